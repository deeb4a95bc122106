"""Session 47 (fp95): the false alarms benchmarks/guard_benign_wide.py's seeds 9-15 found and those the corpora's benign
rows still held (guard/fp95.py, round63's PDF word, entered's document line), each with its secret twin, on
find_secrets and find_secrets_many."""

from __future__ import annotations

import re

import pytest

from engramdb import guard
from engramdb.guard import fp95, ngram


def _refused(text: str) -> tuple[bool, bool]:
    return bool(guard.find_secrets(text)), bool(guard.find_secrets_many([guard.normalise_for_check([text])[0]]))


# (benign note the search drew or a variant of it, its secret twin)
PAIRS = [
    # a file's word is a word, not letters inside a code (round63.PDF, entered.DOCUMENT): seed 9
    ("date,flight,ref\n1/22/19,SK184,2PDFL9\n12/02/2021,NH4044,ETTBH6\n8/9/25,QR375,2210.325.517\n"
     "14/01/2027,TK570,RPWI1U\nrendez-vous le 15.5.2020 à 11.55, bureau 54",
     "date,flight,ref\n1/22/19,SK184,2PDFL9\nPDF password: RPWI1U47\n14/01/2027,TK570,XK2210"),
    ("booking refs: PDFK72, 2PDF19; shop order Kx7Lm2Q9", "PDF password: Kx7Lm2Q9"),
    ("refs ZPDF4A, PDFQ71 and order 88AB12CD", "to open the PDF, type Marble79+"),
    ("ref 2PDFL9 | receipt Tulip47Marsh", "PDFを開くときはLotus5821と入力"),
    # a dress code (fp95.dress_code): seed 10
    ("[memory] dress code smart casual, 20270220 16.45, gate G11 | passport expires 20270215, renewal fee 953,00 kr",
     "[memory] dress code smart casual, door code 20270220, gate G11"),
    ("dress code smart casual, 4471 guests, room 12", "dress code smart casual; door code 4471"),
    ("Dresscode: schwarz, Einlass 19.30, Tisch 4471", "Dresscode: schwarz, Türcode 4471"),
    ("code vestimentaire : chic, le 20270220 à 19h, salle 4471", "code vestimentaire : chic ; code de la porte 4471"),
    # a name inside a password's label, before its own colon (fp95.label_name): the corpora's benign rows
    ("Passwort für die WeWash-App [abebe.t]: —", "Passwort für die WeWash-App [abebe.t]: Wasch9Tag84"),
    ("garbategiaren aplikazioaren pasahitza [flat33B]: [message deleted]!!",
     "garbategiaren aplikazioaren pasahitza [flat33B]: Xg7!pLm2q"),
    ("kata laluan AirAsia Ride: (not over chat)", "kata laluan AirAsia Ride: Kp9#mWz2"),
    ("Passwort fürs Fahrschul-Portal (+92812058279): ${DRIVING_APP_PW}",
     "Passwort fürs Fahrschul-Portal (+92812058279): Fahr7Schule!"),
    ("the password for the Kestrel-Portal (tom.b): ask Maria", "the password for the Kestrel-Portal (tom.b): Rv8#kQ2mZ"),
    # what a password is for (fp95.purpose_name)
    ("Passwort für die WeWash-App — (changed it yesterday) 🙏", "Passwort für die WeWash-App — Kestrel-3818"),
    ("mot de passe pour le Portail-Famille, voir avec Sam", "mot de passe pour le Portail-Famille : Rv8#kQ2mZ"),
]


@pytest.mark.parametrize(("benign", "secret"), PAIRS)
def test_the_benign_note_passes_and_its_secret_twin_is_refused(benign: str, secret: str) -> None:
    assert _refused(benign) == (False, False), benign
    assert _refused(secret) == (True, True), secret


@pytest.mark.parametrize(("text", "dress"), [
    ("dress code smart casual, 20270220", True), ("Dresscode schwarz, 4471", True), ("dress-code: black tie, 4471", True),
    ("code vestimentaire chic, 4471", True), ("código de vestimenta formal, 4471", True),
    ("dress code smart casual; door code 4471", False), ("address code 4471", False), ("code 4471", False),
    ("dress: blue; code 4471", False),
])
def test_dress_code(text: str, dress: bool) -> None:
    assert fp95.dress_code(text, text.rindex("4471") if "4471" in text else text.rindex(" ") + 1) is dress


@pytest.mark.parametrize(("text", "value", "name"), [
    ("kata laluan AirAsia Ride: (not over chat)", "AirAsia", True),
    ("pasahitza [flat33B]: [message deleted]", "flat33B", True),
    ("password: AirAsia Ride: maybe", "AirAsia", False),  # stated after its own colon
    ("password is Tulip47 (home): yes", "Tulip47", False),
    ("password Tulip47, wifi: home", "Tulip47", False),  # a clause's mark before the colon
])
def test_label_name(text: str, value: str, name: bool) -> None:
    start = text.index(value)
    assert fp95.label_name(text, start, start + len(value)) is name


