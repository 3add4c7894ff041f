"""Held-out set v4: written after the fourth and final freeze (commit f681c97), never tuned on.

Sets v1-v3 were each measured once, then their misses were read and classes of them fixed,
so they count as seen. This set is the honest held-out figure of the final rules: new
sentence shapes, markdown tables and lists, JSON and YAML pasted into chat, other vendors,
other languages.
"""

from __future__ import annotations

import random
import string

_rng = random.Random(777_2026)
A = string.ascii_letters + string.digits
H = "0123456789abcdef"
B32 = string.ascii_uppercase + "234567"
UP = string.ascii_uppercase + string.digits


def r(alphabet: str, n: int) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def pw() -> str:
    while True:
        v = r(A + "!#%&*?-_+=.@$", _rng.randint(8, 17))
        if any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and v[0].isalnum():
            return v


def digits(n: int) -> str:
    return r(string.digits, n)


def _provider() -> list[str]:
    return [
        f"| service | key |\n|---|---|\n| openai | sk-proj-{r(A + '_-', 60)} |",
        f"- anthropic: `sk-ant-api03-{r(A + '_-', 88)}AA`",
        f"1. GitHub → ghu_{r(A, 36)}",
        f"ghr_{r(A, 36)} (refresh)",
        f"oh and the gitlab PAT glpat-{r(A + '_-', 20)} expires next week",
        f"Slack legacy token xoxs-{digits(10)}-{digits(10)}-{digits(12)}-{r(H, 64)}",
        f"xoxe.xoxp-1-{r(A, 150)}",
        f"Stripe test key sk_test_{r(A, 24)} (test mode but still)",
        f"AWS_ACCESS_KEY_ID=AKIA{r(B32, 16)}",
        f"aws_secret_access_key = {r(A + '/+', 40)}",
        f'firebase apiKey: "AIza{r(A + "_-", 35)}"',
        f"GOOGLE_CLIENT_SECRET=GOCSPX-{r(A + '_-', 28)}",
        f"HUGGINGFACEHUB_API_TOKEN=hf_{r(A, 34)}",
        f"//registry.npmjs.org/:_authToken=npm_{r(A, 36)}",
        f"[pypi]\n  password = pypi-AgEIcHlwaS5vcmc{r(A + '_-', 80)}",
        f"Sentry DSN https://{r(H, 32)}@o{digits(6)}.ingest.sentry.io/{digits(7)}",
        f"grafana: eyJrIjoi{r(A, 80)}",
        f"VAULT_TOKEN=hvs.{r(A + '_-', 90)}",
        f"1Password secret key A3-{r(UP, 6)}-{r(UP, 6)}-{r(UP, 5)}-{r(UP, 5)}-{r(UP, 5)}-{r(UP, 5)}",
        f"shopify custom app shpca_{r(H, 32)}",
        f"square sandbox sq0atp-{r(A + '_-', 22)}",
        f"twilio auth token: TWILIO_AUTH_TOKEN={r(H, 32)}",
        f"SENDGRID_API_KEY=SG.{r(A + '_-', 22)}.{r(A + '_-', 43)}",
        f"MAILGUN_API_KEY=key-{r(H, 32)}",
        f"datadog: DATADOG_API_KEY={r(H, 32)}",
        f"NEW_RELIC_API_KEY=NRAK-{r(UP, 27)}",
        f"heroku auth token HRKU-{r(A + '_-', 60)}",
        f"Teams webhook https://acme.webhook.office.com/webhookb2/{r(H, 8)}-{r(H, 4)}-{r(H, 4)}-{r(H, 4)}-{r(H, 12)}@{r(H, 8)}-{r(H, 4)}-{r(H, 4)}-{r(H, 4)}-{r(H, 12)}/IncomingWebhook/{r(H, 32)}/{r(H, 8)}",
        f"discord bot token: MT{r(A, 24)}.G{r(A + '_-', 5)}.{r(A + '_-', 38)}",
        f"telegram bot {digits(10)}:AA{r(A + '_-', 33)} for alerts",
        f"jwt=eyJ{r(A, 36)}.eyJ{r(A, 80)}.{r(A + '_-', 43)}",
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA" + r(A + "+/", 50),
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBF" + r(A + "+/", 64),
        f"databricks token dapi{r(H, 32)}-2",
        f"openrouter: sk-or-v1-{r(H, 64)}",
        f"age: AGE-SECRET-KEY-1{r('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58)}",
        f"sourcegraph sgp_{r(H, 40)}",
        f"RubyGems rubygems_{r(H, 48)}",
        f"digitalocean doo_v1_{r(H, 64)}",
        f"mapbox pk.eyJ{r(A, 60)}.{r(A + '_-', 22)}",
    ]


