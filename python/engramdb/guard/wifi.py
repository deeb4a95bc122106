"""A Wi-Fi key beside a label naming the Wi-Fi, in a language whose password word the guard does not know (round 29).

"ọrọ aṣínà Wi-Fi: ainwt7om9brzkpp1", "kalmar sirrin Wi-Fi? H0bAFtFJVo5oM", "furaha Wi-Fi\\n0556 7652 5910 7939",
"Gossamerjasper29# — የዋይፋይ የይለፍ ቃል": the label is the word for the Wi-Fi (its loanword in any script) and a few
words (the password's, in the language); the value stands after it (after a mark, a bracket, a line break) or before
it (a mark between). The label may also name the network instead ("Wi-Fi-ის სახელი", "orukọ Wi-Fi"), so the value is
taken only in a shape that no network's name takes and a router's or a person's key does:

* four groups of four digits ("7810 8862 9443 4117", a router's numeric key as printed);
* ten to twenty-four small letters and digits, four letters or more, nothing else, with two digits or more or letters
  that read as random to the letter-pair model (:func:`.bip39.unlike_words`: "028uddp3bk", "oyf2g8zrq9qcbos0",
  "ytyveqijfu", not "guesthouse1"): a generated key (a name is a word, or a brand with capitals or "_" / "-");
* twelve or more letters and digits with two capitals and two small letters or more, mixed at random (four or more
  changes of case between letters, or a digit among them: "AeKnf9rYtYSDZ1", "WhAnGGJBFojPpxAr"), nothing else; a name
  in camel case ("CasaDelMar", "VillaOlive") changes case at word starts only and is shorter;
* a capitalised word, digits, one mark at the end ("Gossamerjasper29#"), the shape of a chosen password.

Between the label's Wi-Fi word and the value: at most four words without digits, and marks; or, later on the line, a
clause of its own after a comma: one to three words, then the value ("Wi-Fi ... VM3272020, pasfhocal 7402 0549 ...").
"""

from __future__ import annotations

import itertools
import re

from . import bip39

WIFI = re.compile(r"(?i:(?<![^\W\d_])(?:wi-?fi|wlan)(?![^\W\d_-]))|ዋይፋይ|वाय-फाय|वाई-फाई|ವೈ-ಫೈ|ਵਾਈ-ਫਾਈ|വൈ-ഫൈ|વાઇ-ફાઇ|"
                  r"ওয়াই-ফাই|వై-ఫై|வைஃபை")
ANCHORS = ("wi-fi", "wifi", "wlan", "ዋይፋይ", "वाय-फाय", "वाई-फाई", "ವೈ-ಫೈ", "ਵਾਈ-ਫਾਈ", "വൈ-ഫൈ", "વાઇ-ફાઇ", "ওয়াই-ফাই",
           "వై-ఫై", "வைஃபை")
_WORD = re.compile(r"[^\W\d_][^\s\d]*")
_MARKS = re.compile(r"[^\w\s]+")
_TOKEN = re.compile(r"\d{4}(?: \d{4}){3}(?!\S)|\S+")
# Before it: the value, marks ("—", "←", "-"), at most four words.
_BEFORE = re.compile(r"(?P<v>[^\s]+)[ \t]+[^\w\s]{1,3}(?:[ \t]+[^\W\d_][^\s\d]*){0,4}[ \t]+[^\W\d_]{0,3}\Z")
# Later on the Wi-Fi word's line, a clause of its own: a comma, one to three words (the password's), the value ("Wi-Fi
# ... VM3272020, pasfhocal 7402 0549 3454 9768", "..., ọrọ aṣínà ma3knbhzt24a2nlw").
_CLAUSE = re.compile(r"[,;][ \t]+(?:[^\W\d_][^\s\d,;]*[ \t]+){1,3}(?P<v>\d{4}(?: \d{4}){3}(?!\S)|\S+)")
_GROUPS = re.compile(r"\d{4}(?: \d{4}){3}")
_SMALL = re.compile(r"(?=(?:\d*[a-z]){4})[a-z\d]{10,24}")
_MIXED = re.compile(r"[A-Za-z\d]{12,40}")
_CHOSEN = re.compile(r"[A-Z][a-z]{5,}\d{1,4}[!#$%&*?@]")


