"""Round 213 (issue 13): a password told after its label with words or a dash between, a login told as a prose pair in
the languages the guard's labels had missed, a table row that holds a password's label, a handle and a passphrase,
and a handle's password after a separator the older rows do not read (">>", "=:", "p/w"). A leaf module: it imports
:mod:`.round60`, :mod:`.round85`, :mod:`.round202`, :mod:`.slots` and :mod:`.slugs` (labels, value shapes, handle
shapes); its rows are wired in ``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors, validator) after round
206's.

The store reads a text normalised (:func:`.fields.normalise_for_check`: NFKC, zero-width characters removed), so a
label written with a zero-width non-joiner (Telugu "పాస్‌వర్డ్", "యూజర్‌నేమ్") is met without it ("పాస్వర్డ్"): each
such label is read in both forms here.

* :data:`LABEL_WORDS` - a password's label, then up to eight words or a bracketed handle on its line, then ":" or a
  spaced dash, then the value ("<label> of the clinic's app: rowan garnet driftwood 16", "<label> — 04km055!492",
  "<label> [C051782]: g4rn37=63"). Takes: a passphrase of three to seven lower-case words closed by a number
  (:func:`.round85.phrase_value`), or one token (quotes read past) with a letter, a digit and a mark or a case change
  in it, or ten letters or more in an irregular mix of cases ("plDtMUlmAN": not a CamelCase name's, a "Mc" / "De"
  name's or an acronym's runs). Right after the label (nothing between) only after a spaced dash or for a label the
  older rows do not know (a zero-width-stripped one, Tajik "рамз-", Uyghur "پارول-"). Vetoes: a short form alone
  ("pass", "pw": "boarding pass for the gate: ..."); a word between (or among the four before the label) that tells
  of a rule, a hint, a reset, a manager, a length or an expiry, an example, a default, a test's, or a negation ("...
  à ne pas utiliser"); a sentence's end or another ":" between; round 85's non-values (mask, placeholder, a word like
  "vault" / "reset", a date, a price, a name in code), a version, a file, a link, an address.
* :data:`PROSE_PAIR` - round 85's login pair ("<user's label> <value>, <password's label> <value>") with the user's
  and password's labels of the languages round 85's lists lacked: Malagasy "anarana mpampiasa" / "mpampiasa", Telugu
  "యూజర్‌నేమ్" / "వినియోగదారు పేరు", Tajik "номи корбар" / "корбар", Irish "ainm úsáideora", Kazakh "пайдаланушы
  аты", Xhosa "igama lomsebenzisi"; validated by :func:`.round85.labelled_pair` itself (the same vetoes).
* :data:`TABLE_ROW` - a row of bars, "| <cell with a password's label> | <handle> | <value> |": the label cell is short
  (ten words at most) and holds a password's label (not a short form alone), a cell stands between, and the row's last
  cell is a passphrase (as above) or a strong token (as above). Vetoed: a cell of a product's name or a title (no
  number closes it, capitals), a header row (the value cell a label), a mask.
* :data:`HANDLE_SEP` - a handle (an address, a "+" phone, an @handle, a user name's or a member number's shape), then
  ">>", "=:", ":=" or "=>" and a password of round 202's shapes (:func:`.round202.pair_value`, or a capitalised word,
  digits and a closing mark: "Willow50@"); or a password's short label ("pw", "p/w", "pwd", "pass", perhaps with "=:"
  / ":" / "=" / ">>" / "is") and a token with a letter, a digit and a mark or a case change, or a passphrase - the
  value may have words after it here ("p/w v3llum-620 the converter"), the label says what it is; or ";" / "|" / a
  spaced ":" and a passphrase or an irregular mixed-case token (an address or a phone only for the latter). Vetoed:
  a file, a link, a path, an address as the value, a reference ("#12B"), words joined by marks, round 85's
  non-values; words after the value unless a short label named it; "p/w" with no handle before it (per week) is
  never read.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from . import round60, round85, round202
from .slots import GatedFinder
from .slugs import joined_slug

_Span = tuple[int, int] | None

ON = True
"""Switch: round 213's rows (off: they find nothing; for A/B in one process)."""


def _with_visible(words: tuple[str, ...]) -> tuple[str, ...]:
    """``words`` and each one's form with its zero-width characters removed (as the store reads a text)."""
    out = list(words)
    for w in words:
        v = w.replace("\u200c", "").replace("\u200d", "")
        if v != w:
            out.append(v)
    return tuple(dict.fromkeys(out))


