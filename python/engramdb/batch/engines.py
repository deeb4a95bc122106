"""Where a batch job's partitions run: "local" (this process: native threads, the GIL released), "dask" (the
workers of a ``dask.distributed.Client`` the caller passes) or "ray" (the Ray cluster of this process, started
by the job on the loopback interface when the caller did not start one).

A partition is a call ``fn(handle, *args)`` of a module-level function: picklable, so that Dask and Ray can ship
it. Locally ``handle`` is the open store itself; elsewhere it is a Snapshot (engramdb.batch.snapshot) that each
worker opens read-only at the version the job pinned.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from ..errors import InvalidArgumentError, InvalidTypeError

ENGINES = ("local", "dask", "ray")
T = TypeVar("T")


def check_engine(engine: Any, client: Any) -> None:
    """Typed errors for an unknown engine, a missing or wrong Dask client, or a client given to another engine."""
    if not isinstance(engine, str):
        raise InvalidTypeError(f"engine must be one of {ENGINES}, got {type(engine).__name__}")
    if engine not in ENGINES:
        raise InvalidArgumentError(f"engine must be one of {ENGINES}, got {engine!r}")
    if engine == "dask":
        try:
            from distributed import Client
        except ImportError:
            raise InvalidArgumentError("engine='dask' needs dask.distributed: pip install engramdb[dask]") from None
        if client is None:
            raise InvalidArgumentError("engine='dask' needs client=, a dask.distributed.Client")
        if not isinstance(client, Client):
            raise InvalidTypeError(f"client must be a dask.distributed.Client, got {type(client).__name__}")
    elif client is not None:
        raise InvalidArgumentError(f"client= is for engine='dask' only (engine={engine!r})")
    if engine == "ray":
        try:
            _ray()
        except ImportError:
            raise InvalidArgumentError("engine='ray' needs ray: pip install engramdb[ray]") from None


def workers(engine: str, client: Any) -> int:
    """How many partitions can run at once on the engine (what partitioning aims at)."""
    if engine == "dask":
        return max(1, int(sum(client.nthreads().values())))
    if engine == "ray":
        ray = _ray()
        _ensure_ray(ray)
        return max(1, int(ray.cluster_resources().get("CPU", 1)))
    return 1


def run(engine: str, client: Any, fn: Callable[..., T], tasks: Sequence[tuple[Any, ...]]) -> list[T]:
    """fn(*task) for every task, results in the order of the tasks. Locally one after the other (each call runs
    on native threads itself); on Dask and Ray one remote task per partition."""
    if not tasks:
        return []
    if engine == "local":
        return [fn(*task) for task in tasks]
    if engine == "dask":
        futures = client.map(fn, *zip(*tasks), pure=False)
        out: list[T] = client.gather(futures)
        return out
    ray = _ray()
    _ensure_ray(ray)
    remote = ray.remote(fn)
    got: list[T] = ray.get([remote.remote(*task) for task in tasks])
    return got


def _ray() -> Any:
    # Before the first import: else Ray rewrites 127.0.0.1 to the machine's routable address.
    os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    import ray

    return ray


def _ensure_ray(ray: Any) -> None:
    """Starts a local Ray on the loopback interface (no dashboard, usage stats off, 2 CPUs) unless the caller
    started one: it then lives as long as this process (ray.shutdown() ends it)."""
    if not ray.is_initialized():
        ray.init(num_cpus=2, include_dashboard=False, _node_ip_address="127.0.0.1", configure_logging=False,
                 log_to_driver=False)
