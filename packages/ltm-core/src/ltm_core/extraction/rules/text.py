"""Reading a user message and wording the result.

Which lines of a message are the user speaking (no private spans, code, quotes, pasted
transcripts or payloads), how a line splits into sentences, how an object is tidied, and how
it is rewritten in the third person ("my" -> "their", "prefer" -> "prefers").
"""

from __future__ import annotations

import re
import unicodedata

from ltm_core.extraction.rules.lexicon import (
    _ABBREVIATIONS,
    _LONGEST_FILLER,
    _TRAILING_FILLERS,
    _UNCHANGED_VERBS,
    _VERB_3RD,
)
from ltm_core.guard import ContentGuard

__all__ = ["MAX_WORDS"]

#: Longest candidate, in words; longer rewrites are shortened at a clause break or dropped.
MAX_WORDS = 25

_GUARD = ContentGuard()

# -- text preparation -----------------------------------------------------------------------

_INLINE_FENCE = re.compile(r"```[^`]{0,4000}```")
_BULLET = re.compile(r"(?:[-*•+]|\d{1,3}[.)]) {1,4}")
_PAYLOAD = re.compile(
    r"\b(?:translate|summari[sz]e|rewrite|re-write|rephrase|paraphrase|proofread|reword"
    r"|correct|fix|edit|polish|improve|shorten|review|reformat|convert|critique|grade"
    r"|(?:reply|respond|answer) to|text|e-?mail|message|draft|essay|letter|bio|document"
    r"|paragraph|post|article|logs?|output|transcript|poem|lyrics|script|snippet|excerpt"
    r"|passage|quote|error|errors|traceback|stack ?trace|stdout|stderr|response|config|csv|json"
    r"|yaml|table|transcript|conversation|chat)\b[^:\n]{0,80}:(?=\s|$)"
    r"|^traceback \(most recent call last\)",
    re.IGNORECASE | re.MULTILINE,
)
_SPEAKER_LABEL = re.compile(
    r"(?:user|assistant|ai|bot|human|system|chatgpt|gpt|claude|model|customer|agent|support"
    r"|interviewer|q|a|speaker ?\d{1,2})[ \t]{0,4}:",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.!?…]{1,8}+(?= |$)")
_YOU = re.compile(r"\byou(?:'re|'ve|'ll|'d|r|rs|rself|rselves)?\b", re.IGNORECASE)
_YOU_SUBJECT = re.compile(r"\byou(?:'re|'ve|'ll|'d|rselves)?\b", re.IGNORECASE)
_PRONOUN = re.compile(
    r"(?<![\w.'-])(?:i'm|i am|i've|i'd|i'll|i was|we're|we've|we'll|we'd|myself|ourselves"
    r"|mine|ours|me|my|our|us|we|i|your|yours|yourself)(?![\w'-]|\.\w)",
    re.IGNORECASE,
)


def _without_private(text: str) -> str:
    """``text`` without its ``<private>`` spans, each removed span ending the line it was in.

    The content guard removes the spans, as everywhere else in ltm, joining what is left with
    line breaks so the words on either side of a span never form one statement:
    "I'm <private>not</private> allergic to peanuts" must not read as "I'm allergic to peanuts".
    """
    return _GUARD.strip_private(text, separator="\n")


def _lines(text: str) -> list[str]:
    """The lines of a user message that are the user speaking (no code, quotes or payloads)."""
    text = _without_private(text).replace("\u2019", "'").replace("\u2018", "'")
    payload = _PAYLOAD.search(text)
    if payload:
        text = text[: payload.start()]
    lines: list[str] = []
    fence: str | None = None
    for raw in text.splitlines():
        stripped = raw.strip()
        if fence is not None:
            if stripped.startswith(fence):
                fence = None
            continue
        stripped = _INLINE_FENCE.sub(" ", stripped)
        for marker in ("```", "~~~"):
            at = stripped.find(marker)
            if at >= 0:
                fence = marker
                stripped = stripped[:at]
                break
        if raw.startswith(("\t", "    ")) or stripped.startswith((">", "#", "//", "$ ", "%")):
            continue
        if _SPEAKER_LABEL.match(stripped):  # a pasted transcript: someone else may be talking
            continue
        stripped = _BULLET.sub("", stripped, count=1) if _BULLET.match(stripped) else stripped
        stripped = " ".join(stripped.split())
        if stripped:
            lines.append(stripped)
    return lines


def _sentences(line: str) -> list[str]:
    """Split a line into sentences, keeping abbreviations, initials and decimals whole."""
    out: list[str] = []
    start = 0
    for end in _SENTENCE_END.finditer(line):
        if end.group(0) == ".":
            token = line[max(line.rfind(" ", start, end.start()) + 1, start) : end.start()].lower()
            window = line[end.end() : end.end() + 40].lstrip()  # bounded: linear overall
            nxt = window.split(" ", 1)[0] if window else ""
            if token in _ABBREVIATIONS and not (token == "etc" and nxt[:1].isupper()):
                continue
            if (
                len(token) == 1
                and token.isalpha()
                and nxt[:1].isupper()
                and nxt.lower().strip(",") not in {"i", "i'm", "my", "we", "we're", "our"}
            ):
                continue
        piece = line[start : end.end()].strip()
        if piece:
            out.append(piece)
        start = end.end()
    rest = line[start:].strip()
    if rest:
        out.append(rest)
    return out


