"""Windows of text around keyword hits that the key/value grammars scan.

Linear: each character is scanned once, and a long run of key characters is walked back once.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["AFTER", "BEFORE", "key_starts", "windows"]

# Windows of text around a keyword the assignment regex looks at.
BEFORE = 90
AFTER = 420


def key_starts(window: str, positions: list[int]) -> list[int]:
    """Distinct key starts for sorted keyword positions, in one linear pass.

    A keyword inside the same run of key characters as the previous one shares its start,
    so a long run ("--------", "a_a_a_...") is walked back once, not once per keyword.
    """
    starts: list[int] = []
    previous = -1
    for at in positions:
        if previous >= 0 and starts and _same_run(window, previous, at):
            previous = at
            continue
        starts.append(_key_start(window, at))
        previous = at
    return sorted(set(starts))


def _same_run(window: str, previous: int, at: int) -> bool:
    """No separator between two keyword positions (bounded look: the key limit is 80)."""
    if at - previous > 80:
        return False
    return all(c.isalnum() or c in "_.-@$" for c in window[previous:at])


def _key_start(window: str, at: int) -> int:
    """Where the key holding the keyword at ``at`` starts (identifier characters back)."""
    start = at
    while (
        start > 0
        and at - start < 80
        and (window[start - 1].isalnum() or window[start - 1] in "_.-@$")
    ):
        start -= 1
    return start


def windows(hits: Iterable[tuple[int, int]], size: int) -> list[tuple[int, int]]:
    """Merge the windows around keyword hits so each character is scanned once."""
    merged: list[tuple[int, int]] = []
    for start, end in sorted(hits):
        low, high = max(0, start - BEFORE), min(size, end + AFTER)
        if merged and low <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], high))
        else:
            merged.append((low, high))
    return merged
