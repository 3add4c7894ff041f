"""Command lines and device configs whose password stands in a position, not after a key.

* ``htpasswd -b[c] FILE USER PASSWORD`` (batch mode takes the password as an argument);
* ``net user NAME PASSWORD`` (Windows), ``smbclient -U user%password``;
* ``xfreerdp /p:password``, ``rdesktop``-style ``/password:``;
* single-dash long flags named for a credential: ``keytool -storepass X``, ``-keypass X``,
  ``New-LocalUser -Password X``, ``plink -pw X``;
* ``echo X | docker login --password-stdin`` (the value piped into a login);
* network devices: ``enable secret X``, ``username U [privilege N] password|secret [0|7] X``.

A ``$VAR`` or ``(Read-Host ...)`` argument is an expression, not a value. Each value is
judged by its whole shape, as after a ``password=`` key (see :mod:`.values`).
Every expression is bounded and starts on a literal, so a scan is linear in either engine.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ltm_core.guard.engine import compile_builtin, group_span
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.keys import credential_family
from ltm_core.guard.values import trim_value

__all__ = ["COMMAND_KEYWORDS", "CommandDetector"]

_ARG = r"(?P<value>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'|[^\s\"'(-][^\s]{0,200})"
_HTPASSWD_BATCH_RE = (
    r"(?i:htpasswd)(?P<opts>(?:[ \t]{1,3}-[A-Za-z]{1,4}){1,4})[ \t]{1,3}[^\s-][^\s]{0,200}"
    r"[ \t]{1,3}[^\s-][^\s]{0,100}[ \t]{1,3}" + _ARG
)
_NET_USER_RE = (
    r"(?i:net)[ \t]{1,3}(?i:user)[ \t]{1,3}(?:\"[^\"\n]{1,60}\"|[^\s/\"]{1,60})[ \t]{1,3}"
    r"(?P<value>[^\s/*\"][^\s]{0,200}|\"[^\"\n]{1,200}\")"
)
_SMB_USER_RE = r"(?:^|[ \t])(?:-U|--user(?:=|[ \t]))[ \t]{0,3}[^\s%]{1,100}%(?P<value>[^\s]{1,200})"
_SLASH_PASSWORD_RE = r"(?:^|[ \t])/(?i:p|pass|password):(?P<value>\"[^\"\n]{1,200}\"|[^\s]{1,200})"
_DASH_FLAG_RE = r"(?:^|[ \t])-(?P<key>[A-Za-z][A-Za-z0-9]{1,30})[ \t]{1,3}" + _ARG
# net use [X:] \\host\share PASSWORD /user:U, or ... /user:U PASSWORD
_NET_USE_RE = (
    r"(?i:net)[ \t]{1,3}(?i:use)[ \t]{1,3}(?:[A-Za-z*]:[ \t]{1,3})?\\\\[^\s]{1,200}"
    r"(?:[ \t]{1,3}/(?i:user|u):[^\s]{1,100})?[ \t]{1,3}"
    r"(?P<value>[^\s/*\"][^\s]{0,200}|\*[^\s]{3,200}|\"[^\"\n]{1,200}\")"  # "*" alone: a prompt
)
# A password handed to a reader of stdin: sudo -S, passwd --stdin, chpasswd, --password-stdin,
# as a here-string (``sudo -S <<< X``) or an echo piped into it (``echo X | sudo -S``).
_STDIN_READER = (
    r"(?:--password-stdin|(?i:sudo)[ \t]{1,3}-S|(?i:passwd)[ \t]{1,3}--stdin|(?i:chpasswd))"
)
_HERE_STRING_RE = _STDIN_READER + r"[^\n<]{0,120}<<<[ \t]{0,3}" + _ARG
_PIPED_RE = (
    r"(?i:echo|printf)[ \t]{1,3}(?:-[ne][ \t]{1,3})?" + _ARG + r"[ \t]{0,3}\|[ \t]{0,3}"
    r"[^\n|]{0,120}" + _STDIN_READER
)
# A credential-named argument fed from the shell instead of a file: a process substitution
# (``wg set wg0 private-key <(echo X)``), a here-string into stdin (``private-key /dev/stdin
# <<< X``), or an echo piped into it (``echo X | wg set wg0 private-key /dev/stdin``).
_ECHO = r"(?i:echo|printf)[ \t]{1,3}(?:-[ne][ \t]{1,3})?(?:[\"']%s(?:\\n)?[\"'][ \t]{1,3})?"
_SUBSTITUTED = r"(?P<value>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'|[^\s\"'()-][^\s()]{0,200})"
_SUBSTITUTED_ARG_RE = (
    r"(?P<key>[A-Za-z][\w-]{1,40})[ \t]{1,3}<\([ \t]{0,2}" + _ECHO + _SUBSTITUTED + r"[ \t]{0,2}\)"
)
_HERE_ARG_RE = (
    r"(?P<key>[A-Za-z][\w-]{1,40})[ \t]{1,3}(?:/dev/stdin|-)[ \t]{1,3}<<<[ \t]{0,3}" + _ARG
)
_PIPED_ARG_RE = (
    _ECHO + _ARG + r"[ \t]{0,3}\|[ \t]{0,3}[^\n|]{0,120}?[ \t](?P<key>[A-Za-z][\w-]{1,40})"
    r"[ \t]{1,3}(?:/dev/stdin|-)(?:[ \t\n;&]|$)"
)
# A tool that takes its token as the first argument of ``login``: ``cargo login X``.
_LOGIN_TOKEN_RE = (
    r"(?i:cargo|vault|gh auth|npm|pulumi|fly|flyctl|railway|doppler|netlify|vercel|expo|"
    r"wrangler|heroku|terraform)[ \t]{1,3}(?i:login)[ \t]{1,3}(?P<value>[A-Za-z0-9_.=:+/-]{20,300})"
)
_DEVICE_RE = (
    r"(?:^|\n|[ \t])(?:(?i:enable)|(?i:username)[ \t]{1,3}[^\s]{1,64}"
    r"(?:[ \t]{1,3}(?i:privilege)[ \t]{1,3}[0-9]{1,2})?)[ \t]{1,3}(?i:secret|password)"
    r"(?:[ \t]{1,3}(?P<type>[0-9]))?[ \t]{1,3}(?P<value>[^\s]{1,200})"
)

COMMAND_KEYWORDS: tuple[str, ...] = (
    "htpasswd",
    "password-stdin",
    "sudo",
    "chpasswd",
    "passwd --stdin",
    "net use",
    "login ",
    "net user",
    "-u ",
    "--user",
    "/p:",
    "/pass",
    " -",
    "enable secret",
    "enable password",
    "username ",
    "<(echo",
    "<(printf",
    "<<<",
    "/dev/stdin",
)
"""Prefilter keywords of this detector."""


class CommandDetector:
    """Passwords given by position on a command line or in a device config."""

    def __init__(self) -> None:
        self._htpasswd = compile_builtin(_HTPASSWD_BATCH_RE)
        self._net_user = compile_builtin(_NET_USER_RE)
        self._smb = compile_builtin(_SMB_USER_RE)
        self._slash = compile_builtin(_SLASH_PASSWORD_RE)
        self._dash = compile_builtin(_DASH_FLAG_RE)
        self._device = compile_builtin(_DEVICE_RE)
        self._stdin = [compile_builtin(_PIPED_RE), compile_builtin(_HERE_STRING_RE)]
        self._net_use = compile_builtin(_NET_USE_RE)
        self._login = compile_builtin(_LOGIN_TOKEN_RE)
        self._fed = [
            compile_builtin(_SUBSTITUTED_ARG_RE),
            compile_builtin(_HERE_ARG_RE),
            compile_builtin(_PIPED_ARG_RE),
        ]

    def find(self, text: str, lowered: str, judge: Callable[[str, str], bool]) -> list[SecretMatch]:
        """Passwords in ``text``; ``judge(family, raw)`` says whether a value is a secret."""
        found: list[SecretMatch] = []

        def add(m: Any, family: str = "password") -> None:
            start, end = group_span(m, "value")
            raw = text[start:end]
            if judge(family, raw):
                inner = trim_value(raw)
                shift = raw.find(inner) if inner else 0
                found.append(SecretMatch("cli_password", start + shift, start + shift + len(inner)))

        if "htpasswd" in lowered:
            for m in self._htpasswd.finditer(text):
                if "b" in m.group("opts").lower():
                    add(m)
        if "net user" in lowered:
            for m in self._net_user.finditer(text):
                add(m)
        if "%" in text:
            for m in self._smb.finditer(text):
                add(m)
        if "/p" in lowered:
            for m in self._slash.finditer(text):
                add(m)
        if " -" in text or text.startswith("-"):
            for m in self._dash.finditer(text):
                family = credential_family(m.group("key"))
                if family and len(m.group("key")) > 1:
                    add(m, family)
        if "stdin" in lowered or "sudo" in lowered or "chpasswd" in lowered:
            for matcher in self._stdin:
                for m in matcher.finditer(text):
                    add(m)
        if "<(" in text or "<<<" in text or "/dev/stdin" in lowered:
            for matcher in self._fed:
                for m in matcher.finditer(text):
                    family = credential_family(m.group("key"))
                    if family:
                        add(m, "token" if family == "bare_key" else family)
        if "net use" in lowered:
            for m in self._net_use.finditer(text):
                add(m)
        if "login " in lowered:
            for m in self._login.finditer(text):
                add(m, "bare_key")
        if "secret" in lowered or "password" in lowered:
            for m in self._device.finditer(text):
                if m.group("type") in (None, "0", "7"):  # 5, 8, 9: a hash, not the password
                    add(m)
        return found
