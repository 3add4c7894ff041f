"""The statement builders: what each rule makes of the object that follows its head.

A builder gets the head's match, the object (the text up to the next clause with a subject of
its own) and the "remember" nesting depth, and returns the candidates it states or ``None``
to let a later rule try. The order in which heads are tried is in ``rulebook``.

Past 400 lines on purpose: some forty small builders (none over 35 lines), one per rule
head, sharing ``_Found`` and ``_one``; a split by topic would only scatter them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ltm_core.extraction.rules.lexicon import (
    _CONDITIONS,
    _DECISION,
    _FACT,
    _FAMILY_PETS,
    _HAVE_NOUN_BLOCK,
    _IDENTITY,
    _INTRO_BLOCK,
    _NUMBER_WORDS,
    _PARENTS,
    _PREFERENCE,
    _PREPOSITIONS,
    _PROJECT,
    _PROJECT_NOUNS,
    _STATUS_INFO,
    _VAGUE_FIRST,
    _rx,
)
from ltm_core.extraction.rules.objects import (
    _EPHEMERAL,
    _OBJECT_KILLER,
    _RELATIVE_TIME,
    _free,
    _is_vague,
    _job,
    _name,
    _rest_is_break,
)
from ltm_core.extraction.rules.text import _adv, _first_word, _reframe, _say, _third_person, _tidy

_DATE_HINT = re.compile(
    r"\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\b", re.IGNORECASE
)


@dataclass(frozen=True, slots=True)
class _Found:
    text: str
    kind: str
    importance: float


def _one(text: str | None, kind: str, importance: float) -> list[_Found] | None:
    said = _say(text) if text else None
    return [_Found(said, kind, importance)] if said else None


def _build_name(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    parsed = _name(_tidy(obj), capitalised=False)
    if not parsed or not _rest_is_break(parsed[1]):
        return None
    attr = " ".join(m.group("attr").lower().split())
    attr = "last name" if attr == "surname" else attr
    return _one(f"The user's {attr} is {parsed[0]}", _IDENTITY, 0.9)


def _build_called(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    parsed = _name(_tidy(obj), capitalised=True)
    if not parsed or not _rest_is_break(parsed[1]):
        return None
    how = m.group("how").lower()
    if "call me" in how:
        template, importance = "The user wants to be called {}", 0.85
    elif "go by" in how:
        template, importance = "The user goes by {}", 0.85
    else:
        template, importance = "The user is called {}", 0.9
    return _one(template.format(parsed[0]), _IDENTITY, importance)


def _build_intro(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    parsed = _name(obj, capitalised=True)
    if not parsed or len(parsed[0].split()) > 2:
        return None
    name, rest = parsed
    if any(w.lower() in _INTRO_BLOCK for w in name.split()):
        return None
    found = _one(f"The user's name is {name}", _IDENTITY, 0.9)
    appositive = re.match(r"(?:, ?|- )(an?) (.{1,200})$", rest)
    if appositive:
        job = _job(_tidy(appositive.group(2)))
        if job:
            extra = _one(f"The user is {appositive.group(1).lower()} {job}", _FACT, 0.7)
            return (found or []) + (extra or [])
    if not _rest_is_break(rest) and _first_word(rest) not in {"from", "here"}:
        return None
    return found


def _build_pronouns(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    obj = _tidy(obj)
    if not re.fullmatch(r"[a-z]{2,6}/[a-z]{2,6}(?:/[a-z]{2,6})?", obj, re.IGNORECASE):
        return None
    return _one(f"The user's pronouns are {obj}", _IDENTITY, 0.9)


def _build_favourite(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _free(obj, ephemeral_ok=True)
    attr = " ".join(m.group("attr").lower().split())
    if not value:
        return None
    return _one(f"The user's {attr} {m.group('cop').lower()} {value}", _PREFERENCE, 0.7)


def _build_attribute(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _free(obj, ephemeral_ok=True)
    if not value:
        return None
    attr = " ".join(m.group("attr").lower().split())
    kind, importance = (_PREFERENCE, 0.8) if "diet" in attr else (_IDENTITY, 0.7)
    return _one(f"The user's {attr} is {value}", kind, importance)


def _build_birthday(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _tidy(obj)
    if not value or not _DATE_HINT.search(value) or _RELATIVE_TIME.search(value):
        return None
    if m.group("born"):
        prep = m.group("prep").lower()
        if prep == "in" and not value[:1].isupper() and not value[:1].isdigit():
            return None
        return _one(f"The user was born {prep} {value}", _IDENTITY, 0.7)
    return _one(f"The user's birthday is {value}", _IDENTITY, 0.8)


def _relation(m: re.Match[str]) -> str:
    return " ".join(m.group("rel").lower().split())


def _build_relation_name(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    parsed = _name(_tidy(obj), capitalised=False)
    if not parsed or not _rest_is_break(parsed[1]):
        return None
    if m.group("how"):
        verb = m.group("how").lower()
        return _one(f"The user's {_relation(m)} is {verb} {parsed[0]}", _FACT, 0.7)
    return _one(f"The user's {_relation(m)}'s name is {parsed[0]}", _FACT, 0.7)


def _build_relation_fact(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _free(obj)
    if not value:
        return None
    verb = " ".join(m.group("vp").lower().split())
    importance = 0.85 if "allergic" in verb else 0.6
    return _one(
        f"The user's {_relation(m)} {_adv(m.group('adv'))}{verb} {value}", _FACT, importance
    )


def _build_relation_status(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    if not _rest_is_break(obj):
        return None
    adj = m.group("adj").lower()
    _, kind, importance = _STATUS_INFO[adj]
    article = "a " if m.group("art") else ""
    return _one(f"The user's {_relation(m)} is {article}{adj}", kind, min(importance, 0.85))


def _build_relation_job(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    job = _job(_tidy(obj))
    if not job:
        return None
    return _one(f"The user's {_relation(m)} is {m.group('art').lower()} {job}", _FACT, 0.6)


def _build_allergy(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _free(obj, ephemeral_ok=True)
    if not value:
        return None
    return _one(f"The user is {_adv(m.group('adv'))}allergic to {value}", _FACT, 0.95)


def _family_or_pet(words: Sequence[str]) -> bool:
    """Whether ``words`` start like "a dog", "two kids", "a 3-year-old daughter"."""
    if not words or not (words[0] in _NUMBER_WORDS or words[0].isdigit()):
        return False
    for word in words[1:4]:
        bare = word.strip(",;:.")
        if bare in _FAMILY_PETS:
            return True
        if bare in _PREPOSITIONS or bare in _HAVE_NOUN_BLOCK:
            return False
    return False


def _build_have(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _tidy(obj)
    if not value or _OBJECT_KILLER.search(value) or _EPHEMERAL.search(value):
        return None
    low = value.lower()
    if re.search(r"\ballerg(?:y|ies)\b", low) and not _is_vague(value):
        kind, importance = _FACT, 0.95
    elif any(low == c or low.startswith((c + " ", c + ",")) for c in _CONDITIONS):
        kind, importance = _FACT, 0.9
    elif _family_or_pet(low.split()):
        kind, importance = _FACT, 0.7
    else:
        return None
    reframed = _reframe(value)
    if not reframed:
        return None
    return _one(f"The user {_adv(m.group('adv'))}has {reframed}", kind, importance)


_STATUS_NOUNS = frozenset(("wheelchair user", *_PARENTS))
_STATUS_ARTICLE_OK = _STATUS_NOUNS | {"vegetarian", "vegan", "pescatarian", "pescetarian"}


def _build_status(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    adj = m.group("adj").lower()
    group, kind, importance = _STATUS_INFO[adj]
    advs = (m.group("adv") or "").lower().split()
    article = "a " if "a" in advs or "an" in advs else ""
    if (article and adj not in _STATUS_ARTICLE_OK) or (not article and adj in _STATUS_NOUNS):
        return None
    kept = "".join(w + " " for w in advs if w not in {"a", "an"})
    tail = ""
    rest = _tidy(obj)
    if group == "personal" and rest and _first_word(rest) in {"to", "with"}:
        reframed = _free(rest, ephemeral_ok=True)
        if not reframed:
            return None
        tail = " " + reframed
    elif not _rest_is_break(obj):
        return None
    return _one(f"The user is {kept}{article}{adj}{tail}", kind, importance)


_NEGATIONS = {
    "don't": "doesn't",
    "dont": "doesn't",
    "do not": "does not",
    "can't": "can't",
    "cant": "can't",
    "cannot": "cannot",
    "can not": "cannot",
    "won't": "won't",
    "never": "never",
    "no longer": "no longer",
    "really don't": "really doesn't",
}


def _negated(neg: str, verb: str) -> str:
    neg = " ".join(neg.lower().split())
    out = _NEGATIONS[neg]
    return f"{out} {_third_person(verb) if neg in {'never', 'no longer'} else verb}"


def _build_no_eat(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _free(obj, ephemeral_ok=False)
    if not value:
        return None
    verb = _negated(m.group("neg"), m.group("v").lower())
    return _one(f"The user {_adv(m.group('adv'))}{verb} {value}", _PREFERENCE, 0.8)


def _build_live(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _free(obj, ephemeral_ok=True)
    if not value:
        return None
    prep = " ".join(m.group("prep").lower().split())
    importance = 0.6 if prep == "with" else 0.7
    if m.group("v2"):
        verb = m.group("v2").lower()
        return _one(f"The user is {_adv(m.group('adv2'))}{verb} {prep} {value}", _FACT, importance)
    verb = _third_person(m.group("v").lower())
    return _one(f"The user {_adv(m.group('adv'))}{verb} {prep} {value}", _FACT, importance)


def _build_moved(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _free(obj, ephemeral_ok=True)
    if not value:
        return None
    has = "has " if m.group("have") else ""
    prep = " ".join(m.group("prep").lower().split())
    verb = m.group("v").lower()
    return _one(f"The user {has}{_adv(m.group('adv'))}{verb} {prep} {value}", _FACT, 0.7)


def _build_origin(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _free(obj, ephemeral_ok=True)
    if not value:
        return None
    bare = value[4:] if value.lower().startswith("the ") else value
    if not bare[:1].isupper():
        return None
    if m.group("come"):
        return _one(f"The user {_adv(m.group('adv'))}comes from {value}", _IDENTITY, 0.7)
    return _one(f"The user is {_adv(m.group('adv'))}from {value}", _IDENTITY, 0.7)


def _build_based(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _free(obj, ephemeral_ok=True)
    if not value:
        return None
    prep = " ".join(m.group("prep").lower().split())
    return _one(f"The user is {_adv(m.group('adv'))}based {prep} {value}", _FACT, 0.7)


def _build_work(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    prep = (m.group("prep") or m.group("prep2")).lower()
    if m.group("ing"):
        head = f"The user is {_adv(m.group('adv2'))}working"
    else:
        head = f"The user {_adv(m.group('adv'))}works"
    if prep == "remotely":
        if not _rest_is_break(obj):
            return None
        return _one(f"{head} remotely", _FACT, 0.7)
    value = _free(obj)
    if not value or (prep == "at" and value[:1].isdigit()) or _EPHEMERAL.search(f"{prep} {value}"):
        return None
    if prep == "as" and not _job(value.removeprefix("a ").removeprefix("an ")):
        first = _first_word(value)
        if first not in {"a", "an"} and not value[:1].isupper():
            return None
    if prep == "on":
        return _one(f"{head} on {value}", _PROJECT, 0.6)
    return _one(f"{head} {prep} {value}", _FACT, 0.7)


def _build_job(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    job = _job(_tidy(obj))
    if not job:
        return None
    return _one(f"The user is {_adv(m.group('adv'))}{m.group('art').lower()} {job}", _FACT, 0.7)


def _build_person(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    what = m.group("what").lower()
    if not _rest_is_break(obj) or what in _VAGUE_FIRST or what in {"good", "bad", "nice", "real"}:
        return None
    return _one(f"The user is {m.group('art').lower()} {what} person", _PREFERENCE, 0.6)


def _build_age(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    if not _rest_is_break(obj) or int(m.group("age")) < 10:
        return None
    return _one(f"The user is {m.group('age')} years old", _IDENTITY, 0.6)


def _build_fan(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _free(obj)
    if not value:
        return None
    parts = [p.lower() for p in (m.group("neg"), m.group("art"), m.group("deg")) if p]
    lead = "".join(p.strip() + " " for p in parts)
    importance = 0.65 if m.group("neg") else 0.6
    return _one(f"The user is {lead}fan of {value}", _PREFERENCE, importance)


def _build_into(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _free(obj)
    if not value or _first_word(value) in {"their", "the", "a", "an"} or value[:1].isdigit():
        return None
    return _one(f"The user is {_adv(m.group('adv'))}into {value}", _PREFERENCE, 0.6)


_LIKE_IMPORTANCE = {"prefer": 0.7, "hate": 0.65, "dislike": 0.65, "detest": 0.65, "avoid": 0.7}


def _build_like(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _free(obj)
    if not value:
        return None
    verb = m.group("v").lower()
    importance = _LIKE_IMPORTANCE.get(verb, 0.6)
    return _one(
        f"The user {_adv(m.group('adv'))}{_third_person(verb)} {value}", _PREFERENCE, importance
    )


def _build_dislike(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _free(obj)
    if not value:
        return None
    verb = _negated(m.group("neg"), m.group("v").lower())
    return _one(f"The user {_adv(m.group('adv'))}{verb} {value}", _PREFERENCE, 0.65)


def _build_use(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    team = m.group("subj").lower() == "we"
    value = _free(obj, "team" if team else "user")
    if not value:
        return None
    subject = "The user's team" if team else "The user"
    return _one(f"{subject} {_adv(m.group('adv'))}uses {value}", _FACT, 0.6)


def _build_speak(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _free(obj)
    if not value or not value[:1].isupper():
        return None
    return _one(f"The user {_adv(m.group('adv'))}speaks {value}", _IDENTITY, 0.7)


def _build_learn(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _free(obj)
    if not value or not (value[:1].isupper() or _first_word(value) in {"to", "how"}):
        return None
    return _one(f"The user is {_adv(m.group('adv'))}learning {value}", _FACT, 0.6)


def _build_project(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    team = m.group("subj").lower().startswith("we")
    value = _free(obj, "team" if team else "user")
    if not value:
        return None
    words = [w.lower().strip(",;:.") for w in value.split()[:6]]
    if words[0] not in {"a", "an", "their", "the"} and not value[:1].isupper():
        return None
    if not any(w in _PROJECT_NOUNS for w in words):
        return None
    subject = "The user's team" if team else "The user"
    verb = " ".join(m.group("v").lower().split())
    return _one(f"{subject} is {_adv(m.group('adv'))}{verb} {value}", _PROJECT, 0.7)


def _build_decided(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    team = m.group("subj").lower() == "we"
    verb = m.group("v").lower()
    that = ""
    if _first_word(obj) == "that":
        that, obj = "that ", obj.strip()[5:]
    value = _free(obj, "team" if team else "user", ephemeral_ok=True)
    if not value or _RELATIVE_TIME.search(value):
        return None
    value = that + value
    first = _first_word(value)
    if verb in {"decided", "agreed", "settled", "opted", "committed", "voted"} and first not in {
        "to",
        "on",
        "that",
        "against",
        "not",
        "for",
        "in",
        "upon",
        "with",
    }:
        return None
    subject = "The user's team" if team else "The user"
    has = "has " if m.group("have") else ""
    if has and verb == "chose":
        verb = "chosen"
    importance = 0.8 if team else 0.7
    return _one(f"{subject} {has}{_adv(m.group('adv'))}{verb} {value}", _DECISION, importance)


def _build_going_with(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    value = _free(obj, "team", ephemeral_ok=True)
    if not value:
        return None
    verb = " ".join(m.group("v").lower().split())
    aux = "will" if m.group("will") else "is"
    return _one(f"The user's team {aux} {_adv(m.group('adv'))}{verb} {value}", _DECISION, 0.8)


_POLARITY = {
    "always": "always",
    "never": "never",
    "never ever": "never",
    "don't ever": "never",
    "dont ever": "never",
    "do not ever": "never",
    "don't": "never",
    "dont": "never",
    "do not": "never",
}
_TAIL_MARKER = _rx(r"(?:^| )<MARKER>$")


def _build_instruction(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    obj = _tidy(obj)
    # The verb itself may be "assume", "say", "tell": only what follows it must not report.
    if not obj or _OBJECT_KILLER.search(obj, len(obj.split(" ", 1)[0])):
        return None
    groups = m.groupdict()
    pol = _POLARITY.get(" ".join((groups.get("pol") or "").lower().split()), "")
    marker = (groups.get("marker") or "").lower()
    if not pol and not marker and not _TAIL_MARKER.search(obj):
        return None
    action = _reframe(obj, "assistant")
    if not action:
        return None
    action = action[:1].lower() + action[1:]
    text = f"The user wants the assistant to {pol + ' ' if pol else ''}{action}"
    if marker and not pol:
        text += f" {marker}"
    return _one(text, _PREFERENCE, 0.8)
