"""Fixtures shared by every test folder: the real MiniLM embedder, temp stores, a fake clock."""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
# Tests never read the developer's own configuration (the live Pinecone test keeps its index).
if "LTM_PINECONE_INDEX" in os.environ:
    os.environ.setdefault("PINECONE_INDEX", os.environ["LTM_PINECONE_INDEX"])
# LTM_TEST_* variables configure the test run itself (LTM_TEST_POSTGRES_URL), so they stay.
for _name in [n for n in os.environ if n.startswith("LTM_") and not n.startswith("LTM_TEST_")]:
    del os.environ[_name]
# One ONNX export of the embedding model per checkout, shared by every test and subprocess.
os.environ["LTM_MODEL_CACHE_PATH"] = str(Path(__file__).resolve().parents[1] / ".cache" / "models")

from ltm_core import LongTermMemory, LTMSettings, MemoryScope  # noqa: E402
from ltm_core.embeddings.local import SentenceTransformerEmbedder  # noqa: E402
from ltm_core.vector.sqlite_vec import SqliteVecProvider  # noqa: E402


class FakeClock:
    """A settable clock: tests move time instead of sleeping."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2026, 1, 15, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **kwargs: float) -> datetime:
        self.now += timedelta(**kwargs)
        return self.now


@pytest.fixture(scope="session")
def embedder() -> SentenceTransformerEmbedder:
    """The real all-MiniLM-L6-v2, loaded once per test session."""
    model = SentenceTransformerEmbedder("all-MiniLM-L6-v2")
    model.embed_query("warm up")
    return model


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "memories.db"


@pytest.fixture
def store(db_path: Path) -> Iterator[SqliteVecProvider]:
    provider = SqliteVecProvider(db_path)
    yield provider
    provider.close()


@pytest.fixture
def settings() -> LTMSettings:
    return LTMSettings()


@pytest.fixture
def make_memory(store, embedder, clock, settings):
    """Build memories for any scope on the shared temp store."""
    made: list[LongTermMemory] = []

    def make(
        user_id: str = "alice",
        namespace: str = "default",
        workspace_id: str | None = None,
        **kwargs,
    ) -> LongTermMemory:
        memory = LongTermMemory(
            MemoryScope(user_id, namespace, workspace_id),
            embedder=kwargs.pop("embedder", embedder),
            store=kwargs.pop("store", store),
            settings=kwargs.pop("settings", settings),
            clock=kwargs.pop("clock", clock),
            **kwargs,
        )
        made.append(memory)
        return memory

    yield make
    for memory in made:
        memory.close()


@pytest.fixture
def memory(make_memory) -> LongTermMemory:
    return make_memory()