# ---- the labels
# A password's words the older rows' labels lack as the store reads them, each one a word the guard's other rows
# already read as a password's (cited there): Telugu's without its zero-width non-joiner (shape.py holds both forms;
# round85.py only the joined one), Tajik "рамз" with a case or izafet ending ("рамзи <what>": round 49 / round 52's
# Tajik code word, fp73's "рамзи pickle-mango") and Tajik's borrowed "парол" (Russian "пароль" with no soft sign:
# "пароли <what>"), Uyghur "پارول" with a possessive ending ("پارولى": round 206's
# list label), Irish "pasfhocal" and Xhosa "iphasiwedi" (secrets.py's password words, round 206), Kazakh "құпиясөз"
# with an ending (round 206), Malagasy "tenimiafina" / "teny miafina" ("secret word", round 60 and round 206),
# Khmer "ពាក្យសម្ងាត់" (round 206).
NEW_PASS = _with_visible(("పాస్‌వర్డ్", "pasfhocal", "iphasiwedi", "tenimiafina", "teny miafina", "ពាក្យសម្ងាត់"))
_NEW_PASS_RE = (round85._folded_label(NEW_PASS) + r"|рамз[а-яӣӯҳқғҷ]{0,3}|Рамз[а-яӣӯҳқғҷ]{0,3}|"
                r"парол[иӣро]{0,3}|Парол[иӣро]{0,3}|"
                r"پارول[\u0600-\u06ff]{0,3}|құпиясөз[а-яәіңғүұқөһ]{0,3}|Құпиясөз[а-яәіңғүұқөһ]{0,3}")
# A user's label in the languages round 85's USER_LABELS lacks: the software localisations' field name for "user name"
# and "user" (as round 85's are), the login forms of the blind55 map's languages: Malagasy, Telugu, Tajik (Persian's
# "نام کاربری" / "کاربر", which round 85 holds, in Cyrillic), Irish, Kazakh, Xhosa, Khmer.
NEW_USER = _with_visible((
    "anarana mpampiasa", "mpampiasa",  # Malagasy: "user's name", "user"
    "యూజర్‌నేమ్", "యూజర్ నేమ్", "వినియోగదారు పేరు", "వినియోగదారు",  # Telugu: "username" (borrowed), "user's name"
    "номи корбар", "номи корбарӣ", "корбар",  # Tajik: "user's name", "user"
    "ainm úsáideora", "úsáideoir",  # Irish
    "пайдаланушы аты", "пайдаланушы",  # Kazakh
    "igama lomsebenzisi", "umsebenzisi",  # Xhosa
    "ឈ្មោះអ្នកប្រើ",  # Khmer
))
_ALL_PASS = r"(?:" + round85._PASS + r"|" + _NEW_PASS_RE + r")"
_LABEL = re.compile(r"(?i)" + round85._L + r"(?P<p>" + _ALL_PASS + r")" + round85._R)
_NEW_LABEL = re.compile(r"(?i)" + round85._L + r"(?:" + _NEW_PASS_RE + r")" + round85._R)
_SHORT = frozenset(("pass", "pw", "pwd", "pword", "passwd"))
PASS_ANCHORS = tuple(sorted(set(round85.PASSWORD_ANCHORS) | set(round85._variants(NEW_PASS))
                            | {"рамз", "Рамз", "РАМЗ", "парол", "Парол", "پارول", "құпиясөз", "Құпиясөз"}))

# ---- the value's shapes
_EMOJI = round202._EMOJI
_PHRASE_SP = r"[a-z]{3,12}(?:[ \t][a-z]{3,12}){2,6}[ \t]\d{1,4}"
_PHRASE_ANY = r"(?:" + round85.PHRASE + r"|" + _PHRASE_SP + r")"
_TOKEN = r"[^\s\"'“”«»<>(){}\[\]|,;]{4,64}"
_LETTER = re.compile(r"[^\W\d_]")
_MARK_ANY = re.compile(r"[!#$%&*+=?^~@._\-]")
_VERSION = re.compile(r"(?i)v?\d+(?:\.\d+)+\w*|[0-9a-f]{16,}|[a-z]{1,3}\d+|\d+[a-z]{1,3}")
_FILE = round202._FILE
_CASE_RUNS = re.compile(r"[a-z]+|[A-Z]+")


