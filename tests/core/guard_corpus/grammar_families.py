"""Seeded generators of the grammar families the v8 misses stood for (round 5, guard5f).

Each v8 miss was named as a family and each family is generated here with fresh random
values, other keys, other tools and other surfaces, never the v8 strings:

* ``separators``: a credential-named key and its value joined by an arrow (``->``, ``=>``,
  ``→``), by a separator on a line of its own, by a line break after the separator, or
  with the value wrapped in a call or a one-item list (``("X")``, ``['X']``, ``[X]``);
* ``bare_quoted``: a key followed by a backticked value and no separator (chat shorthand);
* ``foreign_keys``: env and config keys built on the word "password" in other languages
  (``PAROL_ADMINA``, ``kata_sandi``, ``MAT_KHAU``...), in any case, with affixes;
* ``stdin_commands``: a password handed to a reader of stdin (``sudo -S <<< X``,
  ``echo X | passwd --stdin u``, ``chpasswd``), ``net use`` with a password, ldap tools'
  ``-w``, a token as the argument of ``<tool> login``;
* ``raw_keys``: a raw private key named as one (32 bytes of hex, a WIF key);
* ``schemes``: a token after an authorization scheme with no header name (``SSWS``).

``grammar_benign``: the same grammars with no value: a reference, a variable, a prompt on the
next line, a setting that lists classes, a public key, a transaction hash, a lockfile's
subresource-integrity digest (``sha512-...``) or a Secrets Manager ARN (``...:secret:name``).
"""

from __future__ import annotations

import random
import string

from tests.core.guard_corpus.families import password, token

_AN = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_AFFIXES = ("", "admin", "db", "root", "prod", "smtp", "app", "vpn", "backup")
_KEYS = ("password", "passwd", "pwd", "secret", "api_token", "signing_secret", "db_pass")
_FOREIGN = (
    "parol",
    "kata_sandi",
    "katasandi",
    "kata_laluan",
    "mat_khau",
    "slaptazodis",
    "pasahitza",
    "wagwoord",
    "contrasenya",
    "contrasinal",
    "salasona",
    "lykilord",
    "parola",
    "haslo",
    "sifre",
)
_USERS = ("admin", "ops", "svc_backup", "deploy", "jdoe", "CORP\\jdoe", "root")


def _cased(parts: list[str], rng: random.Random) -> str:
    parts = [p for p in "_".join(parts).split("_") if p]
    style = rng.randrange(4)
    if style == 0:
        return "_".join(parts)
    if style == 1:
        return "_".join(parts).upper()
    if style == 2:
        return parts[0] + "".join(p.capitalize() for p in parts[1:])
    return "-".join(parts)


def _key(rng: random.Random, words: tuple[str, ...] = _KEYS) -> str:
    affix = rng.choice(_AFFIXES)
    word = rng.choice(words)
    return _cased([affix, word] if rng.random() < 0.5 else [word, affix], rng)


def _password(rng: random.Random, low: int = 10, high: int = 16) -> str:
    # a leading "@" reads as a reference (@var, @Microsoft.KeyVault(...)) by design
    return password(rng, low, high).lstrip("@")


def _secret(rng: random.Random) -> str:
    return _password(rng, 10, 18) if rng.random() < 0.6 else token(rng, rng.randint(16, 40))


def separators(rng: random.Random, n: int = 60) -> list[str]:
    """Arrows, separators on their own line, values on the next line, wrapped values."""
    shapes = (
        "{k} -> {v}",
        "{k} => '{v}'",
        "{k} → {v}",
        "{k}\n=\n{v}",
        "{k}:\n{v}",
        "{k}:\n    {v}\n",
        '{k}=("{v}")',
        "{k} = ['{v}']",
        "{k} => '[{v}]'",
        '{k}: ("{v}")',
    )
    return [rng.choice(shapes).format(k=_key(rng), v=_secret(rng)) for _ in range(n)]


