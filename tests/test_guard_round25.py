"""Round 25 of the secret guard (issue 13): a password as the value of an XML or plist element named for it, on the
lines below its name: a Windows answer file's ``<Password>`` / ``<AdministratorPassword>`` with its ``<Value>``, also
when ``<PlainText>false</PlainText>`` says the value is base64 (of the UTF-16LE password followed by the element's
name: an encoding, no protection), and a plist's ``<key>password</key>`` with its ``<string>``. Each rule has a refused
example and a benign twin of the same layout (a masked value, an empty password, a flag); the examples are written
here, not copied from a corpus."""

from __future__ import annotations

import pytest

from .guard_util import refused as _refused


def _answer(element: str, value: str, plain: str = "true") -> str:
    return (f"<UserAccounts>\n  <{element}>\n    <Value>{value}</Value>\n    <PlainText>{plain}</PlainText>\n"
            f"  </{element}>\n</UserAccounts>")


@pytest.mark.parametrize(("secret", "benign"), [
    # the value in plain text, under the element named for it
    (_answer("Password", "Heron#4417"), _answer("Password", "*SENSITIVE*DATA*DELETED*")),
    (_answer("AdministratorPassword", "Tulip-Harbor-88"), _answer("AdministratorPassword", "")),
    ("<AutoLogon>\n <Username>kiosk</Username>\n <Password>\n  <Value>m4rbleQuay_19</Value>\n </Password>\n</AutoLogon>",
     "<AutoLogon>\n <Username>kiosk</Username>\n <Password>\n  <Value>REPLACE_ME</Value>\n </Password>\n</AutoLogon>"),
    # PlainText false: base64 of the UTF-16LE password and the element's name; the name alone is an empty password
    (_answer("Password", "VAB1AGwAaQBwAC0ASABhAHIAYgBvAHIALQA4ADgAUABhAHMAcwB3AG8AcgBkAA==", "false"),
     _answer("Password", "UABhAHMAcwB3AG8AcgBkAA==", "false")),
    (_answer("AdministratorPassword", "UwAzAHIAdgAxAGMAZQAhAHgAQQBkAG0AaQBuAGkAcwB0AHIAYQB0AG8AcgBQAGEAcwBzAHcAbwByAGQA",
             "false"),
     _answer("AdministratorPassword", "QQBkAG0AaQBuAGkAcwB0AHIAYQB0AG8AcgBQAGEAcwBzAHcAbwByAGQA", "false")),
])
def test_answer_file_password(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def _plist(key: str, value: str) -> str:
    return (f"<dict>\n  <key>host</key>\n  <string>db.example.org</string>\n  <key>{key}</key>\n"
            f"  <string>{value}</string>\n  <key>port</key>\n  <string>5432</string>\n</dict>")


@pytest.mark.parametrize(("secret", "benign"), [
    (_plist("password", "Gannet*3390"), _plist("password", "")),
    (_plist("password", "Fern.Quarry.Otter4"), _plist("passwordKeychainItem", "com.example.db")),
    (_plist("ssh_password", "x7Kq2mVw9TbL"), _plist("ssh_user", "x7Kq2mVw9TbL")),
])
def test_plist_password(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize("benign", [
    # a value that is no password, under a password element or key
    _answer("Password", "Q29uZmlybQ==", "false"),  # not UTF-16LE text ending in the element's name
    _plist("savePassword", "YES"),
    _plist("password", "required"),
    "<key>password</key>\n<string>$(DB_PASSWORD)</string>",
])
def test_not_a_password(benign: str) -> None:
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    # a menu item's ellipsis between the password's word and the arrow
    ("7-Zip: Add to archive, Set password… → Harbor_77, encrypt names",
     "7-Zip: Add to archive, Set password… → ********, encrypt names"),
    ("WinRAR > Set password... -> Gull%5120, AES-256", "WinRAR > Set password... -> (left empty), AES-256"),
    # the value a document opens with: letters, digits and a symbol, or both cases and a digit
    ("The insurance PDF opens with Quarry!5531", "The insurance PDF opens with Adobe Reader"),
    ("the backup zip opens with t4pw-9mzr-kx2e", "the backup zip opens with 7-Zip"),
    ("The contract PDF opens with gT82kWq0pLzR", "The contract PDF opens with Python3.11"),
])
def test_archive_password(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    # capitalised words joined by dots with a digit at the end: a generated passphrase, not an attribute path
    ("printer web page http://10.1.2.3 admin, pw Heron.Quarry.Lantern4",
     "printer web page http://10.1.2.3 admin, pw Settings.Default.Password1"),
    ("mail relay account scans@example.org\npassword Walnut.Tundra.Meadow7\n(set in May)",
     "mail relay account scans@example.org\npassword Walnut.Tundra.Meadow\n(set in May)"),
])
def test_capitalised_dotted_passphrase(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)
