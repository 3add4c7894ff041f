"""Key/value credentials: config lines, CLI flags, headers, URLs with passwords.

Which keys name a credential is :mod:`.keys` (the same rule serves metadata keys); the value
is then judged by its whole shape (see :mod:`.values`). The grammars: ``key=value``,
``key: value``, ``"key": "value"``, ``<key>value</key>``, ``<add key="k" value="v"/>``,
``--key value``, ``set``/``setx``/``export``, query strings, ``.netrc`` lines,
``Authorization`` headers and ``scheme://user:password@host``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache, partial
from typing import Any

from ltm_core.guard.catalogue import CATALOGUE, Format
from ltm_core.guard.engine import Matcher, compile_builtin, group_span
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.keys import KEY_WORDS, credential_family, names_secret
from ltm_core.guard.named import names_public_id, public_half
from ltm_core.guard.pairs import PairGrammars
from ltm_core.guard.values import (
    basic_credentials,
    char_classes,
    entropy,
    is_identifier,
    is_placeholder,
    is_reference,
    is_wordy,
    looks_like_password,
    looks_like_pin,
    looks_like_token,
    looks_like_word_passphrase,
    spaced_passphrase,
    trim_value,
)
from ltm_core.guard.windows import AFTER, key_starts, windows

__all__ = [
    "KEY_WORDS",
    "KeyValueDetector",
    "credential_family",
    "value_is_secret",
]

# A key named so is the public half of a pair (reCAPTCHA's site key, Stripe's publishable key).
_PUBLIC_QUALIFIERS = ("public ", "pub ", "publishable ", "site ")
# A name made of parts joined by "_", "-", "." or "/" (db_master_2024, MY_APP_SECRET): the
# name of a secret, quoted after the word, not its value.
_NAME_LIKE_RE = re.compile(r"[A-Za-z][A-Za-z0-9]{0,40}(?:[_./-][A-Za-z0-9]{1,40}){1,8}")
# PascalCase made of capitalised words (digits may follow a part): a class or type name.
# Words joined by a symbol no identifier holds, then digits: a memorable password's shape
# ("Nebula&Otter59") whatever the key calls it.
# A number may lead ("22Spruce#meadow") or a word and digits end in a symbol ("Magnet439?").
_MEMORABLE_RE = re.compile(
    r"[A-Za-z]{3,14}(?:[!#$%&*?@^~][A-Za-z]{3,14}){1,3}[!#$%&*?@]?\d{1,6}[!#$%&*?@]{0,2}"
    r"|\d{1,4}[A-Za-z]{3,14}[!#$%&*?@^~.][A-Za-z]{3,14}"
    r"|[A-Za-z]{3,14}\d{2,6}[!#$%&*?@^~]{1,2}"
)
_CLASS_NAME_RE = re.compile(r"(?:[A-Z][a-z]{0,2}[0-9]{0,6})?(?:[A-Z][a-z]{2,}[0-9]{0,3}){2,6}")


@lru_cache(maxsize=4096)
def value_is_secret(family: str, value: str, *, config: bool) -> bool:
    """Whether ``value`` is a real credential for a key of ``family``."""
    if is_placeholder(value.strip()) or "..." in value or "…" in value:
        return False
    quoted = value.strip()[:1] in "\"'`"
    value = trim_value(value)
    if is_placeholder(value):
        return False
    mixed = char_classes(value) >= 3 and not is_wordy(value)
    if quoted and len(value) >= 8 and mixed and not is_reference(value, code=False):
        return True  # a quoted, mixed value: "Roe7e!=bxFQ?9=" is a string, not an expression
    if quoted and family in ("password", "password_strict") and spaced_passphrase(value):
        return True  # PASSPHRASE="orchid hurricane marigold walnut"
    if family in ("password", "password_strict", "token") and looks_like_word_passphrase(value):
        # a key/value line is no prose: "passwd: onyx.umber", "sessionSecret = 'a-b#7'"
        return True
    if family == "password_strict":
        return looks_like_password(value) and any(c.isdigit() for c in value)
    if family == "pin":
        return looks_like_pin(value, low=3, high=12) or looks_like_password(value, config=False)
    if family == "password":
        return looks_like_password(value, config=config)
    if family == "bare_key":
        return looks_like_token(value, min_len=20, min_entropy=3.5)
    if not quoted and _CLASS_NAME_RE.fullmatch(value):
        return False  # a type hint, "private_key: Ed25519PrivateKey": random keys are not words
    if len(value) >= 8 and _MEMORABLE_RE.fullmatch(value):
        return True  # a memorable password kept under a token key: auth_token::Zeppelin%Pickle72
    return looks_like_token(value, min_len=10, min_entropy=2.8) or (
        looks_like_password(value, config=False) and len(value) >= 8 and not is_wordy(value)
    )


_KEY = r"(?:[^\W\d]|[_@$])[\w.\-]{0,79}"
_VALUE = (
    r"\\\"[^\"\n]{0,400}\\\"|\"[^\"\n]{0,400}\"|'[^'\n]{0,400}'|`[^`\n]{0,400}`"
    # (a quote inside an unquoted value, with no bracket, is the value's own:
    # password=0sUQx'HhG4L83; "password": {"type": ...} is a schema)
    # a run that fills the rest of its line is the value, "," and ";" included
    # ("DB_PASSWORD=~;_b,oQA2[3Wh2"); with an "=" inside it would be further fields
    # a generated value may hold or open with "<" ("SECRET=<2EAtfwi744=qw"): it fills its
    # line and never closes, unlike a placeholder ("<your-password>") or a tag
    r"|[^\s\"'`<>]{0,200}(?:<[^\s\"'`<>]{1,200}){1,3}[ \t]{0,8}(?m:$)"
    r"|[^\s\"'`<>=]{1,400}[ \t]{0,8}(?m:$)"
    r"|[^\s,;\"'`<>{}()\[\]]{1,100}(?:[\"'][^\s,;\"'`<>{}()\[\]]{1,100}){1,3}"
    r"|[^\s,;\"'`<>]{1,400}"
)
# The separator may stand on its own line and the value on the next ("password:\nX"), an
# arrow may separate (``KEY -> X``, ``k => X``), and the value may be wrapped in a call or a
# list (``("X")``, ``['X']``); with no separator at all only a quoted value follows.
_ASSIGN_RE = (
    rf"(?P<q>\\?[\"']?)(?P<key>{_KEY})\\?[\"'\]]{{0,2}}[ \t]{{0,4}}\n?[ \t]{{0,4}}"
    rf"(?:(?P<sep>:=|\?=|\+=|=>|==|->|→|⇒|::|=|:|：|\|\||,)[ \t]{{0,4}}\n?[ \t]{{0,4}}"
    rf"[(\[]?[ \t]{{0,2}}"
    rf"(?P<value>{_VALUE})|(?P<bare>[ \t])(?P<quoted>`[^`\n]{{1,200}}`|\"[^\"\n]{{1,200}}\"))"
)
_FLAG_RE = (
    rf"(?:^|[ \t\n])--(?P<key>[A-Za-z][A-Za-z0-9_-]{{0,40}})(?:=|[ \t]{{1,3}})(?P<value>{_VALUE})"
)
_SHORT_FLAG_RE = (
    r"(?:^|[ \t])-(?P<flag>[paPWw])(?:[ \t]{0,3})"
    r"(?P<value>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'|[^\s\"'-][^\s\"']{0,200})"
)
# ``set``/``setx``/``export``/``setenv``, fish's ``set -x KEY (X)``, a Dockerfile's ``ENV KEY
# X`` and the chat form of the same: "set POSTGRES_PASSWORD to X in the Heroku config".
_SETX_RE = (
    r"(?i:setx|set|export|setenv|env|put|change|update)[ \t]{1,3}(?:-[A-Za-z]{1,2}[ \t]{1,3})?"
    r"(?P<key>[A-Za-z_][A-Za-z0-9_-]{1,60})[ \t]{1,3}(?:(?i:to|as)[ \t]{1,3})?"
    r"(?P<value>\"[^\"\n]{1,300}\"|'[^'\n]{1,300}'|\([^\s()]{1,300}\)|[^\s\"'=]{1,300})"
)
# A key at the start of its line, a tab and its value filling the line (a pasted table or a CI
# settings export: "GH_TOKEN_CI<TAB>X").
_TAB_RE = (
    r"(?m:^)(?P<key>[A-Za-z_][A-Za-z0-9_]{2,60})\t{1,3}(?P<value>[^\s]{1,300})[ \t]{0,8}(?m:$)"
)
# Tools whose -p/-w/-P/-W flag takes a password; their names also open a window to scan.
_SHORT_FLAG_TOOL_NAMES = (
    "mysql mysqldump mysqladmin mariadb sshpass redis-cli mongo mongosh mongodump psql pg_dump "
    "sqlcmd smbclient ldapsearch openssl zip unzip 7z 7za 7zz rar unrar ldapmodify ldapadd "
    "ldapdelete ldappasswd ldapwhoami ldapcompare mysqlimport mysqlshow cqlsh clickhouse-client "
    "isql influx bcp osql mosquitto_pub mosquitto_sub rabbitmqadmin ipmitool rdesktop"
).split()
_SHORT_FLAG_TOOLS = re.compile(
    r"(?i)\b(?:docker login|podman login|helm registry login|az login|oc login|cf login|"
    r"cf auth|" + "|".join(map(re.escape, _SHORT_FLAG_TOOL_NAMES)) + r")\b"
)
_AUTH_HEADER_RE = (
    r"(?i:(?:proxy-)?authorization|auth)[\"']?[ \t]{0,3}[:=][ \t]{0,3}[\"']?"
    r"(?:(?P<scheme>[A-Za-z][A-Za-z0-9_-]{1,30})[ \t]{1,3})?"
    r"(?P<value>[A-Za-z0-9._~+/=:-]{6,1000})"
)
# terraform: variable "db_password" { default = "..." }
_HCL_VARIABLE_RE = (
    r"variable[ \t]{1,4}\"(?P<key>[^\"\n]{1,80})\"[ \t]{0,4}\{[^{}]{0,200}?"
    r"default[ \t]{0,4}=[ \t]{0,4}(?P<value>\"[^\"\n]{1,400}\")"
)
_BEARER_RE = r"(?i:bearer|basic|ssws)[ \t]{1,3}(?P<value>[A-Za-z0-9._~+/-]{12,1000}={0,2})"
_URL_CRED_RE = (
    r"[A-Za-z][A-Za-z0-9+.-]{1,20}://(?P<user>[^\s:@/?#]{0,100}):(?P<value>[^\s/]{1,200})"
    r"@[A-Za-z0-9.\[_-]"
)
# Oracle's ``user/password@connect`` form, in a JDBC thin URL or on a tool's command line:
# ``jdbc:oracle:thin:scott/X@//db:1521/ORCL``, ``sqlplus system/X@ORCL``, ``expdp u/X@db``.
# Only with one of the cues below (an ``@//`` Easy Connect, a JDBC prefix or a tool's name):
# ``actions/checkout@v4`` and ``golang.org/x/mod@v0.1`` share the bare shape.
_ORACLE_CONNECT_RE = (
    r"(?P<user>[A-Za-z_][\w$#.]{0,29})/(?P<value>[^\s/@\"'`]{1,100})@(?P<easy>//)?"
    r"[A-Za-z0-9_\[(]"
)
_ORACLE_CUES = (
    "jdbc:oracle:",
    "sqlplus",
    "sqlldr",
    "rman ",
    "expdp",
    "impdp",
    "dgmgrl",
    "userid=",
    "connect ",
    "conn ",
    "@//",
)
_ORACLE_DEMO = frozenset({"tiger", "password", "pass", "pwd", "secret", "x", "xxx", "****"})
_CURL_USER_RE = (
    r"(?:^|[ \t])(?:-u|--user)[ \t=]{1,3}[\"']?(?P<user>[^\s:,\"']{1,100})[:,]"
    r"(?P<value>[^\s\"']{1,200})"
)
_NETRC_RE = (
    r"(?i:machine)[ \t]{1,9}[^\s]{1,200}[ \t\n]{1,9}(?i:login)[ \t]{1,9}[^\s]{1,200}"
    r"[ \t\n]{1,9}(?i:password)[ \t]{1,9}(?P<value>[^\s]{1,200})"
)
_URL_DEMO = frozenset(
    {"pass", "passwd", "pwd", "secret", "password", "pw", "token", "p", "x", "tiger", "pa55"}
)
# XML: an element named for a credential, or a key attribute that names one and its value.
_XML_ELEMENT_RE = (
    r"<(?P<key>[A-Za-z_][\w.:-]{0,79})(?:[ \t][^<>\n]{0,200})?>"
    r"(?P<value>[^<>\n]{1,400})</"
)
# An element named for a credential whose value sits in a child element: Windows unattend.xml
# (``<AdministratorPassword><Value>X</Value><PlainText>true</PlainText>``, ``<AutoLogon>
# <Password><Value>X</Value>``), .resx (``<data name="..."><value>``) style wrappers.
_XML_WRAPPED_RE = (
    r"<(?P<key>[A-Za-z_][\w.:-]{0,79})(?:[ \t][^<>\n]{0,200})?>[ \t\r\n]{0,40}"
    r"<(?i:value|string|text)>(?P<value>[^<>\n]{1,400})</"
)
_XML_ATTR_RE = (
    r"(?i:key|name)[ \t]{0,3}=[ \t]{0,3}[\"'](?P<key>[^\"'<>\n]{1,80})[\"']"
    r"(?:[ \t]{1,9}(?i:value)[ \t]{0,3}=[ \t]{0,3}(?P<value>\"[^\"\n]{1,400}\"|'[^'\n]{1,400}')"
    r"|[ \t]{0,3}>(?P<text>[^<>\n]{1,400})<)"
)
# A vendor's key given in prose or to its SDK: "LOGDNA ingestion key X", "my datadog key is
# X", cohere.Client("X"). The value must then fit that vendor's own format exactly.
_VENDOR_PROSE_RE = (
    r"(?P<key>[A-Za-z][\w.-]{1,40}(?:[ \t]{1,3}[A-Za-z]{2,14}){0,2}[ \t]{1,3}"
    r"[A-Za-z]{0,10}(?i:key|token|secret|password))(?P<sep>[ \t]{1,3}(?i:is|was)|:|=)?[ \t]{1,3}"
    r"(?P<value>[A-Za-z0-9_+/=.:-]{12,300})"
)
# A cloud resource's id is a UUID, and the noun before it says which: subscription, tenant,
# directory, object, application or client id (an Azure client *secret* is no UUID noun).
_RESOURCE_ID_RE = re.compile(
    r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
)
_RESOURCE_NOUN_RE = re.compile(
    r"(?i)(?<![\w-])(?:subscriptions?|tenants?|director(?:y|ies)|object[ \t]id|"
    r"(?:application|app|client)[ \t](?:id|ID)|resource[ \t]groups?|management[ \t]groups?)"
    r"(?![\w-])"
)
# The vendor named, then a few words and a link: "the prod Algolia admin one is X", "Pushover
# now uses X", "new Linode credential after rotation -> X", "from the Fastly dashboard: X".
_VENDOR_NAMED_RE = (
    r"(?P<key>[A-Za-z][\w.-]{1,40})(?:[ \t]{1,3}[^\s.!?:;=>]{1,20}){0,5}?"
    r"(?:[ \t]{1,3}(?i:is|was|uses|use|are|gave[ \t]me)[ \t]{1,3}"
    r"|[ \t]{0,2}(?::|->|→|=|—|–)[ \t]{1,3})"
    r"(?P<value>[A-Za-z0-9_+/=.:-]{12,300})"
)
_VENDOR_CALL_RE = (
    r"(?P<key>[A-Za-z_][\w.]{1,60})\([ \t]{0,3}(?:[A-Za-z_]{1,30}[ \t]{0,2}=[ \t]{0,2})?"
    r"(?P<value>\"[^\"\n]{12,300}\"|'[^'\n]{12,300}')"
)
_SECTION_RE = re.compile(r"\[([A-Za-z0-9_. -]{1,60})\][ \t]{0,8}\n")
_QUERY_RE = r"[?&;](?P<key>[A-Za-z_][A-Za-z0-9_.-]{0,40})=(?P<value>[^&;\s#\"']{1,300})"


def _value_ends_line(window: str, key_at: int, match: Any, group: str) -> bool:
    """A value after a line break counts when it fills its line or is no word."""
    key_end = key_at + match.end("key")
    value_start, value_end = key_at + match.start(group), key_at + match.end(group)
    if "\n" not in window[key_end:value_start]:
        return True
    newline = window.find("\n", value_end)
    rest = window[value_end : newline if newline >= 0 else len(window)]
    # prose may follow a random value on its line, not a word ("password:\nEnter it twice")
    value = trim_value(window[value_start:value_end])
    return not rest.strip() or (char_classes(value) >= 2 and any(c.isdigit() for c in value))


def _semicolon_tail(window: str, end: int) -> int:
    """Where a connection-string value ends that may hold a ``;`` of its own.

    ``Password=GECKI;9c6E1fjhpLln5;``: a piece after ``;`` with no ``=`` and no space is no
    field of the string (every field is ``name=value``), so it still belongs to the value.
    """
    if window[end : end + 1] != ";":
        return end
    stop = end + 1
    limit = min(len(window), end + 200)
    while stop < limit and window[stop] not in ";\n":
        stop += 1
    piece = window[end + 1 : stop]
    if not piece or "=" in piece or any(c.isspace() for c in piece):
        return end
    return stop


class KeyValueDetector:
    """Finds credentials written as key/value pairs, flags, headers and URLs."""

    def __init__(self, catalogue: Iterable[Format] = CATALOGUE) -> None:
        self._assign = compile_builtin(_ASSIGN_RE, small=True)
        self._pairs = PairGrammars()
        self._config_judge = partial(value_is_secret, config=True)
        self._flag = compile_builtin(_FLAG_RE)
        self._short_flag = compile_builtin(_SHORT_FLAG_RE)
        self._auth = compile_builtin(_AUTH_HEADER_RE)
        self._bearer = compile_builtin(_BEARER_RE)
        self._url = compile_builtin(_URL_CRED_RE)
        self._curl = compile_builtin(_CURL_USER_RE)
        self._oracle = compile_builtin(_ORACLE_CONNECT_RE)
        self._netrc = compile_builtin(_NETRC_RE)
        self._query = compile_builtin(_QUERY_RE)
        self._setx = compile_builtin(_SETX_RE)
        self._tab = compile_builtin(_TAB_RE)
        self._xml_element = compile_builtin(_XML_ELEMENT_RE, small=True)
        self._xml_wrapped = compile_builtin(_XML_WRAPPED_RE, small=True)
        self._hcl_variable = compile_builtin(_HCL_VARIABLE_RE, small=True)
        self._xml_attr = compile_builtin(_XML_ATTR_RE, small=True)
        self._vendor_prose = compile_builtin(_VENDOR_PROSE_RE, small=True)
        self._vendor_named = compile_builtin(_VENDOR_NAMED_RE, small=True)
        self._vendor_call = compile_builtin(_VENDOR_CALL_RE, small=True)
        self._context: list[tuple[Format, Matcher]] = [
            (fmt, compile_builtin(fmt.regex, small=True)) for fmt in catalogue if fmt.context
        ]
        self.rule_names: tuple[str, ...] = (
            "secret_assignment",
            "cli_password",
            "authorization_header",
            "url_credentials",
            "netrc_password",
            *dict.fromkeys(fmt.name for fmt, _ in self._context),
        )

    @staticmethod
    def keywords() -> Iterable[str]:
        """Prefilter keywords of this detector."""
        yield from KEY_WORDS
        yield from (name for name in _SHORT_FLAG_TOOL_NAMES if len(name) >= 4)
        yield "ssws"  # Okta's authorization scheme, written without its header
        yield from (cue.strip() for cue in _ORACLE_CUES if len(cue.strip()) >= 3)

    def vendor_keywords(self) -> Iterable[str]:
        """Prefilter keywords of the vendor-context formats."""
        for fmt, _ in self._context:
            yield from fmt.keywords

    def _vendor(self, key: str, value: str, naming: str = "") -> str | None:
        lowered = key.lower()
        if is_placeholder(value) or entropy(value) < 2.5:
            return None
        for fmt, matcher in self._context:
            if any(k in lowered for k in fmt.keywords) and matcher.fullmatch(value):
                return None if public_half(fmt.name, naming or key) else fmt.name
        return None

    def _vendor_phrase(self, window: str, key_at: int, add: Any) -> None:
        """A vendor key in prose or passed to the vendor's SDK, at ``key_at``."""
        piece = window[key_at : key_at + AFTER]
        for matcher in (self._vendor_prose, self._vendor_call, self._vendor_named):
            match = matcher.match(piece)
            if match is not None:
                # "the Postmark request id was X", "Deepgram event id: X": a public id
                value_at, value_end = group_span(match, "value")
                if matcher is not self._vendor_call and names_public_id(
                    window[max(0, key_at - 40) : key_at] + " " + piece[:value_at],
                    piece[value_end : value_end + 60],
                ):
                    return
                if _RESOURCE_ID_RE.fullmatch(trim_value(match.group("value"))) and (
                    _RESOURCE_NOUN_RE.search(piece[:value_at])
                ):
                    return  # "the Azure subscription is <uuid>": a resource id, not a key
                naming = window[max(0, key_at - 12) : key_at] + piece[:value_at]
                vendor = self._vendor(match.group("key"), trim_value(match.group("value")), naming)
                if vendor is not None:
                    add(vendor, match, base=key_at)
                    return

    def find(
        self, text: str, hits: Iterable[tuple[int, int]], *, vendor_hit: bool
    ) -> list[SecretMatch]:
        """Credentials in ``text``.

        Args:
            text: The folded normalised text.
            hits: ``(start, end)`` of keyword occurrences (secret words and vendor names).
            vendor_hit: A vendor keyword occurred, so vendor formats are tried too.
        """
        found: list[SecretMatch] = []
        hits = sorted(hits)
        for low, high in windows(hits, len(text)):
            window = text[low:high]
            starts = key_starts(window, [s - low for s, _e in hits if low <= s < high])
            found.extend(self._scan(window, low, vendor_hit, starts))
        return found

    def _scan(
        self, window: str, offset: int, vendor_hit: bool, starts: list[int]
    ) -> list[SecretMatch]:
        found: list[SecretMatch] = []

        def add(name: str, match: Any, group: str = "value", base: int = 0) -> None:
            start, end = group_span(match, group)
            start, end = start + base, end + base
            raw = window[start:end]
            inner = trim_value(raw)
            shift = raw.find(inner) if inner else 0
            found.append(
                SecretMatch(name, offset + start + shift, offset + start + shift + len(inner))
            )

        # Each grammar below is tried only where its literal part occurs (cheap tests on one
        # lowercase copy); most windows are prose around a credential word.
        lw = window.lower()
        has_eq = "=" in window
        for match in self._url.finditer(window) if "://" in window else ():
            value = trim_value(match.group("value"))
            if "[redacted" in match.group(0):
                continue
            if value.lower() not in _URL_DEMO and not is_placeholder(value) and len(value) >= 3:
                add("url_credentials", match)
        oracle = "/" in window and "@" in window and any(c in lw for c in _ORACLE_CUES)
        for match in self._oracle.finditer(window) if oracle else ():
            value = trim_value(match.group("value"))
            line_end = window.find("\n", match.end())
            line_end = len(window) if line_end < 0 else line_end
            line = window[window.rfind("\n", 0, match.start()) + 1 : line_end]
            cued = match.group("easy") or any(c in line.lower() for c in _ORACLE_CUES)
            if not cued or value.lower() in _ORACLE_DEMO:
                continue
            # a leading "$" or "!" is the password's own here, no shell lookup ("$Maple9734")
            bare = value.lstrip("$!&#*%?")
            if value_is_secret("password", value, config=True) or (
                bare != value
                and any(c.isdigit() for c in bare)
                and not is_identifier(bare)
                and value_is_secret("password", bare, config=True)
            ):
                add("url_credentials", match)
        query = has_eq and ("?" in window or "&" in window or ";" in window)
        for match in self._query.finditer(window) if query else ():
            family = credential_family(match.group("key"))
            if not family:
                continue
            if value_is_secret(family, match.group("value"), config=True):
                add("url_credentials", match)
                continue
            start, end = group_span(match, "value")
            tail = _semicolon_tail(window, end) if family.startswith("password") else end
            if tail > end and value_is_secret(family, window[start:tail], config=True):
                found.append(SecretMatch("url_credentials", offset + start, offset + tail))
        setx = "set" in lw or "export" in lw or "env" in lw or "put" in lw or "change" in lw
        for match in self._setx.finditer(window) if setx or "update" in lw else ():
            family = credential_family(match.group("key"))
            # the chat form ("set the password to expire") needs the key's own spelling:
            # an upper-case or snake_case name, never a prose word
            key, said = match.group("key"), match.group(0)
            chat = said[:3].lower() in ("put", "cha", "upd") or " to " in said or " as " in said
            if chat and not (key.isupper() or "_" in key):
                continue
            if family and value_is_secret(family, match.group("value"), config=True):
                add("secret_assignment", match)
        for match in self._tab.finditer(window) if "\t" in window else ():
            family = credential_family(match.group("key"))
            if family and value_is_secret(family, match.group("value"), config=True):
                add("secret_assignment", match)
        for match in self._xml_element.finditer(window) if "</" in window else ():
            family = credential_family(match.group("key"))
            if family and value_is_secret(family, match.group("value"), config=True):
                add("secret_assignment", match)
        for match in self._xml_wrapped.finditer(window) if "</" in window else ():
            family = credential_family(match.group("key"))
            if family and value_is_secret(family, match.group("value"), config=True):
                add("secret_assignment", match)
        xml_attr = has_eq and ("key" in lw or "name" in lw)
        for match in self._xml_attr.finditer(window) if xml_attr else ():
            group = "value" if match.group("value") is not None else "text"
            family = credential_family(match.group("key"))
            if family and value_is_secret(family, match.group(group), config=True):
                add("secret_assignment", match, group)
        for match in self._netrc.finditer(window) if "machine" in lw else ():
            if value_is_secret("password", match.group("value"), config=True):
                add("netrc_password", match)
        for match in self._curl.finditer(window) if "-u" in window else ():
            if value_is_secret("password", match.group("value"), config=True):
                add("cli_password", match)
        for match in self._auth.finditer(window) if "auth" in lw else ():
            # any scheme (Bearer, Basic, SSWS, AWS4-HMAC-SHA256...) or none: a bare token
            # must then be long enough not to be a word
            shortest = 8 if match.group("scheme") else 16
            if looks_like_token(
                trim_value(match.group("value")), min_len=shortest, min_entropy=2.5
            ):
                add("authorization_header", match)
        for match in self._hcl_variable.finditer(window) if "variable" in window else ():
            family = credential_family(match.group("key"))
            if family and value_is_secret(family, match.group("value"), config=True):
                add("secret_assignment", match)
        bearer = "bearer" in lw or "basic" in lw or "ssws" in lw
        for match in self._bearer.finditer(window) if bearer else ():
            value = trim_value(match.group("value"))
            basic = basic_credentials(value)  # "Basic dXNlcjpwYXNz": a user:password pair
            if (basic is not None and value_is_secret("password", basic, config=True)) or (
                len(value) >= 16 and looks_like_token(value, min_len=16, min_entropy=3.0)
            ):
                add("authorization_header", match)
        for match in self._flag.finditer(window) if "--" in window else ():
            family = credential_family(match.group("key"))
            attached = window[group_span(match, "value")[0] - 1] == "="
            if family and value_is_secret(family, match.group("value"), config=attached):
                add("cli_password", match)
        line_tools = _SHORT_FLAG_TOOLS.search(window)
        if line_tools:
            for match in self._short_flag.finditer(window):
                if value_is_secret("password", match.group("value"), config=True):
                    add("cli_password", match)
        found.extend(self._pairs.find(window, lw, offset, starts, self._config_judge))
        done = -1
        for key_at in starts:
            if key_at < done:
                continue  # inside the value of a credential-named pair already judged
            while window[key_at : key_at + 1] == "-":
                key_at += 1  # a flag glued to its key: -Dpassword=..., -PsigningPassword=...
            before_key = window[max(0, key_at - 80) : key_at]
            if before_key.lower().endswith(_PUBLIC_QUALIFIERS):
                continue  # "public key: 0x...", "site key: 6Lc..." name what anyone may see
            token = before_key.split()[-1] if before_key[-1:].strip() else ""
            if token.startswith("arn:"):
                continue  # "arn:aws:secretsmanager:...:secret:prod/db" names a secret
            match = self._assign.match(window[key_at : key_at + AFTER])
            if match is None:
                if vendor_hit:
                    self._vendor_phrase(window, key_at, add)
                continue
            crossed = "\n" in match.group(0)
            if names_secret(match.group("key")) and not crossed:
                done = key_at + match.end()  # a value on the next line may hold a key itself
            quoted = key_at > 0 and window[key_at - 1] in "\"'"
            if match.group("sep") == "," and not (quoted and match.group("value")[:1] in "\"'`"):
                continue  # "key", "value" pairs only (PHP define(), arrays), not prose
            if match.group("sep") == "," and window[key_at + match.end() :].lstrip()[:1] == ":":
                continue  # '"invalid_token", "error_description": ...': the next pair's key
            group = "value" if match.group("sep") is not None else "quoted"
            key, value, sep = match.group("key"), match.group(group), match.group("sep") or " "
            if not _value_ends_line(window, key_at, match, group):
                continue
            if group == "quoted" and (quoted or _NAME_LIKE_RE.fullmatch(match.group(group)[1:-1])):
                continue  # HCL labels (resource "x_secret" "y"), a secret's name ("DB_SECRET_V2")
            inner = trim_value(value)
            if vendor_hit:
                self._vendor_phrase(window, key_at, add)
                # an ini section names the vendor for the keys under it: "[algolia]\napi_key"
                section = _SECTION_RE.findall(window, max(0, key_at - 160), key_at)
                vendor = self._vendor(f"{section[-1]}.{key}" if section else key, inner)
                if vendor is not None:
                    add(vendor, match, group, base=key_at)
                    continue
            family = credential_family(key)
            if family is None:
                continue
            sep_at = key_at + group_span(match, "sep")[0]
            before = window[sep_at - 1 : sep_at] if sep_at else ""
            config = (
                quoted
                or key.isupper()
                or (sep in ("=", ":=") and before not in (" ", "\t"))
                or sep in ("?=", "+=")  # Makefile: "TOKEN ?= X" sets a default value
                or (value[:1] in "\"'`" and sep != " ")
                or value[:1] == "`"  # code formatting marks a literal
            )
            if sep == "==" and is_identifier(inner):
                continue
            snake = "_" in inner and inner.islower() and inner.replace("_", "").isalpha()
            if sep == "=" and not config and snake:
                continue  # code: "util._pass = saved_hooks" names a variable, it holds no value
            if inner == key or inner.lower().endswith(key.lower()):
                continue
            if value_is_secret(family, value, config=config):
                add("secret_assignment", match, group, base=key_at)
        return found
