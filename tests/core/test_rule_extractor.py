"""Tests for ltm_core.extraction.rules: offline extraction of memories and supersede slots."""

from __future__ import annotations

import re
import time

import pytest
from ltm_core.extraction.rules import MAX_WORDS, RuleExtractor, memory_slot
from ltm_core.models import KINDS, ChatMessage

from tests.core.rule_corpus import CORPUS, HELDOUT, Case, Score, score

EXTRACTOR = RuleExtractor()


def user(*texts: str) -> list[ChatMessage]:
    return [ChatMessage(role="user", content=text) for text in texts]


def texts(messages: list[ChatMessage], extractor: RuleExtractor = EXTRACTOR) -> list[str]:
    return [candidate.text for candidate in extractor.extract(messages)]


def messages_of(case: Case) -> list[ChatMessage]:
    return [ChatMessage(role=role, content=content) for role, content in case.messages]


def run(case: Case) -> list[tuple[str, str]]:
    return [(c.text, c.kind) for c in EXTRACTOR.extract(messages_of(case))]


def describe(result: Score) -> str:
    lines = [
        f"precision {result.precision:.3f} ({result.true_positives}/{result.produced}), "
        f"recall {result.recall:.3f} ({result.expected - len(result.misses)}/{result.expected})"
    ]
    lines += [f"missed {pair} in {case.label!r}" for case, pair in result.misses]
    lines += [f"false positive {pair} from {case.label!r}" for case, pair in result.false_positives]
    return "\n".join(lines)


# -- the labelled corpus ----------------------------------------------------------------------


def test_corpus_is_big_enough_and_balanced():
    positives = [case for case in CORPUS if case.expected]
    negatives = [case for case in CORPUS if not case.expected]
    assert len(CORPUS) >= 60
    assert len(positives) >= 30
    assert len(negatives) >= 30
    kinds = {kind for case in CORPUS for _, kind in case.expected}
    assert {"identity", "preference", "fact", "project", "decision"} <= kinds
    assert kinds <= set(KINDS)


def test_precision_and_recall_on_the_corpus_meet_the_floors():
    # Measured 1.000 / 1.000 (74/74). The floors leave room for one or two wording changes,
    # not for a rule that starts storing wrong memories or stops firing.
    result = score(CORPUS, run)
    assert result.precision >= 0.97, describe(result)
    assert result.recall >= 0.95, describe(result)


def test_no_hard_negative_produces_a_memory():
    produced = [(case.label, run(case)) for case in CORPUS + HELDOUT if not case.expected]
    offenders = [(label, got) for label, got in produced if got]
    assert offenders == [], "\n".join(f"{label!r} -> {got}" for label, got in offenders)


def test_rules_generalise_to_the_heldout_set():
    # HELDOUT was written after the rules were frozen and never tuned against.
    # Measured precision 0.971 (34/35), recall 0.773 (34/44).
    result = score(HELDOUT, run)
    assert len(HELDOUT) >= 40
    assert result.precision >= 0.9, describe(result)
    assert result.recall >= 0.7, describe(result)


FIRST_PERSON = re.compile(r"\b(?:I|I'm|I've|me|my|mine|myself|we|our|ours|us)\b")


def test_every_candidate_is_one_short_third_person_sentence():
    for case in CORPUS + HELDOUT:
        for candidate in EXTRACTOR.extract(messages_of(case)):
            text = candidate.text
            assert candidate.kind in KINDS, text
            assert 0.0 <= candidate.importance <= 1.0, text
            assert len(text.split()) <= MAX_WORDS, text
            assert text.endswith(".") and "\n" not in text, text
            assert text.startswith(("The user", "The ")), text
            assert not FIRST_PERSON.search(text), text


# -- roles ------------------------------------------------------------------------------------

STATEMENTS = "My name is Alice. I live in Paris. I'm allergic to peanuts. Never use emojis."


def test_user_statements_are_mined():
    assert texts(user(STATEMENTS)) == [
        "The user's name is Alice.",
        "The user lives in Paris.",
        "The user is allergic to peanuts.",
        "The user wants the assistant to never use emojis.",
    ]


@pytest.mark.parametrize("role", ["assistant", "system", "tool", "ai", "developer", "function"])
def test_other_roles_are_never_mined(role):
    assert EXTRACTOR.extract([ChatMessage(role=role, content=STATEMENTS)]) == []


def test_only_the_user_messages_of_a_turn_are_mined():
    turn = [
        ChatMessage(role="system", content="My name is Atlas. Always answer in English."),
        ChatMessage(role="user", content="I live in Oslo."),
        ChatMessage(role="assistant", content="Nice! I love Oslo. My favourite city is Bergen."),
        ChatMessage(role="tool", content="I work at Google. I'm allergic to cats."),
        ChatMessage(role="human", content="I'm vegan."),  # alias of "user"
    ]
    assert texts(turn) == ["The user lives in Oslo.", "The user is vegan."]


