"""The guard's cost on every write (guardcost53, issue 13 item 11): round 49's rows open on what each of their matches
holds, not on any four digits or any digit; JOINED_KEY reads its key in the head's last word; one text's seed gate by
str methods; and one windowed "line around a span" helper (guard/lines.py) for the readings that read a finding's
line, so that a long line of many findings no longer costs its length for each.

Each narrowing is checked against the reading it replaces (the old gate, the old search, the batch path) on drawn
texts: the same matches, the same answers."""

from __future__ import annotations

import re
import time

from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb.guard import benign, fp45, fp46, lines, published, readings, round49
from engramdb.guard import secrets as S
from engramdb.guard.held import _said_not_secret
from engramdb.guard.logins import password_like
from engramdb.guard.slots import GatedFinder

from .guard_util import refused as _refused

# The gates the rows had before (main at 1a17d44): the narrowed gates must open wherever the pattern can match.
_OLD_GATES = {
    "COPULA_AFTER": GatedFinder(r"\d{4}", round49.COPULA_AFTER.pattern),
    "VALUE_FIRST": GatedFinder(r"\d", round49.VALUE_FIRST.pattern),
    "PHONE_BANK": GatedFinder(
        (r"[Bb][Hh]?[Aa][Nn][CcKkQq]|BH?AN[CKQ]", round49.PHONE_BANK.gates[1].pattern), round49.PHONE_BANK.pattern
    ),
}

# Pieces the rows read: digits, the copulas and suffixes after them, the particles, articles and code words around
# them, banks and verbs of keying in, keys and their marks; drawn into texts of a few of them.
_PIECES = [
    "4821",
    "73915",
    "1",
    "2",
    " ",
    "  ",
    "\t",
    "\n",
    "-",
    "'",
    "’",
    ",",
    ".",
    ":",
    "=",
    '"',
    "olduğunu",
    "olduğu",
    "-dir",
    "'dır",
    "-tur",
    "է",
    "आहे",
    "است",
    "است،",
    "என்று",
    "බව",
    "ആണെന്ന്",
    "is",
    "IS",
    "dela",
    "kasqanta",
    "hatırla",
    "kod",
    "kodu",
    "cód",
    "còd",
    "cod",
    "PIN",
    "pin",
    "waehere",
    "an",
    "am",
    "yw",
    "te",
    "é",
    "e",
    "eo",
    "mai",
    "ko",
    "'s",
    "gurb",
    "bank",
    "Bank",
    "BANK",
    "bhanc",
    "BHANK",
    "банк",
    "銀行",
    "press",
    "tekan",
    "押します",
    "を",
    "EUR",
    "mot_de_passe",
    "motDePasse",
    "kata-laluan",
    "pass.word",
    "Width92!",
    "x",
    "é1",
    "code",
    "the",
]
_TEXTS = st.lists(st.sampled_from(_PIECES), max_size=14).map("".join)


@settings(max_examples=400, deadline=None)
@given(_TEXTS)
def test_narrowed_gates_find_every_match_of_the_old(text: str) -> None:
    for name, old in _OLD_GATES.items():
        new = getattr(round49, name)
        assert [m.span() for m in new.finditer(text)] == [m.span() for m in old.finditer(text)], name
        if new.search(text) is None:
            assert old.search(text) is None, name


def test_narrowed_gates_stay_shut_on_a_memory_text() -> None:
    # what they were narrowed for: bench_guard's memory text has four digits, a digit and "code", and no match
    text = "Supplier S7 prefers replies in Hindi; invoice 8007 was rejected for code E12."
    assert _OLD_GATES["COPULA_AFTER"]._open(text) and _OLD_GATES["VALUE_FIRST"]._open(text)
    assert not round49.COPULA_AFTER._open(text)
    assert not round49.VALUE_FIRST._open(text)
    assert not round49.PHONE_BANK._open(text)
    assert round49.COPULA_AFTER._open("the gate's code 4821 is") and round49.VALUE_FIRST._open("é 4821 an cód")


def _old_joined_key(m: re.Match[str]) -> tuple[int, int] | None:
    """round49.joined_key as it was: the key searched over the whole head."""
    head = m.string[max(0, m.start() - 80) : m.start()].rstrip(" \t").rstrip("\"'")
    if not head[-1:].isalpha():
        return None
    found = round49._KEY.search(head)
    if found is None:
        return None
    key = re.sub(r"(?<=[a-zà-ÿ])(?=[A-ZÀ-Þ])", " ", found.group("k"))
    key = re.sub(r"[_.-]", " ", key).lower()
    if key not in round49._SPACED_PASSWORD_LABELS or not password_like(m.group("v")):
        return None
    return None if _said_not_secret(m) else m.span("v")


