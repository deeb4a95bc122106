"""The native conflict pass of recall (_core.find_conflicts, cpp/engram/text/conflicts.hpp) against its
specification, the Python rules (semantics.conflict_marks): on random scopes of random texts (ASCII and not,
keyed facts and free text, words of change, negations, identifiers, values of one class, sealed and active
segments) both mark the same pairs and the same changes, and recall returns the same hits in the same order
with the same ``conflicts_with`` either way. A text with a digit of another script is read natively too (its
digits as str.isdigit reads them: cpp/engram/text/digits.hpp)."""

from __future__ import annotations

import contextlib
from datetime import datetime, timedelta, timezone
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, example, given, seed, settings
from hypothesis import strategies as st

from engramdb import MemoryStore, _core
from engramdb import semantics as semantics_module
from engramdb.engine import params as recall_params
from engramdb.errors import SecretError
from engramdb.schema import Hit
from engramdb.scoring import DEFAULT_HALF_LIVES, Weights
from engramdb.semantics import (
    _native_words,
    _pool_relevance,
    _rules,
    _sources,
    conflict_marks,
    conflict_pass,
    label,
    label_stem,
)

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)

# A small vocabulary, so that random texts share frames: subjects, values of one class, words of change,
# negations, stopwords, identifiers, and non-ASCII words (letters that lower() changes, scripts without case).
VOCABULARY = [
    "ines", "swimming", "lessons", "supplier", "payment", "terms", "replies", "reply", "language", "database",
    "project", "invoice", "plan", "meeting", "coffee", "prefers", "uses", "is", "the", "a", "of", "in", "on",
    "to", "now", "no", "not", "never", "longer", "moved", "switched", "changed", "raised", "from", "since",
    "new", "instead", "english", "hindi", "spanish", "monday", "thursday", "saturday", "june", "blue", "red", "pro",
    "free", "weekly", "daily", "e12", "8841", "inv", "2291", "s1", "30", "net", "Mornings", "Afternoons",
    "PostgreSQL", "MySQL", "also", "too", "Additionally", "online", "offline", "paid", "unpaid", "café", "Straße", "naïve", "İstanbul", "日本語", "über", "ÉCOLE", "ǅemal", "x",
]
# words holding digits of other scripts (str.isdigit): Arabic-Indic, Extended Arabic-Indic, Devanagari, Bengali, Thai,
# fullwidth, superscript, circled; alone, as an identifier (four digits or more, a letter and a digit), mixed with ASCII
DIGITS = ["٣", "²", "٢٢٩١", "۸۸۴۱", "२०२६", "৭", "๑๒", "１２３４", "e٣", "①", "٣0", "x²"]
SEPARATORS = [" ", " ", " ", ", ", "-", "_", ". ", ": ", "'s "]


@st.composite
def texts(draw: Any, allow_digits: bool = False) -> str:
    words = draw(st.lists(st.sampled_from(VOCABULARY + (DIGITS if allow_digits else [])), min_size=1, max_size=9))
    out = words[0]
    for word in words[1:]:
        out += draw(st.sampled_from(SEPARATORS)) + word
    return out


KEYS = ["reply_language", "plan", "meeting-day", "coffee", "Sprache_ü"]
memories = st.tuples(texts(), st.one_of(st.none(), st.sampled_from(KEYS)), st.integers(0, 400),
                     st.floats(0.0, 1.0))
# Words rare enough in a scope not to be common to its pool: the subjects of related statements.
SUBJECTS = ["alder", "birch", "cedar", "dahlia", "fennel", "ginkgo", "hazel", "juniper", "kale", "larch", "maple",
            "nettle", "olive", "poplar", "quince", "rowan", "sage", "thyme", "willow", "yarrow", "zinnia", "7741"]
IDENTIFIERS = ["8841", "8842", "e12", "K7QX2M", "af217", "2026", "138", "84", "2,611", "inv-2291"]


@st.composite
def related(draw: Any, allow_digits: bool = False) -> list[tuple[str, str | None, int, float]]:
    """Two statements of one subject (rare words) with other values, the second newer, with or without a word of
    change: what states_a_change compares (its overlaps cross both thresholds); `allow_digits`: identifiers written
    in other scripts' digits too (DIGITS)."""
    subject = draw(st.lists(st.sampled_from(SUBJECTS), min_size=2, max_size=4, unique=True))
    old_values = draw(st.lists(st.sampled_from(VOCABULARY), min_size=0, max_size=4))
    new_values = draw(st.lists(st.sampled_from(VOCABULARY + SUBJECTS), min_size=1, max_size=4))
    cue = draw(st.sampled_from(["", "", "moved", "now", "switched to", "raised", "now also", "too", "désormais",
                                "statt"]))
    # identifiers (and quantities) on either side: other things of one kind are no change without a word of change
    identifiers = IDENTIFIERS + (DIGITS if allow_digits else [])
    old_values += draw(st.lists(st.sampled_from(identifiers), max_size=2))
    new_values += draw(st.lists(st.sampled_from(identifiers), max_size=2))
    age = draw(st.integers(1, 400))
    older = " ".join(subject + old_values)
    newer = " ".join(([cue] if cue else []) + subject + new_values)
    return [(older, None, age, draw(st.floats(0.0, 1.0))), (newer, None, draw(st.integers(0, age)),
                                                             draw(st.floats(0.0, 1.0)))]


# Names (capitalised, ASCII and not) and the words of change with which a text sharing only names with an older fact
# states a change of it (semantics._names_change).
NAMES = ["Racó", "Tergeste", "Kralingen", "Marinaio", "Gorse", "Ahora", "Ora"]
NAME_CUES = ["ahora", "ora", "nu", "venduto", "mudado", "instead"]


@st.composite
def named(draw: Any) -> list[tuple[str, str | None, int, float]]:
    """Two texts sharing a name or two and little else, the second newer, with or without a word of change near (or
    far from) a shared name, names also first in a sentence (where a capital tells nothing): what _names_change
    compares."""
    shared = draw(st.lists(st.sampled_from(NAMES), min_size=1, max_size=2, unique=True))
    pool = VOCABULARY + NAMES + NAME_CUES

    def text(extra: list[str]) -> str:
        tokens = draw(st.permutations(shared + extra))
        out = tokens[0]
        for token in tokens[1:]:
            out += draw(st.sampled_from(SEPARATORS)) + token
        return out

    older = text(draw(st.lists(st.sampled_from(pool), min_size=0, max_size=5)))
    newer = text(draw(st.lists(st.sampled_from(pool), min_size=0, max_size=5)) +
                 draw(st.lists(st.sampled_from(NAME_CUES), min_size=0, max_size=1)))
    age = draw(st.integers(1, 400))
    return [(older, None, age, draw(st.floats(0.0, 1.0))), (newer, None, draw(st.integers(0, age)),
                                                             draw(st.floats(0.0, 1.0)))]


