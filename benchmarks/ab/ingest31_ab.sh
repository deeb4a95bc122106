#!/bin/bash
# ingest31's alternated A/B (benchmarks/RESULTS.md, "ingest31 (session 28)"): ingest30_ab.sh with a path put first on
# both sides' PYTHONPATH (LANCE: lancedb installed with `pip install --target`), for the LanceDB bench's alternated
# mode. A = a base commit's Python tree with this worktree's compiled core, B = the worktree; A B then B A.
#   LANCE=/tmp/ing31/lancedb benchmarks/ab/ingest31_ab.sh main 2 -m benchmarks.bench_ingest_lancedb --rounds 1 ...
set -e
BASE=${1:-main}; ROUNDS=${2:-3}; shift 2; A_TREE=$(mktemp -d)
git archive "$BASE" python | tar -x -C "$A_TREE"
cp .venv/lib/python3.11/site-packages/engramdb/_core*.so "$A_TREE/python/engramdb/" 2>/dev/null \
  || cp python/engramdb/_core*.so "$A_TREE/python/engramdb/"
# the worktree's editable install puts a finder before PYTHONPATH: dropped in A's processes so A is really A
printf 'import sys\nsys.meta_path[:] = [f for f in sys.meta_path if "editable" not in repr(f).lower() and "editable" not in type(f).__module__.lower()]\n' > "$A_TREE/python/sitecustomize.py"
for i in $(seq "$ROUNDS"); do
  if [ $((i % 2)) = 1 ]; then SIDES="A B"; else SIDES="B A"; fi
  for side in $SIDES; do
    if [ $side = A ]; then PP=$A_TREE/python; else PP=python; fi
    echo "=== $side round $i $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)"
    PYTHONPATH=${LANCE:+$LANCE:}$PP PYTHONDONTWRITEBYTECODE=1 OPENBLAS_NUM_THREADS=1 nice .venv/bin/python "$@"
  done
done
rm -rf "$A_TREE"
