"""``check``: verifying a store directory without changing it."""

from __future__ import annotations

import argparse
import os
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa

from ..errors import CorruptStoreError, IncompatibleStoreError
from ..storage import Manifest, read_manifest
from ..storage import wal as wal_format
from ..storage.manifest import MANIFEST_NAME
from .index_files import read_lists
from .layout import SEGMENTS_DIR, WAL_DIR, WAL_RECORD_TYPES
from .records import (
    RECORD_FLAGS,
    RECORD_INSERT,
    RECORD_INSERT2,
    RECORD_INSERT3,
    RECORD_TXN,
    RECORD_USAGE,
    RECORD_VECTORS,
    decode_flags,
    decode_insert,
    decode_insert2,
    decode_txn,
    decode_usage,
    decode_vectors,
    insert3_token,
)
from .segment_files import load_graphs, load_segment

_INSERT2_DIM = struct.Struct("<II")  # an INSERT2 payload's first fields: n_rows, dim (records.py)


@dataclass(frozen=True)
class Finding:
    """One thing `check` found: the file (relative to the store) and what is wrong with it."""

    file: str
    problem: str

    def __str__(self) -> str:
        return f"{self.file}: {self.problem}"


@dataclass
class CheckReport:
    """The result of checking a store directory. ``damaged`` lists real damage (a bad checksum, a missing
    or unreadable file, a manifest that does not match the files); ``notes`` lists states that the next
    writable open repairs by itself (a torn WAL tail left by a crash, leftover files of an interrupted
    checkpoint). ``ok`` is True when nothing is damaged."""

    path: str
    files_checked: int = 0
    damaged: list[Finding] = field(default_factory=list)
    notes: list[Finding] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """True when nothing is damaged."""
        return not self.damaged

    def damaged_files(self) -> list[str]:
        """The damaged files' names, sorted, each once."""
        return sorted({f.file for f in self.damaged})

    def __str__(self) -> str:
        lines = [f"engramdb check {self.path}: {'OK' if self.ok else 'DAMAGED'} "
                 f"({self.files_checked} files checked, {len(self.damaged)} damaged, {len(self.notes)} notes)"]
        lines += [f"  DAMAGED {f}" for f in self.damaged]
        lines += [f"  note    {f}" for f in self.notes]
        return "\n".join(lines)


def check_directory(path: str | os.PathLike[str]) -> CheckReport:
    """Verifies a store directory without changing it: the manifest, the CRC-32 and shape of every segment
    and side file against it, every WAL record's checksum and payload, and that the WAL covers the
    manifest. Takes no lock: run it on a closed store, or through ``store.check()`` on an open one."""
    root = Path(path)
    report = CheckReport(str(root))

    def damaged(file: Path | str, problem: str) -> None:
        report.damaged.append(Finding(str(Path(file).relative_to(root)) if isinstance(file, Path) else file, problem))

    if not root.is_dir():
        damaged(str(root), "no such directory")
        return report
    manifest = None
    report.files_checked += 1
    try:
        manifest = read_manifest(root)
    except FileNotFoundError:
        damaged(MANIFEST_NAME, "missing")
    except (CorruptStoreError, IncompatibleStoreError) as exc:
        damaged(MANIFEST_NAME, str(exc).removeprefix(f"{root / MANIFEST_NAME}: "))
    named: set[str] = set()
    if manifest is not None:
        sides = manifest.extra.get("side_files", {})
        for info in manifest.segments:
            seg_path = root / SEGMENTS_DIR / info.name
            named.add(info.name)
            report.files_checked += 1
            side = sides.get(info.name) if isinstance(sides, dict) else None
            if side is None:
                damaged(seg_path, "the manifest names no side file for this segment")
            else:
                named.add(side["name"])
                report.files_checked += 1
            graphs = manifest.extra.get("graphs", {})
            files = graphs.get(info.name, {}) if isinstance(graphs, dict) else {}
            files = files if isinstance(files, dict) else {}
            if sorted(files.values()) != sorted(info.graph_files):
                damaged(MANIFEST_NAME, f"graphs of {info.name} differ between 'graphs' and 'graph_files'")
            named.update(info.graph_files)
            all_lists = manifest.extra.get("lists", {})
            lists = all_lists.get(info.name, {}) if isinstance(all_lists, dict) else {}
            lists = lists if isinstance(lists, dict) else {}
            named.update(name for name in lists.values() if isinstance(name, str))
            try:
                seg = load_segment(seg_path, info, side, manifest.dim, verify=True)
            except CorruptStoreError as exc:
                message = str(exc)
                file = seg_path
                if side is not None and message.startswith(str(root / SEGMENTS_DIR / side["name"])):
                    file = root / SEGMENTS_DIR / side["name"]
                damaged(file, message.removeprefix(f"{file}: "))
                continue
            for scope, name in files.items():  # each graph on its own: its checksum, sizes and links
                report.files_checked += 1
                graph_path = root / SEGMENTS_DIR / name
                try:
                    load_graphs(seg, {scope: name}, root / SEGMENTS_DIR)
                except (CorruptStoreError, OSError) as exc:
                    message = str(exc)
                    for prefix in (f"hnsw graph file {graph_path}: ", f"{graph_path}: "):
                        message = message.removeprefix(prefix)
                    damaged(graph_path, message)
            for scope, name in lists.items():  # each lists file: its checksum, and its shape against the run
                report.files_checked += 1
                if not isinstance(name, str) or not name or "/" in name or seg.run(scope) is None:
                    damaged(MANIFEST_NAME, f"lists file {name!r} of scope {scope!r} of {info.name}")
                    continue
                lists_path = root / SEGMENTS_DIR / name
                try:
                    read_lists(lists_path, seg.run_vectors(scope))
                except (CorruptStoreError, OSError) as exc:
                    damaged(lists_path, str(exc).removeprefix(f"{lists_path}: ") + " (rebuilt at the next open)")
    _check_wal(root, manifest, report, wal_format)
    segments_dir = root / SEGMENTS_DIR
    if segments_dir.is_dir():
        for entry in sorted(segments_dir.iterdir()):
            if entry.name not in named:
                report.notes.append(Finding(f"{SEGMENTS_DIR}/{entry.name}",
                                            "not named by the manifest (left by an interrupted checkpoint; "
                                            "deleted at the next writable open)"))
    return report