# Labels (semantics.label: the words before a colon and white space opening a text), some of one root ("Pop-tops",
# "Pop-top roofs"), and the ways a text may open without one.
LABELS = ["Tile cache: ", "Tile cache:\t", "Running coach: ", "Pop-tops: ", "Pop-top roofs: ", "Mailers: ",
          "Mailing bags: ", "Sanne: ", "Planning with Femi and Sanne: ", "Élodie: ", "Straße 4: ", "Tile cache:",
          "9:00 ", "St. Oberholz: ", "The tile cache: ", "Owners: ", "Price board from 1 November and then: ",
          "Billing on-call rota owner: ", "Billing on-call: ", "Billing: ", ""]


@st.composite
def labelled(draw: Any) -> list[tuple[str, str | None, int, float]]:
    """Two texts opening with a label (or not), the second newer, their values drawn apart but for a shared stem or
    two (a unit, a day), or none (what _attribute_label lets two labels of two stems or more restate): what _label_change
    compares."""
    shared = draw(st.lists(st.sampled_from(SUBJECTS), min_size=0, max_size=2, unique=True))
    first = draw(st.sampled_from(LABELS))

    def text(label: str) -> str:
        # values enough to keep the overlap under the state-overlap rule's (which would mark the pair first)
        values = draw(st.lists(st.sampled_from(VOCABULARY + SUBJECTS + IDENTIFIERS), min_size=0, max_size=6))
        return label + " ".join(draw(st.permutations(shared + values)) or ["x"])

    age = draw(st.integers(1, 400))
    second = draw(st.one_of(st.just(first), st.just(first), st.sampled_from(LABELS)))  # the same label mostly
    return [(text(first), None, age, draw(st.floats(0.0, 1.0))), (text(second), None, draw(st.integers(0, age)),
                                                                  draw(st.floats(0.0, 1.0)))]


scopes = st.lists(st.one_of(memories.map(lambda m: [m]), related(), named(), labelled()), min_size=1,
                  max_size=14).map(
    lambda groups: [m for group in groups for m in group]).filter(lambda items: len(items) >= 2)


def _scope(items: list[tuple[str, str | None, int, float]], seal_after: int) -> MemoryStore:
    store = MemoryStore(clock=NOW.timestamp, dedup=False)
    for i, (text, key, age, importance) in enumerate(items):
        if i == seal_after:
            store.seal()
        kind = "episode" if i % 3 == 2 else "fact"  # an episode is the older side of no change by names alone
        # a draw of identifiers can spell a card number ("alder birch 2291 8841 8842 8842": sixteen digits, Luhn-valid),
        # which the guard refuses as it should: that memory is left out, the scope is compared without it
        with contextlib.suppress(SecretError):
            if key is not None and i % 2 == 0:  # a fact as set_fact writes it ("key: value") or a keyed memory
                store.remember("u", f"{key}: {text}", key=key, created_at=NOW - timedelta(days=age),
                               importance=importance, kind=kind)
            else:
                store.remember("u", text, key=key, created_at=NOW - timedelta(days=age), importance=importance,
                               kind=kind)
    return store


def _unit(query: np.ndarray) -> np.ndarray:
    """The unit query as _newer_in_place makes it."""
    unit = np.asarray(query, np.float32).reshape(-1)
    norm = float(np.sqrt(unit.dot(unit)))
    return unit / norm if norm > 0 else unit


def _checked(store: MemoryStore, seen: list[int]) -> None:
    """Makes every conflict pass of `store` run both ways, compare them, and return the native one (recall's plan
    then leaves the pass to mark_conflicts: see test_the_pass_in_the_plan_gives_what_the_python_rules_give)."""
    semantics = store._semantics
    semantics.in_plan = False
    original = semantics.mark_conflicts

    def both(hits: list[Hit], segments: list[Any], pool_segments: np.ndarray | None, pool_rows: np.ndarray | None,
             query: np.ndarray | None = None, params: Any = None, newest_first: bool = True) -> list[Hit]:
        native = original(hits, segments, pool_segments, pool_rows, query, params, newest_first=newest_first)
        python = original(hits, segments, pool_segments, pool_rows, query, params, native=False,
                          newest_first=newest_first)
        assert [(h.id, h.memory.conflicts_with, h.final) for h in native] == \
            [(h.id, h.memory.conflicts_with, h.final) for h in python]
        if hits and pool_segments is not None and pool_rows is not None and len(pool_rows) >= 2:
            ids = [h.id for h in hits]
            found = _core.find_conflicts(_rules(), segments, _sources, pool_segments, pool_rows, ids, _native_words)
            assert found is not None  # the native pass reads every text (a digit of any script too)
            partners, changes = found
            assert (partners, sorted(changes)) == conflict_marks(ids, segments, pool_segments, pool_rows)
            # the pairs found through signatures are every pair the rules name (the exhaustive loops)
            assert found == _core.find_conflicts(_rules(), segments, _sources, pool_segments, pool_rows, ids,
                                                 _native_words, exhaustive=True)
            if query is not None and params is not None:
                # with the query: the same marks, and a bound on each newer side's cosine that the numpy product
                # _newer_in_place would compute never exceeds (so a candidate it passes over could not qualify)
                with_query = _core.find_conflicts(_rules(), segments, _sources, pool_segments, pool_rows, ids,
                                                  _native_words, query=query)
                assert with_query is not None and with_query[:2] == found
                assert set(with_query[2]) == {newer for newer, _older, _at in changes}
                for newer, _older, at in changes:
                    cosine, _relevance = _pool_relevance(segments[int(pool_segments[at])], int(pool_rows[at]),
                                                         _unit(query), params)
                    assert cosine <= with_query[2][newer]
                    assert with_query[2][newer] - cosine < 1e-3
            seen[0] += 1
            seen[1] += bool(partners)
            seen[2] += bool(changes)
        return native

    semantics.mark_conflicts = both  # type: ignore[method-assign]


