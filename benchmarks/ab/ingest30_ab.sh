#!/bin/bash
# ingest30's alternated A/B (benchmarks/RESULTS.md, "ingest30 (session 27)"): A = a base commit's Python tree with
# this worktree's compiled core, B = the worktree; the same command in each, A B then B A, `rounds` times, so load
# that comes and goes on a shared machine hits both alike.
#   benchmarks/ab/ingest30_ab.sh [base] [rounds] command...   e.g. ... main 3 benchmarks/ingest_timeline.py --show 3
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
    PYTHONPATH=$PP PYTHONDONTWRITEBYTECODE=1 OPENBLAS_NUM_THREADS=1 nice .venv/bin/python "$@"
  done
done
rm -rf "$A_TREE"
