"""Labelled corpus for the offline ``RuleExtractor``.

Each ``Case`` is one chat turn (a tuple of ``(role, content)`` messages) and the candidates a
careful human would store from it: ``(exact text, kind)`` pairs. An empty ``expected`` means
"store nothing": these are the hard negatives (questions, hypotheticals, requests, reported
speech, quotes, pasted code, chit-chat, other roles' messages).

CORPUS was written before the rules and is the one the tests hold to precision/recall floors.
HELDOUT was written after the rules were frozen and is never tuned against: the benchmark
reports it separately as an honest estimate of how the rules generalise.

Scoring (shared by tests/core/test_rule_extractor.py and benchmarks/rule_extractor.py): a
produced candidate is a true positive when its text equals an expected text of the same case
and its kind matches; every other produced candidate is a false positive; every expected pair
no candidate matched is a miss.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

Message = tuple[str, str]
Expected = tuple[str, str]


@dataclass(frozen=True)
class Case:
    """One labelled chat turn."""

    messages: tuple[Message, ...]
    expected: tuple[Expected, ...] = ()
    note: str = ""

    @property
    def label(self) -> str:
        """The user's text, for reports."""
        return " | ".join(content for role, content in self.messages if role == "user")


def u(text: str, *expected: Expected, note: str = "") -> Case:
    """A turn made of one user message."""
    return Case((("user", text),), tuple(expected), note)


def turn(*messages: Message, expected: Sequence[Expected] = (), note: str = "") -> Case:
    """A turn made of several messages of any role."""
    return Case(tuple(messages), tuple(expected), note)


