"""What an episode answered (its stored context) obeys the guard, forgetting and clearing.

Found by the third attack round; each test names the promise it once broke.
"""

from __future__ import annotations

import pytest
from ltm_core import ChatMessage, ContentRejected


# Promise broken: "it never stores a credential" -- a password answered to the question that
# asked for it is refused in one text ("What's the password for the shared drive?\nmarmalade"),
# but when the question is the assistant's message and the answer the user's next message, the
# answer is kept as an episode, indexed with the question (ltm_context), and recalled into the
# prompt by a query about that password.
@pytest.mark.parametrize(
    "question, answer",
    [
        ("What's the password for the shared drive?", "it's marmalade"),
        ("What's the password for the shared drive?", "Hedgehog2015!"),
    ],
)
def test_a_password_answered_in_the_next_turn_is_stored_and_recalled(memory, question, answer):
    with pytest.raises(ContentRejected):
        memory.remember(f"{question}\n{answer}")  # the guard knows this shape
    memory.remember_conversation([("assistant", question), ("user", answer)], thread_id="t")
    block = memory.recall_block("what is the password for the shared drive / wifi?")
    stored = [item.text for item in memory.list()]
    assert answer not in stored, "the password was kept as an episode"
    assert answer.split()[-1].replace("&", "&amp;") not in block


OPENAI = "sk-proj-" + "Ab3dE5gH7jK9mN1pQ3sT5vX7zA9cE1gI3kM5oQ7sU9wY1"
GITHUB = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"


# Promise broken: "it never stores a credential", "split across two turns". A secret said over
# two user messages of one turn ends up whole in ONE stored episode: its text holds the second
# half and its metadata["ltm_context"] the first (the previous message, which the guard judges
# apart from the text). The record (exported, shown by `ltm show`, MCP results) then carries
# "my password for the shared drive is" + "marmalade", or a whole GitHub token.
@pytest.mark.parametrize(
    "first, second",
    [
        ("my github token first half " + GITHUB[:14], GITHUB[14:]),
        ("my openai key starts with " + OPENAI[:16], "and ends with " + OPENAI[16:]),
        ("my password for the shared drive is", "marmalade"),
        ("My bank PIN is", "4821"),
    ],
)
def test_a_secret_split_over_two_messages_is_whole_in_one_episode(memory, first, second):
    memory.remember_conversation([("user", first), ("user", second)], thread_id="t")
    for item in memory.list():
        record = f"{item.metadata.get('ltm_context') or ''} {item.text}".strip()
        assert memory.guard.check(record) is None, f"one stored episode holds {record!r}"


def _said(text: str, message_id: str, role: str = "user") -> ChatMessage:
    return ChatMessage(role=role, content=text, id=message_id)


# Promise broken: forget_source(message_id=...) "deletes the episodes of that message" -- but
# the message's words live on in the next episode's metadata["ltm_context"]: they are exported
# and still find that episode in recall.
def test_a_forgotten_message_lives_on_in_the_next_episodes_context(memory):
    memory.remember_conversation(
        [
            _said("I was diagnosed with diabetes last month", "m1"),
            _said("anyway, what should I cook?", "m2"),
        ],
        thread_id="t1",
    )
    memory.forget_source(message_id="m1")
    exported = repr(memory.export())
    assert "diabetes" not in exported, "the forgotten message is still in the export"


# Promise broken: forgetting a whole thread forgets what was said in it; yet the process still
# holds the thread's last message and stamps it on the next episode of that thread.
def test_a_forgotten_thread_is_the_context_of_its_next_episode(memory):
    memory.remember_conversation(
        [_said("I was diagnosed with diabetes last month", "m1")], thread_id="t1"
    )
    memory.forget_source(thread_id="t1")
    memory.remember_conversation([_said("what should I cook tonight?", "m2")], thread_id="t1")
    assert "diabetes" not in repr(memory.export())


# Promise broken: "no command destroys data it did not create" has a twin -- clear() deletes every
# memory of the scope, yet the next turn of a thread is stamped with a message said before the
# clear (kept in the process), so a cleared user's words come back into the store.
def test_a_cleared_scopes_words_come_back_as_the_next_episodes_context(memory):
    memory.remember_conversation(
        [_said("I was diagnosed with diabetes last month", "m1")], thread_id="t1"
    )
    assert memory.clear() == 1
    memory.remember_conversation([_said("what should I cook tonight?", "m2")], thread_id="t1")
    assert "diabetes" not in repr(memory.export())


