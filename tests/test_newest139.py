"""A price restated per a pack or another unit, and a change told in Danish, Esperanto or Yiddish (issue 18, branch
newest139): unit_prices.TOLD_COUNT_PACK and PINTS, xl_packs.XL_POUND_MASS, semantics.XL_PACK_CARRIED, CHANGE_CHAIN
and SELLER_NAMED, support.XL_TOP_MONEY, numwords_xl's Danish, Esperanto and Yiddish number words."""

from __future__ import annotations

import dataclasses
from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engramdb import MemoryStore, semantics, support, unit_prices, xl_packs
from engramdb.numwords_xl import xl_spelt_in_digits
from engramdb.schema import Hit, with_conflicts
from engramdb.semantics import _asking_stems, _price_asked, _xl_pack_change, asked_change, asked_change_first
from engramdb.support import slot_first
from engramdb.unit_prices import price_changed, price_restated, prices
from engramdb.xl_packs import pack_size

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)


def _change(question: str, newer: str, older: str) -> bool:
    return asked_change(question, _asking_stems(question), newer, older)


# --- TOLD_COUNT_PACK: "tubes in boxes of ten now, forty-two pounds a box" --------------------------------------------

TUBES = "the wholesaler only sells tubes in boxes of ten now, forty-two pounds a box"


def test_a_pack_told_before_its_price_is_read_per_thing() -> None:
    found = prices(TUBES)
    assert ("count", 4.2, "tube", 10.0) in {(p.dimension, round(p.value, 6), p.noun, p.size) for p in found}
    assert ("count", 42.0, "box", 1.0) in {(p.dimension, p.value, p.noun, p.size) for p in found}  # kept


def test_a_pack_told_before_its_price_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(unit_prices, "TOLD_COUNT_PACK", False)
    unit_prices.prices.cache_clear()
    try:
        assert [(p.value, p.noun) for p in prices(TUBES)] == [(42.0, "box")]
    finally:
        unit_prices.prices.cache_clear()


@pytest.mark.parametrize(
    "text",
    [
        "the wholesaler sells tubes in crates of ten now, forty-two pounds a box",  # another pack
        "forty-two pounds a box now",  # no count told
        "tubes in boxes of one now, four pounds a box",  # a count of one
    ],
)
def test_no_told_pack(text: str) -> None:
    assert all(p.size == 1.0 for p in prices(text))


def test_the_pack_price_compares_with_each() -> None:
    question = "What do inner tubes cost us?"
    older = "Inner tubes from the wholesaler are 5 pounds each now."
    assert price_changed(TUBES, older, question)
    assert price_restated(TUBES.replace("forty-two", "fifty"), older, question)  # £5 a tube: no change
    assert _change(question, "Mon 26 Oct: Long day; " + TUBES + "; fixed the compressor hose.", older)


def test_a_pack_of_things_compares_with_another_noun_of_a_text_naming_them() -> None:
    newer = "the wholesaler only sells peonies in bunches of ten now, thirty-five pounds a bunch"
    assert price_changed(newer, "Peonies are 3.20 pounds a stem from the wholesaler now.")
    assert not price_changed(newer, "Roses are 3.20 pounds a stem from the wholesaler now.")  # no peony named


@given(
    st.integers(min_value=2, max_value=48),
    st.integers(min_value=50, max_value=900),
    st.floats(min_value=-0.3, max_value=0.3),
)
def test_pack_per_thing_property(count: int, pence: int, change: float) -> None:
    """A pack of `count` tubes at `count` x p(1 + change) is read as a change of "p pounds each" exactly when the
    price per tube differs by more than unit_prices.PRICE_TOLERANCE."""
    each = pence / 100
    pack = round(count * each * (1 + change), 2)
    newer = f"the wholesaler only sells tubes in boxes of {count} now, £{pack:.2f} a box"
    older = f"Inner tubes cost us {each:.2f} pounds each."
    per = pack / count
    differs = abs(per - each) > unit_prices.PRICE_TOLERANCE * max(per, each)
    assert price_changed(newer, older) == differs


# --- PINTS and SELLER_NAMED: "two-litre bottles now, two pounds forty each" after "1.20 pounds a pint" -------------


