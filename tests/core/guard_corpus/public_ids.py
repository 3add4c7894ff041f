"""Round 6: public identifiers in prose and in labelled lines, none of them a secret.

Hashes, digests, UUIDs, commit ids, public keys and fingerprints, IBAN and SWIFT codes,
tracking, order and invoice numbers, ISBNs, wallet and contract addresses, base64 of ordinary
text, hex colours, serial numbers and URLs without credentials. Each family draws fresh
random values from a seeded generator and places them in many sentence shapes, including
labelled ones (``sha256: ...``, ``"commit": "..."``, ``order_id=...``), which a credential
detector must not mistake for ``key: value`` secrets.
"""

from __future__ import annotations

import base64
import random
import string
import uuid
from collections.abc import Callable

__all__ = ["benign"]

_HEX = "0123456789abcdef"
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_B32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_UPPER_DIGITS = string.ascii_uppercase + string.digits
_B64 = string.ascii_letters + string.digits + "+/"

# Sentence shapes: {v} is the identifier, {n} the identifier's name as people say it.
_PROSE = (
    "The {n} is {v}.",
    "Can you check {n} {v} for me?",
    "I copied the {n} ({v}) into the ticket.",
    "{v} is the {n} from yesterday's email.",
    "Remember that the {n} we use is {v}, it's on the website.",
    "fyi {n}: {v}",
    "Note to self - {n} {v}, public anyway.",
    "My {n} is {v} if anyone needs it for the report.",
    "They asked for the {n}, so I sent {v}.",
    "Logged the {n} as `{v}` in the spreadsheet.",
)
# Harder shapes: a credential word near the identifier, which names something public.
_NEAR_WORDS = (
    "The token contract's {n} is {v}.",
    "Not a secret, just the {n}: {v}",
    "After the password reset the {n} was {v}.",
    "The session log shows {n} {v}.",
    "The public key's {n} is {v}, safe to share.",
    "For the key rotation ticket, the {n} is {v}.",
    "Auth service {n}: {v}",
    "The secret santa {n} is {v} lol",
    "The API docs list the {n} as {v}.",
    "Signing key {n} {v} is published on the keyserver.",
)
_LABELLED = (
    "{k}: {v}",
    "{k}={v}",
    '"{k}": "{v}"',
    "{k} = {v}",
    "- {k}: {v}",
)


def _r(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _iban(rng: random.Random) -> str:
    country = rng.choice(["DE", "GB", "FR", "PT", "NL", "ES", "IT"])
    body = str(rng.randint(10**17, 10**18 - 1))
    if country == "GB":
        body = rng.choice(["NWBK", "BARC", "MIDL"]) + body[:14]
    raw = body + country + "00"
    digits = "".join(str(int(c, 36)) for c in raw)
    check = 98 - int(digits) % 97
    iban = f"{country}{check:02d}{body}"
    if rng.random() < 0.5:
        return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))
    return iban


def _isbn13(rng: random.Random) -> str:
    digits = [9, 7, 8] + [rng.randint(0, 9) for _ in range(9)]
    check = (10 - sum(d * (1 if i % 2 == 0 else 3) for i, d in enumerate(digits)) % 10) % 10
    raw = "".join(map(str, digits)) + str(check)
    return f"{raw[:3]}-{raw[3]}-{raw[4:7]}-{raw[7:12]}-{raw[12]}" if rng.random() < 0.6 else raw


def _ssh_public(rng: random.Random) -> str:
    kind = rng.choice(
        ["ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI", "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ"]
    )
    return (
        kind + _r(rng, _B64, rng.choice([43, 60])) + " " + rng.choice(["me@laptop", "ci", "deploy"])
    )


def _base64_text(rng: random.Random) -> str:
    words = rng.sample(
        "hello world meeting moved to thursday please bring the slides and coffee for everyone"
        " see you at noon in room four".split(),
        rng.randint(4, 8),
    )
    return base64.b64encode(" ".join(words).encode()).decode()


