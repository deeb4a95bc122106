"""A newer note's price over older ones (issue 18, branch recall193; benchmarks/RESULTS.md "recall193").

A price asked ("What does Ana Kovač charge for walnuts?", "How much is a crate of pears?") is often told three times:
a standing fact ("Ana Kovač sells us walnuts at 6 euros a kilo"), a later one ("Walnuts have gone up: Ana charges 7
euros a kilo now") and, last, a note in passing that tells the newest price in words and often for another unit
("Tue 3 Nov: Ana brought the walnuts and now asks sixty euros for a ten-kilo sack, no single kilos any more"). The
conflict pass pairs versions it can compare (digits of one unit, one language) and the change readers order a pair
newest first, but a note whose price is told in words for another unit, or whose older versions are kept in another
language, is paired with one older version or none, and the other version (most often the middle one, whose recency
is higher) stays over it.

newer_price_first reads a question asking a price (support.asked_slot "money") and the first SLOT_DEPTH hits: where
the top hit states an amount (a digit outside a dated note's head) and ties to the question (it holds a stem of the
question's: a name or a word of the thing asked, accents folded), a hit below it that is newer than every tied
amount-stating hit above it and has a clause that
- states the asked kind of value (support.fills_asked_slot, or states_money: digits or English number words before
  a currency word of unit_prices' or numwords_xl's tables, "ninety tala", "a thousand krónur"),
- says it is the price now (NOW_WORDS: "now", "from now on", "these days", "no longer", "any more", "gone up"),
- and holds as many of the question's stems as the top hit holds, up to two, with a name of the question's (its
  capitalised words: the seller) that the top hit holds, or, where the question names none, that many of the top
  hit's own stems (a note naming the seller and the thing as the top fact does, not another price of the day:
  "museum glass is now 55 pounds extra" under "jigsaws are framed for 15 pounds extra" shares only "extra"),
is moved right before the first such hit above it. Only the order changes; nothing is marked. NEWER_PRICE_FIRST =
False turns it off for A/B runs (off = the order before recall193).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from .numwords_xl import _currency
from .quantities import spelt_in_digits
from .schema import Hit
from .support import SLOT_DEPTH, asked_slot, fills_asked_slot
from .timeref import time_reference
from .unit_prices import _AFTER_WORDS, PER_UNITS

NEWER_PRICE_FIRST = True
NOW_WORDS = re.compile(
    r"\b(?:now|from\s+now\s+on|these\s+days|no\s+longer|any\s?more|(?:has|have)\s+gone\s+up|went\s+up|"
    r"put\s+(?:\w+\s+)?up|raised|from\s+next\s+(?:week|month|term|season|year))\b", re.IGNORECASE)
# "no more single bags", "no more loose kilos": "no more" says no longer (issue 18, branch recall204) where no "than"
# follows ("no more than 40 pounds" bounds an amount). Off: NOW_WORDS alone.
NO_MORE_NOW = True
_NO_MORE = re.compile(r"\bno\s+more\b(?!\s+than\b)", re.IGNORECASE)
# A value said to hold from a time on, not by "now" (issue 18, branch newest216): "lessons are 30 euros an hour as of
# this week", "a jar goes for nine pounds from Monday", "jars are 9 pounds since the review on the 1st", "jars at £9
# today with the new glass", "the kiosk opens 09:00-17:00 through the winter". FROM_WHEN reads "as of / as from /
# effective / with effect from" before any word; "from" before a day, a month, a date or "today / tomorrow", but not a
# span ("from November to February", "from 1 Nov - 3 Dec"); "since" with a day, a month or a date within five words
# (the event it names is dated: "since the review on the 1st"; "since 2019" is no such date); "today / this week /
# this month" (a dated note's value told for its own day); "through / for / over the winter, summer, season ..." (a
# value for the season that holds now). The clause must still state the asked kind of value and be tied to the top
# hit (told_now). "today / this week / this month" is read for a price only: a time of day told for today is as often
# that day's exception ("we close at 15:00 today for the funeral"). Off: NOW_WORDS alone.
NEWER_FROM_WHEN = True
_DAY = (r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|"
        r"july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?")
FROM_WHEN = re.compile(
    r"\b(?:as\s+(?:of|from)|effective(?:\s+from)?|with\s+effect\s+from)\s+\w|"
    r"\bfrom\s+(?:(?:this|next|the)\s+)?(?:" + _DAY + r"|today|tomorrow|\d{1,2}(?:st|nd|rd|th)|"
    r"\d{1,2}\s+(?:" + _DAY + r"))\b(?!\s*(?:-|–|(?:to|until|till|through)\b))|"
    r"\bsince\s+(?:\S+\s+){0,5}?(?:" + _DAY + r"|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b|last\s+(?:week|month)|"
    r"this\s+(?:week|month))\b|"
    r"\b(?:through|for|over)\s+the\s+(?:winter|summer|autumn|spring|season|holidays)\b", re.IGNORECASE)
_TODAY = re.compile(r"\b(?:today|this\s+(?:week|month))\b", re.IGNORECASE)
# A time of day asked ("What time do we collect from the Mill Street shop?", support.asked_slot "clock") is read the
# same way, a move told as a change too ("Ravi says the Mill Street shop has moved our pick-up to half past eight"),
# and "half nine" read as 9:30 (_HALF_HOUR): NEWER_CLOCK_FIRST (off: prices alone). "From next week / month" says
# from when as "now" does, for either slot.
NEWER_CLOCK_FIRST = True
# "half nine" is half past nine in British English: read as "9:30" for the clock slot (quantities.spelt_in_digits
# writes "half 9", which no clock reading takes)
_HALF_HOUR = re.compile(r"\bhalf\s+(\d{1,2})\b(?!\s*(?:an?\s+)?(?:kilo|kg|litre|pound|hour|mile|dozen|price))",
                        re.IGNORECASE)
MOVED_WORDS = re.compile(r"\b(?:has|have|had)\s+(?:been\s+)?(?:moved|changed|switched|brought\s+forward|put\s+back)\b",
                         re.IGNORECASE)
_DIGIT = re.compile(r"\d")
_WORD = re.compile(r"[^\W\d_]+")
# a number then a word (its currency?), or a currency sign before a number
_AMOUNT = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)*\s?([^\W\d_][\w'’]*)|[£€$₹¥₱₽₺₦₩]\s?\d")
_CLAUSE = re.compile(r"[;.!?]\s+|,\s+(?:and|but|so)\s+|\n")
HEAD_CHARS = 24  # the longest dated head ("Tue 6 Oct", "2026-10-06 09:30") read as a date, not an amount
STEM = 5
# the words of a price question that are no stem of the thing asked
_ASKING = frozenset(("what", "how", "much", "many", "does", "do", "did", "is", "are", "was", "the", "a", "an", "our",
                     "us", "we", "for", "of", "to", "in", "at", "on", "per", "each", "cost", "costs", "price",
                     "prices", "pay", "paid", "paying", "these", "days", "now", "currently", "at", "moment", "from",
                     "with", "by", "and", "or", "it", "its", "they", "their", "his", "her", "this", "that"))


def _fold(text: str) -> str:
    """`text` lower-cased with its accents dropped ("Ndèye" and "Ndeye" read alike)."""
    return "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c))


@lru_cache(maxsize=16384)
def _stems(text: str) -> frozenset[str]:
    """The STEM-letter stems of `text`'s words of three letters or more, accents folded."""
    return frozenset(_singular(w)[:STEM] for w in _WORD.findall(_fold(text)) if len(w) >= 3)


