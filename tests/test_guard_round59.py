"""Round 59 of the secret guard (issue 13): a locked place's code told as what the place "is", a service's key with a
UUID's value, an address (or a member's number) followed by its password. Each example has a benign twin of the same
layout; the examples are written here, not copied from a corpus."""

from __future__ import annotations

import re
import time

import pytest

from engramdb.guard import round59

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # a locked place "is" its code
            "the tool shed behind the garages is 7302, put the ladder back",
            "the tool shed behind the garages is locked, put the ladder back",
        ),
        (  # a room kept for a job, five digits
            "the plant room in the basement is 48217. the valves are on the right",
            "the plant room in the basement is 48 m2. the valves are on the right",
        ),
        (  # a compound box, three digits
            "the parcel box by the porch is 584, leave it inside",
            "the parcel box by the porch is 584 mm wide, leave it inside",
        ),
        (  # a service's key with a UUID
            "weatherstack key 9b2e6a41-7c3d-4f8e-a5b1-2d6c8e0f4a73 for the dashboard",
            "idempotency key 9b2e6a41-7c3d-4f8e-a5b1-2d6c8e0f4a73 for the retry",
        ),
        (  # an address, a comma, then its password ending the line
            "Duolingo: kofi.a@mail.example , TamarindQuill84",
            "Duolingo: kofi.a@mail.example , 120-day streak",
        ),
        (  # an address, then "login" and the value before words
            "podcast app kofi.a@mail.example login Heron582! the family plan",
            "podcast app kofi.a@mail.example login with Google, the family plan",
        ),
        (  # another arrow read as "→" after a password's label
            "heslo pro Bolt ➜ Kestrel.Wand47",
            "Prague ➜ Vienna ➜ Budapest, train at 9",
        ),
        (  # a member's number, then "pword"
            "sixt club 702218845 pword Kv#8rTq2Lm pick it up at 9",
            "sixt club 702218845 gold status pick it up at 9",
        ),
    ],
)
def test_secret_and_benign_twin(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def _values(text: str) -> list[str]:
    out = []
    for _kind, finder, _anchors, validate in round59.ROWS:
        out += [text[slice(*span)] for m in finder.finditer(text) if (span := validate(m))]
    return out


@pytest.mark.parametrize(
    "text",
    [
        "the hotel room is 1203, the pool is on the roof",  # no locked place
        "the mail room is 204, second floor",  # a room's three digits: its number
        "the storeroom is 1120, just past the lifts",  # a place in the building after the digits
        "the gift box is 300, the ribbon is extra",  # a price
        "the cabinet is 600 mm wide",  # a unit
        "the gate is 2024.",  # a year
        "the primary key 13700a8c-6079-4039-9fea-c7aef8993c96 of the row",  # a key that is an identifier
        "contact me: anna@x.example - Room2014 tomorrow",  # no label, the value does not end its line
        "Alamo: mateo@mail.example, the password is in the family vault",  # no value
    ],
)
def test_round59_reads_no_benign_shape(text: str) -> None:
    assert _values(text) == []


def test_the_readings_take_the_value_and_nothing_around_it() -> None:
    assert _values("the kit room at the club is 58214, the balls are in the bag") == ["58214"]
    assert _values("ticketapi key 9b2e6a41-7c3d-4f8e-a5b1-2d6c8e0f4a73.") == ["9b2e6a41-7c3d-4f8e-a5b1-2d6c8e0f4a73"]
    assert _values("Audible: a@b.example - Quince.Harbor37") == ["Quince.Harbor37"]


def test_every_reading_is_opened_by_its_anchors() -> None:
    for _kind, finder, anchors, validate in round59.ROWS:
        hits = [
            t
            for t in (
                "the tool shed behind the garages is 7302, put the ladder back",
                "weatherstack key 9b2e6a41-7c3d-4f8e-a5b1-2d6c8e0f4a73 for the dashboard",
                "Duolingo: kofi.a@mail.example , TamarindQuill84",
            )
            if any(validate(m) for m in finder.finditer(t))
        ]
        assert hits
        for t in hits:
            assert any(a.lower() in t.lower() for a in anchors), t


@pytest.mark.parametrize("size", [8000])
def test_long_adversarial_lines_stay_linear(size: int) -> None:
    for text in (
        "the a " * (size // 6) + "cupboard is 1234",
        "the cupboard at the " + "a " * (size // 2) + "is 4821",
        "a key " * (size // 6),
        "x key " * (size // 6) + "9b2e6a41-7c3d-4f8e-a5b1-",
        "a@b.example, " * (size // 13),
        "a@b.example login " * (size // 18),
        "123456789 pword " * (size // 16),
    ):
        started = time.process_time()  # CPU time: the machine's load is not the guard's
        _refused(text)
        assert time.process_time() - started < 2.0, re.escape(text[:20])


def test_other_arrows_fold_to_one_arrow_one_character_for_one() -> None:
    from engramdb.guard import fields

    for arrow in "➔➜➝➞➡⟶⇨":
        text = f"heslo {arrow} Kestrel.Wand47 ▶ ► ➤"
        (checked,) = fields.normalise_for_check([text])
        assert checked == "heslo → Kestrel.Wand47 ▶ ► ➤"
        assert fields.normalise_one(text) == checked
