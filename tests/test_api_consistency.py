"""Issue 13, case 12: one shape for the API. Every read and write names its scope first (and has no default
scope); recall takes one query and recall_many many; episodes have one kind name; the demo shows the review step.
Each test here failed on the API before the change."""

from __future__ import annotations

import inspect

import pytest

import engramdb
from engramdb import MemoryStore


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
