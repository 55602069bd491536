"""Seeded random playouts of whole games in every variant, checking invariants after every action.

Every expectation is derived from ``docs/rules/swiss.md`` with reference tables written out in this
file (card order, card points, legal cards, Weis, Putz awards), never from the engine's own helpers,
except :func:`card_points` for the points of the cards that took no part in the play.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any

import pytest

from audiojass.rules import (
    Card,
    CardPlayed,
    ChooseTrump,
    Deal,
    DealEnded,
    DealStarted,
    DeclareWeis,
    ExchangeSix,
    Game,
    GameEnded,
    IllegalActionError,
    KeepSix,
    KittyTaken,
    Observation,
    Phase,
    PlayCard,
    Schieben,
    SchiebenDone,
    SixExchanged,
    SixKept,
    StoeckScored,
    TakeKitty,
    TrickWon,
    TrumpChosen,
    WeisDeclared,
    WeisScored,
    card_points,
    new_game,
)

DEALS_PER_VARIANT = 1500

PLAYERS = {"jass": 4, "schieber": 4, "putz3": 3, "putz5": 5}
HAND_SIZE = {"jass": 9, "schieber": 9, "putz3": 9, "putz5": 7}

# Option sets cycled through the games of each variant; the defaults come first.
CONFIGS: dict[str, list[dict[str, Any]]] = {
    "jass": [{}, {"target": 400}, {"buur_exemption": False}],
    "schieber": [
        {},
        {"target": 700},
        {"multipliers": "swisslos", "target": 1200},
        {"multipliers": "none", "buur_exemption": False},
        {"manual_weis": True, "target": 1000},
    ],
    "putz3": [{}, {"six_exchange": False}, {"kitty": False, "target": 4}],
    "putz5": [{}, {"lower_limit": -2}, {"six_exchange": False}],
}

# Defaults written from docs/rules/swiss.md.
DEFAULT_TARGET = {"jass": 1000, "schieber": 2500, "putz3": 7, "putz5": 7}
DEFAULT_LOWER = {"putz3": -4, "putz5": -5}

SUITS = "HDSC"
NATURAL = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
TRUMP_STRENGTH = {"6": 0, "7": 1, "8": 2, "10": 3, "Q": 4, "K": 5, "A": 6, "9": 7, "J": 8}
PLAIN_STRENGTH = {r: i for i, r in enumerate(NATURAL)}
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "K": 4, "Q": 3, "10": 10}
PLAIN_POINTS = {"A": 11, "K": 4, "Q": 3, "J": 2, "10": 10}
OBENABE_POINTS = {**PLAIN_POINTS, "8": 8}
UNDENUFE_POINTS = {"6": 11, "K": 4, "Q": 3, "J": 2, "10": 10, "8": 8}
MULTIPLIERS = {
    "standard": {"H": 2, "D": 2, "S": 1, "C": 1, "obenabe": 3, "undenufe": 3},
    "swisslos": {"H": 1, "D": 1, "S": 2, "C": 2, "obenabe": 3, "undenufe": 3},
    "none": {"H": 1, "D": 1, "S": 1, "C": 1, "obenabe": 1, "undenufe": 1},
}
PUTZ_AWARDS = {
    3: {0: (1, 1), 1: (1, 1), 2: (2,)},
    5: {0: (1, 1, 1), 1: (1, 1, 1), 2: (2, 1, 1), 3: (2, 2), 4: (3,)},
}
CODE_RE = re.compile(r"(?<![A-Za-z0-9])([HDSC](?:10|[6-9JQKA]))(?![A-Za-z0-9])")
ALL_CODES = frozenset(s + r for s in SUITS for r in NATURAL)


def suit(code: str) -> str:
    return code[0]


def rank(code: str) -> str:
    return code[1:]


def ref_points(cards: list[str], trump: str) -> int:
    total = 0
    for code in cards:
        if trump == "obenabe":
            total += OBENABE_POINTS.get(rank(code), 0)
        elif trump == "undenufe":
            total += UNDENUFE_POINTS.get(rank(code), 0)
        elif suit(code) == trump:
            total += TRUMP_POINTS.get(rank(code), 0)
        else:
            total += PLAIN_POINTS.get(rank(code), 0)
    return total


def ref_legal(hand: list[str], trick: list[str], trump: str, buur: bool) -> set[str]:
    """Legal cards by ``docs/rules/swiss.md`` "Common to the Swiss games"."""
    if not trick:
        return set(hand)
    lead = suit(trick[0])
    follow = {c for c in hand if suit(c) == lead}
    if trump in ("obenabe", "undenufe"):
        return follow or set(hand)
    trumps = {c for c in hand if suit(c) == trump}
    if lead == trump:
        if follow and not (buur and follow == {trump + "J"}):
            return follow
        return set(hand)
    in_trick = [TRUMP_STRENGTH[rank(c)] for c in trick if suit(c) == trump]
    if in_trick:
        trumps = {c for c in trumps if TRUMP_STRENGTH[rank(c)] > max(in_trick)}
    if follow:
        return follow | trumps
    others = {c for c in hand if suit(c) != trump}
    return (others | trumps) or set(hand)


def ref_winner(trick: list[str], trump: str) -> int:
    trump_idx = [i for i, c in enumerate(trick) if suit(c) == trump]
    if trump_idx:
        return max(trump_idx, key=lambda i: TRUMP_STRENGTH[rank(trick[i])])
    led = [i for i, c in enumerate(trick) if suit(c) == suit(trick[0])]
    if trump == "undenufe":
        return min(led, key=lambda i: PLAIN_STRENGTH[rank(trick[i])])
    return max(led, key=lambda i: PLAIN_STRENGTH[rank(trick[i])])


@dataclass(frozen=True)
class RefMeld:
    kind: str
    cards: frozenset[str]
    points: int
    top: int
    low: int
    suit: str | None


def ref_melds(hand: set[str]) -> list[RefMeld]:
    """Weis of a hand by the source 000 table as given in ``docs/rules/swiss.md`` "schieber"."""
    found = []
    for s in SUITS:
        run: list[int] = []
        for i in [*range(9), 99]:
            if i < 9 and s + NATURAL[i] in hand:
                run.append(i)
                continue
            if len(run) >= 3:
                points = 20 if len(run) == 3 else 50 * (len(run) - 3)
                cards = frozenset(s + NATURAL[j] for j in run)
                found.append(RefMeld("sequence", cards, points, run[-1], run[0], s))
            run = []
    for i, r in enumerate(NATURAL):
        if all(s + r in hand for s in SUITS):
            points = {"J": 200, "9": 150}.get(r, 100)
            found.append(RefMeld("four", frozenset(s + r for s in SUITS), points, i, i, None))
    return found


def ref_meld_key(meld: RefMeld, trump: str, order: int) -> tuple[int, ...]:
    top = meld.top
    if meld.kind == "sequence" and trump == "undenufe":
        top = -meld.low
    in_trump = int(meld.kind == "sequence" and meld.suit == trump)
    return (meld.points, len(meld.cards), top, in_trump, -order)


def ref_putz_awards(points: tuple[int, ...]) -> list[int]:
    """Apples and awards by ``docs/rules/swiss.md`` "putz3", "putz5" and "Ties in Putz"."""
    n = len(points)
    apples = [s for s in range(n) if points[s] < 21]
    table = PUTZ_AWARDS[n].get(len(apples), ())
    clean = sorted((s for s in range(n) if s not in apples), key=lambda s: -points[s])
    changes = [-1 if s in apples else 0 for s in range(n)]
    for place, seat in enumerate(clean):
        shared = [i for i, other in enumerate(clean) if points[other] == points[seat]]
        changes[seat] = min(table[i] if i < len(table) else 0 for i in shared)
        assert place in shared
    return changes


def codes(cards: Any) -> list[str]:
    return [str(c) for c in cards]


def cards_in(value: Any, out: set[str]) -> None:
    """Collect every card held anywhere in an observation's fields."""
    if isinstance(value, Card):
        out.add(value.name)
    elif isinstance(value, tuple | list):
        for item in value:
            cards_in(item, out)
    elif isinstance(value, str):
        out.update(CODE_RE.findall(value))
    elif isinstance(value, int):
        assert abs(value) < 1 << 16, f"an integer field could encode hidden cards: {value}"
    elif value is not None:
        assert is_dataclass(value) and not isinstance(value, type), repr(value)
        for f in fields(value):
            cards_in(getattr(value, f.name), out)


