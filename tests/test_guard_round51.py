"""Round 51 of the secret guard (issue 13): a login written with no password's word - a service, the account's mail
address or user name, then its password ("spotify noor.k@mail.example Quartz-Ladle48 the family plan renews in May",
"plex rowan.t Vk3mQ-Ttz9W-pLx2") - and Persian's "رمز" before a password's shape (guard/round51.py). Each example has
a benign twin of the same layout (a masked value, a placeholder, an id in capitals, a word, a person to write to,
an ordinary sentence); the examples are written here, not copied from a corpus."""

from __future__ import annotations

import re
import time

import pytest

from engramdb.guard import round51

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # a service, the address, the value, then more words
            "spotify noor.k@mail.example Quartz-Ladle48 the family plan renews in May",
            "spotify noor.k@mail.example Quartz Ladle the family plan renews in May",
        ),
        (  # a dash and a note after it
            "the strava account ines77@post.example tR4v-Kq9e-Lm2x - the cycling club one",
            "the strava account ines77@post.example ******** - the cycling club one",
        ),
        (  # a chat's speaker, "is ... and ..."
            "[09:12] Omar: komoot app is omar.b@mail.example and PebbleFinch62 for the hikes",
            "[09:12] Omar: komoot app is omar.b@mail.example and the route is saved",
        ),
        (  # a speaker and a clock, a random value
            "Lena 18:05 audible lena.p@mail.example hX7#qPz2Lw, the book is queued",
            "Lena 18:05 audible lena.p@mail.example ORDER55123, the book is queued",
        ),
        (  # a leading "$"
            "kindle ana.v@mail.example $kQ2$wLp9Zr the books are synced",
            "kindle ana.v@mail.example ${KINDLE_PASSWORD} the books are synced",
        ),
        (  # a table's "|" before the service
            "2026-03-02 10:40 | Ravi | wattpad ravi.k@mail.example / harbor-582QUILL - the drafts",
            "2026-03-02 10:40 | Ravi | wattpad ravi.k@mail.example / %(WATTPAD_PW)s - the drafts",
        ),
        (  # a user name, the value last on its line
            "plex rowan.t Vk3mQ-Ttz9W-pLx2",
            "plex rowan.t MODEL-4400X-SERIES",
        ),
        (  # a speaker's mark before the service
            "| Ravi | tidal ravi_k MossHeron714",
            "| Ravi | tidal ravi_k ●●●●●●●●●●●●",
        ),
        (  # a user name alone before the value, after a forward's mark
            "Fwd: ilse OtterQuill583",
            "Fwd: see OtterQuill583",
        ),
        (  # a user name and "/" after a service's label
            "Roll20: kq83vbz1 / ember-417LARK",
            "Roll20: kq83vbz1 / ember-417lark",
        ),
        (  # Persian: the service's name, a colon
            "رمز نتفلیکس: lantern+84pebble",
            "رمز نتفلیکس: {NETFLIX_PW}",
        ),
        (  # Persian: after the user name, no colon
            "نام کاربری sara.k@mail.example، رمز quill+472harbor 🙏",
            "نام کاربری sara.k@mail.example، رمز را فردا می‌گویم 🙏",
        ),
        (  # Persian: "=", letters drawn at random
            "Fwd: رمز Tinder = qVtLpXwRmZk",
            "Fwd: رمز Tinder = MyProjectName",
        ),
    ],
)
def test_a_login_with_no_label_is_refused_and_its_twin_is_not(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(
    "text",
    [
        "send it to bob.k@mail.example Tomorrow2pm",  # a person to write to
        "forward the receipt to ana@mail.example Invoice2024Final please",
        "From: Ana <ana@mail.example> Sent2024",  # an address in angle brackets
        "mailto:ana@mail.example Xy12345678abc",
        "I love iPhone15Pro",  # a sentence's last words
        "we bought MacBookPro16",
        "the new phone is a GalaxyS24Ultra",
        "Finally grabbed iPhone15Pro",  # a product's name after a word outside the ordinary ones
        "Yesterday ordered GalaxyS24Ultra",
        "support desk help@mail.example INV-2291-ABC",  # an id in capitals
        "newsletter ana@mail.example ana.b@mail.example",  # a second address
        "plex rowan.t Vk3mQ-Ttz9W-pLx2 is the example value",  # said to be an example
        "Stripe customer cus_Q7vLm2XkP9aRtz",  # an id typed by its prefix, a noun naming it
        "payment intent pi_3Kx9LmQvTz82aBcDeF",
        "music track 6Yh2LpQx9ZvT4mWk8RsA1c",  # a noun naming an id
        "youtube video dQ7w4w9WgXc",
        "billing ravi.k cus_Q7vLm2XkP9aRtz",  # an id typed by its prefix after a user name
        "ks.cfg\nlang de_DE.UTF-8\nkeyboard de\ntimezone Europe/Berlin",  # a block of settings
        "ks.cfg for Lab2\nsyslocale de_DE.UTF-8\nkbd de",
        "رمز پستی: 1234567890",  # a postal code
        "رمز تخفیف: SAVE2025NOW",  # a discount code in capitals
    ],
)
def test_words_ids_and_handles_stay_benign(text: str) -> None:
    assert not _refused(text)


def _values(finder: object, check: object, text: str) -> list[str]:
    found = [m for m in finder.finditer(text)]  # type: ignore[attr-defined]
    return [text[slice(*span)] for m in found if (span := check(m))]  # type: ignore[operator]


def test_the_value_is_the_password_and_nothing_around_it() -> None:
    mailed, check = round51.MAILED, round51.mailed
    assert _values(mailed, check, "tidal ana@mail.example Ferret-Quill48. the rest") == ["Ferret-Quill48"]
    assert _values(mailed, check, "tidal ana@mail.example Ferret-Quill48, the rest") == ["Ferret-Quill48"]
    assert _values(mailed, check, "ana@mail.example Ferret-Quill48") == []  # no service before the address
    assert _values(mailed, check, "write to ana@mail.example Ferret-Quill48") == []
    handled, hcheck = round51.HANDLED, round51.handled
    assert _values(handled, hcheck, "plex rowan.t Vk3mQ-Ttz9W-pLx2") == ["Vk3mQ-Ttz9W-pLx2"]
    assert _values(handled, hcheck, "plex rowan.t Vk3mQ-Ttz9W-pLx2 for the tv") == []  # not last on its line
    assert _values(handled, hcheck, "plex the Vk3mQ-Ttz9W-pLx2") == []  # an ordinary word for the user
    assert _values(handled, hcheck, "plex rowan.t vk3mq-ttz9w-plx2") == []  # no capital
    ramz, rcheck = round51.RAMZ, round51.ramz
    assert _values(ramz, rcheck, "رمز دیوار: Ferret.Quill48") == ["Ferret.Quill48"]
    assert _values(ramz, rcheck, "رمز دیوار: FerretQuill") == []  # no digit


@pytest.mark.parametrize(
    ("value", "shaped"),
    [
        ("Kettle.Dulcimer97", True),
        ("$jD$waDx2Q8", True),
        ("#UfafT58r26Cuv@3h", True),
        ("meadow-163HICKORY", True),
        ("${PASSWORD}", False),
        ("%(PW)s", False),
        ("********", False),
        ("OFYH22417TFC", False),  # an id in capitals
        ("QZ-B8B-26-54227", False),
        ("ana.b@mail.example", False),
        ("https://a.example/x1Y", False),
        ("thursday", False),
    ],
)
def test_value_shape(value: str, shaped: bool) -> None:
    assert round51.value_shaped(value) is shaped


@pytest.mark.parametrize("size", [8000])
def test_long_adversarial_lines_stay_linear(size: int) -> None:
    for text in (
        "a@b.cc " * (size // 7),
        "a" * (size - 20) + "@b.cc Xy12345678",
        "@" * size,
        "a@" * (size // 2),
        "nixplay mads.h " * (size // 15) + "Xy12345678ab",
        "aB1" * (size // 3),
        "ab " * (size // 3) + "aB1xyz12345",
        "رمز " * (size // 4),
        "رمز x " * (size // 6),
        "mads.h aB1cdefghij\n" * (size // 19),
        "tidal a@b.cc aB1c!defgh " * (size // 24),
    ):
        started = time.process_time()  # CPU time: the machine's load is not the guard's
        _refused(text)
        assert time.process_time() - started < 2.0, re.escape(text[:20])
