"""An MCP server (stdio) on ltm: one personal memory for every MCP client.

Run it with the ``ltm-mcp`` command (or ``python -m ltm_mcp``); see ``docs/mcp.md``.
"""

__version__ = "0.1.0"

__all__ = ["__version__"]
