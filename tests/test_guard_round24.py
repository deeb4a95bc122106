"""Round 24 of the secret guard (issue 13): a short code beside a label that names what it opens, before or after it
("4410 = Fahrradschloss-Code", "**bike lock code** 2-7-5"), a lock's three digits or a dial's digits one by one, the
code a device asks for when it shows the word CODE ("when the stereo shows CODE, key in 6093"), and a lock's or a
code's value stated last in its sentence in any language. Each rule has a refused example and a benign twin of the
same layout (a masked value, a serial or a tag number, a count); the examples are written here, not copied from a
corpus."""

from __future__ import annotations

import pytest

from .guard_util import refused as _refused


@pytest.mark.parametrize(("secret", "benign"), [
    # the value first, its label after "=", "←" or in parentheses, or on the next line
    ("4410 = Fahrradschloss-Code", "4410 = Fahrradschloss-Seriennummer"),
    ("Mia: 7-3-9 ← code du cadenas du casier", "Mia: ***-***-*** ← code du cadenas du casier"),
    ("» 2851 (kod radia w aucie) 🙂", "» 28 zł (kod radia w aucie) 🙂"),
    ("[14:02] 6093\ncódigo del estéreo del coche", "[14:02] nadie lo sabe\ncódigo del estéreo del coche"),
    # the label first: after a mark, in bold, in parentheses after it, or on the line above
    ("**bike lock code** 2-7-5 👍", "**bike lock code** •-•-• 👍"),
    ("nhà kho mã khóa: 582", "nhà kho mã khóa: ???"),
    ("код замка на сарае (381)", "код замка на сарае (спроси у Оли)"),
    ("gym locker padlock code\n\n4 0 7", "gym locker padlock code\n\nin the drawer"),
    # a compound ending in the word for a code, in the languages that glue it
    ("cykellåskod → 904", "cykellåsnummer → 904"),
])
def test_code_beside_its_label(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize("benign", [
    "error code: 404",  # three digits: only a lock's code has so few
    "country code (44)",
    "503 = HTTP status code",
    "barcode: 4006381",  # a code glued to what makes it no secret
    "the post code\n\n1011",
    "1111 = bike lock code",  # one digit repeated: a placeholder
    "bike lock serial: 4-7-2",  # a lock's serial, not its code
    "pages 12-15 (code of conduct)",
])
def test_numbers_beside_a_label_that_are_no_code(benign: str) -> None:
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    ("when the stereo shows CODE, key in 6093", "when the stereo shows CODE, ring the dealer on Monday"),
    ("si la radio affiche CODE, entre 5172 puis OK", "si la radio affiche CODE, appelle le garage"),
    ("ラジオにCODEと表示されたら3904を入れる", "ラジオにCODEと表示されたら販売店に電話する"),
])
def test_code_asked_by_a_device(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize("benign", [
    "AUTH CODE 7731 on the receipt",  # a phrase in capitals, not the display's word
    "QRCODE scanned 1200 times",
    "CODE 3412 is the chapter's number",
])
def test_capital_code_that_is_no_display(benign: str) -> None:
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    # a lock's three digits or dial stated last in the sentence
    ("the code of the lock on my bike is 472.", "the lock on my bike cost 12 euros."),
    ("la combinació del cadenat de la taquilla és 3 9 1", "el número de la taquilla és 3 9 1"),
    ("mã khóa tủ đồ là 5-0-8 👍", "số tủ đồ là 5-0-8 👍"),
    ("자전거 자물쇠 번호는 264", "자전거 보관소 번호는 264"),
    # a code's four digits stated last, in a script or a language the code-line row did not read
    ("車のラジオのコードは4827です", "車のラジオのシリアル番号はKX4827です"),
    ("de koade fan it alarm is 7719", "it nûmer fan ús hûs is 7719"),
])
def test_code_stated_last_in_its_sentence(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize("benign", [
    "the lock on the shed was fitted in 2019.",  # a year
    "die Kombination kostet 150",  # a combination's word alone, with no copula
    "the combination lock weighs 150 g",  # a measure after the value
    "my suitcase tag number is 0471 LH 22930.",
    "the error code on the boiler is 203.",
])
def test_sentences_with_numbers_that_are_no_code(benign: str) -> None:
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    # a credential in a systemd unit's quoted environment, spaces and all
    ('[Service]\nEnvironment="RESTIC_PASSWORD=copper lantern orchid basalt fjord"\nExecStart=/usr/bin/restic backup /srv',
     '[Service]\nEnvironment="RESTIC_PASSWORD_FILE=/etc/restic/pass"\nExecStart=/usr/bin/restic backup /srv'),
    ('Environment="MQTT_PASS=Vq7#rT2m!xL9"', 'Environment="MQTT_PASS=${MQTT_PASS}"'),
    # govc's -u with the user information of a URL, no scheme
    ("govc datastore.ls -u 'admin:Orchid55%tern@esx2.lan' -k", "govc datastore.ls -u 'admin@esx2.lan' -k"),
    # Poetry's stored index password
    ("poetry config http-basic.corp builder 'Fjord-basalt-41'", 'poetry config http-basic.corp builder "$INDEX_PASS"'),
])
def test_credentials_in_units_and_commands(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    # single quotes keep a leading "$", "%", "#" or "." as part of the password
    ("ipmitool -I lanplus -H 10.1.2.3 -U admin -P '%Tq8wLp2Zr5' chassis status",
     "ipmitool -I lanplus -H 10.1.2.3 -U admin -P \"$IPMI_PASS\" chassis status"),
    ("mosquitto_sub -h broker.lan -u cam -P '#m4Rk9QvB2x' -t cams/#",
     "mosquitto_sub -h broker.lan -u cam -P '$MQTT_PASSWORD' -t cams/#"),
])
def test_single_quoted_password_flag(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    # a factory password of random capitals, on a sticker or after the user's name and a slash
    ("the new server's IPMI login is ADMIN, password from the label: QZRTBWKHNV",
     "the new server's IPMI login is ADMIN, password from the label: ASK FACILITIES"),
    ("rack 4 BMC shipped with ADMIN / JXWQPLMZRT", "rack 4 BMC shipped with ADMIN / MAINTENANCE"),
])
def test_random_capitals_as_a_password(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    # the copula first, the value, then its label (Irish, Maori)
    ("is é 5813 cód an ghlais ar an ngaráiste", "is é 5813 uimhir an tí ar an mbóthar"),
    ("ko 2964 te waehere o te raka o te whare", "ko 2964 te nama o te whare"),
    # a chat's time and sender before the label on the line above
    ("09:12 Ines: codi del cadenat del traster\n\n7 0 5", "09:12 Ines: codi del cadenat del traster\n\nno el sé"),
    # a copula _STATED_BEFORE lacks (Luxembourgish "ass"), and Marathi's final "आहे"
    ("de Code vum Autoradio ass 3667 👍", "d'Seriennummer vum Autoradio ass 3667 👍"),
    ("सायकलच्या कुलुपाचा कोड 4 1 9 आहे", "सायकलच्या दुकानाचा नंबर 419 आहे"),
])
def test_more_layouts_of_a_code_beside_its_label(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)
