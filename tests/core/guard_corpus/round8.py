"""Seeded generators of the round-8 families (issue 12, guard8), written before the rules.

The families stand for the blind v11 misses read after the round-7 freeze, each in shapes,
languages and lengths of its own (no v11 text is copied).

Secrets, ``(text, family)``:

* ``scrambled_values``: a typed password of letters, digits and two or more kinds of symbol
  (brackets, ``#``, dots, ``$``, ``~``, ``^``, ``!``) after a credential key in env, YAML,
  JSON, TOML, XML, CLI and prose lines of several languages;
* ``line_chunks``: a vendor token pasted over several lines, one piece a line;
* ``dash_chunks``: a generated key (lower, upper, digits) written in dash-separated chunks;
* ``clause_values``: a scrambled password, or a word with digits and ``=`` padding, in the
  clause of a credential word with nouns between and no copula, in many languages;
* ``spelled_out``: a password or PIN typed one character at a time, apart by spaces or spaced
  dashes, after a credential word in several languages;
* ``bracket_keys``: a scrambled password holding brackets, with no credential word at all
  ("the thing for prod is X", "korrekt: X", "pour plus tard : X").

Benign, ``(text, family)``:

* ``bracket_refs``: the same keys holding code (calls, indexing, attribute chains, lookups);
* ``chunked_ids``: public ids in dashed groups (UUIDs, licence and ticket keys, tracking
  numbers) and lists written one item a line;
* ``bracket_talk``: brackets and symbols in ordinary chat: formulas, array indexing, emoticons,
  markdown links, references to sections and footnotes.
"""

from __future__ import annotations

import random
import string

# No ";": it ends a statement in a config line and a clause in prose, and so ends the value
# there (a documented let-through, docs/concepts.md).
_SYMBOLS = "()[]{}#.$~^!%&*?:+=@_-"
_LEADS = (
    "DB_PASSWORD={v}",
    "export REDIS_PASS='{v}'",
    "set SMTP_PASSWORD={v}",
    "admin_password: {v}",
    '"password": "{v}"',
    'db_pass = "{v}"',
    "<password>{v}</password>",
    "<wachtwoord>{v}</wachtwoord>",
    "--password {v}",
    "PGPASSWORD={v} psql -h db -U app",
    "  password: {v}",
    "ROOT_PASSWORD_PROD={v}",
    "my password is {v}",
    "das Passwort ist {v}",
    "la contraseña es {v}",
    "a senha do wifi é {v}",
    "le mot de passe : {v}",
    "пароль: {v}",
    "パスワードは {v} です",
    "la password del router è {v}",
)


def _scramble(rng: random.Random) -> str:
    """Letters of both cases, digits and 2-4 symbols, shuffled (8-18 characters)."""
    length = rng.randint(8, 18)
    symbols = rng.sample(_SYMBOLS, rng.randint(2, 4))
    chars = [
        rng.choice(string.ascii_lowercase),
        rng.choice(string.ascii_uppercase),
        rng.choice(string.digits),
        *symbols,
    ]
    pool = string.ascii_letters + string.digits
    chars += [rng.choice(pool) for _ in range(length - len(chars))]
    rng.shuffle(chars)
    value = "".join(chars)
    # "$X" is a variable and a value ending in punctuation ends the sentence (let through)
    return value.strip("'\"` .,;:!?").lstrip("$") or value


def scrambled_values(rng: random.Random, rounds: int = 4) -> list[str]:
    """Every lead, ``rounds`` times, with a fresh scrambled password."""
    texts = []
    for _ in range(rounds):
        for lead in _LEADS:
            value = _scramble(rng)
            while len(value) < 8:
                value = _scramble(rng)
            texts.append(lead.format(v=value))
    return texts


def _vendor_token(rng: random.Random) -> str:
    alnum = string.ascii_letters + string.digits
    shapes = (
        lambda: "ghp_" + "".join(rng.choice(alnum) for _ in range(36)),
        lambda: "npm_" + "".join(rng.choice(alnum) for _ in range(36)),
        lambda: "glpat-" + "".join(rng.choice(alnum) for _ in range(20)),
        lambda: (
            "xoxb-"
            + "-".join("".join(rng.choice(string.digits) for _ in range(12)) for _ in range(2))
            + "-"
            + "".join(rng.choice(alnum) for _ in range(24))
        ),
        lambda: "AKIA" + "".join(rng.choice(string.ascii_uppercase + "234567") for _ in range(16)),
        lambda: "sk_live_" + "".join(rng.choice(alnum) for _ in range(24)),
    )
    return rng.choice(shapes)()


_LINE_LEADS = (
    "copied it off the screen, one line each:\n",
    "sorry the phone split it:\n",
    "hier der Token, vom Handy abgetippt:\n",
    "voilà, collé depuis le téléphone :\n",
    "",
    "key below\n",
)


