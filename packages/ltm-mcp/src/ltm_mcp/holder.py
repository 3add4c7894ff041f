"""The server's memories, opened on first need: by the warm-up thread or the first tool call.

Light on purpose (standard library, pydantic, this package's light modules): ltm's engine is
imported on the worker thread that first needs it, so ``initialize`` is answered at once.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ValidationError

from ltm_mcp.config import ServerConfig
from ltm_mcp.schemas import ErrorInfo, ToolFailure

if TYPE_CHECKING:
    from ltm_mcp.scopes import ServedScopes

logger = logging.getLogger("ltm.mcp")

#: Seconds the exit waits for a model load in progress (see ``MemoryHolder.close``).
WARM_UP_GRACE = 30.0


class MemoryHolder:
    """The :class:`~ltm_mcp.scopes.ServedScopes`, built on first need."""

    def __init__(self, config: ServerConfig) -> None:
        self.config = config
        self._lock = threading.Lock()
        self._served: ServedScopes | None = None
        self._warm_up: threading.Thread | None = None

    def get(self) -> ServedScopes:
        """The served scopes, importing ltm and reading its settings the first time.

        A failure (bad settings, unreadable file) is not cached: the next call tries again.
        """
        with self._lock:
            if self._served is None:
                from ltm_mcp.scopes import ServedScopes

                self._served = ServedScopes(self.config)
            return self._served

    def start_warm_up(self) -> None:
        """Open the store and load the embedding model on a background thread."""
        self._warm_up = threading.Thread(target=self._warm, name="ltm-warm-up", daemon=True)
        self._warm_up.start()

    def _warm(self) -> None:
        try:
            self.get().warm_up()
        except Exception as exc:  # tool calls report it, with the same message
            logger.warning("ltm could not start: %s", startup_error(exc))

    def close(self, grace: float = WARM_UP_GRACE) -> None:
        """Release the store, once a warm-up still loading the model is done.

        A process that exits while native code is loading the model can abort, so the exit
        waits up to ``grace`` seconds for the warm-up (usually well under one).
        """
        if self._warm_up is not None:
            self._warm_up.join(grace)
        with self._lock:
            served, self._served = self._served, None
        if served is not None:
            served.close()

    def call(self, tool: str, arguments: dict[str, Any], scope: object = None) -> BaseModel:
        """Run ``tool`` (on the calling thread); failures come back as :class:`ErrorInfo`.

        Args:
            tool: The tool's name.
            arguments: Its arguments, in ltm's names.
            scope: The request's ``_meta["ltm/scope"]`` (``None`` when it names none).
        """
        try:
            served = self.get()
            from ltm_core import ContentRejected, MemoryClosed

            from ltm_mcp.failures import run_tool
            from ltm_mcp.service import MemoryService
        except Exception as exc:
            return ErrorInfo(error="unavailable", message=startup_error(exc))
        try:
            named = served.scope_of(scope)
        except ToolFailure as failure:
            return failure.info
        try:
            memory = served.memory(named)
        except ContentRejected as exc:
            # A scope id that holds a credential: the caller can correct it (the library's
            # message names the id's field and the rule, never the value).
            return ErrorInfo(error="content_rejected", message=str(exc), pattern=exc.pattern)
        except Exception as exc:  # the store cannot be opened: say why, try next time
            return ErrorInfo(error="unavailable", message=startup_error(exc))
        try:
            return run_tool(MemoryService(served, named, memory), tool, arguments)
        except MemoryClosed:
            # An evicted memory is released, never closed (it takes the store again on
            # this call): only the server's exit closes memories, and a call racing it ends here.
            return ErrorInfo(
                error="unavailable",
                message="the server is shutting down; call again once it has restarted",
            )


def startup_error(exc: Exception) -> str:
    """Why ltm could not start, without quoting any setting's value."""
    if isinstance(exc, ValidationError):
        # pydantic's msg never quotes the input (which may be a key); the loc names it.
        problems = [
            "LTM_" + "_".join(str(p) for p in e["loc"]).upper() + f": {e['msg']}"
            if e["loc"]
            else e["msg"]
            for e in exc.errors()
        ]
        return (
            "ltm's settings (LTM_* environment variables of this server) are invalid: "
            + "; ".join(problems)
        )
    return f"ltm could not start: {type(exc).__name__}: {exc}"
