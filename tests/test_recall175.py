"""recall175 (issue 18; benchmarks/RESULTS.md "recall175"): a question told after a story whose asking clause names
its own subject ("The Nuneaton restaurant wants the story behind our berbere for its menu and I forgot it - who
taught Abrehet to blend berbere?") asks nothing the story tells, so the fact below the dated note the story's words
drew is a story_candidates candidate from STORY_OWN_RATIO of the note's fused score; a clause with a word pointing
back at the story ("- how many of those do we have?") keeps lookups122's STORY_RATIO (engramdb.spans.story_ratio,
switch STORY_OWN)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engramdb.spans as spans

OWN = ("The village paper wants the story behind our cider for its autumn page and I forgot it - who taught Gwenllian"
       " to press apples?")
BACK = "The Volvo that came back with a flat tyre on the 12th - how many of those do we have?"
VISIT = "Tue 20 Oct: A pub landlord from Ledbury, Mr Pryce, came to the farm and ordered twelve cases of cider."
TEACHER = "Gwenllian learned to press apples from her uncle, who ran the old mill at Much Marcle."
POINTERS = sorted({"it", "its", "they", "them", "their", "those", "these", "that", "this", "he", "him", "his", "she",
                   "her", "there", "one", "ones"})


@pytest.fixture(autouse=True)
def _fresh() -> Iterator[None]:
    spans.story_ratio.cache_clear()
    spans.story_clause.cache_clear()
    yield
    spans.story_ratio.cache_clear()


def test_ratio_own_subject() -> None:
    assert spans.story_ratio(OWN) == spans.STORY_OWN_RATIO < spans.STORY_RATIO


def test_ratio_points_back() -> None:
    assert spans.story_ratio(BACK) == spans.STORY_RATIO


def test_ratio_no_story() -> None:
    assert spans.story_ratio("Who taught Gwenllian to press apples?") == spans.STORY_RATIO


def test_candidate_from_own_ratio() -> None:
    kinds, texts = ["episode", "fact"], [VISIT, TEACHER]
    # the fact at 0.84 of the note's score: under lookups122's 0.88, over STORY_OWN_RATIO
    assert spans.story_candidates(OWN, kinds, [0.75, 0.63], texts, ()) == [1]
    assert spans.story_candidates(BACK, kinds, [0.75, 0.63], texts, ()) == []  # the clause points back
    assert spans.story_candidates(OWN, kinds, [0.75, 0.55], texts, ()) == []  # under STORY_OWN_RATIO
    assert spans.story_candidates(OWN, kinds, [0.75, 0.63], texts, {1}) == []  # it contradicts the note


def test_off_is_main(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spans, "STORY_OWN", False)
    assert spans.story_ratio(OWN) == spans.STORY_RATIO
    assert spans.story_candidates(OWN, ["episode", "fact"], [0.75, 0.63], [VISIT, TEACHER], ()) == []


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(POINTERS), st.sampled_from(["how many of {} are left?", "who fixed {} last week?",
                                                   "when did {} arrive at the yard?"]))
def test_pointing_back_never_lowers(word: str, clause: str) -> None:
    """An asking clause holding a word that points back at the story is never read below lookups122's ratio."""
    spans.story_ratio.cache_clear()
    question = "The van came back with a dent on Friday - " + clause.format(word)
    assert spans.story_clause(question) is not None
    assert spans.story_ratio(question) == spans.STORY_RATIO


# month_words.ORDINAL_DAY: a day number's ordinal ending after a hyphen is part of the number
def test_ordinal_day_turkmen() -> None:
    from engramdb.month_words import other_date

    assert other_date("sişenbe, 20-nji oktýabrda bakja kim geldi?") == (20, 10, "20-nji oktýabrda")


def test_ordinal_day_off(monkeypatch: pytest.MonkeyPatch) -> None:
    import engramdb.month_words as month_words

    monkeypatch.setattr(month_words, "ORDINAL_DAY", False)
    assert month_words.other_date("sişenbe, 20-nji oktýabrda bakja kim geldi?") is None  # main: 5 apart


def test_ordinal_day_not_a_glued_month() -> None:
    from engramdb.month_words import other_date

    assert other_date("15-oktabrda kim keldi?") == (15, 10, "15-oktabrda")  # the month glued, as on main
    assert other_date("the 20-litre drum is in the shed") is None  # a longer word after the hyphen: no ending


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 31), st.sampled_from(["nji", "njy", "unjy", "ynjy", "inji", "ci", "cı"]),
       st.sampled_from(["oktýabrda", "oktýabr", "dekabrda", "sentýabrda"]))
def test_ordinal_day_read(day: int, ending: str, month: str) -> None:
    """Any day with a short ordinal ending after a hyphen, then a month name, is read as that day of that month."""
    from engramdb.month_words import other_date

    found = other_date(f"kim geldi {day}-{ending} {month}?")
    assert found is not None and found[0] == day
    assert found[1] == {"okt": 10, "dek": 12, "sen": 9}[month[:3]]


# numwords_xl's Hindi table: number words read next to rupees, so a pack price in Hindi meets a price per kilo
HINDI_PACK = "Tue 3 Nov: आज मोहन जी ने बताया कि अब पाँच किलो के बोरे के चार हज़ार दो सौ रुपये लगेंगे।"
KILO_FACT = "Rice costs ₹700 a kilo now from Mohan ji's shop."


def test_hindi_amount() -> None:
    from engramdb.numwords_xl import xl_spelt_in_digits

    assert "4200 rupees" in xl_spelt_in_digits(HINDI_PACK)
    assert "2500 rupees" in xl_spelt_in_digits("पच्चीस सौ रुपए दिए")
    assert "1000 rupees" in xl_spelt_in_digits("एक ह\u095bार रुपये")  # the thousand with its precomposed nukta


def test_hindi_pack_change() -> None:
    from engramdb.semantics import xl_pack_change

    assert xl_pack_change(HINDI_PACK, KILO_FACT, True)  # 840 rupees a kilo after 700
    assert not xl_pack_change("Tue 3 Nov: आज मोहन जी ने बताया कि अब पाँच किलो के बोरे आएँगे।", KILO_FACT, True)  # no amount


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["सात", "दस", "पचास", "सौ", "हज़ार", "चार हज़ार दो सौ"]),
       st.sampled_from(["किलो", "लोग", "दिन", "बोरे"]))
def test_hindi_words_without_rupees(number: str, noun: str) -> None:
    """Hindi number words with no rupees next to them are a count of something else: the text is left alone."""
    from engramdb.numwords_xl import xl_spelt_in_digits

    text = f"कल {number} {noun} आए थे।"
    assert xl_spelt_in_digits(text) == text
