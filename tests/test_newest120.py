"""holdout31's newest-first misses (issue 18, branch newest120): money in Tajik, Lao, Occitan, Faroese and Somali number
words (numwords_xl's "tg", "lo", "oc", "fo", "so" tables, their currency and now words, Lao's currency glued on); a
rename told with the question's head noun (semantics.RENAME_SAME_HEAD); told_swap's subject with a short stem met by
its inflections (semantics.SWAP_SHORT_STEMS); a pack of a count told as a compound before its noun
(unit_prices.HYPHEN_COUNT_PACK)."""

from __future__ import annotations

import pytest

from engramdb import numwords_xl, semantics, unit_prices
from engramdb.numwords_xl import says_now, xl_spelt_in_digits
from engramdb.semantics import _asking_stems, _price_served, told_anew, told_swap
from engramdb.unit_prices import prices

from .caches_util import clear_caches, fresh_caches

CACHED = (unit_prices, semantics, numwords_xl)  # the modules whose caches each test starts and ends without
_fresh_caches = fresh_caches(*CACHED)


# holdout31's notes in its scopes' languages, read as digits and the currency's English word
@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "Шералӣ гуфт, ки акнун барои як рейс то Душанбе чорсаду панҷоҳ сомонӣ мегирад",
            "Шералӣ гуфт, ки акнун барои як рейс то Душанбе 450 somoni мегирад",
        ),
        ("ນ້ອຍ ບອກວ່າ ຕອນນີ້ ຄ່າຄົ່ວໃຫ້ສວນອື່ນ ແມ່ນກິໂລລະ ສິບສອງພັນກີບ", "ນ້ອຍ ບອກວ່າ ຕອນນີ້ ຄ່າຄົ່ວໃຫ້ສວນອື່ນ ແມ່ນກິໂລລະ 12000 kip"),
        (
            "Peire ditz qu'ara es vint-e-un euros per un sac de quinze quilos",
            "Peire ditz qu'ara es 21 euros per un sac de quinze quilos",
        ),
        ("ສອງຮ້ອຍສາມສິບພັນກີບ", "230000 kip"),  # a ten counted by the unit before it, after a hundred
        ("ສິບຫ້າພັນ ກີບ", "15000 kip"),  # ten and five, then a thousand; the currency apart
        ("Sámal tekur tjúgu og fimm krónur", "Sámal tekur 25 krónur"),
        ("mushaarkiisu waa laba boqol iyo konton doolar", "mushaarkiisu waa 250 usd"),
        ("бисту панҷ сомонӣ", "25 somoni"),
    ],
)
def test_money_in_holdout31s_languages(text: str, read: str) -> None:
    assert xl_spelt_in_digits(text) == read


@pytest.mark.parametrize(
    "text",
    [
        "Имрӯз дар анбор: Мавлуда ду қуттиро шуморид.",  # a Tajik count of boxes, no currency
        "ສຸກສະຫວັນ ນັບກະຕ່າ ສອງຮ້ອຍ ໜ່ວຍ",  # a Lao count of baskets
        "per un sac de quinze quilos",  # an Occitan count of kilos
        "ein ferð til Klaksvíkar",  # a Faroese "one" with no money
        "laba maalin",  # a Somali "two days"
    ],
)
def test_counts_of_other_things_are_left(text: str) -> None:
    assert xl_spelt_in_digits(text) == text


def test_languages_own_currencies_only() -> None:
    # Tajik, Somali and Faroese number words are not read next to another currency
    assert xl_spelt_in_digits("чорсаду панҷоҳ доллар") == "чорсаду панҷоҳ доллар"
    assert xl_spelt_in_digits("laba boqol euro") == "laba boqol euro"
    assert xl_spelt_in_digits("tjúgu euros") == "tjúgu euros"


def test_lao_currency_unglued_only_next_to_number_words() -> None:
    assert numwords_xl._glued_currency("ສິບສອງພັນກີບ") == "ສິບສອງພັນ ກີບ"
    assert numwords_xl._glued_currency("no kip here") == "no kip here"
    # a text with the currency glued to no number words is given back as it was
    assert xl_spelt_in_digits("ຄ່າກີບ") == "ຄ່າກີບ"


def test_now_words() -> None:
    assert says_now("Шералӣ гуфт, ки акнун барои як рейс")
    assert says_now("ນ້ອຍ ບອກວ່າ ຕອນນີ້ ຄ່າຄົ່ວ")
    assert says_now("Peire ditz qu'ara es vint-e-un euros")
    assert says_now("Abdirahman hadda waa laba boqol doolar")
    assert not says_now("Мавлуда қуттиҳоро шумориду тамға зад")


MATINEE = (
    "What's the children's matinee called?",
    "Tue 27 Oct: Oighrig says the kids' matinee is called the Saturday Picture Club now, after the primary school's "
    "naming vote.",
    "The monthly Saturday children's matinee is called Wee Flicks.",
)


def test_rename_told_with_the_head_noun(monkeypatch: pytest.MonkeyPatch) -> None:
    question, newer, older = MATINEE
    assert told_anew(question, newer, older) is not None
    monkeypatch.setattr(semantics, "RENAME_SAME_HEAD", False)
    clear_caches(*CACHED)
    assert told_anew(question, newer, older) is None


