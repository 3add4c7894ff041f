"""Round 6: credential keys with affixes, abbreviations and other languages, in many grammars.

Seeded generators, one per family: key names (a credential word with prefixes, suffixes,
digits, abbreviations, words of 16 languages, in every case style) written in env, shell,
YAML, JSON, TOML, INI, properties, XML, HCL, Helm and Ansible files; directive grammars
(PowerShell ``ConvertTo-SecureString``, SQL ``IDENTIFIED BY`` / ``PASSWORD``, nginx and Apache
auth headers, connection strings); and password flags of many command-line tools.
"""

from __future__ import annotations

import random
import string

__all__ = ["secrets"]

_WORDS = (
    "password",
    "passwd",
    "pwd",
    "pass",
    "secret",
    "token",
    "apikey",
    "api_key",
    "access_key",
    "private_key",
    "client_secret",
    "passphrase",
    "credential",
    "auth_token",
    "signing_key",
    "master_key",
    "encryption_key",
    # other languages: German, Spanish, French, Portuguese, Dutch, Italian, Polish, Czech,
    # Finnish, Swedish, Danish, Hungarian, Turkish, Romanian, Indonesian, Vietnamese
    "passwort",
    "kennwort",
    "contrasena",
    "clave",
    "motdepasse",
    "mot_de_passe",
    "senha",
    "wachtwoord",
    "parola_chiave",
    "haslo",
    "heslo",
    "salasana",
    "losenord",
    "adgangskode",
    "jelszo",
    "sifre",
    "parola",
    "kata_sandi",
    "matkhau",
)
_PREFIXES = ("", "", "db_", "prod_", "app_", "mysql_", "redis_", "smtp_", "admin_", "my_", "ldap_")
_SUFFIXES = ("", "", "_prod", "1", "_2", "_v2", "_old", "_new", "_value", "_main")
_LOWER_DIGITS = string.ascii_lowercase + string.digits
_SYMBOLS = "!@#%^&*-_+?"


def _key(rng: random.Random) -> str:
    words = (rng.choice(_PREFIXES) + rng.choice(_WORDS) + rng.choice(_SUFFIXES)).split("_")
    style = rng.randrange(5)
    if style == 0:
        return "_".join(words).upper()
    if style == 1:
        return words[0] + "".join(w.capitalize() for w in words[1:])
    if style == 2:
        return "-".join(words)
    if style == 3:
        return ".".join(words)
    return "_".join(words)


def _value(rng: random.Random) -> str:
    kind = rng.randrange(3)
    if kind == 0:  # a strong password
        chars = [
            rng.choice(string.ascii_uppercase),
            rng.choice(string.ascii_lowercase),
            rng.choice(string.digits),
            rng.choice(_SYMBOLS),
        ]
        chars += [
            rng.choice(string.ascii_letters + string.digits + _SYMBOLS)
            for _ in range(rng.randint(8, 16))
        ]
        rng.shuffle(chars)
        return "".join(chars).lstrip("-")
    if kind == 1:  # a hex token
        return "".join(rng.choice("0123456789abcdef") for _ in range(rng.choice([32, 40, 48])))
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(28))


def _config_line(rng: random.Random, key: str, value: str) -> str:
    shapes = (
        "{k}={v}",
        'export {k}="{v}"',
        "{k}: {v}",
        '{k}: "{v}"',
        '"{k}": "{v}",',
        '{k} = "{v}"',
        "{k} = {v}",
        "{k} : {v}",
        '<add key="{k}" value="{v}" />',
        "<{k}>{v}</{k}>",
        '<property name="{k}" value="{v}"/>',
        'variable "{k}" {{\n  default = "{v}"\n}}',
        "auth:\n  {k}: {v}\n",
        'vars:\n  {k}: "{v}"',
        "[database]\n{k} = {v}",
        "set {k}={v}",
        '$env:{k} = "{v}"',
        "ENV {k}={v}",
        "- name: {k}\n  value: {v}",
        "{{{{- $x := .Values }}}}\n{k}: {v}",
    )
    return rng.choice(shapes).format(k=key, v=value)


