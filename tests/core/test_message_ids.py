"""A framework's message id never costs the user their turn.

LangChain gives each message a UUID. About one random UUID in 6,000 holds a Luhn-valid run of
13+ digits across its dashes ("b4ed4df5-5865-4994-9953-985c25d46902"), which the guard took for
a payment card: the episode and every fact mined from the turn were refused, and the turn was
lost without an error (4 of 20,000 users in `benchmarks/tenants.py`).
"""

from __future__ import annotations

import random
import uuid

from ltm_core import ChatMessage
from ltm_core.guard import ContentGuard

CARD_SHAPED_UUID = "b4ed4df5-5865-4994-9953-985c25d46902"


def test_a_uuid_is_never_taken_for_a_card_in_text() -> None:
    guard = ContentGuard()
    assert guard.check(CARD_SHAPED_UUID) is None
    assert guard.check(f"order {CARD_SHAPED_UUID} shipped today") is None
    rng = random.Random(3)
    for _ in range(20_000):  # ~3 of these held a card-shaped run before the fix
        text = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        assert guard.check(text) is None, text


def test_a_card_number_is_still_refused() -> None:
    guard = ContentGuard()
    assert guard.check("my card number is 4539 1488 0343 6467, exp 11/27") == "payment_card"


def test_a_turn_whose_message_id_looks_like_a_card_is_remembered(memory) -> None:
    report = memory.remember_conversation(
        [ChatMessage(role="user", content="I live in Lisbon.", id=CARD_SHAPED_UUID)]
    )
    assert report.rejected_secrets == 0
    episode = next(m for m in memory.list(limit=-1) if m.kind == "episode")
    assert episode.message_id == CARD_SHAPED_UUID
