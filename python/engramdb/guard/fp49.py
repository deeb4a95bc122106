"""Session 39 (fp49): the false alarms of guard_corpus_blind46 (tunable after its two blind measures) read as general
readings (a leaf module: it imports nothing of the guard; ``secrets._near_miss`` asks :func:`near_miss` of a password,
key or code finding).

* **a password said to be kept back** (:func:`_kept_back`): after a credential's word and a copula, one lower-case
  word that says where the value is, or that it is not given ("Vestiaire Collective: ana.r@outlook.example, the
  password is withheld, I'll accept the offer myself"; "the PIN stays confidential", "the password is elsewhere").
  The word is the sentence's predicate, not the value: a password is not written as a common English word in lower
  case after "is" with the sentence going on. Not a word with a capital, a digit or a symbol ("the password is
  Withheld7" stays refused), and not one outside the short list of kept-back words below.
* **a pass's number** (:func:`_pass_number`): the digits after the word "pass" where a ticket's word stands right
  before it - a season, annual, day, ski, lift, bus, rail, boarding, museum, park, parking or festival pass ("Six
  Flags: season pass 27934295, park reservation 2027-09-09 08:25"). "pass" alone is a password's short label ("pass
  popcorn_181UPLAND") and stays one; a guest pass (a website's shared password: "our wedding website's guest pass is
  junipertamar2027") is no ticket's word; and only a number is a pass's number (letters or symbols in the value leave
  the finding standing).
"""

from __future__ import annotations

import re

# a credential's word and a copula, right before the finding ("the password is ", "PIN stays ", "pwd was ")
_COPULA_BEFORE = re.compile(
    r"(?i)(?<![\w-])(?:passwords?|passwd|pwd|passcode|passphrase|pw|pin|code|key|login)[ \t]+"
    r"(?:is|was|stays|remains|will[ \t]+(?:be|stay|remain)|has[ \t]+been|is[ \t]+being|gets|got)[ \t]+"
    r"(?:kept[ \t]+|being[ \t]+)?\Z"
)
# the words that say the value is not given, or not here
_KEPT_BACK = frozenset(
    (
        "withheld",
        "undisclosed",
        "confidential",
        "classified",
        "elsewhere",
        "offline",
        "unlisted",
        "unpublished",
        "unshared",
        "unsaid",
        "untold",
        "separate",
        "separately",
        "personal",
    )
)


def _kept_back(text: str, start: int, end: int) -> bool:
    """The finding is one kept-back word after a credential's word and a copula (see the module)."""
    word = text[start:end]
    if word not in _KEPT_BACK:  # lower case only: "Withheld7", "WITHHELD" are not read here
        return False
    if end < len(text) and (text[end].isalnum() or text[end] in "_@#$%&*+=/\\"):
        return False
    return _COPULA_BEFORE.search(text, max(0, start - 60), start) is not None


# a ticket's word, then "pass", then an optional "number" / "no." / "#" / ":" / "is", right before the digits
# (fp86 reads the same words before "pass" as a ticket's, not a password's, label)
TICKET_WORDS = (r"season|annual|yearly|monthly|weekly|day|multi-day|week|ski|lift|bus|rail|train|metro|transit|"
                r"travel|boarding|museum|park|parking|festival|zoo")
_PASS_BEFORE = re.compile(
    r"(?i)(?<![\w-])(?:" + TICKET_WORDS + r")[ \t]+pass(?:[ \t]+(?:number|no\.?|n[ºo°]))?"
    r"(?:[ \t]*[:#][ \t]*|[ \t]+is[ \t]+|[ \t]+)\Z"
)
_NUMBER = re.compile(r"\d+(?:[ -]\d+)*")


def _pass_number(text: str, start: int, end: int) -> bool:
    """The finding is a number after a ticket's pass (see the module)."""
    if _NUMBER.fullmatch(text, start, end) is None or text[end : end + 1].isalnum():
        return False
    return _PASS_BEFORE.search(text, max(0, start - 40), start) is not None


def near_miss(text: str, start: int, end: int) -> bool:
    """A password, key or code finding that is a word saying the value is kept back, or a ticket pass's number (see
    the module)."""
    return _kept_back(text, start, end) or _pass_number(text, start, end)
