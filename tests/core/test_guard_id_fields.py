"""A generated id alone in a structured field is an id, not a key pasted to keep (issue 12).

A message that is a scrambled token and nothing else ("kHq7Zr2mXw9PbN4t") is refused: that
is how a key is pasted to be kept. The same token as a tag, a metadata value, the source or a
thread or message id is how a request, run or record id is stored, so there it needs a
hand-over cue in its own field, as inside a sentence. A cue in another field (the text "the
account was reset") does not make an id a key. Vendor-shaped keys, keys with symbols, a
credential word's value in another field and a key cut across two fields are still refused.
"""

from __future__ import annotations

import random
import string
import uuid
from datetime import UTC, datetime
from typing import Any

import pytest
from ltm_core import ContentRejected, LongTermMemory
from ltm_core.guard import ContentGuard, check_id
from ltm_core.memory.prepare import prepare_item
from ltm_core.settings import LTMSettings

GUARD = ContentGuard()
SETTINGS = LTMSettings()
NOW = datetime(2026, 12, 1, tzinfo=UTC)
_ALNUM = string.ascii_letters + string.digits


def _lone_keys(count: int, seed: int) -> list[str]:
    """Scrambled letter-and-digit tokens (12-32) that the guard refuses as a whole message."""
    rng = random.Random(seed)
    found: list[str] = []
    while len(found) < count:
        token = "".join(rng.choice(_ALNUM) for _ in range(rng.randint(12, 32)))
        if GUARD.check(token) is not None:
            found.append(token)
    return found


IDS = _lone_keys(24, 20261202)
# Sentences that hold a weak access cue (account, reset, phone, new one, type...) and no
# credential word: beside an id in another field they must not turn it into a key.
CUED_TEXTS = [
    "The account dashboard was reset yesterday",
    "User changed their phone number to the new one",
    "Prefers to type notes on the laptop",
    "Asked about access to the shared drive",
    "save this for later",
]


def _placed(token: str, field: str, text: str) -> dict[str, Any]:
    entry: dict[str, Any] = {"text": text}
    if field == "tags":
        entry["tags"] = ["work", token]
    elif field == "metadata":
        entry["metadata"] = {"request_id": token, "channel": "slack"}
    elif field == "nested":
        entry["metadata"] = {"trace": {"spans": [token]}}
    else:
        entry[field] = token
    return entry


FIELDS = ["tags", "metadata", "nested", "source", "thread_id", "message_id"]


def test_the_generated_ids_are_keys_when_sent_alone_as_a_message(memory: LongTermMemory) -> None:
    # Without this the tests below would pass on tokens the guard never refuses at all.
    for token in IDS[:6]:
        with pytest.raises(ContentRejected) as err:
            memory.remember(token)
        assert err.value.pattern == "bare_key"
        assert token not in str(err.value)


@pytest.mark.parametrize("field", FIELDS)
@pytest.mark.parametrize("text", CUED_TEXTS)
def test_an_id_alone_in_a_field_is_stored(field: str, text: str) -> None:
    for token in IDS[:8]:
        item = prepare_item(GUARD, SETTINGS, _placed(token, field, text), NOW)
        assert item.text == text


def test_ids_in_every_field_round_trip_through_the_store(memory: LongTermMemory) -> None:
    texts = [
        "Deploy finished on the staging account",
        "Alice prefers tea over coffee in the morning",
        "The quarterly report is due on Friday",
        "Bob's cat is called Miso",
        "The team moved the standup to 10am",
        "Carol is learning Portuguese for a trip to Lisbon",
    ]
    for text, token in zip(texts, IDS[8:14], strict=True):
        item = memory.remember(
            text,
            tags=[token],
            metadata={"run_id": token, "steps": [token]},
            source=token,
        )
        assert item.tags == [token]
        assert item.metadata["run_id"] == token
        assert item.source == token


