"""Round 65: a code word of two English words told right after a password's word inside a sentence of another
language, an app password's shape, Irish's copula before a code's label. A leaf module: it imports only the word
tests of :mod:`.round60` and :mod:`.slots`; each reading is its own row of ``secrets._DETECTORS`` (:data:`ROWS`:
kind, finder, anchors, validator).

* **English words in another language's clause** ("wer den Hund abholt, muss der Nachbarin das Passwort otter
  lantern sagen", "qui recull el gos ha de dir al veí la contrasenya otter lantern"): two plain lower-case words right
  after a password's word (round 60's words, round 9's lexicon, the structural reader's) are a code word when the
  clause and the two words are in different languages - the clause before the word has four words or more (longer
  than any label of a form or a prompt, so a label followed by ordinary words, tests/test_guard_lexicon.py's property,
  is never read), at most a third of them English, and both words are common English words (:func:`english_words`),
  neither a function word of a dozen languages nor a word about passwords ("policy", "reset", "manager"); what follows
  on the line is the end of it, a mark, a signature or a word that is not English (the sentence's own language going
  on). A sentence of one language (the lead's probes, session 42: "... über das neue Passwort gesprochen heute
  morgen", "... la contraseña nueva llega mañana", "Remember to ask Maria about the new password policy before
  Friday") is not read: round 60's narrowing stands for it.
* **an app password's shape** ("puhelimen sovelluksen salasana on qzvhkbtrwnjxcfpl", "... app password wqzk
  hvbj tnxr plmf ..."): sixteen lower-case letters in one run or in four groups of four (one space or hyphen
  between), the shape mail providers give an app's password, read when the letters are drawn at random - three or
  more of their letter pairs rare in English words (fewer than 20 of the list's words hold the pair: "zj", "vq",
  "xc"; two where a password's word stands before them on their line), nine or more distinct letters, and no more
  than one group an English word. A run alone (no groups) needs a password's word on its line or the line before, or
  "app" / "apl" / "letter" on its line - alone it is an identifier as often ("build id <16 letters>", round 21).
  Not: a long word of any language ("fehlgeschlagenen",
  "haurtzaindegitik": no rare pair or one), four words ("what does this mean"), a placeholder ("xxxx xxxx xxxx
  xxxx", "abcd efgh ijkl mnop", a keyboard's row), a run inside a longer run of groups, an address or a path
  ("....onion", "/abcdefgh...").
* **Irish's copula before a code's label** ("is é máistirchód an tsábhailte ná 4817", "Is é cód an gheata ná
  60392"): "is é", a label holding Irish "cód" (any compound or mutation: "-chód", "gcód"), "ná" and three to ten
  digits - Irish states "X is Y" as "is é X ná Y", the value last. Not a post code, an area's or a country's
  dialling code, a product's, a course's or a class's code, a bar code or a discount's ("cód ceantair", "cód poist").
* **blind49's singles**: a generated password in hyphen groups of letters right after its word ("password
  vkqz-bdhl-cwnxt": three to five groups, letters drawn at random as above); an auth token after its label
  ("auth-token <16-64 letters and digits>", both cases turning eight times or more: not a CamelCase name); a room, a
  store, a gate or a door that "is" a number with a leading zero ("the print room is 0482, ..."; a room's number, a
  year, a price never starts with 0; not a time: "0800", or a line with "morning", "opens", "until" ...).
* **the largest groups left on older corpora**: a thing that opens with a number ("das Hoftor öffnet mit dem Code
  40617.", "il portone si apre con 7395"; four to eight digits ending the clause, not a year); a recovery, backup or
  gift card's code told with what it is for ("recovery code for the tablet's account: Q73921", "gift card code from
  grandma: 7QH2K-MX4PD-R9TLW"; two digits or more, not a placeholder); a Wi-Fi voucher's number in groups of digits
  ("voucher 58213-40697").

The English list (``wordfreq/english.txt``, 22,829 words, written by ``benchmarks/guard_all/build_english_words.py``) is
built from wordfreq 3.1.1's English frequency list (Robyn Speer, Apache-2.0 code, data CC BY-SA 4.0;
https://github.com/rspeer/wordfreq): every word of 3-10 ASCII lower-case
letters at Zipf frequency 3.0 or more in English and not more frequent (by 0.75 Zipf or more) in any of wordfreq's
26 other Latin-script languages (so "morgen", "sagen", "die", "con" are not English here; "kind", "dino" are).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache
from itertools import pairwise
from pathlib import Path

from .round60 import _SENTENCE, _last_named, _NearLabels
from .round60 import CODE_WORD_ANCHORS as _PASSWORD_ANCHORS
from .slots import GatedFinder

_Span = tuple[int, int] | None

_LIST = Path(__file__).with_name("wordfreq") / "english.txt"


@cache
def english_words() -> frozenset[str]:
    """The common English words of ``wordfreq/english.txt`` (read once, on the first text this row opens)."""
    return frozenset(_LIST.read_text(encoding="utf-8").split())


# English's short function words (the list holds words of three letters or more)
def _word_set(words: str) -> frozenset[str]:
    return frozenset(words.split())


_SHORT = _word_set("a an i to of in is it on at by or be we me my he us as if so no do up")
# Words about passwords and accounts, not a code word: "das Passwort policy update", "la contraseña reset link"
_TOPIC = _word_set(
    "manager policy policies hint hints strength reset resets change changes changed update updates updated field "
    "page screen setting settings format example sample rule rules requirement requirements length vault generator "
    "login logins logon signin admin account accounts user users username email mail link links server system "
    "security recovery request check code codes key keys pin pins number numbers wifi router portal website site "
    "online file files text list note notes card phone message sms app apps expired expiry protected protection "
    "sharing shared share manager temporary default new old same wrong right correct strong weak secure simple "
    "please thanks thank forgot forgotten remember again here there"
)
_WORD = re.compile(r"[^\W\d_][^\s,;:!?()\[\]{}\"“”«»|]*")


def _english(word: str) -> bool:
    w = word.lower().strip("'’.-")
    return w in _SHORT or w in english_words()


# ---- a pair of plain lower-case words, at every word start near a password's word (round 60's near-label finder)
PAIR = _NearLabels(
    r"[a-z]{3}[ \t][a-z]{3}",
    re.compile(r"(?<![\w'’.@/:-])(?=(?P<v>[a-z]{3,10}[ \t][a-z]{3,10})(?![\w'’@/-]|\.\w|:\S))"),
)
PAIR_ANCHORS = _PASSWORD_ANCHORS
# A clause starts at its line, after a sentence's end or a speaker's "Name:" / "PS:"
_CLAUSE_START = re.compile(r"(?:^|[.!?:;|>]\s+|\n)")
# What may follow the value on its line: nothing, a mark, emoji, a signature ("| Nadia"), or a word
_NEXT_WORD = re.compile(r"[ \t]+([^\W\d_][^\s,.;:!?()\[\]{}\"“”«»|]*)")


def pair(m: re.Match[str]) -> _Span:
    text, (s, e) = m.string, m.span("v")
    first, second = m.group("v").split()
    if first == second:
        return None
    for w in (first, second):
        if w in _SENTENCE or w in _TOPIC or w in _SHORT or w not in english_words():
            return None
    line_start = text.rfind("\n", max(0, s - 200), s) + 1
    before = text[max(line_start, s - 200) : s]
    if not before.endswith((" ", "\t")):
        return None
    label = _last_named(before)
    if label is None or before[label.end() :].strip():
        return None  # (right after the password's word, nothing between)
    clause = before[: label.start()]
    cut = 0
    for c in _CLAUSE_START.finditer(clause):
        cut = c.end()
    words = _WORD.findall(clause[cut:])
    # (a clause's words: letters only, four distinct or more, three of them not English - not code or names around a
    # token, "atob('hello Berlin v2 password ...", test_guard_families7)
    plain = {w.lower() for w in (t.strip("'’-") for t in words) if re.fullmatch(r"[^\W\d_]+(?:['’-][^\W\d_]+)*", w)}
    foreign = {w for w in plain if not _english(w)}
    if len(plain) < 4 or len(foreign) < 3 or 3 * sum(map(_english, words)) > len(words):
        return None  # (a label's few words; an English clause: the two words are its next words)
    line_end = text.find("\n", e, e + 200)
    after = text[e : line_end if line_end >= 0 else min(len(text), e + 200)]
    nxt = _NEXT_WORD.match(after)
    if nxt is not None and _english(nxt.group(1)):
        return None  # (an English word goes on: the words are a phrase of an English clause, not a told pair)
    if re.match(r"[ \t]*[:=/\]\)]", after):
        return None  # (the words end a label: "... das Passwort comet lollipop: ...")
    return s, e


# ---- an app password's shape: sixteen random lower-case letters, in a run or four groups of four
class _Told(GatedFinder):
    """The pattern's matches only in a text that holds one of ``told`` (ignoring case): a password's word, "app"'s
    word or "letter" - so a memory of plain words opens no row (test_guard_grouped_precheck)."""

    def __init__(self, gate: tuple[str, ...], pattern: re.Pattern[str], told: tuple[str, ...]) -> None:
        super().__init__(gate, pattern)
        self.told = tuple(dict.fromkeys(t.lower() for t in told))

    def finditer(self, text: str) -> Iterable[re.Match[str]]:
        if not self._open(text):
            return ()
        low = text.lower()
        for t in self.told:
            if t in low:
                return self.pattern.finditer(text)
        return ()


_APP_WORDS = ("app", "apl", "letter")
APP_PASSWORD = _Told(
    (r"[a-z]{16}", r"[a-z]{4}[ -][a-z]{4}[ -][a-z]{4}[ -][a-z]{4}"),
    re.compile(
        r"(?<![\w@./\\-])(?P<v>[a-z]{16}(?![\w@/-]|\.\w)"
        r"|[a-z]{4}(?P<s>[ -])[a-z]{4}(?P=s)[a-z]{4}(?P=s)[a-z]{4}(?![\w@/-]|(?P=s)[a-z]|\.\w))"
    ),
    (*_PASSWORD_ANCHORS, *_APP_WORDS),
)
APP_PASSWORD_ANCHORS = (*_PASSWORD_ANCHORS, *_APP_WORDS)


@cache
def _common_pairs() -> frozenset[str]:
    """Letter pairs held by 20 or more words of the English list (358 of the 676)."""
    counts: dict[str, int] = {}
    for w in english_words():
        for i in range(len(w) - 1):
            counts[w[i : i + 2]] = counts.get(w[i : i + 2], 0) + 1
    return frozenset(p for p, n in counts.items() if n >= 20)


def _drawn(letters: str, rare: int) -> bool:
    """Letters drawn at random, not a word's: ``rare`` or more pairs rare in English words, nine or more distinct."""
    common = _common_pairs()
    return len(set(letters)) >= 9 and sum(letters[i : i + 2] not in common for i in range(len(letters) - 1)) >= rare


