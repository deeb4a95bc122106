"""Round 55 of the secret guard (issue 13): a public claim in another cell of a Markdown table's row (a business
named "Public Storage") is not about the password in its own cell; a service, a user name and a password with no
separator and words after them ("kayakr tomas.b Heron58=qlp the spring trip") (guard/round55.py). Each example has a
benign twin of the same layout (a hidden cell, a public key's column, an order number, a masked value, a handle); the
examples are written here, not copied from a corpus."""

from __future__ import annotations

import re
import time

import pytest

from engramdb.guard import round55

from .guard_util import refused as _refused

_TABLE = "| what | login | secret |\n|---|---|---|\n| Public Pools | {login} | {value} |\n| side gate | shed 4 | 7731 |"


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # a business's name in the first cell, the password in the third
            _TABLE.format(login="ola.h@mail.example", value="Quince4418~"),
            _TABLE.format(login="ola.h@mail.example", value="[hidden]"),
        ),
        (  # a generator's run
            _TABLE.format(login="ola.h@mail.example", value="qWr7T-mZp2X-hJk4L-vBn9C"),
            _TABLE.format(login="ola.h@mail.example", value="(ask me)"),
        ),
        (  # a service, a user name, a password, then the note goes on
            "kayakr tomas.b Heron58=qlp book the spring trip",
            "kayakr tomas.b ******** book the spring trip",  # masked
        ),
        (
            "note:\nparkwise lena_k Juniper.Otter47 renew the permit",
            "note:\nparkwise order 123-4567890-1234567 renew the permit",  # an order's number, no small letter
        ),
        (
            "[09:12] Ari: tixhub ari.m wQ7!zPk2Lm#e get the front row",
            "[09:12] Ari: tixhub ari.m @AriM_1990 get the front row",  # a handle
        ),
        (
            "gymbook marta meadow@581FALCON",
            "gymbook marta meadow 581 falcon",  # words
        ),
    ],
)
def test_secret_and_benign_twin(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(
    "text",
    [
        "| name | public key | note |\n|---|---|---|\n| Public Storage | pk_live_4fK2abQx9Lm3Nc7Rz | site |",  # its column
        "| what | value |\n|---|---|\n| the public demo | Demo2024pass |",  # its own cell says public
        "sleeper league 1817953522: 3-3 record, playoffs start week 15",
        "spotify playlist 37i9dQZF1DXcBWIGoYBM5M for the party",  # an id's noun
        "I love my iPhone15Pro and the case",
        "keyboard us\nhost web01 Server2024x\ntimezone UTC",  # settings
        "kayakr tomas.b Heron58=qlp is the example value",  # said to be an example after it
        "paging cursor eyJwYWdlIjoxNX0 decodes to the page",  # base64 JSON after an id's noun
        "paging marker Qx7LmN2pRt9v for the next call",  # a position's noun
    ],
)
def test_benign_shapes_stay_unrefused(text: str) -> None:
    assert not _refused(text)


def _values(text: str) -> list[str]:
    found = list(round55.SERVICE_USER_VALUE.finditer(text))
    return [text[slice(*span)] for m in found if (span := round55.service_user_value(m))]


def test_the_reading_takes_the_value_and_nothing_around_it() -> None:
    assert _values("kayakr tomas.b Heron58=qlp, then lunch") == ["Heron58=qlp"]
    assert _values("kayakr tomas.b Heron58=qlp") == ["Heron58=qlp"]
    assert _values("kayakr tomas.b Heron58=qlp 42") == []  # a number after it, no word
    assert _values("the kayakr tomas.b Heron58=qlp") == []  # not the clause's first words
    assert _values("kayakr order Heron58=qlp") == []  # an ordinary word for the user


def test_public_in_other_cell_is_about_the_row_only() -> None:
    text = _TABLE.format(login="ola.h@mail.example", value="Quince4418~")
    start = text.index("Quince")
    assert round55.public_in_other_cell(text, start, start + len("Quince4418~"))
    line = "Public Pools: Quince4418~"  # no table: the old reading stands
    assert not round55.public_in_other_cell(line, 14, len(line))


@pytest.mark.parametrize("size", [8000])
def test_long_adversarial_lines_stay_linear(size: int) -> None:
    for text in (
        "a " * (size // 2),
        "ab.cd " * (size // 6),
        "abc def Ab1=x " * (size // 14),
        "abc def " + "Ab1" * (size // 3),
        "| Public | " * (size // 11),
        "| a | b |\n|---|---|\n" + "| Public x | Quince4418~ |\n" * (size // 27),
        "|\n" * (size // 2),
        ("x: abc def Gh5=" + "k" * 50 + "\n") * (size // 66),
    ):
        started = time.process_time()  # CPU time: the machine's load is not the guard's
        _refused(text)
        assert time.process_time() - started < 2.0, re.escape(text[:20])
