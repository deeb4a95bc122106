"""Round 35: a code given to be entered, read by what is done with it or by the name of what it opens (a leaf module:
it imports nothing of the guard; :mod:`.secrets` adds its rows and passes in its list of codes that are no secret).

* **a code that is typed, keyed or pressed**: "swipe from the left and enter 28560713", "type 631706 to reach Android
  settings", "exit with 520041", "when I call the bank I press 4417": four to eight digits right after a verb of
  entering or of opening with (not a year, one digit repeated or counted up, not a card number's first group, not an
  amount or a count: "type 5000 $", "press 2 times");
* **a code named for what it opens, with a letters-and-digits value**: "the access code for the lease envelope is
  OYMDQ0JX", "needs an access code to open: Fennel43", "Host key: 692422": an access, security, entry, door, gate,
  host, unlock or signing code / key / passcode, then its value - a capitalised word with two to four digits, five
  to ten capitals and digits mixed, or six to ten digits; a value with letters only when stated (":" / "is", or the
  word itself after a label's colon: "e-sign for the form: code ISB4BD1R, then ..."; not "security code ISO27001
  applies"), and after "code" or "key" alone only with capitals and digits interleaved (not a promotion's "SAVE20");
* **a vote's control number**: "control number 6914 7919 4974 5563", "CONTROL # 7985172798260840": twelve to sixteen
  digits, grouped in fours or not, after "control number" / "control #" / "control no", or in a table's column so
  named (:func:`control_header`, read by :func:`.keyed.column_value`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .slots import GatedFinder

# (Each row but DOCUMENT is run only on a text holding its value's cheapest mark, :class:`.slots.GatedFinder`: their
# words are in many texts - "code", "key", "type", "enter" - their values in few.)
ENTRY = GatedFinder(r"\d{4}", re.compile(
    r"(?i)(?=[ETKPOU])(?<![\w-])(?:enter(?:ed|s)?|typ(?:e|ed|es)|key(?:ed)? in|punch(?:ed)? in|press(?:ed|es)?|"
    r"exit(?:s)? with|unlock(?:s|ed)? (?:it )?with|open(?:s)? (?:it )?with)[ \t]+(?P<v>\d{4,8})"
    r"(?![\w.,/:*+#-]|[ \t]*(?:%|€|\$|£|\d))"))
ENTRY_ANCHORS = ("enter", "type", "key in", "keyed in", "punch in", "punched in", "press", "exit with",
                 "exits with", "unlock", "open with", "opens with", "open it with", "opens it with")
_NOT_ENTERED_AFTER = re.compile(r"(?i)[ \t]+(?:times|x\b|seconds?|secs?|minutes?|mins?|hours?|ms\b|px\b|[kmg]b\b|"
                                r"items?|rows?|lines?|steps?|words?|char\w*|euros?|dollars?|pounds?|usd|eur|gbp|km\b|"
                                r"m\b|kg\b|into the (?:amount|price|total|quantity))")


def _forms(words: tuple[str, ...]) -> tuple[str, ...]:
    """Each word lower-case and capitalised (the prefilter folds ASCII case only: a non-ASCII word is matched as
    written, each form its own anchor)."""
    return tuple(dict.fromkeys(f for w in words for f in (w, w[:1].upper() + w[1:])))


# The same verbs in other languages, first person or imperative, before the digits ("tippe ich 962804 ein", "digito
# 639104 no teclado", "wpisuję 91137 na klawiaturze", "набираю 5120", "toets ik 61926 in") or after them where the
# verb comes last ("N दबाता हूँ", "N 을 눌러요", "N sakatzen dut"). Only the words for keying or pressing in (not "give"
# or "say": "I give 5000" is money).
_VERBS_BEFORE = (
    "tippe ich", "tippe", "tippen sie", "drücke ich", "toets ik", "typ ik", "tik ek", "je tape", "tapez",
    "je compose", "composez", "tecleo", "teclee", "digito", "digite", "digita", "teclo", "compongo",
    "wpisuję", "wpisz", "wybieram", "naciskam", "wciskam", "zadám na klávesnici", "zadám", "zadávam", "vyťukám",
    "naťukám", "slår jag", "trycker jag", "knappar in", "taster jeg", "trykker jeg", "slår jeg", "näppäilen", "syötän",
    "sisestan", "ievadu", "įvedu", "surenku", "набираю", "ввожу", "нажимаю", "набіраю", "вводжу", "натискаю",
    "укуцам", "ukucam", "utipkam", "unesem", "vtipkam", "внесувам", "giriyorum", "tuşluyorum",
    "clóscríobhaim", "ninabonyeza", "ngicindezela", "waxaan riixaa", "pinipindot ko ang", "ka patohia e au te",
    "ვკრეფ", "מקיש", "מקישה", "أدخل", "أضغط", "ກົດ", "我按",
)
_VERBS_AFTER = (
    "दबाता", "दबाती", "दाबतो", "दाबते", "थिच्छु", "চাপি", "அழுத்துகிறேன்", "അമർത്തും", "ಒತ್ತುತ್ತೇನೆ", "నొక్కుతాను",
    "을 눌러요", "를 눌러요", "눌러요", "ကို နှိပ်တယ်", "နှိပ်တယ်", "гэж дардаг", "дардаг", "теремін", "терем",
    "sakatzen dut", "を押す", "を押します", "を入力", "giriyorum", "tuşluyorum",
)
_V_BEFORE, _V_AFTER = _forms(_VERBS_BEFORE), _forms(_VERBS_AFTER)
# (a position that starts no verb and no digit is passed at once: the class of their first characters)
_FIRST = "".join(sorted({w[0] for w in (*_V_BEFORE, *"0123456789")}))
ENTRY_INTL = GatedFinder((r"\d{4}", r"\d \d \d \d"), re.compile(
    r"(?=[" + re.escape(_FIRST) + r"])(?:(?<![^\W\d_])(?:"
    + "|".join(map(re.escape, sorted(_V_BEFORE, key=len, reverse=True))) + r")[ \t]*(?<![\d+-])"
    r"(?P<v>\d{4,8}|\d(?: \d){3,7})(?![\w.,/:*+#-]|[ \t]*(?:%|€|\$|£))"
    r"|(?<![\w+-])(?P<v2>\d{4,8}|\d(?: \d){3,7})[ \t]*(?:"
    + "|".join(map(re.escape, sorted(_V_AFTER, key=len, reverse=True))) + r")(?![^\W\d_]))"))
ENTRY_INTL_ANCHORS = (*_V_BEFORE, *_V_AFTER)


# A combination lock's dials or wheels turned to a number ("to open the suitcase, turn the dials to 3829", "mets les
# molettes sur 2-6-5", "gira le rotelle su 686", "vrid hjulen till 4518", "завърти колелцата на 284"): the word for the
# dials or wheels (plural: one dial set to a number is an oven's or a radio's), a preposition, then three to eight
# digits (or one digit a dial, "6 2 7", "2-6-5"), not followed by a unit.
_DIAL_WORDS = (
    "dials", "wheels", "tumblers", "molettes", "roues", "ruedas", "ruedecillas", "rotelle", "rotelline", "os números",
    "as rodas", "rodinhas", "hjulen", "hjulene", "hjulet", "rotițele", "rodetas", "rädchen", "zahlenräder", "räder",
    "wieltjes", "kółka", "kolečka", "kolieska", "rodane", "roda angkanya", "ir-roti", "magurudumu", "tárcsákat",
    "колелцата", "тркалцата", "точкиће", "коліщатка", "колцы", "колесики", "колёсики", "τροχούς", "הגלגלים",
    "ダイヤルを", "转轮拨到", "轉輪撥到",
)
_DIAL_FORMS = _forms(_DIAL_WORDS)
DIALS = GatedFinder((r"\d{3}", r"\d[ \t]*[-–·. ][ \t]*\d"), re.compile(
    r"(?=[" + re.escape("".join(sorted({w[0] for w in _DIAL_FORMS}))) + r"])(?<![^\W\d_])(?:"
    + "|".join(map(re.escape, sorted(_DIAL_FORMS, key=len, reverse=True))) + r")"
    r"[ \t]*(?:(?:to|at|on|onto|sur|à|a|su|para|till|til|pe|sus|auf|op|na|nei|hadi|menyang|ke|għal|на|στο|ל-)[ \t]+)?"
    r"(?<![\d+-])(?P<v>\d{3,8}|\d(?:[ \t]*[-–·. ][ \t]*\d){2,7})"
    r"(?![\w.,/:*+#-]|[ \t]*(?:%|°|€|\$|£|degrees|grad|mm|cm))"))
DIALS_ANCHORS = _DIAL_FORMS


# A password-protected PDF or archive and its password on one line, in any language ("to open the PDF, type
# Marble79+", "per aprire il PDF scrivi Pumice41.", "PDF-i açmaq üçün ZEPHivory7147 yaz", "打开PDF时输入Gingko065+",
# "WRENivory1259 (رمز فایل PDF)", "šifra za zip fajl ... je LANTglacier8584"): a line naming a PDF, or a ZIP, 7z or RAR
# file, holds a token of a password's or a generator's shape (the validator is given the shape test), not a file's
# name, a URL, an address or an amount. "PDF" is a word, not letters inside a code ("2PDFL9", fp95).
DOCUMENT = re.compile(r"(?im)^[^\n]*(?<![a-z0-9])(?:pdf(?![a-z]*[0-9])|(?:zip|7z|rar)(?![a-z0-9]))[^\n]*$")
DOCUMENT_ANCHORS = ("pdf", "zip", "7z", "rar")
# a file's name, the document's own word, an amount ("R$R$120", "US$1,200")
_NOT_A_PASSWORD_TOKEN = re.compile(r"(?i)\.(?:pdf|docx?|xlsx?|zip|7z|rar)$|pdf|zip|[$€£¥]\d|\d[$€£¥]")
_TOKEN = re.compile(r"[^\s`'\"“”‘’()\[\]<>|,;:→*]+")


CODE = GatedFinder((r"[A-Z0-9]{5}", r"[A-Z][a-z]{2,11}\d\d"), re.compile(
    r"(?i)(?=[CKP])(?<!\w)(?P<k>code|key|passcode)(?![\w-])"
    r"(?P<w>(?:[ \t]*\([^()\n]{0,40}\))?(?:[ \t]+(?:to|for)[ \t]+(?:the[ \t]+)?[\w-]+(?:[ \t]+[\w-]+)?)?"
    r"[ \t]*(?:[:=]|\b(?:is|was)\b)?)[ \t]*[\"']?"
    r"(?P<v>(?-i:[A-Z][a-z]{2,11}\d{2,4}|(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{5,10}|\d{6,10}))"
    r"(?![\w@/+*#-]|[.,]\w)"))
# What the code opens, right before its word (read by the validator: the row starts at the word, found at once).
_QUALIFIER = re.compile(r"(?i)(?<![\w-])(?:access|security|entry|door|gate|host|unlock|signing)[ \t-]?$")
CODE_ANCHORS = ("code", "key")

CONTROL = GatedFinder(r"\d{4}", re.compile(r"(?i)(?<![\w-])control[ \t]*(?:number|no\.?|#)(?P<w>[^\n\d]{0,30}?)"
                     r"(?<![\d-])(?P<v>\d{4}(?:[ -]\d{4}){2,3}|\d{12,16})(?![\w-]|[.,]\d)"))
CONTROL_ANCHORS = ("control",)

_COUNTED = ("0123456789", "9876543210")


def _plain_digits(v: str) -> bool:
    """A year, one digit repeated, or digits counted up or down: nobody's code."""
    return (re.fullmatch(r"(?:19|20)\d\d|(\d)\1*", v) is not None
            or any(v in counted for counted in _COUNTED))


