"""A probe, not a mechanism: re-rank the top few hits of a question in another language than its scope's memories
(MemoryStore._in_other_language: after xling43/xling49 such a question is scored by E5's relevance and importance
alone) by a second, language-neutral signal, and measure every category on every tunable set (issue 18).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 .venv/bin/python -m benchmarks.xling54_rerank \
        --cache /tmp/xling54/e5cache.pkl --out /tmp/xling54/rerank.json [--embedder hashing] [--variants a,b]

Each set's store is built once; every variant is one ``engramdb.quality.evaluate`` over it (the figures ``engramdb
eval --set X --embedder e5 --json`` prints) with MemoryStore.recall wrapped: for a foreign text question the first
TOP hits are re-ordered by ``final + gamma * signal(question, hit)`` (the rest kept), nothing else changes. Signals:

- ``passage``: cos(question embedded as an E5 *passage*, memory vector): the symmetric doc-doc E5 similarity added
  to the score (E5's "query:" prefix is trained for question -> passage; a passage -> passage reading of a foreign
  question might weigh the topic over the scope's hub).
- ``cognate``: character 4-gram Jaccard between the question's and the memory's lower-case words of 4+ letters (loan
  words and cognates: "Stammcrew"/"crew", "fumigación"/"fumigation", "kalibrering"/"calibration").
- ``neutral``: the share of the question's language-neutral tokens (digits, identifiers, capitalised words that do
  not open a sentence) that the memory holds, the scope's subject's words left out (every memory of a scope names it).
- ``offset``: cos(q - offset[L], m) - cos(q, m), L the question's guessed language (benchmarks/e5_language_offset.
  guess), offset[L] the mean E5 query vector of the *other* sets' questions guessed L minus their English questions'
  mean (leave-one-set-out: the set measured never feeds its own table); ``generic``: one offset for every foreign
  question (all non-English questions' mean minus the English mean, no language guessed); ``stopoffset``: a data-free
  table, E5's vector of each stopword list minus the English list's.

The ``top`` part of a variant name (e.g. ``offset3.0_top5``) is how many hits are re-ordered. Three variants act in
recall's own path instead (the whole ranking recall's, nothing re-ordered after it): ``qmove`` / ``qstop`` / ``qgen``
move a foreign question's search vector itself (MemoryStore._dense_vector) by ``scale`` times the leave-one-set-out
table's / the stopword table's / the generic offset, renormalised (the ``top`` part is ignored); ``qdoc`` /
``qscope`` move it by the offset the store's / the question's scope's own memories give (store_offsets /
scope_offsets: per guessed language, the memories' mean passage vector shrunk toward the English memories' mean with
``--shrink`` pseudo-memories, minus that mean; no question read).

Ranks per case are kept so variants compare case by case against "base" (won / lost at rank 1 and in the top 5,
every category). Blind sets (benchmarks/eval_sets.py) are refused. Figures: benchmarks/RESULTS.md, "xling54
(session 28)"."""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.eval_sets import TUNABLE_SETS as TUNABLE
from benchmarks.eval_sets import refuse_blind
from benchmarks.lookup_misses import DiskCachedE5
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.store import MemoryStore

_WORD = re.compile(r"[^\W\d_]{4,}")
_NEUTRAL = re.compile(r"\b(?:\w*\d\w*|[A-Z][\w'-]+)")
_SENTENCE_START = re.compile(r"(?:^|[.!?¿¡:]\s+)([A-Z][\w'-]+)")


def _grams(text: str) -> set[str]:
    out: set[str] = set()
    for word in _WORD.findall(text.lower()):
        out.update(word[i:i + 4] for i in range(len(word) - 3))
    return out


def cognate(question: str, text: str, _ctx: Any) -> float:
    q, m = _grams(question), _grams(text)
    return len(q & m) / len(q | m) if q and m else 0.0


def _neutral_tokens(text: str, subject_words: set[str]) -> set[str]:
    starts = set(_SENTENCE_START.findall(text))
    return {t.lower() for t in _NEUTRAL.findall(text) if t not in starts and t.lower() not in subject_words}


def neutral(question: str, text: str, ctx: Any) -> float:
    q = _neutral_tokens(question, ctx["subject"])
    if not q:
        return 0.0
    return len(q & {t.lower() for t in re.findall(r"[\w'-]+", text)}) / len(q)


