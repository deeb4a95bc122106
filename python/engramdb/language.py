"""A cheap guess of a text's language, and a store's per-language sums of its memories' unit vectors: what a dense
recall moves a question in another language by (MemoryStore._dense_vector; issue 18).

E5 (and dense models like it) rank a memory written in the question's language above an English one that answers
it: the same-language pull, +0.015 to +0.031 raw cosine (benchmarks/RESULTS.md, "xbias33"). The store's own
memories measure it: per language L, the mean of the unit vectors of the memories guessed L, shrunk toward the
English memories' mean with OFFSET_SHRINK English pseudo-memories, minus that English mean, is L's offset; a
question in another language than its scope's memories, guessed L, is searched with
``normalised(q - OFFSET_SCALE * offset[L])`` (benchmarks/RESULTS.md, "xling54 (session 28)": +14 / -0 at rank 1
over 20 evaluation sets, every case won cross-lingual or temporal). A language with no memory in the store has no
offset (the question is not moved); one with few is shrunk toward no move.

The guess (`guess`, `codes`): a script test (Arabic, CJK, Cyrillic, Greek, Hangul, Devanagari), else the stopword
list holding most of the text's words (ties to the earlier list, English first), else English for an ASCII text and
None (unsure) for any other. Crude by design: Icelandic, Catalan and Italian questions read as Spanish, Galician as
Portuguese; the offsets share a common "not English" direction, so a near miss still moves the question the right
way (RESULTS, "xling54"). Cost: one regex search and one dict lookup per word; `guess` keeps its answers per text
(questions repeat), `codes` (the write side, every row's text) does not."""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

import numpy as np

ENGLISH = "en"
# benchmarks/e5_language_offset.py's lists, unchanged (what xling54 measured)
_STOPWORDS: dict[str, str] = {
    "en": "the a an and of to is in for on with at by our we you your it this that are was be from per not no has have",
    "es": "el la los las de del y en que es por para un una con se su al lo como más pero sus le ya o este sí porque",
    "pt": "o a os as de do da dos das e em que é um uma para com não por se na no nas nos ao vocês você mais",
    "fr": "le la les de des du et en un une est que pour dans par sur au aux ne pas qui avec ce nous vous il elle",
    "de": "der die das und ist nicht ein eine zu den dem mit von auf für ich sie es wir ihr im auch wie",
    "it": "il lo la gli le di del della e è un una per con che non in al dei sono ci",
    "pl": "i w z na się nie do to że jest o jak ale czy co za od po przez jaka jaki ile",
    "nl": "de het een en van is in op te dat niet met voor zijn er ze wat wie hoe",
    "cs": "a je v na se že to s z do jak ale co kdo kolik jsou má",
    "no": "og i er det på til som en et av for med har hva hvem hvor ikke jeg vi",
    "fi": "ja on ei se että mitä kuka missä kun oli ovat mikä miten",
    "ga": "an na is ar le agus ag bhfuil cé cad conas mar",
}
_SCRIPTS = (("ar", "\u0600-\u06ff"), ("cjk", "\u3040-\u30ff\u4e00-\u9fff"), ("cyr", "\u0400-\u04ff"),
            ("el", "\u0370-\u03ff"), ("ko", "\uac00-\ud7af"), ("hi", "\u0900-\u097f"))
# every language a guess can name, by code (a row's code: its index; UNSURE for None)
LANGUAGES: tuple[str, ...] = (*_STOPWORDS, *(name for name, _ in _SCRIPTS))
UNSURE = 255
_CODE = {name: i for i, name in enumerate(LANGUAGES)}
_N_WORD_LISTS = len(_STOPWORDS)
# one regex for every script: the first group that matches names the script (a text holding two scripts takes the
# earlier in _SCRIPTS, as a test of each in turn would: findall below keeps every match, the earliest script wins)
_SCRIPT = re.compile("|".join(f"([{chars}])" for _, chars in _SCRIPTS))
_WORD = re.compile(r"[^\W\d_]+")
# word -> the indices of the stopword lists holding it
_LISTS_OF: dict[str, tuple[int, ...]] = {}
for _i, _words in enumerate(_STOPWORDS.values()):
    for _w in dict.fromkeys(_words.split()):  # a word once per list, as a set holds it
        _LISTS_OF[_w] = (*_LISTS_OF.get(_w, ()), _i)

