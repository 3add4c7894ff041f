"""Seeded generators of two attacker-found word families (round 6, guard6w).

* ``asked_answers``: a question asking for a password or a PIN, answered on the next line
  with a key-shaped or numeric value ("What's the wifi password?\\nit's Tr0ub4dor&3",
  "What is your bank PIN?\\n4821"), bare, after "it's", "A:" or a quote marker;
* ``device_logins``: a login pair after the device it opens, in its word orders ("login for
  the router: user / X", "credentials for the NAS: user/X", "the printer's login: user /
  X", "the camera login is user / 8842") with a key-shaped or numeric password half.

``answer_talk``: the same questions and device logins holding no value: a reply of several
words, a question about something else (the policy, the length), a sign-in method pair.
"""

from __future__ import annotations

import random
import string

_DEVICES = (
    "router",
    "NAS",
    "printer",
    "camera",
    "modem",
    "smart TV",
    "alarm panel",
    "home server",
    "wifi extender",
    "thermostat",
    "doorbell hub",
    "firewall",
)
_USERS = ("admin", "root", "jsmith", "pi", "office", "guest", "m.rossi", "ubnt")
_OWNERS = ("the", "my", "your", "our", "the office", "grandma's", "the shop's")


def _key(rng: random.Random) -> str:
    """A key-shaped password: letters, digits and a symbol, 8 to 14 characters."""
    letters = "".join(rng.choice(string.ascii_letters) for _ in range(rng.randrange(4, 9)))
    digits = str(rng.randrange(10, 9999))
    symbol = rng.choice("!#&*%@$?-_+")
    first, *rest = [letters, digits, symbol] if rng.random() < 0.7 else [digits, letters, symbol]
    rng.shuffle(rest)  # never a leading symbol: "$abc" reads as a variable, "?x" as a query
    return first + "".join(rest)


def _number(rng: random.Random) -> str:
    while True:
        value = str(rng.randrange(10 ** (n := rng.randrange(4, 9)) // 10, 10**n))
        if not (value.startswith(("19", "20")) and len(value) == 4):
            return value  # not a year


def asked_answers(rng: random.Random, rounds: int = 3) -> list[str]:
    """A question asking for the credential, the value alone on the next line."""
    questions = (
        "What's the {device} password?",
        "what is {owner} {device} password?",
        "Which password does {owner} {device} use?",
        "What's the password for {owner} {device}?",
        "the {device} password?",
        "Q: what's the {device} password?",
        "Wie lautet das {device}-Passwort?",
        "Quel est le mot de passe du {device} ?",
        "¿Cuál es la contraseña del {device}?",
        "Qual é a senha do {device}?",
        "Wat is het wachtwoord van de {device}?",
    )
    pin_questions = (
        "What is your bank PIN?",
        "what's the PIN for {owner} {device}?",
        "What's {owner} card PIN?",
        "the {device} PIN?",
        "What is the PIN?",
        "Was ist deine PIN?",
        "Quel est le code PIN de la carte ?",
    )
    answers = ("{value}", "it's {value}", "A: {value}", "> {value}", "{value}.", "It is {value}")
    rows = []
    for _ in range(rounds):
        for question in questions:
            value = _key(rng) if rng.random() < 0.7 else _number(rng)
            answer = rng.choice(answers).format(value=value)
            asked = question.format(device=rng.choice(_DEVICES), owner=rng.choice(_OWNERS))
            rows.append(f"{asked}\n{answer}")
        for question in pin_questions:
            answer = rng.choice(answers).format(value=_number(rng))
            asked = question.format(device=rng.choice(_DEVICES), owner=rng.choice(_OWNERS))
            rows.append(f"{asked}\n{answer}")
    return rows


def device_logins(rng: random.Random, rounds: int = 3) -> list[str]:
    """A login pair after the device it opens, in several word orders."""
    shapes = (
        "login for the {device}: {user} / {value}",
        "credentials for the {device}: {user} / {value}",
        "the {device}'s login: {user} / {value}",
        "{device} login: {user}/{value}",
        "Credentials for my {device}: {user} / {value} (don't share)",
        "logins for the {device}: {user} / {value}",
        "the {device} login is {user} / {value}",
        "creds for {owner} {device}: {user} / {value}",
    )
    rows = []
    for _ in range(rounds):
        for shape in shapes:
            value = _key(rng) if rng.random() < 0.6 else _number(rng)
            rows.append(
                shape.format(
                    device=rng.choice(_DEVICES),
                    owner=rng.choice(_OWNERS),
                    user=rng.choice(_USERS),
                    value=value,
                )
            )
    return rows


def answer_secrets(rng: random.Random) -> list[tuple[str, str]]:
    """Both families, labelled."""
    return [
        *((text, "asked_answers") for text in asked_answers(rng)),
        *((text, "device_logins") for text in device_logins(rng)),
    ]


def answer_talk(rng: random.Random) -> list[str]:
    """The same questions and device logins with no value in them."""
    rows = [
        "What's the wifi password?\nno idea, ask Sam",
        "What's the wifi password?\nit's on the fridge",
        "What's the wifi password?\nit's written on the router",
        "What is your bank PIN?\nI'd never tell anyone that",
        "What's the password policy?\n12chars-min",
        "What's the minimum password length?\n12",
        "What's the PIN length?\n4",
        "What is the PIN?\n4821 people asked me that today",
        "What is your PIN?\n6 digits, why?",
        "what's the router password?\nsame as before",
        "Which password manager do you use?\n1Password",
        "What's the wifi password?\nhttps://wiki.example.com/wifi",
        "What is the PIN for the printer?\ncheck the manual",
        "Wie lautet das WLAN-Passwort?\nsteht auf dem Router",
        "Quel est le mot de passe du wifi ?\nsur le frigo",
        "¿Cuál es la longitud de la contraseña?\n12",
        "Was ist deine PIN?\nsag ich nicht",
        "login for the router: see the sticker",
        "credentials for the NAS: ask IT",
        "login for the portal: Google / Apple",
        "credentials for the camera: in the vault",
        "the router login is on page 12",
        "login for the router: 192.168.1.1/admin",
        "logins for the team: 12 / 20 used",
        "the modem login is 2024 / 2025 style",
    ]
    for _ in range(3):
        device = rng.choice(_DEVICES)
        rows.append(f"What's the {device} password?\nI changed it {rng.randrange(2, 9)} days ago")
        rows.append(f"How many {device}s do we have?\n{rng.randrange(2, 40)}")
        rows.append(f"the {device} login page: {rng.choice(_USERS)} / password")
    return rows
