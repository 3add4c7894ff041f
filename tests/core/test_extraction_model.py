"""remember_conversation(model=...): any model callable mines the turn, the rules catch failures."""

from __future__ import annotations

import json

import pytest
from ltm_core import ChatMessage
from ltm_core.extraction import (
    EXTRACTION_PROMPT,
    CallableLLM,
    FallbackExtractor,
    LLMExtractor,
    RuleExtractor,
    model_extractor,
)

CAMPING = [
    ("user", "we went camping in Yosemite last weekend"),
    ("assistant", "Sounds lovely!"),
]
CAMPING_FACT = "The user went camping in Yosemite last weekend."
SEATS = [("user", "I prefer window seats on long flights."), ("assistant", "Noted.")]
SECRET = "sk-proj-AbCdEf0123456789AbCdEf0123456789AbCdEf01"


def answer(*texts: str) -> str:
    return json.dumps([{"text": t, "kind": "event", "importance": 0.6} for t in texts])


class Recording:
    """A model callable: records every prompt and answers ``reply`` (or raises it)."""

    def __init__(self, reply: str | Exception) -> None:
        self.reply = reply
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if isinstance(self.reply, Exception):
            raise self.reply
        return self.reply


def rules_of(messages) -> list[str]:
    chat = [ChatMessage(role=role, content=text) for role, text in messages]
    return sorted(c.text for c in RuleExtractor().extract(chat))


def test_a_model_function_mines_the_turn_when_no_extractor_is_configured(make_memory):
    memory = make_memory()
    model = Recording(answer(CAMPING_FACT))

    report = memory.remember_conversation(CAMPING, model=model)

    assert report.stored == 1 and report.error is None and report.fallback is None
    assert [i.text for i in memory.list() if not i.episode] == [CAMPING_FACT]
    assert model.prompts[0].startswith(EXTRACTION_PROMPT[:60])


async def test_the_async_twin_mines_with_the_model(make_memory):
    memory = make_memory()

    report = await memory.aremember_conversation(CAMPING, model=Recording(answer(CAMPING_FACT)))

    assert report.stored == 1
    assert [i.text for i in memory.list() if not i.episode] == [CAMPING_FACT]


def test_background_mining_uses_the_model_too(make_memory):
    memory = make_memory()

    future = memory.remember_conversation(
        CAMPING, model=Recording(answer(CAMPING_FACT)), background=True
    )

    assert future.result(30).stored == 1
    assert [i.text for i in memory.list() if not i.episode] == [CAMPING_FACT]


@pytest.mark.parametrize(
    ("reply", "why"),
    [
        (TimeoutError("no answer"), "TimeoutError"),
        (RuntimeError("provider down"), "RuntimeError"),
        ("Sure! I can help you with that.", "no JSON"),
        ("[1, 2, 3]", "no usable memory"),
        ("", "empty"),
    ],
    ids=["timeout", "raises", "prose", "json-of-numbers", "empty"],
)
def test_a_failing_model_falls_back_to_the_rules_and_the_report_says_why(make_memory, reply, why):
    memory = make_memory()
    kept = memory.remember("The user lives in Lisbon.", kind="identity")

    report = memory.remember_conversation(SEATS, model=Recording(reply))

    assert why in (report.fallback or "")
    assert report.error is None and report.stored == 1
    assert sorted(i.text for i in memory.list() if not i.episode) == sorted(
        [kept.text, *rules_of(SEATS)]
    )


def test_an_echoing_model_is_no_miner(make_memory):
    """A stand-in that echoes the prompt must not store the prompt's own example."""
    memory = make_memory()

    report = memory.remember_conversation(SEATS, model=lambda prompt: prompt)

    assert report.fallback is not None
    assert sorted(i.text for i in memory.list() if not i.episode) == rules_of(SEATS)


def test_an_empty_list_is_the_models_answer_not_a_failure(make_memory):
    memory = make_memory()

    report = memory.remember_conversation(SEATS, model=Recording("[]"))

    assert report.fallback is None and report.stored == 0
    assert [i for i in memory.list() if not i.episode] == []


def test_a_configured_extractor_wins_over_the_model(make_memory):
    own = Recording(answer("The user has their own extractor."))
    memory = make_memory(extractor=LLMExtractor(CallableLLM(own)))
    model = Recording(answer(CAMPING_FACT))

    memory.remember_conversation(CAMPING, model=model)

    assert model.prompts == [] and len(own.prompts) == 1
    assert [i.text for i in memory.list() if not i.episode] == ["The user has their own extractor."]


def test_the_model_never_sees_a_secret_private_text_tool_or_system_messages(make_memory):
    memory = make_memory()
    model = Recording("[]")

    memory.remember_conversation(
        [
            ("system", "SYSTEM-PROMPT-TEXT"),
            ("user", f"my key is {SECRET} <private>my diary: Dr. Moreau</private> ok"),
            ("tool", "TOOL-OUTPUT-TEXT"),
            ("assistant", "Got it."),
        ],
        model=model,
    )

    [prompt] = model.prompts
    assert "[redacted:" in prompt
    for hidden in (SECRET[:20], "Moreau", "SYSTEM-PROMPT-TEXT", "TOOL-OUTPUT-TEXT"):
        assert hidden not in prompt


def test_the_model_sees_only_its_own_scopes_turn(make_memory):
    alice, bob = make_memory("alice"), make_memory("bob")
    model = Recording("[]")

    alice.remember_conversation([("user", "alice likes kayaks")], model=model)
    bob.remember_conversation([("user", "bob likes gliders")], model=model)

    assert ["kayaks" in p and "gliders" not in p for p in model.prompts] == [True, False]
    assert ["gliders" in p and "kayaks" not in p for p in model.prompts] == [False, True]


async def test_fallback_extractor_async_path_falls_back_as_well():
    extractor = FallbackExtractor(LLMExtractor(_Broken()), RuleExtractor())

    result = await extractor.arun([ChatMessage(role="user", content=SEATS[0][1])])

    assert result.fallback and "ConnectionError" in result.fallback
    assert [c.text for c in result.candidates] == rules_of(SEATS)


class _Broken:
    def complete(self, prompt: str) -> str:
        raise ConnectionError("down")

    async def acomplete(self, prompt: str) -> str:
        raise ConnectionError("down")


def test_a_model_that_is_neither_llm_nor_function_is_refused_clearly():
    with pytest.raises(TypeError, match="complete"):
        model_extractor(42)  # type: ignore[arg-type]
