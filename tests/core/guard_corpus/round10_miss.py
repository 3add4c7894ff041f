"""Seeded generators of the families the round-10 attack missed (fix10m), with look-alikes.

Secrets, ``(text, family)``:

* ``handovers``: a value handed over with no credential word: any case, ``w/``, the value
  before a weak verdict ("X got me in"), what it locks ("the zip is protected with X"), a
  prompt and a colon, a service and a user ("vpn: dana — X"), a key emoji, and the same in
  Russian, Polish, German, Spanish, French and Italian;
* ``loose_phrases``: words joined by ``/``, ``:`` or an ellipsis (with a digit) after a
  password word, and capitalised words joined by dots with no digit;
* ``markup``: HTML rows, definition lists, password inputs, a label a blank line above its
  value, a network constant in code, ``netsh wlan set hostednetwork ... key=X``.

Benign, ``(text, family)``: the same frames holding names, titled numbers ("Draft-07",
"Tier-100"), versions, file names, paths, times, HTML placeholders and code settings.
"""

from __future__ import annotations

import random
import string

_WORDS = (
    "amber anvil basil beacon cactus canyon copper cricket dahlia ember fennel fjord gable "
    "garnet hazel heron indigo jasper kestrel lilac marble nutmeg onyx pebble quill raven "
    "sable tulip umber violet willow yarrow zephyr"
).split()
_SYMS = "!#$%&*?@^~"


def _scramble(rng: random.Random) -> str:
    pools = [string.ascii_lowercase, string.ascii_uppercase, string.digits, _SYMS]
    chars = [rng.choice(p) for p in pools]
    chars += [
        rng.choice(string.ascii_letters + string.digits + _SYMS) for _ in range(rng.randint(6, 10))
    ]
    rng.shuffle(chars)
    return "".join(chars)


def _one_case(rng: random.Random) -> str:
    """A scramble typed in one case: letters, two or more digits, a symbol."""
    while True:
        chars = [rng.choice(string.ascii_lowercase) for _ in range(rng.randint(6, 9))]
        chars += [rng.choice(string.digits) for _ in range(rng.randint(2, 3))]
        chars += [rng.choice("!#$%&*?")]
        rng.shuffle(chars)
        value = "".join(chars)
        if value[0].isalpha() and value[-1].isalnum():
            return value.upper() if rng.random() < 0.5 else value


def _memorable(rng: random.Random) -> str:
    a, b = rng.sample(_WORDS, 2)
    sep = rng.choice("-_.")
    return f"{a.title()}{sep}{b.title()}{sep}{rng.randint(10, 99)}"


def _value(rng: random.Random) -> str:
    return rng.choice((_scramble, _memorable, _memorable))(rng)


def _pin(rng: random.Random) -> str:
    """Four to eight digits, never a year (a bare year after "opens with" is let through)."""
    while True:
        pin = str(rng.randint(1, 9)) + "".join(
            rng.choice(string.digits) for _ in range(rng.randint(3, 7))
        )
        if not (len(pin) == 4 and pin[:2] in ("19", "20")):
            return pin


_HANDOVERS = (
    "{thing} unlocks w/ {v}",
    "{THING} UNLOCKS WITH {V}",
    "{thing} opens w/ {v}",
    "{v} got me in",
    "{v} finally got me in on the {thing}",
    "{v} let me in",
    "{v} opens the {lock}",
    "{v} unlocked the {lock} first try",
    "typed {v} and boom, I'm in",
    "entered {v}, and I was in",
    "tried {v} and we're in",
    "{lock} = {v}",
    "{lock}: {v}",
    "the {box} is protected with {v}",
    "the {box} is encrypted with {v}",
    "encrypted the {box} with {v}",
    "I locked the {box} using {v}",
    "to open the {box} use {v}",
    "to unlock the {box}, type {v}",
    "to decrypt it use {v}",
    "the veracrypt volume mounts with {v}",
    "the luks disk decrypts with {v}",
    "if the {thing} asks: {v}",
    "when the {thing} prompts — {v}",
    "{svc}: {user} — {v}",
    "{svc}: {user} / {v}",
    "wifi 📶 {ssid} 🔑 {v}",
    "🔑 {v}",
    "{thing} 🔐 {v}",
    "ноутбук разблокируется {v}",
    "телефон разблокируется паролем {v}",
    "laptop odblokowuje się {v}",
    "telefon odblokowuje się hasłem {v}",
    "probé {v} y me dejó entrar",
    "usé {v} y funcionó",
    "ich hab {v} probiert und es hat mich reingelassen",
    "ich habe {v} eingegeben und es hat funktioniert",
    "j'ai essayé {v} et ça m'a laissé entrer",
    "j'ai tapé {v} et ça a marché",
    "ho provato {v} e ha funzionato",
)
_PIN_HANDOVERS = (
    "the {safe} opens w/ {p}",
    "der Tresor geht mit {p} auf",
    "das Schloss geht mit {p} auf",
    "la caja fuerte se abre con {p}",
    "el candado se abre con {p}",
    "сейф открывается кодом {p}",
    "il cassetto si apre con {p}",
    "la cassaforte si apre con {p}",
    "le coffre s'ouvre avec {p}",
    "sejf otwiera się kodem {p}",
)
_THINGS = ("the nas", "the router", "my laptop", "the tablet", "the server", "the old mac")
_LOCKS = ("shed padlock", "shed lock", "bike lock", "gym locker", "garage door", "safe")
_BOXES = ("zip", "pdf", "archive", "7z file", "backup", "spreadsheet", "usb stick")
_SVCS = ("vpn", "ssh", "nas", "router", "smtp", "rdp")
_USERS = ("dana", "root", "m.tanaka", "svc-deploy", "admin2")
_DIGIT_WORDS = "zero one two three four five six seven eight nine".split()
_SAFES = ("safe", "gun safe", "locker", "padlock", "gate")