def _check_wal(root: Path, manifest: Manifest | None, report: CheckReport, fmt: Any) -> None:
    wal_dir = root / WAL_DIR
    gens = sorted(int(p.name[:-4]) for p in wal_dir.glob("*.log") if p.name[:-4].isdigit()) \
        if wal_dir.is_dir() else []
    if not gens:
        if manifest is not None:
            report.damaged.append(Finding(WAL_DIR, "no WAL generation files"))
        return
    flags = {}
    bad_header = set()
    for g in gens:
        name = f"{WAL_DIR}/{g:08d}.log"
        head = (wal_dir / f"{g:08d}.log").read_bytes()[:fmt.HEADER_SIZE]
        if len(head) < fmt.HEADER_SIZE or head[:5] != fmt.MAGIC or head[5] != fmt.WAL_VERSION:
            report.damaged.append(Finding(name, "bad WAL header"))
            flags[g] = 0
            bad_header.add(g)
        else:
            flags[g] = head[6]
    barriers = [g for g in gens if flags[g] & fmt.FLAG_BARRIER]
    if barriers:
        gens = [g for g in gens if g >= barriers[-1]]
    start = manifest.wal_generation if manifest is not None else gens[0]
    live = [g for g in gens if g >= start]
    if manifest is not None and (not live or live[0] != start) and not (live and live[0] in barriers):
        report.damaged.append(Finding(WAL_DIR, f"generation {start} named by the manifest is missing"))
    if live and live != list(range(live[0], live[-1] + 1)):
        report.damaged.append(Finding(WAL_DIR, f"generations are not contiguous: {live}"))
    dim = manifest.dim if manifest is not None else None
    vectors: set[int] = set()
    for g in live:
        name = f"{WAL_DIR}/{g:08d}.log"
        path = wal_dir / f"{g:08d}.log"
        report.files_checked += 1
        if g in bad_header:
            continue
        # A torn tail is only ever a bad end of the newest file with nothing intact after it (storage.wal).
        for item in fmt.scan_generation(path, record_types=WAL_RECORD_TYPES):
            if isinstance(item, fmt.Frame):
                problem = _check_record(item.type, item.payload, dim, vectors)
                if problem:
                    report.damaged.append(Finding(name, f"record ending at offset {item.end}: {problem}"))
            elif item.resumes:
                report.damaged.append(Finding(name, f"{item.reason} at offset {item.start} ({item.bytes} bytes "
                                                    f"unreadable, intact records follow from offset {item.end}): "
                                                    f"acknowledged writes are lost; `engramdb repair` salvages "
                                                    f"the intact records"))
            elif g == live[-1]:
                report.notes.append(Finding(name, f"torn tail ({item.reason} at offset {item.start}, "
                                                  f"{item.bytes} bytes): an unacknowledged write, "
                                                  f"dropped at the next open"))
            else:
                report.damaged.append(Finding(name, f"{item.reason} at offset {item.start} in a closed WAL "
                                                    f"generation ({item.bytes} bytes to its end)"))


def _check_record(rtype: int, payload: Any, dim: int | None, vectors: set[int]) -> str | None:
    """What is wrong with a record, or None. `vectors`: the tokens of the VECTORS records read before it (in log
    order, across generations, as replay reads them) that no INSERT3 has named yet; updated here."""
    try:
        if rtype == RECORD_VECTORS:
            vectors.add(decode_vectors(payload, dim)[0])
        elif rtype == RECORD_INSERT3:
            token = insert3_token(payload)
            body = memoryview(payload).cast("B")[8:]
            n, stored_dim = _INSERT2_DIM.unpack_from(body)
            decode_insert2(body, stored_dim if dim is None else dim,
                           embedding=np.broadcast_to(np.float32(0), (n, stored_dim if dim is None else dim)))
            if token not in vectors:
                return "an INSERT3 record whose VECTORS record is not in the log before it: its rows are lost"
            vectors.discard(token)
        elif rtype == RECORD_INSERT:
            if dim is not None:
                decode_insert(payload, dim)
            else:
                pa.ipc.open_stream(payload).read_all()
        elif rtype == RECORD_INSERT2:
            decode_insert2(payload, dim if dim is not None else _INSERT2_DIM.unpack_from(payload)[1])
        elif rtype == RECORD_FLAGS:
            decode_flags(payload)
        elif rtype == RECORD_USAGE:
            decode_usage(payload)
        elif rtype == RECORD_TXN:
            for sub_type, sub in decode_txn(payload):
                problem = _check_record(sub_type, sub, dim, vectors)
                if problem:
                    return problem
        else:
            return f"unknown record type {rtype}"
    except (CorruptStoreError, pa.ArrowException, KeyError, ValueError, struct.error) as exc:
        return f"undecodable type-{rtype} record: {exc}"
    return None


def check_main(argv: list[str]) -> int:
    """``python -m engramdb check PATH``: prints the report; exit code 0 when clean, 1 when damaged."""
    parser = argparse.ArgumentParser(prog="engramdb check", description="verify a store directory")
    parser.add_argument("path", help="the store directory")
    args = parser.parse_args(argv)
    report = check_directory(args.path)
    print(report)
    return 0 if report.ok else 1

