"""The durable store: a directory that loses no acknowledged write and forgets for real.

A store opened with ``MemoryStore.open(path)`` keeps its segments in memory (the active one in numpy arrays,
sealed ones as memory-mapped Arrow tables) and its engine hands every change to a DiskBackend, which logs it
before the engine applies it, seals the active segment into files, compacts, erases and checks. Modules:

* layout.py: the directory layout and the manifest's contents (the names everything here uses);
* records.py: the WAL record types and their codec; side.py: side files of the mutable columns;
* segment_files.py: mapping segment and graph files, checked against the manifest;
* backend.py: DiskBackend (logging, replay, the checkpoint protocol);
* opening.py: opening for writing (recovery) and read-only snapshots; fsck.py: ``check``;
* repair.py: ``repair``, salvaging the intact records of a damaged WAL.

It builds on the primitives of engramdb.storage (WAL framing, manifest, lock, segment files) and never imports
the engine or the facade: the engine hands it plans and callbacks.
"""

from .backend import DiskBackend
from .fsck import CheckReport, Finding, check_directory, check_main
from .opening import open_reader, open_writer
from .repair import Loss, RepairReport, repair, repair_main

__all__ = ["CheckReport", "DiskBackend", "Finding", "Loss", "RepairReport", "check_directory", "check_main",
           "open_reader", "open_writer", "repair", "repair_main"]
