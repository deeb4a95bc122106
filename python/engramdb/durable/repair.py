"""``repair``: salvaging every intact record of a damaged write-ahead log (``engramdb repair PATH``).

Opening refuses a WAL with intact records after a bad one, or without a generation the manifest names
(storage.wal, durable.opening), because opening past the damage would silently drop acknowledged writes.
``repair`` is the explicit way on: under the store lock it reads every WAL generation the manifest needs,
keeps each intact frame whose payload decodes as a store record, and writes them, in order, into ONE new
generation file carrying the BARRIER flag (atomically: temporary file, fsync, rename, directory fsync), then
deletes the older files. From the moment the new file is in place the older ones are void, so a crash at any
point leaves either the old log or the repaired one, never a mix. Segments and the manifest are not touched.

The report says exactly what was lost: each unreadable stretch (file, byte offsets, bytes, and the number
of records when the bad frame's own header spans it, else "at least one"), each intact frame whose payload
does not decode, and each missing generation file (its records are lost, their number unknown). A torn tail
(the unacknowledged end of the newest file) is listed apart: it was never acknowledged, so nothing was lost.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..errors import CorruptStoreError, IncompatibleStoreError, StoreLockedError
from ..storage import StoreLock, read_manifest
from ..storage import wal as wal_format
from ..storage.files import fsync_dir
from ..storage.manifest import MANIFEST_NAME
from .fsck import _check_record
from .layout import WAL_DIR, WAL_RECORD_TYPES


@dataclass(frozen=True)
class Loss:
    """Bytes ``[start, end)`` of ``file`` (relative to the store) that repair cannot keep, and why.
    ``records``: how many records they held when known (1: one frame whose checksum or payload is bad),
    None when unknown (at least one)."""

    file: str
    start: int
    end: int
    reason: str
    records: int | None

    @property
    def bytes(self) -> int:
        return self.end - self.start

    def __str__(self) -> str:
        count = "1 record" if self.records == 1 else "at least 1 record"
        return f"{self.file} bytes {self.start}-{self.end} ({self.bytes} bytes, {count}): {self.reason}"


@dataclass
class RepairReport:
    """What ``repair`` kept and lost. ``lost``: acknowledged data that could not be kept; ``missing``: WAL
    files the manifest needs that are absent (all their records lost); ``torn``: unacknowledged torn tails,
    dropped (no loss). ``repaired``: a new WAL was written (never on a dry run, nor when nothing was wrong)."""

    path: str
    dry_run: bool = False
    generations: list[int] = field(default_factory=list)
    records_kept: int = 0
    lost: list[Loss] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    torn: list[Loss] = field(default_factory=list)
    repaired: bool = False
    new_file: str | None = None

    @property
    def lost_anything(self) -> bool:
        return bool(self.lost or self.missing)

    @property
    def needs_repair(self) -> bool:
        return bool(self.lost or self.missing or self.torn)

    @property
    def records_lost(self) -> int:
        """Records known lost (a damaged stretch of unknown count counts as one; missing files not at all)."""
        return sum(loss.records or 1 for loss in self.lost)

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        for key in ("lost", "torn"):
            for entry, loss in zip(out[key], getattr(self, key), strict=True):
                entry["bytes"] = loss.bytes
        out.update(lost_anything=self.lost_anything, records_lost=self.records_lost)
        return out

    def __str__(self) -> str:
        head = f"engramdb repair {self.path}: "
        if not self.needs_repair:
            return head + f"nothing to repair: the WAL is intact ({self.records_kept} records)"
        verb = "would lose" if self.dry_run else "lost"
        if self.lost_anything:
            head += (f"{verb} {self.records_lost}{'+' if any(x.records is None for x in self.lost) else ''} "
                     f"record(s) in {sum(x.bytes for x in self.lost)} bytes"
                     + (f" and {len(self.missing)} missing WAL file(s)" if self.missing else "") + "; ")
        else:
            head += "no acknowledged write lost; "
        if self.dry_run:
            head += f"dry run: nothing changed ({self.records_kept} records would be kept)"
        else:
            head += f"{self.records_kept} records kept in wal/{self.new_file}"
        lines = [head]
        lines += [f"  LOST    {loss}" for loss in self.lost]
        lines += [f"  MISSING {name}: named by the manifest; its records are lost (how many is unknown)"
                  for name in self.missing]
        lines += [f"  torn    {loss} (an unacknowledged write, dropped)" for loss in self.torn]
        return "\n".join(lines)


def repair(path: str | Path, *, dry_run: bool = False) -> RepairReport:
    """Salvages every intact record of the store's WAL into one new WAL file and reports what was lost
    (module doc). Takes the store lock (StoreLockedError while the store is open for writing);
    FileNotFoundError when `path` holds no store; CorruptStoreError / IncompatibleStoreError for a damaged
    or newer manifest (repair fixes the WAL only). With ``dry_run=True`` it only reports."""
    root = Path(path)
    if not (root / MANIFEST_NAME).is_file():
        raise FileNotFoundError(f"{root}: no store here (no {MANIFEST_NAME})")
    lock = StoreLock(root)
    try:
        manifest = read_manifest(root)
        wal_dir = root / WAL_DIR
        report = RepairReport(str(root), dry_run=dry_run)
        needed = _needed_generations(wal_dir, manifest.wal_generation, report)
        for _ in _salvage(wal_dir, needed, manifest.dim, report):
            pass
        if dry_run or not report.needs_repair:
            return report
        all_files = wal_format.generation_files(wal_dir)
        generation = max([*all_files, manifest.wal_generation]) + 1
        check = RepairReport(str(root))  # the second pass yields the same records; its report is dropped
        wal_dir.mkdir(exist_ok=True)
        wal_format.write_barrier_generation(wal_dir, generation, _salvage(wal_dir, needed, manifest.dim, check))
        for g in all_files:  # void from now on (older than the barrier); deleted for good measure
            (wal_dir / f"{g:08d}.log").unlink(missing_ok=True)
        fsync_dir(wal_dir)
        report.repaired = True
        report.new_file = f"{generation:08d}.log"
        return report
    finally:
        lock.release()


def _needed_generations(wal_dir: Path, start: int, report: RepairReport) -> list[int]:
    """The generation files whose records replay would apply (from the manifest's generation on, from the
    newest barrier on), readable header first; records what is missing or unreadable in `report`."""
    files = wal_format.generation_files(wal_dir)
    flags: dict[int, int] = {}
    for g in files:
        path = wal_dir / f"{g:08d}.log"
        head = path.read_bytes()[:wal_format.HEADER_SIZE]
        if len(head) < wal_format.HEADER_SIZE:
            flags[g] = 0  # shorter than a header: holds no record
            continue
        try:
            flags[g] = wal_format._check_header(path, head)
        except CorruptStoreError:  # not a WAL file at all: everything in it is lost
            flags[g] = -1
    def barrier(g: int) -> bool:
        return flags[g] > 0 and bool(flags[g] & wal_format.FLAG_BARRIER)

    barriers = [g for g in files if barrier(g)]
    live = [g for g in files if g >= start and (not barriers or g >= barriers[-1])]
    first = live[0] if live and barrier(live[0]) else start  # a barrier voids what precedes it
    expected = range(first, max([*live, first]) + 1)
    report.missing = [f"{WAL_DIR}/{g:08d}.log" for g in expected if g not in flags]
    report.generations = live
    for g in live:
        if flags[g] < 0:
            size = (wal_dir / f"{g:08d}.log").stat().st_size
            report.lost.append(Loss(f"{WAL_DIR}/{g:08d}.log", 0, size, "bad WAL header", None))
    return [g for g in live if flags[g] >= 0]


def _salvage(wal_dir: Path, generations: list[int], dim: int, report: RepairReport) -> Iterator[tuple[int, bytes]]:
    """The intact, decodable records of `generations`, in order; every loss recorded in `report` (an INSERT3 whose
    VECTORS record was lost is one: replay could not apply it)."""
    vectors: set[int] = set()
    for g in generations:
        name = f"{WAL_DIR}/{g:08d}.log"
        newest = g == generations[-1]
        for item in wal_format.scan_generation(wal_dir / f"{g:08d}.log", record_types=WAL_RECORD_TYPES):
            if isinstance(item, wal_format.Frame):
                problem = _check_record(item.type, item.payload, dim, vectors)
                if problem:
                    report.lost.append(Loss(name, item.start, item.end, problem, 1))
                    continue
                report.records_kept += 1
                yield item.type, item.payload
            elif newest and not item.resumes:
                report.torn.append(Loss(name, item.start, item.end, item.reason, None))
            else:
                reason = item.reason if item.resumes else f"{item.reason} in a closed WAL generation"
                report.lost.append(Loss(name, item.start, item.end, reason, item.records))


def repair_main(argv: list[str]) -> int:
    """``python -m engramdb repair [--dry-run] [--json] PATH``. Exit code 0: nothing acknowledged was lost
    (the WAL was intact, or only an unacknowledged torn tail was dropped); 1: records were lost (listed;
    the WAL was rewritten without them unless --dry-run); 2: no repair possible (no store, the store is
    open for writing, a damaged or newer manifest) or a usage error."""
    parser = argparse.ArgumentParser(prog="engramdb repair",
                                     description="salvage every intact record of a damaged write-ahead log "
                                                 "and report exactly what was lost")
    parser.add_argument("path", help="the store directory")
    parser.add_argument("--dry-run", action="store_true", help="report what would be lost; change nothing")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    try:
        report = repair(args.path, dry_run=args.dry_run)
    except (FileNotFoundError, StoreLockedError, CorruptStoreError, IncompatibleStoreError) as exc:
        print(f"engramdb repair: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(report.to_dict(), indent=2) if args.json else report)
    return 1 if report.lost_anything else 0
