"""A memorable password near a password word, wherever the sentence puts it.

"it's oyster_saffron_34 - that's the password I use for ebay", "Dad uses tortoise5188 for
literally everything, including the bank password", "what's my amazon password? oh right,
pumpkinIndigo44". The value stands in no fixed slot, so its shape must say password: one or
two words run together with digits and perhaps a symbol, the way people make passwords
("cinnamon84", "Winston74!", "15toby%", "avocado_90"). The line must name a password, PIN
or login within a short reach, and the value's own sentence must not frame it (an example,
a story, advice) or steer away from it.

Product and model names glue words and digits too ("Windows11", "iPhone15", "Office365"):
they stand after a preposition or a determiner ("on my Windows11 laptop"), where a value
does not, and a version ("python3.11") carries a dot.
"""

from __future__ import annotations

import re

from ltm_core.guard.bare_keys import ACCESS_CUE_RE as _ACCESS_CUE_RE
from ltm_core.guard.bare_keys import ADVICE_RE as _ADVICE_RE
from ltm_core.guard.bare_keys import _advised
from ltm_core.guard.bare_keys import public_id as _public_id
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.frames import framed, named_other, negated, sentence
from ltm_core.guard.lexicon import _owned_pass
from ltm_core.guard.values import _FILE_EXTENSIONS, _HOST_OR_FILE_ENDS, _pronounceable
from ltm_core.text.lexical import STOP_WORDS

__all__ = [
    "RULE",
    "handed_passphrases",
    "memorable_values",
    "password_shape",
    "shaped_passwords",
]

RULE = "secret_disclosure"

# word(s) + 2-6 digits (+ symbols), or digits + word (+ symbols): "cinnamon84", "15toby%"
_MEMORABLE_RE = re.compile(  # not after "<" or "{": a placeholder ("<base64 of user:pass>")
    r"(?<![\w@#$%&*./\\:=+<{-])"
    r"(?:[A-Za-z]{3,20}(?:[_.-]?[A-Za-z]{2,20})?[_.-]?[0-9]{2,6}|[0-9]{2,4}[A-Za-z]{3,20})"
    r"[!#$%&*?@-]{0,2}(?![\w@#$%&*/\\:=+])"
)
_REACH = 80
# Words before a name, not a value: "on my Windows11", "the PS5", "for Office365".
_NAME_SLOT = frozenset(
    "on in at from via for with my the your our his her their an a of this that new old "
    "version v build model release update user username handle gamertag account profile as "
    "named called nick nickname id login".split()
)
# A noun after the credential word makes the phrase about something else.
_ABOUT_THE_WORD_RE = re.compile(
    r"[ \t-]{0,2}(?:reset|resets|rules?|hash\w*|field|fields|length|policy|policies|manager|"
    r"requirements?|digests?|flow|emails?|columns?|schema|strength|generator|change|changes|"
    r"expiry|expired|expires|history|complexity|prompt|form|page|screen|box|entry)(?!\w)"
)
# The value then named as an account: "raj73 is my username", "Pete38 (my gamertag)".
_ACCOUNT_NAME_RE = re.compile(
    r"[ \t(,]{1,3}(?:is[ \t]{1,3}(?:my|the|his|her|their|our)[ \t]{1,3})?"
    r"(?:user(?:name)?|login|handle|gamertag|account|profile|nick(?:name)?|id)(?!\w)"
)
_WORD_BEFORE_RE = re.compile(r"([A-Za-z]+)[^\w\n]{0,2}\Z")
_FAMILIES = ("password", "pin")
# A credential word or a dummy inside the value: "password123", "test1234", "example99".
_NOT_A_VALUE_RE = re.compile(r"(?i)pass|pwd|word|secret|example|sample|test|demo|dummy|admin|user")
# A value judged or rejected is talked about: "the form rejects Letmein99 as too common".
_JUDGED_RE = re.compile(
    r"(?i)(?<!\w)(?:reject\w*|refus\w*|banned|blocked|block-?list\w*|too (?:common|short|"
    r"simple|easy|obvious)|common(?:est)?|popular|cracked|guessable|top \d+)(?!\w)"
)
# Forgetting the password is no disclosure of it ("iPhone15 şifremi unuttum").
_FORGOT_RE = re.compile(
    r"(?i)(?<!\w)(?:forgot|forgotten|forget|vergessen|oublié|olvidé|olvidado|dimenticato|"
    r"esqueci|vergeten|glömt|glemt|zapomniałem|zapomniałam|забыл|забыла|unuttum|忘记|忘了|"
    r"忘れた)(?!\w)"
)
# A quoted value is talked about ("the password 'hunter22' is a meme"); a handed-over one
# is not quoted in chat.
_QUOTED_RE = re.compile("[\"'`“‘«]")


