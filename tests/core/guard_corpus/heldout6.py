"""Held-out set v6: written after the round-2 freeze (commit 582af0f), never tuned on.

Written without reading the rules again: new phrasings, new languages, new vendors and
config formats, and the plain-value family (a word, a name, a passphrase stated as the
password). Sets v1-v5 have been read and count as seen; this set is the held-out figure.
"""

from __future__ import annotations

import random
import string

_rng = random.Random(6_12_2026)
A = string.ascii_letters + string.digits
H = "0123456789abcdef"
LOW = string.ascii_lowercase + string.digits
UP = string.ascii_uppercase + string.digits
BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
_PLAIN = "otterpop gingerbread wombat lemonade blueberry meadowlark pumpkin pancake tulip Lavender Kestrel Bramble Pistachio Quokka Maple Horatio Juniper Clementine".split()


def r(alphabet: str, n: int) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def pw() -> str:
    while True:
        v = r(A + "!#%&*?-_+=@$", _rng.randint(9, 15))
        if any(c.isdigit() for c in v) and any(c.isupper() for c in v) and v[0].isalnum():
            return v


def word() -> str:
    return _rng.choice(_PLAIN)


def num(n: int) -> str:
    return r(string.digits, n)


def _provider() -> list[str]:
    return [
        f"here's the openrouter key sk-or-v1-{r(H, 64)}",
        f"sbp_{r(H, 40)} is the supabase access token",
        f"pscale_tkn_{r(A + '_', 43)}",
        f"rubygems_{r(H, 48)}",
        f"figd_{r(A + '_-', 40)}",
        f"buildkite: bkua_{r(H, 40)}",
        f"sgp_{r(H, 40)}",
        f"sntryu_{r(H, 64)}",
        f"dop_v1_{r(H, 64)}",
        f"AGE-SECRET-KEY-1{r(BECH, 58)}",
        f"PMAK-{r(H, 24)}-{r(H, 34)}",
        f"pul-{r(H, 40)}",
        f"glsa_{r(A, 32)}_{r(H, 8)}",
        f"r8_{r(A, 37)}",
        f"shpss_{r(H, 32)}",
        f"FLWSECK-{r(H, 32)}-X",
        f"rzp_live_{r(A, 14)} / secret {r(A, 24)}",
        f"EZAK{r(H, 54)}",
        f"tfp_{r(A, 44)}",
        f"shippo_live_{r(H, 40)}",
        f"ATBB{r(A, 32)}",
        f"LTAI{r(A, 20)}",
        f"xoxp-{num(12)}-{num(12)}-{num(13)}-{r(H, 32)}",
        f"gho_{r(A, 36)}",
        f"glpat-{r(A + '_-', 20)}",
        f"sk_test_{r(A, 99)}",
        f"nfp_{r(A, 40)}",
        f"pnu_{r(A, 36)}",
        f"key-{r(H, 32)} (mailgun)",
        f"{r(H, 32)}-us{_rng.randint(1, 20)} is our mailchimp api key",
    ]


def _keyvalue() -> list[str]:
    return [
        f"db.internal:5432:orders:svc_orders:{pw()}",
        f'Environment="PGPASS={pw()}"',
        f"spring.datasource.password={pw()}",
        f"<password>{pw()}</password>",
        f'$pw = ConvertTo-SecureString "{pw()}" -AsPlainText -Force',
        f"Server=sql01;Database=crm;User Id=app;Password={pw()};",
        f"jdbc:mysql://db:3306/app?user=app&password={pw()}",
        f"requirepass {pw()}",
        f"//registry.npmjs.org/:_authToken={r(A, 36)}",
        f"X-Auth-Token: {r(A, 40)}",
        f'admin_pass = "{pw()}"  # terraform.tfvars',
        f"SMTP_PASS={pw()}",
        f"  mysql_root_pw: {pw()}",
        f"sshpass -p '{pw()}' ssh deploy@10.0.0.4",
        f"curl -u admin:{pw()} https://ci.local/api",
        f"[default]\naws_secret_access_key = {r(A + '/+', 40)}",
    ]


