"""A probe, not a mechanism: E5's cross-lingual rank-1 misses on every tunable set, each classified by the term of
the fused score that puts the winner above the answer, and every answerable case's rank kept so that two runs
(`--variant`) compare case by case (issue 18).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 .venv/bin/python -m benchmarks.xling49_misses \
        --cache /tmp/xling49/e5cache.pkl --out /tmp/xling49/base.json [--variant NAME] [--embedder hashing]

The ranks are engramdb.quality.evaluate's (the figures ``engramdb eval --set X --embedder e5 --json`` prints). For a
cross-lingual miss the store's own recall (k=10) is read again and the winner's lead over the answer split into the
fused score's terms under the question's own weights and share (recall's per-query rules re-run here): dense
relevance, lexical, recency, importance; "reorder" when the winner's final score is below the answer's (a conflict
mark serving a newer value first, or slot_first). Blind sets (benchmarks/eval_sets.py) are refused.
Figures in benchmarks/RESULTS.md, "xling49 (session 27)"."""

from __future__ import annotations

import argparse
import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

from benchmarks.eval_sets import TUNABLE_SETS as TUNABLE
from benchmarks.eval_sets import refuse_blind
from benchmarks.lookup_misses import DiskCachedE5
from engramdb import store as store_module
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.scoring import DEFAULT_HALF_LIVES
from engramdb.store import MemoryStore, _default_weights, _language_share, query_rule
from engramdb.subjects import asks_in_english
from engramdb.timeref import hinted


def _importance_scale(scale: float) -> Any:
    """A variant: language_weights also multiplies the importance weight by `scale` for an other-language question."""
    def patch() -> None:
        shipped = store_module.language_weights

        def weights(w: Any, text: str, reference: Any, foreign: bool) -> Any:
            out = shipped(w, text, reference, foreign)
            if out is w or not foreign:
                return out
            return replace(out, importance=out.importance * scale)
        store_module.language_weights = weights
    return patch


def _nameless() -> None:
    """A variant: a question in another language naming its scope's subject is embedded without the name only (not
    the mean of with and without)."""
    shipped = MemoryStore._dense_text

    def dense_text(self: MemoryStore, scope: str, text: str) -> tuple[str, ...]:
        out = shipped(self, scope, text)
        return out[1:] if len(out) == 2 else out
    MemoryStore._dense_text = dense_text  # type: ignore[method-assign]


_LOWER_WORD = re.compile(r"\b[^\W\d_A-Z]*[^\W\d_a-zA-Z][^\W\d_]*")


def accented(text: str) -> bool:
    """A language-general mark with no lexicon: the text holds a lower-case word with a letter outside a-z ("fidélité",
    "się", "środy", "Schließfach", any word in a script without capitals: 三者面談, صباح) - names ("Élodie",
    "Tomáš") start with a capital and do not count. It misses other-language texts written in a-z alone (Dutch,
    Indonesian)."""
    return any(not word[0].isupper() for word in _LOWER_WORD.findall(text))


def _mixed_share(share: float, least: float, mark: str = "lexicon") -> Any:
    """A variant (probe only): an English question with the default share over a scope whose memories are at least
    `least` another language by xling43's mark (benchmarks/xling_language_mark_probe.english, a lexicon read from the
    tuning sets' English questions: not shippable as is) is recalled with lexical share `share`."""
    def patch() -> None:
        from benchmarks.xling_language_mark_probe import english

        other = (lambda t: not english(t)) if mark == "lexicon" else accented
        from engramdb.engine.params import DEFAULT_HYBRID

        shipped = MemoryStore.recall
        mixed: dict[tuple[int, str], float] = {}

        def recall(self: MemoryStore, scope: str, query: Any, **options: Any) -> Any:
            if isinstance(query, str) and options.get("hybrid") is None and asks_in_english(query) \
                    and query_rule(query, True, None, False)[1] == DEFAULT_HYBRID:
                key = (id(self), scope)
                if key not in mixed:
                    rows = [m.text for m in self.list(scope, limit=100_000)]
                    mixed[key] = sum(other(t) for t in rows) / max(1, len(rows))
                if mixed[key] >= least:
                    options["hybrid"] = share
            return shipped(self, scope, query, **options)
        MemoryStore.recall = recall  # type: ignore[method-assign]
    return patch


def _mixed_params(share: float, least: float) -> Any:
    """A variant of the shipped mixed-scope rule: MIXED_SCOPE_HYBRID and MIXED_SCOPE_MIN_SHARE set."""
    def patch() -> None:
        from engramdb.engine import params

        params.MIXED_SCOPE_HYBRID, params.MIXED_SCOPE_MIN_SHARE = share, least
    return patch


