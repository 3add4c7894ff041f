"""Round 12 (keys) of issue 12: connection strings, salted keys, handed tokens, and masks.

Seeded generators of whole families, each as ``(text, family)`` rows:

- ``oracle``: Oracle's ``user/password@connect`` in a JDBC thin URL or a tool's command line;
- ``namespaced``: a secret-word key behind a namespace (``TF_VAR_``, ``ENV_``) or ending in a
  salt (``PASSWORD_HASH_SALT``), with a quoted value that holds dots;
- ``handed``: a generated 24-64 character key of mixed case and digits after a hand-over cue
  in one of several languages, or an arrow;

and the look-alikes that must stay allowed:

- ``field_read``: commands that only name a secret field (jsonpath, jq, yq, vault -field=);
- ``mask``: a credential word followed by a mask of any grouping;
- ``oracle_like``: ``owner/repo@version`` shapes and Oracle logins with no password;
- ``id_handed``: ids, hashes and slugs after the same cues.
"""

from __future__ import annotations

import random
import string

__all__ = ["benign", "secrets"]

_LOWER, _UPPER, _DIGITS = string.ascii_lowercase, string.ascii_uppercase, string.digits
_WORDS = "kestrel waffles otter maple copper falcon harbor juniper nimbus quartz".split()
_SYMBOLS = "!#$%&*?"


def _password(rng: random.Random) -> str:
    """A typed password: a word, digits and a symbol, in one of a few arrangements."""
    word = rng.choice(_WORDS)
    word = word.capitalize() if rng.random() < 0.6 else word
    digits = str(rng.randint(10, 9999))
    symbol = rng.choice(_SYMBOLS)
    return rng.choice(
        [
            f"{word}{digits}{symbol}",
            f"{word}_{digits}",
            f"{symbol}{word}{digits}",
            f"{word}{digits}",
        ]
    )


def _key(rng: random.Random, low: int = 24, high: int = 64) -> str:
    """A generated key of both cases and digits, no vendor prefix."""
    size = rng.randint(low, high)
    chars = [rng.choice(_LOWER), rng.choice(_UPPER), rng.choice(_DIGITS)] * 3
    chars += [rng.choice(_LOWER + _UPPER + _DIGITS) for _ in range(size - len(chars))]
    rng.shuffle(chars)
    return "".join(chars)


def _oracle(rng: random.Random) -> str:
    user = rng.choice(["scott", "system", "hr", "app_user", "svc_etl", "admin", "rpt$ro"])
    host = rng.choice(["db-ora", "db01.corp", "10.0.4.17", "ora-prod", "localhost"])
    port = rng.choice(["1521", "1522", "2484"])
    service = rng.choice(["ORCLPDB1", "ORCL", "XEPDB1", "PROD", "rpt.corp"])
    pw = _password(rng)
    shape = rng.choice(
        [
            f"jdbc:oracle:thin:{user}/{pw}@//{host}:{port}/{service}",
            f"jdbc:oracle:thin:{user}/{pw}@{host}:{port}:{service}",
            f"sqlplus {user}/{pw}@//{host}:{port}/{service}",
            f"sqlplus -s {user}/{pw}@{service}",
            f"expdp {user}/{pw}@{service} directory=DP dumpfile=x.dmp",
            f"impdp {user}/{pw}@{service} schemas=HR",
            f"rman target {user}/{pw}@{service}",
            f"CONNECT {user}/{pw}@{service}",
            f"sqlldr userid={user}/{pw}@{service} control=load.ctl",
        ]
    )
    frame = rng.choice(
        [
            "{}",
            "the url is {}",
            "oracle: {}",
            "```\n{}\n```",
            "this worked for me: `{}`",
            "cron job runs {} every night",
            "spring.datasource.url={}",
        ]
    )
    return frame.format(shape)


def _namespaced(rng: random.Random) -> str:
    word = rng.choice(["PASSWORD", "SECRET", "TOKEN", "PASS", "PASSWD", "API_KEY"])
    key = rng.choice(
        [
            f"TF_VAR_db_{word.lower()}",
            f"TF_VAR_{word}",
            f"ENV_{word}",
            f"ENV_DB_{word}",
            f"VAR_SMTP_{word}",
            f"{word}_HASH_SALT",
            f"SECURITY_{word}_SALT",
            f"{word.lower()}_salt",
        ]
    )
    parts = [
        "".join(rng.choice(_LOWER + _UPPER) for _ in range(rng.randint(3, 7))) for _ in range(2)
    ]
    value = rng.choice(
        [
            f"{parts[0]}.{parts[1]}.{rng.randint(10, 9999)}",
            f"{parts[0]}{rng.randint(1, 99)}.{parts[1]}.#",
            _key(rng, 16, 28),
        ]
    )
    quote = rng.choice(['"', "'", ""])
    sep = rng.choice(["=", " = ", ": "])
    line = f"{key}{sep}{quote}{value}{quote}"
    frame = rng.choice(
        [
            "{}",
            "fixed it, turned out {} was wrong in the old file",
            "fwiw the line is `{}`",
            "here's the .env:\n{}\nDEBUG=false",
            "export {}",
        ]
    )
    return frame.format(line)


