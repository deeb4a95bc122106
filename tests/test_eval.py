"""engramdb.eval: recall@k, the case-file loader, the shipped case set and the `eval` command."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest

from engramdb import InvalidArgumentError, InvalidTypeError, MemoryStore
from engramdb.eval import (
    EVAL_NOW,
    Case,
    CaseFileError,
    EvalReport,
    eval_main,
    load_cases,
    recall_at_k,
    shipped_cases_path,
)

from .conftest import DAY, NOW, Clock

# Measured on the shipped set with the default HashingEmbedder and default recall weights:
# recall@1 = 32/39 = 0.821, recall@5 = 37/39 = 0.949. The floors leave room for small embedder changes.
RECALL_AT_5_FLOOR = 0.9
RECALL_AT_1_FLOOR = 0.75


def write(tmp_path: Path, records: list, name: str = "cases.jsonl") -> Path:
    path = tmp_path / name
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in records) + "\n",
                    encoding="utf-8")
    return path


def shipped_records() -> list[dict]:
    lines = shipped_cases_path().read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip() and not line.startswith("#")]


def test_shipped_cases_are_package_data_covering_suppliers_and_lessons() -> None:
    packaged = resources.files("engramdb") / "data" / "eval_cases.jsonl"
    assert packaged.is_file() and Path(str(packaged)) == shipped_cases_path()
    records = shipped_records()
    cases = [r for r in records if r["type"] == "case"]
    memories = {r["ref"]: r for r in records if r["type"] == "memory"}
    assert len(cases) >= 25
    scopes = {c["scope"] for c in cases}
    assert {"supplier:S1", "supplier:S2"} <= scopes
    assert {m["kind"] for m in memories.values()} == {"fact", "episode", "lesson"}
    assert all(m.get("trigger") and m.get("guidance") for m in memories.values() if m["kind"] == "lesson")
    # every expected memory lives in the case's own scope (isolation: S2 never needs S1's memories)
    assert all(memories[ref]["scope"] == c["scope"] for c in cases for ref in c["expected"])


def test_shipped_recall_meets_the_measured_floor() -> None:
    store, cases = load_cases(shipped_cases_path())
    at5 = recall_at_k(store, cases, k=5)
    at1 = recall_at_k(store, cases, k=1)
    assert at5.total == at1.total == len(cases) >= 25
    assert at5.recall >= RECALL_AT_5_FLOOR, at5.misses
    assert at1.recall >= RECALL_AT_1_FLOOR, at1.misses
    assert at1.recall <= at5.recall
    assert all(len(got) <= 1 for _case, got in at1.misses)


def test_shipped_knowledge_updates_rank_the_newer_memory_first() -> None:
    """(older, newer) pairs in one scope: for the case expecting the newer one, it outranks the older."""
    records = shipped_records()
    memories = {r["ref"]: r for r in records if r["type"] == "memory"}
    store, cases = load_cases(shipped_cases_path())
    updates = [("s1_hindi", "s1_english"), ("s1_terms_old", "s1_terms_new"), ("u_tz_ist", "u_tz_gmt"),
               ("u_pg", "u_mysql")]
    assert all(memories[old]["days_ago"] > memories[new]["days_ago"] for old, new in updates)
    by_text = {(m.scope, m.text): m.id for scope in store.scopes() for m in
               (store.get(scope, i) for i in store.export(scope)["id"].to_pylist())}
    checked = 0
    for old, new in updates:
        old_id = by_text[(memories[old]["scope"], memories[old]["text"])]
        new_id = by_text[(memories[new]["scope"], memories[new]["text"])]
        (case,) = [c for c in cases if c.expected == (new_id,)]
        ranked = [h.id for h in store.recall(case.scope, case.question, k=50)]
        if old_id in ranked:
            assert ranked.index(new_id) < ranked.index(old_id), case
        checked += 1
    assert checked == 4


def test_shipped_cases_never_retrieve_another_scope() -> None:
    store, cases = load_cases(shipped_cases_path())
    for case in cases:
        for hit in store.recall(case.scope, case.question, k=10):
            assert hit.memory.scope == case.scope


def test_knowledge_update_pattern_in_a_small_file(tmp_path: Path) -> None:
    path = write(tmp_path, [
        {"type": "memory", "ref": "old", "scope": "S1", "text": "S1 prefers replies in Hindi",
         "days_ago": 60},
        {"type": "memory", "ref": "new", "scope": "S1", "text": "S1 now prefers replies in English",
         "days_ago": 2},
        {"type": "case", "scope": "S1", "question": "which language does S1 prefer for replies?",
         "expected": ["new"]},
    ])
    store, cases = load_cases(path)
    assert cases == [Case("S1", "which language does S1 prefer for replies?", ("m1",))]
    assert store.get("S1", "m1").created_at.timestamp() == pytest.approx(EVAL_NOW.timestamp() - 2 * DAY)
    report = recall_at_k(store, cases, k=1)
    assert (report.recall, report.hits, report.total, report.misses) == (1.0, 1, 1, [])


def test_any_versus_all_expected(clock: Clock) -> None:
    store = MemoryStore(clock=clock)
    a = store.remember("u", "invoice 8841 rejected for code E12", created_at=NOW)
    b = store.remember("u", "the festival office closure", created_at=NOW - 90 * DAY)
    cases = [("u", "why was invoice 8841 rejected", [a, b])]
    anyone = recall_at_k(store, cases, k=1)
    assert anyone.recall == 1.0 and not anyone.all_expected
    every = recall_at_k(store, cases, k=1, all_expected=True)
    assert every.recall == 0.0 and every.hits == 0
    ((case, got),) = every.misses
    assert case == Case("u", "why was invoice 8841 rejected", (a, b)) and got == [a]
    assert recall_at_k(store, cases, k=2, all_expected=True).recall == 1.0
    assert "recall@2" in recall_at_k(store, cases, k=2).summary()


def test_recall_options_are_passed_to_recall(clock: Clock) -> None:
    store = MemoryStore(clock=clock)
    fact = store.remember("u", "invoice 8841 note", created_at=NOW)
    cases = [("u", "invoice 8841 note", [fact])]
    assert recall_at_k(store, cases, k=1).recall == 1.0
    report = recall_at_k(store, cases, k=1, kinds=["episode"])  # passed through: facts are filtered out
    assert isinstance(report, EvalReport) and report.recall == 0.0 and report.misses[0][1] == []


@pytest.mark.parametrize("cases, k, error", [
    ([], 5, InvalidArgumentError),
    ([("u", "q", ["m0"])], 0, InvalidArgumentError),
    ([("u", "q", ["m0"])], 1.5, InvalidTypeError),
    ([("u", "q")], 5, InvalidTypeError),
    ([("u", "", ["m0"])], 5, InvalidArgumentError),
    ([("u", "q", [])], 5, InvalidArgumentError),
    ([(3, "q", ["m0"])], 5, InvalidTypeError),
])
def test_recall_at_k_validates(store: MemoryStore, cases: list, k, error: type) -> None:
    with pytest.raises(error):
        recall_at_k(store, cases, k=k)


def test_eval_main_prints_recall_and_misses(capsys: pytest.CaptureFixture[str]) -> None:
    assert eval_main([str(shipped_cases_path()), "--k", "1"]) == 0
    out = capsys.readouterr().out
    first, *misses = out.splitlines()
    assert first.startswith("recall@1 = ") and "cases found" in first
    report = recall_at_k(*load_cases(shipped_cases_path()), k=1)
    assert len(misses) == len(report.misses) and all(m.startswith("MISS ") for m in misses)
    # cases by name (FILE:LINE when the record has none), memories by their refs: never the store's ids
    assert all(m.startswith("MISS eval_cases.jsonl:") and "expected ['m" not in m for m in misses)
    assert eval_main([str(shipped_cases_path())]) == 0
    assert capsys.readouterr().out.startswith("recall@5 = ")


GOOD_MEMORY = {"type": "memory", "ref": "r1", "scope": "S1", "text": "S1 prefers Hindi"}
GOOD_CASE = {"type": "case", "scope": "S1", "question": "language?", "expected": ["r1"]}


@pytest.mark.parametrize("bad, words", [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "JSON object"),
    ({"type": "memo", "ref": "r2"}, "type must be"),
    ({"type": "memory", "ref": "r2", "scope": "S1"}, "missing field 'text'"),
    ({"type": "memory", "ref": "r1", "scope": "S1", "text": "again"}, "duplicate memory ref"),
    ({"type": "memory", "ref": "r2", "scope": "S1", "text": "x", "days_ago": "ten"}, "days_ago"),
    ({"type": "memory", "ref": "r2", "scope": "S1", "text": "x", "days_ago": -1}, "days_ago"),
    ({"type": "memory", "ref": "r2", "scope": "S1", "text": "x", "colour": "red"}, "unknown field"),
    ({"type": "memory", "ref": "r2", "scope": "S1", "text": "x", "kind": "dream"}, "refused"),
    ({"type": "memory", "ref": "r2", "scope": "S1", "text": "x", "importance": 3}, "refused"),
    ({"type": "case", "scope": "S1", "question": "q", "expected": ["nope"]}, "unknown memory ref"),
    ({"type": "case", "scope": "S1", "question": "q", "expected": []}, "non-empty list"),
    ({"type": "case", "scope": "S1", "question": "q", "expected": "r1"}, "expected"),
    ({"type": "case", "scope": " S1", "question": "q", "expected": ["r1"]}, "scope"),
])
def test_bad_case_file_names_the_line(tmp_path: Path, bad, words: str,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, ["# a comment", GOOD_MEMORY, "", bad, GOOD_CASE])
    with pytest.raises(CaseFileError) as info:
        load_cases(path)
    assert info.value.line == 4 and f"{path}:4: " in str(info.value) and words in str(info.value)
    assert isinstance(info.value, InvalidArgumentError)
    assert eval_main([str(path)]) == 2
    assert f"{path}:4: " in capsys.readouterr().err


def test_a_file_without_cases_or_missing_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(CaseFileError, match="no case records"):
        load_cases(write(tmp_path, [GOOD_MEMORY]))
    with pytest.raises(FileNotFoundError):
        load_cases(tmp_path / "absent.jsonl")
    assert eval_main([str(tmp_path / "absent.jsonl")]) == 2
