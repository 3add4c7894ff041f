"""The remember / recall / forget tools of LongTermMemoryMiddleware(tools=True)."""

from __future__ import annotations

import json

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage
from langgraph.checkpoint.memory import InMemorySaver
from ltm_langchain import LongTermMemoryMiddleware, create_memory_tools

from tests.langchain.conftest import SECRET, Context
from tests.langchain.fakes import ScriptedChatModel


def call(name, args, id="c1"):
    return AIMessage("", tool_calls=[{"name": name, "args": args, "id": id}])


def run(factory, script, user="alice", *, asynchronous=False):
    model = ScriptedChatModel(script=[*script, "Done."])
    middleware = LongTermMemoryMiddleware(factory, tools=True)
    agent = create_agent(
        model, middleware=[middleware], context_schema=Context, checkpointer=InMemorySaver()
    )
    inputs = {"messages": [("user", "Please handle my memories.")]}
    config = {"configurable": {"thread_id": "t1"}}
    if asynchronous:
        return agent.ainvoke(inputs, config, context=Context(user))
    return agent.invoke(inputs, config, context=Context(user))


def tool_messages(result):
    return [m for m in result["messages"] if m.type == "tool"]


def test_the_middleware_offers_the_three_tools_only_when_asked():
    assert [t.name for t in LongTermMemoryMiddleware(lambda s: None, tools=True).tools] == [
        "remember",
        "recall",
        "forget",
    ]
    assert list(LongTermMemoryMiddleware(lambda s: None).tools) == []
    schema = LongTermMemoryMiddleware(lambda s: None, tools=True).tools[0].tool_call_schema
    assert "runtime" not in schema.model_json_schema()["properties"]


def test_remember_stores_for_the_calling_user_only(factory):
    result = run(factory, [call("remember", {"text": "The user bikes to work.", "kind": "fact"})])

    assert "Remembered" in tool_messages(result)[0].text
    assert factory.texts("alice") == ["The user bikes to work."]
    assert factory.texts("bob") == []


def test_a_secret_gives_a_tool_error_naming_the_rule_not_the_value(factory):
    result = run(factory, [call("remember", {"text": f"The user's OpenAI key is {SECRET}."})])

    [message] = tool_messages(result)
    assert message.status == "error"
    assert "openai_api_key" in message.text
    assert SECRET not in message.text
    assert factory.texts("alice") == []


def test_recall_lists_ids_and_forget_deletes_by_id(factory):
    kept = factory.memory("alice").remember("The user is vegetarian.")
    dropped = factory.memory("alice").remember("The user lives in Paris.")
    factory.memory("bob").remember("The user lives in Rome.")

    result = run(
        factory,
        [
            call("recall", {"query": "where does the user live?", "k": 5}),
            call("forget", {"memory_id": dropped.id}, "c2"),
        ],
    )

    listing, forgot = tool_messages(result)
    rows = json.loads(listing.text)
    assert {(r["id"], r["text"]) for r in rows} == {
        (kept.id, "The user is vegetarian."),
        (dropped.id, "The user lives in Paris."),
    }
    assert all(set(r) == {"id", "kind", "text", "score"} for r in rows)
    assert forgot.status != "error" and dropped.id in forgot.text
    assert factory.texts("alice") == ["The user is vegetarian."]
    assert factory.texts("bob") == ["The user lives in Rome."]


def test_forgetting_another_users_memory_is_an_error(factory):
    bobs = factory.memory("bob").remember("The user lives in Rome.")

    result = run(factory, [call("forget", {"memory_id": bobs.id})])

    assert tool_messages(result)[0].status == "error"
    assert factory.texts("bob") == ["The user lives in Rome."]


async def test_the_tools_work_under_ainvoke(factory):
    result = await run(
        factory,
        [
            call("remember", {"text": "The user prefers tea."}),
            call("recall", {"query": "tea"}, "c2"),
        ],
        asynchronous=True,
    )

    stored, listing = tool_messages(result)
    assert "Remembered" in stored.text
    assert json.loads(listing.text)[0]["text"] == "The user prefers tea."


def test_without_user_id_the_tools_answer_with_an_error(factory):
    with pytest.warns(UserWarning):
        result = run(factory, [call("remember", {"text": "The user bikes."})], user=None)

    message = tool_messages(result)[0]
    assert message.status == "error" and "user_id" in message.text
    assert factory.texts("alice") == []


def test_create_memory_tools_works_without_the_middleware(factory):
    tools = create_memory_tools(factory)
    model = ScriptedChatModel(script=[call("remember", {"text": "The user likes jazz."}), "Ok."])
    agent = create_agent(model, tools=tools, context_schema=Context)

    agent.invoke({"messages": [("user", "I like jazz")]}, context=Context("dana"))

    assert factory.texts("dana") == ["The user likes jazz."]
