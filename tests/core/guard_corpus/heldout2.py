"""Held-out set v2: written after the second freeze (commit c25ff7d), never tuned on.

Set v1 (``heldout.py``) was measured once, then its misses were read and classes of them
fixed; from then on it counts as seen. This set is the honest held-out figure: new
sentence shapes, other vendors, other languages' word orders, chat formatting.
"""

from __future__ import annotations

import random
import string

_rng = random.Random(9001)
A = string.ascii_letters + string.digits
H = "0123456789abcdef"
B32 = string.ascii_uppercase + "234567"


def r(alphabet: str, n: int) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def pw() -> str:
    while True:
        v = r(A + "!#$%&*?-_+=.@", _rng.randint(8, 15))
        if any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and v[0].isalnum():
            return v


def digits(n: int) -> str:
    return r(string.digits, n)


def _provider() -> list[str]:
    return [
        f"quick q — is sk-proj-{r(A + '_-', 56)} still valid or did I revoke it",
        f"pasting the anthropic key so I don't forget: sk-ant-api03-{r(A + '_-', 80)}AA",
        f"ghs_{r(A, 36)} is the installation token from the app",
        f"gho_{r(A, 36)} came back from the oauth flow",
        f"github_pat_11{r(A, 20)}_{r(A, 59)} for the CI bot",
        f"gitlab runner: glrt-{r(A + '_-', 20)}",
        f"gldt-{r(A + '_-', 20)} is the deploy token",
        f"The Slack user token xoxp-{digits(11)}-{digits(11)}-{digits(12)}-{r(H, 32)}",
        f"webhook → https://hooks.slack.com/services/T{r(B32, 8)}/B{r(B32, 10)}/{r(A, 24)}",
        f"discord webhook https://discord.com/api/webhooks/{digits(18)}/{r(A + '-_', 68)}",
        f"stripe live: sk_live_{r(A, 99)}",
        f"AWS session ASIA{r(B32, 16)}",
        f"HF: hf_{r(A, 34)}",
        f"npm_{r(A, 36)} (automation token)",
        f"datadog app key = {r(H, 40)}",
        f"DD_APP_KEY: {r(H, 40)}",
        f"New Relic user key NRAK-{r(string.ascii_uppercase + string.digits, 27)}",
        f"sentry org token sntrys_eyJpYXQiOjE2{r(A, 80)}",
        f"grafana cloud glc_{r(A, 60)}",
        f"hvs.CAESI{r(A + '_-', 95)}",
        f"DOPPLER_TOKEN=dp.pt.{r(A, 43)}",
        f"ops_eyJzaWduSW5BZGRyZXNz{r(A, 300)}",
        f"shpss_{r(H, 32)} shopify app secret",
        f"sq0csp-{r(A + '_-', 43)} square app secret",
        f"braintree access_token$production${r(string.ascii_lowercase + string.digits, 16)}${r(H, 32)}",
        f"twilio: SK{r(H, 32)}",
        f"SG.{r(A + '_-', 22)}.{r(A + '_-', 43)} is sendgrid",
        f"mailchimp {r(H, 32)}-us{_rng.randint(1, 20)}",
        f"telegram bot token {digits(9)}:AA{r(A + '_-', 33)}",
        f"JWT for the staging API: eyJ{r(A, 30)}.eyJ{r(A, 60)}.{r(A + '_-', 43)}",
        "-----BEGIN RSA PRIVATE KEY-----\nMIIE" + r(A + "+/", 60) + "\n" + r(A + "+/", 64),
        "-----BEGIN EC PRIVATE KEY----- MHcCAQEE" + r(A + "+/", 60),
        f'{{"type": "service_account", "private_key_id": "{r(H, 40)}", "client_email": "x@y.iam"}}',
        f"GOCSPX-{r(A + '_-', 28)} google oauth client secret",
        f"ya29.{r(A + '_-', 120)} (access token, expires in 1h)",
        f"Azure OpenAI key: AZURE_OPENAI_API_KEY={r(H, 32)}",
        f"cloudflare token CLOUDFLARE_API_TOKEN={r(A + '_-', 40)}",
        f"vercel vcp_{r(A, 50)}",
        f"netlify nfp_{r(A, 40)}",
        f"digitalocean dop_v1_{r(H, 64)}",
        f"linode token LINODE_TOKEN={r(H, 64)}",
        f"buildkite bkua_{r(H, 40)}",
        f"circle CCIPAT_{r(A, 22)}_{r(H, 40)}",
        f"sonar squ_{r(H, 40)}",
        f"Confluent key pair: CONFLUENT_API_KEY={r(string.ascii_uppercase + string.digits, 16)}",
        f"tavily tvly-{r(A, 32)}",
        f"fireworks fw_{r(A, 24)}",
        f"elevenlabs sk_{r(H, 48)}",
        f"resend re_{r(A, 8)}_{r(A, 24)}",
        f"brevo xkeysib-{r(H, 64)}-{r(A, 16)}",
    ]


