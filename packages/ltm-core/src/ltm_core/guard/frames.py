"""The shape of a statement around a credential word: whose password, and in what frame.

A sentence that names a password and a value is a disclosure only when it states the
user's own (or their people's) credential. These closed classes of words tell the other
shapes apart, per language, without lists of example values:

* generic owners ("*a* password is ...", "*any* password", "the *most common* password")
  and another's password in narrative ("the spy's password"); a possessive that belongs to
  the user ("*my wife's* password", "*our team's* password") is still a real credential;
* hypotheses: a conditional in the same clause ("*if* your password is X", "*when* the
  password is X the login fails");
* narrative: a third person's speech verb before the word ("the wizard *whispered* the
  password: X", "they *said* the password was X");
* fiction, games, examples and trivia: frame words ("in the movie", "in our campaign",
  "fun fact") or a named work ("in Harry Potter", "the password in WarGames").

Every check reads a bounded window around one keyword hit, so each costs O(1) per hit.
"""

from __future__ import annotations

import bisect
import itertools
import re
from functools import lru_cache

from ltm_core.guard.asked import NOT_A_VALUE_ASK_RE

__all__ = [
    "FOLLOW_UP_RE",
    "NEGATION_RE",
    "cited",
    "framed",
    "hypothetical",
    "named_other",
    "named_work",
    "narrated",
    "negated",
    "owner_is_generic_or_other",
    "sentence",
    "superlative",
    "trope",
]

_CHUNK_RE = re.compile(r"\S+")
_GENERIC = frozenset(
    "a an any every each no some such another whatever ein eine einen jedes jede jeder kein keine "
    "un une aucun aucune chaque tout toute uno una cada ningún ninguna qualsiasi ogni nessuna "
    "um uma qualquer cada nenhuma een elk elke geen en ett varje ingen et hver enhver".split()
)
# "a" is the definite article in Portuguese, "en"/"et" a preposition or article elsewhere.
_GENERIC_ONLY_IN: dict[str, frozenset[str]] = {"a": frozenset({"en"}), "an": frozenset({"en"})}
_PRONOUN_CONTRACTIONS = frozenset(
    "it's that's what's here's there's who's he's she's let's where's how's".split()
)
# First-person possessives: "my wife's password" is a password of the user's household.
_FIRST_PERSON = frozenset(
    """
    my our mein meine meinen meiner unser unsere mon ma mes notre nos mi mis nuestro nuestra
    mio mia miei mie nostro nostra meu minha nosso nossa mijn ons onze min mitt mina vår vårt
    mit vores mój moja moje nasz nasza мой моя моё наш наша мій
    """.split()
)
# Superlatives and "typical": a statement about passwords in general.
_SUPERLATIVES = frozenset(
    """
    most least commonest weakest worst best famous infamous popular typical classic
    häufigste beliebteste schlechteste plus pire más peor più peggiore mais pior
    """.split()
)
_DEFAULTS = frozenset("default factory standard sample demo dummy test werkseitig défaut".split())
# Conditionals and hypothesis markers that open a clause.
_CONDITIONALS = frozenset(
    """
    if when whenever unless suppose supposing assuming whether once wenn falls sobald si
    quand lorsque cuando se quando jos jeśli jeżeli если якщо αν eğer dacă ha kui
    """.split()
)
_PURPOSE = frozenset("need needs needed".split())
_PURPOSE_OBJECTS = frozenset("to it this them in".split())  # "need to get in", not "need a"
_TEMPORAL = frozenset("when whenever once wenn sobald quand lorsque cuando quando kui".split())
# Verbs of saying, in narrative (past tense), and the subjects that make them a third
# person's: "he/she/they", or a noun phrase opened by an article.
_SPEECH_VERBS = frozenset(
    """
    said whispered told shouted muttered murmured replied answered yelled cried announced
    declared sang hissed growled exclaimed revealed explained insisted claimed mumbled
    sagte flüsterte rief antwortete dit murmura chuchota cria répondit dijo susurró gritó
    respondió disse sussurrò gridò sussurrou gritou respondeu zei fluisterde sa viskade
    """.split()
)
_THIRD_PERSON = frozenset(
    "he she they it er sie il elle ils elles él ella ellos lui lei hij zij han hon".split()
)
_ARTICLES = frozenset(
    "the a an der die das ein eine le la les un une el los las il lo gli o os de het".split()
)
_CLAUSE_PUNCT = ".,;:!?\n()"
# The user as the one spoken to: a third party's credential told to the user is real.
_ADDRESSEES = frozenset("me us mir uns mich moi nous nos mi ci mij ons mig oss".split())

