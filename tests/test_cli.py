"""The ``audiojass simulate`` command: output, JSON, reproducibility and argument errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from audiojass.cli import main


@pytest.mark.parametrize("variant", ["jass", "schieber", "putz3", "putz5"])
def test_simulate_json_summary(variant: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--variant", variant, "--games", "5", "--seed", "3", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["variant"] == variant
    assert result["games"] == 5
    assert result["deals"] >= 5
    sides = 2 if variant in ("jass", "schieber") else int(variant[-1])
    assert len(result["mean_deal_points"]) == sides
    assert sum(result["wins"]) == pytest.approx(5)
    if variant == "jass":
        # every jass deal is played out: 157 card points per deal
        assert sum(result["mean_deal_points"]) == pytest.approx(157, abs=0.02)
    if sides == 2:
        assert "matches_per_deal" in result
    else:
        assert 0 <= result["apples_per_deal"] <= sides


def test_simulate_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    outputs = []
    for _ in range(2):
        main(["simulate", "--variant", "putz3", "--games", "4", "--seed", "9", "--json"])
        result = json.loads(capsys.readouterr().out)
        del result["seconds"]
        outputs.append(result)
    assert outputs[0] == outputs[1]


def test_simulate_text_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--variant", "putz5", "--games", "2", "--seed", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("putz5: 2 games, ")
    assert lines[1].startswith("mean card points per deal: seat 0: ")
    assert lines[-1].startswith("apples per deal: ")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["simulate", "--variant", "poker", "--games", "1"], "invalid choice: 'poker'"),
        (["simulate", "--variant", "jass", "--games", "0"], "must be 1 or more"),
        (["simulate", "--variant", "jass", "--games", "x"], "not a whole number: 'x'"),
        (["simulate", "--variant", "jass", "--seed", "-4"], "must be 0 or more"),
        (["simulate", "--games", "3"], "required: --variant"),
        (["deal"], "unrecognized arguments: deal"),
        (["--variant", "poker"], "invalid choice: 'poker'"),
        (["--seed", "x"], "not a whole number: 'x'"),
        (["--bot-delay", "-1"], "must be 0 to 10 seconds"),
        (["--speech", "loud"], "invalid choice: 'loud'"),
        (["--script", "/no/such/script.txt"], "cannot read the script '/no/such/script.txt'"),
    ],
)
def test_bad_arguments_one_line_exit_2(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(args)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    assert message in err


@pytest.mark.parametrize(
    ("language", "reason"),
    [
        ("en", "cannot read the script '{name}': no such file"),
        ("de", "das Skript '{name}' kann nicht gelesen werden: die Datei gibt es nicht"),
        ("fr", "impossible de lire le script '{name}' : ce fichier n'existe pas"),
        ("nl", "kan het script '{name}' niet lezen: dat bestand bestaat niet"),
    ],
)
def test_a_missing_or_unreadable_script_is_said_in_the_chosen_language(
    language: str, reason: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The common reasons a script cannot be opened come from the catalogue (the system's
    own words are English): a missing file, and a folder given as the script."""
    missing = str(tmp_path / "missing.txt")
    with pytest.raises(SystemExit) as exit_info:
        main(["--lang", language, "--script", missing])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    assert reason.format(name=missing) in err
    with pytest.raises(SystemExit):
        main(["--lang", language, "--script", str(tmp_path)])
    folder = {"en": "it is a folder", "de": "das ist ein Ordner"}
    if language in folder and sys.platform != "win32":  # Windows: permission denied
        assert capsys.readouterr().err.endswith(f": {folder[language]}\n")


@pytest.mark.slow
def test_command_runs_as_a_program() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "audiojass", "simulate", "--variant", "jass", "--games", "1"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("jass: 1 games, ")
    bad = subprocess.run(
        [sys.executable, "-m", "audiojass", "simulate", "--variant", "nope"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert bad.returncode == 2
    assert "Traceback" not in bad.stderr
    assert len(bad.stderr.splitlines()) == 1


@pytest.mark.slow
@pytest.mark.parametrize(
    ("variant", "games"), [("klaberjass2", 20), ("klaberjass3", 80), ("klaberjass4", 20)]
)
def test_simulate_counts_deals_of_every_trick_not_apples_in_klaberjass(
    variant: str, games: int, capsys: pytest.CaptureFixture[str]
) -> None:
    """Klaberjass has no apples ("apples per deal: 0.0" was printed for two and three) and
    its scoring records no capot, so deals in which one side took every trick are counted
    from the tricks themselves (for four they were always 0)."""
    argv = ["simulate", "--variant", variant, "--games", str(games), "--seed", "1", "--json"]
    assert main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    assert "apples_per_deal" not in result
    assert 0 < result["matches_per_deal"] < 0.2


def test_the_docs_name_every_key_of_the_json_results() -> None:
    """The ``--json`` shapes of arena and simulate are documented in ``docs/bots.md``: every
    key a result holds is named there."""
    import re
    from pathlib import Path

    from audiojass.arena import arena
    from audiojass.simulate import simulate

    docs = (Path(__file__).resolve().parent.parent / "docs" / "bots.md").read_text("utf-8")
    paragraph = docs.split("With `--json` the result is one object", 1)[1].split("\n\n", 1)[0]
    named = set(re.findall(r"`([a-z_0-9]+)`", paragraph))
    keys: set[str] = set()
    for variant in ("schieber", "putz3", "klaberjass3"):
        result = arena(variant, "random", "rule", deals=2, seed=1)
        keys |= set(result) | set(next(iter(result["decision_ms"].values())))
    for variant in ("putz3", "jass"):
        result = simulate(variant, games=1, seed=1)
        keys |= set(result) | set(result["deals_per_game"])
    assert sorted(keys - named) == []
