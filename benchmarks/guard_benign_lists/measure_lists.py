"""How often the secret guard refuses an ordinary list (make_lists.py): every row through ``find_secrets`` on the
text as the store reads it (``normalise_for_check``), per kind; and the BIP-39 worst case, lists of list words only.

    PYTHONPATH=python .venv/bin/python benchmarks/guard_benign_lists/measure_lists.py [--n 2000] [--seed 12] [--show 5]
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_lists

from engramdb.guard import find_secrets, normalise_for_check


def refused_share(rows: list[dict[str, str]], show: int = 0, label: str = "") -> tuple[int, int]:
    """(refused, rows), printed per kind; ``show`` refused rows printed."""
    per = collections.Counter[str]()
    hit = collections.Counter[str]()
    shown = 0
    texts = normalise_for_check([r["text"] for r in rows])
    for row, text in zip(rows, texts):
        per[row["kind"]] += 1
        if find_secrets(text):
            hit[row["kind"]] += 1
            if shown < show:
                print(f"  refused ({row['kind']}): {row['text'][:150]!r}")
                shown += 1
    total = sum(hit.values())
    print(f"{label}: refused {total}/{len(rows)} ({100.0 * total / len(rows):.2f} %)  "
          + ", ".join(f"{k} {hit[k]}/{per[k]}" for k in sorted(per)))
    return total, len(rows)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--show", type=int, default=5)
    args = ap.parse_args()
    refused_share(make_lists.rows(args.n, args.seed), args.show, "ordinary lists")
    refused_share(make_lists.list_word_rows(args.n, args.seed + 1, head=True), args.show,
                  "lists of BIP-39 list words, with a heading")
    refused_share(make_lists.list_word_rows(args.n, args.seed + 2, head=False), args.show,
                  "lists of BIP-39 list words, no heading")
    return 0


if __name__ == "__main__":
    sys.exit(main())
