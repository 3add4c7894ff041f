from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from ltm_core.demo import SESSION_ONE

REPO = Path(__file__).resolve().parents[2]


def test_ltm_demo_runs_offline_and_tells_the_story(tmp_path):
    # No LTM_* but the shared model cache (the demo's own store must be a temporary one).
    env = {k: v for k, v in os.environ.items() if not k.startswith("LTM_")}
    env["LTM_MODEL_CACHE_PATH"] = os.environ["LTM_MODEL_CACHE_PATH"]
    env.update(HF_HUB_OFFLINE="1", HOME=str(tmp_path), COLUMNS="200")
    out = subprocess.run(
        [sys.executable, "-m", "ltm_core.cli", "demo"],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    text = out.stdout
    secret = next(said for said, _ in SESSION_ONE if "sk-proj-" in said).split()[-1]
    assert "refused by the guard: openai_api_key" in text
    assert "[redacted:openai_api_key]" in text
    assert secret not in text
    assert "therapist" not in text  # the <private> span is never shown nor stored
    assert "The user is allergic to peanuts." in text
    # The dinner question shares no word with the allergy: the profile carries it.
    assert "- [fact] The user is allergic to peanuts." in text.split("the block, profile first")[1]
    assert "superseded (kept as history, never recalled): The user lives in Paris." in text
    assert "<recalled-memories>" in text and "</recalled-memories>" in text
    assert "- [fact] The user moved to Berlin last month." in text
    assert "'mallory', recalls 0 memories" in text
    assert not (tmp_path / ".ltm" / "memories.db").exists()  # never the user's own store
