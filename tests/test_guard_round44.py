"""Round 44 of the secret guard (issue 13): a code read aloud with hesitations between its digits, as a voice
transcript writes it ("the alarm code is three, um, eight, oh, nine"): the spoken-digit reader
(guard/spelled.py, ``_filled_runs``) lets one or two short words sit between two digit words of a run when the line
names a code or a credential before it. Each example has a benign twin of the same layout (an order's, a parcel's
number read with the same fillers, or digit words with no code named); the examples are written here, not copied from
a corpus."""

from __future__ import annotations

import pytest

from engramdb.guard import spelled

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (
            "voice memo: ok so the alarm code is four, um, seven, two, uh, nine, bye",
            "voice memo: ok so the order number is four, um, seven, two, uh, nine, bye",
        ),
        (
            "transcript: my gym locker code is eight six er well one five",
            "transcript: my gym locker is by the door, eight six er well one five people queued",
        ),
        (
            "Sprachnotiz: also der Code vom Tresor ist drei äh sieben neun äh zwei",
            "Sprachnotiz: also die Paketnummer ist drei äh sieben neun äh zwei",
        ),
        (
            "nota de voz: bueno, el código del portón es cinco pues ocho ocho este uno",
            "nota de voz: bueno, el pedido es cinco pues ocho ocho este uno",
        ),
        (
            "голосовое: короче, код домофона семь, э-э, два, ну, девять, четыре",
            "голосовое: короче, номер заказа семь, э-э, два, ну, девять, четыре",
        ),
        (
            "Notiz: der Safe hat den Code fünf zwei also, sieben äh eins",
            "Notiz: der Safe hat die Nummer fünf zwei also, sieben äh eins",
        ),
        (
            "the garage code is two three you know five uh, oh like, four",
            "the garage number is two three you know five uh, oh like, four",
        ),
        (
            "dictated: the wifi password is nine you know two two seven one",
            "dictated: the bus route is nine you know two two seven one stops long",
        ),
    ],
)
def test_a_code_read_aloud_with_fillers_is_refused_and_its_twin_is_not(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(
    "text",
    [
        # a count, a list of things, too few digits, more fillers than digits
        "the password hint: nine lives, seven seas, three wishes, six feet under",
        "the key point: two cats, three dogs, one rabbit and four fish",
        "the alarm code is seven um two, the rest I forgot",
        "the pin pad: one and then two and then three",
    ],
)
def test_digit_words_that_are_no_code_read_aloud_stay_benign(text: str) -> None:
    assert not _refused(text)


def test_the_filled_run_joins_the_digits_and_counts_its_fillers() -> None:
    runs = spelled._filled_runs("the safe code is six, uh, zero you know five five")
    assert [r[2] for r in runs] == ["the safe code is 6055"]
    assert spelled._filled_runs("the safe code is six zero five five") == []  # no filler: the plain run's
    # no code named (round 45 reads a safe as naming one: "the safe is six, uh, zero ..." is a run now)
    assert spelled._filled_runs("the score is six, uh, zero you know five five") == []
    assert spelled._filled_runs("the code is one eh two eh three eh four") == []  # a count
    assert spelled._filled_runs("the code: one eh two eh three") == []  # three digits
    # a code's word is no filler: the run starts after it ("hat" is Hungarian's six)
    assert [r[2] for r in spelled._filled_runs("der Safe hat den Code fünf äh zwei sieben eins")] == [
        "der Safe hat den Code 5271"
    ]
