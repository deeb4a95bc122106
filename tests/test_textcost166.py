"""The native conflict pass reads the digits of every script as str.isdigit does (branch textcost166): the table of
cpp/engram/text/digits.hpp is str.isdigit's, and a scope whose marks turn on a digit of any script (one range of the
table each: Arabic-Indic, Devanagari, fullwidth, superscripts, circled digits, ...) is marked natively as the Python
rules (semantics.conflict_marks) mark it - before, such a scope was declined and the Python pass ran on each recall."""

from __future__ import annotations

import re
import unicodedata
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from engramdb import MemoryStore, _core
from engramdb.schema import Hit
from engramdb.semantics import _native_words, _rules, _sources, conflict_marks

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
TABLE = Path(__file__).resolve().parents[1] / "cpp" / "engram" / "text" / "digits.hpp"


def _isdigit_ranges() -> list[tuple[int, int]]:
    """The ranges of the non-ASCII code points whose str.isdigit is true."""
    out: list[tuple[int, int]] = []
    for c in range(0x80, 0x110000):
        if chr(c).isdigit():
            if out and out[-1][1] == c - 1:
                out[-1] = (out[-1][0], c)
            else:
                out.append((c, c))
    return out


RANGES = _isdigit_ranges()


def test_the_table_is_str_isdigit() -> None:
    text = TABLE.read_text(encoding="utf-8")
    table = [(int(a, 16), int(b, 16)) for a, b in re.findall(r"\{0x([0-9A-F]+), 0x([0-9A-F]+)\}", text)]
    assert f"Unicode {unicodedata.unidata_version}" in text
    assert table == RANGES
    assert f"std::array<std::pair<std::uint32_t, std::uint32_t>, {len(RANGES)}>" in text


def _marks(texts: list[str], query: str) -> list[tuple[Any, Any]]:
    """(native, python) marks of every conflict pass of recall(query) on a scope of `texts`, oldest first, each a day
    newer than the one before."""
    store = MemoryStore(clock=NOW.timestamp, dedup=False)
    for i, text in enumerate(texts):
        store.remember("u", text, created_at=NOW - timedelta(days=len(texts) - i), importance=0.0)
    semantics = store._semantics
    semantics.in_plan = False
    original = semantics.mark_conflicts
    out: list[tuple[Any, Any]] = []

    def both(hits: list[Hit], segments: list[Any], pool_segments: np.ndarray | None, pool_rows: np.ndarray | None,
             *args: Any, **kwargs: Any) -> list[Hit]:
        if hits and pool_segments is not None and pool_rows is not None and len(pool_rows) >= 2:
            ids = [h.id for h in hits]
            found = _core.find_conflicts(_rules(), segments, _sources, pool_segments, pool_rows, ids, _native_words)
            assert found is not None  # the native pass reads every text
            partners, changes = found
            out.append(((partners, sorted(changes)), conflict_marks(ids, segments, pool_segments, pool_rows)))
        return original(hits, segments, pool_segments, pool_rows, *args, **kwargs)

    semantics.mark_conflicts = both  # type: ignore[method-assign]
    store.recall("u", query, k=5)
    assert out
    return out


def _scope(word: str) -> list[str]:
    """A scope whose one mark turns on `word` reading as a number: "alder birch ines <word>" names a value
    "alder birch the" lacks only when <word> is a digit (a word of one code point is a stem only as a number)."""
    return ["ines", "ines", "ines", "alder birch the", f"alder birch ines {word}"]


@pytest.mark.parametrize("first,last", RANGES, ids=[f"U+{a:04X}" for a, _ in RANGES])
def test_each_script_s_digits_mark_as_the_python_rules_mark(first: int, last: int) -> None:
    for point in sorted({first, last}):
        for native, python in _marks(_scope(chr(point)), "ines"):
            assert native == python, (hex(point), native, python)
        assert any(python[0] for _native, python in _marks(_scope(chr(point)), "ines")), hex(point)
    # a word of four of them is an identifier; with a letter, too ("e" + digit)
    digits = "".join(chr(first + k % (last - first + 1)) for k in range(4))
    for word in (digits, "e" + chr(first)):
        texts = [f"the alder barn project number is {word}", f"the alder barn project number is now 8841 {word}",
                 f"alder barn project number {word} now", "birch crates"]
        for native, python in _marks(texts, f"alder barn project number {word}"):
            assert native == python, (word, native, python)


def test_a_letter_in_the_digit_s_place_marks_nothing() -> None:
    """The scope above turns on the digit: a letter of one code point in its place ("ж") is no stem, and nothing is
    marked (so the marks each script's test compares are the digit's reading, not the scope's)."""
    for word in ("\u0436", "ж"):
        marks = _marks(_scope(word), "ines")
        assert all(native == python for native, python in marks)
        assert not any(python[0] for _native, python in marks)
    assert any(python[0] for _native, python in _marks(_scope("7"), "ines"))
