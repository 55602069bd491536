"""A whole game (many deals) as an OpenSpiel-shaped state machine.

>>> game = new_game("schieber", seed=7)
>>> game.is_chance_node(), game.current_player
(True, None)
>>> events = game.apply_action(game.chance_outcome())   # the seeded deal
>>> game.phase, game.current_player == game.forehand
(<Phase.TRUMP: 'trump'>, True)

Flow of a deal: a chance step deals the cards (:class:`Deal`, seeded: the same seed and the same
actions give the same game); then trump is chosen (Jass, Schieber: forehand chooses or schiebt,
the partner then must choose) or turned up (Putz), the holder of the six of trump decides on the
exchange (Putz), and the cards are played; in Putz for 3 a player may take the kitty at their
first turn, and in Schieber with ``manual_weis`` a player may declare Weis (:class:`DeclareWeis`)
before its first card. Illegal actions raise :class:`IllegalActionError` (a ValueError) saying
why.

Sources: source 003 (Jass, Putz), source 000
("Schieberjass"), ``docs/rules/swiss.md`` (every section).
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING, Any, ClassVar, overload

from .actions import (
    Action,
    ChooseTrump,
    Deal,
    DealEnded,
    DeclareWeis,
    Event,
    ExchangeSix,
    KeepSix,
    KittyTaken,
    PlayCard,
    Schieben,
    SchiebenDone,
    SixExchanged,
    SixKept,
    StoeckScored,
    TakeKitty,
    TrumpChosen,
    WeisDeclared,
    WeisScored,
    parse_swiss_action,
)
from .cards import Card, Rank, Suit, TrumpMode, cards_from_mask, mask_of
from .engine import (
    SAVE_FORMAT,
    SAVE_VERSION,
    SIX_EXCHANGE,
    ComposedGame,
    IllegalActionError,
    Phase,
    TrickRecord,
    check_seat,
    check_seed,
    deal_out,
    load_json,
    refusal_text,
    replay_save,
    save_data,
)
from .observation import Observation
from .tricks import LAST_TRICK_BONUS, POINTS, SUIT_OF, WIN_KEY, illegal_reason, swiss_legal_mask
from .variants import FamilyName, Putz, Variant, get_variant
from .weis import Meld, find_melds, meld_key, selections

if TYPE_CHECKING:
    from .components import ContractGame
    from .composed_variants import ContractVariant

__all__ = [
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "Game",
    "IllegalActionError",
    "Observation",
    "Phase",
    "TrickRecord",
    "check_seat",
    "check_seed",
    "load_json",
    "new_game",
    "replay_save",
    "save_data",
]


class Game(ComposedGame):
    """A game of one variant from the first deal to the end. Build it with :func:`new_game`.

    State API and seats as :class:`~audiojass.rules.engine.ComposedGame`. Sides (``scores``)
    are the two teams (seats 0+2 and 1+3) in Jass and Schieber, each seat in Putz.
    """

    _phase_texts: ClassVar[dict[Phase, str]] = {
        Phase.DEAL: "the cards must be dealt first",
        Phase.TRUMP: "trump must be chosen first",
        Phase.SIX: "the six of trump must be exchanged or kept first",
        Phase.PLAY: "the cards are being played",
    }

    variant: Variant
    history: list[Action]
    _win_keys = WIN_KEY
    _card_points = POINTS
    _last_trick = LAST_TRICK_BONUS

    def __init__(self, variant: Variant, seed: int, first_dealer: int) -> None:
        super().__init__(variant, seed, first_dealer)
        self.tricks_per_deal = variant.hand_size
        self.manual_weis = variant.has_weis and bool(getattr(variant, "manual_weis", False))
        self._start_deal_state()

    # ------------------------------------------------------------------------------------------
    # state

    def _start_deal_state(self) -> None:
        self.phase = Phase.DEAL
        self.hands: list[int] = [0] * self.variant.players
        self.kitty = 0
        self.turn_up: Card | None = None
        self.set_aside = 0
        self.kitty_taker: int | None = None
        self.trump: TrumpMode | None = None
        self.trump_chooser: int | None = None
        self.schoben = False
        self.six_holder: int | None = None
        self.six_exchanged_by: int | None = None
        self.six_kept_by: int | None = None
        self._start_card_play_state()
        self.melds: list[list[Meld]] = [[] for _ in range(self.variant.players)]
        self.meld_options: list[list[Meld]] = [[] for _ in range(self.variant.players)]
        self.weis_decided: list[bool] = [False] * self.variant.players
        self.weis_declared: list[tuple[int, int]] = []
        self.weis_shown: tuple[tuple[int, Meld], ...] = ()
        self.stoeck_holder: int | None = None
        self.stoeck_pair = 0
        self.stoeck_count = 0
        self.stoeck_scored: int | None = None
        self.deal_changes: list[int] = [0] * self.variant.teams

    @property
    def current_player(self) -> int | None:
        """The seat to act, or None at a chance node (dealing) or when the game is over."""
        phase = self.phase
        if phase is Phase.PLAY:
            return self.to_move
        if phase is Phase.TRUMP:
            return (self.forehand + 2) % 4 if self.schoben else self.forehand
        if phase is Phase.SIX:
            return self.six_holder
        return None

    # ------------------------------------------------------------------------------------------
    # chance

    def _deal_out(self, deck: list[Card]) -> Deal:
        return deal_out(deck, self.players, self.variant.hand_size)

    # ------------------------------------------------------------------------------------------
    # legal actions

    def legal_actions(self) -> list[Action]:
        """What the current player may do; at a chance node, the one seeded deal; [] at the end.

        Card plays come in deck order, after the other choices: take the kitty, then the Weis
        declarations (manual Weis: every non-empty selection of the player's melds, most
        melds first, each selection in the order of :meth:`weis_options`).
        """
        phase = self.phase
        if phase is Phase.PLAY:
            actions: list[Action] = [TakeKitty()] if self._may_take_kitty() else []
            if self.manual_weis and not self.tricks:
                actions.extend(self._weis_choices())
            actions.extend(PlayCard(card) for card in self.legal_cards())
            return actions
        if phase is Phase.TRUMP:
            choices: list[Action] = [ChooseTrump(mode) for mode in self.variant.trump_modes]
            if not self.schoben:
                choices.append(Schieben())
            return choices
        if phase is Phase.SIX:
            return [ExchangeSix(), KeepSix()]
        if phase is Phase.DEAL:
            return [self.chance_outcome()]
        return []

    def _legal_mask_now(self, seat: int) -> int:
        return swiss_legal_mask(
            self.hands[seat], self.trick, self.mode, self.variant.buur_exemption
        )

    def weis_options(self, seat: int) -> list[Meld]:
        """The Weis ``seat`` may still declare now (manual Weis, before its first card of the
        first trick), best first; [] otherwise. Hidden information: for the seat itself."""
        if not (self.manual_weis and self.phase is Phase.PLAY and not self.tricks):
            return []
        if self.weis_decided[seat]:
            return []
        return list(self.meld_options[seat])

    def _weis_choices(self) -> list[Action]:
        return [DeclareWeis(melds) for melds in selections(self.weis_options(self.to_move))]

    def _may_take_kitty(self) -> bool:
        variant = self.variant
        return (
            variant.has_kitty
            and bool(getattr(variant, "kitty", False))
            and self.kitty_taker is None
            and self.phase is Phase.PLAY
            and not self.tricks
        )

    # ------------------------------------------------------------------------------------------
    # applying actions

    def _parse(self, code: str) -> Action:
        return parse_swiss_action(code)

    def _apply(self, action: Action, events: list[Event]) -> None:
        if isinstance(action, PlayCard):
            self._play_card(int(action.card), events)
        elif isinstance(action, Deal):
            self._deal(action, events)
        elif isinstance(action, ChooseTrump):
            self._choose_trump(action.mode, events)
        elif isinstance(action, Schieben):
            self._schieben(events)
        elif isinstance(action, ExchangeSix | KeepSix):
            self._six(isinstance(action, ExchangeSix), events)
        elif isinstance(action, TakeKitty):
            self._take_kitty(events)
        elif isinstance(action, DeclareWeis):
            self._declare_weis(action, events)
        else:
            raise IllegalActionError(f"not an action: {action!r}", "not_an_action")

    def _deal(self, deal: Deal, events: list[Event]) -> None:
        variant = self.variant
        turned = variant.has_turn_up
        turn_up = self._take_deal(
            deal, variant.hand_size, lambda deal: deal.rest[0] if turned else None, events
        )
        self.kitty = mask_of(deal.rest) if variant.has_kitty else 0
        if turn_up is None:
            self.phase = Phase.TRUMP
            return
        mode = TrumpMode.of_suit(turn_up.suit)
        self._set_trump(mode, None, events)
        holder = SIX_EXCHANGE.holder(self.hands, turn_up, mode)
        if isinstance(variant, Putz) and variant.six_exchange and holder is not None:
            self.six_holder = holder
            self.phase = Phase.SIX
        else:
            self._start_play()

    def _set_trump(self, mode: TrumpMode, chooser: int | None, events: list[Event]) -> None:
        self.trump = mode
        self.trump_chooser = chooser
        events.append(TrumpChosen(mode, chooser, self.schoben))

    def _choose_trump(self, mode: TrumpMode, events: list[Event]) -> None:
        if self.phase is not Phase.TRUMP:
            raise self._wrong_phase("choose trump")
        if mode not in self.variant.trump_modes:
            raise IllegalActionError(
                f"{mode.code} may not be chosen in {self.variant.title}", "trump_mode"
            )
        self._set_trump(mode, self.current_player, events)
        self._start_play()

    def _schieben(self, events: list[Event]) -> None:
        if self.phase is not Phase.TRUMP:
            raise self._wrong_phase("schieben")
        if self.schoben:
            raise IllegalActionError(
                "the partner must choose trump: it cannot be passed back", "no_schieben"
            )
        self.schoben = True
        events.append(SchiebenDone(self.forehand, (self.forehand + 2) % 4))

    def _six(self, exchange: bool, events: list[Event]) -> None:
        if self.phase is not Phase.SIX:
            raise IllegalActionError("there is no six of trump to exchange now", "no_six")
        seat = self.six_holder
        assert seat is not None and self.turn_up is not None and self.trump is not None
        if exchange:
            six = SIX_EXCHANGE.exchange(self.hands, seat, self.turn_up)
            if self.variant.has_kitty:
                self.kitty = self.kitty & ~self.turn_up.bit | six.bit
            self.six_exchanged_by = seat
            events.append(SixExchanged(seat, six, self.turn_up))
        else:
            self.six_kept_by = seat
            events.append(SixKept(seat))
        self._start_play()

    def _start_play(self) -> None:
        variant = self.variant
        assert self.trump is not None
        mode = self.trump
        self.mode = int(mode)
        self.phase = Phase.PLAY
        if variant.has_weis:
            low_fours = bool(getattr(variant, "weis_low_fours", True))
            self.meld_options = [find_melds(hand, low_fours=low_fours) for hand in self.hands]
            # automatic Weis: every meld is declared; manual: only what the player declares
            self.melds = (
                [[] for _ in self.hands] if self.manual_weis else [m[:] for m in self.meld_options]
            )
        suit = mode.suit
        if variant.has_stoeck and suit is not None:
            pair = Card.of(suit, Rank.KING).bit | Card.of(suit, Rank.QUEEN).bit
            for seat, hand in enumerate(self.hands):
                if hand & pair == pair:
                    self.stoeck_holder = seat
                    self.stoeck_pair = pair

    def _take_kitty(self, events: list[Event]) -> None:
        if not (self.variant.has_kitty and getattr(self.variant, "kitty", False)):
            raise IllegalActionError(f"there is no kitty in {self.variant.title}", "no_kitty")
        if self.phase is not Phase.PLAY:
            raise self._wrong_phase("take the kitty")
        if self.kitty_taker is not None:
            raise IllegalActionError("the kitty has been taken already", "kitty_taken")
        if self.tricks:
            raise IllegalActionError(
                "the kitty may only be taken before your first card", "kitty_too_late"
            )
        seat = self.current_player
        assert seat is not None
        self.set_aside = self.hands[seat]
        self.hands[seat] = self.kitty
        self.kitty = 0
        self.kitty_taker = seat
        events.append(KittyTaken(seat))

    def _declare_weis(self, action: DeclareWeis, events: list[Event]) -> None:
        if self.phase is not Phase.PLAY:
            raise self._wrong_phase("declare Weis")
        if not self.manual_weis:
            how = "declared automatically" if self.variant.has_weis else "not played"
            raise IllegalActionError(f"Weis are {how} in this game", "no_weis")
        if self.tricks:
            raise IllegalActionError(
                "Weis may only be declared before your first card", "weis_too_late"
            )
        seat = self.to_move
        if self.weis_decided[seat]:
            raise IllegalActionError("your Weis are declared already", "weis_declared")
        options = self.meld_options[seat]
        chosen = set(action.melds)
        if not action.melds or len(chosen) != len(action.melds) or not chosen <= set(options):
            raise IllegalActionError("that is not Weis of your hand", "bad_weis")
        self.melds[seat] = [meld for meld in options if meld in chosen]
        self.weis_decided[seat] = True
        points = action.points
        self.weis_declared.append((seat, points))
        events.append(WeisDeclared(seat, points))

    def _card_played(self, seat: int, card: int, events: list[Event]) -> bool:
        """The Weis are declared with a seat's first card; the second card of the Stöck scores
        them, and when they make the team reach the target of a game that stops there, the game
        ends before the trick is taken ("Stöck, Weis, Stich")."""
        if not self.tricks:
            if self.melds[seat] and not self.weis_decided[seat]:
                points = sum(m.points for m in self.melds[seat])
                events.append(WeisDeclared(seat, points))
                self.weis_declared.append((seat, points))
            self.weis_decided[seat] = True
        if seat == self.stoeck_holder and 1 << card & self.stoeck_pair:
            self.stoeck_count += 1
            if self.stoeck_count == 2:
                assert self.trump is not None
                points = 20 * self.variant.multiplier(self.trump)
                self.stoeck_scored = seat
                events.append(StoeckScored(seat, points))
                return self._credit(self.variant.side_of(seat), points, events)
        return False

    def _trick_taken(self, record: TrickRecord, last: bool, events: list[Event]) -> None:
        """After the first trick a Stöck at the target, then the Weis; the trick's points (with
        the match bonus) scored as taken in the team games, or the Putz deal's end."""
        variant = self.variant
        first_trick = len(self.tricks) == 1
        if first_trick and self._stoeck_first(events):
            return
        if first_trick and variant.has_weis and self._score_weis(events):
            return
        if variant.team_game:
            assert self.trump is not None
            gained = record.points
            if last and self.tricks_won[variant.side_of(record.winner)] == self.tricks_per_deal:
                gained += variant.match_bonus
            factor = variant.multiplier(self.trump)
            if self._credit(variant.side_of(record.winner), gained * factor, events, last=last):
                return
        if last:
            self._end_deal(events, complete=True)

    def _refused(self, card: int, seat: int) -> IllegalActionError:
        trick = self.trick
        reason = illegal_reason(
            self.hands[seat], trick, self.mode, card, self.variant.buur_exemption
        )
        assert reason is not None
        lead = Suit(SUIT_OF[trick[0]]) if reason == "must_follow" else None
        name = Card(card)
        return IllegalActionError(refusal_text(reason, name, lead), reason, name, lead)

    def _stoeck_first(self, events: list[Event]) -> bool:
        """At the end of the first trick, where the Weis are scored: a Stöck held but not yet
        played is credited first, before any Weis and the trick, if it makes its team reach
        the target; the game then ends at once (``docs/rules/swiss.md`` "schieber": "Stöck, Weis,
        Stich"). Returns True if the game ended."""
        seat = self.stoeck_holder
        variant = self.variant
        if seat is None or self.stoeck_scored is not None:
            return False
        assert self.trump is not None
        side = variant.side_of(seat)
        points = 20 * variant.multiplier(self.trump)
        if not self._reaches_target(side, points):
            return False
        self.stoeck_scored = seat
        events.append(StoeckScored(seat, points, at_target=True))
        return self._credit(side, points, events)

    def _score_weis(self, events: list[Event]) -> bool:
        """Score the best Weis after the first trick. Returns True if the game ended."""
        assert self.trump is not None
        variant = self.variant
        best: tuple[tuple[int, int, int, int, int], int] | None = None
        for order in range(variant.players):
            seat = (self.forehand + order) % variant.players
            for meld in self.melds[seat]:
                key = meld_key(meld, self.trump, order)
                if best is None or key > best[0]:
                    best = (key, seat)
        if best is None:
            return False
        side = variant.side_of(best[1])
        shown = tuple(
            (seat, meld)
            for seat in range(variant.players)
            if variant.side_of(seat) == side
            for meld in self.melds[seat]
        )
        points = sum(meld.points for _, meld in shown) * variant.multiplier(self.trump)
        self.weis_shown = shown
        events.append(WeisScored(side, shown, points))
        return self._credit(side, points, events)

    def _reaches_target(self, side: int, points: int) -> bool:
        """Whether ``points`` more make ``side`` reach the target of a game that stops there."""
        variant = self.variant
        return variant.ends_mid_deal and self.scores[side] + points >= variant.target

    def _credit(self, side: int, points: int, events: list[Event], *, last: bool = False) -> bool:
        """Add points to a side during the deal; end the game at once if the variant stops at
        the target (Schieber). ``last``: these are the deal's final points (the last trick),
        so a stop here still completes the deal. Returns True if the game ended."""
        self.deal_changes[side] += points
        self.scores[side] += points
        if self.variant.ends_mid_deal and self.scores[side] >= self.variant.target:
            self._end_deal(events, complete=last)
            return True
        return False

    def _out_of_play(self) -> int:
        if self.variant.has_kitty:
            return self.kitty | self.set_aside
        if self.variant.has_turn_up and self.turn_up is not None:
            six = SIX_EXCHANGE.low_card(self.turn_up)
            return six.bit if self.six_exchanged_by is not None else self.turn_up.bit
        return 0

    def _end_deal(self, events: list[Event], complete: bool) -> None:
        variant = self.variant
        points = tuple(self.points)
        match_side: int | None = None
        apples: tuple[int, ...] = ()
        if variant.team_game:
            if complete:
                for side in range(2):
                    if self.tricks_won[side] == variant.hand_size:
                        match_side = side
            changes = tuple(self.deal_changes)
        else:
            assert isinstance(variant, Putz)
            awards = variant.putz_awards(list(points))
            apples = tuple(s for s in range(variant.players) if points[s] < variant.apple_below)
            for seat, change in enumerate(awards):
                self.scores[seat] += change
            changes = tuple(awards)
        ended = DealEnded(
            self.deal_number,
            points,
            changes,
            tuple(self.scores),
            match_side,
            apples,
            tuple(cards_from_mask(self._out_of_play())),
            complete,
        )
        scores = self.scores
        over = not complete or variant.is_over(scores)
        # a game stopped mid-deal at the target: the side that reached it wins
        winner = None if complete else max(range(len(scores)), key=scores.__getitem__)
        self._close_deal(ended, events, over, winner)

    # ------------------------------------------------------------------------------------------
    # observation

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know: its own hand and everything public. Raises ValueError for a
        seat that does not exist."""
        return Observation(
            **self._seat_view(seat),
            trump=self.trump,
            trump_chooser=self.trump_chooser,
            schoben=self.schoben,
            six_exchanged_by=self.six_exchanged_by,
            six_kept_by=self.six_kept_by if seat == self.six_kept_by else None,
            kitty_taker=self.kitty_taker,
            kitty_size=self.kitty.bit_count(),
            set_aside=tuple(cards_from_mask(self.set_aside)) if seat == self.kitty_taker else (),
            trick_leader=self.leader,
            weis_declared=tuple(self.weis_declared),
            own_weis=tuple(self.melds[seat]) if self.weis_decided[seat] else (),
            weis_shown=self.weis_shown,
            stoeck=self.stoeck_scored,
        )

    # ------------------------------------------------------------------------------------------
    # copies and saves

    def _copy_into(self, other: Game) -> None:
        other.melds = [m[:] for m in self.melds]
        other.weis_decided = self.weis_decided[:]
        other.weis_declared = self.weis_declared[:]
        other.deal_changes = self.deal_changes[:]

    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON-compatible data (hidden hands included)."""
        return {
            "phase": self.phase.value,
            "deal_number": self.deal_number,
            "dealer": self.dealer,
            "current_player": self.current_player,
            "scores": list(self.scores),
            "trump": self.trump.code if self.trump is not None else None,
            "hands": [" ".join(str(c) for c in self.hand(s)) for s in range(self.players)],
            "kitty": " ".join(str(c) for c in cards_from_mask(self.kitty)),
            "trick": [str(Card(c)) for c in self.trick],
            "tricks": len(self.tricks),
            "points": list(self.points),
            "winners": list(self.winners),
        }

    @classmethod
    def _from_save(cls, data: dict[str, Any]) -> Game:
        game = new_game(
            data["variant"],
            seed=data["seed"],
            first_dealer=data["first_dealer"],
            **data.get("options", {}),
        )
        if not isinstance(game, Game):
            raise ValueError(
                f"{game.variant.name} is not a Swiss game: load its save with load_any_game"
            )
        return game

    def __repr__(self) -> str:
        return (
            f"<Game {self.variant.name} deal {self.deal_number} {self.phase.value} "
            f"scores {self.scores}>"
        )


