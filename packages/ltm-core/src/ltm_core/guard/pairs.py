"""Two more key/value grammars: a key named by a ``name`` field, and a key then a space.

* Named pairs: Kubernetes and ECS env lists, Terraform and Ansible lists of maps name the
  key in one field and hold the value in the next (``- name: DB_PASSWORD`` /
  ``value: ...``, ``{"name": "API_TOKEN", "value": "..."}``).
* Spaced pairs: Apache/nginx-style directives and positional CLI arguments write a compound
  credential key, white space and the value (``AuthLDAPBindPassword V``,
  ``rclone config create s3 s3 secret_access_key V``). Only a compound key (two parts or
  more: ``secret_access_key``, ``BindPassword``) followed by a random-looking value counts:
  a single word followed by a word is prose ("password reset").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from ltm_core.guard.engine import compile_builtin, group_span
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.keys import credential_family, key_parts
from ltm_core.guard.values import char_classes, is_placeholder, looks_like_token, trim_value

__all__ = ["PairGrammars"]

_VALUE = r"\"[^\"\n]{1,400}\"|'[^'\n]{1,400}'|[^\s,;\"'`<>{}\[\]]{1,400}"
_NAMED_PAIR_RE = (
    r"(?i:name|key)[\"']?[ \t]{0,3}[:=][ \t]{0,3}[\"']?(?P<key>[A-Za-z_][\w.-]{0,79})[\"']?"
    r"[ \t]{0,3},?[ \t]{0,3}\n?[ \t]{0,12}[\"']?(?i:value)[\"']?[ \t]{0,3}[:=][ \t]{0,3}"
    r"(?P<value>" + _VALUE + ")"
)
_SPACED_PAIR_RE = (
    r"(?P<key>[A-Za-z][A-Za-z0-9]{0,40}(?:[_.-][A-Za-z0-9]{1,40}){0,8})[ \t]{1,4}"
    r"(?P<value>[^\s\"'`<>(){}\[\]=:,;]{8,200})(?:[ \t]|\n|$)"
)

Judge = Callable[[str, str], bool]


class PairGrammars:
    """Finds named pairs and spaced pairs in a key/value window."""

    def __init__(self) -> None:
        self._named = compile_builtin(_NAMED_PAIR_RE)
        # anchored at each key start on a short window: ``re`` (bounded, no nested choice)
        self._spaced = re.compile(_SPACED_PAIR_RE)

    def find(
        self,
        window: str,
        lowered: str,
        offset: int,
        starts: Iterable[int],
        value_is_secret: Judge,
    ) -> list[SecretMatch]:
        """Credentials of both grammars in ``window`` (``offset``: where it starts).

        Args:
            window: The text around the keyword hits.
            lowered: ``window.lower()``.
            offset: Added to every reported offset.
            starts: Where keys start in ``window``.
            value_is_secret: ``(family, value)`` -> whether a config value is a credential.
        """
        found: list[SecretMatch] = []
        if "value" in lowered:
            for m in self._named.finditer(window):
                family = credential_family(m.group("key"))
                if family and value_is_secret(family, m.group("value")):
                    found.append(self._match(window, offset, m, "value"))
        for key_at in starts:
            if key_at > 0 and window[key_at - 1] in "-.$/\\":
                continue  # a flag, a path or a variable: other grammars judge those
            m = self._spaced.match(window, key_at)
            if m is None or len(key_parts(m.group("key"))) < 2:
                continue
            family = credential_family(m.group("key"))
            value = m.group("value")
            if (
                family
                and not is_placeholder(value)
                and char_classes(value) >= 2
                and any(c.isdigit() for c in value)
                and looks_like_token(value, min_len=8, min_entropy=2.8)
            ):
                found.append(self._match(window, offset, m, "value"))
        return found

    @staticmethod
    def _match(window: str, offset: int, m: object, group: str) -> SecretMatch:
        start, end = group_span(m, group)
        raw = window[start:end]
        inner = trim_value(raw)
        shift = raw.find(inner) if inner else 0
        return SecretMatch(
            "secret_assignment", offset + start + shift, offset + start + shift + len(inner)
        )
