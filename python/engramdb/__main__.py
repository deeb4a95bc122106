"""Command line: `python -m engramdb demo | check PATH | repair PATH | bench ... | eval CASES`."""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="engramdb", description="long-term memory for LLM agents")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("demo", help="walk through an agent's memory of two suppliers")
    sub.add_parser("level", help="print the SIMD level in use")
    sub.add_parser("eval", add_help=False, help="recall@k of a case file: eval CASES.jsonl [--k 5]")
    sub.add_parser("check", add_help=False, help="verify a store directory: check PATH")
    sub.add_parser("repair", add_help=False,
                   help="salvage the intact records of a damaged WAL: repair [--dry-run] [--json] PATH")
    sub.add_parser("bench", add_help=False, help="retrieve-wide/rank-hard benchmark vs hnswlib (bench --help)")
    args, rest = parser.parse_known_args(argv)
    if args.command == "demo":
        from .demo import run
        run()
        return 0
    if args.command == "eval":
        from .eval import eval_main
        return eval_main(rest)
    if args.command == "check":
        from .durable import check_main
        return check_main(rest)
    if args.command == "repair":
        from .durable import repair_main
        return repair_main(rest)
    if args.command == "bench":
        from .bench import bench_main
        return bench_main(rest)
    if args.command == "level":
        from . import _core
        print(_core.simd_level())
        return 0
    parser.error(f"unknown command {args.command}")  # exits


if __name__ == "__main__":
    sys.exit(main())
