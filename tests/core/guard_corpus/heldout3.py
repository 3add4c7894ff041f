"""Held-out set v3: written after the third freeze (commit 56334fa), never tuned on.

Sets v1 and v2 were each measured once, then their misses were read and classes of them
fixed, so they count as seen. This is the honest held-out figure of the final rules.
"""

from __future__ import annotations

import random
import string

_rng = random.Random(31337)
A = string.ascii_letters + string.digits
H = "0123456789abcdef"
B32 = string.ascii_uppercase + "234567"


def r(alphabet: str, n: int) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def pw() -> str:
    while True:
        v = r(A + "!#%&*?-_+=.@^", _rng.randint(8, 16))
        if any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and v[0].isalnum():
            return v


def digits(n: int) -> str:
    return r(string.digits, n)


def _provider() -> list[str]:
    return [
        f"can u check why sk-proj-{r(A + '_-', 64)} returns 401?",
        f"the new Claude key: sk-ant-api03-{r(A + '_-', 90)}AA",
        f"admin key sk-ant-admin01-{r(A + '_-', 90)}AA for usage reports",
        f"OPENAI_API_KEY={'sk-' + r(A, 20) + 'T3BlbkFJ' + r(A, 20)}",
        f"ghp_{r(A, 36)} ← this one has repo scope",
        f"gh token (fine-grained): github_pat_{r(A, 22)}_{r(A, 59)}",
        f"glpat-{r(A + '_-', 20)}",
        f"gitlab feed token glft-{r(A + '_-', 20)}",
        f"xoxb-{digits(12)}-{digits(13)}-{r(A, 24)} is our bot",
        f"xapp-1-A{r(B32, 10)}-{digits(13)}-{r(H, 64)}",
        f"sk_live_{r(A, 24)} — the real one, careful",
        f"rk_live_{r(A, 40)}",
        f"whsec_{r(A, 40)}",
        f"AKIA{r(B32, 16)} with secret {r(A + '/+', 40)}",
        f"AIza{r(A + '_-', 35)} is the maps key",
        f"hf_{r(A, 34)} read token",
        f"pypi-AgEIcHlwaS5vcmcCJ{r(A + '_-', 120)}",
        f"npm_{r(A, 36)}",
        f"SG.{r(A + '_-', 22)}.{r(A + '_-', 43)}",
        f"dckr_pat_{r(A + '_-', 27)}",
        f"hvs.{r(A + '_-', 24)}",
        f"dp.pt.{r(A, 43)}",
        f"shpat_{r(H, 32)}",
        f"EAAA{r(A + '_-', 60)}",
        f"glsa_{r(A, 32)}_{r(H, 8)}",
        f"sntryu_{r(H, 64)}",
        f"NRAK-{r(string.ascii_uppercase + string.digits, 27)}",
        f"{digits(10)}:AA{r(A + '_-', 33)} telegram",
        f"lin_api_{r(A, 40)}",
        f"pplx-{r(A, 48)}",
        f"gsk_{r(A, 52)}",
        f"r8_{r(A, 37)}",
        f"xai-{r(A, 80)}",
        f"dop_v1_{r(H, 64)}",
        f"vcp_{r(A, 56)}",
        f"pscale_tkn_{r(A + '_', 43)}",
        f"sbp_{r(H, 40)}",
        f"PMAK-{r(H, 24)}-{r(H, 34)}",
        f"eyJhbGciOiJSUzI1NiJ9.eyJ{r(A, 50)}.{r(A + '_-', 80)}",
        "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBg" + r(A + "+/", 60) + "\\n",
    ]


def _keyvalue() -> list[str]:
    return [
        f"DB_PASS_REPLICA={pw()}",
        f"db.password = {pw()}",
        f"  password: {pw()}",
        f'POSTGRES_PASSWORD: "{pw()}"',
        f"'password' => '{pw()}',",
        f'<add key="Password" value="{pw()}" />',
        f"<password>{pw()}</password>",
        f"setx API_TOKEN {r(A, 40)}",
        f'$env:API_KEY = "{r(A, 32)}"',
        f"api_key={r(A, 32)}&format=json",
        f"https://api.example.com/v1?access_token={r(A, 40)}",
        f"ftp://admin:{pw()}@192.168.1.10",
        f"amqps://svc:{pw()}@mq.internal:5671",
        f"sshpass -p'{pw()}' ssh root@box",
        f"mysql -h db -uroot -p{pw()}",
        f"--client-secret {r(A + '_-', 40)}",
        f"Authorization: Bearer {r(A + '._-', 60)}",
        f"X-API-Key: {r(H, 32)}",
        f"auth_token: {r(A, 40)}",
        f"clientSecret: '{r(A + '~._-', 40)}'",
        f'privateKey: "{r(A + "+/", 64)}"',
        f"refresh_token={r(A + '_-', 80)}",
        f"secret: {r(A, 32)}",
        f"PASSPHRASE={pw()}",
        f"KEY_PASSWORD={pw()}",
    ]


