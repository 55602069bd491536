"""The ``audiojass`` command line.

- ``audiojass`` starts the game: a spoken main menu in a window that owns the keyboard.
- ``audiojass --terminal`` (automatic with no display) plays in the terminal: keys read from
  it, every utterance printed as one line for a console screen reader.
- ``audiojass --script FILE`` (``-`` for stdin) runs the same event loop without a visible
  window, reading key names one per line ("enter", "c", "shift+s") and writing every utterance
  as one line to stdout; it exits at the end of the input.
- ``audiojass simulate --variant NAME --games N --seed S [--json]`` plays bot-only games and
  prints a summary.
- ``audiojass arena --variant V --a BOT --b BOT --deals N --seed S [--budget-ms M]`` plays
  duplicate deals of two bots (random, rule, search, search-v1, normal, strong) and prints
  how they compare.
- ``audiojass serve [--host H] [--port P] [--db FILE]`` runs the table server for online play.

Bad arguments print one line on stderr and exit with code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, BinaryIO, NoReturn

from audiojass import i18n
from audiojass.i18n import LANGUAGES, system_language, t
from audiojass.rules import ALL_VARIANTS
from audiojass.rules.options import read_option

if TYPE_CHECKING:
    from audiojass.app import App
    from audiojass.screens import MenuScreen, OnlinePlay
    from audiojass.table import TableSession


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr and exit code 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def _whole(minimum: int) -> type[int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be {minimum} or more, not {value}")
        return value

    return parse  # type: ignore[return-value]


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 <= value <= 10:
        raise argparse.ArgumentTypeError(f"must be 0 to 10 seconds, not {text}")
    return value


def _variant_arg(parser: argparse.ArgumentParser, *, required: bool) -> None:
    """``--variant NAME``: any game of :data:`ALL_VARIANTS`."""
    names = list(ALL_VARIANTS)
    parser.add_argument(
        "--variant",
        required=required,
        choices=sorted(names),
        metavar="NAME",
        help=", ".join(names[:-1]) + " or " + names[-1],
    )


def simulate_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="audiojass simulate",
        description="Play complete games with bots in every seat and print a summary.",
    )
    _variant_arg(parser, required=True)
    parser.add_argument("--games", type=_whole(1), default=100, help="number of games (100)")
    parser.add_argument("--seed", type=_whole(0), default=0, help="seed of the first game (0)")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    return parser


def play_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="audiojass",
        description="AudioJass: the Jass family of card games (Swiss Jass, Schieber, Putz, "
        "Klaverjas, Belote, Contrée, Klaberjass) by keyboard, in speech and sound. Other "
        "commands: 'audiojass simulate', 'audiojass arena' and 'audiojass serve', each with "
        "--help.",
    )
    parser.add_argument(
        "--speech",
        choices=("auto", "screenreader", "speechd", "tts", "console"),
        help="speech output: your screen reader, Speech Dispatcher (Linux), the built-in voice "
        "(tts), or console text (default: the Options setting, auto)",
    )
    parser.add_argument(
        "--script",
        metavar="FILE",
        help="read key names from FILE ('-': standard input), print what is said, no window",
    )
    parser.add_argument(
        "--terminal",
        action="store_true",
        help="play in this terminal, no window: keys from the terminal, every utterance "
        "printed as one line for your console screen reader (automatic with no display)",
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        help="the language of every word: English, Deutsch, Français, Nederlands (default: "
        "the Options setting, else the system's language)",
    )
    parser.add_argument("--seed", type=_whole(0), help="seed of the first game")
    parser.add_argument("--bot-delay", type=_seconds, metavar="SECONDS", help="bots' pause")
    parser.add_argument(
        "--bots",
        choices=("random", "easy", "normal", "strong"),
        help="the opponents' strength (default: the Options setting, normal)",
    )
    _variant_arg(parser, required=False)
    online = parser.add_argument_group("online play")
    online.add_argument(
        "--server",
        metavar="URL",
        help="the table server for --host-table and --join, as in Play online "
        "(ws://host:port; default: the one last used, else this computer's)",
    )
    online.add_argument("--name", help="your name at online tables (default: the one last used)")
    table = online.add_mutually_exclusive_group()
    table.add_argument(
        "--host-table",
        metavar="VARIANT",
        choices=sorted(ALL_VARIANTS),
        help="open a table of VARIANT (a --variant name) on the server and go to its lobby",
    )
    table.add_argument("--join", metavar="CODE", help="sit down at the table CODE on the server")
    return parser


def _bot_name(text: str) -> str:
    """A bot of the arena: one of its names, or ``module:attribute`` that makes one (checked by
    making it, so that a typing error is said before any deal)."""
    from audiojass.bots import BOT_NAMES, make_bot

    if ":" not in text and text not in (*BOT_NAMES, "easy"):
        raise argparse.ArgumentTypeError(
            f"invalid choice: {text!r} (choose from {', '.join(BOT_NAMES)}, or module:attribute)"
        )
    if ":" in text:
        try:
            make_bot(text, seed=0)
        except ValueError as error:
            raise argparse.ArgumentTypeError(str(error)) from None
    return text


def arena_parser() -> argparse.ArgumentParser:
    from audiojass.bots import BOT_NAMES

    parser = _Parser(
        prog="audiojass arena",
        description="Bot against bot on duplicate deals: point share (team games) or Putz "
        "score (Putz) with a 95% confidence interval, and decision times.",
    )
    _variant_arg(parser, required=True)
    bots = f"{', '.join(BOT_NAMES)}, or your own as module:attribute"
    parser.add_argument("--a", required=True, type=_bot_name, metavar="BOT", help=f"bot A: {bots}")
    parser.add_argument("--b", required=True, type=_bot_name, metavar="BOT", help="bot B")
    parser.add_argument("--deals", type=_whole(1), default=100, help="deals (100)")
    parser.add_argument("--seed", type=_whole(0), default=0, help="seed of the deals (0)")
    parser.add_argument(
        "--budget-ms",
        type=_whole(1),
        default=200,
        help="time per decision of search and search-v1 (200); normal and strong keep the "
        "table's 200 and 1000",
    )
    parser.add_argument("--jobs", type=_whole(1), default=1, help="worker processes (1)")
    parser.add_argument(
        "--partner",
        type=_bot_name,
        metavar="BOT",
        help="team games of four: A and B each play with this bot as partner against two of "
        "it (rule-noisy: a stand-in for a person); reports what each adds",
    )
    parser.add_argument(
        "--option",
        action="append",
        type=_option,
        default=[],
        metavar="NAME=VALUE",
        help="a rule option of the game, as in settings.toml (multipliers=swisslos, "
        "weis=false, play_rules=002); again for more",
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    return parser


def _option(text: str) -> tuple[str, str]:
    """``NAME=VALUE`` as (name, value text), read by the option's kind in :func:`_options`."""
    name, sep, value = text.partition("=")
    if not sep or not name.strip():
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE, not {text!r}")
    return name.strip(), value.strip()