def passage(question: str, text: str, ctx: Any) -> float:
    e5: DiskCachedE5 = ctx["e5"]
    qv = e5.embed_documents([question])[0]
    mv = e5.embed_documents([text])[0]
    return float(np.dot(qv, mv) / (np.linalg.norm(qv) * np.linalg.norm(mv)))


_OFFSETS: dict[str, np.ndarray] = {}  # the current set's per-language question offsets (leave-one-set-out)


def language_offsets(names: list[str], e5: DiskCachedE5, held_out: str) -> dict[str, np.ndarray]:
    """Per guessed language (benchmarks/e5_language_offset.guess), the mean E5 query vector of the other sets'
    questions in it minus their English questions' mean: a fixed table a release could ship, measured here on the
    sets it was not read from. Languages with fewer than 8 questions get none."""
    from benchmarks.e5_language_offset import guess

    by: dict[str, list[np.ndarray]] = {}
    for name in names:
        if name == held_out:
            continue
        for line in shipped_quality_sets()[name].read_text(encoding="utf-8").splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                record = json.loads(line)
                if record.get("type") != "memory" and record.get("question"):
                    by.setdefault(guess(record["question"]), []).append(e5.embed_queries([record["question"]])[0])
    english = np.mean(by["en"], axis=0)
    out = {lang: np.mean(v, axis=0) - english for lang, v in by.items() if lang not in ("en", "x") and len(v) >= 8}
    out["*"] = np.mean([q for lang, v in by.items() if lang != "en" for q in v], axis=0) - english
    return out


def scope_offsets(name: str, e5: DiskCachedE5, k: float = 5.0) -> dict[str, dict[str, np.ndarray]]:
    """store_offsets per scope: each scope's table from its own memories only (a scope with no English memory has
    none)."""
    from benchmarks.e5_language_offset import guess

    by: dict[str, dict[str, list[np.ndarray]]] = {}
    for line in shipped_quality_sets()[name].read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            record = json.loads(line)
            if record.get("type") == "memory":
                by.setdefault(record["scope"], {}).setdefault(guess(record["text"]), []).append(
                    e5.embed_documents([record["text"]])[0])
    out: dict[str, dict[str, np.ndarray]] = {}
    for scope, langs in by.items():
        if "en" not in langs:
            continue
        english = np.mean(langs["en"], axis=0)
        out[scope] = {lang: (len(v) * np.mean(v, axis=0) + k * english) / (len(v) + k) - english
                      for lang, v in langs.items() if lang not in ("en", "x")}
    return out


def store_offsets(name: str, e5: DiskCachedE5, k: float = 5.0) -> dict[str, np.ndarray]:
    """A table from the store's own memories (no question read): per guessed language, the mean E5 passage vector of
    the set's memories in it, shrunk toward the English memories' mean with `k` pseudo-memories, minus that mean
    (xbias33's per-store offset, here applied to the question only)."""
    from benchmarks.e5_language_offset import guess

    by: dict[str, list[np.ndarray]] = {}
    for line in shipped_quality_sets()[name].read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            record = json.loads(line)
            if record.get("type") == "memory":
                by.setdefault(guess(record["text"]), []).append(e5.embed_documents([record["text"]])[0])
    english = np.mean(by["en"], axis=0)
    return {lang: (len(v) * np.mean(v, axis=0) + k * english) / (len(v) + k) - english
            for lang, v in by.items() if lang not in ("en", "x")}


def stopword_offsets(e5: DiskCachedE5) -> dict[str, np.ndarray]:
    """A data-free table: per stopword language of benchmarks/e5_language_offset, E5's query vector of its stopword
    list minus that of the English list (no question of any set read)."""
    from benchmarks.e5_language_offset import _STOPWORDS

    vectors = {lang: e5.embed_queries([" ".join(sorted(words))])[0] for lang, words in _STOPWORDS.items()}
    out = {lang: v - vectors["en"] for lang, v in vectors.items() if lang != "en"}
    out["*"] = np.mean([v for lang, v in vectors.items() if lang != "en"], axis=0) - vectors["en"]
    return out


