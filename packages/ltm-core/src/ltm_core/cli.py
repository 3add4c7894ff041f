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


def main() -> None:
    """Entry point of the ``ltm`` console script."""
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
