"""Sicilian, Chavacano, Rusyn and Bashkir number words and Papiamento's "i" (numwords_xl.XL_HAND_209), a count of
one beside a pack's count (semantics.XL_COUNT_ABOVE_ONE) and a topic named before a colon as no story
(spans.STORY_TOPIC_LABEL); issue 18, branch newest209. Made-up amounts and notes only."""
from __future__ import annotations

import pytest

from engramdb import numwords_xl as nx
from engramdb import semantics, spans
from engramdb.numwords_xl import xl_counts, xl_spelt_in_digits


def _clear() -> None:
    nx.xl_spelt_in_digits.cache_clear()
    nx.xl_counts.cache_clear()
    spans.story_clause.cache_clear()
    semantics._xl_clauses.cache_clear()


@pytest.fixture
def restore():
    was = (nx.XL_HAND_209, semantics.XL_COUNT_ABOVE_ONE, spans.STORY_TOPIC_LABEL)
    _clear()
    yield
    nx.XL_HAND_209, semantics.XL_COUNT_ABOVE_ONE, spans.STORY_TOPIC_LABEL = was
    _clear()


@pytest.mark.parametrize(("text", "want"), [
    ("u furnaru voli trentacincu euru", "u furnaru voli 35 euros"),           # Sicilian, a ten glued to its unit
    ("costa vintottu euru", "costa 28 euros"),                              # the ten cut before "ottu"
    ("dui centu e quaranta euru", "240 euros"),                             # a hundred counted, "e" joining
    ("ta pidi dos cientos cuarenta pesos", "ta pidi 240 pesos"),            # Chavacano, the hundred apart
    ("cinco mil quinientos pesos", "5500 pesos"),
    ("treinta y ocho pesos", "38 pesos"),
    ("дві тисячі пятьсто евр", "2500 euros"),                               # Rusyn, a hundred glued to its count
    ("сімдесят пять евро", "75 euros"),
    ("e ta pidi binti i sinku florin", "e ta pidi 25 guilders"),            # Papiamento "i" between a ten and a unit
])
def test_hand_209_money_reads(text, want):
    assert xl_spelt_in_digits(text) == want


def test_rusyn_hundred_is_not_the_ukrainian_sum():
    # the Ukrainian table's "сто" is a word of its own: "двісто" is no 2 + 100 (102)
    assert xl_counts("сто евр за палету на двісто кіл") == (200.0,)


@pytest.mark.parametrize("text", [
    "una tanica di euru",          # Sicilian "una" (a) alone is no amount
    "sei cuntentu? novi euru",    # "novi" (new / nine) alone is never read
    "un caja pesos",               # Chavacano "un" (a) alone
    "cincu litri di ogghiu",       # a count with no money next to it stays a count
])
def test_ordinary_words_alone_are_no_amount(text):
    assert xl_spelt_in_digits(text) == text


def test_switch_off_reads_none(restore):
    nx.XL_HAND_209 = False
    _clear()
    assert xl_spelt_in_digits("trentacincu euru") == "trentacincu euru"
    assert xl_spelt_in_digits("binti i sinku florin") != "25 guilders"


def test_bashkir_now():
    assert nx.says_now("хәҙер бер тонна өсөн")
    assert not nx.says_now("бер тонна өсөн")


def test_count_of_one_beside_a_pack():
    # "un" (a) is read as one by another table; the pack's count is the one above one
    clause = "ahora el carne ta dos mil seis cientos pesos por un caja de diez kilo"
    assert 10.0 in xl_counts(clause)
    assert [c for c in xl_counts(clause) if c > 1] == [10.0]
    older = "The butcher charges us 250 pesos a kilo of pork."
    assert semantics.xl_pack_change(f"Mon 5 Oct: busy day; {clause}; Lito came.", older, True)


@pytest.mark.parametrize(("newer", "older"), [
    # a Sicilian pack of five litres per one near the fact's 8 euros a litre
    ("Mon 5 Oct: jurnata longa; u frantoiu ora voli quaranta euru pi na tanica di cincu litri; Turi vinni.",
     "The mill charges us 8 euros a litre of oil."),
    # Rusyn: 90 euros for a pallet of 200 kilos, 0.45 a kilo after 0.60 a kilo
    ("Mon 5 Oct: довгый день; теперь яблука стоять девятдесят евр за палету на двісто кіл; Ганка пекла.",
     "The orchard charges us €0.60 a kilo of apples."),
])
def test_pack_read_per_one(newer, older):
    assert semantics.xl_pack_change(newer, older, True)


@pytest.mark.parametrize(("newer", "older"), [
    # no word of now in the dated note
    ("Mon 5 Oct: u frantoiu voli quaranta euru pi na tanica di cincu litri; Turi vinni.",
     "The mill charges us 8 euros a litre of oil."),
    # the amount as written is near the fact's: no pack read
    ("Mon 5 Oct: ora u frantoiu voli novi euru pi na tanica di cincu litri; Turi vinni.",
     "The mill charges us 8 euros a litre of oil."),
])
def test_pack_twins_not_read(newer, older):
    assert not semantics.xl_pack_change(newer, older, True)


def test_topic_label_is_no_story(restore):
    assert spans.story_clause("Quince jam: what does the orchard ask us now?") is None
    # a story told before the asking clause stays one
    assert spans.story_clause("Rhodri sold his van last week, so how do the crates get to the shops now?") is not None
    # a heading of more than three words is left to story_clause's other tests
    spans.STORY_TOPIC_LABEL = False
    _clear()
    assert spans.story_clause("Quince jam: what does the orchard ask us now?") is not None
