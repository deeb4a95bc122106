"""wide_subject finished (issue 18, branch newest140): the gate's cheap looks first and its costly parse only when
read (answers unchanged), the first fact that states an amount read, an extra hit put above that fact served, and a
currency's sign, code and word read as one unit by the cross-language readers (semantics.XL_CURRENCY_ALIASES)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from engramdb import semantics
from engramdb import store as store_mod
from engramdb.schema import Hit
from engramdb.semantics import xl_units
from engramdb.store import MemoryStore, _standing_read, _subject_fact

NOW = datetime(2026, 10, 31, tzinfo=timezone.utc)
ASKED = "How much is our grape molasses at the shop?"
PHONE = "Rêber's shop phone, the one on the labels, is 0482 462 17 90."
FACT = "Kîloyek doşav li firoşgehê 180 lîre ye."  # Kurmanji: a kilo of molasses is 180 lira at the shop
TOLD = "Thu 27 Aug: Doşav went up to ₺200 a kilo at the shop after the grape harvest came in short."


@pytest.fixture
def switches() -> Iterator[None]:
    names = ("WIDE_SUBJECT", "SUBJECT_AMOUNT_FACT", "SUBJECT_ABOVE_FACT")
    was = [getattr(store_mod, n) for n in names]
    aliases = semantics.XL_CURRENCY_ALIASES
    for n in names:
        setattr(store_mod, n, True)
    semantics.XL_CURRENCY_ALIASES = True
    _clear()
    yield
    for n, v in zip(names, was, strict=True):
        setattr(store_mod, n, v)
    semantics.XL_CURRENCY_ALIASES = aliases
    _clear()


def _clear() -> None:
    for f in (semantics.xl_units, semantics._xl_clause_units, semantics._xl_clauses):
        f.cache_clear()


def _hits(*rows: tuple[str, str, int]) -> list[Hit]:
    store = MemoryStore(clock=NOW.timestamp)
    out = []
    for n, (text, kind, days) in enumerate(rows):
        memory_id = store.remember("s", text, kind=kind, created_at=NOW - timedelta(days=days))
        r = 1.0 - 0.1 * n
        out.append(Hit(store.get("s", memory_id), r, r, r, r, 1.0, r))
    return out


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (FACT, TOLD),  # Kurmanji lira (numwords_xl: "lira") and the lira's sign
        ("Der Sack kostet 30 TL.", "The sack went up to 35 lira."),
        ("Die Mühle verlangt 12 Franken pro Stunde.", "The mill charges CHF 14 an hour now."),
        ("Un bol de ramen coûte 900 yens.", "A bowl of ramen is 1000円 now."),
        ("Kilo stojí 80 Kč.", "It went up to 95 CZK a kilo."),
        ("Kilo kostar 45 kronor.", "It is 50 SEK a kilo now."),
    ],
)
def test_one_currency_one_unit(switches: None, a: str, b: str) -> None:
    assert xl_units(a) & xl_units(b)


def test_aliases_off_main_units(switches: None) -> None:
    semantics.XL_CURRENCY_ALIASES = False
    _clear()
    assert not xl_units(FACT) & xl_units(TOLD)  # "lir" and "₺": main's two units


@pytest.mark.parametrize("text", ["The shed is 40 ft long.", "We won 3 won", "It weighs 5 pounds."])
def test_no_alias_for_a_unit_or_a_word(switches: None, text: str) -> None:
    # feet are no forint, a pound's weight no pound sterling: a word that is also a unit keeps its own key
    assert not xl_units(text) & {"huf", "krw", "gbp"}


def test_every_alias_reads_as_its_code(switches: None) -> None:
    for unit, code in semantics._XL_CURRENCY_MORE.items():
        assert set(semantics._xl_currencies({unit: frozenset({"1"})})) == {code}


def test_the_first_fact_with_an_amount(switches: None) -> None:
    hits = _hits(
        ("Fri 16 Oct: Batch DS-0612 bottled: 240 jars of the dark molasses.", "episode", 16),
        (PHONE, "fact", 850),
        (FACT, "fact", 530),
        (TOLD, "episode", 66),
    )
    assert _subject_fact(ASKED, hits) == 2  # the phone's fact states no amount
    assert _standing_read(ASKED, hits) == (2, True)
    store_mod.SUBJECT_AMOUNT_FACT = False
    assert _subject_fact(ASKED, hits) is None  # newest138: the first fact only
    store_mod.SUBJECT_AMOUNT_FACT = True
    semantics.XL_CURRENCY_ALIASES = False
    _clear()
    assert _subject_fact(ASKED, hits) is None  # "lir" and "₺": no currency shared


def test_no_price_asked_reads_no_text(switches: None, monkeypatch: pytest.MonkeyPatch) -> None:
    hits = _hits((FACT, "fact", 530), (TOLD, "episode", 66))
    read: list[str] = []

    def spy(text: str) -> frozenset[str]:
        read.append(text)
        return frozenset()

    monkeypatch.setattr(store_mod, "amount_currencies", spy)
    monkeypatch.setattr(store_mod, "xl_units", spy)
    assert _subject_fact("Who bottles the molasses at the shop?", hits) is None
    assert read == []  # the asked slot is looked up first: no text parsed


def test_the_units_only_when_a_subject_is_named(switches: None, monkeypatch: pytest.MonkeyPatch) -> None:
    fact = "Our grape molasses sells at the shop for 180 lira a kilo."
    hits = _hits((fact, "fact", 530), ("Thu 27 Aug: the hail split the late grapes.", "episode", 66))
    read: list[str] = []
    real = store_mod.xl_units

    def spy(text: str) -> frozenset[str]:
        read.append(text)
        return real(text)

    monkeypatch.setattr(store_mod, "xl_units", spy)
    assert _subject_fact(ASKED, hits) is None
    assert fact not in read  # the fact's units are parsed only when an episode names the subject


class _Pool:
    """A store's _standing_pool with _changes_first replaced by a fixed order (the read's)."""

    def __init__(self, order: list[int]) -> None:
        self.store = MemoryStore(clock=NOW.timestamp)
        self.order = order

    def run(self, hits: list[Hit], extra: list[Hit], at: int, above: bool) -> list[Hit]:
        pool = hits + extra

        def changes_first(question: str, read: list[Hit], *_: object) -> list[Hit]:
            return [pool[n] for n in self.order if pool[n] in read]

        self.store._changes_first = changes_first  # type: ignore[method-assign]
        return self.store._standing_pool(ASKED, hits, at, np.zeros(4, np.float32), (0.0, 1.0, 1.0),
                                         lambda n: pool[:n], above)


def test_an_extra_hit_above_the_fact_is_served(switches: None, monkeypatch: pytest.MonkeyPatch) -> None:
    rows = _hits(
        ("Fri 16 Oct: Batch DS-0612 bottled: 240 jars of the dark molasses.", "episode", 16),
        ("Sun 18 Oct: Got the halal certificate for the molasses.", "episode", 14),
        (FACT, "fact", 530),
        ("Thu 29 Oct: a three-kilo tin goes for six hundred and sixty lira now.", "episode", 3),
    )
    hits, extra = rows[:3], rows[3:]
    monkeypatch.setattr(store_mod, "WIDE_STANDING_EXTRA", 1)
    monkeypatch.setattr(store_mod, "_worth_reading", lambda *_: True)
    monkeypatch.setattr(store_mod, "_pack_extra", lambda *_: True)
    pool = _Pool([0, 1, 3, 2])  # the read puts the tin's note above the fact, under the two top episodes
    served = pool.run(hits, extra, 2, True)
    assert [h.id for h in served] == [rows[n].id for n in (0, 1, 3)]
    assert pool.run(hits, extra, 2, False) == hits  # wide_standing's rule: only one put first is served
    pool.order = [0, 1, 2, 3]  # the read leaves it under the fact: nothing served
    assert pool.run(hits, extra, 2, True) == hits


def test_the_episode_names_the_facts_subject(switches: None) -> None:
    asked = "What does the portaloo firm charge for the deposit?"
    hits = _hits(
        ("The entry fee for the Pikes Round is £12.", "fact", 300),
        ("Wed 28 Oct: the portaloo firm wants £40 for the deposit this year.", "episode", 3),
    )
    assert _subject_fact(asked, hits) is None  # the episode prices another thing than the fact
    store_mod.SUBJECT_SHARED_WORD = False
    try:
        assert _subject_fact(asked, hits) == 0  # newest138: the question's subject and the currency opened it
    finally:
        store_mod.SUBJECT_SHARED_WORD = True
    told = _hits((FACT, "fact", 530), (TOLD, "episode", 66))
    assert _subject_fact(ASKED, told) == 0  # "doşav" in both: the fact's subject, in its own script