_GAME_END_OPTIONS = ("target", "deals", "lower_limit")
"""Options that end a game, which the arena's single deals never reach."""


def _options(variant: Any, given: list[tuple[str, str]]) -> dict[str, Any]:
    """The rule options ``--option`` gives, each read as the variant's option of that name is
    written in settings.toml: true or false, a whole number, or text (quotes optional:
    ``play_rules=002``, ``play_rules="002"``). Unknown names are left to the variant's check.

    Raises:
        ValueError: a value of the wrong kind, or an option that ends a game (the arena
            scores single deals).
    """
    defaults = variant.options()
    options: dict[str, Any] = {}
    for name, text in given:
        if name in _GAME_END_OPTIONS:
            raise ValueError(f"{name} ends a game, and the arena plays single deals")
        current = defaults.get(name)
        try:
            value = read_option(current, text, text=True)
        except ValueError:
            kind = "true or false" if isinstance(current, bool) else "a whole number"
            raise ValueError(f"{name} is {kind}, not {text!r}") from None
        options[name] = value
    return options


def _arena(argv: Sequence[str]) -> int:
    from audiojass.arena import arena, arena_text
    from audiojass.rules import get_variant

    parser = arena_parser()
    args = parser.parse_args(argv)
    try:
        rules = get_variant(args.variant)
        variant = rules.with_options(**_options(rules, args.option))
    except ValueError as error:
        parser.error(f"argument --option: {error}")
    if args.partner is not None and not (variant.team_game and variant.players == 4):
        parser.error(f"argument --partner: {variant.name} is not a team game of four")
    result = arena(
        variant,
        args.a,
        args.b,
        deals=args.deals,
        seed=args.seed,
        budget_ms=args.budget_ms,
        jobs=args.jobs,
        partner=args.partner,
    )
    return _print(result, args.json, arena_text)