def _keyvalue() -> list[str]:
    return [
        f'{{"host": "db", "port": 5432, "password": "{pw()}"}}',
        f'config:\n  smtp:\n    pass: "{pw()}"',
        f"[client]\npassword={pw()}",
        f"SA_PASSWORD={pw()}",
        f"ORACLE_PWD={pw()}",
        f"REDIS_AUTH={r(A, 32)}",
        f"MINIO_ROOT_PASSWORD={pw()}",
        f"GF_SECURITY_ADMIN_PASSWORD={pw()}",
        f"adminPassword: {pw()}",
        f"db_pass = '{pw()}'",
        f'password := "{pw()}"',
        f'let password = "{pw()}";',
        f'PASSWORD="{pw()}" ./run.sh',
        f"cookie_secret: {r(A, 40)}",
        f"HMAC_KEY={r(H, 64)}",
        f"signing_secret = {r(H, 32)}",
        f"api-key: {r(A, 40)}",
        f"Ocp-Apim-Subscription-Key: {r(H, 32)}",
        f"X-Auth-Key: {r(H, 37)}",
        f"Authorization: Basic {r(A + '+/', 32)}",
        f"curl -u deploy:{pw()} https://ci.acme.dev",
        f"wget --password={pw()} https://files.acme.dev/a.zip",
        f"psql postgres://reporting:{pw()}@warehouse:5432/dw",
        f"mongodb://app:{pw()}@mongo-0:27017/app?authSource=admin",
        f"redis://default:{pw()}@redis:6379",
        f"https://admin:{pw()}@grafana.local/d/abc",
        f"docker run -e POSTGRES_PASSWORD={pw()} postgres",
        f"helm install --set auth.password={pw()} redis",
        f'terraform: db_password = "{pw()}"',
        f"ansible_become_pass: {pw()}",
    ]


def _language() -> list[str]:
    return [
        f"Te mando la contraseña del router: {pw()}",
        f"Mi PIN es {digits(4)}, no se lo digas a nadie",
        f"Le mot de passe du compte est {pw()}",
        f"Mon code PIN : {digits(4)}",
        f"Hier ist mein Passwort: {pw()}",
        f"Der PIN ist {digits(4)}",
        f"La mia password è {pw()}, non dirla a nessuno",
        f"A senha é {pw()}",
        f"Het wachtwoord voor de wifi is {pw()}",
        f"Lösenordet för wifi: {pw()}",
        f"Adgangskoden til wifi er {pw()}",
        f"Passordet til ruteren er {pw()}",
        f"Wifin salasana on {pw()}",
        f"Hasło do wifi to {pw()}",
        f"Heslo na wifi je {pw()}",
        f"Wifi şifresi {pw()}",
        f"Parola wifi este {pw()}",
        f"A wifi jelszó {pw()}",
        f"Пароль от wifi: {pw()}",
        f"Пароль до wifi: {pw()}",
        f"Ο κωδικός του wifi είναι {pw()}",
        f"كلمة مرور الواي فاي هي {pw()}",
        f"הסיסמה לוויפי היא {pw()}",
        f"वाईफाई का पासवर्ड {pw()} है",
        f"Wi-Fiのパスワードは{pw()}です",
        f"WiFi密码是{pw()}",
        f"와이파이 비밀번호: {pw()}",
        f"Password wifi-nya {pw()}",
        f"Mật khẩu wifi: {pw()}",
        f"รหัสผ่าน wifi คือ {pw()}",
        f"so the password is {pw()} ok?",
        f"PSA: new shared password = {pw()}",
        f"remember: password {pw()}",
        f"the pass for the NAS: {pw()}",
        f"its passcode is {digits(6)}",
        f"building entry code {digits(4)}",
        f"card pin is {digits(4)}",
        f"cvv {digits(3)}",
        f"login: mike@acme.io / {pw()}",
        f"username kate password {pw()}",
    ]


