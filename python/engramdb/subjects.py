"""A scope's subject: the name its memories are about, and a question's text without it for a dense model.

An agent's scope is often about one thing: a person ("Maya prefers window seats"), a firm, a boat. Some of its
memories name that subject ("Sea Wren is a 32-foot sailing yacht ..."), many leave it implicit ("The engine is a
Volvo Penta 2030 diesel"). A dense model (E5) asked "What engine does Sea Wren have?" then ranks the memories that
name the subject above the one that answers: the name weighs as much as the asked word, and every memory naming
it shares it (benchmarks/RESULTS.md, "Recall quality, fourth pass": ~12 of E5's 21 lookup misses). Within its
scope the subject's name tells no memory from another, so recall embeds a question that names it with the name
replaced by "it" (:func:`without_subject`), when the question is in the scope's language (SAME_LANGUAGE: in
another language the name is what ties it to the memories, and recall searches with the mean of the question's
embeddings with and without it: MemoryStore.dense_vectors); the lexical side still reads the whole question.

The subject is found from the scope's own memories (:class:`NameCounts`, kept per scope by engine.SegmentSet and
updated on every insert), in two ways (:func:`subject_of`):

* the name word that the most memories mention, when it is in at least SUBJECT_MIN_SHARE of them and in at least
  SUBJECT_DOMINANCE times as many as any other name ("Maya" in 29 of 49 memories; a household with two pets or a
  home with two owners has no one subject);
* the words of the scope's own name that its memories write capitalised ("vessel:sea-wren": "Sea Wren"; a firm, a
  team or a club is named in few of its memories, but its scope is named after it).

A name word is a capitalised word with a lower-case letter and no digit (not an identifier such as "T07" nor an
acronym such as "RDS", which a question names to tell one thing from another), met capitalised inside a sentence,
and, for the first way, never written in lower case in the scope ("The", "Sea" of "at sea").
No word list and no grammar beyond capital letters: a scope whose names are not capitalised, or that is about
several things, has no subject, and recall is then unchanged.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

__all__ = ["LANGUAGE_WORD_MIN", "SAME_LANGUAGE", "SHARED_ASKING_WORDS", "SUBJECT_DOMINANCE", "SUBJECT_MIN_MEMORIES",
           "SUBJECT_MIN_SHARE", "NameCounts", "asks_in_english", "other_language", "scope_words", "subject_of",
           "without_subject"]

# The first way's thresholds (module doc): the share of a scope's memories that must name its subject, how far
# ahead of the next name it must be, and the fewest memories. Set by reading the five shipped sets' names before
# any run (benchmarks/RESULTS.md, "A scope's subject left out of the dense query"), not swept.
SUBJECT_MIN_SHARE = 0.2
SUBJECT_DOMINANCE = 1.5
SUBJECT_MIN_MEMORIES = 3
# A question is taken to be in its scope's language when at least this share of its lower-case words (the
# subject's name aside) stand in the scope's memories; in another language the name is what ties the question to
# the memories (E5 cross-lingual questions lost up to 3 cases without this rule). Statements share few words
# with questions ("what", "does"), hence a low share: 0.5 skipped English questions too ("What engine does Sea
# Wren have?"); 0.25 and 0.5 were the two tried, on the five shipped sets.
SAME_LANGUAGE = 0.25

# English words questions are asked with: a question holding one is taken to be in English, whatever share of its
# other words the scope writes (statements seldom hold "what", "does", "did": other_language would read short
# English questions as another language by the share alone).
ASKING_WORDS = frozenset({"what", "which", "who", "whom", "whose", "when", "where", "why", "how", "does", "do", "did",
                          "is", "are", "was", "were", "has", "have", "had", "can", "could", "should", "would",
                          "will", "the", "a", "an", "my", "our", "your", "we", "you", "i", "any", "there", "tell",
                          # English function words of a question's body, so that a question asked with a shared
                          # word alone ("Do businesses ... or do they pay up front?") still reads as English
                          "they", "them", "their", "it", "its", "this", "that", "these", "those", "and", "or",
                          "with", "from", "about"})
# Asking words that other languages write as words of their own ("a" in Spanish, Hungarian or Slovak, "i" in Polish
# or Italian, "an", "was", "will" in German, "is" in Dutch, "do", "my", "we" in Polish): alone they do not make a
# question English ("Ki keni be a gyerekeket naptejjel nyáron?"); other_language then reads the question's words.
SHARED_ASKING_WORDS = frozenset({"a", "i", "an", "is", "do", "was", "will", "my", "we"})
_ENGLISH_ONLY = ASKING_WORDS - SHARED_ASKING_WORDS  # what asks_in_english looks for, made once
# The shortest word other_language counts in the scope's share: one- and two-letter words ("a", "be", "de", "la",
# "to") stand in memories of many languages and would read a question in another language as the scope's.
LANGUAGE_WORD_MIN = 3

_UPPER = "A-ZÀ-ÖØ-Þ"
_WORD = rf"[{_UPPER}][\w'’-]*"
# a run of capitalised words ("Sea Wren", "Maya Chen's"), not inside another word
_RUN = re.compile(rf"(?<![\w'’-])({_WORD}(?:[ \t]+{_WORD})*)")
_LOWER_WORD = re.compile(rf"(?<![\w'’-])[^\W\d_{_UPPER}][\w'’-]*")
_POSSESSIVE = re.compile(r"(?:['’]s|['’])$")
_LETTERS = re.compile(r"[^\W\d_]+")
# a name word: a lower-case letter and no digit (see the module doc)
_NAME_WORD = re.compile(rf"(?=\D*$)[\w'’-]*[^\W\d_{_UPPER}]")


def _words(run: str) -> list[str]:
    return [_POSSESSIVE.sub("", w) for w in run.split()]


def _other_letters(lowered: list[str]) -> bool:
    """Whether one of a text's lower-case words (`lowered`: _LOWER_WORD's) holds a letter outside a-z ("fidélité",
    "się", "środy", a word of a script without capitals: 三者面談, صباح). English writes its words in a-z; names
    ("Élodie", "Tomáš", "Şarköy", "Đồng Văn") start with a capital and are not read, nor are curly apostrophes
    ("don’t"). A mark with no word list, so it misses texts in another language written in a-z alone (most Dutch,
    Indonesian, many Spanish or Italian sentences): what it measures is a scope's share of such texts, not each
    text's language."""
    return any(not w.isascii() and not w[0].isupper() and any(c.isalpha() and not c.isascii() for c in w)
               for w in lowered)


