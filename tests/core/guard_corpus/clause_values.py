"""Key-shaped values anywhere in the credential word's clause, and answers to password questions.

Round 5 (issue 12): the v8 misses "Kata sandi akun bank saya X", "Mật khẩu wifi nhà mình là
X", "Nire pasahitza X da", "رمز عبور ایمیلم X است", "Ang password ko sa Gmail ay X" stand for
one family: whatever the grammar between them (nouns, possessives, prepositions, a copula
first, last or absent), a value that could only be a key, in the credential word's clause.
``secrets(rng)`` puts seeded random keys (mixed-case letters, letters woven with digits, a word
with digits) after a credential word and a seeded noun phrase, in 36 languages and several word
orders. ``answers(rng)``: a question asking for a password, then its answer (same line, next
line, quoted reply, "A:"). ``benign(rng)``: the same words next to comparisons, advice, rules,
HTML attributes, non-answers, product names and a password question answered by a question.
"""

from __future__ import annotations

import itertools
import random
import string

# (language, frame): {n} is a noun phrase of that language, {v} the value.
_FRAMES = (
    ("en", "the password for the {n} account is still {v}, don't change it"),
    ("en", "{n} login, password {v} (mine, not the team's)"),
    ("en", "my p/w for the {n} app is {v}, can you book me a class"),
    ("id", "Kata sandi {n} saya {v}, tolong dicek"),
    ("ms", "Kata laluan {n} saya ialah {v}"),
    ("tl", "Ang password ko sa {n} ay {v}, pakicheck"),
    ("vi", "Mật khẩu {n} nhà mình là {v} nha"),
    ("lt", "Mano {n} slaptažodis yra {v}, prisijunk"),
    ("lv", "Mana {n} parole ir {v}"),
    ("eu", "Nire {n} pasahitza {v} da"),
    ("af", "My wagwoord vir die {n} is {v}"),
    ("fa", "رمز عبور {n} من {v} است"),
    ("ar", "كلمة السر الخاصة ب{n} هي {v}"),
    ("he", "הסיסמה של ה{n} שלי היא {v}"),
    ("ru", "мой пароль от {n} теперь {v}"),
    ("ru", "Moi parol' ot {n}: {v}"),
    ("uk", "мій пароль від {n} — {v}"),
    ("pl", "moje hasło do {n} to nadal {v}"),
    ("cs", "moje heslo k {n} je {v}"),
    ("de", "mein Passwort für {n} lautet jetzt {v}"),
    ("nl", "mijn wachtwoord voor {n} is {v}"),
    ("sv", "mitt lösenord till {n} är {v}"),
    ("fr", "le mot de passe du compte {n}, c'est {v}"),
    ("es", "la contraseña de mi cuenta de {n} es {v}"),
    ("pt", "a senha da minha conta do {n} é {v}"),
    ("it", "la password del mio account {n} è {v}"),
    ("ro", "parola mea de la {n} este {v}"),
    ("tr", "{n} hesabımın şifresi {v}"),
    ("sw", "nenosiri langu la {n} ni {v}"),
    ("hi", "mere {n} account ka password {v} hai"),
    ("bn", "amar {n} er password holo {v}"),
    ("ja", "{n}のパスワードは {v} です"),
    ("zh", "我的{n}密码是 {v}"),
    ("ko", "{n} 비밀번호는 {v} 입니다"),
    ("th", "รหัสผ่าน {n} ของฉันคือ {v}"),
    ("el", "o kwdikos tou {n} mou einai {v}"),
    ("hu", "a {n} jelszavam {v}"),
    ("fi", "minun {n} salasanani on {v}"),
)
_NOUNS = (
    "email", "gmail", "bank", "netflix", "wifi", "router", "laptop", "e-mel", "facebook",
    "spotify", "steam", "icloud", "vpn", "nas", "office",
)  # fmt: skip
_WORDS = ("hedgehog", "biscuit", "falcon", "nightingale", "bluebonnet", "kettlebell", "marigold")


def _random_case(rng: random.Random) -> str:
    while True:
        value = "".join(rng.choice(string.ascii_letters) for _ in range(rng.randint(9, 14)))
        rises = sum(1 for a, b in itertools.pairwise(value) if a.islower() and b.isupper())
        if rises >= 3:
            return value


def _woven(rng: random.Random) -> str:
    chars = string.ascii_lowercase + string.digits
    while True:
        value = "".join(rng.choice(chars) for _ in range(rng.randint(9, 13)))
        digits = sum(c.isdigit() for c in value)
        if digits >= 3 and len(value) - digits >= 3 and not value[:4].isdigit():
            return value


