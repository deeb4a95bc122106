"""Round 47 of the secret guard (issue 13): a lock's code told as what the lock "is" ("the side gate at the allotment
is 5187 after dark"), a lock unlocked "with" its code ("we unlock the bike shed with 40412"), and a password after
the short label "pword" / "pw" (guard/round47.py). Each example has a benign twin of the same layout (a size, an age,
a count with its unit, a password kept back); the examples are written here, not copied from a corpus."""

from __future__ import annotations

import re

import pytest

from engramdb.guard import round47

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # a place between the lock and "is", a word of time after the number
            "the side gate at the allotment is 5187 after dark, shut it behind you",
            "the side gate at the allotment is 1200 mm wide, mind the hinge",
        ),
        (  # the lock owned by a place, the clause ended by a comma
            "the studio's back door is 390164, the lights are on the left",
            "the studio's back door is 3 metres from the bins, the lights are on the left",
        ),
        (  # a longer place
            "my locker in the changing room is 81870, towels inside",
            "my locker in the changing room is 19 minutes away from the desk",
        ),
        (  # a shed's code named with its word
            "the mower shed code is 4315, lock it again after",
            "the mower shed code is on the fridge, lock it again after",
        ),
        (  # unlocked with it, a few words naming the lock
            "I unlock the left hot-desk locker with 7391, the charger is in there",
            "I unlock the left hot-desk locker with the blue key, the charger is in there",
        ),
        (  # opened with it, past tense, "the code" before the digits
            "we opened the storage cupboard using the code 58412 and left the chairs",
            "we opened the storage cupboard using 2 crowbars and left the chairs",
        ),
        (  # "pword" after an account's e-mail
            "Fitbit account ana.k@mail.example, pword Heron_Teal46",
            "Fitbit account ana.k@mail.example, pword is in the family vault",
        ),
        (  # "pw" with a bracket and a colon
            "ForeFlight pw (the school's seat): mErGr-Xk4t2-QpL9z, renews in June",
            "ForeFlight pw (the school's seat): ask the chief instructor, renews in June",
        ),
        (  # "pword is" with a dotted value
            "the stitching app pword is Lupin.Mallow83, the patterns are saved there",
            "the stitching app pword is the same as the shop's, the patterns are saved there",
        ),
    ],
)
def test_a_lock_is_its_code_or_a_pword_is_refused_and_its_twin_is_not(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(
    "text",
    [
        "the front door is 1930s style, painted green",
        "the gate is 2000 years old",
        "the garage door is 2400 mm high",
        "the locker in the gym is 2024 edition",
        "I opened the box with 1000 screws still in it",
        "I unlock the door with 1234",  # counted up
        "the locker at the gym is 2019, the towels are newer",  # a year: its age
        "the gate is 2200 then closes",  # a time
        "router page http://10.0.0.1 admin, pw Settings.Default.Password1",
        "the keypad is 0000 by default",
        "my pw is short",
        "the pw field is empty",
        "download it at pw.example.org/setup",
    ],
)
def test_numbers_and_words_that_are_no_code_stay_benign(text: str) -> None:
    assert not _refused(text)


def _values(finder: object, check: object, text: str) -> list[str]:
    found = [m for m in finder.finditer(text)]  # type: ignore[attr-defined]
    return [text[slice(*span)] for m in found if (span := check(m))]  # type: ignore[operator]


def test_the_value_is_the_number_or_the_password_and_nothing_around_it() -> None:
    assert _values(round47.LOCK_IS, round47.code, "the pool gate at the club is 6620 until 9pm") == ["6620"]
    assert _values(round47.LOCK_IS, round47.code, "the pool gate at the club is 6620 metres away") == []
    assert _values(round47.LOCK_IS, round47.code, "the pool gate is 6666, push hard") == []  # one digit repeated
    assert _values(round47.UNLOCK_WITH, round47.code, "I unlock the shed with 8841, the mower is in there") == ["8841"]
    assert _values(round47.PWORD, round47.pword, "pword: Gingham363= (same as the shop)") == ["Gingham363="]
    assert _values(round47.PWORD, round47.pword, "pword Marek750.tksk.\n") == ["Marek750.tksk"]


@pytest.mark.parametrize("size", [8000])
def test_long_adversarial_lines_stay_linear(size: int) -> None:
    import time

    for text in (
        "door " * (size // 5),
        "the door at the " * (size // 16),
        "door is " * (size // 8),
        "unlock the " * (size // 11),
        "unlock the a " * (size // 13) + "locker with",
        "pw " * (size // 3),
        "pword (" * (size // 7),
        "pw: " + "Ab1" * (size // 3),
        "1" * size,
    ):
        started = time.perf_counter()
        _refused(text)
        assert time.perf_counter() - started < 2.0, re.escape(text[:20])


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # "public" is a filter of the call in the link's query, not a claim about the key
            "https://api.example.org/v3/search?visibility=public&lang=en&client_id=9f3a21c7&client_key=7be0d25c41f9a8e3"
            "6d0c2b7a95e14f38",
            "https://api.example.org/v3/search?visibility=public&lang=en&client_id=9f3a21c7&client_key=7be0d25c41f9a8e3"
            "6d0c2b7a95e14f38 (the public demo key from the docs)",
        ),
    ],
)
def test_a_query_filter_saying_public_does_not_make_the_key_public(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)
    assert round47.query_filter("?type=public&q=1", 6, 12)
    assert not round47.query_filter("the key is public&more", 11, 17)
