"""xling162 (issue 18): a number a question and a hit both write, in any script's digits (engramdb.xl_numbers), lifts
the hit holding it into the first five when none of them holds one (store.XL_NUMBER)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb import store as store_mod
from engramdb.store import MemoryStore
from engramdb.xl_numbers import names_a_code, number_pick, numbers

# the zero of some scripts' decimal digits (Unicode Nd): ASCII, Arabic-Indic, Extended Arabic-Indic (Persian, Pashto,
# Urdu), Devanagari, Bengali, Thai, Myanmar, Khmer, fullwidth
ZEROS = ("0", "\u0660", "\u06f0", "\u0966", "\u09e6", "\u0e50", "\u1040", "\u17e0", "\uff10")


def written(value: int, zero: str) -> str:
    return "".join(chr(ord(zero) + int(d)) for d in str(value))


@given(st.integers(min_value=10, max_value=10**9), st.sampled_from(ZEROS), st.sampled_from(ZEROS))
@settings(max_examples=200, deadline=None)
def test_a_number_is_its_value_in_every_script(value: int, a: str, b: str) -> None:
    assert numbers(f"x {written(value, a)} y") == numbers(f"{written(value, b)}.") == frozenset({value})


@pytest.mark.parametrize(("text", "expected"), [
    ("د اکتوبر په ۲۰مه، د سه شنبې په ورځ", {20}),  # Pashto: Eastern Arabic digits before a suffix
    ("10월 13일에 무슨 일이 있었나요?", {10, 13}),
    ("အောက်တိုဘာ ၂၀ ရက်", {20}),  # Myanmar digits
    ("٨ اسطوانات ١٥ لتر", {15}),  # one digit is no number
    ("Tue 20 Oct: a buyer came", {20}),
    ("on the 3rd, 07:05", set()),  # one digit, and a leading zero's
    ("no numbers here", set()),
    ("spent 7,500 on food; debit 18.500", {7500, 18500}),  # thousands, either separator
    ("12.5 metres, 20.10., 3,40 EUR", {12, 20, 10, 40}),  # decimals and a dd.mm. date stay apart
])
def test_numbers(text: str, expected: set[int]) -> None:
    assert numbers(text) == frozenset(expected)


@pytest.mark.parametrize(("text", "code"), [
    ("Is the F24 due?", True), ("quote SQ-7719", True), ("group ORA-GB-0427", True), ("job 883770?", True),
    ("account 0412387755", True), ("a fur from the 1950s", False), ("only the 20th", False), ("35mm colour", False),
    ("a 14m yacht", False), ("a 23-year-old", False), ("Junction 14", False),
])
def test_a_code_is_letters_then_digits_or_four_digits(text: str, code: bool) -> None:
    assert names_a_code(text) is code


def test_number_pick() -> None:
    texts = ["a", "b", "c", "d", "e", "f 20 Oct", "g 20"]
    assert number_pick("what on the ۲۰th?", texts, 4) == 5  # the best-ranked below the first four
    assert number_pick("what on the 20th?", ["x 20", *texts], 4) is None  # one of the first four holds it
    assert number_pick("what happened?", texts, 4) is None  # no number asked
    assert number_pick("what on the ۲۰th?", texts, 4, lambda text: text.startswith("g")) == 6
    assert number_pick("what on the 21st?", texts, 4) is None


def _store() -> tuple[MemoryStore, str]:
    store = MemoryStore()
    for text in [
        "The shop opens at nine and the shop closes at six.",
        "The shop keeps spices and the shop sells gift tins.",
        "A buyer from the shop next door asked about saffron.",
        "The shop owner came back from the market.",
        "The shop van came to the shop with the new shelves.",
        "The shop floor was cleaned by the owner.",
        "The shop's buyer came to the shop twice.",
    ]:
        store.remember("s", text)
    return store, store.remember("s", "Mardi 20 octobre : un acheteur d'Ajman est venu et a commandé quarante boîtes.")


QUESTION = "Who came to the shop as a buyer on the ۲۰th?"


@pytest.fixture
def switches(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_mod, "XL_NUMBER_OTHER", True)


def test_off_is_mains_order(switches: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_mod, "XL_NUMBER", False)
    store, answer = _store()
    ids = [h.id for h in store.recall("s", QUESTION, k=8)]
    assert ids.index(answer) > 4


def test_the_number_holder_is_lifted_into_the_first_five(switches: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_mod, "XL_NUMBER", True)
    store, answer = _store()
    ids = [h.id for h in store.recall("s", QUESTION, k=8)]
    assert ids.index(answer) == 4


@pytest.mark.parametrize("switch", [False, True])
def test_the_batch_recall_orders_as_recall(switches: None, monkeypatch: pytest.MonkeyPatch, switch: bool) -> None:
    """batch.recall applies XL_NUMBER on its flat columns (batch.jobs._xl_number_first_columns) as recall() does."""
    import pyarrow as pa

    from engramdb.batch import recall as batch_recall

    monkeypatch.setattr(store_mod, "XL_NUMBER", switch)
    store, answer = _store()
    expected = [h.id for h in store.recall("s", QUESTION, k=8, conflicts=False)]
    table = batch_recall(store, pa.table({"scope": ["s"], "query": [QUESTION]}), k=8)
    assert table.column("id").to_pylist() == expected
    assert (expected.index(answer) == 4) is switch


DATED = "Who came to the shop as a buyer on ۲۰ October?"


@pytest.mark.parametrize("top", [False, True])
def test_a_named_day_puts_its_holder_first(switches: None, monkeypatch: pytest.MonkeyPatch, top: bool) -> None:
    """XL_NUMBER_TOP: a question naming a day by a month word (any language) or an identifier has the hit holding its
    number put first, not fifth."""
    monkeypatch.setattr(store_mod, "XL_NUMBER", True)
    monkeypatch.setattr(store_mod, "XL_NUMBER_TOP", top)
    store, answer = _store()
    ids = [h.id for h in store.recall("s", DATED, k=8)]
    assert ids.index(answer) == (0 if top else 4)


def test_no_day_or_code_keeps_the_fifth_place(switches: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_mod, "XL_NUMBER", True)
    monkeypatch.setattr(store_mod, "XL_NUMBER_TOP", True)
    store, answer = _store()
    assert [h.id for h in store.recall("s", "Who came to the shop as a buyer on day ۲۰?", k=8)].index(answer) == 4


def test_the_batch_recall_puts_the_holder_first_as_recall(switches: None, monkeypatch: pytest.MonkeyPatch) -> None:
    import pyarrow as pa

    from engramdb.batch import recall as batch_recall

    monkeypatch.setattr(store_mod, "XL_NUMBER", True)
    monkeypatch.setattr(store_mod, "XL_NUMBER_TOP", True)
    store, answer = _store()
    expected = [h.id for h in store.recall("s", DATED, k=8, conflicts=False)]
    assert expected[0] == answer
    assert batch_recall(store, pa.table({"scope": ["s"], "query": [DATED]}), k=8).column("id").to_pylist() == expected
