"""Word data for the guard: BIP-39 lists (text files) and credential words per script family.

Each ``credential_*`` module holds, for the languages written in one script family, the
tables that :mod:`ltm_core.guard.language` reads: ``PASSWORD``, ``PIN``, ``RECOVERY`` and
``TOKEN`` (credential words by family), ``GRAMMAR`` (the closed-class words that may stand
between a credential word and its value: possessives, articles, clitics) and ``COPULAS``
(the verbs and particles that link the word to its value). One line per language,
``code: word|word|...``; words are matched on normalised, lowercased text, and a copy
without diacritics is added for every Latin-script word.
"""