def entry(m: re.Match[str]) -> tuple[int, int] | None:
    """The digits after a verb of entering (see the module's text)."""
    v = m.group("v")
    if _plain_digits(v) or _NOT_ENTERED_AFTER.match(m.string, m.end("v")):
        return None
    return m.span("v")


def entry_intl(m: re.Match[str]) -> tuple[int, int] | None:
    """The digits before or after a verb of keying in, in another language (see above)."""
    group = "v" if m.group("v") else "v2"
    return None if _plain_digits(m.group(group).replace(" ", "")) else m.span(group)


def dials(m: re.Match[str]) -> tuple[int, int] | None:
    """The number a lock's dials are turned to (see above)."""
    digits = re.sub(r"\D", "", m.group("v"))
    return None if _plain_digits(digits) else m.span("v")


def document(m: re.Match[str], password_like: Callable[[str], bool]) -> tuple[int, int] | None:
    """The first password-shaped token on a line naming a PDF (see above)."""
    for t in _TOKEN.finditer(m.group()):
        v = t.group().rstrip(".!?")  # a sentence's stop after the password
        if (len(v) >= 7 and "@" not in v and "/" not in v and not _NOT_A_PASSWORD_TOKEN.search(v)
                and password_like(v)):
            start = m.start() + t.start()
            return start, start + len(v)
    return None


