"""An MCP server (stdio) on ltm: one personal memory for every MCP client.

Run it with the ``ltm-mcp`` command (or ``python -m ltm_mcp``); see ``docs/mcp.md``.
"""

from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as _version

try:
    # One version source: the package metadata (pyproject.toml), never a second literal.
    __version__ = _version("ltm-mcp")
except PackageNotFoundError:  # pragma: no cover - run from a source tree, not installed
    __version__ = "0+unknown"

__all__ = ["__version__"]
