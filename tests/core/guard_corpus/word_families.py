"""Seeded generators of the word-side families the v7/v8 misses stood for (round 6, guard6w).

Each dev miss was named as a family and each family is generated here with other words,
other languages and other surfaces, never the dev strings:

* ``login_pairs``: a login pair whose password half is a plain word ("Login details for
  the printer: admin / toner", "user bob pass sunflower", "user 'ann', password 'Tulip'");
* ``credential_nouns``: other nouns for a password ("secret word", "memorable word", "code
  word", "safe word", "the answer to my security question"), a passphrase of several words
  with a participle among them, "pass phrase = ...", in six languages;
* ``opened_codes``: a code after what it opens ("the safe in the closet opens with 634550",
  "bike lock 0815", "gate: 1234#", "der Tresor öffnet mit 4711", "if you need to unlock
  my phone it's 333893");
* ``third_parties``: a credential the user was told ("he told me his bank password is X");
* ``labelled_plain``: a plain word after a field label's colon, including "-ing" words
  ("pass: mickeyears", "password: doorbellding");
* ``language_variants``: grammar variants in other languages: the value first before a
  presentative ("X : voilà mon nouveau mot de passe", "X : ecco la mia nuova password"),
  a value in spaced guillemets after "c'est", an unlock code ("codice di sblocco", "código
  de desbloqueo", "Entsperrcode"), Hebrew "the code of the <device>" with של, and a noun
  between the word and the copula ("o kwdikos tou email einai X").

``word_talk``: the same nouns and devices with no value: the question rather than its
answer, a measure, an opening time, a gate number, a price, a game, a login menu.
"""

from __future__ import annotations

import random

_WORDS = (
    "toner marigold pumpernickel sunflower lighthouse juniper tangerine bluebell hedgerow "
    "walrus cobblestone saffron lantern nutmeg periwinkle driftwood thimble quokka "
    "buttercup gondola pistachio mistletoe carousel"
).split()
_ING = "doorbellding starling dumpling gosling pudding wellington kipling".split()
_USERS = ("admin", "bob", "frank", "ann", "jsmith", "grandma", "office", "m.rossi", "kid1")
_THINGS = (
    "the office printer admin panel",
    "the NAS",
    "grandpa's laptop",
    "the school portal",
    "the router",
    "the family iPad",
    "the garage door opener app",
)


def _word(rng: random.Random) -> str:
    word = rng.choice(_WORDS)
    return word.capitalize() if rng.random() < 0.4 else word


def login_pairs(rng: random.Random, rounds: int = 6) -> list[str]:
    """Plain-word login pairs on one line, quoted or bare, after a login cue."""
    shapes = (
        "Login details for {thing}: {user} / {value}",
        "credentials for {thing}: {user} / {value}.",
        "{thing} login: {user} / {value}",
        "user {user} pass {value}",
        "username {user} password {value}",
        "- user: {user}, password: {value}",
        "{thing}: user '{user}', password '{value}'. Thanks!",
        'for {thing} the user is "{user}" and password "{value}"',
        "Benutzer {user} Passwort {value}",
        "utilisateur: {user} mot de passe: {value}",
        "usuario {user} contraseña: {value}",
    )
    rows = []
    for _ in range(rounds):
        for shape in shapes:
            rows.append(
                shape.format(thing=rng.choice(_THINGS), user=rng.choice(_USERS), value=_word(rng))
            )
    return rows


def credential_nouns(rng: random.Random, rounds: int = 4) -> list[str]:
    """Other credential nouns with a plain value, in six languages."""
    shapes = (
        "The secret word for the kids' pickup at school is '{value}'",
        "our secret word for the bank call is {value}",
        "my memorable word is {value}",
        "the code word for the alarm company is {value}",
        "the safe word for my account at the bank is {value}",
        "the answer to my security question is {Value}",
        "answer to the security question (first pet): {Value}",
        "my security answer is {value}",
        "pass phrase = {a} {b} {c} {d}",
        "my passphrase is {a} leaves falling {b}",
        "das Geheimwort für die Schule ist {value}",
        "mon mot secret pour la banque est {value}",
        "la palabra secreta del colegio es {value}",
        "la risposta segreta è {value}",
        "a palavra secreta da escola é {value}",
        "het codewoord voor de school is {value}",
    )
    rows = []
    for _ in range(rounds):
        for shape in shapes:
            a, b, c, d = rng.sample(_WORDS, 4)
            value = rng.choice(_WORDS)
            rows.append(shape.format(value=value, Value=value.capitalize(), a=a, b=b, c=c, d=d))
    return rows


def _code(rng: random.Random) -> str:
    digits = "".join(rng.choice("0123456789") for _ in range(rng.choice((4, 4, 5, 6))))
    if digits[:2] in ("19", "20"):
        digits = "0" + digits[1:]
    return digits


def opened_codes(rng: random.Random, rounds: int = 4) -> list[str]:
    """A code after what it opens, with or without a link word, in several languages."""
    shapes = (
        "Just so you have it: the safe in the closet opens with {code}",
        "The key safe by the door is {code}, the spare key is inside.",
        "the gate: {code}#",
        "bike lock {code}",
        "my padlock is {code}",
        "the lockbox on the porch: {code}",
        "the gun safe unlocks with {code}",
        "the combination lock on the shed is {code}",
        "Der Tresor im Büro öffnet mit {code}",
        "Zahlenschloss am Fahrrad: {code}",
        "le cadenas du vélo: {code}",
        "el candado de la bici es {code}",
        "il lucchetto della bici: {code}",
        "o cadeado da bicicleta é {code}",
        "het fietsslot is {code}",
        "if you need to unlock my phone it's {code}",
        "to unlock the iPad, it's {code}",
        "unlock my laptop with {code}",
    )
    rows = []
    for _ in range(rounds):
        for shape in shapes:
            rows.append(shape.format(code=_code(rng)))
    return rows


