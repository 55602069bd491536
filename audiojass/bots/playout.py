"""The card play of a sampled deal on the bitmask kernel, for the search's playouts.

A game of the jack–nine games standing in its card play (``docs/rules/family.md`` "Common",
"Trick play") becomes a :class:`~audiojass.rules.tricks.TrickPlay` fed the game's card table
and trick duties (:func:`kernel_of`); the search plays the rest of the deal on it, every seat
playing the rule player's card with every hand in view (:func:`rule_card_of`,
:func:`finish`), counts the roem of each trick taken (:func:`play`) and settles the deal by
the game's own scoring (the facts :meth:`~audiojass.rules.components.ContractGame.deal_facts`
gives) with the kernel's counts added to the game's (:func:`settle`): card
points with the last trick, tricks, roem, the melds compared after the first trick, Belote,
and in the klaverjas of 1821 its melds, marriages and the 100 for every trick of the second
phase. The game itself is not changed.

Only pure card play goes on the kernel: the klaverjas of 1821's first phase (draws from the
stock, melds declared at the leads) is played through the game.
"""

from __future__ import annotations

import math

from audiojass.rules.bidding import CAPOT as BID_CAPOT
from audiojass.rules.components import ContractGame, HandMelds, SequenceMelds
from audiojass.rules.game import Phase
from audiojass.rules.klaverjas1821 import (
    KLAVERJAS_1821_DUTIES,
    PHASE_ONE_DUTIES,
    PHASE_ONE_TRICKS,
    POINTS_1821,
    TABLE_1821,
    deal_scores,
)
from audiojass.rules.settlement import (
    BELOTE_POINTS,
    CAPOT,
    DealFacts,
    MeldAward,
    award_melds,
    award_side_melds,
    roem_points,
)
from audiojass.rules.tricks import TrickPlay
from audiojass.rules.tricks32 import FAMILY_TABLE

from .base import in_phases
from .heuristics.card_play import TABLES_1821, PlayContext, card_1821, rules_context, seated_card

__all__ = [
    "EXACT_NODES",
    "context_of",
    "deal_value",
    "determined_1821",
    "exact_card_values",
    "finish",
    "kernel_of",
    "margin_solvable",
    "on_kernel",
    "play",
    "rule_card_of",
    "settle",
    "solve",
    "solved_card_values",
]

_CONTEXTS: dict[tuple[object, int], PlayContext] = {}


def context_of(game: ContractGame) -> PlayContext:
    """The rule player's :class:`~audiojass.bots.heuristics.card_play.PlayContext` of
    ``game``'s card play (its trump mode, roem, last-trick bonus, seats, partners and card
    table)."""
    key = (game.variant, game.mode)
    ctx = _CONTEXTS.get(key)
    if ctx is None:
        ctx = _CONTEXTS[key] = rules_context(game.rules, game.mode, game.players, game.sides)
    return ctx


def on_kernel(game: ContractGame) -> bool:
    """Whether the rest of ``game``'s deal (in card play) is pure card play the kernel plays:
    every game but the klaverjas of 1821 before its second phase."""
    return not in_phases(game) or game.play_phase == 2


def kernel_of(game: ContractGame) -> TrickPlay:
    """The card play left in ``game``'s deal (in card play) on the kernel: the hands, the trick
    on the table, its leader and the tricks left; points and tricks counted from 0 (the
    game's own are added by :func:`settle`)."""
    is_1821 = game.rules.card_points is POINTS_1821
    if is_1821:
        phase_one = len(game.tricks) < PHASE_ONE_TRICKS
        duties = PHASE_ONE_DUTIES if phase_one else KLAVERJAS_1821_DUTIES
    else:
        duties = game.rules.duties
    kernel = TrickPlay(
        game.hands[:],
        game.mode,
        game.leader,
        game.tricks_per_deal - len(game.tricks),
        table=TABLE_1821 if is_1821 else FAMILY_TABLE,
        duties=duties,
        last_trick_bonus=game.rules.scoring.last_trick,
    )
    kernel.trick = list(game.trick)
    return kernel


