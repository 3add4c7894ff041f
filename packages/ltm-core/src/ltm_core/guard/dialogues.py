r"""Scripted logins: the password a script types after a prompt it waits for.

``expect`` scripts (``expect "assword:"`` then ``send "X\\r"``), pexpect (``child.expect(
'Password:')`` then ``child.sendline('X')``) and Ansible's ``expect`` module (``responses:``
then ``"Password:": "X"``) give the password with no key in front of it: the prompt names
it, the send types it. A ``send`` of a string with a carriage return and a generated
password's shape is one even without its prompt in sight (``send "&9rP58TVA%7b\\r"``); after a
prompt for a secret, any value a password key would take is one. Commands and answers
(``send "yes\\r"``, ``send "exit\\r"``, ``send "ls -la\\r"``) are neither.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.values import char_classes, is_placeholder, looks_like_scramble

__all__ = ["DIALOGUE_KEYWORDS", "scripted_passwords"]

DIALOGUE_KEYWORDS: tuple[str, ...] = (
    'send "',
    "send '",
    "send -- ",
    "sendline(",
    "send(",
    "responses:",
)
"""Prefilter keywords of the scripted-login grammars."""

# What a script waits for before it types a secret: "assword:", "Passphrase", "PIN:".
_PROMPT_RE = re.compile(
    r"(?i)(?:expect|\.expect|waitfor|wait_for)[ \t]{0,3}\(?[ \t]{0,3}(?:-[a-z]{1,10}[ \t]{1,3})?"
    r"[\"'{\[](?P<prompt>[^\n\"'}\]]{0,60})"
)
_SECRET_PROMPT_RE = re.compile(r"(?i)assw|assphrase|\bpin\b|secret|token|kennwort|mot de passe")
# The typed string: send "X\r", send -- "X\r", exp_send, child.sendline('X'), send('X\n').
_SEND_RE = re.compile(
    r"(?i)(?:^|[\s;{.])(?:exp_)?send(?:line)?[ \t]{0,3}(?:\(|[ \t]--[ \t]|[ \t])[ \t]{0,3}"
    r"(?P<q>[\"'])(?P<value>[^\"'\n]{1,200}?)(?P<cr>\\r|\\n|\\r\\n)?(?P=q)"
)
# Ansible expect: responses: then a prompt key and the answer on the next lines.
_RESPONSE_RE = re.compile(
    r"(?i)[\"']?(?P<prompt>[^\n\"':]{0,40}(?:assw|assphrase|secret|token)[^\n\"':]{0,20})[\"']?"
    r"[ \t]{0,3}:[ \t]{1,3}(?P<q>[\"'])(?P<value>[^\"'\n]{1,200})(?P=q)"
)
_REACH = 240  # how far after its prompt a send still answers it


def scripted_passwords(text: str, judge: Callable[[str, str], bool]) -> list[SecretMatch]:
    """Passwords typed by ``expect``/pexpect/Ansible scripts in ``text``.

    ``judge(family, raw)`` says whether a value is a secret for a key of ``family``.
    """
    prompts = [
        m.end() for m in _PROMPT_RE.finditer(text) if _SECRET_PROMPT_RE.search(m.group("prompt"))
    ]
    found: list[SecretMatch] = []
    for m in _SEND_RE.finditer(text):
        value = m.group("value")
        if is_placeholder(value) or value.startswith(("$", "[")):
            continue  # send "$password\r", send "[lindex $argv 0]\r": a variable
        prompted = any(0 <= m.start() - end <= _REACH for end in prompts)
        if (prompted and " " not in value.strip() and judge("password", value)) or (
            m.group("cr") is not None
            and " " not in value
            and len(value) >= 8
            and char_classes(value) >= 3
            and looks_like_scramble(value)
        ):
            found.append(SecretMatch("config_password", *m.span("value")))
    if "responses:" in text.lower():
        for m in _RESPONSE_RE.finditer(text, text.lower().find("responses:")):
            if judge("password", m.group("value")):
                found.append(SecretMatch("config_password", *m.span("value")))
    return found
