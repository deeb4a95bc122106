"""Round 225 (guard/round225.py): a login as a lettered list under a password's label, a label with its grammar's
affixes (Hebrew's prefixes, Turkic endings), a name and a year after round 222's labels, a handle's password across
a spaced ";", a passphrase after a bare "pw", a leading zero's entry code after "code" at a kept place; round 222's
label line asked for its label first (``round222.LABEL_LINE_GATED``); Kannada and Malayalam password labels read with
and without their zero-width non-joiner. The twins come first. Every sentence here is invented for the test."""

from __future__ import annotations

import pytest

from engramdb.guard import find_secrets, round222, round225, shape
from engramdb.guard.fields import normalise_for_check

from .guard_util import refused_batch as _refused_many
from .guard_util import refused_one as _refused
from .guard_util import rows_read


def _row(text: str) -> bool:
    """Round 225's rows alone read ``text`` (as the store reads it: normalised)."""
    return rows_read(round225.ROWS, text)


TWINS = [
    # a lettered list: no password's label, a rule, a reset, counts, steps, a version, a file, an example
    "Shopping list:\n  a) milk_2\n  b) eggs2x!",
    "Password rules for the app:\n  a) jo_b\n  b) Min8Chars!",
    "Counts for the password audit:\n  a) 12\n  b) 40",
    "Password reset steps:\n  a) open Settings\n  b) tap Reset",
    "password for the app:\n  a) see the card\n  b) ask Tomasz",
    "password for the app:\n  a) nell\n  b) v2.4.1",
    "password for the app:\n  a) nell\n  b) report.pdf",
    "password for the app:\n  a) nell\n  b) in the vault",
    "Example password for the app:\n  a) jo_b\n  b) Hunter2!x",
    "password for the app:\n  a) 12\n  b) cedar harbour lantern finch 17",
    "Wachtwoord-tips:\n  a) lang\n  b) uniek-per-site",
    # a label with its affixes: a rule, a sentence, a mask, a version, a file, a hint
    "הסיסמה חייבת להכיל — 8 תווים לפחות",
    "הסיסמה לא נשמרה — נסו שוב מאוחר יותר",
    "şifrəsi unudulub — sıfırlama linki göndərildi",
    "şifrəniz: ********",
    "şifresi — v2.4.1",
    "הסיסמה לאפליקציה — report.pdf",
    "רמז לסיסמה (hint) — cedar harbour lantern finch 17",
    "Şifrenizi kimseyle paylaşmayın: bu bir kuraldır",
    # a name and a year after round 222's labels: a door's digits, a word, an example, a user's name
    "code d'accès du portail : 4821",
    "code d'accès de l'immeuble : Batiment",
    "exemple de code d'accès : Tolani1991",
    "nom d'utilisateur : Anna1991",
    "Name: Anna1991",
    "born: Anna1991",
    "code d'accès de l'appli : version 2",
    # a spaced ";": a version, a module, a file, words, no digits, digits alone, a link
    "v1.2 ; Build2024",
    "os.path ; Joined2024",
    "P-6699020 ; Aylan",
    "P-6699020 ; 2011",
    "jo_b ; see the vault",
    "index.html ; Report2024",
    "file_name ; Report2024.pdf",
    "jo_b ; https://x.io/a1!b",
    "for i in range(3) ; Total2024",
    # "pw" per week, a reset, a team, words alone
    "rent is £300 pw plus bills",
    "about 20 hours pw on average",
    "pw reset sent 12",
    "the pw team 2024 report",
    "team pw covid-19 rules",
    "the club pw v2-3 notes",
    "the cheese society pw wren hawthorn zephyr",
    "password hint: pw cedar harbour lantern finch 17",
    # a leading zero after "code": a phone, an area or a discount code, a product's code, no place
    "call the museum store, code 036896",
    "the area code 0207946 for the museum store",
    "discount code 045123 at the museum store",
    "the museum store's product code 012345 is on the shelf",
    "code 036896 for the parcel",
    "the sort code 012345 of the cellar's account",
    "ring the keypad shop on 036896",
]


@pytest.mark.parametrize("text", TWINS)
def test_twin_not_read(text: str) -> None:
    assert not _row(text)


@pytest.mark.parametrize("text", TWINS)
def test_twin_same_answer_switch_off(text: str) -> None:
    """The twins get the same answer from the whole guard with round 225's rows on and off."""
    t = normalise_for_check([text])[0]
    on = find_secrets(t)
    round225.ON = False
    try:
        off = find_secrets(t)
    finally:
        round225.ON = True
    assert on == off


