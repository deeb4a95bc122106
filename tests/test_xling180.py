"""xling180 (issue 18): under E5 a memory written in another language than English is stored as the unit mean of its
passage and query vectors (store.XL_ROLES, writes.embed_searched's both_roles); an English one, and every memory under
any other embedder, as its document vector alone."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from engramdb import store as store_mod
from engramdb.e5 import E5_MODEL
from engramdb.embedders import CallableEmbedder, HashingEmbedder
from engramdb.language import prior
from engramdb.store import XL_ROLES_PRIOR, MemoryStore, both_roles
from engramdb.writes import embed_searched

_DOCS = HashingEmbedder(dim=32)


def _documents(texts: Sequence[str]) -> np.ndarray:
    return _DOCS.embed(list(texts))


def _queries(texts: Sequence[str]) -> np.ndarray:  # another side: the same hashing of the text reversed
    return _DOCS.embed([t[::-1] for t in texts])


def _unit(rows: np.ndarray) -> np.ndarray:
    return rows / np.linalg.norm(rows, axis=-1, keepdims=True)


def _two_sided(name: str = E5_MODEL + "-test") -> CallableEmbedder:
    return CallableEmbedder(_documents, name=name, dim=32, query_fn=_queries)


ENGLISH = "The spare key to the tool shed hangs behind the kitchen door."
SPANISH = "La llave de repuesto del cobertizo está detrás de la puerta de la cocina."
RUSSIAN = "Запасной ключ от сарая висит за дверью кухни."


def test_both_roles_only_for_e5_when_on(monkeypatch: pytest.MonkeyPatch) -> None:
    assert both_roles(_two_sided()) is not None
    assert both_roles(HashingEmbedder(dim=32)) is None  # one side
    assert both_roles(_two_sided("some-other-model")) is None  # not the model measured
    monkeypatch.setattr(store_mod, "XL_ROLES", False)
    assert both_roles(_two_sided()) is None


def test_embed_searched_mixes_the_other_language_rows_only() -> None:
    texts = [ENGLISH, SPANISH, RUSSIAN]
    test = both_roles(_two_sided())
    assert test is not None and [test(t) for t in texts] == [False, True, True]
    out = embed_searched(_two_sided(), texts, test)
    plain = _documents(texts)
    assert np.allclose(out[0], plain[0])  # English: its document vector, unchanged
    mixed = _unit(_unit(plain[1:]) + _unit(_queries(texts[1:])))
    assert np.allclose(out[1:], mixed, atol=1e-6)
    assert np.allclose(embed_searched(_two_sided(), texts), plain)  # no test: the document side alone


def _stored(store: MemoryStore, scope: str) -> dict[str, np.ndarray]:
    table = store.export(scope)
    return dict(zip(table.column("text").to_pylist(), np.asarray(table.column("embedding").to_pylist())))


@pytest.mark.parametrize("on", [True, False])
def test_a_store_writes_the_mixed_vector_under_the_switch(monkeypatch: pytest.MonkeyPatch, on: bool) -> None:
    monkeypatch.setattr(store_mod, "XL_ROLES", on)
    store = MemoryStore(embedder=_two_sided())
    store.remember_many("s", [ENGLISH, SPANISH])
    got = _stored(store, "s")
    assert np.allclose(got[ENGLISH], _unit(_documents([ENGLISH])[0]), atol=1e-6)
    document = _unit(_documents([SPANISH])[0])
    expected = _unit(document + _unit(_queries([SPANISH])[0])) if on else document
    assert np.allclose(got[SPANISH], expected, atol=1e-6)


def test_a_hashing_store_is_unchanged(monkeypatch: pytest.MonkeyPatch) -> None:
    stores = []
    for on in (True, False):
        monkeypatch.setattr(store_mod, "XL_ROLES", on)
        store = MemoryStore()
        store.remember_many("s", [ENGLISH, SPANISH, RUSSIAN])
        stores.append(_stored(store, "s"))
    assert all(np.array_equal(stores[0][t], stores[1][t]) for t in stores[0])


def test_every_e5_prior_has_its_both_roles_table() -> None:
    folder = Path(store_mod.__file__).parent / "data" / "language_priors"
    names = [p.name for p in folder.glob(E5_MODEL + "-*.npz") if XL_ROLES_PRIOR not in p.name]
    assert names
    for name in names:
        model, dim = name[:-len(".npz")].rsplit(".", 1)
        plain, both = prior(model, int(dim)), prior(model + XL_ROLES_PRIOR, int(dim))
        assert set(both) == set(plain)
        assert all(both[code].shape == plain[code].shape and not np.allclose(both[code], plain[code])
                   for code in plain)
