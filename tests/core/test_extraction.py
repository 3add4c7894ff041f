"""LLM extraction against scripted models: every way a real model answers badly."""

from __future__ import annotations

import asyncio
import json
import threading
import time

import pytest
from ltm_core import ChatMessage, ContentGuard
from ltm_core.extraction import ExtractionReport, LLMExtractor, OpenAICompatibleLLM
from ltm_core.extraction.parse import parse_extraction
from ltm_core.extraction.prompt import prepare_conversation

SECRET = "sk-proj-Tq3vX9mB2kLp8wR4nZ7cY1uH6jF0aS5dE2gK"


class ScriptedLLM:
    """Answers from a script, records every prompt; can raise or sleep."""

    def __init__(self, *answers, sleep: float = 0.0) -> None:
        self.answers = list(answers)
        self.prompts: list[str] = []
        self.sleep = sleep

    def _next(self, prompt: str) -> str:
        self.prompts.append(prompt)
        answer = self.answers.pop(0) if len(self.answers) > 1 else self.answers[0]
        if isinstance(answer, BaseException):
            raise answer
        return answer

    def complete(self, prompt: str) -> str:
        if self.sleep:
            time.sleep(self.sleep)
        return self._next(prompt)

    async def acomplete(self, prompt: str) -> str:
        if self.sleep:
            await asyncio.sleep(self.sleep)
        return self._next(prompt)


def turn(*pairs: tuple[str, str]) -> list[ChatMessage]:
    return [ChatMessage(role=r, content=c) for r, c in pairs]


TURN = turn(
    ("system", "You are a helpful assistant. SYSTEM-ONLY-TEXT"),
    ("user", "I'm vegetarian and I live in Lisbon."),
    ("tool", "weather(lisbon) -> 31C TOOL-ONLY-TEXT"),
    ("assistant", "Noted! You might also enjoy Porto."),
)

GOOD = '[{"text": "The user is vegetarian.", "kind": "identity", "importance": 0.9}]'


# -- parsing ---------------------------------------------------------------------------------


def parsed(answer: str, max_candidates: int = 8):
    return parse_extraction(answer, max_candidates=max_candidates, max_words=25)


@pytest.mark.parametrize(
    "answer",
    [
        GOOD,
        f"```json\n{GOOD}\n```",
        f"```\n{GOOD}```",
        f"Sure! Here are the memories I found:\n{GOOD}\nLet me know if you need more.",
        '{"text": "The user is vegetarian.", "kind": "identity", "importance": 0.9}',
        '{"memories": [{"text": "The user is vegetarian.", "kind": "identity", "importance": 0.9}]}',
        '[{"text": "The user is vegetarian.", "kind": "identity", "importance": 0.9,},]',
        '[{"text": "The user is vegetarian.", "kind": "identity", "importance": "0.9"}]',
        '[{"text": "The user is vegetarian.", "kind": "identity", "importance": 9}]',
        '[{"text": "The user is vegetarian.", "kind": "IDENTITY", "importance": "high"}]',
        'Notes [draft]: [{"text": "The user is vegetarian.", "kind": "identity", "importance": 0.9}]',
    ],
)
def test_real_model_answer_shapes_all_parse(answer):
    result = parsed(answer)
    assert result.error is None
    assert [c.text for c in result.candidates] == ["The user is vegetarian."]
    assert result.candidates[0].kind == "identity"
    assert 0.8 <= result.candidates[0].importance <= 0.9


def test_unknown_kind_maps_to_fact_and_missing_importance_defaults():
    result = parsed('[{"text": "The user owns a kayak.", "kind": "hobby"}]')
    assert result.candidates[0].kind == "fact"
    assert result.candidates[0].importance == 0.5


def test_invalid_items_are_dropped_and_counted():
    long_text = " ".join(["word"] * 40)
    result = parsed(
        json.dumps(
            [
                {"text": "   "},
                {"text": ""},
                {"kind": "fact"},
                {"text": long_text},
                {"text": "ok one", "importance": "very important!!"},
                42,
                {"text": "The user likes tea.", "kind": "preference", "importance": 0.6},
            ]
        )
    )
    assert [c.text for c in result.candidates] == ["The user likes tea."]
    assert result.dropped_invalid == 6


