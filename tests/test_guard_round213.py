"""Round 213 (guard/round213.py): a password after its label with words or a dash between, a prose login with the
labels round 85 lacked, a table row of label / handle / passphrase, a handle's password after ">>", "=:" or "p/w".
The twins come first: the same shapes with the value withheld, masked, kept in a vault or reset; a table row whose
last cell is a product's name or a title; ">>" and "=:" in a shell, in maths, in a quotation; "p/w" meaning per week;
ten-letter words of mixed case that are names or CamelCase identifiers. Then made-up secrets of each shape. Every
sentence here is invented for the test."""

from __future__ import annotations

import pytest

from engramdb.guard import round213

from .guard_util import refused_batch as _refused_many
from .guard_util import refused_one as _refused
from .guard_util import rows_read


def _row(text: str) -> bool:
    """Round 213's rows alone read ``text`` (as the store reads it: normalised)."""
    return rows_read(round213.ROWS, text)


# ---- a label, words or a dash, then something that is no password
LABEL_TWINS = [
    # withheld, masked, kept elsewhere, reset
    "tenimiafina amin'ny app an'ny mpitsabo biby: ********",
    "tenimiafina amin'ny app an'ny mpitsabo biby — in the vault",
    "tenimiafina amin'ny app an'ny mpitsabo biby: ao amin'ny vault",
    "tenimiafina amin'ny app an'ny mpitsabo biby — reset",
    "tenimiafina amin'ny app an'ny mpitsabo biby: [withheld]",
    "పాస్‌వర్డ్ — ********",
    "యాప్ పాస్‌వర్డ్: reset",
    "యాప్ పాస్‌వర్డ్: <password>",
    "рамзи барномаи клиника: ********",
    "рамзи барномаи клиника — дар сейф",
    "рамзи барномаи клиника: reset",
    "пароли барномаи клиника — дар сейф",
    "пароли барномаи клиника: ********",
    "pasfhocal an chlub: ********",
    "pasfhocal an chlub — sa vault",
    "ئەپنىڭ پارولى: ********",
    "the password for the library app — in the vault",
    "the password for the library app: see 1Password",
    "the password for the library app: reset last week",
    "the password for the library app — xxxxxxxx",
    "the password for the library app: {{ secrets.app_pw }}",
    "the password for the library app: $LIBRARY_PW",
    # a rule, a hint, a length, an expiry, a manager, an example, a default: no password follows
    "password policy for the office: Min8Chars!",
    "password hint for the laptop: Fluffy2019!",
    "password length on the portal: 12-16",
    "password expiry on the portal — 90d",
    "password manager at work: Bitwarden",
    "Exemple de mot de passe à ne pas utiliser : \"Motdepasse123\".",
    "example password from the manual: Passw0rd!",
    "default password of the router: admin1234!",
    "the password reset page — v2.3.1",
    "password for the shared drive: ask Tomasz",
    "password for the shared drive: same as last year",
    # a short form alone is no label here ("boarding pass", "bus pass")
    "boarding pass for the flight: BA2490-C!",
    "bus pass for the term — Zone1-4",
    # a sentence between the label and the colon
    "the password was changed. New rota: Mon-Fri_9to5",
    "my password is long. The file: report_v2.pdf",
    # a version, a file, a link, an address, a date, a price after the words
    "password for the wifi at the cafe: v2.4.1",
    "password for the wifi at the cafe: notes_2024.pdf",
    "password for the wifi at the cafe: https://example.org/wifi",
    "password for the wifi at the cafe: jo@example.org",
    "password for the wifi at the cafe: 12/05/2026",
    "password for the wifi at the cafe: €4.50",
    # a passphrase's shape that is a sentence
    "password for the club — changed every month 3",
    "password for the club: reset emails sent 12",
]

