"""Seeded generators of the round-12 numeric-code family (issue 12, guard12n).

A 4-8 digit code (also spaced "4 8 1 9" or dashed "48-19") that unlocks a device, a card, a
file, a door, a safe, a lock, an alarm or a voicemail box, handed over with "it's", "is",
"opens with", "->", ":", "=", or just after the device's word, in several languages. No dev
text is copied: each text draws its device, owner, frame, separator and code at random.

Secrets, ``(text, family)``:

* ``device_after``: the device, then the code ("dad's tablet 98549", "voicemail: 61710",
  "for the alarm it's 2061 then OFF", "hotel safe in room 412 -> 489918");
* ``code_first``: the code, then what it opens ("78542 is the one for my debit card",
  "8841 (the debit card)");
* ``bare_code``: "the code's 5813", "der Code ist 5813";
* ``spaced_pin``: a PIN word, then the code digit by digit or in pairs.

Benign, ``(text, family)``:

* ``device_numbers``: the same device words next to rooms, gates, seats, prices, years,
  times, units, phone numbers, model numbers, counts, last digits of a card;
* ``code_talk``: error and status codes, zip codes, PIN and OTP talk with no code.
"""

from __future__ import annotations

import random

_DEVICES = (
    "atm", "ATM", "tablet", "ipad", "iPad", "laptop", "phone", "iphone", "voicemail",
    "voice mail", "hotel safe", "safe", "alarm", "alarm panel", "garage", "garage door",
    "front door", "shed", "shed lock", "bike lock", "padlock", "lockbox", "key safe", "keypad",
    "locker", "router", "sim", "SIM", "pdf", "PDF", "zip file", "kindle", "mailbox", "intercom",
    "Handy", "Tresor", "Geldautomat", "cajero", "caja fuerte", "cassaforte", "coffre",
    "Alarmanlage", "Fahrradschloss", "cadenas", "candado", "kluis", "telefon", "banking app",
)  # fmt: skip
_OWNERS = ("", "my ", "the ", "dad's ", "mom's ", "our ", "grandma's ", "the kids' ", "her ")
_PLACES = ("room", "suite", "unit", "apt")


def _code(rng: random.Random, low: int = 4, high: int = 8) -> str:
    while True:
        digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(low, high)))
        if not digits.endswith("00") and not (19 <= int(digits[:2]) <= 20 and len(digits) == 4):
            return digits


def _spelled(rng: random.Random, digits: str) -> str:
    """The code plain, digit by digit, in pairs or dashed."""
    shape = rng.randrange(4)
    if shape == 0 or len(digits) % 2:
        return " ".join(digits) if shape == 1 else digits
    pairs = [digits[i : i + 2] for i in range(0, len(digits), 2)]
    return (" " if shape == 2 else "-").join(pairs)


def _device_after(rng: random.Random) -> str:
    device = rng.choice(_DEVICES)
    owner = rng.choice(_OWNERS)
    code = _code(rng, 4, 6)
    frame = rng.randrange(10)
    if frame == 9:
        return f"{device} {rng.randint(1, 99)}, combo {_code(rng, 4, 6)}"
    if frame == 0:
        return f"{owner}{device} {code}"
    if frame == 1:
        return f"{owner}{device}: {_spelled(rng, code)}"
    if frame == 2:
        return f"for the {device} it's {code} then OFF"
    if frame == 3:
        return f"{owner}{device} code is {_spelled(rng, code)}, don't share"
    if frame == 4:
        return f"{device} -> {code}"
    if frame == 5:
        place = rng.choice(_PLACES)
        return f"{owner}{device} in {place} {rng.randint(100, 999)} -> {_code(rng)}"
    if frame == 6:
        return f"the {device} opens with {_code(rng)} (your birthday lol)"
    if frame == 7:
        return f"{owner}{device} = {code}"
    return f"{device.capitalize()} pin: {_spelled(rng, code)}"


def _code_first(rng: random.Random) -> str:
    device = rng.choice(
        ("debit card", "credit card", "tablet", "ipad", "shed", "alarm", "safe", "padlock",
         "voicemail", "garage", "phone", "laptop", "bank card", "pdf", "front door")
    )  # fmt: skip
    code = _code(rng, 4, 6)
    frame = rng.randrange(5)
    owner = rng.choice(("my ", "the ", "dad's ", "our "))
    if frame == 4:
        return f"{code} ({owner}{device})"
    if frame == 0:
        return f"{code} is the one for {owner}{device}"
    if frame == 1:
        return f"{code} unlocks {owner}{device}"
    if frame == 2:
        return f"ok so {code} is the code for {owner}{device}"
    return f"{code} - that's the pin for {owner}{device}"


