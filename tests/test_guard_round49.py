"""Round 49 of the secret guard (issue 13): a code's digits closed by a copula or a "that it is" written after them
("dolabımın şifresinin 48213 olduğunu unutma", "kodea 71846 dela"), told before the code's word ("cofia mai 84127
yw cod y sied"), read out digit by digit after a code's word ("szyfr do sejfu to 3-8-1-5-0"), or keyed in when
calling the bank ("bila telefon bank, saya tekan 620814"), and a parcel locker's code that is no postal code
(guard/round49.py, secrets._PARCEL_LOCKER). Each example has a benign twin of the same layout (a price, a count, a
number that names no code, a year); the examples are written here, not copied from a corpus."""

from __future__ import annotations

import re
import time

import pytest

from engramdb.guard import round49
from engramdb.guard import secrets as S

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # Turkish: "that it is" after the value, the verb last
            "ofisteki dolabımın şifresinin 48213 olduğunu unutma",
            "ofisteki dolabımın fiyatının 48213 lira olduğunu unutma",
        ),
        (  # Azerbaijani: the copula glued with a hyphen
            "evin qapısının kodu 73915-dir",
            "evin qapısının nömrəsi 17-dir",
        ),
        (  # Armenian: the copula, then a comma and another clause
            "պահարանի կոդը 37261 է, մի մոռացիր",
            "պահարանի համարը 37 է, մի մոռացիր",
        ),
        (  # Marathi
            "कपाटाचा कोड 58314 आहे, लक्षात ठेव",
            "कपाटाची किंमत 58314 रुपये आहे, लक्षात ठेव",
        ),
        (  # Persian: a copula the labelled reading knows, closed by the Arabic comma
            "رمز کمد 52917 است، یادت باشد",
            "قیمت کمد 52917 تومان است، یادت باشد",
        ),
        (  # Basque
            "gogoratu garajeko atearen kodea 71846 dela",
            "gogoratu garajeko atearen prezioa 71846 euro dela",
        ),
        (  # Afrikaans: a reported clause ends with "is"
            "onthou dat die kode van die hek 60417 is",
            "onthou dat die prys van die hek 1450 rand is",
        ),
        (  # Tamil: a code's word the labelled reading does not know
            "அலுவலக கதவின் குறியீடு 39512 என்று நினைவில் வை",
            "அலுவலக கதவின் எண் 39 என்று நினைவில் வை",
        ),
        (  # Welsh: the value first
            "cofia mai 84127 yw cod y sied",
            "cofia mai 84127 yw rhif y tŷ",
        ),
        (  # Irish: the value first, read out
            "is é 5 - 8 - 2 - 0 - 3 an cód don gheata",
            "is é 5 - 8 - 2 - 0 - 3 an seoladh don gheata",  # an address, no code
        ),
        (  # Maori: the value first, an article before the code's word
            "ko 40718 te waehere o te kūaha",
            "ko 40718 te nama o te whare",
        ),
        (  # Polish: digits read out after the code's word
            "szyfr do sejfu w biurze to 3-8-1-5-0",
            "numer pokoju w biurze to 3-8-1-5-0",
        ),
        (  # digits read out with spaces
            "ikhodi yesango ithi 5 2 9 4 1",
            "inombolo yendlu ithi 5 2 9 4 1",
        ),
        (  # a phone bank: the verb of keying in before the value
            "bila telefon bank, saya tekan 620814",
            "bila telefon bank, saya tunggu 20 minit",
        ),
        (  # in English, "type"
            "when I ring the bank I type 49317 and wait",
            "when I ring the bank I type 4 and wait",
        ),
        (  # Japanese: the verb written last, glued to the value
            "銀行に電話したら4826を押す",
            "銀行に電話したら30分待つ",
        ),
        (  # an amount keyed in is no PIN
            "at the bank I entered 49317 then signed",
            "at the bank I entered 4931.50 then signed",
        ),
        (  # a password's label of several words joined into a log's key
            '{"niveau":"debug","utilisateur":"ana_k","mot_de_passe":"GatoLindo44!"}',
            '{"niveau":"debug","utilisateur":"ana_k","mot_de_passe":"********"}',
        ),
        (  # the same in camelCase, in a config's line
            "motDePasse = Vert7Olive!Quai",
            "motDePasse = true",
        ),
        (  # Malay, joined with a hyphen
            "kata-laluan: Kopi88!Susu",
            "kata-laluan: tersembunyi",
        ),
        (  # a parcel locker's code
            "Код від поштомату 61827, забери сьогодні",
            "поштовий індекс 61827, забери сьогодні",
        ),
    ],
)
def test_a_code_in_another_order_is_refused_and_its_twin_is_not(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(
    "text",
    [
        "the error code 4012 is",
        "kodu 2019-dir",  # a year
        "there are 5000 is",
        "ez eo 2024 kod",  # a year
        "the zip code 94107 is",
        "šifra artikla 338820",
        "код почтового отделения 12345",
        "código postal 52079",
        "when I call the bank I press 1111",  # one digit repeated
        "the bank is 1200 m away, press on",
        "I type 2024 at the bank",  # a year
        "1-2-3-4-5 is the example code",
    ],
)
def test_numbers_that_are_no_code_stay_benign(text: str) -> None:
    assert not _refused(text)


def _values(finder: object, check: object, text: str) -> list[str]:
    found = [m for m in finder.finditer(text)]  # type: ignore[attr-defined]
    return [text[slice(*span)] for m in found if (span := check(m))]  # type: ignore[operator]


def test_the_value_is_the_digits_and_nothing_around_them() -> None:
    def copula(m: re.Match[str]) -> tuple[int, int] | None:
        return round49.copula_after(m, S._LABELLED_CODE, S._labelled_code, S._NOT_A_SECRET_CODE)

    def read(m: re.Match[str]) -> tuple[int, int] | None:
        return round49.read_out(m, S._LABELLED_CODE, S._labelled_code)

    def first(m: re.Match[str]) -> tuple[int, int] | None:
        return round49.value_first(m, S._NOT_A_SECRET_CODE)

    assert _values(round49.COPULA_AFTER, copula, "dolabımın şifresinin 48213 olduğunu unutma") == ["48213"]
    assert _values(round49.COPULA_AFTER, copula, "dolabımın şifresinin 48213 olduğunu unutma ve kilitle onu") == []
    assert _values(round49.COPULA_AFTER, copula, "şkafımın kodu 5003-dir") == ["5003"]
    assert _values(round49.COPULA_AFTER, copula, "the code of the shed 60417 is wrong, try again") == []
    assert _values(round49.READ_OUT, read, "the gate code is 4-7-1-9-3.") == ["4-7-1-9-3"]
    assert _values(round49.READ_OUT, read, "the gate code is 4 - 7 - 1 - 9 - 3") == ["4 - 7 - 1 - 9 - 3"]
    assert _values(round49.READ_OUT, read, "the gate code is 4-4-4-4-4") == []  # one digit repeated
    assert _values(round49.VALUE_FIRST, first, "cuimhnigh gur e 3 9 8 9 an còd") == ["3 9 8 9"]
    assert _values(round49.VALUE_FIRST, first, "mai 84127 yw cod produktu") == []
    assert _values(round49.PHONE_BANK, round49.phone_bank, "bila telefon bank, saya tekan 620814") == ["620814"]
    assert _values(round49.PHONE_BANK, round49.phone_bank, "saya tekan 620814") == []  # no bank named
    assert _values(round49.PHONE_BANK, round49.phone_bank, "call the bank\npress 620814") == ["620814"]
    assert _values(round49.PHONE_BANK, round49.phone_bank, "call the bank\n\n\npress 620814") == []  # too far above


def test_a_joined_key_is_read_only_when_it_is_a_password_label() -> None:
    assert _values(round49.JOINED_KEY, round49.joined_key, '"mot_de_passe":"GatoLindo44!"') == ["GatoLindo44!"]
    assert _values(round49.JOINED_KEY, round49.joined_key, '"mot_de_passe_hash":"GatoLindo44!"') == []
    assert _values(round49.JOINED_KEY, round49.joined_key, '"nom_de_famille":"GatoLindo44!"') == []


def test_a_parcel_locker_is_no_postal_code() -> None:
    assert not S._NOT_A_SECRET_CODE.match("поштомату")
    assert not S._NOT_A_SECRET_CODE.match("Postomat")
    assert S._NOT_A_SECRET_CODE.match("поштовий")
    assert S._NOT_A_SECRET_CODE.match("postal")


@pytest.mark.parametrize("size", [8000])
def test_long_adversarial_lines_stay_linear(size: int) -> None:
    for text in (
        "1 " * (size // 2),
        "1-" * (size // 2),
        "0 - " * (size // 4),
        "1234 is " * (size // 8),
        "kod 1234 olduğunu " * (size // 18),
        "é 1234 " * (size // 7),
        "é 1 2 3 4 an cód " + "é " * (size // 2),  # (repeated, "é 1 2 3 4 an " was quadratic: spelled_lines)
        "bank press " * (size // 11),
        "bank tekan 1 " * (size // 13),
        "குறியீடு " * (size // 9) + "4821 என்று",
        "kod " * (size // 4) + "4-8-2-1",
    ):
        started = time.process_time()  # CPU time: the machine's load is not the guard's
        _refused(text)
        assert time.process_time() - started < 2.0, re.escape(text[:20])
