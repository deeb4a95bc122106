"""A Model Context Protocol server over one engramdb store (``engramdb mcp [--path DIR] [--read-only]``).

Built on the ``mcp`` package (2.x, ``mcp.server.mcpserver.MCPServer``; the ``[mcp]`` extra), imported only when
this module is. ``build_server(store)`` makes the server; ``serve(store)`` runs it over stdio until the client
closes stdin. Tools, each taking the scope first as the Python API does:

* ``remember(scope, text, kind=, importance=, confidence=, key=, meta=, layer=, trigger=, guidance=, expires_at=,
  source=, trusted=)`` -> ``{"id"}``;
* ``recall(scope, query, k=, kinds=, where=, min_score=, budget_tokens=)`` -> ``{"hits": [Hit.to_dict()]}``;
* ``list(scope, kinds=, where=, limit=, offset=, order=)`` -> ``{"memories", "offset", "next_offset"}``;
* ``forget(scope, id=, key=, whole_scope=)`` -> ``{"forgotten"}``; ``erase(...)`` the same -> ``{"erased"}``;
* ``set_fact(scope, key, value, confidence=)`` -> ``{"id"}``; ``get_fact(scope, key)`` -> ``{"key", "value"}``;
* ``build_context(scope, task, budget_tokens=)`` -> ``{"text", "ids", "tokens", "sections"}``;

and the resource ``memory://{scope}`` (the scope percent-encoded), the scope's current memories as JSON
(``list`` in created order, at most RESOURCE_MAX of them); ``resources/list`` names one for each scope the store
has.

A tool touches only the scope it names. Bad arguments (a missing or unknown argument, a wrong type, an unknown
id, a secret the store refuses: engramdb's typed errors) come back as tool errors (``isError``) naming the
error, and the server keeps serving. Unlike the Python API, forget and erase never take a whole scope by
accident: with neither `id` nor `key` they need ``whole_scope=true``.

As every adapter does, the server keeps the caller's ``meta`` exactly as given (names the store keeps for
itself are escaped, see ``_meta``; ``where`` filters read the caller's meta fields) and the command opens the
store with dedup off (each remember stores what it was given). Calls are serialised on one lock: the
``mcp`` package runs synchronous tools on worker threads.
"""

from __future__ import annotations

import inspect
import json
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Annotated, Any, TypeVar
from urllib.parse import quote

import anyio.to_thread
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ResourceError, ToolError
from mcp.server.mcpserver.resources import ResourceSecurity
from mcp_types import CallToolResult, InputRequiredResult, ToolAnnotations
from mcp_types import Resource as MCPResource
from pydantic import Field

from ..errors import EngramError, InvalidArgumentError
from ..schema import Hit, Memory
from ..store import MemoryStore
from ._meta import from_meta, to_meta, to_where

RESOURCE_MAX = 1000  # memories a memory://{scope} read returns at most (use the list tool to page further)

INSTRUCTIONS = (
    "Long-term memory (engramdb). Every tool takes a scope first (one user, agent or task) and touches only that "
    "scope. remember stores a memory; recall finds the best matches for a query; set_fact/get_fact keep one "
    "current value per key; build_context returns one block to inject at the start of a task; list pages "
    "through current memories; forget hides memories, erase removes them from disk. The resource "
    "memory://{scope} lists a scope's memories.")

_T = TypeVar("_T")

Scope = Annotated[str, Field(description="the memory scope (e.g. 'user:alice'); a call touches no other scope")]
Kinds = Annotated[list[str] | None, Field(description="only these kinds: 'fact', 'episode', 'lesson'")]
Where = Annotated[dict[str, Any] | None, Field(
    description="a filter over meta fields: {'tag': 'a', 'n': {'$gte': 5}}; operators $eq $ne $gt $gte $lt $lte "
                "$in $nin")]
MemoryId = Annotated[str | None, Field(description="a memory id, as remember, recall or list gave it")]
Key = Annotated[str | None, Field(description="a caller key (from remember(key=...) or set_fact)")]
WholeScope = Annotated[bool, Field(description="with neither id nor key: true to act on every memory of the scope")]


