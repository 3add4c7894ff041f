"""Seeded generators of the round-7 families (issue 12, guard7), written before the rules.

Secrets, ``(text, family)``:

* ``next_turn``: a question asking for a password, passphrase or PIN in one of 24 languages,
  the value alone on the next line (bare, after "it's", or a quote marker);
* ``code_spellings``: a vendor token cut in pieces and spelled as code joins them: Python
  implicit concatenation over lines, ``''.join([...])``, JS template literals and
  ``concat()``, C byte arrays (``0x..``, and decimal), hex in spaced groups without offsets;
* ``cred_context``: a credential-ish label ("creds for X:", "login for X:", "the key is") and
  a real-looking value with no password word near it;
* ``bare_keys``: a generated key (lower, upper, digits, a symbol) with no credential word, in
  neutral sentences of many languages ("save this for me: X", "neu für den Server: X");
* ``misspelled``: a disclosure whose credential word is misspelt the way people type it (one
  edit of a word of seven letters or more; "sneha" for "senha" is a name, let through).

Benign, ``(text, family)``:

* ``answer_numbers``: a question about a password that asks for a year, a count, a length or
  a date, answered with a plain number on the next line;
* ``symbol_ids``: tokens with symbols that are no keys (emails, mentions, hashtags, prices,
  brands, paths, formulas, times, order numbers, promo codes, wallets, video ids);
* ``cred_refs``: the same labels holding a reference ("same as prod", "ask Bob", "in the
  vault") and code that joins ordinary words or hashes.
"""

from __future__ import annotations

import random
import string

from tests.core.guard_corpus import generator

_ASK = {
    "de": (
        "Wie lautet dein {thing}-Passwort?",
        "Was ist die PIN für {thing}?",
        "Passwort für {thing}?",
    ),
    "fr": (
        "Quel est le mot de passe du {thing} ?",
        "C'est quoi ton code PIN ?",
        "mdp du {thing} ?",
    ),
    "pt": ("Qual é a senha do {thing}?", "qual o PIN do cartão?", "me passa a senha do {thing}?"),
    "es": ("¿Cuál es la contraseña del {thing}?", "¿me das la clave del {thing}?", "¿el PIN?"),
    "it": ("Qual è la password del {thing}?", "mi dici il PIN?", "che password ha il {thing}?"),
    "nl": ("Wat is het wachtwoord van de {thing}?", "wat is je pincode?"),
    "pl": ("Jakie jest hasło do {thing}?", "podaj PIN do karty"),
    "sv": ("Vad är lösenordet till {thing}?", "vad är din pinkod?"),
    "da": ("Hvad er adgangskoden til {thing}?", "hvad er adgangskoden?"),
    "no": ("Hva er passordet til {thing}?", "hva er PIN-koden?"),
    "fi": ("Mikä on {thing} salasana?", "mikä on PIN-koodi?"),
    "cs": ("Jaké je heslo k {thing}?", "jaký je PIN?"),
    "tr": ("{thing} şifresi ne?", "PIN kodun ne?"),
    "ru": ("Какой пароль от {thing}?", "какой пин-код?"),
    "uk": ("Який пароль від {thing}?",),
    "el": ("Ποιος είναι ο κωδικός του {thing};",),
    "ro": ("Care e parola de la {thing}?",),
    "hu": ("Mi a jelszó a {thing}hoz?",),
    "id": ("Apa kata sandi {thing}?", "password {thing} apa?"),
    "vi": ("Mật khẩu {thing} là gì?",),
    "ja": ("{thing}のパスワードは何？", "暗証番号は？"),
    "zh": ("{thing}的密码是什么？", "密码多少？"),
    "ko": ("{thing} 비밀번호가 뭐야?",),
    "en": ("What's the passphrase for {thing}?", "pin for the {thing}?", "wifi pw?"),
}
_THINGS = ("wifi", "router", "laptop", "Netflix", "NAS", "bank app", "email", "alarm")
_ANSWER_LEADS = ("", "", "it's ", "ist ", "c'est ", "é ", "A: ", "> ", "— ")