SEEN = [0, 0, 0]  # passes compared, with marks, with changes (see test_the_random_scopes_mark_something)


# The non-vacuity checks below run a property's body once more under a fixed seed: how many pairs a random run
# meets varies (the label rule's count ranged 2-168 over 40 seeds), and a floor on it failed 1 run in 13.
NON_VACUITY_SEED = 20261205
RANDOM_SCOPES = dict(items=scopes, queries=st.lists(st.one_of(texts(), related().map(lambda pair: pair[1][0])),
                                                    min_size=1, max_size=3),
                     seal_after=st.integers(0, 24), k=st.integers(1, 10))
RANDOM_SCOPES_SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _random_scope(items: list[tuple[str, str | None, int, float]], queries: list[str], seal_after: int,
                  k: int) -> None:
    store = _scope(items, seal_after)
    _checked(store, SEEN)
    for query in queries:
        store.recall("u", query, k=k)
        store.recall("u", query, k=k, hybrid=False, budget_tokens=60)
    store.recall_many("u", queries, k=k)


@RANDOM_SCOPES_SETTINGS
@given(**RANDOM_SCOPES)
def test_the_native_pass_marks_what_the_python_rules_mark(items: list[tuple[str, str | None, int, float]],
                                                          queries: list[str], seal_after: int, k: int) -> None:
    _random_scope(items, queries, seal_after, k)


def test_the_random_scopes_mark_something() -> None:
    """The property above is not vacuous: its scopes mark conflicts and changes (its body, seeded)."""
    SEEN[:] = [0, 0, 0]
    seed(NON_VACUITY_SEED)(RANDOM_SCOPES_SETTINGS(given(**RANDOM_SCOPES)(_random_scope)))()
    passes, marked, changed = SEEN
    assert passes > 50 and marked > 5 and changed > 2, SEEN


LABELLED_SCOPES = dict(groups=st.lists(st.one_of(memories.map(lambda m: [m]), labelled()), min_size=1, max_size=8),
                       seal_after=st.integers(0, 16), k=st.integers(2, 10))
LABELLED_SCOPES_SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@LABELLED_SCOPES_SETTINGS
@given(**LABELLED_SCOPES)
def test_labelled_scopes_mark_what_the_python_rules_mark(groups: list[list[tuple[str, str | None, int, float]]],
                                                         seal_after: int, k: int) -> None:
    """Scopes of labelled pairs, each text asked as a question (so that both sides of a pair are among the hits):
    the native pass marks what the Python rules mark (_checked)."""
    _labelled_scope(groups, seal_after, k)


def _labelled_scope(groups: list[list[tuple[str, str | None, int, float]]], seal_after: int, k: int) -> None:
    items = [m for group in groups for m in group]
    if len(items) < 2:
        return
    store = _scope(items, seal_after)
    _checked(store, SEEN_LABELS)
    for text, _key, _age, _importance in items[:4]:
        store.recall("u", text, k=k)


SEEN_LABELS = [0, 0, 0]


# Labelled pairs the property's body (_labelled_scope) must meet the label rules on, one group a scope: a seeded run of
# the property's strategy served as this check until the strategy's draws, the same seed and the same first examples,
# diverged in a full test session (collection of every test module) from a run of this file alone, meeting the label
# rule 0 times there and 38 here (session 32); these are fixed, so the check reads the same everywhere.
RESTATED_LABELS = [
    ("Running coach: Javi Mora, Tuesdays at the track, 45 euros a month",
     "Running coach: Leire Etxeberria, Tuesdays at the track, 60 euros a month"),
    ("Tile cache: Redis 6 on the small box, 2 GB",
     "Tile cache: Redis 7 on the new box, 8 GB"),
    ("Pop-tops: alder and birch, 84 in stock",
     "Pop-top roofs: cedar and birch, 138 in stock"),
    ("Billing on-call rota owner: Priya Raman",
     "Billing on-call rota owner: Marcus Webb"),
    ("Owners: Kralingen and Gorse, 8841",
     "Owners: Tergeste and Marinaio, 8842"),
]


def _restated_label_groups() -> list[list[tuple[str, str | None, int, float]]]:
    return [[(older, None, 300, 0.5), (newer, None, 20, 0.5)] for older, newer in RESTATED_LABELS]


def _count_rule(monkeypatch: pytest.MonkeyPatch, name: str) -> list[int]:
    """Runs the labelled property's body on each RESTATED_LABELS pair (a scope each) with semantics' `name` counted:
    how many of its calls found a change."""
    marked = [0]
    rule = getattr(semantics_module, name)

    def counted(*args: Any) -> bool:
        found = rule(*args)
        marked[0] += found
        return found

    monkeypatch.setattr(semantics_module, name, counted)
    for group in _restated_label_groups():
        _labelled_scope([group], seal_after=0, k=4)
        _labelled_scope([group], seal_after=9, k=4)  # and with no sealed segment
    return marked


def test_the_labelled_scopes_restate_labels(monkeypatch: pytest.MonkeyPatch) -> None:
    """The property above is not vacuous: its body marks changes by the label rule (the Python pass's _label_change,
    which each comparison runs beside the native one) on labelled pairs of its strategy's shapes."""
    marked = _count_rule(monkeypatch, "_label_change")
    assert marked[0] > 5, marked


def test_the_labelled_scopes_restate_attribute_labels(monkeypatch: pytest.MonkeyPatch) -> None:
    """The labelled property also meets _attribute_label: pairs whose labels share two stems or more and nothing
    besides them (which the native pass marks too, or the property would fail)."""
    marked = _count_rule(monkeypatch, "_attribute_label")
    assert marked[0] > 0, marked


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(groups=st.lists(st.one_of(memories.map(lambda m: [m]), related(), labelled()), min_size=20, max_size=40),
       queries=st.lists(st.one_of(texts(), related().map(lambda pair: pair[1][0])), min_size=1, max_size=3),
       seal_after=st.integers(0, 80), k=st.integers(1, 10))
def test_large_pools_mark_the_pairs_the_exhaustive_pass_marks(groups: list[list[tuple[str, str | None, int, float]]],
                                                              queries: list[str], seal_after: int, k: int) -> None:
    """Pools of more than CHANGE_POOL candidates (hits past the near ones, common stems of a large pool): the
    signature tests of find_conflicts let through every pair the exhaustive loops mark, and the Python rules
    agree."""
    items = [m for group in groups for m in group]
    store = _scope(items, seal_after)
    seen = [0, 0, 0]
    _checked(store, seen)
    for query in queries:
        store.recall("u", query, k=k)
        store.recall("u", query, k=k, mmr_lambda=0.5, hybrid=False)
    assert seen[0] >= 1