# -- small text helpers -----------------------------------------------------------------------


def _is_junk_char(char: str) -> bool:
    if char in " ,;:.!?…-–—~" or char in "\ufe0f\u200d":
        return True
    return unicodedata.category(char) in {"So", "Sk", "Cf"}


def _tidy(obj: str) -> str:
    """Trim trailing punctuation, emoji and fillers ("btw", "thanks", ":)") from an object."""
    words = obj.split()
    while words:
        last = words[-1]
        cut = len(last)
        while cut and _is_junk_char(last[cut - 1]):
            cut -= 1
        if cut == 0:
            words.pop()
            continue
        if cut < len(last):
            words[-1] = last[:cut]
        tail = [w.lower().strip(",;:!.") for w in words[-_LONGEST_FILLER:]]  # bounded: linear
        for filler in _TRAILING_FILLERS:
            if len(filler) <= len(tail) and tuple(tail[-len(filler) :]) == filler:
                del words[-len(filler) :]
                break
        else:
            break
    return " ".join(words)


def _first_word(text: str) -> str:
    return text.split(" ", 1)[0].lower().strip(",;:.!?\"'()") if text else ""


def _third_person(verb: str) -> str:
    """``verb`` conjugated for "the user" ("prefer" -> "prefers", "go" -> "goes")."""
    low = verb.lower()
    if low in _VERB_3RD:
        return _VERB_3RD[low]
    if low in _UNCHANGED_VERBS or low.endswith(("ed", "n't")) or not low.isalpha():
        return verb
    if low.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if len(low) > 1 and low.endswith("y") and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


_USER_PRONOUNS = {
    "i'm": "they're",
    "i am": "they are",
    "i've": "they've",
    "i'd": "they'd",
    "i'll": "they'll",
    "i was": "they were",
    "i": "they",
    "me": "them",
    "my": "their",
    "mine": "theirs",
    "myself": "themselves",
    "we're": "they're",
    "we've": "they've",
    "we'll": "they'll",
    "we'd": "they'd",
    "we": "they",
    "us": "them",
    "our": "their",
    "ours": "theirs",
    "ourselves": "themselves",
}
#: The user's own "I" and "me", named: in a team's decision or an instruction to the assistant.
_USER_NAMED = {
    "i'm": "the user is",
    "i am": "the user is",
    "i've": "the user has",
    "i was": "the user was",
    "i'll": "the user will",
    "me": "the user",
    "my": "the user's",
    "mine": "the user's",
    "myself": "the user",
}
_TEAM_PRONOUNS = {
    **{k: v for k, v in _USER_PRONOUNS.items() if k.startswith(("we", "us", "our"))},
    **_USER_NAMED,
}
_ASSISTANT_PRONOUNS = {
    **_USER_NAMED,
    "your": "its",
    "yours": "its",
    "yourself": "itself",
}
_PRONOUN_TABLES = {"user": _USER_PRONOUNS, "team": _TEAM_PRONOUNS, "assistant": _ASSISTANT_PRONOUNS}


def _reframe(obj: str, mode: str = "user") -> str | None:
    """Rewrite an object from the user's point of view to the third person, or refuse it.

    ``mode`` is whose words these become: ``"user"`` (my -> their), ``"team"`` (our -> their,
    my -> the user's) or ``"assistant"`` (an instruction: me -> the user, your -> its). A
    pronoun the mode cannot rewrite faithfully (any "you" outside an instruction, "I" in a
    team decision) refuses the whole object.
    """
    if (_YOU_SUBJECT if mode == "assistant" else _YOU).search(obj):
        return None
    table = _PRONOUN_TABLES[mode]
    refused = False

    def swap(match: re.Match[str]) -> str:
        nonlocal refused
        word = match.group(0)
        if word == "US":  # the country
            return word
        replacement = table.get(" ".join(word.lower().split()))
        if replacement is None:
            refused = True
            return word
        return replacement

    out = _PRONOUN.sub(swap, obj)
    return None if refused else out


def _say(text: str) -> str | None:
    """Finish a candidate sentence: one line, a final period, at most ``MAX_WORDS`` words."""
    text = " ".join(text.split()).rstrip(" ,;:-")
    if not text:
        return None
    if len(text.split()) > MAX_WORDS:
        for cut in (" because ", " since ", " so that ", ", which ", " which ", ", ", " - "):
            at = text.find(cut)
            if at > 0 and len(text[:at].split()) <= MAX_WORDS:
                text = text[:at]
                break
        else:
            return None
    if text[-1] not in ".!":
        text += "."
    return text


def _adv(group: str | None) -> str:
    """Adverbs to keep between "the user" and the verb ("really", "also"), with a trailing space."""
    if not group:
        return ""
    kept = [w for w in group.split() if w.lower() not in {"do", "so", "kinda", "personally"}]
    return "".join(w.lower() + " " for w in kept)
