"""A count's other forms in the generated tables and hand tables of languages num2words does not write
(numwords_xl.XL_OTHER_FORMS; issue 18, branch newest191). Made-up numbers and notes only."""
from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import pytest

from engramdb import numwords_xl as nx
from engramdb.numwords_xl import xl_spelt_in_digits


@pytest.fixture
def forms_off():
    was = nx.XL_OTHER_FORMS
    nx.XL_OTHER_FORMS = False
    nx.xl_spelt_in_digits.cache_clear()
    yield
    nx.XL_OTHER_FORMS = was
    nx.xl_spelt_in_digits.cache_clear()


def test_languages_kept_by_the_other_forms_rule_read_back():
    languages = json.loads(nx._GENERATED_FILE.read_text(encoding="utf-8"))["languages"]
    for lang in ("he", "ar", "ro", "is"):
        assert languages[lang].get("forms") is True, lang
        assert languages[lang]["right"] >= 0.95, lang
    # newest187's languages are as they were: none is marked
    assert not any(languages[lang].get("forms") for lang in ("es", "fr", "de", "pl", "ja"))


@pytest.mark.parametrize(("words", "lang", "want"), [
    ("שלושת אלפים", "he", 3000),          # a construct form before the thousands
    ("אלפיים ושש מאות", "he", 2600),      # the dual
    ("o sută", "ro", 100),                 # "o" for one
    ("două mii trei sute", "ro", 2300),    # the feminine count
    ("eitt hundrað og sex", "is", 106),    # the neuter count
    ("خمسة آلاف", "ar", 5000),
])
def test_a_count_in_another_form_reads(words, lang, want):
    assert [value for _, _, value in nx._runs(words.split(), lang)] == [want]


@pytest.mark.parametrize(("text", "want"), [
    ("עכשיו שלושת אלפים שקלים", "עכשיו 3000 ils"),
    ("acum cere două mii cinci sute de lei", "acum cere 2500 leu"),
    ("nú tvö hundruð krónur", "nú 200 krónur"),
    # Konkani (Devanagari): 3,500 rupees, the hundreds glued to their count
    ("आतां तीन हजार पांचशें रुपया", "आतां 3500 rupees"),
    # Maithili: 4,500 rupees ("टाका")
    ("आब चारि हजार पाँच सय टाका", "आब 4500 rupees"),
    # Ilocano: 3,600 and 27 pesos, the linker "a" before the noun
    ("ita tallo ribu ket innem gasut a piso", "ita 3600 pesos"),
    ("duapulo ket pito a piso", "27 pesos"),
    # Lingala: the powers counted after them, "ya" before the noun
    ("sikoyo nkoto misato na nkama mibale ya falanga", "sikoyo 3200 francs"),
    ("nkoto ntuku mibale na mitano ya falanga", "25000 francs"),
    # Quechua: a ten counting the unit before it, "-niyuq" on the unit after a ten
    ("kunan kimsa pachak tawa chunka soles", "kunan 340 soles"),
    ("chunka iskayniyuq solesta", "12 soles"),
    # Oromo: the noun first, the number after it in its case forms
    ("amma birrii kuma lama fi dhibba shan", "amma 2500 birr"),
    ("birrii kuma digdamii shan", "25000 birr"),
])
def test_hand_tables_read_money(text, want):
    assert xl_spelt_in_digits(text) == want


@pytest.mark.parametrize("text", [
    "maysa a piso",              # Ilocano "maysa" (a / one) alone
    "nagnaak idiay Lima",        # the city
    "moko ya falanga",           # Lingala "moko" (one / some) alone
    "huk soles",                 # Quechua "huk" (one / another) alone
    "birrii tokko",              # Oromo "tokko" (one / a) alone
    "kiisha kudhan",             # a count of sacks, no money
    "kimsa chunka kilo",         # a count of kilos
    "बीस किलो चाउर",               # Maithili, a count of kilos
    "o carte",                   # Romanian "o" (a) alone, no money
])
def test_benign_twins_are_left(text):
    assert xl_spelt_in_digits(text) == text


def test_switch_off_reads_none_of_them(forms_off):
    for text in ("kunan kimsa pachak tawa chunka soles", "עכשיו שלושת אלפים שקלים",
                 "ita tallo ribu ket innem gasut a piso", "amma birrii kuma lama fi dhibba shan"):
        assert xl_spelt_in_digits(text) == text
    assert not nx.says_now("sikoyo")
    assert xl_spelt_in_digits("verlangt jetzt fünfundneunzig Euro") == "verlangt jetzt 95 euros"  # newest187's


def test_now_words():
    assert nx.says_now("kunanqa") and nx.says_now("amma") and nx.says_now("sikoyo")


def test_a_newer_price_in_quechua_number_words_comes_first():
    from benchmarks.eval_sets import engramdb_caches
    from engramdb.store import MemoryStore

    now = datetime(2026, 11, 1, tzinfo=timezone.utc)

    def order() -> tuple[int, int]:
        for cached in engramdb_caches():
            cached.cache_clear()
        store = MemoryStore(clock=now.timestamp)
        for text in ("The loom room key hangs by the back door.", "The minibus leaves for Cusco at six."):
            store.remember("s", text, created_at=now - timedelta(days=300))
        old = store.remember("s", "Doña Felicia sells us wool at 40 soles a kilo.", created_at=now - timedelta(days=400))
        new = store.remember("s", "Lun 9 Nov: Doña Felicia kunanqa pichqa kilo wool qhatun kimsa pachak soqta chunka "
                                  "solespi.", created_at=now - timedelta(days=20))
        ids = [hit.memory.id for hit in store.recall("s", "What does Doña Felicia charge for wool?", k=5)]
        return ids.index(new), ids.index(old)

    was = nx.XL_OTHER_FORMS
    try:
        nx.XL_OTHER_FORMS = False
        new_off, old_off = order()
        nx.XL_OTHER_FORMS = True
        new_on, old_on = order()
    finally:
        nx.XL_OTHER_FORMS = was
        for cached in engramdb_caches():
            cached.cache_clear()
    assert new_off > old_off
    assert new_on < old_on
