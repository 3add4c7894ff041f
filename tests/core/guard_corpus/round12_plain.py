"""Round 12 (plain values) of issue 12: passwords handed over with little or no label.

Seeded generators of the family -- a value shaped like a human-made or generated password
(leetspeak, words joined with digits, mixed classes, random case) handed over by a cue that
is no credential word ("mine is X", "for the laptop it's X", "type X", "🔑 X", "user/X",
"X works until friday", "fürs WLAN: X") -- and of look-alikes that must stay stored:
hyphenated phrases, product and model names, file names, versions, hashtags, handles,
placeholders.
"""

from __future__ import annotations

import random

__all__ = ["benign", "secrets"]

_WORDS = (
    "tundra cobalt gravel quasar tango nebula lotus kestrel nimbus rocket ember juniper "
    "walrus maple otter falcon copper pepper lemon banjo thunder pirate velvet sunflower "
    "monkey balloon pickle zebra butter orchid saffron harbor willow marble"
).split()
_LEET = {"a": "4", "e": "3", "o": "0", "i": "1", "s": "$", "t": "7"}
_SYMBOLS = "!#$%&*@"
_DEVICES = (
    "laptop router NAS vpn wifi hotspot tablet zoom room host icloud intranet camera printer "
    "vault app"
).split()


def _leet(rng: random.Random) -> str:
    word = rng.choice([w for w in _WORDS if sum(c in _LEET for c in w[1:-1]) >= 2])
    letters = [
        _LEET[c] if c in _LEET and 0 < i < len(word) - 1 and rng.random() < 0.8 else c
        for i, c in enumerate(word)
    ]
    if letters == list(word):
        letters[1] = _LEET.get(word[1], word[1])
    value = "".join(letters)
    if rng.random() < 0.5:
        value = value[0].upper() + value[1:]
    return value + rng.choice(["", str(rng.randint(1, 99))]) + rng.choice(_SYMBOLS)


def _slug(rng: random.Random) -> str:
    words = rng.sample(_WORDS, 3)
    joiner = rng.choice("-_.")
    return joiner.join(words) + rng.choice(["", joiner]) + str(rng.randint(10, 99))


def _random_case(rng: random.Random) -> str:
    alphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    while True:
        body = "".join(rng.choice(alphabet) for _ in range(rng.randint(11, 15)))
        upper, lower = sum(c.isupper() for c in body), sum(c.islower() for c in body)
        if upper >= 3 and lower >= 4 and any(c.isdigit() for c in body):
            return body


def _generated(rng: random.Random) -> str:
    body = list(_random_case(rng))
    for _ in range(2):
        body.insert(rng.randint(1, len(body) - 1), rng.choice(_SYMBOLS + "^~"))
    return "".join(body)


_SHAPES = (_leet, _slug, _random_case, _generated)

_FRAMES = (
    "mine is {v}",
    "for the {d} it's {v}",
    "for the {d} it's {v} (capital first letter)",
    "if it asks, type {v}",
    "got it working with {v}",
    "tell Tom it's {v} for the shared {d}",
    "{d}: {v}",
    "{d} host: {v}",
    "🔑 {v}",
    "your temp one is {v}, you'll be asked to change it on first login",
    "{d} unlock = {v}",
    "if the {d} asks, {v} works until friday",
    "{v} should get you into the {d}",
    "{v} for everything lol",
    "try {v} on the admin page",
    "I changed it to {v} yesterday",
    "{v} <- don't share",
    "admin/{v}",
    '"{v}" — copy exactly, quotes not included',
    "fürs WLAN: {v}",
    "pour le {d} c'est {v}",
    "la del router es {v}",
    "pra entrar no {d} usa {v}",
    "Kannst dich mit {v} anmelden",
)


def secrets(rng: random.Random, rounds: int = 4) -> list[tuple[str, str]]:
    """Plain values handed over, family ``plain_handover``."""
    rows: list[tuple[str, str]] = []
    for frame in _FRAMES:
        for shape in _SHAPES:
            for _ in range(rounds):
                value = shape(rng)
                text = frame.format(v=value, d=rng.choice(_DEVICES))
                rows.append((text, "plain_handover"))
    return rows


_LOOKALIKES = (
    "that's a state-of-the-art approach",
    "a well-known-brand-2024 campaign",
    "I finally got an RTX-4090-Ti for the studio",
    "mine is the iPhone15Pro, the blue one",
    "the file is report_v2_final.pdf",
    "we upgraded to python3.11 last week",
    "running version 2.4.1-beta now",
    "tagged it #Throwback2019 on insta",
    "follow me @night_owl_92",
    "my username is quasar_tango_94",
    "the repo is called lotus-kestrel-cobalt",
    "the heroku app: sleepy-meadow-1234",
    "the format is xxxx-xxxx-xxxx",
    "use the placeholder <your-password-here>",
    "is 'Tr0ub4dor&3' really weaker than four random words? (the xkcd comic says yes)",
    "They found 'Summer2023!' in the breach list, so I changed mine",
    "the Wi-Fi SSID at the office is ACME-Guest-384.",
    "Customer cus_OYxQdPodpG3fLo was double-billed.",
    "key = os.getenv('API_KEY')",
    "the color is #3fa9f5",
    "arXiv:2407.47484v1 is the paper I mentioned",
    "the model is SM-G991B",
    "use code SAVE35NOW at checkout",
    "set OPENAI_API_KEY in your shell profile",
    "Ed25519PrivateKey is the class you want",
    "it's a 4x4 with a V8",
    "the room is B-204, second floor",
    "my gamertag is xXSniperWolfXx",
    "the branch is fix-login-bug-42",
    "we use Office365 and Windows11 at work",
)


def benign(rng: random.Random) -> list[tuple[str, str]]:
    """Look-alikes that must stay stored, family ``plain_lookalikes``."""
    rows = [(text, "plain_lookalikes") for text in _LOOKALIKES]
    for _ in range(20):
        words = rng.sample(_WORDS, 2)
        rows.append((f"we went with a {'-'.join(words)} theme for the party", "plain_lookalikes"))
    return rows
