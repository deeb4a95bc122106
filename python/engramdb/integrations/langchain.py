"""engramdb as a LangChain vector store: ``EngramVectorStore(embedding, store=None, scope="langchain")``.

    from langchain_core.documents import Document
    from engramdb.integrations.langchain import EngramVectorStore

    vs = EngramVectorStore(embeddings)              # an in-memory MemoryStore of the embedding's dim
    vs.add_documents([Document("Alice likes tea", metadata={"n": 1})], ids=["alice"])
    vs.similarity_search("who likes tea?", k=4, filter={"n": {"$gte": 1}})

How LangChain's notions map onto the store:

* a ``Document`` is one memory of `scope` (kind "fact") keyed by ``Document.id``: adding an id that is there
  already replaces it (the store's keyed upsert; the older version is kept as hidden history, never served);
  documents without an id get a new UUID;
* ``Document.metadata`` is the memory's `meta`, kept exactly (ints stay ints, nested values as JSON keeps them,
  no keys added; the key names the store uses itself are escaped, see ``_meta``); the text is stored as given;
* every write goes through the store's write path, so its guards apply: a document carrying a secret is refused
  (engramdb.SecretError naming the document) and nothing of that call is written;
* search ranks by plain similarity, the store's: the cosine of query and document clamped below at 0 (no
  recency, importance or confidence; no score threshold, so k documents come back when there are k).
  ``similarity_search_with_score`` gives that similarity (in [0, 1], higher is closer), and so does
  ``similarity_search_with_relevance_scores``. Anti-correlated documents all score 0, as orthogonal ones
  do, and come after every document of positive cosine in the order they were stored (with real text
  embeddings cosines are rarely negative). ``filter=`` is a store `where` over the metadata's top-level
  fields (``{"field": value}`` or ``{"field": {"$eq" | "$ne" | "$gt" | "$gte" | "$lt" | "$lte" | "$in" |
  "$nin": ...}}``), applied before ranking, so a filtered search returns min(k, matching documents);
  ``max_marginal_relevance_search`` is the store's native MMR over the `fetch_k` best candidates;
* ``delete(ids)`` forgets (invisible at once; unknown ids are ignored), ``delete(ids, erase=True)`` erases:
  no byte of the documents stays in the files of a store on disk; ``delete()`` with no ids clears the scope;
* the async methods run the sync ones on a worker thread (the store is thread-safe).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import numpy as np

try:
    from langchain_core.documents import Document
    from langchain_core.embeddings import Embeddings
    from langchain_core.runnables.config import run_in_executor
    from langchain_core.vectorstores import VectorStore
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError("engramdb.integrations.langchain needs langchain-core: "
                      "pip install 'engramdb[langchain]'") from exc

from ..embedders import CallableEmbedder
from ..errors import DimensionMismatchError, InvalidArgumentError, InvalidTypeError, SecretError
from ..guard import find_secrets_many
from ..schema import Hit, Memory, check_scope
from ..scoring import Weights
from ..store import MemoryStore
from ._meta import from_meta, to_meta, to_where

__all__ = ["EngramVectorStore"]

SIMILARITY_ONLY = Weights(similarity=1.0, recency=0.0, importance=0.0, confidence=0.0)
_NO_THRESHOLD = -1.0  # under any similarity: LangChain's k nearest never drop a result for its score
_PROBE = "engramdb dimension probe"
_EMBED_BATCH = 1000  # texts per embed_documents call when add_documents is given no batch_size


def _no_extra(method: str, kwargs: dict[str, Any]) -> None:
    if kwargs:
        raise TypeError(f"EngramVectorStore.{method}() got unexpected keyword argument(s) {sorted(kwargs)}")


def _relevance(similarity: float) -> float:
    """The store's similarity (a cosine clamped below at 0) as a LangChain relevance score: itself, kept
    within [0, 1] where float32 rounding would step over 1."""
    return min(1.0, max(0.0, similarity))


class EngramVectorStore(VectorStore):
    """A LangChain ``VectorStore`` over one scope of an engramdb ``MemoryStore`` (see the module's docstring).

    `store`: the MemoryStore to use (in memory or ``MemoryStore.open(path)``; its dim must be the embedding's);
    when None, an in-memory ``MemoryStore(dim=..., dedup=False)`` whose dim is the length of the embedding of a
    probe text, and whose own embedder is `embedding` (so that ``vs.store.recall(scope, "text")`` agrees).
    `scope`: the store scope that holds this vector store's documents.
    """

    def __init__(self, embedding: Embeddings, *, store: MemoryStore | None = None,
                 scope: str = "langchain") -> None:
        if not isinstance(embedding, Embeddings):
            raise InvalidTypeError(f"embedding must be a langchain_core Embeddings, got {type(embedding).__name__}")
        if store is not None and not isinstance(store, MemoryStore):
            raise InvalidTypeError(f"store must be an engramdb.MemoryStore or None, got {type(store).__name__}")
        check_scope(scope)
        if store is None:
            dim = len(embedding.embed_query(_PROBE))
            model = CallableEmbedder(lambda texts: embedding.embed_documents(list(texts)),
                                     name=f"langchain:{type(embedding).__name__}", dim=dim)
            store = MemoryStore(dim=dim, embedder=model, dedup=False)
        self._embedding = embedding
        self._store = store
        self._scope = scope

    @property
    def embeddings(self) -> Embeddings:
        return self._embedding

    @property
    def store(self) -> MemoryStore:
        """The MemoryStore that holds the documents."""
        return self._store

    @property
    def scope(self) -> str:
        """The store scope of this vector store's documents."""
        return self._scope

    # ------------------------------------------------------------------ writing

    def add_documents(self, documents: list[Document], **kwargs: Any) -> list[str]:
        """Adds or replaces `documents` (one atomic write: a refused document leaves the store unchanged) and
        returns their ids: ``ids=`` if given, else each document's ``id``, else a new UUID. Documents are
        embedded `batch_size` at a time (default 1000). A later document with the same id as an earlier one of
        the same call wins."""
        ids = kwargs.pop("ids", None)
        batch_size = kwargs.pop("batch_size", None)
        _no_extra("add_documents", kwargs)
        documents = list(documents)
        if ids is None:
            keys = [doc.id if doc.id is not None else str(uuid.uuid4()) for doc in documents]
        else:
            keys = [str(uuid.uuid4()) if i is None else i for i in ids]
            if len(keys) != len(documents):
                raise InvalidArgumentError(f"got {len(keys)} ids for {len(documents)} documents")
        if not documents:
            return []
        for key in keys:
            if not isinstance(key, str) or not key:
                raise InvalidTypeError(f"document ids must be non-empty strings, got {key!r}")
        if batch_size is None:
            batch_size = _EMBED_BATCH
        if isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1:
            raise InvalidArgumentError(f"batch_size must be a positive integer, got {batch_size!r}")
        last = {key: i for i, key in enumerate(keys)}  # one row per id: the last document given for it
        rows = sorted(last.values())
        texts = [documents[i].page_content for i in rows]
        for i in rows:
            if not isinstance(documents[i].page_content, str):
                raise InvalidTypeError(f"document {keys[i]!r}: page_content must be a string")
        self._refuse_secrets(texts, [keys[i] for i in rows], rows)
        vectors = np.concatenate([self._embed(texts[at:at + batch_size]) for at in range(0, len(texts), batch_size)])
        self._store.remember_many(self._scope, texts, embeddings=vectors, key=[keys[i] for i in rows],
                                  meta=[to_meta(documents[i].metadata) for i in rows])
        return keys

    def add_texts(self, texts: Iterable[str], metadatas: list[dict[str, Any]] | None = None, *,
                  ids: list[str] | None = None, **kwargs: Any) -> list[str]:
        """add_documents of ``Document(text, metadata=...)`` for each text."""
        texts = list(texts)
        if metadatas is not None and len(metadatas) != len(texts):
            raise InvalidArgumentError(f"got {len(metadatas)} metadatas for {len(texts)} texts")
        docs = [Document(page_content=text, metadata={} if metadatas is None else metadatas[i])
                for i, text in enumerate(texts)]
        return self.add_documents(docs, ids=ids, **kwargs)

    def _embed(self, texts: list[str]) -> np.ndarray:
        vectors = np.asarray(self._embedding.embed_documents(texts), dtype=np.float32)
        if vectors.shape != (len(texts), self._store.dim):
            raise DimensionMismatchError(f"the embedding returned shape {vectors.shape} for {len(texts)} texts; the "
                                       f"store needs ({len(texts)}, {self._store.dim})")
        return vectors

    @staticmethod
    def _refuse_secrets(texts: list[str], keys: list[str], positions: list[int]) -> None:
        """SecretError naming the first document whose text or id carries a secret, before anything is embedded
        (the store's write path would refuse it too, naming only a row); the secret itself is never repeated."""
        found = find_secrets_many(texts + keys)
        if found:
            index, kind = found[0]
            row = index % len(texts)
            what = (f"the text of document {keys[row]!r}" if index < len(texts)
                    else f"the id of document {positions[row]} of the call")
            raise SecretError(f"refused: {what} contains a secret of kind {kind!r}; secrets are never stored "
                              "(nothing of this call was written)", kind)

    def delete(self, ids: Sequence[str] | None = None, **kwargs: Any) -> bool:
        """Forgets the documents `ids` (unknown ids are ignored) or, with ids=None, every document of the scope.
        Forgotten documents are invisible at once; with ``erase=True`` they are also removed physically (no byte
        of their text, vectors or metadata, nor of the versions they replaced, stays in a durable store's files).
        """
        erase = kwargs.pop("erase", False)
        _no_extra("delete", kwargs)
        if type(erase) is not bool:
            raise InvalidTypeError(f"erase must be a bool, got {type(erase).__name__}")
        remove = self._store.erase if erase else self._store.forget
        if ids is None:
            if self._scope in self._store.scopes(self._scope):
                remove(self._scope)
            return True
        if isinstance(ids, str):
            raise InvalidTypeError("ids must be a list of ids, not one string")
        for key in dict.fromkeys(ids):
            remove(self._scope, key=key)
        return True

    # ------------------------------------------------------------------ reading

    def get_by_ids(self, ids: Sequence[str], /) -> list[Document]:
        """The documents of `ids` that exist, in the order of `ids` (each once)."""
        if isinstance(ids, str):
            raise InvalidTypeError("ids must be a sequence of ids, not one string")
        found = (self._store.get_by_key(self._scope, key) for key in dict.fromkeys(ids))
        return [self._document(memory) for memory in found if memory is not None]

    @staticmethod
    def _document(memory: Memory) -> Document:
        return Document(id=memory.key, page_content=memory.text, metadata=from_meta(memory.meta))

    def _hits(self, embedding: Sequence[float] | np.ndarray, k: int, filter: dict[str, Any] | None,
              **mmr: Any) -> list[Hit]:
        if filter is not None and not isinstance(filter, dict):
            raise InvalidTypeError(f"filter must be a dict of conditions on metadata fields (a store `where`), "
                                   f"got {type(filter).__name__}")
        vector = np.asarray(embedding, dtype=np.float32)
        return self._store.recall(self._scope, vector, k=k, weights=SIMILARITY_ONLY, calibrated=False,
                                  min_score=_NO_THRESHOLD,
                                  conflicts=False, where=to_where(filter) or None, **mmr)

    def similarity_search_with_score_by_vector(self, embedding: list[float], k: int = 4,
                                               filter: dict[str, Any] | None = None,
                                               **kwargs: Any) -> list[tuple[Document, float]]:
        """The `k` documents closest to `embedding` with their similarity (cosine, clamped below at 0), closest
        first."""
        _no_extra("similarity_search_with_score_by_vector", kwargs)
        return [(self._document(h.memory), float(h.similarity)) for h in self._hits(embedding, k, filter)]

    def similarity_search_with_score(self, query: str, k: int = 4, filter: dict[str, Any] | None = None,
                                     **kwargs: Any) -> list[tuple[Document, float]]:
        """The `k` documents closest to `query` with their similarity (cosine, clamped below at 0), closest
        first."""
        _no_extra("similarity_search_with_score", kwargs)
        return self.similarity_search_with_score_by_vector(self._embedding.embed_query(query), k, filter)

    def similarity_search_by_vector(self, embedding: list[float], k: int = 4,
                                    filter: dict[str, Any] | None = None, **kwargs: Any) -> list[Document]:
        _no_extra("similarity_search_by_vector", kwargs)
        return [self._document(h.memory) for h in self._hits(embedding, k, filter)]

    def similarity_search(self, query: str, k: int = 4, filter: dict[str, Any] | None = None,
                          **kwargs: Any) -> list[Document]:
        """The `k` documents closest to `query` (matching `filter`), closest first."""
        _no_extra("similarity_search", kwargs)
        return self.similarity_search_by_vector(self._embedding.embed_query(query), k, filter)

    def _select_relevance_score_fn(self) -> Callable[[float], float]:
        return _relevance

    def max_marginal_relevance_search_by_vector(self, embedding: list[float], k: int = 4, fetch_k: int = 20,
                                                lambda_mult: float = 0.5, filter: dict[str, Any] | None = None,
                                                **kwargs: Any) -> list[Document]:
        """`k` documents picked by the store's MMR from the `fetch_k` closest to `embedding`: each next one
        maximises ``lambda_mult * similarity - (1 - lambda_mult) * max similarity to those already picked``."""
        _no_extra("max_marginal_relevance_search_by_vector", kwargs)
        if isinstance(fetch_k, bool) or not isinstance(fetch_k, int) or fetch_k < 1:
            raise InvalidArgumentError(f"fetch_k must be a positive integer, got {fetch_k!r}")
        wide = max(fetch_k, k) if isinstance(k, int) and not isinstance(k, bool) else fetch_k
        hits = self._hits(embedding, k, filter, mmr_lambda=lambda_mult, k_wide=wide)
        return [self._document(h.memory) for h in hits]

    def max_marginal_relevance_search(self, query: str, k: int = 4, fetch_k: int = 20, lambda_mult: float = 0.5,
                                      filter: dict[str, Any] | None = None, **kwargs: Any) -> list[Document]:
        _no_extra("max_marginal_relevance_search", kwargs)
        return self.max_marginal_relevance_search_by_vector(self._embedding.embed_query(query), k, fetch_k,
                                                            lambda_mult, filter)

    @classmethod
    def from_texts(cls, texts: list[str], embedding: Embeddings, metadatas: list[dict[str, Any]] | None = None,
                   *, ids: list[str] | None = None, **kwargs: Any) -> EngramVectorStore:
        """A new EngramVectorStore (keyword arguments `store` and `scope` as the constructor's) holding `texts`."""
        store = kwargs.pop("store", None)
        scope = kwargs.pop("scope", "langchain")
        vs = cls(embedding, store=store, scope=scope)
        vs.add_texts(texts, metadatas, ids=ids, **kwargs)
        return vs

    # ------------------------------------------------------------------ async: the sync methods on a worker thread

    async def aadd_documents(self, documents: list[Document], **kwargs: Any) -> list[str]:
        return await run_in_executor(None, self.add_documents, documents, **kwargs)

    async def aadd_texts(self, texts: Iterable[str], metadatas: list[dict[str, Any]] | None = None, *,
                         ids: list[str] | None = None, **kwargs: Any) -> list[str]:
        return await run_in_executor(None, self.add_texts, list(texts), metadatas, ids=ids, **kwargs)

    async def adelete(self, ids: Sequence[str] | None = None, **kwargs: Any) -> bool:
        return await run_in_executor(None, self.delete, ids, **kwargs)

    async def aget_by_ids(self, ids: Sequence[str], /) -> list[Document]:
        return await run_in_executor(None, self.get_by_ids, ids)

    async def asimilarity_search(self, query: str, k: int = 4, **kwargs: Any) -> list[Document]:
        return await run_in_executor(None, self.similarity_search, query, k, **kwargs)

    async def asimilarity_search_with_score(self, *args: Any, **kwargs: Any) -> list[tuple[Document, float]]:
        return await run_in_executor(None, self.similarity_search_with_score, *args, **kwargs)

    async def asimilarity_search_by_vector(self, embedding: list[float], k: int = 4,
                                           **kwargs: Any) -> list[Document]:
        return await run_in_executor(None, self.similarity_search_by_vector, embedding, k, **kwargs)

    async def amax_marginal_relevance_search(self, query: str, k: int = 4, fetch_k: int = 20,
                                             lambda_mult: float = 0.5, **kwargs: Any) -> list[Document]:
        return await run_in_executor(None, self.max_marginal_relevance_search, query, k, fetch_k, lambda_mult,
                                     **kwargs)

    async def amax_marginal_relevance_search_by_vector(self, embedding: list[float], k: int = 4, fetch_k: int = 20,
                                                       lambda_mult: float = 0.5, **kwargs: Any) -> list[Document]:
        return await run_in_executor(None, self.max_marginal_relevance_search_by_vector, embedding, k, fetch_k,
                                     lambda_mult, **kwargs)

    @classmethod
    async def afrom_texts(cls, texts: list[str], embedding: Embeddings,
                          metadatas: list[dict[str, Any]] | None = None, *, ids: list[str] | None = None,
                          **kwargs: Any) -> EngramVectorStore:
        return await run_in_executor(None, lambda: cls.from_texts(texts, embedding, metadatas, ids=ids, **kwargs))