# Frames of fiction, games, examples, trivia and hypotheses, per language.
_FRAME_RE = re.compile(  # not inside an address: "family@example.net"
    r"(?i)(?<![\w@])(?:movies?|films?|novels?|books?|stor(?:y|ies)|games?|gaming|show|series|"
    r"episode|songs?|lyrics|riddles?|poems?|plays?|comics?|cartoons?|characters?|scenes?|"
    r"tales?|legends?|myths?|jokes?|memes?|bash\.org|puzzles?|quiz|trivia|example|examples|"
    r"e\.g\.|for instance|"
    r"such as|hypothetical(?:ly)?|imagine|suppose|pretend|let's say|say that|campaign|quest|"
    r"dungeon|escape room|chapter|fun fact|did you know|fairy tale|forts?|treehouse|clubhouse|"
    r"secret club|make-believe|scavenger hunts?|treasure hunts?|egg hunts?|"
    r"filmen?|romans?|buch|geschichte|spiel|serie|lied|rätsel|märchen|beispiel|angenommen|"
    r"livre|histoire|jeu|chanson|énigme|conte|exemple|imaginons|supposons|"
    r"película|novela|libro|historia|juego|canción|acertijo|cuento|ejemplo|supongamos|"
    r"romanzo|storia|gioco|canzone|indovinello|favola|esempio|supponiamo|"
    r"filme|romance|livro|história|jogo|música|enigma|exemplo|suponha|"
    r"boek|verhaal|spel|liedje|raadsel|sprookje|voorbeeld|stel dat|"
    r"hangman|wordle|charades|pictionary|scrabble|crosswords?|"
    # party and word games: "we played Codenames and my clue for the secret word was X"
    r"codenames|taboo|twenty questions|20 questions|guessing games?|party games?|"
    r"board games?|game night|pub quiz|mastermind|heads up)(?!\w|\.\w)"
)
NEGATION_RE = re.compile(
    r"(?i)(?<!\w)(?:never|don't|dont|do not|doesn't|didn't|not|avoid|stop|shouldn't|"
    r"should not|nobody|no one|won't|can't|cannot|nie|niemals|kein|keine|nicht|jamais|"
    r"ne|pas|nunca|no|non|mai|não|niet|nooit|inte|aldrig|ikke|aldri)(?!\w)"
)
"""Negations: "never use X as the password" is advice."""
# "in Harry Potter", "from WarGames": a capitalised name after "in"/"from" (a named work).
_NAMED_WORK_RE = re.compile(
    r"(?<!\w)(?:[Ii]n|[Ff]rom|[Ii]m|[Dd]ans|[Ee]n)[ \t]{1,3}[A-Z][\w&'’:-]{1,40}"
)

FOLLOW_UP_RE = re.compile(
    # "my netflix password? it's X", "and the password... hang on... ok it's X"
    r"(?i)(?:(?:[ \t]{1,3}[^\s,.;:!?…]{1,24}){0,3}[ \t]{0,2}(?:[?,]|\.{2,3}|…)){1,3}[ \t]{1,3}"
    r"(?:ok[ \t]{1,3}|okay[ \t]{1,3}|so[ \t]{1,3})?"
    r"(?:it[’']?s|it is|that[’']?s|that is|c[’']est|es|ist|das ist|è|é|это|to je|to)[ \t]{1,3}"
)
"""The value in a follow-up clause: "my netflix password? it's X", "le mot de passe, c'est X"."""

ANSWER_RE = re.compile(
    r"(?i)(?:[ \t]{1,3}[^\s,.;:!?]{1,24}){0,6}[ \t]{0,2}\?[ \t]{0,3}"
    r"(?:\n[ \t]{0,3}(?:>{1,3}[ \t]{0,3}|a[:.)][ \t]{0,3}|answer:[ \t]{0,3})?)?"
    r"(?P<lead>(?:it[’']?s|it is|that[’']?s|that is)[ \t]{1,3}"
    r"(?:actually[ \t]{1,3}|just[ \t]{1,3})?)?"
)
"""A question about the credential, then its answer: "What's the password for the drive?\n>
it's marmalade", "The password? Honeycomb." Without "it's" only a one-word answer counts."""