def _keyvalue() -> list[str]:
    return [
        f"in .env.local: NEXTAUTH_SECRET={r(A + '+/', 44)}",
        f"DJANGO_SECRET_KEY='{r(A + '!@#%^&*(-_=+)', 50)}'",
        f"rails credentials: secret_key_base: {r(H, 128)}",
        f"docker-compose:\n  environment:\n    - POSTGRES_PASSWORD={pw()}",
        f'"password": "{pw()}",',
        f"ini:\n[auth]\nadmin_pwd = {pw()}",
        f'toml: api_token = "{r(A, 40)}"',
        f"kubeconfig user:\n    token: {r(A + '.-_', 60)}",
        f'{{"auths":{{"ghcr.io":{{"auth":"{r(A + "+/", 40)}=="}}}}}}',
        f"mysql --user=root --password='{pw()}' db",
        f'psql "postgresql://admin:{pw()}@10.1.2.3/prod"',
        f"export AWS_SECRET_ACCESS_KEY={r(A + '/+', 40)}",
        f"ENCRYPTION_KEY: {r(A + '+/', 44)}=",
        f"app.secret_key = '{r(A, 32)}'",
        f"WEBHOOK_SIGNING_SECRET={r(A, 32)}",
        f"x-api-token: {r(A, 40)}",
        f"apiKey: '{r(A, 32)}'",
        f"Proxy-Authorization: Basic {r(A + '+/', 28)}=",
        f"MONGO_INITDB_ROOT_PASSWORD: {pw()}",
        f"RABBITMQ_DEFAULT_PASS={pw()}",
        f"redis.conf: requirepass {pw()}",
        f"sftp://upload:{pw()}@files.acme.io",
        f'user_password="{pw()}"',
        f"masterPassword: {pw()}",
        f"STORE_PASS={pw()} keytool -list",
        f"--api-key={r(A, 32)}",
        f"git clone https://oauth2:{r(A, 20)}@gitlab.com/team/app.git",
        f"SMTP_PASSWORD={pw()}  # gmail app password",
        f"wifi_psk: {pw()}",
        f"jwt_secret: {r(A, 48)}",
    ]


