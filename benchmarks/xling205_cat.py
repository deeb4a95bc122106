"""holdout42's temporal and cross-lingual recall@1 / @5 of evalall run files (branch xling205).

    python3 benchmarks/xling205_cat.py RUN.json [RUN.json ...]
"""

from __future__ import annotations

import json
import sys


def main(paths: list[str]) -> None:
    for path in paths:
        with open(path) as f:
            cases = json.load(f)["holdout42"]
        out = []
        for category in ("temporal", "cross_lingual"):
            ranks = [v[1] for v in cases.values() if v[0] == category]
            n = len(ranks)
            at1 = sum(r == 1 for r in ranks) / n
            at5 = sum(r is not None and r <= 5 for r in ranks) / n
            out.append(f"{category} n={n} @1={at1:.3f} @5={at5:.3f}")
        print(path, " | ".join(out))


if __name__ == "__main__":
    main(sys.argv[1:])
