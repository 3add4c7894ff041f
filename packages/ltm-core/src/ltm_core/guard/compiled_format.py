"""A compiled self-identifying catalogue format and its scan.

The scan checks token boundaries, entropy, dummy bodies and public prefixes; it moved out of
``content_guard.py`` to keep that file short.
"""

from __future__ import annotations

import re

from ltm_core.guard.catalogue import Format
from ltm_core.guard.engine import Matcher, compile_builtin, group_span
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.values import char_classes, entropy

__all__ = ["TOKEN_CHAR", "CompiledFormat"]

TOKEN_CHAR = re.compile(r"[A-Za-z0-9_]")
_DUMMY_BODY_RE = re.compile(
    r"(?i)x{5,}|\*{3,}|\.{3}|0{10,}|<|>|your[_-]|[_-]here\b|(.)\1{7,}|(?-i:EXAMPLE(?:KEY)?$)"
)
_ZERO_BYTES_RE = re.compile(r"A{4,}")
_LONG_RUN_RE = re.compile(r"[A-Za-z0-9]{32}")
# public prefixes, and subresource-integrity digests ("sha512-<base64>" in lockfiles)
_PUBLIC_PREFIX_RE = re.compile(
    r"(?i)(?:pk|pub|public|publishable|ssh|sha(?:1|224|256|384|512))[_-]"
)
_WORDY_BODY_RE = re.compile(r"[a-z]{2,}(?:[-_][a-z]{2,}){2,}[-_]?[0-9]{0,6}")


class CompiledFormat:
    """A compiled self-identifying format."""

    __slots__ = ("disowned", "entropy", "fmt", "left_boundary", "matcher", "name", "requires")

    def __init__(self, fmt: Format) -> None:
        self.fmt = fmt
        self.name = fmt.name
        self.entropy = fmt.entropy
        self.matcher: Matcher = compile_builtin(fmt.regex)
        # one-character keywords are not prefilter words but characters the text must hold
        self.requires = tuple(k for k in fmt.keywords if len(k) == 1)
        # prefixes of switched-off vendor rules: a generic shape must not bring them back
        self.disowned: tuple[str, ...] = ()
        self.left_boundary = bool(TOKEN_CHAR.match(fmt.regex.lstrip("(?:^\\b")[:1] or "-"))

    def scan(self, text: str, offset: int = 0, *, joined: bool = False) -> list[SecretMatch]:
        """Matches of this format in ``text`` (``joined``: a copy with spaced groups joined)."""
        found: list[SecretMatch] = []
        if self.requires and not all(char in text for char in self.requires):
            return found
        if self.fmt.classes and _LONG_RUN_RE.search(text) is None:
            return found  # a generic shape runs everywhere: skip texts without a long run cheaply
        for m in self.matcher.finditer(text):
            start, end = m.span()
            if (
                not joined
                and start > 0
                and TOKEN_CHAR.match(text[start - 1])
                and TOKEN_CHAR.match(text[start])
            ):
                continue
            if (
                not joined
                and not self.fmt.open_end
                and end < len(text)
                and TOKEN_CHAR.match(text[end])
                and TOKEN_CHAR.match(text[end - 1])
            ):
                continue
            s_start, s_end = group_span(m, "secret")
            secret = text[s_start:s_end]
            floor = min(self.entropy, 0.75 * (len(set(secret)) ** 0.5) + 1.0)
            # runs of "A" are zero bytes in base64 (every OpenSSH key has them), not a dummy
            long_key = self.fmt.open_end or len(secret) >= 60
            dummy_view = _ZERO_BYTES_RE.sub("", secret) if long_key else secret
            if entropy(secret) < floor or _DUMMY_BODY_RE.search(dummy_view.lstrip("A")):
                continue
            body = secret.split("_", 1)[-1] if "_" in secret[:12] else secret
            if _WORDY_BODY_RE.fullmatch(body.lower()) and body.lower() == body:
                continue
            if self.fmt.classes and (
                joined
                or char_classes(secret) < self.fmt.classes
                or _PUBLIC_PREFIX_RE.match(text, start)
                or (self.disowned and text[start : start + 24].lower().startswith(self.disowned))
            ):
                continue  # a generic shape: never on joined groups, never a public key
            if joined and not (char_classes(secret) >= 2 and any(c.isdigit() for c in secret)):
                continue  # joined prose words are not a key: a joined key mixes classes
            found.append(SecretMatch(self.name, offset + s_start, offset + s_end))
        return found
