"""Words for the table: pure functions from rule events and observations to spoken text.

Nothing here speaks or plays: the table passes the text to the speech output. Every string is
built here, so it is tested exactly and can be translated. Two verbosity levels: ``brief``
("Right: ace of hearts") and ``full`` ("Right plays the ace of hearts, winning the trick").

Seats are named from the human's chair: the next player (seat + 1) sits on the right.
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
from audiojass.rules.cards import SUIT_NAMES
from audiojass.rules.tricks import WIN_KEY

__all__ = [
    "BRIEF",
    "FULL",
    "RANK_NAMES",
    "SUIT_NAMES",
    "Narrator",
    "capitalized",
    "card_name",
    "card_object",
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

RANK_NAMES = ("six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
"""English rank words (kept for modules not yet asking :func:`rank_name`)."""

_SUIT_IDS = ("hearts", "diamonds", "spades", "clubs")
"""The catalogue's ``$suit`` of each suit, in suit order."""
_RANK_IDS = ("six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
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
_VARIANT_IDS = ("jass", "schieber", "putz3", "putz5")
_MULTIPLIER_WORDS = {2: "counting double", 3: "counting triple", 4: "counting four times"}


def _is_trump(card: Card, trump: TrumpMode | bool | None) -> bool:
    if trump is None or isinstance(trump, bool):
        return bool(trump)
    return card.suit == trump.suit


def _card_args(card: Card, trump: TrumpMode | bool | None) -> dict[str, object]:
    return {
        "suit": _SUIT_IDS[card.suit],
        "rank": _RANK_IDS[card.rank],
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
    return t("suit-name", suit=_SUIT_IDS[suit])


def suit_title(suit: Suit) -> str:
    """A suit's name as a heading: "Hearts", "Herz", "Cœur"."""
    return t("suit-title", suit=_SUIT_IDS[suit])


def rank_name(rank: Rank, trump: bool = False) -> str:
    """A rank's name in the active language: "ten", "Zehn"; ``trump``: the rank is of the
    trump suit (German "Puur" for the jack, "Nell" for the nine)."""
    return t("rank-name", rank=_RANK_IDS[rank], trump=trump)


def mode_name(mode: TrumpMode) -> str:
    """ "hearts" … "clubs", "Obenabe", "Undenufe" in the active language."""
    key = _MODE_IDS[mode]
    return t("mode-name", mode=key, suit=key)


def variant_title(variant: str | Variant) -> str:
    """A variant's title in the active language: "Putz for 3", "Putz zu dritt", "Chibre".

    ``variant``: a variant or its name. Raises ValueError for an unknown name."""
    name = get_variant(variant).name
    return t("variant-title", variant=name) if name in _VARIANT_IDS else get_variant(variant).title


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
"""The trump suit from its highest card down (``RULES.md``: J 9 A K Q 10 8 7 6)."""
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


def _describe_meld(meld: Meld) -> str:
    """ "3 in sequence, hearts six to eight", "four tens"."""
    if meld.kind == "four":
        return t("meld-four", rank=_RANK_IDS[meld.cards[0].rank])
    low, high = meld.cards[0], meld.cards[-1]
    return t(
        "meld-sequence",
        length=len(meld.cards),
        suit=_SUIT_IDS[low.suit],
        low=rank_name(low.rank),
        high=rank_name(high.rank),
    )


def _describe_melds(melds: Sequence[Meld]) -> str:
    """Several Weis of one holder: "3 in sequence, clubs six to eight, and four tens"."""
    described = [_describe_meld(meld) for meld in melds]
    if len(described) <= 1:
        return "".join(described)
    text = described[0]
    for item in described[1:-1]:
        text = t("meld-list-more", list=text, item=item)
    return t("meld-list-last", list=text, item=described[-1])


def _times(base: int, factor: int) -> str:
    """Points with their multiplier: "20 points", "20, times 2: 40"."""
    if factor <= 1:
        return f"{base} points"
    return f"{base}, times {factor}: {base * factor}"


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
        return get_variant(self.variant)

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
        return _SEAT_IDS[self.players][(seat - self.human) % self.players]

    def name(self, seat: int) -> str:
        """The seat's name as the subject of a sentence: "You", "Right"."""
        if self.players not in _SEAT_IDS:
            raise ValueError(f"no seat names for {self.players} players")
        return t("seat-name", seat=self.seat_id(seat))

    def object_name(self, seat: int) -> str:
        """The seat's name in the middle of a sentence or a list: "you", "Right"."""
        return t("seat-object", seat=self.seat_id(seat))

    def possessive(self, seat: int) -> str:
        return "your" if seat == self.human else f"{self.name(seat)}'s"

    def says(self, seat: int, verb: str) -> str:
        """Subject and verb: "You play", "Right plays" (``verb`` in the "you" form)."""
        if seat == self.human:
            return f"You {verb}"
        if verb.endswith(("s", "sh", "ch", "x")):
            return f"{self.name(seat)} {verb}es"
        return f"{self.name(seat)} {verb}s"

    def side_name(self, side: int, *, subject: bool = True) -> str:
        """A scoring side: "We"/"They" in team games, else the seat's name."""
        if self.team_game:
            ours = side == self.human % 2
            if subject:
                return "We" if ours else "They"
            return "us" if ours else "them"
        return self.name(side) if subject else self.object_name(side)

    def _scores_line(self, scores: Sequence[int]) -> str:
        if self.team_game:
            mine = self.human % 2
            return f"we {number(scores[mine])}, they {number(scores[1 - mine])}"
        order = [(self.human + k) % self.players for k in range(self.players)]
        return ", ".join(f"{self.object_name(s)} {number(scores[s])}" for s in order)

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
                text = self._trick_won(event, card_said=event.seat != event.leader)
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
            return self._trick_won(event)
        if isinstance(event, DealStarted):
            text = f"Deal {event.deal_number}. {self.says(event.dealer, 'deal')}."
            if self.full:
                text += f" {self.says(event.forehand, 'lead')} the first trick."
            return text
        if isinstance(event, TrumpChosen):
            return self._trump_chosen(event)
        if isinstance(event, SchiebenDone):
            if not self.full:
                return f"{self.name(event.seat)}: schieben."
            partner = self.object_name(event.partner)
            if event.seat == self.human:
                partner = "your partner"
            return f"{self.says(event.seat, 'pass')} the choice of trump to {partner}."
        if isinstance(event, SixExchanged):
            if not self.full:
                turned = card_name(event.turn_up)
                return f"{self.says(event.seat, 'exchange')} the six for the {turned}."
            return (
                f"{self.says(event.seat, 'exchange')} the {card_name(event.six)} for the "
                f"turned-up {card_name(event.turn_up)}."
            )
        if isinstance(event, SixKept):
            if event.seat != self.human:
                return None
            return "You keep the six."
        if isinstance(event, KittyTaken):
            if not self.full:
                return f"{self.says(event.seat, 'take')} the kitty."
            if event.seat == self.human:
                return "You take the kitty and set your hand aside."
            return f"{self.name(event.seat)} takes the kitty and sets their hand aside."
        if isinstance(event, WeisDeclared):
            return self._weis_declared(event.seat, event.points)
        if isinstance(event, WeisScored):
            if not self.full:
                return f"Weis for {self.side_name(event.side, subject=False)}: {event.points}."
            return self._weis_scored(event.side, event.melds, event.points)
        if isinstance(event, StoeckScored):
            if not self.full:
                return f"{self.name(event.seat)}: Stöck, {event.points}."
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
            if not self.full:
                return f"You: Weis {points}, {_describe_melds(melds)}."
            return f"You declare {_describe_melds(melds)}: {points}."
        if not self.full:
            return f"{self.name(seat)}: Weis {points}."
        return f"{self.says(seat, 'declare')} Weis worth {points}."

    def _weis_scored(self, side: int, melds: Sequence[tuple[int, Meld]], points: int) -> str:
        """The scoring team's Weis by holder, with the multiplier and the total: "They score
        Weis: Left shows four tens: 100, times 2: 200." (``points`` with the multiplier)."""
        holders: dict[int, list[Meld]] = {}
        for seat, meld in melds:
            holders.setdefault(seat, []).append(meld)
        base = sum(meld.points for _, meld in melds)
        factor = points // base if base else 1
        shows = [
            f"{self.object_name(seat)} {'show' if seat == self.human else 'shows'} "
            f"{_describe_melds(held)}"
            for seat, held in holders.items()
        ]
        side_word = self.side_name(side)
        if len(shows) == 1:
            return f"{side_word} score Weis: {shows[0]}: {_times(base, factor)}."
        return f"{side_word} score Weis: {'; '.join(shows)}. In all {_times(base, factor)}."

    def _stoeck_scored(self, seat: int, points: int, *, at_target: bool = False) -> str:
        """ "Left scores Stöck, king and queen of trump: 20, times 2: 40." (``points`` with the
        multiplier); ``at_target``: credited before the cards are played."""
        factor = max(points // 20, 1)
        held = "holding king and queen of trump" if at_target else "king and queen of trump"
        return f"{self.says(seat, 'score')} Stöck, {held}: {_times(20, factor)}."

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
        card = card_name(event.card)
        if not self.full:
            return f"{self.name(event.seat)}: {card}."
        if not trick:
            return f"{self.says(event.seat, 'lead')} the {card}."
        lead_suit = trick[0].suit
        trump_suit = trump.suit if trump is not None else None
        if event.card.suit == lead_suit:
            text = f"{self.says(event.seat, 'play')} the {card}"
        elif event.card.suit == trump_suit:
            text = f"{self.says(event.seat, 'trump')} with the {card}"
        else:
            text = f"{self.says(event.seat, 'discard')} the {card}"
        if event.winning and not completes:
            text += ", winning the trick"
        return text + "."

    def _trick_won(self, event: TrickWon, *, card_said: bool = False) -> str:
        """``card_said``: the winning card was said as winning the trick (or was the card
        just said), so it is not named again."""
        which = "the last trick" if event.last else "the trick"
        points = f"{event.points} point{'s' if event.points != 1 else ''}"
        if not self.full:
            return f"{self.says(event.seat, 'take')} {which}, {points}."
        text = f"{self.says(event.seat, 'take')} {which}"
        if not card_said:
            winner_card = event.cards[(event.seat - event.leader) % len(event.cards)]
            text += f" with the {card_name(winner_card)}"
        text += f": {points}"
        if event.last:
            text += ", including 5 for the last trick"
        return text + "."

    def turned_up(self, card: Card) -> str:
        """Putz: the card turned up for trump."""
        if not self.full:
            return f"Trump {suit_name(card.suit)}: {card_name(card)} turned up."
        return f"The {card_name(card)} is turned up: {suit_name(card.suit)} are trump."

    def _trump_chosen(self, event: TrumpChosen) -> str:
        variant = self.rules
        name = mode_name(event.mode)
        if event.seat is None:
            return f"Trump is {name}."
        if not self.full:
            return f"{self.says(event.seat, 'choose')} {name}."
        text = f"{self.says(event.seat, 'choose')} {name}"
        if event.mode is TrumpMode.OBENABE:
            text += ": no trump, the highest card wins"
        elif event.mode is TrumpMode.UNDENUFE:
            text += ": no trump, the lowest card wins"
        else:
            text += " as trump"
        factor = variant.multiplier(event.mode)
        if factor > 1:
            text += f", {_MULTIPLIER_WORDS.get(factor, f'times {factor}')}"
        return text + "."

    def _reach(
        self,
        event: DealEnded,
        scoring: Sequence[Event],
        trump: TrumpMode | None,
        untaken: bool,
        last_card: CardPlayed | None,
    ) -> str:
        """How a game that stops at the target ended (Schieber, ``RULES.md``: "Stöck, Weis,
        Stich"): who reached it, with what, and that the rest of the deal is not played."""
        variant = self.rules
        target = variant.target
        reached = [side for side, score in enumerate(event.scores) if score >= target]
        side = (
            reached[0] if reached else max(range(len(event.scores)), key=event.scores.__getitem__)
        )
        who = f"{self.side_name(side)} reach {target}"
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
            text = f"{who} with Stöck"
            if cause.at_target:
                text += ", which counts before the Weis and the trick"
            elif untaken:
                text += ", which counts before the trick: this trick is not taken"
        elif isinstance(cause, WeisScored):
            text = f"{who} with Weis, which count before the trick"
        elif isinstance(cause, TrickWon):
            which = "the last trick" if cause.last else "the points of this trick"
            text = f"{who} with {which}"
        else:
            text = who
        text += "."
        played = last_card.trick_number if last_card is not None else 0
        if not event.complete and (played < variant.hand_size or not untaken):
            text += " The rest of the deal is not played."
        return text

    def _extras(self, scoring: Sequence[Event], before: Observation | None) -> list[str]:
        """Which of Weis and Stöck counted in this deal (as far as known)."""
        weis = any(isinstance(item, WeisScored) for item in scoring)
        stoeck = any(isinstance(item, StoeckScored) for item in scoring)
        if before is not None:
            weis = weis or bool(before.weis_shown)
            stoeck = stoeck or before.stoeck is not None
        return [name for name, seen in (("Weis", weis), ("Stöck", stoeck)) if seen]

    def _deal_ended(
        self,
        event: DealEnded,
        trump: TrumpMode | None = None,
        *,
        game_over: bool = False,
        reach: str | None = None,
        extras: Sequence[str] = (),
    ) -> str:
        """The deal's numbers, each said once: card points only where the score change
        differs from them (with why: multiplier, match, Weis, Stöck), the scores only where
        they differ from the change and the game goes on (the game's end says them)."""
        scores_line = f"Scores: {self._scores_line(event.scores)}."
        show_scores = not game_over and tuple(event.scores) != tuple(event.score_changes)
        if self.team_game:
            mine = self.human % 2
            ours = event.points[mine] + event.points[mine + 2]
            theirs = event.points[1 - mine] + event.points[3 - mine]
            gained = event.score_changes[mine], event.score_changes[1 - mine]
            change = f"we {number(gained[0])}, they {number(gained[1])}"
            parts = []
            if reach is not None:
                parts.append(reach)
            if reach is not None and not event.complete:
                parts.append(f"This deal: {change}.")
            else:
                if event.match_side is not None:
                    parts.append(f"Match for {self.side_name(event.match_side, subject=False)}!")
                if not self.full or gained == (ours, theirs):
                    parts.append(f"Deal over: {change}.")
                else:
                    parts.append(f"Deal over: card points, we {ours}, they {theirs}.")
                    parts.append(f"This deal{self._why(event, trump, extras)}: {change}.")
            if show_scores:
                parts.append(scores_line)
            return " ".join(parts)
        order = [(self.human + k) % self.players for k in range(self.players)]
        results = []
        for seat in order:
            change_points = event.score_changes[seat]
            if seat in event.apples:
                outcome = "an apple"
            elif change_points > 0:
                outcome = f"plus {change_points}"
            else:
                outcome = "nothing"
            if self.full:
                results.append(f"{self.object_name(seat)} {event.points[seat]} points, {outcome}")
            else:
                results.append(f"{self.object_name(seat)} {outcome}")
        text = "Deal over: " + "; ".join(results) + "."
        return f"{text} {scores_line}" if show_scores else text

    def _why(self, event: DealEnded, trump: TrumpMode | None, extras: Sequence[str]) -> str:
        """What turned card points into the deal's score change: ", times 2, with 100 for the
        match, with Weis and Stöck"."""
        variant = self.rules
        reasons = []
        factor = variant.multiplier(trump) if trump is not None else 1
        if factor > 1:
            reasons.append(f"times {factor}")
        if event.match_side is not None and variant.match_bonus:
            reasons.append(f"with {variant.match_bonus} for the match")
        bonus = variant.match_bonus if event.match_side is not None else 0
        residual = False
        for side in range(2):
            points = event.points[side] + event.points[side + 2]
            expected = (points + (bonus if side == event.match_side else 0)) * factor
            residual = residual or event.score_changes[side] != expected
        if extras:
            reasons.append(f"with {join(list(extras))}")
        elif residual:
            reasons.append("with Weis or Stöck")
        return "".join(f", {reason}" for reason in reasons)

    def _game_ended(self, event: GameEnded) -> str:
        scores = self._scores_line(event.scores)
        if self.team_game:
            if len(event.winners) > 1:
                return f"Game over: a draw. Final scores: {scores}."
            verb = "We win" if event.winners[0] == self.human % 2 else "They win"
            return f"Game over. {verb}. Final scores: {scores}."
        names = [self.object_name(s) for s in event.winners]
        if len(names) == 1:
            who = "You win" if event.winners[0] == self.human else f"{names[0]} wins"
        else:
            joined = join(names)
            who = f"{joined[0].upper()}{joined[1:]} share the win"
        return f"Game over. {who}. Final scores: {scores}."

    # -- answers to the player's questions ------------------------------------------------------

    def table_cards(self, view: Observation) -> str:
        """C: the cards on the table, who played them and who is winning."""
        if view.phase is not Phase.PLAY:
            return "No cards on the table."
        if not view.trick:
            leader = view.trick_leader
            lead = "You lead" if leader == self.human else f"{self.name(leader)} leads"
            return f"No cards on the table. {lead}."
        played = []
        for index, card in enumerate(view.trick):
            seat = (view.trick_leader + index) % self.players
            played.append(f"{self.name(seat)}: {card_name(card)}")
        assert view.trump is not None
        keys = WIN_KEY[view.trump][view.trick[0].suit]
        best = max(range(len(view.trick)), key=lambda i: (keys[view.trick[i]], -i))
        winner = (view.trick_leader + best) % self.players
        winning = "You are winning" if winner == self.human else f"{self.name(winner)} is winning"
        return f"{'; '.join(played)}. {winning}."

    def trump(self, view: Observation) -> str:
        """A (when not choosing): trump and who made it."""
        if view.trump is None:
            if view.phase is Phase.TRUMP and view.current_player is not None:
                chooser = view.current_player
                if chooser == self.human:
                    return "Trump is not chosen yet: it is your choice."
                return f"Trump is not chosen yet: {self.name(chooser)} chooses."
            return "Trump is not chosen yet."
        name = mode_name(view.trump)
        if view.trump_chooser is None:
            text = f"Trump is {name}"
            if view.turn_up is not None:
                text += f": the {card_name(view.turn_up)} was turned up"
            if view.six_exchanged_by is not None:
                text += f", and {self.object_name(view.six_exchanged_by)} exchanged the six for it"
            return text + "."
        if view.trump.suit is None:
            text = f"{name}, chosen by {self.object_name(view.trump_chooser)}"
        else:
            text = f"Trump is {name}, chosen by {self.object_name(view.trump_chooser)}"
        if view.schoben:
            text += " after schieben"
        return text + "."

    def led_suit(self, view: Observation) -> str:
        """F: the led suit of the current trick and how many of it the human holds."""
        if view.phase is not Phase.PLAY or not view.trick:
            return "No suit is led yet."
        suit = view.trick[0].suit
        held = sum(1 for card in view.hand if card.suit == suit)
        count = "none" if held == 0 else str(held)
        return f"{suit_title(suit)} led. You hold {count}."

    def scores(self, view: Observation) -> str:
        """S: the scores and what ends the game."""
        variant = self.rules
        text = f"Scores: {self._scores_line(view.scores)}."
        if self.team_game:
            return f"{text} Playing to {variant.target}."
        lower = getattr(variant, "lower_limit", 0)
        return f"{text} The game ends at {variant.target} or {number(lower)}."

    def deal_scores(self, view: Observation) -> str:
        """Shift+S: the score change of every finished deal."""
        if not view.deal_history:
            return "No deal is finished yet."
        lines = [
            f"Deal {index}: {self._scores_line(changes)}"
            for index, changes in enumerate(view.deal_history, start=1)
        ]
        return ". ".join(lines) + "."

    def turn(self, view: Observation) -> str:
        """T: whose turn it is and what they are doing."""
        if view.phase is Phase.OVER:
            return "The game is over."
        if view.phase is Phase.DEAL:
            return "The cards are being dealt."
        seat = view.current_player
        if seat is None:
            # the forehand waits while another seat decides on the six of trump: nothing of it
            return "Waiting for play to start."
        doing = {
            Phase.TRUMP: "choose trump",
            Phase.SIX: "decide on the six of trump",
            Phase.PLAY: "play a card",
        }[view.phase]
        if seat == self.human:
            return f"Your turn to {doing}."
        return f"Waiting for {self.name(seat)} to {doing}."

    def hand_order(self, view: Observation) -> list[Card]:
        """The human's hand in the order D reads it and the arrows browse it
        (:func:`hand_order` with this deal's trump and the ``trump_first`` option)."""
        return hand_order(view.hand, view.trump, trump_first=self.trump_first)

    def hand(self, view: Observation) -> str:
        """D: the whole hand, suit by suit, in :meth:`hand_order`."""
        if not view.hand:
            return "Your hand is empty."
        trump_suit = view.trump.suit if view.trump is not None else None
        ordered = self.hand_order(view)
        parts = []
        for suit in dict.fromkeys(card.suit for card in ordered):
            ranks = [rank_name(c.rank, suit == trump_suit) for c in ordered if c.suit == suit]
            label = suit_title(suit)
            if suit == trump_suit:
                label += ", trump"
            parts.append(f"{label}: {', '.join(ranks)}")
        count = len(view.hand)
        return f"Your hand, {count} card{'s' if count != 1 else ''}. " + ". ".join(parts) + "."

    def last_trick(self, view: Observation) -> str:
        """L: the last complete trick, who took it and its points."""
        if not view.tricks:
            return "No trick has been played yet in this deal."
        trick = view.tricks[-1]
        played = [
            f"{self.name((trick.leader + i) % self.players)}: {card_name(card)}"
            for i, card in enumerate(trick.cards)
        ]
        return (
            f"Last trick: {'; '.join(played)}. {self.says(trick.winner, 'take')} it, "
            f"{trick.points} points."
        )

    def points(self, view: Observation) -> str:
        """P: card points taken so far this deal."""
        taken = view.points_taken
        if self.team_game:
            mine = self.human % 2
            ours = taken[mine] + taken[mine + 2]
            theirs = taken[1 - mine] + taken[3 - mine]
            return f"Card points this deal: we {ours}, they {theirs}."
        order = [(self.human + k) % self.players for k in range(self.players)]
        return (
            "Card points this deal: "
            + ", ".join(f"{self.object_name(s)} {taken[s]}" for s in order)
            + "."
        )

    def melds(self, view: Observation) -> str:
        """W: Weis and Stöck of this deal, in the words they were announced with (full)."""
        variant = self.rules
        if not (variant.has_weis or variant.has_stoeck):
            return f"There is no Weis or Stöck in {variant.title}."
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
            return "No Weis or Stöck in this deal so far."
        return " ".join(parts)

    # -- focus and refusals ---------------------------------------------------------------------

    def focus(self, card: Card, playable: bool | None, position: int, count: int) -> str:
        """A card reached with the arrow keys. ``playable`` None when it is not the human's
        turn to play (no judgement is spoken then)."""
        text = card_name(card)
        if playable is False:
            text += ", not playable"
        if self.full:
            text += f", {position} of {count}"
        return text

    def refusal(self, error: IllegalActionError) -> str:
        """Why an action was refused, addressed to the player: "You must follow hearts"."""
        if error.reason == "must_follow" and error.suit is not None:
            return f"You must follow {suit_name(error.suit)}."
        if error.reason == "undertrump":
            return "You may not undertrump."
        if error.reason == "not_in_hand" and error.card is not None:
            return f"You do not hold the {card_name(error.card)}."
        if error.reason == "kitty_taken":
            return "The kitty has been taken already."
        if error.reason == "kitty_too_late":
            return "The kitty may only be taken before your first card."
        if error.reason == "no_kitty":
            return f"There is no kitty in {self.rules.title}."
        if error.reason == "no_six":
            return "There is no six of trump to exchange now."
        if error.reason == "no_schieben":
            return "You must choose: trump cannot be passed back."
        text = str(error)
        return text[0].upper() + text[1:] + "."


# ----------------------------------------------------------------------------------------------
# the turn, the deal's first look at the hand, the deal just finished and the Weis choice


def turn_with_card(
    narrator: Narrator, card: Card | None, position: int, count: int, extras: Sequence[str] = ()
) -> str:
    """The human's turn to play, with the focused card, so that Enter plays a card just heard:
    full "Your turn: queen of hearts, playable, 1 of 9.", brief "Your turn: queen of hearts.".
    ``card`` None: the turn alone ("Your turn."). ``extras``: sentences added after it ("H
    takes the kitty.")."""
    if card is None:
        text = "Your turn."
    elif narrator.full:
        text = f"Your turn: {card_name(card)}, playable, {position} of {count}."
    else:
        text = f"Your turn: {card_name(card)}."
    return " ".join([text, *extras])


def unheard_card(
    narrator: Narrator, card: Card, playable: bool, position: int, count: int, play_key: str
) -> str:
    """Enter on a card not yet heard this turn: the card, and that the key plays it
    ("jack of hearts, 1 of 9. Enter plays it."); an unplayable card is only named."""
    text = narrator.focus(card, playable, position, count)
    if not playable:
        return f"{text}."
    return f"{text}. {play_key} plays it."


def hand_counts(cards: Sequence[Card]) -> str:
    """The hand as counts per suit, suits in the order of ``cards`` (the order it is read):
    "9 cards: 3 hearts, 2 spades, 2 diamonds and 2 clubs."; "Your hand is empty."."""
    if not cards:
        return "Your hand is empty."
    counts: dict[Suit, int] = {}
    for card in cards:
        counts[card.suit] = counts.get(card.suit, 0) + 1
    parts = [t("suit-count", suit=_SUIT_IDS[suit], count=held) for suit, held in counts.items()]
    total = len(cards)
    return f"{total} card{'s' if total != 1 else ''}: {join(parts)}."


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
        return f"Deal {view.deal_number} is over. {answer}"
    return answer


def six_choice_keys(six: Card, turn_up: Card, exchange_key: str, keep_key: str) -> str:
    """The question put to the holder of the six of trump, naming the keys of the active
    keymap: "You hold the six of hearts. G exchanges it for the turned-up ace of hearts; Enter
    keeps it."."""
    return (
        f"You hold the {card_name(six)}. {exchange_key} exchanges it for the turned-up "
        f"{card_name(turn_up)}; {keep_key} keeps it."
    )


WEIS_CHOICE_TITLE = "Declare Weis"
NO_WEIS = "No Weis"


def weis_label(melds: Sequence[Meld]) -> str:
    """One item of the Weis choice: "3 in sequence, hearts six to eight: 20 points" (before
    any multiplier)."""
    points = sum(meld.points for meld in melds)
    return f"{join([_describe_meld(meld) for meld in melds])}: {points} points"


def weis_hint(declare_key: str) -> str:
    """Said with the turn when the human may declare Weis (manual Weis)."""
    return f"You may declare Weis: {declare_key} opens the choices; playing a card declares none."


def game_over_keys(back_key: str, repeat_key: str, help_key: str) -> str:
    """Said when the game-over screen opens: how to hear the result again and leave."""
    return (
        f"{repeat_key} repeats the result; {back_key} goes back to the main menu; "
        f"{help_key} lists the keys."
    )
