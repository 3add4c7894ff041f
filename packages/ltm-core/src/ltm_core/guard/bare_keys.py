"""A generated key standing alone, with no credential word anywhere: "save this: 7hG#k2Lp9Qz".

A value is judged by its whole shape. Lowercase, uppercase, digits and a symbol that ids,
paths, prices and code do not use (``! # $ % & * ? @ ^ ~`` after its first character, ``+``
and ``=`` in a short token) mixed in one token of 8 to 64 characters, not mostly words, is
what password generators and people asked for a "strong" password produce, and what no
public identifier looks like: order,
ticket and invoice numbers, ISBNs, promo codes and flight numbers use capitals, digits and
dashes; hashes, UUIDs and commit ids are hex; wallet and contract addresses, video ids and
content ids are letters and digits only. Emails, mentions, URLs, paths and code (brackets,
quotes, ``=``) are left alone, and so are a credential word in leetspeak ("Pa$sw0rd") and
tokens in a sentence that frames them as an example, a story, advice or a hypothesis.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import math
import re

from ltm_core.guard.engine import compile_builtin
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.frames import NEGATION_RE, framed, named_other, sentence
from ltm_core.guard.lexicon import LANGUAGE_WORDS
from ltm_core.guard.values import (
    entropy,
    is_placeholder,
    is_reference,
    is_wordy,
    looks_like_scramble,
    word_like,
)

__all__ = [
    "ACCESS_CUE_RE",
    "ADVICE_RE",
    "RULE",
    "alnum_keys",
    "bare_key_shape",
    "bare_keys",
    "chunked_keys",
    "public_id",
]

RULE = "bare_key"

_KEY_SYMBOLS = "!#$%&*?@^~"
# "+" and "=" are base64's too (keys' fingerprints, checksums, blobs: 28 characters and
# more, often "="-padded): they count in a token of 24 characters at most.
_SHORT_SYMBOLS = "+="
_SHORT = 24
# The cue: a key symbol after a letter or digit ("?" and "!" only inside: "why?" is none).
_CUE_RE = re.compile(
    r"[A-Za-z0-9](?:[#$%&*@^~+=]|[!?'\"][!?'\"#$%&*@^~+=]*[A-Za-z0-9])|[A-Za-z0-9][()\[\]{}]|[()\[\]{}][A-Za-z0-9]"
    r"|(?:^|(?<=\s))[#$][A-Za-z0-9]"
)
_EDGE = "\"'`“”‘’«»()[]{}<>,.;:!?_"
_MARKDOWN = "*~"  # "**X**", "~~X~~": stripped in pairs only, a key may end with "*"
_CODE_CHARS = frozenset("()[]{}<>\"'`/\\|")
_BRACKETS = frozenset("()[]{}")
_SENTENCE_EDGE = "\"'`“”‘’«»,.;:?"
# A key/value pair or a formula ("retries=3", "x^2+y^2=Z"): the key/value rules judge those.
_ASSIGNMENT_RE = re.compile(r"[A-Za-z_][\w.-]{0,40}=|.*[+^].*=|.*=.*[+^]")
# A word inside a token keeps its case: "Recap", "great"; random letters switch case.
_WORD_RUN_RE = re.compile(r"[A-Z]?[a-z]{2,}")
_EMAIL_RE = re.compile(r"[^@\s]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+")
_MIN, _MAX = 8, 64
_HANDLE_RE = re.compile(r"[A-Za-z0-9_]+")
_LETTERS_RE = re.compile(r"[A-Za-z]+")
# A name's segments: an acronym, a capitalised or lowercase word, a letter, a number.
_SEGMENT_RE = re.compile(r"[A-Z]{2,}(?=[A-Z][a-z]|[0-9]|$)|[A-Z]?[a-z]+|[A-Z]|[0-9]+")
# The most frequent letter pairs of English words (standard frequency tables): about 60% of
# a name's pairs, one in six of a generator's.
_COMMON_PAIRS = frozenset(
    """
    th he in er an re on at en nd ti es or te of ed is it al ar st to nt ng se ha as ou io le
    ve co me de hi ri ro ic ne ea ra ce li ch ll be ma si om ur ca el ta la ns ge ly ei os no
    pe do su pa ec ac ot di ol tr sh ad ie ts mo ay ow ee oo un us pl im ir wo ke ck ab ga ag
    ap ex ph ey ut ul id il ig ok
    """.split()
)
_FORMULA_FREE = frozenset("!#$%&*?@~")
_QUOTES_INSIDE = frozenset("'\"`")
# Every quote inside, none after "=", "(", ":" or "," (where code opens a string).
_INNER_QUOTE_RE = re.compile(r"[^'\"`]+(?:(?<![=(\[{:,])['\"`](?![)\]}>,;])[^'\"`]+)+")
# Leetspeak folded back: "Pa$sw0rd", "P@s5c0de" are the credential word, not a value.
_LEET = str.maketrans({"0": "o", "@": "a", "4": "a", "3": "e", "$": "s", "5": "s", "1": "i"})
_LEET_WORD_RE = re.compile(r"[a-z]{4,}")
# Advice and hypotheses about keys: "if you need a strong one, use X", "such as X".
ADVICE_RE = re.compile(
    r"(?i)(?<!\w)(?:if|e\.g\.|eg|example|such as|like|strong|weak|sample|dummy|fake|"
    r"wenn|falls|si|se|beispiel|exemple|ejemplo|esempio|exemplo)(?!\w)"
)
# A condition after the value is when to use it, not a hypothesis about it: "try X if the
# first one fails", "try X and tell me if it lets you in" ("if you need one, use X" is);
# "like" after it says how to type it ("type it exactly like that").
_CONDITION_RE = re.compile(r"(?i)(?<!\w)(?:if|wenn|falls|si|se|like)(?!\w)")


# A negation steers away from a value when a verb of choosing follows it ("never use X",
# "don't pick X") or the value itself does ("not X"); "don't share: X", "X - don't tell
# anyone" and "never mind the old one: X" hand a real one over.
_CHOICE_AFTER_RE = re.compile(
    r"(?i)\W{0,3}(?:\w+\W{1,3}){0,3}?(?:use|using|used|pick|choose|chose|set|make|reuse|try|"
    r"type|put|write|go with|benutze|nimm|utilise|usa|use|usar|utilizza|gebruik|använd|brug)(?!\w)"
)


def _advised(said: str, at: int) -> bool:
    """The sentence gives advice or steers away from the value at ``at`` (see above)."""
    for advice in ADVICE_RE.finditer(said):
        if advice.start() < at or not _CONDITION_RE.fullmatch(advice.group()):
            return True
    for negation in NEGATION_RE.finditer(said):
        if negation.end() <= at <= negation.end() + 4:
            return True  # "not X"
        if _CHOICE_AFTER_RE.match(said, negation.end()):
            return True
    return False


def _leet_word(token: str) -> bool:
    """The token is a credential word typed in leetspeak ("Pa$sw0rd", "P@s5c0de")."""
    folded = token.lower().translate(_LEET)
    return any(word in LANGUAGE_WORDS for word in _LEET_WORD_RE.findall(folded))


def _shaped(token: str) -> bool:
    """Lower, upper, digit and an inner key symbol, at a generator's entropy."""
    if not _MIN <= len(token) <= _MAX or not token.isascii():
        return False
    if "://" in token or _EMAIL_RE.fullmatch(token):
        return False
    if _QUOTES_INSIDE.intersection(token) and _INNER_QUOTE_RE.fullmatch(token):
        # a quote between two letters or digits of a generated password ("vtLY0'SBzjD\"14")
        # is one of its symbols: the rest is judged without it (code quotes a string after
        # "=" or "(", prose at a word's edge: it's, "x")
        bare = token.replace("'", "").replace('"', "").replace("`", "")
        if _CODE_CHARS.intersection(bare) or _leet_word(bare):
            return False
        return _scrambled_alnum(bare) or _shaped(bare)
    if any(c in _CODE_CHARS for c in token):
        # brackets and quotes are code's, unless the whole token is scrambled all through
        # ("[S9Gy3u]XoW9!", "IdTn^M2{+iha20p"): no identifier mixes runs like those
        # (slashes, quotes and pipes stay code's, and base64's: fingerprints, public keys)
        if any(c in _CODE_CHARS - _BRACKETS for c in token) or len(token) > 40:
            return False
        return looks_like_scramble(token) and not _leet_word(token)
    if token[0] in "@#$":
        body = token[1:]
        if _HANDLE_RE.fullmatch(body):
            # a mention, a hashtag, a variable, unless its letters are scrambled all through
            # ("#uc5KWqPAU4": no tag or name switches case at every other letter)
            return _scrambled_alnum(body.replace("_", "")) and not _leet_word(body)
        if not _shaped(body):
            return False
    if is_placeholder(token) or is_reference(token):
        return False
    if "=" in token and _ASSIGNMENT_RE.match(token) and not _FORMULA_FREE.intersection(token):
        return False  # (a formula has no "#", "!", "%"...: "J#VBf=VTy0vXLdR=+fNm" is a key)
    letters = sum(c.isalpha() for c in token)
    runs = [r for r in _WORD_RUN_RE.findall(token) if len(r) >= 3 and _word_run(r.lower())]
    if letters >= 6 and sum(map(len, runs)) * 5 > letters * 3:
        return False  # mostly words: "Q&A2019Recap", "Wow!!Great74Job", a brand or a tag
    return _mixed_key(token)