def play(kernel: TrickPlay, card: int, ctx: PlayContext, roem: list[int]) -> None:
    """Play ``card`` on ``kernel``; a trick it completes adds its roem (Klaverjas) to the
    taking side's entry of ``roem`` (one per side)."""
    trick = kernel.trick
    winner = kernel.play(card)
    if winner >= 0 and ctx.roem:
        mask = sum(1 << played for played in trick)
        points = roem_points(mask, ctx.mode, three_of_a_kind=ctx.three_of_a_kind)
        if points:
            roem[winner % len(roem)] += points


def rule_card_of(kernel: TrickPlay, ctx: PlayContext, declarer: int | None, sides: int) -> int:
    """The rule player's card for the seat to move on ``kernel``, seeing every hand
    (:func:`~audiojass.bots.heuristics.card_play.rule_card`; the klaverjas of 1821's second phase,
    :func:`~audiojass.bots.heuristics.card_play.card_1821`)."""
    seat = kernel.to_move
    hands = kernel.hands
    hand = hands[seat]
    legal = kernel.legal_mask()
    if ctx.tables == TABLES_1821:
        return card_1821(ctx, hand, legal, kernel.trick, hands[1 - seat], 2, 0)
    return seated_card(
        ctx,
        seat,
        hands,
        legal,
        kernel.trick,
        declarer is not None and declarer % sides == seat % sides,
        hand.bit_count(),
    )


def finish(game: ContractGame, kernel: TrickPlay, roem: list[int]) -> tuple[int, ...]:
    """Play the rest of ``kernel``'s deal (``game``'s, as :func:`kernel_of` gave it, perhaps
    played on) by the rule player for every seat and settle it (:func:`settle`)."""
    ctx = context_of(game)
    declarer = game.declarer
    sides = game.sides
    while kernel.tricks_left:
        play(kernel, rule_card_of(kernel, ctx, declarer, sides), ctx, roem)
    return settle(game, kernel, roem)


def settle(game: ContractGame, kernel: TrickPlay, roem: list[int]) -> tuple[int, ...]:
    """The settled scores (one per side) of ``game``'s deal whose card play ends on
    ``kernel`` (every trick played): the game's counts with the kernel's points and tricks
    and ``roem`` (one per side) added, the melds compared after the first trick where the
    game has not yet, Belote to its holder's side; settled by the game's scoring (the
    klaverjas of 1821: :func:`~audiojass.rules.klaverjas1821.deal_scores`)."""
    sides = game.sides
    points = [game.points[seat] + kernel.points[seat] for seat in range(game.players)]
    if in_phases(game):
        won = list(game.phase_two_tricks())
        for seat in range(2):
            won[seat] += kernel.tricks_won[seat]
        return deal_scores(points, game.meld_points, game.marriage_points, won)
    side_points = [0] * sides
    tricks = list(game.tricks_won)
    for seat in range(game.players):
        side_points[seat % sides] += points[seat]
        tricks[seat % sides] += kernel.tricks_won[seat]
    award = game.meld_award if game.meld_award is not None else _meld_award(game)
    belote = list(game.belote)
    if game.belote_holder is not None:
        belote = [0] * sides
        belote[game.belote_holder % sides] = BELOTE_POINTS
    result = game.contract
    assert result is not None and result.declarer is not None
    contract: int | str | None = result.contract
    facts = DealFacts(
        declarers=game.side_of(result.declarer),
        card_points=tuple(side_points),
        tricks=tuple(tricks),
        roem=tuple(game.roem[side] + roem[side] for side in range(sides)),
        melds=award.points if award is not None else (0,) * sides,
        belote=tuple(belote),
        contract=CAPOT if contract == BID_CAPOT else contract,  # type: ignore[arg-type]
        doubling=result.doubling,
        deal_tricks=game.tricks_per_deal,
    )
    return game.rules.scoring.settle(facts, pot=game.pot).scores