CORPUS: list[Case] = [
    # -- positives: identity --------------------------------------------------------------
    u("my name is Alice", ("The user's name is Alice.", "identity")),
    u("btw my name's Tom", ("The user's name is Tom.", "identity")),
    u("Call me Sam, please.", ("The user wants to be called Sam.", "identity")),
    u("I go by Max.", ("The user goes by Max.", "identity")),
    u("My pronouns are they/them.", ("The user's pronouns are they/them.", "identity")),
    u("My birthday is on 12 May.", ("The user's birthday is on 12 May.", "identity")),
    u("My timezone is CET.", ("The user's timezone is CET.", "identity")),
    u("I'm originally from Porto.", ("The user is originally from Porto.", "identity")),
    u("I speak Portuguese and Spanish.", ("The user speaks Portuguese and Spanish.", "identity")),
    u(
        "Hi! I'm Priya. I live in Pune and I work at Infosys.",
        ("The user's name is Priya.", "identity"),
        ("The user lives in Pune.", "fact"),
        ("The user works at Infosys.", "fact"),
        note="greeting intro + two clauses joined by 'and I'",
    ),
    u(
        "Hey, I'm Jonas, a backend developer at Zalando.",
        ("The user's name is Jonas.", "identity"),
        ("The user is a backend developer at Zalando.", "fact"),
        note="greeting intro with an appositive job",
    ),
    # -- positives: where and what ----------------------------------------------------------
    u("I live in Lisbon.", ("The user lives in Lisbon.", "fact")),
    u("i live in montreal", ("The user lives in montreal.", "fact"), note="lowercase typing"),
    u("I just moved to Berlin.", ("The user just moved to Berlin.", "fact")),
    u("I moved to Amsterdam last month.", ("The user moved to Amsterdam last month.", "fact")),
    u("I'm based in Toronto.", ("The user is based in Toronto.", "fact")),
    u("I work at Acme Corp.", ("The user works at Acme Corp.", "fact")),
    u("I work as a nurse.", ("The user works as a nurse.", "fact")),
    u("I'm a data engineer at Spotify.", ("The user is a data engineer at Spotify.", "fact")),
    u("I'm a software developer.", ("The user is a software developer.", "fact")),
    # -- positives: health and diet ------------------------------------------------------------
    u("I'm allergic to peanuts.", ("The user is allergic to peanuts.", "fact")),
    u("I have a peanut allergy", ("The user has a peanut allergy.", "fact")),
    u("I'm lactose intolerant.", ("The user is lactose intolerant.", "fact")),
    u(
        "I'm diabetic, so keep that in mind for recipes.",
        ("The user is diabetic.", "fact"),
    ),
    u("I'm vegetarian.", ("The user is vegetarian.", "preference")),
    u("I'm gluten-free, by the way.", ("The user is gluten-free.", "preference")),
    u("Just so you know, I'm vegan.", ("The user is vegan.", "preference")),
    u("I don't eat pork.", ("The user doesn't eat pork.", "preference")),
    # -- positives: likes and dislikes ----------------------------------------------------------
    u("I prefer my coffee black.", ("The user prefers their coffee black.", "preference")),
    u("I love hiking in the Alps.", ("The user loves hiking in the Alps.", "preference")),
    u(
        "I really enjoy Japanese jazz from the seventies.",
        ("The user really enjoys Japanese jazz from the seventies.", "preference"),
    ),
    u("I hate cilantro.", ("The user hates cilantro.", "preference")),
    u(
        "I can't stand loud open-plan offices.",
        ("The user can't stand loud open-plan offices.", "preference"),
    ),
    u("I don't like long meetings.", ("The user doesn't like long meetings.", "preference")),
    u("I dislike tabs in YAML files.", ("The user dislikes tabs in YAML files.", "preference")),
    u("My favourite colour is green.", ("The user's favourite colour is green.", "preference")),
    u("My favorite editor is Neovim.", ("The user's favorite editor is Neovim.", "preference")),
    u("I like to run in the mornings.", ("The user likes to run in the mornings.", "preference")),
    u(
        "I'm a big fan of Brandon Sanderson.",
        ("The user is a big fan of Brandon Sanderson.", "preference"),
    ),
    u(
        "I'm into bouldering and trail running.",
        ("The user is into bouldering and trail running.", "preference"),
    ),
    u(
        "I enjoy reading Dr. Seuss books to my son.",
        ("The user enjoys reading Dr. Seuss books to their son.", "preference"),
        note="'Dr.' must not end the sentence; my -> their",
    ),
    u(
        "I prefer Python 3.12 for new projects.",
        ("The user prefers Python 3.12 for new projects.", "preference"),
        note="decimal point is not a sentence end",
    ),
    u(
        "I like outdoor sports, e.g. hiking and climbing.",
        ("The user likes outdoor sports, e.g. hiking and climbing.", "preference"),
        note="'e.g.' is not a sentence end",
    ),
    u(
        "I prefer tabs over spaces, but my team uses spaces.",
        ("The user prefers tabs over spaces.", "preference"),
    ),
    # -- positives: family, pets, tools, projects -------------------------------------------
    u("My sister's name is Ana.", ("The user's sister's name is Ana.", "fact")),
    u("My wife is called Maria.", ("The user's wife is called Maria.", "fact")),
    u("My son is allergic to eggs.", ("The user's son is allergic to eggs.", "fact")),
    u("I have a dog named Rex.", ("The user has a dog named Rex.", "fact")),
    u("I have two kids.", ("The user has two kids.", "fact")),
    u("I use Neovim with a custom config.", ("The user uses Neovim with a custom config.", "fact")),
    u(
        "I'm working on a Flask app called Lumen.",
        ("The user is working on a Flask app called Lumen.", "project"),
    ),
    # -- positives: decisions --------------------------------------------------------------
    u(
        "We decided to use Postgres 16 for the new service.",
        ("The user's team decided to use Postgres 16 for the new service.", "decision"),
    ),
    u(
        "We agreed to ship the beta on March 3.",
        ("The user's team agreed to ship the beta on March 3.", "decision"),
    ),
    u(
        "We're going with Tailwind for styling.",
        ("The user's team is going with Tailwind for styling.", "decision"),
    ),
    u("We chose Stripe over PayPal.", ("The user's team chose Stripe over PayPal.", "decision")),
    u(
        "We use GitLab CI for all our repos.",
        ("The user's team uses GitLab CI for all their repos.", "fact"),
    ),
    u(
        "I decided to learn Rust this year.",
        ("The user decided to learn Rust this year.", "decision"),
    ),
    # -- positives: explicit memory requests and standing instructions --------------------------
    u(
        "Remember that my daughter's school starts at 8:15.",
        ("The user's daughter's school starts at 8:15.", "fact"),
    ),
    u("Please remember I'm left-handed.", ("The user is left-handed.", "fact")),
    u(
        "Please remember that I take my tea without sugar.",
        ("The user takes their tea without sugar.", "fact"),
    ),
    u(
        "Keep in mind that our API is rate-limited to 100 requests per minute.",
        ("The user's team's API is rate-limited to 100 requests per minute.", "fact"),
    ),
    u(
        "From now on, always answer in British English.",
        ("The user wants the assistant to always answer in British English.", "preference"),
    ),
    u(
        "Never use emojis in replies.",
        ("The user wants the assistant to never use emojis in replies.", "preference"),
    ),
    u(
        "Going forward, please don't use bullet points.",
        ("The user wants the assistant to never use bullet points.", "preference"),
    ),
    u(
        "Reply in French from now on.",
        ("The user wants the assistant to reply in French from now on.", "preference"),
    ),
    # -- positives: several statements, filtered input ----------------------------------------
    u(
        "I'm allergic to shellfish and I prefer window seats.",
        ("The user is allergic to shellfish.", "fact"),
        ("The user prefers window seats.", "preference"),
    ),
    u(
        "I prefer pytest over unittest.\n```\n# I live in Paris\nname = 'x'\n```",
        ("The user prefers pytest over unittest.", "preference"),
        note="code fence content is ignored",
    ),
    u(
        "I live in Oslo. <private>I work at Secret Inc.</private>",
        ("The user lives in Oslo.", "fact"),
        note="private span is ignored",
    ),
    turn(
        ("user", "Any tips for a long-haul flight?"),
        ("assistant", "Sure! Do you have any dietary needs? I love planning trips."),
        ("user", "Yes, I'm vegan. Also my name is Rob."),
        expected=[("The user is vegan.", "preference"), ("The user's name is Rob.", "identity")],
        note="only the user's messages are mined",
    ),
    # -- negatives: questions --------------------------------------------------------------
    u("Do I like sushi?"),
    u("Where do I live?"),
    u("Should I prefer tabs or spaces?"),
    u("Can you call me back later?"),
    u("Maybe we should use Redis?"),
    u("Do you remember that I'm vegan?", note="asks, does not tell"),
    u("Remember when we went to Rome?"),
    # -- negatives: hypotheticals, wishes, plans -------------------------------------------
    u("If I lived in Paris I'd walk everywhere."),
    u("I would like to live in Paris one day."),
    u("I wish I lived by the sea."),
    u("What if I moved to Canada?"),
    u("Imagine I lived on Mars."),
    u("Let's say I live in Tokyo, what time is it there?"),
    u("Pretend I'm a pirate and tell me a story."),
    u("I might move to Berlin next year."),
    u("I hope I get the job at Google."),
    u("I think I might be allergic to dairy."),
    u("Whenever I travel I get sick."),
    # -- negatives: one-off requests and wants -----------------------------------------------
    u("I'd like a summary of this article."),
    u("I want you to translate this into German."),
    u("I need a flight to Rome next Tuesday."),
    u("I'm looking for a good Italian restaurant."),
    u("I need help with my resume."),
    u("I'm going to Rome next week."),
    u("I have a meeting at 3pm."),
    u("I have a question about my cat."),
    u("Tell me a joke about cats."),
    u("Translate to French: I live in Paris and I love cheese."),
    u("Proofread this:\nI am a nurse at St. Mary's and I love my job."),
    # -- negatives: reported speech and quotes ----------------------------------------------
    u("My friend says I like jazz."),
    u("She thinks I live in Paris."),
    u("Everyone says I work too hard."),
    u('He told me "I\'m allergic to cats" yesterday.'),
    u("> I live in Paris and I work at Google\nWhat do you make of this email?"),
    # -- negatives: negation, hedges, states ------------------------------------------------
    u("I don't know where I live anymore."),
    u("I'm not allergic to anything."),
    u("I used to live in Madrid."),
    u("I'm tired."),
    u("I'm not sure."),
    u("I'm sorry, I don't understand."),
    u("I'm a bit confused by this error."),
    u("I'm a beginner at Python."),
    u("My name is not important."),
    u("We haven't decided on a database yet."),
    u("I prefer not to say."),
    # -- negatives: chit-chat about the conversation -------------------------------------------
    u("I like that idea!"),
    u("I love it, thanks!"),
    u("I hate Mondays lol", note="borderline: laughter marks banter, not a durable fact"),
    u("I like how you explained that."),
    u("I love you, you're the best!"),
    u("I'm working on it."),
    u("I prefer the second option."),
    u("I'm a big fan of this answer!"),
    u("Sorry, I hate to bother you again."),
    u("Call me when it's done."),
    u("Never mind."),
    u("Always a pleasure talking to you!"),
    # -- negatives: filtered input and other roles -------------------------------------------
    u("```python\n# my name is Bob\nprint('I live in Paris')\n```"),
    u("<private>My name is Alice and I live in Paris.</private>"),
    u("<PRIVATE>I'm allergic to latex", note="unclosed private tag hides the rest"),
    turn(
        ("system", "My name is Atlas. Always answer in English."),
        ("user", "What's the capital of Peru?"),
        ("assistant", "It's Lima. I love geography! My favourite city is Cusco."),
        note="system and assistant statements are never memories",
    ),
    turn(
        ("user", "Look up my profile."),
        ("tool", "I live in Paris. I work at Google. My name is Jean."),
        note="tool output is never mined",
    ),
]


