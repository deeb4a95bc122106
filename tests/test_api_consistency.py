"""Issue 13, case 12: one shape for the API. Every read and write names its scope first (and has no default
scope); recall takes one query and recall_many many; episodes have one kind name; the demo shows the review step.
Each test here failed on the API before the change."""

from __future__ import annotations

import inspect
from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest

import engramdb
from engramdb import MemoryStore, demo, segment


def test_every_method_that_takes_a_scope_takes_it_first_and_requires_it() -> None:
    for name, method in vars(MemoryStore).items():
        if name.startswith("_") or not inspect.isfunction(method):
            continue
        parameters = list(inspect.signature(method).parameters.values())[1:]
        if "scope" not in [p.name for p in parameters]:
            continue
        first = parameters[0]
        assert first.name == "scope", f"{name}: scope is not the first parameter"
        assert first.default is inspect.Parameter.empty, f"{name}: scope has a default"
        assert first.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD, name


def test_add_lesson_and_pending_lessons_take_the_scope_first() -> None:
    store = MemoryStore()
    lesson = store.add_lesson("supplier:S1", "an invoice is rejected with code E99", "escalate to a human")
    assert [m.id for m in store.pending_lessons("supplier:S1")] == [lesson]
    memory = store.get("supplier:S1", lesson)
    assert (memory.trigger, memory.guidance) == ("an invoice is rejected with code E99", "escalate to a human")
    with pytest.raises(TypeError):
        store.pending_lessons()  # type: ignore[call-arg]  # no default scope any more
    with pytest.raises(TypeError):
        store.add_lesson("a trigger", "a guidance", scope="supplier:S1")  # type: ignore[call-arg,misc]


def test_recall_many_takes_the_scope_first() -> None:
    store = MemoryStore()
    store.remember("s1", "invoice 42 was paid late")
    store.remember("s2", "invoice 44 was paid late")
    (one,) = store.recall_many("s1", ["invoice 42"], k=1)
    assert [h.text for h in one] == ["invoice 42 was paid late"]
    both = store.recall_many(["s1", "s2"], ["invoice", "invoice"], k=5)
    assert [[h.memory.scope for h in hits] for hits in both] == [["s1"], ["s2"]]
    with pytest.raises(engramdb.InvalidTypeError, match=r"recall_many\(scope, queries\)"):
        store.recall_many(["invoice 42", "invoice 44"], "s1")  # the old order: queries first


def test_recall_refuses_many_queries_and_points_to_recall_many() -> None:
    store = MemoryStore()
    store.remember("u", "apples are red")
    store.remember("u", "pears are green")
    vector = store.embedder.embed(["pears"])[0]
    for many in (["apples", "pears"], ("apples", "pears"), ["pears"], [vector.tolist()], vector[None, :],
                 [vector, vector]):
        with pytest.raises(engramdb.InvalidTypeError, match="recall_many"):
            store.recall("u", many)
        with pytest.raises(engramdb.InvalidTypeError, match="recall_many"):
            store.recall("empty", many)  # refused in a scope without memories too
    # one vector, as an array or as a list of floats, is one query as before
    assert store.recall("u", vector, k=1)[0].text == "pears are green"
    assert store.recall("u", vector.tolist(), k=1)[0].text == "pears are green"
    assert store.recall("u", [float(x) for x in vector], k=1)[0].text == "pears are green"


