"""``ContentGuard``: every detector behind one keyword prefilter."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import cache, partial
from typing import Any

from ltm_core.guard.announced import announced_values
from ltm_core.guard.bare_keys import RULE as BARE_KEY_RULE
from ltm_core.guard.bare_keys import alnum_keys, bare_keys, chunked_keys
from ltm_core.guard.catalogue import CATALOGUE
from ltm_core.guard.combos import combo_lines
from ltm_core.guard.compiled_format import TOKEN_CHAR as _TOKEN_CHAR
from ltm_core.guard.compiled_format import CompiledFormat as _Format
from ltm_core.guard.configs import ConfigDetector
from ltm_core.guard.context import (
    CONTEXT_KEYWORDS,
    HANDED_CUES,
    device_pins,
    handed_values,
    service_values,
)
from ltm_core.guard.cued import cued_values
from ltm_core.guard.decoding import decoded_matches, vendor_scan
from ltm_core.guard.disclaimed import without_disclaimed
from ltm_core.guard.disguise import undisguise
from ltm_core.guard.engine import Prefilter
from ltm_core.guard.errors import EMPTY, ContentRejected, SecretMatch, UnknownRule, merge
from ltm_core.guard.gaps import dashed_prefixes, glued_prefixes
from ltm_core.guard.handover import (
    ACCESS_KEYWORDS,
    SPLIT_KEYWORDS,
    access_values,
    one_time_codes,
    spelled_values,
    split_values,
)
from ltm_core.guard.keyvalue import KeyValueDetector
from ltm_core.guard.labels import field_value, label_value
from ltm_core.guard.language import LanguageDetector
from ltm_core.guard.lexicon import LANGUAGE_WORDS
from ltm_core.guard.logs import outside_log_events
from ltm_core.guard.markup import MARKUP_RULE, markup_values, relabel
from ltm_core.guard.material import COOKIE_KEYWORDS, MaterialDetector
from ltm_core.guard.memorable import handed_passphrases, memorable_values, shaped_passwords
from ltm_core.guard.named import NamedVendors
from ltm_core.guard.normalise import (
    fold_confusables,
    join_groups,
    join_lines,
    join_singles,
    normalise,
)
from ltm_core.guard.phrasing import credential_pairs
from ltm_core.guard.pieces import PIECE_KEYWORDS, glued_pieces
from ltm_core.guard.prefixed import RULE as PREFIXED_RULE
from ltm_core.guard.prefixed import keyed_prefixed_tokens
from ltm_core.guard.spans import PRIVATE_PLACEHOLDER, strip_private
from ltm_core.guard.unlocked import UNLOCKED_KEYWORDS, unlocked_values
from ltm_core.guard.values import file_name, is_mask, pointer_note

__all__ = ["ContentGuard"]

_ALL = "all"
# A spaced key mixes letters and ASCII digits (see ``normalise.join_groups``): without a digit
# there is nothing to join, and most chat turns hold none.
_ASCII_DIGIT_RE = re.compile(r"[0-9]")
# A symbol a memorable password holds ("Comet!Otter"): without it or a digit no hand-over
# value can have a password's shape.
_SYMBOL_RE = re.compile(r"[^\W\d_][!#$%&*?@^~+=][^\W\d_]")
_NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")
# Spans that are references, never a disclosed value: AWS ARNs, ``${{ secrets.X }}`` and
# ``${VAR}`` templates (``${VAR:-default}`` holds a value, so a colon ends the template form)
# and URLs without a user part. A sentence detector's word inside one of them ("s3://b/secret-
# 5fc1...") is part of a name; key/value rules keep their own view of URLs (``?token=``).
_REFERENCE_SPAN_RE = re.compile(
    r"arn:aws[a-z-]{0,20}:[^\s\"'<>]{1,400}|\$\{\{[^{}\n]{0,200}\}\}|\$\{[^{}\s:]{1,200}\}"
    r"|[A-Za-z][A-Za-z0-9+.-]{1,20}://[^\s@\"'<>]{1,2000}"
)

_PLACEHOLDER_RE = re.compile(r"\[redacted:[A-Za-z0-9_.-]{1,64}\]")

# Names of earlier releases, still accepted by LTM_GUARD_DISABLE.
_ALIASES: dict[str, tuple[str, ...]] = {
    "openssh_private_key": ("private_key",),
    "pgp_private_key": ("private_key",),
    "putty_private_key": ("private_key",),
    "database_url": ("url_credentials",),
    "basic_auth_url": ("url_credentials",),
    "curl_basic_auth": ("cli_password",),
    "aws_secret_access_key": ("aws_secret_access_key",),
    "luhn_card": ("payment_card",),
}


_POINTED_RULES = frozenset({"secret_disclosure", "token_disclosure", "secret_assignment"})


def _without_pointers(found: list[SecretMatch], text: str) -> list[SecretMatch]:
    """Drop values that are a file name, a note where the value is kept, or a label.

    "password file: creds_backup_2023.kdbx", "password: stored_in_vault", "SMTP_PASSWORD=
    see_1password_entry": the word names the password, the value says where it lives.
    "password=Kennwort" in a translation file is the word a screen shows (``guard/labels``).
    """
    if not found:
        return found
    return [m for m in found if m.pattern not in _POINTED_RULES or not _pointer(text, m)]


def _pointer(text: str, m: SecretMatch) -> bool:
    """The match, or the run of non-space characters around it, is a file name or a note."""
    value = text[m.start : m.end]
    if pointer_note(value) or file_name(value):
        return True
    if label_value(field_value(text, m.start, m.end)):
        return True  # a translation or a message: "password": "Passwort", "Incorrect password"
    # the run it stands in ("creds_backup_2023" of "creds_backup_2023.kdbx"), bounded
    begin, end = m.start, m.end
    floor, ceiling = max(0, begin - 80), min(len(text), end + 80)
    while begin > floor and not text[begin - 1].isspace():
        begin -= 1
    while end < ceiling and not text[end].isspace():
        end += 1
    run = text[begin:end].strip("\"'`“”‘’()[]<>,;:!?").rstrip(".")
    return run != value and file_name(run)


def _masked(text: str, m: SecretMatch) -> bool:
    """The match is a mask, or the last digits a mask shows ("XXXX-XXXX-4400", "•••• 1234")."""
    if is_mask(text[m.start : m.end]):
        return True
    begin = m.start
    while begin > max(0, m.start - 48) and text[begin - 1] in "xX*•●·#-. ":
        begin -= 1
    return begin < m.start and m.end - m.start <= 4 and is_mask(text[begin : m.end])


def _merge(accepted: list[SecretMatch], new: list[SecretMatch]) -> list[SecretMatch]:
    """``merge``, without its work when a stage found nothing (most stages, most texts)."""
    return merge(accepted, new) if new else accepted


def _on_boundaries(lowered: str, start: int, end: int) -> bool:
    """The keyword is a word of its own ("2fa"), not part of a hex id ("c2fa91")."""
    before = lowered[start - 1] if start > 0 else " "
    after = lowered[end] if end < len(lowered) else " "
    return not before.isalnum() and not after.isalnum()


def _outside_references(matches: list[SecretMatch], text: str) -> list[SecretMatch]:
    """Drop matches that lie inside a reference span (an ARN, a ``${...}`` template)."""
    spans = [m.span() for m in _REFERENCE_SPAN_RE.finditer(text)]
    if not spans:
        return matches
    return [m for m in matches if not any(s <= m.start and m.end <= e for s, e in spans)]


@cache
def _builtin_names() -> tuple[str, ...]:
    return ContentGuard(disable=("all",))._builtin_names


class ContentGuard:
    """Refuses credentials and replaces private spans before text becomes a memory.

    Args:
        disable: Rule names to switch off, or ``("all",)`` to switch every built-in rule off.
            Unknown names raise ``ValueError`` listing the valid ones. Names of earlier
            releases (``database_url``, ``openssh_private_key``...) are still accepted.
        extra_patterns: User rules, name -> regular expression (Python ``re``). A named group
            ``secret`` (if present) marks the part to redact; otherwise the whole match is
            the secret. An invalid expression raises ``ValueError`` naming the rule.

    Example:
        >>> guard = ContentGuard()
        >>> guard.check("I prefer metric units")
        >>> guard.redact("my password is hunter2!")
        'my password is [redacted:secret_disclosure]!'
    """

    def __init__(
        self,
        disable: Iterable[str] = (),
        extra_patterns: Mapping[str, str] | None = None,
    ) -> None:
        self._keyvalue = KeyValueDetector()
        self._named = NamedVendors()
        self._language = LanguageDetector()
        self._material = MaterialDetector()
        self._configs = ConfigDetector()
        anywhere = [fmt for fmt in CATALOGUE if not fmt.context]
        builtin = tuple(
            dict.fromkeys(
                [
                    *(fmt.name for fmt in anywhere),
                    *self._material.rule_names,
                    *self._keyvalue.rule_names,
                    *self._configs.rule_names,
                    *self._language.rule_names,
                    BARE_KEY_RULE,
                ]
            )
        )
        self._builtin_names = builtin
        extra = self._compile_extra(extra_patterns or {}, builtin)
        names = [disable] if isinstance(disable, str) else list(disable)
        wanted = {n.strip() for item in names for n in str(item).split(",") if n.strip()}
        valid = {_ALL, *builtin, *extra, *_ALIASES}
        unknown = sorted(wanted - valid)
        if unknown:
            raise UnknownRule(
                unknown,
                f"unknown guard rule(s) to disable: {', '.join(unknown)}; valid names are: "
                f"{', '.join([_ALL, *builtin, *extra])}",
            )
        off = set(builtin) if _ALL in wanted else set()
        for name in wanted:
            off |= {name, *_ALIASES.get(name, ())}
        self._off = off
        self._formats = [_Format(fmt) for fmt in anywhere if fmt.name not in off]
        disowned = tuple(
            k for fmt in anywhere if fmt.name in off for k in fmt.keywords if len(k) >= 3
        )
        for compiled in self._formats:
            if compiled.fmt.classes:
                compiled.disowned = disowned
        self._extra = {name: rx for name, rx in extra.items() if name not in off}
        self._names = tuple(n for n in (*builtin, *extra) if n not in off)
        self._rules = frozenset(self._names)
        keywords: list[tuple[str, str]] = []
        self._always: list[int] = []
        for index, compiled in enumerate(self._formats):
            single = [k for k in compiled.fmt.keywords if len(k) > 1]
            if not single:
                self._always.append(index)
            keywords.extend((k, f"f{index}") for k in single)
        keywords.extend((k, "kv") for k in self._keyvalue.keywords())
        keywords.extend((k, "vendor") for k in self._keyvalue.vendor_keywords())
        keywords.extend((k, "cfg") for k in self._configs.keywords())
        keywords.extend((k, "lang") for k in self._language.keywords())
        keywords.extend((k, "totp") for k in MaterialDetector.keywords())
        keywords.extend((k, "cookie") for k in COOKIE_KEYWORDS)
        keywords.extend((k, "access") for k in ACCESS_KEYWORDS)
        keywords.extend((k, "split") for k in SPLIT_KEYWORDS)
        keywords.extend((k, "pieces") for k in PIECE_KEYWORDS)
        keywords.extend((k, "unlocked") for k in UNLOCKED_KEYWORDS)
        self._prefilter = Prefilter(keywords)
        # Context cues are common words ("for the", "it's"): a prefilter of their own, asked
        # only when a value is possible, keeps them from opening the other stages.
        self._context_prefilter = Prefilter([(k, "context") for k in CONTEXT_KEYWORDS])
        self._format_labels = {f"f{index}": index for index in range(len(self._formats))}
        self._find_plain = partial(self.find, decode=False)
        self._find_vendor = partial(vendor_scan, self._formats, self._prefilter, self._always)

    @staticmethod
    def _compile_extra(
        extra: Mapping[str, str], builtin: tuple[str, ...]
    ) -> dict[str, re.Pattern[str]]:
        rules: dict[str, re.Pattern[str]] = {}
        for name, pattern in extra.items():
            if not isinstance(name, str) or not _NAME_RE.fullmatch(name):
                raise ValueError(
                    f"extra guard rule name {name!r} must be 1-64 letters, digits, '_', '.', '-'"
                )
            if name in builtin or name in (_ALL, EMPTY):
                raise ValueError(f"extra guard rule {name!r} clashes with a built-in name")
            if not isinstance(pattern, str) or not pattern:
                raise ValueError(f"extra guard rule {name!r} needs a non-empty regex string")
            try:
                rules[name] = re.compile(pattern)
            except re.error as exc:
                raise ValueError(
                    f"extra guard rule {name!r} is not a valid regular expression: {exc}"
                ) from exc
        return rules

    # -- introspection ---------------------------------------------------------------------

    @property
    def pattern_names(self) -> tuple[str, ...]:
        """Names of the active rules: built-in ones first (in priority order), then extras."""
        return self._names

    @property
    def patterns(self) -> tuple[tuple[str, Any], ...]:
        """The active catalogue and user expressions as ``(name, compiled)`` pairs.

        A name may appear more than once when a vendor has several formats. The detectors
        for key/value lines, sentences and other material add their own expressions.
        """
        return (
            *((f.name, f.matcher) for f in self._formats),
            *self._extra.items(),
        )

    @staticmethod
    def builtin_pattern_names() -> tuple[str, ...]:
        """Names of every built-in rule, in priority order."""
        return _builtin_names()

    # -- detection ---------------------------------------------------------------------------

    def normalise(self, text: str) -> str:
        """NFKC with invisible characters removed: the text that match offsets refer to."""
        return normalise(text)

    def find(self, text: str, *, decode: bool = True, as_field: bool = False) -> list[SecretMatch]:
        """Find every secret in ``text``.

        Args:
            text: Text to scan; it is normalised first.
            decode: Also judge what one decode (base64, hex, percent, entities, escapes), a
                reversal or a re-join of the text reveals (see ``guard/decoding.py``).
            as_field: Judge ``text`` as the value of a structured field (a tag, a metadata
                key or value, the source, a thread or message id) rather than a message. A
                message that is a generated key and nothing else is a key pasted to keep; a
                field that is one is an id (``kHq7Zr2mXw9PbN4t`` as a request id), so there
                a key of letters and digits needs a hand-over cue, as inside a sentence.
                Every other rule judges a field as it judges a message.

        Returns:
            Non-overlapping matches sorted by start, with offsets into ``normalise(text)``.
            Where two rules overlap, the more specific (earlier) rule wins.
        """
        norm = normalise(text)
        folded = fold_confusables(norm)
        lowered = folded.lower()
        hits = list(self._prefilter.hits(lowered))
        labels: set[str] = set()
        for _s, _e, _k, found in hits:
            labels |= found
        if "totp" in labels and not any(
            "totp" in found and (len(k) >= 6 or not k.isascii() or _on_boundaries(lowered, s, e))
            for s, e, k, found in hits
        ):  # a long word stands in a compound ("Zweifaktorschlüssel"), CJK has no spaces
            labels.discard("totp")  # only inside ids ("c2fa91..."): not an authenticator word
        # One look at the text's shape, shared by every stage below: the longest run without
        # white space (base64, reversals and generic shapes need 16 or more) and a digit.
        longest = max(map(len, folded.split()), default=0)
        has_digit = _ASCII_DIGIT_RE.search(folded) is not None
        accepted: list[SecretMatch] = []
        format_labels = self._format_labels
        wanted = {format_labels[label] for label in labels if label in format_labels}
        wanted.update(self._always)
        for index in sorted(wanted):
            accepted = _merge(accepted, self._formats[index].scan(folded, longest=longest))
        if hits:
            accepted = _merge(accepted, glued_prefixes(folded, hits, self._formats))
            # "ghp_DE04-JhvWuwbv-18JfUp7d-...": a body a copy cut into dashed groups
            accepted = _merge(accepted, dashed_prefixes(folded, hits, self._formats))
        rules = self._rules
        if (
            has_digit
            and longest >= 18
            and PREFIXED_RULE in rules
            and ("_" in folded or "-" in folded)
        ):
            # "cu_7a5f... for Checkly", "the Axiom key xaat-<uuid>": an id-shaped body, a key word
            accepted = _merge(accepted, keyed_prefixed_tokens(folded))
        found_material = self._material.find(folded, lowered, labels, rules, has_digit=has_digit)
        accepted = _merge(accepted, found_material)
        if "kv" in labels or "vendor" in labels:
            kv_hits = [(s, e) for s, e, _k, found in hits if "kv" in found or "vendor" in found]
            new = self._keyvalue.find(folded, kv_hits, vendor_hit="vendor" in labels)
            new = _without_pointers(new, folded)
            accepted = _merge(accepted, [m for m in new if m.pattern in rules])
        if "vendor" in labels and has_digit and longest >= 16:  # "X is what Datadog gave me"
            vendor_hits = [(s, e, k) for s, e, k, found in hits if "vendor" in found]
            accepted = _merge(accepted, self._named.find(folded, lowered, vendor_hits, rules))
        if "config_password" in rules or "cli_password" in rules:
            new = self._configs.find(folded, lowered, keyword_hit="cfg" in labels)
            accepted = _merge(accepted, [m for m in new if m.pattern in rules])
        if "lang" in labels:
            lang_hits = [(s, e, k) for s, e, k, found in hits if "lang" in found]
            norm_lowered = norm.lower()
            new = self._language.find(norm, norm_lowered, lang_hits)
            if has_digit:  # "it's oyster_saffron_34 - that's the password I use for ebay"
                new = _merge(new, memorable_values(norm, norm_lowered, lang_hits, LANGUAGE_WORDS))
            if new and ("${" in norm or "arn:" in norm or "://" in norm):
                new = _outside_references(new, norm)
            new = _without_pointers(new, norm)
            if new and ("[" in norm or ":" in norm or " for " in norm):
                new = outside_log_events(new, norm)  # "sshd[311]: Failed password for root"
            accepted = _merge(accepted, [m for m in new if m.pattern in rules])
        if BARE_KEY_RULE in rules:  # "save this: 7hG#k2Lp9Qz", no word at all
            accepted = _merge(accepted, bare_keys(folded))
            if has_digit and longest >= 12:  # "new one after the reset: n9PKPD7eeHgrNm1p"
                accepted = _merge(accepted, alnum_keys(folded, lone=not as_field))
        if has_digit and "login_pair" in rules:  # "credenciais: bob X", "login alice X"
            accepted = _merge(accepted, credential_pairs(norm, norm.lower()))
        if "login_pair" in rules and "@" in norm:  # "dana@example.com:Winston74!"
            accepted = _merge(accepted, combo_lines(norm))
        if has_digit and "secret_disclosure" in rules:  # "the VPN prompt: Gravel-fjord-Zinnia536"
            accepted = _merge(accepted, handed_passphrases(folded))
            # "for the nas: Otter!Bramble53", "Biscuit!Quokka35", "comet-gravy-178$"
            accepted = _merge(accepted, shaped_passwords(folded))
        if "secret_disclosure" in rules:  # "the zip opens with X", "tried X and it let me in"
            access_hits = [(s, e) for s, e, _k, found in hits if "access" in found]
            accepted = _merge(accepted, access_values(folded, access_hits))
            # "X got me in", "the zip is protected with X", "vpn: dana — X", "🔑 X"
            seen = {k for _s, _e, k, found in hits if "unlocked" in found}
            if seen or folded.count("-") >= 7:  # cue words, or a recovery key's dashes
                new = [m for m in unlocked_values(folded, seen) if m.pattern in rules]
                accepted = _merge(accepted, new)
        # "BIOS: X", "I set it to X so you can log in", "the ipad unlock is 915881": every
        # value of these needs a digit or a symbol between letters, which most turns lack
        valued = has_digit or _SYMBOL_RE.search(folded) is not None
        context_hits = (
            [(s, e, k) for s, e, k, _f in self._context_prefilter.hits(lowered)] if valued else []
        )
        # "mine is quasar-tango-nebula-94", "🔑 X" (a field's lone value is an id: the cue
        # must be in the field, "tags=['mine is X']")
        if valued and "secret_disclosure" in rules:
            new = [m for m in cued_values(folded, lone=not as_field) if m.pattern in rules]
            accepted = _merge(accepted, new)
        if context_hits:
            if "secret_disclosure" in rules:
                accepted = _merge(accepted, service_values(folded, lowered, context_hits))
                if any(k in HANDED_CUES for _s, _e, k in context_hits):
                    accepted = _merge(accepted, handed_values(folded))
            if has_digit and "pin_disclosure" in rules:
                accepted = _merge(accepted, device_pins(folded, lowered))
        if has_digit and "pin_disclosure" in rules:  # "Your one-time sign-in code is 103335"
            accepted = _merge(accepted, one_time_codes(folded, lowered))
        if "split" in labels and "secret_disclosure" in rules:  # "starts with X, ends with Y"
            accepted = _merge(accepted, split_values(folded, self._judge_alone))
        if "secret_disclosure" in rules and (has_digit or _SYMBOL_RE.search(folded) is not None):
            # "pw in next msg.\nGravel&9093", "first half is X", "X for the password field"
            new = [m for m in announced_values(folded, lowered) if m.pattern in rules]
            accepted = _merge(accepted, new)
        pieces = "pieces" in labels or "_ " in folded or "- " in folded
        if pieces and has_digit and "secret_disclosure" in rules:  # "X + Y (join them)"
            new = glued_pieces(folded, self._rule_alone)
            accepted = _merge(accepted, [m for m in new if m.pattern in rules])
        disguised = undisguise(norm)  # "p@ssw0rd", "P A S S W O R D", "<b>password</b>"
        if disguised != norm:
            low = disguised.lower()
            d_hits = [(s, e, k) for s, e, k, found in self._prefilter.hits(low) if "lang" in found]
            new = self._language.find(disguised, low, d_hits) if d_hits else []
            new = _without_pointers(new, disguised)
            accepted = _merge(accepted, [m for m in new if m.pattern in rules])
        if "<" in norm or "\n" in norm:  # "<td>password</td><td>X</td>", "Password\n\nX"
            relabelled = relabel(norm)
            if relabelled is not None and relabel(relabelled) is None:
                accepted = _merge(accepted, self.find(relabelled, decode=False, as_field=as_field))
        if MARKUP_RULE in rules:  # '<input type="password" value="X">', "const WIFI = 'X'"
            accepted = _merge(accepted, markup_values(norm, norm.lower()))
        joined = join_groups(folded) if has_digit else None
        if joined is not None:
            accepted = _merge(accepted, self._joined(joined, folded))
            # The same groups without the prose words at their ends (a key inside a sentence).
            trimmed = join_groups(folded, trim_prose=True)
            if trimmed is not None and trimmed[0] != joined[0]:
                accepted = _merge(accepted, self._joined(trimmed, folded))
            # Two keys in groups with a word between ("AKIA YAFB ... secret QT/4y OfnAV ...").
            split = join_groups(folded, split_prose=True)
            if split is not None and split[0] != joined[0]:
                accepted = _merge(accepted, self._joined(split, folded))
        if has_digit:
            lines = join_lines(folded)  # a token pasted one piece a line
            if lines is not None:
                accepted = _merge(accepted, self._joined(lines, folded))
            if BARE_KEY_RULE in rules and "-" in folded:  # a key in dashed chunks
                accepted = _merge(accepted, chunked_keys(folded))
            singles = join_singles(folded)  # single characters spelled apart, joined once
            if singles is not None and "lang" in labels:  # a value spelled after the word
                accepted = _merge(accepted, self._spelled(singles, rules))
            if singles is not None and "secret_disclosure" in rules:  # "m y  p a s s w o r d"
                accepted = _merge(accepted, spelled_values(*singles))
        for name, rx in self._extra.items():
            group = rx.groupindex.get("secret")
            new = [
                SecretMatch(name, *(m.span(group) if group else m.span()))
                for m in rx.finditer(norm)
            ]
            accepted = _merge(accepted, [m for m in new if m.end > m.start])
        if decode:
            revealed = decoded_matches(folded, self._find_plain, self._find_vendor, longest=longest)
            # Decoded noise (numbers, hashes read as bytes) has a generated key's shape too.
            revealed = [m for m in revealed if m.pattern != BARE_KEY_RULE]
            accepted = _merge(accepted, revealed)
        if "[redacted:" in norm:  # our own placeholder is never a value (redact is idempotent)
            spans = [m.span() for m in _PLACEHOLDER_RE.finditer(norm)]
            accepted = [m for m in accepted if not any(m.start < e and s < m.end for s, e in spans)]
        if accepted and ("x" in lowered or "*" in norm or "•" in norm or "#" in norm):
            # "password: xxxx-xxxx-xxxx", "pin: ****": a mask holds no value, however grouped
            accepted = [m for m in accepted if not _masked(norm, m)]
        # "password: demo, the public sandbox", "password='test123' in the unit tests"
        return without_disclaimed(accepted, norm)

    def _rule_alone(self, token: str) -> str | None:
        """The rule that refuses ``token`` standing alone, or ``None``."""
        found = self.find(token, decode=False)
        return found[0].pattern if found else None

    def _judge_alone(self, token: str) -> bool:
        """Whether the guard refuses ``token`` standing alone (a vendor format, a bare key)."""
        return self._rule_alone(token) is not None

    def _spelled(self, singles: tuple[str, list[int]], rules: Iterable[str]) -> list[SecretMatch]:
        """Sentence detectors on the copy with single spaced characters joined, mapped back."""
        text, offsets = singles
        low = text.lower()
        hits = [(s, e, k) for s, e, k, found in self._prefilter.hits(low) if "lang" in found]
        found = self._language.find(text, low, hits) if hits else []
        return [
            SecretMatch(m.pattern, offsets[m.start], offsets[m.end - 1] + 1)
            for m in found
            if m.pattern in rules and m.end > m.start
        ]

    def _joined(self, joined: tuple[str, list[int]], source: str) -> list[SecretMatch]:
        """Catalogue formats on the copy with spaced groups joined, mapped back."""
        text, offsets = joined
        lowered = text.lower()
        labels = self._prefilter.labels(lowered)
        wanted = sorted({int(label[1:]) for label in labels if label[0] == "f"} | set(self._always))
        found: list[SecretMatch] = []
        for index in wanted:
            for m in self._formats[index].scan(text, joined=True):
                start, end = offsets[m.start], offsets[m.end - 1] + 1
                # the key must start and end where the spaced groups do, not inside a word
                if start > 0 and _TOKEN_CHAR.match(source[start - 1]):
                    continue
                if end < len(source) and _TOKEN_CHAR.match(source[end]):
                    continue
                found.append(SecretMatch(m.pattern, start, end))
        return found

    def cues(self, text: str) -> tuple[bool, bool]:
        """Whether ``text`` holds a vendor's keyword, and whether it holds a credential word.

        The keyword prefilter alone (microseconds): callers that glue short strings together
        (``memory/prepare.check_glued``) judge only the pairs one of these can complete.
        """
        labels = self._prefilter.labels(fold_confusables(normalise(text)).lower())
        vendor = any(label[0] == "f" for label in labels)
        return vendor, bool(labels & {"kv", "lang", "cfg", "vendor", "totp", "cookie"})

    def check(self, text: str, *, as_field: bool = False) -> str | None:
        """Name of the leftmost secret's rule in ``text``, or ``None`` when there is none.

        ``as_field``: judge ``text`` as a structured field's value (see :meth:`find`).
        """
        matches = self.find(text, as_field=as_field)
        return matches[0].pattern if matches else None

    def redact(self, text: str) -> str:
        """Return ``normalise(text)`` with each secret replaced by ``[redacted:<rule>]``."""
        norm = normalise(text)
        out: list[str] = []
        pos = 0
        for match in self.find(norm):
            out.append(norm[pos : match.start])
            out.append(f"[redacted:{match.pattern}]")
            pos = match.end
        out.append(norm[pos:])
        return "".join(out)

    # -- private spans and fields ------------------------------------------------------------

    def strip_private(self, text: str, *, separator: str | None = None) -> str:
        """Replace each ``<private>...</private>`` span with ``[private]``.

        Tags are found on a normalised view (invisible characters, fullwidth forms, case,
        ``&lt;private&gt;``), may carry attributes, and a self-closing ``<private/>`` opens
        a span. The text around a span is never spliced together.

        Args:
            text: The text to clean.
            separator: What a span becomes instead of ``[private]`` (the rule extractor
                passes a line break so that no statement is mined across a span).
        """
        return strip_private(text, PRIVATE_PLACEHOLDER if separator is None else separator)

    def clean(self, text: str) -> str:
        """Prepare text for storage or refuse it.

        Args:
            text: Text the caller wants to store.

        Returns:
            The text with private spans replaced and surrounding whitespace stripped.

        Raises:
            ContentRejected: ``pattern == "empty"`` when nothing but placeholders is left,
                or the name of the rule that found a secret.
        """
        stripped = self.strip_private(text).strip()
        if not stripped.replace(PRIVATE_PLACEHOLDER, "").strip(" \t\r\n.,;:!?-"):
            raise ContentRejected(EMPTY)
        pattern = self.check(stripped)
        if pattern is not None:
            raise ContentRejected(pattern)
        return stripped

    def clean_query(self, text: str) -> str:
        """A recall query safe to embed or send: private spans removed, secrets redacted."""
        return self.redact(self.strip_private(text, separator=" ")).strip()
