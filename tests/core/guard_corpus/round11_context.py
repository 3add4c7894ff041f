"""Seeded generators of the round-11 context families (issue 12, guard11c).

Written for the v17 dev misses where only the context makes a value a credential: no v17
text is copied, each family varies services, frames, values, separators and languages.

Secrets, ``(text, family)``:

* ``service_labels``: a service's or a device's label, then a password-shaped value after a
  separator ("BIOS: X", "Disney+ (the family one) — X", 'Guest network "Casa-5G", key X',
  "ssid: Name / X", "steam acct: user :: X", "Gmail: a@b.com" and X on the next line);
* ``handovers``: the hand-over said around the value ("I set it to X so you can log in", "try
  X if the first one fails", "New one: X", "X — write it down", "X is what I set for ...");
* ``device_pins``: a PIN or a short code with a device's words ("the ipad unlock is 915881",
  "hotel safe I set to 561405", "527987 🤫 for the alarm panel", "Tresor-Code: 067211");
* ``config_lines``: key/value lines with ``::``, a tab, ``ENV KEY X``, ``set -x KEY (X)`` and
  "set KEY to X in the config".

Benign, ``(text, family)``:

* ``service_chat``: services and devices with chat, names and ordinary numbers after them;
* ``handover_lookalikes``: the same frames with a version, a setting, a word or a name;
* ``number_lookalikes``: zip codes, phone, flight, room and order numbers, prices, years;
* ``config_placeholders``: the same key/value grammars with placeholders and env lookups;
* ``talked_about``: passwords as a topic: a famous comic's example, the word in another
  language, advice about passphrases, a safeword for a game.
"""

from __future__ import annotations

import random
import string

_WORDS = (
    "amber anchor badger beacon birch bramble canyon cedar comet copper falcon fennel garnet "
    "ginger harbor hazel heron jasper juniper kettle lagoon lantern magnet maple meadow nectar "
    "otter pebble quartz raven saffron spruce thistle topaz tulip walnut willow zephyr mango "
    "pickle biscuit quokka walrus gopher pretzel orchid tundra marble"
).split()
_SYMBOLS = "!#$%&*?@"


def _word(rng: random.Random, cap: bool | None = None) -> str:
    word = rng.choice(_WORDS)
    if cap is None:
        cap = rng.random() < 0.5
    return word.capitalize() if cap else word


def password(rng: random.Random) -> str:
    """A password a person makes or a generator gives, in one of seven shapes."""
    digits = str(rng.randrange(10, 9999))
    shape = rng.randrange(7)
    if shape == 0:  # Biscuit!Quokka35
        return f"{_word(rng, True)}{rng.choice(_SYMBOLS)}{_word(rng, True)}{digits}"
    if shape == 1:  # 22Kangaroo&gravy
        return f"{digits[:2]}{_word(rng, True)}{rng.choice(_SYMBOLS + '.')}{_word(rng, False)}"
    if shape == 2:  # comet-gravy-178$
        return f"{_word(rng, False)}-{_word(rng, False)}-{digits}{rng.choice(_SYMBOLS)}"
    if shape == 3:  # Juniper4836!
        return f"{_word(rng, True)}{digits}{rng.choice(_SYMBOLS)}"
    if shape == 4:  # bramble-quartz-juniper-21
        return f"{_word(rng, False)}-{_word(rng, False)}-{_word(rng, False)}-{digits[:2]}"
    if shape == 5:  # KGCLqgZVBL1S (no word inside)
        consonants = "bcdfghjklmnpqrstvwxzBCDFGHJKLMNPQRSTVWXZ"
        body = [rng.choice(consonants) for _ in range(rng.randrange(10, 16))]
        body[0], body[1] = rng.choice("BCDFGHJK"), rng.choice("bcdfghjk")
        body[rng.randrange(2, len(body))] = rng.choice(string.digits)
        return "".join(body)
    # a generator's password
    pool = string.ascii_letters + string.digits + "!#$%&*?@^"
    while True:
        value = "".join(rng.choice(pool) for _ in range(rng.randrange(12, 20)))
        if sum(not c.isalnum() for c in value) >= 2 and any(c.isdigit() for c in value):
            return value


