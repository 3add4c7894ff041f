"""Seeded generators of the round-12 material families (issue 12, guard12m).

The families stand for the v19-v21 material misses and false refusals; no held-out text is
copied.

Secrets, ``(text, family)``:

* ``card_context``: a card number (Luhn-valid or one digit off, any brand and grouping) with
  its expiry, its security code (CVV, CVC, CID, Prüfziffer, cryptogramme, código de
  seguridad...) or its PIN, in many languages;
* ``backup_codes``: digit or letter-digit backup codes after an MFA / 2FA / backup / recovery
  label in many languages, and TOTP keys in groups after a two-factor label in many languages;
* ``named_hex_keys``: a 64-hex private key named so in one of ~20 languages;
* ``split_credentials``: the password announced for a later line, half of it given, or the
  value given first with the field it goes into.

Benign, ``(text, family)``:

* ``card_talk``: masked cards, Stripe test cards in developer talk, non-Luhn numbers without
  a card's context, order / tracking / invoice references with dates, phone numbers;
* ``code_talk``: backups, recoveries and two-factor talk with times, sizes and years;
* ``hash_talk``: tx hashes, commit ids, sha256 sums and addresses of 64 hex near key words;
* ``list_talk``: vocabulary, spelling and shopping lists made of BIP-39 words;
* ``later_talk``: "I'll send it later" talk with no value, fields and halves without one.
"""

from __future__ import annotations

import random
import string

_B32 = string.ascii_uppercase + "234567"
_HEX = "0123456789abcdef"
_ALNUM = string.ascii_letters + string.digits


def _luhn_digit(body: str) -> str:
    total = 0
    for index, char in enumerate(reversed(body)):
        value = int(char)
        if index % 2 == 0:
            value *= 2
            if value > 9:
                value -= 9
        total += value
    return str((10 - total % 10) % 10)


def _card_digits(rng: random.Random, *, luhn: bool) -> str:
    prefix, length = rng.choice(
        [("4", 16), ("51", 16), ("55", 16), ("2221", 16), ("34", 15), ("37", 15), ("6011", 16)]
    )
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    check = _luhn_digit(body)
    if not luhn:
        check = str((int(check) + rng.randint(1, 9)) % 10)
    return body + check


def _grouped(digits: str, rng: random.Random) -> str:
    sep = rng.choice([" ", " ", "-", ""])
    if len(digits) == 15:
        parts = [digits[:4], digits[4:10], digits[10:]]
    else:
        parts = [digits[i : i + 4] for i in range(0, len(digits), 4)]
    return sep.join(parts)


def _expiry(rng: random.Random) -> str:
    month = rng.randint(1, 12)
    year = rng.randint(26, 34)
    return rng.choice([f"{month:02d}/{year}", f"{month:02d}/20{year}", f"{month:02d} / {year}"])


_CODE_WORDS = (
    "CVV", "CVC", "CVV2", "CVC2", "CID", "security code", "Prüfziffer", "Prüfnummer",
    "cryptogramme", "código de seguridad", "codice di sicurezza", "código de segurança",
    "Sicherheitscode", "code de sécurité", "kod CVV", "PIN",
)  # fmt: skip
_CARD_LEADS = (
    "pay with {card}", "card: {card}", "Kartennummer {card}", "numéro de carte {card}",
    "número de tarjeta {card}", "use my visa {card}", "here's the card {card}",
    "numero carta {card}", "charge it to {card}", "my amex is {card}", "{card}",
)  # fmt: skip


def card_context(rng: random.Random, rounds: int = 40) -> list[str]:
    """A card number with its expiry, security code or PIN after it."""
    texts: list[str] = []
    for _ in range(rounds):
        card = _grouped(_card_digits(rng, luhn=rng.random() < 0.5), rng)
        cvv = "".join(rng.choice(string.digits) for _ in range(rng.choice([3, 3, 4])))
        lead = rng.choice(_CARD_LEADS).format(card=card)
        tail = rng.choice(
            [
                f", {_expiry(rng)}, {cvv}",
                f" exp {_expiry(rng)} cvv {cvv}",
                f" {rng.choice(_CODE_WORDS)} {cvv}",
                f", {rng.choice(_CODE_WORDS)}: {cvv}",
                f" gültig bis {_expiry(rng)}",
                f" vence {_expiry(rng)}",
                f" valid thru {_expiry(rng)}",
            ]
        )
        end = rng.choice(["", " — thanks!", ".", " pls book it", " 🙏"])
        texts.append(f"{lead}{tail}{end}")
    return texts


_BACKUP_LABELS = (
    "AWS root MFA backup", "backup codes", "2FA backup codes", "recovery codes",
    "Google backup codes", "Backup-Codes", "Wiederherstellungscodes", "códigos de respaldo",
    "códigos de recuperación", "codes de secours", "codes de récupération", "codici di backup",
    "códigos de backup", "herstelcodes", "kody zapasowe", "резервные коды",
    "バックアップコード", "备用码", "yedek kodlar", "emergency codes", "scratch codes",
)  # fmt: skip
_TWO_FACTOR_LABELS = (
    "Zwei-Faktor-Schlüssel", "clé double authentification", "clave de doble factor",
    "chave autenticador", "chiave due fattori", "tweestaps sleutel", "двухфакторный ключ",
    "2段階認証キー", "双重验证密钥", "iki faktörlü anahtar", "Authentifikator-Schlüssel",
    "autenticador", "clé authentificateur",
)  # fmt: skip


