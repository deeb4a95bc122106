"""engramdb.batch on Ray (`make test-ray`; skipped when ray is not installed): a local Ray on 127.0.0.1 (no
dashboard, usage stats off, 2 CPUs, HOME a temporary directory so that nothing is written under ~/.ray); every
job's result equals the local engine's, and every socket Ray's processes listen on is on 127.0.0.1."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pyarrow as pa
import pytest

# Before ray is imported: else it rewrites 127.0.0.1 to the machine's routable address.
os.environ["RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"] = "0"
os.environ["RAY_USAGE_STATS_ENABLED"] = "0"
os.environ["RAY_AUTH_MODE"] = "disabled"

ray = pytest.importorskip("ray")
psutil = pytest.importorskip("psutil")

from engramdb import HashingEmbedder, MemoryStore, batch  # noqa: E402

from .conftest import NOW, RECALL_SETTINGS, SCOPES, queries  # noqa: E402


@pytest.fixture(scope="module")
def ray_cluster() -> Iterator[None]:
    home = tempfile.mkdtemp(prefix="engramdb-ray-home-")
    old_home = os.environ.get("HOME")
    os.environ["HOME"] = home  # Ray writes its token and session files under HOME
    ray.init(num_cpus=2, include_dashboard=False, _node_ip_address="127.0.0.1", _temp_dir=os.path.join(home, "ray"),
             configure_logging=False, log_to_driver=False)
    try:
        yield
    finally:
        ray.shutdown()
        if old_home is not None:
            os.environ["HOME"] = old_home


def test_every_listener_of_ray_is_on_loopback(ray_cluster: None) -> None:
    batch.rescore  # noqa: B018 (the cluster is up: the fixture started it)
    listening = []
    for proc in [psutil.Process(), *psutil.Process().children(recursive=True)]:
        try:
            for conn in proc.net_connections(kind="inet"):
                if conn.status == psutil.CONN_LISTEN:
                    listening.append((proc.pid, proc.name(), conn.laddr.ip, conn.laddr.port))
        except psutil.NoSuchProcess:
            continue
    assert listening, "ray listens somewhere"
    # gRPC binds IPv6 sockets to the IPv4-mapped loopback address, ::ffff:127.0.0.1: loopback too (never :: or 0.0.0.0)
    assert all(ip in ("127.0.0.1", "::ffff:127.0.0.1") for _pid, _name, ip, _port in listening), listening
    print(sorted({(name, ip) for _pid, name, ip, _port in listening}))


@pytest.mark.parametrize("options", [RECALL_SETTINGS[0], RECALL_SETTINGS[4]])
def test_recall_on_ray_equals_local(store_dir: Path, ray_cluster: None, options: dict) -> None:
    local = batch.recall(store_dir, queries(), k=4, now=NOW, **options)
    assert batch.recall(store_dir, queries(), k=4, now=NOW, engine="ray", **options).equals(local)


def test_rescore_prune_replay_and_reembed_on_ray_equal_local(store_dir: Path, ray_cluster: None,
                                                              tmp_path: Path) -> None:
    assert batch.rescore(store_dir, now=NOW, engine="ray").equals(batch.rescore(store_dir, now=NOW))
    plan = dict(ttl_days=40.0, max_items=15, now=NOW)
    assert batch.prune_plan(store_dir, engine="ray", **plan).equals(batch.prune_plan(store_dir, **plan))
    cases = queries().slice(0, 6).append_column("expected", pa.array([["m1", "m7"]] * 6))
    grid = [{"half_life_days": 3.0}, {"half_life_days": 90.0}]
    assert batch.replay(store_dir, cases, grid, now=NOW, engine="ray").equals(batch.replay(store_dir, cases, grid, now=NOW))
    emb = HashingEmbedder(dim=32)
    assert batch.reembed(store_dir, tmp_path / "r", emb, engine="ray") == batch.reembed(store_dir, tmp_path / "l", emb)
    with MemoryStore.open(tmp_path / "r", embedder=emb, read_only=True) as a, \
            MemoryStore.open(tmp_path / "l", embedder=emb, read_only=True) as b:
        for scope in SCOPES:
            assert a.export(scope).equals(b.export(scope))
