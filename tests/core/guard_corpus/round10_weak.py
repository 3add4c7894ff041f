"""Seeded generators of the round-10 weak-context families (issue 12, guard10w).

Written before the rules. The families stand for the v14 dev misses (plain values handed over
with no credential word, one-time codes, split secrets, credential material) and the seed
false positive; no v14 text is copied, each family varies frames, values and languages.

Secrets, ``(text, family)``:

* ``access_handover``: a memorable password, a passphrase or a scrambled key told by an
  access verb or frame ("the tablet unlocks with X", "sudo on prod takes X", "tried X and it
  let me in", "admin / X", "when the BIOS asks, it's X"), and numeric PINs after a strong
  unlock verb;
* ``one_time_codes``: sign-in, verification, 2FA and login codes in several languages;
* ``split_secrets``: a key or password told in two halves, or spelled one character apart;
* ``material``: TOTP setup keys in base32 groups, recovery code lists, BIP-32 extended
  private keys and keypairs written as a JSON byte array.

Benign, ``(text, family)``:

* ``access_lookalikes``: the same verbs with what is no credential ("unlocks with Face ID",
  "takes 5 minutes", "let me in at 9", "type ls -la", versions, prices, times);
* ``code_lookalikes``: confirmation, booking and order numbers, zip codes, error codes;
* ``split_lookalikes``: halves of prose, of plain words, of a spelled ordinary word;
* ``material_lookalikes``: xpub keys, lists of ids, number arrays that are data;
* ``word_lists``: BIP-39 words in alphabetical order or sharing one first letter.
"""

from __future__ import annotations

import random
import string

_WORDS = (
    "amber anchor autumn badger beacon birch blossom bramble canyon cedar comet copper coral "
    "cricket falcon fennel garnet ginger granite harbor hazel heron jasper juniper kettle kiwi "
    "lagoon lantern magnet maple meadow mint nectar olive onyx otter pebble plum quartz raven "
    "saffron sapphire shadow spruce summit thistle topaz tulip umber velvet walnut willow zephyr"
).split()
_SYMBOLS = "!#$%&*?@+"


def _word(rng: random.Random, cap: bool | None = None) -> str:
    word = rng.choice(_WORDS)
    if cap is None:
        cap = rng.random() < 0.5
    return word.capitalize() if cap else word


def memorable(rng: random.Random) -> str:
    """Word(s), digits and a symbol, the way people make a password ("hazel!violet53")."""
    shape = rng.randrange(4)
    digits = str(rng.randrange(1, 9999))
    if shape == 0:
        return f"{_word(rng)}{rng.choice(_SYMBOLS)}{_word(rng)}{digits}"
    if shape == 1:
        return f"{_word(rng)}{rng.choice('_+.-')}{_word(rng)}{rng.choice(_SYMBOLS)}{digits}"
    if shape == 2:
        return (
            f"{_word(rng, True)}{_word(rng, True)}{_word(rng, True)}{rng.choice(_SYMBOLS)}{digits}"
        )
    return f"{_word(rng)}{rng.choice('_.')}{_word(rng)}{digits}{rng.choice(_SYMBOLS)}"


def passphrase(rng: random.Random) -> str:
    """Words joined without digits ("Zephyr_Heron_Coral", "Comet-Willow-Kiwi-Magnet!")."""
    shape = rng.randrange(4)
    words = [_word(rng, True) for _ in range(rng.randint(2, 4))]
    if shape == 0:
        return "".join(words[:2]) if len(words) == 2 else "".join(words)
    if shape == 1:
        return rng.choice("_-.").join([*words, _word(rng, True)]) + rng.choice(("", "!", "$"))
    if shape == 2:
        return "+".join(words[:2]) + rng.choice(("!", "#", "?"))
    return rng.choice("_-").join(w.lower() for w in [*words, _word(rng)]) + rng.choice("!$#")


def scrambled(rng: random.Random) -> str:
    """A generator's password: letters, digits and symbols mixed all through."""
    pool = string.ascii_letters + string.digits + "!#$%&*?@^~{}[]()+=."
    while True:
        value = "".join(rng.choice(pool) for _ in range(rng.randint(12, 18)))
        if (
            any(c.islower() for c in value)
            and any(c.isupper() for c in value)
            and any(c.isdigit() for c in value)
            and sum(c in "!#$%&*?@^~{}[]()+=." for c in value) >= 2
            and value[0].isalnum()
            and value[-1].isalnum()
        ):
            return value


