"""Round 50 of the secret guard (issue 13): a code keyed in at a keypad ("the note says punch 61842 on the side gate
keypad", "at the studio you punch 3917 and push hard") and a lock's combination after a longer label ("the padlock on
the bin store by the car park is 628", "the wall safe behind the mirror opens with 12-44-07") (guard/round50.py).
Each example has a benign twin of the same layout (a time, a price, a count, a size, a year, a key); the examples
are written here, not copied from a corpus."""

from __future__ import annotations

import re
import time

import pytest

from engramdb.guard import round50

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # keyed in, the keypad named after the digits
            "the note on the door says punch 61842 on the side gate keypad",
            "the note on the door says punch 2025 on the side gate keypad to see the year",
        ),
        (  # keyed in, then what one does to the door
            "at the studio you punch 3917 and push hard, the lights are on the left",
            "at the studio you punch the clock and push hard, the lights are on the left",
        ),
        (  # "it's" and the keypad
            "if the store room is shut it's 80461 on the keypad",
            "if the store room is shut it's 10 minutes to the keypad",
        ),
        (  # "key in", "into the keypad"
            "key in 52097 into the keypad by the bike racks",
            "key in 52097 minutes into the timer by the bike racks",
        ),
        (  # an appliance's keypad types a time
            "tap in 7318 then pull the handle",
            "tap in 1230 on the microwave keypad then pull the handle",
        ),
        (  # a lock's combination after a place of several words, three digits
            "the padlock on the bin store by the car park is 628",
            "the padlock on the bin store by the car park is 40mm",
        ),
        (  # a colon after the lock and its place
            "cable lock on the roof box: 4719",
            "cable lock on the roof box: $35",
        ),
        (  # a safe named by its kind, a dial's numbers
            "the wall safe behind the mirror opens with 12-44-07, the passports are inside",
            "the wall safe behind the mirror opens with the small key, the passports are inside",
        ),
        (  # a combination, four digits and a stop
            "the combination lock on the garden shed is 3861.",
            "the combination lock on the garden shed is 3 years old.",
        ),
        (  # a price between the lock and its value
            "my bike lock at the station is 735",
            "my bike lock's price at the station is 735",
        ),
        (  # a round hundred is a price or a size, not a combination
            "the suitcase lock is 258",
            "the suitcase lock is 300",
        ),
    ],
)
def test_a_keypad_code_or_a_combination_is_refused_and_its_twin_is_not(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(
    "text",
    [
        "press 0 on the keypad for the operator",
        "there are 1000 buttons on the keypad",
        "punch 1234 on the keypad to test it",  # counted up
        "the lock is 2 years old",
        "it's safe: 482 people came",
        "stay safe: 482",
        "my locker is 113",
        "the lock on room 312 is broken",
        "the safe is 600 mm wide",
        "the gun safe in the garage opens with the key on my ring, the .270 is on the left",
        "the bike lock costs 45 and the helmet is 80",
        "the lock's battery is 300",
        "the clock on the wall is 845",
        "the door is locked: 482 is the room",
        "the safe distance is 250",  # "safe" an adjective: a word after it, no preposition
        "the lock screen timeout is 300",
    ],
)
def test_numbers_that_are_no_code_stay_benign(text: str) -> None:
    assert not _refused(text)


def _values(finder: object, check: object, text: str) -> list[str]:
    found = [m for m in finder.finditer(text)]  # type: ignore[attr-defined]
    return [text[slice(*span)] for m in found if (span := check(m))]  # type: ignore[operator]


def test_the_value_is_the_code_and_nothing_around_it() -> None:
    keypad, check = round50.KEYPAD_ENTRY, round50.keypad_entry
    assert _values(keypad, check, "the envelope says punch 40713 on the gate keypad") == ["40713"]
    assert _values(keypad, check, "you punch 40713, then push") == ["40713"]
    assert _values(keypad, check, "room 40713 on the gate keypad") == []  # no verb of keying in
    assert _values(keypad, check, "punch 40713 on the phone keypad") == []  # an appliance's keypad
    lock, combo = round50.LOCK_COMBINATION, round50.lock_combination
    assert _values(lock, combo, "bike lock on the cargo trailer: 946") == ["946"]
    assert _values(lock, combo, "the floor safe under the stairs opens with 7-38-15, then") == ["7-38-15"]
    assert _values(lock, combo, "the floor safe opens with 7-7-7") == []  # one digit repeated
    assert _values(lock, combo, "the padlock I bought is 2019") == []  # a year (an older row reads it as a code)
    assert _values(lock, combo, "bike lock on the cargo trailer: 946 kg") == []  # a unit after it
    far = "the padlock on a shed in the yard by the old barn near the road is 946"  # nine words of place
    assert _values(lock, combo, far) == []


@pytest.mark.parametrize("size", [8000])
def test_long_adversarial_lines_stay_linear(size: int) -> None:
    for text in (
        "punch " * (size // 6),
        "punch 4821 " * (size // 11),
        "1 on the keypad " * (size // 16),
        "48213 and " * (size // 10),
        "lock " * (size // 5),
        "lock on the " * (size // 12) + ": 482",
        "the safe " * (size // 9) + "opens with 1-2",
        "padlock is 1-" * (size // 13),
        "safe safe safe: " * (size // 16),
    ):
        started = time.process_time()  # CPU time: the machine's load is not the guard's
        _refused(text)
        assert time.process_time() - started < 2.0, re.escape(text[:20])