def _word_run(run: str) -> bool:
    """A run of letters that reads as a word: a word's vowels and mostly common letter pairs.

    ("Recap", "Great"; not "Szya" or "Okkw" of ``8Yn#SzyaOkkwVP5``, a generator's letters.)
    """
    if not word_like(run):
        return False
    pairs = [run[i : i + 2] for i in range(len(run) - 1)]
    return sum(pair in _COMMON_PAIRS for pair in pairs) * 2 >= len(pairs)


def bare_key_shape(token: str) -> bool:
    """The token alone has a generated key's shape (symbols mixed in, or scrambled letters)."""
    return (_shaped(token) or _scrambled_alnum(token)) and not _leet_word(token)


def _mixed_key(token: str) -> bool:
    """Lower, upper, digit and a key symbol mixed in one token, at a generator's entropy."""
    lower = any(c.islower() for c in token)
    upper = any(c.isupper() for c in token)
    digit = any(c.isdigit() for c in token)
    symbol = any(c in _KEY_SYMBOLS for c in token[1:]) or (
        len(token) <= _SHORT
        and not token.endswith("=")
        and any(c in _SHORT_SYMBOLS for c in token[1:])
    )
    if not digit and len(token) >= 10:  # "Nj!j?X~DEJgi": two kinds of key symbol instead
        digit = len(set(token[1:]).intersection(_KEY_SYMBOLS)) >= 2
    return lower and upper and digit and symbol and entropy(token) >= 2.5


