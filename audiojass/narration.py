"""Words for the table: pure functions from rule events and observations to spoken text.

Nothing here speaks or plays: the table passes the text to the speech output. Every sentence
is a message of the active catalogue (:mod:`audiojass.i18n`; ``locales/*/narration.ftl``,
card words in ``locales/*/cards.ftl``): the code passes facts (seat ids, counts, card names
already translated) and each language chooses its words and their order. Two verbosity
levels: ``brief`` ("Right: ace of hearts") and ``full`` ("Right plays the ace of hearts,
winning the trick").

Seats are named from the human's chair: the next player (seat + 1) sits on the right. A
sentence receives the seat's id as ``$seat`` ("you", "right", "partner", …) to choose the
"you" forms, and its name as ``$name``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple

from audiojass.i18n import join, t
from audiojass.rules import (
    Card,
    CardPlayed,
    DealEnded,
    DealStarted,
    Event,
    GameEnded,
    IllegalActionError,
    KittyTaken,
    Meld,
    Observation,
    Phase,
    Rank,
    SchiebenDone,
    SixExchanged,
    SixKept,
    StoeckScored,
    Suit,
    TrickWon,
    TrumpChosen,
    TrumpMode,
    Variant,
    WeisDeclared,
    WeisScored,
    get_variant,
)
from audiojass.rules.tricks import WIN_KEY
from audiojass.titles import variant_title

__all__ = [
    "BRIEF",
    "FULL",
    "RANK_IDS",
    "SUIT_IDS",
    "Narrator",
    "capitalized",
    "card_name",
    "card_object",
    "describe_meld",
    "hand_order",
    "mode_name",
    "number",
    "rank_name",
    "seat_names",
    "suit_name",
    "suit_title",
    "variant_title",
]

BRIEF = "brief"
FULL = "full"

SUIT_IDS = ("hearts", "diamonds", "spades", "clubs")
"""The catalogue's ``$suit`` of each suit, in suit order."""
RANK_IDS = ("six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
"""The catalogue's ``$rank`` of each rank, in rank order."""
_MODE_IDS = ("hearts", "diamonds", "spades", "clubs", "obenabe", "undenufe")
"""The catalogue's ``$mode`` of each trump mode."""
_SEAT_IDS = {
    2: ("you", "opponent"),
    3: ("you", "right", "left"),
    4: ("you", "right", "partner", "left"),
    5: ("you", "right", "far-right", "far-left", "left"),
}
"""The catalogue's ``$seat`` of each seat relative to the human, by number of players."""


def _is_trump(card: Card, trump: TrumpMode | bool | None) -> bool:
    if trump is None or isinstance(trump, bool):
        return bool(trump)
    return card.suit == trump.suit


def _card_args(card: Card, trump: TrumpMode | bool | None) -> dict[str, object]:
    return {
        "suit": SUIT_IDS[card.suit],
        "rank": RANK_IDS[card.rank],
        "trump": _is_trump(card, trump),
    }


def card_name(card: Card, trump: TrumpMode | bool | None = None) -> str:
    """The natural name of a card in the active language: "ten of hearts", "Herz-Zehn".

    ``trump``: the deal's trump mode (or whether the card is trump): the jack and nine of
    trump take their own names where players use them (German "Puur" and "Nell")."""
    return t("card", **_card_args(card, trump))


def card_object(card: Card, trump: TrumpMode | bool | None = None) -> str:
    """A card as the object of a sentence: "the ten of hearts", "l'as de cœur", "Herz-Ass"."""
    return t("card-the", **_card_args(card, trump))


def suit_name(suit: Suit) -> str:
    """A suit's name in the active language: "hearts", "Herz" ("Rosen" with German cards)."""
    return t("suit-name", suit=SUIT_IDS[suit])


def suit_title(suit: Suit) -> str:
    """A suit's name as a heading: "Hearts", "Herz", "Cœur"."""
    return t("suit-title", suit=SUIT_IDS[suit])


def rank_name(rank: Rank, trump: bool = False) -> str:
    """A rank's name in the active language: "ten", "Zehn"; ``trump``: the rank is of the
    trump suit (German "Puur" for the jack, "Nell" for the nine)."""
    return t("rank-name", rank=RANK_IDS[rank], trump=trump)


def mode_name(mode: TrumpMode) -> str:
    """ "hearts" … "clubs", "Obenabe", "Undenufe" in the active language."""
    key = _MODE_IDS[mode]
    return t("mode-name", mode=key, suit=key)


def capitalized(text: str) -> str:
    """``text`` with its first letter upper case, the rest untouched ("Herz-Ass" stays so,
    where ``str.capitalize`` would lower the rest)."""
    return text[:1].upper() + text[1:]


def number(value: int) -> str:
    """A signed number as speech engines read it well: "minus 4", "3"."""
    return t("number-negative", value=-value) if value < 0 else str(value)


def seat_names(players: int) -> tuple[str, ...]:
    """Names of the seats relative to the human at index 0, in the active language: 4 players
    → You, Right, Partner, Left. Raises ValueError for an unsupported number of players."""
    if players not in _SEAT_IDS:
        raise ValueError(f"no seat names for {players} players")
    return tuple(t("seat-name", seat=seat) for seat in _SEAT_IDS[players])


_TRUMP_ORDER = (
    Rank.JACK,
    Rank.NINE,
    Rank.ACE,
    Rank.KING,
    Rank.QUEEN,
    Rank.TEN,
    Rank.EIGHT,
    Rank.SEVEN,
    Rank.SIX,
)
"""The trump suit from its highest card down (``docs/rules/swiss.md``: J 9 A K Q 10 8 7 6)."""
_TRUMP_PLACE = {rank: place for place, rank in enumerate(_TRUMP_ORDER)}


def hand_order(
    cards: Iterable[Card], trump: TrumpMode | None = None, *, trump_first: bool = False
) -> list[Card]:
    """Cards in the order the hand is read and browsed: the order they rank in this deal.

    Suits: hearts, diamonds, spades, clubs (with ``trump_first``, the trump suit first). In
    each suit from the strongest card down: the trump suit in trump order (J 9 A K Q 10 8 7 6),
    a plain suit from the ace down to the six, and with Undenufe from the six up to the ace.
    ``trump`` None (not chosen yet) and Obenabe read every suit from the ace down.
    """
    trump_suit = trump.suit if trump is not None else None
    low_first = trump is TrumpMode.UNDENUFE

    def key(card: Card) -> tuple[int, int]:
        suit_place = int(card.suit)
        if trump_first and card.suit == trump_suit:
            suit_place = -1
        if card.suit == trump_suit:
            return suit_place, _TRUMP_PLACE[card.rank]
        return suit_place, int(card.rank) if low_first else -int(card.rank)

    return sorted(cards, key=key)


def describe_meld(meld: Meld) -> str:
    """ "3 in sequence, hearts six to eight", "four tens"."""
    if meld.kind == "four":
        return t("meld-four", rank=RANK_IDS[meld.cards[0].rank])
    low, high = meld.cards[0], meld.cards[-1]
    return t(
        "meld-sequence",
        length=len(meld.cards),
        suit=SUIT_IDS[low.suit],
        low=rank_name(low.rank),
        high=rank_name(high.rank),
    )


def _describe_melds(melds: Sequence[Meld]) -> str:
    """Several Weis of one holder: "3 in sequence, clubs six to eight, and four tens"."""
    described = [describe_meld(meld) for meld in melds]
    if len(described) <= 1:
        return "".join(described)
    text = described[0]
    for item in described[1:-1]:
        text = t("meld-list-more", list=text, item=item)
    return t("meld-list-last", list=text, item=described[-1])


class Told(NamedTuple):
    """What :meth:`Narrator.told` says for a batch of events: ``lines`` to say in order, and
    ``ending``, how the game ended at the target ("" when these events did not end one)."""

    lines: list[str]
    ending: str


@dataclass(frozen=True)
class Narrator:
    """Turns events and observations into sentences for one human seat.

    Attributes:
        variant: the game's variant with its options (or a name, for the defaults).
        human: the human's seat (the seat names are relative to it).
        verbosity: BRIEF or FULL.
        trump_first: the hand is read and browsed with the trump suit first.
    """

    variant: str | Variant
    human: int = 0
    verbosity: str = FULL
    trump_first: bool = False

    @property
    def rules(self) -> Variant:
        """The variant with the game's options (targets, multipliers)."""
        rules = get_variant(self.variant)
        assert isinstance(rules, Variant), f"{rules.name} is not narrated here"
        return rules

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def team_game(self) -> bool:
        return self.rules.team_game

    @property
    def full(self) -> bool:
        return self.verbosity == FULL

    # -- names ----------------------------------------------------------------------------------

    def seat_id(self, seat: int) -> str:
        """The catalogue's ``$seat`` of a seat seen from the human: "you", "right", …"""
        if self.players not in _SEAT_IDS:
            raise ValueError(f"no seat names for {self.players} players")
        return _SEAT_IDS[self.players][(seat - self.human) % self.players]

    def name(self, seat: int) -> str:
        """The seat's name as the subject of a sentence: "You", "Right"."""
        return t("seat-name", seat=self.seat_id(seat))

    def object_name(self, seat: int) -> str:
        """The seat's name in the middle of a sentence or a list: "you", "Right"."""
        return t("seat-object", seat=self.seat_id(seat))

    def who(self, seat: int) -> dict[str, object]:
        """A seat as a sentence's arguments: ``seat`` (its id, chooses "you" forms) and
        ``name`` (its name)."""
        return {"seat": self.seat_id(seat), "name": self.name(seat)}

    def took_it(self, seat: int, points: int) -> str:
        """Who took the last trick and its points: "Right takes it, 25 points."."""
        return t("narr-took-it", **self.who(seat), points=points)

    def side(self, side: int) -> dict[str, object]:
        """A scoring side as a sentence's arguments: ``side`` "us"/"them" in team games, else
        the seat's id, and ``name``, the seat's name (the side's seat in team games)."""
        if self.team_game:
            return {"side": "us" if side == self.human % 2 else "them", "name": self.name(side)}
        return {"side": self.seat_id(side), "name": self.name(side)}

    def _scores_line(self, scores: Sequence[int] | Sequence[str]) -> str:
        """ "we 71, they 86" (teams); "you 12, Right 30, Left 5" (numbers as spoken)."""
        said = [number(score) if isinstance(score, int) else score for score in scores]
        if self.team_game:
            mine = self.human % 2
            return t("narr-scores-team", ours=said[mine], theirs=said[1 - mine])
        order = [(self.human + k) % self.players for k in range(self.players)]
        return ", ".join(
            t("narr-score-item", name=self.object_name(s), score=said[s]) for s in order
        )

    # -- events ---------------------------------------------------------------------------------

    def events(
        self,
        events: Iterable[Event],
        trick: Sequence[Card] = (),
        trump: TrumpMode | None = None,
        *,
        before: Observation | None = None,
        after: Observation | None = None,
    ) -> list[str]:
        """Sentences for a batch of events in order (see :meth:`told`, which also gives how a
        game that ended said so)."""
        return self.told(events, trick, trump, before=before, after=after).lines

    def told(
        self,
        events: Iterable[Event],
        trick: Sequence[Card] = (),
        trump: TrumpMode | None = None,
        *,
        before: Observation | None = None,
        after: Observation | None = None,
    ) -> Told:
        """Sentences for a batch of events in order, one line per fact (events that the human
        must not learn, such as another seat keeping the six, give none), and how the game
        ended when these events end a game that stops at the target.

        The card that completes a trick is said without "winning the trick" (the trick's winner
        follows at once), and the trick's winner names the winning card only when it led the
        trick (a later card that wins was said as winning, or was the card just said). The
        end of a deal says its numbers once; a game that ends says how the target was reached.

        Args:
            events: what one action caused.
            trick: the cards of the current trick before these events.
            trump: the trump mode before these events (None if not yet known).
            before: the human's observation before these events; with it the deal's end
                says whether Weis or Stöck counted in it.
            after: the human's observation after these events; with it the human's own Weis
                declaration names the cards declared (``own_weis``).

        Returns:
            :class:`Told`: ``lines``, one string per line to say; ``ending``: "" unless the
            game ended at the target in these events (Schieber): then who reached it and
            with what; in full speech followed by the deal's numbers, as said in ``lines``.
        """
        batch = list(events)
        if after is not None and after.seat != self.human:
            after = None
        game_over = any(isinstance(event, GameEnded) for event in batch)
        lines: list[str] = []
        current = list(trick)
        turn_up: Card | None = None
        last_card: CardPlayed | None = None
        taken = False
        scoring: list[Event] = []
        ending = ""
        for event in batch:
            text: str | None
            if isinstance(event, DealStarted):
                turn_up = event.turn_up
            if isinstance(event, TrumpChosen):
                trump = event.mode
                if event.seat is None and turn_up is not None:
                    lines.append(self.turned_up(turn_up))
                    continue
            if isinstance(event, CardPlayed):
                completes = len(current) + 1 >= self.players
                text = self._card_played(event, current, trump, completes=completes)
                current.append(event.card)
                last_card = event
                taken = False
            elif isinstance(event, TrickWon):
                # a winning card that did not lead was said as winning (or as the last card,
                # just before), and no later card beat it: it is not named again
                text = self._trick_won(event, card_said=event.seat != event.leader, trump=trump)
                current = []
                taken = True
                scoring.append(event)
            elif isinstance(event, WeisDeclared) and event.seat == self.human and after:
                text = self._weis_declared(event.seat, event.points, after.own_weis)
            elif isinstance(event, DealEnded):
                reach = None
                if game_over and self.rules.ends_mid_deal:
                    untaken = bool(current) and len(current) >= self.players and not taken
                    reach = self._reach(event, scoring, trump, untaken, last_card)
                extras = self._extras(scoring, before)
                text = self._deal_ended(
                    event, trump, game_over=game_over, reach=reach, extras=extras
                )
                if reach is not None:
                    ending = text if self.full else reach
                elif game_over and not self.team_game:
                    ending = self._putz_end(event.scores)
                    text = f"{text} {ending}" if ending else text
            else:
                text = self.event(event, current, trump)
                if isinstance(event, WeisScored | StoeckScored):
                    scoring.append(event)
            if isinstance(event, DealStarted):
                current = []
            if text:
                lines.append(text)
        return Told(lines, ending)

    def event(self, event: Event, trick: Sequence[Card], trump: TrumpMode | None) -> str | None:
        """One sentence for one event; ``trick`` holds the cards of the trick before it."""
        if isinstance(event, CardPlayed):
            return self._card_played(event, trick, trump)
        if isinstance(event, TrickWon):
            return self._trick_won(event, trump=trump)
        if isinstance(event, DealStarted):
            return t(
                "narr-deal-started-full" if self.full else "narr-deal-started",
                number=event.deal_number,
                dealer=self.seat_id(event.dealer),
                dealer_name=self.name(event.dealer),
                forehand=self.seat_id(event.forehand),
                forehand_name=self.name(event.forehand),
            )
        if isinstance(event, TrumpChosen):
            return self._trump_chosen(event)
        if isinstance(event, SchiebenDone):
            if not self.full:
                return t("narr-schieben-brief", **self.who(event.seat))
            return t(
                "narr-schieben",
                **self.who(event.seat),
                partner=self.seat_id(event.partner),
                partner_name=self.name(event.partner),
            )
        if isinstance(event, SixExchanged):
            if not self.full:
                return t(
                    "narr-six-exchanged-brief",
                    **self.who(event.seat),
                    turn_up=card_object(event.turn_up, True),
                )
            return t(
                "narr-six-exchanged",
                **self.who(event.seat),
                six=card_object(event.six, True),
                turn_up=card_name(event.turn_up, True),
            )
        if isinstance(event, SixKept):
            if event.seat != self.human:
                return None
            return t("narr-six-kept")
        if isinstance(event, KittyTaken):
            message = "narr-kitty-taken" if self.full else "narr-kitty-taken-brief"
            return t(message, **self.who(event.seat))
        if isinstance(event, WeisDeclared):
            return self._weis_declared(event.seat, event.points)
        if isinstance(event, WeisScored):
            if not self.full:
                return t("narr-weis-scored-brief", **self.side(event.side), points=event.points)
            return self._weis_scored(event.side, event.melds, event.points)
        if isinstance(event, StoeckScored):
            if not self.full:
                return t("narr-stoeck-scored-brief", **self.who(event.seat), points=event.points)
            return self._stoeck_scored(event.seat, event.points, at_target=event.at_target)
        if isinstance(event, DealEnded):
            return self._deal_ended(event, trump)
        if isinstance(event, GameEnded):
            return self._game_ended(event)
        return None

    # -- Weis and Stöck -------------------------------------------------------------------------

    def _weis_declared(self, seat: int, points: int, melds: Sequence[Meld] = ()) -> str:
        """A declaration: "Left declares Weis worth 20."; the human's own names the cards
        ("You declare 3 in sequence, hearts six to eight: 20.")."""
        if melds:
            message = "narr-weis-declared-own" if self.full else "narr-weis-declared-own-brief"
            return t(message, points=points, melds=_describe_melds(melds))
        message = "narr-weis-declared" if self.full else "narr-weis-declared-brief"
        return t(message, **self.who(seat), points=points)

    def melds_shown(self, melds: Sequence[tuple[int, Meld]]) -> list[str]:
        """The melds ``(seat, meld)`` shown, by holder in the order they come: "Left shows
        four tens", "you show 3 in sequence, hearts six to eight"."""
        holders: dict[int, list[Meld]] = {}
        for seat, meld in melds:
            holders.setdefault(seat, []).append(meld)
        return [
            t(
                "narr-weis-shows",
                seat=self.seat_id(seat),
                name=self.object_name(seat),
                melds=_describe_melds(held),
            )
            for seat, held in holders.items()
        ]

    def _weis_scored(self, side: int, melds: Sequence[tuple[int, Meld]], points: int) -> str:
        """The scoring team's Weis by holder, with the multiplier and the total: "They score
        Weis: Left shows four tens: 100, times 2: 200." (``points`` with the multiplier)."""
        base = sum(meld.points for _, meld in melds)
        factor = points // base if base else 1
        shows = self.melds_shown(melds)
        message = "narr-weis-scored" if len(shows) == 1 else "narr-weis-scored-many"
        return t(
            message,
            **self.side(side),
            shows=t("narr-weis-shows-separator").join(shows),
            **_times(base, factor),
        )

    def _stoeck_scored(self, seat: int, points: int, *, at_target: bool = False) -> str:
        """ "Left scores Stöck, king and queen of trump: 20, times 2: 40." (``points`` with the
        multiplier); ``at_target``: credited before the cards are played."""
        factor = max(points // 20, 1)
        return t("narr-stoeck-scored", **self.who(seat), at_target=at_target, **_times(20, factor))

    # -- plays ----------------------------------------------------------------------------------

    def _card_played(
        self,
        event: CardPlayed,
        trick: Sequence[Card],
        trump: TrumpMode | None,
        *,
        completes: bool = False,
    ) -> str:
        """``completes``: the card is the trick's last (its winner is said next, so the card
        does not say "winning the trick")."""
        if not self.full:
            return t(
                "narr-card-brief", name=self.name(event.seat), card=card_name(event.card, trump)
            )
        card = card_object(event.card, trump)
        if not trick:
            return t("narr-card-lead", **self.who(event.seat), card=card)
        lead_suit = trick[0].suit
        trump_suit = trump.suit if trump is not None else None
        if event.card.suit == lead_suit:
            message = "narr-card-follow"
        elif event.card.suit == trump_suit:
            message = "narr-card-trump"
        else:
            message = "narr-card-discard"
        winning = event.winning and not completes
        return t(message, **self.who(event.seat), card=card, winning=winning)

    def _trick_won(
        self, event: TrickWon, *, card_said: bool = False, trump: TrumpMode | None = None
    ) -> str:
        """``card_said``: the winning card was said as winning the trick (or was the card
        just said), so it is not named again."""
        facts = {**self.who(event.seat), "last": event.last, "points": event.points}
        if not self.full:
            return t("narr-trick-won-brief", **facts)
        if card_said:
            return t("narr-trick-won", **facts)
        winner_card = event.cards[(event.seat - event.leader) % len(event.cards)]
        return t("narr-trick-won-with", **facts, card=card_object(winner_card, trump))

    def turned_up(self, card: Card) -> str:
        """Putz: the card turned up for trump."""
        message = "narr-turned-up" if self.full else "narr-turned-up-brief"
        return t(message, card=card_name(card, True), suit=SUIT_IDS[card.suit])

    def _trump_chosen(self, event: TrumpChosen) -> str:
        name = mode_name(event.mode)
        if event.seat is None:
            return t("narr-trump-is", trump=name)
        if not self.full:
            factor = self.rules.multiplier(event.mode)
            return t("narr-trump-chosen-brief", **self.who(event.seat), trump=name, factor=factor)
        return t(
            "narr-trump-chosen",
            **self.who(event.seat),
            trump=name,
            kind=_mode_kind(event.mode),
            factor=self.rules.multiplier(event.mode),
        )

    def _reach(
        self,
        event: DealEnded,
        scoring: Sequence[Event],
        trump: TrumpMode | None,
        untaken: bool,
        last_card: CardPlayed | None,
    ) -> str:
        """How a game that stops at the target ended (Schieber, ``docs/rules/swiss.md``: "Stöck,
        Weis, Stich"): who reached it, with what, and that the rest of the deal is not played."""
        variant = self.rules
        target = variant.target
        reached = [side for side, score in enumerate(event.scores) if score >= target]
        side = (
            reached[0] if reached else max(range(len(event.scores)), key=event.scores.__getitem__)
        )
        cause = scoring[-1] if scoring else None
        if isinstance(cause, WeisScored):
            tricks = [item for item in scoring if isinstance(item, TrickWon)]
            if tricks:
                trick = tricks[-1]
                factor = variant.multiplier(trump) if trump is not None else 1
                credit = trick.points * factor
                trick_side = variant.side_of(trick.seat)
                weis = cause.points if cause.side == trick_side else 0
                if credit > 0 and event.score_changes[trick_side] >= credit + weis:
                    cause = trick
        if isinstance(cause, StoeckScored):
            how = "stoeck-first" if cause.at_target else "stoeck-untaken" if untaken else "stoeck"
        elif isinstance(cause, WeisScored):
            how = "weis"
        elif isinstance(cause, TrickWon):
            how = "last-trick" if cause.last else "trick"
        else:
            how = "none"
        text = t("narr-reach", **self.side(side), target=target, cause=how)
        played = last_card.trick_number if last_card is not None else 0
        if not event.complete and (played < variant.hand_size or not untaken):
            text += " " + t("narr-rest-not-played")
        return text

    def _extras(self, scoring: Sequence[Event], before: Observation | None) -> str:
        """Which of Weis and Stöck counted in this deal (as far as known): "none", "weis",
        "stoeck" or "both"."""
        weis = any(isinstance(item, WeisScored) for item in scoring)
        stoeck = any(isinstance(item, StoeckScored) for item in scoring)
        if before is not None:
            weis = weis or bool(before.weis_shown)
            stoeck = stoeck or before.stoeck is not None
        return _EXTRAS[weis, stoeck]

    def _putz_end(self, scores: Sequence[int]) -> str:
        """Why a Putz game ended after its deal (``docs/rules/swiss.md`` "putz3", "putz5": a player
        at the target or more, or at the lower limit or less): "The game ends: you fall to minus 4."
        ("" with neither, as with options a save cannot name)."""
        target = getattr(self.rules, "target", None)
        limit = getattr(self.rules, "lower_limit", None)
        reasons = []
        for k in range(self.players):
            seat = (self.human + k) % self.players
            who = self.who(seat)
            if target is not None and scores[seat] >= target:
                reasons.append(t("narr-putz-reaches", score=number(scores[seat]), **who))
            elif limit is not None and scores[seat] <= limit:
                reasons.append(t("narr-putz-falls", score=number(scores[seat]), **who))
        return t("narr-putz-end", reasons=join(reasons)) if reasons else ""

    def _deal_ended(
        self,
        event: DealEnded,
        trump: TrumpMode | None = None,
        *,
        game_over: bool = False,
        reach: str | None = None,
        extras: str = "none",
    ) -> str:
        """The deal's numbers, each said once: card points only where the score change
        differs from them (with why: multiplier, match, Weis, Stöck), the scores only where
        they differ from the change and the game goes on (the game's end says them)."""
        scores_line = t("narr-scores-line", scores=self._scores_line(event.scores))
        show_scores = not game_over and tuple(event.scores) != tuple(event.score_changes)
        if self.team_game:
            mine = self.human % 2
            ours = event.points[mine] + event.points[mine + 2]
            theirs = event.points[1 - mine] + event.points[3 - mine]
            gained = event.score_changes[mine], event.score_changes[1 - mine]
            change = self._scores_line(event.score_changes)
            parts = []
            if reach is not None:
                parts.append(reach)
            if reach is not None and not event.complete:
                parts.append(t("narr-deal-this", change=change))
            else:
                if event.match_side is not None:
                    parts.append(t("narr-match-for", side=self.side(event.match_side)["side"]))
                if not self.full or gained == (ours, theirs):
                    parts.append(t("narr-deal-over", change=change))
                else:
                    parts.append(t("narr-deal-over-card-points", ours=ours, theirs=theirs))
                    parts.append(self._why(event, trump, extras, change))
            if show_scores:
                parts.append(scores_line)
            return " ".join(parts)
        order = [(self.human + k) % self.players for k in range(self.players)]
        results = []
        for seat in order:
            gain = event.score_changes[seat]
            if seat in event.apples:
                outcome = "apple"
            elif gain > 0:
                outcome = "plus"
            else:
                outcome = "nothing"
            message = "narr-deal-result-full" if self.full else "narr-deal-result"
            results.append(
                t(
                    message,
                    name=self.object_name(seat),
                    points=event.points[seat],
                    outcome=outcome,
                    gain=gain,
                )
            )
        text = t("narr-deal-over-seats", results=t("narr-deal-result-separator").join(results))
        return f"{text} {scores_line}" if show_scores else text

    def _why(self, event: DealEnded, trump: TrumpMode | None, extras: str, change: str) -> str:
        """What turned card points into the deal's score change: "This deal, times 2, with
        100 for the match, with Weis and Stöck: we 314, they 0."."""
        variant = self.rules
        factor = variant.multiplier(trump) if trump is not None else 1
        match = variant.match_bonus if event.match_side is not None else 0
        residual = False
        for side in range(2):
            points = event.points[side] + event.points[side + 2]
            expected = (points + (match if side == event.match_side else 0)) * factor
            residual = residual or event.score_changes[side] != expected
        if extras == "none" and residual:
            extras = "either"
        return t("narr-deal-this-why", factor=factor, match=match, extras=extras, change=change)

    def _game_ended(self, event: GameEnded) -> str:
        scores = self._scores_line(event.scores)
        if self.team_game:
            if len(event.winners) > 1:
                return t("narr-game-over-draw", scores=scores)
            winner = self.side(event.winners[0])["side"]
            return t("narr-game-over-team", winner=winner, scores=scores)
        if len(event.winners) == 1:
            return t("narr-game-over-one", **self.who(event.winners[0]), scores=scores)
        names = capitalized(join(self.object_name(s) for s in event.winners))
        return t("narr-game-over-shared", names=names, scores=scores)

    # -- answers to the player's questions ------------------------------------------------------

    def _played(self, leader: int, cards: Sequence[Card], trump: TrumpMode | None) -> str:
        """Cards of a trick with who played them: "Right: ace of hearts; Partner: six of …"."""
        played = [
            t(
                "narr-played-item",
                name=self.name((leader + i) % self.players),
                card=card_name(card, trump),
            )
            for i, card in enumerate(cards)
        ]
        return t("narr-played-separator").join(played)

    def stock(self, view: Observation) -> str:
        """The stock as C says it after the table: "" here (the Swiss games have none; the
        family's narrator says Klaberjass's and the klaverjas of 1821's)."""
        return ""

    def table_cards(self, view: Observation) -> str:
        """C: the cards on the table, who played them and who is winning."""
        if view.phase is not Phase.PLAY:
            return t("narr-no-cards")
        if not view.trick:
            return t("narr-no-cards-lead", **self.who(view.trick_leader))
        winner = self.winning_seat(view)
        played = self._played(view.trick_leader, view.trick, view.trump)
        return t("narr-table-cards", played=played, **self.who(winner))

    def winning_seat(self, view: Observation) -> int:
        """The seat whose card is winning the trick on the table (a trick being played, not
        empty), as C names it and the window shows it."""
        assert view.trump is not None
        keys = WIN_KEY[view.trump][view.trick[0].suit]
        best = max(range(len(view.trick)), key=lambda i: (keys[view.trick[i]], -i))
        return (view.trick_leader + best) % self.players

    def trump(self, view: Observation) -> str:
        """A (when not choosing): trump and who made it."""
        if view.trump is None:
            if view.phase is Phase.TRUMP and view.current_player is not None:
                return t("narr-trump-not-chosen-chooser", **self.who(view.current_player))
            return t("narr-trump-not-chosen")
        name = mode_name(view.trump)
        if view.trump_chooser is None:
            if view.turn_up is None:
                return t("narr-trump-turned", trump=name)
            card = card_name(view.turn_up, True)
            if view.six_exchanged_by is None:
                return t("narr-trump-turned-up", trump=name, card=card)
            return t(
                "narr-trump-turned-up-six",
                trump=name,
                card=card,
                seat=self.seat_id(view.six_exchanged_by),
                name=self.object_name(view.six_exchanged_by),
            )
        return t(
            "narr-trump-chosen-by",
            trump=name,
            kind=_mode_kind(view.trump),
            seat=self.seat_id(view.trump_chooser),
            name=self.object_name(view.trump_chooser),
            schoben=view.schoben,
        )

    def led_suit(self, view: Observation) -> str:
        """F: the led suit of the current trick and how many of it the human holds."""
        if view.phase is not Phase.PLAY or not view.trick:
            return t("narr-no-suit-led")
        suit = view.trick[0].suit
        held = sum(1 for card in view.hand if card.suit == suit)
        return t("narr-led-suit", suit=SUIT_IDS[suit], count=held)

    def scores(self, view: Observation) -> str:
        """S: the scores and what ends the game."""
        variant = self.rules
        scores = self._scores_line(view.scores)
        if self.team_game:
            return t("narr-scores-team-target", scores=scores, target=variant.target)
        lower = getattr(variant, "lower_limit", 0)
        return t(
            "narr-scores-seats-target", scores=scores, target=variant.target, lower=number(lower)
        )

    def deal_scores(self, view: Observation, *, last: bool = False) -> str:
        """Shift+S: the score change of every finished deal (``last``: of the last one)."""
        if not view.deal_history:
            return t("narr-no-deal-finished")
        items = list(enumerate(view.deal_history, start=1))
        return " ".join(
            t("narr-deal-scores-item", number=index, scores=self._scores_line(changes))
            for index, changes in (items[-1:] if last else items)
        )

    def turn(self, view: Observation) -> str:
        """T: whose turn it is and what they are doing."""
        if view.phase is Phase.OVER:
            return t("narr-game-is-over")
        if view.phase is Phase.DEAL:
            return t("narr-cards-being-dealt")
        seat = view.current_player
        if seat is None:
            # the forehand waits while another seat decides on the six of trump: nothing of it
            return t("narr-waiting-for-play")
        doing = {Phase.TRUMP: "trump", Phase.SIX: "six", Phase.PLAY: "play"}[view.phase]
        return t("narr-turn", **self.who(seat), doing=doing)

    def hand_order(self, view: Observation) -> list[Card]:
        """The human's hand in the order D reads it and the arrows browse it
        (:func:`hand_order` with this deal's trump and the ``trump_first`` option)."""
        return hand_order(view.hand, view.trump, trump_first=self.trump_first)

    def hand(self, view: Observation) -> str:
        """D: the whole hand, suit by suit, in :meth:`hand_order`."""
        if not view.hand:
            return t("narr-hand-empty")
        trump_suit = view.trump.suit if view.trump is not None else None
        ordered = self.hand_order(view)
        parts = []
        for suit in dict.fromkeys(card.suit for card in ordered):
            is_trump = suit == trump_suit
            ranks = [rank_name(c.rank, is_trump) for c in ordered if c.suit == suit]
            parts.append(
                t("narr-hand-suit", suit=SUIT_IDS[suit], trump=is_trump, ranks=", ".join(ranks))
            )
        return t("narr-hand", count=len(view.hand), suits=" ".join(parts))

    def last_trick(self, view: Observation) -> str:
        """L: the last complete trick, who took it and its points."""
        if not view.tricks:
            return t("narr-no-trick-yet")
        trick = view.tricks[-1]
        played = self._played(trick.leader, trick.cards, view.trump)
        return t("narr-last-trick", played=played, **self.who(trick.winner), points=trick.points)

    def trick_taken(self, view: Observation, index: int) -> str:
        """One finished trick of this deal by its number ("Trick 3: Left plays …. Right takes
        it, 14 points."), for tricks played while the player could not hear them (an online
        table whose connection came back). ``index`` counts from 0; raises IndexError past
        the tricks taken."""
        trick = view.tricks[index]
        played = self._played(trick.leader, trick.cards, view.trump)
        return t(
            "narr-trick-taken",
            number=index + 1,
            played=played,
            **self.who(trick.winner),
            points=trick.points,
        )

    def points(self, view: Observation) -> str:
        """P: card points taken so far this deal."""
        taken = view.points_taken
        if self.team_game:
            mine = self.human % 2
            ours = taken[mine] + taken[mine + 2]
            theirs = taken[1 - mine] + taken[3 - mine]
            return t("narr-card-points-team", ours=ours, theirs=theirs)
        return t("narr-card-points", scores=self._scores_line(taken))

    def melds(self, view: Observation) -> str:
        """W: Weis and Stöck of this deal, in the words they were announced with (full)."""
        variant = self.rules
        if not (variant.has_weis or variant.has_stoeck):
            return t("narr-no-weis-in-variant", variant=variant_title(variant))
        full = replace(self, verbosity=FULL)
        parts = []
        for seat, points in view.weis_declared:
            melds = view.own_weis if seat == self.human else ()
            parts.append(full._weis_declared(seat, points, melds))
        if view.weis_shown and view.trump is not None:
            side = variant.side_of(view.weis_shown[0][0])
            base = sum(meld.points for _, meld in view.weis_shown)
            points = base * variant.multiplier(view.trump)
            parts.append(full._weis_scored(side, view.weis_shown, points))
        if view.stoeck is not None and view.trump is not None:
            points = 20 * variant.multiplier(view.trump)
            parts.append(full._stoeck_scored(view.stoeck, points))
        if not parts:
            return t("narr-no-weis-yet")
        return " ".join(parts)

    # -- focus and refusals ---------------------------------------------------------------------

    def focus(
        self,
        card: Card,
        playable: bool | None,
        position: int,
        count: int,
        trump: TrumpMode | None = None,
    ) -> str:
        """A card reached with the arrow keys. ``playable`` None when it is not the human's
        turn to play (no judgement is spoken then); ``trump``: the deal's trump (the trump
        jack and nine take their own names in some languages)."""
        return t(
            "narr-focus",
            card=card_name(card, trump),
            playable="unknown" if playable is None else playable,
            full=self.full,
            position=position,
            count=count,
        )

    def refusal(self, error: IllegalActionError) -> str:
        """Why an action was refused, addressed to the player: "You must follow hearts".

        Every reason code of :class:`IllegalActionError` has its sentence; the wrong phase
        and the trump mode are read from the engine's message."""
        reason = error.reason
        if reason == "must_follow" and error.suit is not None:
            return t("narr-refusal-must-follow", suit=SUIT_IDS[error.suit])
        if reason == "not_in_hand" and error.card is not None:
            return t("narr-refusal-not-in-hand", card=card_object(error.card))
        if reason == "no_kitty":
            if getattr(self.rules, "kitty", None) is False:  # Putz for 3 with the kitty off
                return t("narr-refusal-kitty-off")
            return t("narr-refusal-no-kitty", variant=variant_title(self.rules))
        if reason == "no_six":
            exchange = getattr(self.rules, "six_exchange", None)  # Putz's option
            if exchange is None:
                return t("narr-refusal-no-six-variant", variant=variant_title(self.rules))
            if not exchange:
                return t("narr-refusal-six-off")
        if reason == "trump_mode":
            word = str(error).split(" ", 1)[0]
            try:
                mode = capitalized(mode_name(TrumpMode.parse(word)))
            except ValueError:
                return t("narr-refusal-other")
            return t("narr-refusal-trump-mode", mode=mode, variant=variant_title(self.rules))
        if reason == "wrong_phase":
            return _wrong_phase(str(error))
        if reason == "no_weis":
            return t("narr-refusal-no-weis", automatic="automatically" in str(error))
        message = _REFUSALS.get(reason)
        return t(message) if message is not None else t("narr-refusal-other")


# ----------------------------------------------------------------------------------------------
# the turn, the deal's first look at the hand, the deal just finished and the Weis choice


def turn_with_card(
    narrator: Narrator,
    card: Card | None,
    position: int,
    count: int,
    extras: Sequence[str] = (),
    trump: TrumpMode | None = None,
) -> str:
    """The human's turn to play, with the focused card, so that Enter plays a card just heard:
    full "Your turn: queen of hearts, playable, 1 of 9.", brief "Your turn: queen of hearts.".
    ``card`` None: the turn alone ("Your turn."). ``extras``: sentences added after it ("H
    takes the kitty."). ``trump``: the deal's trump (names the trump jack and nine)."""
    if card is None:
        text = t("narr-your-turn")
    elif narrator.full:
        text = t(
            "narr-your-turn-card-full",
            card=card_name(card, trump),
            position=position,
            count=count,
        )
    else:
        text = t("narr-your-turn-card", card=card_name(card, trump))
    return " ".join([text, *extras])


def unheard_card(
    narrator: Narrator,
    card: Card,
    playable: bool,
    position: int,
    count: int,
    play_key: str,
    trump: TrumpMode | None = None,
) -> str:
    """Enter on a card not yet heard this turn: the card, and that the key plays it
    ("jack of hearts, 1 of 9. Enter plays it."); an unplayable card is only named."""
    text = narrator.focus(card, playable, position, count, trump)
    if not playable:
        return t("narr-unheard-card", focus=text)
    return t("narr-unheard-card-plays", focus=text, key=play_key)


def hand_counts(cards: Sequence[Card]) -> str:
    """The hand as counts per suit, suits in the order of ``cards`` (the order it is read):
    "9 cards: 3 hearts, 2 spades, 2 diamonds and 2 clubs."; "Your hand is empty."."""
    if not cards:
        return t("narr-hand-empty")
    counts: dict[Suit, int] = {}
    for card in cards:
        counts[card.suit] = counts.get(card.suit, 0) + 1
    parts = [t("suit-count", suit=SUIT_IDS[suit], count=held) for suit, held in counts.items()]
    return t("narr-hand-counts", count=len(cards), suits=join(parts))


def dealt_hand(narrator: Narrator, view: Observation, cards: Sequence[Card]) -> str:
    """The hand as a deal starts: brief, the counts per suit (:func:`hand_counts`); full, the
    cards suit by suit (as D reads them). ``cards``: the hand in the order it is read."""
    if narrator.full:
        return narrator.hand(view)
    return hand_counts(cards)


def after_deal(narrator: Narrator, view: Observation, answer: str) -> str:
    """An answer about the deal just finished (L, P, C, W between deals and after the game):
    full "Deal 2 is over. Last trick: …", brief the answer alone."""
    if narrator.full:
        return t("narr-after-deal", number=view.deal_number, answer=answer)
    return answer


def six_choice_keys(six: Card, turn_up: Card, exchange_key: str, keep_key: str) -> str:
    """The question put to the holder of the six of trump, naming the keys of the active
    keymap: "You hold the six of hearts. G exchanges it for the turned-up ace of hearts; Enter
    keeps it."."""
    return t(
        "narr-six-choice",
        six=card_name(six, True),
        turn_up=card_name(turn_up, True),
        exchange_key=exchange_key,
        keep_key=keep_key,
    )


def weis_choice_title() -> str:
    """The title of the Weis choice in the active language: "Declare Weis"."""
    return t("narr-weis-choice-title")


def no_weis() -> str:
    """The Weis choice's item that declares none, in the active language: "No Weis"."""
    return t("narr-no-weis")


def weis_label(melds: Sequence[Meld]) -> str:
    """One item of the Weis choice: "3 in sequence, hearts six to eight: 20 points" (before
    any multiplier)."""
    points = sum(meld.points for meld in melds)
    return t("narr-weis-label", melds=join(describe_meld(meld) for meld in melds), points=points)


def weis_hint(declare_key: str) -> str:
    """Said with the turn when the human may declare Weis (manual Weis)."""
    return t("narr-weis-hint", key=declare_key)


def game_over_keys(back_key: str, repeat_key: str, help_key: str) -> str:
    """Said when the game-over screen opens: how to hear the result again and leave."""
    return t("narr-game-over-keys", back_key=back_key, repeat_key=repeat_key, help_key=help_key)


_EXTRAS = {
    (False, False): "none",
    (True, False): "weis",
    (False, True): "stoeck",
    (True, True): "both",
}
"""``$extras`` of a deal's end by (Weis counted, Stöck counted)."""

_REFUSALS = {
    "undertrump": "narr-refusal-undertrump",
    "kitty_taken": "narr-refusal-kitty-taken",
    "kitty_too_late": "narr-refusal-kitty-too-late",
    "no_six": "narr-refusal-no-six",
    "no_schieben": "narr-refusal-no-schieben",
    "game_over": "narr-refusal-game-over",
    "weis_too_late": "narr-refusal-weis-too-late",
    "weis_declared": "narr-refusal-weis-declared",
    "bad_weis": "narr-refusal-bad-weis",
    "bad_deal": "narr-refusal-bad-deal",
}
"""The message of each reason code that needs no more than the code."""

_WANTED = {
    "deal": "deal",
    "choose trump": "choose-trump",
    "schieben": "schieben",
    "take the kitty": "take-kitty",
    "declare Weis": "declare-weis",
    "play a card": "play-card",
}
"""The engine's words for the refused action ("cannot {wanted} now: …") → ``$action``."""

_PHASE_TEXT = {
    "the cards must be dealt first": "deal",
    "trump must be chosen first": "trump",
    "the six of trump must be exchanged or kept first": "six",
    "the cards are being played": "play",
}
"""The engine's words for the phase that refused it → ``$phase``."""


def _wrong_phase(message: str) -> str:
    """A "wrong_phase" refusal from the engine's message ("cannot play a card now: trump
    must be chosen first")."""
    wanted, _, phase = message.removeprefix("cannot ").partition(" now: ")
    action, phase_id = _WANTED.get(wanted), _PHASE_TEXT.get(phase)
    if action is None or phase_id is None:
        return t("narr-refusal-other")
    return t("narr-refusal-wrong-phase", action=action, phase=phase_id)


def _mode_kind(mode: TrumpMode) -> str:
    """``$kind`` of a trump mode: "suit", "obenabe" or "undenufe"."""
    return "suit" if mode.suit is not None else _MODE_IDS[mode]


def _times(base: int, factor: int) -> dict[str, object]:
    """Points with their multiplier as arguments of ``narr-times`` ("20 points", "20, times
    2: 40")."""
    factor = max(factor, 1)
    return {"base": base, "factor": factor, "total": base * factor}