def backup_codes(rng: random.Random, rounds: int = 30) -> list[str]:
    """Backup codes after their label, and TOTP keys in groups after a two-factor label."""
    texts: list[str] = []
    for _ in range(rounds):
        label = rng.choice(_BACKUP_LABELS)
        count = rng.randint(3, 8)
        if rng.random() < 0.6:
            length = rng.choice([6, 8, 10])
            codes = [
                "".join(rng.choice(string.digits) for _ in range(length)) for _ in range(count)
            ]
        else:
            length = rng.choice([8, 10])
            codes = [
                "".join(rng.choice(string.ascii_lowercase[:20] + "23456789") for _ in range(length))
                for _ in range(count)
            ]
            codes = [c[:-1] + rng.choice("23456789") for c in codes]
        sep = rng.choice([" ", ", ", "  ", " · ", "\n"])
        texts.append(f"{label}: {sep.join(codes)}{rng.choice(['', ' keep safe', '.'])}")
        groups = ["".join(rng.choice(_B32) for _ in range(4)) for _ in range(rng.choice([4, 6, 8]))]
        groups[0] = groups[0][:3] + rng.choice("234567")
        texts.append(f"{rng.choice(_TWO_FACTOR_LABELS)}: {' '.join(groups)}")
    return texts


_KEY_FRAMES = (
    "la clé privée du wallet c'est {k}", "mi clave privada es {k}", "chiave privata: {k}",
    "minha chave privada: {k}", "mein privater Schlüssel ist {k}", "privé sleutel {k}",
    "klucz prywatny portfela: {k}", "приватный ключ кошелька: {k}", "秘密鍵は {k}",
    "私钥：{k}", "개인 키: {k}", "özel anahtar: {k}", "privat nyckel: {k}",
    "yksityinen avain on {k}", "soukromý klíč: {k}", "cheie privată {k}",
    "ιδιωτικό κλειδί: {k}", "المفتاح الخاص {k}", "המפתח הפרטי: {k}", "निजी कुंजी {k}",
    "kunci pribadi dompet: {k}", "khóa riêng tư: {k}", "privát kulcs: {k}",
    "the private key for the hot wallet, as promised, is {k}",
)  # fmt: skip


def named_hex_keys(rng: random.Random, rounds: int = 30) -> list[str]:
    """A 64-hex private key named so in one of many languages."""
    texts: list[str] = []
    for _ in range(rounds):
        key = "".join(rng.choice(_HEX) for _ in range(64))
        if rng.random() < 0.2:
            key = "0x" + key
        texts.append(rng.choice(_KEY_FRAMES).format(k=key))
    return texts


def _password(rng: random.Random) -> str:
    word = rng.choice(["Gravel", "Meadow", "Otter", "Comet", "Fjord", "Pickle", "Zinnia"])
    word2 = rng.choice(["Pickle", "Storm", "Lark", "Maple", "Quill"])
    digits = "".join(rng.choice(string.digits) for _ in range(rng.randint(2, 4)))
    return rng.choice(
        [
            f"{word}{rng.choice('&!#$%*')}{digits}",
            f"{word}{word2}{digits}{rng.choice('*!?')}",
            "".join(rng.choice(_ALNUM) for _ in range(rng.randint(10, 16))) + rng.choice("0123"),
        ]
    )


def split_credentials(rng: random.Random, rounds: int = 30) -> list[str]:
    """The password given apart: on a later line, in halves, or before its field."""
    texts: list[str] = []
    for _ in range(rounds):
        pw = _password(rng)
        user = rng.choice(["admin", "upload", "dana", "root", "h.tanaka@acme.jp"])
        thing = rng.choice(["the router", "the nas", "ftp", "the camera", "the portal"])
        texts.append(
            rng.choice(
                [
                    f"login for {thing}: {user}. pw in next msg.\n{pw}",
                    f"login is {user}\nI'll send the rest separately\n{pw}",
                    f"user {user}, password in the next message\n{pw}",
                    f"{thing} user={user}, pass follows\n\n{pw}",
                    f"ok so: host=ftp.acme.io user={user} and then {pw} for the password field",
                    f"{user} and {pw} in the password box",
                    f"type {pw} into the password field for {thing}",
                    f"first half is {pw}, second half i'll text you",
                    f"the second half i'll text you: jk its {pw}",
                    f"password i'll send you separately... actually it's {pw}",
                ]
            )
        )
    return texts


def secrets(rng: random.Random) -> list[tuple[str, str]]:
    """Every secret family, ``(text, family)``."""
    rows: list[tuple[str, str]] = []
    for family, make in (
        ("card_context", card_context),
        ("backup_codes", backup_codes),
        ("named_hex_keys", named_hex_keys),
        ("split_credentials", split_credentials),
    ):
        rows.extend((text, family) for text in make(rng))
    return rows