def handovers(rng: random.Random, rounds: int = 3) -> list[str]:
    out: list[str] = []
    for _ in range(rounds):
        for frame in _HANDOVERS:
            v = _one_case(rng) if frame.isupper() or "unlocks w/" in frame else _value(rng)
            thing = rng.choice(_THINGS)
            out.append(
                frame.format(
                    v=v,
                    V=v.upper(),
                    thing=thing,
                    THING=thing.upper(),
                    lock=rng.choice(_LOCKS),
                    box=rng.choice(_BOXES),
                    svc=rng.choice(_SVCS),
                    user=rng.choice(_USERS),
                    ssid=rng.choice(("BlueDoor", "Casa_5G", "NETGEAR42")),
                )
            )
        for frame in _PIN_HANDOVERS:
            out.append(frame.format(p=_pin(rng), safe=rng.choice(_SAFES)))
        spoken = " ".join(rng.choice(_DIGIT_WORDS) for _ in range(rng.randint(4, 8)))
        out.append(f"the {rng.choice(_SAFES)} opens with {spoken}")
        out.append(f"my phone unlocks with {spoken.replace(' ', ', ')}")
        groups = "-".join(f"{rng.randint(0, 999999):06d}" for _ in range(8))
        out.append(f"the bitlocker drive unlocks with {groups}")
        out.append(f"BitLocker recovery key for the work laptop: {groups}")
    return out


_PHRASE_LEADS = (
    "my password is {v}",
    "the wifi password is {v}",
    "password: {v}",
    "Passwort: {v}",
    "mi contraseña es {v}",
    "mon mot de passe est {v}",
    "DB_PASSWORD={v}",
)


def loose_phrases(rng: random.Random, rounds: int = 3) -> list[str]:
    out: list[str] = []
    for _ in range(rounds):
        for lead in _PHRASE_LEADS:
            words = rng.sample(_WORDS, rng.randint(3, 4))
            digits = str(rng.randint(10, 999))
            for sep in ("/", ":", "…"):
                out.append(lead.format(v=sep.join(words) + digits))
            out.append(lead.format(v=".".join(w.upper() for w in words)))
    return out


_MARKUP = (
    "<td>password</td><td>{v}</td>",
    "<tr><th>Password</th><td>{v}</td></tr>",
    "<tr>\n  <th>WiFi password</th>\n  <td>{v}</td>\n</tr>",
    "<dt>Password</dt><dd>{v}</dd>",
    "<dl><dt>Passwort</dt>\n<dd>{v}</dd></dl>",
    '<input type="password" value="{v}">',
    "<input name='pw' value='{v}' type='password'/>",
    "Password\n\n{v}",
    "WiFi password\n\n{v}\n\nthe router is in the hall",
    "**Password**\n\n{v}",
    'const WIFI = "{v}"; // router',
    "WIFI_KEY = '{v}'",
    'let routerPass := "{v}"',
    "netsh wlan set hostednetwork mode=allow ssid=BlueDoor key={v}",
    'netsh wlan set hostednetwork ssid="Casa 5G" key={v} keyUsage=persistent',
)


