"""Round 29 of the secret guard (issue 13): a software licence key in a vendor's printed shape (guard/licences.py); a
bank's code named as the SMS code in any language (guard/sms.py); a Wi-Fi key beside the Wi-Fi's word in a shape no
network's name takes (guard/wifi.py); a password after its word and the network's word with a particle glued on; and
false alarms: a value called an example in the parenthesis after it, a record's uid after a password's mention, a
network's name after a case ending glued to "Wi-Fi" or after more words naming it, a particle glued to "Wi-Fi" read as
a value, a signature line "~Name". Each rule has a refused example and a benign twin of the same layout; the examples
are written here, not copied from a corpus."""

from __future__ import annotations

import pytest

from engramdb.guard import find_secrets_many

from .guard_util import refused as _refused


@pytest.mark.parametrize(("secret", "benign"), [
    # a grouped key, alone or after a tool or a label; a product ID, a mask, a published KMS key are no key
    ("slmgr.vbs /ipk H7KQ2-MB3XT-9VRDW-PC4YJ-T8G6F", "slmgr.vbs /ipk XXXXX-XXXXX-XXXXX-XXXXX-XXXXX"),
    ("QW3E-R7TY-U2IO-P9AS (one seat, bought 2026)", "Product ID 00331-10000-00001-AA482 (bought 2026)"),
    ("the office Photoshop serial: 7HDK-29QM-ZL4W-8XPE-MN3R-6TVB", "the office Photoshop build: 25.11.0.1524"),
    ("product key for the server: H2M7Q-C9XKB-TW4RP-V6JDY-83GQF",
     "product key for the server: WX4NM-KYWYW-QJJR4-XV3QB-6VM33"),  # a published KMS client key
    # two characters and two hex groups; three digits and eight under the key's word
    ("ZK-7F3A91C0-B28E44D1 (site licence)", "ZK-00000000-00000000 (site licence)"),
    ("licence key for the mixer plugin: 418-55320197", "tracking number for the mixer plugin: 418-55320197"),
    # an offline activation code
    ("activation:\nK2P9XW7QLM-bG7hQ2+xY/pR9sT4vW1zA8cD3eF6gH0jK5mN2qS7uV9wX1yZ4aB6cD8eF0gH",
     "activation:\nK2P9XW7QLM-see-the-email-from-sales-for-the-offline-activation-steps"),
])
def test_round29_licence_keys(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # the SMS code's label in other languages, the code after it, before it, or on the next line
    ("kodi SMS nga banka: 583 014", "kodi SMS nga banka: ******"),
    ("739120 ← bankanın SMS kodu", "4200 ₺ ← bankanın SMS kodu gelmedi"),
    ("SMS-код від банку\n----\n061-944", "SMS-код від банку\n----\n(не пишу тут)"),
    ("СМС код из банка? 70124695", "СМС код из банка? перевод 1500 ₽ прошёл"),
    ("የባንኩ የኤስኤምኤስ ኮድ 402 771 ነው", "የባንኩ የኤስኤምኤስ ኮድ ገና አልደረሰም"),
    ("the bank texted the code by SMS, it is 551230", "SMS code sent for the €250.00 payment"),
])
def test_round29_sms_codes(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # Wi-Fi keys in the shapes no network name takes, after or before a label in an unknown language
    ("neno la siri la Wi-Fi: 4471 0932 8816 2205", "jina la Wi-Fi: Casa_Bella-5G"),
    ("ffeil Wi-Fi | kq7m2xw9p4tb", "enw'r Wi-Fi | Vodafone-8C2D"),
    ("hxq8ZpT3mWvR2k — Wi-Fi-ის პაროლი", "VillaOlive — Wi-Fi-ის სახელი"),
    ("fjalëkalimi i WLAN-it?\nzqvtrkwhyblm", "emri i WLAN-it?\nguesthouse"),
    ("Wi-Fi yn y tŷ: TP-Link_4F2A, cyfrinair Heronfield42!", "Wi-Fi yn y tŷ: TP-Link_4F2A, ystafell 12"),
])
def test_round29_wifi_keys(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # a particle glued to Wi-Fi belongs to the label; the value after it is read
    ("iphasiwedi ye-Wi-Fi | p4kz9w2mhtq", "iphasiwedi ye-Wi-Fi: —"),
    ("password tal-Wi-Fi: 3381 0457 9920 6613", "password tal-Wi-Fi: …"),
])
def test_round29_particle_glued_to_wifi(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # a value called an example right after it
    ("otpauth://totp/Acme:jo?secret=MFRGGZDFMZTWQ2LK&issuer=Acme",
     "otpauth://totp/Acme:jo?secret=MFRGGZDFMZTWQ2LK (example from the docs)&issuer=Acme"),
    # a record's uid after a password's mention is no password
    ("the db password, as I said, is 8f3Kq-29xL-mv7T", "the db password is not pasted here, uid 4b1c2d3e-5f60-4a7b-8c9d-0e1f2a3b4c5d"),
    # a network's name after a case ending glued to Wi-Fi, or after more words naming it
    ("Wi-Fi-ın şifrəsi QmZ7xk2Pq9tW", "Wi-Fi-ın adı HOME-4F2A!"),
    ("Wi-Fi мрежата во станот за одмор, лозинка Kp9zQ2mx7LwT", "Wi-Fi мрежата во станот за одмор се вика Villa-Sun"),
    # a signature line after an empty value is no value sent after its announcement
    ("wachtwoord van de wifi:\nQp7mZk2xT9", "wachtwoord van de wifi: —\n~Marloes"),
])
def test_round29_false_alarms_fixed(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize("text", [
    "Product ID 00331-10000-00001-AA482",
    "SMS code: [hidden]",
    "Wi-Fi name: Guesthouse-Guest",
    "otpauth://totp/X:y?secret=MFRGGZDFMZTWQ2LK (the example)",
])
def test_round29_batch_agrees(text: str) -> None:
    assert find_secrets_many([text]) == []


@pytest.mark.parametrize(("secret", "benign"), [
    # backup-code lists in two columns, in three groups, in hexadecimal under a heading naming codes
    ("codes.txt\n4821 0937    1650 2284\n7712 5039    9046 3318\n2290 4471    6083 5527\n8305 1162    4478 9901\n",
     "ports.txt\n4821 0937    1650 2284\n4821 0937    1650 2284\n"),
    ("2FA backup codes\n1. k2dq-7vmx-p0ra\n2. z8ne-4hbt-w1qc\n3. r5uy-9gfk-c3lm\n4. b7ts-2xwe-n6jd\n5. m1vp-8kqa-y4hz\n",
     "2FA backup codes\n1. printed\n2. in the safe\n3. one used\n4. ask IT\n5. regenerate in May\n"),
    ("recovery codes:\n3fa9c-81d0e\n7b2e4-c09a1\n05d7f-e3b68\n9c1a0-4f7d2\nd84e3-2a6b9\n",
     "short hashes:\n3fa9c81\n7b2e4c0\n05d7fe3\n9c1a04f\nd84e32a\n"),
    # one code after its label and a colon
    ("Proton recovery phrase code: 7e2c1-b94a0", "Proton recovery phrase code: in the safe"),
    ("backup codes left (Slack): q7rx-2m9k-vpt4 · h3cw-8ztn-5ybe", "backup codes left (Slack): 2 of 10"),
    ("recovery code for the old laptop: QZXVKTPWMR", "recovery code for the old laptop: REGENERATE"),
])
def test_round29_recovery_codes(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # a relay's line: host and port, the mail address, the password last
    ("/etc/postfix/sasl_passwd\n[mail.example.org]:587 billing@example.org:Lantern7?",
     "/etc/postfix/sasl_passwd\n[mail.example.org]:587 billing@example.org:${RELAY_PASS}"),
    ("smarthost for the NAS: mail.example.org:465 nas@example.org Mossgate!",
     "smarthost for the NAS: mail.example.org:465 nas@example.org"),
    # a .netrc entry and an msmtp config's password line
    ("machine files.example.org login backup password Quietharbor!",
     "machine files.example.org login backup password $NETRC_PASS"),
    ("account work\nhost mail.example.org\nport 587\nuser me@example.org\npassword Tidewater?\n",
     "account work\nhost mail.example.org\nport 587\nuser me@example.org\npasswordeval \"pass show mail\"\n"),
])
def test_round29_mail_config_passwords(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # a seed in eight groups of four, with or without a label
    ("Bitbucket (me@example.org)  k4zq m7tr w2xv p5nd a3hy c6uj e2fb q7lo", "Bitbucket (me@example.org)  last login 2026-11-03 from the office"),
    # one base32 run in a text about an authenticator
    ("authenticator backup\n- Fastmail: N4XQ7ZKD3WRTBL5MP2YCVH6S", "ticket backup\n- Fastmail: N4XQ7ZKD3WRTBL5MP2YCVH6S"),
    ("oathtool --totp -b KZ5TQ3WXL7MPR2DA", "oathtool --totp -b \"$(pass show totp/work)\""),
])
def test_round29_totp_seeds(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize("text", [
    # found while running the older corpora: a name holding "tan" is no code's word, a transfer's number no code;
    # a base32 run that decodes to printable text is a phrase encoded (RFC 6238's test seed), not a seed
    'Tanja: forwarded SMS from the bank\n"Your transfer #4471203 was executed."',
    "Tanja: forwarded SMS from the bank\n\"Your transfer REF-5528104 was executed.\"",
    "authenticator test vector (RFC 6238): GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ",
])
def test_round29_older_corpora_benign(text: str) -> None:
    assert not _refused(text), text