def _language() -> list[str]:
    return [
        f"Por cierto, mi contraseña nueva es {pw()}",
        f"La clave del wifi: {pw()}",
        f"te dejo la contraseña {pw()} por si acaso",
        f"Mon code de carte bleue c'est {digits(4)}",
        f"Le mot de passe c'est {pw()}",
        f"Das Kennwort für den Router ist {pw()}",
        f"Meine PIN lautet {digits(4)}",
        f"La password di casa è {pw()}",
        f"A senha do banco é {pw()}",
        f"Minha senha: {pw()}",
        f"Het wachtwoord is {pw()}",
        f"Lösenord: {pw()}",
        f"Koden til døren er {digits(4)}",
        f"Salasana wifiin on {pw()}",
        f"Moje hasło: {pw()}",
        f"Heslo je {pw()}",
        f"Şifrem şu: {pw()}",
        f"Пароль: {pw()}",
        f"пароль от вайфая {pw()}",
        f"Мій пароль: {pw()}",
        f"Κωδικός: {pw()}",
        f"كلمة المرور: {pw()}",
        f"סיסמה: {pw()}",
        f"पासवर्ड: {pw()}",
        f"パスワード: {pw()}",
        f"我的wifi密码：{pw()}",
        f"密码是 {pw()}",
        f"비밀번호: {pw()}",
        f"Sandi saya {pw()}",
        f"Mật khẩu: {pw()}",
        f"รหัสผ่าน: {pw()}",
        f"btw the password's {pw()}",
        f"password → {pw()}",
        f"new pass: {pw()}",
        f"I changed my password to {pw()} yesterday",
        f"the admin password is {pw()}, please update the wiki",
        f"Here's the password: `{pw()}`",
        f"pin {digits(4)} for the phone",
        f"ATM PIN: {digits(4)}",
        f"the alarm code for the office is {digits(5)}",
        f"security code on the back: {digits(3)}",
        f"username: carla, password: {pw()}",
        f"login carla@example.com / {pw()}",
        f"my passphrase is '{' '.join(_rng.choice(['orbit', 'violet', 'crane', 'saddle', 'ember', 'pistol', 'lagoon']) for _ in range(4))}'",
        f"WiFi: HomeNet / {pw()}",
    ]


def _material() -> list[str]:
    from ltm_core.guard.material import bip39_words

    english = sorted(bip39_words()[0])
    french = sorted(bip39_words()[2])
    italian = sorted(bip39_words()[3])
    return [
        "recovery phrase — " + " ".join(_rng.choice(english) for _ in range(12)),
        "\n".join(f"{i}. {_rng.choice(english)}" for i in range(1, 25)),
        " - ".join(_rng.choice(english) for _ in range(15)),
        "phrase de récupération : " + " ".join(_rng.choice(french) for _ in range(12)),
        "frase di recupero: " + " ".join(_rng.choice(italian) for _ in range(12)),
        f"backup codes (google):\n{digits(4)} {digits(4)}\n{digits(4)} {digits(4)}\n{digits(4)} {digits(4)}",
        f"Recovery codes: {r(H, 10)} {r(H, 10)} {r(H, 10)}",
        f"MFA secret {r(B32, 32)}",
        f"authenticator setup key: {' '.join(r(B32, 4).lower() for _ in range(8))}",
        f"sessionid={r(string.ascii_lowercase + string.digits, 32)}",
        f"__Host-next-auth.session-token={r(A + '-_.', 60)}",
        f"Cookie: _myapp_session={r(A + '%-_', 80)}",
    ]


def _obfuscated() -> list[str]:
    rows = []
    for _ in range(3):
        rows.append("ghp_" + "\u200c".join(r(A, 6) for _ in range(6)))
        rows.append("sk-ant-api03-" + "\u2060".join(r(A, 10) for _ in range(7)) + "AA")
        rows.append("my password is " + "\u00ad".join([pw(), pw()[:3]]))
        rows.append("ＡＫＩＡ" + "".join(chr(ord(c) + 0xFEE0) for c in r(B32, 16)))
        rows.append(
            "xoxb-" + "-".join([digits(11), digits(12)]) + "-" + " ".join(r(A, 6) for _ in range(4))
        )
        rows.append("ghр_" + r(A, 36))  # a Cyrillic р
    return rows


