"""Caller metadata kept exactly as given, inside a store whose `meta` has names of its own.

A framework's metadata (LangChain's ``Document.metadata``, LangGraph's item values) may use any key. In the
store two kinds of names mean something else: the lineage keys a caller may not set in `meta`
(schema.RESERVED_META_KEYS) and the built-in columns a `where` filter reads before meta fields
(engine.filters.BUILT_IN). So each such key, and each key starting with the escape character, is stored with
the escape character in front; reading removes it. The mapping is reversible and applies to filters too.
"""

from __future__ import annotations

from typing import Any

from ..engine.filters import BUILT_IN
from ..schema import RESERVED_META_KEYS

ESCAPE = "~"
_TAKEN = frozenset(RESERVED_META_KEYS) | frozenset(BUILT_IN)


def escape_key(key: str) -> str:
    """The name a caller's key `key` is stored under in `meta`."""
    return ESCAPE + key if key in _TAKEN or key.startswith(ESCAPE) else key


def unescape_key(key: str) -> str:
    return key[len(ESCAPE):] if key.startswith(ESCAPE) else key


def to_meta(metadata: dict[str, Any] | None) -> dict[str, Any] | None:
    """A caller's metadata as the store's `meta` (top-level keys escaped; values untouched)."""
    if metadata is None:
        return None
    return {escape_key(k): v for k, v in metadata.items()}


def from_meta(meta: dict[str, Any] | None) -> dict[str, Any]:
    """The caller's metadata back from a stored `meta` (to_meta's inverse)."""
    return {} if not meta else {unescape_key(k): v for k, v in meta.items()}


def to_where(filter_: dict[str, Any] | None) -> dict[str, Any] | None:
    """A filter over the caller's metadata fields as a store `where` (the same escaping of field names)."""
    if filter_ is None:
        return None
    return {escape_key(k): v for k, v in filter_.items()}
