"""The issue-18 evaluation sets (eval_cases_v2.jsonl and the held-out sets): sizes, categories, ref integrity.

These files tune and judge the store's ranking, so a broken ref, a stale value newer than its replacement
or a memory the store refuses would silently skew every figure measured on them.
"""

from __future__ import annotations

import difflib
import json
import re
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engramdb.eval import read_case_set, shipped_cases_path

DATA = shipped_cases_path().parent
V2 = DATA / "eval_cases_v2.jsonl"
HOLDOUT = DATA / "eval_cases_holdout.jsonl"
HOLDOUT2 = DATA / "eval_cases_holdout2.jsonl"
HOLDOUT3 = DATA / "eval_cases_holdout3.jsonl"
HOLDOUT4 = DATA / "eval_cases_holdout4.jsonl"
HOLDOUT5 = DATA / "eval_cases_holdout5.jsonl"
HOLDOUT6 = DATA / "eval_cases_holdout6.jsonl"
HOLDOUT7 = DATA / "eval_cases_holdout7.jsonl"
HOLDOUT8 = DATA / "eval_cases_holdout8.jsonl"
HOLDOUT9 = DATA / "eval_cases_holdout9.jsonl"
HOLDOUT10 = DATA / "eval_cases_holdout10.jsonl"
HOLDOUT11 = DATA / "eval_cases_holdout11.jsonl"
HOLDOUT12 = DATA / "eval_cases_holdout12.jsonl"
HOLDOUT13 = DATA / "eval_cases_holdout13.jsonl"
HOLDOUT14 = DATA / "eval_cases_holdout14.jsonl"
HOLDOUT15 = DATA / "eval_cases_holdout15.jsonl"
HOLDOUT16 = DATA / "eval_cases_holdout16.jsonl"
HOLDOUT17 = DATA / "eval_cases_holdout17.jsonl"
HOLDOUT18 = DATA / "eval_cases_holdout18.jsonl"
HOLDOUT19 = DATA / "eval_cases_holdout19.jsonl"
HOLDOUT20 = DATA / "eval_cases_holdout20.jsonl"
HOLDOUT21 = DATA / "eval_cases_holdout21.jsonl"
HOLDOUT22 = DATA / "eval_cases_holdout22.jsonl"
HOLDOUT23 = DATA / "eval_cases_holdout23.jsonl"
HOLDOUT24 = DATA / "eval_cases_holdout24.jsonl"
HOLDOUT25 = DATA / "eval_cases_holdout25.jsonl"
HOLDOUT26 = DATA / "eval_cases_holdout26.jsonl"
HOLDOUT27 = DATA / "eval_cases_holdout27.jsonl"
HOLDOUT28 = DATA / "eval_cases_holdout28.jsonl"
HOLDOUT29 = DATA / "eval_cases_holdout29.jsonl"
HOLDOUT30 = DATA / "eval_cases_holdout30.jsonl"
HOLDOUT31 = DATA / "eval_cases_holdout31.jsonl"
HOLDOUT32 = DATA / "eval_cases_holdout32.jsonl"
HOLDOUT33 = DATA / "eval_cases_holdout33.jsonl"
HOLDOUT34 = DATA / "eval_cases_holdout34.jsonl"
HOLDOUT35 = DATA / "eval_cases_holdout35.jsonl"
HOLDOUT36 = DATA / "eval_cases_holdout36.jsonl"
HOLDOUT37 = DATA / "eval_cases_holdout37.jsonl"
HOLDOUT38 = DATA / "eval_cases_holdout38.jsonl"
HOLDOUT39 = DATA / "eval_cases_holdout39.jsonl"
HOLDOUT40 = DATA / "eval_cases_holdout40.jsonl"
HOLDOUT41 = DATA / "eval_cases_holdout41.jsonl"
HOLDOUT42 = DATA / "eval_cases_holdout42.jsonl"
HOLDOUT43 = DATA / "eval_cases_holdout43.jsonl"
HOLDOUT44 = DATA / "eval_cases_holdout44.jsonl"

CATEGORIES = {"lookup", "paraphrase", "changed_fact", "temporal", "multi_hop", "identifier", "abstention",
              "cross_lingual"}
# The minimum number of cases per category in the tuning set (issue 18, section 7).
V2_FLOORS = {"lookup": 30, "paraphrase": 30, "changed_fact": 30, "temporal": 30, "identifier": 30,
             "abstention": 30, "multi_hop": 25, "cross_lingual": 25}


def records(path: Path) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]
    memories = [r for r in rows if r["type"] == "memory"]
    cases = [r for r in rows if r["type"] == "case"]
    assert len(memories) + len(cases) == len(rows)
    return memories, cases


def check_integrity(path: Path) -> None:
    memories, cases = records(path)
    by_ref = {m["ref"]: m for m in memories}
    assert len(by_ref) == len(memories), "duplicate memory refs"
    names = [c["name"] for c in cases]
    assert len(set(names)) == len(names), "duplicate case names"
    for case in cases:
        name, category = case["name"], case["category"]
        assert category in CATEGORIES, name
        for ref in case["expected"] + case["stale"]:
            assert ref in by_ref, f"{name}: unknown ref {ref}"
            assert by_ref[ref]["scope"] == case["scope"], f"{name}: {ref} is in another scope"
        assert not set(case["expected"]) & set(case["stale"]), name
        if category == "abstention":
            assert case["expected"] == [] and case["stale"] == [], name
        else:
            assert case["expected"], name
        if category == "multi_hop":
            assert len(case["expected"]) >= 2, name
        if category == "changed_fact":
            assert case["stale"], name
            newest = min(by_ref[ref]["days_ago"] for ref in case["expected"])
            for ref in case["stale"]:
                assert by_ref[ref]["days_ago"] > newest, f"{name}: stale {ref} is not older"
        else:
            assert case["stale"] == [], f"{name}: only a changed fact has stale values"
    # Keyed upserts: the newer memory of a key must come later in the file, or it would be superseded.
    last_seen: dict[tuple[str, str], float] = {}
    for memory in memories:
        if memory.get("key"):
            slot = (memory["scope"], memory["key"])
            assert memory["days_ago"] <= last_seen.get(slot, float("inf")), memory["ref"]
            last_seen[slot] = memory["days_ago"]


def scope_counts(path: Path) -> tuple[Counter[str], Counter[str]]:
    memories, cases = records(path)
    return Counter(m["scope"] for m in memories), Counter(c["scope"] for c in cases)


ALL_SETS = [V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6, HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10,
            HOLDOUT11, HOLDOUT12, HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17, HOLDOUT18, HOLDOUT19,
            HOLDOUT20, HOLDOUT21, HOLDOUT22, HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27,
            HOLDOUT28, HOLDOUT29, HOLDOUT30, HOLDOUT31, HOLDOUT32, HOLDOUT33, HOLDOUT34, HOLDOUT35,
            HOLDOUT36, HOLDOUT37, HOLDOUT38, HOLDOUT39, HOLDOUT40, HOLDOUT41, HOLDOUT42, HOLDOUT43,
            HOLDOUT44]
SET_IDS = ["v2", "holdout", "holdout2", "holdout3", "holdout4", "holdout5", "holdout6", "holdout7",
           "holdout8", "holdout9", "holdout10", "holdout11", "holdout12", "holdout13", "holdout14", "holdout15",
           "holdout16", "holdout17", "holdout18", "holdout19", "holdout20", "holdout21",
           "holdout22", "holdout23", "holdout24", "holdout25", "holdout26", "holdout27", "holdout28", "holdout29",
           "holdout30", "holdout31", "holdout32", "holdout33", "holdout34", "holdout35",
           "holdout36", "holdout37", "holdout38", "holdout39", "holdout40", "holdout41", "holdout42", "holdout43",
           "holdout44"]


@pytest.mark.parametrize("path", ALL_SETS, ids=SET_IDS)
def test_refs_names_and_stale_values_are_consistent(path: Path) -> None:
    check_integrity(path)


@pytest.mark.parametrize("path", ALL_SETS, ids=SET_IDS)
def test_the_store_accepts_every_memory_and_case(path: Path) -> None:
    memories, cases = records(path)
    case_set = read_case_set(path)  # raises CaseFileError on any memory the store refuses
    assert len(case_set.refs) == len(memories) and len(case_set.cases) == len(cases)
    loaded = {(c.scope, c.question): c for c in case_set.cases}
    for case in cases:
        got = loaded[(case["scope"], case["question"])]
        assert got.category == case["category"]
        assert [case_set.ref(i) for i in got.expected] == case["expected"]
        assert [case_set.ref(i) for i in got.stale] == case["stale"]


def test_v2_sizes() -> None:
    memories, cases = records(V2)
    assert len(cases) >= 320
    per_category = Counter(c["category"] for c in cases)
    for category, floor in V2_FLOORS.items():
        assert per_category[category] >= floor, (category, per_category[category])
    memories_per_scope, cases_per_scope = scope_counts(V2)
    assert len(cases_per_scope) >= 10 and set(cases_per_scope) == set(memories_per_scope)
    assert all(40 <= n <= 80 for n in memories_per_scope.values()), memories_per_scope
    # Old but important facts exist (a 400-day-old allergy must not fade like chit-chat).
    assert sum(1 for m in memories if m["days_ago"] >= 365 and m["importance"] >= 0.8) >= 5


def test_holdout_sizes_and_scopes_are_apart_from_v2() -> None:
    _, cases = records(HOLDOUT)
    assert len(cases) >= 120
    assert set(Counter(c["category"] for c in cases)) == CATEGORIES
    memories_per_scope, cases_per_scope = scope_counts(HOLDOUT)
    assert len(cases_per_scope) >= 4 and set(cases_per_scope) == set(memories_per_scope)
    assert all(40 <= n <= 80 for n in memories_per_scope.values()), memories_per_scope
    assert not set(memories_per_scope) & set(scope_counts(V2)[0])
    questions = {c["question"] for c in records(V2)[1]}
    assert not questions & {c["question"] for c in cases}


def test_holdout2_sizes_and_scopes_are_apart_from_v2_and_holdout() -> None:
    memories, cases = records(HOLDOUT2)
    assert len(cases) >= 300
    per_category = Counter(c["category"] for c in cases)
    assert set(per_category) == CATEGORIES
    # Enough abstention cases for a narrow AUROC interval, and every other category measurable on its own.
    assert per_category["abstention"] >= 80, per_category
    assert all(per_category[c] >= 25 for c in CATEGORIES), per_category
    memories_per_scope, cases_per_scope = scope_counts(HOLDOUT2)
    assert len(cases_per_scope) >= 10 and set(cases_per_scope) == set(memories_per_scope)
    assert all(25 <= n <= 50 for n in memories_per_scope.values()), memories_per_scope
    assert {m["kind"] for m in memories} == {"fact", "episode", "lesson"}
    assert sum(1 for m in memories if m["key"]) >= 20  # keyed facts that change
    for other in (V2, HOLDOUT):
        assert not set(memories_per_scope) & set(scope_counts(other)[0]), other.name
        assert not {c["question"] for c in records(other)[1]} & {c["question"] for c in cases}, other.name
    scopes_of: defaultdict[str, set[str]] = defaultdict(set)
    for case in cases:
        scopes_of[case["category"]].add(case["scope"])
    assert all(len(scopes) >= 10 for scopes in scopes_of.values()), scopes_of


@pytest.mark.parametrize("path, earlier", [(HOLDOUT3, (V2, HOLDOUT, HOLDOUT2)),
                                           (HOLDOUT4, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3)),
                                           (HOLDOUT5, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4)),
                                           (HOLDOUT6, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5)),
                                           (HOLDOUT7, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6)),
                                           (HOLDOUT8, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                       HOLDOUT7)),
                                           (HOLDOUT9, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                       HOLDOUT7, HOLDOUT8)),
                                           (HOLDOUT10, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9)),
                                           (HOLDOUT11, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10)),
                                           (HOLDOUT12, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11)),
                                           (HOLDOUT13, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12)),
                                           (HOLDOUT14, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13)),
                                           (HOLDOUT15, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14)),
                                           (HOLDOUT16, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15)),
                                           (HOLDOUT17, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16)),
                                           (HOLDOUT18, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17)),
                                           (HOLDOUT19, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18)),
                                           (HOLDOUT20, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19)),
                                           (HOLDOUT21, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20)),
                                           (HOLDOUT22, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21)),
                                           (HOLDOUT23, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22)),
                                           (HOLDOUT24, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23)),
                                           (HOLDOUT25, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24)),
                                           (HOLDOUT26, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25)),
                                           (HOLDOUT27, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26)),
                                           (HOLDOUT28, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27)),
                                           (HOLDOUT29, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27,
                                                        HOLDOUT28)),
                                           (HOLDOUT30, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27,
                                                        HOLDOUT28, HOLDOUT29)),
                                           (HOLDOUT31, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27,
                                                        HOLDOUT28, HOLDOUT29, HOLDOUT30)),
                                           (HOLDOUT32, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27,
                                                        HOLDOUT28, HOLDOUT29, HOLDOUT30, HOLDOUT31)),
                                           (HOLDOUT33, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27,
                                                        HOLDOUT28, HOLDOUT29, HOLDOUT30, HOLDOUT31, HOLDOUT32)),
                                           (HOLDOUT34, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27,
                                                        HOLDOUT28, HOLDOUT29, HOLDOUT30, HOLDOUT31, HOLDOUT32,
                                                        HOLDOUT33)),
                                           (HOLDOUT35, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27,
                                                        HOLDOUT28, HOLDOUT29, HOLDOUT30, HOLDOUT31, HOLDOUT32,
                                                        HOLDOUT33, HOLDOUT34)),
                                           (HOLDOUT36, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27,
                                                        HOLDOUT28, HOLDOUT29, HOLDOUT30, HOLDOUT31, HOLDOUT32,
                                                        HOLDOUT33, HOLDOUT34, HOLDOUT35)),
                                           (HOLDOUT37, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27,
                                                        HOLDOUT28, HOLDOUT29, HOLDOUT30, HOLDOUT31, HOLDOUT32,
                                                        HOLDOUT33, HOLDOUT34, HOLDOUT35, HOLDOUT36)),
                                           (HOLDOUT38, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27,
                                                        HOLDOUT28, HOLDOUT29, HOLDOUT30, HOLDOUT31, HOLDOUT32,
                                                        HOLDOUT33, HOLDOUT34, HOLDOUT35, HOLDOUT36, HOLDOUT37)),
                                           (HOLDOUT39, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27,
                                                        HOLDOUT28, HOLDOUT29, HOLDOUT30, HOLDOUT31, HOLDOUT32,
                                                        HOLDOUT33, HOLDOUT34, HOLDOUT35, HOLDOUT36, HOLDOUT37,
                                                        HOLDOUT38)),
                                           (HOLDOUT40, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27,
                                                        HOLDOUT28, HOLDOUT29, HOLDOUT30, HOLDOUT31, HOLDOUT32,
                                                        HOLDOUT33, HOLDOUT34, HOLDOUT35, HOLDOUT36, HOLDOUT37,
                                                        HOLDOUT38, HOLDOUT39)),
                                           (HOLDOUT41, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27,
                                                        HOLDOUT28, HOLDOUT29, HOLDOUT30, HOLDOUT31, HOLDOUT32,
                                                        HOLDOUT33, HOLDOUT34, HOLDOUT35, HOLDOUT36, HOLDOUT37,
                                                        HOLDOUT38, HOLDOUT39, HOLDOUT40)),
                                           (HOLDOUT42, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27,
                                                        HOLDOUT28, HOLDOUT29, HOLDOUT30, HOLDOUT31, HOLDOUT32,
                                                        HOLDOUT33, HOLDOUT34, HOLDOUT35, HOLDOUT36, HOLDOUT37,
                                                        HOLDOUT38, HOLDOUT39, HOLDOUT40, HOLDOUT41)),
                                           (HOLDOUT43, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27,
                                                        HOLDOUT28, HOLDOUT29, HOLDOUT30, HOLDOUT31, HOLDOUT32,
                                                        HOLDOUT33, HOLDOUT34, HOLDOUT35, HOLDOUT36, HOLDOUT37,
                                                        HOLDOUT38, HOLDOUT39, HOLDOUT40, HOLDOUT41, HOLDOUT42)),
                                           (HOLDOUT44, (V2, HOLDOUT, HOLDOUT2, HOLDOUT3, HOLDOUT4, HOLDOUT5, HOLDOUT6,
                                                        HOLDOUT7, HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12,
                                                        HOLDOUT13, HOLDOUT14, HOLDOUT15, HOLDOUT16, HOLDOUT17,
                                                        HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                                        HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27,
                                                        HOLDOUT28, HOLDOUT29, HOLDOUT30, HOLDOUT31, HOLDOUT32,
                                                        HOLDOUT33, HOLDOUT34, HOLDOUT35, HOLDOUT36, HOLDOUT37,
                                                        HOLDOUT38, HOLDOUT39, HOLDOUT40, HOLDOUT41, HOLDOUT42,
                                                        HOLDOUT43))],
                         ids=["holdout3", "holdout4", "holdout5", "holdout6", "holdout7", "holdout8", "holdout9",
                              "holdout10", "holdout11", "holdout12", "holdout13", "holdout14", "holdout15", "holdout16",
                              "holdout17", "holdout18", "holdout19", "holdout20", "holdout21", "holdout22",
                              "holdout23", "holdout24", "holdout25", "holdout26", "holdout27", "holdout28",
                              "holdout29", "holdout30", "holdout31", "holdout32", "holdout33", "holdout34",
                              "holdout35", "holdout36", "holdout37", "holdout38", "holdout39", "holdout40",
                              "holdout41", "holdout42", "holdout43", "holdout44"])
def test_holdout3_to_15_sizes_and_scopes_are_apart_from_the_earlier_sets(path: Path, earlier: tuple[Path, ...]) -> None:
    memories, cases = records(path)
    assert len(cases) >= 360
    per_category = Counter(c["category"] for c in cases)
    assert set(per_category) == CATEGORIES
    # At least 100 abstention cases (a narrow AUROC interval), 50 lookups, and every other category on its own.
    assert per_category["abstention"] >= 100 and per_category["lookup"] >= 50, per_category
    assert all(per_category[c] >= 30 for c in CATEGORIES), per_category
    memories_per_scope, cases_per_scope = scope_counts(path)
    assert len(cases_per_scope) >= 12 and set(cases_per_scope) == set(memories_per_scope)
    assert all(25 <= n <= 50 for n in memories_per_scope.values()), memories_per_scope
    assert {m["kind"] for m in memories} == {"fact", "episode", "lesson"}
    assert sum(1 for m in memories if m["key"]) >= 24  # keyed facts that change
    for other in earlier:
        assert not set(memories_per_scope) & set(scope_counts(other)[0]), other.name
        assert not {c["question"] for c in records(other)[1]} & {c["question"] for c in cases}, other.name
    assert len({(c["scope"], c["question"]) for c in cases}) == len(cases)
    scopes_of: defaultdict[str, set[str]] = defaultdict(set)
    for case in cases:
        scopes_of[case["category"]].add(case["scope"])
    assert all(len(scopes) == len(cases_per_scope) for scopes in scopes_of.values()), scopes_of
    # Every scope has several abstention cases.
    abstaining = Counter(c["scope"] for c in cases if c["category"] == "abstention")
    assert all(abstaining[scope] >= 6 for scope in cases_per_scope), abstaining


def test_holdout7_asks_a_third_of_its_lookups_and_paraphrases_the_way_users_talk() -> None:
    # Real users ask in a full sentence with context around the question, not in a short query: holdout7 keeps
    # about a third of those two categories long, so a figure on it says how recall copes with that.
    _, cases = records(HOLDOUT7)
    for category, floor in (("lookup", 18), ("paraphrase", 10)):
        long = [c for c in cases if c["category"] == category and len(c["question"]) > 100]
        assert len(long) >= floor, (category, len(long))


@pytest.mark.parametrize("path", [HOLDOUT8, HOLDOUT9, HOLDOUT10, HOLDOUT11, HOLDOUT12, HOLDOUT13, HOLDOUT14, HOLDOUT15,
                                  HOLDOUT16, HOLDOUT17, HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22,
                                  HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27, HOLDOUT28, HOLDOUT29,
                                  HOLDOUT30, HOLDOUT31, HOLDOUT32, HOLDOUT33, HOLDOUT34, HOLDOUT35, HOLDOUT36, HOLDOUT37,
                                  HOLDOUT38, HOLDOUT39, HOLDOUT40, HOLDOUT41, HOLDOUT42, HOLDOUT43, HOLDOUT44],
                         ids=["holdout8", "holdout9", "holdout10", "holdout11", "holdout12", "holdout13", "holdout14",
                              "holdout15", "holdout16", "holdout17", "holdout18", "holdout19", "holdout20", "holdout21",
                              "holdout22", "holdout23", "holdout24", "holdout25", "holdout26", "holdout27",
                              "holdout28", "holdout29", "holdout30", "holdout31", "holdout32", "holdout33",
                              "holdout34", "holdout35", "holdout36", "holdout37", "holdout38", "holdout39", "holdout40",
                              "holdout41", "holdout42", "holdout43", "holdout44"])
def test_holdout8_to_15_ask_half_of_their_lookups_and_paraphrases_the_way_users_talk(path: Path) -> None:
    # holdout8 goes further than holdout7, and holdout9 to holdout15 keep it: half of those two categories are long,
    # conversational questions.
    _, cases = records(path)
    for category in ("lookup", "paraphrase"):
        of_category = [c for c in cases if c["category"] == category]
        long = [c for c in of_category if len(c["question"]) > 100]
        assert 2 * len(long) >= len(of_category), (category, len(long), len(of_category))


def test_holdout8_states_some_rises_only_as_a_delta() -> None:
    # A user often gives a change as "4 pounds dearer" without the new total: the newest memory of such a changed
    # fact names no price of its own, so recall must rank it first on its subject alone.
    memories, cases = records(HOLDOUT8)
    by_ref = {m["ref"]: m for m in memories}
    deltas = [c for c in cases if c["category"] == "changed_fact"
              and any(word in by_ref[c["expected"][0]]["text"] for word in (" more", " dearer", " up by"))]
    assert len(deltas) >= 8, [c["name"] for c in deltas]


def test_holdout9_asks_for_durations_and_starting_points() -> None:
    # Users ask "since when" and "how long ago" rather than name a day: a third of holdout9's temporal questions do,
    # so the time a memory was written must be matched against a span, not a day word in the question.
    _, cases = records(HOLDOUT9)
    spans = [c for c in cases if c["category"] == "temporal"
             and any(phrase in c["question"].lower() for phrase in ("since when", "how long ago", "how many days ago"))]
    assert len(spans) >= 10, [c["name"] for c in spans]


def test_holdout9_stores_memories_the_way_agents_write_them() -> None:
    # Agents keep raw tool output and notes in the scope's own language next to English ones: holdout9 has tool
    # output lines ("[unit_lookup] unit=..."), and several scopes where not every memory is in English.
    memories, _ = records(HOLDOUT9)
    assert sum(1 for m in memories if m["text"].startswith("[") and "=" in m["text"]) >= 3
    foreign = {"der", "die", "und", "nicht", "les", "pour", "sur", "het", "een", "voortaan", "tylko", "się"}
    mixed = {m["scope"] for m in memories if foreign & set(m["text"].lower().replace(",", " ").split())}
    assert len(mixed) >= 4, mixed


