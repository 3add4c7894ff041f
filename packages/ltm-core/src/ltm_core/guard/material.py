"""Other credential material: seed phrases, TOTP keys, session cookies, payment cards.

* Wallet seed phrases: 12, 15, 18, 21 or 24 consecutive words of one BIP-39 word list
  (English, Spanish, French, Italian, Portuguese, Czech ship as package data), in any
  separator style (spaces, commas, numbered lists, line breaks).
* TOTP setup keys: ``otpauth://`` URIs, and base32 keys (written in groups or not) next
  to an authenticator word.
* Session cookies: ``sessionid=``, ``connect.sid=``, ``_session=``, ``PHPSESSID=``... with a
  random value.
* Payment cards: 13-19 digits passing Luhn with a known issuer prefix and length, unless the
  number is introduced as an order, invoice, ticket, tracking or account reference.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Collection
from functools import cache
from importlib import resources

from ltm_core.guard.engine import compile_builtin, group_span
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.values import entropy, looks_like_token, public_object_id

__all__ = ["MaterialDetector", "bip39_words"]

BIP39_LANGUAGES = ("english", "spanish", "french", "italian", "portuguese", "czech")
_SEED_LENGTHS = (12, 15, 18, 21, 24)


def _fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@cache
def bip39_words() -> tuple[frozenset[str], ...]:
    """The BIP-39 word lists (accents folded), one set per language."""
    lists = []
    folder = resources.files("ltm_core.guard") / "wordlists"
    for language in BIP39_LANGUAGES:
        text = (folder / f"bip39-{language}.txt").read_text(encoding="utf-8")
        lists.append(frozenset(_fold(w) for w in text.split()))
    return tuple(lists)


@cache
def _seed_index() -> dict[str, int]:
    """Word -> bit mask of the BIP-39 lists it belongs to."""
    index: dict[str, int] = {}
    for bit, words in enumerate(bip39_words()):
        for word in words:
            index[word] = index.get(word, 0) | (1 << bit)
    return index


_ASCII_WORD_RE = re.compile(r"[a-z]+")
_SEED_RUN = b"\x01" * _SEED_LENGTHS[0]
_MANY_DIGITS_RE = re.compile(r"[0-9](?:[ -]?[0-9]){12}")
_HEX_ID_CHARS = frozenset("0123456789abcdefABCDEF-")


def _inside_hex_id(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` sits in a run of hex digits and dashes holding 32+ digits.

    A UUID (``b4ed4df5-5865-4994-9953-985c25d46902``) or a hex hash can hold a Luhn-valid
    run of 13+ digits; one in 6,000 random UUIDs did, and a message id refused as a card
    lost the whole turn. A card number is never glued to hex letters on both sides of a dash.
    """
    left, right = start, end
    while left > 0 and text[left - 1] in _HEX_ID_CHARS:
        left -= 1
    while right < len(text) and text[right] in _HEX_ID_CHARS:
        right += 1
    run = text[left:right]
    digits = sum(1 for c in run if c != "-")
    return digits >= 32 and any(c.isalpha() for c in run)


_WORD_RE = re.compile(r"[^\W\d_]+")


def _word_list(words: list[str]) -> bool:
    """The run is a list someone wrote, not a seed: in alphabetical order, or one first letter.

    A generated seed draws its words at random: twelve in order (one slip allowed) happen by
    chance about once in 100,000 seeds, all sharing a first letter far more rarely. Spelling
    lists, glossaries and word games are written that way ("cabin, cable, cactus, ...").
    """
    if len({word[:1] for word in words}) == 1:
        return True
    descents = sum(a > b for a, b in itertools.pairwise(words))
    return descents <= 1


def _named_list(text: str, run_start: int) -> bool:
    """The run is introduced as an ordinary list ("Kids' vocab list: apple, banana, ...").

    A vocabulary, spelling or shopping list can hold only BIP-39 words; a seed phrase is
    never called one. Any wallet word in the text (seed, mnemonic, recovery...) wins.
    """
    head = text[max(0, run_start - 80) : run_start]
    if _WORD_LIST_CUE_RE.search(head) is None:
        return False
    return _SEED_CUE_RE.search(text) is None


def _seed_run(text: str, run_start: int, run_len: int, run_words: list[str]) -> bool:
    """A run of listed words long enough for a seed, and neither a word list nor one named so."""
    return (
        run_len >= _SEED_LENGTHS[0]
        and not _word_list(run_words)
        and not _named_list(text, run_start)
    )


_SEED_GAP_RE = re.compile(r"[\s,;.:)(\-–—/|•*#\d]{1,8}")

