"""A double-dummy solver for the team games of four: the exact value of a trick-play position
with every hand in view, from any point of the deal, the first trick included.

The position is a :class:`~audiojass.rules.tricks.TrickPlay` of any game (its
:class:`~audiojass.rules.cardtable.CardTable`, its :class:`~audiojass.rules.duties.TrickDuties`
and its last-trick bonus), partners opposite (seats ``s`` and ``s + 2``). The value is the final
margin of one side: its card points minus the other side's, the last trick's bonus included and
a match bonus for a side that takes every trick of the deal (the Swiss match, the family's
capot or pit), as :func:`audiojass.bots.endgame.solve_team` defines it (that solver is the
pure-Python reference of the Swiss games; this one gives the same values on every position
both solve).

The search (one kernel, :func:`_search`): alpha-beta on the side's margin, fail-soft, with

- one card of each set of equivalent cards (touching cards of one suit in one hand, worth the
  same points: every card between them in the suit's order is out of play);
- move ordering: the best card found before first, then on a lead the strongest and dearest
  cards, the cheapest card that takes the trick from the other side, points onto a partner's
  trick, the rest cheapest first;
- a transposition table keyed at trick boundaries (the four hands, the leader, which sides have
  taken a trick when a match bonus is at stake) that keeps a lower and an upper bound, shared by
  every solve with the same rules, so that the sampled deals of one decision and the candidates
  of one deal reuse each other's work; its keys move every card down onto the weakest card of
  its suit worth the same points (:func:`_canonical_card`), so that positions alike but for
  which of equal cards were played meet;
- a bound from the points still out: no side can gain more than the cards still held, the last
  trick's bonus and a match bonus still open;
- zero-window tests at the root (:meth:`Solver.value`, :meth:`Solver.card_values`): the first
  at a guess (MTD(f)), the next ones halving the interval still open;
- a limit of positions per call, past which the solve gives up (:class:`GaveUp`).

The search walks an explicit stack, not a recursion (numba's cache cannot keep a recursive
function: it crashed the second start). The kernel runs natively through numba where it is
installed (each function compiled once for its one signature, on the first start of a process,
or loaded from numba's cache: ``bench/double_dummy.py --start`` measures both); without numba,
or with ``AUDIOJASS_NATIVE=0`` in the environment, the same code runs as plain Python, about
40 times slower (:data:`NATIVE` tells which).

Sources: the card play of :mod:`audiojass.rules.duties` (:func:`~audiojass.rules.duties.
duty_legal_mask`, every game's trick duties as one model) and of :class:`~audiojass.rules.tricks.
TrickPlay` (the trick's winner, its points, the last trick's bonus); the match bonus as the games
score it (``docs/rules/swiss.md`` "Scoring"; ``docs/rules/family.md`` "Common").
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from typing import Any, Final, Protocol, TypeVar, cast

import numpy as np

from audiojass.rules.duties import TrickDuties, VoidDuty
from audiojass.rules.tricks import TrickPlay

__all__ = ["NATIVE", "GaveUp", "Solver", "card_values", "solve"]


def _native_jit() -> Callable[[str], Callable[[Callable[..., Any]], Callable[..., Any]]] | None:
    if os.environ.get("AUDIOJASS_NATIVE", "1") == "0":
        return None
    try:
        import numba
    except ImportError:  # the platforms without a numba wheel: the same code as plain Python
        return None

    def jit(signature: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        return numba.njit(signature, cache=True, nogil=True)

    return jit


_JIT = _native_jit()
NATIVE: Final = _JIT is not None
"""True where the kernel is compiled by numba; False where it runs as plain Python."""


_Kernel = TypeVar("_Kernel", bound=Callable[..., Any])


def _kernel(signature: str) -> Callable[[_Kernel], _Kernel]:
    """Compiles a kernel function for its one ``signature`` (every int an int64, every array a
    contiguous int64 array: one compiled version, which numba's cache keeps safely), or leaves
    it as Python."""

    def compiled(function: _Kernel) -> _Kernel:
        return function if _JIT is None else cast(_Kernel, _JIT(signature)(function))

    return compiled


_A = "int64[::1]"


class _Ints(Protocol):
    """What the kernel reads and writes: a flat array of ints (numba's int64 arrays, or
    Python lists where the kernel runs as Python)."""

    def __getitem__(self, index: int, /) -> int: ...

    def __setitem__(self, index: int, value: int, /) -> None: ...


INFINITY: Final = 1 << 20

# the rules vector: one int per entry
_TRUMP = 0  # the trump suit, -1 without
_FOLLOW = 1  # follow_suit
_HEAD_PLAIN = 2
_HEAD_PLAIN_UNLESS_PARTNER = 3
_OVERTRUMP_LEAD = 4
_OVERTRUMP_LEAD_UNLESS_PARTNER = 5
_BARE_JASS = 6
_TRUMP_INSTEAD = 7
_LEAD_EXEMPTION = 8
_VOID = 9  # three entries: must_trump, must_overtrump, undertrump (0 banned, 1 any_trump, 2 free)
_VOID_PARTNER = 12  # the same three when the partner heads
_PARTNERS = 15
_LAST_BONUS = 16
_MATCH_BONUS = 17
_RULES = 18

_UNDERTRUMP: Final = {"banned": 0, "any_trump": 1, "free": 2}

# the statistics vector
_NODES = 0  # positions searched
_LIMIT = 1  # the count of positions at which the search gives up
_GAVE_UP = 2  # 1 once it has

# transposition table sizes: entries (a power of two)
_TABLE_BITS: Final = 19


# -- the kernel -----------------------------------------------------------------------------------


@_kernel(f"int64(int64, int64, int64, {_A}, int64)")
def _void_legal(hand: int, trumps: int, over: int, rules: _Ints, at: int) -> int:
    """The cards of a player void in the plain suit led (``rules[at:at + 3]`` the duty)."""
    others = hand & ~trumps
    under = trumps & ~over
    must_trump = rules[at]
    must_over = rules[at + 1]
    undertrump = rules[at + 2]
    if must_trump:
        if not must_over:
            if undertrump == 0:
                if over:
                    return over
                if others:
                    return others
                return under
            return trumps
        if over:
            return over
        if undertrump == 1:
            return under
        if undertrump == 0:
            if others:
                return others
            return under
        return hand
    if undertrump == 0:
        if others | over:
            return others | over
        return under
    return hand


@_kernel(f"int64({_A}, int64, int64, {_A})")
def _head(trick: _Ints, base: int, count: int, win_key: _Ints) -> int:
    """The index of the card heading the trick ``trick[base:base + count]`` (not empty)."""
    row = (trick[base] // 9) * 36
    head = 0
    best = win_key[row + trick[base]]
    for index in range(1, count):
        key = win_key[row + trick[base + index]]
        if key > best:
            head = index
            best = key
    return head


@_kernel(f"int64(int64, {_A}, int64, int64, {_A}, {_A}, {_A})")
def _legal(
    hand: int, trick: _Ints, base: int, count: int, rules: _Ints, win_key: _Ints, above: _Ints
) -> int:
    """The legal cards of ``hand`` to the trick ``trick[base:base + count]`` (the model of
    :func:`~audiojass.rules.duties.duty_legal_mask`; the partner played ``count - 2``)."""
    if count == 0 or rules[_FOLLOW] == 0:
        return hand
    lead = trick[base] // 9
    trump = rules[_TRUMP]
    row = lead * 36
    head = _head(trick, base, count, win_key)
    partner_heads = rules[_PARTNERS] != 0 and head == count - 2
    top = trick[base + head]
    suit_mask = 0x1FF << (9 * lead)
    follow = hand & suit_mask
    if follow:
        if lead == trump:
            if rules[_LEAD_EXEMPTION] and follow == 1 << (trump * 9 + 5):
                return hand
            if rules[_OVERTRUMP_LEAD] and not (
                partner_heads and rules[_OVERTRUMP_LEAD_UNLESS_PARTNER]
            ):
                over = follow & above[top]
                if over:
                    return over
                return follow
            return follow
        if rules[_HEAD_PLAIN] and not (partner_heads and rules[_HEAD_PLAIN_UNLESS_PARTNER]):
            # the strongest card of the suit led in the trick
            strongest = -1
            for index in range(count):
                card = trick[base + index]
                if card // 9 == lead and (
                    strongest < 0 or win_key[row + card] > win_key[row + strongest]
                ):
                    strongest = card
            over = follow & above[strongest]
            if over:
                return over
            return follow
        if rules[_TRUMP_INSTEAD] and trump >= 0:
            trumps = hand & (0x1FF << (9 * trump))
            if top // 9 == trump:
                return follow | (trumps & above[top])
            return follow | trumps
        return follow
    if trump < 0 or lead == trump:
        return hand
    trumps = hand & (0x1FF << (9 * trump))
    if not trumps or (rules[_BARE_JASS] and trumps == 1 << (trump * 9 + 5)):
        return hand
    over = trumps
    if top // 9 == trump:
        over = trumps & above[top]
    if partner_heads:
        return _void_legal(hand, trumps, over, rules, _VOID_PARTNER)
    return _void_legal(hand, trumps, over, rules, _VOID)


@_kernel(f"int64(int64, int64, {_A}, {_A}, {_A}, int64)")
def _candidates(legal: int, live: int, order: _Ints, points: _Ints, out: _Ints, at: int) -> int:
    """One card of each set of equivalent cards of ``legal`` into ``out[at:]``; returns how many.
    ``order[suit * 9 + i]``: the suit's cards from the weakest (-1: not in the deck)."""
    count = 0
    for suit in range(4):
        if not legal & (0x1FF << (9 * suit)):
            continue
        chain = -1
        for index in range(9):
            card = order[suit * 9 + index]
            if card < 0:
                continue
            bit = 1 << card
            if legal & bit:
                worth = points[card]
                if worth != chain:
                    out[at + count] = card
                    count += 1
                    chain = worth
            elif live & bit:
                chain = -1
    return count


@_kernel(f"int64({_A}, {_A}, int64, int64, int64)")
def _moved_to(order: _Ints, points: _Ints, start: int, free: int, held: int) -> int:
    """Where a live card ``held`` of the suit whose order starts at ``order[start]`` moves in
    the table's keys: the first place from ``free`` on of a card worth as much."""
    target = free
    while order[start + target] < 0 or points[order[start + target]] != points[held]:
        target += 1
    return target


@_kernel(f"int64(int64, int64, {_A}, {_A})")
def _canonical_card(card: int, live: int, order: _Ints, points: _Ints) -> int:
    """The card standing for ``card`` (one of ``live``) in the table's keys: the live cards of
    each suit, weakest first, are moved down onto the weakest cards of the suit worth the same
    points, keeping their order; positions alike but for which of equal cards have been played
    meet in one key (the suit's order and the points are all the play reads; the only card
    a duty names, the trump jack, is the only trump of its points)."""
    start = (card // 9) * 9
    free = 0
    index = 0
    while index < 9:  # the live cards of the suit up to ``card``, weakest first
        held = order[start + index]
        index += 1
        if held >= 0 and (live >> held) & 1:
            target = _moved_to(order, points, start, free, held)
            if held == card:
                return order[start + target]
            free = target + 1
    return -1


@_kernel(f"void({_A}, {_A}, {_A}, {_A}, int64)")
def _canonical_hands(hands: _Ints, order: _Ints, points: _Ints, out: _Ints, at: int) -> None:
    """The four hands with every card moved as :func:`_canonical_card` says, into
    ``out[at:at + 4]``."""
    out[at] = 0
    out[at + 1] = 0
    out[at + 2] = 0
    out[at + 3] = 0
    h0 = hands[0]
    h1 = hands[1]
    h2 = hands[2]
    live = h0 | h1 | h2 | hands[3]
    for suit in range(4):
        start = suit * 9
        if not live & (0x1FF << start):
            continue
        free = 0
        for index in range(9):
            held = order[start + index]
            if held < 0 or not (live >> held) & 1:
                continue
            target = _moved_to(order, points, start, free, held)
            bit = 1 << order[start + target]
            if (h0 >> held) & 1:
                out[at] |= bit
            elif (h1 >> held) & 1:
                out[at + 1] |= bit
            elif (h2 >> held) & 1:
                out[at + 2] |= bit
            else:
                out[at + 3] |= bit
            free = target + 1


@_kernel("int64(int64, int64, int64)")
def _table_slot(a: int, b: int, c: int) -> int:
    mixed = (a ^ (b * 0x2545F4914F6CDD1D) ^ (c * 0x1B873593)) & 0x7FFFFFFFFFFFFFFF
    mixed ^= mixed >> 29
    return (mixed & ((1 << _TABLE_BITS) - 1)) * 6


@_kernel("int64(int64)")
def _only_card(hand: int) -> int:
    """The card of a hand of one card."""
    card = 0
    while not (hand >> card) & 1:
        card += 1
    return card


@_kernel(f"int64({_A}, {_A}, int64, int64, int64, int64, {_A}, {_A}, {_A})")
def _last_trick(
    hands: _Ints,
    trick: _Ints,
    base: int,
    count: int,
    leader: int,
    won: int,
    rules: _Ints,
    win_key: _Ints,
    points: _Ints,
) -> int:
    """Side 0's margin of the last trick, every card forced."""
    for index in range(count, 4):
        trick[base + index] = _only_card(hands[(leader + index) & 3])
    head = _head(trick, base, 4, win_key)
    taken = points[trick[base]] + points[trick[base + 1]]
    taken += points[trick[base + 2]] + points[trick[base + 3]]
    side = (leader + head) & 1
    taken += rules[_LAST_BONUS]
    if not (won >> (1 - side)) & 1:  # the other side took no trick: the match
        taken += rules[_MATCH_BONUS]
    if side == 0:
        return taken
    return -taken


# the fields of a frame of the search's stack (one per card played from the root)
_F_COUNT = 0  # cards in the trick
_F_LEADER = 1
_F_LEFT = 2  # tricks left, this one counted
_F_WON = 3  # bit s: side s took a trick
_F_ALPHA = 4
_F_BETA = 5
_F_WINDOW_ALPHA = 6  # the window as the frame was entered
_F_WINDOW_BETA = 7
_F_LIVE = 8  # card points in the hands and the trick
_F_BEST = 9
_F_BEST_CARD = 10
_F_INDEX = 11  # the candidate being tried
_F_NUMBER = 12  # candidates
_F_HAND = 13  # the hand of the seat to play, whole
_F_SEAT = 14
_F_SLOT = 15  # the table's slot, -1: none
_F_KEY = 16  # three words
_F_SIGNED = 19  # side 0's points of the trick the candidate completed (0: none)
_F_STAGE = 20  # 2: the child's value is final; 1: a null window, searched again if inside
_F_CHILD = 21  # the child's count, leader, left, won, live points
_F_CANONICAL = 26  # four hands: the table's key
_FIELDS = 30
_FRAMES = 41

_ENTER = 0
_NEXT = 1
_RETURN = 2


@_kernel(f"void({_A}, int64, int64, int64)")
def _push(frames: _Ints, f: int, low: int, high: int) -> None:
    """Enter the child the frame at ``f`` chose (its ``_F_CHILD`` fields) in the window
    ``low``, ``high``: the next frame's fields."""
    c = f + _F_CHILD
    g = f + _FIELDS
    frames[g + _F_COUNT] = frames[c]
    frames[g + _F_LEADER] = frames[c + 1]
    frames[g + _F_LEFT] = frames[c + 2]
    frames[g + _F_WON] = frames[c + 3]
    frames[g + _F_LIVE] = frames[c + 4]
    frames[g + _F_ALPHA] = low
    frames[g + _F_BETA] = high


@_kernel(
    f"int64({_A}, {_A}, int64, int64, int64, int64, int64, int64, int64, "
    + ", ".join([_A] * 9)
    + ")"
)
def _search(
    hands: _Ints,
    trick: _Ints,
    count: int,
    leader: int,
    left: int,
    won: int,
    alpha: int,
    beta: int,
    live_points: int,
    rules: _Ints,
    win_key: _Ints,
    points: _Ints,
    above: _Ints,
    order: _Ints,
    table: _Ints,
    moves: _Ints,
    frames: _Ints,
    stats: _Ints,
) -> int:
    """Side 0's future margin from the position (fail-soft alpha-beta in the window
    ``alpha``, ``beta``; principal-variation null windows for every candidate after the first):
    ``hands`` (changed and restored), the trick ``trick[4 * left:]`` with ``count`` cards led by
    ``leader``, ``left`` tricks to play counting this one, ``won`` bit ``s`` set once side ``s``
    took a trick, ``live_points`` the card points in the hands and the trick. ``table``: the
    transposition table (rows of a, b, c, low, high, best card); ``moves``: room for the
    candidates of each depth; ``frames``: the stack (one frame of ``_FIELDS`` per card played
    from the position). An explicit stack, not recursion: numba's cache cannot keep a recursive
    function."""
    depth = 0
    result = 0
    state = _ENTER
    f = 0
    frames[_F_COUNT] = count
    frames[_F_LEADER] = leader
    frames[_F_LEFT] = left
    frames[_F_WON] = won
    frames[_F_ALPHA] = alpha
    frames[_F_BETA] = beta
    frames[_F_LIVE] = live_points
    while True:
        f = depth * _FIELDS
        if state == _ENTER:
            stats[_NODES] += 1
            if stats[_NODES] >= stats[_LIMIT]:
                stats[_GAVE_UP] = 1
                return 0
            count = frames[f + _F_COUNT]
            leader = frames[f + _F_LEADER]
            left = frames[f + _F_LEFT]
            won = frames[f + _F_WON]
            alpha = frames[f + _F_ALPHA]
            beta = frames[f + _F_BETA]
            base = 4 * left
            if left == 1:
                result = _last_trick(hands, trick, base, count, leader, won, rules, win_key, points)
                state = _RETURN
                continue
            slot = -1
            first = -1
            if count == 0:
                match_open = won != 3 and rules[_MATCH_BONUS] != 0
                reach = frames[f + _F_LIVE] + rules[_LAST_BONUS]
                if match_open:
                    reach += rules[_MATCH_BONUS]
                if reach <= alpha:
                    result = reach
                    state = _RETURN
                    continue
                if -reach >= beta:
                    result = -reach
                    state = _RETURN
                    continue
                flags = won if match_open else 0
                live = hands[0] | hands[1] | hands[2] | hands[3]
                _canonical_hands(hands, order, points, frames, f + _F_CANONICAL)
                h0 = frames[f + _F_CANONICAL]
                h1 = frames[f + _F_CANONICAL + 1]
                h2 = frames[f + _F_CANONICAL + 2]
                h3 = frames[f + _F_CANONICAL + 3]
                key_a = h0 | ((h1 & 0xFFFFFFF) << 36)
                key_b = (h1 >> 28) | (h2 << 8) | ((h3 & 0x7FFFF) << 44)
                key_c = (h3 >> 19) | (leader << 17) | (flags << 19) | (1 << 21)
                slot = _table_slot(key_a, key_b, key_c)
                frames[f + _F_KEY] = key_a
                frames[f + _F_KEY + 1] = key_b
                frames[f + _F_KEY + 2] = key_c
                if table[slot] == key_a and table[slot + 1] == key_b and table[slot + 2] == key_c:
                    low = table[slot + 3]
                    high = table[slot + 4]
                    stored = table[slot + 5]
                    own = hands[leader] & (0x1FF << (9 * (stored // 9)))
                    while own:
                        candidate = _only_card(own & -own)
                        own &= own - 1
                        if _canonical_card(candidate, live, order, points) == stored:
                            first = candidate
                            break
                    if low >= beta or low == high:
                        result = low
                        state = _RETURN
                        continue
                    if high <= alpha:
                        result = high
                        state = _RETURN
                        continue
                    if low > alpha:
                        alpha = low
                    if high < beta:
                        beta = high
            frames[f + _F_SLOT] = slot
            frames[f + _F_WINDOW_ALPHA] = alpha
            frames[f + _F_WINDOW_BETA] = beta
            frames[f + _F_ALPHA] = alpha
            frames[f + _F_BETA] = beta
            seat = (leader + count) & 3
            hand = hands[seat]
            frames[f + _F_SEAT] = seat
            frames[f + _F_HAND] = hand
            legal = _legal(hand, trick, base, count, rules, win_key, above)
            live = hands[0] | hands[1] | hands[2] | hands[3]
            for index in range(count):
                live |= 1 << trick[base + index]
            at = depth * 32
            row = at + 16
            number = _candidates(legal, live, order, points, moves, at)
            lead_row = 0
            head_key = 0
            partner = 0
            if count > 0:
                lead_row = (trick[base] // 9) * 36
                head = _head(trick, base, count, win_key)
                head_key = win_key[lead_row + trick[base + head]]
                if ((count - head) & 1) == 0:
                    partner = 1
            # the order to try them in: a score per card, highest first (insertion)
            for index in range(number):
                card = moves[at + index]
                if card == first:
                    score = 1 << 20
                elif count == 0:
                    score = 256 * points[card] + win_key[(card // 9) * 36 + card]
                else:
                    key = win_key[lead_row + card]
                    if partner:
                        score = -1000 - key if key > head_key else points[card]
                    else:
                        score = 1000 - key if key > head_key else -points[card]
                position = index
                while position > 0 and moves[row + position - 1] < score:
                    moves[at + position] = moves[at + position - 1]
                    moves[row + position] = moves[row + position - 1]
                    position -= 1
                moves[at + position] = card
                moves[row + position] = score
            frames[f + _F_NUMBER] = number
            frames[f + _F_INDEX] = 0
            frames[f + _F_BEST] = -INFINITY if (seat & 1) == 0 else INFINITY
            frames[f + _F_BEST_CARD] = moves[at]
            state = _NEXT
            continue
        if state == _NEXT:
            index = frames[f + _F_INDEX]
            alpha = frames[f + _F_ALPHA]
            beta = frames[f + _F_BETA]
            seat = frames[f + _F_SEAT]
            hand = frames[f + _F_HAND]
            if index >= frames[f + _F_NUMBER] or alpha >= beta:
                hands[seat] = hand
                best = frames[f + _F_BEST]
                slot = frames[f + _F_SLOT]
                if slot >= 0:
                    key_a = frames[f + _F_KEY]
                    key_b = frames[f + _F_KEY + 1]
                    key_c = frames[f + _F_KEY + 2]
                    low = -INFINITY
                    high = INFINITY
                    if (
                        table[slot] == key_a
                        and table[slot + 1] == key_b
                        and table[slot + 2] == key_c
                    ):
                        low = table[slot + 3]
                        high = table[slot + 4]
                    if best <= frames[f + _F_WINDOW_ALPHA]:
                        if best < high:
                            high = best
                    elif best >= frames[f + _F_WINDOW_BETA]:
                        if best > low:
                            low = best
                    else:
                        low = best
                        high = best
                    table[slot] = key_a
                    table[slot + 1] = key_b
                    table[slot + 2] = key_c
                    table[slot + 3] = low
                    table[slot + 4] = high
                    live = hands[0] | hands[1] | hands[2] | hands[3]
                    table[slot + 5] = _canonical_card(frames[f + _F_BEST_CARD], live, order, points)
                result = best
                state = _RETURN
                continue
            count = frames[f + _F_COUNT]
            leader = frames[f + _F_LEADER]
            left = frames[f + _F_LEFT]
            base = 4 * left
            card = moves[depth * 32 + index]
            hands[seat] = hand & ~(1 << card)
            trick[base + count] = card
            signed = 0
            c = f + _F_CHILD
            if count == 3:
                taken = points[trick[base]] + points[trick[base + 1]]
                taken += points[trick[base + 2]] + points[trick[base + 3]]
                winner = (leader + _head(trick, base, 4, win_key)) & 3
                side = winner & 1
                signed = taken if side == 0 else -taken
                frames[c] = 0
                frames[c + 1] = winner
                frames[c + 2] = left - 1
                frames[c + 3] = frames[f + _F_WON] | (1 << side)
                frames[c + 4] = frames[f + _F_LIVE] - taken
            else:
                frames[c] = count + 1
                frames[c + 1] = leader
                frames[c + 2] = left
                frames[c + 3] = frames[f + _F_WON]
                frames[c + 4] = frames[f + _F_LIVE]
            frames[f + _F_SIGNED] = signed
            low = alpha - signed
            high = beta - signed
            if index == 0:
                frames[f + _F_STAGE] = 2
            elif (seat & 1) == 0:
                frames[f + _F_STAGE] = 1
                high = low + 1
            else:
                frames[f + _F_STAGE] = 1
                low = high - 1
            _push(frames, f, low, high)
            depth += 1
            state = _ENTER
            continue
        # _RETURN: the child's value (in its own terms) is in result
        if depth == 0:
            return result
        depth -= 1
        f = depth * _FIELDS
        alpha = frames[f + _F_ALPHA]
        beta = frames[f + _F_BETA]
        signed = frames[f + _F_SIGNED]
        seat = frames[f + _F_SEAT]
        ours = (seat & 1) == 0
        low = alpha - signed
        high = beta - signed
        if frames[f + _F_STAGE] == 1 and low < result < high:
            # the null window said "better": search again for the value
            frames[f + _F_STAGE] = 2
            if ours:
                low = result - 1
            else:
                high = result + 1
            _push(frames, f, low, high)
            depth += 1
            state = _ENTER
            continue
        value = result + signed
        index = frames[f + _F_INDEX]
        card = moves[depth * 32 + index]
        if ours:
            if value > frames[f + _F_BEST]:
                frames[f + _F_BEST] = value
                frames[f + _F_BEST_CARD] = card
                if value > alpha:
                    frames[f + _F_ALPHA] = value
        elif value < frames[f + _F_BEST]:
            frames[f + _F_BEST] = value
            frames[f + _F_BEST_CARD] = card
            if value < beta:
                frames[f + _F_BETA] = value
        frames[f + _F_INDEX] = index + 1
        state = _NEXT


# -- the solver ---------------------------------------------------------------------------------


def _duty_row(duty: VoidDuty) -> list[int]:
    return [int(duty.must_trump), int(duty.must_overtrump), _UNDERTRUMP[duty.undertrump]]


def _rules_of(play: TrickPlay, match_bonus: int) -> list[int]:
    """The rules vector of ``play``'s game (the ``_`` offsets above)."""
    duties: TrickDuties = play.duties
    rules = [
        play.table.trumps[play.mode],
        int(duties.follow_suit),
        int(duties.head_plain),
        int(duties.head_plain_unless_partner),
        int(duties.overtrump_trump_lead),
        int(duties.overtrump_trump_lead_unless_partner),
        int(duties.bare_jass),
        int(duties.may_trump_instead_of_following),
        int(duties.trump_lead_exemption),
        *_duty_row(duties.void),
        *_duty_row(duties.void_partner_heads),
        int(duties.partners),
        play.last_trick_bonus,
        match_bonus,
    ]
    assert len(rules) == _RULES
    return rules


class GaveUp(Exception):
    """The solve met its limit of positions before it knew the value."""


class Solver:
    """The double-dummy solver of one thread: :meth:`value` and :meth:`card_values` of team
    positions. Its transposition table is kept from one call to the next while the rules stay
    the same (the game's card table, trump mode, duties, last-trick bonus and match bonus) and
    emptied when they change; :attr:`nodes` counts the positions searched."""

    def __init__(self) -> None:
        self._rules_key: tuple[object, ...] | None = None
        self._arrays: tuple[Any, ...] = ()
        self._match_bonus = 0
        size = 6 << _TABLE_BITS
        if NATIVE:
            self._table: Any = np.zeros(size, dtype=np.int64)
            self._moves: Any = np.zeros(40 * 32, dtype=np.int64)
            self._stats: Any = np.zeros(4, dtype=np.int64)
            self._frames: Any = np.zeros(_FRAMES * _FIELDS, dtype=np.int64)
        else:
            self._table = [0] * size
            self._moves = [0] * (40 * 32)
            self._stats = [0] * 4
            self._frames = [0] * (_FRAMES * _FIELDS)
        self._stats[_LIMIT] = 1 << 62

    @property
    def nodes(self) -> int:
        """Positions searched since the solver was made."""
        return int(self._stats[_NODES])

    def _prepare(self, play: TrickPlay, match_bonus: int) -> tuple[Any, ...]:
        """The kernel's arrays for ``play``'s rules (the table emptied when they changed)."""
        if play.players != 4:
            raise ValueError(f"team play needs four seats, not {play.players}")
        key = (
            id(play.table),
            play.table,
            play.mode,
            play.duties,
            play.last_trick_bonus,
            match_bonus,
        )
        if key == self._rules_key:
            return self._arrays
        table = play.table
        mode = play.mode
        rules = _rules_of(play, match_bonus)
        win_key = [key for lead in range(4) for key in table.win_key[mode][lead]]
        points = list(table.points[mode])
        above = list(table.above[mode])
        strength = table.strength[mode]
        order: list[int] = []
        for suit in range(4):
            cards = [c for c in range(suit * 9, suit * 9 + 9) if strength[c] >= 0]
            cards.sort(key=strength.__getitem__)
            order += cards + [-1] * (9 - len(cards))
        arrays: tuple[Any, ...]
        if NATIVE:
            arrays = tuple(
                np.array(a, dtype=np.int64) for a in (rules, win_key, points, above, order)
            )
            self._table.fill(0)
        else:
            arrays = (rules, win_key, points, above, order)
            self._table = [0] * len(self._table)
        self._rules_key = key
        self._arrays = arrays
        self._match_bonus = match_bonus
        return arrays

    def _future(self, play: TrickPlay, arrays: tuple[Any, ...], alpha: int, beta: int) -> int:
        """Side 0's future margin of ``play`` searched in the window (fail-soft).

        Raises:
            GaveUp: the limit of positions was met.
        """
        rules, win_key, points, above, order = arrays
        left = play.tricks_left
        trick_buffer: Any
        if NATIVE:
            hands: Any = np.array(play.hands, dtype=np.int64)
            trick_buffer = np.zeros(40, dtype=np.int64)
        else:
            hands = play.hands[:]
            trick_buffer = [0] * 40
        card_points = play.table.points[play.mode]
        live_points = 0
        for hand in play.hands:
            while hand:
                bit = hand & -hand
                live_points += card_points[bit.bit_length() - 1]
                hand ^= bit
        for index, card in enumerate(play.trick):
            trick_buffer[4 * left + index] = card
            live_points += card_points[card]
        won = play.tricks_won
        flags = (1 if won[0] + won[2] else 0) | (2 if won[1] + won[3] else 0)
        value = int(
            _search(
                hands,
                trick_buffer,
                len(play.trick),
                play.leader,
                left,
                flags,
                alpha,
                beta,
                live_points,
                rules,
                win_key,
                points,
                above,
                order,
                self._table,
                self._moves,
                self._frames,
                self._stats,
            )
        )
        if self._stats[_GAVE_UP]:
            self._stats[_GAVE_UP] = 0
            raise GaveUp
        return value

    def _limit(self, nodes: int | None) -> None:
        """Let the next solve search at most ``nodes`` positions (None: no limit)."""
        self._stats[_LIMIT] = (1 << 62) if nodes is None else self._stats[_NODES] + nodes

    def _reach(self, play: TrickPlay) -> int:
        """A bound on the future margin of either side: the card points still out, the last
        trick's bonus and the match bonus."""
        card_points = play.table.points[play.mode]
        reach = play.last_trick_bonus + self._match_bonus
        for hand in play.hands:
            while hand:
                bit = hand & -hand
                reach += card_points[bit.bit_length() - 1]
                hand ^= bit
        for card in play.trick:
            reach += card_points[card]
        return reach

    def _exact(self, play: TrickPlay, arrays: tuple[Any, ...], guess: int) -> int:
        """Side 0's exact future margin of ``play`` by MTD(f) from ``guess``."""
        reach = self._reach(play)
        low, high = -reach, reach
        value = max(low, min(high, guess))
        first = True
        while low < high:
            if first:
                beta = value + 1 if value == low else value
                first = False
            else:
                beta = (low + high + 1) // 2
            value = self._future(play, arrays, beta - 1, beta)
            if value < beta:
                high = value
            else:
                low = value
        return low

    def value(self, play: TrickPlay, me: int, match_bonus: int, nodes: int | None = None) -> int:
        """The exact final margin of ``me``'s side (seats ``me % 2`` and ``me % 2 + 2``) when
        both sides play perfectly from ``play`` on, every hand in view: the side's card points
        of the whole deal (taken so far and to come, the last trick's bonus included) minus the
        other side's, ``match_bonus`` for a side that takes every trick. ``play`` is not
        changed. ``nodes``: the most positions to search (None: no limit).

        Raises:
            ValueError: ``play`` does not have four seats.
            GaveUp: ``nodes`` positions were searched before the value was known.
        """
        arrays = self._prepare(play, match_bonus)
        self._limit(nodes)
        future = 0 if play.done else self._exact(play, arrays, 0)
        return (
            _taken(play, match_bonus) + future
            if me % 2 == 0
            else -(_taken(play, match_bonus) + future)
        )

    def card_values(
        self, play: TrickPlay, me: int, match_bonus: int, nodes: int | None = None
    ) -> dict[int, int]:
        """The exact final margin of ``me``'s side (as :meth:`value`) after each legal card of
        the seat to play; ``{card: margin}`` with every legal card, in card order (one card of
        each equivalent set is searched, the others share its value). ``play`` is not changed.
        ``nodes``: the most positions to search for all the cards (None: no limit).

        Raises:
            ValueError: ``play`` does not have four seats, or the deal is over.
            GaveUp: ``nodes`` positions were searched before every value was known.
        """
        if play.done:
            raise ValueError("the deal is over: no card to play")
        arrays = self._prepare(play, match_bonus)
        self._limit(nodes)
        legal = play.legal_mask()
        live = play.hands[0] | play.hands[1] | play.hands[2] | play.hands[3]
        for card in play.trick:
            live |= 1 << card
        values: dict[int, int] = {}
        guess = 0
        for card, same in _equivalent_sets(legal, live, play):
            after = play.copy()
            after.play(card)
            future = 0
            if not after.done:
                future = self._exact(after, arrays, guess)
                guess = future
            margin = _taken(after, match_bonus) + future
            for member in same:
                values[member] = margin if me % 2 == 0 else -margin
        return dict(sorted(values.items()))


def _equivalent_sets(legal: int, live: int, play: TrickPlay) -> list[tuple[int, list[int]]]:
    """The legal cards in sets of equivalent cards (as the kernel's candidates: touching in
    the suit's order among the ``live`` cards, worth the same points): the weakest card of
    each set and the whole set."""
    strength = play.table.strength[play.mode]
    points = play.table.points[play.mode]
    sets: list[tuple[int, list[int]]] = []
    for suit in range(4):
        cards = sorted(
            (card for card in range(suit * 9, suit * 9 + 9) if live >> card & 1),
            key=strength.__getitem__,
        )
        chain = -1
        for card in cards:
            if legal >> card & 1:
                if points[card] != chain or not sets:
                    sets.append((card, [card]))
                    chain = points[card]
                else:
                    sets[-1][1].append(card)
            else:
                chain = -1
    return sets


def _taken(play: TrickPlay, match_bonus: int) -> int:
    """Side 0's card points taken so far minus side 1's; at the end of the deal with
    ``match_bonus`` for a side that took every trick."""
    points = play.points
    margin = points[0] + points[2] - points[1] - points[3]
    if play.done:
        won = play.tricks_won
        if not won[1] + won[3]:
            margin += match_bonus
        elif not won[0] + won[2]:
            margin -= match_bonus
    return margin


_SOLVERS = threading.local()


def _solver() -> Solver:
    solver: Solver | None = getattr(_SOLVERS, "solver", None)
    if solver is None:
        solver = _SOLVERS.solver = Solver()
    return solver


def solve(play: TrickPlay, me: int, match_bonus: int, nodes: int | None = None) -> int:
    """:meth:`Solver.value` on this thread's solver."""
    return _solver().value(play, me, match_bonus, nodes)


def card_values(
    play: TrickPlay, me: int, match_bonus: int, nodes: int | None = None
) -> dict[int, int]:
    """:meth:`Solver.card_values` on this thread's solver."""
    return _solver().card_values(play, me, match_bonus, nodes)
