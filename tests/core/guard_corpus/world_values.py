"""Values with no copula, and door codes, in many languages (issue 12, round 4).

``secrets(rng)``: the credential word, then the value straight away or after a noun or two
(languages that need no copula, terse notes, SOV order with the copula last), and PINs of
doors, gates, alarms, lockboxes, ATMs and SIMs, with seeded values: word+digits, 4-8 digit
numbers with an optional ``*``/``#``, generated passphrases of letter groups.
``benign()``: the same words next to counts, years, measures and conditionals.
"""

from __future__ import annotations

import random
import string

_BARE = (
    ("en", "wifi password {v}"),
    ("en", "gmail: sam.lee@example.com pass {v}"),
    ("en", "passcode {v} for the meeting"),
    ("ru", "мой пароль {v}"),
    ("ru", "пароль от почты {v}"),
    ("uk", "мій пароль {v}"),
    ("tr", "wifi şifresi {v}"),
    ("tr", "şifrem {v}, kimseye söyleme"),
    ("zh", "wo de mima shi {v}"),
    ("zh", "我的密码 {v}"),
    ("ja", "pasuwaado wa {v} desu"),
    ("ja", "パスワード {v}"),
    ("hi", "mera password {v} hai, kisi ko mat batana"),
    ("ko", "비밀번호 {v}"),
    ("th", "รหัสผ่าน {v} นะ"),
    ("ar", "كلمة السر {v}"),
    ("arz", "kelmet el ser beta3ti {v}"),
    ("id", "kata sandi wifi {v}"),
    ("vi", "mật khẩu {v}"),
    ("pl", "hasło do poczty {v}"),
    ("es", "contraseña del correo {v}"),
    ("de", "WLAN-Passwort {v}"),
    ("fr", "mdp {v}"),
    ("pt", "senha do wifi {v}"),
    ("el", "o kwdikos mou {v}"),
)
_DOORS = (
    ("en", "the lockbox code is {p}"),
    ("en", "garage door keypad: {p} then enter"),
    ("en", "the SIM's PUK code is {p}"),
    ("en", "my mom's PIN is {p}"),
    ("en", "the gate code at Dana's place is {p}"),
    ("en", "PIN for the shared card: {p}"),
    ("sv", "koden till porten är {p}"),
    ("da", "koden til døren er {p}"),
    ("fr", "le digicode de l'immeuble c'est {p}"),
    ("he", "הקוד לדלת הוא {p}"),
    ("ar", "الرقم السري للبطاقة {p}"),
    ("th", "รหัส ATM {p} นะ"),
    ("id", "PIN ATM-ku {p}, jangan bilang siapa-siapa"),
    ("ko", "현관 비밀번호 {p} 눌러"),
    ("de", "der Türcode ist {p}"),
    ("es", "el código de la puerta es {p}"),
)
# English phrasings whose value is a plain word: how to log in, value first, how to type it.
_PHRASES = (
    "you can log into the NAS with {m}, user is admin",
    "sign in to the portal with {m}",
    "type {w} when it asks for the password",
    "enter {w} when the app prompts for the PIN",
    "router admin login is admin/{w}",
    "the Hulu login is my email and {m}",
    "{w} is the password for the shared drive, all lowercase",
    "{w} is our wifi password",
    "we agreed on {n} as the PIN for the shared card",
    "we settled on {w} as the password for the kiosk",
    "the password is the word {w} followed by 98",
    "WiFi password? it's {w} all lowercase",
    "set the kiosk password to {w}-{w2}",
    "my password is {w} with a capital first letter",  # a word in -ing is read as a state
)
_WORDS = "sakura mumbai kiraz yasmine romashka falcon durian tulip mango lotus".split()


def _bare(rng: random.Random, kind: int) -> str:
    if kind == 0:
        return f"{rng.choice(_WORDS)}{rng.randint(10, 9999)}"
    if kind == 1:
        return str(rng.randint(100000, 99999999))
    groups = ("".join(rng.choice(string.ascii_lowercase) for _ in range(6)) for _ in range(3))
    return "-".join(groups)


def _pin(rng: random.Random) -> str:
    digits = str(rng.randint(0, 10 ** rng.randint(4, 8) - 1)).zfill(4)
    return rng.choice(("", "", "*", "#")) + digits + rng.choice(("", "", "#", "*"))


