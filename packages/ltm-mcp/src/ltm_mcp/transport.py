r"""An answer for every request the SDK's stdio transport cannot parse.

The SDK reads each stdin line with a strict JSON parser. A line it cannot parse (a lone
UTF-16 surrogate escape such as ``"\ud800"``, which is not valid Unicode) reaches the
server as an exception with no request id, and the server drops it: the client waits for
an answer that never comes. :class:`AnsweringReadStream` sits between the transport and the
server and answers such a request with a JSON-RPC error under its own id, without quoting
any of its values.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterator
from types import TracebackType
from typing import Any, Self

import anyio
from mcp.shared._stream_protocols import ReadStream, WriteStream
from mcp.shared.message import SessionMessage
from mcp.types import INVALID_PARAMS, INVALID_REQUEST, ErrorData, JSONRPCError
from pydantic import ValidationError

logger = logging.getLogger("ltm.mcp")

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")

#: The error's message when a request holds a lone surrogate; ``{where}`` names the field.
LONE_SURROGATE_MESSAGE = (
    "The request was not run: {where} holds a lone UTF-16 surrogate (a \\uD800-\\uDFFF "
    "escape without its pair), which is not valid Unicode. Send the text as valid UTF-8, "
    "or as a complete surrogate pair, and try again."
)
#: The error's message for any other request that does not parse as JSON-RPC 2.0.
INVALID_REQUEST_MESSAGE = (
    "The request was not run: it is not a valid JSON-RPC 2.0 request (check its jsonrpc, "
    "id, method and params fields against the MCP schema) and try again."
)


def _string_paths(value: Any, path: str) -> Iterator[tuple[str, str]]:
    """Every string in a parsed JSON value (keys included), with where it sits."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, inner in value.items():
            yield path, str(key)
            yield from _string_paths(inner, f"{path}.{key}" if path else str(key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from _string_paths(inner, f"{path}[{index}]")


def _frame_of(error: Exception) -> dict[str, Any] | None:
    """The JSON object of the line the transport failed on, parsed leniently, if any."""
    if not isinstance(error, ValidationError):
        return None
    for problem in error.errors():
        raw = problem.get("input")
        if isinstance(raw, dict):
            return raw
        if isinstance(raw, str):
            try:
                # The stdlib parser accepts lone surrogates, so it can recover the id.
                parsed = json.loads(raw)
            except ValueError:
                continue
            if isinstance(parsed, dict):
                return parsed
    return None


def error_reply(error: Exception) -> JSONRPCError | None:
    """The JSON-RPC error that answers the request a transport error came from.

    Args:
        error: What the transport yielded instead of a message.

    Returns:
        An error under the request's id, naming the field at fault but none of its values;
        ``None`` when the line was no request (a notification, a response, or no JSON at
        all): there is then no id to answer under.
    """
    frame = _frame_of(error)
    if frame is None or "method" not in frame:
        return None
    request_id = frame.get("id")
    if isinstance(request_id, bool) or not isinstance(request_id, int | str):
        return None
    # A key that is itself a lone surrogate is named by its parent's path.
    for where, text in _string_paths(frame, ""):
        if _LONE_SURROGATE.search(text):
            where = _LONE_SURROGATE.sub("\N{REPLACEMENT CHARACTER}", where) or "the request"
            message = LONE_SURROGATE_MESSAGE.format(where=where)
            return JSONRPCError(
                jsonrpc="2.0", id=request_id, error=ErrorData(code=INVALID_PARAMS, message=message)
            )
    return JSONRPCError(
        jsonrpc="2.0",
        id=request_id,
        error=ErrorData(code=INVALID_REQUEST, message=INVALID_REQUEST_MESSAGE),
    )


class AnsweringReadStream:
    """The transport's read stream, with unparseable requests answered instead of dropped.

    Args:
        inner: The stream the transport yields messages (and parse failures) on.
        write_stream: Where the answers go: the transport's write stream.
    """

    def __init__(
        self,
        inner: ReadStream[SessionMessage | Exception],
        write_stream: WriteStream[SessionMessage],
    ) -> None:
        self._inner = inner
        self._write_stream = write_stream

    @property
    def last_context(self) -> Any:
        """The sender context of the last message, as the SDK's context streams carry it."""
        return getattr(self._inner, "last_context", None)

    async def receive(self) -> SessionMessage | Exception:
        """The next message; a request that failed to parse is answered and skipped."""
        while True:
            item = await self._inner.receive()
            if not isinstance(item, Exception):
                return item
            reply = error_reply(item)
            if reply is None:
                logger.info("ignored a line that is no JSON-RPC request (%s)", type(item).__name__)
                return item
            logger.info("answered an unparseable request with error %d", reply.error.code)
            try:
                await self._write_stream.send(SessionMessage(reply))
            except (anyio.ClosedResourceError, anyio.BrokenResourceError):
                return item  # the connection is closing: nothing left to answer

    async def aclose(self) -> None:
        """Close the transport's read stream."""
        await self._inner.aclose()

    def __aiter__(self) -> Self:
        return self

    async def __anext__(self) -> SessionMessage | Exception:
        try:
            return await self.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc_val: BaseException | None,
        exc_tb: TracebackType | None,
    ) -> bool | None:
        await self.aclose()
        return None
