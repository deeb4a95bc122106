"""A count read whole by one table winning over another table's fragments of it (numwords_xl.XL_COUNT_WHOLE) and
Bashkir number words read only next to a Bashkir money word (numwords_xl.XL_BASHKIR); issue 18, branch newest215.
Made-up amounts and notes only."""
from __future__ import annotations

import pytest

from engramdb import numwords_xl as nx
from engramdb import semantics
from engramdb.numwords_xl import xl_counts, xl_spelt_in_digits


def _clear() -> None:
    nx.xl_spelt_in_digits.cache_clear()
    nx.xl_counts.cache_clear()
    semantics._xl_clauses.cache_clear()


@pytest.fixture
def restore():
    was = (nx.XL_COUNT_WHOLE, nx.XL_BASHKIR)
    _clear()
    yield
    nx.XL_COUNT_WHOLE, nx.XL_BASHKIR = was
    _clear()


# Rusyn "сто пятдесят" (150): the Serbian, Ukrainian, Bulgarian ... tables read "сто" alone (100)
RUSYN_BOX = "теперь ящик на сто пятдесят штук стоить сорок пять евр"


def test_a_count_read_whole_wins(restore):
    assert xl_counts(RUSYN_BOX) == (150.0,)


def test_count_whole_off_pools_fragments(restore):
    nx.XL_COUNT_WHOLE = False
    _clear()
    assert xl_counts(RUSYN_BOX) == (100.0, 150.0)


def test_count_whole_reads_a_pack(restore):
    # 45 euros for 150 pieces: 0.30 a piece after 0.40 a piece
    newer = f"Mon 5 Oct: довгый день; {RUSYN_BOX}; Ганка пекла."
    older = "The bakery charges us €0.40 a piece for the rolls."
    assert semantics.xl_pack_change(newer, older, True)
    nx.XL_COUNT_WHOLE = False
    _clear()
    assert not semantics.xl_pack_change(newer, older, True)


def test_two_counts_apart_both_stay(restore):
    # two runs on different words are two counts, not a run and its fragment
    assert xl_counts("два ящики на сто пятдесят штук за сорок евр") == (2.0, 150.0)


@pytest.mark.parametrize(("text", "want"), [
    ("ун ике мең һум", "12000 rub"),
    ("өс йөҙ илле һум", "350 rub"),
    ("хәҙер бер тонна өсөн ун ике мең һумға", "хәҙер бер тонна өсөн 12000 rub"),
])
def test_bashkir_money_reads(restore, text, want):
    assert xl_spelt_in_digits(text) == want


@pytest.mark.parametrize("text", [
    "бер һум",                     # "бер" (one / a) alone is no amount
    "илле сум",                    # a Tatar "сум": Bashkir is read next to "һум" only
    "ике литрлы банка өчен мең ярым сум",
])
def test_bashkir_not_read(restore, text):
    assert xl_spelt_in_digits(text) == xl_spelt_in_digits_without_bashkir(text)


def xl_spelt_in_digits_without_bashkir(text: str) -> str:
    was = nx.XL_BASHKIR
    nx.XL_BASHKIR = False
    _clear()
    try:
        return xl_spelt_in_digits(text)
    finally:
        nx.XL_BASHKIR = was
        _clear()


def test_bashkir_counts_only_beside_its_money(restore):
    # a Tatar clause priced in "сум" (the rouble): the Bashkir table reads none of its counts
    tatar = "ике литрлы банка өчен мең ярым сум"
    assert xl_counts(tatar) == xl_counts_without_bashkir(tatar)
    # a Bashkir clause: its count read
    assert xl_counts("өс литрлы банкаһы өсөн илле һум") == (3.0,)


def xl_counts_without_bashkir(text: str) -> tuple[float, ...]:
    was = nx.XL_BASHKIR
    nx.XL_BASHKIR = False
    _clear()
    try:
        return xl_counts(text)
    finally:
        nx.XL_BASHKIR = was
        _clear()


def test_bashkir_off(restore):
    nx.XL_BASHKIR = False
    _clear()
    assert xl_spelt_in_digits("ун ике мең һум") == "ун ике мең һум"
    assert xl_counts("өс литрлы банкаһы өсөн илле һум") == ()


def test_tatar_pack_not_read_by_bashkir(restore, monkeypatch):
    # tests/test_newest147's Tatar note ("ике литрлы банкасы өчен мең сум"): with XL_PACK_BASIS off no pack may be read;
    # keyed by the rouble alone, the Bashkir table read "ике" (2) there and a pack of two was found
    from .test_newest147 import TATAR, TATAR_OLD
    monkeypatch.setattr(semantics, "XL_PACK_BASIS", False)
    assert 2.0 not in xl_counts(TATAR)
    assert not semantics._xl_pack_change(TATAR, TATAR_OLD, True)
