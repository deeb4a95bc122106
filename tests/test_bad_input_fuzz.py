"""Every public entry point of MemoryStore raises only engramdb's typed errors for bad input, and the store is
unchanged after each refusal (issue 14, case 6).

Hypothesis picks an entry point, one of its arguments and a bad value for it (wrong types, NaN and infinities,
huge and negative integers, empty and space-only strings, lone surrogates, NUL, deep nesting, odd numpy arrays,
times out of range, strings where times belong), calls it on a store on disk with every other argument valid,
and checks: the call returns, or raises an engramdb.errors type; after a refusal every scope's export, the
scope list and len() are what they were. At the end the store is closed and reopened, and reads the same: a
value that got in cannot poison the files either.
"""

from __future__ import annotations

import math
import os
import tempfile
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore, Weights
from engramdb.errors import EngramError

DIM = 8
EXAMPLES = 400 if os.environ.get("ENGRAMDB_LONG") else 40


class _Deep(dict):  # type: ignore[type-arg]
    """A dict nested `levels` deep, shown short (Hypothesis would recurse to print it)."""

    def __init__(self, levels: int) -> None:
        value: Any = 1
        for _ in range(levels - 1):
            value = {"a": value}
        super().__init__(a=value)
        self.levels = levels

    def __repr__(self) -> str:
        return f"<dict nested {self.levels} deep>"


def _deep(levels: int) -> dict[str, Any]:
    return _Deep(levels)


SPECIAL: list[Any] = [
    None, True, False, 0, -1, 1, 2**31 - 1, 2**31, 2**63 - 1, 2**63, 2**64, -(2**63) - 1, 10**400,
    0.0, -0.0, 0.5, 1.0 + 1e-9, 1e300, -1e300, math.nan, math.inf, -math.inf,
    "", " ", " a ", "\x00", "a\x00b", "\ud800", "ok\udfff", "m0", "m-1", "m99999999999999999999", "fact", "lesson",
    "2020", "1e300", "nan", "x" * 10_000, b"bytes", bytearray(b"x"),
    [], [None], ["\ud800"], [1, "a"], [[1.0] * DIM], [math.nan] * DIM, [1.0] * (DIM + 1), ["fact", "nope"],
    (), {}, {"a": "\ud800"}, {"\ud800": 1}, {1: 2}, {"a": math.nan}, {"a": object()}, _deep(33), _deep(3000),
    {"merged_from": ["m0"]}, set(), frozenset({"fact"}),
    np.float32(math.nan), np.int64(-5), np.bool_(True), np.array([]), np.array([math.nan] * DIM),
    np.zeros(DIM), np.ones((2, DIM)), np.array(["1"] * DIM), np.array([1.0] * DIM, dtype=np.float16),
    datetime(1, 1, 1), datetime(9999, 12, 31, 23, 59, 59), datetime.min.replace(tzinfo=timezone.utc),
    datetime.max.replace(tzinfo=timezone.utc), datetime(2026, 1, 1, tzinfo=timezone(timedelta(hours=14))),
    timedelta(days=1), object(), Weights(), lambda *a: "x", print, Path("/nonexistent/dir/file.parquet"),
    pa.table({"x": [1]}), pa.array([1]),
]

BAD = st.one_of(
    st.sampled_from(SPECIAL),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(alphabet=st.characters(codec=None, categories=None), max_size=12),
    st.lists(st.one_of(st.none(), st.floats(), st.text(max_size=3), st.integers()), max_size=DIM + 2),
    st.dictionaries(st.text(max_size=3), st.one_of(st.none(), st.integers(), st.text(max_size=3)), max_size=3),
)

EMB = np.linspace(-1, 1, DIM).astype(np.float32)