PAREN_RE = re.compile(r"[ \t]{0,2}\([^()\n]{1,60}\)")
"""A parenthesis between the credential word and its colon: "password (guest network): X"."""


_ASKING_RE = re.compile(  # "what's the wifi password?", "wie lautet das WLAN-Passwort?"
    r"(?i)(?:^|[\s>:(¿])(?:what|what[’']?s|whats|which|wie lautet|was ist|welche[sr]?|"
    r"quel(?:le)? est|cu[aá]l es|qual [éèe]|wat is|welk(?:e)?|vad är|hvad er|hva er)\s"
)
_BARE_ASK = frozenset("the my your our his her their".split())
_LEAD_INS = frozenset("is was and so ok okay hey btw also oh um q a > the".split())


def answer_after(text: str, start: int, tail: int) -> re.Match[str] | None:
    """The answer, when the credential word at ``start..tail`` ends a question asking for it.

    The question asks for the value ("what's the password for the drive?") or is the bare
    noun ("the wifi password?"); "where do I reset my password? work" asks something else.
    """
    if "?" not in text[tail : tail + 160]:
        return None
    line_start = text.rfind("\n", max(0, start - 160), start) + 1
    mark = text.find("?", tail, tail + 160)
    if NOT_A_VALUE_ASK_RE.search(text[line_start:mark].lower()):
        return None  # "what year did you change the password?\n2021": a year answers it
    head = text[max(0, start - 60) : start]
    head = re.split(r"[.!?\n,;:—–()«»\"]", head)[-1]
    if _ASKING_RE.search(" " + head) or _bare_noun_question(head.lower().split()):
        return ANSWER_RE.match(text, tail)
    return None


def _bare_noun_question(words: list[str]) -> bool:
    """A determiner and at most two nouns ("the wifi password?"), after no verb of its own."""
    for back in range(min(3, len(words))):
        if words[-1 - back] in _BARE_ASK:
            before = words[-2 - back] if back + 2 <= len(words) else ""
            return not before or not before.isascii() or before in _LEAD_INS
    return not words


_SENTENCE_REACH = 240  # bounded on each side, so that every keyword hit costs O(1)


@lru_cache(maxsize=16)
def _frame_starts(text: str) -> tuple[int, ...]:
    """Where fiction, example and hypothesis frames start: one pass per text, not per hit."""
    return tuple(m.start() for m in _FRAME_RE.finditer(text))


# Narrative frames only (no "example", no "suppose"): a famous password told as a joke or a
# scene ("the bash.org joke where the password was hunter2", "that meme ... hunter2").
_TOLD_RE = re.compile(
    r"(?i)(?<![\w@])(?:jokes?|memes?|bash\.org|movies?|films?|novels?|stor(?:y|ies)|episodes?|"
    r"sitcoms?|sketch(?:es)?|cartoons?|comics?|legends?|myths?|tales?|scenes?|urban legend)"
    r"(?!\w)"
)


# A statistic or a survey about passwords in general: "the top leaked password in 2023 was
# '123456', according to NordPass". Only famous short values are judged by it.
_CITED_RE = re.compile(
    r"(?i)(?<![\w@])(?:according to|surveys?|stud(?:y|ies)|reports?|rankings?|ranked|"
    r"statistics|stats|most[ -](?:used|common|leaked|popular)|top[ -]?\d{1,3}|topped|"
    r"list of|nordpass|splashdata|keeper security|breach(?:ed)? (?:data|lists?|dumps?)|"
    r"leaked lists?|top leaked|most leaked)(?!\w)"
)


def cited(text: str, start: int, end: int) -> bool:
    """A statistic's or a survey's words stand in ``start..end``: passwords in general."""
    return _CITED_RE.search(text, start, end) is not None


# A trope of films and games: a single quoted word is its password, no user's ("the backdoor
# password was 'Joshua'", "the cheat code is 'rosebud'").
_TROPE_RE = re.compile(r"(?i)(?<!\w)(?:backdoor|back door|cheat code|easter egg)s?(?!\w)")


