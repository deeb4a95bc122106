"""The embedders: the hashing-v1 recipe (C++) against its Python reference, its properties, and the checks
that every embedder's output goes through."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from engramdb import _core
from engramdb.embedders import (
    CallableEmbedder,
    Embedder,
    HashingEmbedder,
    as_embedder,
    embed_checked,
    embed_query,
    reference_hash_embed,
)
from engramdb.errors import DimensionMismatchError, EngramError, InvalidArgumentError, InvalidTypeError

DIMS = [1, 7, 97, 384, 1537]

SAMPLES = [
    "why was invoice 8841 rejected",
    "Invoice 8841 was rejected for code E12",
    "The user prefers dark mode and short answers.",
    "a",
    "a a a a b",  # repeated words: sublinear term frequency
    "",
    "...  ?! --",
    "Café au lait, naïve façade",
    "नमस्ते दुनिया, मेरा नाम राम है",
    "日本語のテキストと English mixed 123",
    "emoji 🙂 between words 🚀 ok",
    "tab\tnew\nline\r\nCRLF",
    "ALLCAPS lower MiXeD",
    "x" * 3000,  # one long word: the feature table grows past its first size
    " ".join(f"w{i}" for i in range(2000)),  # many distinct features
]


def memory_like_texts(rng: np.random.Generator, n: int) -> list[str]:
    words = ["user", "prefers", "dark", "mode", "invoice", "rejected", "code", "meeting", "moved", "tomorrow", "deploy", "server", "failed", "because", "token", "expired", "customer", "asked", "refund", "order", "shipped", "late", "python", "rust", "agent"]
    return [" ".join(words[j] for j in rng.integers(0, len(words), rng.integers(0, 13)).tolist())
            + f" #{rng.integers(0, 100_000)}" for _ in range(n)]


def cosine(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.dot(a, b))  # rows are unit vectors


# --- the recipe: C++ against the Python reference ------------------------------------------------------


@pytest.mark.parametrize("dim", DIMS)
def test_matches_python_reference(dim: int) -> None:
    fast = HashingEmbedder(dim).embed(SAMPLES)
    slow = reference_hash_embed(SAMPLES, dim)
    assert fast.shape == slow.shape == (len(SAMPLES), dim)
    np.testing.assert_allclose(fast, slow, rtol=0, atol=1e-6)


def test_matches_reference_on_random_texts(rng: np.random.Generator) -> None:
    texts = memory_like_texts(rng, 200)
    np.testing.assert_allclose(HashingEmbedder(384).embed(texts), reference_hash_embed(texts, 384), atol=1e-6)


def test_golden_values_pin_the_format() -> None:
    """Stored vectors depend on these numbers: if this fails, the format changed (bump "hashing-v1")."""
    assert HashingEmbedder(16).name == "hashing-v1-16"
    golden = {
        ("Invoice 8841 was rejected for code E12", 16): [
            0.290736, 0.171021, 0.222328, 0.017102, 0.256532, -0.171021, 0.256532, 0.0,
            0.051306, 0.051306, -0.23943, 0.393349, 0.153919, 0.324941, 0.564371, 0.102613],
        ("नमस्ते café a", 7): [0.359451, 0.248851, 0.1659, 0.304151, 0.663602, -0.414751, -0.276501],
    }
    for (text, dim), want in golden.items():
        np.testing.assert_allclose(HashingEmbedder(dim).embed([text])[0], want, atol=2e-6)
        np.testing.assert_allclose(reference_hash_embed([text], dim)[0], want, atol=2e-6)


# --- determinism, norms, dims --------------------------------------------------------------------------


@pytest.mark.parametrize("dim", DIMS)
def test_deterministic_across_calls_and_thread_counts(dim: int, rng: np.random.Generator) -> None:
    texts = memory_like_texts(rng, 3000) + SAMPLES  # > 1024 texts, so several threads really run
    first = HashingEmbedder(dim).embed(texts)
    assert first.tobytes() == HashingEmbedder(dim).embed(texts).tobytes()
    for threads in (1, 2, 3, 8):
        assert first.tobytes() == HashingEmbedder(dim, threads=threads).embed(texts).tobytes()
    # a text's vector does not depend on its batch
    alone = HashingEmbedder(dim).embed([texts[1234]])[0]
    assert alone.tobytes() == first[1234].tobytes()


@pytest.mark.parametrize("dim", DIMS)
def test_unit_norm_and_zero_vector(dim: int) -> None:
    out = HashingEmbedder(dim).embed(SAMPLES)
    assert out.dtype == np.float32 and out.flags.c_contiguous and out.shape == (len(SAMPLES), dim)
    assert np.isfinite(out).all()
    norms = np.linalg.norm(out, axis=1)
    for text, norm in zip(SAMPLES, norms):
        if text.strip(" .?!-") == "":
            assert norm == 0.0, text
        elif dim > 1:
            assert norm == pytest.approx(1.0, abs=1e-5), text
        else:  # dim 1: all features share one bucket and may cancel to exactly zero
            assert norm == 0.0 or norm == pytest.approx(1.0, abs=1e-6)


def test_empty_batch() -> None:
    out = HashingEmbedder(97).embed([])
    assert out.shape == (0, 97) and out.dtype == np.float32


def test_default_name_and_dim() -> None:
    e = HashingEmbedder()
    assert e.dim == 384 and e.name == "hashing-v1-384"
    assert isinstance(e, Embedder)


# --- retrieval properties ------------------------------------------------------------------------------


def test_identifiers_count() -> None:
    query, right, wrong = HashingEmbedder().embed([
        "why was invoice 8841 rejected",
        "Invoice 8841 was rejected for code E12",
        "Invoice 7000 rejected for code E12 purchase order missing",
    ])
    assert cosine(query, right) > cosine(query, wrong) + 0.1


def test_error_code_identifier() -> None:
    query, right, wrong = HashingEmbedder().embed([
        "what does error E12 mean",
        "Error E12 means the purchase order is missing",
        "Error E13 means the purchase order is missing",
    ])
    assert cosine(query, right) > cosine(query, wrong)


def test_word_order_matters_a_little() -> None:
    a, b, c = HashingEmbedder().embed(["dog bites man", "man bites dog", "dog bites man"])
    assert cosine(a, c) == pytest.approx(1.0, abs=1e-6)
    assert 0.6 < cosine(a, b) < 0.999  # same words, different pairs


def test_case_is_ignored_for_ascii() -> None:
    a, b = HashingEmbedder().embed(["Dark Mode PREFERRED", "dark mode preferred"])
    assert a.tobytes() == b.tobytes()


def test_typo_still_shares_ngrams() -> None:
    invoice, typo, unrelated = HashingEmbedder().embed(["invoice", "invoise", "banana"])
    assert cosine(invoice, typo) > cosine(invoice, unrelated) + 0.1


def test_sublinear_term_frequency() -> None:
    once, many, other = HashingEmbedder().embed(["refund refund refund refund refund order", "refund order",
                                                 "order"])
    # repeating "refund" 5x does not drown "order": its weight grows like 1 + ln 5, not 5
    assert cosine(once, other) > 0.15
    assert cosine(once, many) > 0.8


def test_non_ascii_words() -> None:
    e = HashingEmbedder()
    hi_a, hi_b, hi_c, cafe, cafe_upper = e.embed(
        ["मेरा नाम राम है", "राम का नाम", "आज मौसम अच्छा है", "café crème", "CAFÉ CRÈME"])
    assert cosine(hi_a, hi_b) > cosine(hi_b, hi_c)
    # only ASCII is lowercased: "CAFÉ" differs from "café" in "É" but still shares "caf" n-grams
    assert 0.0 < cosine(cafe, cafe_upper) < 0.99
    assert np.linalg.norm(e.embed(["🙂🙂"])[0]) == pytest.approx(1.0, abs=1e-6)  # non-ASCII bytes are a word


def test_separators() -> None:
    a, b = HashingEmbedder().embed(["order-shipped_late", "order shipped late"])
    assert a.tobytes() == b.tobytes()  # any non-alphanumeric ASCII byte separates words


# --- bad input -----------------------------------------------------------------------------------------


def test_bad_texts_raise_type_error() -> None:
    e = HashingEmbedder(16)
    with pytest.raises(TypeError, match=r"texts\[2\]"):
        e.embed(["ok", "fine", 3, "x"])
    with pytest.raises(InvalidTypeError, match=r"texts\[0\].*bytes"):
        e.embed([b"bytes"])
    with pytest.raises(TypeError):
        e.embed("a single string")
    with pytest.raises(TypeError):
        e.embed(None)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"texts\[1\]"):
        e.embed(["fine", "lone surrogate \ud800"])


def test_accepts_tuples_and_iterables() -> None:
    e = HashingEmbedder(16)
    want = e.embed(["a b", "c"])
    assert e.embed(("a b", "c")).tobytes() == want.tobytes()
    assert e.embed(t for t in ["a b", "c"]).tobytes() == want.tobytes()  # type: ignore[arg-type]


def test_bad_dim_and_threads() -> None:
    for dim in (0, -3):
        with pytest.raises(InvalidArgumentError):
            HashingEmbedder(dim)
    for dim in (2.5, "384", True, None):
        with pytest.raises(InvalidTypeError):
            HashingEmbedder(dim)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError):
        HashingEmbedder(16, threads=-1)
    with pytest.raises(ValueError):
        _core.hash_embed(["x"], 0)
    with pytest.raises(ValueError):
        _core.hash_embed(["x"], 16, -1)
    with pytest.raises(TypeError):
        _core.hash_embed(["x"], "16")  # type: ignore[arg-type]


def test_errors_are_engram_errors() -> None:
    with pytest.raises(EngramError):
        HashingEmbedder(16).embed([1])  # type: ignore[list-item]


# --- CallableEmbedder, as_embedder, embed_checked ------------------------------------------------------


class FakeModel:
    """A sentence-transformers look-alike whose encode can misbehave."""

    name_or_path = "fake/mini-4"

    def __init__(self, dim: int = 4, mode: str = "ok") -> None:
        self.dim = dim
        self.mode = mode
        self.calls = 0

    def get_sentence_embedding_dimension(self) -> int:
        return self.dim

    def encode(self, texts: list[str]) -> object:
        self.calls += 1
        n = len(texts)
        if self.mode == "ok":
            return np.arange(n * self.dim, dtype=np.float64).reshape(n, self.dim) + 1
        if self.mode == "list":
            return [[float(i + j) for j in range(self.dim)] for i in range(n)]
        if self.mode == "wrong_dim":
            return np.ones((n, self.dim + 1))
        if self.mode == "wrong_rows":
            return np.ones((n + 1, self.dim))
        if self.mode == "flat":
            return np.ones(n * self.dim)
        if self.mode == "nan":
            out = np.ones((n, self.dim))
            out[n - 1, 0] = np.nan
            return out
        if self.mode == "inf":
            out = np.ones((n, self.dim))
            out[0, 1] = np.inf
            return out
        if self.mode == "too_big":
            return np.full((n, self.dim), 1e300)
        if self.mode == "strings":
            return np.full((n, self.dim), "x")
        if self.mode == "fortran":
            return np.asfortranarray(np.ones((n, self.dim), dtype=np.float32))
        raise AssertionError(self.mode)


def test_as_embedder_wraps_encode_models() -> None:
    model = FakeModel(dim=4)
    e = as_embedder(model)
    assert isinstance(e, Embedder)
    assert e.dim == 4
    assert e.name == "FakeModel:fake/mini-4"
    out = embed_checked(e, ["a", "b", "c"])
    assert out.shape == (3, 4) and out.dtype == np.float32 and out.flags.c_contiguous
    assert as_embedder(model, name="mine").name == "mine"


def test_as_embedder_passes_embedders_through() -> None:
    h = HashingEmbedder(32)
    assert as_embedder(h) is h
    with pytest.raises(DimensionMismatchError):
        as_embedder(h, dim=16)


def test_as_embedder_refuses_what_it_cannot_use() -> None:
    with pytest.raises(InvalidTypeError):
        as_embedder(42)
    with pytest.raises(InvalidTypeError):
        as_embedder(HashingEmbedder)  # the class, not an instance
    with pytest.raises(InvalidArgumentError):
        as_embedder(lambda texts: np.ones((len(texts), 3)))  # a bare callable needs name and dim

    class NoDim:
        def encode(self, texts: list[str]) -> np.ndarray:
            return np.ones((len(texts), 3))

    with pytest.raises(InvalidArgumentError, match="dim"):
        as_embedder(NoDim())
    assert as_embedder(NoDim(), dim=3).name == "NoDim"


def test_callable_embedder() -> None:
    e = CallableEmbedder(lambda texts: np.ones((len(texts), 3)), name="ones", dim=3)
    assert isinstance(e, Embedder)
    assert (e.name, e.dim) == ("ones", 3)
    out = embed_checked(e, ["x", "y"])
    assert out.dtype == np.float32 and out.shape == (2, 3)
    assert embed_checked(e, []).shape == (0, 3)
    wrapped = as_embedder(lambda texts: np.zeros((len(texts), 2)), name="zeros", dim=2)
    assert embed_checked(wrapped, ["a"]).shape == (1, 2)
    with pytest.raises(InvalidTypeError):
        CallableEmbedder(42, name="x", dim=3)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError):
        CallableEmbedder(len, name="", dim=3)
    with pytest.raises(InvalidArgumentError):
        CallableEmbedder(len, name="x", dim=0)


@pytest.mark.parametrize("mode", ["wrong_dim", "wrong_rows", "flat"])
def test_embed_checked_wrong_shape(mode: str) -> None:
    e = as_embedder(FakeModel(dim=4, mode=mode))
    with pytest.raises(DimensionMismatchError, match=r"shape"):
        embed_checked(e, ["a", "b"])


@pytest.mark.parametrize("mode", ["nan", "inf", "too_big"])
def test_embed_checked_non_finite(mode: str) -> None:
    e = as_embedder(FakeModel(dim=4, mode=mode))
    with pytest.raises(InvalidArgumentError, match="NaN or inf"):
        embed_checked(e, ["a", "b"])


def test_embed_checked_finite_check_is_exact() -> None:
    """The finite check's fast test (a finite sum of squares) only accepts: float32 values whose squares overflow are
    still accepted when finite, and a NaN, an inf or a value beyond float32 is refused with its row."""
    def returning(value: float, row: int) -> CallableEmbedder:
        def fn(texts: list[str]) -> np.ndarray:
            out = np.ones((len(texts), 3), np.float32)
            out[row, 2] = value
            return out
        return CallableEmbedder(fn, name="edge", dim=3)

    huge = float(np.finfo(np.float32).max)
    np.testing.assert_array_equal(embed_checked(returning(huge, 1), ["a", "b"])[1], [1, 1, huge])
    np.testing.assert_array_equal(embed_checked(returning(-huge, 0), ["a", "b"])[0], [1, 1, -huge])
    for bad in (np.nan, np.inf, -np.inf):
        with pytest.raises(InvalidArgumentError, match=r"NaN or inf \(first in row 1\)"):
            embed_checked(returning(bad, 1), ["a", "b"])



def test_embed_query_is_embed_checked_of_one_text() -> None:
    """recall's one text query: the native hashing embedder's output byte for byte as embed_checked's (texts
    without words, a surrogate refused alike); any other embedder, a HashingEmbedder subclass included, still has
    its output checked."""
    emb = HashingEmbedder(dim=97)
    for text in ("", "...", "What is Dana's phone number now?", "Hvem driver Oakline Tree Care?", "x " * 500):
        fast, checked = embed_query(emb, text), embed_checked(emb, [text], "query")
        assert fast.dtype == np.float32 and fast.flags.c_contiguous and fast.shape == (1, 97)
        assert fast.tobytes() == checked.tobytes()
    with pytest.raises(InvalidArgumentError):
        embed_query(emb, "bad \ud800 text")

    class Broken(HashingEmbedder):
        def embed(self, texts: Sequence[str]) -> np.ndarray:
            out = super().embed(texts)
            out[0, 3] = np.nan
            return out

    with pytest.raises(InvalidArgumentError, match=r"NaN or inf \(first in row 0\)"):
        embed_query(Broken(dim=8), "a subclass is checked")
    with pytest.raises(DimensionMismatchError):
        embed_query(CallableEmbedder(lambda texts: np.ones((len(texts), 4)), name="short", dim=5), "a")
    with pytest.raises(InvalidArgumentError, match="NaN or inf"):
        embed_query(CallableEmbedder(lambda texts: np.full((len(texts), 2), np.inf), name="inf", dim=2), "a")

def test_embed_checked_non_numeric() -> None:
    with pytest.raises(InvalidTypeError):
        embed_checked(as_embedder(FakeModel(mode="strings")), ["a"])


@pytest.mark.parametrize("mode", ["list", "fortran"])
def test_embed_checked_converts(mode: str) -> None:
    out = embed_checked(as_embedder(FakeModel(dim=5, mode=mode)), ["a", "b", "c"])
    assert out.dtype == np.float32 and out.flags.c_contiguous and out.shape == (3, 5)


def test_embed_checked_on_a_bare_protocol_object() -> None:
    class Bare:
        name = "bare"
        dim = 2

        def embed(self, texts: list[str]) -> np.ndarray:
            return np.full((len(texts), 3), 1.0)  # lies about its dim

    assert isinstance(Bare(), Embedder)
    with pytest.raises(DimensionMismatchError):
        embed_checked(Bare(), ["x"])


def test_embed_checked_validates_texts() -> None:
    model = FakeModel()
    e = as_embedder(model)
    with pytest.raises(InvalidTypeError, match=r"texts\[1\]"):
        embed_checked(e, ["a", None])  # type: ignore[list-item]
    with pytest.raises(InvalidTypeError):
        embed_checked(e, "abc")
    assert model.calls == 0  # refused before the model ran
    assert embed_checked(e, []).shape == (0, 4)


def test_embed_checked_passes_hashing_output_through() -> None:
    h = HashingEmbedder(64)
    out = embed_checked(h, ["one", "two"])
    assert out.tobytes() == h.embed(["one", "two"]).tobytes()