# ---- a table row whose last cell is a product's name or a title, a header row, a mask
TABLE_TWINS = [
    "| password manager | vendor | Bitwarden Premium |",
    "| contraseña de la app | título | El Nombre del Viento |",
    "| tenimiafina | boky | Ny Tantaran'ny Mpanjaka |",
    "| password | user | passphrase |",
    "| password of the app | handle | ******** |",
    "| password of the app | jo.bloggs | in the vault |",
    "| password of the app | jo.bloggs | reset |",
    "| password of the app | jo.bloggs | Harry Potter and the Goblet 4 |",
    "| password rules | min | Twelve Characters 12 |",
    "| step | what | notes |\n| 1 | change the password | done |",
    "| Epic Pass | season | Gold Tier 2026 |",
]

# ---- ">>" and "=:" in a shell, in maths, in a quotation; "p/w" per week; no handle before
SEP_TWINS = [
    "echo jo@example.org >> allowed_users.txt",
    "echo jo@example.org >> allowed_users",
    "jo@example.org >> Archive",
    "cat a.txt >> b.txt && echo done >> log_2024.txt",
    "x =: y + 1 defines x",
    "let f =: g(x) in the proof of Lemma3!",
    "> jo@example.org wrote:\n>> Thanks!",
    ">> jo@example.org wrote on Monday",
    "jo@example.org => Inbox/Archive",
    "jo.bloggs >> Q3-report",
    "the room is £300 p/w plus bills",
    "rent is 120 p/w incl. heating, ask jo@example.org",
    "jo@example.org, 3 sessions p/w, the gym on Mill Street",
    "jo@example.org p/w 2 and the rest on Fridays",
    "jo.bloggs pw reset sent to the inbox",
    "jo@example.org, pw =: ********",
    "jo@example.org, pw =: in the vault",
    "jo@example.org, pw: see 1Password",
    "jo@example.org pass the salt please",
    "jo@example.org ; yarrow caramel foxglove",
    "jo@example.org | the meeting is on 14",
    "jo.bloggs | reset emails sent 12",
]

# ---- ten letters or more of mixed case that are a name or an identifier
CASE_TWINS = [
    "jo@example.org : McAllister",
    "jo@example.org : getUserName",
    "jo@example.org : HTMLParserX",
    "jo@example.org : XMLHttpRequest",
    "jo@example.org : McDonaldsUK",
    "jo@example.org : DiCaprioFan",
    "jo@example.org : JavaScriptCore",
    "jo@example.org : iPhoneCaseXR",
    "+447700900123 : PowerShellISE",
]

TWINS = LABEL_TWINS + TABLE_TWINS + SEP_TWINS + CASE_TWINS
# refused with round 213 off, by older rows reading the token after a password's label (a base's reading, not this
# round's: test_twin_not_read_by_round213 holds them to round 213's rows alone)
BASE_REFUSED = frozenset({
    "password policy for the office: Min8Chars!",
    "password hint for the laptop: Fluffy2019!",
    "default password of the router: admin1234!",
    "boarding pass for the flight: BA2490-C!",
    "the password was changed. New rota: Mon-Fri_9to5",
    "password for the wifi at the cafe: v2.4.1",
    "password for the wifi at the cafe: notes_2024.pdf",
    "password for the wifi at the cafe: jo@example.org",
    "password for the wifi at the cafe: 12/05/2026",
    "password for the wifi at the cafe: €4.50",
})


@pytest.mark.parametrize("text", TWINS)
def test_twin_not_read_by_round213(text: str) -> None:
    assert not _row(text)


@pytest.mark.parametrize("text", TWINS)
def test_twin_not_refused_newly(text: str) -> None:
    """Refused now only where the older rows refuse it with round 213 off (:data:`BASE_REFUSED`)."""
    before = _switch(False, text)
    assert _switch(True, text) == before
    assert before == ((True, True) if text in BASE_REFUSED else (False, False)), text


def _switch(on: bool, text: str) -> tuple[bool, bool]:
    old = round213.ON
    round213.ON = on
    try:
        return _refused(text), _refused_many(text)
    finally:
        round213.ON = old


@pytest.mark.parametrize("word", ["McAllister", "getUserName", "HTMLParser", "XMLHttpRequest", "McDonaldsUK",
                                  "DiCaprioFan", "JavaScriptCore", "iPhoneCaseXR", "PowerShellISE", "Lowercaseword",
                                  "ALLCAPSWORD", "short", "Mixed1Case2"])