def _language() -> list[str]:
    return [
        f"mi contraseña de gmail es {pw()}",
        f"contraseña: {pw()}",
        f"el pin de la tarjeta es {digits(4)}",
        f"mon mdp c'est {pw()}",
        f"le code de l'alarme est {digits(4)}",
        f"mein neues Passwort: {pw()}",
        f"Passwort lautet {pw()}",
        f"la password è {pw()}",
        f"il codice della porta è {digits(5)}",
        f"senha do wifi: {pw()}",
        f"wachtwoord: {pw()}",
        f"lösenordet är {pw()}",
        f"hasło to {pw()}",
        f"heslo: {pw()}",
        f"parola: {pw()}",
        f"jelszó: {pw()}",
        f"пароль {pw()}",
        f"мой пароль от почты {pw()}",
        f"пин-код от карты {digits(4)}",
        f"ο κωδικός είναι {pw()}",
        f"كلمة المرور {pw()}",
        f"הסיסמה שלי {pw()}",
        f"मेरा पासवर्ड है {pw()}",
        f"パスワードは {pw()} です",
        f"我的密码：{pw()}",
        f"密码 {pw()}",
        f"비밀번호 {pw()}",
        f"kata sandi: {pw()}",
        f"mật khẩu là {pw()}",
        f"my password: {pw()}",
        f"password is {pw()}",
        f"the password you need is {pw()}",
        f"PIN: {digits(4)}",
        f"door code {digits(4)}",
        f"my CVV is {digits(3)}",
        f"user admin / pass {pw()}",
        f"login: root / {pw()}",
        f"credentials are jane / {pw()}",
        f"you can log in with bob and {pw()}",
        f"set the password to {pw()} for everyone",
    ]


def _material() -> list[str]:
    from ltm_core.guard.material import bip39_words

    english = sorted(bip39_words()[0])
    portuguese = sorted(bip39_words()[4])
    return [
        " ".join(_rng.choice(english) for _ in range(12)),
        "wallet words: " + ", ".join(_rng.choice(english) for _ in range(24)),
        "frase: " + " ".join(_rng.choice(portuguese) for _ in range(12)),
        f"my 2FA backup codes are {digits(8)}, {digits(8)}, {digits(8)}",
        f"recovery codes {r('abcdefghjkmnpqrstuvwxyz23456789', 4)}-{r('abcdefghjkmnpqrstuvwxyz23456789', 4)} and {r('abcdefghjkmnpqrstuvwxyz23456789', 4)}-{r('abcdefghjkmnpqrstuvwxyz23456789', 4)}",
        f"TOTP: {' '.join(r(B32, 4) for _ in range(4))}",
        f"otpauth://totp/AWS:me?secret={r(B32, 64)}",
        f"PHPSESSID={r(string.ascii_lowercase + string.digits, 26)}",
        f"JSESSIONID={r(H.upper(), 32)}",
    ]


def _benign() -> list[str]:
    return [
        "I still use the same password for my old email, I know, I know.",
        "The password is somewhere in my notes app.",
        "The password for the guest wifi is printed on the menu.",
        "Passwords with emojis are not allowed on that site.",
        "My mum asked me to reset her password again.",
        "Forgot my PIN, went to the branch.",
        "The bank PIN letter and the card came separately.",
        "Her key ring has like twenty keys on it.",
        "The key insight: users don't read error messages.",
        "Secret Service agents were at the event.",
        "Top secret: I'm planning a surprise party for Ana.",
        "Our token budget for the month is almost used up.",
        "The login page now supports passkeys.",
        "User admin was disabled after the audit.",
        "Account 4 in the spreadsheet is the savings one.",
        "Credentials are managed by Okta at work.",
        "The wifi / ethernet switch is broken.",
        "Login / logout buttons moved to the top right.",
        "Codes for the workshop: use your ticket number.",
        "My 2FA app is Aegis, very happy with it.",
        "Recovery codes are useless if you lose the paper.",
        "The safe code is something only my wife knows.",
        "We changed the door code after the party.",
        "The session timeout is 15 minutes.",
        "The cookie policy popup is annoying.",
        "Our order number ends in 4417.",
        "The ticket number was 88213 and they closed it.",
        "IBAN reference: invoice 2231, thanks!",
        "The commit hash starts with a1b2c3, I'll paste the rest later.",
        "UUIDs like 123e4567-e89b-12d3-a456-426614174000 are in the docs.",
        "My public key is on keybase.",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGzq3c8 me@laptop is my public key",
        "pk_live_51H8 is a publishable key prefix, safe in the browser.",
        "password: ********",
        "token: <hidden>",
        "API_KEY=$(cat ~/.secrets/api_key)",
        'export PASSWORD="$(pass show email)"',
        'DB_PASSWORD: "{{ vault_db_password }}"',
        "the secret is to add salt early",
        "The Bitcoin whitepaper hash is on the site.",
        "I bought 0.01 BTC, address in my wallet app.",
        "My Amazon order 113-4567890-1234567 is late.",
        "The ISBN 0-19-852663-6 is the Oxford edition.",
        "Tracking number 9400111899223197428490 for USPS.",
        "My phone number changed, it's +44 7700 900123 now.",
        "Meeting ID 845 2213 9987, passcode in the invite.",
        "The Zoom passcode is in the calendar invite, not here.",
        "Room code for the game is ABCD, join fast!",
        "Kahoot PIN was shown on the screen.",
        "The lottery numbers were 4 8 15 16 23 42.",
    ]


def _benign_generated() -> list[str]:
    rows = []
    for _ in range(40):
        rows.append(f"Fixed in {r(H, 40)}.")
        rows.append(
            f"Ticket {r(string.ascii_uppercase, 3)}-{_rng.randint(100, 99999)} assigned to me"
        )
        rows.append(f"Parcel {r(string.ascii_uppercase, 2)}{digits(9)}GB delivered")
        rows.append(f"I paid {_rng.randint(5, 500)}.{digits(2)} EUR, receipt {digits(8)}")
    return rows


HELD_OUT_3_SECRETS: list[tuple[str, str]] = [
    *((text, "provider") for text in _provider() + _provider()),
    *((text, "keyvalue") for text in _keyvalue() + _keyvalue()),
    *((text, "language") for text in _language() + _language()),
    *((text, "material") for text in _material() + _material()),
]
HELD_OUT_3_BENIGN: list[tuple[str, str]] = [
    *((text, "hand_written") for text in _benign()),
    *((text, "identifiers") for text in _benign_generated()),
]
