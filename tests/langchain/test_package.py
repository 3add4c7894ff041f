"""The package surface: public names, and no hard dependency on langchain-classic."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import ltm_langchain


def test_public_names():
    for name in ltm_langchain.__all__:
        assert getattr(ltm_langchain, name) is not None
    assert ltm_langchain.LongTermChatMemory.__module__ == "ltm_langchain.memory"
    assert ltm_langchain.LongTermMemoryStore.__module__ == "ltm_langchain.store"


def test_importing_the_package_works_without_langchain_classic():
    script = textwrap.dedent(
        """
        import sys
        sys.modules["langchain_classic"] = None  # as if it were not installed
        import ltm_langchain
        from ltm_langchain import LongTermMemoryMiddleware, LongTermMemoryRetriever
        assert "langchain_classic" not in {m.split(".")[0] for m in sys.modules if sys.modules[m]}
        try:
            ltm_langchain.LongTermChatMemory
        except ImportError as exc:
            print("ImportError:", exc)
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True
    )
    assert "ImportError:" in done.stdout
    assert "pip install 'ltm-langchain[classic]'" in done.stdout