# The word ends a member path a command reads: ".data.password", ".db-password".
_MEMBER_RUN_RE = re.compile(r"\.[a-z0-9_-]{0,24}$")
# A member given a value ("db.pass = X", "spring.datasource.password: X"), not one read.
_ASSIGNED_RE = re.compile(r"[\w-]{0,4}[\"'\]]?[ \t]{0,4}(?:=|:|：)")


def memorable_values(
    text: str, lowered: str, hits: list[tuple[int, int, str]], families: dict[str, str]
) -> list[SecretMatch]:
    """Memorable passwords within reach of a password word of ``hits`` on the same line.

    Args:
        text: The normalised text.
        lowered: ``text`` lowercased.
        hits: Credential-word hits (start, end, word) of the prefilter.
        families: Credential word -> family (``LANGUAGE_WORDS``).
    """
    found: list[SecretMatch] = []
    seen: set[int] = set()
    for start, end, word in hits:
        if families.get(word) not in _FAMILIES:
            continue
        if word.isascii() and (
            (start > 0 and lowered[start - 1].isalnum())
            or (end < len(lowered) and lowered[end].isalnum())
        ):
            continue  # inside a word: "spinning", "passwordless"
        if word == "pass" and not _owned_pass(lowered, start):
            continue  # "the season pass unlocks Tier-100": a ticket, not a password
        member = _MEMBER_RUN_RE.search(lowered, max(0, start - 26), start) is not None
        if member and not _ASSIGNED_RE.match(lowered, end):
            continue  # a field a command reads: jsonpath='{.data.password}', jq '.password'
        if _ABOUT_THE_WORD_RE.match(lowered, end):
            continue  # "password reset", "password rules", "password hashing": not its value
        floor, ceiling = max(0, start - _REACH), min(len(text), end + _REACH)
        line_start = text.rfind("\n", floor, start) + 1 or floor  # bounded: O(1) per hit
        line_end = text.find("\n", end, ceiling)
        low, high = line_start, ceiling if line_end < 0 else line_end
        for match in _MEMORABLE_RE.finditer(text, low, high):
            at = match.start()
            value = match.group()
            if at in seen or "." in value.rstrip(".") or _NOT_A_VALUE_RE.search(value):
                continue
            if text[max(low, at - 3) : at].rstrip().endswith("|"):
                continue  # the next command of a pipeline: "... | base64 -d", "| sha256sum"
            if value.rstrip("!#$%&*?@-").upper() == value.rstrip("!#$%&*?@-"):
                continue  # capitals and digits: "SHA256", "AES256", "RFC2617", "FIFA23"
            before = _WORD_BEFORE_RE.search(lowered, max(line_start, at - 24), at)
            if before and before.group(1) in _NAME_SLOT:
                continue  # "on my Windows11", "user Jsmith1986", "sign in as Pete2007"
            if _ACCOUNT_NAME_RE.match(lowered, match.end()):
                continue  # "raj73 is my username"
            s_start, s_end = sentence(text, at, match.end())
            if named_other(lowered, max(s_start, line_start), at, start):
                continue  # "my login name is jkovacs67, the password I keep in the app"
            if framed(text, s_start, s_end) or negated(text, at):
                continue
            said = text[s_start:s_end]
            if _ADVICE_RE.search(said) or _JUDGED_RE.search(said) or _QUOTED_RE.match(text, at - 1):
                continue  # "a password like 'password123' is weak", "e.g. summer24"
            if _FORGOT_RE.search(said):
                continue  # "a password like 'password123' is weak", "e.g. summer24"
            seen.add(at)
            found.append(SecretMatch(RULE, at, match.end()))
    return found


