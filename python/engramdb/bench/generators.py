"""Seeded synthetic memories for the accuracy benchmark: unit float32 vectors, the metadata that makes the
fused score matter (ages in days, importance), and queries made from held-out draws of the same distribution.

Three generators, each a function of (rows, dim, queries, seed) only:

* ``isotropic``: today's bench data (common.clustered_data: Gaussian centres, noise 0.35, 1,000 clusters).
  Different clusters are near-orthogonal, so a query's neighbours sit in one tight cluster: the easy case.
* ``anisotropic``: shaped like sentence embeddings. Every row shares one strong common direction, so
  cosines between random rows are 0.69-0.85 (5th-95th percentile) and a query's best match is ~0.95; each
  topic adds its own direction and varies along its own few (rank 8) dimensions; topic sizes are Zipf-like
  (s = 1.1 over 400 topics). Similarities are compressed into a narrow band, so recency and importance
  decide many picks.
* ``nested`` (held out: never used to tune a plan, only to check one): a different structure with the same
  flavour: the common direction concentrated on a few coordinates (the "rogue dimensions" of real models,
  which also stretch the int8 codes' per-dimension scale), a second weaker common direction, super-topics
  that hold sub-topics of mixed rank (1 to 32), 15 % near-duplicates of earlier rows (restated facts, with
  their own age and importance), and skewed metadata (ages exponential with a 20-day mean, importance
  Beta(2, 3)) instead of the uniform ages (0-60 days) and importance (0-1) of the other two.

Queries: rows drawn from the same distribution but never stored, perturbed by isotropic noise of norm
QUERY_NOISE and renormalised (a question near, not on, what was remembered).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from .common import Progress, chunks, clustered_data

QUERY_NOISE = 0.2


@dataclass(frozen=True)
class Dataset:
    """One generator's draw: the rows to store and the queries to ask."""

    name: str
    vectors: np.ndarray     # [n, dim] float32, unit rows (the memories)
    age_days: np.ndarray    # [n] float64, >= 0: created_at = now - age_days * 86400
    importance: np.ndarray  # [n] float32 in [0, 1]
    queries: np.ndarray     # [m, dim] float32, unit: perturbed held-out draws
    held_out: bool          # True: never used for tuning


def _unit(x: np.ndarray) -> np.ndarray:
    x /= np.linalg.norm(x, axis=-1, keepdims=True)
    return x


def _orthonormal(rng: np.random.Generator, dim: int, rank: int) -> np.ndarray:
    """[rank, dim] orthonormal rows (a random rank-dimensional subspace)."""
    q, _ = np.linalg.qr(rng.standard_normal((dim, rank)))
    return np.ascontiguousarray(q.T, np.float32)


def _zipf_probabilities(count: int, s: float) -> np.ndarray:
    p: np.ndarray = 1.0 / np.arange(1, count + 1) ** s
    out: np.ndarray = p / p.sum()
    return out


def _perturb(rng: np.random.Generator, rows: np.ndarray) -> np.ndarray:
    noise = rng.standard_normal(rows.shape).astype(np.float32)
    noise *= QUERY_NOISE / np.linalg.norm(noise, axis=1, keepdims=True)
    return np.ascontiguousarray(_unit(rows + noise), np.float32)


def _uniform_metadata(rng: np.random.Generator, n: int) -> tuple[np.ndarray, np.ndarray]:
    """Ages uniform in 0-60 days, importance uniform in 0-1 (as `engramdb bench --scoped`)."""
    return rng.uniform(0, 60, n), rng.uniform(0, 1, n).astype(np.float32)


def isotropic(n: int, dim: int, queries: int, seed: int, show: bool = False) -> Dataset:
    data, rng = clustered_data(n + queries, dim, 1000, seed, show)
    age_days, importance = _uniform_metadata(rng, n)
    return Dataset("isotropic", data[:n], age_days, importance, _perturb(rng, data[n:]), held_out=False)


class _Topics:
    """Topics that each add a direction and vary along their own low-rank basis: row = common + centre +
    basis.T @ (spread * z) (z standard normal, `spread` the per-axis scale), plus isotropic noise."""

    def __init__(self, rng: np.random.Generator, dim: int, centres: np.ndarray, ranks: list[int],
                 variation: float) -> None:
        self.centres = centres.astype(np.float32)
        self.bases = [_orthonormal(rng, dim, r) for r in ranks]
        # decaying spectrum within a topic, total norm `variation` on average
        self.spreads = []
        for r in ranks:
            s = 1.0 / np.sqrt(np.arange(1, r + 1))
            self.spreads.append((variation * s / np.sqrt(np.sum(s * s))).astype(np.float32))

    def draw(self, rng: np.random.Generator, topic_of_row: np.ndarray, out: np.ndarray) -> None:
        """Adds each row's topic part to out[i] (rows grouped by topic, one matmul per topic)."""
        order = np.argsort(topic_of_row, kind="stable")
        bounds = np.searchsorted(topic_of_row[order], np.arange(len(self.bases) + 1))
        for t in range(len(self.bases)):
            rows = order[bounds[t]:bounds[t + 1]]
            if len(rows) == 0:
                continue
            z = rng.standard_normal((len(rows), len(self.spreads[t])), dtype=np.float32) * self.spreads[t]
            out[rows] += self.centres[t] + z @ self.bases[t]


def _random_directions(rng: np.random.Generator, count: int, dim: int, norm: float,
                       orthogonal_to: np.ndarray) -> np.ndarray:
    d = rng.standard_normal((count, dim))
    d -= np.outer(d @ orthogonal_to, orthogonal_to)
    return (norm * _unit(d)).astype(np.float32)


