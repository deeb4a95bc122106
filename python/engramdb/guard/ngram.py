"""A language-independent signal for the secret guard: hashed character n-grams scored by a logistic regression.

The rules of :mod:`.secrets` name each way a secret is written (a label word in a list of languages, a prefix, a
format); what they do not name they miss, and each tuned round gained one or two points on the next blind corpus.
This signal names no language. A shape gate (:data:`GATE`) picks the tokens that could be a credential (6 to 40
characters mixing a letter of any script with a digit or an inner mark); the model reads each with the 40 characters
before it (:func:`local`) as characters and as character *classes* (lower, upper, digit, non-ASCII letter, each
punctuation mark itself), hashes their n-grams into :data:`DIM` buckets and scores them with a linear model trained on
the nine guard corpora (``benchmarks/guard_ngram/train_ngram.py`` writes ``ngram_weights.npz`` next to this file;
deterministic). The class n-grams carry the value's shape ("Aa9$" mixed inside one token), the character n-grams the
label words the corpora taught it, in whatever script.

The signal only adds refusals (:func:`.secrets.find_secrets` runs the rules first and this only on what they accept):
a text scoring at least the committed threshold is refused, the span reported being the most credential-shaped
token. The threshold is the lowest at which no benign row of any corpus is refused that the rules accept. No
per-character Python loop: the gate is one regex (decided natively for ASCII texts, :func:`gated`), the text a numpy
array of code points, and the n-grams are hashed, counted and weighed natively (:func:`scores`); :func:`features` is
the numpy definition the training script and the tests use.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache
from pathlib import Path

import numpy as np
import numpy.typing as npt

from .. import _core

BITS = 18
DIM = 1 << BITS
"""The number of hash buckets (weights) of the model."""
_WORD_NGRAMS = (2, 3, 4, 5)  # of the lowercased text
_CLASS_NGRAMS = (3, 4, 5, 6)  # of the character classes
_MUL = np.uint64(0x100000001B3)
_MIX = np.uint64(0x9E3779B97F4A7C15)
_SHIFT = np.uint64(64 - BITS)
WEIGHTS_PATH = Path(__file__).with_name("ngram_weights.npz")

# The class of each code point below 128: a-z -> 'a', A-Z -> 'A', 0-9 -> '9', whitespace -> ' ', the rest itself.
_ASCII_CLASS = np.arange(128, dtype=np.uint64)
_ASCII_CLASS[ord("a"):ord("z") + 1] = ord("a")
_ASCII_CLASS[ord("A"):ord("Z") + 1] = ord("A")
_ASCII_CLASS[ord("0"):ord("9") + 1] = ord("9")
_ASCII_CLASS[[9, 10, 11, 12, 13]] = ord(" ")
_OTHER = np.uint64(ord("L"))  # every code point from 128 on: a letter (or mark) of another script


def _codes(text: str) -> npt.NDArray[np.uint64]:
    return np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32).astype(np.uint64)


def _classes(codes: npt.NDArray[np.uint64]) -> npt.NDArray[np.uint64]:
    high = codes >= 128
    return np.where(high, _OTHER, _ASCII_CLASS[np.where(high, 0, codes)])


def _hashed(codes: npt.NDArray[np.uint64], sizes: tuple[int, ...], salt: int) -> list[npt.NDArray[np.uint64]]:
    """The bucket of every n-gram of ``codes`` for each n of ``sizes`` (consecutive): the hash of the n-grams
    extends that of the (n-1)-grams by one code point, so each size costs two vector operations."""
    out = []
    h = codes
    with np.errstate(over="ignore"):
        for n in range(2, sizes[-1] + 1):
            m = len(codes) - n + 1
            if m <= 0:
                break
            h = h[:m] * _MUL + codes[n - 1:n - 1 + m]
            if n >= sizes[0]:
                out.append(((h + np.uint64(salt * 1000 + n)) * _MIX) >> _SHIFT)
    return out


def features(text: str) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]]:
    """The model's input for one text (scored whole): the distinct buckets hit and their l2-normalised counts."""
    codes = _codes(" " + text.lower() + " ")
    parts = _hashed(codes, _WORD_NGRAMS, 1) + _hashed(_classes(_codes(" " + text + " ")), _CLASS_NGRAMS, 2)
    if not parts:
        return np.zeros(0, np.int64), np.zeros(0, np.float64)
    idx, counts = np.unique(np.concatenate(parts), return_counts=True)
    val = counts.astype(np.float64)
    return idx.astype(np.int64), val / np.sqrt(val @ val)


@lru_cache(maxsize=1)
def _model() -> tuple[npt.NDArray[np.float32], float, float]:
    with np.load(WEIGHTS_PATH) as z:
        return z["w"].astype(np.float32), float(z["b"]), float(z["threshold"])


def score(text: str) -> float:
    """The model's logit for ``text``: of the windows around its gated tokens (:func:`local`), read together."""
    return float(scores([text])[0])