@lru_cache(maxsize=4096)
def asked_stems(question: str) -> frozenset[str]:
    """The stems of a price (or time of day) question's words but its asking words (_ASKING) and the units a price is
    per (unit_prices.PER_UNITS: "a week", "per square foot" tie no note to the thing asked); the empty set for a
    question asking neither."""
    if asked_slot(question) not in ("money", "clock"):
        return frozenset()
    return frozenset(_singular(w)[:STEM] for w in _WORD.findall(_fold(question))
                     if len(w) >= 3 and w not in _ASKING and w not in PER_UNITS)


def _singular(word: str) -> str:
    """`word` with a plural's ending dropped ("knives" -> "knif", "shoes" -> "shoe")."""
    if len(word) > 4 and word.endswith("ves"):
        return word[:-3] + "f"
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def states_money(clause: str) -> bool:
    """Whether `clause` states an amount of money: English number words read as digits (quantities.spelt_in_digits),
    then a number before a currency word of either table (unit_prices', numwords_xl's: "90 tala", "1000 krónur",
    "200 pa'anga") or after a currency sign."""
    for found in _AMOUNT.finditer(spelt_in_digits(clause)):
        word = found.group(1)
        if word is None:
            return True
        low = word.lower()
        if low in _AFTER_WORDS or _currency(low) is not None or _currency(low.replace("'", "").replace("’", "")):
            return True
    return False


def _body(text: str) -> str:
    """`text` without a dated note's head ("Tue 6 Oct: ...")."""
    head, sep, rest = text.partition(": ")
    return rest if sep and len(head) <= HEAD_CHARS and _DIGIT.search(head) is not None else text


@lru_cache(maxsize=16384)
def _tied_amount(question: str, text: str) -> int:
    """How many of the question's stems `text` holds when it states an amount (a digit outside a dated head; for a
    time asked, a time: support.fills_asked_slot), else 0."""
    body = _body(text)
    if _DIGIT.search(body) is None or (asked_slot(question) == "clock" and not fills_asked_slot(question, body)):
        return 0  # a time asked: a time told ("23 volunteers" is no time)
    return len(asked_stems(question) & _stems(body))


@lru_cache(maxsize=4096)
def asked_names(question: str) -> frozenset[str]:
    """The stems of the capitalised words of a price question after its first word (the seller's name: "Ana Kovač"),
    accents folded."""
    words = _WORD.findall(question)
    return frozenset(_fold(w)[:STEM] for w in words[1:] if w[0].isupper() and len(w) >= 3) & asked_stems(question)


