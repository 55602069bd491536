"""Players for the seats the human does not take.

A bot is anything with ``act(observation) -> Action``: it sees only the
:class:`~audiojass.rules.Observation` of its own seat, whose ``legal_actions`` are the choices.
Your own bot plays in the arena by its ``module:attribute`` (:func:`make_bot`; docs/bots.md,
"Writing a bot").

- :class:`RandomBot`: a uniformly random legal action (seeded); for tests and baselines.
- :class:`RuleBot`: sensible human-like play, well under a millisecond a decision.
- :class:`SearchBot`: determinized Monte Carlo search with a time budget per decision;
  ``analyse`` judges every legal action (the hint and the deal review speak it).
- :class:`SearchBotV1`: the search before inference from play and exact endgames, kept as
  the arena's fixed baseline ("search-v1").
- :class:`NoisyRuleBot`: the rule player with a share of random cards, the arena's stand-in
  for a person as a bot's partner ("rule-noisy").

Each also plays the family's games (Klaverjas Amsterdam and Rotterdam, Belote, Belote Contrée,
Klaberjass for 2, 3 and 4, the klaverjas of 1821): given a
:class:`~audiojass.rules.components.ContractObservation`, RuleBot and SearchBot hand it to
:class:`ContractRuleBot` and :class:`ContractSearchBot` (bids, doubles, the dix and card play);
RandomBot picks among its legal actions alike.

Modules: :mod:`~audiojass.bots.heuristics` (the rule players of every game), :mod:`.search`
(the Swiss games' search) and :mod:`.contract_search` (the other games': the bid, the auction,
the dix and the cards), :mod:`.knowledge` (what a seat knows, and the deals sampled from it),
:mod:`.playout` (a sampled deal's card play on the bitmask kernel), :mod:`.replay` (sampled
deals of the games with a stock rebuilt by replaying the deal).
"""

import importlib
import sys
from pathlib import Path

from audiojass.rules.renamed import renamed_names

from .base import Bot, Option, RandomBot, native_solver
from .contract_search import ContractSearchBot
from .heuristics import ContractRuleBot, NoisyRuleBot, RuleBot
from .search import SearchBot, SearchBotV1

__all__ = [
    "BOT_NAMES",
    "OPPONENTS",
    "Bot",
    "ContractRuleBot",
    "ContractSearchBot",
    "NoisyRuleBot",
    "Option",
    "RandomBot",
    "RuleBot",
    "SearchBot",
    "SearchBotV1",
    "make_bot",
    "table_bot",
    "warm_up",
]

BOT_NAMES = (
    "random",
    "rule",
    "rule-noisy",
    "search",
    "search-v1",
    "search-v2",
    "normal",
    "strong",
)
"""The arena's bots: "search" and "search-v1" think ``budget_ms`` per decision, "normal" and
"strong" are the table's opponents of that name (their own budgets), "search-v2" is normal as
it was before the double-dummy solver (its budget, no exact solve from the middle of the
deal), "rule-noisy" the rule player with a share of random cards (:class:`NoisyRuleBot`, a
stand-in for a person); besides them, a bot of your own by ``module:attribute``
(:func:`make_bot`)."""

OPPONENTS = ("easy", "normal", "strong")
"""The table's strengths: easy = RuleBot, normal = SearchBot (200 ms), strong = SearchBot (1 s)."""

# per strength: thinking time (ms), or the samples used instead where runs must repeat exactly
_SEARCH_BUDGET = {"normal": (200.0, 150), "strong": (1000.0, 300)}
# per strength: tricks solved exactly at the end of each sampled deal, sampled deals before
# the search may stop early, the share of each outcome judged by the learned value, and
# whether the rest of the trick is searched over it (see SearchBot's arguments)
_SEARCH_OPTIONS = {"normal": (0, 48, 0.5, False), "strong": (2, 96, 0.5, True)}
# per strength, in the team games of four: tricks left from which each sampled deal is solved
# exactly from the decision on, every candidate (SearchBot's solve_from; where the solver is
# compiled), and the most positions searched for one sampled deal
_SOLVED = {"normal": (5, 60_000), "strong": (6, 150_000), "search-v2": (0, 0)}
# the searches kept as they were: every setting but the solver's that of the strength named
_AS_BEFORE = {"search-v2": "normal"}
# in the team games, from this many tricks left every sampled deal is solved exactly to its
# end (SearchBot's late_from and late_tricks): the last tricks are then often known, and the
# greedy rollout misplays them (a partner's trick ruffed, a trump wasted)
_LATE_EXACT = 3
# per strength, in Putz: tricks solved exactly at the end of each sampled deal by number of
# players (the others: as in the team games), the sampled deals of the screening that keeps
# the three best candidates for that search (docs/measurements.md, "Where the exact tail pays"), and
# the share of each outcome judged by the learned Putz value where one is shipped (Putz for three,
# where neither solves exact tricks: strong did, and did worse at the table; docs/measurements.md,
# "A learned Putz value")
_PUTZ_ENDGAME: dict[str, tuple[dict[int, int], int, float]] = {
    "normal": ({3: 0, 5: 2}, 32, 0.5),
    "strong": ({3: 0}, 32, 0.5),
}


