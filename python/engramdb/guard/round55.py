"""Round 55: a public claim in another cell of a Markdown table's row is not about the value; a service, a user name
and a password with no separator and words after them (a leaf module: it imports only :mod:`.round51`'s shapes,
:mod:`.held`'s public test and :mod:`.slots`' gate).

* **a business named in another cell**: ``| Public Storage | hana.s@gmail.example | nettle=698GOBLET |`` under
  ``| what | login | secret |``: the row's first cell names a business ("Public Storage"), whose word "public" says
  nothing of the password in the third cell. A public claim about a value must stand in the value's own cell (or its
  column's header: ``| name | public key |``); :func:`public_in_other_cell` says the claim stood only in other cells,
  so the near-miss rule's public reading (``secrets._near_miss``) leaves the password refused.
* **a service, a user name, the value, then the note goes on**: "sleeper marta cdoWd-zAdmk-ZyqHH-HTl0O pay the
  buy-in", "studentaid.gov jana.novak Amber818= the FAFSA for Pim", "zipcar bogdan_p Kelp7749=": round 51's
  :data:`.round51.HANDLED` wants the value last on its line and ten characters or more; here the clause opens the
  line (or follows a speaker's ":", a bracket, a bar), its first word names the service and its second is a user
  name, both lower case and no ordinary word (:data:`.round51._ORDINARY`: "order", "ticket", "playlist" name an id's
  noun), and the third is the value: 8-64 characters of a password's or a generator's shape
  (:func:`.round51.value_shaped`) with a capital, a small letter and a digit, not a product's name, not a handle
  ("@..."), followed by the line's end or a word. An order number (no small letter), a masked value ("********"), a
  handle, a sentence ("sleeper league 1817953522: ...") fail; :data:`SERVICE_USER_VALUE`, :func:`service_user_value`.
"""

from __future__ import annotations

import re

from .held import _said_not_secret
from .logins import generated
from .round51 import _ORDINARY, _PRODUCT, _SETTING, _TOKEN, value_shaped
from .slots import GatedFinder

# a row of a Markdown table: a bar first (after blanks), two bars more at least
_ROW = re.compile(r"[ \t]*\|(?:[^|\n]*\|){2,}[ \t]*")
# the rule under a Markdown table's header: "|---|:--:|"
_RULE = re.compile(r"[ \t]*\|(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*")
_PUBLIC = re.compile(r"(?i)public|publishable|p[úu]blic[oa]|publique|öffentlich|pubblic[oa]|publiek|publiczn")


def _line(text: str, pos: int) -> tuple[int, int]:
    lo = text.rfind("\n", 0, pos) + 1
    hi = text.find("\n", pos)
    return lo, len(text) if hi < 0 else hi


