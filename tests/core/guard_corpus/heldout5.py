"""Held-out set v5: written after the final freeze (commit e9108ce), never tuned on.

Sets v1-v4 were each measured once, then their misses were read and classes of them fixed,
so they count as seen. This set is the held-out figure of the rules as shipped.
"""

from __future__ import annotations

import random
import string

_rng = random.Random(5_5_2026)
A = string.ascii_letters + string.digits
H = "0123456789abcdef"
B32 = string.ascii_uppercase + "234567"
UP = string.ascii_uppercase + string.digits


def r(alphabet: str, n: int) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def pw() -> str:
    while True:
        v = r(A + "!#%&*?-_+=.@$~^", _rng.randint(8, 16))
        if any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and v[0].isalnum():
            return v


def digits(n: int) -> str:
    return r(string.digits, n)


def _provider() -> list[str]:
    return [
        f"pls save: OPENAI_KEY sk-svcacct-{r(A + '_-', 60)}",
        f"claude: sk-ant-api03-{r(A + '_-', 93)}AA",
        f"token = '{'ghp_' + r(A, 36)}'",
        f"Here you go → github_pat_{r(A, 22)}_{r(A, 59)}",
        f"glcbt-{r(A, 3)}_{r(A + '_-', 20)} (ci job token)",
        f"xoxb-{digits(13)}-{digits(13)}-{r(A, 24)}",
        f"https://hooks.slack.com/workflows/T{r(UP, 10)}/A{r(UP, 10)}/{digits(18)}/{r(A, 24)}",
        f"stripe: sk_live_{r(A, 32)}",
        f"webhook secret whsec_{r(A, 32)}",
        f"ASIA{r(B32, 16)} + session token",
        f"AIza{r(A + '_-', 35)}",
        f"hf_{r(A, 34)}",
        f"npm token npm_{r(A, 36)}",
        f"dckr_pat_{r(A + '_-', 27)}",
        f"sntrys_eyJpYXQiOjE3{r(A, 60)}",
        f"glc_eyJvIjoi{r(A, 60)}",
        f"hvs.{r(A + '_-', 24)}",
        f"dp.st.dev.{r(A, 40)}",
        f"shpat_{r(H, 32)}",
        f"SG.{r(A + '_-', 22)}.{r(A + '_-', 43)}",
        f"SK{r(H, 32)}",
        f"{digits(9)}:AA{r(A + '_-', 33)}",
        f"eyJ{r(A, 20)}.eyJ{r(A, 50)}.{r(A + '_-', 43)}",
        f"lin_api_{r(A, 40)}",
        f"pplx-{r(A, 48)}",
        f"gsk_{r(A, 52)}",
        f"tvly-{r(A, 32)}",
        f"pcsk_{r(A, 5)}_{r(A, 60)}",
        f"xkeysib-{r(H, 64)}-{r(A, 16)}",
        f"NRAK-{r(UP, 27)}",
        f"dapi{r(H, 32)}",
        f"AKCp{r(A, 69)}",
        f"oy2{r(string.ascii_lowercase + string.digits, 43)}",
        f"rk_live_{r(A, 24)}",
        f"EAAA{r(A + '_-', 60)}",
        f"sq0csp-{r(A + '_-', 43)}",
        f"-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQww{r(A + '+/', 40)}",
        f"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPrivate-Lines: 1\n{r(A + '+/', 44)}",
        f"ATATT3xFfGF0{r(A + '_-', 180)}",
        f"fo1_{r(A + '_-', 43)}",
    ]


