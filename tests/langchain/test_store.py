"""LongTermMemoryStore: LangGraph BaseStore operations on long-term memory, and LangMem's tools on it."""

from __future__ import annotations

import json
import re

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage
from langgraph.store.base import InvalidNamespaceError, Item, SearchItem
from langmem import create_manage_memory_tool, create_search_memory_tool
from ltm_core import ContentRejected
from ltm_langchain import LongTermMemoryStore
from ltm_langchain.store import namespace_to_scope, scope_to_namespace

from tests.langchain.conftest import SECRET
from tests.langchain.fakes import ScriptedChatModel

ALICE = ("memories", "alice")


@pytest.fixture
def store(factory):
    lt_store = LongTermMemoryStore(factory)
    yield lt_store
    lt_store.close()


def test_put_then_get_round_trips_value_key_namespace_and_times(store, factory, clock):
    store.put(ALICE, "k1", {"content": "The user prefers dark roast coffee.", "topic": "drinks"})

    item = store.get(ALICE, "k1")

    assert isinstance(item, Item)
    assert item.key == "k1" and item.namespace == ALICE
    assert item.value == {"content": "The user prefers dark roast coffee.", "topic": "drinks"}
    assert item.created_at == clock.now and item.updated_at == clock.now
    # It is a memory of the scope (user "alice", namespace "memories"), stored under the key.
    [memory] = factory.memory("alice", "memories").list()
    assert (memory.id, memory.text, memory.metadata) == (
        "k1",
        "The user prefers dark roast coffee.",
        {"topic": "drinks"},
    )


def test_a_second_put_updates_and_a_none_value_deletes(store, factory, clock):
    store.put(ALICE, "k1", {"content": "The user lives in Paris."})
    created = clock.now
    clock.advance(days=1)
    store.put(ALICE, "k1", {"content": "The user lives in Berlin."})

    item = store.get(ALICE, "k1")
    assert item.value["content"] == "The user lives in Berlin."
    assert item.created_at == created and item.updated_at == clock.now
    assert factory.texts("alice", "memories") == ["The user lives in Berlin."]

    store.delete(ALICE, "k1")
    assert store.get(ALICE, "k1") is None
    assert factory.texts("alice", "memories") == []


def test_structured_values_round_trip(store):
    profile = {"name": "Alice", "languages": ["de", "en"]}
    store.put(ALICE, "profile", {"content": profile, "source": "form"})
    store.put(ALICE, "settings", {"theme": "dark", "units": "metric"})

    assert store.get(ALICE, "profile").value == {"content": profile, "source": "form"}
    assert store.get(ALICE, "settings").value == {"theme": "dark", "units": "metric"}


def test_namespaces_map_to_isolated_scopes(store, factory):
    store.put(ALICE, "a", {"content": "The user likes tea."})
    store.put(("memories", "bob"), "b", {"content": "The user likes coffee."})
    store.put(("memories", "alice", "proj", "x"), "p", {"content": "The project uses Rust."})

    assert factory.texts("alice", "memories") == ["The user likes tea."]
    assert factory.texts("bob", "memories") == ["The user likes coffee."]
    assert factory.texts("alice", "memories", "proj.x") == ["The project uses Rust."]
    assert store.get(("memories", "bob"), "a") is None
    assert [i.key for i in store.search(("memories", "bob"), query="drinks")] == ["b"]
    # A prefix covers the namespaces below it, as in every LangGraph store.
    assert {(i.namespace, i.key) for i in store.search(ALICE, query="drinks")} == {
        (ALICE, "a"),
        (("memories", "alice", "proj", "x"), "p"),
    }
    assert namespace_to_scope(("memories", "alice", "proj", "x")).workspace_id == "proj.x"
    assert scope_to_namespace(namespace_to_scope(("m", "u", "w1", "w2"))) == ("m", "u", "w1", "w2")


def test_a_namespace_needs_a_namespace_and_a_user(store):
    with pytest.raises(InvalidNamespaceError, match="user_id"):
        store.put(("alice",), "k", {"content": "x"})
    with pytest.raises(InvalidNamespaceError):
        store.get(("memories", "al.ice"), "k")


def test_search_with_a_query_ranks_by_the_hybrid_score(store, factory):
    store.put(
        ALICE, "coffee", {"content": "The user prefers dark roast coffee.", "topic": "drinks"}
    )
    store.put(
        ALICE, "tea", {"content": "The user drinks green tea in the evening.", "topic": "drinks"}
    )
    store.put(ALICE, "city", {"content": "The user lives in Berlin.", "topic": "home"})

    found = store.search(ALICE, query="what coffee does the user like?", limit=3)

    assert all(isinstance(i, SearchItem) for i in found)
    expected = factory.memory("alice", "memories").recall("what coffee does the user like?", 3)
    assert [(i.key, i.score) for i in found] == [
        (r.item.id, pytest.approx(r.score)) for r in expected
    ]
    assert [i.key for i in store.search(ALICE, query="coffee", limit=1, offset=1)] == [found[1].key]


