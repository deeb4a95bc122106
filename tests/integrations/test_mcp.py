"""`engramdb mcp` (engramdb.integrations.mcp) driven by the real MCP client over stdio: `stdio_client` +
`ClientSession` start ``python -m engramdb mcp`` as a child, as an MCP host would. The client passes only a few
environment variables to the child (PATH, HOME, ...), so the test passes what the server needs explicitly.
Every await is bounded: each request has a read timeout and each test a deadline."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any
from urllib.parse import quote

import anyio
import pytest

mcp = pytest.importorskip("mcp")

from mcp import ClientSession, StdioServerParameters  # noqa: E402
from mcp.client.stdio import stdio_client  # noqa: E402
from mcp.shared.exceptions import MCPError  # noqa: E402

TOOLS = {"remember", "recall", "forget", "erase", "set_fact", "get_fact", "list", "build_context"}
REQUEST_TIMEOUT = 30.0  # seconds for one request (a shared 2-core machine has pauses)
TEST_DEADLINE = 120.0  # seconds for a whole test, server starts included
DOCS = Path(__file__).parents[2] / "docs" / "integrations.md"


def server_env() -> dict[str, str]:
    """What the server needs beyond the client's few defaults: the import path of this interpreter (the checkout's
    python/ and the virtualenv) and any ENGRAMDB_* setting of the run (e.g. ENGRAMDB_SIMD)."""
    env = {"PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    env.update({k: v for k, v in os.environ.items() if k.startswith("ENGRAMDB_")})
    return env


@asynccontextmanager
async def connect(tmp_path: Path, *args: str) -> AsyncIterator[ClientSession]:
    """A ClientSession with ``python -m engramdb mcp ARGS`` over stdio; the child's stderr goes to
    tmp_path/server-stderr.txt, which must hold no traceback when the session ends."""
    params = StdioServerParameters(command=sys.executable, args=["-m", "engramdb", "mcp", *args],
                                   env=server_env(), cwd=str(tmp_path))
    errlog = tmp_path / "server-stderr.txt"
    with errlog.open("a") as err:
        async with stdio_client(params, errlog=err) as (read, write), \
                ClientSession(read, write, read_timeout_seconds=REQUEST_TIMEOUT) as session:
            with anyio.fail_after(REQUEST_TIMEOUT):
                await session.initialize()
            yield session
    assert "Traceback" not in errlog.read_text(), errlog.read_text()


async def call(session: ClientSession, tool: str, **arguments: Any) -> dict[str, Any]:
    """The structured result of a successful tool call (which must also carry it as JSON text)."""
    with anyio.fail_after(REQUEST_TIMEOUT):
        result = await session.call_tool(tool, arguments)
    assert not result.is_error, result.content
    assert result.structured_content is not None
    assert json.loads(result.content[0].text) == result.structured_content  # type: ignore[union-attr]
    return result.structured_content


async def refused(session: ClientSession, tool: str, arguments: dict[str, Any]) -> str:
    """The message of a tool call that must come back as a tool error (isError), not a protocol failure."""
    with anyio.fail_after(REQUEST_TIMEOUT):
        result = await session.call_tool(tool, arguments)
    assert result.is_error, (tool, arguments, result)
    text: str = result.content[0].text  # type: ignore[union-attr]
    return text


async def read(session: ClientSession, scope: str) -> dict[str, Any]:
    with anyio.fail_after(REQUEST_TIMEOUT):
        result = await session.read_resource(f"memory://{quote(scope, safe='')}")
    data: dict[str, Any] = json.loads(result.contents[0].text)  # type: ignore[union-attr]
    return data


async def test_tools_and_round_trips(tmp_path: Path) -> None:
    with anyio.fail_after(TEST_DEADLINE):
        async with connect(tmp_path, "--path", str(tmp_path / "store")) as session:
            with anyio.fail_after(REQUEST_TIMEOUT):
                tools = await session.list_tools()
                templates = await session.list_resource_templates()
            assert {t.name for t in tools.tools} == TOOLS
            assert all(t.description and t.input_schema["properties"]["scope"] for t in tools.tools)
            assert all(t.input_schema["additionalProperties"] is False for t in tools.tools)
            assert all(t.input_schema["required"][0] == "scope" for t in tools.tools)
            assert [t.uri_template for t in templates.resource_templates] == ["memory://{scope}"]

            # remember -> recall, the caller's meta exactly as given (a store name like "status" included)
            meta = {"tag": "drinks", "n": 3, "status": "mine", "kind": ["x"], "~odd": None}
            made = await call(session, "remember", scope="user:alice", text="Alice takes her tea without sugar.",
                              meta=meta, importance=0.8)
            hits = (await call(session, "recall", scope="user:alice", query="how does Alice take her tea?"))["hits"]
            assert hits[0]["memory"]["id"] == made["id"] and hits[0]["memory"]["meta"] == meta
            assert hits[0]["memory"]["text"] == "Alice takes her tea without sugar." and hits[0]["final"] > 0
            where = {"status": "mine", "n": {"$gte": 3}}
            found = await call(session, "recall", scope="user:alice", query="tea", where=where, kinds=["fact"])
            assert [h["memory"]["id"] for h in found["hits"]] == [made["id"]]
            assert (await call(session, "recall", scope="user:alice", query="tea", where={"n": {"$gt": 3}}))[
                "hits"] == []

            # set_fact / get_fact, a new value replacing the old
            await call(session, "set_fact", scope="user:alice", key="reply_language", value="Hindi")
            await call(session, "set_fact", scope="user:alice", key="reply_language", value="English")
            assert await call(session, "get_fact", scope="user:alice", key="reply_language") == {
                "key": "reply_language", "value": "English"}
            assert (await call(session, "get_fact", scope="user:alice", key="unknown"))["value"] is None

            # list with paging: three pages of 2, 2 and 1 over five episodes, in created order
            ids = [(await call(session, "remember", scope="log", text=f"Step {i} of the import ran.",
                               kind="episode"))["id"] for i in range(5)]
            pages, offset = [], 0
            while offset is not None:
                page = await call(session, "list", scope="log", limit=2, offset=offset)
                pages.append([m["id"] for m in page["memories"]])
                offset = page["next_offset"]
            assert pages in ([ids[:2], ids[2:4], ids[4:]], [ids[:2], ids[2:4], ids[4:], []])
            newest = await call(session, "list", scope="log", order="-created", limit=1, kinds=["episode"])
            assert [m["id"] for m in newest["memories"]] == [ids[-1]] and newest["next_offset"] == 1

            # build_context: the block, its ids and its size
            context = await call(session, "build_context", scope="user:alice", task="make Alice a cup of tea",
                                 budget_tokens=300)
            assert made["id"] in context["ids"] and "without sugar" in context["text"]
            assert 0 < context["tokens"] <= 300 and made["id"] in context["sections"]["KNOWN"]

            # the resource: the scope's current memories
            with anyio.fail_after(REQUEST_TIMEOUT):
                resources = await session.list_resources()
            assert {r.uri for r in resources.resources} >= {"memory://user%3Aalice", "memory://log"}
            listed = await read(session, "user:alice")
            assert listed["scope"] == "user:alice" and not listed["truncated"]
            assert {m["text"] for m in listed["memories"]} == {"Alice takes her tea without sugar.",
                                                               "reply_language: English"}

            # forget by id, erase by key, forget a whole scope
            assert await call(session, "forget", scope="user:alice", id=made["id"]) == {"forgotten": 1}
            after = (await call(session, "recall", scope="user:alice", query="tea without sugar"))["hits"]
            assert made["id"] not in [h["memory"]["id"] for h in after]
            assert (await call(session, "erase", scope="user:alice", key="reply_language"))["erased"] == 2
            assert (await call(session, "get_fact", scope="user:alice", key="reply_language"))["value"] is None
            assert await call(session, "forget", scope="log", whole_scope=True) == {"forgotten": 5}
            assert (await read(session, "log"))["memories"] == []

            # text from outside, marked untrusted, is served flagged as such
            await call(session, "remember", scope="web", text="The vendor page says prices rise in May.",
                       source="web_search", trusted=False)
            served = (await call(session, "recall", scope="web", query="when do prices rise?"))["hits"][0]["memory"]
            assert served["trusted"] is False and served["source"] == "web_search"


async def test_scopes_are_isolated(tmp_path: Path) -> None:
    with anyio.fail_after(TEST_DEADLINE):
        async with connect(tmp_path) as session:  # an in-memory store
            a = await call(session, "remember", scope="tenant/a", text="The launch codename is BLUEBIRD.")
            b = await call(session, "remember", scope="tenant/b", text="The launch codename is REDWING.")
            await call(session, "set_fact", scope="tenant/a", key="plan", value="gold")
            hits = (await call(session, "recall", scope="tenant/b", query="launch codename", k=10))["hits"]
            assert [h["memory"]["id"] for h in hits] == [b["id"]]
            assert (await call(session, "get_fact", scope="tenant/b", key="plan"))["value"] is None
            assert (await call(session, "list", scope="tenant/b"))["memories"][0]["scope"] == "tenant/b"
            message = await refused(session, "forget", {"scope": "tenant/b", "id": a["id"]})
            assert "NotFoundError" in message  # another scope's id is unknown here
            assert await call(session, "forget", scope="tenant/a", whole_scope=True) == {"forgotten": 2}
            assert [m["id"] for m in (await read(session, "tenant/b"))["memories"]] == [b["id"]]
            assert (await read(session, "tenant/a"))["memories"] == []


BAD_CALLS = [
    ("remember", {"text": "no scope"}, "scope"),                                      # a missing argument
    ("remember", {"scope": 7, "text": "a number as scope"}, "scope"),                 # a wrong type
    ("remember", {"scope": "s", "text": ["a", "list"]}, "text"),
    ("recall", {"scope": "s", "query": "x", "k": "five"}, "k"),
    ("recall", {"scope": "s", "query": "x", "k": 0}, "InvalidArgumentError"),        # out of range: the store's
    ("remember", {"scope": "s", "text": "x", "importance": 2}, "InvalidArgumentError"),
    ("remember", {"scope": "s", "text": "x", "kind": "dream"}, "kind"),
    ("remember", {"scope": "s", "text": "x", "colour": "red"}, "unknown argument(s) colour"),  # an unknown argument
    ("list", {"scope": "s", "order": "sideways"}, "order"),
    ("list", {"scope": "s", "where": {"n": {"$near": 1}}}, "$near"),
    ("remember", {"scope": "s", "text": "my password is hunter2"}, "SecretError"),   # a secret is refused
    ("set_fact", {"scope": "s", "key": "login", "value": "password: hunter2"}, "SecretError"),
    ("forget", {"scope": "s", "id": "m999999"}, "NotFoundError"),                    # an unknown id
    ("erase", {"scope": "s", "id": "m999999"}, "NotFoundError"),
    ("forget", {"scope": "s"}, "whole_scope"),                                        # never a whole scope by accident
    ("erase", {"scope": "s", "id": "m0", "whole_scope": True}, "whole_scope"),
    ("remember", {"scope": " padded ", "text": "x"}, "scope"),
    ("no_such_tool", {"scope": "s"}, "no_such_tool"),
]


async def test_bad_arguments_are_tool_errors_and_the_server_keeps_answering(tmp_path: Path) -> None:
    with anyio.fail_after(TEST_DEADLINE):
        async with connect(tmp_path, "--path", str(tmp_path / "store")) as session:
            kept = await call(session, "remember", scope="s", text="The office opens at nine.")
            for tool, arguments, words in BAD_CALLS:
                message = await refused(session, tool, arguments)
                assert words in message, (tool, arguments, message)
                assert "hunter2" not in message
                # still answering, and nothing was written by the refused call
                assert [m["id"] for m in (await call(session, "list", scope="s"))["memories"]] == [kept["id"]]
            with pytest.raises(MCPError), anyio.fail_after(REQUEST_TIMEOUT):
                await session.read_resource("memory://%20padded")  # a scope the store refuses: a resource error
            with anyio.fail_after(REQUEST_TIMEOUT):
                await session.send_ping()
    assert "hunter2" not in (tmp_path / "server-stderr.txt").read_text()
    stored = b"".join(p.read_bytes() for p in (tmp_path / "store").rglob("*") if p.is_file())
    assert b"hunter2" not in stored


async def test_a_durable_store_survives_a_restart_and_serves_read_only(tmp_path: Path) -> None:
    path = str(tmp_path / "agent-memory")
    with anyio.fail_after(TEST_DEADLINE):
        async with connect(tmp_path, "--path", path) as session:
            made = await call(session, "remember", scope="user:bob", text="Bob is allergic to peanuts.",
                              meta={"source_doc": 12})
            await call(session, "set_fact", scope="user:bob", key="city", value="Pune")
        async with connect(tmp_path, "--path", path) as session:  # a new server process on the same directory
            hits = (await call(session, "recall", scope="user:bob", query="what is Bob allergic to?"))["hits"]
            assert hits[0]["memory"]["id"] == made["id"] and hits[0]["memory"]["meta"] == {"source_doc": 12}
            assert (await call(session, "get_fact", scope="user:bob", key="city"))["value"] == "Pune"
            await call(session, "set_fact", scope="user:bob", key="city", value="Delhi")
        async with connect(tmp_path, "--path", path, "--read-only") as session:
            assert (await call(session, "get_fact", scope="user:bob", key="city"))["value"] == "Delhi"
            assert len((await read(session, "user:bob"))["memories"]) == 2
            assert "ReadOnlyError" in await refused(session, "remember", {"scope": "user:bob", "text": "x"})
            assert "ReadOnlyError" in await refused(session, "forget", {"scope": "user:bob", "id": made["id"]})


def test_stdout_carries_only_the_protocol(tmp_path: Path) -> None:
    """The raw child, no client library: every line it writes to stdout is a JSON-RPC message, errors included,
    and it exits 0 when stdin closes."""
    requests = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {
            "name": "remember", "arguments": {"scope": "s", "text": "The office opens at nine."}}},
        {"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {
            "name": "remember", "arguments": {"scope": "s", "text": "my password is hunter2"}}},
        {"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": "recall", "arguments": {"scope": 1}}},
        {"jsonrpc": "2.0", "id": 5, "method": "resources/read", "params": {"uri": "memory://s"}},
    ]
    process = subprocess.Popen([sys.executable, "-m", "engramdb", "mcp", "--path", str(tmp_path / "store")],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env=server_env(), cwd=tmp_path)
    assert process.stdin is not None and process.stdout is not None
    answers: dict[int, dict[str, Any]] = {}
    try:
        for request in requests:
            process.stdin.write(json.dumps(request) + "\n")
            process.stdin.flush()
            if "id" not in request:
                continue
            while request["id"] not in answers:  # bounded: the communicate() below has the timeout
                line = process.stdout.readline()
                assert line, "the server closed stdout"
                message = json.loads(line)
                assert message["jsonrpc"] == "2.0", line
                if "id" in message:
                    answers[message["id"]] = message
        out, err = process.communicate(timeout=60)
    finally:
        process.kill() if process.poll() is None else None
    assert process.returncode == 0, err
    assert all(json.loads(line)["jsonrpc"] == "2.0" for line in out.splitlines() if line.strip())
    assert answers[2]["result"]["isError"] is False
    assert answers[3]["result"]["isError"] is True and "SecretError" in answers[3]["result"]["content"][0]["text"]
    assert answers[4]["result"]["isError"] is True
    assert "The office opens at nine." in answers[5]["result"]["contents"][0]["text"]
    assert "Traceback" not in err


def test_the_docs_example_runs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """docs/integrations.md's MCP section: its python blocks run (a fresh namespace each)."""
    text = DOCS.read_text()
    section = text.split("\n## MCP\n", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"^```python\n(.*?)^```", section, re.S | re.M)
    assert blocks and "engramdb mcp --path ./agent-memory" in section
    monkeypatch.chdir(tmp_path)
    for code in blocks:
        exec(compile(code, str(DOCS), "exec"), {"__name__": "__docs__", "print": lambda *a: None})


def test_mcp_is_imported_only_when_the_command_runs() -> None:
    code = ("import sys, engramdb, engramdb.integrations, engramdb.__main__ as cli; cli.build_parser(); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('mcp', 'pydantic', 'anyio')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=server_env(),
                          timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "[]", done.stdout + done.stderr
