"""Generated secrets of the non-provider families: key/value, language, material, obfuscation.

Every value is drawn from a seeded ``random.Random``: passwords of mixed classes, PINs,
codes, seed phrases from the BIP-39 lists, base32 TOTP keys, Luhn-valid card numbers.
"""

from __future__ import annotations

import random
import string

from ltm_core.guard.material import bip39_words

from tests.core.guard_corpus.languages_wide import PASSWORD_FRAMES, PIN_FRAMES

ALNUM = string.ascii_letters + string.digits
PW_CHARS = ALNUM + "!@#%^*+=?-_.$&"
B32 = string.ascii_uppercase + "234567"
HEX = "0123456789abcdef"


def password(rng: random.Random, low: int = 8, high: int = 18) -> str:
    """A random password with a lowercase, an uppercase, a digit and (usually) a symbol."""
    while True:
        value = "".join(rng.choice(PW_CHARS) for _ in range(rng.randint(low, high)))
        if (
            any(c.islower() for c in value)
            and any(c.isupper() for c in value)
            and any(c.isdigit() for c in value)
            and value[0] not in "-.#$"
            and value[-1] not in ".?!"
        ):
            return value


def token(rng: random.Random, n: int = 32, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def pin(rng: random.Random, n: int = 4) -> str:
    while True:
        value = "".join(rng.choice(string.digits) for _ in range(n))
        if len(set(value)) >= 2:
            return value


_KEY_NAMES = (
    "DB_PASSWORD_PROD",
    "PASSWORD1",
    "dbPassword",
    "x-api-key",
    "client_secret",
    "ADMIN_PASS",
    "MYSQL_ROOT_PASSWORD",
    "redisPassword",
    "smtp_password",
    "SMTP_PASS",
    "api_secret",
    "AppSecret",
    "webhookSecret",
    "SECRET_KEY",
    "jwtSecret",
    "auth_token",
    "AUTH_TOKEN_2",
    "access_token",
    "refreshToken",
    "PRIVATE_KEY",
    "signing_key",
    "encryptionKey",
    "pwd",
    "user_pwd",
    "PW",
    "passphrase",
    "ssh_passphrase",
    "KEYSTORE_PASSWORD",
    "keystorePass",
    "Password",
    "passwd",
    "credentials",
    "apiKey",
    "API-KEY",
    "service_account_key",
    "license_key",
    "masterKey",
    "rootPassword",
    "vpn_psk_secret",
    "wifi_password",
)


def keyvalue(rng: random.Random) -> list[str]:
    """Credential keys in every config syntax, CLI flags, headers and URLs."""
    rows: list[str] = []
    for index, key in enumerate(_KEY_NAMES):
        value = password(rng) if index % 2 else token(rng, rng.randint(20, 40))
        syntax = index % 8
        rows.append(
            [
                f"{key}={value}",
                f"{key}: {value}",
                f'{{"{key}": "{value}"}}',
                f'{key} = "{value}"',
                f"[database]\n{key} = {value}",
                f"  {key}: '{value}'",
                f"export {key}='{value}'",
                f"{key}:={value}",
            ][syntax]
        )
        rows.append(f"in my .env I have {key}={value} for staging")
    for _ in range(12):
        host = rng.choice(["github.com", "api.heroku.com", "nas.local", "ftp.example.org"])
        rows.append(
            f"machine {host} login {rng.choice(['alice', 'deploy', 'bob'])} password {password(rng)}"
        )
        rows.append(f"token: {token(rng, 40)}")
        rows.append(f"client-key-data: {token(rng, 64, ALNUM + '+/')}=")
        rows.append(
            f'{{"auths": {{"registry.io": {{"auth": "{token(rng, 32, ALNUM + "+/")}="}}}}}}'
        )
        rows.append(f"mysql -u root -p{password(rng)} shop")
        rows.append(f"psql --password={password(rng)} -h db")
        rows.append(f"run ./deploy --token {token(rng, 36)} --env prod")
        rows.append(f"PGPASSWORD={password(rng)} psql -h localhost")
        rows.append(f"curl -H 'Authorization: Bearer {token(rng, 40)}' https://api.example.com")
        rows.append(f"Authorization: Basic {token(rng, 24, ALNUM + '+/')}==")
        rows.append(f"sshpass -p '{password(rng)}' ssh pi@raspberry")
        rows.append(f"postgres://app:{password(rng)}@db.internal:5432/app")
        rows.append(f"redis://:{password(rng)}@cache:6379/0")
        rows.append(f"amqp://guest:{password(rng)}@rabbit/")
        rows.append(f"curl -u admin:{password(rng)} https://jenkins.local")
        rows.append(f"redis-cli -a {password(rng)} ping")
    return rows


# (language, template with {v}) -- password family
_LANG_PASSWORD = (
    ("en", "my password is {v}"),
    ("en", "{v} is my password"),
    ("en", "use {v} as the password"),
    ("en", "the wifi password is {v}"),
    ("en", "password: {v}"),
    ("en", "password：{v}"),
    ("en", "the password for the router is {v}"),
    ("en", "my new passphrase is {v}"),
    ("en", "the user is admin and the password, if you need it, is {v}"),
    ("de", "mein Passwort ist {v}"),
    ("de", "das Passwort für das WLAN lautet {v}"),
    ("de", "Kennwort: {v}"),
    ("fr", "mon mot de passe est {v}"),
    ("fr", "le mot de passe du wifi est {v}"),
    ("es", "mi contraseña es {v}"),
    ("es", "la contraseña del wifi es {v}"),
    ("it", "la mia password è {v}"),
    ("it", "la password del wifi è {v}"),
    ("pt", "minha senha é {v}"),
    ("pt", "a senha do wifi é {v}"),
    ("nl", "mijn wachtwoord is {v}"),
    ("sv", "mitt lösenord är {v}"),
    ("da", "min adgangskode er {v}"),
    ("no", "passordet mitt er {v}"),
    ("fi", "salasanani on {v}"),
    ("pl", "moje hasło to {v}"),
    ("cs", "moje heslo je {v}"),
    ("tr", "şifrem {v}"),
    ("tr", "şifre: {v}"),
    ("ro", "parola mea este {v}"),
    ("hu", "a jelszavam {v}"),
    ("ru", "мой пароль {v}"),
    ("ru", "пароль — {v}"),
    ("uk", "мій пароль {v}"),
    ("el", "ο κωδικός μου είναι {v}"),
    ("ar", "كلمة المرور الخاصة بي هي {v}"),
    ("he", "הסיסמה שלי היא {v}"),
    ("hi", "मेरा पासवर्ड {v} है"),
    ("ja", "パスワードは{v}です"),
    ("ja", "私のパスワード：{v}"),
    ("zh", "我的密码是{v}"),
    ("zh", "密码：{v}"),
    ("ko", "제 비밀번호는 {v}입니다"),
    ("id", "kata sandi saya adalah {v}"),
    ("vi", "mật khẩu của tôi là {v}"),
    ("th", "รหัสผ่านของฉันคือ {v}"),
)
_LANG_PIN = (
    ("en", "my PIN is {v}"),
    ("en", "the code for the door is {v}"),
    ("en", "card PIN {v}"),
    ("en", "CVV: {v}"),
    ("en", "the gate code is {v}"),
    ("en", "alarm code {v}"),
    ("de", "meine PIN ist {v}"),
    ("de", "der Türcode ist {v}"),
    ("fr", "mon code PIN est {v}"),
    ("fr", "le digicode est {v}"),
    ("es", "mi PIN es {v}"),
    ("es", "el código de acceso es {v}"),
    ("it", "il mio PIN è {v}"),
    ("pt", "o meu PIN é {v}"),
    ("nl", "mijn pincode is {v}"),
    ("sv", "min pinkod är {v}"),
    ("da", "min pinkode er {v}"),
    ("fi", "PIN-koodi on {v}"),
    ("pl", "mój kod PIN to {v}"),
    ("ru", "мой пин-код {v}"),
    ("ru", "код от двери {v}"),
    ("uk", "мій пін-код {v}"),
    ("tr", "kapı kodu {v}"),
    ("ja", "暗証番号は{v}です"),
    ("zh", "门禁密码是{v}"),
    ("ko", "핀번호는 {v}"),
    ("id", "PIN saya {v}"),
    ("vi", "mã PIN là {v}"),
    ("hi", "मेरा पिन {v} है"),
    ("he", "קוד גישה {v}"),
    ("ar", "الرقم السري {v}"),
)
_LANG_RECOVERY = (
    ("en", "my backup codes: {v}"),
    ("en", "GitHub recovery codes {v}"),
    ("de", "Wiederherstellungscodes: {v}"),
    ("fr", "codes de récupération : {v}"),
    ("es", "códigos de recuperación: {v}"),
    ("pt", "códigos de recuperação {v}"),
    ("ru", "коды восстановления: {v}"),
    ("ja", "リカバリーコード {v}"),
    ("pl", "kody zapasowe {v}"),
)


def _code_list(rng: random.Random) -> str:
    style = rng.randint(0, 2)
    codes = []
    for _ in range(rng.randint(2, 6)):
        if style == 0:
            codes.append(
                f"{token(rng, 4, HEX + 'kmnpqrstuvwxyz')}-{token(rng, 4, HEX + 'kmnpqrstuvwxyz')}"
            )
        elif style == 1:
            codes.append(pin(rng, 8))
        else:
            codes.append(f"{token(rng, 5, string.digits)}-{token(rng, 5, string.digits)}")
    return rng.choice([" ", ", ", "\n"]).join(codes)


def language(rng: random.Random) -> list[tuple[str, str]]:
    """``(language, text)`` disclosures in every language."""
    rows: list[tuple[str, str]] = []
    for _ in range(4):
        for lang, template in _LANG_PASSWORD:
            rows.append((lang, template.format(v=password(rng))))
        for lang, template in _LANG_PIN:
            digits = 3 if "CVV" in template else rng.choice([4, 4, 6])
            rows.append((lang, template.format(v=pin(rng, digits))))
    for _ in range(3):
        for lang, template in PASSWORD_FRAMES:
            rows.append((lang, template.format(v=password(rng))))
        for lang, template in PIN_FRAMES:
            rows.append((lang, template.format(p=pin(rng, rng.choice([4, 4, 6])))))
    for _ in range(3):
        for lang, template in _LANG_RECOVERY:
            rows.append((lang, template.format(v=_code_list(rng))))
    return rows


def material(rng: random.Random) -> list[str]:
    """Seed phrases, TOTP keys, session cookies and cards in context."""
    rows: list[str] = []
    lists = [sorted(words) for words in bip39_words()]
    for index in range(30):
        words = lists[index % len(lists)]
        n = (12, 15, 18, 21, 24)[index % 5]
        phrase = [rng.choice(words) for _ in range(n)]
        sep = [" ", ", ", "\n"][index % 3]
        body = (
            sep.join(phrase)
            if index % 4
            else " ".join(f"{i + 1}. {w}" for i, w in enumerate(phrase))
        )
        rows.append(f"my wallet recovery phrase: {body}" if index % 2 else body)
    for index in range(20):
        key = token(rng, 32, B32)
        grouped = " ".join(key[i : i + 4] for i in range(0, 32, 4))
        rows.append(
            [
                f"2FA setup key: {grouped}",
                f"otpauth://totp/Acme:alice?secret={key}&issuer=Acme",
                f"authenticator secret {key.lower()}",
                f"TOTP seed is {grouped.lower()}",
            ][index % 4]
        )
    for index in range(20):
        value = token(rng, rng.randint(24, 48), ALNUM + "%-_.")
        rows.append(
            [
                f"Cookie: sessionid={value}",
                f"connect.sid=s%3A{value}",
                f"_session={value}; path=/",
                f"PHPSESSID={value}",
                f"set-cookie: __Secure-next-auth.session-token={value}",
            ][index % 5]
        )
    for index in range(20):
        number = luhn_card(rng, ["4", "51", "37", "6011"][index % 4])
        grouped = " ".join(number[i : i + 4] for i in range(0, len(number), 4))
        rows.append(
            [
                f"my card is {grouped} exp 04/29",
                f"visa {number}",
                f"card number: {grouped}, cvv {pin(rng, 3)}",
                f"pay with {number} please",
            ][index % 4]
        )
    return rows


def luhn_card(rng: random.Random, prefix: str) -> str:
    length = 15 if prefix in ("34", "37") else 16
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    for check in string.digits:
        candidate = body + check
        total = 0
        for i, c in enumerate(reversed(candidate)):
            v = int(c) * (2 if i % 2 else 1)
            total += v - 9 if v > 9 else v
        if total % 10 == 0:
            return candidate
    raise AssertionError("unreachable")


INVISIBLE = ("\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u202e", "\ufe0f")


def fullwidth(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def obfuscate(secret: str, rng: random.Random, how: int) -> str:
    """``secret`` hidden one way: invisible characters, fullwidth, look-alikes or spaced groups."""
    if how == 0:
        cut = sorted(rng.sample(range(1, len(secret)), min(3, len(secret) - 1)))
        out, pos = [], 0
        for c in cut:
            out.append(secret[pos:c])
            out.append(rng.choice(INVISIBLE))
            pos = c
        out.append(secret[pos:])
        return "".join(out)
    if how == 1:
        return fullwidth(secret)
    if how == 2:
        table = str.maketrans(
            {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "A": "А", "E": "Е", "K": "К"}
        )
        return secret.translate(table)
    return " ".join(secret[i : i + 4] for i in range(0, len(secret), 4))
