"""Labelled corpus for the content guard, built from seeded generators and hand-written sets.

SECRETS: ``(text, family)`` -- every catalogue format (``provider``, ``vendor_context``),
key/value lines (``keyvalue``), config grammars (``config``: ini, yaml, xml, systemd,
PowerShell, .pgpass, SQL, k8s...), disclosures in 74 languages (``language``), other material
(``material``), obfuscated copies (``obfuscation``), last round's hand-written set
(``legacy``) and the round-4 format families (``format_families``: ``cli_tools``,
``device_configs``, ``blocks``, ``csv_exports``, ``vendor_prose``, ``prefix_gap``,
``key_material``) and the round-5 grammar families (``grammar_families``: ``separators``,
``bare_quoted``, ``foreign_keys``, ``stdin_commands``, ``raw_keys``, ``schemes``) and the
round-6 key/value families (``keyvalue_wide``: ``affixed_keys``, ``directives``,
``tool_flags``), round-6 word families (``word_families``: ``login_pairs``, ``credential_nouns``,
``opened_codes``, ``third_parties``, ``labelled_plain``) and two attacker-found families
(``answer_families``: ``asked_answers``, ``device_logins``) and the round-7 families
(``round7``: ``next_turn``, ``code_spellings``, ``cred_context``, ``misspelled``;
``round8``: ``scrambled_values``, ``line_chunks``, ``dash_chunks``, ``bracket_keys``).

BENIGN: ``(text, family)`` -- the hard benign set (``benign.py``), config lines holding a
type, a reference or a placeholder (``config_refs``) and last round's benign set.
``answer_numbers`` and ``cred_refs`` (round 7). ``public_ids`` (round 6): hashes, UUIDs, commits, public keys, IBANs, tracking numbers,
wallets, publishable and site keys, content addresses, in prose and in labelled lines.
LoCoMo turns are loaded by :func:`locomo_turns` (they live outside the repository).

adversarial_inputs(): long strings built to trigger regex backtracking.
"""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path

from tests.core.guard_corpus import (
    answer_families,
    benign,
    clause_values,
    config_formats,
    disguised,
    families,
    format_families,
    generator,
    grammar_families,
    keyvalue_wide,
    legacy,
    plain_values,
    public_ids,
    round7,
    round8,
    word_families,
    world_values,
)

adversarial_inputs = legacy.adversarial_inputs

_rng = random.Random(20261201)

# Last round's labels that this guard reverses on purpose (see docs/concepts.md):
LET_THROUGH: set[str] = set()  # round 2: a plain word after "my password is" is a value
NOW_REFUSED = {
    # a session cookie with a random-looking value is a credential (issue 12)
    "session_id=1a2b3c4d5e6f7a8b9c0d",
}


def _build_secrets() -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    provider = generator.provider_secrets(_rng)
    rows.extend((text, family) for text, family, _vendor in provider)
    rows.extend((text, "keyvalue") for text in families.keyvalue(_rng))
    rows.extend((text, "language") for _lang, text in families.language(_rng))
    rows.extend((text, "material") for text in families.material(_rng))
    # its own seed, so that adding it shifts no other family's random values
    rows.extend((text, "plain_value") for _lang, text in plain_values.secrets(random.Random(12)))
    rows.extend((text, "config") for text in config_formats.config_secrets(random.Random(31)))
    rows.extend((text, "disguised") for text in disguised.secrets(random.Random(47)))
    rows.extend((text, "world_values") for _l, text in world_values.secrets(random.Random(59)))
    rows.extend((text, "plain_phrases") for text in world_values.phrases(random.Random(61)))
    rows.extend((text, "plain_world") for _l, text in world_values.plain_world(random.Random(67)))
    anywhere = [fmt for fmt in generator.CATALOGUE if not fmt.context]
    for index in range(200):
        fmt = anywhere[index % len(anywhere)]
        value = generator.format_sample(fmt, _rng)
        hidden = families.obfuscate(value, _rng, index % 4)
        template = generator.CHAT_TEMPLATES[index % len(generator.CHAT_TEMPLATES)]
        rows.append((template.format(v=hidden), "obfuscation"))
    rows.extend((text, "legacy") for text, _label in legacy.SECRETS if text not in LET_THROUGH)
    # round 4 (its own seed): the format families the v7 misses stood for
    rows.extend(format_families.format_secrets(random.Random(48)))
    # round 5 (their own seeds): the word-side families the v8 misses stood for
    rows.extend((text, "clause_keys") for _l, text in clause_values.secrets(random.Random(71)))
    rows.extend((text, "answers") for text in clause_values.answers(random.Random(73)))
    rows.extend((text, "device_codes") for text in clause_values.device_codes(random.Random(83)))
    # round 5 (its own seed): the grammar families the v8 misses stood for
    rows.extend(grammar_families.grammar_secrets(random.Random(50)))
    # round 6 (its own seed): affixed and foreign keys, directives, password flags of tools
    rows.extend(keyvalue_wide.secrets(random.Random(93)))
    # round 6 (its own seed): the word-side families the v7/v8 misses stood for
    rows.extend(word_families.word_secrets(random.Random(90)))
    rows.extend(answer_families.answer_secrets(random.Random(92)))
    # round 7 (its own seed): next-turn answers, code spellings, labelled keys, misspellings
    rows.extend(round7.secrets(random.Random(107)))
    # round 8 (its own seed): scrambled values, tokens in line or dash chunks, bracketed keys
    rows.extend(round8.secrets(random.Random(117)))
    return rows


