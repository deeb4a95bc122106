"""What recall()'s Python layer costs around the native plan when the caches are cold as benchmarks/plan_ab.py leaves
them (issue 12 / 17): each piece timed alone right after an exact=True recall and the numpy pipeline of the same
query, p50 in µs. `recall()` and `plan.hits` (the native call alone, Hit objects included) give the layer's total;
`build` is engine/params.build (prototype_of where recall() makes one native call, RecallPlan.recall, which
`plan.hits` then times) with recall's arguments after an exact=True recall (the plan_ab pattern: the
arguments differ from the last call's), `build again` right after a default recall (the same objects).

    PYTHONPATH=python .venv/bin/python benchmarks/recall_python_cold.py anisotropic 30000 10000 3
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np

import engramdb.store as store_module
from engramdb.bench.accuracy import build_layout, numpy_pipeline, scope_name
from engramdb.bench.generators import generate
from engramdb.bench.interleaved import FUSED
from engramdb.engine import params as recall_params


def main() -> None:
    from threadpoolctl import threadpool_limits

    name, n, rows, reps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    data = generate(name, n, 384, 50, 7, False)
    layout = build_layout(data, [rows], 7, False)
    store, scope = layout.store, scope_name(rows)
    peer = numpy_pipeline(layout, scope)
    seen: dict[str, Any] = {}
    one_call = hasattr(recall_params, "prototype_of")  # recall() makes one native call, RecallPlan.recall
    name = "prototype_of" if one_call else "build"
    build = getattr(recall_params, name)

    def spy(*args: Any, **kwargs: Any) -> Any:
        seen["args"], seen["kwargs"] = args, kwargs
        seen["params"] = build(*args, **kwargs)
        return seen["params"]

    setattr(recall_params, name, spy)  # the arguments recall() passes, captured once
    try:
        store.recall(scope, data.queries[0], **FUSED)
    finally:
        setattr(recall_params, name, build)
    params, args, kwargs = seen["params"], seen["args"], seen["kwargs"]
    engine = store._engine
    _, plan = engine.recall_plan(scope, False)
    native: Callable[[np.ndarray], object] = (
        (lambda q: plan.recall(q, params[0], params[1], 0.0, True, None, None)) if one_call
        else (lambda q: plan.hits(q, params, True, None)))
    pieces: dict[str, tuple[bool, Callable[[np.ndarray], object]]] = {
        "recall()": (True, lambda q: store.recall(scope, q, **FUSED)),
        "plan.hits": (True, native),
        "build": (True, lambda q: build(*args, **kwargs)),
        "build again": (False, lambda q: build(*args, **kwargs)),
        "recall_plan": (True, lambda q: engine.recall_plan(scope, False)),
        "check_scope": (True, lambda q: store_module.check_scope(scope)),
    }
    seconds: dict[str, list[float]] = {key: [] for key in pieces}
    try:
        with threadpool_limits(limits=1, user_api="blas"):
            for q in data.queries:  # warm-up
                store.recall(scope, q, **FUSED)
            for _ in range(reps):
                for q in data.queries:
                    for key, (after_exact, piece) in pieces.items():
                        store.recall(scope, q, exact=after_exact, **FUSED)
                        peer(q)
                        start = time.perf_counter()
                        piece(q)
                        seconds[key].append(time.perf_counter() - start)
    finally:
        store.close()
    print(" | ".join(f"{key} {1e6 * np.median(s):.1f}" for key, s in seconds.items()))


if __name__ == "__main__":
    main()