def _word_digits(rng: random.Random) -> str:
    word = rng.choice(_WORDS)
    word = word.capitalize() if rng.random() < 0.5 else word
    return f"{word}{rng.choice(('', '_', ''))}{rng.randint(1, 2029)}{rng.choice(('', '!', ''))}"


_MAKERS = (_random_case, _woven, _word_digits)


def secrets(rng: random.Random, rounds: int = 3) -> list[tuple[str, str]]:
    """(language, text) rows: a key-shaped value somewhere in the credential clause."""
    rows: list[tuple[str, str]] = []
    for number in range(rounds):
        for index, (lang, frame) in enumerate(_FRAMES):
            value = _MAKERS[(index + number) % len(_MAKERS)](rng)
            rows.append((lang, frame.format(n=rng.choice(_NOUNS), v=value)))
    return rows


_QUESTIONS = (
    "What's the password for the {n}?\n> it's {w}",
    "what is the {n} password?\nA: {w}",
    "Q: what's the password to the {n}?\nA: it's {w}, no caps",
    "The {n} password? {W}. Capital first letter.",
    "whats the wifi password at the {n}? it's {w}",
    "What was the password for the {n} again? It's actually {w}",
)
_PLAIN = (
    "marmalade", "honeycomb", "creeperboom", "lighthouse", "pumpernickel", "doorbell",
    "tangerine", "kilimanjaro", "coffeebeans", "goldfinch", "snowdrop", "pemberton",
)  # fmt: skip


def answers(rng: random.Random, rounds: int = 3) -> list[str]:
    """A question asking for a password, then its plain-word answer."""
    rows = []
    for _ in range(rounds):
        for frame in _QUESTIONS:
            word = rng.choice(_PLAIN)
            rows.append(frame.format(n=rng.choice(_NOUNS), w=word, W=word.capitalize()))
    return rows


_BENIGN = (
    "passwords like {v} are weak, the audit says",
    "never use {v} as your {n} password",
    "the password policy for {n} must allow values such as {v}",
    "the password generator produced {v} in the sample output",
    "password hashing for {n} moved to argon2id last sprint",
    '<input id="{n}-pass" type="password" placeholder="{v}">',
    "The password is correct but {n} still says 'invalid credentials'",
    "What's the password policy for {n}? it's strict, twelve characters",
    "what's the password for {n}? no idea, ask Dana",
    "where do I reset my {n} password? settings, I think",
    "did you change the {n} password? yes.",
    "the password field on the {n} page rejects {v} as too common",
    "I forgot my {n} password again, can you reset it?",
    "the password is on a sticky note next to the {n} router",
)
_COMMON = ("Password123", "Summer2024", "Qwerty2020", "Welcome1", "Letmein99")


def benign(rng: random.Random, rounds: int = 2) -> list[str]:
    """Talk about passwords next to key-shaped examples: no credential of the user's."""
    rows = []
    for _ in range(rounds):
        for frame in _BENIGN:
            rows.append(frame.format(n=rng.choice(_NOUNS), v=rng.choice(_COMMON)))
    return rows


# What a code opens, then a word or two before "code": "the house alarm disarm code is 1578".
_DEVICES = ("alarm", "gate", "garage", "keypad", "lockbox", "locker", "padlock", "door", "safe")
_DEVICE_WORDS = ("", "disarm ", "entry ", "unlock ", "back ", "side ", "new ")
_DEVICE_FRAMES = (
    "Tell Sam the {d} {w}code is {p} then hit OFF",
    "the {d} {w}code is now {p}, the old one stopped working",
    "Ben set the tablet's restriction code to {p}, he thinks we don't know",
    "the screen time passcode on the kids' tablet is {p}",
    "{d} {w}code: {p} (changed after the party)",
)
_DEVICE_BENIGN = (
    "the {d} {w}code is 4 digits long",
    "the {d} {w}code was changed in 2021 after the break-in",
    "if the {d} {w}code is {p} on yours too, the installer never changed it",
    "what is the {d} {w}code? I forgot it again",
)


def device_codes(rng: random.Random, rounds: int = 3) -> list[str]:
    """Codes of alarms, gates, keypads and tablets: the digits after "... code is"."""
    rows = []
    for _ in range(rounds):
        for frame in _DEVICE_FRAMES:
            pin = str(rng.randint(0, 10 ** rng.randint(4, 6) - 1)).zfill(4)
            rows.append(frame.format(d=rng.choice(_DEVICES), w=rng.choice(_DEVICE_WORDS), p=pin))
    return rows


def device_talk(rng: random.Random, rounds: int = 2) -> list[str]:
    """The same words with a length, a year, a conditional or a question: no code."""
    rows = []
    for _ in range(rounds):
        for frame in _DEVICE_BENIGN:
            rows.append(frame.format(d=rng.choice(_DEVICES), w=rng.choice(_DEVICE_WORDS), p="1234"))
    return rows