def _benign() -> list[str]:
    return [
        "Remind me to change my password before the trip.",
        "Is it bad that my password is the same everywhere?",
        "The password hint says 'first pet'.",
        "IT says passwords must rotate every 90 days.",
        "I can never remember PINs, I use the same 4 digits for everything.",
        "Do I need a PIN for contactless payments over 50 euros?",
        "The door code thing at the new office is confusing.",
        "He asked for the wifi password and I said ask the host.",
        "They sent a one-time code to my phone.",
        "The verification code expired before I could type it.",
        "My recovery phrase is written on paper in the safe, not online.",
        "Hardware wallets keep the seed phrase offline.",
        "I never store secrets in the repo, we use sealed secrets.",
        "API keys should go in the vault, not in Slack.",
        "Token limits on the free tier are annoying.",
        "The bearer token expired, so I logged in again.",
        "The keynote had great slides about passkeys.",
        "Passkeys are replacing passwords on my phone.",
        "The locksmith made two copies of the key.",
        "The answer to the riddle was 'a key'.",
        "That song's key change gives me chills.",
        "She keeps a key lime pie recipe from her mum.",
        "The session was recorded, link in the calendar.",
        "Clear your cookies if the page looks broken.",
        "We ate cookies and watched a movie.",
        "My student number is 20231187, for the library form.",
        "The passport number is on the first page, I'll bring it.",
        "Invoice 2024-0931 is overdue.",
        "Shipment 1Z84XW200314576920 arrives Tuesday.",
        "The ISBN-13 is 978-1-4028-9462-6.",
        "Git SHA 8e2c4fd21a9b0c7d6e5f4a3b2c1d0e9f8a7b6c5d is the release.",
        "Container id 4f2a9c1e7b3d was restarted.",
        "The wallet address 0x71C7656EC7ab88b098defB751B7401B5f6d8976F received the NFT.",
        "My ENS is vitalik.eth, lol no.",
        "Trace 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01 shows the hop.",
        "Booking reference ZK82QF for the hotel.",
        "The promo code BACK2SCHOOL gives 15% off.",
        "Gift card code is in the email, I'll redeem it later.",
        "He quoted the password 'rosebud' from Citizen Kane.",
        "In the book the password was 'swordfish' again, classic.",
        "Our Minecraft server password is 'creeper', the kids know it.",
        "The password in the escape room was 'ANCHOR'.",
        "DB_PASSWORD is read from the secret manager at boot.",
        "password: ${{ secrets.DB_PASSWORD }}",
        "token: !Ref ApiTokenParameter",
        "API_KEY=your_api_key_here",
        "SECRET=replace-me",
        "password = settings.DATABASES['default']['PASSWORD']",
        "Set `STRIPE_KEY` in your shell, e.g. export STRIPE_KEY=...",
        "Authorization: Bearer {{token}}",
        "curl -H 'Authorization: Bearer $TOKEN' https://api.example.com",
        "The password must contain one of !@#$%^&*.",
        "Use at least 12 characters, like Tr0ub4dor but longer.",
        "I hashed the passwords with argon2id, cost 3.",
        "The OTP length is 6 digits by default.",
        "Our PIN pad firmware is version 2.4.1.",
        "The safe in the hotel room needs a 4-digit code you choose.",
        "The code review for PR 4821 is done.",
        "Zip code 10115 is Berlin Mitte.",
        "The area code for Lisbon is 21.",
    ]


def _benign_generated() -> list[str]:
    rows = []
    for _ in range(36):
        rows.append(f"PR #{_rng.randint(100, 9999)} merged, commit {r(H, 7)}")
        rows.append(f"Order {r(string.ascii_uppercase, 3)}-{digits(6)} is on its way")
        rows.append(f"checksum {r(H, 64)} matches")
        rows.append(f"My locker is {_rng.randint(1, 400)} on floor {_rng.randint(1, 9)}")
    return rows


HELD_OUT_2_SECRETS: list[tuple[str, str]] = [
    *((text, "provider") for text in _provider() + _provider()),
    *((text, "keyvalue") for text in _keyvalue() + _keyvalue()),
    *((text, "language") for text in _language() + _language()),
    *((text, "material") for text in _material() + _material()),
    *((text, "obfuscation") for text in _obfuscated()),
]
HELD_OUT_2_BENIGN: list[tuple[str, str]] = [
    *((text, "hand_written") for text in _benign()),
    *((text, "identifiers") for text in _benign_generated()),
]
