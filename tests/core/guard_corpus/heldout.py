"""Held-out set: written after the rules were frozen, reported separately, never tuned on.

The sentence shapes here are new (none is a corpus template): other phrasings, vendors'
less common formats, other languages' word orders, markdown and JSON-in-text. Values are
drawn fresh from their own seed. If a family falls short, the fix must be followed by a
fresh held-out set, not by edits here.
"""

from __future__ import annotations

import random
import string

_rng = random.Random(424242)
A = string.ascii_letters + string.digits
H = "0123456789abcdef"
B32 = string.ascii_uppercase + "234567"


def r(alphabet: str, n: int) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def pw() -> str:
    while True:
        v = r(A + "!@#$%&*?-_+=", _rng.randint(9, 16))
        if any(c.isdigit() for c in v) and any(c.isupper() for c in v) and v[0].isalnum():
            return v


def pin(n: int = 4) -> str:
    return r(string.digits, n)


def _provider() -> list[str]:
    return [
        f"heads up, I rotated the openai key, new one: sk-proj-{r(A + '-_', 48)}",
        f"claude console gave me sk-ant-api03-{r(A + '-_', 60)}AA — save it?",
        f"Linear personal key → lin_api_{r(A, 40)}",
        f"pplx-{r(A, 48)} is the perplexity one",
        f"for the deploy hook use glpat-{r(A + '-_', 20)} (expires Friday)",
        f"my npm publish token is npm_{r(A, 36)}, don't lose it",
        f"slack bot: xoxb-{pin(11)}-{pin(12)}-{r(A, 24)}",
        f"Put whsec_{r(A, 32)} into the webhook settings",
        f"the stripe restricted key rk_live_{r(A, 24)} only reads charges",
        f"Datadog wants this in the agent: DD_API_KEY={r(H, 32)}",
        f"NEW_RELIC_LICENSE_KEY={r(H, 36)}NRAL",
        f"sentry auth: sntryu_{r(H, 64)}",
        f"grafana service account token glsa_{r(A, 32)}_{r(H, 8)}",
        f"doppler: dp.st.prd.{r(A, 43)}",
        f"vault login hvs.{r(A + '-_', 90)}",
        f"shopify admin token shpat_{r(H, 32)} for the store",
        f"square prod EAAA{r(A + '-_', 60)}",
        f"discord bot MT{r(A, 24)}.{r(A + '-_', 6)}.{r(A + '-_', 38)}",
        f"telegram: {pin(10)}:AA{r(A + '-_', 33)}",
        f"twilio api key SK{r(H, 32)} and secret {r(A, 32)}",
        f"SendGrid: SG.{r(A + '-_', 22)}.{r(A + '-_', 43)}",
        f"mailgun key-{r(H, 32)}",
        f"HF write token hf_{r(A, 34)}",
        f"pypi upload: pypi-AgEIcHlwaS5vcmc{r(A + '-_', 70)}",
        f"docker hub PAT dckr_pat_{r(A + '-_', 27)}",
        f"AWS creds AKIA{r(B32, 16)} / {r(A + '/+', 40)}",
        f"gcp key AIza{r(A + '-_', 35)}",
        f"azure storage: DefaultEndpointsProtocol=https;AccountName=acme;AccountKey={r(A + '+/', 86)}==;",
        f"age key AGE-SECRET-KEY-1{r('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58)}",
        f"databricks dapi{r(H, 32)}",
        f"PlanetScale pscale_pw_{r(A + '_', 43)}",
        f"Supabase service key sbp_{r(H, 40)}",
        f"railway/render: rnd_{r(A, 32)}",
        f"groq gsk_{r(A, 52)}",
        f"replicate r8_{r(A, 37)}",
        f"postman PMAK-{r(H, 24)}-{r(H, 34)}",
        f"figma figd_{r(A + '-_', 40)}",
        f"notion ntn_{pin(11)}{r(A, 35)}",
        f"1password service account ops_eyJ{r(A + '+/', 120)}",
        f"openrouter sk-or-v1-{r(H, 64)}",
        f"mapbox secret sk.eyJ{r(A, 60)}.{r(A + '-_', 22)}",
        f"my JWT: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ{r(A, 40)}.{r(A + '-_', 43)}",
        "-----BEGIN OPENSSH PRIVATE KEY-----\n" + r(A + "+/", 70) + "\n" + r(A + "+/", 70),
        f"heroku HRKU-AA{r(A + '-_', 58)}",
        f"fly deploy token fo1_{r(A + '-_', 43)}",
        f"Atlassian token ATATT3{r(A + '-_=', 180)}",
        f"bitbucket app password ATBB{r(A, 32)}",
        f"xai-{r(A, 80)} for grok",
        f"langsmith lsv2_pt_{r(H, 32)}_{r(H, 10)}",
        f"pinecone pcsk_{r(A, 6)}_{r(A, 60)}",
    ]