def test_a_pint_is_a_volume(monkeypatch: pytest.MonkeyPatch) -> None:
    (found,) = prices("The milkman charges us 1.20 pounds a pint.")
    assert found.dimension == "volume" and found.value == pytest.approx(1.20 / 0.56826125e-3)
    (us,) = prices("Milk is $2 a pint at the farm stand.")
    assert us.value == pytest.approx(2 / 0.473176473e-3)
    monkeypatch.setattr(unit_prices, "PINTS", False)
    unit_prices.prices.cache_clear()
    try:
        assert prices("The milkman charges us 1.20 pounds a pint.")[0].dimension == "count"
    finally:
        unit_prices.prices.cache_clear()


MILK_Q = "How much does the milk cost?"
MILK_FACT = "The milkman put the price up: 1.20 pounds a pint now."
MILK_NOTE = (
    "Mon 26 Oct: Busy week; the milkman only does two-litre bottles now, two pounds forty each; the car's fixed."
)


def test_the_milk_bottle_restates_the_pint() -> None:
    assert _price_asked(MILK_Q, _asking_stems(MILK_Q), MILK_FACT)
    assert _change(MILK_Q, MILK_NOTE, MILK_FACT)  # £1.20 a litre against £2.11 a litre
    # a bottle at the pint's price per litre (2 litres = 3.52 pints at £1.20: £4.22) is the same price, no change
    assert not _change(MILK_Q, MILK_NOTE.replace("two pounds forty", "four pounds twenty-two"), MILK_FACT)


def test_seller_named_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantics, "SELLER_NAMED", False)
    semantics._price_asked.cache_clear()
    try:
        assert not _price_asked(MILK_Q, _asking_stems(MILK_Q), MILK_FACT)
    finally:
        semantics._price_asked.cache_clear()


@pytest.mark.parametrize(
    ("question", "older", "named"),
    [
        ("What does fish cost us?", "The fishmonger charges 12 pounds a kilo.", 1),
        ("How much does the milk cost?", "The milkman charges us 1.05 pounds a pint.", 1),
        ("How much does the milk cost?", "The milky way tour costs 1.05 pounds a head.", 0),  # no seller's ending
        ("How much does the post cost?", "The postcard costs 1.05 pounds.", 0),
    ],
)
def test_seller_named(question: str, older: str, named: int) -> None:
    assert semantics._seller_named(question, older) == named


# --- numbers in Danish, Esperanto and Yiddish next to their currencies -----------------------------------------------


@pytest.mark.parametrize(
    ("text", "digits"),
    [
        ("til fire hundrede kroner kassen", "til 400 kroner kassen"),
        ("fireogtyve kroner", "24 kroner"),
        ("to hundrede og halvtreds kroner", "250 kroner"),
        ("kostas kvardek kvin eŭrojn por nokto", "kostas 45 euros por nokto"),
        ("ducent dudek eŭroj", "220 euros"),
        ("פֿיר און צוואַנציק דאָלאַר אַ זאַק", "24 usd אַ זאַק"),
        ("\ufb4eיר און צוואַנציק דאָלאַר", "24 usd"),  # a precomposed letter
    ],
)
def test_number_words(text: str, digits: str) -> None:
    assert xl_spelt_in_digits(text) == digits


@pytest.mark.parametrize(
    "text",
    [
        "pagamos en euros",  # Danish "en" is read next to kroner only
        "de kost to kilo",  # no currency
        "to dollars",  # Danish "to" next to kroner only
    ],
)
def test_number_words_left(text: str) -> None:
    assert xl_spelt_in_digits(text) == text


# --- XL_POUND_MASS and XL_PACK_CARRIED -------------------------------------------------------------------------------


def test_pound_of_mass() -> None:
    assert pack_size("it's $3.60 a pound now") == ("mass", pytest.approx(0.45359237))
    assert pack_size("נאָר אין זעק פֿון פֿינף פֿונט") == ("mass", pytest.approx(5 * 0.45359237))
    assert pack_size("a 10 lb bag") == ("mass", pytest.approx(4.5359237))
    assert pack_size("it's 3.60 pounds a kilo") == ("mass", 1.0)  # a counted "pounds" is money
    assert pack_size("it costs five pounds") is None


