"""Round 85 of the secret guard (issue 13): a login told as its two fields in any language (a user's label and value,
then a password's, a code's or a PIN's label and value), and a table whose header names a password, PIN or code
column. Each example has a benign twin of the same layout (a username alone, a reference to where the password is, a
mask, a placeholder, a policy, a word); the examples are written here, not copied from a corpus."""

from __future__ import annotations

import re

import pytest

from engramdb.guard import round85

from .guard_util import refused as _refused


def _read(text: str) -> bool:
    """One of round 85's own rows reads a value in ``text``."""
    return any(validate(m) for _, finder, _, validate in round85.ROWS for m in finder.finditer(text))


PAIRS = [
    # a user's label and value, then a password's label and value: one line, two lines, many languages and scripts
    ("User: tessa4 / Password: Quill#2290", "User: tessa4 / Password: in the vault"),
    ("login: h.brandt\npass: fernweh-orbit-73", "login: h.brandt\npass: ask Henrik"),
    ("Benutzer: anna.k, Kennwort: Fjord#61x", "Benutzer: anna.k, Kennwort: ********"),
    ("utilisateur bob.l mot de passe Cirque.58", "utilisateur bob.l mot de passe oublié"),
    ("usuario: marta_r contraseña: Olivo!774", "usuario: marta_r contraseña: <tu contraseña>"),
    ("nome utente: gbianchi\npassword: Vesuvio*11", "nome utente: gbianchi\npassword: 12 caratteri"),
    ("gebruikersnaam: pjansen wachtwoord: Dijk7maan", "gebruikersnaam: pjansen wachtwoord: reset"),
    ("Käyttäjätunnus: mvirta, salasana: Kuusi9Tie", "Käyttäjätunnus: mvirta, salasana: kysy Mikolta"),
    ("Пользователь: ivanov7\nПароль: Sosna_4418", "Пользователь: ivanov7\nПароль: ${DB_PASSWORD}"),
    ("שם משתמש: dana88 סיסמה: Tamar!5521", "שם משתמש: dana88 סיסמה: xxxxxxxx"),
    ("ชื่อผู้ใช้: nok22 รหัสผ่าน: baan1123x", "ชื่อผู้ใช้: nok22"),
    ("用户名: wangli 密码: Hx7#pq2m", "用户名: wangli 密码: <密码>"),
    ("아이디 kimsu88, 비밀번호 Pado!4471", "아이디 kimsu88, 비밀번호 ********"),
    ("kullanıcı adı: ayse.k şifre: Deniz.3390", "kullanıcı adı: ayse.k şifre: !secret ayse_pw"),
    # OCR's digit for a letter in the label, a screenshot's field line
    ("Guest Wi-Fi\nUser: guest_71\nPassw0rd: Kelp9dune%", "Guest Wi-Fi\nUser: guest_71\nPassword: ask at the bar"),
    # a code after a user's value is the login's code (a digit in it); a word after "code" is none
    ("Guest internet\nUser: room318\nCode: v7k2mq9t", "Guest internet\nUser: room318\nCode: review"),
    ("login ops_kai pin 58213", "login ops_kai pin expired"),
    # in code: a key's name is no value, an environment lookup is none
    ("db user=app_rw password=Tq8!mz31vX", "db user=app_rw password=os.environ['APP_PW']"),
    # a mail as the login, then the password
    ("Email: jo.park@mail.example\nPassword: Cedar.Knot.19", "Email: jo.park@mail.example\nPassword: same as email"),
]

