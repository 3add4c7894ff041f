"""Connections to Postgres: one ``psycopg_pool`` pool, errors that say what to do next.

- No server-side prepared statements (``prepare_threshold=None``) unless asked for, so the
  store works behind PgBouncer in transaction mode; every statement that needs a setting
  uses ``SET LOCAL`` (``set_config(..., true)``), which ends with its transaction.
- The URL goes to libpq as it is: ``sslmode``, ``sslrootcert``, ``application_name``,
  ``options`` and the rest pass through. It is never shown with its password.
"""

from __future__ import annotations

from typing import Any

from ltm_core.vector.base import StoreUnavailable


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
        kwargs={"prepare_threshold": prepare_threshold, "connect_timeout": max(1, int(timeout))},
        configure=configure,
        open=False,
        name="ltm",
    )
    pool.open(wait=False)
    return pool