def test_holdout10_stores_tool_output_as_agents_keep_it() -> None:
    # An agent stores what its tools printed, not a tidy sentence: holdout10 has JSON records, log and CLI lines
    # ("$ zpool status ...", "cp=VW-J14-07 ... status=Faulted", "EPOS Z-READ ... | ..."), so recall must match a question
    # in words against keys, codes and numbers.
    memories, _ = records(HOLDOUT10)
    json_records = [m for m in memories if m["text"].startswith("{") and isinstance(json.loads(m["text"]), dict)]
    assert len(json_records) >= 8, len(json_records)
    lines = [m for m in memories if not m["text"].startswith("{")
             and (m["text"].startswith(("$ ", "[")) or " | " in m["text"] or "=" in m["text"])]
    assert len(lines) >= 12, len(lines)


def test_holdout10_states_changed_facts_in_varied_ways() -> None:
    # A newer value arrives as a correction or a reversal of an earlier change (several stale values, the newest
    # of which is not the original), or dated "as of"/"from": the newest memory must still come first.
    memories, cases = records(HOLDOUT10)
    by_ref = {m["ref"]: m for m in memories}
    changed = [c for c in cases if c["category"] == "changed_fact"]
    newest = [by_ref[c["expected"][0]]["text"].lower() for c in changed]
    reversals = ("correction", "changed my mind", "change of plan", "reversed", "scrap what i said", "stopped doing")
    assert sum(1 for text in newest if any(word in text for word in reversals)) >= 6
    assert sum(1 for text in newest if "as of" in text or "from 1 " in text or "desde el" in text) >= 4
    assert sum(1 for c in changed if len(c["stale"]) >= 2) >= 3


def test_holdout10_asks_across_languages_and_abstains_on_named_subjects() -> None:
    # Cross-lingual questions over a memory that is itself not English (the mixed-language scopes), and abstention
    # questions that name something the scope holds but ask an attribute no memory states.
    memories, cases = records(HOLDOUT10)
    by_ref = {m["ref"]: m for m in memories}
    foreign = {"och", "för", "på", "los", "las", "para", "el", "não", "das", "dos", "della", "il", "con", "alla"}
    crossing = [c for c in cases if c["category"] == "cross_lingual"
                and foreign & set(by_ref[c["expected"][0]]["text"].lower().replace(",", " ").split())]
    assert len(crossing) >= 8, [c["name"] for c in crossing]
    mixed = {m["scope"] for m in memories if foreign & set(m["text"].lower().replace(",", " ").split())}
    assert len(mixed) >= 4, mixed
    check_abstentions_name_a_subject_of_their_scope(memories, cases)


def check_abstentions_name_a_subject_of_their_scope(memories: list[dict[str, Any]],
                                                   cases: list[dict[str, Any]]) -> None:
    # An abstention question must share a content word with its scope's memories: it asks an unstated attribute of
    # something the scope holds, not a question about another topic.
    common = {"what", "which", "where", "when", "does", "have", "much", "many", "that", "this", "with", "from", "there",
              "their", "about", "they", "them", "were", "been", "into", "would", "could", "should", "last", "year",
              "week", "will", "what's", "here", "time", "name", "phone", "number", "cost", "price"}
    for case in cases:
        if case["category"] != "abstention":
            continue
        text = " ".join(m["text"].lower() for m in memories if m["scope"] == case["scope"])
        words = {w.strip("?,.'").removesuffix("'s") for w in case["question"].lower().split()}
        assert any(len(w) >= 4 and w not in common and w in text for w in words), case["name"]


def test_holdout11_keeps_an_agents_mixed_memory() -> None:
    # holdout11 is what a personal assistant, a coding agent and a small business's agent really keep: JSON records,
    # commit lines, stack traces and test-runner output next to terse notes and first-person statements, spread over
    # personal scopes and coding scopes as well as businesses.
    memories, _ = records(HOLDOUT11)
    json_records = [m for m in memories if m["text"].startswith("{") and isinstance(json.loads(m["text"]), dict)]
    assert len(json_records) >= 12, len(json_records)
    assert len({m["scope"] for m in json_records}) >= 10
    commits = [m for m in memories if m["text"].startswith(("commit ", "chore(", "fix(", "feat("))]
    assert len(commits) >= 5, len(commits)
    traces = [m for m in memories if "\n" in m["text"] and ("FAIL" in m["text"] or "File \"" in m["text"])]
    assert len(traces) >= 4, len(traces)
    first_person = [m for m in memories if m["text"].startswith(("I ", "I'm ", "I want", "Please ", "Don't "))
                    or " I'm " in m["text"] or ": I " in m["text"]]
    assert len(first_person) >= 6, len(first_person)
    prefixes = {m["scope"].split(":")[0] for m in memories}
    assert {"assistant", "household", "caregiver", "repo", "monorepo", "firmware"} <= prefixes, prefixes


def test_holdout11_asks_what_old_incidents_taught_and_states_changes_in_varied_ways() -> None:
    # Paraphrase questions ask for what a lesson (an old incident with its guidance) taught, in other words than the
    # lesson's; changed facts arrive as corrections, reversals, reschedules, successors, ranges and dated rises, some
    # replacing two stale values.
    memories, cases = records(HOLDOUT11)
    by_ref = {m["ref"]: m for m in memories}
    paraphrases = [c for c in cases if c["category"] == "paraphrase"]
    assert all(by_ref[c["expected"][0]]["kind"] == "lesson" for c in paraphrases), [c["name"] for c in paraphrases]
    changed = [c for c in cases if c["category"] == "changed_fact"]
    newest = [by_ref[c["expected"][0]]["text"].lower() for c in changed]
    # Every newer memory says it is a change (none is a bare second value), in one of many ways.
    markers = ("correction", "changed my mind", "reversed", "scrap", "as of ", "from 1 nov", "from november",
               "from the november", "from this sprint", "no longer", "any more", "instead", "switched", "swapped",
               "move", "renamed", "retired", "given up", "bumped", "changing", "now")
    assert all(any(marker in text for marker in markers) for text in newest), newest
    assert sum(1 for text in newest if any(marker in text for marker in markers[:6])) >= 8
    assert sum(1 for c in changed if len(c["stale"]) >= 2) >= 4
    assert sum(1 for c in changed if not by_ref[c["expected"][0]]["key"]) >= 12  # an unkeyed later statement


def test_holdout11_asks_across_new_languages_and_abstains_on_named_subjects() -> None:
    # Its cross-lingual questions are in languages no earlier header names (Breton to Bislama), several in scripts
    # other than Latin; its abstentions ask an unstated attribute of a subject the scope names.
    memories, cases = records(HOLDOUT11)
    crossing = [c for c in cases if c["category"] == "cross_lingual"]
    assert len(crossing) == 36
    assert sum(1 for c in crossing if any(ord(ch) > 0x3ff for ch in c["question"])) >= 5
    check_abstentions_name_a_subject_of_their_scope(memories, cases)


# Function words that mark a memory as written in Polish, German, French, Spanish, Italian or Dutch (none is an English
# word), or a Japanese script: holdout12's scopes mix those with English.
NOT_ENGLISH = {"nie", "się", "mam", "przy", "teraz", "und", "ist", "nur", "wir", "ab", "sofort", "haben", "hat",
               "das", "et", "est", "en", "le", "les", "du", "au", "une", "el", "los", "las", "del", "desde", "llevo",
               "il", "di", "lo", "della", "facciamo", "het", "een", "worden", "zouden", "naar", "moet"}


def not_english(text: str) -> bool:
    words = set(text.lower().replace(",", " ").replace(":", " ").replace(";", " ").split())
    return bool(NOT_ENGLISH & words) or any("\u3040" <= ch <= "\u30ff" for ch in text)


def reads_foreign(words: set[str] | frozenset[str], marks: str) -> Callable[[str], bool]:
    """A set's test of a text in another language than English: one of its scope languages' `words` once `marks` are
    spaces, or a letter beyond Latin Extended-B."""
    def foreign(text: str) -> bool:
        for mark in marks:
            text = text.replace(mark, " ")
        return bool(words & set(text.lower().split())) or any(ch.isalpha() and ord(ch) > 0x24f for ch in text)
    return foreign


def test_holdout12_mixes_languages_in_its_scopes_and_asks_across_them() -> None:
    # holdout12's people and businesses keep notes in their own languages next to English ones (a Polish allergy note,
    # French school notes, an Italian recipe, Japanese broth notes), and are asked both ways: English questions over
    # those notes, and questions in everyday languages, several in other scripts, over English memories.
    memories, cases = records(HOLDOUT12)
    by_ref = {m["ref"]: m for m in memories}
    mixed = {m["scope"] for m in memories if not_english(m["text"])}
    assert len(mixed) >= 8, mixed
    crossing = [c for c in cases if c["category"] == "cross_lingual"]
    assert len(crossing) == 36
    english_over_other = [c for c in crossing if not not_english(c["question"]) and max(map(ord, c["question"])) < 0x250
                          and not_english(by_ref[c["expected"][0]]["text"])]
    assert len(english_over_other) >= 10, [c["name"] for c in english_over_other]
    assert sum(1 for c in crossing if any(ord(ch) > 0x3ff for ch in c["question"])) >= 6
    check_abstentions_name_a_subject_of_their_scope(memories, cases)


def test_holdout12_states_many_changes_without_saying_so() -> None:
    # A user often just states the new value: every unkeyed newer memory of a changed fact (one a scope) is a bare
    # second value with no change word, and at least five newer values are written in another language than the
    # value they replace. Temporal questions name a weekday, "last week" or "the week before last".
    memories, cases = records(HOLDOUT12)
    by_ref = {m["ref"]: m for m in memories}
    changed = [c for c in cases if c["category"] == "changed_fact"]
    markers = ("correction", "changed", "instead", "switched", "moved", "no longer", "any more", " now", "since",
               "from 1 ", "from now", "from this", "resized", "new ", "replac", "used to")
    bare = [c for c in changed if not by_ref[c["expected"][0]]["key"]]
    assert len(bare) == 12 and len({c["scope"] for c in bare}) == 12
    for case in bare:
        assert not any(marker in by_ref[case["expected"][0]]["text"].lower() for marker in markers), case["name"]
    crossing = [c for c in changed if not_english(by_ref[c["expected"][0]]["text"])
                and not any(not_english(by_ref[ref]["text"]) for ref in c["stale"])]
    assert len(crossing) >= 5, [c["name"] for c in crossing]
    temporal = [c["question"].lower() for c in cases if c["category"] == "temporal"]
    assert sum(1 for q in temporal if "last week" in q or "week before last" in q) >= 10


# Function words (and a few everyday words) of the languages holdout13's scopes mix with English - Portuguese,
# Spanish, French, Italian, German, Dutch, Finnish, Czech - none of them an English word; a letter of a script other
# than Latin (Korean, Japanese, Arabic, Urdu) marks a text too.
NOT_ENGLISH_13 = {"para", "com", "todas", "não", "até", "na", "da", "los", "las", "del", "por", "que", "en", "hubo",
                  "es", "les", "du", "des", "chez", "et", "une", "il", "della", "con", "sui", "senza", "und", "der",
                  "das", "ist", "mit", "bei", "ihr", "welche", "wie", "gibt", "immer", "het", "een", "voor", "alleen",
                  "hebben", "wat", "bij", "ei", "vain", "klo", "ja", "millä", "mikä", "nesmí", "kolik", "ile", "przy",
                  "hangi", "aig", "ce", "dimineața", "todo", "vocês", "wird", "bis", "qui"}


not_english_13 = reads_foreign(NOT_ENGLISH_13, ",:;()")


def test_holdout13_mixes_languages_in_its_scopes_and_asks_across_them_both_ways() -> None:
    # holdout13's scopes keep notes in the language their people work in next to English ones, and are asked both
    # ways: English questions over those notes, and questions in other languages (several in other scripts) over
    # English memories. Its temporal questions are asked in several languages too.
    memories, cases = records(HOLDOUT13)
    by_ref = {m["ref"]: m for m in memories}
    mixed = {m["scope"] for m in memories if not_english_13(m["text"])}
    assert len(mixed) >= 10, mixed
    crossing = [c for c in cases if c["category"] == "cross_lingual"]
    assert len(crossing) == 36
    english_over_other = [c for c in crossing if not not_english_13(c["question"])
                          and max(map(ord, c["question"])) < 0x250 and not_english_13(by_ref[c["expected"][0]]["text"])]
    other_over_english = [c for c in crossing if not_english_13(c["question"])
                          and not not_english_13(by_ref[c["expected"][0]]["text"])]
    assert len(english_over_other) >= 15, [c["name"] for c in english_over_other]
    assert len(other_over_english) >= 15, [c["name"] for c in other_over_english]
    assert sum(1 for c in crossing if any(ch.isalpha() and ord(ch) > 0x3ff for ch in c["question"])) >= 5
    temporal = [c for c in cases if c["category"] == "temporal"]
    assert sum(1 for c in temporal if not_english_13(c["question"])) >= 8
    check_abstentions_name_a_subject_of_their_scope(memories, cases)


def test_holdout13_states_half_of_its_changes_without_a_change_word() -> None:
    # An agent's memory gets a new value sometimes as "switched to ..." and sometimes as the bare value: exactly half of
    # holdout13's newer memories of a changed fact carry no change word, spread over at least ten scopes, and at least
    # five of those are in another language than the value they replace. Eight facts changed twice.
    memories, cases = records(HOLDOUT13)
    by_ref = {m["ref"]: m for m in memories}
    changed = [c for c in cases if c["category"] == "changed_fact"]
    markers = ("correction", "changed", "change ", "instead", "switched", "moved", "moves", "no longer", "any more",
               " now", "now ", "since", "from 1 ", "from now", "replac", "used to", "raised", "bumped", "new ",
               "goes up", "as of", "again", "onward")
    bare = [c for c in changed if not any(marker in by_ref[c["expected"][0]]["text"].lower() for marker in markers)]
    assert len(bare) == len(changed) // 2 == 18, [c["name"] for c in bare]
    assert len({c["scope"] for c in bare}) >= 10
    crossing = [c for c in bare if not_english_13(by_ref[c["expected"][0]]["text"])
                and not any(not_english_13(by_ref[ref]["text"]) for ref in c["stale"])]
    assert len(crossing) >= 5, [c["name"] for c in crossing]
    assert sum(1 for c in changed if len(c["stale"]) >= 2) >= 8
    assert sum(1 for c in changed if not by_ref[c["expected"][0]]["key"]) == 12  # an unkeyed later statement a scope



# Function words (and a few everyday words) of the languages holdout14's scopes work in - Polish, Swedish, Italian,
# German, Spanish, Portuguese, Dutch, French, Welsh - none of them an English word; a letter of a script other than
# Latin (Greek, Japanese, Urdu) marks a text too.
NOT_ENGLISH_14 = {"na", "dla", "jest", "przy", "ile", "jak", "kto", "się", "czy", "och", "för", "vad", "hände",
                  "vilken", "läser", "nu", "il", "di", "al", "che", "della", "del", "dal", "sono", "ore", "der",
                  "die", "und", "nicht", "ist", "wie", "wer", "welche", "bei", "ab", "el", "los", "las", "que", "por",
                  "cuánto", "qué", "hay", "para", "com", "os", "uma", "quantos", "não", "het", "een", "op",
                  "voor", "wanneer", "moet", "welke", "le", "les", "et", "des", "du", "au", "est", "sur", "quel",
                  "quelle", "mae", "pa", "angen", "ar", "e", "è", "cosa", "chi", "quanto", "mit", "von", "nach", "wir",
                  "zu", "im", "um", "wann", "welcher", "keine", "nur", "auch", "wegen", "zzgl", "w", "zł", "con", "en", "de",
                  "hasta", "gesloten"}
CHANGE_WORDS_14 = ("correction", "changed", "change ", "instead", "switched", "moved", "moves", "no longer", "any more",
                   " now", "now ", "since", "from 1 ", "from now", "replac", "used to", "raised", "bumped", "new ",
                   "goes up", "as of", "again", "onward", "πλέον", "ahora", "ya no", "d'ora in poi", "jetzt",
                   "ab sofort", "statt", "agora", "voortaan", "teraz", "depuis", "läser nu")


def both_ways(crossing: list[dict], by_ref: dict[str, dict], not_english: Callable[[str], bool]
              ) -> tuple[list[dict], list[dict]]:
    """A set's cross-lingual cases by direction: (English questions over a memory in another language, questions in
    another language over an English memory), as `not_english` reads the texts."""
    answer = [not_english(by_ref[c["expected"][0]]["text"]) for c in crossing]
    asked = [not_english(c["question"]) for c in crossing]
    return ([c for c, q, a in zip(crossing, asked, answer) if not q and a],
            [c for c, q, a in zip(crossing, asked, answer) if q and not a])


not_english_14 = reads_foreign(NOT_ENGLISH_14, ",:;()?¿")


def test_holdout14_keeps_whole_scopes_in_another_language_and_asks_across_them_both_ways() -> None:
    # Two of holdout14's scopes (an Italian bookshop, a German vet desk) are written and asked wholly in their language
    # but for their three cross-lingual questions, which come in English (the word list sees most of those texts; a
    # bare reference or a name-only note has no function word); most others mix English with their people's language;
    # cross-lingual questions run both ways, some in other scripts, and temporal questions come in several languages.
    memories, cases = records(HOLDOUT14)
    by_ref = {m["ref"]: m for m in memories}
    for scope in ("bookshop:libreria-il-gabbiano", "vetdesk:tierarztpraxis-am-hain"):
        texts = [m["text"] for m in memories if m["scope"] == scope]
        assert 4 * sum(map(not_english_14, texts)) >= 3 * len(texts), scope
        asked = [c for c in cases if c["scope"] == scope]
        assert not any(not_english_14(c["question"]) for c in asked if c["category"] == "cross_lingual"), scope
        others = [c["question"] for c in asked if c["category"] != "cross_lingual"]
        assert 4 * sum(map(not_english_14, others)) >= 3 * len(others), scope
    mixed = {m["scope"] for m in memories if not_english_14(m["text"])}
    assert len(mixed) >= 11, mixed
    crossing = [c for c in cases if c["category"] == "cross_lingual"]
    assert len(crossing) == 36
    english_over_other, other_over_english = both_ways(crossing, by_ref, not_english_14)
    assert len(english_over_other) >= 12, [c["name"] for c in english_over_other]
    assert len(other_over_english) >= 12, [c["name"] for c in other_over_english]
    # Greek, Urdu and Japanese questions
    assert sum(1 for c in crossing if any(ch.isalpha() and ord(ch) >= 0x370 for ch in c["question"])) >= 4
    temporal = [c for c in cases if c["category"] == "temporal"]
    assert sum(1 for c in temporal if not_english_14(c["question"])) >= 12
    check_abstentions_name_a_subject_of_their_scope(memories, cases)


def test_holdout14_states_half_of_its_changes_without_a_change_word() -> None:
    # Exactly half of holdout14's newer memories of a changed fact are the bare new value, in every scope; the others say
    # they are a change, in English or in the scope's own language. Five bare values are in another language than the
    # values they replace, and most facts changed twice.
    memories, cases = records(HOLDOUT14)
    by_ref = {m["ref"]: m for m in memories}
    changed = [c for c in cases if c["category"] == "changed_fact"]
    bare = [c for c in changed if not any(word in by_ref[c["expected"][0]]["text"].lower() for word in CHANGE_WORDS_14)]
    assert len(bare) == len(changed) // 2 == 18, [c["name"] for c in bare]
    assert len({c["scope"] for c in bare}) == 12
    crossing = [c for c in bare if not_english_14(by_ref[c["expected"][0]]["text"])
                and not any(not_english_14(by_ref[ref]["text"]) for ref in c["stale"])]
    assert len(crossing) >= 5, [c["name"] for c in crossing]
    assert sum(1 for c in changed if len(c["stale"]) >= 2) >= 10
    assert sum(1 for c in changed if not by_ref[c["expected"][0]]["key"]) == 12  # an unkeyed later statement a scope


# Function words (and a few everyday words) of the languages holdout15's scopes work in - Portuguese, Polish, Norwegian,
# French, Turkish, Swahili, Spanish, Italian, Dutch, Danish - none of them an English word; a letter of a script other
# than Latin, or a Vietnamese letter, marks a text too.
NOT_ENGLISH_15 = {"da", "dos", "na", "os", "para", "por", "com", "não", "jest", "się", "od", "bez", "kto", "kiedy", "och",
                  "og", "på", "har", "ikke", "hvor", "vi", "le", "les", "et", "des", "au", "pour", "sur", "est", "ve",
                  "bir", "için", "hangi", "günü", "kwa", "wa", "kila", "ni", "siku", "el", "los", "las", "que", "del",
                  "en", "con", "qué", "il", "di", "che", "della", "sono", "het", "een", "voor", "wie", "wat", "det",
                  "af", "hver", "kun", "ingen", "hvilket", "wer", "ist", "der", "und", "ce", "qui", "la", "quel", "w",
                  "czy"}


not_english_15 = reads_foreign(NOT_ENGLISH_15, ",:;()?¿!")


def test_holdout15_mixes_languages_in_its_scopes_and_asks_across_them_both_ways() -> None:
    # holdout15's scopes keep notes in the language their people work in next to English ones (all but the coding
    # agent's), and are asked both ways: English questions over those notes, and questions in other languages (several
    # in other scripts) over English memories. Each scope asks one temporal question in its own language.
    memories, cases = records(HOLDOUT15)
    by_ref = {m["ref"]: m for m in memories}
    mixed = {m["scope"] for m in memories if not_english_15(m["text"])}
    assert len(mixed) >= 11, mixed
    crossing = [c for c in cases if c["category"] == "cross_lingual"]
    assert len(crossing) == 36
    english_over_other, other_over_english = both_ways(crossing, by_ref, not_english_15)
    assert len(english_over_other) >= 15, [c["name"] for c in english_over_other]
    assert len(other_over_english) >= 15, [c["name"] for c in other_over_english]
    assert sum(1 for c in crossing if any(ch.isalpha() and ord(ch) >= 0x370 for ch in c["question"])) >= 5
    temporal = [c for c in cases if c["category"] == "temporal"]
    assert sum(1 for c in temporal if not_english_15(c["question"])) >= 10
    check_abstentions_name_a_subject_of_their_scope(memories, cases)


CHANGE_WORDS_15 = (*CHANGE_WORDS_14, "from week", "from october", "artık", " nu ", "i stedet for", "stopped using")


def test_holdout15_states_half_of_its_changes_without_a_change_word() -> None:
    # Exactly half of holdout15's newer memories of a changed fact are the bare new value (in every scope); the others say
    # they are a change, in English or in the scope's language. At least five bare values are in another language than
    # the values they replace, and ten facts changed twice.
    memories, cases = records(HOLDOUT15)
    by_ref = {m["ref"]: m for m in memories}
    changed = [c for c in cases if c["category"] == "changed_fact"]
    bare = [c for c in changed if not any(word in by_ref[c["expected"][0]]["text"].lower() for word in CHANGE_WORDS_15)]
    assert len(bare) == len(changed) // 2 == 18, [c["name"] for c in bare]
    assert len({c["scope"] for c in bare}) == 12
    crossing = [c for c in bare if not_english_15(by_ref[c["expected"][0]]["text"])
                and not any(not_english_15(by_ref[ref]["text"]) for ref in c["stale"])]
    assert len(crossing) >= 5, [c["name"] for c in crossing]
    assert sum(1 for c in changed if len(c["stale"]) >= 2) >= 10
    assert sum(1 for c in changed if not by_ref[c["expected"][0]]["key"]) == 12  # an unkeyed later statement a scope


