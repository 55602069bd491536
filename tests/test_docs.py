"""The documentation holds together: in README.md and every page of docs/, each relative link
(and the heading its ``#anchor`` names) exists, each Python example runs, and each
``audiojass`` command line of a shell block is accepted by the game's own argument parser.

A Python block preceded by the line ``<!-- not run -->`` is illustration and is not run."""

from __future__ import annotations

import contextlib
import io
import re
import shlex
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from audiojass.cli import arena_parser, play_parser, serve_parser, simulate_parser

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
NOT_RUN = "<!-- not run -->"
SHELLS = ("sh", "bash", "shell", "console")


def blocks(text: str) -> Iterator[tuple[str, str, str]]:
    """Each fenced block of a page: its language, its code (indentation of the fence taken
    off) and the last non-blank line before it."""
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        fence = re.match(r"^( *)```(\w*)\s*$", line)
        if not fence:
            index += 1
            continue
        indent, language = len(fence.group(1)), fence.group(2)
        before = next((b for b in reversed(lines[:index]) if b.strip()), "")
        body: list[str] = []
        index += 1
        while index < len(lines) and lines[index].strip() != "```":
            body.append(lines[index][indent:])
            index += 1
        assert index < len(lines), f"a block of {language or 'text'} is never closed"
        index += 1
        yield language, "\n".join(body) + "\n", before.strip()


def prose(text: str) -> str:
    """The page without its fenced blocks and inline code, where links live."""
    text = re.sub(r"^ *```.*?^ *```[ \t]*$", "", text, flags=re.M | re.S)
    return re.sub(r"`[^`\n]*`", "", text)


def slug(heading: str) -> str:
    """The anchor a heading gets, as GitHub makes it."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(text: str) -> set[str]:
    """The anchors of a page's headings (a repeated one numbered, as GitHub does)."""
    seen: dict[str, int] = {}
    found: set[str] = set()
    for line in prose(text).split("\n"):
        heading = re.match(r"^#{1,6} +(.*?) *#*$", line)
        if heading:
            name = slug(heading.group(1))
            count = seen.get(name, 0)
            seen[name] = count + 1
            found.add(name if count == 0 else f"{name}-{count}")
    return found


def broken_links(page: Path) -> tuple[int, list[str]]:
    """How many relative links ``page`` holds, and each one that leads nowhere."""
    text = page.read_text(encoding="utf-8")
    checked = 0
    broken: list[str] = []
    for target in re.findall(r"\]\(([^)\s]+)\)", prose(text)):
        if re.match(r"^[a-z]+:", target):
            continue
        checked += 1
        path_part, _, anchor = target.partition("#")
        linked = (page.parent / path_part).resolve() if path_part else page
        if not linked.exists():
            broken.append(f"{page.name}: {target}: no such file")
        elif anchor and (linked.suffix != ".md" or anchor not in anchors(linked.read_text())):
            broken.append(f"{page.name}: {target}: no such heading")
    return checked, broken


def examples(text: str) -> list[str]:
    """The page's Python examples that are meant to run."""
    return [
        code
        for language, code, before in blocks(text)
        if language == "python" and before != NOT_RUN
    ]


def run_examples(page: Path) -> int:
    """Run the page's Python examples in one namespace, in order, as a reader would paste
    them; returns how many ran."""
    namespace: dict[str, object] = {"__name__": "__docs__"}
    codes = examples(page.read_text(encoding="utf-8"))
    for number, code in enumerate(codes, 1):
        exec(compile(code, f"{page.name}, example {number}", "exec"), namespace)
    return len(codes)


def command_lines(text: str) -> list[list[str]]:
    """The arguments after ``audiojass`` of each command of the page's shell blocks (a line
    continued by a backslash read as one; pipes and ``&&`` split commands)."""
    found: list[list[str]] = []
    for language, code, _ in blocks(text):
        if language not in SHELLS:
            continue
        for line in code.replace("\\\n", " ").split("\n"):
            words = shlex.split(line, comments=True)
            command: list[str] = []
            for word in [*words, "|"]:
                if word in ("|", "&&", ";"):
                    if "audiojass" in command:
                        found.append(command[command.index("audiojass") + 1 :])
                    command = []
                else:
                    command.append(word)
    return found


