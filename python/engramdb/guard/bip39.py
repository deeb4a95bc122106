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
import itertools
import math
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


# A word's number in a numbered layout: the separator before it ends with "1.", "01", "#3", "12)"; its style (the
# character after the digits) tells an outer list ("2. wallet words") from the phrase's own numbering ("01 flash").
_NUMBER = re.compile(r"#?(\d{1,2})([.):-]?)\s*$")


def _numbered_phrase(text: str, run: list[tuple[int, int, int]]) -> tuple[int, int] | None:
    """The span of a seed phrase read in the order of its numbers, when the run's words of one numbering style are
    numbered exactly 1..n (n a phrase length, each number once): a numbered phrase inside a longer run of list words
    (its label and the errands around it), or written in two columns ("1. pepper   13. solar"), read row by row."""
    styles: dict[str, dict[int, tuple[int, int, int]]] = {}
    repeated: set[str] = set()
    for item in run:
        before = text[max(0, item[1] - 8):item[1]]
        m = _NUMBER.search(before)
        if m is None:
            continue
        numbered = styles.setdefault(m.group(2), {})
        number = int(m.group(1))
        if number in numbered:
            repeated.add(m.group(2))
        numbered[number] = item
    for style, numbered in styles.items():
        n = len(numbered)
        if style in repeated or n not in LENGTHS or sorted(numbered) != list(range(1, n + 1)):
            continue
        ordered = [numbered[i] for i in range(1, n + 1)]
        indices = [i for i, _, _ in ordered]
        if len(set(indices)) >= n - 2 and checksum_ok(indices):
            return min(a for _, a, _ in ordered), max(b for _, _, b in ordered)
    return None


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


def _layout(text: str, a: tuple[int, int, int], b: tuple[int, int, int]) -> str:
    """The separator between two words of a run, its digits as one mark ("\n2. " and "\n13. " are one layout), with
    the stop or quote that ends the first word ("concert. put": a sentence ends there)."""
    word = text[a[1]:a[2]]
    end = a[1] + len(word.rstrip(_PUNCT))
    return re.sub(r"\d+", "#", text[end:b[1]])


def _alone(text: str, word: tuple[int, int, int]) -> bool:
    """The word is a whole item of its line or of its comma-separated piece ("zavolat instalatérovi" is an errand
    holding a list word, not an item of a one-word-a-line list)."""
    lo = max(text.rfind(c, 0, word[1]) for c in "\n,;、，")
    hi = min((i for i in (text.find(c, word[2]) for c in "\n,;、，") if i >= 0), default=len(text))
    return not re.search(r"[^\W\d_]", text[lo + 1:word[1]] + text[word[2]:hi])


def _phrase_in(text: str, run: list[tuple[int, int, int]]) -> tuple[int, int] | None:
    """The span of a window of ``run`` (list indices with spans) that is a seed phrase.

    Only the run itself or the run less at most two list words around it (a label such as "wallet", a word after it
    such as "keep") is read: any window of 12 list words passes the checksum once in 16, so reading every window of a
    long list of ordinary words that happen to be list words (groceries, tags) refused 20 of them 57 % of the time
    and 29 of them 87 % (benchmarks/RESULTS.md, "Lead, session 16"). A numbered phrase inside a longer run is read by
    its numbers instead (_numbered_phrase).

    Round 12: a word left out must stand apart from the phrase's layout (its separator to the phrase is none of the
    phrase's own: "wallet: w1 w2 ...", "... w12. keep"). A list of 13 or 14 items of one layout (one a line, commas,
    numbered) holds two or three windows of 12, each passing once in 16; its items are all one list's."""
    for n in LENGTHS:
        if not n <= len(run) <= n + 2:
            continue
        for a in range(len(run) - n + 1):
            window = run[a:a + n]
            indices = [i for i, _, _ in window]
            if len(set(indices)) >= n - 2 and checksum_ok(indices):
                if len(run) > n:
                    inner = {_layout(text, x, y) for x, y in itertools.pairwise(window)}
                    left = [_layout(text, x, y) for x, y in itertools.pairwise(run[:a + 1]) if _alone(text, x)]
                    right = [_layout(text, x, y) for x, y in itertools.pairwise(run[a + n - 1:]) if _alone(text, y)]
                    if inner.intersection(left + right):
                        continue
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
                span = _phrase_in(text, run) or _numbered_phrase(text, run)
                if span is not None:
                    return span
            run = []
    return None


