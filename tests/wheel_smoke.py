"""Smoke test of an installed wheel (run by `make wheel-smoke` in a fresh virtualenv outside the checkout; not
collected by pytest): the package imports from the virtualenv, not the source tree, the compiled core loads,
`engramdb demo --json` printed valid results, and a recall through a store on disk finds what was written."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import engramdb

here = Path(sys.prefix).resolve()
assert Path(engramdb.__file__).resolve().is_relative_to(here), f"engramdb imported from {engramdb.__file__}"
print(f"engramdb {engramdb.__version__} from {Path(engramdb.__file__).parent}, SIMD level {engramdb.simd_level()}")

demo = json.loads(Path(sys.argv[1]).read_text())
assert demo["recall"][0]["memory"]["text"].startswith("Invoice 8841"), demo["recall"][0]

with tempfile.TemporaryDirectory() as tmp:
    with engramdb.MemoryStore.open(Path(tmp) / "store") as store:
        rid = store.remember("supplier:S1", "Invoice 8841 was rejected for code E12.", kind="episode")
        store.remember("supplier:S1", "Supplier S1 prefers replies in Hindi.")
        store.remember("supplier:S2", "Invoice 7000 was rejected for code E12.", kind="episode")
    with engramdb.MemoryStore.open(Path(tmp) / "store", read_only=True) as store:
        hits = store.recall("supplier:S1", "why was invoice 8841 rejected?", k=2)
        assert hits[0].id == rid and all(h.memory.scope == "supplier:S1" for h in hits), hits
        assert store.check().ok
print("wheel smoke test: OK")
