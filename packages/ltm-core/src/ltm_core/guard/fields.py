"""Pure functions the facade applies to every stored string: text, tags, metadata, source.

Each string is checked on its own (never as a JSON dump, whose escaping hides quoted
values), private spans are replaced in each, an empty tag is dropped, and a metadata key
that names a credential (``password``, ``pw``, ``pin``, ``cvv``, ``token``, ``secret``,
``api_key``...) with a non-empty, non-placeholder value is refused. Every refusal names the
rule and the field (``tags[1]``, ``metadata.notes[0]``, ``source``, ``id``), never the value.
An id (on import) must look like an id: see :func:`check_id`.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any

from ltm_core.guard.content_guard import ContentGuard
from ltm_core.guard.errors import ContentRejected
from ltm_core.guard.keys import KEY_NOT_SECRET_PARTS, credential_family, key_parts
from ltm_core.guard.language import LANGUAGE_WORDS
from ltm_core.guard.spans import PRIVATE_PLACEHOLDER
from ltm_core.guard.values import is_placeholder, trim_value

__all__ = [
    "check_encodable",
    "check_id",
    "check_metadata_item",
    "check_scope_ids",
    "check_text",
    "clean_metadata",
    "clean_tags",
    "credential_key",
    "default_guard",
    "redact",
    "strip_private",
]

_MAX_DEPTH = 32
_MAX_KEY_IN_PATH = 40

_UUID_RE = re.compile(r"[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
#: What an id may look like: a word character, then word characters and ``. _ : @ / -``.
ID_RE = re.compile(r"\w[\w.:@/-]{0,127}")

# Leetspeak a key may be typed in (``passw0rd``, ``p@ssword``, ``pa$$word``): folded back
# before the key vocabulary is asked again.
_LEET = str.maketrans({"0": "o", "@": "a", "4": "a", "3": "e", "$": "s", "5": "s", "1": "i"})
# Credential nouns a metadata key may be, besides the guard's words in every language.
_KEY_NOUNS = frozenset(
    {
        "security answer",
        "security answers",
        "security question answer",
        "secret answer",
        "cookie",
        "cookies",
        "session cookie",
        "auth cookie",
        "login cookie",
    }
)
_MAX_NOUN_PARTS = 4


@cache
def default_guard() -> ContentGuard:
    """A guard with every built-in rule on (shared, built once)."""
    return ContentGuard()


def credential_key(key: str) -> bool:
    """Whether a metadata key names a credential, in any language or case style.

    The key/value detector's vocabulary (``password``, ``contraseña``, ``パスワード``,
    ``api_key``...), asked again with leetspeak folded (``passw0rd``), then the credential
    nouns of the guard's sentence rules ending the key (``door_code``, ``recovery_codes``,
    ``código_de_acceso``) and a few more (``security_answer``, ``cookie``). A qualifier
    (``door_code_hint``, ``cookie_policy``) keeps it an ordinary key.
    """
    if credential_family(key) is not None or credential_family(key.translate(_LEET)) is not None:
        return True
    parts = key_parts(key)
    if not parts or len(key) > 80 or any(p in KEY_NOT_SECRET_PARTS for p in parts):
        return False
    for size in range(1, min(len(parts), _MAX_NOUN_PARTS) + 1):
        noun = " ".join(parts[-size:])
        if noun in LANGUAGE_WORDS or noun in _KEY_NOUNS:
            return True
    return False


def check_encodable(text: str, field: str | None = None) -> str:
    """``text`` unchanged, or a ``ValueError`` naming the field if UTF-8 cannot hold it.

    A lone surrogate (what a broken JSON decoder or an emoji cut in half leaves) cannot be
    written by any store; this says so before the store is reached, without quoting the text.
    """
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        where = field or "a stored string"
        raise ValueError(
            f"{where} holds a lone surrogate (U+{ord(text[exc.start]):04X} at position "
            f"{exc.start}), which cannot be stored as UTF-8: decode the input as valid UTF-8 "
            "(or with errors='replace') and try again"
        ) from None
    return text


def check_text(text: str, guard: ContentGuard | None = None, field: str | None = None) -> str:
    """Replace private spans in ``text`` and refuse it when a secret is left.

    Unlike :meth:`ContentGuard.clean` an empty result is allowed (fields may be empty), and
    the string is judged as a field's value (``as_field``): a generated key that is the whole
    value is taken for an id (a request or run id) unless a hand-over cue stands beside it.

    Args:
        text: The string to store.
        guard: The guard; the default one when omitted.
        field: Where the string goes (``"source"``, ``"tags[0]"``...), named by the error.

    Raises:
        ContentRejected: naming the rule that found a secret, and the field.
    """
    guard = guard or default_guard()
    cleaned = guard.strip_private(check_encodable(text, field))
    pattern = guard.check(cleaned, as_field=True)
    if pattern is not None:
        raise ContentRejected(pattern, field=field)
    return cleaned


def check_id(value: Any, field: str = "id", guard: ContentGuard | None = None) -> str:
    """An imported id (or ``superseded_by``), refused unless it looks like an id.

    A UUID (ltm's own ids are ``uuid4().hex``) is accepted as is; anything else must be 1-128
    word characters and ``. _ : @ / -`` (no spaces, no brackets) and pass the guard.

    Raises:
        ValueError: It is not a string or not id-shaped; the message never quotes it.
        ContentRejected: An id-shaped string the guard recognises as a secret.
    """
    if not isinstance(value, str):
        raise ValueError(f"{field} must be a string, got {type(value).__name__}")
    if _UUID_RE.fullmatch(value):
        return value
    if not ID_RE.fullmatch(value):
        raise ValueError(
            f"{field} does not look like an id ({len(value)} characters): use 1-128 letters, "
            "digits and . _ : @ / - with no spaces, or leave it out to get a fresh id"
        )
    pattern = (guard or default_guard()).check(value, as_field=True)
    if pattern is not None:
        raise ContentRejected(pattern, field=field)
    return value


def check_scope_ids(ids: Mapping[str, str | None], guard: ContentGuard | None = None) -> None:
    """Refuse a scope whose ids hold a credential: they are stored beside every memory.

    An integrator who builds ids from request data (a header, a session) could otherwise put a
    token into every row, export and backup. Each id is judged as a field's value, so the ids
    users are given (UUIDs, ``auth0|...``, ``user_2N...``, emails) pass.

    Args:
        ids: ``user_id``, ``namespace`` and ``workspace_id`` (``None`` when unset).
        guard: The guard; the default one when omitted.

    Raises:
        ContentRejected: naming the rule and the id's field, never the value.
    """
    guard = guard or default_guard()
    for field, value in ids.items():
        pattern = None if not value else guard.check(value, as_field=True)
        if pattern is not None:
            raise ContentRejected(
                pattern,
                f"content rejected in {field}: the scope id looks like it contains a secret "
                f"(rule {pattern!r}), and it would be stored beside every memory; pass an id "
                "that holds no credential (a user's id, or a hash of the token)",
                field=field,
            )


def check_metadata_item(
    key: str, value: Any, guard: ContentGuard | None = None, path: str = "metadata"
) -> tuple[str, Any]:
    """Check one metadata pair; return it cleaned.

    A key that names a credential with a non-empty, non-placeholder scalar value is refused
    (rule ``credential_metadata``); the key itself and every string inside the value, at
    any depth, are checked like text.

    Args:
        key: The key.
        value: Its value: a string, number, bool, ``None``, or a list or dict of those
            (anything else is kept as ``str(value)``, as the stores would write it).
        guard: The guard; the default one when omitted.
        path: Where the pair sits (``"metadata"``, ``"metadata.notes[0]"``), for errors.

    Raises:
        ContentRejected: naming the rule and the path.
        ValueError: Nested deeper than 32 levels.
    """
    return _clean_pair(key, value, guard or default_guard(), path, 0)


def clean_metadata(
    metadata: Mapping[str, Any], guard: ContentGuard | None = None
) -> dict[str, Any]:
    """Every pair of ``metadata`` through :func:`check_metadata_item`."""
    if not isinstance(metadata, Mapping):
        raise TypeError(f"metadata must be a dict, got {type(metadata).__name__}")
    guard = guard or default_guard()
    return _distinct(
        (_clean_pair(k, v, guard, "metadata", 0) for k, v in metadata.items()), "metadata"
    )


def _distinct(pairs: Iterable[tuple[str, Any]], path: str) -> dict[str, Any]:
    """The cleaned pairs as a dict; two keys that clean to one would silently lose a value."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(
                f"two keys of {path} read {key!r} once their private parts are removed, so one "
                "value would be lost: give the keys distinct public names"
            )
        out[key] = value
    return out


