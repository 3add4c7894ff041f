"""``ltm demo`` and ``ltm bench``: showing ltm at work, and measuring it (tables, no asserts)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ltm_core.cli.common import EXIT_REFUSED, _fail, _settings, app


@app.command()
def demo(
    db: Annotated[
        Path | None,
        typer.Option(help="Store to use; a fresh temporary file when omitted."),
    ] = None,
    user: Annotated[str, typer.Option(help="The demo user's id.")] = "alice",
) -> None:
    """Two scripted chat sessions on the embedded default (sqlite-vec + local MiniLM)."""
    from ltm_core.cli.demo import run_demo

    run_demo(db, user)


bench_app = typer.Typer(help="Benchmarks: they print tables and assert nothing.")
app.add_typer(bench_app, name="bench")


@bench_app.command("locomo")
def bench_locomo(
    path: Annotated[
        Path | None,
        typer.Argument(help="A LoCoMo-format JSON file (default: ../shared/data/locomo/...)."),
    ] = None,
    k: Annotated[int, typer.Option(help="Results per question.")] = 10,
    study: Annotated[
        bool, typer.Option(help="Also measure recency and lexical weights (slower).")
    ] = False,
    backend: Annotated[
        str,
        typer.Option(
            help="sqlite-vec (a temp file), postgres (LTM_POSTGRES_URL, in a new schema "
            "ltm_bench_<random> whose scopes are cleared at the end), or both in one run."
        ),
    ] = "sqlite-vec",
    through: Annotated[
        str,
        typer.Option(
            "--path",
            help="turns: store each turn as it is; conversation: feed each turn through "
            "remember_conversation (episodes and facts) and score by provenance.",
        ),
    ] = "turns",
) -> None:
    """LoCoMo turn retrieval: R@1/5/10, evidence@10, nDCG@10, MRR, per category."""
    from ltm_core.bench.locomo import (
        CONFIGURATIONS,
        DEFAULT_PATH,
        markdown,
        recency_study,
        rich_progress,
        run,
    )
    from ltm_core.factory import default_embedder

    data = path or DEFAULT_PATH
    if not data.exists():
        _fail(f"no LoCoMo file at {data}; pass its path", EXIT_REFUSED)
    if through not in ("turns", "conversation"):
        _fail("--path is turns or conversation", EXIT_REFUSED)
    if through == "conversation":
        from ltm_core.bench.conversation import run_conversation_path

        result = run_conversation_path(
            data, default_embedder(_settings(None)), k=k, progress=rich_progress
        )
        typer.echo(markdown(result.report))
        kinds = ", ".join(f"{kind} {n}" for kind, n in sorted(result.per_kind.items()))
        typer.echo(
            f"\n{result.turns} turns -> {result.report.memories} memories "
            f"({result.report.memories / max(result.turns, 1):.2f} per turn: {kinds}); "
            f"questions whose evidence produced any memory: {result.evidence_covered:.3f}"
        )
        return
    configurations = [*CONFIGURATIONS, *(recency_study() if study else [])]
    backends = ["sqlite-vec", "postgres"] if backend == "both" else [backend]
    if any(b not in ("sqlite-vec", "postgres") for b in backends):
        _fail(f"unknown --backend {backend!r}: sqlite-vec, postgres or both", EXIT_REFUSED)
    settings = _settings(None)
    for name in backends:
        store = None
        if name == "postgres":
            import uuid

            from ltm_core.factory import provider_class

            bench = settings.model_copy(
                update={"postgres_schema": f"ltm_bench_{uuid.uuid4().hex[:8]}"}
            )
            store = provider_class(name).from_settings(bench)
        report = run(
            data,
            default_embedder(settings),
            configurations=configurations,
            k=k,
            progress=rich_progress,
            store=store,
        )
        if store is not None:
            store.close()
        if len(backends) > 1:
            typer.echo(f"\n### {name}\n")
        typer.echo(markdown(report))
