"""remember_conversation end to end: extraction, write path, supersede, background work."""

from __future__ import annotations

import json
import logging
import time

import pytest
from ltm_core import ChatMessage, LTMSettings
from ltm_core.extraction import BackgroundWorker, ExtractionReport, LLMExtractor, RuleExtractor

SECRET = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"


class RoutedLLM:
    """Scripted model: one queue of answers for extraction, one for supersede judgements."""

    def __init__(self, extract=(), judge=(), sleep: float = 0.0) -> None:
        self.extract = list(extract)
        self.judge = list(judge)
        self.prompts: list[str] = []
        self.sleep = sleep

    def complete(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if self.sleep:
            time.sleep(self.sleep)
        queue = self.judge if "A new memory about the user" in prompt else self.extract
        answer = queue.pop(0) if queue else "[]"
        if isinstance(answer, BaseException):
            raise answer
        return answer

    async def acomplete(self, prompt: str) -> str:
        return self.complete(prompt)


def items(*texts_kinds):
    return json.dumps([{"text": t, "kind": k, "importance": 0.7} for t, k in texts_kinds])


def chat(*user_lines: str) -> list[ChatMessage]:
    messages = []
    for line in user_lines:
        messages.append(ChatMessage(role="user", content=line))
        messages.append(ChatMessage(role="assistant", content="Got it."))
    return messages


@pytest.fixture
def settings() -> LTMSettings:
    """These tests are about the facts mined from a turn; episodes have test_episodes.py."""
    return LTMSettings(episodes=False)


@pytest.fixture
def llm_memory(make_memory):
    def make(llm, **kwargs):
        return make_memory(extractor=LLMExtractor(llm, timeout=kwargs.pop("timeout", 10)), **kwargs)

    return make


def test_turn_is_mined_and_recalled_later(llm_memory):
    llm = RoutedLLM(
        extract=[
            items(
                ("The user is vegetarian.", "identity"), ("The user lives in Lisbon.", "identity")
            )
        ]
    )
    memory = llm_memory(llm)
    report = memory.remember_conversation(chat("I'm vegetarian and live in Lisbon."))
    assert isinstance(report, ExtractionReport)
    assert (report.stored, report.duplicates, report.rejected_secrets, report.error) == (
        2,
        0,
        0,
        None,
    )
    assert memory.recall("what food should I cook?", k=1)[0].item.text == "The user is vegetarian."
    stored = memory.get(report.ids[0])
    assert stored.source == "conversation"


def test_secret_the_model_echoes_is_not_stored(llm_memory):
    llm = RoutedLLM(
        extract=[
            items(
                (f"The user's GitHub token is {SECRET}.", "fact"),
                ("The user's token is [redacted:github_token].", "fact"),
                ("The user uses GitHub daily.", "fact"),
            )
        ]
    )
    memory = llm_memory(llm)
    report = memory.remember_conversation(chat(f"my token is {SECRET}, I use GitHub daily"))
    assert report.rejected_secrets == 2
    assert report.stored == 1
    assert SECRET not in json.dumps(memory.export())
    assert SECRET not in llm.prompts[0]  # the model never saw it either


@pytest.mark.parametrize(
    "answer",
    ["not json at all", "", '[{"text": ', RuntimeError("model crashed"), '{"oops": 1}'],
)
def test_a_bad_model_answer_loses_nothing_and_raises_nothing(llm_memory, answer):
    memory = llm_memory(RoutedLLM(extract=[answer]))
    kept = memory.remember("The user prefers metric units", kind="preference")
    report = memory.remember_conversation(chat("I moved my desk today"))
    assert report.stored == 0
    assert report.error or report.dropped_invalid
    assert [m.id for m in memory.list()] == [kept.id]


def test_model_timeout_is_reported_not_raised(llm_memory):
    memory = llm_memory(
        RoutedLLM(extract=[items(("The user likes tea.", "preference"))], sleep=3), timeout=0.2
    )
    report = memory.remember_conversation(chat("I like tea"))
    assert report.stored == 0 and "Timeout" in report.error


def test_duplicates_reinforce_and_are_counted(llm_memory):
    llm = RoutedLLM(extract=[items(("The user likes green tea.", "preference"))] * 2)
    memory = llm_memory(llm)
    memory.remember_conversation(chat("I like green tea"))
    report = memory.remember_conversation(chat("did I mention I like green tea?"))
    assert (report.stored, report.duplicates) == (0, 1)
    assert memory.count() == 1


def test_supersede_with_a_model_judgement(llm_memory):
    llm = RoutedLLM(
        extract=[
            items(("Alice lives in Paris.", "identity")),
            items(("Alice moved to Berlin.", "identity")),
        ],
        judge=["[1]"],
    )
    memory = llm_memory(llm)
    old = memory.get(memory.remember_conversation(chat("I live in Paris")).ids[0])
    report = memory.remember_conversation(chat("I moved to Berlin last week"))
    assert report.superseded == 1
    new_id = report.ids[0]
    assert memory.get(old.id).superseded_by == new_id  # kept as history
    assert [r.item.text for r in memory.recall("where does Alice live?", k=5)] == [
        "Alice moved to Berlin."
    ]
    assert memory.count() == 1
    assert memory.count(include_superseded=True) == 2
    assert {m.text for m in memory.list(include_superseded=True)} == {
        "Alice lives in Paris.",
        "Alice moved to Berlin.",
    }
    judge_prompt = llm.prompts[-1]
    assert "Alice lives in Paris." in judge_prompt and "Alice moved to Berlin." in judge_prompt


def test_model_says_no_conflict_keeps_both(llm_memory):
    llm = RoutedLLM(
        extract=[
            items(("Alice lives in Paris.", "identity")),
            items(("Alice works in Berlin on Mondays.", "fact")),
        ],
        judge=["[]"],
    )
    memory = llm_memory(llm)
    memory.remember_conversation(chat("I live in Paris"))
    report = memory.remember_conversation(chat("I work in Berlin on Mondays"))
    assert report.superseded == 0 and memory.count() == 2


def test_judge_failure_falls_back_to_the_rules(llm_memory):
    llm = RoutedLLM(
        extract=[
            items(("The user lives in Paris.", "identity")),
            items(("The user moved to Berlin.", "identity")),
        ],
        judge=[RuntimeError("judge down")],
    )
    memory = llm_memory(llm)
    memory.remember_conversation(chat("I live in Paris"))
    report = memory.remember_conversation(chat("I moved to Berlin"))
    assert report.superseded == 1
    assert [m.text for m in memory.list()] == ["The user moved to Berlin."]


def test_rule_extractor_is_the_default_and_supersedes_offline(make_memory):
    memory = make_memory()
    assert isinstance(memory.extractor, RuleExtractor)
    memory.remember_conversation(chat("Hi! I live in Paris and I'm allergic to peanuts."))
    texts = {m.text for m in memory.list()}
    assert any("allergic to peanuts" in t for t in texts)
    assert any("Paris" in t for t in texts)
    report = memory.remember_conversation(chat("Big news: I moved to Berlin."))
    assert report.superseded == 1
    where = memory.recall("where does the user live?", k=5)
    assert not any("Paris" in r.item.text for r in where)
    assert any("Berlin" in r.item.text for r in where)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("My timezone is UTC+2.", "My timezone is UTC+3."),  # cosine 0.97 once mined
        ("I'm 34 years old.", "I'm 35 years old."),  # 0.96
    ],
)
def test_a_mined_value_close_to_the_old_one_supersedes_it_offline(make_memory, before, after):
    # Promise: a corrected value is never dropped as a near duplicate; the mined path's
    # supersede stage judges it, and the old value is kept as history, never recalled.
    memory = make_memory()
    memory.remember_conversation(chat(before))
    (old,) = memory.list()
    report = memory.remember_conversation(chat(after))
    assert (report.stored, report.duplicates, report.superseded) == (1, 0, 1)
    (current,) = memory.list()
    assert current.id == report.ids[0] and current.text != old.text
    assert memory.get(old.id).superseded_by == current.id


