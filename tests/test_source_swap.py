"""A told story that swaps where a thing comes from ("X has stopped selling to small workshops, so our couverture now
comes from Y"), read through the question's frame (semantics.source_swap, run by asked_change_first): issue 18,
branch supplier82."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from engramdb import semantics
from engramdb.semantics import _asking_stems, asked_change, source_swap

from .change_util import assert_served_before, note_over_fact

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
COUVERTURE = "Our couverture comes from Cacaos Marimon in Sabadell: Ecuador 70 % in 5-kilo bags."
COUVERTURE_NOTE = ("Fri 16 Oct: Quim says Marimon have stopped selling to small workshops, so our couverture now comes "
                   "from Dolç Origen, a cocoa cooperative in Reus.")
COUVERTURE_Q = "Who supplies our couverture?"
CABBAGE = "Our napa cabbage comes from Bae Dong-su's farm in Haenam, delivered in 10-head nets."
CABBAGE_NOTE = ("Fri 16 Oct: Tae-hoon says the typhoon ruined Mr Bae's autumn crop, so this season our cabbage comes "
                "from a highland farm at Anbandegi, above Gangneung.")
CABBAGE_Q = "Where does our napa cabbage come from?"
CHIPS = "The cold-smoke kiln burns juniper and alder chips from Nordland Sagbruk."
CHIPS_NOTE = ("Mon 19 Oct: Pål says Nordland Sagbruk has stopped making chips, so we get beech chips from a sawmill "
              "in Bodø.")
CHIPS_Q = "Who supplies the chips for the cold-smoke kiln?"
KIT = "Our kit comes from Wyvern Sportswear in Chippenham."
KIT_NOTE = ("Fri 16 Oct: Peregrine says Wyvern Sportswear has gone into administration, so new kit is ordered from "
            "Pitchside Teamwear in Devizes.")
KIT_Q = "Who do we order our kit from?"
BELTS = "Abrasive belts come from Tyrolit's distributor in Walsall."
BELTS_NOTE = ("Sun 18 Oct: Josie says the Walsall distributor has stopped taking small orders, so our belts come from "
              "a shop in Cradley Heath from now on.")
BELTS_Q = "Where do we buy our abrasive belts?"


def test_a_told_story_swapping_the_source_is_read() -> None:
    for question, newer, older in ((COUVERTURE_Q, COUVERTURE_NOTE, COUVERTURE), (CABBAGE_Q, CABBAGE_NOTE, CABBAGE),
                                   (CHIPS_Q, CHIPS_NOTE, CHIPS), (KIT_Q, KIT_NOTE, KIT),
                                   (BELTS_Q, BELTS_NOTE, BELTS)):
        part = source_swap(question, newer, older)
        assert part is not None, newer
        assert " so " not in f" {part} "  # the story's consequence, its cause left out
    # asked_change does not read them: the fact holds one subject stem of the question ("couve"; "supplies" is
    # written "comes from"), or the clause names no value it compares
    assert not asked_change(COUVERTURE_Q, _asking_stems(COUVERTURE_Q), COUVERTURE_NOTE, COUVERTURE)
    assert not asked_change(CABBAGE_Q, _asking_stems(CABBAGE_Q), CABBAGE_NOTE, CABBAGE)
    # a word saying from when, without a story
    assert source_swap(COUVERTURE_Q, "Tue 3 Nov: our couverture now comes from Dolç Origen in Reus.", COUVERTURE)


def test_a_told_story_moving_the_place_is_read() -> None:
    trial = "The Bala sheepdog trial is run on Dafydd Roberts's land at Fferm Cefn, above the lake."
    trial_note = ("Fri 16 Oct: Elen says Dafydd has sold Cefn, so next summer's trial goes to the show field at "
                  "Llandderfel.")
    mooring = "Winter mooring booked at Thrupp, October to March, £1,150."
    mooring_note = ("Cruise log 15 Oct: six locks down to Somerton; Kipper fell in at Heyford, fine; CRT cancelled the "
                    "Thrupp winter moorings for wall repairs, so we're on the Lower Heyford winter mooring.")
    assert source_swap("Where is the Bala sheepdog trial held?", trial_note, trial) is not None
    assert source_swap("Where is our winter mooring?", mooring_note, mooring) is not None
    assert source_swap("Where is the Christmas concert?", "Christmas concert moved to the Theatre Royal Dumfries, "
                       "same date.", "The Christmas concert will be in St Michael's Church, 12 December.") is not None
    for question, newer, older in (("Where is the Bala sheepdog trial held?", trial_note, trial),
                                   ("Where is our winter mooring?", mooring_note, mooring)):
        assert not asked_change(question, _asking_stems(question), newer, older)
    # the place named only in the story's cause ("the Thrupp winter moorings"), the part after the "so" about
    # something else; and a question asking where we do a thing (no place question: "Where do the tracking numbers
    # start ...")
    assert source_swap("Where is our winter mooring?", "Cruise log 15 Oct: CRT cancelled the Thrupp winter moorings "
                       "for wall repairs, so Kipper stays with Ann at Heyford.", mooring) is None
    assert source_swap("Where do the tracking numbers of the Ghent crates start, and which dyes does our workshop "
                       "rule allow?", "Fri 16 Oct: Behzad says Abolfazl has shut his dye house for good, so our plant "
                       "dyes now come from the dyers' cooperative in Naein.",
                       "Our madder and indigo dyes come from Abolfazl Rangraz, a dyer in Kashan.") is None


def test_what_the_source_swap_must_not_read() -> None:
    # an added second supplier
    assert source_swap(COUVERTURE_Q, "Fri 16 Oct: Quim says we now also get couverture from Dolç Origen in Reus.",
                       COUVERTURE) is None
    assert source_swap(CHIPS_Q, "Mon 19 Oct: Pål says we get beech chips from a sawmill in Bodø as well now.",
                       CHIPS) is None
    # a story about another item: the clause holds none of the question's subject stems the fact holds
    assert source_swap(COUVERTURE_Q, "Fri 16 Oct: Quim says Marimon have stopped selling cocoa butter to small "
                       "workshops, so our cocoa butter now comes from Dolç Origen in Reus.", COUVERTURE) is None
    # a supplier that stopped one product while the fact is about another: the swap names another item
    assert source_swap(KIT_Q, "Fri 16 Oct: Peregrine says Wyvern Sportswear has stopped doing balls, so match balls "
                       "are ordered from Pitchside Teamwear in Devizes.", KIT) is None
    # the same source restated, with no word of change, or a source named only as the story's subject
    assert source_swap(COUVERTURE_Q, "Fri 16 Oct: our couverture now comes from Cacaos Marimon in Sabadell, as "
                       "ever.", COUVERTURE) is None
    assert source_swap(COUVERTURE_Q, "Fri 16 Oct: Quim says our couverture comes from Dolç Origen in Reus.",
                       COUVERTURE) is None  # neither a story's cause nor a word of when: a claim, not a change
    assert source_swap(COUVERTURE_Q, "Fri 16 Oct: Quim says Marimon have stopped selling to small workshops.",
                       COUVERTURE) is None
    # a thing named "from" another place in passing: no verb of supply before the "from"
    assert source_swap(COUVERTURE_Q, "Tasting, 3 Nov: Quim now rates our couverture below a sample from Dolç Origen.",
                       COUVERTURE) is None
    # a question about who told the story: the verb of supply is no question's verb six words on ("who told us ...
    # stopped small orders")
    assert source_swap("Who told us the Walsall distributor stopped small orders, and who is she to Leofric?",
                       BELTS_NOTE, BELTS) is None
    # a question that asks no source, and a time after "from" ("from Monday") is no source
    assert source_swap("How much is our couverture?", COUVERTURE_NOTE, COUVERTURE) is None
    assert source_swap(COUVERTURE_Q, "Fri 16 Oct: Marimon have stopped the Ecuador 70 %, so our couverture comes "
                       "in 10-kilo bags from Monday.", COUVERTURE) is None


def test_recall_serves_the_swapped_source_first(monkeypatch: pytest.MonkeyPatch) -> None:
    store, old, note = note_over_fact("shop", NOW, (COUVERTURE, 380), [
        ("Our cocoa butter comes from the same Sabadell warehouse, in 2-kilo blocks.", 300),
        ("The tempering machine is serviced by Selmi's agent in Barcelona every March.", 200)], (COUVERTURE_NOTE, 16))
    assert_served_before(store, "shop", COUVERTURE_Q, note, old)
    # main's order without the reading (the note stays under the fact it swaps)
    monkeypatch.setattr(semantics, "source_swap", lambda *args: None)
    assert_served_before(store, "shop", COUVERTURE_Q, old, note, names_it=False)