def _scrambled_alnum(token: str) -> bool:
    """Letters and digits a generator mixed, not a name: ``n9PKPD7eeHgrNm1p``.

    Three or more of each case and a digit, at high entropy, with the letter pairs of no
    language: names and tags made of words (``iPhone15ProMax``, ``BTS2023WorldTour``,
    ``GPT4Turbo``) are mostly common English letter pairs, or long word-sized segments
    with few changes of case, where a generated key switches case and class all through.
    """
    if not 10 <= len(token) <= _MAX or not token.isascii() or not token.isalnum():
        return False
    lower = sum(c.islower() for c in token)
    upper = sum(c.isupper() for c in token)
    digits = sum(c.isdigit() for c in token)
    if min(lower, upper) < 3 or digits < 1 or is_wordy(token):
        return False
    if entropy(token) < min(3.2, math.log2(len(token)) - 0.35):  # 10 places hold 3.3 at most
        return False
    pairs = [
        run[i : i + 2].lower() for run in _LETTERS_RE.findall(token) for i in range(len(run) - 1)
    ]
    common = sum(pair in _COMMON_PAIRS for pair in pairs) / max(1, len(pairs))
    kinds = [0 if c.islower() else 1 if c.isupper() else 2 for c in token]
    changes = sum(a != b for a, b in itertools.pairwise(kinds)) / (len(token) - 1)
    segment = len(token) / len(_SEGMENT_RE.findall(token))
    if common >= 0.35 or (common >= 0.1 and segment >= 2.9 and changes <= 0.5):
        return False
    return changes >= 0.3


# Versions and builds ("v18.2.0-rc#1Beta", "FW2.3.7#Rev4b"), file names with an extension
# ("notes_v2#Draft3.md"), CSS and Markdown ("#Fa3B2c!important", "**Bold**_x_~~y~~").
_NAMED_THING_RE = re.compile(
    r"[0-9]\.[0-9]|\.[A-Za-z][A-Za-z0-9]{1,4}\Z|!important|\*\*|~~|__|^v[0-9]"
)


