"""docs/integrations.md runs: every ```python block is executed in order, each in a fresh namespace, in one
temporary working directory (as docs/guide.md is by tests/test_guide.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOC = Path(__file__).parents[2] / "docs" / "integrations.md"
BLOCK = re.compile(r"^```python\n(.*?)^```", re.S | re.M)


def blocks() -> list[tuple[int, str]]:
    text = DOC.read_text()
    return [(text.count("\n", 0, m.start()) + 2, m.group(1)) for m in BLOCK.finditer(text)]


def test_one_example_per_framework() -> None:
    text = DOC.read_text()
    for title in ("## LangChain", "## LangGraph", "## MCP", "## OpenAI Agents SDK"):
        section = text.split(title, 1)[1].split("\n## ", 1)[0]
        assert "```python" in section, f"{title} has no runnable example"
    fences = set(re.findall(r"^```(\S*)$", text, re.M))
    assert fences <= {"python", "text", ""}, fences


def test_every_example_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    for line, code in blocks():
        padded = "\n" * (line - 1) + code  # tracebacks give the line in the document
        exec(compile(padded, str(DOC), "exec"), {"__name__": "__docs__", "print": lambda *a: None})