def test_search_filters_on_value_fields(store):
    store.put(
        ALICE,
        "coffee",
        {"content": "The user prefers dark roast coffee.", "topic": "drinks", "rating": 5},
    )
    store.put(
        ALICE, "tea", {"content": "The user drinks green tea.", "topic": "drinks", "rating": 3}
    )
    store.put(ALICE, "city", {"content": "The user lives in Berlin.", "topic": "home", "rating": 4})

    assert [i.key for i in store.search(ALICE, query="coffee", filter={"topic": "home"})] == [
        "city"
    ]
    assert {i.key for i in store.search(ALICE, query="coffee", filter={"rating": {"$gte": 4}})} == {
        "coffee",
        "city",
    }
    assert {i.key for i in store.search(ALICE, filter={"topic": {"$ne": "home"}})} == {
        "coffee",
        "tea",
    }


def test_search_without_a_query_lists_newest_first(store, clock):
    for key in ("first", "second", "third"):
        store.put(ALICE, key, {"content": f"The user noted the {key} thing."})
        clock.advance(minutes=1)

    listed = store.search(ALICE, limit=2)

    assert [i.key for i in listed] == ["third", "second"]
    assert all(i.score is None for i in listed)


def test_a_secret_is_refused_naming_the_rule(store, factory):
    with pytest.raises(ContentRejected) as caught:
        store.put(ALICE, "k", {"content": f"The user's OpenAI key is {SECRET}."})

    assert caught.value.pattern == "openai_api_key" and SECRET not in str(caught.value)
    with pytest.raises(ContentRejected):
        store.put(ALICE, "k", {"content": "The user's key is safe.", "note": SECRET})
    assert factory.texts("alice", "memories") == []


def test_a_key_is_an_id_checked_like_one_and_never_echoed(store, factory):
    sentence = 'my password is "Xq7#mR2$vK9!"'
    with pytest.raises(ValueError, match="does not look like an id") as caught:
        store.put(ALICE, sentence, {"content": "The user likes tea."})
    assert "Xq7#" not in str(caught.value)
    with pytest.raises(ContentRejected) as refused:
        store.put(ALICE, SECRET, {"content": "The user likes jazz."})
    assert refused.value.field == "id" and SECRET not in str(refused.value)
    store.put(ALICE, "k", {"content": "The user likes golf.", "club": "<private>Elm</private>"})
    assert store.get(ALICE, "k").value["club"] == "[private]"
    assert factory.texts("alice", "memories") == ["The user likes golf."]


def test_the_same_content_under_a_second_key_is_refused_not_lost(store):
    store.put(ALICE, "k1", {"content": "The user likes tea."})

    with pytest.raises(ValueError, match="'k1'"):
        store.put(ALICE, "k2", {"content": "the user likes tea."})
    assert store.get(ALICE, "k1").value == {"content": "The user likes tea."}


def test_list_namespaces_knows_what_this_store_wrote_for_one_user(store):
    store.put(ALICE, "a", {"content": "The user likes tea."})
    store.put(("memories", "bob"), "b", {"content": "The user likes coffee."})
    store.put(("notes", "alice", "proj"), "c", {"content": "The project uses Rust."})

    assert store.list_namespaces(prefix=("*", "alice")) == [
        ("memories", "alice"),
        ("notes", "alice", "proj"),
    ]
    assert store.list_namespaces(prefix=ALICE) == [ALICE]
    assert store.list_namespaces(prefix=("*", "alice"), suffix=("proj",)) == [
        ("notes", "alice", "proj")
    ]
    assert store.list_namespaces(prefix=("*", "alice"), max_depth=1) == [("memories",), ("notes",)]
    assert store.list_namespaces(prefix=("memories", "bob")) == [("memories", "bob")]
    store.delete(("memories", "bob"), "b")
    assert store.list_namespaces(prefix=("memories", "bob")) == []


def test_a_search_or_listing_without_a_user_label_is_refused_never_mixing_users(store):
    # Promise: no cross-user leak ever. get/put refuse a namespace without a user, and so
    # does a search or a namespace listing: in a long-lived process, search(("memories",))
    # used to return every user the process had served (Bob's diary for Alice), and
    # list_namespaces() every user's name.
    store.put(ALICE, "k1", {"content": "Alice's diary: she likes jazz."})
    store.put(("memories", "bob"), "k2", {"content": "Bob's diary: he likes jazz."})

    for search in (
        lambda: store.search(("memories",), query="jazz"),
        lambda: store.search(("memories",)),
        lambda: store.search((), query="jazz"),
        lambda: store.search(("memories", "*"), query="jazz"),
    ):
        with pytest.raises(InvalidNamespaceError, match=r"add the user_id label.*'memories'"):
            search()
    for listing in (
        lambda: store.list_namespaces(),
        lambda: store.list_namespaces(prefix=("memories",)),
        lambda: store.list_namespaces(prefix=("memories", "*")),
        lambda: store.list_namespaces(suffix=("alice",)),
    ):
        with pytest.raises(InvalidNamespaceError, match="add the user_id label"):
            listing()
    # One user's search sees that user only, and nothing was lost by the refusals.
    assert {i.namespace[1] for i in store.search(ALICE, query="jazz")} == {"alice"}
    assert [i.key for i in store.search(("memories", "bob"), query="jazz")] == ["k2"]