class EngramMCPServer(MCPServer[Any]):
    """MCPServer that also refuses arguments a tool does not take (the package ignores them silently), so that a
    misspelt option comes back as a tool error instead of being dropped."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.arguments: dict[str, frozenset[str]] = {}
        self.scopes: Callable[[], list[str]] = lambda: []

    async def list_resources(self) -> list[MCPResource]:
        """The static resources (none) and ``memory://{scope}`` of each scope the store has (the first
        RESOURCE_MAX, sorted), so that a host can show them; any other scope is read through the template."""
        listed = await super().list_resources()
        scopes = await anyio.to_thread.run_sync(self.scopes)  # as the tools run: off the event loop
        return listed + [MCPResource(uri=f"memory://{quote(scope, safe='')}", name=scope,
                                     mime_type="application/json", description=f"the current memories of {scope!r}")
                         for scope in scopes[:RESOURCE_MAX]]

    def add_engram_tool(self, fn: Callable[..., Any], name: str, *, read_only: bool,
                        destructive: bool = False) -> None:
        """Registers `fn` as tool `name` (its docstring the description) and records the arguments it takes."""
        hints = ToolAnnotations(read_only_hint=read_only, destructive_hint=None if read_only else destructive,
                                idempotent_hint=read_only or None, open_world_hint=False)
        self.add_tool(fn, name=name, annotations=hints, structured_output=True)
        self.arguments[name] = frozenset(inspect.signature(fn).parameters)
        tool = self._tool_manager.get_tool(name)
        if tool is not None:  # the published input schema says what call_tool enforces
            tool.parameters["additionalProperties"] = False

    async def call_tool(self, name: str, arguments: dict[str, Any],
                        context: Context[Any, Any] | None = None) -> CallToolResult | InputRequiredResult:
        """Calls tool `name`; a ToolError (an isError result) when `arguments` holds a name it does not take."""
        known = self.arguments.get(name)
        unknown = sorted(set(arguments) - known) if known is not None else []
        if known is not None and unknown:
            raise ToolError(f"Error executing tool {name}: unknown argument(s) {', '.join(unknown)}; "
                            f"{name} takes {', '.join(sorted(known))}")
        return await super().call_tool(name, arguments, context)


def memory_dict(memory: Memory) -> dict[str, Any]:
    """``Memory.to_dict()`` with the caller's meta as it was given (``_meta.from_meta``)."""
    out = memory.to_dict()
    out["meta"] = from_meta(out["meta"])
    return out


def hit_dict(hit: Hit) -> dict[str, Any]:
    """``Hit.to_dict()`` with the caller's meta as it was given."""
    out = hit.to_dict()
    out["memory"] = memory_dict(hit.memory)
    return out


