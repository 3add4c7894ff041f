"""Connections to Postgres: one ``psycopg_pool`` pool, errors that say what to do next.

- No server-side prepared statements (``prepare_threshold=None``) unless asked for, so the
  store works behind PgBouncer in transaction mode; every statement that needs a setting
  uses ``SET LOCAL`` (``set_config(..., true)``), which ends with its transaction.
- The URL goes to libpq as it is: ``sslmode``, ``sslrootcert``, ``application_name``,
  ``options`` and the rest pass through. It is never shown with its password.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from ltm_core.settings.errors import SettingsError
from ltm_core.stores.base import StoreError, StoreUnavailable
from ltm_core.stores.postgres import schema as pg_schema


def describe(url: str) -> str:
    """``postgresql://user@host:port/db``: where the store is, without the password."""
    from psycopg.conninfo import conninfo_to_dict

    try:
        parts = conninfo_to_dict(url)
    except Exception:
        return "postgresql://(unparsable URL)"
    host = str(parts.get("host") or "localhost")
    port = str(parts.get("port") or "5432")
    user = str(parts.get("user") or "")
    db = str(parts.get("dbname") or user or "")
    where = f"{host}:{port}" if not host.startswith("/") else f"[socket {host}]"
    return f"postgresql://{user + '@' if user else ''}{where}/{db}"


def unavailable(exc: BaseException, location: str) -> StoreUnavailable:
    """A ``StoreUnavailable`` for a connection error, naming the likely fix."""
    message = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    lowered = str(exc).lower()
    if "password authentication failed" in lowered or "no password supplied" in lowered:
        hint = "the server refused the credentials: check the user and password in LTM_POSTGRES_URL"
    elif "role" in lowered and "does not exist" in lowered:
        hint = "that user does not exist on the server: fix the user in LTM_POSTGRES_URL"
    elif "database" in lowered and "does not exist" in lowered:
        hint = "that database does not exist: create it (createdb) or fix LTM_POSTGRES_URL"
    elif "pg_hba.conf" in lowered or "ssl" in lowered:
        hint = (
            "the server refused this kind of connection: check sslmode in LTM_POSTGRES_URL "
            "and the server's pg_hba.conf"
        )
    else:
        hint = (
            "is the server running and reachable? Check host and port in LTM_POSTGRES_URL; "
            "ltm retries on the next call"
        )
    return StoreUnavailable(f"Postgres at {location} is unavailable ({message}): {hint}")


def connect_once(url: str, timeout: float, prepare_threshold: int | None) -> Any:
    """One direct connection (schema work, clear first errors).

    Raises:
        StoreUnavailable: The server cannot be reached or refused the login.
    """
    import psycopg

    try:
        conn = psycopg.connect(
            url, connect_timeout=max(1, int(timeout)), prepare_threshold=prepare_threshold
        )
    except psycopg.OperationalError as exc:
        raise unavailable(exc, describe(url)) from exc
    except psycopg.ProgrammingError:  # libpq cannot parse it; its message quotes the string
        raise SettingsError(
            "invalid settings: LTM_POSTGRES_URL: the connection string cannot be parsed; set it "
            "to a URL such as postgresql://user:password@host:5432/dbname"
        ) from None
    return conn


def open_pool(
    url: str,
    *,
    min_size: int,
    max_size: int,
    timeout: float,
    prepare_threshold: int | None,
    configure: Any,
) -> Any:
    """A started ``ConnectionPool`` (it fills in the background)."""
    from psycopg_pool import ConnectionPool

    pool = ConnectionPool(
        url,
        min_size=min_size,
        max_size=max(max_size, min_size, 1),
        timeout=timeout,
        kwargs={
            "prepare_threshold": prepare_threshold,
            "connect_timeout": max(1, int(timeout)),
            "autocommit": True,  # writes open their own transaction; reads need none
        },
        configure=configure,
        open=False,
        name="ltm",
    )
    pool.open(wait=False)
    return pool


