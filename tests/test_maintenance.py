"""Store health: strength and reinforcement, prune, consolidate, and the native clusters
kernel against a numpy reference."""

from __future__ import annotations

import math

import numpy as np
import pytest

import engramdb
from engramdb import InvalidArgumentError, InvalidTypeError, NotFoundError, _core
from engramdb.maintenance import LAYER_HALF_LIFE_DAYS, ConsolidationReport, _strengths

from .conftest import DAY, NOW, available_levels, unit_rows

SLACK = 1e-5  # engram/consolidate/clusters.hpp kCosineSlack


# ---------------------------------------------------------------------- the numpy reference

def reference_clusters(x: np.ndarray, threshold: float) -> np.ndarray:
    """Labels (smallest row index of each cluster) of single-linkage over cosine >= threshold, zero rows
    alone: X @ X.T in float64, then min-label propagation with pointer jumping (no scipy)."""
    n = len(x)
    labels = np.arange(n, dtype=np.int64)
    if n < 2:
        return labels
    x64 = x.astype(np.float64)
    nonzero = np.any(x != 0, axis=1)
    sims = x64 @ x64.T
    linked = (sims >= threshold - SLACK) & nonzero[:, None] & nonzero[None, :]
    a, b = np.nonzero(np.triu(linked, k=1))
    while True:
        low = np.minimum(labels[a], labels[b])
        new = labels.copy()
        np.minimum.at(new, a, low)
        np.minimum.at(new, b, low)
        new = new[new]  # pointer jumping: a label is a row whose own label may be smaller
        if np.array_equal(new, labels):
            return labels
        labels = new


def clear_threshold(x: np.ndarray, nominal: float) -> float:
    """A threshold near `nominal` that no pair's cosine is within 1e-4 of (besides exact duplicates at 1),
    so float summation order cannot decide a link."""
    sims = (x.astype(np.float64) @ x.T.astype(np.float64))[np.triu_indices(len(x), k=1)]
    sims = sims[np.abs(sims - 1.0) > 1e-5]
    for t in nominal - np.linspace(0.0, 0.05, 501):
        if not len(sims) or np.abs(sims - t).min() >= 1e-4:
            return float(t)
    raise AssertionError(f"no clear threshold near {nominal}")


def clustered(rng: np.random.Generator, n: int, dim: int, centres: int, noise: float) -> np.ndarray:
    c = rng.standard_normal((centres, dim)).astype(np.float32)
    x = c[rng.integers(0, centres, n)] + noise * rng.standard_normal((n, dim)).astype(np.float32)
    return (x / np.linalg.norm(x, axis=1, keepdims=True)).astype(np.float32)


def vec(rng: np.random.Generator, dim: int = 384) -> np.ndarray:
    return unit_rows(rng, 1, dim)[0]


def near(v: np.ndarray, rng: np.random.Generator, noise: float) -> np.ndarray:
    w = v + noise * rng.standard_normal(len(v)).astype(np.float32)
    return (w / np.linalg.norm(w)).astype(np.float32)


def copies(v: np.ndarray, rng: np.random.Generator, count: int, noise: float = 0.001) -> np.ndarray:
    """`count` near-copies of v (cosine about 0.9998 at dim 384)."""
    return np.stack([near(v, rng, noise) for _ in range(count)])


# ---------------------------------------------------------------------- the native kernel