def irregular_case(v: str) -> bool:
    """``v`` is ten letters or more with no digit, its cases mixed as no name or identifier mixes them: a single
    lower-case letter between capitals or a run of capitals followed by lower case inside the word, twice or more
    ("plDtMUlmAN"); not a CamelCase name ("getUserName", "HTMLParser", "XMLHttpRequest"), a "Mc" / "De" name
    ("McKenzie", "DeAndre") or a word ending in an acronym ("McDonaldsUK")."""
    if len(v) < 10 or not v.isascii() or not v.isalpha() or v.islower() or v.isupper():
        return False
    runs = _CASE_RUNS.findall(v)
    odd = 0
    for n, r in enumerate(runs):
        last = n == len(runs) - 1
        if r.islower() and len(r) == 1 and n > 0 and not last:
            odd += 1  # "...Dt M...": one lower-case letter between capitals
        elif r.isupper() and len(r) >= 2 and not last and n > 0:
            odd += 1  # "...tMUl...": capitals then lower case, inside the word
    return odd >= 2 and sum(r.isupper() for r in runs) >= 3


def strong(v: str) -> bool:
    """A token a password's label names: a letter, a digit and a mark or a case change ("g4rn37=63", "Qt6L5Yd7tCQybb",
    "Umber_Quince56"), or an irregular mix of cases (:func:`irregular_case`); not a version, a hash, a code of a few
    letters and digits ("A1234", "500ml"), a file, a link, an address, a path or a reference."""
    if "/" in v or "@" in v.rstrip("@") or _FILE.search(v) or round202._REFERENCE.search(v) or _VERSION.fullmatch(v):
        return False
    if irregular_case(v):
        return True
    if not (_LETTER.search(v) and any(c.isdigit() for c in v)):
        return False
    return bool(_MARK_ANY.search(v) or re.search(r"[a-z][A-Z]", v))


def _phrase_ok(v: str) -> bool:
    return v.islower() and round85.phrase_value(v)


def _token_ok(text: str, start: int, end: int) -> _Span:
    """The token ``text[start:end]`` cut of its closing marks, if it is :func:`strong` and a password's value."""
    while end > start + 1 and text[end - 1] in ".,;:)]}\"'”»":
        end -= 1
    v = text[start:end]
    if not strong(v) or not round85.password_value(v, text[end:end + 16]):
        return None
    return start, end


# ---- a password's label, words or a dash, then the value
_END = r"(?=[ \t]*(?:\r?$|[.,;!?)]|" + _EMOJI + r"|[\"'”»]))"
LABEL_WORDS = GatedFinder(
    r"[:：—–-]",
    re.compile(r"(?P<s>[ \t]*[:：][ \t]*|[ \t]+[—–-][ \t]+)(?P<q>[\"'“«]?)(?:(?P<f>" + _PHRASE_ANY + r")|(?P<v>" +
               _TOKEN + r"))(?P=q)" + _END, re.M),
)
# words between the label and the value that say the value is no password: a rule, a hint, a reset, a manager ...
_NOT_THE_PASSWORD = re.compile(
    r"(?i)(?<![^\W\d_])(?:hint|tip|policy|policies|rules?|requirements?|length|strength|expir\w*|reset\w*|"
    r"change[sd]?|changing|manager|format|example|e\.g|field|prompt|page|screen|link|url|recovery|forgot\w*|"
    r"generator|strength|attempts?|tries|count|minimum|maximum|min|max|how|when|why|where|length|version|"
    r"richtlinie|hinweis|politique|règles?|indice|política|pista|regel\w*|правил\w*|подсказк\w*|"
    # an example, a default, a test's or a demo's password, or one not to use
    r"examples?|exemples?|ejemplos?|beispiel\w*|esempi[oa]|voorbeeld|samples?|dummy|fake|test\w*|demo|defaults?|"
    r"not|never|don['’]t|ne|pas|nicht|nie|kein\w*|nunca|jamais|niet|nooit|mai)(?![^\W\d_])")
_SENTENCE_END = re.compile(r"[.!?。！？](?:[ \t]|$)|[:：]")
_BETWEEN_MAX_WORDS = 8


