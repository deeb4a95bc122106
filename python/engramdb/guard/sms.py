"""A bank's one-time code named as "the SMS code", in any language (round 29).

A code sent by SMS is named by the loanword "SMS" (in Latin, Cyrillic or Ethiopic letters: "SMS", "СМС", "ኤስኤምኤስ")
beside the language's word for a code ("cód SMS an bhainc", "bankın SMS kodu", "СМС код од банката", "ਬੈਂਕ ਦਾ SMS
ਕੋਡ", "lambar SMS ta banki", "koodhka SMS ee bangiga"), or in a sentence that says the bank sent the code by SMS ("код,
які банк даслаў па SMS: 883 558", "ባንኩ በኤስኤምኤስ የላከው ኮድ 689-038 ነው"). The two words together name a one-time code
whatever else the language's words are; the code is six to eight digits, or three and three ("644 417", "326-136"):

* after the label, on its line or one of the next two (a rule line or a blank line between), with no other number
  between (words may stand there: "ita ce 70667426", "ass 344 488");
* or before the label on its line, only marks between ("84181977 — cód SMS an bhainc", "434202 ← СМС код").

Not a code: a number written with a currency ("145840 ₹", "$532.39"), part of a longer number or a decimal; a
placeholder ("xxxxxx", "******", "[hidden]") has no digits to read.
"""

from __future__ import annotations

import re

# ("CMC": "СМС" as the guard's check reads it, its Cyrillic letters folded to the Latin ones they look like.)
SMS = re.compile(r"(?<![^\W\d_])(?:(?i:sms|смс)|CMC)(?![^\W\d_])|ኤስኤምኤስ")
ANCHORS = ("sms", "смс", "СМС", "Смс", "cmc", "ኤስኤምኤስ")  # (the anchors ignore ASCII case only)
# The word for a code, as a stem: Latin (code, cod, cód, código, kod, kodu, kodi, kodiċi, koodu, koodhka, khodi, lambar:
# not "number", which an SMS number is a phone's),
# Cyrillic, Armenian, Georgian, Ethiopic, Indic and Sinhala forms.
_CODE_WORD = re.compile(
    r"(?i:(?<![^\W\d_])(?:c[oó]d|c[oó]digo|k[oó]d|kood|ikhod|lambar|(?:pin|otp|tan)(?![^\W\d_]))"
    r"|код|կոդ|კოდ|ኮድ|कोड|কোড|કોડ|ਕੋਡ|ಕೋಡ್|കോഡ്|கோட்|కోడ్|කේත)")
_VALUE = re.compile(r"(?<![\w.,/:#-])(?P<v>\d{6,8}|\d{3}[ -]\d{3})(?![\d]|[.,:/]\d)")
_CURRENCY = re.compile(r"[ \t]*(?:[₹€$£₼֏¥₽₺₦₩]|(?i:usd|eur|gbp|inr|rub|try)\b)")
_LINE_RULE = re.compile(r"[ \t]*(?:[-=_*~─—]{3,})?[ \t]*$")
_WINDOW = 40
_DIGIT = re.compile(r"\d")
_BEFORE_LABEL = re.compile(r"[ \t]*[^\w\s]+[ \t]*(?:[^\W\d_][^\s\d]*[ \t]+){0,2}")


def _money(text: str, a: int, b: int) -> bool:
    return bool(_CURRENCY.match(text, b)) or bool(re.search(r"[₹€$£₼֏¥₽₺₦₩][ \t]*$", text[max(0, a - 3):a]))


def sms_code(m: re.Match[str]) -> tuple[int, int] | None:
    """The code named by :data:`SMS` and a code's word near it (see above)."""
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    line_end = text.find("\n", m.end())
    line_end = len(text) if line_end < 0 else line_end
    words = list(_CODE_WORD.finditer(text, max(line_start, m.start() - _WINDOW), min(line_end, m.end() + _WINDOW)))
    if not words:
        return None
    label_start = min(m.start(), words[0].start())
    label_end = max(m.end(), words[-1].end())
    # before the label, on its line: a mark between, then at most two words of the label ("bankın", "ਬੈਂਕ ਦਾ")
    for v in _VALUE.finditer(text, line_start, label_start):
        if _BEFORE_LABEL.fullmatch(text, v.end(), label_start) and not _money(text, *v.span("v")):
            return v.span("v")
    # after the label: the first number within the next two lines
    limit = line_end
    for _ in range(2):
        if limit < len(text):
            nxt = text.find("\n", limit + 1)
            limit = len(text) if nxt < 0 else nxt
    digit = _DIGIT.search(text, label_end, limit)
    if digit is None:
        return None
    found = _VALUE.search(text, digit.start(), min(limit, digit.start() + 9))
    if found is None or found.start() != digit.start() or _money(text, *found.span("v")):
        return None
    between = text[label_end:found.start()]
    if between.count("\n") > 2 or len(between) > 60 or "(" in between or "[" in between:
        return None
    return found.span("v")
