"""Round 54 of the secret guard (issue 13): a session cookie's value in URL-encoded base64 ("espn_s2=AEk...%2F...%2B"),
an "id|secret" personal access token ("Bearer 4821|Qw3...") and a code told in passing after the thing it opens ("the
shed has a lock on it, 4172, ...", "the back door is 58302 then ...", "punch 60418 on the post by the gate")
(guard/round54.py). Each example has a benign twin of the same layout (a URL, a hex digest, a word, an amount, a year,
a flat's number); the examples are written here, not copied from a corpus."""

from __future__ import annotations

import re
import time

import pytest

from engramdb.guard import round54

from .guard_util import refused as _refused

_B64 = "AQk7Zp2Lw9%2BmRt4Xv%2FqN8sYc3Hd5Jf6Gb1Kx0Ue%2BTa7Wo2Mi9Pz4Cr8Vn5Ly3Sg6Dh1Qj0Eu%2FFw7Bk2Ao9Iy4Np8Ms3Rt%3D%3D"
_HEXISH = "a3f9c2e7b1d4086f5e2c9a7b3d1f0e8c6a4b2d9f7e5c3a1b0d8f6e4c2a9b7d5f3e1c0a8b6d4f2e9c7a5b3d1f0e8c"


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # a cookie in a Python call
            f'League(league_id=1234567, year=2026, espn_s2="{_B64}", swid="{{ABC}}")',
            'League(league_id=1234567, year=2026, espn_s2=os.environ["ESPN_S2"], swid="{ABC}")',
        ),
        (  # an environment file
            f"ESPN_S2={_B64}\nLEAGUE_ID=1093560790",
            "ESPN_S2=\nLEAGUE_ID=1093560790",
        ),
        (  # a cookie header, told in a sentence
            f"the session cookie is sid={_B64} if the scraper asks",
            "the session cookie is sid=https%3A%2F%2Fexample.org%2Fpath%2Fto%2Fpage if the scraper asks",  # a URL
        ),
        (  # the value alone on its line
            f"cookie:\n{_B64}\n",
            f"digest:\n{_HEXISH}\n",  # a hex digest, no escape
        ),
        (  # a bearer token of the id|secret shape
            "headers={'Authorization': 'Bearer 4821|Qw3ErT5yU7iO9pA1sD3fG5hJ7kL9zX1cV3bN5mQ2'}",
            "headers={'Authorization': 'Bearer ' + os.environ['TOKEN']}",
        ),
        (  # a settings screen
            "Settings > API keys\nName: zapier\nKey 77|mN4bV6cX8zL1kJ3hG5fD7sA9pO2iU4yT6rE8wQ0q\n[Copy]",
            "Settings > API keys\nName: zapier\nKey 77|mnbvcxzlkjhgfdsapoiuytrewqmnbvcxzlkjhgfd\n[Copy]",  # no digit, no capital
        ),
        (  # a lock, a comma, the code
            "the shed behind the church has a lock on it, 4172, the mower is inside",
            "the shed behind the church has a lock on it, 2019, the mower is inside",  # a year
        ),
        (  # a lock, "it's", the code
            "the bike cage has a little lock, it's 6083, take the blue one",
            "the bike cage has a little lock, it's 600, take the blue one",  # a round hundred
        ),
        (  # a code lock and its digits
            "the first-aid box in the van has a code lock, 2851",
            "the first-aid box in the van has a code lock, 25 kg",
        ),
        (  # a cabinet "is" the code
            "the grey filing cabinet with the tax papers is 5914",
            "the grey filing cabinet with the tax papers is 1234",  # counted up
        ),
        (  # a door "is" the code, then more
            "the studio's street door is 58302 then the bell for flat 6",
            "the studio's street door is open until 8 then the bell for flat 6",
        ),
        (  # punch the code at the gate
            "when you get there punch 60418 on the post by the gate, then park on the left",
            "when you get there punch 60418 into the calculator, then park on the left",  # no gate
        ),
    ],
)
def test_a_round54_secret_is_refused_and_its_twin_is_not(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(
    "text",
    [
        "see https://example.org/search?q=caf%C3%A9%20cr%C3%A8me&lang=fr for the menu",
        "the redirect is https%3A%2F%2Faccounts.example.com%2Fo%2Foauth2%2Fauth%3Fclient_id%3Dabc",
        "the gate is 200 metres past the church",
        "the door is 3 m wide and 210 cm tall",
        "the cabinet is 1850 mm high",
        "the safe is in flat 1204",
        "the lock costs 4500 yen",
        "the garden gate, 2 minutes from the station",
        "| col | col |\n|1|2|\n| a|b |",
        "the lock is from 2021, the key is on the hook",
        "my locker is 113",  # lockers are numbered
        "the door is 312",  # three digits a door "is": its number
        "the safe distance is 250",  # "safe" an adjective
        "the lock screen timeout is 300",
    ],
)
def test_urls_measures_and_words_stay_benign(text: str) -> None:
    assert not _refused(text)


def _values(finder: object, check: object, text: str) -> list[str]:
    found = list(finder.finditer(text))  # type: ignore[attr-defined]
    return [text[slice(*span)] for m in found if (span := check(m))]  # type: ignore[operator]


def test_each_reading_takes_the_value_and_nothing_around_it() -> None:
    assert _values(round54.PERCENT_BASE64, round54.percent_base64, f'espn_s2="{_B64}"') == [_B64]
    assert _values(round54.PERCENT_BASE64, round54.percent_base64, f"https://x.example/{_B64}") == []  # a URL's path
    assert _values(round54.PERCENT_BASE64, round54.percent_base64, f"?a={_B64}&b=1") == []  # a query
    token = "4821|Qw3ErT5yU7iO9pA1sD3fG5hJ7kL9zX1cV3bN5mQ2"
    assert _values(round54.ID_BAR_TOKEN, round54.id_bar_token, f"Bearer {token}'") == [token]
    assert _values(round54.ID_BAR_TOKEN, round54.id_bar_token, f"Bearer {token}x") == []  # 41 characters
    told = round54.TOLD_CODE, round54.told_code
    assert _values(*told, "the locker has a lock on it, 3917, the belt") == ["3917"]
    assert _values(*told, "the door is 58302 then flat 4") == ["58302"]
    assert _values(*told, "the door for flat 12 is 5830") == []  # a flat's number between
    assert _values(*told, "the door is 58302.5") == []  # a decimal
    assert _values(*told, "punch 60418 on the keypad") == ["60418"]
    assert _values(*told, "punch 60418. then the gate") == []  # the gate in the next sentence


@pytest.mark.parametrize("size", [8000])
def test_long_adversarial_lines_stay_linear(size: int) -> None:
    for text in (
        "%2B" * (size // 3),
        "A%2F" * (size // 4),
        ("Ab1" * 30 + "%2B%2F ") * (size // 97),
        "1|" * (size // 2),
        "12|" + "Ab1" * (size // 3),
        "lock " * (size // 5),
        "the lock a a a a a a a a, it's " * (size // 31) + "4172",
        "door is 1 " * (size // 10),
        "punch 12345 " * (size // 12),
        "punch 60418 " + "x " * (size // 2) + "gate",
    ):
        started = time.process_time()  # CPU time: the machine's load is not the guard's
        _refused(text)
        assert time.process_time() - started < 2.0, re.escape(text[:20])


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (
            "my mod needs the overlay's websocket pw, it's ryeKRQDxUSfKm",
            "my mod needs the overlay's websocket pw, it's McDonald",  # one capital inside: a name
        ),
        (
            "the router passcode, it is Tq7!mWz#42\n",
            "the router passcode, it is written on the box\n",
        ),
        (
            "shared the vault password, it's kH593w1TBuePm7jfp.",
            "shared the vault password, it's changed.",
        ),
        (
            "pw, it was Bramble.Juniper.Dandelion43 before the reset",
            "pw, it was tomorrow before the reset",
        ),
    ],
)
def test_a_password_after_pw_its_is_refused_and_its_twin_is_not(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def test_pw_its_takes_the_value_alone() -> None:
    text = "the websocket pw, it's ryeKRQDxUSfKm. thanks"
    assert _values(round54.PW_ITS, round54.pw_its, text) == ["ryeKRQDxUSfKm"]
    assert _values(round54.PW_ITS, round54.pw_its, "the pw, it's iPhone") == []


def test_pw_its_stays_linear_on_long_input() -> None:
    for text in ("pw, it's " * 900, "password, it's " + "aB" * 4000, "pw, " * 2000):
        started = time.process_time()
        _refused(text)
        assert time.process_time() - started < 2.0, re.escape(text[:20])