_TOTP_WORDS = (
    "totp",
    "2fa",
    "two-factor",
    "two factor",
    "mfa",
    "authenticator",
    "setup key",
    "set-up key",
    "set up key",
    "setup code",
    "secret key",
    "otp",
    "one-time",
    "einrichtungsschlüssel",
    "clé de configuration",
    "clave de configuración",
    "chave de configuração",
    "ключ настройки",
    "セットアップキー",
    # the authenticator in other languages ("Zwei-Faktor-Schlüssel: B2Y3 HRK6 ...")
    "zwei-faktor",
    "zweifaktor",
    "2-faktor",
    "authentifikator",
    "authenticator-app",
    "double authentification",
    "double facteur",
    "deux facteurs",
    "authentificateur",
    "doble factor",
    "dos factores",
    "dos pasos",
    "autenticador",
    "dois fatores",
    "due fattori",
    "doppia autenticazione",
    "autenticatore",
    "twee-factor",
    "tweestaps",
    "dwuskładnikow",
    "dwuetapow",
    "двухфактор",
    "2фа",
    "二段階",
    "2段階",
    "双重验证",
    "两步验证",
    "二次验证",
    "2단계",
    "iki faktör",
    "iki adımlı",
    "tofaktor",
    "tvåfaktor",
    "kaksivaihe",
    "dvoufázov",
    "két lépcsős",
    "ثنائية",
    "דו-שלבי",
    "दो-चरण",
    # the key typed by hand when the QR code will not scan
    "manual key",
    "manual entry",
    "manually enter",
    "enter manually",
    "can't scan",
    "cannot scan",
    "won't scan",
    "manuelle eingabe",
    "saisie manuelle",
    "entrada manual",
    # "couldn't scan the QR so I typed the key manually: jp3g mf7r ...": the text under a
    # setup QR code; a base32 run of 16+ with a digit 2-7 must still follow
    "qr",
    "manually",
    "by hand",
    # "Enter this key in your app: QLD2 BPNF ...": the setup screen's own words
    "your app",
    "enter this key",
    "enter the key",
)
_BASE32_GROUPS_RE = (
    r"(?P<value>[A-Za-z2-7]{4,8}(?:(?: ?- ?| {1,2})[A-Za-z2-7]{4,8}){2,12}"
    r"|[A-Z2-7]{16,64}|[a-z2-7]{16,64})"
)
_OTPAUTH_RE = (
    r"otpauth://[ht]otp/[^\s?]{0,200}\?[^\s]{0,400}(?i:secret)=(?P<value>[A-Za-z2-7=]{8,256})"
)
_COOKIE_RE = (
    r"(?P<key>(?:__(?:[Ss]ecure|[Hh]ost)-)?[A-Za-z0-9_.-]{0,40}(?i:sess(?:ion)?(?:[_-]?id|[_-]?token|[_-]?key)?|sid|"
    r"remember[_-]?(?:me|token)|auth[_-]?token|access[_-]?token|refresh[_-]?token|"
    r"session-token|jwt))=(?P<value>[A-Za-z0-9%._:+/=~-]{16,1000})"
)
# Session cookies of large services under their own names (a browser's cookie export, a
# scraper's config): the name alone says "logged-in session", whatever the value looks like.
_BRAND_COOKIE_NAMES = (
    "NetflixId", "SecureNetflixId", "li_at", "steamLoginSecure", ".ROBLOSECURITY", "sp_dc",
    "sp_key", "c_user", "xs", "datr", "SAPISID", "APISID", "HSID", "SSID", "SIDCC",
    "user_session", "_gh_sess", "ct0", "auth_token", "twid", "FedAuth", "rtFa", "ESTSAUTH",
    "ESTSAUTHPERSISTENT", "cf_clearance", "sessionid_ss", "sid_tt", "sid_guard",
    "tt_sessionid", "PLAY_SESSION", "_twitch_session_id", "reddit_session", "token_v2",
    "__Secure-1PSID", "__Secure-3PSID", "__Secure-next-auth.session-token", "dotcom_user",
)  # fmt: skip
_BRAND_COOKIE_RE = (
    r"(?:^|[\s;\"'(,\[{])(?P<key>"
    + "|".join(re.escape(name) for name in _BRAND_COOKIE_NAMES)
    + r")=(?P<value>[A-Za-z0-9%._:+/=~-]{16,1000})"
)
COOKIE_KEYWORDS = (
    "sess", "sid=", "remember", "token=", "jwt=",
    *(name.lower() + "=" for name in _BRAND_COOKIE_NAMES),
)  # fmt: skip
"""Prefilter keywords of the cookie checks."""
# A raw private key named as one in prose or config: 32 bytes of hex (Ethereum, secp256k1,
# ed25519 seeds) or a Bitcoin WIF key. A public key, an address or a bare hash is not named so.
# The key word may carry its encoding in brackets ("private key (hex)"), and a WIF key is
# named by the format's own word ("WIF for the paper wallet: 5...").
_RAW_PRIVATE_KEY_RE = (
    r"(?:(?i:private|priv|secret|signing|wallet)[ \t_-]{0,2}(?i:key)"
    r"|\b(?i:wif)(?:[ \t_-]{0,2}(?i:key))?)"
    r"(?:[ \t]{0,2}\((?i:hex|wif|raw|base58|bytes|hex-encoded)\))?"
    r"(?:[ \t]{1,3}(?i:for|of|to)[ \t][^\n:=]{1,40}|[ \t]{1,3}(?i:is|was))?"
    r"[ \t]{0,3}[:=]?[ \t]{0,3}[\"'`]?"
    r"(?P<value>(?:0x)?[0-9a-fA-F]{64}|[5KL][1-9A-HJ-NP-Za-km-z]{50,51})\b"
)
# A BIP-32 extended private key (xprv, tprv, yprv, zprv and the multisig uprv/vprv...): base58
# of 111 characters. Its public twin (xpub...) is shared with watch-only wallets on purpose.
_EXTENDED_KEY_RE = re.compile(
    r"(?<![A-Za-z0-9])[xtyzuvYZUV]prv[1-9A-HJ-NP-Za-km-z]{100,112}(?![A-Za-z0-9])"
)
# A keypair file as a JSON byte array (Solana's id.json holds 64 bytes, a raw ed25519 or
# secp256k1 key 32): every number a byte. 64 random bytes are unmistakable; 32 numbers are
# also data (a pixel row, a histogram), so they need a key word near them.
_BYTE_ARRAY_RE = re.compile(r"\[\s{0,4}(?:\d{1,3}\s{0,4},\s{0,4}){31,63}\d{1,3}\s{0,4}\]")
_KEY_WORD_RE = re.compile(
    r"(?i)(?<!\w)(?:key\w*|keypair|wallet|solana|secret\w*|private|priv|seed|signer|id\.json)"
    r"(?!\w)"
)
# Recovery and backup codes: four or more codes of one length, each mixing letters and digits,
# set apart by two spaces, line breaks or commas (prose and ids use single spaces).
_CODE_LIST_RE = re.compile(
    r"(?<![\w-])[A-Za-z0-9]{4,12}(?:-[A-Za-z0-9]{4,6})?"
    r"(?:(?: {2,4}|[ \t]{0,3}\n[ \t]{0,3}|, ?)[A-Za-z0-9]{4,12}(?:-[A-Za-z0-9]{4,6})?){3,19}"
    r"(?![\w-])"
)
_CODE_SEP_RE = re.compile(r" {2,4}|[ \t]{0,3}\n[ \t]{0,3}|, ?")
_CODE_CUE_RE = re.compile(
    r"(?i)(?<!\w)(?:recovery|backup|back-up|emergency|scratch|one-time|single-use|works once|"
    r"work once|used once|use once|2fa|mfa|save these|keep these|store these)(?!\w)"
)
# Backup codes after their label, in any language, set apart by single spaces too:
# "AWS root MFA backup: 486593 411600 014924", "códigos de respaldo: 4829 1034 ...". The
# label says what the numbers are; the codes share one length (see ``_labelled_codes``).
_BACKUP_LABEL_RE = re.compile(
    r"(?i)(?:backup|back-up|recovery|emergency|scratch|2fa|mfa|two-factor|2-step|two-step|"
    r"sicherungs|wiederherstellung|notfall|respaldo|recuperaci[oó]n|recupera[cç][aã]o|"
    r"secours|r[ée]cup[ée]ration|sauvegarde|recupero|emergenza|herstelcode|noodcode|"
    r"zapasow|odzyskiw|awaryjn|резервн|восстановлен|аварийн|バックアップ|予備|备用|备份|恢复|"
    r"復原|备援|백업|복구|yedek|kurtarma|reservkod|reservekode|varmuus|palautus|záložní|"
    r"obnoven|ανάκτηση|εφεδρικ|zwei-faktor|2-faktor|doble factor|dos factores|deux facteurs|"
    r"due fattori|dois fatores|twee-factor|tweestaps|двухфактор|2段階|二段階)"
)
_BACKUP_CUES = (
    "backup", "back-up", "recover", "emergency", "scratch", "2fa", "mfa", "two-factor",
    "2-step", "two-step", "sicherungs", "wiederherstellung", "notfall", "respaldo", "recupera",
    "secours", "récup", "recup", "sauvegarde", "emergenza", "herstel", "noodcode", "zapasow",
    "odzyskiw",
    "awaryjn", "резервн", "восстановлен", "аварийн", "バックアップ", "予備", "备用", "备份",
    "恢复", "復原", "备援", "백업", "복구", "yedek", "kurtarma", "reserv", "varmuus", "palautus",
    "záložní", "obnoven", "ανάκτηση", "εφεδρικ", "faktor", "factor", "facteur", "fattori",
    "fatores", "tweestaps", "двухфактор", "段階",
)  # fmt: skip
_LABELLED_CODES_RE = re.compile(
    r"[^\n\d.!?]{0,32}?(?<![\w-])(?P<value>[A-Za-z]{0,11}\d[A-Za-z0-9]{0,11}(?:-[A-Za-z0-9]{3,6})?"
    r"(?:(?:[ \t]{1,4}|[ \t]{0,3}[,;|•·/][ \t]{0,3}|[ \t]{0,3}\n[ \t]{0,3})"
    r"[A-Za-z0-9]{1,12}(?:-[A-Za-z0-9]{3,6})?){1,19})(?![\w-])"
)
_LABELLED_SEP_RE = re.compile(r"[ \t]{0,3}[,;|•·/\n][ \t]{0,3}|[ \t]{1,4}")
_YEAR_RE = re.compile(r"(?:19|20)\d\d")
_HEX_DIGITS = frozenset("0123456789abcdefABCDEF-")
# A 32-byte hex key named a private key in any language ("la clé privée du wallet c'est
# 4b88...", "mein privater Schlüssel: ..."): the name is looked for (accents folded) in the
# 80 characters before the value. Hashes, transaction ids and addresses are never named so.
_HEX64_RE = re.compile(r"(?<![0-9A-Za-z])(?:0x)?[0-9a-fA-F]{64}(?![0-9A-Za-z])")
_PRIVATE_KEY_NAMES = (
    "private key", "privatekey", "private_key", "private-key", "privkey", "priv key", "priv_key",
    "secret key", "secret_key", "signing key", "wallet key", "cle privee", "cle secrete",
    "clave privada", "clave secreta", "llave privada", "chiave privata", "chiave segreta",
    "chave privada", "chave secreta", "privater schlussel", "privaten schlussel",
    "private schlussel", "privatschlussel", "geheimer schlussel", "geheimen schlussel",
    "prive sleutel", "privesleutel", "geheime sleutel", "klucz prywatny", "klucza prywatnego",
    "kluczem prywatnym", "prywatny klucz", "приватныи ключ", "приватного ключа", "закрытыи ключ",
    "закрытого ключа", "секретныи ключ", "приватнии ключ", "приватний ключ", "秘密鍵", "私钥",
    "私鑰", "개인 키", "개인키", "ozel anahtar", "gizli anahtar", "privat nøkkel",
    "privat nøgle", "privat nyckel", "privata nyckel", "yksityinen avain", "salainen avain",
    "soukromy klic", "soukromeho klice", "cheie privata", "ιδιωτικο κλειδι", "مفتاح خاص",
    "المفتاح الخاص", "מפתח פרטי", "המפתח הפרטי", "निजी कुंजी", "kunci pribadi", "kunci privat",
    "khoa rieng", "khoa bi mat", "privat kulcs", "titkos kulcs", "privat kljuc",
)  # fmt: skip
_FOLDED_KEY_NAMES = tuple(_fold(name) for name in _PRIVATE_KEY_NAMES)
_KEY_FILE_RE = re.compile(r"\.(?:pem|key|der|json|txt|asc|gpg|p12|pfx)(?!\w)")
_NOT_PRIVATE_KEY_RE = re.compile(
    r"(?i)(?:hash|sha\d|sha-|checksum|digest|fingerprint|address|adresse|direcci|indirizzo|"
    r"endere|txid|transaction|transacci|commit|public|publique|publica|pubblica|offentlich|"
    r"öffentlich|uuid)"
)
# Words that name a list of words, not a wallet: a seed phrase is never called so.
_WORD_LIST_CUE_RE = re.compile(
    r"(?i)(?<!\w)(?:vocab\w{0,8}|spelling|shopping|grocer\w{0,4}|flash ?cards?|word ?list|"
    r"words? of the (?:day|week)|sight words|ingredients|packing list|to-?do|menu|"
    r"vokabeln|wortliste|einkaufsliste|vocabulario|vocabulaire|vocabolario|lista de la compra|"
    r"liste de courses|lista della spesa|boodschappenlijst|woordenlijst|список покупок|"
    r"словарн\w{0,4}|kids'?|children'?s|homework|quiz|lesson)(?!\w)"
)
_SEED_CUE_RE = re.compile(
    r"(?i)(?<!\w)(?:seed|mnemonic|recovery|phrase|wallet|restore|metamask|ledger|trezor|"
    r"backup|bip-?39|secret|semilla|graine|frase|phrase|seme|семя|сид|助记词)"
)
_CARD_LABEL_RE = re.compile(r"(?i)(?:card|cc|visa|amex|mastercard|pan)$")
_CARD_RE = r"(?P<value>[0-9](?:[ -]?[0-9]){12,18})"
_NOT_CARD_CONTEXT = re.compile(
    r"(?i)(?:order|invoice|ticket|tracking|isbn|account|acct|reference|ref|booking|"
    r"confirmation|serial|phone|tel|iban|customer|member|policy|case|parcel|shipment|"
    r"transaction|receipt|number|no|nr|#)\W{0,4}$"
)
# An expiry date right after a card number: "03/30", ", exp 03/2030", " valid thru 11/27"
_EXPIRY_AFTER_RE = re.compile(
    r"[ \t,;:(-]{1,3}(?:(?i:exp\w{0,6}|valid(?: thru| through| until)?|gültig(?: bis)?|"
    r"ablauf\w{0,6}|vence|venc\w{0,8}|caduc\w{0,6}|scad\w{0,6}|validade|validit\w{0,3}|geldig tot|"
    r"срок|ważna do|mm/yy|mm/jj)"
    r"[ \t:.]{0,3})?(?:0[1-9]|1[0-2]) ?/ ?(?:20)?[0-9]{2}(?![0-9/])"
)
# A card's security code or PIN right after its number, in any language: "... CID 6898",
# "..., Prüfziffer 122", "... cryptogramme 421", "... PIN 4821". With the number before it,
# the word alone says "card" (a number that fails Luhn is a typo, still the card handed over).
_CODE_AFTER_RE = re.compile(
    r"[ \t,;:(/-]{1,3}(?:and |und |et |y |e |with |mit |avec |con )?(?:the |die |le |el |il |o )?"
    r"(?i:cvv2?|cvc2?|cvn|csc|cid|cav2|cvv/cvc|ccv|security code|sec code|"
    r"prüfziffer|prüfnummer|kartenprüf\w{0,8}|sicherheitscode|cryptogramme(?: visuel)?|"
    r"code de sécurité|code de securite|código(?: de)? seguridad|código cvv|código de segurança|"
    r"codice di sicurezza|codice cvv|beveiligingscode|kod cvv|kod cvc|код cvv|код cvc|"
    r"pin|pin code|code pin|geheimzahl|código pin|kod pin)"
    r"[ \t:.=#-]{0,3}(?:is |ist |est |es |é |è )?[0-9]{3,6}(?![0-9])"
)
# The processors' published test cards (Stripe, Braintree, Adyen, PayPal sandboxes): no bank
# issues them, and developers paste them all day ("4000 0000 0000 9995 always declines").
_TEST_CARDS = frozenset(
    {
        "4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222",
        "5200828282828210", "5105105105105100", "378282246310005", "371449635398431",
        "6011111111111117", "6011000990139424", "3056930009020004", "36227206271667",
        "3566002020360505", "6200000000000005", "4000000000000002", "4000000000009995",
        "4000000000009987", "4000000000009979", "4000000000000069", "4000000000000127",
        "4000000000000119", "4000000000000101", "4000000000000077", "4000000000003220",
        "4000002500003155", "4000000000000341", "4000000000003063", "4000002760003184",
        "4000008260003178", "4000000000000259", "4100000000000019", "4111111111111111",
        "4012888888881881", "4222222222222", "5431111111111111", "5500000000000004",
        "340000000000009", "30000000000004", "6011000000000004", "3530111333300000",
        "4005519200000004", "4009348888881881", "4012000033330026", "4012000077777777",
        "4217651111111119", "4500600000000061", "5425233430109903", "2222400070000005",
        "4988438843884305", "4166676667666746", "4646464646464644", "4000020000000000",
        "4000160000000004", "4000000760000002", "4000001240000000", "4000004840008001",
    }
)  # fmt: skip
_ISSUERS: tuple[tuple[str, tuple[int, ...]], ...] = (
    ("4", (13, 16, 19)),
    ("51", (16,)),
    ("52", (16,)),
    ("53", (16,)),
    ("54", (16,)),
    ("55", (16,)),
    ("34", (15,)),
    ("37", (15,)),
    ("6011", (16, 19)),
    ("65", (16, 19)),
    ("644", (16, 19)),
    ("645", (16, 19)),
    ("646", (16, 19)),
    ("647", (16, 19)),
    ("648", (16, 19)),
    ("649", (16, 19)),
    ("62", (16, 17, 18, 19)),
    ("36", (14,)),
    ("38", (14,)),
    ("300", (14,)),
    ("301", (14,)),
    ("302", (14,)),
    ("303", (14,)),
    ("304", (14,)),
    ("305", (14,)),
    ("35", (16, 19)),
)