def _material() -> list[str]:
    from ltm_core.guard.material import bip39_words

    english = sorted(bip39_words()[0])
    czech = sorted(bip39_words()[5])
    return [
        "seed phrase:\n" + " ".join(_rng.choice(english) for _ in range(12)),
        "backup: " + " ".join(_rng.choice(english) for _ in range(18)),
        " ".join(f"{_rng.choice(english)}" for _ in range(21)),
        "slova: " + " ".join(_rng.choice(czech) for _ in range(12)),
        f"Backup codes\n1. {digits(4)}-{digits(4)}\n2. {digits(4)}-{digits(4)}\n3. {digits(4)}-{digits(4)}",
        f"2fa recovery: {r(H, 8)}-{r(H, 8)}",
        f"authenticator key {r(B32, 16)}",
        f"otpauth://hotp/Bank:me?secret={r(B32, 32)}&counter=1",
        f"Set-Cookie: sessionid={r(string.ascii_lowercase + string.digits, 32)}; HttpOnly",
        f"connect.sid=s%3A{r(A, 32)}.{r(A + '%', 44)}",
    ]


def _benign() -> list[str]:
    return [
        "My password got leaked in some breach, changing it tonight.",
        "The new password rules are ridiculous.",
        "I'll send you the password on Signal, not here.",
        "Can you remind me where I wrote the wifi password?",
        "The PIN reset took 10 minutes on the phone with the bank.",
        "My card's PIN is the same as my old one, I think.",
        "The gate code is on the sticky note by the door.",
        "Don't forget your key, the door locks automatically.",
        "The key to the bike lock is on my desk.",
        "That was the key moment in the match.",
        "It's an open secret that they're dating.",
        "I wish I knew the secret to good sourdough.",
        "The free tier gives 100k tokens per day.",
        "Bearer bonds, what a weird concept.",
        "| name | role |\n|---|---|\n| Ana | admin |",
        '{"user": "ana", "role": "admin", "active": true}',
        "config:\n  debug: true\n  port: 8080",
        "- password manager: 1Password\n- browser: Firefox",
        "Login with SSO only, no local passwords.",
        "My username everywhere is ana_k.",
        "User ana / group admins has write access.",
        "The account / billing page is broken.",
        "credentials are in the team vault, ask Bob",
        "You can log in with Google or with your email.",
        "Sign in with Apple worked fine.",
        "The session expired again, so annoying.",
        "Cookies: I baked 24 this morning.",
        "The seed round closed at 2M.",
        "Seed phrase safety: never type it into a website.",
        "Backup codes are in my drawer.",
        "The authenticator app is on my old phone.",
        "My CV is attached, the PDF.",
        "The CVV field on the form was broken.",
        "Order #48213-AB shipped.",
        "Invoice INV-88213 is paid, ref 2024-05.",
        "ISBN 978-3-16-148410-0.",
        "The tx hash 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060 confirmed.",
        "Bitcoin address 1BoatSLRHtKNngkdXEeobR76b53LETtpyT.",
        "My SHA256 was e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855, empty file.",
        "Correlation id 7d3f1c2a-9e4b-4f6a-8c1d-2b5e7f9a0c3d.",
        "Build 2024.06.11-rc3 is out.",
        "Version 3.12.1 fixed it.",
        "Flight LH1172 at 14:35, gate A22.",
        "Booking code 7XKQ2P, hotel in Porto.",
        "Voucher SPRING-2025-10OFF.",
        "Discount code TAKE20 at checkout.",
        "Tracking 1Z999AA10123456784 again.",
        "The password in the puzzle was 'OPEN'.",
        "In the film they yell 'swordfish!' at the door.",
        "The game's cheat code is 'IDDQD'.",
        "password: <ask me>",
        "token: [removed]",
        "api_key: REPLACE_ME",
        "SECRET_KEY=${SECRET_KEY:-}",
        'export TOKEN="$(op read op://vault/item/token)"',
        "DB_PASSWORD=***redacted***",
        "client_secret = os.environ['CLIENT_SECRET']",
        "password = getpass.getpass()",
        "The safe code is my mum's birthday, I'll never forget.",
        "The PIN pad beeped three times.",
    ]


def _benign_generated() -> list[str]:
    rows = []
    for _ in range(36):
        rows.append(f"Deployed {r(H, 12)} to staging")
        rows.append(f"Order {digits(3)}-{digits(7)}-{digits(7)} arrived")
        rows.append(f"My library card number is {digits(10)}")
        rows.append(f"Meeting ID {digits(3)} {digits(4)} {digits(4)}")
    return rows


HELD_OUT_4_SECRETS: list[tuple[str, str]] = [
    *((text, "provider") for text in _provider() + _provider()),
    *((text, "keyvalue") for text in _keyvalue() + _keyvalue()),
    *((text, "language") for text in _language() + _language()),
    *((text, "material") for text in _material() + _material()),
]
HELD_OUT_4_BENIGN: list[tuple[str, str]] = [
    *((text, "hand_written") for text in _benign()),
    *((text, "identifiers") for text in _benign_generated()),
]
