"""Plain-value disclosures (issue 12, second round): the value is a word, a name, a passphrase.

``secrets(rng)`` fills many sentence frames, in several languages, with seeded values of
every plain shape: dictionary words, first names, word+digits and passphrases of three or
four words. ``DESCRIPTIONS`` is the benign side, written by hand: sentences that say
something *about* a password (its state, where it is, advice, a story) and hold no value.
"""

from __future__ import annotations

import random

_WORDS = (
    "banana marmalade bluefrog sunshine dragon pepper walrus lantern meadow cobalt thunder "
    "pickle biscuit harbor saffron velvet pretzel orchid glacier mustang falcon juniper "
    "noodle avalanche caramel tangerine hedgehog lighthouse kestrel waffle sparrow cactus "
    "Sonnenschein Schmetterling soleil papillon mariposa girasol farfalla gabbiano borboleta "
    "zonnebloem sommarfågel"
).split()
_NAMES = "Falcon Rosalind Mittens Bartholomew Ingrid Kasimir Yolanda Ophelia Tiberius Zelda".split()
_PASSPHRASE_WORDS = (
    "correct horse battery staple purple monkey dishwasher orange river castle paper lamp "
    "winter garden copper kettle silent forest rocket window"
).split()

_FRAMES = (
    ("en", "my password is {v}"),
    ("en", "My wifi password is {v}"),
    ("en", "the password is '{v}'"),
    ("en", 'the password is "{v}"'),
    ("en", "The password for the shared drive is {v}"),
    ("en", "our door password is {v}, don't tell anyone"),
    ("en", "password: {v}"),
    ("en", "Use {v} as the admin password"),
    ("en", "I set {v} as my password"),
    ("en", "I chose {v} for my password"),
    ("en", "fyi the email password is {v} now"),
    ("en", "remember that the server password is {v}."),
    ("de", "Mein Passwort ist {v}"),
    ("de", "Das WLAN-Passwort ist {v}"),
    ("de", "das Passwort für den Server lautet {v}"),
    ("fr", "mon mot de passe est {v}"),
    ("fr", "le mot de passe du wifi est {v}"),
    ("es", "mi contraseña es {v}"),
    ("es", "la contraseña del correo es {v}"),
    ("it", "la mia password è {v}"),
    ("pt", "minha senha é {v}"),
    ("nl", "mijn wachtwoord is {v}"),
    ("sv", "mitt lösenord är {v}"),
    ("da", "min adgangskode er {v}"),
    ("pl", "moje hasło to {v}"),
    # round 3: the value in a follow-up clause, hedges, a spaced "=", the user's people
    ("en", "my netflix password? it's {v}"),
    ("en", "the router password? that's {v}"),
    ("en", "My password is literally just '{v}'"),
    ("en", "Remember: NAS password = {v}"),
    ("en", "my wife's password is {v}"),
    ("en", "our team's shared password is {v}"),
    ("en", "I forgot my password so I changed it to {v}"),
    ("fr", "Mon mot de passe Netflix, c'est {v}"),
    ("de", "Mein Passwort fürs Büro? Das ist {v}"),
    ("es", "¿La contraseña del wifi? Es {v}"),
)


def _value(rng: random.Random, kind: int) -> str:
    if kind == 0:
        return rng.choice(_WORDS)
    if kind == 1:
        return rng.choice(_NAMES)
    if kind == 2:
        return f"{rng.choice(_WORDS).lower()}{rng.randint(1, 9999)}"
    return " ".join(rng.sample(_PASSPHRASE_WORDS, rng.choice((3, 4))))


def secrets(rng: random.Random, rounds: int = 8) -> list[tuple[str, str]]:
    """``(language, text)`` rows: every frame with every value shape, ``rounds`` times."""
    rows: list[tuple[str, str]] = []
    for index in range(rounds):
        for lang, frame in _FRAMES:
            kind = (index + len(rows)) % 4
            if kind == 3 and ("{v} as" in frame or "{v} for" in frame):
                kind = 0  # value-first frames take one value, not a phrase
            rows.append((lang, frame.format(v=_value(rng, kind))))
    return rows


