"""python/engramdb/_core.pyi against the compiled module. mypy.stubtest checks that every class, function and
attribute is there on both sides; it cannot read a pybind11 function's parameters (they have no
__text_signature__), so the second test compares them with the signatures pybind11 writes into __doc__:
the same names in the same order, the same keyword-only marker, a default on the same ones, and equal
default values where the stub spells one out."""

from __future__ import annotations

import ast
import math
import re
import subprocess
import sys
from pathlib import Path

import pytest

import engramdb

_core = engramdb._core
STUB = Path(engramdb.__file__).with_name("_core.pyi")

# (name, has a default, the default as written or None, keyword-only)
Param = tuple[str, bool, "str | None", bool]


def test_stubtest_passes() -> None:
    pytest.importorskip("mypy")
    done = subprocess.run([sys.executable, "-m", "mypy.stubtest", "engramdb._core"], capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr


def split_top_level(text: str) -> list[str]:
    """Splits at the commas that are not inside brackets."""
    parts, depth, start = [], 0, 0
    for i, char in enumerate(text):
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    if text[start:].strip():
        parts.append(text[start:].strip())
    return parts


def runtime_params(name: str, doc: str) -> list[Param]:
    """The parameters of the last signature of `name` in a pybind11 docstring (the keyword overload of an
    overloaded __init__), without self."""
    lines = [m.group(1) for m in re.finditer(rf"^(?:\d+\. )?{re.escape(name)}\((.*)\) -> .*$", doc, re.M)]
    assert lines, f"no signature for {name} in {doc!r}"
    params: list[Param] = []
    keyword_only = False
    for part in split_top_level(lines[-1]):
        if part == "*":
            keyword_only = True
            continue
        head, _, default = part.partition(" = ")
        param = head.split(":")[0].strip()
        if param != "self":
            params.append((param, bool(default), default or None, keyword_only))
    return params


def stub_params(node: ast.FunctionDef) -> list[Param]:
    args = node.args
    positional = args.posonlyargs + args.args
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    params: list[Param] = []
    for arg, default in zip(positional, defaults):
        params.append((arg.arg, default is not None, None if default is None else ast.unparse(default), False))
    for arg, default in zip(args.kwonlyargs, args.kw_defaults):
        params.append((arg.arg, default is not None, None if default is None else ast.unparse(default), True))
    return [p for p in params if p[0] != "self"]


def stub_functions() -> dict[str, ast.FunctionDef]:
    """Every function of the stub by qualified name, properties left out (pybind11 documents no parameters)."""
    out: dict[str, ast.FunctionDef] = {}
    tree = ast.parse(STUB.read_text())
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            out[node.name] = node
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and not any(
                        isinstance(d, ast.Name) and d.id == "property" for d in item.decorator_list):
                    out[f"{node.name}.{item.name}"] = item
    return out


def same_default(stub: str | None, runtime: str | None) -> bool:
    if stub is None or stub == "...":
        return True
    if stub == runtime:
        return True
    try:
        return math.isclose(float(ast.literal_eval(stub)), float(runtime or "nan"), rel_tol=1e-6)
    except (ValueError, TypeError, SyntaxError):
        return False


@pytest.mark.parametrize("qualname", sorted(stub_functions()))
def test_stub_parameters_are_the_bindings(qualname: str) -> None:
    node = stub_functions()[qualname]
    owner = _core
    for part in qualname.split(".")[:-1]:
        owner = getattr(owner, part)
    if isinstance(owner, type) and node.name == "__len__":
        return  # a slot: pybind11 documents it, with nothing to compare
    runtime = runtime_params(node.name, getattr(owner, node.name).__doc__)
    stub = stub_params(node)
    assert [(n, has, kw) for n, has, _, kw in stub] == [(n, has, kw) for n, has, _, kw in runtime]
    for (name, _, stub_default, _), (_, _, runtime_default, _) in zip(stub, runtime):
        assert same_default(stub_default, runtime_default), (name, stub_default, runtime_default)