def _named_thing(token: str) -> bool:
    """The token is a version, a file name or markup, whatever its symbols."""
    return _NAMED_THING_RE.search(token) is not None


def bare_keys(text: str) -> list[SecretMatch]:
    """Every generated-looking key of ``text`` (normalised), whatever the words around it."""
    found: list[SecretMatch] = []
    last_end = -1
    for cue in _CUE_RE.finditer(text):
        if cue.start() < last_end:
            continue
        start = cue.start()
        while start > 0 and not text[start - 1].isspace():
            start -= 1
        end = cue.end()
        while end < len(text) and not text[end].isspace():
            end += 1
        last_end = end
        raw = text[start:end]
        token = raw.strip(_EDGE)
        if token[:1] in _MARKDOWN:
            token = token.strip(_MARKDOWN).strip(_EDGE)
        if not _shaped(token) or _leet_word(token):
            # brackets and "!" at the ends may be the key's own ("[T7kq]Zm4Rw!")
            whole = raw.strip(_SENTENCE_EDGE)
            if whole == token or not _BRACKETS.intersection(whole) or not _shaped(whole):
                continue
            token = whole
        begin = start + raw.find(token)
        s_start, s_end = sentence(text, begin, begin + len(token))
        said = text[s_start:s_end]
        if framed(text, s_start, s_end) or _advised(said, begin - s_start):
            continue  # "for example Xk92!pqLz7 is strong", "never use X", "if ..., use X"
        if public_id(text, s_start, s_end, begin, begin + len(token)) or _named_thing(token):
            continue  # "order Ord#77Hk3Pz", "node v18.2.0-rc#1Beta", "IMG_2041#Edit3.HEIC"
        if ":" not in token and named_other(text.lower(), s_start, begin):
            continue  # "SSID at Mia's is FRITZ!Box-02D1, the password is on the box"
        found.append(SecretMatch(RULE, begin, begin + len(token)))
    return found


# A generated key written in dashed chunks so it can be read out or fits a line
# ("Dr-F23yL-GsEzK-SkSlV-..."): six or more chunks of one to eight letters and digits.
_CHUNKS_RE = compile_builtin(r"[A-Za-z0-9_]{1,8}(?:-[A-Za-z0-9_]{1,8}){5,60}")
# The joined key switches case and mixes digits all through; ids in dashed groups do not
# (UUIDs and hashes are lowercase hex, licence, ticket and order keys are capitals).
_WORD_CHUNK_RE = re.compile(r"[A-Z]?[a-z]{1,7}")
_CASE_FLIP_RE = re.compile(r"[a-z][A-Z0-9]|[A-Z][a-z0-9]|[0-9][A-Za-z]")


def chunked_keys(text: str) -> list[SecretMatch]:
    """Generated keys written in dash-separated chunks, judged on the chunks joined."""
    found: list[SecretMatch] = []
    for run in _CHUNKS_RE.finditer(text):
        start, end = run.span()
        if (start > 0 and not text[start - 1].isspace() and text[start - 1] not in _EDGE) or (
            end < len(text) and not text[end].isspace() and text[end] not in _EDGE
        ):
            continue  # part of a longer token: a path, a URL, a slug
        chunks = run.group().split("-")
        joined = "".join(chunks)
        if len(joined) < 24 or is_wordy(joined) or not joined.isascii():
            continue
        words = sum(len(c) for c in chunks if _WORD_CHUNK_RE.fullmatch(c) and word_like(c.lower()))
        if words * 3 >= len(joined):
            continue  # "How-To-Train-Your-Dragon-2019": a title or a slug made of words
        lower = sum(c.islower() for c in joined)
        upper = sum(c.isupper() for c in joined)
        digits = sum(c.isdigit() for c in joined)
        if min(lower, upper) < 4 or digits < 1 or entropy(joined) < 4.0:
            continue
        if len(_CASE_FLIP_RE.findall(joined)) * 5 < len(joined):
            continue  # "My-Big-Fat-Greek-Wedding-2": words, each capitalised once
        s_start, s_end = sentence(text, start, end)
        if public_id(text, s_start, s_end, start, end):
            continue  # "serial number SN-Ax7k-Qp2m-...", "course code MATH-101-Fa24-..."
        found.append(SecretMatch(RULE, start, end))
    return found