def test_a_known_conflict_and_change_natively() -> None:
    store = MemoryStore(clock=NOW.timestamp)
    old = store.remember("u", "Ines has swimming lessons on Saturday mornings at the Kralingen pool.",
                         created_at=NOW - timedelta(days=200), importance=1.0)
    new = store.remember("u", "Ines's swimming lessons moved to Thursday afternoons at the same pool, starting "
                         "next week after the holidays.", created_at=NOW - timedelta(days=12), importance=0.0)
    fact = store.set_fact("u", "reply_language", "English")
    hindi = store.remember("u", "Ines prefers replies in Hindi.")
    seen = [0, 0, 0]
    _checked(store, seen)
    (hit,) = store.recall("u", "When are the swimming lessons of Ines?", k=1)
    assert hit.id == new and old in hit.memory.conflicts_with
    hits = {h.id: h for h in store.recall("u", "Which language should replies to Ines be in?", k=5)}
    assert hindi in hits[fact].memory.conflicts_with
    assert seen[0] == 2 and seen[2] >= 1


def test_an_addition_is_no_change_natively() -> None:
    """A newer statement that adds to what holds ("now also") is neither marked nor served first by the native
    pass, as by the Python rules; the same statement without the addition word is a change."""
    for text, changed in (("Ines's swimming lessons now also run on Thursday afternoons at the Kralingen pool.", False),
                          ("Ines's swimming lessons now run on Thursday afternoons at the Kralingen pool.", True)):
        store = MemoryStore(clock=NOW.timestamp)
        old = store.remember("u", "Ines has swimming lessons on Saturday mornings at the Kralingen pool.",
                             created_at=NOW - timedelta(days=200), importance=1.0)
        new = store.remember("u", text, created_at=NOW - timedelta(days=12), importance=0.0)
        seen = [0, 0, 0]
        _checked(store, seen)
        hits = {h.id: h for h in store.recall("u", "When are the swimming lessons of Ines?", k=2)}
        assert (old in hits[new].memory.conflicts_with) is changed
        assert seen[0] >= 1


def test_other_subjects_are_no_change_natively() -> None:
    """Two texts opening with an article whose subjects differ ("The café ..." / "The centre ...") are no change
    natively, as by the Python rules, in ASCII and non-ASCII texts alike (the latter reach the native pass as
    their Python words in order); one subject ("The centre ..." / "The centre ...") still is."""
    older = "The centre is open 10:00 to 22:00 on weekdays and 9:00 to 20:00 at weekends."
    for text, changed in (("The café now stays open until the centre closes at 22:00 on weekdays.", False),
                          ("The cafe now stays open until the centre closes at 22:00 on weekdays.", False),
                          ("The centre now stays open until 23:00 on weekdays and 21:00 at weekends.", True)):
        store = MemoryStore(clock=NOW.timestamp)
        old = store.remember("u", older, created_at=NOW - timedelta(days=200), importance=1.0)
        new = store.remember("u", text, created_at=NOW - timedelta(days=12), importance=0.0)
        seen = [0, 0, 0]
        _checked(store, seen)
        hits = {h.id: h for h in store.recall("u", "When is the centre open on weekdays?", k=2)}
        assert (old in hits[new].memory.conflicts_with) is changed, text
        assert seen[0] >= 1


def test_a_change_in_another_language_natively() -> None:
    """A word of change in another language and three of the older's stems restated mark a change natively as by the
    Python rules (_restates), in non-ASCII and ASCII texts alike; without the word of change, or with too little of the
    older restated, no change (marks compared by _checked)."""
    hay = "Hay and haylage are delivered by Pennock Farm Supplies on the first Monday of each month."
    stage = "The Saturday headliner plays the Willow Stage at 9 pm."
    cases = (
        (hay, "Od teraz siano i sianokiszonkę dostarcza nam Gorse End Farm, w każdy czwartek, a nie Pennock Farm "
              "Supplies.", True),
        (hay, "Siano i sianokiszonkę dostarcza nam Gorse End Farm, w każdy czwartek, a nie Pennock Farm Supplies.", False),
        (stage, "Der Headliner am Samstag spielt dieses Jahr auf der Meadow Stage statt auf der Willow Stage.", True),
        (stage, "Der Headliner am Samstag spielt dieses Jahr auf der Meadow Stage, nach der Willow Stage.", False),
        ("Rehabilitated birds are released on Wednesday mornings at Thornbury Common.",
         "Désormais les oiseaux rehabilitated sont relâchés le samedi au bois de Kell, pas à Thornbury Common.", True),
        ("Office phone line staffed 09:00-18:00, Monday to Saturday.",
         "Artık cumartesi ofis kapalı; telefon pazartesi-cuma 09:00-18:00 arası açık.", True),  # Turkish "artık"
        ("Office phone line staffed 09:00-18:00, Monday to Saturday.",
         "Cumartesi ofis kapalı; telefon pazartesi-cuma 09:00-18:00 arası açık.", False),
    )
    for older, text, changed in cases:
        store = MemoryStore(clock=NOW.timestamp)
        old = store.remember("u", older, created_at=NOW - timedelta(days=200), importance=1.0)
        new = store.remember("u", text, created_at=NOW - timedelta(days=12), importance=0.0)
        seen = [0, 0, 0]
        _checked(store, seen)
        hits = {h.id: h for h in store.recall("u", older, k=2)}
        assert (old in hits[new].memory.conflicts_with) is changed, text
        assert seen[0] >= 1


