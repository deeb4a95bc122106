"""The default embedder: HashingEmbedder (C++, all cores) on 100k short memory-like texts, with the same
hashing-v1 recipe in plain Python/numpy (``reference_hash_embed``) as the peer on a 2k subset, and the C++
on that same subset for a like-for-like ratio. Each reports texts/s.

    pytest benchmarks/bench_embed.py --benchmark-only
"""

from __future__ import annotations

import os

import numpy as np
import pytest

from engramdb.embedders import HashingEmbedder, reference_hash_embed

DIM = 384
WORDS = ["user", "prefers", "dark", "mode", "invoice", "rejected", "code", "meeting", "moved", "to", "tomorrow", "deploy", "of", "the", "server", "failed", "because", "token", "expired", "customer", "asked", "for", "a", "refund", "order", "shipped", "late", "python", "rust", "agent", "remember", "that", "she", "likes", "tea", "not", "coffee", "project", "deadline", "friday", "budget", "approved", "by", "finance", "team"]


def memory_texts(n: int, seed: int = 1234) -> list[str]:
    """n texts of 4-14 words (~60 bytes) with an identifier in about a third of them."""
    rng = np.random.default_rng(seed)
    lengths = rng.integers(4, 15, n)
    picks = rng.integers(0, len(WORDS), lengths.sum())
    ids = rng.integers(0, 100_000, n)
    texts, at = [], 0
    for i, length in enumerate(lengths.tolist()):
        text = " ".join(WORDS[j] for j in picks[at:at + length].tolist())
        texts.append(f"{text} #{ids[i]}" if i % 3 == 0 else text)
        at += length
    return texts


def report(benchmark, n: int, label: str) -> None:
    benchmark.extra_info.update(texts=n, dim=DIM, cpus=os.cpu_count())
    if not benchmark.disabled:
        rate = n / benchmark.stats.stats.min
        benchmark.extra_info["texts_per_s"] = rate
        print(f"\n{label}: {n:,} texts, best {benchmark.stats.stats.min:.3f} s = {rate:,.0f} texts/s "
              f"({os.cpu_count()} CPUs)")


def check_rows(out: np.ndarray, n: int) -> None:
    assert out.shape == (n, DIM) and out.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(out, axis=1), 1.0, atol=1e-5)  # every text has words


@pytest.mark.benchmark(group="embed")
def test_embed_hashing_100k(benchmark) -> None:
    n = 2_000 if benchmark.disabled else 100_000
    texts = memory_texts(n)
    embedder = HashingEmbedder(DIM)
    out = benchmark(embedder.embed, texts)
    check_rows(out, n)
    report(benchmark, n, "HashingEmbedder (C++, all cores)")


@pytest.mark.benchmark(group="embed")
def test_embed_hashing_2k_subset(benchmark) -> None:
    n = 50 if benchmark.disabled else 2_000
    texts = memory_texts(n)
    out = benchmark(HashingEmbedder(DIM).embed, texts)
    check_rows(out, n)
    report(benchmark, n, "HashingEmbedder (C++) on the subset")


@pytest.mark.benchmark(group="embed")
def test_embed_python_reference_2k(benchmark) -> None:
    n = 50 if benchmark.disabled else 2_000
    texts = memory_texts(n)
    out = benchmark.pedantic(reference_hash_embed, args=(texts, DIM), rounds=1, iterations=1)
    check_rows(out, n)
    np.testing.assert_allclose(out, HashingEmbedder(DIM).embed(texts), atol=1e-6)  # same recipe, same rows
    report(benchmark, n, "reference_hash_embed (pure Python/numpy)")