def _meld_award(game: ContractGame) -> MeldAward | None:
    """The melds compared as the game compares them after the first trick (Belote's hand
    melds, Klaberjass's sequences), or None for a game without."""
    for announcement in game.rules.announcements:
        if isinstance(announcement, HandMelds):
            return award_melds(game.hand_melds, game.trump)
        if isinstance(announcement, SequenceMelds):
            trump = int(game.trump) if game.trump is not None else None
            return award_side_melds(game.hand_melds, trump, game.sides)
    return None


def deal_value(scores: tuple[int, ...], side: int) -> float:
    """A deal's settled ``scores`` (one per side) for ``side``: its score minus the mean of
    the other sides' (with two sides, its score minus the other's)."""
    others = [score for other, score in enumerate(scores) if other != side]
    return scores[side] - sum(others) / len(others)


# -- exact card play at the end of the klaverjas of 1821 ----------------------------------------
# In its second phase (``docs/rules/family.md``, "klaverjas 1821": the stock drawn out, the
# turn-up taken) each player holds exactly the cards the other has not seen: every sampled deal
# is the true one, and the rule playouts (every sample the same line) judged the last tricks by
# the rule player's blind spots (a trump lead that takes every trick of the phase and its 100
# passed over for a side-suit nine). There the last tricks are solved once instead: alpha-beta
# over the kernel, each side playing for its settled score.

EXACT_NODES = 20_000
"""The most positions one exact solve visits before it gives up (and the search plays on)."""


class TooLarge(Exception):
    """A solve visited more positions than its budget."""


def determined_1821(game: ContractGame) -> bool:
    """Whether ``game`` is the klaverjas of 1821 in its second phase (every card known to
    both players: the stock drawn, the turn-up taken), in card play."""
    return in_phases(game) and game.phase is Phase.PLAY and game.play_phase == 2 and not game.stock


def solve(
    game: ContractGame,
    kernel: TrickPlay,
    roem: list[int],
    side: int,
    budget: list[int] | None = None,
) -> float:
    """The value for ``side`` (:func:`deal_value` of the settled deal) of the rest of
    ``game``'s deal standing on ``kernel`` (:func:`kernel_of`, perhaps played on; ``roem``:
    the roem it has taken, per side), every side playing perfectly with every hand in view.
    Alpha-beta over the kernel, each end of the deal settled by :func:`settle` (the same ends
    once). Meant for the last tricks (it visits every line the pruning leaves). ``budget``:
    the positions it may still visit, counted down (shared between solves).

    Raises:
        TooLarge: ``budget`` ran out.
    """
    ctx = context_of(game)
    ends: dict[tuple[int, ...], float] = {}

    def value(node: TrickPlay, taken: list[int], alpha: float, beta: float) -> float:
        if not node.tricks_left:
            key = (*node.points, *node.tricks_won, *taken)
            end = ends.get(key)
            if end is None:
                end = ends[key] = deal_value(settle(game, node, taken), side)
            return end
        if budget is not None:
            budget[0] -= 1
            if budget[0] < 0:
                raise TooLarge
        maximising = game.side_of(node.to_move) == side
        best = -math.inf if maximising else math.inf
        legal = node.legal_mask()
        while legal:
            bit = legal & -legal
            legal ^= bit
            child, child_roem = node.copy(), taken[:]
            play(child, bit.bit_length() - 1, ctx, child_roem)
            result = value(child, child_roem, alpha, beta)
            if maximising:
                best, alpha = max(best, result), max(alpha, result)
            else:
                best, beta = min(best, result), min(beta, result)
            if alpha >= beta:
                break
        return best

    return value(kernel, roem, -math.inf, math.inf)


