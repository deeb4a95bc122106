"""A change across languages (issue 18; RESULTS.md, branch newest46): how a language-aware change test would mark and
reorder, measured before any of it is built into the conflict pass.

The test: two facts of one scope in different languages (``english``: a crude binary test, English or not) are a
change (the newer replacing the older) when the newer is the older's nearest fact *among the facts in the newer's
language* and the older the newer's nearest *among the older's language*, each by a cosine margin of at least
``margin`` over the second-nearest in that language. Comparing within one language removes E5's same-language bias,
which keeps an English fact's nearest fact English and defeats the plain mutual-nearest test (branch newest45).

``pairs``: over every same-scope pair of facts in different languages (the scope's facts as the neighbours), how many
the test marks at each margin, true (a case names the two as its expected and stale memories) or false, how many of
them no word rule marks already (semantics.states_a_change, _names_change, _label_change) and how many false marks
fall on a memory that answers a case. ``eval``: the eval figures (engramdb.quality.evaluate, as ``engramdb eval``)
with the test run after each recall over its pool (the best CHANGE_POOL candidates, as recall's conflict pass reads
them: the neighbours are the pool's facts) and its marks given to semantics.newer_first (the newer hit put before the
older when it has NEWER_RELEVANCE of its relevance), against recall as shipped, with each case's rank 1 won or lost.
A simulation in Python around MemoryStore.recall (two recalls per case), not the native pass.

    S=v2,holdout,$(seq -s, -f 'holdout%g' 2 17)
    PYTHONPATH=python:. .venv/bin/python benchmarks/xl_change_sim.py pairs --sets $S --embedder e5 --cache e5.pkl
    PYTHONPATH=python:. .venv/bin/python benchmarks/xl_change_sim.py eval --sets $S --embedder e5 --cache e5.pkl \\
        --margins 0.04,0.05
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.eval_sets import TUNABLE_SETS, refuse_blind
from engramdb import semantics
from engramdb.embedders import HashingEmbedder
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.schema import KIND_CODE
from engramdb.store import MemoryStore
from engramdb.support import FUNCTION_WORDS

_LOWER = re.compile(r"(?<![\w'’-])[^\W\d_A-ZÀ-ÖØ-Þ][\w'’-]*")
_FIRST = re.compile(r"^\W*([^\W\d_][\w'’-]*)")
_NON_LATIN = re.compile("[\u0370-\u03ff\u0400-\u04ff\u0590-\u05ff\u0600-\u06ff\u0e00-\u0e7f\u3040-\u30ff"
                        "\u4e00-\u9fff\uac00-\ud7af]")
# short words of other Latin-script languages that English does not write as a word
_FOREIGN_WORDS = ("de da do dos das la el los las en het een und der die op y e och og ja ke di dan yang wa na cha ya le "
                  "les du des et à au aux il lo con por para com em no nos est är ist sind mit von")
_FOREIGN = frozenset(_FOREIGN_WORDS.split(" "))
# English function words no other common Latin-script language writes as a word
_ENGLISH = FUNCTION_WORDS - {"a", "i", "no", "is", "was", "we", "am", "an", "so", "me", "s", "t", "he", "her", "die",
                             "more", "over", "up", "us", "do", "most", "had", "hers", "just", "once", "still"}


def english(text: str) -> bool:
    """Whether `text` reads as English: no letter of a non-Latin script, under two (and under a quarter) of its
    lower-case words (its first word too) non-ASCII or a short word of another language, and an English function word
    among them when there are four or more."""
    if _NON_LATIN.search(text):
        return False
    found = _LOWER.findall(text)
    first = _FIRST.match(text)
    if first and first.group(1)[0].isupper():
        found = [first.group(1).lower(), *found]
    foreign = sum(1 for w in found if not w.isascii() or w in _FOREIGN)
    if foreign >= 2 or (found and foreign >= 0.25 * len(found)):
        return False
    return len(found) < 4 or any(w in _ENGLISH for w in found)


def in_common_words(texts: list[str]) -> list[bool]:
    """For each of `texts`, whether it is written in the words of the others (the group's main language): a quarter or
    more of its lower-case words of three letters or more (its first word too) stand in another of the texts. A text
    in another language meets the others only in names and numbers."""
    found = []
    for text in texts:
        lowered = _LOWER.findall(text)
        first = _FIRST.match(text)
        if first and first.group(1)[0].isupper():
            lowered.append(first.group(1).lower())
        found.append({w for w in lowered if len(w) >= 3})
    seen = Counter(itertools.chain.from_iterable(found))
    return [not words or sum(seen[w] > 1 for w in words) >= 0.25 * len(words) for words in found]


LANGUAGE_TESTS = {"english": lambda texts: [english(t) for t in texts], "common": in_common_words}


def xl_changes(texts: list[str], vectors: np.ndarray, newer_than: Any, margin: float,
               language: str = "english") -> set[tuple[int, int]]:
    """(newer, older) index pairs of `texts` (their `vectors`) that the language-aware test marks; newer_than(i, j):
    whether text i is newer than text j; language: how the two languages are told apart (LANGUAGE_TESTS: english, or
    in_common_words over `texts`)."""
    unit = vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
    sims = unit @ unit.T
    np.fill_diagonal(sims, -2.0)
    lang = np.array(LANGUAGE_TESTS[language](texts))
    best: dict[tuple[int, bool], tuple[int, float]] = {}  # (i, side) -> (nearest, margin over the second)
    for i, side in itertools.product(range(len(texts)), (False, True)):
        row = np.where(lang == side, sims[i], -2.0)
        order = np.argsort(-row, kind="stable")
        second = row[order[1]] if len(order) > 1 else -2.0
        best[(i, side)] = int(order[0]), float(row[order[0]] - max(second, -1.0))
    out = set()
    for i, j in itertools.permutations(range(len(texts)), 2):
        if lang[i] == lang[j] or not newer_than(i, j):
            continue
        (to_i, gap_i), (to_j, gap_j) = best[(j, bool(lang[i]))], best[(i, bool(lang[j]))]
        if to_i == i and to_j == j and min(gap_i, gap_j) >= margin:
            out.add((i, j))
    return out


def _read(name: str) -> tuple[dict[str, list[dict[str, Any]]], set[tuple[str, str, str]], set[tuple[str, str]]]:
    """A set's memories by scope, its (scope, expected, stale) triples and the (scope, ref) of every answer."""
    by_scope: dict[str, list[dict[str, Any]]] = defaultdict(list)
    truth: set[tuple[str, str, str]] = set()
    answers: set[tuple[str, str]] = set()
    with open(shipped_quality_sets()[name], encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or not line.strip():
                continue
            record = json.loads(line)
            if record.get("type") == "memory":
                by_scope[record["scope"]].append(record)
            elif record.get("type") == "case":
                for ref in record["expected"]:
                    answers.add((record["scope"], ref))
                    truth.update((record["scope"], ref, s) for s in record.get("stale", []))
    return by_scope, truth, answers


def _word_marked(newer: str, older: str, kind: str) -> bool:
    a, b = semantics.stems(newer) - semantics._CHANGE_CUES, semantics.stems(older) - semantics._CHANGE_CUES
    code = KIND_CODE.get(kind, 0)
    return semantics.states_a_change(newer, older) or (not semantics.states_an_addition(newer) and (
        semantics._names_change(newer, older, a, b, code) or semantics._label_change(newer, older, a, b, code)))


def _documents(embedder: Any, texts: list[str]) -> np.ndarray:
    embed = getattr(embedder, "embed_documents", embedder.embed)
    return np.asarray(embed(texts), np.float64)


def pairs(sets: list[str], embedder: Any, margins: list[float], language: str = "english") -> None:
    counts = {m: [0, 0, 0, 0, 0, 0] for m in margins}  # true, false, false on an answer; the same, newly marked
    for name in sets:
        by_scope, truth, answers = _read(name)
        for scope, records in by_scope.items():
            facts = [r for r in records if r.get("kind", "fact") == "fact"]
            if len(facts) < 3:
                continue
            texts = [r["text"] for r in facts]
            vectors = _documents(embedder, texts)
            ago = [r.get("days_ago", 0) for r in facts]
            for m in margins:
                for i, j in xl_changes(texts, vectors, lambda i, j, ago=ago: ago[i] < ago[j], m, language):
                    true = (scope, facts[i]["ref"], facts[j]["ref"]) in truth
                    on_answer = not true and (scope, facts[j]["ref"]) in answers
                    new = not _word_marked(texts[i], texts[j], facts[j].get("kind", "fact"))
                    for k, hit in enumerate((true, not true, on_answer)):
                        counts[m][k] += hit
                        counts[m][k + 3] += hit and new
                    if new and not true:
                        print(f"false {name} margin>={m}{' (an answer)' if on_answer else ''}\n   N: {texts[i][:100]}"
                              f"\n   O: {texts[j][:100]}")
    for m, (t, f, fa, nt, nf, nfa) in counts.items():
        print(f"margin >= {m}: {t} true, {f} false ({fa} on an answer); newly marked {nt} true, {nf} false "
              f"({nfa} on an answer)")


def run_eval(sets: list[str], embedder: Any, margins: list[float], language: str = "english") -> None:
    shipped = MemoryStore.recall
    doc_embedder = embedder or HashingEmbedder()

    def figures(name: str, margin: float | None) -> tuple[dict[str, Any], list[int | None]]:
        def recall(self: MemoryStore, scope: str, query: Any, *args: Any, **options: Any) -> Any:
            hits = shipped(self, scope, query, *args, **options)
            if margin is None:
                return hits
            pool = [h for h in shipped(self, scope, query, *args, **{**options, "k": semantics.CHANGE_POOL})
                    if h.memory.kind == "fact"]
            if len(pool) < 3:
                return hits
            texts = [h.memory.text for h in pool]
            found = xl_changes(texts, _documents(doc_embedder, texts),
                               lambda i, j: pool[i].memory.created_at > pool[j].memory.created_at, margin, language)
            served = {h.id for h in hits}
            changes = {(pool[i].id, pool[j].id) for i, j in found if pool[i].id in served and pool[j].id in served}
            marked.update((scope, pool[i].memory.text, pool[j].memory.text) for i, j in found
                          if pool[i].id in served and pool[j].id in served)
            return semantics.newer_first(hits, changes) if changes else hits

        marked: set[tuple[str, str, str]] = set()  # (scope, newer text, older text) of the pairs marked among hits
        MemoryStore.recall = recall  # type: ignore[method-assign]
        try:
            store = MemoryStore(embedder=embedder, clock=EVAL_NOW.timestamp)
            report = evaluate(store, read_case_set(str(shipped_quality_sets()[name]), store=store).cases)
        finally:
            MemoryStore.recall = shipped  # type: ignore[method-assign]
        o = report.overall
        if margin is not None:
            by_scope, truth, answers = _read(name)
            text = {(scope, r["ref"]): r["text"] for scope, records in by_scope.items() for r in records}
            true = {(scope, text[(scope, n)], text[(scope, old)]) for scope, n, old in truth}
            answer_texts = {(key[0], text[key]) for key in answers}
            false = [m for m in marked if m not in true]
            print(f"  {name} margin>={margin}: {len(marked)} pairs marked among hits, {len(marked) - len(false)} true, "
                  f"{len(false)} false ({sum((m[0], m[2]) in answer_texts for m in false)} the older an answer)")
            for m in false:
                print(f"    false: {m[1][:90]!r} over {m[2][:90]!r}")
        return ({"r@1": o["recall@1"], "r@5": o["recall@5"], "newest first": o.get("newest_first"),
                 "changed r@1": report.by_category.get("changed_fact", {}).get("recall@1")},
                [r.rank for r in report.results])

    for name in sets:
        before, ranks = figures(name, None)
        print(name, "shipped", json.dumps(before), flush=True)
        for m in margins:
            after, moved = figures(name, m)
            won = sum(1 for a, b in zip(ranks, moved) if a != 1 and b == 1)
            lost = sum(1 for a, b in zip(ranks, moved) if a == 1 and b != 1)
            print(name, f"margin>={m}", json.dumps(after), f"r@1 +{won} / -{lost}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mode", choices=("pairs", "eval"))
    parser.add_argument("--sets", default=",".join(TUNABLE_SETS))
    parser.add_argument("--embedder", choices=("e5", "hashing"), default="e5")
    parser.add_argument("--cache", type=Path, default=Path("e5_vectors.pkl"), help="E5 vectors kept between runs")
    parser.add_argument("--margins", default="0.03,0.04,0.05,0.06")
    parser.add_argument("--language", choices=sorted(LANGUAGE_TESTS), default="english")
    args = parser.parse_args()
    sets = args.sets.split(",")
    refuse_blind(sets)
    embedder: Any = None
    if args.embedder == "e5":
        from benchmarks.lookup_misses import DiskCachedE5

        embedder = DiskCachedE5(args.cache)
    margins = [float(m) for m in args.margins.split(",")]
    try:
        if args.mode == "pairs":
            pairs(sets, embedder or HashingEmbedder(), margins, args.language)
        else:
            run_eval(sets, embedder, margins, args.language)
    finally:
        if embedder is not None:
            embedder.save()


if __name__ == "__main__":
    main()