@dataclass
class DealState:
    """This file's own model of the current deal, fed by the actions and events."""

    number: int
    dealer: int
    forehand: int
    hands: list[set[str]]
    start_hands: list[set[str]]
    rest: list[str]
    kitty: set[str] = field(default_factory=set)
    turn_up: str | None = None
    trump: str | None = None
    chooser: int | None = None
    schoben: bool = False
    six: str | None = None
    six_exchanged: bool = False
    taker: int | None = None
    set_aside: set[str] = field(default_factory=set)
    public: set[str] = field(default_factory=set)
    trick: list[str] = field(default_factory=list)
    leader: int = 0
    tricks: list[tuple[int, list[str]]] = field(default_factory=list)
    played_first: set[int] = field(default_factory=set)
    declared: dict[int, int] = field(default_factory=dict)
    chosen: dict[int, list[RefMeld]] = field(default_factory=dict)
    stoeck_first: int | None = None
    stoeck_played: dict[int, int] = field(default_factory=dict)
    running: list[int] = field(default_factory=list)
    stopped: bool = False
    weis: tuple[int, int] | None = None
    pending_first_trick: tuple[int, int] | None = None
    weis_seen: bool = False
    stoeck_seen: list[int] = field(default_factory=list)
    team_tricks: list[int] = field(default_factory=lambda: [0, 0])
    start_scores: list[int] = field(default_factory=list)