def label_words(m: re.Match[str]) -> _Span:
    """The value of :data:`LABEL_WORDS` (see the module's notes)."""
    if not ON:
        return None
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    prefix = text[max(line_start, m.start() - 160):m.start()]
    labels = list(_LABEL.finditer(prefix))
    if not labels:
        return None
    label = labels[-1]
    if label.group("p").lower() in _SHORT:
        return None  # "boarding pass for gate B: ...": a short form needs its handle (HANDLE_SEP)
    between = prefix[label.end():]
    if _NOT_THE_PASSWORD.search(" ".join(prefix[:label.start()].split()[-4:])):
        return None  # "default password of the router: ...", "an example password for the app: ..."
    if not between.strip():
        if "-" not in m.group("s") and "—" not in m.group("s") and "–" not in m.group("s") \
                and not _NEW_LABEL.fullmatch(label.group("p")):
            return None  # "<label>: <value>": the older rows' reading
    else:
        if len(between.split()) > _BETWEEN_MAX_WORDS or _SENTENCE_END.search(between):
            return None
        if _NOT_THE_PASSWORD.search(between):
            return None
    if m.group("f") is not None:
        return m.span("f") if _phrase_ok(m.group("f")) else None
    return _token_ok(text, *m.span("v"))


# ---- a prose login pair with the labels round 85 lacked
_NEW_USER_RE = round85._folded_label(NEW_USER)
_NEW_USER_FULL = re.compile(r"(?i)" + _NEW_USER_RE)
PROSE_PAIR = GatedFinder(
    r"[^\W\d_]",
    re.compile(r"(?i)" + round85._L + r"(?P<ul>" + _NEW_USER_RE + r"|" + round85._USER + r")" + round85._R +
               round85._JOIN + round85._ID + round85._SEP + round85._L + r"(?P<l>(?P<p>" + _ALL_PASS + r"))" +
               round85._R + round85._JOIN + round85._VALUE),
)
PROSE_PAIR_ANCHORS = tuple(sorted(set(round85._variants(NEW_USER)) | set(round85._variants(NEW_PASS))
                                  | {"рамз", "Рамз", "парол", "Парол", "پارول", "құпиясөз", "Құпиясөз"}))


def prose_pair(m: re.Match[str]) -> _Span:
    """The password of :data:`PROSE_PAIR`: :func:`.round85.labelled_pair`'s tests, where one of the two labels is one
    round 85 lacks (a pair of its own labels is its row's)."""
    if not ON:
        return None
    if not (_NEW_USER_FULL.fullmatch(m.group("ul")) or _NEW_LABEL.fullmatch(m.group("p"))):
        return None
    return round85.labelled_pair(m)


# ---- a table row: | <password's label ...> | <handle> | <value> |
TABLE_ROW = GatedFinder(
    r"\|[^\n|]*\|[^\n|]*\|",
    re.compile(r"(?m)^(?P<pre>[^\n|]{0,24})\|(?P<row>[^\n]*\|[^\n]*\|[^\n]*)$"),
)
_LABEL_CELL_WORDS = 10


def table_row(m: re.Match[str]) -> _Span:
    """The value of :data:`TABLE_ROW` (see the module's notes)."""
    if not ON:
        return None
    row_start = m.start("row")
    parts = m.group("row").split("|")
    offsets = []
    at = row_start
    for p in parts:
        offsets.append(at)
        at += len(p) + 1
    cells = [(o, p) for o, p in zip(offsets, parts, strict=True)]
    while cells and not cells[-1][1].strip():
        cells.pop()
    if len(cells) < 3:
        return None
    label_at = None
    for n, (_, c) in enumerate(cells[:-2]):
        lab = _LABEL.search(c)
        if lab and lab.group("p").lower() not in _SHORT and len(c.split()) <= _LABEL_CELL_WORDS \
                and not _NOT_THE_PASSWORD.search(c):
            label_at = n
            break
        if round60.WORDS.search(c) and len(c.split()) <= _LABEL_CELL_WORDS and not _NOT_THE_PASSWORD.search(c):
            label_at = n
            break
    if label_at is None:
        return None
    off, cell = cells[-1]
    value = cell.strip()
    if not value or value.count(" ") > 7:
        return None
    start = off + cell.find(value)
    end = start + len(value)
    if " " in value:
        if re.fullmatch(_PHRASE_SP, value) and _phrase_ok(value):
            return start, end
        return None
    return _token_ok(m.string, start, end)


