"""Functions run in child processes by the storage tests (importable under spawn)."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.textgen import sentences


def open_memory(db: str, user: str):
    from ltm_core import LongTermMemory, LTMSettings, MemoryScope
    from ltm_core.embeddings.local import SentenceTransformerEmbedder
    from ltm_core.vector.sqlite_vec import SqliteVecProvider

    return LongTermMemory(
        MemoryScope(user),
        embedder=SentenceTransformerEmbedder(),
        store=SqliteVecProvider(db),
        settings=LTMSettings(max_items=0, near_duplicate_threshold=1.0),
    )


def write_many(db: str, user: str, seed: int, n: int, batch: int) -> list[str]:
    """Write ``n`` distinct memories in batches; return the ids reported stored."""
    memory = open_memory(db, user)
    texts = sentences(n, seed=seed)
    stored: list[str] = []
    for start in range(0, n, batch):
        results = memory.remember_many(texts[start : start + batch])
        stored.extend(r.item.id for r in results if r.status == "stored")
    memory.close()
    return stored


def write_until_killed(db: str, log: str) -> None:
    """Write batches forever, logging each batch's ids only after remember_many returned."""
    memory = open_memory(db, "victim")
    seed = 0
    with Path(log).open("a", encoding="utf-8") as out:
        while True:
            results = memory.remember_many(sentences(20, seed=1000 + seed))
            ids = [r.item.id for r in results if r.status == "stored"]
            out.write("\n".join(ids) + "\n")
            out.flush()
            seed += 1


if __name__ == "__main__":
    write_until_killed(sys.argv[1], sys.argv[2])
