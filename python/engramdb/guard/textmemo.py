"""Whole-text tests asked once per finding, answered once per text (a leaf module: it imports nothing of the guard).

Some readings ask of the whole text, for each match they judge, whether a pattern occurs anywhere in it ("a postal
word in the text", "an RFC's test vector", "a text about SNMP"). A text of many matches then costs its length times
their number (cost54: 333 game PINs on one 8,000-character line, 3.3 s CPU in ``_pin_code`` and
``_labelled_code_once``). :func:`found` answers the same question, searched once per text and pattern while one scan
of the text lasts; the scan calls :func:`clear` when it ends, so the memo holds no text after it (and never more than
:data:`_MAX_TEXTS`). The answer is ``pattern.search(text) is not None`` itself, never a window's.
"""

from __future__ import annotations

import re

# Below this length a text is searched each time: the memo's bookkeeping costs about what such a search does.
_SHORT = 512
# Texts the memo holds at most (a scan reads one; a reading may ask of a piece of it): more clears it.
_MAX_TEXTS = 8
# id(text) -> (the text itself, so that a reused id is told apart; pattern -> answer; (pattern, start, end) -> answer)
_memos: dict[int, tuple[str, dict[re.Pattern[str], bool], dict[tuple[re.Pattern[str], int, int], bool]]] = {}


def found(pattern: re.Pattern[str], text: str) -> bool:
    """``pattern.search(text) is not None``, searched once per text and pattern until :func:`clear`."""
    if len(text) < _SHORT:
        return pattern.search(text) is not None
    entry = _memos.get(id(text))
    if entry is None or entry[0] is not text:
        if len(_memos) >= _MAX_TEXTS:
            _memos.clear()
        entry = _memos[id(text)] = (text, {}, {})
    answers = entry[1]
    answer = answers.get(pattern)
    if answer is None:
        answer = answers[pattern] = pattern.search(text) is not None
    return answer


def found_in(pattern: re.Pattern[str], text: str, start: int, end: int) -> bool:
    """``pattern.search(text[start:end]) is not None`` (a piece read as a text of its own: a line), searched once per
    text, piece and pattern until :func:`clear` (every finding of a long line asks of the same line)."""
    if end - start < _SHORT:
        return pattern.search(text[start:end]) is not None
    entry = _memos.get(id(text))
    if entry is None or entry[0] is not text:
        if len(_memos) >= _MAX_TEXTS:
            _memos.clear()
        entry = _memos[id(text)] = (text, {}, {})
    pieces = entry[2]
    answer = pieces.get((pattern, start, end))
    if answer is None:
        answer = pieces[pattern, start, end] = pattern.search(text[start:end]) is not None
    return answer


def clear() -> None:
    """Forget every answer and text (a scan's end)."""
    if _memos:
        _memos.clear()
