"""A/B of the secret detectors in one process: this checkout's ``engramdb.guard.secrets`` against another
version of ``secrets.py`` (a base commit's), interleaved, as process CPU time.

    git worktree add /tmp/base <commit>
    PYTHONPATH=python python benchmarks/ab/guard_scan_time.py /tmp/base/python/engramdb/guard/secrets.py [REPEATS]

The base file is loaded as a sibling module of this checkout's guard package, so both share the same
prefilter (``_anchor_candidates``) and the comparison is of the detector tables and their validators; a ``rejoin.py``
beside the base file (the base's cut-value reader) is loaded with it, so that a change there is measured too. Prints
the best time of each over REPEATS interleaved rounds (default 15; ``find_secrets`` on every third round):
``find_secrets_many`` (the write path: prefilter + candidate rows) on 20,000 memory-like texts, on 20,000 agent
memory texts and 5,000 long agent texts (benchmarks/agent_texts.py), and on the corpora's 2,300 texts
(secret-dense: nearly every one is a secret or a near-miss), ``find_secrets`` (every row, the reference) on the
corpora's texts, and the slowest detector row of each on 20,000-character adversarial texts (repetitions of keywords
and separators, to catch backtracking).
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from engramdb.guard import secrets

BENCH = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(BENCH))
import agent_texts  # noqa: E402
from bench_guard import memory_texts  # noqa: E402

ADVERSARIAL = {
    "user:": "user:" * 4000, "password ": "password " * 2000, "a": "a" * 20000, "sk-": "sk-" * 7000,
    "AC": "AC" * 10000, "echo ": "echo " * 4000, "u: x ": "u: x " * 4000, "Abc123x is ": "Abc123x is " * 2000,
    "TAN ": "TAN " * 5000, "--a ": "--a " * 5000, "htpasswd -b ": "htpasswd -b " * 2000, "/bot1": "/bot1" * 5000,
    "code wifi ": "code wifi " * 2000, "safe word ": "safe word " * 2000, "a/": "a/" * 10000, "7z ": "7z " * 7000,
    "Cookie: a=": "Cookie: a=" * 2000, "key=A1": "key=" + "A1" * 10000,
    "sess=": "sess=" * 4000, "-u a -p ": "-u a -p " * 2500, "https://a/reset/": "https://a/reset/" * 1200,
    "token a ": "token a " * 2500, "1234 is the ": "1234 is the " * 1600, "ghp_a ": "ghp_a " * 3300,
    "parola x ": "parola x " * 2200, "backup codes (x) ": "backup codes (x) " * 1100, "<pass a=b>": "<pass a=b>" * 2000,
    # round 7's rows: hook URLs, SQL rows, calls, commands, name/value pairs, byte arrays, comments, base64 blobs
    "https://a/hooks/": "https://a/hooks/" + "aB3/" * 5000, "insert into t (": "insert into t (a) values (" * 800,
    "pdo(": "new PDO('a', " * 1500, "curl -u a:": "curl -u a:" * 2000, "x login ": "x login " * 2500,
    "name: a value: ": "name: API_KEY\nvalue: " * 1000, "[1, ": "key [" + "1, " * 6600, "'a' // ": "'aaaaaaaaaaaaaaaaa' // " * 900,
    "base64 QUJD": "base64 " + "QUJD" * 5000, "cGFzc3dvcmQ ": "cGFzc3dvcmQ " * 1800, "xprv": "xprv" * 5000,
    "secret id = ": "secret id = " * 1600, "ghp_a | ": "ghp_a | " * 2500, "1. abc\n": "seed\n" + "1. abc\n" * 2800,
    # round 8's readers: spelled runs, tables, JSON escapes, nested values, arguments, a code beside an IBAN
    "capital alfa, ": "password " + "capital alfa, " * 1400, "eins zwei ": "PIN " + "eins zwei " * 2000,
    "a - ": "code " + "a - " * 5000, "x, then ": "password " + "x, then " * 2500, "| password ": "| password " * 1800,
    "a,password\n": "a,password\n" * 1800, '\\"\\n': 'password \\"' + '\\"\\n' * 4500,
    "Password:\n Default: ": "Password:\n Default: " * 1000, "--creds a:": "--creds a:" * 2000,
    "DE89 ... code ": "DE89370400440532013000 code " * 700,
}


def load_base(path: str) -> ModuleType:
    source = Path(path).read_text(encoding="utf-8")
    # The base's own sibling modules (rejoin.py, shape.py, ... beside the base file) replace this checkout's in its
    # "from . import a, b" line; a sibling not beside it is this checkout's.
    imports = re.search(r"^from \. import ([\w, ]+)$", source, re.M)
    if imports is not None:
        names = []
        for name in (n.strip() for n in imports.group(1).split(",")):
            sibling = Path(path).with_name(f"{name}.py")
            if not sibling.exists():
                names.append(name)
                continue
            spec = importlib.util.spec_from_file_location(f"engramdb.guard._{name}_base", sibling)
            assert spec is not None and spec.loader is not None
            sibling_module = importlib.util.module_from_spec(spec)
            sys.modules[spec.name] = sibling_module
            spec.loader.exec_module(sibling_module)
            names.append(f"_{name}_base as {name}")
        source = source[:imports.start()] + "from . import " + ", ".join(names) + source[imports.end():]
    module = ModuleType("engramdb.guard._secrets_base")
    module.__file__, module.__package__ = path, "engramdb.guard"
    sys.modules[module.__name__] = module
    exec(compile(source, path, "exec"), module.__dict__)
    return module


def corpus_texts() -> list[str]:
    files = [*sorted((BENCH / "guard_corpus").glob("secrets_*.jsonl")),
             BENCH / "guard_corpus_fresh" / "secrets_fresh.jsonl"]
    return [json.loads(line)["text"] for f in files for line in f.read_text(encoding="utf-8").splitlines()
            if line.strip()]


def cpu(f: Callable[[], object]) -> float:
    t = time.process_time()
    f()
    return time.process_time() - t


def slowest_row(module: ModuleType) -> tuple[float, int, str]:
    worst = (0.0, -1, "")
    for n, det in enumerate(module._DETECTORS):
        for name, text in ADVERSARIAL.items():
            t = time.process_time()
            for m in det.pattern.finditer(text):
                det.validate(m)
            worst = max(worst, (time.process_time() - t, n, name))
    return worst


def main(argv: list[str]) -> None:
    base = load_base(argv[0])
    repeats = int(argv[1]) if len(argv) > 1 else 15
    rows, mem = corpus_texts(), memory_texts(20_000)
    agent, long = agent_texts.memory_texts(20_000), agent_texts.long_texts(5_000)
    best: dict[tuple[str, str], float] = {}
    for r in range(repeats):
        for name, module in (("base", base), ("this", secrets)):
            runs = [("find_secrets_many, 20,000 memory texts", lambda m=module: m.find_secrets_many(mem)),
                    ("find_secrets_many, 20,000 agent memory texts", lambda m=module: m.find_secrets_many(agent)),
                    ("find_secrets_many, 5,000 long agent texts", lambda m=module: m.find_secrets_many(long)),
                    (f"find_secrets_many, {len(rows):,} corpus texts", lambda m=module: m.find_secrets_many(rows))]
            if r % 3 == 0:
                runs.append((f"find_secrets (every row), {len(rows):,} corpus texts",
                             lambda m=module: [m.find_secrets(t) for t in rows]))
            for label, f in runs:
                best[label, name] = min(best.get((label, name), float("inf")), cpu(f))
    for label in dict.fromkeys(label for label, _ in best):
        b, t = best[label, "base"], best[label, "this"]
        print(f"{label}: base {b * 1e3:.0f} ms, this {t * 1e3:.0f} ms, ratio {t / b:.2f}")
    for name, module in (("base", base), ("this", secrets)):
        s, n, text = slowest_row(module)
        print(f"{name}: slowest row on a 20,000-character adversarial text: row {n} on {text!r} * n, {s * 1e3:.0f} ms")
    # The whole scan (every row, cut values rejoined, base64 decoded) on each adversarial text.
    for name, module in (("base", base), ("this", secrets)):
        worst = max((cpu(lambda m=module, t=text: m.find_secrets(t)), label) for label, text in ADVERSARIAL.items())
        print(f"{name}: slowest find_secrets on a 20,000-character adversarial text: {worst[1]!r} * n, "
              f"{worst[0] * 1e3:.0f} ms")


if __name__ == "__main__":
    main(sys.argv[1:])
