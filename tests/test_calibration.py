"""The relevance map (engramdb/calibration.py): fitted per embedder, kept with the store, applied natively and shown
on every hit; the bounded plans stay exact under it (tests/test_lists_exact.py draws maps too)."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from hypothesis import example, given
from hypothesis import strategies as st

import engramdb
from engramdb import Calibration, CallableEmbedder, HashingEmbedder, MemoryStore, Weights
from engramdb.calibration import IDENTITY, fit, resolve_calibration
from engramdb.engine.params import LEXICAL_EMBEDDER_HYBRID
from engramdb.errors import InvalidArgumentError, InvalidTypeError


def test_fit_separates_answers_from_unrelated_pairs() -> None:
    made = fit(HashingEmbedder(dim=384))
    assert 0.0 <= made.floor < made.ceiling <= 1.0 and made.source.startswith("fitted: hashing-v1-384")
    assert fit(HashingEmbedder(dim=384)) is made  # cached by the embedder's name
    assert made.relevance(made.floor) == 0.0 and math.isclose(made.relevance(made.ceiling), 1.0)


def test_an_embedder_that_separates_nothing_keeps_the_plain_cosine() -> None:
    flat = CallableEmbedder(lambda texts: np.ones((len(texts), 4), np.float32), name="flat-4", dim=4)
    made = fit(flat)
    assert (made.floor, made.ceiling, made.knee) == (0.0, 1.0, 0.0) and "separates nothing" in made.source


@given(st.floats(0, 0.9), st.floats(0.01, 1), st.floats(0, 3), st.floats(-1, 1), st.floats(-1, 1))
@example(floor=0.6, spread=0.015625, knee=0.0, a=0.0, b=0.6015625)  # float32's cancellation, scaled by 64
def test_the_map_is_nondecreasing_and_native_agrees(floor: float, spread: float, knee: float, a: float,
                                                    b: float) -> None:
    ceiling = min(1.0, floor + spread)
    if ceiling <= floor:
        return
    cal = Calibration(floor, ceiling, knee)
    lo, hi = sorted((a, b))
    assert cal.relevance(lo) <= cal.relevance(hi)
    native = engramdb.score(hi, 0.0, 0.0, weights=Weights(1.0, 0.0, 0.0, 0.0), calibration=cal)
    # the native map runs in float32: cosine - floor loses ~2^-24 of each operand, and the scale (1 / spread, up to
    # 100) multiplies that loss (floor 0.6, spread 1/64, cosine 0.6015625: 0.0999985 against 0.1)
    float32_loss = 4 * 2.0**-24 * (abs(hi) + cal.floor + 1.0) * cal.scale
    assert native == pytest.approx(cal.relevance(hi), rel=1e-5, abs=1e-6 + float32_loss)


@pytest.mark.parametrize("bad, error", [
    (dict(floor=0.5, ceiling=0.5), InvalidArgumentError), (dict(floor=-0.1, ceiling=0.5), InvalidArgumentError),
    (dict(floor=0.1, ceiling=1.5), InvalidArgumentError), (dict(knee=-1.0), InvalidArgumentError),
    (dict(floor=math.nan), InvalidArgumentError), (dict(floor="0"), InvalidTypeError),
])
def test_bad_maps_are_refused(bad: dict, error: type) -> None:
    with pytest.raises(error):
        Calibration(**bad)


def test_resolve() -> None:
    emb = HashingEmbedder(dim=64)
    assert resolve_calibration("auto", emb, vectors_only=False) == fit(emb)
    assert resolve_calibration("auto", emb, vectors_only=True) == IDENTITY  # vectors of a model it cannot see
    assert resolve_calibration("fit", emb, vectors_only=True) == fit(emb)
    assert resolve_calibration(None, emb, vectors_only=False) == IDENTITY
    with pytest.raises(InvalidArgumentError):
        resolve_calibration("sometimes", emb, vectors_only=False)
    with pytest.raises(InvalidTypeError):
        resolve_calibration(3, emb, vectors_only=False)


def test_hits_show_the_relevance_the_score_used() -> None:
    store = MemoryStore()
    assert store.calibration == fit(store.embedder)
    store.remember("u", "Maya drinks oat-milk flat whites, no sugar.", importance=0.4)
    store.remember("u", "The office Wi-Fi network is called Heron-Guest.", importance=0.7)
    w = Weights()
    for hit in store.recall("u", "what coffee does Maya drink?", k=2):
        assert hit.relevance == pytest.approx(store.calibration.relevance(hit.similarity), rel=1e-5, abs=1e-6)
        a = LEXICAL_EMBEDDER_HYBRID  # a text query is also matched word for word by default, mostly with hashing
        expected = (w.similarity * ((1 - a) * hit.relevance + a * hit.lexical) + w.recency * hit.recency
                    + w.importance * hit.importance)
        assert hit.final == pytest.approx(expected, rel=1e-5)
        assert hit.to_dict()["relevance"] == hit.relevance
    plain = store.recall("u", "what coffee does Maya drink?", k=2, calibrated=False)
    assert all(h.relevance == h.similarity for h in plain)
    with pytest.raises(InvalidTypeError):
        store.recall("u", "coffee", calibrated=1)  # type: ignore[arg-type]
    with pytest.raises(InvalidTypeError):
        store.recall_many("u", ["coffee"], calibrated="yes")


def test_a_store_of_vectors_only_ranks_by_the_plain_cosine() -> None:
    assert MemoryStore(dim=8).calibration == IDENTITY
    assert MemoryStore(dim=8, calibration="fit").calibration == fit(HashingEmbedder(dim=8))


def test_durable_stores_keep_their_map(tmp_path: Path) -> None:
    path = tmp_path / "s"
    chosen = Calibration(0.1, 0.4, 0.5, "chosen")
    with MemoryStore.open(path, calibration=chosen) as store:
        store.remember("u", "the launch moved to June")
    stored = json.loads((path / "MANIFEST.json").read_text())["extra"]["calibration"]
    assert Calibration.from_json(stored) == chosen
    for read_only in (False, True):
        with MemoryStore.open(path, read_only=read_only) as again:
            assert again.calibration == chosen  # the manifest's, not a new fit
    with MemoryStore.open(path, calibration="identity") as override:  # this session only
        assert override.calibration == IDENTITY
    with MemoryStore.open(path) as again:
        assert again.calibration == chosen
    fresh = tmp_path / "fresh"
    with MemoryStore.open(fresh) as store:
        assert store.calibration == fit(store.embedder)


def test_a_store_made_before_calibration_keeps_the_plain_cosine(tmp_path: Path) -> None:
    path = tmp_path / "old"
    with MemoryStore.open(path) as store:
        store.remember("u", "x")
    manifest = json.loads((path / "MANIFEST.json").read_text())
    del manifest["extra"]["calibration"]  # what a store written before this version holds
    (path / "MANIFEST.json").write_text(json.dumps(manifest))
    with MemoryStore.open(path) as store:
        assert store.calibration == IDENTITY
