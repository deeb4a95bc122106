"""Session 34 (fp40): the benign readings of guard/readings.py. Each benign text is no longer refused, and its secret
twin, the same text with the secret written in, still is (by find_secrets and by the batch path alike). Every benign
text here is refused by main before this change (06191a0)."""

from __future__ import annotations

import pytest

from engramdb import guard
from engramdb.guard import readings

# (benign, secret twin)
PAIRS = [
    # a stored hash: the element names its encoding
    ('<authorize username="ana_p" password="' + "5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8"
     + '" encoding="sha256">',
     '<authorize username="ana_p" password="Tulip-Harbor-5521">'),
    # a header of field names, one a credential's
    ("bitwarden_export.csv\nfolder,favorite,type,name,notes,login_uri,login_username,login_password,login_totp\n",
     "bitwarden_export.csv\nfolder,name,login_username,login_password\n,bank,ana.p,Quartz!Meadow93\n"),
    # a default told as changed
    ("the manual says the factory SMS password is 123456; ours was changed at install",
     "the SMS password of the tracker is 861304, do not share it"),
    ("the default kiosk PIN is 1234 until you set your own",
     "the kiosk PIN is 7302, set it yourself"),
    # a network's name in a table whose other column names the password
    ("home\twifi\twifi password\tgate\nLake house\tLakeview-5G\t(on the router)\tnone",
     "home\twifi\twifi password\tgate\nLake house\tLakeview-5G\tBirch-Lantern-7731\tnone"),
    # a secret's record id with its value withheld
    ("Certificates & secrets\nValue: (hidden, copied to the vault)\nSecret ID: 3f1c2a9e-7b4d-4e21-9a0c-5d6e7f8a9b0c",
     "Certificates & secrets\nValue: Qx8~uT2mVb7Lp9sKd4Wf1Nz6Rj3Hc5Ya0Ge\nSecret ID: 3f1c2a9e-7b4d-4e21-9a0c-5d6e7f8a9b0c"),
    # a time stamp after a password line
    ("Ana: - cmd: gpg --batch --passphrase-file ~/.config/passphrase -d notes.gpg\n  when: 1733312345",
     "Ana: - cmd: gpg --batch --passphrase Harbor-Quince-2210 -d notes.gpg\n  when: 1733312345"),
    # a hashtag alone after a line naming a password
    ("the master password is on paper in the safe\n\n#household",
     "the master password is Orchid-Velvet-8812\n\n#household"),
    # whose password, not the password
    ("asking before I pick a new password for mila_k42",
     "I picked a new password for mila_k42: Fennel!Copper58"),
    # a badge's number beside a PIN set later
    ("time clock\nbadge: 2958593\nPIN: set at your first punch",
     "time clock\nbadge: 2958593\nPIN: 440381"),
    # the guests' code of a conference line; the host's passcode named apart
    ("conference line: +1 757 594 1629, guests use access code 644 8280 6758#, the chair joins from the studio",
     "conference line: +1 757 594 1629, chairperson passcode 0873815#, guests just use 6575 0355 664#"),
    # a user's login after the word for a user name, the password withheld (the n-gram signal)
    ("логин в кабинете — kenji00, пароль скажу по телефону",
     "логин в кабинете — kenji00, пароль Vx7_rq2Lm9"),
    # a service's name between "login to" and the login; a user's, a host's, an order's name after its word
    ("login do moBILET to emeka82, hasło powiem ci przez telefon",
     "login do moBILET to emeka82, hasło Vx7_rq2Lm9"),
    ("our sftp login are\nhost pg-main.example.org\nuser deploy\npass in the shared 1Password",
     "our sftp login are\nhost pg-main.example.org\nuser deploy\npass Qz8!mLp2vR"),
    ("Mira: created a read-only API key for the billing tool on 2026-04-24, order REF QX7BKD2M",
     "API key for the tax tool: NIJF9ZB3Qx7LmP2rTv"),
    # an order's number alone (the n-gram signal), and after a password word
    ("Hey Google, запамти број моје пошиљке ORD-7261934",
     "Hey Google, запамти пароль ORD-7261934"),
    # a Discord snowflake after its id label
    ("DISCORD_TOKEN=\nGUILD_ID=387436395709477839",
     "card 4539 1488 0343 6467 exp 04/29"),
]


@pytest.mark.parametrize(("benign", "secret"), PAIRS)
def test_benign_reading_is_not_refused_and_its_twin_is(benign: str, secret: str) -> None:
    assert guard.find_secrets(benign) == []
    assert guard.find_secrets_many([benign]) == []
    assert guard.find_secrets(secret) != []
    assert guard.find_secrets_many([secret]) != []


def test_hashed_value_needs_the_hash_named() -> None:
    digest = "5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8"
    text = f'password="{digest}" encoding="sha256"'
    assert readings.hashed_value(text, 10, 10 + len(digest))
    plain = f'password="{digest}"'
    assert not readings.hashed_value(plain, 10, 10 + len(digest))


def test_default_changed_needs_the_change_said() -> None:
    text = "the default installer password is 00000a"
    start = text.index("00000a")
    assert not readings.default_changed(text, start, start + 6)
    said = text + ", the installer says he changed it"
    assert readings.default_changed(said, start, start + 6)


def test_logins_only_refuses_a_password_after_its_word() -> None:
    from engramdb.guard import ngram

    withheld = "שם המשתמש בפנגו הוא maren60, את הסיסמה אגיד לך בטלפון"
    stated = "שם המשתמש בפנגו הוא maren60, הסיסמה היא Qw8_zTr4Lk"
    assert readings.logins_only(withheld, ngram.GATE.finditer(withheld))
    assert not readings.logins_only(stated, ngram.GATE.finditer(stated))


def test_field_header_with_a_data_row_below_is_not_taken_back() -> None:
    header = "folder,name,login_uri,login_username,login_password,login_totp"
    assert readings.field_header(header, 0, 10)
    exported = header + "\nWork,Portal,https://example.org,ravi,Aerlig$4565,"
    assert not readings.field_header(exported, 0, 10)


def test_unix_time_needs_a_time_label() -> None:
    assert readings.unix_time("when: 1733312345", 6, 16)
    assert not readings.unix_time("pin 1733312345", 4, 14)
    assert not readings.unix_time("when: 9733312345", 6, 16)


# Secrets that a first draft of the readings let through (the key of "the CI user:", a login card's password below
# its "User:" line): the user's word before a colon names whose secret follows, and only a badge's number is its own.
STILL_REFUSED = [
    "Bitbucket app password for the CI user: ATBBfj1WREX16fpxUuUWQxp1PSrErxzqeUyn6876182F",
    "AWS keys for the backup user: AKIAJRRODVMOGKMNWLK6 / S/saesCUsTxTu9sCzVlAueYs4mQZlMovZzPmaPmI",
    "Wi-Fi & login card\nUser: nadia_5k2\nPassw0rd fíeld: rg6zQLG8NyR#\n[ Copy ]",
    "user: Kennwort für den Server: bison-dragon-quartz-heron7",
]


@pytest.mark.parametrize("text", STILL_REFUSED)
def test_user_word_readings_keep_these_refused(text: str) -> None:
    checked = guard.normalise_for_check([text])
    assert guard.find_secrets(checked[0]) != []
    assert guard.find_secrets_many(checked) != []