# Written after the rules were frozen; never tuned against.
HELDOUT: list[Case] = [
    u("FYI I'm allergic to latex.", ("The user is allergic to latex.", "fact")),
    u(
        "I'm severely allergic to bee stings.",
        ("The user is severely allergic to bee stings.", "fact"),
    ),
    u("My name is Jean-Luc Picard.", ("The user's name is Jean-Luc Picard.", "identity")),
    u("Please call me Liz.", ("The user wants to be called Liz.", "identity")),
    u(
        "I live in Cape Town with my husband.",
        ("The user lives in Cape Town with their husband.", "fact"),
    ),
    u("We moved to Denver in 2021.", ("The user moved to Denver in 2021.", "fact")),
    u(
        "I work for the NHS as a paramedic.",
        ("The user works for the NHS as a paramedic.", "fact"),
    ),
    u("I'm a freelance graphic designer.", ("The user is a freelance graphic designer.", "fact")),
    u("I teach math at a middle school.", ("The user teaches math at a middle school.", "fact")),
    u(
        "I'm a huge fan of Studio Ghibli films.",
        ("The user is a huge fan of Studio Ghibli films.", "preference"),
    ),
    u("I absolutely love spicy food.", ("The user absolutely loves spicy food.", "preference")),
    u(
        "I can't stand cilantro, it tastes like soap.",
        ("The user can't stand cilantro.", "preference"),
    ),
    u(
        "I prefer concise answers without fluff.",
        ("The user prefers concise answers without fluff.", "preference"),
    ),
    u(
        "I prefer to be addressed formally.",
        ("The user prefers to be addressed formally.", "preference"),
    ),
    u(
        "My favourite programming language is Haskell.",
        ("The user's favourite programming language is Haskell.", "preference"),
    ),
    u("I'm pescatarian.", ("The user is pescatarian.", "preference")),
    u("I don't eat red meat.", ("The user doesn't eat red meat.", "preference")),
    u("I have celiac disease.", ("The user has celiac disease.", "fact")),
    u(
        "I have a 4-year-old son named Leo.",
        ("The user has a 4-year-old son named Leo.", "fact"),
    ),
    u("My husband's name is Tom.", ("The user's husband's name is Tom.", "fact")),
    u("My daughter is vegan.", ("The user's daughter is vegan.", "preference")),
    u(
        "We decided to drop support for Python 3.8.",
        ("The user's team decided to drop support for Python 3.8.", "decision"),
    ),
    u(
        "We've agreed on weekly releases.",
        ("The user's team has agreed on weekly releases.", "decision"),
    ),
    u(
        "We're switching to Kubernetes next quarter.",
        ("The user's team is switching to Kubernetes next quarter.", "decision"),
    ),
    u(
        "Please remember that my wife is allergic to shellfish.",
        ("The user's wife is allergic to shellfish.", "fact"),
    ),
    u(
        "Don't forget my anniversary is on June 14.",
        ("The user's anniversary is on June 14.", "fact"),
    ),
    u(
        "From now on, please write all code examples in TypeScript.",
        (
            "The user wants the assistant to write all code examples in TypeScript from now on.",
            "preference",
        ),
    ),
    u(
        "Never apologize in your answers.",
        ("The user wants the assistant to never apologize in its answers.", "preference"),
    ),
    u(
        "Always include sources when you state facts.",
        (
            "The user wants the assistant to always include sources when it states facts.",
            "preference",
        ),
    ),
    u("I'm based out of Singapore.", ("The user is based out of Singapore.", "fact")),
    u(
        "I'm originally from Lagos but I live in London now.",
        ("The user is originally from Lagos.", "identity"),
        ("The user lives in London now.", "fact"),
    ),
    u("I speak fluent German.", ("The user speaks fluent German.", "identity")),
    u("I use Arch, btw.", ("The user uses Arch.", "fact")),
    u(
        "I'm building a Chrome extension for note-taking.",
        ("The user is building a Chrome extension for note-taking.", "project"),
    ),
    u(
        "I'm Tom, I'm 42 and I live in Leeds.",
        ("The user's name is Tom.", "identity"),
        ("The user is 42 years old.", "identity"),
        ("The user lives in Leeds.", "fact"),
    ),
    u(
        "My partner and I are both vegan.",
        ("The user and their partner are both vegan.", "preference"),
    ),
    u("I'm a night owl.", ("The user is a night owl.", "preference")),
    u(
        "I'm colorblind, so please don't rely on color in charts.",
        ("The user is colorblind.", "fact"),
    ),
    u(
        "I prefer that you don't ask follow-up questions.",
        ("The user prefers that the assistant not ask follow-up questions.", "preference"),
    ),
    u(
        "I work with Python mostly, but today I need help with Bash.",
        ("The user mostly works with Python.", "fact"),
    ),
    u("I was born in 1988.", ("The user was born in 1988.", "identity")),
    # negatives
    u("I'd love a vegan recipe for dinner."),
    u("Could you tell me if I'm eligible for a visa?"),
    u("I wonder if I should move to Lisbon."),
    u("My therapist says I'm a perfectionist."),
    u("I'm so tired of this bug."),
    u("I love how clean this code looks now!"),
    u("I'm not a fan of that approach."),
    u("I'm heading to the gym."),
    u("I'm thinking about learning Go."),
    u("I'd prefer the shorter version."),
    u("lol I live in my car at this point"),
    u("Let me know if I'm wrong."),
    u("I'm sure you're right."),
    u("Just checking: do you remember my name?"),
    u("Imagine you're my boss and I work at a bank."),
    u("I used to work at Google."),
    turn(
        ("user", "ok"),
        ("assistant", "You said you live in Oslo, and I remembered it. I'm a fan of fjords."),
    ),
]