# Round 15: a phrase cut over two to four lines, each piece after its own label ("first half: ...", "part 2 ...",
# "(2/3) ...", "後半 ..."), as a chat's messages or a backup card's rows. The labels break the run that
# seed_phrase reads, so each line's piece is read on its own: what follows the line's last label mark (":", ")", "?",
# a dash) and is the line's trailing run of one list's words. Every combination of pieces is a new chance for the
# checksum (1 in 16 at 12 words), so this reading is kept narrow: only in a text that says it holds a seed phrase
# (_SAID_SEED: a grocery or packing list by category, "fruit: apple banana ...", never does), only consecutive lines
# whose pieces are three words or more, the pieces' sum a phrase length or at most two more, or one a line (the extra
# words a label's list words, "second half", "row two", dropped at the start of the pieces, at most two a piece).
_SAID_SEED_WORDS = (
    "seed", "phrase", "mnemonic", "recovery", "backup", "wallet", "metamask", "ledger", "trezor", "frase", "semilla",
    "récupération", "recuperation", "portefeuille", "recupero", "recuperação", "recuperacao", "recuperación",
    "carteira", "fráze", "fraze", "obnovovac", "wiederherstellung", "fraz", "odzyskiwania", "herstelzin", "kurtarma",
    "cüzdan", "cuzdan", "フレーズ", "復元", "복구", "니모닉", "助记词", "助記詞", "钱包", "錢包")
# Searched in the lower-cased text as one case-sensitive alternation of literals (sre runs it much faster than the
# same words ignoring case); or words numbered in ranges from the first ("words 1-12", "mots 1 à 8", "slova 1–8").
_SAID_SEED = re.compile("|".join(map(re.escape, sorted(_SAID_SEED_WORDS, key=len, reverse=True))))
_NUMBERED_FROM_ONE = re.compile(r"(?<!\d)1[ \t]*(?:-|–|à|a|to|bis|až|do)[ \t]*(?:6|8|12)(?!\d)")
_LABEL_MARK = re.compile(r".*(?:[:：)）?？]|\s[-–—])", re.S)
_PIECE_SPLIT = re.compile(r"[\s,、，;；]+")
_UNSAID_PIECES = re.compile(r"(?m)[:)）][ \t]*(?:[a-z]{3,8}[ \t,]+){2,}[a-z]{3,8}[ \t.]*$")
_PIECE_STRIP = "\"'“”«»「」()（）[]{}.!。"


def _tail_words(line: str) -> list[str]:
    """The words of ``line`` after its last label mark, normalised as the lists are."""
    mark = _LABEL_MARK.match(line)
    tail = line[mark.end():] if mark is not None else line
    return [_norm(w.strip(_PIECE_STRIP)) for w in _PIECE_SPLIT.split(tail) if w.strip(_PIECE_STRIP)]


def _piece(words: list[str], table: dict[str, int]) -> list[int]:
    """The list indices of the trailing run of ``words`` that are words of one list."""
    run: list[int] = []
    for w in reversed(words):
        if w not in table:
            break
        run.append(table[w])
    return run[::-1]


