"""Config grammars whose credential has no credential-named key in front of it.

* ``.pgpass`` lines: ``host:port:database:user:password``;
* redis ``requirepass`` / ``masterauth`` directives;
* PowerShell ``ConvertTo-SecureString "..." -AsPlainText``;
* SQL ``CREATE USER ... IDENTIFIED BY '...'`` and ``CREATE/ALTER ROLE|USER ... PASSWORD '...'``;
* ``htpasswd`` lines (``user:$apr1$...``, ``user:{SHA}...``, bcrypt);
* Kubernetes ``kind: Secret`` manifests: every ``data:`` / ``stringData:`` value;
* Wi-Fi QR payloads: ``WIFI:T:WPA;S:<network>;P:<password>;;`` and
  ``wpa_passphrase <network> <passphrase>``;
* Postfix ``sasl_passwd`` maps: ``[smtp.gmail.com]:587 user@gmail.com:password``;
* scripted logins (``expect``/``send``, pexpect, Ansible ``responses:``, see :mod:`.dialogues`).

Each value is judged by its whole shape, as after a ``password=`` key (see :mod:`.values`).
Every expression is bounded and anchored on a literal, so a scan is linear in either engine.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from ltm_core.guard.blocks import BlockDetector
from ltm_core.guard.commands import COMMAND_KEYWORDS, CommandDetector
from ltm_core.guard.dialogues import DIALOGUE_KEYWORDS, scripted_passwords
from ltm_core.guard.engine import compile_builtin, group_span
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.keyvalue import value_is_secret
from ltm_core.guard.values import entropy, is_placeholder, trim_value

__all__ = ["ConfigDetector"]

_QUOTED = r"\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'"
# host:port:database:user:password; a colon inside the password is escaped (\:), so the
# value ends at white space or the end, never at another colon (an IPv6 address is not one).
_PGPASS_RE = (
    r"(?:^|[\s`'\"(>])[A-Za-z0-9.*_\[\]-]{1,100}:(?:[0-9]{1,5}|\*):[A-Za-z0-9.*_$-]{1,100}:"
    r"[A-Za-z0-9.*@_$-]{1,100}:(?P<value>(?:\\:|[^\s:]){1,200})(?:[\s`'\")\]»]|$)"
)
_REDIS_RE = r"(?i:requirepass|masterauth)[ \t]{1,8}(?P<value>" + _QUOTED + r"|[^\s]{1,200})"
_SECURE_STRING_RE = (
    r"(?i:convertto-securestring)[ \t]{1,4}(?:(?i:-string)[ \t]{1,4})?(?P<value>" + _QUOTED + ")"
)
_SQL_RE = (
    r"(?i:create|alter)[ \t]{1,4}(?i:user|role|login)[ \t]{1,4}[^\s;]{1,100}"
    r"(?:[ \t]{1,4}[A-Za-z_]{1,20}){0,4}[ \t]{1,4}"
    r"(?i:identified[ \t]{1,4}by|password)[ \t]{1,4}(?P<value>" + _QUOTED + ")"
)
# GRANT ... IDENTIFIED BY 'V' (MySQL 5), SET PASSWORD [FOR u] = [PASSWORD(]'V'.
_SQL_GRANT_RE = (
    r"(?i:grant)[ \t][^;\n]{1,200}?[ \t](?i:identified[ \t]{1,4}by)[ \t]{1,4}(?P<value>"
    + _QUOTED
    + ")"
)
_SQL_SET_RE = (
    r"(?i:set[ \t]{1,4}password)(?:[ \t]{1,4}(?i:for)[ \t]{1,4}[^\s=;]{1,100})?"
    r"[ \t]{0,4}=[ \t]{0,4}"
    r"(?:(?i:old_password|password)[ \t]{0,2}\([ \t]{0,2})?(?P<value>" + _QUOTED + ")"
)
_HTPASSWD_RE = (
    r"(?:^|[\s`'\"(>])[A-Za-z0-9._@-]{1,64}:(?P<value>\$(?:apr1|2[abxy]|1|5|6)\$"
    r"[A-Za-z0-9./$]{20,200}|\{SHA\}[A-Za-z0-9+/]{27}=)"
)
# A Wi-Fi QR payload: WIFI:T:WPA;S:<ssid>;P:<password>;; (fields in any order, "\;" escapes).
_WIFI_QR_RE = (
    r"(?i:wifi):(?:(?:[TSHEIA]|[A-Z]{2,8}):(?:\\.|[^;\\\n]){0,100};){0,6}"
    r"P:(?P<value>(?:\\.|[^;\\\n]){1,200})(?:;|$)"
)
# wpa_passphrase <ssid> <passphrase>: the second argument is the network's password.
_WPA_PASSPHRASE_RE = (
    r"(?i:wpa_passphrase)[ \t]{1,4}(?:\"[^\"\n]{1,64}\"|'[^'\n]{1,64}'|[^\s\"']{1,64})[ \t]{1,4}"
    r"(?P<value>" + _QUOTED + r"|[^\s\"']{1,200})"
)
# Postfix sasl_passwd: "[host]:port user:password" (or "host:port user:password"), one a line.
_SASL_MAP_RE = (
    r"(?m:^)[ \t]{0,8}(?:\[[A-Za-z0-9.-]{3,100}\](?::[0-9]{1,5})?|[A-Za-z0-9.-]{3,100}:[0-9]{1,5})"
    r"[ \t]{1,8}[^\s:]{1,100}:(?P<value>[^\s]{1,200})[ \t]{0,8}(?m:$)"
)
_K8S_VALUE_RE = r"(?m:^)[ \t]{1,12}[\w.-]{1,80}:[ \t]{1,4}(?P<value>[^\s#][^\n]{0,4000})"
_K8S_SECTION_RE = re.compile(r"(?m)^([ \t]*)(?:data|stringData):[ \t]*$")

KEYWORDS: tuple[str, ...] = (
    ":5432:",
    ":3306:",
    ":*:",
    "requirepass",
    "masterauth",
    "convertto-securestring",
    "identified",
    "set password",
    " password '",
    ' password "',
    ":$apr1$",
    ":$2",
    ":{sha}",
    "kind: secret",
    "wifi:",
    "wpa_passphrase",
)
"""Prefilter keywords; a ``.pgpass`` line on another port is found by its shape (4 colons)."""


def _command_value(family: str, raw: str) -> bool:
    return value_is_secret(family, raw, config=True)


class ConfigDetector:
    """Credentials in config grammars that carry no credential-named key."""

    rule_names: tuple[str, ...] = ("config_password",)
    """Command lines (:mod:`.commands`) report ``cli_password``, the key/value flags' rule."""

    def __init__(self) -> None:
        self._pgpass = compile_builtin(_PGPASS_RE)
        self._directives = [
            compile_builtin(_REDIS_RE),
            compile_builtin(_SECURE_STRING_RE),
            compile_builtin(_SQL_RE),
            compile_builtin(_SQL_GRANT_RE),
            compile_builtin(_SQL_SET_RE),
            compile_builtin(_WPA_PASSPHRASE_RE),
        ]
        self._htpasswd = compile_builtin(_HTPASSWD_RE)
        self._wifi = compile_builtin(_WIFI_QR_RE)
        self._k8s_value = compile_builtin(_K8S_VALUE_RE, small=True)
        self._sasl_map = compile_builtin(_SASL_MAP_RE)
        self._commands = CommandDetector()
        self._blocks = BlockDetector()

    @staticmethod
    def keywords() -> Iterable[str]:
        """Prefilter keywords of this detector."""
        return (*KEYWORDS, *COMMAND_KEYWORDS, *DIALOGUE_KEYWORDS)

    def find(self, text: str, lowered: str, *, keyword_hit: bool) -> list[SecretMatch]:
        """Credentials in ``text`` (the folded normalised copy; ``lowered`` is its lowercase)."""
        found: list[SecretMatch] = []
        if "\n" in text and ("," in text or ":" in text):
            found.extend(self._blocks.find(text, lowered, _command_value))
        if text.count(":") >= 4:
            for m in self._pgpass.finditer(text):
                self._judge(text, m, found)
        if text.count(":") >= 2 and ("]:" in text or "@" in text):  # found by its shape
            for m in self._sasl_map.finditer(text):
                self._judge(text, m, found)
        if not keyword_hit:
            return found
        found.extend(self._commands.find(text, lowered, _command_value))
        if "send" in lowered or "responses:" in lowered:
            found.extend(scripted_passwords(text, _command_value))
        for matcher in self._directives:
            for m in matcher.finditer(text):
                self._judge(text, m, found)
        for m in self._htpasswd.finditer(text):
            found.append(SecretMatch("config_password", *group_span(m, "value")))
        if "wifi:" in lowered:
            for m in self._wifi.finditer(text):
                self._judge(text, m, found)
        if "kind: secret" in lowered:
            found.extend(self._k8s(text))
        return found

    @staticmethod
    def _judge(text: str, m: Any, found: list[SecretMatch]) -> None:
        start, end = group_span(m, "value")
        raw = text[start:end]
        if value_is_secret("password", raw, config=True):
            inner = trim_value(raw)
            shift = raw.find(inner) if inner else 0
            found.append(SecretMatch("config_password", start + shift, start + shift + len(inner)))

    def _k8s(self, text: str) -> list[SecretMatch]:
        """Every value under ``data:`` / ``stringData:`` of a Secret manifest."""
        found: list[SecretMatch] = []
        scanned = 0  # a section inside one already read is not read again (linear)
        for section in _K8S_SECTION_RE.finditer(text):
            if section.start() < scanned:
                continue
            indent = len(section.group(1))
            pos = section.end() + 1
            while pos < len(text):
                newline = text.find("\n", pos)
                end = len(text) if newline < 0 else newline
                line = text[pos:end]
                stripped = line.lstrip(" \t")
                if stripped and len(line) - len(stripped) <= indent:
                    break  # the section ended
                m = self._k8s_value.match(line)
                if m is not None:
                    value = trim_value(m.group("value"))
                    begin = pos + m.start("value") + m.group("value").find(value)
                    if not is_placeholder(value) and len(value) >= 6 and entropy(value) >= 2.5:
                        found.append(SecretMatch("config_password", begin, begin + len(value)))
                pos = end + 1
            scanned = pos
        return found