# A run of letters and digits standing alone (12 to 64), at a token's edges: the candidates of
# ``alnum_keys``. Words, numbers and ids of one case never get as far as the shape test.
# (After a space, a quote, a bracket, a colon or a pipe: "bob:X", "alice|X", "新的：X".)
_ALNUM_TOKEN_RE = re.compile(
    r"(?<![A-Za-z0-9_/\\.@$#%&+=~^-])[A-Za-z0-9]{10,64}(?![A-Za-z0-9_/\\@#$%&+=~^-])"
)
# The token is part of a URL, an address, a path or a file or domain name.
_LOCATOR_RE = re.compile(r"://|www\.|@|/|\\|\.[A-Za-z0-9]")
# Nouns that make a token a public id: an address, a hash, an order, a seat or a file, in the
# words just before it or after it ("order Ord#77Hk3Pz", "Battle.net tag Frost#1923",
# "X is my wallet address", "Bestellnummer X", "注文番号 X"). A bare "code" is an access
# code; a qualified one ("promo code", "error code", "friend code") is public.
_PUBLIC_NOUN_RE = re.compile(
    r"(?i)(?<![\w-])(?:address(?:es)?|addr|wallet|contract|tx|txid|txn|transaction|hash|"
    r"commit|sha\d*|md5|blake\w*|checksum|fingerprint|nonce|salt|iv|uuid|guid|etag|"
    r"ksuid|ulid|cuid2?|nanoid|snowflake|xid|"
    r"correlation|id|ids|ref|reference|order|ord|ticket|invoice|inv|tracking|booking|"
    r"reservation|confirmation|pnr|video|youtube|playlist|channel|doc|docs|document|file|"
    r"folder|cid|ipfs|link|url|sku|serial|model|part|product|item|listing|asin|case|claim|"
    r"request|trace|build|release|firmware|version|image|digest|container|pod|job|run|"
    r"issue|pr|branch|tag|error|err|gamertag|battletag|room|seat|gate|flight|"
    r"train|platform|terminal|parking|spot|card|rfc|section|ext|extension|course|class|"
    r"invite|referral|promo|coupon|voucher|no\.|nr\.?|"
    r"(?:friend|discount|zip|postal|area|country|status|exit|dress|gift|airport|station|"
    r"colou?r|meeting) codes?|"
    r"número|numero|numéro|numer|nummer|номер|заказ|pedido|commande|ordine|bestellung|"
    r"facture|factura|fattura|rechnung|adresse|dirección|indirizzo)(?![\w-])"
    r"|\w*(?:nummer|number|nr)(?!\w)|番号|号|번호|رقم|주문|注文|订单"
)
_NOUN_BEFORE, _NOUN_AFTER = 40, 24


def public_id(text: str, s_start: int, s_end: int, start: int, end: int) -> bool:
    """A public-id noun just before the token in its clause, or just after it in its sentence.

    (The clause, not the sentence, before it: "Part no. 74HC595N#Tr" ends a sentence at
    "no.", and "student ID 4471823, then X" names the number, not X.) A noun glued to the
    token counts too: "ext#42Ab", "Ord#77Hk3Pz".
    """
    floor = max(0, start - _NOUN_BEFORE)  # bounded: every token costs O(1)
    clause_start = max(text.rfind(c, floor, start) for c in "\n,;") + 1 or floor
    glued = _GLUED_NOUN_RE.match(text, start, end)
    return bool(
        (glued and _PUBLIC_NOUN_RE.fullmatch(glued.group(1)))
        or _PUBLIC_NOUN_RE.search(text, clause_start, start)
        or _PUBLIC_NOUN_RE.search(text, end, min(s_end, end + _NOUN_AFTER))
    )


_GLUED_NOUN_RE = re.compile(r"([A-Za-z][A-Za-z0-9]{1,11})[#@:]")


_HEX_RE = re.compile(r"(?:0x)?[0-9A-Fa-f]+")  # hashes, EIP-55 addresses (mixed-case hex)
_BASE58 = frozenset("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz")