# A passphrase a generator or a person built from words and digits, handed over with no
# password word: three or more words joined ("bramble-umber-mosaic347",
# "Lagoon_Glacier_Jigsaw543"), or two capitalised words run together with digits and a symbol
# ("WillowJigsaw1971%", "YonderMaple1974="). User names share the first shape, so a name
# slot before it ("log in as", "user", "account") lets it through.
_PASSPHRASE_RE = re.compile(
    r"(?<![\w@#$%&*./\\:=+-])"
    r"(?:(?:[A-Za-z]{3,12}[-_.+]){2,5}[A-Za-z]{3,12}[0-9]{2,6}[!#$%&*?@=]{0,2}"
    r"|(?:[A-Z][a-z]{2,11}){2,3}[0-9]{2,6}[!#$%&*?@=]{1,2})"
    r"(?![\w@#$%&*/\\:=+])"
)
_USER_SLOT_RE = re.compile(
    r"(?i)(?<!\w)(?:user(?:name)?s?|handle|login name|account name|log(?:ged)? in as|"
    r"sign(?:ed)? in as|as|e-?mail|id|named|called|name|nick(?:name)?|ssid|repo|branch|tag)"
    r"(?!\w)"
)


def handed_passphrases(text: str) -> list[SecretMatch]:
    """Passphrases of words and digits near a hand-over or access cue (see above)."""
    found: list[SecretMatch] = []
    for match in _PASSPHRASE_RE.finditer(text):
        at, end = match.start(), match.end()
        if _NOT_A_VALUE_RE.search(match.group()):
            continue
        s_start, s_end = sentence(text, at, end)
        if _USER_SLOT_RE.search(text, s_start, at):
            continue  # "my username on the server is john_doe_smith92", "named the wifi X"
        if not _ACCESS_CUE_RE.search(text, max(0, at - 160), min(len(text), end + 60)):
            continue
        said = text[s_start:s_end]
        if framed(text, s_start, s_end) or negated(text, at) or _ADVICE_RE.search(said):
            continue
        if _public_id(text, s_start, s_end, at, end) or _QUOTED_RE.match(text, at - 1):
            continue
        found.append(SecretMatch(RULE, at, end))
    return found


# A memorable password told by its shape alone, with no password word: dictionary words
# joined with symbols and digits the way people (and "memorable password" generators) build
# them. Candidates are runs of letters, digits and password symbols that hold a digit and
# start a white-space chunk (after a space, a quote, a bracket, a colon, an arrow or a
# slash); each is parsed once into words, digit groups and symbols (linear in its length).
_SHAPE_CHARS = r"[A-Za-z0-9!#$%&*?@^~._+-]"
_SHAPE_CANDIDATE_RE = re.compile(
    rf"(?<![^\s\"'`(\[{{<«“‘：→])(?={_SHAPE_CHARS}{{0,40}}[0-9]){_SHAPE_CHARS}{{5,48}}"
)
_PIECE_RE = re.compile(r"[A-Za-z]+|[0-9]+|[^A-Za-z0-9]+")
# A run of letters splits into words where the case changes: "gopher", "MARBLE", "Quokka".
_CASE_WORD_RE = re.compile(r"[A-Z]{2,}(?![a-z])|[A-Z]?[a-z]+")
# Symbols no identifier, slug, version or file name puts between words or at the end.
_STRONG_SYMBOLS = frozenset("!#$%&*?@^~")
_JOINERS = frozenset("._+-")
# "!" and "?" close sentences too: at the end of a value they count only with a cue.
_SENTENCE_MARKS = frozenset("!?")
# Where the chunk stops: white space, a closing quote or bracket, or the sentence's comma.
_CHUNK_END = frozenset(" \t\n\"'`)]}>,;”’»")
_WEAK, _STRONG = 1, 2
# A weak cue right before the value: a label's colon, "=", an arrow, a slash, a dash.
_LEAD_CUE_RE = re.compile(
    r"(?:[:：=/|>→]|::|->|=>|[—–-]|\b(?:here (?:u|you|ya) go|here it is))[ \t]*[\"'`“‘]?\Z"
)
_TRAIL_CUE_RE = re.compile(r"[\"'`”’]?[ \t]*(?:<-|←|<--)")
# Names of things that a words-and-digits slug names: apps, repos, networks, handles.
_NAME_NOUN_RE = re.compile(
    r"(?i)(?<!\w)(?:app|apps|heroku|project|repo|repository|branch|slug|container|docker|"
    r"pod|cluster|instance|host|hostname|server name|domain|site|bucket|channel|username|"
    r"user|handle|gamertag|tag|hashtag|nick(?:name)?|ssid|network|wi-?fi name|named|"
    r"called|title|song|album|band|file|folder|image|model|version|build|release|"
    r"login name|account name|log(?:ged)? in as|sign(?:ed)? in as|e-?mail|id|name)(?!\w)"
)


