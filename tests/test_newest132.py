"""A pack priced where the fact priced a unit, read per the unit (issue 18, branch newest132): xl_packs.pack_size and
semantics._xl_pack_change (another language's "ten-kilo sack", "thirty-kilo tin", "half-kilo jar"), wide_pool and
wide_standing reading such a note (store._pack_extra), unit_prices' "each" after sized packs and a sized noun "for"
a price (PACK_EACH), and support's "What do we sell X for?" (SOLD_FOR_ASKED)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from engramdb import semantics, support, unit_prices
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import DEPTH, shipped_quality_sets
from engramdb.schema import Hit
from engramdb.semantics import asked_change_first, xl_named_change, xl_pack_change
from engramdb.store import MemoryStore
from engramdb.support import asked_slot
from engramdb.unit_prices import price_changed, prices
from engramdb.xl_packs import pack_size

NOW = datetime(2026, 10, 31, tzinfo=timezone.utc)
WOOL = "Washed wool from Nurbek is 135 som a kilo now, he put it up after the dry summer."
WOOL_NOTE = (
    "Wed 28 Oct: Базарда Элмира менен сүйлөштүк; Нурбек азыр он килолук капты бир миң беш жүз сомго берет; Бакыт "
    "жаңы машина издеп жүрөт."
)
WOOL_ASKED = "What does Nurbek charge for washed wool?"
CHARCOAL_NOTE = (
    "Wed 28 Oct: Wet week; it's the ten-kilo sacks only now, twenty-eight quid each, we've stopped the little bags; "
    "Kester sharpened both saws."
)
CHARCOAL = "We sell a 3-kilo bag of lumpwood charcoal for £8."


@pytest.fixture
def switches() -> Iterator[None]:
    saved = semantics.XL_PACK_PRICES, unit_prices.PACK_EACH, support.SOLD_FOR_ASKED
    yield
    semantics.XL_PACK_PRICES, unit_prices.PACK_EACH, support.SOLD_FOR_ASKED = saved
    _clear()


def _clear() -> None:
    for cached in (
        semantics._xl_pack_units,
        semantics._xl_named_clause,
        prices,
        unit_prices._compare,
        semantics._price_change_in,
        semantics._price_asked,
        support._asked,
    ):
        cached.cache_clear()


def _switch(on: bool) -> None:
    semantics.XL_PACK_PRICES = unit_prices.PACK_EACH = support.SOLD_FOR_ASKED = on
    _clear()


@pytest.mark.parametrize(
    ("clause", "size"),
    [
        ("Нурбек азыр он килолук капты бир миң беш жүз сомго берет", ("mass", 10.0)),  # Kyrgyz number word, a suffix
        ("आता तीस किलोचा डबा एक हजार पाचशे रुपयांना देतो", ("mass", 30.0)),  # Marathi
        ("avà u vasettu di mezu chilò di castagnu hè à undeci euro", ("mass", 0.5)),  # Corsican half
        ("es vint-e-un euros per un sac de quinze quilos", ("mass", 15.0)),  # Occitan
        ("a three-kilo tin goes for six hundred and sixty lira now", ("mass", 3.0)),  # English words
        ("Washed wool is 135 som a kilo now", ("mass", 1.0)),  # a unit with no number: one of it
        ("Kîloyek doşav li firoşgehê 180 lîre ye", ("mass", 1.0)),
        ("a 500g bag is £4", ("mass", 0.5)),  # glued to its number
        ("the 5-litre can is €30", ("volume", 5.0)),
    ],
)
def test_pack_size(clause: str, size: tuple[str, float]) -> None:
    assert pack_size(clause) == size


@pytest.mark.parametrize(
    "clause",
    [
        "the farm is 12 kilometres from Naryn, 300 som by taxi",  # another unit that starts as a kilo
        "a 5-kilo bag and a 10-kilo sack",  # two sizes: not read
        "the roof needs a new sheet for 900 som",  # no unit
        "Бакыт жаңы машина издеп жүрөт",
    ],
)
def test_no_pack_size(clause: str) -> None:
    assert pack_size(clause) is None


def test_xl_pack_change(switches: None) -> None:
    assert xl_pack_change(WOOL_NOTE, WOOL, True)  # 1500 som a ten-kilo sack: 150 a kilo against 135
    jaggery = "Thu 29 Oct: प्राजक्ताबरोबर हिशोब केला; आता तीस किलोचा डबा एक हजार पाचशे रुपयांना देतो; ट्रकचा मागचा टायर बदलला."
    assert xl_pack_change(jaggery, "Sat 5 Sep: Raised the wholesale jaggery price to ₹45 a kilo.", True)
    honey = "Wed 28 Oct: Ghjurnata longa; avà u vasettu di mezu chilò di castagnu hè à undeci euro; Orsula hà vindutu."
    assert xl_pack_change(honey, "We sell a 1-kilo jar of chestnut honey for 18 euros.", True)  # 22 a kilo
    # the same size is left to the readers of amounts; another currency, a price per unit past the factor, an episode
    # with no word of now, the same price per unit: no change read
    assert not xl_pack_change("Wed 28 Oct: Нурбек азыр бир кило жүз кырк сомго берет.", WOOL, True)
    assert not xl_pack_change(WOOL_NOTE, "Washed wool from Nurbek is 4 dollars a kilo.", True)
    assert not xl_pack_change(WOOL_NOTE, "Washed wool from Nurbek is 35 som a kilo.", True)
    assert not xl_pack_change(WOOL_NOTE.replace("азыр ", ""), WOOL, True)
    # the same price per unit: a change only as a pack told now (semantics.XL_PACK_RESIZED, branch newest146)
    assert xl_pack_change(WOOL_NOTE, "Washed wool from Nurbek is 150 som a kilo.", True) == semantics.XL_PACK_RESIZED
    _switch(False)
    assert not xl_pack_change(WOOL_NOTE, WOOL, True)  # main


def test_named_pack_note_paired(switches: None) -> None:
    # "som" is a Swedish word to _xl_values: xl_named_change's unit gate read no unit on main
    assert xl_named_change(WOOL_ASKED, WOOL_NOTE, WOOL, True)
    _switch(False)
    assert not xl_named_change(WOOL_ASKED, WOOL_NOTE, WOOL, True)


def _hit(store: MemoryStore, text: str, kind: str, days: int, relevance: float) -> Hit:
    memory_id = store.remember("s", text, kind=kind, created_at=NOW - timedelta(days=days))
    return Hit(store.get("s", memory_id), relevance, relevance, relevance, relevance, 1.0, relevance)


def test_asked_change_first_puts_the_pack_note_first(switches: None) -> None:
    store = MemoryStore(clock=NOW.timestamp)
    fact = _hit(store, WOOL, "fact", 60, 1.0)
    other = _hit(store, "Cholpon is paid 900 som for every small shyrdak she stitches.", "fact", 400, 0.8)
    note = _hit(store, WOOL_NOTE, "episode", 3, 0.0)  # another script: no word shared under hashing
    got = asked_change_first(WOOL_ASKED, [fact, other, note])
    assert [h.id for h in got][:2] == [note.id, fact.id]
    _switch(False)
    assert next(h.id for h in asked_change_first(WOOL_ASKED, [fact, other, note])) == fact.id  # main


@given(st.integers(2, 50), st.integers(20, 400), st.integers(-80, 150))
@example(10, 135, 11)  # 1500 a ten-kilo sack against 135 a kilo
@example(3, 200, 10)
def test_pack_read_per_kilo(size: int, per_kilo: int, percent: int) -> None:
    """A pack of `size` kilos priced at `per_kilo` * (1 + `percent` %) a kilo, told now, is a change of "`per_kilo` som
    a kilo" exactly when the two prices per kilo are within XL_ANCHOR_FACTOR (and differ, XL_PACK_RESIZED off)."""
    amount = round(size * per_kilo * (1 + percent / 100))
    newer = f"Tue 3 Nov: Nurbek now sells a {size}-kilo sack for {amount} som."
    older = f"Nurbek sells washed wool at {per_kilo} som a kilo."
    ratio = amount / size / per_kilo
    expected = (  # the same price per unit, told now, is a pack's change (semantics.XL_PACK_RESIZED, newest146)
        (semantics.XL_PACK_RESIZED or abs(ratio - 1) > semantics._XL_PACK_SAME * max(ratio, 1))
        and 1 / semantics.XL_ANCHOR_FACTOR <= ratio <= semantics.XL_ANCHOR_FACTOR
    )
    assert xl_pack_change(newer, older, True) == expected


