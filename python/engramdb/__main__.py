"""The ``engramdb`` command (also ``python -m engramdb``).

    engramdb demo                         the supplier scenario, end to end
    engramdb eval [CASES.jsonl | --set v2|holdout|...|holdout44] [--k 5] [--embedder hashing|e5] [--hybrid A]
                                          recall@k
    engramdb bench [...]                  retrieve-wide/rank-hard benchmark vs hnswlib (engramdb bench --help)
    engramdb check PATH                   verify a store directory without changing it
    engramdb repair [--dry-run] PATH      salvage a damaged write-ahead log, listing what was lost
    engramdb stats PATH                   memories per scope and kind, segments, bytes
    engramdb export PATH SCOPE OUT.parquet
    engramdb import PATH IN.parquet       (creates the store when PATH does not exist)
    engramdb mcp [--path DIR] [--read-only]  a Model Context Protocol server over stdio (the [mcp] extra)
    engramdb level                        the SIMD level in use

Every command takes ``--json`` (results as JSON on stdout). Arguments are parsed strictly: an unknown option is
an error. Misuse (an unknown option, a value out of range, a missing path, a locked store) ends with exit code 2
and one line on stderr, never a traceback; ``check`` exits 1 when the store is damaged. Progress bars are drawn
on stderr only when it is a terminal. ``engramdb repair [--dry-run] PATH`` salvages every intact record of a
damaged write-ahead log and lists what was lost. ``engramdb mcp`` serves one store to an MCP client over stdio
(engramdb.integrations.mcp): its stdout is the protocol's JSON-RPC messages, so its ``--json`` is accepted and
changes nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

from . import _core
from .embedders import CallableEmbedder
from .errors import EngramError, InvalidArgumentError
from .schema import KINDS
from .store import MemoryStore


class CommandError(Exception):
    """Misuse found while running a command: reported as one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors: ``engramdb bench: error: --n must be ...``, exit code 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def _json_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the result as JSON")


def _emit(args: argparse.Namespace, data: dict[str, Any], text: str) -> None:
    print(json.dumps(data, indent=2, allow_nan=False) if args.json else text)


# ---------------------------------------------------------------------- paths and stores

def _store_dir(path: str) -> Path:
    """`path` as an existing store directory, else CommandError saying what it is instead."""
    root = Path(path)
    if not root.exists():
        raise CommandError(f"{path}: no such directory")
    if not root.is_dir():
        raise CommandError(f"{path}: not a directory")
    if not (root / "MANIFEST.json").exists() and not (root / "wal").exists() and not (root / "segments").exists():
        raise CommandError(f"{path}: not an engramdb store (no MANIFEST.json)")
    return root


def _input_file(path: str) -> Path:
    file = Path(path)
    if not file.exists():
        raise CommandError(f"{path}: no such file")
    if not file.is_file():
        raise CommandError(f"{path}: not a file")
    return file


def _open(path: Path, *, read_only: bool) -> MemoryStore:
    """Opens a store whatever embedder made it: the command line never embeds text of an existing store (stats
    and export read stored vectors; import takes them from the file), so a stand-in with the store's embedder
    name and dim is enough, and it refuses to embed with a message that says why."""
    from .storage import read_manifest

    manifest = read_manifest(path)

    def refuse(texts: list[str]) -> Any:
        raise InvalidArgumentError(f"the command line cannot embed text for a store made with embedder "
                                   f"{manifest.embedder!r}: give the table an 'embedding' column")

    embedder = CallableEmbedder(refuse, name=manifest.embedder, dim=manifest.dim)
    return MemoryStore.open(path, embedder=embedder, read_only=read_only)


def _progress(total: int, label: str) -> Any:
    """A tqdm bar on stderr when it is a terminal and tqdm is installed (the `cli` extra); else None."""
    if not sys.stderr.isatty():
        return None
    try:
        from tqdm import tqdm
    except ImportError:
        return None
    return tqdm(total=total, desc=label, unit=" rows", unit_scale=True, file=sys.stderr, leave=False)


# ---------------------------------------------------------------------- commands

def _demo(args: argparse.Namespace) -> int:
    if args.json:
        from .demo import report
        _emit(args, report(), "")
    else:
        from .demo import run
        run()
    return 0


def _eval(args: argparse.Namespace) -> int:
    from .quality import run

    try:
        return run(args, sys.stdout)
    except FileNotFoundError:
        raise CommandError(f"{args.cases}: no such file") from None
    except (OSError, InvalidArgumentError) as exc:
        raise CommandError(str(exc)) from None


def _bench(args: argparse.Namespace) -> int:
    from .bench import run

    return run(args.parser, args, args.argv)