def _parse_shape(token: str) -> tuple[list[str], list[str], list[str]] | None:
    """Split ``token`` into (words, digit groups, symbol runs), or ``None`` if no such shape.

    Words are three letters or more in one case shape (lower, Title, UPPER); a camelCase
    run, an initial or a two-letter run ("np", "os", "v2") makes the token code or a name.
    """
    words: list[str] = []
    digits: list[str] = []
    symbols: list[str] = []
    for piece in _PIECE_RE.findall(token):
        if piece[0].isdigit():
            if len(piece) > 6:
                return None
            digits.append(piece)
        elif piece[0].isalpha():
            parts = _CASE_WORD_RE.findall(piece)
            if "".join(parts) != piece:
                return None
            for part in parts:
                if len(part) < 3 or not part.isascii():
                    return None
                words.append(part)
        else:
            if len(piece) > 2:
                return None
            symbols.append(piece)
    return words, digits, symbols


def password_shape(token: str) -> int:
    """How surely ``token`` is a memorable password by its shape: 0, weak (1) or strong (2).

    Strong: two words or more with a password symbol between two parts ("Biscuit!Quokka35",
    "22Kangaroo&gravy", "Grav?Otter?075", "79Zeppelin#biscuit"), words joined by ``. _ -``
    with digits and a closing ``# $ % & * @ ^ ~`` ("comet-gravy-178$", "Pretzel_gopher_398%"),
    a word, digits and a word in the other case ("gopher4207MARBLE?"), three capitalised
    words joined by dots and a short number ("Canyon.Maple.Cactus.3"), one word of four
    letters or more, digits and a closing symbol of those ("Summer2023$").
    Weak (a cue must say it is handed over): words joined by ``. _ -`` with digits
    ("walrus-comet-080", "Nebula.Kangaroo20", "quartz-dingo-mango-47": slugs, branch and
    app names share it), or a word, digits and a closing "!" or "?" ("Spring2020?").
    """
    parsed = _parse_shape(token)
    if parsed is None:
        return 0
    words, digits, symbols = parsed
    if not words or not digits or len(digits) > 2 or token[0] in _STRONG_SYMBOLS:
        return 0  # a hashtag, a mention, a variable, a price: "#Blessed2024", "$49.99"
    if token[0] in _JOINERS or token[-1] in _JOINERS:
        return 0
    inner_marks = symbols[:-1] if token[-1] in _STRONG_SYMBOLS else symbols
    if any(len(mark) > 1 for mark in inner_marks):
        return 0  # two marks end a value ("178$!"), never join words ("Wow!!Great74Job")
    lowered = [w.lower() for w in words]
    if any(w in STOP_WORDS or w in _VOCABULARY or not _pronounceable(w) for w in lowered):
        return 0  # "my-project-2024", "fix-login-bug-42", "np.float32"
    if len(set(lowered)) < len(lowered) or _NOT_A_VALUE_RE.search(token):
        return 0
    if any(not (w.islower() or w.istitle() or w.isupper()) for w in words):
        return 0
    if all(w.isupper() for w in words) and len(words) < 3:
        return 0  # "RTX4090", "SM-G991B", "H2SO4", "ISO-8859-1": capitals and digits
    trailing = token[len(token.rstrip("".join(_STRONG_SYMBOLS))) :]
    inner = token[: len(token) - len(trailing)]
    inner_strong = any(c in _STRONG_SYMBOLS for c in inner)
    joined_by = {c for s in symbols for c in s if c in _JOINERS}
    if _DIGIT_DOT_DIGIT_RE.search(token):
        return 0  # a version or a decimal: "v2.3.1", "3.14", "x86_64.5"
    if len(words) >= 2 and inner_strong:
        return _STRONG
    cases = {("u" if w.isupper() else "l" if w.islower() else "t") for w in words}
    if len(words) >= 2 and "u" in cases and len(cases) >= 2 and not joined_by:
        return _STRONG  # "gopher4207MARBLE?", "falcon1456SPARROW"
    closing = set(trailing)
    if len(words) >= 2 and joined_by and closing and not closing <= _SENTENCE_MARKS:
        return _STRONG  # "comet-gravy-178$", "Pretzel_gopher_398%"
    if (
        len(words) >= 3
        and joined_by == {"."}
        and all(w.istitle() for w in words)
        and len(digits[-1]) <= 3
        and token.rstrip("".join(_STRONG_SYMBOLS))[-1].isdigit()
    ):
        return _STRONG  # "Canyon.Maple.Cactus.3" (not "The.Big.Lebowski.1998": a year)
    if len(words) == 1 and len(words[0]) >= 4 and len(digits) == 1 and not symbols[:-1]:
        if inner != words[0] + digits[0]:
            return 0  # "2024Summer$": digits first is a year and a tag
        if closing and not closing <= _SENTENCE_MARKS and len(digits[0]) >= 2:
            return _STRONG  # "Summer2023$", "Winter2025#"
        if closing and len(digits[0]) >= 2:
            return _WEAK  # "Spring2020?", "Juniper4836!"
        return 0
    if len(words) >= 2 and (joined_by or len(cases) >= 2):
        return _weak_slug(words, digits, joined_by, token)  # not "sha256sum"
    return 0


