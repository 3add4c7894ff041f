"""The module layout of issue 15: old import paths keep working, capabilities replace classes."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import ltm_core
import pytest
from ltm_core import LTMSettings
from ltm_core.factory import PROVIDER_NAMES, default_store, provider_class
from ltm_core.stores.base import StoreAdmin, VectorProvider

OLD_TO_NEW = {
    "ltm_core.vector.sqlite_vec": "ltm_core.stores.sqlite.store",
    "ltm_core.vector.records": "ltm_core.stores._codec",
    "ltm_core.vector.chroma": "ltm_core.stores.chroma.store",
    "ltm_core.vector.pinecone": "ltm_core.stores.pinecone.store",
    "ltm_core.scoring": "ltm_core.retrieval.scoring",
    "ltm_core.lexical": "ltm_core.text.lexical",
    "ltm_core.porter": "ltm_core.text.porter",
    "ltm_core.retrieval.lexical": "ltm_core.text.lexical",
    "ltm_core.retrieval.porter": "ltm_core.text.porter",
    "ltm_core.render": "ltm_core.retrieval.render",
    "ltm_core.backup": "ltm_core.stores.sqlite.backup",
    "ltm_core.demo": "ltm_core.cli.demo",
}


@pytest.mark.parametrize(("old", "new"), sorted(OLD_TO_NEW.items()))
def test_an_old_module_path_is_the_very_module_at_its_new_home(old, new):
    assert importlib.import_module(old) is importlib.import_module(new)


def test_old_from_imports_work_in_a_fresh_interpreter():
    code = (
        "from ltm_core.vector.sqlite_vec import SqliteVecProvider\n"
        "from ltm_core.vector import sqlite_driver, ItemFilter\n"
        "from ltm_core.memory import LongTermMemory\n"
        "from ltm_core.scoring import RetentionFacts, eviction_order\n"
        "import ltm_core.stores.sqlite.store as s\n"
        "assert SqliteVecProvider is s.SqliteVecProvider\n"
        "assert sqlite_driver.__name__ == 'ltm_core.stores.sqlite.driver'\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stdout.strip() == "ok", done.stderr


def test_only_the_embedded_store_offers_the_admin_capability(tmp_path):
    sqlite = default_store(LTMSettings(db_path=tmp_path / "m.db"))
    assert isinstance(sqlite, VectorProvider) and isinstance(sqlite, StoreAdmin)
    assert sqlite.backup_root() == tmp_path / "backups" / "m.db"
    for name in ("chroma", "pinecone"):
        assert not issubclass(provider_class(name), StoreAdmin)


def test_the_registry_builds_each_backend_from_settings_and_names_them_when_unknown():
    assert PROVIDER_NAMES == ("sqlite-vec", "chroma", "pinecone", "postgres")
    for name in PROVIDER_NAMES:
        assert callable(provider_class(name).from_settings)
    with pytest.raises(ValueError, match="sqlite-vec, chroma, pinecone"):
        default_store(LTMSettings(vector_provider="redis"))


SOURCE = Path(ltm_core.__file__).parent

#: For each package, the ltm_core packages it must never import (lazily or for types either).
FORBIDDEN = {
    "stores": {"memory", "retrieval", "cli", "ops", "factory"},
    "retrieval": {"stores", "memory", "cli", "ops", "factory"},
}


def _ltm_imports(source: str, package: str) -> set[str]:
    """The ltm_core top-level packages other than ``package`` that ``source`` imports."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):  # every import: top level, lazy, TYPE_CHECKING
        if isinstance(node, ast.ImportFrom) and node.module:
            modules = [node.module]
            if node.module == "ltm_core":
                modules = [f"ltm_core.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        else:
            continue
        for module in modules:
            parts = module.split(".")
            if parts[0] == "ltm_core" and len(parts) > 1 and parts[1] != package:
                names.add(parts[1])
    return names


def _imported_packages(package: str) -> dict[str, set[str]]:
    """What each file of ``package`` imports of ltm_core, by file."""
    return {
        str(path.relative_to(SOURCE)): _ltm_imports(path.read_text(encoding="utf-8"), package)
        for path in sorted((SOURCE / package).rglob("*.py"))
    }


@pytest.mark.parametrize("package", ["stores", "retrieval"])
def test_a_lower_layer_never_imports_the_layers_above_it(package):
    leaks = {
        path: sorted(names & FORBIDDEN[package])
        for path, names in _imported_packages(package).items()
        if names & FORBIDDEN[package]
    }
    assert leaks == {}


@pytest.mark.parametrize(("package", "allowed"), [("guard", {"text"}), ("text", set())])
def test_the_guard_and_the_text_primitives_import_only_what_is_below_them(package, allowed):
    leaks = {
        path: sorted(names - allowed)
        for path, names in _imported_packages(package).items()
        if names - allowed
    }
    assert leaks == {}


def test_the_layering_check_sees_lazy_typing_and_package_level_imports():
    source = (
        "from typing import TYPE_CHECKING\n"
        "from ltm_core.stores.base import Hit\n"
        "from ltm_core import ops\n"
        "if TYPE_CHECKING:\n"
        "    from ltm_core.memory.facade import LongTermMemory\n"
        "def later():\n"
        "    import ltm_core.retrieval.scoring\n"
    )
    assert _ltm_imports(source, "stores") == {"ops", "memory", "retrieval"}
    assert _imported_packages("stores")  # the check reads real files
