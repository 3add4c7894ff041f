"""Seeded generators of the round-10 value families (issue 12, guard10v), written before the rules.

The families stand for the v14 key/value and language misses; no v14 text is copied.

Secrets, ``(text, family)``:

* ``passphrase_config``: words joined by ``. _ - + ! # $ ~`` (digits or not, any case) after
  a credential key in env, YAML, JSON, TOML, INI, XML ``<add>``, connection strings, Wi-Fi QR
  codes and ``docker -e`` / ``export`` lines;
* ``passphrase_language``: the same values in "my password is V" frames of 30+ languages;
* ``symbol_values``: symbol-heavy typed passwords that may start with a bracket, a brace, a
  colon or ``=``, after a key or a word, and a generated key wrapped in brackets;
* ``symbol_language``: those values in three frames of each of 32 languages (``my password
  is V``, ``the password for the router is V``, ``password: V``);
* ``english_frames``: the value first ("V — that's the admin password"), "log in as me:
  root, V", "creds — user // V", "Login user / pw {V}", "our Netflix password became V",
  variant colons;
* ``door_codes``: a code after Norwegian, Danish and Swedish "koden til(l) <door/alarm/box>";
* ``value_first``: the value before the word in several languages ("V is the admin
  password", "V — das ist das Admin-Passwort", "V, c'est le mot de passe du wifi").

Benign, ``(text, family)``:

* ``value_lookalikes``: the same keys and frames holding hostnames, file names, code
  references, placeholders, dotted prose and ordinary kebab words;
* ``language_lookalikes``: the language grid's frames holding the same look-alikes;
* ``famous_passwords``: jokes and stories about a famous password (hunter2, swordfish).
"""

from __future__ import annotations

import random
import string

_WORDS = (
    "birch banjo falcon velvet spruce forest delta onyx umber bamboo canyon willow plum amber "
    "ginger otter mint coral beacon badger maple blossom kettle nectar pine candle river "
    "fennel lagoon walnut saffron bison arrow cricket raven sage violet copper autumn tulip "
    "zephyr cedar heron topaz jasper harbor comet granite lantern reef shadow glacier olive "
    "magnet kiwi summit hazel meadow pebble quartz cobalt ember juniper marble orchid"
).split()
_SEPARATORS = (".", "_", "-", "+", "!", "#", "$", "~")


def _case(rng: random.Random, word: str, style: str) -> str:
    if style == "lower":
        return word
    if style == "title":
        return word.capitalize()
    if style == "upper":
        return word.upper()
    return word.capitalize() if rng.random() < 0.5 else word


def passphrase(rng: random.Random) -> str:
    """Two to five words, one separator, a casing, perhaps digits and a closing symbol."""
    count = rng.choice((2, 2, 3, 3, 4, 5))
    sep = rng.choice(_SEPARATORS)
    style = rng.choice(("lower", "title", "mixed", "title"))
    words = [_case(rng, w, style) for w in rng.sample(_WORDS, count)]
    value = sep.join(words)
    tail = rng.random()
    if tail < 0.35:
        value += str(rng.randint(2, 9999))
    elif tail < 0.5:
        value += sep + str(rng.randint(10, 2024))
    if rng.random() < 0.25:
        value += rng.choice("!#$?")
    # two plain lowercase words joined by a hyphen read as one English word ("well-known"),
    # by a dot as a name ("first.last"): the family always has a second mark (a digit, a
    # symbol, a capital or a third word); docs/concepts.md lets the bare pair through
    if count == 2 and sep in "-." and value.islower() and value.replace(sep, "").isalpha():
        value += str(rng.randint(10, 99))
    return value


