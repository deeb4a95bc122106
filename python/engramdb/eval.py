"""Retrieval evaluation: recall@k over (scope, question, expected ids) cases.

Test retrieval apart from any model: for each question, note which memory should come back, and measure
how often it is in the top k. ``recall_at_k`` does that on a store; ``load_cases`` builds a store and its
cases from a JSONL file (``read_case_set`` also keeps the names); ``eval_main`` is
``engramdb eval [CASES.jsonl] [--k 5] [--json]``.

The case file (JSONL, one JSON object a line; blank lines and lines starting with ``#`` are skipped) has
two record types::

    {"type": "memory", "ref": "r1", "scope": "supplier:S1", "text": "...", "kind": "fact",
     "key": null, "importance": 0.5, "days_ago": 60, "source": "user",
     "trusted": true, "confidence": 1.0, "trigger": null, "guidance": null}
    {"type": "case", "name": "why-8841", "scope": "supplier:S1", "question": "...", "expected": ["r1"],
     "category": "identifier", "stale": []}

A case's ``category`` (optional) names what it tests (:data:`CATEGORIES`); ``stale`` (optional) lists older
values the expected memory replaced, which recall should rank below it; an ``abstention`` case has
``expected: []`` (the scope does not hold the answer). engramdb.quality scores a case set by category.
Only ``type``, ``ref``, ``scope`` and ``text`` of a memory are required (and a case's ``name`` is optional:
reports call a case by its name, else by its file and line, and a memory by its ``ref``) (kind "fact", importance 0.5,
days_ago 0, source "user", trusted true by default; a lesson is approved, as reviewed, unless ``"pending": true``).
Memories are written with plain ``remember`` (a ``key`` is an upsert: a later memory of the key supersedes
the earlier one) into a
fresh in-memory store whose clock is fixed at :data:`EVAL_NOW`, created ``days_ago`` days before it; a
case's ``expected`` names refs, which become the ids the store assigned. The package ships a case set
(suppliers, users and an organisation, some facts later superseded):
``engramdb/data/eval_cases.jsonl`` (:func:`shipped_cases_path`), which ``engramdb eval`` reads by default.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, NamedTuple, TextIO

from .errors import InvalidArgumentError, InvalidTypeError
from .schema import check_scope
from .store import MemoryStore

EVAL_NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)  # the fixed "today" of every loaded case file

_MEMORY_FIELDS = {"type", "ref", "scope", "text", "kind", "key", "importance", "days_ago", "source",
                  "trusted", "confidence", "trigger", "guidance", "pending"}
_CASE_FIELDS = {"type", "name", "scope", "question", "expected", "category", "stale"}
# What a case may test (its "category"): the question names a stored fact, asks it in other words, asks for a
# value that changed (the newest must come first), names a time, needs two memories, names an identifier, has
# no answer in the scope, or is asked in another language than the memory's.
CATEGORIES = ("lookup", "paraphrase", "changed_fact", "temporal", "multi_hop", "identifier", "abstention",
              "cross_lingual")


class CaseFileError(InvalidArgumentError):
    """A case file is malformed; ``path`` and ``line`` (1-based) say where."""

    def __init__(self, path: str, line: int, message: str) -> None:
        super().__init__(f"{path}:{line}: {message}")
        self.path = path
        self.line = line


class Case(NamedTuple):
    """One question: in `scope`, asking `question` should bring back the memories `expected` (ids), above the
    `stale` ones (older values they replaced); `category` says what the case tests (CATEGORIES, or "")."""

    scope: str
    question: str
    expected: tuple[str, ...]
    category: str = ""
    stale: tuple[str, ...] = ()


@dataclass
class EvalReport:
    """The result of :func:`recall_at_k`: recall = hits / total; misses are (case, ids recall returned)."""

    recall: float
    hits: int
    total: int
    k: int = 5
    all_expected: bool = False
    misses: list[tuple[Case, list[str]]] = field(default_factory=list)

    def summary(self) -> str:
        rule = "all expected" if self.all_expected else "any expected"
        return (f"recall@{self.k} = {self.recall:.3f} "
                f"({self.hits}/{self.total} cases found, {rule} in top {self.k})")


def _check_case(index: int, case: Any) -> Case:
    if isinstance(case, Case):
        return _check_case(index, tuple(case[:3]))._replace(category=case.category, stale=case.stale)
    try:
        scope, question, expected = case
    except (TypeError, ValueError):
        raise InvalidTypeError(f"case {index} must be (scope, question, expected ids)") from None
    check_scope(scope)
    if not isinstance(question, str) or not question.strip():
        raise InvalidArgumentError(f"case {index}: question must be a non-empty string")
    if isinstance(expected, str):
        expected = (expected,)
    try:
        expected = tuple(expected)
    except TypeError:
        raise InvalidTypeError(f"case {index}: expected must be a sequence of ids") from None
    if not expected or not all(isinstance(e, str) for e in expected):
        raise InvalidArgumentError(f"case {index}: expected must be a non-empty sequence of id strings")
    return Case(scope, question, expected)


def recall_at_k(store: MemoryStore, cases: Iterable[Any], k: int = 5, *, all_expected: bool = False,
                **recall_options: Any) -> EvalReport:
    """The fraction of cases whose expected memories are in the top k of ``store.recall(scope, question)``.

    A case is (scope, question, expected ids). It counts as found when ANY of its expected ids is among
    the top k (several acceptable answers), or, with ``all_expected=True``, only when ALL of them are.
    `recall_options` are passed to ``recall`` (weights, half_life_days, now, ...). Each case is one
    ``recall`` call, the same path an agent uses.
    """
    if isinstance(k, bool) or not isinstance(k, int):
        raise InvalidTypeError(f"k must be an integer, got {type(k).__name__}")
    if k <= 0:
        raise InvalidArgumentError(f"k must be > 0, got {k}")
    # abstention cases (nothing expected, from a case file) have nothing to find: engramdb.quality scores them
    checked = [_check_case(i, case) for i, case in enumerate(cases)
               if not (isinstance(case, Case) and not case.expected)]
    if not checked:
        raise InvalidArgumentError("no cases to evaluate")
    hits = 0
    misses: list[tuple[Case, list[str]]] = []
    for case in checked:
        hits_of_case = store.recall(case.scope, case.question, k=k, **recall_options)
        got = [hit.memory.id for hit in hits_of_case[:k]]  # conflict partners recall appends are not top k
        found = [e in got for e in case.expected]
        if all(found) if all_expected else any(found):
            hits += 1
        else:
            misses.append((case, got))
    return EvalReport(recall=hits / len(checked), hits=hits, total=len(checked), k=k,
                      all_expected=all_expected, misses=misses)


# ---------------------------------------------------------------------- case files

def shipped_cases_path() -> Path:
    """The case set that ships with the package (suppliers, users and an organisation)."""
    return Path(__file__).parent / "data" / "eval_cases.jsonl"


def _field(record: dict[str, Any], name: str, types: tuple[type, ...], where: tuple[str, int], *,
           default: Any = None, required: bool = False) -> Any:
    if name not in record or record[name] is None:
        if required:
            raise CaseFileError(*where, f"missing field {name!r}")
        return default
    value = record[name]
    if isinstance(value, bool) and bool not in types:
        raise CaseFileError(*where, f"field {name!r} must be {types[0].__name__}, got bool")
    if not isinstance(value, types):
        raise CaseFileError(*where, f"field {name!r} must be {types[0].__name__}, got {type(value).__name__}")
    return value


@dataclass
class CaseSet:
    """A case file read into a store: its cases (with store ids), a name for each case (its ``name`` field, else
    ``FILE:LINE``), and the ref of each memory id (``refs[id]``), so reports speak the file's language."""

    store: MemoryStore
    cases: list[Case]
    names: list[str]
    refs: dict[str, str]

    def ref(self, memory_id: str) -> str:
        """The case file's ref of a memory id (the id itself for a memory the file did not write)."""
        return self.refs.get(memory_id, memory_id)


