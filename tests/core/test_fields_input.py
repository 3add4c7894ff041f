"""Bad input to remember/update gets an ltm error saying what to do next, and stores nothing.

Each test here was an attacker's finding: a bare string split into letters, a pydantic dump
for a bad importance, a codec crash from deep inside the store for a lone surrogate.
"""

from __future__ import annotations

import math

import pytest
from ltm_core import LongTermMemory
from pydantic import ValidationError


# Promise (docs/concepts.md, "What is checked where"): tags given as a bare string are a
# TypeError, never stored as single letters.
def test_tags_given_as_a_bare_string_are_a_type_error(memory: LongTermMemory) -> None:
    with pytest.raises(TypeError, match="list of strings"):
        memory.remember("tags given as one string", tags="work")  # type: ignore[arg-type]
    assert memory.count() == 0
    (result,) = memory.remember_many([{"text": "tags as one string", "tags": "work"}])
    assert result.status == "rejected" and memory.count() == 0


def test_tags_given_as_a_bare_string_on_update_are_a_type_error(memory: LongTermMemory) -> None:
    item = memory.remember("Alice drinks oolong", tags=["tea"])
    with pytest.raises(TypeError, match="list of strings"):
        memory.update(item.id, tags="work")  # type: ignore[arg-type]
    after = memory.get(item.id)
    assert after is not None and after.tags == ["tea"]


# Promise: bad input gets a clear error (what to do next), not a pydantic dump.
@pytest.mark.parametrize("importance", [math.nan, math.inf, -0.1, 1.5, "high"])
def test_a_bad_importance_gets_an_ltm_error_naming_the_range(
    memory: LongTermMemory, importance: object
) -> None:
    with pytest.raises(ValueError) as caught:
        memory.remember("importance is not right", importance=importance)  # type: ignore[arg-type]
    assert not isinstance(caught.value, ValidationError)
    assert "from 0 to 1" in str(caught.value)
    assert "errors.pydantic.dev" not in str(caught.value)
    assert memory.count() == 0
    item = memory.remember("importance is right", importance=0.7)
    with pytest.raises(ValueError, match="from 0 to 1"):
        memory.update(item.id, importance=importance)  # type: ignore[arg-type]
    assert memory.get(item.id).importance == pytest.approx(0.7)  # type: ignore[union-attr]


# Promise: bad input gets a clear error naming the field, before the store is reached.
@pytest.mark.parametrize(
    ("fields", "named"),
    [
        ({"text": "tea \ud800 lover"}, "text"),
        ({"text": "tea lover", "tags": ["ok", "bad\udc00"]}, "tags[1]"),
        ({"text": "tea lover", "metadata": {"note": "cut \ud83d"}}, "metadata.note"),
        ({"text": "tea lover", "source": "chat\ud800"}, "source"),
    ],
)
def test_a_lone_surrogate_gets_an_ltm_error_naming_the_field(
    memory: LongTermMemory, fields: dict[str, object], named: str
) -> None:
    text = fields.pop("text")
    with pytest.raises(ValueError) as caught:
        memory.remember(text, **fields)  # type: ignore[arg-type]
    assert not isinstance(caught.value, UnicodeError)
    assert named in str(caught.value) and "UTF-8" in str(caught.value)
    assert memory.count() == 0