# A session cookie named in prose ("my PHPSESSID cookie, expires next week: X", "the auth
# cookie value is X (cookie name laravel_session)"). Names a framework gives its session
# cookie stand alone; a generic name ("sessionid", "sid") or an adjective ("auth cookie")
# needs the word "cookie" too. The value is a token of 16+ on the same line, within reach.
_COOKIE_NAME_RE = re.compile(
    r"(?<![\w.-])(?:(?P<own>__(?:[Ss]ecure|[Hh]ost)-[\w.-]{1,40}|\.?ASPXAUTH|"
    r"ASP\.NET_SessionId|[A-Z]{0,6}SESS(?:ION)?ID|[A-Za-z0-9_]{0,20}[_.]sess(?:ion)?"
    r"(?:[_-]?id)?|connect\.sid|wordpress_logged_in\w{0,40}|remember_(?:web|user|token)\w{0,40})"
    r"|(?P<generic>(?i:session[_-]?id|sessionid|sid|session[_ -]token|session|auth|login|"
    r"jwt|access|remember[_-]?me)))(?!\w|-(?![Cc]ookie))"
)
_COOKIE_WORD_RE = re.compile(r"(?i)(?<!\w)cookies?(?!\w)")
_COOKIE_VALUE_RE = re.compile(r"(?<![\w%./:+=~-])[A-Za-z0-9%._:+/=~-]{16,1000}")
_COOKIE_REACH = 120


