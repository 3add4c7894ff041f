"""The async twins are derived from their sync methods: same parameters, docs and types."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest
from ltm_core import LongTermMemory

HAND_WRITTEN = {"aremember_conversation"}  # awaits an async extractor: a real async path


def _twins() -> list[str]:
    return [
        name
        for name, fn in inspect.getmembers(LongTermMemory, inspect.iscoroutinefunction)
        if name.startswith("a") and hasattr(LongTermMemory, name[1:])
    ]


def test_every_twin_has_its_methods_exact_signature_and_names_it_in_its_docs():
    twins = _twins()
    assert {"arecall", "aremember", "alist", "aclose", "aremember_conversation"} <= set(twins)
    for name in twins:
        twin, method = getattr(LongTermMemory, name), getattr(LongTermMemory, name[1:])
        twin_sig, sig = inspect.signature(twin), inspect.signature(method)
        assert list(twin_sig.parameters.values()) == list(sig.parameters.values()), name
        assert f":meth:`{name[1:]}`" in (twin.__doc__ or ""), name
        assert twin.__name__ == name


async def test_a_twin_runs_the_method_the_instance_has_now(memory, monkeypatch):
    memory.remember("Alice prefers metric units")
    calls = []
    original = LongTermMemory.count

    def counting(self, **kwargs):
        calls.append(kwargs)
        return original(self, **kwargs)

    monkeypatch.setattr(LongTermMemory, "count", counting)
    assert await memory.acount(include_superseded=True) == 1
    assert calls == [{"include_superseded": True}]


@pytest.mark.slow
def test_mypy_sees_each_twin_with_its_methods_parameters_and_result():
    api = pytest.importorskip("mypy.api")
    root = Path(__file__).resolve().parents[2]
    out, err, status = api.run(
        [
            "--config-file",
            str(root / "pyproject.toml"),
            str(Path(__file__).with_name("twins_typing.py")),
        ]
    )
    assert status == 0, out + err
