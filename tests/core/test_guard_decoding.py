"""The guard sees through encodings: one decode, a reversal or a re-join never hides a key."""

from __future__ import annotations

import base64
import random
import uuid
from collections.abc import Callable
from urllib.parse import quote

import pytest
from ltm_core.guard import CATALOGUE, ContentGuard
from ltm_core.guard.decoding import MAX_DECODED_CHARS, decoded_views
from ltm_core.guard.errors import ContentRejected

from tests.core.guard_corpus.generator import format_sample

GUARD = ContentGuard()
OPENAI_KEY = "sk-proj-AbCdEf0123456789AbCdEf0123456789AbCdEf01"
GITHUB_PAT = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
AWS_KEY_ID = "AKIAZ7QR4TWXB2MNPL3K"
LEAD = "The deploy key is "

ENCODINGS: dict[str, Callable[[str], str]] = {
    "spaced_chars": lambda s: LEAD + " ".join(s),
    "spaced_lines": lambda s: LEAD + "\n".join(s),
    "line_split": lambda s: f"{LEAD}{s[:12]}\n{s[12:]}",
    "base64": lambda s: LEAD + base64.b64encode(s.encode()).decode(),
    "base64_unpadded": lambda s: LEAD + base64.b64encode(s.encode()).decode().rstrip("="),
    "base64_urlsafe": lambda s: LEAD + base64.urlsafe_b64encode(s.encode()).decode(),
    "hex": lambda s: LEAD + s.encode().hex(),
    "hex_upper": lambda s: LEAD + s.encode().hex().upper(),
    "percent_all": lambda s: LEAD + "".join(f"%{ord(c):02X}" for c in s),
    "html_decimal": lambda s: LEAD + "".join(f"&#{ord(c)};" for c in s),
    "html_hex": lambda s: LEAD + "".join(f"&#x{ord(c):x};" for c in s),
    "json_escapes": lambda s: LEAD + "".join(f"\\u{ord(c):04x}" for c in s),
    "python_escapes": lambda s: LEAD + "".join(f"\\x{ord(c):02x}" for c in s),
    "reversed": lambda s: "The deploy key, reversed, is " + s[::-1],
}
ATTACK_ENCODINGS = (
    "spaced_chars",
    "line_split",
    "base64",
    "hex",
    "percent_all",
    "html_entities",
    "json_escapes",
    "reversed",
)


def _attack_text(secret: str, encoding: str) -> str:
    if encoding == "html_entities":
        return ENCODINGS["html_decimal"](secret)
    return ENCODINGS[encoding](secret)


# Promise: "it never stores a credential" -- the attack round's 27 cases: a live-shaped
# OpenAI / GitHub / AWS key, encoded once, is refused by remember() like the key itself.
@pytest.mark.parametrize(
    "secret", [OPENAI_KEY, GITHUB_PAT, AWS_KEY_ID], ids=["openai", "github", "aws"]
)
@pytest.mark.parametrize("encoding", ATTACK_ENCODINGS)
def test_an_encoded_credential_is_refused(memory, secret, encoding):
    with pytest.raises(ContentRejected):
        memory.remember(_attack_text(secret, encoding))
    assert memory.list(limit=10) == []


# Promise: "it never stores a credential" -- a key cut in two metadata values is the key
# (the store and every export would hold both halves side by side).
@pytest.mark.parametrize(
    "secret", [OPENAI_KEY, GITHUB_PAT, AWS_KEY_ID], ids=["openai", "github", "aws"]
)
def test_a_credential_split_across_two_metadata_values_is_refused(memory, secret):
    half = len(secret) // 2
    with pytest.raises(ContentRejected) as refused:
        memory.remember(
            f"Notes on the {secret[:3]} deploy key.",
            metadata={"first": secret[:half], "second": secret[half:]},
        )
    assert refused.value.field.startswith("metadata")  # the pair, or one half on its own
    assert memory.list(limit=10) == []


# Promise: ordinary metadata whose values glue into nothing vendor-shaped is kept.
def test_ordinary_metadata_values_are_kept(memory):
    item = memory.remember(
        "Alice booked a flight.", metadata={"airline": "sk", "code": "AF1234", "seat": "12A"}
    )
    assert item.metadata["code"] == "AF1234"


