"""The ``audiojass`` command line.

``audiojass simulate --variant NAME --games N --seed S [--json]`` plays N complete games with
bots in every seat and prints a summary. Bad arguments print one line on stderr and exit 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import NoReturn

from audiojass.simulate import simulate, summary_text


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr and exit code 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {value}")
    return value


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, not {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    from audiojass.rules import VARIANTS

    parser = _Parser(prog="audiojass", description="AudioJass: accessible Jass.")
    commands = parser.add_subparsers(dest="command", parser_class=_Parser)
    sim = commands.add_parser(
        "simulate", help="play complete games with bots in every seat and print a summary"
    )
    sim.add_argument(
        "--variant",
        required=True,
        choices=sorted(VARIANTS),
        metavar="NAME",
        help="jass, schieber, putz3 or putz5",
    )
    sim.add_argument("--games", type=_positive, default=100, help="number of games (100)")
    sim.add_argument("--seed", type=_seed, default=0, help="seed of the first game (0)")
    sim.add_argument("--json", action="store_true", help="print the summary as JSON")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "simulate":
        result = simulate(args.variant, games=args.games, seed=args.seed)
        text = json.dumps(result, indent=1) if args.json else summary_text(result)
        try:
            print(text, flush=True)
        except BrokenPipeError:  # the reader stopped early (e.g. piped into head)
            sys.stdout = None  # type: ignore[assignment]
        return 0
    parser.error("choose a command: simulate")


if __name__ == "__main__":
    sys.exit(main())
