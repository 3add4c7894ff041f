"""Parsing what real models answer: fences, prose, single objects, trailing commas, odd scales."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

import json_repair

from ltm_core.extraction.base import Extraction
from ltm_core.models import FACT_KINDS, Candidate

_FENCE = re.compile(r"```[a-zA-Z0-9_-]{0,20}[ \t]*\n?(.*?)```", re.DOTALL)
_TEXT_KEYS = ("text", "memory", "content", "fact", "statement")
_LIST_KEYS = ("memories", "candidates", "items", "facts", "results", "data")
_WORDY_IMPORTANCE = {
    "critical": 1.0,
    "very high": 0.9,
    "high": 0.8,
    "medium": 0.5,
    "moderate": 0.5,
    "normal": 0.5,
    "low": 0.2,
    "very low": 0.1,
}
MAX_TEXT_CHARS = 300
_MAX_STARTS = 64  # bound the retries on long prose full of brackets
_MAX_REPAIR_STARTS = 8  # a repair reads to the end of the answer each time


class UnparseableAnswer(ValueError):
    """The model's answer holds no JSON array or object."""


def _payloads(answer: str) -> list[str]:
    """Texts that may hold the JSON: fenced blocks first, then the whole answer."""
    pieces = [m.group(1) for m in _FENCE.finditer(answer)]
    pieces.append(answer)
    return pieces


def _unwrap(data: Any) -> tuple[list[Any], int]:
    """The items of decoded JSON, and how deep the item list sits (0: the object is the item)."""
    if isinstance(data, list):
        return data, 1
    if isinstance(data, dict):
        for key in _LIST_KEYS:
            if isinstance(data.get(key), list):
                return list(data[key]), 2
        return [data], 0
    return [], 0


@dataclass
class _Brackets:
    """How far the JSON that opens ``text`` got, read the way a repair reads it."""

    depth: int = 0
    in_string: bool = False
    close: int | None = None  # where the first bracket closes; None: the model stopped
    last_comma: dict[int, int] = field(default_factory=dict)  # depth -> index of its last ","


def _scan(text: str) -> _Brackets:
    """Count brackets and commas outside strings (either quote) until the first one closes."""
    found = _Brackets()
    quote, escaped = "", False
    for index, ch in enumerate(text):
        if quote:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == quote:
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif ch in "[{":
            found.depth += 1
        elif ch in "]}":
            found.depth -= 1
            if found.depth == 0:
                found.close = index
                return found
        elif ch == ",":
            found.last_comma[found.depth] = index
    found.in_string = bool(quote)
    return found


def _repaired(text: str) -> list[Any] | None:
    """Items ``json-repair`` recovers from the bracket ``text`` opens with.

    When the answer was cut off inside an item (it ends deeper than the list holding the
    items, or inside a string at that depth), only the items before it are repaired and the
    cut one is ``None``: what a repair would close is a guess, so it counts as dropped.
    """
    scan = _scan(text)
    items, item_depth = _unwrap(
        json_repair.loads(text if scan.close is None else text[: scan.close + 1])
    )
    # Bare words are what a repair makes of bracketed prose ("[sic]"), not an answer.
    if all(isinstance(item, str) for item in items):
        return None
    cut = scan.depth > item_depth or (scan.depth == item_depth and scan.in_string)
    if scan.close is None and cut:
        comma = scan.last_comma.get(item_depth) if item_depth else None
        items = _unwrap(json_repair.loads(text[:comma]))[0] if comma is not None else []
        items = [*items, None]
    return items


def _decoded(piece: str) -> tuple[list[Any], bool] | None:
    """The items from the first bracket that holds JSON, strict first, then repaired."""
    decoder = json.JSONDecoder()
    starts = [i for i, ch in enumerate(piece) if ch in "[{"][:_MAX_STARTS]
    for number, start in enumerate(starts):
        try:
            data, _ = decoder.raw_decode(piece, start)
        except ValueError:
            # Repair here, before a later bracket (say the second item of a broken list)
            # decodes strictly and hides the rest of the answer.
            items = _repaired(piece[start:]) if number < _MAX_REPAIR_STARTS else None
            if items is not None:
                return items, True
            continue
        return _unwrap(data)[0], False
    return None