class Checker:
    """Plays one game with random legal actions and checks every invariant on the way."""

    def __init__(self, variant: str, options: dict[str, Any], seed: int, rng: random.Random):
        self.variant = variant
        self.options = options
        self.rng = rng
        self.players = PLAYERS[variant]
        self.first_dealer = rng.randrange(self.players)
        self.game = new_game(variant, seed=seed, first_dealer=self.first_dealer, **options)
        self.seed = seed
        self.team = variant in ("jass", "schieber")
        self.target = options.get("target", DEFAULT_TARGET[variant])
        self.lower = options.get("lower_limit", DEFAULT_LOWER.get(variant))
        self.mult = MULTIPLIERS[options.get("multipliers", "standard")]
        self.buur = options.get("buur_exemption", True)
        self.kitty_allowed = variant == "putz3" and options.get("kitty", True)
        self.six_allowed = variant.startswith("putz") and options.get("six_exchange", True)
        self.manual_weis = variant == "schieber" and options.get("manual_weis", False)
        self.deal: DealState | None = None
        self.expected_dealer = self.first_dealer
        self.scores = [0] * (2 if self.team else self.players)
        self.deals_ended = 0
        self.actions: list[Any] = []
        self.ended = False

    # -- driving --------------------------------------------------------------------------

    def play(self, full_obs_every: int, json_rate: float, clone_rate: float) -> None:
        game = self.game
        assert game.is_chance_node() and game.current_player is None
        first = game.chance_outcome()
        again = new_game(
            self.variant, seed=self.seed, first_dealer=self.first_dealer, **self.options
        )
        assert again.chance_outcome() == first
        step = 0
        while not game.is_terminal():
            legal = game.legal_actions()
            assert legal, "legal_actions() is empty before the end of the game"
            self.check_before(legal)
            if self.deal is not None and self.deal.number % full_obs_every == 0:
                self.check_observations()
            if self.rng.random() < clone_rate:
                self.check_clone(legal)
            if self.rng.random() < json_rate:
                self.check_json()
            if self.rng.random() < 0.05:
                self.check_illegal(legal)
            action = self.rng.choice(legal)
            self.apply(action)
            step += 1
            assert step < 5000
        assert self.ended
        assert game.legal_actions() == []
        assert game.current_player is None
        self.check_state()
        self.check_observations()
        self.check_json()
        with pytest.raises(IllegalActionError) as error:
            game.apply_action(PlayCard(Card.H6))
        assert error.value.reason == "game_over"

    def apply(self, action: Any) -> None:
        game = self.game
        actor = game.current_player
        before_scores = list(game.scores)
        if isinstance(action, Deal):
            self.start_deal(action)
        elif isinstance(action, TakeKitty):
            d = self.deal
            assert d is not None and actor is not None
            assert self.kitty_allowed and d.taker is None and not d.tricks
            assert actor not in d.played_first
        events = game.apply_action(action)
        self.actions.append(action)
        assert events, f"{action} caused no event"
        for event in events:
            self.on_event(event, actor, action)
        if isinstance(action, Deal) and self.variant.startswith("putz"):
            self.check_six_decision()
        ended = any(isinstance(e, DealEnded) for e in events)
        if not ended:
            if self.variant == "schieber":
                assert self.deal is not None
                assert list(game.scores) == self.deal.running
            elif not self.team:
                assert list(game.scores) == before_scores
        self.check_state()

    def check_six_decision(self) -> None:
        """The holder of the six of trump decides before play, unless the six is the turn-up
        card or lies in the kitty."""
        d = self.deal
        game = self.game
        assert d is not None and d.six is not None
        holders = [s for s in range(self.players) if d.six in d.hands[s]]
        if self.six_allowed and holders and d.six != d.turn_up:
            assert game.phase is Phase.SIX and game.current_player == holders[0]
        else:
            assert game.phase is Phase.PLAY and game.current_player == d.forehand

    def start_deal(self, deal: Deal) -> None:
        hands = [set(codes(h)) for h in deal.hands]
        assert all(len(h) == HAND_SIZE[self.variant] for h in hands)
        rest = codes(deal.rest)
        self.deal = DealState(
            number=self.deals_ended + 1,
            dealer=self.expected_dealer,
            forehand=(self.expected_dealer + 1) % self.players,
            leader=(self.expected_dealer + 1) % self.players,
            hands=hands,
            start_hands=[set(h) for h in hands],
            rest=rest,
            kitty=set(rest) if self.variant == "putz3" else set(),
            start_scores=list(self.scores),
            running=list(self.scores),
        )

    # -- events ---------------------------------------------------------------------------

    def on_event(self, event: Any, actor: int | None, action: Any) -> None:
        d = self.deal
        assert d is not None
        if d.pending_first_trick is not None:
            if d.stoeck_first is not None:
                assert isinstance(event, StoeckScored) and event.at_target, (
                    "a Stöck reaching the target was not credited before the Weis"
                )
            else:
                assert isinstance(event, WeisScored), "Weis were not scored after the first trick"
        if isinstance(event, DealStarted):
            assert event.deal_number == d.number
            assert event.dealer == d.dealer
            assert event.forehand == (d.dealer + 1) % self.players
            if self.variant.startswith("putz"):
                assert event.turn_up is not None and str(event.turn_up) == d.rest[0]
                d.turn_up = d.rest[0]
                d.public.add(d.turn_up)
                d.six = d.turn_up[0] + "6"
            else:
                assert event.turn_up is None and d.rest == []
                assert self.game.phase is Phase.TRUMP
                assert self.game.current_player == d.forehand
        elif isinstance(event, SchiebenDone):
            assert isinstance(action, Schieben) and not d.schoben
            assert event.seat == d.forehand == actor
            assert event.partner == (d.forehand + 2) % 4
            d.schoben = True
            assert self.game.current_player == event.partner
            assert Schieben() not in self.game.legal_actions()
        elif isinstance(event, TrumpChosen):
            d.trump = event.mode.code
            if self.team:
                assert isinstance(action, ChooseTrump) and action.mode == event.mode
                expected = (d.forehand + 2) % 4 if d.schoben else d.forehand
                assert event.seat == expected == actor
                assert event.schoben == d.schoben
                allowed = {"H", "D", "S", "C"}
                if self.variant == "schieber":
                    allowed |= {"obenabe", "undenufe"}
                assert d.trump in allowed
            else:
                assert event.seat is None
                assert d.turn_up is not None and d.trump == d.turn_up[0]
        elif isinstance(event, SixExchanged | SixKept):
            assert self.six_allowed and d.six is not None and d.turn_up is not None
            assert d.six != d.turn_up and d.six in d.hands[event.seat]
            assert event.seat == actor
            if isinstance(event, SixExchanged):
                assert isinstance(action, ExchangeSix)
                assert str(event.six) == d.six and str(event.turn_up) == d.turn_up
                d.hands[event.seat] = d.hands[event.seat] - {d.six} | {d.turn_up}
                if self.variant == "putz3":
                    d.kitty = d.kitty - {d.turn_up} | {d.six}
                d.six_exchanged = True
                d.public.add(d.six)
            else:
                assert isinstance(action, KeepSix)
        elif isinstance(event, KittyTaken):
            assert event.seat == actor
            d.taker = actor
            d.set_aside = d.hands[actor]
            d.hands[actor] = d.kitty
            d.kitty = set()
        elif isinstance(event, CardPlayed):
            self.on_card(event, actor, action)
        elif isinstance(event, WeisDeclared):
            assert self.variant == "schieber"
            assert event.seat == actor and len(d.tricks) == 0
            assert event.seat not in d.declared
            held = ref_melds(d.start_hands[event.seat])
            if self.manual_weis:
                # the player's own choice, before its first card
                assert isinstance(action, DeclareWeis) and event.seat not in d.played_first
                by_cards = {m.cards: m for m in held}
                chosen = [by_cards[frozenset(codes(m.cards))] for m in action.melds]
                assert [m.points for m in action.melds] == [m.points for m in chosen]
                assert len(set(chosen)) == len(chosen) > 0
            else:
                assert isinstance(action, PlayCard)
                chosen = held
            expected = sum(m.points for m in chosen)
            assert expected > 0 and event.points == expected
            d.declared[event.seat] = event.points
            d.chosen[event.seat] = chosen
        elif isinstance(event, WeisScored):
            self.on_weis(event)
        elif isinstance(event, StoeckScored) and event.at_target:
            # "Stöck, Weis, Stich": credited at the end of the first trick, before the Weis
            assert d.stoeck_first is not None and event.seat == d.stoeck_first
            assert d.trump in SUITS and len(d.tricks) == 1
            assert {d.trump + "K", d.trump + "Q"} <= d.start_hands[event.seat]
            assert event.seat not in d.stoeck_seen
            assert event.points == 20 * self.mult[d.trump]
            d.stoeck_seen.append(event.seat)
            d.stoeck_first = None
            self.credit(event.seat % 2, event.points)
            assert d.stopped
            d.pending_first_trick = None
        elif isinstance(event, StoeckScored):
            assert self.variant == "schieber"
            assert d.trump in SUITS and event.seat == actor
            assert isinstance(action, PlayCard) and rank(str(action.card)) in ("K", "Q")
            assert {d.trump + "K", d.trump + "Q"} <= d.start_hands[event.seat]
            assert d.stoeck_played.get(event.seat) == 2
            assert event.points == 20 * self.mult[d.trump]
            d.stoeck_seen.append(event.seat)
            self.credit(event.seat % 2, event.points)
        elif isinstance(event, TrickWon):
            self.on_trick(event)
        elif isinstance(event, DealEnded):
            self.on_deal_ended(event)
        elif isinstance(event, GameEnded):
            self.on_game_ended(event)
        else:
            raise AssertionError(f"unexpected event {event!r}")

    def on_card(self, event: CardPlayed, actor: int | None, action: Any) -> None:
        d = self.deal
        assert d is not None and d.trump is not None
        card = str(event.card)
        assert isinstance(action, PlayCard) and str(action.card) == card
        assert event.seat == actor == (d.leader + len(d.trick)) % self.players
        if not d.tricks and not d.trick:
            assert event.seat == d.forehand, "forehand leads the first trick"
        assert card in d.hands[event.seat]
        assert card in ref_legal(sorted(d.hands[event.seat]), d.trick, d.trump, self.buur)
        assert event.trick_number == len(d.tricks) + 1
        d.hands[event.seat].discard(card)
        d.trick.append(card)
        d.public.add(card)
        d.played_first.add(event.seat)
        assert event.winning == (ref_winner(d.trick, d.trump) == len(d.trick) - 1)
        if (
            self.variant == "schieber"
            and d.trump in SUITS
            and rank(card) in ("K", "Q")
            and suit(card) == d.trump
        ):
            d.stoeck_played[event.seat] = d.stoeck_played.get(event.seat, 0) + 1

    def on_trick(self, event: TrickWon) -> None:
        d = self.deal
        assert d is not None and d.trump is not None
        assert len(d.trick) == self.players
        assert codes(event.cards) == d.trick and event.leader == d.leader
        winner = (d.leader + ref_winner(d.trick, d.trump)) % self.players
        assert event.seat == winner
        last = len(d.tricks) + 1 == HAND_SIZE[self.variant]
        assert event.last == last and event.trick_number == len(d.tricks) + 1
        assert event.points == ref_points(d.trick, d.trump) + (5 if last else 0)
        d.tricks.append((winner, list(d.trick)))
        d.trick = []
        d.leader = winner
        if self.variant == "schieber":
            for seat, count in d.stoeck_played.items():
                if count == 2:
                    assert seat in d.stoeck_seen, "Stöck not scored"
        if self.team:
            d.team_tricks[winner % 2] += 1
            gained = event.points
            if last and d.team_tricks[winner % 2] == 9:
                gained += 100
            gained *= self.mult[d.trump] if self.variant == "schieber" else 1
            if len(d.tricks) == 1 and self.variant == "schieber":
                d.pending_first_trick = (winner % 2, gained)
                melds = [ref_melds(h) for h in d.start_hands]
                if self.manual_weis:
                    assert set(d.declared) <= {seat for seat in range(4) if melds[seat]}
                else:
                    assert d.declared == {
                        seat: sum(m.points for m in found)
                        for seat, found in enumerate(melds)
                        if found
                    }
                d.stoeck_first = self.ref_stoeck_first()
                if d.stoeck_first is None and not d.chosen:
                    self.flush_first_trick()
            else:
                self.credit(winner % 2, gained)

    def ref_stoeck_first(self) -> int | None:
        """The holder of a Stöck not yet scored whose 20 (times the multiplier) make its team
        reach the target at the end of the first trick (``docs/rules/swiss.md``: "Stöck, Weis,
        Stich")."""
        d = self.deal
        assert d is not None and d.trump is not None
        if d.trump not in SUITS:
            return None
        pair = {d.trump + "K", d.trump + "Q"}
        for seat in range(4):
            held = pair <= d.start_hands[seat] and seat not in d.stoeck_seen
            if held and d.running[seat % 2] + 20 * self.mult[d.trump] >= self.target:
                return seat
        return None

    def on_weis(self, event: WeisScored) -> None:
        d = self.deal
        assert d is not None and d.trump is not None
        assert self.variant == "schieber" and len(d.tricks) == 1 and not d.weis_seen
        d.weis_seen = True
        best: tuple[tuple[int, ...], int] | None = None
        for order in range(4):
            seat = (d.forehand + order) % 4
            for meld in d.chosen.get(seat, []):
                key = ref_meld_key(meld, d.trump, order)
                if best is None or key > best[0]:
                    best = (key, seat)
        assert best is not None
        side = best[1] % 2
        assert event.side == side
        expected = sorted(
            (seat, sorted(m.cards), m.points)
            for seat in (side, side + 2)
            for m in d.chosen.get(seat, [])
        )
        shown = sorted((seat, sorted(codes(m.cards)), m.points) for seat, m in event.melds)
        assert shown == expected
        assert event.points == self.mult[d.trump] * sum(p for _, _, p in expected)
        d.weis = (side, event.points)
        for _, cards, _ in expected:
            d.public.update(cards)
        self.credit(side, event.points)
        self.flush_first_trick()

    def flush_first_trick(self) -> None:
        d = self.deal
        assert d is not None
        if d.pending_first_trick is not None:
            pending, d.pending_first_trick = d.pending_first_trick, None
            if not d.stopped:
                self.credit(*pending)

    def credit(self, side: int, points: int) -> None:
        """Add points in the order the game counts them; Schieber stops at the target."""
        d = self.deal
        assert d is not None
        assert not d.stopped, "points were counted after the game reached its target"
        d.running[side] += points
        if self.variant == "schieber" and d.running[side] >= self.target:
            d.stopped = True

    def on_deal_ended(self, event: DealEnded) -> None:
        d = self.deal
        assert d is not None and d.trump is not None
        assert d.pending_first_trick is None
        assert event.deal_number == d.number
        assert sum(1 for _ in d.tricks) <= HAND_SIZE[self.variant]
        full = len(d.tricks) == HAND_SIZE[self.variant]
        taken = [0] * self.players
        for winner, cards in d.tricks:
            taken[winner] += ref_points(cards, d.trump)
        if full:
            taken[d.tricks[-1][0]] += 5
        assert list(event.points) == taken
        out = sorted(codes(event.out_of_play))
        if self.variant == "putz3":
            assert set(out) == d.kitty | d.set_aside
            assert len(out) == 9
        elif self.variant == "putz5":
            assert d.six is not None and d.turn_up is not None
            assert out == [d.six if d.six_exchanged else d.turn_up]
        else:
            assert out == []
        if full:
            assert not d.trick
            total = 157 - card_points(self.variant, out, d.trump)
            assert sum(event.points) == total
            if self.team:
                assert sum(event.points) == 157
        if self.team:
            self.check_team_deal(event, full)
        else:
            assert full and event.complete
            expected = ref_putz_awards(event.points)
            assert list(event.score_changes) == expected
            assert list(event.apples) == [s for s in range(self.players) if taken[s] < 21]
            assert event.match_side is None
        self.scores = [a + b for a, b in zip(self.scores, event.score_changes, strict=True)]
        assert list(event.scores) == self.scores
        assert list(self.game.scores) == self.scores or self.game.is_terminal()
        assert self.game.deal_history[-1] == event
        self.deals_ended += 1
        assert len(self.game.deal_history) == self.deals_ended
        self.expected_dealer = (d.dealer + 1) % self.players
        self.check_end_condition(event)

    def check_team_deal(self, event: DealEnded, full: bool) -> None:
        d = self.deal
        assert d is not None and d.trump is not None
        assert event.apples == ()
        match = [d.team_tricks[t] == 9 for t in range(2)]
        if self.variant == "jass":
            assert full and event.complete
            assert event.match_side == (match.index(True) if any(match) else None)
            for t in range(2):
                bonus = 100 if match[t] else 0
                assert event.score_changes[t] == event.points[t] + event.points[t + 2] + bonus
            assert sum(event.score_changes) == 157 + (100 if any(match) else 0)
            return
        assert list(event.scores) == d.running
        assert list(event.score_changes) == [d.running[t] - d.start_scores[t] for t in range(2)]
        if not full:
            assert d.stopped and not event.complete
        if event.complete:
            assert full
            assert event.match_side == (match.index(True) if any(match) else None)
            m = self.mult[d.trump]
            for t in range(2):
                expected = m * (event.points[t] + event.points[t + 2] + (100 if match[t] else 0))
                expected += sum(20 * m for seat in d.stoeck_seen if seat % 2 == t)
                if d.weis is not None and d.weis[0] == t:
                    expected += d.weis[1]
                assert event.score_changes[t] == expected
        assert self.game.is_terminal() == d.stopped

    def check_end_condition(self, event: DealEnded) -> None:
        scores = self.scores
        if self.variant == "jass":
            over = max(scores) >= self.target
        elif self.variant == "schieber":
            over = max(scores) >= self.target
            if over:
                assert sum(1 for s in scores if s >= self.target) == 1
        else:
            assert self.lower is not None
            over = max(scores) >= self.target or min(scores) <= self.lower
        assert self.game.is_terminal() == over
        if not over:
            assert self.game.is_chance_node() and self.game.current_player is None
            assert self.game.phase is Phase.DEAL

    def on_game_ended(self, event: GameEnded) -> None:
        assert not self.ended
        self.ended = True
        scores = self.scores
        assert list(event.scores) == scores
        if self.variant == "schieber":
            assert event.winners == (max(range(2), key=scores.__getitem__),)
            assert scores[event.winners[0]] >= self.target
        elif self.variant == "jass" and scores[0] == scores[1]:
            assert event.winners == (0, 1)
        else:
            top = max(scores)
            assert event.winners == tuple(s for s in range(len(scores)) if scores[s] == top)
        assert tuple(self.game.winners) == event.winners
        assert self.game.is_terminal()

    # -- state checks ---------------------------------------------------------------------

    def check_before(self, legal: list[Any]) -> None:
        game = self.game
        d = self.deal
        if game.is_chance_node():
            assert game.current_player is None and len(legal) == 1
            assert isinstance(legal[0], Deal)
            return
        assert d is not None
        player = game.current_player
        assert player is not None
        if game.phase is Phase.TRUMP:
            modes = {a.mode.code for a in legal if isinstance(a, ChooseTrump)}
            expected = {"H", "D", "S", "C"}
            if self.variant == "schieber":
                expected |= {"obenabe", "undenufe"}
            assert modes == expected
            assert (Schieben() in legal) == (not d.schoben)
            assert len(legal) == len(modes) + (0 if d.schoben else 1)
        elif game.phase is Phase.SIX:
            assert set(legal) == {ExchangeSix(), KeepSix()} and len(legal) == 2
            assert d.six in d.hands[player] and d.six != d.turn_up
        else:
            assert game.phase is Phase.PLAY and d.trump is not None
            cards = {str(a.card) for a in legal if isinstance(a, PlayCard)}
            assert cards == ref_legal(sorted(d.hands[player]), d.trick, d.trump, self.buur)
            may_take = (
                self.kitty_allowed
                and d.taker is None
                and not d.tricks
                and player not in d.played_first
            )
            assert (TakeKitty() in legal) == may_take
            declarations = {
                frozenset(frozenset(codes(m.cards)) for m in a.melds)
                for a in legal
                if isinstance(a, DeclareWeis)
            }
            held = [m.cards for m in ref_melds(d.start_hands[player])]
            expected_declarations: set[frozenset[frozenset[str]]] = set()
            if self.manual_weis and not d.tricks and player not in d.declared:
                assert player not in d.played_first
                expected_declarations = {
                    frozenset(held[i] for i in range(len(held)) if mask >> i & 1)
                    for mask in range(1, 1 << len(held))
                }
            assert declarations == expected_declarations
            assert len(legal) == len(cards) + int(may_take) + len(declarations)

    def check_state(self) -> None:
        """The game's hands, kitty and trick agree with this file's model, and every card is
        exactly once across hands, tricks, kitty, set-aside hand and turn-up (read from the
        game's own state)."""
        game = self.game
        d = self.deal
        if d is None or game.is_chance_node():
            return
        snap = game.snapshot()
        hands = [text.split() for text in snap["hands"]]
        assert len(hands) == self.players
        seen: list[str] = [c for hand in hands for c in hand]
        if game.is_terminal():
            seen += codes(game.deal_history[-1].out_of_play)
            for _, cards in d.tricks:
                seen += cards
            seen += d.trick
            assert len(seen) == 36 and set(seen) == ALL_CODES
            return
        for seat in range(self.players):
            assert set(hands[seat]) == d.hands[seat]
        kitty = snap["kitty"].split()
        assert set(kitty) == d.kitty
        assert snap["trick"] == d.trick
        assert snap["tricks"] == len(d.tricks)
        assert snap["trump"] == d.trump
        seen += kitty
        obs = game.observation(0)
        assert len(obs.tricks) == len(d.tricks)
        for record in obs.tricks:
            seen += codes(record.cards)
        seen += codes(obs.trick)
        if obs.kitty_taker is not None:
            aside = game.observation(obs.kitty_taker).set_aside
            assert len(aside) == 9
            seen += codes(aside)
        if self.variant == "putz5":
            assert obs.turn_up is not None
            six = suit(str(obs.turn_up)) + "6"
            seen.append(six if obs.six_exchanged_by is not None else str(obs.turn_up))
        assert len(seen) == 36 and set(seen) == ALL_CODES

    def check_observations(self) -> None:
        game = self.game
        d = self.deal
        if d is None or game.is_chance_node():
            return
        hidden_everywhere = set()
        for seat in range(self.players):
            hidden_everywhere |= d.hands[seat]
        hidden_everywhere |= d.kitty | d.set_aside
        hidden_everywhere -= d.public
        for seat in range(self.players):
            obs = game.observation(seat)
            assert isinstance(obs, Observation) and obs.seat == seat
            own = set(codes(obs.hand))
            assert own == set(codes(game.hand(seat)))
            assert codes(obs.hand) == sorted(codes(obs.hand), key=lambda c: Card.parse(c))
            aside = set(codes(obs.set_aside))
            assert aside == (d.set_aside if seat == d.taker else set())
            for other in range(self.players):
                if other != seat:
                    assert own.isdisjoint(codes(game.hand(other)))
                    assert aside.isdisjoint(codes(game.hand(other)))
            assert obs.hand_sizes == tuple(len(h) for h in d.hands)
            if d.turn_up is not None:
                assert str(obs.turn_up) == d.turn_up
            allowed = own | aside | d.public
            found: set[str] = set()
            cards_in(obs, found)
            assert found <= allowed, f"seat {seat} sees {sorted(found - allowed)}"
            in_repr = set(CODE_RE.findall(repr(obs)))
            assert in_repr == found
            assert own <= in_repr
            assert set(d.trick) <= in_repr
            assert in_repr.isdisjoint(hidden_everywhere - own - aside)
            if game.current_player == seat:
                assert obs.legal_actions == tuple(game.legal_actions())
            else:
                assert obs.legal_actions == ()
            if game.phase is Phase.SIX and game.current_player != seat:
                # a pending six decision is invisible: play seems about to start
                assert obs.phase is Phase.PLAY
                assert obs.current_player == (None if seat == d.forehand else d.forehand)
            else:
                assert obs.phase is game.phase
                assert obs.current_player == game.current_player

    def check_json(self) -> None:
        game = self.game
        text = game.to_json()
        restored = Game.from_json(text)
        assert restored.snapshot() == game.snapshot()
        assert restored.to_json() == text
        assert restored.legal_actions() == game.legal_actions()
        assert restored.deal_history == game.deal_history
        for seat in range(self.players):
            assert restored.observation(seat) == game.observation(seat)

    def check_clone(self, legal: list[Any]) -> None:
        game = self.game
        before = game.snapshot()
        before_json = game.to_json()
        before_obs = [game.observation(s) for s in range(self.players)]
        twin = game.clone()
        assert twin.snapshot() == before
        action = self.rng.choice(legal)
        twin.apply_action(action)
        while not twin.is_terminal() and self.rng.random() < 0.8:
            twin.apply_action(self.rng.choice(twin.legal_actions()))
        assert game.snapshot() == before
        assert game.to_json() == before_json
        assert [game.observation(s) for s in range(self.players)] == before_obs
        assert game.legal_actions() == legal

    def check_illegal(self, legal: list[Any]) -> None:
        game = self.game
        d = self.deal
        if d is None or game.phase is not Phase.PLAY or d.trump is None:
            return
        player = game.current_player
        assert player is not None
        allowed = {str(a.card) for a in legal if isinstance(a, PlayCard)}
        wrong = sorted(ALL_CODES - allowed)
        card = self.rng.choice(wrong)
        before = game.snapshot()
        with pytest.raises(IllegalActionError) as error:
            game.apply_action(PlayCard(Card.parse(card)))
        if card not in d.hands[player]:
            assert error.value.reason == "not_in_hand"
            assert card in str(error.value)
        elif suit(card) == d.trump and suit(d.trick[0]) != d.trump:
            assert error.value.reason == "undertrump"
            assert str(error.value) == "may not undertrump"
        else:
            led = {"H": "hearts", "D": "diamonds", "S": "spades", "C": "clubs"}
            assert error.value.reason == "must_follow"
            assert str(error.value) == f"must follow {led[suit(d.trick[0])]}"
        assert game.snapshot() == before
        assert game.legal_actions() == legal


