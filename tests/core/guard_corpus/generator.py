"""Seeded random secrets of every catalogue format, and the chat sentences they ride in.

Each provider format's regex (a small, bounded dialect) is expanded into random strings of
that format with :func:`sample` -- fresh characters for every sample, never copies of one
example. Context formats get a key that names the vendor.
"""

from __future__ import annotations

import random
import re
import re._parser as sre_parse  # type: ignore[import-not-found]
import string
from typing import Any

from ltm_core.guard import CATALOGUE, Format

_PRINTABLE = string.ascii_letters + string.digits


def _expand(tree: Any, rng: random.Random, out: list[str]) -> None:
    for op, arg in tree:
        name = str(op)
        if name == "LITERAL":
            out.append(chr(arg))
        elif name == "NOT_LITERAL":
            out.append(rng.choice([c for c in _PRINTABLE if ord(c) != arg]))
        elif name == "IN":
            out.append(rng.choice(_class_chars(arg)))
        elif name == "ANY":
            out.append(rng.choice(_PRINTABLE))
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            low, high, sub = arg
            high = min(high, low + 12) if high > low else low
            for _ in range(rng.randint(low, high)):
                _expand(sub, rng, out)
        elif name == "SUBPATTERN":
            _expand(arg[-1], rng, out)
        elif name == "BRANCH":
            _expand(rng.choice(arg[1]), rng, out)
        elif name in ("AT", "ASSERT", "ASSERT_NOT"):
            continue
        else:  # pragma: no cover - the catalogue dialect has nothing else
            raise ValueError(f"unsupported regex construct {name}")


def _class_chars(items: Any) -> list[str]:
    chars: list[str] = []
    negate = False
    for op, arg in items:
        name = str(op)
        if name == "LITERAL":
            chars.append(chr(arg))
        elif name == "RANGE":
            chars.extend(chr(c) for c in range(arg[0], arg[1] + 1))
        elif name == "NEGATE":
            negate = True
        elif name == "CATEGORY":
            chars.extend(
                string.digits if "DIGIT" in str(arg) else " " if "SPACE" in str(arg) else _PRINTABLE
            )
    if negate:
        chars = [c for c in _PRINTABLE if c not in chars]
    return chars or list(_PRINTABLE)


def sample(regex: str, rng: random.Random) -> str:
    """A random string matching ``regex`` (the catalogue's bounded dialect)."""
    out: list[str] = []
    _expand(sre_parse.parse(regex), rng, out)
    return "".join(out)


def format_sample(fmt: Format, rng: random.Random) -> str:
    """A random credential of ``fmt`` that passes a realism check (mixed classes, no runs)."""
    for _ in range(50):
        value = sample(fmt.regex, rng)
        if re.search(r"(.)\1{4}", value) or re.search(r"(?i)x{5}", value):
            continue
        return value
    return value


CHAT_TEMPLATES = (
    "here's my key {v} can you check it?",
    "my key is {v}.",
    "use this one: {v}",
    "`{v}`",
    "```\n{v}\n```",
    "I set it to {v}, is that right?",
    "(the new one is {v})",
    "Key: {v}!",
    'config says "{v}"',
    "is this still valid? {v}?",
    "ok so {v} - works on my machine",
    "token {v}; let me know",
    "> {v}",
    "- {v}",
    "I pasted {v} into the settings page yesterday",
    "Can you remember {v} for me?",
    '{{"key": "{v}"}}',
    "export TOKEN={v}",
    "**{v}**",
    "Please store this for later: {v} (don't share it)",
    "Remember that the deploy uses {v}",
    "<code>{v}</code>",
)

CONTEXT_KEYS = (
    "{K}_API_KEY={v}",
    "{k}_secret: {v}",
    '"{k}Token": "{v}"',
    "{k}.api_key = '{v}'",
    "export {K}_TOKEN={v}",
    "{K}_KEY: {v}",
    "[{k}]\napi_key = {v}",
    "{k}_access_token={v}",
)


def provider_secrets(rng: random.Random, per_format: int = 5) -> list[tuple[str, str, str]]:
    """``(text, family, format vendor)`` rows for every catalogue format."""
    rows: list[tuple[str, str, str]] = []
    counter = 0
    for fmt in CATALOGUE:
        for _ in range(per_format if not fmt.context else 3):
            value = format_sample(fmt, rng)
            if fmt.context:
                keyword = next(k for k in fmt.keywords if k.isalpha() or "_" in k)
                template = CONTEXT_KEYS[counter % len(CONTEXT_KEYS)]
                text = template.format(K=keyword.upper(), k=keyword, v=value)
                family = "vendor_context"
            else:
                text = CHAT_TEMPLATES[counter % len(CHAT_TEMPLATES)].format(v=value)
                family = "provider"
            rows.append((text, family, fmt.vendor))
            counter += 1
    return rows
