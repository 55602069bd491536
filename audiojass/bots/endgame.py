"""Exact endgames of the Swiss trick play: the perfect-information value of a
:class:`~audiojass.rules.tricks.TrickPlay` position, every hand in view.

Team games (Jass, Schieber: partners opposite, seats ``s`` and ``s + 2``): :func:`solve_team`
is the final margin of one side (its card points minus the other side's, the last trick's
bonus and the match bonus as :class:`~audiojass.rules.game.Game` scores them) when both sides
play perfectly from the position on; :func:`root_values` gives that margin after each legal card
of the seat to play. An alpha-beta search with a transposition table keyed at trick boundaries
(the hands, the leader, and which sides have taken a trick), ordered moves (the best lead found
before first, the cheapest card that takes the trick, points to a partner taking it) and one
card of each equivalent set (touching cards of one suit in one hand, worth the same points:
every card between them in the suit's order is already out of play, so either plays alike now
and later; the other one stays behind in the hand).

Each for themselves (Putz): :func:`solve_putz` is a max-n search, every seat choosing the card
best for its own final value (``awards`` of every seat's final points); a seat indifferent
between cards takes the one worst for the others (the least sum of their values, then the
least value of each in seat order after it), so the value is one well-defined number per seat
whatever the order cards are tried in. Its table keys add every seat's points so far; each
final point distribution's values are remembered from one solve to the next; with three seats
the last two tricks are one unrolled loop (the same cards in the same order as the search).

Sources: the card play and scoring of :mod:`audiojass.rules.tricks` (``swiss_legal_mask``,
``WIN_KEY``, ``POINTS``, ``LAST_TRICK_BONUS``) and the match bonus as ``Game`` credits it (a
side that takes every trick of the deal).

Costs (``bench/endgame.py``, random positions at the start of a trick, one busy core): four
seats, the 95th percentile of :func:`solve_team` 0.07 ms with two tricks left, 0.7 ms with
three, 12 ms with four, 85 ms with five, about 1 s with six; Putz for three 0.2, 1.6 and 22
ms with two, three and four tricks; Putz for five 0.86 ms with two, 29 ms with three (before
the awards were remembered across solves and the last trick played without a search: Putz
for three 2.5 and 39 ms with three and four tricks, Putz for five 40 ms with three). Those
positions meet every final point distribution for the first time; solved again, as the
search's sampled deals meet most of them, Putz for three's three tricks take 0.31 ms on
average (0.49 ms before the unrolled loop).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from typing import TypeAlias

from audiojass.rules.tricks import (
    LAST_TRICK_BONUS,
    POINTS,
    SUIT_MASK,
    WIN_KEY,
    TrickPlay,
    swiss_legal_mask,
)

__all__ = ["Awards", "distinct_cards", "root_values", "solve_putz", "solve_team"]

Awards = Callable[[list[int]], Sequence[float]]
"""Each seat's final value given every seat's final card points of the deal (one per seat)."""

_ORDER: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(sorted(range(suit * 9, suit * 9 + 9), key=WIN_KEY[mode][suit].__getitem__))
        for suit in range(4)
    )
    for mode in range(6)
)
"""``_ORDER[mode][suit]``: the suit's cards from the weakest to the strongest (as that suit's
cards rank against each other, trumps by trump strength)."""

_INFINITY = 1 << 30


_DISTINCT: dict[tuple[int, int, int], list[int]] = {}
_DISTINCT_KEPT = 5_000
"""The most sets of equivalent cards remembered (emptied beyond): a long session of Putz for
five filled 200,000 of them, about 54 MB, for no measurable gain in speed."""
_FINALS_KEPT = 10_000
"""The most final point distributions :func:`solve_putz` remembers per awards function
(emptied beyond): 200,000 of them held about 300 MB after a dozen deals of Putz for five,
for no measurable gain in speed over a few thousand."""


def _distinct(legal: int, live: int, mode: int) -> list[int]:
    """:func:`distinct_cards`, remembered (the caller must not change the list)."""
    if not legal & (legal - 1):
        return [legal.bit_length() - 1]
    suits = 0
    for mask in SUIT_MASK:
        if legal & mask:
            suits |= mask
    key = (legal, live & suits, mode)
    cards = _DISTINCT.get(key)
    if cards is None:
        if len(_DISTINCT) > _DISTINCT_KEPT:
            _DISTINCT.clear()
        cards = _DISTINCT[key] = distinct_cards(legal, live, mode)
    return cards


def distinct_cards(legal: int, live: int, mode: int) -> list[int]:
    """One card of each set of equivalent cards of ``legal`` (the legal cards of one hand):
    cards of one suit worth the same points with no ``live`` card (held by any seat, or in the
    current trick) of that suit between them in the suit's order are equivalent, and only the
    weakest of each set is kept. Cards in increasing index of suit, weakest first."""
    points = POINTS[mode]
    cards: list[int] = []
    for suit in range(4):
        if not legal & SUIT_MASK[suit]:
            continue
        chain = -1  # the points of the set still open, -1: none
        for card in _ORDER[mode][suit]:
            bit = 1 << card
            if legal & bit:
                worth = points[card]
                if worth != chain:
                    cards.append(card)
                    chain = worth
            elif live & bit:
                chain = -1
    return cards


class _TeamSolver:
    """Alpha-beta over one team game's position (module docstring); the table lives as long as
    the solver (one mode, one side, one match bonus, one Buur rule)."""

    def __init__(self, play: TrickPlay, me: int, match_bonus: int) -> None:
        if play.players != 4:
            raise ValueError(f"team play needs four seats, not {play.players}")
        self.mode = play.mode
        self.side = me % 2
        self.match_bonus = match_bonus
        self.buur = play.buur_exemption
        self.table: dict[tuple[int, ...], tuple[int, int, int]] = {}

    def value(self, play: TrickPlay, alpha: int = -_INFINITY, beta: int = _INFINITY) -> int:
        """The future margin of the side from ``play`` (not changed): the points still to be
        taken by the side minus the other side's, bonuses included."""
        hands = play.hands[:]
        trick = play.trick[:]
        won = [play.tricks_won[0] + play.tricks_won[2], play.tricks_won[1] + play.tricks_won[3]]
        live = hands[0] | hands[1] | hands[2] | hands[3]
        for card in trick:
            live |= 1 << card
        return self._search(hands, trick, play.leader, play.tricks_left, won, alpha, beta, live)

    def _search(
        self,
        hands: list[int],
        trick: list[int],
        leader: int,
        left: int,
        won: list[int],
        alpha: int,
        beta: int,
        live: int,
    ) -> int:
        """The future margin (:meth:`value`); ``live``: the cards held at the start of the
        trick (every card still in a hand or in the trick)."""
        mode = self.mode
        count = len(trick)
        if left == 1:
            return self._last_trick(hands, trick, leader, won)
        key: tuple[int, ...] | None = None
        first = -1
        if count == 0:
            if left == 0:
                return 0
            key = (hands[0], hands[1], hands[2], hands[3], leader, won[0] > 0, won[1] > 0)
            entry = self.table.get(key)
            if entry is not None:
                low, high, first = entry
                if low >= beta:
                    return low
                if high <= alpha:
                    return high
                if low == high:
                    return low
                if low > alpha:
                    alpha = low
                if high < beta:
                    beta = high
        window_alpha, window_beta = alpha, beta
        seat = (leader + count) & 3
        hand = hands[seat]
        legal = swiss_legal_mask(hand, trick, mode, self.buur)
        cards = _distinct(legal, live, mode)
        ours = (seat & 1) == self.side
        if len(cards) > 1:
            cards = self._ordered(cards, trick, leader, seat, first)
        best = -_INFINITY if ours else _INFINITY
        best_card = cards[0]
        points = POINTS[mode]
        search = self._search
        for number, card in enumerate(cards):
            hands[seat] = hand & ~(1 << card)
            trick.append(card)
            if count == 3:
                keys = WIN_KEY[mode][trick[0] // 9]
                head = 0
                head_key = keys[trick[0]]
                for index in (1, 2, 3):
                    if keys[trick[index]] > head_key:
                        head, head_key = index, keys[trick[index]]
                winner = (leader + head) & 3
                side = winner & 1
                taken = points[trick[0]] + points[trick[1]] + points[trick[2]] + points[card]
                signed = taken if side == self.side else -taken
                won[side] += 1
                after, after_leader, after_left = [], winner, left - 1
                after_live = hands[0] | hands[1] | hands[2] | hands[3]
            else:
                signed = 0
                after, after_leader, after_left = trick, leader, left
                after_live = live
            # the child's window, in its own terms (the points of a trick just taken off)
            low, high = alpha - signed, beta - signed
            if after_left == 1 and count == 3:  # the last trick: every card forced
                value = self._last_trick(hands, after, after_leader, won)
            elif number == 0:
                value = search(hands, after, after_leader, after_left, won, low, high, after_live)
            elif ours:  # a null window first: is this card better than the best so far?
                value = search(
                    hands, after, after_leader, after_left, won, low, low + 1, after_live
                )
                if low < value < high:
                    value = search(
                        hands, after, after_leader, after_left, won, value - 1, high, after_live
                    )
            else:
                value = search(
                    hands, after, after_leader, after_left, won, high - 1, high, after_live
                )
                if low < value < high:
                    value = search(
                        hands, after, after_leader, after_left, won, low, value + 1, after_live
                    )
            value += signed
            if count == 3:
                won[side] -= 1
            trick.pop()
            if ours:
                if value > best:
                    best, best_card = value, card
                    if value > alpha:
                        alpha = value
            elif value < best:
                best, best_card = value, card
                if value < beta:
                    beta = value
            if alpha >= beta:
                break
        hands[seat] = hand
        if key is not None:
            low, high = -_INFINITY, _INFINITY
            entry = self.table.get(key)
            if entry is not None:
                low, high = entry[0], entry[1]
            if best <= window_alpha:
                high = min(high, best)
            elif best >= window_beta:
                low = max(low, best)
            else:
                low = high = best
            self.table[key] = (low, high, best_card)
        return best

    def _last_trick(self, hands: list[int], trick: list[int], leader: int, won: list[int]) -> int:
        """The margin of the last trick, every card forced (one left in each hand to play)."""
        cards = trick[:]
        for index in range(len(trick), 4):
            cards.append(hands[(leader + index) & 3].bit_length() - 1)
        keys = WIN_KEY[self.mode][cards[0] // 9]
        head = 0
        head_key = keys[cards[0]]
        for index in (1, 2, 3):
            if keys[cards[index]] > head_key:
                head, head_key = index, keys[cards[index]]
        side = (leader + head) & 1
        points = POINTS[self.mode]
        taken = points[cards[0]] + points[cards[1]] + points[cards[2]] + points[cards[3]]
        taken += LAST_TRICK_BONUS
        if won[1 - side] == 0:
            taken += self.match_bonus
        return taken if side == self.side else -taken

    def _ordered(
        self, cards: list[int], trick: list[int], leader: int, seat: int, first: int
    ) -> list[int]:
        """``cards`` in the order to try them: the best found before first; on a lead, the
        strongest cards first; else the cheapest card that takes the trick from the other
        side, or points onto a partner's trick, then the rest cheapest first."""
        mode = self.mode
        points = POINTS[mode]
        if not trick:
            keys = WIN_KEY[mode]
            ranked = sorted(cards, key=lambda c: -256 * points[c] - keys[c // 9][c])
        else:
            keys_led = WIN_KEY[mode][trick[0] // 9]
            head = 0
            head_key = keys_led[trick[0]]
            for index in range(1, len(trick)):
                if keys_led[trick[index]] > head_key:
                    head, head_key = index, keys_led[trick[index]]
            partner = ((leader + head) & 1) == (seat & 1)

            def order(card: int) -> int:
                key = keys_led[card]
                if partner:
                    return (1000 + key) if key > head_key else -points[card]
                return key if key > head_key else 1000 + points[card]

            ranked = sorted(cards, key=order)
        if first in ranked and ranked[0] != first:
            ranked.remove(first)
            ranked.insert(0, first)
        return ranked


def solve_team(play: TrickPlay, me: int, match_bonus: int) -> int:
    """The exact final margin of ``me``'s side (seats ``me % 2`` and ``me % 2 + 2``) when both
    sides play perfectly from ``play`` on, every hand in view: the side's card points of the
    whole deal (``play.points``, taken so far, and the rest, with the last trick's bonus)
    minus the other side's, ``match_bonus`` added for a side that takes every trick of the
    deal. ``play`` is not changed.

    Raises:
        ValueError: ``play`` does not have four seats.
    """
    solver = _TeamSolver(play, me, match_bonus)
    return _taken_margin(play, solver.side, match_bonus) + solver.value(play)


def root_values(play: TrickPlay, me: int, match_bonus: int) -> dict[int, int]:
    """The exact final margin of ``me``'s side (as :func:`solve_team`) after each legal card
    of the seat to play, both sides playing perfectly afterwards; ``{card: margin}`` with every
    legal card (equivalent cards share their value). ``play`` is not changed.

    Raises:
        ValueError: ``play`` does not have four seats, or the deal is over.
    """
    if play.done:
        raise ValueError("the deal is over: no card to play")
    solver = _TeamSolver(play, me, match_bonus)
    legal = play.legal_mask()
    live = play.hands[0] | play.hands[1] | play.hands[2] | play.hands[3]
    for card in play.trick:
        live |= 1 << card
    values: dict[int, int] = {}
    for card in distinct_cards(legal, live, play.mode):
        after = play.copy()
        after.play(card)
        values[card] = _taken_margin(after, solver.side, match_bonus) + solver.value(after)
    # the cards left out stand for the kept card of their set: the nearest weaker legal one
    kept = -1
    for suit in range(4):
        chain = -1
        for card in _ORDER[play.mode][suit]:
            bit = 1 << card
            if legal & bit:
                if card in values:
                    kept, chain = card, POINTS[play.mode][card]
                elif chain >= 0:
                    values[card] = values[kept]
            elif live & bit:
                chain = -1
    return dict(sorted(values.items()))


def _taken_margin(play: TrickPlay, side: int, match_bonus: int = 0) -> int:
    """The side's card points taken so far minus the other side's; at the end of the deal
    with ``match_bonus`` for a side that took every trick."""
    points = play.points
    ours = points[side] + points[side + 2]
    margin = 2 * ours - sum(points)
    if play.done:
        won = play.tricks_won
        ours_won = won[side] + won[side + 2]
        theirs_won = won[1 - side] + won[3 - side]
        if ours_won and not theirs_won:
            margin += match_bonus
        elif theirs_won and not ours_won:
            margin -= match_bonus
    return margin


def solve_putz(play: TrickPlay, awards: Awards) -> list[float]:
    """The exact final value of every seat (``awards`` of the seats' final points, the last
    trick's bonus included) when every seat plays the card best for its own value from
    ``play`` on, every hand in view (max-n; ties broken as the module docstring says). One
    value per seat; ``play`` is not changed. ``awards`` must be a function of the points
    alone: its values are remembered from one call to the next while the function lives.

    Raises:
        ValueError: ``awards`` does not give one value per seat.
    """
    players = play.players
    mode = play.mode
    buur = play.buur_exemption
    points_of = POINTS[mode]
    win_keys = WIN_KEY[mode]
    table: dict[tuple[int, ...], _PutzOutcome] = {}
    finals = _FINALS.get(awards)
    if finals is None or len(finals) > _FINALS_KEPT:
        finals = _FINALS[awards] = {}
    hands = play.hands[:]
    points = play.points[:]

    def final(seat_points: list[int]) -> _PutzOutcome:
        key = tuple(seat_points)
        result = finals.get(key)
        if result is None:
            values = tuple(float(v) for v in awards(list(seat_points)))
            if len(values) != players:
                raise ValueError(f"awards gave {len(values)} values for {players} seats")
            ranks = tuple(_putz_rank(values, seat, players) for seat in range(players))
            result = finals[key] = (values, ranks)
        return result

    def settle(cards: list[int], leader: int) -> tuple[int, int]:
        """The seat taking the full trick ``cards`` led by ``leader``, and its card points."""
        keys = win_keys[cards[0] // 9]
        head = 0
        taken = 0
        for index, played in enumerate(cards):
            taken += points_of[played]
            if keys[played] > keys[cards[head]]:
                head = index
        return (leader + head) % players, taken

    def last_trick(trick: list[int], leader: int) -> _PutzOutcome:
        """The outcome of the last trick, ``trick`` on the table, every other card forced."""
        cards = trick[:]
        for index in range(len(trick), players):
            cards.append(hands[(leader + index) % players].bit_length() - 1)
        winner, taken = settle(cards, leader)
        taken += LAST_TRICK_BONUS
        points[winner] += taken
        outcome = final(points)
        points[winner] -= taken
        return outcome

    def two_tricks(leader: int) -> _PutzOutcome:
        """Three seats at the start of the last but one trick, two cards in every hand: the
        search below unrolled (the same cards in the same order, the same ties)."""
        second = (leader + 1) % 3
        third = (leader + 2) % 3
        lead_hand, second_hand, third_hand = hands[leader], hands[second], hands[third]
        live = lead_hand | second_hand | third_hand
        best: _PutzOutcome | None = None
        best_rank: tuple[float, ...] = ()
        for lead in _distinct(lead_hand, live, mode):
            keys = win_keys[lead // 9]
            lead_key = keys[lead]
            lead_points = points_of[lead]
            lead_last = (lead_hand & ~(1 << lead)).bit_length() - 1
            follow = swiss_legal_mask(second_hand, [lead], mode, buur)
            best_second: _PutzOutcome | None = None
            second_rank: tuple[float, ...] = ()
            for card2 in _distinct(follow, live, mode):
                second_last = (second_hand & ~(1 << card2)).bit_length() - 1
                legal3 = swiss_legal_mask(third_hand, [lead, card2], mode, buur)
                if keys[card2] > lead_key:
                    head, head_key = second, keys[card2]
                else:
                    head, head_key = leader, lead_key
                taken2 = lead_points + points_of[card2]
                best_third: _PutzOutcome | None = None
                third_rank: tuple[float, ...] = ()
                for card3 in _distinct(legal3, live, mode):
                    winner = third if keys[card3] > head_key else head
                    final_points = points[:]
                    final_points[winner] += taken2 + points_of[card3]
                    # the last trick, every card forced
                    last = [lead_last, second_last, (third_hand & ~(1 << card3)).bit_length() - 1]
                    first = last[(winner - leader) % 3]
                    last_keys = win_keys[first // 9]
                    taker, top = winner, last_keys[first]
                    for offset in (1, 2):
                        seat = (winner + offset) % 3
                        card = last[(seat - leader) % 3]
                        if last_keys[card] > top:
                            taker, top = seat, last_keys[card]
                    final_points[taker] += (
                        points_of[last[0]]
                        + points_of[last[1]]
                        + points_of[last[2]]
                        + LAST_TRICK_BONUS
                    )
                    outcome = finals.get(tuple(final_points)) or final(final_points)
                    rank = outcome[1][third]
                    if best_third is None or rank > third_rank:
                        best_third, third_rank = outcome, rank
                assert best_third is not None
                rank = best_third[1][second]
                if best_second is None or rank > second_rank:
                    best_second, second_rank = best_third, rank
            assert best_second is not None
            rank = best_second[1][leader]
            if best is None or rank > best_rank:
                best, best_rank = best_second, rank
        assert best is not None
        return best

    def search(trick: list[int], leader: int, left: int) -> _PutzOutcome:
        count = len(trick)
        key: tuple[int, ...] | None = None
        if left == 1:
            return last_trick(trick, leader)
        if count == 0:
            if left == 0:
                return final(points)
            if left == 2 and players == 3:
                return two_tricks(leader)
            key = (*hands, *points, leader)
            known = table.get(key)
            if known is not None:
                return known
        seat = (leader + count) % players
        hand = hands[seat]
        legal = swiss_legal_mask(hand, trick, mode, buur)
        live = 0
        for held in hands:
            live |= held
        for card in trick:
            live |= 1 << card
        best: _PutzOutcome | None = None
        best_rank: tuple[float, ...] = ()
        last = count + 1 == players
        for card in _distinct(legal, live, mode):
            hands[seat] = hand & ~(1 << card)
            trick.append(card)
            if last:
                winner, taken = settle(trick, leader)
                points[winner] += taken
                # the last trick, when it follows, without a search
                outcome = last_trick([], winner) if left == 2 else search([], winner, left - 1)
                points[winner] -= taken
            else:
                outcome = search(trick, leader, left)
            trick.pop()
            rank = outcome[1][seat]
            if best is None or rank > best_rank:
                best, best_rank = outcome, rank
        hands[seat] = hand
        assert best is not None
        if key is not None:
            table[key] = best
        return best

    if play.done:
        return list(final(points)[0])
    return list(search(play.trick[:], play.leader, play.tricks_left)[0])


_PutzOutcome: TypeAlias = "tuple[tuple[float, ...], tuple[tuple[float, ...], ...]]"
"""A final outcome of :func:`solve_putz`: every seat's value, and how much each seat likes it
(:func:`_putz_rank`, one per seat)."""

_FINALS: weakref.WeakKeyDictionary[Awards, dict[tuple[int, ...], _PutzOutcome]] = (
    weakref.WeakKeyDictionary()
)
"""Per ``awards`` function: the outcome of each seat's final points, remembered from one
:func:`solve_putz` to the next (so ``awards`` must give the same values for the same points)."""


def _putz_rank(value: tuple[float, ...], seat: int, players: int) -> tuple[float, ...]:
    """How much ``seat`` likes an outcome: its own value, then the least sum of the others'
    values, then the least value of each other seat in seat order after it (highest best)."""
    others = [value[(seat + k) % players] for k in range(1, players)]
    return (value[seat], -sum(others), *(-v for v in others))
