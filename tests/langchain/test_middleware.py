"""LongTermMemoryMiddleware in real create_agent runs, with a scripted model that records its input."""

from __future__ import annotations

import json

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, SystemMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from ltm_core import LongTermMemory
from ltm_langchain import LongTermMemoryMiddleware, MissingUserIdWarning

from tests.langchain.conftest import SECRET, Context
from tests.langchain.fakes import ScriptedChatModel

SYSTEM = "You are a helpful cook."
BLOCK = "<recalled-memories>"


@tool
def kitchen_timer(minutes: int) -> str:
    """Set a kitchen timer."""
    return f"Timer set for {minutes} minutes."


def build(factory, model, *, tools=(), **options):
    # These tests read the block from the system message; the default placement has its own.
    options.setdefault("placement", "system")
    middleware = LongTermMemoryMiddleware(factory, **options)
    agent = create_agent(
        model,
        tools=list(tools),
        middleware=[middleware],
        context_schema=Context,
        checkpointer=InMemorySaver(),
        system_prompt=SYSTEM,
    )
    return agent, middleware


def ask(agent, text, user="alice", thread="t1", **config):
    return agent.invoke(
        {"messages": [("user", text)]},
        {"configurable": {"thread_id": thread, **config}},
        context=Context(user),
    )


async def aask(agent, text, user="alice", thread="t1"):
    return await agent.ainvoke(
        {"messages": [("user", text)]},
        {"configurable": {"thread_id": thread}},
        context=Context(user),
    )


def seed(factory):
    factory.memory("alice").remember("The user is vegetarian.", kind="preference")
    factory.memory("alice").remember("The user prefers metric units.", kind="preference")
    factory.memory("bob").remember("The user loves steak and barbecue.", kind="preference")


def system_text(model, call=-1):
    first = model.calls[call][0]
    assert first.type == "system"
    return str(first.text)


@pytest.fixture
def recalls(monkeypatch):
    """Every query LongTermMemory.recall answers during the test (arecall goes through it)."""
    seen: list[str] = []
    original = LongTermMemory.recall

    def counting(self, query, k=5, **kwargs):
        seen.append(query)
        return original(self, query, k, **kwargs)

    monkeypatch.setattr(LongTermMemory, "recall", counting)
    return seen


def test_the_model_sees_the_users_own_memories_and_never_another_users(factory):
    seed(factory)
    model = ScriptedChatModel()
    agent, _ = build(factory, model)

    ask(agent, "What should I cook tonight?", user="alice")
    alice_prompt = system_text(model)
    ask(agent, "What should I cook tonight?", user="bob", thread="t2")
    bob_prompt = system_text(model)

    assert alice_prompt.startswith(SYSTEM)
    assert BLOCK in alice_prompt and "The user is vegetarian." in alice_prompt
    assert "steak" not in alice_prompt
    assert BLOCK in bob_prompt and "steak" in bob_prompt
    assert "vegetarian" not in bob_prompt


def test_the_block_never_enters_the_checkpointed_history(factory):
    seed(factory)
    model = ScriptedChatModel()
    agent, _ = build(factory, model)

    ask(agent, "What should I cook tonight?")
    ask(agent, "And for dessert?")

    saved = agent.get_state({"configurable": {"thread_id": "t1"}}).values["messages"]
    assert [m.type for m in saved] == ["human", "ai", "human", "ai"]
    assert not any(BLOCK in str(m.text) for m in saved)
    # The second call got one fresh block, not one per earlier turn.
    assert system_text(model).count(BLOCK) == 1
    assert sum(BLOCK in str(m.text) for m in model.calls[-1]) == 1


def test_a_system_message_made_of_content_blocks_keeps_them_and_gets_one_more(factory):
    seed(factory)
    model = ScriptedChatModel()
    system = SystemMessage(content=[{"type": "text", "text": "Be brief."}])
    agent = create_agent(
        model,
        middleware=[LongTermMemoryMiddleware(factory, placement="system")],
        context_schema=Context,
        system_prompt=system,
    )

    agent.invoke({"messages": [("user", "Dinner ideas?")]}, context=Context("alice"))

    blocks = model.calls[-1][0].content
    assert blocks[0] == {"type": "text", "text": "Be brief."}
    assert len(blocks) == 2 and "The user is vegetarian." in blocks[1]["text"]


