"""Helpers of the durable-store tests: seeded vectors, byte scans of a store directory, python children."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np


def unit(rng: np.random.Generator, n: int, dim: int) -> np.ndarray:
    x = rng.standard_normal((n, dim)).astype(np.float32)
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def files_under(root: Path) -> list[Path]:
    return sorted(p for p in Path(root).rglob("*") if p.is_file())


def scan(root: Path, needles: dict[str, bytes]) -> list[tuple[str, str]]:
    """(file relative to root, needle name) for every needle found in any file under root."""
    found = []
    for path in files_under(root):
        data = path.read_bytes()
        found += [(str(path.relative_to(root)), name) for name, needle in needles.items() if needle in data]
    return found


def child_env() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))


def run_python(code: str, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=child_env(),
                          timeout=timeout)


def spawn_python(code: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-c", code, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.PIPE, text=True, env=child_env())
