"""Embedders: text in, float32 ``[n, dim]`` out.

An embedder is anything with ``name``, ``dim`` and ``embed(texts)`` (the :class:`Embedder` protocol). The
store records ``name`` and ``dim`` and refuses to mix vectors of two embedders, so ``name`` must change
whenever the vectors would.

Queries and documents may be embedded differently (E5's "query: " / "passage: " prefixes, instruction-tuned
models): an embedder that also has ``embed_queries(texts)`` and ``embed_documents(texts)``
(:class:`QueryDocumentEmbedder`) gets every search text (recall's queries) through the first and every stored
text (memories, lessons' triggers, consolidated summaries, the texts dedup and conflicts compare) through the
second; one with only ``embed`` gets both through it. :func:`embed_checked` takes the role.

- :class:`HashingEmbedder` is the default: deterministic, offline, no model download. Words, word pairs and
  character n-grams are hashed with signs into ``dim`` buckets (C++, all cores: ~450k short texts/s per
  core). It matches words, identifiers ("invoice 8841", "E12") and near-spellings; it knows no synonyms.
- :class:`CallableEmbedder` wraps any function of a list of texts (a model's ``encode``, an API client).
- :func:`as_embedder` accepts an :class:`Embedder`, a LangChain ``Embeddings`` (``embed_documents`` and
  ``embed_query``), or a sentence-transformers style model (``.encode``).
- :func:`embed_checked` runs any embedder and checks what it returned (shape, finite values, float32).
"""

from __future__ import annotations

import math
import operator
import re
from collections.abc import Callable, Sequence
from typing import Any, Literal, Protocol, runtime_checkable

import numpy as np

from . import _core
from .errors import DimensionMismatchError, InvalidArgumentError, InvalidTypeError

__all__ = ["CallableEmbedder", "Embedder", "HashingEmbedder", "QueryDocumentEmbedder", "Role", "as_embedder",
           "check_texts", "embed_checked", "embed_query", "reference_hash_embed"]

Role = Literal["document", "query"]
_ROLES = ("document", "query")

HASHING_VERSION = "hashing-v1"  # bump when anything in cpp/engram/embed/hashing.hpp's FORMAT changes
_MAX_HASHING_DIM = 2**31


@runtime_checkable
class Embedder(Protocol):
    """What the store needs from an embedding model.

    ``embed`` returns one row per text, ``[len(texts), dim]``, preferably C-contiguous float32 (anything
    array-like is accepted and converted by :func:`embed_checked`). Rows need not be normalised.
    """

    @property
    def name(self) -> str:
        """Identifies the model and its version: the store refuses to mix vectors of two names."""
        ...

    @property
    def dim(self) -> int:
        """The length of every row ``embed`` returns."""
        ...

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """float32 ``[len(texts), dim]``."""
        ...


@runtime_checkable
class QueryDocumentEmbedder(Embedder, Protocol):
    """An :class:`Embedder` that embeds search queries and stored documents differently.

    Both methods take a batch and return float32 ``[len(texts), dim]``; ``embed`` should equal
    ``embed_documents`` (what a caller unaware of the roles wants).
    """

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """Search texts (recall's queries), float32 ``[len(texts), dim]``."""
        ...

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        """Stored texts (memories, triggers, summaries), float32 ``[len(texts), dim]``."""
        ...


def _check_dim(dim: Any, limit: int | None = None) -> int:
    if isinstance(dim, bool):
        raise InvalidTypeError(f"dim must be an int, got {dim!r}")
    try:
        value = operator.index(dim)
    except TypeError:
        raise InvalidTypeError(f"dim must be an int, got {type(dim).__name__}") from None
    if value < 1 or (limit is not None and value > limit):
        raise InvalidArgumentError(f"dim must be >= 1{f' and <= {limit}' if limit else ''}, got {value}")
    return value


def check_texts(texts: Any) -> list[str]:
    """`texts` as a list of str: InvalidTypeError for a single string or bytes, a non-sequence, or a non-str
    item (what every embedder checks before embedding)."""
    if isinstance(texts, (str, bytes, bytearray)):
        raise InvalidTypeError(f"texts must be a sequence of str, not a single {type(texts).__name__}")
    try:
        items = list(texts)
    except TypeError:
        raise InvalidTypeError(f"texts must be a sequence of str, got {type(texts).__name__}") from None
    for i, text in enumerate(items):
        if not isinstance(text, str):
            raise InvalidTypeError(f"texts[{i}] must be str, got {type(text).__name__}")
    return items


