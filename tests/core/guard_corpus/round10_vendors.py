"""Seeded generators of the round-10 vendor families (issue 12, guard10p).

Written before the rules; they stand for the v15 provider misses, no v15 text is copied.

Secrets, ``(text, family)``:

* ``vendor_named``: a vendor or service named anywhere in the sentence (before or after the
  token, a few clauses away, in a code comment) and an unprefixed token of that vendor's own
  format (hex, a UUID, base62, a key:secret pair) handed over or saved;
* ``vendor_shapes``: newer self-identifying shapes (MailerSend ``mlsn.``, New Relic
  ``NRII-``/``NRAK-``/``...NRAL``, WooCommerce ``ck_``/``cs_``, Azure DevOps PATs, Zoho
  ``1000.``, Backblaze ``K00n``), with or without the vendor's name;
* ``told_in_pieces``: a vendor token or key told as two pieces to glue ("X followed by Y, no
  space", "take X, then glue Y on the end", "X + Y (join them)"), written backwards, or in
  spaced groups after its prefix.

Benign, ``(text, family)``:

* ``named_lookalikes``: the same vendors next to public ids (trace, span, build, deployment,
  commit, invoice, order, project... ids, hashes and checksums), URLs and digits-only numbers;
* ``pieces_lookalikes``: ids and words listed with "+", "followed by", "then", "backwards"
  prose, and spaced groups of plain words.
"""

from __future__ import annotations

import random
import string
import uuid
from collections.abc import Callable

_HEX = "0123456789abcdef"
_B62 = string.ascii_letters + string.digits


def _pick(rng: random.Random, alphabet: str, n: int) -> str:
    while True:
        out = "".join(rng.choice(alphabet) for _ in range(n))
        if any(c.isdigit() for c in out) and any(c.isalpha() for c in out):
            return out


