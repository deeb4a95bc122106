"""What limits the exact float scan on one core (issue 17 item 7), in one run:

1. in this process, interleaved (rep 0 of each, then rep 1, ...), over one 1M x 384 float32 array (numpy
   allocates it; numpy asks for transparent huge pages on large arrays): numpy's plain reduction
   (``rows.sum()``), the engramdb scan (``_core.dot_many``, one query against every row, at the active SIMD
   level and at avx2), numpy's sgemv (``rows @ q``) on one BLAS thread, and the engramdb int8 scan over the
   same rows' codes (a quarter of the bytes); the same kernel and sgemv over the first 10k rows (15 MB, read
   from L3) repeated;
2. benchmarks/scan_probe (a standalone C++ microbenchmark built here with CMake, not part of the wheel): a
   plain sum over the same bytes and variants of the dot kernel (rows per pass, accumulators per row,
   software prefetch distance and hint, streaming loads, output pattern, AVX2 / AVX-512, dim 384 / 768 /
   1024 at equal bytes, huge vs 4 KB pages, 10k rows from L3 and 1k rows from L2 repeated) and the DRAM
   latency of one dependent load.

The process runs with OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE unset (re-executed without them if set); the
BLAS kernel and thread count are recorded (threadpoolctl). GB/s = bytes of the rows read / wall seconds; the
machine is shared, so each figure is a min and a median of --reps interleaved runs, with the load average
before and after.

    .venv/bin/python benchmarks/scan_bandwidth.py [--reps 7] [--probe-reps 5] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from engramdb import _core
from engramdb.bench.accuracy import BLAS_ENV, blas_kernel
from engramdb.bench.common import one_blas_thread

HERE = Path(__file__).resolve().parent
PROBE_SRC = HERE / "scan_probe"
PROBE_BUILD = HERE / ".cache" / "scan_probe"
ROWS, DIM, CACHED_ROWS, CACHED_REPEAT = 1_000_000, 384, 10_000, 40


def build_probe() -> Path:
    """Configures and builds benchmarks/scan_probe with the CMake (and Ninja) of this interpreter's venv."""
    bin_dir = Path(sys.executable).parent
    cmake = shutil.which("cmake", path=str(bin_dir)) or shutil.which("cmake")
    if cmake is None:
        raise SystemExit("cmake not found (make build installs it into .venv)")
    ninja = shutil.which("ninja", path=str(bin_dir)) or shutil.which("ninja")
    generator = ["-G", "Ninja", f"-DCMAKE_MAKE_PROGRAM={ninja}"] if ninja else []
    subprocess.run([cmake, "-S", str(PROBE_SRC), "-B", str(PROBE_BUILD), "-DCMAKE_BUILD_TYPE=Release",
                    *generator], check=True, stdout=subprocess.DEVNULL)
    subprocess.run([cmake, "--build", str(PROBE_BUILD)], check=True, stdout=subprocess.DEVNULL)
    return PROBE_BUILD / "scan_probe"


