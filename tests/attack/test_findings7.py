"""Findings of attack round 7: false refusals and missed secrets of the content guard.

Found by probing ``ContentGuard().check`` only (no rule source read). Every value that
stands for a secret is synthetic, drawn from a seeded ``random.Random``; the benign texts
are ordinary notes a user would want remembered. Each case fails on the tree it was written
against.
"""

from __future__ import annotations

import random
import string

from tests.attack.guard_cases import guard_case_tests

_RNG = random.Random(7007)
_SYM = "!#%&*@$^~?"


def _pw(n: int = 12, sym: str = _SYM) -> str:
    """A generated password: lower, upper, digit and one of ``sym``."""
    pool = string.ascii_letters + string.digits + sym
    while True:
        s = "".join(_RNG.choice(pool) for _ in range(n))
        if (
            any(c.islower() for c in s)
            and any(c.isupper() for c in s)
            and any(c.isdigit() for c in s)
            and any(c in sym for c in s)
            and s[0].isalnum()
        ):
            return s


def _an(n: int = 16) -> str:
    """A generated key of letters and digits only (mixed case)."""
    pool = string.ascii_letters + string.digits
    while True:
        s = "".join(_RNG.choice(pool) for _ in range(n))
        if (
            any(c.islower() for c in s)
            and any(c.isupper() for c in s)
            and any(c.isdigit() for c in s)
        ):
            return s


def _quoted(q: str) -> str:
    """A generated password with the quote character ``q`` inside it."""
    s = _pw(13)
    return s[:4] + q + s[4:]


NOT_REFUSED = [
    # version / build / firmware tags with a `#` build counter
    "node v18.2.0-rc#1Beta",
    "firmware FW2.3.7#Rev4b installed on the router",
    "Build 7731#Nightly4X passed",
    "Build tag 2024.11.3-b#47Rc shipped",
    "Version 3.4.1-Beta#2 is out",
    # order, invoice, ticket, reservation and booking numbers written Prefix#digits+letters
    "Order Ord#77Hk3Pz arrived",
    "My order id is Ord#88Kq2Lm",
    "Invoice Inv#42Xa9Qm paid",
    "Ticket Tkt#58Lm2Wq closed",
    "Reservation Res#9Kp3Xm for Friday",
    "Booking ref: Bk#7Qz2Lm at the hotel",
    # the same order ids in other languages (de fr es it pt nl ru ja zh ko pl ar)
    "Bestellnummer Best#84Kq2Lz kommt Montag",
    "Numéro de commande Cmd#73Hp9Xa livré",
    "Número de pedido Ped#62Wq8Lk enviado",
    "Numero ordine Ord#51Zx7Mn spedito",
    "Número do pedido Ped#40Rt6Yb entregue",
    "Bestelnummer Bst#39Fg5Hj verzonden",
    "Номер заказа Zak#28Vb4Nm доставлен",
    "注文番号 Ch#17Kl3Qw が届いた",
    "订单号 Dd#96Po2As 已发货",
    "주문번호 Ju#85Iu1Df 배송됨",
    "Numer zamówienia Zm#63Re9Jk wysłany",
    "رقم الطلب Tl#52Wq8Lz تم الشحن",
    # flight / gate / seat labels
    "Gate B12#North, Flight LH4401",
    "Flight UA#837Sfo today",
    "Seat 12A!Row4",
    "Train ICE#578Mx to Berlin",
    "Hotel room 1207#Sea view",
    "Parking spot P3#Lvl2B",
    # gamer tags and BattleTags (Name#digits)
    "Battle.net tag Frost#1923",
    "Battle.net tag Frost#1923Ab",
    "my gamer tag is xX_Sn1p3r#4471_Xx",
    "My gamertag is Sh4d0w#Hunter",
    "Steam friend code Gh0st#8812",
    "Pokémon card SV3#197Ab holo",
    # part numbers, error codes and phone extensions with `#`
    "Part no. 74HC595N#Tr for the shift register",
    "Error code 0x8007045D#Win",
    "Error E#4021Xb on the printer",
    "RFC 7231#Sec6 covers status codes",
    "phone +44 20 7946 0958 ext#42Ab",
    # product / marketing codes and vouchers
    "the model is RTX4090Ti@OC",
    "Save 30%! Code FALL30Kx#",
    "The voucher is WINTER#25x",
    "Promo code: Sp@rk2024 gives 20% off",
    "Meeting code: Xk7-Qp2-Lm9",
    # file names with `#` revision marks
    "File: IMG_2041#Edit3.HEIC",
    "see notes_v2#Draft3.md",
    # dashed-chunk serial numbers and course codes (not keys)
    "serial number SN-Ax7k-Qp2m-Lz9w-Rt4y-Bn8v-Hj3c for the laptop",
    "course code MATH-101-Fa24-Sec3-Lab2-Grp7-Tm9",
    # code / markup snippets (CSS, Markdown) and craft patterns
    "CSS: .btn:hover{color:#Fa3B2c!important}",
    "Markdown: **Bold**_Ital1c_~~Str1ke~~",
    "Knitting pattern K2P2*Rep4#",
    "Crochet: Ch3, Sc2tog*6!",
    # prose with `@` / `!` glued to a word
    "Meet at HQ@9am2Day!",
    "Our startup is Yahoo!Ab7",
    # a support sender id after a sentence that names a password reset
    "The password reset email from Ab3#Kx9Qz support",
]

