"""Disguised credential words (issue 12, round 4): the word hidden from a word list, not from a reader.

``secrets(rng)`` writes the credential word in a seeded disguise -- leet, one slip of the
keyboard (a letter dropped, doubled, swapped with its neighbour or replaced), an
abbreviation, the letters spaced or dotted, the word split in two, markup around it -- then
puts it in a disclosure frame with a seeded value (a token, a plain word, word+digits, a
PIN). ``talk(rng)`` is the benign side: the same disguises in sentences *about* a password
with no value ("I forgot my p@ssword again"), and real words one edit away from nothing we
look for ("my passport is blue", "the pastor said").
"""

from __future__ import annotations

import random
import string

_LEET = {"a": "@4", "o": "0", "s": "$5", "e": "3", "i": "1!"}
_ABBREVIATIONS = ("pswd", "pswrd", "pword", "psswd", "passwd", "pwd", "PWD", "Pswd")
_WORDS = "password Password PASSWORD passcode Passcode passphrase".split()
_PLAIN = (
    "banana lantern meadow cobalt thunder pickle harbor saffron velvet orchid glacier "
    "juniper noodle caramel hedgehog kestrel sparrow cactus quokka marzipan"
).split()


def _leet(word: str, rng: random.Random) -> str:
    spots = [i for i, c in enumerate(word) if c.lower() in _LEET]
    chosen = set(rng.sample(spots, rng.randint(1, min(3, len(spots)))))
    return "".join(rng.choice(_LEET[c.lower()]) if i in chosen else c for i, c in enumerate(word))


def _slip(word: str, rng: random.Random) -> str:
    """One edit that keeps the word readable: never in its first two letters."""
    i = rng.randrange(2, len(word) - 1)
    kind = rng.randrange(4)
    if kind == 0:
        return word[:i] + word[i + 1 :]  # a letter dropped: "pasword", "passwrd"
    if kind == 1:
        return word[:i] + word[i] + word[i:]  # doubled: "passwword"
    if kind == 2:
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]  # swapped: "passwrod"
    return word[:i] + rng.choice("aeiouqwrty") + word[i + 1 :]  # replaced: "passwerd"


def _spaced(word: str, rng: random.Random) -> str:
    return rng.choice((" ", ".", "-", " ")).join(word.upper() if rng.random() < 0.5 else word)


def _split(word: str, rng: random.Random) -> str:
    head, tail = ("pass", word[4:]) if word.lower().startswith("pass") else (word[:3], word[3:])
    return head + rng.choice((" ", "-", "_", ".")) + tail


def _markup(word: str, rng: random.Random) -> str:
    left, right = rng.choice(
        (("<b>", "</b>"), ("<strong>", "</strong>"), ("**", "**"), ("__", "__"), ("_", "_"),
         ("*", "*"), ("<code>", "</code>"), ("~~", "~~"), ("<i>", "</i>"))
    )  # fmt: skip
    return left + word + right


_DISGUISES = (_leet, _slip, _spaced, _split, _markup)


def disguise(rng: random.Random) -> str:
    """One credential word in one seeded disguise."""
    kind = rng.randrange(len(_DISGUISES) + 1)
    if kind == len(_DISGUISES):
        return rng.choice(_ABBREVIATIONS)
    return _DISGUISES[kind](rng.choice(_WORDS), rng)


def _token(rng: random.Random) -> str:
    body = "".join(
        rng.choice(string.ascii_letters + string.digits) for _ in range(rng.randint(8, 14))
    )
    return body + rng.choice("!#%&?") + str(rng.randint(0, 9))


def _value(rng: random.Random, kind: int) -> str:
    if kind == 0:
        return _token(rng)
    if kind == 1:
        return f"{rng.choice(_PLAIN)}{rng.randint(10, 9999)}"
    if kind == 2:
        return rng.choice(_PLAIN)
    return str(rng.randint(1000, 99999999))


_FRAMES = (
    "my {w} is {v}",
    "{w}: {v}",
    "the wifi {w} is {v}",
    "NAS {w} = {v}",
    "hey, my new {w} is {v} fyi",
    "remember the {w} for the NAS is {v}",
    "my email {w} is {v}, keep it safe",
    "the server {w} is now {v}",
    "set my {w} to {v} please",
    "ok so the {w} is {v}",
)


def secrets(rng: random.Random, count: int = 240) -> list[str]:
    """Disclosures whose credential word is disguised; every value shape in every frame."""
    rows: list[str] = []
    for index in range(count):
        frame = _FRAMES[index % len(_FRAMES)]
        kind = (index // len(_FRAMES)) % 4
        rows.append(frame.format(w=disguise(rng), v=_value(rng, kind)))
    return rows


_TALK = (
    "I forgot my {w} again",
    "the {w} must be at least 12 characters",
    "my {w} expired yesterday, so annoying",
    "the {w} is on a sticky note at home",
    "where do I reset my {w}?",
    "never share your {w} with anyone",
    "the {w} policy changed last week",
    "can you remind me to change my {w} on Monday",
)
_NEAR_WORDS = (
    "my passport is blue",
    "the pastor said grace before dinner",
    "my passport number is on the form, I'll bring it",
    "we passed the exam, finally!",
    "the password-protected folder opened fine",
    "I pinned the tweet about the concert",
    "the pinecone fell right on my head",
    "pass me the salt please",
    "the pasta was amazing",
    "she passed away peacefully last spring",
    "grab the pass from the front desk",
    "P.S. I love you",
    "that was a P-O-S-I-T-I-V-E result",
    "the p-value was 0.03 in the study",
    "our **project** is **done**",
    "<b>important</b>: the meeting moved to 3pm",
    "I bought a new passport wallet",
    "the pastry chef won again",
)


def talk(rng: random.Random, count: int = 64) -> list[str]:
    """Sentences about a password with a disguised word and no value, and near words."""
    rows = [_TALK[i % len(_TALK)].format(w=disguise(rng)) for i in range(count)]
    return rows + list(_NEAR_WORDS)
