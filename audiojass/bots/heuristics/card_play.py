"""The rule player's card play in the games of :mod:`~audiojass.bots.heuristics.bidding` and the
klaverjas of 1821 (``docs/rules/family.md``), and :class:`ContractRuleBot`, the rule player of
those games (its bids from :mod:`~audiojass.bots.heuristics.bidding`).

Card play (:func:`rule_card`, on card masks, shared with the search's playouts): the declaring
side draws trumps with a master trump; masters are cashed when the opponents will follow or
cannot trump; otherwise lead low from the longest plain suit. Following: the last player picks
the card giving the best signed result of the trick (points, the last-trick bonus and, in
Klaverjas, the trick's roem), spending trumps sparingly; earlier players smear points on the
partner's safe trick, take a trick with a safe plain card when it is worth it or with the
cheapest trump when it holds 10 points or more, else throw the least valuable card (never a
trump, so the trump jack is kept). The duties (follow, overtrump …) are the legal cards given.
With 2 or 3 seats each plays alone: every other seat is a rival. The klaverjas of 1821 plays by
:func:`card_1821` (its own rank table and points; the marriage; the lead's worth in phase 1).
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

from audiojass.rules.actions import PlayCard
from audiojass.rules.cards import Card, Rank, mask_of
from audiojass.rules.components import (
    ContractObservation,
    ContractRules,
    FamilyAction,
    TrickRoem,
)
from audiojass.rules.game import Phase
from audiojass.rules.klaverjas1821 import (
    POINTS_1821,
    STRENGTH_1821,
    WIN_KEY_1821,
    declarable_melds,
)
from audiojass.rules.settlement import roem_points
from audiojass.rules.tricks32 import POINTS32, STRENGTH32, SUIT32_MASK, WIN_KEY32
from audiojass.rules.weis import Meld

from ..knowledge import (
    TRUMP_MASK,
    DutyKnowledge,
    bits,
    forced_action,
    has_belote,
    rules_of,
    view_mode,
)
from .bidding import dix_helps, is_klaberjass, klaberjass_choice_for, rule_bid

__all__ = [
    "TABLES_1821",
    "ContractRuleBot",
    "PlayContext",
    "card_1821",
    "meld_lead_value",
    "play_context",
    "rule_card",
    "rules_context",
    "scored_melds_1821",
    "seated_card",
]

# how much keeping a trump is worth when the last player might spend it (by rank index)
_TRUMP_KEEP = (0, 1, 2, 9, 5, 12, 3, 3, 6)


def _above_table(strength: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    """``[mode][card]``: the cards of the same suit that beat ``card`` in that mode."""
    return tuple(
        tuple(
            sum(
                1 << other
                for other in range(card // 9 * 9, card // 9 * 9 + 9)
                if strength[mode][other] > strength[mode][card] >= 0
            )
            for card in range(36)
        )
        for mode in range(5)
    )


# the card tables by PlayContext.tables: 0 the family's (FAMILY_TABLES), 1 the 1821 game's
_POINTS = (POINTS32, POINTS_1821)
_STRENGTH = (STRENGTH32, STRENGTH_1821)
_KEYS = (WIN_KEY32, WIN_KEY_1821)
_ABOVES = (_above_table(STRENGTH32), _above_table(STRENGTH_1821))
FAMILY_TABLES = 0
""":attr:`PlayContext.tables` of the family's card order and points."""
TABLES_1821 = 1
""":attr:`PlayContext.tables` of the klaverjas of 1821 (its rank table and points)."""


# -- card play -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayContext:
    """What card play needs to know of the deal: ``mode`` (the trump suit 0-3, or 4 for
    no-trumps), ``roem`` (Klaverjas roem counts in the trick), ``three_of_a_kind`` (its option),
    ``last_bonus`` (points of the last trick), ``players`` (seats: 2, 3 or 4), ``partners``
    (partners sit opposite, ``seat + 2``; else each seat plays alone) and ``tables`` (the card
    order and points: :data:`FAMILY_TABLES` or :data:`TABLES_1821`)."""

    mode: int
    roem: bool = False
    three_of_a_kind: bool = False
    last_bonus: int = 10
    players: int = 4
    partners: bool = True
    tables: int = FAMILY_TABLES