def _tracking(rng: random.Random) -> str:
    return rng.choice(
        [
            "1Z" + _r(rng, _UPPER_DIGITS, 16),
            str(rng.randint(10**11, 10**12 - 1)),
            _r(rng, string.ascii_uppercase, 2) + str(rng.randint(10**8, 10**9 - 1)) + "GB",
            "JD" + str(rng.randint(10**15, 10**16 - 1)),
        ]
    )


# family -> (names people use for it, label keys in config/json, value generator)
_FAMILIES: dict[str, tuple[tuple[str, ...], tuple[str, ...], Callable[[random.Random], str]]] = {
    "sha256": (
        ("SHA-256 checksum", "file hash", "digest"),
        ("sha256", "checksum", "digest", "hash", "sha256sum"),
        lambda rng: _r(rng, _HEX, 64),
    ),
    "md5_sha1": (
        ("MD5", "SHA-1", "hash of the file"),
        ("md5", "sha1", "file_hash", "etag"),
        lambda rng: _r(rng, _HEX, rng.choice([32, 40])),
    ),
    "docker_digest": (
        ("image digest", "container digest"),
        ("digest", "image", "imageDigest"),
        lambda rng: "sha256:" + _r(rng, _HEX, 64),
    ),
    "uuid": (
        ("request id", "tenant id", "correlation id", "subscription id"),
        ("request_id", "tenantId", "uuid", "subscription_id", "client_id"),
        lambda rng: str(uuid.UUID(int=rng.getrandbits(128))),
    ),
    "commit": (
        ("commit", "commit id", "git SHA", "revision"),
        ("commit", "sha", "revision", "git_sha", "ref"),
        lambda rng: _r(rng, _HEX, rng.choice([7, 12, 40])),
    ),
    "ssh_public": (
        ("public key", "SSH public key", "deploy key (public half)"),
        ("public_key", "ssh_public_key", "authorized_key", "pubkey"),
        _ssh_public,
    ),
    "fingerprint": (
        ("key fingerprint", "host key fingerprint", "GPG fingerprint"),
        ("fingerprint", "key_fingerprint", "gpg_fingerprint"),
        lambda rng: rng.choice(
            [
                "SHA256:" + _r(rng, _B64, 43),
                " ".join(_r(rng, "0123456789ABCDEF", 4) for _ in range(10)),
                ":".join(_r(rng, _HEX, 2) for _ in range(16)),
            ]
        ),
    ),
    "iban_swift": (
        ("IBAN", "bank account (IBAN)", "SWIFT code", "BIC"),
        ("iban", "IBAN", "bic", "swift"),
        lambda rng: _iban(rng) if rng.random() < 0.7 else _r(rng, string.ascii_uppercase, 6) + "2L",
    ),
    "tracking": (
        ("tracking number", "parcel number", "shipment id"),
        ("tracking_number", "tracking", "shipment_id"),
        _tracking,
    ),
    "order_invoice": (
        ("order number", "invoice number", "booking reference", "ticket"),
        ("order_id", "invoice", "booking_ref", "ticket_id"),
        lambda rng: rng.choice(
            [
                f"INV-{rng.randint(2019, 2026)}-{rng.randint(1000, 99999)}",
                f"#{rng.randint(100, 999)}-{rng.randint(10**6, 10**7 - 1)}-{rng.randint(10**6, 10**7 - 1)}",
                _r(rng, string.ascii_uppercase, 6),
                f"ORD{rng.randint(10**7, 10**8 - 1)}",
            ]
        ),
    ),
    "isbn": (("ISBN", "book's ISBN"), ("isbn", "ISBN13"), _isbn13),
    "wallet": (
        ("wallet address", "BTC address", "ETH address", "contract address", "deposit address"),
        ("address", "wallet", "contract", "to_address", "wallet_address"),
        lambda rng: rng.choice(
            [
                "0x" + _r(rng, _HEX + "ABCDEF", 40),
                "bc1q" + _r(rng, _B32, 38),
                "1" + _r(rng, _B58, 33),
                _r(rng, _B58, 44),
            ]
        ),
    ),
    "base64_text": (
        ("base64 blob", "encoded message"),
        ("data", "payload", "message"),
        _base64_text,
    ),
    "colour": (
        ("brand colour", "hex colour", "background"),
        ("color", "primary", "background"),
        lambda rng: "#" + _r(rng, _HEX, rng.choice([3, 6])),
    ),
    "serial": (
        ("serial number", "device serial", "model number"),
        ("serial", "serial_number", "sn"),
        lambda rng: rng.choice(
            [
                "SN-" + _r(rng, _UPPER_DIGITS, 4) + "-" + _r(rng, _UPPER_DIGITS, 4),
                _r(rng, _UPPER_DIGITS, 12),
                "C02" + _r(rng, _UPPER_DIGITS, 9),
            ]
        ),
    ),
    "plain_url": (
        ("link", "docs page", "download URL"),
        ("url", "homepage", "endpoint"),
        lambda rng: rng.choice(
            [
                f"https://example.com/docs/{_r(rng, string.ascii_lowercase, 6)}?page={rng.randint(1, 9)}",
                f"https://github.com/acme/{_r(rng, string.ascii_lowercase, 5)}/commit/{_r(rng, _HEX, 40)}",
                f"https://files.example.org/{_r(rng, _HEX, 32)}/report.pdf",
            ]
        ),
    ),
    # Vendor ids that are public by design: publishable and site keys, object ids, SIDs.
    "vendor_public": (
        ("publishable key", "site key", "client id", "object id", "account SID"),
        ("publishableKey", "site_key", "client_id", "customer", "account_sid"),
        lambda rng: rng.choice(
            [
                "pk_"
                + rng.choice(["live", "test"])
                + "_"
                + _r(rng, string.ascii_letters + string.digits, 24),
                rng.choice(["ch_", "pi_", "cus_", "prod_", "price_", "acct_", "in_"])
                + _r(rng, string.ascii_letters + string.digits, rng.choice([14, 24])),
                "6L" + _r(rng, string.ascii_letters + string.digits + "_-", 38),
                f"{rng.randint(10**11, 10**12 - 1)}-{_r(rng, string.ascii_lowercase + string.digits, 32)}"
                ".apps.googleusercontent.com",
                "AC" + _r(rng, _HEX, 32),
                "C" + _r(rng, _UPPER_DIGITS, 10),
                "G-" + _r(rng, _UPPER_DIGITS, 10),
                "UA-" + str(rng.randint(10**6, 10**8)) + "-" + str(rng.randint(1, 9)),
            ]
        ),
    ),
    # Public keys and content addresses of crypto and p2p tools.
    "p2p_public": (
        (
            "WireGuard public key",
            "age recipient",
            "npub",
            "IPFS CID",
            "transaction hash",
            "onion address",
        ),
        ("PublicKey", "recipient", "npub", "cid", "tx_hash", "txid", "onion"),
        lambda rng: rng.choice(
            [
                _r(rng, _B64, 43) + "=",
                "age1" + _r(rng, _B32, 58),
                "npub1" + _r(rng, _B32, 58),
                "Qm" + _r(rng, _B58, 44),
                "bafybei" + _r(rng, "abcdefghijklmnopqrstuvwxyz234567", 52),
                "0x" + _r(rng, _HEX, 64),
                _r(rng, _HEX, 64),
                _r(rng, "abcdefghijklmnopqrstuvwxyz234567", 56) + ".onion",
                "magnet:?xt=urn:btih:" + _r(rng, _HEX, 40) + "&dn=ubuntu-24.04.iso",
            ]
        ),
    ),
}


def benign(rng: random.Random, per_family: int = 24) -> list[tuple[str, str]]:
    """``(text, family)`` rows: each family's values in prose and in labelled lines."""
    rows: list[tuple[str, str]] = []
    for family, (names, keys, make) in _FAMILIES.items():
        for index in range(per_family):
            value = make(rng)
            if index % 3 == 2:
                text = rng.choice(_LABELLED).format(k=rng.choice(keys), v=value)
            elif index % 3 == 1:
                text = rng.choice(_NEAR_WORDS).format(n=rng.choice(names), v=value)
            else:
                text = rng.choice(_PROSE).format(n=rng.choice(names), v=value)
            rows.append((text, family))
    return rows
