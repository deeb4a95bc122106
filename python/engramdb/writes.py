"""The write path: every memory enters the store through WritePath.prepare and WritePath.insert.

prepare validates a batch column-wise (one bad row refuses the batch and changes nothing), applies the guards
(secrets refused, untrusted sources capped, instruction-like text flagged or refused by policy), counts tokens
and embeds; insert hands the batch to the engine, which logs it, assigns ids and applies it. Bulk import goes
through the same prepare and then straight into a sealed segment (engine.bulk_insert). Nothing here loops over
rows in Python except over the few rows a guard flags.
"""

from __future__ import annotations

import json
import math
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from . import guard
from . import validate as v
from .embedders import Embedder, embed_checked
from .engine import SegmentSet
from .errors import (
    DimensionMismatchError,
    InvalidArgumentError,
    InvalidTypeError,
    SecretError,
    UntrustedInstructionError,
)
from .schema import (
    DEFAULT_LAYER,
    EXPORT_ONLY_COLUMNS,
    HIDDEN_PENDING,
    KIND_CODE,
    KINDS,
    LAYER_CODE,
    RESERVED_META_KEYS,
    SIDE,
    STATUS_BITS,
    WRITE_COLUMNS,
    dump_meta,
    memory_id,
    parse_id,
)
from .segment import side_values

DEFAULT_MAX_TEXT_CHARS = 8000
INJECTION_POLICIES = ("flag", "refuse")


def count_tokens(texts: Sequence[str]) -> np.ndarray:
    """The default token estimate: ceil(characters / 4), at least 1 (about right for English with
    BPE tokenizers; pass ``token_counter=`` to the store for an exact count)."""
    return _tokens_of_chars(np.fromiter(map(len, texts), dtype=np.int64, count=len(texts)))


