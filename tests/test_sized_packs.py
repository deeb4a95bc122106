"""A pack's size told on its noun around a price in passing (unit_prices.SIZED_PACKS): "a fifty-metre roll of webbing
is seventy pounds now", "5-litre bag-in-boxes, eighteen pounds a box" read per metre / per litre; issue 18, branch
pack99."""

from __future__ import annotations

import pytest

from engramdb import unit_prices
from engramdb.semantics import _asking_stems, asked_change
from engramdb.unit_prices import price_changed, price_restated, prices

WEBBING = "Polyester webbing is £1.45 a metre now."
JUICE = "Apple juice is £3.50 a 75 cl bottle now."
ROLL = "Mon 26 Oct, catch-up: the frame is welded; a fifty-metre roll of polyester webbing is seventy pounds now."
BOXES = "Wed 28 Oct: the press ran; and the juice goes out in 5-litre bag-in-boxes this year, eighteen pounds a box."


def test_a_size_on_the_noun_is_the_price_basis() -> None:
    assert [(p.dimension, round(p.value, 4)) for p in prices(ROLL)] == [("length", 1.4)]
    assert [(p.dimension, round(p.value, 4)) for p in prices(BOXES)] == [("volume", 3600.0)]
    assert [(p.dimension, round(p.value, 4)) for p in prices(JUICE)] == [("volume", round(3.5 / 75e-5, 4))]
    assert [(p.dimension, p.value) for p in prices("a 2 kg bag of flour costs £3")] == [("mass", 0.0015)]
    assert price_changed(ROLL, WEBBING) and price_changed(BOXES, JUICE)
    assert price_restated("a fifty-metre roll of polyester webbing is £72.50 now", WEBBING)
    assert price_restated("5-litre boxes now, £23.33 a box", JUICE)


def test_off_reads_as_main(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(unit_prices, "SIZED_PACKS", False)
    unit_prices.prices.cache_clear()
    unit_prices._compare.cache_clear()
    try:
        assert prices(ROLL) == ()
        assert [p.dimension for p in prices(BOXES)] == ["count"]
        assert not price_changed(ROLL, WEBBING) and not price_changed(BOXES, JUICE)
    finally:
        unit_prices.prices.cache_clear()
        unit_prices._compare.cache_clear()


def test_a_size_of_another_thing_or_a_count_is_no_basis() -> None:
    # the size is on another noun than the one the price is per
    assert [p.dimension for p in prices("the 20-litre drums are full, and juice is eighteen pounds a box")] == ["count"]
    assert not price_changed("the 20-litre drums are full, and juice is eighteen pounds a box", JUICE)
    # a count or a time on the noun, a pack of no unit: no price per unit read
    for text in ("a 12-pack of eggs is £4 now", "a three-day course is £300 now", "a 5-year-old dog costs £90"):
        assert prices(text) == (), text
    # a size in another sentence, or the amount not right after the verb
    assert prices("We bought a fifty-metre roll. Webbing is seventy pounds now") == ()
    assert prices("a fifty-metre roll of webbing is in the van and the belt was seventy pounds") == ()


def test_asked_change_reads_the_pack() -> None:
    question = "What do we charge for our apple juice now?"
    note = (
        "Wed 28 Oct: the last pallet went through the press; and the juice goes out in 5-litre bag-in-boxes "
        "this year, eighteen pounds a box, since glass got so dear."
    )
    assert asked_change(question, _asking_stems(question), note, JUICE)
