"""Round-10 attack findings (attack10): false refusals and missed secrets of the round-10 rules.

Black box: written from docs/concepts.md only (the two "Round 10" sections and "Round 9").
Values are synthetic: passwords, keys, codes and numbers are drawn from random.Random(10010)
(false refusals) and random.Random(10020) (missed secrets); none is a real credential.
Cases that pass today are kept beside the failing ones, so the file also guards the edges.
"""

from __future__ import annotations

import random
import string

from tests.attack.guard_cases import guard_case_tests

_WORDS = (
    "birch banjo falcon walnut otter bramble harbor velvet spruce maple cobalt lantern "
    "pepper cinder meadow quartz thistle juniper saffron orchid"
).split()
_SYMS = "!#$%&*?@^~"


def _digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + "".join(rng.choice(string.digits) for _ in range(n - 1))


def _scramble(rng: random.Random, n: int = 12) -> str:
    """All four classes, no dictionary run: the shape of a generated password."""
    pools = [string.ascii_lowercase, string.ascii_uppercase, string.digits, _SYMS]
    chars = [rng.choice(p) for p in pools]
    chars += [rng.choice(string.ascii_letters + string.digits + _SYMS) for _ in range(n - 4)]
    rng.shuffle(chars)
    return "".join(chars)


def _phrase(rng: random.Random, sep: str = ".", n: int = 3, digits: bool = True) -> str:
    words = rng.sample(_WORDS, n)
    return sep.join(words) + (str(rng.randint(10, 99)) if digits else "")


def _memorable(rng: random.Random) -> str:
    a, b = rng.sample(_WORDS, 2)
    return f"{a.title()}-{b.title()}-{rng.randint(10, 99)}"


def _alnum(rng: random.Random, n: int) -> str:
    while True:
        s = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(n))
        if (
            sum(c.isupper() for c in s) >= 3
            and sum(c.islower() for c in s) >= 3
            and sum(c.isdigit() for c in s) >= 2
        ):
            return s


def _base32(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(n))


_b = random.Random(10010)
ORDER, TRACK, BOOK = _digits(_b, 8), _digits(_b, 12), _digits(_b, 6)
ZIP, ERR = _digits(_b, 5), _digits(_b, 5)
PR, TICKET = _digits(_b, 4), _digits(_b, 5)

