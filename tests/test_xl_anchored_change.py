"""A changed value told in another language than the fact it changes, its subject anchored by the stored embeddings
under a dense embedder (semantics.xl_anchored_change): issue 18, branch xlanchor85. The stand-in embedder fixes
each text's vector, so the anchor (the newer and the fact each other's nearest hit across the language line) is the
one thing a test changes."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from engramdb import MemoryStore, semantics
from engramdb.semantics import (
    _language_side,
    _xl_anchored_names,
    _xl_anchored_value,
    _xl_near,
    asked_change_first,
    xl_anchored_change,
    xl_asked_change,
)

from .embedder_util import FixedEmbedder

DIM = 16
NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
SCOPE = "hostel:lisboa"
QUESTION = "How much does the guest laundry cost?"
OLD = "Guest laundry: 5 EUR wash + dry, token from reception."
NEW = "Lavandaria para hóspedes: a partir de hoje 6 EUR por lavagem e secagem, ficha na receção."
SAME = "Lavandaria para hóspedes: a partir de hoje 5 EUR por lavagem e secagem, ficha na receção."
TOWELS_EN = "Beach towels: 3 EUR a day, from reception."
TOWELS_PT = "Toalhas de praia: a partir de hoje 4 EUR por dia, na receção."
FILLER = {"Breakfast is served from 7 to 10 in the garden room.": 5, "Quiet hours are from 23:00 to 7:00.": 6}


def _unit(*pairs: tuple[int, float]) -> np.ndarray:
    out = np.zeros(DIM, np.float32)
    for at, value in pairs:
        out[at] = value
    return out / np.linalg.norm(out)


# the question is axis 0; the fact and its Portuguese restatement share axis 1 (cosine 0.92), the Portuguese towel note
# is nearer the English towel fact (axis 7) than the laundry fact, every filler is on an axis of its own
VECTORS = {
    QUESTION: _unit((0, 1.0)),
    OLD: _unit((0, 0.85), (1, 0.527)),
    NEW: _unit((0, 0.80), (1, 0.45), (2, 0.397)),
    SAME: _unit((0, 0.80), (1, 0.45), (2, 0.397)),
    TOWELS_EN: _unit((0, 0.5), (7, 0.866)),
    TOWELS_PT: _unit((0, 0.78), (1, 0.2), (7, 0.59)),
    **{text: _unit((0, 0.3), (axis, 0.954)) for text, axis in FILLER.items()},
}


class Table(FixedEmbedder):
    """A dense stand-in: each text's vector from VECTORS."""

    name = "table-v1"
    dim = DIM

    def _embed(self, texts: Sequence[str]) -> np.ndarray:
        return np.stack([VECTORS[t] for t in texts])


def _store(*notes: str) -> tuple[MemoryStore, str, list[str]]:
    store = MemoryStore(embedder=Table(), clock=NOW.timestamp, calibration=None, dedup=False)
    old = store.remember(SCOPE, OLD, kind="fact", created_at=NOW - timedelta(days=400))
    for i, text in enumerate(FILLER):
        store.remember(SCOPE, text, kind="fact", created_at=NOW - timedelta(days=300 - i))
    new = [
        store.remember(SCOPE, text, kind="episode", created_at=NOW - timedelta(days=20 - i))
        for i, text in enumerate(notes)
    ]
    return store, old, new


def _order(store: MemoryStore) -> tuple[list[str], dict[str, tuple[str, ...]]]:
    hits = store.recall(SCOPE, QUESTION, k=6)
    return [h.id for h in hits], {h.id: tuple(h.memory.conflicts_with) for h in hits}


