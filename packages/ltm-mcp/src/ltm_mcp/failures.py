"""One tool call on a scope's service: what the caller can correct comes back as an error result.

Nothing expected is raised into the protocol: guard refusals, unknown ids, invalid fields,
failed backups and store errors each become an :class:`ErrorInfo` that says what to do, and
none of them quotes a rejected value.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ltm_core import ContentRejected, MemoryNotFound, StoreError
from ltm_core.embeddings.base import EmbeddingError
from ltm_core.stores.base import BackupError
from pydantic import BaseModel, ValidationError

from ltm_mcp.schemas import ErrorInfo, ToolFailure
from ltm_mcp.service import MemoryService


def run_tool(service: MemoryService, tool: str, arguments: dict[str, Any]) -> BaseModel:
    """Run ``tool`` on ``service``; expected failures come back as :class:`ErrorInfo`.

    Args:
        service: The tools on the call's scope.
        tool: The tool's name (one of the service's methods).
        arguments: The tool's arguments, in ltm's names.

    Returns:
        The tool's result, or an error result.
    """
    method: Callable[..., BaseModel] = getattr(service, tool)
    try:
        return method(**arguments)
    except ToolFailure as failure:
        return failure.info
    except ContentRejected as exc:
        # The library's message names the rule, never the value, and says what to do.
        return ErrorInfo(error="content_rejected", message=str(exc), pattern=exc.pattern)
    except MemoryNotFound as exc:
        return ErrorInfo(error="not_found", message=service.not_found(str(exc.args[0])))
    except ValidationError as exc:
        # Field names only: a validation message can quote the (private) input.
        fields = sorted({".".join(str(p) for p in e["loc"]) or "memory" for e in exc.errors()})
        return ErrorInfo(error="invalid_argument", message=f"invalid {', '.join(fields)}")
    except BackupError as exc:
        return ErrorInfo(error="backup_failed", message=str(exc))
    except (StoreError, EmbeddingError) as exc:
        return ErrorInfo(error="store_error", message=f"{type(exc).__name__}: {exc}")
    except ValueError as exc:
        return ErrorInfo(error="invalid_argument", message=str(exc))
