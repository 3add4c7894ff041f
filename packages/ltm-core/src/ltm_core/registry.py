"""The storage backends by name: where each class lives, and what kind of data it keeps.

:mod:`ltm_core.factory` builds a store from an entry here; the CLI and the recall hook ask an
entry what they need to know (is the store a file that may not exist yet?) instead of
comparing names. Standard library only, and nothing is imported until a backend is chosen:
the hook reads this module before it decides to load the engine.
"""

from __future__ import annotations

__all__ = ["ALIASES", "BACKENDS", "DEFAULT_BACKEND", "Backend", "backend_name"]


class Backend:
    """One registered storage backend.

    Args:
        target: ``"module:Class"`` of its ``VectorProvider``; the class builds itself with
            ``from_settings``, and backs itself up if it offers the admin capabilities.
        keeps_file: Its store is the one file at ``LTM_DB_PATH``: while that file is missing
            there is no store, and a read (``ltm list``, the hook) must not create one.
    """

    __slots__ = ("keeps_file", "target")

    def __init__(self, target: str, *, keeps_file: bool = False) -> None:
        self.target = target
        self.keeps_file = keeps_file

    def __repr__(self) -> str:
        return f"Backend({self.target!r}, keeps_file={self.keeps_file})"


#: Backend name -> its entry. Modules are imported only when a backend is chosen.
BACKENDS: dict[str, Backend] = {
    "sqlite-vec": Backend("ltm_core.stores.sqlite.store:SqliteVecProvider", keeps_file=True),
    "chroma": Backend("ltm_core.stores.chroma.store:ChromaProvider"),
    "pinecone": Backend("ltm_core.stores.pinecone.store:PineconeProvider"),
    "postgres": Backend("ltm_core.stores.postgres:PostgresProvider"),
}
#: Other spellings ``LTM_VECTOR_PROVIDER`` accepts.
ALIASES = {
    "sqlite": "sqlite-vec",
    "sqlitevec": "sqlite-vec",
    "pgvector": "postgres",
    "postgresql": "postgres",
}
#: The backend when ``LTM_VECTOR_PROVIDER`` is not set (``LTMSettings.vector_provider``).
DEFAULT_BACKEND = "sqlite-vec"


def backend_name(raw: str) -> str | None:
    """The registered name ``raw`` spells (any case, ``_`` for ``-``, an alias), else ``None``."""
    name = raw.strip().lower().replace("_", "-")
    name = ALIASES.get(name, name)
    return name if name in BACKENDS else None