# _BEFORE ends in a space or tab and at most three letters: without them right before the Wi-Fi word, no search. With
# them it is read in the line's last _BEFORE_REACH characters before the word, and over the whole line only where its
# value starts at the window's edge (the value may go on before it; a longer run of words and marks after the value is
# not read). Searched over the whole line for each Wi-Fi word, it tried every start and
# backtracked each run of non-blanks: cubic in a line of Wi-Fi words ("wifi:" 480 times, 2,400 characters: 8 s).
_BEFORE_END = re.compile(r"[ \t][^\W\d_]{0,3}\Z")
_BEFORE_REACH = 200


def _before(text: str, line_start: int, at: int) -> re.Match[str] | None:
    """``_BEFORE.search(text, line_start, at)``, read as above."""
    if not _BEFORE_END.search(text, max(line_start, at - 4), at):
        return None
    near = max(line_start, at - _BEFORE_REACH)
    found = _BEFORE.search(text, near, at)
    if near > line_start and (found is None or found.start() == near):
        found = _BEFORE.search(text, line_start, at) if found is not None else None
    return found


def key_shaped(v: str) -> bool:
    """Whether ``v`` has one of the shapes above (no network's name has it)."""
    if _GROUPS.fullmatch(v) or _CHOSEN.fullmatch(v):
        return True
    if _SMALL.fullmatch(v):  # two digits, or letters that read as random (the letter-pair model: not "guesthouse1")
        return sum(c.isdigit() for c in v) >= 2 or bip39.unlike_words("".join(c for c in v if c.isalpha()))
    if not _MIXED.fullmatch(v) or sum(c.isupper() for c in v) < 2 or sum(c.islower() for c in v) < 2:
        return False
    letters = [c for c in v if c.isalpha()]
    changes = sum(a.isupper() != b.isupper() for a, b in itertools.pairwise(letters))
    return changes >= 4 or (changes >= 2 and any(c.isdigit() for c in v))


def wifi_key(m: re.Match[str]) -> tuple[int, int] | None:
    """The key beside the Wi-Fi word of :data:`WIFI` (see above)."""
    text = m.string
    end = text.find("\n", m.end())
    end = len(text) if end < 0 else text.find("\n", end + 1)
    end = len(text) if end < 0 else end
    words = 0
    for t in _TOKEN.finditer(text, m.end(), end):
        raw = t.group()
        if _MARKS.fullmatch(raw) or (t.start() == m.end() and re.fullmatch(r"-[^\W\d_]{1,5}[^\w\s]*", raw)):
            continue  # a mark, the Wi-Fi word's glued ending ("-ի", "-н")
        v = raw.strip("[(«“\"'").rstrip(".,;:!?)]»”\"'") if not _GROUPS.fullmatch(raw) else raw
        if key_shaped(v) or key_shaped(raw.rstrip(".,;:?)]»”\"'")):
            v = v if key_shaped(v) else raw.rstrip(".,;:?)]»”\"'")
            start = t.start() + raw.find(v)
            return start, start + len(v)
        if not _WORD.fullmatch(raw.rstrip(".,;:!?)]»”\"'")) or words >= 4:
            break
        words += 1
    line_end = text.find("\n", m.end())
    clause = _CLAUSE.search(text, m.end(), len(text) if line_end < 0 else line_end)
    if clause is not None:
        v = clause.group("v").rstrip(".,;:!?)]»”\"'") if not _GROUPS.fullmatch(clause.group("v")) else clause.group("v")
        if key_shaped(v) or key_shaped(v := clause.group("v").rstrip(".,;:?)]»”\"'")):
            return clause.start("v"), clause.start("v") + len(v)
    line_start = text.rfind("\n", 0, m.start()) + 1
    before = _before(text, line_start, m.start())
    if before is not None:
        v = before.group("v").lstrip("«“\"'([")
        if key_shaped(v):
            return before.end("v") - len(v), before.end("v")
    return None