# Function words (and a few everyday words) of the languages holdout16's scopes work in and are asked in - Portuguese,
# French, Czech, Spanish, Icelandic, Finnish, Hungarian, Polish, German, Italian, Swedish - none of them an English word;
# a letter of a script other than Latin (Arabic, Greek, Devanagari, Korean, Japanese, Chinese, Tamil) marks a text too.
NOT_ENGLISH_16 = {"de", "da", "na", "com", "não", "para", "por", "os", "que", "todo", "é", "le", "les", "et", "des", "du",
                  "au", "est", "pour", "à", "avant", "v", "se", "je", "po", "teď", "el", "los", "las", "del", "con", "y",
                  "og", "í", "á", "við", "eru", "ja", "klo", "kanssa", "joka", "kuka", "az", "és", "mit", "egy",
                  "szerint", "között", "kiedy", "jest", "wie", "und", "ist", "quanto", "vilka", "ao", "la", "une",
                  "qu'est-ce", "ce", "dans", "e", "um", "uma", "ou", "una", "sind"}
CHANGE_WORDS_16 = (*CHANGE_WORDS_14, "from november", "extended", "désormais", "teď", "místo", "nú ", "आता", "अब ")


not_english_16 = reads_foreign(NOT_ENGLISH_16, ",:;()?¿!")


def test_holdout16_mixes_languages_in_every_scope_and_asks_across_them_both_ways() -> None:
    # All twelve of holdout16's scopes keep notes in the language their people work in next to English ones, and are
    # asked both ways: English questions over those notes, and questions in other languages (five in other scripts)
    # over English memories. Each scope asks one temporal question in its own language.
    memories, cases = records(HOLDOUT16)
    by_ref = {m["ref"]: m for m in memories}
    mixed = {m["scope"] for m in memories if not_english_16(m["text"])}
    assert len(mixed) == 12, mixed
    crossing = [c for c in cases if c["category"] == "cross_lingual"]
    assert len(crossing) == 36
    english_over_other, other_over_english = both_ways(crossing, by_ref, not_english_16)
    assert len(english_over_other) >= 18, [c["name"] for c in english_over_other]
    assert len(other_over_english) >= 12, [c["name"] for c in other_over_english]
    assert sum(1 for c in crossing if any(ch.isalpha() and ord(ch) >= 0x370 for ch in c["question"])) >= 5
    temporal = [c for c in cases if c["category"] == "temporal"]
    assert len({c["scope"] for c in temporal if not_english_16(c["question"])}) == 12
    check_abstentions_name_a_subject_of_their_scope(memories, cases)


def test_holdout16_states_half_of_its_changes_without_a_change_word() -> None:
    # Exactly half of holdout16's newer memories of a changed fact are the bare new value (in every scope); the others say
    # they are a change, in English or in the scope's language. At least five bare values are in another language than
    # the values they replace, and eleven facts changed twice.
    memories, cases = records(HOLDOUT16)
    by_ref = {m["ref"]: m for m in memories}
    changed = [c for c in cases if c["category"] == "changed_fact"]
    bare = [c for c in changed if not any(word in by_ref[c["expected"][0]]["text"].lower() for word in CHANGE_WORDS_16)]
    assert len(bare) == len(changed) // 2 == 18, [c["name"] for c in bare]
    assert len({c["scope"] for c in bare}) == 12
    crossing = [c for c in bare if not_english_16(by_ref[c["expected"][0]]["text"])
                and not any(not_english_16(by_ref[ref]["text"]) for ref in c["stale"])]
    assert len(crossing) >= 5, [c["name"] for c in crossing]
    assert sum(1 for c in changed if len(c["stale"]) >= 2) >= 11
    assert sum(1 for c in changed if not by_ref[c["expected"][0]]["key"]) == 12  # an unkeyed later statement a scope



# Function words (and a few everyday words) of the languages holdout17's notes are kept in - Indonesian, Polish, Turkish,
# Vietnamese - and its questions are asked in (also Czech, Swedish, Spanish, German), none of them an English word; a
# letter beyond Latin Extended-B (most Vietnamese words have one) marks a text too.
NOT_ENGLISH_17 = {"na", "w", "nie", "się", "jest", "przy", "od", "czy", "kto", "ile", "bez", "dla", "zł", "di", "ke", "yang",
                  "untuk", "dari", "setiap", "hanya", "dengan", "apa", "siapa", "berapa", "kirim", "mulai", "boleh",
                  "kami", "oleh", "jam", "lagi", "ve", "bir", "için", "hangi", "kaç", "mı", "var", "artık",
                  "arası", "neden", "içi", "hafta", "kapalı", "se", "je", "kdo", "kdy", "jak", "jaké", "dlouho", "vem",
                  "vilken", "vilket", "och", "ska", "är", "mot", "för", "es", "cuál", "número", "wann", "und", "wo",
                  "findet", "der", "là", "của"}
CHANGE_WORDS_17 = (*CHANGE_WORDS_14, "upgraded", "from november", "from october", "mulai", "dipindahkan", "artık",
                   "từ tháng", "tăng", "zamiast")
LANGUAGE_SCOPES_17 = {"fieldops:gambut-sebangau-survey", "homecare:halina-wisniewska-oliwa", "parts:bursa-yedek-parca",
                      "garment:may-song-han-danang"}


not_english_17 = reads_foreign(NOT_ENGLISH_17, ",:;()?¿!")


def test_holdout17_asks_for_standing_facts_among_newer_episodes() -> None:
    # holdout17's stores are a long-running agent's: every scope holds at least ten dated episodes of the last month
    # beside its standing facts. Every lookup asks for a standing fact (a fact at least 150 days old) that newer episodes
    # of its scope talk around, and every temporal question asks for an episode.
    memories, cases = records(HOLDOUT17)
    by_ref = {m["ref"]: m for m in memories}
    recent = Counter(m["scope"] for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31)
    assert len(recent) == 12 and min(recent.values()) >= 10, recent
    for case in cases:
        kinds = {(by_ref[ref]["kind"], by_ref[ref]["days_ago"] >= 150) for ref in case["expected"]}
        if case["category"] == "lookup":
            assert kinds == {("fact", True)}, case["name"]
        if case["category"] == "temporal":
            assert {kind for kind, _ in kinds} == {"episode"}, case["name"]
    check_abstentions_name_a_subject_of_their_scope(memories, cases)


def test_holdout17_keeps_a_third_of_its_scopes_in_two_languages_and_asks_across_them_both_ways() -> None:
    # Four of holdout17's twelve scopes keep notes in Indonesian, Polish, Turkish or Vietnamese next to English ones and
    # ask one temporal question in that language; the other eight are written in English. Cross-lingual questions run
    # both ways: English over those notes, and eight other languages over English memories.
    memories, cases = records(HOLDOUT17)
    by_ref = {m["ref"]: m for m in memories}
    assert {m["scope"] for m in memories if not_english_17(m["text"])} == LANGUAGE_SCOPES_17
    crossing = [c for c in cases if c["category"] == "cross_lingual"]
    english_over_other, other_over_english = both_ways(crossing, by_ref, not_english_17)
    assert len(english_over_other) == 8 and {c["scope"] for c in english_over_other} == LANGUAGE_SCOPES_17
    assert len(other_over_english) == len(crossing) - 8 == 28, [c["name"] for c in other_over_english]
    temporal = [c for c in cases if c["category"] == "temporal" and not_english_17(c["question"])]
    assert {c["scope"] for c in temporal} == LANGUAGE_SCOPES_17


def test_holdout17_states_half_of_its_changes_without_a_change_word() -> None:
    # Exactly half of holdout17's newer memories of a changed fact are the bare new value (at least one in every scope);
    # the others say they are a change, in English or in the scope's language. Three bare values are in another language
    # than the values they replace, and eight facts changed twice.
    memories, cases = records(HOLDOUT17)
    by_ref = {m["ref"]: m for m in memories}
    changed = [c for c in cases if c["category"] == "changed_fact"]
    bare = [c for c in changed if not any(word in by_ref[c["expected"][0]]["text"].lower() for word in CHANGE_WORDS_17)]
    assert len(bare) == len(changed) // 2 == 18, [c["name"] for c in bare]
    assert len({c["scope"] for c in bare}) == 12
    crossing = [c for c in bare if not_english_17(by_ref[c["expected"][0]]["text"])
                and not any(not_english_17(by_ref[ref]["text"]) for ref in c["stale"])]
    assert len(crossing) == 3, [c["name"] for c in crossing]
    assert sum(1 for c in changed if len(c["stale"]) >= 2) == 8
    assert sum(1 for c in changed if not by_ref[c["expected"][0]]["key"]) == 12  # an unkeyed later statement a scope

@pytest.mark.parametrize("path", [HOLDOUT18, HOLDOUT19, HOLDOUT20, HOLDOUT21, HOLDOUT22, HOLDOUT23, HOLDOUT24,
                                  HOLDOUT25, HOLDOUT26, HOLDOUT27, HOLDOUT28, HOLDOUT29, HOLDOUT30,
                                  HOLDOUT31, HOLDOUT32, HOLDOUT33, HOLDOUT34, HOLDOUT35, HOLDOUT36, HOLDOUT37,
                                  HOLDOUT38, HOLDOUT39, HOLDOUT40, HOLDOUT41, HOLDOUT42, HOLDOUT43, HOLDOUT44],
                         ids=lambda p: p.stem[11:])
def test_the_newer_sets_ask_every_category_in_the_same_proportion_in_every_scope(path: Path) -> None:
    # holdout18's to holdout29's twelve scopes each ask five lookups, nine abstentions (28 % of the set) and three of
    # every other category, so no scope weighs more than another in any category's figure.
    memories, cases = records(path)
    per_scope = Counter((c["scope"], c["category"]) for c in cases)
    scopes = {c["scope"] for c in cases}
    assert len(scopes) == 12 and len(cases) == 384
    for scope in scopes:
        assert per_scope[(scope, "abstention")] == 9 and per_scope[(scope, "lookup")] == 5, scope
        assert all(per_scope[(scope, c)] == 3 for c in CATEGORIES - {"abstention", "lookup"}), scope
    check_abstentions_name_a_subject_of_their_scope(memories, cases)


# Function words (and a few everyday words) of the languages holdout18's notes are kept in and its questions are asked
# in - Romanian, Hungarian, Malay - none of them an English word; a letter beyond Latin Extended-B marks Greek, Thai,
# Ukrainian and Hebrew text.
NOT_ENGLISH_18 = {"și", "este", "care", "pentru", "lui", "cu", "unde", "cât", "când", "ce", "sunt", "nu", "pe", "la",
                  "mikor", "és", "mit", "kell", "után", "nem", "soha", "történt", "di", "yang", "apa", "pada", "untuk",
                  "ke", "dengan", "hanya", "sebulan", "apakah", "kenapa", "dalam", "tiada", "selepas", "akan"}
CHANGE_WORDS_18 = (*CHANGE_WORDS_14, "de acum", "тепер", "ตั้งแต่", "από αυτή")
LANGUAGE_SCOPES_18 = {"petcare:bianca-dumitrescu-cluj", "kafeneio:thalassa-chania", "homestay:baan-rimnam-chiangmai",
                      "household:kovalchuk-lviv", "condo:harbourview-residences-penang", "ceramics:kadar-studio-haifa",
                      "shortlet:bogdan-lakasok-budapest"}


not_english_18 = reads_foreign(NOT_ENGLISH_18, ",:;()?¿!.")


def test_holdout18_states_newer_values_in_passing_and_half_without_a_change_word() -> None:
    # holdout18's theme: a fact that changes more than once, whose newest value often sits inside a longer note about
    # something else (a meeting, an errands run, a debrief) rather than in a fact of its own. Exactly half (rounded down)
    # of the newer values carry no change word, at least one in every scope; 13 facts changed twice; in every scope at
    # least one newest value is an unkeyed episode that also notes two or more other things.
    memories, cases = records(HOLDOUT18)
    by_ref = {m["ref"]: m for m in memories}
    changed = [c for c in cases if c["category"] == "changed_fact"]
    bare = [c for c in changed if not any(word in by_ref[c["expected"][0]]["text"].lower() for word in CHANGE_WORDS_18)]
    assert len(bare) == len(changed) // 2 == 18, [c["name"] for c in bare]
    assert len({c["scope"] for c in bare}) == 12
    assert sum(1 for c in changed if len(c["stale"]) >= 2) == 13
    in_passing = {c["scope"] for c in changed if by_ref[c["expected"][0]]["kind"] == "episode"
                  and not by_ref[c["expected"][0]]["key"] and by_ref[c["expected"][0]]["text"].count(";") >= 2}
    assert len(in_passing) == 12, in_passing


def test_holdout18_keeps_seven_scopes_in_two_languages_and_asks_across_them_both_ways() -> None:
    # Seven of holdout18's twelve scopes keep notes in Romanian, Greek, Thai, Ukrainian, Malay, Hebrew or Hungarian next
    # to English ones and ask one temporal question in that language; the other five are written in English.
    # Cross-lingual questions run both ways: English over those notes, and other languages (most in other scripts) over
    # English memories.
    memories, cases = records(HOLDOUT18)
    by_ref = {m["ref"]: m for m in memories}
    assert {m["scope"] for m in memories if not_english_18(m["text"])} == LANGUAGE_SCOPES_18
    crossing = [c for c in cases if c["category"] == "cross_lingual"]
    english_over_other, other_over_english = both_ways(crossing, by_ref, not_english_18)
    assert len(english_over_other) == 15 and {c["scope"] for c in english_over_other} == LANGUAGE_SCOPES_18
    assert len(other_over_english) == len(crossing) - 15 == 21, [c["name"] for c in other_over_english]
    assert sum(1 for c in other_over_english if any(ch.isalpha() and ord(ch) >= 0x370 for ch in c["question"])) >= 13
    temporal = [c for c in cases if c["category"] == "temporal" and not_english_18(c["question"])]
    assert {c["scope"] for c in temporal} == LANGUAGE_SCOPES_18


def test_holdout19_buries_standing_facts_under_newer_episodes_and_changes_facts_more_than_once() -> None:
    # Every holdout19 scope holds at least seven dated episodes of the last month beside standing facts a year or more
    # old; twelve changed facts replace two older values, and in every scope the newest value of at least one changed
    # fact is an unkeyed episode (a note that may say it in passing, or in another language than the values it replaces).
    memories, cases = records(HOLDOUT19)
    by_ref = {m["ref"]: m for m in memories}
    recent = Counter(m["scope"] for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31)
    old = Counter(m["scope"] for m in memories if m["kind"] == "fact" and m["days_ago"] >= 365)
    assert len(recent) == 12 and min(recent.values()) >= 7, recent
    assert len(old) == 12 and min(old.values()) >= 3, old
    changed = [c for c in cases if c["category"] == "changed_fact"]
    assert sum(1 for c in changed if len(c["stale"]) >= 2) == 12
    unkeyed = {c["scope"] for c in changed if by_ref[c["expected"][0]]["kind"] == "episode"
               and not by_ref[c["expected"][0]]["key"]}
    assert len(unkeyed) == 12, unkeyed


def test_holdout20_buries_standing_facts_under_newer_episodes_and_changes_a_fact_twice_in_every_scope() -> None:
    # Every holdout20 scope holds at least eight dated episodes of the last month beside standing facts a year or more
    # old; in every scope one changed fact replaces two older values, its newest value an unkeyed episode (a note that
    # says it in passing among other things).
    memories, cases = records(HOLDOUT20)
    by_ref = {m["ref"]: m for m in memories}
    recent = Counter(m["scope"] for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31)
    old = Counter(m["scope"] for m in memories if m["kind"] == "fact" and m["days_ago"] >= 365)
    assert len(recent) == 12 and min(recent.values()) >= 8, recent
    assert len(old) == 12 and min(old.values()) >= 3, old
    changed = [c for c in cases if c["category"] == "changed_fact"]
    twice = [c for c in changed if len(c["stale"]) >= 2]
    assert len(twice) == 12 and len({c["scope"] for c in twice}) == 12
    assert all(by_ref[c["expected"][0]]["kind"] == "episode" and not by_ref[c["expected"][0]]["key"]
               and by_ref[c["expected"][0]]["text"].count(";") >= 2 for c in twice), [c["name"] for c in twice]


def content_words(text: str) -> set[str]:
    return {w.strip("?,.:;()'-").removesuffix("'s") for w in text.lower().split()} - {""}


def three_changes(path: Path) -> list[tuple[str, dict[str, Any], dict[str, Any], list[dict[str, Any]]]]:
    """The changed-fact cases of a set whose every scope holds at least ten dated episodes of the last month beside
    standing facts a year or more old and changes three facts (holdout21 to holdout29): one corrected a day after it was
    written (a keyed fact replacing the same key), one changed by word from a third party (an unkeyed episode
    saying who says so), one changed twice, the newest an unkeyed episode saying it in passing (a note of three or
    more things); each as (its way, the case, its newest memory, its stale ones), those checked."""
    memories, cases = records(path)
    by_ref = {m["ref"]: m for m in memories}
    recent = Counter(m["scope"] for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31)
    old = Counter(m["scope"] for m in memories if m["kind"] == "fact" and m["days_ago"] >= 365)
    assert len(recent) == 12 and min(recent.values()) >= 10, recent
    assert len(old) == 12 and min(old.values()) >= 3, old
    kinds: defaultdict[str, list[str]] = defaultdict(list)
    changes = []
    for case in cases:
        if case["category"] != "changed_fact":
            continue
        newest, stale = by_ref[case["expected"][0]], [by_ref[ref] for ref in case["stale"]]
        if len(stale) == 2:
            assert newest["kind"] == "episode" and not newest["key"] and newest["text"].count(";") >= 2, case["name"]
            way = "twice"
        elif newest["key"]:
            assert newest["key"] == stale[0]["key"] and stale[0]["days_ago"] - newest["days_ago"] == 1, case["name"]
            way = "corrected"
        else:
            assert newest["kind"] == "episode" and " says " in newest["text"], case["name"]
            way = "third party"
        kinds[case["scope"]].append(way)
        changes.append((way, case, newest, stale))
    assert len(kinds) == 12 and all(sorted(k) == ["corrected", "third party", "twice"] for k in kinds.values()), kinds
    return changes


def test_holdout21_changes_three_facts_in_every_scope_in_three_ways() -> None:
    # Every holdout21 scope holds at least ten dated episodes of the last month beside standing facts a year or more old,
    # and changes three facts: one corrected a day after it was written (a keyed fact replacing the same key), one changed
    # by word from a third party (an unkeyed episode saying who says so), and one changed twice, whose middle value shares
    # more words with the question than the newest does, the newest an unkeyed episode saying it in passing (a note of
    # three or more things).
    for way, case, newest, stale in three_changes(HOLDOUT21):
        if way == "twice":
            question = content_words(case["question"])
            assert len(question & content_words(stale[0]["text"])) > len(question & content_words(newest["text"])), \
                case["name"]


# Function words (and a few everyday words) of the languages holdout21's notes are kept in and its questions are asked
# in - Swahili, Slovenian, Lithuanian, Croatian, Estonian - none of them an English word; a letter beyond Latin
# Extended-B marks Tamil and Japanese text.
NOT_ENGLISH_21 = {"na", "ya", "wa", "kwa", "saa", "tarehe", "nini", "nani", "gani", "hadi", "la", "za", "je", "ob",
                  "ne", "pa", "smo", "kaj", "koliko", "zakaj", "največ", "po", "od", "kako", "ili", "su", "sam", "iz",
                  "što", "kas", "kai", "kur", "kiek", "kokiu", "ir", "iš", "buvo", "nuo", "iki", "kes", "klubi"}
LANGUAGE_SCOPES_21 = {"spicemerchant:baraka-viungo-mombasa", "tiffin:meenakshi-tiffin-madurai",
                      "mountainhut:koca-pod-kalom-bohinj", "lutherie:vaitkus-smuikai-kaunas", "sailloft:jedra-bakotic-trogir"}


not_english_21 = reads_foreign(NOT_ENGLISH_21, ",:;()?!.")


def test_holdout21_keeps_five_scopes_in_two_languages_and_asks_across_them_both_ways() -> None:
    # Five of holdout21's twelve scopes keep notes in Swahili, Tamil, Slovenian, Lithuanian or Croatian next to English
    # ones and ask one temporal question in that language; the other seven are written in English. Cross-lingual
    # questions run both ways: in a bilingual scope two English questions over its own-language notes and one in its
    # language over an English memory; in an English scope all three in other languages.
    memories, cases = records(HOLDOUT21)
    by_ref = {m["ref"]: m for m in memories}
    assert {m["scope"] for m in memories if not_english_21(m["text"])} == LANGUAGE_SCOPES_21
    crossing = [c for c in cases if c["category"] == "cross_lingual"]
    english_over_other, other_over_english = both_ways(crossing, by_ref, not_english_21)
    assert len(english_over_other) == 10 and {c["scope"] for c in english_over_other} == LANGUAGE_SCOPES_21
    assert len(other_over_english) == len(crossing) - 10 == 26, [c["name"] for c in crossing]
    temporal = [c for c in cases if c["category"] == "temporal" and not_english_21(c["question"])]
    assert len(temporal) == 5 and {c["scope"] for c in temporal} == LANGUAGE_SCOPES_21


# Function words (and a few everyday words) of the languages holdout22's notes are kept in and its questions are asked
# in - Latvian, Welsh, Norwegian, and Spanish, German, Polish, French, Dutch, Irish, Italian, Portuguese and Turkish over
# English memories - none of them an English word; a letter beyond Latin Extended-B marks Bulgarian, Bengali, Gujarati,
# Urdu, Chinese and Arabic text.
NOT_ENGLISH_22 = {"mēs", "ir", "līdz", "nevis", "un", "par", "katrs", "savu", "tirgū", "sestdien", "ko", "kāpēc",
                  "dim", "dydd", "wedi", "mae", "yn", "nid", "beth", "aeth", "sut", "eller", "fra", "vi", "aldri",
                  "åpen", "stengt", "samme", "ikke", "på", "jul", "leveres", "hva", "hvor", "og", "av", "se", "los",
                  "del", "de", "wann", "der", "ein", "ile", "teraz", "na", "combien", "le", "wie", "hat", "wanneer",
                  "en", "agus", "ag", "welche", "als", "por", "qué", "el", "che", "il", "sul", "ist", "das", "jak",
                  "był", "z", "para", "la", "es", "que", "fez", "hangi"}
LANGUAGE_SCOPES_22 = {"amber:jura-dzintars-liepaja", "rosedistillery:dolinata-na-rozite-kazanlak",
                      "sheepdogs:llidiart-sheepdogs-bala", "smokehouse:svolvaer-roykeri",
                      "sweetshop:mishtimukh-bhowanipore-kolkata"}


not_english_22 = reads_foreign(NOT_ENGLISH_22, ",:;()?¿!.？؟")


def test_holdout22_changes_three_facts_in_every_scope_in_three_ways() -> None:
    # Every holdout22 scope holds at least ten dated episodes of the last month beside standing facts a year or more old,
    # and changes three facts: one corrected a day after it was written (a keyed fact replacing the same key, in the
    # scope's own language in the five bilingual scopes), one changed by word from a third party (an unkeyed episode
    # saying who says so), and one changed twice, the newest an unkeyed episode saying it in passing (a note of three or
    # more things) in another unit or format than the older values.
    for way, case, newest, _ in three_changes(HOLDOUT22):
        if way == "corrected":
            assert not_english_22(newest["text"]) == (case["scope"] in LANGUAGE_SCOPES_22), case["name"]


