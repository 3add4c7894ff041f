"""Last round's hand-written corpus for the content guard (kept whole, hence its length).

SECRETS: (text, expected rule name) - realistic credentials embedded in chat messages, configs,
code and logs. Every value is fake: generated from a seeded ``random.Random`` with the shape
of the real thing (prefix, alphabet, length, checksum where there is one).

BENIGN: texts a memory store sees every day that must NOT be refused - preferences, notes,
code without values, placeholders, hex ids, public keys, URLs without passwords, ...

adversarial_inputs(): long strings built to trigger regex backtracking; shared by the
linear-time test and benchmarks/guard.py.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(20240611)

ALNUM = string.ascii_letters + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
URLSAFE = ALNUM + "-_"
B64 = ALNUM + "+/"
HEX = "0123456789abcdef"
B32 = string.ascii_uppercase + "234567"
PW_CHARS = ALNUM + "!@#%^*+=?-_."


def _r(alphabet: str, n: int) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def _mixed(alphabet: str, n: int) -> str:
    """Random string that contains a lowercase, an uppercase and a digit (like real keys)."""
    while True:
        s = _r(alphabet, n)
        classes = (str.islower, str.isupper, str.isdigit)
        if all(any(test(c) for c in s) for test in classes):
            return s


def _password() -> str:
    while True:
        s = _r(PW_CHARS, _rng.randint(10, 16))
        if s[0].isalnum() and any(c.isdigit() for c in s) and any(c.isalpha() for c in s):
            return s


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _luhn_complete(prefix: str, length: int) -> str:
    body = prefix + "".join(_rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    for check in string.digits:
        candidate = body + check
        total = 0
        for i, ch in enumerate(reversed(candidate)):
            n = int(ch)
            if i % 2 == 1:
                n = n * 2 - 9 if n > 4 else n * 2
            total += n
        if total % 10 == 0:
            return candidate
    raise AssertionError("unreachable")


def _group(digits: str, sizes: tuple[int, ...], sep: str) -> str:
    out, pos = [], 0
    for size in sizes:
        out.append(digits[pos : pos + size])
        pos += size
    return sep.join(out)


def _zw(token: str, char: str = "\u200b") -> str:
    """Hide zero-width characters inside a token."""
    cut1, cut2 = len(token) // 3, 2 * len(token) // 3
    return token[:cut1] + char + token[cut1:cut2] + char + token[cut2:]


def _pem_body(n_lines: int, first: str = "MIIE") -> str:
    lines = [first + _r(B64, 60)] + [_r(B64, 64) for _ in range(n_lines - 1)]
    return "\n".join(lines)


# -- generators ------------------------------------------------------------------------------


def openai_key() -> str:
    kind = _rng.choice(["legacy", "proj", "proj", "svcacct", "admin"])
    if kind == "legacy":
        return "sk-" + _mixed(ALNUM, 20) + "T3BlbkFJ" + _mixed(ALNUM, 20)
    return f"sk-{kind}-" + _mixed(URLSAFE, _rng.choice([48, 74, 156]))


def anthropic_key() -> str:
    kind = _rng.choice(["api03", "api03", "admin01"])
    return f"sk-ant-{kind}-" + _mixed(URLSAFE, 93) + "AA"


def github_token() -> str:
    if _rng.random() < 0.25:
        return "github_pat_" + _mixed(ALNUM, 22) + "_" + _mixed(ALNUM, 59)
    return "gh" + _rng.choice("pousr") + "_" + _mixed(ALNUM, 36)


def gitlab_token() -> str:
    prefix = _rng.choice(["glpat-", "glpat-", "gldt-", "glrt-", "glptt-", "glcbt-"])
    return prefix + _mixed(URLSAFE, 20)


def slack_token() -> str:
    kind = _rng.choice(["xoxb", "xoxp", "xoxa", "xoxr", "xoxs", "xapp"])
    if kind == "xoxb":
        return f"xoxb-{_r(string.digits, 12)}-{_r(string.digits, 13)}-{_mixed(ALNUM, 24)}"
    if kind == "xapp":
        return f"xapp-1-A0{_r(UPPER_ALNUM, 9)}-{_r(string.digits, 13)}-{_r(HEX, 64)}"
    return f"{kind}-{_r(string.digits, 12)}-{_r(string.digits, 12)}-{_mixed(ALNUM, 32)}"


def slack_webhook() -> str:
    return (
        f"https://hooks.slack.com/services/T{_r(UPPER_ALNUM, 8)}/B{_r(UPPER_ALNUM, 10)}/"
        f"{_mixed(ALNUM, 24)}"
    )


def stripe_key() -> str:
    prefix = _rng.choice(["sk_live_", "sk_test_", "rk_live_", "rk_test_"])
    return prefix + _mixed(ALNUM, _rng.choice([24, 99]))


def aws_key_id() -> str:
    return _rng.choice(["AKIA", "AKIA", "ASIA", "ABIA", "ACCA"]) + _r(B32, 16)


def aws_secret() -> str:
    return _mixed(B64, 40)


def google_key() -> str:
    return "AIza" + _mixed(URLSAFE, 35)


def twilio_sid() -> str:
    return _rng.choice(["SK", "AC"]) + _r(HEX, 32)


def sendgrid_key() -> str:
    return "SG." + _mixed(URLSAFE, 22) + "." + _mixed(URLSAFE, 43)


def npm_token() -> str:
    return "npm_" + _mixed(ALNUM, 36)


def pypi_token() -> str:
    return "pypi-AgEIcHlwaS5vcmc" + _mixed(URLSAFE, 150)


def hf_token() -> str:
    return "hf_" + _mixed(ALNUM, 34)


def discord_bot_token() -> str:
    snowflake = str(_rng.randint(10**17, 10**18 - 1))
    head = base64.b64encode(snowflake.encode()).decode().rstrip("=")
    return f"{head}.{_mixed(URLSAFE, 6)}.{_mixed(URLSAFE, _rng.choice([27, 38]))}"


def discord_webhook() -> str:
    return (
        f"https://discord.com/api/webhooks/{_rng.randint(10**17, 10**18 - 1)}/{_mixed(URLSAFE, 68)}"
    )


def telegram_token() -> str:
    return f"{_rng.randint(10**8, 10**10 - 1)}:AA{_mixed(URLSAFE, 33)}"


def jwt() -> str:
    header = _b64url(json.dumps({"alg": _rng.choice(["HS256", "RS256"]), "typ": "JWT"}).encode())
    payload = _b64url(
        json.dumps(
            {
                "sub": _r(string.digits, 10),
                "name": _rng.choice(["Alice", "Bob", "Chen"]),
                "iat": _rng.randint(1_600_000_000, 1_800_000_000),
            }
        ).encode()
    )
    signature = _b64url(_rng.randbytes(32))
    return f"{header}.{payload}.{signature}"


def azure_account_key() -> str:
    return base64.b64encode(_rng.randbytes(64)).decode()


def base32_secret(n: int = 32) -> str:
    return _r(B32, n)


def card(prefix: str, length: int) -> str:
    return _luhn_complete(prefix, length)


# -- SECRETS ---------------------------------------------------------------------------------

_CHAT = [
    "here's my key {} can you check it?",
    "my key is {}.",
    "use this one: {}",
    "`{}`",
    "```\n{}\n```",
    "I set it to {}, is that right?",
    "(the new one is {})",
    "Key: {}!",
    'config says "{}"',
    "is this still valid? {}?",
    "ok so {} - works on my machine",
    "token {}; let me know",
]


def _chat(i: int, value: str) -> str:
    return _CHAT[i % len(_CHAT)].format(value)


SECRETS: list[tuple[str, str]] = []


def _add(label: str, *texts: str) -> None:
    SECRETS.extend((text, label) for text in texts)


for i in range(8):
    _add("openai_api_key", _chat(i, openai_key()))
_add(
    "openai_api_key",
    f"export OPENAI_API_KEY={openai_key()}",
    f'client = OpenAI(api_key="{openai_key()}")',
    f"OPENAI_API_KEY='{openai_key()}'",
    f"my openai key: {_zw(openai_key())}",
    f"here it is {_zw(openai_key(), chr(0xFEFF))} thanks",
)
for i in range(4):
    _add("anthropic_api_key", _chat(i + 3, anthropic_key()))
_add(
    "anthropic_api_key",
    f"ANTHROPIC_API_KEY={anthropic_key()}",
    f'{{"anthropic": {{"api_key": "{anthropic_key()}"}}}}',
    f"claude key {_zw(anthropic_key(), chr(0x00AD))}",
)
for i in range(7):
    _add("github_token", _chat(i + 1, github_token()))
_add(
    "github_token",
    f"git clone https://x-access-token:{github_token()}@github.com/acme/infra.git",
    f"export GITHUB_TOKEN={github_token()}",
    f"gh auth login --with-token <<< {_zw(github_token(), chr(0x2060))}",
)
for i in range(5):
    _add("gitlab_token", _chat(i + 2, gitlab_token()))
_add("gitlab_token", f"CI_JOB_TOKEN is fine but this is my PAT: {gitlab_token()}")
for i in range(5):
    _add("slack_token", _chat(i + 4, slack_token()))
_add(
    "slack_token",
    f"SLACK_BOT_TOKEN={slack_token()}",
    f"slack bot token {_zw(slack_token(), chr(0x200D))}",
)
_add(
    "slack_webhook",
    f"post alerts to {slack_webhook()}",
    f'webhook_url: "{slack_webhook()}"',
    f'curl -X POST -d \'{{"text":"hi"}}\' {slack_webhook()}',
)
for i in range(5):
    _add("stripe_secret_key", _chat(i + 6, stripe_key()))
_add(
    "stripe_secret_key",
    f"export STRIPE_KEY={stripe_key()}",
    f"stripe.api_key = '{stripe_key()}'",
    f"STRIPE_SECRET_KEY={_zw(stripe_key())}",
)
_add(
    "stripe_webhook_secret",
    f"STRIPE_WEBHOOK_SECRET=whsec_{_mixed(ALNUM, 32)}",
    f"the webhook signing secret is whsec_{_mixed(ALNUM, 32)}.",
)
for i in range(4):
    _add("aws_access_key_id", _chat(i, aws_key_id()))
_add(
    "aws_access_key_id",
    f"[default]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
    f"AWS_ACCESS_KEY_ID={_zw(aws_key_id())}",
)
_add(
    "aws_secret_access_key",
    f"aws_secret_access_key = {aws_secret()}",
    f"export AWS_SECRET_ACCESS_KEY={aws_secret()}",
    f'{{"SecretAccessKey": "{aws_secret()}"}}',
    f"my aws secret key is {aws_secret()}",
)
for i in range(4):
    _add("google_api_key", _chat(i + 5, google_key()))
_add(
    "google_api_key",
    f"https://maps.googleapis.com/maps/api/geocode/json?address=Lisbon&key={google_key()}",
)

_private_key_pem = (
    "-----BEGIN PRIVATE KEY-----\\n" + _r(B64, 64) + "\\n" + _r(B64, 64) + "\\n"
    "-----END PRIVATE KEY-----\\n"
)
_add(
    "gcp_service_account",
    json.dumps(
        {
            "type": "service_account",
            "project_id": "acme-prod-412",
            "private_key_id": _r(HEX, 40),
            "private_key": "-----BEGIN PRIVATE KEY-----\n"
            + _pem_body(3)
            + "\n-----END PRIVATE KEY-----\n",
            "client_email": "etl@acme-prod-412.iam.gserviceaccount.com",
        },
        indent=2,
    ),
    'creds = {"type": "service_account", "project_id": "demo-1", '
    f'"private_key_id": "{_r(HEX, 40)}", "client_id": "{_r(string.digits, 21)}"}}',
)
_add(
    "azure_storage_key",
    "DefaultEndpointsProtocol=https;AccountName=acmedata;"
    f"AccountKey={azure_account_key()};EndpointSuffix=core.windows.net",
    f"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=logs;AccountKey={azure_account_key()}",
    "Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;"
    f"SharedAccessKey={base64.b64encode(_rng.randbytes(32)).decode()}",
)


def _sas_sig() -> str:
    return base64.b64encode(_rng.randbytes(32)).decode().replace("+", "%2B").replace("/", "%2F")


_add(
    "azure_sas_token",
    "https://acmedata.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=co&sp=rl"
    f"&se=2025-12-31T23:59:59Z&st=2024-01-01T00:00:00Z&spr=https&sig={_sas_sig()}",
    f"download it from https://acme.blob.core.windows.net/c/f.zip?sp=r&sv=2021-06-08&sr=b&sig={_sas_sig()}.",
    f"SAS token: ?sv=2023-01-03&se=2026-01-01&sr=c&sp=racwdl&sig={_sas_sig()}",
)
_add(
    "twilio_key",
    f"twilio api key {twilio_sid()}",
    f"TWILIO_API_KEY={twilio_sid()}",
    f"account sid {twilio_sid()}, don't share",
)
_add(
    "sendgrid_api_key",
    f"SENDGRID_API_KEY={sendgrid_key()}",
    f"sendgrid key: {sendgrid_key()}.",
    f"use {_zw(sendgrid_key())} for the mailer",
)
_add(
    "npm_token",
    f"//registry.npmjs.org/:_authToken={npm_token()}",
    f"NPM_TOKEN={npm_token()}",
    f"publish with {npm_token()} please",
)
_add(
    "pypi_token",
    f"[pypi]\nusername = __token__\npassword = {pypi_token()}",
    f"TWINE_PASSWORD={pypi_token()}",
    f"uv publish --token {pypi_token()}",
)
_add(
    "huggingface_token",
    f"HF_TOKEN={hf_token()}",
    f"huggingface-cli login --token {hf_token()}",
    f"my hf token is {hf_token()}!",
    f"from_pretrained(repo, token='{_zw(hf_token())}')",
)
_add(
    "discord_bot_token",
    f"DISCORD_TOKEN={discord_bot_token()}",
    f"bot.run('{discord_bot_token()}')",
    f"discord bot token: {discord_bot_token()}",
)
_add(
    "discord_webhook",
    f"send the alerts to {discord_webhook()}",
    f"DISCORD_WEBHOOK_URL={discord_webhook()}",
)
_add(
    "telegram_bot_token",
    f"TELEGRAM_BOT_TOKEN={telegram_token()}",
    f"BotFather gave me {telegram_token()}.",
    f"https://api.telegram.org/bot{telegram_token()}/getUpdates",
)
for i in range(5):
    _add("jwt", _chat(i + 7, jwt()))
_add(
    "jwt",
    f"Authorization: Bearer {jwt()}",
    f'localStorage.setItem("id_token", "{jwt()}")',
    f"session cookie: session={jwt()}; Path=/; HttpOnly",
)
_add(
    "private_key",
    "-----BEGIN RSA PRIVATE KEY-----\n" + _pem_body(6) + "\n-----END RSA PRIVATE KEY-----",
    "here's the key:\n-----BEGIN PRIVATE KEY-----\n"
    + _pem_body(4)
    + "\n-----END PRIVATE KEY-----\nthanks",
    "-----BEGIN EC PRIVATE KEY-----\n" + _pem_body(3, "MHcC") + "\n-----END EC PRIVATE KEY-----",
    "```\n-----BEGIN ENCRYPTED PRIVATE KEY-----\n"
    + _pem_body(5)
    + "\n-----END ENCRYPTED PRIVATE KEY-----\n```",
    "-----BEGIN DSA PRIVATE KEY-----\n" + _pem_body(4, "MIIB") + "\n-----END DSA PRIVATE KEY-----",
)
_add(
    "openssh_private_key",
    "-----BEGIN OPENSSH PRIVATE KEY-----\n"
    + _pem_body(5, "b3Bl")
    + "\n-----END OPENSSH PRIVATE KEY-----",
    "my id_ed25519 is\n-----BEGIN OPENSSH PRIVATE KEY-----\n"
    + _pem_body(3, "b3Bl")
    + "\n-----END OPENSSH PRIVATE KEY-----\n",
)
_add(
    "pgp_private_key",
    "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
    + _pem_body(6, "lQdG")
    + "\n="
    + _r(B64, 4)
    + "\n-----END PGP PRIVATE KEY BLOCK-----",
)
_add(
    "putty_private_key",
    "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-20240101\n"
    f"Public-Lines: 2\n{_r(B64, 64)}\n{_r(B64, 20)}\nPrivate-Lines: 1\n{_r(B64, 44)}\n"
    f"Private-MAC: {_r(HEX, 64)}",
    "PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nComment: imported-openssh-key\n"
    f"Public-Lines: 1\n{_r(B64, 64)}",
)
_add(
    "database_url",
    f"DATABASE_URL=postgres://app:{_password()}@db.internal:5432/app",
    f"postgresql+psycopg://etl:{_r(ALNUM, 18)}@10.0.3.7:5432/warehouse",
    f"mysql://root:{_r(ALNUM, 12)}@localhost:3306/shop",
    f"MONGO_URI=mongodb+srv://admin:{_r(ALNUM, 16)}@cluster0.ab1cd.mongodb.net/prod",
    f"redis://:{_r(ALNUM, 24)}@cache.internal:6379/0",
    f"amqp://guest:{_r(ALNUM, 14)}@rabbit:5672/%2f",
    f"mssql://sa:{_r(ALNUM, 14)}@sql.internal:1433/crm",
    f"the prod db is postgres://postgres:{_r(ALNUM, 10)}@prod-db:5432/main, careful",
    f"rediss://default:{_r(ALNUM, 32)}@redis-12345.c1.us-east-1.ec2.cloud.redislabs.com:12345",
)
_add(
    "basic_auth_url",
    f"https://deploy:{_r(ALNUM, 16)}@ci.example.com/job/build",
    f"proxy is http://proxyuser:{_r(ALNUM, 12)}@proxy.corp:3128",
    f"ftp://backup:{_r(ALNUM, 12)}@files.example.org/nightly/",
    f"pip install --index-url https://ci:{_r(ALNUM, 20)}@pypi.internal/simple pkg",
)
_add(
    "curl_basic_auth",
    f"curl -u admin:{_password()} https://api.internal/health",
    f"curl --user svc-backup:{_r(ALNUM, 16)} -X POST https://backup.internal/run",
    f"curl -s -u 'api:key-{_r(HEX, 32)}' https://api.mailgun.net/v3/domains",
)
_add(
    "cli_password",
    f"mysql -u root -p{_password()} shop",
    f"sshpass -p {_password()} ssh deploy@10.0.0.5",
    f"docker login -u bob -p {_mixed(ALNUM, 20)} registry.example.com",
    f"./backup.sh --password {_password()}",
)
_add(
    "authorization_header",
    f'curl -H "Authorization: Bearer {_mixed(ALNUM, 40)}" https://api.example.com/v1/me',
    "Authorization: Basic " + base64.b64encode(f"alice:{_password()}".encode()).decode(),
    f"Authorization: Token {_r(HEX, 40)}",
    f'headers = {{"Authorization": "Bearer {_mixed(URLSAFE, 48)}"}}',
    f"-H 'authorization: bearer {_mixed(ALNUM, 32)}'",
)
_add(
    "payment_card",
    f"my card is {_group(card('4', 16), (4, 4, 4, 4), ' ')}",
    f"card: {_group(card('51', 16), (4, 4, 4, 4), '-')} exp 04/27",
    f"use {card('4', 16)} for the booking",
    f"Amex {_group(card('37', 15), (4, 6, 5), ' ')}.",
    f"discover card {card('6011', 16)}, cvv on the back",
    f"my mastercard number is {_group(card('2221', 16), (4, 4, 4, 4), ' ')}",
    f"JCB {card('3528', 16)}",
    f"visa {card('4', 13)} (old one)",
)
_add(
    "totp_seed",
    f"otpauth://totp/ACME:alice@example.com?secret={base32_secret()}&issuer=ACME",
    f"backup of my 2fa: otpauth://totp/GitHub:alice?issuer=GitHub&secret={base32_secret(16)}&digits=6",
    f"my totp secret is {base32_secret()}",
    "2FA seed: " + " ".join(base32_secret(4) for _ in range(8)),
    f"authenticator setup key: {base32_secret(32).lower()}",
)

_SECRET_ASSIGNMENTS = [
    'DB_PASSWORD="{pw}"',
    "export DATABASE_PASSWORD={pw}",
    "password: {pw}",
    '{{"username": "alice", "password": "{pw}"}}',
    "client_secret={tok}",
    "MAILGUN_API_KEY=key-{hex}",
    "access_token: {tok}",
    'curl -H "X-API-Key: {tok}" https://api.example.com',
    "$password = '{pw}';",
    "SECRET_KEY = 'django-insecure-{tok}'",
    "TWILIO_AUTH_TOKEN={hex}",
    "app.config['SECRET_KEY'] = '{tok}'",
    "spring.datasource.password={pw}",
    'pwd="{pw}"',
    "Server=tcp:acme.database.windows.net,1433;Database=crm;User ID=sa;Password={pw};",
    "jdbc:postgresql://db:5432/app?user=app&password={pw}",
    "mysqldump --password={pw} shop > shop.sql",
    "DB_PASS={pw}",
    "redis_password: {pw}",
    "ENCRYPTION_KEY={b64}",
    "SESSION_SECRET={hex}",
    "webhook_secret: {tok}",
    "aws_session_token = {b64}",
    "my.api.key={tok}",
    "apiKey: '{tok}'",
    'const clientSecret = "{tok}";',
    'SMTP_PASSWORD="{pw}"  # prod mail relay',
    "passphrase: {pw}",
    "OPENROUTER_API_KEY={tok}",
    "wifi:\n  ssid: HomeNet\n  password: {pw}",
]
for template in _SECRET_ASSIGNMENTS:
    text = template.format(
        pw=_password(),
        tok=_mixed(ALNUM, 32),
        hex=_r(HEX, 32),
        b64=base64.b64encode(_rng.randbytes(32)).decode(),
    )
    _add("secret_assignment", text)
_add("secret_assignment", "deploy notes password=Xk9#mQ2$vL7!", "password = 'Tr0ub4dor&3'")

_DISCLOSURES = [
    "my password is {pw}",
    "the wifi password is {pw}",
    "my pin is {pin}",
    "our api key is {tok}",
    "pw: {pw}",
    "password for the router is {pw}",
    "the door code is {pin}",
    "my bank PIN is {pin}, don't tell anyone",
    "The password to my laptop is {pw} btw",
    "my gmail password is now {pw}",
    "the alarm code is {pin}#",
    "Password changed to {pw}",
    "the admin password is still {pw}",
    "my passcode is {pin6}",
    "cvv: {cvv}",
    "the secret key is {tok}",
    "my access token is {tok}",
    "pin code: {pin}",
    "the gate code is {pin} (press # after)",
    "Netflix password is {pw}.",
    "our shared password is '{pw}'",
    "my password is “{pw}”",
]
for template in _DISCLOSURES:
    text = template.format(
        pw=_password(),
        pin=_r("123456789", 4),
        pin6=_r("123456789", 6),
        cvv=_r("123456789", 3),
        tok=_mixed(ALNUM, 24),
    )
    _add("secret_disclosure", text)
_add(
    "secret_disclosure",
    "my password is hunter2",
    "my password is banana.",
    "the wifi password is Summer2024! lol",
    "My password is bluefish42 so don't forget",
    "the passphrase is correct-horse-battery-staple",
    'my passphrase is "correct horse battery staple"',
    "the wifi password is 'purple monkey dishwasher' if you need it",
    "my PIN is 4821",
    "our api key is 8f14e45fceea167a5a36dedd4bea2543, use it for staging",
    "password for user admin is P@ssw0rd!",
    "the password is: Qz7#kL9!",
    f"my password is {_zw('Xk9mQ2vL7pR4', chr(0x200C))}",
    "The password's Qw3rty!9",
    "temp password for the new hire: Welcome2024!",
    "The password for alice@example.com is Qw3rty!9",
    "API key: 3f9a2b7c8d1e4f5a6b7c8d9e0f1a2b3c",
    "my ssh key passphrase is Qw3rty!9",
    "card PIN 4821",
    "my PIN: 4821",
    "the password is Qw3rty!9 (capital Q)",
    "my password is ilovecats",
    "my password is: **Qz7kL9!x**",
    "my gmail app password is " + " ".join(_r(string.ascii_lowercase, 4) for _ in range(4)),
)
_add(
    "secret_assignment",
    "username: alice password: Qw3rty!9",
    "user=alice pass=Qw3rty!9",
    "Password:Qw3rty!9",
    "new password: Qw3rty!9",
    "here's the token: ab12cd34ef56gh78",
    "**Password**: hunter22x",
    "wifi password: Bl4ckC4t-Home",
)

# -- BENIGN ----------------------------------------------------------------------------------

BENIGN: list[str] = [
    # ordinary memories and preferences
    "I use a password manager",
    "rotate API keys every 90 days",
    "use Bearer auth for the internal API",
    "my password is strong",
    "the password is stored in 1Password",
    "reset your password via the link",
    "User prefers dark mode in every editor.",
    "Alice's API key lives in the team vault, not in the repo.",
    "Remember: never paste secrets into chat.",
    "the password is case-sensitive",
    "my password is too short according to the site",
    "The wifi password is on the fridge.",
    "my password is different for every site",
    "Your password must be at least 12 characters long.",
    "password is required",
    "the token is expired, ask for a new one",
    "token: expired",
    "The API key is in the .env file",
    "I forgot my password again",
    "change the password every 90 days",
    "we store password hashes with argon2id",
    "The token bucket refills at 10 requests per second",
    "JWT expiry is 15 minutes",
    "Bearer tokens must be sent over TLS",
    "secret santa draw is on Friday",
    "pw reset link expires in 1 hour",
    "The wifi network is called BlueFish-5G",
    "my username is alice_92",
    "user: admin, role: editor",
    "password: see 1Password entry 'Prod DB'",
    "Password: (ask Bob)",
    "my phone pin is a secret",
    "secrets are managed with sops and age",
    "my password is the same as my email password",
    "our api key is rate limited to 100 rpm",
    "the token is valid for 3600 seconds",
    "my pin is not 1234",
    "the password was changed yesterday",
    "the password has been reset to the default",
    "the password is being rotated",
    "password is 16 chars minimum",
    "the password is 12-16 characters",
    "pw: see notes",
    "PIN: see card",
    "API key: set via env",
    "Access token: expires in 1h",
    "secret key: rotate monthly",
    "token limit: 8k",
    "password manager: Bitwarden",
    "the password for the router is printed on the back",
    "password for wifi is on the fridge",
    "my gmail password is the usual one",
    "The password policy requires a symbol and a digit",
    "password reset emails go out via SendGrid",
    "my pin is easy to remember",
    "the pin is on the back of the card",
    "The door code changed last week",
    "cvv is the 3 digit code on the back",
    "The secret is to salt the pasta water",
    "My secret is that I hate cilantro",
    "Keep the API key secret",
    "api key rotation is scheduled for Friday",
    "my password is longer than yours",
    "the password is hunter-themed, ha",
    "password strength: strong",
    "Strength of password: weak",
    "passphrase: use four random words",
    'The password was "changed last week"',
    'the password is "too weak to use"',
    'my password is "the same as before"',
    'the password is "updated every quarter"',
    "MFA secret key is shown only once during setup",
    "enable TOTP 2FA with an authenticator app",
    "the totp secret is stored in the vault",
    "My password is complicated",
    "the password is lowercase only, which is bad",
    "the password is the name of my first dog",
    "password is hunter2-style weak",
    "The access code for the conference is on the invite",
    "The password must contain 1 uppercase letter",
    "Passwords: must be 12+ characters",
    "password123 is a terrible password",
    "My PIN was reset by the bank",
    "the wifi password is written on the router",
    "Alice is allergic to peanuts",
    "We decided to use Postgres 16 for the ingestion project.",
    "I'm training for a half marathon in October.",
    "Bob's birthday is 1990-04-12",
    "The standup moved to 10:30 on Tuesdays",
    "Prefers answers in Portuguese when the question is in Portuguese",
    "Project Falcon ships on 2024-09-30",
    "I paid with my Visa",
    "card number ends in 4242",
    "My card expires 04/27",
    "Find the card number on the front: 16 digits",
    "room 4821 on the fourth floor",
    "route 66 road trip planned for June",
    "Account number 12345678 at the credit union",
    # placeholders, references and redactions
    "api_key = os.environ['OPENAI_API_KEY']",
    'client = OpenAI(api_key=os.getenv("OPENAI_API_KEY"))',
    'os.environ["OPENAI_API_KEY"]',
    'key = os.getenv("API_KEY")',
    "password=<redacted>",
    "password=****",
    "token=${TOKEN}",
    "api_key: ${API_KEY}",
    "API_KEY=your_api_key_here",
    "OPENAI_API_KEY=sk-...",
    "OPENAI_API_KEY=<your-key>",
    "Authorization: Bearer <token>",
    "Authorization: Bearer $TOKEN",
    'headers = {"Authorization": f"Bearer {token}"}',
    "export GITHUB_TOKEN=xxx",
    "export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "STRIPE_SECRET_KEY=sk_live_...",
    "set OPENAI_API_KEY in your shell profile",
    "export OPENAI_API_KEY=$(pass show openai)",
    "aws_secret_access_key = <secret>",
    "AWS_SECRET_ACCESS_KEY=${{ secrets.AWS_SECRET_ACCESS_KEY }}",
    "AKIAIOSFODNN7EXAMPLE",
    "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
    "API_KEY=YOUR_API_KEY",
    "token: <your-token>",
    "token: <paste here>",
    "api_key: null",
    '"password": null',
    '"password": ""',
    "password: !vault |",
    "password=None",
    "DB_PASSWORD=",
    "SECRET_KEY=",
    "SMTP_PASSWORD=changeme",
    "MYSQL_ROOT_PASSWORD: example",
    "password: xxx",
    "password = '********'",
    "INFO token=REDACTED user=42",
    "WARN password: ****** (masked)",
    'password: "{{ vault_db_password }}"',
    "auth_token: {{ .Values.authToken }}",
    "OPENAI_API_KEY is set in CI secrets",
    "use the HF_TOKEN environment variable",
    "Stripe keys look like sk_live_... and must stay server-side",
    "The Slack bot token (xoxb-...) is in Vault",
    '"api_key": "sk-..."',
    "license key format is XXXXX-XXXXX-XXXXX",
    "curl -u $USER:$TOKEN https://api.example.com",
    "curl -H 'Authorization: Bearer $TOKEN' https://api.example.com",
    "curl -u user:password https://httpbin.org/basic-auth/user/password",
    # code without values
    "def login(username: str, password: str) -> bool:",
    "if not password: raise ValueError('empty')",
    "password = getpass.getpass('Password: ')",
    "token = request.headers.get('Authorization')",
    '{"password": {"type": "string", "minLength": 12}}',
    "interface Creds { username: string; password: string }",
    "const token = await getToken();",
    "let apiKey = process.env.API_KEY;",
    "apiKey: process.env.OPENAI_API_KEY,",
    "SECRET_KEY = env('DJANGO_SECRET_KEY')",
    "password = config['db']['password']",
    "self.password = password",
    "token = token.strip()",
    "client_secret: str = Field(..., repr=False)",
    "api_key: Optional[str] = None",
    "assert password != ''",
    "if len(password) < 12:",
    "password_hash = bcrypt.hashpw(pw, salt)",
    "hashed_password: $2b$12$KIXQJ3aR9uQd5m1xV0sH7eK4yWq2ZpLr8tN6cB0fG1hJ3kL5mN7pQ",
    "max_tokens: 4096",
    "tokenizer: cl100k_base",
    "token_count = 512",
    "next_page_token: CiAKGjBpNDd2NmpQbXpLeGRtcGZ0",
    "password_min_length: 12",
    "PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']",
    "secret_name: prod/db-credentials",
    "kind: Secret",
    "secret: my-app-secret",
    "key: value",
    "cache_key = f'user:{user_id}:profile'",
    "primary_key: id",
    "refresh_token_ttl: 30d",
    "token_type: Bearer",
    "grant_type=client_credentials&scope=read",
    "private_key_path: ~/.ssh/id_rsa",
    "GOOGLE_APPLICATION_CREDENTIALS=/secrets/sa.json",
    "PWD=/home/alice/projects",
    "ssl_key: /etc/ssl/private/server.key",
    "if password == confirm_password:",
    "login(username=user, password=pw)",
    "client = OpenAI(api_key=api_key)",
    "token=self.token",
    "pin = 13  # GPIO pin for the LED",
    "pin: true",
    "pinned: true",
    "eos_token: '</s>'",
    "pad_token = tokenizer.eos_token",
    "docker run -u 1000:1000 image",
    "ssh -p 2222 deploy@host",
    "mysql -u root -p",
    # commit messages, tickets, logs
    "chore: bump stripe to 8.1.0",
    "fix(auth): handle expired tokens gracefully",
    "feat: add password strength meter",
    "Commit 'fix: rotate leaked key' reverted the change",
    "ticket PROJ-1234: rotate the leaked GitHub token",
    "2024-05-01 12:00:01 INFO auth: token refreshed for user 42",
    "GET /api/v1/users?page=2&per_page=50 200 12ms",
    "2024-03-15T10:22:31Z ERROR db: connection refused (postgres://db.internal:5432/app)",
    "pytest -k test_password_reset passed in 1.2s",
    # URLs without passwords
    "postgres://db.internal:5432/app",
    "postgres://user@host/db",
    "postgresql://localhost/mydb",
    "mongodb://mongo:27017",
    "redis://localhost:6379/0",
    "postgres://user:${DB_PASSWORD}@db:5432/app",
    "postgres://user:<password>@host/db",
    "DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DB",
    "postgresql://user:password@localhost/dbname",
    "https://github.com/org/repo/pull/123",
    "https://user@github.com/org/repo.git",
    "git@github.com:org/repo.git",
    "ssh://git@gitlab.com:2222/group/project.git",
    "http://localhost:8080/api?token=",
    "https://example.com/reset?token=${RESET_TOKEN}",
    "see https://platform.openai.com/api-keys to create a key",
    "https://mystorage.blob.core.windows.net/container/file.txt?sv=2022-11-02&sp=r",
    "https://discord.com/api/webhooks/ (create one in channel settings)",
    "otpauth://totp/ACME:alice?issuer=ACME",
    "http://192.168.1.10:8080/status",
    "https://medium.com/@alice/my-post-1a2b3c",
    # key-ish words and prefixes
    "pip install scikit-learn  # aka sk-learn",
    "sk-learn is a typo for scikit-learn",
    "pk_live_51H8abcDEFghiJKLmnoPQRstuVWXyz0123456789abcdefGHIJ",
    "stripe publishable key: pk_test_TYooMQauvdEDq54NiTphI7jx",
    "AKIA is the prefix of AWS access key ids",
    "GitHub tokens start with ghp_ followed by 36 characters",
    'JWTs start with eyJ because that is base64 for {"',
    "Twilio account SIDs start with AC",
    "SG. is the prefix of SendGrid keys",
    "hf_transfer speeds up downloads from the hub",
    "npm_config_registry=https://registry.npmjs.org/",
    "xoxo, see you tomorrow",
    "sig=abc is the signature param in SAS URLs",
    "123456789:ABC is not a valid telegram token format",
    "PuTTY can convert keys with puttygen",
    'the service account JSON has "type": "service_account" and a client_email',
    "AccountName=mystorage;EndpointSuffix=core.windows.net",
    "The Telegram bot is @my_helper_bot",
    "Discord invite: discord.gg/abc123",
    "MTIzNDU2Nzg5MDEyMzQ1Njc4",
    # public keys and certificates
    "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC" + _r(B64, 300) + " alice@laptop",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + _r(B64, 43) + " bob@desktop",
    "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"
    + _r(B64, 20)
    + "\n"
    + _pem_body(4, "x7Qz")
    + "\n-----END PUBLIC KEY-----",
    "-----BEGIN CERTIFICATE-----\n" + _pem_body(8, "MIID") + "\n-----END CERTIFICATE-----",
    "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n"
    + _pem_body(5, "mQIN")
    + "\n-----END PGP PUBLIC KEY BLOCK-----",
    "SSH key fingerprint SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s",
    "GPG key id 3AA5C34371567BD2",
    # numbers that are not cards
    "call me at +1 (415) 555-2671",
    "office: +44 20 7946 0958",
    "order #112-4567890-1234567 shipped",
    "Invoice INV-2024-000123 is overdue",
    "tracking number 1Z999AA10123456784",
    "ISBN 978-0-306-40615-7",
    "ISBN-13 9780306406157",
    "timestamp 1700000000000",
    "IBAN DE89 3704 0044 0532 0130 00",
    "USPS tracking 9400 1000 0000 0000 0000 00",
    "Python 3.11.7 and numpy==1.26.4",
    "Version 4.18.2-beta+build.5",
    "2024-03-15T10:22:31Z",
    "chmod 600 ~/.ssh/id_ed25519",
    "MAC address 00:1A:2B:3C:4D:5E",
    "brand colour is #ff8800",
    "Trello card id 5f8d0d55b54764421b7156c1",
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "lorem ipsum dolor sit amet, consectetur adipiscing elit",
    # near misses found by scanning 9M lines of real Python code and docs
    "self.first_pass = use_encoder_hidden_states and not use_kv_cache_inputs",
    "main_commit = api.list_repo_commits(model_id, token=token)[0].commit_id",
    'self.image_token = "|SPEAKER|"',
    "entity_mask2_token=entity_mask2_token,",
    "password_regex=r'(?i)(?:password:)|(?:passphrase for key)',",
    '"Password:" prompt and then immediately call sendline() to send the',
    "run('scp foo user@example.com:.', events={'(?i)password': mypassword})",
    'AUTHORIZATION = "Authorization"',
    'password = getpass("%s\'s password: " % (server))',
    "rng = np.random.default_rng(6981396440634228121)",
    '"pwd": "IPython.core.magics.osm:OSMagics",',
    'engine = create_engine("postgresql://scott:tiger@localhost/test")',
    "git://[path-to-repo[:]][ref@]path/to/file",
    '_SK_START = b"-----BEGIN OPENSSH PRIVATE KEY-----"',
    "private_key: Ed25519PrivateKey | Ed448PrivateKey",
    "credentials can be provided via the --username and --password options.",
    'CLIENT_INFO_META_KEY = "io.modelcontextprotocol/clientInfo"',
    "'pass': 'bandpass',",
    "util._reprcompare, util._assertion_pass = saved_assert_hooks",
    '"secret": "V1SecretProjection",',
    '"V1Secret": ".v1_secret",',
    "ph, pw = paddings",
    "# str token's C1/NEL/separator characters are caught",
    'ensure the ``"$user"`` token is **removed** from the search path',
    "pass :paramref:`_sa.create_engine.json_serializer` to",
    "# First pass: decided_mask==0, every element participates.",
    "result = df.assign(**{key_token: 0}).merge(other)",
    '<assemblyIdentity name="Microsoft.VC90.CRT" publicKeyToken="1fc8b3b9a1e18e3b"/>',
    "def unix_getpass(prompt='Password: ', stream=None):",
    "user_pass = '%s:%s' % (unquote(user), unquote(password))",
    "tweet ids 588665495517200384 and 588665495492014081",
    "Token.String: '#ansiyellow',",
    ":type credentials: :py:class:`~botocore.credentials.Credentials`",
    '_SAR_APP_KEY = "serverlessrepo:applicationId"',
    "'secret access key is displayed.\\n'",
    "Replace YOUR_API_KEY with your key",
    "the password is what they said last week",
    "my app password is in the keychain",
    "<your-token>",
    "xxx",
    # more near misses: key-ish words, references, ids
    "the secret to good bread is time",
    "the password to the admin panel is in the wiki",
    "the API token for staging is stored in Vault",
    "pin: 3",
    "Secret: 42",
    "auth: token",
    "author: Alice",
    "keywords: ai, ml",
    "monkey: 3",
    "turkey: roast at 180C",
    "Hotkey: Ctrl+Shift+P",
    "secretary: Janet",
    "passport: expires 2027",
    "passenger: 2",
    "compass: north",
    "bypass: true",
    "keyboard layout: dvorak",
    "tokens: 1500",
    "TOKEN_ENDPOINT=https://auth.example.com/token",
    "password_reset_url: https://example.com/reset",
    "SECRET_ARN=arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db-AbCdEf",
    "secret_id: prod/db",
    "vault_token_path: /var/run/secrets/token",
    "key_vault_name: acme-kv",
    "api_key_header: X-API-Key",
    "API_KEY_NAME=default",
    "x-api-key: {{apiKey}}",
    "client_id: 1234567890-abc.apps.googleusercontent.com",
    "the password is whatever you set during install",
    "the password is your birthday",
    "My password is a mix of letters",
    "the password is the serial number",
    "the PIN is 4 digits",
    "Token: see https://wiki.example.com/tokens",
    "password: https://vault.example.com/ui/vault/secrets",
    "password is on a sticky note",
    "the password is generated automatically",
    "the password is reused everywhere",
    "my password is expiring",
    "my password is compromised",
    "the password is wrong",
    "My password is long and random",
    "the password is unique per environment",
    "The password is sent separately",
    "the password is emailed to you",
    "the password is printed",
    "the password is synced across devices",
    "the password is within the email",
    "the password is managed by IT",
    "the password is given by the host",
    "The key is to stay consistent",
    "Note: the token rotates daily",
    "Token rotation: weekly",
    "password hint: first pet",
    "security question: name of first pet",
    "Apple ID: alice@example.com",
    "email: alice@example.com",
    "my email is alice@example.com",
    "The secret sauce is mayo and sriracha",
    "token economy design doc is in Notion",
    "The API key was revoked on Monday",
    "Please rotate the OpenAI key, it leaked in a screenshot",
    "the wifi password changed, ask Sam",
    "Password expired, need to reset",
    "my password was hunted down by a phishing site",
    "pin the tab to the left",
    "pinned message: welcome to the channel",
    "set the key to C major",
    "key: C minor",
    "the key signature is F sharp",
    "token = lexer.next()",
    "tokens = tokenizer.encode(text)",
    "KEY_LENGTH = 32",
    "SALT_ROUNDS = 12",
    'password = input("Password: ")',
    "password: ${{ secrets.DB_PASSWORD }}",
    "secret: ${SECRET}",
    'api_key: "${OPENAI_API_KEY}"',
    'token: "{{ token }}"',
    "api_key = settings.OPENAI_API_KEY",
    "api_key=api_key,",
    "password=password,",
    '"secret": "<SECRET>"',
    "access_token: null",
    'client_secret: ""',
    "password: '<%= ENV[\"DB_PASSWORD\"] %>'",
    "password: %(db_password)s",
    "AZURE_STORAGE_KEY=",
    "export API_KEY=",
    'stripe.api_key = os.environ["STRIPE_API_KEY"]',
    'openai.api_key = os.getenv("OPENAI_API_KEY")',
    "Authorization: Basic <base64>",
    "Authorization: Bearer YOUR_TOKEN_HERE",
    "Authorization header: Bearer token from the login response",
    "authorization: required",
    "Use Authorization: Bearer followed by the token",
    "the gate code is on the invite",
    "the door code is the last 4 digits of your phone",
    "my pin is my birthday",
    "cvv: n/a",
    "pin code: not set",
    "The access code is 4 digits long",
    "I keep my PIN written down, which is bad",
    "hash: 5d41402abc4b2a76b9719d911017c592",
    'etag: "33a64df551425fcc55e4d42a148795d9f25f89d4"',
    "X-Request-Id: 3f2b8c9e1d4a4b7e9c2f8a6d5e4b3c21",
    "trace_id=4bf92f3577b34da6a3ce929d0e0e4736",
    "session_id=1a2b3c4d5e6f7a8b9c0d",
    "user_id: 8f14e45fceea167a5a36dedd4bea2543",
    "api_version: 2024-06-01",
    "secret_version: 3",
    "token_version=2",
    "Password=${DB_PASSWORD};Server=db",
    "deploy key added to the repo settings",
    "use ssh-keygen -t ed25519 to create a key",
    "the private key is in ~/.ssh/id_rsa",
    "my public key is ssh-ed25519 "
    "AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl alice",
    "key fingerprint: SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU",
    "AWS account id 123456789012",
    "arn:aws:iam::123456789012:role/deploy",
    "s3://acme-backups/2024/05/01/db.dump",
]

# generated hard negatives: ids, digests and numbers that look random but are not secrets
for _ in range(8):
    h = _r(HEX, 32)
    BENIGN.append(f"request id {h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]} failed")
for _ in range(8):
    BENIGN.append(f"fixed in commit {_r(HEX, 40)}")
for _ in range(5):
    BENIGN.append(f"image digest sha256:{_r(HEX, 64)}")
for _ in range(4):
    BENIGN.append(f"md5 {_r(HEX, 32)}  backup.tar.gz")
for _ in range(6):
    digits = card("4", 16)
    wrong = digits[:-1] + str((int(digits[-1]) + 1) % 10)  # breaks the Luhn check
    BENIGN.append(f"order number {wrong}")
for _ in range(4):
    BENIGN.append(f"Discord user id {_rng.randint(10**17, 10**18 - 1)}")
for _ in range(3):  # Luhn-valid numbers that context marks as identifiers, not cards
    BENIGN.append(f"order #{card('4', 16)} was delivered")
    BENIGN.append(f"user id {card('6', 18)}")


# -- adversarial inputs ----------------------------------------------------------------------


def adversarial_inputs(size: int = 100_000) -> dict[str, str]:
    """Strings of ``size`` characters built to make a backtracking regex go quadratic."""

    def rep(unit: str, head: str = "") -> str:
        body = unit * ((size - len(head)) // len(unit) + 1)
        return (head + body)[:size]

    b64_unit = "aB3+/9zQ_-"
    return {
        "a": rep("a"),
        "A": rep("A"),
        "digits": rep("1234567890"),
        "base64": rep(b64_unit),
        "dashes": rep("-"),
        "spaces": rep(" "),
        "x": rep("x"),
        "sk-": rep("sk-"),
        "sk-+run": rep("a", "sk-"),
        "sk-ant-": rep("sk-ant-api03-"),
        "eyJ": rep("eyJ"),
        "eyJ.": rep("eyJ."),
        "eyJ+run": rep("a", "eyJhbGciOiJIUzI1NiJ9.eyJ"),
        "password=": rep("password="),
        "password: ": rep("password: "),
        "my password is ": rep("my password is "),
        "password for the ": rep("password for the "),
        "api_key": rep("api_key"),
        "key=": rep("key="),
        "a_": rep("a_"),
        "a.": rep("a."),
        "a-": rep("a-"),
        ":@": rep(":@"),
        "ghp_": rep("ghp_"),
        "https://a:": rep("https://a:"),
        "postgres://a:": rep("postgres://a:"),
        "postgres://": rep("postgres://"),
        "<private>": rep("<private>"),
        "</private>": rep("</private>"),
        "<private a": rep("a", "<private "),
        "Authorization: Bearer ": rep("Authorization: Bearer "),
        "AKIA": rep("AKIA"),
        "AIza": rep("AIza"),
        "xoxb-": rep("xoxb-"),
        "-----BEGIN ": rep("-----BEGIN "),
        "PEM header": rep("-----BEGIN PRIVATE KEY-----"),
        "PEM+run": rep("A", "-----BEGIN PRIVATE KEY-----"),
        "PuTTY": rep("PuTTY-User-Key-File-2: x\n"),
        "card groups": rep("4111 "),
        "1 ": rep("1 "),
        "1-": rep("1-"),
        "M": rep("M"),
        "M.": rep("M."),
        "MTIz.": rep("MTIzNDU2Nzg5MDEyMzQ1Njc4.abcdef."),
        "otpauth": rep("otpauth://totp/a?"),
        "totp secret is ": rep("totp secret is "),
        "sig=": rep("&sig="),
        "sv=": rep("?sv=2020-01-01&"),
        "AccountKey=": rep("AccountKey="),
        "SG.": rep("SG."),
        "hooks.slack": rep("hooks.slack.com/services/T"),
        "telegram": rep("123456789:"),
        "aws_secret_access_key=": rep("aws_secret_access_key="),
        "pypi-Ag": rep("pypi-Ag"),
        "curl -u a:": rep("-u a:", "curl "),
        "zero-width": rep("a\u200b"),
        "$": rep("$"),
        "=": rep("="),
        "quote": rep('"password": "'),
        "newlines": rep("a\n"),
        # round 4 (formats): blocks, CSV exports, prefix gaps, command lines
        "password:\\n": rep("password:\n"),
        "yaml block": rep("  a\n", "password: |\n"),
        "indented keys": rep(" password:\n"),
        "csv header": rep("url,username,password\n"),
        "csv rows": rep("a,b,c,d\n", "url,username,password\n"),
        "sk- gap": rep("sk- "),
        "glpat- \\n": rep("glpat- \n"),
        "net user": rep("net user a "),
        "htpasswd -b": rep("htpasswd -b a "),
        "| login": rep("echo a | ", "docker login --password-stdin "),
        "-storepass": rep(" -storepass"),
        "cisco": rep("username a password "),
        "card expiry": rep("4111 1111 1111 1111 11/"),
        "Basic ": rep("Basic "),
    }
