"""Round 61 of the secret guard (issue 13): a combination lock's code told as the turn of its wheels, in many
languages. Each example has a benign twin of the same layout; the examples are written here, not copied from a
corpus."""

from __future__ import annotations

import re

import pytest

from engramdb.guard import round61

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # English: a verb of turning, the wheels, "to", the digits one by one
            "to open my gym bag, roll the number wheels to 4-1-7 and pull",
            "to open my gym bag, roll the number wheels to ***",
        ),
        (  # German: the little wheels, the code whole
            "für den Rucksack die Zahlenrädchen auf 2904 drehen",
            "für den Rucksack 4 Zahlenrädchen drehen",
        ),
        (  # Spanish: the wheels, "en", digits spaced
            "para abrir la mochila, gira las ruedecitas en 6 1 3",
            "la mochila tiene ruedecitas y pesa 3 kilos",
        ),
        (  # Russian: the little wheels, a preposition, the code
            "чтобы открыть сумку, поверни колёсики на 582",
            "у сумки 4 колёсика, 582 рубля за доставку",
        ),
        (  # Japanese: no spaces, the dial's word after another word, a particle before and after the code
            "リュックはダイヤルを715に合わせると開く",
            "リュックのダイヤル錠は3桁です",
        ),
        (  # Thai: no spaces around the wheels' word
            "จะเปิดกล่อง ให้หมุนวงล้อไปที่ 3-3-0",
            "กล่องนี้มีวงล้อ 4 อัน",
        ),
        (  # Hindi: the number between the wheels and the verb
            "बैग खोलने के लिए पहिये 2 6 8 पर घुमाओ",
            "बैग के पहिये टूट गए",
        ),
    ],
)
def test_wheels_turned_to_a_code(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(
    "benign",
    [
        "turn the dials to 360 degrees",  # an angle
        "set the wheels to 2019 specs",  # a year naming a thing
        "the bike's wheels on 2019's model were lighter",  # a year, no verb of turning
        "our room is 1204 and the suitcase has 4 wheels",  # a room number, a count of wheels
        "the kids spun the wheels twenty times",  # a quantity in words
        "the lock is a TSA007 with three dials",  # a lock's model number
        "Rädchen 12.5 mm, Ersatzteil",  # a size
        "rodas 195/65 R15",  # a tyre's size
        "turn the dials to 1.25",  # a decimal
        "turn the wheels to 1234567",  # too long for a lock: a number of another kind
    ],
)
def test_not_a_lock_code(benign: str) -> None:
    assert not _refused(benign), benign


def test_anchors_cover_every_match() -> None:
    """The batch prefilter's promise: one of the row's anchors occurs (ignoring ASCII case) in every matched text."""
    for text in ("ダイヤルを839に", "把转轮拨到047", "หมุนวงล้อไปที่ 198", "cas na rothaí go 3959",
                 "turn the dials to 739", "gira les rodetes fins a 200", "dréi d'Rieder op 034"):
        assert round61.WHEELS.search(text), text
        low = text.lower()
        assert any(a in low for a in round61.WHEELS_ANCHORS), text


def test_code_shapes_are_whole_runs() -> None:
    """The code is the whole run of digits: never a piece of a longer number."""
    pattern = re.compile(round61._CODE)
    assert pattern.fullmatch("8-0-8") and pattern.fullmatch("8 0 8") and pattern.fullmatch("4211")
    assert pattern.match("123 45 678") is None  # eight digits: no piece of them from their start
    assert pattern.match("808.5") is None and pattern.match("195/65") is None