class Connections:
    """The store's connections: a pool of its own (from a URL) or the caller's pool.

    Args:
        url: A libpq URL; the store opens (and closes) its own pool on it.
        pool: A ``psycopg_pool.ConnectionPool`` the caller owns (never closed here).
        schema: The schema ltm's tables live in (migrated on ``setup``).
        min_size: Connections an own pool keeps open.
        max_size: Most connections an own pool opens.
        timeout: Seconds to wait for a connection before ``StoreUnavailable``.
        prepare_threshold: psycopg's prepared statements (``None``: never, for PgBouncer).
    """

    def __init__(
        self,
        url: str | None,
        pool: Any,
        *,
        schema: str,
        min_size: int,
        max_size: int,
        timeout: float,
        prepare_threshold: int | None,
    ) -> None:
        if (url is None) == (pool is None):
            raise ValueError("pass exactly one of url=... (a Postgres URL) or pool=...")
        self.url = url if url is not None else str(pool.conninfo)
        self.location = f"{describe(self.url)} schema {schema}"
        self.schema = schema
        self._own = pool is None
        self._pool = pool
        self._sizes = (min_size, max_size)
        self._timeout = timeout
        self._prepare_threshold = prepare_threshold
        self._lock = threading.Lock()
        self._vector_info: Any = None

    def setup(self) -> dict[str, str]:
        """Enable pgvector, migrate the schema, and return its ``meta`` table.

        Raises:
            StoreUnavailable: Unreachable server, refused login, or no pgvector.
        """
        from psycopg.types import TypeInfo

        if self._own:
            conn = connect_once(self.url, self._timeout, self._prepare_threshold)
        else:
            conn = self._pool.getconn(timeout=self._timeout)
        autocommit = conn.autocommit
        try:
            conn.autocommit = True
            try:
                pg_schema.ensure_extension(conn)
            except StoreError as exc:
                raise StoreUnavailable(str(exc)) from exc
            pg_schema.migrate(conn, self.schema, self.location)
            self._vector_info = TypeInfo.fetch(conn, "vector")
            from psycopg import sql

            return pg_schema.read_meta(conn, sql.Identifier(self.schema))
        finally:
            if self._own:
                conn.close()
            else:
                conn.autocommit = autocommit  # the caller's connection, as it was
                self._pool.putconn(conn)

    def _register(self, conn: Any) -> None:
        from pgvector.psycopg.vector import register_vector_info

        register_vector_info(conn, self._vector_info)  # no round trip: the type is known

    def _connections(self) -> Any:
        """The pool, (re)opened on demand: after ``close`` the next call reconnects.

        After a failure an own pool is replaced, once one direct connection shows the server
        is back: a fresh pool connects at once, where the old one may sit in its reconnect
        back-off for seconds.

        Raises:
            StoreUnavailable: The server is still unreachable (the message is libpq's).
        """
        with self._lock:
            if self._pool is None:
                connect_once(self.url, self._timeout, self._prepare_threshold).close()
                self._pool = open_pool(
                    self.url,
                    min_size=self._sizes[0],
                    max_size=self._sizes[1],
                    timeout=self._timeout,
                    prepare_threshold=self._prepare_threshold,
                    configure=self._register,
                )
            return self._pool

    def _discard(self, pool: Any) -> None:
        """Drop a failed own pool; connections still in use close when they come back."""
        with self._lock:
            if self._pool is pool:
                self._pool = None
        pool.close(timeout=0)

    @contextmanager
    def transaction(self, lock: str | None = None, *, write: bool = True) -> Iterator[Any]:
        """One connection and one transaction (with ``lock``: that advisory lock, held to the end).

        ``write=False``: on an own pool (autocommit) no transaction is opened, which saves two
        round trips per read; a caller's pool gets one as usual.

        Raises:
            StoreUnavailable: The server went away or no connection came within the timeout.
        """
        import psycopg
        from psycopg_pool import PoolTimeout

        pool = self._connections()
        try:
            with pool.connection(timeout=self._timeout) as conn:
                if not self._own:
                    self._register(conn)
                if not write and conn.autocommit:
                    yield conn
                    return
                with conn.transaction():
                    if lock is not None:
                        key = pg_schema.lock_key(f"{self.schema}:{lock}")
                        conn.execute("SELECT pg_advisory_xact_lock(%s)", (key,))
                    yield conn
        except (psycopg.OperationalError, PoolTimeout) as exc:
            if isinstance(exc, psycopg.errors.QueryCanceled):
                raise
            if self._own:
                self._discard(pool)
            if isinstance(exc, PoolTimeout):
                raise StoreUnavailable(
                    f"no connection to Postgres at {self.location} within {self._timeout:g} s: "
                    "is the server up and reachable (LTM_POSTGRES_URL)? If it is busy, raise "
                    "LTM_POSTGRES_POOL_SIZE or LTM_POSTGRES_TIMEOUT"
                ) from exc
            raise unavailable(exc, self.location) from exc

    def close(self) -> None:
        """Close an own pool (a caller's pool stays open)."""
        with self._lock:
            pool, self._pool = (self._pool, None) if self._own else (None, self._pool)
        if pool is not None:
            pool.close()
