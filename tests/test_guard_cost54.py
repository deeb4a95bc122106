"""cost54: a reading's whole-text test asked once per finding is answered once per text (guard/textmemo.py).

A long line of repeated findings cost its length times their number: ``find_secrets(("Kahoot game PIN 482913, " *
334)[:8000])`` took 3.7 s CPU, ``_pin_code`` and ``_labelled_code_once`` searching the whole text for a postal word,
a PIN's context and an RFC once per PIN. The timed tests below ask that 8,000 characters of such a line cost at most
about eight times what 1,000 do (linear; main: 19-50 times).
"""

from __future__ import annotations

import re
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb.guard import textmemo
from engramdb.guard.secrets import find_secrets


class _Counting:
    """A pattern that counts its searches (re.Pattern's methods cannot be patched)."""

    def __init__(self, pattern: str) -> None:
        self.pattern = re.compile(pattern)
        self.searches = 0

    def search(self, text: str) -> re.Match[str] | None:
        self.searches += 1
        return self.pattern.search(text)


def test_found_searches_a_long_text_once_per_pattern() -> None:
    textmemo.clear()
    postal, rfc = _Counting(r"postal"), _Counting(r"RFC \d+")
    text = "Kahoot game PIN 482913, " * 40 + "postal"
    assert all(textmemo.found(postal, text) for _ in range(50))  # type: ignore[arg-type]
    assert not any(textmemo.found(rfc, text) for _ in range(50))  # type: ignore[arg-type]
    assert (postal.searches, rfc.searches) == (1, 1)
    other = text.replace("postal", "pasta!")  # another text: its own answer
    assert not textmemo.found(postal, other)  # type: ignore[arg-type]
    assert postal.searches == 2
    textmemo.clear()  # a scan's end: asked again, searched again, and no text is held
    assert textmemo.found(postal, text)  # type: ignore[arg-type]
    assert postal.searches == 3
    textmemo.clear()
    assert not textmemo._memos


def test_found_searches_a_short_text_each_time() -> None:
    postal = _Counting(r"postal")
    for _ in range(5):
        assert textmemo.found(postal, "PIN code 682011, postal")  # type: ignore[arg-type]
    assert postal.searches == 5
    assert not textmemo._memos


def test_found_in_reads_the_piece_as_a_text_of_its_own() -> None:
    textmemo.clear()
    start_of_piece = re.compile(r"^x|(?<!\w)y")  # "^" and a look-behind see the piece's own start
    text = "a" * 600 + "x" + "b" * 600 + "\n" + "ay" + "c" * 600
    assert textmemo.found_in(start_of_piece, text, 600, 1201)
    assert not textmemo.found_in(start_of_piece, text, 599, 1201)
    assert textmemo.found_in(start_of_piece, text, 1203, len(text))
    assert not textmemo.found_in(start_of_piece, text, 1202, len(text))
    counting = _Counting(r"x")
    for _ in range(20):
        assert textmemo.found_in(counting, text, 0, 1201)  # type: ignore[arg-type]
    assert counting.searches == 1
    textmemo.clear()


def test_memo_holds_at_most_its_bound() -> None:
    textmemo.clear()
    pattern = re.compile("z")
    texts = [f"{i} " + "q" * 600 for i in range(3 * textmemo._MAX_TEXTS)]
    for text in texts:
        assert not textmemo.found(pattern, text)
        assert len(textmemo._memos) <= textmemo._MAX_TEXTS
    textmemo.clear()


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="ab\n RFC0123-", min_size=0, max_size=1200), st.integers(0, 1200), st.integers(0, 1200))
def test_found_agrees_with_search(text: str, a: int, b: int) -> None:
    patterns = [re.compile(r"\bRFC[ -]?\d{3,5}\b"), re.compile(r"^a+$", re.M), re.compile(r"(?<![ab])b")]
    start, end = min(a, b, len(text)), min(max(a, b), len(text))
    for pattern in patterns:
        for _ in range(2):  # the first answer and the remembered one
            assert textmemo.found(pattern, text) == (pattern.search(text) is not None)
            assert textmemo.found_in(pattern, text, start, end) == (pattern.search(text[start:end]) is not None)
    textmemo.clear()


def _cpu(text: str) -> float:
    best = float("inf")
    for _ in range(3):
        began = time.process_time()
        find_secrets(text)
        best = min(best, time.process_time() - began)
    return best


@pytest.mark.parametrize(
    "finding",
    [
        "Kahoot game PIN 482913, ",  # _pin_code, _labelled_code_once, guarded_code (main: 45x)
        "PIN code 682011, ",  # _postal_pin, _shaped, slots._short_code's line (main: 50x)
        "The combo is 4821, ",  # _shaped's lock context (main: 20x)
        "AKIAZ7Q4M2XJ3LPQWV5B ",  # _aws_key_id's key metadata (main: 19x)
    ],
)
def test_long_line_of_findings_costs_linear_cpu(finding: str) -> None:
    find_secrets(finding)  # (warm)
    short, long = _cpu((finding * 400)[:1000]), _cpu((finding * 4000)[:8000])
    assert long < 14 * short + 0.02, (finding, short, long)
    assert not textmemo._memos  # the scan let go of the text