class HashingEmbedder:
    """The default embedder: signed feature hashing of words, word pairs and character n-grams.

    Deterministic across runs, machines and thread counts; offline; no model. The recipe ("hashing-v1",
    specified in ``cpp/engram/embed/hashing.hpp`` and in :func:`reference_hash_embed`):

    - words: maximal runs of ASCII letters/digits or non-ASCII bytes of the UTF-8 text, ASCII lowercased;
    - features: each word (weight 1.0, or 1.5 if it contains a digit, so identifiers count), each adjacent
      word pair (0.5), each byte 3/4/5-gram of ``"<" + word + ">"`` (0.15);
    - a feature seen ``tf`` times in a text adds ``±weight * (1 + ln tf)`` to bucket ``hash % dim``;
    - rows are L2-normalised; a text without words (``""``, ``"..."``) gives the zero vector.

    ``threads=0`` uses every core (small batches use fewer); the result never depends on it.
    """

    def __init__(self, dim: int = 384, threads: int = 0) -> None:
        self._dim = _check_dim(dim, _MAX_HASHING_DIM)
        if isinstance(threads, bool) or not isinstance(threads, int):
            raise InvalidTypeError(f"threads must be an int, got {type(threads).__name__}")
        if threads < 0:
            raise InvalidArgumentError(f"threads must be >= 0 (0 = all cores), got {threads}")
        self._threads = threads

    @property
    def name(self) -> str:
        """"hashing-v1-<dim>": the recipe and the dimension (a store made with one refuses another)."""
        return f"{HASHING_VERSION}-{self._dim}"

    @property
    def dim(self) -> int:
        """The length of every vector (384 by default)."""
        return self._dim

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """float32 ``[len(texts), dim]``, unit rows (zero rows for texts without words)."""
        if isinstance(texts, (str, bytes, bytearray)):
            raise InvalidTypeError(f"texts must be a sequence of str, not a single {type(texts).__name__}")
        try:
            return _core.hash_embed(texts, self._dim, self._threads)
        except TypeError as e:  # re-typed so callers can catch engramdb.EngramError too
            raise InvalidTypeError(str(e)) from None
        except ValueError as e:
            raise InvalidArgumentError(str(e)) from None

    def __repr__(self) -> str:
        return f"HashingEmbedder(dim={self._dim}, threads={self._threads})"


class CallableEmbedder:
    """Wraps ``fn(list[str]) -> array-like [n, dim]`` (a model's ``encode``, an API client) as an Embedder.

    ``name`` identifies the model (the store refuses to mix names); ``dim`` is checked on every call.
    ``query_fn``, if given, embeds search queries (``embed_queries``) and ``fn`` stored documents; without it
    ``fn`` embeds both.
    """

    def __init__(self, fn: Callable[[list[str]], Any], *, name: str, dim: int,
                 query_fn: Callable[[list[str]], Any] | None = None) -> None:
        for what, f in (("fn", fn), ("query_fn", fn if query_fn is None else query_fn)):
            if not callable(f):
                raise InvalidTypeError(f"{what} must be callable, got {type(f).__name__}")
        if not isinstance(name, str) or not name:
            raise InvalidArgumentError("name must be a non-empty str")
        self._fn = fn
        self._query_fn = fn if query_fn is None else query_fn
        self._name = name
        self._dim = _check_dim(dim)

    @property
    def name(self) -> str:
        """The name given for the model (the store refuses to mix vectors of two names)."""
        return self._name

    @property
    def dim(self) -> int:
        """The length the wrapped function's rows must have (checked on every call)."""
        return self._dim

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """float32 ``[len(texts), dim]`` from the wrapped function (the documents' one); a typed error for a
        wrong shape or a non-finite value."""
        return self._call(self._fn, texts)

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        """Stored texts through ``fn``: the same as :meth:`embed`."""
        return self._call(self._fn, texts)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """Search texts through ``query_fn`` (``fn`` when none was given)."""
        return self._call(self._query_fn, texts)

    def _call(self, fn: Callable[[list[str]], Any], texts: Sequence[str]) -> np.ndarray:
        items = check_texts(texts)
        if not items:  # models disagree on what an empty batch returns; skip the call
            return np.zeros((0, self._dim), dtype=np.float32)
        return _checked_output(fn(items), len(items), self._dim, self._name)

    def __repr__(self) -> str:
        return f"CallableEmbedder(name={self._name!r}, dim={self._dim})"


def _model_name(model: Any) -> str:
    """``Class:model-id`` for a sentence-transformers style model, else the class name."""
    card = getattr(model, "model_card_data", None)
    for ident in (getattr(model, "name_or_path", None), getattr(card, "base_model", None),
                  getattr(model, "name", None)):
        if isinstance(ident, str) and ident:
            return f"{type(model).__name__}:{ident}"
    return type(model).__name__