def _directive(rng: random.Random, value: str) -> str:
    user = rng.choice(["app", "deploy", "svc_report", "admin", "etl"])
    host = rng.choice(["db.internal", "10.0.3.12", "sql-prod", "localhost"])
    shapes = (
        f'$pw = ConvertTo-SecureString "{value}" -AsPlainText -Force',
        f"ConvertTo-SecureString -String '{value}' -AsPlainText -Force",
        f"CREATE USER {user} IDENTIFIED BY '{value}';",
        f"ALTER USER {user} WITH PASSWORD '{value}';",
        f"CREATE LOGIN {user} WITH PASSWORD = '{value}';",
        f"SET PASSWORD FOR '{user}'@'%' = PASSWORD('{value}');",
        f"GRANT ALL ON app.* TO '{user}'@'%' IDENTIFIED BY '{value}';",
        f"Server={host};Database=app;User Id={user};Password={value};",
        f"Data Source={host};Initial Catalog=app;uid={user};pwd={value}",
        f"jdbc:mysql://{host}:3306/app?user={user}&password={value}",
        f"postgresql://{user}:{value}@{host}:5432/app",
        f"Host={host};Username={user};Password={value};Database=app",
        f'proxy_set_header Authorization "Bearer {value}";',
        f"RequestHeader set X-Api-Key {value}",
        f"AuthLDAPBindPassword {value}",
        f"masterauth {value}",
        f"requirepass {value}",
    )
    return rng.choice(shapes)


def _flag(rng: random.Random, value: str) -> str:
    user = rng.choice(["root", "admin", "deploy", "ci"])
    shapes = (
        f"mysql -u {user} -p{value} app",
        f"mysqldump -u{user} -p'{value}' --all-databases > dump.sql",
        f"sshpass -p '{value}' ssh {user}@host",
        f"redis-cli -h cache -a {value} ping",
        f"sqlcmd -S prod -U {user} -P {value} -Q 'select 1'",
        f"ldapsearch -x -D cn={user},dc=corp -w {value} -b dc=corp",
        f"keytool -importkeystore -srcstorepass {value} -deststorepass {value}",
        f"openssl pkcs12 -export -out cert.p12 -passout pass:{value}",
        f"zip -P {value} backup.zip notes.txt",
        f"7z a -p{value} archive.7z folder",
        f"gpg --batch --passphrase {value} -c file.txt",
        f"wget --user={user} --password={value} https://files.example.com/x",
        f"smbclient //nas/share -U {user}%{value}",
        f"mosquitto_pub -h broker -u {user} -P {value} -t t -m hi",
        f"docker login -u {user} -p {value} registry.example.com",
        f"mongosh --username {user} --password {value} mongodb://db",
        f"az login --service-principal -u {user} -p {value} --tenant t",
        f"java -Ddb.password={value} -jar app.jar",
        f"./deploy.sh --api-key {value} --env prod",
        f"terraform apply -var 'db_password={value}'",
        f"helm install app ./chart --set auth.password={value}",
        f"ansible-playbook site.yml -e 'ansible_become_pass={value}'",
        f"net use \\\\fileserver\\share {value} /user:corp\\{user}",
        f"psql 'host=db user={user} password={value} dbname=app'",
        f"curl -H 'X-Auth-Token: {value}' https://api.example.com",
        f"htpasswd -b -c .htpasswd {user} {value}",
        f"rclone config create s3 s3 secret_access_key {value}",
        f"lftp -u {user},{value} ftp.example.com",
        f"vault login {value}",
    )
    return rng.choice(shapes)


def secrets(rng: random.Random, per_family: int = 120) -> list[tuple[str, str]]:
    """``(text, family)``: ``affixed_keys``, ``directives`` and ``tool_flags`` rows."""
    rows: list[tuple[str, str]] = []
    for _ in range(per_family):
        rows.append((_config_line(rng, _key(rng), _value(rng)), "affixed_keys"))
        rows.append((_directive(rng, _value(rng)), "directives"))
        rows.append((_flag(rng, _value(rng)), "tool_flags"))
    return rows