# Substrings one of the framework names holds: without one (and without "cookie") no name.
_COOKIE_ANCHORS = (
    "_sess", ".sess", "SESS", "SessionId", "ASPXAUTH", "__Secure-", "__Host-", "__secure-",
    "__host-", "connect.sid", "wordpress_logged_in", "remember_",
)  # fmt: skip
_CARD_CODE_CUES = (
    "cvv", "cvc", "cvn", "csc", "cav2", "ccv", "verification", "prüf", "cryptogramme",
    "security code", "sicherheitscode", "seguridad", "sécurité", "sicurezza", "segurança",
    "beveiligingscode", "zabezpieczający", "cid", "digits", "on the back",
)  # fmt: skip


def _prose_cookies(text: str, *, cookie_word: bool) -> list[SecretMatch]:
    """Session cookie values named in a sentence (see ``_COOKIE_NAME_RE``)."""
    found: list[SecretMatch] = []
    words = [m.span() for m in _COOKIE_WORD_RE.finditer(text)] if cookie_word else []
    for name in _COOKIE_NAME_RE.finditer(text):
        if name.group("generic") is not None and not any(
            abs(s - name.start()) <= 40 or abs(name.end() - e) <= 40 for s, e in words
        ):
            continue  # "the session id", "auth": only a cookie's name next to "cookie"
        line_start = text.rfind("\n", max(0, name.start() - _COOKIE_REACH), name.start()) + 1
        line_end = text.find("\n", name.end(), name.end() + _COOKIE_REACH)
        low = max(line_start, name.start() - _COOKIE_REACH)
        high = min(len(text), name.end() + _COOKIE_REACH) if line_end < 0 else line_end
        for m in _COOKIE_VALUE_RE.finditer(text, low, high):
            value = m.group().rstrip(".,;:)")
            if "=" in value.rstrip("="):
                value = value.rstrip("=").rsplit("=", 1)[-1]  # "PHPSESSID=X": the value
            if "://" in m.group() or _COOKIE_NAME_RE.fullmatch(value) or public_object_id(value):
                continue  # a URL (a cookie policy page), a cookie's own name, a public id
            if looks_like_token(value, min_len=16, min_entropy=3.0):
                found.append(SecretMatch("session_cookie", m.start(), m.start() + len(m.group())))
                break
    return found