def line_chunks(rng: random.Random, count: int = 36) -> list[str]:
    """A vendor token cut into 3-6 lines of unequal length."""
    texts = []
    for _ in range(count):
        token = _vendor_token(rng)
        cuts = sorted(rng.sample(range(4, len(token) - 2), rng.randint(2, 5)))
        pieces = [token[a:b] for a, b in zip([0, *cuts], [*cuts, len(token)], strict=True)]
        texts.append(rng.choice(_LINE_LEADS) + "\n".join(pieces))
    return texts


_DASH_LEADS = (
    "token, in chunks so it fits: {v}",
    "the key (read it out in pieces): {v}",
    "hier in Stücken: {v}",
    "{v} is what the console showed",
    "en morceaux : {v}",
    "api key {v}",
)


def dash_chunks(rng: random.Random, count: int = 36) -> list[str]:
    """A 28-48 character generated key cut into dash-separated chunks of 2-6."""
    texts = []
    alnum = string.ascii_letters + string.digits
    for _ in range(count):
        key = "".join(rng.choice(alnum) for _ in range(rng.randint(28, 48)))
        pieces, pos = [], 0
        while pos < len(key):
            step = rng.randint(2, 6)
            pieces.append(key[pos : pos + step])
            pos += step
        texts.append(rng.choice(_DASH_LEADS).format(v="-".join(pieces)))
    return texts


_NEUTRAL_LEADS = (
    "the thing for staging is {v}",
    "correct one: {v}",
    "for later (backup box): {v}",
    "in case I forget again: {v}",
    "{v} is the new one, the old one is gone",
    "korrekt ist {v}",
    "pour plus tard : {v}",
    "lo nuevo: {v}",
    "ok, got it from Mia, it's {v}",
    "> which one for the NAS?\n{v}",
)


def _bracketed(rng: random.Random) -> str:
    """A scrambled password with a bracket pair or a lone bracket inside it."""
    value = _scramble(rng).replace('"', "").replace("'", "")
    opener, closer = rng.choice(("()", "[]", "{}"))
    cut = rng.randint(1, len(value) - 1)
    if rng.random() < 0.5:
        return value[:cut] + opener + value[cut:] + closer + rng.choice(string.digits)
    return opener + value[:cut] + closer + value[cut:] + rng.choice("!#$%")


def bracket_keys(rng: random.Random, rounds: int = 4) -> list[str]:
    texts = []
    for _ in range(rounds):
        for lead in _NEUTRAL_LEADS:
            texts.append(lead.format(v=_bracketed(rng)))
    return texts


def secrets(rng: random.Random) -> list[tuple[str, str]]:
    """The families held to the corpus's 0.97 (``bracket_keys`` is apart: see below)."""
    rows = [(text, "scrambled_values") for text in scrambled_values(rng)]
    rows += [(text, "line_chunks") for text in line_chunks(rng)]
    rows += [(text, "dash_chunks") for text in dash_chunks(rng)]
    rows += [(text, "clause_values") for text in clause_values(rng)]
    rows += [(text, "spelled_out") for text in spelled_out(rng)]
    return rows


_CLAUSES = (
    "Kata sandi akun bank saya {v}",
    "Mật khẩu email công ty của tôi là {v}",
    "Ang password ko sa Shopee ay {v}",
    "Nire pasahitza {v} da",
    "das WLAN-Passwort vom Büro unten {v}",
    "la contraseña del correo del trabajo {v}",
    "пароль от почты на работе {v}",
    "my netflix password for the family account {v}",
)


def clause_values(rng: random.Random, rounds: int = 3) -> list[str]:
    texts = []
    words = ("Pixel", "Sunflower", "Mango", "Kopi", "Berlin", "Tigre", "Luna", "Hoa")
    for _ in range(rounds):
        for clause in _CLAUSES:
            texts.append(clause.format(v=_scramble(rng)))
            padded = rng.choice(words) + str(rng.randint(10, 9999)) + "=" * rng.randint(1, 2)
            texts.append(clause.format(v=padded))
    return texts


_SPELLED_LEADS = (
    "my password is {v}",
    "the PIN is {v}",
    "das Passwort ist {v}",
    "mi contraseña: {v}",
    "le code PIN : {v}",
    "пароль: {v}",
    "my passcode: {v}",
    "a senha do banco é {v}",
)


def spelled_out(rng: random.Random, rounds: int = 3) -> list[str]:
    texts = []
    for _ in range(rounds):
        for lead in _SPELLED_LEADS:
            if "PIN" in lead or "code" in lead:
                chars = [rng.choice(string.digits) for _ in range(rng.randint(4, 8))]
            else:
                # no "=" first: "is = x" reads as an assignment (the key/value rules' case)
                chars = list(_scramble(rng).replace("-", "").lstrip("="))
                chars[rng.randrange(len(chars))] = rng.choice(string.digits)
            glue = rng.choice((" ", "  ", " - "))
            texts.append(lead.format(v=glue.join(chars)))
    return texts


