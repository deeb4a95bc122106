"""Typed errors of engramdb.

Every error the package raises on purpose derives from :class:`EngramError`, and, where a built-in
exception means the same thing, from that built-in too, so callers may catch either:
``except engramdb.EngramError`` (anything of ours) or ``except ValueError`` (a bad value, ours or not).
"""

from __future__ import annotations


class EngramError(Exception):
    """Base class of every error engramdb raises on purpose."""


class InvalidArgumentError(EngramError, ValueError):
    """A value is out of range or malformed: a NaN in a vector, importance above 1, k <= 0, ..."""


class InvalidTypeError(EngramError, TypeError):
    """An argument has the wrong type: a scope that is not a string, a query that is neither text nor vector."""


class DimensionMismatchError(InvalidArgumentError):
    """A vector's length differs from the store's dimension."""


class NotFoundError(EngramError, KeyError):
    """No memory with that id in that scope (another scope's id is reported the same way, on purpose)."""

    def __str__(self) -> str:  # KeyError quotes its argument; a sentence reads better
        return str(self.args[0]) if self.args else "not found"


class SecretError(InvalidArgumentError):
    """A write was refused because the text carries a secret; ``kind`` names what was found."""

    def __init__(self, message: str, kind: str) -> None:
        super().__init__(message)
        self.kind = kind


class UntrustedInstructionError(InvalidArgumentError):
    """An untrusted source tried to store instruction-like text and the policy is to refuse it."""


class StoreLockedError(EngramError):
    """Another process holds the store open for writing."""


class ReadOnlyError(EngramError):
    """A write was attempted on a store opened with ``read_only=True``."""


class CorruptStoreError(EngramError):
    """A file of the store failed its checksum or does not match the manifest."""


class IncompatibleStoreError(EngramError, ValueError):
    """The store was made with another embedder, dimension or format version."""


class ForkedStoreError(EngramError):
    """A store opened before ``os.fork()`` was used in the child: only the process that opened a store may touch
    its files (open the store again in the child)."""


class MissingExtraError(EngramError, ImportError):
    """An optional dependency is not installed; the message names the extra that brings it
    (``pip install 'engramdb[e5]'``)."""


class SnapshotChangedError(EngramError):
    """A batch job's worker found the store directory changed since the job pinned it (a writer committed or
    checkpointed meanwhile): the job's partitions would not read one version of the store. Run the job again
    (or on a copy of the store)."""


class EngramWarning(UserWarning):
    """Base class of the warnings engramdb issues."""


class DeferredWorkWarning(EngramWarning, RuntimeWarning):
    """Work after a committed write (a seal, a compaction, an index build) failed and will be retried; the
    write itself is durable. ``MemoryStore.health()`` reports the failure until a retry succeeds."""
