"""xl_named_change (issue 18, branch newest121): a newer note in another script that tells a fact's price anew in the
clause naming the fact's subject, the name spelt in the note's script (xl_names.skeleton), is paired with the fact;
wide_pool and wide_standing read such notes among their extra hits (store.WIDE_NAMED)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta, timezone

import pytest

from engramdb import semantics, xl_join
from engramdb import store as store_mod
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import DEPTH, shipped_quality_sets
from engramdb.schema import Hit
from engramdb.semantics import asked_change_first, xl_named_change
from engramdb.store import MemoryStore
from engramdb.xl_names import latin, skeleton, skeleton_match

NOW = datetime(2026, 10, 31, tzinfo=timezone.utc)
SILK = "Savithramma dyes our silk for 380 rupees a kilo."
SILK_NOTE = (
    "Wed 28 Oct: ಇಂದಿನ ಟಿಪ್ಪಣಿ: ಮೂರನೇ ಮಗ್ಗಕ್ಕೆ ಹೊಸ ಜರಿ ಬಂತು; ಸಾವಿತ್ರಮ್ಮ ಈಗ ಅರ್ಧ ಕಿಲೋ ಬಣ್ಣಕ್ಕೆ ಇನ್ನೂರ ಐವತ್ತು ರೂಪಾಯಿ ಕೇಳುತ್ತಾರೆ; ನಾಗವೇಣಿ ಶುಕ್ರವಾರ ರಜೆ."
)
SILK_ASKED = "How much does Savithramma charge to dye the silk?"


@pytest.fixture
def named() -> Iterator[None]:
    saved = store_mod.WIDE_NAMED, semantics.XL_NAMED_CHANGE
    yield
    store_mod.WIDE_NAMED, semantics.XL_NAMED_CHANGE = saved


def _switch(on: bool) -> None:
    store_mod.WIDE_NAMED = semantics.XL_NAMED_CHANGE = on


@pytest.mark.parametrize(
    ("name", "word"),
    [
        ("Savithramma", "ಸಾವಿತ್ರಮ್ಮ"),  # Kannada: a consonant's "a" until a vowel sign or virama
        ("Narasimha", "నరసింహ"),  # Telugu: an anusvara for the "m"
        ("Uliana", "Ульяна"),  # Belarusian Cyrillic (table), a soft sign
        ("Minoa", "Μίνωα"),  # Greek (table), an accent
        ("ajvar", "ајвар"),  # Macedonian "ј"
        ("Wichai", "วิชัย"),  # Thai by its character names
        ("Lyon", "Լիոնի"),  # Armenian (table), declined: a prefix
        ("Kochi", "കൊച്ചിയിലെ"),  # Malayalam, a case ending
    ],
)
def test_skeleton_matches_a_name_across_scripts(name: str, word: str) -> None:
    assert skeleton_match(name, word, True)


def test_skeleton_negatives() -> None:
    assert skeleton("Savithramma") == skeleton("ಸಾವಿತ್ರಮ್ಮ") == "savatrama"
    assert not skeleton_match("Savithramma", "ನಾಗವೇಣಿ", True)  # another person
    assert not skeleton_match("Kochi", "കൊച്ചിയിലെ", False)  # no prefix for a word that is no name
    assert not skeleton_match("Lyon", "Լիոնի", False)
    assert not skeleton_match("Ana", "Анна", True)  # fewer than NAME_CONSONANTS consonants
    assert latin("ساوترما") == "" and not skeleton_match("Savithramma", "ساوترما", True)  # a script it does not read
    assert not skeleton_match("Lyon", "Լիմոն", True)  # a longer word that only begins the same


def test_xl_named_change(named: None) -> None:
    assert xl_named_change(SILK_ASKED, SILK_NOTE, SILK, True)
    _switch(False)
    assert not xl_named_change(SILK_ASKED, SILK_NOTE, SILK, True)  # main
    _switch(True)
    # negatives: a note in another script naming another person, with the same currency, in another clause
    nagaveni = "Nagaveni is paid 450 rupees a day for winding bobbins."
    assert not xl_named_change("How much is Nagaveni paid a day?", SILK_NOTE, nagaveni, True)
    swapped = "ನಾಗವೇಣಿ ಈಗ ಇನ್ನೂರ ಐವತ್ತು ರೂಪಾಯಿ ಕೇಳುತ್ತಾರೆ; ಸಾವಿತ್ರಮ್ಮ ಶುಕ್ರವಾರ ರಜೆ."  # the amount is Nagaveni's
    assert not xl_named_change(SILK_ASKED, swapped, SILK, True)
    assert xl_named_change("How much does Nagaveni charge?", swapped, "Nagaveni charges 300 rupees a day.", True)
    assert not xl_named_change(SILK_ASKED, SILK_NOTE, "Savithramma dyes our silk for 38 euros a kilo.", True)
    assert not xl_named_change(SILK_ASKED, SILK_NOTE, "Savithramma dyes our silk for 3,800 rupees a kilo.", True)
    no_now = "ಸಾವಿತ್ರಮ್ಮ ಅರ್ಧ ಕಿಲೋ ಬಣ್ಣಕ್ಕೆ ಇನ್ನೂರ ಐವತ್ತು ರೂಪಾಯಿ ಕೇಳಿದರು."  # no word of now in a dated note
    assert not xl_named_change(SILK_ASKED, no_now, SILK, True)
    assert not xl_named_change("Who dyes our silk?", SILK_NOTE, SILK, True)  # no price asked
    assert not xl_named_change("How much does the dyer charge for the silk?", SILK_NOTE, SILK, True)  # not named


def _hit(store: MemoryStore, text: str, kind: str, days: int, relevance: float) -> Hit:
    memory_id = store.remember("s", text, kind=kind, created_at=NOW - timedelta(days=days))
    return Hit(store.get("s", memory_id), relevance, relevance, relevance, relevance, 1.0, relevance)


def test_asked_change_first_puts_the_named_note_first(named: None) -> None:
    store = MemoryStore(clock=NOW.timestamp)
    fact = _hit(store, SILK, "fact", 400, 1.0)
    note = _hit(store, SILK_NOTE, "episode", 3, 0.0)  # another script: no word shared under hashing
    other = _hit(store, "Nagaveni is paid 450 rupees a day for winding bobbins.", "fact", 500, 0.9)
    got = asked_change_first(SILK_ASKED, [fact, other, note])
    assert [h.id for h in got][:2] == [note.id, fact.id]
    assert fact.id in got[0].memory.conflicts_with
    _switch(False)
    assert next(h.id for h in asked_change_first(SILK_ASKED, [fact, other, note])) == fact.id  # main
    _switch(True)
    # the other person's fact is not paired with the note
    asked = "How much is Nagaveni paid a day?"
    assert next(h.id for h in asked_change_first(asked, [other, fact, note])) == other.id


def _served(name: str, question: str, on: bool) -> bool:
    """Whether the newest (expected) memory is the first hit for `question` of tunable set `name`, hashing store."""
    _switch(on)
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    case = next(
        c for c in read_case_set(str(shipped_quality_sets()[name]), store=store).cases if c.question == question
    )
    got = [h.id for h in store.recall(case.scope, case.question, k=DEPTH)]
    return bool(got) and got[0] == case.expected[0]


@pytest.mark.parametrize(
    ("name", "question"),
    [
        ("holdout30", SILK_ASKED),  # wide_standing: a fact that never changed, its first change under it
        ("holdout30", "What do copper boat nails cost at the Kochi shop?"),
        ("holdout29", "What does Uliana charge per metre for bleaching?"),  # BYN: the standing gate's unit
        ("holdout29", "What does Narasimha charge for a cartload of poniki wood?"),
        ("holdout27", "How much is a jar of ajvar in the shop?"),  # wide_pool, an extra hit past WIDE_EXTRA
        ("holdout25", "How much does the Lyon buyer pay per kilo of dried organic apricots?"),
    ],
)
def test_named_note_served_first(named: None, name: str, question: str) -> None:
    assert _served(name, question, True)
    was = xl_join.XL_VALUE_JOIN  # branch xlhash210's value join serves the Kannada note too: main before both is off
    xl_join.XL_VALUE_JOIN = False
    try:
        assert not _served(name, question, False)  # main
    finally:
        xl_join.XL_VALUE_JOIN = was
