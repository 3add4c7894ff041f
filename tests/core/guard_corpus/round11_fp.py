"""Seeded generators of round-11 families: false refusals of the blind sets, "use X as".

Benign, ``(text, family)``:

* ``declared_fake``: a weak value (a fixture's or a demo login's shape) its own line declares
  fake, a test fixture, a public sandbox or a tutorial's;
* ``public_keys``: a key of an unknown vendor's shape said to be public or publishable;
* ``fiction_games``: a plain word as the password of a scavenger hunt, a treasure hunt or a
  film's backdoor;
* ``named_other``: a user name or a network name given, the password only mentioned;
* ``resource_ids``: cloud subscription and tenant ids, and commit ids after a merge verb;
* ``use_as_advice``: "use X as the password" with no value shape, or negated, in languages.

Secrets, ``(text, family)``: the counterparts of each benign family (``fake_counterparts``,
``private_keys``, ``real_passwords``, ``pair_passwords``, ``resource_secrets``), and
``use_as`` (value first, then "as" and the credential word, in 26 languages) and
``code_words`` (recovery and secret codes in the languages' own words).
"""

from __future__ import annotations

import random
import string
import uuid

_NOUNS = (
    "velvet spruce forest delta onyx anchor copper autumn walnut cinder harbor falcon maple "
    "thistle lantern orchid quartz juniper saffron meadow bramble otter cobalt pepper hazel"
).split()
_NAMES = "Joshua Rosebud Swordfish Mellon Gandalf Aurora Phoenix Mercury Falken".split()
_TITLES = "WarGames Hackers Sneakers Swordfish Tron Matrix Goldeneye Skyfall".split()
_PEOPLE = "grandma's|uncle Tom's|the cabin|Mia's flat|the office|my parents'".split("|")
_PLACES = "library|gym|dentist|school portal|co-op|swimming pool".split("|")
_DOCS = "tutorial docs README quickstart workshop course".split()
_WEAK = ("demo", "test123", "secret1", "password1", "sandbox", "guest", "test", "qwerty12")
# weak values a key/value line refuses by themselves (a plain word like "guest" it does not)
_WEAK_WITH_DIGITS = ("test123", "secret1", "qwerty12", "demo2024")


def _strong(rng: random.Random) -> str:
    """A password with three or four character classes."""
    word = rng.choice(_NOUNS).capitalize()
    return f"{word}{rng.choice('#!$%&*')}{rng.choice(_NOUNS)}{rng.randint(10, 999)}"


def _passphrase(rng: random.Random) -> str:
    words = [rng.choice(_NOUNS).capitalize() for _ in range(rng.randint(2, 3))]
    return rng.choice(".#_-").join(words) + rng.choice(".#!") + str(rng.randint(1, 99))


def _user(rng: random.Random) -> str:
    return f"{rng.choice('jkmlrst')}{rng.choice(_NOUNS)}{rng.randint(10, 99)}"


def _random(
    rng: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits
) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _hex(rng: random.Random, n: int) -> str:
    return _random(rng, n, "0123456789abcdef")


