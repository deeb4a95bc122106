"""Round 63 of the secret guard (issue 13): "password's X", a dotted passphrase after a password's word, Yiddish's
password word, a key written as a user name, a placed room's code, a room safe set to a code in many languages; and
two narrowings (a product's barcode is no card, a Persian account's holder name is a login). Each example has a
benign twin of the same layout; the examples are written here, not copied from a corpus."""

from __future__ import annotations

import re

import pytest

from engramdb.guard import round63

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        # "password's X" (an e-mail's ".example" domain before it is no "example password")
        ("garden centre olga@mail.example password's Heron4Tulip88 for the seeds",
         "garden centre olga@mail.example password's length is fine"),
        # a dotted passphrase after a password's word, in English and German
        ("bike shop: olga@mail.test, p/w: Otter.Maple42", "bike shop: olga@mail.test, p/w: see config.Value"),
        ("Fahrradladen Passwort\nKestrel.Plum27 danke", "Fahrradladen Passwort\nsteht im Handbuch"),
        # Yiddish's password word before a value in Latin letters
        ("מיין חשבון: באַניצער rivka, פּאַראָל Lantern-58moss", "פּאַראָל: פֿרעגט בײַ דער קאַסע"),
        # a key written as a user name
        ("client.configure { |c| c.username = 'q7ZtR2mKx9PwL4vN8bYc' }",
         "client.configure { |c| c.username = 'MaximilianSchmidt1987' }"),
        # a placed, lockable room that "is" a number
        ("the file room in the basement is 7314, the folders are by year",
         "the file room in the basement is open, the folders are by year"),
        ("the recording studio on the third floor is 48210, the mics are in the case",
         "the recording studio on the third floor is booked until 18:00, the mics are in the case"),
        # a room safe set to a code, in several languages
        ("ik heb de kluis op onze kamer op 5817 gezet", "ons kamernummer in het hotel is 5817"),
        ("otel odamızdaki kasayı 7342 olarak ayarladım", "otel oda numaramız 7342"),
        ("jeg har sat boksen på værelset til 2468", "vores værelsesnummer er 2468"),
        ("я поставил сейф в номере на 9053", "наш номер в отеле 9053"),
        ("ech hunn de Safe an eisem Zëmmer op 3142 gestallt", "eis Zëmmernummer am Hotel ass 3142"),
        ("ホテルの金庫を4719に設定した", "ホテルの部屋番号は4719"),
        ("I set the room safe to 8826 before dinner", "the room safe is in the wardrobe, room 8826"),
        # a tool's first run that prints or sets a generated password
        ("[Server] A temporary password is generated for admin@db01: q#7Lm;Vr2!xT",
         "[Server] A temporary password is generated for admin@db01: see the log"),
        ("$ sudo toolctl setpassword 'Vq8-mr3Lpz'\n  done", "$ sudo toolctl setpassword\nEnter a new password:\n  done"),
        ("$ kubeapp admin initial-password -n kubeapp\nPq7Zd=RtLmB4XwS9\n\nchange it after the first login",
         "$ kubeapp admin initial-password -n kubeapp\nERROR secret kubeapp-initial not found"),
        ("Password for the search user (reset with `bin/reset -u search`):\n  hT4kPq9ZmWx2Lr7Vn3Yd",
         "HTTP CA certificate fingerprint (for the search user):\n  hT4kPq9ZmWx2Lr7Vn3Yd"),
        # a PDF's password on the PDF's line, in several languages
        ("para abrir el PDF, escribe Tulip47Marsh", "el PDF de la nómina se llama recibo-2025-11.pdf"),
        ("um das PDF zu öffnen, gib Quarz38Wald! ein", "das PDF heißt abrechnung_2024_03.pdf"),
        ("PDFを開くときはLotus5821と入力してください", "PDFのファイル名はkyuyo-2023-08.pdfです"),
    ],
)
def test_round63_refuses_the_secret_and_keeps_its_twin(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(
    "benign",
    [
        # a room number, a booking code, a quantity in words, a barcode on a receipt - in several languages
        "the meeting room on the second floor is 2104, next to the lifts",
        "Das Besprechungszimmer im dritten Stock ist 3107.",
        "la habitación del hotel es la 1204, el desayuno es a las ocho",
        "booking code for the hotel: KX7P2M, check-in after 15:00",
        "Buchungsnummer 48213377, Zimmer 412",
        "the safe was installed in 1987 and still works",
        "der Safe im Zimmer hat 2 Fächer",
        "we bought twelve hundred bricks for the shed in the garden",
        "receipt: barcode 5012345678908, 2 x milk",
        "Kassenbon: EAN 4006381333932 Butter 2,49",
        "ticket de caisse : code-barres 5901234123457, pain",
        "recibo: código de barras 5012345678908, leche",
        "レシート バーコード 4006381333932 牛乳",
        "حساب دیوار به نام sara.k است، رمز را بعداً می‌گویم",
        "the office on the second floor is 1200, the one below is 900",
        "the storage room in the basement is 2019, the year we moved in",
        "the PDF has 12 pages, see chapter 3",
        "PDF/A-3b export from Word 2019",
        "the PIN pad was replaced in 2021",
        "Hotelbuchung: Zimmer 412, Buchungscode K7M2QX",
        "le code de réservation est HX42PL, chambre 305",
        "we need two thousand four hundred bricks and six sacks of sand",
    ],
)
def test_round63_benign_probes(benign: str) -> None:
    assert not _refused(benign), benign


def test_a_user_name_that_switches_case_a_few_times_is_a_login() -> None:
    m = round63.USER_KEY.search("user: 'AnnaMariaKowalska2024Xy'")
    assert m is not None and round63.user_key(m) is None


@pytest.mark.parametrize("finder_anchors", [
    (round63.SAFE, round63.SAFE_ANCHORS, "ik heb de kluis op 5817 gezet"),
    (round63.DOTTED, round63.DOTTED_ANCHORS, "Passwort: Kestrel.Plum27"),
    (round63.YIDDISH, round63.YIDDISH_ANCHORS, "פּאַראָל Lantern-58moss"),
    (round63.ROOM, round63.ROOM_ANCHORS, "the file room in the basement is 7314,"),
    (round63.POSSESSIVE, round63.POSSESSIVE_ANCHORS, "password's Heron4Tulip88"),
])
def test_each_match_holds_one_of_its_anchors(finder_anchors: tuple[object, tuple[str, ...], str]) -> None:
    finder, anchors, text = finder_anchors
    m = finder.search(text)  # type: ignore[attr-defined]
    assert m is not None
    low = re.sub(r"[A-Z]", lambda c: c.group().lower(), m.group())
    assert any(re.sub(r"[A-Z]", lambda c: c.group().lower(), a) in low for a in anchors)


def test_a_printed_line_of_words_is_no_generated_password() -> None:
    # (main's own rows refuse this text already: this checks round 63's reading alone)
    m = round63.FIRST_RUN_COMMAND.search("$ app initial-password\nInitial-Setup-Complete")
    assert m is not None and round63.first_run(m) is None