# -- rewriting --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "stored"),
    [
        ("I prefer my coffee black", "The user prefers their coffee black."),
        ("I'm allergic to peanuts", "The user is allergic to peanuts."),
        ("my name is Alice", "The user's name is Alice."),
        ("we decided to use Postgres 16", "The user's team decided to use Postgres 16."),
        ("I live in Rome", "The user lives in Rome."),
        ("I go by Max", "The user goes by Max."),
        (
            "I really enjoy long walks with my dog",
            "The user really enjoys long walks with their dog.",
        ),
        ("I don't like meetings before 10am", "The user doesn't like meetings before 10am."),
        ("I never eat meat", "The user never eats meat."),
        ("I can't stand loud music", "The user can't stand loud music."),
        ("I'm a nurse at St. Mary's", "The user is a nurse at St. Mary's."),
        ("I have a cat named Mochi", "The user has a cat named Mochi."),
        ("We use our own CI runners", "The user's team uses their own CI runners."),
        ("Remember that I teach yoga on weekends", "The user teaches yoga on weekends."),
        ("Remember that I study law", "The user studies law."),
        (
            "Remember that I watch my sister's kids on Fridays",
            "The user watches their sister's kids on Fridays.",
        ),
        (
            "Always call me by my first name",
            "The user wants the assistant to always call the user by the user's first name.",
        ),
        (
            "Never use emojis in your replies",
            "The user wants the assistant to never use emojis in its replies.",
        ),
        (
            "Always assume I'm on Python 3.12",
            "The user wants the assistant to always assume the user is on Python 3.12.",
        ),
    ],
)
def test_first_person_is_rewritten_in_the_third_person(said, stored):
    assert texts(user(said)) == [stored]


def test_several_statements_in_one_message_give_one_candidate_each_in_order():
    message = (
        "Hi! I'm Sara. I live in Turin, I work as a pharmacist and I'm allergic to penicillin. "
        "Also, my favourite colour is teal."
    )
    assert texts(user(message)) == [
        "The user's name is Sara.",
        "The user lives in Turin.",
        "The user works as a pharmacist.",
        "The user is allergic to penicillin.",
        "The user's favourite colour is teal.",
    ]


def test_sentences_are_not_split_at_abbreviations_or_decimals():
    message = (
        "I enjoy Dr. Seuss books. I prefer Python 3.12, e.g. for scripts. I live in St. Louis."
    )
    assert texts(user(message)) == [
        "The user enjoys Dr. Seuss books.",
        "The user prefers Python 3.12, e.g. for scripts.",
        "The user lives in St. Louis.",
    ]


def test_a_statement_repeated_across_messages_is_returned_once():
    assert texts(user("Also, I'm vegan!")) == ["The user is vegan."]
    assert texts(user("I'm vegan.", "Also, I'm vegan!")) == ["The user is vegan."]


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("I live in Paris, any tips for bakeries?", ["The user lives in Paris."]),
        ("Do I live in Paris?", []),
        ("do i like sushi", []),  # a question without its question mark
        ("Where do I live", []),
        ("Should I prefer tabs", []),
        ("Can you remember that I'm vegan?", ["The user is vegan."]),
        ("Do you remember that I'm vegan?", []),
        # Borderline, decided: laughter marks banter, the same words without it are stored.
        ("I hate Mondays lol", []),
        ("I hate Mondays", ["The user hates Mondays."]),
        # A one-off want is not a preference; a stated preference is.
        ("I'd prefer a window seat.", []),
        ("I prefer window seats.", ["The user prefers window seats."]),
        # Chit-chat about the conversation vs a real object.
        ("I love it!", []),
        ("I love hiking!", ["The user loves hiking."]),
        ("I hate it when people chew loudly.", ["The user hates it when people chew loudly."]),
        # Relative dates would be wrong tomorrow.
        ("Remember that I have a dentist appointment tomorrow.", []),
        (
            "Remember that I have a dentist appointment on 3 June.",
            ["The user has a dentist appointment on 3 June."],
        ),
        # Reported speech kills what follows it, not what came before.
        ("I prefer tea. My friend thinks I prefer coffee.", ["The user prefers tea."]),
        ("A story where I live on Mars: translate it.", []),
    ],
)
def test_borderline_decisions(message, expected):
    assert texts(user(message)) == expected


# -- limits -----------------------------------------------------------------------------------

TEN_STATEMENTS = (
    "I like jazz. I enjoy hiking. I love tea. I'm allergic to peanuts. My name is Alice. "
    "I hate cilantro. I use Vim. I'm vegan. I live in Oslo. I speak Dutch."
)


