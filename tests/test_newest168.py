"""A pack's word of wholeness between "a" and its noun (issue 18, branch newest168): unit_prices.WHOLE_PACK reads
"seventy-five pounds for a whole term of ten sessions" as "for a term of ten sessions" (7.50 a session, a pack of ten),
not as 75 pounds a "whole", so the pack meets the fact's "£9 a session" and the note reads as its newer price.
Sindhi number words next to rupees, its "now" and its kilo (numwords_xl, xl_packs): "ڏهن ڪلو جي ٿيلهي جا ست هزار رپيا"
(7,000 rupees a ten-kilo bag) is 700 rupees a kilo, a change of "900 rupees a kilo"."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb import numwords_xl, semantics, unit_prices, xl_packs
from engramdb.numwords_xl import xl_spelt_in_digits
from engramdb.semantics import xl_pack_change
from engramdb.unit_prices import price_changed, prices
from engramdb.xl_packs import pack_size

from .caches_util import fresh_caches

NEWER = ("Mon 26 Oct: Busy week; the pool now wants seventy-five pounds for a whole term of ten sessions, paid up "
         "front, and no longer takes money by the session; the boiler man came.")
OLDER = "The children's lessons at the pool cost £9 a session now."
QUESTION = "How much are the children's lessons at the pool?"


_fresh_caches = fresh_caches(unit_prices, numwords_xl, semantics, xl_packs)


def test_a_whole_term_of_ten_sessions_is_priced_per_session() -> None:
    (price,) = prices(NEWER)
    assert (price.currency, price.dimension, price.noun, price.size) == ("pound", "count", "sess", 10.0)
    assert price.value == pytest.approx(7.5)


def test_the_pack_reads_as_a_change_of_the_session_price() -> None:
    assert price_changed(NEWER, OLDER, QUESTION)


def test_switched_off_the_whole_is_the_counted_thing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(unit_prices, "WHOLE_PACK", False)
    (price,) = prices(NEWER)
    assert price.noun == "whol" and price.value == 75.0
    assert not price_changed(NEWER, OLDER, QUESTION)


def test_an_entire_crate_of_forty_kilos_is_a_crate_of_forty_kilos() -> None:
    text = "Logs are now 90 euros for an entire crate of 40 kilos."
    assert prices(text) == prices(text.replace("an entire ", "a "))


def test_before_a_bare_unit_the_word_is_left_as_main_reads_it() -> None:
    """"for a whole month" is no pack told with its count: main's reading stays (read per a month, it met a per-session
    fact of another subject through price_per_another_basis, which has no subject test)."""
    text = "Borrowing the loan telescope is twenty pounds for a whole month now."
    (price,) = prices(text)
    assert price.noun == "whol"


_PACKS = ("term of ten sessions", "box of twelve jars", "sack of 25 kilos", "card of six", "book of 25 leaves")


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=5000), st.sampled_from(("whole", "full", "entire", "complete")),
       st.sampled_from(_PACKS), st.sampled_from(("pounds", "euros", "dollars")))
def test_a_word_of_wholeness_changes_no_reading(amount: int, whole: str, pack: str, currency: str) -> None:
    """Property: "N <money> for a <whole> <pack of N things>" reads as "N <money> for a <pack of N things>"."""
    assert prices(f"They charge {amount} {currency} for a {whole} {pack}.") == \
        prices(f"They charge {amount} {currency} for a {pack}.")


@pytest.mark.parametrize(("text", "digits"), [
    ("ست هزار رپيا", "7000 rupees"),
    ("هاڻي پنج سؤ روپيا ٿي وٺي", "500 rupees"),
    ("ٻه هزار پنج سؤ رپيا", "2500 rupees"),
])
def test_sindhi_number_words_next_to_rupees_read_as_digits(text: str, digits: str) -> None:
    assert digits in xl_spelt_in_digits(text)


@given(st.sampled_from(("چار", "هزار", "پنجن", "ست", "ڏهه")), st.sampled_from(("ڏينهن", "ٿيلها", "ماڻهو", "ڪلو")))
def test_a_sindhi_number_word_with_no_rupees_stays_a_word(number: str, noun: str) -> None:
    """Property: a Sindhi number word with no rupees after it is left as it is (a count of days, bags, people, kilos)."""
    text = f"{number} {noun}"
    assert xl_spelt_in_digits(text) == text


def test_a_sindhi_pack_of_kilos_prices_per_kilo() -> None:
    newer = "Mon 2 Nov: ڊگهو ڏينهن; هاڻي ڏهن ڪلو جي ٿيلهي جا ست هزار رپيا ٿي وٺي; اياز آيو."
    assert pack_size("هاڻي ڏهن ڪلو جي ٿيلهي جا ست هزار رپيا ٿي وٺي") == ("mass", 10.0)
    assert xl_pack_change(newer, "Akbar sells us madder at 900 rupees a kilo.", True)
