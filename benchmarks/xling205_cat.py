"""holdout42's temporal and cross-lingual recall@1 / @5 of evalall run files (branch xling205).

    python3 benchmarks/xling205_cat.py RUN.json [RUN.json ...]
"""
import json, sys
for f in sys.argv[1:]:
    d = json.load(open(f))['holdout42']
    out = []
    for cat in ('temporal', 'cross_lingual'):
        rs = [v[1] for v in d.values() if v[0] == cat]
        n = len(rs)
        out.append(f"{cat} n={n} @1={sum(r == 1 for r in rs)/n:.3f} @5={sum(r is not None and r <= 5 for r in rs)/n:.3f}")
    print(f, ' | '.join(out))
