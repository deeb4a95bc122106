"""Session 49 (fp214): the six older false alarms of the corpora - blind19's OCR'd sign "Password: staqsu fi1-kaxxa"
and blind32's five Matrix sessions ("Session ID: ... / Session key: ...") - read by guard/fp214.py; each made-up
benign twin passes and a secret twin of its layout stays refused, on find_secrets and find_secrets_many."""

from __future__ import annotations

import pytest

from engramdb import guard
from engramdb.guard import fp214


def _refused(text: str) -> tuple[bool, bool]:
    return bool(guard.find_secrets(text)), bool(guard.find_secrets_many([guard.normalise_for_check([text])[0]]))


_DEVICE_KEY = "Ab3d Ef9h Ij2l Mn4p Qr5t Uv6x Yz7B Cd8F Gh1J Kl2N Op3"  # eleven groups: 43 base64 characters
_DEVICE_KEY_44 = "q9/W 7xYt Rb2+ mN0c Lk4P 8dFs Vj3H eG6z Tu1Q wA5r Zi8/"
_SECURITY_KEY = "EsT2 q5h5 otQ9 duts BgqS mp8V sZRy QEd9 PaGX eDb3 huz4 EWAJ"  # base58, twelve groups

# (benign note, its secret twin) - made-up ids, keys and signs
PAIRS = [
    # a messenger's device key (fp214.device_key)
    (f"Session ID: QWERTYUIOP\nSession key: {_DEVICE_KEY}",
     f"Session ID: QWERTYUIOP\nSecurity key: {_DEVICE_KEY}"),
    (f"for the laptop:\nSession ID: PLMOKNIJBU\nSession key: {_DEVICE_KEY_44}\n\n(verify from the phone)",
     f"for the laptop:\nSession ID: PLMOKNIJBU\nSession key: {_SECURITY_KEY}\n\n(verify from the phone)"),
    (f"> Session key: {_DEVICE_KEY}\nSession ID: ZXCVBNMASD",
     f"> Session key: {_DEVICE_KEY}\nSession ID: ZXCVBNMASD\nRecovery key: {_SECURITY_KEY}"),
    (f"Session ID: QWERTYUIOP\nSession key: {_DEVICE_KEY_44}",
     f"Session key: {_DEVICE_KEY_44}"),  # (no device's id beside it: a key of some session)
    # a letter OCR read as a digit (fp214.ocr_repaired)
    ("[text from screenshot]\nWi-Fi: Harbour-Guest Password: staqsu fi1-bar",
     "[text from screenshot]\nWi-Fi: Harbour-Guest Password: lemon fi1-kaxxa"),
    ("[OCR of photo taken at the kiosk]\nWi-Fi b'xejn\nNetwerk: Port-Free Password: staqsu fi1-kaxxa",
     "[OCR of photo taken at the kiosk]\nWi-Fi b'xejn\nNetwerk: Port-Free Password: sunf1ower"),
    ("Live Text:\nWi-Fi: Port-Free Password: staqsu fi1-kaxxa.",
     "Wi-Fi: Port-Free Password: staqsu fi1-kaxxa"),  # (no OCR head: a digit typed in a word)
    # (a generator's groups with a "1" are no OCR'd word: blind37's and blind49's layouts, made up)
    ("[OCR of screenshot]\nWi-Fi: Port-Free Password: staqsu fi1-kaxxa",
     "[OCR of screenshot]\nif the pump stops, log in at 192.168.7.20 with kdvs-pqrr-1zvt and press reset"),
    ("[text from the photo of the notebook page]\nthe wifi password: staqsu fi1-kaxxa",
     "[text from the photo of the notebook page]\nshop password is xmaq-xv1a-gwkvo, login jo@example.org"),
    ("Google Lens → Copy text\nWi-Fi: Port-Free Password: staqsu fi1-kaxxa",
     "Google Lens → Copy text\nWi-Fi: Port-Free Password: staqsu fi1-kaxxa7"),
    # a word of three capitals in a table's cell beside another (guarded._code_cell): wide seed 17's flight table,
    # an airport's "SEF" read as Croatian "sef" (a safe)
    ("the kayak is in the shed, it cost 38,742\n- Flight | From | To | Dep | Arr | Seat\nTK3083 | IMR | GOG | "
     "22:40 | 14.15 | 23E\nLH1600 | HXC | SEF | 0315h | 15.30 | 3B\nNH801 | IKZ | TLC | 1900h | 00:50 | 3C\n"
     "e-ticket 640-1005735701\n- Grace moved to 84 Station Road, São Paulo A2L 1M6",
     "the kayak is in the shed\n| room | SEF | 1982 |"),
    ("Flight,From,To,Dep\nLH1600,HXC,SEF,0315", "u hotelu, SEF, 0315"),
    # wide seed 17's receipt (fp97's note; benign.receipt_code since fp207): passes, its door code is refused
    ("FYI TAX INVOICE\nFiliale 6984 Reg 12 Op 265\nMILK 6 x 1412 dollars\nRICE 3 x kr 676\nBUTTER ¥58k\n"
     "SUGAR ₹1861\nTOTAL TTC 67,99 zł\nVISA ************0524\nApproval code J09J85\nTrace 790873\n"
     "2019年12月7日 17h20 | order = Order.objects.get(pk=163133)  # Rakuten GQD-L7W7EX | l'affitto del box è 27,130 "
     "al mese, scadenza il 4",
     "FYI TAX INVOICE\nFiliale 6984 Reg 12 Op 265\nMILK 6 x 1412 dollars\nVISA ************0524\n"
     "door code J09J85\nTrace 790873"),
]


