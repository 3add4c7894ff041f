"""Parsing what real models answer: fences, prose, single objects, trailing commas, odd scales."""

from __future__ import annotations

import json
import re
from typing import Any

from ltm_core.extraction.base import Extraction
from ltm_core.models import KINDS, Candidate

_FENCE = re.compile(r"```[a-zA-Z0-9_-]{0,20}[ \t]*\n?(.*?)```", re.DOTALL)
_TRAILING_COMMA = re.compile(r",(\s*[\]}])")
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


class UnparseableAnswer(ValueError):
    """The model's answer holds no JSON array or object."""


def _payloads(answer: str) -> list[str]:
    """Texts that may hold the JSON: fenced blocks first, then the whole answer."""
    pieces = [m.group(1) for m in _FENCE.finditer(answer)]
    pieces.append(answer)
    return pieces


def load_items(answer: str) -> list[Any]:
    """The list of raw items in a model answer.

    The first JSON array or object found wins; an object is one item unless it wraps a list
    (``{"memories": [...]}``). Trailing commas are forgiven.

    Raises:
        UnparseableAnswer: There is no JSON array or object in the answer.
    """
    if not answer.strip():
        raise UnparseableAnswer("empty model answer")
    decoder = json.JSONDecoder()
    for piece in _payloads(answer):
        for variant in (piece, _TRAILING_COMMA.sub(r"\1", piece)):
            starts = [i for i, ch in enumerate(variant) if ch in "[{"][:_MAX_STARTS]
            for start in starts:
                try:
                    data, _ = decoder.raw_decode(variant, start)
                except ValueError:
                    continue
                if isinstance(data, list):
                    return data
                for key in _LIST_KEYS:
                    if isinstance(data.get(key), list):
                        return list(data[key])
                return [data]
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
    return kind if kind in KINDS else "fact"


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
    importance = _importance(raw.get("importance", raw.get("score")))
    if importance is None:
        return None
    return Candidate(text=text, kind=_kind(raw.get("kind", raw.get("type"))), importance=importance)


def parse_extraction(answer: str, *, max_candidates: int, max_words: int) -> Extraction:
    """Turn a model answer into at most ``max_candidates`` candidates; never raises."""
    try:
        items = load_items(answer)
    except UnparseableAnswer as exc:
        return Extraction(error=str(exc))
    result = Extraction()
    for raw in items:
        candidate = to_candidate(raw, max_words=max_words)
        if candidate is None:
            result.dropped_invalid += 1
        elif len(result.candidates) < max_candidates:
            result.candidates.append(candidate)
    return result


def parse_indexes(answer: str, count: int) -> list[int]:
    """Zero-based indexes from an answer like ``[1, 3]`` (numbered from 1); junk is ignored."""
    try:
        items = load_items(answer)
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