TABLES = [
    ("| site | login | password |\n|---|---|---|\n| Craftly | mo.ali@mail.example | Lark!8843pz |",
     "| site | login | password |\n|---|---|---|\n| Craftly | mo.ali@mail.example | (vault) |"),
    ("tag;model;bios_password\nPC-0042;T14;#kwer552LOP", "tag;model;bios_password\nPC-0042;T14;set"),
    ("service\tuser\tmot de passe\nBox\tadmin\tNuage!7731", "service\tuser\tmot de passe\nBox\tadmin\t[masqué]"),
    ("| lock | PIN |\n|---|---|\n| shed | 48213 |", "| lock | PIN |\n|---|---|\n| shed | yes |"),
    ("| host | passphrase |\n|---|---|\n| nas01 | amber kettle willow forge |",
     "| host | passphrase |\n|---|---|\n| nas01 | in the agent |"),
    ("| locker | PIN |\n|---|---|\n| gym | 7Q4K9T |", "| locker | PIN |\n|---|---|\n| gym | ask the desk |"),
]


LISTED = [
    # a login's id, then a passphrase of words closed by a number (a mark, a short label or only a space between)
    ("Knitworks: ola.h@mail.example → tinder maple quiver basil 41", "Knitworks: ola.h@mail.example → order sent 41"),
    ("ola.h@mail.example, pass is copper lagoon spruce 07", "ola.h@mail.example, pass is in the drawer"),
    ("+15550104477 ; birch ember falcon 33", "+15550104477 ; call after 5 pm"),
    ("tom_b cedar hazel tundra 19", "tom_b reset emails sent 19"),
    # a password's label, then a passphrase on its line or the next, or the login and password listed under it
    ("the quilting site pw walnut heron plume 26 for the pattern", "the quilting site pw policy: 12 characters"),
    ("contraseña de la autoescuela\nmagpie cobalt fennel 73", "contraseña de la autoescuela\nla tiene mi madre"),
    ("驾校的密码:\n - +15550104477\n - qu1ll^84", "驾校的密码:\n - +15550104477\n - 问前台"),
    ("fjalëkalimi i shkollës:\n - ola_h\n - marble ferry cinder 66", "fjalëkalimi i shkollës:\n - ola_h\n - ****"),
]


@pytest.mark.parametrize(("secret", "benign_text"), PAIRS + TABLES + LISTED)
def test_round85_refuses_the_secret_and_keeps_its_twin(secret: str, benign_text: str) -> None:
    assert _read(secret), secret
    assert _refused(secret), secret
    assert not _read(benign_text), benign_text
    assert not _refused(benign_text), benign_text


@pytest.mark.parametrize(
    "benign_text",
    [
        "Username: alice (the password is in the vault)",
        "Please enter your user name and password to continue.",
        "user guide: see the password reset page",
        "the username is kwame and the password policy is 12 characters",
        "login 2026-03-01 password changed",
        "Server=db01;Database=shop;User Id=shop_app;Password=$DB_PASS;",
        "| shop | login | password |\n|---|---|---|\n| Hobby Hut | ana@mail.example | •••••• |",
        "| Epic Pass | season | price |\n|---|---|---|\n| adult | 2026 | €899 |",
        "| account | password last changed |\n|---|---|\n| bank | 2025-11-02 |",
        "Order 44812: user kwame, code review done, price €12.50",
        # a pass's word, then a clause of prose ending in a number: a place told, no passphrase (words by a preposition)
        "Loading bay visit: site pass renewed (ref QX-7781), one fox seen on camera near gate 4, two lights added.",
    ],
)
def test_hard_benign_login_notes_stay(benign_text: str) -> None:
    assert not _read(benign_text), benign_text
    assert not _refused(benign_text), benign_text


def test_the_switch_turns_the_rows_off() -> None:
    text = "User: tessa4 / Password: Quill#2290"
    round85.ON = False
    try:
        assert not _read(text)
    finally:
        round85.ON = True
    assert _read(text)


def test_the_labels_hold_the_lexicon_bases() -> None:
    """Every password label of the lexicon is read through its base form ("mot de passe" in "nouveau mot de passe")."""
    pattern = re.compile(r"(?i)" + round85._PASS)
    for label in ("mot de passe", "contraseña", "passwort", "wachtwoord", "hasło", "密码", "비밀번호", "kata sandi"):
        assert pattern.fullmatch(label), label
