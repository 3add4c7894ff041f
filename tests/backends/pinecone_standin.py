"""A local stand-in of Pinecone's data-plane REST API, for the real SDK to talk to.

Only what the ``pinecone`` SDK (10.x) sends for a dense, cosine index: upsert, query (filter,
includeValues/includeMetadata), fetch, fetch_by_metadata, delete (ids, filter, deleteAll),
list (prefix, limit, paginationToken), update (setMetadata, values) and
describe_index_stats. It enforces the service's documented rules so a provider cannot pass
here and fail on the real thing:

- ids: non-empty ASCII, at most 512 characters;
- values: exactly the index dimension, finite, not all zero (cosine);
- metadata: an object of strings, numbers, booleans or lists of strings, at most 40 KB;
  nested objects are a 400. Nulls are a 400 too: the service silently strips them, which
  would lose data, so the stand-in refuses them;
- numbers come back as floats, as the service returns them;
- at most 1,000 vectors and 2 MB per upsert; ``topK`` at most 10,000, and 1,000 when values
  or metadata are included; ``list`` pages of at most 100 ids;
- filters: ``$eq $ne $gt $gte $lt $lte $in $nin $exists $and $or``, implicit ``$eq``, list
  fields matching any element; anything else is a 400.

Tests keep it in ``tests/`` only; it is never part of the package.

Two ways to run it: :class:`PineconeStandIn` serves from a thread of this process (a test
can reach into ``index`` to tamper with records, or stop it and start it with its data kept),
and :class:`StandInProcess` runs it as a child process (``python -m
tests.backends.pinecone_standin``), as a real service is: its handlers' CPU is then not
charged to the client's process or its GIL, which is what the contract suite and
``benchmarks/backends.py`` use. The child answers ``GET /_standin/log`` (requests seen,
vectors per upsert, seconds its handlers ran) and ``POST /_standin/reset``.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import json
import math
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

import numpy as np

MAX_REQUEST_BYTES = 2 * 1024 * 1024
MAX_METADATA_BYTES = 40 * 1024
MAX_UPSERT = 1000
MAX_ID = 512
MAX_TOP_K = 10_000
MAX_TOP_K_WITH_DATA = 1000
MAX_LIST = 100
MAX_FETCH_BY_METADATA = 10_000
_MISSING = object()


class BadRequest(Exception):
    """Answered as a 400 with Pinecone's error body."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def check_metadata(meta: Any) -> dict[str, Any]:
    """Refuse what the service refuses; numbers become floats, as the service stores them."""
    if not isinstance(meta, dict):
        raise BadRequest("metadata must be an object")
    size = len(json.dumps(meta, ensure_ascii=False).encode("utf-8"))
    if size > MAX_METADATA_BYTES:
        raise BadRequest(f"Metadata size is {size} bytes, which exceeds the limit of 40960 bytes")
    out: dict[str, Any] = {}
    for key, value in meta.items():
        if value is None:
            raise BadRequest(f"Metadata value for field '{key}' is null")
        if isinstance(value, bool | str):
            out[key] = value
        elif _is_number(value):
            if not math.isfinite(value):
                raise BadRequest(f"Metadata value for field '{key}' is not finite")
            out[key] = float(value)
        elif isinstance(value, list) and all(isinstance(v, str) for v in value):
            out[key] = list(value)
        else:
            raise BadRequest(
                "Metadata value must be a string, number, boolean or list of strings, got "
                f"'{json.dumps(value)}' for field '{key}'"
            )
    return out


def _equal(value: Any, operand: Any) -> bool:
    if isinstance(value, list):
        return any(_equal(v, operand) for v in value)
    if isinstance(value, bool) or isinstance(operand, bool):
        return isinstance(value, bool) and isinstance(operand, bool) and value == operand
    return bool(value == operand)


def _scalar(operand: Any, op: str) -> None:
    if not (isinstance(operand, bool | str) or _is_number(operand)):
        raise BadRequest(f"{op} needs a string, number or boolean, got {json.dumps(operand)}")