# xling54's qdoc 0.5 with K = 5 (benchmarks/RESULTS.md, "xling54 (session 28)"): a question moved by half its
# language's offset; each language's mean shrunk toward the English mean with 5 English pseudo-memories (K = 1 won
# more and lost 3 cases, K = 20 won half as many; scale 0.75 and above lost cases)
OFFSET_SCALE = 0.5
OFFSET_SHRINK = 5.0


def _code(text: str) -> int:
    scripts = _SCRIPT.findall(text) if not text.isascii() else ()
    if scripts:
        matched = [i for match in scripts for i, ch in enumerate(match) if ch]
        return _CODE[_SCRIPTS[min(matched)][0]]
    hits = [0] * _N_WORD_LISTS
    for word in _WORD.findall(text.lower()):
        for i in _LISTS_OF.get(word, ()):
            hits[i] += 1
    best = max(hits)
    if best:
        return hits.index(best)  # the first list with most hits: ties to the earlier list
    return _CODE[ENGLISH] if text.isascii() else UNSURE


@functools.lru_cache(maxsize=4096)
def guess(text: str) -> str | None:
    """The language of `text` (one of LANGUAGES: a language code, or a script's name for "ar", "cjk", "cyr", "el",
    "ko", "hi"), or None when unsure (a non-ASCII text with no stopword and none of those scripts). Kept per text."""
    code = _code(text)
    return None if code == UNSURE else LANGUAGES[code]


def codes(texts: Sequence[str]) -> np.ndarray:
    """uint8 [len(texts)]: each text's guess as its index in LANGUAGES, UNSURE for None (not kept per text)."""
    return np.fromiter((_code(t) for t in texts), np.uint8, len(texts))


class LanguageSums:
    """Per guessed language, the sum (float64) and the count of the unit vectors added: a store's memories not
    forgotten (engine.SegmentSet.language_offset). Not thread-safe: its owner holds its lock."""

    __slots__ = ("counts", "sums")

    def __init__(self, dim: int) -> None:
        self.sums = np.zeros((len(LANGUAGES) + 1, dim), np.float64)  # the last row: UNSURE's, never read
        self.counts = np.zeros(len(LANGUAGES) + 1, np.int64)

    def add(self, language_codes: np.ndarray, vectors: np.ndarray, sign: int = 1) -> None:
        """Adds (sign 1) or takes away (sign -1) `vectors` ([n, dim]), each under its code of `language_codes`
        ([n] uint8, codes' values): one [languages, n] x [n, dim] product over the batch (np.add.at over the rows
        of a 2-D array measured ~20x slower: ~100 against ~4 µs a row on a loaded machine; benchmarks/RESULTS.md,
        "xling59 (session 29)")."""
        at = np.minimum(language_codes, len(LANGUAGES)).astype(np.intp)
        if len(at) == 1:  # one remember: a row added, no product
            self.sums[at[0]] += sign * np.asarray(vectors[0], np.float64)
            self.counts[at[0]] += sign
            return
        which = np.zeros((len(self.counts), len(at)), np.float64)
        which[at, np.arange(len(at))] = sign
        self.sums += which @ np.asarray(vectors, np.float64)
        self.counts += sign * np.bincount(at, minlength=len(self.counts))

    def offset(self, language: str, shrink: float = OFFSET_SHRINK) -> np.ndarray | None:
        """`language`'s offset from English: ``(n_L * mean_L + shrink * mean_en) / (n_L + shrink) - mean_en``
        = ``(sum_L - n_L * mean_en) / (n_L + shrink)``, float64 [dim]; None for English, a language no added vector
        has, or when no English one was added."""
        code = _CODE.get(language)
        english = _CODE[ENGLISH]
        if code is None or code == english or not self.counts[code] or not self.counts[english]:
            return None
        mean_en = self.sums[english] / self.counts[english]
        out: np.ndarray = (self.sums[code] - self.counts[code] * mean_en) / (self.counts[code] + shrink)
        return out
