"""LangGraph: ``EngramStore``, a ``langgraph.store.base.BaseStore`` kept in an engramdb ``MemoryStore``.

    from engramdb.integrations.langgraph import EngramStore

    store = EngramStore(index={"dims": 256, "embed": embed_texts, "fields": ["text"]})
    graph = builder.compile(store=store)  # nodes reach it with langgraph.config.get_store()

Semantics are those of LangGraph's ``InMemoryStore`` (checked against it by a differential test), with the
SQL stores' answers where InMemoryStore's are accidents of its dicts: a put replaces an item's vectors, a
listing without a query is newest first (``updated_at``, like the SQLite and Postgres stores), namespaces
are listed only while they hold items, and a range filter (``$gt`` ...) on a value that is not a number
excludes the item instead of raising. Reads in a batch see the store as it was before the batch; puts (the
last one per namespace and key) are applied after them.

Layout. An item of namespace ``ns`` and key ``k`` is one memory of scope ``scope_of(ns)`` (engramdb.namespaces)
keyed ``k``: its text is the value as JSON (so the store's guards read all of it: a secret is refused with
SecretError, and the value comes back exactly, key order included), its meta the value's fields (escaped by
``_meta``: what ``where`` filters read) plus the adapter's own fields (the first version's time, the number of
vectors, the TTL), and its ``created_at`` the time of the put (LangGraph's ``updated_at``). A put is a keyed
upsert: the new version supersedes the old one (history kept). Each text the ``index`` config embeds (one per
field, one per element of a ``[*]`` path) is one more memory, in the shadow scope ``scope_of(ns) + "/%"`` (the
namespace ``ns + ("",)``, which LangGraph cannot name: its labels are never empty), keyed ``"{i}:{k}"``, with the
same text, times and meta (a search answers from the rows it recalls, without reading the items: a lookup by
key scans its scope's keys). A query search recalls the shadow scopes by plain similarity and keeps each item's
best field, as InMemoryStore does. Vectors are stored with one more dimension, ``(v / sqrt 2, 1 / sqrt 2)`` for
the unit vector ``v``: the store's similarity, ``(1 + cos) / 2``, is then never negative, so items rank by the
true cosine over its whole range (the score reported). A store passed in therefore has ``dims + 1``
dimensions; every write passes its vectors and a key, so the store's embedder and its dedup play no part. Give
EngramStore a store (or scopes) of its own.
"""

from __future__ import annotations

import asyncio
import json
import math
import operator
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

import numpy as np
from langgraph.store.base import (
    BaseStore,
    Embeddings,
    GetOp,
    IndexConfig,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    TTLConfig,
    ensure_embeddings,
    get_text_at_path,
    tokenize_path,
    validate_op_namespace,
)

from ..errors import DimensionMismatchError, InvalidArgumentError, InvalidTypeError
from ..namespaces import namespace_of, scope_of
from ..schema import Memory
from ..scoring import Weights
from ..store import MemoryStore
from ._meta import escape_key, from_meta, to_meta

__all__ = ["SIMILARITY", "EngramStore"]

SIMILARITY = Weights(similarity=1.0, recency=0.0, importance=0.0, confidence=0.0)
SOURCE = "langgraph"
SHADOW = "/%"  # the shadow scope of an item scope: its vectors (see the module doc)
# the adapter's own meta fields: "~" + a name that is neither taken nor starts with "~", which escape_key never
# makes, so no field of a value can be stored under them
CREATED, VECTORS, TTL = "~lg.created", "~lg.vectors", "~lg.ttl"
OWN_MAX_TEXT_CHARS = 1_000_000  # a value's JSON is a memory's text: the store made here takes large values
NO_INDEX_DIM = 8  # the store made here without an index: its rows' vectors are never searched
MAX_K = 1_000_000  # recall's largest k
_ORDER: dict[str, Callable[[float, float], bool]] = {
    "$gt": operator.gt, "$gte": operator.ge, "$lt": operator.lt, "$lte": operator.le}
_OPERATORS = ("$eq", "$ne", *_ORDER)
_HALF = 1.0 / math.sqrt(2.0)


