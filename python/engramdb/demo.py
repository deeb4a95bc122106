"""`engramdb demo`: an accounts-payable agent's memory of two suppliers, end to end, printed for a person to read
(:func:`run`) or returned as JSON-friendly data (:func:`report`, what ``engramdb demo --json`` prints)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from typing import Any

from .errors import SecretError
from .schema import Hit
from .store import MemoryStore

TODAY = datetime(2026, 11, 1, tzinfo=timezone.utc)


def _days_ago(days: float) -> datetime:
    return TODAY - timedelta(days=days)


def _table(hits: list[Hit]) -> str:
    lines = [f"  {'final':>6} {'sim':>6} {'recency':>7} {'import':>6}  text"]
    for h in hits:
        lines.append(f"  {h.final:6.3f} {h.similarity:6.3f} {h.recency:7.3f} {h.importance:6.2f}  {h.text}")
    return "\n".join(lines)


def run(out: Callable[[str], object] = print) -> MemoryStore:
    """Walks through the scenario, printing each step with `out`; returns the store (scope supplier:S1
    forgotten at the end, supplier:S2 kept)."""
    return _walk(out, {})


def report() -> dict[str, Any]:
    """The scenario's results as JSON-friendly data: each recall's hits (``Hit.to_dict()``), the fact and its
    history, the lessons and their review (served before and after approve), whether the secret was refused,
    the context block and what forget removed."""
    record: dict[str, Any] = {"today": TODAY.isoformat()}
    _walk(lambda line: None, record)
    return record


def _walk(out: Callable[[str], object], record: dict[str, Any]) -> MemoryStore:
    """The scenario: prints with `out` and fills `record` with what report() returns."""
    store = MemoryStore(clock=TODAY.timestamp)
    out(f"engramdb demo: an agent's memory of two suppliers (today is {TODAY:%Y-%m-%d})\n")
    store.remember("supplier:S1", "Supplier S1 prefers replies in Hindi.", importance=0.3,
                   created_at=_days_ago(60), source="user")
    store.remember("supplier:S1", "Invoice 8841 was rejected for code E12: purchase order missing.",
                   kind="episode", importance=0.6, created_at=_days_ago(2), source="tool:erp")
    store.remember("supplier:S1", "Supplier S1's contact was upset about delays in payment.", importance=0.9,
                   created_at=_days_ago(10), source="agent")
    store.remember("supplier:S1", "Office closed for a festival next week.", importance=0.1,
                   created_at=_days_ago(1), source="user")
    store.remember("supplier:S2", "Invoice 7000 rejected for code E12: purchase order missing.", kind="episode",
                   importance=0.6, created_at=_days_ago(3), source="tool:erp")
    out("Remembered 4 memories for supplier:S1 and 1 for supplier:S2.\n")

    question = "why was invoice 8841 rejected?"
    hits = store.recall("supplier:S1", question, k=4)
    out(f"recall(supplier:S1, {question!r}, k=4), fused = 0.6 sim + 0.25 recency + 0.15 importance:")
    out(_table(hits))
    assert hits[0].text.startswith("Invoice 8841"), "the rejection record must rank first"
    record["question"] = question
    record["recall"] = [h.to_dict() for h in hits]

    out("\nThe same question with MMR (lambda 0.7) and a 30-token budget:")
    budgeted = store.recall("supplier:S1", question, k=4, mmr_lambda=0.7, budget_tokens=30)
    out(_table(budgeted))
    out(f"  tokens used: {sum(h.memory.tokens for h in budgeted)} of 30")
    record["budgeted"] = [h.to_dict() for h in budgeted]

    out("\nIsolation: supplier:S2 asks about Hindi replies and sees only its own memory:")
    s2 = store.recall("supplier:S2", "does the supplier prefer replies in Hindi?", k=5)
    out(_table(s2))
    assert all(h.memory.scope == "supplier:S2" for h in s2)
    record["isolation"] = [h.to_dict() for h in s2]

    out("\nFacts are keyed: a new value supersedes the old one, which stays as history.")
    store.set_fact("supplier:S1", "reply_language", "Hindi", created_at=_days_ago(60))
    store.set_fact("supplier:S1", "reply_language", "English", created_at=_days_ago(1))
    out(f"  get_fact(reply_language) = {store.get_fact('supplier:S1', 'reply_language')!r}; history: " +
        ", ".join(f"{(m.meta or {}).get('value')} ({m.created_at:%Y-%m-%d})"
                  for m in store.fact_history("supplier:S1", "reply_language")))
    record["fact"] = {"key": "reply_language", "current": store.get_fact("supplier:S1", "reply_language"),
                      "history": [m.to_dict() for m in store.fact_history("supplier:S1", "reply_language")]}

    out("\nLessons match on their trigger and inject their guidance; low-confidence ones wait for review "
        "(approve or reject).")
    store.add_lesson("supplier:S1", "an invoice is rejected with code E99", "E99 is never in the rule list: "
                     "escalate to a human straight away", confidence="high", created_at=_days_ago(20))
    pending = store.add_lesson("supplier:S1", "a supplier asks about payment dates",
                               "quote the ERP, never a remembered date", created_at=_days_ago(5))
    out(f"  pending review: {[m.guidance for m in store.pending_lessons('supplier:S1')]}")
    record["pending_lessons"] = [m.guidance for m in store.pending_lessons("supplier:S1")]
    ask = "the supplier asks about payment dates"
    before = store.recall("supplier:S1", ask, k=2, kinds=["lesson"])
    out(f"  while it is pending, recall({ask!r}, kinds=['lesson']) serves only: "
        f"{[h.memory.guidance for h in before]}")
    store.approve("supplier:S1", pending)
    out(f"  approve('supplier:S1', {pending!r}): a reviewer accepts it, so it is served from now on.")
    after = store.recall("supplier:S1", ask, k=2, kinds=["lesson"])
    out(f"  the same recall after approval: {[h.memory.guidance for h in after]}")
    assert all(h.id != pending for h in before) and after[0].id == pending, "review decides what is served"
    record["approved"] = {"id": pending, "served_before": [h.id for h in before],
                          "served_after": [h.id for h in after]}
    record["secret_refused"] = None

    try:
        store.remember("supplier:S1", "The supplier portal password is hunter2")
    except SecretError as refused:
        out(f"\nA secret is refused on write: {refused}")
        record["secret_refused"] = str(refused)

    out("\nThe block an agent injects at the start of a session (build_context, 300-token budget):\n")
    context = store.build_context("supplier:S1", "reply to S1 about the rejected invoice 8841", budget_tokens=300)
    out("\n".join("    " + line for line in context.text.splitlines()))
    out(f"\n  {context.tokens} tokens; served memory ids: {', '.join(context.ids)}")
    record["context"] = {"text": context.text, "tokens": context.tokens, "ids": list(context.ids),
                         "sections": {title: list(ids) for title, ids in context.sections.items()}}

    forgotten = store.forget("supplier:S1")
    out(f"\nforget(supplier:S1) removed {forgotten} memories; "
        f"recall now returns {len(store.recall('supplier:S1', question))} hits, "
        f"supplier:S2 still has {store.count('supplier:S2')}.")
    record["forgotten"] = forgotten
    record["remaining"] = {"supplier:S1": store.count("supplier:S1"), "supplier:S2": store.count("supplier:S2")}
    return store
