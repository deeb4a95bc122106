"""Round 28 of the secret guard (issue 13): a stored-value card's number with its PIN (guard/cards.py); a network
service's shared secret at its place in a tool's command or a config line (guard/network.py); a password beside its
label in more layouts (an arrow, a rule line, a table row's cells, a note or a signature after it, the label's word in
the construct state); and false alarms: a mask of one repeated mark, keytool's ``-storepass:env NAME``, logins counted
as events, four words read as an app password, a form's fields read as a chat's turns. Each rule has a refused example
and a benign twin of the same layout; the examples are written here, not copied from a corpus."""

from __future__ import annotations

import pytest

from engramdb.guard import find_secrets, find_secrets_many

from .guard_util import refused as _refused


@pytest.mark.parametrize(("secret", "benign"), [
    # a card's number and its PIN side by side, or the PIN named after the number
    ("voucher no. and PIN: 6021 3388 4170 5524 / 90417", "voucher balance: 25.00 EUR, valid until 12/2027"),
    ("| prepaid card | 5512-0930-7781-2046 / 4471 |", "| prepaid card | balance 40 EUR |"),
    ("the Tesco card is 7712 4409 1356 0081, PIN 6645", "the Tesco card still has 12 GBP on it"),
    ("kártya 2213 0097 6671 8840 4412, a PIN-je 58219", "a kártyán még 3000 Ft van"),
    # SNMP: a community after -c, v3 passphrases after -A/-X, a createUser line, a device's community string
    ("snmpwalk -v2c -c t0wer-Lk88q 10.1.2.3 system", "snmpwalk -v2c -c $SNMP_COMMUNITY 10.1.2.3 system"),
    ("snmpget -v3 -u mon -l authPriv -a SHA -A 'Fjord!Lamp52' -x AES -X 'Moss#Gate17' 10.0.0.9 sysName.0",
     "snmpget -v3 -u mon -l authPriv -a SHA -A \"$AUTH\" -x AES -X \"$PRIV\" 10.0.0.9 sysName.0"),
    ('createUser mon SHA "Quill7!birch" AES "Pane8?river"', 'createUser mon SHA "<auth-pass>" AES "<priv-pass>"'),
    ("Nagios host sw-3: SNMP v2c, community string brass_7Lq2m", "Nagios host sw-3: SNMP v2c, community string public"),
    # RADIUS, NUT, IPsec by their syntax
    ("radtest alice Tr4il!mix 10.9.8.7 0 k3Y-shared_Rr91", "radtest <user> <password> <server> 0 <secret>"),
    ("tacacs-server host 10.2.2.2 key Mz7$kq-Plover", "tacacs-server host 10.2.2.2 key <TACACS_KEY>"),
    ("MONITOR apc@10.1.1.5 1 upsmon Rk2#amberF primary", "MONITOR apc@10.1.1.5 1 upsmon $UPS_PASS primary"),
    ("set vpn ipsec authentication pre-shared-secret 'Vq9!xLm2Ff'", "set vpn ipsec authentication mode x509"),
])
def test_round28_secret_and_twin(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # a password beside its label: an arrow, a rule line, a table row, a note or a signature after the value
    ("dentist portal password >> Kelp#Wander42", "dentist portal password >> (in the drawer)"),
    ("portal password\n----\nMarsh-Pine-Otter73 ✳", "portal password\n----\n(ask Nora)"),
    ("| portal password | Fq8$loomTide |", "| portal password | [not saved here] |"),
    ("lösenord till portalen => Gr4n!teMoss // Ines", "lösenord till portalen => (vet du) // Ines"),
    ("Hv3@ledger9x (portal password) (do not lose)", "2027-03-04 (portal appointment) (do not lose)"),
    # the construct state of Arabic and Hebrew
    ("كلمة مرور البوابة: Rm4#qLz8Tw", "كلمة مرور البوابة: %%%%%%"),
    ("סיסמת הפורטל >> Bx7!mQ2wLp", "סיסמת הפורטל >> °°°°°"),
    # a label naming a PIN and a password both
    ("포털 비밀번호 => Kelp-Lantern!57", "포털 비밀번호 => nnnnnn"),
])
def test_round28_beside_label(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # a mask of one repeated mark is no password
    ("mot de passe du portail: Zq7!fenLm", "mot de passe du portail: nnnnnn"),
    ("contraseña del portal: Pl8#rioVk", "contraseña del portal: %%%%%%"),
    # keytool's ":env" names a variable, and that name at its line's end is no flag before the next line
    ("keytool -list -keystore trust.jks -storepass Bq3!lumenR",
     "keytool -list -v -keystore trust.jks -storepass:env STOREPASS\nAlias name: corp-ca\nSHA256: 0A:BF:CE:99"),
    # logins counted or judged are events
    ("logins: ops / Hx8#tarnRq", "312 failed SSH logins on bastion-02"),
    ("3 failed logins, so the new password is Qz8#pLm2wx", "17 successful logins from web-04"),
    # four words are no app password; four random groups are
    ("jelszó: qzvk wtbx pfjd hmyr", "add meg a jelszavadat to must must room room"),
    # a form's field named as a credential is no chat turn announcing the next field's value
    ("Sam: what's the portal password?\nJo: Kx9!mmQ2pz",
     "Hilton account\nemail: ana@mail.example\npassword: see password manager\nmember number: HH77120943"),
])
def test_round28_false_alarms_fixed(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # a key word before a value of random characters and symbols (a pre-shared key)
    ("pre-shared key: qW3!zL%*TrmB8&k+Pd7x#Vn2", "pre-shared key: in the vault, ask Marta"),
    ("the shared secret for the site VPN is R-q!x*mP&+LtZ4-Wva9#Kd2e", "the shared secret for the site VPN is rotated yearly"),
    # three words joined by dots and two digits are a passphrase, not a setting's name
    ("my clinic password is otter.birch.lantern42", "my clinic password is settings.portal.password"),
    # a UUID under an update key's name
    ("DNS update key for the router: 3f1c2a9e-7b4d-4e8a-9c6d-2b1f0a9e8d7c",
     "DNS update request for the router: 3f1c2a9e-7b4d-4e8a-9c6d-2b1f0a9e8d7c"),
    # a login as its pair: an id or a mail, then the password; a number, then a numeric password
    ("- rail app: 7712093311 / Plover!88", "- rail app: 7712093311 / see the vault"),
    ("timesheet tool: E55120 / Birch_Tide42", "timesheet tool: E55120 / SSO"),
    ("- airline: 99120455781 / OtterLamp!", "Flight: LH1234 / Gate-B22"),
    ("Order portal: 55123 / Pl4nk#Moss", "Order: 55123 / Shipped!"),
    ("Avios number 99120455781, password 4471", "Avios number 99120455781, 12,400 points"),
    # a note after a value below its label; a code's word before a value of every class
    ("portal password\n====\nQz4!marshWren (do not lose)", "portal appointment\n====\n2027-03-04 (do not lose)"),
    ("رمز پورتال >> Fjord7$Lantern", "رمز پورتال >> (در دفترچه)"),
    # "%Word%" inside random symbols is no Windows variable; a name with a mark inside is a word before the value
    ('10.0.0.1 0.0.0.0 : PSK "Kd8!%QtLm%Zr3*Vx&w9Tq"', '10.0.0.1 0.0.0.0 : PSK "%IPSEC_PSK%"'),
    ("the shared secret for the FRITZ!Box VPN is h7TqZ2mWcK9rLpXv4NbY8sDf3GjA6eUo",
     "the shared secret for the FRITZ!Box VPN is in the drawer"),
    # a quoted value of capitalised words run together
    ('Abholpasswort für den Hort: "OtterPancake"', 'Abholpasswort für den Hort: "siehe Zettel"'),
    # the Turkic "my password"
    ("клиниканың порталындағы құпиясөзім Otter42*", "клиниканың порталындағы құпиясөзім ●●●●●●"),
])
def test_round28_more_layouts(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


def test_a_code_read_aloud_in_digit_words_is_refused() -> None:
    assert _refused("la clave de la puerta es seis tres tres tres vale")
    assert not _refused("la clave de la puerta es la de siempre, vale")


@pytest.mark.parametrize("text", [
    "add meg a jelszavadat to must must room room",
    "312 failed SSH logins on bastion-02",
    "order 1234 5678 9012 3456 shipped on 12/27",
    "snmpwalk -v2c -c public 10.0.0.1 system",
])
def test_round28_batch_agrees(text: str) -> None:
    assert find_secrets(text) == []
    assert find_secrets_many([text]) == []