def markup(rng: random.Random, rounds: int = 3) -> list[str]:
    out: list[str] = []
    for _ in range(rounds):
        for frame in _MARKUP:
            words = rng.sample(_WORDS, 3)
            v = rng.choice(
                (_scramble(rng), ".".join(words) + str(rng.randint(10, 99)), _memorable(rng))
            )
            if "routerPass" in frame:
                continue  # camelCase names are left to the key/value rules
            out.append(frame.format(v=v))
    return out


def secrets(rng: random.Random) -> list[tuple[str, str]]:
    rows = [(t, "handovers") for t in handovers(rng)]
    rows += [(t, "loose_phrases") for t in loose_phrases(rng)]
    rows += [(t, "markup") for t in markup(rng)]
    return rows


# The same frames around names, titled numbers, versions, files, paths, times, placeholders.
_HANDOVER_TALK = (
    "the validator accepted Draft-07 schemas",
    "the DLC unlocks Tier-{n}",
    "level {n} unlocks Stage-{n}",
    "the door unlocks w/ a fob",
    "my phone unlocks w/ Face ID",
    "THE DOOR UNLOCKS WITH THE BLUE FOB",
    "Chapter-{n} got me in the mood",
    "Route-{n} got me in on time",
    "Firmware-2.1.{n} opens the settings page",
    "the shed lock = broken again",
    "bike lock: Kryptonite",
    "the zip is protected with AES-256",
    "the pdf is encrypted with AES-256",
    "encrypted the backup with GPG",
    "the archive is secured by 2FA now",
    "to open the pdf use Acrobat",
    "to open the file use Notepad++",
    "to unlock the drive, type your own password",
    "the volume mounts with read-only flags",
    "if the router asks: say yes",
    "when the installer prompts — click Next",
    "vpn: dana — back tomorrow",
    "ssh: root / key only",
    "router: Fritz!Box 7590",
    "🔑 Keys are on the hook",
    "🔑 ask Dana for the spare",
    "wifi 📶 BlueDoor 🔑 on the fridge",
    "ноутбук разблокируется отпечатком",
    "laptop odblokowuje się odciskiem palca",
    "der Tresor geht mit dem Schlüssel auf",
    "die Tür geht mit {n} Leuten voll",
    "la caja fuerte se abre con la llave",
    "la puerta se abre con 2 llaves",
    "il cassetto si apre con la chiave",
    "сейф открывается ключом",
    "probé Chrome-{n} y me dejó entrar",
    "ich hab Firefox probiert und es hat funktioniert",
    "j'ai essayé Safari et ça a marché",
    "the meeting is {n}1-{n}2-{n}3",
    "the safe opens with one key and two hands",
    "the gate opens at five, one or two minutes late",
    "the door unlocks with four, five people waiting",
    "order 112159-396934 shipped",
)
_PHRASE_TALK = (
    "my password is in docs/vault/notes{n}",
    "password file: backups/home/keys{n}",
    "the password reset is at 10:30:{n}",
    "password: and/or a passkey",
    "my password is... well... forgotten",
    "password: ...",
    "the password policy is AES.GCM.SHA256",
    "PASSWORD_MIN_LENGTH: {n}",
    "password rules: upper/lower/digit",
)
_MARKUP_TALK = (
    "<td>password</td><td>required</td>",
    "<th>Password</th><td>********</td>",
    "<td>password</td><td>at least {n} characters</td>",
    "<dt>Password</dt><dd>Your account password</dd>",
    '<input type="password" value="">',
    '<input type="password" name="pw" placeholder="Password">',
    '<input type="text" value="Release-{n}.2">',
    "Password\n\nForgot it again, the reset link is below",
    "Password\n\nSee the vault",
    'const WIFI = "BlueDoor";',
    'const WIFI_SSID = "BlueDoor-5G"',
    'const WIFI = "wifi.status.enabled"',
    'const ROUTER = "192.168.{n}.1"',
    "netsh wlan set hostednetwork ssid=BlueDoor key=%KEY%",
    "netsh wlan show profiles",
    "<td>Draft-07</td><td>v{n}.1</td>",
)


def benign(rng: random.Random, rounds: int = 2) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for _ in range(rounds):
        for family, frames in (
            ("handover_talk", _HANDOVER_TALK),
            ("phrase_talk", _PHRASE_TALK),
            ("markup_talk", _MARKUP_TALK),
        ):
            rows += [(frame.format(n=rng.randint(2, 99)), family) for frame in frames]
    return rows