NOT_REFUSED = [
    # hand-over verbs used normally (unlock / open / take / accept / let in / type)
    "the door unlocks with a fob",
    "my phone unlocks with Face ID",
    "the garage opens with the remote",
    "the app accepted my photo",
    "the portal accepted my passport scan on the second try",
    "it let me in after 9",
    "security let me in after 9:30",
    "I tried Chrome115 and it let me in",
    "tried the mobile app v5.3.1 and it let me in",
    "the locker takes 2 coins",
    "the smart lock takes CR2032 batteries",
    "just type Ctrl+Shift+P",
    "just type cd ~/Downloads",
    "when the BIOS asks, press F12",
    "after the reset it's now running iOS17",
    "the door unlocks at 0800 every weekday",
    "the achievement unlocks at 10000 points",
    # "accepted" / "takes" + a titled document, item or proposal with a number
    "the validator accepted Draft-07 schemas",
    "the app takes Draft-07 schemas",
    "the journal accepted Paper-42 for review",
    "the conference accepted Talk-17",
    "the shop accepted Euro-2 coins",
    "the club accepted Team-7 into the league",
    "the museum accepted Exhibit-12",
    "the bank accepted Form-1040",
    "the parking machine accepted Zone-4 tickets",
    "the publisher accepted Manuscript-7",
    "the IETF accepted Draft-17",
    "the DAO accepted Proposal-77",
    "the council accepted Bylaw-2031",
    "the client accepted Quote-0042",
    "the landlord accepted Offer-2",
    "the border officer accepted Visa-Type-3",
    # "unlocks" in games and plans, "it's now" after an upgrade, a version after a reset
    "the DLC unlocks Stage-4 and Stage-5",
    "level 10 unlocks Skin-Pack-3",
    "the season pass unlocks Tier-100",
    "it's now Beta-2 after the upgrade",
    "after the reset it's now Firmware-2.1.4",
    "the app opens with Splash-Screen2 now",
    # an e-mail address "with" an attachment, "user /" as a menu path, an address line
    "I sent it to dana@example.com with Report-Q3-2024",
    "email dana@example.com with Draft-2 attached",
    "cc dana@example.com with Invoice_2024_03.pdf",
    "user / Settings-2 in the menu",
    "path: user / Documents-2024",
    "what you put on the second line is Suite-400",
    "what you put on the second line is Apt 4B",
    # one-time code look-alikes: orders, bookings, tracking, zip, flights, errors, 2FA talk
    f"my order number is {ORDER}",
    f"booking code {BOOK} for the hotel",
    f"tracking code {TRACK} from USPS",
    f"the zip code is {ZIP}",
    "flight BA2490 lands at 6",
    "error code 0x80070005 when updating",
    f"sign-in error code {ERR} in Azure AD",
    "code 2FA is on for my account now",
    "2FA code expired again, sending a new one tomorrow",
    "the 2FA code is 6 digits",
    "verification code length changed to 8",
    f"your order code: {BOOK[:4]}, it expires after 30 days of inactivity",
    f"Buchungscode {BOOK} fürs Hotel",
    f"código de rastreio {BOOK} dos Correios",
    f"код заказа {BOOK}",
    "郵便番号 100-0001",
    # "code" as source code: a freeze or review time, a ticket number
    "login code freeze starts 1200 UTC",
    "the login code freeze begins 0900 Monday",
    "login code review 1430 today",
    f"verification code ticket {TICKET}",
    f"the sign-in code path was refactored in PR {PR}",
    # split / joined talk that is not a secret
    "the first half of the film was slow, the rest was great",
    "glue the two pieces together and clamp overnight",
    "part 1: Intro2Python, part 2: Advanced3",
    "the serial starts with SN48 and ends with 77QX",
    "the commit starts with 4f2a9c and ends with e81b",
    "my password starts with a letter and ends with two digits",
    # passphrase look-alikes after a credential word: file names, stores, hosts, code names
    "password file: creds_backup_2023.kdbx",
    "the password db is Passwords_2023.kdbx",
    "password export: passwords_export_2023.csv",
    "mein Passwort liegt in passwoerter_2023.kdbx",
    "moje hasło jest w pliku hasla_2022.kdbx",
    "my password for github is in 1Password.Family",
    "my password is in 1Password.Teams",
    "my password vault is Family_Vault_2024",
    "the password hasher is hash_password_argon2",
    "the token type is Bearer.JWT.Access",
    "password: printer.office.lan",
    "the password.reset.flow is broken",
    "password_reset_flow = new_flow_v2",
    # snake_case placeholders and notes where the value goes
    "password: stored_in_vault",
    "password: same_as_staging",
    "password: use_env_var",
    "password: not_set_yet",
    "password: from_keychain",
    "password: managed_by_terraform",
    "password: injected_at_runtime",
    "password: generated_on_first_boot",
    "password: SET_IN_CI",
    "password: REPLACE_WITH_REAL_ONE",
    "password: ASK_DANA_FOR_IT",
    "PASSWORD: rotated_weekly",
    "SMTP_PASSWORD=see_1password_entry",
    "password: defined_in_k8s_secret",
    "the wifi password: printed_on_router",
    "contraseña: en_el_gestor",
    "mot de passe : voir_le_coffre",
    "Passwort: siehe_Tresor",
    "password: <your password here>",
    "api_key: YOUR_API_KEY_HERE",
    "password: dummy_value_for_tests",
    # value-first frames where a noun follows the password word
    "Hotel California is the best password song",
    "Single-Sign-On is the password replacement we picked",
    "Two-Factor is the password add-on everyone wants",
    "Project_Phoenix is the admin password project",
    "Operation-Nightfall is the password audit codename",
    "Spring.Boot is the password service framework",
    "Keycloak.Server is the password backend",
    "Passkeys.Everywhere is the password roadmap title",
    "Sunday-Brunch — that's the admin password meeting we keep postponing",
    "Zero-Trust — that is the password policy now",
    "You'll need Two-Factor to get into the drive — that's the password rule",
    "You'll need Office.365 to open the drive — the password is yours",
    "Casa_Blanca_5G is the wifi name; the password is on the router",
    # combo-line look-alikes: ports, paths, folders, roles, rooms, sprints
    "support@example.com:8080 is the old mail relay",
    "git clone git@github.com:acme/Widget42.git",
    "dana@example.com:Inbox/Receipts2024",
    "dana@example.com: 10:45 tomorrow",
    "dana@example.com:Sent-Items",
    "[dana@example.com:Room-4B] meeting at noon",
    "assign dana@example.com:Sprint12 omar@example.com:Sprint13",
    "roles: dana@example.com:Admin2",
    # cookies and policy talk, word lists, trivia about famous passwords
    "sessionid cookie expires after 2 weeks",
    "Set-Cookie: theme=dark; Path=/",
    "password policy: MinLength=12;RequireDigit=true",
    "spelling list: abandon ability able about above absent absorb abstract absurd abuse access accident",
    "hunter2 is the most famous password on the internet",
    "the xkcd comic says Tr0ub4dor&3 is weaker than four random words",
    "the Spaceballs combination 12345 joke never gets old",
]

