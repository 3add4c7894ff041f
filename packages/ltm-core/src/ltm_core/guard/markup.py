"""A credential label and its value kept apart by markup or layout, and code constants.

* :func:`relabel` -- a same-length copy of the text in which an HTML table row or definition
  list (``<td>password</td><td>X</td>``, ``<th>Password</th><td>X</td>``,
  ``<dt>Password</dt><dd>X</dd>``) and a label alone on its line with the value a blank line
  below (``Password``, a blank line, ``X``) read as ``password: X``. The caller judges the
  copy with the ordinary rules, so a placeholder cell ("required", "********") is let through
  as it is after a plain ``password:``.
* :func:`markup_values` -- ``<input type="password" value="X">``, ``netsh wlan set
  hostednetwork ... key=X`` and a code constant named for a network (``const WIFI = "X"``),
  where no credential word stands next to the value.

Every expression reads a bounded window and starts on a literal, so a scan is linear.
"""

from __future__ import annotations

import re

from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.values import is_placeholder, looks_like_password, looks_like_scramble

__all__ = ["MARKUP_RULE", "markup_values", "relabel"]

MARKUP_RULE = "secret_assignment"

# A label cell closed and the value cell opened: "</td><td>", "</th> <td class=x>", "</dt><dd>".
_CELL_JOIN_RE = re.compile(r"(?i)</(?:td|th|dt)>[ \t\n]{0,40}<(?:td|dd)\b[^<>\n]{0,60}>")
_TAG_RE = re.compile(r"</?[A-Za-z][A-Za-z0-9]{0,10}\b[^<>\n]{0,80}>")
# A credential label alone on its line, the value a blank line (or two) below.
_LABEL_WORDS = (
    r"(?:(?:wi-?fi|wlan|router|admin|root|vpn|ssh|db|database|email|account|login|master)"
    r"[ \t]{1,2})?(?:password|passwort|passwd|passphrase|pw|pwd|pin|kennwort|contraseña|"
    r"mot de passe|hasło|пароль|senha|wachtwoord|lösenord|salasana)"
)
_LABEL_LINE_RE = re.compile(
    rf"(?im)^[ \t]{{0,8}}[*_#>-]{{0,3}}[ \t]{{0,3}}{_LABEL_WORDS}[*_]{{0,3}}[ \t]{{0,3}}:?"
    r"(?P<gap>[ \t]{0,3}\n(?:[ \t]{0,8}\n){1,2})(?=[ \t]{0,8}\S)"
)
# <input type="password" value="X"> (the attributes in either order).
_INPUT_RE = re.compile(r"(?i)<input\b[^<>\n]{0,300}>")
_INPUT_TYPE_RE = re.compile(r"(?i)\btype[ \t]{0,2}=[ \t]{0,2}[\"']?password\b")
_INPUT_VALUE_RE = re.compile(
    r"(?i)\bvalue[ \t]{0,2}=[ \t]{0,2}(?:\"([^\"\n]{1,120})\"|'([^'\n]{1,120})')"
)
# netsh wlan set hostednetwork mode=allow ssid=S key=X (key= is the network's passphrase).
_NETSH_RE = re.compile(
    r"(?i)\bnetsh[ \t]{1,3}wlan[ \t]{1,3}set[ \t]{1,3}hostednetwork\b[^\n]{0,160}?"
    r"[ \t](?:key|keymaterial)=(?:\"([^\"\n]{1,120})\"|(\S{1,120}))"
)
# const WIFI = "X"; WLAN_KEY := 'X'; router_pass: "X" -- a constant named for a network.
_CONSTANT_RE = re.compile(
    r"(?i)(?<![\w.])(?:(?:const|let|var|final|static|val|export const)[ \t]{1,3})?"
    r"(?:[A-Za-z]{0,12}_)?(?:wifi|wlan|hotspot|router|wpa|wpa2|psk)(?:_(?:key|psk|pass|code))?"
    r"[ \t]{0,3}(?::=|=|:)[ \t]{0,3}(?:\"([^\"\n]{6,120})\"|'([^'\n]{6,120})')"
)


def relabel(norm: str) -> str | None:
    """Return a same-length copy with markup between a label and its value made ``: ``.

    Args:
        norm: A normalised text.

    Returns:
        The rewritten copy (tags blanked, a joined cell pair or a blank-line gap after a
        label replaced by a colon and spaces), or ``None`` when nothing was rewritten.
    """
    chars: list[str] | None = None
    if "</" in norm:
        for m in _CELL_JOIN_RE.finditer(norm):
            chars = chars if chars is not None else list(norm)
            chars[m.start() : m.end()] = ":" + " " * (m.end() - m.start() - 1)
        if chars is not None:
            source = "".join(chars)
            for m in _TAG_RE.finditer(source):
                chars[m.start() : m.end()] = " " * (m.end() - m.start())
    if "\n\n" in norm or "\n \n" in norm:
        for m in _LABEL_LINE_RE.finditer(norm):
            s, e = m.span("gap")
            chars = chars if chars is not None else list(norm)
            chars[s:e] = (":" if norm[s - 1] != ":" else " ") + " " * (e - s - 1)
    return "".join(chars) if chars is not None else None


def _handed(value: str) -> bool:
    """A value that reads as a password where no placeholder or expression stands."""
    value = value.strip()
    if not value or is_placeholder(value) or value[:1] in "${%<" or "{{" in value:
        return False
    return looks_like_scramble(value) or looks_like_password(value)


def markup_values(norm: str, lowered: str) -> list[SecretMatch]:
    """Values of password inputs, ``netsh`` hosted networks and network constants.

    Args:
        norm: The normalised text.
        lowered: ``norm`` lowercased (the cheap checks read it).
    """
    found: list[SecretMatch] = []
    if "<input" in lowered and "password" in lowered:
        for m in _INPUT_RE.finditer(norm):
            tag = m.group()
            if _INPUT_TYPE_RE.search(tag) is None:
                continue
            v = _INPUT_VALUE_RE.search(tag)
            if v is None:
                continue
            group = 1 if v.group(1) is not None else 2
            if _handed(v.group(group)):
                start = m.start() + v.start(group)
                found.append(SecretMatch(MARKUP_RULE, start, start + len(v.group(group))))
    if "netsh" in lowered:
        for m in _NETSH_RE.finditer(norm):
            group = 1 if m.group(1) is not None else 2
            value = m.group(group)
            if not is_placeholder(value) and looks_like_password(value, config=True):
                found.append(SecretMatch(MARKUP_RULE, *m.span(group)))
    if any(w in lowered for w in ("wifi", "wlan", "hotspot", "router", "wpa", "psk")):
        for m in _CONSTANT_RE.finditer(norm):
            group = 1 if m.group(1) is not None else 2
            value = m.group(group)
            # a digit or a symbol: "wifi.status.enabled" is a setting's key, not a passphrase
            if _handed(value) and any(c.isdigit() or c in "!#$%&*?@~^" for c in value):
                found.append(SecretMatch(MARKUP_RULE, *m.span(group)))
    return found