def exact_card_values(
    game: ContractGame, cards: list[int], side: int, node_limit: int = EXACT_NODES
) -> list[float] | None:
    """The exact value of each card of ``cards`` (legal cards of the seat to play in
    ``game``, a two-sided game in its last phase of card play, every hand known) for
    ``side``: the deal's settled score of ``side`` minus the other's (:func:`deal_value`)
    when both sides play on perfectly (:func:`solve`). ``game`` is not changed. None when
    the solves need more than ``node_limit`` positions.

    Raises:
        ValueError: a game with other than two sides.
    """
    if game.sides != 2:
        raise ValueError("an exact solve needs two sides")
    ctx = context_of(game)
    base = kernel_of(game)
    budget = [node_limit]
    values: list[float] = []
    try:
        for card in cards:
            child, roem = base.copy(), [0, 0]
            play(child, card, ctx, roem)
            values.append(solve(game, child, roem, side, budget))
    except TooLarge:
        return None
    return values


# -- card play solved by the double-dummy solver ------------------------------------------------
# Where no roem counts in the tricks (Belote, Contrée), every point of a deal's settlement but
# the card points and the capot is fixed before the card play (the melds compared, Belote to its
# holder, the contract and its doubling), and the settled value of a side does not fall as its
# card points rise, a capot above every other outcome: the card play that is best for the margin
# of card points (the capot counted above any margin) is best for the settled value, and the
# settled value of the best margin is the value of the deal. The double-dummy solver finds that
# margin (:mod:`audiojass.bots.double_dummy`).

_CAPOT_MARK = 1000
"""The match bonus the solver is given: a capot above every margin of card points."""


def margin_solvable(game: ContractGame) -> bool:
    """Whether ``game``'s card play (four seats in two partnerships, on the kernel) settles by
    its card points and capot alone, roem counting in no trick: Belote and Contrée, not
    Klaverjas."""
    if game.players != 4 or game.sides != 2 or in_phases(game):
        return False
    return not context_of(game).roem


def solved_card_values(
    game: ContractGame, cards: list[int], side: int, nodes: int | None = None
) -> list[float] | None:
    """The exact value of each card of ``cards`` (legal cards of the seat to play in ``game``,
    a :func:`margin_solvable` game in card play, every hand as the game holds them: a sampled
    deal) for ``side``: the deal's settled score of ``side`` minus the other's
    (:func:`deal_value`) when both sides play on perfectly. ``game`` is not changed. The same
    values as :func:`exact_card_values`, from the double-dummy solver; None when the solves
    need more than ``nodes`` positions.

    Raises:
        ValueError: a game that is not :func:`margin_solvable`.
    """
    if not margin_solvable(game):
        raise ValueError("the settlement of this game is not decided by the card points alone")
    from . import double_dummy

    kernel = kernel_of(game)
    won = game.tricks_won
    kernel.tricks_won = [won[0], won[1], 0, 0]  # which sides have taken a trick: the capot
    try:
        values = double_dummy.card_values(kernel, 0, _CAPOT_MARK, nodes)
    except double_dummy.GaveUp:
        return None
    points = kernel.table.points[kernel.mode]
    remaining = kernel.last_trick_bonus
    for hand in kernel.hands:
        remaining += sum(points[card] for card in range(36) if hand >> card & 1)
    remaining += sum(points[card] for card in kernel.trick)
    tricks = kernel.tricks_left
    results = []
    for card in cards:
        margin = values[card]
        capot = 1 if margin > _CAPOT_MARK // 2 else -1 if margin < -_CAPOT_MARK // 2 else 0
        margin -= capot * _CAPOT_MARK
        final = kernel.copy()
        final.tricks_left = 0
        final.trick = []
        final.points = [(remaining + margin) // 2, (remaining - margin) // 2, 0, 0]
        if capot > 0:
            final.tricks_won = [tricks, 0, 0, 0]
        elif capot < 0:
            final.tricks_won = [0, tricks, 0, 0]
        else:  # neither side takes every trick of the deal
            one = 1 if won[1] == 0 else 0
            final.tricks_won = [tricks - one, one, 0, 0]
        results.append(deal_value(settle(game, final, [0, 0]), side))
    return results