def _held_lists(text: str) -> tuple[list[str], list[list[str]], list[dict[str, int]]]:
    """The text's lines, each line's tail words, and the word lists that hold ten or more of those words (fewer than
    any phrase's, less a label's two); most texts have none."""
    tables, holders = _lists()
    lines = text.split("\n")
    tails = [_tail_words(line) for line in lines]
    counts = [0] * len(tables)
    for words in tails:
        for w in words:
            for n in holders.get(w, ()):
                counts[n] += 1
    return lines, tails, [table for table, count in zip(tables, counts, strict=True) if count >= 10]


def split_phrase(text: str) -> tuple[int, int] | None:
    """The span of a seed phrase cut over two to four consecutive lines after their labels, or None (see above)."""
    if "\n" not in text or len(text) < 40:
        return None
    low = text.lower()
    # Round 16: a text that does not say seed is read too, but only for 18 or 24 words with no label word to drop (a
    # 6- or 8-bit checksum, one reading a group: 1 in 64 or 256 by chance), as three "Msg 1: / Msg 2: / Msg 3:" lines
    said = _SAID_SEED.search(low) is not None or _NUMBERED_FROM_ONE.search(low) is not None
    if not said and (text.count("\n") > 8 or len(_UNSAID_PIECES.findall(text)) < 2):
        return None  # (one regex pass: two lines or more ending in a labelled run of short lower-case words)
    lines, tails, held = _held_lists(text)
    for table in held:
        pieces = [_piece(words, table) for words in tails]
        for first in range(len(lines) - 1):
            for size in (2, 3, 4):
                group = pieces[first:first + size]
                if len(group) < size or min(map(len, group)) < 3:
                    break
                if _checked(group, said):
                    start = sum(len(line) + 1 for line in lines[:first])
                    return start, start + sum(len(line) + 1 for line in lines[first:first + size]) - 1
    return None


# Round 45: the same pieces sent as chat turns with the other side's replies between them ("[21:03] Me: wallet words,
# first half: kitten name brother remember alarm nerve" / "[21:03] Sam: ok writing them down" / "[21:05] Me: second
# half: diagram demand ..."): the lines whose piece is three list words or more, in order, one or two lines apart at
# most, read as split_phrase reads consecutive lines (where the text does not say seed, 18 or 24 words exactly, no
# label's word dropped); never the consecutive lines split_phrase reads already.
_TURN_GAP = 2


def split_over_turns(text: str) -> tuple[int, int] | None:
    """The span of a seed phrase cut over chat turns with other lines between its pieces, or None (see above)."""
    if text.count("\n") < 2 or len(text) < 40 or text.count("\n") > 40:
        return None
    low = text.lower()
    said = _SAID_SEED.search(low) is not None or _NUMBERED_FROM_ONE.search(low) is not None
    if not said and len(_UNSAID_PIECES.findall(text)) < 2:
        return None  # (not said: 18 or 24 words exactly, as split_phrase reads them)
    lines, tails, held = _held_lists(text)
    for table in held:
        found = [(n, piece) for n, piece in ((n, _piece(words, table)) for n, words in enumerate(tails))
                 if len(piece) >= 3]
        for first in range(len(found) - 1):
            for size in (2, 3, 4):
                chosen = found[first:first + size]
                if len(chosen) < size or any(b[0] - a[0] > _TURN_GAP for a, b in itertools.pairwise(chosen)):
                    break
                if all(b[0] - a[0] == 1 for a, b in itertools.pairwise(chosen)):
                    continue  # consecutive lines: split_phrase's
                if _checked([piece for _, piece in chosen], said):
                    start = sum(len(line) + 1 for line in lines[:chosen[0][0]])
                    return start, sum(len(line) + 1 for line in lines[:chosen[-1][0] + 1]) - 1
    return None


