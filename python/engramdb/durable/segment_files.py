"""Mapping a store's segment files (and their graphs) into SealedSegments, checked against the manifest.

Graph files (``<segment>.g<i>.hnsw``, i = the position of the scope's run in the scope-sorted segment): one
per scope run of at least ``graph_min_rows`` rows, built when the segment is written over exactly the run's
rows of the embedding column, node j = row begin + j. The file holds links only (no vector, no text) and
carries its own checksum, verified at every load: opening maps it read-only (``_core.HnswIndex.load``,
zero-copy) and refuses a bad one with CorruptStoreError, as ``check`` does.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pyarrow as pa

from .. import _core
from ..errors import CorruptStoreError
from ..schema import ADDED_COLUMNS, COLUMN, segment_schema
from ..segment import MUTABLE, SealedSegment
from ..storage import SegmentInfo
from ..storage import segments as _segments
from ..storage.manifest import MANIFEST_NAME
from ..storage.segments import LAZY_COLUMN, open_segment, verify_segment
from .side import SideInfo, read_side


def load_graphs(seg: SealedSegment, files: dict[str, str], directory: Path, min_rows: int = 0) -> None:
    """Maps the graph files of `seg` ({scope: file}) of runs with >= min_rows rows (CorruptStoreError for a
    missing, damaged or mismatched file)."""
    if not isinstance(files, dict):
        raise CorruptStoreError(f"{directory.parent / MANIFEST_NAME}: graphs of {seg.name} must be an object")
    for scope, name in files.items():
        if not isinstance(name, str) or not name or "/" in name:
            raise CorruptStoreError(f"{directory.parent / MANIFEST_NAME}: graph file name {name!r} of {seg.name}")
        path = directory / name
        run = seg.run(scope)
        if run is None:
            raise CorruptStoreError(f"{path}: graph of scope {scope!r}, which {seg.name} does not hold")
        if run[1] - run[0] < min_rows:
            continue
        try:
            seg.graphs[scope] = _core.HnswIndex.load(path, seg.run_vectors(scope))
        except FileNotFoundError:
            raise CorruptStoreError(f"{path}: graph file is missing") from None
        except ValueError as exc:  # its checksum, or a node count that is not the run's (a damaged segment)
            raise CorruptStoreError(f"{path}: {exc}") from None


def file_hash64(path: Path) -> str:
    """The segment file's hash64 (engram/util/hash64.hpp: a checksum at memory speed, all cores) as hex,
    read through a memory map."""
    with pa.memory_map(str(path)) as mapped:
        return f"{_core.hash64(mapped.read_buffer()):016x}"


def load_segment(path: Path, info: SegmentInfo, side: dict[str, Any] | None, dim: int,
                  verify: bool, hash64: str | None = None, written: bool = False,
                  lazy: dict[str, Any] | None = None) -> SealedSegment:
    """A sealed segment, memory-mapped (zero-copy), with its side file applied; CorruptStoreError naming
    the file for anything that does not match the manifest. With verify=True the whole file is checked:
    against its hash64 when the manifest records one (~10x faster than CRC-32: a 1M x 384 store opens
    within half a second), else against its CRC-32 (stores written before hash64; check() always
    verifies CRC-32 too).

    Whatever `verify`, nothing damaged reaches native code: a file whose checksum was not verified gets
    Arrow's full validation (every offset within its buffer, UTF-8 text: ~70 ms for 1M x 384 rows, see
    benchmarks/RESULTS_durable.md) before any compute kernel reads it, every column must have the schema's
    type, the side file is always checked against its CRC-32 (13 bytes a row: ~10 ms for 1M rows), and
    SealedSegment.check keeps out-of-range numbers (times, scores, counts, seq order) out of every reader.

    written=True: the file is one this process's segment writer has just written and hashed as it wrote it (a
    checkpoint's new segment, opened right after write_segment): its bytes are the IPC writer's serialisation of
    valid arrays, so Arrow's full validation is not run (it read the file back from disk: ~0.01 s of CPU and
    0.03-0.08 s of wall for 200k rows). The file is checked as any other at the next open: against the hash64
    the manifest records (verify=True), else by the full validation (benchmarks/RESULTS.md, "ingest77 (session
    31)": what can change the bytes between the write and this read, and why reading them back here did not
    guard against it).

    lazy: the manifest's "lazy_columns" entry of the file (open203; written with a segment whose "document" column
    holds a vector): where that column's float values lie in the file and the hash64s of the bytes before them
    (head), of them (values) and after them (tail). With verify=True the open checks head and tail (every byte but
    those values: the column's offsets and validity, the schema and every other column), maps the file, and checks
    that the column's values buffer is exactly those bytes; the values themselves are checked against their hash64
    before the first read of the column (SideColumn.at, SealedSegment.to_table: a recall's re-score, export,
    compaction, erasure), and a damaged one is a CorruptStoreError of that read, the rest of the store being
    readable. Floats only: no offset or length native code follows lives in them. An entry that is not of this
    file (its "file" is not the manifest's hash64) or not well-formed is ignored: the whole file is checked."""
    checked = verify or written
    if not (verify and hash64 is not None and _segments.LAZY_COLUMNS and _lazy_entry_ok(lazy, hash64, info.bytes)):
        lazy = None
    if lazy is not None:
        return _load_lazy(path, info, side, dim, lazy)
    if verify and hash64 is None:
        verify_segment(path, info)
    else:
        _check_size(path, info)
        if verify and file_hash64(path) != hash64:
            raise CorruptStoreError(f"{path}: segment hash64 is not the manifest's {hash64}: the file is damaged")
    try:
        table = open_segment(path)
    except pa.ArrowException as exc:  # open_segment maps ArrowInvalid; damage can raise others (NotImplemented)
        raise CorruptStoreError(f"{path}: not a readable Arrow IPC file: {exc}") from None
    return _segment_of(path, table, info, side, dim, checked)


def _check_size(path: Path, info: SegmentInfo) -> None:
    """CorruptStoreError when the segment file is missing or not the size the manifest records."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise CorruptStoreError(f"{path}: segment file is missing") from None
    if size != info.bytes:
        raise CorruptStoreError(f"{path}: segment is {size} bytes, the manifest says {info.bytes}")


def _lazy_entry_ok(lazy: Any, hash64: str, size: int) -> bool:
    return (isinstance(lazy, dict) and lazy.get("column") == LAZY_COLUMN and lazy.get("file") == hash64
            and all(type(lazy.get(k)) is int for k in ("at", "bytes", "values", "head", "tail"))
            and lazy["at"] >= 0 and lazy["bytes"] > 0 and lazy["at"] + lazy["bytes"] <= size)


def _load_lazy(path: Path, info: SegmentInfo, side: dict[str, Any] | None, dim: int,
               lazy: dict[str, Any]) -> SealedSegment:
    """load_segment with a "lazy_columns" entry: every byte but the column's values checked now (head, tail), the
    values on the column's first read."""
    _check_size(path, info)
    try:
        with pa.memory_map(str(path)) as mapped:
            whole = mapped.read_buffer()  # zero-copy: the mapping lives while a buffer of it does
    except FileNotFoundError:
        raise CorruptStoreError(f"{path}: segment file is missing") from None
    at, nbytes = lazy["at"], lazy["bytes"]
    if len(whole) != info.bytes or _core.hash64(whole.slice(0, at)) != lazy["head"] \
            or _core.hash64(whole.slice(at + nbytes)) != lazy["tail"]:
        raise CorruptStoreError(f"{path}: segment hash64 (less its {LAZY_COLUMN} values) is not the manifest's: "
                                f"the file is damaged")
    try:
        table = pa.ipc.open_file(whole).read_all()  # its buffers: slices of `whole`
    except (pa.ArrowException, OSError) as exc:
        raise CorruptStoreError(f"{path}: not a readable Arrow IPC file: {exc}") from None
    seg = _segment_of(path, table, info, side, dim, True)
    column = seg.table.column(LAZY_COLUMN)
    values = column.chunk(0).values if column.num_chunks == 1 and pa.types.is_list(column.type) else None
    buffer = None if values is None or values.offset else values.buffers()[1]
    if values is None or buffer is None or buffer.address - whole.address != at or len(values) * 4 != nbytes:
        raise CorruptStoreError(f"{path}: its {LAZY_COLUMN} column's values are not where the manifest says")
    region, expected = whole.slice(at, nbytes), lazy["values"]

    def check() -> None:
        if _core.hash64(region) != expected:
            raise CorruptStoreError(f"{path}: the {LAZY_COLUMN} column's values are not the manifest's hash64: that "
                                    f"column is damaged (the segment's other columns were checked at open)")

    seg.side[LAZY_COLUMN].guard(check)
    return seg


def _segment_of(path: Path, table: pa.Table, info: SegmentInfo, side: dict[str, Any] | None, dim: int,
                checked: bool) -> SealedSegment:
    if table.num_rows != info.rows:
        raise CorruptStoreError(f"{path}: segment has {table.num_rows} rows, the manifest says {info.rows}")
    table = with_added_columns(table, dim)
    try:
        check_schema(table.schema, dim)
        if not checked:  # the bytes are not known to be the writer's: bounds-check every buffer first
            table.validate(full=True)
        seg = SealedSegment(table, info.name)  # graphs: load_graphs
    except (KeyError, ValueError, pa.ArrowException) as exc:
        raise CorruptStoreError(f"{path}: not a segment of this store: {exc}") from None
    if side is not None:
        if not (isinstance(side, dict) and isinstance(side.get("name"), str) and "/" not in side["name"]
                and all(type(side.get(key)) is int for key in ("crc32", "bytes"))):
            raise CorruptStoreError(f"{path.parent.parent / MANIFEST_NAME}: side file entry of {info.name} is "
                                    f"not {{name, crc32, bytes}}: {side!r}")
        side_path = path.parent / side["name"]
        # always: a side file is small, and a flipped bit in it would show a forgotten memory again
        verify_segment(side_path, SideInfo(side["name"], side["crc32"], side["bytes"]))
        columns = read_side(side_path, info.rows)
        for name in MUTABLE:
            seg.numeric[name][:] = columns[name]
    try:
        seg.check()
    except ValueError as exc:
        raise CorruptStoreError(f"{path}: damaged values: {exc}") from None
    return seg


def with_added_columns(table: pa.Table, dim: int) -> pa.Table:
    """A segment written before a column of schema.ADDED_COLUMNS existed, read with that column all null (and
    the columns in the schema's order, so that its rows concatenate with newer segments' rows)."""
    missing = [name for name in ADDED_COLUMNS if table.schema.get_field_index(name) < 0]
    if not missing:
        return table
    for name in missing:
        table = table.append_column(pa.field(name, COLUMN[name].arrow), pa.nulls(table.num_rows, COLUMN[name].arrow))
    names = [f.name for f in segment_schema(dim)]
    return table.select([n for n in names if table.schema.get_field_index(n) >= 0])


def check_schema(schema: pa.Schema, dim: int) -> None:
    """ValueError unless every column of a segment of a `dim`-d store is there with its type (a damaged schema
    could otherwise hand native code a column of another width)."""
    for field in segment_schema(dim):
        if schema.get_field_index(field.name) < 0:
            raise ValueError(f"it has no {field.name} column")
        found = schema.field(field.name).type
        if found != field.type:
            if field.name == "embedding" and pa.types.is_fixed_size_list(found):
                raise ValueError(f"it holds {found.list_size}-d vectors, the store is {dim}-d")
            raise ValueError(f"column {field.name} is {found}, expected {field.type}")
