"""The extractor's vocabulary: memory kinds, word lists and the building blocks of its rules.

Everything here is data. ``_rx`` compiles a rule head after expanding the ``<NAME>`` building
blocks of ``_PARTS`` (``<IM>``, ``<REL>``, ``<VERBS>``, ...); the word lists say what counts as a
job, a relation, a condition, a vague object or a trailing filler.

Past 400 lines on purpose: it is data (word lists and rule heads), read as one vocabulary;
splitting it would only spread one list of words across files.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ltm_core.models import MemoryKind

_IDENTITY = MemoryKind.IDENTITY.value
_PREFERENCE = MemoryKind.PREFERENCE.value
_FACT = MemoryKind.FACT.value
_PROJECT = MemoryKind.PROJECT.value
_DECISION = MemoryKind.DECISION.value


def _rx(pattern: str) -> re.Pattern[str]:
    """Compile ``pattern`` case-insensitively after expanding the ``<NAME>`` building blocks."""
    for name, part in _PARTS.items():
        pattern = pattern.replace(f"<{name}>", part)
    return re.compile(pattern, re.IGNORECASE)


def _words(*chunks: str) -> frozenset[str]:
    """The set of space-separated words in ``chunks``."""
    return frozenset(" ".join(chunks).split())


def _alt(words: Iterable[str]) -> str:
    """A non-capturing alternation of literal phrases, longest first (spaces stay literal)."""
    ordered = sorted(set(words), key=lambda w: (-len(w), w))
    return "(?:" + "|".join(re.escape(w).replace("\\ ", " ") for w in ordered) + ")"


# -- vocabularies -----------------------------------------------------------------------------

_ABBREVIATIONS = _words(
    "dr mr mrs ms mx prof st jr sr inc ltd co corp vs etc e.g i.e eg ie approx no nr mt ft "
    "ave dept est fig gen gov lt col capt sgt rev hon u.s u.k a.m p.m ph.d cf al jan feb "
    "mar apr jun jul aug sep sept oct nov dec mon tue tues wed thu thur thurs fri sat sun "
    "vol pp ch min max sq"
)

_RELATION_WORDS = _words(
    "wife husband partner spouse boyfriend girlfriend fiance fiancé fiancee fiancée son "
    "daughter kid child baby mom mum mother dad father brother sister sibling twin grandma "
    "grandmother grandpa grandfather grandson granddaughter aunt uncle cousin niece nephew "
    "friend roommate flatmate housemate boss manager cofounder co-founder colleague coworker "
    "co-worker teammate dog cat puppy kitten pet parrot rabbit hamster horse"
)
_RELATION_SET = frozenset(_RELATION_WORDS)
_RELATION_MODIFIERS = _words(
    "older younger big little baby twin eldest oldest youngest best step late ex new other "
    "elder middle first second third"
)

_FAMILY_PETS = _words(
    "kid kids child children son sons daughter daughters baby babies twins brother brothers "
    "sister sisters sibling siblings grandchild grandchildren grandkid grandkids stepson "
    "stepdaughter wife husband partner boyfriend girlfriend fiance fiancé fiancee fiancée "
    "dog dogs cat cats puppy puppies kitten kittens pet pets parrot parrots rabbit rabbits "
    "hamster hamsters horse horses tortoise turtle lizard snake goldfish fish bird birds "
    "retriever labrador lab poodle terrier beagle corgi husky dachshund spaniel collie "
    "shepherd bulldog pug chihuahua greyhound"
)

_NUMBER_WORDS = _words("a an one two three four five six seven eight nine ten")

_CONDITIONS = (
    "diabetes",
    "type 1 diabetes",
    "type 2 diabetes",
    "asthma",
    "celiac disease",
    "coeliac disease",
    "celiac",
    "coeliac",
    "adhd",
    "add",
    "autism",
    "epilepsy",
    "dyslexia",
    "dyscalculia",
    "migraines",
    "chronic migraines",
    "arthritis",
    "a heart condition",
    "heart disease",
    "high blood pressure",
    "hypertension",
    "ibs",
    "crohn's",
    "crohn's disease",
    "lupus",
    "ms",
    "multiple sclerosis",
    "colour blindness",
    "color blindness",
    "tinnitus",
    "chronic pain",
    "chronic fatigue",
    "fibromyalgia",
    "hearing loss",
    "a hearing impairment",
    "a visual impairment",
    "gout",
    "psoriasis",
    "eczema",
    "anxiety",
    "depression",
    "ptsd",
    "ocd",
    "a pacemaker",
    "hemophilia",
    "haemophilia",
    "sickle cell",
    "sickle cell disease",
    "cystic fibrosis",
    "a nut allergy",
)

_JOBS = _words(
    "engineer developer programmer coder dev designer architect scientist researcher "
    "analyst consultant manager director founder cofounder co-founder ceo cto cfo coo cio "
    "vp lead nurse doctor physician surgeon dentist pharmacist therapist psychologist "
    "psychiatrist counselor counsellor teacher professor lecturer tutor student lawyer "
    "attorney solicitor barrister paralegal accountant bookkeeper banker trader economist "
    "chef cook baker barista bartender waiter waitress writer author journalist editor "
    "reporter translator interpreter artist illustrator photographer musician composer "
    "singer actor actress producer filmmaker animator carpenter electrician plumber "
    "mechanic technician pilot driver farmer firefighter paramedic officer soldier "
    "librarian pastor priest rabbi imam entrepreneur freelancer contractor intern "
    "recruiter marketer salesperson administrator admin sysadmin tester statistician "
    "mathematician physicist chemist biologist geologist veterinarian vet midwife "
    "caregiver carer nanny housekeeper cleaner janitor receptionist secretary assistant "
    "clerk cashier optometrist physiotherapist physio radiologist anesthesiologist "
    "anaesthetist copywriter strategist specialist coordinator supervisor executive "
    "officer pharmacologist epidemiologist dietitian nutritionist coach trainer "
    "instructor principal headteacher dean postdoc phd professor sre devops"
)
_JOB_MODIFIER_BLOCK = _words(
    "bad terrible good great awful lousy decent better worse horrible amazing wannabe "
    "former ex future would-be failed fan bit big huge little kind sort lot not no "
    "total complete"
)

_PROJECT_NOUNS = _words(
    "app apps application website site web game library tool toolkit startup company "
    "business book novel thesis dissertation paper plugin extension bot chatbot api "
    "service platform cli framework product project course podcast blog compiler engine "
    "saas model dashboard package sdk pipeline newsletter script sdk language database "
    "prototype mvp agent assistant robot device album film documentary memoir"
)

#: Statuses that are nouns ("I am a single parent"), so they take an article.
_PARENTS: tuple[str, ...] = (
    "parent",
    "single parent",
    "mom",
    "mum",
    "dad",
    "mother",
    "father",
    "stay-at-home parent",
)

_STATUS_GROUPS: dict[str, tuple[str, float, tuple[str, ...]]] = {
    "diet": (
        _PREFERENCE,
        0.85,
        (
            "vegetarian",
            "vegan",
            "pescatarian",
            "pescetarian",
            "flexitarian",
            "gluten-free",
            "gluten free",
            "dairy-free",
            "dairy free",
            "kosher",
            "halal",
            "keto",
            "teetotal",
            "teetotaler",
            "teetotaller",
        ),
    ),
    "health": (
        _FACT,
        0.9,
        (
            "lactose intolerant",
            "lactose-intolerant",
            "gluten intolerant",
            "diabetic",
            "type 1 diabetic",
            "type 2 diabetic",
            "celiac",
            "coeliac",
            "epileptic",
            "asthmatic",
            "colorblind",
            "colourblind",
            "color-blind",
            "colour-blind",
            "color blind",
            "colour blind",
            "deaf",
            "hard of hearing",
            "hearing impaired",
            "blind",
            "visually impaired",
            "partially sighted",
            "dyslexic",
            "autistic",
            "pregnant",
            "immunocompromised",
            "wheelchair user",
        ),
    ),
    "personal": (
        _FACT,
        0.7,
        (
            "married",
            "single",
            "divorced",
            "engaged",
            "widowed",
            "retired",
            "left-handed",
            "right-handed",
            "self-employed",
            "unemployed",
            *_PARENTS,
        ),
    ),
}
_STATUS_INFO: dict[str, tuple[str, str, float]] = {
    word: (group, kind, importance)
    for group, (kind, importance, words) in _STATUS_GROUPS.items()
    for word in words
}

_INSTRUCTION_VERBS = _words(
    "use answer reply respond write include add give show put format cite mention ask call "
    "address say suggest recommend start end begin finish explain assume translate keep make "
    "send spell refer sign check double-check provide list summarize summarise be speak talk "
    "greet apologize apologise return wrap output print try avoid leave remind confirm quote "
    "link round convert offer capitalize capitalise stick label number sort display structure "
    "comment document test run reference source prioritize prioritise focus limit stay stop "
    "skip omit tell show write respond"
)

_ATTRIBUTES = (
    "timezone",
    "time zone",
    "native language",
    "first language",
    "mother tongue",
    "nationality",
    "job title",
    "occupation",
    "profession",
    "hometown",
    "home town",
    "blood type",
    "dietary restriction",
    "dietary restrictions",
    "diet",
    "github username",
    "github handle",
    "username",
    "star sign",
    "zodiac sign",
)

_NAME_STOP = _words(
    "not on in the a an at so very too also really actually just spelled spelt pronounced "
    "written hard difficult weird common long short unusual irrelevant private secret "
    "hidden different same like kind sort back later now tomorrow today tonight when if "
    "anything whatever crazy mad anytime asap again please there here maybe soon lol that "
    "this it what you me him her them us something nothing sure ok okay fine no yes hi "
    "hello mine yours and or but for with from to of by up out over once never always "
    "sometimes whenever what's whats all any old-fashioned paranoid lazy stupid silly "
    "dumb old young new unique boring cool great good bad nice funny strange"
)
_NAME_PARTICLES = _words("de da del della di du van von der den la le bin al ibn y")
_INTRO_BLOCK = _words(
    "sorry fine good great back here ok okay not just so also really very still new done "
    "ready tired happy glad excited curious wondering from in at on with thrilled "
    "american british english french german spanish italian canadian australian indian "
    "chinese japanese korean brazilian mexican dutch swedish norwegian danish finnish "
    "polish russian irish scottish welsh portuguese greek turkish jewish muslim catholic "
    "vegan vegetarian single married retired home off out sure afraid interested "
    "looking trying going having using learning stuck lost confused bored busy late "
    "early available free online"
)

_VAGUE_FIRST = _words(
    "it it's its that that's this these those them they you your yours both either "
    "neither all what how when where why which whatever whichever whenever something "
    "anything everything nothing one ones some him her so too lots much more most such "
    "here there being doing having not no none"
)
_CONVERSATION_NOUNS = _words(
    "option options one ones version versions answer answers response responses reply "
    "replies draft drafts approach suggestion suggestions idea ideas solution solutions "
    "example examples proposal plan list code snippet summary explanation output result "
    "results layout format wording title choice first second last latter former"
)
_DETERMINERS = _words("the your that this these those")

_PREPOSITIONS = _words(
    "about for with of on in to at from like into onto over under by as than my your his "
    "her their our its the"
)
_HAVE_NOUN_BLOCK = _words(
    "question questions problem problems issue issues picture pictures photo photos video "
    "story meeting toy toys book books idea thing things lot bunch couple pair friend "
    "feeling"
)

_TRAILING_FILLERS: tuple[tuple[str, ...], ...] = tuple(
    tuple(phrase.split())
    for phrase in (
        "by the way",
        "thank you",
        "thank you so much",
        "thanks a lot",
        "just so you know",
        "for the record",
        "for context",
        "for reference",
        "as well",
        "to be honest",
        "for what it's worth",
        "if that matters",
        "if that helps",
        "in case you wondered",
        "btw",
        "fyi",
        "thanks",
        "thx",
        "ty",
        "please",
        "pls",
        "plz",
        "though",
        "tho",
        "too",
        "anyway",
        "anyways",
        "ok",
        "okay",
        "honestly",
        "also",
        "again",
        "tbh",
        "imo",
        "imho",
        "obviously",
        "fwiw",
        ":)",
        ":-)",
        ";)",
        ":d",
        "<3",
        "xd",
    )
)

_LONGEST_FILLER = max(len(filler) for filler in _TRAILING_FILLERS)

_VERB_3RD = {
    "have": "has",
    "be": "is",
    "am": "is",
    "do": "does",
    "go": "goes",
    "don't": "doesn't",
    "dont": "doesn't",
    "do not": "does not",
}
_UNCHANGED_VERBS = _words(
    "can can't cannot could couldn't will won't would wouldn't should shouldn't must "
    "mustn't may might shall was wasn't had hadn't did didn't went got made took bought "
    "left began came found met saw said told thought built sold lost won wrote quit "
    "became gave knew ran set put read let kept felt paid sent spent taught understood "
    "used never always also just really still already often usually"
)

# Words that make a clause hypothetical or reported speech (alternations, not compiled).
_HYPOTHETICAL = (
    r"if|unless|wish|wished|wishes|would|'d|suppose|supposing|imagine|imagined|pretend"
    r"|pretending|hypothetically|whether|as if|as though|assuming|in case|let's say|hope|hoped"
    r"|hopes|hoping|might|maybe|perhaps|probably"
)
_REPORTING = (
    r"says?|said|saying|thinks?|thought|believes?|believed|claims?|claimed|told|tells|reckons?"
    r"|assumes?|assumed|insists?|insisted|mentioned|guess(?:es|ed)?|suspects?|suspected|heard"
    r"|hears|joked|jokes|swears|swore|dreamt|dreamed|dreams?|wrote|writes|asked|asks"
    r"|translate|summari[sz]e|rewrite|rephrase|paraphrase|proofread|reword"
)

# -- building blocks of the expressions -----------------------------------------------------

_PARTS: dict[str, str] = {
    "IM": r"(?:i'm|im|i am)",
    "ADV": r"(?:(?:also|really|actually|currently|now|still|just|recently|absolutely|totally"
    r"|genuinely|mostly|usually|generally|definitely|strongly|honestly|truly|much|so|kinda"
    r"|personally|always|do|very|finally|already|normally|typically) ){0,2}",
    "REL": r"(?:" + _alt(_RELATION_MODIFIERS) + r"[ -]){0,2}" + _alt(_RELATION_WORDS) + r"\b",
    "VERBS": _alt(_INSTRUCTION_VERBS) + r"\b",
    "STATUS": _alt(list(_STATUS_INFO)),
    "ATTR": _alt(_ATTRIBUTES),
    "WANT": r"(?:please|i want you to|i'd like you to|i would like you to|i need you to"
    r"|you should|you must|you need to|make sure to|make sure you)",
    "MARKER": r"(?:from now on|going forward|moving forward|in the future|in future|henceforth"
    r"|from here on out|from here on|for all future (?:answers|replies|responses|messages"
    r"|chats|conversations))",
}
