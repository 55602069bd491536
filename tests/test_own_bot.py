"""A bot of your own in the arena (docs/bots.md "Writing a bot"): its example, named as
``module:attribute``, plays against the project's bots on the command line and through
``arena``, in one process and in several, and type-checks as a ``Bot``."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import dev_tool

from audiojass.arena import arena, arena_text
from audiojass.bots import make_bot
from audiojass.cli import main

ROOT = Path(__file__).resolve().parent.parent


def documented_bot() -> str:
    """The example module of docs/bots.md's "Writing a bot"."""
    text = (ROOT / "docs" / "bots.md").read_text(encoding="utf-8")
    section = text.split("## Writing a bot", 1)[1].split("\n## ", 1)[0]
    return section.split("```python\n", 1)[1].split("```", 1)[0]


@pytest.fixture
def own_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The current folder holds the documented ``mybot.py``, as where a programmer runs the
    arena; the module is forgotten again afterwards."""
    (tmp_path / "mybot.py").write_text(documented_bot(), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    yield tmp_path
    sys.modules.pop("mybot", None)


@pytest.mark.parametrize(("variant", "jobs"), [("schieber", 2), ("putz3", 1), ("belote", 1)])
def test_the_documented_bot_plays_in_the_arena_by_its_name(
    own_folder: Path, variant: str, jobs: int, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["arena", "--variant", variant, "--a", "mybot:HighCard", "--b", "rule"]
    assert main([*argv, "--deals", "2", "--seed", "1", "--jobs", str(jobs), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["a"] == "mybot:HighCard" and result["b"] == "rule"
    assert set(result["decision_ms"]) == {"A:mybot:HighCard", "B:rule"}
    assert result["decision_ms"]["A:mybot:HighCard"]["decisions"] > 0


def test_the_own_bot_through_the_python_function(own_folder: Path) -> None:
    result = arena("schieber", "mybot:HighCard", "rule", deals=3, seed=2)
    low, high = result["share_ci95"]
    assert 0.0 <= low <= result["share_a"] <= high <= 1.0
    assert arena_text(result).splitlines()[0] == (
        "schieber: 3 paired deals (6 played), seed 2: A mybot:HighCard vs B rule"
    )


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("mybot:Nope", "bot 'mybot:Nope': mybot has no callable 'Nope'"),
        ("nomodule_here:Bot", "cannot import the module of bot 'nomodule_here:Bot'"),
        ("mybot:", "not a bot of your own: 'mybot:' (expected module:attribute)"),
        ("mybot:PlayCard", "which has no act(observation) method"),
    ],
)
def test_a_bot_that_cannot_be_made_is_said_before_any_deal(
    own_folder: Path, name: str, said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(ValueError, match="bot"):
        make_bot(name, seed=1)
    argv = ["arena", "--variant", "jass", "--a", name, "--b", "rule", "--deals", "1"]
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    assert said in capsys.readouterr().err


@pytest.mark.slow
def test_the_documented_bot_passes_mypy_strict_as_a_bot(tmp_path: Path) -> None:
    (tmp_path / "mybot.py").write_text(documented_bot(), encoding="utf-8")
    (tmp_path / "check.py").write_text(
        "from audiojass.bots import Bot\nfrom mybot import HighCard\n\nbot: Bot = HighCard(1)\n",
        encoding="utf-8",
    )
    cache = str(tmp_path / "cache")
    done = dev_tool("mypy", "--strict", "--cache-dir", cache, "check.py", "mybot.py", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr


def test_play_deal_plays_one_deal_with_bot_objects() -> None:
    """The arena's single deal with bots given as objects, its timing optional."""
    from audiojass.arena import play_deal
    from audiojass.bots import RandomBot
    from audiojass.rules import new_game

    deal = new_game("belote", seed=1).chance_outcome()
    ended = play_deal("belote", deal, 0, [RandomBot(seat) for seat in range(4)])
    again = play_deal("belote", deal, 0, [RandomBot(seat) for seat in range(4)])
    assert ended == again
    times: dict[str, list[float]] = {}
    play_deal("belote", deal, 0, [RandomBot(seat) for seat in range(4)], ["A", "B"] * 2, times)
    assert set(times) == {"A", "B"}


@pytest.mark.parametrize(
    ("source", "said"),
    [
        ("class NoSeed:\n    def act(self, view):\n        return None\n", "could not be made"),
        ("def broken(:\n", "SyntaxError"),
    ],
)
def test_a_bot_that_fails_to_load_or_to_be_made_is_named_plainly(
    own_folder: Path, source: str, said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A class taking no seed escaped as a TypeError (argparse said "invalid _bot_name
    value"), a module with a SyntaxError as a traceback."""
    (own_folder / "badbot.py").write_text(source, encoding="utf-8")
    name = "badbot:NoSeed"
    with pytest.raises(ValueError, match=said):
        make_bot(name, seed=1)
    with pytest.raises(SystemExit):
        main(["arena", "--variant", "jass", "--a", name, "--b", "rule", "--deals", "1"])
    assert said in capsys.readouterr().err
    sys.modules.pop("badbot", None)


def test_the_arena_takes_the_table_name_of_the_rule_player(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["arena", "--variant", "jass", "--a", "easy", "--b", "rule", "--deals", "1", "--json"]
    assert main(argv) == 0
    assert json.loads(capsys.readouterr().out)["a"] == "easy"


@pytest.mark.parametrize("value", ["002", '"002"', "'002'"])
def test_a_text_option_of_digits_is_read_as_text(
    value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``play_rules=002`` was read as the number 2 and refused; quotes are optional."""
    argv = ["arena", "--variant", "klaverjas_amsterdam", "--a", "rule", "--b", "random"]
    assert main([*argv, "--deals", "1", "--option", f"play_rules={value}", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["options"] == {"play_rules": "002"}


@pytest.mark.parametrize("option", ["target=1500", "lower_limit=-5"])
def test_an_option_that_ends_a_game_is_refused_by_the_arena(
    option: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """It was named in the result and changed nothing: every arena deal is a game's first."""
    variant = "putz3" if option.startswith("lower") else "schieber"
    argv = ["arena", "--variant", variant, "--a", "rule", "--b", "random", "--deals", "1"]
    with pytest.raises(SystemExit):
        main([*argv, "--option", option])
    assert "ends a game, and the arena plays single deals" in capsys.readouterr().err
