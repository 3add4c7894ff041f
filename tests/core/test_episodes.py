"""Episodes with provenance, facts linked to them, forget_source, fused recall, the profile."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from ltm_core import ChatMessage, LongTermMemory, MemoryScope
from ltm_core.extraction import RuleExtractor
from ltm_core.models import Candidate
from ltm_core.settings import LTMSettings
from ltm_core.stores._codec import from_metadata, to_metadata
from ltm_core.vector import sqlite_driver
from ltm_core.vector.sqlite_vec import SqliteVecProvider

SECRET = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
TURN_TIME = datetime(2026, 1, 14, 18, 30, tzinfo=UTC)  # a replayed turn, the day before the clock


class ScriptedExtractor:
    """Returns the facts it is given for every turn (the LLM is the only fake we allow)."""

    def __init__(self, *facts: str, kind: str = "fact", importance: float = 0.6) -> None:
        self.facts = [Candidate(text=f, kind=kind, importance=importance) for f in facts]

    def extract(self, messages):
        return list(self.facts)

    async def aextract(self, messages):
        return list(self.facts)


def turn(text: str, message_id: str) -> list[ChatMessage]:
    return [
        ChatMessage(role="user", content=text, id=message_id),
        ChatMessage(role="assistant", content="That sounds lovely, tell me more!"),
    ]


def episodes_of(memory: LongTermMemory):
    return memory.list(kinds=["episode"], limit=1000)


def test_user_messages_become_episodes_with_provenance(memory):
    report = memory.remember_conversation(
        turn("We went camping by the lake last weekend.", "m1"),
        thread_id="t1",
        created_at=TURN_TIME,
    )
    assert report.episodes == 1
    (episode,) = episodes_of(memory)
    assert episode.text == "We went camping by the lake last weekend."
    assert (episode.thread_id, episode.message_id, episode.created_at) == ("t1", "m1", TURN_TIME)
    assert episode.id in report.episode_ids
    # The assistant's reply is generated content: never an episode.
    assert all("tell me more" not in e.text for e in episodes_of(memory))


def test_thread_id_may_come_from_metadata_and_episodes_can_be_off(make_memory):
    on = make_memory("on")
    on.remember_conversation(
        turn("My sister visited from Porto.", "m1"), metadata={"thread_id": "x"}
    )
    assert [e.thread_id for e in episodes_of(on)] == ["x"]
    off = make_memory("off", settings=LTMSettings(episodes=False))
    report = off.remember_conversation(turn("My sister visited from Porto.", "m1"))
    assert report.episodes == 0 and episodes_of(off) == []


def test_guard_and_private_spans_apply_to_episodes(memory):
    report = memory.remember_conversation(turn(f"my token is {SECRET}", "m1"), thread_id="t")
    assert report.rejected_secrets == 1 and episodes_of(memory) == []
    memory.remember_conversation(turn("I met <private>Dr Jones</private> today", "m2"))
    (episode,) = episodes_of(memory)
    assert "Jones" not in episode.text


def test_duplicate_episodes_reinforce(memory, clock):
    memory.remember_conversation(turn("We adopted a puppy named Biscuit.", "m1"), thread_id="a")
    clock.advance(days=1)
    memory.remember_conversation(turn("We adopted a puppy named Biscuit.", "m9"), thread_id="b")
    (episode,) = episodes_of(memory)
    assert episode.last_accessed_at is not None


def test_episodes_have_their_own_cap_and_decay_faster(make_memory):
    settings = LTMSettings(episode_max_items=3)
    memory = make_memory(settings=settings)
    lines = ["I baked sourdough", "We hiked Mont Blanc", "My car broke down", "I read Dune again"]
    for n, line in enumerate(lines):
        memory.remember_conversation(turn(line, f"m{n}"), thread_id="t")
    memory.remember("The user is a nurse.", kind="identity")
    assert memory.count(kinds=["episode"]) == 3
    assert memory.count(kinds=["identity"]) == 1
    assert settings.half_life("episode") < settings.half_life("fact")


def test_facts_record_their_episodes_and_provenance_round_trips(make_memory, clock):
    # The turn happened before now: an import refuses times more than a day ahead.
    clock.now = TURN_TIME + timedelta(hours=1)
    memory = make_memory(extractor=ScriptedExtractor("The user went camping at a lake."))
    report = memory.remember_conversation(
        turn("We went camping by the lake.", "m1"), thread_id="t1", created_at=TURN_TIME
    )
    (fact,) = memory.list(kinds=["fact"])
    assert fact.source_ids == report.episode_ids and fact.thread_id == "t1"
    assert fact.created_at == TURN_TIME
    rows = memory.export()
    other = make_memory("bob")
    assert all(r.status == "stored" for r in other.import_(rows))
    by_text = {i.text: i for i in other.list(limit=10)}
    assert by_text[fact.text].source_ids == fact.source_ids
    assert by_text["We went camping by the lake."].message_id == "m1"


def test_forget_source_removes_exactly_that_conversation(make_memory):
    memory = make_memory(extractor=ScriptedExtractor())
    memory._extractor = ScriptedExtractor("The user plays the cello.")
    memory.remember_conversation(turn("I practised my cello for hours.", "a1"), thread_id="A")
    memory._extractor = ScriptedExtractor("The user is learning Japanese.")
    memory.remember_conversation(turn("Japanese class was hard today.", "b1"), thread_id="B")
    # The same fact mined again in thread C: two conversations back it now.
    memory._extractor = ScriptedExtractor("The user plays the cello.")
    memory.remember_conversation(turn("Cello lesson went great!", "c1"), thread_id="C")
    before = {i.text for i in memory.list(limit=50)}

    gone = memory.forget_source(thread_id="B")
    assert (gone.episodes, gone.facts) == (1, 1)
    after = {i.text for i in memory.list(limit=50)}
    assert before - after == {"Japanese class was hard today.", "The user is learning Japanese."}

    kept = memory.forget_source(thread_id="A")
    assert (kept.episodes, kept.facts, kept.relinked) == (1, 0, 1)
    (cello,) = memory.list(kinds=["fact"])
    assert cello.text == "The user plays the cello." and len(cello.source_ids) == 1
    assert memory.forget_source(message_id="c1").facts == 1
    assert memory.count() == 0


def test_forget_source_needs_one_id(memory):
    for kwargs in ({}, {"thread_id": "a", "message_id": "b"}, {"thread_id": ""}):
        try:
            memory.forget_source(**kwargs)
        except ValueError as exc:
            assert "thread_id" in str(exc)
        else:
            raise AssertionError(f"forget_source({kwargs}) should refuse")


def test_fact_outranks_its_own_episode_and_never_shares_a_slot(make_memory):
    memory = make_memory(extractor=ScriptedExtractor("We went camping by the lake."))
    memory.remember_conversation(turn("We went camping by the lake.", "m1"), thread_id="t")
    # Same words, so equal similarity: the fact and the episode are both stored...
    assert memory.count(kinds=["episode"]) == 1 and memory.count(kinds=["fact"]) == 1
    found = memory.recall("camping by the lake", k=5)
    # ...and only the fact takes a slot.
    assert [r.item.kind for r in found] == ["fact"]


def test_profile_is_always_in_the_block_first_and_once(memory):
    memory.remember("The user is allergic to peanuts.", kind="fact", importance=0.95)
    memory.remember("The user's name is Dana.", kind="identity")
    memory.remember("Prefers window seats on trains.", kind="preference", tags=["pinned"])
    memory.remember("Watched a documentary about whales.", kind="event", importance=0.4)
    block = memory.recall_block("suggest something for dinner tonight", k=5)
    lines = [line for line in block.splitlines() if line.startswith("- [")]
    assert "peanuts" in block and "Dana" in block and "window seats" in block
    assert sum("peanuts" in line for line in lines) == 1
    assert lines.index(next(li for li in lines if "peanuts" in li)) < 3
    assert len(memory.profile()) == 3


def test_block_stays_within_its_token_budget(make_memory):
    memory = make_memory(settings=LTMSettings(block_max_tokens=120, profile_max_tokens=40))
    for n in range(12):
        memory.remember(f"Trip number {n} went to a different coastal town in Portugal.")
    block = memory.recall_block("coastal trips in Portugal", k=10)
    assert 0 < len(block) / 4 <= 120
    assert block.count("- [") < 10


def test_episode_lines_say_where_they_came_from(memory):
    memory.remember_conversation(
        turn("We went camping by the lake.", "m1"), thread_id="weekend-chat", created_at=TURN_TIME
    )
    block = memory.recall_block("camping trip", k=3)
    assert "thread weekend-chat" in block and TURN_TIME.date().isoformat() in block


def test_codec_reads_old_records_and_keeps_provenance(memory):
    item = memory.remember("The user runs marathons.")
    item.thread_id, item.message_id, item.source_ids = "t", "m", ["e1", "e2"]
    meta = to_metadata(item, seq=1, with_text=True, tag_keys=True)
    assert from_metadata(meta).source_ids == ["e1", "e2"]
    old = {k: v for k, v in meta.items() if k != "provenance"} | {"v": 1}
    back = from_metadata(old)
    assert (back.thread_id, back.message_id, back.source_ids) == (None, None, [])


def test_an_old_sqlite_store_migrates_with_empty_provenance(tmp_path, embedder):
    path = tmp_path / "old.db"
    store = SqliteVecProvider(path)
    memory = LongTermMemory(MemoryScope("alice"), embedder=embedder, store=store)
    memory.remember("The user keeps bees.")
    memory.close()
    store.close()
    conn = sqlite_driver.connect(str(path), busy_timeout_ms=5000)
    conn.execute("ALTER TABLE memories DROP COLUMN provenance")  # back to schema 4
    conn.execute("UPDATE ltm_meta SET value = '4' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    store = SqliteVecProvider(path)
    memory = LongTermMemory(MemoryScope("alice"), embedder=embedder, store=store)
    (item,) = memory.list()
    assert (item.text, item.thread_id, item.source_ids) == ("The user keeps bees.", None, [])
    memory.remember_conversation(turn("We repainted the hives.", "m1"), thread_id="t")
    assert episodes_of(memory)[0].thread_id == "t"
    memory.close()
    store.close()


def test_an_outdated_fact_takes_its_episodes_with_it(make_memory):
    memory = make_memory(extractor=RuleExtractor())
    memory.remember_conversation(turn("I live in Paris, by the way.", "m1"), thread_id="a")
    memory.remember_conversation(turn("Big news: I moved to Berlin last month!", "m2"))
    found = [r.item.text for r in memory.recall("Where does the user live?", k=5)]
    assert not any("Paris" in text for text in found)
    history = [i for i in memory.list(include_superseded=True) if i.superseded]
    assert {i.kind for i in history} == {"episode", "fact"}


def test_forget_source_never_deletes_a_memory_saved_by_hand(memory):
    # Promise: no command destroys data it did not create (attack round 2). A memory saved by
    # hand, then repeated in a chat, took the chat's episode as its source, and forgetting
    # the chat deleted it as "mined only from" that thread.
    saved = memory.remember("The user lives in Paris.", importance=0.9, tags=["pinned"])
    memory.remember_conversation([("user", "I live in Paris.")], thread_id="t1")
    gone = memory.forget_source(thread_id="t1")
    kept = memory.get(saved.id)
    assert kept is not None and kept.id not in gone.ids
    assert kept.source_ids == [] and kept.text == "The user lives in Paris."
    assert gone.episodes == 1


def test_forget_source_keeps_a_mined_fact_the_user_then_saved_by_hand(memory):
    # The same promise, in the other order: remember() of a mined fact's text reinforces it,
    # and from then on it is the user's own, kept when the chat is forgotten.
    memory.remember_conversation([("user", "I live in Rome.")], thread_id="t2")
    fact = next(m for m in memory.list(limit=50) if m.kind != "episode")
    kept = memory.remember(fact.text, importance=1.0, tags=["pinned"])
    gone = memory.forget_source(thread_id="t2")
    assert memory.get(kept.id) is not None and kept.id not in gone.ids
    assert all(m.kind != "episode" for m in memory.list(limit=-1))


def test_forget_source_still_removes_what_only_the_chat_created(memory):
    # And the guard of the two tests above does not keep everything: a fact mined from the
    # chat and never saved by hand goes with it.
    memory.remember_conversation([("user", "I live in Rome.")], thread_id="t3")
    assert memory.count() >= 2
    memory.forget_source(thread_id="t3")
    assert memory.count() == 0
