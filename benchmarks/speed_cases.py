"""The parts of ``speed.py`` beyond one synthetic scope: LoCoMo, tenants, threads, R@10.

Run through ``python benchmarks/speed.py --only locomo,r10,tenants,threads``.
"""

from __future__ import annotations

import statistics
import threading
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
from ltm_core import LongTermMemory, LTMSettings, MemoryItem, MemoryScope
from ltm_core.bench.locomo import load
from ltm_core.bench.locomo import run as locomo_run
from ltm_core.embeddings import Embedder
from ltm_core.vector.sqlite_vec import SqliteVecProvider

from tests.textgen import sentences

#: The development half, in ``shared/`` beside the checkout (or beside the worktrees' folder).
LOCOMO = next(
    (
        found
        for parent in Path(__file__).resolve().parents
        if (found := parent / "shared" / "data" / "locomo" / "locomo-dev.json").is_file()
    ),
    Path("../shared/data/locomo/locomo-dev.json"),
)
DIM = 384
#: Distinct sentences ``tests.textgen.sentences`` can make (it refuses more).
FILLER_SENTENCES = 15_000


def unit_rows(rng: np.random.Generator, n: int) -> np.ndarray:
    v = rng.standard_normal((n, DIM)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


class TurnsAndFiller:
    """Real embeddings for the LoCoMo turns, random unit vectors for the filler."""

    def __init__(self, real: Embedder, turns: Sequence[str]) -> None:
        self.real = real
        self.model_name = real.model_name
        self.dimension = real.dimension
        vectors = real.embed_documents(list(turns))
        self.known = {t: vectors[i] for i, t in enumerate(turns)}
        self.rng = np.random.default_rng(0)

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        out = unit_rows(self.rng, len(texts))
        for i, text in enumerate(texts):
            if text in self.known:
                out[i] = self.known[text]
        return out

    def embed_query(self, text: str) -> np.ndarray:
        return self.real.embed_query(text)

    async def aembed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return self.embed_documents(texts)

    async def aembed_query(self, text: str) -> np.ndarray:
        return self.embed_query(text)


def floor_ms(real: Embedder, matrix: np.ndarray, query: str) -> float:
    """The floor: the query embedding plus a numpy top-10 over the same vectors."""
    t = time.perf_counter()
    vec = real.embed_query(query)
    sims = matrix @ (vec / np.linalg.norm(vec))
    top = np.argpartition(-sims, 10)[:10]
    top[np.argsort(-sims[top])]
    return (time.perf_counter() - t) * 1000


def filler_texts(n: int) -> list[str]:
    """``n`` distinct filler memories: generated sentences, then numbered notes past those."""
    varied = sentences(min(n, FILLER_SENTENCES), seed=8)
    return varied + [f"filler note {i} about topic {i % 97}" for i in range(n - len(varied))]


def locomo_size(real: Embedder, tmp: Path, n: int, queries: int) -> list[str]:
    """One LoCoMo conversation's turns plus filler up to ``n``, asked its own questions."""
    conversation = load(LOCOMO)[0]
    turns = [text for _, text, _ in conversation.turns][:n]
    filler = filler_texts(max(0, n - len(turns)))
    embedder = TurnsAndFiller(real, turns)
    store = SqliteVecProvider(tmp / f"locomo-{n}.db")
    memory = LongTermMemory(
        MemoryScope("locomo"),
        embedder=embedder,
        store=store,
        settings=LTMSettings(max_items=0, near_duplicate_threshold=1.0),
    )
    memory.remember_many([*turns, *filler])
    questions = [q.text for q in conversation.questions][:queries]
    memory.recall(questions[0], k=10)
    rows = store._connection().execute("SELECT embedding FROM memory_vectors")
    matrix = np.frombuffer(b"".join(r[0] for r in rows), dtype=np.float32).reshape(-1, DIM)
    recall, floor = [], []
    for q in questions * max(1, 200 // len(questions)):
        t = time.perf_counter()
        memory.recall(q, k=10)
        recall.append((time.perf_counter() - t) * 1000)
        floor.append(floor_ms(real, matrix, q))
    memory.close()
    store.close()
    from benchmarks.speed import against_floor

    return [f"{n:,}", f"{len(questions)}", *against_floor(recall, floor)]


def locomo_r10(real: Embedder) -> list[str]:
    """R@10 of the default configuration on the dev half, and its ms/query."""
    from ltm_core.bench.locomo import CONFIGURATIONS

    default = list(CONFIGURATIONS)[:1]  # "ltm default"
    report = locomo_run(LOCOMO, real, configurations=default)
    row = next(iter(report.rows.values()))
    return [
        f"{report.questions}",
        f"{row['R@10']:.3f}",
        f"{row['R@5']:.3f}",
        f"{row['ms/query']:.2f}",
    ]


def tenants_row(real: Embedder, tmp: Path, tenants: int, per: int, queries: int) -> list[str]:
    """A 40-memory user's recall with ``tenants`` other users of ``per`` memories each."""
    rng = np.random.default_rng(tenants)
    store = SqliteVecProvider(tmp / f"tenants-{tenants}.db")
    store.ensure_embedding(real.model_name, DIM)
    started = time.perf_counter()
    for user in range(tenants):
        items = [
            MemoryItem(id=f"m{i}", text=f"user {user} note {i} on topic {i % 97}")
            for i in range(per)
        ]
        store.upsert(MemoryScope(f"tenant{user}"), items, unit_rows(rng, per))
    ingest = tenants * per / (time.perf_counter() - started)
    scope = MemoryScope("small-user")
    texts = sentences(40, seed=3)
    store.upsert(scope, [MemoryItem(text=t) for t in texts], unit_rows(rng, 40))
    memory = LongTermMemory(scope, embedder=real, store=store, settings=LTMSettings(max_items=0))
    matrix = unit_rows(rng, 40)
    qs = [f"what does the user say about {w}?" for w in "coffee bikes chess rust tea".split()]
    memory.recall(qs[0], k=10)
    recall, floor = [], []
    for i in range(queries):
        q = qs[i % len(qs)] + f" #{i}"
        t = time.perf_counter()
        memory.recall(q, k=10)
        recall.append((time.perf_counter() - t) * 1000)
        floor.append(floor_ms(real, matrix, q))
    memory.close()
    store.close()
    from benchmarks.speed import against_floor

    return [
        f"{tenants:,}",
        f"{tenants * per + 40:,}",
        f"{ingest:,.0f}",
        *against_floor(recall, floor),
    ]


class FixedQueries:
    """Query vectors computed once: the threads measure the store, not the model."""

    model_name = "bench-threads"
    dimension = DIM

    def __init__(self, rng: np.random.Generator) -> None:
        self.vectors = unit_rows(rng, 64)

    def embed_query(self, text: str) -> np.ndarray:
        return self.vectors[hash(text) % 64]

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        raise AssertionError("no documents are embedded here")


def _work(
    memory: LongTermMemory, stop: float, latencies: list[float], done: list[int], i: int
) -> None:
    j = 0
    while time.perf_counter() < stop:
        t = time.perf_counter()
        memory.recall(f"what does the user like, question {j}", k=10)
        latencies.append((time.perf_counter() - t) * 1000)
        done[i] += 1
        j += 1


def threads_rows(tmp: Path, users: int, per: int, seconds: float) -> list[list[str]]:
    """Recalls per second with 1/2/4/8 threads, each recalling its own user."""
    rng = np.random.default_rng(9)
    store = SqliteVecProvider(tmp / "threads.db")
    store.ensure_embedding(FixedQueries.model_name, DIM)
    for user in range(users):
        texts = [
            f"user {user} likes {w} number {i}" for i, w in enumerate(sentences(per, seed=user))
        ]
        store.upsert(
            MemoryScope(f"u{user}"), [MemoryItem(text=t) for t in texts], unit_rows(rng, per)
        )
    embedder = FixedQueries(rng)
    memories = [
        LongTermMemory(MemoryScope(f"u{u}"), embedder=embedder, store=store, settings=LTMSettings())  # type: ignore[arg-type]
        for u in range(users)
    ]
    for m in memories:
        m.recall("warm up", k=10)
    rows = []
    base = 0.0
    for n in (1, 2, 4, 8):
        done = [0] * n
        latencies: list[list[float]] = [[] for _ in range(n)]
        stop = time.perf_counter() + seconds

        started = time.perf_counter()
        workers = [
            threading.Thread(target=_work, args=(memories[i % users], stop, latencies[i], done, i))
            for i in range(n)
        ]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
        rate = sum(done) / (time.perf_counter() - started)
        base = base or rate
        every = [x for lat in latencies for x in lat]
        rows.append([
            f"{n}",
            f"{rate:,.0f}",
            f"{rate / base:.2f}x",
            f"{statistics.median(every):.2f}",
            f"{float(np.percentile(every, 95)):.2f}",
        ])  # fmt: skip
    for m in memories:
        m.close()
    store.close()
    return rows
