"""engramdb.batch on Dask: a loopback LocalCluster of two worker processes; every job's result equals the local
engine's (which the other tests hold equal to the store's own), and every socket the cluster listens on is on
127.0.0.1."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest

from engramdb import HashingEmbedder, InvalidTypeError, MemoryStore, Weights, batch

from .conftest import NOW, RECALL_SETTINGS, SCOPES, build, queries

distributed = pytest.importorskip("distributed")
psutil = pytest.importorskip("psutil")


@pytest.fixture(scope="module")
def client() -> Iterator[object]:
    with distributed.LocalCluster(host="127.0.0.1", n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address="127.0.0.1:0", worker_dashboard_address="127.0.0.1:0") as cluster, \
            distributed.Client(cluster) as dask_client:
        yield dask_client


def test_every_listening_socket_of_the_cluster_is_on_loopback(client: distributed.Client) -> None:
    pids = {os.getpid(), *client.run(os.getpid).values()}
    assert len(pids) == 3  # this process (scheduler, nanny threads) and two worker processes
    nannies = [p for p in psutil.Process().children(recursive=True)]
    pids |= {p.pid for p in nannies}
    listening = []
    for pid in pids:
        for conn in psutil.Process(pid).net_connections(kind="inet"):
            if conn.status == psutil.CONN_LISTEN:
                listening.append((pid, conn.laddr.ip, conn.laddr.port))
    assert listening, "the cluster listens somewhere"
    assert all(ip == "127.0.0.1" for _pid, ip, _port in listening), listening


@pytest.mark.parametrize("options", [RECALL_SETTINGS[0], RECALL_SETTINGS[1], RECALL_SETTINGS[5]])
def test_recall_on_dask_equals_local(store_dir: Path, client: distributed.Client, options: dict) -> None:
    table = queries()
    local = batch.recall(store_dir, table, k=4, now=NOW, **options)
    assert local.num_rows
    assert batch.recall(store_dir, table, k=4, now=NOW, engine="dask", client=client, **options).equals(local)


def test_rescore_replay_and_prune_plan_on_dask_equal_local(store_dir: Path, client: distributed.Client) -> None:
    kw = dict(weights=Weights(similarity=0.0, recency=0.5, importance=0.5), half_life_days=12.0, now=NOW)
    assert batch.rescore(store_dir, engine="dask", client=client, **kw).equals(batch.rescore(store_dir, **kw))
    plan = dict(ttl_days=40.0, max_items=15, min_strength=0.2, now=NOW)
    local_plan = batch.prune_plan(store_dir, **plan)
    assert local_plan.num_rows
    assert batch.prune_plan(store_dir, engine="dask", client=client, **plan).equals(local_plan)
    table = queries().slice(0, 8)
    cases = table.append_column("expected", pa.array([["m1", "m5", "m40"]] * 8))
    grid = {"half_life_days": [3.0, 90.0]}
    assert batch.replay(store_dir, cases, grid, engine="dask", client=client, now=NOW).equals(
        batch.replay(store_dir, cases, grid, now=NOW))


def test_an_in_memory_store_is_snapshotted_for_dask(client: distributed.Client) -> None:
    store = MemoryStore(clock=lambda: NOW, dedup=False)
    build(store, np.random.default_rng(11))
    table = queries()
    before = set(os.listdir(tempfile.gettempdir()))
    got = batch.recall(store, table, now=NOW, engine="dask", client=client)
    assert got.equals(batch.recall(store, table, now=NOW))
    leftover = {n for n in set(os.listdir(tempfile.gettempdir())) - before if n.startswith("engramdb-batch-")}
    assert not leftover  # the temporary snapshot is removed


def test_reembed_on_dask_equals_local(store_dir: Path, client: distributed.Client, tmp_path: Path) -> None:
    emb = HashingEmbedder(dim=48)
    n_local = batch.reembed(store_dir, tmp_path / "local", emb)
    n_dask = batch.reembed(store_dir, tmp_path / "dask", emb, engine="dask", client=client)
    assert n_local == n_dask > 0
    with MemoryStore.open(tmp_path / "local", embedder=emb, read_only=True) as a, \
            MemoryStore.open(tmp_path / "dask", embedder=emb, read_only=True) as b:
        for scope in SCOPES:
            assert a.export(scope).equals(b.export(scope))


def test_a_wrong_client_is_refused(store_dir: Path) -> None:
    with pytest.raises(InvalidTypeError, match="Client"):
        batch.rescore(store_dir, engine="dask", client="tcp://127.0.0.1:8786")


def test_story_and_list_entry_steps_on_dask_rank_as_recall(client: distributed.Client, tmp_path: Path) -> None:
    # batch131's steps (a question told after a story, a list fact's entry) on the workers: a text query embedded
    # there by the embedder given, ordered as recall() orders it
    from engramdb.eval import EVAL_NOW

    from ..test_batch131 import ADDRESS, CLIENTS, COURIER, LIST, MEWS, STORY, _Fixed, _ranked, _store

    now = EVAL_NOW.timestamp()
    path = str(tmp_path / "store")
    store = _store(path)
    pairs = ((STORY, COURIER), (LIST, MEWS))
    expected = [_ranked(store.recall(s, q, k=4, now=now, conflicts=False)) for s, q in pairs]
    assert [store.get(s, hits[0][0]).text for (s, _), hits in zip(pairs, expected)] == [ADDRESS, CLIENTS]
    store.close()
    table = pa.table({"scope": [s for s, _ in pairs], "query": [q for _, q in pairs]})
    got = batch.recall(path, table, k=4, now=now, embedder=_Fixed(), engine="dask", client=client)
    assert got.equals(batch.recall(path, table, k=4, now=now, embedder=_Fixed()))
    ids, finals, index = (got.column(c).to_pylist() for c in ("id", "final", "query_index"))
    assert [[(i, round(f, 5)) for i, f, q in zip(ids, finals, index) if q == n] for n in range(2)] == expected