def timed(fn: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def measure_python(reps: int) -> dict[str, Any]:
    rng = np.random.default_rng(0)
    rows = rng.standard_normal((ROWS, DIM), dtype=np.float32)
    q = rng.standard_normal(DIM, dtype=np.float32)
    codes, scale, l1_max = _core.sq8_encode(rows)
    q_codes, _, _ = _core.sq8_query(q, scale, l1_max)
    cached = np.ascontiguousarray(rows[:CACHED_ROWS])
    best = _core.simd_level()

    def repeat(fn: Callable[[], object]) -> Callable[[], None]:
        def run() -> None:
            for _ in range(CACHED_REPEAT):
                fn()
        return run

    with one_blas_thread() as blas:
        # the same answer from every form (the scan is what the figures are about, not a different sum)
        np.testing.assert_allclose(_core.dot_many(q, rows[:50_000]), rows[:50_000] @ q, rtol=1e-4, atol=1e-3)
        cases: dict[str, tuple[Callable[[], object], float]] = {
            "numpy sum (reduction)": (rows.sum, rows.nbytes),
            f"engramdb scan ({best})": (lambda: _core.dot_many(q, rows), rows.nbytes),
            "engramdb scan (avx2)": (lambda: _core.dot_many(q, rows, level="avx2"), rows.nbytes),
            "numpy sgemv, 1 BLAS thread": (lambda: rows @ q, rows.nbytes),
            f"engramdb int8 scan ({best})": (lambda: _core.dot_i8_many(q_codes, codes), codes.nbytes),
            f"10k rows x{CACHED_REPEAT}: engramdb scan ({best})":
                (repeat(lambda: _core.dot_many(q, cached)), cached.nbytes * CACHED_REPEAT),
            f"10k rows x{CACHED_REPEAT}: numpy sgemv, 1 BLAS thread":
                (repeat(lambda: cached @ q), cached.nbytes * CACHED_REPEAT),
        }
        for fn, _ in cases.values():
            fn()
        seconds: dict[str, list[float]] = {name: [] for name in cases}
        for _ in range(reps):
            for name, (fn, _) in cases.items():
                seconds[name].append(timed(fn))
        info = blas_kernel()
        info["one_thread_applied"] = blas.applied
    out = {}
    for name, (_, nbytes) in cases.items():
        s = sorted(seconds[name])
        out[name] = {"bytes": nbytes, "min_s": s[0], "median_s": s[len(s) // 2],
                     "best_gbps": nbytes / s[0] / 1e9, "median_gbps": nbytes / s[len(s) // 2] / 1e9}
    return {"cases": out, "blas": info, "simd": best}


def probe_label(v: dict[str, Any]) -> str:
    if v["name"] == "sum":
        text = f"sum {v['isa']} {v['accs']} acc" + (f" over {v['accs']} streams" if v["split"] else "")
    else:
        text = f"scan {v['isa']} {v['rows_per_pass']} rows x {v['accs']} acc"
        if v["split"]:
            text += f" ({v['rows_per_pass']} streams)"
        if v["hint"] == 2:
            text += ", MOVNTDQA loads"
        elif v["prefetch"]:
            text += f", prefetch{'nta' if v['hint'] == 1 else 't0'} +{v['prefetch']} B"
        if v["out"] == 1:
            text += ", best only"
    text += f", dim {v['dim']}"
    if not v["huge"]:
        text += ", 4 KB pages"
    if v["repeat"] > 1:
        text = f"{v['n'] // 1000}k rows x{v['repeat']}: " + text
    return text


def main() -> int:
    if any(name in os.environ for name in BLAS_ENV):
        env = {k: v for k, v in os.environ.items() if k not in BLAS_ENV}
        sys.stdout.flush()
        os.execve(sys.executable, [sys.executable, *sys.argv], env)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reps", type=int, default=7)
    parser.add_argument("--probe-reps", type=int, default=5)
    parser.add_argument("--no-probe", action="store_true")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()

    load_before = os.getloadavg()
    result: dict[str, Any] = {"python": measure_python(args.reps)}
    if not args.no_probe:
        probe = build_probe()
        text = subprocess.run([str(probe), "--reps", str(args.probe_reps)], check=True, capture_output=True,
                              text=True).stdout
        result["probe"] = json.loads(text)
    result["loadavg"] = {"before": load_before, "after": os.getloadavg()}

    py = result["python"]
    print(f"BLAS: {py['blas']}  engramdb SIMD: {py['simd']}")
    print(f"{'case':<72} {'best GB/s':>9} {'median':>8}")
    for name, c in py["cases"].items():
        print(f"{name:<72} {c['best_gbps']:9.1f} {c['median_gbps']:8.1f}")
    if "probe" in result:
        p = result["probe"]
        print(f"probe: {p['bytes'] / 1e9:.2f} GB, {p['reps']} reps; huge pages {p['huge_kb'] // 1024} MiB; "
              f"dependent-load latency {min(p['chase_ns']):.0f} ns")
        for v in p["variants"]:
            print(f"{probe_label(v):<72} {v['best_gbps']:9.1f} {v['median_gbps']:8.1f}")
    print(f"load average before {load_before[0]:.2f}, after {result['loadavg']['after'][0]:.2f}")
    if args.json:
        args.json.write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