def _compare(value: Any, op: str, operand: Any) -> bool:
    if op in ("$eq", "$ne"):
        _scalar(operand, op)
        hit = value is not _MISSING and _equal(value, operand)
        return hit if op == "$eq" else not hit
    if op in ("$gt", "$gte", "$lt", "$lte"):
        if not _is_number(operand):
            raise BadRequest(f"{op} needs a number, got {json.dumps(operand)}")
        if not _is_number(value):
            return False
        return {
            "$gt": value > operand,
            "$gte": value >= operand,
            "$lt": value < operand,
            "$lte": value <= operand,
        }[op]
    if op in ("$in", "$nin"):
        if not isinstance(operand, list):
            raise BadRequest(f"{op} needs a list, got {json.dumps(operand)}")
        for element in operand:
            _scalar(element, op)
        hit = value is not _MISSING and any(_equal(value, o) for o in operand)
        return hit if op == "$in" else not hit
    if op == "$exists":
        if not isinstance(operand, bool):
            raise BadRequest("$exists needs a boolean")
        return (value is not _MISSING) == operand
    raise BadRequest(f"unknown filter operator {op}")


def matches(meta: dict[str, Any], flt: Any) -> bool:
    """Whether a record's metadata passes a Pinecone filter (raises BadRequest if malformed)."""
    if not isinstance(flt, dict):
        raise BadRequest("filter must be an object")
    for key, cond in flt.items():
        if key in ("$and", "$or"):
            if not isinstance(cond, list) or not cond:
                raise BadRequest(f"{key} needs a non-empty list of filters")
            results = [matches(meta, sub) for sub in cond]
            if not (all(results) if key == "$and" else any(results)):
                return False
        elif key.startswith("$"):
            raise BadRequest(f"unknown filter operator {key}")
        else:
            ops = cond if isinstance(cond, dict) else {"$eq": cond}
            if not ops:
                raise BadRequest(f"empty condition for field '{key}'")
            value = meta.get(key, _MISSING)
            if not all(_compare(value, op, operand) for op, operand in ops.items()):
                return False
    return True


def _token(last: str) -> str:
    return base64.urlsafe_b64encode(last.encode()).decode()


def _after(token: str | None) -> str | None:
    if not token:
        return None
    try:
        return base64.urlsafe_b64decode(token.encode()).decode()
    except ValueError as exc:
        raise BadRequest("invalid paginationToken") from exc


class Index:
    """The state of one dense cosine index: namespace -> id -> (unit-free values, metadata).

    A query scores a namespace as one matrix product, as an index service does, so that the
    stand-in's own time does not hide the client's: the matrix of unit rows is built once per
    namespace and rebuilt after a write changed its vectors (``changed``).
    """

    def __init__(self, dimension: int) -> None:
        self.dimension = dimension
        self.namespaces: dict[str, dict[str, tuple[np.ndarray, dict[str, Any]]]] = {}
        self.lock = threading.Lock()
        self._matrices: dict[str, tuple[list[str], np.ndarray]] = {}

    def changed(self, ns: str | None = None) -> None:
        """Vectors of ``ns`` (of every namespace for ``None``) were written: drop its matrix."""
        if ns is None:
            self._matrices.clear()
        else:
            self._matrices.pop(ns, None)

    def matrix(self, ns: str) -> tuple[list[str], np.ndarray]:
        """The namespace's ids and unit rows (float64), in insertion order. Hold ``lock``."""
        cached = self._matrices.get(ns)
        if cached is None:
            space = self.namespaces.get(ns, {})
            ids = list(space)
            rows = np.array([space[rid][0] for rid in ids], dtype=np.float64).reshape(
                len(ids), self.dimension
            )
            rows /= np.linalg.norm(rows, axis=1, keepdims=True)
            cached = self._matrices[ns] = (ids, rows)
        return cached

    def values(self, raw: Any) -> np.ndarray:
        if not isinstance(raw, list) or len(raw) != self.dimension:
            got = len(raw) if isinstance(raw, list) else "no"
            raise BadRequest(
                f"Vector dimension {got} does not match the dimension of the index {self.dimension}"
            )
        arr = np.asarray(raw, dtype=np.float32)
        if not np.all(np.isfinite(arr)):
            raise BadRequest("vector values must be finite")
        if not np.any(arr):
            raise BadRequest("Dense vectors must contain at least one non-zero value")
        return arr

    @staticmethod
    def check_id(rid: Any) -> str:
        if not isinstance(rid, str) or not rid or len(rid) > MAX_ID or not rid.isascii():
            raise BadRequest(f"invalid vector id {rid!r}")
        return rid


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128  # the default 5 overflows under concurrent clients: refused