def _weak_slug(words: list[str], digits: list[str], joined_by: set[str], token: str) -> int:
    """Words joined with digits: weak, unless the shape is a handle's, an app's or a brand's.

    Handles join words with ``_`` ("Shadow_Wolf_52"), Heroku names two lowercase words and
    four digits ("sleepy-meadow-1234"), brands and models glue capitalised words before a
    joiner ("FritzBox-7590"), and names two lowercase words and a short number
    ("pixel-pusher-61"): a value of those shapes needs a three-digit number or a third word.
    """
    if "_" in joined_by:
        return 0
    runs = [piece for piece in _PIECE_RE.findall(token) if piece[0].isalpha()]
    if joined_by and len(runs) != len(words):
        return 0  # a glued pair of capitalised words with a joiner: "FritzBox-7590"
    two_plain = len(words) == 2 and joined_by and all(w.islower() for w in words)
    if two_plain and len(digits[-1]) != 3:
        return 0  # "sleepy-meadow-1234", "pixel-pusher-61" (not "walrus-comet-080")
    return _WEAK


_DIGIT_DOT_DIGIT_RE = re.compile(r"[0-9]\.[0-9]|\A[vV][0-9]")
# Words of code, config and the web: a slug or a name holding one is no password.
_VOCABULARY = frozenset(
    """
    login user users admin root test demo example sample password pass secret token key
    config settings app api web www http https html json yaml feature fix bug bugfix hotfix
    release version build main master dev prod staging draft final copy backup report img
    image photo video file files doc docs pdf jpg png mov mp3 mp4 edit new old update
    patch branch merge issue ticket order invoice project team repo readme notes todo
    happy birthday blessed love life goals vibes mood min max chars char characters digits
    length long short sum
    """.split()
)


def _weak_cue(
    text: str, start: int, end: int, line_start: int, line_end: int, *, label: bool = False
) -> bool:
    """A weak sign of a hand-over around the value at ``start..end`` (see the module).

    A label's shape (``label``: "Form-Class-3", "Quote-Type2", two words and one digit) after
    only a verb of access ("the bank accepted X", "after the reset it's now X") is a document,
    tier or item label (round 10's ``label_handovers``); it needs a nearer cue.
    """
    before = text[line_start:start].rstrip(" \t\"'`“‘(")
    after = text[end:line_end].lstrip(" \t\"'`”’.!?,")
    if not before and (not after.strip(_EMOJI_AND_MARKS) or after[0] in _ASIDE_OPENERS):
        return True  # the value alone on its line, or first with an aside: "V (for the laptop)"
    if _LEAD_CUE_RE.search(text, max(line_start, start - 16), start):
        return True  # "for the nas: V", "new = V", "ssid / V", "→ V", "here u go V"
    if _TRAIL_CUE_RE.match(text, end):
        return True  # "V <- that gets you into the alarm app"
    opened, closed = text[start - 1 : start], text[end : end + 1]
    if opened and closed and opened in "\"'`“‘«" and closed in "\"'`”’»":
        return True  # "copy this exactly: `V`", 'It's "V" with a capital first letter'
    if label:
        return False
    return bool(_ACCESS_CUE_RE.search(text, max(0, start - 160), min(len(text), end + 60)))


_EMOJI_AND_MARKS = " \t.!?,;:()[]-–—🙂👍🤫😉😊🔑"
_ASIDE_OPENERS = "(-–—~🙂👍🤫😉😊🔑"


