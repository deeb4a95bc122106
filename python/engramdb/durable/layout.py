"""The layout of a store directory (format version 1): the names every module of engramdb.durable uses.

Directory layout (format version 1)
-----------------------------------
::

    <store>/
      MANIFEST.json                 the root of the durable state, replaced atomically (storage.manifest)
      LOCK                          the writer lock (flock; holds the writer's pid, informational)
      wal/00000007.log ...          write-ahead log generations (storage.wal: CRC-framed records)
      segments/00000003.arrow       a sealed segment: Arrow IPC file, uncompressed, one record batch,
                                    rows sorted by (scope, seq), schema = schema.segment_schema(dim)
      segments/00000003-00000007.side
                                    the segment's mutable columns as of WAL generation 7 (see below)
      segments/00000003.g0.hnsw     the HNSW graph of one large scope of segment 3: links only, over the
                                    segment's own rows (format: engram/hnsw/graph.hpp; memory-mapped)

``MANIFEST.json`` (see storage.manifest for the fixed keys) lists the live segments with their row
count, byte size and CRC-32, ``next_seq``, and ``wal_generation`` = G: every change older than
generation G is in the segment and side files, every later one is in ``wal/`` generations >= G.
Its ``extra`` object holds, in this version::

    "side_files":   {"00000003.arrow": {"name": "00000003-00000007.side", "crc32": 123, "bytes": 456}}
    "next_segment": 4               # number of the next segment file (names are never reused)
    "hash64":       {"00000003.arrow": "9c1f..."}   # hash64 of the segment file (engram/util/hash64.hpp),
                                    # what open(verify=True) checks; CRC-32 stays for check() and for
                                    # segments written before hash64 existed
    "graphs":       {"00000003.arrow": {"org/acme": "00000003.g0.hnsw"}}   # scope -> graph file
    "lazy_columns": {"00000003.arrow": {"column": "document", "at": 1234, "bytes": 5678, "values": 1,
                                        "head": 2, "tail": 3, "file": "9c1f..."}}
                                    # open203: where the segment's "document" values lie and the hash64s
                                    # of the bytes before, of and after them; an open checks head and tail,
                                    # the values are checked on their first read (durable.segment_files);
                                    # an entry whose "file" is not the segment's hash64 is ignored

and each segment's ``graph_files`` (storage.manifest.SegmentInfo) lists the same graph file names.

Graph files (``<segment>.g<i>.hnsw``, i = the position of the scope's run in the scope-sorted segment):
one per scope run of at least ``graph_min_rows`` rows (a store option), built when the segment is written
(seal, compaction, merge, bulk load) over exactly the run's rows of the embedding column, node j = row
begin + j. The file holds links only (no vector, no text) and carries its own checksum (FNV-1a 64, in its
header), verified at every load: opening maps it read-only (``_core.HnswIndex.load``, zero-copy) and refuses
a bad one with CorruptStoreError, as ``check`` does. A scope that needs a graph and has none in the manifest
(a store written with graphs off or a higher threshold) gets one built at open, written at the next
checkpoint (a read-only store keeps it in memory). Graphs of runs below the threshold are not loaded. A graph
file is never rewritten: a rewritten segment gets a new name and new graphs, and the old ones are deleted
with it.

A file under ``segments/`` that the manifest does not name is a leftover of an interrupted seal or
compaction; it is never read and is deleted at the next writable open.

Side files (``.side``: the mutable columns of one sealed segment) are described in durable/side.py.
"""

from __future__ import annotations

from .records import (
    RECORD_FLAGS,
    RECORD_INSERT,
    RECORD_INSERT2,
    RECORD_INSERT3,
    RECORD_TXN,
    RECORD_USAGE,
    RECORD_VECTORS,
)

WAL_DIR = "wal"
SEGMENTS_DIR = "segments"
SEGMENT_SUFFIX = ".arrow"
SIDE_SUFFIX = ".side"
GRAPH_SUFFIX = ".hnsw"
# The WAL record types a store writes (durable.records): after a bad WAL frame, only an intact frame of one of
# these counts as evidence that acknowledged records follow (storage.wal: torn tail or corruption).
WAL_RECORD_TYPES = frozenset({RECORD_INSERT, RECORD_FLAGS, RECORD_USAGE, RECORD_TXN, RECORD_INSERT2,
                              RECORD_VECTORS, RECORD_INSERT3})
# A reader retries this many times while a writer checkpoints under its feet (see opening.open_reader).
READER_RETRIES = 50