def bare_quoted(rng: random.Random, n: int = 20) -> list[str]:
    """A key then a backticked value, no separator: ``user `ops` pwd `X```."""
    shapes = (
        "creds for {h}: user `{u}` {k} `{v}`",
        "{h} login `{u}`, {k} `{v}`",
        "use {k} `{v}` for {h}",
    )
    hosts = ("the staging box", "grafana", "the NAS", "jenkins", "the router")
    return [
        rng.choice(shapes).format(
            h=rng.choice(hosts),
            u=rng.choice(_USERS),
            k=rng.choice(("pwd", "pw", "password")),
            v=_password(rng),
        )
        for _ in range(n)
    ]


def foreign_keys(rng: random.Random, n: int = 40) -> list[str]:
    """Keys built on "password" in other languages, in env/config/json grammar."""
    shapes = ("{k}={v}", "export {k}={v}", '"{k}": "{v}"', "{k}: {v}", "{k} = '{v}'")
    return [rng.choice(shapes).format(k=_key(rng, _FOREIGN), v=_password(rng)) for _ in range(n)]


def stdin_commands(rng: random.Random, n: int = 50) -> list[str]:
    """Passwords for readers of stdin, ``net use``, ldap ``-w`` and ``<tool> login X``."""
    out: list[str] = []
    for _ in range(n):
        secret, user = _password(rng), rng.choice(_USERS)
        shape = rng.randrange(8)
        if shape == 0:
            out.append(f'sudo -S <<< "{secret}" apt-get {rng.choice(("upgrade -y", "update"))}')
        elif shape == 1:
            out.append(f"echo '{secret}' | sudo -S systemctl restart nginx")
        elif shape == 2:
            out.append(f"echo {secret} | passwd --stdin {user}")
        elif shape == 3:
            out.append(
                f"net use {rng.choice('XYZ')}: \\\\nas0{rng.randint(1, 9)}\\share "
                f"/user:{user} {secret}"
            )
        elif shape == 4:
            out.append(f"net use \\\\fs{rng.randint(1, 9)}\\public {secret} /user:{user}")
        elif shape == 5:
            tool = rng.choice(("ldapsearch", "ldapmodify", "ldapwhoami", "ldapdelete"))
            out.append(f'{tool} -x -D "cn={user},dc=corp,dc=lan" -w {secret} -H ldap://dc1')
        elif shape == 6:
            tool = rng.choice(("cargo", "vault", "pulumi", "railway"))
            out.append(f"{tool} login {token(rng, rng.randint(28, 44))}")
        else:
            out.append(f"printf '%s\\n' | chpasswd <<< \"{user}:{secret}\"")
    return out


def raw_keys(rng: random.Random, n: int = 30) -> list[str]:
    """A raw private key named as one: hex with or without ``0x``, or a WIF key."""
    names = (
        "eth private key",
        "wallet private key",
        "privkey",
        "PRIVATE_KEY=",
        "signing key:",
        "the secret key is",
        "private key for the faucet:",
    )
    out = []
    for _ in range(n):
        if rng.random() < 0.7:
            value = ("0x" if rng.random() < 0.6 else "") + token(rng, 64, _HEX)
        else:
            value = rng.choice("5KL") + token(rng, 51 if rng.random() < 0.5 else 50, _B58)
        out.append(f"{rng.choice(names)} {value} {rng.choice(('', 'for testnet', '(dev only)'))}")
    return out


def schemes(rng: random.Random, n: int = 10) -> list[str]:
    """A token after Okta's ``SSWS`` scheme, with no ``Authorization:`` name before it."""
    return [f"okta admin: SSWS 00{token(rng, 40, _AN + '-_')}" for _ in range(n)]