class EngramStore(BaseStore):
    """A LangGraph store in an engramdb MemoryStore (see the module doc).

    store: the MemoryStore to keep the items in (default: a new in-memory one, dedup off); with `index`, its
    dim must be ``dims + 1``. index: LangGraph's IndexConfig (``dims``, ``embed``: an Embeddings or a function
    of a list of texts, ``fields``: the paths embedded, default ``["$"]``, the whole value). ttl: LangGraph's
    TTLConfig (``default_ttl`` in minutes for puts through ``put``, ``refresh_on_read``); an item's TTL restarts
    on each get or search that returns it (unless the op says ``refresh_ttl=False``), and an expired item is
    gone at once (engramdb's ``expires_at``: never served again).
    """

    supports_ttl = True

    def __init__(self, store: MemoryStore | None = None, *, index: IndexConfig | None = None,
                 ttl: TTLConfig | None = None) -> None:
        self.index_config: IndexConfig | None = None
        self.embeddings: Embeddings | None = None
        self._fields: list[tuple[str, str | list[str]]] = []
        dim: int | None = None
        if index:
            dims = index.get("dims")
            if isinstance(dims, bool) or not isinstance(dims, int) or dims < 1:
                raise InvalidArgumentError(f"index['dims'] must be a positive integer, got {dims!r}")
            self.index_config = index.copy()
            self.embeddings = ensure_embeddings(index.get("embed"))
            self._fields = [(p, p if p == "$" else tokenize_path(p)) for p in (index.get("fields") or ["$"])]
            dim = dims + 1
        if store is None:
            store = MemoryStore(dim=dim or NO_INDEX_DIM, dedup=False, max_text_chars=OWN_MAX_TEXT_CHARS)
        elif not isinstance(store, MemoryStore):
            raise InvalidTypeError(f"store must be an engramdb.MemoryStore, got {type(store).__name__}")
        elif dim is not None and store.dim != dim:
            raise DimensionMismatchError(f"the store's dim is {store.dim}; an index of {dim - 1} dims needs "
                                         f"{dim} (one more: see engramdb.integrations.langgraph)")
        self.store = store
        self.ttl_config = ttl
        self._dims = None if dim is None else dim - 1
        self._plain = np.zeros(store.dim, np.float32)  # the vector of an item row (never searched)
        self._plain[-1] = 1.0

    # ------------------------------------------------------------------ batches

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        plan = _Plan.of(ops, self)
        if self.embeddings is not None:
            plan.query_vectors = {q: self.embeddings.embed_query(q) for q in plan.queries}
            plan.text_vectors = self.embeddings.embed_documents(plan.texts) if plan.texts else []
        return self._execute(plan)

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        plan = _Plan.of(ops, self)
        if self.embeddings is not None:
            queries = list(plan.queries)
            vectors = await asyncio.gather(*(self.embeddings.aembed_query(q) for q in queries))
            plan.query_vectors = dict(zip(queries, vectors))
            plan.text_vectors = await self.embeddings.aembed_documents(plan.texts) if plan.texts else []
        return await asyncio.to_thread(self._execute, plan)

    def _execute(self, plan: _Plan) -> list[Result]:
        results: list[Result] = []
        for op in plan.ops:  # reads first, against the store as it was before the batch
            if isinstance(op, GetOp):
                results.append(self._get(op))
            elif isinstance(op, SearchOp):
                query = plan.query_vectors.get(op.query) if op.query else None
                results.append(self._search(op, None if query is None else self._unit(query)))
            elif isinstance(op, ListNamespacesOp):
                results.append(self._list_namespaces(op))
            else:
                results.append(None)
        if plan.puts:
            self._apply_puts(plan)
        return results

    # ------------------------------------------------------------------ reads

    def _get(self, op: GetOp) -> Item | None:
        if not op.namespace:
            return None
        scope = scope_of(op.namespace)
        memory = self._item_row(scope, op.key)
        if memory is None:
            return None
        if op.refresh_ttl:
            self._refresh(scope, memory)
        return _item(op.namespace, memory, op.key)

    def _item_row(self, scope: str, key: str) -> Memory | None:
        memory = self.store.get_by_key(scope, key)
        return memory if memory is not None and memory.meta is not None and CREATED in memory.meta else None

    def _item_scopes(self, prefix: Sequence[str]) -> list[str]:
        """The item scopes under a namespace prefix of whole labels, literal ones (`%`, `_`, `*` are plain)."""
        return [s for s in self.store.scopes(prefix=tuple(prefix)) if "" not in namespace_of(s)]

    def _search(self, op: SearchOp, query: np.ndarray | None) -> list[SearchItem]:
        if op.limit < 0 or op.offset < 0:
            raise InvalidArgumentError("a search's limit and offset must be >= 0")
        filt = _Filter.of(op.filter)
        scopes = self._item_scopes(op.namespace_prefix)
        need = op.offset + op.limit
        if not scopes or op.limit == 0:
            return []
        found: list[tuple[float | None, str, Memory]] = []
        if query is None:
            found += [(None, scope, memory) for scope, memory in self._listed(scopes, filt, op.offset, op.limit)]
        else:
            ranked = self._ranked(scopes, query, filt, need)
            found += ranked[op.offset:need]
            if len(ranked) < need:  # then the items without vectors, as InMemoryStore does
                unscored = _Filter(filt.where | {VECTORS: 0}, filt.exact, filt.conditions)
                skip = max(0, op.offset - len(ranked))
                found += [(None, scope, memory) for scope, memory in
                          self._listed(scopes, unscored, skip, need - max(len(ranked), op.offset))]
        out = []
        for cosine, scope, memory in found:  # an item row, or the best vector row of an item
            if op.refresh_ttl and memory.meta is not None and memory.meta.get(TTL) is not None:
                row = memory if cosine is None else self._item_row(scope, _item_key(memory))
                if row is not None:
                    self._refresh(scope, row)
            item = _item(namespace_of(scope), memory, memory.key if cosine is None else _item_key(memory))
            out.append(SearchItem(item.namespace, item.key, item.value, item.created_at, item.updated_at, cosine))
        return out

    def _listed(self, scopes: list[str], filt: _Filter, offset: int, limit: int) -> list[tuple[str, Memory]]:
        """Items of `scopes` matching `filt`, newest first (ties: the later write first), `limit` from
        `offset`: the store's `where` selects, the adapter finishes what it cannot express."""
        if limit <= 0:
            return []
        where = filt.where or None
        if len(scopes) == 1 and filt.exact:
            return [(scopes[0], m) for m in
                    self.store.list(scopes[0], where=where, order="-created", offset=offset, limit=limit)]
        need = offset + limit
        found: list[tuple[str, Memory]] = []
        for scope in scopes:
            if filt.exact:
                found += [(scope, m) for m in self.store.list(scope, where=where, order="-created", limit=need)]
                continue
            page, start, kept = max(2 * need, 256), 0, 0
            while kept < need:
                rows = self.store.list(scope, where=where, order="-created", offset=start, limit=page)
                for memory in rows:
                    if kept < need and filt.matches(from_meta(memory.meta)):
                        found.append((scope, memory))
                        kept += 1
                if len(rows) < page:
                    break
                start += page
        if len(scopes) > 1:
            found.sort(key=lambda sm: (-sm[1].created_at.timestamp(), -int(sm[1].id[1:])))
        return found[offset:need]

    def _ranked(self, scopes: list[str], query: np.ndarray, filt: _Filter,
                need: int) -> list[tuple[float | None, str, Memory]]:
        """(cosine, scope, the best vector row) of the `need` best items of `scopes` for `query` (an item's best
        field), best first. Each shadow scope is recalled for k rows, k doubled for a scope whose k rows hold fewer than
        `need` items that pass the filter but might hold more: then no item left out can beat one kept."""
        shadows = [s + SHADOW for s in scopes]
        ks = [need] * len(scopes)
        hits: list[list[Any]] = [[] for _ in scopes]
        todo = list(range(len(scopes)))
        where = filt.where or None
        while todo:
            options: dict[str, Any] = dict(weights=SIMILARITY, conflicts=False, where=where, calibrated=False)
            k = max(ks[i] for i in todo)
            for i in todo:
                ks[i] = k
            if len(todo) == 1:
                got = [self.store.recall(shadows[todo[0]], query, k=k, k_wide=max(k, 100), **options)]
            else:
                got = self.store.recall_many([shadows[i] for i in todo], np.tile(query, (len(todo), 1)), k=k,
                                             k_wide=max(k, 100), **options)
            again = []
            for i, scope_hits in zip(todo, got):
                hits[i] = scope_hits
                passing = {_item_key(h.memory) for h in scope_hits
                           if filt.exact or filt.matches(from_meta(h.memory.meta))}
                if len(passing) < need and len(scope_hits) >= ks[i] and ks[i] < MAX_K:
                    ks[i] = min(2 * ks[i], MAX_K)
                    again.append(i)
            todo = again
        best: dict[tuple[str, str], tuple[float, Memory]] = {}
        for scope, scope_hits in zip(scopes, hits):
            for h in scope_hits:
                key = _item_key(h.memory)
                if (scope, key) in best or not (filt.exact or filt.matches(from_meta(h.memory.meta))):
                    continue
                best[(scope, key)] = (2.0 * h.similarity - 1.0, h.memory)
        ranked = sorted(best.items(), key=lambda kv: (-kv[1][0], kv[0]))
        return [(score, scope, memory) for (scope, _), (score, memory) in ranked[:need]]

    def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        conditions = tuple(op.match_conditions or ())
        head: tuple[str, ...] = ()
        for condition in conditions:  # the literal labels a prefix condition starts with narrow the scopes read
            if condition.match_type == "prefix":
                labels = tuple(condition.path)
                literal = labels[:labels.index("*")] if "*" in labels else labels
                head = literal if len(literal) > len(head) else head
        found = []
        for scope in self.store.scopes(prefix=head):
            namespace = namespace_of(scope)
            if "" in namespace or not all(_does_match(c, namespace) for c in conditions):
                continue
            if self.store.count(scope):
                found.append(namespace)
        if op.max_depth is not None:
            found = sorted({ns[:op.max_depth] for ns in found})
        else:
            found.sort()
        return found[op.offset:op.offset + op.limit]

    # ------------------------------------------------------------------ writes

    def _unit(self, vector: Sequence[float]) -> np.ndarray:
        """An embedding as the store keeps it: (v / sqrt 2, 1 / sqrt 2) for the unit vector v (see the doc)."""
        v = np.asarray(vector, np.float64).reshape(-1)
        if self._dims is None or v.shape != (self._dims,):
            raise DimensionMismatchError(f"the index's embeddings have {self._dims} dims, got one of {v.shape[0]}")
        norm = float(np.linalg.norm(v))
        out = np.empty(self._dims + 1, np.float32)
        out[:-1] = v * (_HALF / norm) if norm > 0 and math.isfinite(norm) else 0.0
        out[-1] = _HALF
        return out

    def _apply_puts(self, plan: _Plan) -> None:
        store = self.store
        now = store._now()  # the store's clock, so that expiry and timestamps agree with it
        items: dict[str, list[Any]] = {"scope": [], "text": [], "key": [], "meta": [], "expires_at": []}
        vectors: dict[str, list[Any]] = {"scope": [], "text": [], "key": [], "meta": [], "expires_at": [],
                                         "embedding": []}
        column: Any
        stale: list[tuple[str, str]] = []
        empty: dict[str, bool] = {}
        for op, texts in plan.puts:
            scope = scope_of(op.namespace)
            if scope not in empty:
                empty[scope] = store.count(scope) == 0
            old = None if empty[scope] else self._item_row(scope, op.key)
            old_vectors = 0 if old is None or old.meta is None else int(old.meta.get(VECTORS, 0))
            if op.value is None:
                stale.append((scope, op.key))
                stale += [(scope + SHADOW, f"{i}:{op.key}") for i in range(old_vectors)]
                continue
            value = dict(op.value)
            try:
                text = json.dumps(value, ensure_ascii=False)
            except (TypeError, ValueError) as exc:
                raise InvalidArgumentError(f"a LangGraph item's value must be JSON: {exc}") from None
            fields = to_meta(value) or {}
            expires = None if op.ttl is None else now + 60.0 * float(op.ttl)
            own = {CREATED: now if old is None or old.meta is None else old.meta[CREATED], VECTORS: len(texts)}
            if op.ttl is not None:
                own[TTL] = float(op.ttl)
            for name, column in (("scope", scope), ("text", text), ("key", op.key), ("meta", fields | own),
                                 ("expires_at", expires)):
                items[name].append(column)
            times = {name: own[name] for name in (CREATED, TTL) if name in own}
            for i, (_, index) in enumerate(texts):
                for name, column in (("scope", scope + SHADOW), ("text", text), ("key", f"{i}:{op.key}"),
                                     ("meta", fields | times),
                                     ("expires_at", expires),
                                     ("embedding", self._unit(plan.text_vectors[index]))):
                    vectors[name].append(column)
            stale += [(scope + SHADOW, f"{i}:{op.key}") for i in range(len(texts), old_vectors)]
        if items["scope"]:
            store.remember_many(items["scope"], items["text"], key=items["key"], meta=items["meta"],
                                expires_at=items["expires_at"], created_at=now, source=SOURCE,
                                embeddings=np.tile(self._plain, (len(items["scope"]), 1)))
        if vectors["scope"]:
            store.remember_many(vectors["scope"], vectors["text"], key=vectors["key"], meta=vectors["meta"],
                                expires_at=vectors["expires_at"], created_at=now, source=SOURCE,
                                embeddings=np.stack(vectors["embedding"]))
        for scope, key in stale:
            store.forget(scope, key=key)

    def _refresh(self, scope: str, memory: Memory) -> None:
        """Restarts the TTL of an item (its row and its vectors' rows): new versions with a later expires_at."""
        ttl = None if memory.meta is None else memory.meta.get(TTL)
        if ttl is None:
            return
        assert memory.key is not None and memory.meta is not None
        expires = self.store._now() + 60.0 * float(ttl)
        self.store.update(scope, memory.id, expires_at=expires)
        for i in range(int(memory.meta.get(VECTORS, 0))):
            row = self.store.get_by_key(scope + SHADOW, f"{i}:{memory.key}")
            if row is not None:
                self.store.update(scope + SHADOW, row.id, expires_at=expires)


