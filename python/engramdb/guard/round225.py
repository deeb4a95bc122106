"""Round 225 (issue 13): a login as a lettered list under a password's label, a password's label with its grammar's
affixes (Hebrew's prefixed article and prepositions, Turkic possessive endings), a name and a year after a label only
round 222 knows, a handle and its password across a spaced ";", a passphrase after a bare "pw", and an entry code
with a leading zero after the word "code" at a kept place. A leaf module: it imports :mod:`.round85`,
:mod:`.round201`, :mod:`.round202`, :mod:`.round206`, :mod:`.round213`, :mod:`.round221`, :mod:`.round222`,
:mod:`.round60` and :mod:`.slots` (labels, value shapes, handle shapes, place tests); its rows are wired in
``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors, validator) after round 222's.

* :data:`LETTERED_PAIR` - "<password label ...>:" then "a) <handle>" and "b) <password>" on their own lines (also
  "a." / "(a)" / "A)", and "1)" / "2)" where round 206's numbered row does not read the value: a passphrase, or a
  token with an emoji after it). The label line: round 206's (round 85's labels, round 60's words, the glued forms)
  or round 222's, no rule / hint / reset / example word (round 213's). The value: a lower-case passphrase closed by
  a number (round 213's), or a token with a letter and a digit, a mark or a case change (round 206's test) when the
  first item is a handle's shape, a :func:`.round213.strong` one otherwise ("a) uldis": a bare user name). A
  lettered list of counts, of steps, of rules is not read.
* :data:`AFFIXED_LABEL` - a password's label written with its grammar's affixes, which round 85's "a label stands
  alone" test refuses: Hebrew's one-letter prefixes (the article ה, "and" ו, "to" ל, "in" ב, "from" מ, "that" ש,
  "as" כ: "הסיסמה", "לסיסמה"), the Turkic possessive and case endings on the short "şifre" / "şifrə" ("şifrəsi",
  "şifreniz", "şifremi"); then up to eight words, ":" or a spaced dash, and round 213's values (a passphrase closed
  by a number, a strong token). Round 213's vetoes: a rule, a hint, a reset, a default, an example, a negation
  between or before the label, a sentence's end between.
* :data:`EXTRA_NAME_YEAR` - round 222's labels that round 85's older rows lack (French "code d'accès", Yoruba "ọ̀rọ̀
  aṣínà"), up to eight words and ":", then the value the older rows read after "password:": a name with a number
  ("Tolani1991": a capital, two to eleven lower-case letters, two to four digits, perhaps a mark) or a strong token,
  alone to its line's end. A door's code ("code d'accès du portail : 4821", digits) is not this row's.
* :data:`HANDLE_SEMI` - a handle (a member number "P-6699020", a user name with "_" or ".", an address) at a line's
  start, a spaced ";", and alone to the line's end a password: a capitalised word (or words joined by "-") and two to
  four digits ("Aylan2011", "Nutmeg-Verdigris464"), or a token of eight or more with a letter, a digit and two marks
  ("F@z!!uR*4n8tvv%"). Vetoes: a version as the handle ("v1.2"), a file, a link, an address as the value.
* :data:`PW_WORDS` - a lower-case "pw" after a word (not a number or a price: "£300 pw", "20 hrs pw" are per week)
  and a passphrase closed by a number, or a leet word with a mark and a number ("y3w-435"), with words after it.
* :data:`ZERO_CODE` - an entry code of six to eight digits with a leading zero (round 206 reads such a number as a
  phone number) right after the word "code" ("is on code 036896", "the code: 0471123") on a line that names a kept
  place or a lock (round 221's test) and no telephone (call, ring, phone, tel, dial, mobile, fax, whatsapp) or a
  coded thing before "code" (area, dialling, post, discount, error: round 201's list).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from . import round60, round85, round201, round202, round206, round213, round221, round222
from .slots import GatedFinder

_Span = tuple[int, int] | None

ON = True
"""Switch: round 225's rows (off: they find nothing; for A/B in one process)."""

_EMOJI = round213._EMOJI
_NOT_THE_PASSWORD = round213._NOT_THE_PASSWORD
_TAIL = r"(?P<e>(?:[ \t]*" + _EMOJI + r")*)[ \t]*(?=\r?\n|$)"


def _label_line_ok(label: str) -> bool:
    """``label`` (a list's heading) names a password and no rule, hint, reset or example of one."""
    if not (round206._LABEL.search(label) or round60.WORDS.search(label) or round206._MORE_LABELS.search(label)
            or round222._LABEL.search(label) or _AFFIXED.search(label)):
        return False
    return _NOT_THE_PASSWORD.search(round222._MAIL.sub(" ", label)) is None


# ---- a lettered list under a password's label
LETTERED_PAIR = GatedFinder(
    r"\n[ \t]*\(?[bB2][.)]",
    re.compile(r"(?m)^(?P<l>[^\n]{2,100}?)[:：][ \t]*\r?\n[ \t]*\(?(?P<m1>[aA1])[.)][ \t]*(?P<u>\S{2,64})[ \t]*\r?\n"
               r"[ \t]*\(?(?P<m2>[bB2])[.)][ \t]*(?:(?P<f>" + round213._PHRASE_ANY + r")|(?P<v>\S{4,64}))" + _TAIL),
)
LETTERED_PAIR_ANCHORS = ("b)", "b.", "2)", "2.")
_PAIRS = {("a", "b"), ("A", "B"), ("1", "2")}


