"""Papiamento and Tetum number words (numwords_xl.XL_MORE_HAND), Han numerals before a currency word
(numwords_xl.XL_HAN_MONEY) and a handover named by its event needing a new way in its result
(semantics.STORY_NAMED_NEW_WAY); issue 18, branch newest198. Made-up amounts and notes only."""
from __future__ import annotations

import pytest

from engramdb import numwords_xl as nx
from engramdb import semantics
from engramdb.numwords_xl import xl_spelt_in_digits


@pytest.fixture
def restore():
    was = (nx.XL_MORE_HAND, nx.XL_HAN_MONEY, semantics.STORY_NAMED_NEW_WAY)
    yield
    nx.XL_MORE_HAND, nx.XL_HAN_MONEY, semantics.STORY_NAMED_NEW_WAY = was
    nx.xl_spelt_in_digits.cache_clear()
    semantics.story_swap.cache_clear()


@pytest.mark.parametrize(("text", "want"), [
    ("e boter ta kosta dosshen sinkuenta florin awor", "e boter ta kosta 250 guilders awor"),   # Papiamento
    ("nan ta pidi shen setenta florin pa e baki", "nan ta pidi 170 guilders pa e baki"),
    ("bintiun florin", "21 guilders"),                      # a ten and its unit glued
    ("mil ochoshen florin", "1800 guilders"),
    ("agora ema husu dolar tolu-nulu resin haat", "agora ema husu 34 usd"),   # Tetum, the noun first
    ("dolar rihun rua atus lima", "2500 usd"),             # powers counted after them
    ("dolar rihun sanulu resin rua", "12000 usd"),          # a thousand counted by the words below a hundred
    ("dolar atus tolu rua-nulu", "320 usd"),
])
def test_papiamento_and_tetum_money_reads(text, want):
    assert xl_spelt_in_digits(text) == want


@pytest.mark.parametrize(("text", "want"), [
    ("佢話一打雞蛋四十五蚊", "佢話一打雞蛋 45 dollars "),
    ("千二蚊一箱", " 1200 dollars 一箱"),           # a thousand and two hundred, the hundred left unsaid
    ("兩萬三千元", " 23000 yuan "),
    ("廿五蚊", " 25 dollars "),
    ("三個半蚊", " 3.5 dollars "),
    ("五蚊半", " 5.5 dollars "),
    ("一百零五蚊", " 105 dollars "),
])
def test_han_numerals_before_a_currency_word_read(text, want):
    assert xl_spelt_in_digits(text) == want


@pytest.mark.parametrize("text", [
    "dolar lima",                    # Tetum "lima" (a hand) alone
    "ema ida husu dolar",            # "ida" (one / a) not next to a number of money
    "pakote ida ho meada sanulu",    # a count of skeins, no money
    "nos ta bai Lima ku dolar",      # the city
    "e tin kuater baki di pan",       # a count of trays
    "今日食咗三文治同三文魚",          # a sandwich, salmon
    "政策一元化",                     # "one-ised"
    "佢買咗一塊蛋糕",                 # a classifier, not money
    "元旦去元朗",                     # New Year's Day, a place
])
def test_benign_twins_are_left(text):
    assert xl_spelt_in_digits(text) == text


def test_switches_off_read_none_of_them(restore):
    nx.XL_MORE_HAND = False
    nx.XL_HAN_MONEY = False
    nx.xl_spelt_in_digits.cache_clear()
    for text in ("dosshen sinkuenta florin", "dolar rihun rua atus lima", "四十五蚊"):
        assert xl_spelt_in_digits(text) == text
    assert not nx.says_now("awor")


def test_now_words():
    assert nx.says_now("awor e ta kosta") and nx.says_now("agora sira husu")


FACT = "Our cider crates go to the farm shops in Rhodri's pick-up."
QUESTION = "How do the cider crates get to the farm shops?"


