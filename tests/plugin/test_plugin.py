"""The Claude Code plugin: its files, its pinned versions, and its hook command run for real.

Each file is checked against the fields Claude Code documents, and the hook command runs as
``hooks/hooks.json`` spells it (only the ``uvx`` pin replaced by the local ``ltm``).

The schemas below keep to the fields of Claude Code's plugin reference (plugin.json,
marketplace.json, hooks, MCP servers) and skills pages (SKILL.md front matter); anything else in
our files would be ignored or rejected by Claude Code, so it fails here.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
import tomllib
from pathlib import Path

import jsonschema
import pytest
import yaml
from ltm_core import LongTermMemory, MemoryScope
from ltm_core.vector.sqlite_vec import SqliteVecProvider

REPO = Path(__file__).resolve().parents[2]
MARKETPLACE = REPO / ".claude-plugin" / "marketplace.json"
EVENT = Path(__file__).with_name("user_prompt_submit.json")

KEBAB = r"^[a-z0-9]+(-[a-z0-9]+)*$"
SEMVER = r"^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$"
PERSON = {
    "type": "object",
    "required": ["name"],
    "properties": {
        "name": {"type": "string", "minLength": 1},
        "email": {"type": "string"},
        "url": {"type": "string"},
    },
    "additionalProperties": False,
}
PATHS = {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]}
PATH_OR_CONFIG = {"oneOf": [{"type": "string"}, {"type": "object"}]}
METADATA = {
    "description": {"type": "string"},
    "version": {"type": "string", "pattern": SEMVER},
    "author": PERSON,
    "homepage": {"type": "string"},
    "repository": {"type": "string"},
    "license": {"type": "string"},
    "keywords": {"type": "array", "items": {"type": "string"}},
}
COMPONENTS = {
    "commands": PATHS,
    "agents": PATHS,
    "skills": PATHS,
    "outputStyles": PATHS,
    "hooks": PATH_OR_CONFIG,
    "mcpServers": PATH_OR_CONFIG,
    "lspServers": PATH_OR_CONFIG,
}
PLUGIN_SCHEMA = {
    "type": "object",
    "required": ["name"],
    "properties": {
        "$schema": {"type": "string"},
        "name": {"type": "string", "pattern": KEBAB},
        **METADATA,
        **COMPONENTS,
    },
    "additionalProperties": False,
}
MARKETPLACE_SCHEMA = {
    "type": "object",
    "required": ["name", "owner", "plugins"],
    "properties": {
        "$schema": {"type": "string"},
        "name": {"type": "string", "pattern": KEBAB},
        "owner": PERSON,
        "metadata": {
            "type": "object",
            "properties": {
                "description": {"type": "string"},
                "version": {"type": "string"},
                "pluginRoot": {"type": "string"},
            },
            "additionalProperties": False,
        },
        "plugins": {
            "type": "array",
            "minItems": 1,
            "items": {
                "type": "object",
                "required": ["name", "source"],
                "properties": {
                    "name": {"type": "string", "pattern": KEBAB},
                    "source": PATH_OR_CONFIG,
                    "category": {"type": "string"},
                    "tags": {"type": "array", "items": {"type": "string"}},
                    "strict": {"type": "boolean"},
                    **METADATA,
                    **COMPONENTS,
                },
                "additionalProperties": False,
            },
        },
    },
    "additionalProperties": False,
}
HOOK_EVENTS = [
    "PreToolUse",
    "PostToolUse",
    "Notification",
    "UserPromptSubmit",
    "Stop",
    "SubagentStop",
    "PreCompact",
    "SessionStart",
    "SessionEnd",
]
HOOKS_SCHEMA = {
    "type": "object",
    "required": ["hooks"],
    "properties": {
        "description": {"type": "string"},
        "hooks": {
            "type": "object",
            "propertyNames": {"enum": HOOK_EVENTS},
            "additionalProperties": {
                "type": "array",
                "items": {
                    "type": "object",
                    "required": ["hooks"],
                    "properties": {
                        "matcher": {"type": "string"},
                        "hooks": {
                            "type": "array",
                            "minItems": 1,
                            "items": {
                                "type": "object",
                                "required": ["type", "command"],
                                "properties": {
                                    "type": {"const": "command"},
                                    "command": {"type": "string", "minLength": 1},
                                    "timeout": {"type": "number", "exclusiveMinimum": 0},
                                },
                                "additionalProperties": False,
                            },
                        },
                    },
                    "additionalProperties": False,
                },
            },
        },
    },
    "additionalProperties": False,
}
MCP_SCHEMA = {
    "type": "object",
    "required": ["mcpServers"],
    "properties": {
        "mcpServers": {
            "type": "object",
            "minProperties": 1,
            "additionalProperties": {
                "type": "object",
                "required": ["command"],
                "properties": {
                    "type": {"const": "stdio"},
                    "command": {"type": "string", "minLength": 1},
                    "args": {"type": "array", "items": {"type": "string"}},
                    "env": {"type": "object", "additionalProperties": {"type": "string"}},
                },
                "additionalProperties": False,
            },
        }
    },
    "additionalProperties": False,
}


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def plugin_root() -> Path:
    (entry,) = load(MARKETPLACE)["plugins"]
    source = entry["source"]
    assert isinstance(source, str) and source.startswith("./"), "a path in this repository"
    return (REPO / source).resolve()


def package_version(package: str) -> str:
    pyproject = REPO / "packages" / package / "pyproject.toml"
    return tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"]


def hook_command() -> str:
    (group,) = load(plugin_root() / "hooks" / "hooks.json")["hooks"]["UserPromptSubmit"]
    (entry,) = group["hooks"]
    return entry["command"]


def test_marketplace_lists_the_plugin_in_this_repository():
    marketplace = load(MARKETPLACE)
    jsonschema.validate(marketplace, MARKETPLACE_SCHEMA)
    root = plugin_root()
    assert root.is_relative_to(REPO) and (root / ".claude-plugin" / "plugin.json").is_file()
    (entry,) = marketplace["plugins"]
    manifest = load(root / ".claude-plugin" / "plugin.json")
    assert (entry["name"], entry["version"]) == (manifest["name"], manifest["version"])


def test_plugin_manifest_has_only_documented_fields():
    jsonschema.validate(load(plugin_root() / ".claude-plugin" / "plugin.json"), PLUGIN_SCHEMA)


def test_components_sit_where_claude_code_looks_for_them():
    root = plugin_root()
    # Component folders belong at the plugin root, never inside .claude-plugin/.
    assert sorted(p.name for p in (root / ".claude-plugin").iterdir()) == ["plugin.json"]
    jsonschema.validate(load(root / "hooks" / "hooks.json"), HOOKS_SCHEMA)
    jsonschema.validate(load(root / ".mcp.json"), MCP_SCHEMA)


def test_skill_front_matter_is_what_claude_code_reads():
    skill = plugin_root() / "skills" / "long-term-memory" / "SKILL.md"
    text = skill.read_text(encoding="utf-8")
    match = re.match(r"^---\n(.*?)\n---\n", text, re.DOTALL)
    assert match, "SKILL.md opens with YAML front matter"
    front = yaml.safe_load(match.group(1))
    assert set(front) <= {"name", "description", "allowed-tools", "license", "metadata"}
    assert front["name"] == skill.parent.name and re.fullmatch(KEBAB, front["name"])
    assert len(front["name"]) <= 64 and 0 < len(front["description"]) <= 1024
    body = text[match.end() :].casefold()
    for topic in ("start of a task", "decision", "preference", "duplicate", "secret", "<private>"):
        assert topic in body, topic


def test_the_plugin_starts_the_released_versions_it_belongs_to():
    import ltm_core
    import ltm_mcp

    core, mcp = package_version("ltm-core"), package_version("ltm-mcp")
    assert (ltm_core.__version__, ltm_mcp.__version__) == (core, mcp)
    manifest = load(plugin_root() / ".claude-plugin" / "plugin.json")
    assert manifest["version"] == core == mcp == load(MARKETPLACE)["metadata"]["version"]
    assert shlex.split(hook_command()) == [
        "uvx",
        "--from",
        f"ltm-core=={core}",
        "ltm",
        "recall",
        "--hook",
    ]
    (server,) = load(plugin_root() / ".mcp.json")["mcpServers"].values()
    assert [server["command"], *server["args"]] == ["uvx", "--from", f"ltm-mcp=={mcp}", "ltm-mcp"]


def local_command(command: str) -> list[str]:
    """``hooks.json``'s command with its ``uvx --from ltm-core==X`` prefix dropped.

    The rest runs as spelled, on this environment's ``ltm`` console script: uvx would fetch the
    pinned release from PyPI instead of testing this checkout.
    """
    words = shlex.split(command)
    assert words[:2] == ["uvx", "--from"]
    program, *args = words[3:]
    return [str(Path(sys.executable).parent / program), *args]


@pytest.mark.skipif(not (Path(sys.executable).parent / "ltm").exists(), reason="no ltm script")
def test_the_hook_command_answers_a_recorded_event(tmp_path, embedder):
    db = tmp_path / ".ltm" / "memories.db"
    store = SqliteVecProvider(db)
    memory = LongTermMemory(MemoryScope("dev", "personal"), embedder=embedder, store=store)
    units = memory.remember("The user wants metric units in every form", kind="preference").id
    memory.close()
    store.close()
    env = {**os.environ, "HOME": str(tmp_path), "LTM_USER": "dev"}
    env.pop("LTM_DB_PATH", None)  # the default store under HOME, as for a user
    command = local_command(hook_command())
    first = subprocess.run(
        command, input=EVENT.read_text(), capture_output=True, text=True, env=env, timeout=300
    )
    assert first.returncode == 0, first.stderr
    output = json.loads(first.stdout)["hookSpecificOutput"]
    assert output["hookEventName"] == "UserPromptSubmit" and units in output["additionalContext"]
    later = subprocess.run(
        command, input=EVENT.read_text(), capture_output=True, text=True, env=env, timeout=300
    )
    assert (later.returncode, later.stdout) == (0, "")
