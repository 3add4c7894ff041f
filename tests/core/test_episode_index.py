"""What an episode is indexed with: the day it was said and the message it answered.

The stored text stays the user's words; only the lexical index (FTS5 and BM25) reads more.
"""

from __future__ import annotations

from datetime import UTC, datetime

from ltm_core import ChatMessage
from ltm_core.text.lexical import terms
from ltm_core.text.lexical_text import CONTEXT_KEY, lexical_terms, lexical_text, said_on

SECRET = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
MARCH = datetime(2025, 3, 14, 18, 30, tzinfo=UTC)  # replays: before the test clock
JUNE = datetime(2025, 6, 2, 9, 0, tzinfo=UTC)

SMALL_TALK = [
    "I had a long day at work today.",
    "My sister called me this morning.",
    "The weather has been really nice lately.",
    "I finally finished the book I was reading.",
    "We ordered pizza for dinner tonight.",
]


def exchange(user: str, assistant: str, message_id: str) -> list[ChatMessage]:
    return [
        ChatMessage(role="user", content=user, id=message_id),
        ChatMessage(role="assistant", content=assistant),
    ]


def test_a_short_reply_is_found_by_the_question_it_answered(memory):
    for n, text in enumerate(SMALL_TALK):
        memory.remember_conversation(exchange(text, "Nice!", f"s{n}"), thread_id="small-talk")
    memory.remember_conversation(
        exchange("I took the kids out this weekend.", "Did you go to the pottery class?", "m1"),
        thread_id="weekend",
    )
    memory.remember_conversation(
        exchange("Yes, last Sunday!", "How fun.", "m2"), thread_id="weekend"
    )
    top = memory.recall("pottery class", k=1, kinds=["episode"])[0].item
    # The assistant's question is no episode, yet the reply it prompted is found by it,
    # and the reply is kept as said.
    assert top.message_id == "m2" and top.text == "Yes, last Sunday!"
    assert top.metadata[CONTEXT_KEY] == "Did you go to the pottery class?"


def test_the_previous_turn_of_another_thread_is_not_context(memory):
    memory.remember_conversation(
        exchange("I took the kids out.", "Did you go to the pottery class?", "m1"),
        thread_id="weekend",
    )
    memory.remember_conversation(exchange("Yes, last Sunday!", "Fun.", "m2"), thread_id="work")
    (reply,) = [e for e in memory.list(kinds=["episode"]) if e.message_id == "m2"]
    assert CONTEXT_KEY not in reply.metadata


def test_an_episode_is_found_by_the_month_it_was_said_in(memory):
    memory.remember_conversation(
        exchange("We went to the cinema with friends.", "Nice!", "march"), created_at=MARCH
    )
    memory.remember_conversation(
        exchange("We went to the theatre with friends.", "Nice!", "june"), created_at=JUNE
    )
    recalled = memory.recall("What did we do with friends in March?", k=2, kinds=["episode"])
    assert [r.item.message_id for r in recalled] == ["march", "june"]
    assert recalled[0].item.text == "We went to the cinema with friends."


def test_secrets_and_private_spans_of_the_answered_message_stay_out(memory):
    memory.remember_conversation(
        exchange(
            "Can you store my key?", f"Your key is {SECRET}, <private>Dr Jones</private>", "1"
        ),
        thread_id="t",
    )
    report = memory.remember_conversation(exchange("Thanks a lot!", "Sure.", "2"), thread_id="t")
    assert report.episodes == 1 and report.rejected_secrets == 0
    (thanks,) = [e for e in memory.list(kinds=["episode"]) if e.message_id == "2"]
    context = thanks.metadata[CONTEXT_KEY]
    assert SECRET not in context and "Jones" not in context and "redacted" not in context
    assert context.startswith("Your key is")
    # What BM25 scores in a recall is what the full-text index holds, word for word.
    assert lexical_terms(thanks) == tuple(terms(lexical_text(thanks)))


def test_memories_written_directly_are_indexed_with_their_text_only(memory):
    memory.remember("We went to the cinema with friends.", created_at=MARCH)
    (item,) = memory.list()
    assert lexical_text(item) == item.text
    assert said_on(MARCH) == "Friday 14 March 2025"