def offset(question: str, text: str, ctx: Any) -> float:
    from benchmarks.e5_language_offset import guess

    table = ctx["stop"] if ctx["table"] == "stop" else _OFFSETS
    shift = table.get("*") if ctx.get("generic") else table.get(guess(question))
    if shift is None:
        return 0.0
    e5: DiskCachedE5 = ctx["e5"]
    q = e5.embed_queries([question])[0]
    m = e5.embed_documents([text])[0]
    m = m / np.linalg.norm(m)
    moved = q - shift
    return float(np.dot(moved, m) / np.linalg.norm(moved) - np.dot(q, m) / np.linalg.norm(q))


def stopoffset(question: str, text: str, ctx: Any) -> float:
    if "stop" not in ctx["cached"]:
        ctx["cached"]["stop"] = stopword_offsets(ctx["e5"])
    return offset(question, text, {**ctx, "table": "stop", "stop": ctx["cached"]["stop"]})


def generic(question: str, text: str, ctx: Any) -> float:
    """One offset for every foreign question, no language guessed: the mean of the other sets' non-English questions
    minus their English questions' mean."""
    return offset(question, text, {**ctx, "generic": True})


SIGNALS: dict[str, Callable[[str, str, Any], float]] = {"cognate": cognate, "neutral": neutral, "passage": passage,
                                                        "offset": offset, "stopoffset": stopoffset,
                                                        "generic": generic}
_CACHED: dict[str, Any] = {}


def _variants() -> dict[str, tuple[str, float, int]]:
    out: dict[str, tuple[str, float, int]] = {}
    for signal, gammas in (("cognate", (0.1, 0.3, 1.0)), ("neutral", (0.02, 0.05, 0.1)),
                           ("passage", (0.5, 1.0, 2.0, 4.0)), ("neutral", (0.2, 0.4)),
                           ("offset", (1.0, 2.0, 3.0, 4.0, 8.0)), ("stopoffset", (1.0, 2.0, 4.0, 8.0)),
                           ("generic", (1.0, 2.0, 3.0, 4.0, 8.0)), ("qmove", (0.25, 0.35, 0.5, 1.0, 1.5)),
                           ("qstop", (0.5, 1.0, 1.5)), ("qgen", (0.5, 1.0, 1.5)),
                           ("qdoc", (0.25, 0.35, 0.5, 0.75, 1.0, 1.5)), ("qscope", (0.5, 1.0))):
        for gamma in gammas:
            for top in (2, 5):
                out[f"{signal}{gamma}_top{top}"] = (signal, gamma, top)
    return out


VARIANTS = _variants()


_SHIPPED_DENSE = MemoryStore._dense_vector


def _move(variant: tuple[str, float, int], e5: Any) -> None:
    """The query-side variant in recall's own path: a foreign question's search vector moved by its language's
    offset (`q - scale * offset`, renormalised) before the dense search, the whole ranking then recall's."""
    from benchmarks.e5_language_offset import guess

    kind, scale, _ = variant

    def dense_vector(self: MemoryStore, scope: str, text: str) -> np.ndarray:
        vector = _SHIPPED_DENSE(self, scope, text)
        if not self._in_other_language(scope, text):
            return vector
        if kind == "qstop" and "stop" not in _CACHED:
            _CACHED["stop"] = stopword_offsets(e5)
        table = _CACHED["stop"] if kind == "qstop" else _CACHED["docs"] if kind == "qdoc" else \
            _CACHED["scopes"].get(scope, {}) if kind == "qscope" else _OFFSETS
        shift = table.get("*") if kind == "qgen" else table.get(guess(text))
        if shift is None:
            return vector
        moved = vector - scale * shift
        return (moved / np.linalg.norm(moved)).astype(np.float32)
    MemoryStore._dense_vector = dense_vector  # type: ignore[method-assign]