@pytest.mark.parametrize(("benign", "secret"), PAIRS)
def test_the_benign_note_passes_and_its_twin_is_refused(benign: str, secret: str) -> None:
    assert _refused(benign) == (False, False), benign
    assert _refused(secret) == (True, True), secret


def test_device_key_reads_only_the_key_beside_its_device_id() -> None:
    t = f"Session ID: QWERTYUIOP\nSession key: {_DEVICE_KEY}"
    at = t.index("Ab3d")
    assert fp214.device_key(t, at, at + len(_DEVICE_KEY))
    assert fp214.device_key(t, at + 5, at + 20)  # (a piece of it, as the rejoined rows take)
    t2 = f"Session ID: QWERTYUIOP\nSession key: {_SECURITY_KEY}"
    assert not fp214.device_key(t2, t2.index("EsT2"), len(t2))
    t3 = f"Session ID: qwertyuiop\nSession key: {_DEVICE_KEY}"  # (a device's id is ten capitals)
    assert not fp214.device_key(t3, t3.index("Ab3d"), len(t3))
    t4 = f"Session ID: QWERTYUIOP\nSession key: {_DEVICE_KEY} and the pin 4471"
    assert not fp214.device_key(t4, t4.index("Ab3d"), t4.index(" and"))


def test_ocr_repaired_gives_the_letters_back_only_under_an_ocr_head() -> None:
    t = "[OCR of photo]\nPassword: staqsu fi1-kaxxa"
    at = t.index("fi1")
    assert fp214.ocr_repaired(t, at, len(t)) == "[OCR of photo]\nPassword: staqsu fil-kaxxa"
    assert fp214.ocr_repaired("Password: staqsu fi1-kaxxa", 17, 26) is None
    for token in ("fi11-kaxxa", "fi1-kaxxa7", "Fi1-Kaxxa", "10-kaxxa", "a1", "sdvs-pquu-1zvb", "xlay-xv1a-gwkva",
                  "fi1-kxx"):
        t = f"[OCR of photo]\nPassword: staqsu {token}"
        assert fp214.ocr_repaired(t, t.index(token), len(t)) is None, token
