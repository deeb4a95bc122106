"""Plan accuracy: the store's plans against its exact plan (``exact=True``) on small versions of the accuracy
benchmark's three generators (engramdb/bench/generators.py; `engramdb bench --accuracy` runs the full sizes).

The floors are the store's accuracy goals: recall@10 >= 0.99 with similarity-only weights, and >= 0.95 of the
five fused + MMR picks (default weights, mmr_lambda 0.5) the exact plan's. An 800-row scope is scanned
exactly (below ivf_min_rows, 1,000); a 5,000-row scope, above the threshold, is read through inverted lists,
which by default read until their bounds prove that no unread row can rank (plan_bounded.cpp): the exact
plan's picks, so the floors hold with room to spare. An explicit ``nprobe`` still reads a fixed number of
lists (an approximation the caller asks for).
"""

from __future__ import annotations

import json

import numpy as np
import pytest

from engramdb.bench.accuracy import build_layout, measure_scope, scope_name
from engramdb.bench.generators import GENERATORS, cosine_profile, generate

RECALL_FLOOR = 0.99
PICKS_FLOOR = 0.95
SCAN_ROWS, LISTS_ROWS = 800, 5_000  # below and above the default ivf_min_rows (1,000)
QUERIES = 40


@pytest.fixture(scope="module", params=list(GENERATORS))
def measured(request: pytest.FixtureRequest) -> dict[str, dict]:
    """Each generator's measurement of both scopes (accuracy only, no timing), by scope name."""
    data = generate(request.param, 12_000, 384, QUERIES, seed=11)
    layout = build_layout(data, [SCAN_ROWS, LISTS_ROWS], seed=11, show=False)
    try:
        return {scope: measure_scope(layout, scope, data.queries, nprobes=[20], timed=False)
                for scope in layout.scopes}
    finally:
        layout.store.close()


def _row(measured: dict, rows: int, variant: str) -> dict:
    (row,) = [r for r in measured[scope_name(rows)]["rows"] if r["variant"] == variant]
    return row


def test_plans_are_the_planners(measured) -> None:
    assert {scope: m["plan"] for scope, m in measured.items()} == {scope_name(SCAN_ROWS): "scan",
                                                                   scope_name(LISTS_ROWS): "lists"}


@pytest.mark.parametrize("rows", [SCAN_ROWS, LISTS_ROWS])
def test_exact_plan_meets_the_floors(measured, rows: int) -> None:
    exact = _row(measured, rows, "exact=True")
    assert exact["recall_at_10"] == 1.0 and exact["picks_as_exact"] == 1.0
    # the oracle of the oracle: numpy's exact top 10 over the scope's rows is the exact plan's
    assert _row(measured, rows, "numpy (sgemv, top k_wide, fused, MMR)")["recall_at_10"] >= RECALL_FLOOR


def test_scan_plan_meets_the_floors(measured) -> None:
    default = _row(measured, SCAN_ROWS, "default")
    assert default["recall_at_10"] >= RECALL_FLOOR
    assert default["picks_as_exact"] >= PICKS_FLOOR


def test_lists_plan_recall_floor(measured) -> None:
    assert _row(measured, LISTS_ROWS, "default")["recall_at_10"] >= RECALL_FLOOR


def test_lists_plan_picks_floor(measured) -> None:
    assert _row(measured, LISTS_ROWS, "default")["picks_as_exact"] >= PICKS_FLOOR


def test_lists_plan_is_exact_by_default(measured) -> None:
    """The default lists plan proves its answer (bounds, not a share): the exact plan's neighbours and picks."""
    default = _row(measured, LISTS_ROWS, "default")
    assert default["recall_at_10"] == 1.0 and default["picks_as_exact"] == 1.0


def test_bits_codes_meet_the_floors(measured) -> None:
    """``codes="bits"`` (one-bit codes, a statistical bound: an option, not the default) keeps both floors."""
    bits = _row(measured, LISTS_ROWS, "codes=bits")
    assert bits["recall_at_10"] >= RECALL_FLOOR
    assert bits["picks_as_exact"] >= PICKS_FLOOR