def _language() -> list[str]:
    return [
        f"la meva contrasenya és {pw()}",
        f"moja lozinka je {pw()}",
        f"паролата ми е {pw()}",
        f"mano slaptažodis yra {pw()}",
        f"mana parole ir {pw()}",
        f"minu parool on {pw()}",
        f"lykilorðið mitt er {pw()}",
        f"nenosiri langu ni {pw()}",
        f"ang password ko ay {pw()}",
        f"kata laluan saya ialah {pw()}",
        f"رمز عبور من {pw()} است",
        f"আমার পাসওয়ার্ড {pw()}",
        f"Das Kennwort lautet jetzt {pw()}",
        f"o código do alarme é {num(4)}",
        f"PIN karty: {num(4)}",
        f"mot de passe du NAS : {pw()}",
        f"la clave del wifi es {pw()}",
        f"Wachtwoord voor de NAS: {pw()}",
        f"пароль от почты {pw()}",
        f"暗証番号は{num(4)}です",
    ]


def _plain() -> list[str]:
    return [
        f"my netflix password? it's {word()}",
        f"Wifi pw is {word()}",
        f"I changed my password to {word()}",
        f"new password: {word()}",
        f"my password's {word()}",
        f"Password for the guest network — {word()}",
        f"my bank login is jsmith and the password is {word()}",
        f"I use {word()} as my password everywhere",
        f"My password is literally just '{word()}'",
        f"pw: {word()}",
        f"She set the shared password to '{word()}'",
        f"the laptop password is {word()}, all lowercase",
        f"Remember: NAS password = {word()}",
        f"our alarm password is {word()}",
        f"the password to the office wifi is {word()}{num(2)}",
        f"password is {word()} {word().lower()} {word().lower()}",
        f"Mon mot de passe Netflix, c'est {word()}",
        f"Mein E-Mail-Passwort: {word()}",
        f"La contraseña de mi portátil es {word()}",
        f"A senha do wifi é {word()}",
        f"het wachtwoord van de router is {word()}",
        f"la password del wifi è {word()}",
        f"lösenordet till wifi är {word()}",
        f"Passwort fürs Büro-WLAN ist {word()}",
        f"the login password for grandma's tablet is {word()}",
    ]


def _material() -> list[str]:
    return [
        f"backup codes: {num(4)}-{num(4)} {num(4)}-{num(4)} {num(4)}-{num(4)}",
        f"my card 4111 1111 1111 1111 cvv {num(3)}",
        f"otpauth://totp/GitHub:me?secret={r('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 32)}",
        f"Cookie: __Host-session={r(A, 40)}",
    ]