def _keyvalue() -> list[str]:
    return [
        f"MYSQL_PASSWORD: '{pw()}'",
        f"REDIS_PASSWORD={pw()}",
        f"ELASTIC_PASSWORD={pw()}",
        f"RABBITMQ_PASSWORD: {pw()}",
        f"KEYCLOAK_ADMIN_PASSWORD={pw()}",
        f"password: '{pw()}'  # prod",
        f"pwd={pw()}",
        f'"pwd": "{pw()}"',
        f"Passwort={pw()}",
        f"contrasena: {pw()}",
        f"secret_key: {r(A, 40)}",
        f"APP_KEY=base64:{r(A + '+/', 43)}=",
        f"JWT_SECRET={r(A, 48)}",
        f"NEXTAUTH_SECRET: {r(A + '+/', 44)}",
        f'private_key = "{r(A + "+/", 64)}"',
        f"accessToken: {r(A + '._-', 64)}",
        f"access_token={r(A, 40)}",
        f"ApiKey {r(H, 32)}",
        f"api_key: {r(A, 32)}",
        f"x-api-key={r(A, 40)}",
        f"Authorization: Bearer {r(A + '-_.', 80)}",
        f"Authorization: token {r(A, 40)}",
        f"mysql -uadmin -p{pw()}",
        f"redis-cli -a '{pw()}'",
        f"PGPASSWORD='{pw()}' pg_dump app",
        f"postgresql://app:{pw()}@localhost:5432/app",
        f"mssql://sa:{pw()}@sql01/crm",
        f"https://bot:{pw()}@jenkins.acme.dev",
        f"machine smtp.gmail.com login me@gmail.com password {pw()}",
        f"--token={r(A, 40)}",
    ]


def _language() -> list[str]:
    return [
        f"Acuérdate: la contraseña es {pw()}",
        f"Contraseña nueva: {pw()}",
        f"el código de la alarma es {digits(4)}",
        f"Le mot de passe, c'est {pw()}",
        f"Mot de passe : {pw()}",
        f"Der Türcode lautet {digits(4)}",
        f"Passwort: {pw()}",
        f"La password è: {pw()}",
        f"Il PIN è {digits(5)}",
        f"A senha nova é {pw()}",
        f"O PIN do cartão é {digits(4)}",
        f"Wachtwoord is {pw()}",
        f"Lösenordet är {pw()}",
        f"Koden er {digits(4)}",
        f"Salasana: {pw()}",
        f"Hasło: {pw()}",
        f"Heslo: {pw()}",
        f"Şifre: {pw()}",
        f"Parola: {pw()}",
        f"Jelszó: {pw()}",
        f"Пароль такой: {pw()}",
        f"Мой пароль — {pw()}",
        f"Пароль: {pw()}",
        f"Κωδικός πρόσβασης: {pw()}",
        f"كلمة السر: {pw()}",
        f"הסיסמה: {pw()}",
        f"पासवर्ड है {pw()}",
        f"パスワード：{pw()}",
        f"密码：{pw()}",
        f"암호: {pw()}",
        f"Kata sandinya {pw()}",
        f"Mật khẩu của tôi: {pw()}",
        f"the password is {pw()} (case sensitive)",
        f"password = {pw()}",
        f"pass: {pw()}",
        f"my pin: {digits(4)}",
        f"door code is {digits(4)}",
        f"the CVC is {digits(3)}",
        f"username: bob / password: {pw()}",
        f"login mike / {pw()}",
    ]


def _material() -> list[str]:
    from ltm_core.guard.material import bip39_words

    english = sorted(bip39_words()[0])
    spanish = sorted(bip39_words()[1])
    return [
        "my seed: " + " ".join(_rng.choice(english) for _ in range(12)),
        ", ".join(_rng.choice(english) for _ in range(24)),
        "\n".join(_rng.choice(english) for _ in range(15)),
        "semilla: " + " ".join(_rng.choice(spanish) for _ in range(12)),
        f"recovery codes:\n{r(H, 5)}-{r(H, 5)}\n{r(H, 5)}-{r(H, 5)}",
        f"backup codes {digits(8)} {digits(8)}",
        f"otpauth://totp/Dropbox:me?secret={r(B32, 26)}",
        f"2FA secret: {' '.join(r(B32, 4) for _ in range(4))}",
        f"sessionid={r(string.ascii_lowercase + string.digits, 32)}",
        f"_session_id={r(H, 32)}",
    ]


