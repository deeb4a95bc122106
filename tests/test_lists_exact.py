"""The default inverted-lists plan is exact: on random small stores, with random weights, ages, importance,
confidence, layers, duplicates, zero rows and filters (kinds, min_similarity, min_confidence, min_score,
expired and forgotten rows), it returns exactly what ``exact=True`` returns (cpp/engram/query/plan_bounded.cpp
proves every row it skips cannot rank)."""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engramdb import Calibration, MemoryStore, Weights, _core
from engramdb.calibration import IDENTITY
from engramdb.engine import indexer
from engramdb.schema import KINDS, LAYERS

from .conftest import DAY, NOW, Clock

SCOPE = "s"
weight = st.sampled_from([0.0, 0.0, 0.05, 0.15, 0.25, 0.6, 1.0, 3.0])


def _store(seed: int, n: int, dim: int, clusters: int, calibration: Calibration = IDENTITY,
           sub_rows: int | None = None) -> tuple[MemoryStore, np.ndarray, list[str]]:
    """`sub_rows`: rows per sub-list of the lists the indexer builds (None: its default; 0: none)."""
    if sub_rows is None:
        return _store_built(seed, n, dim, clusters, calibration)
    before = indexer._SUB_ROWS
    indexer._SUB_ROWS = sub_rows
    try:
        return _store_built(seed, n, dim, clusters, calibration)
    finally:
        indexer._SUB_ROWS = before


def _store_built(seed: int, n: int, dim: int, clusters: int, calibration: Calibration,
                 priors: str = "random") -> tuple[MemoryStore, np.ndarray, list[str]]:
    """`priors`: "random" (ages, importance and confidence drawn), "equal" (one value each: every prior ties)
    or "extreme" (ages of zero, ~1,900 years, or in the future; importance and confidence 0 or 1)."""
    rng = np.random.default_rng(seed)
    centres = rng.standard_normal((clusters, dim))
    common = rng.standard_normal(dim) * rng.choice([0.0, 3.0])  # sometimes every row shares a direction
    data = centres[rng.integers(0, clusters, n)] + common + rng.standard_normal((n, dim)) * rng.uniform(0.1, 1.0)
    data[rng.random(n) < 0.05] = 0.0  # zero rows
    dupes = rng.random(n) < 0.05
    data[dupes] = data[0]  # exact duplicates: equal scores, ties broken by row
    data /= np.maximum(np.linalg.norm(data, axis=1, keepdims=True), 1e-12)
    data = data.astype(np.float32)
    store = MemoryStore(dim=dim, clock=Clock(), dedup=False, ivf_min_rows=64, calibration=calibration)
    ages = rng.choice([rng.exponential(20.0, n), rng.uniform(0, 60, n), np.zeros(n)]) * DAY
    expires = np.where(rng.random(n) < 0.1, NOW - rng.uniform(1, 1e6, n), np.nan)
    importance, confidence = np.round(rng.random(n), 1), rng.random(n)  # coarse importance: ties in the prior
    if priors == "equal":
        ages, importance, confidence = np.full(n, 3 * DAY), np.full(n, 0.5), np.full(n, 0.75)
    elif priors == "extreme":
        ages = rng.choice([0.0, 6e10, -1e6, -1.5e11], n)  # now, ~1,900 years old, in the future (~4,750 years)
        importance, confidence = rng.choice([0.0, 1.0], n), rng.choice([0.0, 1.0], n)
    ids = store.remember_many(
        SCOPE, [f"m{i}" for i in range(n)], embeddings=data,
        kind=[KINDS[i] for i in rng.integers(0, len(KINDS), n)],
        layer=[LAYERS[i] for i in rng.integers(0, len(LAYERS), n)],
        importance=importance, confidence=confidence, created_at=NOW - ages,
        expires_at=[None if np.isnan(e) else float(e) for e in expires])
    store.remember_many("other", ["x"] * 20, embeddings=data[:20])
    store.seal()
    assert store.wait_indexed()  # the lists are built off the query path
    for i in np.flatnonzero(rng.random(n) < 0.08):
        store.forget(SCOPE, ids[int(i)])
    return store, data, ids


@settings(max_examples=25, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), n=st.integers(64, 700), dim=st.sampled_from([3, 8, 16, 33]),
       clusters=st.integers(1, 40), data=st.data())
def test_lists_plan_returns_the_exact_plans_answer(seed: int, n: int, dim: int, clusters: int,
                                                   data: st.DataObject) -> None:
    # the relevance map is part of the score the bounds must hold for: the identity, linear and saturating maps
    calibration = data.draw(st.sampled_from([Calibration(), Calibration(0.2, 0.6), Calibration(0.5, 0.9, 1.0),
                                             Calibration(0.0, 0.3, 0.3)]), label="calibration")
    # sub-lists of a few rows (lists of this size hold 8-26 rows) as well as none and the default
    sub_rows = data.draw(st.sampled_from([None, 0, 2, 3, 5]), label="sub_rows")
    store, rows, _ = _store(seed, n, dim, clusters, calibration, sub_rows)
    try:
        (segment,) = store.engine.sealed
        lists = segment.selection(SCOPE, store.ivf_min_rows)[3]
        assert isinstance(lists, _core.IvfLists)
        assert (lists.sub_parts() is None) == (sub_rows == 0 or (sub_rows is None and indexer._SUB_ROWS == 0))
        rng = np.random.default_rng(seed + 1)
        for _ in range(4):
            query = rows[rng.integers(0, n)] + rng.standard_normal(dim).astype(np.float32) * 0.3
            if not np.any(query):
                query[0] = 1.0
            options = {
                "k": data.draw(st.integers(1, 12), label="k"),
                "k_wide": data.draw(st.integers(1, 150), label="k_wide"),
                "weights": Weights(similarity=data.draw(weight), recency=data.draw(weight),
                                   importance=data.draw(weight), confidence=data.draw(weight)),
                "half_life_days": data.draw(st.sampled_from(
                    [30.0, 1.0, 3650.0, {"event": 2.0, "identity": float("inf"), "knowledge": 90.0}])),
                "mmr_lambda": data.draw(st.sampled_from([None, 0.0, 0.5, 1.0])),
                "min_score": data.draw(st.sampled_from([0.0, 0.0, 0.3, 0.7])),
                "min_similarity": data.draw(st.sampled_from([None, None, -0.5, 0.0, 0.4, 0.9])),
                "min_confidence": data.draw(st.sampled_from([None, None, 0.3])),
                "kinds": data.draw(st.sampled_from([None, None, ["fact"], ["episode", "lesson"]])),
                "budget_tokens": data.draw(st.sampled_from([None, None, 5, 40])),
                "recency_from": data.draw(st.sampled_from(["created", "created", "last_used"])),
            }
            found = store.recall(SCOPE, query, conflicts=False, **options)
            exact = store.recall(SCOPE, query, conflicts=False, exact=True, **options)
            assert [(h.memory.id, h.final) for h in found] == [(h.memory.id, h.final) for h in exact], options
    finally:
        store.close()


