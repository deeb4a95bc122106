"""Round 83 (issue 13): a code that has a year's shape, told where no time is told; a code read aloud in short digit
words; and the number to call told after a password's label. ``secrets`` wires :data:`YEAR_SHAPED` and
:data:`SPOKEN_DIGITS` as two rows (their validator is :func:`read_again`, with the password and code rows' scan
passed in) and asks :func:`number_to_call` among its near misses.

* **a code with a year's shape**: "the shed lock is 1974, ...", "kods ir 2031.", "PIN do karty 1958", "кутията ... се
  отваря с код 1977", "رمز PIN ... هو 2038": four digits from 1900 to 2099 are as good a PIN as any, and people pick
  them (a birth year, a wedding's); yet nearly every row of the guard lets a year-shaped value go, since "the code
  changed in 2019", "the PIN for the 2024 return" and "Expo 2025" tell a year. Here such a number is read as the
  code it would be with other digits: where the text tells no time around it, the password and code rows read the
  text again with the year's first two digits changed ("1974" as "7374"), and a row that refuses the changed number
  there refuses the year. A time is told by a word right before the number (in, since, until, seit, depuis, desde,
  ..., a month, a day's number, "the", a name in capitals: "Sommerfest 2026"), an era or a range right after it
  ("2024 AD", "2019-20"; "1990s" and "2024年" are no candidates), or digits in groups around it ("4410 2291 1957").
* **a code read aloud in short digit words**: "portkoden är fem noll sju fyra", "door code uh one two six
  nine", "密码是 七、三、九、一", "비밀번호는 칠, 어, 삼, 구": spelled.py reads a run of digit words only when
  one of them is a word of four letters or more (short ones are parts of too many words to open its gate), so a code
  of short words (fem, noll, one, two, tre, 七, 칠) went unread. Here a run of four or more digit words of any
  language spelled.py knows, and the digits of Chinese, Japanese and Korean, each pair apart by a space, a comma, a
  dash or one short filler word ("uh", "euh", "어"; not "and": "two, five, six and nine" lists), is written as its
  digits, and the same rows read the text again: the run is refused where they refuse its digits (a count, "one two
  three four", and one digit throughout are no code).
* **a number to call after a password's label**: "Password: phone IT 4400.", "PIN: call the desk on 2210" - a verb of
  calling or writing, a few words naming whom, then the number: where to get the password, not the password (round
  78 read the verb when it stood alone as the value; the code rows took the number after it).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from ..tries import trie_alternation
from . import spelled
from .slots import GatedFinder

_Span = tuple[int, int] | None

# ---- a code with a year's shape, told where no time is told
YEAR_SHAPED = GatedFinder(
    r"(?:19|20)\d\d",
    re.compile(r"(?<![\w.,/:+#*'’-])(?P<v>(?:19|20)\d\d)(?![\w%°'’]|[.,/:-]\d|[ \t]*[-–—][ \t]*\d)"),
)
# A word right before the year that tells a time: a preposition of time in the guard's languages, a month, a season,
# a determiner ("the 2024 return"), a word of age or of making ("built", "born", "model", "vintage", "since").
_TIME_BEFORE = re.compile(
    r"(?i)(?:^|[^\w])(?:in|since|from|until|till|til|to|by|before|after|during|through|thru|around|circa|ca\.?|c\.|"
    r"of|on|for|year|years|yr|fy|the|this|that|next|last|early|late|mid|summer|winter|spring|autumn|fall|season|"
    r"built|born|made|model|vintage|version|edition|est\.?|established|founded|copyright|class|cohort|expires?|"
    r"expiry|valid|renews?|due|ends?|starts?|opened|closed|changed|updated|ab|bis|seit|im|vor|nach|jahr|jahre|"
    r"depuis|en|dès|de|du|des|del|da|avant|après|année|desde|hasta|antes|después|año|dal|nel|fino|prima|dopo|anno|vanaf|sinds|tot|"
    r"jaar|sedan|från|siden|fra|år|od|przed|po|roku|rok|w|we|с|до|после|в|год|года|tahun|sejak|sampai|hingga|năm|"
    r"jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|"
    r"september|october|november|december|januar|februar|märz|mai|juni|juli|oktober|dezember|janvier|février|"
    r"mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|"
    r"julio|agosto|septiembre|octubre|noviembre|diciembre|gennaio|febbraio|aprile|maggio|giugno|luglio|"
    r"settembre|ottobre|dicembre|q[1-4]|h[12])[ \t]*$")
# "11 Jun 2027" (the month read above), "May 9, 2017", "4410 2291 1957": a date or a group
_DAY_BEFORE = re.compile(r"\d(?:st|nd|rd|th|\.)?,?[ \t]*$")
# a numbered thing's word right before it: the number is the thing's ("PIN for ext. 2012 is ...", "Zimmer 1985")
_NUMBERED_BEFORE = re.compile(
    r"(?i)(?:^|[^\w])(?:ext|extn|extension|x|no|nr|nº|n°|num|number|#|room|rm|line|unit|apt|flat|suite|floor|"
    r"building|bldg|block|platform|page|p|item|order|invoice|ticket|case|ref|id|nst|durchwahl|zimmer|raum|poste|"
    r"ligne|chambre|linea|interno|camera|stanza|habitación|línea|kamer|lijn|toestel|pokój|linia|wewn)\.?"
    r"[ \t]*[:#]?[ \t]*$")
_NAME_BEFORE = re.compile(r"(?:^|[^\w])[A-Z][a-z]{2,}[ \t]+$")  # "Sommerfest 2026", "Expo 2025": a name's year
_GROUP_AFTER = re.compile(r"[ \t]+\d")
# a year's unit or its era right after it ("2024 AD", "1998 г.", "2019 год")
# ... or a word the year names the kind of ("2020 style", "1998 model", "2024 edition", "2025 rules")
_ERA_AFTER = re.compile(r"(?i)[ \t]*(?:ad|bc|bce|ce|г\.|год|года|yılı|yil|m\.|sm|n\.?chr|style|model|edition|version|"
                        r"vintage|series|season|format|standard|rules?|report|budget|plan|tax|return|census|release|"
                        r"update|compliant|ready|era|onwards?|levels?|collection|catalog(?:ue)?|calendar|digits?)(?!\w)")


# The year reading's switch. Off: the guard's own tests pin a year after a code's word as benign in some thirty probes
# of earlier rounds ("Ko te waehere o te tatau ... ko 1998, katia i muri" is round 52's twin of a code, "the storage
# room in the basement is 2019, ..." round 63's, "type 2024 in the search box" round 5's), so a year read as a code is
# a decision for the lead, not a reading to add under them. On: +48 of the 83 gained on the tunable corpora.
READ_YEARS = False


def year_candidates(text: str) -> list[tuple[int, int]]:
    """The spans of the year-shaped numbers of ``text`` around which no time is told (see the module); none while
    :data:`READ_YEARS` is off."""
    spans: list[tuple[int, int]] = []
    if not READ_YEARS:
        return spans
    for m in YEAR_SHAPED.finditer(text):
        start, end = m.span("v")
        line_start = text.rfind("\n", 0, start) + 1
        before = text[max(line_start, start - 24):start]
        if (_TIME_BEFORE.search(before) or _DAY_BEFORE.search(before) or _NAME_BEFORE.search(before)
                or _NUMBERED_BEFORE.search(before)
                or _GROUP_AFTER.match(text, end) or _ERA_AFTER.match(text, end)):
            continue
        if text.find(text[start:end], line_start, start) >= 0:
            continue  # the thing's own number said again ("PIN para ext. 2001 es 2001")
        spans.append((start, end))
    return spans


# ---- a code read aloud as digit words, short ones included
# Every language's digit words that spelled.py reads (NFKC, lower case), and the digits of Chinese and Japanese
# (零 一 二 ...) and Korean's Sino-Korean ones (공 일 이 삼 ...), which a transcript writes one by one.
_DIGIT_WORDS: dict[str, str] = {**spelled.DIGITS,
                                **{c: str(i) for i, c in enumerate("零一二三四五六七八九")}, "〇": "0",
                                **{c: str(i) for i, c in enumerate("공일이삼사오육칠팔구")}, "영": "0"}
_CJK_DIGIT = re.compile("[零一二三四五六七八九〇공일이삼사오육칠팔구영]")
_DIGIT = rf"(?:{trie_alternation(_DIGIT_WORDS)})(?![\w{spelled.MARKS}-])"
_SEP = r"(?:[ \t]*[,;、，/·][ \t]*|[ \t]*[-–][ \t]*|[ \t]+)"
# one short word between two digits: "uh", "euh", "ehm", "어", "à"; not a list's "and" / "or"
_FILLER = (r"(?:(?!(?i:and|or|und|oder|et|ou|och|eller|og|en|ja|tai|и|или|та|і|y|o|e|i|a)[ \t,])"
           rf"[^\W\d_]{{1,5}}{_SEP})?")
# (after a CJK character, with no space: "密码是二、七、...")
_SPOKEN_RUN = re.compile(rf"(?i)(?:(?<![\w-])|(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]))(?<![{spelled.MARKS}])"
                         rf"{_DIGIT}(?:{_SEP}{_FILLER}{_DIGIT}){{3,}}")
_ONE_DIGIT = re.compile(rf"(?i){_DIGIT}")


class _SpokenFinder(GatedFinder):
    """The runs of :data:`_SPOKEN_RUN`, looked for only in a text of four digit words at least: its words split at
    spaces, commas, dashes, full stops, quotes and "!" (C-level), each looked up; a CJK digit counts alone (one
    C-level findall). A run parted only by ";", "/", "·" or "–" is left (guardcost: a gate per text of the password
    rows' anchors)."""

    def _open(self, text: str) -> bool:
        # (a run's separators as spaces by str.replace: str.translate's per-character look-ups cost 3x as much)
        low = text.lower().replace(",", " ").replace("、", " ").replace("，", " ").replace("-", " ")
        words = low.replace(".", " ").replace('"', " ").replace("“", " ").replace("”", " ").replace("!", " ").split()
        said = sum(map(_DIGIT_WORDS.__contains__, words))
        return said >= 4 or said + len(_CJK_DIGIT.findall(text)) >= 4


SPOKEN_DIGITS = _SpokenFinder((), _SPOKEN_RUN)


def _spoken_value(run: str) -> str | None:
    """The digits a run says, when it is a code's: four or more, not one digit throughout, not a count."""
    digits = "".join(_DIGIT_WORDS.get(unicodedata.normalize("NFKC", d.group()).lower(), "")
                     for d in _ONE_DIGIT.finditer(run))
    if len(digits) < 4 or len(set(digits)) == 1 or digits in "0123456789" or digits in "9876543210":
        return None
    return digits


# A run of Latin words of two letters at most ("en to en to", Danish's one and two): common words of many languages
# (fp48), not a code read aloud; and (as spelled.py's filled runs) a credential's or a lock's word must stand on the
# line before the run ("kasanın rengi yedi iki ...", the safe's colour, is no code: round 45).
_SHORT_LATIN = re.compile(r"(?i)[a-z]{1,2}(?:[^a-z]+[a-z]{1,2})*")


# ---- read again: the text with its year candidates' digits changed and its spoken runs written as digits
# The text last read and the spans (as written) that its reading again refused: several matches of one text ask once.
_LAST: list[tuple[str, frozenset[tuple[int, int]]]] = []


def _read_again(text: str, scan: Callable[[str], list[tuple[int, int]]]) -> frozenset[tuple[int, int]]:
    if _LAST and _LAST[0][0] is text:
        return _LAST[0][1]
    changes = [(a, b, "73" + text[a + 2:b]) for a, b in year_candidates(text)]
    for m in SPOKEN_DIGITS.finditer(text):
        value = _spoken_value(m.group())
        before = spelled.line_before(text, m.start())
        if value is not None and not _SHORT_LATIN.fullmatch(m.group()) and (
                spelled.credential_named(before) or spelled.lock_named(before)):
            changes.append((m.start(), m.end(), value))
    refused: frozenset[tuple[int, int]] = frozenset()
    if changes:
        pieces, moved, at, shift = [], [], 0, 0
        for a, b, value in sorted(changes):
            if a < at:
                continue  # (a year inside a run already changed)
            pieces += [text[at:a], value]
            moved.append((a, b, a + shift, a + shift + len(value)))
            shift += len(value) - (b - a)
            at = b
        pieces.append(text[at:])
        spans = scan("".join(pieces))
        refused = frozenset((a, b) for a, b, x, y in moved if any(p <= x and y <= q for p, q in spans))
    _LAST[:] = [(text, refused)]
    return refused


def read_again(scan: Callable[[str], list[tuple[int, int]]]) -> Callable[[re.Match[str]], _Span]:
    """A validator for :data:`YEAR_SHAPED` and :data:`SPOKEN_DIGITS`: the match's span when ``scan`` (the guard's
    password and code rows, giving the spans they refuse) refuses the text read again (every year candidate's first two
    digits changed to "73", every spoken run written as its digits) at the changed piece."""

    def validate(m: re.Match[str]) -> _Span:
        span = m.span("v") if m.re is YEAR_SHAPED.pattern else m.span()
        return span if span in _read_again(m.string, scan) else None

    return validate


def forget() -> None:
    """Drop the text :func:`read_again` remembers (the scan calls it when it ends, as :mod:`.textmemo` is cleared)."""
    _LAST.clear()


# ---- a smile after a value: ":)" is no colon of a label (secrets._CONNECTOR_AFTER: "lösenord Tistel.48 :)")
NOT_EMOTICON = r"(?!['^o-]?[)(\]\[DPp]+(?!\w))"  # (":)", ":-)", ":D", ":P"; not "=>", an arrow)


# ---- a number to call after a password's label
# (the verbs of calling or writing to someone; secrets._CONTACT, guard78's reading of such a verb as the value, is
# built on the same alternation)
CALL_VERB = (r"call|phone|ring|dial|contact|text|message|ping|e-?mail|anrufen|rufen?|ruf|appel\w*|t[ée]l[ée]phon\w*|"
             r"llam\w*|chiam\w*|ligu\w*|ligar|bel|zadzwo\w*|dzwo\w*|zavolej\w*|позвон\w*|звон\w*")
# the verb, at most four words (whom: "IT", "the desk on", "ext."), then the number; no clause's mark between
# (the verb opens its clause - after the label's colon, a dash or a clause's mark, or "please" - as a verb does:
# "the phone banking PIN", "le code du téléphone c'est ...", "the board call with host key ..." name things)
_CALL_BEFORE = re.compile(r"(?im)(?:^|[:：;,.!?—–-])[ \t]*(?:please[ \t]+|bitte[ \t]+)?(?P<verb>" + CALL_VERB
                          + r")(?![\w-])(?:[ \t]+[\w.'’/()-]+){0,4}?[ \t]+\+?$")
_SECRET_WORD = re.compile(r"(?i)pin|pass|code|kod|parol|senha|contrase|clave|wort|secret|combo|combination|key")


def number_to_call(text: str, start: int, end: int) -> bool:
    """A number whose clause calls someone right before it (see the module): the finding is the number to call."""
    value = text[start:end]
    if not value.replace(" ", "").isdigit():
        return False
    line_start = text.rfind("\n", 0, start) + 1
    call = _CALL_BEFORE.search(text, max(line_start, start - 60), start)
    return call is not None and _SECRET_WORD.search(text, call.end("verb"), start) is None