def serve_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="audiojass serve",
        description="Run the table server for online play (WebSocket, JSON messages). Every "
        "table and action is kept in the database, so a restarted server resumes its tables.",
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (127.0.0.1)")
    parser.add_argument("--port", type=_whole(0), default=8765, help="port (8765; 0: any free)")
    parser.add_argument(
        "--db",
        default="audiojass-tables.sqlite3",
        help="the SQLite database file (default: audiojass-tables.sqlite3 in the current folder)",
    )
    parser.add_argument(
        "--bot-workers", type=_whole(1), default=1, help="processes the bots think in (1)"
    )
    parser.add_argument(
        "--trusted-proxy",
        action="append",
        default=[],
        metavar="ADDRESS",
        help="a reverse proxy in front of the server (its X-Forwarded-For header names each "
        "player's address for the limits per address); may be given more than once",
    )
    return parser


def _serve(argv: Sequence[str]) -> int:
    import asyncio
    import logging

    from audiojass.online.server import Limits, run_server

    args = serve_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")

    def ready(server: object) -> None:
        for sock in getattr(server, "sockets", ()):
            host, port = sock.getsockname()[:2]
            said = f"audiojass serve: listening on ws://{host}:{port} (database {args.db})"
            print(said, flush=True)

    try:
        asyncio.run(
            run_server(
                args.host,
                args.port,
                args.db,
                ready=ready,
                bot_workers=args.bot_workers,
                limits=Limits(trusted_proxies=tuple(args.trusted_proxy)),
            )
        )
    except KeyboardInterrupt:
        return 0
    except (OSError, RuntimeError) as error:
        print(f"audiojass serve: {error}", file=sys.stderr)
        return 1
    return 0


def _print(result: dict[str, Any], as_json: bool, text: Callable[[Any], str]) -> int:
    """Print a tool's result as JSON (``--json``) or as its ``text``; returns the exit code."""
    try:
        print(json.dumps(result, indent=1) if as_json else text(result), flush=True)
    except BrokenPipeError:  # the reader stopped early (e.g. piped into head)
        sys.stdout = None
    return 0


def _simulate(argv: Sequence[str]) -> int:
    from audiojass.simulate import simulate, summary_text

    args = simulate_parser().parse_args(argv)
    result = simulate(args.variant, games=args.games, seed=args.seed)
    return _print(result, args.json, summary_text)


_OS_ERRORS = {
    errno.ENOENT: "start-script-no-such-file",
    errno.EACCES: "start-script-permission-denied",
    errno.EISDIR: "start-script-is-folder",
}
"""The catalogue's words for the common reasons a script cannot be opened (``errno``)."""