def _uuid(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


_FAKE_FRAMES = (
    "username: {u} / password: {p} — that's the public sandbox from the {doc}",
    "The test fixture uses password='{p}' in the unit tests, totally fake",
    "in the integration tests we log in with password {p}, it's a dummy",
    "login {u} / {p} is the public demo account from the {doc}",
    "the {doc} uses user {u} and password {p} on the public sandbox",
    "password: {p}  # fake, only for the test fixtures",
    "our e2e tests set PASSWORD={p} (a mock, nothing real)",
    "the sample config from the {doc} has password={p}, a placeholder",
)
_FAKE_TURNED = (
    "username: {u} / password: {s} — that's the real account, not the sandbox",
    "The prod config uses password='{d}', not fake",
    "The test server password is {s}",
    "password='{s}' is the real one, the fixture has another",
    "forget the demo login from the {doc}, my actual password is {s}",
)


def _declared(rng: random.Random) -> tuple[list[str], list[str]]:
    benign = [
        rng.choice(_FAKE_FRAMES).format(
            u=rng.choice(("demo", "admin", "tester", "guest")),
            p=rng.choice(_WEAK),
            doc=rng.choice(_DOCS),
        )
        for _ in range(24)
    ]
    secrets = [
        rng.choice(_FAKE_TURNED).format(
            u=_user(rng), s=_strong(rng), d=rng.choice(_WEAK_WITH_DIGITS), doc=rng.choice(_DOCS)
        )
        for _ in range(15)
    ]
    return benign, secrets


_VENDORS = "PostHog Plausible Umami Pirsch Fathom Heap Mixpanel Amplitude".split()
# no "phc": PostHog's project key is public by design, so the guard lets it through
_PREFIXES = ("pkc", "cli", "wpk", "prj")  # "pub_" reads as publishable already
_PUBLIC_FRAMES = (
    "{v} project key {k} is the public one in the snippet.",
    "the publishable key {k} goes in the frontend bundle",
    "{v}'s public project key {k} is safe to commit",
    "{k} — {v} client-side key, it ships in every page",
)
_PRIVATE_FRAMES = (
    "{v} personal API key {k}, keep it private",
    "here's the {v} admin key: {k}",
    "{v} key for the backend is {k}, don't share it",
)


def _keys(rng: random.Random) -> tuple[list[str], list[str]]:
    def key() -> str:
        body = _random(rng, rng.randint(36, 44))
        while not (any(c.isupper() for c in body) and any(c.isdigit() for c in body)):
            body = _random(rng, 40)
        return f"{rng.choice(_PREFIXES)}_{body}"

    benign = [rng.choice(_PUBLIC_FRAMES).format(v=rng.choice(_VENDORS), k=key()) for _ in range(12)]
    secrets = [
        rng.choice(_PRIVATE_FRAMES).format(v=rng.choice(_VENDORS), k=key()) for _ in range(12)
    ]
    return benign, secrets


_GAME_FRAMES = (
    "The secret word in the kids' scavenger hunt was '{w}'",
    "for the treasure hunt the password is '{w}', clue three",
    "{t}: the backdoor password was '{n}'",
    "in {t} the backdoor password is '{n}'",
    "the egg hunt code word was {w} this year",
)
_REAL_FRAMES = (
    "the password for the kids' tablet is {s}",
    "my password for the treasure-hunt app account is {s}",
    "the router backdoor admin password is {s}",
)


def _games(rng: random.Random) -> tuple[list[str], list[str]]:
    benign = [
        rng.choice(_GAME_FRAMES).format(
            w=rng.choice(_NOUNS), n=rng.choice(_NAMES), t=rng.choice(_TITLES)
        )
        for _ in range(15)
    ]
    secrets = [rng.choice(_REAL_FRAMES).format(s=_strong(rng)) for _ in range(9)]
    return benign, secrets


def _ssid(rng: random.Random) -> str:
    return f"{rng.choice(('Livebox', 'FRITZ!Box', 'NETGEAR', 'TP-Link', 'Vodafone'))}-{_hex(rng, 4).upper()}"


_OTHER_FRAMES = (
    "SSID at {who} is {ssid}, the password is on the box and she'll read it to you",
    "my login name at the {place} is {user}, the password I keep in the app",
    "the network name at {who} is {ssid}; the password is on the router sticker",
    "my username at the {place} is {user}, the password is in my manager",
)
_PAIR_FRAMES = (
    "my login name at the {place} is {user}, the password is {s}",
    "SSID at {who} is {ssid}, the password is {s}",
    "username {user} and password {s} for the {place}",
)


def _named(rng: random.Random) -> tuple[list[str], list[str]]:
    def fill(frame: str) -> str:
        return frame.format(
            who=rng.choice(_PEOPLE),
            ssid=_ssid(rng),
            place=rng.choice(_PLACES),
            user=_user(rng),
            s=_strong(rng),
        )

    return [fill(rng.choice(_OTHER_FRAMES)) for _ in range(16)], [
        fill(rng.choice(_PAIR_FRAMES)) for _ in range(9)
    ]


_ID_FRAMES = (
    "The Azure subscription is {u} (dev)",
    "our Azure tenant is {u}",
    "Azure subscription id for prod: {u}",
    "the Azure directory {u} holds both apps",
    "the PR that rotated the leaked token was merged as {h}",
    "the token fix was committed as {s}",
    "the secret rotation landed in {h} last night",
)
_ID_SECRETS = (
    "The Azure client secret is {a}",
    "the new token is {h}",
    "azure storage key: {b}",
)


def _ids(rng: random.Random) -> tuple[list[str], list[str]]:
    def fill(frame: str) -> str:
        return frame.format(
            u=_uuid(rng),
            h=_hex(rng, 40),
            s=_hex(rng, 7),
            a=f"{_random(rng, 3)}8Q~{_random(rng, 31, string.ascii_letters + string.digits + '_.-')}",
            b=_random(rng, 86) + "==",
        )

    return [fill(rng.choice(_ID_FRAMES)) for _ in range(18)], [
        fill(rng.choice(_ID_SECRETS)) for _ in range(9)
    ]


# value first, then "as" and the credential word: (language, template)
USE_AS = (
    ("en", "Use {v} as the router password"),
    ("de", "Nimm {v} als WLAN-Passwort"),
    ("fr", "Utilise {v} comme mot de passe du routeur"),
    ("es", "Usa {v} como contraseña del router"),
    ("it", "Usa {v} come password del router"),
    ("pt", "Use {v} como senha do roteador"),
    ("nl", "Gebruik {v} als wachtwoord voor de router"),
    ("pl", "Użyj {v} jako hasła do routera"),
    ("sv", "Använd {v} som lösenord till routern"),
    ("da", "Brug {v} som adgangskode til routeren"),
    ("no", "Bruk {v} som passord til ruteren"),
    ("fi", "Käytä {v} salasanana"),
    ("cs", "Použij {v} jako heslo k routeru"),
    ("ro", "Folosește {v} ca parolă pentru router"),
    ("id", "Gunakan {v} sebagai kata sandi router"),
    ("tl", "Gamitin ang {v} bilang password ng router"),
    ("el", "Χρησιμοποίησε το {v} ως κωδικό για το router"),
    ("hu", "Használd a {v}-t jelszónak"),
    ("he", "השתמש ב-{v} בתור סיסמה לראוטר"),
    ("uk", "Використовуй {v} як пароль до роутера"),
    ("ru", "Используй {v} как пароль для роутера"),
    ("ru", "Поставь {v} в качестве пароля"),
    ("ar", "استخدم {v} ككلمة مرور للراوتر"),
    ("zh", "用{v}作为路由器的密码"),
    ("zh", "把{v}设为wifi密码"),
    ("vi", "Dùng {v} làm mật khẩu wifi nhé"),
    ("ko", "{v}를 공유기 비밀번호로 써"),
    ("th", "ใช้ {v} เป็นรหัสผ่านเราเตอร์"),
    ("sw", "Tumia {v} kama nenosiri la router"),
    ("hr", "Koristi {v} kao lozinku za ruter"),
)
# the same frames around no value: a description, a negation, or another noun after the word
USE_AS_ADVICE = (
    "Use your dog's name as the router password? bad idea",
    "Never use {v} as a password",
    "Nimm nie {v} als Passwort",
    "N'utilise jamais {v} comme mot de passe",
    "Nunca uses {v} como contraseña",
    "Никогда не используй {v} как пароль",
    "Ніколи не використовуй {v} як пароль",
    "Use Bitwarden as the password manager",
    "Використовуй Bitwarden як менеджер паролів",
    "Usa una frase larga como contraseña",
    "Dùng một câu dài làm mật khẩu",
    "用一句长的话作为密码比较安全",
    "استخدم جملة طويلة ككلمة مرور",
)
CODE_WORDS = (
    "הקוד הסודי של הכרטיס: {pin}",
    "회복 코드: {code}",
    "백업 코드: {code} {code2}",
    "رمز الاسترداد: {code}",
    "קוד שחזור: {code}",
    "रिकवरी कोड: {code}",
    "κωδικός ανάκτησης: {code}",
    "cod de recuperare: {code}",
    "kod pemulihan: {code}",
    "Recovery code: {code}",
    "Wiederherstellungscode: {code}",
    "código de recuperación: {code}",
)


def _code(rng: random.Random) -> str:
    return f"{_hex(rng, 5)}-{rng.randint(10000, 99999)}"


def benign(rng: random.Random) -> list[tuple[str, str]]:
    """Ordinary messages of the round-11 false-refusal families, ``(text, family)``."""
    rows: list[tuple[str, str]] = []
    for family, make in (
        ("declared_fake", _declared),
        ("public_keys", _keys),
        ("fiction_games", _games),
        ("named_other", _named),
        ("resource_ids", _ids),
    ):
        rows += [(text, family) for text in make(rng)[0]]
    for frame in USE_AS_ADVICE:
        rows.append((frame.format(v=rng.choice(("password", "123456", "qwerty"))), "use_as_advice"))
    return rows


def secrets(rng: random.Random) -> list[tuple[str, str]]:
    """Secrets the same rules must keep refusing, and the "use X as" family, ``(text, family)``."""
    rows: list[tuple[str, str]] = []
    for family, make in (
        ("fake_counterparts", _declared),
        ("private_keys", _keys),
        ("real_passwords", _games),
        ("pair_passwords", _named),
        ("resource_secrets", _ids),
    ):
        rows += [(text, family) for text in make(rng)[1]]
    for _lang, frame in USE_AS:
        for value in (_strong(rng), _passphrase(rng)):
            rows.append((frame.format(v=value), "use_as"))
    for frame in CODE_WORDS:
        text = frame.format(pin=rng.randint(10000, 99999), code=_code(rng), code2=_code(rng))
        rows.append((text, "code_words"))
    return rows