SECRETS: list[tuple[str, str]] = _build_secrets()
BENIGN: list[tuple[str, str]] = [
    *((text, family) for family, texts in benign.FAMILIES.items() for text in texts),
    *((text, "generated_ids") for text in benign.generated(random.Random(77))),
    *((text, "descriptions") for text in plain_values.DESCRIPTIONS),
    *((text, "config_refs") for text in config_formats.CONFIG_BENIGN),
    *((text, "ids_with_words") for text in config_formats.benign_ids(random.Random(41))),
    *((text, "disguised_talk") for text in disguised.talk(random.Random(53))),
    *((text, "counts_and_ids") for text in world_values.benign()),
    *((text, "legacy") for text in legacy.BENIGN if text not in NOW_REFUSED),
    *((text, "format_refs") for text in format_families.format_benign(random.Random(49))),
    *((text, "password_talk") for text in clause_values.benign(random.Random(79))),
    *((text, "device_talk") for text in clause_values.device_talk(random.Random(89))),
    *((text, "grammar_refs") for text in grammar_families.grammar_benign(random.Random(51))),
    # round 6 (its own seed): public identifiers of many families, in prose and labelled lines
    *((text, "public_ids") for text, _family in public_ids.benign(random.Random(91))),
    *((text, "word_talk") for text in word_families.word_talk(random.Random(91))),
    *((text, "answer_talk") for text in answer_families.answer_talk(random.Random(93))),
    # round 7 (its own seed): numbers answering questions about passwords, labelled references
    *round7.benign(random.Random(109)),
    # round 8 (its own seed): code after credential keys, dashed ids, brackets in chat
    *round8.benign(random.Random(119)),
]
LANGUAGE_ROWS: list[tuple[str, str]] = families.language(random.Random(5))

REPO_ROOT = Path(__file__).resolve().parents[3]


def family_texts(rows: list[tuple[str, str]], family: str) -> list[str]:
    """The texts of ``rows`` (``(text, family)`` pairs, as the generators return) in ``family``."""
    return [text for text, name in rows if name == family]


def locomo_path() -> Path | None:
    """``shared/data/locomo/locomo-dev.json`` next to the repository (or a folder above it)."""
    for folder in (REPO_ROOT, *REPO_ROOT.parents):
        candidate = folder.parent / "shared" / "data" / "locomo" / "locomo-dev.json"
        if candidate.is_file():
            return candidate
        if folder == REPO_ROOT.parents[1]:
            break
    return None


@cache
def locomo_turns() -> tuple[str, ...]:
    """Every chat turn of the LoCoMo dev set, or ``()`` when the data is absent."""
    path = locomo_path()
    if path is None:
        return ()
    data = json.loads(path.read_text(encoding="utf-8"))
    turns: list[str] = []
    for sample in data:
        for key, session in sample["conversation"].items():
            if key.startswith("session_") and isinstance(session, list):
                turns.extend(turn["text"] for turn in session if turn.get("text"))
    return tuple(turns)