def _check(args: argparse.Namespace) -> int:
    from .durable import check_directory

    report = check_directory(_store_dir(args.path))
    data = {"path": report.path, "ok": report.ok, "files_checked": report.files_checked,
            "damaged": [{"file": f.file, "problem": f.problem} for f in report.damaged],
            "notes": [{"file": f.file, "problem": f.problem} for f in report.notes]}
    _emit(args, data, str(report))
    return 0 if report.ok else 1


def _stats(args: argparse.Namespace) -> int:
    root = _store_dir(args.path)
    with _open(root, read_only=True) as store:
        scopes = {scope: dict.fromkeys(KINDS, 0) for scope in store.scopes()}
        hidden = 0
        for segment in store.engine.segments():
            for scope in segment.scopes():
                rows = segment.scope_rows(scope)
                shown = rows[segment.col("hidden")[rows] == 0]
                hidden += len(rows) - len(shown)
                for code, count in zip(*_unique(segment.col("kind")[shown])):
                    scopes.setdefault(scope, dict.fromkeys(KINDS, 0))[KINDS[code]] += count
        segments = len(store.engine.sealed) + (1 if store.engine.active.n_rows else 0)
    files = [p for p in root.rglob("*") if p.is_file()]
    data = {"path": str(root), "memories": sum(sum(kinds.values()) for kinds in scopes.values()),
            "hidden_rows": hidden, "scopes": scopes, "segments": segments,
            "files": len(files), "bytes": sum(p.stat().st_size for p in files)}
    width = max([len(s) for s in scopes] + [5])
    lines = [f"engramdb stats {root}: {data['memories']:,} memories in {len(scopes):,} scopes "
             f"({hidden:,} rows of history, pending or forgotten not counted), {segments} segments, "
             f"{data['files']} files, {data['bytes']:,} bytes",
             f"  {'scope':<{width}} " + " ".join(f"{kind:>8}" for kind in KINDS)]
    lines += [f"  {scope:<{width}} " + " ".join(f"{kinds[kind]:>8,}" for kind in KINDS)
              for scope, kinds in sorted(scopes.items())]
    _emit(args, data, "\n".join(lines))
    return 0


def _unique(codes: Any) -> tuple[list[int], list[int]]:
    import numpy as np

    values, counts = np.unique(codes, return_counts=True)
    return [int(v) for v in values], [int(c) for c in counts]


def _export(args: argparse.Namespace) -> int:
    import pyarrow.parquet as pq

    root = _store_dir(args.path)
    out = Path(args.out)
    if not out.parent.is_dir():
        raise CommandError(f"{out.parent}: no such directory")
    with _open(root, read_only=True) as store:
        if args.scope not in store.scopes():
            raise CommandError(f"scope {args.scope!r} has no memories in {root}")
        table = store.export(args.scope)
    pq.write_table(table, str(out))
    data = {"path": str(root), "scope": args.scope, "out": str(out), "rows": table.num_rows}
    _emit(args, data, f"exported {table.num_rows:,} memories of {args.scope!r} to {out}")
    return 0


IMPORT_BATCH_ROWS = 50_000  # rows per import_arrow call: each is validated whole and committed atomically


def _import(args: argparse.Namespace) -> int:
    import pyarrow as pa
    import pyarrow.parquet as pq

    file = _input_file(args.file)
    try:
        parquet = pq.ParquetFile(str(file))
    except (OSError, pa.ArrowException) as exc:
        raise CommandError(f"{file}: not a Parquet file ({exc})") from None
    root = Path(args.path)
    if root.exists():
        store = _open(_store_dir(args.path), read_only=False)
    else:
        field = parquet.schema_arrow.field("embedding") if "embedding" in parquet.schema_arrow.names else None
        dim = field.type.list_size if field is not None and pa.types.is_fixed_size_list(field.type) else None
        store = MemoryStore.open(root, dim=dim)
    imported = 0
    bar = _progress(parquet.metadata.num_rows, "import")
    try:
        with store:
            for batch in parquet.iter_batches(batch_size=IMPORT_BATCH_ROWS):
                imported += len(store.import_arrow(pa.Table.from_batches([batch])))
                if bar is not None:
                    bar.update(batch.num_rows)
    finally:
        if bar is not None:
            bar.close()
    data = {"path": str(root), "file": str(file), "imported": imported}
    _emit(args, data, f"imported {imported:,} memories into {root}")
    return 0


def _mcp(args: argparse.Namespace) -> int:
    """Serves a store over stdio until the client leaves: `--path DIR` (created when it does not exist or is an
    empty directory; `--read-only` opens a snapshot without the lock, whose writes are tool errors), else an
    in-memory store. Dedup is off, as in every adapter. The store is closed when the client leaves."""
    try:
        from .integrations.mcp import serve
    except ModuleNotFoundError as exc:
        if (exc.name or "").split(".")[0] != "mcp":
            raise
        raise CommandError("the mcp command needs the mcp package: pip install 'engramdb[mcp]'") from None
    if args.path is None:
        if args.read_only:
            raise CommandError("--read-only needs --path (an in-memory store starts empty)")
        store = MemoryStore(dedup=False)
    else:
        root = Path(args.path)
        if args.read_only or (root.exists() and not (root.is_dir() and not any(root.iterdir()))):
            root = _store_dir(args.path)
        store = MemoryStore.open(root, read_only=args.read_only, dedup=False)
    with store:
        try:
            serve(store, version=_version())
        except KeyboardInterrupt:  # Ctrl-C on a terminal: the store is closed, no traceback
            return 130
    return 0


