"""Words of change told by a run of words rather than one (issue 18, branch recall211): one list for every reader.

"the van has gone for scrap, and a hired truck carries the crates in its place" says what "instead" says; "the cakes
come from the corner bakery for the time being" and "... until something better turns up" say what "now" says (the
new way holds from now, for a while); "the night porter has taken over the locking up" says what "replaced" says.
Before this module the conflict pass (its cue stems, semantics._CHANGE_CUES, given to the native pass) read none of
these, the story readers (semantics._from_when) read "in its place" by a regex of their own, and the dated-note test
(spans._note_tells_value) read "now", "instead", ... only. Now each reads CHANGE_PHRASES:
- semantics.stems() adds a phrase's cue stem to a text holding its words in a row, and semantics._rules() gives the
  list to the native pass (ConflictRules.change_phrases), which does the same: a ", and ... in its place" note is a
  change (a clause change, "inste" being a restate cue) whatever names it shares;
- semantics._from_when reads every phrase as saying from when (PHRASE);
- spans._note_tells_value reads a dated note holding one as telling the value from now (as _NOTE_NOW's "now").
Not "in place" alone ("the lids stay in place"), nor "taken over" without "has / have" ("a room taken over by
boxes" names no change of who does a thing). Each phrase: its words (lower case, separated by one space) and the
cue stem (a change cue of semantics._CHANGE_CUES, five letters or fewer) it counts as.
"""
from __future__ import annotations

import re
from functools import lru_cache

CHANGE_PHRASES: tuple[tuple[str, str], ...] = (
    *((f"in {owner} place", "inste") for owner in ("its", "his", "her", "their", "our", "my", "your")),
    ("in place of", "inste"),
    ("for the time being", "now"),
    ("until something better turns up", "now"),
    ("has taken over", "repla"),
    ("have taken over", "repla"),
)
# Single words of a value changed that a short English statement tells its change by, beside the words semantics reads
# in a newer fact or note (its _FACT_CHANGED: now, instead, moved, replaced, raised ...; issue 18, branch still227):
# "The Saturday classes are changing to two evenings", "the database was upgraded to version 9". The progressive and
# these two participles only: "changes" and "change" name a thing as often ("Changes to the rota go on the board"),
# and "changing" before a thing or in "changing hands" (sold) tells none.
# Read by semantics._says_changed when its SAYS_CHANGED_MORE is on (a Python reading: the native pass's cue stems,
# "chang" and "upgra", hold them already).
CHANGE_WORDS_MORE: tuple[str, ...] = ("changing", "upgraded", "downgraded")
# "changing" as a noun's modifier or in an idiom tells no change of a value: "changing rooms", "changing hands"
CHANGE_WORDS = re.compile(r"\b(?:" + "|".join(CHANGE_WORDS_MORE) + r")\b(?!\s+(?:hands|rooms?|mats?|tables?|bags?))")
PHRASE_RUNS: tuple[tuple[tuple[str, ...], str], ...] = tuple((tuple(p.split()), cue) for p, cue in CHANGE_PHRASES)
# the longest word of each phrase: a text with none of them holds no phrase (one set test)
PHRASE_KEYS = frozenset(max(run, key=len) for run, _ in PHRASE_RUNS)
PHRASE = re.compile(r"\b(?:" + "|".join(r"\s+".join(run) for run, _ in PHRASE_RUNS) + r")\b", re.IGNORECASE)


def in_row(ordered: list[str] | tuple[str, ...], run: tuple[str, ...]) -> bool:
    """Whether the words of `run` stand in a row among `ordered`."""
    n = len(run)
    return any(tuple(ordered[i:i + n]) == run for i in range(len(ordered) - n + 1))


def phrase_cues(ordered: list[str] | tuple[str, ...]) -> frozenset[str]:
    """The cue stems of the phrases whose words stand in a row among `ordered` (a text's lower-cased words in
    order)."""
    if PHRASE_KEYS.isdisjoint(ordered):
        return frozenset()
    return frozenset(cue for run, cue in PHRASE_RUNS if in_row(ordered, run))


@lru_cache(maxsize=8192)
def says_phrase(text: str) -> bool:
    """Whether `text` holds a phrase of change (PHRASE, any case and white space between its words)."""
    return PHRASE.search(text) is not None
