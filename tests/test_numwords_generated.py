"""Number words generated from num2words (numwords_xl.XL_GENERATED, data/numwords_generated.json; issue 18, branch
newest187). Made-up notes only."""
from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import pytest

from engramdb import numwords_xl as nx
from engramdb.numwords_xl import xl_spelt_in_digits


@pytest.fixture
def generated_off():
    was = nx.XL_GENERATED
    nx.XL_GENERATED = False
    nx.xl_spelt_in_digits.cache_clear()
    yield
    nx.XL_GENERATED = was
    nx.xl_spelt_in_digits.cache_clear()


def test_file_matches_what_num2words_writes():
    pytest.importorskip("num2words")
    from benchmarks.gen_numwords import OUT, generate
    assert json.loads(OUT.read_text(encoding="utf-8")) == json.loads(json.dumps(generate(), ensure_ascii=False))


def test_every_generated_table_reads_back_and_no_hand_language_is_replaced():
    languages = json.loads(nx._GENERATED_FILE.read_text(encoding="utf-8"))["languages"]
    assert {"es", "fr", "de", "it", "pt", "nl", "pl", "fi", "tr", "id", "ja"} <= set(languages)
    for lang, entry in languages.items():
        assert entry["right"] >= 0.95, lang
        assert lang not in nx.XL_NUMBER_WORDS, lang
        assert lang in nx._GEN_TABLES


@pytest.mark.parametrize(("text", "want"), [
    ("desde hoy cobra cincuenta y cinco euros la semana", "desde hoy cobra 55 euros la semana"),
    ("verlangt jetzt fünfundneunzig Euro", "verlangt jetzt 95 euros"),
    ("demande quatre-vingt-quinze euros", "demande 95 euros"),
    ("seize mille cinq cents francs", "16500 francs"),
    ("chiede ora centoventi euro", "chiede ora 120 euros"),
    ("kosztuje teraz dwadzieścia pięć złotych", "kosztuje teraz 25 pln"),
    ("maksaa nyt kaksikymmentäviisi euroa", "maksaa nyt 25 euros"),
    ("sekarang lima belas ribu rupiah", "sekarang 15000 rupiah"),
    ("nu koster det to hundre kroner", "nu koster det 200 kroner"),
])
def test_generated_languages_money_read_as_digits(text, want):
    assert xl_spelt_in_digits(text) == want


def test_a_word_that_is_english_too_is_never_read_alone():
    # Norwegian "to" is two, French "sept" seven: alone before a currency word they are English
    assert xl_spelt_in_digits("the rate went up to euros") == "the rate went up to euros"
    assert xl_spelt_in_digits("paid in sept euros") == "paid in sept euros"
    assert xl_spelt_in_digits("sept cents euros") == "700 euros"


def test_a_count_of_something_else_is_left_alone():
    assert xl_spelt_in_digits("veinticinco kilos de arroz") == "veinticinco kilos de arroz"


def test_switch_off_is_the_hand_tables_alone(generated_off):
    assert xl_spelt_in_digits("verlangt jetzt fünfundneunzig Euro") == "verlangt jetzt fünfundneunzig Euro"
    assert xl_spelt_in_digits("douscentos setenta euros") == "270 euros"  # a hand table's (Galician)


def test_a_newer_price_in_german_number_words_comes_first():
    from benchmarks.eval_sets import engramdb_caches
    from engramdb.store import MemoryStore

    now = datetime(2026, 11, 1, tzinfo=timezone.utc)

    def order() -> tuple[int, int]:
        for cached in engramdb_caches():
            cached.cache_clear()
        store = MemoryStore(clock=now.timestamp)
        for text in ("The van leaves for the city at six every Tuesday.", "The shed key hangs by the back door."):
            store.remember("s", text, created_at=now - timedelta(days=300))
        old = store.remember("s", "Herr Vogel sells us firewood at 80 euros a cubic metre.",
                             created_at=now - timedelta(days=400))
        new = store.remember("s", "Mo 12 Okt: Herr Vogel verlangt jetzt fünfundneunzig Euro für den Kubikmeter "
                                  "Brennholz.", created_at=now - timedelta(days=20))
        ids = [hit.memory.id for hit in store.recall("s", "What does Herr Vogel charge for firewood?", k=5)]
        return ids.index(new), ids.index(old)

    was = nx.XL_GENERATED
    try:
        nx.XL_GENERATED = False
        new_off, old_off = order()
        nx.XL_GENERATED = True
        new_on, old_on = order()
    finally:
        nx.XL_GENERATED = was
        for cached in engramdb_caches():
            cached.cache_clear()
    assert new_off > old_off
    assert new_on < old_on