_SERVICES = (
    "BIOS",
    "Spotify",
    "Netflix",
    "Disney+ (the family one)",
    "the shared Spotify",
    "Wi-Fi Gästenetz",
    "wifi at grandma's",
    "wifi at the lake house",
    "for the nas",
    "work laptop bitlocker",
    "steam acct: nightowl_92",
    "xbox: gamer_bro_92",
    "zip file pass is",
    "the vpn",
    "router",
    "icloud",
    "AnyDesk: 482 119 730",
    "réseau invité",
    "red de invitados",
    "rede dos convidados",
    "WLAN Heimnetz",
    "la clé wifi",
)
_SEPARATORS = (": ", " — ", " → ", " -> ", " :: ", " / ", " = ", " | ")


def _service_labels(rng: random.Random) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for _ in range(90):
        service = rng.choice(_SERVICES)
        value = password(rng)
        if service.endswith(" is"):
            text = f"{service} {value}"
        else:
            text = f"{service}{rng.choice(_SEPARATORS)}{value}"
        rows.append(
            (rng.choice(("{}", "{} 👍", "ok {}", "{} (new)")).format(text), "service_labels")
        )
    for _ in range(20):
        value = password(rng)
        network = rng.choice(("Casa-5G", "ACME-Staff", "FritzBox-7590", "Lakehouse"))
        frame = rng.choice(
            (
                f'Guest network "{network}", key {value}',
                f'Office Wi-Fi "{network}" → {value}',
                f"ssid: {network} / {value}",
                f"Gmail: tomas.b{rng.randrange(99)}@gmail.com\n{value}",
                f"> what's the wifi?\n{value}",
                f"mum's email login is her name and {value}",
            )
        )
        rows.append((frame, "service_labels"))
    return rows


_BEFORE = (
    "I set it to {} so you can log in tonight",
    "Changed it to {} 👍",
    "try {} if the first one fails",
    "try {} and tell me if it lets you in",
    "Sign in as admin, then type {} at the prompt.",
    "copy this exactly: `{}`",
    "Sooo I reset it. New one: {}. Don't judge",
    "new one for the vpn is `{}`",
    "reset done. new = {}",
    "for future me: {}",
    "pls remember for me: {} (icloud)",
    "here u go {}",
    "here ya go {} 🙂",
    "sending it here so you have it: {}",
    "if it asks for the old one it's {}",
    "keychain says {} for the school portal",
    "we're all using {} for the team account",
    "she said use {} for the zoom host account",
    "paste into the login box: {}",
    "(it's {})",
)
_AFTER = (
    "ok it's {} — write it down somewhere safe",
    "{}. (for the laptop, the old one didn't work)",
    "{} — type it exactly like that",
    "{} is what I set for the kids' tablet",
    "{} <- that gets you into the alarm app",
    '"{}" without the quotes',
    'It\'s "{}" with a capital first letter',
    "{} — case sensitive",
)


def _handovers(rng: random.Random) -> list[tuple[str, str]]:
    rows = []
    for _ in range(110):
        frame = rng.choice(_BEFORE + _AFTER)
        value = password(rng)
        if frame.startswith('"') and value[-1] in "!?":
            value = value[:-1] + "9"
        rows.append((frame.format(value), "handovers"))
    return rows


_PIN_FRAMES = (
    "the ipad unlock is {}",
    "the iphone passcode is {}",
    "hotel safe I set to {}, passport's inside",
    "psst {} 🤫 for the alarm panel",
    "Tresor-Code: {} — Safe im Schlafzimmer",
    "Tresorcode: {}",
    "bank app unlock: {}",
    "screen time code {} don't tell Jake",
    "for the kids' Xbox parental controls: {}",
    "the code for my phone is {} and the sim is 6898",
    "garage keypad code is {}",
    "the gate code on the side door: {}",
    "laptop pin {}",
    "sim pin: {}",
    "steam guard recovery code R{}",
)


def _device_pins(rng: random.Random) -> list[tuple[str, str]]:
    rows = []
    for _ in range(80):
        digits = rng.choice((4, 6, 6, 8))
        pin = "".join(rng.choice(string.digits) for _ in range(digits))
        if pin.startswith(("19", "20")) and digits == 4:
            pin = "7" + pin[1:]
        rows.append((rng.choice(_PIN_FRAMES).format(pin), "device_pins"))
    return rows


_KEYS = (
    "ftp_pwd",
    "auth_token",
    "WEBHOOKSECRET",
    "DB_PASSWORD_PROD",
    "PASSWORD1",
    "GH_TOKEN_CI",
    "smtp_pass",
)
_KV_FRAMES = (
    "{k}::{v}",
    "ENV {k} {v}",
    "{k}\t{v}",
    "set {k} to {v} in the Heroku config please",
    "set -x {k} ({v})",
    "export {k} {v}",
)