def load_cases(path: str | Path, *, store: MemoryStore | None = None) -> tuple[MemoryStore, list[Case]]:
    """Reads a case file: returns the store holding its memories and its cases (with store ids).

    The store is a fresh in-memory MemoryStore with the default HashingEmbedder and a clock fixed at
    :data:`EVAL_NOW`, unless `store` is given (its clock is then the reference for ``days_ago``).
    Any malformed line raises :class:`CaseFileError` (an InvalidArgumentError) naming the file and line;
    a missing file raises FileNotFoundError.
    """
    case_set = read_case_set(path, store=store)
    return case_set.store, case_set.cases


def read_case_set(path: str | Path, *, store: MemoryStore | None = None) -> CaseSet:
    """:func:`load_cases`, keeping each case's name and each memory's ref (a :class:`CaseSet`)."""
    path = Path(path)
    name = str(path)
    if store is None:
        store = MemoryStore(clock=EVAL_NOW.timestamp)
    now = datetime.fromtimestamp(store._clock(), tz=timezone.utc)
    refs: dict[str, str] = {}
    pending: list[tuple[int, str | None, str, str, list[str], str, list[str]]] = []
    with path.open(encoding="utf-8") as handle:
        for number, raw in enumerate(handle, start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            where = (name, number)
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                message = f"not valid JSON ({exc.msg} at column {exc.colno})"
                raise CaseFileError(name, number, message) from None
            if not isinstance(record, dict):
                raise CaseFileError(name, number, "each line must be a JSON object")
            kind = record.get("type")
            if kind == "memory":
                _load_memory(store, record, where, now, refs)
            elif kind == "case":
                unknown = set(record) - _CASE_FIELDS
                if unknown:
                    raise CaseFileError(name, number, f"unknown field(s) {sorted(unknown)} in a case")
                case_name = _field(record, "name", (str,), where)
                scope = _field(record, "scope", (str,), where, required=True)
                question = _field(record, "question", (str,), where, required=True)
                expected = _field(record, "expected", (list,), where, required=True)
                category = _field(record, "category", (str,), where, default="")
                stale = _field(record, "stale", (list,), where, default=[])
                if category and category not in CATEGORIES:
                    raise CaseFileError(name, number, f"category must be one of {', '.join(CATEGORIES)}, "
                                                      f"got {category!r}")
                if category == "abstention" and expected:
                    raise CaseFileError(name, number, "an abstention case expects nothing (expected: [])")
                if (not expected and category != "abstention") or \
                        not all(isinstance(e, str) for e in [*expected, *stale]):
                    raise CaseFileError(name, number, "expected must be a non-empty list of memory refs "
                                                      "(empty only for an abstention case); stale a list of refs")
                if not question.strip():
                    raise CaseFileError(name, number, "question must not be empty")
                pending.append((number, case_name, scope, question, expected, category, stale))
            else:
                raise CaseFileError(name, number, f"type must be 'memory' or 'case', got {kind!r}")
    cases, names = [], []
    for number, case_name, scope, question, expected, category, stale in pending:  # refs may follow their case
        unknown_refs = [e for e in [*expected, *stale] if e not in refs]
        if unknown_refs:
            raise CaseFileError(name, number, f"unknown memory ref(s) {unknown_refs}")
        try:
            check_scope(scope)
        except (InvalidArgumentError, InvalidTypeError) as exc:
            raise CaseFileError(name, number, str(exc)) from None
        cases.append(Case(scope, question, tuple(refs[e] for e in expected), category,
                          tuple(refs[e] for e in stale)))
        names.append(case_name or f"{path.name}:{number}")
    if not cases:
        raise CaseFileError(name, 0, "the file has no case records")
    return CaseSet(store, cases, names, {memory_id_: ref for ref, memory_id_ in refs.items()})


def _load_memory(store: MemoryStore, record: dict[str, Any], where: tuple[str, int], now: datetime,
                 refs: dict[str, str]) -> None:
    unknown = set(record) - _MEMORY_FIELDS
    if unknown:
        raise CaseFileError(*where, f"unknown field(s) {sorted(unknown)} in a memory")
    ref = _field(record, "ref", (str,), where, required=True)
    if ref in refs:
        raise CaseFileError(*where, f"duplicate memory ref {ref!r}")
    days_ago = _field(record, "days_ago", (int, float), where, default=0)
    if not math.isfinite(days_ago) or days_ago < 0:
        raise CaseFileError(*where, f"days_ago must be a finite number >= 0, got {days_ago}")
    try:
        refs[ref] = store.remember(
            _field(record, "scope", (str,), where, required=True),
            _field(record, "text", (str,), where, required=True),
            kind=_field(record, "kind", (str,), where, default="fact"),
            key=_field(record, "key", (str,), where),
            importance=_field(record, "importance", (int, float), where, default=0.5),
            confidence=_field(record, "confidence", (int, float), where, default=1.0),
            source=_field(record, "source", (str,), where, default="user"),
            trusted=_field(record, "trusted", (bool,), where, default=True),
            trigger=_field(record, "trigger", (str,), where),
            guidance=_field(record, "guidance", (str,), where),
            created_at=now - timedelta(days=days_ago),
        )
        # A case file describes a store's state: its lessons were reviewed unless marked "pending": true.
        if store.get(record["scope"], refs[ref]).status == "pending" and \
                not _field(record, "pending", (bool,), where, default=False):
            store.approve(record["scope"], refs[ref])
    except CaseFileError:
        raise
    except (InvalidArgumentError, InvalidTypeError) as exc:  # refused by the store: say which line
        raise CaseFileError(*where, f"memory {ref!r} refused: {exc}") from None


# ---------------------------------------------------------------------- command line

def format_report(report: EvalReport, out: TextIO, case_set: CaseSet | None = None) -> None:
    """Prints the summary and one line per miss; with the `case_set` the report came from, cases are called by
    their names and memories by their refs (not the store's ids)."""
    print(report.summary(), file=out)
    for miss in _misses(report, case_set):
        print(f"MISS {miss['name']} [{miss['scope']}] {miss['question']!r}: expected {miss['expected']}, "
              f"got {miss['got']}", file=out)


def report_dict(report: EvalReport, case_set: CaseSet | None = None) -> dict[str, Any]:
    """The report as JSON-friendly data (what ``engramdb eval --json`` prints)."""
    return {"recall": report.recall, "found": report.hits, "total": report.total, "k": report.k,
            "all_expected": report.all_expected, "misses": _misses(report, case_set)}


def _misses(report: EvalReport, case_set: CaseSet | None) -> list[dict[str, Any]]:
    index: dict[Case, int] = {}  # a case equal to another shares its name: the first one's
    for i, case in enumerate(case_set.cases if case_set is not None else ()):
        index.setdefault(case, i)
    out = []
    for case, got in report.misses:
        position = index.get(case)
        name = case_set.names[position] if case_set is not None and position is not None else case.question
        ref = case_set.ref if case_set is not None else str
        out.append({"name": name, "scope": case.scope, "question": case.question,
                    "expected": [ref(e) for e in case.expected], "got": [ref(g) for g in got]})
    return out


def _positive_k(text: str) -> int:
    try:
        k = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected an integer, got {text!r}") from None
    if k <= 0:
        raise argparse.ArgumentTypeError(f"must be > 0, got {k}")
    return k


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``engramdb eval``."""
    parser.add_argument("cases", nargs="?", default=None,
                        help=f"JSONL case file (default: the shipped set, {shipped_cases_path()})")
    parser.add_argument("--k", type=_positive_k, default=5, help="top k to look in (default 5)")
    parser.add_argument("--all-expected", action="store_true",
                        help="a case is found only when all its expected memories are in the top k")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Evaluates the case file of `args` and prints the report to `out`; returns 0 (whatever the recall).
    A missing or malformed file raises OSError or CaseFileError (the caller says so in one line)."""
    case_set = read_case_set(shipped_cases_path() if args.cases is None else args.cases)
    report = recall_at_k(case_set.store, case_set.cases, k=args.k, all_expected=args.all_expected)
    if args.json:
        print(json.dumps({"cases_file": str(args.cases or shipped_cases_path()), **report_dict(report, case_set)},
                         indent=2), file=out)
    else:
        format_report(report, out, case_set)
    return 0


def eval_main(argv: Sequence[str]) -> int:
    """``engramdb eval [CASES.jsonl] [--k 5] [--all-expected] [--json]`` as a function: prints recall@k and each
    miss. Returns 0 when the evaluation ran (whatever the recall), 2 when the file cannot be read or is malformed
    (the message, with the line, goes to stderr)."""
    parser = argparse.ArgumentParser(prog="engramdb eval",
                                     description="recall@k of a JSONL case file (see engramdb.eval)")
    add_arguments(parser)
    args = parser.parse_args(list(argv))
    try:
        return run(args, sys.stdout)
    except (OSError, InvalidArgumentError) as exc:
        print(f"engramdb eval: {exc}", file=sys.stderr)
        return 2
