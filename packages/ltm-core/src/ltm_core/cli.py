"""The ``ltm`` command. Heavy imports stay inside commands so each one starts fast."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

app = typer.Typer(
    name="ltm",
    help="Long-term memory for LLM agents: inspect and manage a memory store.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


@app.callback()
def _root() -> None:
    """Long-term memory for LLM agents: inspect and manage a memory store."""


@app.command()
def demo(
    db: Annotated[
        Path | None,
        typer.Option(help="Store to use; a fresh temporary file when omitted."),
    ] = None,
    user: Annotated[str, typer.Option(help="The demo user's id.")] = "alice",
) -> None:
    """Two scripted chat sessions on the embedded default (sqlite-vec + local MiniLM)."""
    from ltm_core.demo import run_demo

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
    from ltm_core.embeddings.local import SentenceTransformerEmbedder

    data = path or DEFAULT_PATH
    if not data.exists():
        typer.echo(f"no LoCoMo file at {data}; pass its path", err=True)
        raise typer.Exit(2)
    configurations = [*CONFIGURATIONS, *(recency_study() if study else [])]
    report = run(
        data,
        SentenceTransformerEmbedder(),
        configurations=configurations,
        k=k,
        progress=rich_progress,
    )
    typer.echo(markdown(report))


def main() -> None:
    """Entry point of the ``ltm`` console script."""
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
