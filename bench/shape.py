"""The package's shape in numbers: its lines, the modules and classes named after a lineage,
and the places outside the engine that ask "which kind of game?" instead of asking the game.

    uv run python bench/shape.py

Counted outside ``audiojass/rules/`` (where each game's own file may name itself):
``is_family`` calls, ``isinstance`` on a game, observation or variant class, and comparisons
of a variant's name with a game's name (``== "belote"``, ``startswith("putz")``, ``in
("jass", …)``). Prints one line per counter, then the sites.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "audiojass"
GAMES = (
    "jass",
    "schieber",
    "putz3",
    "putz5",
    "klaverjas_amsterdam",
    "klaverjas_rotterdam",
    "belote",
    "belote_contree",
    "klaberjass2",
    "klaberjass3",
    "klaberjass4",
    "klaverjas_1821",
)
KIND_CLASS = re.compile(r"(Game|Observation|Variant|Putz|Schieber|Jass)$")
PREFIXES = ("putz", "klaverjas", "belote", "klaberjass")


def _lines() -> int:
    return sum(len(path.read_text(encoding="utf-8").splitlines()) for path in PACKAGE.rglob("*.py"))


def _is_game_name(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value in GAMES
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return any(_is_game_name(item) for item in node.elts)
    return False


def _class_names(node: ast.expr) -> list[str]:
    if isinstance(node, (ast.Tuple, ast.List)):
        return [name for item in node.elts for name in _class_names(item)]
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    return []


def _sites(path: Path) -> list[tuple[str, int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[str, int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = (
                node.func.attr
                if isinstance(node.func, ast.Attribute)
                else getattr(node.func, "id", "")
            )
            if name == "is_family":
                found.append(("is_family", node.lineno, ""))
            elif name == "isinstance" and len(node.args) == 2:
                kinds = [c for c in _class_names(node.args[1]) if KIND_CLASS.search(c)]
                if kinds:
                    found.append(("isinstance", node.lineno, ", ".join(kinds)))
            elif name == "startswith" and node.args:
                arg = node.args[0]
                if isinstance(arg, ast.Constant) and arg.value in PREFIXES:
                    found.append(("name", node.lineno, repr(arg.value)))
        elif isinstance(node, ast.Compare) and any(
            _is_game_name(item) for item in (node.left, *node.comparators)
        ):
            found.append(("name", node.lineno, ast.unparse(node)[:60]))
    return found


def main() -> None:
    modules = sorted(str(p.relative_to(ROOT)) for p in PACKAGE.rglob("*.py") if "family" in p.name)
    classes = []
    counts = {"is_family": 0, "isinstance": 0, "name": 0}
    sites = []
    for path in sorted(PACKAGE.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        classes += re.findall(r"^class (\w*Family\w*)", source, re.MULTILINE)
        if path.is_relative_to(PACKAGE / "rules"):
            continue
        for kind, line, what in _sites(path):
            counts[kind] += 1
            sites.append(f"  {path.relative_to(ROOT)}:{line}: {kind} {what}")
    print(f"package lines: {_lines()}")
    print(f"modules named family: {len(modules)} {' '.join(modules)}")
    print(f"classes named family: {len(classes)} {' '.join(sorted(classes))}")
    for kind, count in counts.items():
        print(f"{kind} outside rules: {count}")
    print("\n".join(sites))


if __name__ == "__main__":
    main()