def _tokens_of_chars(chars: np.ndarray) -> np.ndarray:
    tokens: np.ndarray = np.maximum(1, (chars + 3) // 4).astype(np.int32)
    return tokens


def lesson_search_text(text: str, trigger: str | None, guidance: str | None) -> str:
    """What recall matches of a lesson (its embedding): the trigger, then what happened (the text) and the guidance,
    each once. A trigger alone names a situation, but a question asks about a lesson in the words of its guidance
    ("what should people wear on their hands" for "hand out sailing gloves ...") or of the incident that taught it,
    neither of which the trigger holds (E5 ranked such lessons, 230-280 days old, under a recent order of gloves:
    benchmarks/RESULTS.md, "Recall quality: a lesson searched by what it says"). add_lesson's text, "When <trigger>:
    <guidance>", already holds both; a lesson without trigger is searched by its text, one without guidance by its
    trigger, as before."""
    if trigger is None:
        return text
    if guidance is None:
        return trigger
    if trigger in text and guidance in text:
        return text
    told = "" if text in (trigger, guidance) else f" {text}"
    return f"{trigger}.{told} {guidance}"


_JSON_MARKS = re.compile(r'[{}\[\]",:_\s]+')


def plain_tool_output(texts: list[str]) -> list[str]:
    """What the dense side embeds of each text: tool output opening with "{" or "[" (a JSON record, or a log line
    opening with a [tag]) as its words, without brackets, quotes, colons, commas and underscores
    ('{"vehicle":"TT3","battery_end":0.18}' -> 'vehicle TT3 battery end 0.18'), any other text as it is. A text
    model reads that punctuation as a shape every such line shares, not as words: E5 gave a scope's sensor and
    trip records a relevance of 0.8-0.93 to unrelated questions and put them in the top 5 of questions in other
    languages (holdout10; benchmarks/RESULTS.md, "Recall quality: a lesson searched by what it says"; JSON alone,
    without the bracketed log lines, lost one more case). The stored text, the lexical side (BM25 splits on the
    punctuation already) and the hashing store's ranking are unchanged."""
    return [_JSON_MARKS.sub(" ", t).strip() if t.lstrip()[:1] in ("{", "[") else t for t in texts]


# xling192 (issue 18): a memory stored both ways keeps its unit document vector in the segment's "document" column
# (schema.COLUMNS; WAL and segment files, erased and compacted with its row, carried by export and import), so a store
# opened again re-reads it instead of embedding the text (store.XL_ROLES_ASKED's miss: ~x16 a question's embedding
# for ten hits under E5). Off: nothing stored, recall embeds on a miss as xling188 did.
STORE_DOCUMENTS = True

# How many texts' document vectors a store keeps for DocumentSides (xling188): 1.5 KB each at E5's 384 dims.
DOCUMENT_SIDES_MAX = 8192


class DocumentSides:
    """The unit document vectors of texts stored both ways (embed_searched's both_roles), by the plain text: what a
    question with no English asking word reads such a memory by (store.XL_ROLES_ASKED, xling188). Filled as the
    write path embeds them (no embedding more) and on a miss at recall (a store opened again, an entry evicted);
    the DOCUMENT_SIDES_MAX latest used kept. Thread-safe."""

    def __init__(self, max_entries: int = DOCUMENT_SIDES_MAX) -> None:
        self._rows: OrderedDict[str, np.ndarray] = OrderedDict()
        self._max = max_entries
        self._lock = threading.Lock()

    def keep(self, texts: Sequence[str], rows: np.ndarray) -> None:
        """Keeps `rows` (unit vectors) as the document sides of `texts`."""
        with self._lock:
            for text, row in zip(texts, rows):
                self._rows[text] = np.array(row, dtype=np.float32)  # a copy: not a view of the batch
                self._rows.move_to_end(text)
            while len(self._rows) > self._max:
                self._rows.popitem(last=False)

    def clear(self) -> None:
        """Forgets every kept text: an erasure calls it, so no erased memory's text outlives it in the process."""
        with self._lock:
            self._rows.clear()

    def __contains__(self, text: object) -> bool:
        with self._lock:
            return text in self._rows

    def vectors(self, embedder: Embedder, texts: Sequence[str]) -> np.ndarray:
        """The unit document vectors of the plain `texts`, float32 [len(texts), dim]: kept ones as kept, the others
        embedded in one call and kept."""
        with self._lock:
            found = [self._rows.get(text) for text in texts]
            for text, row in zip(texts, found):
                if row is not None:
                    self._rows.move_to_end(text)
        missing = [i for i, row in enumerate(found) if row is None]
        if missing:
            rows = v.normalised(embed_checked(embedder, [texts[i] for i in missing]))
            self.keep([texts[i] for i in missing], rows)
            for i, row in zip(missing, rows):
                found[i] = row
        return np.stack([row for row in found if row is not None]).astype(np.float32, copy=False)


def embed_searched(embedder: Embedder, searched: list[str],
                   both_roles: Callable[[str], bool] | None = None,
                   sides: DocumentSides | None = None, documents: list[Any] | None = None) -> np.ndarray:
    """The vectors a memory is stored with, from what recall matches of it (its text, or a lesson's
    lesson_search_text): the embedder's document side over plain_tool_output. The write path, consolidation and
    batch.reembed all embed through it, so a memory re-embedded gets the vector a fresh write would.

    `both_roles` (the store's, store.XL_ROLES; None: the document side alone): a text it reads True for is
    stored as the unit mean of its document and its query vectors (the model read both ways; xling180); its unit
    document vector is kept in `sides` when given (DocumentSides), and set at its position in `documents` when given
    (a list of len(searched), None elsewhere: the batch's schema "document" column, stored with the memory,
    xling192)."""
    plain = plain_tool_output(searched)
    out = embed_checked(embedder, plain)
    at = [] if both_roles is None else [i for i, text in enumerate(plain) if both_roles(text)]
    if at:
        asked = embed_checked(embedder, [plain[i] for i in at], "query")
        document = v.normalised(np.ascontiguousarray(out[at]))
        if sides is not None:
            sides.keep([plain[i] for i in at], document)
        if documents is not None:
            for i, row in zip(at, document):
                documents[i] = row
        out[at] = v.normalised(document + v.normalised(asked))
    return out


class WritePath:
    """Validation, guards, embedding and insertion of memories (see the module doc)."""

    def __init__(self, engine: SegmentSet, embedder: Embedder, clock: Callable[[], float], *,
                 max_text_chars: int = DEFAULT_MAX_TEXT_CHARS,
                 token_counter: Callable[[Sequence[str]], Sequence[int]] | None = None,
                 injection_policy: str = "flag", trusted_sources: Any = None) -> None:
        if isinstance(max_text_chars, bool) or not isinstance(max_text_chars, int) or max_text_chars < 1:
            raise InvalidArgumentError("max_text_chars must be a positive integer")
        if not isinstance(injection_policy, str) or injection_policy not in INJECTION_POLICIES:
            raise InvalidArgumentError("injection_policy must be 'flag' or 'refuse'")
        self.engine = engine
        self.embedder = embedder
        self.clock = clock
        self.max_text_chars = max_text_chars
        self.token_counter = token_counter
        self.injection_policy = injection_policy
        self.trusted_sources = guard.check_trusted_sources(trusted_sources)
        # the texts stored with both of the embedder's sides (embed_searched; the store sets it: store.XL_ROLES)
        self.both_roles: Callable[[str], bool] | None = None
        self.document_sides = DocumentSides()  # their document vectors, as recall reads them (xling188)

    @property
    def dim(self) -> int:
        return self.engine.dim

    def prepare(self, scope: Any, texts: list[str], *, user_meta: bool = True, scale_later: bool = False,
                bulk: bool = False, arrow: dict[str, Any] | None = None,
                **cols: Any) -> tuple[dict[str, Any], list[Any]]:
        """A validated, guarded and embedded batch of `texts` (column name -> numpy array or list) and its
        scope groups; `cols` are remember_many's columns (embeddings, kind, importance, ...), each a scalar
        or one value per text. Raises a typed error and changes nothing for any bad row.

        user_meta: meta comes from a caller, so the store's reserved lineage keys are refused in it (the
        store's own new versions pass False: they carry an older version's meta on). The review policy
        applies whatever the entry point: every lesson starts pending review (hidden bit HIDDEN_PENDING);
        the callers that may serve one at once (add_lesson "high", a new version of an approved lesson, a
        consolidation of served lessons, an import of an exported table) set its bits themselves.

        scale_later: given embeddings are left unscaled (validate.Unscaled: type and shape checked) for
        engine.insert to scale straight into its active segment, which refuses NaN or infinity there, before
        anything is logged (remember_many, whose batch goes to insert unread); on a durable store they are instead
        scaled and logged ahead of the insert while the column checks and the guard run
        (engine.log_vectors_ahead, started once the texts are known to be strings; NaN or infinity refused before
        anything is logged; a batch the checks refuse leaves its VECTORS record unnamed, as one the guard refuses).
        The caller must not hold the engine's lock.

        bulk: given embeddings are left unscaled (validate.Unscaled) for engine.bulk_insert, which scales them as it
        gathers the rows into the new segment's order (import_table: one pass over the vectors instead of three).

        arrow: the Arrow columns `scope` and `texts` were read from (import_table's bulk load): the batch carries
        them under "arrow" for the segment to take as they are, its scope names are checked from Arrow's distinct
        values, and no scope groups are made (the returned groups are empty)."""
        n = len(texts)
        if n == 0:
            raise InvalidArgumentError("nothing to remember: texts is empty")
        if not set(map(type, texts)) <= {str}:
            raise InvalidTypeError("every text must be a string")
        ahead = None
        if scale_later and cols["embeddings"] is not None:  # logged while the checks and the guard run
            matrix = v.as_matrix(cols["embeddings"], self.dim, rows=n)
            ahead = self.engine.log_vectors_ahead(v.Unscaled(matrix))
        try:
            batch, groups, search_texts = self._checked(scope, texts, n, user_meta, cols, arrow)
        except BaseException:
            if ahead is not None:  # nothing of a refused batch runs on; the checks' or guard's refusal is raised
                ahead.join()
            raise
        if ahead is not None:
            ahead.wait()  # raises a refusal of the vectors (NaN or infinity) once the guard has passed them
        documents: list[Any] = [None] * n  # a both-ways row's document vector, stored with it (xling192)
        if cols["embeddings"] is None:
            batch["embedding"] = v.normalised(embed_searched(self.embedder, search_texts, self.both_roles,
                                                             self.document_sides, documents))
            if not STORE_DOCUMENTS:
                documents[:] = [None] * n
        elif ahead is not None:
            batch["embedding"] = ahead  # its vectors scaled and logged: engine.insert logs the rest (INSERT3)
        else:
            matrix = v.as_matrix(cols["embeddings"], self.dim, rows=n)
            batch["embedding"] = v.Unscaled(matrix) if scale_later or bulk else v.normalised(matrix)
        batch["document"] = documents
        return batch, groups

    def _checked(self, scope: Any, texts: list[str], n: int, user_meta: bool, cols: dict[str, Any],
                 arrow: dict[str, Any] | None = None) -> tuple[dict[str, Any], list[Any], list[str]]:
        """prepare's batch of columns, checked and guarded (the embedding aside), its scope groups and the texts to
        embed (a lesson's trigger). Raises a typed error for any bad row."""
        chars = np.fromiter(map(len, texts), dtype=np.int64, count=n)
        if (chars == 0).any():
            raise InvalidArgumentError(f"text must not be empty (row {int(np.argmin(chars))})")
        if (chars > self.max_text_chars).any():
            row = int(np.argmax(chars > self.max_text_chars))
            raise InvalidArgumentError(
                f"text of row {row} has {int(chars[row])} characters, over the limit of {self.max_text_chars}")
        v.utf8_column(texts, "text")
        scopes, groups = v.scope_column(scope, n, None if arrow is None else arrow.get("scope"))
        kinds = v.object_column(cols["kind"], n, "kind")
        kind_codes = v.codes(kinds, KIND_CODE, "kind")
        if cols["layer"] is None:  # each kind's default layer
            layer_codes = np.array([LAYER_CODE[DEFAULT_LAYER[k]] for k in KINDS], np.uint8)[kind_codes]
        else:
            layer_codes = v.codes(v.object_column(cols["layer"], n, "layer"), LAYER_CODE, "layer")
        now = self.clock()
        batch: dict[str, Any] = {
            "scope": scopes, "text": texts,
            "kind": kind_codes, "layer": layer_codes, "flags": [None] * n,
            "importance": v.unit_column(cols["importance"], n, "importance"),
            "confidence": v.unit_column(cols["confidence"], n, "confidence"),
            "source": v.string_column(cols["source"], n, "source", required=True),
            "trusted": v.bool_column(cols["trusted"], n, "trusted"),
            "key": v.string_column(cols["key"], n, "key"),
            "trigger": v.string_column(cols["trigger"], n, "trigger"),
            "guidance": v.string_column(cols["guidance"], n, "guidance"),
            "meta": meta_column(cols["meta"], n, user=user_meta),
            "supersedes": [None] * n, "superseded_by": [None] * n, "merged_from": [None] * n,
        }
        created = v.time_column(cols["created_at"], n, "created_at", default=now)
        batch["created_at"] = created
        batch["updated_at"] = created.copy()
        batch["last_used"] = created.copy()
        batch["expires_at"] = v.time_column(cols["expires_at"], n, "expires_at", default=math.nan)
        batch["use_count"] = np.zeros(n, np.int32)
        # Lessons are searched by their trigger, what happened and their guidance (lesson_search_text), inject their
        # guidance, and wait for review.
        is_lesson = kind_codes == KIND_CODE["lesson"]
        batch["hidden"] = np.where(is_lesson, np.uint8(HIDDEN_PENDING), np.uint8(0)).astype(np.uint8)
        search_texts, inject_texts = texts, texts
        if is_lesson.any():
            search_texts = [lesson_search_text(t, tr, g)
                            for t, tr, g in zip(texts, batch["trigger"], batch["guidance"])]
            inject_texts = [t if g is None else g for t, g in zip(texts, batch["guidance"])]
        # the default count needs only the lengths, known already unless lessons inject their guidance
        batch["tokens"] = _tokens_of_chars(chars) if inject_texts is texts and self.token_counter is None \
            else self.tokens(inject_texts)
        self.guard(batch)
        if arrow is not None:  # the strings as the caller's Arrow holds them: the segment takes them as they are
            batch["arrow"] = arrow
        return batch, groups, search_texts

    def tokens(self, texts: list[str]) -> np.ndarray:
        """The token count of each text (the store's token_counter, or count_tokens)."""
        if self.token_counter is None:
            return count_tokens(texts)
        counts = np.asarray(self.token_counter(texts))
        if counts.shape != (len(texts),) or not np.issubdtype(counts.dtype, np.integer) or (counts < 0).any():
            raise InvalidArgumentError("token_counter must return one non-negative integer per text")
        return counts.astype(np.int32)

    def guard(self, batch: dict[str, Any]) -> None:
        """The one guard of every write (each entry point's batch passes here, through prepare).

        Secrets are refused in every text-bearing field: text, key (read as "key: text"), trigger, guidance,
        every key and scalar value of meta at any depth (episode fields live there), source and scope name.
        Each is checked normalised (guard.normalise_for_check: NFKC, zero-width and control characters
        removed); what is stored stays as given. Then trust: a row is trusted when it asked to be and its
        source is trusted (the store's trusted_sources, else guard.is_trusted_source); asked-for trust that
        the source does not have is recorded as the flag "untrusted_source". Untrusted rows have their
        confidence capped; instruction-like text is flagged (or refused from an untrusted source, by policy).
        """
        texts: list[str] = batch["text"]
        n = len(texts)
        checked = guard.normalise_for_check(texts)
        # Strings beyond the texts: (row or None, field, value); a None row is found from the value on refusal.
        extra: list[tuple[int | None, str, str]] = []
        for name in ("key", "trigger", "guidance"):
            column = batch[name]
            if column.count(None) < n:
                extra += [(i, name, f"{s}: {texts[i]}" if name == "key" else s)
                          for i, s in enumerate(column) if s is not None]
        extra += [(None, name, value) for name in ("source", "scope") for value in dict.fromkeys(batch[name])]
        metas = [m for m in dict.fromkeys(batch["meta"]) if m is not None]  # each distinct meta once
        found = guard.find_secrets_many(checked + guard.normalise_for_check([s for _, _, s in extra])
                                        + guard.meta_check_texts(metas))
        if found:
            index, kind = found[0]
            if index < n:
                row, field = index, "text"
            elif index < n + len(extra):
                row_or_none, field, value = extra[index - n]
                row = batch[field].index(value) if row_or_none is None else row_or_none
            else:
                field = "meta"
                row = batch["meta"].index(metas[index - n - len(extra)])
            raise SecretError(f"refused: row {row} contains a secret of kind {kind!r} (in its {field}); "
                              "secrets are never stored", kind)
        sources: list[str] = batch["source"]
        trusted_source = {s: self.source_is_trusted(s) for s in set(sources)}
        source_ok = np.fromiter(map(trusted_source.__getitem__, sources), np.bool_, n)
        asked = batch["trusted"]
        trusted = asked & source_ok
        flag_rows: dict[int, list[str]] = {}
        instruction_rows = guard.instruction_like_many(checked)
        if instruction_rows:
            rows = np.asarray(instruction_rows)
            untrusted = rows[~trusted[rows]]
            if len(untrusted) and self.injection_policy == "refuse":
                raise UntrustedInstructionError(
                    f"refused: row {int(untrusted[0])} is instruction-like text from an untrusted source")
            for row in instruction_rows:  # only the flagged rows, usually none
                flag_rows.setdefault(row, []).append("instruction_like")
        for row in np.flatnonzero(asked & ~source_ok).tolist():  # only rows from untrusted sources
            flag_rows.setdefault(row, []).append("untrusted_source")
        for row, names in flag_rows.items():
            batch["flags"][row] = ",".join(names)
        batch["trusted"] = trusted
        batch["confidence"] = np.where(trusted, batch["confidence"],
                                       np.minimum(batch["confidence"], guard.UNTRUSTED_CONFIDENCE_CAP)
                                       ).astype(np.float32)

    def source_is_trusted(self, source: str) -> bool:
        """Whether writes from `source` may be trusted: it is named in trusted_sources (exactly, or as the part
        before a further ':', case-insensitively: "tool:erp" covers "tool:erp:invoices"), or, when the store
        names none, guard.is_trusted_source judges it by its prefix."""
        if self.trusted_sources is None:
            return guard.is_trusted_source(source)
        name = source.strip().lower()
        return any(name == t or name.startswith(t + ":") for t in self.trusted_sources)

    def insert(self, batch: dict[str, Any], groups: list[Any] | None = None) -> list[str]:
        """Commits a prepared batch (the engine logs it, assigns ids, applies it); returns the ids."""
        return self.engine.insert(batch, groups)

    def _checked_embeddings(self, table: pa.Table) -> pa.Table:
        """The table with its embedding column as fixed_size_list<float32>[dim]: a list column of numbers of the
        store's dimension and without nulls (a null list would read as some other row's values), else a typed
        error."""
        position = table.schema.get_field_index("embedding")
        column = table.column("embedding")
        arrow_type = column.type
        if not (pa.types.is_list(arrow_type) or pa.types.is_large_list(arrow_type)
                or pa.types.is_fixed_size_list(arrow_type)) or not (
                pa.types.is_floating(arrow_type.value_type) or pa.types.is_integer(arrow_type.value_type)):
            raise InvalidTypeError(f"embedding must be a column of lists of numbers, got {arrow_type}")
        if column.null_count:
            row = pc.index(pc.is_null(column), True).as_py()
            raise InvalidArgumentError(f"embedding of row {row} is null: every memory needs its vector")
        if pa.types.is_fixed_size_list(arrow_type) and arrow_type.list_size != self.dim:
            raise DimensionMismatchError(f"expected vectors of dimension {self.dim}, got {arrow_type.list_size}")
        if arrow_type == pa.list_(pa.float32(), self.dim):
            return table
        try:
            column = column.cast(pa.list_(pa.float32(), self.dim))
        except pa.ArrowException:  # a list of another length
            raise DimensionMismatchError(f"expected vectors of dimension {self.dim} in every row") from None
        return table.set_column(position, "embedding", column)

    def import_table(self, table: pa.Table) -> list[str]:
        """import_arrow: a table of remember_many's columns (schema.WRITE_COLUMNS), or one that export() wrote.

        A table with a ``status`` column is a restore of an export, and nothing of the memory model is lost:
        each row keeps its status (current, superseded, pending review, archived), its lineage (`supersedes`,
        `merged_from`), its usage (`use_count`, `last_used`) and `updated_at`. Ids: kept when every id of the
        table is unused in this store (always so for a new store), else every row gets a new id, in the
        table's id order, and the lineage is rewritten through that map; a lineage link to a memory that is not
        in the table is dropped (it names nothing here). `superseded_by` is derived, never read. Any other
        table: new memories with new ids, lessons pending review (the columns export adds are dropped).

        The whole table is validated (in chunks of the planner's seal_rows rows, like remember_many: one bad row
        refuses the import and changes nothing) and then committed atomically, straight into a sealed segment
        (on disk committed by the manifest: the rows are written once, not to the WAL and then to a segment)."""
        self.engine.backend.writable()
        restore = _Restore.of(table, self.engine.next_seq) if "status" in table.column_names else None
        documents = _exported_documents(table, self.dim) if restore is not None else None
        table = table.drop_columns([c for c in table.column_names
                                    if c in EXPORT_ONLY_COLUMNS or c in ("status", "hidden")])
        if "embedding" in table.column_names:
            table = self._checked_embeddings(table)
        numeric_times = set()
        for name in ("created_at", "expires_at"):  # seconds or Arrow timestamps, never text (see schema.to_epoch)
            if name in table.column_names:
                arrow_type = table.schema.field(name).type
                if not _is_time_type(arrow_type):
                    raise InvalidTypeError(f"{name} must be a column of seconds or timestamps, got {arrow_type}")
                if pa.types.is_integer(arrow_type) or pa.types.is_floating(arrow_type):
                    numeric_times.add(name)
        chunk = max(self.engine.planner.seal_rows, 1)
        batches = []
        for start in range(0, table.num_rows, chunk):
            columns = table_columns(table.slice(start, chunk))
            if "meta" in columns:  # export() writes meta as JSON text; remember_many takes dicts
                columns["meta"] = [_load_meta(m, start + i) if isinstance(m, str) else m
                                   for i, m in enumerate(columns["meta"])]
            for name in numeric_times:  # without nulls: one numpy column, no per-row conversion
                values = columns[name]
                if values and None not in values:
                    columns[name] = np.asarray(values, np.float64)
            arguments = {**WRITE_DEFAULTS, **columns}
            scope, texts = arguments.pop("scope"), arguments.pop("texts")
            arrow = None if restore is not None else \
                {name: table.column(name).slice(start, chunk) for name in ("scope", "text")}
            batch, _ = self.prepare(scope, texts, user_meta=restore is None, bulk=restore is None, arrow=arrow,
                                    **arguments)
            batches.append(batch)
        if not batches:
            return []
        if restore is None:
            return self.engine.bulk_insert(batches)  # one segment of the chunks, never concatenated here
        batch = {name: np.concatenate([b[name] for b in batches]) if isinstance(batches[0][name], np.ndarray)
                 else [v for b in batches for v in b[name]] for name in batches[0] if name not in SIDE}
        for name in SIDE:  # set by the chunks that embedded a text both ways only
            if any(name in b for b in batches):
                batch[name] = [v for b in batches for v in side_values(b, name, len(b["text"]))]
        restore.apply(batch)
        if "embedding" in table.column_names:
            _keep_unit_vectors(batch, table, self.dim)
            if documents is not None:  # an exported memory's document vector goes with its exported vector
                batch["document"] = documents
        return self.engine.bulk_insert(batch, restore.seqs)


def _exported_documents(table: pa.Table, dim: int) -> list[Any] | None:
    """The "document" column of an exported table (schema.COLUMNS: a memory stored both ways keeps its unit document
    vector; xling192) as the batch holds it, a float32 unit vector or None a row; a value that is not a finite,
    non-zero vector of the store's `dim` is dropped (None: recall then embeds the text again, as for a store written
    before the column); one that is not unit-norm is normalised (a unit one is kept bit for bit, as _keep_unit_vectors
    keeps the embedding). None when the table has no such column or every row is null."""
    if "document" not in table.column_names or table.column("document").null_count == table.num_rows:
        return None
    column = table.column("document")
    if not (pa.types.is_list(column.type) or pa.types.is_large_list(column.type)
            or pa.types.is_fixed_size_list(column.type)) or not pa.types.is_floating(column.type.value_type):
        raise InvalidTypeError(f"document must be a column of lists of numbers, got {column.type}")
    out: list[Any] = []
    for value in column.to_pylist():
        vector = None if value is None else np.asarray(value, np.float32)
        if vector is None or vector.shape != (dim,) or not np.isfinite(vector).all():
            out.append(None)
            continue
        norm2 = float(np.dot(vector.astype(np.float64), vector))
        out.append(vector if abs(norm2 - 1.0) <= _UNIT_TOLERANCE else
                   (vector / np.float32(math.sqrt(norm2))).astype(np.float32) if norm2 > 0 else None)
    return out


# How far from 1 a vector's squared norm may be for a restore to keep it as exported: the store's own unit vectors
# (float32 rounding, ~1e-6 at the largest dim) and no looser.
_UNIT_TOLERANCE = 1e-5


def _keep_unit_vectors(batch: dict[str, Any], table: pa.Table, dim: int) -> None:
    """A restore keeps, bit for bit, each exported vector that is already unit-norm (the store normalised it when it
    was written): normalising it again could move its last bits, and recall on the restored store would then
    differ from recall on the original in the last digits. Other vectors keep their (fresh) normalisation."""
    original = np.asarray(pc.list_flatten(table.column("embedding")).to_numpy(zero_copy_only=False),
                          np.float32).reshape(-1, dim)
    norm2 = np.einsum("ij,ij->i", original, original, dtype=np.float64)
    unit = np.abs(norm2 - 1.0) <= _UNIT_TOLERANCE
    batch["embedding"][unit] = original[unit]


class _Restore:
    """What an exported table carries beyond remember_many's columns (see WritePath.import_table): the rows'
    ids (kept or remapped), status, lineage, usage and updated_at, checked before anything is written."""

    def __init__(self, seqs: np.ndarray, hidden: np.ndarray, supersedes: list[str | None],
                 merged_from: list[str | None], usage: dict[str, np.ndarray]) -> None:
        self.seqs, self.hidden, self.supersedes, self.merged_from, self.usage = (
            seqs, hidden, supersedes, merged_from, usage)

    @classmethod
    def of(cls, table: pa.Table, next_seq: int) -> _Restore:
        n = table.num_rows
        if "id" not in table.column_names:
            raise InvalidArgumentError("a table with a status column is an export: it needs its id column too")
        ids = table.column("id").to_pylist()
        old = [parse_id(i) if isinstance(i, str) else None for i in ids]
        if None in old:
            row = old.index(None)
            raise InvalidArgumentError(f"id of row {row} is not an id of this store's kind: {ids[row]!r}")
        old_seqs = np.asarray(old, np.int64)
        if len(np.unique(old_seqs)) != n:
            raise InvalidArgumentError("the table names one id twice")
        if n == 0 or int(old_seqs.min()) >= next_seq:
            seqs = old_seqs  # kept: none is used here
        else:  # new ids in the table's id order
            seqs = np.empty(n, np.int64)
            seqs[np.argsort(old_seqs, kind="stable")] = np.arange(next_seq, next_seq + n, dtype=np.int64)
        new_id = {i: memory_id(int(q)) for i, q in zip(ids, seqs.tolist())}
        statuses = table.column("status").to_pylist()
        unknown = {s for s in statuses if s not in STATUS_BITS}
        if unknown:
            raise InvalidArgumentError(f"unknown status {sorted(map(str, unknown))}; an export holds one of "
                                       f"{', '.join(STATUS_BITS)}")
        hidden = np.array([STATUS_BITS[s] for s in statuses], np.uint8)

        def lineage(name: str) -> list[str | None]:
            if name not in table.column_names:
                return [None] * n
            values = v.string_column(table.column(name).to_pylist(), n, name)
            out: list[str | None] = []
            for value in values:
                linked = [new_id[i] for i in (value.split(",") if value else []) if i in new_id]
                out.append(",".join(linked) or None)
            return out

        usage = {}
        for name in ("updated_at", "last_used"):
            if name in table.column_names:
                usage[name] = v.time_column(table.column(name).to_numpy(zero_copy_only=False), n, name,
                                            default=math.nan)
        if "use_count" in table.column_names:
            counts = table.column("use_count").to_numpy(zero_copy_only=False)
            if counts.dtype.kind not in "iu" or (counts < 0).any() or (counts > np.iinfo(np.int32).max).any():
                raise InvalidArgumentError("use_count must be a column of non-negative 32-bit integers")
            usage["use_count"] = counts.astype(np.int32)
        return cls(seqs, hidden, lineage("supersedes"), lineage("merged_from"), usage)

    def apply(self, batch: dict[str, Any]) -> None:
        """Sets what the export says on a prepared batch of the same rows (in the table's order)."""
        batch["hidden"] = self.hidden.copy()
        batch["supersedes"], batch["merged_from"] = self.supersedes, self.merged_from
        for name, values in self.usage.items():  # a null time keeps what prepare set (created_at)
            batch[name] = np.where(np.isnan(values), batch[name], values) if values.dtype.kind == "f" else values


def check_user_meta(meta: Any) -> None:
    """InvalidArgumentError when a caller's meta sets a key only the store sets (schema.RESERVED_META_KEYS: a
    memory's lineage is the store's data, and erasure follows it, so a caller must not be able to forge it)."""
    if isinstance(meta, dict):
        reserved = sorted(k for k in RESERVED_META_KEYS if k in meta)
        if reserved:
            raise InvalidArgumentError(f"meta key(s) {reserved} are the store's lineage and cannot be set")


def meta_column(value: Any, n: int, *, user: bool = True) -> list[str | None]:
    """The JSON text of each row's meta (schema.dump_meta), each distinct object dumped once: a scalar meta is
    one dict for every row."""
    if value is None:
        return [None] * n
    dumped: dict[int, str | None] = {}
    out = []
    for meta in v.object_column(value, n, "meta"):
        key = id(meta)
        if key not in dumped:
            if user:
                check_user_meta(meta)
            dumped[key] = dump_meta(meta)
        out.append(dumped[key])
    return out


def _load_meta(text: str, row: int) -> Any:
    """A meta value of an imported table (export() writes meta as JSON text)."""
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise InvalidArgumentError(f"meta of row {row} is not JSON text of a dict") from None


def _is_time_type(arrow_type: pa.DataType) -> bool:
    return bool(pa.types.is_integer(arrow_type) or pa.types.is_floating(arrow_type)
                or pa.types.is_timestamp(arrow_type) or pa.types.is_null(arrow_type))


# remember_many's defaults for the columns a table may leave out
WRITE_DEFAULTS: dict[str, Any] = dict(
    embeddings=None, kind="fact", importance=0.5, confidence=1.0, source="user", trusted=True, created_at=None,
    expires_at=None, key=None, meta=None, trigger=None, guidance=None, layer=None)


def table_columns(table: pa.Table) -> dict[str, Any]:
    """remember_many's keyword arguments from a table with columns named as in schema.WRITE_COLUMNS."""
    names = set(table.column_names)
    missing = {"scope", "text"} - names
    if missing:
        raise InvalidArgumentError(f"table lacks column(s) {sorted(missing)}")
    unknown = names - set(WRITE_COLUMNS)
    if unknown:
        raise InvalidArgumentError(f"table has unknown column(s) {sorted(unknown)}")
    out: dict[str, Any] = {"scope": table.column("scope").to_pylist(), "texts": table.column("text").to_pylist()}
    if "embedding" in names:
        chunked = table.column("embedding")
        if pa.types.is_fixed_size_list(chunked.type) and chunked.num_chunks == 1 and not chunked.null_count:
            # a view of the caller's buffer (flatten keeps a slice's offset; combine_chunks would copy an
            # import chunk's 150 MB)
            out["embeddings"] = chunked.chunk(0).flatten().to_numpy(zero_copy_only=False).reshape(len(table), -1)
        elif pa.types.is_fixed_size_list(chunked.type):
            out["embeddings"] = chunked.combine_chunks().values.to_numpy(zero_copy_only=False).reshape(len(table), -1)
        else:
            out["embeddings"] = np.array(chunked.to_pylist(), dtype=np.float32)
    for name in names - {"scope", "text", "embedding"}:
        column = table.column(name)
        out[name] = column.to_numpy(zero_copy_only=False) if name in ("importance", "confidence") \
            else column.to_pylist()
    return out
