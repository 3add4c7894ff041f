"""A key written as code or tools write bytes and strings is still the key.

Found by the third attack round: the bare hex of a token was refused, but its ``0x`` literal, an
``xxd`` dump and a token cut into concatenated string literals were stored.
"""

from __future__ import annotations

import random
import string

import pytest
from ltm_core import ContentRejected
from ltm_core.guard import ContentGuard


def _token(rng: random.Random) -> str:
    body = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(36))
    return rng.choice(["ghp_", "github_pat_11", "glpat-", "xoxb-1234567890-"]) + body


def _xxd(data: bytes) -> str:
    lines = []
    for offset in range(0, len(data), 16):
        chunk = data[offset : offset + 16]
        groups = " ".join(chunk[i : i + 2].hex() for i in range(0, len(chunk), 2))
        shown = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"{offset:08x}: {groups:<39}  {shown}")
    return "\n".join(lines)


def _hexdump_c(data: bytes) -> str:
    lines = []
    for offset in range(0, len(data), 16):
        chunk = data[offset : offset + 16]
        groups = " ".join(f"{b:02x}" for b in chunk)
        shown = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"{offset:08x}  {groups:<47}  |{shown}|")
    return "\n".join(lines)


def _concatenated(rng: random.Random, token: str) -> str:
    cuts = sorted(rng.sample(range(4, len(token) - 2), rng.randint(1, 3)))
    parts = [token[a:b] for a, b in zip([0, *cuts], [*cuts, len(token)], strict=True)]
    quote = rng.choice(['"', "'"])
    joiner = rng.choice([" + ", "+", " . ", " || ", " ", " .. "])
    literals = joiner.join(f"{quote}{p}{quote}" for p in parts)
    return rng.choice(
        ["TOKEN = {}", "const t = {};", "$t = {};", "auth({})", "x = {}  # temp"]
    ).format(literals)


WRITERS = {
    "0x literal": lambda rng, t: rng.choice(["{}", "SELECT {} AS cfg;", "key: {}"]).format(
        "0x" + t.encode().hex()
    ),
    "xxd": lambda rng, t: _xxd(f"TOKEN={t}\n".encode()),
    "hexdump -C": lambda rng, t: _hexdump_c(f"export TOKEN={t}\n".encode()),
    "concatenated": _concatenated,
}


@pytest.mark.parametrize("form", sorted(WRITERS))
def test_a_token_written_in_that_form_is_refused(memory, form):
    rng = random.Random(f"encoded-{form}")
    for _ in range(12):
        text = WRITERS[form](rng, _token(rng))
        with pytest.raises(ContentRejected) as refused:
            memory.remember(text)
        assert text not in str(refused.value)


@pytest.mark.parametrize(
    "text",
    [
        _xxd(b"hello world, this is an ordinary text file with nothing inside\n"),
        _hexdump_c(b"#!/bin/sh\necho 'deploying the site now'\nexit 0\n"),
        'print("Hello, " + name + "!")',
        'greeting = "Good " + "morning, " + "team"',
        "the transaction is 0x" + "ab" * 32,
        "commit 0x" + "1f" * 20 + " fixed the build",
        'She said "yes" and then "no" at once',
        "SELECT 0x48656c6c6f20576f726c6421 AS greeting;",
    ],
)
def test_ordinary_dumps_literals_and_ids_are_kept(text):
    assert ContentGuard().check(text) is None
