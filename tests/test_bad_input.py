"""The bad inputs issue 14 lists (cases 6-8), one test each: every one raised an untyped error, was accepted
silently or poisoned a scope before; each is now refused with an engramdb error and leaves the store as it
was. The time rules are issue 13's (item 9): aware datetimes and Unix seconds, naive datetimes in local time,
no strings, years 1-9999 only."""

from __future__ import annotations

import textwrap
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from engramdb import MemoryStore
from engramdb.errors import DimensionMismatchError, EngramError, InvalidArgumentError, InvalidTypeError

from .durable_util import run_python

DIM = 8
NOW = 1.79e9
EMB = np.linspace(-1, 1, DIM).astype(np.float32)


@pytest.fixture(params=["memory", "disk"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Any:
    if request.param == "memory":
        made = MemoryStore(dim=DIM, clock=lambda: NOW)
    else:
        made = MemoryStore.open(tmp_path / "store", dim=DIM, clock=lambda: NOW)
    made.remember("u", "apples are red", embedding=EMB, meta={"n": 1})
    yield made
    made.close()


def snapshot(store: MemoryStore) -> Any:
    return len(store), store.scopes(), {s: store.export(s).to_pylist() for s in store.scopes()}


def refused(store: MemoryStore, error: type[EngramError], call: Any, *args: Any, **kwargs: Any) -> None:
    before = snapshot(store)
    with pytest.raises(error):
        call(*args, **kwargs)
    assert snapshot(store) == before


@pytest.mark.parametrize("name", ["k", "k_wide", "ef_search", "nprobe"])
@pytest.mark.parametrize("value", [2**31, 2**40, 2**31 - 1])
def test_huge_counts_in_recall_are_refused(store: MemoryStore, name: str, value: int) -> None:
    # 2**31 and up was a raw pybind TypeError; 2**31 - 1 a std::bad_alloc (the search reserves k candidates)
    refused(store, InvalidArgumentError, store.recall, "u", EMB, **{name: value})
    refused(store, InvalidArgumentError, store.recall_many, "u", [EMB], **{name: value})


def test_huge_budget_is_refused(store: MemoryStore) -> None:
    refused(store, InvalidArgumentError, store.recall, "u", EMB, budget_tokens=2**63)
    assert store.recall("u", EMB, budget_tokens=2**63 - 1)  # the native int64: "no budget"


def test_recall_many_options_are_checked(store: MemoryStore) -> None:
    refused(store, InvalidArgumentError, store.recall_many, "u", [EMB], bogus=1)
    refused(store, InvalidTypeError, store.recall_many, "u", [EMB], conflicts="yes")  # a raw TypeError before
    # scopes given as an array's rows (unhashable): a raw TypeError from set() before (a fuzz draw found it)
    refused(store, InvalidTypeError, store.recall_many, np.ones((2, 8)), ["apples", "pears"])
    refused(store, InvalidTypeError, store.recall, "u", EMB, conflicts=np.array([1]))


@pytest.mark.parametrize("field", ["text", "scope", "source", "key", "trigger", "guidance", "meta value", "meta key"])
def test_lone_surrogates_are_refused_in_every_text(store: MemoryStore, field: str) -> None:
    # on disk each was a UnicodeEncodeError from the WAL encoder (after the guards had passed it)
    arguments: dict[str, Any] = {"scope": "u", "text": "a note", "embedding": EMB}
    bad = "x\ud800y"
    if field in ("text", "scope", "source", "key"):
        arguments[field] = bad
    elif field in ("trigger", "guidance"):
        arguments.update(kind="lesson", **{field: bad})
    else:
        arguments["meta"] = {"a": bad} if field == "meta value" else {bad: 1}
    scope, text = arguments.pop("scope"), arguments.pop("text")
    refused(store, InvalidArgumentError, store.remember, scope, text, **arguments)


def test_surrogates_in_episodes_and_facts_are_refused(store: MemoryStore) -> None:
    refused(store, InvalidArgumentError, store.add_episode, "u", "met them", key_facts=["\udfff"])
    refused(store, InvalidArgumentError, store.set_fact, "u", "plan", "Pro", source="\ud800")


def test_meta_nesting_is_limited(store: MemoryStore) -> None:
    def nested(levels: int) -> dict[str, Any]:
        value: Any = 1
        for _ in range(levels - 1):
            value = {"a": value}
        return {"a": value}

    store.remember("u", "thirty-two levels", embedding=EMB, meta=nested(32))
    refused(store, InvalidArgumentError, store.remember, "u", "thirty-three", embedding=EMB, meta=nested(33))
    refused(store, InvalidArgumentError, store.remember, "u", "deep", embedding=EMB, meta=nested(5000))  # RecursionError
    lists: Any = 1
    for _ in range(32):  # the outer dict and 32 lists: 33 levels
        lists = [lists]
    refused(store, InvalidArgumentError, store.remember, "u", "lists", embedding=EMB, meta={"a": lists})
    cyclic: dict[str, Any] = {}
    cyclic["self"] = cyclic
    refused(store, InvalidArgumentError, store.remember, "u", "cycle", embedding=EMB, meta=cyclic)


def _table(**columns: Any) -> pa.Table:
    base: dict[str, Any] = {"scope": ["u", "u"], "text": ["imported one", "imported two"],
                            "embedding": pa.array([EMB.tolist(), (-EMB).tolist()], pa.list_(pa.float32(), DIM))}
    return pa.table({**base, **columns})


def test_import_of_another_dimension_is_refused(store: MemoryStore) -> None:
    wider = pa.array([[1.0] * (DIM + 1)] * 2, pa.list_(pa.float32()))  # ArrowInvalid from the cast before
    refused(store, DimensionMismatchError, store.import_arrow, _table(embedding=wider))
    fixed = pa.array([[1.0] * (DIM + 1)] * 2, pa.list_(pa.float32(), DIM + 1))
    refused(store, DimensionMismatchError, store.import_arrow, _table(embedding=fixed))
    refused(store, InvalidTypeError, store.import_arrow, _table(embedding=pa.array(["a", "b"])))


def test_import_of_bad_json_meta_is_refused(store: MemoryStore) -> None:
    refused(store, InvalidArgumentError, store.import_arrow, _table(meta=['{"a": 1}', "{bad"]))  # JSONDecodeError
    refused(store, InvalidArgumentError, store.import_arrow, _table(meta=["[" * 5000 + "]" * 5000, None]))


@pytest.mark.parametrize("arrow_type", [pa.list_(pa.float32()), pa.list_(pa.float32(), DIM)])
def test_import_of_a_null_embedding_is_refused(store: MemoryStore, arrow_type: pa.DataType) -> None:
    # a null variable-size list became a constant vector before
    refused(store, InvalidArgumentError, store.import_arrow, _table(embedding=pa.array([EMB.tolist(), None], arrow_type)))


def test_import_of_text_times_is_refused(store: MemoryStore) -> None:
    # "2020" became 2020 seconds after the epoch
    refused(store, InvalidTypeError, store.import_arrow, _table(created_at=["2020", "2021"]))
    refused(store, InvalidTypeError, store.import_arrow, _table(expires_at=["2030", None]))
    refused(store, InvalidArgumentError, store.import_arrow, _table(created_at=[1e300, 1.7e9]))


@pytest.mark.parametrize("value", ["2020", ["2020"], np.array(["2020"])])
def test_text_times_are_refused(store: MemoryStore, value: Any) -> None:
    refused(store, InvalidTypeError, store.remember_many, "u", ["a note"], embeddings=[EMB], created_at=value)
    refused(store, InvalidTypeError, store.remember_many, "u", ["a note"], embeddings=[EMB], importance=value)


def test_import_and_export_paths_give_typed_errors(store: MemoryStore, tmp_path: Path) -> None:
    (tmp_path / "garbage.parquet").write_bytes(b"not parquet")
    for path in (tmp_path / "missing.parquet", tmp_path, tmp_path / "garbage.parquet", tmp_path / ("x" * 5000)):
        refused(store, InvalidArgumentError, store.import_parquet, path)  # FileNotFoundError, ArrowInvalid before
    for path in (tmp_path / "missing" / "out.parquet", tmp_path, tmp_path / ("x" * 5000)):
        refused(store, InvalidArgumentError, store.export_parquet, "u", path)  # FileNotFoundError, IsADirectoryError
    refused(store, InvalidTypeError, store.import_parquet, None)
    refused(store, InvalidTypeError, store.export_parquet, "u", 5)  # wrote a file named "5" before
    refused(store, InvalidArgumentError, store.export_parquet, "u", "\ud800.parquet")
    store.export_parquet("u", tmp_path / "good.parquet")
    assert pq.read_table(tmp_path / "good.parquet").num_rows == 1


def test_empty_kinds_is_refused(store: MemoryStore) -> None:
    # returned every kind before
    refused(store, InvalidArgumentError, store.recall, "u", EMB, kinds=[])
    refused(store, InvalidArgumentError, store.recall_many, "u", [EMB], kinds=())
    refused(store, InvalidTypeError, store.recall, "u", EMB, kinds=5)
    assert [h.memory.kind for h in store.recall("u", EMB, kinds=["fact"])] == ["fact"]


@pytest.mark.parametrize("arguments", [{"created_at": -1e300}, {"expires_at": 1e300}, {"created_at": 2**2000},
                                       {"expires_at": np.array([1e300])}, {"created_at": datetime.max}])
def test_out_of_range_times_are_refused_at_write(store: MemoryStore, arguments: dict[str, Any]) -> None:
    # stored before, and every recall, get and build_context of the scope then raised OverflowError
    refused(store, InvalidArgumentError, store.remember_many, "u", ["a note"], embeddings=[EMB], **arguments)
    refused(store, InvalidArgumentError, store.set_fact, "u", "plan", "Pro", **arguments)
    if "expires_at" in arguments:
        refused(store, InvalidArgumentError, store.update, "u", "m0", expires_at=arguments["expires_at"])
    store.recall("u", EMB)
    store.build_context("u", "apples")


def test_years_1_and_9999_are_the_limits(store: MemoryStore) -> None:
    first = datetime(1, 1, 1, tzinfo=timezone.utc)
    last = datetime(9999, 12, 31, 23, 59, 59, tzinfo=timezone.utc)
    old = store.remember("u", "year one", embedding=-EMB, created_at=first)
    late = store.remember("u", "year 9999", embedding=EMB[::-1].copy(), expires_at=last)
    assert store.get("u", old).created_at == first
    assert store.get("u", late).expires_at == last
    refused(store, InvalidArgumentError, store.remember, "u", "too early", created_at=first.timestamp() - 1)
    refused(store, InvalidArgumentError, store.remember, "u", "too late", expires_at=last.timestamp() + 1)
    assert len(store.recall("u", EMB, k=10)) == 3


def test_naive_datetimes_are_local_time() -> None:
    # Python's own rule (datetime.timestamp()): under Los Angeles time, a naive "now + 2 h" is two hours
    # ahead, not seven hours in the past as it was when naive times were read as UTC.
    code = textwrap.dedent("""
        import os, time
        os.environ["TZ"] = "America/Los_Angeles"
        time.tzset()
        from datetime import datetime, timedelta, timezone
        import numpy as np
        from engramdb import MemoryStore
        store = MemoryStore(dim=8)
        naive = datetime(2026, 5, 1, 12, 0)
        mid = store.remember("u", "lunch", embedding=np.ones(8), created_at=naive)
        assert store.get("u", mid).created_at == naive.astimezone(timezone.utc), store.get("u", mid).created_at
        assert store.get("u", mid).created_at == datetime(2026, 5, 1, 19, 0, tzinfo=timezone.utc)
        soon = store.remember("u", "expires soon", embedding=-np.ones(8), expires_at=datetime.now() + timedelta(hours=2))
        assert store.count("u") == 2, "a naive expiry two hours ahead expired at once"
        assert abs(store.get("u", soon).expires_at.timestamp() - time.time() - 7200) < 60
        print("ok")
    """)
    done = run_python(code)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr


def test_unhashable_and_huge_values_give_typed_errors(store: MemoryStore) -> None:
    refused(store, InvalidArgumentError, store.remember, "u", "a", kind=["fact"])
    refused(store, InvalidTypeError, store.remember_many, "u", ["a"], kind=[["fact"]])
    refused(store, InvalidArgumentError, store.remember, "u", "a", importance=2**2000)  # OverflowError before
    refused(store, InvalidArgumentError, store.remember, "u", "a", embedding=[2**2000] * DIM)
    refused(store, InvalidTypeError, store.remember, "u", "a", importance="0.5")  # read as 0.5 before
    refused(store, InvalidTypeError, store.remember_many, 5, ["a"])
    refused(store, InvalidTypeError, store.remember_many, "u", 5)
    refused(store, InvalidTypeError, store.count_tokens, 5)
    refused(store, InvalidArgumentError, store.consolidate, "u", threads=2**63)
    refused(store, InvalidTypeError, store.get_fact, "u", ["plan"])
    refused(store, InvalidTypeError, store.add_lesson, "u", "t", "g", confidence=["low"])
    refused(store, InvalidArgumentError, store.recall, "u", EMB, now=1e300)
    refused(store, InvalidArgumentError, store.build_context, "u", "apples", min_score=10**400)
    refused(store, InvalidArgumentError, store.recall, "u", EMB, half_life_days=10**400)
    with pytest.raises(InvalidArgumentError):
        MemoryStore(dim=2**31 - 1)
    with pytest.raises(InvalidArgumentError):
        MemoryStore(dim=DIM, graph_m=2**40)


def test_a_bad_clock_is_a_typed_error() -> None:
    store = MemoryStore(dim=DIM, clock=lambda: "now")
    with pytest.raises(InvalidTypeError):
        store.remember("u", "a", embedding=EMB)
    with pytest.raises(InvalidTypeError):
        store.recall("u", EMB)
    assert len(store) == 0


def test_refusals_leave_no_trace_on_disk(tmp_path: Path) -> None:
    with MemoryStore.open(tmp_path / "s", dim=DIM, clock=lambda: NOW) as store:
        store.remember("u", "kept", embedding=EMB)
        for bad in ({"created_at": -1e300}, {"source": "\ud800"}, {"meta": {"\ud800": 1}}):
            with pytest.raises(InvalidArgumentError):
                store.remember("u", "refused", embedding=-EMB, **bad)
        before = snapshot(store)
    with MemoryStore.open(tmp_path / "s", clock=lambda: NOW) as reopened:
        assert snapshot(reopened)[0::2] == before[0::2]
        assert [h.text for h in reopened.recall("u", EMB)] == ["kept"]
        assert reopened.get("u", "m0").created_at == datetime.fromtimestamp(NOW, timezone.utc)
        assert reopened.get("u", "m0").expires_at is None


def test_an_int_beyond_float_is_a_typed_error_in_prune() -> None:
    """prune(ttl_days=10**400) raised OverflowError (math.isfinite of an int past float's range)."""
    store = MemoryStore()
    store.remember("u", "kept")
    with pytest.raises(InvalidArgumentError):
        store.prune("u", ttl_days=10**400)
    assert store.count("u") == 1


def test_an_imports_scopes_are_checked_from_its_arrow_column(store: MemoryStore) -> None:
    """import_table checks the scope names from the Arrow column's distinct values (no groups made): every bad
    name, a null, a dictionary column's bad name and a column of numbers are refused as remember_many refuses them,
    and changing nothing."""
    for bad in ([" u", "u"], ["u", ""], ["u", "a\x00b"], ["u", None]):
        error = InvalidTypeError if None in bad else InvalidArgumentError
        refused(store, error, store.import_arrow, _table(scope=pa.array(bad, pa.string())))
        refused(store, error, store.import_arrow, _table(scope=pa.array(bad, pa.string()).dictionary_encode()))
    refused(store, InvalidTypeError, store.import_arrow, _table(scope=pa.array([1, 2])))
    refused(store, InvalidTypeError, store.import_arrow, _table(scope=pa.array([{"a": 1}, {"a": 2}])))  # no unique
    refused(store, InvalidTypeError, store.import_arrow, _table(scope=pa.array([b"u", b"v"])))
    refused(store, InvalidArgumentError, store.import_arrow,
            pa.concat_tables([_table(), _table(scope=pa.array(["v", "v "]))]))  # the bad one in the second row pair
    assert len(store.import_arrow(_table(scope=pa.array(["u", "v"]).dictionary_encode()))) == 2