def _benign() -> list[str]:
    return [
        "The password reset link expired, I requested another one.",
        "I need a better password strategy, honestly.",
        "Passwords are stored hashed with bcrypt, don't worry.",
        "The wifi password is taped under the router.",
        "PIN codes at the new bank are six digits.",
        "I changed the PIN on my SIM card.",
        "Door code changes every Monday at the office.",
        "The CVC on my card is worn off, need a new card.",
        "My key fob stopped working.",
        "Keys, wallet, phone: the holy trinity.",
        "That's the secret sauce of their growth.",
        "Secret Santa budget is 25 euros this year.",
        "Tokens are cheaper on the batch API.",
        "Bearer of the ring, Frodo.",
        "login: required for the forum",
        "user: ana",
        "username / email both work on that site",
        "credentials are rotated by the platform team",
        "Log in with your work email and your usual password.",
        "Sign in with Microsoft.",
        "Session 3 is about agents.",
        "Cookie consent banner again.",
        "Seed funding came from two angels.",
        "Recovery codes are important, print them.",
        "Backup codes: I'll regenerate them later.",
        "2FA is mandatory from next month.",
        "The authenticator app backup is in iCloud.",
        "Order 112-8822991-2231141 delivered.",
        "Ticket INC0012345 resolved.",
        "Commit 7f3a2b1 fixed the flaky test.",
        "The hash 9b74c9897bac770ffc029102a200c5de is the md5 of 'hello world'? no wait.",
        "Tx 0x4e3a3754410177e6937ef1f84bba68ea139e8d1a2258c5f85db9f1cd715a1bdd.",
        "ETH address 0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe.",
        "ISBN 978-0-13-468599-1.",
        "Invoice 2025/0042 attached.",
        "Reference RF18 5390 0754 7034 for the transfer.",
        "My locker code is something only I know.",
        "The password in the riddle is 'echo'.",
        "They said the password was 'mellon' and the gate opened.",
        "password: (see vault)",
        "token: n/a",
        "API key: not needed for the public endpoint",
        "SECRET_KEY=changeme",
        "PASSWORD=${PASSWORD}",
        "export API_TOKEN=$(vault kv get -field=token secret/api)",
        "password=os.getenv('PW')",
        "db_password: !env DB_PASSWORD",
        "The pin on the map marks the hotel.",
        "Pinned message: meeting at 3.",
        "The code for the project is on GitHub.",
        "Promo code WINTER15 works on shoes.",
        "Gate B14, boarding at 10:40.",
        "Room 1207, the key card didn't work.",
        "My student id is S2231987.",
        "Employee number 004512.",
        "The serial key is on the box, I think.",
        "Postcode SW1A 1AA.",
        "Flight number BA283.",
        "Call me at 555-0142.",
        "The answer is 42.",
    ]


def _benign_generated() -> list[str]:
    rows = []
    for _ in range(36):
        rows.append(
            f"Release {_rng.randint(1, 9)}.{_rng.randint(0, 20)}.{_rng.randint(0, 9)} tagged at {r(H, 7)}"
        )
        rows.append(f"Case #{digits(7)} updated")
        rows.append(f"Request id {r(H, 32)}")
        rows.append(f"Paid {digits(3)} EUR, transaction {r(UP, 12)}")
    return rows


HELD_OUT_5_SECRETS: list[tuple[str, str]] = [
    *((text, "provider") for text in _provider() + _provider()),
    *((text, "keyvalue") for text in _keyvalue() + _keyvalue()),
    *((text, "language") for text in _language() + _language()),
    *((text, "material") for text in _material() + _material()),
]
HELD_OUT_5_BENIGN: list[tuple[str, str]] = [
    *((text, "hand_written") for text in _benign()),
    *((text, "identifiers") for text in _benign_generated()),
]