def public_in_other_cell(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` fills one cell of a Markdown table's row, the words of a public claim ("public") stand
    in another cell of that row, and neither the value's own cell nor its column's header says "public"."""
    lo, hi = _line(text, start)
    if end > hi or not _ROW.fullmatch(text, lo, hi):
        return False
    left = text.rfind("|", lo, start)
    right = text.find("|", end, hi)
    if left < 0 or right < 0:
        return False
    if _PUBLIC.search(text, left, right + 1):
        return False  # the value's own cell says it
    if not (_PUBLIC.search(text, lo, left) or _PUBLIC.search(text, right, hi)):
        return False  # no claim in the row's other cells: not this reading's case
    column = text.count("|", lo, left + 1)  # the index of its cell in the line split at its bars
    # the header: the row above the rule line above this row (rows of the same table only)
    pos = lo
    while pos > 0:
        plo, phi = _line(text, pos - 1)
        if _RULE.fullmatch(text, plo, phi):
            hlo, hhi = _line(text, plo - 1) if plo > 0 else (0, 0)
            if hhi > hlo and _ROW.fullmatch(text, hlo, hhi):
                cells = text[hlo:hhi].split("|")
                if column < len(cells) and _PUBLIC.search(cells[column]):
                    return False  # the column is a public one ("| name | public key |")
            return True
        if not _ROW.fullmatch(text, plo, phi):
            return True  # no header found: the other cells' words only
        pos = plo
    return True


# ---- a service, a user name, the value, then more words
SERVICE_USER_VALUE = GatedFinder(
    # (a digit before "=", "@" or a capital, a case change, a capital word and a digit: in the value)
    (r"\d[=@A-Z]", r"[a-z][A-Z]", r"[A-Z][a-z]{1,11}\d"),  # (plain runs each: slots.GatedFinder)
    re.compile(
        r"(?m)(?:^[ \t]*|(?<=[:>\]|])[ \t]+)(?P<s>[a-z][a-z0-9]*(?:[.-][a-z0-9]+){0,2})[ \t]+"
        r"(?P<u>[a-z][a-z0-9]{1,19}(?:[._][a-z0-9]{1,12})?)[ \t]+"
        r"(?P<v>" + _TOKEN + r"{8,64})(?=[,;]?(?:[ \t]+[^\W\d_]|[ \t]*$))"
    ),
)
# a letter beside a digit in the value (round 51's anchors: "#" any digit)
SERVICE_USER_VALUE_ANCHORS = tuple(c + "#" for c in "abcdefghijklmnopqrstuvwxyz") + tuple(
    "#" + c for c in "abcdefghijklmnopqrstuvwxyz"
)
# nouns of a value that is a position or a digest, not a login's password (round 51's list names ids and settings)
_ID_NOUNS = frozenset(
    ["cursor", "offset", "etag", "nonce", "digest", "checksum", "hash", "token", "page", "marker", "continuation"]
)
_LETTER_DIGIT = re.compile(r"[A-Za-z]\d|\d[A-Za-z]")


def service_user_value(m: re.Match[str]) -> tuple[int, int] | None:
    """The value of :data:`SERVICE_USER_VALUE` (see above)."""
    service, user = m.group("s"), m.group("u")
    v = m.group("v").rstrip(".,;")
    if len(v) < 8 or v[0] == "@" or not (any(c.isupper() for c in v) and _LETTER_DIGIT.search(v)):
        return None
    if not value_shaped(v) or (_PRODUCT.fullmatch(v) and not generated(v)):
        return None
    if len(service) < 3 or len(user) < 3 or service.split(".")[0] in _ORDINARY or user in _ORDINARY | _ID_NOUNS:
        return None
    if v.startswith("eyJ"):
        return None  # base64 of a JSON object ("pagination cursor eyJwYWdlIjoxNX0 decodes to ..."): a cursor's state
    if _in_settings(m.string, m.start("s"), m.end("v")) or _said_not_secret(m):
        return None
    if _NOT_LIVE_AFTER.search(m.string, m.end("v"), m.end("v") + 80):
        return None  # "... Vk3mQ-Ttz9W-pLx2 is the example value": the words after it say it is no live one
    return m.start("v"), m.start("v") + len(v)


# the words after the value say what it is not: an example, a sample, a placeholder, an old or revoked one (its line)
_NOT_LIVE_AFTER = re.compile(
    r"(?i)[^\n]*?\b(?:examples?|samples?|dummy|fake|placeholders?|made[- ]up|demo|expired"
    r"|revoked|old|not (?:real|live|valid)|format|pattern)\b"
)


def _in_settings(text: str, start: int, end: int) -> bool:
    """Round 51's test (the nearest line above or below is a key and one value, as a config file's), where a
    heading's line ("para luego:", "for you:") is no setting."""
    above = text[: text.rfind("\n", 0, start) + 1].rstrip().rsplit("\n", 1)[-1]
    after = text.find("\n", end)
    below = text[after:].lstrip().split("\n", 1)[0] if after >= 0 else ""
    return any(line and not line.endswith(":") and _SETTING.fullmatch(line) for line in (above, below))