def rules_context(rules: ContractRules, mode: int, players: int, sides: int) -> PlayContext:
    """The :class:`PlayContext` of card play in ``mode`` under a game's ``rules`` (its roem,
    last-trick bonus and card table: the 1821 game's, or the family's), with ``players``
    seats in ``sides`` sides (partners when there are fewer sides than seats)."""
    roem = [a for a in rules.announcements if isinstance(a, TrickRoem)]
    return PlayContext(
        mode=mode,
        roem=bool(roem),
        three_of_a_kind=bool(roem) and roem[0].three_of_a_kind,
        last_bonus=rules.scoring.last_trick,
        players=players,
        partners=sides < players,
        tables=TABLES_1821 if rules.card_points is POINTS_1821 else FAMILY_TABLES,
    )


def play_context(view: ContractObservation) -> PlayContext:
    """The :class:`PlayContext` of an observation in card play."""
    mode = view_mode(view)
    assert mode is not None
    return rules_context(rules_of(view), mode, view.players, view.variant.teams)


def _beaten_by(card: int, lead: int, mode: int, rival: int, tables: int = FAMILY_TABLES) -> bool:
    """A player who may hold ``rival`` (mask) can beat ``card`` in a trick led in ``lead``
    (a plain card is trumped only by a player holding no card of the suit led)."""
    if rival & _ABOVES[tables][mode][card]:
        return card // 9 == lead or card // 9 == mode
    if card // 9 == mode:
        return False
    return bool(rival & TRUMP_MASK[mode]) and not rival & SUIT32_MASK[lead]


def rule_card(
    ctx: PlayContext,
    hand: int,
    legal: int,
    trick: list[int],
    rivals: tuple[int, ...],
    partner: int,
    declarers: bool,
    tricks_left: int,
) -> int:
    """The rule player's card (an int) of ``legal`` (a non-empty mask of ``hand``).

    Args:
        trick: the cards of the trick so far in play order; the player moves next.
        rivals: cards the next opponent (seat + 1) and the other (seat + 3) may hold (their
            hands, in a playout that sees them); where each seat plays alone, every other
            seat in playing order from seat + 1.
        partner: cards the partner may hold (0 without partners).
        declarers: the player's side named trump, took, or holds the contract.
        tricks_left: tricks still to play, this one included.
    """
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    mode = ctx.mode
    tables = ctx.tables
    points = _POINTS[tables][mode]
    cards = bits(legal)
    n = len(trick)
    if n == 0:
        return _lead(ctx, hand, cards, rivals, declarers)
    lead = trick[0] // 9
    keys = _KEYS[tables][mode][lead]
    head = 0
    best_key = keys[trick[0]]
    value = points[trick[0]]
    for index in range(1, n):
        card = trick[index]
        value += points[card]
        if keys[card] > best_key:
            head, best_key = index, keys[card]
    if tricks_left == 1:
        value += ctx.last_bonus
    partner_heads = ctx.partners and head == n - 2
    if n == ctx.players - 1:
        return _last(ctx, cards, trick, value, keys, best_key, partner_heads)
    if ctx.partners:
        later = rivals[0]  # seat + 1; seat + 2 (if still to play) is the partner
    else:
        later = 0
        for rival in rivals[: ctx.players - 1 - n]:
            later |= rival
    if partner_heads:
        if not _beaten_by(trick[head], lead, mode, later, tables):
            return _smear(mode, cards, tables)
        return _discard(mode, hand, cards, tables)
    winners = [c for c in cards if keys[c] > best_key]
    if winners:
        cheapest = min(winners, key=lambda c: (keys[c], points[c]))
        if cheapest // 9 != mode:
            if (
                not _beaten_by(cheapest, lead, mode, later, tables)
                and value + points[cheapest] >= 4
            ):
                return cheapest
        elif value >= 10 or tricks_left <= 3:
            return cheapest
    return _discard(mode, hand, cards, tables)