def as_embedder(obj: Any, *, name: str | None = None, dim: int | None = None) -> Embedder:
    """An :class:`Embedder` for ``obj``.

    - an Embedder is returned as is (``dim``, if given, must match);
    - a LangChain ``Embeddings`` (``embed_documents(texts)`` and ``embed_query(text)``) is wrapped: documents
      through the first, queries through the second; its dim is measured on one query unless ``dim`` is
      given, its name is its class and model id unless ``name`` is given;
    - an object with ``.encode`` (sentence-transformers style) is wrapped, queries through ``encode_query``
      and documents through ``encode_document`` where the model has them (sentence-transformers 5 applies
      each one's prompt there); its dim comes from ``get_sentence_embedding_dimension()`` unless ``dim`` is
      given, its name from its class and model id unless ``name`` is given (pass ``name`` when two models
      could share a class and id);
    - a plain callable is wrapped when both ``name`` and ``dim`` are given.
    """
    if isinstance(obj, Embedder) and not isinstance(obj, type):
        if dim is not None and _check_dim(dim) != obj.dim:
            raise DimensionMismatchError(f"dim={dim} differs from the embedder's dim {obj.dim}")
        return obj
    if isinstance(obj, (str, bytes, type)):
        raise InvalidTypeError(
            f"expected an Embedder, a model with .encode, or a callable; got {type(obj).__name__}")
    documents, query = getattr(obj, "embed_documents", None), getattr(obj, "embed_query", None)
    if callable(documents) and callable(query):
        def queries(texts: list[str]) -> list[Any]:
            return [query(text) for text in texts]  # LangChain embeds one query per call
        if dim is None:
            dim = len(query("dimension probe"))
        return CallableEmbedder(documents, name=name or _model_name(obj), dim=dim, query_fn=queries)
    encode = getattr(obj, "encode", None)
    if callable(encode):
        if dim is None:
            get_dim = getattr(obj, "get_sentence_embedding_dimension", None)
            dim = get_dim() if callable(get_dim) else None
            if dim is None:
                raise InvalidArgumentError(f"cannot tell the dimension of {type(obj).__name__}: pass dim=")
        encode_document, encode_query = getattr(obj, "encode_document", None), getattr(obj, "encode_query", None)
        if callable(encode_document) and callable(encode_query):
            return CallableEmbedder(encode_document, name=name or _model_name(obj), dim=dim, query_fn=encode_query)
        return CallableEmbedder(encode, name=name or _model_name(obj), dim=dim)
    if callable(obj):
        if name is None or dim is None:
            raise InvalidArgumentError("a plain callable needs name= and dim= to become an embedder")
        return CallableEmbedder(obj, name=name, dim=dim)
    raise InvalidTypeError(
        f"expected an Embedder, a model with .encode, or a callable; got {type(obj).__name__}")


def _checked_output(out: Any, n: int, dim: int, name: str) -> np.ndarray:
    try:
        array = np.asarray(out)
    except (TypeError, ValueError) as e:
        raise InvalidTypeError(f"embedder {name!r} returned something that is not an array: {e}") from None
    if array.dtype.kind not in "fiu":
        raise InvalidTypeError(f"embedder {name!r} returned dtype {array.dtype}, expected real numbers")
    if array.shape != (n, dim):
        raise DimensionMismatchError(
            f"embedder {name!r} returned shape {array.shape}, expected ({n}, {dim})")
    if array.dtype != np.float32 or not array.flags.c_contiguous:  # as it is otherwise (the native embedders')
        with np.errstate(over="ignore", invalid="ignore"):  # too large for float32 -> inf, refused below
            array = np.ascontiguousarray(array, dtype=np.float32)
    # A finite sum of squares proves every value finite (NaN and inf carry into it; no term is negative): one BLAS
    # call, ~2.5x cheaper than isfinite's array and its reduction; a sum overflowing on finite values is checked
    # exactly.
    if not math.isfinite(np.vdot(array, array)) and not np.isfinite(array).all():
        row = int(np.flatnonzero(~np.isfinite(array).all(axis=1))[0])
        raise InvalidArgumentError(f"embedder {name!r} returned NaN or inf (first in row {row})")
    return array


def embed_checked(embedder: Embedder, texts: Sequence[str], role: Role = "document") -> np.ndarray:
    """The embedder's vectors of ``texts`` in ``role`` as C-contiguous float32 ``[len(texts), embedder.dim]``,
    checked: ``embed_queries`` for role "query" and ``embed_documents`` for "document" where the embedder has
    them, else ``embed``.

    Raises InvalidTypeError for a non-str text or a non-numeric result, DimensionMismatchError for the
    wrong shape, InvalidArgumentError for NaN/inf (or a float64 value beyond float32's range) or an unknown
    role.
    """
    if role not in _ROLES:
        raise InvalidArgumentError(f"role must be 'document' or 'query', got {role!r}")
    items = check_texts(texts)
    dim = _check_dim(embedder.dim)
    if not items:
        return np.zeros((0, dim), dtype=np.float32)
    method = getattr(embedder, "embed_queries" if role == "query" else "embed_documents", None)
    if not callable(method):
        method = embedder.embed
    return _checked_output(method(items), len(items), dim, str(embedder.name))


