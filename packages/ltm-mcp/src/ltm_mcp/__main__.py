"""``python -m ltm_mcp``: the same as the ``ltm-mcp`` command."""

from ltm_mcp.server import main

main()
