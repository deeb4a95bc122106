"""The secret guard's CPU time on long hostile texts: does any reading grow worse than linearly in the text's length?

Builds long adversarial texts at two sizes, n and 4n, and reads ``find_secrets``' CPU time on each (the least of
``--repeat`` runs): a text whose time grows more than ``--ratio`` times (6 by default; linear is 4, quadratic 16) is a
finding. The texts come from four sources:

- ``generic``: one character class run long on one line (letters, hex, base64, digits, spaces, marks), brackets and
  quotes opened and never closed, deep nesting, a URL with a long path, ``key=value`` runs, many lines;
- ``labels``: every literal anchor of the guard's rows (``secrets._DETECTORS`` and the cut-value / decode anchors) and
  every form of the credential-label lexicon, repeated with no value (``"label "``, ``"label: "``) and unspaced;
- ``rows``: every ``--rows`` th text of each tunable guard corpus (the blind one never: guard_all/guard_blind.py's
  BLIND), repeated with no separator, with a space and with a line break, and its label (the text up to its first ``:``
  or ``=``) repeated alone;
- ``store``: a ``remember`` with the guard on (a fresh Store) on the worst generic and label texts.

``--regexes NAME`` times every compiled pattern of the guard's modules alone (``search`` over the whole text) on one
generic family's texts at n and 4n, to name a culprit. Run from the repository root:

    PYTHONPATH=python .venv/bin/python benchmarks/guard_time/fuzz.py [--only generic,labels,rows,store] [--json OUT]
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import pkgutil
import re
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(BENCH / "guard_all"))
from guard_blind import BLIND  # noqa: E402  (the corpus being written blind, if any: never read)

Builder = Callable[[int], str]


def _cycle(unit: str) -> Builder:
    """``unit`` repeated to exactly k characters."""
    return lambda k: (unit * (k // len(unit) + 1))[:k]


GENERIC: dict[str, Builder] = {
    "letters": _cycle("a"), "upper": _cycle("A"), "hex": _cycle("0123456789abcdef"),
    "base64": _cycle("QUJDRGVm+/0123xyzZ"), "base64url": _cycle("QUJD-_Rm0123xyzZ"), "digits": _cycle("1234567890"),
    "spaces": _cycle(" "), "tabs": _cycle("a\tb\t"), "newlines": _cycle("\n"), "lines": _cycle("ab12\n"),
    "dashes": _cycle("-"), "equals": _cycle("="), "colons": _cycle(":"), "dots": _cycle("."), "slashes": _cycle("/"),
    "underscores": _cycle("_"), "ats": _cycle("@"), "stars": _cycle("*"), "hashes": _cycle("#"), "pipes": _cycle("| a "),
    "open_paren": _cycle("("), "open_bracket": _cycle("["), "open_brace": _cycle("{"), "open_angle": _cycle("<"),
    "double_quotes": _cycle('"'), "single_quotes": _cycle("'"), "backticks": _cycle("`"), "quoted_words": _cycle('"abc '),
    "curly_quotes": _cycle("“«"), "nest_paren": lambda k: "(" * (k // 2) + ")" * (k // 2),
    "nest_json": _cycle('{"a":'), "nest_list": _cycle("[["), "words": _cycle("the cat sat "),
    "capitalised": _cycle("The Cat Sat "), "camel": _cycle("TornadoPirate"), "joined": _cycle("robot-yeti-"),
    "mixed": _cycle("aB3xK9qZ"), "mixed_spaced": _cycle("aB3x K9qZ "), "strong": _cycle("Qx7!mR2#"),
    "url_path": lambda k: "https://example.com/" + _cycle("x-")(k), "url_query": _cycle("a=b&"),
    "key_values": _cycle("k=v "), "colon_pairs": _cycle("a: "), "emails": _cycle("a@b.co "),
    "digit_groups": _cycle("1234-"), "digit_spaced": _cycle("12 "), "alnum_pairs": _cycle("A1"),
    "cyrillic": _cycle("пароль "), "cjk": _cycle("密码"), "cjk_plain": _cycle("日本語"), "arabic": _cycle("كلمة "),
    "devanagari": _cycle("पासवर्ड "), "emoji": _cycle("🔑"), "combining": _cycle("é"),
}


def cpu(fn: Callable[[str], object], text: str, repeat: int) -> float:
    """The least CPU time of ``repeat`` runs of ``fn(text)``."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        fn(text)
        best = min(best, time.process_time() - start)
    return best