@pytest.mark.parametrize(("text", "value", "name"), [
    ("Passwort für die WeWash-App — (changed it yesterday)", "WeWash-App", True),
    ("password for the Kestrel-Portal, ask Sam", "Kestrel-Portal", True),
    ("Passwort für die Wasch9App", "Wasch9App", False),  # a digit: no name
    ("password: for Kestrel-Portal", "Kestrel-Portal", False),
    ("password Kestrel-Portal", "Kestrel-Portal", False),
])
def test_purpose_name(text: str, value: str, name: bool) -> None:
    start = text.index(value)
    assert fp95.purpose_name(text, start, start + len(value)) is name


# a withheld password told in more languages, the negation before the password's word or after it; the n-gram
# signal's tokens are logins (fp95.withheld_only, in secrets._ngram_vetoed)
WITHHELD = [
    ("حساب كريم باسم liesel.b، سأطلب السيارة بنفسي ولن أرسل كلمة المرور ✈️",
     "حساب كريم باسم liesel.b، كلمة المرور: Qx7#mWp2Lz"),
    ("Fwd: налог на Пошти Србије је на joost.v, пакет ћу сам преусмерити, лозинку не шаљем овде",
     "Fwd: налог на Пошти Србије је на joost.v, лозинка: Qx7#mWp2Lz"),
    ("Rosalind: 🔑 د ډرایونګ ښوونځي حساب د agnieszka.k په نوم دی، درس به زه پخپله بک کړم، پاسورډ دلته نه لیږم",
     "Rosalind: 🔑 د ډرایونګ ښوونځي حساب د agnieszka.k په نوم دی، پاسورډ: Qx7#mWp2Lz"),
    ("ලොන්ඩ්\u200dරි ඇප් එකේ ගිණුම branka_k නමින්, මැෂිම මම බුක් කරන්නම්, මුරපදය එවන්නේ නැහැ",
     "ලොන්ඩ්\u200dරි ඇප් එකේ ගිණුම branka_k නමින්, මුරපදය Qx7#mWp2Lz"),
    ("the shop account is under mara.k; I won't send the password here", "the shop account is mara.k, password Qx7#mWp2Lz"),
]


@pytest.mark.parametrize(("benign", "secret"), WITHHELD)
def test_a_withheld_password_beside_a_login(benign: str, secret: str) -> None:
    assert _refused(benign) == (False, False), benign
    assert _refused(secret) == (True, True), secret


@pytest.mark.parametrize(("text", "withheld"), [
    ("account mara.k, I won't send the password", True),
    ("account mara.k, ولن أرسل كلمة المرور", True),
    ("account mara.k, the password is tiger.lily", False),  # no negation: the handle may be the password
    ("account mara.k, password not sent, Qx7#mWp2Lz", False),  # a token other than a handle
])
def test_withheld_only(text: str, withheld: bool) -> None:
    tokens = [m for m in re.finditer(r"\S+", text) if m.group() in ("mara.k,", "tiger.lily", "Qx7#mWp2Lz")]
    assert fp95.withheld_only(text, tokens) is withheld
    assert ngram.GATE is not None


_LIST = "\n".join(f"{i}. {w}" for i, w in enumerate(
    ("chicken", "egg", "noodle", "tomato", "apple", "peanut", "honey", "cabbage", "bread", "banana", "rice", "water"), 1))


# twelve list words whose checksum holds by chance, under a shopping list's heading (fp95.shopping_list, in
# secrets._seed_finding); the same words under a wallet's heading, with "seed" said, or with no heading stay refused
@pytest.mark.parametrize(("benign", "secret"), [
    ("shopping\n" + _LIST, "wallet\n" + _LIST),
    ("Shopping list:\n" + _LIST, "shopping\n" + _LIST + "\n(seed backup)"),
    ("Einkaufsliste für Samstag\n" + _LIST, _LIST),
    ("liste de courses :\n" + _LIST, "recovery phrase:\n" + _LIST),
])
def test_a_shopping_list_is_no_seed_phrase(benign: str, secret: str) -> None:
    assert _refused(benign) == (False, False), benign
    assert _refused(secret) == (True, True), secret


# the corpora's secrets the first draft of fp95.label_name let through (a smiley's, a scale's or a path's colon; a
# value after the label's colon): each refused
@pytest.mark.parametrize("secret", [
    "pass wifi MiFibra-2C8E: 53390671608062706722",
    "[14:03] Passwort für die WeWash-App [flat24A]: c0bbl3$992",
    "akun listrik online: pengguna 58281684, kata sandi f4p5-03z0-33lv :)",
    "shop.example tom.b@mail.example pw e86tp6-4pj1i4-g4momz the 1:72 Spitfire kit",
    "isql-fb -user SYSDBA -password heron-dingo-lemur-1 db-5.example.cloud:/var/lib/firebird/data/shop.fdb",
    "Fitness-appen: e-post 9086310420, lösenord bAgCRiCDuozzVekZMP :)",
])
def test_a_value_after_the_label_stays_refused(secret: str) -> None:
    assert _refused(secret) == (True, True), secret