def _keyvalue() -> list[str]:
    return [
        f"prod.env has DATABASE_PASSWORD_PRIMARY={pw()}",
        f'set ADMIN_PASSWORD_2="{pw()}" in the chart',
        f'values.yaml:\n  redis:\n    auth:\n      password: "{pw()}"',
        f'{{"db": {{"user": "svc", "passwd": "{pw()}"}}}}',
        f"[smtp]\nuser = mailer\npass = {pw()}",
        f"jdbc.password={pw()}",
        f"spring.datasource.password: {pw()}",
        f"kubectl create secret generic db --from-literal=password={pw()}",
        f"wp-config: define('DB_PASSWORD', '{pw()}');",
        f'$password = "{pw()}";',
        f"const apiSecret = '{r(A, 32)}';",
        f"client_secret={r(A + '-_', 40)}",
        f"X-Api-Key: {r(A, 32)}",
        f"x-auth-token: {r(H, 40)}",
        f"Authorization: Token {r(H, 40)}",
        f'curl -H "Authorization: Bearer {r(A + "-_.", 48)}" https://api.acme.io',
        f"mysqldump -u backup -p'{pw()}' shop > shop.sql",
        f"sshpass -p {pw()} scp file pi@10.0.0.2:",
        f"docker login -u ci -p {r(A, 24)} registry.gitlab.com",
        f"ldap_bind_pw: {pw()}",
        f"VPN_PSK={r(A, 24)}",
        f"smb://alice:{pw()}@nas.local/share",
        f"mongodb+srv://root:{pw()}@cluster0.mongodb.net/app",
        f"https://deploy:{pw()}@git.example.com/repo.git",
        f"machine api.acme.io\n  login bot\n  password {pw()}",
        f"keystore.password={pw()}",
        f"oauth_refresh_token: {r(A + '-_', 64)}",
        f"SESSION_SECRET={r(A, 40)}",
        f'encryption_key = "{r(A + "+/", 44)}"',
        f"--db-password {pw()}",
    ]