def reading(fn: Callable[[str], object], build: Builder, n: int, repeat: int, floor: float) -> dict[str, float]:
    """CPU seconds at n and 4n characters and their ratio (each time floored at ``floor``: noise, not growth)."""
    small, large = cpu(fn, build(n), repeat), cpu(fn, build(4 * n), repeat)
    return {"n": n, "t_n": small, "t_4n": large, "ratio": max(large, floor) / max(small, floor)}


def anchor_words() -> list[str]:
    """Every literal anchor of the guard's rows, and every form of the credential-label lexicon, each once."""
    from engramdb.guard import decode, fields, grouped, lexicon, rejoin, secrets, spelled, unlocked

    words = [a for det in secrets._DETECTORS for a in det.anchors]
    words += [*rejoin.ANCHORS, *spelled.ANCHORS, *fields.ESCAPE_ANCHORS, *grouped.ANCHORS, *unlocked.TABLE_ANCHORS,
              *decode.ANCHORS]
    words += [f for cls in lexicon.CLASSES for f in lexicon.forms(cls)]
    # (an anchor comes once per kind of space before it and once per case: each word is read once, lower case)
    return list(dict.fromkeys(w.strip().lower().replace("#", "7") for w in words if w.strip()))


def corpus_texts(step: int) -> Iterator[tuple[str, str]]:
    """(corpus file, text) of every ``step`` th text of each tunable guard corpus file (never a BLIND one)."""
    for path in sorted(BENCH.glob("guard_corpus*/*.jsonl")):
        if path.parent.name in BLIND:
            continue
        lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        for line in lines[::step]:
            text = json.loads(line).get("text")
            if isinstance(text, str) and text.strip():
                yield f"{path.parent.name}/{path.name}", text


def _label_of(text: str) -> str:
    """The row's text up to and with its first ':' or '=' (its label), or its first word."""
    cut = re.search(r"[:=]", text)
    return text[: cut.end()] + " " if cut else text.split()[0] + " "


def cases(only: set[str], rows_step: int) -> Iterator[tuple[str, str, Builder]]:
    """(source, name, builder) of every hostile text family."""
    if "generic" in only:
        for name, build in GENERIC.items():
            yield "generic", name, build
    if "labels" in only:
        for word in anchor_words():
            yield "labels", f"{word!r} spaced", _cycle(word + " ")
            yield "labels", f"{word!r}: ", _cycle(word + ": ")
            yield "labels", f"{word!r} unspaced", _cycle(word)
    if "rows" in only:
        for where, text in corpus_texts(rows_step):
            short = f"{where}:{text[:40]!r}"
            yield "rows", short + " x''", _cycle(text)
            yield "rows", short + " x' '", _cycle(text + " ")
            yield "rows", short + " x'\\n'", _cycle(text + "\n")
            yield "rows", short + " label", _cycle(_label_of(text))


def regex_culprits(build: Builder, n: int, repeat: int) -> list[dict[str, Any]]:
    """Every compiled pattern in the guard's modules (module globals, and patterns held in their tuples, lists,
    dicts and objects one level down), timed alone: ``pattern.search`` over the text at n and 4n."""
    import engramdb.guard as guard

    seen: dict[int, tuple[str, re.Pattern[str]]] = {}

    def take(where: str, obj: object, depth: int) -> None:
        if isinstance(obj, re.Pattern):
            if isinstance(obj.pattern, str):
                seen.setdefault(id(obj), (where, obj))
        elif depth > 0 and isinstance(obj, (tuple, list, frozenset, set)):
            for i, x in enumerate(obj):
                take(f"{where}[{i}]", x, depth - 1)
        elif depth > 0 and isinstance(obj, dict):
            for k, x in obj.items():
                take(f"{where}[{k!r}]", x, depth - 1)
        elif depth > 0 and hasattr(obj, "__dict__") and not isinstance(obj, type) and not callable(obj):
            for k, x in vars(obj).items():
                take(f"{where}.{k}", x, depth - 1)
        elif depth > 0 and hasattr(obj, "__dataclass_fields__") and not isinstance(obj, type):
            for k in obj.__dataclass_fields__:
                take(f"{where}.{k}", getattr(obj, k), depth - 1)

    for info in pkgutil.iter_modules(guard.__path__):
        module = importlib.import_module(f"engramdb.guard.{info.name}")
        for name, obj in vars(module).items():
            take(f"{info.name}.{name}", obj, 3)
    small, large = build(n), build(4 * n)
    out = []
    for where, pattern in seen.values():
        t1, t4 = cpu(pattern.search, small, repeat), cpu(pattern.search, large, repeat)
        out.append({"pattern": where, "t_n": t1, "t_4n": t4, "ratio": max(t4, 1e-4) / max(t1, 1e-4)})
        if t4 > 0.02:
            print(f"  ... {t1 * 1e3:9.2f} ms {t4 * 1e3:9.2f} ms  {where}", flush=True)
    return sorted(out, key=lambda r: -r["t_4n"])