def test_a_model_judged_near_twin_with_another_time_supersedes(llm_memory):
    llm = RoutedLLM(
        extract=[
            items(("Alice's flight leaves at 10:00 on Friday.", "event")),
            items(("Alice's flight leaves at 14:00 on Friday.", "event")),
        ],
        judge=["[1]"],
    )
    memory = llm_memory(llm)
    memory.remember_conversation(chat("My flight leaves at 10:00 on Friday"))
    report = memory.remember_conversation(chat("Change: it now leaves at 14:00"))
    assert (report.stored, report.duplicates, report.superseded) == (1, 0, 1)
    assert [m.text for m in memory.list()] == ["Alice's flight leaves at 14:00 on Friday."]
    assert "10:00" in llm.prompts[-1]  # the judge was shown the old time


def test_tool_and_system_content_never_becomes_memory(make_memory):
    memory = make_memory()
    report = memory.remember_conversation(
        [
            {"role": "system", "content": "I'm allergic to shellfish."},
            {"role": "tool", "content": "I live in Madrid."},
            ("assistant", "I prefer short answers."),
            ("user", "thanks!"),
        ]
    )
    assert report.stored == 0 and memory.count() == 0


def test_background_jobs_run_in_order_and_close_drains_them(llm_memory):
    facts = [
        "The user owns a red kayak.",
        "The user speaks Finnish.",
        "The user collects stamps.",
        "The user's dog is called Rex.",
        "The user runs marathons.",
    ]
    answers = [items((fact, "fact")) for fact in facts]
    llm = RoutedLLM(extract=answers, judge=["[]"] * 10, sleep=0.1)
    memory = llm_memory(llm)
    started = time.monotonic()
    futures = [memory.remember_conversation(chat(f"turn {i}"), background=True) for i in range(5)]
    assert time.monotonic() - started < 0.3  # returned at once
    memory.close()  # drains: nothing lost
    reports = [f.result(timeout=0) for f in futures]
    assert [r.stored for r in reports] == [1, 1, 1, 1, 1]
    owned = [p for p in llm.prompts if "turn " in p]
    assert [p.count("turn ") for p in owned] == [1] * 5
    assert [next(line for line in p.splitlines() if "turn " in line) for p in owned] == [
        f'user: "turn {i}"' for i in range(5)
    ]


