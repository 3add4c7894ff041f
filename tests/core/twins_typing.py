"""Checked by mypy in test_async_twins.py, never run: the twins' types are exact."""

from __future__ import annotations

from typing import assert_type

from ltm_core import LongTermMemory, MemoryItem, Recalled, WriteResult


async def twins_keep_their_types(memory: LongTermMemory) -> None:
    assert_type(await memory.arecall("units", 3, kinds=["fact"], min_score=0.1), list[Recalled])
    assert_type(await memory.aremember("text", kind="fact", importance=0.4), MemoryItem)
    assert_type(await memory.aremember_many(["a", {"text": "b"}]), list[WriteResult])
    assert_type(await memory.aget("id"), MemoryItem | None)
    assert_type(await memory.acount(include_superseded=True), int)
    assert_type(await memory.aflush(1.0), bool)
    assert_type(await memory.aclose(), None)
    await memory.arecall("units", k="five")  # type: ignore[arg-type]
    await memory.aforget(id="x", hard=True)  # type: ignore[call-arg]