def test_episodes_have_one_kind_name() -> None:
    assert engramdb.KINDS == ("fact", "episode", "lesson")
    store = MemoryStore()
    episode = store.add_episode("u", "The export of 20k rows timed out", outcome="failed")
    written = store.remember("u", "The deploy failed on Friday", kind="episode")
    alias = store.remember("u", "The VPN was down on Monday", kind="event")  # the old name, still accepted
    fact = store.remember("u", "Deploys need the VPN")
    assert [store.get("u", i).kind for i in (episode, written, alias)] == ["episode"] * 3
    assert [store.get("u", i).layer for i in (episode, written, alias)] == ["event"] * 3  # the layer keeps its name
    for kinds in (["episode"], ["event"], "episode"):
        hits = store.recall("u", "deploy export VPN", k=10, kinds=kinds)
        assert {h.id for h in hits} == {episode, written, alias} and {h.memory.kind for h in hits} == {"episode"}
    assert {h.id for h in store.recall("u", "deploy", k=10, kinds=["fact"])} == {fact}
    (batch,) = store.recall_many("u", ["deploy"], k=10, kinds=["episode"])
    assert {h.id for h in batch} == {episode, written, alias}
    with pytest.raises(engramdb.InvalidArgumentError, match="episode"):
        store.remember("u", "a note", kind="events")


def test_imported_tables_may_name_episodes_event() -> None:
    store = MemoryStore()
    ids = store.import_arrow(pa.table({"scope": ["u", "u"], "text": ["an old episode", "a new episode"],
                                       "kind": ["event", "episode"]}))
    assert [store.get("u", i).kind for i in ids] == ["episode", "episode"]
    assert store.export("u")["kind"].to_pylist() == ["episode", "episode"]
    ids = store.remember_many(pa.table({"scope": ["u"], "text": ["a third one"], "kind": ["event"]}))
    assert store.get("u", ids[0]).kind == "episode"


def test_files_written_with_the_old_kind_name_read_as_episode(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                                              ) -> None:
    path = tmp_path / "store"
    with monkeypatch.context() as old:  # the segment files of a store written when episodes were "event"
        old.setitem(segment.CODED, "kind", ("fact", "event", "lesson"))
        store = MemoryStore.open(path, sync=False)
        sealed = store.add_episode("u", "Invoice 8841 was rejected for code E12")
        fact = store.remember("u", "Supplier S1 prefers replies in Hindi")
        store.seal()
        kinds = pa.ipc.open_file(next((path / "segments").glob("*.arrow"))).read_all()["kind"].to_pylist()
        assert sorted(kinds) == ["event", "fact"]  # the name on disk
        in_wal = store.remember("u", "Invoice 9120 was paid in full", kind="event")  # a WAL record: code 1
        store.engine.backend.abandon()  # left as a crash would: the WAL tail is replayed at open
    with MemoryStore.open(path) as reopened:
        assert [reopened.get("u", i).kind for i in (sealed, fact, in_wal)] == ["episode", "fact", "episode"]
        hits = reopened.recall("u", "invoice", k=10, kinds=["episode"])
        assert {h.id for h in hits} == {sealed, in_wal}
        assert sorted(reopened.export("u")["kind"].to_pylist()) == ["episode", "episode", "fact"]
        reopened.compact()  # rewritten with the new name
        assert reopened.check().ok
    with MemoryStore.open(path) as again:
        assert {h.id for h in again.recall("u", "invoice", k=10, kinds=["episode"])} == {sealed, in_wal}
        assert sorted(again.export("u")["kind"].to_pylist()) == ["episode", "episode", "fact"]
        assert np.array_equal(np.sort(again.export("u")["kind"].to_numpy(zero_copy_only=False)),
                              np.array(["episode", "episode", "fact"], dtype=object))


def test_the_demo_shows_the_approve_step_before_serving_the_lesson() -> None:
    lines: list[str] = []
    demo.run(lines.append)
    text = "\n".join(lines)
    pending = text.index("pending review: ['quote the ERP")
    approved = text.index("approve('supplier:S1', ")
    served = text.index("- [", text.index("LESSONS:"))
    assert pending < approved < text.index("after approval: ['quote the ERP") < served
    assert "quote the ERP" not in text[pending + len("pending review: ['quote the ERP"):approved]
    record = demo.report()
    lesson = record["approved"]["id"]
    assert lesson not in record["approved"]["served_before"] and record["approved"]["served_after"][0] == lesson
    assert lesson in record["context"]["sections"]["LESSONS"]
