"""Golden recordings: the engine's event logs and the spoken transcripts of seeded whole games,
kept in ``tests/golden/`` and compared byte for byte by ``tests/test_golden.py``.

- ``engine/<variant>.<options>.<bots>.log``: every step of a seeded game of random or rule
  players: the seat to act (``*`` for the deal), its legal actions, the action taken and the
  events it caused, one line each, in card codes (the events as the online codec writes them).
- ``saves/<variant>.json`` and ``.log``: a saved game of every variant, stopped in its second
  deal, and the log of the same save loaded and played to its end by random players.
- ``script/<variant>.<language>.<verbosity>.keys`` and ``.txt``: the keys of a whole seeded game
  played by ``audiojass --script`` against easy bots, with the question keys, the hint, the deal
  review and Ctrl+F1 pressed along the way, and every line spoken.
- ``online/<variant>.txt``: a whole game at a table server between a player at the keyboard and
  a second client, with the server's deals from a seeded generator: the player's spoken lines and
  the second client's frames.

A deliberate change of behaviour or wording re-records them, in a commit of its own::

    uv run python tests/golden.py            # every recording
    uv run python tests/golden.py engine     # one kind: engine (with saves), script, online
    GOLDEN_LANGUAGE=fr uv run python tests/golden.py script   # one language's transcripts
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
GOLDEN = HERE / "golden"

# --------------------------------------------------------------------------------------------
# engine event logs

ENGINE_OPTIONS: dict[str, list[dict[str, Any]]] = {
    "jass": [{}, {"buur_exemption": False, "target": 500, "match": 200}],
    "schieber": [
        {},
        {"multipliers": "none", "obenabe": False, "undenufe": False, "target": 1000},
        {"weis": False, "stoeck": False, "multipliers": "swisslos", "target": 1500},
        {"weis_low_fours": False, "manual_weis": True, "target": 800},
    ],
    "putz3": [{}, {"six_exchange": False, "kitty": False, "target": 5, "apple_below": 30}],
    "putz5": [{}, {"six_exchange": False, "buur_exemption": False, "lower_limit": -3}],
    "klaverjas_amsterdam": [
        {},
        {"play_rules": "002", "last_trick": 5, "three_of_a_kind": True, "pit": "tricks"},
        {"manual_announce": True, "deals": 6},
    ],
    "klaverjas_rotterdam": [{}, {"three_of_a_kind": True, "pit": "tricks", "deals": 8}],
    "belote": [
        {},
        {"second_round_any_suit": True, "tie": "total", "target": 500},
        {"tie": "carry", "manual_announce": True, "target": 600},
    ],
    "belote_contree": [{}, {"melds": True}, {"manual_announce": True, "target": 1000}],
    "klaberjass2": [
        {},
        {"bare_jass": True, "zensa": True, "schmeiss": True, "bimah": True},
        {"manual_announce": True, "deals": 5, "tie": "total"},
    ],
    "klaberjass3": [{}, {"bare_jass": True, "zensa": True, "target": 300}],
    "klaberjass4": [
        {},
        {"bare_jass": True, "zensa": True, "tournament_deal": True, "tie": "total"},
        {"manual_announce": True, "target": 300},
    ],
    "klaverjas_1821": [{}, {"manual_announce": True, "target": 300}, {"deals": 4}],
}
"""Per variant, the option sets whose games are recorded (``{}``: the defaults)."""

ENGINE_BOTS = ("random", "rule")


def _options_name(options: dict[str, Any]) -> str:
    if not options:
        return "default"
    return "-".join(f"{key}={value}" for key, value in options.items())


def engine_cases() -> list[tuple[str, dict[str, Any], str, int]]:
    """(variant, options, bots, seed) of every engine recording."""
    cases = []
    for number, (variant, option_sets) in enumerate(ENGINE_OPTIONS.items()):
        for index, options in enumerate(option_sets):
            for bots in ENGINE_BOTS:
                cases.append((variant, options, bots, 100 + 10 * number + index))
    return cases


def engine_path(variant: str, options: dict[str, Any], bots: str) -> Path:
    return GOLDEN / "engine" / f"{variant}.{_options_name(options)}.{bots}.log"


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=False)


def engine_log(variant: str, options: dict[str, Any], bots: str, seed: int) -> str:
    """The log of one seeded game (see the module text)."""
    from audiojass.bots import RandomBot, RuleBot
    from audiojass.rules import get_variant, new_game

    rules = get_variant(variant).with_options(**options)
    game = new_game(rules, seed=seed)
    players = [
        RandomBot(seed * 31 + seat) if bots == "random" else RuleBot(seed * 31 + seat)
        for seat in range(rules.players)
    ]
    lines = [f"# {variant} {_compact(options)} {bots} seed {seed}"]
    _play(game, players, lines)
    lines.append(f"= winners {list(game.winners)}")
    return "\n".join(lines) + "\n"


def _play(game: Any, players: list[Any], lines: list[str], steps: int | None = None) -> None:
    """Play ``game`` with ``players`` to its end (or for ``steps`` steps), logging each step."""
    from audiojass.online import codec

    done = 0
    while not game.is_terminal() and (steps is None or done < steps):
        seat = game.current_player
        if seat is None:
            action: Any = game.chance_outcome()
            lines.append(f"* {action}")
        else:
            view = game.observation(seat)
            legal = " ".join(str(choice) for choice in view.legal_actions)
            action = players[seat].act(view)
            lines.append(f"{seat} [{legal}] {action}")
        for event in game.apply_action(action):
            lines.append(f"  {_compact(codec.encode(event))}")
        done += 1
        if done > 20000:
            raise RuntimeError(f"{game.variant.name}: no end after {done} steps")


def save_path(variant: str, suffix: str) -> Path:
    return GOLDEN / "saves" / f"{variant}{suffix}"


def saved_game(variant: str) -> str:
    """A save (``to_json``) of a seeded game of rule players stopped in its second deal."""
    from audiojass.bots import RuleBot
    from audiojass.rules import get_variant, new_game

    seed = 300 + SCRIPT_VARIANTS.index(variant)
    rules = get_variant(variant)
    game = new_game(rules, seed=seed)
    players = [RuleBot(seed + seat) for seat in range(rules.players)]
    lines: list[str] = []
    while game.deal_number < 2 and not game.is_terminal():
        _play(game, players, lines, steps=1)
    _play(game, players, lines, steps=7)
    return str(game.to_json()) + "\n"


def continued(save: str) -> str:
    """The log (as :func:`engine_log`'s) of the saved game ``save`` loaded and played to its
    end by random players."""
    from audiojass.bots import RandomBot
    from audiojass.rules import load_any_game

    game = load_any_game(save)
    lines = [f"# {game.variant.name} loaded at deal {game.deal_number}"]
    _play(game, [RandomBot(70 + seat) for seat in range(game.variant.players)], lines)
    lines.append(f"= winners {list(game.winners)}")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------------------------
# script-mode transcripts

SCRIPT_VARIANTS = (
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
LANGUAGES = ("en", "de", "fr", "nl")
VERBOSITIES = ("full", "brief")

SCRIPT_RULES: dict[str, dict[str, Any]] = {
    "jass": {"target": 500},
    "schieber": {"target": 600},
    "putz3": {"target": 3},
    "putz5": {"target": 3},
    "klaverjas_amsterdam": {"deals": 3},
    "klaverjas_rotterdam": {"deals": 3},
    "belote": {"target": 300},
    "belote_contree": {"target": 500},
    "klaberjass2": {"target": 150},
    "klaberjass3": {"target": 150},
    "klaberjass4": {"target": 300},
    "klaverjas_1821": {"target": 300},
}
"""The game rules (Options → Game rules) of each recorded game: whole games of a few deals."""

QUESTIONS = ("c", "a", "f", "s", "shift+s", "t", "d", "l", "p", "w", "f1")
"""The table's question keys, one after every seventh key in turn."""


def script_seed(variant: str, language: str, verbosity: str) -> int:
    return (
        1
        + SCRIPT_VARIANTS.index(variant) * 8
        + LANGUAGES.index(language) * 2
        + (verbosity == "brief")
    )


def script_args(variant: str, language: str, verbosity: str) -> list[str]:
    seed = script_seed(variant, language, verbosity)
    return ["--seed", str(seed), "--bot-delay", "0", "--bots", "easy", "--variant", variant,
            "--lang", language]  # fmt: skip


def script_path(variant: str, language: str, verbosity: str, suffix: str) -> Path:
    return GOLDEN / "script" / f"{variant}.{language}.{verbosity}{suffix}"


def write_settings(folder: Path, variant: str, verbosity: str) -> None:
    """The settings file of a recorded game: its verbosity and game rules, hints on."""
    from audiojass.settings import Settings, save_settings

    folder.mkdir(parents=True, exist_ok=True)
    settings = Settings(verbosity=verbosity, rules={variant: dict(SCRIPT_RULES[variant])})
    save_settings(settings, folder)


def run_script(keys: str, args: list[str], folder: Path) -> str:
    """What ``audiojass --script`` prints for ``keys`` (one key a line) with ``args``, run in
    this process with its settings in ``folder``."""
    from audiojass import cli, i18n

    script = folder / "keys.txt"
    script.write_text(keys, encoding="utf-8")
    out = io.StringIO()
    before = {name: os.environ.get(name) for name in ("AUDIOJASS_HOME", "SDL_VIDEODRIVER")}
    os.environ["AUDIOJASS_HOME"] = str(folder)
    language = i18n.active().language
    try:
        with contextlib.redirect_stdout(out):
            code = cli.main(["--script", str(script), *args])
    finally:
        for name, value in before.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        i18n.use(language)
    if code != 0:
        raise RuntimeError(f"audiojass {' '.join(args)} exited with {code}")
    return out.getvalue()


def advised(variant: str, language: str, verbosity: str) -> bool:
    """Whether the recorded game asks for real hints and the deal review (a search each): one
    game of each variant, the languages in turn; the others press I and R only where they are
    answered at once."""
    index = SCRIPT_VARIANTS.index(variant)
    return verbosity == "full" and language == LANGUAGES[index % len(LANGUAGES)]


def _asking(player: Callable[[Any], Iterator[str]], advice: bool) -> Callable[[Any], Iterator[str]]:
    """``player``'s keys, with the rules read through once the table is open (Ctrl+F1, the
    arrows, Escape), a question key after every seventh key, and the game-over screen's keys
    at the end. With ``advice`` the hint on every fifth of the player's own turns (at most
    twice a game) and the deal review after the first deal; without, R on the first turn
    and I between the first two deals (both answered at once)."""

    def keys(app: Any) -> Iterator[str]:
        from audiojass.app import TableScreen

        read_rules = False
        turns = hints = 0
        reviewed = False
        for number, key in enumerate(player(app)):
            screen = app.screens[-1] if app.screens else None
            if isinstance(screen, TableScreen):
                session = screen.session
                mine = session.game.current_player == session.human
                if not advice:
                    if not reviewed and mine and not session.finished:
                        reviewed = True
                        yield "r"  # no deal finished yet
                    elif hints == 0 and session.awaiting_continue():
                        hints += 1
                        yield "i"  # between deals
                elif session.awaiting_continue() and not reviewed:
                    reviewed = True
                    yield from ("r", "r", "r")
                elif mine and not session.finished:
                    turns += 1
                    if turns % 5 == 2 and hints < 2:
                        hints += 1
                        yield "i"
            yield key
            if not isinstance(app.screens[-1], TableScreen):
                continue
            if not read_rules:
                read_rules = True
                yield from ("ctrl+f1", *["down"] * 14, "escape")
            if number % 7 == 6:
                yield QUESTIONS[(number // 7) % len(QUESTIONS)]
        if hints == 0:  # a game of one deal: I on the game-over screen
            yield "i"
        yield from ("s", "l", "r" if advice else "t", "f1", "escape")

    return keys


def script_keys(variant: str, language: str, verbosity: str, folder: Path) -> str:
    """The keys of one recorded game, found by playing it in this process like a person."""
    from conftest import TableRun, autoplay

    from audiojass import i18n

    pressed: list[str] = []
    player = _asking(autoplay(take_kitty=True), advised(variant, language, verbosity))

    def recording(app: Any) -> Iterator[str]:
        for key in player(app):
            pressed.append(key)
            yield key

    previous = i18n.active().language
    i18n.use(language)
    try:
        run = TableRun(folder, seed=script_seed(variant, language, verbosity), verbosity=verbosity,
                       bots="easy")  # fmt: skip
        run.app.settings.rules = {variant: dict(SCRIPT_RULES[variant])}
        run.run(recording, variant=variant)
    finally:
        i18n.use(previous)
    return "".join(f"{key}\n" for key in pressed)


# --------------------------------------------------------------------------------------------
# recording


def record_engine() -> None:
    for variant, options, bots, seed in engine_cases():
        path = engine_path(variant, options, bots)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(engine_log(variant, options, bots, seed), encoding="utf-8")
        print(path.relative_to(HERE), flush=True)
    for variant in SCRIPT_VARIANTS:
        save = saved_game(variant)
        path = save_path(variant, ".json")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(save, encoding="utf-8")
        save_path(variant, ".log").write_text(continued(save), encoding="utf-8")
        print(path.relative_to(HERE), flush=True)


def record_script(only: str | None = None, language_only: str | None = None) -> None:
    import tempfile

    for variant in SCRIPT_VARIANTS:
        if only and variant != only:
            continue
        for language in LANGUAGES:
            if language_only and language != language_only:
                continue
            for verbosity in VERBOSITIES:
                with tempfile.TemporaryDirectory() as temporary:
                    folder = Path(temporary)
                    write_settings(folder / "play", variant, verbosity)
                    keys = script_keys(variant, language, verbosity, folder / "play")
                    write_settings(folder / "script", variant, verbosity)
                    args = script_args(variant, language, verbosity)
                    spoken = run_script(keys, args, folder / "script")
                keys_path = script_path(variant, language, verbosity, ".keys")
                keys_path.parent.mkdir(parents=True, exist_ok=True)
                keys_path.write_text(keys, encoding="utf-8")
                script_path(variant, language, verbosity, ".txt").write_text(
                    spoken, encoding="utf-8"
                )
                print(keys_path.relative_to(HERE), len(spoken.splitlines()), flush=True)


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    kinds = sys.argv[1:] or ["engine", "script", "online"]
    if "engine" in kinds:
        record_engine()
    if "script" in kinds:
        record_script(os.environ.get("GOLDEN_ONLY"), os.environ.get("GOLDEN_LANGUAGE"))
    if "online" in kinds:
        from golden_online import record_online

        record_online()