# A card's security code (CVV, CVC, "the 3 digits on the back") after its word. The specific
# words stand alone; a generic one ("security code", "code on the back") needs a card word in
# its sentence ("we need 3 digits on the back of each jersey" is about shirts).
_CARD_CODE_RE = re.compile(
    r"(?i)(?<!\w)(?:(?P<own>cvv2?|cvc2?|cvn|csc|cav2|ccv|card verification (?:code|value|number)|"
    r"prüfnummer|prüfziffer|kartenprüfnummer|kartenprüfziffer|cryptogramme(?: visuel)?|"
    r"código cvv|código cvc|codice cvv|codice cvc|kod cvv|kod cvc|код cvv|код cvc)"
    r"|(?P<generic>security code|sicherheitscode|código de seguridad|code de sécurité|"
    r"codice di sicurezza|código de segurança|beveiligingscode|kod zabezpieczający|"
    r"cid|(?:3|4|three|four) digits|"
    r"(?:code|number|digits) on the back))(?!\w)"
    r"(?P<gap>[^\n.!?\d]{0,40}?)(?<![\d.,/$€£#-])(?P<value>\d{3,4})(?![\d.,/%:-]|[ \t]?(?:digits|"
    r"days|dollars|usd|eur|euros|€|\$|px|ms|am|pm|h|min|%))"
)
_CARD_WORD_RE = re.compile(
    r"(?i)(?<!\w)(?:card|cards|visa|mastercard|amex|maestro|discover|debit|credit|kreditkarte|"
    r"karte|tarjeta|carte|carta|cartão|kaart|revolut|monzo)(?!\w)|\d{4}[ -]\d{4}[ -]\d{4}"
)


