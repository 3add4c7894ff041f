"""The ``ltm`` command line (typer), the demo and the recall hook."""

from ltm_core.cli.app import app, main

__all__ = ["app", "main"]
