"""The CLI and the hook ask the backend registry and the stores' capabilities, never a name."""

from __future__ import annotations

import ast
import io
import json
import subprocess
import sys
from pathlib import Path

import ltm_core
import pytest
from ltm_core import hook as hook_module
from ltm_core.cli import app
from ltm_core.registry import ALIASES, BACKENDS
from ltm_core.stores.sqlite.store import SqliteVecProvider
from typer.testing import CliRunner

SECRET = "sk-proj-Tq3vX9mB2kLp8wR4nZ7cY1uH6jF0aS5dE2gK"


def _event(session: str = "s-1") -> str:
    return json.dumps(
        {"session_id": session, "prompt": "Which units?", "hook_event_name": "UserPromptSubmit"}
    )


@pytest.fixture
def ltm(tmp_path, monkeypatch):
    db = tmp_path / "store" / "memories.db"
    monkeypatch.setenv("LTM_DB_PATH", str(db))
    monkeypatch.setenv("LTM_USER", "alice")
    monkeypatch.setenv("LTM_CHROMA_PATH", str(tmp_path / "chroma"))
    monkeypatch.setenv("LTM_BACKUP_PATH", str(tmp_path / "backups"))
    runner = CliRunner()

    def run(*args: str, code: int = 0):
        result = runner.invoke(app, list(args))
        assert result.exit_code == code, (result.stdout, result.stderr)
        return result

    run.db = db
    return run


@pytest.mark.parametrize("spelling", ["SQLite", "sqlite_vec", "sqlitevec"])
def test_the_hook_never_creates_a_store_named_by_an_alias(tmp_path, monkeypatch, spelling):
    db = tmp_path / "ltm" / "memories.db"
    monkeypatch.setenv("LTM_DB_PATH", str(db))
    monkeypatch.setenv("LTM_VECTOR_PROVIDER", spelling)
    out, err = io.StringIO(), io.StringIO()
    assert hook_module.run_hook(io.StringIO(_event()), out, err) == 0
    assert (out.getvalue(), err.getvalue()) == ("", "")
    assert not db.parent.exists()  # no store, no marker folder: nothing created


def test_a_first_prompt_without_a_store_loads_only_the_registry(tmp_path):
    probe = (
        "import io, json, sys\n"
        f"sys.stdin = io.StringIO({_event()!r})\n"
        "sys.argv = ['ltm', 'recall', '--hook']\n"
        "from ltm_core.entry import main\n"
        "try:\n    main()\nexcept SystemExit as done:\n    code = done.code\n"
        "print(json.dumps([code, sorted(m for m in sys.modules if m.startswith('ltm_core'))]))\n"
    )
    env = {"LTM_DB_PATH": str(tmp_path / "none" / "m.db"), "PATH": "/usr/bin:/bin"}
    env |= {"PYTHONPATH": ":".join(sys.path)}
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=60
    )
    code, ours = json.loads(out.stdout.splitlines()[-1])
    assert code == 0, out.stderr
    assert ours == [
        "ltm_core",
        "ltm_core._moved",
        "ltm_core.entry",
        "ltm_core.hook",
        "ltm_core.registry",
    ]


def test_an_unknown_backend_is_one_line_naming_the_valid_ones_never_the_value(ltm, monkeypatch):
    monkeypatch.setenv("LTM_VECTOR_PROVIDER", SECRET)
    result = ltm("list", code=2)
    assert result.stderr.count("\n") == 1 and "LTM_VECTOR_PROVIDER" in result.stderr
    assert all(name in result.stderr for name in BACKENDS)
    assert SECRET not in result.stdout + result.stderr
    assert not ltm.db.parent.exists()


def test_a_backend_without_backups_says_so_and_opens_nothing(ltm, tmp_path, monkeypatch):
    monkeypatch.setenv("LTM_VECTOR_PROVIDER", "chroma")
    for args, code in ((["backup"], 2), (["backups"], 1), (["restore", str(tmp_path)], 2)):
        result = ltm(*args, code=code)
        assert "chroma store (LTM_VECTOR_PROVIDER) keeps no backups" in result.stderr, args
    assert json.loads(ltm("backups", "--json").stdout) == []
    assert not (tmp_path / "chroma").exists() and not ltm.db.parent.exists()
    assert not (tmp_path / "backups").exists()


def test_backups_of_a_lost_store_are_listed_and_restored_without_creating_it(ltm):
    ltm("remember", "Alice prefers metric units")
    ltm("backup")
    ltm.db.parent.rename(ltm.db.parent.with_name("lost"))  # the store's folder is gone
    newest = json.loads(ltm("backups", "--json").stdout)[0]  # the automatic one, then ours
    assert newest["memories"] == 1 and not ltm.db.exists()  # listing never created the store
    assert "no store at" in ltm("backup", code=1).stderr
    assert "restored 1 memories" in ltm("restore", newest["path"]).stdout
    restored = SqliteVecProvider(ltm.db)  # a new connection: the file restore wrote
    try:
        assert restored.total_memories() == 1
    finally:
        restored.close()


SOURCE = Path(ltm_core.__file__).parent
#: The registry itself, and the bench command whose --backend option names what it runs.
NAMES_ALLOWED = {"registry.py", "factory.py", "cli/showcase.py"}


def _name_comparisons(source: str) -> list[str]:
    """The backend names ``source`` compares anything with (``==``, ``!=``, ``in``)."""
    spelled = set(BACKENDS) | set(ALIASES)
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Compare):
            continue
        for side in [node.left, *node.comparators]:
            values = side.elts if isinstance(side, ast.Tuple | ast.List | ast.Set) else [side]
            found += [v.value for v in values if isinstance(v, ast.Constant) and v.value in spelled]
    return found


def test_nothing_outside_the_stores_branches_on_a_backend_name():
    packages = SOURCE.parent.parent.parent
    files = [p for p in SOURCE.rglob("*.py") if "stores" not in p.relative_to(SOURCE).parts]
    files += [p for p in packages.glob("ltm-*/src/ltm_*/**/*.py") if "ltm_core" not in p.parts]
    assert len(files) > 50  # the check reads real files
    branching = {
        str(path): names
        for path in files
        if str(path.relative_to(SOURCE) if SOURCE in path.parents else path) not in NAMES_ALLOWED
        and (names := _name_comparisons(path.read_text(encoding="utf-8")))
    }
    assert branching == {}
    assert _name_comparisons("if provider_name(s) == 'postgres': pass") == ["postgres"]
