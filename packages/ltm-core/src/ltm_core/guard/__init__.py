"""Content guard: keep credentials and private spans out of long-term memory.

Every string is checked before it is stored. ``<private>...</private>`` spans are replaced
by ``[private]`` first; what is left must not contain anything shaped like a credential:
provider tokens from a catalogue of 185 providers, key/value lines, CLI flags and headers,
URLs with passwords, disclosures in 29 languages, seed phrases, recovery codes, TOTP keys,
session cookies, payment cards and private keys, on the raw text and on a normalised copy
(NFKC, invisible characters removed, look-alike letters folded, spaced groups joined).

Modules: :mod:`.normalise`, :mod:`.catalogue` (data), :mod:`.engine` (re2 and the keyword
prefilter), :mod:`.values`, :mod:`.keyvalue`, :mod:`.language`, :mod:`.material`,
:mod:`.spans`, :mod:`.content_guard` and :mod:`.fields` (per-field functions).
"""

from __future__ import annotations

from ltm_core.guard.catalogue import CATALOGUE, Format
from ltm_core.guard.content_guard import ContentGuard
from ltm_core.guard.errors import DISABLE_ENV_VAR, ContentRejected, SecretMatch
from ltm_core.guard.fields import (
    check_id,
    check_metadata_item,
    check_text,
    clean_metadata,
    clean_tags,
    default_guard,
    redact,
    strip_private,
)
from ltm_core.guard.language import LANGUAGES
from ltm_core.guard.spans import PRIVATE_PLACEHOLDER

__all__ = [
    "CATALOGUE",
    "DISABLE_ENV_VAR",
    "LANGUAGES",
    "PRIVATE_PLACEHOLDER",
    "ContentGuard",
    "ContentRejected",
    "Format",
    "SecretMatch",
    "check_id",
    "check_metadata_item",
    "check_text",
    "clean_metadata",
    "clean_tags",
    "default_guard",
    "redact",
    "strip_private",
]
