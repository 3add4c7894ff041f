"""Async twins of synchronous methods, derived instead of written twice.

``arecall = to_thread(recall)`` in a class body gives a coroutine method with ``recall``'s
exact parameters (for ``inspect.signature`` through ``__wrapped__``, and for mypy through
``ParamSpec``), that runs ``recall`` on a worker thread. The method is looked up on the
instance at call time, so a subclass override or a test's patch of ``recall`` is what the
twin runs.
"""

from __future__ import annotations

import asyncio
import functools
import inspect
from collections.abc import Callable, Coroutine
from typing import Any, Concatenate, ParamSpec, TypeVar

S = TypeVar("S")
P = ParamSpec("P")
R = TypeVar("R")


def to_thread(
    method: Callable[Concatenate[S, P], R],
) -> Callable[Concatenate[S, P], Coroutine[Any, Any, R]]:
    """The async twin of ``method``: the same call, run with :func:`asyncio.to_thread`."""
    name = method.__name__

    @functools.wraps(method)
    async def twin(self: S, /, *args: P.args, **kwargs: P.kwargs) -> R:
        bound: Callable[P, R] = getattr(self, name)
        return await asyncio.to_thread(bound, *args, **kwargs)

    twin.__name__ = f"a{name}"
    twin.__qualname__ = f"{method.__qualname__.rpartition('.')[0]}.a{name}".lstrip(".")
    summary = f"Async twin of :meth:`{name}`: the same call on a worker thread."
    twin.__doc__ = f"{summary}\n\n{inspect.cleandoc(method.__doc__)}" if method.__doc__ else summary
    return twin
