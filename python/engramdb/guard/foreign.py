"""Round 46: a code word in Latin letters that stands out of a line written in another script.

A family's code word for picking up its children, a club's or a gate's spoken password, is two everyday words, most
often English ones even where the family writes another language: "बच्चों को डेकेयर से लेने का कोड वर्ड dino walrus है",
"去幼儿园接孩子的暗号是tornado-robot", "ninja bubbles (סיסמה לאיסוף הילדים מהגן)", "குறிச்சொல்:\\npumpkin15". In
a line of Latin letters such a value reads as words of the sentence ("dino walrus" could be anything there); in a line
of another script the change of script marks where it starts and ends, and the sentence's words around it are no
part of it, whatever order the language puts them in (the verb after it in Hindi, Japanese or Sinhala; the label in
brackets after it; a copula or a mark before it). :mod:`.held` reads the value after its password's word where a mark
or a copula joins them (``LAST``); this reads it wherever it stands in such a line.

A value is read when (1) it has a code word's shape (two words joined, "jelly-dragon", "KiwiPumpkin"; a word and a
number, "meteor69"; two lower-case words, "dino walrus"); (2) its line has no other Latin word beside it: only
another script, marks, emoji or the line's end touch it; (3) its line, less the value, is mostly another script
(more letters of other scripts than Latin ones), or, where the value is alone on its line, the line before it (ending
in a mark) or the bracketed line after it is; (4) that line names a password or a code word (the password words of
:mod:`.shape` and its lexicon, held.py's inflected ones, or the word for a code followed by a word for "word": Hindi
"कोड वर्ड", Urdu "کوڈ ورڈ"), and the value is none of sentence's words (:func:`.held.two_words`). A group's or a
room's name beside it ("Penguins", "Room 3", "1A") has no code word's shape, and its line names no password.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from . import held, lexicon
from .slots import GatedFinder

# The value, right after a character of another script or at a line's start (a few marks between), and followed by
# marks, another script or the line's end - never by another Latin word.
_VALUE = r"[a-z]{3,10}-[a-z]{3,10}|[A-Z][a-z]{2,10}[A-Z][a-z]{2,10}|[a-z]{3,10}\d{2,4}|[a-z]{3,10}[ \t][a-z]{3,10}"
_OPEN = r"[ \t:：=»⇒→/—–\"'“”「『(\[*_-]"
_CLOSE = r"[ \t\"'”」』()\[\].!,;|~*_。、！]"
# (or after a chat's speaker or a bracketed label: "14:53 · Oskar: CometLollipop", "[... කේත වචනය] banana-unicorn";
# or before a sender's name: "... குறிச்சொல் mango dragon. | Ingrid")
STANDING = GatedFinder(
    r"[^\x00-\x7f]",
    re.compile(
        rf"(?m)(?:^|(?<=[^\x00-\x7f])|(?<=[:\]] ))(?:{_OPEN}{{0,4}})(?P<v>{_VALUE})"
        rf"(?={_CLOSE}{{0,4}}(?:[^\x00-\x7f]|$|[|~][ \t]*[A-Z][a-z]+[ \t]*$))"
    ),
)
_LATIN = re.compile(r"[A-Za-z\u00c0-\u024f\u1e00-\u1eff]")  # (Vietnamese's letters are Latin ones)
_OTHER = re.compile(r"[^\W\d_A-Za-z\u00c0-\u024f\u1e00-\u1eff]")
# The word for a code, then a word for "word" (a loan of "code word" in the scripts of South Asia, Persian's "رمز").
_CODE_WORD = re.compile(
    r"कोड[ \t]+(?:वर्ड|शब्द)|কোড[ \t]+ওয়ার্ড|ਕੋਡ[ \t]+ਵਰਡ|કોડ[ \t]+વર્ડ|కోడ్[ \t]+వర్డ్|"
    r"ಕೋಡ್[ \t]+ವರ್ಡ್|കോഡ്[ \t]+വാക്ക്|کوڈ[ \t]+ورڈ|කේත[ \t]+වචනය|குறிச்சொல்|合言葉|暗号|암호|"
    r"รหัสลับ|ሚስጥር[ \t]+ቃል|رمز[ \t]+تحویل"
)
# A login's or a name's word: a value in the same clause as one is the account's name ("логин в кабинете — kenji00,
# пароль скажу по телефону", "스포애니 아이디는 lorenzo09이고 비밀번호는 ...", "Wi-Fi: ឈ្មោះ CafeMekong").
_LOGIN = re.compile(
    r"(?i)логин|логін|login|user|ユーザ|会員|아이디|(?<![A-Za-z])ID(?![A-Za-z])|帳號|账号|यूज़र|यूजर|"
    r"משתמש|χρήστη|мреж|сеть|мереж|network|ឈ្មោះ|wi-?fi|ssid|名|"
    # an account's word: the value beside it is the account or its service ("គណនី BongThom គឺ sokha ...")
    r"account|аккаунт|акаунт|учётн|обліков|アカウント|계정|账户|帐户|帳戶|खात|حساب|חשבון|บัญชี|គណនី|λογαριασμ"
)
# What ends a clause: the value's clause is read, not its line ("..., пароль скажу по телефону").
_CLAUSE = re.compile(r"[,،、，;；。]")
# The anchors of the code word's words above (each of them, as it stands in the text: the prefilter's promise).
CODE_WORD_ANCHORS = (
    "कोड",
    "কোড",
    "ਕੋਡ",
    "કોડ",
    "కోడ్",
    "ಕೋಡ್",
    "കോഡ്",
    "کوڈ",
    "කේත",
    "குறிச்சொல்",
    "合言葉",
    "暗号",
    "암호",
    "รหัสลับ",
    "ሚስጥር",
    "رمز",
)
_WORD = re.compile("(?i)" + held._WORD)
_HEAD = re.compile(r"^.{0,40}[:\]][ \t]*$")
_SIGNATURE = re.compile(r"(?:\||~|—|--)[ \t]*[A-Z][a-z]+[ \t]*$")


def _mostly_other(text: str) -> bool:
    """More letters of other scripts than Latin ones in ``text`` (and a few of them)."""
    other = len(_OTHER.findall(text))
    return other >= 4 and other > len(_LATIN.findall(text))


def _named(text: str, password_named: Callable[[str], bool]) -> bool:
    return password_named(text) or _WORD.search(text) is not None or _CODE_WORD.search(text) is not None


_REACH = 200
_COPULA = re.compile(r"(?:^|[ \t])(?:هي|هو|است|دی|аст|е|је|это|—|–|-)[ \t]*$|(?:は|是|为|為|는|은|คือ)[ \t]*$")
_MARK_BEFORE = re.compile(r"[:：=»⇒→][ \t\"'“「]*$")


def _spaced_told(before: str, after: str, password_named: Callable[[str], bool]) -> bool:
    """Two words apart are a value only where they are told as one (where the sentence's English words are not:
    "पासवर्ड बदलने के लिए router settings खोलें", open the router's settings to change the password): right after a
    mark or a copula, right after the password's word (its last two words before the value) inside a sentence, not
    after a label alone ("बच्चों को ... कोड वर्ड dino walrus है"; a lexicon label and plain words, "эски сырсөз meeting
    meeting", are no sentence: test_guard_lexicon's property), or before the password's word in brackets."""
    if _MARK_BEFORE.search(before[-12:]) or _COPULA.search(before[-12:]) or re.match(r"[ \t]*\(", after):
        return True
    return _named(" ".join(before[-40:].split()[-2:]), password_named) and not _label_alone(before)


@lru_cache(maxsize=1)
def _labels() -> frozenset[str]:
    return frozenset(form.lower() for c in lexicon.CLASSES for form in lexicon.forms(c))


def _label_alone(before: str) -> bool:
    """The line before the value is one of the lexicon's labels and nothing else ("эски сырсөз")."""
    return " ".join(before.split()).strip(" ,").lower() in _labels()


def standing(m: re.Match[str], password_named: Callable[[str], bool]) -> tuple[int, int] | None:
    """The code word standing out of a line of another script that names a password (see above)."""
    text, start, end, v = m.string, m.start("v"), m.end("v"), m.group("v")
    if not held._two_words(v):
        return None
    if text[start - 1 : start] == "(" and text[end : end + 1] == ")":
        return None  # (a note in brackets: "пароль: (being reset)")
    # (its line, at most _REACH characters either side of it: a long line costs no more a value)
    first = max(text.rfind("\n", 0, start) + 1, start - _REACH)
    last = text.find("\n", end, end + _REACH + 1)
    last = min(len(text), end + _REACH) if last < 0 else last
    if (" " in v or "\t" in v) and not _spaced_told(text[first:start], text[end:last], password_named):
        return None
    clause_start = max((c.end() for c in _CLAUSE.finditer(text, first, start)), default=first)
    clause_end = next((c.start() for c in _CLAUSE.finditer(text, end, last)), last)
    if _LOGIN.search(text[clause_start:start] + " " + text[end:clause_end]) is not None:
        return None
    rest = _SIGNATURE.sub("", text[first:start] + " " + text[end:last])  # (a sender's name after it: "| Jana")
    if _OTHER.search(rest) is not None:
        return m.span("v") if _mostly_other(rest) and _named(rest, password_named) else None
    head = _HEAD.sub("", text[first:start])  # (a chat's speaker or a forward's mark before it: "Fwd: ", "Oskar: ")
    if re.search(r"[^\W\d_]", head + text[end:last]):
        return None  # (Latin words only beside it: a line of a Latin-script language)
    # alone on its line: the line before it, ending with a mark, or a bracketed line after it names it
    above_end = first - 1
    above = (
        text[max(text.rfind("\n", 0, max(above_end, 0)) + 1, above_end - _REACH) : above_end] if above_end > 0 else ""
    )
    below = text[last + 1 : last + 1 + _REACH].split("\n", 1)[0] if last < len(text) else ""
    for line, ok in (
        (above, re.search(r"[:：»⇒→]\W{0,3}$", above) is not None),
        (below, re.match(r"[ \t]*\(", below) is not None),
    ):
        if ok and _mostly_other(line) and _named(line, password_named):
            return m.span("v")
    return None