def test_a_change_sharing_only_names_natively() -> None:
    """A change written in another language that shares only names with an older fact (holdout10's two) is marked
    natively as by the Python rules (_names_change), in non-ASCII and ASCII texts alike; not with an episode or a lesson
    as the older side (the regatta the boat sailed is no value its sale replaced), nor without a word of change near a
    shared name, nor when a shared stem is no name in one of them (marks compared by _checked)."""
    hut = "The hut is next to the lifeguard tower on Playa del Racó."
    moved = ("Nos hemos mudado: la caseta está ahora en el Racó norte, junto al chiringuito Mar Blau, ya no al lado de "
             "la torre de socorristas.")
    fleet = "Fleet: eight Laser Picos, four RS Quests, and the keelboat Tergeste (a J/24) for the advanced course."
    sold = "Ho venduto il Tergeste; per il corso avanzato usiamo ora il Melges 20 Marinaio, arrivato ieri."
    lab = "Lab samples go with ACS courier from Agios Nikolaos."
    regatta = ("Our team on the Tergeste finished 214th overall at the Barcolana regatta; crew Marco, Davide, Elisa and "
               "two students.")
    cases = (
        (hut, "fact", moved, True),
        (hut.replace("ó", "o"), "fact", moved.replace("á", "a").replace("ó", "o"), True),  # ASCII: read natively
        (fleet, "fact", sold, True),
        (regatta, "episode", sold, False),
        (fleet, "lesson", sold, False),  # a lesson states no value either
        (fleet, "fact", "Il Tergeste ha vinto la regata di ieri con tre allievi a bordo e il Melges 20 dietro.", False),
        (hut, "fact", "Ahora abrimos a las nueve los sábados y domingos, con clases para niños y adultos en el Racó "
                      "norte.", False),  # the cue eleven words from the name
        (hut, "fact", "Racó: ahora abrimos a las nueve.", False),  # the newer's first word: no name there
        (lab, "fact", "Δείγματα για το εργαστήριο πάνε πλέον με Speedex, όχι ACS.", True),  # Greek "πλέον"
        (lab, "fact", "Δείγματα για το εργαστήριο πάνε με Speedex, όχι ACS.", False),
    )
    for older, kind, text, changed in cases:
        store = MemoryStore(clock=NOW.timestamp)
        old = store.remember("u", older, kind=kind, created_at=NOW - timedelta(days=200), importance=1.0)
        if kind == "lesson":
            store.approve("u", old)  # served from now on (a new lesson waits for review)
        new = store.remember("u", text, created_at=NOW - timedelta(days=12), importance=0.0)
        seen = [0, 0, 0]
        _checked(store, seen)
        hits = {h.id: h for h in store.recall("u", older, k=2)}
        assert new in hits and (old in hits[new].memory.conflicts_with) is changed, text
        assert seen[0] >= 1


def test_swapped_days_and_modifiers_natively() -> None:
    """A swapped day of the week is one more shared slot, and the noun after an opening modifier names the subject,
    natively as by the Python rules, in ASCII and non-ASCII texts alike (marks compared by _checked)."""
    cases = (
        ("Milo started piano lessons on Mondays with his father Simon after school near the old market square.",
         "Milo's lessons moved to Thursdays.", True),
        ("Milo started piano lessons on Mondays with his father Simon after school near the old market square.",
         "Milo's lessons moved to noon.", False),
        ("The chipper is a Timberwolf 150 that takes branches up to 15 centimetres thick.",
         "The old Timberwolf was replaced by a Forst ST8 that takes branches up to 20 centimetres thick.", True),
        ("The chipper is a Timberwolf 150 that takes branches up to 15 centimetres thick.",
         "The old Timberwolf was replaced by a Forst ST8 that takes branches up to 20 centimètres thick.", True),
        ("The chipper is a Timberwolf 150 that takes branches up to 15 centimetres thick.",
         "The old van was replaced by a Forst ST8 that takes branches up to 20 centimetres thick.", False),
    )
    for older, text, changed in cases:
        store = MemoryStore(clock=NOW.timestamp)
        old = store.remember("u", older, created_at=NOW - timedelta(days=200), importance=1.0)
        new = store.remember("u", text, created_at=NOW - timedelta(days=12), importance=0.0)
        seen = [0, 0, 0]
        _checked(store, seen)
        hits = {h.id: h for h in store.recall("u", older, k=2)}
        assert (old in hits[new].memory.conflicts_with) is changed, text
        assert seen[0] >= 1


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(items=st.lists(st.one_of(st.tuples(texts(allow_digits=True), st.one_of(st.none(), st.sampled_from(KEYS)),
                                          st.integers(0, 400), st.floats(0.0, 1.0)).map(lambda m: [m]),
                                related(allow_digits=True)), min_size=1, max_size=8).map(
    lambda groups: [m for group in groups for m in group]).filter(lambda items: len(items) >= 2),
       query=texts(allow_digits=True))
# the draw that failed before the native words read a circled digit ("①" is a word of one digit, a stem as "7" is)
@example(items=[("ines", None, 0, 0.0), ("ines", None, 0, 0.0), ("ines", None, 0, 0.0), ("alder birch the", None, 1, 0.0),
                ("alder birch ines \u2460", None, 0, 0.0)], query="ines")
def test_a_non_ascii_digit_is_read_natively(items: list[tuple[str, str | None, int, float]], query: str) -> None:
    """A text holding a digit of another script (str.isdigit: Arabic-Indic, Devanagari, fullwidth, a superscript) is
    read by the native pass as the Python rules read it: the same marks, changes and served hits (before branch
    textcost166 the native pass declined such a text and the Python rules ran instead)."""
    store = _scope(items, len(items))
    in_plan = [(h.id, h.memory.conflicts_with) for h in store.recall("u", query, k=5)]
    seen = [0, 0, 0]
    _checked(store, seen)  # both ways on every pass: the native one never declines, and marks what Python marks
    assert [(h.id, h.memory.conflicts_with) for h in store.recall("u", query, k=5)] == in_plan
    store.recall("u", query, k=5, hybrid=False, budget_tokens=60)


def test_native_words_reads_every_text() -> None:
    # the words, then the names (a capital past the first word), those within NAME_CUE_WINDOW words of a name cue
    # ("Mar" stands five words from "ahora"), the label's words (label()) and the clauses (clauses(): two or more,
    # each as its words, "\x01" between two), whether it reads as English ("1" or "0": reads_as_english) and the words of
    # the label each clause (or the text, with one clause) opens with ("\x01" between two; branch factpass74), each after
    # a NUL
    assert _native_words("Café ÜBER 12", None) == ("café über 12\0über\0\0\0\0000\0", None, None)
    assert _native_words("Nos hemos mudado: ahora en el Racó norte, Mar Blau", None) == \
        ("nos hemos mudado ahora en el racó norte mar blau\0blau mar racó\0racó\0nos hemos mudado\0\0000\0"
         "nos hemos mudado", None, None)
    assert _native_words("Café cerrado. Ahora abrimos a las 9.", None) == \
        ("café cerrado ahora abrimos a las 9\0\0\0\0café cerrado\x01ahora abrimos a las 9\0000\0\x01", None, None)
    assert _native_words("Élodie runs the shop on weekdays.", None)[0].endswith("\x001\0")  # type: ignore[index]
    assert _native_words("room ٣ is free", None)[0].startswith("room ٣ is free\0")  # a digit of another script too
    words = _native_words("sprache: Deutsch", "sprache")
    assert words is not None and words[1] == "sprache" and words[2] == "deutsch"


