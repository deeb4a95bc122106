"""Round 83 of the secret guard (issue 13): a code with a year's shape told where no time is told ("the shed padlock is
1974, ..."), read by the guard's own rows with other digits; a code read aloud in short digit words ("koden är sju
tre nio ett"), read by the same rows as its digits; and the number to call after a password's label ("Password: phone
IT 4400."), which is where to get the password. Each example has a benign twin of the same layout;
the examples are written here, not copied from a corpus, in several languages."""

from __future__ import annotations

import pytest

from engramdb.guard import round83

from .guard_util import refused as _refused


@pytest.fixture
def years_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """The year reading is behind round83.READ_YEARS (off: earlier rounds' tests pin a year after a code's word as
    benign); its own tests read with it on."""
    monkeypatch.setattr(round83, "READ_YEARS", True)


@pytest.mark.parametrize(
    ("secret", "benign_text"),
    [
        # a code with a year's shape: the twin tells a time around the same number
        ("the shed padlock is 1974, the mower key is on the hook",
         "the shed padlock is from 1974, the mower key is on the hook"),
        ("the alarm code is 2011", "the alarm code was changed in March 2011"),
        ("el código del portón es 1979, ciérralo al salir", "el código del portón cambió en 1979, ciérralo al salir"),
        ("Der Türcode ist 1983, bitte wieder abschließen", "Der Türcode gilt seit 1983, bitte wieder abschließen"),
        ("PIN karty: 1956", "PIN karty wydany w 1956"),
        ("kode pintu rumah 1988, jangan lupa", "kode pintu rumah sejak 1988, jangan lupa"),
        ("il codice del lucchetto è 1972", "il codice del lucchetto è del 1972"),
        ("my card PIN is 2007", "my card PIN for the 2007 account is on the letter"),
        ("the safe's code is 1966", "the safe's code is from the 1966 manual"),
        ("garage door code 1991, shut it after you", "garage door code until 1991, shut it after you"),
    ],
)
@pytest.mark.usefixtures("years_on")
def test_round83_refuses_the_secret_and_keeps_its_twin(secret: str, benign_text: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign_text), benign_text


@pytest.mark.parametrize(
    "benign_text",
    [
        # a year that tells a time after a code's or a password's word
        "PIN for the 2025 return: in the tax office's letter",
        "the gate code changes on 3 Feb 2028, the caretaker posts it",
        "Sommerfest 2026: the locker code is on the sign-up sheet",
        "contract no. 4410 2291 1957 3820, the PIN comes by post",
        "password policy since 2019: twelve characters",
        "the locker room was built in 1998",
        "the alarm panel is a 1998 model, its code is in the manual",
    ],
)
@pytest.mark.usefixtures("years_on")
def test_a_year_that_tells_a_time_is_no_code(benign_text: str) -> None:
    assert not _refused(benign_text), benign_text


@pytest.mark.usefixtures("years_on")
def test_the_year_candidates_leave_a_told_time() -> None:
    text = "code 1974, built in 1980, the 1990s, 2019-20, 4410 1957 3820, Expo 2025, 2024年"
    assert [text[a:b] for a, b in round83.year_candidates(text)] == ["1974"]
    numbered = "PIN for ext. 2012 is 1983, Zimmer 1985, a 2020 style one, line 2001 is 2001"
    assert [numbered[a:b] for a, b in round83.year_candidates(numbered)] == ["1983"]


@pytest.mark.parametrize(
    ("secret", "benign_text"),
    [
        # a code read aloud in short digit words; the twin says the same run where no code is named
        ("koden till förrådet är sju tre nio ett", "bussarna till förrådet går sju tre nio ett"),
        ("der Tresorcode ist sieben drei neun eins", "die Buslinien zum Bahnhof sind sieben drei neun eins"),
        ("密码是 七、三、九、一", "会议在 七、三、九、一 号房间"),
        ("금고 비밀번호는 칠, 삼, 구, 일", "회의실은 칠, 삼, 구, 일 층에 있어요"),
        ("the gate code is uh six, two, nine, eight", "the gate opens at six, two, nine and eight"),
        ("le code de la porte c'est trois, euh, huit, six, un", "les bus pour la gare: trois, huit, six, un"),
    ],
)
def test_a_code_said_in_short_digit_words(secret: str, benign_text: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign_text), benign_text


def test_a_spoken_run_is_written_as_its_digits() -> None:
    runs = [m.group() for m in round83.SPOKEN_DIGITS.finditer("code: fem, eh, noll sju tre. floors two, five, six and nine")]
    assert runs == ["fem, eh, noll sju tre"]  # ("and" lists: no filler)
    assert round83._spoken_value(runs[0]) == "5073"
    assert round83._spoken_value("one two three four") is None and round83._spoken_value("two two two two") is None


@pytest.mark.parametrize(
    ("secret", "benign_text"),
    [
        # a number to call after a password's label (the secret twin gives the value itself)
        ("Password: 4400", "Password: phone IT 4400."),
        ("PIN: 2210", "PIN: call the front desk on 2210"),
        ("Kennwort: 3081", "Kennwort: anrufen Hotline 3081"),
        ("mot de passe : 5127", "mot de passe : appelez le poste 5127"),
    ],
)
def test_a_number_to_call_is_no_password(secret: str, benign_text: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign_text), benign_text


@pytest.mark.parametrize(
    "secret",
    [
        # the verb's word as a noun, not opening its clause: the number stays the code
        "PIN for phone banking / 55182",
        "le code de déverrouillage du téléphone c'est 718204",
        "join the team call with host key 628104",
        "mijn pincode voor telefonisch bankieren is 90417",
    ],
)
def test_a_noun_of_calling_keeps_the_code(secret: str) -> None:
    assert _refused(secret), secret


def test_a_call_opening_the_next_line_is_where_to_call() -> None:
    assert not _refused("Password:\ncall IT on 4400")
    assert _refused("Password:\n4400")


def test_a_secret_word_after_the_call_keeps_the_code() -> None:
    """A PIN's word between the verb and the number names the number a code again: "ring me, the PIN is 4400"."""
    assert _refused("ring me tonight, the PIN is 4400")
    assert round83.number_to_call("Password: phone IT 4400.", 19, 23)
    assert not round83.number_to_call("Password: Ph0neIT4400", 10, 21)


@pytest.mark.parametrize(
    ("secret", "benign_text"),
    [
        # a smile after the value is no label's colon (the twin's colon names what the value is for)
        ("bank: kundnummer 5512093, lösenord Tistel.48 :)", "bank: kundnummer 5512093, lösenord: se lappen i lådan :)"),
        ("akun air: pengguna 7732109, kata sandi Kemiri#582 :)", "akun air: pengguna 7732109, kata sandi: tanya ibu :)"),
        ("eläkeyhtiö: tunnus 88210, salasana Kanerva@71 :D", "eläkeyhtiö: tunnus 88210, salasana löytyy muistiosta :D"),
    ],
)
def test_a_smile_after_the_value_is_no_colon(secret: str, benign_text: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign_text), benign_text


def test_an_arrow_after_the_value_is_no_smile() -> None:
    """"=>" names what the word before it is for, as ":" does: "lösenord Netflix => ..." gives no password."""
    assert not _refused("[09:12] lösenord Netflix => (bytt i fredags, fråga mig)")


def test_the_year_reading_is_off_by_default() -> None:
    assert not round83.READ_YEARS and round83.year_candidates("the shed lock is 1974, ok") == []
