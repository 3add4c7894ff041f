"""Supersede slots: the (subject, attribute) a memory is about, and its value.

Two memories with the same slot and different values cannot both be current; memories that
can all hold at once (likes, allergies, pets, decisions) have no slot.
"""

from __future__ import annotations

import re

from ltm_core.extraction.rules.lexicon import _RELATION_SET
from ltm_core.extraction.rules.objects import _job

__all__ = ["memory_slot"]

_SLOT_PREDICATES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), attribute)
    for pattern, attribute in (
        (
            r"(?:lives|live|living|is living|am living|are living|resides|reside|is residing"
            r"|is based|am based|based|has moved|have moved|has relocated|moved|relocated)"
            r" (?:in|near|to|outside of|outside|just outside|out of|back to|close to) (?P<v>.+)",
            "location",
        ),
        (r"(?:is|am|comes|come) (?:originally )?from (?P<v>.+)", "origin"),
        (r"(?:works|work|is working|am working) (?:at|for) (?P<v>.+)", "employer"),
        (r"(?:is|am) employed (?:at|by) (?P<v>.+)", "employer"),
        (r"(?:works|work|is working|am working) (?:in|from) (?P<v>.+)", "workplace"),
        (r"(?:works|work|is working|am working) (?P<v>remotely)", "workplace"),
        (r"(?:works|work|is working|am working) as (?P<v>.+)", "occupation"),
        (r"(?:is|am) (?:an? )?(?P<v>.+)", "occupation?"),
        (r"(?:is|am) (?:called|named) (?P<v>.+)", "name"),
        (r"(?:goes|go) by (?P<v>.+)", "preferred name"),
        (r"(?:wants|prefers) to be called (?P<v>.+)", "preferred name"),
        (r"was born on (?P<v>.+)", "birthday"),
        (r"was born in (?P<v>\d{4})", "birth year"),
        (r"was born in (?P<v>.+)", "birthplace"),
        (
            r"(?:is|am) (?:(?:strictly|now|also) )?(?:an? )?(?P<v>vegetarian|vegan|pescatarian"
            r"|pescetarian|flexitarian|omnivore|omnivorous|carnivore)",
            "diet",
        ),
        (
            r"(?:is|am) (?:happily )?(?P<v>(?:married|single|divorced|engaged|widowed|separated)"
            r"(?: (?:to|with) .+)?)",
            "relationship status",
        ),
        (r"(?:is|am) (?P<v>\d{1,3})(?: years? old| y/?o)?", "age"),
        (r"prefers? (?P<a>.+?) (?:over|to|rather than|instead of) (?P<b>.+)", "preference"),
        (r"wants the assistant to (?:(?P<pol>always|never) )?(?P<v>.+)", "instruction"),
    )
)
_SLOT_ADVERBS = re.compile(
    r"(?:(?:currently|now|still|also|just|recently|finally|originally|actually|really"
    r"|officially) ){0,3}"
)
_POSSESSIVE = re.compile(r"the user's (?P<np>[a-z][a-z0-9' -]{0,80}?) (?:is|are) (?P<v>.+)")
_ATTRIBUTE_ALIASES = {
    "time zone": "timezone",
    "home town": "hometown",
    "first language": "native language",
    "mother tongue": "native language",
    "surname": "last name",
    "job title": "occupation",
    "profession": "occupation",
    "job": "occupation",
    "date of birth": "birthday",
    "birth date": "birthday",
    "bday": "birthday",
    "company": "employer",
    "employer": "employer",
    "city": "location",
    "location": "location",
    "dietary restriction": "diet",
    "dietary restrictions": "diet",
    "github handle": "github username",
}
_KNOWN_ATTRIBUTES = frozenset(
    {
        "name",
        "first name",
        "last name",
        "full name",
        "middle name",
        "nickname",
        "birthday",
        "age",
        "timezone",
        "pronouns",
        "native language",
        "nationality",
        "occupation",
        "employer",
        "hometown",
        "blood type",
        "diet",
        "github username",
        "username",
        "location",
        "star sign",
        "zodiac sign",
    }
)
_SPELLING = {"favorite": "favourite", "fave": "favourite", "fav": "favourite", "color": "colour"}
_SPELLING.update({"flavor": "flavour", "colors": "colours", "flavors": "flavours"})
_TRAILING_TIME = re.compile(
    r"(?: (?:last|this|next) (?:week|month|year|summer|winter|spring|autumn|fall)| in \d{4}"
    r"| recently| yesterday| a (?:few|couple of) (?:days|weeks|months|years) ago"
    r"| [a-z0-9]{1,10} (?:days|weeks|months|years) ago| from now on| going forward)$"
)