def weak_secrets(rng: random.Random) -> list[tuple[str, str]]:
    """Bracketed keys with no credential word: caught only when scrambled all through (about
    half of them), so they are reported on their own, not in the corpus's 0.97 families."""
    return [(text, "bracket_keys") for text in bracket_keys(rng)]


_REFS = (
    'password=cfg["db"]["password"]',
    "DB_PASSWORD=${{DB_PASSWORD:?set it first}}",
    'password: getSecret("db")[0]',
    "pwd = os.environ.get('PG_PASS', '')",
    "password = user.get_password()",
    "self.password = data[i].value",
    "token: matrix[2][3].value",
    "db_pass = vault.read(path)['data']['pass']",
    "password: !vault |",
    "secret = ENV.fetch('APP_SECRET') {{ raise 'missing' }}",
    "password => $config->get('db.password'),",
    "api_key = keys[idx % len(keys)]",
    "the password is in ~/.pgpass (chmod 600), not here",
    "le mot de passe est dans le coffre, pas ici",
    "password = hashlib.sha256(raw.encode()).hexdigest()",
    "<password>${{env.DB_PASS}}</password>",
)


def bracket_refs(rng: random.Random) -> list[str]:
    return [ref.format() for ref in _REFS]


def chunked_ids(rng: random.Random, count: int = 40) -> list[str]:
    """Dashed public ids and one-item-a-line lists."""
    texts = []
    hexd = "0123456789abcdef"
    up = string.ascii_uppercase + string.digits
    for _ in range(count // 4):
        uuid = "-".join("".join(rng.choice(hexd) for _ in range(n)) for n in (8, 4, 4, 4, 12))
        texts.append(f"the request id was {uuid}, can you grep the logs?")
        licence = "-".join("".join(rng.choice(up) for _ in range(5)) for _ in range(5))
        texts.append(f"licence key on the box: {licence} (it's printed on the sticker)")
        ticket = f"PROJ-{rng.randint(100, 9999)}"
        texts.append(
            f"see {ticket}-{rng.randint(1, 9)}-followup and the notes in JIRA-{rng.randint(10, 999)}"
        )
        items = rng.sample(
            [
                "milk",
                "eggs2x",
                "Bread",
                "A4 paper",
                "AA batteries",
                "tomatoes",
                "oat milk",
                "rice 5kg",
            ],
            4,
        )
        texts.append("shopping list:\n" + "\n".join(items))
    return texts


_BRACKET_TALK = (
    "so f(x) = 3x^2 + 2x, and f'(2) = 14, right?",
    "use arr[i+1] - arr[i] for the gaps :)",
    "the JSON was {{a: 1, b: [2, 3]}} and it parsed fine",
    "see [the docs](https://example.org/guide#setup) section 3(b)",
    "lol (^_^) that was fun, see you at 7pm!",
    "Q3 revenue (EUR) rose 12% [source: report p.4]",
    "the regex [A-Za-z0-9]{{8,}} is what they use for ids",
    "my score was 42/50 (84%) — not bad {{sigh}}",
    "ping me @Sam re: PR #4521 (the CI fix)",
    "Formel: E=mc^2 (Einstein, 1905)",
    "c'est (vraiment) top !! [voir p.12]",
    "footnote [12] says the 2019 figure (3.4M) was revised",
)


_CLAUSE_TALK = (
    "Y M C A, 1 2 3 and everybody dance!",
    "the password hint was a question, the answer took 5 - 10 minutes",
    "we counted down 5 4 3 2 1 and the password prompt vanished",
    "grades: A B C D 1 2 3, no secret there",
    "the PIN reset took 3 - 4 days, ugh",
    "Kata sandi akun bank saya harus diganti (kata bank) minggu ini",
    "Mật khẩu email của tôi đã đổi = xong rồi",
    "das Passwort vom Büro steht in config(prod)",
    "la contraseña del correo: f(x) = x^2 no, eso no",
    "my password manager exports base64= padded files",
    "the password field uses min_length=12 and max_length=64",
)


def bracket_talk(rng: random.Random) -> list[str]:
    return [text.format() for text in _BRACKET_TALK] + list(_CLAUSE_TALK)


def benign(rng: random.Random) -> list[tuple[str, str]]:
    rows = [(text, "bracket_refs") for text in bracket_refs(rng)]
    rows += [(text, "bracket_talk") for text in bracket_talk(rng)]
    rows += [(text, "chunked_ids") for text in chunked_ids(rng)]
    return rows