def shaped_passwords(text: str) -> list[SecretMatch]:
    """Memorable passwords told by their shape (``password_shape``), with no password word.

    A strong shape is refused wherever it stands; a weak one needs a cue of a hand-over
    (``_weak_cue``). Either is let through when its sentence frames it (an example, a story,
    advice), names it as a public id, a user name, an app, a repo or a network, or when the
    chunk is part of a URL, an address, a path or a file name.
    """
    found: list[SecretMatch] = []
    for match in _SHAPE_CANDIDATE_RE.finditer(text):
        start, end = match.span()
        if end < len(text) and text[end] not in _CHUNK_END:
            continue  # part of a longer chunk: a URL, a path, an address, code
        token = match.group()
        while token and token[-1] in ".,":
            token = token[:-1]  # the sentence's full stop: "BIOS: Otter8250."
        if token.endswith("...") or not token:
            continue
        end = start + len(token)
        strength = password_shape(token)
        if not strength:
            continue
        if text[start - 1 : start] == "@" or _MAIL_RE.search(token) or _file_or_host(token):
            continue  # an address or a file name: "dana@mail.com", "report_v2.pdf"
        closed_by = text[end : end + 1]
        if (
            strength == _WEAK
            and token[-1] in _SENTENCE_MARKS
            and closed_by
            and closed_by in ".,;:)"
        ):
            strength = _STRONG  # "Saffron_quartz_991!, luego": the "!" is the value's own
        line_start = text.rfind("\n", max(0, start - 200), start) + 1
        line_end = text.find("\n", end, end + 200)
        line_end = min(len(text), end + 200) if line_end < 0 else line_end
        s_start, s_end = sentence(text, start, end)
        said = text[s_start:s_end]
        clause = text[max(line_start, start - 40) : start]
        if _named_before(clause):
            continue  # "my heroku app: sleepy-meadow-1234", "user nightowl_92"
        if _NAME_NOUN_RE.match(text, end + 1) or _ACCOUNT_NAME_RE.match(text.lower(), end):
            continue  # "quartz-dingo-mango-47 app", "X is my username"
        if strength == _WEAK and (
            _NETWORK_NAMED_RE.search(text, max(s_start, _clause_start(text, start)), start)
            or not _weak_cue(text, start, end, line_start, line_end, label=_label_shape(token))
        ):
            continue  # "the Wi-Fi SSID at the office is ACME-Guest-384": a network's name
        if framed(text, s_start, s_end) or negated(text, start) or _advised(said, start - s_start):
            continue
        if _JUDGED_RE.search(said) or _public_id(text, s_start, s_end, start, end):
            continue
        found.append(SecretMatch(RULE, start, end))
    return found


# A label: two words and one digit ("Form-Class-3", "Quote-Type2", "Skin-Pack-3"); memorable
# passwords run two words into two digits or more ("Thistle-Lantern-81").
_LABEL_SHAPE_RE = re.compile(r"[A-Za-z][a-z]{1,13}[-_.][A-Za-z][a-z]{1,13}[-_.]?[0-9]")


def _label_shape(token: str) -> bool:
    """Whether ``token`` has a document, tier or item label's shape (see ``_weak_cue``)."""
    return _LABEL_SHAPE_RE.fullmatch(token) is not None


def _clause_start(text: str, start: int) -> int:
    """Where the value's clause starts: after the last "/", ",", ";" or "|" within 80."""
    floor = max(0, start - 80)
    return max(text.rfind(c, floor, start) for c in "/,;|") + 1 or floor


_NETWORK_NAMED_RE = re.compile(
    r"(?i)(?<!\w)(?:ssid|network name|wi-?fi name|network (?:is )?called|network (?:is )?named)"
    r"(?!\w)"
)
_MAIL_RE = re.compile(r"@[A-Za-z0-9-]+\.[A-Za-z]")
# Filler between a naming noun and the name: "the app is X", "repo called X", "network: X".
_FILLER = r"(?:[\s:=\"'`“(]+(?:is|was|name|called|named|now|id|at|on|=|:))"
_NAMED_BEFORE_RE = re.compile(
    rf"{_NAME_NOUN_RE.pattern}{_FILLER}{{0,3}}[\s:=\"'`“(]*\Z",
)


def _named_before(clause: str) -> bool:
    """A noun naming an app, a repo, a network or a user stands right before the value."""
    return _NAMED_BEFORE_RE.search(clause) is not None


# What ends a file or host name after its last dot: "report_v2.pdf", "casa-5g.local".
_NAME_ENDS = (
    _HOST_OR_FILE_ENDS
    | _FILE_EXTENSIONS
    | frozenset("jpg jpeg heic gif webp mov mp3 mp4 wav pptx iso dmg apk exe local lan".split())
)


def _file_or_host(token: str) -> bool:
    """The token ends with a file extension or a domain ending ("IMG_2041.JPG")."""
    stem, dot, end = token.rpartition(".")
    return bool(dot and stem) and end.lower() in _NAME_ENDS