def third_parties(rng: random.Random, rounds: int = 4) -> list[str]:
    """A credential someone told the user: it is theirs to keep safe all the same."""
    shapes = (
        "he told me his bank password is {value} and honestly I'm not surprised",
        "she told me her email password is {value}",
        "my dad told me his laptop password is {value}, write that down",
        "they told us the wifi password is {value}",
    )
    return [shape.format(value=_word(rng)) for _ in range(rounds) for shape in shapes]


def labelled_plain(rng: random.Random, rounds: int = 4) -> list[str]:
    """A plain word after a field label's colon, "-ing" endings included."""
    shapes = (
        "note to self — Disney+ login: family@example.net, pass: {value}",
        "The Ring account is under my name, password: {ing}",
        "netflix pw: {value}",
        "wifi password: {ing}",
    )
    return [
        shape.format(value=_word(rng), ing=rng.choice(_ING))
        for _ in range(rounds)
        for shape in shapes
    ]


def _shaped(rng: random.Random) -> str:
    return rng.choice(_WORDS) + str(rng.randrange(10, 999))


def language_variants(rng: random.Random, rounds: int = 4) -> list[str]:
    """Grammar variants of other languages: value first, guillemets, unlock codes, של."""
    shapes = (
        "{shaped} : voilà mon nouveau mot de passe, je l'ai changé hier",
        "{shaped} — voici mon mot de passe",
        "{shaped} : ecco la mia nuova password",
        "{shaped}: das ist mein neues Passwort",
        "Le mot de passe du compte Netflix, c'est « {w1}-{w2} », tu peux te connecter.",
        "le mot de passe de la box, c'est « {w1}{n} »",
        "il codice di sblocco del telefono è {code}",
        "el código de desbloqueo del móvil es {code}",
        "der Entsperrcode vom Tablet ist {code}",
        "o código de desbloqueio do celular é {code}",
        "הקוד של האזעקה {code}",
        "הקוד של הכספת הוא {code}",
        "o kwdikos tou email einai {w1}",
    )
    rows = []
    for _ in range(rounds):
        for shape in shapes:
            w1, w2 = rng.sample(_WORDS, 2)
            rows.append(
                shape.format(
                    shaped=_shaped(rng), w1=w1, w2=w2, n=rng.randrange(10, 99), code=_code(rng)
                )
            )
    return rows


def word_secrets(rng: random.Random) -> list[tuple[str, str]]:
    """Every round-6 word family, labelled."""
    return [
        *((text, "login_pairs") for text in login_pairs(rng)),
        *((text, "credential_nouns") for text in credential_nouns(rng)),
        *((text, "opened_codes") for text in opened_codes(rng)),
        *((text, "third_parties") for text in third_parties(rng)),
        *((text, "labelled_plain") for text in labelled_plain(rng)),
        *((text, "language_variants") for text in language_variants(rng)),
    ]


def word_talk(rng: random.Random) -> list[str]:
    """The same nouns, devices and pairs with no value in them."""
    rows = [
        "my security question is my first pet's name",
        "I forgot the answer to my security question again",
        "the secret word in hangman was elephant",
        "the passphrase is twelve words long",
        "my memorable word is on a sticky note",
        "the safe is 30 years old",
        "the safe weighs 1200 pounds",
        "the gate opens at 0800 on weekdays",
        "we boarded at gate 214",
        "the garage is open 0800-1700",
        "the bike lock cost 25 dollars",
        "I bought a bike lock 2019 model",
        "the key safe is 30 cm wide",
        "the user experience pass rate went up",
        "login: yes / no",
        "Login options: Google / Apple",
        "the login page: email / password",
        "username: jdoe, password: hidden",
        "he told me the password policy changed",
        "my padlock is 3 years old",
        "the safe was built in 1999",
        "the login for the portal is easy",
        "voilà mon nouveau mot de passe manager, il est génial",
        "le mot de passe du compte, c'est « trop court », dit le site",
        "il codice di sblocco arriva per SMS",
        "o kwdikos tou email einai lathos",
        "user group pass list is ready",
        "account: savings / checking",
        "Login: Monday / Tuesday shifts",
        "the gate number is 4411",
        "The gate is 1200 feet from the house",
        "our padlock brand is Master Lock 1500D",
        "Gate: 2025 edition",
        "the safe: 5000 dollars",
        "the safe word in our family game is pineapple",
        "he told me the password was wrong",
        "she told me her password expired",
        "in the movie he told me the password is swordfish",
        "the secret word is in the envelope",
        "the answer to my security question is the same as yours",
        "I need to enter the password twice.",
        "type the password carefully.",
        "if you need a strong password, use Tr0ub4dor&3",
        "if you need to unlock my phone use face id",
        "unlock my phone with 2 taps",
        "unlock my phone, it's easy",
        "I unlocked my phone 1000 times today",
    ]
    for _ in range(3):
        rows.append(f"the gate is {rng.randrange(100, 900)} metres past the bridge")
        rows.append(f"our safe holds {rng.randrange(2, 40)} files, {rng.choice(_WORDS)} included")
    return rows