def trope(text: str, start: int, end: int) -> bool:
    """A film's or a game's trope word (a backdoor, a cheat code) stands in ``start..end``."""
    return _TROPE_RE.search(text, start, end) is not None


def told(text: str, start: int, end: int) -> bool:
    """A narrative frame word (a joke, a meme, a film, a story) stands in ``start..end``."""
    return _TOLD_RE.search(text, start, end) is not None


def framed(text: str, start: int, end: int) -> bool:
    """A frame word of fiction, a game, an example or trivia stands in ``start..end``."""
    starts = _frame_starts(text)
    index = bisect.bisect_left(starts, start)
    return index < len(starts) and starts[index] < end


def sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the sentence around ``start..end``, at most 240 characters each way."""
    floor = max(0, start - _SENTENCE_REACH)
    ceiling = min(len(text), end + _SENTENCE_REACH)
    left = max(text.rfind(c, floor, start) for c in ".!?\n")
    rights = [i for i in (text.find(c, end, ceiling) for c in ".!?\n") if i != -1]
    return (left + 1 if left != -1 else floor), min(rights) if rights else ceiling


def _words_before(lowered: str, start: int, reach: int = 60) -> list[str]:
    chunks = _CHUNK_RE.findall(lowered[max(0, start - reach) : start])
    return [c.lstrip("(\"'“‘").rstrip(',;:)"”') for c in chunks]


def owner_is_generic_or_other(lowered: str, start: int, lang: str = "en") -> bool:
    """A generic or another's password: "a password", "the spy's password", "the kids'".

    A possessive opened by a first-person determiner ("my wife's", "our team's") is the
    user's household or team: not another's.
    """
    before = _words_before(lowered, start)[-3:]
    for index, word in enumerate(reversed(before)):
        if word in _GENERIC and index <= 2 and lang in _GENERIC_ONLY_IN.get(word, {lang}):
            return True
        if word in _PRONOUN_CONTRACTIONS:
            continue
        if word.endswith(("'s", "’s", "s'", "s’")) and len(word) > 3:
            owner = before[len(before) - index - 2] if len(before) - index - 2 >= 0 else ""
            return owner not in _FIRST_PERSON
    return False


def superlative(lowered: str, start: int, *, plain: bool = False) -> bool:
    """The most common, the best, the typical password: passwords in general.

    With ``plain`` (the value is a plain word), a factory default or a demo password is
    public knowledge too ("the default password on those cameras is admin").
    """
    words = _words_before(lowered, start, 40)[-3:]
    classes = _SUPERLATIVES | _DEFAULTS if plain else _SUPERLATIVES
    return any(word in classes for word in words)


def negated(text: str, start: int) -> bool:
    """A negation in the clause before ``start``: "never use X as your password" is advice."""
    floor = max(0, start - 120)  # lowercase only the reach, so each call costs O(1)
    window = text[floor:start].lower()
    clause = text[max(_clause_start(window, len(window)) + floor, start - 40) : start]
    return NEGATION_RE.search(clause) is not None


def _clause_start(lowered: str, start: int) -> int:
    floor = max(0, start - 120)
    return max(lowered.rfind(c, floor, start) for c in _CLAUSE_PUNCT) + 1 or floor


def hypothetical(lowered: str, start: int, *, temporal: bool = True) -> bool:
    """A conditional opens the clause of the credential word: "if your password is X".

    Args:
        lowered: The lowercased text.
        start: Where the credential word starts.
        temporal: Count "when", "once" and their kin too ("when the password is X the
            login fails"); off for password-shaped values, which "when you arrive the
            code is 4821" still discloses.
    """
    clause = lowered[max(_clause_start(lowered, start), start - 120) : start]
    markers = _CONDITIONALS if temporal else _CONDITIONALS - _TEMPORAL
    words = [word.strip("\"'“‘") for word in clause.split()]
    for index, word in enumerate(words):
        if word in markers:
            # "if you need to unlock my phone it's X": a purpose, not a hypothesis
            after = words[index + 1 : index + 5]
            return not any(
                w in _PURPOSE and nxt in _PURPOSE_OBJECTS for w, nxt in itertools.pairwise(after)
            )
    return False


_SPEECH_RE = re.compile(
    r"(?<!\w)(?:" + "|".join(sorted(_SPEECH_VERBS, key=len, reverse=True)) + r")(?!\w)"
)


@lru_cache(maxsize=16)
def _speech_starts(lowered: str) -> tuple[int, ...]:
    """Where speech verbs stand: one pass per text, not per hit."""
    return tuple(m.start() for m in _SPEECH_RE.finditer(lowered))


@lru_cache(maxsize=16)
def _named_starts(text: str) -> tuple[int, ...]:
    """Where a named work ("in Harry Potter", "from WarGames") starts: one pass per text."""
    starts = []
    for m in _NAMED_WORK_RE.finditer(text):
        name = m.group(0).split()[-1]
        if not (name.isupper() and len(name) <= 3):  # "in NYC", "in IT" are places and teams
            starts.append(m.start())
    return tuple(starts)


def _any_between(starts: tuple[int, ...], low: int, high: int) -> int | None:
    index = bisect.bisect_left(starts, low)
    return starts[index] if index < len(starts) and starts[index] < high else None


def narrated(lowered: str, start: int) -> bool:
    """A third person's speech verb before the word: "the wizard whispered the password"."""
    starts = _speech_starts(lowered)
    if _any_between(starts, max(0, start - 100), start) is None:
        return False
    s_start, _ = sentence(lowered, start, start)
    words = _CHUNK_RE.findall(lowered[max(s_start, start - 100) : start])
    for index, word in enumerate(words):
        if word.strip(",;:") not in _SPEECH_VERBS:
            continue
        if index + 1 < len(words) and words[index + 1].strip(",;:") in _ADDRESSEES:
            continue  # "he told me his bank password is X": told the user, a real credential
        subject = words[:index][-3:]
        if subject and subject[-1] in _THIRD_PERSON:
            return True
        if any(w in _ARTICLES for w in subject) and not any(w in _FIRST_PERSON for w in subject):
            return True
    return False


# Labels of what is not a password: a value their clause predicates is that thing's name.
_NAME_LABEL_RE = re.compile(
    r"(?<!\w)(?:user(?:name)?|user name|login name|login id|account name|account id|handle|"
    r"gamertag|nick(?:name)?|ssid|network name|wifi name|wi-fi name|member(?:ship)? "
    r"(?:number|id)|library card|card number)(?!\w)"
)
_SECRET_WORD_RE = re.compile(r"pass|pw|key|code|pin|secret|kennwort|mot de|senha|clave")
# Words that open another statement between the label and the value: "user is deploy and
# the other thing is X" gives the user first, then the secret.
_OTHER_STATEMENT = frozenset("and then plus but also und et y e og och en".split())
_LABEL_REACH_WORDS = 6


def named_other(lowered: str, low: int, at: int, word_at: int = -1) -> bool:
    """The value's own clause names it a user name or a network: not the password word's.

    "my login name at the library is jkovacs67, the password I keep in the app": the label
    and the value share a clause that the password word stands outside of, and only a few
    words of one statement stand between them ("SSID at grandma's is X"); a pair ("user
    list: uploader:X") or a second statement ("user is deploy and the other is X") gives
    the secret after the name.
    """
    clause = max(lowered.rfind(c, low, at) for c in ",;—–(")
    clause = clause + 1 if clause >= low else low
    if clause <= word_at < at:
        return False  # the password word is in the value's clause: "user and password X"
    label = _NAME_LABEL_RE.search(lowered, clause, at)
    if label is None:
        return False
    between = lowered[label.end() : at]
    words = between.split()
    if len(words) > _LABEL_REACH_WORDS or any(w in _OTHER_STATEMENT for w in words):
        return False
    if ":" in between.rstrip(" \t:") or "/" in between:
        return False  # "user list: uploader:X", "user / X": a login pair
    # "the SSID password is X": a credential word after the label names the value again
    return _SECRET_WORD_RE.search(between) is None


def named_work(text: str, lowered: str, start: int, s_start: int, s_end: int) -> bool:
    """A named work frames a password nobody here owns: "The password in WarGames was X"."""
    if _any_between(_named_starts(text), s_start, s_end) is None:
        return False
    return not any(word in _FIRST_PERSON for word in _words_before(lowered, start, 40)[-4:])