def _language() -> list[str]:
    return [
        f"Hola, te paso la contraseña: {pw()}",
        f"Mi clave de acceso al banco es {pw()}",
        f"Ecco la password del router: {pw()}",
        f"A minha palavra-passe é {pw()}",
        f"Das WLAN-Passwort lautet {pw()}",
        f"Voici mon mot de passe : {pw()}",
        f"Il mio PIN del bancomat è {pin()}",
        f"Mijn wachtwoord voor de NAS: {pw()}",
        f"Lösenordet till wifi är {pw()}",
        f"Hasło do skrzynki: {pw()}",
        f"Heslo k wifi je {pw()}",
        f"Şifre {pw()} olarak ayarlandı",
        f"Пароль от почты: {pw()}",
        f"Мой ПИН-код {pin()}",
        f"Пароль до роутера {pw()}",
        f"Ο κωδικός πρόσβασης είναι {pw()}",
        f"كلمة السر هي {pw()}",
        f"הסיסמה היא {pw()}",
        f"वाईफाई पासवर्ड {pw()} है",
        f"ルーターのパスワード：{pw()}",
        f"银行卡密码是{pin(6)}",
        f"wifi 密码：{pw()}",
        f"와이파이 비밀번호는 {pw()}",
        f"Kata sandi wifi: {pw()}",
        f"Mật khẩu wifi là {pw()}",
        f"Salasana on {pw()}",
        f"Adgangskoden er {pw()}",
        f"Passordet er {pw()}",
        f"Parola de la router este {pw()}",
        f"A jelszó {pw()}",
        f"{pw()} is the password for the staging box",
        f"I'm using {pw()} as my password now",
        f"password for grandma's tablet = {pw()}",
        f"pw: {pw()}",
        f"**pwd** → `{pw()}`",
        f"login is dave / {pw()}",
        f"creds: admin:{pw()}",
        f"the garage door code is {pin()}",
        f"front gate code: {pin()}#",
        f"CVC {pin(3)}, expiry 09/28",
        f"my debit card PIN is {pin()}",
        f"the PIN for the SIM is {pin()}",
        f"The safe combination is {pin(6)}",
        f"Netflix login: my email and {pw()}",
        f"user name bob, password {pw()}",
    ]


def _material() -> list[str]:
    from ltm_core.guard.material import bip39_words

    english = sorted(bip39_words()[0])
    spanish = sorted(bip39_words()[1])
    rows = [
        "seed: " + " ".join(_rng.choice(english) for _ in range(12)),
        "Ledger backup words:\n" + "\n".join(_rng.choice(english) for _ in range(24)),
        "my metamask phrase is " + ", ".join(_rng.choice(english) for _ in range(12)),
        "frase semilla: " + " ".join(_rng.choice(spanish) for _ in range(12)),
        " ".join(f"{i}) {_rng.choice(english)}" for i in range(1, 19)),
        f"Google backup codes: {pin(8)} {pin(8)} {pin(8)} {pin(8)}",
        f"GitHub recovery codes\n{r(H, 5)}-{r(H, 5)}\n{r(H, 5)}-{r(H, 5)}\n{r(H, 5)}-{r(H, 5)}",
        f"two-factor setup key {' '.join(r(B32, 4) for _ in range(8)).lower()}",
        f"otpauth://totp/GitHub:me?secret={r(B32, 32)}&issuer=GitHub",
        f"Cookie: connect.sid=s%3A{r(A, 32)}.{r(A, 43)}",
        f"laravel_session={r(A, 40)}",
        f"remember_token={r(A, 60)}",
    ]
    return rows


def _obfuscated() -> list[str]:
    def zw(value: str) -> str:
        return "\u200b".join(value[i : i + 5] for i in range(0, len(value), 5))

    rows = []
    for _ in range(4):
        rows.append(f"key: {zw('ghp_' + r(A, 36))}")
        rows.append(
            "token "
            + " ".join((lambda v: [v[i : i + 6] for i in range(0, len(v), 6)])("glpat-" + r(A, 20)))
        )
        rows.append(f"ｓｋ－ｐｒｏｊ－{r(A, 40)}")
        rows.append(f"my password is {pw()[:4]}\u00ad{pw()}")
        rows.append(f"АКІА{r(B32, 16)}")
    return rows


