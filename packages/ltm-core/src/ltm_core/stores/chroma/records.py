"""The records an embedded Chroma folder holds, kept in memory as they are written and read.

Embedded Chroma has one writer: the folder lock (``ltm.lock``) refuses a second process and a
second provider in this one, and every write goes through ``ChromaProvider``, which updates
this cache after Chroma accepted it. So the cache is exact, and a recall needs from Chroma
only the ids and distances of its nearest neighbours (about 2 ms at 10k records), not their
metadata and documents (tens of ms for the 200 candidates a lexical re-rank scores).

A server has other writers, so a provider in server mode keeps no cache. Bounded: the least
recently used records go first; a miss is read from Chroma.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Mapping
from typing import Any

#: (metadata, document) of one record, as Chroma returns them.
Record = tuple[dict[str, Any], str | None]

#: Records kept per provider (about 2 KB each).
CACHED_RECORDS = 20_000


class RecordCache:
    """Records by (scope key, record id), least recently used first out. Not thread-safe.

    Args:
        limit: The most records kept.
    """

    def __init__(self, limit: int = CACHED_RECORDS) -> None:
        self.limit = limit
        self._records: OrderedDict[tuple[str, str], Record] = OrderedDict()

    def __len__(self) -> int:
        return len(self._records)

    def lookup(self, scope: str, rids: Iterable[str]) -> tuple[dict[str, Record], list[str]]:
        """The cached records of ``rids`` and the ids that are not cached (each once)."""
        found: dict[str, Record] = {}
        missing: list[str] = []
        records = self._records
        for rid in dict.fromkeys(rids):
            record = records.get((scope, rid))
            if record is None:
                missing.append(rid)
            else:
                records.move_to_end((scope, rid))
                found[rid] = record
        return found, missing

    def put(self, scope: str, rid: str, meta: Mapping[str, Any], document: str | None) -> None:
        """Remember a record as Chroma now holds it (keys set to ``None`` are deleted there)."""
        self._records[(scope, rid)] = (
            {key: value for key, value in meta.items() if value is not None},
            document,
        )
        self._records.move_to_end((scope, rid))
        while len(self._records) > self.limit:
            self._records.popitem(last=False)

    def patch(self, scope: str, rid: str, changes: Mapping[str, Any]) -> None:
        """Apply a metadata update to a cached record (absent: nothing to do)."""
        record = self._records.get((scope, rid))
        if record is not None:
            self._records[(scope, rid)] = ({**record[0], **changes}, record[1])

    def drop(self, scope: str, rids: Iterable[str]) -> None:
        """Forget records (deleted, or of unknown state after a failed call)."""
        for rid in rids:
            self._records.pop((scope, rid), None)

    def drop_scope(self, scope: str) -> None:
        """Forget every record of one scope."""
        for key in [key for key in self._records if key[0] == scope]:
            del self._records[key]

    def clear(self) -> None:
        """Forget everything (the client closed)."""
        self._records.clear()
