"""The agent's own model mines each finished turn; the rules take over when it cannot."""

from __future__ import annotations

import json
import re

import pytest
from langchain.agents import create_agent
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.checkpoint.memory import InMemorySaver
from ltm_core import ChatMessage as CoreMessage
from ltm_core import create_default_long_term_memory
from ltm_core.extraction import RuleExtractor
from ltm_langchain import LongTermMemoryMiddleware

from tests.langchain.conftest import SECRET, Context
from tests.langchain.fakes import ScriptedChatModel

CAMPING = "we went camping in Yosemite last weekend"
CAMPING_FACT = "The user went camping in Yosemite last weekend."
# What the rule extractor mines from the fallback turn (and a model would phrase otherwise).
SEATS = "I prefer window seats on long flights."


def facts(*texts: str, kind: str = "event") -> str:
    """A model's extraction answer: a JSON array of facts."""
    return json.dumps([{"text": t, "kind": kind, "importance": 0.6} for t in texts])


def echo_user_lines(prompt: str) -> str:
    """Answers the extraction prompt with one fact per user line of its conversation."""
    lines = re.findall(r'^user: (".*")$', prompt, flags=re.MULTILINE)
    return facts(*(f"The user said: {json.loads(line)}" for line in lines))


def build(factory, model, **options):
    middleware = LongTermMemoryMiddleware(factory, **options)
    agent = create_agent(
        model,
        tools=[],
        middleware=[middleware],
        context_schema=Context,
        checkpointer=InMemorySaver(),
    )
    return agent, middleware


def ask(agent, text, user="alice", thread="t1"):
    result = agent.invoke(
        {"messages": [("user", text)]},
        {"configurable": {"thread_id": thread}},
        context=Context(user),
    )
    return result["messages"][-1].text


def rule_texts(text: str) -> list[str]:
    return sorted(c.text for c in RuleExtractor().extract([CoreMessage(role="user", content=text)]))


def test_the_agents_own_model_mines_the_turn_and_its_answer_is_unchanged(factory):
    model = ScriptedChatModel(script=["Sounds lovely! How was the weather?"])
    model.extraction = facts(CAMPING_FACT)
    agent, middleware = build(factory, model)

    answer = ask(agent, CAMPING)
    assert middleware.flush(30)

    assert answer == "Sounds lovely! How was the weather?"
    assert len(model.calls) == 1  # the agent's own call, untouched by the extraction
    [prompt] = model.extraction_prompts
    assert CAMPING in prompt
    assert factory.texts("alice") == [CAMPING_FACT]
    assert rule_texts(CAMPING) == []  # the rules alone would have kept nothing of it


async def test_ainvoke_without_background_mines_with_the_agents_model(factory):
    model = ScriptedChatModel(script=["Nice!"], extraction=facts(CAMPING_FACT))
    agent, _ = build(factory, model, background=False)

    result = await agent.ainvoke(
        {"messages": [("user", CAMPING)]},
        {"configurable": {"thread_id": "t1"}},
        context=Context("alice"),
    )

    assert result["messages"][-1].text == "Nice!"
    assert factory.texts("alice") == [CAMPING_FACT]  # stored before ainvoke returned


def boom(prompt: str) -> str:
    raise RuntimeError("the model provider is down")


@pytest.mark.parametrize(
    "extraction",
    [boom, "Great trip! Anything else?", "[1, 2, 3]", '{"memories": [{"txt": 1}]}'],
    ids=["raises", "prose", "json-of-numbers", "json-without-text"],
)
def test_a_model_that_fails_or_answers_junk_falls_back_to_the_rules(factory, extraction):
    kept = factory.memory("alice").remember("The user lives in Lisbon.", kind="identity")
    model = ScriptedChatModel(script=["Noted."], extraction=extraction)
    agent, middleware = build(factory, model)

    answer = ask(agent, SEATS)
    assert middleware.flush(30)

    assert answer == "Noted."
    assert len(model.extraction_prompts) == 1
    expected = sorted([*rule_texts(SEATS), kept.text])
    assert len(expected) == 2  # the rules mine this turn
    assert factory.texts("alice") == expected  # nothing earlier lost, the turn mined


def test_extraction_model_rules_never_calls_the_model(factory):
    model = ScriptedChatModel(script=["Noted."], extraction=facts(CAMPING_FACT))
    agent, middleware = build(factory, model, extraction_model="rules")

    ask(agent, SEATS)
    assert middleware.flush(30)

    assert model.extraction_prompts == []
    assert factory.texts("alice") == rule_texts(SEATS)


