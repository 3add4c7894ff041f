"""Credentials whose value is not on the key's line: YAML blocks, wrapped values, CSV exports.

* YAML block scalars (``password: |``, ``>-``, ``|2``) and a value moved to the next, more
  indented line (``password:`` then ``  hunter2x9``, also JSON ``"token":`` then ``"..."``);
  a value wrapped over several lines (a long key split at a column) is read joined.
* CSV exports of browsers and password managers: a header naming a credential column
  (``url,username,password``, ``name,url,username,pw``, ``Titel,Benutzer,Passwort``,
  ``service,secret``: any name the key rules read as a credential key), then every row's
  field in that column.

Each value is judged by its whole shape, as after a ``password=`` key (see :mod:`.values`).
Work is linear: each line is read once, a block is at most 12 lines, a CSV export 2,000 rows.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Callable

from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.keys import credential_family

__all__ = ["BlockDetector"]

# A key ending its line: ``password:``, ``password: |``, ``"token": >-``.
# A few words of prose may stand before it on the line ("hey, password: |").
_KEY_LINE_RE = re.compile(
    r"(?:^|[ \t,;(])[-]?[ \t]{0,4}[\"']?(?P<key>[^\W\d][\w.-]{0,79})[\"']?[ \t]{0,4}:"
    r"[ \t]{0,4}(?P<style>[|>][+-]?[0-9]?[+-]?)?[ \t]{0,40}$"
)
_CSV_PASSWORD_COLUMNS = frozenset(
    {"password", "pass", "passwd", "pwd", "login_password", "login password", "passphrase"}
)
_CSV_NAME_RE = re.compile(r"[A-Za-z][\w .-]{0,30}")
_LEAD_RE = re.compile(r"[\s:>«(\[]+")
_MAX_BLOCK_LINES = 12
_MAX_CSV_ROWS = 2000

Judge = Callable[[str, str], bool]


def _column_family(name: str) -> str | None:
    """The credential family of a CSV column's name ("pw", "Passwort", "api_secret"), if any.

    A ``key`` column alone is no credential column (a CSV of keys is a lookup table).
    """
    if not name or " " in name.strip():
        return None
    family = credential_family(name)
    if family in ("password", "password_strict"):
        return "password"
    return family if family in ("token", "pin") else None


def _lines(text: str) -> list[tuple[int, str]]:
    """``(start offset, line)`` of every line of ``text``."""
    out: list[tuple[int, str]] = []
    pos = 0
    for line in text.split("\n"):
        out.append((pos, line))
        pos += len(line) + 1
    return out


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


class BlockDetector:
    """Values below their key (YAML/JSON) and password columns of CSV exports."""

    def find(self, text: str, lowered: str, judge: Judge) -> list[SecretMatch]:
        """Credentials in ``text``; ``judge(family, raw)`` says whether a value is a secret."""
        if "\n" not in text:
            return []
        lines = _lines(text)
        found = self._blocks(text, lines, judge)
        if "," in text:
            found.extend(self._csv(lines, judge))
        return found

    @staticmethod
    def _blocks(text: str, lines: list[tuple[int, str]], judge: Judge) -> list[SecretMatch]:
        found: list[SecretMatch] = []
        for index, (_start, line) in enumerate(lines[:-1]):
            if ":" not in line:
                continue
            m = _KEY_LINE_RE.search(line.rstrip("\r"), max(0, len(line) - 200))
            if m is None:
                continue
            family = credential_family(m.group("key"))
            if family is None:
                continue
            own = _indent(line)
            body: list[tuple[int, str]] = []
            for start, below in lines[index + 1 : index + 1 + _MAX_BLOCK_LINES]:
                if not below.strip():
                    if body:
                        break
                    continue
                if _indent(below) <= own:
                    break
                body.append((start, below.rstrip("\r")))
            if not body:
                continue
            # a wrapped value is the run of lines without spaces (prose may follow the block)
            run = 0
            while run < len(body) and " " not in body[run][1].strip():
                run += 1
            body = body[: max(run, 1)]
            parts = [below.strip() for _start, below in body]
            value = "".join(parts).rstrip(",")
            if judge(family, value):
                first_start, first = body[0]
                last_start, last = body[-1]
                head = first.strip()
                begin = first_start + _indent(first) + len(head) - len(head.lstrip("\"'`"))
                found.append(SecretMatch("config_password", begin, last_start + len(last)))
        return found

    @staticmethod
    def _csv(lines: list[tuple[int, str]], judge: Judge) -> list[SecretMatch]:
        found: list[SecretMatch] = []
        index = 0
        while index < len(lines):
            _start, line = lines[index]
            index += 1
            if line.count(",") < 1 or len(line) > 400:
                continue
            names = [name.strip().strip("\"'").lower() for name in line.split(",")]
            names[0] = _LEAD_RE.split(names[0])[-1].strip("\"'")  # "remember this: url" -> "url"
            if not all(_CSV_NAME_RE.fullmatch(name) for name in names if name):
                continue
            column = next((i for i, n in enumerate(names) if n in _CSV_PASSWORD_COLUMNS), None)
            family = "password"
            if column is None:
                families = [_column_family(n) for n in names]
                column = next((i for i, f in enumerate(families) if f is not None), None)
                if column is None:
                    continue
                family = families[column] or "password"
            rows = 0
            while index < len(lines) and rows < _MAX_CSV_ROWS:
                start, row = lines[index]
                if not row.strip() or row.count(",") + 2 < len(names):
                    break
                index += 1
                rows += 1
                fields = next(csv.reader([row.rstrip("\r")]), [])
                # prose may lead the header or trail the last row: count from the right then
                at_field = (
                    column if len(fields) == len(names) else len(fields) - len(names) + column
                )
                if not 0 <= at_field < len(fields) or not fields[at_field].strip():
                    continue
                value = fields[at_field].strip().split()[0]
                at = row.find(value)
                if at >= 0 and judge(family, value):
                    found.append(
                        SecretMatch("config_password", start + at, start + at + len(value))
                    )
        return found
