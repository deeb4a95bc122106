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
from .schema import DEFAULT_LAYER, EXPORT_ONLY_COLUMNS, KIND_CODE, KINDS, LAYER_CODE, WRITE_COLUMNS, dump_meta

DEFAULT_MAX_TEXT_CHARS = 8000
INJECTION_POLICIES = ("flag", "refuse")


def count_tokens(texts: Sequence[str]) -> np.ndarray:
    """The default token estimate: ceil(characters / 4), at least 1 (about right for English with
    BPE tokenizers; pass ``token_counter=`` to the store for an exact count)."""
    return _tokens_of_chars(np.fromiter(map(len, texts), dtype=np.int64, count=len(texts)))


def _tokens_of_chars(chars: np.ndarray) -> np.ndarray:
    tokens: np.ndarray = np.maximum(1, (chars + 3) // 4).astype(np.int32)
    return tokens


class WritePath:
    """Validation, guards, embedding and insertion of memories (see the module doc)."""

    def __init__(self, engine: SegmentSet, embedder: Embedder, clock: Callable[[], float], *,
                 max_text_chars: int = DEFAULT_MAX_TEXT_CHARS,
                 token_counter: Callable[[Sequence[str]], Sequence[int]] | None = None,
                 injection_policy: str = "flag") -> None:
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

    @property
    def dim(self) -> int:
        return self.engine.dim

    def prepare(self, scope: Any, texts: list[str], **cols: Any) -> tuple[dict[str, Any], list[Any]]:
        """A validated, guarded and embedded batch of `texts` (column name -> numpy array or list) and its
        scope groups; `cols` are remember_many's columns (embeddings, kind, importance, ...), each a scalar
        or one value per text. Raises a typed error and changes nothing for any bad row."""
        n = len(texts)
        if n == 0:
            raise InvalidArgumentError("nothing to remember: texts is empty")
        if not set(map(type, texts)) <= {str}:
            raise InvalidTypeError("every text must be a string")
        chars = np.fromiter(map(len, texts), dtype=np.int64, count=n)
        if (chars == 0).any():
            raise InvalidArgumentError(f"text must not be empty (row {int(np.argmin(chars))})")
        if (chars > self.max_text_chars).any():
            row = int(np.argmax(chars > self.max_text_chars))
            raise InvalidArgumentError(
                f"text of row {row} has {int(chars[row])} characters, over the limit of {self.max_text_chars}")
        v.utf8_column(texts, "text")
        scopes, groups = v.scope_column(scope, n)
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
            "meta": meta_column(cols["meta"], n),
            "supersedes": [None] * n, "superseded_by": [None] * n,
        }
        created = v.time_column(cols["created_at"], n, "created_at", default=now)
        batch["created_at"] = created
        batch["updated_at"] = created.copy()
        batch["last_used"] = created.copy()
        batch["expires_at"] = v.time_column(cols["expires_at"], n, "expires_at", default=math.nan)
        batch["use_count"] = np.zeros(n, np.int32)
        batch["hidden"] = np.zeros(n, np.uint8)
        # Lessons are searched by their trigger and inject their guidance.
        is_lesson = kind_codes == KIND_CODE["lesson"]
        search_texts, inject_texts = texts, texts
        if is_lesson.any():
            search_texts = [t if tr is None else tr for t, tr in zip(texts, batch["trigger"])]
            inject_texts = [t if g is None else g for t, g in zip(texts, batch["guidance"])]
        # the default count needs only the lengths, known already unless lessons inject their guidance
        batch["tokens"] = _tokens_of_chars(chars) if inject_texts is texts and self.token_counter is None \
            else self.tokens(inject_texts)
        self.guard(batch)
        if cols["embeddings"] is None:
            batch["embedding"] = v.normalised(embed_checked(self.embedder, search_texts))
        else:
            batch["embedding"] = v.normalised(v.as_matrix(cols["embeddings"], self.dim, rows=n))
        return batch, groups

    def tokens(self, texts: list[str]) -> np.ndarray:
        """The token count of each text (the store's token_counter, or count_tokens)."""
        if self.token_counter is None:
            return count_tokens(texts)
        counts = np.asarray(self.token_counter(texts))
        if counts.shape != (len(texts),) or not np.issubdtype(counts.dtype, np.integer) or (counts < 0).any():
            raise InvalidArgumentError("token_counter must return one non-negative integer per text")
        return counts.astype(np.int32)

    def guard(self, batch: dict[str, Any]) -> None:
        """Refuses secrets, applies source trust and confidence caps, flags instruction-like text."""
        texts: list[str] = batch["text"]
        extra = [(i, s) for name in ("trigger", "guidance", "key") if batch[name].count(None) < len(texts)
                 for i, s in enumerate(batch[name]) if s is not None]
        found = guard.find_secrets_many(texts + [s for _, s in extra])
        if found:
            index, kind = found[0]
            row = index if index < len(texts) else extra[index - len(texts)][0]
            raise SecretError(f"refused: row {row} contains a secret of kind {kind!r}; secrets are never stored",
                              kind)
        sources: list[str] = batch["source"]
        trusted_source = {s: guard.is_trusted_source(s) for s in set(sources)}
        trusted = batch["trusted"] & np.fromiter(map(trusted_source.__getitem__, sources), np.bool_, len(sources))
        instruction_rows = guard.instruction_like_many(texts)
        if instruction_rows:
            rows = np.asarray(instruction_rows)
            untrusted = rows[~trusted[rows]]
            if len(untrusted) and self.injection_policy == "refuse":
                raise UntrustedInstructionError(
                    f"refused: row {int(untrusted[0])} is instruction-like text from an untrusted source")
            for row in instruction_rows:  # only the flagged rows, usually none
                batch["flags"][row] = "instruction_like"
        batch["trusted"] = trusted
        batch["confidence"] = np.where(trusted, batch["confidence"],
                                       np.minimum(batch["confidence"], guard.UNTRUSTED_CONFIDENCE_CAP)
                                       ).astype(np.float32)

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
        """import_arrow: the columns remember_many takes (schema.WRITE_COLUMNS); export()'s other columns
        (schema.EXPORT_ONLY_COLUMNS) are dropped and new ids assigned. Each chunk of the planner's seal_rows
        rows is validated like remember_many and committed atomically, straight into a sealed segment (on disk
        committed by the manifest: the rows are written once, not to the WAL and then to a segment)."""
        self.engine.backend.writable()
        table = table.drop_columns([c for c in table.column_names if c in EXPORT_ONLY_COLUMNS])
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
        ids: list[str] = []
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
            batch, _ = self.prepare(scope, texts, **arguments)
            ids += self.engine.bulk_insert(batch)
        return ids


def meta_column(value: Any, n: int) -> list[str | None]:
    """The JSON text of each row's meta (schema.dump_meta), each distinct object dumped once: a scalar meta is
    one dict for every row."""
    if value is None:
        return [None] * n
    dumped: dict[int, str | None] = {}
    out = []
    for meta in v.object_column(value, n, "meta"):
        key = id(meta)
        if key not in dumped:
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
        column = table.column("embedding").combine_chunks()
        if pa.types.is_fixed_size_list(column.type):
            out["embeddings"] = column.values.to_numpy(zero_copy_only=False).reshape(len(table), -1)
        else:
            out["embeddings"] = np.array(column.to_pylist(), dtype=np.float32)
    for name in names - {"scope", "text", "embedding"}:
        column = table.column(name)
        out[name] = column.to_numpy(zero_copy_only=False) if name in ("importance", "confidence") \
            else column.to_pylist()
    return out