def test_a_list_that_names_its_recovery_words_stays_refused() -> None:
    # (blind12's kind: a to-do list, then the recovery words in Czech; "shopping" as the heading changes nothing)
    words = "\n".join(f"{i:02d} {w}" for i, w in enumerate(
        ("chicken", "egg", "noodle", "tomato", "apple", "peanut", "honey", "cabbage", "bread", "banana", "rice",
         "water"), 1))
    for head in ("TODO\n1. koupit chleba\n2. Obnovovací slova:\n", "shopping\n1. bread\n2. Obnovovací slova:\n"):
        assert _refused(head + words) == (True, True), head


# an order's or a parcel's id under its own label in more languages (fp95.id_labelled in secrets._near_miss, also a
# card's number; fp95.ids_only in secrets._ngram_vetoed): the --wide search's seed 16 (52 notes, every one of them)
IDS = [
    ("encomenda ORD-4414650, código de rastreio 00500002569199473431, chega Tuesday",
     "encomenda ORD-4414650, senha Rv8#kQ2mZ, chega Tuesday"),
    ("encomenda ORD-4414650, código de rastreio 00500002569199473431, chega Tuesday",
     "encomenda ORD-4414650, código de rastreio 00500002569199473431, código da porta 4471"),
    ("note: номер заказа PO335204, трек-номер 1ZTNX4X30U5FFCFWUO, квартира 255",
     "note: номер заказа PO335204, пароль 1ZTNX4X30U5FFCFWUO, квартира 255"),
    ("note: رقم الطلب PO095034، رقم التتبع 1ZFQ8EM3VKEIC6DWMM، الإيجار 6783 INR شهريا\nlasagne 材料: 砂糖61g、卵4個",
     "note: رقم الطلب PO095034، كلمة المرور 1ZFQ8EM3VKEIC6DWMM، الإيجار 6783 INR شهريا"),
    ("ऑर्डर नंबर ORD-34157130, ट्रैकिंग 1ZN3QR0OMORI5BDAYZ, कमरा 299",
     "ऑर्डर नंबर ORD-34157130, पासवर्ड 1ZN3QR0OMORI5BDAYZ, कमरा 299"),
    ("αριθμός παραγγελίας 4762789825032, αριθμός αποστολής 00956686511255208901, δωμάτιο 272",
     "κάρτα 4762789825032, δωμάτιο 272"),
    ("mã đơn hàng 839O36593, mã vận đơn 457145615405, phòng 49",
     "mã đơn hàng 839O36593, mật khẩu 457145615405, phòng 49"),
    ("note: номер заказа PO335204, трек-номер 1ZTNX4X30U5FFCFWUO, квартира 255\n- access hours: 19:10-17h15, 904号室",
     "номер заказа PO335204, трек-номер 1ZTNX4X30U5FFCFWUO, квартира 255, пароль Rv8#kQ2mZx"),
]


@pytest.mark.parametrize(("benign", "secret"), IDS)
def test_an_id_under_its_own_label(benign: str, secret: str) -> None:
    assert _refused(benign) == (False, False), benign
    assert _refused(secret) == (True, True), secret


@pytest.mark.parametrize(("text", "labelled"), [
    ("código de rastreio 0088", True), ("رقم التتبع 1Z", True), ("трек-номер: 1Z", True), ("mã vận đơn 4571", True),
    ("αριθμός παραγγελίας 4762", True), ("운송장 번호 5754", True), ("order no. 4471", True),
    ("código da porta 4471", False), ("mã 4571", False), ("пароль 1Z", False), ("recorder 4471", False),
])
def test_id_labelled(text: str, labelled: bool) -> None:
    assert fp95.id_labelled(text, text.rindex(" ") + 1) is labelled


def test_the_wide_forms_draw_the_old_notes_by_default() -> None:
    # (seeds 1-16 draw the notes they drew before: --wide draws from a longer list)
    import random

    from benchmarks import guard_benign_wide as g

    a, b = random.Random(9), random.Random(9)
    assert [g.note(a) for _ in range(50)] == [g.note(b, False) for _ in range(50)]
    assert len(g.WIDE_LINES) > len(g.LINES)


# the corpora's secrets the first draft of fp95.id_labelled let through: a name holding an order's word before a URL's
# password ("svc_orders:"), a plural ("for online orders:"), Italian's password ("parola d'ordine"); each refused
@pytest.mark.parametrize("secret", [
    "DB_URL=mysql+pymysql://svc_orders:Herbst2019!@localhost/orders?charset=utf8mb4",
    "https://svc_orders:Pinguin2005.@git.shop.example/team/app.git",
    "Remember my Visa for online orders: 4099482293081844",
    "chi viene a prendere i bambini deve dire alla maestra la parola d'ordine yeti85",
])
def test_an_order_word_that_labels_no_id(secret: str) -> None:
    assert _refused(secret) == (True, True), secret
