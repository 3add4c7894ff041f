"""An e-mail address and its password joined by a colon (a combo-list line) is refused."""

from __future__ import annotations

import random
import string

import pytest
from ltm_core.guard import ContentGuard

GUARD = ContentGuard()
_RNG = random.Random(20261202)
_WORDS = ["Winston", "Sunflower", "maple", "Harbor", "cobalt", "Juniper", "otter", "Falcon"]


def _address() -> str:
    user = "".join(_RNG.choice(string.ascii_lowercase) for _ in range(_RNG.randint(3, 9)))
    dot = _RNG.choice(["", ".", "_", "+"]) + _RNG.choice(["", "x", "work"])
    host = _RNG.choice(["example.com", "mail.co.uk", "gmail.com", "corp.example.org"])
    return f"{user}{dot}{user[:2]}@{host}"


def _password() -> str:
    shape = _RNG.randrange(3)
    if shape == 0:
        return f"{_RNG.choice(_WORDS)}{_RNG.randint(10, 2024)}{_RNG.choice('!#$%&*?')}"
    if shape == 1:
        return "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(14))
    return f"{_RNG.choice(_WORDS).lower()}{_RNG.randint(100, 999)}"


COMBOS = [f"{_address()}:{_password()}" for _ in range(40)]
FRAMES = ["{}", "gmail: {}", "old login, still works: {}", "- {}", "({})"]


@pytest.mark.parametrize("combo", COMBOS)
def test_a_combo_line_is_refused(combo: str) -> None:
    for frame in FRAMES:
        assert GUARD.check(frame.format(combo)) is not None, frame.format(combo)


@pytest.mark.parametrize(
    "text",
    [
        "alice@example.com:8080 is the dev server",
        "clone git@github.com:org/repo.git first",
        "scp notes.txt me@host.example.org:~/notes",
        "email me at bob@example.com: thanks a lot",
        "sent to bob@example.com:10:30 this morning",
        "contact: alice@example.com:support",
        "write to alice@example.com:password resets go through the portal",
    ],
)
def test_an_address_followed_by_a_port_path_or_word_is_stored(text: str) -> None:
    assert GUARD.check(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "dana@example.com:Sent-Items",
        "[dana@example.com:Room-4B] meeting at noon",
        "assign dana@example.com:Sprint12 omar@example.com:Sprint13",
        "roles: dana@example.com:Admin2",
    ],
)
def test_an_address_followed_by_a_folder_room_or_role_is_stored(text: str) -> None:
    assert GUARD.check(text) is None