def _normalise_attribute(attr: str) -> str:
    words = [_SPELLING.get(w, w) for w in attr.split()]
    joined = " ".join(words)
    return _ATTRIBUTE_ALIASES.get(joined, joined)


def _normalise_value(value: str) -> str:
    value = _TRAILING_TIME.sub("", value.strip())
    value = re.sub(r"[^\w/+#' -]", " ", value)
    words = value.split()
    while words and words[0] in {"the", "a", "an", "on"}:
        words.pop(0)
    return " ".join(words)


def _slot_and_value(text: str) -> tuple[tuple[str, str], str] | None:
    """(slot, normalised value) of a memory text, or ``None`` when no slot is recognised."""
    t = " ".join(text.replace("\u2019", "'").casefold().split()).rstrip(" .!;")
    for prefix, replacement in (
        (r"^my ", "the user's "),
        (r"^(?:i'm|i am) ", "the user is "),
        (r"^(?:i've|i have) ", "the user has "),
        (r"^i ", "the user "),
        (r"^user's ", "the user's "),
        (r"^user ", "the user "),
    ):
        t = re.sub(prefix, replacement, t, count=1)
    if not t.startswith("the user"):
        return None

    subject = "user"
    predicate: str | None = None
    if t.startswith("the user's "):
        words = t[len("the user's ") :].split()
        for size in (1, 2, 3):
            if len(words) > size and words[size - 1] in _RELATION_SET:
                subject = "user's " + " ".join(words[:size])
                predicate = " ".join(words[size:])
                break
        possessive = _POSSESSIVE.fullmatch(t)
        if possessive:
            parts = possessive.group("np").split("'s ")
            attr = _normalise_attribute(parts[-1])
            if attr in _KNOWN_ATTRIBUTES or attr.startswith(("favourite ", "preferred ")):
                owner = "".join("'s " + p for p in parts[:-1])
                value = possessive.group("v")
                if attr == "birthday":
                    value = value.removeprefix("on ")
                return ("user" + owner, attr), _normalise_value(value)
    elif t.startswith("the user "):
        predicate = t[len("the user ") :]
    if predicate is None:
        return None

    adverbs = _SLOT_ADVERBS.match(predicate)
    predicate = predicate[adverbs.end() :] if adverbs else predicate
    for pattern, attribute in _SLOT_PREDICATES:
        match = pattern.fullmatch(predicate)
        if not match:
            continue
        if attribute == "occupation?":
            job = _job(match.group("v"))
            if not job:
                continue
            job_words = job.split()
            cut = next(
                (i for i, w in enumerate(job_words) if w in {"at", "for", "in", "with", "on"}),
                len(job_words),
            )
            return (subject, "occupation"), _normalise_value(" ".join(job_words[:cut]))
        if attribute == "occupation":
            value = match.group("v")
            job = _job(value.removeprefix("a ").removeprefix("an "))
            if job:
                value = job
            words = value.split()
            cut = next(
                (i for i, w in enumerate(words) if w in {"at", "for", "in", "with", "on"}),
                len(words),
            )
            return (subject, attribute), _normalise_value(" ".join(words[:cut]))
        if attribute == "preference":
            pair = sorted(_normalise_value(match.group(g)) for g in ("a", "b"))
            return (subject, f"preference: {pair[0]} vs {pair[1]}"), _normalise_value(
                match.group("a")
            )
        if attribute == "instruction":
            action = _normalise_value(match.group("v"))
            return (subject, f"instruction: {action}"), match.group("pol") or ""
        return (subject, attribute), _normalise_value(match.group("v"))
    return None


def memory_slot(text: str) -> tuple[str, str] | None:
    """The (subject, attribute) a memory is about, for supersede decisions.

    Two memories with the same slot cannot both be current: "The user lives in Paris." and
    "The user moved to Berlin." are both ``("user", "location")``. Memories that can both
    hold (likes, allergies, pets, decisions) have no slot.

    Args:
        text: A memory, typically a candidate text ("The user's sister lives in Rome.").
            First-person texts ("I live in Paris", "My name is Alice") are understood too.

    Returns:
        ``(subject, attribute)``, e.g. ``("user", "location")``, ``("user's sister",
        "location")``, ``("user", "favourite colour")``; ``None`` when no slot is recognised.
    """
    parsed = _slot_and_value(text)
    return parsed[0] if parsed else None
