"""The secret guard's CPU cost per 10k-row batch on bench_ingest_lancedb's texts (``memory {i} about the order``),
as ``remember_many``'s guard runs it: ``normalise_for_check`` then ``find_secrets_many`` on the batch. Batches at
rows 0, 50k, 100k and 190k of the benchmark's 200k; CPU ms per batch, median over ``--passes`` passes of the four.
``--base DIR`` loads the ``engramdb`` package from DIR (``git archive REV python | tar -x -C /tmp/x`` with this
build's ``_core*.so`` copied into ``/tmp/x/python/engramdb``), as guard_round10/guard_cost.py does.

    PYTHONPATH=python .venv/bin/python benchmarks/guardcost51/ingest_guard_cost.py [--base /tmp/x/python] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", help="a folder holding another engramdb package")
    ap.add_argument("--passes", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if args.base:
        sys.meta_path[:] = [f for f in sys.meta_path if "_editable" not in type(f).__module__]
        sys.path.insert(0, args.base)
    from engramdb import guard

    batches = [[f"memory {i} about the order" for i in range(s, s + 10_000)] for s in (0, 50_000, 100_000, 190_000)]
    guard.find_secrets_many(guard.normalise_for_check(batches[0][:100]))
    times = []
    for _ in range(args.passes):
        for batch in batches:
            start = time.process_time()
            found = guard.find_secrets_many(guard.normalise_for_check(batch))
            times.append((time.process_time() - start) * 1e3)
            assert not found, found[:3]
    out = {"package": guard.__file__, "median_ms": statistics.median(times), "min_ms": min(times)}
    print(json.dumps(out) if args.json else f"{out['package']}: {out['median_ms']:.1f} ms CPU per 10k-row batch "
          f"(median of {len(times)}; min {out['min_ms']:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
