"""A changed value told in number words or money words in a dated note (issue 18, branch numwords81): asked_change
reads "ninety-five quid", "sixty pounds a year", "twelve and a half thousand a book", "a fiver", currencies of other
countries ("Rs 10,500", "18,000 lek") and "from the next renewal" (quantities.spelt_in_digits,
support.fills_money_in_words, semantics._stands_in_words, _fills_in_words, ASKED_FROM_NEXT, _VES_SINGULAR). Each
positive below was unmarked on main (c34a91d)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb import semantics
from engramdb.quantities import quantities, spelt_in_digits, spelt_numbers
from engramdb.semantics import ASKED_FROM_NEXT, _asking_stems, asked_change
from engramdb.support import fills_asked_slot, fills_money_in_words, states_a_rate


def _asked(question: str, newer: str, older: str) -> bool:
    return asked_change(question, _asking_stems(question), newer, older)


CALLOUT_Q = "How much is an evening boiler call-out?"
CALLOUT = "An evening boiler call-out is now £120."
PLOT_Q = "How much is the rent for a half plot?"
PLOT = "Half plot rent goes up to £30 a year."
SAFFRON_Q = "What does a bag of saffron cost us?"
SAFFRON = "Saffron has gone up: Zafran Traders now charge Rs 2,400 for a bag of ten grams."
ROLLS_Q = "How much are the pulled pork rolls?"
ROLLS = "Pulled pork rolls are £4 each."


def test_spelt_numbers_read_whole() -> None:
    assert spelt_numbers("ninety-five quid") == {"95"}
    assert spelt_numbers("twelve and a half thousand a book of leaf") == {"12500"}
    assert spelt_numbers("twelve hundred a minute") == {"1200"}
    assert spelt_numbers("we're asking eight hundred and fifty a show") == {"850"}  # main: {"800", "50"}
    assert spelt_numbers("two and a half grand a month") == {"2500"}  # main: {"2.5"}
    assert spelt_numbers("two dozen eggs") == {"24"}  # main: {"14"}
    assert spelt_numbers("a hundred and fifty") == {"150"}
    assert spelt_numbers("a fiver each, or a tenner for three") == {"5", "10", "3"}
    assert spelt_numbers("a grand a month from May") == {"1000"}
    # what stays as it was: no amount, a lone "one", "half nine"
    assert spelt_numbers("we bought a grand piano and a fiverr account") == frozenset()
    assert spelt_numbers("one of the vans") == frozenset() and spelt_numbers("one hour") == {"1"}
    assert spelt_numbers("the walks go out at half nine and half one now") == {"9", "1", "30"}
    assert spelt_numbers("a dozen eggs") == {"12"}


def test_spelt_in_digits() -> None:
    assert spelt_in_digits("a full plot is sixty pounds a year") == "a full plot is 60 pounds a year"
    assert spelt_in_digits("Sunehri wants twelve and a half thousand a book") == "Sunehri wants 12500 a book"
    assert spelt_in_digits("tacos are a fiver each now") == "tacos are 5 fiver each now"
    assert spelt_in_digits("two and a half grand a month") == "2500 grand a month"
    assert spelt_in_digits("No numbers here.") == "No numbers here."
    assert spelt_in_digits("one of the vans") == "one of the vans"
    # quantities() keeps its grammar (the native read_quantities shares it): "grand" is no unit there
    assert quantities("two grand") == ((0, 2.0),)
    # a rate told in words is a rate once in digits
    assert not states_a_rate("sixty pounds a year") and states_a_rate(spelt_in_digits("sixty a year"))


def test_money_in_words_fills_the_money_slot() -> None:
    question = "How much is a daytime emergency lockout?"
    clause = "a daytime lockout is ninety-five quid from this week"
    assert not fills_asked_slot(question, clause)  # main's reading: no digit
    assert fills_money_in_words(question, clause)
    assert fills_money_in_words(SAFFRON_Q, SAFFRON)  # "Rs"
    assert fills_money_in_words(
        "What do we charge for a week on the slipway?", "Slipway hire is now 18,000 lek a week."
    )
    assert fills_money_in_words("How much is a gabi?", "gabis go for five thousand birr each")
    assert fills_money_in_words("What's our fee for a show?", "we're asking eight hundred and fifty a show")
    assert fills_money_in_words(ROLLS_Q, "rolls are a fiver each now")
    assert fills_money_in_words("What does the van cost?", "the van is two and a half grand")
    # no amount: an age, a count, a number per a thing the question does not name, a number the question holds
    assert not fills_money_in_words("How much is the senior membership?", "Our oldest member is ninety-five years old.")
    assert not fills_money_in_words("How much are the eggs?", "There are a dozen eggs in the fridge.")
    assert not fills_money_in_words("What do the eggs cost?", "We use twelve a batch.")
    assert not fills_money_in_words("How much is the twelve-month pass?", "The twelve-month pass is popular.")
    assert not fills_money_in_words("How much is the van?", "We bought a grand piano for the van.")
    # a question asking another kind of value
    assert not fills_money_in_words("How many eggs are left?", "a dozen eggs in the fridge")


def test_from_the_next_renewal() -> None:
    for said in (
        "from the next renewal",
        "as of the new season",
        "starting the coming term",
        "from the new financial year",
        "effective the following month",
    ):
        assert ASKED_FROM_NEXT.search(said) is not None, said
    for said in (
        "we buy from the new supplier",
        "a letter from the next-door neighbour",
        "from the new shop",
        "eggs from the next farm",
        "from next door",
    ):
        assert ASKED_FROM_NEXT.search(said) is None, said


def test_ves_plurals() -> None:
    assert semantics._singular(frozenset({"knive", "shelv", "halve", "wives", "leave", "drive"})) == {
        "knife",
        "shelf",
        "half",
        "wife",
        "leave",
        "drive",
    }


def test_asked_change_reads_values_in_words() -> None:
    # money in words: the clause's amount was unread by the slot test (no digit, no number word: "sixty-five")
    note = (
        "Tue 3 Nov, Tuesday notes: two new combi boilers booked; an evening boiler call-out is sixty-five quid "
        "from this week; the van's parking sensor has packed up."
    )
    assert _asked(CALLOUT_Q, note, CALLOUT.replace("£120", "£55"))
    assert not _asked(CALLOUT_Q, note, CALLOUT.replace("£120", "£65"))
    # "one hundred and twenty" is 120, not 100 and 20: main marked this restatement as a change
    note = note.replace("sixty-five", "one hundred and twenty")
    assert not _asked(CALLOUT_Q, note, CALLOUT)
    assert _asked(CALLOUT_Q, note.replace("twenty", "forty"), CALLOUT)
    # a rate told in words on one side and in digits on the other (no word of change, no from-date)
    note = (
        "Sun 1 Nov, committee notes: the skip is booked; a half plot is thirty-five pounds a year; volunteers "
        "wanted for the pond."
    )
    assert _asked(PLOT_Q, note, PLOT)
    assert not _asked(PLOT_Q, note.replace("thirty-five", "thirty"), PLOT)
    # "from the next renewal" as a from-date, the amount in digits
    note = "Sun 1 Nov, committee notes: the skip is booked; a half plot is £35 from the next renewal; Keith is away."
    assert _asked(PLOT_Q, note, "Half plot rent is £30.")
    # an amount with no currency per a thing the question names, under a price in rupees
    note = (
        "Mon 2 Nov, round-up with Faizan: the orders are packed; Zafran Traders want three thousand a bag of "
        "saffron from this month; the scale needs a battery."
    )
    assert _asked(SAFFRON_Q, note, SAFFRON)
    # "a fiver"
    note = "Sun 1 Nov, wash-up: sold out by eight; pulled pork rolls are a fiver each from this week; the gas is low."
    assert _asked(ROLLS_Q, note, ROLLS)
    assert not _asked(ROLLS_Q, note.replace("a fiver", "four quid"), ROLLS)
    # a word of change though the older fact holds one too ("now" on both sides; main required the older to lack it)
    note = "Sun 1 Nov, wash-up: sold out by eight; pulled pork rolls are a fiver each now, singles only; gas is low."
    assert _asked(ROLLS_Q, note, "Pulled pork rolls are now £12 for three.")
    assert _asked(ROLLS_Q, note.replace("a fiver", "£5"), "Pulled pork rolls are now £12 for three.")
    assert not _asked(ROLLS_Q, note.replace("a fiver", "four quid"), "Pulled pork rolls are now £4 each.")
    # "knives" is "knife": the older fact shares the question's "knife"
    note = "Mon 2 Nov notes: the van is booked; kitchen knives are £6 each from this week; the grinder needs a belt."
    assert _asked("How much do we charge for a kitchen knife?", note, "Kitchen knives now cost £5 each.")


def test_number_words_that_are_no_changed_amount() -> None:
    older = "Senior membership is £40 a year."
    assert not _asked(
        "How much is the senior membership?",
        "Mon 2 Nov: our oldest senior member is ninety-five years old this week; senior membership cards are printed.",
        older,
    )
    assert not _asked(
        "How much is the van hire a day?",
        "Mon 2 Nov: one of the vans is in for its MOT; van hire for the two of us is booked from next week.",
        "Van hire is £85 a day.",
    )
    assert not _asked(
        "How much are the eggs from Hill Farm?",
        "Mon 2 Nov: a dozen eggs from Hill Farm are in the fridge from this week.",
        "Eggs from Hill Farm are £3 a box.",
    )
    # an addition stays an addition
    assert not _asked(ROLLS_Q, "Sun 1 Nov: pulled pork rolls are a fiver each as well from this week.", ROLLS)


_ONES = (
    "",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def _below_thousand(n: int, hyphen: bool) -> str:
    hundreds, rest = divmod(n, 100)
    words = [f"{_ONES[hundreds]} hundred"] if hundreds else []
    if rest:
        tens, ones = divmod(rest, 10)
        said = _ONES[rest] if rest < 20 else _TENS[tens] + (("-" if hyphen else " ") + _ONES[ones] if ones else "")
        words.append(("and " if hundreds else "") + said)
    return " ".join(words)


def _english(n: int, hyphen: bool) -> str:
    thousands, rest = divmod(n, 1000)
    head = f"{_below_thousand(thousands, hyphen)} thousand" if thousands else ""
    tail = _below_thousand(rest, hyphen) if rest else ""
    return " ".join(x for x in (head, ("and " if head and rest < 100 else "") + tail if tail else "") if x)


@settings(max_examples=300, deadline=None)
@given(st.integers(2, 999_999), st.booleans(), st.sampled_from(("pounds a year", "quid", "euros each", "a month")))
def test_property_english_numbers_read_as_their_digits(n: int, hyphen: bool, after: str) -> None:
    said = _english(n, hyphen)
    assert spelt_numbers(f"the fee is {said} {after} now") == {str(n)}, said
    assert spelt_in_digits(f"the fee is {said} {after} now") == f"the fee is {n} {after} now", said