def scores(texts: list[str]) -> npt.NDArray[np.float64]:
    """:func:`score` of each text: the windows (:func:`local`) made code points here (lowercased characters, and
    character classes), the n-grams hashed, counted and weighed natively (``_core.ngram_scores``,
    cpp/engram/text/ngram.hpp, GIL released), one call for the batch. :func:`features` is the definition the
    tests compare it with. A text without n-grams scores the bias."""
    w, b, _ = _model()
    windows = [local(t) for t in texts]
    families: list[tuple[npt.NDArray[np.uint32], npt.NDArray[np.int64], int, int, int]] = []
    for sizes, salt, lower in ((_WORD_NGRAMS, 1, True), (_CLASS_NGRAMS, 2, False)):
        padded = [" " + (x.lower() if lower else x) + " " for x in windows]
        offsets = np.zeros(len(padded) + 1, dtype=np.int64)
        np.cumsum([len(x) for x in padded], out=offsets[1:])
        codes = _codes("".join(padded))
        families.append(((codes if lower else _classes(codes)).astype(np.uint32), offsets, sizes[0], sizes[-1], salt))
    return _core.ngram_scores(families, w, BITS, b)


def threshold() -> float:
    """The logit at and above which the signal refuses a text (chosen by the training script, see its docstring)."""
    return _model()[2]


# A token that could be the secret: six or more characters without spaces, quotes or brackets.
_TOKEN = re.compile(r"[^\s\"'`<>()\[\]{},;]{6,}")
_CLASS_RUNS = (re.compile(r"[a-z]"), re.compile(r"[A-Z]"), re.compile(r"[0-9]"), re.compile(r"[^\w\s]"))


def value_span(text: str) -> tuple[int, int]:
    """The span of the token that looks most like a credential (the most character classes, then the longest after
    a separator), or the whole text when it has none."""
    best: tuple[int, int, int, int] | None = None
    for m in _TOKEN.finditer(text):
        tok = m.group()
        cut = max(tok.rfind("="), tok.rfind(":")) + 1 if not tok.startswith(("http", "//")) else 0
        if len(tok) - cut >= 6:
            tok, start = tok[cut:], m.start() + cut
        else:
            start = m.start()
        classes = sum(1 for r in _CLASS_RUNS if r.search(tok))
        key = (classes, len(tok), start, start + len(tok))
        if best is None or key[:2] > best[:2]:
            best = key
    return (0, len(text)) if best is None else (best[2], best[3])


# The shape gate: a token of 6 to 40 characters that mixes a letter (of any script) with a digit, or a letter with an
# ASCII punctuation mark inside the token followed by a letter or digit ("Cobalt%Quill70", "quill-dingo-thistle-4",
# "ngu-0435097"). Only a text holding one is scored, and only around such tokens: the model weighs the few words
# before a value that could be a credential, in any script. Longer blobs are left to the rules (certificates, public
# keys, ciphertext look as random as a key; a label is what tells them apart, and the rules read labels).
GATE = re.compile(r"(?<!\S)(?=\S*[^\W\d_])(?:(?=\S*\d)|(?=\S*[^\W\d_][!-/:-@\[-`{-~]+[^\W_]))\S{6,40}(?!\S)")
_BEFORE, _AFTER, _TOKENS = 40, 12, 16


def local(text: str) -> str:
    """What the model reads of a text: each gated token with the 40 characters before it and 12 after, joined by a
    NUL (at most 16 tokens); empty when the gate finds none."""
    pieces = []
    for m in GATE.finditer(text):
        pieces.append(text[max(0, m.start() - _BEFORE):m.end() + _AFTER])
        if len(pieces) == _TOKENS:
            break
    return "\0".join(pieces)


def gated(texts: list[str]) -> set[int]:
    """The indexes of the texts the gate lets through: the texts of ASCII characters decided natively
    (``_core.ngram_gate``, cpp/engram/text/ngram.hpp ``shape_gate``: the same whole-token rule as :data:`GATE`, GIL
    released), the others by :data:`GATE` itself (:func:`_gated_by_regex`). tests/test_guard_ngram.py holds both to
    the regex."""
    if not texts:
        return set()
    native, undecided = _core.ngram_gate(texts)
    out = set(native.tolist())
    if len(undecided):
        rows = undecided.tolist()
        out.update(rows[i] for i in _gated_by_regex([texts[r] for r in rows]))
    return out


def _gated_by_regex(texts: list[str]) -> set[int]:
    """:func:`gated` by :data:`GATE` alone, one regex pass over the batch joined."""
    if len(texts) <= 1:
        return {i for i, t in enumerate(texts) if GATE.search(t)}
    starts = [0]
    for t in texts:
        starts.append(starts[-1] + len(t) + 1)
    joined = "\n".join(texts)
    out: set[int] = set()
    at = 0
    while True:
        m = GATE.search(joined, at)
        if m is None:
            return out
        i = bisect_right(starts, m.start()) - 1
        out.add(i)
        at = starts[i + 1]  # the next text: one hit per text is enough


def refuses(text: str) -> bool:
    """Whether the signal refuses ``text``: the gate lets it through and the model scores it at or above the
    threshold."""
    return bool(gated([text])) and score(text) >= threshold()


def refused(texts: list[str], skip: set[int]) -> list[int]:
    """The indexes of ``texts`` (not in ``skip``) that the signal refuses, in order: :func:`refuses` for each, with
    the gate run once over the batch and the texts it lets through scored together (:func:`scores`)."""
    picked = sorted(gated(texts) - skip)
    if not picked:
        return []
    thr = threshold()
    return [i for i, s in zip(picked, scores([texts[i] for i in picked]), strict=True) if s >= thr]
