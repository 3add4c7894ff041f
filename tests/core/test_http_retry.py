"""The OpenAI-compatible clients ride out rate limits, server errors and refused connections."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import numpy as np
import pytest
from ltm_core import ChatMessage, LTMSettings
from ltm_core.embeddings import EmbeddingError, OpenAICompatibleEmbedder
from ltm_core.extraction import LLMExtractor, OpenAICompatibleLLM
from ltm_core.factory import default_embedder, default_llm
from ltm_core.http_retry import RetryPolicy, retry_after_seconds, send_with_retries

FAST = RetryPolicy(retries=2, max_wait=0.05, base_wait=0.01)
ANSWER = '[{"text": "The user is vegetarian.", "kind": "preference", "importance": 0.8}]'
TURN = [
    ChatMessage(role="user", content="I am vegetarian."),
    ChatMessage(role="assistant", content="Noted."),
]


class ScriptedServer:
    """A local HTTP server that answers each POST with the next scripted (status, headers)."""

    def __init__(self, *script: tuple[int, dict[str, str]], body: object) -> None:
        self.script = list(script)
        self.body = body
        self.requests: list[dict[str, object]] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                payload = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                outer.requests.append(payload)
                status, headers = outer.script.pop(0) if outer.script else (200, {})
                data = json.dumps(outer.answer(payload) if status == 200 else {"error": "busy"})
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Type", "application/json")
                self.end_headers()
                self.wfile.write(data.encode())

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def answer(self, payload: dict[str, object]) -> object:
        if callable(self.body):
            return self.body(payload)
        return self.body

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_port}/v1"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def embeddings_body(payload: dict[str, object]) -> dict[str, object]:
    texts = payload["input"]
    assert isinstance(texts, list)
    rows = [{"index": i, "embedding": [3.0, 4.0, float(i)]} for i in range(len(texts))]
    return {"data": rows[::-1]}  # out of order on purpose: the client sorts by index


@pytest.fixture
def chat_server() -> Iterator[ScriptedServer]:
    server = ScriptedServer(
        (429, {"Retry-After": "0"}),
        (503, {}),
        body={"choices": [{"message": {"role": "assistant", "content": ANSWER}}]},
    )
    yield server
    server.close()


def test_embedder_waits_out_a_rate_limit_and_returns_unit_vectors():
    server = ScriptedServer((429, {"Retry-After": "0"}), body=embeddings_body)
    try:
        embedder = OpenAICompatibleEmbedder(server.url, "tiny", retry=FAST, batch_size=2)
        vectors = embedder.embed_documents(["a", "b", "c"])
        embedder.close()
    finally:
        server.close()
    assert vectors.shape == (3, 3)
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, rtol=1e-6)
    np.testing.assert_allclose(vectors[0], [0.6, 0.8, 0.0], rtol=1e-6)
    # Batches of two: the rate-limited first request, its retry, then the second batch.
    assert [r["input"] for r in server.requests] == [["a", "b"], ["a", "b"], ["c"]]


def test_embedder_gives_up_after_the_configured_retries_with_a_clear_error():
    server = ScriptedServer(*[(429, {"Retry-After": "0"})] * 5, body=embeddings_body)
    try:
        embedder = OpenAICompatibleEmbedder(server.url, "tiny", retry=FAST)
        with pytest.raises(EmbeddingError, match=r"HTTP 429.*LTM_HTTP_RETRIES"):
            embedder.embed_query("hello")
    finally:
        server.close()
    assert len(server.requests) == FAST.retries + 1


def test_embedder_does_not_retry_a_client_error():
    server = ScriptedServer((401, {}), body=embeddings_body)
    try:
        with pytest.raises(EmbeddingError, match="HTTP 401"):
            OpenAICompatibleEmbedder(server.url, "tiny", retry=FAST).embed_query("hello")
    finally:
        server.close()
    assert len(server.requests) == 1


def test_embedder_shape_checks_come_from_the_bridge():
    server = ScriptedServer(body={"data": [{"index": 0, "embedding": [1.0, 0.0]}]})
    try:
        embedder = OpenAICompatibleEmbedder(server.url, "tiny", retry=FAST)
        with pytest.raises(EmbeddingError, match="returned 1 vectors for 2 texts"):
            embedder.embed_documents(["a", "b"])
    finally:
        server.close()


def test_llm_rides_out_429_then_503(chat_server: ScriptedServer):
    llm = OpenAICompatibleLLM(chat_server.url, "tiny", retry=FAST)
    result = LLMExtractor(llm).run(TURN)
    llm.close()
    assert [c.text for c in result.candidates] == ["The user is vegetarian."]
    assert len(chat_server.requests) == 3


async def test_async_llm_rides_out_429_then_503(chat_server: ScriptedServer):
    llm = OpenAICompatibleLLM(chat_server.url, "tiny", retry=FAST)
    result = await LLMExtractor(llm).arun(TURN)
    assert result.error is None
    assert [c.text for c in result.candidates] == ["The user is vegetarian."]
    assert len(chat_server.requests) == 3


def test_llm_reports_a_rate_limit_that_outlasts_the_retries():
    server = ScriptedServer(*[(429, {})] * 5, body={})
    try:
        llm = OpenAICompatibleLLM(server.url, "tiny", retry=RetryPolicy(retries=1, max_wait=0.01))
        result = LLMExtractor(llm).run(TURN)
    finally:
        server.close()
    assert result.candidates == []
    assert result.error is not None and "HTTP 429" in result.error
    assert len(server.requests) == 2


def test_refused_connections_are_retried_then_succeed():
    calls: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request.url.path)
        if len(calls) < 3:
            raise httpx.ConnectError("connection refused", request=request)
        return httpx.Response(200, json={"choices": [{"message": {"content": ANSWER}}]})

    llm = OpenAICompatibleLLM(
        "http://model.invalid/v1", "tiny", retry=FAST, transport=httpx.MockTransport(handler)
    )
    assert llm.complete("hi") == ANSWER
    assert calls == ["/v1/chat/completions"] * 3


def test_retry_after_is_honoured_up_to_the_longest_wait():
    script = [
        httpx.Response(429, headers={"Retry-After": "7"}),
        httpx.Response(503, headers={"Retry-After": "120"}),
        httpx.Response(200, text="ok"),
    ]
    pauses: list[float] = []
    policy = RetryPolicy(retries=3, max_wait=30.0)
    response = send_with_retries(lambda: script.pop(0), policy, sleep=pauses.append)
    assert response.text == "ok"
    assert pauses == [7.0, 30.0]


def test_backoff_without_retry_after_stays_under_the_longest_wait():
    script = [httpx.Response(500)] * 4 + [httpx.Response(200)]
    pauses: list[float] = []
    policy = RetryPolicy(retries=5, max_wait=1.5, base_wait=0.5)
    assert send_with_retries(lambda: script.pop(0), policy, sleep=pauses.append).status_code == 200
    assert len(pauses) == 4
    assert all(0 <= p <= 1.5 for p in pauses)


def test_retry_after_as_an_http_date():
    now = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
    later = format_datetime(now + timedelta(seconds=42), usegmt=True)
    assert retry_after_seconds(httpx.Response(429, headers={"Retry-After": later}), now=now) == 42
    assert retry_after_seconds(httpx.Response(429, headers={"Retry-After": "soon"})) is None
    assert retry_after_seconds(httpx.Response(429)) is None


def test_settings_reach_both_clients():
    settings = LTMSettings(
        http_retries=0,
        http_retry_max_wait=2.5,
        llm_base_url="http://127.0.0.1:9/v1",
        embedding_base_url="http://127.0.0.1:9/v1/retry-settings-test",
    )
    llm = default_llm(settings)
    assert llm is not None and llm.retry == RetryPolicy(retries=0, max_wait=2.5)
    embedder = default_embedder(settings)
    assert isinstance(embedder, OpenAICompatibleEmbedder)
    with pytest.raises(EmbeddingError, match="LTM_EMBEDDING_BASE_URL"):
        embedder.embed_query("nobody listens on port 9")


def test_clients_close_their_connections_even_without_close():
    import gc

    llm = OpenAICompatibleLLM("http://127.0.0.1:9/v1", "tiny")
    embedder = OpenAICompatibleEmbedder("http://127.0.0.1:9/v1", "tiny")
    clients = [llm._client, embedder._client]
    embedder.close()
    embedder.close()  # twice is fine
    del llm, embedder
    gc.collect()
    assert all(client.is_closed for client in clients)