def _os_reason(error: OSError) -> str:
    """Why a file cannot be read, in the player's language for the common cases ("no such
    file", "permission denied", "it is a folder"); any other in the system's own words."""
    message = _OS_ERRORS.get(error.errno) if error.errno is not None else None
    return t(message) if message is not None else str(error.strerror or error)


def _open_script(parser: argparse.ArgumentParser, name: str) -> BinaryIO:
    """The script's bytes; a regular file must be UTF-8 text throughout (checked now)."""
    if name == "-":
        stdin = getattr(sys.stdin, "buffer", None)
        if stdin is None:
            parser.error(t("start-script-no-stdin"))
        return stdin  # type: ignore[no-any-return]
    stream: BinaryIO | None = None
    try:
        stream = open(name, "rb")  # noqa: SIM115 (closed by _play)
        if os.path.isfile(name):
            stream.read().decode("utf-8")
            stream.seek(0)
    except (OSError, UnicodeDecodeError) as error:
        if stream is not None:
            stream.close()
        if isinstance(error, UnicodeDecodeError):
            parser.error(t("start-script-not-utf8", name=repr(name), byte=error.start + 1))
        parser.error(t("start-script-unreadable", name=repr(name), error=_os_reason(error)))
    return stream


def _lines(stream: BinaryIO) -> Iterator[str]:
    """The script's lines as text; a line that is not UTF-8 is reported and left empty."""
    try:
        for number, raw in enumerate(stream, start=1):
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError:
                print(f"audiojass: {t('start-script-line-not-utf8', line=number)}", file=sys.stderr)
                line = ""
            yield line.removeprefix("\ufeff") if number == 1 else line
    except OSError as error:
        print(f"audiojass: {t('start-script-read-failed', error=str(error))}", file=sys.stderr)


def _choose_terminal(asked: bool) -> bool:
    """Whether to play in the terminal: ``--terminal`` was given, or there is no display (see
    :mod:`audiojass.terminal`). Then SDL gets its dummy video driver. Exits with code 2 when
    keys cannot be read from the terminal either: better than waiting for keys that cannot
    come."""
    from audiojass.terminal import (
        display_problem,
        library_diagnostics_kept,
        terminal_problem,
        window_problem,
    )

    reason = t("start-terminal-asked") if asked else display_problem()
    if reason is None:
        kept: list[str] = []
        with library_diagnostics_kept(kept):
            reason = window_problem()
        if reason is None:  # a window after all: what SDL said is nobody's speech
            for line in kept:
                print(line, file=sys.stderr)
    if reason is None:
        return False
    problem = terminal_problem()
    if problem is not None:
        print(f"audiojass: {t('start-no-keys', reason=reason, problem=problem)}", file=sys.stderr)
        raise SystemExit(2)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    return True


def _online_play() -> OnlinePlay:
    """Online play as the game is handed it: the online package is loaded only when Play
    online is opened or an online key is pressed at a table."""
    from audiojass.screens import OnlinePlay

    def menu(app: App) -> MenuScreen:
        from audiojass.online.screens import online_menu

        return online_menu(app)

    def table_command(app: App, session: TableSession, command: str) -> None:
        from audiojass.online.screens import table_command

        table_command(app, session, command)

    return OnlinePlay(menu=menu, table_command=table_command)