# Function words (and a few everyday words) of the languages holdout23's notes are kept in and its questions are asked
# in - Catalan, Tagalog, Slovak, and Spanish, German, Indonesian, Turkish, French, Polish, Italian, Czech, Dutch,
# Portuguese and Swahili over English memories - none of them an English word; a letter beyond Latin Extended-B marks
# Persian, Korean, Japanese, Greek, Hindi, Chinese, Russian, Vietnamese, Arabic, Hebrew and Thai text.
NOT_ENGLISH_23 = {"què", "quants", "els", "amb", "va", "vam", "és", "mai", "només", "les", "dimarts", "dilluns",
                  "tenim", "correcció", "alumnes", "d'octubre", "que", "la", "el", "en", "ang", "ng", "mga", "sa",
                  "hindi", "kami", "tuwing", "lang", "natin", "ilang", "noong", "ano", "ginagawa", "hanggang", "mula",
                  "pagwawasto", "je", "máme", "nie", "od", "len", "nikdy", "čo", "koľkým", "na", "qué", "exige",
                  "antes", "welche", "der", "und", "auf", "kapan", "lagi", "dibuka", "hangi", "yorumunda",
                  "qu'est-ce", "qui", "été", "après", "le", "ile", "wynosi", "che", "cosa", "il", "kdo", "jak",
                  "hoeveel", "wanneer", "moeten", "zijn", "quem", "é", "vai", "ser", "shule", "ya", "nini"}
LANGUAGE_SCOPES_23 = {"chocolatier:xocolates-puigverd-besalu", "panaderia:tinapay-ni-nenita-marikina",
                      "carpetrepair:golshiri-rug-restoration-isfahan", "sheepcheese:salas-kubasko-liptov",
                      "kimchi:oh-kimchi-gongbang-gangneung"}


not_english_23 = reads_foreign(NOT_ENGLISH_23, ",:;()?¿!.？؟")


def test_holdout23_changes_three_facts_in_every_scope_in_three_ways() -> None:
    # Every holdout23 scope holds at least ten dated episodes of the last month beside standing facts a year or more
    # old, and changes three facts: one corrected a day after it was written (a keyed fact replacing the same key, in the
    # scope's own language in the five bilingual scopes), one changed by word from a third party inside a dated episode,
    # never a number (a new supplier, buyer, inspector, contact or landlord, a renamed tool), and one changed twice, the
    # newest an unkeyed episode saying it in passing (a note of three or more things) in another unit or format than the
    # older values, or a newer tool version.
    number = re.compile(r"(?<![\w-])[£€$]?\d[\d.,]*(?![\w-])")
    for way, case, newest, _ in three_changes(HOLDOUT23):
        if way == "corrected":
            assert not_english_23(newest["text"]) == (case["scope"] in LANGUAGE_SCOPES_23), case["name"]
        elif way == "third party":
            said = newest["text"].split(": ", 1)[1]  # after the episode's date
            assert not number.search(said), case["name"]


# Function words (and a few everyday words) of the languages holdout24's notes are kept in and its questions are asked
# in - Albanian, and Spanish, German, Polish, French, Italian, Portuguese, Turkish and Dutch over English memories - none
# of them an English word; a letter beyond Latin Extended-B marks Urdu, Amharic, Hebrew, Russian, Japanese, Hindi,
# Chinese, Arabic, Korean, Greek, Thai and Vietnamese text.
NOT_ENGLISH_24 = {"është", "dhe", "në", "për", "nga", "të", "nuk", "çfarë", "cili", "qué", "cuando", "welche", "ile",
                  "osób", "qui", "recollé", "quanti", "dopo", "ragazzi", "máquina", "quem", "comprou", "hangi", "oldu",
                  "hoeveel", "heeft", "gemaakt"}
LANGUAGE_SCOPES_24 = {"bookbindery:jildsaz-anarkali-lahore", "weaving:tibeb-shema-shiro-meda-addis",
                      "dateorchard:ben-haim-palms-hatzeva", "boatyard:kantieri-kola-vlore", "skatingschool:ledok-kazan"}
# Number words a newest value may be given in ("twelve and a half thousand", "a fiver each", "ninety-five quid").
NUMBER_WORDS = {"two", "five", "six", "seven", "eight", "twelve", "fifteen", "thirty", "sixty", "ninety", "hundred",
                "thousand", "half", "dozen", "fiver", "tenner", "grand"}


not_english_24 = reads_foreign(NOT_ENGLISH_24, ",:;()?¿!.？؟")


def test_holdout24_changes_three_facts_in_every_scope_in_three_ways_and_across_languages() -> None:
    # Every holdout24 scope holds at least ten dated episodes of the last month beside standing facts a year or more
    # old, and changes three facts: one corrected a day after it was written (a keyed fact replacing the same key; in
    # the five bilingual scopes in the scope's language over an English value), one changed by word from a third party
    # inside a dated episode, never a number (a supplier, tannery, sawmill, mechanic, alert channel, a collection
    # weekday; in the bilingual scopes an English episode over a value noted in the scope's language), and one changed
    # twice, the newest an unkeyed episode saying it in passing (a note of three or more things) in number words.
    number = re.compile(r"(?<![\w-])[£€$]?\d[\d.,]*(?![\w-])")
    across = Counter()
    for way, case, newest, stale in three_changes(HOLDOUT24):
        bilingual = case["scope"] in LANGUAGE_SCOPES_24
        if way == "corrected":
            assert not_english_24(newest["text"]) == bilingual, case["name"]
            assert not not_english_24(stale[0]["text"]), case["name"]
            across["corrected"] += bilingual
        elif way == "third party":
            said = newest["text"].split(": ", 1)[1]  # after the episode's date
            assert not number.search(said), case["name"]
            assert not not_english_24(newest["text"]), case["name"]
            assert not_english_24(stale[0]["text"]) == bilingual, case["name"]
            across["third party"] += bilingual
        else:
            words = set(re.split(r"[^a-z]+", newest["text"].lower()))
            assert words & NUMBER_WORDS, case["name"]
    assert across == {"corrected": 5, "third party": 5}, across


# Function words (and a few everyday words) of the languages holdout25's notes are kept in and its questions are asked
# in - Uzbek, and German, Spanish, French, Italian, Dutch, Polish, Portuguese, Swedish, Turkish, Czech, Hungarian and
# Finnish over English memories - none of them an English word; a letter beyond Latin Extended-B marks Armenian, Kazakh,
# Azerbaijani (its schwa), Uzbek (its turned comma), Mongolian, Japanese, Chinese, Arabic, Hindi, Korean, Greek,
# Vietnamese, Thai and Russian text.
NOT_ENGLISH_25 = {"uchun", "ochiq", "kuni", "keldi", "kimlar", "payshanba", "qaysi", "qildi", "welche", "qué",
                  "combien", "quale", "hoeveel", "ile", "quem", "hur", "hangi", "kolik", "mikor", "kuinka"}
LANGUAGE_SCOPES_25 = {"apricots:ararat-tsiran-vedi", "kumis:saumal-bie-talgar", "pomegranate:goycay-nar-evi",
                      "silkpaper:konigil-qogoz-samarkand", "gers:tavan-khana-ulaanbaatar"}
# Number words a newest value may be given in, in English ("two dozen", "half nine", "seventeen pounds fifty") and in
# the scope's language (Armenian eight / fifty, Uzbek thirty / five / thousand, Mongolian five / thousand / two /
# hundred).
NUMBER_WORDS_25 = {"two", "four", "five", "forty", "sixty", "thirteen", "seventeen", "fifty", "hundred", "half",
                   "dozen", "ութ", "հիսուն", "oʻttiz", "besh", "ming", "таван", "мянга", "хоёр", "зуун"}


not_english_25 = reads_foreign(NOT_ENGLISH_25, ",:;()?¿!.？؟")


def changes_across_languages(path: Path, language_scopes: set[str], not_english: Callable[[str], bool],
                             says_number_word: Callable[[str], bool]) -> Counter[tuple[str, bool]]:
    """Checks each of a set's three changes per scope (three_changes) and counts the bilingual scopes' changes by way
    and by whether the newest value is the foreign one: the newer and the older value are in one language in an English
    scope and in two in a bilingual one; a third party's word names no number and is in English; a twice-changed
    value's newest note says it in number words (`says_number_word`)."""
    number = re.compile(r"(?<![\w-])[£€$]?\d[\d.,]*(?![\w-])")
    across: Counter[tuple[str, bool]] = Counter()
    for way, case, newest, stale in three_changes(path):
        bilingual = case["scope"] in language_scopes
        newer, older = not_english(newest["text"]), not_english(stale[0]["text"])
        assert (newer != older) == bilingual, case["name"]
        if bilingual:
            across[(way, newer)] += 1
        if way == "third party":
            said = newest["text"].split(": ", 1)[1]  # after the episode's date
            assert not number.search(said), case["name"]
            assert not newer, case["name"]
        elif way == "twice":
            assert says_number_word(newest["text"]), case["name"]
    return across


def test_holdout25_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # Every holdout25 scope holds at least ten dated episodes of the last month beside standing facts a year or more
    # old, and changes three facts: one corrected a day after it was written (a keyed fact replacing the same key), one
    # changed by word from a third party inside a dated English episode, never a number (a supplier, a shearer, an
    # alert tool, a taxi rank, a card terminal, a practice night), and one changed twice, the newest an unkeyed episode
    # saying it in passing (a note of three or more things) in number words. In the five bilingual scopes the newest
    # value is in the other language from the value it replaces: the corrections in the scope's language over English
    # in three scopes and in English over the scope's language in two; the third party's word in English over the
    # scope's language in all five; the twice-changed facts' newest notes in the scope's language over English in three
    # scopes and in English over the scope's language in two. The seven English scopes change facts in English.
    across = changes_across_languages(HOLDOUT25, LANGUAGE_SCOPES_25, not_english_25,
                                      lambda text: bool(set(re.findall(r"\w+", text.lower())) & NUMBER_WORDS_25))
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across


# Function words (and a few everyday words) of the languages holdout26's notes are kept in and its questions are asked
# in - Basque and Maltese, and Spanish, German, French, Italian, Polish, Dutch, Turkish, Portuguese, Swedish and Czech
# over English memories - none of them an English word; a letter beyond Latin Extended-B marks Sinhala, Khmer, Nepali,
# Japanese, Russian, Chinese, Korean, Greek, Arabic, Hindi and Thai text.
NOT_ENGLISH_26 = {"eta", "da", "du", "dugu", "ditugu", "dago", "ez", "orain", "baino", "zenbat", "noiz", "genituen",
                  "ta'", "kull", "hija", "huwa", "mhux", "issa", "qed", "kollha", "żewġ", "kemm", "li", "fejn",
                  "ewro", "tiswa", "qué", "cuándo", "welche", "combien", "quale", "ile", "hoeveel", "hangi", "quem",
                  "hur", "kolik"}
LANGUAGE_SCOPES_26 = {"cinnamon:kurundu-mahagedara-ahangama", "palmsugar:skor-tnaot-sovann-kampongspeu",
                      "txakoli:arregi-upategia-getaria", "fishing:luzzu-santa-venera-marsaxlokk",
                      "thangka:wangdi-chitrashala-bhaktapur"}
# Number words a newest value may be given in, in English ("twenty-two euros a head", "fifteen hundred pounds a tonne",
# "three requests a second") and in the scope's language (Sinhala one thousand / three hundred / fifty, Khmer six
# thousand / five hundred, Nepali thirty / thousand / five / hundred).
NUMBER_WORDS_26 = {"two", "three", "five", "fifteen", "twenty", "forty", "fifty", "sixty", "ninety", "hundred",
                   "එක්දහස්", "තුන්සිය", "පනහ", "ប្រាំមួយពាន់", "ប្រាំរយ", "तीस", "हजार", "पाँच", "सय"}


not_english_26 = reads_foreign(NOT_ENGLISH_26, ",:;()?¿!.？؟")


def says_a_number_word_26(text: str) -> bool:
    # Sinhala, Khmer and Devanagari words hold combining vowel signs that \w splits on: those are found as
    # substrings.
    words = set(re.findall(r"\w+", text.lower()))
    return bool(words & NUMBER_WORDS_26) or any(w in text for w in NUMBER_WORDS_26 if not w.isascii())


def test_holdout26_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # Every holdout26 scope holds at least ten dated episodes of the last month beside standing facts a year or more
    # old, and changes three facts: one corrected a day after it was written (a keyed fact replacing the same key), one
    # changed by word from a third party inside a dated English episode, never a number (a buyer, a firewood source, a
    # cork maker, an alerting tool, playout software, a galvaniser, a booking system), and one changed twice, the newest
    # an unkeyed episode saying it in passing (a note of three or more things) in number words. In the five bilingual
    # scopes the newest value is in the other language from the value it replaces: the corrections in the scope's
    # language over English in three scopes and in English over the scope's language in two; the third party's word in
    # English over the scope's language in all five; the twice-changed facts' newest notes in the scope's language over
    # English in three scopes and in English over the scope's language in two. The seven English scopes change facts in
    # English.
    across = changes_across_languages(HOLDOUT26, LANGUAGE_SCOPES_26, not_english_26, says_a_number_word_26)
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across


@pytest.mark.parametrize("path", [HOLDOUT26, HOLDOUT27, HOLDOUT28, HOLDOUT29, HOLDOUT30, HOLDOUT31, HOLDOUT32,
                                  HOLDOUT33, HOLDOUT34, HOLDOUT35, HOLDOUT36, HOLDOUT37, HOLDOUT38, HOLDOUT39, HOLDOUT40,
                                  HOLDOUT41, HOLDOUT42, HOLDOUT43, HOLDOUT44],
                         ids=["holdout26", "holdout27", "holdout28", "holdout29", "holdout30", "holdout31",
                              "holdout32", "holdout33", "holdout34", "holdout35", "holdout36", "holdout37", "holdout38",
                              "holdout39", "holdout40", "holdout41", "holdout42", "holdout43", "holdout44"])
def test_holdout26_restates_some_values_unchanged_in_another_unit(path: Path) -> None:
    # A value restated later in another unit or wording (180 ms as 0.18 seconds, 690 grams as 0.69 kg) is not a change:
    # the paraphrase that asks it expects both notes, and no changed-fact case names either as stale.
    _, cases = records(path)
    restated = [c for c in cases if c["category"] == "paraphrase" and len(c["expected"]) == 2]
    assert len(restated) >= 3 and len({c["scope"] for c in restated}) == len(restated), [c["name"] for c in restated]
    stale = {ref for c in cases for ref in c["stale"]}
    assert not stale & {ref for c in restated for ref in c["expected"]}


# Function words (and a few everyday words) of the languages holdout27's notes are kept in and its questions are asked
# in - Galician, Afrikaans and Irish, and Spanish, German, French, Italian, Polish, Dutch, Turkish, Portuguese, Swedish
# and Czech over English memories - none of them an English word; a letter beyond Latin Extended-B marks Macedonian,
# Gujarati, Japanese, Korean, Chinese, Russian, Greek, Hindi, Arabic and Thai text.
NOT_ENGLISH_27 = {"nunca", "aínda", "agardamos", "quen", "veu", "canto", "xa", "corrección", "rampla", "mexillón",
                  "que", "vén", "mércores", "chamou", "ons", "nie", "het", "wie", "hoeveel", "reël", "regstelling", "kry", "nou", "agus", "cé",
                  "tháinig", "ní", "tá", "bíonn", "ag", "díolaimid", "ceannaíonn", "mhéad", "qué", "welche", "combien",
                  "quanto", "jaki", "hangi", "quem", "hur", "kolik", "dónde"}
LANGUAGE_SCOPES_27 = {"mussels:bateas-outeiral-arousa", "rooibos:kliprivier-tee-clanwilliam",
                      "ajvar:kujna-dimovska-strumica", "bandhani:rangrez-karkhanu-jamnagar",
                      "seaweed:feamainn-ui-fhlatharta-carna"}
# Number words a newest value may be given in, in English ("two thousand rand a week", "one request a second", "sixty
# pounds") and in the scope's language (Galician a hundred / two hundred / seventy, Macedonian four hundred / fifty,
# Gujarati three hundred).
NUMBER_WORDS_27 = {"one", "two", "four", "fifty", "sixty", "seventy", "ninety", "hundred", "thousand", "forty-five",
                   "cen", "douscentos", "setenta", "четиристотини", "педесет", "ત્રણસો"}


not_english_27 = reads_foreign(NOT_ENGLISH_27, ",:;()?¿!.？")


def says_a_number_word_27(text: str) -> bool:
    # Gujarati words hold combining vowel signs that \w splits on: those are found as substrings.
    words = set(re.findall(r"[\w-]+", text.lower()))
    return bool(words & NUMBER_WORDS_27) or any(w in text for w in NUMBER_WORDS_27 if not w.isascii())


def test_holdout27_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # Every holdout27 scope holds at least ten dated episodes of the last month beside standing facts a year or more
    # old, and changes three facts: one corrected a day after it was written (a keyed fact replacing the same key: a
    # date, a weekday, a venue, a stall number, a time, a person), one changed by word from a third party inside a dated
    # English episode, never a number (a buyer, a contractor, a grower, an alerting tool, a treasurer named by role, a
    # group renamed), and one changed twice, the newest an unkeyed episode saying it in passing (a note of three or more
    # things) in number words. In the five bilingual scopes the newest value is in the other language from the value
    # it replaces: the corrections in the scope's language over English in three scopes (Galician, Afrikaans,
    # Gujarati) and in English over the scope's language in two (Macedonian, Irish); the third party's word in English
    # over the scope's language in all five; the twice-changed facts' newest notes in Galician, Macedonian or Gujarati
    # number words over English in three and in English over Afrikaans or Irish in two.
    across = changes_across_languages(HOLDOUT27, LANGUAGE_SCOPES_27, not_english_27, says_a_number_word_27)
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across


# Function words (and a few everyday words) of the languages holdout28's notes are kept in and its questions are asked
# in - Scottish Gaelic, Haitian Creole and Maori, and German, Portuguese, French, Polish, Spanish, Dutch, Italian,
# Turkish, Swedish, Czech, Indonesian and Finnish over English memories - none of them an English word; a letter beyond
# Latin Extended-B marks Serbian, Punjabi, Japanese, Chinese, Korean, Russian, Greek, Hindi, Arabic, Thai and
# Vietnamese text.
NOT_ENGLISH_28 = {"tha", "bha", "agus", "aig", "bidh", "cha", "bho", "dè", "cò", "mheud", "riaghailt", "ceartachadh",
                  "nou", "nan", "yo", "pou", "ak", "se", "ki", "yon", "konbyen", "lè", "règ", "kāore", "kua", "kei",
                  "ngā", "mō", "ture", "whakatikatika", "wer", "und", "quem", "combien", "kto", "quién", "hoeveel",
                  "quanti", "hangi", "hur", "kolik", "siapa", "milloin"}
LANGUAGE_SCOPES_28 = {"raspberries:zadruga-malina-arilje", "jutti:jutti-ghar-adalat-bazaar-patiala",
                      "croft:croit-bhoisdail-uibhist-a-deas", "kasav:boulanjri-kasav-jakmel",
                      "kumara:potae-whanau-kumara-ruawai"}
# Number words a newest value may be given in, in English ("sixty-five pounds", "two requests a second", "eight pounds
# fifty", "seventy-five quid") and in the scope's language (Serbian four hundred / twenty, Punjabi three and a half
# thousand, Creole two hundred).
NUMBER_WORDS_28 = {"two", "five", "eight", "fifty", "sixty-three", "sixty-five", "seventy-five", "ninety-five",
                   "eighteen", "hundred", "четиристо", "двадесет", "ਹਜ਼ਾਰ", "san"}


not_english_28 = reads_foreign(NOT_ENGLISH_28, ",:;()?¿!.？")


def says_a_number_word_28(text: str) -> bool:
    # Gurmukhi words hold combining vowel signs that \w splits on: those are found as substrings.
    words = set(re.findall(r"[\w-]+", text.lower()))
    return bool(words & NUMBER_WORDS_28) or any(w in text for w in NUMBER_WORDS_28 if not w.isascii())


def test_holdout28_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # Every holdout28 scope holds at least ten dated episodes of the last month beside standing facts a year or more
    # old, and changes three facts: one corrected a day after it was written (a keyed fact replacing the same key: a
    # date, a weekday, a venue, a time), one changed by word from a third party inside a dated English episode, never a
    # number (a supplier, an abattoir, a renamed app or club night, a key handed to "the new treasurer"), and one
    # changed twice, the newest an unkeyed episode saying it in passing (a note of three or more things) in number
    # words. In the five bilingual scopes the newest value is in the other language from the value it replaces: the
    # corrections in the scope's language over English in three scopes (Serbian, Scottish Gaelic, Maori) and in English
    # over the scope's language in two (Punjabi, Haitian Creole); the third party's word in English over the scope's
    # language in all five; the twice-changed facts' newest notes in Serbian, Punjabi or Creole number words over
    # English in three and in English over Gaelic or Maori in two.
    across = changes_across_languages(HOLDOUT28, LANGUAGE_SCOPES_28, not_english_28, says_a_number_word_28)
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across


# Function words (and a few everyday words) of the languages holdout29's notes are kept in and its questions are asked
# in - Luxembourgish and Zulu, and German, French, Spanish, Italian, Polish, Portuguese, Dutch and Swedish over English
# memories - none of them an English word; a letter beyond Latin Extended-B marks Belarusian, Telugu, Yoruba (its
# underdotted vowels), Japanese, Chinese and Russian text.
NOT_ENGLISH_29 = {"mir", "vum", "ass", "elo", "huet", "hunn", "wien", "gëtt", "wéi", "reegel", "futhi", "manje",
                  "sithenga", "kufike", "ukulungisa", "umthetho", "ngubani", "yimalini", "welche", "welchem", "wurde",
                  "combien", "quelle", "quién", "cuánto", "qué", "quante", "quanto", "ile", "onde", "hoeveel", "hur"}
LANGUAGE_SCOPES_29 = {"linen:lnianaja-majsternia-orsha", "toys:kondapalli-bommalu-workshop",
                      "adire:ile-aro-itoku-abeokuta", "wine:wainguet-weydert-ehnen",
                      "beadwork:ubuhlalu-cooperative-eshowe"}
# Number words a newest value may be given in, in English ("five and a half thousand naira", "two requests a second",
# "thirty-two pounds", "eighteen pounds a foot", "a hundred and twenty rand", "nine hundred a year", "twelve pounds a
# month") and in the scope's language (Belarusian thirteen, Telugu two thousand four hundred, Luxembourgish sixteen).
NUMBER_WORDS_29 = {"two", "five", "twelve", "eighteen", "twenty", "thirty-two", "fifty", "ninety", "hundred",
                   "thousand", "half", "трынаццаць", "వేల", "siechzéng"}


not_english_29 = reads_foreign(NOT_ENGLISH_29, ",:;()?¿!.？")


def says_a_number_word_29(text: str) -> bool:
    # Telugu words hold combining vowel signs that \w splits on: those are found as substrings.
    words = set(re.findall(r"[\w-]+", text.lower()))
    return bool(words & NUMBER_WORDS_29) or any(w in text for w in NUMBER_WORDS_29 if not w.isascii())


def test_holdout29_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # Every holdout29 scope holds at least ten dated episodes of the last month beside standing facts a year or more
    # old, and changes three facts: one corrected a day after it was written (a keyed fact replacing the same key: a
    # date, a weekday, a time), one changed by word from a third party inside a dated English episode, never a number
    # (a yarn, dye, cotton, cork, bead, ash or leather supplier, a renamed dashboard and league, a delivery yard, a
    # class night, "the new packhouse manager" named only by role), and one changed twice, the newest an unkeyed
    # episode saying it in passing (a note of three or more things) in number words, mostly for another unit, pack or
    # time ("a half-sack", "a 5-kilo catering box", "a bundle of fifty staves", "two requests a second", "so it's
    # nine hundred a year now"). In the five bilingual scopes the newest value is in the other language from the value
    # it replaces: the corrections in the scope's language over English in three scopes (Belarusian, Yoruba, Zulu) and
    # in English over the scope's language in two (Telugu, Luxembourgish); the third party's word in English over the
    # scope's language in all five; the twice-changed facts' newest notes in Belarusian, Telugu or Luxembourgish
    # number words over English in three and in English over Yoruba or Zulu in two.
    across = changes_across_languages(HOLDOUT29, LANGUAGE_SCOPES_29, not_english_29, says_a_number_word_29)
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across


