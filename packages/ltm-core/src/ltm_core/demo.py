"""``ltm demo``: two scripted sessions for one user on the embedded default store."""

from __future__ import annotations

import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ltm_core.factory import create_default_long_term_memory
from ltm_core.guard import ContentRejected
from ltm_core.memory import LongTermMemory
from ltm_core.models import utc_now
from ltm_core.settings import LTMSettings

# (what the user says, kind, importance) - the app decided these statements are durable.
SESSION_ONE: list[tuple[str, str, float]] = [
    ("My name is Alice and I'm a data engineer in Lisbon.", "identity", 0.9),
    ("I prefer metric units, and temperatures in Celsius.", "preference", 0.8),
    ("I'm allergic to peanuts.", "identity", 1.0),
    ("I'm training for a half marathon in October.", "event", 0.6),
    ("We decided to use Postgres 16 for the ingestion project.", "decision", 0.7),
    (
        "Here is my key so you can call the API: sk-proj-Tq3vX9mB2kLp8wR4nZ7cY1uH6jF0aS5d",
        "fact",
        0.5,
    ),
    ("I like spicy food <private>and my therapist is Dr. Costa</private>.", "preference", 0.6),
    ("i prefer metric units and temperatures in celsius", "preference", 0.5),
]

SESSION_TWO_QUERIES = [
    "Can you suggest something for dinner tonight?",
    "How far is a half marathon?",
    "Which database are we using for ingestion?",
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

    console.rule("Session 1 (8 days ago): the user tells the assistant about themselves")
    memory = _open(user, settings, monday)
    memory.clear()
    stored = Table("status", "kind", "imp.", "memory", title="Write path")
    for text, kind, importance in SESSION_ONE:
        try:
            before = memory.count()
            item = memory.remember(text, kind=kind, importance=importance, source="demo")
            status = "stored" if memory.count() > before else "duplicate: reinforced"
            stored.add_row(status, item.kind, f"{item.importance:.1f}", Text(item.text))
        except ContentRejected as exc:
            stored.add_row(f"[red]refused ({exc.pattern})[/]", kind, "", "(value never shown)")
    console.print(stored)
    memory.close()

    console.rule("Session 2 (today, a new session): the assistant recalls before answering")
    memory = _open(user, settings, utc_now())
    console.print(f"{memory.count()} memories stored for {user!r}")
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
