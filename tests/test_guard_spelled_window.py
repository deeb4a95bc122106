"""A spelled run's line is read back at most ``spelled.LINE_WINDOW`` characters: one long line of short runs is no
longer quadratic (every run's whole line was scanned by every row), and a code spelled after a long preamble on its
line is still read with the word just before it."""

from __future__ import annotations

import time

import pytest

from engramdb.guard import find_secrets, spelled


def _refused(text: str) -> bool:
    return bool(find_secrets(text))


@pytest.mark.parametrize("runs", [600])
def test_a_line_of_many_spelled_runs_is_linear(runs: int) -> None:
    text = "é 1 2 3 4 an " * runs  # 7,800 characters on one line: 48 s of CPU before the window
    started = time.process_time()  # CPU time: the machine's load is not the guard's
    find_secrets(text)
    assert time.process_time() - started < 4.0


def test_the_window_starts_at_a_word() -> None:
    text = "lorem ipsum " * 40 + "and the alarm code is four five six seven"
    start = text.index("four")
    before = spelled.line_before(text, start)
    assert len(before) <= spelled.LINE_WINDOW
    assert before.endswith("the alarm code is ")
    assert text[start - len(before) - 1] == " "  # a whole word first, not the tail of one
    assert spelled.line_before("short line\nthe code is ", 23) == "the code is "[: 23 - 11]


@pytest.mark.parametrize(
    ("preamble", "secret"),
    [
        ("We got back from the lake late and the kids were tired, the dog was muddy and the car needs a wash. ", True),
        ("Notes from the call with the installer about the new panel in the hallway, nothing else on the list. ", True),
    ],
)
def test_a_code_spelled_after_a_long_preamble_is_still_refused(preamble: str, secret: bool) -> None:
    code = "the alarm code is four five six seven"
    assert _refused(code)
    assert _refused(preamble * 3 + code) is secret
    assert not _refused(preamble * 3 + "the alarm was four five six seven minutes late")
