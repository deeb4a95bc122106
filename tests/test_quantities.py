"""The same quantity in another unit or format is no change (engramdb/quantities.py, semantics.same_quantity, and the
native pass's read_quantities in cpp/engram/text/conflicts.cpp): the grammar's readings, pairs that must and must not be
marked as a change (in several languages), and the native pass against the Python rules on random texts of quantities
(both mark the same pairs)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore
from engramdb.quantities import quantities, same_quantities
from engramdb.semantics import same_quantity, states_a_change
from tests.test_conflicts_native import NOW, _checked

TIME, EURO, POUND, CLOCK = 1, 2, 3, 5


@pytest.mark.parametrize(("text", "expected"), [
    ("90 minutes", ((TIME, 90.0),)),
    ("an hour and a half", ((TIME, 90.0),)),
    ("two and a half hours", ((TIME, 150.0),)),
    ("half an hour", ((TIME, 30.0),)),
    ("2 weeks", ((TIME, 20160.0),)),
    ("14 days", ((TIME, 20160.0),)),
    ("a fortnight", ((TIME, 20160.0),)),
    ("1.2k members", ((0, 1200.0),)),
    ("1,200 members", ((0, 1200.0),)),
    ("1,500,000 views", ((0, 1500000.0),)),
    ("€1,500", ((0, 1500.0),)),
    ("1.5k euros", ((EURO, 1500.0),)),
    ("3pm", ((CLOCK, 15.0),)),
    ("3 pm", ((CLOCK, 15.0),)),
    ("15:00", ((0, 15.0),)),
    ("9.30am", ((CLOCK, 9.3),)),
    ("twenty five people", ((0, 25.0),)),
    ("two hundred", ((0, 200.0),)),
    ("1,5 Stunden", ((TIME, 90.0),)),
    ("90 Minuten", ((TIME, 90.0),)),
    ("dos semanas", ()),  # Spanish number words are not read; digits are
    ("2 semanas", ((TIME, 20160.0),)),
    ("room b12 on the 4th floor", ()),  # identifiers and ordinals are no quantities
    ("a plan", ()),  # "a" is one only before a unit
    # number words (branch factpass74): British "half nine" is 9:30, read as "9.30am" is
    ("half nine", ((CLOCK, 9.3),)),
    ("at half past ten", ((CLOCK, 10.3),)),
    ("half 7", ((CLOCK, 7.3),)),
    ("half nine hours", ((TIME, 540.0),)),  # a unit after it: no time
    ("half thirteen", ((0, 13.0),)),  # no hour
    ("a dozen eggs", ((0, 12.0),)),
    ("two and a half thousand", ((0, 2500.0),)),
    ("twenty-five", ((0, 25.0),)),
    ("seventy euros", ((EURO, 70.0),)),
    ("ninety quid", ((POUND, 90.0),)),
])
def test_quantities_are_read_in_word_order_with_their_unit(text: str, expected: tuple[tuple[int, float], ...]) -> None:
    got = quantities(text)
    assert len(got) == len(expected)
    for (dimension, value), (want_dimension, want_value) in zip(got, expected):
        assert dimension == want_dimension and value == pytest.approx(want_value)


def test_same_quantities_needs_every_value_and_compatible_units() -> None:
    assert same_quantities(quantities("90 minutes"), quantities("an hour and a half"))
    assert same_quantities(quantities("€1,500"), quantities("1.5k euros"))  # no unit read matches any
    assert not same_quantities(quantities("1,500 dollars"), quantities("1.5k euros"))
    assert not same_quantities(quantities("2 hours"), quantities("2 days"))
    assert not same_quantities(quantities("90 minutes and 3pm"), quantities("90 minutes"))
    assert not same_quantities((), ())  # no quantity: nothing restated


# (older, newer) statements of one quantity in another unit or format: no change.
RESTATED = [
    ("The pottery workshop lasts 90 minutes.", "The pottery workshop lasts an hour and a half."),
    ("The climbing club has 1.2k members.", "The climbing club has 1,200 members."),
    ("The studio rent is €1,500 a month.", "The studio rent is 1.5k euros a month."),
    ("Delivery of the kiln takes 2 weeks.", "Delivery of the kiln takes 14 days."),
    ("The farm shop closes at 3pm on Sundays.", "The farm shop closes at 15:00 on Sundays."),
    ("Der Töpferkurs dauert 90 Minuten.", "Der Töpferkurs dauert 1,5 Stunden."),
    ("La entrega del horno tarda 2 semanas.", "La entrega del horno tarda 14 días."),
    ("Il corso di ceramica dura 120 minuti.", "Il corso di ceramica dura 2 ore."),
    ("The fell race entry is 70 euros.", "The fell race entry is seventy euros."),
    ("The hut stove order is 12 logs.", "The hut stove order is a dozen logs."),
    ("The ferry to Brodick leaves at 9:30.", "The ferry to Brodick leaves at half nine."),
    ("The hall deposit is 2,500 pounds.", "The hall deposit is two and a half thousand pounds."),
]
# (older, newer) with another quantity, in another unit: a change still.
CHANGED = [
    ("The pottery workshop lasts 90 minutes.", "The pottery workshop lasts two hours."),
    ("The climbing club has 1.2k members.", "The climbing club has 1,500 members."),
    ("The studio rent is €1,500 a month.", "The studio rent is 1.8k euros a month."),
    ("Delivery of the kiln takes 2 weeks.", "Delivery of the kiln takes 10 days."),
    ("Der Töpferkurs dauert 90 Minuten.", "Der Töpferkurs dauert 2 Stunden."),
    ("La entrega del horno tarda 2 semanas.", "La entrega del horno tarda 21 días."),
    ("The fell race entry is 70 euros.", "The fell race entry is ninety euros."),
    ("The ferry to Brodick leaves at 9:30.", "The ferry to Brodick leaves at half ten."),
]


@pytest.mark.parametrize(("older", "newer"), RESTATED)
def test_a_restatement_in_another_unit_is_the_same_quantity(older: str, newer: str) -> None:
    assert same_quantity(newer, older) and same_quantity(older, newer)


@pytest.mark.parametrize(("older", "newer"), CHANGED)
def test_another_quantity_in_another_unit_is_not(older: str, newer: str) -> None:
    assert not same_quantity(newer, older)
    assert states_a_change(newer, older)  # and the change rule marks it, as before


def test_a_restatement_that_adds_words_is_left_to_the_change_rules() -> None:
    assert not same_quantity("The farm shop closes at 15:00 on Sundays; bring boots.",
                             "The farm shop closes at 3pm on Sundays.")


def _pair_marks(older: str, newer: str) -> tuple[str, str, list[Any]]:
    store = MemoryStore(clock=NOW.timestamp)
    old = store.remember("u", older, created_at=NOW - timedelta(days=90))
    new = store.remember("u", newer, created_at=NOW - timedelta(days=3))
    seen = [0, 0, 0]
    _checked(store, seen)  # every pass runs natively and in Python, and both must agree
    hits = store.recall("u", older, k=5)
    assert seen[0] >= 1
    return old, new, hits


@pytest.mark.parametrize(("older", "newer"), RESTATED)
def test_the_pass_marks_no_change_for_a_restatement(older: str, newer: str) -> None:
    old, new, hits = _pair_marks(older, newer)
    by_id = {h.id: h for h in hits}
    assert old not in by_id[new].memory.conflicts_with


@pytest.mark.parametrize(("older", "newer"), CHANGED)
def test_the_pass_marks_a_change_in_another_unit(older: str, newer: str) -> None:
    old, new, hits = _pair_marks(older, newer)
    by_id = {h.id: h for h in hits}
    assert old in by_id[new].memory.conflicts_with
    assert hits[0].id == new  # the newer value first


QUANTITY_PHRASES = ["90 minutes", "an hour and a half", "two hours", "1.2k", "1,200", "1,500", "1.5k euros",
                    "€1,500", "2 weeks", "14 days", "a fortnight", "3pm", "15:00", "3 pm", "9.30am", "9:30",
                    "twenty five", "25", "half an hour", "30 mins", "1,5 Stunden", "90 Minuten", "2 semanas",
                    "two and a half hours", "150 minutes", "7 days a week", "1.500", "2h", "120min",
                    "half nine", "half past nine", "9.30am", "half 9", "half ten", "a dozen", "12",
                    "two and a half thousand", "2,500", "twenty-five", "seventy euros", "70 euros", "ninety quid",
                    "half nine hours", "half past"]
FRAMES = ["The alder kiln firing takes {}.", "Rowan's larch shed rent is {} a month.", "The hazel club has {} members.",
          "Quince delivery: {} from order.", "The maple ferry leaves at {} daily."]


@st.composite
def quantity_pairs(draw: Any) -> list[tuple[str, int]]:
    """Two or three statements of one frame with quantity phrases drawn from a small list (so that restatements in
    another unit are frequent), with ages."""
    frame = draw(st.sampled_from(FRAMES))
    # listed phrases, and numbers of random digit groups, separators and suffixes (the grammar's corners)
    drawn_number = st.builds(lambda a, sep, b, suffix, unit: f"{a}{sep}{b}{suffix}{unit}",
                             st.integers(0, 10**7).map(str), st.sampled_from(["", ",", ".", ":", " "]),
                             st.sampled_from(["", "0", "00", "5", "50", "500", "000", "2k", "30pm", "7x"]),
                             st.sampled_from(["", "k", "pm", "am", "h", "th", "b"]),
                             st.sampled_from(["", " hours", " minutes", " euros", " k euros", " and a half hours"]))
    phrases = draw(st.lists(st.one_of(st.sampled_from(QUANTITY_PHRASES), drawn_number), min_size=2, max_size=3))
    return [(frame.format(phrase), draw(st.integers(0, 300))) for phrase in phrases]


# (the example: a draw this test met at random on a clean clone in session 45, a kept place's rent refused as its
# code then; `make test` now runs fixed examples, tests/conftest.py)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(groups=st.lists(quantity_pairs(), min_size=1, max_size=3))
@example(groups=[[("Rowan's larch shed rent is 1000, a month.", 0), ("Rowan's larch shed rent is 2500, a month.", 3)]])
def test_the_native_pass_reads_quantities_as_the_python_rules_do(groups: list[list[tuple[str, int]]]) -> None:
    store = MemoryStore(clock=NOW.timestamp, dedup=False)
    for group in groups:
        for text, age in group:
            store.remember("u", text, created_at=NOW - timedelta(days=age))
    seen = [0, 0, 0]
    _checked(store, seen)
    for group in groups:
        store.recall("u", group[0][0], k=6)