def warm_up() -> None:
    """Load the double-dummy solver the search uses (numba's compiled kernel from its cache,
    about a second; compiled on a first start, a few seconds), so that no decision waits for
    it. Safe on any thread; the table calls it on one of its own when a game with search bots
    starts. Nothing to do where numba is not installed."""
    native_solver()


def make_bot(name: str, *, seed: int | None = None, budget_ms: float = 200.0) -> Bot:
    """A bot by name (see :data:`BOT_NAMES`): "random", "rule", "search" (the search bot
    thinking ``budget_ms`` milliseconds per decision), "search-v1" (:class:`SearchBotV1`, the
    same budget), "normal" and "strong" (the table's opponents, :func:`table_bot`, whose
    budgets are fixed: ``budget_ms`` is ignored).

    Any other name of the form ``module:attribute`` is your own bot: ``attribute`` of the
    importable ``module`` (the current folder is searched first), called with the seed
    (an int, or None) for each seat, a class taking the seed or a function returning a bot.

    Raises:
        ValueError: unknown name; a ``module:attribute`` that cannot be imported (the
            message names the module's own error), is not callable, fails with the seed, or
            makes no bot (nothing with ``act``).
    """
    if ":" in name:
        return _own_bot(name, seed)
    if name == "random":
        return RandomBot(seed)
    if name in ("rule", "easy"):  # "easy": the table's name of the rule player
        return RuleBot(seed)
    if name == "rule-noisy":
        return NoisyRuleBot(seed)
    if name == "search":
        return SearchBot(seed, budget_ms=budget_ms)
    if name == "search-v1":
        return SearchBotV1(seed, budget_ms=budget_ms)
    if name in _SOLVED:
        return table_bot(name, seed=0 if seed is None else seed)
    raise ValueError(f"unknown bot {name!r} (known: {', '.join(BOT_NAMES)})")


def _own_bot(spec: str, seed: int | None) -> Bot:
    """The bot ``module:attribute`` makes for ``seed`` (see :func:`make_bot`)."""
    module_name, _, attribute = spec.partition(":")
    if not module_name or not attribute:
        raise ValueError(f"not a bot of your own: {spec!r} (expected module:attribute)")
    here = str(Path.cwd())
    if here not in sys.path:  # kept: worker processes of the arena import it again
        sys.path.insert(0, here)
    try:
        module = importlib.import_module(module_name)
    except Exception as error:  # not found, or the module's own error (a SyntaxError …)
        raise ValueError(
            f"cannot import the module of bot {spec!r}: {type(error).__name__}: {error}"
        ) from None
    factory = getattr(module, attribute, None)
    if not callable(factory):
        raise ValueError(f"bot {spec!r}: {module_name} has no callable {attribute!r}")
    try:
        bot = factory(seed)
    except Exception as error:
        raise ValueError(
            f"bot {spec!r} could not be made with the seed {seed!r}: "
            f"{type(error).__name__}: {error}"
        ) from None
    if not callable(getattr(bot, "act", None)):
        raise ValueError(f"bot {spec!r} made {bot!r}, which has no act(observation) method")
    return bot  # type: ignore[no-any-return]


def table_bot(kind: str, *, seed: int, repeatable: bool = False) -> Bot:
    """A bot for a seat at the table: "easy", "normal", "strong" (see :data:`OPPONENTS`) or
    "random". ``repeatable``: the search bot counts sampled deals instead of milliseconds, so
    the same seed gives the same game on any machine (script mode).

    Raises:
        ValueError: unknown kind.
    """
    if kind == "random":
        return RandomBot(seed)
    if kind in ("easy", "rule"):  # "rule": the arena's name of the easy opponent
        return RuleBot(seed)
    if kind in _SOLVED:
        settings = _AS_BEFORE.get(kind, kind)
        budget_ms, samples = _SEARCH_BUDGET[settings]
        endgame, least, mix, trick_search = _SEARCH_OPTIONS[settings]
        putz_exact, putz_screen, putz_mix = _PUTZ_ENDGAME[settings]
        solve_from, solve_nodes = _SOLVED[kind]
        return SearchBot(
            seed,
            budget_ms=10 * budget_ms if repeatable else budget_ms,
            max_samples=samples if repeatable else None,
            endgame_tricks=endgame,
            min_samples=least,
            value_mix=mix,
            trick_search=trick_search,
            late_from=_LATE_EXACT,
            late_tricks=_LATE_EXACT,
            late_putz=False,
            putz_endgame_tricks=putz_exact,
            putz_screen=putz_screen,
            putz_value_mix=putz_mix,
            solve_from=solve_from,
            solve_nodes=solve_nodes,
        )
    raise ValueError(f"unknown opponents {kind!r} (known: random, {', '.join(OPPONENTS)})")


_RENAMED = {"FamilyRuleBot": "ContractRuleBot", "FamilySearchBot": "ContractSearchBot"}
"""Names of this release's bots as the last release called them (kept for one release)."""


__getattr__ = renamed_names("audiojass.bots", _RENAMED, globals())
