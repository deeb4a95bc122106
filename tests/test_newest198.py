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
    "e tin tres sako di hariña",     # a count of sacks
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