def test_irregular_case_twins(word: str) -> None:
    assert not round213.irregular_case(word)


@pytest.mark.parametrize("word", ["tkRzWbQmLa", "hqPwNcYeVbXz", "aBcDeFgHiJ", "ZtqLmWPrNaxQ"])
def test_irregular_case_tokens(word: str) -> None:
    assert round213.irregular_case(word)


@pytest.mark.parametrize("v", ["v2.3.1", "A1234", "500ml", "report.pdf", "a/b/c", "jo@example.org",
                               "deadbeefdeadbeef00", "Room#12B", "1st_floor", "hello", "Hello2024"])
def test_strong_twins(v: str) -> None:
    assert not round213.strong(v)


@pytest.mark.parametrize("v", ["g7rn45=81", "Pk4Lw2Zr9TxQ", "09kq033!271", "Sorrel_Quince41", "Willow50@"])
def test_strong_tokens(v: str) -> None:
    assert round213.strong(v)


# ---- made-up secrets of each shape
SECRETS = [
    # a label, words or a dash, then the value
    "tenimiafina amin'ny app an'ny fivarotana boky: \"Hw7Pq3Zk9LmRtt\"",
    "tenimiafina amin'ny app an'ny fivarotana boky — 09kq033!271",
    "తరగతి యాప్ పాస్‌వర్డ్: sorrel quince harbour 41",
    "తరగతి యాప్ పాస్‌వర్డ్ — lantern walnut fennel 27",
    "рамзи барномаи китобхона: fennel harbour sorrel 52!",
    "пароли барномаи китобхона — Wq4Lp8Zt!m",
    "pasfhocal aip an leabharlann: hazel lantern quince sorrel 13",
    "کۇتۇپخانا ئەپىنىڭ پارولى [K448120]: h5rt92=17 📚",
    "the password for the allotment app — Tq8Lm3Wz!pX",
    # a prose login
    "anarana mpampiasa r.tovo@mail.example, tenimiafina Kp3vLq9Xw#tZ",
    "anarana mpampiasa +261341234567, tenimiafina hwq8Lm2PzRt#Q",
    "యూజర్‌నేమ్ tovo.r2@mail.example, పాస్‌వర్డ్ walnut fennel lantern 83",
    "номи корбар tovo.r2, рамз Qm7zL!k2Pw",
    # a table row
    "| contraseña de la app del club | tovo.r | harbour sorrel lantern quince 58 |",
    "[08:12] | tenimiafina amin'ny app | K120448 | fennel walnut harbour sorrel 16 |",
    # a handle's password after ">>", "=:", "p/w"
    "Bookshop: tovo.r@mail.example >> Quince-Harbour-Lantern-Sorrel7",
    "Bookshop: tovo.r9@mail.example >> Sorrel61@",
    "Bookshop: tovo.r@mail.example, pw =: Fennel_Walnut73",
    "Bookshop: tovo.r@mail.example, pw =: s0rr3l!482",
    "bookshop tovo.r4@mail.example p/w w4lnut-318 the old one",
    "Bookshop account: tovo.r@mail.example, p/w hazel walnut lantern 52",
    "Bookshop: tovo.r@mail.example : tkRzWbQmLa",
    ">> K120448 | sorrel hazel lantern quince 44",
]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_refused(text: str) -> None:
    assert _refused(text)
    assert _refused_many(text)


@pytest.mark.parametrize("text", SECRETS)
def test_secret_read_by_round213(text: str) -> None:
    assert _row(text)


def test_switch_off_reads_nothing() -> None:
    old = round213.ON
    round213.ON = False
    try:
        assert not any(_row(t) for t in SECRETS)
    finally:
        round213.ON = old


def test_zero_width_label_read_in_both_forms() -> None:
    """The store removes zero-width characters before it reads a text: a label written with one is read without."""
    assert "పాస్వర్డ్" in round213.NEW_PASS and "పాస్‌వర్డ్" in round213.NEW_PASS
    assert "యూజర్నేమ్" in round213.NEW_USER