def _encoded_text(token: str) -> bool:
    """Base64 of readable text or of a structure ("c2VlIGJy..."), not a generated key.

    Random keys decode to random bytes (about a third printable); what an encoder made from
    text or a page cursor decodes mostly printable. What the text says is judged on its own
    by the decoding stage.
    """
    if len(token) % 4 == 1:
        return False
    try:
        raw = base64.b64decode(token + "=" * (-len(token) % 4), validate=True)
    except (binascii.Error, ValueError):
        return False
    printable = sum(32 <= b < 127 or b in (9, 10, 13) for b in raw)
    # (a short key decodes printable by chance now and then: 12 bytes must all be)
    return printable == len(raw) or (len(raw) >= 15 and printable * 5 >= len(raw) * 4)


def alnum_keys(text: str, *, lone: bool = True) -> list[SecretMatch]:
    """Generated keys of letters and digits only, handed over with no credential word.

    "new one after the reset: n9PKPD7eeHgrNm1p", "the one for the shared drive -> X", or
    the key alone. Judged by shape (``_scrambled_alnum``) and by a hand-over or access cue
    near it (``ACCESS_CUE_RE``); a sentence that names the token
    as a public id ("my wallet address is ...", "order ...", "the video ...") or frames it
    as an example, advice or a story lets it through, and so do base58 strings of an
    address's length (25 or more characters with no ``0 O I l``: wallets, content ids).

    ``lone``: whether a key that is the whole text counts without a cue (a message pasted to
    keep); ``False`` for a structured field's value, where a lone token is an id.
    """
    found: list[SecretMatch] = []
    public_block = "-----BEGIN" in text and "PRIVATE" not in text
    # where the text's content starts and ends (a token there and nothing else is "alone")
    content_start = len(text) - len(text.lstrip(_ALONE_EDGE))
    content_end = len(text.rstrip(_ALONE_EDGE))
    for match in _ALNUM_TOKEN_RE.finditer(text):
        token = match.group()
        if not _scrambled_alnum(token) or _leet_word(token):
            continue
        # the white-space-delimited chunk around the token, looked at within 200 characters
        floor, ceiling = max(0, match.start() - 200), min(len(text), match.end() + 200)
        chunk_start = max(text.rfind(c, floor, match.start()) for c in " \n\t")
        chunk_start = floor - 1 if chunk_start < 0 else chunk_start
        chunk_end = min(
            (at for c in " \n\t" if (at := text.find(c, match.end(), ceiling)) >= 0),
            default=ceiling,
        )
        if _LOCATOR_RE.search(text, chunk_start + 1, chunk_end):
            continue  # "github.com/org/X", "X.example.com", "me@X", "files/X.pdf"
        near = max(0, match.start() - _CUE_BEFORE), min(len(text), match.end() + _CUE_AFTER)
        # a hand-over in words ("use this", "voici", "これ使って") says key, not address: a
        # random key of 25+ characters avoids "0 O I l" often enough to look like base58
        handed = len(token) >= _HANDED_MIN and _handed(text, match.start(), near)
        if (len(token) >= 25 and _BASE58.issuperset(token) and not handed) or _encoded_text(token):
            continue
        if token.startswith("AAAA") or public_block or _HEX_RE.fullmatch(token):
            continue  # an SSH public key's base64, a line of a certificate or public key
        s_start, s_end = sentence(text, match.start(), match.end())
        said = text[s_start:s_end]
        if public_id(text, s_start, s_end, match.start(), match.end()):
            continue
        if framed(text, s_start, s_end):
            continue
        if _advised(said, match.start() - s_start):
            continue
        alone = lone and (
            (match.start() <= content_start and match.end() >= content_end)
            or _alone_on_line(text, match.start(), match.end())
        )
        if not alone and not handed and not ACCESS_CUE_RE.search(text, *near):
            continue  # letters and digits are ids' shape too: only a hand-over says key
        found.append(SecretMatch(RULE, match.start(), match.end()))
    return found


def _alone_on_line(text: str, start: int, end: int) -> bool:
    r"""The token fills its line, or ends it after a short label's colon ("BIOS: X").

    A key pasted on a line of its own under a user name or an email ("Gmail: a@b.com\\nX"),
    or after a label, is handed over; an id on its own line is named (a public-id noun).
    """
    line_start = text.rfind("\n", max(0, start - 60), start) + 1
    if line_start == 0 and start > 60:
        return False
    line_end = text.find("\n", end, end + 60)
    line_end = len(text) if line_end < 0 and len(text) - end <= 60 else line_end
    if line_end < 0 or text[end:line_end].strip(_ALONE_EDGE + "🙂👍🤫😉"):
        return False
    before = text[line_start:start].rstrip(" \t\"'`“‘")
    return not before.strip(_ALONE_EDGE) or (before.endswith((":", "：")) and len(before) <= 32)


