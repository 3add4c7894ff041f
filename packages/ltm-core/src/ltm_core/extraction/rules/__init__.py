"""Offline, rule-based extraction of durable memories from a chat turn.

``RuleExtractor`` is what ltm uses when no language model is configured. It reads only the
user's messages and keeps only explicit first-person statements that will still be true
next week ("I'm allergic to peanuts", "we decided to use Postgres 16", "from now on never use
emojis"), rewritten as one third-person sentence each ("The user is allergic to peanuts.").
It is deliberately conservative: a wrong memory is worse than a missing one, so anything
that is not clearly a statement of the user about themselves gives nothing.

How a message is read:

1. ``<private>...</private>`` spans are removed by the content guard (case-insensitive;
   nested spans go whole, an unclosed ``<private>`` hides everything after it), and each
   removed span ends its line, so the words around it never make one statement. Fenced code
   (```` ``` ```` / ``~~~``, unclosed fences run to the end), quoted lines (``>``),
   comment/shell lines (``#``, ``//``, ``$``), pasted transcript lines ("User: ...",
   "Assistant: ...") and lines indented by a tab or four spaces are skipped: pasted code and
   tool output are not the user speaking. A payload ("Translate this:", "Proofread this
   email:", "Here's my error:", a Python traceback) hides everything after it.
2. The text is split into sentences (not at "Dr.", "e.g.", "St.", initials or decimals).
   Questions are dropped, except a statement with a short trailing question ("I live in
   Paris, any tips?") and a polite "can you remember that ...?". Sentences opening with a
   condition or a hypothesis ("if", "when", "imagine", "let's say", ...) are dropped, and so
   is every clause that follows a hypothetical or reporting word in its sentence ("I wish",
   "I'd", "my friend says", "she thinks", "translate"), and every sentence with a laughter
   marker ("lol", "haha", "jk", 😂): banter is not a durable fact.
3. Each clause start (the sentence start, or after ``,``, ``;``, a dash, "and", "but",
   "because", ...) is matched against the rules below, in order. A rule's object runs to the
   next clause that has a subject of its own ("..., and I work at Acme") or to the end of the
   sentence; trailing fillers ("btw", "thanks", "lol") are trimmed.
4. Objects that point at the conversation instead of the world are refused: "I love it",
   "I like that idea", "I prefer the second option", anything about "you".

Statements covered: name ("my name is", "call me", "I go by", a greeting's "Hi, I'm X"),
pronouns, birthday, timezone and similar attributes, "my favourite X is Y", allergies and
chronic conditions, diets ("I'm vegan", "I don't eat pork"), where the user lives / moved /
is from / is based, work ("I work at/as/in", "I'm a <job> at X"), likes and dislikes,
"I'm a big fan of", "I'm into", tools ("I use", "we use"), languages spoken, what the user is
learning or building, family and pets ("my sister's name is", "my son is allergic to",
"I have a dog named Rex"), decisions ("we decided/agreed/chose", "we're going with"),
explicit requests to remember ("remember that", "keep in mind that") and standing
instructions ("from now on ...", "always/never <verb> ...", "... from now on").

``memory_slot`` names the (subject, attribute) a memory text is about, so that
``RuleExtractor.judge_supersede`` can retire "The user lives in Paris." when "The user moved
to Berlin." arrives, without touching "The user works in Paris." or "The user's sister lives
in Rome.".

Borderline decisions: laughter ("I hate Mondays lol") drops the sentence; "I'd prefer/I'd
like/I want" are one-off wants, never preferences; relative dates ("tomorrow", "next week")
are refused where they would become wrong ("remember that", birthdays, decisions); "we" is
rendered "the user's team"; "call me X" is a preferred name, distinct from "my name is X";
likes, allergies, pets and decisions have no slot, so a new one never retires an old one.

Every expression is bounded and matched at known positions, so the cost is linear in the
length of the message.

Modules, each importing only the ones before it: ``lexicon`` (memory kinds, word lists, the
``<NAME>`` building blocks of the expressions), ``text`` (lines, sentences, tidying, third-person
rewriting), ``objects`` (is an object concrete and lasting, a name, a job), ``statements`` (the
``_build_*`` builders), ``rulebook`` (the ordered rule table), ``sentences`` (questions,
conditions, clauses, "remember that"), ``slots`` (``memory_slot``) and ``extractor``
(``RuleExtractor``).
"""

from __future__ import annotations

from ltm_core.extraction.rules.extractor import RuleExtractor
from ltm_core.extraction.rules.slots import memory_slot
from ltm_core.extraction.rules.text import MAX_WORDS

__all__ = ["MAX_WORDS", "RuleExtractor", "memory_slot"]
