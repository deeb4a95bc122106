"""E5's same-language bias and a per-store language offset (issue 18, holdout13's cross-lingual misses): a dense-only
proxy, not the shipped ranking (no lexical side, recency, importance or calibration).

    .venv/bin/python -m benchmarks.e5_language_offset [--cache DIR] SET [SET ...]

Each memory and question gets a language from a crude stopword-and-script guess (``guess``; no detector ships in
engramdb). "bias": E5's mean cosine of a question to the unrelated memories of its scope (not expected), split by
whether they share the question's language. "offset": each memory and question moved by its language's offset
``shrunk_mean(lang) - mean(majority language)`` over the whole store (shrunk toward the majority mean with K=5
pseudo-memories, so a language with one memory barely moves; the majority language, and a question whose language
no memory has, do not move), then renormalised; recall is the plain cosine over the scope's live memories (a keyed
memory superseded by a later one of its key left out). Prints r@1/r@5 per category before and after, and the cases
won and lost at rank 1. E5 vectors are cached per set in ``--cache`` (default /tmp/e5_language_offset)."""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

from engramdb import language
from engramdb.quality import shipped_quality_sets

# the product's lists (engramdb.language), which were these lists, copied from here when xling59 shipped the offset
_STOPWORDS = {k: set(v.split()) for k, v in language._STOPWORDS.items()}
_SCRIPTS = list(language._SCRIPTS)
K = 5.0  # pseudo-memories of the majority mean each language's mean is shrunk with


def guess(text: str) -> str:
    """A crude language guess: a script, else the stopword list with most hits (ties to English), else "x"."""
    for name, chars in _SCRIPTS:
        if re.search(f"[{chars}]", text):
            return name
    words = re.findall(r"[^\W\d_]+", text.lower())
    best, hits = "en", 0
    for name, stop in _STOPWORDS.items():
        n = sum(w in stop for w in words)
        if n > hits:
            best, hits = name, n
    if hits:
        return best
    return "en" if text.isascii() else "x"


def load(name: str, cache: Path) -> tuple[np.ndarray, np.ndarray, list[dict[str, Any]], list[dict[str, Any]]]:
    mems: list[dict[str, Any]] = []
    cases: list[dict[str, Any]] = []
    for line in shipped_quality_sets()[name].read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            record = json.loads(line)
            (mems if record["type"] == "memory" else cases).append(record)
    path = cache / f"{name}.npz"
    if not path.exists():
        from engramdb.e5 import E5Embedder
        e5 = E5Embedder(threads=1)
        cache.mkdir(parents=True, exist_ok=True)
        np.savez(path, D=e5.embed_documents([m["text"] for m in mems]), Q=e5.embed_queries([c["question"] for c in cases]))
    z = np.load(path)
    return z["D"].astype(np.float64), z["Q"].astype(np.float64), mems, cases


def offset(docs: np.ndarray, queries: np.ndarray, dl: np.ndarray, ql: np.ndarray, *, move_docs: bool = True,
           scale: float = 1.0) -> tuple[
        np.ndarray, np.ndarray]:
    """docs and queries moved by their language's offset from the majority language's mean (module doc); with
    move_docs False only the questions move (a memory's vector stays as stored)."""
    major = Counter(dl.tolist()).most_common(1)[0][0]
    base = docs[dl == major].mean(0)
    shift = {}
    for lang in set(dl.tolist()):
        n = float((dl == lang).sum())
        shift[lang] = (n * docs[dl == lang].mean(0) + K * base) / (n + K) - base
    zero = np.zeros(docs.shape[1])
    d = docs - np.stack([shift[x] for x in dl]) if move_docs else docs
    q = queries - scale * np.stack([shift.get(x, zero) for x in ql])
    return d / np.linalg.norm(d, axis=1, keepdims=True), q / np.linalg.norm(q, axis=1, keepdims=True)


def ranks(docs: np.ndarray, queries: np.ndarray, mems: list[dict[str, Any]], cases: list[dict[str, Any]]) -> list[
        tuple[str, bool, bool, str]]:
    """(category, hit at 1, hit in the top 5) of each answerable case, over its scope's live memories."""
    scope = np.array([m["scope"] for m in mems])
    live = np.ones(len(mems), bool)
    newest: dict[tuple[str, str], int] = {}
    for i, m in enumerate(mems):
        if m.get("key"):
            if (m["scope"], m["key"]) in newest:
                live[newest[(m["scope"], m["key"])]] = False
            newest[(m["scope"], m["key"])] = i
    out = []
    for ci, c in enumerate(cases):
        if c["expected"]:
            cand = np.where((scope == c["scope"]) & live)[0]
            order = [mems[i]["ref"] for i in cand[np.argsort(-(docs[cand] @ queries[ci]))]]
            out.append((c.get("category", "?"), order[0] in c["expected"], bool(set(c["expected"]) & set(order[:5])),
                        c["question"]))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("sets", nargs="+")
    parser.add_argument("--queries-only", action="store_true", help="move only the questions")
    parser.add_argument("--scale", type=float, default=1.0, help="times each question's offset is taken")
    parser.add_argument("--verbose", action="store_true", help="list the questions won and lost at rank 1")
    parser.add_argument("--cache", type=Path, default=Path("/tmp/e5_language_offset"))
    args = parser.parse_args()
    print("| set | bias: q non-EN -> same lang / EN | q EN -> EN / other | xling r@1/r@5 | after | all r@1/r@5 | after "
          "| won / lost at 1 |")
    print("|---|---|---|---|---|---|---|---|")
    for name in args.sets:
        docs, queries, mems, cases = load(name, args.cache)
        dl = np.array([guess(m["text"]) for m in mems])
        ql = np.array([guess(c["question"]) for c in cases])
        pairs: dict[str, list[float]] = {"xs": [], "xe": [], "ee": [], "ex": []}
        for ci, c in enumerate(cases):
            for mi, m in enumerate(mems):
                if m["scope"] == c["scope"] and m["ref"] not in c["expected"]:
                    key = ("e" if ql[ci] == "en" else "x") + ("s" if dl[mi] == ql[ci] != "en" else
                                                              "e" if dl[mi] == "en" else "x")
                    pairs.setdefault(key, []).append(float(queries[ci] @ docs[mi]))
        mean = {k: (f"{np.mean(v):.3f}" if v else "-") for k, v in pairs.items()}
        before = ranks(docs, queries, mems, cases)
        after = ranks(*offset(docs, queries, dl, ql, move_docs=not args.queries_only, scale=args.scale), mems, cases)

        def rate(rows: list[tuple[str, bool, bool, str]], cat: str | None) -> str:
            sel = [r for r in rows if cat is None or r[0] == cat]
            return f"{sum(r[1] for r in sel)}/{sum(r[2] for r in sel)} of {len(sel)}"
        won = sum(b[1] and not a[1] for a, b in zip(before, after))
        lost = sum(a[1] and not b[1] for a, b in zip(before, after))
        print(f"| {name} | {mean['xs']} / {mean['xe']} | {mean['ee']} / {mean['ex']} | {rate(before, 'cross_lingual')} "
              f"| {rate(after, 'cross_lingual')} | {rate(before, None)} | {rate(after, None)} | +{won} / -{lost} |")
        for a, b in zip(before, after):
            if args.verbose and a[1] != b[1]:
                print(f"    {'won' if b[1] else 'lost'} ({a[0]}): {a[3]}")


if __name__ == "__main__":
    main()