def store_write(text: str) -> None:
    """One remember of ``text`` with the guard on, in a fresh in-memory Store (its hashing embedder); a refusal is the
    guard's answer. The store takes at most 8,000 characters a text (writes.DEFAULT_MAX_TEXT_CHARS): the store's
    readings use n = 2,000."""
    from engramdb import MemoryStore as Store
    from engramdb.errors import SecretError

    store = Store()
    with contextlib.suppress(SecretError):
        store.remember("fuzz", text)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", default="generic,labels,rows,store", help="sources, comma-separated")
    ap.add_argument("--n", type=int, default=2500, help="characters of the smaller text (the larger: 4n)")
    ap.add_argument("--rows-step", type=int, default=25, help="every k-th text of each corpus file")
    ap.add_argument("--repeat", type=int, default=1, help="runs per reading (the least counts)")
    ap.add_argument("--ratio", type=float, default=6.0, help="a finding: time at 4n over time at n above this")
    ap.add_argument("--floor", type=float, default=0.005, help="CPU seconds below which a time reads as this")
    ap.add_argument("--regexes", help="a generic family (or 'label:WORD'): time each compiled pattern alone on it")
    ap.add_argument("--json", help="write every reading here")
    ap.add_argument("--seconds", type=float, help="stop reading new texts after this many seconds (say how far)")
    args = ap.parse_args(argv)
    from engramdb.guard.secrets import find_secrets

    find_secrets("warm the caches: password: hunter2")
    if args.regexes:
        word = args.regexes.partition(":")[2]
        build = _cycle(word) if args.regexes.startswith("label:") else GENERIC[args.regexes]
        for r in regex_culprits(build, args.n, args.repeat)[:25]:
            print(f"{r['t_n'] * 1e3:9.2f} ms {r['t_4n'] * 1e3:9.2f} ms {r['ratio']:6.1f}  {r['pattern']}")
        return 0
    only = set(args.only.split(","))
    readings: list[dict[str, Any]] = []
    findings: list[dict[str, Any]] = []
    began = time.monotonic()
    for source, name, build in cases(only, args.rows_step):
        if args.seconds is not None and time.monotonic() - began > args.seconds:
            print(f"stopped after {args.seconds:.0f} s, before {source} {name}", flush=True)
            break
        r = {"source": source, "name": name} | reading(find_secrets, build, args.n, args.repeat, args.floor)
        if r["ratio"] > args.ratio:  # confirm on three runs before calling it a finding (a loaded machine)
            r |= reading(find_secrets, build, args.n, 3, args.floor)
        readings.append(r)
        if r["ratio"] > args.ratio:
            findings.append(r)
            print(f"FINDING {source} {name}: {r['t_n'] * 1e3:.1f} ms -> {r['t_4n'] * 1e3:.1f} ms "
                  f"(x{r['ratio']:.1f})", flush=True)
    if "store" in only:
        worst = sorted(readings, key=lambda r: -r["t_4n"])[:5]
        names = {**{f"generic {k}": v for k, v in GENERIC.items()}}
        for r in worst:
            if r["source"] == "generic":
                s = {"source": "store", "name": r["name"]} | reading(store_write, names[f"generic {r['name']}"],
                                                                     min(args.n, 2000), args.repeat, args.floor)
                readings.append(s)
                flag = "FINDING " if s["ratio"] > args.ratio else ""
                print(f"{flag}store {r['name']}: {s['t_n'] * 1e3:.1f} ms -> {s['t_4n'] * 1e3:.1f} ms "
                      f"(x{s['ratio']:.1f})", flush=True)
    by_source: dict[str, list[dict[str, Any]]] = {}
    for r in readings:
        by_source.setdefault(r["source"], []).append(r)
    for source, rs in by_source.items():
        top = max(rs, key=lambda r: r["ratio"])
        slow = max(rs, key=lambda r: r["t_4n"])
        print(f"{source}: {len(rs)} texts, {sum(r['ratio'] > args.ratio for r in rs)} findings; worst ratio "
              f"x{top['ratio']:.1f} ({top['name']}); slowest at 4n {slow['t_4n'] * 1e3:.0f} ms ({slow['name']})")
    if args.json:
        Path(args.json).write_text(json.dumps({"args": vars(args), "findings": findings, "readings": readings},
                                              ensure_ascii=False, indent=1), encoding="utf-8")
    return 1 if findings else 0


if __name__ == "__main__":
    raise SystemExit(main())