# Promise: "ContentRejected names the rule, never the value" -- a decoded key is refused
# with the vendor rule's own name, and the error quotes neither the key nor its encoding.
@pytest.mark.parametrize("encoding", sorted(ENCODINGS))
def test_a_decoded_key_is_refused_with_its_vendor_rule(encoding):
    text = ENCODINGS[encoding](GITHUB_PAT)
    assert GUARD.check(text) == "github_token"
    with pytest.raises(ContentRejected) as refused:
        GUARD.clean(text)
    said = f"{refused.value} {refused.value!r} {refused.value.args!r}"
    assert GITHUB_PAT[4:16] not in said
    assert text[len(LEAD) : len(LEAD) + 12] not in said


# Promise: a redaction removes the whole encoded run, so no decode brings the key back.
def test_redaction_removes_the_whole_encoded_run():
    encoded = base64.b64encode(OPENAI_KEY.encode()).decode()
    redacted = GUARD.redact(f"before {encoded} after")
    assert redacted == "before [redacted:openai_api_key] after"


def _vendor_keys() -> list[tuple[str, str]]:
    """One seeded random key per self-identifying vendor format the guard catches plain."""
    rng = random.Random(20261201)
    keys: list[tuple[str, str]] = []
    for fmt in CATALOGUE:
        if fmt.context or fmt.classes:
            continue
        value = format_sample(fmt, rng)
        if len(value) >= 20 and " " not in value and GUARD.check(f"my key is {value}") == fmt.name:
            keys.append((fmt.name, value))
    return keys


VENDOR_KEYS = _vendor_keys()


def test_the_generalising_set_covers_many_vendors():
    assert len({name for name, _ in VENDOR_KEYS}) >= 100


def _judged(name: str, text: str) -> bool:
    """Refused, and by the vendor's rule unless the encoded text alone already trips one
    (a hex run holding a card-like digit run is refused by ``payment_card`` first)."""
    found = GUARD.check(text)
    return found == name or (found is not None and bool(GUARD.find(text, decode=False)))


# Promise: "it never stores a credential", for every vendor: each encoding of a random key
# of every self-identifying format is refused, with that format's rule.
@pytest.mark.parametrize("encoding", sorted(ENCODINGS))
def test_every_vendor_key_is_refused_in_every_encoding(encoding):
    missed = [
        (name, GUARD.check(ENCODINGS[encoding](value)))
        for name, value in VENDOR_KEYS
        if not _judged(name, ENCODINGS[encoding](value))
    ]
    assert not missed, missed[:10]


def _benign_encoded(rng: random.Random) -> list[str]:
    texts: list[str] = []
    for _ in range(40):
        raw = rng.randbytes(rng.randint(12, 600))
        texts += [
            f"commit {rng.randbytes(20).hex()} fixed the login page",
            f"sha256 of the tarball is {rng.randbytes(32).hex()}",
            f"ticket {uuid.UUID(int=rng.getrandbits(128))} is closed",
            f"the avatar is data:image/png;base64,{base64.b64encode(raw).decode()}",
            f"nonce {base64.urlsafe_b64encode(raw[:24]).decode()} was rejected",
        ]
    return texts


BENIGN_ENCODED = [
    *_benign_encoded(random.Random(7)),
    "see https://example.com/search?q=%E6%97%A5%E6%9C%AC%E8%AA%9E%E3%81%AE%E6%9C%AC for books",
    "the path was " + quote("/home/alice/Documents/Résumé final (2).pdf"),
    "Q&amp;A: caf&eacute; cr&egrave;me br&ucirc;l&eacute;e &amp; th&eacute; &ndash; yum &hellip;",
    'the JSON said "\\u0048\\u0065\\u006c\\u006c\\u006f \\u0077\\u006f\\u0072\\u006c\\u0064"',
    "base64 of 'hello world, how are you' is aGVsbG8gd29ybGQsIGhvdyBhcmUgeW91",
    "I l o v e y o u s o m u c h m o m",
    "The words were\nsplit across\nlines for\nno reason at all",
    "internationalization and counterrevolutionaries are long words",
]


# Promise: real data is never refused -- hashes, commit ids, UUIDs, base64 images, nonces,
# ordinary percent-encoded URLs, entities and escapes that decode to ordinary text.
@pytest.mark.parametrize("text", BENIGN_ENCODED)
def test_encoded_ordinary_data_is_kept(text):
    assert GUARD.check(text) is None


# Promise: bounded work -- a huge encoded payload is decoded only up to the cap.
def test_decoding_is_capped():
    payload = base64.b64encode(b"hello world " * 20_000).decode()
    views = decoded_views(" ".join([payload] * 3))
    assert sum(len(v.text) for v in views) <= MAX_DECODED_CHARS