def test_max_candidates_keeps_the_most_important_in_the_order_said():
    assert len(RuleExtractor(max_candidates=20).extract(user(TEN_STATEMENTS))) == 10
    assert texts(user(TEN_STATEMENTS), RuleExtractor(max_candidates=3)) == [
        "The user is allergic to peanuts.",
        "The user's name is Alice.",
        "The user is vegan.",
    ]
    default = texts(user(TEN_STATEMENTS))
    assert len(default) == 8
    assert "The user loves tea." not in default  # least important, said last among equals
    assert "The user uses Vim." not in default
    assert RuleExtractor(max_candidates=0).extract(user(TEN_STATEMENTS)) == []


@pytest.mark.parametrize(
    ("value", "error"), [(-1, ValueError), ("3", TypeError), (True, TypeError)]
)
def test_max_candidates_is_validated(value, error):
    with pytest.raises(error):
        RuleExtractor(max_candidates=value)


@pytest.mark.parametrize(
    "message",
    [
        "I live in Oslo. <private>I work at Secret Corp.</private>",
        "I live in Oslo. <PRIVATE>I work at Secret Corp.</Private>",
        'I live in Oslo. <private reason="hr">I work at Secret Corp.</private>',
        "I live in Oslo. <private>I work at Secret Corp.",
        "I live in Oslo. <private>a <private>I work at Secret Corp.</private> b</private>",
        "<private>I work at Secret Corp.</private>I live in Oslo.",
    ],
)
def test_private_spans_are_never_mined(message):
    assert texts(user(message)) == ["The user lives in Oslo."]


def test_a_private_value_inside_a_statement_drops_the_statement():
    assert texts(user("I live in <private>Paris</private>.")) == []


@pytest.mark.parametrize(
    "message",
    [
        "I prefer pytest.\n```python\n# I live in Paris\nname = 'Bob'  # my name is Bob\n```",
        "I prefer pytest.\n~~~\nI live in Paris\n~~~",
        "I prefer pytest.\n```\nI live in Paris\nI work at Google",
        "I prefer pytest. ```I live in Paris```",
        "I prefer pytest.\n    I live in Paris\n\tI work at Google",
        "I prefer pytest.\n> I live in Paris",
        "I prefer pytest.\nUser: I live in Paris\nAssistant: I work at Google",
        "I prefer pytest.\nTraceback (most recent call last):\nI live in Paris",
        "I prefer pytest. Translate this: I live in Paris.",
    ],
)
def test_code_quotes_and_pasted_output_are_never_mined(message):
    assert texts(user(message)) == ["The user prefers pytest."]


def test_text_after_a_closed_fence_is_mined():
    assert texts(user("```\nx = 1\n```\nI live in Oslo.")) == ["The user lives in Oslo."]


async def test_aextract_equals_extract():
    for case in CORPUS + HELDOUT:
        messages = messages_of(case)
        assert await EXTRACTOR.aextract(messages) == EXTRACTOR.extract(messages)


def test_importance_follows_what_matters_to_the_user():
    def importance(text: str) -> float:
        (candidate,) = EXTRACTOR.extract(user(text))
        return candidate.importance

    assert importance("I'm allergic to peanuts.") >= 0.9
    assert importance("I have asthma.") >= 0.9
    assert importance("My name is Alice.") == 0.9
    assert 0.6 <= importance("I like jazz.") <= 0.8
    assert 0.6 <= importance("I prefer tabs over spaces.") <= 0.8
    assert importance("From now on always answer in French.") == 0.8
    assert importance("Remember that the staging server is called Kraken.") == 0.8
    assert importance("Remember that I like jazz.") == 0.8  # "remember" raises a like
    assert importance("I like jazz.") < importance("I'm allergic to peanuts.")


def test_remember_that_keeps_the_users_words():
    assert texts(user("Remember that the staging server is called Kraken.")) == [
        "The staging server is called Kraken."
    ]


@pytest.mark.slow
def test_long_adversarial_messages_take_linear_time():
    shapes = [  # (opening, repeated to the length)
        ("", "I live in Paris, "),
        ("", "and I "),
        ("", "Dr. "),
        ("", "my favourite x "),
        ("", "I'm a "),
        ("", '"I live '),
        ("", "I live in Oslo\n"),
        ("", "from now on, "),
        ("", "remember that "),
        ("I like jazz ", "by the way "),  # one statement, a very long tail of fillers
    ]

    def seconds(text: str) -> float:
        best = float("inf")
        for _ in range(3):
            # CPU time of this process: a loaded machine's waits for a core are not the rule's
            start = time.process_time()
            EXTRACTOR.extract(user(text))
            memory_slot(text)
            best = min(best, time.process_time() - start)
        return best

    for opening, shape in shapes:
        small = seconds(opening + (shape * 25_000)[:25_000])
        big = seconds(opening + (shape * 100_000)[:100_000])
        assert big < 3.0, shape
        assert big / max(small, 1e-3) < 10, shape  # 4x the input: ~4x linear, ~16x quadratic


