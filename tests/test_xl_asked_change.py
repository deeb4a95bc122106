"""A newer value told in another language than the fact it changes, read by asked_change_first without English words
(semantics.xl_asked_change): issue 18, branch xlnewest73."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engramdb import MemoryStore, semantics
from engramdb.semantics import _asking_stems, _language_side, _xl_values, asked_change, xl_asked_change

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
TUITION = "Andrea's tuition at Sacred Heart: PHP 38,000 a semester."
TUITION_NEW = "Matrikula ni Andrea sa Sacred Heart: PHP 42,500 bawat semestre."
TUITION_Q = "How much is Andrea's tuition a semester?"
BIOCONTROL = "Biologische bestrijding: Macrolophus en Encarsia van Koppert, wekelijks uitzetten."
BIOCONTROL_NEW = ("Switched the biocontrol supplier to Biobest from October (same Macrolophus and Encarsia programme), "
                  "delivered on Tuesdays.")
BIOCONTROL_Q = "Who supplies our biological pest control?"
RENT = "Kit rental: BCD, regulator, wetsuit and fins for 15 EUR a day; computers 5 EUR."
RENT_NEW = "Overleg 20 okt: de huur van een kit is voortaan 18 EUR per dag; een computer blijft 5 EUR."
RENT_Q = "What does full kit rental cost per day?"


def _main_asked(question: str, newer: str, older: str) -> bool:
    return asked_change(question, _asking_stems(question), newer, older)


def test_a_value_in_one_unit_told_in_another_language() -> None:
    # a fact in Tagalog, a dated Dutch note with "voortaan" (from now on), a name swapped with "from" and two names
    # shared: main's English-stem test marks none of them (but the first since branch numwords81: "PHP" is money to its
    # slot test, and "PHP 42,500" after "PHP 38,000" a name before another number, _version_swap)
    for question, newer, older, episode in ((TUITION_Q, TUITION_NEW, TUITION, False),
                                            (RENT_Q, RENT_NEW, RENT, True),
                                            (BIOCONTROL_Q, BIOCONTROL_NEW, BIOCONTROL, False)):
        assert _main_asked(question, newer, older) == (question == TUITION_Q)
        assert xl_asked_change(question, newer, older, episode)
    assert _xl_values(TUITION_NEW)["php"] == frozenset({"42500"})
    assert _xl_values("تأجير المعدات: ١٨ يورو في اليوم")  # digits of another script read as their value
    assert next(iter(_xl_values("تأجير المعدات: ١٨ يورو في اليوم").values())) == frozenset({"18"})


def test_what_the_cross_language_reading_must_not_mark() -> None:
    # a count taken then, in a dated note with no word of change (a boat's capacity is no passenger count)
    assert not xl_asked_change("How many passengers does Náttfari take?",
                               "[trip log] Fri 23 Oct Náttfari 11:00 (Gunnar S.): 2 humpbacks, 1 minke, 34 passengers.",
                               "Boats: Náttfari (oak schooner, 50 passengers) and Sæborg (RIB, 12 passengers).", True)
    # ... which the same note marks with a word of change: the frame, not the unit, keeps it out
    assert xl_asked_change("How many passengers does Náttfari take?",
                           "Fri 23 Oct: Náttfari now takes 34 passengers.",
                           "Boats: Náttfari (oak schooner, 50 passengers) and Sæborg (RIB, 12 passengers).", True)
    # a function word is no unit ("orden de 5" against "50 de suadero"), nor a month ("25-31 oct" against "27 Oct")
    assert not xl_asked_change("How much is a taco al pastor?",
                               "Catering order TQ-CAT-092: 150 tacos al pastor + 50 de suadero, 50% paid.",
                               "Taco al pastor 20 MXN, orden de 5 por 95 MXN.")
    assert "de" not in _xl_values("orden de 5 por 95 MXN") and "oct" not in _xl_values("25-31 oct")
    # another value of the same currency that the question does not ask (no word of the question shared)
    assert not xl_asked_change("How much is the Via Verde service fee per day?",
                               "Trips to Spain allowed with the cross-border pack (75 EUR flat).",
                               "Via Verde: todas as viaturas têm identificador; taxa de serviço 1,85 EUR/dia.")
    # one shared name (a person's) is no subject for a name swap
    assert not xl_asked_change("Where do the weekly Snowflake costs get posted?",
                               "Sanne resized TRANSFORM_WH from this month: MEDIUM, multi-cluster up to 3.",
                               "Sanne: de Snowflake-kosten worden elke maandag in #data-costs gepost.")
    # a name swapped with no word of change or "from" (every note names people)
    assert not xl_asked_change(BIOCONTROL_Q, BIOCONTROL_NEW.replace(" from October", ""), BIOCONTROL)


def test_the_language_sides() -> None:
    assert _language_side(RENT) == 1 and _language_side(BIOCONTROL) == -1 and _language_side(RENT_NEW) == -1
    # a text the two crude tests read differently (a short label, a log line) has no side: never a cross-language pair
    assert _language_side(TUITION_NEW) == 0


SUPPLIER = "Our biological pest control (Macrolophus and Encarsia) is supplied by Koppert, released weekly."
SUPPLIER_NEW = "Vanaf oktober: biological pest control nu van Biobest (zelfde Macrolophus en Encarsia), op dinsdag."


def _store() -> tuple[MemoryStore, str, str]:
    store = MemoryStore(clock=NOW.timestamp)
    old = store.remember("farm", SUPPLIER, created_at=NOW - timedelta(days=400), importance=0.6)
    store.remember("farm", "Greenhouse 3 grows cherry tomatoes; picking on Mondays and Thursdays.",
                   created_at=NOW - timedelta(days=300))
    store.remember("farm", "Irrigation water comes from the Westland cooperative.", created_at=NOW - timedelta(days=200))
    new = store.remember("farm", SUPPLIER_NEW, created_at=NOW - timedelta(days=20), importance=0.6)
    return store, old, new


def test_recall_serves_the_newer_in_another_language_first(monkeypatch: pytest.MonkeyPatch) -> None:
    store, old, new = _store()
    ids = [h.id for h in store.recall("farm", BIOCONTROL_Q, k=4)]
    assert ids.index(new) < ids.index(old)
    hits = store.recall("farm", BIOCONTROL_Q, k=4)
    assert old in hits[[h.id for h in hits].index(new)].memory.conflicts_with
    monkeypatch.setattr(semantics, "XL_ASKED_CHANGE", False)  # main's step: the older first, unmarked
    hits = store.recall("farm", BIOCONTROL_Q, k=4)
    ids = [h.id for h in hits]
    assert ids.index(old) < ids.index(new) and old not in hits[ids.index(new)].memory.conflicts_with
