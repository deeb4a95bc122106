"""Session 37 (fp45): fewer false alarms of the secret guard. Each benign text is refused by main before this change
(528c1de) and no longer is; its secret twin still is (by find_secrets and by the batch path alike):

* a booking's confirmation code ("Airbnb confirmation code HMXK3P9W2A, host is Ana", "Bestätigungscode der Buchung:
  58213904"): ``fp45.booked_confirmation`` in the three code rows that read "confirmation code" as an OTP's label;
* a booking's, an order's or a shipment's code in the languages ``_NOT_A_SECRET_CODE`` lacked ("code de réservation",
  "codice di prenotazione", "kod rezerwacji", "код бронирования", "rezervasyon kodu", "kargo kodu", "sipariş kodu",
  "예약 코드"): words with their ends;
* a class's game or quiz PIN ("Kahoot game PIN 4471229"), the digits of a coordinate pair ("Drop a pin at 52.5200,
  13.4050"), a password manager's folder ("password in Bitwarden (Home/Network)"), a program's field name after a
  field named with the password's word ("passwordUpdatedAt lastSeenAt"), Brazil's Pix key (a payee's public id) and
  the bank details told with it: ``fp45.near_miss`` in the shared near-miss check.

tests/data/fp45_benign_probe.jsonl holds 375 hard benign texts real users paste (order / booking / tracking
references beside "code", masked values, placeholders, password-manager pointers, serials and model numbers,
versions, commit hashes, colour codes, public account references, ISBNs, flight numbers, public keys, promo and error
codes, Pix keys in many languages): main refuses 23, this branch 1 (marked "left" in the file)."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest

from engramdb.guard import find_secrets_many, fp45, normalise_for_check

from .guard_util import refused

PROBE = Path(__file__).resolve().parent / "data" / "fp45_benign_probe.jsonl"

# (benign, secret twin)
PAIRS = [
    # a booking's confirmation code
    (
        "Confirmation code for the hotel in Lisbon is 84213907, check-in after 3pm",
        "Your confirmation code is 84213907, it expires in 10 minutes",
    ),
    ("Airbnb confirmation code HMXK3P9W2A, host is Ana", "Airbnb login confirmation code 482913"),
    ("Confirmation code ZX4QP8 for the car rental", "Confirmation code 482913 to sign in to the car rental app"),
    (
        "Your confirmation code is 2938-4471-05 (Ticketmaster order)",
        "Your confirmation code is 2938-4471 (enter it now)",
    ),
    ("Bestätigungscode der Buchung: 58213904 (Hotel am See)", "Bestätigungscode für die Zahlung: 58213904"),
    # a booking's, an order's, a shipment's code in other languages
    ("Code de réservation : 58213904, hôtel Ibis Lyon", "Code de la porte : 58213904"),
    ("Codice di prenotazione 73920418 per l'agriturismo", "Codice del cancello 73920418"),
    ("Kod rezerwacji 58213904, hotel w Gdańsku", "Kod do bramy 58213904"),
    ("Код бронирования 48213907, гостиница в Казани", "Код от домофона 48213907"),
    ("Rezervasyon kodu 73920418, Antalya oteli", "Kapı kodu 73920418"),
    ("Sipariş kodu TY-88213947, kargo takip numarası 7281940012", "Giriş kodu 88213947"),
    ("Sipariş numarası 48213907, kargo kodu 58213904", "Sipariş numarası 48213907, kapı kodu 58213904"),
    (
        "Numero d'ordine 48213907, codice di spedizione 58213904",
        "Numero d'ordine 48213907, codice della cassaforte 58213904",
    ),
    ("예약 코드 58213904, 부산 호텔", "현관 비밀번호 58213904"),
    # a class's game PIN, a coordinate's digits
    ("Kahoot game PIN 4471229 for the quiz in class", "Nintendo Switch parental control PIN 4471"),
    ("Blackboard quiz PIN 884213 (the teacher projected it for the class)", "quiz app login PIN 884213"),
    ("Drop a pin at 52.5200, 13.4050 for the meeting point", "Drop the parcel at 52 Main St, door PIN 5200"),
    # a password manager's folder, a program's field names, a Pix key
    ("router password in Bitwarden (Home/Network)", "router password in Bitwarden (Home/Network5521)"),
    ("bank password: in KeePass (Finance/Bank)", "bank password: Finance/Bank7 (in KeePass)"),
    ("query { me { login passwordUpdatedAt lastSeenAt } }", 'query { me { login password: "lastSeen4471At" } }'),
    ("chave Pix: 11 98765-4321 (celular), é pra pagar a festa", "chave Pix: 11 98765-4321, senha do app 4471"),
    (
        "Aluguel: chave Pix aleatória 7f3c2a91-4b5e-4d8a-9c1f-2e6b8a0d4c71",
        "Aluguel: senha do banco 7f3c2a91 (chave Pix no app)",
    ),
]

# The same labels, still a secret.
NEAR_MISSES = [
    "Hotel app: your confirmation code 482913 expires in 5 minutes",
    "Booking.com sign-in confirmation code: 482913",
    "Airbnb confirmation code 482913, enter it on the phone",
    "game console PIN 4471",
    "Kahoot game PIN 4471229, also my bank card PIN",
    "PIN: 5200 (meet at 52.5200, 13.4050)",
    "kod do sejfu 58213904 (rezerwacja w hotelu w piątek)",
]


def _batch_refused(text: str) -> bool:
    return bool(find_secrets_many(normalise_for_check([text])))


@pytest.mark.parametrize(("benign", "secret"), PAIRS)
def test_benign_taken_back_secret_twin_kept(benign: str, secret: str) -> None:
    assert not refused(benign)
    assert not _batch_refused(benign)
    assert refused(secret)
    assert _batch_refused(secret)


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_near_misses_still_refused(text: str) -> None:
    assert refused(text)


def _probe_rows() -> list[dict[str, str]]:
    return [json.loads(line) for line in PROBE.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_probe_set_is_not_refused() -> None:
    rows = _probe_rows()
    assert len(rows) >= 300
    assert len({row["bucket"] for row in rows}) >= 12
    hit = {i for i, _ in find_secrets_many(normalise_for_check([row["text"] for row in rows]))}
    wrong = [rows[i]["text"] for i in sorted(hit) if "left" not in rows[i]]
    assert wrong == []
    kept = [row["text"] for i, row in enumerate(rows) if "left" in row and i not in hit]
    assert kept == []  # a leftover taken back: drop its "left" mark


def test_booked_confirmation_reading() -> None:
    text = "Airbnb confirmation code HMXK3P9W2A, host is Ana"
    start = text.index("HMX")
    assert fp45.booked_confirmation(text, text.index("confirmation"), start, start + 10)
    assert fp45.booked_confirmation(text, text.index("code"), start, start + 10)  # the word before the match
    other = "Airbnb login confirmation code HMXK3P9W2A"
    assert not fp45.booked_confirmation(other, other.index("code"), other.index("HMX"), len(other))
    plain = "Hotel code HMXK3P9W2A"
    assert not fp45.booked_confirmation(plain, plain.index("code"), plain.index("HMX"), len(plain))


def test_game_pin_and_coordinates_readings() -> None:
    text = "Kahoot game PIN 4471229 for the quiz in class"
    assert fp45.game_pin(text, text.index("4471"), text.index("4471") + 7)
    console = "game console PIN 4471"
    assert not fp45.game_pin(console, console.index("4471"), len(console))
    coords = "Drop a pin at 52.5200, 13.4050"
    assert fp45.coordinate_digits(coords, coords.index("5200"), coords.index("5200") + 4)
    alone = "PIN 5200, then 52.5200"
    assert not fp45.coordinate_digits(alone, 4, 8)


def test_folder_field_and_pix_readings() -> None:
    text = "router password in Bitwarden (Home/Network)"
    assert fp45.manager_folder(text, text.index("Home"), len(text) - 1)
    digits = "router password in Bitwarden (Home/Network5521)"
    assert not fp45.manager_folder(digits, digits.index("Home"), len(digits) - 1)
    query = "query { me { login passwordUpdatedAt lastSeenAt } }"
    assert fp45.field_name(query, query.index("lastSeenAt"), query.index("lastSeenAt") + 10)
    assert not fp45.field_name("password: lastSeenAt", 10, 20)
    pix = "chave Pix: 11 98765-4321 (celular)"
    assert fp45.pix_key(pix, pix.index("11"), pix.index("21 (") + 2)
    told = "chave Pix: 11 98765-4321, senha 4471"
    assert not fp45.pix_key(told, told.index("4471"), len(told))


@pytest.mark.parametrize("size", [8000])
def test_long_adversarial_inputs_stay_linear(size: int) -> None:
    for text in (
        "confirmation " * (size // 13),
        "confirmation code hotel " * (size // 24) + "482913",
        "Airbnb confirmation code " * (size // 25),
        "game " * (size // 5) + "PIN 4471",
        "quiz PIN " * (size // 9),
        "1.1234, " * (size // 8),
        "52.5200 " * (size // 8) + "PIN 5200",
        "kod rezerwacji " * (size // 15),
        "예약 코드 " * (size // 6),
        "password in Bitwarden (" + "Home/" * (size // 5),
        "in Bitwarden " * (size // 13) + "(Home/Net)",
        "passwordChangedAt " * (size // 18) + "lastSeenAt",
        "chave Pix " * (size // 10),
    ):
        started = time.process_time()  # CPU time: the machine is shared
        refused(text)
        assert time.process_time() - started < 2.0, re.escape(text[:20])
