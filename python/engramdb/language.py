"""A cheap guess of a text's language, and a scope's per-language sums of its memories' unit vectors: what a dense
recall moves a question in another language by (MemoryStore._dense_vector; issue 18).

E5 (and dense models like it) rank a memory written in the question's language above an English one that answers
it: the same-language pull, +0.015 to +0.031 raw cosine (benchmarks/RESULTS.md, "xbias33"). The store's own
memories measure it: per language L, the mean of the unit vectors of the scope's memories guessed L, shrunk toward
the scope's English memories' mean with OFFSET_SHRINK English pseudo-memories, minus that English mean, is L's
offset; a question in another language than its scope's memories, guessed L, is searched with
``normalised(q - OFFSET_SCALE * offset[L])``. Per scope, as every recall statistic (scope is a boundary: another
scope's memories never move a question): +11 / -1 at rank 1 over the 22 tunable evaluation sets, against +14 / -1
over 21 when the sums were the whole store's (benchmarks/RESULTS.md, "xling54 (session 28)", "xling59 (session
29)", "Lead, session 30"). A language with no memory in the scope has no offset (the question is not moved); one
with few is shrunk toward no move.

The guess (`guess`, `codes`): a script test (Uyghur, Pashto, Urdu, Persian, Arabic: the Arabic script's by their
letters; CJK, Cyrillic, Greek, Hangul, Devanagari), else the stopword list holding most of the text's words (ties to the
earlier list, English first), else English for an ASCII text and None (unsure) for any other. Crude by design:
Icelandic, Catalan and Italian questions read as Spanish, Galician as Portuguese; the offsets share a common "not
English" direction, so a near miss still moves the question the right way (RESULTS, "xling54"). Cost: `guess` (a
question), one regex search and one dict lookup per word, its answers kept per text (questions repeat); `codes` (the
write side and the first read of the sums: every row's text) the same guesses over a column at once in numpy, no Python
work per row.

The prior (`prior`; RESULTS "xling70 (session 30)"): where the embedder ships one (L's direction measured once,
offline, on parallel sentences: the same for every store, it reads no scope), a scope's offset of L is shrunk toward
PRIOR_WEIGHT of L's prior instead of toward no move, and a question in a language no memory of the scope is in is
moved by PRIOR_ALONE of it: +17 / -2 at rank 1 over the 22 tunable sets, against +11 / -1 for the scope's sums
alone. Without one (another embedder, another version of it), as above."""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from pathlib import Path

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
# Arabic-script languages by the letters Arabic has not (issue 18, RESULTS "arabic72 (session 30)"), each before the
# next: Uyghur (ۆ ۇ ۈ ە ڭ ۋ), Pashto (ټ ډ ړ ږ ښ ګ ځ څ ڼ ۍ ې: Uyghur writes ې too), Urdu (ٹ ڈ ڑ ں ے ھ ہ), Persian (پ چ ژ
# گ and its own yeh ی and kaf ک, which Urdu, Pashto and Uyghur write too), Arabic for any other letter of the block.
# Not ئ: Arabic writes it (رئيس، مسائل).
_SCRIPTS = (("ug", "\u06c6-\u06c8\u06d5\u06ad\u06cb"),
            ("ps", "\u067c\u0689\u0693\u0696\u069a\u06ab\u0681\u0685\u06bc\u06cd\u06d0"),
            ("ur", "\u0679\u0688\u0691\u06ba\u06d2\u06be\u06c1"), ("fa", "\u067e\u0686\u0698\u06af\u06cc\u06a9"),
            ("ar", "\u0600-\u06ff"), ("cjk", "\u3040-\u30ff\u4e00-\u9fff"), ("cyr", "\u0400-\u04ff"),
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
# the language prior's weights (xling70, RESULTS "xling70 (session 30)"): a scope's offset of L is shrunk toward
# PRIOR_WEIGHT x L's prior (its OFFSET_SHRINK pseudo-memories carry it), and a scope with English memories and none in
# L gets PRIOR_ALONE x L's prior as its offset (the same pull, not measured in the scope): +17 / -2 at rank 1 over the
# 22 tunable sets against +11 / -1 with no prior (full prior: -2 and more lost; the prior alone at 0.5: +22 / -6)
PRIOR_WEIGHT = 0.5
PRIOR_ALONE = 0.15
# the language priors shipped with an embedder (`prior`): data/language_priors/<embedder name>.<dim>.npz, one float32
# [dim] array per language code, written offline by benchmarks/language_prior/build.py from its parallel sentences
_PRIORS = Path(__file__).parent / "data" / "language_priors"
_PRIOR_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")


# xling127 (issue 18): function words of the Latin-script languages a text may be written in with no letter outside
# a-z (Somali, Swahili, Haitian, Occitan, Faroese, Italian or German without accents ...), none an English word or a
# word code writes ("os", "com", "van", "til", "nan", "see", "long", "come", "dove", "hoe", "um", "ci" left out):
# what reads_elsewhere counts. Not read by guess / codes (the offsets' languages are _STOPWORDS' alone).
_ELSEWHERE_WORDS: dict[str, str] = {
    "so": "waa iyo ayaa ayuu ayay waxaa waxay waxaana oo ee ku ka uu aan immisa maxay goorma xagee halkee yaa",
    "sw": "na wa za kwa ni cha vya katika kutoka gani nini wapi lini nani hii huu kila lakini tarehe wana yake",
    "ht": "ki yo li pou ak sou te mwen nou ou kote kisa kile kilè konbyen",
    "oc": "lo los las es amb dels del una qual ont quora",
    "fo": "og ikki hon hann tey hvat hvar hvussu eftir",
    "it": "il di che un una sono quanto quando dove chi cosa della gli sul dei anche",
    "es": "el que por para con como cuando donde quien cuanto",
    "pt": "da dos das que uma quando onde quem quanto",
    "de": "der das und ist nicht ein eine dem mit von auf wer wie wann diese welche sich beim gibt einen",
    "pl": "jest nie czy kiedy jaki jaka ile przez",
    "nl": "het een zijn wat niet",
    "da": "hvilken hos skal ikke hva hvem",
    "cy": "yw mae beth ble pwy sut",
    "kw": "pyth",
    "gd": "aig cha tha",
    "mg": "ny tsy ao amin ary inona iza aiza",
    "sn": "uye chii ndiani",
    "bi": "blong ol wanem yumi",
    "rm": "tge cura",
    "sl": "je se od ki vse ob",
    "et": "ja ei kui ainult",
    "fi": "ja ei kuka oli ovat miten",
}
_ELSEWHERE: frozenset[str] = frozenset(w for words in _ELSEWHERE_WORDS.values() for w in words.split())
# the English words reads_elsewhere weighs them against: _STOPWORDS' English list and the asking and pronoun words
_ENGLISH_ASKING = ("what who when where how which does did do can will would should could there their they he she his "
                   "her its been were had them than then")
_ENGLISH_WORDS: frozenset[str] = frozenset(_STOPWORDS[ENGLISH].split()) | frozenset(_ENGLISH_ASKING.split())
_WORD_OR_NAME = re.compile(r"[^\W\d_]+")


@functools.lru_cache(maxsize=8192)
def reads_elsewhere(text: str) -> bool:
    """Whether `text` reads as a Latin-script language other than English by its function words (_ELSEWHERE_WORDS),
    letters a-z alone allowed (Somali "Geela waxaa ilaaliya Abdirahman ...", Swahili "Mbwa Kipper alianguka majini
    wapi?"): of its lower-case words of two or more letters (and its first word), two or more in _ELSEWHERE or holding
    a letter outside ASCII, and more of them than English function words; or, with no English function word, a quarter
    of three or more lower-case words after the first. A capitalised word after the first is a name and not read
    ("Did Juan Cruz call?"); the first word alone is no evidence ("Che Guevara posters sold out."). Kept per text."""
    words = _WORD_OR_NAME.findall(text)
    rest = [w for w in words[1:] if w[0].islower() and len(w) > 1]
    first = [words[0].lower()] if words and len(words[0]) > 1 else []
    other = sum(1 for w in rest if w in _ELSEWHERE or not w.isascii())
    english = sum(1 for w in (*rest, *first) if w in _ENGLISH_WORDS)
    other_all = other + 1 if first and (first[0] in _ELSEWHERE or not first[0].isascii()) else other
    return (other_all >= 2 and other_all > english) or (not english and len(rest) >= 3 and other >= 0.25 * len(rest))


@functools.lru_cache(maxsize=1)
def stopwords() -> frozenset[str]:
    """Every word of the stopword lists the guess reads, of every language."""
    return frozenset(_LISTS_OF)


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


@functools.lru_cache(maxsize=64)
def prior(embedder_name: str, dim: int) -> dict[str, np.ndarray]:
    """The language priors shipped for the embedder named `embedder_name` with `dim` dimensions: per language code
    (LANGUAGES), float64 [dim], the mean of the embedder's unit passage vectors of a neutral parallel sentence list in
    that language minus the mean of the same sentences in English (benchmarks/language_prior/build.py; no evaluation
    text): the same-language direction with the sentences' content taken out, the same for every store, so it
    reads nothing of any scope. Empty (no prior: a scope's offsets shrink toward no move and a language with no
    memory in the scope has none, as before) when no file is shipped for that name and dim, or the name is not a
    plain file name. Read once per name and dim."""
    if not _PRIOR_NAME.fullmatch(embedder_name):
        return {}
    path = _PRIORS / f"{embedder_name}.{dim}.npz"
    if not path.is_file():
        return {}
    with np.load(path, allow_pickle=False) as table:
        return {code: np.asarray(table[code], np.float64) for code in table.files
                if code in _CODE and code != ENGLISH and table[code].shape == (dim,)}


@functools.lru_cache(maxsize=4096)
def guess(text: str) -> str | None:
    """The language of `text` (one of LANGUAGES: a language code, or a script's name for "ug", "ps", "ur", "fa",
    "ar", "cjk", "cyr", "el", "ko", "hi"; the Arabic script's five by their letters), or None when unsure (a non-ASCII
    text with no stopword and none of those scripts). Kept per text."""
    code = _code(text)
    return None if code == UNSURE else LANGUAGES[code]


# codes' table over code points (numpy, no Python work per row): _LETTER[c], filled when c is first met (one regex
# test per distinct character, not per row): 0 when lowered c is not in _WORD's class (what findall reads a word of),
# a stopword letter's 1-based index, _OTHER_LETTER for any other word character (a word holding one matches no
# stopword), _ODD when str.lower gives c another length ("İ" -> "i̇": such a row takes the per-text _code), _UNMET
# before. A word of up to _MAX_STOPWORD (<= 8) letters is keyed by its letters' bytes read as one uint64.
_MAX_STOPWORD = max(len(w) for w in _LISTS_OF)
_STOP_LETTERS = {ch: i + 1 for i, ch in enumerate(sorted({ch for w in _LISTS_OF for ch in w}))}
_OTHER_LETTER, _ODD, _UNMET = len(_STOP_LETTERS) + 1, 254, 255
_LETTER = np.full(0x110000, _UNMET, np.uint8)
# the stopword keys, sorted, and per key the bitmask of the stopword lists holding it
_STOP_KEYS, _STOP_LISTS = (np.array(v, np.uint64) for v in zip(*sorted(
    (int.from_bytes(bytes(_STOP_LETTERS[ch] for ch in w), "little"), sum(1 << i for i in lists))
    for w, lists in _LISTS_OF.items()), strict=True))
# the stopword keys hashed by `(key * _HASH) >> (64 - _SLOT_BITS)` (multiplicative hashing; the first odd multiplier
# from _HASH_FROM on that puts no two keys in one slot: _HASH_FROM is the first for these lists counted from the
# golden ratio's 0x9E3779B97F4A7C15, so the search ends at once unless the lists change): per slot its key (0 for
# none: no word's key is 0) and the bitmask of its lists. A look-up is one multiply and two gathers (np.searchsorted
# over the sorted keys measured ~3x slower, `key % size` ~2x).
_SLOT_BITS = 12


def _slots(keys: np.ndarray, multiplier: int) -> np.ndarray:
    with np.errstate(over="ignore"):  # the product wraps, as the hash means it to
        slots: np.ndarray = ((keys * np.uint64(multiplier)) >> np.uint64(64 - _SLOT_BITS)).astype(np.intp)
    return slots


_HASH_FROM = 0x9E3779B97F4A7C15 + 0x258
_HASH = next(m for m in range(_HASH_FROM, 1 << 64, 2)
             if len(np.unique(_slots(_STOP_KEYS, m))) == len(_STOP_KEYS))
_SLOT_KEY = np.zeros(1 << _SLOT_BITS, np.uint64)
_SLOT_LISTS = np.zeros(1 << _SLOT_BITS, np.uint16)
_SLOT_KEY[_slots(_STOP_KEYS, _HASH)] = _STOP_KEYS
_SLOT_LISTS[_slots(_STOP_KEYS, _HASH)] = _STOP_LISTS
_BYTES_BELOW = np.array([(1 << (8 * k)) - 1 for k in range(9)], np.uint64)  # a key's first k bytes
# characters codes reads at once (its arrays and the joined text: ~17 bytes a character measured by tracemalloc, ~70 MB
# at most; a longer column goes in chunks of rows)
_CHUNK_CHARACTERS = 1 << 22
# per code point of the BMP (every script's letters are in it; the last entry: any point above it), the bitmask of the
# scripts (bit i: _SCRIPTS[i]) whose ranges hold it, a lone letter a range of one: one gather per row's wide points
# instead of two comparisons per range (the Arabic block's lone letters made ~30 ranges; RESULTS "arabic72")
assert all(ord(ch) < 0x10000 for _, chars in _SCRIPTS for ch in chars) and len(_SCRIPTS) <= 16
_SCRIPT_BITS = np.zeros(0x10001, np.uint16)
for _i, (_, _chars) in enumerate(_SCRIPTS):
    for _low, _high in re.findall("(.)(?:-(.))?", _chars):
        _SCRIPT_BITS[ord(_low):ord(_high or _low) + 1] |= np.uint16(1 << _i)


def _letters(points: np.ndarray) -> np.ndarray:
    """_LETTER at `points` (uint32 code points), the code points not met before classified first. Safe from several
    threads without a lock: a character classified by two at once gets the same value twice, and each reads its own
    characters only after classifying them."""
    found: np.ndarray = _LETTER[points]
    new = points[found == _UNMET]
    if len(new):
        seen = np.zeros(len(_LETTER), bool)
        seen[new] = True
        for point in np.flatnonzero(seen).tolist():  # each distinct character once per process
            lowered = chr(point).lower()
            _LETTER[point] = (_ODD if len(lowered) != 1 else 0 if not _WORD.fullmatch(lowered)
                              else _STOP_LETTERS.get(lowered, _OTHER_LETTER))
        found = _LETTER[points]
    return found


def codes(texts: Sequence[str]) -> np.ndarray:
    """uint8 [len(texts)]: each text's guess as its index in LANGUAGES, UNSURE for None (not kept per text); equal to
    `guess`'s for every text (tests/test_language_offset.py). Over the column at once, in numpy: the texts joined by
    NUL (no word character: a word ends with its row) and read as code points; a row's script from the code points
    of each script's ranges it holds (the earliest script in _SCRIPTS wins, as _SCRIPT.findall's first group); its
    words the runs of code points whose lowered character is a word character (_LETTER: lowered one code point at a
    time, as str.lower does but for the final sigma, a Greek letter: such a row is Greek), each word's key looked up
    in the hashed stopword keys, one bincount per list. ~4-5x less CPU than the loop over the texts it replaces
    (benchmarks/RESULTS.md, "xlingfast63 (session 29)"); at most _CHUNK_CHARACTERS characters' arrays at once."""
    n = len(texts)
    out = np.full(n, UNSURE, np.uint8)
    if not n:
        return out
    lengths = np.fromiter(map(len, texts), np.int64, n)
    starts = np.zeros(n + 1, np.int64)
    np.cumsum(lengths + 1, out=starts[1:])
    if starts[-1] > _CHUNK_CHARACTERS and n > 1:  # bounds the arrays: a chunk of rows at a time
        # a chunk from each row where a multiple of _CHUNK_CHARACTERS falls (row 1 too: every chunk has fewer rows
        # than the column, so this ends; a row longer than a chunk is one chunk)
        marks = np.searchsorted(starts, np.arange(0, starts[-1], _CHUNK_CHARACTERS), side="right") - 1
        cut = np.unique(np.concatenate([[0, 1], marks[marks < n]]))
        for first, end in zip(cut.tolist(), [*cut[1:].tolist(), n], strict=True):
            out[first:end] = codes(texts[first:end])
        return out
    points = np.frombuffer("\0".join(texts).encode("utf-32-le", "surrogatepass"), np.uint32)
    letters = _letters(points)
    wide = np.flatnonzero(points > 0x7F)
    wide_rows = np.searchsorted(starts, wide, side="right") - 1
    ascii_row = np.ones(n, bool)
    ascii_row[wide_rows] = False
    by_words = np.ones(n, bool)
    bits = _SCRIPT_BITS[np.minimum(points[wide], 0x10000)]
    present = int(np.bitwise_or.reduce(bits)) if len(bits) else 0
    for i in reversed(range(len(_SCRIPTS))):  # the earliest script last: it overwrites the later ones
        if not present >> i & 1:
            continue
        inside = (bits & np.uint16(1 << i)) != 0
        out[wide_rows[inside]] = _CODE[_SCRIPTS[i][0]]
        by_words[wide_rows[inside]] = False
    # a row whose lowering changes a character's length (and holds no script): the per-text guess (rare)
    odd = np.unique(wide_rows[letters[wide] == _ODD])
    for row in odd[by_words[odd]].tolist():
        out[row] = _code(texts[row])
    by_words[odd] = False
    hits = _stopword_hits(letters, starts)
    best = hits.max(axis=1)
    chosen = by_words & (best > 0)
    out[chosen] = np.argmax(hits[chosen], axis=1)  # the first list with most hits: ties to the earlier list
    out[by_words & (best == 0) & ascii_row] = _CODE[ENGLISH]
    return out


def _stopword_hits(letters: np.ndarray, starts: np.ndarray) -> np.ndarray:
    """int64 [rows, lists]: per row (`starts`: each row's first position, and one past the end) and stopword list,
    how many of the row's words (the runs of nonzero `letters`, _LETTER's values) the list holds."""
    n = len(starts) - 1
    edges = np.diff((letters != 0).view(np.int8), prepend=np.int8(0), append=np.int8(0))
    first, end = np.flatnonzero(edges == 1), np.flatnonzero(edges == -1)
    # each word's first 8 letters as 8 bytes read as one uint64, the bytes past its end cleared (a stopword's key
    # likewise): a word of more than _MAX_STOPWORD (< 8) letters keeps a nonzero byte where every stopword has none
    window = np.lib.stride_tricks.sliding_window_view(np.concatenate([letters, np.zeros(8, np.uint8)]), 8)[first]
    key = window.view(np.uint64).ravel() & _BYTES_BELOW[np.minimum(end - first, 8)]
    slot = _slots(key, _HASH)
    found = np.flatnonzero(_SLOT_KEY[slot] == key)
    rows = np.searchsorted(starts, first[found], side="right") - 1
    lists = _SLOT_LISTS[slot[found]]
    hits = np.zeros((n, _N_WORD_LISTS), np.int64)
    for i in range(_N_WORD_LISTS):  # a word counts once in each list that holds it
        hits[:, i] = np.bincount(rows[(lists & np.uint16(1 << i)) != 0], minlength=n)
    return hits


class LanguageSums:
    """Per guessed language, the sum (float64) and the count of the unit vectors added: a scope's memories not
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

    def offset(self, language: str, shrink: float = OFFSET_SHRINK, prior: np.ndarray | None = None,
               alone: np.ndarray | None = None) -> np.ndarray | None:
        """`language`'s offset from English: the mean of L's vectors shrunk toward ``mean_en + prior`` with `shrink`
        pseudo-vectors, minus the English mean: ``(n_L * mean_L + shrink * (mean_en + prior)) / (n_L + shrink) -
        mean_en`` = ``(sum_L - n_L * mean_en + shrink * prior) / (n_L + shrink)``, float64 [dim] (`prior` None:
        shrunk toward no move, ``prior`` = 0). For a language no added vector has, `alone` as given (None: no
        offset). None for English, an unknown language, or when no English vector was added."""
        code = _CODE.get(language)
        english = _CODE[ENGLISH]
        if code is None or code == english or not self.counts[english]:
            return None
        if not self.counts[code]:
            return alone
        mean_en = self.sums[english] / self.counts[english]
        moved = self.sums[code] - self.counts[code] * mean_en
        if prior is not None:
            moved = moved + shrink * prior
        out: np.ndarray = moved / (self.counts[code] + shrink)
        return out
