"""LongTermChatMemory in classic chains (langchain-classic), with a scripted chat model."""

from __future__ import annotations

import pytest
from langchain_classic.chains import ConversationChain, LLMChain
from langchain_core.prompts import PromptTemplate
from ltm_langchain import LongTermChatMemory

from tests.langchain.fakes import ScriptedChatModel

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning", "ignore:.*deprecated.*")

PROMPT = PromptTemplate.from_template(
    "What you know about me:\n{long_term_memory}\n\nMe: {input}\nYou:"
)


def test_memory_variables_and_loading_the_recalled_block(make_memory):
    memory = make_memory("alice", "chat")
    memory.remember("The user is vegetarian.", kind="preference")
    chat_memory = LongTermChatMemory(memory=memory)

    loaded = chat_memory.load_memory_variables({"input": "What should I cook?"})

    assert chat_memory.memory_variables == ["long_term_memory"]
    assert list(loaded) == ["long_term_memory"]
    assert loaded["long_term_memory"].startswith("<recalled-memories>")
    assert "The user is vegetarian." in loaded["long_term_memory"]
    assert LongTermChatMemory(memory=make_memory("bob", "chat")).load_memory_variables(
        {"input": "x"}
    ) == {"long_term_memory": ""}


def test_conversation_chain_mines_one_turn_and_recalls_it_in_the_next(make_memory):
    memory = make_memory("alice", "chat")
    model = ScriptedChatModel(script=["Noted, no peanuts.", "How about hummus?"])
    chain = ConversationChain(llm=model, memory=LongTermChatMemory(memory=memory), prompt=PROMPT)

    chain.invoke({"input": "I'm allergic to peanuts."})
    answer = chain.invoke({"input": "What snack should I buy?"})

    assert answer["response"] == "How about hummus?"
    assert [i.text for i in memory.list()] == ["The user is allergic to peanuts."]
    assert "<recalled-memories>" not in model.prompt_text(0)
    assert "The user is allergic to peanuts." in model.prompt_text(1)


def test_llm_chain_with_a_custom_memory_key_and_input_key(make_memory):
    memory = make_memory("alice", "chat")
    memory.remember("The user lives in Berlin.")
    model = ScriptedChatModel(script=["Take the U-Bahn."])
    prompt = PromptTemplate.from_template("{facts}\n{question} ({style})")
    chain = LLMChain(
        llm=model,
        prompt=prompt,
        memory=LongTermChatMemory(memory=memory, memory_key="facts", input_key="question"),
    )

    chain.invoke({"question": "How do I get to work?", "style": "short"})

    assert "The user lives in Berlin." in model.prompt_text()
    assert "(short)" in model.prompt_text()


async def test_async_chain_loads_and_saves(make_memory):
    memory = make_memory("alice", "chat")
    model = ScriptedChatModel(script=["Nice to meet you.", "You are Alice."])
    chain = ConversationChain(llm=model, memory=LongTermChatMemory(memory=memory), prompt=PROMPT)

    await chain.ainvoke({"input": "My name is Alice."})
    await chain.ainvoke({"input": "Who am I?"})

    assert [i.text for i in memory.list()] == ["The user's name is Alice."]
    assert "The user's name is Alice." in model.prompt_text(1)


def test_background_saving_is_drained_by_flush(make_memory):
    memory = make_memory("alice", "chat")
    chat_memory = LongTermChatMemory(memory=memory, background=True)

    chat_memory.save_context({"input": "I prefer metric units."}, {"response": "Sure."})
    memory.flush()

    assert [i.text for i in memory.list()] == ["The user prefers metric units."]


def test_clear_deletes_the_users_memories_only(make_memory):
    alice, bob = make_memory("alice", "chat"), make_memory("bob", "chat")
    alice.remember("The user is vegetarian.")
    bob.remember("The user loves steak.")

    LongTermChatMemory(memory=alice).clear()

    assert alice.count() == 0 and bob.count() == 1


def test_ambiguous_inputs_ask_for_an_input_key(make_memory):
    chat_memory = LongTermChatMemory(memory=make_memory("alice", "chat"))

    with pytest.raises(ValueError, match="input_key"):
        chat_memory.load_memory_variables({"question": "a", "style": "b"})
