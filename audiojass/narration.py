"""Words for the table, in all twelve games: pure functions from rule events and observations
to spoken text.

Nothing here speaks or plays: the table passes the text to the speech output. Every sentence
is a message of the active catalogue (:mod:`audiojass.i18n`; ``locales/*/narration.ftl``,
the bids, contracts, roem, melds, settlements and refusals of the games with a contract in
``narration_family.ftl`` (ids ``family-…``), ``table_family.ftl`` and ``klaberjass.ftl``,
card words in ``locales/*/cards.ftl``): the code passes facts (seat ids, counts, card names
already translated) and each language chooses its words and their order. Two verbosity
levels: ``brief`` ("Right: ace of hearts") and ``full`` ("Right plays the ace of hearts,
winning the trick").

Seats are named from the human's chair: the next player (seat + 1) sits on the right (seat
+ 2 is the partner; with two players the opponent sits opposite). A sentence receives the
seat's id as ``$seat`` ("you", "right", "partner", …) to choose the "you" forms, and its name
as ``$name``; a team is said as ``$side`` "us" (the human's team) or "them".

:class:`Narrator` says the events, each by its class's function (:func:`renders`), and
answers the player's questions. The functions of bids, contracts, roem, melds and
settlements (:func:`bid_heard`, :func:`contract_said`, :func:`settlement_said`, …) take
``table``: a :class:`Narrator` (its ``human`` seat, its number of seats and its verbosity) or
the human seat of a four-player table as an int (full speech); ``full`` overrides the
verbosity. The bids are those of :mod:`audiojass.rules.bidding`, the settlements those of
:mod:`audiojass.rules.settlement`, the refusals those of
:mod:`audiojass.rules.tricks32` (``Refusal``) and :class:`IllegalBidError` reason codes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any, NamedTuple

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
from audiojass.rules.bidding import (
    CAPOT,
    Bid,
    BidAction,
    Bidding,
    BiddingEnded,
    BiddingResult,
    BidMade,
    ContreeAuction,
    Decline,
    Double,
    Force,
    ForehandChoice,
    IllegalBidError,
    NameSuit,
    NoTrumps,
    Pass,
    Redouble,
    Schmeiss,
    Take,
    TurnUpBidding,
    parse_bid,
)
from audiojass.rules.components import (
    BeloteAnnounced,
    DealSettled,
    DixExchanged,
    DixKept,
    ForehandProcedure,
    HandMelds,
    HandsCompleted,
    MeldsAnnounced,
    MeldSpoken,
    MeldsScored,
    NoTrumpsChosen,
    RoemLost,
    RoemScored,
    StockDealt,
)
from audiojass.rules.composed_variants import FAMILY_VARIANTS, ContractVariant, composed
from audiojass.rules.klaverjas1821 import (
    CardsDrawn,
    MarriageScored,
    MeldDeclared,
    PhaseTwoStarted,
)
from audiojass.rules.settlement import (
    BELOTE_POINTS,
    DealFacts,
    MeldAward,
    Outcome,
    Roem,
    RoemKind,
    Settlement,
)
from audiojass.rules.tricks32 import NO_TRUMPS, Refusal
from audiojass.titles import variant_title

__all__ = [
    "BID_REASONS",
    "BRIEF",
    "FULL",
    "RANK_IDS",
    "SUIT_IDS",
    "TRICK_REASONS",
    "Narrator",
    "Told",
    "annulled_said",
    "belote_said",
    "bid_do",
    "bid_done",
    "bid_heard",
    "bid_label",
    "bid_list_title",
    "bid_refusal",
    "capitalized",
    "card_name",
    "card_object",
    "contract_said",
    "describe_meld",
    "hand_order",
    "made_points_said",
    "melds_said",
    "mode_name",
    "names_trump",
    "number",
    "rank_name",
    "renders",
    "roem_said",
    "seat_names",
    "settlement_said",
    "suit_name",
    "suit_title",
    "trick_refusal",
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


def _card_args(card: Card, trump: TrumpMode | bool | None) -> dict[str, object]:
    is_trump = bool(trump) if trump is None or isinstance(trump, bool) else card.suit == trump.suit
    return {"suit": SUIT_IDS[card.suit], "rank": RANK_IDS[card.rank], "trump": is_trump}


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


_TRUMP_ORDER = {
    36: (Rank.JACK, Rank.NINE, Rank.ACE, Rank.KING, Rank.QUEEN, Rank.TEN, Rank.EIGHT, Rank.SEVEN),
    32: (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.EIGHT, Rank.SEVEN),
}
_PLAIN_ORDER = {
    36: (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN),
    32: (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE, Rank.EIGHT, Rank.SEVEN),
}
_TRUMP_PLACE = {
    deck: {r: i for i, r in enumerate((*o, Rank.SIX))} for deck, o in _TRUMP_ORDER.items()
}
_PLAIN_PLACE = {
    deck: {r: i for i, r in enumerate((*o, Rank.SIX))} for deck, o in _PLAIN_ORDER.items()
}
"""Each suit from its highest card down, by the deck's size: with 36 cards
(``docs/rules/swiss.md``) trump J 9 A K Q 10 8 7 6, plain A K Q J 10 9 8 7 6; with 32
(``docs/rules/family.md`` "Common") trump J 9 A 10 K Q 8 7, plain A 10 K Q J 9 8 7."""


def hand_order(
    cards: Iterable[Card],
    trump: TrumpMode | None = None,
    *,
    trump_first: bool = False,
    deck: int = 36,
    keys: Sequence[Sequence[int]] | None = None,
) -> list[Card]:
    """Cards in the order the hand is read and browsed: the order they rank in this deal.

    Suits: hearts, diamonds, spades, clubs (with ``trump_first``, the trump suit first). In
    each suit from the strongest card down, in the orders of the ``deck`` (36 or 32 cards,
    :data:`_TRUMP_ORDER`); with Undenufe from the six up to the ace. ``trump`` None (not
    chosen yet, no trumps) and Obenabe read every suit as a plain one. Given ``keys`` (the
    deal's card order, ``keys[suit][card]``, higher wins), each suit by it.
    """
    trump_suit = trump.suit if trump is not None else None
    low_first = trump is TrumpMode.UNDENUFE

    def key(card: Card) -> tuple[int, int]:
        place = -1 if trump_first and card.suit == trump_suit else int(card.suit)
        if keys is not None:
            return place, -keys[card.suit][int(card)]
        if card.suit == trump_suit:
            return place, _TRUMP_PLACE[deck][card.rank]
        rank = _PLAIN_PLACE[deck][card.rank]
        return place, -rank if low_first else rank

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


# Shift+S's mark of a deal its takers lost, by the settlement's outcome.
_LOST_MARKS = {
    Outcome.WET: "wet",
    Outcome.DEDANS: "dedans",
    Outcome.CONTRACT_FAILED: "dedans",
    Outcome.BETE: "bete",
}


def _list(items: Sequence[str]) -> str:
    """Items joined as a spoken list with the catalogue's meld-list words ("a, b, and c")."""
    if len(items) <= 1:
        return "".join(items)
    text = items[0]
    for item in items[1:-1]:
        text = t("meld-list-more", list=text, item=item)
    return t("meld-list-last", list=text, item=items[-1])


def _by_holder(melds: Iterable[tuple[int, Meld]]) -> dict[int, list[Meld]]:
    """The melds ``(seat, meld)`` by holder, in the order the holders come."""
    holders: dict[int, list[Meld]] = {}
    for seat, meld in melds:
        holders.setdefault(seat, []).append(meld)
    return holders


def _describe_melds(melds: Sequence[Meld]) -> str:
    """Several Weis of one holder: "3 in sequence, clubs six to eight, and four tens"."""
    return _list([describe_meld(meld) for meld in melds])


class Told(NamedTuple):
    """What :meth:`Narrator.told` says for a batch of events: ``lines`` to say in order, and
    ``ending``, how the game ended at the target ("" when these events did not end one)."""

    lines: list[str]
    ending: str


@dataclass
class _Batch:
    """What :meth:`Narrator.told` knows while it goes through one batch of events."""

    before: Any
    after: Any
    game_over: bool
    current: list[Card]
    """The cards of the trick being played."""
    trump: TrumpMode | None
    lines: list[str] = field(default_factory=list)
    turn_up: Card | None = None
    """The card turned up by a deal started in this batch."""
    turned: Suit | None = None
    turned_card: Card | None = None
    """The turned-up card the bids are about (from the view before the batch, or the deal)."""
    last_card: CardPlayed | None = None
    taken: bool = False
    scoring: list[Any] = field(default_factory=list)
    """The tricks won, Weis and Stöck scored in this batch (how the target was reached)."""
    ending: str = ""
    question: str | None = None
    """The last question of the meld exchange."""
    declined: bool = False
    """The dealer declined a schmeiss in this batch."""
    bid_round: int | None = None
    """The bidding round of the last bid heard."""
    exchanged: bool = False
    """A line of Klaberjass's meld exchange was said in this batch."""
    bids_heard: list[Any] = field(default_factory=list)
    """The bids said in this batch."""


Renderer = Callable[["Narrator", _Batch, Any], "str | None"]
_RENDERERS: dict[type, Renderer] = {}
"""Event class → the function that says it (:func:`renders`): one for each class of event the
engines emit."""


def renders(*kinds: type) -> Callable[[Renderer], Renderer]:
    """Register the decorated function as what :meth:`Narrator.told` says for events of
    ``kinds``: ``(narrator, batch, event) -> line or None``. Raises ValueError for a class
    already rendered."""

    def register(render: Renderer) -> Renderer:
        for kind in kinds:
            if kind in _RENDERERS:
                raise ValueError(f"{kind.__name__} is already rendered")
            _RENDERERS[kind] = render
        return render

    return register


@dataclass(frozen=True)
class Narrator:
    """Turns events and observations into sentences for one human seat, in any of the twelve
    games; where the games differ it asks the variant (``contract_words``, ``has_stock``,
    ``belote_word``, …) and the view.

    Attributes:
        variant: the game's variant with its options (or a name, for the defaults).
        human: the human's seat (the seat names are relative to it).
        verbosity: BRIEF or FULL.
        trump_first: the hand is read and browsed with the trump suit first.
        award_of: gives the deal's meld award when the melds are shown (the table passes the
            game's), so the melds line can say who beat whom.
        trump_of: gives the deal's trump (the trump jack and nine named in refusals).
        keys_of: the card order of the deal being played, ``keys[led suit][card]`` (the
            game's ``rules.win_keys[mode]``); None: the deck's orders with the view's trump.
    """

    variant: str | Variant | ContractVariant
    human: int = 0
    verbosity: str = FULL
    trump_first: bool = False
    award_of: Callable[[], MeldAward | None] | None = None
    trump_of: Callable[[], TrumpMode | None] | None = None
    keys_of: Callable[[], Sequence[Sequence[int]]] | None = None

    @property
    def rules(self) -> Any:  # a Variant or a ContractVariant: asked for the facts it answers
        """The variant with the game's options (targets, multipliers, deal limit)."""
        return get_variant(self.variant)

    @property
    def players(self) -> int:
        return int(self.rules.players)

    @property
    def team_game(self) -> bool:
        return bool(self.rules.team_game)

    @property
    def full(self) -> bool:
        return self.verbosity == FULL

    @property
    def contract_words(self) -> str | None:
        """The variant's words for its contract (``contract_words``: "klaverjas", "belote",
        "contree", "klaberjass"; "" in a game without bidding, the klaverjas of 1821, whose
        turn-up is trump); None where a player chooses trump and no contract is played
        (the games of ``docs/rules/swiss.md``): there the deal's end says its numbers, here
        the settlement does."""
        words = self.rules.contract_words
        return None if words is None else str(words)

    @property
    def last_trick_bonus(self) -> int:
        """The points of the last trick: 5, 10 (or Klaverjas's option ``last_trick``), 5 in
        the klaverjas of 1821 (the variant's card points of no card with the bonus)."""
        return int(self.rules.cards_points((), 0, True))

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

    def who(self, seat: int, form: str = "seat-name") -> dict[str, object]:
        """A seat as a sentence's arguments: ``seat`` (its id, chooses "you" forms) and
        ``name`` (``form``: "seat-name", its name as the subject; "seat-object", inside a
        sentence)."""
        seat_id = self.seat_id(seat)
        return {"seat": seat_id, "name": t(form, seat=seat_id)}

    def took_it(self, seat: int, points: int) -> str:
        """Who took the last trick and its points: "Right takes it, 25 points."."""
        return t("narr-took-it", **self.who(seat), points=points)

    def side(self, side: int) -> dict[str, object]:
        """A scoring side as a sentence's arguments: ``side`` "us"/"them" in team games, else
        the seat's id, and ``name``, the seat's name (the side's seat in team games)."""
        return {"side": self._side_id(side), "name": self.name(side)}

    def _side_id(self, team: int) -> str:
        """``$side`` of a scoring side: "us" or "them" with partners, else the seat's id."""
        if not self.team_game:
            return self.seat_id(team)
        return "us" if team % 2 == self.human % 2 else "them"

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
        events: Iterable[Any],
        trick: Sequence[Card] = (),
        trump: TrumpMode | None = None,
        *,
        before: Any = None,
        after: Any = None,
    ) -> list[str]:
        """Sentences for a batch of events in order (see :meth:`told`, which also gives how a
        game that ended said so)."""
        return self.told(events, trick, trump, before=before, after=after).lines

    def event(self, event: Any, trick: Sequence[Card], trump: TrumpMode | None) -> str | None:
        """One sentence for one event said alone (``trick``: the cards of the trick before
        it): a card does not know whether it completes the trick, a trick's winner names the
        winning card."""
        if isinstance(event, CardPlayed):
            return self._card_played(event, trick, trump)
        if isinstance(event, TrickWon):
            return self._trick_won(event, trump=trump)
        return " ".join(self.told([event], trick, trump).lines) or None

    def told(
        self,
        events: Iterable[Any],
        trick: Sequence[Card] = (),
        trump: TrumpMode | None = None,
        *,
        before: Any = None,
        after: Any = None,
    ) -> Told:
        """Sentences for a batch of events in order, one line per fact (events that the human
        must not learn, such as another seat keeping the six, give none), and how the game
        ended when these events end a game that stops at the target. Each event is said by
        its class's function (:func:`renders`): the deal, trump or each bid and the contract,
        the completion of the hands, each card and trick, Weis, Stöck, Belote or Bela, melds
        and roem, the settlement, the deal's end and the game's.

        The card that completes a trick is said without "winning the trick" (the trick's winner
        follows at once), and the trick's winner names the winning card only when it led the
        trick (a later card that wins was said as winning, or was the card just said). The
        end of a deal says its numbers once; a game that ends says how the target was reached.

        Args:
            events: what one action caused.
            trick: the cards of the current trick before these events.
            trump: the trump mode before these events (None if not yet known).
            before: the human's observation before these events; with it the deal's end
                says whether Weis or Stöck counted in it, and the bids the turned-up card.
            after: the human's observation after these events; with it the human's own Weis
                declaration names the cards declared (``own_weis``).

        Returns:
            :class:`Told`: ``lines``, one string per line to say; ``ending``: "" unless the
            game ended at the target in these events (Schieber, Putz): then who reached it and
            with what; in full speech followed by the deal's numbers, as said in ``lines``.
        """
        batch = list(events)
        game_over = any(isinstance(event, GameEnded) for event in batch)
        told = _Batch(before, after, game_over, list(trick), trump)
        told.bid_round = getattr(before, "bidding_round", None)
        if before is not None:
            turn_up = getattr(before, "turn_up", None)
            if turn_up is not None:
                told.turned, told.turned_card = turn_up.suit, turn_up
            meld_lines = getattr(before, "meld_lines", ())
            if meld_lines:
                told.question = meld_lines[-1].kind
            if told.turned is None:
                told.turned = getattr(before, "turned_suit", None)
        for event in batch:
            render = _RENDERERS.get(type(event))
            text = render(self, told, event) if render is not None else None
            if text:
                told.lines.append(text)
        if self._silent_exchange(told, batch, manual=True):
            told.lines.append(t("kj-no-sequence"))
        bidding = getattr(after, "phase", None) is Phase.TRUMP
        round_two = bidding and getattr(after, "bidding_round", None) == 2
        # the last pass of round 1 ends this batch: round 2 is said before its first bid
        if told.bid_round == 1 and round_two and told.turned is not None:
            told.lines.append(self._second_round(told.turned))
        return Told([line for line in told.lines if line], told.ending)

    @renders(DealStarted)
    def _deal_started(self, told: _Batch, event: DealStarted) -> str | None:
        """The deal, who deals and leads; where a contract is played, the card turned up for
        the bids (1821: for trump) or Klaberjass's tournament suit (Putz says its turn-up with
        the trump it makes)."""
        told.turn_up, told.current = event.turn_up, []
        text = t(
            "narr-deal-started-full" if self.full else "narr-deal-started",
            number=event.deal_number,
            dealer=self.seat_id(event.dealer),
            dealer_name=self.name(event.dealer),
            forehand=self.seat_id(event.forehand),
            forehand_name=self.name(event.forehand),
        )
        words = self.contract_words
        if words is None:
            return text
        tournament = getattr(told.after, "turned_suit", None)
        if event.turn_up is None and tournament is not None and words == "klaberjass":
            told.turned = tournament  # klaberjass4's tournament deal: the dealer's suit
            told.lines.append(text)
            text = t("kj-tournament", suit=SUIT_IDS[tournament], full=self.full)
        if event.turn_up is not None:
            told.turned, told.turned_card = event.turn_up.suit, event.turn_up
            told.lines.append(text)
            card = card_name(event.turn_up)
            text = t("table-family-turned-up", card=card, full=self.full)
            if not words:  # no bidding: the turn-up is trump
                text = t(
                    "kj-1821-turned-up",
                    card=card_object(event.turn_up, TrumpMode.of_suit(told.turned)),
                    suit=SUIT_IDS[told.turned],
                    full=self.full,
                )
        return text

    @renders(TrumpChosen)
    def _trump_chosen_told(self, told: _Batch, event: TrumpChosen) -> str | None:
        """Trump chosen or turned up (Putz); where a contract is played the contract (or the
        deal's turn-up) has said it."""
        if self.contract_words is not None:
            return None
        told.trump = event.mode
        if event.seat is None and told.turn_up is not None:
            return self.turned_up(told.turn_up)
        name = mode_name(event.mode)
        if event.seat is None:
            return t("narr-trump-is", trump=name)
        return t(
            "narr-trump-chosen" if self.full else "narr-trump-chosen-brief",
            **self.who(event.seat),
            trump=name,
            kind=_mode_kind(event.mode),
            factor=self.rules.multiplier(event.mode),
        )

    @renders(CardPlayed)
    def _card_told(self, told: _Batch, event: CardPlayed) -> str:
        if self._silent_exchange(told, (event,), manual=False):
            told.lines.append(t("kj-no-sequence"))
        completes = len(told.current) + 1 >= self.players
        text = self._card_played(event, told.current, told.trump, completes=completes)
        told.current.append(event.card)
        told.last_card, told.taken = event, False
        return text

    @renders(TrickWon)
    def _trick_told(self, told: _Batch, event: TrickWon) -> str:
        # a winning card that did not lead was said as winning (or as the last card, just
        # before), and no later card beat it: it is not named again
        text = self._trick_won(event, card_said=event.seat != event.leader, trump=told.trump)
        told.current, told.taken = [], True
        told.scoring.append(event)
        return text

    @renders(SchiebenDone)
    def _schieben(self, told: _Batch, event: SchiebenDone) -> str:
        return t(
            "narr-schieben" if self.full else "narr-schieben-brief",
            **self.who(event.seat),
            partner=self.seat_id(event.partner),
            partner_name=self.name(event.partner),
        )

    @renders(SixExchanged)
    def _six_exchanged(self, told: _Batch, event: SixExchanged) -> str:
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
            turn_up_rank=RANK_IDS[event.turn_up.rank],
        )

    @renders(SixKept)
    def _six_kept(self, told: _Batch, event: SixKept) -> str | None:
        return t("narr-six-kept") if event.seat == self.human else None

    @renders(KittyTaken)
    def _kitty_taken(self, told: _Batch, event: KittyTaken) -> str:
        message = "narr-kitty-taken" if self.full else "narr-kitty-taken-brief"
        return t(message, **self.who(event.seat))

    @renders(WeisDeclared)
    def _weis_told(self, told: _Batch, event: WeisDeclared) -> str:
        """A declaration; the human's own names the cards, as the view after it holds them."""
        after = told.after
        if event.seat == self.human and after is not None and after.seat == self.human:
            return self._weis_declared(event.seat, event.points, after.own_weis)
        return self._weis_declared(event.seat, event.points)

    @renders(WeisScored)
    def _weis_scored_told(self, told: _Batch, event: WeisScored) -> str:
        told.scoring.append(event)
        if not self.full:
            return t("narr-weis-scored-brief", **self.side(event.side), points=event.points)
        return self._weis_scored(event.side, event.melds, event.points)

    @renders(StoeckScored)
    def _stoeck_told(self, told: _Batch, event: StoeckScored) -> str:
        told.scoring.append(event)
        if not self.full:
            return t("narr-stoeck-scored-brief", **self.who(event.seat), points=event.points)
        return self._stoeck_scored(event.seat, event.points, at_target=event.at_target)

    @renders(DealEnded)
    def _deal_ended_told(self, told: _Batch, event: DealEnded) -> str | None:
        """The deal's numbers (where a contract is played the settlement said them: the
        scores alone while the game goes on); a game that stops at the target says how."""
        if self.contract_words is not None:
            if told.game_over:
                return None
            return t("narr-scores-line", scores=self._scores_line(event.scores))
        reach = None
        current = told.current
        if told.game_over and self.rules.ends_mid_deal:
            untaken = bool(current) and len(current) >= self.players and not told.taken
            reach = self._reach(event, told.scoring, told.trump, untaken, told.last_card)
        extras = self._extras(told.scoring, told.before)
        text = self._deal_ended(
            event, told.trump, game_over=told.game_over, reach=reach, extras=extras
        )
        if reach is not None:
            told.ending = text if self.full else reach
        elif told.game_over and not self.team_game:
            told.ending = self._putz_end(event.scores)
            text = f"{text} {told.ending}" if told.ending else text
        return text

    @renders(GameEnded)
    def _game_ended_told(self, told: _Batch, event: GameEnded) -> str:
        text = self._game_ended(event)
        limit = int(self.rules.deal_limit)
        if limit and max(event.scores) < int(self.rules.target):  # ended by deal count
            text = t("table-family-deals-played", count=limit) + " " + text
        return text

    @renders(BidMade)
    def _bid_told(self, told: _Batch, event: BidMade) -> str:
        if told.bid_round == 1 and event.round == 2 and told.turned is not None:
            told.lines.append(self._second_round(told.turned))
        told.bid_round = event.round
        told.declined = told.declined or isinstance(event.bid, Decline)
        # Contrée: a double stands in this deal's bidding (its passes decline to redouble)
        bids = [bid for _, bid in getattr(told.before, "bids", ())] + told.bids_heard
        doubled = any(isinstance(bid, Double) for bid in bids)
        told.bids_heard.append(event.bid)
        return bid_heard(self, event.seat, event.bid, turned=told.turned, doubled=doubled)

    @renders(BiddingEnded)
    def _bidding_ended(self, told: _Batch, event: BiddingEnded) -> str | None:
        if event.result.declarer is None:
            return None
        told.trump = event.result.trump
        return contract_said(self, str(self.rules.name), event.result)

    def _completed_yours(self, told: _Batch, taker: int | None, size: int) -> str | None:
        """The taker's completion in one line, with every card it brought them (the turned-up
        card among them): "You get the jack of hearts and the eight of spades; every hand is
        completed to 8 cards."; None when another seat took the turned-up card."""
        if taker != self.human or told.before is None or told.after is None:
            return None
        held = set(told.before.hand)
        new = [card for card in self.hand_order(told.after) if card not in held]
        cards = join(card_object(card, told.trump) for card in new)
        return t("table-family-completed-yours", cards=cards, size=size, full=self.full)

    @renders(HandsCompleted)
    def _hands_completed(self, told: _Batch, event: HandsCompleted) -> str:
        yours = self._completed_yours(told, event.taker, 8)
        if yours is not None:
            return yours
        return t(
            "table-family-completed",
            **self.who(event.taker),
            card=card_object(event.turn_up, told.trump),
            full=self.full,
        )

    @renders(StockDealt)
    def _stock_dealt(self, told: _Batch, event: StockDealt) -> str | None:
        """The completion after the bidding: "Every hand is completed to 9 cards.", with
        four players "You take the jack of hearts; every hand is completed to 8 cards."; then
        the card shown at the bottom of the stock."""
        trump, turned = told.trump, told.turned_card
        size = 8 if self.players == 4 else 9
        taker = event.turn_up_to
        card = card_object(turned, trump) if turned is not None else ""
        who = self.who(taker) if taker is not None else {"seat": "you", "name": ""}
        message = "kj-completed" if self.full else "kj-completed-brief"
        completed = taker is not None and turned is not None
        yours = self._completed_yours(told, taker, size) if completed else None
        told.lines.append(yours or t(message, **who, taker=completed, card=card, size=size))
        if event.shown_card is None:
            return None
        return t("kj-shown", card=card_object(event.shown_card, trump), full=self.full)

    @renders(DixExchanged)
    def _dix_exchanged(self, told: _Batch, event: DixExchanged) -> str:
        seven = card_object(event.seven, told.trump)
        card = card_object(event.turn_up, told.trump)
        return t("kj-dix", **self.who(event.seat), seven=seven, card=card)

    @renders(DixKept)
    def _dix_kept(self, told: _Batch, event: DixKept) -> str | None:
        if event.seat != self.human:  # the others never learn who held the 7
            return None
        trump = told.trump
        assert trump is not None and trump.suit is not None
        return t("kj-dix-kept", seven=card_object(Card.of(trump.suit, Rank.SEVEN), trump))

    @renders(MeldSpoken)
    def _meld_spoken(self, told: _Batch, event: MeldSpoken) -> str:
        before = told.before
        forehand = getattr(before, "trick_leader", event.seat)
        first = not told.exchanged and not getattr(before, "meld_lines", ())
        told.exchanged = True
        if first and self.players >= 3 and event.seat != forehand:  # it has no sequence
            told.lines.append(t("kj-no-sequence-forehand", name=self.name(forehand)))
        text = self._meld_line(event, told.question)
        told.question = _question_after(event, told.question)
        return text

    @renders(CardsDrawn)
    def _cards_drawn(self, told: _Batch, event: CardsDrawn) -> str:
        """The klaverjas of 1821's draws: the drawer hears their card, the other "Opponent
        draws."; the turn-up drawn last is shown."""
        if event.shown is not None:
            card = card_object(event.shown, told.trump)
            return t("kj-draws-turn-up", **self.who(event.seat), card=card, full=self.full)
        drawn = getattr(told.after, "drawn", None)
        if event.seat == self.human and drawn is not None:
            return t("kj-you-draw", card=card_object(drawn, told.trump), full=self.full)
        return t("kj-draws", **self.who(event.seat), full=self.full)

    @renders(MeldDeclared)
    def _meld_declared(self, told: _Batch, event: MeldDeclared) -> str:
        return self._declared(event, self.full)

    def _declared(self, event: MeldDeclared, full: bool) -> str:
        """A declaration of the klaverjas of 1821, or its counter."""
        message = {
            (True, True): "kj-meld-countered",
            (True, False): "kj-meld-countered-brief",
            (False, True): "kj-meld-declared",
            (False, False): "kj-meld-declared-brief",
        }[event.countered, full]
        meld = describe_meld(event.meld)
        return t(message, **self.who(event.seat), meld=meld, points=event.points)

    @renders(MarriageScored)
    def _marriage(self, told: _Batch, event: MarriageScored) -> str:
        return t("kj-marriage", **self.who(event.seat), points=event.points, full=self.full)

    @renders(PhaseTwoStarted)
    def _phase_two(self, told: _Batch, event: PhaseTwoStarted) -> str:
        return t("kj-phase-two", full=self.full)

    @renders(NoTrumpsChosen)
    def _no_trumps(self, told: _Batch, event: NoTrumpsChosen) -> None:
        """Said by the contract line."""

    @renders(BeloteAnnounced)
    def _belote_told(self, told: _Batch, event: BeloteAnnounced) -> str:
        """Belote (:func:`belote_said`), or Klaberjass's Bela with the first of king and queen
        of trumps, "… Bela again: 20 for you." with the second; brief "Left: Bela."."""
        seat, second = event.seat, event.rebelote
        if self.rules.belote_word != "bela":
            return belote_said(self, seat, rebelote=second)
        if not self.full:
            return t("kj-bela-brief", name=self.name(seat), second="yes" if second else "no")
        return t(
            "kj-bela",
            **self.who(seat),
            second=second,
            object=self.object_name(seat),
            players=self.players,
            side=self._side_id(seat % 2),
        )

    @renders(RoemScored)
    def _roem_told(self, told: _Batch, event: RoemScored) -> str | None:
        return roem_said(self, event.seat, event.roem)

    @renders(RoemLost)
    def _roem_lost(self, told: _Batch, event: RoemLost) -> str:
        return t("table-family-roem-lost", **self.who(event.seat), points=event.points)

    @renders(MeldsAnnounced)
    def _melds_announced(self, told: _Batch, event: MeldsAnnounced) -> str:
        return t(
            "table-family-melds-announced",
            **self.who(event.seat),
            count=len(event.melds),
            points=sum(meld.points for meld in event.melds),
        )

    @renders(MeldsScored)
    def _melds_scored(self, told: _Batch, event: MeldsScored) -> str | None:
        award = self.award_of() if self.award_of is not None else None
        if award is not None:
            by_seat: list[list[Meld]] = [[], [], [], []]
            for seat, meld in event.melds:
                by_seat[seat].append(meld)
            return melds_said(self, award, by_seat)
        if not self.team_game:  # each alone (online: the award stays on the server)
            return t("kj-melds-brief", **self.who(event.team), points=event.points)
        side = self._side_id(event.team)
        return t("table-family-melds-scored", side=side, points=event.points)

    @renders(DealSettled)
    def _deal_settled(self, told: _Batch, event: DealSettled) -> str:
        if event.facts is None and told.declined:  # after a schmeiss, not all passes
            return t("kj-declined", full=self.full)
        if event.facts is None:
            return annulled_said(self)
        if self.contract_words == "klaberjass" or not self.team_game:
            return self._settled(event.settlement, event.facts)
        text = settlement_said(self, event.settlement, event.facts)
        made = made_points_said(self, event.settlement, event.facts)
        if made is not None and self.full:  # what decided a deal lost
            told.lines.append(text)
            return made
        return text

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
        return [
            t("narr-weis-shows", **self.who(seat, "seat-object"), melds=_describe_melds(held))
            for seat, held in _by_holder(melds).items()
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
        args = {**self.who(event.seat), "card": card, "winning": event.winning and not completes}
        if event.card.suit == lead_suit:
            return t("narr-card-follow", **args)
        if event.card.suit == trump_suit:
            return t("narr-card-trump", **args)
        # a discard onto the partner's trick (Dutch "bijgooien") or not ("afgooien")
        partner_winning = self._partner_winning(event.seat, trick, trump)
        return t("narr-card-discard", **args, partner_winning="yes" if partner_winning else "no")

    def _partner_winning(self, seat: int, trick: Sequence[Card], trump: TrumpMode | None) -> bool:
        """Whether ``seat``'s partner holds the trick ``trick`` (its cards before ``seat``'s,
        not empty) in a team game: who wins it so far by the variant's card order of the deal's
        trump, as :meth:`winning_seat` finds it (Dutch "bijgooien" for a discard onto it)."""
        if not self.team_game:
            return False
        mode = int(trump) if trump is not None else NO_TRUMPS
        leader = (seat - len(trick)) % self.players
        winner = (leader + self.rules.trick_winner_index(trick, mode)) % self.players
        return winner != seat and bool(self.rules.side_of(winner) == self.rules.side_of(seat))

    def _trick_won(
        self, event: TrickWon, *, card_said: bool = False, trump: TrumpMode | None = None
    ) -> str:
        """``card_said``: the winning card was said as winning the trick (or was the card
        just said), so it is not named again. Where a contract is played the last trick says
        its bonus (10, or Klaverjas's option; 5 in the klaverjas of 1821)."""
        facts = {**self.who(event.seat), "last": event.last, "points": event.points}
        if not self.full:
            return t("narr-trick-won-brief", **facts)
        message, with_card = "narr-trick-won", "narr-trick-won-with"
        if self.contract_words is not None:
            message, with_card = "table-family-trick-won", "table-family-trick-won-with"
            facts["bonus"] = self.last_trick_bonus
        if card_said:
            return t(message, **facts)
        winner_card = event.cards[(event.seat - event.leader) % len(event.cards)]
        return t(with_card, **facts, card=card_object(winner_card, trump))

    def turned_up(self, card: Card) -> str:
        """Putz: the card turned up for trump."""
        message = "narr-turned-up" if self.full else "narr-turned-up-brief"
        return t(message, card=card_name(card, True), suit=SUIT_IDS[card.suit])

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
            points = event.points
            ours, theirs = _ours_theirs(self, (points[0] + points[2], points[1] + points[3]))
            gained = _ours_theirs(self, event.score_changes)
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

    def table_cards(self, view: Any) -> str:
        """C: the cards on the table, who played them and who is winning; during the bidding,
        the turned-up card the bids are about; in the games with a stock, then the stock
        (:meth:`stock`)."""
        if view.phase is not Phase.PLAY:
            text = t("narr-no-cards")
        elif not view.trick:
            text = t("narr-no-cards-lead", **self.who(view.trick_leader))
        else:
            winner = self.winning_seat(view)
            played = self._played(view.trick_leader, view.trick, view.trump)
            text = t("narr-table-cards", played=played, **self.who(winner))
        if view.phase is Phase.TRUMP and view.turn_up is not None:
            card = card_name(view.turn_up)
            text += " " + t("table-family-turned-up", card=card, full=self.full)
        stock = self.stock(view)
        return f"{text} {stock}" if stock else text

    def stock(self, view: Any) -> str:
        """The stock as C says it after the table: 1821 "Stock: 9 cards, the jack of hearts at
        the bottom." (the turn-up under it), "The stock is empty."; Klaberjass "14 cards are
        out of play, the nine of clubs shown at the bottom of the stock." (two players), "5
        cards are out of play." (three); "" in the games without a stock or before the deal."""
        if not self.rules.has_stock or view.phase in (Phase.DEAL, Phase.OVER):
            return ""
        if not self.contract_words:  # no bidding: the stock is drawn from, the turn-up under it
            message = "kj-stock"
            under = shown = view.turn_up if view.turn_up_taker is None else None
        elif view.phase is Phase.TRUMP:  # the stock still waits for the completion
            return ""
        else:  # out of play: the stock and the turn-up, or the 7 of trumps exchanged for it (dix)
            message, under, shown = "kj-stock-out", view.turn_up, view.shown_card
        count = int(view.stock_size) + (1 if under is not None else 0)
        said = card_object(shown, view.trump) if shown is not None else "none"
        return t(message, count=count, shown=said)

    def winning_seat(self, view: Any) -> int:
        """The seat whose card is winning the trick on the table (a trick being played, not
        empty), as C names it and the window shows it: by the variant's card order of the
        deal's trump (a deal without trumps where trump is None)."""
        mode = int(view.trump) if view.trump is not None else NO_TRUMPS
        best = self.rules.trick_winner_index(view.trick, mode)
        return int((view.trick_leader + best) % self.players)

    def trump(
        self, view: Any, *, past: bool = False, bids: bool = False, again: bool = False
    ) -> str:
        """A (when not choosing or bidding): trump and who made it; where a contract is
        played the bidding so far, or the contract and who must make what (:meth:`_contract`),
        with ``bids`` followed by the bids that led to it (brief speech: the bids alone, and
        only ``again``, on a second A in a row). ``past``: the deal is over, said in the past
        tense (full speech; brief keeps its words): "Trump was hearts, chosen by Right."."""
        past = past and self.full
        if self.contract_words is not None:
            return self._contract(view, past=past, bids=bids, again=again)
        if view.trump is None:
            if view.phase is Phase.TRUMP and view.current_player is not None:
                return t("narr-trump-not-chosen-chooser", **self.who(view.current_player))
            return t("narr-trump-not-chosen")
        # how trump was made: chosen (by whom, pushed or not) or turned up (six exchanged or not)
        args: dict[str, object] = {"trump": mode_name(view.trump), "how": "chosen"}
        if view.trump_chooser is not None:
            args.update(self.who(view.trump_chooser, "seat-object"), kind=_mode_kind(view.trump))
            args["schoben"] = view.schoben
        elif view.turn_up is None:
            args["how"] = "turned"
        else:
            args["card"] = card_name(view.turn_up, True)
            args["rank"] = RANK_IDS[view.turn_up.rank]  # its article, where a language adds one
            args["how"] = "up" if view.six_exchanged_by is None else "six"
            if view.six_exchanged_by is not None:
                args.update(self.who(view.six_exchanged_by, "seat-object"))
        return t("narr-trump-was" if past else _TRUMP_MADE[str(args["how"])], **args)

    def _contract(
        self, view: Any, *, past: bool = False, bids: bool = False, again: bool = False
    ) -> str:
        """A (not bidding): during the bidding who bids and the bids so far; during play the
        contract and who must make what (the view's declarer, trump, contract, doubling, as
        :func:`contract_said` reads them); otherwise that nothing is bid yet. The klaverjas of
        1821 has no bidding: trump and the turn-up under the stock."""
        if not self.contract_words and view.trump is not None:
            under = view.turn_up if view.turn_up_taker is None else None
            shown = card_object(under, view.trump) if under is not None else "none"
            message = "kj-1821-trump-was" if past else "kj-1821-trump"
            return t(message, suit=SUIT_IDS[view.trump.suit], shown=shown)
        if view.phase is Phase.TRUMP:
            if view.current_player is None:
                return self._no_contract(view)
            said = " ".join(self._bids_said(view))  # in order, brief ("Right: pass. …")
            so_far = t("table-family-bids-so-far", bids=said) if said else t("table-family-no-bids")
            text = t(
                "table-family-bidding-now",
                choose=names_trump(self.rules.name),
                **self.who(view.current_player),
                bids=so_far,
            )
            if view.turn_up is not None:  # what the bids are about, heard again
                card = card_name(view.turn_up)
                text += " " + t("table-family-turned-up", card=card, full=self.full)
            return text
        if view.declarer is None or (view.trump is None and not view.no_trumps):
            return self._no_contract(view)
        text = contract_said(self, self.rules.name, view, past=past, chooser=True)
        if view.turn_up is not None:
            turned = card_object(view.turn_up, view.trump)  # with its article, Nell and Puur
            text += " " + t("table-family-turned-was", card=turned)
        if bids and view.bids and not names_trump(self.rules.name):  # the bids again
            made = t("table-family-bids-made", bids=" ".join(self._bids_said(view)))
            if self.full:
                return f"{text} {made}"
            if again:
                return made
        return text

    def _no_contract(self, view: Any) -> str:
        """No contract: nothing bid yet, or a deal thrown in (everybody passed) with its
        bids."""
        if view.bids:
            return t("table-family-thrown-in", bids=" ".join(self._bids_said(view)))
        return t("table-family-no-contract")

    def _bids_said(self, view: Any) -> list[str]:
        """Each bid of this deal, brief: "Right: pass."."""
        turned = view.turn_up.suit if view.turn_up is not None else None
        return [bid_heard(self, seat, bid, turned=turned, full=False) for seat, bid in view.bids]

    def led_suit(self, view: Any) -> str:
        """F: the led suit of the current trick and how many of it the human holds."""
        if view.phase is not Phase.PLAY or not view.trick:
            return t("narr-no-suit-led")
        suit = view.trick[0].suit
        held = sum(1 for card in view.hand if card.suit == suit)
        return t("narr-led-suit", suit=SUIT_IDS[suit], count=held)

    def scores(self, view: Any) -> str:
        """S: the scores and what ends the game (the target, a lower limit, the deals left),
        and the pot carried over."""
        variant = self.rules
        scores = self._scores_line(view.scores)
        lower = getattr(variant, "lower_limit", None)
        seats = not self.team_game and lower is not None  # Putz: a lower limit too
        message = "narr-scores-seats-target" if seats else "narr-scores-team-target"
        text = t(message, scores=scores, target=variant.target, lower=number(lower or 0))
        limit = int(variant.deal_limit)
        if limit and view.phase is not Phase.OVER:  # after the game no deal is left to say
            played = len(view.deal_history)
            text += " " + t("table-family-deals-left", limit=limit, left=max(limit - played, 0))
        pot = int(view.pot)
        if pot:
            text += " " + t("table-family-pot", points=pot)
        return text

    def deal_scores(self, view: Any, *, last: bool = False, settled: Sequence[Any] = ()) -> str:
        """Shift+S: the score change of every finished deal (``last``: of the last one);
        ``settled``, the family's :class:`DealSettled` of each deal, marks its outcome (wet,
        dedans, bete, pit, capot; full speech) and a deal thrown in."""
        if not view.deal_history:
            return t("narr-no-deal-finished")
        items = list(enumerate(view.deal_history, start=1))
        return " ".join(
            self._deal_scores_item(index, changes, settled[index - 1] if settled else None)
            for index, changes in (items[-1:] if last else items)
        )

    def _deal_scores_item(self, number: int, changes: Sequence[int], settled: Any) -> str:
        """One deal of Shift+S: "Deal 2: we 0, they 162, we were wet."; "Deal 3: thrown in,
        no score."."""
        outcome = settled.settlement if settled is not None else None
        if outcome is not None and settled.facts is None and not any(changes):
            message = "narr-deal-scores-void" if self.full else "narr-deal-scores-void-brief"
            return t(message, number=number)
        mark, side = None, 0
        if outcome is not None and self.full:
            if outcome.outcome in _LOST_MARKS and settled.facts is not None:
                mark, side = _LOST_MARKS[outcome.outcome], settled.facts.declarers
            elif outcome.pit is not None:
                mark, side = "pit", outcome.pit
            elif outcome.capot is not None:
                mark, side = "capot", outcome.capot
        message = "narr-deal-scores-item" if mark is None else "narr-deal-scores-outcome"
        scores = self._scores_line(changes)
        return t(message, number=number, scores=scores, mark=mark, **self.side(side))

    def turn(self, view: Any) -> str:
        """T: whose turn it is and what they are doing (choosing or bidding trump, the six or
        the dix, playing)."""
        if view.phase is Phase.OVER:
            return t("narr-game-is-over")
        if view.phase is Phase.DEAL:
            return t("narr-cards-being-dealt")
        seat = view.current_player
        if seat is None:
            # the forehand waits while another seat decides on the six of trump: nothing of it
            return t("narr-waiting-for-play")
        if self.contract_words is not None and view.phase is Phase.TRUMP:
            turned = view.turned_suit
            if turned is not None:  # a turn-up bidding: which round, and on which suit
                return t(
                    "table-family-turn-bid-round",
                    round=view.bidding_round,
                    suit=SUIT_IDS[turned],
                    full=self.full,
                    **self.who(seat),
                )
            choose = names_trump(self.rules.name)
            return t("table-family-turn-bid", choose=choose, **self.who(seat))
        if self.contract_words is not None and view.phase is Phase.SIX:
            return t("kj-turn-dix", **self.who(seat))
        doing = {Phase.TRUMP: "trump", Phase.SIX: "six", Phase.PLAY: "play"}[view.phase]
        return t("narr-turn", **self.who(seat), doing=doing)

    def hand_order(self, view: Any) -> list[Card]:
        """The human's hand in the order D reads it and the arrows browse it
        (:func:`hand_order` with this deal's trump, the deck's orders and the ``trump_first``
        option); in the klaverjas of 1821 in its own (``docs/rules/family.md``: plain A K Q J
        10 9 8 7, trumps J 9 A K Q 10 8 7), from the deal's card order."""
        keys = None
        if self.contract_words == "" and self.keys_of is not None:
            keys = self.keys_of()
        deck = int(self.rules.deck)
        return hand_order(view.hand, view.trump, trump_first=self.trump_first, deck=deck, keys=keys)

    def hand(self, view: Any) -> str:
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

    def last_trick(self, view: Any) -> str:
        """L: the last complete trick, who took it and its points."""
        if not view.tricks:
            return t("narr-no-trick-yet")
        return self._trick_said("narr-last-trick", view, len(view.tricks) - 1)

    def trick_taken(self, view: Any, index: int) -> str:
        """One finished trick of this deal by its number ("Trick 3: Left plays …. Right takes
        it, 14 points."), for tricks played while the player could not hear them (an online
        table whose connection came back). ``index`` counts from 0; raises IndexError past
        the tricks taken."""
        return self._trick_said("narr-trick-taken", view, index)

    def _trick_said(self, message: str, view: Any, index: int) -> str:
        """The trick ``index`` of this deal: its cards, who took it, its points, its number."""
        trick = view.tricks[index]
        played = self._played(trick.leader, trick.cards, view.trump)
        who = self.who(trick.winner)
        return t(message, number=index + 1, played=played, **who, points=trick.points)

    def points(self, view: Any) -> str:
        """P: card points taken so far this deal."""
        taken = view.points_taken
        if self.team_game:
            ours, theirs = _ours_theirs(self, (taken[0] + taken[2], taken[1] + taken[3]))
            return t("narr-card-points-team", ours=ours, theirs=theirs)
        return t("narr-card-points", scores=self._scores_line(taken))

    def melds(self, view: Any) -> str:
        """W: this deal's Weis and Stöck in the words they were announced with (full); roem
        (Klaverjas); melds and Belote (Belote, Contrée with melds); Klaberjass's melds and Bela
        (:meth:`_melds_klaberjass`)."""
        words = self.contract_words
        if words is None:
            return self._weis_and_stoeck(view)
        if words in ("klaberjass", ""):
            return self._melds_klaberjass(view)
        parts: list[str] = []
        if words == "klaverjas":
            ours, theirs = _ours_theirs(self, view.roem)
            if ours or theirs:
                parts.append(t("table-family-roem-deal", ours=ours, theirs=theirs))
        else:
            if not any(isinstance(part, HandMelds) for part in composed(self.rules).announcements):
                return t("table-family-no-extras-variant", variant=variant_title(self.rules))
            if view.melds_shown and view.meld_team is not None:
                total = sum(meld.points for _, meld in view.melds_shown)
                shows = t("narr-weis-shows-separator").join(self.melds_shown(view.melds_shown))
                parts.append(
                    t(
                        "table-family-melds-deal",
                        side=self._side_id(view.meld_team),
                        points=total,
                        count=len(view.melds_shown),
                        shows=shows,
                    )
                )
            if view.belote_cards:
                seat = view.belote_cards[0][0]
                rebelote = len(view.belote_cards) >= 2
                parts.append(t("table-family-belote-deal", **self.who(seat), rebelote=rebelote))
            elif view.belote_said:  # said by hand, before its card
                parts.append(t("table-family-belote-deal", **self.who(self.human), rebelote=False))
        if not parts:
            over = view.phase not in (Phase.TRUMP, Phase.PLAY)  # the deal or the game is over
            kind = "roem" if words == "klaverjas" else "melds"
            return t("table-family-no-extras-yet", kind=kind, over=over)
        return " ".join(parts)

    def _weis_and_stoeck(self, view: Any) -> str:
        """W in the games of Weis and Stöck (``docs/rules/swiss.md``)."""
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

    def _melds_klaberjass(self, view: Any) -> str:
        """W in Klaberjass and the 1821 game: the melds shown and who scored them, Bela (the
        1821 declarations and marriages); before the first trick is taken the meld exchange
        as it was spoken, and after it that nobody scores melds when the exchange left none;
        or that there are none yet."""
        parts: list[str] = []
        if not self.contract_words:  # the klaverjas of 1821
            parts += [self._declared(item, True) for item in view.melds_declared]
            for seat, points in enumerate(view.marriage_points):
                if points:
                    parts.append(t("kj-marriage-deal", **self.who(seat), points=points))
            return " ".join(parts) if parts else t("kj-no-melds-1821")
        if view.melds_shown and view.meld_team is not None:
            for seat, melds in _by_holder(view.melds_shown).items():
                points = sum(meld.points for meld in melds)
                parts.append(t("kj-melds-deal", **self.who(seat), count=len(melds), points=points))
        elif view.meld_lines:
            if view.tricks:  # compared at the first trick, and nobody scores them
                parts.append(t("kj-melds-none-scored"))
            else:
                parts.append(t("kj-melds-spoken", lines=" ".join(self._exchange_said(view))))
        elif view.tricks or (view.trick and not view.manual_announce):
            parts.append(t("kj-no-sequence-deal"))  # the exchange was silent
        for seat, _card in view.belote_cards[:1]:
            parts.append(t("kj-bela-deal", **self.who(seat)))
        if view.belote_said and not view.belote_cards:  # said by hand
            parts.append(t("kj-bela-deal", **self.who(self.human)))
        return " ".join(parts) if parts else t("kj-no-extras-yet")

    def _exchange_said(self, view: Any) -> list[str]:
        """The meld exchange of this deal so far, line by line as it was spoken."""
        said: list[str] = []
        question: str | None = None
        for line in view.meld_lines:
            said.append(self._meld_line(line, question))
            question = _question_after(line, question)
        return said

    def _silent_exchange(self, told: _Batch, events: Sequence[Any], *, manual: bool) -> bool:
        """Klaberjass's meld exchange is due with these events and nobody spoke in it: the
        first lead (with ``manual_announce``: the first trick taken, ``manual``)."""
        before = told.before
        if self.contract_words != "klaberjass" or before is None or told.exchanged:
            return False
        if getattr(before, "manual_announce", False) is not manual or before.tricks:
            return False
        if manual:
            return any(isinstance(event, TrickWon) for event in events)
        return not told.current and not before.trick

    def _meld_line(self, line: MeldSpoken, question: str | None) -> str:
        """A line of the meld exchange: "Right: 50.", "You: how high?", "Right: king high.",
        "Left: good.". ``question``: the question an "answer" answers."""
        facts: dict[str, object] = {
            "name": self.name(line.seat),
            "value": "none",
            "rank": "ace",
            "trump": False,
        }
        kind = str(line.kind)
        value = line.value
        if kind == "answer":
            if question == "how_high" and value is not None and not isinstance(value, bool):
                kind, facts["rank"] = "high", RANK_IDS[int(value)]
            elif question == "in_trumps" or isinstance(value, bool):
                kind = "yes" if value else "no"
            else:
                kind, facts["value"] = "cards", value
        elif kind in ("declare", "not_good") and value is not None:
            facts["value"] = value
        return t("kj-meld-line", kind=kind, **facts)

    def _second_round(self, turned: Suit) -> str:
        """Every seat passed the turned suit (Belote, Klaberjass): "Nobody took hearts: second
        round of bidding." (brief: "Second round.")."""
        return t("table-family-second-round", suit=SUIT_IDS[turned], full=self.full)

    def _settled(self, settlement: Settlement, facts: DealFacts) -> str:
        """Klaberjass's settlement: made, bete (three players: each opponent their own and half
        the maker's), a tie by its option, with what everyone scores; a pot won; the klaverjas
        of 1821 (no maker): what each scored."""
        outcome = str(settlement.outcome)
        if not self.contract_words:  # no maker: each scores their own
            text = t("kj-1821-settled", scores=self._scores_line(settlement.scores))
            if settlement.capot is not None:
                bonus = t("kj-1821-all-tricks", **self.who(settlement.capot), full=self.full)
                text = f"{bonus} {text}"
            return text
        scores = _without_pot(settlement)  # the pot won is said after the deal's own line
        if outcome == "tie" and settlement.carry and not any(scores):
            outcome = "carry"
        how = "own"
        if outcome == "tie" and scores[facts.declarers] == 0:
            defenders = [s for i, s in enumerate(scores) if i != facts.declarers]
            if len(scores) == 2 and defenders and defenders[0] == sum(settlement.made):
                how = "total"
        maker = facts.declarers  # in a team game the team, named by its first seat
        args = {
            **self.who(maker),
            "outcome": outcome,
            "players": self.players,
            "side": self._side_id(maker),
            "how": how,
            "pot": settlement.carry or settlement.pot,
            "scores": self._scores_line(scores),
        }
        text = t("kj-settled" if self.full else "kj-settled-brief", **args)
        if settlement.pot_team is not None:  # in brief too: the scores jump by the pot
            winner = settlement.pot_team
            side = self._side_id(winner) if self.team_game else "none"
            text += " " + t("kj-pot-won", **self.who(winner), side=side, pot=settlement.pot)
        return text

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
        and the trump mode are read from the engine's message. Where a contract is played,
        the trick duties with the card to beat and the bid reasons in their words
        (:func:`trick_refusal`, :func:`bid_refusal`)."""
        reason = error.reason
        if self.contract_words is not None:
            said = self._contract_refusal(error)
            if said is not None:
                return said
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

    def _contract_refusal(self, error: IllegalActionError) -> str | None:
        """A refusal in the words of the games with a contract (None: as any game's)."""
        reason = error.reason
        if reason in TRICK_REASONS:
            suit = error.suit
            beat = getattr(error, "beat", None)
            refusal = Refusal(
                reason,
                int(suit) if suit is not None else None,
                int(beat) if beat is not None else None,
            )
            trump = self.trump_of() if self.trump_of is not None else None
            return trick_refusal(refusal, trump, card=error.card)
        if reason in BID_REASONS:
            bid = getattr(error, "bid", None)
            bid_error = IllegalBidError(str(error), reason, bid, None)  # type: ignore[arg-type]
            return bid_refusal(bid_error, standing=getattr(error, "standing", None))
        if reason == "not_in_deck" and error.card is not None:
            return t("table-family-not-in-deck", card=card_object(error.card))
        if reason == "wrong_phase":
            phase = "bidding" if "bidding" in str(error) else "other"
            return t("table-family-wrong-phase", phase=phase)
        return None


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
    else:
        message = "narr-your-turn-card-full" if narrator.full else "narr-your-turn-card"
        text = t(message, card=card_name(card, trump), position=position, count=count)
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
    counts = Counter(card.suit for card in cards)
    parts = [t("suit-count", suit=SUIT_IDS[suit], count=held) for suit, held in counts.items()]
    return t("narr-hand-counts", count=len(cards), suits=join(parts))


def dealt_hand(narrator: Narrator, view: Any, cards: Sequence[Card]) -> str:
    """The hand as a deal starts: brief, the counts per suit (:func:`hand_counts`); full, the
    cards suit by suit (as D reads them). ``cards``: the hand in the order it is read."""
    if narrator.full:
        return narrator.hand(view)
    return hand_counts(cards)


def after_deal(narrator: Narrator, view: Any, answer: str) -> str:
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
        turn_up_rank=RANK_IDS[turn_up.rank],
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


_TRUMP_MADE = {
    "chosen": "narr-trump-chosen-by",
    "turned": "narr-trump-turned",
    "up": "narr-trump-turned-up",
    "six": "narr-trump-turned-up-six",
}
"""The message of trump by how it was made (``$how`` of ``narr-trump-was``)."""

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


Table = Narrator | int
"""Who listens: a :class:`Narrator` (human seat and verbosity) or the human seat (full, four
players)."""

TRICK_REASONS = {
    "not_in_hand": "family-refusal-not-in-hand",
    "must_follow": "family-refusal-must-follow",
    "must_head": "family-refusal-must-head",
    "must_overtrump": "family-refusal-must-overtrump",
    "must_trump": "family-refusal-must-trump",
    "may_not_undertrump": "family-refusal-may-not-undertrump",
}
"""The message of each trick-play refusal code (``tricks32.REFUSAL_CODES``)."""

_BEATEN = {
    "must_head": "family-refusal-must-follow",
    "must_overtrump": "family-refusal-must-trump",
    "may_not_undertrump": "narr-refusal-undertrump",
}
"""The duty said without its card, should a refusal come without the card to beat."""

BID_REASONS = {
    "bidding_over": "family-refusal-bidding-over",
    "not_your_turn": "family-refusal-not-your-turn",
    "wrong_bid": "family-refusal-wrong-bid",
    "must_name_suit": "family-refusal-must-name-suit",
    "take_or_pass": "family-refusal-take-or-pass",
    "no_take": "family-refusal-no-take",
    "turned_suit": "family-refusal-turned-suit",
    "no_no_trumps": "family-refusal-no-no-trumps",
    "no_schmeiss": "family-refusal-no-schmeiss",
    "force_or_decline": "family-refusal-force-or-decline",
    "must_take": "family-refusal-must-take",
    "bid_too_low": "family-refusal-bid-too-low",
    "nothing_to_double": "family-refusal-nothing-to-double",
    "own_contract": "family-refusal-own-contract",
    "no_redouble": "family-refusal-no-redouble",
    "redouble_or_pass": "family-refusal-redouble-or-pass",
}
"""The message of each :class:`IllegalBidError` reason code."""

_ROEM_KINDS = {
    RoemKind.FOUR_OF_A_KIND: "four",
    RoemKind.THREE_OF_A_KIND: "three",
    RoemKind.SEQUENCE: "sequence",
    RoemKind.STUK: "stuk",
}
"""``$kind`` of a roem item."""


# --------------------------------------------------------------------------------------------
# seats and sides


def _listener(table: Table) -> Narrator:
    """Who listens: the narrator, or for a bare human seat a four-player table's (full)."""
    return table if isinstance(table, Narrator) else Narrator("belote", table)


def _full(table: Table, full: bool | None) -> bool:
    return _listener(table).full if full is None else full


def _who(table: Table, seat: int, form: str = "seat-name") -> dict[str, object]:
    """A seat as the listener's :meth:`Narrator.who` gives it ("you", "Partner").

    Raises:
        ValueError: not a seat of the listener's game.
    """
    listener = _listener(table)
    if not isinstance(seat, int) or not 0 <= seat < listener.players:
        raise ValueError(f"not a seat of a {listener.players}-player game: {seat!r}")
    return listener.who(seat, form)


def _side(table: Table, team: int) -> str:
    """``$side`` of a team: "us" (the human's) or "them"."""
    return "us" if team % 2 == _listener(table).human % 2 else "them"


def _ours_theirs(table: Table, pair: Sequence[int]) -> tuple[int, int]:
    """A per-team pair (team 0, team 1) as (the human's team, the other)."""
    mine = _listener(table).human % 2
    return pair[mine], pair[1 - mine]


def _without_pot(settlement: Settlement) -> tuple[int, ...]:
    """The settlement's scores without the tie pot a side won (said on its own)."""
    won = settlement.pot_team
    return tuple(
        score - (settlement.pot if side == won else 0)
        for side, score in enumerate(settlement.scores)
    )


def _contract_args(value: int) -> dict[str, object]:
    """``$contract`` (the number, 250 for capot) and ``$capot`` (yes/no) of a contract."""
    return {"contract": value, "capot": value == CAPOT}


# --------------------------------------------------------------------------------------------
# bids


_BID_KINDS: dict[type, str] = {
    Pass: "pass",
    Double: "double",
    Redouble: "redouble",
    NoTrumps: "notrumps",
    Schmeiss: "schmeiss",
    Force: "force",
    Decline: "decline",
}
"""``$bid`` of each bid without facts of its own."""


def _bid_args(bid: BidAction, turned: Suit | None) -> dict[str, object]:
    """``$bid`` and its facts: pass, take (``$suit`` turned; "turned" when the turned suit is
    not given), suit (``$suit``), contract (``$contract``, ``$capot``, ``$suit``), double,
    redouble, and Klaberjass's notrumps, schmeiss, force (elder must take the turned suit)
    and decline (the deal is dealt again).

    Raises:
        ValueError: not a bid.
    """
    kind = next((kind for cls, kind in _BID_KINDS.items() if isinstance(bid, cls)), None)
    if kind is not None:
        return {"bid": kind}
    if isinstance(bid, Take):
        if turned is None:  # the suit unknown here: "takes the turned suit"
            return {"bid": "turned"}
        return {"bid": "take", "suit": SUIT_IDS[turned]}
    if isinstance(bid, NameSuit):
        return {"bid": "suit", "suit": SUIT_IDS[bid.suit]}
    if isinstance(bid, Bid):
        return {"bid": "contract", "suit": SUIT_IDS[bid.suit], **_contract_args(bid.value)}
    raise ValueError(f"not a bid: {bid!r}")


@cache
def names_trump(name: str) -> bool:
    """True in a family game whose forehand names trump instead of bidding (Klaverjas,
    ``docs/rules/family.md`` "klaverjas": forehand must name a suit): its trump procedure is the
    forehand's choice."""
    return isinstance(FAMILY_VARIANTS[name].compose().trump, ForehandProcedure)


def bid_heard(
    table: Table,
    seat: int,
    bid: BidAction,
    *,
    turned: Suit | None = None,
    full: bool | None = None,
    doubled: bool = False,
) -> str:
    """A bid as the table hears it, by any seat: full "Right passes.", "Partner takes hearts.",
    "Left bids 90 in spades.", "You bid capot in clubs.", "Right doubles.", with ``doubled``
    (Contrée, after a double) a pass "Right does not redouble."; brief "Right: pass.", "Left:
    90 in spades.".

    Args:
        table: the listener (see the module).
        seat: the bidding seat 0-3.
        bid: the bid (Pass, Take, NameSuit, Bid, Double, Redouble).
        turned: the turned-up card's suit, said with a Take (without it: "Partner takes the
            turned suit.").
        full: override the verbosity.

    Raises:
        ValueError: a bad seat, a Klaberjass bid.
    """
    message = "family-bid" if _full(table, full) else "family-bid-brief"
    if doubled and message == "family-bid" and isinstance(bid, Pass):
        return t("family-bid-no-redouble", **_who(table, seat))
    return t(message, **_who(table, seat), **_bid_args(bid, turned))


def bid_label(bid: BidAction, *, turned: Suit | None = None) -> str:
    """One item of the human's bid list: "Pass", "Take hearts", "Spades" (a suit named),
    "90 in spades", "Capot in clubs", "Double", "Redouble".

    Raises:
        ValueError: as :func:`bid_heard`.
    """
    return t("family-bid-label", **_bid_args(bid, turned))


def bid_do(bid: BidAction, *, turned: Suit | None = None) -> str:
    """A bid as the hint advises it: "pass", "take hearts", "choose spades", "bid 90 in
    spades", "double".

    Raises:
        ValueError: as :func:`bid_heard`.
    """
    return t("family-bid-do", **_bid_args(bid, turned))


def bid_done(bid: BidAction, *, turned: Suit | None = None) -> str:
    """A bid as the deal review says the player made it: "you passed", "you took hearts",
    "you bid 90 in spades".

    Raises:
        ValueError: as :func:`bid_heard`.
    """
    return t("family-bid-done", **_bid_args(bid, turned))


def bid_list_title(bidding: Bidding, table: Table = 0) -> str:
    """The title of the human's bid list (A), saying what the choice is: Klaverjas "Choose
    trump", Belote "Your bid: take hearts or pass" (round 1) / "Your bid: name another suit
    or pass" (round 2), Contrée "Your bid" (no contract yet), "Your bid: above 90 in spades
    by Left" (who holds it decides whether it may be doubled), "The contract is doubled:
    redouble or pass". ``table``: the narrator, or the human's seat, that names the seats."""
    if isinstance(bidding, ForehandChoice):
        return t("family-bid-title", kind="choose")
    if isinstance(bidding, TurnUpBidding):
        rules = bidding.rules
        seat = bidding.current_bidder
        if bidding.schmeissed:
            kind = "schmeiss"
        elif bidding.round == 1:
            kind = "take-schmeiss" if rules.schmeiss and seat == bidding.forehand else "take"
        elif rules.bimah and seat == bidding.dealer:
            kind = "bimah"
        else:
            kind = "name-notrumps" if rules.no_trumps else "name"
        return t("family-bid-title", kind=kind, suit=SUIT_IDS[bidding.turned_suit])
    if isinstance(bidding, ContreeAuction):
        if bidding.doubler is not None:
            return t("family-bid-title", kind="redouble")
        standing = bidding.standing
        if standing is None:
            return t("family-bid-title", kind="open")
        bidder, contract = standing
        return t(
            "family-bid-title",
            kind="above",
            suit=SUIT_IDS[contract.suit],
            **_contract_args(contract.value),
            **_who(table, bidder, "seat-object"),
        )
    return t("family-bid-title", kind="other")


# --------------------------------------------------------------------------------------------
# the contract


def contract_said(
    table: Table,
    variant: str,
    result: BiddingResult,
    *,
    full: bool | None = None,
    past: bool = False,
    chooser: bool = False,
) -> str:
    """Who plays and what they must make, said when play starts and by A: Klaverjas "We play
    in hearts: we must make more than them."; Belote "Left took clubs: they must make more than
    us."; Contrée "Contract: 110 in spades by Partner, doubled: we must make 110."; Klaberjass
    "Opponent took hearts: Opponent must make more than you." (:func:`_klaberjass_contract`);
    an annulled deal as :func:`annulled_said`.

    Args:
        variant: "klaverjas_amsterdam", "klaverjas_rotterdam", "belote", "belote_contree",
            "klaberjass2", "klaberjass3" or "klaberjass4".
        result: how the bidding ended (or a view during play: its declarer, trump,
            contract, doubling and no_trumps).
        past: the deal is over (A after it), in full speech said in the past tense: "Partner
            took clubs: we had to make more than them."; brief keeps its words.
        chooser: in full speech Klaverjas names who chose trump (A during play): "You chose
            hearts: we must make more than them.".

    Raises:
        ValueError: an unknown variant; outside Klaberjass a result without trump suit or
            contract (no-trumps, a Contrée result without a contract).
    """
    rules = FAMILY_VARIANTS.get(variant)
    game = rules.contract_words if rules is not None else ""
    if not game:
        raise ValueError(f"not a family variant with a contract: {variant!r}")
    if result.declarer is None:
        return annulled_said(table, full=full)
    brief = not _full(table, full)
    past = past and not brief
    if game == "klaberjass":
        return _klaberjass_contract(table, result, full=full, past=past)
    if result.trump is None or result.trump.suit is None:
        raise ValueError("a family contract is played with a trump suit")
    args: dict[str, object] = {
        **_who(table, result.declarer, "seat-object"),
        "side": _side(table, result.declarer),
        "suit": SUIT_IDS[result.trump.suit],
    }
    if game == "contree":
        if result.contract is None:
            raise ValueError("a Contrée result carries its contract")
        args.update(_contract_args(result.contract), doubling=result.doubling)
        if past:
            return t("table-family-contract-was", **args)
        return t("family-contract-contree-brief" if brief else "family-contract-contree", **args)
    chose = game == "klaverjas"  # Klaverjas chooses trump, Belote takes it
    if past or (chooser and chose and not brief):
        args.update(_who(table, result.declarer))  # the subject: "You chose hearts"
        if past:
            return t("table-family-trump-was", **args, chose=chose)
        return t("table-family-klaverjas-chooser", **args)
    message = "family-contract-klaverjas" if chose else "family-contract-belote"
    return t("family-contract-brief" if brief else message, **args)


def _klaberjass_contract(
    table: Table, result: BiddingResult, *, full: bool | None, past: bool = False
) -> str:
    """Klaberjass: the maker, trump (or no-trumps) and what the maker must make: two players
    "Opponent took hearts: Opponent must make more than you.", three "Right took hearts: Right
    must make more than each opponent.", four as Belote ("Left took no-trumps: they must make
    more than us."); forced after a schmeiss "You are forced to take clubs: …"; brief "Right
    plays hearts."; ``past`` (full speech, the deal over): "Opponent took spades: Opponent had
    to make more than you."."""
    assert result.declarer is not None
    trump = result.trump.suit if result.trump is not None else None
    args: dict[str, object] = {
        **_who(table, result.declarer),
        "notrumps": result.no_trumps or trump is None,
        "suit": SUIT_IDS[trump] if trump is not None else "hearts",
        "forced": getattr(result, "forced", False),  # a view does not say it
        "players": _listener(table).players,
        "side": _side(table, result.declarer),
    }
    if past:
        return t("kj-contract-was", **args)
    return t("kj-contract" if _full(table, full) else "kj-contract-brief", **args)


def annulled_said(table: Table, *, full: bool | None = None) -> str:
    """An annulled deal: "Everybody passed: the deal is dealt again by the next dealer."
    (brief "All passed: new deal.")."""
    return t("family-annulled" if _full(table, full) else "family-annulled-brief")


# --------------------------------------------------------------------------------------------
# roem, Belote, melds


def _roem_item(roem: Roem) -> str:
    kind = _ROEM_KINDS[roem.kind]
    return t(
        "family-roem-item",
        kind=kind,
        points=roem.points,
        length=len(roem.cards),
        rank=RANK_IDS[roem.cards[0].rank],
    )


def roem_said(
    table: Table, winner: int, roem: Sequence[Roem], *, full: bool | None = None
) -> str | None:
    """The roem of a trick, said after the trick is taken, for the winner's team: "Roem for
    us: 50, sequence of 4, and 20 for stuk."; brief "Roem for us: 70.". None when the trick
    holds no roem.

    Args:
        winner: the seat that took the trick.
        roem: :func:`~audiojass.rules.settlement.trick_roem` of the trick.
    """
    if not roem:
        return None
    side = _side(table, winner)
    if not _full(table, full):
        return t("family-roem-brief", side=side, points=sum(r.points for r in roem))
    items = _list([_roem_item(r) for r in roem])
    total = sum(r.points for r in roem)
    return t("family-roem", side=side, items=items, count=len(roem), total=total)


def belote_said(
    table: Table, seat: int, *, rebelote: bool = False, full: bool | None = None
) -> str:
    """Belote / Rebelote, said with the king or queen of trump that its holder plays: "Left
    says Belote.", then "Left says Rebelote: 20 for them."; brief "Left: Belote."."""
    return t(
        "family-belote" if _full(table, full) else "family-belote-brief",
        **_who(table, seat),
        second=rebelote,
        side=_side(table, seat),
        points=BELOTE_POINTS,
    )


def melds_said(
    table: Table,
    award: MeldAward,
    melds_by_seat: Sequence[Sequence[Meld]],
    *,
    full: bool | None = None,
) -> str | None:
    """The Belote melds shown in the first trick: who holds the best meld and what the team
    scores: "Partner has the best meld, 5 in sequence, hearts seven to jack: we score 120 for
    melds."; equal best melds: "Equal best melds, 3 in sequence, …: nobody scores melds.";
    brief "Melds for us: 120.". None when nobody has a meld.

    Args:
        award: :func:`~audiojass.rules.settlement.award_melds` of the deal.
        melds_by_seat: each seat's melds (as given to ``award_melds``).
    """
    full = _full(table, full)
    if award.team is None:
        equal = award.best[0]
        if equal is None:
            return None
        message = "family-melds-equal" if full else "family-melds-equal-brief"
        return t(message, meld=describe_meld(equal))
    points = award.points[award.team]
    best = award.best[award.team]
    meld = describe_meld(best) if best is not None else ""
    if not _listener(table).team_game:  # each alone: the seat scores
        message = "kj-melds" if full else "kj-melds-brief"
        return t(message, **_who(table, award.team), meld=meld, points=points)
    holder = next((s for s in (award.team, award.team + 2) if best in melds_by_seat[s]), award.team)
    count = sum(len(melds_by_seat[s]) for s in (award.team, award.team + 2))
    partner = (holder + 2) % 4
    partner_who = _who(table, partner, "seat-object")
    return t(
        "family-melds" if full else "family-melds-brief",
        **_who(table, holder),
        whose="both" if melds_by_seat[partner] else "holder",
        partner=partner_who["seat"],
        pname=partner_who["name"],
        side=_side(table, award.team),
        meld=meld,
        points=points,
        count=count,
    )


# --------------------------------------------------------------------------------------------
# the settlement


def _roem_owner(table: Table, roem: tuple[int, ...]) -> tuple[str, int]:
    """``$roem_owner`` (none, us, them, all) and ``$roem`` of the deal's roem."""
    ours, theirs = _ours_theirs(table, roem)
    if ours and theirs:
        return "all", ours + theirs
    if ours:
        return "us", ours
    if theirs:
        return "them", theirs
    return "none", 0


def settlement_said(
    table: Table, settlement: Settlement, facts: DealFacts, *, full: bool | None = None
) -> str:
    """A deal's settlement said plainly, in one or more sentences:

    - Klaverjas: "Pit! We take every point: 100 more." (when a team takes pit), then "We made
      it: we score 118 points, they score 44 points." or "We are wet: they score all 162 and
      our 40 roem.";
    - Belote: "Capot! …", then made, "We are dedans: they score all 182.", a tie by its option
      ("A tie: we score nothing, they score 81 points.", "… nobody scores: 162 go into the
      pot."), a pot won or carried on;
    - Contrée: "Contract of 110 made: we score 110, they score 50.", "Contract failed: they
      score 160.", with "doubled, times 2" or "redoubled, times 4";
    - an annulled deal as :func:`annulled_said`.

    Brief: "Pit for us. Made: we 262, they 0.".

    Args:
        settlement: the deal's :class:`Settlement`.
        facts: the :class:`DealFacts` it was settled from (card points, roem, declarers).
    """
    brief = not _full(table, full)
    if settlement.outcome is Outcome.ANNULLED:
        parts = [annulled_said(table, full=full)]
        if settlement.carry:
            parts.append(t("family-pot-carried", pot=settlement.carry))
        return " ".join(parts)
    declarers = _side(table, facts.declarers)
    scores = _without_pot(settlement)  # the pot won is said on its own, after the deal
    ours, theirs = _ours_theirs(table, scores)
    parts = []
    outcome = settlement.outcome
    if settlement.pit is not None:
        message = "family-pit-brief" if brief else "family-pit"
        parts.append(t(message, side=_side(table, settlement.pit)))
    elif settlement.capot is not None and (
        outcome in (Outcome.MADE, Outcome.DEDANS, Outcome.TIE)
        or (outcome is Outcome.CONTRACT_MADE and settlement.capot == facts.declarers)
    ):
        game = "contree" if outcome is Outcome.CONTRACT_MADE else "belote"
        side = _side(table, settlement.capot)
        parts.append(t("family-capot-brief" if brief else "family-capot", side=side, game=game))
    if len(facts.melds) == 2:  # partners: a team that took no trick loses its melds
        for team, melds in enumerate(facts.melds):
            if melds and not facts.tricks[team]:
                parts.append(t("family-melds-lost", side=_side(table, team), points=melds))
    change = t("narr-scores-team", ours=ours, theirs=theirs)
    # a tie by which nobody scores: the points go into the pot
    carried = outcome is Outcome.TIE and bool(settlement.carry) and settlement.scores == (0, 0)
    if brief:
        kind = "carry" if carried else str(outcome)
        parts.append(t("family-settled-brief", outcome=kind, side=declarers, change=change))
    elif outcome is Outcome.MADE:
        parts.append(t("family-made", side=declarers, ours=ours, theirs=theirs))
    elif outcome is Outcome.WET:
        owner, roem = _roem_owner(table, facts.roem)
        parts.append(
            t(
                "family-wet",
                side=declarers,
                cards=sum(facts.card_points),
                roem_owner=owner,
                roem=roem,
                tie=settlement.made[0] == settlement.made[1],
            )
        )
    elif outcome is Outcome.DEDANS:
        parts.append(t("family-dedans", side=declarers, points=scores[facts.defenders]))
    elif outcome is Outcome.TIE:
        defenders = settlement.scores[facts.defenders]
        if carried:
            how, points = "carry", sum(settlement.made)
        elif defenders == sum(settlement.made):
            how, points = "total", defenders
        else:
            how, points = "own", defenders
        parts.append(t("family-tie", how=how, side=declarers, points=points))
    elif outcome in (Outcome.CONTRACT_MADE, Outcome.CONTRACT_FAILED):
        assert facts.contract is not None
        value = CAPOT if facts.contract == "capot" else int(facts.contract)
        args = {**_contract_args(value), "doubling": facts.doubling}
        if outcome is Outcome.CONTRACT_MADE:
            made = settlement.made[facts.declarers]
            args.update(takers=declarers, made=made, ours=ours, theirs=theirs)
            parts.append(t("family-contract-made", **args))
        else:
            defenders = facts.defenders
            side, points = _side(table, defenders), settlement.scores[defenders]
            parts.append(
                t("family-contract-failed", **args, takers=declarers, side=side, points=points)
            )
    if settlement.pot_team is not None:  # in brief too: the scores jump by the pot
        won = _side(table, settlement.pot_team)
        parts.append(t("family-pot-won", side=won, pot=settlement.pot))
    elif not brief and settlement.carry and not carried:
        parts.append(t("family-pot-carried", pot=settlement.carry))
    return " ".join(parts)


def made_points_said(table: Table, settlement: Settlement, facts: DealFacts) -> str | None:
    """Said after the settlement of a partnership deal its takers lost (wet, dedans, a
    contract failed), what decided it: "We made 70, they 92." (Klaverjas, Belote, a capot
    failed), in Contrée "They made 118 of 120."; None for any other outcome."""
    lost = (Outcome.WET, Outcome.DEDANS, Outcome.CONTRACT_FAILED)
    if settlement.outcome not in lost or len(settlement.made) != 2:
        return None
    takers = facts.declarers
    made, other = settlement.made[takers], settlement.made[1 - takers]
    contract = facts.contract
    kind = "contract" if contract is not None and contract != "capot" else "versus"
    needed = int(contract) if kind == "contract" and contract is not None else 0
    side = _side(table, takers)
    extras = "roem" if any(facts.roem) else "melds" if any(facts.melds + facts.belote) else "none"
    return t(
        "family-made-points",
        kind=kind,
        side=side,
        made=made,
        other=other,
        needed=needed,
        **{"with": extras},
    )


# --------------------------------------------------------------------------------------------
# refusals


def trick_refusal(
    refusal: Refusal, trump: TrumpMode | int | None, *, card: Card | int | None = None
) -> str:
    """Why a card may not be played, addressed to the player: "You must follow hearts.", "You
    must play higher than the king of hearts.", "You must overtrump the king of hearts.", "You
    must trump with spades.", "You may not undertrump the king of hearts.", "You do not hold the
    ace of hearts.".

    Args:
        refusal: from :func:`~audiojass.rules.tricks32.refusal`.
        trump: the deal's trump suit (0-3 or a TrumpMode; None without trumps), so that the
            trump jack and nine take their names.
        card: the card refused (said for ``not_in_hand``).

    Raises:
        ValueError: an unknown code, or ``not_in_hand`` without ``card``.
    """
    message = TRICK_REASONS.get(refusal.code)
    if message is None:
        raise ValueError(f"no words for the refusal {refusal.code!r}")
    if refusal.code in _BEATEN and (refusal.beat is None or refusal.beat < 0):
        message = _BEATEN[refusal.code]  # no card to beat known: the duty without it
    mode = TrumpMode(int(trump)) if trump is not None else None
    args: dict[str, object] = {}
    if refusal.code == "not_in_hand":
        if card is None:
            raise ValueError("not_in_hand is said with the card: card is needed")
        args["card"] = card_object(Card(int(card)), mode)
    if refusal.suit is not None:
        args["suit"] = SUIT_IDS[refusal.suit]
    if refusal.beat is not None and refusal.beat >= 0:
        args["beat"] = card_object(Card(int(refusal.beat)), mode)
    return t(message, **args)


def bid_refusal(error: IllegalBidError, *, standing: Bid | None = None) -> str:
    """Why a bid was refused, addressed to the player, for every reason code of
    :class:`IllegalBidError`: "You must bid more than 90.", "You must name a trump suit.", ….

    ``standing``: the standing contract for ``bid_too_low`` (read from the error's message when
    not given; without either the sentence names no number)."""
    message = BID_REASONS.get(error.reason)
    if message is None:
        return t("family-refusal-wrong-bid")
    if error.reason == "bid_too_low":
        if standing is None:
            try:
                found = parse_bid(str(error).rsplit(" ", 1)[-1])
            except ValueError:
                found = None
            standing = found if isinstance(found, Bid) else None
        if standing is None:
            return t("family-refusal-bid-too-low-plain")
        return t(message, **_contract_args(standing.value))
    return t(message)


def _question_after(line: MeldSpoken, question: str | None) -> str | None:
    """The question the next "answer" of the meld exchange answers, after ``line``: the line's
    own kind when it asks one ("how_many", "how_high", "in_trumps"), else ``question``."""
    return str(line.kind) if line.kind.startswith(("how", "in_")) else question