_A = [_an(16) for _ in range(40)]
_A24 = [_an(24) for _ in range(6)]
_P = [_pw(12) for _ in range(12)]
_B64ISH = [lead + _an(10) + "/" + _an(5) for lead in "+=/"]

REFUSED = [
    # generated letters+digits key handed over with weak or no credential context
    f"creds: bob {_A[0]}",
    f"bob / {_A[1]}",
    f"bob:{_A[2]}",
    f"new one after the reset: {_A[3]}",
    f"after the reset it's {_A[4]} now",
    f"the new one: {_A[5]}",
    f"for the NAS: {_A24[0]}",
    f"work laptop -> {_A24[1]}",
    f"here you go: {_A24[2]}",
    f"login alice {_A[6]}",
    f"u: alice p: {_A[7]}",
    f"alice|{_A[8]}",
    f"gmail: alice@example.com {_A[9]}",
    f"ftp alice {_A24[3]} ftp.example.com",
    # "the key is X": a generic key word with a 24-character generated key
    f"the key is {_A24[4]}",
    # a generated key alone, no context at all
    _A[10],
    _A24[5],
    # a quote character inside a generated password defeats the bare-key rule
    f"here you go: {_quoted(chr(39))}",
    f"new one: {_quoted(chr(39))}",
    f"new one: {_quoted(chr(34))}",
    f"save this: {_quoted(chr(39))}",
    f"save this: {_quoted(chr(96))}",
    f"vpn: {_quoted(chr(34))}",
    # a negation or hedge word anywhere turns a handed-over password into "advice"
    f"it's {_P[0]} don't share",
    f"don't share: {_P[1]}",
    f"not the old one, the new one is {_P[2]}",
    f"never mind the old one: {_P[3]}",
    f"don't lose it: {_P[4]}",
    f"{_P[5]} - don't tell anyone",
    f"no spaces: {_P[6]}",
    f"if it asks again use {_P[7]}",
    f"imagine forgetting this: {_P[8]}",
    f"story time aside, real one: {_P[9]}",
    # a generated password split by a space, a line break or a sentence
    f"save this: {_P[10][:6]} {_P[10][6:]}",
    f"save this: {_P[11][:6]}\n{_P[11][6:]}",
    f"first part {_P[0][:7]}, second part {_P[0][7:]}",
    f"my password is {' '.join(_P[1][i : i + 2] for i in range(0, 12, 2))}",
    f"password (spaces removed): {' '.join(_P[2][i : i + 4] for i in range(0, 12, 4))}",
    # a base64-looking key opening with `+`, `=` or `/` handed over in a sentence
    f"the vpn one is now {_B64ISH[0]}",
    f"reset done, new: {_B64ISH[1]}",
    f"remember: {_B64ISH[2]}",
    # PINs and codes spelled out in words or with a key-press suffix
    "my pin is four four seven one",
    "door: 4471#",
    "gate 4471* to enter",
    "alarm 558213 then press off",
    "the combo is 31-07-44",
    "locker combo 12 34 56",
    "garage opener code 558213",
    # "login details / credentials: user KEY" in 20+ languages
    f"Zugangsdaten: bob {_A[11]}",
    f"Zugang fürs NAS: {_A[12]}",
    f"identifiants : bob {_A[13]}",
    f"accès au serveur : {_A[14]}",
    f"credenciales: bob {_A[15]}",
    f"acceso al router: {_A[16]}",
    f"credenziali: bob {_A[17]}",
    f"credenciais: bob {_A[18]}",
    f"inloggegevens: bob {_A[19]}",
    f"inloggning: bob {_A[20]}",
    f"dane logowania: bob {_A[21]}",
    f"учётные данные: bob {_A[22]}",
    f"данные для входа: bob {_A[23]}",
    f"登录信息：bob {_A[24]}",
    f"ログイン情報：bob {_A[25]}",
    f"로그인 정보: bob {_A[26]}",
    f"giriş bilgileri: bob {_A[27]}",
    f"بيانات الدخول: bob {_A[28]}",
    f"פרטי התחברות: bob {_A[29]}",
    f"लॉगिन विवरण: bob {_A[30]}",
    f"thông tin đăng nhập: bob {_A[31]}",
    f"kirjautumistiedot: bob {_A[32]}",
    f"bejelentkezési adatok: bob {_A[33]}",
    f"přihlašovací údaje: bob {_A[34]}",
    f"στοιχεία σύνδεσης: bob {_A[35]}",
    f"maelezo ya kuingia: bob {_A[36]}",
    # "the new one after the reset: KEY" in other languages
    f"Das neue nach dem Reset: {_A[37]}",
    f"le nouveau après la réinitialisation : {_A[38]}",
    f"el nuevo después del reseteo: {_A[39]}",
    f"новый после сброса: {_A[0][::-1]}",
    f"重置后的新的：{_A[1][::-1]}",
    f"リセット後の新しいの：{_A[2][::-1]}",
]


