"""The write guard's native prefilter for grouped app passwords (``_core.grouped_middle_rows``): the texts where the
regex ``letters._GROUPED_MIDDLE`` finds the form's middle, whatever the text (non-ASCII, NUL, joiners at the ends);
and ``letters.grouped_many`` equal to :func:`letters.grouped` text by text (issue 17 item 3, ingest27)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb import _core
from engramdb.guard import letters

# texts built mostly of the pattern's own characters, so that the middle is often nearly there
_pieces = st.sampled_from(["a", "z", "q", " ", "-", "abcd", "wxyz", "Abcd", "é", "ü", "\x00", "_", "1", "\n", "\ud800",
                           " kqzv ", "-mfjr-", "👍"])
_texts = st.lists(st.lists(_pieces, max_size=12).map("".join), max_size=8)


@settings(max_examples=300, deadline=None)
@given(_texts)
def test_native_rows_are_the_regex_rows(texts: list[str]) -> None:
    want = [i for i, t in enumerate(texts) if letters._GROUPED_MIDDLE.search(t) is not None]
    assert _core.grouped_middle_rows(texts).tolist() == want


@settings(max_examples=200, deadline=None)
@given(_texts)
def test_grouped_many_is_grouped_text_by_text(texts: list[str]) -> None:
    assert letters.grouped_many(texts) == [i for i, t in enumerate(texts) if letters.grouped(t) is not None]


def test_grouped_rows_of_known_texts() -> None:
    texts = ["my app password is kqzv mfjr wpxh tnbd", "abcd-efgh-ijkl-mnop", "memory 5 about the order",
             " abcd efgh ", "x abcd-efgh y", " abcé efgh ", "", " ABCD EFGH ", "-abcd abcd-"]
    assert _core.grouped_middle_rows(texts).tolist() == [0, 1, 3, 4, 8]
    assert letters.grouped_many(texts) == [0]
    big = [f"memory {i} about the order" for i in range(300_000)] + ["kqzv mfjr wpxh tnbd"]  # the GIL let go
    assert _core.grouped_middle_rows(big).tolist() == [300_000]


def test_bad_input_is_refused() -> None:
    with pytest.raises(TypeError):
        _core.grouped_middle_rows("a single str")
    with pytest.raises(TypeError):
        _core.grouped_middle_rows(["fine", b"bytes"])
    with pytest.raises(TypeError):
        _core.grouped_middle_rows(5)
    assert _core.grouped_middle_rows([]).tolist() == []