def load_items(answer: str) -> tuple[list[Any], bool]:
    """The list of raw items in a model answer, and whether it had to be repaired.

    The first JSON array or object found wins; an object is one item unless it wraps a list
    (``{"memories": [...]}``). Strict JSON is tried first; then ``json-repair`` forgives
    trailing commas, single quotes, missing quotes and an answer cut off mid-way (a last
    item the model never finished becomes ``None``; every complete one is kept).

    Raises:
        UnparseableAnswer: There is no JSON array or object in the answer.
    """
    if not answer.strip():
        raise UnparseableAnswer("empty model answer")
    for piece in _payloads(answer):
        found = _decoded(piece)
        if found is not None:
            return found
    raise UnparseableAnswer("the model answer holds no JSON array or object")


def _importance(value: Any) -> float | None:
    if value is None:
        return 0.5
    if isinstance(value, bool):
        return None
    if isinstance(value, str):
        word = value.strip().lower()
        if word in _WORDY_IMPORTANCE:
            return _WORDY_IMPORTANCE[word]
        try:
            value = float(word.rstrip("%")) / (100 if word.endswith("%") else 1)
        except ValueError:
            return None
    if not isinstance(value, int | float) or value != value or value < 0:
        return None
    if value > 1:
        value = value / 10 if value <= 10 else value / 100 if value <= 100 else None
    return None if value is None else min(1.0, float(value))


def _kind(value: Any) -> str:
    kind = str(value or "").strip().lower()
    return kind if kind in FACT_KINDS else "fact"


def to_candidate(raw: Any, *, max_words: int) -> Candidate | None:
    """One raw item as a ``Candidate``, or ``None`` when it cannot be one."""
    if isinstance(raw, str):
        raw = {"text": raw}
    if not isinstance(raw, dict):
        return None
    text = next((raw[k] for k in _TEXT_KEYS if isinstance(raw.get(k), str)), None)
    if text is None:
        return None
    text = " ".join(text.split())
    if not text or len(text) > MAX_TEXT_CHARS or len(text.split()) > max_words:
        return None
    if not any(ch.isalnum() for ch in text):  # "..." (a prompt's example echoed back)
        return None
    importance = _importance(raw.get("importance", raw.get("score")))
    if importance is None:
        return None
    return Candidate(text=text, kind=_kind(raw.get("kind", raw.get("type"))), importance=importance)


def parse_extraction(answer: str, *, max_candidates: int, max_words: int) -> Extraction:
    """Turn a model answer into at most ``max_candidates`` candidates; never raises."""
    try:
        items, repaired = load_items(answer)
    except UnparseableAnswer as exc:
        return Extraction(error=str(exc))
    result = Extraction(repaired=repaired)
    for raw in items:
        candidate = to_candidate(raw, max_words=max_words)
        if candidate is None:
            result.dropped_invalid += 1
        elif len(result.candidates) < max_candidates:
            result.candidates.append(candidate)
    if repaired and not result.candidates:
        result.error = "the model answer is not valid JSON, and repairing it gave no candidate"
    return result


def parse_indexes(answer: str, count: int) -> list[int]:
    """Zero-based indexes from an answer like ``[1, 3]`` (numbered from 1); junk is ignored."""
    try:
        items, _ = load_items(answer)
    except UnparseableAnswer:
        return []
    indexes = []
    for raw in items:
        if isinstance(raw, bool):
            continue
        try:
            number = int(raw)
        except (TypeError, ValueError):
            continue
        if 1 <= number <= count and number - 1 not in indexes:
            indexes.append(number - 1)
    return indexes
