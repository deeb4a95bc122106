"""fp48 (session 39): a run of digit words needs a gate word said as a word of its own (guard/spelled.py
``_words_said``), not only one inside a longer word: "to" (Danish / Norwegian two) read as a code after "firewall" (its
"fire", four) or the Georgian "ავთენტიფიკატორის" (its "ტორის" holds "ორი", two) - test_guard_lexicon's draw."""

from __future__ import annotations

import time

import pytest

from engramdb.guard import find_secrets, find_secrets_many, spelled

# (benign, its twin): the benign refused by main (the gate read as substrings), the twin refused both ways
_PAIRS = [
    ("ავთენტიფიკატორის კოდი to to to to", "ავთენტიფიკატორის კოდი ორი ორი ორი ორი"),
    ("firewall code to to to to", "firewall code fire to to to"),
    ("ავთენტიფიკატორის კოდი en to en to", "ავთენტიფიკატორის კოდი ერთი ორი ერთი ორი"),
    ("Seksjon kode to to to to", "Seksjon kode: seks to to to"),
]


def _substring_gate(said: list[str], low: str) -> bool:
    """main's gate (before fp48): three piece words, the gate word anywhere, inside a longer word too."""
    return sum(1 for w in said if w in spelled._PIECE_WORDS) >= 3


@pytest.mark.parametrize(("benign", "twin"), _PAIRS)
def test_benign_passes_and_its_twin_is_refused(benign: str, twin: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert find_secrets(benign) == [] and find_secrets_many([benign]) == [], benign
    assert find_secrets(twin) and [i for i, _ in find_secrets_many(["the weather is fine", twin])] == [1], twin
    monkeypatch.setattr(spelled, "_words_said", _substring_gate)
    assert find_secrets(benign), benign  # main's reading
    assert find_secrets(twin), twin


@pytest.mark.parametrize("text", [
    "koden er fire to to to",  # Danish, "fire" (four) said
    "pinkoden er to to to to, seks",  # the gate word after the run
    "my PIN is four seven two nine",
    "código: cinco cinco dos uno",
    "पिन: तीन चार पाँच छह",  # Hindi, vowel signs inside the words
    "PIN kodi: to'rt bir ikki uch",  # Uzbek, an apostrophe inside the gate word
    "VPN password in NATO: capital foxtrot, alfa, lima, nine, five, dot",
])
def test_codes_read_aloud_are_still_refused(text: str) -> None:
    assert find_secrets(text), text
    assert [i for i, _ in find_secrets_many([text])] == [0], text


def test_the_gate_reads_whole_words() -> None:
    assert not spelled._words_said(["firewall", "code", "to", "to", "to", "to"], "firewall code to to to to")
    assert spelled._words_said(["fire", "to", "to", "to"], "fire to to to")
    assert spelled._words_said(["x", "ray", "one", "two", "six"], "x-ray one two six")  # a joined gate word, as before
    assert not spelled._words_said(["fire", "code"], "fire code")  # three pieces still needed


@pytest.mark.parametrize("text", ["firewall " + "to " * 4000, "ავთენტიფიკატორის " + "to en " * 1500])
def test_long_runs_stay_fast(text: str) -> None:
    start = time.process_time()
    find_secrets(text)
    assert time.process_time() - start < 2.0
