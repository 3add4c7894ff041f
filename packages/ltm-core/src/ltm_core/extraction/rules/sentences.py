"""Reading one sentence, and a whole message, into candidates.

A sentence is dropped when it is a question, a condition or banter; otherwise each clause
start is matched against the rules (``rulebook``), and each rule's object runs to the next
clause that has a subject of its own. "Remember that X" reads X as a sentence of its own.
"""

from __future__ import annotations

import bisect
import re

from ltm_core.extraction.rules.lexicon import _FACT, _HYPOTHETICAL, _REPORTING, _rx
from ltm_core.extraction.rules.objects import _RELATIVE_TIME
from ltm_core.extraction.rules.rulebook import _INTRO_RULE, _STATEMENT_RULES, _Rule
from ltm_core.extraction.rules.statements import _Found, _one
from ltm_core.extraction.rules.text import (
    MAX_WORDS,
    _first_word,
    _is_junk_char,
    _lines,
    _reframe,
    _sentences,
    _third_person,
    _tidy,
)

_GREETING = _rx(
    r"(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening)"
    r"|nice to meet you)\b(?: (?:there|all|everyone|again))?(?: ?[,!.:;-]){0,3}+ ?"
)
_LAUGHTER = re.compile(
    r"\b(?:lol|lolol|lmao|lmfao|rofl|jk|j/k|kidding|haha\w{0,10}|hehe\w{0,10}|ahaha\w{0,10})\b"
    r"|[\U0001F602\U0001F923\U0001F606\U0001F61C\U0001F643\U0001F605\U0001F61D]|(?<= )/s\b",
    re.IGNORECASE,
)
_QUOTED = re.compile(r'"[^"\n]{0,600}"|“[^”\n]{0,600}”')
_CONNECTOR = re.compile(
    r"(?:[,;:](?= )|(?<= )[-–—]{1,2}(?= )|[–—])"
    r"(?: (?:and|but|so|plus|or|then|yet|also|because|since|as|while|though|although|whereas"
    r"|when|if|unless|cause|cuz|coz)(?= ))?"
    r"|(?<= )(?:and|but|so|plus|or|then|yet|also|because|since|as|while|though|although"
    r"|whereas|when|if|unless|cause|cuz|coz)(?= )",
    re.IGNORECASE,
)
_STRONG_CONNECTOR = re.compile(r"[,;:–—-]|\b(?:but|so|yet)\b", re.IGNORECASE)
_FILLER = _rx(
    r"(?:(?:oh and|and also|but also|also note|by the way|just so you know|just fyi"
    r"|for the record|for context|for reference|for what it's worth|as a reminder|heads up"
    r"|quick note|side note|in general|also|oh|btw|fyi|well|actually|so|and|but|anyway"
    r"|anyways|ok|okay|ah|hey|hi|hello|ps|p\.s\.|note|honestly|basically|personally|um|uh"
    r"|yeah|yes|no|sure|right|plus|fwiw|generally|just|then|now|again)"
    r"(?: ?[,:!.-])? ){0,3}+"
)
_FIRST_PERSON_SUBJECT = _rx(r"(?:i|i'm|im|i've|i'd|i'll|we|we're|we've|we'd|we'll)\b")
_FIRST_PERSON_POSSESSIVE = _rx(r"(?:my|our)\b")
_INTERROGATIVE = _rx(
    r"(?:do|does|did|am|is|are|was|were|should|shall|can|could|would|will|won't|have|has"
    r"|had|where|what|when|why|how|who|whom|whose|which|may|might|must|isn't|aren't"
    r"|doesn't|didn't|wasn't|weren't|shouldn't|couldn't|wouldn't)\b"
)
_CONDITIONAL = _rx(
    r"(?:if|unless|suppose|supposing|imagine|assuming|assume|in case|what if|let's say"
    r"|lets say|say|pretend|hypothetically|when|whenever|once|as soon as|even if"
    r"|even though|although|though|as if|as though|before|after|until|while|maybe|perhaps"
    r"|probably)\b"
)
_QUESTION_BREAK = re.compile(r"(?:[,;:](?= )| [-–—]{1,2}(?= ))")
_REMEMBER_QUESTION = _rx(r"(?:can|could|would|will) you (?:please )?(?:remember|keep in mind)\b")
_CLAUSE_KILLER = re.compile(rf"\b(?:{_HYPOTHETICAL}|{_REPORTING})\b|(?<=\w)'d\b", re.IGNORECASE)