def test_a_named_event_whose_result_keeps_the_way_is_no_handover(restore):
    kept = "Tue 13 Oct: Nesta says Rhodri has bought a new van, so the cider crates go to the farm shops in it."
    kept_van = "Tue 13 Oct: Nesta says Rhodri has bought a new van, so the cider crates go to the farm shops in the van."
    moved = ("Tue 13 Oct: Nesta says Rhodri has lost his licence, so the cider crates go to the farm shops with the "
             "carrier from the next valley.")
    semantics.story_swap.cache_clear()
    assert semantics.story_swap(QUESTION, kept, FACT) is None
    assert semantics.story_swap(QUESTION, kept_van, FACT) is None
    assert semantics.story_swap(QUESTION, moved, FACT) is not None
    semantics.STORY_NAMED_NEW_WAY = False
    semantics.story_swap.cache_clear()
    assert semantics.story_swap(QUESTION, kept, FACT) is not None   # the reading before the branch


@pytest.fixture
def pack_switches():
    was = (semantics.XL_COUNT_PACK, semantics.XL_SIGNS_MORE)
    yield
    semantics.XL_COUNT_PACK, semantics.XL_SIGNS_MORE = was
    semantics._xl_values.cache_clear()


def test_guilder_signs_and_a_country_named_currency_are_one_unit(pack_switches):
    semantics._xl_values.cache_clear()
    assert semantics._xl_currencies(semantics._xl_values("the bakery asks NAf 12 a tray")) == {"gui": frozenset({"12"})}
    assert semantics._xl_currencies(semantics._xl_values("the ferry is 30 New Zealand dollars a car")) == \
        {"usd": frozenset({"30"})}
    semantics.XL_SIGNS_MORE = False
    semantics._xl_values.cache_clear()
    assert "gui" not in semantics._xl_currencies(semantics._xl_values("the bakery asks NAf 12 a tray"))


@pytest.mark.parametrize(("newer", "older"), [
    ("Dia 3: e bakeria ta pidi nobenta florin pa dos baki, e no ta bende baki sol mas.",
     "The bakery charges us 40 guilders a tray of rolls."),                     # 45 a tray, no single trays
    ("星期三: 魚檔而家話五箱魚一千二百蚊。", "The fish stall charges us $230 a crate."),     # 240 a crate, now
    ("Segunda: loja husu dolar tolu-nulu ba pakote ho kaixa sanulu, la fa'an kaixa ida-ida tan.",
     "The shop sells us candles at $4 a box."),                                  # 3 a box, no single boxes
])
def test_a_pack_of_a_count_is_read_per_one(pack_switches, newer, older):
    assert semantics.xl_pack_change(newer, older, True)
    semantics.XL_COUNT_PACK = False
    assert not semantics.xl_pack_change(newer, older, True)


@pytest.mark.parametrize(("newer", "older"), [
    # no word of now or no longer in a dated note: a sale of the day
    ("Dia 3: e bakeria a bende nobenta florin pa dos baki.", "The bakery charges us 40 guilders a tray of rolls."),
    # the fact prices no one of a thing
    ("星期三: 魚檔而家話五箱魚一千二百蚊。", "The fish stall's delivery came to $230."),
    # two counts: which one the pack is is not known
    ("星期三: 魚檔而家話五箱魚三隻蟹一千二百蚊。", "The fish stall charges us $230 a crate."),
    # the amount as written is near the fact's: no pack reading needed (and none made)
    ("Dia 3: e bakeria ta pidi sinkuenta florin pa dos baki, e no ta bende baki sol mas.",
     "The bakery charges us 40 guilders a tray of rolls."),
])
def test_count_pack_benign_twins(pack_switches, newer, older):
    assert not semantics._xl_count_pack(*_parts(newer), older, True)


def _parts(newer: str):
    body = newer.split(":", 1)[1]
    return semantics._XL_CLAUSE_BREAK.split(body), semantics._xl_clauses(newer)


def test_only_a_valued_hit_of_the_newers_language_is_a_better_answer():
    was = semantics.XL_ANCHOR_VALUED
    fact = "The bakery charges us 40 guilders a tray of rolls."
    try:
        assert not semantics._xl_rival("Nos ta traha pan ku hariña i mantekilla.", fact)   # a recipe: no money
        assert semantics._xl_rival("E bakeria ta pidi sinkuenta florin pa un baki.", fact)  # a price in guilders
        semantics.XL_ANCHOR_VALUED = False
        assert semantics._xl_rival("Nos ta traha pan ku hariña i mantekilla.", fact)
    finally:
        semantics.XL_ANCHOR_VALUED = was
