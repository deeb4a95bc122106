"""Would a principal-component prefix prune a scope's rows with a PROVEN bound? (issue 12, a negative result)

The bounded lists plan reads the int8 codes of 85-100 % of a 384-d scope's rows (benchmarks/RESULTS.md, "The
bounded plan, float reads last"). A classic way to read fewer bytes: rotate the rows by the scope's principal
axes, read only the first d coordinates, and bound the rest by Cauchy-Schwarz,

    q . x  <=  q[:d] . x[:d]  +  |q[d:]| |x[d:]|,

a proof, not an estimate. This measures, on the accuracy benchmark's three generators (10k rows, 50 queries,
similarity only) and with --real N on N e5 vectors of agent memories (benchmarks/real_vectors.py's texts and
cache; 50 of its questions), the share of rows whose bound still reaches the pool's bar (the k_wide = 100th best
exact dot): those rows must be read anyway.

    PYTHONPATH=python:. .venv/bin/python benchmarks/prefix_bound.py [--real 4000]
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator

import numpy as np

from engramdb.bench import generators

ROWS, DIM, QUERIES, K_WIDE = 10_000, 384, 50, 100
PREFIXES = (16, 32, 64, 96, 128, 192)


def draws(real: int) -> Iterator[tuple[str, np.ndarray, np.ndarray]]:
    for make in (generators.isotropic, generators.anisotropic, generators.nested):
        data = make(ROWS, DIM, QUERIES, 3)
        yield data.name, data.vectors, data.queries
    if real:
        from benchmarks.agent_texts import memory_texts, questions
        from benchmarks.real_vectors import embedded
        yield f"e5 x{real}", embedded(memory_texts(real), "document"), embedded(questions(QUERIES), "query")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--real", type=int, default=0, help="also N e5 vectors of agent memories (needs the e5 extra)")
    args = parser.parse_args()
    for name, rows, queries in draws(args.real):
        x, q = rows.astype(np.float64), queries.astype(np.float64)
        energy, axes = np.linalg.eigh(x.T @ x)
        energy, axes = energy[::-1], axes[:, ::-1]
        xr, qr = x @ axes, q @ axes
        bar = -np.sort(-(q @ x.T), axis=1)[:, K_WIDE - 1]
        shares = []
        for d in PREFIXES:
            bound = qr[:, :d] @ xr[:, :d].T + np.outer(np.linalg.norm(qr[:, d:], axis=1), np.linalg.norm(xr[:, d:], axis=1))
            shares.append(f"{d}: {(bound >= bar[:, None]).mean():.3f}")
        kept = np.cumsum(energy) / energy.sum()
        print(f"{name:<12} energy in the first 64 / 128 axes {kept[63]:.2f} / {kept[127]:.2f}; "
              f"rows the bound cannot dismiss, by prefix length: {', '.join(shares)}")


if __name__ == "__main__":
    main()