VARIANTS: dict[str, Any] = {"nameless": _nameless, "off": _mixed_params(0.3, 2.0),
                            **{f"shipped{a}_{b}": _mixed_params(float(a), float(b))
                               for a in ("0", "0.1", "0.15", "0.2") for b in ("0.15", "0.2", "0.25", "0.3")},
                            **{f"mixed{a}_{b}": _mixed_share(float(a), float(b))
                               for a in ("0", "0.1", "0.15", "0.2") for b in ("0.1", "0.2", "0.3")},
                            **{f"accent{a}_{b}": _mixed_share(float(a), float(b), "accented")
                               for a in ("0", "0.1", "0.15", "0.2") for b in ("0.1", "0.2", "0.3", "0.4")}, **{f"importance{s}": _importance_scale(float(s)) for s in ("0", "0.33", "0.5", "0.67")}}


def _terms(hit: Any) -> dict[str, Any]:
    return {"text": hit.text[:110], "final": round(hit.final, 3), "relevance": round(hit.relevance, 3),
            "lexical": round(hit.lexical, 3), "recency": round(hit.recency, 3), "importance": round(hit.importance, 3)}


def _question_params(store: MemoryStore, scope: str, question: str) -> tuple[Any, float, bool]:
    """The weights and lexical share recall gives `question` (its per-query rules, as MemoryStore.recall runs them)."""
    reference, share = query_rule(question, True, None, store._lexical_embedder)
    weights = store_module._DEFAULT_WEIGHTS
    foreign = store._in_other_language(scope, question)
    share = _language_share(share, foreign)
    if _default_weights(weights):
        weights = store_module.language_weights(weights, question, reference, foreign)
    weights, _ = hinted(reference, weights, DEFAULT_HALF_LIVES)
    return weights, float(share or 0.0), foreign


def _classify(winner: Any, answer: Any, weights: Any, share: float) -> tuple[str, dict[str, float]]:
    if winner.final < answer.final:
        return "reorder", {}
    sim = weights.similarity
    leads = {"dense": sim * (1 - share) * (winner.relevance - answer.relevance),
             "lexical": sim * share * (winner.lexical - answer.lexical),
             "recency": weights.recency * (winner.recency - answer.recency),
             "importance": weights.importance * (winner.importance - answer.importance)}
    return max(leads, key=lambda k: leads[k]), {k: round(v, 4) for k, v in leads.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedder", default="e5")
    parser.add_argument("--sets", default=",".join(TUNABLE))
    parser.add_argument("--variant", default="", help="a name in VARIANTS (monkeypatches recall's rules)")
    parser.add_argument("--cache", type=Path, default=Path("e5_vectors.pkl"))
    parser.add_argument("--out", type=Path, default=Path("xling49.json"))
    args = parser.parse_args()
    if args.variant:
        VARIANTS[args.variant]()
    names = [s for s in args.sets.split(",") if s]
    refuse_blind(names)
    summary: dict[str, Any] = {}
    ranks: dict[str, Any] = {}
    misses: list[dict[str, Any]] = []
    e5 = DiskCachedE5(args.cache) if args.embedder == "e5" else None
    for name in names:
        store = MemoryStore(embedder=e5, clock=EVAL_NOW.timestamp)
        cases = read_case_set(shipped_quality_sets()[name], store=store).cases
        report = evaluate(store, cases)
        cat = report.by_category
        summary[name] = {"n": report.overall.get("n"), "r1": report.overall["recall@1"],
                         "r5": report.overall["recall@5"], "xl_r1": cat.get("cross_lingual", {}).get("recall@1"),
                         "xl_r5": cat.get("cross_lingual", {}).get("recall@5"),
                         "newest": report.overall.get("newest_first"),
                         "auroc_answer": report.overall.get("abstention_auroc_answer")}
        for i, result in enumerate(report.results):
            case = result.case
            if not case.expected:
                continue
            ranks[f"{name}/{i}"] = [result.rank, case.category, case.question]
            if result.rank == 1 or case.category != "cross_lingual":
                continue
            hits = store.recall(case.scope, case.question, k=10)
            answer = next((h for h in hits if h.id in case.expected), None)
            weights, share, foreign = _question_params(store, case.scope, case.question)
            row: dict[str, Any] = {"set": name, "i": i, "scope": case.scope, "question": case.question,
                                   "rank": result.rank, "english": asks_in_english(case.question),
                                   "foreign": foreign, "share": share,
                                   "weights": [weights.similarity, weights.recency, weights.importance],
                                   "top": [_terms(h) for h in hits[:3]]}
            if answer is None or not hits:
                row["class"] = "not in top 10"
            else:
                row["answer"] = _terms(answer)
                row["class"], row["leads"] = _classify(hits[0], answer, weights, share)
            misses.append(row)
        if e5 is not None:
            e5.save()
        print(f"{name:10s} " + json.dumps(summary[name]), flush=True)
        args.out.write_text(json.dumps({"summary": summary, "ranks": ranks, "misses": misses}, indent=1,
                                       ensure_ascii=False))


if __name__ == "__main__":
    main()