# A placeholder's run: four letters of the alphabet or of a keyboard's row in order ("abcd efgh ...", "qwertyui...")
_IN_ORDER = ("abcdefghijklmnopqrstuvwxyz", "qwertyuiop", "asdfghjkl", "zxcvbnm")


def _in_order(letters: str) -> bool:
    return any(letters[i : i + 4] in row for i in range(len(letters) - 3) for row in _IN_ORDER)


def app_password(m: re.Match[str]) -> _Span:
    v = m.group("v")
    groups = re.split(r"[ -]", v)
    if _in_order("".join(groups)):
        return None  # (a placeholder: "abcd efgh ijkl mnop", "qwertyuiopasdfgh")
    if len(groups) == 4:
        if sum(g in english_words() or g in _SHORT for g in groups) > 1:
            return None  # (four words: "what does this mean")
        a, text = m.start(), m.string
        if (
            a >= 5
            and re.fullmatch(r"[a-z]{4}" + re.escape(m.group("s")), text[a - 5 : a])
            and (a == 5 or not (text[a - 6].isalnum() or text[a - 6] == "_"))
        ):
            return None  # (four groups inside a longer run of groups)
    # (two rare pairs are enough where a password's word stands before the letters on their line)
    text, a = m.string, m.start()
    line = text[max(0, text.rfind("\n", 0, a) + 1, a - 200) : a]
    named = _last_named(line) is not None
    if len(groups) == 1 and not named:
        # a run alone is an identifier as often ("build id qzvk...", round 21): read only after a password's word on the
        # line before, or an app's word or "letter" on its own line ("the 16-letter one: ...", "... app-ka ... waa ...")
        start = text.rfind("\n", 0, a) + 1
        prev = text[max(text.rfind("\n", 0, start - 1) + 1 if start > 0 else 0, a - 400) : a]
        if _last_named(prev) is None and not any(w in line.lower() for w in _APP_WORDS):
            return None
    return m.span("v") if _drawn("".join(groups), 2 if named else 3) else None