@settings(max_examples=300)
@given(cosine=st.floats(-1.2, 1.2), query_norm=st.floats(0.0, 4.0), min_cosine=st.floats(-1.2, 1.2))
def test_list_ceiling_is_never_below_the_list_bound(cosine: float, query_norm: float, min_cosine: float) -> None:
    """The bounded plan dismisses lists by a trigonometry-free ceiling of their bound before computing it
    (ivf/lists.cpp): a list may be dropped only if its bound would drop it, so the ceiling is never lower."""
    bound, ceiling = _core.list_similarity_bounds(cosine * query_norm, query_norm, min_cosine)
    assert ceiling >= bound
    assert ceiling <= max(query_norm, 0.0) * (1 + 1e-5) + 1e-5 + 1e-6  # a ceiling, not "read every list"
    if query_norm > 0.01 and cosine < min_cosine - 0.05 and cosine > -1 and min_cosine < 1:
        assert ceiling < query_norm  # and it dismisses lists the query is far from


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), n=st.integers(600, 1500), clusters=st.integers(2, 60), data=st.data())
def test_lists_plan_is_exact_on_384_d_clusters(seed: int, n: int, clusters: int, data: st.DataObject) -> None:
    """At the embeddings' width (where the int8 screen and the list ceilings dismiss most rows and lists:
    tight clusters of 384-d rows) the lists plan still returns exactly what exact=True returns."""
    calibration = data.draw(st.sampled_from([IDENTITY, Calibration(0.2, 0.6), Calibration(0.5, 0.9, 1.0)]))
    store, rows, _ = _store(seed, n, 384, clusters, calibration, data.draw(st.sampled_from([None, 0, 4, 8])))
    try:
        rng = np.random.default_rng(seed + 2)
        for _ in range(6):
            query = rows[rng.integers(0, n)] + rng.standard_normal(384).astype(np.float32) * 0.02
            options = {
                "k": data.draw(st.integers(1, 12), label="k"),
                "k_wide": data.draw(st.sampled_from([5, 20, 100]), label="k_wide"),
                "weights": Weights(similarity=data.draw(weight), recency=data.draw(weight),
                                   importance=data.draw(weight), confidence=data.draw(weight)),
                "mmr_lambda": data.draw(st.sampled_from([None, 0.5])),
                "min_score": data.draw(st.sampled_from([-1.0, 0.0, 0.3])),
                "min_similarity": data.draw(st.sampled_from([None, 0.0, 0.5])),
            }
            found = store.recall(SCOPE, query, conflicts=False, **options)
            exact = store.recall(SCOPE, query, conflicts=False, exact=True, **options)
            assert [(h.memory.id, h.final) for h in found] == [(h.memory.id, h.final) for h in exact], options
    finally:
        store.close()


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), n=st.integers(700, 1500), clusters=st.integers(2, 60),
       priors=st.sampled_from(["equal", "extreme"]), data=st.data())
def test_lists_plan_is_exact_when_priors_tie_or_are_extreme(seed: int, n: int, clusters: int, priors: str,
                                                           data: st.DataObject) -> None:
    """The plan bounds the best-prior rows first (seeds above a sampled prior threshold, several pools' worth):
    with every prior equal the threshold admits every row, with ages of zero, 1,900 years or in the future
    the recency term is 1 or 0 for whole groups of rows (ties); either way the pool of k_wide and the fused +
    MMR picks are exactly exact=True's."""
    store, rows, _ = _store_built(seed, n, 384, clusters, IDENTITY, priors)
    try:
        rng = np.random.default_rng(seed + 3)
        for _ in range(4):
            query = rows[rng.integers(0, n)] + rng.standard_normal(384).astype(np.float32) * 0.05
            options = {
                "k_wide": data.draw(st.sampled_from([20, 100, 150]), label="k_wide"),
                "weights": Weights(similarity=data.draw(weight), recency=data.draw(weight),
                                   importance=data.draw(weight), confidence=data.draw(weight)),
                "half_life_days": data.draw(st.sampled_from([30.0, 1e-6, 1e6])),
            }
            for picks in ({"k": options["k_wide"]}, {"k": 5, "mmr_lambda": 0.5}):
                found = store.recall(SCOPE, query, conflicts=False, **options, **picks)
                exact = store.recall(SCOPE, query, conflicts=False, exact=True, **options, **picks)
                assert [(h.memory.id, h.final) for h in found] == [(h.memory.id, h.final) for h in exact], options
    finally:
        store.close()
