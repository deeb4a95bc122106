"""The memory model of issue 13, case by case: status and lineage as data, erasure across history, keyed upserts,
review whatever the entry point, lossless export/import, recall's contract, edits, keyed-fact conflicts and
time. Each test is a repro that failed before the change."""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest

from engramdb import MemoryStore
from engramdb.errors import InvalidArgumentError, NotFoundError

from .durable_util import child_env, scan
from .faults_util import kill_count, run_killed_at

SECRET_TEXT = "The customer lives at 12 Elm Street in Springfield."


def _store_bytes(path: Path, *needles: str) -> list[tuple[str, str]]:
    return scan(path, {n: n.encode() for n in needles})


# ---------------------------------------------------------------------- 1. erasure once a memory has history

def test_erase_after_a_dedup_merge_erases_both_and_leaves_no_byte(tmp_path: Path) -> None:
    with MemoryStore.open(tmp_path / "s") as store:
        a = store.remember("u", SECRET_TEXT)
        b = store.remember("u", SECRET_TEXT)  # a near-duplicate: a new version of a
        assert a != b and store.get("u", a).superseded_by == b
        store.seal()
        assert store.erase("u", a) == 1
        assert store.erase("u", b) == 1  # raised NotFoundError for a (already gone) before
        with pytest.raises(NotFoundError):
            store.get("u", b)
    assert not _store_bytes(tmp_path / "s", "Elm Street")


@pytest.mark.parametrize("how", ["update", "forget+compact", "consolidate"])
def test_erase_after_an_edit_a_forget_or_a_consolidation(tmp_path: Path, how: str) -> None:
    with MemoryStore.open(tmp_path / "s", dedup=False) as store:
        old = store.remember("u", SECRET_TEXT)
        if how == "update":
            new = store.update("u", old, text="The customer lives at 14 Elm Street in Springfield.")
            store.erase("u", old)
            assert store.erase("u", new) == 1
        elif how == "forget+compact":
            other = store.remember("u", "The customer moved to Elm Street last year.")
            store.forget("u", old)
            store.compact()
            assert store.erase("u", other) == 1
            with pytest.raises(NotFoundError):
                store.erase("u", old)  # compacted away: there is nothing left to erase
        else:
            store.remember("u", SECRET_TEXT + " ")  # a near-exact duplicate, merged by consolidate
            report = store.consolidate("u")
            assert report.clusters == 1
            merged = report.new_ids[0]
            assert set(store.get("u", merged).merged_from) == set(report.archived_ids)
            store.erase("u", report.archived_ids[0])
            assert store.erase("u", merged) == 2  # the merged row and the other original
        store.seal()
    assert not _store_bytes(tmp_path / "s", "Elm Street")


# ---------------------------------------------------------------------- 2. user metadata cannot steer erasure

@pytest.mark.parametrize("key", ["merged_from", "supersedes", "superseded_by", "status"])
def test_reserved_lineage_keys_in_meta_are_refused(key: str) -> None:
    store = MemoryStore()
    victim = store.remember("u", "the victim's memory")
    with pytest.raises(InvalidArgumentError, match="lineage"):
        store.remember("u", "an attacker's memory", meta={key: [victim]})
    with pytest.raises(InvalidArgumentError, match="lineage"):
        store.remember_many("u", ["x"], meta=[{key: victim}])
    with pytest.raises(InvalidArgumentError, match="lineage"):
        store.update("u", victim, meta={key: "m99"})
    table = pa.table({"scope": ["u"], "text": ["imported"], "meta": [json.dumps({key: [victim]})]})
    with pytest.raises(InvalidArgumentError, match="lineage"):
        store.import_arrow(table)
    assert store.count("u") == 1 and store.get("u", victim).text == "the victim's memory"


def test_erase_never_follows_meta() -> None:
    store = MemoryStore()
    victim = store.remember("u", "the victim's memory")
    x = store.remember("u", "another memory", meta={"note": [victim], "merged": victim})
    assert store.erase("u", x) == 1
    assert store.get("u", victim).text == "the victim's memory"


# ---------------------------------------------------------------------- 3. a crash during erase

def test_an_erase_killed_after_it_was_logged_is_finished_at_the_next_open(tmp_path: Path) -> None:
    template = tmp_path / "template"
    with MemoryStore.open(template) as store:
        store.remember("u", SECRET_TEXT)
        store.remember("u", "Something else entirely, to keep.")
        store.seal()  # the text is in a sealed segment file

    def run() -> None:
        with MemoryStore.open(path) as s:
            s.erase("u", "m0")

    path = tmp_path / "s"
    shutil.copytree(template, path)
    steps = kill_count(run)
    assert steps, "erase passes no crash point"
    logged = 0
    for n in range(1, len(steps) + 1):
        shutil.rmtree(path)
        shutil.copytree(template, path)
        assert run_killed_at(n, run) == signal.SIGKILL
        with MemoryStore.open(path) as store:  # no retry: the open alone must finish what was logged
            try:
                store.get("u", "m0")
            except NotFoundError:
                logged += 1
                assert not _store_bytes(path, "Elm Street"), f"killed at {steps[n - 1]}: erased text left"
            assert store.get("u", "m1").text.startswith("Something else")
        if logged:
            assert not _store_bytes(path, "Elm Street"), f"after a reopen, killed at {steps[n - 1]}"
    assert logged >= 1  # some crash point lies after the erase was logged


