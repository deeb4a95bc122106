"""The store manifest: ``MANIFEST.json``, the root of a store's durable state.

Format (JSON object, written pretty-printed with a trailing newline)::

    {
      "format_version": 1,            # int; FORMAT_VERSION of the writer
      "dim": 384,                     # int > 0; embedding dimension
      "metric": "cosine",             # str
      "embedder": "minilm-l6-v2",     # str; name of the embedder that made the vectors
      "segments": [                   # sealed segments, in order
        {"name": "00000001.arrow",    # bare file name under segments/
         "rows": 1000,                # int >= 0
         "crc32": 305419896,          # int, zlib.crc32 of the whole file
         "bytes": 123456,             # int >= 0, file size
         "graph_files": []}           # list of bare file names beside the segment
      ],
      "next_seq": 1001,               # int >= 0; next memory sequence number
      "wal_generation": 3,            # int >= 0; first WAL generation not yet sealed into a segment
      "extra": {}                     # object; free-form, for later additions
    }

Unknown keys are ignored on read. The manifest is replaced atomically (temp file, fsync, rename, fsync
directory), so a reader sees the old or the new one, never a mix.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..errors import CorruptStoreError, IncompatibleStoreError, InvalidArgumentError
from .files import atomic_write_bytes

__all__ = ["FORMAT_VERSION", "MANIFEST_NAME", "Manifest", "SegmentInfo", "read_manifest", "write_manifest"]

FORMAT_VERSION = 1
MANIFEST_NAME = "MANIFEST.json"


@dataclass
class SegmentInfo:
    """One sealed segment: its file name (bare, under ``segments/``), row count, CRC-32 and size."""

    name: str
    rows: int
    crc32: int
    bytes: int
    graph_files: list[str] = field(default_factory=list)


@dataclass
class Manifest:
    """The durable description of a store (see the module doc for the JSON form)."""

    dim: int
    embedder: str
    metric: str = "cosine"
    segments: list[SegmentInfo] = field(default_factory=list)
    next_seq: int = 0
    wal_generation: int = 0
    extra: dict[str, Any] = field(default_factory=dict)
    format_version: int = FORMAT_VERSION


class _Invalid(Exception):
    """Internal: a manifest value is missing or has the wrong type; the message says which."""


def _get(obj: dict[str, Any], key: str, kind: type, where: str, minimum: int | None = None) -> Any:
    if key not in obj:
        raise _Invalid(f"missing key {where}{key!r}")
    value = obj[key]
    # bool is an int subclass; a JSON true where a count belongs is still wrong.
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise _Invalid(f"{where}{key!r} must be {kind.__name__}, got {type(value).__name__}")
    if minimum is not None and isinstance(value, int) and value < minimum:
        raise _Invalid(f"{where}{key!r} must be >= {minimum}, got {value}")
    return value


def _file_name(value: Any, where: str) -> str:
    """A bare file name: a manifest must not point outside the store."""
    if not isinstance(value, str) or value in ("", ".", "..") or any(c in value for c in "/\\\0"):
        raise _Invalid(f"{where} must be a bare file name, got {value!r}")
    return value


def _segment(obj: Any, where: str) -> SegmentInfo:
    if not isinstance(obj, dict):
        raise _Invalid(f"{where} must be an object, got {type(obj).__name__}")
    graph_files = _get(obj, "graph_files", list, f"{where}.")
    crc = _get(obj, "crc32", int, f"{where}.", 0)
    if crc > 0xFFFFFFFF:
        raise _Invalid(f"{where}.'crc32' must fit in 32 bits, got {crc}")
    return SegmentInfo(
        name=_file_name(_get(obj, "name", str, f"{where}."), f"{where}.'name'"),
        rows=_get(obj, "rows", int, f"{where}.", 0),
        crc32=crc,
        bytes=_get(obj, "bytes", int, f"{where}.", 0),
        graph_files=[_file_name(g, f"{where}.'graph_files'[{i}]") for i, g in enumerate(graph_files)],
    )


def _decode(obj: Any) -> Manifest:
    """Build a Manifest from parsed JSON, checking every key and type (raises _Invalid)."""
    if not isinstance(obj, dict):
        raise _Invalid(f"top level must be an object, got {type(obj).__name__}")
    segments = _get(obj, "segments", list, "")
    return Manifest(
        format_version=_get(obj, "format_version", int, "", 1),
        dim=_get(obj, "dim", int, "", 1),
        metric=_get(obj, "metric", str, ""),
        embedder=_get(obj, "embedder", str, ""),
        segments=[_segment(s, f"segments[{i}]") for i, s in enumerate(segments)],
        next_seq=_get(obj, "next_seq", int, "", 0),
        wal_generation=_get(obj, "wal_generation", int, "", 0),
        extra=_get(obj, "extra", dict, ""),
    )


def manifest_path(directory: str | os.PathLike[str]) -> Path:
    return Path(directory) / MANIFEST_NAME


def write_manifest(directory: str | os.PathLike[str], manifest: Manifest) -> None:
    """Atomically and durably replace ``directory/MANIFEST.json`` with ``manifest``.

    Raises InvalidArgumentError (nothing written) if the manifest would not read back: a wrong type, a
    segment name with a path in it, ``extra`` not JSON-serializable, or a format_version other than
    FORMAT_VERSION.
    """
    if manifest.format_version != FORMAT_VERSION:
        raise InvalidArgumentError(
            f"can only write format_version {FORMAT_VERSION}, got {manifest.format_version}"
        )
    obj = asdict(manifest)
    try:
        _decode(obj)
        text = json.dumps(obj, indent=2, allow_nan=False)
    except (_Invalid, TypeError, ValueError) as exc:
        raise InvalidArgumentError(f"invalid manifest: {exc}") from None
    atomic_write_bytes(manifest_path(directory), (text + "\n").encode())


def read_manifest(directory: str | os.PathLike[str]) -> Manifest:
    """Read ``directory/MANIFEST.json``.

    Raises CorruptStoreError (message naming the file) for unreadable UTF-8 or JSON, a missing key or a
    wrong type; IncompatibleStoreError for a format_version newer than FORMAT_VERSION; FileNotFoundError
    if there is no manifest (a new store).
    """
    path = manifest_path(directory)
    data = path.read_bytes()
    try:
        obj = json.loads(data)
    except ValueError as exc:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        raise CorruptStoreError(f"{path}: invalid JSON: {exc}") from None
    version = obj.get("format_version") if isinstance(obj, dict) else None
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        raise IncompatibleStoreError(
            f"{path}: store format_version {version} is newer than this engramdb reads ({FORMAT_VERSION})"
        )
    try:
        return _decode(obj)
    except _Invalid as exc:
        raise CorruptStoreError(f"{path}: {exc}") from None
