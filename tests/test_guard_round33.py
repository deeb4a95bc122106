"""Round 33 of the secret guard (issue 13): a credential found by the place a structure gives it, whatever the words
around it - a database dump's column (guard/dumps.py), a table's PIN column and its padded header (guard/tables.py),
a mail address and the password joined to it (guard/logins.py), Caddy's ``dns <provider> <token>`` and a keypad's code
closed by "#" (guard/slots.py). Each example has a benign twin of the same layout; the examples are written here, not
copied from a corpus."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb.guard import find_secrets, find_secrets_many

from .guard_util import refused as _refused


@pytest.mark.parametrize(("secret", "benign"), [
    # a dump's INSERT: the value at the credential column's position
    ("INSERT INTO members (id, mail, pwd_clear) VALUES (12, 'ana@shop.example', 'heron-LAKE904');",
     "INSERT INTO members (id, mail, pwd_hash) VALUES (12, 'ana@shop.example', "
     "'$2b$12$Qw3rTyUiOp1aSdFgHjKlZuXcVbNm1234567890abcdefghijklmn');"),
    ("insert into `accounts` (`login`, `passwd`, `age`) values ('tomek', 'Wrzos!8812', 41)",
     "insert into `accounts` (`login`, `passwd`, `age`) values ('tomek', NULL, 41)"),
    ("-- seed\nINSERT INTO admins (email, password) VALUES ('ops@corp.example', 'quiet.ORCHID55');",
     "-- seed\nINSERT INTO admins (email, password) VALUES ('ops@corp.example', 'changeme');"),
    # PostgreSQL's COPY: the column's cell in the rows under it
    ("COPY app.users (id, name, pass, since) FROM stdin;\n7\tmira\tlinden_FROST42\t2024-01-02\n\\.",
     "COPY app.users (id, name, since) FROM stdin;\n7\tmira\t2024-01-02\n\\."),
])
def test_round33_dump_columns(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # a table's PIN column holds digits; no other column's digits are a secret
    ("member,card_pin,visits\n99120455,40713,12", "member,visits,points\n99120455,40713,12"),
    ("staff;PIN;room\nB. Okoro;8826;204", "staff;room;floor\nB. Okoro;8826;204"),
    # a header padded to its column's width (a database client's table)
    ("+------+----------------+\n| who  | password       |\n+------+----------------+\n| kai  | mossgarden88   |",
     "+------+----------------+\n| who  | shell          |\n+------+----------------+\n| kai  | mossgarden88   |"),
])
def test_round33_table_columns(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize("text", [
    "pin,function\n17,GPIO17\n18,PWM0",       # a board's pins: one or two digits
    "name,pin\nlobby,0000",                   # one digit repeated
])
def test_round33_pin_columns_that_hold_no_pin(text: str) -> None:
    assert not _refused(text), text


@pytest.mark.parametrize(("secret", "benign"), [
    # a mail address, then its password after "/", "pw", "and" or "with", anywhere on the line
    ("Hulu mira.k@mail.example / orchid.pepper.sable31", "Hulu mira.k@mail.example / see the vault"),
    ("> kids' console: teo@web.example pw kv7r-2mxa-pq4n", "> kids' console: teo@web.example pw (ask dad)"),
    ("smart TV at the cabin → lena@post.example with Juniper-FROST208, sign out after",
     "smart TV at the cabin → lena@post.example with the remote, sign out after"),
    # an account's number after its clause's colon, then "and" and the password
    ("for the tax upload you need my portal account: Q44190255 and walnut_ECHO731",
     "for the tax upload you need my portal account: Q44190255 and a scan of the card"),
])
def test_round33_mail_and_password(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # Caddy's DNS challenge: the provider's token as the directive's argument
    ("shop.example {\n    tls {\n        dns porkbun Xk29fQaLm83ZpTr0wEvYb7Nc\n    }\n}",
     "shop.example {\n    tls {\n        dns porkbun {env.PORKBUN_TOKEN}\n    }\n}"),
    # a keypad's code closed by "#", in any language
    ("Torcode fürs Tor: 4719#", "zum Guthaben wählen: *100#"),
    ("kode gerbang 2058# lalu lantai dua", "kode gerbang 1111# lalu lantai dua"),
])
def test_round33_directive_and_keypad(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # a generator's passphrase alone, in any language's sentence or layout; its twin a name written alike
    ("Apple-ID vom Opa: lantern-orbit-maple-pixel47", "Apple-ID vom Opa: lantern-orbit-maple-pixel (ohne Zahl)"),
    ("> ang susi ko ay Copper.Willow.Fence62", "> ang susi ko ay https://copper.example/willow-fence62"),
    ("\tadmin\tQUARTZ_melon81", "\tadmin\tquartz_melon81@mail.example"),
    ("mot de passe du routeur : river+STONE+gale39", "chiffrement du disque : aes-xts-plain64"),
    ("pw: cedar_moss_lake52", "retries = cedar_moss_lake52(cfg)"),
])
def test_round33_generated_passphrases_alone(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize("text", [
    '"public_key_fingerprint_sha256": "SHA256:abc"',   # a key's name in JSON
    "the host web-prod-eu-01 is down",                 # a host's digits after a mark
    "max_retry_count10 = 3",                           # a name given a value
    "mail ana.ruiz37@proton.example about it",         # a mail address's local part
    "two words: lantern-orbit42",                      # two words of one case
    "tea-INV2291 backup 55-2291",                      # a word and an invoice's code (tests/test_hybrid's text)
])
def test_round33_names_written_like_passphrases(text: str) -> None:
    assert not _refused(text), text


def test_round33_plain_text_is_no_password() -> None:
    assert not _refused("the old dump: every password was plain text, we reset them all on 3/4/2027")
    assert _refused("the wifi password was Plankton77, we reset it on 3/4/2027")


@settings(max_examples=50, deadline=None)
@given(st.lists(st.sampled_from(["heron", "lake", "moss", "orchid", "pepper", "sable", "frost", "linden"]),
                min_size=2, max_size=4),
       st.sampled_from(".-_+="), st.integers(10, 9999), st.booleans(),
       st.sampled_from(["{mail} / {v}", "game box: {mail} pw {v}", "> {mail} and {v}, thanks"]))
def test_round33_generated_passphrases_after_a_mail_are_found(words: list[str], joiner: str, number: int,
                                                              shout: bool, layout: str) -> None:
    """Any generator's passphrase (words joined by one mark, digits last; a word in capitals or not) after a mail
    address and its joiner is refused, in the batch as alone."""
    if shout:
        words = [words[0], *(w.upper() for w in words[1:])]
    value = joiner.join(words) + str(number)
    text = layout.format(mail="ana.b@mail.example", v=value)
    at = text.index(value)
    found = find_secrets(text)
    assert any(f.start < at + len(value) and at < f.end for f in found), (text, found)
    assert [i for i, _ in find_secrets_many([text, "memory 12 about the order"])] == [0]


@settings(max_examples=50, deadline=None)
@given(st.text(alphabet="0123456789", min_size=4, max_size=8), st.sampled_from(["gate → {}#", "{}# then the lift",
                                                                                 "portail : {}#"]))
def test_round33_keypad_codes_batch_equals_alone(digits: str, layout: str) -> None:
    """The keypad row is added to the batch outside the prefilter (its "#" folds to any digit there): the batch's
    answer is the answer of each text alone."""
    texts = [layout.format(digits), "memory 4021 about the order", f"*{digits}#"]
    alone = [i for i, t in enumerate(texts) if find_secrets(t)]
    assert [i for i, _ in find_secrets_many(texts)] == alone
    assert 0 in alone or len(set(digits)) == 1
    assert 2 not in alone  # a USSD code


@pytest.mark.parametrize("text", [
    "INV-2291 Porto\tbackup-backup-INV2291",
    "refund-status-INV2291 is open",
    "[SAP]\nSID=PRD\nClient=800\nUser=KSMITH60\nSNC=on",
    "[logon]\nUser=JDOE63\nLanguage=EN",
    "Password: ask mike for the new one",
    "wpa_passphrase=your pass phrase here",
])
def test_round33_settings_and_prose_are_no_passphrase(text: str) -> None:
    """An identifier's code glued to its digits last (test_hybrid's word salad) and a key given its value on a
    setting's line (blind34's SAP twins, after its second measure) are no generator's passphrase; prose after a
    password label and a placeholder are no passphrase of words."""
    assert not _refused(text), text


@pytest.mark.parametrize("text", [
    "hostapd.conf\ninterface=wlan0\nssid=Villa-81\nwpa=2\nwpa_passphrase=juniper walnut granite obsidian",
    "export BORG_PASSPHRASE=heron tundra yew gravel",
    "wpa_passphrase: mosaic clover pepper saffron",
    "Cyberduck: files.example, noam / juniper=LANTERN748",
])
def test_round33_passphrases_of_settings_are_refused(text: str) -> None:
    """A passphrase of four words or more as a setting's whole value, and a generator's two words joined by "="
    after a login's id, are refused, alone and in a batch."""
    assert _refused(text), text
    assert [i for i, _ in find_secrets_many(["memory 12 about the order", text])] == [1]