# ---- Irish's copula before a code's label: "is é <... cód ...> ná <digits>"
IRISH_CODE = GatedFinder(
    r"[Cc]h?ód",
    re.compile(
        r"(?i)(?<![\w-])is é[ \t]+(?:an[ \t]+)?[^\n]{0,40}?(?<![\w-])\w*(?:cód|chód)\w*(?![\w-])[^\n]{0,80}?"
        r"(?<![\w-])ná[ \t]+(?P<v>\d{3,10})(?![\d.,/:-]\d|\d)"
    ),
)
IRISH_CODE_ANCHORS = ("cód", "chód")


# Codes that are no secret: a post code, an area's or a country's dialling code, a product's, a course's, a class's
_IRISH_PUBLIC = re.compile(
    r"(?i)(?<![\w-])(?:poist|phoist|ceantair|cheantair|tíre|thíre|teileafóin|táirge|tháirge|cúrsa|"
    r"chúrsa|modúil|mhodúil|ranga|rang|dathanna|bharra|barra|lascaine)(?![\w-])"
)


def irish_code(m: re.Match[str]) -> _Span:
    return None if _IRISH_PUBLIC.search(m.group()) else m.span("v")


# ---- a generated password in hyphen groups of letters right after its word: "password xkqv-bdgl-cqnwt"
LETTER_GROUPS = _NearLabels(
    r"[a-z]{3}-[a-z]{3}",
    re.compile(r"(?<![\w@./-])(?P<v>[a-z]{3,6}(?:-[a-z]{3,6}){2,4})(?![\w@/-]|\.\w)"),
)
LETTER_GROUPS_ANCHORS = _PASSWORD_ANCHORS