_REMEMBER_IMPORTANCE = 0.8

# -- "remember that ..." ---------------------------------------------------------------------


def _build_remember(m: re.Match[str], obj: str, depth: int) -> list[_Found] | None:
    content = _tidy(obj)
    if not content or depth > 0:
        return None
    found = _parse_sentence(content, intro=False, depth=depth + 1)
    if found:
        return [_Found(f.text, f.kind, max(f.importance, _REMEMBER_IMPORTANCE)) for f in found]
    return _one(_generic_statement(content), _FACT, _REMEMBER_IMPORTANCE)


_GENERIC_LEADS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (_rx(pattern), replacement)
    for pattern, replacement in (
        (r"(?:i'm|im|i am) ", "The user is "),
        (r"(?:i've|i have) ", "The user has "),
        (r"(?:i'll|i will) ", "The user will "),
        (r"i was ", "The user was "),
        (r"(?:we're|we are) ", "The user's team is "),
        (r"(?:we've|we have) ", "The user's team has "),
        (r"my ", "The user's "),
        (r"our ", "The user's team's "),
    )
)
_GENERIC_VERB = _rx(
    r"(?P<subj>i|we) (?P<adv>(?:never|always|usually|only|also|still|often|really|normally) )?"
    r"(?P<verb>[a-z']{2,20})(?= |$)"
)


def _generic_statement(content: str) -> str | None:
    """The X of "remember that X" in the third person, when no specific rule took it."""
    if (
        len(content.split()) > MAX_WORDS
        or _CLAUSE_KILLER.search(content)
        or _RELATIVE_TIME.search(content)
        or _INTERROGATIVE.match(content)
        or _first_word(content) in {"to", "when", "where", "how", "what", "why", "if", "me"}
    ):
        return None
    lead = ""
    rest = content
    for pattern, replacement in _GENERIC_LEADS:
        match = pattern.match(content)
        if match:
            lead, rest = replacement, content[match.end() :]
            break
    else:
        verb = _GENERIC_VERB.match(content)
        if verb:
            subject = "The user's team" if verb.group("subj").lower() == "we" else "The user"
            adverb = (verb.group("adv") or "").lower()
            lead = f"{subject} {adverb}{_third_person(verb.group('verb').lower())} "
            rest = content[verb.end() :].lstrip()
    rest_out = _reframe(rest, "user")
    if rest_out is None or (not lead and not rest_out):
        return None
    if not lead:
        return rest_out[:1].upper() + rest_out[1:]
    return lead + rest_out


_REMEMBER_RULE = _Rule(
    "remember",
    _rx(
        r"(?:(?:please|and|also|just|oh|so|pls|plz) ){0,2}(?:(?:i (?:want|need) you to"
        r"|i'd like you to|i would like you to|can you|could you|would you|will you)"
        r"(?: please)? )?(?:remember|don't forget|do not forget|dont forget|keep in mind"
        r"|bear in mind|make a note|take note|note for the future|for future reference)"
        r"(?: (?:please|also))?(?: that\b|:|,|(?= (?:i|i'm|im|i've|my|we|we're|our)\b)) ?",
    ),
    _build_remember,
)
_RULES = (_REMEMBER_RULE, *_STATEMENT_RULES)
_INTRO_RULES = (_INTRO_RULE, *_RULES)


def _rules_for(*, intro: bool) -> tuple[_Rule, ...]:
    return _INTRO_RULES if intro else _RULES


# -- sentence analysis ------------------------------------------------------------------------


def _skip_filler(text: str, position: int = 0) -> int:
    """Position after the fillers ("btw", "oh and", "also,") found at ``position``."""
    match = _FILLER.match(text, position)
    return match.end() if match else position


