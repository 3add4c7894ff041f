"""The ``ltm`` command line (typer), the demo and the recall hook."""

from ltm_core.cli.app import main
from ltm_core.cli.common import app

__all__ = ["app", "main"]
