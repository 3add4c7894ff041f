"""The SDK's MCP server with ltm's answers: tool results, argument errors, unparseable requests.

Light on purpose (the SDK, pydantic and this package's light modules), like ``server``.
"""

from __future__ import annotations

import json
import logging
from contextvars import ContextVar
from typing import Any

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from mcp.server.stdio import stdio_server
from mcp.types import CallToolResult, InputRequiredResult, TextContent
from pydantic import BaseModel, ValidationError

from ltm_mcp.arguments import invalid_arguments
from ltm_mcp.config import SCOPE_META_KEY
from ltm_mcp.schemas import ErrorInfo
from ltm_mcp.transport import AnsweringReadStream

logger = logging.getLogger("ltm.mcp")

#: The ``_meta["ltm/scope"]`` of the tool call being run; ``None`` when it names none.
REQUEST_SCOPE: ContextVar[object] = ContextVar("ltm_request_scope", default=None)


def scope_in(context: Context[None, Any] | None) -> object:
    """The scope a tool call's request names in its ``_meta`` (``None``: it names none)."""
    try:
        meta = None if context is None else context.request_context.meta
    except ValueError:  # a call made outside a request (the SDK raises this)
        return None
    return None if meta is None else meta.get(SCOPE_META_KEY)


def to_result(outcome: BaseModel) -> CallToolResult:
    """A tool result: JSON text for the model, the same data as structured content."""
    if isinstance(outcome, ErrorInfo):
        return CallToolResult(
            content=[TextContent(type="text", text=outcome.message)],
            structured_content=outcome.model_dump(exclude_none=True),
            is_error=True,
        )
    data = outcome.model_dump(mode="json")
    text = json.dumps(data, ensure_ascii=False)
    return CallToolResult(content=[TextContent(type="text", text=text)], structured_content=data)


class MemoryMCPServer(MCPServer[None]):
    """The SDK's server, with two answers the SDK does not give.

    * A call whose arguments fail the tool's input schema gets an ``invalid_argument``
      error naming the fields, never quoting their values (see :mod:`ltm_mcp.arguments`).
    * Each call's ``_meta["ltm/scope"]`` is handed to the tool (see :mod:`ltm_mcp.scopes`).
    * Over stdio, a request the transport cannot parse (a lone surrogate) gets a JSON-RPC
      error under its id instead of no answer (see :mod:`ltm_mcp.transport`).
    """

    async def call_tool(
        self, name: str, arguments: dict[str, Any], context: Context[None, Any] | None = None
    ) -> CallToolResult | InputRequiredResult:
        """Call a tool; arguments that fail its schema come back as an error result.

        Args:
            name: The tool's name.
            arguments: The arguments the client sent.
            context: The request's context (the SDK passes it).

        Returns:
            The tool's result, or an ``invalid_argument`` error result.
        """
        token = REQUEST_SCOPE.set(scope_in(context))
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            if isinstance(exc, UnexpectedToolError) or not isinstance(
                exc.__cause__, ValidationError
            ):
                raise
            logger.info("Tool %r rejected arguments", name)
            return to_result(invalid_arguments(name, exc.__cause__))
        finally:
            REQUEST_SCOPE.reset(token)

    async def run_stdio_async(self) -> None:
        """Serve over stdin/stdout, answering every request, parseable or not."""
        async with stdio_server() as (read_stream, write_stream):
            await self._lowlevel_server.run(
                AnsweringReadStream(read_stream, write_stream),
                write_stream,
                self._lowlevel_server.create_initialization_options(),
            )
