"""Old module paths, kept importable for one release after the layout moved.

A thin re-export file at each old path would keep the old file alive in git, so edits made
elsewhere on the old path could not follow the rename when branches merge. Instead a finder
on ``sys.meta_path`` answers each old name with the module at its new home: the very same
module object, so ``monkeypatch`` on either name patches the one real module.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
from collections.abc import Sequence
from types import ModuleType

MOVED: dict[str, str] = {
    "ltm_core.vector.base": "ltm_core.stores.base",
    "ltm_core.vector.records": "ltm_core.stores._codec",
    "ltm_core.vector.sqlite_vec": "ltm_core.stores.sqlite.store",
    "ltm_core.vector.sqlite_driver": "ltm_core.stores.sqlite.driver",
    "ltm_core.vector.sqlite_schema": "ltm_core.stores.sqlite.schema",
    "ltm_core.vector.sqlite_lexical": "ltm_core.stores.sqlite.fts",
    "ltm_core.vector.matrix_cache": "ltm_core.stores.sqlite.matrix_cache",
    "ltm_core.vector.chroma": "ltm_core.stores.chroma.store",
    "ltm_core.vector.chroma_connection": "ltm_core.stores.chroma.connection",
    "ltm_core.vector.filelock": "ltm_core.stores.chroma.folder_lock",
    "ltm_core.vector.pinecone": "ltm_core.stores.pinecone.store",
    "ltm_core.vector.pinecone_connection": "ltm_core.stores.pinecone.connection",
    "ltm_core.scoring": "ltm_core.retrieval.scoring",
    "ltm_core.lexical": "ltm_core.text.lexical",
    "ltm_core.porter": "ltm_core.text.porter",
    "ltm_core.retrieval.lexical": "ltm_core.text.lexical",
    "ltm_core.retrieval.porter": "ltm_core.text.porter",
    "ltm_core.render": "ltm_core.retrieval.render",
    "ltm_core.backup": "ltm_core.stores.sqlite.backup",
    "ltm_core.demo": "ltm_core.cli.demo",
}


class _AliasLoader(importlib.abc.Loader):
    """Hands the import system the module that already lives at the new path."""

    def __init__(self, target: str) -> None:
        self._target = target

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        """Import the new module and give it to the import system as the old name."""
        return importlib.import_module(self._target)

    def exec_module(self, module: ModuleType) -> None:
        """Undo the import system's relabelling: the module keeps its own spec."""
        real = sys.modules[self._target]
        module.__spec__ = real.__spec__
        module.__loader__ = real.__loader__


class MovedModuleFinder(importlib.abc.MetaPathFinder):
    """Finds each old module path of :data:`MOVED` at its new home."""

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        """Answer an old name with a spec that loads its new module."""
        new = MOVED.get(fullname)
        if new is None:
            return None
        return importlib.machinery.ModuleSpec(fullname, _AliasLoader(new))


def install() -> None:
    """Put the finder on ``sys.meta_path`` once."""
    if not any(isinstance(finder, MovedModuleFinder) for finder in sys.meta_path):
        sys.meta_path.insert(0, MovedModuleFinder())


install()