@pytest.mark.parametrize("answer", ["", "   ", "I could not find anything.", "null", "[1, 2"])
def test_non_json_answers_are_errors_not_exceptions(answer):
    result = parsed(answer)
    assert result.candidates == []
    assert result.error


def test_empty_array_means_nothing_to_remember():
    result = parsed("[]")
    assert result.candidates == [] and result.error is None and result.dropped_invalid == 0


def test_at_most_eight_candidates():
    items = [{"text": f"The user likes fruit number {i}.", "importance": 0.5} for i in range(12)]
    assert len(parsed(json.dumps(items)).candidates) == 8


# -- what the model sees ---------------------------------------------------------------------


def test_tool_and_system_messages_never_reach_the_prompt():
    llm = ScriptedLLM(GOOD)
    LLMExtractor(llm).extract(TURN)
    (prompt,) = llm.prompts
    assert "SYSTEM-ONLY-TEXT" not in prompt and "TOOL-ONLY-TEXT" not in prompt
    assert "I'm vegetarian and I live in Lisbon." in prompt
    assert "You might also enjoy Porto" in prompt  # the assistant's side, for context


def test_secrets_and_private_spans_are_hidden_from_the_model():
    llm = ScriptedLLM("[]")
    LLMExtractor(llm).extract(
        turn(
            ("user", f"my key is {SECRET}. <private>I see Dr. Costa weekly</private> I like tea"),
            ("assistant", f"Got it, {SECRET} saved"),
        )
    )
    (prompt,) = llm.prompts
    assert SECRET not in prompt
    assert "[redacted:" in prompt
    assert "Dr. Costa" not in prompt
    assert "I like tea" in prompt


def test_conversation_is_cut_to_12000_chars_on_message_boundaries():
    old = [ChatMessage(role="user", content=f"OLD-{i} " + "x" * 2990) for i in range(6)]
    new = ChatMessage(role="user", content="NEWEST " + "y" * 2000)
    kept = prepare_conversation([*old, new], ContentGuard())
    assert kept[-1] == new
    assert sum(len(m.content) for m in kept) <= 12_000
    for m in kept:  # every kept message is whole
        assert m in old or m == new
    assert [m.content[:5] for m in kept] == ["OLD-3", "OLD-4", "OLD-5", "NEWES"]


def test_an_oversized_newest_message_keeps_its_beginning():
    kept = prepare_conversation([ChatMessage(role="user", content="z" * 20_000)], ContentGuard())
    assert len(kept) == 1 and len(kept[0].content) == 12_000


def test_no_user_message_means_no_model_call():
    llm = ScriptedLLM(GOOD)
    assert LLMExtractor(llm).extract(turn(("assistant", "hello"), ("tool", "x"))) == []
    assert llm.prompts == []


# -- failures never raise --------------------------------------------------------------------


def test_model_exception_is_reported():
    result = LLMExtractor(ScriptedLLM(RuntimeError("503 upstream"))).run(TURN)
    assert result.candidates == [] and "503 upstream" in result.error


def test_model_timeout_is_reported_and_does_not_block():
    extractor = LLMExtractor(ScriptedLLM(GOOD, sleep=5), timeout=0.2)
    started = time.monotonic()
    result = extractor.run(TURN)
    assert time.monotonic() - started < 3
    assert result.candidates == [] and "TimeoutError" in result.error


async def test_async_timeout_and_success():
    slow = LLMExtractor(ScriptedLLM(GOOD, sleep=5), timeout=0.2)
    assert "Timeout" in (await slow.arun(TURN)).error
    fast = LLMExtractor(ScriptedLLM(GOOD))
    assert [c.text for c in await fast.aextract(TURN)] == ["The user is vegetarian."]


def test_non_string_answer_is_reported():
    class Weird(ScriptedLLM):
        def complete(self, prompt):
            return {"not": "text"}

    assert "not text" in LLMExtractor(Weird("x")).run(TURN).error


def test_report_model_defaults():
    report = ExtractionReport()
    assert (report.stored, report.duplicates, report.rejected_secrets) == (0, 0, 0)
    assert report.error is None