# Left open at the round-9 freeze (issue 12; docs/concepts.md lists these classes as
# let through or missed). Each is a strict xfail: a fix turns it into a failure to move.
KNOWN_FALSE_REFUSALS = {
    "Save 30%! Code FALL30Kx#",
    "Knitting pattern K2P2*Rep4#",
    "Crochet: Ch3, Sc2tog*6!",
    "Meet at HQ@9am2Day!",
    "Our startup is Yahoo!Ab7",
    "The password reset email from Ab3#Kx9Qz support",
}
KNOWN_MISSES = {
    "alice|9XjScWWOb32Adzjg",
    "gmail: alice@example.com 6XcBpEdEikaLrkaX",
    "ftp alice 2A9LXXfHdA2TqyKcfc3cYT63 ftp.example.com",
    "the key is 7LyhsxeW2cBj5SjvRft6whjq",
    "if it asks again use hvGS!Q#K!37J",
    "imagine forgetting this: B2f%1pNLAVpo",
    "story time aside, real one: REH$Z1*1^zob",
    "save this: ub*kBK 76^&@b",
    "first part 7Qh6&M%, second part tO^Aa",
    "my password is b8 P& EW WK VX Qa",
    "password (spaces removed): aFl1 i9PG l^5I",
    "remember: /1wNdjZqG2s/bsy4D",
    "my pin is four four seven one",
    "accès au serveur : n2JIdIA0tip3VW7R",
    "inloggning: bob AUMB8FcWlVKKyyy7",
    "le nouveau après la réinitialisation : wM57yqkt8M1KkOAw",
    "重置后的新的：IUsHeXDKbsDrOD4q",
}


test_not_refused, test_refused = guard_case_tests(
    NOT_REFUSED,
    REFUSED,
    known_false_refusals=KNOWN_FALSE_REFUSALS,
    known_misses=KNOWN_MISSES,
)