def build_server(store: MemoryStore | None = None, *, name: str = "engramdb", version: str = "") -> EngramMCPServer:
    """The MCP server over `store` (an in-memory store with dedup off when None): the eight tools and the
    ``memory://{scope}`` resource described in this module's docstring. The store stays the caller's to close."""
    memories = MemoryStore(dedup=False) if store is None else store
    lock = threading.Lock()
    server = EngramMCPServer(name, instructions=INSTRUCTIONS, version=version, log_level="WARNING")

    @contextmanager
    def engram(error: type[Exception]) -> Iterator[None]:
        """One store call at a time; engramdb's typed errors raised as `error` (ToolError, ResourceError), the
        message naming the error type (SecretError, NotFoundError, ...)."""
        with lock:
            try:
                yield
            except EngramError as exc:
                raise error(f"{type(exc).__name__}: {exc}") from exc

    def call(fn: Callable[[], _T]) -> _T:
        with engram(ToolError):
            return fn()

    def remember(scope: Scope, text: Annotated[str, Field(description="the memory, as it should be recalled")],
                 kind: Annotated[str, Field(description="'fact' (what is true), 'episode' (what happened) or "
                                                        "'lesson' (how to act: give trigger and guidance)")] = "fact",
                 importance: Annotated[float, Field(description="0..1")] = 0.5,
                 confidence: Annotated[float, Field(description="0..1")] = 1.0,
                 key: Annotated[str | None, Field(description="an upsert: replaces the scope's current memory with "
                                                             "this key (kept as history)")] = None,
                 meta: Annotated[dict[str, Any] | None, Field(description="JSON metadata, kept as given")] = None,
                 layer: Annotated[str | None, Field(description="event, memory, knowledge or identity "
                                                               "(default by kind)")] = None,
                 trigger: Annotated[str | None, Field(description="a lesson's trigger (what it is found by)")] = None,
                 guidance: Annotated[str | None, Field(description="a lesson's guidance")] = None,
                 expires_at: Annotated[float | None, Field(description="Unix seconds after which it is no longer "
                                                                      "served")] = None,
                 source: Annotated[str, Field(description="where it came from: 'user', 'agent', a tool's name")]
                 = "user",
                 trusted: Annotated[bool, Field(description="false for text from outside (a web page, a tool "
                                                            "result): capped and flagged")] = True) -> dict[str, Any]:
        """Stores one memory in `scope` and returns its id. Text carrying a secret (a password, a key) is refused.
        Lessons wait for review before they are served."""
        return {"id": call(lambda: memories.remember(
            scope, text, kind=kind, importance=importance, confidence=confidence, key=key, meta=to_meta(meta),
            layer=layer, trigger=trigger, guidance=guidance, expires_at=expires_at, source=source, trusted=trusted))}

    def recall(scope: Scope, query: Annotated[str, Field(description="what to look for")],
               k: Annotated[int, Field(description="at most this many hits")] = 5, kinds: Kinds = None,
               where: Where = None, min_score: Annotated[float, Field(description="drop hits scoring less")] = 0.0,
               budget_tokens: Annotated[int | None, Field(description="the hits' texts fit this many tokens")] = None,
               ) -> dict[str, Any]:
        """The memories of `scope` that best match `query`, best first, each with its score breakdown."""
        hits = call(lambda: memories.recall(scope, query, k=k, kinds=kinds, where=to_where(where),
                                            min_score=min_score, budget_tokens=budget_tokens))
        return {"hits": [hit_dict(hit) for hit in hits]}

    def list_memories(scope: Scope, kinds: Kinds = None, where: Where = None,
                      limit: Annotated[int, Field(description="at most this many memories")] = 100,
                      offset: Annotated[int, Field(description="skip this many first")] = 0,
                      order: Annotated[str, Field(description="created, updated, last_used or importance, "
                                                              "lowest first; '-created' etc. newest first")]
                      = "created") -> dict[str, Any]:
        """The current memories of `scope`, sorted and paged. `next_offset` is the offset of the next page, or
        None after a page shorter than `limit` (a full page may be followed by an empty one)."""
        page = call(lambda: memories.list(scope, kinds=kinds, where=to_where(where), limit=limit, offset=offset,
                                          order=order))
        return {"memories": [memory_dict(m) for m in page], "offset": offset,
                "next_offset": offset + len(page) if len(page) == limit else None}

    def forget(scope: Scope, id: MemoryId = None, key: Key = None, whole_scope: WholeScope = False) -> dict[str, Any]:
        """Forgets memory `id` of `scope`, or every version of the memory keyed `key`, or (whole_scope=true) the
        whole scope: forgotten memories are never served again. Returns how many."""
        check_target(id, key, whole_scope)
        return {"forgotten": call(lambda: memories.forget(scope, id, key=key))}

    def erase(scope: Scope, id: MemoryId = None, key: Key = None, whole_scope: WholeScope = False) -> dict[str, Any]:
        """As forget, and removes the memory and its whole history physically from the store's files at once (the
        right to erasure). Returns how many rows were erased."""
        check_target(id, key, whole_scope)
        return {"erased": call(lambda: memories.erase(scope, id, key=key))}

    def set_fact(scope: Scope, key: Annotated[str, Field(description="the fact's name, e.g. 'reply_language'")],
                 value: Annotated[str, Field(description="its current value")],
                 confidence: Annotated[float | None, Field(description="0..1")] = None) -> dict[str, Any]:
        """Sets fact `key` of `scope` to `value` (the previous value is kept as history). Returns the id."""
        return {"id": call(lambda: memories.set_fact(scope, key, value, confidence=confidence))}

    def get_fact(scope: Scope, key: Annotated[str, Field(description="the fact's name")]) -> dict[str, Any]:
        """The current value of fact `key` in `scope` (value null when there is none)."""
        return {"key": key, "value": call(lambda: memories.get_fact(scope, key))}

    def build_context(scope: Scope, task: Annotated[str, Field(description="the task about to be done")],
                      budget_tokens: Annotated[int, Field(description="the block's size limit")] = 1500,
                      ) -> dict[str, Any]:
        """One block to inject at the start of `task`: the scope's relevant facts (KNOWN), lessons (LESSONS) and
        similar past episodes, never over budget_tokens; with the ids shown and the token count."""
        context = call(lambda: memories.build_context(scope, task, budget_tokens=budget_tokens))
        return {"text": context.text, "ids": list(context.ids), "tokens": context.tokens,
                "sections": {title: list(ids) for title, ids in context.sections.items()}}

    def check_target(id: str | None, key: str | None, whole_scope: bool) -> None:
        if id is None and key is None and not whole_scope:
            raise ToolError("InvalidArgumentError: give an id or a key, or whole_scope=true for every memory of "
                            "the scope")
        if whole_scope and (id is not None or key is not None):
            raise ToolError("InvalidArgumentError: whole_scope=true takes no id or key")

    for fn, tool, read_only, destructive in (
            (remember, "remember", False, False), (recall, "recall", True, False),
            (list_memories, "list", True, False), (forget, "forget", False, True), (erase, "erase", False, True),
            (set_fact, "set_fact", False, False), (get_fact, "get_fact", True, False),
            (build_context, "build_context", True, False)):
        server.add_engram_tool(fn, tool, read_only=read_only, destructive=destructive)

    def scopes() -> list[str]:
        with lock:
            return memories.scopes()

    server.scopes = scopes

    @server.resource("memory://{scope}", name="memories", mime_type="application/json",
                     description="the scope's current memories (oldest first, at most 1000), as JSON",
                     security=ResourceSecurity(exempt_params=frozenset({"scope"})))  # a scope is not a path
    def scope_memories(scope: str) -> str:
        with engram(ResourceError):
            page = memories.list(scope, limit=RESOURCE_MAX + 1)
        return json.dumps({"scope": scope, "memories": [memory_dict(m) for m in page[:RESOURCE_MAX]],
                           "truncated": len(page) > RESOURCE_MAX}, allow_nan=False)

    return server


def serve(store: MemoryStore, *, version: str = "") -> None:
    """Serves `store` over stdio until the client closes the connection (nothing but the protocol is written to
    stdout: the ``mcp`` package points file descriptor 1 at stderr while it serves)."""
    if not isinstance(store, MemoryStore):
        raise InvalidArgumentError(f"serve needs a MemoryStore, got {type(store).__name__}")
    build_server(store, version=version).run("stdio")