def _sentence_initial(text: str, at: int) -> bool:
    """Whether position `at` of `text` starts a sentence (nothing but spaces since the text's start or a stop)."""
    i = at - 1
    while i >= 0 and text[i].isspace():
        i -= 1
    return i < 0 or text[i] in ".!?;:"


@dataclass
class NameCounts:
    """What a scope's texts (`scope`: its name) say about its names: how many texts (`n`), in how many texts each
    capitalised word stands (`df`), the words met in lower case (`lower`), the capitalised words met inside a
    sentence or after the first word of a run (`named`: a word only ever capitalised at a sentence's start is no
    name)
    and the words each shares a run with (`partners`: "Sea" and "Wren" are one name), and how many texts hold a
    lower-case word with a letter outside a-z (`other_letters`: _other_letters)."""

    scope: str = ""
    n: int = 0
    df: Counter[str] = field(default_factory=Counter)
    lower: set[str] = field(default_factory=set)
    named: set[str] = field(default_factory=set)
    partners: dict[str, set[str]] = field(default_factory=dict)
    other_letters: int = 0
    _subject: frozenset[str] | None = None
    _fresh: bool = True

    def add(self, texts: Iterable[str]) -> None:
        """Counts more texts of the scope (its memories, as they are written)."""
        for text in texts:
            seen: set[str] = set()
            for match in _RUN.finditer(text):
                words = _words(match.group(1))
                seen.update(words)
                if len(words) > 1:
                    for w in words:
                        self.partners.setdefault(w, set()).update(words)
                # at a sentence's start the run's first word may be any word ("The RDS instance"), the rest are
                # names; elsewhere every word of the run is
                self.named.update(words[1:] if _sentence_initial(text, match.start()) else words)
            self.df.update(seen)
            lowered = _LOWER_WORD.findall(text)
            self.lower.update(w.lower() for w in lowered)
            self.other_letters += not text.isascii() and _other_letters(lowered)  # most English texts: ASCII
            self.n += 1
            self._fresh = False

    def other_letters_share(self) -> float:
        """The share of the scope's texts that hold a lower-case word with a letter outside a-z (_other_letters): a
        language mark with no word list, read by MemoryStore's mixed-scope share (store._mixed_share)."""
        return self.other_letters / self.n if self.n else 0.0

    def subject(self) -> frozenset[str] | None:
        """The words of the scope's subject (subject_of), or None; worked out again only after an add."""
        if not self._fresh:
            self._subject, self._fresh = subject_of(self), True
        return self._subject


def scope_words(scope: str) -> set[str]:
    """The words a scope's name may give its subject ("vessel:sea-wren" -> {"sea", "wren"}): the letters-only words
    of three or more letters after the name's last ":" (a kind prefix such as "user:" names no one), in lower
    case. An id ("patient:p-10482") gives none."""
    return {w for w in re.split(r"[\W_]+", scope.rsplit(":", 1)[-1].lower()) if len(w) >= 3 and w.isalpha()}


