"""Generated config-grammar secrets and their benign look-alikes (issue 12, round 3).

Each family is a grammar, not a string: a credential-named key (built from a prefix, a
secret word and a suffix, in snake, camel, kebab or SCREAMING case, in several languages)
takes a seeded random value in ini, toml, yaml, json, xml, .env, systemd, PowerShell, HCL,
k8s, connection-string, CLI and SQL syntax. The benign side holds the same grammars with a
type, a reference, a lookup or a documented placeholder where the value would be.
"""

from __future__ import annotations

import base64
import random

from tests.core.guard_corpus.families import ALNUM, password, token

_PREFIXES = ("", "db", "admin", "smtp", "redis", "app", "prod", "root", "ldap", "mail")
_WORDS = (
    "password",
    "pass",
    "passwd",
    "pwd",
    "secret",
    "token",
    "api_key",
    "client_secret",
    "access_key",
    "auth_token",
    "private_key",
    "passphrase",
)
_FOREIGN = ("passwort", "mot_de_passe", "contraseña", "senha", "wachtwoord", "пароль", "密码")
_SUFFIXES = ("", "prod", "1", "v2", "value")


def _style(parts: list[str], style: int) -> str:
    parts = [p for p in "_".join(parts).split("_") if p]
    if style == 0:
        return "_".join(parts)
    if style == 1:
        return "_".join(parts).upper()
    if style == 2:
        return parts[0] + "".join(p.capitalize() for p in parts[1:])
    return "-".join(parts)


def key_name(rng: random.Random) -> str:
    """A credential-named key: prefix + secret word + suffix in one of four case styles."""
    parts = [rng.choice(_PREFIXES), rng.choice(_WORDS), rng.choice(_SUFFIXES)]
    if parts[1] == "pass" and not parts[0]:
        parts[0] = "db"  # a bare "pass" key is ambiguous (a boolean, a ticket)
    return _style(parts, rng.randrange(4))


def _value(rng: random.Random, key: str) -> str:
    lowered = key.lower()
    if "pass" in lowered or "pwd" in lowered:
        return password(rng, 9, 18)
    return token(rng, rng.randint(24, 44))


def _b64(rng: random.Random) -> str:
    return base64.b64encode(password(rng, 10, 20).encode()).decode()


def _key_value_lines(rng: random.Random) -> list[str]:
    rows: list[str] = []
    grammars = (
        "{k}={v}",
        "{k} = {v}",
        '{k} = "{v}"',
        "{k}: {v}",
        "  {k}: '{v}'",
        '"{k}": "{v}",',
        '{{"{k}": "{v}"}}',
        "<{k}>{v}</{k}>",
        '<datasource {k}="{v}" />',
        '<add key="{k}" value="{v}" />',
        '<entry key="{k}">{v}</entry>',
        "export {k}={v}",
        'export {k}="{v}"',
        "set {k}={v}",
        'setx {k} "{v}"',
        '$env:{k} = "{v}"',
        'Environment="{k}={v}"',
        "Environment={k}={v}",
        "  - {k}={v}",
        '{k} = "{v}"  # terraform.tfvars',
        'variable "x" {{ default = "{v}" }} # {k}',
        "{k}={v}  # gradle.properties",
        "[client]\n{k} = {v}",
        "{k} := {v}",
        "--{k}={v}",
    )
    for index in range(150):
        key = key_name(rng) if index % 6 else rng.choice(_FOREIGN)
        grammar = grammars[index % len(grammars)]
        if grammar.startswith("variable"):
            continue
        rows.append(grammar.format(k=key, v=_value(rng, key)))
    return rows


def _tool_lines(rng: random.Random) -> list[str]:
    rows: list[str] = []
    for _ in range(6):
        pw, tok = password(rng, 10, 16), token(rng, 36)
        host = rng.choice(["db.internal", "10.0.4.7", "pg-prod", "localhost"])
        user = rng.choice(["app", "svc_orders", "postgres", "deploy"])
        rows.extend(
            [
                f"{host}:5432:{rng.choice(['orders', '*', 'crm'])}:{user}:{pw}",
                f"requirepass {pw}",
                f"masterauth {pw}",
                f'$pw = ConvertTo-SecureString "{pw}" -AsPlainText -Force',
                f"ConvertTo-SecureString -String '{pw}' -AsPlainText -Force",
                f"Server={host};Database=crm;User Id={user};Password={pw};",
                f"Driver={{ODBC Driver 18}};Server={host};Uid={user};Pwd={pw};",
                f"jdbc:postgresql://{host}:5432/app?user={user}&password={pw}",
                f"mysql -u{user} -p{pw} -h {host}",
                f"mysql --user={user} --password='{pw}' shop",
                f"sshpass -p {pw} scp backup.tar {user}@{host}:",
                f"curl --user {user}:{pw} https://{host}/api",
                f"https://{user}:{pw}@git.example.com",
                f"{user}:$apr1${token(rng, 8)}${token(rng, 22, ALNUM + './')}",
                f"CREATE USER {user} IDENTIFIED BY '{pw}';",
                f"ALTER ROLE {user} WITH PASSWORD '{pw}';",
                f"ALTER USER {user} PASSWORD '{pw}'",
                f"CREATE ROLE {user} LOGIN ENCRYPTED PASSWORD '{pw}';",
                f"machine {host} login {user} password {pw}",
                f"//registry.npmjs.org/:_authToken={tok}",
                f"_auth={_b64(rng)}",
                f"[pypi]\nusername = __token__\npassword = pypi-{token(rng, 60)}",
                f"index-url = https://{user}:{pw}@pypi.internal/simple",
                f"<server><id>nexus</id><username>{user}</username><password>{pw}</password></server>",
                f"X-Api-Key: {tok}",
                f"Authorization: Token {tok}",
                f"Authorization: {rng.choice(['SSWS', 'Custom', 'ApiKey', 'Key'])} {tok}",
                f'variable "{key_name(rng)}" {{\n  default = "{pw}"\n}}',
                f"Proxy-Authorization: Basic {_b64(rng)}",
                f"Cookie: sessionid={token(rng, 32)}; csrftoken={token(rng, 32)}",
                f"apiVersion: v1\nkind: Secret\ndata:\n  password: {_b64(rng)}",
                f"stringData:\n  db-password: {pw}",
                "$ANSIBLE_VAULT;1.1;AES256\n" + token(rng, 64, "0123456789abcdef"),
                f"docker login -u {user} -p {pw} registry.example.com",
                f"redis-cli -h {host} -a '{pw}' ping",
            ]
        )
    return rows


