"""A local stand-in for the Hugging Face hub's file endpoints (``HF_ENDPOINT``), no network.

It answers what ``huggingface_hub.hf_hub_download`` asks: ``HEAD`` then ``GET`` on
``/{repo}/resolve/{revision}/{path}``, with the ``X-Repo-Commit`` and ``ETag`` headers the
real hub sends, and a 404 carrying ``X-Error-Code: EntryNotFound`` for a missing file.
"""

from __future__ import annotations

import hashlib
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

COMMIT = "0123456789abcdef0123456789abcdef01234567"


class HubStandIn:
    """Serves ``files`` (path in the repository -> file on disk) for one repository."""

    def __init__(self, repo: str, files: dict[str, Path]) -> None:
        self.repo = repo
        self.files = files
        self.requests: list[tuple[str, str]] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self, with_body: bool) -> None:
                outer.requests.append((self.command, self.path))
                prefix = f"/{outer.repo}/resolve/"
                path = self.path.split("?")[0]
                source = None
                if path.startswith(prefix):
                    _revision, _, name = path[len(prefix) :].partition("/")
                    source = outer.files.get(name)
                if source is None:
                    self.send_response(404)
                    self.send_header("X-Error-Code", "EntryNotFound")
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                data = source.read_bytes()
                self.send_response(200)
                self.send_header("X-Repo-Commit", COMMIT)
                self.send_header("ETag", f'"{hashlib.sha256(data).hexdigest()}"')
                self.send_header("Content-Length", str(len(data)))
                self.send_header("Content-Type", "application/octet-stream")
                self.end_headers()
                if with_body:
                    self.wfile.write(data)

            def do_HEAD(self) -> None:
                self._answer(with_body=False)

            def do_GET(self) -> None:
                self._answer(with_body=True)

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self._thread.start()

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.server.server_port}"

    def downloads(self) -> list[str]:
        """Repository paths fetched with GET, in order."""
        prefix = f"/{self.repo}/resolve/"
        return [
            p[len(prefix) :].split("/", 1)[1]
            for m, p in self.requests
            if m == "GET" and p.startswith(prefix)
        ]

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
