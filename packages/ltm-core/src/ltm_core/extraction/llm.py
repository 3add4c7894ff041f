"""LLM-backed extraction: ``LLMExtractor`` and an OpenAI-compatible chat client on httpx."""

from __future__ import annotations

import asyncio
import logging
import threading
import weakref
from collections.abc import Sequence
from typing import Any

import httpx

from ltm_core.extraction.base import LLM, Extraction, describe_error
from ltm_core.extraction.parse import parse_extraction, parse_indexes
from ltm_core.extraction.prompt import (
    MAX_CANDIDATES,
    MAX_CONVERSATION_CHARS,
    MAX_WORDS,
    build_extraction_prompt,
    build_supersede_prompt,
    prepare_conversation,
)
from ltm_core.guard import ContentGuard
from ltm_core.http_retry import RetryPolicy, asend_with_retries, send_with_retries
from ltm_core.models import Candidate, ChatMessage

logger = logging.getLogger("ltm")


class LLMError(RuntimeError):
    """The model endpoint failed; the message says what to check."""


class OpenAICompatibleLLM:
    """Chat completions from OpenAI, Ollama (``/v1``), vLLM, LM Studio or any compatible server.

    Args:
        base_url: The API root, e.g. ``https://api.openai.com/v1``.
        model: The chat model to use.
        api_key: Sent as a bearer token when given.
        timeout: Seconds per request.
        temperature: Sampling temperature; 0 keeps extraction repeatable.
        retry: How often and how long to retry a rate-limited or failed request.
        transport: An httpx transport to use instead of the network (tests, proxies).
        async_transport: The same for :meth:`acomplete`.
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        *,
        timeout: float = 60.0,
        temperature: float = 0.0,
        retry: RetryPolicy | None = None,
        transport: httpx.BaseTransport | None = None,
        async_transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.url = base_url.rstrip("/") + "/chat/completions"
        self.model = model
        self.temperature = temperature
        self.retry = retry or RetryPolicy()
        self._headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._timeout = timeout
        self._async_transport = async_transport
        self._client = httpx.Client(headers=self._headers, timeout=timeout, transport=transport)
        # Whoever drops this client without close() (the factory's extractor lives as long as
        # its memory) still gets its connections closed: on collection, or at exit.
        self._finalizer = weakref.finalize(self, self._client.close)

    def _body(self, prompt: str) -> dict[str, Any]:
        return {
            "model": self.model,
            "messages": [{"role": "user", "content": prompt}],
            "temperature": self.temperature,
        }

    def _text(self, response: httpx.Response) -> str:
        if response.status_code >= 400:
            hint = " (or raise LTM_HTTP_RETRIES)" if response.status_code == 429 else ""
            raise LLMError(
                f"{self.url} answered HTTP {response.status_code}: {response.text[:200]}; check "
                f"LTM_LLM_MODEL and the API key{hint}"
            )
        try:
            return str(response.json()["choices"][0]["message"]["content"] or "")
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            raise LLMError(f"{self.url} returned a body that is not a chat completion") from exc

    def _unreachable(self, exc: Exception) -> LLMError:
        return LLMError(
            f"could not reach {self.url} ({exc}); check LTM_LLM_BASE_URL or that the server "
            "is running"
        )

    def complete(self, prompt: str) -> str:
        """Send one user message, return the reply text (retrying 429, 5xx, refused)."""
        body = self._body(prompt)
        try:
            response = send_with_retries(lambda: self._client.post(self.url, json=body), self.retry)
        except httpx.HTTPError as exc:
            raise self._unreachable(exc) from exc
        return self._text(response)

    async def acomplete(self, prompt: str) -> str:
        """Async twin of :meth:`complete`."""
        body = self._body(prompt)
        # A client per call: it belongs to the running event loop and is closed with it.
        async with httpx.AsyncClient(
            headers=self._headers, timeout=self._timeout, transport=self._async_transport
        ) as client:
            try:
                response = await asend_with_retries(
                    lambda: client.post(self.url, json=body), self.retry
                )
            except httpx.HTTPError as exc:
                raise self._unreachable(exc) from exc
        return self._text(response)

    def close(self) -> None:
        """Close the HTTP connection pool (safe to call twice)."""
        self._finalizer()


class LLMExtractor:
    """Extraction by a language model, robust against every way a model answers badly.

    The model never sees ``tool`` or ``system`` messages, ``<private>`` spans or anything
    secret-shaped (replaced by ``[redacted:<pattern>]``), and at most ``max_chars`` of the
    newest conversation text, cut on message boundaries.

    Args:
        llm: Anything with ``complete(prompt) -> str`` and ``acomplete``.
        guard: Redacts secrets before the prompt is built; the default guard if omitted.
        max_candidates: Candidates kept per turn.
        max_chars: Conversation characters sent to the model.
        timeout: Seconds to wait for the model before giving up on this turn.
    """

    def __init__(
        self,
        llm: LLM,
        *,
        guard: ContentGuard | None = None,
        max_candidates: int = MAX_CANDIDATES,
        max_chars: int = MAX_CONVERSATION_CHARS,
        timeout: float = 60.0,
    ) -> None:
        self.llm = llm
        self.guard = guard or ContentGuard()
        self.max_candidates = max_candidates
        self.max_chars = max_chars
        self.timeout = timeout

    def prompt_for(self, messages: Sequence[ChatMessage]) -> str | None:
        """The prompt the model would get, or ``None`` when nothing is left to mine."""
        prepared = prepare_conversation(messages, self.guard, max_chars=self.max_chars)
        if not any(m.role == "user" for m in prepared):
            return None
        return build_extraction_prompt(prepared)

    def _call(self, prompt: str) -> str:
        # A daemon thread per call: a model that hangs can neither block the next turn nor
        # keep the interpreter from exiting.
        box: dict[str, Any] = {}
        done = threading.Event()

        def call() -> None:
            try:
                box["answer"] = self.llm.complete(prompt)
            except BaseException as exc:
                box["error"] = exc
            finally:
                done.set()

        threading.Thread(target=call, name="ltm-llm-call", daemon=True).start()
        if not done.wait(self.timeout):
            raise TimeoutError(f"the model did not answer within {self.timeout:g} s")
        if "error" in box:
            raise box["error"]
        return box["answer"]  # type: ignore[no-any-return]

    def run(self, messages: Sequence[ChatMessage]) -> Extraction:
        """Extract with a full account of what was dropped; never raises."""
        prompt = self.prompt_for(messages)
        if prompt is None:
            return Extraction()
        try:
            answer = self._call(prompt)
        except Exception as exc:
            return Extraction(error=describe_error(exc))
        return self._parse(answer)

    async def arun(self, messages: Sequence[ChatMessage]) -> Extraction:
        """Async twin of :meth:`run`."""
        prompt = self.prompt_for(messages)
        if prompt is None:
            return Extraction()
        try:
            answer = await asyncio.wait_for(self.llm.acomplete(prompt), self.timeout)
        except TimeoutError:
            return Extraction(error=f"TimeoutError: no answer within {self.timeout:g} s")
        except Exception as exc:
            return Extraction(error=describe_error(exc))
        return self._parse(answer)

    def _parse(self, answer: Any) -> Extraction:
        if not isinstance(answer, str):
            return Extraction(error=f"the model returned {type(answer).__name__}, not text")
        return parse_extraction(answer, max_candidates=self.max_candidates, max_words=MAX_WORDS)

    def extract(self, messages: Sequence[ChatMessage]) -> list[Candidate]:
        """Candidates for the finished turn (errors give none; see :meth:`run`)."""
        return self.run(messages).candidates

    async def aextract(self, messages: Sequence[ChatMessage]) -> list[Candidate]:
        """Async twin of :meth:`extract`."""
        return (await self.arun(messages)).candidates

    def judge_supersede(self, new_text: str, existing_texts: Sequence[str]) -> list[int]:
        """Ask the model which stored memories ``new_text`` replaces.

        Raises:
            Exception: Whatever the model raised; the caller falls back to the rules.
        """
        if not existing_texts:
            return []
        answer = self._call(build_supersede_prompt(new_text, existing_texts))
        return parse_indexes(answer, len(existing_texts))
