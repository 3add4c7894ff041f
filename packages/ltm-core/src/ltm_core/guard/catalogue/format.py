"""The :class:`Format` record and the helpers the catalogue's data modules write rows with."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["B64", "UUID", "Format", "any_format", "context_format"]


@dataclass(frozen=True)
class Format:
    """One credential format.

    Attributes:
        name: Rule name shown in ``ContentRejected.pattern`` and accepted by
            ``LTM_GUARD_DISABLE``; a vendor's formats share one name.
        vendor: The provider.
        regex: The format. A named group ``secret`` marks the secret part, else the match.
        keywords: Lowercase literals; the format is only tried when one occurs.
        entropy: Minimum Shannon entropy (bits per character) of the secret part.
        context: ``True`` when the format is only a credential next to a keyword.
        classes: Minimum number of character classes (lower, upper, digit, symbol) of the
            secret part; generic shapes need a mixed body to tell a key from an identifier.
        open_end: The match may stop inside a token: a long block (a PEM body) is matched
            by its head only, so its end is not a token boundary.
    """

    name: str
    vendor: str
    regex: str
    keywords: tuple[str, ...]
    entropy: float = 3.0
    context: bool = False
    classes: int = 0
    open_end: bool = False


def any_format(
    name: str,
    vendor: str,
    regex: str,
    *keywords: str,
    entropy: float = 3.0,
    classes: int = 0,
    open_end: bool = False,
) -> Format:
    """A self-identifying format, searched anywhere once one of its keywords occurs."""
    lowered = tuple(k.lower() for k in keywords)
    return Format(name, vendor, regex, lowered, entropy, False, classes, open_end)


def context_format(
    name: str, vendor: str, value: str, *keywords: str, entropy: float = 3.0
) -> Format:
    """A bare value that is a credential only in a key holding one of ``keywords``."""
    return Format(name, vendor, value, tuple(k.lower() for k in keywords), entropy, True)


B64 = "A-Za-z0-9+/"
UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