def test_the_newer_in_another_language_is_served_first(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _language_side(OLD) == 1 and _language_side(NEW) == -1
    # no word of the question in the Portuguese clause: the shipped cross-language reading does not mark it
    assert not xl_asked_change(QUESTION, NEW, OLD, True)
    store, old, (new,) = _store(NEW)
    ids, marks = _order(store)
    assert ids.index(new) < ids.index(old) and old in marks[new] and new in marks[old]
    monkeypatch.setattr(semantics, "XL_ANCHOR_SIM", False)  # main's step: the fact first, unmarked
    ids, marks = _order(store)
    assert ids.index(old) < ids.index(new) and old not in marks[new]


def test_what_the_anchor_must_not_mark() -> None:
    # the same value restated in another language: no change
    store, old, (same,) = _store(SAME)
    ids, marks = _order(store)
    assert ids.index(old) < ids.index(same) and old not in marks[same]
    # another subject (the towels) with a value of the same unit, within the factor, and "a partir de": the note's
    # nearest hit across the language line is the towel fact, not the laundry fact
    store, old, (towels,) = _store(TOWELS_PT)
    store.remember(SCOPE, TOWELS_EN, kind="fact", created_at=NOW - timedelta(days=350))
    ids, marks = _order(store)
    assert towels in ids and old not in marks[towels]
    assert ids.index(old) < ids.index(towels)


def test_no_vectors_no_anchor(monkeypatch: pytest.MonkeyPatch) -> None:
    # the hits as the step gets them (main's order: the fact first), then the step with the flag back on: without
    # vectors (the hashing embedder's store passes none) the shipped order, with the stored ones the newer first
    store, old, (new,) = _store(NEW)
    monkeypatch.setattr(semantics, "XL_ANCHOR_SIM", False)
    hits = store.recall(SCOPE, QUESTION, k=6)
    monkeypatch.setattr(semantics, "XL_ANCHOR_SIM", True)
    ids = [h.id for h in hits]
    i, j = [h.memory.kind for h in hits].index("fact"), ids.index(new)
    assert ids[i] == old and i < j and not xl_anchored_change(QUESTION, hits, i, j, None)
    assert [h.id for h in asked_change_first(QUESTION, hits)] == ids
    vectors = store._hit_vectors(hits)
    assert np.allclose(vectors[j], VECTORS[NEW], atol=1e-6)
    moved = [h.id for h in asked_change_first(QUESTION, hits, None, store._hit_vectors)]
    assert moved.index(new) < moved.index(old)


def test_the_text_tests() -> None:
    # a number of the fact's unit within the factor, read with a point as thousands too ("5.900 EUR")
    assert _xl_near("5.9", "6350") and _xl_near("6", "5") and not _xl_near("5", "1350") and not _xl_near("0", "5")
    assert _xl_anchored_value(
        "Annual berth 12m goes up from January 2027 to 6,350 EUR/yr + VAT.",
        "Amarre anual 12m: 5.900 EUR/año + IVA.",
        False,
    )
    # another number of the same currency, far from the fact's (a card minimum against the rent)
    assert not _xl_anchored_value(
        "Στις κάρτες χρεώνουμε μόνο πάνω από €5 - το λέμε ευγενικά στους πελάτες.",
        "Rent for the premises is €1,350 a month to the Kalaitzakis family.",
        False,
    )
    # a currency by its name in another language is the same unit as its code ("يورو" / "EUR", "грн" / "UAH")
    assert _xl_anchored_value(
        "تأجير المعدات: ١٨ يورو في اليوم (BCD، منظم، بدلة، زعانف). الكمبيوتر ٥ يورو.",
        "Kit rental: BCD, regulator, wetsuit and fins for 15 EUR a day; computers 5 EUR.",
        False,
    )
    assert _xl_anchored_value("Lanet: тариф тепер 350 грн.", "Internet: Lanet, 300 UAH a month.", False)
    assert not _xl_anchored_value("Lanet: тариф тепер 350 грн.", "Internet: Lanet, 300 Mbit/s.", False)
    # a dated note needs a word of now / from in the clause with the value
    assert not _xl_anchored_value(NEW.replace("a partir de hoje ", ""), OLD, True)
    assert _xl_anchored_value(NEW, OLD, True)
    # a name swapped with a word of now, a name of the fact kept; none kept: no anchor for the swap
    assert _xl_anchored_names(
        "Samstarf: nú eru miðar í sjóböðin GeoSea og í Hvalasafnið seldir í afgreiðslu.",
        "Combo ticket with GeoSea baths sold at the desk.",
    )
    assert not _xl_anchored_names(
        "Od teraz siano dostarcza nam Gorse End Farm, a nie Pennock Farm Supplies.",
        "Horses have a worm count every spring and autumn instead of routine wormers.",
    )