@dataclass
class Score:
    """Precision/recall of an extractor over a list of cases."""

    cases: int = 0
    positive_cases: int = 0
    negative_cases: int = 0
    expected: int = 0
    produced: int = 0
    true_positives: int = 0
    misses: list[tuple[Case, Expected]] = field(default_factory=list)
    false_positives: list[tuple[Case, Expected]] = field(default_factory=list)

    @property
    def precision(self) -> float:
        """True positives over everything produced (1.0 when nothing was produced)."""
        return self.true_positives / self.produced if self.produced else 1.0

    @property
    def recall(self) -> float:
        """Expected candidates found over expected candidates."""
        found = self.expected - len(self.misses)
        return found / self.expected if self.expected else 1.0


def score(cases: Sequence[Case], run: Callable[[Case], list[Expected]]) -> Score:
    """Score ``run`` (a case -> produced ``(text, kind)`` pairs) over ``cases``."""
    result = Score()
    for case in cases:
        result.cases += 1
        if case.expected:
            result.positive_cases += 1
        else:
            result.negative_cases += 1
        produced = run(case)
        result.expected += len(case.expected)
        result.produced += len(produced)
        for pair in produced:
            if pair in case.expected:
                result.true_positives += 1
            else:
                result.false_positives.append((case, pair))
        for pair in case.expected:
            if pair not in produced:
                result.misses.append((case, pair))
    return result