def grammar_secrets(rng: random.Random) -> list[tuple[str, str]]:
    """Every round-5 grammar family, labelled."""
    rows: list[tuple[str, str]] = []
    for family, make in (
        ("separators", separators),
        ("bare_quoted", bare_quoted),
        ("foreign_keys", foreign_keys),
        ("stdin_commands", stdin_commands),
        ("raw_keys", raw_keys),
        ("schemes", schemes),
    ):
        rows.extend((text, family) for text in make(rng))
    return rows


def public_identifiers(rng: random.Random, n: int = 8) -> list[str]:
    """Identifiers next to credential words: commit logs, request/trace ids, digests, keys
    that are public, fingerprints, ARNs, token endpoints. None of them is a credential."""
    out: list[str] = []
    upper_hex = "0123456789ABCDEF"
    for _ in range(n):
        sha = token(rng, 40, _HEX)
        uid = "-".join(token(rng, k, _HEX) for k in (8, 4, 4, 4, 12))
        out += [
            f"commit {sha}\nAuthor: Lee <lee@example.com>\n\n    fix token refresh on expiry",
            f"x-request-id: {uid}",
            f"trace_id={token(rng, 32, _HEX)} span_id={token(rng, 16, _HEX)}",
            f"the session id in the bug report was {uid}, can you search the logs?",
            f"docker pull nginx@sha256:{token(rng, 64, _HEX)}",
            f'ETag: "{token(rng, 32, _HEX)}"',
            f"idempotency key {uid} was reused",
            f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{token(rng, 43)} lee@laptop",
            "PGP fingerprint: " + " ".join(token(rng, 4, upper_hex) for _ in range(10)),
            f"key fingerprint SHA256:{token(rng, 43)}",
            f"secret scanning alert #{rng.randint(1, 999)} for commit {sha} closed as revoked",
            f"the token endpoint is https://auth.example.com/oauth2/{uid}/token",
            f"kid: {token(rng, 40, _HEX)}",
            f"client_id: {uid}",
        ]
    return out


def grammar_benign(rng: random.Random) -> list[str]:
    """The same grammars holding a reference, a prompt, a list of classes or a public id."""
    key = _key(rng)
    out = [
        f"{key} -> $DB_PASSWORD",
        f"{key} => ENV['DB_PASSWORD']",
        f"{key}:\nEnter it twice to confirm.",
        f"{key}:\n  required: true",
        "PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']",
        "AUTH_PASSWORD_VALIDATORS = [{'NAME': 'django.contrib.auth.password_validation.X'}]",
        'sudo -S <<< "$SUDO_PASS" apt-get upgrade -y',
        "echo $PASSWORD | sudo -S true",
        "net use Z: \\\\nas01\\share /persistent:yes",
        "net use \\\\fs1\\public * /user:CORP\\jdoe",
        "cargo login  # then paste the token from crates.io/me",
        "vault login -method=oidc",
        'ldapsearch -x -D "cn=admin,dc=corp,dc=lan" -W -b "dc=corp,dc=lan"',
        "the ssws scheme is what Okta uses instead of Bearer",
        'resource "aws_secretsmanager_secret" "db_master_2024" {',
        'data "vault_generic_secret" "prod_credentials_x9" {',
        "kubectl get secret `db-password-v2` -o yaml",
    ]
    for _ in range(10):
        digest = token(rng, 86, _AN + "+/") + "=="
        out.append(f'"integrity": "sha{rng.choice(("512", "384", "256"))}-{digest}"')
        account = token(rng, 12, string.digits)
        out.append(f"arn:aws:secretsmanager:eu-west-1:{account}:secret:prod/db-{token(rng, 6)}")
    for _ in range(20):
        out.append(f"eth address 0x{token(rng, 40, _HEX)} received the test funds")
        out.append(
            f"tx hash 0x{token(rng, 64, _HEX)} confirmed in block {rng.randint(10**6, 10**7)}"
        )
        out.append(f"public key: 0x{token(rng, 64, _HEX)}")
    return out + public_identifiers(rng)