# entry point -> the valid arguments every call starts from (positional names included by keyword)
CALLS: dict[str, dict[str, Any]] = {
    "remember": dict(scope="u", text="a note about apples", kind="fact", importance=0.5, confidence=1.0, source="user",
                     trusted=True, created_at=None, expires_at=None, key=None, meta=None, embedding=None, trigger=None,
                     guidance=None, layer=None),
    "remember_many": dict(scope="u", texts=["one pear", "two plums"], embeddings=None, kind="fact", importance=0.5,
                          confidence=1.0, source="user", trusted=True, created_at=None, expires_at=None, key=None,
                          meta=None, trigger=None, guidance=None, layer=None),
    "import_arrow": dict(table=None),  # the table is built per call: see _table
    "import_parquet": dict(path=None),
    "export_parquet": dict(scope="u", path=None),
    "get": dict(scope="u", id="m0"),
    "count": dict(scope="u"),
    "export": dict(scope="u"),
    "count_tokens": dict(texts=["a few words"]),
    "forget": dict(scope="u", id="m999999"),
    "erase": dict(scope="u", id="m999999"),
    "forget_subject": dict(scope="nobody"),
    "recall": dict(scope="u", query="apples", k=5, min_score=0.0, weights=Weights(), half_life_days=30.0,
                   recency_from="created", mmr_lambda=None, budget_tokens=None, kinds=None, now=None,
                   min_similarity=None, min_confidence=None, k_wide=100, ef_search=None, exact=False, conflicts=True,
                   reinforce=False, nprobe=None),
    "recall_many": dict(scope="u", queries=["apples", "pears"], k=5, kinds=None, budget_tokens=None, now=None,
                        k_wide=100, ef_search=None, nprobe=None, conflicts=True, reinforce=False, exact=False),
    "update": dict(scope="u", id="m0", text=None, importance=0.7, confidence=None, expires_at=None, meta=None),
    "set_fact": dict(scope="u", key="plan", value="Pro", source="user", confidence=None, importance=0.5, trusted=True,
                     created_at=None, expires_at=None, layer=None),
    "get_fact": dict(scope="u", key="plan"),
    "fact_history": dict(scope="u", key="plan"),
    "add_episode": dict(scope="u", summary="met the supplier", outcome=None, task=None, session_id=None,
                        key_facts=(), importance=0.5, source="agent", trusted=True, created_at=None, expires_at=None),
    "add_lesson": dict(scope="u", trigger="invoice late", guidance="call them", confidence="low", source="agent",
                       importance=0.7, created_at=None),
    "pending_lessons": dict(scope="u"),
    "approve": dict(scope="u", id="m999999"),
    "reject": dict(scope="u", id="m999999"),
    "strength": dict(scope="u", id="m0", now=None),
    "prune": dict(scope="u", ttl_days=None, max_items=None, now=None),
    "consolidate": dict(scope="u", mode="light", summarize=None, threshold=None, now=None, threads=0),
    "build_context": dict(scope="u", task="apples", budget_tokens=1500, now=None, k_facts=5, k_lessons=3,
                          k_episodes=2, min_score=0.0, min_confidence=None),
}
POSITIONAL = {"remember": 2, "remember_many": 2, "import_arrow": 1, "import_parquet": 1, "export_parquet": 2,
              "get": 2, "count": 1, "export": 1, "count_tokens": 1, "forget": 2, "erase": 2, "forget_subject": 1,
              "recall": 2, "recall_many": 2, "update": 2, "set_fact": 3, "get_fact": 2, "fact_history": 2,
              "add_episode": 2, "add_lesson": 3, "pending_lessons": 1, "approve": 2, "reject": 2, "strength": 2,
              "prune": 1, "consolidate": 1, "build_context": 2}

# import_arrow: a valid table, then one column replaced by a bad one
TABLE_COLUMNS: dict[str, Any] = {
    "scope": pa.array(["u", "u"]), "text": pa.array(["imported one", "imported two"]),
    "embedding": pa.array([EMB.tolist(), (-EMB).tolist()], pa.list_(pa.float32(), DIM)),
    "kind": pa.array(["fact", "episode"]), "importance": pa.array([0.5, 0.6]), "created_at": pa.array([1.7e9, 1.7e9]),
    "expires_at": pa.array([None, 1.8e9], pa.float64()), "meta": pa.array(['{"a": 1}', None]),
}
BAD_COLUMNS = st.sampled_from([
    pa.array([None, None], pa.string()), pa.array(["\ud800".encode("utf-8", "surrogatepass").decode("utf-8", "replace"),
                                                   "b"]),
    pa.array(["2020", "2021"]), pa.array([1e300, -1e300]), pa.array([math.nan, 1.0]), pa.array([1, 2], pa.int64()),
    pa.array(["{bad", "[1]"]), pa.array(['"text"', "null"]), pa.array(["[" * 5000 + "]" * 5000, "{}"]),
    pa.array([[1.0] * (DIM + 1), [1.0] * (DIM + 1)], pa.list_(pa.float32())),
    pa.array([[1.0] * DIM, None], pa.list_(pa.float32())), pa.array([[1.0] * DIM, None], pa.list_(pa.float32(), DIM)),
    pa.array([[1.0] * DIM, [None] * DIM], pa.list_(pa.float32(), DIM)), pa.array([["a"] * DIM] * 2),
    pa.array([True, False]), pa.array([b"x", b"y"]), pa.array([{"a": 1}, {"a": 2}]),
    pa.array([datetime(2020, 1, 1), datetime(2021, 1, 1)]), pa.array(["nope", "fact"]), pa.array(["", ""]),
])


