"""Round-11 attack on structured fields after the round's merges (attack11c).

Black box, from README.md and docs/concepts.md: secrets hidden in tags, metadata keys and
values at any depth, source, and split across fields must be refused; ordinary ids, codes and
names in fields, with credential talk in the text, must be stored. Values are synthetic
(vendor-shaped tokens, made-up passwords); 3 of 125 failed when written.
"""

from __future__ import annotations

from typing import Any

import pytest
from ltm_core import ContentRejected, LongTermMemory

SECRET_FIELDS: list[dict[str, Any]] = [
    {"text": "note", "tags": ["ghp_R4nd0mT0k3nV4lu3Xy9Zq8Wp7Lk6Jh5Gf4Ds3"]},
    {"text": "note", "metadata": {"k": "sk-proj-Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0LzXcVbNm9Qa8Ws7Ed6Rf"}},
    {"text": "note", "source": "AKIAZ7QP3XK9M2LW4RTB"},
    {
        "text": "note",
        "metadata": {"a": {"b": {"c": ["xoxb-2948571630-5829104736-Hq7Kz2Lm9Np4Rs8Tv3Wx6Yb"]}}},
    },
    {"text": "note", "metadata": {"deep": [{"x": "sk_live_51HqZ8kLmN3pR7sT9vX2yB4dF6gJ"}]}},
    {"text": "note", "tags": ["ci", "glpat-Xq7Zr2Lk9Mn4Pt8Ws3Yv"]},
    {"text": "note", "metadata": {"ghp_R4nd0mT0k3nV4lu3Xy9Zq8Wp7Lk6Jh5Gf4Ds3": "value"}},
    {
        "text": "note",
        "tags": ["ghp_R4nd0mT0k3nV4lu3"],
        "metadata": {"rest": "Xy9Zq8Wp7Lk6Jh5Gf4Ds3"},
    },
    {
        "text": "note",
        "metadata": {"p1": "sk-proj-Qw8Er7Ty6Ui5Op4As", "p2": "3Df2Gh1Jk0LzXcVbNm9Qa8Ws7Ed6Rf"},
    },
    {"text": "note", "metadata": {"p1": "AKIAZ7QP3X", "p2": "K9M2LW4RTB"}},
    {
        "text": "note",
        "tags": ["xoxb-2948571630"],
        "metadata": {"t": "-5829104736-Hq7Kz2Lm9Np4Rs8Tv3Wx6Yb"},
    },
    {"text": "note", "tags": ["sk_live_51HqZ8"], "source": "kLmN3pR7sT9vX2yB4dF6gJ"},
    {"text": "note", "metadata": {"wifi": "pepper68#"}},
    {"text": "note", "metadata": {"db_pass": "Tr0ub4dor&3"}},
    {"text": "note", "metadata": {"password": "hunter22"}},
    {"text": "note", "metadata": {"pwd": "kiwi-lime-77"}},
    {"text": "note", "metadata": {"api_key": "9f8e7d6c5b4a39281706f5e4d3c2b1a0"}},
    {"text": "note", "metadata": {"secret": "correcthorsebattery"}},
    {"text": "note", "metadata": {"pin": "4821"}},
    {"text": "note", "metadata": {"cfg": {"db": {"password": "Mango!Sky92"}}}},
    {"text": "note", "metadata": {"auth": {"token": "abc123XYZ789def456"}}},
    {"text": "note", "metadata": {"creds": [{"user": "bob", "pass": "Zebra#Plum41"}]}},
    {"text": "note", "tags": ["Biscuit!Quokka35"]},
    {"text": "note", "tags": ["22Kangaroo&gravy"]},
    {"text": "note", "tags": ["Grav?Otter?075"]},
    {"text": "note", "tags": ["comet-gravy-178$"]},
    {"text": "note", "tags": ["Canyon.Maple.Cactus.3"]},
    {"text": "note", "metadata": {"note": "Biscuit!Quokka35"}},
    {"text": "note", "source": "Canyon.Maple.Cactus.3"},
    {"text": "note", "metadata": {"x": {"y": "Walrus^Tulip88"}}},
    {"text": "my wifi password is in the tag", "tags": ["pepper68#"]},
    {"text": "the router password:", "metadata": {"v": "sunflower2024!"}},
    {"text": "new password below", "tags": ["Meadowlark77?"]},
    {"text": "bank pin is in metadata", "metadata": {"value": "7391"}},
    {"text": "login for netflix", "metadata": {"user": "me@x.com", "pw": "netflixrocks9"}},
    {"text": "password for the VPN", "source": "BlueMoon!42"},
    {"text": "the wifi key", "tags": ["orange-kitten-93"]},
    {
        "text": "note",
        "metadata": {"env": "DATABASE_URL=postgres://admin:S3cretPass@db.example.com/prod"},
    },
    {"text": "note", "source": "https://user:Hunter2Pass@example.com/repo.git"},
    {"text": "note", "tags": ["postgres://root:p4ssw0rdX@10.0.0.5:5432/app"]},
    {
        "text": "note",
        "metadata": {
            "hdr": "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk"
        },
    },
    {"text": "note", "tags": ["password=Kettle99Moon"]},
    {"text": "note", "tags": ["pass: Quartz#Fern12"]},
    {"text": "note", "metadata": {"n": 123, "tok": "ghp_R4nd0mT0k3nV4lu3Xy9Zq8Wp7Lk6Jh5Gf4Ds3"}},
    {
        "text": "note",
        "metadata": {"list": ["a", "b", "sk-proj-Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0LzXcVbNm9Qa8Ws7Ed6Rf"]},
    },
    {
        "text": "note",
        "metadata": {"b64": "Z2hwX1I0bmQwbVQwazNuVjRsdTNYeTlacThXcDdMazZKaDVHZjREczM="},
    },
    {"text": "note", "tags": ["3sD4fG5hJ6kL7pW8qZ9yX3ul4Vn3k0Tm0dn4R_phg"]},
    {
        "text": "note",
        "metadata": {
            "hex": "736b2d70726f6a2d5177384572375479365569354f70344173334466324768314a6b304c7a586356624e6d395161385773374564365266"
        },
    },
    {
        "text": "note",
        "tags": [
            "g\u200bh\u200bp\u200b_\u200bR\u200b4\u200bn\u200bd\u200b0\u200bm\u200bT\u200b0\u200bk\u200b3\u200bn\u200bV\u200b4\u200bl\u200bu\u200b3\u200bX\u200by\u200b9\u200bZ\u200bq\u200b8\u200bW\u200bp\u200b7\u200bL\u200bk\u200b6\u200bJ\u200bh\u200b5\u200bG\u200bf\u200b4\u200bD\u200bs\u200b3\u200b"
        ],
    },
    {"text": "note", "metadata": {"wifi_password": "Casa2024"}},
    {"text": "note", "metadata": {"wlan": "pepper68#"}},
    {"text": "note", "metadata": {"router": {"admin_password": "R0uterAdm1n"}}},
    {"text": "note", "metadata": {"BIOS": "Xk9#pL2m"}},
    {"text": "note", "metadata": {"netflix": "popcorn!Night7"}},
    {"text": "note", "metadata": {"passphrase": "purple monkey dishwasher 7"}},
    {"text": "note", "metadata": {"k1": "AIzaSyD4xQ9zK2mN7pR3tV8wY1bC6eF0gH5jL4s"}},
    {
        "text": "note",
        "tags": ["sk-ant-api03-Zx9Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0LzXcVbNm9Qa8Ws7Ed6RfTgYhUjIk-AAAA"],
    },
    {
        "text": "note",
        "metadata": {
            "ssh": "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n-----END OPENSSH PRIVATE KEY-----"
        },
    },
    {"text": "note", "metadata": {"p": "ghp_R4nd0mT0k3n", "q": "V4lu3Xy9Zq8Wp7Lk6Jh5Gf4Ds3"}},
    {"text": "note", "tags": ["wifi: pepper68#"]},
    {"text": "note", "metadata": {"Passwort": "Sonne!Berg55"}},
    {"text": "note", "metadata": {"mot_de_passe": "Soleil#Lune21"}},
]
ORDINARY_FIELDS: list[dict[str, Any]] = [
    # AWS's documentation sample key (EXAMPLEKEY): a declared example, stored
    {
        "text": "note",
        "metadata": {
            "line": "export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        },
    },
    {"text": "I need to reset my password tomorrow", "tags": ["todo", "account"]},
    {
        "text": "Picked a new one for email, stored in the password manager",
        "metadata": {"request_id": "req_8f3a2b1c9d"},
    },
    {
        "text": "password reset flow ticket",
        "metadata": {"run_id": "3f2b1c9a-7d4e-4b8a-9c1d-2e3f4a5b6c7d"},
    },
    {"text": "order shipped", "metadata": {"order": "ORD-2024-118832"}},
    {"text": "chat log", "metadata": {"msg": "msg_01HZX3K9QW7E5R2T8Y6U4I"}},
    {"text": "commit", "metadata": {"sha": "9fceb02d0ae598e95dc970b74767f19372d61af8"}},
    {
        "text": "file hash",
        "metadata": {"sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
    },
    {"text": "uuid", "tags": ["550e8400-e29b-41d4-a716-446655440000"]},
    {"text": "version bump", "tags": ["v2.14.3", "release"]},
    {"text": "sku", "metadata": {"sku": "WH-1000XM5-BLK"}},
    {"text": "file", "metadata": {"file": "report_2024_Q3_final.pdf"}},
    {"text": "email", "metadata": {"email": "alice.smith@example.com"}},
    {"text": "link", "source": "https://docs.example.com/guide/setup?page=2"},
    {"text": "repo", "metadata": {"url": "https://github.com/org/repo/pull/1234"}},
    {"text": "promo", "tags": ["SUMMER25"]},
    {"text": "flight", "metadata": {"pnr": "XK7Q2M", "flight": "LH401"}},
    {"text": "tracking", "metadata": {"tracking": "1Z999AA10123456784"}},
    {"text": "invoice", "metadata": {"invoice": "INV-000482"}},
    {"text": "ticket", "tags": ["JIRA-4821"]},
    {"text": "host", "metadata": {"host": "db-prod-03.internal.example.com"}},
    {"text": "ip", "metadata": {"ip": "192.168.1.42"}},
    {"text": "user", "metadata": {"user_id": "user_2NfX8k3LmQpR7sT9"}},
    {"text": "auth0", "metadata": {"owner": "auth0|64f1a2b3c4d5e6f7a8b9c0d1"}},
    {"text": "heroku app", "tags": ["sleepy-meadow-1234"]},
    {"text": "handle", "tags": ["nightowl_92", "#selfcare", "@bob"]},
    {"text": "ssid", "metadata": {"ssid": "FritzBox-7590"}},
    {"text": "date", "metadata": {"date": "2024-11-05T10:22:33Z"}},
    {"text": "phone", "metadata": {"phone": "+1-555-0142"}},
    {"text": "colour", "tags": ["#ff8800"]},
    {"text": "resolution", "metadata": {"res": "1920x1080"}},
    {"text": "isbn", "metadata": {"isbn": "978-3-16-148410-0"}},
    {"text": "postal", "metadata": {"zip": "10115"}},
    {"text": "model", "metadata": {"model": "gpt-4o-mini-2024-07-18"}},
    {"text": "pkg", "tags": ["numpy==1.26.4"]},
    {"text": "path", "metadata": {"path": "/home/alice/projects/ltm/README.md"}},
    {"text": "docker image", "metadata": {"image": "python:3.12-slim"}},
    {
        "text": "I changed my password after the breach",
        "tags": ["security"],
        "metadata": {"when": "2024-06-01"},
    },
    {
        "text": "forgot password, used the reset link",
        "source": "https://accounts.example.com/reset",
    },
    {"text": "need a new one for the bank", "metadata": {"bank": "Chase", "branch": "042"}},
    {"text": "the wifi is slow", "metadata": {"wifi": "slow"}},
    {"text": "password policy", "metadata": {"password_policy": "min 12 chars"}},
    {"text": "token counting", "metadata": {"token_count": 1532}},
    {"text": "key facts", "metadata": {"key": "favourite colour"}},
    {
        "text": "nested ids",
        "metadata": {"a": {"b": {"trace_id": "4bf92f3577b34da6a3ce929d0e0e4736"}}},
    },
    {"text": "list ids", "metadata": {"ids": ["evt_1NqZ2k", "evt_1NqZ3m", "cus_Nf8k2L"]}},
    {"text": "stripe charge", "metadata": {"charge": "ch_3MmlLrLkdIwHu7ix0snN0B15"}},
    {"text": "slack channel", "metadata": {"channel": "C024BE91L"}},
    {"text": "thread", "metadata": {"thread_id": "thread_abc123", "message_id": "msg_456def"}},
    {"text": "semver", "source": "app@1.2.3"},
    {"text": "recipe", "tags": ["chocolate-chip", "gluten-free"]},
    {"text": "coords", "metadata": {"lat": 52.52, "lon": 13.405}},
    {"text": "meeting", "metadata": {"room": "B2-417", "time": "14:30"}},
    {"text": "car plate", "metadata": {"plate": "B-MW 1234"}},
    {"text": "gift card balance check", "metadata": {"store": "Amazon", "amount": "25.00"}},
    {"text": "Passwords should be rotated every 90 days", "tags": ["policy"]},
    {"text": "license", "metadata": {"license": "MIT"}},
    {"text": "npm", "metadata": {"pkg": "@scope/pkg-name"}},
    {"text": "aws region", "metadata": {"region": "eu-central-1", "arn": "arn:aws:s3:::my-bucket"}},
    {"text": "build", "metadata": {"build": "build-20241105.3", "job": "ci/test/unit"}},
    {"text": "hex colour and id", "tags": ["a1b2c3d4"], "metadata": {"short": "deadbeef"}},
    {"text": "she said the new one is easier to remember", "metadata": {"person": "Maria"}},
    {"text": "pet name", "tags": ["Biscuit"], "metadata": {"species": "dog"}},
]

# Left open at the round-11 freeze (strict: a fix shows up as a failure).
KNOWN = {
    # the text "auth0" and the key "owner" glued to the id read as an assignment
    repr({"text": "auth0", "metadata": {"owner": "auth0|64f1a2b3c4d5e6f7a8b9c0d1"}}),
    # "key" is a credential key in metadata whatever its value; prose after it is refused
    repr({"text": "key facts", "metadata": {"key": "favourite colour"}}),
}


def _params(cases: list[dict[str, Any]]) -> list[Any]:
    gap = pytest.mark.xfail(strict=True, reason="known gap at the round-11 freeze")
    return [pytest.param(c, marks=gap) if repr(c) in KNOWN else c for c in cases]


@pytest.mark.parametrize("fields", _params(SECRET_FIELDS))
def test_a_secret_in_any_field_is_refused(memory: LongTermMemory, fields: dict[str, Any]) -> None:
    with pytest.raises(ContentRejected):
        memory.remember(**fields)
    assert memory.list() == []


@pytest.mark.parametrize("fields", _params(ORDINARY_FIELDS))
def test_an_ordinary_record_is_stored(memory: LongTermMemory, fields: dict[str, Any]) -> None:
    memory.remember(**fields)
    assert len(memory.list()) == 1
