"""Round 52 of the secret guard (issue 13): a phone bank's PIN named by its label in many languages ("my clave de
banca telefónica es 61830!", "68 2 9 1 4\\n(PIN du service bancaire par téléphone)"), a sentence inside a log's JSON
string (`{"message": "Код ад пад'езда 7261"}`), and a code or a password stated after a copula's particle
("ko te waehere o te tatau ko 58302,", "signum cellae est 4719,", "Kalmar sirrin imel ita ce Quail48river#")
(guard/round52.py). Each example has a benign twin of the same layout (a phone number, a year, an amount, a postal or
a booking code, a word); the examples are written here, not copied from a corpus."""

from __future__ import annotations

import re
import time

import pytest

from engramdb.guard import round52

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # Spanish, the value stated and an exclamation mark after it
            "ojo: la clave de banca telefónica es 61830!",
            "ojo: la línea de banca telefónica es 900 123 456!",
        ),
        (  # French, an arrow between the label and the value, a sender after it
            "code de la banque par téléphone ⇒ 82614 | Lena",
            "code de la banque par téléphone ⇒ 2019 | Lena",  # a year
        ),
        (  # Serbian, the value read out on the next line
            "ПИН за телефонско банкарство\n- 3 8 1 6 0",
            "ПИН за телефонско банкарство\n- позовите 0800 1234",  # a phone number's groups
        ),
        (  # the value alone, its label on the line below
            "7 2 9 4 1\n(puhelinpankin PIN)",
            "7 2 9 4 1\n(puhelinpankin aukioloaika)",  # no PIN's word: the opening hours
        ),
        (  # Amharic, a copula after the value
            "የስልክ ባንክ ፒኔ 61527 ነው",
            "የስልክ ባንክ ቁጥር 61527 ነው",  # a number, not a PIN
        ),
        (  # Korean, an arrow and a sender
            "텔레뱅킹 비밀번호 ⇒ 47291 | Mina",
            "텔레뱅킹 비밀번호 ⇒ 5000원 | Mina",  # an amount
        ),
        (  # Arabic: the phone number on the line above is no PIN, the value on the second line is
            "رقم الهاتف المصرفي +44 20 7946 0321\nرقمي السري للخدمة المصرفية الهاتفية هو 839104",
            "رقم الهاتف المصرفي +44 20 7946 0321\nساعات الخدمة المصرفية الهاتفية من 8 إلى 20",
        ),
        (  # English, the phone bank's sort code is no secret
            "phone banking passcode: 730916",
            "phone banking sort code: 730916",
        ),
        (  # a log's JSON string holding a sentence
            '{"ts": "2026-04-01T10:00", "app": "chat", "message": "Код ад пад\'езда ў мамы 7261"}',
            '{"ts": "2026-04-01T10:00", "app": "chat", "message": "Кватэра ў пад\'езда ў мамы 7261"}',
        ),
        (  # ... its non-ASCII escaped
            '{"level": "info", "text": "Koden till f\\u00f6rr\\u00e5det \\u00e4r 6183"}',
            '{"level": "info", "text": "Rummet till f\\u00f6rr\\u00e5det \\u00e4r 6183"}',
        ),
        (  # Maori, the particle "ko" before the value, a comma and more after it
            "Ko te waehere o te tatau o te whare ko 58302, katia i muri",
            "Ko te waehere o te tatau o te whare ko 1998, katia i muri",  # a year
        ),
        (  # Hawaiian "ʻo"
            "ʻO ka helu huna o ka pahu leta ʻo 40917, mai poina",
            "ʻO ka helu o ka pahu leta ʻo 40917, mai poina",  # "helu" alone: a number
        ),
        (  # Latin "est"
            "Signum cellae vinariae est 4719, postea claude",
            "Signum cellae vinariae est 1234, postea claude",  # counted up
        ),
        (  # Xhosa "ngu-" glued to the value
            "Ikhowudi yomnyango wendlu ngu-70315, uvale",
            "Ikhowudi ye-order yendlu ngu-70315, uvale",  # an order's code
        ),
        (  # Vietnamese "là", a booking's code is no secret
            "nhớ giúp mình mã két sắt ở văn phòng là 6042",
            "nhớ giúp mình mã đặt phòng ở khách sạn là 6042",
        ),
        (  # Khmer, the label, its place and the copula written as one run
            "លេខកូដទ្វារផ្ទះខ្ញុំគឺ 58120",
            "លេខទ្វារផ្ទះខ្ញុំគឺ 58120",  # no code's word: the house number
        ),
        (  # Burmese, the value quoted by "ဆိုတာ"
            "ကျွန်တော့် သော့ ကုဒ်က 730512 ဆိုတာ မှတ်ထားပါ",
            "ကျွန်တော့် သော့ ကုဒ်က 7 ဆိုတာ မှတ်ထားပါ",  # one digit
        ),
        (  # Hausa, a password after "ita ce"
            "Kalmar sirrin imel na ofis ita ce Quail48river#",
            "Kalmar sirrin imel na ofis ita ce wannan",  # a word, not a password
        ),
        (  # Kinyarwanda "ni"
            "Ijambobanga rya konti ya banki ni Harbor_7715x",
            "Ijambobanga rya konti ya banki ni rigufi",
        ),
    ],
)
def test_a_round52_secret_is_refused_and_its_twin_is_not(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(
    "text",
    [
        "call phone banking on 0800 123 4567 if you forget your PIN",
        "my phone banking PIN changes every 90 days",
        "phone banking hotline 0345 600 1234, have your PIN ready",
        "telephone banking opens at 0800, PIN needed",
        "the bank's phone number is 02079460321, ask for the PIN desk",
        "phone banking since 2015, PIN never changed",
        '{"ts": "2026-04-01T10:00", "message": "the meeting moved to room 3313 today"}',
        '{"event": "login", "user": "mara", "note": "password changed at 10:42"}',
        '{"message": "order 55120 shipped, tracking code 88120"}',
        "Mã vận đơn là 90956612, thứ Năm sẽ tới",
        "nhớ giúp mình mã đơn hàng là 55821",
        "Ko te waehere o te akoranga ko 2024, he pai",
        "Signum portae est 2020, postea claude",
        "the code of practice o 2019, page 4",
        "Kalmar sirrin ita ce abin da ka sani",
    ],
)
def test_numbers_and_words_that_are_no_secret_stay_benign(text: str) -> None:
    assert not _refused(text)


def _values(finder: object, check: object, text: str) -> list[str]:
    found = [m for m in finder.finditer(text)]  # type: ignore[attr-defined]
    return [text[slice(*span)] for m in found if (span := check(m))]  # type: ignore[operator]


_NONE = re.compile(r"(?!)")  # no code is named as no secret


def test_each_reading_takes_the_value_and_nothing_around_it() -> None:
    def pin(m: re.Match[str]) -> tuple[int, int] | None:
        return round52.phone_bank_pin(m, _NONE)

    finder: object = round52.PHONE_BANK_PIN
    assert _values(finder, pin, "clave de banca telefónica — 592617!!") == ["592617"]
    assert _values(finder, pin, "9 0 4 2 6\n(telefonos bank PIN-kódja)") == ["9 0 4 2 6"]
    assert _values(finder, pin, "phone banking PIN +49 30 1234 5678") == []  # a phone number
    assert _values(finder, pin, "phone banking PIN 4821.50") == []  # a decimal
    assert _values(finder, pin, "phone banking PIN 7777") == []  # one digit repeated
    assert _values(finder, pin, "phone banking PIN\n\nsomething else\n48213") == []  # two lines away

    def code(m: re.Match[str]) -> tuple[int, int] | None:
        return round52.particle_code(m, _NONE)

    finder = round52.PARTICLE_CODE
    assert _values(finder, code, "Ko te waehere o te kūaha ko 28419, katia") == ["28419"]
    assert _values(finder, code, "Signum portae est 7 4 6 9, postea claude") == ["7 4 6 9"]
    assert _values(finder, code, "Signum portae est 9646 euro, postea") == []  # a word after the value
    assert _values(finder, code, "Ko te waehere ko 28419.5, katia") == []  # a decimal
    far = "Ko te waehere o te kūaha o te whare o te kāinga o taku whaea ko 28419"  # ten words between
    assert _values(finder, code, far) == []

    def scan(text: str) -> list[int]:
        return [1] if "7261" in text else []

    finder = round52.JSON_SENTENCE
    check = lambda m: round52.json_sentence(m, scan)  # noqa: E731
    text = '{"app": "x", "message": "the door 7261"}'
    assert _values(finder, check, text) == ["the door 7261"]
    assert _values(finder, check, '{"message": "7261"}') == []  # no space: a value, not a sentence
    assert _values(finder, check, '{"message": "the \\"door\\" 7261"}') == []  # other escapes: read as written

    finder = round52.PARTICLE_PASSWORD
    got = _values(finder, round52.particle_password, "Ko te kupuhipa o te wifi ko Tango_3668, aroha mai")
    assert got == ["Tango_3668"]
    assert _values(finder, round52.particle_password, "Ko te kupuhipa o te wifi ko tahi, aroha mai") == []


def test_the_json_reading_reads_the_escapes_as_their_characters() -> None:
    seen: list[str] = []

    def scan(text: str) -> list[int]:
        seen.append(text)
        return []

    for m in round52.JSON_SENTENCE.finditer('{"message": "K\\u00f3\\u00f0inn er 6023"}'):
        round52.json_sentence(m, scan)
    assert seen == ["Kóðinn er 6023"]


def test_the_anchors_are_in_every_text_a_row_matches() -> None:
    for finder, anchors, text in (
        (round52.PHONE_BANK_PIN, round52.PHONE_BANK_PIN_ANCHORS, "phone banking PIN 7 2 9 4 1"),
        (round52.JSON_SENTENCE, round52.JSON_SENTENCE_ANCHORS, '{"m": "a b"}'),
        (round52.PARTICLE_CODE, round52.PARTICLE_CODE_ANCHORS, "KÓÒDÙ ilé ni 38016"),
        (round52.PARTICLE_CODE, round52.PARTICLE_CODE_ANCHORS, "MÃ két là 6042"),
        (round52.PARTICLE_PASSWORD, round52.PARTICLE_PASSWORD_ANCHORS, "FJALËKALIMI është Leaf86!x"),
    ):
        assert list(finder.finditer(text)), text
        ascii_lower = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}  # the prefilter ignores ASCII case only
        folded = re.sub(r"\d", "#", text.translate(ascii_lower))
        assert any(a.translate(ascii_lower) in folded for a in anchors), text


@pytest.mark.parametrize("size", [8000])
def test_long_adversarial_lines_stay_linear(size: int) -> None:
    for text in (
        "phone banking PIN " * (size // 18),
        "phone banking PIN 48213 " * (size // 24),
        "1 " * (size // 2) + "\n(phone banking PIN)",
        "telefon bank pin\n" * (size // 17),
        '{"a": "' + "b " * (size // 2) + '"}',
        '{"a": "b c", ' * (size // 13),
        '"a": "' * (size // 6),
        "waehere " * (size // 8),
        "ko te waehere o te " * (size // 19) + "ko 58302",
        "signum est 1 " * (size // 13),
        "លេខកូដ" * (size // 6) + "គឺ 58120",
        "ကုဒ်က 1 " * (size // 8),
        "kalmar sirrin ita ce " * (size // 21),
        "kupuhipa ko x" * (size // 13),
    ):
        started = time.process_time()  # CPU time: the machine's load is not the guard's
        _refused(text)
        assert time.process_time() - started < 2.0, re.escape(text[:20])
