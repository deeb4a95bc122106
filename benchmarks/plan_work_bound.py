"""How much of a scope any exact plan that bounds rows by their prior and a similarity bound must read (issue 12).

For each query of a 10k-row scope of the accuracy generators (isotropic, anisotropic; 384-d, the store's default
weights), with T the k_wide-th (100th) best exact fused score:

* rows that the prior alone cannot dismiss: prior + w_sim * 1 >= T (any plan needs a similarity bound for them:
  an int8 code, a list bound, or the float row);
* rows an int8 bound cannot dismiss, so they are read in float: prior + w_sim * (cos + e) >= T, for the codes'
  proven error e ~0.03 (int8 query against int8 codes) and ~0.009 (float query against int8 codes);
* how many of the exact fused top 100 are in the similarity top 100 (what a similarity shortlist can find).

    PYTHONPATH=python python benchmarks/plan_work_bound.py
"""

from __future__ import annotations

import numpy as np

from engramdb import Weights
from engramdb.bench import generators

K_WIDE = 100
HALF_LIFE_DAYS = 60.0


def main() -> None:
    w = Weights()
    for name in ("isotropic", "anisotropic"):
        data = getattr(generators, name)(10_000, 384, 50, seed=3)
        prior = w.recency * 0.5 ** (data.age_days / HALF_LIFE_DAYS) + w.importance * data.importance + w.confidence
        rows = []
        for q in data.queries:
            cos = data.vectors @ q
            fused = w.similarity * np.maximum(cos, 0) + prior
            threshold = np.sort(fused)[-K_WIDE]
            rows.append((((prior + w.similarity) >= threshold).mean(),
                        ((prior + w.similarity * np.maximum(cos + 0.03, 0)) >= threshold).sum(),
                        ((prior + w.similarity * np.maximum(cos + 0.009, 0)) >= threshold).sum(),
                        len(np.intersect1d(np.argsort(-cos)[:K_WIDE], np.argsort(-fused)[:K_WIDE]))))
        a = np.array(rows, np.float64).mean(axis=0)
        print(f"{name}: rows needing a similarity bound {a[0]:.0%}; float reads with the int8 bound {a[1]:.0f}, "
              f"with a 0.009 bound {a[2]:.0f}; exact top {K_WIDE} in the similarity top {K_WIDE}: {a[3]:.0f} %")


if __name__ == "__main__":
    main()
