"""Round 30 of the secret guard (issue 13): general structural signals, judged on every corpus at once
(benchmarks/guard_all/measure_all.py). A login row without a header (an address cell, a user cell, a password-shaped
cell: guard/tables.py); an answer to a security question written as a question and its answer (guard/answers.py); a
credential word inside a flag's or an option's name (guard/shape.py); "=>" read as one connector; and two false alarms
(a numbered list of masks read as backup codes, eight short words read as an app password). Each rule has a refused
example and a benign twin of the same layout; the examples are written here, not copied from a corpus."""

from __future__ import annotations

import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb.guard import letters, tables

from .guard_util import refused as _refused


@pytest.mark.parametrize(("secret", "benign"), [
    # one row of an export pasted alone; several after a file's name; with a header whose note column is empty
    ("bank,https://bank.example/login,ana.k@mail.example,Lindworm44!", "bank,https://bank.example/login,ana.k@mail.example,2026-03-01"),
    ("keepass.csv:\nmail,https://mail.example,ana.k@mail.example,heron-basalt-quill71\nshop,https://shop.example,ana,Tq8#vLw2pX",
     "bookmarks.csv:\nmail,https://mail.example,ana.k@mail.example,Mail\nshop,https://shop.example,ana,Shopping"),
    ('"Router","http://192.168.1.1","admin","Pfeil_7453",,false', '"Router","http://192.168.1.1","admin","Home router",,false'),
    ("site;https://forum.example;jo_b;Quokka-Lantern-88", "site;https://forum.example;jo_b;jo.b@forum.example"),
])
def test_round30_login_rows(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    ("Q: What was the name of your first pet? A: Pumpernickel", "Q: What was the name of your first pet? A: [redacted]"),
    ("- Mother's maiden name?: Wachowski\n- city where you were born: Tartu",
     "- Mother's maiden name?: see the vault\n- city where you were born: ask me"),
    ("they asked my mother's maiden name — it's Oyelaran, and then the PIN",
     "they asked my mother's maiden name — it's required, and then the PIN"),
    ("phone banking: customer number 4401, secret answer Fenwick", "phone banking: customer number 4401, secret answer required"),
])
def test_round30_security_answers(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    ('./game_server -name "Lakeside" -port 2456 -password "Heron9177x"', './game_server -name "Lakeside" -port 2456 -password "$PW"'),
    ("redis-server --appendonly yes --requirepass 'Quill#5521Basalt'", "redis-server --appendonly yes --requirepass-file /run/pw"),
    ("backup.sh --smb-user ops --smb-pass 'Tern-lattice-73' --verbose", "backup.sh --smb-user ops --smb-pass-file ~/.smb --verbose"),
    ("mount -t cifs //nas/public /mnt/n -o user=ops,pass=Gv7%kT2qLw9x,vers=3.0", "mount -t cifs //nas/public /mnt/n -o user=ops,pass=$SMBPASS,vers=3.0"),
    ("openssl enc -aes-256-cbc -in a -out b -pass pass:Kw9xTr2pLm7q", "openssl enc -aes-256-cbc -in a -out b -pass file:/etc/backup/key.txt"),
    # "=>" after a context word is one connector, not "=" and a stray ">"
    ("alarm code => 583016 (new)", "alarm code => see the note (new)"),
])
def test_round30_named_flags_and_options(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize("text", [
    # round 29 found these refused: masks in a numbered list are not codes; eight four-letter words are not an app
    # password (the form is four groups)
    "2FA backup codes\n1. xxxx-xxxx-xxxx\n2. xxxx-xxxx-xxxx\n3. xxxx-xxxx-xxxx\n4. xxxx-xxxx-xxxx\n5. xxxx-xxxx-xxxx\n",
    "shopping: milk eggs rice oats tofu kale figs nuts",
    "shopping list: bread jams ham salt soap tape nuts figs",
    "our house was built the year I was born: 2002",
])
def test_round30_false_alarms_fixed(text: str) -> None:
    assert not _refused(text), text


@pytest.mark.parametrize("text", [
    "2FA backup codes\n1. k2dq-7vmx-p0ra\n2. z8ne-4hbt-w1qc\n3. r5uy-9gfk-c3lm\n4. b7ts-2xwe-n6jd\n5. m1vp-8kqa-y4hz\n",
    "app password for the mail client: qwhz ktpm vxrd lbsf",
    "qwhz-ktpm-vxrd-lbsf",
])
def test_round30_what_the_fixes_keep(text: str) -> None:
    assert _refused(text), text


_CELL = st.text(string.ascii_letters + string.digits + " ._-@:/", min_size=0, max_size=24)


@settings(max_examples=300, deadline=None)
@given(st.lists(_CELL, min_size=1, max_size=8), st.sampled_from([",", ";", "\t", "|"]))
def test_login_row_reads_only_its_own_cells(cells: list[str], sep: str) -> None:
    """Whatever the row holds, the span is one whole cell after an address cell and a user cell, and never holds the
    separator or a line break."""
    text = sep.join(cells)
    for m in tables.LOGIN_ROW.finditer(text):
        span = tables.login_row(m)
        if span is None:
            continue
        value = text[span[0]:span[1]]
        assert value and sep not in value and "\n" not in value
        assert value in [c.strip().strip('"') for c in text.split(sep)]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.text(string.ascii_lowercase, min_size=4, max_size=4), min_size=6, max_size=10),
       st.sampled_from([" ", "-"]))
def test_six_or_more_four_letter_groups_are_no_app_password(groups: list[str], joiner: str) -> None:
    """A run of six or more four-letter groups is read as no app password, whatever the letters (random ones too)."""
    assert letters.grouped("list: " + joiner.join(groups)) is None