_CONFIG_LEADS = (
    "DB_PASSWORD={v}",
    "export SMTP_PASS='{v}'",
    'export INTERNAL_API_SECRET="{v}"',
    "passwd: {v}",
    "  password: {v}",
    '  Password: "{v}"',
    "ansible_become_pass: {v}",
    "sftp-secret : {v}",
    '{{"password": "{v}"}}',
    'db_password = "{v}"',
    "[mysql]\nuser = app\npassword = {v}",
    "# staging\nauth_basic_user = ops\nauth_basic_password = {v}",
    '<add key="SmtpPassword" value="{v}" />',
    '<add key="ApiSecretProd" value="{v}" />',
    "<password>{v}</password>",
    "Server=tcp:db.internal,1433;Database=crm;User ID=app;Password={v};",
    "Host=pg;Username=app;Password={v};Database=main",
    "WIFI:T:WPA;S:Home_Net;P:{v};;",
    "WIFI:S:Cabin-5G;T:WPA2;P:{v};H:false;;",
    "docker run -e MINIO_ROOT_PASSWORD={v} -p 9000:9000 minio/minio",
    "docker run -e APP_CLIENT_SECRET={v} app:1.2",
    "const sessionSecret = '{v}';",
    "vpn_psk: {v}",
    "KEYSTORE_PASS={v}",
    "wpa_passphrase Home_Net {v} > /etc/wpa.conf",
    "nmcli dev wifi connect Cabin password {v}",
)


_SPACED_LEADS = (
    'PASSPHRASE="{v}"',
    "db_password = '{v}'",
    '  passphrase: "{v}"',
    '{{"vault_passphrase": "{v}"}}',
)


def passphrase_config(rng: random.Random, rounds: int = 3) -> list[str]:
    """Every config lead, ``rounds`` times, with a fresh passphrase (quoted ones spaced)."""
    texts = [lead.format(v=passphrase(rng)) for _ in range(rounds) for lead in _CONFIG_LEADS]
    for lead in _SPACED_LEADS:
        words = rng.sample(_WORDS, rng.randint(3, 5))
        texts.append(lead.format(v=" ".join(words)))
    return texts


# "my password is V" (or the closest plain statement) in each language.
_LANGUAGE_FRAMES = (
    "my password is {v}",
    "the wifi password is {v}",
    "Mi contraseña del banco es {v}",
    "la contraseña: {v}",
    "mon mot de passe est {v}",
    "mdp du compte : {v}",
    "mein Passwort ist {v}",
    "Passwort fürs WLAN: {v}",
    "a minha senha é {v}",
    "la mia password è {v}",
    "mijn wachtwoord is {v}",
    "Min adgangskode er {v}",
    "Mitt passord er {v}",
    "Mitt lösenord är {v}",
    "Salasanani on {v}",
    "Hasło do wifi: {v}",
    "moje hasło to {v}",
    "Moje heslo je {v}",
    "A jelszavam {v}",
    "A jelszó: {v}",
    "Şifrem {v}",
    "şifre: {v}",
    "мой пароль {v}",
    "Кодовая фраза: {v}",
    "мій пароль: {v}",
    "ο κωδικός μου είναι {v}",
    "parola mea este {v}",
    "मेरा पासवर्ड {v} है",
    "আমার পাসওয়ার্ড {v}",
    "รหัสผ่านของฉันคือ {v}",
    "Ang password ko ay {v}",
    "Nenosiri langu ni {v}",
    "Kata sandi saya {v}",
    "Mật khẩu của tôi là {v}",
    "合言葉は「{v}」",
    "パスワード：{v}",
    "비번: {v}",
    "我的密码是 {v}",
    "كلمة المرور الخاصة بي هي {v}",
    "הסיסמה שלי היא {v}",
)