def test_pound_of_mass_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(xl_packs, "XL_POUND_MASS", False)
    pack_size.cache_clear()
    try:
        assert pack_size("it's $3.60 a pound now") is None
    finally:
        pack_size.cache_clear()


HERRING_NOTE = (
    "Mon 26 Oct: Lang dag; auktionen i Nexø sælger nu kun sild i kasser på tyve kilo, til fire hundrede "
    "kroner kassen; Mads skiftede røret på skorstenen."
)
HERRING_FACT = "Herring at the Nexø auction is up to 17 kroner a kilo now after the short quota."
SESAME_NOTE = (
    "Mon 26 Oct: אַ לאַנגער טאָג; בעריש האָט געבראַכט סעזאַם, איצט נאָר אין זעק פֿון פֿינף פֿונט, פֿיר און "
    "צוואַנציק דאָלאַר אַ זאַק; יידל האָט פֿאַרריכט דעם אויוון־טיר."
)
SESAME_FACT = "Berish put the sesame up after the bad harvest: it's $3.60 a pound now."


def test_a_pack_size_carried_over_a_comma() -> None:
    assert _xl_pack_change(HERRING_NOTE, HERRING_FACT, True)  # 20 kroner a kilo against 17
    assert _xl_pack_change(SESAME_NOTE, SESAME_FACT, True)  # $10.58 a kilo against $7.94
    assert not _xl_pack_change(HERRING_NOTE, HERRING_FACT.replace("17", "20"), True)  # the same price per kilo
    assert not _xl_pack_change(HERRING_NOTE.replace("kilo, til", "kilo; til"), HERRING_FACT, True)  # another clause


def test_a_pack_size_carried_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantics, "XL_PACK_CARRIED", False)
    assert not _xl_pack_change(HERRING_NOTE, HERRING_FACT, True)


# --- CHANGE_CHAIN and XL_TOP_MONEY -----------------------------------------------------------------------------------


def _hits(texts: list[tuple[str, str, int, float]], question: str) -> list[Hit]:
    """Hits in the given order: (text, kind, days ago, relevance and final score) each."""
    store = MemoryStore(clock=NOW.timestamp)
    ids = [store.remember("s", text, created_at=NOW - timedelta(days=ago), kind=kind) for text, kind, ago, _ in texts]
    got = {h.id: h for h in store.recall("s", question, k=len(texts), conflicts=False)}
    return [dataclasses.replace(got[i], relevance=rel, final=rel) for i, (_, _, _, rel) in zip(ids, texts)]


PEONY_Q = "What do peonies cost us?"
PEONY_HITS = [
    ("Peonies are 3.20 pounds a stem from the wholesaler now.", "fact", 80, 1.5),
    ("Peonies cost us 2.80 pounds a stem from the wholesaler.", "fact", 540, 2.0),
    (
        "Mon 26 Oct: Mad day; the wholesaler only sells peonies in bunches of ten now, thirty-five pounds a bunch; "
        "fixed the shop sign.",
        "episode",
        6,
        0.8,
    ),
]


def _marked() -> list[Hit]:
    hits = _hits(PEONY_HITS, PEONY_Q)
    return [with_conflicts(hits[0], (hits[1].id,)), with_conflicts(hits[1], (hits[0].id,)), hits[2]]


def test_the_note_is_paired_with_the_older_version_too() -> None:
    hits = _marked()
    after = asked_change_first(PEONY_Q, hits)
    assert after[0].id == hits[2].id
    assert {hits[0].id, hits[1].id} <= set(after[0].memory.conflicts_with)


def test_change_chain_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantics, "CHANGE_CHAIN", False)
    hits = _marked()
    after = asked_change_first(PEONY_Q, hits)
    assert after[0].id == hits[2].id
    assert hits[1].id not in after[0].memory.conflicts_with


