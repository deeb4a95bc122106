"""Batch jobs over a store: re-scoring, replaying labelled queries, re-embedding and prune plans, on this
machine's cores or on a Dask or Ray cluster (``pip install engramdb[dask]`` / ``engramdb[ray]``).

* ``recall(path_or_store, queries, k=5, engine="local", ...)``: recall for a table of (scope, query) pairs;
  exactly ``MemoryStore.recall``'s hits, as an Arrow table.
* ``rescore(path_or_store, weights=, half_life_days=, now=, where=)``: the query-independent part of the fused
  score and the strength of every current memory, natively column by column.
* ``replay(path_or_store, cases, grid)``: recall@k and MRR of each setting of a grid of weights and half-lives
  over labelled cases.
* ``reembed(path_or_store, out_path, embedder)``: a new store with every memory embedded by a new model, ids,
  status, lineage and provenance kept.
* ``prune_plan(path_or_store, min_strength=, ttl_days=, max_items=)``: what prune would forget in every scope,
  applied later by the one writer with ``MemoryStore.apply_prune_plan(plan)``.

Every job takes `now` (default: the job's start), so that every partition and every engine computes with the
same time, and reads one version of the store: a directory is opened read-only and pinned (snapshot.py), an
in-memory store is first written to a temporary directory for Dask and Ray. `engine` is "local" (native
threads in this process), "dask" (pass ``client=``, a ``dask.distributed.Client``) or "ray" (the caller's
``ray.init``, or one the job starts on 127.0.0.1). Partitions hold whole scopes (recall, replay, reembed,
prune_plan) or whole segments (rescore). Nothing here writes to the source store. On Dask and Ray the
partitions' arguments travel to the workers by pickle: an `embedder` given to a job must pickle (the hashing
embedder does), and each worker process keeps the last few snapshots it opened (snapshot.worker_store).
"""

from __future__ import annotations

from .engines import ENGINES
from .jobs import prune_plan, recall, reembed, replay, rescore
from .snapshot import Snapshot

__all__ = ["ENGINES", "Snapshot", "prune_plan", "recall", "reembed", "replay", "rescore"]