def config_secrets(rng: random.Random) -> list[str]:
    """Config grammars holding a credential."""
    return _key_value_lines(rng) + _tool_lines(rng)


CONFIG_BENIGN: tuple[str, ...] = (
    "private_key: Ed25519PrivateKey",
    "password: str = Field(..., min_length=12)",
    "token: Optional[str] = None",
    "api_key: SecretStr",
    "def connect(password: str, timeout: float = 3.0) -> None:",
    "password=os.environ['DB_PASSWORD']",
    "password = os.getenv('PGPASSWORD')",
    "password=None",
    "DB_PASSWORD=${DB_PASSWORD}",
    "token: ${{ secrets.GITHUB_TOKEN }}",
    "AWS_SECRET_ACCESS_KEY=${{ secrets.AWS_SECRET_ACCESS_KEY }}",
    "password: ${{ secrets.DB_PASSWORD }}",
    "api_key = <your-api-key>",
    "SMTP_PASS=***",
    "password: changeme",
    'admin_password = "CHANGE_ME"',
    "<password>${env.NEXUS_PASSWORD}</password>",
    '<add key="ClearTextPassword" value="%NUGET_PASSWORD%" />',
    "Environment=PGPASSFILE=/etc/pgpass",
    "EnvironmentFile=/etc/default/app",
    "$env:API_TOKEN = $null",
    "requirepass foobared",
    "ConvertTo-SecureString $plain -AsPlainText -Force",
    "Server=db;Database=crm;Trusted_Connection=True;",
    "jdbc:postgresql://db:5432/app?user=app&password=",
    "mysql -u root -p shop",
    "CREATE USER app IDENTIFIED BY PASSWORD;",
    "ALTER ROLE app WITH PASSWORD NULL;",
    "secretRef:\n  name: db-credentials",
    "valueFrom:\n  secretKeyRef:\n    name: db\n    key: password",
    "token_url: https://auth.example.com/oauth/token",
    "password_min_length: 12",
    "max_tokens: 4096",
    "The build id 2fa4c1e0-9b7d-4e2a-8f31-6c0d2fa9e7b1 failed.",
    "commit 2fa91c0d7e4b3a5f6c8d9e0f1a2b3c4d5e6f7a8b",
    "See https://example.com/docs/2fa-setup for the steps.",
    "hash sha256:0f2fa3b9c1d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e",
    "session_timeout: 3600",
    "passwordless login is enabled for the admin portal",
    'secret_name = "prod/db"',
    "SECRET_ARN=arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db-AbCdEf",
    "key_vault_uri = https://myvault.vault.azure.net/",
    "client_secret_file: /etc/app/client_secret.json",
    "hunter2-style passwords are a meme from an old chat log",
    "The sig=verified flag is set after the check.",
)
"""Config lines where a credential key takes a type, a reference, a lookup or a blank."""


_HEX = "0123456789abcdef"
_ID_SENTENCES = (
    "The build id {u} failed on the arm runner.",
    "Request {u} timed out after 30 s.",
    "commit {h} fixed the flaky test",
    "See https://example.com/{w}/{h} for the details.",
    "The artifact is at s3://builds/{w}-{h}.tar.gz",
    "sha256:{h}{h} is the image digest",
    "Trace {u} shows the {w} step took 4 s.",
    "Cache key {w}-{h} was evicted.",
    "data:image/png;base64,iVBORw0KGgo{b} is the inline logo",
    "Our docs page /{w}/setup explains it (ref {u}).",
)
_ID_WORDS = ("2fa", "pin", "pass", "token", "secret", "key", "auth", "otp", "pwd", "login")


def _hex_with(rng: random.Random, word: str, n: int) -> str:
    core = "".join(rng.choice(_HEX) for _ in range(n))
    if all(c in _HEX for c in word):
        at = rng.randrange(n - len(word))
        core = core[:at] + word + core[at + len(word) :]
    return core


def benign_ids(rng: random.Random, n: int = 120) -> list[str]:
    """Ids, hashes, URLs and base64 that hold a credential word inside a token."""
    rows = []
    for index in range(n):
        word = _ID_WORDS[index % len(_ID_WORDS)]
        h = _hex_with(rng, "2fa" if index % 3 == 0 else word, 40)
        u = _hex_with(rng, "2fa", 32)
        u = f"{u[:8]}-{u[8:12]}-{u[12:16]}-{u[16:20]}-{u[20:]}"
        b = "".join(rng.choice(ALNUM + "+/") for _ in range(40))
        template = _ID_SENTENCES[index % len(_ID_SENTENCES)]
        rows.append(template.format(u=u, h=h, w=word, b=b))
    return rows
