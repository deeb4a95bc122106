"""Round 61: a combination lock's code told as the turn of its wheels ("to open the case, turn the wheels to 8-0-8",
"スーツケースはダイヤルを839に合わせると開く", "ਸੂਟਕੇਸ ਖੋਲ੍ਹਣ ਲਈ ਪਹੀਏ 1 7 1 8 ਤੇ ਘੁਮਾਓ"). A leaf module: it imports
only :mod:`.slots`.

Each reading is its own row of ``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors, validator).

* **the lock's wheels turned to a code**: the word for a combination lock's wheels (its dials, rollers or little
  wheels) in ~50 languages, then - on the same line, past at most three short words ("to", "ל-", "ke", "を") and no
  clause's mark (",", ".", ";") - three to six digits, whole or one by one ("808", "8-0-8", "8 0 8"), with no more
  digits, no unit and no decimal after them.
  English's generic "wheels" / "dials" / "tumblers" count only right before "to", "on" or "at" ("turn the dials to
  739"), after a verb of turning or setting, and with no word going on the sentence after the digits ("set the wheels
  to 2019 specs").
  Not: a count of wheels ("4 wheels", the number before the word), a size or an angle ("wheels to 360 degrees",
  "rodas 195/65", "dials at 1.5"), a bag tag's number (no wheels' word), a mask ("turn the wheels to ***").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .slots import GatedFinder

_Span = tuple[int, int] | None

# A combination lock's wheels (dials, rollers), as the phrase "turn the wheels" writes them in each language.
_WHEELS = (
    # Slavic (Serbian / Croatian, Russian, Ukrainian, Polish, Czech, Slovak, Bulgarian), Baltic, Finnic
    r"точкић\w*", r"točkić\w*", r"kotačić\w*", r"колёсик\w*", r"колесик\w*", r"коліщат\w*", r"kółk[ao]", r"kolečk[ao]",
    r"koliesk[ao]", r"колелцата", r"ratuk\w*", r"ritentiņ\w*", r"rattad", r"rullat", r"rullia",
    # Germanic (German, Dutch, Afrikaans, Frisian, Luxembourgish, Scandinavian), Celtic, Basque, Romance, Esperanto
    r"zahlenr[äa]d\w*", r"r[äa]dchen", r"(?:cijfer)?wieltjes", r"wieletjies", r"tsjillen", r"rieder", r"hjulen[e]?",
    r"sifferhjul\w*", r"tallhjul\w*", r"talhjul\w*", r"rothaí", r"olwynion", r"cuibhlichean", r"rodigoù", r"gurpilak",
    r"rodetes", r"rodiñas", r"rodinhas", r"ruedecitas", r"ruedas", r"rotelle", r"rotelline", r"molettes", r"rrotat",
    r"radetojn", r"rotițele", r"rotitele",
    # Greek, Turkic, Caucasus, Mongolian, Tajik, Persian, Pashto, Uyghur, Hebrew, Arabic
    r"ροδάκια", r"çarkları", r"çarxları", r"дөңгелектерді", r"дугуйг", r"ბორბლები", r"անիվները", r"чархҳоро",
    r"چرخ‌ها", r"چرخها", r"څرخونه", r"چاقلارنى", r"הגלגלים", r"הגלגלות", r"العجلات", r"أدر الأرقام",
    # Indic, Southeast Asian, East Asian, African
    r"पहिये", r"पहियों", r"चाकं", r"चाके", r"ਪਹੀਏ", r"પૈડાં", r"চাকাগুলো", r"చక్రాలను", r"ಚಕ್ರಗಳನ್ನು", r"ചക്രങ്ങൾ",
    r"சக்கரங்களை", r"pusingkan roda", r"putar roda", r"mga gulong",
    r"bánh xe số", r"다이얼", r"ጎማዎቹን", r"ƙafafun", r"kafafun",
    r"giraangiraha", r"magurudumu", r"muyuchakunata",
)
# ... and in scripts written without spaces between words, where the word may follow another with no break
_WHEELS_UNSPACED = (r"วงล้อ", r"ລໍ້", r"កង់", r"ဘီးတွေကို", r"ダイヤル", r"转轮", r"轉輪", r"密码轮", r"密碼輪")
# English's generic words, only right before their preposition and after a verb of turning or setting
_WHEELS_EN = (
    r"(?:turn|set|roll|spin|rotate|put|move|dial|click|line)(?:s|ed|ing)?(?:[ \t]+up)?[ \t]+(?:the[ \t]+|its[ \t]+|"
    r"my[ \t]+|your[ \t]+)?(?:number[ \t]+|combination[ \t]+|lock[ \t]+|code[ \t]+)?"
    r"(?:wheels|dials|tumblers|rollers)[ \t]+(?:to|on|at)"
)
_CODE = r"(?P<v>\d(?:[ \-]?\d){2,5})(?![ \-]?\d|[.,/:x×]\d)"
WHEELS = GatedFinder(
    r"\d[ \-]?\d[ \-]?\d",
    re.compile(
        r"(?i)(?P<k>(?<![\w-])(?:" + "|".join(_WHEELS) + r")|" + "|".join(_WHEELS_UNSPACED) + r")"
        r"(?:[^\S\n]*[^\d\s,.;!?，。、]{1,14}){0,3}?[^\S\n]*" + _CODE
        + r"|(?<![\w-])(?P<e>" + _WHEELS_EN + r")[ \t]+" + _CODE.replace("(?P<v>", "(?P<w>"),
    ),
)


def _literal(word: str) -> str:
    """The literal start of one of the words' patterns (to its first class, group or repeat), lower-cased."""
    return re.split(r"[\\(\[?]", word, maxsplit=1)[0].lower()


WHEELS_ANCHORS = tuple(dict.fromkeys(
    [_literal(w) for w in _WHEELS + _WHEELS_UNSPACED if len(_literal(w)) >= 3]
    + ["wieltjes", "dchen", "转轮", "轉輪", "ລໍ້", "កង់", "wheels", "dials", "tumblers", "rollers"]))

# a unit, an angle, a size or a year's word after the digits: a measure, not a code
_UNIT_AFTER = re.compile(
    r"(?i)[ \t]*(?:°|%|degrees?|deg\b|mm\b|cm\b|km\b|kg\b|rpm\b|psi\b|bar\b|inch|in\b|\"|years?|times|miles?|"
    r"metres?|meters?)"
)


# after English's generic words, a word that goes on the sentence: the digits name a thing ("set the wheels to 2019
# specs"), unless it starts a next step ("... to 4-1-7 and pull")
_WORD_AFTER_EN = re.compile(r"[ \t]+(?!(?:and|then|or|so|to|it|&)\b)[A-Za-z]")


# four digits run together that read as a recent or coming year ("vrid hjulen till 2025": set to this year's model,
# a year's edition): a year, not a lock's code; a code split digit by digit ("2-0-2-5") is a code whatever it spells
_YEAR = re.compile(r"19[5-9]\d|20[0-4]\d")


def wheels(m: re.Match[str]) -> _Span:
    group = "v" if m.group("v") is not None else "w"
    if _UNIT_AFTER.match(m.string, m.end(group)) or _YEAR.fullmatch(m.group(group)):
        return None
    if group == "w" and _WORD_AFTER_EN.match(m.string, m.end(group)):
        return None
    return m.span(group)


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", WHEELS, WHEELS_ANCHORS, wheels),
)