def anisotropic(n: int, dim: int, queries: int, seed: int, show: bool = False) -> Dataset:
    rng = np.random.default_rng(seed)
    total, n_topics = n + queries, 400
    common = _unit(rng.standard_normal(dim))
    topics = _Topics(rng, dim, _random_directions(rng, n_topics, dim, 0.45, common), [8] * n_topics,
                     variation=0.35)
    probabilities = _zipf_probabilities(n_topics, 1.1)
    data = np.empty((total, dim), np.float32)
    bar = Progress("data (anisotropic)", total, enabled=show)
    for start, end in chunks(total, 50_000):
        block = 0.15 / np.sqrt(dim) * rng.standard_normal((end - start, dim), dtype=np.float32)
        block += common.astype(np.float32)
        topics.draw(rng, rng.choice(n_topics, end - start, p=probabilities), block)
        data[start:end] = _unit(block)
        bar.update(end - start)
    bar.close()
    age_days, importance = _uniform_metadata(rng, n)
    return Dataset("anisotropic", data[:n], age_days, importance, _perturb(rng, data[n:]), held_out=False)


def nested(n: int, dim: int, queries: int, seed: int, show: bool = False) -> Dataset:
    rng = np.random.default_rng(seed)
    total = n + queries
    # the common direction: 60 % of its energy on three coordinates (rogue dimensions), the rest spread out
    common = rng.standard_normal(dim) * np.sqrt(0.4 / dim)
    rogue = rng.choice(dim, min(3, dim), replace=False)
    common[rogue] = np.sqrt(0.6 / len(rogue)) * rng.choice([-1.0, 1.0], len(rogue))
    common = _unit(common)
    second = _random_directions(rng, 1, dim, 1.0, common)[0]
    n_super = 40
    subs_per_super = rng.integers(2, 17, n_super)
    super_centres = _random_directions(rng, n_super, dim, 0.35, common)
    parent = np.repeat(np.arange(n_super), subs_per_super)
    n_topics = len(parent)
    centres = super_centres[parent] + _random_directions(rng, n_topics, dim, 0.25, common)
    ranks = rng.choice([1, 2, 4, 8, 16, 32], n_topics).tolist()
    topics = _Topics(rng, dim, centres, ranks, variation=0.3)
    # Zipf over super-topics, then Zipf within each
    p_super = _zipf_probabilities(n_super, 1.3)
    probabilities = np.concatenate([p_super[s] * _zipf_probabilities(int(c), 1.0)
                                    for s, c in enumerate(subs_per_super)])
    data = np.empty((total, dim), np.float32)
    bar = Progress("data (nested)", total, enabled=show)
    for start, end in chunks(total, 50_000):
        m = end - start
        block = 0.12 / np.sqrt(dim) * rng.standard_normal((m, dim), dtype=np.float32)
        block += common.astype(np.float32) + np.outer(rng.normal(0, 0.3, m), second).astype(np.float32)
        topics.draw(rng, rng.choice(n_topics, m, p=probabilities), block)
        _unit(block)
        # 15 % restate an earlier row (of this block or before it), nearly word for word
        restated = np.flatnonzero(rng.random(m) < 0.15)
        restated = restated[start + restated > 0]
        sources = rng.integers(0, start + restated)  # each strictly before its restatement
        copies = np.where((sources >= start)[:, None], block[np.maximum(sources - start, 0)],
                          data[np.minimum(sources, max(start - 1, 0))])
        copies += 0.03 / np.sqrt(dim) * rng.standard_normal(copies.shape, dtype=np.float32)
        block[restated] = _unit(copies)
        data[start:end] = block
        bar.update(m)
    bar.close()
    # held-out queries come from the tail; the rows restated near it are stored ones only when sources < n
    age_days = np.minimum(rng.exponential(20.0, n), 400.0)
    importance = rng.beta(2.0, 3.0, n).astype(np.float32)
    return Dataset("nested", data[:n], age_days, importance, _perturb(rng, data[n:]), held_out=True)


GENERATORS: dict[str, Callable[..., Dataset]] = {
    "isotropic": isotropic, "anisotropic": anisotropic, "nested": nested}


def generate(name: str, n: int, dim: int, queries: int, seed: int, show: bool = False) -> Dataset:
    """The named generator's draw of `n` rows and `queries` queries (the same for the same arguments)."""
    try:
        make = GENERATORS[name]
    except KeyError:
        raise ValueError(f"unknown generator {name!r}; expected one of {', '.join(GENERATORS)}") from None
    if n < 1 or dim < 2 or queries < 1:
        raise ValueError("n and queries must be >= 1 and dim >= 2")
    return make(n, dim, queries, seed, show)


def cosine_profile(data: Dataset, pairs: int = 20_000, seed: int = 0) -> dict[str, float]:
    """Quantiles of the cosine between random pairs of rows, and of each query's best match (a check that
    a generator has the shape its doc claims)."""
    rng = np.random.default_rng(seed)
    a, b = rng.integers(0, len(data.vectors), (2, pairs))
    cos = np.einsum("ij,ij->i", data.vectors[a], data.vectors[b])
    sample = data.vectors[rng.integers(0, len(data.vectors), min(len(data.vectors), 20_000))]
    best = (data.queries[:200] @ sample.T).max(axis=1)
    q = np.quantile(cos, [0.05, 0.5, 0.95])
    return {"pair_p05": float(q[0]), "pair_p50": float(q[1]), "pair_p95": float(q[2]),
            "query_best_p50": float(np.median(best))}
