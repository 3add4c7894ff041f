"""The ordered table of statement rules: a name, a head expression and a builder each.

At every clause start the heads are tried in this order; the first head that matches and
whose builder accepts the object wins. The "remember" rule, which reads its object as a
sentence of its own, goes in front of these in ``sentences``, next to the parser it calls.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ltm_core.extraction.rules.lexicon import _rx
from ltm_core.extraction.rules.statements import (
    _build_age,
    _build_allergy,
    _build_attribute,
    _build_based,
    _build_birthday,
    _build_called,
    _build_decided,
    _build_dislike,
    _build_fan,
    _build_favourite,
    _build_going_with,
    _build_have,
    _build_instruction,
    _build_into,
    _build_intro,
    _build_job,
    _build_learn,
    _build_like,
    _build_live,
    _build_moved,
    _build_name,
    _build_no_eat,
    _build_origin,
    _build_person,
    _build_project,
    _build_pronouns,
    _build_relation_fact,
    _build_relation_job,
    _build_relation_name,
    _build_relation_status,
    _build_speak,
    _build_status,
    _build_use,
    _build_work,
    _Found,
)

_Builder = Callable[[re.Match[str], str, int], list[_Found] | None]


@dataclass(frozen=True, slots=True)
class _Rule:
    name: str
    head: re.Pattern[str]
    build: _Builder
    opens_clause: bool = True  # a head match alone shows a new clause began


_STATEMENT_RULES: tuple[_Rule, ...] = tuple(
    _Rule(name, _rx(pattern), build, name != "instruction-tail")
    for name, pattern, build in (
        (
            "instruction-marker",
            r"(?:please )?(?P<marker><MARKER>)(?: please)?,? (?:<WANT>,? ){0,2}"
            r"(?P<pol>always |never ever |never |don't ever |dont ever |do not ever |don't "
            r"|dont |do not )?(?:please )?(?=<VERBS>)",
            _build_instruction,
        ),
        (
            "instruction-always",
            r"(?:<WANT> ){0,2}(?P<pol>always|never ever|never|don't ever|dont ever|do not ever)"
            r",? (?:please )?(?=<VERBS>)",
            _build_instruction,
        ),
        ("instruction-tail", r"(?:<WANT> ){0,2}(?=<VERBS> )", _build_instruction),
        (
            "name",
            r"my (?P<attr>(?:first |last |full |middle )?name|nickname|surname)(?: is|'s) ",
            _build_name,
        ),
        (
            "called",
            r"(?P<how>(?:please |you can |you may |just |pls )?call me|i (?:usually |mostly "
            r"|normally |prefer to |like to )?go by|<IM> called) ",
            _build_called,
        ),
        ("pronouns", r"my pronouns are ", _build_pronouns),
        (
            "favourite",
            r"my (?P<attr>(?:all[- ]time |absolute |current )?(?:favou?rite|preferred|fave|fav)"
            r" [\w-]{1,30}(?: [\w-]{1,30}){0,2}?) (?P<cop>is|are) ",
            _build_favourite,
        ),
        (
            "birthday",
            r"(?:my (?:birthday|bday|date of birth|birth date)(?: is|'s)"
            r"|(?P<born>i was born) (?P<prep>on|in)) ",
            _build_birthday,
        ),
        ("attribute", r"my (?P<attr><ATTR>)(?: is|'s) ", _build_attribute),
        (
            "relation-name",
            r"my (?P<rel><REL>)(?:'s name is| is (?P<how>called|named)) ",
            _build_relation_name,
        ),
        (
            "relation-fact",
            r"my (?P<rel><REL>) (?P<adv>(?:also|now|still|currently|just|recently) )?"
            r"(?P<vp>lives (?:in|near|with)|works (?:at|for|as|in)|moved to|is (?:originally )?"
            r"from|is based in|is (?:also |very |severely )?allergic to) ",
            _build_relation_fact,
        ),
        (
            "relation-status",
            r"my (?P<rel><REL>) is (?P<art>an? )?(?P<adj><STATUS>)(?=$|[ ,;:!.)])",
            _build_relation_status,
        ),
        ("relation-job", r"my (?P<rel><REL>) is (?P<art>an?) ", _build_relation_job),
        (
            "allergy",
            r"<IM> (?P<adv>(?:(?:also|very|severely|highly|really|extremely|mildly|deathly"
            r"|super|quite) ){0,2})allergic to ",
            _build_allergy,
        ),
        (
            "have",
            r"i(?: (?P<adv>also|already|now|still|actually))?(?: have(?: got)?|'ve got|ve got) ",
            _build_have,
        ),
        (
            "status",
            r"<IM> (?P<adv>(?:(?:also|now|currently|still|strictly|mostly|fully|completely"
            r"|totally|actually|recently|newly|happily|a|an) ){0,2})(?P<adj><STATUS>)"
            r"(?=$|[ ,;:!.)])",
            _build_status,
        ),
        (
            "no-eat",
            r"i (?P<adv>(?:also|just|really|strictly|generally) )?(?P<neg>don't|dont|do not"
            r"|never|can't|cant|cannot|can not|no longer|won't) (?P<v>eat|drink) ",
            _build_no_eat,
        ),
        (
            "live",
            r"(?:i (?P<adv><ADV>)(?P<v>live|reside)|<IM> (?P<adv2>(?:currently|now|still) )?"
            r"(?P<v2>living|residing)) (?P<prep>in|near|just outside of|just outside|outside of"
            r"|outside|close to|with) ",
            _build_live,
        ),
        (
            "moved",
            r"i(?P<have>'ve| have)? (?P<adv>(?:(?:just|recently|finally|also) ){0,2})"
            r"(?P<v>moved|relocated) (?P<prep>to|back to) ",
            _build_moved,
        ),
        (
            "origin",
            r"(?:<IM> (?P<adv>(?:originally|also|actually) )?from|i (?P<come>come) from) ",
            _build_origin,
        ),
        (
            "based",
            r"<IM> (?P<adv>(?:currently|now|also) )?based (?P<prep>in|out of) ",
            _build_based,
        ),
        (
            "work",
            r"(?:i (?P<adv><ADV>)work (?P<prep>at|for|as|in|from|on|remotely)|<IM> (?P<adv2>"
            r"(?:currently|now|still|also) )?(?P<ing>working) (?P<prep2>at|for|as|in|from"
            r"|remotely))\b ?",
            _build_work,
        ),
        (
            "job",
            r"<IM> (?P<adv>(?:(?:also|currently|now|still|actually) )?)(?P<art>an?|the) ",
            _build_job,
        ),
        (
            "person",
            r"<IM> (?P<art>an?) (?P<what>[a-z-]{2,20}) person(?=$|[ ,;:!.)])",
            _build_person,
        ),
        (
            "age",
            r"<IM> (?P<age>[1-9][0-9]?)(?P<unit> years old| yo| y/o)?(?=$|[ ,;:!.)])",
            _build_age,
        ),
        (
            "fan",
            r"<IM> (?P<neg>not )?(?P<art>an? )?(?P<deg>(?:big|huge|massive|great|die-hard"
            r"|diehard|longtime|long-time|real|total) )?fan of ",
            _build_fan,
        ),
        ("into", r"<IM> (?P<adv>(?:really|also|very|super|totally|heavily) )?into ", _build_into),
        (
            "like",
            r"i (?P<adv><ADV>)(?P<v>like|love|enjoy|adore|prefer|hate|dislike|detest|loathe|despise"
            r"|avoid) ",
            _build_like,
        ),
        (
            "dislike",
            r"i (?P<adv>(?:really|just|also|honestly|truly|generally) )?(?P<neg>don't|dont"
            r"|do not|can't|cant|cannot|can not) (?P<v>like|stand|bear|enjoy"
            r"|tolerate|love) ",
            _build_dislike,
        ),
        (
            "use",
            r"(?P<subj>i|we) (?P<adv>(?:(?:mostly|mainly|usually|always|only|also|primarily"
            r"|now|currently|still|exclusively|generally|normally|typically|often) ){0,2})use ",
            _build_use,
        ),
        (
            "speak",
            r"i (?P<adv>(?:also|fluently|natively|mostly|mainly) )?speak ",
            _build_speak,
        ),
        (
            "learn",
            r"<IM> (?P<adv>(?:currently|also|now|still) )?learning ",
            _build_learn,
        ),
        (
            "project",
            r"(?P<subj><IM>|we're|we are) (?P<adv>(?:currently|also|now|still) )?"
            r"(?P<v>working on|building|developing|writing|creating|designing|making"
            r"|launching|running) ",
            _build_project,
        ),
        (
            "decided",
            r"(?P<subj>i|we)(?P<have>'ve| have)? (?P<adv>(?:(?:finally|just|already|now"
            r"|officially|all|also) ){0,2})(?P<v>decided|agreed|chose|chosen|settled|picked|opted"
            r"|committed|voted) ",
            _build_decided,
        ),
        (
            "going-with",
            r"(?:we're|we are|(?P<will>we'll|we will)) (?P<adv>(?:now|officially|definitely"
            r"|also) )?(?P<v>going with|go with|switching to|switch to|migrating to"
            r"|migrate to|standardi[sz]ing on|sticking with|stick with|moving forward with) ",
            _build_going_with,
        ),
    )
)
_INTRO_RULE = _Rule("intro", _rx(r"<IM> "), _build_intro)
