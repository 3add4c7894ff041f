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
