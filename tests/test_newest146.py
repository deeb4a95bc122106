"""A pack's price told now in Romansh or Asturian (issue 18, branch newest146): numwords_xl's Romansh and Asturian
number words next to their money, semantics.XL_PACK_RESIZED (the same price per unit in a pack of another size, told
now, is a change) and XL_PACK_CENTS (cents against the one currency of cents the other side states)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engramdb import semantics
from engramdb.numwords_xl import xl_spelt_in_digits
from engramdb.semantics import _xl_pack_change
from engramdb.xl_packs import pack_size

ROMANSH = "Sa 3 Nov: Lavur a casa; Gion Cadruvi ussa venda il fein en in sac da diesch kilos per quaranta francs."
ROMANSH_OLD = "Gion Cadruvi sells us hay at 4 francs a kilo."
ASTURIAN = "Xue 5 Nov: Día de mercáu; Xuan agora vende les castañes a sesenta euros la saca de cien kilos."
ASTURIAN_OLD = "Xuan sells us chestnuts at 55 cents a kilo."


def test_romansh_and_asturian_money_in_digits() -> None:
    assert "40 francs" in xl_spelt_in_digits("custa quaranta francs")
    assert "32 euros" in xl_spelt_in_digits("trenta y dos euros")
    assert "60 euros" in xl_spelt_in_digits("a sesenta euros la saca")


def test_romansh_words_away_from_money_stay_words() -> None:
    # "in", "set", "sis" are words of other languages: read next to francs only
    assert xl_spelt_in_digits("in set of six, set the table") == "in set of six, set the table"


def test_pack_sizes_in_romansh_and_asturian() -> None:
    assert pack_size("in sac da tschintg kilos") == ("mass", 5.0)
    assert pack_size("la saca de cien kilos") == ("mass", 100.0)


def test_a_pack_at_the_same_price_per_unit_told_now_is_a_change() -> None:
    # 40 francs for 10 kilos is the old 4 francs a kilo: the pack is what changed
    assert _xl_pack_change(ROMANSH, ROMANSH_OLD, True)


def test_a_pack_at_the_same_price_per_unit_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantics, "XL_PACK_RESIZED", False)
    assert not _xl_pack_change(ROMANSH, ROMANSH_OLD, True)


def test_cents_compare_with_euros() -> None:
    assert _xl_pack_change(ASTURIAN, ASTURIAN_OLD, True)  # 0.60 euro a kilo against 55 cents


def test_cents_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantics, "XL_PACK_CENTS", False)
    assert not _xl_pack_change(ASTURIAN, ASTURIAN_OLD, True)


def test_cents_against_two_currencies_compare_with_neither() -> None:
    two = "Xue 5 Nov: agora sesenta euros o 70 dollars la saca de cien kilos."
    assert not _xl_pack_change(two, ASTURIAN_OLD, True)


@given(kilos=st.integers(min_value=2, max_value=50), per_kilo=st.integers(min_value=1, max_value=20))
def test_a_resized_pack_needs_a_word_of_now(kilos: int, per_kilo: int) -> None:
    """Without a word of now, a dated note's pack at the fact's price per unit is no change (a purchase told then)."""
    note = f"Sa 3 Nov: Gion Cadruvi vendet in sac da {kilos} kilos per {kilos * per_kilo} francs."
    assert not _xl_pack_change(note, f"Gion Cadruvi sells us hay at {per_kilo} francs a kilo.", True)


def _store_first(question: str, notes: list[tuple[str, int, str]]) -> int:
    """The rank (1-based) of the episode of `notes` in a hashing store's recall of `question`, 0 when not among 5."""
    from datetime import datetime, timedelta, timezone

    from engramdb import MemoryStore

    now = datetime(2026, 11, 1, tzinfo=timezone.utc)
    store = MemoryStore(clock=now.timestamp)
    ids = [store.remember("s", text, created_at=now - timedelta(days=ago), kind=kind) for text, ago, kind in notes]
    got = [h.id for h in store.recall("s", question, k=5)]
    note = ids[[kind for _t, _a, kind in notes].index("episode")]
    return got.index(note) + 1 if note in got else 0


HAY = [
    ("Gion Cadruvi sells us hay at 3 francs a kilo.", 540, "fact"),
    ("Hay has gone up: Gion Cadruvi charges 4 francs a kilo now.", 90, "fact"),
    ("Sa 3 Nov: Di plain lavur; Gion Cadruvi è vegnì cun il fein, ussa custa in sac da diesch kilos quaranta francs, "
     "el na venda betg pli a kilo; Mengia ha cusì duas pantoflas.", 5, "episode"),
    ("Mengia sews the slippers in the back room.", 300, "fact"),
]


def test_a_romansh_pack_first_in_a_hashing_store(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _store_first("What does Gion Cadruvi charge for hay?", HAY) == 1


def test_a_romansh_pack_in_a_hashing_store_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantics, "XL_PACK_HASHING", False)
    # newest191's subject carried over the comma ("Gion Cadruvi è vegnì cun il fein, ussa custa ...") reads the same
    # note as a change by another way: off too, to read XL_PACK_HASHING alone
    monkeypatch.setattr(semantics, "XL_SUBJECT_CARRIED", False)
    semantics._xl_clauses.cache_clear()  # its clauses as read with the subject carried, by the test before
    try:
        assert _store_first("What does Gion Cadruvi charge for hay?", HAY) != 1
    finally:
        semantics._xl_clauses.cache_clear()  # none read with it off left for the tests after
