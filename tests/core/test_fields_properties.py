"""Properties of the per-field guard (issue 13): no field is a way around it.

- A secret the guard catches in ``text`` is caught in any tag, any metadata value at any
  depth, ``source``, and in ``update()``.
- A ``<private>`` span never reaches the store, the embedder or a backup, whatever field it
  is in and however its tag is disguised.
"""

from __future__ import annotations

import itertools
import string
import uuid
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ltm_core import ContentRejected, LTMSettings
from ltm_core.guard import ContentGuard
from ltm_core.ops.backups import backup_now

from tests.core.guard_corpus import SECRETS
from tests.core.test_fields import RecordingEmbedder, stored_bytes

GUARD = ContentGuard()
# Every 7th corpus secret the guard catches as a memory text: a spread over the families.
CAUGHT = [text for text, _family in SECRETS[::7] if GUARD.check(text.strip())]
PROPERTY = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


def nested(value: Any, path: list[str]) -> Any:
    """``value`` wrapped in lists (``"l"``) and dicts (``"d"``), innermost last."""
    for step in reversed(path):
        value = [1, value] if step == "l" else {"note": value, "n": 2}
    return value


@given(
    secret=st.sampled_from(CAUGHT),
    prefix=st.sampled_from(["", "fyi ", "Note: "]),
    path=st.lists(st.sampled_from(["l", "d"]), max_size=6),
    position=st.integers(min_value=0, max_value=2),
)
@PROPERTY
def test_a_secret_caught_in_text_is_caught_in_every_other_field(
    make_memory, secret, prefix, path, position
):
    memory = make_memory("prop-secrets")
    value = prefix + secret
    with pytest.raises(ContentRejected):
        memory.remember(value)  # caught as text (the premise) ...
    tags = ["work", "home"]
    tags.insert(position, value)
    metadata = {"kind": "note", "where": nested(value, path)}
    base = memory.list(limit=1) or [memory.remember("The user keeps notes in a paper diary.")]
    attempts = [
        lambda: memory.remember("The user likes tea.", tags=tags),
        lambda: memory.remember("The user likes tea.", metadata=metadata),
        lambda: memory.remember("The user likes tea.", source=value),
        lambda: memory.update(base[0].id, tags=tags),
        lambda: memory.update(base[0].id, metadata=metadata),
        lambda: memory.update(base[0].id, text=value),
    ]
    for attempt in attempts:  # ... and so in each other field
        with pytest.raises(ContentRejected):
            attempt()
    entry = {"text": "The user likes tea.", "metadata": metadata}
    assert memory.remember_many([entry])[0].status == "rejected"
    assert memory.count() == 1 and memory.get(base[0].id) == base[0]


OPENERS = [
    "<private>",
    "<PRIVATE>",
    "<private reason='health'>",
    "<pri\u00advate>",
    "<pri\u200bvate>",
    "< private>",
    "<\u00a0private>",
    "\uff1cprivate\uff1e",
    "&lt;private&gt;",
    "<private/>",
]
CLOSERS = ["</private>", "</ private>", "&lt;/private&gt;", "</pri\u200dvate>", ""]
FIELDS = [
    "text",
    "tag",
    "metadata key",
    "metadata value",
    "source",
    "update text",
    "update tags",
    "update metadata",
    "remember_many",
    "import",
    "recall",
    "conversation",
    "conversation metadata",
]
_serial = itertools.count()


def put(memory: Any, where: str, span: str, depth_path: list[str]) -> None:
    """Write (or query) ``span`` through one entry point, into one field."""
    text = f"The user mentioned {span} during the call."
    tea = "The user likes green tea."
    if where == "text":
        memory.remember(text)
    elif where == "tag":
        memory.remember(tea, tags=["drinks", span])
    elif where == "metadata key":
        memory.remember(tea, metadata={span: "yes"})
    elif where == "metadata value":
        memory.remember(tea, metadata={"about": nested(span, depth_path)})
    elif where == "source":
        memory.remember(tea, source=span)
    elif where.startswith("update"):
        item = memory.list(limit=1) or [memory.remember("The user drinks coffee.")]
        changes = {
            "update text": {"text": text},
            "update tags": {"tags": [span]},
            "update metadata": {"metadata": {"a": nested(span, depth_path)}},
        }[where]
        memory.update(item[0].id, **changes)
    elif where == "remember_many":
        memory.remember_many([{"text": text, "tags": [span], "source": span}])
    elif where == "import":
        row = {"id": uuid.uuid4().hex, "text": text, "tags": [span], "source": span}
        memory.import_([{**row, "metadata": {span: nested(span, depth_path)}}])
    elif where == "recall":
        memory.recall(f"what did I say about {span}?")
    elif where == "conversation":
        memory.remember_conversation([("user", f"I live in Lisbon. {span} I am a nurse.")])
    else:
        memory.remember_conversation(
            [("user", "I live in Lisbon and I work as a nurse.")], metadata={"t": span}
        )


def test_a_private_span_never_reaches_the_store_the_embedder_or_a_backup(
    make_memory, embedder, db_path, tmp_path
):
    recorder = RecordingEmbedder(embedder)
    backups = tmp_path / "backups"
    memory = make_memory(
        "prop-private", embedder=recorder, settings=LTMSettings(backup_path=backups)
    )
    markers: list[str] = []

    @given(
        opener=st.sampled_from(OPENERS),
        closer=st.sampled_from(CLOSERS),
        where=st.sampled_from(FIELDS),
        letters=st.text(alphabet=string.ascii_lowercase, min_size=6, max_size=10),
        depth_path=st.lists(st.sampled_from(["l", "d"]), max_size=4),
    )
    @PROPERTY
    def one_write(opener, closer, where, letters, depth_path):
        marker = f"zqv{next(_serial)}{letters}"  # unique: never written by anything else
        markers.append(marker)
        put(memory, where, f"{opener}{marker}{closer}", depth_path)
        assert marker.encode() not in stored_bytes(db_path), where
        assert not any(marker in text for text in recorder.seen), where

    one_write()
    assert memory.count() > 0  # the writes around the spans were stored
    backup = backup_now(memory)
    data = b"".join(p.read_bytes() for p in Path(backup.path).rglob("*") if p.is_file())
    assert data and not any(m.encode() in data for m in markers)