# Each language in three frames: "my password is V", "the password for the X is V" (a
# preposition and a noun between) and the labelled "password: V".
_LANGUAGE_GRID = {
    "en": ("my password is {v}", "the password for the router is {v}", "password: {v}"),
    "de": ("mein Passwort ist {v}", "das Passwort für den Router ist {v}", "Passwort: {v}"),
    "fr": ("mon mot de passe est {v}", "le mot de passe du routeur est {v}", "mdp : {v}"),
    "es": ("mi contraseña es {v}", "la contraseña del router es {v}", "contraseña: {v}"),
    "pt": ("minha senha é {v}", "a senha do roteador é {v}", "senha: {v}"),
    "it": ("la mia password è {v}", "la password del router è {v}", "password: {v}"),
    "nl": ("mijn wachtwoord is {v}", "het wachtwoord van de router is {v}", "wachtwoord: {v}"),
    "da": ("min adgangskode er {v}", "adgangskoden til routeren er {v}", "adgangskode: {v}"),
    "no": ("mitt passord er {v}", "passordet til ruteren er {v}", "passord: {v}"),
    "sv": ("mitt lösenord är {v}", "lösenordet till routern är {v}", "lösenord: {v}"),
    "fi": ("salasanani on {v}", "reitittimen salasana on {v}", "salasana: {v}"),
    "pl": ("moje hasło to {v}", "hasło do routera to {v}", "hasło: {v}"),
    "cs": ("moje heslo je {v}", "heslo k routeru je {v}", "heslo: {v}"),
    "hu": ("a jelszavam {v}", "a router jelszava {v}", "jelszó: {v}"),
    "ro": ("parola mea este {v}", "parola routerului este {v}", "parola: {v}"),
    "tr": ("şifrem {v}", "modemin şifresi {v}", "şifre: {v}"),
    "ru": ("мой пароль {v}", "пароль от роутера {v}", "пароль: {v}"),
    "uk": ("мій пароль {v}", "пароль від роутера {v}", "пароль: {v}"),
    "el": ("ο κωδικός μου είναι {v}", "ο κωδικός του router είναι {v}", "κωδικός: {v}"),
    "hi": ("मेरा पासवर्ड {v} है", "राउटर का पासवर्ड {v} है", "पासवर्ड: {v}"),
    "bn": ("আমার পাসওয়ার্ড {v}", "রাউটারের পাসওয়ার্ড {v}", "পাসওয়ার্ড: {v}"),
    "th": ("รหัสผ่านของฉันคือ {v}", "รหัสผ่านเราเตอร์คือ {v}", "รหัสผ่าน: {v}"),
    "vi": ("mật khẩu của tôi là {v}", "mật khẩu wifi là {v}", "mật khẩu: {v}"),
    "id": ("kata sandi saya {v}", "kata sandi router adalah {v}", "kata sandi: {v}"),
    "tl": ("ang password ko ay {v}", "ang password ng router ay {v}", "password: {v}"),
    "sw": ("nenosiri langu ni {v}", "nenosiri la router ni {v}", "nenosiri: {v}"),
    "ja": ("私のパスワードは{v}です", "ルーターのパスワードは「{v}」", "パスワード：{v}"),
    "ko": ("내 비밀번호는 {v}", "공유기 비번은 {v}", "비번: {v}"),
    "zh": ("我的密码是 {v}", "路由器的密码是 {v}", "密码：{v}"),
    "ar": ("كلمة المرور الخاصة بي هي {v}", "كلمة مرور الراوتر هي {v}", "كلمة المرور: {v}"),
    "he": ("הסיסמה שלי היא {v}", "הסיסמה של הראוטר היא {v}", "סיסמה: {v}"),
    "fa": ("رمز عبور من {v} است", "رمز عبور مودم {v} است", "رمز عبور: {v}"),
}


def passphrase_language(rng: random.Random, rounds: int = 2) -> list[str]:
    """Every language frame, ``rounds`` times, with a fresh passphrase."""
    texts = [frame.format(v=passphrase(rng)) for _ in range(rounds) for frame in _LANGUAGE_FRAMES]
    for frames in _LANGUAGE_GRID.values():
        texts += [frame.format(v=passphrase(rng)) for frame in frames]
    return texts


def symbol_language(rng: random.Random) -> list[str]:
    """Every language of the grid, each frame, with a symbol-heavy value or a bracketed key."""
    return [
        frame.format(v=symbol_value(rng) if rng.random() < 0.6 else _bracket_key(rng))
        for frames in _LANGUAGE_GRID.values()
        for frame in frames
    ]


_PUNCT = "()[]{}#.$~^!%&*?:+=@_-;,/|<>"


