from __future__ import annotations

import pytest
from ltm_core import (
    ChatMessage,
    ContentGuard,
    ContentRejected,
    LongTermMemory,
    LTMSettings,
    MemoryItem,
    MemoryScope,
    create_default_long_term_memory,
)
from ltm_core.factory import default_store, is_enabled


@pytest.mark.parametrize("bad", ["", "   ", "\t\n"])
def test_blank_user_ids_are_refused(bad):
    with pytest.raises(ValueError, match="user_id"):
        MemoryScope(bad)


@pytest.mark.parametrize("bad", [None, 42, b"alice", ["alice"]])
def test_non_string_user_ids_are_refused(bad):
    with pytest.raises(TypeError, match="user_id"):
        MemoryScope(bad)


def test_scope_keys_are_collision_free():
    assert MemoryScope("a_b", "c").key != MemoryScope("a", "b_c").key
    assert MemoryScope("a", "b", None).key != MemoryScope("a", "b", "").key
    assert MemoryScope("alice").key != MemoryScope("Alice").key
    assert MemoryScope("alice", "chat", "w").key == MemoryScope("alice", "chat", "w").key


def test_memory_item_validates_kind_and_importance():
    with pytest.raises(ValueError, match="unknown memory kind"):
        MemoryItem(text="x", kind="gossip")
    with pytest.raises(ValueError):
        MemoryItem(text="x", importance=1.5)
    assert MemoryItem(text="x", tags=[" a ", "a", "", "b"]).tags == ["a", "b"]


def test_chat_message_accepts_framework_role_names():
    assert ChatMessage(role="human", content="hi").role == "user"
    assert ChatMessage(role="AI", content="hi").role == "assistant"
    with pytest.raises(ValueError):
        ChatMessage(role="narrator", content="hi")


def test_settings_read_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("LTM_DB_PATH", str(tmp_path / "x" / "m.db"))
    monkeypatch.setenv("LTM_MAX_ITEMS", "7")
    monkeypatch.setenv("LTM_GUARD_DISABLE", "jwt, luhn_card")
    monkeypatch.setenv("LTM_KIND_HALF_LIFE_DAYS", '{"task": 7, "fact": null}')
    monkeypatch.setenv("LTM_HALF_LIFE_DAYS", "10")
    s = LTMSettings()
    assert s.db_path == tmp_path / "x" / "m.db"
    assert s.max_items == 7
    assert s.guard_disable == ["jwt", "luhn_card"]
    assert s.half_life("task") == 7
    assert s.half_life("fact") is None
    assert s.half_life("event") == 10
    assert s.half_life("identity") is None


def test_unknown_kind_in_half_lives_is_an_error(monkeypatch):
    monkeypatch.setenv("LTM_KIND_HALF_LIFE_DAYS", '{"gossip": 3}')
    with pytest.raises(ValueError, match="LTM_KIND_HALF_LIFE_DAYS names 1 unknown kind") as error:
        LTMSettings()
    # The valid kinds are listed; the value is never quoted (a key pasted into the variable).
    assert "preference" in str(error.value) and "gossip" not in str(error.value)


@pytest.mark.parametrize(
    ("arg", "env", "expected"),
    [
        (None, None, False),
        (True, None, True),
        (None, "1", True),
        (None, "yes", True),
        (None, "on", True),
        (True, "0", False),
        (True, "false", False),
        (True, "off", False),
        (False, "1", False),
        (None, "no", False),
    ],
)
def test_opt_in_and_hard_veto(monkeypatch, arg, env, expected):
    if env is not None:
        monkeypatch.setenv("LTM_ENABLED", env)
    assert is_enabled(arg, LTMSettings()) is expected


def test_factory_returns_none_unless_opted_in(monkeypatch, tmp_path, embedder):
    settings = LTMSettings(db_path=tmp_path / "m.db")
    assert create_default_long_term_memory("alice", settings=settings) is None
    monkeypatch.setenv("LTM_ENABLED", "0")
    assert create_default_long_term_memory("alice", enabled=True, embedder=embedder) is None
    assert not (tmp_path / "m.db").exists()