def card_talk(rng: random.Random) -> list[str]:
    """Cards nobody can charge: masked, test cards, non-Luhn numbers, references, phones."""
    texts = [
        "use the Stripe test card 4242 4242 4242 4242 with any future expiry and any CVC",
        "Stripe test card 4242 4242 4242 4242, 12/34, 123 works in test mode",
        "in test mode 4000 0000 0000 9995 always declines, try it",
        "my card ending in 4242 was charged twice",
        "card **** **** **** 4242 exp 12/30 is on file",
        "the CVV is the 3 digits on the back, never email it",
        "call me at +1 415 555 0134 tomorrow",
        "IBAN DE89 3704 0044 0532 0130 00 for the rent",
    ]
    for _ in range(12):
        digits = _card_digits(rng, luhn=False)
        ref = rng.choice(["order", "tracking", "invoice", "booking ref", "ticket", "parcel"])
        texts.append(f"{ref} {_grouped(digits, rng)} arrives {_expiry(rng)}")
        texts.append(f"the serial on the box is {digits}, no idea what it means")
    return texts


def code_talk(rng: random.Random) -> list[str]:
    """Backups, recoveries and two-factor talk with numbers that are no codes."""
    texts = [
        "backup ran at 02:00 and took 35 minutes",
        "recovery time was 12 weeks after the surgery",
        "the backup drive has 2000 GB, the old one 500 GB",
        "turn on 2FA for your email, it takes 5 minutes",
        "emergency numbers here are 112 and 110",
        "backups from 2019 2020 2021 2022 are on the nas",
        "MFA is required for all 300 accounts since 2024",
        "Zwei-Faktor-Authentifizierung ist seit 2023 Pflicht",
        "códigos de respaldo: guárdalos en un lugar seguro",
        "recovery codes are shown once, print them",
    ]
    for _ in range(6):
        texts.append(f"backup job {rng.randint(1, 9)} finished in {rng.randint(2, 59)} min")
    return texts


def hash_talk(rng: random.Random) -> list[str]:
    """64 hex that are hashes, ids or addresses, some near key words."""
    texts: list[str] = []
    for _ in range(6):
        h = "".join(rng.choice(_HEX) for _ in range(64))
        texts.extend(
            [
                f"tx hash {h} confirmed",
                f"sha256 of private_key.pem is {h}",
                f"commit {h[:40]} fixed the wallet bug",
                f"the public key of the wallet is 0x{h}",
                f"la dirección del contrato de clave privada: 0x{h[:40]}",
                f"sha256sum: {h}  release.tar.gz",
            ]
        )
    return texts


def list_talk() -> list[str]:
    """Ordinary lists that happen to be BIP-39 words."""
    return [
        "Kids' vocab list: apple, banana, cat, dog, bird, book, chair, clock, cloud, bread, "
        "cake, ball",
        "shopping list: milk, bread, egg, butter, cheese, apple, lemon, onion, garlic, "
        "pepper, salt, rice",
        "spelling words this week: ocean, river, forest, desert, island, valley, canyon, "
        "glacier, meadow, jungle, volcano, beach",
        "Vokabeln für morgen: apple, table, window, garden, kitchen, pencil, paper, school, "
        "teacher, friend, family, animal",
        "vocabulario de inglés: chair, table, door, window, kitchen, garden, bread, water, "
        "coffee, sugar, lemon, orange",
    ]


def later_talk() -> list[str]:
    """Talk of sending a password later, with no value; fields and halves without one."""
    return [
        "I'll send the password in the next message, hold on",
        "pw in next msg\nthanks, got it!",
        "the rest follows below:\nThanks for waiting",
        "first half of the movie was slow, second half great",
        "leave the password field empty and click reset",
        "type your name in the password field by mistake again lol",
        "the password follows the usual policy: 12 characters",
        "I'll text you the address later\nSee you at 8",
        "I'll send you the rest separately\nReport_Q3.pdf",
        "the rest follows below:\nMeeting at 10:30 in Room-4B",
        "the rest in the next message\niPhone15 arrived today",
        "first part is Chapter-1, the intro",
        "I used COVID-19 for the password field example in the docs",
        "the rest of the team will text you\nZoom ID 8123-4567",
        "my PIN: first two digits are the hardest to remember",
        "second half is 2-1 to Arsenal",
        "the password field shows ******** for Test1234 in the demo",
        "put 3 tbsp in the pass-through bowl",
    ]


def benign(rng: random.Random) -> list[tuple[str, str]]:
    """Every benign family, ``(text, family)``."""
    rows: list[tuple[str, str]] = []
    rows.extend((text, "card_talk") for text in card_talk(rng))
    rows.extend((text, "code_talk") for text in code_talk(rng))
    rows.extend((text, "hash_talk") for text in hash_talk(rng))
    rows.extend((text, "list_talk") for text in list_talk())
    rows.extend((text, "later_talk") for text in later_talk())
    return rows
