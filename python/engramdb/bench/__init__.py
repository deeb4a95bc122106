"""``python -m engramdb bench``: the retrieve-wide / rank-hard benchmark, engramdb against hnswlib.

Two modes, both on synthetic clustered data (unit-norm rows around Gaussian centres with noise 0.35, and
queries made by perturbing data rows; a fixed seed), everything measured in one process, one query per
call, one thread:

* ANN (default): one scope holding all ``--n`` rows, recalled THROUGH THE STORE (``MemoryStore.recall``
  with similarity-only weights, k=10, the scope's HNSW graph as the plan, ``ef_search`` = each ``--ef``),
  against hnswlib with the same M / ef_construction on the same rows: recall@10 against exact (numpy,
  blocked) ground truth, p50/p99 latency in µs and QPS per ef, and build seconds.
* ``--scoped``: ``--n`` rows over many scopes (Zipf-like sizes) with one scope of ``--scope-rows`` rows;
  engramdb's scoped recall (k=5, default fused score, MMR lambda 0.7) against the best Python pipelines
  built from the peers: numpy exact over the scope's contiguous rows, and hnswlib ``knn_query(k=100)``
  with a ``filter`` callable restricted to the scope, each followed by a numpy fused score and a Python
  MMR. Prints both and the ratio of the faster one to engramdb.

Progress bars go to stderr; tables (or ``--json``) to stdout; ``--plot PATH.png`` draws recall vs QPS
(needs matplotlib). Default sizes take about 3 minutes on a 2-core machine, most of it the two builds.
"""

from __future__ import annotations

import argparse
import json
import sys

from .ann import DEFAULT_EF, plot, print_ann, run_ann
from .common import one_blas_thread
from .scoped import print_scoped, run_scoped

__all__ = ["bench_main", "one_blas_thread"]


def bench_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="engramdb bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=100_000, help="rows (default 100,000; 1,000,000+ works)")
    parser.add_argument("--dim", type=int, default=384)
    parser.add_argument("--clusters", type=int, default=1000)
    parser.add_argument("--queries", type=int, default=1000)
    parser.add_argument("--ef", default=DEFAULT_EF, help=f"ef_search values (default {DEFAULT_EF})")
    parser.add_argument("--M", type=int, default=16)
    parser.add_argument("--ef-construction", type=int, default=200)
    parser.add_argument("--threads", type=int, default=0, help="build threads (0 = all cores)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--no-hnswlib", action="store_true", help="skip the hnswlib side")
    parser.add_argument("--scoped", action="store_true", help="scoped recall in a multi-scope store")
    parser.add_argument("--scope-rows", type=int, default=10_000,
                        help="rows of the measured scope (--scoped)")
    parser.add_argument("--filter-queries", type=int, default=200,
                        help="queries for the slow hnswlib filter pipeline (--scoped)")
    parser.add_argument("--quantize", choices=["int8"], default=None,
                        help="also measure the store's quantize='int8' option (same graph, int8 walk/scan)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--plot", metavar="PATH.png", help="write a recall-vs-QPS plot (needs matplotlib)")
    parser.add_argument("--quiet", action="store_true", help="no progress bars")
    args = parser.parse_args(argv)
    if args.n < 1 or args.queries < 1 or args.dim < 1:
        parser.error("--n, --queries and --dim must be positive")
    if args.plot:
        if args.scoped:
            parser.error("--plot draws the ANN sweep; it does not apply to --scoped")
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            print("engramdb bench: --plot needs matplotlib, which is not installed "
                  "(pip install matplotlib)", file=sys.stderr)
            return 2
    if not args.no_hnswlib:
        try:
            import hnswlib  # noqa: F401
        except ImportError:
            print("engramdb bench: hnswlib is not installed (pip install hnswlib, or pass --no-hnswlib)",
                  file=sys.stderr)
            return 2
    show = not args.quiet
    result = run_scoped(args, show) if args.scoped else run_ann(args, show)
    if args.json:
        print(json.dumps(result, indent=2))
    elif args.scoped:
        print_scoped(result)
    else:
        print_ann(result)
    if args.plot:
        plot(result, args.plot)
        print(f"plot written to {args.plot}", file=sys.stderr)
    return 0
