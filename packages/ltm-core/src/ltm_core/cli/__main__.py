"""``python -m ltm_core.cli``."""

from ltm_core.cli.app import main

main()