def symbol_value(rng: random.Random) -> str:
    """A typed password heavy in symbols, 10-20 characters, that may open with a bracket."""
    length = rng.randint(10, 20)
    chars = [
        rng.choice(string.ascii_lowercase),
        rng.choice(string.ascii_uppercase),
        rng.choice(string.digits),
        *(rng.choice(_PUNCT) for _ in range(rng.randint(3, 6))),
    ]
    pool = string.ascii_letters + string.digits
    chars += [rng.choice(pool) for _ in range(length - len(chars))]
    rng.shuffle(chars)
    value = "".join(chars).replace("<", "").replace(">", "")
    opener = rng.random()
    if opener < 0.2:
        value = rng.choice("[{(:=,&]") + value
    # at the line end the value keeps its last character; in a sentence a trailing dot or
    # comma is the sentence's own, so the family never ends on one
    return value.rstrip(".,;:!?")


def _bracket_key(rng: random.Random) -> str:
    alnum = string.ascii_letters + string.digits
    key = "".join(rng.choice(alnum) for _ in range(rng.randint(10, 16)))
    while not (any(c.isdigit() for c in key) and any(c.isupper() for c in key)):
        key = "".join(rng.choice(alnum) for _ in range(rng.randint(10, 16)))
    opener, closer = rng.choice(("{}", "[]", "()"))
    return opener + key + closer


_SYMBOL_LEADS = (
    "Password = {v}",
    "[default]\nuser=ops\nPassword = {v}",
    "stringData:\n  DB_PASS: {v}",
    "admin-private-key-old : {v}",
    "  password: {v}",
    "DB_PASSWORD={v}",
    "mdp du compte Free : {v}",
    "Şifrem {v}",
    "パスワード：{v}",
    "Ang password ko ay {v}",
    "Nenosiri langu ni {v}",
    "my password is {v}",
    "das Passwort: {v}",
    "пароль: {v}",
)


def symbol_values(rng: random.Random, rounds: int = 4) -> list[str]:
    """Every symbol lead, ``rounds`` times, with a symbol-heavy value or a bracketed key."""
    texts = []
    for _ in range(rounds):
        for lead in _SYMBOL_LEADS:
            value = symbol_value(rng) if rng.random() < 0.7 else _bracket_key(rng)
            texts.append(lead.format(v=value))
    return texts


_ENGLISH_FRAMES = (
    "{v} — that's the admin password, keep it safe",
    "{v} - that is the wifi password",
    "You'll need {v} to get into the shared drive — that's the password",
    "if you need to log in as me: root, {v}",
    "Here are my creds — ops // {v}",
    "creds: deploy // {v}",
    "Login m.tanaka71 / pw {v}",
    "our shared Netflix password became {v}",
    "the family Disney+ password became {v} last week",
    "for the record the wifi password is {v}",
    "Password︰ {v}",
    "password： {v}",
    "Password꞉ {v}",
    "PW∶ {v}",
    "SSID HomeNet, key {v}",
    "network Cabin_5G pass {v}",
)


_VALUE_FIRST_FRAMES = (
    "{v} (that's my gmail password)",
    "{v}: that's the new VPN password",
    "{v}, that's the passphrase for the vault",
    "{v} is the admin password",
    "{v} is the wifi password at the cabin",
    "{v} — das ist das Admin-Passwort",
    "{v}, c'est le mot de passe du wifi",
    "{v} es la contraseña del wifi",
    "{v} è la password del router",
    "{v} is het wachtwoord",
    "{v} — это пароль от роутера",
    "{v} to moje hasło",
    "{v} je moje heslo",
    "{v} er adgangskoden",
    "{v} bu benim şifrem",
)


def value_first(rng: random.Random, rounds: int = 2) -> list[str]:
    """The value before the word, in several languages, as a passphrase or a scramble."""
    texts = []
    for _ in range(rounds):
        for frame in _VALUE_FIRST_FRAMES:
            value = passphrase(rng) if rng.random() < 0.6 else symbol_value(rng)
            texts.append(frame.format(v=value.lstrip("[{(:=,&]")))
    return texts


def english_frames(rng: random.Random, rounds: int = 3) -> list[str]:
    """Every English frame, ``rounds`` times, with a passphrase or a bracketed key."""
    texts = []
    for _ in range(rounds):
        for frame in _ENGLISH_FRAMES:
            value = passphrase(rng)
            if "pw {v}" in frame:
                value = _bracket_key(rng) if rng.random() < 0.5 else value
            texts.append(frame.format(v=value))
    return texts