def subject_of(counts: NameCounts) -> frozenset[str] | None:
    """The words of the subject of `counts`' scope in lower case (the module doc's two ways, together), or None."""
    out: set[str] = set()
    names = [(c, w) for w, c in counts.df.items()
             if w in counts.named and w.lower() not in counts.lower and _NAME_WORD.match(w)]
    if names:
        names.sort(key=lambda cw: (-cw[0], cw[1]))
        count, word = names[0]
        partners = counts.partners.get(word, ())
        runner_up = next((c for c, w in names[1:] if w not in partners), 0)  # another name, not a word of this one
        if count >= SUBJECT_MIN_MEMORIES and count >= SUBJECT_MIN_SHARE * counts.n \
                and count >= SUBJECT_DOMINANCE * runner_up:
            out.add(word.lower())
    words = scope_words(counts.scope)
    # the scope's name says these are names: written capitalised anywhere is enough ("Canalside Pharmacy is ...")
    out.update(w.lower() for w in counts.df if w.lower() in words and _NAME_WORD.match(w))
    return frozenset(out) if out else None


def other_language(query: str, vocabulary: set[str]) -> bool:
    """Whether `query` is in another language than its scope's memories: it holds none of the English words questions
    are asked with (ASKING_WORDS) and under SAME_LANGUAGE of its lower-case words stand in the scope (`vocabulary`,
    NameCounts.lower). A question of capitalised words and identifiers only is not."""
    if asks_in_english(query):
        return False
    lowered = [w.lower() for w in _LOWER_WORD.findall(query)]
    longer = [w for w in lowered if len(w) >= LANGUAGE_WORD_MIN] or lowered  # short words only: read them
    return bool(longer) and sum(w in vocabulary for w in longer) < SAME_LANGUAGE * len(longer)


@functools.lru_cache(maxsize=4096)  # a recall asks it of the same question up to four times (store, standing)
def asks_in_english(query: str) -> bool:
    """Whether `query` holds one of the English words questions are asked with (ASKING_WORDS) that no other language
    writes (SHARED_ASKING_WORDS are not enough alone): one regex pass and a set test, made before other_language
    reads the scope's words (most questions hold one)."""
    return not _ENGLISH_ONLY.isdisjoint(_LETTERS.findall(query.lower()))


def without_subject(query: str, subject: frozenset[str] | None, vocabulary: set[str] | None = None) -> str | None:
    """`query` with the subject's name replaced by "it" ("its" for a possessive): "What engine does Sea Wren have?"
    -> "What engine does it have?". The name is a run of capitalised words each of which is a word of `subject`
    (subject_of's lower-case words) or a word the scope writes in lower case (`vocabulary`, NameCounts.lower:
    "Eastgate Library", "The Tempest"); a run with another name in it is another subject ("Michael Brannigan" in
    the Brannigan family's scope, "Inkwell Press's VAT") and stays. At a sentence's start the run's first word may
    be any word ("Did Sea Wren ..."), and stays. None when the query names no such run, when nothing but the name
    would be left, or (given `vocabulary`) when under SAME_LANGUAGE of its other lower-case words stand in the
    scope: in another language the name is what ties the question to the memories."""
    lowered = query.lower()
    if not subject or not any(w in lowered for w in subject):  # the common case, without the regexes
        return None
    common = vocabulary if vocabulary is not None else set()
    out: list[str] = []
    rest: list[str] = []
    at = 0
    for match in _RUN.finditer(query):
        run = match.group(1)
        words = run.split()
        first = 1 if len(words) > 1 and _sentence_initial(query, match.start()) \
            and _POSSESSIVE.sub("", words[0]).lower() not in subject else 0
        name = [_POSSESSIVE.sub("", w).lower() for w in words[first:]]
        if not any(w in subject for w in name) or not all(w in subject or w in common for w in name):
            continue
        kept = query[at:match.start()] + "".join(w + " " for w in words[:first])
        out.append(kept)
        rest.append(kept)
        out.append("its" if _POSSESSIVE.search(run) else "it")
        at = match.end()
    if at == 0:
        return None
    out.append(query[at:])
    rest.append(query[at:])
    left = "".join(rest)
    if not (_LOWER_WORD.search(left) or _RUN.search(left)):
        return None
    if vocabulary is not None:
        words = [w.lower() for w in _LOWER_WORD.findall(left)]
        if sum(w in vocabulary for w in words) < SAME_LANGUAGE * len(words):
            return None
    return re.sub(r"[ \t]{2,}", " ", "".join(out)).strip()
