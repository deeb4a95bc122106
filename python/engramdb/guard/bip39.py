"""BIP-39 seed phrases found by their checksum, whatever the label, the language or the layout.

A wallet's seed phrase is 12, 15, 18, 21 or 24 words of one of the official BIP-39 word lists whose indices (11 bits
each) end with a checksum: the first ``n / 3`` bits of the SHA-256 of the rest. A run of list words with a valid
checksum is a seed (1 chance in 16 for 12 random list words, in 256 for 24), so it is refused with no label around it
and in any layout: one per line, numbered ("1. lesson"), comma-separated, separated by ideographic spaces.

Words must stand apart (separated by spaces, commas, newlines or numbers): Chinese lists are single characters and
Japanese ones kana words, which ordinary text writes unseparated; only separated runs are read. The BIP-39 test
vectors and other phrases that repeat words ("abandon abandon ... about", "legal winner thank year ... legal winner
thank yellow") are documentation, not a wallet: a phrase repeats at most two words (a random one of 24 words repeats
three in about 1 of 3,000).

The word lists (``bip39/*.txt``) are the `mnemonic` package's (0.21, MIT licence, Copyright (c) 2013-2016 Pavol
Rusnak; ``bip39/LICENSE``). They are read only when a text holds a run of 12 separated words (rare in short memories).
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from functools import cache
from pathlib import Path

_DIR = Path(__file__).with_name("bip39")
LISTS = ("english", "spanish", "french", "italian", "portuguese", "czech", "japanese", "korean", "chinese_simplified",
         "chinese_traditional")
LENGTHS = (24, 21, 18, 15, 12)
# Separators between words: whitespace (the ideographic space too), commas and list punctuation, and numbering
# ("1.", "2)", "#3", "03:").
_SEPARATORS = re.compile(r"(?:[\s,;:：、，；|/·•\-–—]|(?<![^\W\d_])#?\d{1,2}[.):-]?(?![^\W\d_]))+")


def _norm(word: str) -> str:
    return unicodedata.normalize("NFKC", word).lower()


@cache
def _lists() -> tuple[tuple[dict[str, int], ...], dict[str, tuple[int, ...]]]:
    """Each list as word -> index (NFKC, lower case), and word -> the lists that hold it."""
    tables = []
    holders: dict[str, list[int]] = {}
    for n, name in enumerate(LISTS):
        words = [_norm(w) for w in (_DIR / f"{name}.txt").read_text(encoding="utf-8").split()]
        if len(words) != 2048:
            raise ValueError(f"{name}.txt holds {len(words)} words, not 2048")
        tables.append({w: i for i, w in enumerate(words)})
        for w in words:
            holders.setdefault(w, []).append(n)
    return tuple(tables), {w: tuple(v) for w, v in holders.items()}


def checksum_ok(indices: list[int]) -> bool:
    """``indices`` (12-24 of them, 0-2047) end with their BIP-39 checksum."""
    n = len(indices)
    if n not in LENGTHS:
        return False
    bits = 0
    for i in indices:
        bits = (bits << 11) | i
    cs = n // 3
    ent = n * 11 - cs
    entropy = (bits >> cs).to_bytes(ent // 8, "big")
    return hashlib.sha256(entropy).digest()[0] >> (8 - cs) == bits & ((1 << cs) - 1)


def _tokens(text: str) -> list[tuple[int, int, str]]:
    out = []
    pos = 0
    for sep in _SEPARATORS.finditer(text):
        if sep.start() > pos:
            out.append((pos, sep.start(), text[pos:sep.start()]))
        pos = sep.end()
    if pos < len(text):
        out.append((pos, len(text), text[pos:]))
    return out


def _phrase_in(run: list[tuple[int, int, int]]) -> tuple[int, int] | None:
    """The span of a window of ``run`` (list indices with spans) that is a seed phrase."""
    for n in LENGTHS:
        for a in range(len(run) - n + 1):
            window = run[a:a + n]
            indices = [i for i, _, _ in window]
            if len(set(indices)) >= n - 2 and checksum_ok(indices):
                return window[0][1], window[-1][2]
    return None


_PUNCT = "\"'“”«»「」()[]{}.:!?。：、，;；"


_TO_SPACE = str.maketrans({c: " " for c in ",、，:：;；|/#-–—" + _PUNCT})


def _twelve_in_a_row(text: str, holders: dict[str, tuple[int, ...]]) -> bool:
    """A quick look (str.split, set lookups) for twelve list words with nothing but numbering between them: most
    texts of twelve words and more hold fewer than twelve list words, and stop at the count."""
    folded = text if text.isascii() else unicodedata.normalize("NFKC", text)
    pieces = folded.translate(_TO_SPACE).lower().split()
    if sum(map(holders.__contains__, pieces)) < 12:
        return False
    run = 0
    for w in pieces:
        if w.isdigit():
            continue  # numbering ("1.", "2)", "#3") keeps the run
        if w in holders:
            run += 1
            if run >= 12:
                return True
        else:
            run = 0
    return False


def seed_phrase(text: str) -> tuple[int, int] | None:
    """The span of a BIP-39 seed phrase with a valid checksum in ``text``, or None."""
    if len(text) < 23 or (len(text.split(None, 11)) < 12 and sum(map(text.count, ",、，;")) < 11):
        return None  # fewer than 12 pieces: the common case, decided without the tokenizer
    tables, holders = _lists()
    if not _twelve_in_a_row(text, holders):
        return None
    tokens = _tokens(text)
    if len(tokens) < 12:
        return None
    words = [(a, b, _norm(t.strip("\"'“”«»「」()[]{}.:!?。"))) for a, b, t in tokens]
    if sum(1 for _, _, w in words if w.isalpha()) < 12:
        return None
    for n, table in enumerate(tables):
        run: list[tuple[int, int, int]] = []
        for a, b, w in [*words, (0, 0, "")]:
            if n in holders.get(w, ()):
                run.append((table[w], a, b))
                continue
            if len(run) >= 12:
                span = _phrase_in(run)
                if span is not None:
                    return span
            run = []
    return None