def _served(hits: list[Hit]) -> list[tuple[Any, ...]]:
    return [(h.id, h.memory.conflicts_with, h.final, h.similarity, h.recency, h.importance, h.confidence, h.relevance,
             h.lexical, h.memory.text) for h in hits]


# Recalls whose pass the plan finished natively with marks, of those with a changed order, and recalls it handed to
# mark_conflicts (a newer memory that may take an older hit's place, or a text for the Python rules).
IN_PLAN = [0, 0, 0]


def serves_with_pass_after_plan(store: MemoryStore, recall: Any, mark_conflicts: Any, in_plan: list[Hit]) -> None:
    """``recall(True)`` with the conflict pass run after the plan's call by `mark_conflicts` serves `in_plan`."""
    semantics = store._semantics
    original = semantics.mark_conflicts
    semantics.mark_conflicts = mark_conflicts  # type: ignore[method-assign]
    semantics.in_plan = False
    try:
        assert _served(in_plan) == _served(recall(True))
    finally:
        semantics.mark_conflicts = original  # type: ignore[method-assign]
        semantics.in_plan = True


def _in_plan_and_python(store: MemoryStore, recall: Any, seen: list[int]) -> None:
    """recall() with the pass in the plan's native call (RecallPlan.marked_hits) against recall() with the plan's
    hits marked by the Python rules (semantics.conflict_marks): the same hits, order, scores and conflicts_with."""
    semantics = store._semantics
    original = semantics.mark_conflicts
    handed = [0]

    def counted(*args: Any, **kwargs: Any) -> list[Hit]:
        handed[0] += 1
        return original(*args, **kwargs)

    def python(*args: Any, **kwargs: Any) -> list[Hit]:
        kwargs.pop("found", None)
        return original(*args, **kwargs, native=False)

    semantics.mark_conflicts = counted  # type: ignore[method-assign]
    semantics.in_plan = True
    in_plan = recall(True)
    plain = recall(False)
    semantics.mark_conflicts = original  # type: ignore[method-assign]
    serves_with_pass_after_plan(store, recall, python, in_plan)
    if handed[0]:
        seen[2] += 1
    elif any(h.memory.conflicts_with for h in in_plan):
        seen[0] += 1
        seen[1] += [h.id for h in in_plan] != [h.id for h in plain]


# A change the pass finds and reorders: so that the test
# below does not depend on the random draws (which also draw the modules' own literals, and a CI run found 60
# draws with no reordering at all).
KNOWN_CHANGE = [("Ines has swimming lessons on Saturday mornings at the Kralingen pool.", None, 200, 1.0),
                ("Ines's swimming lessons moved to Thursday afternoons at the Kralingen pool.", None, 12, 0.0),
                ("Ines likes the Kralingen pool's cafe.", None, 0, 0.5)]
# A change whose newer text holds a digit outside ASCII (read natively since branch textcost166), asked with k=1: the
# older is the one hit and the newer may take its place, so the recall is handed to mark_conflicts, whatever the draws
# (the random draws alone handed none in some CI runs once two-stem labels restate natively).
KNOWN_HANDOVER = [KNOWN_CHANGE[0],
                  ("Ines's swimming lessons moved to Thursday afternoons at the Kralingen pool \u0663.", None, 12, 0.0)]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(items=scopes, queries=st.lists(st.one_of(texts(), related().map(lambda pair: pair[1][0])), min_size=1,
                                     max_size=3),
       seal_after=st.integers(0, 24), k=st.integers(1, 10))
@example(items=KNOWN_CHANGE, queries=["When are the swimming lessons of Ines?"], seal_after=1, k=2)
@example(items=KNOWN_HANDOVER, queries=["When are the swimming lessons of Ines?"], seal_after=1, k=1)
def test_the_pass_in_the_plan_gives_what_the_python_rules_give(items: list[tuple[str, str | None, int, float]],
                                                               queries: list[str], seal_after: int, k: int) -> None:
    store = _scope(items, seal_after)
    for query in queries:
        for options in ({}, {"hybrid": False, "budget_tokens": 60}, {"mmr_lambda": 0.5}):
            _in_plan_and_python(store, lambda c, q=query, o=options: store.recall("u", q, k=k, conflicts=c, **o),
                                IN_PLAN)


def test_the_pass_in_the_plan_finishes_and_hands_over() -> None:
    """The property above is not vacuous: the plan finishes passes with marks natively, reorders some, and hands
    some to mark_conflicts."""
    IN_PLAN[:] = [0, 0, 0]
    test_the_pass_in_the_plan_gives_what_the_python_rules_give()
    finished, reordered, handed = IN_PLAN
    assert finished > 10 and reordered > 0 and handed > 0, IN_PLAN


def test_the_pass_in_the_plan_on_a_known_change() -> None:
    """A newer statement of a change served before the older one, both marked, in the plan's own call."""
    store = MemoryStore(clock=NOW.timestamp)
    old = store.remember("u", "Ines has swimming lessons on Saturday mornings at the Kralingen pool.",
                         created_at=NOW - timedelta(days=200), importance=1.0)
    new = store.remember("u", "Ines's swimming lessons moved to Thursday afternoons at the Kralingen pool.",
                         created_at=NOW - timedelta(days=12), importance=0.0)
    store.remember("u", "Ines likes the Kralingen pool's cafe.")
    seen = [0, 0, 0]
    _in_plan_and_python(store, lambda c: store.recall("u", "When are the swimming lessons of Ines?", k=3,
                                                      conflicts=c), seen)
    hits = store.recall("u", "When are the swimming lessons of Ines?", k=3)
    ids = [h.id for h in hits]
    assert ids.index(new) < ids.index(old)
    assert old in hits[ids.index(new)].memory.conflicts_with and new in hits[ids.index(old)].memory.conflicts_with