def test_placement_before_user_puts_a_system_message_before_the_latest_user_message(factory):
    seed(factory)
    model = ScriptedChatModel()
    agent, _ = build(factory, model, placement="before_user")

    ask(agent, "Hello")
    ask(agent, "What should I cook tonight?")

    sent = model.calls[-1]
    assert [m.type for m in sent] == ["system", "human", "ai", "system", "human"]
    assert str(sent[0].text) == SYSTEM
    assert BLOCK in str(sent[3].text) and "vegetarian" in str(sent[3].text)
    assert str(sent[4].text) == "What should I cook tonight?"
    saved = agent.get_state({"configurable": {"thread_id": "t1"}}).values["messages"]
    assert [m.type for m in saved] == ["human", "ai", "human", "ai"]


def test_a_tool_loop_recalls_once_per_human_message(factory, recalls):
    seed(factory)
    calls = [
        AIMessage("", tool_calls=[{"name": "kitchen_timer", "args": {"minutes": 5}, "id": "c1"}]),
        AIMessage("", tool_calls=[{"name": "kitchen_timer", "args": {"minutes": 9}, "id": "c2"}]),
        "Both timers are set.",
    ]
    model = ScriptedChatModel(script=calls)
    agent, _ = build(factory, model, tools=[kitchen_timer])

    result = ask(agent, "Set timers for my vegetarian lasagne")

    assert result["messages"][-1].text == "Both timers are set."
    assert len(model.calls) == 3
    assert all("The user is vegetarian." in system_text(model, i) for i in range(3))
    assert recalls == ["Set timers for my vegetarian lasagne"]

    ask(agent, "Thanks! What about units?")
    assert recalls[-1] == "Thanks! What about units?" and len(recalls) == 2


def test_the_turn_is_mined_in_the_background_and_a_new_thread_benefits(factory):
    model = ScriptedChatModel(script=["Noted!"])
    agent, middleware = build(factory, model)

    ask(agent, "I am vegetarian and I prefer metric units.", thread="monday")
    assert middleware.flush()
    memories = [m for m in factory.memory("alice").list() if not m.episode]
    assert sorted(m.text for m in memories) == [
        "The user is vegetarian.",
        "The user prefers metric units.",
    ]
    assert {m.metadata.get("thread_id") for m in memories} == {"monday"}

    ask(agent, "Suggest a recipe for tonight.", thread="tuesday")
    assert "The user is vegetarian." in system_text(model)
    # The first session's own prompt had nothing to recall.
    assert BLOCK not in system_text(model, 0)


def test_without_background_the_turn_is_stored_before_invoke_returns(factory):
    agent, _ = build(factory, ScriptedChatModel(), background=False)

    ask(agent, "I'm allergic to peanuts.")

    assert factory.texts("alice") == ["The user is allergic to peanuts."]


def test_a_secret_the_user_types_is_not_stored(factory):
    agent, middleware = build(factory, ScriptedChatModel())

    ask(agent, f"Remember that my OpenAI key is {SECRET}. Also, I live in Berlin.")
    middleware.flush()

    assert factory.texts("alice") == ["The user lives in Berlin."]
    assert SECRET not in json.dumps(factory.memory("alice").export())


async def test_ainvoke_recalls_and_mines(factory, recalls):
    seed(factory)
    model = ScriptedChatModel()
    agent, middleware = build(factory, model)

    await aask(agent, "I'm allergic to peanuts. What should I cook?")
    assert middleware.flush()

    assert "The user is vegetarian." in system_text(model)
    assert "steak" not in system_text(model)
    assert recalls == ["I'm allergic to peanuts. What should I cook?"]
    assert "The user is allergic to peanuts." in factory.texts("alice")


async def test_ainvoke_without_background_mines_before_returning(factory):
    agent, _ = build(factory, ScriptedChatModel(), background=False)

    await aask(agent, "My name is Alice.", thread="async-thread")

    [memory] = [m for m in factory.memory("alice").list() if not m.episode]
    assert memory.text == "The user's name is Alice."
    assert memory.metadata == {"thread_id": "async-thread"}


def test_workspace_defaults_to_user_wide_memory(factory):
    agent, middleware = build(factory, ScriptedChatModel())

    ask(agent, "I'm allergic to peanuts.", thread="t1")
    middleware.flush()

    assert {(s.user_id, s.namespace, s.workspace_id) for s in factory.scopes} == {
        ("alice", "chat", None)
    }


