"""Branch lang184 (issue 18): which side of the language line a note is on, and the rupiah's own currency key.

semantics._language_side reads a note as English (1), another language (-1) or neither (0) by two crude tests:
reads_as_english and language.guess. guess calls an ASCII text English when no word of its stopword lists is in it,
so plain prose in Javanese, Malay, Tagalog, Hausa, Zulu ... (no diacritics, none of those lists' words) had no side
though reads_as_english called it foreign; SIDE_PROSE reads such a text as another language when it is prose
(semantics.elsewhere_prose). Made-up sentences, none of an evaluation set."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engramdb import semantics
from engramdb.language import guess
from engramdb.semantics import _language_side, _xl_clauses, _xl_values, elsewhere_prose, reads_as_english

# plain prose in Latin-script languages written in a-z, none of which language.guess has a list for
ELSEWHERE = (
    "Sapine dipangan ing kandang wetan saben esuk, ora tau nganggo dedak saka pasar.",  # Javanese
    "Bengkel kami tutup setiap hari Ahad dan dibuka semula pada pukul lapan pagi.",  # Malay
    "Dumating ang bagong makina noong Martes, wala pang kuryente ang bodega.",  # Tagalog
    "Muna sayar shinkafa kasuwar Kano kowace ranar Litinin kafin rana.",  # Hausa
    "Sithumela amaqanda emakethe ngoLwesibili, hhayi ngoLwesihlanu.",  # Zulu
    "Ulo ahia anyi ghere oghe kwa ubochi site elekere asaa ruo elekere isii.",  # Igbo
)
# English that the two tests disagree on or that must keep its side: telegraphic notes, logs, JSON, codes, labels
ENGLISH_TELEGRAPHIC = (
    "Diesel tank topped up, 450 litres.",
    "Boiler serviced, flue cleaned, pressure valve replaced.",
    "Standard electrics: one 100 Ah battery, 150 W solar panel.",
    "Screen 3 projector lamp logged 9,000 hours; engineer visit booked.",
    "Remote pilot licence renewed; debate minutes filed.",  # "remote", "debate": consonant-vowel pairs, a silent "e"
    "New menu printed, tofu special added, prices updated.",  # "menu", "tofu": a weak sign alone
    "Marina camera repaired, menu board updated.",
    "Warranty renewed 3 yr, eta 14:00, est cost 400.",  # abbreviations other languages write as words
    "dhcp lease expired, ntp drift logged, mv failed.",  # codes: a consonant pair and no vowel
)
NO_SIDE = (
    "[hygrometer] 2026-11-02 07:00 rh=71% temp=15.2C fan ON",
    '{"order":"QX-1182","status":"shipped","items":["tile cutter","grout float"]}',
    "requirements.txt: numpy==2.1.0, scipy==1.14.1",
    "CODEOWNERS: services/billing -> @finance-team",
)


@pytest.fixture
def prose(request: pytest.FixtureRequest) -> Iterator[None]:
    old = semantics.SIDE_PROSE
    semantics.SIDE_PROSE = request.param
    yield
    semantics.SIDE_PROSE = old


@pytest.mark.parametrize("text", ELSEWHERE)
def test_prose_elsewhere_has_the_other_side(text: str) -> None:
    # the gap: reads_as_english says another language, guess says English (no stopword of its lists)
    assert not reads_as_english(text) and guess(text) == "en"
    assert elsewhere_prose(text)
    assert _language_side(text) == -1


@pytest.mark.parametrize("prose", [False], indirect=True)
@pytest.mark.usefixtures("prose")
def test_off_prose_elsewhere_has_no_side() -> None:
    assert all(_language_side(text) == 0 for text in ELSEWHERE)


@pytest.mark.parametrize("text", ENGLISH_TELEGRAPHIC + NO_SIDE)
def test_english_notes_logs_and_codes_are_not_prose_elsewhere(text: str) -> None:
    assert not elsewhere_prose(text)
    semantics.SIDE_PROSE = False
    try:
        before = _language_side(text)
    finally:
        semantics.SIDE_PROSE = True
    assert _language_side(text) == before  # the switch moves none of them


def test_the_other_way_round() -> None:
    # reads_as_english takes Danish "to" (two) for English, guess says Norwegian / Danish: no side before, now -1
    text = "Vi salter fisken i to timer, og vi bruger kun havsalt fra Fano."
    assert reads_as_english(text) and guess(text) == "no"
    assert semantics._side(text, False) == 0 and _language_side(text) == -1


def test_english_prose_keeps_its_side() -> None:
    assert _language_side("The ferry leaves the harbour at seven and comes back before noon.") == 1
    # a plain English sentence naming a foreign place is not prose elsewhere
    assert not elsewhere_prose("Bought the spare belts in Yogyakarta from the usual supplier.")


def test_words_other_languages_share_with_english() -> None:
    # "in" and "on" are German, Dutch, Italian and Estonian function words too: no English evidence on their own
    assert elsewhere_prose("Pood on suletud pühapäeviti ja avatakse kell kaheksa.")
    # an English-only function word ("the", "with", "from") is
    assert not elsewhere_prose("Kept the ngaben offerings with the kepala desa from Monday.")


def test_too_few_words_or_mostly_codes() -> None:
    assert not elsewhere_prose("Harga baru: Rp 12.000.")  # under four lower-case words
    assert not elsewhere_prose("Kirim ke: JNE-REG 88213 SUB-KDR 12kg 3 koli 2026-11-02 OK")  # codes outnumber words


@pytest.fixture
def rupiah_key(request: pytest.FixtureRequest) -> Iterator[None]:
    old = semantics.XL_RUPIAH_KEY
    semantics.XL_RUPIAH_KEY = request.param
    _xl_values.cache_clear()
    _xl_clauses.cache_clear()
    yield
    semantics.XL_RUPIAH_KEY = old
    _xl_values.cache_clear()
    _xl_clauses.cache_clear()


@pytest.mark.parametrize("rupiah_key", [True], indirect=True)
@pytest.mark.usefixtures("rupiah_key")
def test_rupiah_and_rupee_are_two_units() -> None:
    assert _xl_values("A sack of soybeans now costs 480000 rupiah.") == {"idr": frozenset({"480000"})}
    assert _xl_values("A sack of lentils costs 2400 rupees.") == {"rup": frozenset({"2400"})}
    # the rupiah by its code is the same unit; Spanish "rupias" are rupees
    assert set(_xl_values("Sewa lapak IDR 150000.")) == {"idr"}
    assert set(_xl_values("El saco cuesta 2400 rupias.")) == {"rup"}
    # and by its sign before the number
    assert _xl_values("Tofu blocks went up to Rp8,500 each.") == {"idr": frozenset({"8500"})}


@pytest.mark.parametrize("rupiah_key", [False], indirect=True)
@pytest.mark.usefixtures("rupiah_key")
def test_off_rupiah_reads_as_rupees() -> None:
    assert set(_xl_values("A sack of soybeans now costs 480000 rupiah.")) == {"rup"}
    assert _xl_values("Tofu blocks went up to Rp8,500 each.") == {}


@pytest.mark.parametrize("rupiah_key", [True], indirect=True)
@pytest.mark.usefixtures("rupiah_key")
def test_a_rupiah_price_is_no_change_of_a_rupee_price() -> None:
    older = "The tailor charges 450 rupees for hemming a sari."
    assert not semantics.xl_asked_change("How much does the tailor charge for hemming?",
                                         "Tukang jahit saiki njaluk 45000 rupiah kanggo ngethok sarung.", older)
