"""Deterministic, varied sentences (tests needing thousands turn the near-dup check off)."""

from __future__ import annotations

import random

SUBJECTS = [
    "Alice",
    "Bob",
    "Carmen",
    "Dmitri",
    "Esther",
    "Farid",
    "Grace",
    "Hiro",
    "Ines",
    "Jonas",
    "Keiko",
    "Lars",
    "Maya",
    "Nadia",
    "Omar",
    "Priya",
    "Quentin",
    "Rosa",
    "Sven",
    "Tariq",
    "Uma",
    "Viktor",
    "Wendy",
    "Xavier",
    "Yara",
    "Zoe",
]
VERBS = [
    "prefers",
    "avoids",
    "collects",
    "repairs",
    "studies",
    "photographs",
    "sketches",
    "cooks",
    "translates",
    "teaches",
    "rents",
    "sells",
    "paints",
    "reviews",
    "plants",
    "visits",
    "imports",
    "measures",
    "sorts",
    "restores",
]
OBJECTS = [
    "vintage-cameras",
    "sourdough-bread",
    "mechanical-keyboards",
    "alpine-lakes",
    "jazz-records",
    "succulent-plants",
    "carbon-bikes",
    "espresso-machines",
    "medieval-maps",
    "wool-sweaters",
    "chess-openings",
    "tide-tables",
    "solar-panels",
    "bonsai-trees",
    "ceramic-bowls",
    "kite-designs",
    "fountain-pens",
    "trail-shoes",
    "violin-strings",
    "weather-balloons",
    "tax-forms",
    "rust-compilers",
    "postgres-indexes",
    "kafka-topics",
    "terraform-modules",
    "llama-farms",
    "opera-tickets",
    "maple-syrup",
    "tapas-bars",
    "orchid-greenhouses",
]
PLACES = [
    "Lisbon",
    "Osaka",
    "Nairobi",
    "Oslo",
    "Quito",
    "Tbilisi",
    "Hanoi",
    "Dakar",
    "Lima",
    "Perth",
    "Tallinn",
    "Montreal",
    "Cusco",
    "Bergen",
    "Porto",
    "Krakow",
    "Seville",
    "Accra",
    "Riga",
    "Kyoto",
]
WHEN = ["mornings", "weekends", "winters", "Mondays", "evenings", "holidays", "summers", "Fridays"]


def sentences(n: int, seed: int = 0) -> list[str]:
    """``n`` sentences; no two share subject, verb and object, and exact texts never repeat."""
    rng = random.Random(seed)
    triples = [(s, v, o) for s in SUBJECTS for v in VERBS for o in OBJECTS]
    if n > len(triples):
        raise ValueError(f"at most {len(triples)} distinct sentences")
    out = []
    for i, (subject, verb, obj) in enumerate(rng.sample(triples, n)):
        out.append(
            f"{subject} {verb} {obj.replace('-', ' ')} in {rng.choice(PLACES)} on "
            f"{rng.choice(WHEN)} (note {seed}-{i}, code {rng.randrange(10**6):06d})"
        )
    return out