def _card_codes(text: str) -> list[SecretMatch]:
    """Card security codes after their word (see ``_CARD_CODE_RE``)."""
    found: list[SecretMatch] = []
    for m in _CARD_CODE_RE.finditer(text):
        if m.group("generic") is not None:
            left = max(text.rfind(c, max(0, m.start() - 120), m.start()) for c in ".!?\n") + 1
            right = m.end() + 60
            if _CARD_WORD_RE.search(text, max(left, m.start() - 120), right) is None:
                continue
            if re.fullmatch(r"(?:19|20)\d\d", m.group("value")) and m.group("gap").strip():
                continue  # "4 digits for the PIN pad at the card shop 2024": a year in the talk
        found.append(SecretMatch("payment_card", m.start("value"), m.end("value")))
    return found


def _luhn_ok(digits: str) -> bool:
    total = 0
    for index, char in enumerate(reversed(digits)):
        value = int(char)
        if index % 2 == 1:
            value *= 2
            if value > 9:
                value -= 9
        total += value
    return total % 10 == 0


def _issuer_ok(digits: str) -> bool:
    if 2221 <= int(digits[:4]) <= 2720:
        return len(digits) == 16
    return any(digits.startswith(p) and len(digits) in lengths for p, lengths in _ISSUERS)


def _key_material(text: str, lowered: str) -> list[SecretMatch]:
    """Extended private keys and keypairs written as byte arrays (see the expressions)."""
    found: list[SecretMatch] = []
    if "prv" in lowered:
        for m in _EXTENDED_KEY_RE.finditer(text):
            found.append(SecretMatch("raw_private_key", m.start(), m.end()))
    if "[" in text and text.count(",") >= 31:
        for m in _BYTE_ARRAY_RE.finditer(text):
            values = [int(v) for v in re.findall(r"\d+", m.group())]
            if max(values) > 255 or len(values) not in (32, 64):
                continue
            keyed = _KEY_WORD_RE.search(text, max(0, m.start() - 60), m.start()) is not None
            if (len(values) == 64 and len(set(values)) >= 36) or (keyed and len(set(values)) >= 20):
                found.append(SecretMatch("raw_private_key", m.start(), m.end()))
    return found


def _code_lists(text: str) -> list[SecretMatch]:
    """Lists of recovery or backup codes (see ``_CODE_LIST_RE``)."""
    found: list[SecretMatch] = []
    for m in _CODE_LIST_RE.finditer(text):
        codes = _CODE_SEP_RE.split(m.group())
        if len({len(code) for code in codes}) != 1 or len(codes[0]) < 8:
            continue  # codes of one generator share one length
        mixed = sum(
            any(c.isdigit() for c in code) and any(c.isalpha() for c in code) for code in codes
        )
        if mixed < len(codes) - 1 or len({code.isupper() for code in codes}) != 1:
            continue  # words, numbers, or a mix of styles: a list of something else
        cue = _CODE_CUE_RE.search(text, max(0, m.start() - 80), min(len(text), m.end() + 40))
        hexy = all(_HEX_DIGITS.issuperset(code) for code in codes)
        lower = all(code == code.lower() for code in codes)
        if cue is None and (hexy or len(codes) < 5 or not lower):
            continue  # short hashes, SKUs, video ids, part numbers: a list of ids without a cue
        found.append(SecretMatch("recovery_codes", m.start(), m.end()))
    return found


_LABEL_END_RE = re.compile(
    r"(?i)(?:2fa|mfa|totp|otp|backup|key|code|secret|schlüssel|clé|clave)\W{0,3}\Z"
)
_VOWELS = frozenset("aeiouyAEIOUY")


