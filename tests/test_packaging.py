"""The package's metadata: what PyPI shows (docs/pypi.md runs, has no relative links and no make targets),
the platform said plainly, and the wheel build kept out of the source tree."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    tomllib = pytest.importorskip("tomli")


def project() -> dict:  # type: ignore[type-arg]
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def test_the_long_description_is_pypi_friendly() -> None:
    readme = project()["readme"]
    text = (ROOT / readme["file"]).read_text()
    assert readme["content-type"] == "text/markdown"
    assert "make " not in text.split("\n\n", 2)[1], "the first paragraph must not be a make command"
    links = re.findall(r"\]\(([^)]+)\)", text)
    assert all(re.match(r"https?://", link) for link in links), f"relative links: {links}"
    code = re.search(r"```python\n(.*?)```", text, re.S)
    assert code is not None
    exec(compile(code.group(1), "docs/pypi.md", "exec"), {"print": lambda *a: None})


def test_classifiers_say_posix_linux_only() -> None:
    meta = project()
    assert "Operating System :: POSIX :: Linux" in meta["classifiers"]
    assert not any("Windows" in c or "MacOS" in c or "OS Independent" in c for c in meta["classifiers"])
    assert "cli" in meta["optional-dependencies"] and any("tqdm" in d for d in meta["optional-dependencies"]["cli"])


def test_make_wheel_builds_outside_the_source_tree() -> None:
    makefile = (ROOT / "Makefile").read_text()
    recipe = makefile.split("\nwheel:", 1)[1].split("\n\n", 1)[0]
    assert "build-dir=" in recipe and "mktemp -d" in recipe  # never build/, which the editable install owns
    assert "auditwheel repair" in recipe and "-static-libstdc++" in makefile