def _password(rng: random.Random) -> str:
    """A password people pick: a word, digits, sometimes a symbol or capital."""
    word = rng.choice(
        (
            "Sonnenblume",
            "chocolat",
            "batata",
            "gatito",
            "fiets",
            "kotek",
            "kanelbulle",
            "tulipan",
            "mariposa",
            "Drachen",
            "loup",
            "passaro",
            "koira",
            "pomme",
            "estrela",
        )
    )
    digits = str(rng.randrange(10, 9999))
    symbol = rng.choice(("", "!", "#", "*", "?", "$", "&"))
    if rng.random() < 0.3:
        word = word.capitalize()
    return word + digits + symbol if rng.random() < 0.7 else word + symbol + digits


def _key(rng: random.Random, n: int = 12) -> str:
    """A random key: upper, lower, digits and a symbol."""
    chars = [
        rng.choice(string.ascii_uppercase),
        rng.choice(string.ascii_lowercase),
        rng.choice(string.digits),
        rng.choice("!#%&*+=?@^"),
    ]
    chars += [rng.choice(string.ascii_letters + string.digits + "!#%&*") for _ in range(n - 4)]
    rng.shuffle(chars)
    if not chars[0].isalnum():
        chars[0], chars[1] = chars[1], chars[0]
    return "".join(chars)


def _pin(rng: random.Random) -> str:
    while True:
        value = str(rng.randrange(1000, 999999))
        if not value.startswith(("19", "20")):
            return value


def next_turn(rng: random.Random, rounds: int = 2) -> list[str]:
    rows: list[str] = []
    for asks in _ASK.values():
        for ask in asks:
            for _ in range(rounds):
                pin = any(word in ask.lower() for word in ("pin", "пин", "番号"))
                value = _pin(rng) if pin else rng.choice((_password(rng), _key(rng)))
                lead = rng.choice(_ANSWER_LEADS)
                rows.append(f"{ask.format(thing=rng.choice(_THINGS))}\n{lead}{value}")
    return rows


def _vendor_tokens(rng: random.Random, count: int) -> list[str]:
    """Vendor tokens of 24 characters or more, without quotes (they are cut into literals)."""
    anywhere = [fmt for fmt in generator.CATALOGUE if not fmt.context and fmt.keywords]
    tokens: list[str] = []
    while len(tokens) < count:
        token = generator.format_sample(rng.choice(anywhere), rng)
        if len(token) >= 24 and not any(q in token for q in "\"'`\\"):
            tokens.append(token)
    return tokens


def _cut(token: str, rng: random.Random, parts: int) -> list[str]:
    cuts = sorted(rng.sample(range(4, len(token) - 2), parts - 1))
    return [token[a:b] for a, b in zip([0, *cuts], [*cuts, len(token)], strict=True)]


def code_spellings(rng: random.Random, count: int = 60) -> list[str]:
    rows: list[str] = []
    names = ("token", "key", "api_key", "auth", "creds", "s", "x", "tk")
    for index, token in enumerate(_vendor_tokens(rng, count)):
        name = rng.choice(names)
        parts = _cut(token, rng, rng.choice((2, 3, 4)))
        quote = rng.choice(("'", '"'))
        lits = [f"{quote}{p}{quote}" for p in parts]
        shape = index % 7
        if shape == 0:
            inner = "\n    ".join(lits)
            rows.append(f"{name} = (\n    {inner}\n)")
        elif shape == 1:
            rows.append(f"{name} = ''.join([{', '.join(lits)}])")
        elif shape == 2:
            pieces = "".join(f"${{'{p}'}}" if i % 2 else p for i, p in enumerate(parts))
            rows.append(f"const {name} = `{pieces}`;")
        elif shape == 3:
            head, *rest = lits
            rows.append(f"const {name} = {head}.concat({', '.join(rest)});")
        elif shape == 4:
            body = ", ".join(f"0x{b:02x}" for b in token.encode())
            rows.append(f"static const uint8_t {name}[] = {{{body}}};")
        elif shape == 5:
            body = ", ".join(str(b) for b in token.encode())
            rows.append(f"{name} = bytes([{body}])")
        else:
            digits = token.encode().hex()
            width = rng.choice((4, 8))
            groups = [digits[i : i + width] for i in range(0, len(digits), width)]
            rows.append(f"here it is in hex: {' '.join(groups)}")
    return rows


