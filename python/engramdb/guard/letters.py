"""Passwords of lowercase letters only (round 21): the app passwords that mail and account providers issue.

Google shows an app password as four groups of four lowercase letters (``abcd efgh ijkl mnop``), Apple as the same
groups joined by dashes (``abcd-efgh-ijkl-mnop``), Microsoft and Yahoo as sixteen letters in one run. Such a value
has no digit, no mark and no capital, so the value-shape tests that catch most passwords read it as a word. What
sets it apart is that its letters are drawn at random: a word, in any language written in Latin letters, is a chain
of letter pairs that words use; sixteen random letters are mostly pairs that words rarely use (``xq``, ``vz``,
``jk``).

:func:`unlike_words` scores a run of letters by the mean log-probability of its letter pairs under a model of
words: the pair counts of the six Latin-script BIP-39 word lists (English, Spanish, French, Italian, Portuguese,
Czech; 12,288 words already shipped in ``bip39/``, MIT licence, diacritics folded). Measured on this model: of 10,000
random 16-letter strings, 95.5 % score below :data:`_RANDOM_BELOW`; of the 939 distinct lowercase words of ten letters
or more in the guard corpora's benign rows and the tests (words of ~90 languages), 36 do, most of them themselves
random (``xxxxxxxxxx``, test tokens) and the rest Welsh, Zulu, Dutch or Quechua words (``rhwydwaith``,
``aangevraagd``): so a run of sixteen also wants a password word near it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .. import _core
from . import shape
from .bip39 import unlike_words as unlike_words  # the letter-pair model (round 28: shape's cut values read it too)

# Sixteen lowercase letters in one run, or four groups of four joined by one space or one dash (the same joiner each
# time). Not part of a longer token, a path, a host name or an address (``/``, ``.``, ``@``, ``-``, ``_`` around it).
APP_PASSWORD = re.compile(r"(?<![\w./@:\\-])(?P<v>[a-z]{4}(?P<j>[ -])[a-z]{4}(?P=j)[a-z]{4}(?P=j)[a-z]{4}|[a-z]{16})"
                          r"(?![\w@/\\-]|\.\w)")
_LETTER = re.compile("[a-z]")
# How far from its password word an app password may stand (a label line above it, a sentence around it).
_NEAR = 200


def _password_named_near(text: str, start: int, end: int) -> bool:
    """A password word (:data:`.shape.PASSWORD_WORDS` or the lexicon's password labels) within :data:`_NEAR`
    characters of the value, before or after it."""
    window = text[max(0, start - _NEAR):start] + "\n" + text[end:end + _NEAR]
    return (shape.PASSWORD_WORDS.first_word(window) is not None
            or shape.LEXICON_ROWS["password"][1].first_word(window) is not None)


def _random_letters(v: str) -> bool:
    """Random letters, not a placeholder ("xxxx xxxx xxxx xxxx", "abcd efgh ijkl mnop" as documentation writes it)."""
    return len(set(_LETTER.findall(v))) >= 6 and not v.startswith("abcd") and unlike_words(v)


def app_password(m: re.Match[str]) -> tuple[int, int] | None:
    """An app password (:data:`APP_PASSWORD`) in one run of sixteen letters: random letters with a password named
    near it (a run alone may be an identifier)."""
    v = m.group("v")
    if not _random_letters(v):
        return None
    return m.span("v") if _password_named_near(m.string, m.start("v"), m.end("v")) else None


# Round 24: a factory password of random capital letters, last on its line: Supermicro prints a BMC's unique password
# as ten capitals on a sticker ("the BMC login is ADMIN and the password on the sticker, PMHCNKDHEG", "came with ADMIN /
# YAHYAXEBIW"). Eight to twenty capitals whose letters are random (:func:`unlike_words`: an acronym or a word in
# capitals is not), with a password word near it or after a user's name and a slash ("ADMIN / ...").
CAPITALS = re.compile(r"(?<![\w./@:\\-])(?P<v>[A-Z]{8,20})(?![\w@/\\-])(?=[ \t]*[.!]?[ \t]*(?:$|\n))", re.M)
_USER_SLASH = re.compile(r"(?<![\w./@:-])[A-Za-z][\w.-]{1,31}[ \t]*/[ \t]*$")
CAPITALS_ANCHORS = (*shape.PASSWORD_ANCHORS, *shape.LEXICON_ROWS["password"][2], " /", "\t/")


_NAMED_THING = re.compile(r"(?i)(?<![^\W\d_])(?<!the )(?:label|serial|s/n|model|hostname|tag|sku)"
                          r"(?:[ \t]*(?:no\.?|number|#))?[ \t]*[:#]?[ \t]*\Z")


def capitals(m: re.Match[str]) -> tuple[int, int] | None:
    """A password of random capital letters (:data:`CAPITALS`)."""
    v, text = m.group("v"), m.string
    if not _random_letters(v.lower()):
        return None
    before = text[text.rfind("\n", 0, m.start()) + 1:m.start()]
    if _NAMED_THING.search(text, max(0, m.start("v") - 24), m.start("v")):
        return None  # a thing's serial or label ("passphrase: ********, serial ACYMYEEVRC"), round 27
    if _USER_SLASH.search(before) or _password_named_near(text, m.start("v"), m.end("v")):
        return m.span("v")
    return None


# The grouped form needs no word beside it: four groups of four random lowercase letters are how the providers show
# an app password and nothing else is written so (no benign row of the guard corpora, ~20k rows, holds one). It has no
# literal to anchor on, so the batch finds its middle with one native pass over its texts (:func:`grouped_many`).
_GROUPED = re.compile(r"(?<![\w./@:\\-])[a-z]{4}(?P<j>[ -])[a-z]{4}(?P=j)[a-z]{4}(?P=j)[a-z]{4}(?![\w@/\\-]|\.\w)")
# What every grouped form holds in its middle (two inner groups between joiners): a search for it opens on a space
# or a dash, which the regex engine skips to, so a text without one costs half the full pattern's search (nearly
# every text: none of bench_guard's memory texts holds it).
_GROUPED_MIDDLE = re.compile(r"[ -][a-z]{4}[ -][a-z]{4}[ -]")


def grouped(text: str) -> tuple[int, int] | None:
    """The span of the first grouped app password (``abcd efgh ijkl mnop``, ``abcd-efgh-ijkl-mnop``) of random
    letters in ``text``."""
    if _GROUPED_MIDDLE.search(text) is None:
        return None
    return next((m.span() for m in _GROUPED.finditer(text) if _random_letters(m.group()) and not _in_longer_run(m)),
                None)


def _in_longer_run(m: re.Match[str]) -> bool:
    """The four groups are part of a run of six or more groups of four letters joined the same way ("shopping: milk
    eggs rice oats tofu kale figs nuts"): an app password is four groups, not a list of short words (round 30). (Five
    are allowed: a four-letter label before it, "pass qwhz ktpm vxrd lbsf".)"""
    j, text = re.escape(m.group("j")), m.string
    before = re.search(rf"(?:(?<![\w./@:\\-])[a-z]{{4}}{j})*\Z", text[:m.start()])
    after = re.match(rf"(?:{j}[a-z]{{4}}(?![\w@/\\-]))*", text[m.end():])
    groups = 4 + (len(before.group()) if before else 0) // 5 + (len(after.group()) if after else 0) // 5
    return groups >= 6


def grouped_many(texts: Sequence[str]) -> list[int]:
    """The indices of the texts :func:`grouped` finds something in: the texts holding the middle of the form found
    natively in one pass (``_core.grouped_middle_rows``: :data:`_GROUPED_MIDDLE`'s answer, ~10x faster than the regex
    over the texts joined, which took ~20 ms a 100k-row batch on the write path; benchmarks/RESULTS.md, ingest27),
    then those few searched in full."""
    return [i for i in _core.grouped_middle_rows(texts).tolist() if grouped(texts[i]) is not None]


# One of these is in every text that :func:`app_password` accepts: the password words' and labels' anchors.
ANCHORS = (*shape.PASSWORD_ANCHORS, *shape.LEXICON_ROWS["password"][2])
