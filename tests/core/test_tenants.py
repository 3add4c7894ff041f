"""Many scopes in one process: one shared worker pool, per-scope order, a bounded LRU."""

from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor

import pytest
from ltm_core import ChatMessage, ContentRejected, MemoryCache, MemoryClosed, MemoryScope
from ltm_core.extraction import ExtractionReport
from ltm_core.extraction.worker import BackgroundWorker, WorkerPool, shared_pool

WAIT = 30  # seconds before a test gives up on a job that should have run (not a timing)


def test_jobs_of_one_key_run_in_order_and_keys_run_side_by_side():
    pool = WorkerPool(max_workers=3)
    both_running = threading.Barrier(2, timeout=WAIT)
    order: dict[str, list[int]] = {"a": [], "b": [], "c": []}
    # a and b each start with a job that only returns once the other one is running too:
    # with one lane at a time, the barrier would break.
    first_a = pool.submit("a", both_running.wait)
    first_b = pool.submit("b", both_running.wait)
    futures = [
        pool.submit(key, lambda k=key, i=i: order[k].append(i)) for i in range(200) for key in order
    ]
    for future in [first_a, first_b, *futures]:
        future.result(timeout=WAIT)
    assert order == {key: list(range(200)) for key in order}
    assert pool.lanes == 0  # idle lanes are dropped
    pool.shutdown()


def test_flush_of_one_memory_waits_for_its_own_jobs_only():
    pool = WorkerPool(max_workers=2)
    release = threading.Event()
    slow = BackgroundWorker(on_error=repr, key="slow", pool=pool)
    quick = BackgroundWorker(on_error=repr, key="quick", pool=pool)
    blocked = slow.submit(lambda: release.wait(WAIT))
    done = quick.submit(lambda: "quick")
    assert quick.flush(timeout=WAIT) is True and done.result() == "quick"
    assert slow.flush(timeout=0.05) is False and not blocked.done()
    release.set()
    assert slow.close(timeout=WAIT) is True
    pool.shutdown()


def test_a_closed_pool_refuses_jobs_with_a_clear_error():
    pool = WorkerPool(max_workers=1)
    pool.shutdown()
    with pytest.raises(RuntimeError, match="shut down"):
        pool.submit("a", lambda: None)
    with pytest.raises(ValueError, match="LTM_WORKER_THREADS"):
        WorkerPool(max_workers=0)


def test_the_pool_size_comes_from_the_settings(monkeypatch):
    from ltm_core.settings import LTMSettings

    monkeypatch.setenv("LTM_WORKER_THREADS", "3")
    assert LTMSettings().worker_threads == 3
    monkeypatch.setenv("LTM_WORKER_THREADS", "0")
    with pytest.raises(ValueError):
        LTMSettings()


def turn(text: str) -> list[ChatMessage]:
    return [ChatMessage(role="user", content=text), ChatMessage(role="assistant", content="OK.")]


def test_many_memories_share_the_pool_threads(make_memory):
    pool_size = shared_pool().max_workers
    before = {t.ident for t in threading.enumerate() if not t.name.startswith("ltm-extract")}
    futures = [
        make_memory(f"user-{i}").remember_conversation(
            turn(f"I live in city number {i} and I love hiking."), background=True
        )
        for i in range(60)
    ]
    started = [t for t in threading.enumerate() if t.ident not in before]
    assert len(started) <= pool_size
    assert all(f.result(timeout=WAIT).stored >= 1 for f in futures)