class PineconeStandIn:
    """Serve one stand-in index on ``127.0.0.1``; ``url`` is what ``Index(host=...)`` takes.

    Args:
        dimension: The index dimension.
        port: A fixed port (0 picks a free one; a restart keeps the port).
    """

    def __init__(self, dimension: int = 384, port: int = 0) -> None:
        self.index = Index(dimension)
        self.port = port
        self.requests: list[tuple[str, str, int]] = []  # (method, path, body bytes)
        self.upsert_sizes: list[int] = []  # vectors per upsert request
        self.handled_seconds = 0.0  # wall time its request handlers ran, in total
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> PineconeStandIn:
        handler = _handler_for(self)
        self._server = _Server(("127.0.0.1", self.port), handler)
        self.port = self._server.server_address[1]
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop answering (the data stays, as on a real outage); ``start`` serves it again."""
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def reset(self) -> None:
        with self.index.lock:
            self.index.namespaces.clear()
            self.index.changed()
        self.requests.clear()
        self.upsert_sizes.clear()
        self.handled_seconds = 0.0

    def log(self) -> dict[str, Any]:
        """What ``GET /_standin/log`` answers: requests, upsert sizes and handler seconds."""
        return {
            "requests": [list(r) for r in self.requests],
            "upsert_sizes": list(self.upsert_sizes),
            "handled_seconds": self.handled_seconds,
        }

    # -- operations ------------------------------------------------------------------------

    def upsert(self, body: dict[str, Any]) -> dict[str, Any]:
        vectors = body.get("vectors")
        if not isinstance(vectors, list) or not vectors:
            raise BadRequest("vectors must be a non-empty list")
        if len(vectors) > MAX_UPSERT:
            raise BadRequest(f"at most {MAX_UPSERT} vectors per upsert, got {len(vectors)}")
        checked = [
            (self.index.check_id(v.get("id")), self.index.values(v.get("values")),
             check_metadata(v.get("metadata", {})))
            for v in vectors
        ]  # fmt: skip
        self.upsert_sizes.append(len(checked))
        ns = body.get("namespace", "")
        with self.index.lock:
            space = self.index.namespaces.setdefault(ns, {})
            for rid, values, meta in checked:
                space[rid] = (values, meta)
            self.index.changed(ns)
        return {"upsertedCount": len(checked)}

    def query(self, body: dict[str, Any]) -> dict[str, Any]:
        top_k = body.get("topK")
        with_values, with_meta = bool(body.get("includeValues")), bool(body.get("includeMetadata"))
        if not isinstance(top_k, int) or not 1 <= top_k <= MAX_TOP_K:
            raise BadRequest(f"topK must be between 1 and {MAX_TOP_K}")
        if (with_values or with_meta) and top_k > MAX_TOP_K_WITH_DATA:
            raise BadRequest(f"topK must be at most {MAX_TOP_K_WITH_DATA} with values or metadata")
        if "vector" not in body:
            raise BadRequest("a query needs a vector")
        query = self.index.values(body["vector"]).astype(np.float64)
        flt = body.get("filter")
        if flt is not None:
            matches({}, flt)  # a malformed filter is a 400 even on an empty namespace
        ns = body.get("namespace", "")
        with self.index.lock:
            space = self.index.namespaces.get(ns, {})
            ids, rows = self.index.matrix(ns)
            scores = rows @ (query / float(np.linalg.norm(query)))
            scored = []
            for pos in np.argsort(-scores, kind="stable"):
                rid = ids[int(pos)]
                v, m = space[rid]
                if flt is None or matches(m, flt):
                    scored.append((float(scores[pos]), rid, v, m))
                    if len(scored) == top_k:
                        break
        matches_out = []
        for score, rid, v, m in scored:
            match: dict[str, Any] = {"id": rid, "score": score}
            if with_values:
                match["values"] = v.astype(float).tolist()
            if with_meta:
                match["metadata"] = m
            matches_out.append(match)
        return {"matches": matches_out, "namespace": ns, "usage": {"readUnits": 1}}

    def fetch(self, query: dict[str, list[str]]) -> dict[str, Any]:
        ids = query.get("ids", [])
        if not ids:
            raise BadRequest("ids must be a non-empty list")
        ns = query.get("namespace", [""])[0]
        with self.index.lock:
            space = self.index.namespaces.get(ns, {})
            found = {rid: space[rid] for rid in ids if rid in space}
        return {
            "vectors": {
                rid: {"id": rid, "values": v.astype(float).tolist(), "metadata": m}
                for rid, (v, m) in found.items()
            },
            "namespace": ns,
            "usage": {"readUnits": 1},
        }

    def fetch_by_metadata(self, body: dict[str, Any]) -> dict[str, Any]:
        flt = body.get("filter")
        if not isinstance(flt, dict) or not flt:
            raise BadRequest("filter must be a non-empty object")
        limit = body.get("limit", 100)
        if not isinstance(limit, int) or not 1 <= limit <= MAX_FETCH_BY_METADATA:
            raise BadRequest(f"limit must be between 1 and {MAX_FETCH_BY_METADATA}")
        after = _after(body.get("paginationToken"))
        ns = body.get("namespace", "")
        with self.index.lock:
            space = dict(self.index.namespaces.get(ns, {}))
        chosen = sorted(rid for rid, (_, m) in space.items() if matches(m, flt))
        if after is not None:
            chosen = [rid for rid in chosen if rid > after]
        page, rest = chosen[:limit], chosen[limit:]
        out: dict[str, Any] = {
            "vectors": {
                rid: {"id": rid, "values": space[rid][0].astype(float).tolist(),
                      "metadata": space[rid][1]}
                for rid in page
            },
            "namespace": ns,
            "usage": {"readUnits": 1},
        }  # fmt: skip
        if rest:
            out["pagination"] = {"next": _token(page[-1])}
        return out

    def delete(self, body: dict[str, Any]) -> dict[str, Any]:
        ns = body.get("namespace", "")
        selectors = [k for k in ("ids", "deleteAll", "filter") if body.get(k)]
        if len(selectors) != 1:
            raise BadRequest("pass exactly one of ids, deleteAll or filter")
        with self.index.lock:
            space = self.index.namespaces.get(ns, {})
            self.index.changed(ns)
            if body.get("deleteAll"):
                space.clear()
            elif body.get("ids"):
                for rid in body["ids"]:
                    space.pop(self.index.check_id(rid), None)
            else:
                for rid in [r for r, (_, m) in space.items() if matches(m, body["filter"])]:
                    del space[rid]
        return {}

    def list_ids(self, query: dict[str, list[str]]) -> dict[str, Any]:
        ns = query.get("namespace", [""])[0]
        prefix = query.get("prefix", [""])[0]
        limit = int(query.get("limit", ["100"])[0])
        if not 1 <= limit <= MAX_LIST:
            raise BadRequest(f"limit must be between 1 and {MAX_LIST}")
        after = _after(query.get("paginationToken", [None])[0])
        with self.index.lock:
            ids = sorted(r for r in self.index.namespaces.get(ns, {}) if r.startswith(prefix))
        if after is not None:
            ids = [r for r in ids if r > after]
        page, rest = ids[:limit], ids[limit:]
        out: dict[str, Any] = {"vectors": [{"id": r} for r in page], "namespace": ns}
        if rest:
            out["pagination"] = {"next": _token(page[-1])}
        return out

    def update(self, body: dict[str, Any]) -> dict[str, Any]:
        rid = self.index.check_id(body.get("id"))
        ns = body.get("namespace", "")
        new_values = None if "values" not in body else self.index.values(body["values"])
        patch = check_metadata(body.get("setMetadata", {}))
        with self.index.lock:
            space = self.index.namespaces.get(ns, {})
            if rid not in space:
                raise BadRequest(f"Vector ID {rid} not found", status=404)
            values, meta = space[rid]
            space[rid] = (values if new_values is None else new_values, {**meta, **patch})
            if new_values is not None:
                self.index.changed(ns)
        return {}

    def stats(self, body: dict[str, Any]) -> dict[str, Any]:
        if body.get("filter"):
            raise BadRequest("describe_index_stats does not take a filter on serverless indexes")
        with self.index.lock:
            counts = {ns or "__default__": len(s) for ns, s in self.index.namespaces.items() if s}
        return {
            "namespaces": {ns: {"vectorCount": n} for ns, n in counts.items()},
            "dimension": self.index.dimension,
            "indexFullness": 0.0,
            "totalVectorCount": sum(counts.values()),
            "metric": "cosine",
            "vectorType": "dense",
        }


def _handler_for(standin: PineconeStandIn) -> type[BaseHTTPRequestHandler]:
    posts: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
        "/vectors/upsert": standin.upsert,
        "/query": standin.query,
        "/vectors/fetch_by_metadata": standin.fetch_by_metadata,
        "/vectors/delete": standin.delete,
        "/vectors/update": standin.update,
        "/describe_index_stats": standin.stats,
    }
    gets: dict[str, Callable[[dict[str, list[str]]], dict[str, Any]]] = {
        "/vectors/fetch": standin.fetch,
        "/vectors/list": standin.list_ids,
    }

    class Handler(BaseHTTPRequestHandler):
        def handle(self) -> None:
            start = time.perf_counter()
            try:
                super().handle()
            finally:
                standin.handled_seconds += time.perf_counter() - start

        def log_message(self, format: str, *args: Any) -> None:  # quiet
            pass

        def _answer(self, status: int, payload: dict[str, Any]) -> None:
            data = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(data)
            self.close_connection = True

        def _run(self, call: Callable[[], dict[str, Any]]) -> None:
            if not self.headers.get("Api-Key"):
                self._answer(401, {"code": 16, "message": "missing Api-Key header"})
                return
            try:
                self._answer(200, call())
            except BadRequest as exc:
                self._answer(exc.status, {"code": 3, "message": str(exc), "details": []})

        def do_GET(self) -> None:
            parts = urlsplit(self.path)
            if parts.path == "/_standin/log":  # the stand-in's own, not Pinecone's
                self._answer(200, standin.log())
                return
            standin.requests.append(("GET", parts.path, 0))
            route = gets.get(parts.path)
            if route is None:
                self._answer(404, {"code": 5, "message": f"no route {parts.path}"})
                return
            self._run(lambda: route(parse_qs(parts.query, keep_blank_values=True)))

        def do_POST(self) -> None:
            path = urlsplit(self.path).path
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length)
            if path == "/_standin/reset":
                standin.reset()
                self._answer(200, {})
                return
            standin.requests.append(("POST", path, length))
            route = posts.get(path)
            if route is None:
                self._answer(404, {"code": 5, "message": f"no route {path}"})
                return
            if length > MAX_REQUEST_BYTES:
                self._answer(400, {"code": 3, "message": f"request of {length} bytes exceeds 2MB"})
                return

            def call() -> dict[str, Any]:
                try:
                    body = json.loads(raw or b"{}")
                except ValueError as exc:
                    raise BadRequest("body is not JSON") from exc
                return route(body)

            self._run(call)

    return Handler


class StandInProcess:
    """The stand-in in a child process on a free port, as a real service runs: apart.

    Offers what the tests use of :class:`PineconeStandIn` over HTTP: ``url``, ``dimension``,
    ``reset``, ``requests``, ``upsert_sizes`` and ``handled_seconds`` (read from the child
    on each access), ``stop``. Its data lives in the child and goes with it.

    Args:
        dimension: The index dimension.
    """

    def __init__(self, dimension: int = 384) -> None:
        self.dimension = dimension
        self.port = 0
        self._proc: subprocess.Popen[str] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> StandInProcess:
        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        path = os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH", "")) if p)
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "tests.backends.pinecone_standin",
             "--dimension", str(self.dimension)],
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONPATH": path},
        )  # fmt: skip
        assert self._proc.stdout is not None
        line = self._proc.stdout.readline()  # the child prints its port once it listens
        if not line.strip().isdigit():
            self.stop()
            raise RuntimeError(f"the Pinecone stand-in did not start (it printed {line!r})")
        self.port = int(line)
        return self

    def _call(self, method: str, path: str) -> dict[str, Any]:
        import httpx

        response = httpx.request(method, self.url + path, timeout=30)
        response.raise_for_status()
        return dict(response.json())

    def reset(self) -> None:
        """Drop every namespace and the request log."""
        self._call("POST", "/_standin/reset")

    @property
    def requests(self) -> list[tuple[str, str, int]]:
        """(method, path, body bytes) of each request since the last reset."""
        return [tuple(r) for r in self._call("GET", "/_standin/log")["requests"]]  # type: ignore[misc]

    @property
    def upsert_sizes(self) -> list[int]:
        """Vectors per upsert request since the last reset."""
        return list(self._call("GET", "/_standin/log")["upsert_sizes"])

    @property
    def handled_seconds(self) -> float:
        """Wall seconds the child's handlers ran since the last reset."""
        return float(self._call("GET", "/_standin/log")["handled_seconds"])

    def stop(self) -> None:
        if self._proc is not None and self._proc.poll() is None:
            self._proc.terminate()
            try:
                self._proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait(timeout=15)
        self._proc = None


def main() -> None:
    """Serve one stand-in index until terminated; print the port once listening."""
    parser = argparse.ArgumentParser(description="A local stand-in of Pinecone's data plane.")
    parser.add_argument("--dimension", type=int, default=384)
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    standin = PineconeStandIn(dimension=args.dimension, port=args.port).start()
    print(standin.port, flush=True)
    assert standin._thread is not None
    with contextlib.suppress(KeyboardInterrupt):
        standin._thread.join()


if __name__ == "__main__":
    main()
