"""Tool arguments that do not fit a tool's input schema: what to fix, never what was sent.

The SDK reports such a call with pydantic's full error text, which quotes every rejected
value (``input_value='sk-proj-...'``): a secret pasted into the wrong field would be echoed
back to the model and into its transcript. This message names each field, says what it
needs and what JSON type arrived, and stops there.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from ltm_mcp.schemas import ErrorInfo

_JSON_TYPES: dict[type, str] = {
    str: "string",
    bool: "boolean",
    int: "integer",
    float: "number",
    list: "array",
    dict: "object",
    type(None): "null",
}
# Error types whose message is written by a validator and could quote the value.
_FREE_TEXT = frozenset({"value_error", "assertion_error"})


def json_type(value: Any) -> str:
    """The JSON type name of a parsed argument (``"string"``, ``"integer"``...)."""
    return _JSON_TYPES.get(type(value), "value")


def invalid_arguments(tool: str, error: ValidationError) -> ErrorInfo:
    """The error result of a call whose arguments fail ``tool``'s input schema.

    Args:
        tool: The tool's name.
        error: Why the SDK's argument model refused the call.

    Returns:
        An ``invalid_argument`` error naming each field at fault and what it needs; it
        never quotes a value.
    """
    problems: list[str] = []
    fields: list[str] = []
    for problem in error.errors(include_url=False):
        field = ".".join(str(part) for part in problem["loc"]) or "arguments"
        if field not in fields:
            fields.append(field)
        if problem["type"] == "missing":
            problems.append(f"{field}: required, and missing")
            continue
        need = "is not valid" if problem["type"] in _FREE_TEXT else problem["msg"]
        problems.append(f"{field}: {need} (got {json_type(problem.get('input'))})")
    message = (
        f"{tool} was not run: its arguments do not fit the tool's input schema. "
        + "; ".join(problems)
        + ". Correct these arguments and call the tool again."
    )
    return ErrorInfo(error="invalid_argument", message=message, fields=fields)
