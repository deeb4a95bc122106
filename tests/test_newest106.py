"""Belarusian, Telugu, Luxembourgish and Zulu money in number words (numwords_xl), a newest note in another language
moved above an older note above the fact (semantics.XL_EPISODES_ABOVE), and the rand by its sign "R" and a price per
a sized pack read per one pack (unit_prices.RAND_SIGN, PACK_AS_COUNT; issue 18, branch newest106)."""

from __future__ import annotations

import dataclasses
from datetime import datetime, timedelta, timezone

import pytest

from engramdb import MemoryStore, numwords_xl, semantics, unit_prices
from engramdb.numwords_xl import says_now, xl_money_in_english, xl_spelt_in_digits
from engramdb.schema import Hit
from engramdb.semantics import asked_change_first, xl_asked_change
from engramdb.unit_prices import price_changed, price_restated, prices


def _read(text: str) -> str:
    return xl_spelt_in_digits(xl_money_in_english(text))


@pytest.mark.parametrize(
    ("text", "read"),
    [
        # Belarusian: units, teens, tens, hundreds, thousands; roubles by the code an English note writes
        ("Ульяна цяпер бярэ трынаццаць рублёў за метр", "Ульяна цяпер бярэ 13 byn за метр"),
        ("дзвесце пяцьдзясят рублёў", "250 byn"),
        ("тры тысячы чатырыста рублёў", "3400 byn"),
        ("дваццаць пяць рублёў", "25 byn"),
        ("сорак два рублі", "42 byn"),
        # Telugu: "రెండు వేల నాలుగు వందల" is 2 x 1000 + 4 x 100
        ("నరసింహ ఇప్పుడు రెండు వేల నాలుగు వందల రూపాయలు అడుగుతున్నాడు", "నరసింహ ఇప్పుడు 2400 rupees అడుగుతున్నాడు"),
        ("వంద రూపాయలు", "100 rupees"),
        ("ఇరవై ఐదు రూపాయలు", "25 rupees"),
        ("ముప్పై ఐదు వేల రూపాయలు", "35000 rupees"),
        # Luxembourgish: 21-99 as one word, the unit, "an" / "a" and the ten
        ("d'Leit kréien elo siechzéng Euro an der Stonn", "d'Leit kréien elo 16 euros an der Stonn"),
        ("fënnefanzwanzeg Euro", "25 euros"),
        ("fënnefavéierzeg Euro", "45 euros"),
        ("dräihonnert Euro", "300 euros"),
        ("zweedausend fënnefhonnert Euro", "2500 euros"),
        # Zulu: the amount after the currency word, a power counted after it
        ("manje sebubiza amarandi ayikhulu ngesikhwama", "manje sebubiza 100 rand ngesikhwama"),
        ("amarandi amakhulu amabili", "200 rand"),
        ("amarandi amashumi amabili nanhlanu", "25 rand"),
        ("amarandi ayikhulu namashumi amabili", "120 rand"),
        ("amarandi ayinkulungwane namakhulu amathathu", "1300 rand"),
        # Russian, Ukrainian, Bulgarian (Belarusian's rule), each with its currency's code and cents
        ("теперь триста пятьдесят рублей за метр", "теперь 350 rub за метр"),
        ("две тысячи четыреста рублей", "2400 rub"),
        ("двадцать рублей пятьдесят копеек", "20.5 rub"),
        ("тепер п'ятсот гривень", "тепер 500 uah"),
        ("двадцять п’ять гривень", "25 uah"),
        ("три тисячі двісті гривень", "3200 uah"),
        ("сега струва двадесет и пет лева", "сега струва 25 bgn"),
        ("петнайсет лева", "15 bgn"),
        ("две хиляди и триста лева", "2300 bgn"),
        # an English amount in words before "rand"
        ("a hundred and twenty rand a bag now", "120 rand a bag now"),
    ],
)
def test_money_in_number_words_of_four_more_languages(text: str, read: str) -> None:
    assert _read(text) == read


@pytest.mark.parametrize(
    "text",
    [
        "Сяргей адвёз тры абрусы на пошту",  # a count of another thing, no currency word
        "28.10.: Пералічылі дванаццаць рулонаў",  # a number word next to a date, no money
        "Tsu der Gëlle Fra fënnef Leit",  # Luxembourgish count of people
        "శ్రావణి రెండు రంగులు కలిపింది",  # Telugu count of colours
        "isikhwama samarandi amabili",  # a Zulu word that only holds "amarandi" is no currency word
        "Zanele ordered four bags",
        "пять книг и семь дней",  # Russian counts of other things
        "Лев Толстой",  # a currency word as a name
        "Hotel Siwen, 40 Euro the night",  # a number word as a name, not before the currency word
        "Ikhulu Lodge, R450 a night",  # a Zulu number word as a name, no currency word after or before it
    ],
)
def test_number_words_with_no_money_are_left_alone(text: str) -> None:
    assert _read(text) == text


