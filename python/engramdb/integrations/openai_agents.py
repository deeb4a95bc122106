"""The OpenAI Agents SDK's conversation memory in engramdb: ``EngramSession``, an ``agents.Session``.

``EngramSession(session_id, store=None, *, scope=None)`` keeps a session's items (the messages, tool calls and
tool outputs a run hands to ``add_items``) in one scope of a :class:`~engramdb.MemoryStore`, by default
``scope_of(("agents", session_id))`` of a new in-memory store; pass ``MemoryStore.open(path)`` to keep them.
It behaves like the SDK's ``SQLiteSession``: ``get_items(limit)`` gives the latest `limit` items oldest first
(all of them with ``limit=None`` and no ``session_settings.limit``; none with 0, all with a negative limit, as
SQLite's ``LIMIT`` does), ``pop_item()`` removes and returns the newest item (None when there is none),
``clear_session()`` removes every item, and ``add_items`` appends a batch atomically.

How an item is stored: as the JSON text ``json.dumps`` writes (key order kept, so ``json.loads`` gives back an
equal item), in the text of an episode memory, source ``"agents"``, with a zero embedding unless
``embed=True`` (items are read in order, not searched). An item longer than the store's ``max_text_chars``
is split over consecutive memories (meta ``{"part": i, "parts": n}``) and joined when read. The order is the
order of the memory ids, which the store hands out increasing and never reuses, so the store's clock plays
no part. The scope belongs to the session: other memories in it are not items and are skipped, but
``clear_session`` forgets the whole scope, and maintenance on it (``prune``, ``consolidate``) would drop or
merge items.

The store's guards apply: a batch with an item that carries a secret (in any string of it, or in its JSON
text) is refused whole with a :class:`~engramdb.SecretError` naming the item and the kind, never the value,
and nothing of it is stored; the run sees the error rather than a conversation with a silent gap.
Instruction-like items are stored and flagged (``Memory.flags``), as the run's own transcript; an item that is
not JSON-serialisable is an :class:`~engramdb.InvalidTypeError` (a TypeError, as SQLiteSession raises).

``pop_item`` and ``clear_session`` forget (the items are invisible at once and never come back); with
``erase=True`` they erase instead (removed physically from the store's files: see ``MemoryStore.erase``).
Every call runs in a worker thread; sessions of one store and scope in this process take turns on a lock, so
concurrent ``pop_item`` calls never return the same item. ``add_items`` and ``clear_session`` are one atomic
write each; popping an item kept in parts forgets them one by one, so a crash in between leaves some of its parts,
which are no longer an item and are skipped.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
import weakref
from collections.abc import Awaitable, Iterator
from typing import Any, TypeVar, cast

import numpy as np
from agents.items import TResponseInputItem
from agents.memory.session_settings import SessionSettings, coerce_session_settings, resolve_session_limit

from ..errors import InvalidArgumentError, InvalidTypeError, SecretError
from ..guard import find_secrets_many
from ..namespaces import scope_of
from ..schema import Memory, check_scope, parse_id
from ..store import LIST_MAX, MemoryStore

__all__ = ["EngramSession"]

SOURCE = "agents"
KIND = "episode"

_T = TypeVar("_T")

# One lock per (store, scope), shared by every session on them in this process: pop_item reads and forgets
# under it, so two pops never claim the same item.
_locks: weakref.WeakKeyDictionary[MemoryStore, dict[str, threading.Lock]] = weakref.WeakKeyDictionary()
_locks_guard = threading.Lock()


def _lock_for(store: MemoryStore, scope: str) -> threading.Lock:
    with _locks_guard:
        return _locks.setdefault(store, {}).setdefault(scope, threading.Lock())


async def _finish(work: Awaitable[_T]) -> _T:
    """Await a mutation to its end even when the caller is cancelled meanwhile (the worker thread cannot be
    stopped), then re-raise the cancellation: a later call never races the write it follows."""
    task = asyncio.ensure_future(work)
    cancelled: asyncio.CancelledError | None = None
    while not task.done():
        try:
            await asyncio.wait({task})
        except asyncio.CancelledError as exc:
            cancelled = cancelled or exc
    if cancelled is not None:
        raise cancelled
    return task.result()


def _strings(value: Any) -> Iterator[str]:
    """Every string in a JSON value (dict keys included), walked without recursion."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            yield item
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)