ROOM_Q = "How much does a single room cost a night?"
ROOM_NOTE = (
    "Mon 26 Oct: Longa tago; ekde nun unuopa ĉambro kostas kvardek kvin eŭrojn por nokto; Bernd riparis la "
    "pordon de la kelo."
)
ROOM_HITS = [
    (ROOM_NOTE, "episode", 6, 1.0),
    ("We put the single room up to 42 euros a night with breakfast.", "fact", 80, 0.99),
    ("Swaantje is paid 95 euros a day for the cleaning.", "fact", 600, 0.95),
]


def _room() -> list[Hit]:
    hits = _hits(ROOM_HITS, ROOM_Q)
    return [with_conflicts(hits[0], (hits[1].id,)), with_conflicts(hits[1], (hits[0].id,)), hits[2]]


def test_a_marked_top_hit_in_another_language_keeps_the_top() -> None:
    hits = _room()
    assert [h.id for h in slot_first(ROOM_Q, hits)] == [h.id for h in hits]


def test_xl_top_money_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(support, "XL_TOP_MONEY", False)
    hits = _room()
    assert slot_first(ROOM_Q, hits)[0].id == hits[2].id  # the day rate moved above the room's new price


def test_an_unmarked_top_hit_is_read_as_it_is() -> None:
    hits = _hits(ROOM_HITS, ROOM_Q)
    assert slot_first(ROOM_Q, hits)[0].id == hits[1].id  # no change marked: the English fact's price goes first


# --- in a store: the tubes' box price served first under hashing ------------------------------------------------------


def test_tubes_served_first_in_a_hashing_store(monkeypatch: pytest.MonkeyPatch) -> None:
    def run() -> str:
        store = MemoryStore(clock=NOW.timestamp)
        store.remember(
            "s", "Inner tubes cost us 4.50 pounds each from the wholesaler.", created_at=NOW - timedelta(days=540)
        )
        store.remember(
            "s", "Inner tubes from the wholesaler are 5 pounds each now.", created_at=NOW - timedelta(days=80)
        )
        note = store.remember(
            "s",
            "Mon 26 Oct: Long day; " + TUBES + "; fixed the compressor hose; Babette did six services in Plympton.",
            created_at=NOW - timedelta(days=6),
            kind="episode",
        )
        store.remember("s", "Babette is paid 120 pounds a day for services.", created_at=NOW - timedelta(days=600))
        store.remember("s", "The van's compressor runs off the 12 V socket.", created_at=NOW - timedelta(days=400))
        hits = store.recall("s", "What do inner tubes cost us?", k=5)
        return "note" if hits[0].id == note else "other"

    assert run() == "note"
    monkeypatch.setattr(unit_prices, "TOLD_COUNT_PACK", False)
    _clear_caches()
    try:
        assert run() == "other"
    finally:
        _clear_caches()


def _clear_caches() -> None:
    """Every functools cache of the modules whose readings the switch changes."""
    for module in (unit_prices, semantics):
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()


# --- CONTRAST_RESTATED: a change note at the top answers no better than the fact it changes -------------------------

DOUBLE_Q = "How much does a double room cost a night?"


def _double_hits() -> list[Hit]:
    hits = _hits(
        [
            (ROOM_NOTE, "episode", 6, 0.5),
            ("We put the single room up to 42 euros a night with breakfast.", "fact", 80, 0.8),
            ("Mon 19 Oct: booking 4471 paid, 84 euros for two nights.", "episode", 13, 0.6),
        ],
        DOUBLE_Q,
    )
    return [with_conflicts(hits[0], (hits[1].id,)), with_conflicts(hits[1], (hits[0].id,)), hits[2]]


def test_the_restated_fact_qualifies_the_top_note(monkeypatch: pytest.MonkeyPatch) -> None:
    hits = _double_hits()
    assert support._restated_hits(hits) == [hits[1]]
    assert support._restated_contrast(support._contrast_pairs(DOUBLE_Q), hits) == support.CONTRAST_MISSING
    on = support.answer_support(DOUBLE_Q, hits).score
    monkeypatch.setattr(support, "CONTRAST_RESTATED", False)
    off = support.answer_support(DOUBLE_Q, hits).score
    assert on < off


def test_an_unmarked_top_restates_nothing() -> None:
    hits = _hits(ROOM_HITS, ROOM_Q)
    assert support._restated_hits(hits) == []