_KEY_PIECES = [
    "mot",
    "de",
    "passe",
    "_",
    "-",
    ".",
    "Passe",
    "De",
    "kata",
    "laluan",
    "pass",
    "word",
    "Word",
    " ",
    "\t",
    "\n",
    '"',
    "'",
    ":",
    "=",
    "é",
    "x1",
    "Width92!",
    "Kopi88!",
    "a",
    "B",
]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_KEY_PIECES), max_size=16).map("".join))
def test_joined_key_reads_the_same_key_in_the_last_word(text: str) -> None:
    for m in round49.JOINED_KEY.pattern.finditer(text):
        assert round49.joined_key(m) == _old_joined_key(m)


def test_joined_key_still_takes_a_joined_label() -> None:
    for text in ('{"niveau":"info","utilisateur":"jo_p","mot_de_passe":"Pomme42!Vert"}', "motDePasse = Bleu9Lune!Pont"):
        found = [round49.joined_key(m) for m in round49.JOINED_KEY.pattern.finditer(text)]
        value = "Pomme42!Vert" if "Pomme" in text else "Bleu9Lune!Pont"
        assert (text.index(value), text.index(value) + len(value)) in found
        assert _refused(text)


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=" \n\t,、，;ab é\u3000\x1c\u2028\u00a0\u200b\u3001😀", max_size=60))
def test_one_texts_seed_gate_is_the_batch_gate(text: str) -> None:
    assert S._seed_candidates([text]) == [i for i in S._seed_candidates([text, "x"]) if i == 0]


def test_line_bounds_stop_at_the_line_or_the_window() -> None:
    text = "first line\n" + "a" * 500 + "VALUE" + "b" * 500 + "\nlast"
    start = text.index("VALUE")
    assert lines.line_bounds(text, start, start + 5) == (start - 200, start + 205)
    assert lines.line_around(text, start, start + 5, reach=10) == "a" * 10 + "VALUE" + "b" * 10
    short = "x\nthe PIN 4821 here\ny"
    assert lines.line_around(short, 10, 14) == "the PIN 4821 here"
    assert lines.line_around("PIN 4821", 4, 8) == "PIN 4821"  # the text's edges
    assert lines.line_bounds("", 0, 0) == (0, 0)


def test_benign_and_published_read_the_shared_window() -> None:
    assert not hasattr(benign, "_line") and not hasattr(published, "_line")
    # the docs' example named 150 characters before the value on its line counts; 250 characters before, it is out
    # of the window (as benign's own copy read it)
    near = "the docs example card, " + "x" * 150 + " 4242424242424242"
    far = "the docs example card, " + "x" * 250 + " 4242424242424242"
    start = near.index("4242")
    assert benign.documented_example(near, start, start + 16)
    start = far.index("4242")
    assert not benign.documented_example(far, start, start + 16)


def test_game_pin_reads_its_line_window() -> None:
    text = "Kahoot game PIN 4471229 for the class"
    start = text.index("4471229")
    assert fp45.game_pin(text, start, start + 7)
    assert not fp45.game_pin("the game PIN 4471 of the parental lock", 13, 17)
    # a lock's word more than 200 characters away on the line no longer speaks for the PIN
    far = "the parental lock is off. " + "y" * 220 + " Kahoot game PIN 4471229"
    start = far.index("4471229")
    assert fp45.game_pin(far, start, start + 7)


# 8,000 characters on one line, a finding's shape every few characters: each reading asked at every span. Reading the
# whole line for each cost the line's length each time (main: ~1 s of CPU for the four readings here); the window
# costs at most 400 characters each.
_LONG_LINES = (
    ("Kahoot game PIN 482913, " * 334)[:8000],
    ("chave pix 11987654321 e " * 334)[:8000],
    ("a.b@example.com senha " * 364)[:8000],
    ("encoding=sha256 d41d8cd98f00b204e9800998ecf8427e " * 164)[:8000],
)


def test_readings_of_a_long_line_are_not_quadratic() -> None:
    for text in _LONG_LINES:
        spans = [(i, i + 6) for i in range(0, len(text) - 6, 2)]
        started = time.process_time()  # CPU time: the machine's load is not the guard's
        for start, end in spans:
            fp45.game_pin(text, start, end)
            fp45.pix_key(text, start, end)
            fp46.email_before_password(text, start, end)
            readings.hashed_value(text, start, end)
            benign.documented_example(text, start, end)
        assert time.process_time() - started < 0.6, re.escape(text[:20])
