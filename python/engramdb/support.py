"""Answer support: how likely a recall found a memory that answers its question at all (abstention).

Recall always returns its best k memories, also when the scope holds no answer ("What shoe size does Ines wear?"
in a scope that knows Ines but not her shoes). The top hit's relevance alone tells the two apart poorly (AUROC
0.67 with E5 on the v2 evaluation set): such questions name the scope's own people and things, so the memories
about them score as high as answers do. :func:`support` reads two more things off the recall's own hits:

- the **margin**: the top hit's relevance above the mean relevance of the first SUPPORT_DEPTH hits. An answer
  stands out from the scope's other memories about the same subject; a question without one finds several
  about as close (the subject's memories) and none above them;
- the **coverage**: the share of the question's content words (function and question words left out; words
  compared by their first STEM_CHARS letters, so "salary" meets "salaries") that the top hit's text holds,
  each word weighted by its rarity among those hits (idf over the first SUPPORT_DEPTH hits: the subject's name,
  in all of them, weighs little; the asked attribute, "shoe size", much).

``support = margin * (0.5 + coverage)``: 0 when the top hit does not stand out, higher the more it does and the
more of what the question asks it holds. It is a score to threshold or rank by, not a probability. A
cross-lingual question covers no word, and keeps half its margin. Chosen on the v2 evaluation set only (the
held-out set was measured once, after the choice: benchmarks/RESULTS.md, "Recall quality, third pass"). Cost:
a regex split of the question and of SUPPORT_DEPTH hit texts, a few tens of microseconds, off the native path.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from functools import lru_cache

from .schema import Hit

__all__ = ["STEM_CHARS", "SUPPORT_DEPTH", "content_stems", "support"]

# How many of the recall's first hits the margin and the word weights are read over (recall's default k).
SUPPORT_DEPTH = 5
# Words are compared by their first STEM_CHARS letters (lower-cased).
STEM_CHARS = 5
_WORD = re.compile(r"[^\W_]+")
# English function and question words: what a question asks with, not what it asks about.
_FUNCTION_WORDS = frozenset((
    "a", "about", "after", "again", "all", "also", "am", "an", "and", "any", "are", "as", "at", "be", "been",
    "before", "being", "between", "both", "but", "by", "can", "could", "currently", "did", "do", "does", "doing",
    "during", "each", "ever", "for", "from", "get", "got", "had", "has", "have", "having", "he", "her", "here",
    "hers", "herself", "him", "himself", "his", "how", "i", "if", "in", "into", "is", "it", "its", "itself",
    "just", "me", "might", "more", "most", "must", "my", "myself", "no", "nor", "not", "now", "of", "on", "once",
    "only", "or", "other", "our", "ours", "ourselves", "out", "over", "s", "shall", "she", "should", "so", "some",
    "still", "such", "t", "than", "that", "the", "their", "theirs", "them", "themselves", "then", "there",
    "these", "they", "this", "those", "through", "to", "too", "under", "until", "up", "us", "very", "was", "we",
    "were", "what", "when", "where", "which", "while", "who", "whom", "whose", "why", "will", "with", "would",
    "you", "your", "yours", "yourself"))


@lru_cache(maxsize=8192)
def _stems(text: str) -> frozenset[str]:
    """A memory text's word stems (cached: recalls of a scope read the same memories again and again)."""
    return frozenset(w[:STEM_CHARS] for w in _WORD.findall(text.lower()))


def content_stems(question: str) -> tuple[str, ...]:
    """The question's content words (function and question words left out; one letter only if a digit), as
    stems of STEM_CHARS letters, each once, in order."""
    words = (w for w in _WORD.findall(question.lower())
             if w not in _FUNCTION_WORDS and (len(w) > 1 or w.isdigit()))
    return tuple(dict.fromkeys(w[:STEM_CHARS] for w in words))


def support(question: str, hits: Sequence[Hit]) -> float:
    """How much the recall `hits` of `question` (best first, as recall returns them) support an answer (see the
    module doc): the top hit's relevance margin over the first SUPPORT_DEPTH hits times (0.5 + its
    idf-weighted coverage of the question's content words). 0.0 without hits or with one (no margin to read)."""
    first = hits[:SUPPORT_DEPTH]
    if len(first) < 2:
        return 0.0
    relevance = [float(h.relevance) for h in first]
    margin = relevance[0] - math.fsum(relevance) / len(relevance)
    wanted = content_stems(question)
    coverage = 0.0
    if wanted:
        texts = [_stems(h.text) for h in first]
        n = len(texts)
        weight = {s: math.log(1.0 + (n + 0.5) / (sum(s in t for t in texts) + 0.5)) for s in wanted}
        coverage = sum(weight[s] for s in wanted if s in texts[0]) / sum(weight.values())
    return margin * (0.5 + coverage)