def test_now_words_and_zulu_read_with_its_own_currency_only() -> None:
    for now in ("Ульяна цяпер бярэ", "నరసింహ ఇప్పుడు అడుగుతున్నాడు", "d'Leit kréien elo", "manje sebubiza"):
        assert says_now(now), now
    assert not says_now("Uliana put her bleaching up")
    # Zulu number words next to another currency are no amount (_LANGUAGE_MONEY)
    assert _read("amakhulu amabili euros") == "amakhulu amabili euros"
    # off (main's tables): the Belarusian words are left as they are
    main = {k: v for k, v in numwords_xl.XL_NUMBER_WORDS.items() if k != "be"}
    try:
        numwords_xl.XL_NUMBER_WORDS, saved = main, numwords_xl.XL_NUMBER_WORDS
        numwords_xl.xl_spelt_in_digits.cache_clear()
        assert xl_spelt_in_digits("трынаццаць рублёў") == "трынаццаць рублёў"
    finally:
        numwords_xl.XL_NUMBER_WORDS = saved
        numwords_xl.xl_spelt_in_digits.cache_clear()


QUESTION = "What does Uliana charge per metre for bleaching?"
FACT = "Uliana's laundry bleaches our linen for 9 BYN a metre."
FIRST = "Thu 17 Sep: Uliana put her bleaching up to 11 BYN a metre, blaming the price of peroxide."
NEWEST = "28.10.: Пералічылі рулоны; Uliana цяпер бярэ трынаццаць рублёў за метр адбельвання; Сяргей адвёз абрусы."
NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)


def _hits(newest: str = NEWEST, first: str = FIRST) -> tuple[list[Hit], str, str, str]:
    """The first change (an English episode) first, the fact second, the newest note (Belarusian) third."""
    store = MemoryStore(clock=NOW.timestamp)
    fact = store.remember("linen", FACT, created_at=NOW - timedelta(days=420))
    one = store.remember("linen", first, created_at=NOW - timedelta(days=45), kind="episode")
    two = store.remember("linen", newest, created_at=NOW - timedelta(days=4), kind="episode")
    got = {h.id: h for h in store.recall("linen", QUESTION, k=3, conflicts=False)}
    rel = {one: 0.9, fact: 0.8, two: 0.7}
    return [dataclasses.replace(got[i], relevance=rel[i]) for i in (one, fact, two)], fact, one, two


def test_a_newest_note_in_another_language_goes_before_the_change_above_the_fact(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert xl_asked_change(QUESTION, NEWEST, FACT, True) and xl_asked_change(QUESTION, NEWEST, FIRST, True)
    hits, fact, one, two = _hits()
    after = [h.id for h in asked_change_first(QUESTION, hits)]
    assert after.index(two) < after.index(one) < after.index(fact)
    monkeypatch.setattr(semantics, "XL_EPISODES_ABOVE", False)  # main: before the fact only
    after = [h.id for h in asked_change_first(QUESTION, hits)]
    assert after.index(one) < after.index(two) < after.index(fact)


def test_no_move_above_an_episode_of_the_same_value_or_another_thing() -> None:
    # the newest states the value the episode above states (13 after 13): no change of it
    hits, _fact, one, two = _hits(first="Thu 17 Sep: Uliana put her bleaching up to 13 BYN a metre.")
    after = [h.id for h in asked_change_first(QUESTION, hits)]
    assert after.index(one) < after.index(two)
    # the episode above is about another thing with no value of the question's
    hits, _fact, one, two = _hits(
        first="Thu 17 Sep: Uliana's laundry moved to a yard by the river, peroxide came late."
    )
    after = [h.id for h in asked_change_first(QUESTION, hits)]
    assert after.index(one) < after.index(two)


def test_the_rand_by_sign_and_by_word_is_one_currency(monkeypatch: pytest.MonkeyPatch) -> None:
    old = "Czech seed beads cost R85 a 500 g bag."
    assert [p.currency for p in prices(old)] == ["rand"]
    assert [p.currency for p in prices("Thread is R40 a spool, R 45 from March.")] == ["rand"]  # "R 45": a space
    assert prices("The R2 fuse is 3 a box") == ()  # no amount: "r2" has no rand sign read, 3 no currency
    for new in (
        "Fri 30 Oct: Stocktake; the Czech beads are a hundred and twenty rand a bag now; Zanele ordered four bags.",
        "The Czech beads are R120 a bag now.",
        "Czech seed beads went to 120 rand per bag.",
    ):
        assert price_changed(new, old), new
    # equal after conversion: the same price by the size, no change
    assert price_restated("Czech seed beads are R170 a 1 kg bag.", old)
    assert not price_changed("Czech seed beads are R170 a 1 kg bag.", old)
    # two prices in the newer note: the sized one still compares by the size after the bag is read per one bag
    assert not price_changed("Czech seed beads: eighty-five rand a bag, R170 a 1 kg bag.", old)
    # the same price a bag: restated
    assert price_restated("Czech seed beads are eighty-five rand a bag.", old)
    # another thing's price ("a box") does not compare
    assert not price_changed("Needles are R120 a box now.", old)
    monkeypatch.setattr(unit_prices, "PACK_AS_COUNT", False)
    prices.cache_clear()
    unit_prices._compare.cache_clear()
    try:
        assert not price_changed("The Czech beads are R120 a bag now.", old)  # main: a bag is no mass
    finally:
        monkeypatch.undo()
        prices.cache_clear()
        unit_prices._compare.cache_clear()