def letter_groups(m: re.Match[str]) -> _Span:
    text, s = m.string, m.start("v")
    line = text[max(0, text.rfind("\n", 0, s) + 1, s - 200) : s]
    label = _last_named(line)
    if label is None or not re.fullmatch(r"[ \t]*[:=]?[ \t]*", line[label.end() :]) or not line[label.end() :]:
        return None  # (right after the password's word, or its colon)
    groups = m.group("v").split("-")
    if sum(g in english_words() or g in _SHORT for g in groups) > 1 or _in_order("".join(groups)):
        return None  # (words in hyphens: "well-known-fact", "reset-link-sent")
    return m.span("v") if _drawn("".join(groups), 3) else None


# ---- an auth token after its label: "auth-token <16+ letters and digits of both cases>"
AUTH_TOKEN = GatedFinder(
    r"(?i)auth[-_ ]?token",
    re.compile(r"(?i)(?<![\w-])auth[-_ ]?token(?![\w-])[ \t]*[:=]?[ \t]*(?-i:(?P<v>[A-Za-z0-9]{16,64}))(?![\w$/+=-])"),
)
AUTH_TOKEN_ANCHORS = ("authtoken", "auth-token", "auth_token", "auth token")


def auth_token(m: re.Match[str]) -> _Span:
    v = m.group("v")
    upper, lower = sum(c.isupper() for c in v), sum(c.islower() for c in v)
    # (both cases, many times over: a random token, not a CamelCase name - "MyServiceTokenName" turns case 3 times)
    turns = sum(a.isupper() != b.isupper() for a, b in pairwise(v))
    return m.span("v") if upper >= 4 and lower >= 4 and turns >= 8 else None


# ---- a store, a room, a gate or a door that "is" a number with a leading zero: never a room's number, a year, a price
# or a count ("the print room is 0957, ...")
ZERO_CODE = GatedFinder(
    r"[ \t]0\d{3}",
    re.compile(
        r"(?i)(?<![\w-])(?:room|store|storeroom|cupboard|shed|cage|locker|safe|box|gate|door|garage)[ \t]+(?:is|was)"
        r" (?P<v>0\d{3,7})(?=[ \t]*(?:[,;.!]|$))(?![ \t]*[,;.!]?[ \t]*(?:to|till|until|-|–)[ \t]*\d)"
    ),
)
ZERO_CODE_ANCHORS = ("is 0###", "was 0###")


_TIME_WORDS = re.compile(
    r"(?i)(?<![\w-])(?:hrs|hours|h|am|pm|o'clock|morning|evening|night|opens?|closes?|from|until|till"
    r"|shift|departs?|arrives?|leaves?)(?![\w-])"
)