# ---------------------------------------------------------------------- helpers

def _item_key(vector_row: Memory) -> str:
    """The item key of a vector row (keyed "{i}:{key}")."""
    assert vector_row.key is not None
    return vector_row.key.split(":", 1)[1]


def _item(namespace: tuple[str, ...], memory: Memory, key: str | None) -> Item:
    """The item an item row (or a vector row: they hold the same text and times) stands for."""
    assert memory.meta is not None and key is not None
    return Item(value=json.loads(memory.text), key=key, namespace=namespace,
                created_at=datetime.fromtimestamp(memory.meta[CREATED], timezone.utc),
                updated_at=memory.created_at)


@dataclass
class _Plan:
    """A batch's ops, validated, with what it needs embedded: the texts of its puts (each put with its texts
    and their positions in `texts`; the last put of a namespace and key wins) and its queries."""

    ops: list[Op]
    puts: list[tuple[PutOp, list[tuple[str, int]]]] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    queries: set[str] = field(default_factory=set)
    query_vectors: dict[str, list[float]] = field(default_factory=dict)
    text_vectors: list[list[float]] = field(default_factory=list)

    @classmethod
    def of(cls, ops: Iterable[Op], owner: EngramStore) -> _Plan:
        plan = cls(list(ops))
        last: dict[tuple[tuple[str, ...], str], PutOp] = {}
        for op in plan.ops:
            if not isinstance(op, (GetOp, PutOp, SearchOp, ListNamespacesOp)):
                raise ValueError(f"Unknown operation type: {type(op)}")
            validate_op_namespace(op)
            if isinstance(op, PutOp):
                if not op.namespace:
                    raise InvalidNamespaceError("Namespace cannot be empty.")
                last[(tuple(op.namespace), op.key)] = op
            elif isinstance(op, SearchOp):
                _Filter.of(op.filter)  # a bad filter is refused before anything is written
                if op.query and owner.embeddings is not None:
                    plan.queries.add(op.query)
        position: dict[str, int] = {}
        for op in last.values():
            texts: list[tuple[str, int]] = []
            if op.value is not None and owner.embeddings is not None and op.index is not False:
                paths = owner._fields if op.index is None else [(p, tokenize_path(p)) for p in op.index]
                for _, path in paths:
                    for text in get_text_at_path(dict(op.value), path):
                        if text not in position:
                            position[text] = len(plan.texts)
                            plan.texts.append(text)
                        texts.append((text, position[text]))
            plan.puts.append((op, texts))
        return plan


