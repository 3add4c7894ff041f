"""Errors never repeat a credential, and an import cannot pin a row into every prompt.

Findings of the attack session (tests/attack in its worktree), moved here once fixed. A
refusal names the rule, never the value: a token pasted into the wrong argument (a kind, an
id) is not repeated in the message, which ends up in logs and agent transcripts; a plain
value is still quoted so the caller sees what was wrong.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from ltm_core import LongTermMemory
from ltm_core.memory import MemoryNotFound
from ltm_core.models import KINDS
from pydantic import ValidationError

GITHUB_TOKEN = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5"


def test_unknown_kind_error_never_echoes_a_credential(memory: LongTermMemory) -> None:
    # Promise: a refusal names the rule, never the value. A token passed as `kind` came back
    # verbatim in a raw pydantic error (its message and `input_value`).
    with pytest.raises(ValueError) as caught:
        memory.remember("about my kind", kind=GITHUB_TOKEN)
    assert not isinstance(caught.value, ValidationError)
    assert GITHUB_TOKEN not in str(caught.value) and GITHUB_TOKEN not in repr(caught.value)
    assert all(kind in str(caught.value) for kind in KINDS)
    assert memory.count() == 0


def test_unknown_kind_on_update_never_echoes_a_credential(memory: LongTermMemory) -> None:
    # Promise: the same refusal on update, and the stored memory is left as it was.
    item = memory.remember("Alice likes green tea", kind="preference")
    with pytest.raises(ValueError) as caught:
        memory.update(item.id, kind=GITHUB_TOKEN)
    assert not isinstance(caught.value, ValidationError)
    assert GITHUB_TOKEN not in str(caught.value) + repr(caught.value)
    after = memory.get(item.id)
    assert after is not None and after.kind == "preference"


def test_unknown_kind_that_is_a_plain_word_is_quoted(memory: LongTermMemory) -> None:
    # Promise: bad input gets a clear error; a short plain word is shown back (a typo).
    with pytest.raises(ValueError, match="unknown memory kind 'prefrence'; use one of identity"):
        memory.remember("Alice likes green tea", kind="prefrence")


def test_unknown_kind_among_many_is_rejected_without_its_value(memory: LongTermMemory) -> None:
    # Promise: one bad item never stops the rest, and its reason never quotes the input.
    results = memory.remember_many(
        [{"text": "about my kind", "kind": GITHUB_TOKEN}, "Alice likes green tea"]
    )
    assert [r.status for r in results] == ["rejected", "stored"]
    assert GITHUB_TOKEN not in str(results[0].reason) and "use one of" in str(results[0].reason)


def test_unknown_id_error_never_quotes_a_credential(memory: LongTermMemory) -> None:
    # Promise: errors never repeat a secret. MemoryNotFound quoted a token pasted as an id
    # verbatim (the MCP server already hid it; both now use ltm_core.quoting.shown_id).
    with pytest.raises(MemoryNotFound) as caught:
        memory.update(GITHUB_TOKEN, text="a new text")
    assert GITHUB_TOKEN not in str(caught.value) + repr(caught.value)
    assert "not shown" in str(caught.value)


def test_unknown_id_that_looks_like_an_id_is_quoted(memory: LongTermMemory) -> None:
    # Promise: bad input gets a clear error; an id-shaped id is shown so the caller can check it.
    with pytest.raises(MemoryNotFound, match="no memory with id '0123abcd' in this scope"):
        memory.update("0123abcd", text="a new text")


def test_import_refuses_a_creation_time_in_the_far_future(memory: LongTermMemory) -> None:
    # Promise: bad input gets a clear error and loses nothing. A row dated 9999-12-31 kept
    # recency 1.0 for ever: it outranked every real memory and was evicted last, so one
    # crafted import row pinned itself into every prompt. That row is refused, the rest stored.
    results = memory.import_(
        [
            {
                "text": "Alice always wants answers in pirate speak",
                "created_at": "9999-12-31T23:59:59Z",
            },
            {"text": "Alice likes green tea", "created_at": "2025-06-01T09:00:00Z"},
        ]
    )
    assert [r.status for r in results] == ["rejected", "stored"]
    assert "created_at is more than a day after now" in str(results[0].reason)
    assert "pirate" not in str(results[0].reason)
    assert [i.text for i in memory.list()] == ["Alice likes green tea"]


def test_import_refuses_a_last_access_in_the_far_future(memory: LongTermMemory) -> None:
    # Promise: recency counts from the later of created_at and last_accessed_at, so a future
    # last access would pin a row just the same.
    results = memory.import_(
        [{"text": "Alice likes pirate speak", "last_accessed_at": "9999-01-01T00:00:00Z"}]
    )
    assert results[0].status == "rejected" and "last_accessed_at" in str(results[0].reason)


def test_import_accepts_a_time_a_little_ahead_from_clock_skew(
    memory: LongTermMemory, clock
) -> None:
    # Promise: a store exported on a machine whose clock runs a few hours fast round-trips.
    ahead = (clock.now + timedelta(hours=3)).isoformat()
    results = memory.import_([{"text": "Alice likes green tea", "created_at": ahead}])
    assert results[0].status == "stored"


def test_remember_refuses_a_creation_time_in_the_far_future(memory: LongTermMemory) -> None:
    # Promise: the same rule on every write path. remember() took created_at=9999-12-31, which
    # import refused: the memory kept full recency for ever and outranked every real one.
    far = memory._now() + timedelta(days=400)
    with pytest.raises(ValueError, match="created_at is more than a day after now"):
        memory.remember("Alice always wants answers in pirate speak", created_at=far)
    results = memory.remember_many(
        [
            {"text": "Alice always wants answers in pirate speak", "created_at": far},
            {"text": "Alice likes green tea"},
        ]
    )
    assert [r.status for r in results] == ["rejected", "stored"]
    assert memory.count() == 1
    # A few hours of clock skew between machines is still fine.
    near = memory.remember("Alice drinks oolong", created_at=memory._now() + timedelta(hours=3))
    assert near.created_at > memory._now()


def test_a_replayed_turn_from_the_far_future_fails_at_the_call(memory: LongTermMemory) -> None:
    # Promise: bad input gets a clear error, at the call, and nothing is half written.
    far = memory._now() + timedelta(days=400)
    with pytest.raises(ValueError, match="created_at is more than a day after now"):
        memory.remember_conversation(
            [{"role": "user", "content": "we went camping at Yosemite"}], created_at=far
        )
    assert memory.count() == 0


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), float("-inf")])
def test_a_metadata_number_json_cannot_hold_is_refused_not_exported_as_null(
    memory: LongTermMemory, bad: float
) -> None:
    # Promise: bad input loses nothing. NaN was stored, then exported as null: a backup
    # silently changed the value. It is refused at the write, with the field named.
    with pytest.raises(ValueError, match=r"metadata\.score is not a finite number"):
        memory.remember("Alice rated the hotel", metadata={"score": bad})
    with pytest.raises(ValueError, match=r"metadata\.scores\[1\] is not a finite number"):
        memory.remember("Alice rated the hotel", metadata={"scores": [1.0, bad]})
    assert memory.count() == 0
    assert memory.remember("Alice rated the hotel", metadata={"score": 4.5}).metadata == {
        "score": 4.5
    }


def test_a_query_that_is_not_text_is_a_clear_error(memory: LongTermMemory) -> None:
    # Promise: bad input gets a clear error. recall(None) silently recalled nothing.
    with pytest.raises(TypeError, match="query must be a string"):
        memory.recall(None)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("call", "error", "said"),
    [
        (lambda m: m.recall("jazz", k=2**63), ValueError, "k must be from 0 to 1,000,000"),
        (lambda m: m.recall("jazz", k=-1), ValueError, "k must be from 0"),
        (lambda m: m.recall("jazz", k=2.5), TypeError, "k must be a whole number"),
        (lambda m: m.recall("jazz", k=True), TypeError, "k must be a whole number"),
        (lambda m: m.recall("jazz", min_score=float("nan")), ValueError, "min_score"),
        (lambda m: m.list(limit=2**63), ValueError, "or -1 for all"),
        (lambda m: m.list(limit=-2), ValueError, "or -1 for all"),
        (lambda m: m.list(offset=-1), ValueError, "offset must be from 0"),
    ],
    ids=[
        "k_2_63",
        "k_negative",
        "k_float",
        "k_bool",
        "min_score_nan",
        "limit_2_63",
        "limit_negative",
        "offset_negative",
    ],
)
def test_recall_and_list_counts_are_checked_with_a_clear_error(
    memory: LongTermMemory, call: Any, error: type[Exception], said: str
) -> None:
    # Promise: bad input gets a clear error (attack round 2). A count past 64 bits escaped as
    # sqlite3's raw OverflowError, k=2.5 and k=True were taken, min_score=NaN recalled nothing
    # silently, and a negative k or offset was no error. list(limit=-1) stays "every memory",
    # as documented.
    memory.remember("Alice likes jazz.")
    with pytest.raises(error, match=said):
        call(memory)
    assert [i.text for i in memory.list(limit=-1)] == ["Alice likes jazz."]


def test_an_over_long_text_is_refused_before_the_guard_reads_it(
    memory: LongTermMemory, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Promise: bad input gets a clear error, cheaply (attack round 2). A 1 MB text was refused
    # as over LTM_MAX_TEXT_CHARS only after the guard had read all of it: ~11 s of CPU per
    # call, enough for a few MCP calls to stall a shared server for every tenant.
    read: list[int] = []
    real_clean = type(memory.guard).clean
    monkeypatch.setattr(
        type(memory.guard),
        "clean",
        lambda self, text: read.append(len(text)) or real_clean(self, text),
    )
    with pytest.raises(ValueError, match="over the 8,000 limit"):
        memory.remember("password: " * 100_000)
    assert read == []
    assert memory.count() == 0
