"""Seeded generators of credentials told by their shape alone (guard11s), with look-alikes.

Secrets, ``(text, family)``, none with a credential word:

* ``memorable_strong``: dictionary words joined with password symbols and digits in every
  arrangement (word/symbol/word/digits, digits first, three words, truncated words, a
  closing symbol, a word, digits and a word in capitals, capitalised words joined by dots
  and a short number, a word, a year and a closing ``$``), in any chat sentence;
* ``memorable_weak``: words joined by ``. _ - +`` with digits, or a word, digits and a
  closing "!" or "?", with only a weak cue: a label's colon, an arrow, "=", a slash, quotes,
  "here u go", the value alone on its line or first with an aside;
* ``generated``: scrambles of 10-20 characters with three or four classes in a chat
  sentence, and random mixed-case letters and digits of 12-24 alone on a line or after a
  label's colon.

Benign, ``(text, family)``: what shares those shapes: user names and gamertags, app and
container names, slugs and branches, hashtags, brands, code, versions and builds, file
names, emails, URLs with query strings, regular expressions, formulas, times, dates,
prices, model numbers, emoticons, video ids in URLs, product keys talked about, chemistry,
scores, band names, song titles and Wi-Fi network names, with the same weak cues.
"""

from __future__ import annotations

import random
import string

# Words of this generator only (the blind sets' writers chose their own).
_WORDS = (
    "acorn badger bamboo banjo barley beetle bonsai brisket cashew cedar chutney cobra "
    "cocoa condor coral cricket crumpet dingo donut falcon ferret fig gecko ginger hammock "
    "hazel iguana jackal jasmine kiwi koala lemur lentil lobster lychee mammoth mango "
    "meerkat mocha narwhal nectar noodle oyster panda papaya parsnip pelican penguin pickle "
    "puffin quinoa raccoon radish saffron salmon sardine sherbet sloth tapir toffee turnip "
    "vulture waffle wombat yak zebra"
).split()
_STRONG_SYMS = "!#$%&*?@^~"
_CLOSERS = "#$%&*@^~"


def _word(rng: random.Random, case: str = "any") -> str:
    word = rng.choice(_WORDS)
    case = rng.choice(("lower", "title", "title")) if case == "any" else case
    return word.title() if case == "title" else word.upper() if case == "upper" else word


def _truncated(rng: random.Random) -> str:
    word = _word(rng, "title")
    return word[: rng.randint(4, max(4, len(word)))] if len(word) > 4 else word


def _digits(rng: random.Random, low: int = 2, high: int = 3) -> str:
    return "".join(rng.choice(string.digits) for _ in range(rng.randint(low, high)))


def memorable_strong_value(rng: random.Random) -> str:
    """A memorable password whose shape alone says password (see the module)."""
    sym = rng.choice(_STRONG_SYMS)
    a, b, c = (_word(rng, case) for case in ("any", "any", "any"))
    while len({a.lower(), b.lower(), c.lower()}) < 3:
        a, b, c = (_word(rng) for _ in range(3))
    shapes = (
        lambda: f"{_word(rng, 'title')}{sym}{_word(rng, 'title')}{_digits(rng)}",
        lambda: f"{_digits(rng)}{_word(rng, 'title')}{sym}{_word(rng, 'lower')}",
        lambda: f"{_truncated(rng)}{sym}{_word(rng, 'title')}{sym}{_digits(rng, 3, 3)}",
        lambda: f"{a}{sym}{b}{sym}{c}{_digits(rng, 1, 2)}",
        lambda: f"{a.lower()}-{b.lower()}-{_digits(rng, 3, 3)}{rng.choice(_CLOSERS)}",
        lambda: f"{a.title()}_{b.lower()}_{_digits(rng, 3, 3)}{rng.choice(_CLOSERS)}",
        lambda: f"{a.lower()}{_digits(rng, 4, 4)}{b.upper()}{rng.choice('?!#$')}",
        lambda: f"{a.title()}.{b.title()}.{c.title()}.{rng.randint(1, 9)}",
        lambda: f"{_word(rng, 'title')}{rng.randint(2015, 2026)}{rng.choice('$#%&*')}",
        lambda: f"{a.title()}{sym}{b.title()}{_digits(rng)}{rng.choice('!?')}",
    )
    return rng.choice(shapes)()


def memorable_weak_value(rng: random.Random) -> str:
    """Words joined with digits that a slug shares: refused only with a hand-over cue."""
    a, b, c = rng.sample(_WORDS, 3)
    shapes = (
        lambda: f"{a}-{b}-{_digits(rng, 3, 3)}",
        lambda: f"{a}-{b}-{c}-{_digits(rng, 2, 2)}",
        lambda: f"{a.title()}.{b.title()}{_digits(rng)}",
        lambda: f"{_digits(rng)}{a.title()}.{b}",
        lambda: f"{a.title()}_{b}_{_digits(rng, 3, 3)}!",
        lambda: f"{a.title()}{rng.randint(1000, 9999)}{rng.choice('!?')}",
        lambda: f"{a.title()}+{b}{_digits(rng)}",
    )
    return rng.choice(shapes)()


