"""The default placement keeps the provider's prompt cache warm: only the latest message changes."""

from __future__ import annotations

from langchain.agents import create_agent
from langgraph.checkpoint.memory import InMemorySaver
from ltm_langchain import LongTermMemoryMiddleware

from tests.langchain.conftest import Context
from tests.langchain.fakes import ScriptedChatModel

SYSTEM = "You are a helpful cook."
BLOCK = "<recalled-memories>"


def test_block_is_the_last_part_of_the_latest_human_message_and_the_prefix_never_changes(
    factory,
):
    factory.memory("alice").remember("The user is vegetarian.", kind="preference")
    factory.memory("alice").remember("The user measures in grams.", kind="preference")
    model = ScriptedChatModel()
    middleware = LongTermMemoryMiddleware(factory, background=False)
    agent = create_agent(
        model,
        tools=[],
        middleware=[middleware],
        context_schema=Context,
        checkpointer=InMemorySaver(),
        system_prompt=SYSTEM,
    )
    config = {"configurable": {"thread_id": "t1"}}
    agent.invoke({"messages": [("user", "Any vegetarian dish?")]}, config, context=Context("alice"))
    agent.invoke({"messages": [("user", "grams or ounces?")]}, config, context=Context("alice"))

    first, second = model.calls[0], model.calls[1]
    # The system message is byte-identical across turns.
    assert first[0].type == second[0].type == "system"
    assert first[0].content == second[0].content and BLOCK not in str(second[0].content)
    # Turn two resends turn one's human message exactly as the user wrote it...
    assert second[1].content == "Any vegetarian dish?"
    # ...which is what turn one sent before its block: the cached prefix still matches.
    assert first[1].content[0] == {"type": "text", "text": "Any vegetarian dish?"}
    assert first[1].content[-1]["text"].startswith(BLOCK)
    # Only the latest message carries a block, and the two recalls differ.
    latest = second[-1]
    assert latest.type == "human" and latest.content[0]["text"] == "grams or ounces?"
    assert latest.content[-1]["text"].startswith(BLOCK)
    assert latest.content[-1]["text"] != first[1].content[-1]["text"]
    assert all(BLOCK not in str(m.content) for m in second[:-1])
    saved = agent.get_state(config).values["messages"]
    assert all(BLOCK not in str(m.content) for m in saved)


def test_placement_names_the_choices():
    import pytest

    with pytest.raises(ValueError, match="user_end"):
        LongTermMemoryMiddleware(lambda scope: None, placement="top")


SESSIONS = {
    "s1": ["We finally went camping at Lake Tahoe last weekend.", "The kids loved the canoe."],
    "s2": ["My sister Mia just started her new job at a bakery.", "She bakes sourdough daily."],
    "s3": ["I have been reading a lot of science fiction lately.", "Dune was amazing."],
}


def test_three_natural_sessions_then_a_fourth_recalls_the_right_episode_and_forgets_one(
    factory, monkeypatch
):
    monkeypatch.setenv("LTM_EPISODES", "1")
    model = ScriptedChatModel()
    middleware = LongTermMemoryMiddleware(factory, background=False)
    agent = create_agent(model, tools=[], middleware=[middleware], context_schema=Context)
    for thread, lines in SESSIONS.items():
        for line in lines:
            config = {"configurable": {"thread_id": thread}}
            agent.invoke({"messages": [("user", line)]}, config, context=Context("alice"))

    config = {"configurable": {"thread_id": "s4"}}
    agent.invoke(
        {"messages": [("user", "Where did we go camping?")]}, config, context=Context("alice")
    )
    block = model.calls[-1][-1].content[-1]["text"]
    camping = next(line for line in block.splitlines() if "Lake Tahoe" in line)
    assert camping.startswith("- [episode]") and "thread s1" in camping

    memory = factory.memory("alice")
    before = {i.id: i for i in memory.list(limit=100)}
    gone = memory.forget_source(thread_id="s2")
    after = {i.id for i in memory.list(limit=100)}
    removed = [before[i] for i in set(before) - after]
    assert gone.episodes == 2 and removed
    assert all(i.thread_id == "s2" or "s2" in str(i.source_ids) for i in removed)
    assert not any("Mia" in before[i].text or "sourdough" in before[i].text for i in after)