@pytest.mark.parametrize(
    "newer",
    [
        # another thing renamed (its head is no word of the question's)
        "Tue 27 Oct: Oighrig says the kids' workshop is called the Saturday Makers now.",
        # the head noun, no rename frame
        "Tue 27 Oct: Oighrig says the kids' matinee was full, the Saturday Picture Club came along.",
        # the old name kept
        "Tue 27 Oct: Oighrig says the kids' matinee is called Wee Flicks now, as ever.",
    ],
)
def test_no_rename_by_head_noun(newer: str) -> None:
    question, _, older = MATINEE
    assert told_anew(question, newer, older) is None


def test_same_head_needs_the_question_head() -> None:
    shared = frozenset({"matin", "child"})
    assert semantics._same_head_renamed("What's the children's matinee called?", "the kids' matinee ", shared)
    assert not semantics._same_head_renamed("What's the children's matinee called?", "the kids' club ", shared)
    assert not semantics._same_head_renamed("Who runs the children's matinee?", "the kids' matinee ", shared)
    # a head the fact does not share with the question
    assert not semantics._same_head_renamed("What's the kids' club called?", "the kids' club ", shared)


BOOKING = (
    "What do clients use to book a commission?",
    "Mon 26 Oct: Tegid says we've moved bookings off Calendly onto Square Appointments, since it comes free with "
    "the card reader.",
    "Commissions are booked through the Calendly page called Quire Bookings.",
)


def test_swap_with_a_short_stem(monkeypatch: pytest.MonkeyPatch) -> None:
    question, newer, older = BOOKING
    assert told_swap(question, newer, older) is not None
    monkeypatch.setattr(semantics, "SWAP_SHORT_STEMS", False)
    clear_caches(*CACHED)
    assert told_swap(question, newer, older) is None


def test_short_stems_met() -> None:
    met = semantics._stems_met
    assert met(frozenset({"book", "commi"}), frozenset({"booki", "commi"})) == {"book", "commi"}
    assert met(frozenset({"sack"}), frozenset({"sac"})) == {"sack"}  # the fact's short stem begins the question's
    # a stem of five letters is met whole only ("plann" is no "plant")
    assert met(frozenset({"plann", "run"}), frozenset({"plant", "rubbe"})) == frozenset()
    assert met(frozenset({"use"}), frozenset({"us"})) == frozenset()  # under three letters: no stem of its own


def test_no_swap_for_another_subject() -> None:
    # holdout26's December plans: "plann" and "plantation" share four letters, no short stem
    question = "What's planned for December - who runs the fair stand and who stays at the shed?"
    newer = (
        "Sun 18 Oct: Vuthy says the Phnom Sruoch community forest has stopped selling wood to outsiders, so our "
        "firewood comes from the rubber plantation offcuts at Oral from now on."
    )
    older = "Correction: our stand at the Phnom Penh local products fair in December is number 72, not 27."
    assert told_swap(question, newer, older) is None


CHICKS = (
    "What do Ackroyd's day-old chicks cost?",
    "Tue 20 Oct: Busy day: Sleet flew well in the wind; a 500-chick box from Ackroyd is fifty-two pounds now; Haf has "
    "a sore foot, keep an eye on it.",
    "Day-old chicks from Ackroyd cost £22 for a box of 250.",
)


def test_hyphen_count_pack_serves_the_price(monkeypatch: pytest.MonkeyPatch) -> None:
    question, newer, older = CHICKS
    q = _asking_stems(question)
    assert _price_served(question, q, 0.3, 2.5, newer, older)
    monkeypatch.setattr(unit_prices, "HYPHEN_COUNT_PACK", False)
    clear_caches(*CACHED)
    assert not _price_served(question, q, 0.3, 2.5, newer, older)
    assert prices("a 500-chick box from Ackroyd is fifty-two pounds now") == ()


@pytest.mark.parametrize(
    ("text", "value", "noun", "unit"),
    [
        ("a 500-chick box from Ackroyd is fifty-two pounds now", 0.104, "chic", "box"),
        ("a twelve-egg tray is £3", 0.25, "egg", "tray"),
        ("a six-bottle case costs 45 euros", 7.5, "bott", "case"),
    ],
)
def test_hyphen_count_packs(text: str, value: float, noun: str, unit: str) -> None:
    (price,) = prices(text)
    assert price.dimension == "count" and price.value == pytest.approx(value)
    assert (price.noun, price.unit) == (noun, unit)


@pytest.mark.parametrize(
    "text",
    [
        "a 3-day course is £300",  # a unit of time: no count of things
        "a 12-pack is £4",  # no pack noun after the count
        "a two-hour lesson is £40",
        "a one-egg cup is £3",  # a count of one
        "a 500-chick box from Ackroyd came yesterday, fifty-two pounds",  # no verb before the amount
        "a 500-chick box from Ackroyd is due on Friday and the feed is fifty-two pounds",  # the amount is not right after
    ],
)
def test_no_hyphen_count_pack(text: str) -> None:
    assert all(p.unit not in ("box", "pack", "cour", "less", "cup") for p in prices(text))


def test_hyphen_count_pack_same_price_per_thing_is_restated() -> None:
    question = CHICKS[0]
    q = _asking_stems(question)
    # 50 pounds for 500 chicks is 10p a chick, as "£25 a box of 250": no change served
    newer = "Tue 20 Oct: a 500-chick box from Ackroyd is fifty pounds now."
    assert not _price_served(question, q, 0.3, 2.5, newer, "Ackroyd's chicks cost £25 a box of 250.")
