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

* ``--accuracy``: whether the store's default plans return what its exact plan (``exact=True``) returns, on
  three data generators (isotropic clusters, anisotropic embedding-like data, and a held-out nested one),
  for scopes of each ``--scope-rows`` size (comma-separated): recall@10 (similarity only), agreement of the
  fused + MMR picks, p50 and the ratio to a fair numpy pipeline (see bench/accuracy.py). No hnswlib.

Progress bars go to stderr when it is a terminal; tables (or ``--json``) to stdout; ``--plot PATH.png`` draws
recall vs QPS (needs matplotlib). Default sizes take about 3 minutes on a 2-core machine, most of it the two builds
(``--accuracy``: about 2 minutes).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from . import accuracy
from .ann import DEFAULT_EF, K_ANN, plot, print_ann, run_ann
from .common import one_blas_thread
from .generators import GENERATORS
from .scoped import K_WIDE, print_scoped, run_scoped

# --accuracy's defaults where they differ from the other modes'
ACCURACY_DEFAULTS = dict(n=40_000, queries=100, scope_rows=[6_000, 12_000],
                         generators=list(GENERATORS), nprobe=[20, 50], ef_search=[200, 400])
# options of the other modes, refused with --accuracy (name -> its default)
NOT_ACCURACY = dict(ef=DEFAULT_EF, clusters=1000, M=16, ef_construction=200, threads=0, no_hnswlib=False,
                    scoped=False, filter_queries=200, quantize=None, plot=None)

__all__ = ["add_arguments", "bench_main", "one_blas_thread", "run"]


def _count(minimum: int) -> Callable[[str], int]:
    """An argparse type: an integer >= minimum (a one-line usage error otherwise)."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected an integer, got {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be >= {minimum}, got {value}")
        return value
    return parse


def _ef_values(text: str) -> str:
    """An argparse type: comma-separated integers >= 1 (kept as text: run_ann parses it)."""
    try:
        values = [int(v) for v in text.split(",") if v.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"takes comma-separated integers, got {text!r}") from None
    if not values or min(values) < 1:
        raise argparse.ArgumentTypeError(f"values must be >= 1, got {text!r}")
    return text


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``engramdb bench`` (every mode's; run() refuses those that do not apply)."""
    parser.add_argument("--n", type=_count(1), default=None,
                        help=f"rows (default 100,000, --accuracy 40,000; 1,000,000+ works; ANN mode needs more "
                             f"than k={K_ANN})")
    parser.add_argument("--dim", type=_count(1), default=384)
    parser.add_argument("--clusters", type=_count(1), default=1000)
    parser.add_argument("--queries", type=_count(1), default=None, help="queries (default 1,000, --accuracy 100)")
    parser.add_argument("--ef", type=_ef_values, default=DEFAULT_EF, help=f"ef_search values (default {DEFAULT_EF})")
    parser.add_argument("--M", type=_count(2), default=16)
    parser.add_argument("--ef-construction", type=_count(1), default=200)
    parser.add_argument("--threads", type=_count(0), default=0, help="build threads (0 = all cores)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--no-hnswlib", action="store_true", help="skip the hnswlib side")
    parser.add_argument("--scoped", action="store_true", help="scoped recall in a multi-scope store")
    parser.add_argument("--scope-rows", type=str, default=None,
                        help=f"rows of the measured scope (--scoped, default 10,000, more than {K_WIDE}), or "
                             "comma-separated sizes of the measured scopes (--accuracy, default 6000,12000)")
    parser.add_argument("--filter-queries", type=_count(1), default=200,
                        help="queries for the slow hnswlib filter pipeline (--scoped)")
    parser.add_argument("--quantize", choices=["int8"], default=None,
                        help="also measure the store's quantize='int8' option (same graph, int8 walk/scan)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--plot", metavar="PATH.png", help="write a recall-vs-QPS plot (needs matplotlib)")
    parser.add_argument("--quiet", action="store_true",
                        help="no progress bars (they are drawn only when stderr is a terminal anyway)")
    parser.add_argument("--accuracy", action="store_true",
                        help="plan accuracy against exact=True on three generators (bench/accuracy.py)")
    accuracy.add_arguments(parser)


def bench_main(argv: list[str]) -> int:
    """``engramdb bench ARGS`` as a function (the command line goes through engramdb.__main__)."""
    parser = argparse.ArgumentParser(prog="engramdb bench", description=__doc__.split("\n\n")[0])
    add_arguments(parser)
    return run(parser, parser.parse_args(argv), argv)


def run(parser: argparse.ArgumentParser, args: argparse.Namespace, argv: list[str]) -> int:
    """Runs the benchmark `args` (parsed by `parser`, which reports misuse; `argv` is what --accuracy re-executes
    with). Progress bars go to stderr only when it is a terminal: a log or a pipe gets no carriage returns."""
    args.show = not args.quiet and sys.stderr.isatty()
    if args.accuracy:
        return _accuracy_main(parser, args, argv)
    for name in ("generators", "nprobe", "ef_search"):
        if getattr(args, name) is not None:
            parser.error(f"--{name.replace('_', '-')} applies to --accuracy only")
    args.n = 100_000 if args.n is None else args.n
    args.queries = 1000 if args.queries is None else args.queries
    try:
        args.scope_rows = 10_000 if args.scope_rows is None else int(args.scope_rows)
    except ValueError:
        parser.error("--scope-rows must be one integer with --scoped")
    if args.scoped:
        if not K_WIDE < args.scope_rows <= args.n:
            parser.error(f"--scope-rows must be more than {K_WIDE} (the shortlist) and at most --n ({args.n:,}), "
                         f"got {args.scope_rows:,}")
    elif args.n <= K_ANN:
        parser.error(f"--n must be more than k={K_ANN} for the ANN sweep, got {args.n}")
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
    show = args.show
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


def _accuracy_main(parser: argparse.ArgumentParser, args: argparse.Namespace, argv: list[str]) -> int:
    for name, default in NOT_ACCURACY.items():
        if getattr(args, name) != default:
            parser.error(f"--{name.replace('_', '-')} does not apply to --accuracy")
    for name, default in ACCURACY_DEFAULTS.items():
        if getattr(args, name) is None:
            setattr(args, name, default)
        elif name == "scope_rows" and isinstance(args.scope_rows, str):
            try:
                args.scope_rows = accuracy.parse_sizes(args.scope_rows, "--scope-rows")
            except argparse.ArgumentTypeError as exc:
                parser.error(str(exc))
    unknown = set(args.generators) - set(GENERATORS)
    if unknown or not args.generators:
        parser.error(f"--generators must name some of {', '.join(GENERATORS)}")
    if args.n < 1 or args.queries < 1 or args.dim < 2:
        parser.error("--n and --queries must be positive and --dim >= 2")
    if sum(args.scope_rows) > args.n:
        parser.error(f"the scopes' rows ({sum(args.scope_rows):,}) exceed --n ({args.n:,})")
    try:
        import threadpoolctl  # noqa: F401
    except ImportError:
        print("engramdb bench: --accuracy needs threadpoolctl (pip install threadpoolctl)", file=sys.stderr)
        return 2
    accuracy.reexec_without_blas_env(argv)
    result = accuracy.run_accuracy(args, args.show)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        accuracy.print_accuracy(result)
    return 0