def _value(rng: random.Random) -> str:
    return rng.choice((memorable, passphrase, scrambled))(rng)


_ACCESS_FRAMES = (
    "Grandpa's tablet unlocks with {v}",
    "the old laptop unlocks with {v} if you need it",
    "the zip from the lawyer opens with {v}",
    "that encrypted PDF opens with {v}",
    "the 7z archive opens with {v}, I checked",
    "sudo on the media box takes {v}",
    "ssh into the pi takes {v}",
    "the router admin page takes {v}",
    "tried {v} and it let me in",
    "I typed {v} and it got me in to the HR portal",
    "used {v} and it logged me in",
    "it finally accepted {v} after I added the symbol",
    "it finally took {v} after three tries",
    "the portal accepted {v} this time",
    "for the lock screen just type {v}",
    "at the login prompt type {v}",
    "on the kiosk just enter {v}",
    "when the BIOS asks, it's {v}",
    "when the VPN prompts you, enter {v}",
    "when it asks for the passphrase it's {v}",
    "IT reset it, it's now {v}",
    "they reset mine, it is now {v}",
    "after the reset it's now {v}",
    "what you put on the second line of the login form is {v}",
    "what you type in the second box is {v}",
    "admin / {v} for the camera NVR",
    "root / {v} on the old NAS",
    "svc-backup / {v}",
    "deploy-bot / {v} (for the runner)",
    "the family account, mia.k88@gmail.com with {v}",
    "netflix: sam.lee@outlook.com / {v}",
    "cottage wifi is Pinecone5G; the other thing is {v}",
    "The network at the rental is LakeView, the host says {v}",
    "wifi name GuestNet, and the other one is {v}",
    "Texted you what to enter at the login, but in case: {v}",
    "Die Tür vom Büro-PC entsperrt mit {v}",
    "el portátil se desbloquea con {v}",
    "le portable se déverrouille avec {v}",
    "log in with {v} on the staff portal",
    "connect with {v} (the guest network)",
    "l'archive s'ouvre avec {v}",
)
_PIN_FRAMES = (
    "Mom's iPad unlocks with {v}",
    "the phone unlocks with {v}",
    "my tablet unlocks with {v}",
    "the garage keypad opens with {v}",
    "the lock screen takes {v}",
    "for the lock screen just type {v}",
    "the gun safe opens with {v}",
    "das Tablet entsperrt man mit {v}",
    "the PIN pad wants {v}",
)