def _letter_groups(text: str, start: int, value: str) -> bool:
    """Base32 groups with no digit right after a two-factor label ("2fa backup: tunj kclc ...").

    A base32 key of 16 letters has no digit one time in ten. Written in four or more groups
    of one length straight after its label, it differs from words by its consonant runs: a
    third of random groups have no vowel, almost no word does.
    """
    groups = value.split()
    if len(groups) < 4 or len({len(g) for g in groups}) != 1 or not value.isascii():
        return False
    if _LABEL_END_RE.search(text, max(0, start - 24), start) is None:
        return False
    voiceless = sum(not (_VOWELS & set(g)) for g in groups)
    return voiceless * 3 >= len(groups) and entropy("".join(groups)) >= 3.0


def _labelled_codes(text: str) -> list[SecretMatch]:
    """Backup codes right after their label (see ``_BACKUP_LABEL_RE``)."""
    found: list[SecretMatch] = []
    for label in _BACKUP_LABEL_RE.finditer(text):
        m = _LABELLED_CODES_RE.match(text, label.end())
        if m is None:
            continue
        value = m.group("value")
        codes = [code for code in _LABELLED_SEP_RE.split(value) if code]
        while len(codes) > 1 and len(codes[-1]) != len(codes[0]):
            codes.pop()  # a word after the list ("486593 411600 014924 thanks")
        length = len(codes[0])
        if len({len(code) for code in codes}) != 1 or len(set(codes)) != len(codes):
            continue
        digits_only = all(code.isdigit() for code in codes)
        if digits_only:
            # "486593 411600 014924"; four-digit groups only as a longer list of non-years
            if length < 5 and (len(codes) < 4 or any(_YEAR_RE.fullmatch(c) for c in codes)):
                continue
            if length == 5 and len(codes) < 3:
                continue  # "backup at 10:00, room 12345 12346": two numbers are not a list
            if len(codes) < 2:
                continue
        else:
            mixed = sum(any(c.isdigit() for c in code) and any(c.isalpha() for c in code)
                        for code in codes)  # fmt: skip
            if length < 6 or len(codes) < 2 or mixed < len(codes) - 1:
                continue
        end = m.start("value") + len(value)
        last = codes[-1]
        end = text.rfind(last, m.start("value"), end) + len(last)
        found.append(SecretMatch("recovery_codes", m.start("value"), end))
    return found


def _named_hex_keys(text: str) -> list[SecretMatch]:
    """64-hex private keys named so in any language (see ``_PRIVATE_KEY_NAMES``)."""
    found: list[SecretMatch] = []
    for m in _HEX64_RE.finditer(text):
        window = _fold(text[max(0, m.start() - 80) : m.start()]).replace("\n", " ")
        at = max(window.rfind(name) for name in _FOLDED_KEY_NAMES)
        if at < 0:
            continue
        if _NOT_PRIVATE_KEY_RE.search(window) is not None or _KEY_FILE_RE.search(window, at):
            continue  # "the private key's public address", "sha256 of private_key.pem"
        if entropy(m.group()) >= 3.0:
            found.append(SecretMatch("raw_private_key", m.start(), m.end()))
    return found


