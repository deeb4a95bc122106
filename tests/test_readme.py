"""The README's first-screen example runs and asserts its own result."""

from __future__ import annotations

import re
from pathlib import Path


def test_readme_example_runs() -> None:
    text = (Path(__file__).parents[1] / "README.md").read_text()
    code = re.search(r"```python\n(.*?)```", text, re.S)
    assert code is not None
    exec(compile(code.group(1), "README.md", "exec"), {"print": lambda *a: None})