def zero_code(m: re.Match[str]) -> _Span:
    v, text = m.group("v"), m.string
    if len(v) == 4 and int(v[:2]) < 24 and int(v[2:]) < 60 and int(v[2:]) % 5 == 0:
        return None  # (a time told the military way: "the gate is 0800")
    a = text.rfind("\n", 0, m.start()) + 1
    b = text.find("\n", m.end())
    if _TIME_WORDS.search(text[a : b if b >= 0 else len(text)]):
        return None  # (a time: "... was 0847 this morning")
    return m.span("v")


# ---- a thing that opens with a number: "das Tor öffnet mit dem Code 4821.", "la cassetta si apre con 5520"
OPENS_WITH = GatedFinder(
    r"\d{4}",
    re.compile(
        r"(?i)(?<![\w-])(?:öffnet|öffnen|si apre|si aprono|se abre|s'ouvre|s’ouvre|opens|unlocks|abre-se|opent|åpnes|"
        r"öppnas|åbnes|avautuu)[ \t]+(?:sich[ \t]+)?(?:mit|con|avec|with|com|met|med|koodilla)[ \t]+"
        r"(?:(?:dem|der|the|el|il|le|la|lo|o|a|de)[ \t]+)?"
        r"(?:(?:Code|Zahlencode|codice|código|code|kode|koden|koodi|PIN)[ \t]+)?"
        r"(?P<v>\d{4,8})(?=[ \t]*(?:[.,;!?)\n]|$))"
    ),
)
OPENS_WITH_ANCHORS = (
    "öffnet",
    "öffnen",
    "si apr",
    "se abre",
    "s'ouvre",
    "s’ouvre",
    "opens",
    "unlocks",
    "abre-se",
    "opent",
    "åpnes",
    "öppnas",
    "åbnes",
    "avautuu",
)


def opens_with(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if len(v) == 4 and 1900 <= int(v) <= 2099:
        return None  # (a year: "the season opens with 2026")
    if len(set(v)) == 1 or v in "01234567890" or v in "09876543210":
        return None  # (an example's digits: "the locker opens with 1111", "... 1234")
    return m.span("v")


# ---- a recovery, backup or gift card's code told with what it is for: "recovery code for the tablet's account: R4821"
TOLD_FOR = GatedFinder(
    r"(?i)code",
    re.compile(
        r"(?i)(?<![\w-])(?:(?:recovery|backup|rescue)[ \t-]codes?"
        r"|(?:wallet|gift[ \t-]?card|gift|redeem|redemption|prepaid)[ \t-]codes?)"
        r"(?:[ \t]+(?:for|from|on|of)[ \t]+[^\n:]{1,60}?)?[ \t]*:[ \t]*"
        r"(?-i:(?P<v>[A-Z0-9]{5,12}(?:-[A-Z0-9]{4,12}){0,5}))(?![\w-])"
    ),
)
TOLD_FOR_ANCHORS = ("code",)


def told_for(m: re.Match[str]) -> _Span:
    v = m.group("v").replace("-", "")
    if sum(c.isdigit() for c in v) < 2 or len(set(v)) < 5:
        return None  # (a word, a placeholder: "XXXXX-XXXXX")
    return m.span("v")


# ---- a Wi-Fi voucher's number: "network GUEST, voucher 48213-90671"
VOUCHER = GatedFinder(
    r"(?i)voucher",
    re.compile(
        r"(?i)(?<![\w-])voucher(?:[ \t]+(?:code|number|no\.?))?[ \t]*:?[ \t]*(?P<v>\d{4,6}(?:-\d{4,6}){1,3})(?![\w-])"
    ),
)
VOUCHER_ANCHORS = ("voucher",)


def voucher(m: re.Match[str]) -> _Span:
    return m.span("v")


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", PAIR, PAIR_ANCHORS, pair),
    ("password", APP_PASSWORD, APP_PASSWORD_ANCHORS, app_password),
    ("password", IRISH_CODE, IRISH_CODE_ANCHORS, irish_code),
    ("password", LETTER_GROUPS, LETTER_GROUPS_ANCHORS, letter_groups),
    ("api_key", AUTH_TOKEN, AUTH_TOKEN_ANCHORS, auth_token),
    ("password", ZERO_CODE, ZERO_CODE_ANCHORS, zero_code),
    ("password", OPENS_WITH, OPENS_WITH_ANCHORS, opens_with),
    ("password", TOLD_FOR, TOLD_FOR_ANCHORS, told_for),
    ("password", VOUCHER, VOUCHER_ANCHORS, voucher),
)