def _wrap(variant: tuple[str, float, int] | None, e5: Any) -> None:
    MemoryStore._dense_vector = _SHIPPED_DENSE  # type: ignore[method-assign]
    if variant is not None and variant[0] in ("qmove", "qstop", "qgen", "qdoc", "qscope"):
        _move(variant, e5)
        return
    shipped = MemoryStore.recall

    def recall(self: MemoryStore, scope: str, query: Any, **options: Any) -> Any:
        hits = shipped(self, scope, query, **options)
        if variant is None or not isinstance(query, str) or len(hits) < 2 or not self._in_other_language(scope, query):
            return hits
        signal, gamma, top = variant
        subject, _ = self._engine.subject(scope)
        words = set(subject or ())
        ctx = {"e5": e5, "subject": words, "table": "sets", "cached": _CACHED}
        head = list(hits[:top])
        # recall's own order is not always by final (a conflict mark, slot_first): the base of each hit's score is
        # the least final down to it, so gamma 0 keeps recall's order exactly
        floors = np.minimum.accumulate([h.final for h in head])
        score = {h.id: float(f) + gamma * SIGNALS[signal](query, h.text, ctx) for h, f in zip(head, floors)}
        head.sort(key=lambda h: -score[h.id])
        return head + list(hits[top:])
    MemoryStore.recall = recall  # type: ignore[method-assign]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedder", default="e5")
    parser.add_argument("--sets", default=",".join(TUNABLE))
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--cache", type=Path, default=Path("e5_vectors.pkl"))
    parser.add_argument("--shrink", type=float, default=5.0, help="qdoc: English pseudo-memories each mean is shrunk with")
    parser.add_argument("--out", type=Path, default=Path("xling54.json"))
    args = parser.parse_args()
    names = [s for s in args.sets.split(",") if s]
    refuse_blind(names)
    variants = ["base"] + [v for v in args.variants.split(",") if v and v != "base"]
    e5 = DiskCachedE5(args.cache) if args.embedder == "e5" else None
    shipped = MemoryStore.recall
    out: dict[str, Any] = {v: {"summary": {}, "ranks": {}} for v in variants}
    for name in names:
        store = MemoryStore(embedder=e5, clock=EVAL_NOW.timestamp)
        cases = read_case_set(shipped_quality_sets()[name], store=store).cases
        if e5 is not None and any(v.startswith(("offset", "generic", "qmove", "qgen")) for v in variants):
            _OFFSETS.clear()
            _OFFSETS.update(language_offsets(names, e5, name))
        if e5 is not None and any(v.startswith("qdoc") for v in variants):
            _CACHED["docs"] = store_offsets(name, e5, args.shrink)
        if e5 is not None and any(v.startswith("qscope") for v in variants):
            _CACHED["scopes"] = scope_offsets(name, e5, args.shrink)
        for variant in variants:
            MemoryStore.recall = shipped  # type: ignore[method-assign]
            _wrap(VARIANTS.get(variant), e5)
            report = evaluate(store, cases)
            cat = report.by_category
            out[variant]["summary"][name] = {
                "r1": report.overall["recall@1"], "r5": report.overall["recall@5"],
                "xl_r1": cat.get("cross_lingual", {}).get("recall@1"),
                "xl_r5": cat.get("cross_lingual", {}).get("recall@5"),
                "newest": report.overall.get("newest_first"),
                "auroc_answer": report.overall.get("abstention_auroc_answer")}
            for i, result in enumerate(report.results):
                if result.case.expected:
                    out[variant]["ranks"][f"{name}/{i}"] = [result.rank, result.case.category]
        MemoryStore.recall = shipped  # type: ignore[method-assign]
        if e5 is not None:
            e5.save()
        print(f"{name:10s} base " + json.dumps(out["base"]["summary"][name]), flush=True)
        args.out.write_text(json.dumps(out))
    base = out["base"]["ranks"]
    for variant in variants[1:]:
        ranks = out[variant]["ranks"]
        won1 = sum(1 for k in base if base[k][0] != 1 and ranks[k][0] == 1)
        lost1 = sum(1 for k in base if base[k][0] == 1 and ranks[k][0] != 1)
        in5 = lambda r: r is not None and r <= 5  # noqa: E731
        won5 = sum(1 for k in base if not in5(base[k][0]) and in5(ranks[k][0]))
        lost5 = sum(1 for k in base if in5(base[k][0]) and not in5(ranks[k][0]))
        xl_won = sum(1 for k in base if base[k][1] == "cross_lingual" and base[k][0] != 1 and ranks[k][0] == 1)
        xl_lost = sum(1 for k in base if base[k][1] == "cross_lingual" and base[k][0] == 1 and ranks[k][0] != 1)
        auroc = np.mean([out[variant]["summary"][n]["auroc_answer"] for n in names]) - \
            np.mean([out["base"]["summary"][n]["auroc_answer"] for n in names])
        print(f"{variant:22s} r@1 +{won1}/-{lost1}  top5 +{won5}/-{lost5}  xling r@1 +{xl_won}/-{xl_lost}  "
              f"AUROC(answer) mean {auroc:+.4f}", flush=True)


if __name__ == "__main__":
    main()
