"""engramdb.batch on the local engine: every job against what the store itself computes for the same memories."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engramdb import (
    DimensionMismatchError,
    HashingEmbedder,
    InvalidArgumentError,
    InvalidTypeError,
    MemoryStore,
    SnapshotChangedError,
    Weights,
    batch,
)
from engramdb.batch.snapshot import Snapshot, fingerprint, worker_store
from engramdb.embedders import embed_checked
from engramdb.scoring import DEFAULT_HALF_LIVES
from engramdb.validate import normalised
from engramdb.writes import lesson_search_text, plain_tool_output

from .conftest import NOW, RECALL_SETTINGS, SCOPES, build, queries

HIT_FIELDS = ("final", "similarity", "recency", "importance", "confidence")


def expected_recall(store: MemoryStore, table: pa.Table, k: int, **options: object) -> list[dict[str, object]]:
    rows = []
    column = "query" if "query" in table.column_names else "vector"
    for i, (scope, query) in enumerate(zip(table.column("scope").to_pylist(), table.column(column).to_pylist())):
        q = query if isinstance(query, str) else np.asarray(query, np.float32)
        # conflicts=False: a batch job has no conflict pass (jobs.py refuses the option), so it never reorders a
        # newer statement of a change before the older one as recall's pass does
        for rank, hit in enumerate(store.recall(scope, q, k=k, now=NOW, conflicts=False, **options),  # type: ignore[arg-type]
                                   1):
            rows.append({"query_index": i, "rank": rank, "id": hit.id, "scope": scope,
                         **{f: getattr(hit, f) for f in HIT_FIELDS}})
    return rows


@pytest.mark.parametrize("options", RECALL_SETTINGS)
def test_recall_equals_the_stores_recall(store_dir: Path, reader: MemoryStore, options: dict) -> None:
    table = queries()
    got = batch.recall(store_dir, table, k=4, now=NOW, **options)
    assert got.schema == batch.jobs.RECALL_SCHEMA
    expected = expected_recall(reader, table, 4, **options)
    assert expected, "the comparison must see hits"
    assert got.to_pylist() == expected


def test_recall_by_vector_and_from_an_open_store(store_dir: Path, reader: MemoryStore) -> None:
    texts = queries()
    vectors = normalised(embed_checked(reader.embedder, texts.column("query").to_pylist(), "query"))
    table = pa.table({"scope": texts.column("scope"),
                      "vector": pa.FixedSizeListArray.from_arrays(pa.array(vectors.reshape(-1)), reader.dim)})
    expected = expected_recall(reader, table, 3)
    assert batch.recall(store_dir, table, k=3, now=NOW).to_pylist() == expected
    assert batch.recall(reader, table, k=3, now=NOW).to_pylist() == expected  # the store object, no snapshot
    as_lists = table.set_column(1, "vector", pa.array(vectors.tolist(), pa.list_(pa.float64())))
    assert batch.recall(store_dir, as_lists, k=3, now=NOW).to_pylist() == expected


def test_recall_never_reinforces_and_an_empty_table_gives_an_empty_result(store_dir: Path) -> None:
    before = fingerprint(store_dir)
    empty = batch.recall(store_dir, pa.table({"scope": pa.array([], pa.string()), "query": pa.array([], pa.string())}))
    assert empty.num_rows == 0 and empty.schema == batch.jobs.RECALL_SCHEMA
    batch.recall(store_dir, queries(), k=2, now=NOW)
    assert fingerprint(store_dir) == before  # nothing was written: no usage bumped, no WAL record


def test_in_memory_store_recall_and_rescore_locally(rng: np.random.Generator) -> None:
    store = MemoryStore(clock=lambda: NOW, dedup=False)
    build(store, rng)
    expected = expected_recall(store, queries(), 5)
    assert batch.recall(store, queries(), now=NOW).to_pylist() == expected
    got = batch.rescore(store, now=NOW)
    for row in got.to_pylist():
        assert store.strength(row["scope"], row["id"], now=NOW) == row["strength"]


# ---------------------------------------------------------------------- rescore


def test_rescore_covers_exactly_the_current_memories(store_dir: Path, reader: MemoryStore) -> None:
    got = batch.rescore(store_dir, now=NOW)
    assert got.schema == batch.jobs.RESCORE_SCHEMA
    for scope in SCOPES:
        current = {m.id for m in reader.list(scope, limit=10_000)}  # recall's servable memories (clock: NOW)
        mine = set(got.filter(pc.equal(got.column("scope"), scope)).column("id").to_pylist())
        assert mine == current and current


def test_rescore_equals_the_stores_strength_and_recalls_score(store_dir: Path, reader: MemoryStore) -> None:
    weights = Weights(similarity=0.0, recency=0.3, importance=0.5, confidence=0.2)
    half_lives = {"event": 5.0, "memory": 40.0, "knowledge": 300.0, "identity": float("inf")}
    got = batch.rescore(store_dir, weights=weights, half_life_days=half_lives, now=NOW)
    by_id = {(r["scope"], r["id"]): r for r in got.to_pylist()}
    for (scope, id), row in by_id.items():
        assert reader.strength(scope, id, now=NOW) == row["strength"]
    checked = 0
    for scope in SCOPES:
        # with weights.similarity = 0, recall's final is the query-independent score itself, bit for bit
        for hit in reader.recall(scope, "anything", k=1000, now=NOW, weights=weights, half_life_days=half_lives):
            row = by_id[(scope, hit.id)]
            assert (hit.final, hit.recency, hit.importance, hit.confidence) == (
                row["score"], row["recency"], row["importance"], row["confidence"])
            checked += 1
    assert checked == got.num_rows


def test_rescore_where_and_recency_from_last_used(store_dir: Path, reader: MemoryStore) -> None:
    got = batch.rescore(store_dir, now=NOW, where={"tag": "refunds"}, recency_from="last_used")
    assert got.num_rows > 0
    for scope in SCOPES:
        wanted = {m.id for m in reader.list(scope, where={"tag": "refunds"}, limit=10_000)}
        assert set(got.filter(pc.equal(got.column("scope"), scope)).column("id").to_pylist()) == wanted
    hits = {h.id: h for s in SCOPES for h in reader.recall(s, "x", k=1000, now=NOW, recency_from="last_used",
                                                            where={"tag": "refunds"})}
    for row in got.to_pylist():
        assert hits[row["id"]].recency == row["recency"]


# ---------------------------------------------------------------------- replay


def test_replay_scores_each_setting_from_the_stores_recall(store_dir: Path, reader: MemoryStore) -> None:
    table = queries().slice(0, 12)
    first = [reader.recall(s, q, k=10, now=NOW, conflicts=False) for s, q in zip(table.column("scope").to_pylist(),
                                                                table.column("query").to_pylist())]
    # each case expects its third hit under the default setting, and one id that is never recalled
    expected = [[hits[2].id, "m999999"] for hits in first]
    cases = table.append_column("expected", pa.array(expected, pa.list_(pa.string())))
    grid = {"half_life_days": [1.0, DEFAULT_HALF_LIVES], "weights": [Weights(), Weights(similarity=0.2, recency=0.8)]}
    got = batch.replay(store_dir, cases, grid, k=3, now=NOW)
    assert got.num_rows == 4 and got.schema == batch.jobs.REPLAY_SCHEMA
    for row in got.to_pylist():
        setting = {"half_life_days": [1.0, DEFAULT_HALF_LIVES][row["setting"] // 2], "weights": grid["weights"][row["setting"] % 2]}
        ranks = []
        for (s, q), want in zip(zip(table.column("scope").to_pylist(), table.column("query").to_pylist()), expected):
            ids = [h.id for h in reader.recall(s, q, k=3, now=NOW, conflicts=False, **setting)]  # type: ignore[arg-type]
            ranks.append(ids.index(want[0]) + 1 if want[0] in ids else None)
        assert row["recall_at_k"] == pytest.approx(np.mean([0.5 if r else 0.0 for r in ranks]))
        assert row["mrr"] == pytest.approx(np.mean([1.0 / r if r else 0.0 for r in ranks]))
        assert row["cases"] == 12 and row["k"] == 3
    default = got.filter(pc.equal(got.column("setting"), 2)).to_pylist()[0]  # the default half-life and weights
    assert default["recall_at_k"] == 0.5 and default["mrr"] == pytest.approx(1 / 3)


# ---------------------------------------------------------------------- reembed


def test_reembed_keeps_ids_lineage_status_and_provenance(store_dir: Path, reader: MemoryStore, tmp_path: Path) -> None:
    new_embedder = HashingEmbedder(dim=96)
    written = batch.reembed(store_dir, tmp_path / "new", new_embedder)
    with MemoryStore.open(tmp_path / "new", embedder=new_embedder, read_only=True) as new:
        assert written == sum(reader.export(s).num_rows for s in SCOPES)
        assert new.scopes() == reader.scopes()
        for scope in SCOPES:
            old_t, new_t = reader.export(scope), new.export(scope)
            assert set(old_t.column("status").to_pylist()) >= {"current", "superseded", "pending", "archived"}
            assert old_t.drop_columns(["embedding"]).equals(new_t.drop_columns(["embedding"]))
            # a lesson as the write path embeds it (its trigger, incident and guidance), any other row by its text
            texts = [lesson_search_text(t, tr, g) if kind == "lesson" else t for t, tr, g, kind in zip(
                *(new_t.column(c).to_pylist() for c in ("text", "trigger", "guidance", "kind")))]
            vectors = np.array(new_t.column("embedding").to_pylist(), np.float32)
            assert np.array_equal(vectors, normalised(embed_checked(new_embedder, plain_tool_output(texts))))
        hits = new.recall(SCOPES[0], "refunds", now=NOW, k=10)
        assert any(h.memory.merged_from for h in hits)  # the consolidated memory, its lineage kept


def test_reembed_refuses_a_used_target(store_dir: Path, tmp_path: Path) -> None:
    (tmp_path / "used").mkdir()
    (tmp_path / "used" / "x").write_text("")
    with pytest.raises(InvalidArgumentError, match="new or empty"):
        batch.reembed(store_dir, tmp_path / "used", HashingEmbedder(dim=8))
    with pytest.raises(InvalidTypeError):
        batch.reembed(store_dir, tmp_path / "n", object())


# ---------------------------------------------------------------------- prune plans


@pytest.mark.parametrize("options", [dict(), dict(ttl_days=60.0), dict(max_items=20), dict(ttl_days=30, max_items=5),
                                     dict(max_items=0)])
def test_prune_plan_applied_equals_prune(store_dir: Path, tmp_path: Path, options: dict) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    shutil.copytree(store_dir, a)
    shutil.copytree(store_dir, b)
    plan = batch.prune_plan(a, now=NOW, **options)
    assert plan.schema == batch.jobs.PRUNE_SCHEMA
    with MemoryStore.open(a) as sa, MemoryStore.open(b) as sb:
        applied = sa.apply_prune_plan(plan)
        pruned = sum(sb.prune(scope, now=NOW, **options) for scope in SCOPES)
        assert applied == pruned == plan.num_rows and pruned > 0
        for scope in SCOPES:
            assert sa.export(scope).equals(sb.export(scope))
        assert sa.apply_prune_plan(plan) == 0  # applied twice: nothing left to forget


def test_prune_plan_min_strength(store_dir: Path, reader: MemoryStore) -> None:
    plan = batch.prune_plan(store_dir, min_strength=0.4, now=NOW)
    weak = plan.filter(pc.equal(plan.column("reason"), "weak")).to_pylist()
    assert weak
    for row in weak:
        assert reader.strength(row["scope"], row["id"], now=NOW) < 0.4
        assert reader.get(row["scope"], row["id"]).layer != "identity"
    named = {(r["scope"], r["id"]) for r in plan.to_pylist()}
    for scope in SCOPES:
        for m in reader.list(scope, limit=10_000):  # every current memory left is strong enough, or identity
            if (scope, m.id) not in named and m.layer != "identity":
                assert reader.strength(scope, m.id, now=NOW) >= 0.4


def test_apply_prune_plan_refuses_bad_plans(tmp_path: Path, store_dir: Path) -> None:
    shutil.copytree(store_dir, tmp_path / "s")
    with MemoryStore.open(tmp_path / "s") as store:
        with pytest.raises(InvalidTypeError):
            store.apply_prune_plan([("tenant/a", "m1")])  # type: ignore[arg-type]
        with pytest.raises(InvalidArgumentError, match="'id' column"):
            store.apply_prune_plan(pa.table({"scope": ["tenant/a"]}))
        with pytest.raises(InvalidTypeError, match="strings"):
            store.apply_prune_plan(pa.table({"scope": ["tenant/a"], "id": [1]}))
        with pytest.raises(InvalidArgumentError, match="not memory ids"):
            store.apply_prune_plan(pa.table({"scope": ["tenant/a"], "id": ["nope"]}))
        assert store.apply_prune_plan(pa.table({"scope": ["tenant/b"], "id": ["m0"]})) == 0  # m0 is tenant/a's
        assert store.get("tenant/a", "m0")


# ---------------------------------------------------------------------- snapshots


def test_a_worker_refuses_a_store_changed_since_the_job_pinned_it(store_dir: Path, tmp_path: Path) -> None:
    path = tmp_path / "s"
    shutil.copytree(store_dir, path)
    pinned = Snapshot(str(path), fingerprint(path))
    with MemoryStore.open(path) as writer:
        writer.remember("tenant/a", "a write after the job started", created_at=NOW)
        with pytest.raises(SnapshotChangedError):
            worker_store(pinned)
    assert fingerprint(path) != pinned.fingerprint


# ---------------------------------------------------------------------- bad input


def test_bad_input_gives_typed_errors(store_dir: Path, tmp_path: Path) -> None:
    q = queries()
    with pytest.raises(InvalidArgumentError, match="engine"):
        batch.recall(store_dir, q, engine="spark")
    with pytest.raises(InvalidTypeError, match="engine"):
        batch.rescore(store_dir, engine=3)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError, match="client"):
        batch.rescore(store_dir, engine="dask")
    with pytest.raises(InvalidArgumentError, match="client"):
        batch.rescore(store_dir, client=object())
    with pytest.raises(InvalidTypeError, match="pyarrow Table"):
        batch.recall(store_dir, [("tenant/a", "q")])  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError, match="'scope'"):
        batch.recall(store_dir, pa.table({"query": ["q"]}))
    with pytest.raises(InvalidArgumentError, match="exactly one"):
        batch.recall(store_dir, pa.table({"scope": ["a"]}))
    with pytest.raises(InvalidTypeError, match="strings"):
        batch.recall(store_dir, pa.table({"scope": ["a"], "query": [1]}))
    with pytest.raises(InvalidArgumentError, match="null"):
        batch.recall(store_dir, pa.table({"scope": ["a", None], "query": ["q", "r"]}))
    with pytest.raises(InvalidTypeError, match="lists of numbers"):
        batch.recall(store_dir, pa.table({"scope": ["a"], "vector": ["q"]}))
    with pytest.raises(DimensionMismatchError):
        batch.recall(store_dir, pa.table({"scope": ["a"], "vector": [[1.0, 2.0]]}))
    with pytest.raises(DimensionMismatchError):
        batch.recall(store_dir, pa.table({"scope": ["a", "a"], "vector": [[1.0, 2.0], [1.0]]}))
    with pytest.raises(InvalidArgumentError, match="reinforce"):
        batch.recall(store_dir, q, reinforce=True)
    with pytest.raises(InvalidArgumentError, match="unknown recall option"):
        batch.recall(store_dir, q, colour="red")
    with pytest.raises(InvalidArgumentError):
        batch.recall(store_dir, q, k=0)
    with pytest.raises(InvalidTypeError):
        batch.recall(store_dir, q, where="tag = a")
    with pytest.raises(InvalidTypeError, match="now"):
        batch.recall(store_dir, q, now=[1])
    with pytest.raises(InvalidArgumentError, match="not a store directory"):
        batch.rescore(tmp_path / "missing")
    with pytest.raises(InvalidTypeError):
        batch.rescore(42)
    with pytest.raises(InvalidTypeError, match="Weights"):
        batch.rescore(store_dir, weights=(0.5, 0.5))  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError, match="half_life_days"):
        batch.rescore(store_dir, half_life_days=-1.0)
    with pytest.raises(InvalidArgumentError, match="recency_from"):
        batch.rescore(store_dir, recency_from="updated")
    with pytest.raises(InvalidArgumentError):
        batch.prune_plan(store_dir, min_strength=1.5)
    with pytest.raises(InvalidArgumentError):
        batch.prune_plan(store_dir, ttl_days=0)
    with pytest.raises(InvalidTypeError):
        batch.prune_plan(store_dir, max_items=2.5)  # type: ignore[arg-type]
    cases = q.append_column("expected", pa.array([["m1"]] * q.num_rows))
    with pytest.raises(InvalidArgumentError, match="no setting"):
        batch.replay(store_dir, cases, [])
    with pytest.raises(InvalidTypeError):
        batch.replay(store_dir, cases, "half_life_days=3")
    with pytest.raises(InvalidArgumentError, match="expected"):
        batch.replay(store_dir, q, [{}])
    with pytest.raises(InvalidArgumentError, match="expects no id"):
        batch.replay(store_dir, q.append_column("expected", pa.array([[]] * q.num_rows, pa.list_(pa.string()))), [{}])
    with pytest.raises(InvalidArgumentError, match="unknown recall option"):
        batch.replay(store_dir, cases, [{"weight": 1}])


def test_the_default_now_is_the_jobs_start(store_dir: Path, reader: MemoryStore) -> None:
    import time

    before = time.time()
    got = batch.rescore(store_dir)
    after = time.time()
    row = got.to_pylist()[0]
    low, high = (reader.strength(row["scope"], row["id"], now=t) for t in (after, before))
    assert low <= row["strength"] <= high


# ---------------------------------------------------------------------- batch == recall under the per-query defaults

_WORDS = ("invoices", "shipping", "refunds", "language", "deadlines", "supplier", "detail", "note", "what", "the")
# words that move recall's per-query defaults: times (timeref: windows, past periods, the current value) and
# identifiers (semantics.identifiers: the identifier lexical share)
_HINTS = ("yesterday", "last week", "three days ago", "this month", "in June", "last year", "back in 2025",
          "recently", "INV-2291", "note7", "8841", "A12", "today", "now", "still", "a month ago")


def _check_batch_matches_recall(reader: MemoryStore, scopes: list[str], texts: list[str], **options: object) -> None:
    table = pa.table({"scope": scopes, "query": texts})
    expected = expected_recall(reader, table, 5, **options)
    assert batch.recall(reader, table, k=5, now=NOW, **options).to_pylist() == expected
    many = reader.recall_many(scopes, texts, k=5, now=NOW, conflicts=False, **options)  # type: ignore[arg-type]
    assert [{"query_index": i, "rank": r, "id": h.id, "scope": scopes[i], **{f: getattr(h, f) for f in HIT_FIELDS}}
            for i, hits in enumerate(many) for r, h in enumerate(hits, 1)] == expected


@pytest.mark.parametrize("options", [{}, {"time_hints": False}, {"hybrid": 0.5}, {"hybrid": False},
                                     {"weights": Weights(0.5, 0.3, 0.1, 0.1), "half_life_days": 20.0},
                                     {"where": {"tag": "invoices"}}])
def test_recall_applies_recalls_time_hints_and_identifier_share(reader: MemoryStore, options: dict) -> None:
    """A batch recall ranks each query as recall() and recall_many do under its per-query defaults (a time the
    query names sets its recency term, an identifier its lexical share): hits, order and every score."""
    scopes, texts = [], []
    for n, hint in enumerate(_HINTS):
        for scope in SCOPES:
            scopes.append(scope)
            texts.append(f"{_WORDS[n % len(_WORDS)]} {hint} {_WORDS[(3 * n + 1) % len(_WORDS)]}")
    _check_batch_matches_recall(reader, scopes, texts, **options)
    if not options:  # the hints do move these rankings: without them the answers differ
        plain = batch.recall(reader, pa.table({"scope": scopes, "query": texts}), k=5, now=NOW, time_hints=False,
                             hybrid=0.3)
        assert plain.to_pylist() != batch.recall(reader, pa.table({"scope": scopes, "query": texts}), k=5,
                                                 now=NOW).to_pylist()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.sampled_from(SCOPES), st.lists(st.sampled_from(_WORDS + _HINTS), min_size=1,
                                                            max_size=5)), min_size=1, max_size=8))
def test_recall_equals_recall_for_any_mix_of_queries(reader: MemoryStore, batch_queries: list) -> None:
    """Any mix of plain, time-naming and identifier queries over the scopes: batch == recall == recall_many."""
    _check_batch_matches_recall(reader, [s for s, _ in batch_queries], [" ".join(w) for _, w in batch_queries])


def test_recall_refuses_a_bad_time_hints(store_dir: Path) -> None:
    with pytest.raises(InvalidTypeError, match="time_hints"):
        batch.recall(store_dir, queries(), time_hints="yes")
