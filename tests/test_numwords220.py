"""Neapolitan, Kapampangan and Chuvash number words (numwords_xl.XL_HAND_220), a pack of a measure after its noun
(unit_prices.PACK_OF_MEASURE), a price asked by "want ... for" and "where is the price" (support.WANTS_FOR_ASKED,
PRICE_WHERE_ASKED), a note naming a topic told before the asking clause (spans.NAMED_TOPIC_ASKED) and a note's anchor
against value-stating hits only (semantics.XL_NOTE_VALUED); issue 18, branch numwords220. Made-up amounts and notes
only."""
from __future__ import annotations

import pytest

from engramdb import numwords_xl as nx
from engramdb import semantics, spans, support, unit_prices, xl_packs
from engramdb.numwords_xl import says_now, xl_counts, xl_spelt_in_digits
from engramdb.support import asked_slot
from engramdb.unit_prices import prices


def _clear() -> None:
    nx.xl_spelt_in_digits.cache_clear()
    nx.xl_counts.cache_clear()
    xl_packs.pack_size.cache_clear()
    semantics._xl_clauses.cache_clear()
    semantics._xl_pack_prices.cache_clear()
    support._asked.cache_clear()
    if hasattr(unit_prices.prices, "cache_clear"):
        unit_prices.prices.cache_clear()


@pytest.fixture
def restore():
    was = (nx.XL_HAND_220, unit_prices.PACK_OF_MEASURE, support.WANTS_FOR_ASKED, support.PRICE_WHERE_ASKED,
           spans.NAMED_TOPIC_ASKED, semantics.XL_NOTE_VALUED)
    _clear()
    yield
    (nx.XL_HAND_220, unit_prices.PACK_OF_MEASURE, support.WANTS_FOR_ASKED, support.PRICE_WHERE_ASKED,
     spans.NAMED_TOPIC_ASKED, semantics.XL_NOTE_VALUED) = was
    _clear()


NEAPOLITAN = "'o furnaro mo vénne 'o ppane a trentacinche euro pe nu sacco 'e diece chile"
KAPAMPANGAN = "ngeni atlung dalan a pesos ing balang atlung kilu"
CHUVASH = "халь ҫичӗ пин вунӑ тенкӗ"


def test_neapolitan_money_and_kilos(restore):
    assert "35 euros" in xl_spelt_in_digits(NEAPOLITAN)
    assert xl_packs.pack_size(NEAPOLITAN) == ("mass", 10.0)
    assert says_now(NEAPOLITAN)


def test_kapampangan_linker_and_hundreds(restore):
    assert "300 pesos" in xl_spelt_in_digits(KAPAMPANGAN)
    assert xl_counts(KAPAMPANGAN) == (3.0,)
    assert xl_packs.pack_size(KAPAMPANGAN) == ("mass", 3.0)
    assert nx._value(nx._pieces("adwang", nx._table("pam")) + nx._pieces("pulu", nx._table("pam"))) == 20.0


def test_chuvash_thousands_and_rouble(restore):
    assert xl_spelt_in_digits(CHUVASH).endswith("7010 rub")
    assert says_now(CHUVASH)


def test_benign_twins_never_read_alone(restore):
    # Chuvash "ҫӗр" (earth; a hundred), Kapampangan "dalan" (a road), Neapolitan "nu" (a) beside money
    assert xl_spelt_in_digits("ҫӗр тенкӗ") == "ҫӗр тенкӗ"
    assert xl_spelt_in_digits("dalan a pesos") == "dalan a pesos"
    assert xl_spelt_in_digits("nu euro") == "nu euro"
    # "Chile" the country with no count before it is no kilo
    assert xl_packs.pack_size("the wine from Chile costs 9 euros") is None


def test_hand_220_off(restore):
    nx.XL_HAND_220 = False
    _clear()
    assert xl_spelt_in_digits(CHUVASH) == CHUVASH
    assert "300 pesos" not in xl_spelt_in_digits(KAPAMPANGAN)
    assert xl_packs.pack_size(NEAPOLITAN) is None
    assert not says_now(CHUVASH)


def test_pack_of_a_measure(restore):
    found = prices("the mill says oats are ninety pounds for a sack of thirty kilos")
    assert [(p.dimension, round(p.value * 1000, 4)) for p in found] == [("mass", 3.0)]
    area = prices("slate has gone to sixty pounds for a crate of ten square feet")
    assert [p.dimension for p in area] == ["area"]
    pallet = prices("tin is at two thousand pounds for a pallet of a hundred kilos")
    assert [(p.dimension, round(p.value * 1000, 4)) for p in pallet] == [("mass", 20.0)]


def test_pack_of_things_stays_a_count(restore):
    assert [p.dimension for p in prices("£12 for a card of six buttons")] == ["count"]
    assert [p.dimension for p in prices("£12 for a box of a dozen")] != ["mass"]


def test_pack_of_measure_off(restore):
    unit_prices.PACK_OF_MEASURE = False
    _clear()
    assert [p.dimension for p in prices("the mill says oats are ninety pounds for a sack of thirty kilos")] == \
        ["count"]


def test_wants_for_asks_a_price(restore):
    assert asked_slot("What does the orchard want for a crate of pears now?") == "money"
    assert asked_slot("Remind me what the mill wants for rye flour at the moment.") == "money"
    # a thing wanted, not a price
    assert asked_slot("What do the children want for dinner?") != "money"
    assert asked_slot("What colour does the club want for the banner?") != "money"
    support.WANTS_FOR_ASKED = False
    support._asked.cache_clear()
    assert asked_slot("What does the orchard want for a crate of pears now?") != "money"


def test_where_is_the_price(restore):
    assert asked_slot("Rye flour from the mill: where's the price at now?") == "money"
    assert asked_slot("Where is the price list kept?") == "place"
    assert asked_slot("Where is the mill?") == "place"
    support.PRICE_WHERE_ASKED = False
    support._asked.cache_clear()
    assert asked_slot("Rye flour from the mill: where's the price at now?") == "place"


NOTE = ("Mon 2 Nov: Busy day; the tin merchant phoned and the rods have gone to three hundred pounds for a crate of "
        "twenty kilos; Petroc swept the yard.")


def test_topic_before_the_asking_clause(restore):
    question = "Tin rods from the merchant: today's price?"
    assert spans.named_in_value(question, NOTE) is True
    spans.NAMED_TOPIC_ASKED = False
    assert spans.named_in_value(question, NOTE) is False
