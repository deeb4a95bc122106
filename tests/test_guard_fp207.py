"""Session 48 (fp207): guard_corpus_blind55's nine benign twins that were refused and seed 11's docker note of
benchmarks/guard_benign_wide.py --wide (guard/fp207.py, fp97's trade card), each with a secret twin of its layout
that stays refused, on find_secrets and find_secrets_many."""

from __future__ import annotations

import pytest

from engramdb import guard
from engramdb.guard import fp97, fp207


def _refused(text: str) -> tuple[bool, bool]:
    return bool(guard.find_secrets(text)), bool(guard.find_secrets_many([guard.normalise_for_check([text])[0]]))


# (benign note, its secret twin) - made-up numbers and names in the corpus's and the generator's layouts
PAIRS = [
    # a trade card (fp97.member_card): blind55's woodworking-shop twins
    ("[13:26] Eyvindur (Google Chat): Axminster trade card 6006815997723566; the workshop pays by transfer to "
     "IE07 BOFI 7293 7850 9893 19",
     "[13:26] Eyvindur (Google Chat): Axminster trade card 4539148803436467, paid by visa; the workshop pays by "
     "transfer to IE07 BOFI 7293 7850 9893 19"),
    ("paldies:\nToolshop trade card 6093039242286204; the workshop pays by transfer",
     "paldies:\nToolshop trade card 6093039242286204 exp 09/28 cvv 412"),
    # what a password is for, in a table's cell (fp207.purpose_cell): blind55's vet-practice twins
    ("18:51 · Fenosoa\n| Passwort für die Tierarzt-App | C772706 | (not over chat) |",
     "18:51 · Fenosoa\n| Passwort für die Tierarzt-App | C772706 | Qx7#mWp2Lz |"),
    ("Google Chat · Sreymom · 19:08\n| Passwort für die Tierarzt-App | gulnara.s | (same as the pharmacy one, "
     "not typing it) |",
     "Google Chat · Sreymom · 19:08\n| Passwort für die Tierarzt-App | gulnara.s | umber saffron gorse 94 |"),
    ("| password for the Vet-App | tom.b | (ask me) |", "| password for the Vet-App | C772706 |"),
    # a messenger's marker (fp207.chat_marker): blind55's vet-practice twins
    ("動物病院のアプリは +92952910614 で登録してるけど、予約は自分でするからパスワードは送らないね\n"
     "動物病院アプリのパスワード: [message unsent]\n\n(voice note)",
     "動物病院のアプリは +92952910614 で登録してるけど\n動物病院アプリのパスワード: [Umber-Saffron265]\n\n(voice note)"),
    ("[20:18] ពាក្យសម្ងាត់កម្មវិធីពេទ្យសត្វ: [message unsent]", "[20:18] ពាក្យសម្ងាត់កម្មវិធីពេទ្យសត្វ: [umber saffron]"),
    ("pool app password: <This message was deleted>", "pool app password: <This message was deleted> Pita2008x!"),
    # a receipt's approval code read from its second character (benign.receipt_code): seed 11's note
    ("- Kassenbon\nShop 4753 Kasse 6 Op 82\nONIONS ₹3783\nTOTAL €648.49\nDEBIT **** **** **** 7578\n"
     "Approval code K84I64\nTXN 2335686215\nFeb 23 16.00",
     "- Kassenbon\nShop 4753 Kasse 6 Op 82\nONIONS ₹3783\nTOTAL €648.49\nDEBIT **** **** **** 7578\n"
     "door code K84I64\nTXN 2335686215\nFeb 23 16.00"),
    # a container's port mapping (fp207.port_mapping): seed 11's note
    ("Remember: login page moved to /account/login in 15.16. docker run -p 3930:4631 postgres:19.0. - kayak: part "
     "no. 660-5223-68 (kr 12,259)\n- fridge: ASIN B01FLPGTSL (R$362.99)\n- bike: ISBN 9787772130944 (192.95)",
     "Remember: login page moved to /account/login in 15.16. docker login -u admin -p 3930:4631 registry.example"),
    ("login notes: podman run --publish 127.0.0.1:8080:80/tcp nginx",
     "login notes: podman run -e X=1; psql -U admin --password 8080:80x"),
]


@pytest.mark.parametrize(("benign", "secret"), PAIRS)
def test_the_benign_note_passes_and_its_twin_is_refused(benign: str, secret: str) -> None:
    assert _refused(benign) == (False, False), benign
    assert _refused(secret) == (True, True), secret


def test_each_reading_reads_its_note() -> None:
    t = "Axminster trade card 6006815997723566; the workshop pays by transfer"
    assert fp97.member_card(t, t.index("6006"), t.index(";"))
    assert not fp97.member_card("trade card 6006815997723566 paid by visa", 11, 27)
    t = "| Passwort für die Tierarzt-App | C772706 | (not over chat) |"
    assert fp207.purpose_cell(t, t.index("Tier"), t.index("App") + 3)
    t2 = "| Passwort für die Tierarzt-App | C772706 | Qx7#mWp2Lz |"
    assert not fp207.purpose_cell(t2, t2.index("Tier"), t2.index("App") + 3)
    t3 = "| Passwort für die Tierarzt-App | C772706 |"
    assert not fp207.purpose_cell(t3, t3.index("Tier"), t3.index("App") + 3)
    t = "password: [message unsent]"
    assert fp207.chat_marker(t, t.index("m"), t.index("]"))
    t = "password: [umber saffron]"
    assert not fp207.chat_marker(t, t.index("u"), t.index("]"))
    t = "docker run -p 3930:4631 postgres"
    assert fp207.port_mapping(t, t.index("3930"), t.index(" postgres"))
    t = "docker login -u admin -p 3930:4631 registry"
    assert not fp207.port_mapping(t, t.index("3930"), t.index(" registry"))
    t = "docker run -p Qx7:Wp2 postgres"
    assert not fp207.port_mapping(t, t.index("Qx7"), t.index(" postgres"))