# Promise broken: long-lived processes lose no turn and give no raw error. When two requests of a
# NEW user land at once (two tabs, a retry), the first one's write caches the new scope's id
# before its transaction commits; the other request's near-duplicate search (or a recall) reads
# that id from a snapshot without the row and dies on a bare TypeError ('cannot unpack
# non-iterable NoneType object' in stores/sqlite/search.py _scope_state). A recall raises it to
# the caller; a turn's episodes are dropped ("ltm could not store episodes": the turn is lost).
def test_reading_a_new_users_scope_while_its_first_memory_is_written_raises(make_memory):
    # Seen with 6 threads on a MemoryCache(max_open=2) of 8 users: "ltm could not store
    # episodes ... TypeError" in the log and the turn missing from the store. Here, the
    # deterministic-enough half: count() and recall() beside the first write of each scope.
    import threading
    import time

    make_memory("warm").remember("warm up the vector table")
    errors: list[str] = []
    current = [0]
    total = 80

    def writer() -> None:
        for i in range(total):
            current[0] = i
            make_memory(f"u{i}").remember(f"user {i} likes the number {i}")

    def reader() -> None:
        end = time.monotonic() + 15
        while time.monotonic() < end and current[0] < total - 1 and not errors:
            for j in (current[0], current[0] + 1):
                try:
                    memory = make_memory(f"u{j}")
                    memory.recall("likes the number", k=3)
                    memory.count()
                except Exception as exc:
                    errors.append(f"{type(exc).__name__}: {exc}")

    threads = [
        threading.Thread(target=writer),
        *(threading.Thread(target=reader) for _ in range(2)),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []


# Promise broken: "tool and system messages never reach the extractor" and "Assistant, tool and
# system text never becomes an episode" -- yet a system prompt (the operator's, shared by every
# user, here holding another customer's data) and a tool result (a lookup that returned someone
# else's order) are stored in the user's memory as the next episode's metadata["ltm_context"]:
# exported, shown by `ltm show`/MCP, and matched by recall.
@pytest.mark.parametrize(
    "turn",
    [
        [
            (
                "system",
                "You are ACME support. Confidential: customer Bob Smith is under fraud review.",
            ),
            ("user", "hi, I want to plan a trip to Rome"),
        ],
        [
            ("user", "look up my order"),
            ("tool", "order 5521 for carol@example.com: 2x insulin pens, shipping to 12 Elm St"),
            ("user", "great, when will it arrive?"),
        ],
    ],
    ids=["system", "tool"],
)
def test_system_and_tool_text_is_stored_as_an_episodes_context(memory, turn):
    memory.remember_conversation(turn, thread_id="t")
    exported = repr(memory.export())
    assert "fraud review" not in exported and "insulin" not in exported


def test_a_forgotten_episode_leaves_the_context_of_the_reply_after_it(memory):
    memory.remember_conversation(
        [("user", "I was diagnosed with diabetes last month"), ("user", "what should I cook?")],
        thread_id="t1",
    )
    first = next(i for i in memory.list() if "diabetes" in i.text)
    assert memory.forget(first.id)
    assert "diabetes" not in repr(memory.export())
    (reply,) = memory.list()
    assert reply.text == "what should I cook?" and "ltm_context" not in reply.metadata
    memory.remember_conversation([("user", "and for dessert?")], thread_id="t1")
    assert "diabetes" not in repr(memory.export())


def test_a_scope_cleared_by_another_process_gives_no_context_to_the_next_turn(make_memory):
    # The other process is another facade on the same file: this one's thread memory cannot
    # know of the clear, so it checks that the thread's last episode still exists.
    here, there = make_memory("alice"), make_memory("alice")
    here.remember_conversation(
        [("user", "I was diagnosed with diabetes last month")], thread_id="t1"
    )
    assert there.clear() == 1
    here.remember_conversation([("user", "what should I cook tonight?")], thread_id="t1")
    assert "diabetes" not in repr(here.export())


def test_a_forgotten_assistant_message_leaves_the_reply_that_answered_it(memory):
    memory.remember_conversation(
        [
            _said("How did the cardiology appointment go?", "a1", role="assistant"),
            _said("fine, they changed my dose", "u1"),
        ],
        thread_id="t1",
    )
    memory.forget_source(message_id="a1")
    assert "cardiology" not in repr(memory.export())
    assert [i.text for i in memory.list()] == ["fine, they changed my dose"]


def test_an_answer_that_is_no_secret_keeps_its_question_as_context(memory):
    memory.remember_conversation(
        [("assistant", "Where did you go hiking last Sunday?"), ("user", "Mount Tam, with Joe")],
        thread_id="t1",
    )
    (episode,) = memory.list()
    assert episode.metadata["ltm_context"] == "Where did you go hiking last Sunday?"
    assert memory.recall("where did the user go hiking", k=1)[0].item.id == episode.id


# Found by the fourth attack round.
# Promise broken: "it never stores a credential" (answers to a question, split across turns).
# A PIN the assistant asked for is refused when it is the very next message, but one filler
# message in between ("ok", "sure, one sec") moves the question out of the one-message context:
# the bare PIN is stored as an episode (context "ok") and the question as the previous one.
@pytest.mark.parametrize(
    "question, filler, answer",
    [
        ("What's the PIN for your bank card?", "ok", "4821"),
        ("What's the password for the shared drive?", "sure, one sec", "marmalade"),
    ],
)
def test_a_filler_message_between_question_and_answer_stores_the_secret(
    memory, question, filler, answer
):
    memory.remember_conversation(
        [("assistant", question), ("user", filler), ("user", answer)], thread_id="t"
    )
    stored = [i.text for i in memory.list()]
    assert answer not in stored, f"the answer {answer!r} to {question!r} was kept: {stored}"


# Promise broken: "it never stores a credential" -- split across messages. The user names the
# password in one message, the assistant interjects, the user gives it: the guard judges each
# episode with only the previous message (the assistant's "ok, go on"), so "is marmalade" is kept,
# next to the episode "the wifi password", and both come back for "wifi password".
def test_a_password_split_around_an_assistant_interjection_is_stored(memory):
    memory.remember_conversation(
        [("user", "the wifi password"), ("assistant", "ok, go on"), ("user", "is marmalade")],
        thread_id="t",
    )
    joined = " ".join(i.text for i in sorted(memory.list(), key=lambda i: i.created_at))
    assert memory.guard.check("the wifi password is marmalade") is not None
    assert "marmalade" not in joined, f"stored episodes spell the password: {joined!r}"


def test_a_context_the_caller_brings_does_not_skip_the_judgement_of_the_pair(memory):
    # The stored context is then the caller's, but the reply still completes the question.
    memory.remember_conversation(
        [("assistant", "What's the password for the shared drive?"), ("user", "it's marmalade")],
        thread_id="t",
        metadata={"ltm_context": "trip planning"},
    )
    assert all("marmalade" not in i.text for i in memory.list())