def test_factory_builds_the_embedded_default(monkeypatch, tmp_path, embedder):
    db = tmp_path / "nested" / "folders" / "memories.db"
    monkeypatch.setenv("LTM_DB_PATH", str(db))
    memory = create_default_long_term_memory(
        "alice", namespace="chat", workspace_id="thread-42", enabled=True, embedder=embedder
    )
    assert isinstance(memory, LongTermMemory)
    assert memory.scope == MemoryScope("alice", "chat", "thread-42")
    memory.remember("Alice prefers metric units", kind="preference", importance=0.8)
    assert memory.recall("what units should I use?", k=5)[0].item.text.startswith("Alice")
    assert db.exists()
    assert memory.store.info().provider == "sqlite-vec"
    # A second memory for the same file shares one store (one connection, one cache).
    other = create_default_long_term_memory("bob", enabled=True, embedder=embedder)
    assert other.store is memory.store
    memory.close()
    other.close()


def test_factory_default_path_is_under_home(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    assert LTMSettings().db_path == tmp_path / ".ltm" / "memories.db"


def test_unknown_backend_name_is_a_clear_error():
    with pytest.raises(ValueError, match="LTM_VECTOR_PROVIDER") as info:
        default_store(LTMSettings(vector_provider="mongo"))
    assert "sqlite-vec" in str(info.value)


def test_unknown_guard_rule_fails_at_start_up(monkeypatch, tmp_path, embedder):
    monkeypatch.setenv("LTM_GUARD_DISABLE", "no_such_rule")
    with pytest.raises(ValueError, match="no_such_rule"):
        create_default_long_term_memory(
            "alice", enabled=True, embedder=embedder, settings=LTMSettings(db_path=tmp_path / "m")
        )


def test_guard_settings_reach_the_memory(monkeypatch, tmp_path, embedder):
    monkeypatch.setenv("LTM_GUARD_EXTRA_PATTERNS", '{"employee_id": "EMP-[0-9]{6}"}')
    memory = create_default_long_term_memory(
        "alice", enabled=True, embedder=embedder, settings=LTMSettings(db_path=tmp_path / "m.db")
    )
    with pytest.raises(ContentRejected) as info:
        memory.remember("my badge is EMP-123456")
    assert info.value.pattern == "employee_id"
    memory.close()


def test_an_openai_key_alone_sends_nothing_anywhere(monkeypatch, tmp_path, embedder):
    from ltm_core.extraction import LLMExtractor, RuleExtractor
    from ltm_core.factory import default_extractor, default_llm

    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-not-used")
    settings = LTMSettings()
    assert default_llm(settings) is None
    assert default_extractor(settings, ContentGuard()) is None  # the memory's rule extractor
    memory = create_default_long_term_memory(
        "alice",
        enabled=True,
        embedder=embedder,
        settings=LTMSettings(db_path=tmp_path / "m.db"),
    )
    assert isinstance(memory.extractor, RuleExtractor)
    memory.close()
    monkeypatch.setenv("LTM_LLM_MODEL", "gpt-4o-mini")
    llm = default_llm(LTMSettings())
    assert llm.url == "https://api.openai.com/v1/chat/completions"
    assert isinstance(default_extractor(LTMSettings(), ContentGuard()), LLMExtractor)


def test_llm_endpoints_from_settings(monkeypatch):
    from ltm_core.factory import default_llm

    monkeypatch.setenv("OLLAMA_BASE_URL", "http://localhost:11434")
    llm = default_llm(LTMSettings())
    assert (llm.url, llm.model) == ("http://localhost:11434/v1/chat/completions", "llama3.2")
    monkeypatch.setenv("LTM_LLM_BASE_URL", "http://vllm:8000/v1/")
    monkeypatch.setenv("LTM_LLM_MODEL", "qwen")
    llm = default_llm(LTMSettings())
    assert (llm.url, llm.model) == ("http://vllm:8000/v1/chat/completions", "qwen")