SECRETS = [
    "Passwort der Bibliotheks-App:\n  a) rowan.b@mail.example\n  b) t1nd3r#44",
    "password for the library app:\n  (a) rowan_b\n  (b) kqTzvn-rrts4m-pluvze",
    "סיסמה לספרייה:\n  a) +15550001111\n  b) cedar harbour lantern finch 17 🙂",
    "password for the library app:\n  a) nell\n  b) vqdbzx-Mopl8k-trwqsn\n~Ines",
    "mot de passe de la bibliothèque:\n  1) +15550001111\n  2) cedar harbour lantern finch 17",
    "הסיסמה לספרייה — cedar harbour lantern finch 17",
    "לסיסמה של הספרייה: g4rn37=63",
    "kitabxana tətbiqinin şifrəsi — cedar harbour lantern 17 🙂",
    "kütüphane uygulamasının şifresi: g4rn37=63",
    "code d'accès de l'appli de la bibliothèque: Marisol1987",
    "M-2203344 ; Marisol1987",
    "rowan_b ; Q#z!!tR*8m2kpp%",
    "P-1234567 ; Cedar-Harbour512\n- Nell",
    "library club pw cedar harbour lantern finch 17 and the card",
    "bike shed pw r0w-512 the blue lock",
    "the seed cellar at the farm is on code 047215 this week, the trays stay inside",
    "the workshop keypad code: 0471123 - lock it after you",
]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_read(text: str) -> None:
    assert _row(text)
    assert _refused(text)
    assert _refused_many(text)


def test_switch_off() -> None:
    round225.ON = False
    try:
        assert not any(_row(t) for t in SECRETS)
    finally:
        round225.ON = True


# ---- round 222's label line: asked for its label first, the same matches as the pattern's walk
LINES = [
    "password for the library app\nm4pl3.812",
    "[10:02] password for the library app\ncedar harbour lantern finch 17\n\ncheers",
    "note\r\npassword for the library app  \r\n  m4pl3.812  \r\nbye",
    "shopping list\nmilk2\npassword\nt1nd3r#44\nmot de passe \n cedar harbour lantern finch 17",
    "password policy for the library app\nMin8Chars!",
    "-DB_PASSWORD=\n+DB_PASSWORD=${DB_PASSWORD}\n REDIS_PORT=6379",
    "password for the library app => m00nl1ght$12\npassword again\nt1nd3r#44",
    "no label here\nt1nd3r#44\n\n\n",
    "\n\npassword\n",
]


@pytest.mark.parametrize("text", LINES)
def test_label_line_gate_same_matches(text: str) -> None:
    got = []
    for gated in (True, False):
        round222.LABEL_LINE_GATED = gated
        try:
            got.append([(m.span(), round222.label_arrow(m)) for m in round222.LABEL_ARROW.finditer(text)])
        finally:
            round222.LABEL_LINE_GATED = True
    assert [g for g in got[0] if g[1]] == [g for g in got[1] if g[1]]


def test_label_line_gate_reads_the_label_line() -> None:
    assert find_secrets("password for the library app\nm4pl3.812")
    assert not find_secrets("shopping list for the library\nm4pl3.812")


# ---- Kannada and Malayalam password labels, with their zero-width non-joiner and without
ZWNJ_LABELS = ["ಪಾಸ್\u200cವರ್ಡ್", "ಪಾಸ್ವರ್ಡ್", "പാസ്\u200cവേഡ്", "പാസ്വേഡ്"]


@pytest.mark.parametrize("label", ZWNJ_LABELS)
def test_zero_width_label_read_raw(label: str) -> None:
    """``find_secrets`` on the raw text (the ZWNJ kept) reads the label as the store's path (ZWNJ removed) does."""
    assert find_secrets(f"{label}: Tulip#88")
    assert find_secrets(f"ನನ್ನ {label} Tulip#88")


@pytest.mark.parametrize("label", ZWNJ_LABELS)
def test_zero_width_label_twin(label: str) -> None:
    assert not find_secrets(f"{label} ಬದಲಾಯಿಸಲಾಗಿದೆ")  # "... was changed": no value


def test_zero_width_label_lists_hold_both() -> None:
    for word in ("ಪಾಸ್\u200cವರ್ಡ್", "ಪಾಸ್ವರ್ಡ್", "പാസ്\u200cവേഡ്", "പാസ്വേഡ്"):
        assert word in shape._PASSWORD_OTHER