# Function words (and a few everyday words) of the languages holdout30's notes are kept in and its questions are asked
# in - Hausa, Breton and West Frisian, and German, French, Spanish, Italian, Portuguese, Dutch, Polish, Swedish and
# Turkish over English memories - none of them an English word; a letter beyond Latin Extended-B marks Kannada,
# Malayalam, Japanese, Chinese, Korean, Russian, Hindi and Arabic text.
NOT_ENGLISH_30 = {"kowace", "muna", "kawai", "gyara", "ranar", "nawa", "farashin", "kafin", "saboda", "aiki",
                  "reolenn", "hon", "hor", "bremañ", "evit", "gant", "piv", "ur", "ar", "deus", "notennoù",
                  "wy", "ús", "moat", "yn", "giet", "foar", "allinnich", "ferbettering", "freegje", "hoefolle", "kaam",
                  "hie", "koe", "iel", "wie", "werden", "combien", "quién", "cuánto", "quanti", "quanto", "quantos",
                  "hoeveel", "kiedy", "vem", "hangi"}
LANGUAGE_SCOPES_30 = {"silk:reshme-maggada-molakalmuru", "boats:vallam-panippura-kainakary",
                      "saddlery:sirdi-gidan-garba-katsina", "cider:sistr-ti-gwenola-briec",
                      "smokery:reekhus-wytse-workum"}
# Number words a newest value may be given in, in English ("forty-five thousand naira", "thirty-two euros a kilo",
# "one call a second", "four pounds fifty", "a hundred and ten pounds", "sixty-five pounds", "three pounds a month",
# "five pounds ninety a gallon") and in the scope's language (Kannada two hundred and fifty, Malayalam four hundred,
# Breton sixty in "two hundred and sixty").
NUMBER_WORDS_30 = {"one", "three", "four", "five", "fifty", "ninety", "hundred", "thousand", "thirty-two", "sixty-five",
                   "forty-five", "ಇನ್ನೂರ", "നാനൂറ്", "tri-ugent"}


not_english_30 = reads_foreign(NOT_ENGLISH_30, ",:;()?¿!.？")


def says_a_number_word_30(text: str) -> bool:
    # Kannada and Malayalam words hold combining vowel signs that \w splits on: those are found as substrings.
    words = set(re.findall(r"[\w-]+", text.lower()))
    return bool(words & NUMBER_WORDS_30) or any(w in text for w in NUMBER_WORDS_30 if not w.isascii())


def test_holdout30_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # Every holdout30 scope holds at least ten dated episodes of the last month beside standing facts a year or more
    # old, and changes three facts: one corrected a day after it was written (a keyed fact replacing the same key: a
    # fair, mela, market, launch, tasting, peal or assessment date, a deploy freeze), one changed by word from a third
    # party inside a dated English episode, never a number (a yarn, timber, hide, bottle, smoking-wood, spar or spawn
    # supplier, a renamed dashboard and practice night, a booking tool, a livery-yard weekday, "the new regional
    # certification officer" named only by role), and one changed twice, the newest an unkeyed episode saying it in
    # passing (a note of three or more things) in number words, mostly for another pack, unit or time ("a box of two
    # hundred ten-ml bottles", "a 250-kilo bale", "a gallon" after a litre, "one call a second", "three pounds a month",
    # "it's a hundred and ten quid a set now"). In the five bilingual scopes the newest value is in the other language
    # from the value it replaces: the corrections in the scope's language over English in three scopes (Kannada, Hausa,
    # West Frisian) and in English over the scope's language in two (Malayalam, Breton); the third party's word in
    # English over the scope's language in all five; the twice-changed facts' newest notes in Kannada, Malayalam or
    # Breton number words over English in three and in English over Hausa or West Frisian in two.
    across = changes_across_languages(HOLDOUT30, LANGUAGE_SCOPES_30, not_english_30, says_a_number_word_30)
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across

# Function words (and a few everyday words) of the languages holdout31's notes are kept in and its questions are asked
# in - Somali, Occitan and Faroese, and German, French, Spanish, Italian, Portuguese, Dutch, Polish, Swedish and Turkish
# over English memories - none of them an English word; a letter beyond Latin Extended-B marks Tajik, Lao, Japanese,
# Chinese, Korean, Russian, Greek, Hindi and Arabic text.
NOT_ENGLISH_31 = {"waa", "iyo", "ee", "oo", "ka", "ayaa", "yaa", "immisa", "ayuu", "caanaha", "waxaa", "waxaan",
                  "wuxuu", "kasta", "sixitaan", "avèm", "sus", "lo", "los", "las", "del", "es", "venon", "ditz",
                  "jornada", "venguda", "qui", "quant", "deu", "og", "ikki", "í", "frá", "fyri", "úr", "hvør", "hvat",
                  "vit", "tað", "rætting", "wann", "wie", "combien", "cuándo", "cuánto", "quanto", "quem", "hoeveel",
                  "ile", "vem", "kadar"}
LANGUAGE_SCOPES_31 = {"apricots:zardolu-kooperativ-isfara", "coffee:suan-kafe-paksong", "dairy:caano-geel-hargeisa",
                      "chestnuts:clede-de-valleraugue", "knitwear:bindistova-gota"}
# Number words a newest value may be given in, in English ("two requests a second", "forty-five quid a yard", "seventy
# pounds", "fifty-two pounds", "eight pounds fifty", "three hundred and fifty pounds", "twenty-two pounds", "two hundred
# dollars a month", "a thousand krónur") and in the scope's language (Tajik four hundred and fifty, Lao twelve thousand,
# Occitan twenty-one and fifteen).
NUMBER_WORDS_31 = {"two", "six", "eight", "fifty", "hundred", "thousand", "seventy", "forty-five", "fifty-two",
                   "twenty-two", "чорсаду", "ສິບສອງພັນ", "vint-e-un", "quinze"}


not_english_31 = reads_foreign(NOT_ENGLISH_31, ",:;()?¿!.？")


def says_a_number_word_31(text: str) -> bool:
    # Lao words hold combining vowel signs that \w splits on: those are found as substrings.
    words = set(re.findall(r"[\w-]+", text.lower()))
    return bool(words & NUMBER_WORDS_31) or any(w in text for w in NUMBER_WORDS_31 if not w.isascii())


def test_holdout31_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # Every holdout31 scope holds at least ten dated episodes of the last month beside standing facts a year or more
    # old, and changes three facts: one corrected a day after it was written (a keyed fact replacing the same key: a
    # fair, feast, cupping, tasting, AGM, display, job-start or market date, an API cut-over), one changed by word from
    # a third party inside a dated English episode, never a number (a carton, sack, bottle, dye, mainspring or rye
    # supplier, a renamed Confluence space and children's matinee, a booking tool, a hawk-walk weekday, "the park's new
    # farm conservation officer" named only by role), and one changed twice, the newest an unkeyed episode saying it in
    # passing (a note of three or more things) in number words, mostly for another pack, unit or time ("a whole
    # goatskin of about six square feet", "a 500-chick box", "a 16-kilo sack", "forty-five quid a yard", "two requests a
    # second", "two hundred dollars a month"). In the five bilingual scopes the newest value is in the other language
    # from the value it replaces: the corrections in the scope's language over English in three scopes (Lao, Somali,
    # Faroese) and in English over the scope's language in two (Tajik, Occitan); the third party's word in English over
    # the scope's language in all five; the twice-changed facts' newest notes in Tajik, Lao or Occitan number words over
    # English in three and in English over Somali or Faroese in two.
    across = changes_across_languages(HOLDOUT31, LANGUAGE_SCOPES_31, not_english_31, says_a_number_word_31)
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across


# Function words (and a few everyday words) of the languages holdout32's notes are kept in and its questions are asked
# in - Malagasy, Corsican and Kurmanji Kurdish, and German, French, Spanish, Italian, Portuguese, Dutch, Swedish and
# Turkish over English memories - none of them an English word; a letter beyond Latin Extended-B marks Kyrgyz, Marathi,
# Japanese, Chinese, Korean, Russian, Greek, Hindi and Arabic text.
NOT_ENGLISH_32 = {"ny", "dia", "ary", "amin'ny", "tamin'ny", "fa", "tsy", "izy", "iza", "inona", "firy", "mandritra",
                  "isaky", "ireo", "fanitsiana", "hè", "sò", "avà", "di", "chì", "cù", "quale", "quante", "ogni", "ghjurnata",
                  "û", "ji", "li", "bi", "em", "ye", "kî", "kengê", "roja", "dikin", "rastkirin", "wer", "wie",
                  "quelle", "combien", "qué", "chi", "quantas", "hoe", "onze", "hur", "kaç"}
LANGUAGE_SCOPES_32 = {"felt:shyrdak-ustakana-kochkor", "jaggery:gurhal-vadgaon-kolhapur", "vanilla:trano-vanily-sambava",
                      "honey:apiariu-di-morosaglia", "molasses:doshav-mala-bavo-midyat"}
# Number words a newest value may be given in, in English ("three calls a second", "twenty-eight quid", "seven pounds
# for a pack of six", "two hundred and ten pounds", "sixteen pounds", "fifty-five pounds", "two hundred and fifty
# thousand ariary", "six hundred and sixty lira") and in the scope's language (Kyrgyz one thousand five hundred,
# Marathi thirty and one thousand five hundred, Corsican eleven and half).
NUMBER_WORDS_32 = {"three", "seven", "sixteen", "hundred", "thousand", "twenty-eight", "fifty-five", "миң", "жүз",
                   "हजार", "पाचशे", "undeci", "mezu"}


not_english_32 = reads_foreign(NOT_ENGLISH_32, ",:;()?¿!.？")


def says_a_number_word_32(text: str) -> bool:
    words = set(re.findall(r"[\w-]+", text.lower()))
    return bool(words & NUMBER_WORDS_32) or any(w in text for w in NUMBER_WORDS_32 if not w.isascii())


def test_holdout32_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # Every holdout32 scope holds at least ten dated episodes of the last month beside standing facts a year or more
    # old, and changes three facts: one corrected a day after it was written (a keyed fact replacing the same key: a
    # fair, meet, grading day, market, tasting, cut-over, open day, safety day, collection day, AGM or switch-on date),
    # one changed by word from a third party inside a dated English episode, never a number (a transport, cane, jar,
    # bottle, printer, laundry, sinamay or enamel supplier, alerts moved from Slack to Teams, an abattoir weekday, "the
    # club's new treasurer" named only by role), and one changed twice, the newest an unkeyed episode saying it in
    # passing (a note of three or more things) in number words, mostly for another pack, unit or time ("a ten-kilo
    # sack", "a thirty-kilo tin", "a five-kilo basket", "a half-kilo jar", "three calls a second", "a pack of six",
    # "boxes of a dozen"). In the five bilingual scopes the newest value is in the other language from the value it
    # replaces: the corrections in the scope's language over English in three scopes (Kyrgyz, Malagasy, Kurdish) and
    # in English over the scope's language in two (Marathi, Corsican); the third party's word in English over the
    # scope's language in all five; the twice-changed facts' newest notes in Kyrgyz, Marathi or Corsican number words
    # over English in three and in English over Malagasy or Kurdish in two.
    across = changes_across_languages(HOLDOUT32, LANGUAGE_SCOPES_32, not_english_32, says_a_number_word_32)
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across


def test_holdout32_names_a_renamed_thing_and_a_person_by_role_in_newer_notes() -> None:
    # Agents meet things renamed ("is called the Cub Round now") and people named only by their role in a newer note
    # ("the club's new treasurer", "the estate's new head forester"): every holdout32 scope holds one or the other in
    # a dated episode of the last month, and more than one scope holds each.
    memories, _ = records(HOLDOUT32)
    recent = [m for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31]
    renamed = {m["scope"] for m in recent if re.search(r"\b(?:called|renamed|name)\b", m["text"])}
    by_role = {m["scope"] for m in recent if re.search(r"\bnew (?:\w+ )?(?:treasurer|forester|manager|president|"
                                                       r"mistress|accountant)\b", m["text"])}
    assert len(renamed) >= 5 and len(by_role) >= 5 and len(renamed | by_role) == 12, (renamed, by_role)


# Function words (and a few everyday words) of the languages holdout33's notes are kept in and its questions are asked
# in - Danish, Cebuano and Esperanto, and German, French, Spanish, Italian, Portuguese, Dutch, Swedish and Polish over
# English memories - none of them an English word; a letter beyond Latin Extended-B marks Burmese, Yiddish, Japanese,
# Chinese, Korean, Russian and Greek text.
NOT_ENGLISH_33 = {"og", "er", "vi", "ikke", "hvem", "på", "kun", "den", "hos", "ang", "sa", "ug", "mga", "kinsa", "pila",
                  "matag", "la", "kaj", "estas", "oni", "kiu", "kiom", "de", "wann", "wer", "wie", "welcher", "combien",
                  "quand", "quels", "quem", "qué", "quién", "quanto", "quando", "usate", "ile", "hoeveel", "het",
                  "arbetar"}
LANGUAGE_SCOPES_33 = {"lacquer:yun-ware-myinkaba", "bakery:beker-shtibl-williamsburg",
                      "smokehouse:roegeri-ved-havnen-gudhjem", "driedfish:bulad-ni-luzviminda-bantayan",
                      "guesthouse:gastejo-verda-stelo-herzberg"}
# Number words a newest value may be given in, in English ("twenty-five thousand kyat", "five hundred and fifty pesos",
# "six months", "two pounds forty", "two pounds fifty", "forty-two pounds", "three pounds fifty", "thirty-five
# pounds", "five for five pounds") and in the scope's language (Yiddish five and twenty, Danish twenty and hundred,
# Esperanto forty, five and fifty).
NUMBER_WORDS_33 = {"two", "three", "five", "six", "hundred", "thousand", "twenty-five", "forty-two", "thirty-five",
                   "tyve", "hundrede", "kvardek", "kvin", "kvindek", "פֿינף", "צוואַנציק"}


not_english_33 = reads_foreign(NOT_ENGLISH_33, ",:;()?¿!.？")


def says_a_number_word_33(text: str) -> bool:
    words = set(re.findall(r"[\w-]+", text.lower()))
    return bool(words & NUMBER_WORDS_33) or any(w in text for w in NUMBER_WORDS_33 if not w.isascii())


def test_holdout33_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # As holdout32's: every holdout33 scope changes three facts, one corrected a day after it was written (a craft
    # fair, tasting, market, fiesta, learners' weekend, cut-over, parents' evening, striking competition, check day,
    # exhibition, wedding fair or Christmas fair date), one changed by word from a third party inside a dated English
    # episode, never a number (a lorry, egg farm, box maker, cargo boat, laundry, CI server, bus stop, tower key, tyre
    # depot, meeting hall, rose grower, disco hall), and one changed twice, the newest in passing in number words and
    # mostly for another pack, unit or time. In the five bilingual scopes the corrections are in the scope's language
    # over English in three (Burmese, Danish, Cebuano) and in English over it in two (Yiddish, Esperanto); the third
    # party's word in English over the scope's language in all five; the twice-changed facts' newest notes in Yiddish,
    # Danish or Esperanto number words over English in three and in English over Burmese or Cebuano in two.
    across = changes_across_languages(HOLDOUT33, LANGUAGE_SCOPES_33, not_english_33, says_a_number_word_33)
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across


def test_holdout33_names_a_renamed_thing_and_a_person_by_role_in_newer_notes() -> None:
    # As holdout32: every scope holds a thing renamed ("is called the Spoke Doctor now") or a person named only by a
    # new role ("the shul's new treasurer", "the diocese's new bells adviser") in a dated episode of the last month.
    memories, _ = records(HOLDOUT33)
    recent = [m for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31]
    renamed = {m["scope"] for m in recent if re.search(r"\b(?:called|renamed|name)\b", m["text"])}
    by_role = {m["scope"] for m in recent if re.search(r"\bnew (?:\w+ )?(?:treasurer|manager|secretary|adviser)\b",
                                                       m["text"])}
    assert len(renamed) >= 5 and len(by_role) >= 5 and len(renamed | by_role) == 12, (renamed, by_role)


def test_holdout33_asks_about_a_voice_memo_whose_dictation_slipped() -> None:
    # New in holdout33: agents keep speech-to-text notes as they came out, slips and all ("man delay" for Mandalay, "mal
    # key" for Malky, "pie test" for pytest, "the tenner's clapper" for the tenor's, "she man oh" for Shimano). Every
    # scope holds one recent voice memo, and a lookup asks about it with a word the memo garbled spelt right: the word
    # is not in the memo, but the memo's letters run close to it once its spaces go.
    memories, cases = records(HOLDOUT33)
    by_ref = {m["ref"]: m for m in memories}
    memos = {m["ref"]: m for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31
             and m["text"].split(": ", 1)[1].startswith("Voice memo (transcribed): ")}
    assert len({m["scope"] for m in memos.values()}) == len(memos) == 12
    asked = set()
    for case in cases:
        if case["category"] != "lookup" or case["expected"][0] not in memos:
            continue
        memo = re.findall(r"[a-z]+", by_ref[case["expected"][0]]["text"].split(": ", 2)[2].lower())
        runs = {"".join(memo[i:i + n]) for n in (1, 2, 3) for i in range(len(memo))}
        for word in re.findall(r"[a-z]+", case["question"].lower()):
            if len(word) >= 4 and word not in memo and any(
                    difflib.SequenceMatcher(None, word, run).ratio() >= 0.6 for run in runs):
                asked.add(case["scope"])
    assert len(asked) == 12, sorted(set(m["scope"] for m in memos.values()) - asked)


# Function words (and a few everyday words) of the languages holdout34's notes are kept in and its questions are asked
# in - Romansh, Samoan and Asturian, and German, French, Spanish, Italian, Portuguese, Dutch, Swedish, Polish and Czech
# over English memories - none of them an English word; a letter beyond Latin Extended-B marks Tatar, Pashto, Japanese,
# Chinese, Korean, Russian and Greek text.
NOT_ENGLISH_34 = {"nus", "cun", "ils", "las", "betg", "tgi", "è", "ussa", "matou", "le", "ua", "ai", "na", "faatau",
                  "tapuni", "faasaoga", "los", "pa", "namás", "nunca", "nuesu", "agora", "nun", "quién", "facer", "wer",
                  "die", "wo", "warum", "que", "une", "qui", "dónde", "qué", "wanneer", "gaat", "welke", "quanto",
                  "quando", "quem", "onde", "när", "vad", "jakiego", "wolno", "dostane", "každý"}
LANGUAGE_SCOPES_34 = {"chakchak:bal-kuchtenesh-arsk", "pinenuts:chilghoza-hatti-khost", "felt:pantoflas-da-feltrin-muster",
                      "koko:faatoaga-koko-palauli", "sidra:llagar-el-pumar-nava"}
# Number words a newest value may be given in, in English ("six thousand five hundred afghanis", "ninety tala", "five
# days", "sixty pounds a quarter", "twenty pounds", "forty pounds", "seventy-five pounds", "ten pounds a month", "a
# hundred and twenty pounds") and in the scope's language (Tatar thousand, Romansh five and forty, Asturian fifty and
# hundred).
NUMBER_WORDS_34 = {"two", "five", "six", "ten", "twenty", "forty", "sixty", "ninety", "seventy-five", "hundred",
                   "thousand", "мең", "tschintg", "quaranta", "cincuenta", "cien"}


not_english_34 = reads_foreign(NOT_ENGLISH_34, ",:;()?¿!.？")


def says_a_number_word_34(text: str) -> bool:
    return bool(set(re.findall(r"[\w-]+", text.lower())) & NUMBER_WORDS_34)


def test_holdout34_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # As holdout33's: every holdout34 scope changes three facts, one corrected a day after it was written (a honey fair,
    # exhibition, wool market, cocoa festival, Christmas market, payments cut-over, nativity, Geminids night, dog show,
    # showroom open day, annual dinner or fix-a-toy session date), one changed by word from a third party inside a dated
    # English episode, never a number (a van, pickup, lorry, truck, crash-report tool, swimming pool, car park,
    # wholesaler, brush supplier, sports shop, parts shop), and one changed twice, the newest in passing in number words
    # and mostly for another pack, unit or time. In the five bilingual scopes the corrections are in the scope's
    # language over English in three (Tatar, Romansh, Samoan) and in English over it in two (Pashto, Asturian); the third
    # party's word in English over the scope's language in all five; the twice-changed facts' newest notes in Tatar,
    # Romansh or Asturian number words over English in three and in English over Pashto or Samoan in two.
    across = changes_across_languages(HOLDOUT34, LANGUAGE_SCOPES_34, not_english_34, says_a_number_word_34)
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across


def test_holdout34_names_a_renamed_thing_and_a_person_by_role_in_newer_notes() -> None:
    # As holdout33: every scope holds a thing renamed ("is called the Mustér Felt Club now") or a person named only by a
    # new role ("the cocoa growers' association's new treasurer", "the league's new fixtures secretary") in a dated
    # episode of the last month.
    memories, _ = records(HOLDOUT34)
    recent = [m for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31]
    renamed = {m["scope"] for m in recent if re.search(r"\b(?:called|renamed|name)\b", m["text"])}
    by_role = {m["scope"] for m in recent if re.search(r"\bnew (?:\w+ )?(?:treasurer|manager|secretary|adviser)\b",
                                                       m["text"])}
    assert len(renamed) >= 5 and len(by_role) >= 5 and len(renamed | by_role) == 12, (renamed, by_role)


def test_holdout34_asks_about_the_body_of_a_forwarded_email() -> None:
    # New in holdout34: agents are handed emails forwarded as they came, headers and quoting and all ("Fwd: From: ...;
    # Subject: Re: ...; > Dear Sardar, roasted nuts do not need the cold-chain box ... > Regards"). Every scope holds one
    # recent forwarded email whose answer sits in the quoted body under the headers, and a lookup asks about it in
    # words of the body that the headers do not hold.
    memories, cases = records(HOLDOUT34)
    by_ref = {m["ref"]: m for m in memories}
    emails = {}
    for m in memories:
        said = m["text"].split(": ", 1)[1] if m["kind"] == "episode" else ""
        if said.startswith("Fwd: From: "):
            header, body = said.split("> ", 1)
            assert m["days_ago"] <= 31 and "Subject: " in header and body.count("> ") == 1, m["ref"]
            emails[m["ref"]] = (content_words(header), content_words(body.replace(">", " ")))
    assert len({by_ref[ref]["scope"] for ref in emails}) == len(emails) == 12
    asked = set()
    for case in cases:
        if case["category"] == "lookup" and case["expected"][0] in emails:
            header, body = emails[case["expected"][0]]
            if {w for w in content_words(case["question"]) if len(w) >= 4} & (body - header):
                asked.add(case["scope"])
    assert len(asked) == 12, sorted({by_ref[ref]["scope"] for ref in emails} - asked)


# Function words (and a few everyday words) of the languages holdout35's notes are kept in and its questions are asked
# in - Sardinian, Hawaiian and Xhosa, and German, French, Spanish, Italian, Portuguese, Dutch, Swedish, Polish, Czech
# and Finnish over English memories - none of them an English word; a letter beyond Latin Extended-B (or Hawaiian's
# ʻokina) marks Bashkir, Uyghur, Japanese, Chinese, Korean, Russian and Greek text.
NOT_ENGLISH_35 = {"su", "sa", "sas", "est", "cun", "petzi", "pro", "chie", "mākou", "ka", "ke", "ia", "na",
                  "sisebenzisa", "ivenkile", "indawo", "usuku", "ngubani", "kwaye", "ngoku", "ii-odolo", "wie", "viele",
                  "müssen", "quels", "les", "qué", "quando", "kdo", "em", "que", "dias", "hoeveel", "hur", "jaki",
                  "milloin", "quand", "ile"}