class GatedExtractor:
    """Extracts the user's line as one fact, once ``gate`` is open; records the order."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.seen: list[str] = []

    def extract(self, messages):
        self.gate.wait(WAIT)
        text = next(m.content for m in messages if m.role == "user")
        self.seen.append(text)
        return [{"text": text, "kind": "fact", "importance": 0.6}]

    async def aextract(self, messages):
        return self.extract(messages)


def test_an_evicted_memory_lets_go_after_its_pending_extraction_lands(make_memory, store):
    extractor = GatedExtractor()
    cache: MemoryCache[str] = MemoryCache(
        lambda user: make_memory(user, extractor=extractor), max_open=1
    )
    alice = cache.get("alice")
    assert alice is not None
    holders = store._holders  # alice's hold on the store, and the fixture's
    pending = alice.remember_conversation(turn("The user keeps three beehives."), background=True)
    cache.get("bob")  # alice is evicted while her extraction still waits
    assert alice not in cache.opened() and alice.busy and cache.closing == 1
    assert store._holders == holders + 1  # alice still holds it (her job runs), bob too
    extractor.gate.set()
    assert cache.flush(timeout=WAIT) is True
    assert pending.result(timeout=0).stored == 1
    assert cache.closing == 0 and store._holders == holders  # alice let go, bob holds it
    # Whoever still holds alice's memory goes on using it: an eviction never closes it.
    assert [m.text for m in alice.list(kinds=["fact"])] == ["The user keeps three beehives."]
    assert store._holders == holders  # the call took the store, and gave it back
    again = cache.get("alice")
    assert again is not None and again is not alice
    # The mined fact landed (the turn is also kept as an episode, with the same words).
    assert [m.text for m in again.list(kinds=["fact"])] == ["The user keeps three beehives."]
    cache.close()
    with pytest.raises(MemoryClosed, match="closed"):
        again.count()  # closing the cache does close its memories


def test_a_memory_held_across_its_eviction_keeps_working(make_memory):
    cache: MemoryCache[str] = MemoryCache(make_memory, max_open=1)
    alice = cache.get("alice")
    assert alice is not None
    alice.remember("The user keeps bees on the roof.")
    bob = cache.get("bob")  # evicts alice; nothing of hers is pending, so she lets go now
    assert bob is not None and alice not in cache.opened()
    alice.remember("The user's sister lives in Lisbon.")
    report = alice.remember_conversation(
        turn("My name is Alice and I live in Porto."), background=True
    )
    assert report.result(timeout=WAIT).stored >= 1
    assert alice.count() >= 3 and bob.count() == 0  # no leak into the cache's current memory
    texts = [m.text for m in cache.get("alice").list(limit=20)]  # type: ignore[union-attr]
    assert "The user keeps bees on the roof." in texts
    assert "The user's sister lives in Lisbon." in texts
    assert any("Porto" in text for text in texts)
    cache.close()


def test_close_when_idle_is_deprecated_and_still_closes_after_pending_jobs(make_memory):
    extractor = GatedExtractor()
    alice = make_memory("alice", extractor=extractor)
    pending = alice.remember_conversation(turn("The user keeps three beehives."), background=True)
    with pytest.warns(DeprecationWarning, match="release_when_idle"):
        closed = alice.close_when_idle()
    extractor.gate.set()
    closed.result(timeout=WAIT)
    assert pending.result(timeout=0).stored == 1  # the pending job landed first
    with pytest.raises(MemoryClosed, match="closed"):
        alice.count()  # for good, unlike release_when_idle


def test_threads_sharing_a_small_cache_lose_no_turn(make_memory):
    users, threads = 240, 6
    cache: MemoryCache[str] = MemoryCache(make_memory, max_open=4)
    futures: dict[int, Future[ExtractionReport]] = {}
    errors: list[BaseException] = []

    def one_turn(i: int) -> None:
        try:
            memory = cache.get(f"user-{i}")
            assert memory is not None
            cache.get(f"user-{(i * 7) % users}")  # another user arrives in between: evictions
            memory.recall("where do I live?", k=1)
            futures[i] = memory.remember_conversation(
                turn(f"My name is Person{i} and I live in Town{i}."), background=True
            )
        except BaseException as exc:
            errors.append(exc)

    with ThreadPoolExecutor(threads) as pool:
        list(pool.map(one_turn, range(users)))
    assert cache.flush(timeout=600) is True  # a bound for a loaded machine, not a timing
    assert errors == []
    reports = [futures[i].result(timeout=0) for i in range(users)]
    assert [r.error for r in reports if r.error] == []
    check: MemoryCache[str] = MemoryCache(make_memory, max_open=2)
    missing = [
        i
        for i in range(users)
        if not any(f"Town{i}" in m.text for m in check.get(f"user-{i}").list(limit=20))  # type: ignore[union-attr]
    ]
    assert missing == []
    cache.close()
    check.close()


NOTES = [
    "The user keeps bees on the roof.",
    "The user's sister lives in Lisbon.",
    "The user plays the cello on Sundays.",
    "The user is allergic to peanuts.",
    "The user drives an old red Volvo.",
    "The user studied geology in Leeds.",
    "The user runs a small bakery downtown.",
    "The user collects vintage postcards.",
    "The user's dog is called Biscuit.",
    "The user prefers tea over coffee.",
]


def test_order_within_a_scope_holds_across_an_eviction(make_memory):
    extractor = GatedExtractor()
    cache: MemoryCache[str] = MemoryCache(
        lambda user: make_memory(user, extractor=extractor), max_open=1
    )
    first = cache.get("alice")
    assert first is not None
    for i in range(5):
        first.remember_conversation(turn(NOTES[i]), background=True)
    cache.get("bob")  # evicts the first alice memory with five jobs queued
    second = cache.get("alice")  # evicts bob; a new memory of alice's scope
    assert second is not None and second is not first
    for i in range(5, 10):
        second.remember_conversation(turn(NOTES[i]), background=True)
    extractor.gate.set()
    assert cache.flush(timeout=WAIT) is True
    assert extractor.seen == NOTES
    assert second.count(kinds=["fact"]) == 10  # each turn is kept as an episode too
    cache.close()


def test_the_cache_is_bounded_and_remembers_an_off_scope():
    built: list[MemoryScope] = []
    cache: MemoryCache[MemoryScope] = MemoryCache(lambda s: built.append(s) or None, max_open=2)
    for user in ["a", "b", "a", "c", "d", "a"]:
        assert cache.get(MemoryScope(user)) is None
    assert len(cache) == 2
    assert [s.user_id for s in built] == ["a", "b", "c", "d", "a"]
    with pytest.raises(ValueError, match="max_open"):
        MemoryCache(lambda s: None, max_open=0)


def test_a_slow_open_of_one_user_does_not_hold_up_another_users_lookup(make_memory):
    opening = threading.Event()
    let_it_open = threading.Event()

    def factory(user: str):
        if user == "slow":
            opening.set()
            let_it_open.wait(WAIT)
        return make_memory(user)

    cache: MemoryCache[str] = MemoryCache(factory, max_open=4)
    slow_caller, fast_caller = ThreadPoolExecutor(1), ThreadPoolExecutor(1)
    slow = slow_caller.submit(cache.get, "slow")
    assert opening.wait(WAIT)
    fast = fast_caller.submit(cache.get, "fast")
    # Before the fix the factory ran under the cache's one lock: "fast" waited for "slow".
    fast_memory = fast.result(timeout=WAIT)
    assert fast_memory is not None and fast_memory.scope.user_id == "fast"
    assert not slow.done()
    let_it_open.set()
    slow_memory = slow.result(timeout=WAIT)
    assert slow_memory is not None and slow_memory.scope.user_id == "slow"
    assert cache.get("slow") is slow_memory
    slow_caller.shutdown()
    fast_caller.shutdown()
    cache.close()


def test_callers_of_one_key_share_the_one_memory_being_built(make_memory):
    built: list[str] = []
    callers = 8
    all_asking = threading.Barrier(callers)
    let_it_open = threading.Event()

    def factory(user: str):
        built.append(user)
        let_it_open.wait(WAIT)
        return make_memory(user)

    cache: MemoryCache[str] = MemoryCache(factory, max_open=4)

    def ask(_: int):
        all_asking.wait(WAIT)
        return cache.get("alice")

    with ThreadPoolExecutor(callers) as pool:
        asked = [pool.submit(ask, i) for i in range(callers)]
        let_it_open.set()
        memories = [f.result(timeout=WAIT) for f in asked]
    assert built == ["alice"]
    assert memories[0] is not None and all(m is memories[0] for m in memories)
    cache.close()


def test_a_failed_open_raises_to_its_caller_and_the_next_lookup_builds_again(make_memory):
    calls: list[str] = []

    def factory(user: str):
        calls.append(user)
        if len(calls) == 1:
            raise OSError("disk not ready")
        return make_memory(user)

    cache: MemoryCache[str] = MemoryCache(factory, max_open=4)
    with pytest.raises(OSError, match="disk not ready"):
        cache.get("alice")
    memory = cache.get("alice")
    assert memory is not None and memory.scope.user_id == "alice"
    assert calls == ["alice", "alice"] and len(cache) == 1
    cache.close()


def test_the_store_remembers_a_bounded_number_of_scope_ids(make_memory, store, monkeypatch):
    from ltm_core.stores.sqlite import connection

    monkeypatch.setattr(connection, "SCOPE_ID_CACHE_SIZE", 5)
    for i in range(12):
        make_memory(f"user-{i}").remember(NOTES[i % len(NOTES)])
    assert len(store._scope_ids) <= 5
    # A forgotten id is looked up again: each user still sees exactly their own memory.
    assert [make_memory(f"user-{i}").list()[0].text for i in range(12)] == [
        NOTES[i % len(NOTES)] for i in range(12)
    ]


def test_memories_opened_by_the_factory_share_one_guard_and_one_settings(
    monkeypatch, tmp_path, embedder
):
    from ltm_core import create_default_long_term_memory

    monkeypatch.setenv("LTM_DB_PATH", str(tmp_path / "m.db"))
    first = create_default_long_term_memory("alice", enabled=True, embedder=embedder)
    second = create_default_long_term_memory("bob", enabled=True, embedder=embedder)
    assert first is not None and second is not None
    assert second.guard is first.guard and second.settings is first.settings
    # The shared guard still refuses a secret, for every user.
    with pytest.raises(ContentRejected):
        second.remember("my key is sk-proj-AbCdEf0123456789AbCdEf0123456789AbCdEf01")
    # A changed environment is read again: the new setting applies to the next memory.
    monkeypatch.setenv("LTM_MAX_ITEMS", "7")
    monkeypatch.setenv("LTM_GUARD_DISABLE", "openai_api_key")
    third = create_default_long_term_memory("carol", enabled=True, embedder=embedder)
    assert third is not None and third.settings.max_items == 7
    assert third.guard is not first.guard and "openai_api_key" not in third.guard.pattern_names
    assert first.settings.max_items == 500
    for memory in (first, second, third):
        memory.close()


def test_two_thousand_users_through_the_factory_leave_threads_bounded(
    monkeypatch, tmp_path, embedder
):
    from ltm_core import create_default_long_term_memory

    monkeypatch.setenv("LTM_DB_PATH", str(tmp_path / "many.db"))
    users = 2000
    cache: MemoryCache[MemoryScope] = MemoryCache(
        lambda s: create_default_long_term_memory(
            s.user_id, s.namespace, enabled=True, embedder=embedder
        ),
        max_open=16,
    )
    before = threading.active_count()
    most = before
    for i in range(users):
        memory = cache.get(MemoryScope(f"user-{i}", "chat"))
        assert memory is not None
        memory.remember_conversation(
            turn(f"I live in Town{i} and I grow tomatoes."), background=True
        )
        most = max(most, threading.active_count())
        assert len(cache) <= 16
    assert cache.flush(timeout=1800) is True  # a bound for a loaded machine, not a timing
    assert most <= before + shared_pool().max_workers
    check: MemoryCache[MemoryScope] = MemoryCache(
        lambda s: create_default_long_term_memory(
            s.user_id, s.namespace, enabled=True, embedder=embedder
        ),
        max_open=1,
    )
    missing = []
    for i in range(users):
        found = check.get(MemoryScope(f"user-{i}", "chat"))
        assert found is not None
        if not any(f"Town{i}" in item.text for item in found.list()):
            missing.append(i)
    assert missing == []
    cache.close()
    check.close()


def test_the_os_user_is_looked_up_once_per_process_and_ltm_user_still_wins(monkeypatch):
    import getpass

    from ltm_core import LTMSettings
    from ltm_core.settings import scope

    lookups: list[str] = []
    monkeypatch.setattr(getpass, "getuser", lambda: lookups.append("os") or "os-person")
    monkeypatch.delenv("LTM_USER", raising=False)
    scope.os_user.cache_clear()
    try:
        settings = LTMSettings()
        # What a many-scopes server does for a call that names no user, call after call.
        scopes = [settings.personal_scope(namespace=f"chat-{i}") for i in range(50)]
        assert {s.user_id for s in scopes} == {"os-person"}
        assert lookups == ["os"]
        assert settings.personal_scope("alice").user_id == "alice"
        monkeypatch.setenv("LTM_USER", "bob")
        assert LTMSettings().personal_scope().user_id == "bob"
    finally:
        scope.os_user.cache_clear()  # the next test sees the real OS user
