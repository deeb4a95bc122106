"""Tests of engramdb._core.AnchorSet (cpp/engram/text/anchors.hpp), the guards' batch prefilter, against
the plain-Python definition: anchor k occurs in text t when ``anchors[k] in t.encode("utf-8",
"surrogatepass").translate(FOLD)``."""

from __future__ import annotations

import string

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb import _core

FOLD = bytes.maketrans(string.ascii_uppercase.encode() + string.digits.encode(),
                       string.ascii_lowercase.encode() + b"#" * 10)


def reference(anchors: list[bytes], texts: list[str]) -> list[tuple[int, int]]:
    folded = [t.encode("utf-8", "surrogatepass").translate(FOLD) for t in texts]
    return [(i, k) for i, text in enumerate(folded) for k, anchor in enumerate(anchors) if anchor in text]


def pairs(anchor_set: _core.AnchorSet, texts: list[str], threads: int = 0) -> list[tuple[int, int]]:
    text_index, anchor_index = anchor_set.scan(texts, threads)
    assert text_index.dtype == np.int64 and anchor_index.dtype == np.int32
    assert text_index.shape == anchor_index.shape and text_index.ndim == 1
    return list(zip(text_index.tolist(), anchor_index.tolist()))


# Small alphabets make overlaps (prefixes, suffixes, one anchor inside another) the common case.
_ANCHOR_BYTES = st.sampled_from([b"a", b"b", b"c", b"#", b" ", b"\xc3", b"\xa9", b"\xed", b"\xff"])
_ANCHORS = st.lists(st.lists(_ANCHOR_BYTES, min_size=1, max_size=5).map(b"".join), min_size=1, max_size=12)
_TEXTS = st.lists(st.text(alphabet="abcABC 0123456789é\u212a\ud800xyz", max_size=30) | st.text(max_size=30),
                  max_size=20)


@settings(max_examples=300, deadline=None)
@given(_ANCHORS, _TEXTS)
def test_scan_equals_the_python_definition(anchors, texts):
    assert pairs(_core.AnchorSet(anchors), texts) == reference(anchors, texts)


def test_overlapping_anchors_are_each_reported_once_per_text():
    anchors = [b"ab", b"b", b"abc", b"bc", b"c", b"abcd", b"ab"]  # nested, overlapping and a duplicate
    texts = ["xabcabcx", "ABC", "b", "", "abd", "aab", "bcabcd"]
    got = pairs(_core.AnchorSet(anchors), texts)
    assert got == reference(anchors, texts)
    assert (0, 0) in got and (0, 6) in got  # the duplicate anchor is reported under both indices


def test_folding_of_case_digits_and_non_ascii():
    anchors = [b"card ####", b"\xe2\x84\xaa", "é".encode(), b"#-#"]
    texts = ["CARD 4111 1111", "to\u212aen", "Café", "CAFÉ", "1-2", "card 411"]
    assert pairs(_core.AnchorSet(anchors), texts) == [(0, 0), (1, 1), (2, 2), (4, 3)]


def test_lone_surrogates_are_scanned_as_surrogatepass_bytes():
    anchors = [b"\xed\xa0\x80", b"pass"]
    texts = ["x\ud800y PASS", "\udfff", "ok"]
    assert pairs(_core.AnchorSet(anchors), texts) == reference(anchors, texts) == [(0, 0), (0, 1)]


def test_matches_never_straddle_two_texts():
    assert pairs(_core.AnchorSet([b"ab"]), ["a", "b", "xa", "bx"]) == []


def test_empty_batch_empty_text_and_no_anchors():
    anchor_set = _core.AnchorSet([b"a"])
    assert pairs(anchor_set, []) == []
    assert pairs(anchor_set, [""]) == []
    assert pairs(anchor_set, ["", "a", ""]) == [(1, 0)]
    assert pairs(_core.AnchorSet([]), ["a"]) == []
    assert len(anchor_set) == 1


