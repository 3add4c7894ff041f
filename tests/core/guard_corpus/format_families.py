"""Seeded generators of the format families the v7 misses stood for (round 4, guardf).

Each v7 miss was named as a family, and each family is generated here with fresh random
values in varied shapes, never the v7 strings:

* ``cli_tools``: passwords given by position or a tool's own flag (``zip -P``, ``7z -p``,
  ``htpasswd -b``, ``net user``, ``smbclient -U u%p``, ``xfreerdp /p:``, ``plink -pw``,
  ``keytool -storepass``, ``ldapsearch -w``, ``echo X | docker login --password-stdin``);
* ``device_configs``: ``enable secret``, ``username .. password 0``, wpa_supplicant ``psk=``;
* ``blocks``: YAML block scalars, values on the next line, JSON values below the key, keys
  wrapped over lines;
* ``csv_exports``: browser and password-manager exports with a password column;
* ``vendor_prose``: a vendor's bare key in prose or passed to its SDK;
* ``prefix_gap``: a self-identifying prefix cut from its token by white space, or the
  token broken by a line break (a log line wrapped at a column);
* ``key_material``: whole PEM / OpenSSH / PGP blocks, cards followed by an expiry.

``format_benign``: the same grammars with no value (prompts, hashes, placeholders, empty
columns) and public identifiers (addresses, digests, public keys).
"""

from __future__ import annotations

import base64
import itertools
import random
import string

from ltm_core.guard import CATALOGUE

from tests.core.guard_corpus.generator import CHAT_TEMPLATES, format_sample

_AN = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_SYM = "!@#$%^&*-_+=."
_WORDS = "maple orbit cedar falcon harbor velvet comet ember lagoon quartz tundra willow".split()
_USERS = ("admin", "bob", "svc_backup", "deploy", "jenkins", "alice.m", "ops", "root")
_HOSTS = ("db.internal", "10.0.4.12", "files.acme.lan", "nas01", "srv-prod-3")


def _password(rng: random.Random) -> str:
    """A human or generated password of one of several shapes."""
    style = rng.randrange(4)
    if style == 0:
        return rng.choice(_WORDS).capitalize() + str(rng.randint(10, 9999)) + rng.choice(_SYM)
    if style == 1:
        # never a leading "$" or "-": unquoted on a command line that is a variable or a flag
        return rng.choice(_AN) + "".join(rng.choice(_AN + _SYM) for _ in range(rng.randint(9, 17)))
    if style == 2:
        groups = ["".join(rng.choice("abcdefghjkmnpqrstuvwxyz") for _ in range(6)) for _ in "123"]
        return "-".join(groups) + str(rng.randint(1, 9))
    return "".join(rng.choice(_AN) for _ in range(rng.randint(12, 24)))


def _token(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(_AN) for _ in range(n))


def cli_tools(rng: random.Random, n: int = 60) -> list[str]:
    out: list[str] = []
    for i in range(n):
        pw, user, host = _password(rng), rng.choice(_USERS), rng.choice(_HOSTS)
        shapes = (
            f"zip -r -P {pw} backup.zip ./docs",
            f"7z a -p{pw} -mhe=on secrets.7z ./vault",
            f"htpasswd -b{rng.choice(['', 'c', 'B'])} /etc/nginx/.htpasswd {user} {pw}",
            f"net user {user} {pw} /add",
            f"smbclient //{host}/share -U {user}%{pw}",
            f"xfreerdp /v:{host} /u:{user} /p:{pw}",
            f"plink -ssh {user}@{host} -pw {pw}",
            f"keytool -importkeystore -srcstorepass {pw} -destkeystore app.jks",
            f"ldapsearch -x -H ldap://{host} -D cn={user} -w {pw} -b dc=acme",
            f"echo '{pw}' | docker login -u {user} --password-stdin registry.acme.io",
            f"unzip -P {pw} payroll.zip",
            f"rar a -p{pw} archive.rar ./contracts",
        )
        out.append(shapes[i % len(shapes)])
    return out


