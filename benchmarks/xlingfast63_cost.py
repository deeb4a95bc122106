"""What the language guess over a column (engramdb.language.codes, numpy over code points) saves against the loop of
per-text guesses it replaced (language._code per row: main's codes), each arm beside the other in the same process,
alternated round by round (issue 18 / 17).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice .venv/bin/python -m benchmarks.xlingfast63_cost --rows 20000 200000

- derive: SegmentSet.language_offset's first read of the sums on a store of `--rows` rows (the tunable sets' memory
  texts cycled, random unit vectors given, dense stand-in embedder): the text column read, every row guessed, one
  product per chunk. The sums dropped between rounds. CPU seconds (process time) and wall.
- write: remember_many of 10,000 rows (vectors given) on a store whose sums were read (so every write guesses its
  rows), CPU a batch; and the guess alone over those 10,000 texts.
Every round also checks the two arms give the same codes and the same offsets (bit for bit). Figures:
benchmarks/RESULTS.md, "xlingfast63 (session 29)"."""

from __future__ import annotations

import argparse
import functools
import json
import os
import time
from collections.abc import Callable, Sequence

import numpy as np

from benchmarks.eval_sets import TUNABLE_SETS
from engramdb import language
from engramdb.engine import segment_set
from engramdb.language import LANGUAGES, OFFSET_SHRINK
from engramdb.quality import shipped_quality_sets
from engramdb.store import MemoryStore

DIM = 384
COLUMN = language.codes


def loop_codes(texts: Sequence[str]) -> np.ndarray:
    """main's codes: the per-text guess in a Python loop over the rows."""
    return np.fromiter((language._code(t) for t in texts), np.uint8, len(texts))


ARMS: dict[str, Callable[[Sequence[str]], np.ndarray]] = {"loop": loop_codes, "column": COLUMN}


class Given:
    """A dense stand-in's name; every vector is given, so it never embeds."""

    name = "given-bench-v1"
    dim = DIM

    def _embed(self, texts: Sequence[str]) -> np.ndarray:
        raise AssertionError("vectors are given")

    embed_documents = embed_queries = embed = _embed


def _texts(rows: int) -> list[str]:
    memories = []
    for name in TUNABLE_SETS:
        for line in shipped_quality_sets()[name].read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                record = json.loads(line)
                if record["type"] == "memory":
                    memories.append(record["text"])
    return [memories[i % len(memories)] for i in range(rows)]


def _unit(rng: np.random.Generator, n: int) -> np.ndarray:
    v = rng.standard_normal((n, DIM)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def _offsets(store: MemoryStore) -> list[bytes]:
    return [b"" if (o := store.engine.language_offset("bench:derive", lang, OFFSET_SHRINK)) is None else o.tobytes()
            for lang in LANGUAGES]


def _timed(fn: Callable[[], object]) -> tuple[float, float]:
    cpu, wall = time.process_time(), time.perf_counter()
    fn()
    return time.process_time() - cpu, time.perf_counter() - wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, nargs="+", default=[20000])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    rng = np.random.default_rng(63)
    print(f"load average at start {os.getloadavg()[0]:.1f}", flush=True)
    for rows in args.rows:
        texts = _texts(rows)
        store = MemoryStore(embedder=Given(), dedup=False, calibration=None)
        for at in range(0, rows, 10000):
            store.remember_many("bench:derive", texts[at:at + 10000], embeddings=_unit(rng, len(texts[at:at + 10000])))
        times: dict[str, list[tuple[float, float]]] = {arm: [] for arm in ARMS}
        offsets: dict[str, list[bytes]] = {}
        for r in range(args.rounds):
            for arm in (ARMS if r % 2 == 0 else reversed(ARMS)):
                segment_set.codes = ARMS[arm]  # type: ignore[attr-defined]
                store.engine._languages.clear()
                times[arm].append(_timed(functools.partial(store.engine.language_offset, "bench:derive", "es",
                                                           OFFSET_SHRINK)))
                offsets[arm] = _offsets(store)
        segment_set.codes = COLUMN  # type: ignore[attr-defined]
        assert offsets["loop"] == offsets["column"], "the offsets differ"
        best = {arm: (min(c for c, _ in t), min(w for _, w in t)) for arm, t in times.items()}
        print(f"derive {rows} rows: loop CPU {best['loop'][0]:.3f} s (wall {best['loop'][1]:.3f}), column CPU "
              f"{best['column'][0]:.3f} s (wall {best['column'][1]:.3f}): CPU x{best['loop'][0] / best['column'][0]:.2f}"
              f", wall x{best['loop'][1] / best['column'][1]:.2f}; offsets bit-identical; load "
              f"{os.getloadavg()[0]:.1f}", flush=True)
        store.close()

    texts = _texts(10000)
    vectors = _unit(rng, 10000)
    assert loop_codes(texts).tolist() == COLUMN(texts).tolist()
    write: dict[str, list[float]] = {arm: [] for arm in ARMS}
    guess: dict[str, list[float]] = {arm: [] for arm in ARMS}
    for r in range(args.rounds * 2):
        for arm in (ARMS if r % 2 == 0 else reversed(ARMS)):
            segment_set.codes = ARMS[arm]  # type: ignore[attr-defined]
            store = MemoryStore(embedder=Given(), dedup=False, calibration=None)
            store.remember_many("bench:write", texts[:10], embeddings=vectors[:10])
            store.engine.language_offset("bench:write", "es", OFFSET_SHRINK)  # kept from here: every write guesses
            write[arm].append(_timed(functools.partial(store.remember_many, "bench:write", texts, embeddings=vectors))[0])
            guess[arm].append(_timed(functools.partial(ARMS[arm], texts))[0])
            store.close()
    segment_set.codes = COLUMN  # type: ignore[attr-defined]
    w = {arm: float(np.median(t)) for arm, t in write.items()}
    g = {arm: float(np.median(t)) for arm, t in guess.items()}
    print(f"write 10,000 rows (vectors given, sums kept), CPU median of {args.rounds * 2}: loop {w['loop'] * 1e3:.1f} ms, "
          f"column {w['column'] * 1e3:.1f} ms (x{w['loop'] / w['column']:.2f}); the guess alone: loop "
          f"{g['loop'] * 1e3:.1f} ms, column {g['column'] * 1e3:.1f} ms (x{g['loop'] / g['column']:.2f}); load "
          f"{os.getloadavg()[0]:.1f}", flush=True)


if __name__ == "__main__":
    main()
