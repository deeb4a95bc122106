"""The secret guard alone, one text at a time (``find_secrets_many([text])``, what one ``remember`` asks), over 1,000
of bench_guard's memory texts: CPU µs per text, best of 7 passes. ``--base DIR`` loads the ``engramdb`` package from
DIR instead (e.g. ``git archive main python | tar -x -C /tmp/base`` with this build's ``_core*.so`` copied into
``/tmp/base/python/engramdb``); run both, alternated, in the same minutes.

    PYTHONPATH=python .venv/bin/python benchmarks/guard_round10/guard_cost.py [--base /tmp/base/python]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", help="a folder holding another engramdb package")
    args = ap.parse_args()
    if args.base:
        sys.meta_path[:] = [f for f in sys.meta_path if "_editable" not in type(f).__module__]
        sys.path.insert(0, args.base)
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from bench_guard import memory_texts

    from engramdb.guard import secrets

    texts = memory_texts(1000)
    secrets.find_secrets_many(texts[:50])
    best = float("inf")
    for _ in range(7):
        start = time.process_time()
        for text in texts:
            secrets.find_secrets_many([text])
        best = min(best, time.process_time() - start)
    print(f"{secrets.__file__}: {best / len(texts) * 1e6:.1f} µs CPU per text")
    return 0


if __name__ == "__main__":
    sys.exit(main())
