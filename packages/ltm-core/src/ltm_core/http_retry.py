"""Retries for the OpenAI-compatible HTTP clients (embeddings and the extraction model).

A rate limit (429), a server error (5xx) or a connection that could not be made is retried
with exponential backoff and full jitter (tenacity); a ``Retry-After`` header, in seconds or
as an HTTP date, is honoured up to the longest wait. Any other answer returns at once, and the
last answer (or error) of a request that never succeeds is handed back to the caller, whose
message says what to check.
"""

from __future__ import annotations

import email.utils
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import httpx
from tenacity import (
    AsyncRetrying,
    RetryCallState,
    Retrying,
    retry_if_exception_type,
    stop_after_attempt,
    wait_random_exponential,
)

if TYPE_CHECKING:
    from ltm_core.settings import LTMSettings

RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})
# Failures where the request surely or probably never reached a model: safe to send again.
RETRY_ERRORS = (httpx.ConnectError, httpx.ConnectTimeout, httpx.RemoteProtocolError)


@dataclass(frozen=True)
class RetryPolicy:
    """How often and how long to retry one HTTP request.

    Attributes:
        retries: Further attempts after the first one; 0 sends each request once.
        max_wait: Longest pause in seconds between two attempts (and the cap on Retry-After).
        base_wait: First backoff step in seconds; each further step doubles it (with jitter).
    """

    retries: int = 3
    max_wait: float = 20.0
    base_wait: float = 0.5

    @classmethod
    def from_settings(cls, settings: LTMSettings) -> RetryPolicy:
        """``LTM_HTTP_RETRIES`` and ``LTM_HTTP_RETRY_MAX_WAIT``."""
        return cls(retries=settings.http_retries, max_wait=settings.http_retry_max_wait)


class _RetryableAnswer(Exception):
    """A response worth retrying; carries it so the last one can be returned."""

    def __init__(self, response: httpx.Response) -> None:
        super().__init__(f"HTTP {response.status_code}")
        self.response = response


def retry_after_seconds(response: httpx.Response, *, now: datetime | None = None) -> float | None:
    """The pause a ``Retry-After`` header asks for, or ``None`` when there is none (or junk)."""
    value = response.headers.get("Retry-After", "").strip()
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - (now or datetime.now(UTC))).total_seconds())


class _Wait:
    """Backoff with full jitter, replaced by the server's ``Retry-After`` when it sends one."""

    def __init__(self, policy: RetryPolicy) -> None:
        self._max = policy.max_wait
        self._backoff = wait_random_exponential(multiplier=policy.base_wait, max=policy.max_wait)

    def __call__(self, state: RetryCallState) -> float:
        error = state.outcome.exception() if state.outcome else None
        if isinstance(error, _RetryableAnswer):
            asked = retry_after_seconds(error.response)
            if asked is not None:
                return min(asked, self._max)
        return float(self._backoff(state))


def _settings(policy: RetryPolicy, sleep: Callable[[float], object] | None) -> dict[str, object]:
    options: dict[str, object] = {
        "stop": stop_after_attempt(policy.retries + 1),
        "wait": _Wait(policy),
        "retry": retry_if_exception_type((_RetryableAnswer, *RETRY_ERRORS)),
        "reraise": True,
    }
    if sleep is not None:
        options["sleep"] = sleep
    return options


def _checked(response: httpx.Response) -> httpx.Response:
    if response.status_code in RETRY_STATUSES:
        raise _RetryableAnswer(response)
    return response


def send_with_retries(
    send: Callable[[], httpx.Response],
    policy: RetryPolicy,
    *,
    sleep: Callable[[float], object] = time.sleep,
) -> httpx.Response:
    """Call ``send`` until it gives an answer not worth retrying, or the attempts run out.

    Returns:
        The first final answer, or the last retryable one when every attempt got one.

    Raises:
        httpx.HTTPError: The last connection error, when the last attempt could not connect.
    """
    try:
        for attempt in Retrying(**_settings(policy, sleep)):  # type: ignore[arg-type]
            with attempt:
                return _checked(send())
    except _RetryableAnswer as exhausted:
        return exhausted.response
    raise AssertionError("unreachable: tenacity either returns or raises")  # pragma: no cover


async def asend_with_retries(
    send: Callable[[], Awaitable[httpx.Response]], policy: RetryPolicy
) -> httpx.Response:
    """Async twin of :func:`send_with_retries` (pauses with ``asyncio.sleep``)."""
    try:
        async for attempt in AsyncRetrying(**_settings(policy, None)):  # type: ignore[arg-type]
            with attempt:
                return _checked(await send())
    except _RetryableAnswer as exhausted:
        return exhausted.response
    raise AssertionError("unreachable: tenacity either returns or raises")  # pragma: no cover