def access_handover(rng: random.Random, rounds: int = 3) -> list[str]:
    texts = [frame.format(v=_value(rng)) for _ in range(rounds) for frame in _ACCESS_FRAMES]
    for frame in _PIN_FRAMES:
        for _ in range(2):
            pin = str(rng.randrange(10 ** (n := rng.randint(4, 8)) // 10, 10**n))
            if pin[:2] in ("19", "20"):
                pin = "7" + pin[1:]
            texts.append(frame.format(v=pin))
    return texts


_ACCESS_LOOKALIKES = (
    "Mom's iPad unlocks with Face ID now",
    "the phone unlocks with a swipe",
    "the zip opens with a double click",
    "the archive opens with 7-Zip 23.01",
    "the build on the server takes 5 minutes",
    "sudo on the build server takes a while to prompt",
    "the new kettle takes 90 seconds",
    "the ticket takes 3 to 5 days",
    "tried the side door and it let me in at 9",
    "the guard let me in at 9:30",
    "she finally accepted the invite",
    "it finally accepted my PR after review",
    "for a listing just type ls -la",
    "at the prompt type git status",
    "on the kiosk just enter your name",
    "when the BIOS asks, press F12",
    "IT reset it, it's now 5pm and it still won't boot",
    "it's now v2.4.1 after the update",
    "it's now $49.99 on sale",
    "it's now 2024-06-01, the deadline moved",
    "what you put on the second line of the form is your street",
    "input / output is the bottleneck",
    "50 / 50 chance it rains",
    "the TCP / IP stack is fine",
    "km / h is the unit there",
    "the house wifi is BlueHouse; the other thing is the fridge",
    "the host says check-in is at 3pm",
    "the host says Welcome-Home is on the door sign",
    "order #A88213 unlocks with the coupon",
    "the update to 3.12.1 accepted the old config",
    "type python3 -m venv .venv to start",
    "the function takes user_id and max_retries",
    "the script takes config.yaml as input",
    "Python 3.11 takes the walrus operator",
    "we share the account alice20@gmail.com with my sister",
    "my tablet unlocks with my fingerprint",
    "the phone unlocks with 2 taps",
    "the meeting room opens with your badge at 0830",
    "the new game takes Windows11 or later",
    "the car takes Premium95 fuel",
    "type HelloWorld in the box",
    "type MyFirstApp as the project name",
    "the naming convention, it's now PascalCase",
    "my phone updated, it's now Android14",
    "tried Ubuntu22 and it worked fine",
    "A / B testing showed nothing",
    "invite bob@x.com with Editor rights",
    "the kiosk takes Visa and Mastercard",
    "on the server type docker-compose up -d",
    "the update unlocks with iOS 17.2",
    "the gate opens with 2 clicks",
    "the other thing is BlueSky, the new app",
    "sign in with MyFitnessPal",
    "log in with Google or Apple",
    "join with Team2024 members",
    "I connected with Sarah2 at the meetup",
    "connect with NordVPN first",
    "just type node18 in the version file",
    "the file opens with Firefox116",
    "the file opens with Photoshop2024 on my machine",
    "just type iPhone15 in the search",
    "bob@example.com with HelloWorld as the subject",
    "then type Ctrl+Alt+Del",
    "just type order#4412 in the tracking box",
    "it finally accepted Route66 as the team name",
)


def access_lookalikes(rng: random.Random) -> list[str]:
    return list(_ACCESS_LOOKALIKES)


_OTP_FRAMES = (
    "Your one-time sign-in code is {c}. It expires in 10 minutes.",
    "Your verification code is {c}",
    "Verification code: {c}. Do not share it with anyone.",
    "{c} is your Instagram login code",
    "Use {c} as your 2FA code",
    "your 2FA code: {c}",
    "G-{c} is your Google verification code.",
    "Login code {c} (valid for 5 minutes)",
    "the OTP they sent is {c}",
    "Your security code is {c}",
    "Dein Bestätigungscode lautet {c}.",
    "Ihr Anmeldecode: {c}",
    "Votre code de vérification est {c}",
    "Tu código de verificación es {c}",
    "Il tuo codice di verifica è {c}",
    "Seu código de verificação é {c}",
    "Ваш код подтверждения: {c}",
    "認証コード：{c}",
    "验证码：{c}，5分钟内有效",
    "인증 코드: {c}",
    "Your code: {c} - do not share it",
    "WhatsApp code: {c}",
    "SMS code {c}",
    "Enter {c} to verify your account",
    "Use {c} to sign in to Slack",
    "Code: {c}. Do not share it.",
    "Код: {c}. Никому не сообщайте.",
    "Dein Code lautet {c}. Teile ihn mit niemandem.",
)


def one_time_codes(rng: random.Random, rounds: int = 2) -> list[str]:
    return [
        frame.format(c=f"{rng.randrange(10 ** rng.choice((4, 6, 6, 8))):0{6}d}")
        for _ in range(rounds)
        for frame in _OTP_FRAMES
    ]


_CODE_LOOKALIKES = (
    "Your confirmation code is {c}",
    "booking code {c} for the hotel",
    "order number {c} has shipped",
    "the zip code is {c}",
    "my postal code is 10115",
    "the server returned code 404",
    "error code {c} again on the printer",
    "exit code 137 means it was killed",
    "the verification code expired, I'll request another",
    "enter the 6-digit verification code they text you",
    "promo code SAVE20 gives 20% off",
    "flight confirmation code: QX7H2P",
    "the reservation number is {c}",
    "status code 503 from the API",
    "the course code is CS{c}",
    "I got a verification code at 0830 but it failed",
    "In 2023 the passcode policy changed",
    "the bank code is 20041000",
    "send the SMS code to 5551234",
    "your code: 1234 lines, don't share it",
    "your verification code will arrive in 5 minutes",
    "call 5551234 to verify your order",
    "the postal code 10115 expires? no",
    "code 404 again, expires at noon",
    "Enter 2024 to verify the year",
)


def code_lookalikes(rng: random.Random) -> list[str]:
    return [frame.format(c=str(rng.randrange(100000, 999999))) for frame in _CODE_LOOKALIKES]


def _gh_halves(rng: random.Random) -> tuple[str, str]:
    body = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(36))
    return "ghp_" + body[:16], body[16:]


_SPLIT_FRAMES = (
    "first half of the key is {a} and, after lunch, the rest: {b}",
    "the token starts with {a} and ends with {b}",
    "part 1: {a} ... part 2: {b}",
    "the first part is {a}. The second part is {b}",
    "key, first half {a}, second half {b}",
    "The password starts with {a} and ends with {b}",
    "I'll split it: {a} then {b}",
    "here is the key: {a}. The rest after lunch: {b}",
    "token so far {a} and the second half is {b}",
)


def _spaced(value: str, gap: str) -> str:
    return gap.join(value)


def split_secrets(rng: random.Random, rounds: int = 3) -> list[str]:
    texts: list[str] = []
    for _ in range(rounds):
        for frame in _SPLIT_FRAMES:
            if rng.random() < 0.5:
                a, b = _gh_halves(rng)
            else:
                value = scrambled(rng)
                cut = len(value) // 2
                a, b = value[:cut], value[cut:]
            texts.append(frame.format(a=a, b=b))
    lead = ("my password is", "the wifi password is", "mein Passwort ist", "pin")
    for _ in range(rounds * 2):
        words = rng.choice(lead)
        value = rng.choice((memorable, scrambled))(rng)
        gap = rng.choice((" ", "  "))
        texts.append("  ".join(_spaced(w, " ") for w in words.split()) + "  " + _spaced(value, gap))
    for _ in range(rounds * 2):
        key = "AKIA" + "".join(rng.choice(string.ascii_uppercase + "234567") for _ in range(16))
        secret = "".join(rng.choice(string.ascii_letters + string.digits + "+/") for _ in range(40))
        groups = "  ".join(key[i : i + 4] for i in range(0, 20, 4))
        sgroups = " ".join(secret[i : i + 5] for i in range(0, 40, 5))
        texts.append(f"AWS: {groups} secret {sgroups}")
    return texts


_SPLIT_LOOKALIKES = (
    "the first half of the match was 0-0 and the rest: a thriller",
    "the talk starts with a demo and ends with questions",
    "part 1: intro ... part 2: results",
    "the first part is easy. The second part is long",
    "the word starts with un and ends with able",
    "h e l l o  w o r l d",
    "Y M C A  1 2 3 and everybody dance",
    "the serial starts with SN4 and ends with 77Q",
    "the ISBN starts with 978 and ends with 0-13-468599-1",
    "I finished part 1 of the v2.3.1 docs, the rest: tomorrow",
    "we did 3x5 reps and the rest: cardio",
    "order AB12CD34 arrived, the rest is late",
    "COVID19 hit hard and the rest is history",
    "I watched Season2 yesterday, part 2 tonight",
    "iPhone15 for me and the rest: Pixel8",
)


def split_lookalikes(rng: random.Random) -> list[str]:
    return list(_SPLIT_LOOKALIKES)


_B32 = string.ascii_uppercase + "234567"
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _base32(rng: random.Random, n: int) -> str:
    while True:
        value = "".join(rng.choice(_B32) for _ in range(n))
        if any(c in "234567" for c in value):
            return value


def material(rng: random.Random, rounds: int = 4) -> list[str]:
    texts: list[str] = []
    for _ in range(rounds):
        key = _base32(rng, 32)
        groups = [key[i : i + 4] for i in range(0, 32, 4)]
        if rng.random() < 0.5:
            groups = [g.lower() for g in groups]
        texts.append(
            rng.choice(
                (
                    "Can't scan the QR, so the manual key is {}",
                    "2fa seed: {}",
                    "manual entry key for the authenticator app: {}",
                    "if the QR won't scan, enter this setup key: {}",
                    "Schlüssel für die manuelle Eingabe: {}",
                )
            ).format(rng.choice((" ", " - ", "-")).join(groups))
        )
        codes = [
            "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(10))
            for _ in range(rng.randint(5, 10))
        ]
        template = rng.choice(
            (
                "save these somewhere: {} (each works once)",
                "backup codes {}",
                "recovery codes:\n{}",
                "keep these safe, each one works once: {}",
            )
        )
        texts.append(template.format(("\n" if ":\n" in template else "  ").join(codes)))
        prefix = rng.choice(
            ("xprv9s21ZrQH143K", "tprv8ZgxMBicQKsP", "zprvAWgYBBk7JR8G", "yprvABrGsX5C9jan")
        )
        body = "".join(rng.choice(_B58) for _ in range(95))
        texts.append(
            rng.choice(("{}", "wallet backup: {}", "the master key {} is in the safe")).format(
                prefix + body
            )
        )
        values = [rng.randrange(256) for _ in range(64)]
        texts.append(
            rng.choice(
                ("solana keypair {}", "id.json: {}", "{}", "here's the wallet file {}")
            ).format("[" + ", ".join(map(str, values)) + "]")
        )
    return texts


def material_lookalikes(rng: random.Random) -> list[str]:
    texts = []
    for _ in range(3):
        body = "".join(rng.choice(_B58) for _ in range(95))
        texts.append(f"share the watch-only key xpub661MyMwAqRbc{body} with the auditor")
    texts.append("sizes: " + "  ".join(f"{rng.randrange(10**9, 10**10)}" for _ in range(6)))
    texts.append("commits: " + "  ".join(f"{rng.randrange(16**9):09x}" for _ in range(6)))
    texts.append("scores: [" + ", ".join(str(rng.randrange(60, 100)) for _ in range(20)) + "]")
    texts.append("primes: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53]")
    texts.append("the pixel row [" + ", ".join(str(rng.randrange(256)) for _ in range(12)) + "]")
    texts.append("the QR code says BEACH HOUSE WIFI GUEST")
    texts.append("SKUs: AB12-CD34 EF56-GH78 IJ90-KL12 MN34-OP56")
    return texts


_ALPHABETICAL = (
    "The kids' spelling words: cabin, cable, cactus, camera, canal, candy, canoe, canyon, "
    "captain, carbon, cargo, carpet.",
    "spelling list: about above absent absorb abstract absurd abuse access accident account "
    "accuse achieve acid",
    "B words for the quiz: bacon, badge, bag, balance, balcony, ball, bamboo, banana, banner, "
    "bar, barely, bargain",
    "this week's vocabulary: seminar, senior, sense, sentence, series, service, session, "
    "settle, setup, seven, shadow, shaft",
    "Words starting with P: panda panel panic panther paper parade parent park parrot party "
    "pass patch",
    "flashcards: dinosaur, direct, dirt, disagree, discover, disease, dish, dismiss, disorder, "
    "display, distance, divert",
)


def word_lists(rng: random.Random) -> list[str]:
    return list(_ALPHABETICAL)


_SEEDS = (
    "cabin ozone wrist hedgehog tiny vessel dragon apology orbit seminar fringe lamp",
    "my seed: pupil ocean banana legal wire frost hurry cable rescue mango tunnel vivid",
    "recovery phrase - dash zebra kitten arrow custom fatal bench olive gravity mutual pole sad",
)


def real_seeds(rng: random.Random) -> list[str]:
    return list(_SEEDS)


def secrets(rng: random.Random) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for family, make in (
        ("access_handover", access_handover),
        ("one_time_codes", one_time_codes),
        ("split_secrets", split_secrets),
        ("material", material),
        ("real_seeds", real_seeds),
    ):
        rows.extend((text, family) for text in make(rng))
    return rows


def benign(rng: random.Random) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for family, make in (
        ("access_lookalikes", access_lookalikes),
        ("code_lookalikes", code_lookalikes),
        ("split_lookalikes", split_lookalikes),
        ("material_lookalikes", material_lookalikes),
        ("word_lists", word_lists),
    ):
        rows.extend((text, family) for text in make(rng))
    return rows
