"""A hypothesis state machine over the memory model (issue 13): random sequences of remember, keyed remember,
duplicate writes, update, set_fact, add_lesson, approve, forget, erase, seal, compact, export-import and reopen
on a store on disk, checked after every step against a small pure-Python model of each memory's status and
lineage. After every erase, a byte scan of every file of the store finds neither an erased text nor its vector
(unless a memory that is still there holds the same text).

CI runs 200 examples; ENGRAMDB_LONG=1 (make test-long) runs 2,000.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from engramdb import MemoryStore
from engramdb.errors import NotFoundError

from .durable_util import scan

LONG = bool(os.environ.get("ENGRAMDB_LONG"))
DIM = 384  # the default hashing embedder's: set_fact, update and add_lesson embed their texts
SCOPE = "u"


@dataclass
class Row:
    """The model of one memory: what the store must say of it."""

    text: str
    key: str | None
    status: str  # current, superseded, pending, forgotten
    kind: str = "fact"
    supersedes: str | None = None
    superseded_by: str | None = None
    vector: bytes = b""  # the stored embedding's bytes (for the erasure scan)


def _tmp_root() -> Path:
    shm = Path("/dev/shm")
    return Path(tempfile.mkdtemp(prefix="engramdb-model-", dir=shm if shm.is_dir() else None))


class MemoryModel(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.root = _tmp_root()
        self.generation = 0
        self.path = self.root / "s0"
        self.store = MemoryStore.open(self.path, sync=False, seal_rows=6)
        self.rows: dict[str, Row] = {}
        self.counter = 0
        self.rng = np.random.default_rng(0)

    def teardown(self) -> None:
        try:
            self.store.close()
        finally:
            shutil.rmtree(self.root, ignore_errors=True)

    # ------------------------------------------------------------------ helpers

    def _fresh(self, word: str) -> str:
        self.counter += 1
        return f"{word}{self.counter} remembered as item{self.counter}x number{self.counter}y"

    def _ids(self, *statuses: str) -> list[str]:
        return sorted((i for i, r in self.rows.items() if r.status in statuses), key=lambda i: int(i[1:]))

    def _vector_of(self, id: str) -> bytes:
        seg, row = self.store.engine.find_any(SCOPE, id)
        return bytes(np.asarray(seg.value("embedding", row), np.float32).tobytes())

    def _add(self, id: str, text: str, key: str | None, status: str, supersedes: str | None,
             kind: str = "fact") -> None:
        assert id not in self.rows, f"id {id} handed out twice"
        self.rows[id] = Row(text, key, status, kind, supersedes, vector=self._vector_of(id))
        if supersedes is not None:
            old = self.rows[supersedes]
            old.superseded_by = id
            if old.status in ("current", "pending"):
                old.status = "superseded"

    def _current_with_key(self, key: str) -> str | None:
        found = [i for i in self._ids("current", "pending") if self.rows[i].key == key]
        return found[-1] if found else None

    def _unit(self) -> np.ndarray:
        x = self.rng.standard_normal(DIM).astype(np.float32)
        return x / np.linalg.norm(x)

    # ------------------------------------------------------------------ writes

    @rule()
    def remember(self) -> None:
        text = self._fresh("note")
        self._add(self.store.remember(SCOPE, text, embedding=self._unit()), text, None, "current", None)

    @rule(key=st.sampled_from(["plan", "city", "theme"]))
    def remember_keyed(self, key: str) -> None:
        text = self._fresh(f"{key} value")
        before = self._current_with_key(key)
        self._add(self.store.remember(SCOPE, text, key=key, embedding=self._unit()), text, key, "current", before)

    def _duplicable(self) -> list[str]:
        return [i for i in self._ids("current") if self.rows[i].key is None and self.rows[i].kind == "fact"]

    @precondition(lambda self: self._duplicable())
    @rule(data=st.data())
    def duplicate(self, data: st.DataObject) -> None:
        """The same text and vector again: a new version of the memory it duplicates (dedup)."""
        target = data.draw(st.sampled_from(self._duplicable()))
        old = self.rows[target]
        seg, row = self.store.engine.find_any(SCOPE, target)
        new = self.store.remember(SCOPE, old.text, embedding=np.array(seg.value("embedding", row)))
        self._add(new, old.text, old.key, "current", target)

    @rule(key=st.sampled_from(["plan", "city"]), value=st.sampled_from(["A", "B", "C"]))
    def set_fact(self, key: str, value: str) -> None:
        before = self._current_with_key(key)
        new = self.store.set_fact(SCOPE, key, value)
        self._add(new, f"{key}: {value}", key, "current", before)

    @precondition(lambda self: self._ids("current", "pending"))
    @rule(data=st.data())
    def update(self, data: st.DataObject) -> None:
        target = data.draw(st.sampled_from(self._ids("current", "pending")))
        old = self.rows[target]
        text = f"{old.key}: {self._fresh('edited')}" if old.key else self._fresh("edited")
        new = self.store.update(SCOPE, target, text=text)
        if old.kind == "lesson":  # the text of a lesson is its new guidance: "When <trigger>: <text>"
            assert self.store.get(SCOPE, new).guidance == text
            text = self.store.get(SCOPE, new).text
        self._add(new, text, old.key, old.status, target, old.kind)

    @rule()
    def add_lesson(self) -> None:
        trigger = self._fresh("when deploying")
        new = self.store.add_lesson(SCOPE, trigger, "run the tests")
        self._add(new, f"When {trigger}: run the tests", None, "pending", None, "lesson")

    @precondition(lambda self: self._ids("pending"))
    @rule(data=st.data())
    def approve(self, data: st.DataObject) -> None:
        target = data.draw(st.sampled_from(self._ids("pending")))
        self.store.approve(SCOPE, target)
        self.rows[target].status = "current"

    @precondition(lambda self: self._ids("current", "pending", "superseded"))
    @rule(data=st.data())
    def forget(self, data: st.DataObject) -> None:
        target = data.draw(st.sampled_from(self._ids("current", "pending", "superseded")))
        assert self.store.forget(SCOPE, target) == 1
        self.rows[target].status = "forgotten"
        for row in self.rows.values():  # superseded_by names only a version that can be read
            if row.superseded_by == target:
                row.superseded_by = None

    @precondition(lambda self: self._ids("current", "pending", "superseded"))
    @rule(data=st.data())
    def erase(self, data: st.DataObject) -> None:
        target = data.draw(st.sampled_from(self._ids("current", "pending", "superseded")))
        lineage, todo = [], [target]
        while todo:  # what it stands for: the versions it supersedes, transitively
            current = todo.pop()
            if current in self.rows and current not in lineage:
                lineage.append(current)
                todo += [self.rows[current].supersedes] if self.rows[current].supersedes else []
        erased = self.store.erase(SCOPE, target)
        visible = [i for i in lineage if self.rows[i].status != "forgotten"]
        assert len(visible) <= erased <= len(lineage)
        gone = {i: self.rows.pop(i) for i in lineage}
        for row in self.rows.values():  # a link to an erased row names nothing now, in the model as in the store
            if row.superseded_by in gone:
                row.superseded_by = None
        kept_texts = {r.text for r in self.rows.values()}
        kept_vectors = {r.vector for r in self.rows.values()}
        needles = {f"text of {i}": r.text.encode() for i, r in gone.items() if r.text not in kept_texts}
        needles |= {f"vector of {i}": r.vector for i, r in gone.items() if r.vector not in kept_vectors}
        assert not scan(self.path, needles), f"erased bytes left after erase({target})"

    # ------------------------------------------------------------------ whole-store steps

    @rule()
    def seal(self) -> None:
        self.store.seal()

    @rule()
    def compact(self) -> None:
        self.store.compact()

    @rule()
    def reopen(self) -> None:
        self.store.close()
        self.store = MemoryStore.open(self.path, sync=False, seal_rows=6)

    @rule()
    def export_import(self) -> None:
        """Through Parquet into a new store; forgotten memories are not exported, so they are gone after."""
        parquet = self.root / f"export{self.generation}.parquet"
        self.store.export_parquet(SCOPE, parquet)
        self.store.close()
        shutil.rmtree(self.path)
        self.generation += 1
        self.path = self.root / f"s{self.generation}"
        self.store = MemoryStore.open(self.path, sync=False, seal_rows=6)
        self.store.import_parquet(parquet)
        parquet.unlink()
        for i in self._ids("forgotten"):
            del self.rows[i]
        for row in self.rows.values():
            if row.superseded_by is not None and row.superseded_by not in self.rows:
                row.superseded_by = None  # the newer version was forgotten: not exported
            if row.supersedes is not None and row.supersedes not in self.rows:
                row.supersedes = None  # a link to a memory that is not in the table is dropped

    # ------------------------------------------------------------------ the invariant

    @invariant()
    def agrees_with_the_model(self) -> None:
        for id, row in self.rows.items():
            if row.status == "forgotten":
                try:
                    self.store.get(SCOPE, id)
                except NotFoundError:
                    continue
                raise AssertionError(f"{id} was forgotten but get() returns it")
            memory = self.store.get(SCOPE, id)
            assert (memory.status, memory.text, memory.key) == (row.status, row.text, row.key), (id, memory, row)
            assert memory.supersedes == row.supersedes, (id, memory.supersedes, row.supersedes)
            assert memory.superseded_by == row.superseded_by, (id, memory.superseded_by, row.superseded_by)
        assert self.store.count(SCOPE) == len(self._ids("current"))
        for key in ("plan", "city", "theme"):
            current = self._current_with_key(key)
            want = None if current is None else self.rows[current].text.removeprefix(f"{key}: ")
            assert self.store.get_fact(SCOPE, key) == want, key
        served = {h.id for h in self.store.recall(SCOPE, "remembered item", k=50, k_wide=200, conflicts=False)}
        assert served <= set(self._ids("current")), served - set(self._ids("current"))


MemoryModel.TestCase.settings = settings(
    max_examples=2000 if LONG else 200, stateful_step_count=20, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
TestMemoryModel = MemoryModel.TestCase
