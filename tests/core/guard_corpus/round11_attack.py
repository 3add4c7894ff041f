"""Seeded generators of the round-11 attack families: config grammars, label files, public keys.

Each family stands for a kind of text the round-11 attack found wrongly judged, in shapes,
languages and separators of its own (no attack text is copied), beside look-alikes that
must keep their verdict.

Benign, ``(text, family)``:

* ``log_lines``: sshd, PAM, sudo, dovecot, Postfix, Apache and nginx lines that say a
  password was tried ("Failed password for root from 10.0.0.8 port 51122 ssh2");
* ``label_files``: i18n JSON, YAML, ``.properties``, ``.po``, ``.strings`` and Android
  resources whose value after ``password`` is the word a screen shows, in many languages;
* ``error_messages``: validation and OAuth error JSON ("is too short (minimum is 8
  characters)", ``"error": "invalid_token", "error_description": ...``);
* ``pointer_values``: the value says where the password lives (``from-vault``,
  ``sso-only``, ``see-1password``, ``keychain``);
* ``public_keys``: keys public by their vendor's docs (Mixpanel and Amplitude tokens passed
  to ``init()``, a Pusher app key, a Square application id, a Sentry DSN, a Mapbox ``pk.``
  token, a Stripe Checkout Session id, batch ids, KSUIDs);
* ``script_lookalikes``: the grammars of the secrets below holding no secret
  (``send "yes\\r"``, ``relayhost = [smtp.gmail.com]:587``, ``CFLAGS += -O2``).

Secrets, ``(text, family)``: ``log_fields`` (a password given as a field of a log line),
``label_counterparts`` (a password built from a label word: "Kennwort1!"),
``secret_halves`` (the secret of each public key's vendor), ``expect_send``, ``unattend``,
``django_keys``, ``make_assignments``, ``fed_arguments`` (``wg set ... private-key
<(echo X)``), ``sasl_maps``, ``csv_columns`` and ``slack_dotted``.
"""

from __future__ import annotations

import base64
import random
import string

_B62 = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_SYMBOLS = "!#$%&*?@^~"
_USERS = "root admin deploy dana oracle ubuntu git postgres jenkins test pi backup".split()
_HOSTS = "web01 db-2 bastion host ip-10-0-3-7 nas app3 mail edge-1".split()


def _pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _b62(rng: random.Random, n: int) -> str:
    while True:
        s = _pick(rng, _B62, n)
        if (
            any(c.isupper() for c in s)
            and any(c.islower() for c in s)
            and any(c.isdigit() for c in s)
        ):
            return s


def _password(rng: random.Random, n: int = 13) -> str:
    while True:
        s = _pick(rng, _B62 + _SYMBOLS, n)
        classes = (
            any(c.isupper() for c in s),
            any(c.islower() for c in s),
            any(c.isdigit() for c in s),
            any(c in _SYMBOLS for c in s),
        )
        if all(classes) and s[0] not in "$@#":
            return s


def _ip(rng: random.Random) -> str:
    return rng.choice(
        (
            f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
            f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
            f"203.0.113.{rng.randint(1, 254)}",
            f"198.51.100.{rng.randint(1, 254)}",
        )
    )