def embed_query(embedder: Embedder, text: str) -> np.ndarray:
    """``embed_checked(embedder, [text], "query")`` for one str (recall's one text query). The native hashing
    embedder's own output is taken as it comes: C-contiguous float32 ``[1, dim]`` made by ``_core.hash_embed`` and
    finite by construction (each bucket a sum of bounded feature weights, scaled only when its sum of squares is
    positive: cpp/engram/embed/hashing.cpp, finish_row), so the text and output checks (~4-5 µs of a ~2 µs
    embedding) prove nothing there; every other embedder (a subclass included) is checked as by embed_checked."""
    if type(embedder) is HashingEmbedder and type(text) is str:
        return embedder.embed([text])
    return embed_checked(embedder, [text], "query")


# ---------------------------------------------------------------------------------------------------------
# The hashing-v1 recipe in plain Python: the executable specification of the format and the oracle the
# tests check the C++ code against. ~10k times slower than HashingEmbedder; never use it to embed.

_MASK64 = (1 << 64) - 1
_FNV_OFFSET_BASIS = 0xCBF29CE484222325
_FNV_PRIME = 0x100000001B3
_FINISH_MUL1 = 0xA0761D6478BD642F
_FINISH_MUL2 = 0xE7037ED1A0B428DB
_PAIR_FIRST = 0x8BB84B93962EACC9
_PAIR_SECOND = 0x4B33A62ED433D4A3
_SEED_WORD = 0x9E3779B97F4A7C15
_SEED_PAIR = 0xBF58476D1CE4E5B9
_SEED_NGRAM = 0x94D049BB133111EB
_WORD_RE = re.compile(rb"[0-9A-Za-z\x80-\xff]+")
_DIGIT_RE = re.compile(rb"[0-9]")


def _mum(a: int, b: int) -> int:
    product = a * b
    return (product & _MASK64) ^ (product >> 64)


def _state(data: bytes) -> int:
    state = _FNV_OFFSET_BASIS
    for byte in data:
        state = ((state ^ byte) * _FNV_PRIME) & _MASK64
    return state


def _finish(state: int, seed: int) -> int:
    return _mum(_mum(state ^ seed, _FINISH_MUL1), _FINISH_MUL2)


def reference_hash_embed(texts: Sequence[str], dim: int) -> np.ndarray:
    """The hashing-v1 vectors of ``texts``, computed slowly in Python (equal to HashingEmbedder's to float
    rounding; bit-equal where the compiler does not fuse multiply-adds, e.g. x86-64 baseline)."""
    dim = _check_dim(dim, _MAX_HASHING_DIM)
    items = check_texts(texts)
    out = np.zeros((len(items), dim), dtype=np.float32)
    for row, text in enumerate(items):
        features: dict[int, list[float]] = {}  # hash -> [class weight, tf], in order of first occurrence

        def add(h: int, weight: float, features: dict[int, list[float]] = features) -> None:
            entry = features.setdefault(h, [weight, 0])
            entry[1] += 1

        previous: int | None = None
        for match in _WORD_RE.finditer(text.encode("utf-8")):
            word = match.group().lower()  # bytes.lower() changes ASCII letters only
            state = _state(word)
            add(_finish(state, _SEED_WORD), 1.5 if _DIGIT_RE.search(word) else 1.0)
            if previous is not None:
                add(_finish(_mum(previous ^ _PAIR_FIRST, state ^ _PAIR_SECOND), _SEED_PAIR), 0.5)
            padded = b"<" + word + b">"
            for start in range(len(padded) - 2):
                for n in (3, 4, 5):
                    if start + n <= len(padded):
                        add(_finish(_state(padded[start:start + n]), _SEED_NGRAM), 0.15)
            previous = state
        vector = out[row]
        for h, (weight, tf) in features.items():
            value = np.float32(weight * (1.0 + math.log(tf)))
            vector[(h & 0xFFFFFFFF) % dim] += -value if h >> 63 else value
        lanes = [0.0] * 8  # bucket i into lane i % 8, then combined pairwise: the C++ order
        for i, x in enumerate(vector.tolist()):
            lanes[i % 8] += x * x
        sum_of_squares = (((lanes[0] + lanes[1]) + (lanes[2] + lanes[3]))
                          + ((lanes[4] + lanes[5]) + (lanes[6] + lanes[7])))
        if sum_of_squares > 0.0:
            vector *= np.float32(1.0 / math.sqrt(sum_of_squares))
    return out