def device_configs(rng: random.Random, n: int = 30) -> list[str]:
    out: list[str] = []
    for i in range(n):
        pw, user = _password(rng), rng.choice(_USERS)
        shapes = (
            f"enable secret {pw}",
            f"username {user} privilege 15 password 0 {pw}",
            f"username {user} secret {pw}",
            f'network={{\n    ssid="Home-{rng.randint(1, 99)}"\n    psk="{pw}"\n}}',
            f"interface wlan0\nwpa_passphrase={pw}\nssid=Office",
        )
        out.append(shapes[i % len(shapes)])
    return out


def blocks(rng: random.Random, n: int = 50) -> list[str]:
    out: list[str] = []
    for i in range(n):
        key = rng.choice(("password", "db_password", "adminPassword", "secret_key", "apiToken"))
        pw = _password(rng) if "ass" in key else _token(rng, rng.randint(20, 40))
        token = _token(rng, 48)
        cut = rng.randint(16, 32)
        shapes = (
            f"database:\n  {key}: |\n    {pw}\n  host: db",
            f"{key}: >-\n  {pw}\nport: 5432",
            f"auth:\n  {key}:\n    {pw}\n  user: app",
            f'{{\n  "{key}":\n    "{pw}",\n  "user": "app"\n}}',
            f"{key}: |\n  {token[:cut]}\n  {token[cut:]}\n",
        )
        out.append(shapes[i % len(shapes)])
    return out


_CSV_HEADERS = (
    ("name,url,username,password", "{site},https://{site}.com/login,{user},{pw}"),
    (
        "url,username,password,totp,extra,name,grouping,fav",
        "https://{site}.com,{user},{pw},,,{site},,0",
    ),
    ('"url","username","password","httpRealm"', '"https://{site}.com","{user}","{pw}",""'),
    (
        "folder,favorite,type,name,login_uri,login_username,login_password",
        ",0,login,{site},https://{site}.com,{user},{pw}",
    ),
    ("Title,Website,Username,Password,Notes", "{site},https://{site}.com,{user},{pw},"),
)


def csv_exports(rng: random.Random, n: int = 30) -> list[str]:
    out: list[str] = []
    for i in range(n):
        header, row = _CSV_HEADERS[i % len(_CSV_HEADERS)]
        rows = [
            row.format(
                site=rng.choice(_WORDS), user=f"{rng.choice(_USERS)}@mail.com", pw=_password(rng)
            )
            for _ in range(rng.randint(1, 4))
        ]
        out.append("\n".join([header, *rows]))
    return out


def vendor_prose(rng: random.Random, n: int = 40) -> list[str]:
    vendors = [
        f for f in CATALOGUE if f.context and f.keywords[0].isalpha() and len(f.keywords[0]) > 4
    ]
    out: list[str] = []
    for i in range(n):
        fmt = vendors[(i * 7) % len(vendors)]
        value, word = format_sample(fmt, rng), fmt.keywords[0]
        shapes = (
            f"{word.upper()} ingestion key {value} goes in the agent config",
            f"my {word} key is {value}",
            f'client = {word}.Client("{value}")',
            f"{word} api token: {value}",
        )
        out.append(shapes[i % len(shapes)])
    return out


def prefix_gap(rng: random.Random, n: int = 40) -> list[str]:
    split = [
        f
        for f in CATALOGUE
        if not f.context and any(k[-1:] in "-_" and len(k) >= 3 for k in f.keywords)
    ]
    out: list[str] = []
    for i in range(n):
        fmt = split[(i * 5) % len(split)]
        value = format_sample(fmt, rng)
        prefix = next(
            (k for k in fmt.keywords if value.lower().startswith(k) and k[-1:] in "-_"), ""
        )
        if not prefix:
            continue
        gap = rng.choice((" ", "  ", "\n", " \n"))
        hidden = value[: len(prefix)] + gap + value[len(prefix) :]
        if i % 3 == 2 and len(value) > len(prefix) + 8:  # a log line wrapped inside the token
            at = rng.randint(len(prefix) + 4, len(value) - 4)
            hidden = value[:at] + "\n" + value[at:]
        out.append(CHAT_TEMPLATES[i % len(CHAT_TEMPLATES)].format(v=hidden))
    return out