def _config_lines(rng: random.Random) -> list[tuple[str, str]]:
    rows = []
    for _ in range(60):
        value = password(rng)
        rows.append((rng.choice(_KV_FRAMES).format(k=rng.choice(_KEYS), v=value), "config_lines"))
    return rows


def secrets(rng: random.Random) -> list[tuple[str, str]]:
    """Every secret family of this round, ``(text, family)``."""
    return [*_service_labels(rng), *_handovers(rng), *_device_pins(rng), *_config_lines(rng)]


_SERVICE_CHAT = (
    "Spotify: love the new playlist",
    "BIOS: update it first",
    "wifi at grandma's: terrible",
    "Netflix: 3 episodes left of season 2",
    "laptop: Windows11 finally",
    "ssid: HomeNet-5G",
    "The Wi-Fi SSID at the office is ACME-Guest-384.",
    "router: TP-Link AX55 arrived",
    "Disney+ (the family one) — we cancelled it",
    "steam acct: nightowl_92 :: level 40 now",
    "Gmail: tomas.b@gmail.com\nsee you at 5",
    "zip file pass is in the usual vault entry",
    "vpn: connected to Frankfurt-2",
    "icloud: 200GB plan, 2.99 a month",
    "the nas: Synology DS220+",
    "AnyDesk: 482 119 730 / ask Tom for the rest",
    "WLAN Heimnetz: läuft wieder",
    "réseau invité : en panne",
    "xbox: Halo-Infinite tonight?",
    "wifi: 5G band is faster upstairs",
)
_HANDOVER_LOOKS = (
    "I set it to 50% brightness",
    "Changed it to Dark-Mode",
    "try Python3.11 if the first one fails",
    "try the blue one and tell me if it fits",
    "then type ls -la at the prompt",
    "copy this exactly: the title of chapter 2",
    "New one: iPhone15 arrived today",
    "here u go the report",
    "for future me: buy milk",
    "it's Windows11 — write it down somewhere",
    "Tuesday is what I set for the meeting",
    "v2.3.1 — case sensitive flags",
    "reset done. new = faster",
    "we're all using Slack for the team account",
    "keychain says it expired",
)
_NUMBER_LOOKS = (
    "Zip code for the new apartment is {}.",
    "zip code for the new flat is {}, Berlin Mitte",
    "my phone number is 0176 {}",
    "the ipad cost {} dollars",
    "the laptop from {} still works",
    "flight LH{} for the alarm panel workshop",
    "room {} for the alarm panel training",
    "order #{} for the phone case",
    "the phone battery is {} mAh",
    "Gate: 2025 edition",
    "the safe arrived, order {}",
)
_CONFIG_LOOKS = (
    "auth_token::${{AUTH_TOKEN}}",
    "ENV DB_PASSWORD ${{DB_PASSWORD}}",
    "GH_TOKEN_CI\t<redacted>",
    "set POSTGRES_PASSWORD to your own value in the config",
    "set the password to expire in 90 days",
    "set -x PASSWD_BACKUP ($PASS)",
    "ftp_pwd::<your-password>",
    "change PASSWORD_POLICY to strict",
)
_TALKED = (
    "The password 'Tr0ub4dor&3' from the xkcd comic is a famous bad example.",
    "I'm learning the Korean word for password: 비밀번호.",
    "the Japanese word for password: パスワード",
    "Use passphrases, not passwords — NIST agrees.",
    "Our family rule: the safeword for pranks is 'pineapple'.",
    "the safeword for tickle fights is banana",
    "'correct horse battery staple' from the xkcd comic is famous",
)


def benign(rng: random.Random) -> list[tuple[str, str]]:
    """Every benign family of this round, ``(text, family)``."""
    rows = [(text, "service_chat") for text in _SERVICE_CHAT]
    rows += [(text, "handover_lookalikes") for text in _HANDOVER_LOOKS]
    for frame in _NUMBER_LOOKS:
        for _ in range(3):
            rows.append((frame.format(rng.randrange(10000, 99999)), "number_lookalikes"))
    rows += [(frame.format(), "config_placeholders") for frame in _CONFIG_LOOKS]
    rows += [(text, "talked_about") for text in _TALKED]
    return rows