DESCRIPTIONS = [
    "my password is too short for the new policy",
    "My password is weak, I know.",
    "my password is expired again",
    "The password is wrong, it keeps saying so.",
    "my password is the same as before",
    "my password is saved in 1Password",
    "the password is case-sensitive",
    "the password is stored in the vault",
    "Your password is incorrect, try again.",
    "my password is way too complicated",
    "my email password is still the old one",
    "the wifi password is somewhere in the drawer",
    "my password is not something I share",
    "my password is long and random",
    "the password is required for the upgrade",
    "my password is compromised, I have to change it",
    "the admin password is unknown to me",
    "the password is printed on the router sticker",
    "my password is just numbers and letters",
    "a password like 'password123' is weak",
    "Never use 'letmein' as your password.",
    "Don't use your birthday as your password.",
    "a good password is long and unique",
    "any password is better than none",
    "in the movie the password was 'swordfish'",
    "In the book, the password is Mellon.",
    "the riddle's answer is 'friend'",
    "the spy's password was 'nightingale' in chapter two",
    "is the password banana?",
    "What if the password is 'hunter'?",
    "Mein Passwort ist zu kurz.",
    "Mein Passwort ist abgelaufen.",
    "Das Passwort ist im Tresor gespeichert.",
    "Das Passwort ist falsch.",
    "mon mot de passe est trop court",
    "mon mot de passe est expiré",
    "le mot de passe est dans le coffre",
    "mi contraseña es demasiado débil",
    "mi contraseña es la misma de siempre",
    "la contraseña es incorrecta",
    "la mia password è scaduta",
    "la password è troppo lunga",
    "minha senha é fraca",
    "a senha está no cofre e é secreta",
    "mijn wachtwoord is te kort",
    "mitt lösenord är för kort",
    "moje hasło to nie jest twoja sprawa",
    "Password: see the team vault",
    "password: required",
    "my password is six characters long",
    "the password is 12 characters minimum",
    "passphrase: four random words, nothing more",
    "I used the same password as my brother",
    "we set a password for the shared folder",
    "I chose a password for my account yesterday",
    "use it as your password",
    "In the game the password to the bunker was 'tango'.",
    "For example, the password is 'qwerty' in the demo.",
    "the password is the name of my first pet",
    "the password is on a sticky note",
    # round 3: narrative, hypotheses, generic owners, named works, counting, products
    "The wizard whispered the password: mellon",
    "The guard said the password was swordfish.",
    "She told him the password was 'tulip' and left.",
    "If your password is banana, change it.",
    "if the password is 'letmein' you will be hacked",
    "a password like sunshine is weak",
    "Fun fact: the most common password is 123456.",
    "The most popular password last year was qwerty123.",
    "The world's worst password is password123.",
    "The password in WarGames was Joshua.",
    "In Harry Potter the password to the common room was 'caput draconis'.",
    "In our D&D campaign the password to the guild is 'mithril'.",
    "The default password on those cameras is admin, which is why they get hacked.",
    "I have 40 passwords",
    "1Password is great",
    "is banana a good password?",
    "Never use Password1 as your password",
    "Si tu contraseña es 123456, cámbiala.",
    "Wenn dein Passwort 123456 ist, ändere es sofort.",
    "Si ton mot de passe est azerty, change-le.",
    "What's your password? It's fine if you don't want to say.",
    "my password? it's in the vault",
    "I'll pass on that, thanks",
    "Is your password strong? It's worth checking.",
    "Passwords like P@ssw0rd are the first ones attackers try.",
    "la clave del éxito es trabajar",
    "la clave es la paciencia",
    "the bus pass costs 45 euros",
    "ph, pw = paddings",
    "My son's fort password is 'pickles', he told everyone.",
    # round 3: measures, dates, products and descriptions in the newly covered languages
    "my PIN is 4-digit",
    "PIN-кодът ми е 4-цифрен",
    "Паролата ми е твърде кратка",
    "Zaboravio sam lozinku od maila",
    "Nenosiri langu ni refu sana",
    "Kata laluan saya terlalu pendek",
    "मेरा पासवर्ड बहुत लंबा है",
    "میرا پاس ورڈ بہت مشکل ہے",
    "আমি আমার পাসওয়ার্ড ভুলে গেছি",
    "Unutar sam zaboravila šifru 3 puta",
    "my password has 12 characters and 2 symbols",
    "the password must be 8-16 characters",
    "password length: 8-64",
    "PIN codes are 4 to 6 digits",
    "The PIN expires in 2026-01",
    "pin 2 of the chip is ground",
    "I pinned it to the top",
    "my password is from 2019",
    "my password is over 10 years old",
    "the wifi password changed on 12/03/2024",
    "the password is valid until 31.12.2025",
    "my PIN is the year I was born",
    "password reset ticket #48213",
    "Contraseña: la de siempre",
    "Fjalëkalimi im është shumë i gjatë",
    "Lozinka mora imati najmanje 8 znakova",
    "Parola trebuie să aibă 8 caractere",
    "Hasło musi mieć 8 znaków",
    "Şifre en az 8 karakter olmalı",
    "Slaptažodis turi būti 8 simbolių",
    "I use the same password for 3 sites",
    "our team uses 1Password and Bitwarden",
    "the api key is in the .env file",
    "the token expires in 3600 seconds",
    "access token lifetime is 15m",
    "my password manager is Bitwarden",
    "I have 2FA on my password manager",
    "my pin code changed to the new format",
    "the code for the door changed to a keycard",
    "log in with Google",
    "log in with your email",
    "use Google to log in",
    "is Bitwarden a good password manager?",
    "is 1Password a good password manager for teams?",
]