def test_an_imported_id_that_looks_generated_is_accepted() -> None:
    for token in IDS[14:20]:
        assert check_id(token, "thread_id") == token


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("tags", "save this: {key}"),
        ("metadata", "new one after the reset: {key}"),
        ("source", "the one for the shared drive -> {key}"),
        ("metadata", "wifi password is {key}"),
    ],
)
def test_a_key_handed_over_inside_a_field_is_still_refused(field: str, value: str) -> None:
    for token in IDS[20:24]:
        entry = _placed(value.format(key=token), field, "note")
        with pytest.raises(ContentRejected):
            prepare_item(GUARD, SETTINGS, entry, NOW)


@pytest.mark.parametrize(
    "entry",
    [
        # a credential word in the text, its value in a field
        {"text": "the wifi password is", "metadata": {"value": "{key}"}},
        {"text": "my github password is", "tags": ["{key}"]},
        # a key with symbols, and a vendor key, alone in a field
        {"text": "note", "tags": ["7hG#k2Lp9Qz!x"]},
        {"text": "note", "metadata": {"ref": "ghp_" + "aB3dE9fG2hJ7kL0qPzX4cV6bN8mQ1wE5rT7y"}},
        {"text": "note", "thread_id": "sk-proj-" + "aB3dE9fG2hJ7kL0qPzX4cV6bN8mQ1wE5rT7yU9iO"},
    ],
)
def test_secrets_in_fields_are_still_refused(entry: dict[str, Any]) -> None:
    key = IDS[0]
    filled = {
        name: (
            value.replace("{key}", key)
            if isinstance(value, str)
            else [v.replace("{key}", key) for v in value]
            if isinstance(value, list)
            else {k: v.replace("{key}", key) for k, v in value.items()}
        )
        for name, value in entry.items()
    }
    with pytest.raises(ContentRejected):
        prepare_item(GUARD, SETTINGS, filled, NOW)


def _typed_id(rng: random.Random, prefix: str) -> str:
    # the bodies of real typed ids: 22-29 characters (msg_01..., call_..., chatcmpl-...)
    return prefix + "".join(rng.choice(_ALNUM) for _ in range(rng.randint(20, 29)))


_PREFIXES = ["msg_", "thread_", "call_", "conv_", "item_", "run_", "chatcmpl-", "toolu_", "file-"]
# Texts about credentials with no value in them: ids beside them complete no sentence.
_CREDENTIAL_TALK = [
    "User reset their password",
    "I reset my account password yesterday, all good now",
    "User forgot their password",
    "Login problem",
    "login help",
    "Sign-in problem after the update",
    "Tool call to reset the user's account",
]


@pytest.mark.parametrize("text", _CREDENTIAL_TALK)
def test_typed_ids_beside_credential_talk_are_stored(text: str) -> None:
    rng = random.Random(text)
    for _ in range(6):
        first, second = rng.sample(_PREFIXES, 2)
        entries = [
            {
                "text": text,
                "thread_id": _typed_id(rng, first),
                "message_id": _typed_id(rng, second),
            },
            {"text": text, "metadata": {"a": _typed_id(rng, first), "b": _typed_id(rng, second)}},
            {"text": text, "tags": ["support", _typed_id(rng, first)]},
            {"text": text, "metadata": {"request_id": str(uuid.UUID(int=rng.getrandbits(128)))}},
        ]
        for entry in entries:
            assert prepare_item(GUARD, SETTINGS, entry, NOW).text == text


def test_a_text_that_hands_over_the_next_thing_still_refuses_a_key_in_a_tag() -> None:
    text = "the new one after the reset"
    for token in IDS[:4]:
        # (a key that names the value an id, "request_id", rightly lets it through)
        for entry in ({"text": text, "tags": [token]}, {"text": text, "metadata": {"v": token}}):
            with pytest.raises(ContentRejected):
                prepare_item(GUARD, SETTINGS, entry, NOW)


def test_a_token_cut_across_two_typed_looking_halves_is_still_refused() -> None:
    token = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5"
    entry = {"text": "note", "tags": [token[:20], token[20:]]}
    with pytest.raises(ContentRejected):
        prepare_item(GUARD, SETTINGS, entry, NOW)
