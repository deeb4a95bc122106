"""Round 31: values in a secret's slot that are not secrets by what the slot or the line says they are (a leaf module:
it imports nothing of the guard but :mod:`.lines`, :mod:`.secrets` asks it from its near-miss check).

* **an identifier of a secret, not the secret**: the value named by "accessor" (``vault token lookup -accessor X``,
  an ``accessor  X`` row of its output: an accessor looks a token up, it grants nothing);
* **a public key in a typed object**: the ``"key"`` of an object whose ``@type`` / type names a public key
  (``{"@type":"/cosmos.crypto.ed25519.PubKey","key":"..."}``, what ``show-validator`` prints);
* **a published default**: the line says the values on it are the factory (vendor, manufacturer) defaults, or
  defaults "from the docs" (a YubiKey's PIN 123456, PUK 12345678), and takes nothing back;
* **a counting placeholder**: a value that is the hex alphabet counted out (``0123456789abcdef0123...``), what a
  sample config shows where the key goes.
"""

from __future__ import annotations

import itertools
import re

from .lines import line_around

_ACCESSOR = re.compile(r"(?i)(?<![\w-])-{0,2}accessor[\"']?[ \t]*[:=]?[ \t]*[\"']?$")
_PUBLIC_KEY_OBJECT = re.compile(r"(?i)pub(?:lic)?[_ -]?key[\"']?[ \t]*,[ \t]*[\"']key[\"'][ \t]*:[ \t]*[\"']$")
_DEFAULTS = re.compile(
    r"(?i)\b(?:factory|vendor|manufacturer'?s?|out[- ]of[- ]the[- ]box)[ -]defaults?\b"
    r"|\bdefaults?\b[^\n]{0,20}\b(?:from|in|per) the (?:docs?|documentation|manual)\b")
_DEFAULT_DENIED = re.compile(r"(?i)\b(?:not|no longer|isn't|aren't|changed (?:it |them )?to|new)\b[^\n]{0,20}"
                             r"\bdefaults?\b|\bdefaults?\b[^\n]{0,12}\b(?:changed|replaced) to\b")
_HEX_ORDER = "0123456789abcdef"


def identifier_slot(text: str, start: int) -> bool:
    """The value at ``start`` is named an accessor, or is the key of an object typed as a public key."""
    line_start = max(text.rfind("\n", max(0, start - 80), start) + 1, start - 80)
    before = text[line_start:start]
    return _ACCESSOR.search(before) is not None or _PUBLIC_KEY_OBJECT.search(before) is not None


def published_default(text: str, start: int, end: int) -> bool:
    """The line of ``text[start:end]`` lists factory / documented defaults and does not say they were replaced."""
    line = line_around(text, start, end)
    return _DEFAULTS.search(line) is not None and _DEFAULT_DENIED.search(line) is None


def counting_placeholder(value: str) -> bool:
    """``value`` (40 hex digits or more: the hex alphabet counted out over twice, as certbot's sample token; a shorter
    counted value is kept refused, the guard's own families use them as secrets) is mostly the hex digits in order: 3
    of 4 neighbours count up by one."""
    v = value.lower()
    if len(v) < 40 or v.strip(_HEX_ORDER):
        return False  # (hex digits alone: a vendor's prefix, xoxp-1234567890-..., says the token is one of its own)
    steps = sum(1 for a, b in itertools.pairwise(v)
                if a in _HEX_ORDER and b in _HEX_ORDER and _HEX_ORDER.index(b) == (_HEX_ORDER.index(a) + 1) % 16)
    return steps * 4 >= (len(v) - 1) * 3


# "<credential word>: NAME / ######": a login pair whose password is masked or withheld ("/ [not stored here]",
# "/ (reset last week)"): the value shown is the user half of the pair, not the password.
_MASKED_SECOND = re.compile(r"[ \t]*(?:/|->|→)[ \t]*(?:[#▪*•●xX]{3,}(?![\w#▪*•●])|[\[(]"
                            # (round 37: "/ <pw>", "/ <password>", "/ ?", "/ …", "/ -": withheld too)
                            r"|<[A-Za-z ]{1,20}>|(?:\?+|…|\.{3}|-{1,2})(?![\w?….-]))")


def user_of_masked_pair(text: str, end: int) -> bool:
    """The value ending at ``end`` is followed by " / " and a mask or a bracketed note, not by its password."""
    return _MASKED_SECOND.match(text, end) is not None


# "κωδικός TAXISnet: ...", "password Gmail: ...": a name right before a colon labels what follows (the service the
# password is for); the password, if any, is after the colon.
_LABEL_COLON = re.compile(r":(?:[ \t]|$)", re.M)


def labels_what_follows(text: str, end: int) -> bool:
    """The value ending at ``end`` is followed at once by a colon and a space or the line's end, and holds no digit
    (a service's name: "MiFibra-2C8E: 5339..." is a network's name and its key may follow)."""
    value = text[text.rfind(" ", 0, end) + 1:end]
    return _LABEL_COLON.match(text, end) is not None and not any(c.isdigit() for c in value)


_PUBLIC_NAMED = re.compile(r"(?i)\bpublic (?:token|key)\b|\bpublishable (?:token|key)\b")


def named_public(text: str, start: int) -> bool:
    """A publishable value (``pk.`` / ``pk_``) that its line, before it, calls a public token or key (a Mapbox ``pk.``
    token "for the map widget": meant for the browser)."""
    token_start = max(text.rfind(" ", max(0, start - 200), start), text.rfind("\n", max(0, start - 200), start)) + 1
    if not text.startswith(("pk.", "pk_"), token_start):  # (a decoded blob's span starts inside its token)
        return False
    line_start = max(text.rfind("\n", max(0, start - 200), start) + 1, start - 200)
    return _PUBLIC_NAMED.search(text, line_start, token_start) is not None
