"""A loop of scoped fused + MMR recalls profiled by perf from inside: perf attaches after the store's build and a
warm-up, so the samples are the recalls' only (issue 12: where a scoped fused recall's time goes).

Needs `perf` on PATH; for symbols, the compiled module relinked without its strip step (build.ninja's POST_BUILD).

    .venv/bin/python benchmarks/fused_profile_loop.py anisotropic 30000 10000 20 perf.data
    perf report -i perf.data --no-children --sort dso,sym
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from engramdb.bench.accuracy import build_layout, scope_name
from engramdb.bench.generators import generate
from engramdb.bench.interleaved import FUSED


def main() -> None:
    name, n, rows, reps, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    data = generate(name, n, 384, 50, 7, False)
    layout = build_layout(data, [rows], 7, False)
    store, scope = layout.store, scope_name(rows)
    try:
        for q in data.queries:  # warm-up: the plan's buffers and lists read in
            store.recall(scope, q, **FUSED)
        perf = subprocess.Popen(["perf", "record", "-F", "1999", "-p", str(os.getpid()), "-o", out])
        time.sleep(1)  # perf attaches
        start = time.perf_counter()
        for _ in range(reps):
            for q in data.queries:
                store.recall(scope, q, **FUSED)
        elapsed = time.perf_counter() - start
        perf.send_signal(signal.SIGINT)
        perf.wait()
        print(f"{1e6 * elapsed / (reps * len(data.queries)):.0f} µs a recall (wall, perf attached)")
    finally:
        store.close()


if __name__ == "__main__":
    main()