def _dump(item: Any, index: int) -> str:
    """The JSON text of an item: as json.dumps writes it (key order kept), non-ASCII characters as they are
    unless the item holds text UTF-8 cannot encode (a lone surrogate), which is then written escaped."""
    try:
        text = json.dumps(item, ensure_ascii=False)
    except TypeError as exc:
        raise InvalidTypeError(f"item {index} is not JSON-serialisable: {exc}") from None
    except ValueError as exc:  # a circular reference
        raise InvalidArgumentError(f"item {index} is not JSON-serialisable: {exc}") from None
    except RecursionError:
        raise InvalidArgumentError(f"item {index} is nested too deeply to serialise") from None
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = json.dumps(item)
    return text


class EngramSession:
    """An OpenAI Agents SDK ``Session`` whose items live in an engramdb store (see the module doc)."""

    session_settings: SessionSettings | None = None

    def __init__(self, session_id: str, store: MemoryStore | None = None, *, scope: str | None = None,
                 session_settings: SessionSettings | dict[str, Any] | None = None, erase: bool = False,
                 embed: bool = False) -> None:
        if not isinstance(session_id, str):
            raise InvalidTypeError(f"session_id must be a string, got {type(session_id).__name__}")
        if store is not None and not isinstance(store, MemoryStore):
            raise InvalidTypeError(f"store must be a MemoryStore or None, got {type(store).__name__}")
        if not isinstance(erase, bool) or not isinstance(embed, bool):
            raise InvalidTypeError("erase and embed must be bools")
        self.session_id = session_id
        self.store = MemoryStore() if store is None else store
        self.scope = scope_of(("agents", session_id)) if scope is None else check_scope(scope)
        self.session_settings = (SessionSettings() if session_settings is None
                                 else coerce_session_settings(session_settings))
        self.erase = erase
        self.embed = embed
        self._lock = _lock_for(self.store, self.scope)

    def __repr__(self) -> str:
        return f"EngramSession(session_id={self.session_id!r}, scope={self.scope!r})"

    # ------------------------------------------------------------------ the Session protocol

    async def get_items(self, limit: int | None = None) -> list[TResponseInputItem]:
        """The session's items, oldest first: the latest `limit` of them (None: session_settings.limit, and
        all when that is None too; 0: none; negative: all)."""
        if limit is not None and not isinstance(limit, int):
            raise InvalidTypeError(f"limit must be an int or None, got {type(limit).__name__}")
        wanted = resolve_session_limit(limit, self.session_settings)
        items = await asyncio.to_thread(self._items_sync)
        if wanted is None or wanted < 0:
            return items
        return items[-wanted:] if wanted else []

    async def add_items(self, items: list[TResponseInputItem]) -> None:
        """Appends `items` in order, all or none (see the module doc for what is refused)."""
        if not items:
            return
        await _finish(asyncio.to_thread(self._add_sync, list(items)))

    async def pop_item(self) -> TResponseInputItem | None:
        """Removes and returns the newest item; None when the session has none."""
        return await _finish(asyncio.to_thread(self._pop_sync))

    async def clear_session(self) -> None:
        """Removes every item of the session (forgets, or erases with erase=True, the whole scope)."""
        await _finish(asyncio.to_thread(self._clear_sync))

    # ------------------------------------------------------------------ the store side

    def _drop(self, id: str | None) -> None:
        """Forgets (erases with erase=True) memory `id`, or with None the whole scope; the lock is held."""
        if self.erase:
            self.store.erase(self.scope, id)
        else:
            self.store.forget(self.scope, id)

    def _clear_sync(self) -> None:
        with self._lock:
            self._drop(None)

    def _prepared(self, items: list[Any]) -> tuple[list[str], list[dict[str, Any] | None]]:
        """Each item's JSON text, split into parts of at most max_text_chars, and each part's meta; refuses
        the batch if an item carries a secret (in a string of it or its whole JSON text)."""
        dumped = [_dump(item, i) for i, item in enumerate(items)]
        scanned: list[str] = []
        owner: list[int] = []
        for i, (item, text) in enumerate(zip(items, dumped)):
            for s in (*_strings(item), text):
                scanned.append(s)
                owner.append(i)
        found = find_secrets_many(scanned)
        if found:
            index, kind = found[0]
            raise SecretError(f"refused: item {owner[index]} of the batch contains a secret of kind {kind!r}; "
                              "secrets are never stored, and nothing of this batch was added", kind)
        size = self.store.max_text_chars
        texts: list[str] = []
        meta: list[dict[str, Any] | None] = []
        for i, text in enumerate(dumped):
            parts = _split(text, size, i)
            texts.extend(parts)
            meta.extend([None] if len(parts) == 1 else
                        [{"part": p, "parts": len(parts)} for p in range(len(parts))])
        return texts, meta

    def _add_sync(self, items: list[Any]) -> None:
        texts, meta = self._prepared(items)
        embeddings = None if self.embed else np.zeros((len(texts), self.store.dim), np.float32)
        with self._lock:
            self.store.remember_many(self.scope, texts, embeddings=embeddings, kind=KIND, source=SOURCE,
                                     meta=meta)

    def _memories(self) -> list[Memory]:
        """The scope's current episodes in id order (the order they were added)."""
        found: list[Memory] = []
        while True:
            page = self.store.list(self.scope, kinds=[KIND], limit=LIST_MAX, offset=len(found))
            found.extend(page)
            if len(page) < LIST_MAX:
                break
        return sorted(found, key=lambda m: cast(int, parse_id(m.id)))

    def _groups(self) -> list[tuple[list[str], Any]]:
        """The items of the scope, oldest first: (the ids of its memories, the decoded item). Memories that are
        not whole items of a session (another source, a part out of place or missing, text that is not JSON)
        are skipped."""
        out: list[tuple[list[str], Any]] = []
        ids: list[str] = []
        chunks: list[str] = []
        expected = 0
        for m in self._memories():
            if m.source != SOURCE:
                continue
            part, parts = _part_of(m.meta)
            if part == 0:
                ids, chunks, expected = [], [], parts
            elif part < 0 or part != len(chunks) or parts != expected:
                ids, chunks, expected = [], [], 0
                continue
            ids.append(m.id)
            chunks.append(m.text)
            if len(chunks) == expected:
                with contextlib.suppress(ValueError):  # not JSON: not an item (SQLiteSession skips it too)
                    out.append((ids, json.loads("".join(chunks))))
                ids, chunks, expected = [], [], 0
        return out

    def _items_sync(self) -> list[Any]:
        with self._lock:
            return [item for _, item in self._groups()]

    def _pop_sync(self) -> Any:
        with self._lock:
            groups = self._groups()
            if not groups:
                return None
            ids, item = groups[-1]
            for id in ids:
                self._drop(id)
            return item


