"""Manifest: round trip, atomic write, corruption and version checks."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from engramdb.errors import CorruptStoreError, IncompatibleStoreError, InvalidArgumentError
from engramdb.storage.manifest import (
    FORMAT_VERSION,
    MANIFEST_NAME,
    Manifest,
    SegmentInfo,
    read_manifest,
    write_manifest,
)


def sample() -> Manifest:
    return Manifest(
        dim=384,
        embedder="minilm-l6-v2",
        segments=[
            SegmentInfo("00000001.arrow", rows=1000, crc32=0xDEADBEEF, bytes=123456, graph_files=["g1.hnsw"]),
            SegmentInfo("00000002.arrow", rows=0, crc32=0, bytes=512),
        ],
        next_seq=1001,
        wal_generation=3,
        extra={"compaction": {"tier": 2}, "note": "ünïcode"},
    )


def test_round_trip_pretty_json(tmp_path: Path) -> None:
    write_manifest(tmp_path, sample())
    assert read_manifest(tmp_path) == sample()
    text = (tmp_path / MANIFEST_NAME).read_text()
    assert text.endswith("}\n") and '\n  "dim": 384,' in text
    assert json.loads(text)["format_version"] == FORMAT_VERSION == 1


def test_defaults(tmp_path: Path) -> None:
    write_manifest(tmp_path, Manifest(dim=8, embedder="e"))
    m = read_manifest(tmp_path)
    assert (m.metric, m.segments, m.next_seq, m.wal_generation, m.extra) == ("cosine", [], 0, 0, {})


def test_atomic_write_leaves_no_temp_file(tmp_path: Path) -> None:
    for seq in range(5):
        m = sample()
        m.next_seq = seq
        write_manifest(tmp_path, m)
    assert os.listdir(tmp_path) == [MANIFEST_NAME]
    assert read_manifest(tmp_path).next_seq == 4


def _corrupt(tmp_path: Path, text: str) -> pytest.ExceptionInfo[CorruptStoreError]:
    (tmp_path / MANIFEST_NAME).write_text(text)
    with pytest.raises(CorruptStoreError, match=MANIFEST_NAME) as info:
        read_manifest(tmp_path)
    return info


def test_invalid_json_names_the_file(tmp_path: Path) -> None:
    write_manifest(tmp_path, sample())
    good = (tmp_path / MANIFEST_NAME).read_text()
    _corrupt(tmp_path, good[: len(good) // 2])
    _corrupt(tmp_path, "[1, 2]")
    (tmp_path / MANIFEST_NAME).write_bytes(b"\xff\xfe{")
    with pytest.raises(CorruptStoreError, match=MANIFEST_NAME):
        read_manifest(tmp_path)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda o: o.pop("dim"), "missing key 'dim'"),
        (lambda o: o.update(dim="384"), "'dim' must be int"),
        (lambda o: o.update(dim=0), "'dim' must be >= 1"),
        (lambda o: o.update(next_seq=True), "'next_seq' must be int"),
        (lambda o: o.update(extra=[]), "'extra' must be dict"),
        (lambda o: o["segments"][1].pop("crc32"), r"missing key segments\[1\]\.'crc32'"),
        (lambda o: o["segments"][0].update(rows=1.5), "'rows' must be int"),
        (lambda o: o["segments"][0].update(crc32=1 << 32), "32 bits"),
        (lambda o: o["segments"][0].update(name="../../etc/passwd"), "bare file name"),
        (lambda o: o["segments"][0].update(graph_files=["a/b"]), "bare file name"),
        (lambda o: o.update(segments=[7]), "must be an object"),
    ],
)
def test_missing_keys_and_wrong_types(tmp_path: Path, change, message: str) -> None:
    write_manifest(tmp_path, sample())
    obj = json.loads((tmp_path / MANIFEST_NAME).read_text())
    change(obj)
    info = _corrupt(tmp_path, json.dumps(obj))
    assert info.match(message)


def test_newer_format_version_is_incompatible(tmp_path: Path) -> None:
    write_manifest(tmp_path, sample())
    obj = json.loads((tmp_path / MANIFEST_NAME).read_text())
    obj["format_version"] = FORMAT_VERSION + 1
    obj["something_new"] = {"whatever": True}
    del obj["segments"]  # a newer format may change anything; the version is checked first
    (tmp_path / MANIFEST_NAME).write_text(json.dumps(obj))
    with pytest.raises(IncompatibleStoreError, match="newer"):
        read_manifest(tmp_path)


def test_missing_manifest_is_file_not_found(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_manifest(tmp_path)


@pytest.mark.parametrize(
    "bad",
    [
        Manifest(dim=8, embedder="e", extra={"x": object()}),
        Manifest(dim=8, embedder="e", extra={"x": float("nan")}),
        Manifest(dim=8, embedder="e", segments=[SegmentInfo("a/b.arrow", 1, 2, 3)]),
        Manifest(dim=8, embedder="e", format_version=2),
        Manifest(dim="8", embedder="e"),  # type: ignore[arg-type]
    ],
)
def test_writing_an_invalid_manifest_is_refused(tmp_path: Path, bad: Manifest) -> None:
    with pytest.raises(InvalidArgumentError):
        write_manifest(tmp_path, bad)
    assert os.listdir(tmp_path) == []