def test_marked_hits_without_a_pool_is_refused() -> None:
    store = MemoryStore(clock=NOW.timestamp)
    store.remember("u", "Ines has swimming lessons.")
    _segments, plan = store.engine.recall_plan("u")  # type: ignore[misc]
    params = recall_params.build(store._now, 10, 0.0, Weights(), DEFAULT_HALF_LIVES, "created", None, None,
                                 None, None, None, None, 100)
    query = store.query_vectors(["swimming"])[0]
    with pytest.raises(ValueError, match="keep_pool"):
        plan.marked_hits(query, params, True, None, conflict_pass())


def _stem_hash(stem: str) -> int:
    """The native pass's hash of an ASCII stem (conflicts.hpp: FNV-1a finished by wyhash's mixer, lexical.hpp)."""
    mask = (1 << 64) - 1
    state = 0xCBF29CE484222325
    for byte in stem.encode():
        state = ((state ^ byte) * 0x100000001B3) & mask

    def mum(a: int, b: int) -> int:
        r = a * b
        return (r ^ (r >> 64)) & mask

    return mum(mum(state ^ 0x2D358DCCAA6C78A5, 0xA0761D6478BD642F), 0xE7037ED1A0B428DB)


def _same_bucket(stem: str, buckets: int = 1024) -> str:
    """A five-letter word whose stem falls in the same bucket of add_changes' common-stem count as `stem`."""
    for a in "bcdfghjklmnpqrstvwxz":
        for b in "aeiou":
            for c in "bcdfghjklmnpqrstvwxz":
                for d in "aeiou":
                    word = f"{a}{b}{c}{d}k"
                    if word != stem and _stem_hash(word) % buckets == _stem_hash(stem) % buckets:
                        return word
    raise AssertionError("no word of the same bucket")


@pytest.mark.parametrize("collide", [False, True])
@pytest.mark.parametrize("sharing", [9, 10])
def test_a_stem_is_common_past_the_share_only(sharing: int, collide: bool) -> None:
    """The change rule's common stems at the boundary: with CHANGE_POOL (30) near candidates a stem is common in
    more than max(3, COMMON_SHARE * 30) = 9 of them (add_changes compares the counts as integers). 'zest' in 9
    candidates still names the subject, so the newer 'alder zest red' states a change of 'alder zest blue'; in 10
    it is common and the two share one stem only: no change. With `collide`, three other candidates hold a word
    whose stem shares zest's bucket in the native count (a bucket past the limit that two stems fell in: counted
    again exactly). The plan's pass, the pass after it, the exhaustive pairs and the Python rules agree."""
    filler = [f"{chr(97 + i % 26)}{chr(97 + i // 26)}qvw" for i in range(28)]  # 28 words of distinct stems
    if collide:
        assert _core.lexical_tokens("zest").tolist() == [_stem_hash("zest")]  # the native hash, as a check
        filler[-3:] = [f"{word} {_same_bucket('zest')}" for word in filler[-3:]]
    items = [("alder zest blue", None, 100, 0.5), ("alder zest red", None, 10, 0.5)]
    items += [(f"{word} zest" if i < sharing - 2 else word, None, 50, 0.1) for i, word in enumerate(filler)]
    store = _scope(items, seal_after=0)
    assert len(store.list("u")) == 30  # every row is one of the near candidates
    recall = lambda c: store.recall("u", "alder zest blue red", k=10, conflicts=c)  # noqa: E731
    seen = [0, 0, 0]
    _in_plan_and_python(store, recall, seen)
    hits = recall(True)
    marked = {h.memory.text: h.memory.conflicts_with for h in hits}
    assert "alder zest blue" in marked and "alder zest red" in marked
    assert bool(marked["alder zest blue"]) == (sharing == 9)
    _checked(store, seen)
    recall(True)
    assert seen[0] >= 1


def test_a_fact_restated_under_its_label_natively() -> None:
    """A fact restated under its label with other values and no word of change (holdout12's) is a change natively as by
    the Python rules (_label_change), in ASCII and non-ASCII texts alike; each with a twin that is none: labels of other
    roots or of a person and a meeting, nothing shared besides the label, an episode as the older side, nothing new,
    an addition, a stop before the colon (marks compared by _checked)."""
    coach = "Running coach: Javi Mora from Club Atletismo Turia, four runs a week, 45 euros a month."
    roofs = "Pop-top roofs: Reimo Easy Fit, 6-week lead time, fitted by us."
    piano = "Élodie: piano with M. Girard, Wednesdays 16:30, 35 $ a lesson."
    cases = (
        (coach, "fact", "Running coach: Leire Etxeberria, online through TrainingPeaks, five sessions a week, 60 euros "
                        "a month.", True),
        (coach, "fact", "Running shoes: Leire Etxeberria, online through TrainingPeaks, five sessions a week, 60 euros "
                        "a month.", False),  # another attribute's label
        (coach, "episode", "Running coach: Leire Etxeberria, online through TrainingPeaks, five sessions a week, 60 "
                           "euros a month.", False),  # an episode states no value a change replaces
        # nothing shared besides a label of two stems: restated all the same (_attribute_label)
        (coach, "fact", "Running coach: Leire Etxeberria, online through TrainingPeaks.", True),
        (coach, "fact", "Running coach: also Leire Etxeberria on Sundays, 60 euros a month.", False),  # an addition
        (roofs, "fact", "Pop-tops: Austop Elevating Roof, fitted at their Bristol centre, 3-week lead time.", True),
        (roofs, "fact", "Austop pop-tops. Elevating Roof: fitted at their Bristol centre, 3-week lead time.", False),
        (piano, "fact", "Élodie: violin with Mme Castillo at the École de musique, Thursdays 17:00, 42 $ a lesson.", True),
        (piano.replace("É", "E"), "fact", "Elodie: violin with Mme Castillo, Thursdays 17:00, 42 $ a lesson.", True),
        # (a shared day would mark it: "... her inhaler on Wednesdays" shares "Wednesdays" besides the label)
        (piano, "fact", "Élodie: allergic to hazelnuts, carries her inhaler to school.", False),
        ("Sanne: de Snowflake-kosten worden elke maandag gepost, boven de 900 credits per week een ticket.", "fact",
         "Planning with Femi and Sanne: Snowflake credits per week are the first item.", False),  # other heads
        ("Tile cache: in-process moka cache, 512 MB, TTL 10 minutes.", "fact",
         "Tile cache: in-process moka cache, 512 MB, TTL 10 minutes.", False),  # nothing new
    )
    for older, kind, text, changed in cases:
        store = MemoryStore(clock=NOW.timestamp, dedup=False)
        old = store.remember("u", older, kind=kind, created_at=NOW - timedelta(days=200), importance=1.0)
        new = store.remember("u", text, created_at=NOW - timedelta(days=12), importance=0.0)
        seen = [0, 0, 0]
        _checked(store, seen)
        hits = {h.id: h for h in store.recall("u", older, k=2)}
        assert new in hits and (old in hits[new].memory.conflicts_with) is changed, text
        assert seen[0] >= 1