LANGUAGE_SCOPES_35 = {"kymyz:kymyz-fermahy-baymak", "raisins:kishmish-saray-toksun", "carasau:forru-su-pane-fonni",
                      "kalo:loi-kalo-waipio", "beads:intsimbi-zethu-lusikisiki"}
# Number words a newest value may be given in, in English ("two hundred and eighty yuan", "forty dollars", "ninety
# minutes", "forty-five pounds", "forty pounds", "a hundred pounds", "seventy-five pounds", "twenty pounds", "eighty
# pounds") and in the scope's language (Bashkir ten, two and thousand, Sardinian fifty and forty, Xhosa hundreds,
# three and five).
NUMBER_WORDS_35 = {"forty", "ninety", "hundred", "forty-five", "seventy-five", "twenty", "eighty", "ун", "ике", "мең",
                   "chimbanta", "baranta", "ezingamakhulu", "amathathu", "ezintlanu"}


not_english_35 = reads_foreign(NOT_ENGLISH_35, ",:;()?¿!.？؟")


def says_a_number_word_35(text: str) -> bool:
    return bool(set(re.findall(r"[\w-]+", text.lower())) & NUMBER_WORDS_35)


def test_holdout35_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # As holdout34's: every holdout35 scope changes three facts, one corrected a day after it was written (a Christmas
    # fair, food fair, craft fair, schema cut-over, nativity, exhibition, horse show, carol concert, hamper packing day
    # or annual meeting date), one changed by word from a third party inside a dated English episode, never a number (a
    # van driver taking a refinery job, a truck sold, a driver's operation, a pickup sold, a bakkie sold, an open-data
    # portal switched off, a doorstep milk round stopped, a model shop, a steel counter, a parts shop, a bakery closed, a
    # riding stables shut), and one changed twice, the newest in passing in number words and mostly for another pack,
    # unit or time. In the five bilingual scopes the corrections are in the scope's language over English in three
    # (Bashkir, Sardinian, Hawaiian) and in English over it in two (Uyghur, Xhosa); the third party's word in English
    # over the scope's language in all five; the twice-changed facts' newest notes in Bashkir, Sardinian or Xhosa
    # number words over English in three and in English over Uyghur or Hawaiian in two.
    across = changes_across_languages(HOLDOUT35, LANGUAGE_SCOPES_35, not_english_35, says_a_number_word_35)
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across


def test_holdout35_names_a_renamed_thing_and_a_person_by_role_in_newer_notes() -> None:
    # As holdout34: every scope holds a thing renamed ("is called the Hut Shop now") or a person named only by a new
    # role ("the growers' association's new secretary", "the council's new data manager") in a dated episode of the
    # last month.
    memories, _ = records(HOLDOUT35)
    recent = [m for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31]
    renamed = {m["scope"] for m in recent if re.search(r"\b(?:called|renamed|name)\b", m["text"])}
    by_role = {m["scope"] for m in recent if re.search(r"\bnew (?:\w+ )?(?:treasurer|manager|secretary|adviser)\b",
                                                       m["text"])}
    assert len(renamed) >= 2 and len(by_role) >= 5 and len(renamed | by_role) == 12, (renamed, by_role)


def test_holdout35_asks_what_a_later_speaker_said_in_a_pasted_chat_export() -> None:
    # New in holdout35: agents are handed group chats pasted as they were exported, timestamps and speakers and all
    # ("Chat export (pasted): [09:02] Azat: can someone take ...? [09:10] Rezeda: I can't ... [09:14] Ilgiz: I'll take
    # it, but the courier wants the bottles wrapped in bubble film ..."). Every scope holds one recent export of three
    # or more lines from different people, the answer in a later speaker's line (a courier's packing rule, a locked
    # school gate, a parser's byte-order mark, a lorry that can't pass a trough), and a lookup asks about it in words of
    # that later line which the opening line does not hold, as a careful human reading the thread would.
    memories, cases = records(HOLDOUT35)
    by_ref = {m["ref"]: m for m in memories}
    chats = {}
    for m in memories:
        said = m["text"].split(": ", 1)[1] if m["kind"] == "episode" else ""
        if said.startswith("Chat export (pasted): ["):
            lines = re.findall(r"\[(\d\d:\d\d)\] ([^:\]]+): ([^\[]+)", said)
            assert m["days_ago"] <= 31 and len(lines) >= 3, m["ref"]
            assert [t for t, _, _ in lines] == sorted(t for t, _, _ in lines), m["ref"]
            assert len({who for _, who, _ in lines}) == len(lines), m["ref"]
            first = content_words(lines[0][2])
            later = set().union(*(content_words(line) for _, _, line in lines[1:]))
            chats[m["ref"]] = (first, later)
    assert len({by_ref[ref]["scope"] for ref in chats}) == len(chats) == 12
    asked = set()
    for case in cases:
        if case["category"] == "lookup" and case["expected"][0] in chats:
            first, later = chats[case["expected"][0]]
            if {w for w in content_words(case["question"]) if len(w) >= 4} & (later - first):
                asked.add(case["scope"])
    assert len(asked) == 12, sorted({by_ref[ref]["scope"] for ref in chats} - asked)


# Function words (and a few everyday words) of the languages holdout36's notes are kept in and its questions are asked
# in - Slovene and Shona, and German, French, Spanish, Italian, Polish, Dutch, Swedish, Portuguese, Czech, Finnish,
# Turkish, Hungarian, Norwegian, Romanian and Indonesian over English memories - none of them an English word; a
# letter beyond Latin Extended-B (or Tongan's fakauʻa) marks Dari, Assamese, Tongan, Japanese, Chinese, Russian,
# Greek, Korean and Vietnamese text.
NOT_ENGLISH_36 = {"nikoli", "samo", "naročila", "popravek", "dolg", "je", "kdo", "chete", "kwete", "maodha", "chitoro",
                  "zuva", "ndiani", "welcher", "qui", "qué", "quando", "kto", "hoe", "vilken", "quem", "kam",
                  "milloin", "nasıl", "használunk", "hvem", "verifică", "yang"}
LANGUAGE_SCOPES_36 = {"saffron:zafaran-khana-ghoryan", "muga:tatxal-sualkuchi", "honey:cebelarstvo-rupnik-cerkno",
                      "dovi:mubatanidzwa-wedovi-murewa", "ngatu:fale-ngatu-neiafu"}
# Number words a newest value may be given in, in English ("thirty thousand rupees", "two hundred pa'anga", "one
# hundred and twenty requests", "ninety pounds", "fifteen pounds", "forty pounds", "sixty pounds", "seventy-five
# pounds", "eighty pounds") and in the scope's language (Dari thousand and two hundred, Slovene fifty and twenty-four,
# Shona tens, two and five).
NUMBER_WORDS_36 = {"thirty", "hundred", "ninety", "fifteen", "forty", "sixty", "seventy-five", "eighty", "هزار",
                   "دوصد", "petdeset", "štiriindvajsetih", "makumi", "maviri", "nemashanu"}


not_english_36 = reads_foreign(NOT_ENGLISH_36, ",:;()?¿!.？؟،")


def says_a_number_word_36(text: str) -> bool:
    return bool(set(re.findall(r"[\w-]+", text.lower())) & NUMBER_WORDS_36)


def test_holdout36_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # As holdout35's: every holdout36 scope changes three facts, one corrected a day after it was written (a spice fair,
    # handloom fair, Christmas market, schema cut-over, nativity, carol service ringing, dog show, craft fair, wedding
    # fair or makers' market date), one changed by word from a third party inside a dated English episode, never a
    # number (a van, an auto, a car, a truck, a tanker or a trailer sold, a data mirror switched off, a rope maker's
    # carrier account closed, a wholesaler's deliveries stopped, a cleaning firm closed), and one changed twice, the
    # newest in passing in number words and mostly for another pack, unit or time. In the five bilingual scopes the
    # corrections are in the scope's language over English in three (Dari, Slovene, Tongan) and in English over it in
    # two (Assamese, Shona); the third party's word in English over the scope's language in all five; the
    # twice-changed facts' newest notes in Dari, Slovene or Shona number words over English in three and in English
    # over Assamese or Tongan in two.
    across = changes_across_languages(HOLDOUT36, LANGUAGE_SCOPES_36, not_english_36, says_a_number_word_36)
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across


def test_holdout36_names_a_renamed_thing_and_a_person_by_role_in_newer_notes() -> None:
    # As holdout35: every scope holds a thing renamed ("has been renamed the Dovedale Canine Christmas Fair", "is
    # called the Spanner Box now") or a person named only by a new role ("the weavers' co-operative's new treasurer",
    # "the university's new data manager") in a dated episode of the last month.
    memories, _ = records(HOLDOUT36)
    recent = [m for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31]
    renamed = {m["scope"] for m in recent if re.search(r"\b(?:called|renamed|name)\b", m["text"])}
    by_role = {m["scope"] for m in recent if re.search(r"\bnew (?:\w+ )?(?:treasurer|manager|secretary|adviser)\b",
                                                       m["text"])}
    assert len(renamed) >= 2 and len(by_role) >= 5 and len(renamed | by_role) == 12, (renamed, by_role)


def test_holdout36_asks_whether_a_later_item_of_a_pasted_to_do_list_is_done() -> None:
    # New in holdout36: agents are handed to-do lists pasted from a shared checklist app as they came, ticked and open
    # boxes and all ("To-do list (pasted from the family's shared list): - [x] post the sample jars - [ ] sharpen the
    # uncapping knife - [x] ... - [ ] order sugar fondant for the winter feeding"). Every scope holds one recent list of
    # three or more items, ticked and open ones mixed, and a lookup asks whether an item after the first has been done,
    # in words of that item which the first item does not hold, as a careful human reading the list would.
    memories, cases = records(HOLDOUT36)
    by_ref = {m["ref"]: m for m in memories}
    lists = {}
    for m in memories:
        said = m["text"].split(": ", 1)[1] if m["kind"] == "episode" else ""
        if said.startswith("To-do list (pasted"):
            items = re.findall(r"- \[([ x])\] ([^\[]+?)(?= - \[|$)", said)
            assert m["days_ago"] <= 31 and len(items) >= 3, m["ref"]
            assert {box for box, _ in items} == {" ", "x"}, m["ref"]
            first = content_words(items[0][1])
            later = set().union(*(content_words(item) for _, item in items[1:]))
            lists[m["ref"]] = (first, later)
    assert len({by_ref[ref]["scope"] for ref in lists}) == len(lists) == 12
    asked = set()
    for case in cases:
        if case["category"] == "lookup" and case["expected"][0] in lists:
            first, later = lists[case["expected"][0]]
            if {w for w in content_words(case["question"]) if len(w) >= 4} & (later - first):
                asked.add(case["scope"])
    assert len(asked) == 12, sorted({by_ref[ref]["scope"] for ref in lists} - asked)



# Function words (and a few everyday words) of the languages holdout37's notes are kept in and its questions are asked
# in - Bosnian, Chichewa and Fijian, and German, French, Spanish, Italian, Polish, Dutch, Swedish, Portuguese, Czech,
# Finnish, Turkish, Hungarian, Norwegian, Romanian and Indonesian over English memories - none of them an English
# word; a letter beyond Latin Extended-B marks Odia, Sindhi, Japanese, Chinese, Russian, Greek, Korean and Vietnamese
# text.
NOT_ENGLISH_37 = {"je", "samo", "ispravka", "se", "za", "ko", "od", "timaumitsa", "timausunga", "timatumiza",
                  "malo", "ndi", "ndani", "kwa", "tsiku", "keimami", "na", "ena", "sega", "vakadodonutaki", "cei",
                  "welche", "qui", "qué", "chi", "jakiego", "waar", "vem", "para", "kolik", "miten", "kim", "hol",
                  "hvem", "ce", "kapan"}
LANGUAGE_SCOPES_37 = {"pattachitra:maharana-pata-ghara-raghurajpur", "ajrak:chhapai-ghar-matiari",
                      "pekmez:vocnjak-hodzic-gradacac", "usipa:gulu-la-usipa-nkhata-bay",
                      "yaqona:were-ni-yaqona-taveuni"}
# Number words a newest value may be given in, in English ("three thousand rupees", "a hundred and fifty dollars",
# "four hundred and eighty pounds", "seventy-five pounds", "sixty pounds", "eleven pounds", "fifty pounds", "seventy
# pounds", "two hundred pounds") and in the scope's language (Sindhi thousand, Bosnian two hundred and fifty, Chichewa
# thousands and tens).
NUMBER_WORDS_37 = {"thousand", "hundred", "seventy-five", "sixty", "eleven", "fifty", "seventy", "هزار", "dvjesto",
                   "pedeset", "zikwi", "makumi"}


not_english_37 = reads_foreign(NOT_ENGLISH_37, ",:;()?¿!.？؟،")


def says_a_number_word_37(text: str) -> bool:
    return bool(set(re.findall(r"[\w-]+", text.lower())) & NUMBER_WORDS_37)


def test_holdout37_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # As holdout36's: every holdout37 scope changes three facts, one corrected a day after it was written (a handicraft
    # fair, crafts bazaar, Christmas market, food fair, template cut-over, school concert, star party, singalong
    # screening, tournament, home show or craft fair date), one changed by word from a third party inside a dated
    # English episode, never a number (a lodge, a laundrette or a mail account closed, a pickup, van, lorry, boat or
    # minibus sold, deliveries stopped, soot no longer wanted), and one changed twice, the newest in passing in number
    # words and mostly for another pack, unit or time. In the five bilingual scopes the corrections are in the scope's
    # language over English in three (Sindhi, Bosnian, Fijian) and in English over it in two (Odia, Chichewa); the third
    # party's word in English over the scope's language in all five; the twice-changed facts' newest notes in Sindhi,
    # Bosnian or Chichewa number words over English in three and in English over Odia or Fijian in two.
    across = changes_across_languages(HOLDOUT37, LANGUAGE_SCOPES_37, not_english_37, says_a_number_word_37)
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across


def test_holdout37_names_a_renamed_thing_and_a_person_by_role_in_newer_notes() -> None:
    # As holdout36: every scope holds a thing renamed ("has been renamed the Nuttall Room", "has been renamed Dunstan
    # and Jarrod Chimney Care") or a person named only by a new role ("the painters' co-operative's new treasurer",
    # "the league's new fixtures secretary") in a dated episode of the last month.
    memories, _ = records(HOLDOUT37)
    recent = [m for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31]
    renamed = {m["scope"] for m in recent if re.search(r"\b(?:called|renamed|name)\b", m["text"])}
    by_role = {m["scope"] for m in recent if re.search(r"\bnew (?:\w+ )?(?:treasurer|manager|secretary|adviser)\b",
                                                       m["text"])}
    assert len(renamed) >= 2 and len(by_role) >= 5 and len(renamed | by_role) == 12, (renamed, by_role)


def test_holdout37_asks_for_the_value_a_pasted_tracked_edit_left_standing() -> None:
    # New in holdout37: agents are handed notes pasted from a shared document with its tracked edits shown as Markdown
    # strike-through ("Notes pasted from the shared doc (edits shown): ...; the public nights start at ~~seven~~ half
    # past seven from now on; ..."). Every scope holds one recent such note of three or more clauses, one clause with a
    # struck value followed by its replacement, and a lookup asks for that clause's value in words the clause holds
    # outside the strike-through, as a careful human reading the edit would: the answer is the text after the struck
    # one, not the struck one.
    memories, cases = records(HOLDOUT37)
    by_ref = {m["ref"]: m for m in memories}
    edits = {}
    for m in memories:
        said = m["text"].split(": ", 1)[1] if m["kind"] == "episode" else ""
        if re.match(r"(?:Notes|Minutes) pasted from the (?:\w+'s )?shared", said) and "(edits shown)" in said:
            clauses = said.split(": ", 1)[1].split("; ")
            struck = [c for c in clauses if re.search(r"~~[^~]+~~ \S", c)]
            assert m["days_ago"] <= 31 and len(clauses) >= 3 and len(struck) == 1, m["ref"]
            edits[m["ref"]] = content_words(re.sub(r"~~[^~]+~~", " ", struck[0]))
    assert len({by_ref[ref]["scope"] for ref in edits}) == len(edits) == 12
    asked = set()
    for case in cases:
        question = {w for w in content_words(case["question"]) if len(w) >= 4}
        if case["category"] == "lookup" and len(case["expected"]) == 1 and question & edits.get(case["expected"][0], set()):
            asked.add(case["scope"])
    assert len(asked) == 12, sorted({by_ref[ref]["scope"] for ref in edits} - asked)


# Function words (and a few everyday words) of the languages holdout38's notes are kept in and its questions are asked
# in - Javanese and Turkmen, and German, French, Spanish, Italian, Polish, Dutch, Swedish, Danish, Czech, Finnish,
# Portuguese and Turkish over English memories - none of them an English word; a letter beyond Latin Extended-B marks
# Hindi, Tigrinya, Igbo (its dotted vowels), Japanese, Korean and Chinese text.
NOT_ENGLISH_38 = {"kita", "mung", "menyang", "ralat", "dhele", "sapa", "teka", "saiki", "diňe", "däl", "guradylýar",
                  "sargytlary", "bize", "indi", "stolumyz", "geldi", "kimden", "öwrendi", "welche", "qui", "qué",
                  "quando", "kto", "iemand", "när", "kdo", "passiert", "kuka", "cuándo", "hvornår", "öğretti", "sind",
                  "quelle", "hangi"}
LANGUAGE_SCOPES_38 = {"peetal:kasera-bartan-karkhana-moradabad", "berbere:abrehet-mill-mendefera",
                      "tempe:omah-tempe-sumiyati-sanan-malang", "okpa:chinyelu-okpa-kitchen-nsukka",
                      "gawun:ogulgerek-bakja-bayramaly"}
# Number words a newest value may be given in, in English ("one thousand nine hundred nakfa", "six hundred pounds",
# "thirty pounds a month", "forty pounds", "fifteen pounds", "five pounds") and in the scope's language (Hindi
# thousand, Javanese hundred and thousand, Igbo thousand); the Devanagari one is looked for as a substring, since its
# vowel signs split it into several regex words.
NUMBER_WORDS_38 = {"thousand", "hundred", "thirty", "forty", "fifteen", "five", "atus", "ewu", "puku"}
NUMBER_SUBSTRINGS_38 = ("हज़ार",)


not_english_38 = reads_foreign(NOT_ENGLISH_38, ",:;()?¿!.？")


def says_a_number_word_38(text: str) -> bool:
    return bool(set(re.findall(r"[\w-]+", text.lower())) & NUMBER_WORDS_38) or any(
        word in text for word in NUMBER_SUBSTRINGS_38)


def test_holdout38_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # As holdout37's: every holdout38 scope changes three facts, one corrected a day after it was written (a crafts fair,
    # trade fair, food bazaar, food festival, New Year fair, library switch-over, nativity play, carol service ringing,
    # dog show, market stall, open day or school fair date), one changed by word from a third party inside a dated
    # English episode, never a number (a tempo, pickup, bus, lorry, estate car or minibus sold, an account or a laundry
    # closed, a rep retired, a wholesaler's calls stopped), and one changed twice, the newest in passing in number words
    # and mostly for another pack, unit or time. In the five bilingual scopes the corrections are in the scope's
    # language over English in three (Hindi, Tigrinya, Javanese) and in English over it in two (Igbo, Turkmen); the
    # third party's word in English over the scope's language in all five; the twice-changed facts' newest notes in
    # Hindi, Javanese or Igbo number words over English in three and in English over Tigrinya or Turkmen in two.
    across = changes_across_languages(HOLDOUT38, LANGUAGE_SCOPES_38, not_english_38, says_a_number_word_38)
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across


def test_holdout38_names_a_renamed_thing_and_a_person_by_role_in_newer_notes() -> None:
    # As holdout37: every scope holds a thing renamed ("has been renamed the Cottam Room", "has been renamed the
    # Hayloft") or a person named only by a new role ("the spice traders' association's new treasurer", "the library
    # consortium's new IT manager") in a dated episode of the last month.
    memories, _ = records(HOLDOUT38)
    recent = [m for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31]
    renamed = {m["scope"] for m in recent if re.search(r"\b(?:called|renamed|name)\b", m["text"])}
    by_role = {m["scope"] for m in recent if re.search(r"\bnew (?:\w+ )?(?:treasurer|manager|secretary|adviser)\b",
                                                       m["text"])}
    assert len(renamed) >= 2 and len(by_role) >= 5 and len(renamed | by_role) == 12, (renamed, by_role)


def test_holdout38_asks_again_a_clarifying_question_only_the_users_terse_reply_answers() -> None:
    # New in holdout38: agents keep notes of the clarifying questions they put to their user and the user's terse
    # answers ("Clarifying question to Fulbert: who rings the tenor for the Winstanley wedding? - Fulbert's answer:
    # Hilaria's husband, since I'm away that weekend"). Every scope holds one such recent note, and a lookup asks the
    # agent's question again: it shares a content word with the question part of the note and none with the reply,
    # so the words that match are the agent's own and the answer, as a careful human reads it, is only the reply.
    memories, cases = records(HOLDOUT38)
    by_ref = {m["ref"]: m for m in memories}
    notes = {}
    for m in memories:
        said = m["text"].split(": ", 1)[1] if m["kind"] == "episode" else ""
        found = re.fullmatch(r"Clarifying question to (\w+): ([^?]+\?) - \1's answer: (.+)", said)
        if found:
            assert m["days_ago"] <= 31 and len(found.group(3).split()) <= 12, m["ref"]
            notes[m["ref"]] = ({w for w in content_words(found.group(2)) if len(w) >= 4},
                               {w for w in content_words(found.group(3)) if len(w) >= 4})
    assert len({by_ref[ref]["scope"] for ref in notes}) == len(notes) == 12
    asked = set()
    for case in cases:
        if case["category"] != "lookup" or len(case["expected"]) != 1 or case["expected"][0] not in notes:
            continue
        question = {w for w in content_words(case["question"]) if len(w) >= 4}
        asking, reply = notes[case["expected"][0]]
        assert question & asking and not question & reply, case["name"]
        asked.add(case["scope"])
    assert len(asked) == 12, sorted({by_ref[ref]["scope"] for ref in notes} - asked)


# Function words (and a few everyday words) of the languages holdout39's notes are kept in and its questions are asked
# in - Quechua, Wolof and Oromo, and Norwegian, Hungarian, Romanian, Indonesian, Croatian, Catalan, Slovak, Icelandic,
# Estonian, Tagalog, Lithuanian and Swahili over English memories - none of them an English word; a letter beyond
# Latin Extended-B marks Tibetan, Maithili, Greek, Russian, Vietnamese, Hebrew, Ukrainian, Thai, Bulgarian, Hindi and
# Arabic text.
NOT_ENGLISH_39 = {"manan", "sapa", "llaqtaman", "allichay", "kunanqa", "pitaq", "pimantataq", "danuy", "rekk", "ci",
                  "sunu", "léegi", "dafay", "moo", "keenya", "irratti", "keessa", "ergina", "amma", "eenyutu", "eenyu",
                  "irraa", "hin", "hvilke", "kitől", "când", "kepada", "siapa", "koga", "són", "els", "kedy", "nikdy",
                  "hverjum", "millal", "keegi", "kanino", "kada", "niekada", "nani", "alimfundisha"}
LANGUAGE_SCOPES_39 = {"carpet:dhargyeling-weavers-jawalakhel", "makhana:mithila-makhana-udyog-darbhanga",
                      "weaving:awana-wasi-sumaq-chinchero", "bissap:jus-yu-neex-rufisque", "coffee:buna-caaltuu-agaro"}