def _lead(
    ctx: PlayContext, hand: int, cards: list[int], rivals: tuple[int, ...], declarers: bool
) -> int:
    mode = ctx.mode
    points = _POINTS[ctx.tables][mode]
    strength = _STRENGTH[ctx.tables][mode]
    above = _ABOVES[ctx.tables][mode]
    trump_mask = TRUMP_MASK[mode]
    theirs = 0
    for rival in rivals:
        theirs |= rival
    trumps = [c for c in cards if c // 9 == mode]
    if trumps and theirs & trump_mask and (declarers or len(trumps) >= 4):
        top = max(trumps, key=lambda c: strength[c])
        if not theirs & above[top]:
            return top
    best = -1
    for card in cards:
        suit = card // 9
        if suit == mode or theirs & above[card]:
            continue
        if any(rival & trump_mask and not rival & SUIT32_MASK[suit] for rival in rivals):
            continue
        if best < 0 or points[card] > points[best]:
            best = card
    if best >= 0:
        return best

    def lead_key(card: int) -> tuple[int, int, int, int]:
        suit = card // 9
        length = (hand & SUIT32_MASK[suit]).bit_count()
        return (int(suit == mode), points[card], -length, strength[card])

    return min(cards, key=lead_key)


def _last(
    ctx: PlayContext,
    cards: list[int],
    trick: list[int],
    value: int,
    keys: tuple[int, ...],
    best_key: int,
    partner_heads: bool,
) -> int:
    mode = ctx.mode
    points = _POINTS[ctx.tables][mode]
    strength = _STRENGTH[ctx.tables][mode]
    trick_mask = sum(1 << played for played in trick)
    best = cards[0]
    best_score = -10_000.0
    for card in cards:
        wins = keys[card] > best_key
        ours = wins or partner_heads
        total = value + points[card]
        if ctx.roem:
            total += roem_points(trick_mask | 1 << card, mode, three_of_a_kind=ctx.three_of_a_kind)
        score = float(total if ours else -total)
        if card // 9 == mode:
            score -= _TRUMP_KEEP[card % 9]
        score -= 0.01 * strength[card]
        if score > best_score:
            best, best_score = card, score
    return best


def _smear(mode: int, cards: list[int], tables: int = FAMILY_TABLES) -> int:
    """Give the most points to a trick the partner takes, keeping trumps."""
    points = _POINTS[tables][mode]
    strength = _STRENGTH[tables][mode]
    plain = [c for c in cards if c // 9 != mode]
    if plain:
        return max(plain, key=lambda c: (points[c], -strength[c]))
    return min(cards, key=lambda c: (points[c], strength[c]))


def _discard(mode: int, hand: int, cards: list[int], tables: int = FAMILY_TABLES) -> int:
    """The least valuable card: no points, not a trump, from a long suit, lowest."""
    points = _POINTS[tables][mode]
    strength = _STRENGTH[tables][mode]

    def key(card: int) -> tuple[int, int, int, int]:
        suit = card // 9
        length = (hand & SUIT32_MASK[suit]).bit_count()
        return (points[card], int(suit == mode), -length, strength[card])

    return min(cards, key=key)


def card_1821(
    ctx: PlayContext, hand: int, legal: int, trick: list[int], rival: int, phase: int, melds: int
) -> int:
    """The rule player's card in the klaverjas of 1821 (an int of ``legal``, a non-empty
    mask of ``hand``; ``rival``: the cards the other seat may hold).

    Phase 2 (strict): :func:`rule_card`. Phase 1, leading: the queen of trump holding the king
    too (the marriage, 20), else the cheapest card (fewest points, then lowest, trumps too).
    Phase 1, second to play: the card with the best signed result of the trick, where taking
    it is worth ``melds`` more (what leading next is worth: :func:`meld_lead_value`), minus
    what a trump spent is worth keeping.
    """
    mode = ctx.mode
    if phase == 2:
        return rule_card(ctx, hand, legal, trick, (rival,), 0, False, hand.bit_count())
    cards = bits(legal)
    points = POINTS_1821[mode]
    strength = STRENGTH_1821[mode]
    if not trick:
        king, queen = 1 << (mode * 9 + Rank.KING), 1 << (mode * 9 + Rank.QUEEN)
        if hand & king and legal & queen:
            return mode * 9 + Rank.QUEEN
        # the cheapest card, a low trump as well as a low plain card
        return min(cards, key=lambda c: (points[c], strength[c] % 100))
    lead = trick[0]
    keys = WIN_KEY_1821[mode][lead // 9]
    best, best_score = cards[0], -10_000.0
    for card in cards:
        value = points[lead] + points[card]
        score = float(value + melds if keys[card] > keys[lead] else -value)
        if card // 9 == mode:
            score -= _TRUMP_KEEP[card % 9]
        score -= 0.01 * strength[card]
        if score > best_score:
            best, best_score = card, score
    return best


def meld_lead_value(hand: int, scored: list[Meld], trump: int) -> int:
    """The klaverjas of 1821, phase 1: what leading next is worth to a seat holding ``hand``
    (a mask) after it has scored the combinations ``scored``: its best declarable meld
    (declared at the lead) and 20 for the marriage (king and queen of trump)."""
    options = declarable_melds(hand, scored)
    value = options[0].points if options else 0
    pair = 1 << (trump * 9 + Rank.KING) | 1 << (trump * 9 + Rank.QUEEN)
    if hand & pair == pair:
        value += 20
    return value


class ContractRuleBot:
    """Rule player of the family's games (Klaverjas, Belote, Belote Contrée, Klaberjass for 2,
    3 and 4, the klaverjas of 1821): bids, takes the dix and plays from its seat's
    :class:`~audiojass.rules.components.ContractObservation` (module docstring); with
    ``manual_announce`` it announces whatever it may
    (:func:`~audiojass.bots.knowledge.forced_action`). ``seed``: kept for the bots' common
    signature (its rules are deterministic)."""

    name = "rule"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = Random(seed)

    def act(self, view: ContractObservation) -> FamilyAction:
        """The action for ``view`` (one of ``view.legal_actions``).

        Raises:
            ValueError: the seat has nothing to do now.
        """
        forced = forced_action(view)
        if forced is not None:
            return forced
        legal = view.legal_actions
        dix = [a for a in legal if str(a) == "dix"]
        if dix and view.turn_up is not None and view.trump is not None:
            if dix_helps(mask_of(view.hand), int(view.trump), int(view.turn_up)):
                return dix[0]
            keep = [a for a in legal if str(a) == "keep-dix"]
            if keep:
                return keep[0]
        if view.phase is Phase.TRUMP and is_klaberjass(view.variant):
            return klaberjass_choice_for(view)[0]
        if view.phase is Phase.TRUMP:
            bids = [b for b in legal if not isinstance(b, PlayCard)]
            return rule_bid(
                mask_of(view.hand),
                bids,  # type: ignore[arg-type]
                list(view.bids),
                view.seat,
                view.turn_up if view.turn_up_taker is None else None,
                has_belote(view),
            )
        return PlayCard(Card(self.choose_card(view)))

    def choose_card(self, view: ContractObservation) -> int:
        """The card to play now (an int of ``view.legal_actions``)."""
        knowledge = DutyKnowledge.from_observation(view)
        me = view.seat
        players = view.players
        legal = 0
        for action in view.legal_actions:
            if isinstance(action, PlayCard):
                legal |= action.card.bit
        ctx = play_context(view)
        if view.variant.play_phases == 2:
            scored = scored_melds_1821(view)[me]
            return card_1821(
                ctx,
                knowledge.hand,
                legal,
                [int(c) for c in view.trick],
                knowledge.possible(1 - me),
                view.play_phase,
                meld_lead_value(knowledge.hand, scored, ctx.mode) if view.trick else 0,
            )
        sides = view.variant.teams
        return seated_card(
            ctx,
            me,
            [knowledge.possible(seat) for seat in range(players)],
            legal,
            [int(c) for c in view.trick],
            view.declarer is not None and view.declarer % sides == me % sides,
            len(view.hand),  # the tricks left, this one included
        )


def seated_card(
    ctx: PlayContext,
    seat: int,
    holds: list[int],
    legal: int,
    trick: list[int],
    declarers: bool,
    tricks_left: int,
) -> int:
    """:func:`rule_card` for ``seat``, ``holds[s]`` the cards each seat may hold (its own: its
    hand): the rivals and the partner as the table seats them (:attr:`PlayContext.partners`)."""
    if ctx.partners:
        rivals: tuple[int, ...] = (holds[(seat + 1) % 4], holds[(seat + 3) % 4])
        partner = holds[(seat + 2) % 4]
    else:
        players = ctx.players
        rivals = tuple(holds[(seat + k) % players] for k in range(1, players))
        partner = 0
    return rule_card(ctx, holds[seat], legal, trick, rivals, partner, declarers, tricks_left)


def scored_melds_1821(view: ContractObservation) -> list[list[Meld]]:
    """The klaverjas of 1821: the combinations each seat has scored this deal (a declaration
    not countered, or a counter), from the public declarations."""
    declared = view.melds_declared
    scored: list[list[Meld]] = [[] for _ in range(view.players)]
    pending = len(declared) - 1 if view.pending_meld is not None else -1  # not yet scored
    for index, declaration in enumerate(declared):
        if index == pending:
            continue
        countered = index + 1 < len(declared) and declared[index + 1].countered
        if declaration.countered or not countered:
            scored[declaration.seat].append(declaration.meld)
    return scored