def test_an_attribute_label_restates_with_nothing_else_shared() -> None:
    """Two labels of one attribute sharing ATTRIBUTE_LABEL_STEMS label stems or more (holdout13's "Billing on-call rota
    owner:" after "Billing on-call:", "selkie nodes:" after "NVIDIA driver on selkie nodes:") need neither another
    shared stem nor the same first stem for the newer to restate the older, natively as by the Python rules
    (_attribute_label); twins that are none: a label of one stem ("Billing:", "nodes:", a name "Élodie:"), an episode
    as the older, nothing new, an addition, the rule off (marks compared by _checked)."""
    rota = "Billing on-call: Kwame Asante owns the rota, phone forward goes to his rota number."
    insurer = "Fleet insurer: Mapfre, policy MF-77-440213."
    cases = (
        (rota, "fact", "Billing on-call rota owner: Lucía Bernal (pager via Opsgenie 'billing-primary').", True),
        (rota, "fact", "Billing on-call rota owner: Lucia Bernal (pager via Opsgenie).", True),  # ASCII
        (rota, "episode", "Billing on-call rota owner: Lucía Bernal (pager via Opsgenie).", False),
        (rota, "fact", "Billing on-call: also Lucía Bernal at weekends.", False),  # an addition
        (insurer, "fact", "Fleet insurance: Allianz, cover starts 1 Oct.", True),
        # labels of two stems or more need no same first stem either
        ("NVIDIA driver on selkie nodes: 535.161, CUDA 12.2.", "fact",
         "selkie nodes: driver 550.127.05 / CUDA 12.4 (rolled during the maintenance window).", True),
        ("NVIDIA driver on selkie nodes: 535.161, CUDA 12.2.", "fact", "nodes: 8 GPUs each, driver pinned.",
         False),  # a label of one stem: the first stems differ
        ("Billing: invoices go out on the first of the month through Stripe.", "fact",
         "Billing on-call: Lucía Bernal (pager via Opsgenie).", False),  # one label stem shared: "Billing"
        ("Élodie: piano with M. Girard, Wednesdays 16:30.", "fact", "Élodie: allergic to hazelnuts.", False),
        ("Fleet insurer: Mapfre.", "fact", "Fleet insurer: Mapfre.", False),  # nothing new
    )
    for older, kind, text, changed in cases:
        for stems_needed in (semantics_module.ATTRIBUTE_LABEL_STEMS, 0):
            rules = semantics_module.ATTRIBUTE_LABEL_STEMS
            semantics_module.ATTRIBUTE_LABEL_STEMS = stems_needed
            _rules.cache_clear()
            conflict_pass.cache_clear()
            try:
                store = MemoryStore(clock=NOW.timestamp, dedup=False)
                old = store.remember("u", older, kind=kind, created_at=NOW - timedelta(days=200), importance=1.0)
                new = store.remember("u", text, created_at=NOW - timedelta(days=12), importance=0.0)
                seen = [0, 0, 0]
                _checked(store, seen)
                hits = {h.id: h for h in store.recall("u", older, k=2)}
                assert new in hits and (old in hits[new].memory.conflicts_with) is (changed and stems_needed > 0), \
                    (text, stems_needed)
                assert seen[0] >= 1
            finally:
                semantics_module.ATTRIBUTE_LABEL_STEMS = rules
                _rules.cache_clear()
                conflict_pass.cache_clear()


@settings(max_examples=300, deadline=None)
@given(pair=labelled(), kind=st.sampled_from(["fact", "episode"]))
def test_the_attribute_label_rule_only_adds_label_changes(pair: list[tuple[str, str | None, int, float]],
                                                          kind: str) -> None:
    """_attribute_label only widens _label_change: every pair the label rule marks without it is marked with it, and
    a pair marked with it alone has labels of one attribute sharing ATTRIBUTE_LABEL_STEMS label stems or more (the
    smaller label), stems shared by the texts, and a stem of the newer the older lacks."""
    (older, *_), (newer, *_) = pair
    a = semantics_module.stems(newer) - semantics_module._CHANGE_CUES
    b = semantics_module.stems(older) - semantics_module._CHANGE_CUES
    code = semantics_module.KIND_CODE[kind]
    with_rule = semantics_module._label_change(newer, older, a, b, code)
    rules = semantics_module.ATTRIBUTE_LABEL_STEMS
    try:
        semantics_module.ATTRIBUTE_LABEL_STEMS = 0
        without = semantics_module._label_change(newer, older, a, b, code)
    finally:
        semantics_module.ATTRIBUTE_LABEL_STEMS = rules
    assert with_rule or not without
    if with_rule and not without:
        new_stems = {x for x in map(label_stem, label(newer)) if x is not None}
        old_stems = {x for x in map(label_stem, label(older)) if x is not None}
        assert kind == "fact" and min(len(new_stems), len(old_stems)) >= rules
        assert new_stems <= old_stems or old_stems <= new_stems
        assert a & b and a - b


def test_a_label_is_read_as_the_python_rule_reads_it() -> None:
    """semantics.label: the words before the first stop when it is a colon followed by white space, at most
    LABEL_WORDS of them; label_stem's four letters less a final "s"."""
    assert label("Tile cache: Redis 7 at cache.internal:6379") == ("tile", "cache")
    assert label("Price board from 1 November: one scoop 4.20") == ("price", "board", "from", "1", "november")
    assert label("Finance contact for our revenue numbers this year: Pieter") == ()  # seven words: a sentence
    for text in ("9:00 meeting: x", "St. Oberholz: flex plan", "Dentist check-up at 8:30", "Tile cache:Redis", "x: "):
        assert label(text) == (), text
    assert [label_stem(w) for w in ("tops", "top", "roofs", "mailers", "mailing", "prices", "is", "1")] == \
        ["top", "top", "roof", "mail", "mail", "pric", None, "1"]
