"""Branch recall177 (issue 18): a pack price in Javanese and Igbo number words meets a price per kilo.

The examples are made up in the way such notes are written (a supplier's sack or bag priced in number words where
the fact priced a kilo in digits)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

JAVANESE_PACK = ("Tue 3 Nov: Bu Warsini teka; saiki njaluk telung atus seket ewu rupiah kanggo sakarung telung "
                 "puluh kilo, ora adol kiloan.")
RUPIAH_KILO = "Rice is Rp10,500 a kilo now from Bu Warsini."
IGBO_PACK = "Tue 3 Nov: Nne Okafor bịara; ugbu a ọ na-arịọ puku iri atọ naira maka akpa kilo iri, ọ gaghị ere na kilo."
NAIRA_KILO = "Garri costs ₦2,700 a kilo now from Nne Okafor."


def test_javanese_amount() -> None:
    from engramdb.numwords_xl import xl_spelt_in_digits

    assert "350000 rupiah" in xl_spelt_in_digits(JAVANESE_PACK)
    assert "520000 rupiah" in xl_spelt_in_digits("limang atus rong puluh ewu rupiah")  # "puluh" counts "rong" alone
    assert "1500 rupiah" in xl_spelt_in_digits("sewu limang atus rupiah")


def test_igbo_amount() -> None:
    from engramdb.numwords_xl import xl_spelt_in_digits

    assert "30000 naira" in xl_spelt_in_digits(IGBO_PACK)  # a thousand counted ten three times
    assert "2500 naira" in xl_spelt_in_digits("puku abụọ na narị ise naira")
    assert "25 naira" in xl_spelt_in_digits("iri abụọ na ise naira")


def test_rupiah_sign() -> None:
    from engramdb.unit_prices import _amounts

    assert [a[:2] for a in _amounts(RUPIAH_KILO)] == [("rupiah", 10500.0)]
    assert [a[:2] for a in _amounts("11,000 rupiah a kilo")] == [("rupiah", 11000.0)]
    assert _amounts("RP12 of the game, rp12 too") == ()  # only "Rp" as written is the sign


def test_igbo_size_after_unit() -> None:
    from engramdb.xl_packs import pack_size

    assert pack_size("maka akpa kilo iri abụọ") == ("mass", 20.0)
    assert pack_size("ọ gaghị ere na kilo") is None


def test_pack_changes() -> None:
    from engramdb.semantics import xl_pack_change

    assert xl_pack_change(JAVANESE_PACK, RUPIAH_KILO, True)  # 11,666 rupiah a kilo after 10,500
    assert xl_pack_change(IGBO_PACK, NAIRA_KILO, True)  # 3,000 naira a kilo after 2,700
    assert not xl_pack_change("Tue 3 Nov: Nne Okafor bịara; ugbu a ọ na-ere akpa kilo iri.", NAIRA_KILO, True)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["lima", "papat", "rong puluh", "sewu", "iri abụọ", "puku iri ise", "ise"]),
       st.sampled_from(["kilo", "wong", "dina", "akpa"]))
def test_words_without_their_money(number: str, noun: str) -> None:
    """Javanese and Igbo number words with no rupiah or naira next to them count something else: left alone."""
    from engramdb.numwords_xl import xl_spelt_in_digits

    text = f"wingi {number} {noun} teka, 40 euros"
    assert xl_spelt_in_digits(text) == text