def code(m: re.Match[str], not_secret: re.Pattern[str]) -> tuple[int, int] | None:
    """The value of a code named for what it opens (see the module's text); ``not_secret`` finds a code that is no
    secret named before it ("course code", "auth code" of a card receipt)."""
    line = m.string[m.string.rfind("\n", 0, m.start()) + 1:m.start()]
    v, qualified = m.group("v"), _QUALIFIER.search(line) is not None
    if not_secret.search(line[-30:]) or re.search(r"(?i)\b(?:auth|approval|course|room|ref\w*)[ \t]*$", line):
        return None
    if v.isdigit():
        return None if not qualified or _plain_digits(v) else m.span("v")
    stated = m.group("w").strip() or re.search(r"[:：][ \t]*$", line)  # "code is X", "form: code X"
    if not stated or (not qualified and re.fullmatch(r"[A-Z]+\d+", v)):
        return None  # (a letters-and-digits value unstated is a name: "security code ISO27001 applies")
    return m.span("v")


def control_header(cell: str) -> bool:
    """A table's header cell naming a vote's control number."""
    return re.fullmatch(r"(?i)(?:16-digit[ \t]+)?control[ \t]*(?:number|no\.?|#)", cell) is not None


def control_digits(cell: str) -> bool:
    """A cell of a control number's column: twelve to sixteen digits, grouped in fours or not, not masked or counted."""
    digits = re.sub(r"\D", "", cell)
    return (re.fullmatch(r"\d{4}(?:[ -]\d{4}){2,3}|\d{12,16}", cell) is not None and len(set(digits)) >= 4
            and not _plain_digits(digits))


def control(m: re.Match[str]) -> tuple[int, int] | None:
    """Twelve to sixteen digits after a control number's name, not one digit repeated nor masked."""
    digits = re.sub(r"\D", "", m.group("v"))
    return None if len(set(digits)) < 4 or _plain_digits(digits) else m.span("v")
