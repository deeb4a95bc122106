"""The package's import graph (import-linter checks the layering in `make lint`; this checks what it cannot):
no import cycle anywhere in engramdb, function-level imports included, and nothing imported through the package
root except the compiled core (which import-linter cannot see, so it is told to ignore imports of the root)."""

from __future__ import annotations

import re

import pytest

grimp = pytest.importorskip("grimp")

ROOT = "engramdb"
CORE_IMPORT = re.compile(r"^from (\.+|engramdb) import _core$|^import engramdb\._core")


@pytest.fixture(scope="module")
def graph():  # type: ignore[no-untyped-def]
    return grimp.build_graph(ROOT)


def test_nothing_but_the_core_is_imported_through_the_package_root(graph) -> None:  # type: ignore[no-untyped-def]
    offenders = []
    for module in sorted(graph.modules):
        if module == ROOT or ROOT not in graph.find_modules_directly_imported_by(module):
            continue
        for detail in graph.get_import_details(importer=module, imported=ROOT):
            if not CORE_IMPORT.match(detail["line_contents"]):
                offenders.append(f"{module}:{detail['line_number']}: {detail['line_contents']}")
    assert not offenders, "import the defining module instead of the package root:\n" + "\n".join(offenders)


def test_the_package_has_no_import_cycle(graph) -> None:  # type: ignore[no-untyped-def]
    edges = {m: {i for i in graph.find_modules_directly_imported_by(m) if i != ROOT and i.startswith(ROOT)}
             for m in graph.modules if m != ROOT}
    # A package's __init__ re-exporting its own submodules is how a package is made, not a cycle.
    for module, imported in edges.items():
        edges[module] = {i for i in imported if not i.startswith(module + ".")}
    cycles = []
    state: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(module: str, path: list[str]) -> None:
        state[module] = 1
        for other in sorted(edges.get(module, ())):
            if state.get(other) == 1:
                cycles.append(" -> ".join([*path[path.index(other):], other]))
            elif other not in state:
                visit(other, [*path, other])
        state[module] = 2

    for module in sorted(edges):
        if module not in state:
            visit(module, [module])
    assert not cycles, "import cycles:\n" + "\n".join(cycles)
