"""The documented examples run, the code is lint-clean, and the whole package passes
``mypy --strict`` (the checks a contributor's editor would show)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from pathlib import Path

import grimp
import pytest
from conftest import dev_tool

import audiojass.rules

ROOT = Path(__file__).resolve().parent.parent
RULES_MODULES = [
    importlib.import_module(info.name)
    for info in pkgutil.walk_packages(audiojass.rules.__path__, "audiojass.rules.")
]


@pytest.mark.parametrize("module", RULES_MODULES, ids=lambda m: m.__name__)
def test_doctests(module: object) -> None:
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)  # type: ignore[arg-type]
    assert result.failed == 0


def test_rules_package_has_no_io_imports() -> None:
    for path in (ROOT / "audiojass" / "rules").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        for banned in ("pygame", "pyttsx3", "accessible_output2"):
            assert f"import {banned}" not in text, path
            assert f"from {banned}" not in text, path


def test_ruff_clean() -> None:
    done = dev_tool("ruff", "check", "audiojass", "tests", "bench", cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_import_contracts_are_kept() -> None:
    """The layering of pyproject.toml's ``[tool.importlinter]``: the rules import nothing else
    of the package, the bots only the rules, speech nothing of the game, the server and the
    wire format nothing of the interface, and the interface's modules stay in their layers."""
    done = dev_tool("lint-imports", "--no-cache", cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def _import_cycles(graph: grimp.ImportGraph) -> set[frozenset[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, with
    an explicit stack): each is one or more import cycles."""
    modules = sorted(graph.modules)
    imported = {m: sorted(graph.find_modules_directly_imported_by(m)) for m in modules}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: set[frozenset[str]] = set()
    for root in modules:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            module, position = work.pop()
            if position == 0:
                index[module] = low[module] = len(index)
                stack.append(module)
                on_stack.add(module)
            targets = imported[module]
            if position < len(targets):
                work.append((module, position + 1))
                target = targets[position]
                if target not in index:
                    work.append((target, 0))
                elif target in on_stack:
                    low[module] = min(low[module], index[target])
                continue
            if low[module] == index[module]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == module:
                        break
                if len(component) > 1:
                    found.add(frozenset(component))
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[module])
    return found


def test_the_package_has_no_import_cycle() -> None:
    """No module imports, directly or through others, one that imports it back, counting
    imports made inside functions (they only hide a cycle) and leaving out those made only for
    type checking."""
    graph = grimp.build_graph("audiojass", exclude_type_checking_imports=True, cache_dir=None)
    cycles = _import_cycles(graph)
    assert cycles == set(), sorted(sorted(cycle) for cycle in cycles)


def test_the_cycle_finder_finds_a_hidden_cycle() -> None:
    """The check above sees a cycle made by an import inside a function."""
    graph = grimp.ImportGraph()
    for name in ("pkg", "pkg.a", "pkg.b", "pkg.c"):
        graph.add_module(name)
    graph.add_import(importer="pkg.a", imported="pkg.b")
    graph.add_import(importer="pkg.b", imported="pkg.c")
    graph.add_import(importer="pkg.c", imported="pkg.a")  # as ``def f(): from pkg import a``
    graph.add_import(importer="pkg", imported="pkg.a")
    assert _import_cycles(graph) == {frozenset({"pkg.a", "pkg.b", "pkg.c"})}


@pytest.mark.slow
def test_mypy_strict_on_the_whole_package() -> None:
    """The rules package and everything above it (the project's type-checking rule)."""
    done = dev_tool("mypy", "--strict", "audiojass", cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.slow
def test_a_program_using_the_engine_is_checked_against_its_types(tmp_path: Path) -> None:
    """The package is marked typed (PEP 561, ``audiojass/py.typed``): mypy in a project that
    imports the engine reads its hints instead of skipping it, so a wrong use is reported."""
    program = tmp_path / "use_engine.py"
    program.write_text(
        "from audiojass.rules import legal_cards, new_game\n"
        'playable = legal_cards("jass", "H6 HA S7 D9", "HK", "S")\n'
        'game = new_game("putz3", seed=42)\n'
        "seat: str = game.current_player\n",
        encoding="utf-8",
    )
    cache = str(tmp_path / "cache")
    done = dev_tool("mypy", "--strict", "--cache-dir", cache, program.name, cwd=tmp_path)
    output = done.stdout + done.stderr
    assert "import-untyped" not in output, output
    assert 'has type "int | None", variable has type "str"' in output, output
    assert "Found 1 error in 1 file" in output, output


def test_the_engine_examples_of_the_docs_run_as_written() -> None:
    """The Python blocks of docs/engine.md run in one namespace as a reader would paste them
    (the whole-game example used ``Game`` without importing it), and the first block's
    comments give what each call returns."""
    text = (ROOT / "docs" / "engine.md").read_text(encoding="utf-8")
    blocks = text.split("```python\n")[1:]
    assert len(blocks) == 2
    namespace: dict[str, object] = {}
    for block in blocks:
        exec(compile(block.split("```", 1)[0], "docs/engine.md", "exec"), namespace)
    first = blocks[0].split("```", 1)[0]
    calls = [line for line in first.splitlines() if "  # " in line and "(" in line]
    assert len(calls) == 5
    for line in calls:
        code, comment = line.split("  # ", 1)
        said = comment.split(":", 1)[0].strip()
        got = eval(code, namespace)
        shown = "[" + ", ".join(str(item) for item in got) + "]" if isinstance(got, list) else got
        assert str(shown) == said, line
    game = namespace["same"]
    assert game == namespace["game"]