def lettered_pair(m: re.Match[str]) -> _Span:
    """The password of :data:`LETTERED_PAIR` (see the module's notes)."""
    if not ON or (m.group("m1"), m.group("m2")) not in _PAIRS:
        return None
    if not _label_line_ok(m.group("l")):
        return None
    u = m.group("u").rstrip(".,;")
    if m.group("f") is not None:
        return m.span("f") if round213._phrase_ok(m.group("f")) and not u.isdigit() else None
    if m.group("m1") == "1" and not m.group("e").strip():
        return None  # "1." / "2." with a token alone: round 206's row
    v = m.group("v").rstrip(".,;")
    start = m.start("v")
    if round202._FILE.search(v) or "://" in v:
        return None
    if round206._HANDLE.fullmatch(u):
        if not (round206._HAS_LETTER.search(v) and round206._HAS_MORE.search(v)):
            return None
    elif not (round206._HAS_LETTER.search(u) and round213.strong(v)):
        return None  # a first item of no handle's shape: a strong password only
    if not round85.password_value(v, "", u):
        return None
    return start, start + len(v)


# ---- a password's label with its affixes
_HE = r"(?<![\u05d0-\u05ea])[והבלמשכ]{1,2}סיסמ[האת](?![\u05d0-\u05ea])"
_TR = (r"(?<![^\W\d_])(?i:şifr[eə](?:si|sı|sini|sinin|niz|nız|nizi|m|mi|min|n|ni|nin|leri|ləri|lər|ler))"
       r"(?![^\W\d_])")
_AFFIXED = re.compile(r"(?P<p>" + _HE + r"|" + _TR + r")")
AFFIXED_LABEL = GatedFinder(
    (r"סיסמ", r"(?i)şifr"),
    re.compile(r"(?P<lab>" + _HE + r"|" + _TR + r")(?P<b>[^\n]{0,120}?)(?P<s>[ \t]*[:：][ \t]*|[ \t]+[—–-][ \t]+)"
               r"(?P<q>[\"'“«]?)(?:(?P<f>" + round213._PHRASE_ANY + r")|(?P<v>" + round213._TOKEN + r"))(?P=q)"
               + round213._END, re.M),
)
AFFIXED_ANCHORS = ("סיסמ", "şifr", "Şifr", "ŞIFR", "ŞİFR")


def affixed_label(m: re.Match[str]) -> _Span:
    """The value of :data:`AFFIXED_LABEL` (see the module's notes)."""
    if not ON:
        return None
    text = m.string
    between = m.group("b")
    if len(between.split()) > round213._BETWEEN_MAX_WORDS or round213._SENTENCE_END.search(between):
        return None
    line_start = text.rfind("\n", 0, m.start()) + 1
    if _NOT_THE_PASSWORD.search(between) or \
            _NOT_THE_PASSWORD.search(" ".join(text[line_start:m.start()].split()[-4:])):
        return None
    if m.group("f") is not None:
        return m.span("f") if round213._phrase_ok(m.group("f")) else None
    return round213._token_ok(text, *m.span("v"))


# ---- a name and a number after round 222's labels
EXTRA_NAME_YEAR = GatedFinder(
    (r"(?i)code d['’]acc", "a\u1e63\u00edn\u00e0"),
    re.compile(r"(?i:" + round222._EXTRA_RE + r")(?P<b>[^\n:：]{0,100}?)[ \t]*[:：][ \t]*(?P<v>[^\s]{4,64})" + _TAIL),
)
EXTRA_ANCHORS = tuple(sorted({*round85._variants(round222._EXTRA_PASS), "code d'acc", "code d’acc"}))
_NAME_NUMBER = re.compile(r"[A-Z][a-z]{2,11}\d{2,4}[!#$%&*?.]?")


def extra_name_year(m: re.Match[str]) -> _Span:
    """The value of :data:`EXTRA_NAME_YEAR` (see the module's notes)."""
    if not ON:
        return None
    between = m.group("b")
    if len(between.split()) > round213._BETWEEN_MAX_WORDS or round213._SENTENCE_END.search(between) or \
            _NOT_THE_PASSWORD.search(between):
        return None
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    if _NOT_THE_PASSWORD.search(" ".join(text[line_start:m.start()].split()[-4:])):
        return None
    start, end = m.span("v")
    while end > start + 1 and text[end - 1] in ".,;)":
        end -= 1
    v = text[start:end]
    if not (_NAME_NUMBER.fullmatch(v) or round213.strong(v)) or not round85.password_value(v, text[end:end + 16]):
        return None
    return start, end