def _wrap(body: str, width: int) -> str:
    return "\n".join(body[i : i + width] for i in range(0, len(body), width))


def _luhn(prefix: str, length: int, rng: random.Random) -> str:
    digits = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    total = 0
    for index, char in enumerate(reversed(digits)):
        value = int(char) * (2 if index % 2 == 0 else 1)
        total += value - 9 if value > 9 else value
    return digits + str((10 - total % 10) % 10)


def key_material(rng: random.Random, n: int = 30) -> list[str]:
    out: list[str] = []
    for i in range(n):
        body = base64.b64encode(rng.randbytes(rng.randint(600, 1200))).decode()
        zeros = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
        issuer = rng.choice(("4", "51", "55", "37"))
        card = _luhn(issuer, 15 if issuer == "37" else 16, rng)
        cuts = (0, 4, 10, 15) if issuer == "37" else (0, 4, 8, 12, 16)
        grouped = " ".join(card[a:b] for a, b in itertools.pairwise(cuts))
        shapes = (
            f"deploy key:\n-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA{_wrap(body, 64)}\n-----END RSA PRIVATE KEY-----",
            f"-----BEGIN OPENSSH PRIVATE KEY-----\n{_wrap(zeros + body, 70)}\n-----END OPENSSH PRIVATE KEY-----",
            f"-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQdGBGY{_wrap(body, 64)}\n=Ab3x\n-----END PGP PRIVATE KEY BLOCK-----",
            f"card: {grouped} {rng.randint(1, 12):02d}/{rng.randint(27, 31)}",
            f"{grouped} exp {rng.randint(1, 12):02d}/{rng.randint(27, 31)} cvv {rng.randint(100, 999)}",
        )
        out.append(shapes[i % len(shapes)])
    return out


def format_secrets(rng: random.Random) -> list[tuple[str, str]]:
    """Every family above, as ``(text, family)`` rows."""
    rows: list[tuple[str, str]] = []
    for family, make in (
        ("cli_tools", cli_tools),
        ("device_configs", device_configs),
        ("blocks", blocks),
        ("csv_exports", csv_exports),
        ("vendor_prose", vendor_prose),
        ("prefix_gap", prefix_gap),
        ("key_material", key_material),
    ):
        rows.extend((text, family) for text in make(rng))
    return rows


def format_benign(rng: random.Random, n: int = 80) -> list[str]:
    """The same grammars without a value, and public identifiers that look random."""
    out: list[str] = []
    for i in range(n):
        user, host = rng.choice(_USERS), rng.choice(_HOSTS)
        digest = "".join(rng.choice(_HEX) for _ in range(64))
        shapes = (
            f"net user {user} /add /domain",
            f"htpasswd -c /etc/nginx/.htpasswd {user}",
            f"zip -r backup-{rng.randint(1, 99)}.zip ./docs",
            f"7z x archive-{rng.randint(1, 99)}.7z -o./out",
            f"docker login -u {user} --password-stdin < ~/.docker/token",
            f"enable secret 5 $1$mERr${''.join(rng.choice(_AN) for _ in range(22))}",
            "db:\n  password: |\n    ${DB_PASSWORD}\n  host: db",
            "password:\n  - required\n  - at least 12 characters",
            "token:\n  type: string\n  description: the API token",
            "url,username,password\nhttps://example.com,bob,********",
            f"contract at 0x{''.join(rng.choice(_HEX + 'ABCDEF') for _ in range(40))} on Base",
            f"pinned to ghcr.io/acme/api@sha256:{digest}",
            f"layer sha256:{digest} already exists",
            f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{''.join(rng.choice(_AN) for _ in range(43))} {user}@{host}",
            f"smbclient -L //{host} -U {user}",
            "keytool -list -keystore app.jks -storepass:env STOREPASS",
            "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        key: password",
            f"New-LocalUser -Name {user} -Password (Read-Host -AsSecureString)",
            f"id,name,password_hash\n1,{user},$2b$12${''.join(rng.choice(_AN) for _ in range(53))}",
            "password:\n  type: string\n  format: password",
        )
        out.append(shapes[i % len(shapes)])
    return out