def _stamp(rng: random.Random) -> str:
    month = rng.choice("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split())
    clock = f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"
    day = rng.randint(1, 28)
    return rng.choice(
        (
            f"{month} {day:2d} {clock} {rng.choice(_HOSTS)} ",
            f"2024-{rng.randint(1, 12):02d}-{day:02d} {clock} ",
            f"2025-{rng.randint(1, 12):02d}-{day:02d}T{clock}Z {rng.choice(_HOSTS)} ",
            "",
        )
    )


def _log_lines(rng: random.Random) -> list[str]:
    out: list[str] = []
    for _ in range(40):
        user, ip, port = rng.choice(_USERS), _ip(rng), rng.randint(1024, 65535)
        pid = rng.randint(100, 99999)
        method = rng.choice(("password", "password", "publickey", "keyboard-interactive/pam"))
        event = rng.choice(("Accepted", "Failed"))
        invalid = "invalid user " if event == "Failed" and rng.random() < 0.4 else ""
        tag = rng.choice((f"sshd[{pid}]: ", "sshd: ", ""))
        out.append(
            f"{_stamp(rng)}{tag}{event} {method} for {invalid}{user} from {ip} port {port} ssh2"
        )
    for _ in range(12):
        user, ip, pid = rng.choice(_USERS), _ip(rng), rng.randint(100, 99999)
        out.append(
            rng.choice(
                (
                    f"{_stamp(rng)}sudo: {user} : {rng.randint(1, 3)} incorrect password attempts"
                    f" ; TTY=pts/{rng.randint(0, 9)} ; PWD=/home/{user} ; USER=root ;"
                    " COMMAND=/bin/ls",
                    f"{_stamp(rng)}dovecot: auth: pam({user},{ip}): Password mismatch",
                    f"{_stamp(rng)}passwd[{pid}]: pam_unix(passwd:chauthtok): password changed"
                    f" for {user}",
                    f"{_stamp(rng)}sshd[{pid}]: pam_unix(sshd:auth): authentication failure;"
                    f" logname= uid=0 euid=0 tty=ssh ruser= rhost={ip}  user={user}",
                    f"[Sat Jun 01 10:00:{rng.randint(10, 59)}.123456 2024] [auth_basic:error]"
                    f" [pid {pid}] [client {ip}:{rng.randint(1024, 65535)}] AH01617: user"
                    f' {user}: authentication failure for "/admin": Password Mismatch',
                    f'{ip} - - [01/Jun/2024:10:00:{rng.randint(10, 59)} +0000] "POST'
                    f' /reset-password HTTP/1.1" 302 0 "-" "Mozilla/5.0"',
                    f"{_stamp(rng)}postfix/smtpd[{pid}]: warning: unknown[{ip}]: SASL LOGIN"
                    " authentication failed: UGFzc3dvcmQ6",
                    f"{_stamp(rng)}sshd[{pid}]: Failed password for {user} from {ip} port"
                    f" {rng.randint(1024, 65535)} ssh2\n{_stamp(rng)}sshd[{pid}]: Connection"
                    f" closed by authenticating user {user} {ip} port {rng.randint(1024, 65535)}",
                )
            )
        )
    return out


# The word "password" (and "secret", "token") in the languages of the lexicon, as a screen
# shows it, and UI phrases around it.
_LABEL_WORDS = (
    "Passwort Kennwort Contraseña Salasana Adgangskode Lösenord Wachtwoord Hasło Heslo Jelszó "
    "Senha Parola Passord Пароль Лозинка Şifre Parool Geslo Lozinka Slaptažodis"
).split()
_LABEL_PHRASES = (
    "Incorrect password",
    "Forgot your password?",
    "Confirm password",
    "Enter your password",
    "¿Olvidaste tu contraseña?",
    "Passwort vergessen?",
    "Mot de passe oublié ?",
    "Mot de passe",
    "Nuova password",
    "Wachtwoord vergeten?",
    "Введите пароль",
    "Senha incorreta",
)
_LABEL_KEYS = ("password", "login.password", "auth.password", "form.password", "PASSWORD")


def _label_files(rng: random.Random) -> list[str]:
    out: list[str] = []
    for _ in range(60):
        value = rng.choice(_LABEL_WORDS) if rng.random() < 0.6 else rng.choice(_LABEL_PHRASES)
        key = rng.choice(_LABEL_KEYS)
        other = rng.choice(("Benutzername", "Usuario", "Käyttäjätunnus", "Anmelden", "Login"))
        out.append(
            rng.choice(
                (
                    f'{{"{key}": "{value}", "login.submit": "{other}"}}',
                    f'"{key}": "{value}"',
                    f'{rng.choice(("de", "es", "fi", "da"))}:\n  {key}: "{value}"\n'
                    f'  username: "{other}"',
                    f"{key}={value}\nusername={other}",
                    f"{key}: {value}\nusername: {other}",
                    f'msgid "Password"\nmsgstr "{value}"',
                    f'"{key}" = "{value}";',
                    f'<string name="{key}">{value}</string>',
                    f'<data name="Password"><value>{value}</value></data>',
                    f"error.{key}={value}",
                )
            )
        )
    return out


def _error_messages(rng: random.Random) -> list[str]:
    out: list[str] = []
    for _ in range(20):
        n = rng.choice((6, 8, 10, 12, 16))
        out.append(
            rng.choice(
                (
                    f'{{"errors": {{"password": ["is too short (minimum is {n} characters)"]}}}}',
                    f'{{"password": ["must be at least {n} characters long"]}}',
                    '{"password": "must contain at least one digit"}',
                    f'{{"error": "{rng.choice(("invalid_token", "expired_token", "invalid_grant"))}",'
                    f' "error_description": "{rng.choice(("The access token expired", "Bad credentials", "Token is invalid"))}"}}',
                    '{"token": ["This field is required."]}',
                    '{"errors": [{"field": "password", "message": "does not match"}]}',
                )
            )
        )
    return out


_POINTERS = (
    "from-vault",
    "sso-only",
    "see-1password",
    "ask-IT",
    "in-keychain",
    "from-env",
    "vault-only",
    "keychain",
    "env",
    "ldap",
    "see-bitwarden",
    "ask-dana",
)


def _pointer_values(rng: random.Random) -> list[str]:
    out: list[str] = []
    for pointer in _POINTERS:
        for _ in range(2):
            key = rng.choice(("password", "db_password", "SMTP_PASSWORD", "secret", "passwd"))
            sep = rng.choice((": ", "=", " = "))
            lead = rng.choice(("", "auth: ldap\n", "user: dana\n"))
            out.append(f"{lead}{key}{sep}{pointer}")
    return out


def _public_keys(rng: random.Random) -> list[str]:
    ksuid = _b62(rng, 27)
    pk = (
        "pk.eyJ1IjoiYWNtZSIsImEiOiJ"
        + _pick(rng, _B62 + "-_", rng.randint(16, 24))
        + "."
        + _pick(rng, _B62 + "-_", 22)
    )
    return [
        f"amplitude.init('{_pick(rng, _HEX, 32)}')",
        f'amplitude.getInstance().init("{_pick(rng, _HEX, 32)}");',
        f'mixpanel.init("{_pick(rng, _HEX, 32)}", {{debug: true}});',
        f"mixpanel.init('{_pick(rng, _HEX, 32)}')",
        f"Pusher key {_pick(rng, _HEX, 20)} cluster {rng.choice(('eu', 'us2', 'ap1'))}",
        f"const pusher = new Pusher('{_pick(rng, _HEX, 20)}', {{ cluster: 'eu' }});",
        f"Square application id sq0idp-{_pick(rng, _B62 + '-_', 22)}",
        f"SQUARE_APPLICATION_ID=sq0idp-{_pick(rng, _B62 + '-_', 22)}",
        f"Sentry DSN: https://{_pick(rng, _HEX, 32)}@o{rng.randint(10**5, 10**6)}"
        f".ingest.sentry.io/{rng.randint(10**6, 10**7)}",
        f'Sentry.init({{ dsn: "https://{_pick(rng, _HEX, 32)}@o{rng.randint(10**5, 10**6)}'
        f'.ingest.us.sentry.io/{rng.randint(10**6, 10**7)}" }});',
        f"Mapbox public token for the web map: {pk}",
        f"mapboxgl.accessToken = '{pk}';",
        f"Checkout success: https://shop.example.com/thanks?session_id=cs_live_a1{_b62(rng, 56)}",
        f"checkout session cs_test_b1{_b62(rng, 56)} expired",
        f"batch_{_b62(rng, 32)} finished: {rng.randint(100, 5000)} ok, {rng.randint(0, 9)} failed",
        f"KSUID {ksuid} of the login event",
        f"the login event has ksuid {ksuid}",
    ]


def _script_lookalikes(rng: random.Random) -> list[str]:
    return [
        'expect "Are you sure you want to continue connecting"\nsend "yes\\r"',
        'expect "assword:"\nsend "$password\\r"',
        'expect "assword:"\nsend -- "[lindex $argv 1]\\r"',
        'send "exit\\r"',
        'send "ls -la /var/log\\r"',
        "child.expect('Password:')\nchild.sendline(os.environ['PW'])",
        "relayhost = [smtp.gmail.com]:587",
        "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd",
        "CFLAGS += -O2 -Wall",
        "TOKEN_URL ?= https://auth.example.com/token",
        "PASSWORD_FILE := /run/secrets/db_password",
        "wg set wg0 private-key /etc/wireguard/private.key",
        "wg set wg0 private-key <(cat /etc/wireguard/wg0.key)",
        "wg set wg0 private-key <(echo $WG_PRIVATE_KEY)",
        "wg genkey | tee privatekey | wg pubkey > publickey",
        "name,url,username,password\nRouter,http://192.168.0.1,admin,********",
        "site,pw_changed\nbank,2024-01-02",
        "<Password><Value></Value><PlainText>true</PlainText></Password>",
        "the django-insecure- prefix marks a development SECRET_KEY",
        f"SECRET_KEY = os.environ['DJANGO_SECRET_KEY']  # ticket {rng.randint(100, 999)}",
        "xoxb tokens start with the team id",
    ]


def benign(rng: random.Random) -> list[tuple[str, str]]:
    """Ordinary texts of each round-11 family, ``(text, family)``."""
    rows: list[tuple[str, str]] = []
    rows += [(t, "log_lines") for t in _log_lines(rng)]
    rows += [(t, "label_files") for t in _label_files(rng)]
    rows += [(t, "error_messages") for t in _error_messages(rng)]
    rows += [(t, "pointer_values") for t in _pointer_values(rng)]
    rows += [(t, "public_keys") for t in _public_keys(rng)]
    rows += [(t, "script_lookalikes") for t in _script_lookalikes(rng)]
    return rows


def _wg_key(rng: random.Random) -> str:
    return base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()


def _django_key(rng: random.Random) -> str:
    return _pick(rng, string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)", 50)


def secrets(rng: random.Random) -> list[tuple[str, str]]:
    """Secrets of the same grammars, ``(text, family)``."""
    rows: list[tuple[str, str]] = []
    for _ in range(10):
        pw, user, pid = _password(rng), rng.choice(_USERS), rng.randint(100, 99999)
        rows.append(
            (
                rng.choice(
                    (
                        f"{_stamp(rng)}app[{pid}]: login user={user} password={pw}",
                        f"{_stamp(rng)}sshd[{pid}]: debug: password: {pw}",
                        f"{_stamp(rng)}app[{pid}]: reset done, new password is {pw}",
                    )
                ),
                "log_fields",
            )
        )
    for _ in range(16):
        word = rng.choice(_LABEL_WORDS)
        value = word + rng.choice(
            ("1!", "#42", "2024", "_9x", "!7", "@" + str(rng.randint(10, 99)))
        )
        key = rng.choice(_LABEL_KEYS[:4])
        rows.append(
            (
                rng.choice(
                    (
                        f"password: {value}",
                        f'"password": "{value}"',
                        f"{key}={value}",
                        f'{{"{key}": "{value}"}}',
                    )
                ),
                "label_counterparts",
            )
        )
    rows += [
        (t, "secret_halves")
        for t in (
            f"Pusher secret {_pick(rng, _HEX, 20)}",
            f"PUSHER_APP_SECRET={_pick(rng, _HEX, 20)}",
            f"MIXPANEL_API_SECRET={_pick(rng, _HEX, 32)}",
            f"{_pick(rng, _HEX, 32)} is what Mixpanel gave me",
            f"AMPLITUDE_SECRET_KEY={_pick(rng, _HEX, 32)}",
            f"Square access token sq0atp-{_pick(rng, _B62 + '-_', 22)}",
            f"SQUARE_APP_SECRET=sq0csp-{_pick(rng, _B62 + '-_', 43)}",
            f"SENTRY_DSN=https://{_pick(rng, _HEX, 32)}:{_pick(rng, _HEX, 32)}@o"
            f"{rng.randint(10**5, 10**6)}.ingest.sentry.io/{rng.randint(10**6, 10**7)}",
            f"MAPBOX_SECRET=sk.eyJ1IjoiYWNtZSIsImEiOiJ{_pick(rng, _B62, 20)}.{_pick(rng, _B62, 22)}",
            f"stripe key sk_live_{_b62(rng, 24)}",
        )
    ]
    for _ in range(8):
        pw = _password(rng, rng.randint(10, 16))
        rows.append(
            (
                rng.choice(
                    (
                        f'expect "password:"\nsend "{pw}\\r"',
                        f'spawn ssh {rng.choice(_USERS)}@{_ip(rng)}\nexpect "assword:"\n'
                        f'send "{pw}\\r"\ninteract',
                        f'expect -re "(P|p)assword: "\nsend -- "{pw}\\r"',
                        f'send "{pw}\\r"',
                        f"child.expect('Password:')\nchild.sendline('{pw}')",
                    )
                ),
                "expect_send",
            )
        )
    for _ in range(6):
        pw = _password(rng, 12)
        element = rng.choice(("AdministratorPassword", "Password"))
        rows.append(
            (
                rng.choice(
                    (
                        f"<{element}><Value>{pw}</Value><PlainText>true</PlainText></{element}>",
                        f"<AutoLogon>\n  <Password>\n    <Value>{pw}</Value>\n"
                        "    <PlainText>true</PlainText>\n  </Password>\n"
                        "  <Username>admin</Username>\n</AutoLogon>",
                    )
                ),
                "unattend",
            )
        )
    for _ in range(6):
        key = _django_key(rng)
        rows.append(
            (
                rng.choice(
                    (
                        f"SECRET_KEY = 'django-insecure-{key}'",
                        f"SECRET_KEY=django-insecure-{key}",
                        f'DJANGO_SECRET_KEY="django-insecure-{key}"',
                        f"SECRET_KEY = '{key}'",
                    )
                ),
                "django_keys",
            )
        )
    for _ in range(6):
        name = rng.choice(("TOKEN", "API_KEY", "DB_PASSWORD", "GITHUB_TOKEN", "SECRET"))
        op = rng.choice(("?=", "+=", ":="))
        rows.append((f"{name} {op} {_b62(rng, 40)}", "make_assignments"))
    for _ in range(6):
        key = _wg_key(rng)
        rows.append(
            (
                rng.choice(
                    (
                        f"wg set wg0 private-key <(echo {key})",
                        f"wg set wg0 private-key /dev/stdin <<< {key}",
                        f"echo {key} | wg set wg0 private-key /dev/stdin",
                        f"sudo wg set wg1 peer {_wg_key(rng)} preshared-key <(echo {key})",
                    )
                ),
                "fed_arguments",
            )
        )
    for _ in range(6):
        host = rng.choice(
            ("[smtp.gmail.com]:587", "[smtp.office365.com]:587", "[mail.example.com]:465")
        )
        value = rng.choice((_pick(rng, string.ascii_lowercase, 16), _password(rng, 12)))
        rows.append((f"{host} {rng.choice(_USERS)}@example.com:{value}", "sasl_maps"))
    for _ in range(8):
        column = rng.choice(("pw", "pwd", "pass", "password", "Passwort", "secret", "api_secret"))
        rows.append(
            (
                rng.choice(
                    (
                        f"name,url,username,{column}\nRouter,http://192.168.0.1,admin,{_password(rng, 12)}",
                        f"site,user,{column}\nbank.com,dana,{_password(rng, 12)}",
                        f"{column},note\n{_password(rng, 14)},nas",
                    )
                ),
                "csv_columns",
            )
        )
    for _ in range(6):
        kind = rng.choice("bpa")
        sep = rng.choice("._")
        groups = sep.join(str(rng.randint(10**10, 10**12)) for _ in range(rng.choice((2, 3))))
        rows.append(
            (
                f"the token with dots for dashes: xox{kind}{sep}{groups}{sep}{_b62(rng, 24)}",
                "slack_dotted",
            )
        )
    return rows