# Number words a newest value may be given in, in English ("eleven thousand rupees", "two hundred and ten pounds a
# quarter", "sixteen pounds a gallon", "twelve pounds for the winter season", "sixty pounds", "fifty pounds") and in the
# scope's language (Quechua hundred and ten, Oromo thousand, hundred and ten, Maithili thousand); the Devanagari one is
# looked for as a substring, since its vowel signs split it into several regex words.
NUMBER_WORDS_39 = {"thousand", "hundred", "eleven", "twelve", "sixteen", "forty", "fifty", "sixty", "pachak", "chunka",
                   "kuma", "dhibba", "kudhan"}
NUMBER_SUBSTRINGS_39 = ("हजार",)


not_english_39 = reads_foreign(NOT_ENGLISH_39, ",:;()?¿!.？؟")


def says_a_number_word_39(text: str) -> bool:
    return bool(set(re.findall(r"[\w-]+", text.lower())) & NUMBER_WORDS_39) or any(
        word in text for word in NUMBER_SUBSTRINGS_39)


def test_holdout39_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # As holdout38's: every holdout39 scope changes three facts, one corrected a day after it was written (a carpet
    # fair, a makhana fair, a Christmas market, a Christmas fair, a coffee show, a payment-page switch, a distillery
    # tasting, a Christmas match, a carol stop, a lights switch-on stall, a Christmas Day dip's hour, an open afternoon),
    # one changed by word from a third party inside a dated English episode, never a number (a jeep, a minibus, a lorry,
    # a car and an outdoor centre's minibus sold, a bus company's roof goods and a courier's run stopped, a driver given
    # up, a mail account and a taxi firm closed, a greengrocer and a rep retired), and one changed twice, the newest in
    # passing in number words and mostly for another pack, unit or time. In the five bilingual scopes the corrections
    # are in the scope's language over English in three (Tibetan, Maithili, Quechua) and in English over it in two
    # (Wolof, Oromo); the third party's word in English over the scope's language in all five; the twice-changed facts'
    # newest notes in Maithili, Quechua or Oromo number words over English in three and in English over Tibetan or
    # Wolof in two.
    across = changes_across_languages(HOLDOUT39, LANGUAGE_SCOPES_39, not_english_39, says_a_number_word_39)
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across


def test_holdout39_names_a_renamed_thing_and_a_person_by_role_in_newer_notes() -> None:
    # As holdout38: every scope holds a thing renamed ("has been renamed the Tankard", "has been renamed the Bookworm
    # Rambler") or a person named only by a new role ("the makhana growers' association's new treasurer", "the river's
    # new fishery adviser") in a dated episode of the last month.
    memories, _ = records(HOLDOUT39)
    recent = [m for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31]
    renamed = {m["scope"] for m in recent if re.search(r"\b(?:called|renamed|name)\b", m["text"])}
    by_role = {m["scope"] for m in recent if re.search(r"\bnew (?:\w+ )?(?:treasurer|manager|secretary|adviser)\b",
                                                       m["text"])}
    assert len(renamed) >= 2 and len(by_role) >= 5 and len(renamed | by_role) == 12, (renamed, by_role)


INVITE_39 = re.compile(r"Calendar invite pasted - Title: ([^|]+) \| When: ([^|]+) \| Where: ([^|]+) \| "
                       r"Organiser: ([^|]+) \| Notes: ([^|]+)")