def test_another_extraction_model_mines_instead_of_the_agents(factory):
    agent_model = ScriptedChatModel(script=["Sounds lovely!"], extraction=facts("wrong model"))
    miner = ScriptedChatModel(extraction=facts(CAMPING_FACT))
    agent, middleware = build(factory, agent_model, extraction_model=miner)

    assert ask(agent, CAMPING) == "Sounds lovely!"
    assert middleware.flush(30)

    assert agent_model.extraction_prompts == []
    assert len(miner.extraction_prompts) == 1
    assert factory.texts("alice") == [CAMPING_FACT]


def test_an_unknown_extraction_model_is_refused_with_what_to_pass():
    with pytest.raises(ValueError, match="'rules'"):
        LongTermMemoryMiddleware(extraction_model="gpt-4o-mini")  # type: ignore[arg-type]


def test_a_langchain_fake_model_is_never_called_and_keeps_its_scripted_answers(factory):
    model = GenericFakeChatModel(messages=iter([AIMessage("first"), AIMessage("second")]))
    agent, middleware = build(factory, model)

    answers = [ask(agent, SEATS), ask(agent, "thanks", thread="t2")]
    assert middleware.flush(30)

    assert answers == ["first", "second"]  # no answer went to an extraction call
    assert factory.texts("alice") == rule_texts(SEATS)


def test_a_memory_with_its_own_extractor_keeps_it(factory, store, embedder, clock):
    def with_rules(scope):
        return create_default_long_term_memory(
            scope.user_id,
            scope.namespace,
            enabled=True,
            embedder=embedder,
            store=store,
            clock=clock,
            extractor=RuleExtractor(),
        )

    model = ScriptedChatModel(script=["Noted."], extraction=facts(CAMPING_FACT))
    agent, middleware = build(with_rules, model)  # the app configured an extractor

    ask(agent, SEATS)
    middleware.close()

    assert model.extraction_prompts == []
    assert factory.texts("alice") == rule_texts(SEATS)


def test_the_extraction_prompt_never_sees_a_refused_secret_or_private_text(factory):
    model = ScriptedChatModel(script=["Got it."], extraction=echo_user_lines)
    agent, middleware = build(factory, model)

    ask(
        agent,
        f"{CAMPING}. My OpenAI key is {SECRET} "
        "<private>and my therapist is Dr. Moreau</private> anyway.",
    )
    assert middleware.flush(30)

    [prompt] = model.extraction_prompts
    assert "Yosemite" in prompt
    assert SECRET not in prompt and SECRET[:20] not in prompt
    assert "Moreau" not in prompt and "therapist" not in prompt
    assert "[redacted:" in prompt
    # The echoed fact carries the redaction mark, so it is refused rather than stored.
    assert all(SECRET not in text and "Moreau" not in text for text in factory.texts("alice"))


def test_a_users_turn_never_reaches_another_users_store(factory):
    model = ScriptedChatModel(extraction=echo_user_lines)
    agent, middleware = build(factory, model)

    alices = ["keeps bees on her roof", "plays violin in an orchestra", "grows orchids"]
    bobs = ["builds wooden boats", "flies kites at the beach", "is a chess grandmaster"]
    for alice_says, bob_says in zip(alices, bobs, strict=True):
        ask(agent, f"alice {alice_says}", user="alice", thread="a")
        ask(agent, f"bob {bob_says}", user="bob", thread="b")
    assert middleware.flush(60)

    alice, bob = factory.texts("alice"), factory.texts("bob")
    assert len(alice) == 3 and len(bob) == 3
    assert all("alice" in t and "bob" not in t for t in alice)
    assert all("bob" in t and "alice" not in t for t in bob)
    assert not any("alice" in p and "bob" in p for p in model.extraction_prompts)


def test_the_extraction_call_never_shows_in_the_streamed_messages(factory):
    model = ScriptedChatModel(script=["Sounds lovely!"], extraction=facts(CAMPING_FACT))
    agent, _ = build(factory, model, background=False)

    streamed = [
        chunk.text
        for chunk, _ in agent.stream(
            {"messages": [("user", CAMPING)]},
            {"configurable": {"thread_id": "t1"}},
            context=Context("alice"),
            stream_mode="messages",
        )
    ]

    assert len(model.extraction_prompts) == 1
    assert factory.texts("alice") == [CAMPING_FACT]
    assert not any("Yosemite" in text and "importance" in text for text in streamed)
    assert "Sounds lovely!" in "".join(streamed)
