"""The modules of the rules package import one another without a circle.

Every import counts, a function's own included; only those under ``if TYPE_CHECKING:`` (read
by the type checker alone) and those of a module-level ``__getattr__`` (a moved name's old
path, kept for one release) are left out.
"""

from __future__ import annotations

import ast
from pathlib import Path

import audiojass.rules

RULES = Path(audiojass.rules.__file__).parent
PACKAGE = "audiojass.rules"


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imported(module: str, tree: ast.Module) -> set[str]:
    """The rules modules that ``module`` imports when it runs."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.FunctionDef) and node.name == "__getattr__" and node in tree.body:
            return
        if isinstance(node, ast.ImportFrom):
            if node.level:  # from .game import …: a module of this package
                target = f"{PACKAGE}.{node.module}" if node.module else PACKAGE
            else:
                target = node.module or ""
            if target == PACKAGE:  # from . import registry
                found.update(f"{PACKAGE}.{alias.name}" for alias in node.names)
            elif target.startswith(PACKAGE + "."):
                found.add(target)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith(PACKAGE + "."))
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    found.discard(module)
    return {name for name in found if (RULES / f"{name.rsplit('.', 1)[1]}.py").exists()}


def _graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for path in sorted(RULES.glob("*.py")):
        if path.name == "__init__.py":
            continue
        module = f"{PACKAGE}.{path.stem}"
        graph[module] = _imported(module, ast.parse(path.read_text(encoding="utf-8")))
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One circle of imports, or None."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def walk(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state:
                found = walk(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = walk(node)
            if found:
                return found
    return None


def test_the_checker_sees_function_imports() -> None:
    tree = ast.parse("def f():\n    from .game import Game\n")
    assert _imported(f"{PACKAGE}.variants", tree) == {f"{PACKAGE}.game"}
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_no_import_circle_in_the_rules_package() -> None:
    graph = _graph()
    assert f"{PACKAGE}.registry" in graph and graph[f"{PACKAGE}.game"]
    assert _cycle(graph) is None


def test_only_the_top_modules_import_the_registry() -> None:
    graph = _graph()
    users = {module for module, names in graph.items() if f"{PACKAGE}.registry" in names}
    assert users <= {f"{PACKAGE}.api"}