def _snapshot(store: MemoryStore) -> Any:
    exports = {s: store.export(s).to_pylist() for s in store.scopes()}
    return len(store), store.scopes(), {s: rows for s, rows in exports.items() if rows}


def _seed(store: MemoryStore) -> None:
    store.remember("u", "apples are red", embedding=EMB, meta={"n": 1})
    store.set_fact("u", "plan", "Basic")
    store.add_lesson("u", "invoice late", "call the supplier")
    store.add_episode("u", "met the supplier", outcome="ok")
    store.remember_many("v", ["pears", "plums"], embeddings=np.stack([EMB, -EMB]))


@pytest.mark.parametrize("method", sorted(CALLS))
def test_bad_arguments_raise_typed_errors_and_change_nothing(method: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with tempfile.TemporaryDirectory() as root:
        monkeypatch.chdir(root)  # a relative path drawn for export_parquet lands here
        path = Path(root) / "store"
        store = MemoryStore.open(path, dim=DIM, sync=False, clock=lambda: 1.79e9)
        _seed(store)
        files = Path(root) / "files"
        files.mkdir()
        good_parquet = files / "good.parquet"
        store.export_parquet("v", good_parquet)
        state = {"snapshot": _snapshot(store)}

        @settings(max_examples=EXAMPLES, suppress_health_check=list(HealthCheck), deadline=None)
        @given(data=st.data())
        def run(data: st.DataObject) -> None:
            kwargs = dict(CALLS[method])
            argument = data.draw(st.sampled_from(sorted(kwargs)), label="argument")
            if method == "import_arrow":
                columns = dict(TABLE_COLUMNS)
                bad = data.draw(st.one_of(BAD_COLUMNS, BAD), label="value")
                if isinstance(bad, (pa.Array, pa.ChunkedArray)):
                    assume(len(bad) == 2)
                    columns[data.draw(st.sampled_from(sorted(columns)), label="column")] = bad
                    kwargs["table"] = pa.table(columns)
                else:
                    kwargs["table"] = bad
            else:
                if method in ("import_parquet", "export_parquet"):
                    kwargs["path"] = good_parquet if method == "import_parquet" else files / "out.parquet"
                kwargs[argument] = data.draw(BAD, label="value")
            names = list(kwargs)
            args = [kwargs.pop(name) for name in names[:POSITIONAL[method]]]
            try:
                getattr(store, method)(*args, **kwargs)
            except EngramError as exc:
                after = _snapshot(store)
                assert after == state["snapshot"], f"a refused call changed the store: {exc!r}, {after[:2]}"
            else:
                state["snapshot"] = _snapshot(store)

        run()
        before = state["snapshot"]
        store.close()
        with MemoryStore.open(path, clock=lambda: 1.79e9) as reopened:
            # (scopes() lists a scope forgotten whole until the close compacts it away)
            assert _snapshot(reopened)[0::2] == before[0::2]
            for scope in reopened.scopes():  # every accepted value reads back
                reopened.recall(scope, "apples", k=50)
                for row in reopened.export(scope).column("id").to_pylist():
                    reopened.get(scope, row)


def test_constructor_arguments_raise_typed_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    names = ["dim", "embedder", "clock", "max_text_chars", "token_counter", "seal_rows", "dedup", "injection_policy",
             "graph_min_rows", "graph_m", "graph_ef_construction", "quantize", "ivf_min_rows"]

    @settings(max_examples=EXAMPLES * 2, suppress_health_check=list(HealthCheck), deadline=None)
    @given(name=st.sampled_from(names), value=BAD)
    def run(name: str, value: Any) -> None:
        arguments: dict[str, Any] = {"dim": DIM, name: value}
        try:
            store = MemoryStore(**arguments)
            store.remember("u", "a note", embedding=EMB)
            store.recall("u", "a note")
        except EngramError:
            pass

    run()