def refusal(arguments: list[str]) -> str | None:
    """Why the game's argument parser refuses ``arguments``, or None when it accepts them."""
    parsers = {"simulate": simulate_parser, "arena": arena_parser, "serve": serve_parser}
    if arguments and arguments[0] in parsers:
        parser, given = parsers[arguments[0]](), arguments[1:]
    else:
        parser, given = play_parser(), arguments
    said = io.StringIO()
    try:
        with contextlib.redirect_stderr(said), contextlib.redirect_stdout(io.StringIO()):
            parser.parse_args(given)
    except SystemExit as leaving:
        if leaving.code not in (0, None):
            return said.getvalue().strip() or f"exit code {leaving.code}"
    return None


@pytest.fixture
def bot_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The current folder holds the ``mybot.py`` of docs/bots.md, as where its arena command
    is run; the module is forgotten again afterwards."""
    code = examples((ROOT / "docs" / "bots.md").read_text(encoding="utf-8"))
    (tmp_path / "mybot.py").write_text(code[0], encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    yield tmp_path
    sys.modules.pop("mybot", None)


def test_every_relative_link_leads_to_a_file_and_heading_that_exist() -> None:
    checked = 0
    broken: list[str] = []
    for page in PAGES:
        count, problems = broken_links(page)
        checked += count
        broken += problems
    assert broken == []
    assert checked >= 40


@pytest.mark.parametrize(
    "page",
    [page for page in PAGES if examples(page.read_text(encoding="utf-8"))],
    ids=lambda page: str(page.relative_to(ROOT)),
)
def test_the_python_examples_run(page: Path) -> None:
    assert run_examples(page) >= 1


def test_the_pages_with_python_examples() -> None:
    """The engine's and the bots' pages keep their examples (and none is left unrun)."""
    with_examples = {
        str(page.relative_to(ROOT)) for page in PAGES if examples(page.read_text("utf-8"))
    }
    assert {"docs/engine.md", "docs/bots.md"} <= with_examples
    marked = [page.name for page in PAGES if NOT_RUN in page.read_text(encoding="utf-8")]
    assert len(marked) <= 2, marked


def test_every_audiojass_command_line_shown_is_accepted(bot_folder: Path) -> None:
    shown = [
        (page.relative_to(ROOT), arguments)
        for page in PAGES
        for arguments in command_lines(page.read_text(encoding="utf-8"))
    ]
    refused = [(str(page), arguments, refusal(arguments)) for page, arguments in shown]
    assert [entry for entry in refused if entry[2] is not None] == []
    subcommands = {arguments[0] for _, arguments in shown if arguments}
    assert {"serve", "arena", "simulate", "--terminal"} <= subcommands
    assert len(shown) >= 10


# The checks themselves find what is wrong.


def test_a_broken_link_or_anchor_is_found(tmp_path: Path) -> None:
    (tmp_path / "other.md").write_text("# Other\n\n## A section: it\n", encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text(
        "# Page\n\n[fine](other.md#a-section-it), [also](#page), [web](https://example.org)\n"
        "[gone](missing.md), [no heading](other.md#nowhere), ![picture](gone.png)\n"
        "`[not a link](in-code.md)`\n\n```sh\n[x](in-a-block.md)\n```\n",
        encoding="utf-8",
    )
    checked, broken = broken_links(page)
    assert checked == 5
    assert broken == [
        "page.md: missing.md: no such file",
        "page.md: other.md#nowhere: no such heading",
        "page.md: gone.png: no such file",
    ]


def test_a_broken_example_fails_and_a_marked_one_is_not_run(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        "```python\nvalue = 1\n```\n\n<!-- not run -->\n```python\nraise RuntimeError\n```\n\n"
        "```python\nassert value == 1\n```\n",
        encoding="utf-8",
    )
    assert run_examples(page) == 2
    page.write_text("```python\nfrom audiojass.rules import NoSuchThing\n```\n", "utf-8")
    with pytest.raises(ImportError):
        run_examples(page)


def test_a_command_line_the_parser_refuses_is_found() -> None:
    text = (
        "```sh\nuv run audiojass --speech nowhere\n"
        "printf 'd\\n' | uv run audiojass --script - --seed 7  # a comment\n"
        "uv run audiojass simulate \\\n  --variant nosuchgame\n"
        "uv run python bench/engine.py && pipx run uv run audiojass serve --port 8765\n```\n"
        "\n```text\naudiojass --not-a-shell-block\n```\n"
    )
    lines = command_lines(text)
    assert lines == [
        ["--speech", "nowhere"],
        ["--script", "-", "--seed", "7"],
        ["simulate", "--variant", "nosuchgame"],
        ["serve", "--port", "8765"],
    ]
    refused = [refusal(arguments) for arguments in lines]
    assert refused[0] is not None and "--speech" in refused[0]
    assert refused[1] is None and refused[3] is None
    assert refused[2] is not None and "nosuchgame" in refused[2]
