"""find_secrets_many's batch gate in front of the seed-phrase and code-list readings (guard/secrets.py
``_seed_candidates``): which texts of a batch ``_seed_finding`` is run on, decided by numpy passes over the batch's
code points. The gate must never leave out a text that ``_seed_finding`` finds something in, so it is checked
against the per-text rule it vectorises (the early exits of bip39.seed_phrase, bip39.split_phrase, chat.turns and
shape.code_lines), and the batch's answers against find_secrets, text by text."""

from __future__ import annotations

import hashlib
import sys

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb.guard import bip39, find_secrets_many
from engramdb.guard import secrets as s
from engramdb.guard.secrets import find_secrets


def _rule(text: str) -> bool:
    """The per-text rule: a line break, or seed_phrase's first test passed."""
    return "\n" in text or (len(text) >= 23 and (
        len(text.split(None, 11)) >= 12 or sum(map(text.count, ",、，;")) >= 11))


# Every kind of character the gate tells apart: ASCII and Unicode spaces (Python's \x1c-\x1f and U+0085 included),
# the separators, line breaks, letters, digits, a lone surrogate, astral characters.
_CHARS = st.sampled_from([" ", "\t", "\n", "\r", "\x0b", "\x0c", "\x1c", "\x1f", "\x85", "\xa0", "\u2028", "\u3000",
                          "\u200b", ",", ";", "、", "，", "a", "Z", "7", "é", "語", "\ud800", "\U0001f600", ":"])
_TEXTS = st.lists(st.text(_CHARS, max_size=60) | st.text(max_size=40), max_size=12)


@settings(max_examples=300, deadline=None)
@given(_TEXTS)
def test_the_gate_is_the_per_text_rule(texts: list[str]) -> None:
    assert s._seed_candidates(texts) == [i for i, t in enumerate(texts) if _rule(t)]


def test_the_class_table_is_str_isspace_and_the_separators() -> None:
    assert not any(chr(c).isspace() for c in range(s._SEED_TABLE_SIZE, sys.maxunicode + 1))
    table = s._SEED_CLASS
    assert [bool(k & s._SEED_SPACE) for k in table.tolist()] == [chr(c).isspace() for c in range(s._SEED_TABLE_SIZE)]
    assert set(np.flatnonzero(table & s._SEED_SEPARATOR).tolist()) == set(map(ord, ",、，;"))
    assert np.flatnonzero(table & s._SEED_LINE).tolist() == [ord("\n")]


@settings(max_examples=100, deadline=None)
@given(_TEXTS)
def test_a_text_left_out_holds_nothing_seed_finding_sees(texts: list[str]) -> None:
    gated = set(s._seed_candidates(texts))
    assert all(s._seed_finding(t) == [] for i, t in enumerate(texts) if i not in gated)


def test_the_batch_still_refuses_phrases_and_code_lists() -> None:
    words = (bip39._DIR / "english.txt").read_text(encoding="utf-8").split()
    entropy = hashlib.sha256(b"seed gate").digest()[:16]
    bits = int.from_bytes(entropy, "big") << 4 | hashlib.sha256(entropy).digest()[0] >> 4
    phrase = " ".join(words[(bits >> (11 * (11 - i))) & 0x7FF] for i in range(12))  # a valid checksum
    codes = "backup codes:\n" + "\n".join(f"{4821 + 7 * i:04d}-{9137 + 3 * i:04d}" for i in range(8))
    texts = ["memory 1 about the order", phrase, "x" * 30, codes, "", phrase.replace(" ", ","), "a\nb"]
    found = dict(find_secrets_many(texts))
    for i, text in enumerate(texts):
        expected = find_secrets(text)
        assert (i in found) == bool(expected), (i, text)
    assert 1 in found and 5 in found