class MaterialDetector:
    """Seed phrases, TOTP keys, session cookies and payment cards."""

    rule_names: tuple[str, ...] = (
        "seed_phrase",
        "totp_seed",
        "session_cookie",
        "payment_card",
        "raw_private_key",
    )

    def __init__(self) -> None:
        self._otpauth = compile_builtin(_OTPAUTH_RE)
        self._base32 = compile_builtin(_BASE32_GROUPS_RE)
        self._cookie = compile_builtin(_COOKIE_RE)
        self._card = compile_builtin(_CARD_RE)
        self._raw_key = compile_builtin(_RAW_PRIVATE_KEY_RE)
        self._brand_cookie = compile_builtin(_BRAND_COOKIE_RE)

    @staticmethod
    def keywords() -> tuple[str, ...]:
        """Prefilter keywords of the TOTP checks (the cookie checks': ``COOKIE_KEYWORDS``)."""
        return (*_TOTP_WORDS, "otpauth://")

    def find(
        self,
        text: str,
        lowered: str,
        labels: set[str],
        rules: Collection[str],
        *,
        has_digit: bool = True,
    ) -> list[SecretMatch]:
        """Material in ``text`` (folded normalised); ``labels`` are the prefilter hits.

        ``has_digit`` is False when the caller saw no ASCII digit (no card number then).
        """
        found: list[SecretMatch] = []
        if "seed_phrase" in rules and text.count(" ") + text.count("\n") + text.count(",") >= 11:
            found.extend(self._seed(text, lowered))
        if "totp_seed" in rules and "totp" in labels:
            for m in self._otpauth.finditer(text):
                found.append(SecretMatch("totp_seed", *group_span(m, "value")))
            for m in self._base32.finditer(text):
                value = m.group("value")
                joined = value.replace(" ", "").replace("-", "")
                if (
                    len(joined) >= 16
                    and any(c in "234567" for c in joined)
                    and entropy(joined) >= 3.0
                    and not joined.isalpha()
                ) or _letter_groups(text, group_span(m, "value")[0], value):
                    found.append(SecretMatch("totp_seed", *group_span(m, "value")))
        if "session_cookie" in rules and "cookie" in labels:
            for cookie in (self._cookie, self._brand_cookie):
                for m in cookie.finditer(text):
                    value = m.group("value").rstrip(";")
                    if public_object_id(value):
                        continue  # "?session_id=cs_live_...": a Checkout Session id, not a cookie
                    if looks_like_token(value, min_len=16, min_entropy=3.0):
                        found.append(SecretMatch("session_cookie", *group_span(m, "value")))
        if "session_cookie" in rules and (
            "cookie" in lowered or any(name in text for name in _COOKIE_ANCHORS)
        ):  # "my PHPSESSID cookie, expires next week: X" ("session" alone costs nothing)
            found.extend(_prose_cookies(text, cookie_word="cookie" in lowered))
        if has_digit and "payment_card" in rules and any(c in lowered for c in _CARD_CODE_CUES):
            found.extend(_card_codes(text))  # "the security code on the back of my Visa is 621"
        if "raw_private_key" in rules and ("key" in lowered or "wif" in lowered):
            for m in self._raw_key.finditer(text):
                if entropy(m.group("value")) >= 3.0:
                    found.append(SecretMatch("raw_private_key", *group_span(m, "value")))
        if has_digit and "raw_private_key" in rules:
            found.extend(_key_material(text, lowered))
        if has_digit and "recovery_codes" in rules and ("  " in text or "\n" in text):
            found.extend(_code_lists(text))
        if has_digit and "recovery_codes" in rules and any(c in lowered for c in _BACKUP_CUES):
            found.extend(_labelled_codes(text))
        if has_digit and "raw_private_key" in rules and len(text) >= 64:
            found.extend(_named_hex_keys(text))
        if has_digit and "payment_card" in rules and _MANY_DIGITS_RE.search(text):
            found.extend(self._cards(text))
        return found

    @staticmethod
    def _seed(text: str, lowered: str | None = None) -> list[SecretMatch]:
        """Runs of 12+ words that all belong to one BIP-39 list (one pass, bit masks)."""
        index = _seed_index()
        if text.isascii():  # fast path: is there any run of 12 listed words at all?
            words = _ASCII_WORD_RE.findall(lowered if lowered is not None else text.lower())
            if len(words) < _SEED_LENGTHS[0]:
                return []
            flags = bytes(map(index.__contains__, words))  # one byte per word, 1 = listed
            if _SEED_RUN not in flags:
                return []
        found: list[SecretMatch] = []
        run_start = run_end = -1
        run_len = 0
        mask = 0
        run_words: list[str] = []
        for word in _WORD_RE.finditer(text):
            token = word.group(0)
            key = token.lower() if token.isascii() else _fold(token)
            bits = index.get(key, 0)
            gap_ok = (
                run_len > 0 and _SEED_GAP_RE.fullmatch(text[run_end : word.start()]) is not None
            )
            if bits and gap_ok and bits & mask:
                mask &= bits
                run_len += 1
                run_end = word.end()
                run_words.append(key)
                continue
            if _seed_run(text, run_start, run_len, run_words):
                found.append(SecretMatch("seed_phrase", run_start, run_end))
            run_start, run_end, run_len, mask = word.start(), word.end(), (1 if bits else 0), bits
            run_words = [key] if bits else []
        if (
            run_len >= _SEED_LENGTHS[0]
            and not _word_list(run_words)
            and not _named_list(text, run_start)
        ):
            found.append(SecretMatch("seed_phrase", run_start, run_end))
        return found

    def _cards(self, text: str) -> list[SecretMatch]:
        found: list[SecretMatch] = []
        for m in self._card.finditer(text):
            start = m.start()
            before = text[start - 1] if start > 0 else " "
            glued = (
                before.isdigit() or before in "+$€£-./:" or (before.isascii() and before.isalpha())
            )
            labelled = before == ":" and _CARD_LABEL_RE.search(text, max(0, start - 12), start - 1)
            if glued and not labelled:
                continue  # inside a hex id, a word, a time or a price; "card:N" is a card
            if _inside_hex_id(text, start, m.end()):  # a UUID's or a hash's digits
                continue
            raw = m.group("value")
            # The greedy run may have swallowed what follows the number ("... 2015 11/27",
            # an expiry): also try it cut at each separator, longest first.
            cuts = [len(raw)] + [i for i in range(len(raw) - 1, 12, -1) if raw[i] in " -"]
            for cut in cuts:
                if self._card_at(text, start, raw[:cut]):
                    found.append(SecretMatch("payment_card", start, start + cut))
                    break
        return found

    @staticmethod
    def _card_at(text: str, start: int, raw: str) -> bool:
        """Whether ``raw`` at ``start`` is a whole card number (Luhn, issuer, context)."""
        end = start + len(raw)
        if end < len(text) and (
            text[end].isdigit()
            or (text[end].isalpha() and text[end].isascii())
            or (text[end : end + 1] in ("-", ".", "/") and text[end + 1 : end + 2].isdigit())
        ):
            return False
        separators = {c for c in raw if not c.isdigit()}
        if len(separators) > 1:
            return False
        digits = raw.replace(" ", "").replace("-", "")
        if len(set(digits)) < 4 or digits in _TEST_CARDS:
            return False
        # An issuer we do not list (a new BIN range, a regional scheme), or a digit mistyped
        # so that Luhn fails, is a card all the same when its expiry date or its security
        # code follows it ("5812 4486 1774 1275, 03/30, 805", "3782 165821 30029 CID 6898").
        luhn = _luhn_ok(digits)
        if not (luhn and _issuer_ok(digits)) and not (
            (luhn or digits[0] in "23456")
            and (
                _EXPIRY_AFTER_RE.match(text, end, end + 40) is not None
                or _CODE_AFTER_RE.match(text, end, end + 48) is not None
            )
        ):
            return False
        context = text[max(0, start - 24) : start]
        return not (_NOT_CARD_CONTEXT.search(context) and "card" not in context.lower())