# -- supersede slots --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("The user lives in Paris.", ("user", "location")),
        ("The user moved to Berlin.", ("user", "location")),
        ("The user just moved to Berlin last month.", ("user", "location")),
        ("The user is based in Toronto.", ("user", "location")),
        ("The user works at Acme.", ("user", "employer")),
        ("The user works in Paris.", ("user", "workplace")),
        ("The user works as a nurse.", ("user", "occupation")),
        ("The user is a data engineer at Spotify.", ("user", "occupation")),
        ("The user's name is Alice.", ("user", "name")),
        ("The user goes by Max.", ("user", "preferred name")),
        ("The user wants to be called Sam.", ("user", "preferred name")),
        ("The user's favourite colour is green.", ("user", "favourite colour")),
        ("The user's favorite color is green.", ("user", "favourite colour")),
        ("The user's sister lives in Rome.", ("user's sister", "location")),
        ("The user's sister's name is Ana.", ("user's sister", "name")),
        ("The user's wife is called Maria.", ("user's wife", "name")),
        ("The user is originally from Porto.", ("user", "origin")),
        ("The user's birthday is on 12 May.", ("user", "birthday")),
        ("The user's timezone is CET.", ("user", "timezone")),
        ("The user is vegetarian.", ("user", "diet")),
        ("The user is 34 years old.", ("user", "age")),
        ("I live in Paris", ("user", "location")),
        ("My name is Alice", ("user", "name")),
        ("The user likes jazz.", None),
        ("The user is allergic to peanuts.", None),
        ("The user has a dog named Rex.", None),
        ("The user's team decided to use Postgres 16.", None),
        ("The user is a big fan of Brandon Sanderson.", None),
        ("Paris is lovely in spring.", None),
        ("", None),
    ],
)
def test_memory_slot(text, slot):
    assert memory_slot(text) == slot


def test_slots_that_must_and_must_not_collide():
    assert memory_slot("The user lives in Paris.") == memory_slot("The user moved to Berlin.")
    assert memory_slot("The user lives in Paris.") != memory_slot("The user works in Paris.")
    assert memory_slot("The user lives in Paris.") != memory_slot(
        "The user's sister lives in Rome."
    )
    assert memory_slot("The user's name is Alice.") != memory_slot(
        "The user's sister's name is Ana."
    )
    assert memory_slot("The user is from Spain.") != memory_slot("The user lives in Paris.")


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("I just moved to Berlin last month.", ("user", "location")),
        ("I'm based in Toronto.", ("user", "location")),
        ("I'm a nurse.", ("user", "occupation")),
        ("My favorite editor is Neovim.", ("user", "favourite editor")),
        ("My sister lives in Rome.", ("user's sister", "location")),
        ("Call me Sam.", ("user", "preferred name")),
        ("Hi, I'm Priya.", ("user", "name")),
    ],
)
def test_extracted_candidates_carry_their_slot(said, slot):
    (text,) = texts(user(said))
    assert memory_slot(text) == slot


EXISTING = [
    "The user lives in Paris.",
    "The user works in Paris.",
    "The user's sister lives in Rome.",
    "The user likes Paris.",
    "The user works at Acme.",
    "The user's favourite colour is green.",
    "The user wants the assistant to always use emojis.",
    "The user prefers tabs over spaces.",
    "The user's name is Alice.",
]


@pytest.mark.parametrize(
    ("new", "replaced"),
    [
        ("The user moved to Berlin.", [0]),
        ("The user lives in Paris.", []),  # agrees: nothing is out of date
        ("The user moved to Paris last year.", []),
        ("The user works at Globex.", [4]),
        ("The user works remotely.", [1]),
        ("The user's sister moved to Milan.", [2]),
        ("The user's favorite color is blue.", [5]),
        ("The user wants the assistant to never use emojis.", [6]),
        ("The user prefers spaces over tabs.", [7]),
        ("The user's name is Alicia.", [8]),
        ("The user goes by Ali.", []),  # a nickname does not replace the name
        ("The user likes jazz.", []),
        ("The user is allergic to peanuts.", []),
    ],
)
def test_judge_supersede(new, replaced):
    assert EXTRACTOR.judge_supersede(new, EXISTING) == replaced


def test_judge_supersede_end_to_end_on_extracted_memories():
    old = texts(user("I live in Paris. I work in Paris. My sister lives in Rome."))
    (new,) = texts(user("I just moved to Berlin!"))
    assert EXTRACTOR.judge_supersede(new, old) == [0]
    assert EXTRACTOR.judge_supersede(new, []) == []
