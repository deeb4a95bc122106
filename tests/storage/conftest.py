"""Shared fixtures of the storage tests: running Python children that see the same engramdb package."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator

import pytest


@pytest.fixture
def spawn_python() -> Iterator[Callable[..., subprocess.Popen[str]]]:
    """Start ``python -c code *args`` with stdout piped (text, line-buffered) and this process's sys.path."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    children: list[subprocess.Popen[str]] = []

    def spawn(code: str, *args: str) -> subprocess.Popen[str]:
        child = subprocess.Popen(
            [sys.executable, "-c", code, *args], stdout=subprocess.PIPE, text=True, bufsize=1, env=env
        )
        children.append(child)
        return child

    yield spawn
    for child in children:  # never leave a child behind, even when a test fails
        if child.poll() is None:
            child.kill()
        child.wait()
        child.stdout.close()