_CODE_FRAMES = (
    "Koden til garasjen er {v}",
    "koden til alarmen: {v}",
    "Koden til nøkkelboksen er {v}",
    "koden til hytta er {v}",
    "Koden till garaget är {v}",
    "koden till larmet: {v}",
    "Koden til kælderen er {v}",
)


def door_codes(rng: random.Random, rounds: int = 2) -> list[str]:
    """A door, alarm or box code after Norwegian, Danish and Swedish "koden til(l) X"."""
    return [
        frame.format(v=str(rng.randint(1000, 99999999)) + rng.choice(("", "", "#")))
        for _ in range(rounds)
        for frame in _CODE_FRAMES
    ]


def secrets(rng: random.Random) -> list[tuple[str, str]]:
    """Every secret family, ``(text, family)``."""
    rows = [(t, "passphrase_config") for t in passphrase_config(rng)]
    rows += [(t, "passphrase_language") for t in passphrase_language(rng)]
    rows += [(t, "symbol_values") for t in symbol_values(rng)]
    rows += [(t, "symbol_language") for t in symbol_language(rng)]
    rows += [(t, "english_frames") for t in english_frames(rng)]
    rows += [(t, "value_first") for t in value_first(rng)]
    rows += [(t, "door_codes") for t in door_codes(rng)]
    return rows


_HOSTS = (
    "db.example.com",
    "mysql6.acme.io",
    "vault.internal.corp.net",
    "api.staging.example.org",
    "smtp.mail.yahoo.co.uk",
)
_FILES = ("secrets.json", "db_password.txt", "admin.key.pem", "vault-token.env", "creds.yaml")
_CODE_REFS = (
    "settings.DB_PASSWORD",
    "os.environ",
    "config.password_hash",
    "self.db_password",
    "process.env.SECRET",
    "app.config.secret_key",
    "request.form.password",
    "secrets.token_hex",
)
_PLACEHOLDERS = ("your-password-here", "changeme", "<your_secret>", "xxxx-xxxx", "${DB_PASS}")
_PROSE_VALUES = ("e.g.", "i.e.", "etc.", "read-only", "well-known", "auto-generated")

_BENIGN_CONFIG = (
    "db_host: {h}",
    "DB_HOST={h}",
    "password_file: {f}",
    "secret_file = {f}",
    "password: {c}",
    "DB_PASSWORD={c}",
    "password = {p}",
    "the password is in {f}",
    "the password lives in {c}",
    "my password is {p}",
    "the SMTP password goes in {c}, not in the repo",
    "set the password via {c} in production",
    "password: see {f}",
    "mot de passe : voir {f}",
)