@pytest.mark.parametrize("level", available_levels())
@pytest.mark.parametrize("n,dim", [(0, 8), (1, 8), (2, 1), (7, 7), (33, 97), (300, 384), (520, 32)])
def test_clusters_match_reference(rng, level, n, dim):
    x = clustered(rng, n, dim, centres=max(1, n // 5), noise=0.25 if dim > 8 else 0.05)
    if n >= 7:
        x[3] = x[1]           # an exact duplicate
        x[n - 1] = 0.0        # zero vectors: never clustered, not even together
        x[n - 2] = 0.0
    for nominal in (0.5, 0.9, 0.97, 1.0):
        threshold = clear_threshold(x, nominal)
        expected = reference_clusters(x, threshold)
        for threads in (1, 3):
            got = _core.near_duplicate_clusters(x, threshold, threads=threads, level=level)
            assert got.dtype == np.int64 and got.shape == (n,)
            np.testing.assert_array_equal(got, expected)
    if n >= 7:
        got = _core.near_duplicate_clusters(x, 1.0, level=level)
        assert got[3] == 1 and got[n - 1] == n - 1 and got[n - 2] == n - 2


def test_clusters_single_linkage_chains_and_labels_are_minima(rng):
    a = vec(rng, 64)
    b = near(a, rng, 0.06)
    c = near(b, rng, 0.06)
    x = np.stack([vec(rng, 64), c, a, vec(rng, 64), b])
    t = float(min(x[1] @ x[4], x[2] @ x[4])) - 1e-3
    assert x[1] @ x[2] < t  # the ends are linked only through the middle
    labels = _core.near_duplicate_clusters(x, t)
    np.testing.assert_array_equal(labels, [0, 1, 1, 3, 1])
    np.testing.assert_array_equal(labels, reference_clusters(x, t))


def test_clusters_independent_of_threads(rng):
    x = clustered(rng, 2000, 48, centres=300, noise=0.3)
    one = _core.near_duplicate_clusters(x, 0.8, threads=1)
    for threads in (2, 5, 0):
        np.testing.assert_array_equal(_core.near_duplicate_clusters(x, 0.8, threads=threads), one)
    assert len(np.unique(one)) < 2000  # the data does cluster


def test_clusters_bad_arguments(rng):
    x = unit_rows(rng, 4, 8)
    for t in (0.0, -0.5, 1.5, math.nan):
        with pytest.raises(ValueError):
            _core.near_duplicate_clusters(x, t)
    with pytest.raises(ValueError):
        _core.near_duplicate_clusters(x[0], 0.9)  # 1-D
    with pytest.raises(ValueError):
        _core.near_duplicate_clusters(x * 2, 0.9)  # not unit-norm
    bad = x.copy()
    bad[1, 2] = np.nan
    with pytest.raises(ValueError):
        _core.near_duplicate_clusters(bad, 0.9)
    with pytest.raises(ValueError):
        _core.near_duplicate_clusters(x, 0.9, threads=-1)
    with pytest.raises(ValueError):
        _core.near_duplicate_clusters(x, 0.9, level="sse9")


# ---------------------------------------------------------------------- strength and reinforcement

def test_strength_decays_by_layer_and_importance(store, rng, clock):
    ids = {layer: store.remember_many("u", [f"a {layer} memory"], embeddings=vec(rng)[None], layer=layer,
                                      importance=0.6, created_at=NOW)[0] for layer in LAYER_HALF_LIFE_DAYS}
    scale = 0.5 + 0.5 * 0.6
    for mid in ids.values():
        assert store.strength("u", mid) == pytest.approx(scale)
    for days in (7, 14, 100):
        got = {layer: store.strength("u", mid, now=NOW + days * DAY) for layer, mid in ids.items()}
        assert got["event"] < got["memory"] < got["knowledge"] < got["identity"] == pytest.approx(scale)
        for layer in ("event", "memory", "knowledge"):
            assert got[layer] == pytest.approx(scale * 0.5 ** (days / LAYER_HALF_LIFE_DAYS[layer]))
    assert store.strength("u", ids["event"], now=NOW + 14 * DAY) == pytest.approx(scale / 2)
    low, high = store.remember_many("u", ["low", "high"], embeddings=unit_rows(rng, 2, 384),
                                    importance=[0.0, 1.0],
                                    kind="episode")
    clock.now = NOW + 10 * DAY
    assert store.strength("u", high) == pytest.approx(2 * store.strength("u", low))
    with pytest.raises(NotFoundError):
        store.strength("other", high)


def test_strength_refreshed_by_reinforcement(store, rng, clock):
    v = vec(rng)
    mid = store.remember_many("u", ["The deploy needs the VPN."], embeddings=v[None], kind="episode",
                              importance=0.5, created_at=NOW)[0]
    clock.now = NOW + 28 * DAY
    faded = store.strength("u", mid)
    assert faded == pytest.approx(0.75 * 0.25)
    hits = store.recall("u", v, k=1, reinforce=True)
    assert [h.id for h in hits] == [mid]
    assert store.strength("u", mid) == pytest.approx(0.75)
    assert store.get("u", mid).use_count == 1
    clock.now = NOW + 42 * DAY
    assert store.strength("u", mid) == pytest.approx(0.75 * 0.5)  # the clock restarted at the recall


def test_strengths_vectorised_matches_scalar(store, rng):
    n = 50
    layers = [("event", "memory", "knowledge", "identity")[i % 4] for i in range(n)]
    ids = store.remember_many("u", [f"m{i}" for i in range(n)], embeddings=unit_rows(rng, n, 384),
                              importance=rng.random(n), layer=layers,
                              created_at=NOW - rng.random(n) * 200 * DAY)
    seg = store.engine.active
    rows = seg.scope_rows("u")
    got = _strengths(seg, rows, NOW + DAY)
    assert got.shape == (n,) and ((got >= 0) & (got <= 1)).all()
    np.testing.assert_allclose(got, [store.strength("u", i, now=NOW + DAY) for i in ids])


# ---------------------------------------------------------------------- prune

def test_prune_honours_expiry_and_ttl(store, rng):
    e = unit_rows(rng, 6, 384)
    old_episode, new_episode, old_fact, expired, promoted, future = store.remember_many(
        "u", ["old episode", "new episode", "old fact", "expired fact", "distilled episode", "later"],
        embeddings=e, kind=["episode", "episode", "fact", "fact", "episode", "fact"],
        layer=["event", "event", "memory", "memory", "memory", "memory"],
        created_at=[NOW - 40 * DAY, NOW - 5 * DAY, NOW - 400 * DAY, NOW - DAY, NOW - 90 * DAY, NOW],
        expires_at=[None, None, None, NOW, None, NOW + DAY])
    assert store.prune("u") == 1  # expiry is always honoured
    assert store.prune("u", ttl_days=30) == 1
    with pytest.raises(NotFoundError):
        store.get("u", old_episode)
    with pytest.raises(NotFoundError):
        store.get("u", expired)
    for kept in (new_episode, old_fact, promoted, future):
        store.get("u", kept)
    assert store.prune("u", ttl_days=30) == 0
    assert store.prune("u", now=NOW + 2 * DAY) == 1
    with pytest.raises(NotFoundError):
        store.get("u", future)


def test_prune_cap_drops_least_used_least_recent_and_keeps_identity(store, rng, clock):
    n = 8
    v = unit_rows(rng, n, 384)
    ids = store.remember_many("u", [f"memory {i}" for i in range(n)], embeddings=v,
                              layer=["identity", "memory", "memory", "memory", "memory", "memory", "event",
                                     "knowledge"], created_at=NOW - np.arange(n) * DAY)
    other = store.remember_many("v", ["another scope"], embeddings=v[:1])
    for i, uses in ((1, 3), (2, 1), (3, 1), (7, 2)):  # 2 used before 3: 3 is the more recent
        for u in range(uses):
            clock.now = NOW + (i + u) * DAY
            store.recall("u", v[i], k=1, reinforce=True)
    clock.now = NOW + 30 * DAY
    assert store.prune("u", max_items=n) == 0
    # unused: 0 (identity, spared), 6 (last used NOW-6d), 5, 4; then used once: 2 before 3.
    assert store.prune("u", max_items=4) == 4
    alive = {i for i, mid in enumerate(ids) if _exists(store, "u", mid)}
    assert alive == {0, 1, 3, 7}
    assert store.prune("u", max_items=0) == 3
    assert {i for i, mid in enumerate(ids) if _exists(store, "u", mid)} == {0}  # identity survives the cap
    assert store.count("v") == 1 and _exists(store, "v", other[0])


def test_prune_bad_arguments(store):
    for bad in (0, -1, math.nan, math.inf):
        with pytest.raises(InvalidArgumentError):
            store.prune("u", ttl_days=bad)
    with pytest.raises(InvalidTypeError):
        store.prune("u", ttl_days="30")
    with pytest.raises(InvalidArgumentError):
        store.prune("u", max_items=-1)
    for bad in (1.5, True, "3"):
        with pytest.raises(InvalidTypeError):
            store.prune("u", max_items=bad)
    with pytest.raises(InvalidTypeError):
        store.prune(3)


def _exists(store, scope, mid) -> bool:
    try:
        store.get(scope, mid)
    except NotFoundError:
        return False
    return True


# ---------------------------------------------------------------------- consolidate

def test_light_merges_near_duplicates_and_keeps_provenance(store, rng, clock):
    v = vec(rng)
    text = "The user prefers metric units."
    dupes = store.remember_many(
        "u", [text, text, text + " "], embeddings=copies(v, rng, 3, 0.002),
        source=["session_1", "session_2", "email"], importance=[0.2, 0.9, 0.4], confidence=[0.5, 0.6, 0.7],
        created_at=[NOW - 3 * DAY, NOW - 2 * DAY, NOW - DAY])
    distinct = store.remember_many("u", ["The launch moved to Q4.", "Sam is the user's name."],
                                   embeddings=unit_rows(rng, 2, 384))
    clock.now = NOW + DAY
    store.recall("u", v, k=1, reinforce=True)  # one of the dupes was used
    clock.now = NOW + 2 * DAY

    report = store.consolidate("u")
    assert isinstance(report, ConsolidationReport)
    assert (report.mode, report.clusters, report.merged, report.archived) == ("light", 1, 3, 3)
    assert set(report.archived_ids) == set(dupes) and report.merged_from == (tuple(dupes),)
    (new_id,) = report.new_ids
    merged = store.get("u", new_id)
    assert merged.text == text + " "  # the most recently updated member
    assert merged.merged_from == tuple(dupes) and "merged_from" not in merged.meta  # lineage is a column
    assert merged.meta["sources"] == ["email", "session_1", "session_2"]
    assert merged.source == "email"
    assert merged.importance == pytest.approx(0.9)
    assert merged.created_at.timestamp() == pytest.approx(NOW - 3 * DAY)
    assert merged.last_used.timestamp() == pytest.approx(NOW + DAY) and merged.use_count == 1
    assert store.count("u") == 3

    served = [h.id for h in store.recall("u", v, k=10)]
    assert new_id in served and not set(served) & set(dupes)
    assert set(distinct) <= set(served)
    for old in dupes:  # history: still readable, never served
        assert store.get("u", old).text.startswith(text)
    assert store.consolidate("u").clusters == 0  # idempotent


def test_light_leaves_distinct_kinds_keys_and_scopes_alone(store, rng):
    v = vec(rng)
    same = copies(v, rng, 6)
    ids = store.remember_many("u", ["same words"] * 6, embeddings=same,
                              kind=["fact", "episode", "lesson", "fact", "fact", "episode"],
                              key=[None, None, None, "city", "timezone", None])
    store.approve("u", ids[2])  # a lesson is served (and consolidated) only once reviewed
    other_scope = store.remember_many("w", ["same words"], embeddings=same[:1])
    report = store.consolidate("u")
    assert report.clusters == 1 and set(report.archived_ids) == {ids[1], ids[5]}  # the two events only
    for i in (0, 2, 3, 4):
        assert store.get("u", ids[i]).id in [h.id for h in store.recall("u", v, k=10)]
    assert store.consolidate("w").clusters == 0 and store.count("w") == 1
    assert store.get("w", other_scope[0]).meta is None


def test_a_chain_through_another_key_does_not_merge(store, rng):
    a = vec(rng)
    b = near(a, rng, 0.08)
    c = near(b, rng, 0.08)
    t = float(min(a @ b, b @ c)) - 1e-3
    assert a @ c < t
    # a and c share a key (none: one key has one current memory), b has another: the chain must not link them
    ids = store.remember_many("u", ["tz: GMT", "tz: IST", "tz: GMT!"], embeddings=np.stack([a, b, c]),
                              key=[None, "city", None])
    assert store.consolidate("u", threshold=t).clusters == 0
    assert store.count("u") == 3 and all(_exists(store, "u", i) for i in ids)


def test_deep_merges_through_summarize_and_promotes(store, rng):
    v = vec(rng)
    loose = copies(v, rng, 4, 0.016)
    sims = loose @ loose.T
    assert 0.85 < sims.min() < 0.97
    texts = ["Deploy failed: VPN down.", "Deploy blocked, VPN was off.", "VPN off -> deploy fails.",
             "Deploys need the VPN."]
    runs = ["run:1", "run:2", "run:3", "run:4"]
    ids = store.remember_many("u", texts, embeddings=loose, kind="episode", source=runs)
    lone = store.remember_many("u", ["Unrelated episode"], embeddings=unit_rows(rng, 1, 384), kind="episode")[0]
    assert store.consolidate("u").clusters == 0  # too loose for light sleep

    seen: list = []

    def summarize(members):
        seen.append(members)
        return "Deploys fail without the VPN; connect it first."

    report = store.consolidate("u", mode="deep", summarize=summarize)
    assert report.clusters == 1 and set(report.archived_ids) == set(ids)
    assert [m.id for m in seen[0]] == ids and all(isinstance(m, engramdb.Memory) for m in seen[0])
    merged = store.get("u", report.new_ids[0])
    assert merged.text == "Deploys fail without the VPN; connect it first."
    assert (merged.kind, merged.layer) == ("episode", "memory")
    assert merged.meta["sources"] == runs and merged.merged_from == tuple(ids)
    hits = store.recall("u", "deploy fails without the VPN", k=10)
    assert {h.id for h in hits} == {merged.id, lone}
    for old in ids:
        assert store.get("u", old).layer == "event"
    # The TTL takes raw episodes, archived ones included (they are distilled); the distilled one stays.
    assert store.prune("u", ttl_days=0.001, now=NOW + DAY) == 5
    assert _exists(store, "u", merged.id) and store.count("u") == 1


def test_deep_default_keeps_the_most_central_text(store, rng):
    v = vec(rng)
    centre = near(v, rng, 0.005)
    side_a, side_b = near(centre, rng, 0.02), near(centre, rng, 0.02)
    ids = store.remember_many("u", ["side a, a much longer sentence than the others", "centre", "side b"],
                              embeddings=np.stack([side_a, centre, side_b]), layer="knowledge")
    report = store.consolidate("u", mode="deep")
    merged = store.get("u", report.new_ids[0])
    assert merged.text == "centre" and merged.layer == "knowledge"  # knowledge stays knowledge
    assert report.merged_from == (tuple(ids),)


def test_consolidate_skips_expired_and_spans_segments(clock, rng):
    store = engramdb.MemoryStore(dim=384, clock=clock, seal_rows=3)
    v = vec(rng)
    text = "The office is in Berlin."
    first = store.remember_many("u", [text] * 3, embeddings=copies(v, rng, 3))
    assert store.engine.active.n_rows == 0 and len(store.engine.sealed) == 1  # sealed
    late = store.remember_many("u", [text, text], embeddings=copies(v, rng, 2),
                               expires_at=[None, NOW])
    report = store.consolidate("u")  # the merged insert fills the active segment and seals it again
    assert report.clusters == 1 and set(report.archived_ids) == {*first, late[0]}
    assert len(store.engine.sealed) == 2
    assert [h.id for h in store.recall("u", v, k=5)] == list(report.new_ids)
    for old in report.archived_ids:
        assert _exists(store, "u", old)
    assert store.count("u") == 1


def test_erasure_removes_archived_originals(store, rng):
    v = vec(rng)
    ids = store.remember_many("u", ["x is y"] * 2, embeddings=copies(v, rng, 2))
    new_id = store.consolidate("u").new_ids[0]
    store.erase("u")
    for mid in (*ids, new_id):
        assert not _exists(store, "u", mid)


def test_consolidation_survives_reopen(tmp_path, rng, clock):
    v = vec(rng)
    with engramdb.MemoryStore.open(tmp_path / "db", dim=384, clock=clock) as store:
        ids = store.remember_many("u", ["same"] * 3, embeddings=copies(v, rng, 3),
                                  source=["a", "b", "c"])
        new_id = store.consolidate("u").new_ids[0]
    with engramdb.MemoryStore.open(tmp_path / "db", dim=384, clock=clock) as store:
        assert [h.id for h in store.recall("u", v, k=5)] == [new_id]
        assert store.get("u", new_id).meta["sources"] == ["a", "b", "c"]
        assert all(_exists(store, "u", i) for i in ids)


def test_consolidate_bad_arguments(store, rng):
    store.remember_many("u", ["a", "b"], embeddings=unit_rows(rng, 2, 384))
    with pytest.raises(InvalidArgumentError):
        store.consolidate("u", mode="rem")
    for bad in (0, 0.0, -0.1, 1.01, math.nan):
        with pytest.raises(InvalidArgumentError):
            store.consolidate("u", threshold=bad)
    with pytest.raises(InvalidTypeError):
        store.consolidate("u", threshold="high")
    with pytest.raises(InvalidTypeError):
        store.consolidate("u", mode="deep", summarize="not callable")
    with pytest.raises(InvalidArgumentError):
        store.consolidate("u", summarize=lambda ms: ms[0].text)  # light has nothing to summarize
    with pytest.raises(InvalidTypeError):
        store.consolidate(None)
    assert store.consolidate("nobody") == ConsolidationReport("light", 0.97, 0, 0, 0)


def test_summarize_must_return_text(store, rng):
    v = vec(rng)
    store.remember_many("u", ["p", "q"], embeddings=copies(v, rng, 2))
    with pytest.raises(InvalidTypeError):
        store.consolidate("u", mode="deep", summarize=lambda ms: None)
    with pytest.raises(InvalidArgumentError):
        store.consolidate("u", mode="deep", summarize=lambda ms: "")
    assert store.count("u") == 2  # a refused pass changes nothing