def _does_match(condition: MatchCondition, namespace: tuple[str, ...]) -> bool:
    """A list_namespaces condition: the namespace starts (ends) with the path, label by label, ``*`` any."""
    path = tuple(condition.path)
    if len(namespace) < len(path):
        return False
    if condition.match_type == "prefix":
        labels = namespace[:len(path)]
    elif condition.match_type == "suffix":
        labels = namespace[len(namespace) - len(path):]
    else:
        raise ValueError(f"Unsupported match type: {condition.match_type}")
    return all(p == "*" or p == label for p, label in zip(path, labels))


@dataclass(frozen=True)
class _Filter:
    """A LangGraph filter: `where`, the part the store's filter expresses exactly or more loosely (its
    conditions hold for every matching item), `exact` when it is the whole filter, and `conditions`, the
    whole filter that `matches` checks on an item's value."""

    where: dict[str, Any]
    exact: bool
    conditions: dict[str, Any]

    @classmethod
    def of(cls, filter_: dict[str, Any] | None) -> _Filter:
        if not filter_:
            return cls({}, True, {})
        if not isinstance(filter_, dict):
            raise InvalidTypeError(f"a filter is a dict, got {type(filter_).__name__}")
        where: dict[str, Any] = {}
        exact = True
        for name, wanted in filter_.items():
            if not isinstance(name, str):
                raise InvalidTypeError("a filter's field names are strings")
            if isinstance(wanted, dict) and any(isinstance(k, str) and k.startswith("$") for k in wanted):
                ops: dict[str, Any] = {}
                for op, value in wanted.items():
                    if op not in _OPERATORS:
                        raise ValueError(f"Unsupported operator: {op}")
                    if op in _ORDER:
                        try:
                            float(value)
                        except (TypeError, ValueError):
                            raise InvalidArgumentError(f"filter {name!r}: {op} takes a number, got {value!r}") \
                                from None
                        exact = False  # InMemoryStore compares float(value): numeric strings and bools too
                        continue
                    pushed = _pushed(value, op == "$ne", whole=True)
                    if pushed is None:
                        exact = False
                    else:
                        ops.update(pushed)
                if ops:
                    where[escape_key(name)] = ops
            else:
                pushed = _pushed(wanted, False, whole=False)
                if pushed is None:
                    exact = False
                else:
                    where[escape_key(name)] = pushed
        return cls(where, exact, dict(filter_))

    def matches(self, value: dict[str, Any]) -> bool:
        return all(_matches(value.get(name), wanted) for name, wanted in self.conditions.items())