def value_lookalikes(rng: random.Random) -> list[str]:
    """Credential keys and words holding hosts, files, references, placeholders and prose."""
    texts = []
    for lead in _BENIGN_CONFIG:
        for _ in range(3):
            texts.append(
                lead.format(
                    h=rng.choice(_HOSTS),
                    f=rng.choice(_FILES),
                    c=rng.choice(_CODE_REFS),
                    p=rng.choice(_PLACEHOLDERS),
                )
            )
    texts += [
        "the password policy is read-only for interns",
        "Password rules: at least 12 characters, e.g. three words joined by dots",
        "a passphrase like correct.horse.battery.staple is easy to remember",
        "use a passphrase such as Word-Word-Word-42 (example only)",
        "the wifi password is on the fridge",
        "the wifi password is written on the router, ask Sam",
        "My password manager is Bitwarden, the family plan.",
        "Der Passwort-Manager ist KeePassXC.",
        "The password field is case-sensitive and self-explanatory.",
        "Login user / pw reset link expired, can you resend?",
        "creds — ask ops // not in chat",
        "node.js and vue.js both need the token in .env",
        "the password hashing uses argon2.id by default",
        "WIFI:T:WPA;S:Office_Guest;P:;;  (open network, no password)",
        "docker run -e POSTGRES_PASSWORD_FILE=/run/secrets/db.txt postgres:16",
        '<add key="ApiSecretName" value="stripe.live.key" />',
        "password: ${{ secrets.DB_PASSWORD }}",
        "You'll need the VPN to get into the shared drive — that's the rule",
        "log in as me: root is disabled, use sudo",
        "that's the admin password prompt, just press enter",
        "Mi contraseña del banco es demasiado larga",
        "Min adgangskode er for kort",
        "A jelszavam túl rövid",
        "Şifrem çok uzun",
        "パスワード：未設定",
        "비번: 나중에 알려줄게",
        "password_regex: ^(?=.*[A-Z])(?=.*\\d).{8,}$",
        "secret: [A-Z]{3}-\\d{4}",
        "password: [0-9a-f]{32}",
        "the password must match ^[\\w!@#]{10,}$",
        "my password is {pet_name}{year}",
        "Password: {username}_{date}",
        "password: !!python/name:os.environ",
        "password: [*secret_ref]",
        "password => $_ENV['DB_PASSWORD'] ?? null,",
        "Kettle.Amber — that's the cafe on Main St",
        "Node.js — that's the runtime we use",
        "I renamed the wifi to Cedar_Harbor_Guest",
        "username: willow.plum",
        "hostname: onyx-umber-01.lan",
        "the repo is maple-pine-river on GitHub",
        "DB_PASSWORD=aws.secretsmanager",
        "api_secret: stripe.live",
        "my password is first.last",
        "the password is on a sticky note",
        "Bitwarden (that is the password manager I use)",
        "v2.3.1 - that is the password policy version",
        "Sunset.Boulevard is the street name, not the password",
        "Node.js is the best password manager",
        "Le Wifi, c'est le mot de passe qui change",
        "Mam kota, to moje hasło do wszystkiego",
        "To jest moje hasło",
        "run wpa_passphrase ssid passphrase > wpa.conf",
        "wpa_passphrase Home $PSK",
        "the password is written as word.word.word on the card",
        "password: coming.soon",
        "the password should be long+random",
        "the wifi password is case-sensitive!",
        "network HomeNet key rotation is monthly",
        "SSID HomeNet, key on the fridge",
        "koden til at få rabat er SOMMER20",
        "koden til appen er på GitHub",
        "Koden til garasjen er borte, spør Ola",
        'password: "see the vault"',
        'PASSWORD="change this value"',
        'secret: "not set yet"',
    ]
    return texts


_BENIGN_VALUES = (
    *_HOSTS,
    *_FILES,
    *_CODE_REFS,
    *_PLACEHOLDERS,
    "v2.14.1",
    "node.js",
    "e.g.",
    "first.last",
    "12.03.2024",
    "[redacted]",
    "{user_id}",
    "${WIFI_PASS}",
)


def language_lookalikes(rng: random.Random) -> list[str]:
    """Each language's three frames holding a host, a file, a reference or a placeholder."""
    return [
        frame.format(v=rng.choice(_BENIGN_VALUES))
        for frames in _LANGUAGE_GRID.values()
        for frame in frames
    ]


def famous_passwords() -> list[str]:
    """Jokes and stories about a famous password: nobody's credential."""
    return [
        "The classic bash.org joke is that someone's password was hunter2 and it showed as *******.",
        "Remember the bash.org quote where the password hunter2 shows up as stars?",
        "In the movie Swordfish the password was literally swordfish.",
        "In the movie Spaceballs the combination is 12345, what an idiot has on his luggage.",
        "The old joke: my password is 'incorrect', so the computer tells me when I forget it.",
        "That meme where someone types their password hunter2 in IRC never gets old.",
        "In the story, the spy's password was 'open sesame' — so cliché.",
    ]


def benign(rng: random.Random) -> list[tuple[str, str]]:
    """Every benign family, ``(text, family)``."""
    rows = [(t, "value_lookalikes") for t in value_lookalikes(rng)]
    rows += [(t, "language_lookalikes") for t in language_lookalikes(rng)]
    rows += [(t, "famous_passwords") for t in famous_passwords()]
    return rows