def replay(checker: Checker) -> Game:
    game = new_game(
        checker.variant, seed=checker.seed, first_dealer=checker.first_dealer, **checker.options
    )
    for action in checker.actions:
        game.apply_action(action)
    return game


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["jass", "schieber", "putz3", "putz5"])
def test_random_playouts(variant: str) -> None:
    rng = random.Random(f"playouts/{variant}")
    configs = CONFIGS[variant]
    deals = 0
    games = 0
    kinds: dict[str, int] = {}
    while deals < DEALS_PER_VARIANT:
        options = configs[games % len(configs)]
        checker = Checker(variant, options, rng.randrange(10**9), rng)
        checker.play(full_obs_every=9, json_rate=0.004, clone_rate=0.01)
        if games % 8 == 0:
            again = replay(checker)
            assert again.to_json() == checker.game.to_json()
            assert again.deal_history == checker.game.deal_history
            assert again.winners == checker.game.winners
            assert again == checker.game
        for action in checker.actions:
            kinds[type(action).__name__] = kinds.get(type(action).__name__, 0) + 1
        deals += checker.deals_ended
        games += 1
    assert games >= 20
    expected_kinds = {"Deal", "PlayCard"}
    if variant == "schieber":
        expected_kinds.add("DeclareWeis")
    if variant in ("jass", "schieber"):
        expected_kinds |= {"ChooseTrump", "Schieben"}
    else:
        expected_kinds |= {"ExchangeSix", "KeepSix"}
    if variant == "putz3":
        expected_kinds.add("TakeKitty")
    assert expected_kinds <= set(kinds), kinds


def test_same_seed_same_game() -> None:
    for variant in PLAYERS:
        runs = []
        for _ in range(2):
            game = new_game(variant, seed=4242, first_dealer=1)
            rng = random.Random(99)
            while not game.is_terminal():
                game.apply_action(rng.choice(game.legal_actions()))
            runs.append(game)
        assert runs[0].to_json() == runs[1].to_json()
        assert runs[0].deal_history == runs[1].deal_history
        other = new_game(variant, seed=4243, first_dealer=1)
        assert (
            other.chance_outcome() != new_game(variant, seed=4242, first_dealer=1).chance_outcome()
        )
