"""Round 35 of the secret guard (issue 13): a device's shared key written as hex where a key's name governs it
(guard/keyed.py), a code given to be entered, read by the verb or by what it opens (guard/entered.py), a code word
stated, a code that "is now" capitals alone, a generator's shape after the bare word "password", and a password's
word first on its line under a URL's line. Each example has a benign twin of the same layout; the examples are written
here, not copied from a corpus."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb.guard import find_secrets_many
from engramdb.guard.keyed import _hex_key

from .guard_util import refused as _refused


@pytest.mark.parametrize(("secret", "benign"), [
    # a name ending in "key", a slot letter, "is" / ":" / "it's", then 12-64 hex digits
    ("badge readers: MIFARE 1K, sector 2 key B 7C3A90E15B2D", "badge readers: MIFARE 1K, sector 0 key A A0A1A2A3A4A5"),
    ("the pool tags use a custom key on sector 5, it's 91C4E07A3B58", "the blank tags ship with key FFFFFFFFFFFF"),
    ("the bike-shed sensor joins with AppKey 5E0C7A91D2F34B86A1C09E7D3B25F640",
     "the bike-shed sensor's DevEUI 70B3D57ED0051A2C is on the sticker"),
    ("NwkSKey: 3B9F0A7C1E5D2846B0C3A9F17E2D5C48", "public key: 3b9f0a7c1e5d2846b0c3a9f17e2d5c48"),
    ("proxmark3> hf mf rdbl --blk 9 -a -k 4D2E91B07C3A", "proxmark3> hf 14a info\n[+]  UID: 4D 2E 91 B0"),
    ("signing the webhooks: HMAC key is 7f3a9c01e2d45b8671f0a3c5d9e2b4f7", "minisign public key 7F3A9C01E2D45B86"),
    # a table's key column
    ("| sector | key A | key B |\n|---|---|---|\n| 6 | 5B2E9C41D07A | 0E7D3A91C2F4 |",
     "| sector | key A | key B |\n|---|---|---|\n| 6 | (site key, HSM) | (site key, HSM) |"),
    ("| node | DevEUI | AppKey |\n|---|---|---|\n| shed-2 | 70B3D57ED0051A2C | 9A1C5E7F0B3D2846C1E09A7F5B3D2C48 |",
     "| node | DevEUI | AppKey |\n|---|---|---|\n| shed-2 | 70B3D57ED0051A2C | ${SHED_APPKEY} |"),
    # a C byte array named for a key
    ("static const u1_t PROGMEM APPKEY[16] = { 0x5E, 0x0C, 0x7A, 0x91, 0xD2, 0xF3, 0x4B, 0x86, 0xA1, 0xC0, 0x9E, "
     "0x7D, 0x3B, 0x25, 0xF6, 0x40 };",
     "static const u1_t PROGMEM DEVEUI[8] = { 0x70, 0xB3, 0xD5, 0x7E, 0xD0, 0x05, 0x1A, 0x2C };"),
    # a line naming keys, then one hex key a line
    ("keys.dic for the gym tags\n5B2E9C41D07A\n0E7D3A91C2F4", "known public keys\nFFFFFFFFFFFF\nA0A1A2A3A4A5"),
])
def test_round35_hex_keys(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # digits right after a verb of entering
    ("to leave the lobby kiosk app swipe left and enter 40917362", "to leave the lobby kiosk app swipe left and enter 1234"),
    ("when I call the bank I press 4417", "when I call the bank I press 1 for English"),
    ("the badge printer runs in kiosk mode, exit with 730582 and restart it",
     "the badge printer prints 5000 labels, exit with ctrl-c"),
    ("alarm panel: type 62841 then OFF", "alarm panel: type 2024 as the year"),
    ("for the checkout I type 4000 then the amount", "for the checkout test we type 4000 0000 0000 9995"),
    # in other languages, the verb before or after the digits
    ("wenn ich bei der Bank anrufe, tippe ich 730582 ein", "wenn ich bei der Bank anrufe, tippe ich die Eins"),
    ("quando ligo para o banco, digito 418207 no teclado", "quando ligo para o banco, digito o número da conta"),
    ("когда звоню в банк, набираю 52917", "когда звоню в банк, набираю 112"),
    ("जब मैं बैंक को फ़ोन करता हूँ तो 48213 दबाता हूँ", "जब मैं बैंक को फ़ोन करता हूँ तो 1 दबाता हूँ"),
])
def test_round35_entered_codes(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # a lock's dials turned to a number
    ("to open the suitcase, turn the dials to 4185", "to open the suitcase, turn the dials to the right"),
    ("pour ouvrir la valise, mets les molettes sur 3-7-1", "mets les roues sur 2 cm de sable"),
    ("vrid hjulen till 8 2 4 5", "vrid hjulen till 2025"),
    # a line naming a PDF and a token of a password's shape
    ("to open the payslip PDF, type Heron47+", "the payslip PDF is called payslip-2025-03.pdf"),
    ("per aprire il PDF scrivi otter-lantern-moss8", "per aprire il PDF scrivi a Giulia"),
    ("Quill5521= (PDF の パスワード)", "ISO 32000 (PDF 2.0)"),
])
def test_round35_dials_and_documents(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # a code named for what it opens, with a letters-and-digits value
    ("DocuSign: the access code for the lease envelope is QH7TZ2WR", "DocuSign: the envelope ID is on the first page"),
    ("the notary's contract needs an access code to open: Marten47.", "the notary's contract needs an access code to open."),
    ("Zoom host key: 418207", "Zoom meeting ID: 418 207 5512"),
    ("the board call's host key is 730582 so anyone can take over", "the board call's host key is in your Zoom profile"),
    ("e-sign the enrolment form: code KD7QX2PM, then sign page 2", "e-sign the enrolment form: use code SAVE20 at checkout"),
    ("CARD: ****2356\nsecurity code: 7QX2PM", "CARD: ****2356\nAUTH CODE: 5L8CL2"),
    # a vote's control number
    ("proxy vote for the AGM: control number 4917 3082 5561 7340", "proxy vote for the AGM: CONTROL # XXXX XXXX XXXX XXXX"),
    ("CONTROL # 7305821946284417", "CUSIP 861660UT2, ISIN US8616601021"),
    ("| company | control number |\n|---|---|\n| Harbourline | 2861-5093-7742-0618 |",
     "| company | control number |\n|---|---|\n| Harbourline | XXXX-XXXX-XXXX-XXXX |"),
])
def test_round35_named_codes(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # a code word, a pickup or safe word, a compound ending in "passwort", stated
    ("the code word for picking up the kids from nursery is otter lantern",
     "the code word for picking up the kids from nursery is used for every pickup"),
    ("the pickup word is heron", "the pickup word is on the form"),
    ("Abholpasswort für den Hort: otter lantern", "Abholpasswort für den Hort: steht im Elternbrief"),
    # a code that "is now" capitals alone
    ("the camera's verification code for the stream is now QXRBTW (I changed it)",
     "the camera's verification code is now ACTIVE"),
    # a generator's shape after the bare word, a sentence going on
    ("if the server hangs log in as night, password kq4a-ptzw-u7ia, then restart it",
     "if the server hangs log in as night, password reset is on the wiki, then restart it"),
    # a passphrase's "for" phrase naming a key file's path; four or more diceware words right after the word
    ('the passphrase for ~/.ssh/id_ed25519 on the build box is "otter lantern moss"',
     "the passphrase for ~/.ssh/id_ed25519 on the build box is in the vault"),
    ("deploy key: deploy_rsa, passphrase otter lantern moss quill (the pub key is on the server)",
     "deploy key: deploy_rsa, passphrase protected keys are the default here (the pub key is on the server)"),
    # a password's word first on its line, under a URL with a port
    ("cPanel: https://parish.example:2083\nuser: margo8\npass: Otter.Lantern7",
     "cPanel: https://parish.example:2083\nuser: margo8\npass: (ask the office)"),
])
def test_round35_words_and_lines(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize("value", ["FFFFFFFFFFFF", "A0A1A2A3A4A5", "D3F7D3F7D3F7", "000102030405", "123456789012",
                                   "ABCDEFabcdef", "5B2E9C41D07", "abcdefabcdef", "db40d0c8-ad6b-f16a",
                                   "zz12zz34zz56", "0a-1b-2c-3d-4e"])
def test_round35_public_or_not_hex_keys(value: str) -> None:
    assert not _hex_key(value)


@settings(max_examples=60, deadline=None)
@given(st.binary(min_size=6, max_size=16).filter(lambda b: len(set(b)) * 2 > len(b)), st.sampled_from(
    ["the door tags use key A {}", "AppKey: {}", "sector 4 key B is {}", "| sector | key A |\n|---|---|\n| 4 | {} |"]))
def test_round35_random_keys_refused_alone_and_in_a_batch(key: bytes, layout: str) -> None:
    value = key.hex().upper()
    if not any(c.isalpha() for c in value) or sum(c.isdigit() for c in value) < 2 or not _hex_key(value):
        return  # all digits, or counted bytes: not read as a key (tested above)
    text = layout.format(value)
    assert _refused(text), text
    assert [i for i, _ in find_secrets_many(["the tags are blank", text, "key A is the transport key"])] == [1], text


@settings(max_examples=80, deadline=None)
@given(st.text(alphabet="0123456789abcdefxyzXYZ-_ .:", min_size=12, max_size=40))
def test_round35_any_cell_under_a_key_header_is_read_without_error(cell: str) -> None:
    """A table's key column holds whatever the user wrote (a UUID, words): reading it never raises (a UUID under
    "key" raised ValueError from int(..., 16) in round 35 as merged, found by blind36-38's measures)."""
    text = f"| controller | zones | key |\n|---|---|---|\n| Rachio 3 | 4 | {cell} |"
    _refused(text)
    find_secrets_many([text, "the tags are blank"])