def secrets(rng: random.Random, rounds: int = 4) -> list[tuple[str, str]]:
    """``(language, text)`` rows: every frame with every value shape, ``rounds`` times."""
    rows: list[tuple[str, str]] = []
    for index in range(rounds):
        for number, (lang, frame) in enumerate(_BARE):
            rows.append((lang, frame.format(v=_bare(rng, (index + number) % 3))))
        rows.extend((lang, frame.format(p=_pin(rng))) for lang, frame in _DOORS)
    return rows


# A plain word after the copula, in the languages whose closed classes came in round 4,
# each with a description of the same shape that holds no value.
PLAIN_WORLD = (
    ("ms", "kata laluan saya ialah {w}", "kata laluan saya terlalu pendek"),
    ("id", "kata sandi saya adalah {w}", "kata sandi saya terlalu pendek"),
    ("tr", "wifi şifresi: {w}", "wifi şifresi çok kısa"),
    ("el", "ο κωδικός μου είναι {w}", "ο κωδικός μου είναι πολύ αδύναμος"),
    ("romanised", "o kwdikos mou einai {w}", "o kwdikos mou einai lathos"),
    ("ro", "parola mea este {w}", "parola mea este prea scurtă"),
    ("cs", "moje heslo je {w}", "moje heslo je příliš krátké"),
    ("sk", "moje heslo je {w}", "moje heslo je príliš krátke"),
    ("fi", "salasanani on {w}", "salasanani on liian lyhyt"),
    ("uk", "мій пароль — {w}", "мій пароль занадто короткий"),
    ("bg", "паролата ми е {w}", "паролата ми е твърде кратка"),
    ("hr", "moja lozinka je {w}", "moja lozinka je stara"),
    ("ca", "la meva contrasenya és {w}", "la meva contrasenya és massa curta"),
    ("vi", "mật khẩu của tôi là {w}", "mật khẩu của tôi là quá ngắn"),
    ("tl", "ang kontrasenya ko ay {w}", "ang kontrasenya ko ay mahina"),
    ("sw", "nenosiri langu ni {w}", "nenosiri langu ni fupi sana"),
    ("romanised", "wo de mima shi {w}", "wo de mima shi shenme"),
)


def plain_world(rng: random.Random, rounds: int = 4) -> list[tuple[str, str]]:
    """``(language, text)``: a plain word as the value, in every PLAIN_WORLD language."""
    words = "durian thalassa ghiocel jablko karhu tulipan mawar kiraz lumba sakura".split()
    return [
        (lang, frame.format(w=rng.choice(words)))
        for _ in range(rounds)
        for lang, frame, _ in PLAIN_WORLD
    ]


def phrases(rng: random.Random, rounds: int = 4) -> list[str]:
    """English plain-value phrasings, each with fresh seeded values."""
    plain = "nightingale driftwood marshmallow avocado cricket biscuit starling espresso".split()
    return [
        frame.format(
            w=rng.choice(plain),
            w2=rng.choice(plain),
            m=f"{rng.choice(_WORDS)}{rng.randint(10, 999)}",
            n=rng.randint(1000, 999999),
        )
        for _ in range(rounds)
        for frame in _PHRASES
    ]


BENIGN = [
    "the PIN must be 4 digits",
    "I changed my PIN 3 times this year",
    "my PIN expired in 2023, the bank sent a new card",
    "PIN 2 of 3 failed, so the card is locked now",
    "Wenn dein Passwort 123456 ist, ändere es sofort.",
    "mon code PIN a 4 chiffres",
    "пароль должен быть 8 символов",
    "the password is 12 characters long",
    "my password was changed in 2024",
    "the lockbox code changed last week, ask Sam",
    "the PIN for the bike lock is written on the box",
    "if your PIN is 1234 change it today",
    "the password policy 2024 update went out",
    "pinned to ghcr.io/acme/api@sha256:" + "ab12" * 16,
    "contract address for the token on Base: 0x" + "a3f9" * 10,
    "the gate code is on the fridge",
    "koden till porten har ändrats",
    "비밀번호 변경했어",
    "wifi password reset 2 times already",
    "you can log into the portal with SSO now",
    "log into the NAS with your usual account",
    "type yes when it asks for the password reset",
    "Love is the password, said the poster in the hallway",
    "what is the password for the guest network?",
    "this is the password manager I told you about",
    "the login is on the sticky note",
    "we agreed on a new password policy",
    "my password is case-sensitive",
    "the password is hard-coded in the app, which is bad",
]


def benign() -> list[str]:
    """Counts, years, measures, conditionals and public ids next to credential words, and
    descriptions of a password in every PLAIN_WORLD language."""
    return [*BENIGN, *(description for _lang, _frame, description in PLAIN_WORLD)]