def test_flush_waits_for_background_work(llm_memory):
    memory = llm_memory(
        RoutedLLM(extract=[items(("The user likes figs.", "preference"))], sleep=0.3)
    )
    future = memory.remember_conversation(chat("I like figs"), background=True)
    assert memory.count() == 0
    assert memory.flush(timeout=10) is True
    assert future.done() and memory.count() == 1


def test_extractor_errors_are_logged_never_raised(make_memory, caplog):
    class Exploding:
        def extract(self, messages):
            raise RuntimeError("extractor bug")

        async def aextract(self, messages):
            raise RuntimeError("extractor bug")

    memory = make_memory(extractor=Exploding())
    with caplog.at_level(logging.WARNING, logger="ltm"):
        report = memory.remember_conversation(chat("hello"), background=True).result(timeout=10)
    assert report.error == "RuntimeError: extractor bug"
    assert any("extractor bug" in r.getMessage() for r in caplog.records if r.name == "ltm")


def test_custom_extractors_may_return_dicts(make_memory):
    class DictExtractor:
        def extract(self, messages):
            return [{"text": "The user rides a cargo bike.", "kind": "fact"}, {"nope": 1}]

        async def aextract(self, messages):
            return self.extract(messages)

    report = make_memory(extractor=DictExtractor()).remember_conversation(chat("hi"))
    assert (report.stored, report.dropped_invalid) == (1, 1)


def test_worker_counts_logs_and_reports_a_failing_job(caplog):
    worker = BackgroundWorker(on_error=lambda exc: f"failed: {exc}")
    order = []
    with caplog.at_level(logging.ERROR, logger="ltm"):
        first = worker.submit(lambda: order.append(1) or "ok")
        boom = worker.submit(lambda: 1 / 0)
        last = worker.submit(lambda: order.append(3) or "ok")
        assert worker.close(timeout=10) is True
    assert (first.result(), last.result()) == ("ok", "ok")
    assert boom.result() == "failed: division by zero"
    assert order == [1, 3] and worker.errors == 1
    assert any(r.name == "ltm" for r in caplog.records)
    with pytest.raises(RuntimeError):
        worker.submit(lambda: None)


async def test_async_forms(llm_memory):
    llm = RoutedLLM(
        extract=[
            items(("The user likes jazz.", "preference")),
            items(("The user likes blues.", "preference")),
        ]
    )
    memory = llm_memory(llm)
    report = await memory.aremember_conversation(chat("I like jazz"))
    assert report.stored == 1
    report = await memory.aremember_conversation(chat("I like blues"), background=True)
    assert report.stored == 1
    assert await memory.aflush() is True
    assert await memory.acount() == 2


def test_metadata_is_attached_to_mined_memories(make_memory):
    memory = make_memory()
    report = memory.remember_conversation(
        chat("I'm allergic to peanuts."), metadata={"thread_id": "t-9"}
    )
    assert memory.get(report.ids[0]).metadata == {"thread_id": "t-9"}


def test_export_import_keeps_superseded_history(llm_memory, make_memory):
    llm = RoutedLLM(
        extract=[
            items(("Alice lives in Paris.", "identity")),
            items(("Alice moved to Berlin.", "identity")),
        ],
        judge=["[1]"],
    )
    memory = llm_memory(llm)
    memory.remember_conversation(chat("I live in Paris"))
    memory.remember_conversation(chat("I moved to Berlin"))
    rows = memory.export()
    copy = make_memory("copy")
    assert [r.status for r in copy.import_(rows)] == ["stored", "stored"]
    assert copy.export() == rows
    assert [r.item.text for r in copy.recall("where does Alice live", k=5)] == [
        "Alice moved to Berlin."
    ]


def test_repaired_answer_is_counted_in_the_report(llm_memory):
    broken = (
        "[{'text': 'The user is vegetarian.', 'kind': 'identity', 'importance': 0.7},"
        " {'text': 'The user lives in Lis"
    )
    memory = llm_memory(RoutedLLM(extract=[broken]))
    report = memory.remember_conversation(chat("I'm vegetarian and live in Lisbon."))
    assert (report.stored, report.repaired, report.dropped_invalid, report.error) == (1, 1, 1, None)
    assert [m.text for m in memory.list()] == ["The user is vegetarian."]