def test_pool_miss_rate_is_measured(measured) -> None:
    """The share of queries whose pool (the k_wide best by fused score) differs from exact=True's: 0 for the
    proven plans, measured (and small) for the statistical one."""
    assert _row(measured, LISTS_ROWS, "default")["pool_miss"] == 0.0
    assert _row(measured, LISTS_ROWS, "exact=True")["pool_miss"] == 0.0
    assert _row(measured, LISTS_ROWS, "codes=bits")["pool_miss"] <= 0.05


def test_lists_diagnosis_is_reported(measured) -> None:
    """Where the exact answers lie among the lists (what a fixed probe would need), for the RESULTS tables."""
    diagnosis = measured[scope_name(LISTS_ROWS)]["lists"]
    assert 0 < diagnosis["share_for_recall_0.99"] <= 1 and 0 < diagnosis["share_for_picks_0.95"] <= 1


# ---------------------------------------------------------------------------------------------------------
# the generators


@pytest.mark.parametrize("name", list(GENERATORS))
def test_generator_is_seeded_unit_float32(name: str) -> None:
    a, b = generate(name, 500, 48, 7, seed=3), generate(name, 500, 48, 7, seed=3)
    assert a.vectors.dtype == np.float32 and a.queries.dtype == np.float32
    assert a.vectors.shape == (500, 48) and a.queries.shape == (7, 48)
    np.testing.assert_allclose(np.linalg.norm(a.vectors, axis=1), 1, atol=1e-5)
    np.testing.assert_allclose(np.linalg.norm(a.queries, axis=1), 1, atol=1e-5)
    assert np.array_equal(a.vectors, b.vectors) and np.array_equal(a.queries, b.queries)
    assert np.array_equal(a.age_days, b.age_days) and np.array_equal(a.importance, b.importance)
    assert (a.age_days >= 0).all() and ((a.importance >= 0) & (a.importance <= 1)).all()
    assert not np.array_equal(a.vectors, generate(name, 500, 48, 7, seed=4).vectors)


def test_embedding_like_generators_share_a_common_direction() -> None:
    for name in ("anisotropic", "nested"):
        profile = cosine_profile(generate(name, 5_000, 384, 50, seed=5))
        assert profile["pair_p05"] >= 0.5 and 0.65 <= profile["pair_p50"] <= 0.85 and profile["pair_p95"] <= 0.95, (name, profile)
        assert profile["query_best_p50"] > profile["pair_p95"], (name, profile)
    isotropic = cosine_profile(generate("isotropic", 5_000, 384, 50, seed=5))
    assert abs(isotropic["pair_p50"]) < 0.05


def test_unknown_generator_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown generator"):
        generate("gaussian", 10, 8, 1, seed=0)


# ---------------------------------------------------------------------------------------------------------
# the command


def test_accuracy_command_runs_at_tiny_size(capsys) -> None:
    from engramdb.bench import bench_main

    common = ["--accuracy", "--n", "1500", "--scope-rows", "600,800", "--queries", "4", "--quiet"]
    assert bench_main([*common, "--generators", "isotropic"]) == 0
    out = capsys.readouterr().out
    assert "| isotropic | 600 | scan | default |" in out and "numpy" in out and "kernel" in out
    assert bench_main([*common, "--generators", "nested", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert [g["generator"] for g in result["generators"]] == ["nested"]
    rows = result["generators"][0]["scopes"][0]["rows"]
    assert {r["variant"] for r in rows} >= {"default", "exact=True"}
    assert all(r["p50_us"] > 0 and 0 <= r["first_pick_as_exact"] <= 1 for r in rows)
    assert result["blas"]["num_threads"] >= 1


@pytest.mark.parametrize("argv, message", [
    (["--accuracy", "--scoped"], "--scoped does not apply"),
    (["--accuracy", "--quantize", "int8"], "--quantize does not apply"),
    (["--accuracy", "--generators", "gaussian"], "--generators must name"),
    (["--accuracy", "--scope-rows", "10,x"], "comma-separated integers"),
    (["--accuracy", "--n", "100", "--scope-rows", "80,80"], "exceed --n"),
    (["--nprobe", "20"], "applies to --accuracy only"),
    (["--scoped", "--scope-rows", "10,20"], "one integer"),
])
def test_accuracy_options_are_strict(capsys, argv: list[str], message: str) -> None:
    from engramdb.bench import bench_main

    with pytest.raises(SystemExit) as exit_info:
        bench_main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err