def scramble(rng: random.Random) -> str:
    """A generated password: 10-20 characters, three or four classes, symbols inside."""
    pools = [string.ascii_lowercase, string.ascii_uppercase, string.digits, _STRONG_SYMS]
    while True:
        chars = [rng.choice(p) for p in pools]
        everything = string.ascii_letters + string.digits + _STRONG_SYMS + "._"
        chars += [rng.choice(everything) for _ in range(rng.randint(6, 16))]
        rng.shuffle(chars)
        value = "".join(chars)
        if value[0].isalnum() and value[-1] not in "._":
            return value


def alnum_key(rng: random.Random) -> str:
    """Random mixed-case letters and digits, 12-24 (a generator's "no symbols" setting)."""
    while True:
        chars = [
            rng.choice(string.ascii_letters + string.digits) for _ in range(rng.randint(12, 24))
        ]
        value = "".join(chars)
        if (
            sum(c.islower() for c in value) >= 3
            and sum(c.isupper() for c in value) >= 3
            and any(c.isdigit() for c in value)
        ):
            return value


_THINGS = (
    "the nas",
    "the shared spotify",
    "grandma's tablet",
    "the printer portal",
    "the family disney+",
    "my old laptop",
    "the camera app",
    "the school portal",
    "the team drive",
)

# Any chat sentence: the strong shape needs no cue.
_ANY_FRAMES = (
    "{v}",
    "new one for {t}: {v}",
    "ok it's {v} — write it down somewhere",
    "Changed it to {v} 👍",
    "{v} is what I set for {t}",
    "tried {v}, it worked",
    "we're all using {v} for {t}",
    "keychain says {v} for {t}",
    "she said use {v} for {t}",
    "I changed it to {v} last night",
    "it's {v} (capital first letter)",
    "got in with {v} finally",
    "{t} → {v}",
    "> what's the one for {t}?\n{v}",
    "copy this exactly: `{v}`",
    'It\'s "{v}" with a capital first letter',
    "for future me: {v}",
    "Puedes entrar con {v}, luego lo cambio",
    "Je kunt inloggen met {v}, morgen verander ik het",
    "pls remember for me: {v} ({t})",
)

# Weak cues only.
_WEAK_FRAMES = (
    "{v}",
    "for {t}: {v}",
    "{t} → {v}",
    "{t} -> {v}",
    "reset done. new = {v}",
    "here u go {v}",
    "here ya go: {v}",
    "`{v}`",
    '"{v}" without the quotes',
    "{v} <- that gets you into {t}",
    "{v} (for {t}, the old one didn't work)",
    "ssid: Casa Luna / {v}",
    "just so you have it:\n\n{v}",
    "Gmail: tomas.b@gmail.com\n{v}",
)

_GENERATED_FRAMES = (
    "try {v} and tell me if it lets you in",
    "the thing you need for {t} is {v}",
    "try {v} if the first one fails",
    "here u go {v}",
    "{t}: {v}",
    "just to not forget:\n\nuser: l.moreau\n{v}",
    "copy this exactly: {v}",
    "it's {v} now",
)

_ALNUM_FRAMES = (
    "{v}",
    "BIOS: {v}",
    "here u go {v}",
    "Gmail: tomas.b@gmail.com\n{v}",
    "router\n{v}",
    "for {t}:\n{v}",
)


def secrets(rng: random.Random, rounds: int = 4) -> list[tuple[str, str]]:
    """Every secret family, ``rounds`` values per frame."""
    rows: list[tuple[str, str]] = []
    for _ in range(rounds):
        for frame in _ANY_FRAMES:
            value = memorable_strong_value(rng)
            rows.append((frame.format(v=value, t=rng.choice(_THINGS)), "memorable_strong"))
        for frame in _WEAK_FRAMES:
            value = memorable_weak_value(rng)
            rows.append((frame.format(v=value, t=rng.choice(_THINGS)), "memorable_weak"))
        for frame in _GENERATED_FRAMES:
            value = scramble(rng)
            rows.append((frame.format(v=value, t=rng.choice(_THINGS)), "generated"))
        for frame in _ALNUM_FRAMES:
            value = alnum_key(rng)
            rows.append((frame.format(v=value, t=rng.choice(_THINGS)), "generated"))
    return rows


# -- look-alikes --------------------------------------------------------------------------

