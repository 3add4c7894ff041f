"""Log lines: the credential word of an auth log names an event, not a disclosure.

"sshd[311]: Failed password for invalid user admin from 10.0.0.8 port 51122 ssh2", "sudo:
dana : 3 incorrect password attempts", "dovecot: auth: pam(dana,10.0.0.8): Password
mismatch" and web-server lines say that a password was tried, never what it was; the words
around it are a user name, a host, a port. A line is a log line by its shape: a syslog or
ISO timestamp, a daemon's tag (``sshd[311]:``, ``sudo:``), a web server's access or error
line, or the sshd event itself. Inside one, a sentence detector's value stands only when it
follows the word as a labelled field ("password=X", "password: X", "password is X").
"""

from __future__ import annotations

import re

from ltm_core.guard.errors import SecretMatch

__all__ = ["outside_log_events"]

_LOG_LINE_RE = re.compile(
    r"(?im)"
    # syslog and ISO timestamps: "Jun  2 03:14:07", "2024-07-01 09:12:44", "2024-07-01T09:12Z"
    r"^[ \t]{0,8}(?:<\d{1,3}>)?(?:[a-z]{3}[ \t]{1,2}\d{1,2}[ \t]\d\d:\d\d:\d\d"
    r"|\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d)?|\d{4}/\d\d/\d\d[ \t]\d\d:\d\d:\d\d)"
    # a daemon's tag with its pid, or a known daemon's name: "sshd[311]:", "sudo:"
    r"|^[ \t]{0,8}[\w./-]{1,40}\[\d{1,8}\]:[ \t]"
    # (not words people label a line with: "login: dana / X" is no log line)
    r"|^[ \t]{0,8}(?:sshd|sudo|chpasswd|pam_unix(?:\([\w:-]{1,40}\))?|dovecot|postfix/[\w-]{1,20}"
    r"|vsftpd|proftpd|nginx|httpd|apache2|systemd-logind|polkitd|gdm-password|lightdm|sssd"
    r"|winbind|smbd|slapd|mysqld)(?:\[\d{1,8}\])?:[ \t]"
    # a web server's access line and error line
    r"|^[ \t]{0,8}\S{1,100}[ \t]\S{1,100}[ \t]\S{1,100}[ \t]\[\d\d/[a-z]{3}/\d{4}:"
    r"|^[ \t]{0,8}\[[a-z]{3}[ \t][a-z]{3}[ \t]{1,2}\d{1,2}[ \t]\d\d:\d\d:\d\d"
    # the sshd event, wherever the line starts
    r"|\b(?:accepted|failed)[ \t](?:password|publickey|keyboard-interactive(?:/pam)?|none)"
    r"[ \t]for[ \t](?:invalid[ \t]user[ \t])?\S{1,64}[ \t]from[ \t]"
)
# A value given as a field of the line: "password=X", "password: 'X'", "password is X".
_FIELD_BEFORE_RE = re.compile(
    r"(?i)(?:password|passwd|passphrase|pwd|pass|secret|token|pin)[ \t]{0,2}"
    r"(?:[:=]|is)[ \t]{0,2}[\"']?$"
)


def _line(text: str, at: int) -> tuple[int, int]:
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return start, len(text) if end == -1 else end


def outside_log_events(found: list[SecretMatch], text: str) -> list[SecretMatch]:
    """Drop sentence matches that stand in a log line, unless given as a field there."""
    if not found:
        return found
    kept: list[SecretMatch] = []
    for m in found:
        start, end = _line(text, m.start)
        if _LOG_LINE_RE.search(text, start, end) is None:
            kept.append(m)
            continue
        if _FIELD_BEFORE_RE.search(text, max(start, m.start - 40), m.start):
            kept.append(m)
    return kept