def _checked(group: list[list[int]], said: bool = True) -> bool:
    """Some reading of the pieces, less at most two words at their starts, is a phrase with a valid checksum; where
    the text does not say seed (``said`` False), the pieces are exactly 18 or 24 words."""
    total = sum(map(len, group))
    for n in LENGTHS:
        extra = total - n
        # a label's list words at two pieces' starts ("... my seed" / "... second half"): up to two a piece (round 16)
        if not 0 <= extra <= (2 * len(group) if said else 0) or (not said and n < 18):
            continue
        for drops in itertools.product(range(min(extra, 2) + 1), repeat=len(group)):
            if sum(drops) != extra:
                continue
            indices = [i for piece, d in zip(group, drops, strict=True) for i in piece[d:]]
            if len(set(indices)) >= n - 2 and checksum_ok(indices):
                return True
    return False


# Round 18: a passphrase of list words stated as a password ("Passwort (mit Leerzeichen): still tumble vague season
# major", "Пароли ҳисоби ... edge pet nice riot pottery stadium аст"): four to eight lower-case words of the English
# list in a row, the last word of the sentence's Latin words (the sentence ends there, or goes on in another script:
# a verb after its object). An English sentence rarely holds four list words in a row and stops: the list has no
# "the", "is", "to", "of", "and", and prose goes on with them.
_RUN = re.compile(r"(?<![\w'-])[a-z]{3,8}(?:[ ]+[a-z]{3,8}){3,7}(?![\w'-])")
_RUN_ENDS = re.compile(r"[ \t]*(?:$|[\n.,;:!?)\]»”\"']|[^\x00-\x7f])")


def passphrase_after(text: str, start: int, stop: int) -> tuple[int, int] | None:
    """The span of a run of English list words in ``text[start:stop]`` that ends the sentence's Latin words (see
    above), or None."""
    english = _lists()[0][0]
    for m in _RUN.finditer(text, start, stop):
        words = m.group().split()
        if all(w in english for w in words) and len(set(words)) == len(words) and _RUN_ENDS.match(text, m.end()):
            return m.span()
    return None


# ------------------------------------------------------------------------------------------------
# Random letters told from words by the letter pairs of the Latin-script lists (round 21's model, guard/letters.py's
# docstring gives its measure; here since round 28, so that guard/shape.py reads it too).
# ------------------------------------------------------------------------------------------------

# The mean log-probability of a letter pair below which a run of letters is taken for random (see guard/letters.py's
# docstring); a word's pairs average about -2.8, random letters' about -5.
_RANDOM_BELOW = -4.0
_WORD_LISTS = ("english", "spanish", "french", "italian", "portuguese", "czech")


def _fold(word: str) -> str:
    return unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode().lower()


@cache
def _pair_model() -> tuple[dict[str, float], dict[str, float]]:
    """log P(b | a) for each letter pair of the word lists, and the log-probability given to an unseen pair after a
    (add-one-half smoothing over 27 symbols: the letters and the word's end)."""
    pairs: dict[str, int] = {}
    firsts: dict[str, int] = {}
    for name in _WORD_LISTS:
        for line in (_DIR / f"{name}.txt").read_text(encoding="utf-8").split():
            word = _fold(line) + "$"
            for a, b in itertools.pairwise(word):
                pairs[a + b] = pairs.get(a + b, 0) + 1
                firsts[a] = firsts.get(a, 0) + 1
    logp = {ab: math.log((n + 0.5) / (firsts[ab[0]] + 0.5 * 27)) for ab, n in pairs.items()}
    unseen = {a: math.log(0.5 / (n + 0.5 * 27)) for a, n in firsts.items()}
    return logp, unseen


def unlike_words(letters: str) -> bool:
    """Whether a run of lowercase ASCII letters (groups separated by spaces or dashes are scored group by group)
    reads as random letters rather than words (see guard/letters.py's docstring)."""
    logp, unseen = _pair_model()
    total, count = 0.0, 0
    for group in re.split(r"[ -]", letters):
        for a, b in itertools.pairwise(group):
            total += logp.get(a + b, unseen.get(a, math.log(1 / 27)))
            count += 1
    return count > 0 and total / count < _RANDOM_BELOW