_HAND_OVER = (
    "use this {}",
    "ok pasting it so i dont lose it -> {}",
    "pasting here for later: {}",
    "here it is {}",
    "here's the new one {}",
    "save this for later {}",
    "keep this {} thx",
    "→ {}",
    "the staging one => {}",
    "これ使って → {}",
    "これを使って: {}",
    "用这个 {}",
    "给你: {}",
    "usa esto: {}",
    "aquí está {}",
    "voici {}",
    "utilise ça {}",
    "nimm das hier {}",
    "hier ist er: {}",
    "usa questo {}",
    "ecco {}",
    "вот {}",
    "используй {}",
    "이거 써 {}",
    "użyj tego {}",
    "gebruik deze {}",
)


def _handed(rng: random.Random) -> str:
    return rng.choice(_HAND_OVER).format(_key(rng))


def secrets(rng: random.Random, per_family: int = 60) -> list[tuple[str, str]]:
    """Credentials of the three families, ``per_family`` of each."""
    rows: list[tuple[str, str]] = []
    for family, make in (("oracle", _oracle), ("namespaced", _namespaced), ("handed", _handed)):
        rows.extend((make(rng), family) for _ in range(per_family))
    return rows


def _field_read(rng: random.Random) -> str:
    field = rng.choice(["password", "token", "api-token", "secret", "db-password", "pass"])
    name = rng.choice(["db-creds", "app-secrets", "registry", "smtp", "postgres"])
    jpath = "{.data." + field + "}"
    return rng.choice(
        [
            f"kubectl get secret {name} -o jsonpath='{jpath}' | base64 -d",
            f'kubectl get secret {name} -n prod -o jsonpath="{jpath}" | base64 --decode',
            f"oc get secret {name} -o jsonpath='{jpath}' | base64 -d | sha256sum",
            f"jq -r '.{field}' creds.json",
            f"cat config.json | jq '.db.{field}' | tr -d '\"'",
            f"yq '.spring.datasource.{field}' application.yml",
            f"vault kv get -field={field} secret/{name}",
            f"Use `kubectl get secret {name} -o jsonpath='{jpath}' | base64 -d` to read it",
            f"export DB_PASS=$(cat {name}.txt)",
        ]
    )


def _mask(rng: random.Random) -> str:
    word = rng.choice(["password", "pin", "token", "passcode", "api key", "secret"])
    group = rng.choice(["x", "X", "*", "•", "#"]) * rng.randint(3, 6)
    count = rng.randint(1, 4)
    sep = rng.choice(["-", " ", ".", ""])
    mask = sep.join([group] * count)
    if rng.random() < 0.3:
        mask += f"{sep or '-'}{rng.randint(10, 9999)}"
    frame = rng.choice(["{}: {}", "{} = {}", "the {} shows as {} in the logs", "{}: {} (masked)"])
    return frame.format(word, mask)


def _oracle_like(rng: random.Random) -> str:
    return rng.choice(
        [
            f"uses: actions/checkout@v{rng.randint(2, 5)}",
            f"go get golang.org/x/mod@v0.{rng.randint(1, 20)}.0",
            f"npm i @types/node@{rng.randint(14, 22)}",
            "sqlplus / as sysdba",
            f"sqlplus {rng.choice(['scott', 'hr'])}@ORCL and type the password when asked",
            "connect to the db with user/password@host, the usual Oracle form",
            "jdbc:oracle:thin:@//db-ora:1521/ORCLPDB1 with the wallet for the login",
            f"pip install requests@{rng.randint(2, 3)}.0 from the mirror",
        ]
    )


def _id_handed(rng: random.Random) -> str:
    hexid = "".join(rng.choice("0123456789abcdef") for _ in range(40))
    uuid = "-".join(
        "".join(rng.choice("0123456789abcdef") for _ in range(n)) for n in (8, 4, 4, 4, 12)
    )
    slug = "-".join(rng.sample(_WORDS, 3))
    value = rng.choice([hexid, uuid, slug, hexid[:12], f"1Z{rng.randint(10**15, 10**16)}"])
    return rng.choice(
        [
            "here's the commit {}",
            "use this uuid {}",
            "voici l'identifiant de commande {}",
            "pasting the tracking number -> {}",
            "the blog post slug → {}",
        ]
    ).format(value)


def benign(rng: random.Random, per_family: int = 40) -> list[tuple[str, str]]:
    """Look-alikes of the families, ``per_family`` of each."""
    rows: list[tuple[str, str]] = []
    for family, make in (
        ("field_read", _field_read),
        ("mask", _mask),
        ("oracle_like", _oracle_like),
        ("id_handed", _id_handed),
    ):
        rows.extend((make(rng), family) for _ in range(per_family))
    return rows