# ---------------------------------------------------------------------- 4. export -> import is lossless

def _history_store() -> tuple[MemoryStore, str, str]:
    store = MemoryStore()
    store.set_fact("u", "plan", "Pro")
    store.set_fact("u", "plan", "Enterprise")
    m = store.remember("u", "The office is in Berlin.")
    store.update("u", m, text="The office is in Munich.")
    lesson = store.add_lesson("u", "deploying on a friday", "run the whole test suite first")
    store.remember("u", "Invoices go to the finance team.")
    store.recall("u", "invoices", k=1, reinforce=True)
    return store, m, lesson


def _content(table: pa.Table) -> pa.Table:
    return table.drop_columns(["embedding"]).sort_by("seq")


def test_export_import_export_is_the_same_and_answers_the_same(tmp_path: Path) -> None:
    store, _, lesson = _history_store()
    table = store.export("u")
    assert table.column("status").to_pylist() == [
        "superseded", "current", "superseded", "current", "pending", "current"]
    assert table.column("superseded_by").to_pylist()[:4] == ["m1", None, "m3", None]
    store.export_parquet("u", tmp_path / "x.parquet")
    restored = MemoryStore()
    assert restored.import_parquet(tmp_path / "x.parquet") == table.column("id").to_pylist()  # ids kept
    again = restored.export("u")
    assert _content(again).equals(_content(table))
    np.testing.assert_array_equal(np.stack(again.column("embedding").to_numpy(zero_copy_only=False)),
                                  np.stack(table.column("embedding").to_numpy(zero_copy_only=False)))
    assert restored.count("u") == store.count("u") == 3
    assert restored.get_fact("u", "plan") == "Enterprise"
    assert [m.id for m in restored.pending_lessons("u")] == [lesson]
    for query in ("plan", "office", "deploying on a friday", "invoices"):
        assert [h.id for h in restored.recall("u", query, k=5, now=1e10)] == \
               [h.id for h in store.recall("u", query, k=5, now=1e10)]
    assert restored.build_context("u", "office plan").text == store.build_context("u", "office plan").text
    assert [m.id for m in restored.history("u", "m1")] == [m.id for m in store.history("u", "m1")] == ["m1", "m0"]


def test_import_into_a_store_with_rows_remaps_ids_and_lineage() -> None:
    store, _, _ = _history_store()
    table = store.export("u")
    other = MemoryStore()
    other.remember("v", "already here")
    ids = other.import_arrow(table)
    assert ids == ["m1", "m2", "m3", "m4", "m5", "m6"]  # the table's id order, past the store's own ids
    got = other.export("u")
    assert got.column("supersedes").to_pylist() == [None, "m1", None, "m3", None, None]
    assert got.column("superseded_by").to_pylist()[:4] == ["m2", None, "m4", None]
    assert other.get_fact("u", "plan") == "Enterprise" and other.count("u") == 3


def test_a_damaged_export_is_refused_and_changes_nothing() -> None:
    store, _, _ = _history_store()
    table = store.export("u")
    target = MemoryStore()
    bad_status = table.set_column(table.schema.get_field_index("status"), "status",
                                  pa.array(["current"] * 5 + ["lost"]))
    with pytest.raises(InvalidArgumentError, match="status"):
        target.import_arrow(bad_status)
    with pytest.raises(InvalidArgumentError, match="id"):
        target.import_arrow(table.drop_columns(["id"]))
    twice = table.set_column(table.schema.get_field_index("id"), "id", pa.array(["m0"] * 6))
    with pytest.raises(InvalidArgumentError, match="twice"):
        target.import_arrow(twice)
    assert len(target) == 0


# ---------------------------------------------------------------------- 5. review and keys, whatever the entry point

def test_a_lesson_written_through_remember_waits_for_review() -> None:
    store = MemoryStore()
    lesson = store.remember("u", "When deploying: run the tests first", kind="lesson", trigger="deploying",
                            guidance="run the tests first")
    many = store.remember_many("u", ["When paying: check the IBAN"], kind="lesson")
    imported = store.import_arrow(pa.table({"scope": ["u"], "text": ["When closing: lock the door"],
                                            "kind": ["lesson"]}))
    assert store.recall("u", "deploying", k=5) == []
    assert {m.id for m in store.pending_lessons("u")} == {lesson, *many, *imported}
    assert store.get("u", lesson).status == "pending"
    store.approve("u", lesson)
    assert [h.id for h in store.recall("u", "deploying", k=1)] == [lesson]


