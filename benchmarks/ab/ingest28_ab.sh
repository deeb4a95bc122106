#!/bin/bash
# ingest28's A/B of the ingest bench (benchmarks/RESULTS.md, "ingest28 (session 25)"): A = a base commit's Python
# tree (the same compiled core: the branch changed no C++), B = the worktree, alternated in the same minutes.
#   benchmarks/ab/ingest28_ab.sh [base] [rounds]     (from the worktree; lancedb==0.40.0 in $LANCE)
set -e
BASE=${1:-main}; ROUNDS=${2:-3}; LANCE=${LANCE:-/tmp/ingest28/lance}; A_TREE=$(mktemp -d)
git archive "$BASE" python | tar -x -C "$A_TREE"
cp .venv/lib/python3.11/site-packages/engramdb/_core*.so "$A_TREE/python/engramdb/"
# the worktree's editable install puts a finder before PYTHONPATH: dropped in A's processes so A is really A
printf 'import sys\nsys.meta_path[:] = [f for f in sys.meta_path if "editable" not in repr(f).lower() and "editable" not in type(f).__module__.lower()]\n' > "$A_TREE/python/sitecustomize.py"
for i in $(seq "$ROUNDS"); do
  for side in A B; do
    if [ $side = A ]; then PP=$LANCE:$A_TREE/python; else PP=$LANCE:python; fi
    echo "=== $side round $i $(date -u +%T)"
    ENGRAMDB_BENCH_INGEST_N=200000 PYTHONPATH=$PP PYTHONDONTWRITEBYTECODE=1 OPENBLAS_NUM_THREADS=1 nice .venv/bin/python \
      -m pytest -p no:cacheprovider benchmarks/bench_ingest_lancedb.py --benchmark-only -s -q -k "not no_fsync" 2>&1 \
      | grep -E "^(LanceDB|engramdb)|passed|failed|Error" || true
  done
done
rm -rf "$A_TREE"