def _top_stems(question: str, text: str) -> frozenset[str]:
    """The question's stems that `text` holds."""
    return asked_stems(question) & _stems(_body(text))


# A seller named by place once and by trade after ("The pottery at Tregony charges us £9 a pot" then "the pottery rang
# and pots are ninety pounds for a crate of ten now"): a question naming the place ("Pots from Tregony - what do we
# pay?") ties no note that says "the pottery" alone by its name. With NEWER_PRICE_ROLE (branch recall194) a clause
# lacking the question's names is tied where it holds every other stem of the question the top hit holds (two or
# more) and a stem of the top hit's own that the question lacks, other than a price verb (the trade: "pottery").
# Off: the question's name always.
NEWER_PRICE_ROLE = True
_PRICE_VERB_STEMS = frozenset(("charg", "asks", "sell", "sells", "pays", "cost", "price", "rate", "rates", "quote",
                               "bill", "bills", "fee", "fees", "each", "apiec", "now"))


def _role_tied(clause: str, own: frozenset[str], top: frozenset[str], names: frozenset[str],
               role: frozenset[str]) -> bool:
    """Whether `clause` (holding `own` of the question's stems) is tied to the top hit by the seller's trade where it
    lacks the question's names (NEWER_PRICE_ROLE; the block above): `top` is the question's stems the top hit holds,
    `role` the top hit's own stems outside the question."""
    if not NEWER_PRICE_ROLE or not names or own & names:
        return False
    rest = top - names
    if len(rest) < 2 or not rest <= own:
        return False
    return bool((role - _PRICE_VERB_STEMS) & _stems(clause))


@lru_cache(maxsize=16384)
def _role_stems(text: str) -> frozenset[str]:
    """The stems of `text`'s words of five letters or more (a dated head dropped) but asking words, price verbs and
    currency words: the words a seller may be named by (NEWER_PRICE_ROLE)."""
    out = set()
    for word in _WORD.findall(_fold(_body(text))):
        if len(word) < STEM or word in _ASKING or word in _AFTER_WORDS or _currency(word) is not None:
            continue
        stem = _singular(word)[:STEM]
        if stem not in _PRICE_VERB_STEMS:
            out.add(stem)
    return frozenset(out)


@lru_cache(maxsize=16384)
def told_now(question: str, text: str, top: frozenset[str], role: frozenset[str] = frozenset()) -> bool:
    """Whether a clause of `text` states the asked kind of value, says it is so now (NOW_WORDS) and is tied to the
    question as the top hit is (`top`: the question's stems the top hit holds): it holds as many of the question's
    stems as the top hit does, up to two, and a name of the question the top hit holds, or, for a question naming no
    name, that many of the top hit's stems."""
    q = asked_stems(question)
    need = min(2, len(top))
    names = asked_names(question)
    clock = asked_slot(question) == "clock"
    # "from <when>" tells the current value only to a question naming no past period ("... last winter?" asks the
    # value then: tests/test_clause_relevance.py)
    asked_then = time_reference(question)
    from_when = NEWER_FROM_WHEN and not (asked_then is not None and asked_then.kind == "past")
    for clause in _CLAUSE.split(_body(text)):
        own = q & _stems(clause)
        if (NOW_WORDS.search(clause) is None and not (NO_MORE_NOW and _NO_MORE.search(clause)) and
                not (clock and MOVED_WORDS.search(clause)) and
                not (from_when and (FROM_WHEN.search(clause) or (not clock and _TODAY.search(clause))))) or \
                len(own) < need:
            continue
        if not (own & top & names if names else len(own & top) >= need) and \
                not _role_tied(clause, own, top, names, role):
            continue
        if clock:
            spelt = _HALF_HOUR.sub(r"\1:30", spelt_in_digits(clause))
            if fills_asked_slot(question, clause) or fills_asked_slot(question, spelt):
                return True
        elif fills_asked_slot(question, clause) or states_money(clause):
            return True
    return False


def newer_price_first(question: str, hits: list[Hit]) -> list[Hit]:
    """`hits` with a newer hit telling the asked price now moved over the older tied prices above it (the module's
    doc; NEWER_PRICE_FIRST); `hits` itself otherwise."""
    if not NEWER_PRICE_FIRST or len(hits) < 2 or not asked_stems(question) or \
            (not NEWER_CLOCK_FIRST and asked_slot(question) == "clock"):
        return hits
    head = hits[:SLOT_DEPTH]
    anchor = next((i for i, h in enumerate(head[:-1]) if _tied_amount(question, h.text)), None)
    if anchor is None:
        return hits
    top = _top_stems(question, head[anchor].text)
    role = _role_stems(head[anchor].text) - asked_stems(question) if NEWER_PRICE_ROLE else frozenset()
    for j in range(anchor + 1, len(head)):
        newer = head[j].memory
        above = [i for i in range(j) if _tied_amount(question, head[i].text)]
        if any(head[i].memory.created_at >= newer.created_at for i in above):
            continue
        if told_now(question, head[j].text, top, role):
            at = above[0]
            return [*hits[:at], hits[j], *hits[at:j], *hits[j + 1:]]
    return hits