def _plain(value: Any) -> bool:
    """A JSON scalar or a list of them (nested): what the store's equality compares as Python does."""
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, (str, int)) or value is None:
        return True
    return isinstance(value, list) and all(map(_plain, value))


def _pushed(value: Any, negated: bool, *, whole: bool) -> dict[str, Any] | None:
    """The store conditions equal to (``==`` in Python, or ``!=`` when `negated`) `value`, or None where the
    store's filter cannot say it exactly. Python's ``True == 1 == 1.0``: a bool or a number equal to 0 or 1
    becomes an ``$in`` of both (the store tells a bool from a number). `whole`: value compared whole (an
    ``$eq``), else LangGraph's bare value (dicts partially, lists element by element)."""
    if value is None:
        return None  # the store's filter sees a null field as missing: both equal None in LangGraph
    if isinstance(value, (bool, int, float)):
        if isinstance(value, float) and not math.isfinite(value):
            return None
        same: list[Any] = [value]
        if value in (0, 1):  # the same number as a bool, or the same bool as a number
            same.append(int(value) if isinstance(value, bool) else bool(value))
            return {"$nin" if negated else "$in": same}
        return {"$ne" if negated else "$eq": value}
    if isinstance(value, str) or (isinstance(value, list) and all(map(_plain, value))):
        return {"$ne" if negated else "$eq": value}
    if whole and isinstance(value, (list, dict)):
        try:
            json.dumps(value, allow_nan=False)
        except (TypeError, ValueError):
            return None
        return {"$ne" if negated else "$eq": value}
    return None


def _matches(value: Any, wanted: Any) -> bool:
    """LangGraph's filter on one field (InMemoryStore's semantics): operators, a dict matched partially, a
    list element by element, else equality."""
    if isinstance(wanted, dict):
        if any(isinstance(k, str) and k.startswith("$") for k in wanted):
            return all(_operator(value, op, arg) for op, arg in wanted.items())
        return isinstance(value, dict) and all(_matches(value.get(k), v) for k, v in wanted.items())
    if isinstance(wanted, (list, tuple)):
        return (isinstance(value, (list, tuple)) and len(value) == len(wanted)
                and all(_matches(v, w) for v, w in zip(value, wanted)))
    return bool(value == wanted)


def _operator(value: Any, op: str, arg: Any) -> bool:
    if op == "$eq":
        return bool(value == arg)
    if op == "$ne":
        return bool(value != arg)
    if op not in _ORDER:
        raise ValueError(f"Unsupported operator: {op}")
    try:
        return _ORDER[op](float(value), float(arg))
    except (TypeError, ValueError):  # InMemoryStore raises here; the SQL stores leave the item out
        return False
