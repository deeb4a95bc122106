"""Round 26 of the secret guard (issue 13): a safe's code and an alarm's duress code named by what they guard, in many
languages (guard/guarded.py), after, under or before their word; and three false alarms of earlier rows in network
configs (a Wi-Fi config's other settings, OpenWrt's ``wifi-iface`` section, a mount's ``credentials=<file>``). Each
rule has a refused example and a benign twin of the same layout; the examples are written here, not copied from a
corpus."""

from __future__ import annotations

import pytest

from .guard_util import refused as _refused


@pytest.mark.parametrize(("secret", "benign"), [
    # after the word on its line: the first number, nothing numeric after it in its clause
    ("we set the hotel safe to 48213 before dinner", "the hotel safe is in the wardrobe, room 412"),
    ("ho impostato la cassaforte della camera su 7306", "la cassaforte della camera: <hidden>"),
    ("sejf w apartamencie ustawiłam na 925184", "sejf w apartamencie: (zapytaj mnie)"),
    ("Den Safe im Ferienhaus habe ich auf 3917 gestellt", "Den Safe im Ferienhaus habe ich auf **** gestellt"),
    ("把房间保险箱的密码设成了6402", "我们的房间号是6402"),
    ("el código de coacción de la alarma de casa es 5180#", "el teléfono de la empresa de alarmas es (900) 555-0199"),
    ("tvangskoden til alarmen er 80417*", "tvangskoden til alarmen er XXXX"),
    ("the duress code for the shop alarm, the one that quietly alerts the monitoring desk, is 2618",
     "the duress code for the shop alarm is written on the card in the office"),
    # under a label line of no number, on the next non-empty line (a bullet may open it)
    ("Zimmersafe Code\n\n- 73058", "Zimmersafe Code\n\n- (not written down)"),
    ("код примусу сигналізації:\n6093#", "код примусу сигналізації:\n____"),
    # before the word: in parentheses after the value, or alone on the line above a label pointing up at it
    ("51946 (duress code, office alarm)", "(duress code, office alarm) ask Marta"),
    ("70385*\n^ 脅迫コード", "******\n^ 脅迫コード"),
])
def test_guarded_code(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize("benign", [
    # a room's number, a phone's groups, a price, a placeholder beside a safe's or a duress word
    "the safe in room 1412 holds our passports",
    "Zimmer Nr. 2207, Safe im Schrank",
    "duress alarm service line +44 20 7946 0018",
    "la caja fuerte cuesta 2500 €",
    "duress code: 0000",
    "the safe limit is 1000 per day",
])
def test_not_a_guarded_code(benign: str) -> None:
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    # wpa_supplicant: the key is psk=, the other settings (bssid=, key_mgmt=) are not
    ('network={\n    ssid="Lakeside_4"\n    psk="Juniper7orchard"\n}',
     'network={\n    ssid="Lakeside_4"\n    bssid=3c:a1:0f:77:e2:19\n    key_mgmt=WPA-PSK\n}'),
    # OpenWrt: "config wifi-iface 'name'" names a section, "option key" holds the key
    ("config wifi-iface 'guest_radio1'\n\toption ssid 'Guest-5'\n\toption key 'Marble9lantern'",
     "config wifi-iface 'guest_radio1'\n\toption ssid 'Guest-5'\n\toption key '<hidden>'"),
    # a mount's credentials: inline user and password, or the file that holds them
    ("//nas/backup /mnt/b cifs credentials=svc,Tern#4410quay,uid=1000 0 0",
     "//nas/backup /mnt/b cifs credentials=/etc/samba/nas-creds,_netdev 0 0"),
])
def test_network_config(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    # a PIN's word sets a value apart only after a mark, under it, or before it in parentheses
    ("PIN for the phone bank ⇒ 804317", "PIN for the phone bank ⇒ ask me"),
    ("телефонный банк, ПИН:\n- 59062", "телефонный банк, ПИН:\n- (не пишу здесь)"),
    ("3 9 0 6 2 (PIN for telephone banking)", "(PIN for telephone banking) not written down"),
])
def test_pin_set_apart(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize("benign", [
    "PIN changed in 2019 after the card was replaced",
    "the bank's phone line: PIN reset takes 3 days",
])
def test_pin_in_prose(benign: str) -> None:
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    # a said password: ordinary words joined, after a phrase and a mark, in brackets, before the label, or below it
    ("Kennwort zum Abholen der Kinder aus der Kita — otter-lantern", "Kennwort zum Abholen der Kinder aus der Kita — (privat)"),
    ("[code word for the school pickup] MarbleFalcon", "[code word for the school pickup] not in chat"),
    ("kestrel58 (code word for collecting the kids)", "(code word for collecting the kids) ask me"),
    ("mot de passe pour récupérer les enfants à la crèche:\n- prune-tonnerre",
     "mot de passe pour récupérer les enfants à la crèche:\n- [caché]"),
])
def test_spoken_password(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize("benign", [
    "password reset: self-service portal",
    "the password field is case-sensitive",
    "password: ChangeMe",
])
def test_not_a_spoken_password(benign: str) -> None:
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    # two plain words, set apart by brackets, an arrow or their own line (not a colon: "Šifra: pitajte konobara")
    ("[code word for the school pickup] lemon harbour", "[code word for the school pickup] not set"),
    ("Kennwort für die Abholung aus der Kita ⇒ maple tiger", "Kennwort für die Abholung aus der Kita ⇒ see below"),
    ("code word for collecting the twins\n- velvet otter", "code word for collecting the twins\n- ask me"),
])
def test_spoken_two_words(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize("benign", [
    "Wi-Fi: Cafe Lantern, password: ask staff",
    "Šifra: pitajte konobara",
    "Delivery PIN code (postal) for the Pune office: 411001",
])
def test_said_in_a_notice(benign: str) -> None:
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    # OpenWrt UCI: the key of a wifi-iface section; a WEP config's key index and a masked key are none
    ("config wifi-iface 'default_radio0'\n\toption ssid 'Attic'\n\toption key 'fennel harbor quill'",
     "config wifi-iface 'default_radio0'\n\toption ssid 'Attic'\n\toption key '1'"),
    ("config wifi-iface 'wlan1'\n\toption encryption 'psk2'\n\toption key 'Kx72mPqw0z'",
     "config wifi-iface 'wlan1'\n\toption encryption 'psk2'\n\toption key '********'"),
])
def test_uci_key(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)