def test_holdout39_asks_what_only_a_pasted_calendar_invites_notes_field_answers() -> None:
    # New in holdout39: agents keep calendar invites their user pastes in, with the invite's fields as the calendar
    # wrote them ("Calendar invite pasted - Title: Release walk at the allotments site | When: Sat 7 Nov, 16:00 | Where:
    # the top gate by plot thirty | Organiser: Berenike | Notes: the two carriers, head torches and dried mealworms").
    # Every scope holds one such recent note, its When in the days still to come, and a lookup asks what the event the
    # title names needs: it shares a content word with the Title field and none with the Notes field, so the words
    # that match are the title's and the answer, as a careful human reads the fields, is only the Notes.
    memories, cases = records(HOLDOUT39)
    by_ref = {m["ref"]: m for m in memories}
    invites = {}
    for m in memories:
        said = m["text"].split(": ", 1)[1] if m["kind"] == "episode" else ""
        found = INVITE_39.fullmatch(said)
        if found:
            assert m["days_ago"] <= 31 and re.match(r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d+ Nov\b", found.group(2)), \
                m["ref"]
            invites[m["ref"]] = ({w for w in content_words(found.group(1)) if len(w) >= 4},
                                 {w for w in content_words(found.group(5)) if len(w) >= 4})
    assert len({by_ref[ref]["scope"] for ref in invites}) == len(invites) == 12
    asked = set()
    for case in cases:
        if case["category"] != "lookup" or len(case["expected"]) != 1 or case["expected"][0] not in invites:
            continue
        question = {w for w in content_words(case["question"]) if len(w) >= 4}
        title, notes = invites[case["expected"][0]]
        assert question & title and not question & notes, case["name"]
        asked.add(case["scope"])
    assert len(asked) == 12, sorted({by_ref[ref]["scope"] for ref in invites} - asked)


# Function words (and a few everyday words) of the languages holdout40's notes are kept in and its questions are asked
# in - Ilocano, Tswana and Lingala, and Spanish, Dutch, German, Polish, French, Finnish, Italian, Czech, Portuguese,
# Swedish, Danish, Turkish, Latvian, Malay and Welsh over English memories - none of them an English word; a letter
# beyond Latin Extended-B marks Bhojpuri, Konkani, Japanese, Korean, Chinese, Persian, Serbian and Bengali text.
NOT_ENGLISH_40 = {"ti", "iti", "ket", "dagiti", "sino", "saan", "mi", "nga", "idi", "babaen", "ka", "ke", "rona",
                  "fela", "yo", "mang", "kwa", "mo", "ya", "seng", "jaanong", "tsenye", "sepe", "biso", "kaka", "nani", "mpe", "lisusu",
                  "sikoyo", "qué", "heeft", "wo", "kto", "quel", "kuka", "quali", "kdo", "quem",
                  "vem", "hvilke", "kim", "kādu", "berapa", "pwy"}
LANGUAGE_SCOPES_40 = {"sattu:rajkali-sattu-mill-ballia", "feni:bonddam-bhatti-quepem", "burnay:pagdamilian-caoayan",
                      "phane:mopane-worm-traders-serowe", "kwanga:bakeri-ya-kwanga-mbandaka"}
# Number words a newest value may be given in, in English ("four thousand eight hundred rupees", "sixty pounds",
# "forty-five pounds", "ninety-five pounds") and in the scope's language (Ilocano thousand and hundred, Lingala
# thousand, ten and tens, Konkani thousand); the Devanagari one is looked for as a substring, since its vowel signs
# split it into several regex words.
NUMBER_WORDS_40 = {"thousand", "hundred", "sixty", "forty-five", "ninety-five", "ribu", "gasut", "nkoto", "zomi",
                   "ntuku"}
NUMBER_SUBSTRINGS_40 = ("हजार",)


not_english_40 = reads_foreign(NOT_ENGLISH_40, ",:;()?¿!.？؟")


def says_a_number_word_40(text: str) -> bool:
    return bool(set(re.findall(r"[\w-]+", text.lower())) & NUMBER_WORDS_40) or any(
        word in text for word in NUMBER_SUBSTRINGS_40)


def test_holdout40_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # As holdout39's: every holdout40 scope changes three facts, one corrected a day after it was written (a winter
    # mela, a Christmas feast fair, a Christmas bazaar, two Christmas markets, an open studio, a ghost walk, a pigeon
    # show, a Christmas food market, an opening night, a dinner dance, a guitar show), one changed by word from a third
    # party inside a dated English episode, never a number (a tempo, a pickup, a truck, a bakkie, a boat and a cattle
    # trailer sold, a paper merchant's van and a milk tanker's call stopped, an answering service shut, a
    # transporter's driver given up, a machinery dealer and a timber merchant's driver retired), and one changed
    # twice, the newest in passing in number words and mostly for another pack, unit or time. In the five bilingual
    # scopes the corrections are in the scope's language over English in three (Bhojpuri, Konkani, Ilocano) and in
    # English over it in two (Tswana, Lingala); the third party's word in English over the scope's language in all
    # five; the twice-changed facts' newest notes in Konkani, Ilocano or Lingala number words over English in three and
    # in English over Bhojpuri or Tswana in two.
    across = changes_across_languages(HOLDOUT40, LANGUAGE_SCOPES_40, not_english_40, says_a_number_word_40)
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across


def test_holdout40_names_a_renamed_thing_and_a_person_by_role_in_newer_notes() -> None:
    # As holdout39: every scope holds a thing renamed ("was renamed the Whinchat Loft", "was renamed the Dressing
    # Barn") or a person named only by a new role ("the potters' guild's new treasurer", "the council's new tourism
    # manager") in a dated episode of the last month.
    memories, _ = records(HOLDOUT40)
    recent = [m for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31]
    renamed = {m["scope"] for m in recent if re.search(r"\b(?:called|renamed|name)\b", m["text"])}
    by_role = {m["scope"] for m in recent if re.search(r"\bnew (?:\w+ )?(?:treasurer|manager|secretary|adviser)\b",
                                                       m["text"])}
    assert len(renamed) >= 2 and len(by_role) >= 5 and len(renamed | by_role) == 12, (renamed, by_role)


VOICE_40 = re.compile(r"Voice note transcribed - (.+?) - ((?:no, wait|no, sorry|sorry, I mean),? (.+?)) - (.+)")
FILLERS_40 = {"um", "er", "erm", "uh", "eh"}


def test_holdout40_asks_what_only_a_voice_notes_self_correction_answers() -> None:
    # New in holdout40: agents keep voice notes their user dictates, transcribed as spoken, fillers and all, with the
    # speaker correcting a slip mid-sentence ("Voice note transcribed - er, so the vet comes to do the, um, canker
    # check on Thursday - no, wait, Saturday - and the birds are to be kept in"). Every scope holds one such recent
    # note, whose first words hold a filler and a value the correction then replaces with another, and a lookup
    # asks what only that note answers: it shares a content word with the note, and the answer, as a careful human
    # hears it, is the value said after "no, wait", not the one before it.
    memories, cases = records(HOLDOUT40)
    by_ref = {m["ref"]: m for m in memories}
    voiced = {}
    for m in memories:
        said = m["text"].split(": ", 1)[1] if m["kind"] == "episode" else ""
        if not said.startswith("Voice note transcribed"):
            continue
        found = VOICE_40.fullmatch(said)
        assert found and m["days_ago"] <= 31, m["ref"]
        slip, value = found.group(1), found.group(3)
        assert set(re.findall(r"\w+", slip.lower())) & FILLERS_40, m["ref"]
        tail = " ".join(re.findall(r"[\w-]+", slip)[-len(value.split()):])
        assert tail.lower() != value.lower(), m["ref"]
        voiced[m["ref"]] = {w for w in content_words(said) if len(w) >= 4}
    assert len({by_ref[ref]["scope"] for ref in voiced}) == len(voiced) == 12
    asked = set()
    for case in cases:
        if case["category"] != "lookup" or case["expected"] == [] or case["expected"][0] not in voiced:
            continue
        assert len(case["expected"]) == 1, case["name"]
        assert {w for w in content_words(case["question"]) if len(w) >= 4} & voiced[case["expected"][0]], case["name"]
        asked.add(case["scope"])
    assert len(asked) == 12, sorted({by_ref[ref]["scope"] for ref in voiced} - asked)


# Function words (and a few everyday words) of the languages holdout41's notes are kept in and its questions are asked
# in - Papiamento, Tetum and Hiligaynon, and Norwegian, Hungarian, Romanian, Indonesian, Estonian, Lithuanian, Slovak,
# Croatian, Icelandic, Catalan, Swahili, Irish and Tagalog over English memories - none of them an English word; a
# letter beyond Latin Extended-B marks Cantonese, Sanskrit, Vietnamese, Greek, Russian, Ukrainian, Hindi, Arabic,
# Hebrew and Thai text.
NOT_ENGLISH_41 = {"nos", "ta", "ku", "riba", "nunka", "ken", "molina", "sako", "siña", "ami", "iha", "ho", "nia",
                  "sira", "mak", "hanorin", "husi", "loron", "la'ós", "ang", "sang", "sa", "kag", "indi", "sin-o",
                  "amon", "nagtaas", "hvilke", "hva", "milyen", "cine", "kapan", "apa", "kes", "kaip", "čom", "tko",
                  "hvar", "quines", "kwa", "gani", "conas", "agus", "sino", "ng"}
LANGUAGE_SCOPES_41 = {"pastechi:kushina-yaritza-barber", "siumei:ying-kee-siumei-shamshuipo",
                      "patra:kramuka-patra-shala-mattur", "tais:tesi-fatin-covalima",
                      "piaya:hurnohan-consolacion-bacolod"}
# Number words a newest value may be given in, in English ("a hundred and twenty pounds", "four thousand two hundred
# pesos") and in the scope's language (Papiamento hundred and twenty, Tetum ten and twenty); the Han ones are looked for
# as substrings, since Cantonese is written without spaces.
NUMBER_WORDS_41 = {"thousand", "hundred", "shen", "binti", "sanulu", "rua-nulu"}
NUMBER_SUBSTRINGS_41 = ("千", "百")


not_english_41 = reads_foreign(NOT_ENGLISH_41, ",:;()?¿!.？،")


def says_a_number_word_41(text: str) -> bool:
    return bool(set(re.findall(r"[\w'-]+", text.lower())) & NUMBER_WORDS_41) or any(
        word in text for word in NUMBER_SUBSTRINGS_41)


def test_holdout41_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # As holdout40's: every holdout41 scope changes three facts, one corrected a day after it was written (a Christmas
    # fair, two Christmas markets, a handicrafts mela, a Christmas craft fair, a Christmas bazaar, a curiosities fair,
    # a plant fair, a harp festival, a club's open competition, a quarry's open day, a bonspiel, a night market), one
    # changed by word from a third party inside a dated English episode, never a number (a driver moved away, gave up
    # his licence, took another job, went back to farming, a trucking business closed, a courier went to a salmon farm,
    # lost his licence, emigrated, a camper van scrapped, a fixer left the trade, a trailer stolen, a log supplier
    # moved away), and one changed twice, the newest in passing in number words and mostly for another pack or load.
    # In the five bilingual scopes the corrections are in the scope's language over English in three (Papiamento,
    # Tetum, Hiligaynon) and in English over it in two (Cantonese, Sanskrit); the third party's word in English over
    # the scope's language in all five; the twice-changed facts' newest notes in Papiamento, Cantonese or Tetum number
    # words over English in three and in English over Sanskrit or Hiligaynon in two.
    across = changes_across_languages(HOLDOUT41, LANGUAGE_SCOPES_41, not_english_41, says_a_number_word_41)
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across


def test_holdout41_names_a_renamed_thing_and_a_person_by_role_in_newer_notes() -> None:
    # As holdout40: every scope holds a thing renamed ("was renamed the Preparator's Room", "was renamed the
    # Carsphairn Sheet") or a person named only by a new role ("the harp society's new treasurer", "the memorial
    # masons' association's new regional manager") in a dated episode of the last month.
    memories, _ = records(HOLDOUT41)
    recent = [m for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31]
    renamed = {m["scope"] for m in recent if re.search(r"\b(?:called|renamed|name)\b", m["text"])}
    by_role = {m["scope"] for m in recent if re.search(r"\bnew (?:\w+ )?(?:treasurer|manager|secretary|adviser)\b",
                                                       m["text"])}
    assert len(renamed) >= 2 and len(by_role) >= 5 and len(renamed | by_role) == 12, (renamed, by_role)


QUOTE_41 = re.compile(r"Replying to ([A-Z][\w-]*(?: [A-Z][\w-]*)?)'s message \"([^\"]+\?)\": (.+)")


def test_holdout41_asks_what_only_the_reply_under_a_quoted_message_answers() -> None:
    # New in holdout41: agents keep a user's replies to a quoted message, the way chat apps show them ("Replying to
    # Pim's message \"Which crate goes to the ferry?\": the green one, by noon"). Every scope holds one such recent
    # note; the quoted message is a question and the reply after it gives the answer in words the quote does not use.
    # A lookup asks the quoted question in its own words: it shares a content word with the quote, and only the reply
    # answers it.
    memories, cases = records(HOLDOUT41)
    by_ref = {m["ref"]: m for m in memories}
    quoted = {}
    for m in memories:
        said = m["text"].split(": ", 1)[1] if m["kind"] == "episode" else ""
        if not said.startswith("Replying to "):
            continue
        found = QUOTE_41.fullmatch(said)
        assert found and m["days_ago"] <= 31, m["ref"]
        question, reply = content_words(found.group(2)), content_words(found.group(3))
        assert {w for w in reply if len(w) >= 4} - question, m["ref"]
        quoted[m["ref"]] = {w for w in question if len(w) >= 4}
    assert len({by_ref[ref]["scope"] for ref in quoted}) == len(quoted) == 12
    asked = set()
    for case in cases:
        if case["category"] != "lookup" or case["expected"] == [] or case["expected"][0] not in quoted:
            continue
        assert len(case["expected"]) == 1, case["name"]
        assert {w for w in content_words(case["question"]) if len(w) >= 4} & quoted[case["expected"][0]], case["name"]
        asked.add(case["scope"])
    assert len(asked) == 12, sorted({by_ref[ref]["scope"] for ref in quoted} - asked)


# Function words (and a few everyday words) of the languages holdout42's notes are kept in and its questions are asked
# in - Sicilian and Chavacano, and French, Polish, Dutch, Turkish, German, Czech, Welsh, Finnish, Italian, Swedish,
# Spanish, Danish, Portuguese, Latvian and Malay over English memories - none of them an English word; a letter beyond
# Latin Extended-B marks Twi (ɛ, ɔ), Awadhi, Rusyn, Japanese, Korean, Persian, Bengali, Georgian and Armenian text.
NOT_ENGLISH_42 = {"nostri", "si", "fannu", "cu", "nun", "mai", "pi", "ogni", "matina", "aieri", "jornu", "sbagghiatu",
                  "longa", "euru", "ci", "friiri", "vinni", "lunniri", "kame", "el", "ta", "na", "ya", "quien", "sala",
                  "escribi", "ayer", "ocupado", "ahora", "por", "combien", "utilise-t-on", "kogo", "wanneer", "worden",
                  "kimden", "womit", "werden", "kdo", "naučil", "beth", "ydyn", "mitä", "pitävät", "che", "sono",
                  "vem", "lärde", "qué", "cuál", "hvem", "lærte", "com", "que", "ko", "tiek", "daripada", "siapa"}
LANGUAGE_SCOPES_42 = {"panelle:friggitoria-zu-turi-bagheria", "satti:sattihan-tia-belen-zamboanga",
                      "chopbar:maame-akosua-chopbar-ejisu", "gur:kolhu-ramdulare-barabanki",
                      "lekvar:lekvar-u-vasylja-svidnik"}
# Number words a newest value may be given in: English ("one thousand and fifty cedis"), Sicilian fifty, Chavacano
# thousand and hundreds, Rusyn hundred and twenty.
NUMBER_WORDS_42 = {"thousand", "hundred", "cinquanta", "mil", "cientos", "сто", "двадцять"}


not_english_42 = reads_foreign(NOT_ENGLISH_42, ",:;()?¿!.")


def test_holdout42_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # As holdout41's: every holdout42 scope changes three facts, one corrected a day after it was written (without the
    # word "correction"), one changed by word from a third party inside a dated English episode, never a number (a
    # three-wheeler sold, a motorbike crash, a car seized, a tractor sold, a car written off, a driver moved away, a
    # camper stolen, a ranger's job, a pickup sold, a minibus scrapped, a hatchback failed its test, a knee operation),
    # and one changed twice, the newest in passing in number words and mostly for another pack or load. In the five
    # bilingual scopes the corrections are in the scope's language over English in three (Sicilian, Chavacano, Twi) and
    # in English over it in two (Awadhi, Rusyn); the third party's word in English over the scope's language in all
    # five; the twice-changed facts' newest notes in Sicilian, Chavacano or Rusyn number words over English in three
    # and in English over Twi or Awadhi in two.
    across = changes_across_languages(HOLDOUT42, LANGUAGE_SCOPES_42, not_english_42,
                                      lambda text: bool(set(re.findall(r"[\w'-]+", text.lower())) & NUMBER_WORDS_42))
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across
    memories, _ = records(HOLDOUT42)
    assert not any("correction" in m["text"].lower() for m in memories)


def test_holdout42_names_a_person_by_role_in_a_newer_note_of_every_scope() -> None:
    # Every holdout42 scope holds a person named only by a new role ("the street vendors' cooperative's new
    # treasurer", "the upholsterers' guild's new regional manager") in a dated episode of the last month.
    memories, _ = records(HOLDOUT42)
    by_role = {m["scope"] for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31
               and re.search(r"\bnew (?:\w+ )?(?:treasurer|manager|secretary|adviser)\b", m["text"])}
    assert len(by_role) == 12, by_role


RECEIPT_42 = re.compile(r"Receipt from \w[^:]*: (.+)")
RECEIPT_LINE_42 = re.compile(r"(\d+) x ([^@|]+?) @ [^\d|]*([\d,]+\.\d\d|[\d,]+) = [^\d|]*([\d,]+\.\d\d|[\d,]+)")


def test_holdout42_asks_what_only_a_pasted_receipts_item_line_answers() -> None:
    # New in holdout42: agents keep a receipt pasted into the notes with its item lines ("Receipt from Example
    # Hardware: 3 x brass hook @ £2.00 = £6.00 | 1 x tin of wax @ £5.00 = £5.00 | total £11.00"). Every scope holds
    # one such recent note whose lines add up (count times unit price is the line's sum, the lines sum to the
    # total); a lookup asks how many of one item were bought and at what price, sharing a word with that item's line
    # and with no other line, and only the receipt answers it.
    memories, cases = records(HOLDOUT42)
    by_ref = {m["ref"]: m for m in memories}
    items: dict[str, list[set[str]]] = {}
    for m in memories:
        said = m["text"].split(": ", 1)[1] if m["kind"] == "episode" else ""
        if not said.startswith("Receipt from "):
            continue
        found = RECEIPT_42.fullmatch(said)
        assert found and m["days_ago"] <= 31, m["ref"]
        lines = RECEIPT_LINE_42.findall(found.group(1))
        assert len(lines) >= 3, m["ref"]
        total = 0.0
        for count, _, each, line_sum in lines:
            assert abs(int(count) * float(each.replace(",", "")) - float(line_sum.replace(",", ""))) < 0.005, m["ref"]
            total += float(line_sum.replace(",", ""))
        stated = re.search(r"total [^\d]*([\d,]+\.\d\d|[\d,]+)", found.group(1))
        assert stated and abs(float(stated.group(1).replace(",", "")) - total) < 0.005, m["ref"]
        items[m["ref"]] = [{w for w in content_words(item) if len(w) >= 4} for _, item, _, _ in lines]
    assert len({by_ref[ref]["scope"] for ref in items}) == len(items) == 12
    asked = set()
    for case in cases:
        if case["category"] != "lookup" or case["expected"] == [] or case["expected"][0] not in items:
            continue
        assert len(case["expected"]) == 1, case["name"]
        words = {w for w in content_words(case["question"]) if len(w) >= 4}
        assert sum(1 for item in items[case["expected"][0]] if words & item) == 1, case["name"]
        asked.add(case["scope"])
    assert len(asked) == 12, sorted({by_ref[ref]["scope"] for ref in items} - asked)


# Function words (and a few everyday words) of the languages holdout43's notes are kept in and its questions are asked
# in - Neapolitan, Kapampangan and Luganda, and Romanian, Hungarian, Norwegian, Indonesian, Croatian, Catalan, Swahili,
# Icelandic, Tagalog, Estonian and Lithuanian over English memories - none of them an English word; a letter beyond
# Latin Extended-B marks Chuvash, Newar, Russian, Hindi, Greek, Tamil, Chinese, Arabic, Hebrew, Thai, Ukrainian and
# Vietnamese text.
NOT_ENGLISH_43 = {"noste", "fanno", "sulo", "cu", "maje", "ogne", "matina", "vanno", "duje", "juorne", "chi",
                  "venette", "addò", "sennò", "buono", "mo", "pe", "nu", "ing", "ning", "ampo", "deng", "keng", "bawat",
                  "ninu", "aldo", "ngeni", "mi", "tetuteekamu", "amagi", "tugagula", "yokka", "buli", "gali", "ani",
                  "yajja", "nga", "yayigiriza", "okukola", "yaffe", "nnabudde", "zaffe", "zikolebwa", "unde",
                  "cumpărăm", "pentru", "și", "trebuie", "honnan", "és", "hol", "kell", "hvor", "kjøper", "oljes",
                  "dari", "mana", "membeli", "harus", "disimpan", "odakle", "kupujemo", "mora", "što", "quin", "posem",
                  "els", "fem", "wapi", "vipi", "tunanunua", "hver", "kenndi", "hvaða", "saang", "ang", "mga", "aming",
                  "kailan", "hindi", "kust", "ostame", "mida", "tuleb", "enne", "iš", "išmoko", "kur"}
LANGUAGE_SCOPES_43 = {"sfogliatelle:pasticceria-donna-nunzia-portici", "tocino:tocinuan-apung-iru-guagua",
                      "rolex:kameeza-nakato-mukono", "khuplu:khuplu-pekarni-cheboksary",
                      "jujudhau:dhau-chhen-panauti"}
# Number words a newest value may be given in: English ("one hundred and fifty thousand shillings", "thirty-six
# pounds"), Neapolitan seventy, Kapampangan five hundred, Chuvash ten, five thousand and a hundred.
NUMBER_WORDS_43 = {"thousand", "hundred", "thirty-six", "sittanta", "limang", "dalan", "вунӑ", "пин", "ҫӗр"}


not_english_43 = reads_foreign(NOT_ENGLISH_43, ",:;()?¿!.")


def test_holdout43_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # As holdout42's: every holdout43 scope changes three facts, one corrected a day after it was written (without the
    # word "correction", told by what was checked: a poster, the town hall, the market office, the vicar), one changed
    # by word from a third party inside a dated English episode, never a number (a scooter stolen, a cart horse
    # retired, a motorbike impounded, a van failed its inspection, a motorcycle crushed, a car written off, a clutch
    # gone, black ice, a lorry taken back, a driver gone to the rigs, a van scrapped, an estate car stolen), and one
    # changed twice, the newest in passing in number words and for another pack or load. In the five bilingual scopes
    # the corrections are in the scope's language over English in three (Neapolitan, Kapampangan, Luganda) and in
    # English over it in two (Chuvash, Newar); the third party's word in English over the scope's language in all five;
    # the twice-changed facts' newest notes in Neapolitan, Kapampangan or Chuvash number words over English in three
    # and in English over Luganda or Newar in two.
    across = changes_across_languages(HOLDOUT43, LANGUAGE_SCOPES_43, not_english_43,
                                      lambda text: bool(set(re.findall(r"[\w'-]+", text.lower())) & NUMBER_WORDS_43))
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across
    memories, _ = records(HOLDOUT43)
    assert not any("correction" in m["text"].lower() for m in memories)


def test_holdout43_names_a_person_by_role_in_a_newer_note_of_every_scope() -> None:
    # Every holdout43 scope holds a person named only by a new role ("the market vendors' association's new
    # secretary", "the church bell ringers' guild's new tower steward") in a dated episode of the last month.
    memories, _ = records(HOLDOUT43)
    by_role = {m["scope"] for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31
               and re.search(r"\bnew (?:\w+ )?(?:treasurer|secretary|chairperson|coordinator|steward)\b", m["text"])}
    assert len(by_role) == 12, by_role


FORM_43 = re.compile(r"Filled in the ([^:]+?) and kept a copy: (.+)")
FIELD_43 = re.compile(r"([A-Z][^:|]*): ([^|]+)")


def test_holdout43_asks_what_only_a_filled_in_forms_field_answers() -> None:
    # New in holdout43: agents keep a copy of a form the user filled in, field by field ("Filled in the example
    # council's permit form and kept a copy: Applicant: Example Ltd | Vehicle: white van | Days needed: Mondays |
    # Parking bay: rear yard"). Every scope holds one such recent note of at least five fields; a lookup asks what was
    # put in one field, sharing a word with that field's label and with no other label, and only the form answers it.
    memories, cases = records(HOLDOUT43)
    by_ref = {m["ref"]: m for m in memories}
    labels: dict[str, list[set[str]]] = {}
    for m in memories:
        said = m["text"].split(": ", 1)[1] if m["kind"] == "episode" else ""
        if not said.startswith("Filled in "):
            continue
        found = FORM_43.fullmatch(said)
        assert found and m["days_ago"] <= 31, m["ref"]
        fields = [FIELD_43.fullmatch(field.strip()) for field in found.group(2).rstrip(".").split(" | ")]
        assert len(fields) >= 5 and all(fields), m["ref"]
        labels[m["ref"]] = [{w for w in content_words(f.group(1)) if len(w) >= 4} for f in fields if f]
    assert len({by_ref[ref]["scope"] for ref in labels}) == len(labels) == 12
    asked = set()
    for case in cases:
        if case["category"] != "lookup" or case["expected"][0] not in labels:
            continue
        assert len(case["expected"]) == 1, case["name"]
        words = {w for w in content_words(case["question"]) if len(w) >= 4}
        assert sum(1 for label in labels[case["expected"][0]] if words & label) == 1, case["name"]
        asked.add(case["scope"])
    assert len(asked) == 12, sorted({by_ref[ref]["scope"] for ref in labels} - asked)


# Function words (and a few everyday words) of the languages holdout44's notes are kept in and its questions are asked
# in - Venetian, Waray and Bikol, and Spanish, Polish, German, Turkish, French, Czech, Italian, Dutch, Portuguese,
# Finnish, Swedish, Latvian, Danish and Slovak over English memories - none of them an English word; a letter beyond
# Latin Extended-B marks Sakha (Yakut), Marwari, Japanese, Korean, Persian, Bulgarian, Serbian, Urdu and Georgian text.
NOT_ENGLISH_44 = {"nostri", "bigoi", "anara", "soltanto", "ogni", "matina", "volantin", "xe", "zornada", "desso",
                  "imparà", "doparar", "amon", "ginhihimo", "ginkukuha", "ngan", "gindadara", "kada", "nagpapabayad",
                  "katapos", "gintaasan", "ginpakianhan", "nagtilaw", "tikang", "nahibaro", "diin", "samuyang",
                  "ginigibo", "asin", "binabakal", "dinadara", "lamesa", "ngunyan", "siisay", "nagtikim", "nanodan",
                  "kiisay", "qué", "atamos", "escobas", "madera", "kiedy", "tniemy", "długo", "werden", "unsere",
                  "kerzen", "und", "nereden", "alıyoruz", "kaç", "notre", "étain", "plomb", "odkud", "kupujeme",
                  "musíme", "stoffa", "sono", "quante", "nostre", "welk", "zijn", "hout", "moeten", "usamos",
                  "palhetas", "quente", "mistä", "ostamme", "miten", "vilket", "använder", "och", "varje", "kurienes",
                  "mēs", "pērkam", "cik", "hvad", "hvordan", "bliver", "odkiaľ", "berieme", "ako", "musia"}
LANGUAGE_SCOPES_44 = {"bigoli:bigoleria-siora-toniola-bassano", "binagol:binagolan-inang-iday-dagami",
                      "pilitarts:tartahan-tiya-oray-daraga", "kymys:kymys-yiete-nyurba", "ghevar:ghevar-haveli-nokha"}
# Number words a newest value may be given in: English ("forty-two pounds for a carton of five reels", "four thousand
# two hundred roubles"), Venetian sixty and five, Bikol three thousand and five, Marwari ten, seven, hundred and fifty.
NUMBER_WORDS_44 = ("thousand", "hundred", "forty-two", "sixty-five", "seventy-five", "sessanta", "sinque", "tolong",
                   "ribo", "limang", "दस", "सात", "सौ", "पचास")


not_english_44 = reads_foreign(NOT_ENGLISH_44, ",:;()?¿!.")


def test_holdout44_changes_three_facts_in_every_scope_in_three_ways_and_across_languages_both_ways() -> None:
    # As holdout43's: every holdout44 scope changes three facts, one corrected a day after it was written (without the
    # word "correction", told by what was checked: a council flyer, the barangay hall, a tourism hoarding, a fair's
    # website, badges in the post, a poster in a library window), one changed by word from a third party inside a
    # dated English episode, never a number (a three-wheeler towed, a flooded engine, a suspended tricycle franchise,
    # a broken track rod, a scooter fire, a blown exhaust, a lost driving licence, a carrier ending rural pickups, a
    # train cut from the timetable, a clamped van, a courier in administration, a broken wrist), and one changed twice,
    # the newest in passing in number words and for another pack or load. In the five bilingual scopes the corrections
    # are in the scope's language over English in three (Venetian, Waray, Sakha) and in English over it in two (Bikol,
    # Marwari); the third party's word in English over the scope's language in all five; the twice-changed facts'
    # newest notes in Venetian, Bikol or Marwari number words over English in three and in English over Waray or Sakha
    # in two.
    across = changes_across_languages(HOLDOUT44, LANGUAGE_SCOPES_44, not_english_44,
                                      lambda text: any(word in text.lower() for word in NUMBER_WORDS_44))
    assert across == {("corrected", True): 3, ("corrected", False): 2, ("third party", False): 5,
                      ("twice", True): 3, ("twice", False): 2}, across
    memories, _ = records(HOLDOUT44)
    assert not any("correction" in m["text"].lower() for m in memories)


def test_holdout44_names_a_person_by_role_in_a_newer_note_of_every_scope() -> None:
    # Every holdout44 scope holds a person named only by a new role ("the fresh pasta makers' guild's new bursar", "the
    # map collectors' circle's new programme organiser") in a dated episode of the last month.
    memories, _ = records(HOLDOUT44)
    role = re.compile(r"\bnew (?:[\w-]+ )?(?:bursar|auditor|registrar|treasurer|secretary|editor|clerk|archivist"
                      r"|officer|librarian|organiser)\b")
    by_role = {m["scope"] for m in memories if m["kind"] == "episode" and m["days_ago"] <= 31 and role.search(m["text"])}
    assert len(by_role) == 12, by_role


TABLE_44 = re.compile(r"Pasted the ([^:\n]+) from ([^:\n]+):((?:\n\|[^\n]+\|)+)")


def table_cells(row: str) -> list[str]:
    return [cell.strip() for cell in row.strip().strip("|").split("|")]


def test_holdout44_asks_what_only_a_pasted_tables_cell_answers() -> None:
    # New in holdout44: agents keep a table the user pasted from a shared sheet or an e-mail, as Markdown rows
    # ("Pasted the example rota from the shared sheet:" then "| Day | Driver | Van |", "| --- | --- | --- |", "| Mon |
    # Ann | white |"). Every scope holds one such recent note of a header, a separator and at least three rows of four
    # cells; a lookup asks one cell, naming its row by the row's first cell and its column by a word of exactly one
    # header, so only reading the row against the header answers it.
    memories, cases = records(HOLDOUT44)
    by_ref = {m["ref"]: m for m in memories}
    tables: dict[str, tuple[list[set[str]], list[set[str]]]] = {}
    for m in memories:
        said = m["text"].split(": ", 1)[1] if m["kind"] == "episode" else ""
        if not said.startswith("Pasted the "):
            continue
        found = TABLE_44.fullmatch(said)
        assert found and m["days_ago"] <= 31, m["ref"]
        rows = [table_cells(row) for row in found.group(3).strip("\n").split("\n")]
        header, separator, body = rows[0], rows[1], rows[2:]
        assert len(header) >= 4 and all(set(cell) == {"-"} for cell in separator), m["ref"]
        assert len(body) >= 3 and all(len(row) == len(header) == len(separator) for row in body), m["ref"]
        tables[m["ref"]] = ([{w for w in content_words(label) if len(w) >= 4} for label in header],
                            [content_words(row[0]) for row in body])
    assert len({by_ref[ref]["scope"] for ref in tables}) == len(tables) == 12
    asked = set()
    for case in cases:
        if case["category"] != "lookup" or case["expected"][0] not in tables:
            continue
        assert len(case["expected"]) == 1, case["name"]
        labels, keys = tables[case["expected"][0]]
        words = content_words(case["question"])
        assert sum(1 for label in labels if words & label) == 1, case["name"]
        assert sum(1 for key in keys if key <= words) == 1, case["name"]
        asked.add(case["scope"])
    assert len(asked) == 12, sorted({by_ref[ref]["scope"] for ref in tables} - asked)


@pytest.mark.parametrize("path", [HOLDOUT28, HOLDOUT29, HOLDOUT30, HOLDOUT31, HOLDOUT32, HOLDOUT33, HOLDOUT34,
                                  HOLDOUT35, HOLDOUT36, HOLDOUT37, HOLDOUT38, HOLDOUT39, HOLDOUT40, HOLDOUT41,
                                  HOLDOUT42, HOLDOUT43, HOLDOUT44],
                         ids=["holdout28", "holdout29", "holdout30", "holdout31", "holdout32", "holdout33",
                              "holdout34", "holdout35", "holdout36", "holdout37", "holdout38", "holdout39", "holdout40",
                              "holdout41", "holdout42", "holdout43", "holdout44"])
def test_holdout28_holds_two_identifiers_of_one_kind_for_one_person_and_asks_one(path: Path) -> None:
    # In every holdout28 and holdout29 scope one person holds two identifiers of one kind in two standing facts (two
    # CPH numbers, two UPI IDs, two phone numbers, two API key IDs, two licence numbers, two key fobs), each fact
    # starting with the person's name, and a lookup asks for what only one of them answers (an identifier: digits, or
    # a handle or address such as mfenwick-ashworth or an @ of a UPI ID).
    memories, cases = records(path)
    by_ref = {m["ref"]: m for m in memories}
    scopes = set()
    for case in cases:
        answer = by_ref[case["expected"][0]] if case["category"] == "lookup" else None
        if answer is None or "'s " not in answer["text"] or not re.search(r"\d|\w[-@.]\w", answer["text"]):
            continue
        person = answer["text"].split("'s ", 1)[0]
        twins = [m for m in memories if m["scope"] == case["scope"] and m["kind"] == "fact" and m["ref"] != answer["ref"]
                 and m["text"].startswith(person + "'s ") and re.search(r"\d|\w[-@.]\w", m["text"])]
        if len(person.split()) <= 2 and twins:
            scopes.add(case["scope"])
    assert len(scopes) == 12, sorted(scopes)


@pytest.mark.parametrize("path", [HOLDOUT27, HOLDOUT28, HOLDOUT29, HOLDOUT30, HOLDOUT31, HOLDOUT32, HOLDOUT33,
                                  HOLDOUT34, HOLDOUT35, HOLDOUT36, HOLDOUT37, HOLDOUT38, HOLDOUT39, HOLDOUT40,
                                  HOLDOUT41, HOLDOUT42, HOLDOUT43, HOLDOUT44],
                         ids=["holdout27", "holdout28", "holdout29", "holdout30", "holdout31", "holdout32",
                              "holdout33", "holdout34", "holdout35", "holdout36", "holdout37", "holdout38",
                              "holdout39", "holdout40", "holdout41", "holdout42", "holdout43", "holdout44"])
def test_holdout27_asks_one_of_two_standing_facts_about_the_same_thing(path: Path) -> None:
    # In most holdout27 and holdout28 scopes two standing facts (a year or more old) are about one subject - the van,
    # the tractor, the loans database, the cold store, the kiln - and a lookup asks what only one of them answers: the
    # question shares a content word with both, and expects the one.
    memories, cases = records(path)
    by_ref = {m["ref"]: m for m in memories}
    scopes = set()
    for case in cases:
        if case["category"] != "lookup":
            continue
        question = {w for w in content_words(case["question"]) if len(w) >= 4}
        answer = by_ref[case["expected"][0]]
        if not question & content_words(answer["text"]):
            continue
        shared = question & content_words(answer["text"])
        twins = [m for m in memories if m["scope"] == case["scope"] and m["kind"] == "fact" and m["days_ago"] >= 365
                 and m["ref"] != answer["ref"] and shared & content_words(m["text"])
                 and len(content_words(m["text"]) & content_words(answer["text"])) >= 3]
        if twins:
            scopes.add(case["scope"])
    assert len(scopes) >= 8, sorted(scopes)


@pytest.mark.parametrize("path", [HOLDOUT22, HOLDOUT23, HOLDOUT24, HOLDOUT25, HOLDOUT26, HOLDOUT27, HOLDOUT28,
                                  HOLDOUT29, HOLDOUT30, HOLDOUT31, HOLDOUT32, HOLDOUT33, HOLDOUT34, HOLDOUT35,
                                  HOLDOUT36, HOLDOUT37, HOLDOUT38, HOLDOUT39, HOLDOUT40, HOLDOUT41,
                                  HOLDOUT42, HOLDOUT43, HOLDOUT44],
                         ids=["holdout22", "holdout23", "holdout24", "holdout25", "holdout26", "holdout27", "holdout28",
                              "holdout29", "holdout30", "holdout31", "holdout32", "holdout33", "holdout34", "holdout35",
                              "holdout36", "holdout37", "holdout38", "holdout39", "holdout40", "holdout41",
                              "holdout42", "holdout43", "holdout44"])
def test_a_month_or_season_still_to_come_is_asked_in_every_scope(path: Path) -> None:
    # Users ask what is planned ("what's planned for December?", "who covers the summer?") as well as what happened:
    # every holdout22 to holdout29 scope asks one temporal question naming a month or season after EVAL_NOW, answered
    # by a dated note of the plan; other temporal questions name a past day or month or an event ("the week after the
    # inspection", "since the move", "since his knock to the head").
    memories, cases = records(path)
    by_ref = {m["ref"]: m for m in memories}
    coming = ("december", "january", "february", "march", "spring", "summer", "winter", "christmas")
    ahead = [c for c in cases if c["category"] == "temporal" and any(w in c["question"].lower() for w in coming)
             and all("plan" in by_ref[ref]["text"] for ref in c["expected"])]
    assert len(ahead) == 12 and len({c["scope"] for c in ahead}) == 12, [c["name"] for c in ahead]
    anchored = [c for c in cases if c["category"] == "temporal"
                and any(w in c["question"].lower() for w in (" after ", " since "))]
    assert len(anchored) >= 12, [c["name"] for c in anchored]


@pytest.mark.parametrize("path, not_english, language_scopes", [
    (HOLDOUT22, not_english_22, LANGUAGE_SCOPES_22), (HOLDOUT23, not_english_23, LANGUAGE_SCOPES_23),
    (HOLDOUT24, not_english_24, LANGUAGE_SCOPES_24), (HOLDOUT25, not_english_25, LANGUAGE_SCOPES_25),
    (HOLDOUT26, not_english_26, LANGUAGE_SCOPES_26), (HOLDOUT27, not_english_27, LANGUAGE_SCOPES_27),
    (HOLDOUT28, not_english_28, LANGUAGE_SCOPES_28), (HOLDOUT29, not_english_29, LANGUAGE_SCOPES_29),
    (HOLDOUT30, not_english_30, LANGUAGE_SCOPES_30), (HOLDOUT31, not_english_31, LANGUAGE_SCOPES_31),
    (HOLDOUT32, not_english_32, LANGUAGE_SCOPES_32), (HOLDOUT33, not_english_33, LANGUAGE_SCOPES_33),
    (HOLDOUT34, not_english_34, LANGUAGE_SCOPES_34), (HOLDOUT35, not_english_35, LANGUAGE_SCOPES_35),
    (HOLDOUT36, not_english_36, LANGUAGE_SCOPES_36),
    (HOLDOUT37, not_english_37, LANGUAGE_SCOPES_37), (HOLDOUT38, not_english_38, LANGUAGE_SCOPES_38),
    (HOLDOUT39, not_english_39, LANGUAGE_SCOPES_39), (HOLDOUT40, not_english_40, LANGUAGE_SCOPES_40),
    (HOLDOUT41, not_english_41, LANGUAGE_SCOPES_41), (HOLDOUT42, not_english_42, LANGUAGE_SCOPES_42),
    (HOLDOUT43, not_english_43, LANGUAGE_SCOPES_43), (HOLDOUT44, not_english_44, LANGUAGE_SCOPES_44)],
    ids=["holdout22", "holdout23", "holdout24", "holdout25", "holdout26", "holdout27", "holdout28", "holdout29",
         "holdout30", "holdout31", "holdout32", "holdout33", "holdout34", "holdout35", "holdout36", "holdout37", "holdout38",
         "holdout39", "holdout40", "holdout41", "holdout42", "holdout43", "holdout44"])
def test_five_scopes_keep_two_languages_and_ask_across_them_both_ways(
        path: Path, not_english: Callable[[str], bool], language_scopes: set[str]) -> None:
    # Five of the set's twelve scopes keep notes in another language next to English ones (holdout22: Latvian,
    # Bulgarian, Welsh, Norwegian, Bengali; holdout23: Catalan, Tagalog, Persian, Slovak, Korean; holdout24: Urdu,
    # Amharic, Hebrew, Albanian, Russian; holdout25: Armenian, Kazakh, Azerbaijani, Uzbek, Mongolian; holdout26:
    # Sinhala, Khmer, Basque, Maltese, Nepali; holdout27: Galician, Afrikaans, Macedonian, Gujarati, Irish; holdout28:
    # Serbian, Punjabi, Scottish Gaelic, Haitian Creole, Maori; holdout29: Belarusian, Telugu, Yoruba, Luxembourgish,
    # Zulu; holdout30: Kannada, Malayalam, Hausa, Breton, West Frisian; holdout31: Tajik, Lao, Somali, Occitan,
    # Faroese; holdout32: Kyrgyz, Marathi, Malagasy, Corsican, Kurmanji Kurdish; holdout33: Burmese, Yiddish, Danish,
    # Cebuano, Esperanto; holdout34: Tatar, Pashto, Romansh, Samoan, Asturian; holdout35: Bashkir, Uyghur, Sardinian,
    # Hawaiian, Xhosa) and ask one temporal
    # question in that language; the other seven are written in English. Cross-lingual questions run both ways: in a
    # bilingual scope two English questions over its own-language notes and one in its language over an English
    # memory; in an English scope all three in other languages.
    memories, cases = records(path)
    by_ref = {m["ref"]: m for m in memories}
    assert {m["scope"] for m in memories if not_english(m["text"])} == language_scopes
    crossing = [c for c in cases if c["category"] == "cross_lingual"]
    english_over_other, other_over_english = both_ways(crossing, by_ref, not_english)
    assert len(english_over_other) == 10 and {c["scope"] for c in english_over_other} == language_scopes
    assert len(other_over_english) == len(crossing) - 10 == 26, [c["name"] for c in crossing]
    temporal = [c for c in cases if c["category"] == "temporal" and not_english(c["question"])]
    assert len(temporal) == 5 and {c["scope"] for c in temporal} == language_scopes


def test_every_category_covers_several_scopes() -> None:
    _, cases = records(V2)
    scopes_of: defaultdict[str, set[str]] = defaultdict(set)
    for case in cases:
        scopes_of[case["category"]].add(case["scope"])
    assert all(len(scopes) >= 8 for scopes in scopes_of.values()), scopes_of