def _benign() -> list[str]:
    return [
        "Is it safe to reuse a password if I add a number at the end?",
        "My password manager suggested a 20-character passphrase.",
        "What's a good PIN length for a phone? Mine is six digits.",
        "I have to enter the door code every time, it's annoying.",
        "The CVV is the three digits on the back, right?",
        "Our wifi password changes every month, the landlord texts it.",
        "She tried to guess my password and got locked out for an hour.",
        "The key to the shed is under the blue pot.",
        "He finally gave me the key to his flat, big step!",
        "I think tokens in the new game economy are overpriced.",
        "Bearer of good tidings: I got the job!",
        "The recovery codes page said to print them, so I did.",
        "My Google account has 2-step verification now.",
        "Can you help me pick a secret santa gift under 20 euros?",
        "The secret ingredient is a spoon of miso.",
        "The book 'The Secret' was a bestseller in 2006.",
        "I keep all my passwords in Bitwarden, with a long master passphrase.",
        "Don't tell anyone the ending, it's a secret.",
        "Order 7712-4491-0038 shipped via DHL.",
        "The ISBN is 9781492056355 for the Designing Data-Intensive Applications book.",
        "Transfer reference: RENT-APR-2024 to account ending 4471.",
        "Ticket SUP-20931 was closed this morning.",
        "Commit 1f3e9a7 broke the CI, reverting.",
        "Request 5f2c9e1a-7b3d-4c8e-9a1f-2e6d4b8c0a17 timed out.",
        "I use the ETH address 0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD for donations.",
        "My BTC address is bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh, public anyway.",
        "Use coupon FREESHIP50 before midnight.",
        "The flight code is TP1351 and the PNR is K7Q2ZX.",
        "My locker number is 214 and the combination lock is new.",
        "The gym gave me member number 000482193.",
        "In the story, the hero whispers the password 'Ithaca' at the gate.",
        "The movie's password scene is so unrealistic.",
        "We played a game where the password was 'giraffe'.",
        "My kid's secret club password is 'tacos' apparently.",
        "export DATABASE_URL=$DATABASE_URL",
        "password: <set in 1Password>",
        "api_key: ${{ secrets.API_KEY }}",
        "token = os.environ.get('HF_TOKEN')",
        "AWS_SECRET_ACCESS_KEY=<redacted>",
        "client_secret: '***'",
        "The env var OPENAI_API_KEY must be set, see the README.",
        "Set the password in the admin panel, not in the config file.",
        "I reset my password using the link in the email.",
        "The password field should be at least 12 characters.",
        "My bank's PIN reminder letter arrived.",
        "max_tokens=2048 and temperature=0.2 work best for me.",
        "The seed for the experiment was 42, as always.",
        "I planted tomato seeds and basil this weekend.",
        "Our session on Thursday is about memory systems.",
        "I accepted the cookie banner without reading it.",
        "The session cookie expired so I had to log in again.",
        "My phone PIN and my card PIN are different, don't worry.",
        "The conference Wi-Fi was free, no password needed.",
        "I wrote down the access code for the building on a sticky note at home.",
        "The vault at the bank has a time lock.",
        "The key signature has three flats.",
        "Token-based auth is easier than sessions for our mobile app.",
        "Sign in with Google instead of a password, it's simpler.",
        "She's the keeper of the secret family recipes.",
        "The crossword clue was 'secret agent', five letters.",
    ]


def _benign_generated() -> list[str]:
    rows = []
    for _ in range(36):
        rows.append(
            f"Tracking: {r(string.ascii_uppercase, 2)}{pin(9)}{r(string.ascii_uppercase, 2)}"
        )
        rows.append(f"the build id is {r(H, 12)}, see the logs")
        rows.append(f"invoice #{pin(6)} paid on {_rng.randint(1, 28)}/0{_rng.randint(1, 9)}")
        rows.append(f"uuid {r(H, 8)}-{r(H, 4)}-4{r(H, 3)}-a{r(H, 3)}-{r(H, 12)} in the bug report")
    return rows


HELD_OUT_SECRETS: list[tuple[str, str]] = [
    *((text, "provider") for text in _provider() + _provider()),
    *((text, "keyvalue") for text in _keyvalue() + _keyvalue()),
    *((text, "language") for text in _language() + _language()),
    *((text, "material") for text in _material() + _material()),
    *((text, "obfuscation") for text in _obfuscated()),
]
HELD_OUT_BENIGN: list[tuple[str, str]] = [
    *((text, "hand_written") for text in _benign()),
    *((text, "identifiers") for text in _benign_generated()),
]