def test_remember_with_a_key_is_an_upsert_that_facts_see() -> None:
    store = MemoryStore()
    first = store.remember("u", "plan: Pro", key="plan")
    second = store.remember("u", "plan: Enterprise", key="plan")
    assert store.get_fact("u", "plan") == "Enterprise"
    assert [m.id for m in store.fact_history("u", "plan")] == [second, first]
    assert store.get("u", first).status == "superseded" and store.get("u", first).superseded_by == second
    assert [h.id for h in store.recall("u", "plan", k=5)] == [second]
    third = store.set_fact("u", "plan", "Team")  # set_fact and remember(key=) share the key
    assert store.get("u", second).superseded_by == third and store.get_fact("u", "plan") == "Team"
    store.remember_many("u", ["theme is dark", "editor is vim"], key=["theme", "editor"])
    store.remember_many("u", ["theme is light"], key="theme")
    assert store.get_fact("u", "theme") == "theme is light" and store.count("u") == 3
    a, b = store.remember_many("u", ["first value", "second value"], key="same")  # the last one wins
    assert store.get_fact("u", "same") == "second value" and store.get("u", a).superseded_by == b


# ---------------------------------------------------------------------- 6. recall's contract

def test_recall_returns_at_most_k_finite_hits_within_the_budget() -> None:
    store = MemoryStore()
    hindi = store.remember("u", "Supplier S1 prefers replies in Hindi.")
    english = store.remember("u", "Supplier S1 prefers replies in English.")
    query = "which language does supplier S1 prefer for replies"
    hits = store.recall("u", query, k=1)
    assert len(hits) == 1 and np.isfinite(hits[0].final)
    assert set(hits[0].memory.conflicts_with) == {hindi, english} - {hits[0].id}
    assert store.get("u", hits[0].memory.conflicts_with[0]).text.startswith("Supplier S1")
    for budget in (5, 12, 20):
        hits = store.recall("u", query, k=5, budget_tokens=budget)
        assert sum(h.memory.tokens for h in hits) <= budget
        assert all(np.isfinite(h.final) for h in hits)
    context = store.build_context("u", query)
    assert hindi in context.ids and english in context.ids  # both sides still shown in the context block


# ---------------------------------------------------------------------- 7. update() leaves no stale state

def test_update_refreshes_updated_at_fact_values_and_lessons() -> None:
    clock = [1_000_000.0]
    store = MemoryStore(clock=lambda: clock[0])
    fact = store.set_fact("u", "plan", "Pro")
    clock[0] += 60
    new = store.update("u", fact, text="plan: Enterprise")
    memory = store.get("u", new)
    assert memory.updated_at.timestamp() == clock[0] and memory.created_at.timestamp() == clock[0] - 60
    assert store.get_fact("u", "plan") == "Enterprise"
    assert store.get("u", fact).superseded_by == new and store.get("u", fact).status == "superseded"
    lesson = store.add_lesson("u", "deploying on friday", "run the tests", confidence="high")
    edited = store.update("u", lesson, trigger="releasing to production", guidance="ask for a review")
    got = store.get("u", edited)
    assert (got.trigger, got.guidance) == ("releasing to production", "ask for a review")
    assert [h.id for h in store.recall("u", "releasing to production", k=1, kinds=["lesson"])] == [edited]
    assert "ask for a review" in store.build_context("u", "releasing to production").text
    with pytest.raises(InvalidArgumentError, match="old version"):
        store.update("u", fact, text="plan: Free")
    pending = store.add_lesson("u", "paying", "check the IBAN")
    assert store.get("u", store.update("u", pending, text="check the IBAN twice")).status == "pending"


# ---------------------------------------------------------------------- 8. keyed facts against free text

def test_a_keyed_fact_and_free_text_that_contradicts_it_are_flagged() -> None:
    store = MemoryStore()
    fact = store.set_fact("supplier:S1", "reply_language", "English")
    free = store.remember("supplier:S1", "Supplier S1 prefers replies in Hindi.")
    unrelated = store.remember("supplier:S1", "Supplier S1 sends invoices on Mondays.")
    agreeing = store.remember("supplier:S1", "Replies to supplier S1 are written in English.")
    hits = {h.id: h for h in store.recall("supplier:S1", "what language should replies be in?", k=5)}
    assert free in hits[fact].memory.conflicts_with and fact in hits[free].memory.conflicts_with
    assert unrelated not in hits[fact].memory.conflicts_with
    assert agreeing not in hits[fact].memory.conflicts_with
    assert "conflicts with" in store.build_context("supplier:S1", "reply language").text


# ---------------------------------------------------------------------- 9. time: naive datetimes are local time

def test_naive_datetimes_are_local_time_under_another_timezone() -> None:
    code = (
        "import time; from datetime import datetime, timedelta; from engramdb import MemoryStore\n"
        "s = MemoryStore(); s.remember('u', 'soon gone', expires_at=datetime.now() + timedelta(hours=2))\n"
        "print(len(s.recall('u', 'soon gone', k=1)))\n")
    env = dict(child_env(), TZ="America/Los_Angeles")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "1"  # not expired: two hours from now, local time


def test_string_times_are_refused() -> None:
    store = MemoryStore()
    with pytest.raises(TypeError):
        store.remember("u", "x", created_at="2020")
    assert len(store) == 0