def clean_tags(tags: Iterable[str], guard: ContentGuard | None = None) -> list[str]:
    """Each tag checked on its own; a tag left empty (or only ``[private]``) is dropped."""
    if isinstance(tags, str):
        raise TypeError("tags must be a list of strings, not one string")
    out: list[str] = []
    for index, tag in enumerate(tags):
        if not isinstance(tag, str):
            raise TypeError(f"tags[{index}] must be a str, got {type(tag).__name__}")
        cleaned = check_text(tag, guard, f"tags[{index}]").strip()
        if cleaned and cleaned.replace(PRIVATE_PLACEHOLDER, "").strip():
            out.append(cleaned)
    return out


def strip_private(text: str) -> str:
    """``text`` with each ``<private>`` span replaced by ``[private]``."""
    return default_guard().strip_private(text)


def redact(text: str, guard: ContentGuard | None = None) -> str:
    """``text`` with private spans removed and each secret replaced by ``[redacted:<rule>]``.

    This is what a recall query becomes before it is embedded, matched or sent anywhere.
    """
    return (guard or default_guard()).clean_query(text)


def _carries_value(value: Any) -> bool:
    if value is None or isinstance(value, bool):
        return False
    if isinstance(value, (int, float)):
        return True
    if isinstance(value, str):
        trimmed = trim_value(value)
        return bool(trimmed) and not is_placeholder(trimmed)
    if isinstance(value, Mapping):
        return any(_carries_value(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_carries_value(v) for v in value)
    return True


def _clean_pair(
    key: Any, value: Any, guard: ContentGuard, path: str, depth: int
) -> tuple[str, Any]:
    clean_key = check_text(str(key), guard, f"{path} (a key)")
    if credential_key(clean_key) and _carries_value(value):
        raise ContentRejected("credential_metadata", field=f"{path} (a key)")
    # The key passed the guard, so naming it is safe; a long one is cut short.
    shown = clean_key if len(clean_key) <= _MAX_KEY_IN_PATH else clean_key[:_MAX_KEY_IN_PATH] + "…"
    return clean_key, _clean_value(value, guard, f"{path}.{shown}", depth + 1)


def _clean_value(value: Any, guard: ContentGuard, path: str, depth: int) -> Any:
    if depth > _MAX_DEPTH:
        raise ValueError(f"metadata is nested deeper than {_MAX_DEPTH} levels; flatten it")
    if isinstance(value, str):
        return check_text(value, guard, path)
    if isinstance(value, Mapping):
        return _distinct((_clean_pair(k, v, guard, path, depth) for k, v in value.items()), path)
    if isinstance(value, (list, tuple)):
        return [_clean_value(v, guard, f"{path}[{i}]", depth + 1) for i, v in enumerate(value)]
    if isinstance(value, float) and not math.isfinite(value):
        # JSON has no NaN or infinity: an export would write null and lose the value.
        raise ValueError(f"{path} is not a finite number: store a number, or the text 'NaN'")
    if value is None or isinstance(value, (bool, int, float)):
        return value
    # Datetimes, bytes, sets, objects: the stores write them as ``str(value)``, so that
    # string is what is checked and kept.
    return check_text(str(value), guard, path)
