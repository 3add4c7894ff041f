"""Stage 1 of the write pipeline: a caller's entry (or an imported row) as a checked item.

Every string that will be stored goes through the guard on its own: the text, each tag, each
metadata key and value at any depth, the source, and an imported row's ``id`` and
``superseded_by`` (which must look like ids). Private spans become ``[private]`` everywhere.
The tags are also judged joined (a token cut in two tags) and after the text (a sentence a
tag completes), and every string field of the item glued to the others (a token cut between
a metadata key and its value, the source and a tag, the thread and message ids), since
whoever reads the stored item reads them together.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from datetime import datetime, timedelta
from typing import Any

from ltm_core.guard import (
    ContentGuard,
    ContentRejected,
    check_id,
    check_text,
    clean_metadata,
    clean_tags,
)
from ltm_core.guard.bare_keys import RULE as BARE_KEY_RULE
from ltm_core.guard.catalogue import CATALOGUE
from ltm_core.guard.fields import check_encodable
from ltm_core.guard.normalise import normalise
from ltm_core.memory.provenance import check_provenance
from ltm_core.models import MemoryItem
from ltm_core.settings import LTMSettings

__all__ = [
    "FUTURE_SLACK",
    "check_fields",
    "check_glued",
    "check_importance",
    "check_joined",
    "check_not_future",
    "check_source",
    "clean_text",
    "item_pieces",
    "not_in_future",
    "prepare_item",
    "restored_item",
    "tag_list",
]

_FIELDS = frozenset(
    {
        "text",
        "kind",
        "importance",
        "tags",
        "metadata",
        "source",
        "created_at",
        "thread_id",
        "message_id",
        "source_ids",
    }
)

#: How far ahead of now a caller's or an imported time may be (clock skew between machines); a
#: memory dated later would keep full recency for ever and outrank every real memory.
FUTURE_SLACK = timedelta(days=1)

# Rules of the vendor catalogue: a value with a shape, which a cut between two tags can hide.
_SHAPED_RULES = frozenset(fmt.name for fmt in CATALOGUE)
# A field other than the text (a tag, a metadata value, an id) holding a generated key alone
# holds an id: what the text says around it ("the account was reset") is no hand-over of it.
# A key cut across two fields, or a credential word's value (its own rule), still counts.
_WEAK_ACROSS_FIELDS = frozenset({BARE_KEY_RULE})
# ...unless the text hands the next thing over ("the new one after the reset" + the key).
_HANDED_OVER_RE = re.compile(
    r"(?i)(?<!\w)(?:new one|old one|the one for|hold on to|hold onto|don't lose|do not lose|"
    r"same as|it's now|here it is|here's the new|here is the new|use this one)(?!\w)"
)
# A whole id on its own: a UUID, or a typed id ("msg_01XF...", "thread_...", "chatcmpl-...",
# "conv_..."): lowercase prefix words, then a random body. Ids side by side are no token cut
# in two, and an id completes no sentence of another field ("reset their password" + msg_...).
_WHOLE_ID_RE = re.compile(
    r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
    r"|(?:[a-z]{2,12}[_-]){1,3}[A-Za-z0-9]{16,64}"
)


def clean_text(guard: ContentGuard, settings: LTMSettings, text: str) -> str:
    """Private spans removed, secrets refused, the length checked."""
    if not isinstance(text, str):
        raise TypeError(f"memory text must be a str, got {type(text).__name__}")
    limit = settings.max_text_chars
    # Refused before the guard reads it: a megabyte paste would cost seconds of guard time
    # (a shared server's, for every tenant) only to be refused. The slack leaves room for
    # ``<private>`` spans, which are removed before the real limit applies.
    if len(text) > _RAW_SLACK * limit:
        raise _too_long(len(text), limit)
    check_encodable(text, "text")
    try:
        cleaned = guard.clean(text)
    except ContentRejected as exc:
        raise ContentRejected(exc.pattern, field="text") from None
    if len(cleaned) > limit:
        raise _too_long(len(cleaned), limit)
    return cleaned


#: How many times ``max_text_chars`` a text may be before its private spans are removed.
_RAW_SLACK = 4


def _too_long(length: int, limit: int) -> ValueError:
    return ValueError(
        f"memory text has {length:,} characters, over the {limit:,} limit "
        "(LTM_MAX_TEXT_CHARS); store a short summary instead"
    )


def check_fields(
    guard: ContentGuard, tags: Iterable[str], metadata: Mapping[str, Any]
) -> tuple[list[str], dict[str, Any]]:
    """Tags and metadata are stored too: each string is checked on its own, spans replaced.

    Raises:
        ContentRejected: A secret in a tag, a metadata key or value (at any depth), or a
            metadata key naming a credential with a value.
    """
    return clean_tags(tags, guard), clean_metadata(metadata, guard)


def tag_list(tags: Any) -> list[Any]:
    """The caller's tags as a list; one bare string is refused, not split into letters.

    Raises:
        TypeError: ``tags`` is a string (or bytes) or not iterable.
    """
    if tags is None:
        return []
    if isinstance(tags, (str, bytes)):
        raise TypeError('tags must be a list of strings, not one string: write tags=["work"]')
    try:
        return list(tags)
    except TypeError:
        raise TypeError(f"tags must be a list of strings, got {type(tags).__name__}") from None


def check_importance(value: Any) -> float:
    """An importance from 0 to 1 (a number; NaN and infinities are refused).

    Raises:
        ValueError: Not a number, or outside 0..1; the message says the allowed range.
    """
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(
            f"importance must be a number from 0 to 1, got a {type(value).__name__}: "
            "pass e.g. importance=0.5"
        )
    number = float(value)
    if not math.isfinite(number) or not 0.0 <= number <= 1.0:
        shown = "not a number" if math.isnan(number) else f"{number:g}"
        raise ValueError(
            f"importance must be a number from 0 to 1 (0.5 is the default), got {shown}"
        )
    return number


def check_joined(
    guard: ContentGuard, text: str, tags: list[str], metadata: Mapping[str, Any] | None = None
) -> None:
    """The tags glued (``""``) and spaced (``" "``), and the text followed by them, judged.

    Each piece alone may be harmless while together they spell a secret: a token cut in two
    tags, or "my github password is" with the password as a tag. Only a finding the joining
    made counts: in the tags, one that runs across two of them (glued, only a vendor-shaped
    token: glued words read as nonsense sentences); after the text, one that reaches into
    the tags. A finding inside one piece was that piece's own check.

    The string values of ``metadata``, glued in order, are judged the same way: only a
    vendor-shaped token that runs across two values counts.

    Raises:
        ContentRejected: naming the rule, with the field ``tags``, ``text+tags`` or
            ``metadata``.
    """
    values = [normalise(v) for v in (metadata or {}).values() if isinstance(v, str)]
    spans = _piece_spans(values, 0)
    for found in guard.find("".join(values)) if len(values) > 1 else ():
        if found.pattern in _SHAPED_RULES and not any(
            start <= found.start and found.end <= end for start, end in spans
        ):
            if _whole_ids_only(values, spans, found):
                continue  # "call_..." + "chatcmpl-...": two whole ids, no token cut in two
            raise ContentRejected(found.pattern, field="metadata")
    if not tags:
        return
    pieces = [normalise(tag) for tag in tags]
    for separator in ("", " "):
        spans = _piece_spans(pieces, len(separator))
        for found in guard.find(separator.join(pieces)):
            if separator == "" and found.pattern not in _SHAPED_RULES:
                continue
            if not any(start <= found.start and found.end <= end for start, end in spans):
                raise ContentRejected(found.pattern, field="tags")
    head = normalise(text)
    handed_over = _HANDED_OVER_RE.search(head) is not None
    tag_spans = _piece_spans(pieces, 1)
    for found in guard.find(f"{head} {' '.join(pieces)}"):
        if found.start > len(head):
            start, end = found.start - len(head) - 1, found.end - len(head) - 1
            inside = [
                p for p, (s, e) in zip(pieces, tag_spans, strict=True) if s <= start and end <= e
            ]
            if inside and _WHOLE_ID_RE.fullmatch(inside[0]):
                continue  # a tag that is a typed id or a UUID completes no sentence
            if found.pattern in _WEAK_ACROSS_FIELDS and not handed_over:
                continue  # a tag that is an id, after a sentence that happens to hold a cue
        if found.end > len(head):
            raise ContentRejected(found.pattern, field="text+tags")


# Plain words: what tags and source labels are; never taken for a value another field names.
_PLAIN_WORDS_RE = re.compile(r"[^\W\d_]+(?:[ _-][^\W\d_]+)*")
#: The shortest vendor token worth gluing two pieces for.
_MIN_TOKEN = 16
#: At most this many short pieces are glued pairwise (a bounded cost per item).
_MAX_PAIRED = 12
#: A piece longer than this is never glued pairwise (a token's half is short).
_MAX_PAIR_PIECE = 200


def _metadata_strings(value: Any, depth: int = 0) -> Iterable[str]:
    """Every key and string value of ``value`` at any depth, in order."""
    if depth > 32:
        return
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for key, inner in value.items():
            yield str(key)
            yield from _metadata_strings(inner, depth + 1)
    elif isinstance(value, (list, tuple)):
        for inner in value:
            yield from _metadata_strings(inner, depth + 1)


def _metadata_pairs(value: Any, depth: int = 0) -> Iterable[tuple[str, str]]:
    """Each ``(key, string value)`` of ``value`` at any depth (a list's strings share its key)."""
    if depth > 32 or not isinstance(value, Mapping):
        return
    for key, inner in value.items():
        if isinstance(inner, str):
            yield str(key), inner
        elif isinstance(inner, (list, tuple)):
            yield from ((str(key), v) for v in inner if isinstance(v, str))
            for v in inner:
                yield from _metadata_pairs(v, depth + 1)
        else:
            yield from _metadata_pairs(inner, depth + 1)


def item_pieces(item: MemoryItem) -> list[str]:
    """Every stored string of ``item`` in reading order, normalised, empty ones left out."""
    raw = [
        item.text,
        *item.tags,
        *_metadata_strings(item.metadata),
        item.source or "",
        item.thread_id or "",
        item.message_id or "",
        *item.source_ids,
    ]
    return [piece for piece in (normalise(r) for r in raw) if piece.strip()]


def check_glued(guard: ContentGuard, item: MemoryItem) -> None:
    """Every string field of ``item`` judged glued to the others, as a reader sees them.

    Each field passed alone, yet together they may spell a secret: a token cut between a
    metadata key and its value, a nested dict and a list, the source and a tag, two tags,
    the thread and message ids, or "wifi password is" in the text with the value in a
    metadata value. Read in order, glued (``""``: only a vendor-shaped token counts, glued
    words read as nonsense) and spaced (``" "``: every rule); then each metadata key with its
    value ("router login: admin/X"); then, whatever their order, each pair of short pieces
    glued and each piece followed by a short one, spaced; then the last token of each piece
    glued to the first token of each other, in both orders. A glued finding counts only when
    its part in each piece it runs across is token-like (digits, mixed case or a vendor's
    keyword: "ord_..." + "manual" is no cut token). A spaced finding counts when it runs
    across two pieces, or lies in one piece that is clean alone (the value after "wifi
    password is" in another field) and is no plain word (tags and sources are words: "todo",
    "manual"); one that its piece holds alone was that piece's own check.

    Raises:
        ContentRejected: naming the rule, with the field ``fields`` (never the value).
    """
    pieces = item_pieces(item)
    if len(pieces) < 2:
        return
    text_piece = normalise(item.text)
    handed_over = _HANDED_OVER_RE.search(text_piece) is not None
    # Ids the framework assigns: never the value a sentence of another field is missing.
    provenance = {normalise(i) for i in (item.thread_id, item.message_id, *item.source_ids) if i}
    readings: list[tuple[list[str], str, bool]] = [(pieces, "", True), (pieces, " ", False)]
    for key, value in _metadata_pairs(item.metadata):
        readings.append(([normalise(key), normalise(value)], ": ", False))
    short = list(dict.fromkeys(p for p in pieces if len(p) <= _MAX_PAIR_PIECE))[:_MAX_PAIRED]
    tokens = [p for p in short if not any(c.isspace() for c in p)]
    # Only pairs that can complete something: a vendor's keyword in the first half, or two
    # halves long enough for a token, not both plain words; a credential word before a value
    # (the prefilter alone, a few microseconds a piece).
    cues = {piece: guard.cues(piece) for piece in short}
    valued = [p for p in tokens if not _PLAIN_WORDS_RE.fullmatch(p)]
    for first in short:
        vendor, worded = cues[first]
        glueable = first in tokens
        for second in tokens if glueable else ():
            if first is second or not (
                vendor
                or (
                    len(first) + len(second) >= _MIN_TOKEN and (first in valued or second in valued)
                )
            ):
                continue  # two plain words, or too short together for any vendor's token
            readings.append(([first, second], "", True))
        for second in valued if worded else ():
            if first is second:
                continue
            readings.append(([first, second], " ", False))
            if first is pieces[0] and "?" in first:  # the text asks, another field answers
                readings.append(([first, second], "\n", False))
    readings.extend(_joint_readings(guard, pieces))
    seen: set[tuple[str, ...]] = set()
    alone: dict[str, bool] = {}
    for parts, separator, shaped_only in readings:
        key_of = (separator, *parts)
        if key_of in seen:
            continue
        seen.add(key_of)
        spans = _piece_spans(parts, len(separator))
        for found in guard.find(separator.join(parts)):
            if shaped_only and found.pattern not in _SHAPED_RULES:
                continue
            inside = [i for i, (s, e) in enumerate(spans) if s <= found.start and found.end <= e]
            if shaped_only and not inside and not _each_side_token_like(guard, parts, spans, found):
                continue  # a word glued onto a whole id ("ord_..." + "manual"): no token was cut
            if shaped_only and inside and inside[0] > 0:
                before = _edges(parts[inside[0] - 1])[1]
                if _PLAIN_WORDS_RE.fullmatch(before):
                    continue  # a word before a whole hash ("hash" + "sha512-..."), not a cue
            if not inside and _whole_ids_only(parts, spans, found):
                continue  # whole ids side by side ("call_..." + "chatcmpl-..."): none was cut
            if inside:  # within one piece: it counts only if that piece alone is clean
                piece = parts[inside[0]]
                if piece != text_piece and (piece in provenance or _WHOLE_ID_RE.fullmatch(piece)):
                    continue  # an id: "User reset their password" + "msg_01XF..."
                if (
                    found.pattern in _WEAK_ACROSS_FIELDS
                    and piece != text_piece
                    and not (handed_over and text_piece in parts)
                ):
                    # an id alone in its field, whatever cue another field holds; the text's
                    # "new one" hands over only in a reading the text is part of, never in
                    # a metadata key read with its own value ("request_id: <id>")
                    continue
                if _PLAIN_WORDS_RE.fullmatch(piece):
                    continue  # a tag or a source label ("todo", "manual"), not a value
                if piece not in alone:
                    alone[piece] = bool(guard.find(piece, as_field=True))
                if alone[piece]:
                    continue
            raise ContentRejected(found.pattern, field="fields")


#: At most this many pieces have their edges glued pairwise (a bounded cost per item).
_MAX_JOINTS = 24
# A lowercase letter followed by an uppercase one: the mixed case of a random body ("aB3").
_CAMEL_RE = re.compile(r"[a-z][A-Z]")


def _token_like(guard: ContentGuard, part: str) -> bool:
    """Whether ``part`` (one side of a glued match) looks like a token's half, not a word.

    A half of a cut token has digits, mixed case inside it, or a vendor's keyword (``ghp_``,
    ``AKIA``); "manual", "shop", "tracking", "hash" or "order_number" have none.
    """
    if any(c.isdigit() for c in part) or _CAMEL_RE.search(part):
        return True
    return guard.cues(part)[0]


def _each_side_token_like(
    guard: ContentGuard, parts: list[str], spans: list[tuple[int, int]], found: Any
) -> bool:
    """Whether the part of ``found`` in each piece it runs across is itself token-like."""
    for (start, end), part in zip(spans, parts, strict=True):
        lo, hi = max(start, found.start), min(end, found.end)
        if lo < hi and not _token_like(guard, part[lo - start : hi - start]):
            return False
    return True


def _whole_ids_only(parts: list[str], spans: list[tuple[int, int]], found: Any) -> bool:
    """Whether every piece ``found`` runs across is a whole id on its own (``_WHOLE_ID_RE``)."""
    return all(
        _WHOLE_ID_RE.fullmatch(part)
        for (start, end), part in zip(spans, parts, strict=True)
        if start < found.end and found.start < end
    )


def _edges(piece: str) -> tuple[str, str]:
    """The first and the last whitespace-separated token of ``piece``."""
    words = piece.split()
    return (words[0], words[-1]) if words else ("", "")


def _joint_readings(guard: ContentGuard, pieces: list[str]) -> list[tuple[list[str], str, bool]]:
    """The last token of each piece glued to the first token of each other, in both orders.

    A token may be cut at any joint, not only between whole short pieces: its first half the
    last word of the source or a tag, its second half opening the text ("<half> is it"), or
    "id AKIA..." in the text with the rest in a metadata value. Only pairs long enough
    together for a vendor's token, one of them token-like, are read.
    """
    edges = [_edges(piece) for piece in list(dict.fromkeys(pieces))[:_MAX_JOINTS]]
    like = {edge: _token_like(guard, edge) for pair in edges for edge in pair if edge}
    readings: list[tuple[list[str], str, bool]] = []
    for i, (_, tail) in enumerate(edges):
        for j, (head, _) in enumerate(edges):
            if i == j or not tail or not head or len(tail) + len(head) < _MIN_TOKEN:
                continue
            if like[tail] or like[head]:  # two plain words glued spell no token
                readings.append(([tail, head], "", True))
    return readings


def _piece_spans(pieces: list[str], gap: int) -> list[tuple[int, int]]:
    """Where each piece sits in ``separator.join(pieces)``, the separator ``gap`` long."""
    spans: list[tuple[int, int]] = []
    position = 0
    for piece in pieces:
        spans.append((position, position + len(piece)))
        position += len(piece) + gap
    return spans


def check_source(guard: ContentGuard, source: Any) -> str:
    """The ``source`` label is stored too: checked like text, private spans replaced.

    Raises:
        TypeError: It is not a string.
        ContentRejected: It holds a secret (field ``source``).
    """
    if not isinstance(source, str):
        raise TypeError(f"source must be a str, got {type(source).__name__}")
    return check_text(source, guard, "source").strip()


def prepare_item(
    guard: ContentGuard, settings: LTMSettings, entry: str | Mapping[str, Any], now: datetime
) -> MemoryItem:
    """A caller's string or field dict as a checked item, stamped ``now``.

    Raises:
        TypeError: Unknown fields, or no text.
        ContentRejected: A secret in the text, a tag or the metadata.
        ValueError: An invalid field, or the text is too long.
    """
    fields: dict[str, Any] = {"text": entry} if isinstance(entry, str) else dict(entry)
    unknown = set(fields) - _FIELDS
    if unknown:
        raise TypeError(f"unknown memory fields {sorted(unknown)}")
    if "text" not in fields:
        raise TypeError("a memory needs a 'text'")
    fields["text"] = clean_text(guard, settings, fields["text"])
    fields["tags"] = tag_list(fields.get("tags"))
    fields["metadata"] = dict(fields.get("metadata") or {})
    fields["tags"], fields["metadata"] = check_fields(guard, fields["tags"], fields["metadata"])
    check_joined(guard, fields["text"], fields["tags"], fields["metadata"])
    if "importance" in fields:
        fields["importance"] = check_importance(fields["importance"])
    if fields.get("source") is not None:
        fields["source"] = check_source(guard, fields["source"])
    if fields.get("created_at") is None:
        fields["created_at"] = now
    fields["updated_at"] = now
    item = not_in_future(MemoryItem(**fields), now)
    check_provenance(guard, item)
    check_glued(guard, item)
    return item


def check_not_future(name: str, stamp: datetime | None, now: datetime) -> None:
    """Refuse ``stamp`` when it is more than :data:`FUTURE_SLACK` ahead of ``now``.

    Raises:
        ValueError: The reason names the field and what to do, never the value.
    """
    if stamp is None:
        return
    if stamp.tzinfo is None:  # the models read a naive time as UTC; compare it the same way
        stamp = stamp.replace(tzinfo=now.tzinfo)
    if stamp > now + FUTURE_SLACK:
        raise ValueError(
            f"{name} is more than a day after now: fix the date, or leave {name} out to "
            "stamp the memory with the current time"
        )


def not_in_future(item: MemoryItem, now: datetime) -> MemoryItem:
    """``item`` when none of its times is more than :data:`FUTURE_SLACK` ahead of ``now``.

    Raises:
        ValueError: A time too far ahead; the reason names the field, not the row's text.
    """
    for name in ("created_at", "updated_at", "last_accessed_at"):
        check_not_future(name, getattr(item, name), now)
    return item


def restored_item(
    guard: ContentGuard, settings: LTMSettings, row: Mapping[str, Any], now: datetime
) -> MemoryItem:
    """A row of ``export`` as an item, ids and timestamps kept, through the guard again.

    Every stored string is checked: text, tags, metadata, source, and the ``id`` and
    ``superseded_by``, which must look like ids (:func:`ltm_core.guard.check_id`).
    """
    if not isinstance(row, Mapping):
        raise TypeError(f"an imported row must be an object, got {type(row).__name__}")
    fields = dict(row)
    for name in ("id", "superseded_by"):
        if fields.get(name) is not None:
            fields[name] = check_id(fields[name], name, guard)
    for stamp in ("created_at", "updated_at"):
        if fields.get(stamp) is None:
            fields[stamp] = now
    if fields.get("importance") is not None:
        fields["importance"] = check_importance(fields["importance"])
    if "tags" in fields:
        fields["tags"] = tag_list(fields["tags"])
    item = MemoryItem.model_validate(fields)
    if not 0 <= item.access_count < 2**63:  # SQLite's integers are 64-bit
        raise ValueError("access_count must be a whole number from 0 to 2**63 - 1")
    item.text = clean_text(guard, settings, item.text)
    item.tags, item.metadata = check_fields(guard, item.tags, item.metadata)
    check_joined(guard, item.text, item.tags, item.metadata)
    item.source = check_source(guard, item.source)
    check_provenance(guard, item)
    check_glued(guard, item)
    return item