def cred_context(rng: random.Random, rounds: int = 40) -> list[str]:
    labels = (
        "creds for the {thing}: {v}",
        "login for {thing}: {v}",
        "{thing} creds: {v}",
        "access for the {thing} -> {v}",
        "the wifi key is {v}",
        "Wi-Fi key is {v}",
        "network key: {v}",
        "{thing} login is {v}",
        "the code for the {thing} is {v}",
        "auth for {thing} = {v}",
    )
    rows: list[str] = []
    for _ in range(rounds):
        value = _key(rng, rng.randrange(10, 20))
        rows.append(rng.choice(labels).format(thing=rng.choice(_THINGS), v=value))
    return rows


_TYPOS = (
    "pasword",
    "passwrod",
    "passowrd",
    "pssword",
    "paswd",
    "passwd",
    "passw",
    "pw",
    "paswort",
    "passwort",
    "pasworte",
    "mot de pass",
    "motdepasse",
    "contrasena",
    "contraseña",
    "contarseña",
    "senha",
    "wachtword",
    "lösenord",
    "losenord",
    "hasło",
    "haslo",
    "parola",
    "parolla",
    "passcode",
    "pascode",
    "passphrase",
    "passfrase",
)


def misspelled(rng: random.Random, rounds: int = 2) -> list[str]:
    rows: list[str] = []
    for word in _TYPOS:
        for _ in range(rounds):
            value = rng.choice((_password(rng), _key(rng)))
            template = rng.choice(
                (
                    "my {w} is {v}",
                    "{w}: {v}",
                    "the wifi {w} is {v}",
                    "{w} for the {t} is {v}",
                    "new {w} = {v}",
                )
            )
            rows.append(template.format(w=word, v=value, t=rng.choice(_THINGS)))
    return rows


_NEUTRAL = (
    "{v}",
    "here: {v}",
    "save this for me: {v}",
    "new one for the server {v}",
    "remember {v} for the vpn",
    "the vpn one is {v}",
    "for the NAS -> {v}",
    "ok it's {v} now",
    "staging: {v}",
    "{v} (the new one)",
    "neu für den Server: {v}",
    "le nouveau pour le serveur : {v}",
    "o novo do servidor: {v}",
    "el nuevo del router es {v}",
    "quello nuovo: {v}",
    "nieuwe voor de NAS: {v}",
    "nowe do routera: {v}",
    "новый для сервера: {v}",
    "サーバーの新しいの: {v}",
    "服务器的新的是 {v}",
)


def bare_keys(rng: random.Random, count: int = 80) -> list[str]:
    """A generated key with no credential word, in neutral sentences of many languages."""
    return [rng.choice(_NEUTRAL).format(v=_key(rng, rng.randrange(8, 24))) for _ in range(count)]


def secrets(rng: random.Random) -> list[tuple[str, str]]:
    return [
        *((t, "bare_keys") for t in bare_keys(rng)),
        *((t, "next_turn") for t in next_turn(rng)),
        *((t, "code_spellings") for t in code_spellings(rng)),
        *((t, "cred_context") for t in cred_context(rng)),
        *((t, "misspelled") for t in misspelled(rng)),
    ]


def answer_numbers(rng: random.Random, rounds: int = 60) -> list[str]:
    asks = (
        "what year did you change the password?",
        "When did you last reset your PIN?",
        "how many characters does the wifi password need?",
        "how long is the PIN?",
        "In welchem Jahr hast du das Passwort geändert?",
        "Wie viele Zeichen hat die PIN?",
        "En quelle année as-tu changé le mot de passe ?",
        "combien de caractères pour le mot de passe ?",
        "Em que ano você mudou a senha?",
        "quantos dígitos tem o PIN?",
        "¿En qué año cambiaste la contraseña?",
        "how many times did you type the password wrong?",
        "how old is that password?",
        "which month did they rotate the API key?",
        "how many days until the password expires?",
        "what's the minimum password length?",
    )
    replies = (
        lambda: str(rng.randrange(1995, 2027)),
        lambda: str(rng.randrange(1, 40)),
        lambda: f"in {rng.randrange(2001, 2026)}",
        lambda: f"about {rng.randrange(2, 12)} years ago",
        lambda: f"{rng.randrange(6, 33)} characters",
        lambda: f"{rng.randrange(1, 13)}/{rng.randrange(2015, 2026)}",
    )
    return [f"{rng.choice(asks)}\n{rng.choice(replies)()}" for _ in range(rounds)]


