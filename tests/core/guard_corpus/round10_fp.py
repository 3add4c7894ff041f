"""Seeded generators of the round-10 false-refusal families (attack10), with their secrets.

Each family stands for a kind of ordinary message the round-10 rules refused, in frames,
languages, separators and casings of its own (no attack text is copied), beside the secrets
the same rule must keep refusing.

Benign, ``(text, family)``:

* ``label_handovers``: a document, item, tier or version label after a weak hand-over frame
  ("the journal accepted Paper-42", "level 10 unlocks Skin-Pack-3", "it's now Firmware-2.1.4
  after the reset", "I sent it to x@y.com with Report-Q3-2024", "user / Settings-2");
* ``code_compounds``: "code" followed by a noun it modifies, then a time or a number ("login
  code freeze starts 1200", "verification code ticket 35441");
* ``password_files``: a file name after a password word ("password file: vault_2023.kdbx");
* ``pointer_notes``: a note where the value lives, joined by ``_`` or ``.`` in any case and
  language ("password: stored_in_vault", "SMTP_PASSWORD=see_1password_entry");
* ``modifier_nouns``: a value-first sentence whose credential word modifies another noun
  ("Project_Phoenix is the admin password project", "X — that's the password meeting").

Secrets, ``(text, family)``: ``handovers`` (memorable and scrambled values after the same
frames, labels after a strong frame), ``sent_codes``, ``joined_passphrases`` (nouns joined
by ``_`` or ``.``) and ``value_first``.
"""

from __future__ import annotations

import random
import string

_NOUNS = (
    "velvet spruce forest delta onyx anchor copper autumn walnut cinder harbor falcon maple "
    "thistle lantern orchid quartz juniper saffron meadow bramble otter cobalt pepper"
).split()
_LABELS = (
    "Draft Paper Talk Form Zone Exhibit Proposal Quote Offer Stage Tier Level Chapter Season "
    "Episode Issue Bylaw Motion Item Lot Module Unit Sprint Phase Milestone Release"
).split()
_SECOND = "Type Pack Screen Set Class Group Round Part Card Box".split()


def _label(rng: random.Random) -> str:
    word = rng.choice(_LABELS)
    word = word.upper() if rng.random() < 0.1 else word
    sep = rng.choice("-_")
    kind = rng.randrange(5)
    if kind == 0:
        return f"{word}{sep}{rng.randint(1, 9999):0{rng.choice((1, 2, 4))}d}"
    if kind == 1:
        return f"{word}{sep}{rng.choice('QHVR')}{rng.randint(1, 4)}{sep}{rng.randint(2019, 2026)}"
    if kind == 2:
        return f"{word}{sep}{rng.randint(1, 9)}.{rng.randint(0, 20)}.{rng.randint(0, 30)}"
    second = rng.choice(_SECOND)
    glue = rng.choice(("", sep))
    return f"{word}{sep}{second}{glue}{rng.randint(1, 9)}"


_WEAK_FRAMES = (
    "the {org} accepted {v}",
    "the {org} accepted {v} for review",
    "our {org} finally accepted {v} yesterday",
    "the {org} takes {v} schemas",
    "the {org} only accepts {v} now",
    "the DLC unlocks {v}",
    "level {n} unlocks {v}",
    "the season pass unlocks {v} and more",
    "beating the boss unlocks {v}",
    "it's now {v} after the upgrade",
    "after the reset it's now {v}",
    "the app opens with {v} now",
    "the game opens with {v} every time",
    "I sent it to {mail} with {v}",
    "email {mail} with {v} attached",
    "user / {v} in the menu",
    "path: docs / {v}",
    "what you put on the second line is {v}",
)
_ORGS = "journal validator conference council publisher bank museum client landlord DAO".split()
_MAILS = ("dana@example.com", "ops@example.org", "m.tanaka@example.net")


def _frame(rng: random.Random, frame: str, value: str) -> str:
    return frame.format(
        v=value, org=rng.choice(_ORGS), n=rng.randint(2, 60), mail=rng.choice(_MAILS)
    )


def _memorable(rng: random.Random) -> str:
    a, b = rng.sample(_NOUNS, 2)
    sep = rng.choice("-_.")
    return f"{a.title()}{sep}{b.title()}{sep}{rng.randint(10, 99)}"


def _scramble(rng: random.Random) -> str:
    pools = [string.ascii_lowercase, string.ascii_uppercase, string.digits, "!#$%&*?@"]
    chars = [rng.choice(p) for p in pools]
    chars += [rng.choice(string.ascii_letters + string.digits + "!#$%&*?@") for _ in range(8)]
    rng.shuffle(chars)
    return "".join(chars)


_STRONG_FRAMES = (
    "the NAS unlocks with {v}",
    "my laptop unlocks with {v}",
    "the keystore opens with {v}",
    "the safe opens with {v}",
    "the portal accepted {v}",
    "tried {v} and it let me in",
    "typed {v} and it worked",
    "after the reset it's now {v}",
    "when sudo asks, it's {v}",
    "admin / {v} for the printer",
)

_CODE_NOUNS = ("login", "verification", "sign-in", "2FA", "auth", "security", "Login", "LOGIN")
_COMPOUNDS = (
    "code freeze starts {t} UTC",
    "code freeze begins {t} Monday",
    "code review {t} today",
    "code review at {t} with the team",
    "code ticket {n}",
    "code owners file changed in PR {n}",
    "code coverage is at {p} percent now",
    "code base is {n} lines",
    "code-review {t} slot",
    "code quality report {n}",
)
_SENT = (
    "your {noun} code is {otp}",
    "{noun} code: {otp}",
    "the {noun} code they sent is {otp}",
    "{noun} code {otp}, don't share it",
)


