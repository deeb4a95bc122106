"""docs/guide.md runs: every ```python block is executed in order, each in a fresh namespace, all in one temporary
working directory (later blocks may read files earlier ones wrote, as a reader following the guide would); every
line of a ```bash block is run as a command (``engramdb ...`` through this interpreter) and must exit 0."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

GUIDE = Path(__file__).parents[1] / "docs" / "guide.md"
BLOCK = re.compile(r"^```(python|bash)\n(.*?)^```", re.S | re.M)


def blocks() -> list[tuple[str, int, str]]:
    text = GUIDE.read_text()
    return [(m.group(1), text.count("\n", 0, m.start()) + 2, m.group(2)) for m in BLOCK.finditer(text)]


def test_the_guide_has_snippets_for_every_section() -> None:
    found = blocks()
    assert sum(1 for kind, _, _ in found if kind == "python") >= 15
    assert any(kind == "bash" for kind, _, _ in found)
    # no block in another language slips through unexecuted
    fences = re.findall(r"^```(\S*)$", GUIDE.read_text(), re.M)
    assert set(fences) <= {"python", "bash", ""}, fences


def test_the_defaults_the_guide_states_are_the_stores() -> None:
    from engramdb.store import DEFAULT_GRAPH_MIN_ROWS, DEFAULT_IVF_MIN_ROWS, DEFAULT_SEAL_ROWS

    text = " ".join(GUIDE.read_text().split())  # lines joined: a default may be wrapped onto the next line
    stated = dict(re.findall(r"`(\w+)`(?: rows(?: or more)?)? \(default ([\w,]+)", text))
    code = {"ivf_min_rows": DEFAULT_IVF_MIN_ROWS, "graph_min_rows": DEFAULT_GRAPH_MIN_ROWS, "seal_rows": DEFAULT_SEAL_ROWS}
    assert {name: stated.get(name) for name in code} == \
        {name: "None" if value is None else f"{value:,}" for name, value in code.items()}


def test_every_snippet_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENBLAS")}
    for kind, line, code in blocks():
        if kind == "python":
            padded = "\n" * (line - 1) + code  # tracebacks give the line in the guide
            exec(compile(padded, str(GUIDE), "exec"), {"__name__": "__guide__", "print": lambda *a: None})
            continue
        for command in code.splitlines():
            if not command.strip() or command.lstrip().startswith("#"):
                continue
            argv = shlex.split(command)
            assert argv[0] == "engramdb", command
            done = subprocess.run([sys.executable, "-m", "engramdb", *argv[1:]], capture_output=True, text=True,
                                  env=env, stdin=subprocess.DEVNULL, timeout=300)
            assert done.returncode == 0, f"{GUIDE}:{line}: {command}\n{done.stdout}{done.stderr}"
