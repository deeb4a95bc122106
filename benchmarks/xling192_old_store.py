"""Writes tests/data/store_before_xling192 with the code of a tree before the "document" column (run from that
tree's root: main at c279a827 with its _core copied in): a sealed segment and rows left in the WAL (no close).

    cd OLD_TREE && PYTHONPATH=python:. python /work/wt/xling192/benchmarks/xling192_old_store.py OUT_DIR
"""
import os
import sys
from pathlib import Path

import engramdb.schema as schema
from engramdb.e5 import E5_MODEL
from engramdb.embedders import CallableEmbedder
from engramdb.store import MemoryStore
from tests.test_xling180 import _documents, _queries

assert "document" not in schema.COLUMN
path = Path(sys.argv[1])
store = MemoryStore.open(path, embedder=CallableEmbedder(_documents, name=E5_MODEL + "-test", dim=32, query_fn=_queries))
store.remember_many("s", [
    "The spare key to the tool shed hangs behind the kitchen door.",
    "La llave de repuesto del cobertizo está detrás de la puerta de la cocina.",
    "Запасной ключ от сарая висит за дверью кухни.",
], created_at=[1e9 - 86400 * i for i in range(3)])
store.seal()
store.remember_many("s", [
    "La puerta del cobertizo se pintó de verde en mayo.",
    "The shed door was painted green in May.",
], created_at=[1e9 - 86400 * i for i in range(3, 5)])
os._exit(0)  # no close: the last rows stay in the WAL only