# ---- a handle, a separator the older rows do not read, then the password
_HANDLE = r"(?:" + "|".join((round202._MAIL, round202._PHONE, round202._AT, round202._NAME)) + r")"
_PW = r"(?:p/w|pw|pwd|pass)"
_PW_JOIN = r"(?:[ \t]*(?:=:|:=|=>|>>|->|→|=|:|is))?"
HANDLE_SEP = GatedFinder(
    # (the ";" / "|" / " : " reading needs a passphrase closed by a number or a capital inside a word after the mark: a
    # plain "[;|]" gate opened on most memory texts, "... in Hindi; invoice 8007 ...", 91 ms a pass over 20,000)
    (r">>|=:|:=|=>", r"(?i)\bp/?w|\bpwd|\bpass\b", r"[;|:][ \t]*[a-z]{3,12}(?:[ ._-][a-z]{3,12}){2,6}[ ._-]?\d",
     r"[\w.][ \t]*[;|:][ \t]*[A-Za-z]*[a-z][A-Z]"),
    re.compile(r"(?<![\w.+@/=:<-])(?P<h>" + _HANDLE + r")(?![\w@.])"
               r"(?:(?P<a>[ \t]*(?:>>|=:|:=|=>)[ \t]*)"
               r"|(?P<b>[ \t]*[,;|]?[ \t]*(?<![\w/])(?i:" + _PW + r")(?![\w/])" + _PW_JOIN + r"[ \t]+)"
               r"|(?P<c>[ \t]*[;|][ \t]*|[ \t]+:[ \t]+))"
               r"(?:(?P<f>" + _PHRASE_ANY + r")|(?P<v>" + _TOKEN + r"))"
               r"(?=[ \t]*(?:\r?$|[.,;!)|]|" + _EMOJI + r"|\()|(?P<more>[ \t]+[a-z]))", re.M),
)
# (no ";" or " : ": most memory texts hold one, "... in Hindi; invoice 8007 ...", and each made the row's four gates
# run on it - ~4 µs a text; the ";" / " : " reading's handle brings "@" or "+", a member number's row its "|")
HANDLE_SEP_ANCHORS = (">>", "=:", ":=", "=>", "p/w", "pw", "pwd", "pass", "@", "+", "|")
_WORD_DIGITS_MARK = re.compile(r"[A-Z][a-z]{2,11}\d{2,4}[!@#$%&*?]")


def handle_sep(m: re.Match[str]) -> _Span:
    """The password of :data:`HANDLE_SEP` (see the module's notes)."""
    if not ON:
        return None
    text = m.string
    h = m.group("h")
    phrase = m.group("f")
    if m.group("more") is not None and m.group("b") is None:
        return None  # words after the value: only where a password's label names it
    if m.group("a") is not None:
        if phrase is not None:
            return m.span("f") if _phrase_ok(phrase) else None
        span = _trimmed_token(m)
        v = text[span[0]:span[1]]
        if not (round202.pair_value(v) or _WORD_DIGITS_MARK.fullmatch(v)):
            return None
        return _checked(text, span, h, allow_at=True)
    if m.group("b") is not None:
        if phrase is not None:
            return m.span("f") if _phrase_ok(phrase) else None
        span = _trimmed_token(m)
        return _token_ok(text, *span) if "@" not in text[span[0]:span[1]] else None
    if m.group("c") is not None:
        if phrase is not None:
            return m.span("f") if _phrase_ok(phrase) else None
        if not re.fullmatch(round202._MAIL + "|" + round202._PHONE, h):
            return None
        span = _trimmed_token(m)
        return _checked(text, span, h) if irregular_case(text[span[0]:span[1]]) else None
    return None


def _trimmed_token(m: re.Match[str]) -> tuple[int, int]:
    start, end = m.span("v")
    while end > start + 1 and m.string[end - 1] in ".,;:)]}":
        end -= 1
    return start, end


def _checked(text: str, span: tuple[int, int], handle: str, *, allow_at: bool = False) -> _Span:
    v = text[span[0]:span[1]]
    core = v.rstrip("@") if allow_at else v
    if "@" in core or ":" in v or "/" in v or _FILE.search(v) or round202._REFERENCE.search(v):
        return None
    if joined_slug(v) or not round85.password_value(v, text[span[1]:span[1] + 16], handle):
        return None
    return span


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", LABEL_WORDS, PASS_ANCHORS, label_words),
    ("password", PROSE_PAIR, PROSE_PAIR_ANCHORS, prose_pair),
    ("password", TABLE_ROW, ("|",), table_row),
    ("password", HANDLE_SEP, HANDLE_SEP_ANCHORS, handle_sep),
)