def test_workspace_from_thread_keeps_memories_within_their_thread(factory):
    model = ScriptedChatModel()
    agent, middleware = build(factory, model, workspace_from_thread=True)

    ask(agent, "I'm allergic to peanuts.", thread="t1")
    middleware.flush()
    ask(agent, "What snack should I get?", thread="t2")
    other_thread = system_text(model)
    ask(agent, "What snack should I get?", thread="t1")
    same_thread = system_text(model)

    assert factory.texts("alice", workspace_id="t1") == ["The user is allergic to peanuts."]
    assert factory.texts("alice") == []
    assert BLOCK not in other_thread
    assert "The user is allergic to peanuts." in same_thread


def test_an_explicit_workspace_and_namespace_in_the_config_win(factory):
    factory.memory("alice", "work", "proj-x").remember("The user deploys on Fridays.")
    factory.memory("alice").remember("The user deploys on Mondays only.")
    model = ScriptedChatModel()
    agent, _ = build(factory, model, workspace_from_thread=True)

    ask(agent, "When do I deploy?", namespace="work", workspace_id="proj-x")

    assert "The user deploys on Fridays." in system_text(model)
    assert "Mondays" not in system_text(model)


def test_the_user_id_can_come_from_the_configurable_or_a_dict_context(factory):
    seed(factory)
    model = ScriptedChatModel()
    agent = create_agent(model, middleware=[LongTermMemoryMiddleware(factory, placement="system")])

    agent.invoke(
        {"messages": [("user", "What should I cook?")]},
        {"configurable": {"user_id": "bob"}},
    )
    from_config = system_text(model)
    agent.invoke({"messages": [("user", "What should I cook?")]}, context={"user_id": "alice"})
    from_dict = system_text(model)

    assert "steak" in from_config and "vegetarian" not in from_config
    assert "vegetarian" in from_dict and "steak" not in from_dict


def test_a_call_without_user_id_warns_recalls_nothing_and_stores_nothing(factory):
    seed(factory)
    seen = len(factory.scopes)
    model = ScriptedChatModel()
    agent, middleware = build(factory, model)

    with pytest.warns(MissingUserIdWarning, match="user_id"):
        agent.invoke(
            {"messages": [("user", "I'm allergic to peanuts. What should I cook?")]},
            {"configurable": {"thread_id": "t1"}},
            context=Context(None),
        )
    middleware.flush()

    assert BLOCK not in system_text(model)
    assert len(factory.scopes) == seen  # no memory was even opened
    assert "The user is allergic to peanuts." not in factory.texts("alice")


def test_ltm_enabled_0_vetoes_recall_and_mining(factory, monkeypatch):
    seed(factory)
    monkeypatch.setenv("LTM_ENABLED", "0")
    model = ScriptedChatModel()
    agent, middleware = build(factory, model)

    ask(agent, "I'm allergic to peanuts. What should I cook?")
    middleware.flush()

    assert BLOCK not in system_text(model)
    assert factory.scopes  # the factory was asked, and said no
    assert factory.texts("alice") == ["The user is vegetarian.", "The user prefers metric units."]


def test_the_default_factory_is_the_core_default_memory(tmp_path, monkeypatch):
    monkeypatch.setenv("LTM_DB_PATH", str(tmp_path / "default.db"))
    model = ScriptedChatModel()
    middleware = LongTermMemoryMiddleware(background=False, placement="system")
    agent = create_agent(model, middleware=[middleware], context_schema=Context)

    agent.invoke({"messages": [("user", "I'm allergic to peanuts.")]}, context=Context("carol"))
    agent.invoke({"messages": [("user", "Any snack ideas?")]}, context=Context("carol"))
    middleware.close()

    assert (tmp_path / "default.db").exists()
    assert "The user is allergic to peanuts." in system_text(model)


def test_placement_must_be_known():
    with pytest.raises(ValueError, match="placement"):
        LongTermMemoryMiddleware(lambda scope: None, placement="above_user")


def test_one_agent_serves_concurrent_users_without_mixing_them(factory):
    seed(factory)
    model = ScriptedChatModel()
    agent = create_agent(model, middleware=[LongTermMemoryMiddleware(factory, placement="system")])
    users = ["alice", "bob"] * 3

    agent.batch(
        [{"messages": [("user", f"{user}: what should I cook?")]} for user in users],
        [{"configurable": {"user_id": user}} for user in users],
    )

    assert len(model.calls) == 6
    for sent in model.calls:
        asker, prompt = str(sent[-1].text).split(":")[0], str(sent[0].text)
        if asker == "alice":
            assert "vegetarian" in prompt and "steak" not in prompt
        else:
            assert "steak" in prompt and "vegetarian" not in prompt