# Ids share a generated key's letters and digits (videos, tracks, files, records), so the
# words around the token must say it opens something or is being handed over: what it opens
# (a router, the NAS, prod, the bank), a verb of getting in (log in, unlock, type, enter), or
# the talk of a credential handed over (the new one after a reset, the same as the old one,
# keep this so I don't lose it). A message that is the token alone is a key pasted to keep.
ACCESS_CUE_RE = re.compile(
    r"(?i)(?<![\w-])(?:router|modem|wi-?fi|wlan|ssid|nas|laptop|computer|pc|mac|desktop|"
    r"phone|tablet|server|servers|prod|production|staging|vpn|ssh|admin|root|sudo|bank|"
    r"banking|account|portal|dashboard|console|vault|safe|alarm|panel|lock|locker|door|gate|"
    r"keypad|login|log[ -]?in|logon|sign[ -]?in|signin|get in|getting in|access|unlock|type|"
    r"typed|enter|tap|paste|creds?|credentials|secrets?|private|confidential|temp|temporary|"
    r"one-?time|reset|rotated|rotate|regenerated|changed|new one|old one|the one for|"
    r"same as|don't lose|do not lose|so i don't forget|don't forget|remember this|"
    r"remember it|save this|save it|keep this|keep it|store this|hold on to|hold onto|"
    r"don't share|do not share|don't tell|between us|locksmith|it gave|from it|it dept|"
    r"helpdesk|help desk|shared drive|the thing for|what you need|you'll need|you need this|"
    r"here (?:u|you|ya) go|here it is)"
    r"(?![\w-])"
)
_CUE_BEFORE, _CUE_AFTER = 160, 60
# A hand-over in the words of any language ("use this", "pasting it", "これ使って", "voici"),
# or an arrow pointing at the token: weaker cues than the ones above, so they count for a
# token of a generated key's length only (an id of 10-19 characters is the commoner thing).
_HANDED_MIN = 20
_HANDED_CUE_RE = re.compile(
    r"(?i)(?:(?<![\w-])(?:past(?:e|es|ed|ing)|use (?:this|that|these|it)|try (?:this|that)|"
    r"here'?s|here is|heres|dont lose|lose it|save (?:this|that|it)|saving (?:this|it)|"
    r"stash(?:ing)? (?:this|it)|keep (?:this|that)|for later|"
    r"usa (?:esto|este|esta|isso|isto|questo|questa)|use (?:isso|isto)|"
    r"aqu[ií] (?:est[aá]|tienes|tens)|gu[aá]rd(?:a|alo|ala|e) (?:esto|isso|isto)?|"
    r"utilise[sz]? (?:ça|ca|ceci|celui-ci)|voici|voil[aà]|"
    r"garde (?:ça|ca|ceci)|nimm (?:das|den|diesen|dieses)|hier (?:ist|is|er)|benutze|verwende|"
    r"gebruik (?:deze|dit|die)|bewaar|ecco|tieni|użyj|oto|zapisz|bunu kullan|işte|kaydet|"
    r"вот|используй|держи|сохрани|возьми|ось|тримай)(?![\w-])"
    r"|これ(?:を)?使って|これで|使って|どうぞ|保存して|用这个|用這個|给你|給你|存一下|"
    r"이거 ?써|이걸로|이거야|여기 ?있어|यह लो|इसे (?:use|इस्तेमाल)|استخدم هذا)"
)
_ARROWS = ("->", "→", "=>", "⇒", "➡", "➜", "-->")


def _handed(text: str, start: int, near: tuple[int, int]) -> bool:
    """A hand-over cue in any language near the token, or an arrow pointing at it."""
    if text[max(0, start - 6) : start].rstrip(" \t\"'`“‘").endswith(_ARROWS):
        return True
    return _HANDED_CUE_RE.search(text, *near) is not None


_ALONE_EDGE = " \t\n\"'`“”‘’«»()[]{}<>,.;:!?*-–—>"
