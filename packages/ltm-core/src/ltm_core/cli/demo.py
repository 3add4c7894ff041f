"""``ltm demo``: two scripted sessions for one user on the embedded default store."""

from __future__ import annotations

import re
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ltm_core.extraction.base import ExtractionReport
from ltm_core.factory import create_default_long_term_memory
from ltm_core.guard import ContentRejected
from ltm_core.memory import LongTermMemory
from ltm_core.models import utc_now
from ltm_core.settings import LTMSettings

# Session 1: what the user says, and what the assistant answered.
SESSION_ONE: list[tuple[str, str]] = [
    (
        "Hi! My name is Alice and I work as a data engineer in Lisbon.",
        "Nice to meet you, Alice!",
    ),
    ("I prefer metric units, and I'm allergic to peanuts.", "Noted: metric, and no peanuts."),
    ("We decided to use Postgres 16 for the ingestion project.", "Postgres 16 it is."),
    (
        "Here is my OpenAI key so you can call the API: sk-proj-Tq3vX9mB2kLp8wR4nZ7cY1uH6jF0aS5d",
        "Thanks, I will use it for this session only.",
    ),
    (
        "I like spicy food <private>and my therapist is Dr. Costa</private>.",
        "Spicy it is.",
    ),
    ("I live in Paris, by the way.", "Lovely city."),
    ("Did I say I prefer metric units? I prefer metric units.", "You did!"),
]
#: The app also tries to save the pasted key directly: the guard refuses it.
DIRECT_WRITE = "Alice's OpenAI key: sk-proj-Tq3vX9mB2kLp8wR4nZ7cY1uH6jF0aS5d"

SESSION_TWO_NEWS = ("Big news: I moved to Berlin last month!", "Congratulations on the move!")
SESSION_TWO_QUERIES = [
    "Can you suggest something for dinner tonight?",
    "How far is a half marathon?",
    "Which database are we using for ingestion?",
    "Where does the user live?",
]


def run_demo(db: Path | None, user: str) -> None:
    """Run the scripted demo and print what happens at each step."""
    console = Console()
    started = time.perf_counter()
    quiet_model_loading()
    tmp = None
    if db is None:
        tmp = tempfile.TemporaryDirectory(prefix="ltm-demo-")
        db = Path(tmp.name) / "memories.db"
    settings = LTMSettings(db_path=db)
    console.print(
        Panel.fit(
            f"ltm demo: user [bold]{user}[/], store [bold]{db}[/]\n"
            "embedded default: sqlite-vec + all-MiniLM-L6-v2 on this machine, no API key",
            title="ltm",
        )
    )
    monday = utc_now() - timedelta(days=8)

    console.rule("Session 1 (8 days ago): memories are mined from each finished turn")
    memory = _open(user, settings, monday)
    memory.clear()
    turns = Table("user said", "stored", "dup.", "secrets", title="remember_conversation")
    for said, answered in SESSION_ONE:
        report = memory.remember_conversation([("user", said), ("assistant", answered)])
        assert isinstance(report, ExtractionReport)
        turns.add_row(
            Text(_as_shown(memory, said)),
            str(report.stored),
            str(report.duplicates),
            str(report.rejected_secrets),
        )
    console.print(turns)
    try:
        memory.remember(DIRECT_WRITE)
    except ContentRejected as exc:
        console.print(
            f"memory.remember(<the pasted key>) refused by the guard: [red]{exc.pattern}[/] "
            "(the value is never shown or stored)"
        )
    stored = Table("kind", "imp.", "memory", title=f"{memory.count()} memories stored")
    for item in reversed(memory.list()):
        stored.add_row(item.kind, f"{item.importance:.2f}", Text(item.text))
    console.print(stored)
    memory.close()

    console.rule("Session 2 (today, a new session): news first, then recall before answering")
    memory = _open(user, settings, utc_now())
    news, reply = SESSION_TWO_NEWS
    report = memory.remember_conversation([("user", news), ("assistant", reply)])
    assert isinstance(report, ExtractionReport)
    for item in memory.list(include_superseded=True):
        if item.superseded_by:
            console.print(Text(f"superseded (kept as history, never recalled): {item.text}"))
    last = []
    for query in SESSION_TWO_QUERIES:
        recalled = memory.recall(query, k=3)
        table = Table(
            "score", "similarity", "recency", "importance", "kind", "memory", title=f"'{query}'"
        )
        for r in recalled:
            table.add_row(
                f"{r.score:.3f}",
                f"{r.similarity:.3f}",
                f"{r.recency:.3f}",
                f"{r.importance:.2f}",
                r.item.kind,
                Text(r.item.text),
            )
        console.print(table)
        last = recalled
    console.print(Panel(Text(memory.render(last)), title="rendered block (goes into the prompt)"))
    # The profile rides along whatever the question: dinner carries the peanut allergy.
    dinner = memory.recall_block(SESSION_TWO_QUERIES[0], k=3)
    console.print(
        Panel(Text(dinner), title=f"'{SESSION_TWO_QUERIES[0]}': the block, profile first")
    )
    other = memory.for_scope(memory.scope.__class__("mallory", memory.scope.namespace))
    console.print(
        f"another user, 'mallory', recalls {len(other.recall('What is Alice allergic to?'))} "
        "memories: scopes never mix"
    )
    other.close()
    memory.close()
    console.print(f"done in {time.perf_counter() - started:.1f} s")
    if tmp is not None:
        tmp.cleanup()


def _as_shown(memory: LongTermMemory, said: str) -> str:
    """What the user typed, for the screen: private spans and secrets masked."""
    hidden = re.sub(r"(?is)<private>.*?</private>", "<private>…</private>", said)
    return memory.guard.redact(hidden)


def quiet_model_loading() -> None:
    """Hide the model-loading progress bar: the demo's output is the story, not the weights."""
    try:
        from transformers.utils import logging as hf_logging
    except ImportError:  # pragma: no cover - comes with sentence-transformers
        return
    hf_logging.disable_progress_bar()  # type: ignore[no-untyped-call]


def _open(user: str, settings: LTMSettings, at: datetime) -> LongTermMemory:
    memory = create_default_long_term_memory(
        user, namespace="demo", enabled=True, settings=settings, clock=lambda: at
    )
    assert memory is not None
    return memory