def _uuid(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


Gen = Callable[[random.Random], str]
# (the vendor as people write it, a token of its format)
_VENDORS: tuple[tuple[str, Gen], ...] = (
    ("Datadog", lambda r: _pick(r, _HEX, r.choice((32, 40)))),
    ("Postmark", _uuid),
    ("Heroku", _uuid),
    ("Snyk", _uuid),
    ("Splunk", _uuid),
    ("HubSpot", _uuid),
    ("Rollbar", lambda r: _pick(r, _HEX, 32)),
    ("Algolia", lambda r: _pick(r, _HEX, 32)),
    ("Twilio", lambda r: _pick(r, _HEX, 32)),
    ("Fastly", lambda r: _pick(r, _B62, 32)),
    ("Mistral", lambda r: _pick(r, _B62, 32)),
    ("Twitch", lambda r: _pick(r, string.ascii_lowercase + string.digits, 30)),
    ("Deepgram", lambda r: _pick(r, _HEX, 40)),
    ("Jenkins", lambda r: "11" + _pick(r, _HEX, 32)),
    ("Vultr", lambda r: _pick(r, string.ascii_uppercase + string.digits, 36)),
    ("Okta", lambda r: "00" + _pick(r, _B62 + "_-", 40)),
    ("Beamer", lambda r: "b_" + _pick(r, _B62, 44)),
    ("Ably", lambda r: f"{_pick(r, _B62, 6)}.{_pick(r, _B62, 6)}:{_pick(r, _B62, 43)}"),
    (
        "Confluent",
        lambda r: (
            f"{_pick(r, string.ascii_uppercase + string.digits, 16)}:{_pick(r, _B62 + '+/', 64)}"
        ),
    ),
    ("Linode", lambda r: _pick(r, _HEX, 64)),
    ("Sentry", lambda r: _pick(r, _HEX, 64)),
    ("Mixpanel", lambda r: _pick(r, _HEX, 32)),
)

_NAMED_FRAMES = (
    "{t} is what {v} gave me",
    "Copying from my password manager: {t} is what {v} gave me",
    "{t} <- that's the {v} one, please keep it somewhere",
    "the bot needs {t} to talk to {v}",
    "The vendor ({v}) emailed us {t} for the pilot",
    "my {v} creds got rotated again... now it's {t}",
    "I think {t} expires in 90 days, it's from {v}",
    'client = Client("{t}")  # {v}',
    "I found {t} in an old thread, pretty sure it's our {v} key",
    "{v} dashboard showed me {t} only once so I'm saving it here",
    "{v} gave us two keys, the active one is {t}",
    "Testing the {v} SDK with {t} — it works on my machine",
    "Quick q — is {t} a valid {v} admin format?",
    "{t}\n^ {v}, keep it safe",
    "for {v}: {t}",
    "{v} → {t}",
    "hey can you hold on to {t} for me? it's for {v}",
    "das ist der {v} Zugang: {t}",
    "guárdame esto de {v}: {t}",
    "garde ça pour {v} stp, {t}",
    "{t} (from the {v} console, don't lose it)",
    "new {v} creds after the reset -> {t}",
)


def vendor_named(rng: random.Random, rounds: int = 2) -> list[str]:
    """Every vendor in a few frames, the token before or after its name."""
    out = []
    for vendor, gen in _VENDORS:
        for frame in rng.sample(_NAMED_FRAMES, rounds * 3):
            name = vendor if rng.random() < 0.8 else vendor.lower()
            out.append(frame.format(v=name, t=gen(rng)))
    return out


_SHAPES: tuple[tuple[str, Gen], ...] = (
    ("MailerSend", lambda r: "mlsn." + _pick(r, _HEX, 64)),
    ("New Relic", lambda r: "NRII-" + _pick(r, _B62 + "-", 32)),
    ("New Relic", lambda r: "NRAK-" + _pick(r, string.ascii_uppercase + string.digits, 27)),
    ("New Relic", lambda r: _pick(r, _HEX, 36) + "NRAL"),
    ("WooCommerce", lambda r: "ck_" + _pick(r, _HEX, 40)),
    ("WooCommerce", lambda r: "cs_" + _pick(r, _HEX, 40)),
    (
        "Azure DevOps",
        lambda r: _pick(r, _B62, 52) + "JQQJ99" + _pick(r, _B62, 18) + "AZDO" + _pick(r, _B62, 4),
    ),
    ("Zoho", lambda r: f"1000.{_pick(r, _HEX, 32)}.{_pick(r, _HEX, 32)}"),
    ("Backblaze", lambda r: f"K00{r.randrange(10)}" + _pick(r, _B62, 27)),
)

_SHAPE_FRAMES = (
    'from the {v} dashboard, copy-pasted exactly: "{t}"',
    "remind me that the ingest account uses {t}",
    "The README for our {v} bot says to paste `{t}` into config, is that right?",
    "could you keep {t} handy? it's the {v} thing for Dana's project",
    "{t}",
    "save this for later: {t}",
    "Use {t} when the CLI asks you to log in",
    "export TOKEN={t}",
    "mi token nuevo: {t}",
)


def vendor_shapes(rng: random.Random, rounds: int = 4) -> list[str]:
    """The newer vendor shapes, in frames with and without the vendor's name."""
    return [
        frame.format(v=vendor, t=gen(rng))
        for vendor, gen in _SHAPES
        for frame in rng.sample(_SHAPE_FRAMES, rounds)
    ]


_PUBLIC_FRAMES = (
    "the {v} trace id {t} shows the slow call",
    "{v} span {t} took 900 ms",
    "{v} event id: {t}",
    "the {v} build {t} failed again",
    "{v} deployment {t} is rolling out",
    "commit {t} broke the {v} integration",
    "{v} invoice {t} is overdue",
    "order {t} from {v} shipped",
    "our {v} project id is {t}",
    "the {v} workspace {t} was archived",
    "sha256 of the {v} agent download: {t}",
    "{v} checksum {t} matches",
    "see https://app.{d}.com/runs/{t} for the {v} run",
    "the {v} request id was {t}",
    "{v} account {t} belongs to finance",
    "{t} is the {v} request id from the logs",
    "{v} found 3 issues in {t}",
    "the {v} job failed at step {t}",
    "{v} app {t} is down again",
)


def named_lookalikes(rng: random.Random) -> list[str]:
    """The same vendors next to public ids, URLs and numbers."""
    out = []
    for vendor, _gen in _VENDORS:
        for frame in rng.sample(_PUBLIC_FRAMES, 4):
            # public ids are hex or UUIDs: the very shape of the hex and UUID vendors' keys
            token = _uuid(rng) if rng.random() < 0.3 else _pick(rng, _HEX, rng.choice((32, 40, 64)))
            out.append(frame.format(v=vendor, t=token, d=vendor.lower()))
        digits = "".join(rng.choice(string.digits) for _ in range(rng.choice((9, 10, 12))))
        out.append(f"{vendor} support ticket {digits}, call them back")
        out.append(f"call {vendor} on {digits} about the renewal")
    return out


_PREFIXED: tuple[Gen, ...] = (
    lambda r: "ghp_" + _pick(r, _B62, 36),
    lambda r: "lin_api_" + _pick(r, _B62, 40),
    lambda r: "ddp_" + _pick(r, _B62, 36),
    lambda r: "glpat-" + _pick(r, _B62, 20),
    lambda r: "mlsn." + _pick(r, _HEX, 64),
    lambda r: "sk-proj-" + _pick(r, _B62, 48),
    lambda r: (
        "xoxb-"
        + "-".join(str(r.randrange(10**11, 10**12)) for _ in range(2))
        + "-"
        + _pick(r, _B62, 24)
    ),
)
_GLUE_FRAMES = (
    "it's {a} followed by {b}, no space",
    "take {a}, then glue {b} on the end",
    "{a} + {b} (join them)",
    "{a} plus {b}, glued together",
    "first {a} and then {b} — no space between",
    "es {a} seguido de {b}, todo junto: join them",
    "{a} & {b} → concatenate",
)
_BACK_FRAMES = (
    "key is {t} but backwards, I'm paranoid",
    "the token is {t} reversed",
    "store {t} (it's written backwards)",
    "read this in reverse: {t}",
)


def told_in_pieces(rng: random.Random, rounds: int = 3) -> list[str]:
    """Prefixed tokens cut in two to glue, reversed, or spaced in groups after the prefix."""
    out = []
    for gen in _PREFIXED:
        for _ in range(rounds):
            token = gen(rng)
            cut = rng.randrange(len(token) // 3, 2 * len(token) // 3)
            frame = rng.choice(_GLUE_FRAMES)
            out.append(frame.format(a=token[:cut], b=token[cut:]))
            out.append(rng.choice(_BACK_FRAMES).format(t=token[::-1]))
        token = gen(rng)
        head, _, body = token.partition("_") if "_" in token[:9] else token.partition("-")
        sep = "_" if "_" in token[:9] else "-"
        if token.startswith("mlsn.") or token.startswith("xoxb-") or token.startswith("sk-proj-"):
            continue
        groups = " ".join(body[i : i + 4] for i in range(0, len(body), 4))
        out.append(f"{head}{sep} {groups}  (that's the token, remove the spaces)")
        out.append(f"here: {head}{sep} {groups}")
    return out


_PIECES_LOOKALIKES = (
    "commit {h} followed by {h2} fixed the build, no space left on the disk though",
    "join the call at 10; ticket {h} + {h2} are both about the logs",
    "ids {u} and then {u2}, together in the report",
    "the song sounds great backwards, track {n}",
    "append the rows of batch {n} to the sheet, then glue the charts on the end",
    "remove the spaces: New York, Los Angeles, San Francisco",
    "my_var_ is set to foo bar baz qux in the config",
    "order ORD-{n} + ORD-{n2}, shipped together",
)


def pieces_lookalikes(rng: random.Random, rounds: int = 6) -> list[str]:
    """Public ids and prose with the same glue words."""
    out = []
    for _ in range(rounds):
        for frame in _PIECES_LOOKALIKES:
            out.append(
                frame.format(
                    h=_pick(rng, _HEX, 40),
                    h2=_pick(rng, _HEX, 40),
                    u=_uuid(rng),
                    u2=_uuid(rng),
                    n=rng.randrange(10**5, 10**7),
                    n2=rng.randrange(10**5, 10**7),
                )
            )
    return out


def secrets(rng: random.Random) -> list[tuple[str, str]]:
    """Every secret family, ``(text, family)``."""
    return (
        [(t, "vendor_named") for t in vendor_named(rng)]
        + [(t, "vendor_shapes") for t in vendor_shapes(rng)]
        + [(t, "told_in_pieces") for t in told_in_pieces(rng)]
    )


def benign(rng: random.Random) -> list[tuple[str, str]]:
    """Every benign family, ``(text, family)``."""
    return [(t, "named_lookalikes") for t in named_lookalikes(rng)] + [
        (t, "pieces_lookalikes") for t in pieces_lookalikes(rng)
    ]