def _level(args: argparse.Namespace) -> int:
    level = _core.simd_level()
    _emit(args, {"simd_level": level}, level)
    return 0


# ---------------------------------------------------------------------- the parser

def _repair(args: argparse.Namespace) -> int:
    from .durable.repair import repair_main

    return repair_main([args.path, *(["--dry-run"] if args.dry_run else []), *(["--json"] if args.json else [])])


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser: one subcommand each, every one with --json."""
    from . import bench
    from . import quality as evaluation

    parser = _Parser(prog="engramdb", description="engramdb: long-term memory for LLM agents",
                     epilog="Exit codes: 0 success, 1 a damaged store (check), 2 misuse (one line on stderr).")
    parser.add_argument("--version", action="version", version=f"engramdb {_version()}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    def command(name: str, run: Callable[[argparse.Namespace], int], help: str) -> argparse.ArgumentParser:
        child = sub.add_parser(name, help=help, description=help)
        child.set_defaults(run=run, parser=child)
        return child

    _json_flag(command("demo", _demo, "walk through an agent's memory of two suppliers"))
    evaluation.add_arguments(command("eval", _eval, "recall@k of a JSONL case file (default: the shipped set)"))
    bench.add_arguments(command("bench", _bench, "retrieve-wide/rank-hard benchmark against hnswlib"))
    check = command("check", _check, "verify a store directory without changing it (exit 1 when damaged)")
    check.add_argument("path", help="the store directory")
    _json_flag(check)
    repair = command("repair", _repair, "salvage every intact record of a damaged write-ahead log and report "
                                         "exactly what was lost (exit 1 when records were lost)")
    repair.add_argument("path", help="the store directory")
    repair.add_argument("--dry-run", action="store_true", help="report what would be lost; change nothing")
    _json_flag(repair)
    stats = command("stats", _stats, "memories per scope and kind, segments and bytes of a store directory")
    stats.add_argument("path", help="the store directory (read as a snapshot: no lock taken)")
    _json_flag(stats)
    export = command("export", _export, "write every memory of one scope (history included) to Parquet")
    export.add_argument("path", help="the store directory (read as a snapshot: no lock taken)")
    export.add_argument("scope")
    export.add_argument("out", metavar="OUT.parquet")
    _json_flag(export)
    load = command("import", _import, "bulk-load a Parquet file (e.g. from export) into a store, new ids assigned")
    load.add_argument("path", help="the store directory (created when it does not exist; needs the write lock)")
    load.add_argument("file", metavar="IN.parquet")
    _json_flag(load)
    mcp = command("mcp", _mcp, "serve a store to a Model Context Protocol client over stdio (tools remember, "
                               "recall, forget, erase, set_fact, get_fact, list, build_context; resource "
                               "memory://{scope})")
    mcp.add_argument("--path", metavar="DIR", help="the store directory (created when it does not exist); "
                                                   "default: an in-memory store, gone when the server stops")
    mcp.add_argument("--read-only", action="store_true",
                     help="open --path as a read-only snapshot (no lock taken; writes are tool errors)")
    mcp.add_argument("--json", action="store_true",
                     help="accepted and changes nothing: stdout is always the protocol's JSON-RPC messages")
    _json_flag(command("level", _level, "print the SIMD level in use (scalar, avx2, avx512)"))
    return parser


def _version() -> str:
    """The installed distribution's version (its metadata, not the package root: see tests/test_layers.py)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("engramdb")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    """Runs ``engramdb ARGV`` and returns the exit code (misuse raises SystemExit(2) after one line on stderr)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    args = build_parser().parse_args(argv)
    args.argv = argv[1:]  # what bench --accuracy re-executes with
    parser: argparse.ArgumentParser = args.parser  # the command's own, for its name in messages
    try:
        code: int = args.run(args)
        return code
    except CommandError as exc:
        parser.error(str(exc))
    except BrokenPipeError:
        # `engramdb demo | head -1`: the reader left. Point stdout at devnull so that the interpreter's last
        # flush does not fail again, and stop without a traceback.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except (EngramError, OSError) as exc:  # a locked, corrupt or incompatible store; an unwritable path
        parser.exit(2, f"{parser.prog}: error: {exc}\n")


if __name__ == "__main__":
    sys.exit(main())