def _play(argv: Sequence[str]) -> int:
    parser = play_parser()
    args = parser.parse_args(argv)
    if args.variant is not None and (args.host_table or args.join):
        parser.error("--variant starts a game here; it cannot go with --host-table or --join")
    # until the settings are read, problems are told in --lang or the system's language
    i18n.use(args.lang or system_language())
    script = _open_script(parser, args.script) if args.script is not None else None
    if script is not None:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    terminal = script is None and _choose_terminal(args.terminal)

    from audiojass.app import App, QuitKeyInterrupt, load_everything, run
    from audiojass.settings import SAVE_NAME, home
    from audiojass.sound import MixerSounds, NullSounds, SoundPlayer, init_mixer
    from audiojass.speech import SpeechChain, build_chain
    from audiojass.terminal import EchoedSpeech, TerminalKeys, is_terminal, library_diagnostics_kept

    folder = home()
    # the catalogue of --lang, else the settings' language, else the system's, becomes the
    # active one as soon as the settings are read: the keymap's problems are told in it
    settings, keymap, messages = load_everything(folder, language=args.lang or "")
    language = i18n.active().language
    if not (terminal and is_terminal(sys.stderr)):  # in terminal mode the lines say them
        for message in messages:
            print(f"audiojass: {message}", file=sys.stderr)
    # in terminal mode ALSA's complaints are not the player's lines
    with library_diagnostics_kept([]) if terminal else contextlib.nullcontext():
        reason = init_mixer()
    sounds: SoundPlayer
    if reason is not None:
        sounds = NullSounds(settings.volume)
    else:
        sounds, reason = MixerSounds.load(settings.volume)
    if reason is not None:
        messages.append(t("start-sound-off", reason=reason))
    mode = "console" if script is not None else (args.speech or settings.speech)
    if terminal and args.speech is None:
        mode = "console"  # the console screen reader reads the lines
    echo = terminal and mode != "console"  # lines on the terminal and the chosen voice
    # (its own console fallback writes nowhere then: every line is printed once already)
    lines = open(os.devnull, "w", encoding="utf-8") if echo else sys.stdout  # noqa: SIM115
    # the speech outputs are told the game's language (voice, Speech Dispatcher's SET LANGUAGE)
    chain = build_chain(mode, stream=lines, rate=settings.speech_rate, language=language)
    speech: SpeechChain | EchoedSpeech = EchoedSpeech(chain) if echo else chain
    messages.insert(0, speech.start_message())
    if terminal and not args.terminal:
        messages.insert(0, t("start-no-display-terminal"))
    keys = TerminalKeys(alt_keys=keymap.alt_keys()) if terminal else None
    app = App(
        speech,
        sounds,
        keymap,
        settings,
        folder,
        seed=args.seed,
        bot_delay=args.bot_delay,
        bots=args.bots,
        repeatable_bots=script is not None,
        online=_online_play(),
    )
    if args.name:
        settings.online_name = args.name
    online = None
    if args.host_table or args.join:

        def online(app: App) -> None:
            from audiojass.online.screens import host_table, join_table

            if args.host_table:
                host_table(app, args.host_table, server=args.server)
            else:
                join_table(app, "".join(args.join.split()).upper(), server=args.server)

    interrupted = ""
    try:
        return run(
            app,
            script=_lines(script) if script is not None else None,
            variant=args.variant,
            online=online,
            start_messages=messages,
            terminal=keys,
        )
    except KeyboardInterrupt as stop:
        interrupted = "backslash" if isinstance(stop, QuitKeyInterrupt) else "c"
        return 131 if interrupted == "backslash" else 130
    finally:
        if keys is not None:
            keys.stop()  # the terminal is restored before anything else is written
        if interrupted and script is None:  # Ctrl+C: one line says why the game went away
            saved = (folder / SAVE_NAME).exists()
            said = t("start-interrupted", key=interrupted, saved="yes" if saved else "no")
            print(said, flush=True)
        speech.close()
        if script is not None and script is not getattr(sys.stdin, "buffer", None):
            script.close()


_TOOLS: dict[str, Callable[[Sequence[str]], int]] = {
    "simulate": _simulate,
    "arena": _arena,
    "serve": _serve,
}
"""The commands besides playing: ``audiojass simulate …`` and the others, by their word."""


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``audiojass`` command. Returns the exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in _TOOLS:
        return _TOOLS[args[0]](args[1:])
    try:
        return _play(args)
    except KeyboardInterrupt:  # Ctrl+C while starting
        return 130


if __name__ == "__main__":
    sys.exit(main())
