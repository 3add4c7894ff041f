"""create_memory(..., llm=...): the app's own LLM mines each turn, the rules when it cannot."""

from __future__ import annotations

import json
from typing import Any

import pytest
from llama_index.core.base.llms.types import ChatMessage, CompletionResponse
from llama_index.core.bridge.pydantic import Field
from llama_index.core.llms.callbacks import llm_completion_callback
from llama_index.core.llms.mock import MockLLM
from ltm_core import ChatMessage as CoreMessage
from ltm_core.extraction import LLMExtractor, RuleExtractor
from ltm_llamaindex import LlamaIndexLLM, create_memory

from tests.llamaindex.conftest import ScriptedLLM

CAMPING = "we went camping in Yosemite last weekend"
CAMPING_FACT = "The user went camping in Yosemite last weekend."
SEATS = "I prefer window seats on long flights."
SECRET = "sk-proj-AbCdEf0123456789AbCdEf0123456789AbCdEf01"


def facts(*texts: str) -> str:
    return json.dumps([{"text": t, "kind": "event", "importance": 0.6} for t in texts])


def turn(user: str, answer: str = "Noted.") -> list[ChatMessage]:
    return [ChatMessage(role="user", content=user), ChatMessage(role="assistant", content=answer)]


def rule_texts(text: str) -> list[str]:
    return sorted(c.text for c in RuleExtractor().extract([CoreMessage(role="user", content=text)]))


class FailingLLM(ScriptedLLM):
    """A model whose provider is down."""

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        self.prompts.append(prompt)
        raise ConnectionError("the provider is down")


class RecordingMockLLM(MockLLM):
    """LlamaIndex's MockLLM (it echoes prompts), recording whether it was ever asked."""

    asked: list[str] = Field(default_factory=list)

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        self.asked.append(prompt)
        return CompletionResponse(text=prompt)


def texts(memory) -> list[str]:
    return sorted(i.text for i in memory.list())


def test_the_given_llm_mines_each_finished_turn(alice):
    llm = ScriptedLLM(answers=[facts(CAMPING_FACT)])
    chat_memory = create_memory(alice, llm=llm)

    chat_memory.put_messages(turn(CAMPING, "Sounds lovely!"))
    assert chat_memory.flush()

    [prompt] = llm.prompts
    assert CAMPING in prompt
    assert texts(alice) == [CAMPING_FACT]
    assert rule_texts(CAMPING) == []  # the rules alone would keep nothing of it


async def test_aput_messages_mines_with_the_llm_too(alice):
    chat_memory = create_memory(alice, llm=ScriptedLLM(answers=[facts(CAMPING_FACT)]))

    await chat_memory.aput_messages(turn(CAMPING))
    assert await chat_memory.aflush()

    assert texts(alice) == [CAMPING_FACT]


@pytest.mark.parametrize(
    "llm",
    [FailingLLM(), ScriptedLLM(answers=["What a nice trip!"]), ScriptedLLM(answers=["[7, 8]"])],
    ids=["raises", "prose", "json-of-numbers"],
)
def test_an_llm_that_fails_or_answers_junk_falls_back_to_the_rules(alice, llm):
    kept = alice.remember("The user lives in Lisbon.", kind="identity")
    chat_memory = create_memory(alice, llm=llm)

    chat_memory.put_messages(turn(SEATS))
    assert chat_memory.flush()

    assert len(llm.prompts) == 1
    expected = sorted([*rule_texts(SEATS), kept.text])
    assert len(expected) == 2
    assert texts(alice) == expected


def test_a_mock_llm_is_never_asked_and_the_rules_mine(alice):
    llm = RecordingMockLLM()
    chat_memory = create_memory(alice, llm=llm)

    chat_memory.put_messages(turn(SEATS))
    assert chat_memory.flush()

    assert llm.asked == []
    assert texts(alice) == rule_texts(SEATS)


def test_without_an_llm_the_rules_mine(alice):
    chat_memory = create_memory(alice)

    chat_memory.put_messages(turn(SEATS))
    assert chat_memory.flush()

    assert texts(alice) == rule_texts(SEATS)


def test_a_memory_with_its_own_extractor_keeps_it(make_memory):
    own = ScriptedLLM(answers=[facts("The user mines with their own extractor.")])
    memory = make_memory("carol", "chat", extractor=LLMExtractor(LlamaIndexLLM(own)))
    given = ScriptedLLM(answers=[facts(CAMPING_FACT)])
    chat_memory = create_memory(memory, llm=given)

    chat_memory.put_messages(turn(CAMPING))
    assert chat_memory.flush()

    assert given.prompts == []
    assert texts(memory) == ["The user mines with their own extractor."]


def test_the_llm_never_sees_a_secret_or_private_text(alice):
    llm = ScriptedLLM(answers=["[]"])
    chat_memory = create_memory(alice, llm=llm)

    chat_memory.put_messages(
        turn(f"{CAMPING}; my key is {SECRET} <private>my therapist is Dr. Moreau</private>")
    )
    assert chat_memory.flush()

    [prompt] = llm.prompts
    assert "Yosemite" in prompt and "[redacted:" in prompt
    assert SECRET[:20] not in prompt and "Moreau" not in prompt


def test_each_users_turns_reach_only_their_own_memory(alice, bob):
    alice_llm = ScriptedLLM(answers=[facts("The user keeps bees.")])
    bob_llm = ScriptedLLM(answers=[facts("The user builds boats.")])
    alice_chat = create_memory(alice, llm=alice_llm)
    bob_chat = create_memory(bob, llm=bob_llm)

    alice_chat.put_messages(turn("I keep bees"))
    bob_chat.put_messages(turn("I build boats"))
    assert alice_chat.flush() and bob_chat.flush()

    assert texts(alice) == ["The user keeps bees."]
    assert texts(bob) == ["The user builds boats."]
    assert "boats" not in alice_llm.prompts[0] and "bees" not in bob_llm.prompts[0]