@overload
def new_game(
    variant: Variant,
    *,
    seed: int | None = None,
    first_dealer: int | None = None,
    **options: Any,
) -> Game: ...
@overload
def new_game(
    variant: ContractVariant | FamilyName,
    *,
    seed: int | None = None,
    first_dealer: int | None = None,
    **options: Any,
) -> ContractGame: ...
@overload
def new_game(
    variant: str,
    *,
    seed: int | None = None,
    first_dealer: int | None = None,
    **options: Any,
) -> Game | ContractGame: ...
def new_game(
    variant: str | Variant | ContractVariant,
    *,
    seed: int | None = None,
    first_dealer: int | None = None,
    **options: Any,
) -> Game | ContractGame:
    """A new game at its first chance node (the first deal).

    Args:
        variant: a name from :data:`~audiojass.rules.ALL_VARIANTS` or a variant object. A
            family game ("klaverjas_amsterdam", "klaverjas_rotterdam", "belote",
            "belote_contree", "klaberjass2", "klaberjass3", "klaberjass4") is a
            :class:`~audiojass.rules.components.ContractGame`
            (:func:`~audiojass.rules.components.new_family_game`), "klaverjas_1821" its
            subclass :class:`~audiojass.rules.klaverjas1821.Klaverjas1821Game`, every other a
            :class:`Game`. A game whose every seat passes redeals (the family's bidding
            games): it ends only when someone bids.
        seed: seeds every deal (and the first dealer); None draws a random seed, kept in
            :attr:`Game.seed` so the game can be replayed.
        first_dealer: seat that deals first; None draws it from the seed.
        **options: variant options (e.g. ``target=1500``, ``multipliers="swisslos"``,
            ``play_rules="002"``).

    Raises:
        ValueError: unknown variant, unknown option or a bad value, a bad seat or seed.
    """
    rules = get_variant(variant)
    if options:
        rules = rules.with_options(**options)
    if seed is None:
        seed = Random().randrange(2**32)
    check_seed(seed)
    if first_dealer is None:
        first_dealer = Random(f"audiojass/{seed}/dealer").randrange(rules.players)
    elif not isinstance(first_dealer, int) or isinstance(first_dealer, bool):
        raise ValueError(f"first_dealer must be a seat number, not {first_dealer!r}")
    if not isinstance(rules, Variant):
        return rules.new_game(seed, first_dealer)  # a ContractGame (or its subclass)
    return Game(rules, seed, first_dealer)