def test_each_after_sized_packs(switches: None) -> None:
    got = {(p.dimension, round(p.value, 6)) for p in prices(CHARCOAL_NOTE)}
    assert got == {("mass", 0.0028), ("count", 28.0)}  # £2.80 a kilo and £28 a sack
    assert [(p.dimension, round(p.value, 6)) for p in prices(CHARCOAL)] == [("mass", round(8 / 3000, 6))]
    assert [(p.dimension, p.value) for p in prices("Put the 3-kilo bag of lumpwood up to £9 at the gate.")] == [
        ("mass", 0.003)
    ]
    assert price_changed(CHARCOAL_NOTE, CHARCOAL)
    # "each" of a sized thing stays a price per item too ("42p each" after "48p each" compares as a count)
    bottles = "Fri 11 Sep: The Evesham firm put the 10 ml amber bottles up to 48p each."
    assert ("count", 0.48) in {(p.dimension, round(p.value, 6)) for p in prices(bottles)}
    # no sized noun, another amount between, no "for" before the amount: as before
    assert [p.dimension for p in prices("The sacks are £28 each now.")] == ["count"]
    assert [p.dimension for p in prices("The ten-kilo sacks are £25, the bags £4 each.")] == ["count"]
    assert prices("We sell a 3-kilo bag of lumpwood charcoal, £8 on the gate.") == ()
    _switch(False)
    assert [p.dimension for p in prices(CHARCOAL_NOTE)] == ["count"]  # main
    assert prices(CHARCOAL) == ()
    assert not price_changed(CHARCOAL_NOTE, CHARCOAL)


def test_sold_for_asked(switches: None) -> None:
    assert asked_slot("What do we sell our charcoal for?") == "money"
    assert asked_slot("What does the shop sell a jar for now?") == "money"
    assert asked_slot("What do we sell at the fair?") is None  # goods
    assert asked_slot("Who do we sell the wool for?") != "money"  # a buyer
    _switch(False)
    assert asked_slot("What do we sell our charcoal for?") is None  # main


def _served(name: str, question: str, on: bool) -> bool:
    """Whether the newest (expected) memory is the first hit for `question` of tunable set `name`, hashing store."""
    _switch(on)
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    case = next(
        c for c in read_case_set(str(shipped_quality_sets()[name]), store=store).cases if c.question == question
    )
    got = [h.id for h in store.recall(case.scope, case.question, k=DEPTH)]
    return bool(got) and got[0] == case.expected[0]


def test_pack_note_served_first(switches: None) -> None:
    assert _served("holdout32", WOOL_ASKED, True)
    assert not _served("holdout32", WOOL_ASKED, False)  # main