def _statement_part(sentence: str) -> str | None:
    """The part of a sentence that states something, or ``None`` for a question."""
    text = sentence.rstrip()
    while text and _is_junk_char(text[-1]) and text[-1] not in "?.!":
        text = text[:-1].rstrip()
    if not text.endswith("?"):
        return text
    body = text.rstrip("?").rstrip()
    if _REMEMBER_QUESTION.match(body, _skip_filler(body)):
        return body
    breaks = [m.start() for m in _QUESTION_BREAK.finditer(body)]
    if not breaks:
        return None
    head, tail = body[: breaks[-1]], body[breaks[-1] :].lstrip(",;:-–— ")
    if len(tail.split()) > 8 or not head:
        return None
    return head


def _clause_starts(text: str) -> list[tuple[int, int, bool]]:
    """(connector start, clause start, strong connector) for every clause of ``text``."""
    starts: list[tuple[int, int, bool]] = [(0, 0, True)]
    for conn in _CONNECTOR.finditer(text):
        position = conn.end()
        while position < len(text) and text[position] == " ":
            position += 1
        starts.append((conn.start(), position, bool(_STRONG_CONNECTOR.search(conn.group(0)))))
    return starts


def _parse_sentence(sentence: str, *, intro: bool, depth: int = 0) -> list[_Found]:
    """Candidates stated by one sentence of the user."""
    if _LAUGHTER.search(sentence):
        return []
    statement = _statement_part(sentence)
    if not statement:
        return []
    opening = _skip_filler(statement)
    if _CONDITIONAL.match(statement, opening):
        return []
    if _INTERROGATIVE.match(statement, opening) and not _REMEMBER_QUESTION.match(
        statement, opening
    ):
        return []
    text = statement.rstrip(" .!…")
    killer = _CLAUSE_KILLER.search(text)
    limit = killer.start() if killer else len(text)
    quoted = [(q.start(), q.end()) for q in _QUOTED.finditer(text)]
    quote_starts = [a for a, _ in quoted]

    # Pass 1: which clauses open with a rule's head, and where each clause's object must stop.
    heads: list[tuple[int, int]] = []  # (clause position, index of the first matching rule)
    boundaries: list[int] = []
    covered = 0
    tried: set[int] = set()
    for conn_start, position, strong in _clause_starts(text):
        clause = _skip_filler(text, position)
        if clause in tried or clause >= len(text):
            continue
        tried.add(clause)
        if clause > limit:
            boundaries.append(conn_start)
            continue
        inside = bisect.bisect_left(quote_starts, clause) - 1
        if inside >= 0 and clause < quoted[inside][1]:
            continue
        rules = _rules_for(intro=intro and position == 0)
        first = None
        if clause > covered or (clause == covered == 0):
            first = next((i for i, r in enumerate(rules) if r.head.match(text, clause)), None)
        opens = False
        if first is not None:
            heads.append((clause, first))
            head = rules[first].head.match(text, clause)
            covered = head.end() if head else clause
            opens = rules[first].opens_clause
        if position > 0 and (
            opens
            or _FIRST_PERSON_SUBJECT.match(text, clause)
            or (strong and _FIRST_PERSON_POSSESSIVE.match(text, clause))
        ):
            boundaries.append(conn_start)

    # Pass 2: build; a head whose builder refuses the object falls through to later rules.
    found: list[_Found] = []
    for clause, first in heads:
        rules = _rules_for(intro=intro and clause == _skip_filler(text))
        for rule in rules[first:]:
            match = rule.head.match(text, clause)
            if match is None:
                continue
            after = bisect.bisect_left(boundaries, match.end())
            stop = boundaries[after] if after < len(boundaries) else len(text)
            built = rule.build(match, text[match.end() : stop], depth)
            if built:
                found.extend(built)
                break
    return found


def _from_text(text: str) -> list[_Found]:
    """Candidates stated by one user message."""
    found: list[_Found] = []
    intro = False
    first = True
    for line in _lines(text):
        if first:
            first = False
            greeting = _GREETING.match(line)
            if greeting and greeting.end() > 0:
                intro = True
                line = line[greeting.end() :].strip()
        for sentence in _sentences(line):
            found.extend(_parse_sentence(sentence, intro=intro))
            intro = False
    return found