# ---- a handle, a spaced ";" and its password
HANDLE_SEMI = GatedFinder(
    r"[ \t];[ \t]",
    re.compile(r"(?m)^[ \t]*(?P<h>[A-Z]{1,2}-\d{6,10}|[a-z][a-z0-9]{1,30}[._][a-z0-9]{1,30}|" + round202._MAIL +
               r")[ \t]+;[ \t]+(?P<v>[^\s]{6,40})" + _TAIL),
)
HANDLE_SEMI_ANCHORS = (" ;",)
_SEMI_NAME = re.compile(r"[A-Z][a-z]{2,11}(?:-[A-Z][a-z]{2,11}){0,3}\d{2,4}")
_MARK = re.compile(r"[!@#$%^&*+=?~]")


def handle_semi(m: re.Match[str]) -> _Span:
    """The password of :data:`HANDLE_SEMI` (see the module's notes)."""
    if not ON:
        return None
    h, v = m.group("h"), m.group("v")
    if round213._VERSION.fullmatch(h) or round202._FILE.search(h) or re.fullmatch(r"[a-z]{1,3}[._]\w+", h):
        return None  # "v1.2 ; ...", "index.html ; ...", "os.path ; ..."
    if "/" in v or round202._FILE.search(v) or round202._REFERENCE.search(v) or re.fullmatch(round202._MAIL, v):
        return None
    strong = len(v) >= 8 and round213._LETTER.search(v) is not None and any(c.isdigit() for c in v) \
        and len(_MARK.findall(v)) >= 2
    if not (_SEMI_NAME.fullmatch(v) or strong):
        return None
    if not round85.password_value(v, "", h):
        return None
    return m.span("v")


# ---- "pw" and a passphrase, no handle before it
PW_WORDS = GatedFinder(
    r"\bpw[ \t]",
    re.compile(r"(?<=[^\W\d_][ \t])pw[ \t]+(?:(?P<f>" + round213._PHRASE_ANY + r")|(?P<v>[a-z0-9]{2,12}[!#$%&*+=?^~-]"
               r"\d{1,4}))(?![\w@.-]\w|[\w@])"),
)
PW_ANCHORS = ("pw",)
_LEET_HEAD = re.compile(r"[a-z]*\d[a-z]+\d*|[a-z]+\d[a-z]*")
_PER = re.compile(r"(?i)(?:\d|£|\$|€|hours?|hrs?|days?|times?|mins?|minutes?|miles?|km|units?|shifts?)[ \t]*$")


def pw_words(m: re.Match[str]) -> _Span:
    """The value of :data:`PW_WORDS` (see the module's notes)."""
    if not ON:
        return None
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    before = text[max(line_start, m.start() - 40):m.start()].rstrip()
    if _PER.search(before) or _NOT_THE_PASSWORD.search(" ".join(before.split()[-4:])):
        return None
    if m.group("f") is not None:
        return m.span("f") if round213._phrase_ok(m.group("f")) else None
    v = m.group("v")
    head = re.split(r"[!#$%&*+=?^~-]", v, maxsplit=1)[0]
    if not _LEET_HEAD.fullmatch(head) or sum(c.isalpha() for c in head) < 2:
        return None
    if not round85.password_value(v, text[m.end("v"):m.end("v") + 16]):
        return None
    return m.span("v")


# ---- a leading zero's entry code after "code" at a kept place
ZERO_CODE = GatedFinder(
    r"0\d\d\d\d\d",
    re.compile(r"(?i)(?<![\w-])code(?:[ \t]+is(?:[ \t]+now)?|[ \t]*[:=])?[ \t]+(?P<v>0\d{5,7})"
               r"(?![\w%°£$€@&/-]|[.,:]\d)"),
)
ZERO_CODE_ANCHORS = ("code",)
_PHONE_WORDS = re.compile(
    r"(?i)\b(?:call|calls|calling|ring|phone|telephone|tel|dial|dialling|dialing|mobile|cell|fax|whats[ \t]?app|"
    r"text|sms|extension|ext|number|no)\b")


def zero_code(m: re.Match[str]) -> _Span:
    """The code of :data:`ZERO_CODE` (see the module's notes)."""
    if not ON:
        return None
    text = m.string
    before = re.findall(r"[\w'’-]+", text[max(0, m.start() - 30):m.start()])
    w = before[-1].lower().removesuffix("'s").removesuffix("’s") if before else ""
    if w in round201._CODED_THINGS or w in round201._NUMBERED_THINGS:
        return None  # "the area code 020...", "discount code 0451..."
    lo, hi = round221._line(text, m.start("v"), m.end("v"))
    line = text[lo:hi]
    if _PHONE_WORDS.search(line) or not round221._place(line, m.start("v") - lo):
        return None
    return m.span("v")


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", LETTERED_PAIR, LETTERED_PAIR_ANCHORS, lettered_pair),
    ("password", AFFIXED_LABEL, AFFIXED_ANCHORS, affixed_label),
    ("password", EXTRA_NAME_YEAR, EXTRA_ANCHORS, extra_name_year),
    ("password", HANDLE_SEMI, HANDLE_SEMI_ANCHORS, handle_semi),
    ("password", PW_WORDS, PW_ANCHORS, pw_words),
    ("password", ZERO_CODE, ZERO_CODE_ANCHORS, zero_code),
)