_m = random.Random(10020)
S1, S2, S3, S4 = (_scramble(_m) for _ in range(4))
P1, P2, P3 = _phrase(_m), _phrase(_m), _phrase(_m)
M1, M2, M3, M4 = (_memorable(_m) for _ in range(4))
PIN1, PIN2, PIN3 = _digits(_m, 6), _digits(_m, 6), _digits(_m, 6)
OTP1, OTP2, OTP3 = _digits(_m, 6), _digits(_m, 6), _digits(_m, 6)
GH = "ghp_" + _alnum(_m, 36)
AK = "AKIA" + "".join(_m.choice(string.ascii_uppercase + "234567") for _ in range(16))
TOTP = _base32(_m, 16)
BITLOCKER = "-".join(_digits(_m, 6) for _ in range(8))
_words = "seven eight four one two nine three five six".split()
SPOKEN = " ".join(_m.choice(_words) for _ in range(6))
KEYPAIR = "[" + ",".join(str(_m.randint(0, 255)) for _ in range(64)) + "]"

REFUSED = [
    # hand-overs the new rules catch (kept as edges)
    f"the NAS unlocks with {S1}",
    f"the NAS unlocks with `{S1}`",
    f"the NAS unlocks with\n{S1}",
    f"I typed {M1} and it let me in",
    f"the portal accepted {M1}",
    f"when sudo asks, it's {M2}",
    f"the keystore opens with {M2}",
    # hand-overs missed: case, "w/", the value first, weaker verbs, files and volumes
    f"nas unlocks w/ {S2.lower()}",
    f"THE NAS UNLOCKS WITH {S2.upper()}",
    f"the safe opens w/ {PIN1}",
    f"the safe opens with {SPOKEN}",
    f"typed {M1} and boom, I'm in",
    f"{M1} got me in",
    f"{M3} opens the shed padlock",
    f"shed lock = {M3}",
    f"the zip is protected with {M3}",
    f"encrypted the pdf with {M4}",
    f"to open the pdf use {M4}",
    f"the veracrypt volume mounts with {M4}",
    f"if the router asks: {M2}",
    f"the bitlocker drive unlocks with {BITLOCKER}",
    f"vpn: dana — {M1}",
    f"wifi 📶 BlueDoor 🔑 {M2}",
    # hand-overs in other languages
    f"ноутбук разблокируется {M1}",
    f"laptop odblokowuje się {M1}",
    f"der Tresor geht mit {PIN2} auf",
    f"la caja fuerte se abre con {PIN2}",
    f"сейф открывается кодом {PIN2}",
    f"il cassetto si apre con {PIN3}",
    f"probé {M2} y me dejó entrar",
    f"ich hab {M2} probiert und es hat mich reingelassen",
    f"j'ai essayé {M2} et ça m'a laissé entrer",
    f"el portátil se desbloquea con {M3}",
    f"le coffre s'ouvre avec {PIN3}",
    # one-time codes caught (edges) and missed (spaced, bare "2FA:", other languages)
    f"your verification code is {OTP1}",
    f"Use {OTP1} to sign in. Don't share this code.",
    f"Ваш код подтверждения: {OTP1}",
    f"验证码：{OTP1}，5分钟内有效",
    f"your login code is {OTP2[:2]} {OTP2[2:4]} {OTP2[4:]}",
    f"2FA: {OTP2}",
    f"2fa {OTP2}",
    f"Mã xác minh của bạn là {OTP3}",
    f"Kode verifikasi Anda {OTP3}",
    f"doğrulama kodunuz {OTP3}",
    f"the code they texted me: {OTP3}",
    # split secrets caught (edges) and missed (message counters, "first bit", "+", "two halves")
    f"the key starts with {GH[:20]} and ends with {GH[20:]}",
    f"part 1: {GH[:20]}\npart 2: {GH[20:]}",
    f"the AWS key starts with {AK[:12]} and ends with {AK[12:]}",
    f"(1/2) {GH[:20]}\n(2/2) {GH[20:]}",
    f"token, first bit: {GH[:20]}; second bit: {GH[20:]}",
    f"{GH[:20]} + {GH[20:]} (glue them)",
    f"half A: {AK[:8]} half B: {AK[8:]} (aws)",
    f"the wifi password is in two halves: {S3[:7]} and {S3[7:]}",
    # TOTP material caught (edges) and missed (no "key" word, only the app's name)
    f"can't scan the QR, setup key is {' '.join(TOTP[i : i + 4] for i in range(0, 16, 4)).lower()}",
    f"the QR wouldn't scan so I typed {TOTP} into Authy",
    f"Authy: {' '.join(TOTP[i : i + 4] for i in range(0, 16, 4))}",
    f"Solana keypair for the bot: {KEYPAIR}",
    # passphrases after a credential word: separators caught and missed
    f"my password is {P1}",
    f"my password is {P1.replace('.', '|')}",
    f"my password is {P1.replace('.', '–')}",
    f"DB_PASSWORD = '{P1}'",
    f"my password is {P2.replace('.', '/')}",
    f"my password is {P2.replace('.', ':')}",
    f"my password is {P2.replace('.', '…')}",
    f"my password is {_phrase(_m, digits=False).upper()}",
    # passphrases in other languages (edges)
    f"das WLAN-Passwort lautet {P3}",
    f"пароль от вайфая {P3}",
    f"mật khẩu wifi là {P3}",
    f"{M4} to hasło do wifi",
    f"{M4}, c'est le mot de passe du wifi",
    # markdown, HTML and code around the value
    f"- wifi password: `{P3}`",
    f"| service | password |\n|---|---|\n| wifi | {P3} |",
    f"<td>password</td><td>{P1}</td>",
    f"<tr><th>Password</th><td>{S4}</td></tr>",
    f"<dt>Password</dt><dd>{P2}</dd>",
    f'<input type="password" value="{P2}">',
    f"Password\n\n{P3}",
    f'const WIFI = "{P1}"; // router',
    f"netsh wlan set hostednetwork ssid=BlueDoor key={M3}",
    f"nmcli dev wifi connect BlueDoor password {M3}",
    f"WIFI:T:WPA;S:BlueDoor;P:{M3};;",
]


# Left open at the round-10 freeze (issue 12). Each is a strict xfail: a fix turns it into
# a failure that asks for the case to be moved out of the known set.
KNOWN_FALSE_REFUSALS: set[str] = set()
KNOWN_MISSES = {
    # "your login code is 26 01 45": refused since round 12 (spaced digits after a code word)
    "2FA: 260145",
    "2fa 260145",
    "Mã xác minh của bạn là 627903",
    "Kode verifikasi Anda 627903",
    "doğrulama kodunuz 627903",
    "the code they texted me: 627903",
    "(1/2) ghp_9hmtWD0O6d7DOqZJ\n(2/2) xkYhHJHKY7KnBSmNMg2A",
    "half A: AKIAYGI7 half B: HQ44SL5SGBCK (aws)",
    "Authy: TQIA OYBA NO75 PNPY",
}


test_not_refused, test_refused = guard_case_tests(
    NOT_REFUSED,
    REFUSED,
    known_false_refusals=KNOWN_FALSE_REFUSALS,
    known_misses=KNOWN_MISSES,
    reason="known gap at the round-10 freeze",
)
