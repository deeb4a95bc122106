"""Trains the guard's character n-gram signal (python/engramdb/guard/ngram.py) and measures it honestly.

Corpora: every labelled row of the nine guard corpora (guard_corpus tune + holdout, fresh, blind4..blind9; nothing
else is read). Each text is normalised as the write path normalises it (guard.normalise_for_check). The model is a
logistic regression on hashed character and character-class n-grams, trained with numpy (full batch Adam, fixed
seed-free schedule: deterministic).

    PYTHONPATH=python python benchmarks/guard_ngram/train_ngram.py --loco     # leave one corpus out: the estimate
    PYTHONPATH=python python benchmarks/guard_ngram/train_ngram.py --write    # train on all nine, write the weights

Leave-one-corpus-out: for each corpus, a model trained on the eight others scores the held-out corpus; reported per
threshold: the held-out secrets the rules miss that the signal adds, and the held-out benign rows the rules accept that
it refuses. The threshold written with --write is the lowest logit at which no benign row of any corpus that the rules
accept is refused (so that no corpus's benign floor can rise), but never below --min-threshold (chosen from the
leave-one-corpus-out figures, see benchmarks/RESULTS.md).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

from engramdb import guard
from engramdb.guard import ngram

HERE = Path(__file__).resolve().parent
CORPORA = {
    "tune": HERE.parent / "guard_corpus" / "secrets_tune.jsonl",
    "holdout": HERE.parent / "guard_corpus" / "secrets_holdout.jsonl",
    "fresh": HERE.parent / "guard_corpus_fresh" / "secrets_fresh.jsonl",
    **{f"blind{n}": HERE.parent / f"guard_corpus_blind{n}" / f"secrets_blind{n}.jsonl" for n in range(4, 10)},
}


def load() -> tuple[list[str], np.ndarray, np.ndarray, list[str]]:
    texts, labels, corpus = [], [], []
    for name, path in CORPORA.items():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                texts.append(row["text"])
                labels.append(row["label"] == "secret")
                corpus.append(name)
    return texts, np.array(labels), np.array(corpus), list(CORPORA)


def rules_refuse(texts: list[str]) -> np.ndarray:
    """Whether the rules alone (the guard without this signal) refuse each text, as the write path checks it."""
    checked = guard.normalise_for_check(texts)
    out = np.zeros(len(texts), bool)
    for i, t in enumerate(checked):
        out[i] = bool(guard.secrets._rules_many([t]))
    return out


class Sparse:
    """Rows of (bucket, value) pairs, concatenated (a CSR matrix without scipy)."""

    def __init__(self, texts: list[str]) -> None:
        feats = [ngram.features(ngram.local(t)) for t in texts]
        self.lengths = np.array([len(f[0]) for f in feats])
        self.starts = np.concatenate([[0], np.cumsum(self.lengths)[:-1]])
        self.idx = np.concatenate([f[0] for f in feats])
        self.val = np.concatenate([f[1] for f in feats])
        self.row = np.repeat(np.arange(len(texts)), self.lengths)

    def take(self, rows: np.ndarray) -> Sparse:
        out = Sparse.__new__(Sparse)
        keep = np.isin(self.row, rows)
        remap = np.full(len(self.lengths), -1)
        remap[rows] = np.arange(len(rows))
        out.idx, out.val, out.row = self.idx[keep], self.val[keep], remap[self.row[keep]]
        out.lengths = self.lengths[rows]
        return out

    def dot(self, w: np.ndarray) -> np.ndarray:
        return np.bincount(self.row, weights=w[self.idx] * self.val, minlength=len(self.lengths))

    def tdot(self, r: np.ndarray) -> np.ndarray:
        return np.bincount(self.idx, weights=r[self.row] * self.val, minlength=ngram.DIM)


def train(x: Sparse, y: np.ndarray, *, iters: int = 300, lr: float = 0.05, l2: float = 1e-4) -> tuple[np.ndarray, float]:
    """Full-batch Adam on the mean logistic loss plus l2; benign rows weigh as much in total as secret rows."""
    pos = y.mean()
    sw = np.where(y, 0.5 / pos, 0.5 / (1 - pos)) / len(y)
    return adam(x, y, sw, ngram.DIM, iters=iters, lr=lr, l2=l2)


def adam(x: Any, y: np.ndarray, sample_weight: np.ndarray, dim: int, *, iters: int, lr: float,
         l2: float) -> tuple[np.ndarray, float]:
    """Full-batch Adam on the weighted mean logistic loss plus l2 over `x` (rows of bucket features with .dot and
    .tdot: this file's Sparse, or loco.py's)."""
    w = np.zeros(dim)
    b = 0.0
    m = np.zeros(dim)
    v = np.zeros(dim)
    mb = vb = 0.0
    for t in range(1, iters + 1):
        z = x.dot(w) + b
        p = 1 / (1 + np.exp(-z))
        r = (p - y) * sample_weight
        g = x.tdot(r) + l2 * w
        gb = float(r.sum())
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g * g
        mb = 0.9 * mb + 0.1 * gb
        vb = 0.999 * vb + 0.001 * gb * gb
        c1, c2 = 1 - 0.9**t, 1 - 0.999**t
        w -= lr * (m / c1) / (np.sqrt(v / c2) + 1e-8)
        b -= lr * (mb / c1) / (np.sqrt(vb / c2) + 1e-8)
    return w, b


def scores(texts: list[str], w: np.ndarray, b: float) -> np.ndarray:
    out = np.empty(len(texts))
    for i, t in enumerate(texts):
        idx, val = ngram.features(ngram.local(t))
        out[i] = float(w[idx] @ val) + b
    return out


def write(w: np.ndarray, b: float, checked: list[str], y: np.ndarray, rules: np.ndarray, corpus: np.ndarray,
          names: list[str], min_threshold: float) -> None:
    """Store the model (weights as float16) with its threshold: the lowest logit above every benign row that the
    rules accept and the gate lets through, in any corpus (+0.01), and not below ``min_threshold``."""
    w = w.astype(np.float16).astype(np.float64)  # as stored
    s = scores(checked, w, b)
    free_benign = s[~y & ~rules]
    thr = max(min_threshold, float(free_benign.max()) + 0.01 if len(free_benign) else 0.0)
    added = (s >= thr) & y & ~rules
    print(f"in sample: threshold {thr:.3f}; adds {int(added.sum())} secrets, 0 benign")
    for name in names:
        sel = corpus == name
        print(f"  {name:<8} +{int((added & sel).sum())} secrets")
    np.savez_compressed(ngram.WEIGHTS_PATH, w=w.astype(np.float16), b=np.float64(b), threshold=np.float64(thr))
    print(f"wrote {ngram.WEIGHTS_PATH} ({ngram.WEIGHTS_PATH.stat().st_size} bytes)")


THRESHOLDS = (0.0, 1.0, 1.5, 1.64, 2.0, 2.5, 3.0)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--loco", action="store_true", help="leave one corpus out: the honest estimate")
    ap.add_argument("--write", action="store_true", help="train on every corpus and write the weights")
    ap.add_argument("--min-threshold", type=float, default=0.0)
    args = ap.parse_args(argv)
    texts, y, corpus, names = load()
    checked = guard.normalise_for_check(texts)
    rules = rules_refuse(texts)
    x = Sparse(checked)
    print(f"{len(texts)} rows, {int(y.sum())} secrets; the rules refuse {int((rules & y).sum())} secrets, "
          f"{int((rules & ~y).sum())} benign", flush=True)
    gate = np.zeros(len(texts), bool)
    gate[sorted(ngram.gated(checked))] = True  # only a gated text is scored (ngram.GATE)
    rules_shown = rules.copy()
    rules |= ~gate  # below: what the gate does not let through, the signal cannot add
    if args.loco:
        total = {t: [0, 0] for t in THRESHOLDS}
        print("held out    secrets(rules)  benign(rules) | added secrets / added benign at logit " +
              " ".join(f"{t:>7}" for t in THRESHOLDS))
        for name in names:
            test = np.flatnonzero(corpus == name)
            tr = np.flatnonzero((corpus != name) & gate)  # a model learns only from texts it would score
            w, b = train(x.take(tr), y[tr])
            s = scores([checked[i] for i in test], w, b)
            yt, rt = y[test], rules[test]
            shown = rules_shown[test]
            cells = []
            for t in THRESHOLDS:
                add_s = int(((s >= t) & yt & ~rt).sum())
                add_b = int(((s >= t) & ~yt & ~rt).sum())
                total[t][0] += add_s
                total[t][1] += add_b
                cells.append(f"{add_s:>3}/{add_b:<3}")
            print(f"{name:<10} {int((shown & yt).sum()):>4}/{int(yt.sum()):<4}     {int((shown & ~yt).sum()):>3}/{int((~yt).sum()):<4}"
                  f"    | " + " ".join(f"{c:>7}" for c in cells), flush=True)
        print("all held out (sum)" + " " * 27 + "| " + " ".join(f"{total[t][0]:>3}/{total[t][1]:<3}" for t in THRESHOLDS))
    if args.write:
        tr = np.flatnonzero(gate)
        w, b = train(x.take(tr), y[tr])
        write(w, b, checked, y, rules, corpus, names, args.min_threshold)
    return 0


if __name__ == "__main__":
    sys.exit(main())