def _otp(rng: random.Random) -> str:
    return str(rng.randint(100000, 999999))


_FILE_LEADS = (
    "password file: {f}",
    "the password db is {f}",
    "password export: {f}",
    "my passwords are in {f}",
    "mein Passwort liegt in {f}",
    "mes mots de passe sont dans {f}",
    "la contraseña está en {f}",
    "moje hasło jest w pliku {f}",
)
_STEMS = (
    "creds_backup",
    "Passwords",
    "passwords_export",
    "passwoerter",
    "hasla",
    "vault",
    "family-logins",
)
_EXTS = ("kdbx", "csv", "txt", "json", "xlsx", "gpg", "kdb", "1pux")


def _file(rng: random.Random) -> str:
    return f"{rng.choice(_STEMS)}_{rng.randint(2019, 2026)}.{rng.choice(_EXTS)}"


_NOTES = (
    "stored in vault",
    "same as staging",
    "use env var",
    "not set yet",
    "from keychain",
    "managed by terraform",
    "injected at runtime",
    "generated on first boot",
    "set in ci",
    "ask dana for it",
    "rotated weekly",
    "see 1password entry",
    "defined in k8s secret",
    "printed on router",
    "in the team vault",
    "check bitwarden",
    "kept in lastpass",
    "siehe Tresor",
    "im Passwortmanager",
    "voir le coffre",
    "en el gestor",
    "ver el gestor",
    "vedi la cassaforte",
    "no cofre",
)
_NOTE_LEADS = (
    "password: {v}",
    "PASSWORD: {v}",
    "the wifi password: {v}",
    "SMTP_PASSWORD={v}",
    "db_password = {v}",
    "contraseña: {v}",
    "mot de passe : {v}",
    "Passwort: {v}",
    "  password: {v}",
)


def _note(rng: random.Random, words: str) -> str:
    parts = words.split()
    casing = rng.randrange(3)
    if casing == 1:
        parts = [p.upper() for p in parts]
    elif casing == 2:
        parts = [p.title() for p in parts]
    return rng.choice("_._" if casing != 2 else "_").join(parts)


_FIRST_VALUES = (
    "Single-Sign-On",
    "Project_Phoenix",
    "Operation-Nightfall",
    "Spring.Boot",
    "Passkeys.Everywhere",
    "Sunday-Brunch",
    "Zero-Trust",
    "Blue_Harbor",
    "Team-Falcon",
)
_MODIFIED = (
    "replacement we picked",
    "add-on everyone wants",
    "project",
    "audit codename",
    "service framework",
    "roadmap title",
    "meeting we keep postponing",
    "policy now",
    "rule",
    "migration",
    "workshop on Friday",
)
_VALUE_FIRST_LEADS = (
    "{v} is the {m}password {noun}",
    "{v} is our {m}password {noun}",
    "{v} — that's the {m}password {noun}",
    "{v}, that is the {m}password {noun}",
)


def benign(rng: random.Random) -> list[tuple[str, str]]:
    """The ordinary messages of the five families, ``(text, family)``."""
    rows: list[tuple[str, str]] = []
    for _ in range(120):
        rows.append((_frame(rng, rng.choice(_WEAK_FRAMES), _label(rng)), "label_handovers"))
    for _ in range(60):
        text = f"{rng.choice(('', 'the ', 'our '))}{rng.choice(_CODE_NOUNS)} " + rng.choice(
            _COMPOUNDS
        ).format(
            t=f"{rng.randint(0, 23):02d}{rng.choice(('00', '30', '45'))}",
            n=rng.randint(1000, 99999),
            p=rng.randint(40, 99),
        )
        rows.append((text, "code_compounds"))
    for _ in range(40):
        rows.append((rng.choice(_FILE_LEADS).format(f=_file(rng)), "password_files"))
    for _ in range(80):
        note = _note(rng, rng.choice(_NOTES))
        rows.append((rng.choice(_NOTE_LEADS).format(v=note), "pointer_notes"))
    for _ in range(50):
        text = rng.choice(_VALUE_FIRST_LEADS).format(
            v=rng.choice(_FIRST_VALUES),
            m=rng.choice(("", "admin ", "wifi ", "")),
            noun=rng.choice(_MODIFIED),
        )
        rows.append((text, "modifier_nouns"))
    return rows


def secrets(rng: random.Random) -> list[tuple[str, str]]:
    """The secrets the same rules must keep refusing, ``(text, family)``."""
    rows: list[tuple[str, str]] = []
    for _ in range(60):
        value = _memorable(rng) if rng.random() < 0.6 else _scramble(rng)
        rows.append((_frame(rng, rng.choice(_STRONG_FRAMES), value), "handovers"))
    for _ in range(40):
        text = rng.choice(_SENT).format(noun=rng.choice(_CODE_NOUNS), otp=_otp(rng))
        rows.append((text, "sent_codes"))
    for _ in range(50):
        words = rng.sample(_NOUNS, rng.choice((3, 4)))
        sep = rng.choice("_.")
        # all capitals ("COBALT_OTTER_SPRUCE") read as a constant's name: a gap left open
        words = [w.title() for w in words] if rng.random() < 0.5 else words
        value = sep.join(words) + (str(rng.randint(10, 99)) if rng.random() < 0.5 else "")
        lead = rng.choice(("my password is {v}", "password: {v}", "DB_PASSWORD={v}"))
        rows.append((lead.format(v=value), "joined_passphrases"))
    for _ in range(30):
        value = _memorable(rng) if rng.random() < 0.5 else _scramble(rng)
        lead = rng.choice(
            (
                "{v} is the admin password",
                "{v} is my password for ebay",
                "{v} — that's the wifi password",
                "{v} is the password now",
            )
        )
        rows.append((lead.format(v=value), "value_first"))
    return rows