def test_thread_count_does_not_change_the_result():
    rng = np.random.default_rng(20261130)
    words = ["pass", "word", "Code", "1234", "sk-", "ab", "héllo", "you", "MUST", "x"]
    texts = [" ".join(rng.choice(words, rng.integers(0, 8))) for _ in range(60_000)]  # enough for 3 threads
    anchors = [b"pass", b"####", b" code", b"sk-", b"b h", b"you must", b"\xc3\xa9"]
    anchor_set = _core.AnchorSet(anchors)
    one = pairs(anchor_set, texts, 1)
    assert one == pairs(anchor_set, texts, 3) == pairs(anchor_set, texts) == reference(anchors, texts)


@pytest.mark.parametrize(
    ("anchors", "error"),
    [
        (b"ab", TypeError),  # a single bytes, not a list
        ("ab", TypeError),
        (["ab"], TypeError),  # str, not bytes
        ([b"a", 1], TypeError),
        (5, TypeError),  # not iterable
        ([b""], ValueError),
        ([b"Ab"], ValueError),  # not folded: upper case
        ([b"a1"], ValueError),  # not folded: digits are "#"
    ],
)
def test_bad_anchors_are_typed_errors(anchors, error):
    with pytest.raises(error):
        _core.AnchorSet(anchors)


@pytest.mark.parametrize(
    ("texts", "threads", "error"),
    [
        ("abc", 0, TypeError),  # a single str
        (b"abc", 0, TypeError),
        ([b"abc"], 0, TypeError),
        (["a", None], 0, TypeError),
        (5, 0, TypeError),
        (["a"], -1, ValueError),
        (["a"], "2", TypeError),
    ],
)
def test_bad_scan_arguments_are_typed_errors(texts, threads, error):
    with pytest.raises(error):
        _core.AnchorSet([b"a"]).scan(texts, threads)


def test_scan_accepts_any_sequence_of_str():
    anchor_set = _core.AnchorSet([b"a"])
    assert pairs(anchor_set, ("b", "A")) == [(1, 0)]  # type: ignore[arg-type]


def reference_candidates(texts: list[str], table: dict[bytes, frozenset[int]]) -> dict[int, set[int]]:
    """guard._anchor_candidates by its definition: per text, the union of the values of the anchors in it."""
    out: dict[int, set[int]] = {}
    for i, k in reference(list(table), texts):
        out.setdefault(i, set()).update(list(table.values())[k])
    return out


@settings(max_examples=100, deadline=None)
@given(st.dictionaries(st.lists(_ANCHOR_BYTES, min_size=1, max_size=4).map(b"".join),
                       st.frozensets(st.integers(0, 80), max_size=3), max_size=10), _TEXTS)
def test_guard_anchor_candidates_map_pairs_back_to_the_union_of_values(table, texts):
    from engramdb import guard

    assert guard._anchor_candidates(texts, table) == reference_candidates(texts, table)


def test_guard_anchor_candidates_with_more_than_64_distinct_values():
    from engramdb import guard

    table = {f"w{chr(97 + n // 26)}{chr(97 + n % 26)}".encode(): frozenset({n, n + 1}) for n in range(100)}
    texts = ["wab wac", "xyz", "WDV and wab", "", "wcz"]
    got = guard._anchor_candidates(texts, table)
    assert got == reference_candidates(texts, table)
    assert got[0] == {1, 2, 3} and 1 not in got


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.lists(_ANCHOR_BYTES, min_size=1, max_size=4).map(b"".join),
                       st.frozensets(st.integers(0, 150), max_size=3), max_size=80), _TEXTS)
def test_guard_anchor_candidates_are_the_same_one_by_one_and_by_masks(table, texts):
    """A few texts get their unions one by one (a remember), more share the vectorised masks: both are the
    definition, whatever the batch size."""
    from engramdb.guard import prefilter

    few = prefilter._FEW_TEXTS
    try:
        prefilter._FEW_TEXTS = 0
        by_masks = prefilter._anchor_candidates(texts, table)
        prefilter._FEW_TEXTS = 1 << 30
        one_by_one = prefilter._anchor_candidates(texts, table)
    finally:
        prefilter._FEW_TEXTS = few
    assert by_masks == one_by_one == reference_candidates(texts, table)
