"""Round 92 (issue 13): a key after its label whose value round 84's readings took for no key by its characters alone.
A leaf module: it imports :mod:`.round84` (the label in any language, the value's shape, the words that say a value is
no key) and :mod:`.slots`; its rows are wired in ``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors,
validator).

Round 84 reads a credential's label and then a value of a key's characters (letters, digits, ``_.+/=:~-``) that starts
with a letter or a digit. Three kinds of key fall outside that alphabet, each told after the same labels:

* **an id and a secret joined by a pipe**: a client token ``ABC|<app id>|<secret>`` or an app token
  ``<app id>|<secret>`` ("client token XYZ|1234567890123456|9f0e...", "access token 987654321098|b3c4..."): a few
  capitals, an id of 6-20 digits, then a key-shaped secret, joined by ``|``. The label and the words around it are
  read as round 84 reads them (:func:`.round84.labelled_key` on the last part).
* **a base64 key whose first character is "/" or "+"** (a key drawn at random starts with one of them one time in
  32): "the feed key /Qm3v...Zx=" - 40 or more base64 characters with a capital, a small letter and a digit, at most
  one "/" in eight (not a path), after a label round 84 reads.
* **a client secret with punctuation** in an assignment or a form field: ``CLIENT_SECRET=.<h+Xv>;6o;...``,
  ``client_secret=...`` in a request body - an OAuth client's or an app's secret (the variable's or the field's name
  ends in client / app / api secret or secret key), 24-128 characters with a capital, a small letter, a digit and
  three or more marks other than ``._-/``; not a reference (``${...}``, ``$(...)``, ``%(...)s``, ``{{ ... }}``,
  ``<...>``), not a call ("os.environ.get(...)" stops at its quote and holds no digit).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .round82 import said_public
from .round84 import _LABEL, _VALUE, JOIN, LABELLED_KEY_ANCHORS, labelled_key
from .slots import GatedFinder

_Span = tuple[int, int] | None

_SEP = JOIN + r"[\"'`«“„「『‘]?"  # round 84's join, then an opening quote

# ---- an id and a secret joined by a pipe, after a credential's label
PIPED = GatedFinder(
    r"\d{6}\|[A-Za-z0-9]",
    re.compile(_LABEL + r"(?P<mid>[^\n]{0,64}?)" + _SEP + r"(?:[A-Z]{2,8}\|)?\d{6,20}\|" + _VALUE),
)
PIPED_ANCHORS = ("|",)


def piped(m: re.Match[str]) -> _Span:
    """The secret after an id and a pipe, read as round 84 reads a labelled value (see the module's notes)."""
    return labelled_key(m)


# ---- a base64 key whose first character is "/" or "+", after a credential's label
SLASH_B64 = GatedFinder(
    r"[+/][A-Za-z0-9+/]{39}",
    re.compile(_LABEL + r"(?P<mid>[^\n]{0,64}?)" + _SEP
               + r"[+/](?=[A-Za-z0-9+/]{0,400}\d)(?P<v>[A-Za-z0-9+/]{39,400}={0,2})(?![A-Za-z0-9_+/=.~-])"),
)


def slash_b64(m: re.Match[str]) -> _Span:
    """A base64 key that starts with "/" or "+" (see the module's notes): a capital, a small letter and a digit in it,
    at most one "/" in eight characters (a path's segments are words), then round 84's reading of a labelled value."""
    v = m.group("v")
    if not (re.search(r"[A-Z]", v) and re.search(r"[a-z]", v)) or v.count("/") * 8 > len(v) + 1:
        return None
    if re.search(r"/[a-z]{3,}(?:/|$)", "/" + v):
        return None  # a path's segment of lower-case letters ("/usr/share/...")
    return labelled_key(m)


# ---- a client's or an app's secret with punctuation in an assignment or a form field
_SECRET_NAME = (r"(?P<n>(?:CLIENT_SECRET|APP_SECRET|API_SECRET|SECRET_KEY|"
                r"client_secret|app_secret|api_secret|secret_key|clientSecret|appSecret|apiSecret|secretKey|"
                r"ClientSecret|AppSecret|ApiSecret|SecretKey))")
PUNCT_SECRET = GatedFinder(
    r"(?i)secret",
    re.compile(_SECRET_NAME + r"[\"']?[ \t]*(?:=|:)[ \t]*[\"'`]?(?P<v>[!-~]{24,128}?)(?=[\"'`&]|\s|$)"),
)
PUNCT_SECRET_ANCHORS = ("secret",)
_REFERENCE = re.compile(r"\$\{|\$\(|%\(|\{\{|^<[^<>]*>$|^\$[A-Za-z_]|^\{|^%[A-Za-z_]|^process\.env|^os\.")


def punct_secret(m: re.Match[str]) -> _Span:
    """A secret of mixed characters with three or more marks after a client's or an app's secret's name (see the
    module's notes)."""
    v = m.group("v")
    if _REFERENCE.search(v) or not (re.search(r"[A-Z]", v) and re.search(r"[a-z]", v) and re.search(r"\d", v)):
        return None
    marks = [c for c in v if not c.isalnum() and c not in "._-/"]
    if len(marks) < 3 or re.search(r"[A-Za-z]{12,}", v):
        return None  # few marks (round 84's and older rows read a key's alphabet), or a word or a name in it
    if re.fullmatch(r"[*xX•●#]+", v):
        return None
    return None if said_public(m.string, *m.span("v")) else m.span("v")


# ---- a "<...>" inside a value that is a jumble of marks, not a placeholder: "0Le<3>FFta...", ".<h+XVc>;6o;..." (a
# generator's secret draws "<" and ">" as it draws any mark). The shared near-miss rule (round58.angled_placeholder)
# takes a value holding "<" + letters, digits and a few marks + ">" for a template ("<your key>", "<64 hex>"); where
# the value holds three or more other marks and no "<...>" in it holds a word (a run of two or more letters in lower or
# upper case, or of three or more in title case), the angles are the secret's own characters.
_ANGLED = re.compile(r"<([^<>\n]{0,80})>")
_WORD = re.compile(r"[A-Za-z]{2,}")


def jumbled_angles(v: str) -> bool:
    """Whether the "<...>" in ``v`` are a random secret's marks rather than a placeholder (see above)."""
    if sum(1 for c in v if not c.isalnum() and c not in "._-/<>") < 3:
        return False
    inside = [m.group(1) for m in _ANGLED.finditer(v)]
    if not inside:
        return False
    for part in inside:
        if not re.search(r"[A-Za-z0-9]", part) or re.search(r"\s", part):
            return False  # "<...>", "<***>", "<your key>"
        if re.fullmatch(r"[A-Za-z]", part):
            return False  # "<x>", "<N>": a letter that stands for one
        for w in _WORD.findall(part):
            if w.islower() or w.isupper() or (w.istitle() and len(w) >= 3):
                return False  # a word: "<KEY>", "<token>", "<Secret>"
    return True


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("api_key", PIPED, PIPED_ANCHORS, piped),
    ("api_key", SLASH_B64, LABELLED_KEY_ANCHORS, slash_b64),
    ("api_key", PUNCT_SECRET, PUNCT_SECRET_ANCHORS, punct_secret),
)
