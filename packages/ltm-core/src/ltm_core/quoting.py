"""Quoting a caller's value back in an error only when it cannot be a credential.

A refusal names the rule, never the value: a token pasted into the wrong argument (an id, a
kind, a date) must not come back in a message that ends up in logs and agent transcripts.
A value is quoted only when it has the plain shape the argument expects and the guard sees
no secret in it; otherwise the message says it is not shown. The library, the ``ltm``
command and the MCP server all use these, so the rule is the same everywhere.
"""

from __future__ import annotations

import re

from ltm_core.guard import check_id, default_guard

__all__ = ["DATE_SHAPE", "KIND_SHAPE", "NOT_SHOWN", "ZONE_SHAPE", "shown", "shown_id"]

NOT_SHOWN = "(not shown)"
#: A kind is a short lower-case word.
KIND_SHAPE = re.compile(r"[a-z][a-z_-]{0,23}")
#: A day or an ISO time: digits and the separators of ISO 8601 only.
DATE_SHAPE = re.compile(r"[0-9][0-9T:.,+\- Z]{0,39}")
#: An IANA zone name: letter words joined by ``/`` (digits only after the first part).
ZONE_SHAPE = re.compile(r"[A-Za-z][A-Za-z_+-]{0,31}(?:/[A-Za-z][A-Za-z0-9_+-]{0,31}){0,2}")


def shown(value: object, shape: re.Pattern[str]) -> str:
    """``value`` quoted when it fully matches ``shape`` and holds no secret, else ``NOT_SHOWN``."""
    if isinstance(value, str) and shape.fullmatch(value) and default_guard().check(value) is None:
        return repr(value)
    return NOT_SHOWN


def shown_id(value: object) -> str:
    """A memory id quoted when it looks like an id (:func:`ltm_core.guard.check_id`)."""
    try:  # a pasted secret never looks like one
        shown = check_id(value)
    except ValueError:  # ContentRejected too
        return _NOT_SHOWN
    if not _LTM_ID_RE.fullmatch(shown):
        from ltm_core.guard.shared import shared_guard

        # A bare token passes as an id; named as one, the guard sees it for what it is.
        if shared_guard().check(f"my token is {shown}") is not None:
            return _NOT_SHOWN
    return repr(shown)


_NOT_SHOWN = "(not shown: it does not look like an id)"
# ltm's own ids (``uuid4().hex``) and UUIDs: shown as they are.
_LTM_ID_RE = re.compile(
    r"[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
)