def _bare_code(rng: random.Random) -> str:
    code = _code(rng, 4, 6)
    frames = (
        f"the code's {code}, same as last year",
        f"the code is {code}",
        f"btw the new code is {code}",
        f"der Code ist {code}",
        f"le code c'est {code}",
        f"el código es {code}",
        f"il codice è {code}",
        f"o código é {code}",
        f"de code is {code}",
        f"the code: {code}",
        f"koden är {code}",
        f"the code to get in is {_spelled(rng, code)}",
    )
    return rng.choice(frames)


def _spaced_pin(rng: random.Random) -> str:
    code = _code(rng, 4, 6)
    spelled = " ".join(code) if rng.random() < 0.5 else _spelled(rng, code)
    frames = (
        f"meine PIN ist {spelled}, nicht weitersagen",
        f"my PIN is {spelled}",
        f"the pin: {spelled}",
        f"mon code PIN est {spelled}",
        f"mi PIN es {spelled}",
        f"il mio PIN è {spelled}",
        f"passcode {spelled}",
    )
    return rng.choice(frames)


def secrets(rng: random.Random, per_family: int = 60) -> list[tuple[str, str]]:
    """``per_family`` texts of each secret family."""
    rows: list[tuple[str, str]] = []
    for family, make in (
        ("device_after", _device_after),
        ("code_first", _code_first),
        ("bare_code", _bare_code),
        ("spaced_pin", _spaced_pin),
    ):
        rows.extend((make(rng), family) for _ in range(per_family))
    return rows


def _device_number(rng: random.Random) -> str:
    device = rng.choice(_DEVICES)
    owner = rng.choice(_OWNERS)
    year = rng.randint(1995, 2026)
    frame = rng.randrange(24)
    texts = (
        f"the {device} in room {rng.randint(100, 9999)}",
        f"hotel safe in room {rng.randint(100, 999)} didn't work",
        f"{owner}{device} since {year}",
        f"I bought {owner}{device} in {year}",
        f"the {year} {device} is still fine",
        f"alarm at {rng.randint(5, 9):02d}{rng.choice(('00', '15', '30', '45'))}",
        f"set the alarm for {rng.randint(5, 9)}:{rng.choice(('00', '30'))}",
        f"the {device} cost ${rng.randint(100, 2500)}",
        f"{owner}{device} was {rng.randint(2, 25)}00 euros",
        f"the {device} weighs {rng.randint(1000, 5000)} grams",
        f"{owner}{device} battery is {rng.randint(3000, 6000)} mAh",
        f"call {owner}phone at 555-{rng.randint(1000, 9999)}",
        f"my phone number is +49 151 {rng.randint(1000000, 9999999)}",
        f"card ending in {rng.randint(1000, 9999)}",
        f"the ATM charged {rng.randint(2, 5)} fees",
        f"iPhone {rng.randint(11, 16)} vs tablet 10.9-inch",
        f"gate {rng.choice('ABCD')}{rng.randint(1, 40)}, seat {rng.randint(1, 40)}C",
        f"flight {rng.choice(('LH', 'BA', 'UA'))}{rng.randint(100, 9999)} from gate {rng.randint(1, 60)}",
        f"order {rng.randint(10000, 99999)} for the {device} shipped",
        f"the {device} took {rng.randint(2, 9)} tries",
        f"the {rng.randint(2, 9)} {device}s on floor {rng.randint(2, 30)}",
        f"RTX {rng.choice(('3080', '4090', '4070'))} in my laptop",
        f"{device} {rng.randint(1, 99)} is mine",
        f"{rng.randint(1995, 2026)} ({owner}{device})",
    )
    return texts[frame]


def _code_talk(rng: random.Random) -> str:
    texts = (
        f"the code was {rng.randint(400, 599)}",
        f"error code {rng.randint(400, 5999)}",
        f"status code {rng.randint(200, 504)}",
        f"the zip code is {rng.randint(10000, 99999)}",
        f"PIN reset takes {rng.randint(2, 9)} days",
        "the bank sent an OTP but I ignored it",
        f"the code is {rng.randint(1000, 9000)} lines long",
        "the door code changed again, ask Sam",
        f"the code was written in {rng.randint(1995, 2024)}",
        f"I changed my PIN {rng.randint(2, 5)} times",
        f"my pin has {rng.randint(4, 6)} digits",
        f"area code {rng.randint(200, 999)}",
        f"sort code {rng.randint(10, 99)}-{rng.randint(10, 99)}-{rng.randint(10, 99)}",
        f"the promo code is SAVE{rng.randint(10, 50)}",
    )
    return rng.choice(texts)


def benign(rng: random.Random, per_family: int = 80) -> list[tuple[str, str]]:
    """``per_family`` texts of each benign family."""
    rows = [(_device_number(rng), "device_numbers") for _ in range(per_family)]
    rows.extend((_code_talk(rng), "code_talk") for _ in range(per_family))
    return rows
