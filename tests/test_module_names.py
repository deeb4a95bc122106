"""No module of engramdb binds a top-level name twice: a function reads a module's global when it runs, so a second
``_WORD = ...`` further down silently replaces the pattern that the functions above it were written for (three such
pairs were found in review: support._WORD, guard.shape._SENTENCE_END, guard.secrets._FILE_NAME; the first binding of
each was dead). A rebinding that reads the old value (``X = X | {...}``) extends it and is allowed."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "python" / "engramdb"


def _rebound(path: Path, root: Path = PACKAGE) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    first: dict[str, int] = {}
    found = []
    for node in tree.body:
        value: ast.AST | None = None
        if isinstance(node, ast.Assign):
            names, value = [t.id for t in node.targets if isinstance(t, ast.Name)], node.value
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            names, value = [node.target.id], node.value
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [node.name]
        else:
            continue
        for name in names:
            extends = value is not None and any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(value))
            if name in first and not extends:
                found.append(f"{path.relative_to(root)}: {name} at lines {first[name]} and {node.lineno}")
            first[name] = node.lineno
    return found


def test_no_module_binds_a_top_level_name_twice() -> None:
    found = [line for path in sorted(PACKAGE.rglob("*.py")) for line in _rebound(path)]
    assert not found, found


def test_the_check_sees_a_rebinding(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("import re\nA = re.compile('x')\ndef f():\n    return A\nA = re.compile('y')\nB = {1}\n"
                      "B = B | {2}\n", encoding="utf-8")
    assert _rebound(module, tmp_path) == ["m.py: A at lines 2 and 5"]