def cred_refs(rng: random.Random, rounds: int = 40) -> list[str]:
    refs = (
        "same as prod",
        "same as before",
        "ask Bob",
        "in the vault",
        "on the sticky note",
        "the usual ones",
        "same as the email one",
        "check 1Password",
        "in the team wiki",
        "I'll text them to you",
        "admin / see the vault",
        "the ones from last week",
    )
    labels = (
        "creds for the {thing}: {r}",
        "login for {thing}: {r}",
        "{thing} creds: {r}",
        "the wifi key is {r}",
        "the code for the {thing} is {r}",
    )
    rows = [
        rng.choice(labels).format(thing=rng.choice(_THINGS), r=rng.choice(refs))
        for _ in range(rounds)
    ]
    words = ("apple", "banana", "cherry", "hello", "world", "foo", "bar", "user", "id")
    for _ in range(rounds // 2):
        picked = rng.sample(words, 3)
        rows.append("name = ''.join([" + ", ".join(f"'{w}'" for w in picked) + "])")
        rows.append("const s = `" + picked[0] + "${'" + picked[1] + "'}`;")
        rows.append("msg = (\n    'Hello '\n    'there, ' + name\n)")
        rows.append("data = [" + ", ".join(str(rng.randrange(0, 100)) for _ in range(12)) + "]")
        rows.append(
            "sha: "
            + " ".join(
                rng.choice("0123456789abcdef") * 0
                + "".join(rng.choice("0123456789abcdef") for _ in range(4))
                for _ in range(10)
            )
        )
    return rows


def symbol_ids(rng: random.Random, rounds: int = 3) -> list[str]:
    """Tokens with symbols that are no keys: emails, mentions, hashtags, prices, brands, code."""
    shapes = (
        lambda: f"mail me at Alice.Smith{rng.randrange(10, 99)}@gmail.com",
        lambda: f"ping @Bob_{rng.randrange(1990, 2025)} about it",
        lambda: f"#ThrowbackThursday{rng.randrange(2015, 2025)} was fun",
        lambda: f"it cost US${rng.randrange(100, 999)},{rng.randrange(100, 999)} in total",
        lambda: f"AT&T{rng.randrange(2, 6)}G coverage is bad here",
        lambda: f"the Q&A{rng.randrange(2019, 2026)}Recap is online",
        lambda: f"see ~/Docs/Notes{rng.randrange(1, 9)}.md",
        lambda: f"x^2+y^{rng.randrange(2, 9)}=Z is the formula",
        lambda: f"we moved to C#{rng.randrange(8, 13)} last year",
        lambda: f"meet at {rng.randrange(1, 12)}:{rng.randrange(10, 59)}AM",
        lambda: f"order #A{rng.randrange(1000, 9999)}-KX{rng.randrange(10, 99)} shipped",
        lambda: f"use code SAVE{rng.randrange(10, 50)}NOW at checkout",
        lambda: f"wallet 0x{''.join(rng.choice('0123456789abcdefABCDEF') for _ in range(40))}",
        lambda: f"video id dQw4w9WgXcQ{rng.randrange(0, 9)} is the one",
        lambda: f"Wow!!Great{rng.randrange(1, 99)}Job",
        lambda: f"H&M{rng.randrange(10, 99)} store opens at 10",
        lambda: "what?!I thought it was 2pm",
    )
    return [shape() for _ in range(rounds) for shape in shapes]


def benign(rng: random.Random) -> list[tuple[str, str]]:
    return [
        *((t, "symbol_ids") for t in symbol_ids(rng)),
        *((t, "answer_numbers") for t in answer_numbers(rng)),
        *((t, "cred_refs") for t in cred_refs(rng)),
    ]
