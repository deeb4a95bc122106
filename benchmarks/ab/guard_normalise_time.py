"""A/B of the guards' text normalisation (``engramdb.guard.fields.normalise_for_check``): this checkout's against
another version of ``fields.py`` (a base commit's), as process CPU time, best of 9.

    git show <commit>:python/engramdb/guard/fields.py > /tmp/base_fields.py
    PYTHONPATH=python python benchmarks/ab/guard_normalise_time.py /tmp/base_fields.py

Two batches of 20,000 memory-like texts: one of five languages (Russian, Greek, Chinese, English, French: the
non-ASCII path, NFKC and the look-alike fold) and one of plain ASCII (returned as it is). Both versions must give
the same texts on them (neither holds a mixed-script word).
"""

from __future__ import annotations

import importlib.util
import random
import sys
import time
from collections.abc import Callable

from engramdb.guard import fields


def best(f: Callable[[], object]) -> float:
    b = 1e9
    for _ in range(9):
        t = time.process_time()
        f()
        b = min(b, time.process_time() - t)
    return b * 1e3


def main(argv: list[str]) -> None:
    spec = importlib.util.spec_from_file_location("engramdb.guard._fields_base", argv[0])
    assert spec is not None and spec.loader is not None
    base = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(base)
    r = random.Random(1)
    samples = [
        "Поставщик S{i} предпочитает ответы на русском; счёт {n} отклонён.",
        "Ο προμηθευτής S{i} θέλει απαντήσεις στα ελληνικά, τιμολόγιο {n}.",
        "供应商S{i}喜欢用中文回复；发票{n}被拒绝。",
        "Supplier S{i} prefers replies in Hindi; invoice {n} was rejected for code E12.",
        "Café S{i} à Zürich, facture {n} refusée — merci!",
    ]
    texts = [r.choice(samples).format(i=i, n=8000 + i) for i in range(20000)]
    ascii_texts = [samples[3].format(i=i, n=i) for i in range(20000)]
    for name, batch in (("five languages", texts), ("ascii", ascii_texts)):
        b = best(lambda batch=batch: base.normalise_for_check(batch))
        t = best(lambda batch=batch: fields.normalise_for_check(batch))
        print(f"normalise_for_check, 20,000 texts, {name}: base {b:.1f} ms, this {t:.1f} ms, ratio {t / b:.2f}")
    assert base.normalise_for_check(texts) == fields.normalise_for_check(texts)


if __name__ == "__main__":
    main(sys.argv[1:])