_HANDLES = (
    "nightowl_{n}",
    "xX_Sniper_Xx{n}",
    "gamer_bro_{n}",
    "dana.k{n}",
    "Shadow_Wolf_{n}",
    "pixel-pusher-{n}",
    "the_real_mango{n}",
)
_APP_NAMES = (
    "sleepy-meadow-{n4}",
    "eager-turing-{n}",
    "floating-river-{n4}",
    "quiet_hopper_{n}",
    "ancient-brook-{n4}",
)
_SLUGS = (
    "fix/login-bug-{n}",
    "feature/add-user-{n}",
    "my-project-{year}",
    "release-{year}-{n}",
    "hotfix/issue-{n}",
    "best-pizza-in-town-{year}",
)
_NAMED = (
    "#Blessed{year}",
    "#ThrowbackThursday{n}",
    "AT&T",
    "H&M",
    "Yahoo!",
    "E*Trade",
    "C#",
    "F#",
    "C++{n}",
    "blink-182",
    "Sum41",
    "Rock&Roll",
    "Guns N' Roses",
    "Matchbox20",
    "Maroon5",
    "AC/DC",
    "B&Q",
    "M&S",
    "Q&A{year}",
)
_CODE = (
    "np.float32",
    "os.path.join",
    "self.x1",
    "a&&b",
    "i++",
    "x!=y",
    "foo?.bar",
    "arr[i]+=2",
    "x**2",
    "re.sub(r'\\d+', '', s)",
    "v2.3.1-rc1",
    "utf-8",
    "x86_64",
    "H.264",
    "ISO-8859-1",
    "python3.12",
    "node18",
    "ubuntu-24.04",
    "report_v2.pdf",
    "IMG_{n4}.JPG",
    "Screenshot_{year}-03-14.png",
    "backup-{year}-12-01.tar.gz",
)
_MISC = (
    "3x+2=11",
    "3:30pm",
    "12/03/{year}",
    "${n}.99",
    "RTX4090",
    "SM-G991B",
    ":-D",
    "<3",
    "^_^",
    "H2SO4",
    "C6H12O6",
    "3-1",
    "112-108",
    "Casa-5G",
    "FritzBox-7590",
    "TP-Link_{n4}",
    "NETGEAR{n}-5G",
    "Route66",
    "Windows11",
    "iPhone15",
    "PS5",
    "COVID-19",
    "Covid19",
    "MP3",
    "4K",
    "B12",
    "W-2",
    "1099-NEC",
)
_LOOKALIKE_FRAMES = (
    "{x}",
    "my gamertag is {x}, add me",
    "add me: {x}",
    "the app is {x}",
    "heroku app: {x}",
    "deployed to {x} last night",
    "branch → {x}",
    "check out {x}!",
    "we listened to {x} all the way home",
    "the SSID at the office is {x}",
    "is it {x} or something else?",
    "note: {x}",
    "he kept typing {x} in the chat",
    "{x} (the old one)",
    "saw {x} trending today",
    "filed under {x}",
    '"{x}" is such a good song',
    "we beat them {x} in the final",
    "the formula was {x}",
    "meet at {x} tomorrow",
)
_SENTENCES = (
    "my email is tomas.b{n}@gmail.com, write me",
    "the link is https://example.com/search?q=shoes&page={n}&sort=price",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t={n}s is the one I meant",
    "https://drive.google.com/file/d/1aB2cD3eF4gH5iJ6kL7mN8oP9qR0sT/view?usp=sharing",
    "the regex ^[A-Z]{{2}}\\d{{4}}$ matches the plate",
    "use \\b\\w+@\\w+\\.com\\b to find emails",
    "the product key is on a sticker under the laptop, don't lose it",
    "Windows wants a 25-character product key, where do I find mine?",
    "we won {n}-{n2} against the Falcons!",
    "the bill came to ${n}.50 each",
    "flight BA{n4} lands at 6:45pm",
    "I paid €{n},99 for it, not bad",
    "order #{n4}{n} shipped today",
    "the Lakers won 112-108 last night",
    "set the timer for 3:30pm and 5:15pm",
    "our wifi is called Casa-5G now",
    "connect to FritzBox-7590 then open the app",
    "my username is nightowl_{n} on discord",
    "chapter 12: the return",
    "level up! reached lvl{n} with my main",
    "lol :-D that was great ^_^ <3",
    "she named the cat Biscuit, and the dog Mango",
    "Episode S02E{n}: the pickle one",
    "git checkout -b fix/login-bug-{n}",
    "docker run --name eager_turing nginx",
    "pip install numpy==1.26.{n}",
    "the answer is 3x+2=11 so x=3",
    "dimensions: 1920x1080@60Hz",
    "coordinates 48.8566,2.3522",
    "score was 21-{n} at halftime!",
)


def _fill(template: str, rng: random.Random) -> str:
    return template.format(
        n=rng.randint(2, 99),
        n2=rng.randint(0, 9),
        n4=rng.randint(1000, 9999),
        year=rng.randint(2015, 2026),
    )


def benign(rng: random.Random, rounds: int = 2) -> list[tuple[str, str]]:
    """Look-alikes of every secret shape in the same weak-cue frames."""
    rows: list[tuple[str, str]] = []
    things = _HANDLES + _APP_NAMES + _SLUGS + _NAMED + _CODE + _MISC
    for _ in range(rounds):
        for thing in things:
            frame = rng.choice(_LOOKALIKE_FRAMES)
            rows.append((frame.format(x=_fill(thing, rng)), "lookalike"))
        for sentence in _SENTENCES:
            rows.append((_fill(sentence, rng), "sentence"))
    return rows