_SPLIT_TRIES = 256


def _split(text: str, size: int, index: int) -> list[str]:
    """`text` in parts of at most `size` characters, each cut placed so that no part reads as a secret by
    itself (the store scans each part: a cut through a long number can leave a card-like run of digits, or cut
    a word so that a keyword starts a part). The whole text has been found clean before."""
    parts: list[str] = []
    at = 0
    while len(text) - at > size:
        end = at + size
        for cut in range(end, max(at, end - _SPLIT_TRIES), -1):
            if not find_secrets_many([text[at:cut]]):
                break
        else:
            raise _part_refused(text[at:end], index)
        parts.append(text[at:cut])
        at = cut
    last = text[at:]
    if parts and find_secrets_many([last]):
        raise _part_refused(last, index)
    parts.append(last)
    return parts


def _part_refused(part: str, index: int) -> SecretError:
    kind = find_secrets_many([part])[0][1]
    return SecretError(f"refused: item {index} of the batch is too long for one memory and a part of it reads as "
                       f"a secret of kind {kind!r}; nothing of this batch was added", kind)


def _part_of(meta: dict[str, Any] | None) -> tuple[int, int]:
    """(part, parts) of a memory's meta: (0, 1) for an item kept whole."""
    if not meta or "parts" not in meta:
        return 0, 1
    part, parts = meta.get("part"), meta.get("parts")
    if type(part) is int and type(parts) is int and 0 <= part < parts:
        return part, parts
    return -1, 0

