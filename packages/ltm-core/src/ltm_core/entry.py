"""The ``ltm`` console script: ``ltm recall --hook`` without the command-line framework.

Claude Code runs the hook before every prompt, and a later prompt of a session only checks a
marker file, so that path skips typer and the engine entirely; everything else is the typer app
of :mod:`ltm_core.cli`.
"""

from __future__ import annotations

import sys


def main() -> None:
    """Entry point of the ``ltm`` console script."""
    from ltm_core.hook import is_hook_command

    if is_hook_command(sys.argv[1:]):
        from ltm_core.hook import main as hook_main

        raise SystemExit(hook_main())
    from ltm_core.cli import main as cli_main

    cli_main()


if __name__ == "__main__":  # pragma: no cover
    main()