async def test_async_searches_without_a_user_label_are_refused_too(store):
    await store.aput(ALICE, "k", {"content": "The user prefers tea."})
    with pytest.raises(InvalidNamespaceError, match="add the user_id label"):
        await store.asearch(("memories",), query="tea")
    with pytest.raises(InvalidNamespaceError, match="add the user_id label"):
        await store.alist_namespaces()


def test_a_prefix_search_spans_the_known_namespaces_below_it(store):
    store.put(("notes", "alice", "a"), "a", {"content": "The user likes tea."})
    store.put(("notes", "alice", "b"), "b", {"content": "The user likes coffee."})

    found = store.search(("notes", "alice"), query="coffee")

    assert [(i.namespace, i.key) for i in found] == [
        (("notes", "alice", "b"), "b"),
        (("notes", "alice", "a"), "a"),
    ]


async def test_async_operations(store):
    await store.aput(ALICE, "k", {"content": "The user prefers tea."})

    assert (await store.aget(ALICE, "k")).value == {"content": "The user prefers tea."}
    assert [i.key for i in await store.asearch(ALICE, query="tea")] == ["k"]
    await store.adelete(ALICE, "k")
    assert await store.aget(ALICE, "k") is None


def test_ltm_enabled_0_makes_an_empty_store(store, factory, monkeypatch):
    factory.memory("alice", "memories").remember("The user likes tea.")
    monkeypatch.setenv("LTM_ENABLED", "0")

    with pytest.warns(UserWarning, match="disabled"):
        store.put(ALICE, "k", {"content": "The user likes coffee."})

    assert store.get(ALICE, "k") is None
    assert store.search(ALICE, query="tea") == []
    assert factory.texts("alice", "memories") == ["The user likes tea."]


def test_langmem_memory_tools_run_on_the_store_inside_an_agent(store, factory):
    manage = create_manage_memory_tool(namespace=("memories", "{langgraph_user_id}"))
    search = create_search_memory_tool(namespace=("memories", "{langgraph_user_id}"))

    def call(name, args, id):
        return AIMessage("", tool_calls=[{"name": name, "args": args, "id": id}])

    def run(user, *script):
        model = ScriptedChatModel(script=[*script, "Done."])
        agent = create_agent(model, tools=[manage, search], store=store)
        result = agent.invoke(
            {"messages": [("user", "Remember things about me.")]},
            {"configurable": {"langgraph_user_id": user}},
        )
        return [m for m in result["messages"] if m.type == "tool"]

    created, found = run(
        "alice",
        call(
            "manage_memory",
            {"content": "The user prefers dark roast coffee.", "action": "create"},
            "c1",
        ),
        call("search_memory", {"query": "coffee"}, "c2"),
    )
    key = re.search(r"created memory (\S+)", created.text).group(1)
    [hit] = json.loads(found.text)
    assert hit["key"] == key and hit["value"] == {"content": "The user prefers dark roast coffee."}
    assert hit["namespace"] == ["memories", "alice"] and hit["score"] > 0
    assert [m.id for m in factory.memory("alice", "memories").list()] == [key]

    run(
        "alice",
        call(
            "manage_memory",
            {"content": "The user now prefers green tea.", "action": "update", "id": key},
            "c3",
        ),
    )
    assert factory.texts("alice", "memories") == ["The user now prefers green tea."]
    [bobs_view] = run("bob", call("search_memory", {"query": "tea"}, "c4"))
    assert json.loads(bobs_view.text) == []

    run("alice", call("manage_memory", {"action": "delete", "id": key}, "c5"))
    assert factory.texts("alice", "memories") == []


def test_the_store_reads_what_the_middleware_mined(store, factory):
    from langchain.agents import create_agent as make
    from ltm_langchain import LongTermMemoryMiddleware

    from tests.langchain.conftest import Context

    agent = make(
        ScriptedChatModel(),
        middleware=[LongTermMemoryMiddleware(factory, background=False)],
        context_schema=Context,
    )
    agent.invoke({"messages": [("user", "I'm allergic to peanuts.")]}, context=Context("alice"))

    [item] = store.search(("chat", "alice"), query="allergies")
    assert item.value["content"] == "The user is allergic to peanuts."


def test_a_namespace_label_holding_a_token_is_refused_and_the_store_goes_on(store) -> None:
    # Labels become scope ids, stored beside every row: a token there would be in every row.
    token = "ghp_" + "R7kQ2mXv9LpZ4sWn8TbY3cHf6JdA1gUe5oKi"
    with pytest.raises(ContentRejected):
        store.put(("memories", "alice", token), "k1", {"content": "Alice likes hiking"})
    store.put(ALICE, "k2", {"content": "Alice likes hiking"})
    assert store.get(ALICE, "k2") is not None
    assert all(token not in label for ns in store.list_namespaces(prefix=ALICE) for label in ns)