# -- OpenAI-compatible client ----------------------------------------------------------------


def test_openai_compatible_llm_talks_the_chat_completions_protocol():
    from http.server import BaseHTTPRequestHandler, HTTPServer

    seen = {}

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            seen["path"] = self.path
            seen["auth"] = self.headers.get("Authorization")
            seen["body"] = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            body = json.dumps({"choices": [{"message": {"role": "assistant", "content": GOOD}}]})
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(body.encode())

        def log_message(self, *args):
            pass

    server = HTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        llm = OpenAICompatibleLLM(f"http://127.0.0.1:{server.server_port}/v1", "tiny", "k-1")
        assert LLMExtractor(llm).extract(TURN)[0].text == "The user is vegetarian."
        assert seen["path"] == "/v1/chat/completions"
        assert seen["auth"] == "Bearer k-1"
        assert seen["body"]["model"] == "tiny"
        assert seen["body"]["messages"][0]["role"] == "user"
    finally:
        server.shutdown()


def test_unreachable_llm_server_is_a_reported_error():
    llm = OpenAICompatibleLLM("http://127.0.0.1:9/v1", "tiny", timeout=2)
    result = LLMExtractor(llm).run(TURN)
    assert result.candidates == []
    assert "LTM_LLM_BASE_URL" in result.error


# -- json-repair after the strict pass ---------------------------------------------------------


def test_strict_json_is_not_counted_as_repaired():
    result = parsed(GOOD)
    assert result.repaired is False and result.error is None


@pytest.mark.parametrize(
    "answer",
    [
        # trailing commas, in the item and after it
        '[{"text": "The user likes tea.", "kind": "preference", "importance": 0.6,},'
        ' {"text": "The user lives in Oslo.", "kind": "identity", "importance": 0.8},]',
        # single quotes, as models trained on Python write
        "[{'text': 'The user likes tea.', 'kind': 'preference', 'importance': 0.6},"
        " {'text': 'The user lives in Oslo.', 'kind': 'identity', 'importance': 0.8}]",
        # unquoted keys inside a fence
        '```json\n[{text: "The user likes tea.", kind: "preference", importance: 0.6},'
        ' {text: "The user lives in Oslo.", kind: "identity", importance: 0.8}]\n```',
    ],
    ids=["trailing-commas", "single-quotes", "bare-keys"],
)
def test_broken_json_is_repaired_into_every_candidate(answer):
    result = parsed(answer)
    assert [(c.text, c.kind) for c in result.candidates] == [
        ("The user likes tea.", "preference"),
        ("The user lives in Oslo.", "identity"),
    ]
    assert result.repaired is True and result.error is None


@pytest.mark.parametrize(
    "cut",
    ['{"text": "The user has a d', '{"text": "The user has a dog.", "kind": "fa', '{"te', "{"],
)
def test_answer_cut_off_mid_item_keeps_every_complete_candidate(cut):
    answer = (
        'Here you go: [{"text": "The user likes tea.", "kind": "preference", "importance": 0.6}, '
        '{"text": "The user lives in Oslo.", "kind": "identity", "importance": 0.8}, ' + cut
    )
    result = parsed(answer)
    assert [c.text for c in result.candidates] == ["The user likes tea.", "The user lives in Oslo."]
    assert result.repaired is True
    assert result.dropped_invalid == 1  # the unfinished item is counted, never stored


def test_answer_cut_off_after_a_complete_item_loses_nothing():
    answer = '{"memories": [{"text": "The user likes tea.", "importance": 0.6}, '
    result = parsed(answer + '{"text": "The user owns a cat.", "importance": 0.5}')
    assert [c.text for c in result.candidates] == ["The user likes tea.", "The user owns a cat."]
    assert (result.repaired, result.dropped_invalid) == (True, 0)


def test_bracketed_prose_before_the_json_is_not_taken_for_candidates():
    answer = "Notes [sic]: [{'text': 'The user likes tea.', 'importance': 0.6}]"
    assert [c.text for c in parsed(answer).candidates] == ["The user likes tea."]