def _benign() -> list[str]:
    return [
        "My password has to be changed every 90 days.",
        "The password you entered is incorrect.",
        "Password must contain at least one number.",
        "My password's too weak according to the site.",
        "The wifi password is taped under the router.",
        "I keep all my passwords in Bitwarden.",
        "In Harry Potter the password to the common room was 'caput draconis'.",
        "The password in WarGames was 'Joshua'.",
        "Fun fact: the most common password is 123456.",
        "A strong password is at least 12 characters.",
        "If your password is 'password', change it today.",
        "What's your wifi password?",
        "The password is whatever you set during setup.",
        "The password reset link expired.",
        "I reset the password twice today.",
        "My password manager autofills everything.",
        "The new password rules are annoying.",
        "My mom's password is always her birthday, which worries me.",
        "The password is printed on the back of the modem.",
        "He typed the password wrong three times.",
        "Passwords should be unique per site.",
        "I can never remember the wifi password.",
        "The password field was empty.",
        "She asked me for the password but I didn't have it.",
        "Our password policy requires rotation.",
        "The door code is changing next week.",
        "Mein Passwort ist sicher, keine Sorge.",
        "Das Passwort steht auf dem Zettel.",
        "J'ai oublié mon mot de passe.",
        "Le mot de passe doit contenir 8 caractères.",
        "Olvidé mi contraseña otra vez.",
        "La contraseña debe tener una mayúscula.",
        "Ho dimenticato la password.",
        "Esqueci minha senha.",
        "Ik ben mijn wachtwoord vergeten.",
        "Jag glömde mitt lösenord.",
        "Zapomniałem hasła.",
        "Я забыл пароль.",
        "パスワードを忘れました。",
        "我忘记密码了。",
        "The token economy in that game is broken.",
        "He keeps his secrets close.",
        "That was the key moment of the match.",
        "Bearer bonds are a thing of the past.",
        "The API key rotation is scheduled for Friday.",
        "Use code SPRING25 for 25% off.",
        "Voucher GIFT-2024-XMAS applies at checkout.",
        "My order number is 112-4839201-5592011.",
        "Ticket INC0012345 is still open.",
        "ISBN 978-0-14-143951-8 is the Penguin edition.",
        "Invoice 2024-0193 was paid.",
        "Commit 3f9a1c2 fixed the bug.",
        "The UUID was 123e4567-e89b-12d3-a456-426614174000.",
        "SHA-256 of the file: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "Send it to 0x71C7656EC7ab88b098defB751B7401B5f6d8976F, that's the public address.",
        "password: ${SMTP_PASSWORD}",
        "API_KEY=<your key here>",
        "token: ****",
        "password = os.environ['DB_PASS']",
        "secret: [REDACTED]",
        "export TOKEN=$(vault read -field=token secret/ci)",
        "The password was 'changed', he said, not 'forgotten'.",
        "Is the password 'tulip' or 'lilac'? I honestly don't know.",
        "A password like 'sunshine' is easy to guess.",
        "Never set 'admin' as the admin password.",
        "Don't use your pet's name as a password.",
        "In the puzzle, the password was the last word of the poem.",
        "The spy whispered the password, 'nightjar', in the film.",
        "My password is something only I know.",
        "My password is stored in the keychain.",
        "The password is the same for every printer, sadly.",
        "The Wi-Fi password is on the whiteboard.",
        "the password is in the team vault under 'printers'",
        "Our password is longer than yours.",
        "My password was reset by IT this morning.",
        "Your password is about to expire.",
        "The password is hashed with bcrypt.",
        "The password is case sensitive.",
        "The password is shown once, then hidden.",
        "The password should be random.",
        "The PIN is four digits.",
        "My PIN is the same as my old one.",
        "The code for the gate changed again.",
        "What's the password for the guest wifi?",
        "Can you send me the password later?",
        "I'll text you the password.",
        "Password hint: the name of my first school.",
        "We chose Falcon as the project name.",
        "I use Firefox as my browser.",
        "She set Paris as her destination.",
        "We picked Lisbon for our honeymoon.",
        "I used butter as a substitute for oil.",
        "Use Python for the password generator.",
        "The password strength meter turned green.",
        "private_key: Ed25519PrivateKey",
        "def load(api_key: SecretStr) -> Client:",
        "AWS docs use AKIAIOSFODNN7EXAMPLE in every example.",
        "The movie's password scene is iconic: 'swordfish'.",
        "In our D&D campaign the password to the guild is 'mithril'.",
        "My son's minecraft password is a secret, he says.",
        "The password is not 'banana', I already tried.",
        "Maybe the password is 'tiger'? Try it.",
    ]


def _benign_generated() -> list[str]:
    rows = []
    for _ in range(14):
        rows.append(f"Order #{num(8)} ships on Monday")
        rows.append(f"Build {r(H, 12)} passed")
        rows.append(f"Tracking number 1Z{r(UP, 16)}")
        rows.append(f"Room {_rng.randint(100, 999)}, desk {_rng.randint(1, 40)}")
    return rows


HELD_OUT_6_SECRETS: list[tuple[str, str]] = [
    *((text, "provider") for text in _provider() + _provider()),
    *((text, "keyvalue") for text in _keyvalue() + _keyvalue()),
    *((text, "language") for text in _language()),
    *((text, "plain_value") for text in _plain() + _plain()),
    *((text, "material") for text in _material()),
]
HELD_OUT_6_BENIGN: list[tuple[str, str]] = [
    *((text, "hand_written") for text in _benign()),
    *((text, "identifiers") for text in _benign_generated()),
]
