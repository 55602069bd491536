"""The family's games with 32 cards at the table (Klaverjas Amsterdam and Rotterdam, Belote,
Belote Contrée; Klaberjass for 2, 3 and 4; the klaverjas of 1821): the words and keys that
differ from the Swiss games.

:class:`FamilyNarrator` is a :class:`~audiojass.narration.Narrator` that knows the family's
events (bids, the contract, the completion of the hands, Belote or Bela, melds, roem, the
settlement; Klaberjass's stock, dix and spoken meld exchange; 1821's draws, declarations,
counters, marriages and second phase) and the 32-card orders, for 2, 3 or 4 seats (each alone,
or partners); its sentences come from :mod:`audiojass.narration_family` and
``locales/*/table_family.ftl`` (ids ``table-family-…``) and ``locales/*/klaberjass.ftl``
(``kj-…``). :func:`table_narrator` gives the :class:`~audiojass.table.TableSession` of a
32-card game this narrator (the games are told apart by their deck, never by their words).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from audiojass.i18n import t
from audiojass.narration import (
    RANK_IDS,
    SUIT_IDS,
    Narrator,
    Told,
    card_name,
    card_object,
    describe_meld,
)
from audiojass.narration_family import (
    BID_REASONS,
    TRICK_REASONS,
    belote_said,
    bid_heard,
    bid_refusal,
    contract_said,
    made_points_said,
    melds_said,
    names_trump,
    roem_said,
    settlement_said,
    trick_refusal,
)
from audiojass.rules.actions import (
    CardPlayed,
    DealEnded,
    DealStarted,
    GameEnded,
    TrickWon,
    TrumpChosen,
)
from audiojass.rules.bidding import (
    BiddingEnded,
    BidMade,
    Decline,
    IllegalBidError,
)
from audiojass.rules.cards import Card, Rank, Suit, TrumpMode
from audiojass.rules.family_game import (
    BeloteAnnounced,
    DealSettled,
    DixExchanged,
    DixKept,
    HandsCompleted,
    MeldsAnnounced,
    MeldSpoken,
    MeldsScored,
    NoTrumpsChosen,
    RoemLost,
    RoemScored,
    StockDeal,
    StockDealt,
)
from audiojass.rules.family_scoring import MeldAward
from audiojass.rules.family_tricks import NO_TRUMPS, WIN_KEY32, Refusal
from audiojass.rules.family_variants import FAMILY_VARIANTS, FamilyVariant, composed
from audiojass.rules.game import IllegalActionError, Phase
from audiojass.rules.klaverjas1821 import (
    CardsDrawn,
    MarriageScored,
    MeldDeclared,
    PhaseTwoStarted,
)
from audiojass.rules.weis import Meld
from audiojass.table import deck_size, plain_narrator
from audiojass.titles import family_title

Event1821 = CardsDrawn | MeldDeclared | MarriageScored | PhaseTwoStarted
"""The klaverjas of 1821's own events the table speaks (its dix as Klaberjass's)."""

__all__ = ["FamilyNarrator", "family_hand_order", "table_narrator"]

_PLAIN_ORDER = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE, Rank.EIGHT)
_TRUMP_ORDER = (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.EIGHT)
_PLAIN_PLACE = {rank: place for place, rank in enumerate((*_PLAIN_ORDER, Rank.SEVEN))}
_TRUMP_PLACE = {rank: place for place, rank in enumerate((*_TRUMP_ORDER, Rank.SEVEN))}
"""The family's card orders from the highest down (``docs/rules/family.md`` "Common"): trump
J 9 A 10 K Q 8 7, plain A 10 K Q J 9 8 7."""


def _question_after(line: MeldSpoken, question: str | None) -> str | None:
    """The question the next "answer" of the meld exchange answers, after ``line``: the line's
    own kind when it asks one ("how_many", "how_high", "in_trumps"), else ``question``."""
    return str(line.kind) if line.kind.startswith(("how", "in_")) else question


def _extras_kind(name: str) -> str:
    """What W tells in a partnership game of the family: "roem" (Klaverjas) or "melds"
    (Belote and Contrée: melds and Belote)."""
    return "roem" if name.startswith("klaverjas") else "melds"


def family_hand_order(
    cards: Iterable[Card],
    trump: TrumpMode | None = None,
    *,
    trump_first: bool = False,
    keys: Sequence[Sequence[int]] | None = None,
) -> list[Card]:
    """Cards in the order they rank in this deal, as the hand is read and browsed: suits
    hearts, diamonds, spades, clubs (``trump_first``: the trump suit first); the trump suit
    J 9 A 10 K Q 8 7, the others A 10 K Q J 9 8 7; or, given ``keys`` (the deal's card
    order, ``keys[suit][card]``, higher wins), each suit by it."""
    trump_suit = trump.suit if trump is not None else None

    def key(card: Card) -> tuple[int, int]:
        place = -1 if trump_first and card.suit == trump_suit else int(card.suit)
        if keys is not None:
            return place, -keys[card.suit][int(card)]
        if card.suit == trump_suit:
            return place, _TRUMP_PLACE[card.rank]
        return place, _PLAIN_PLACE[card.rank]

    return sorted(cards, key=key)


@dataclass(frozen=True)
class FamilyNarrator(Narrator):
    """A :class:`Narrator` for the family's games (``variant``: the game's
    :class:`FamilyVariant`). ``award_of``: gives the deal's meld award when the melds are
    shown (the table passes the game's), so the melds line can say who beat whom."""

    award_of: Callable[[], MeldAward | None] | None = None
    trump_of: Callable[[], TrumpMode | None] | None = None
    keys_of: Callable[[], Sequence[Sequence[int]]] | None = None
    """The card order of the deal being played, ``keys[led suit][card]`` (the game's
    ``rules.win_keys[mode]``: the family's, no-trumps, the 1821 table); None: the family's
    order with the view's trump."""

    @property
    def rules(self) -> Any:  # a FamilyVariant (targets, deal limit, team game)
        variant = self.variant
        if isinstance(variant, FamilyVariant):
            return variant
        return FAMILY_VARIANTS[str(variant)]

    @property
    def players(self) -> int:
        return int(self.rules.players)

    @property
    def team_game(self) -> bool:
        return bool(self.rules.team_game)

    @property
    def name_of_variant(self) -> str:
        return str(self.rules.name)

    # -- events ---------------------------------------------------------------------------------

    def told(
        self,
        events: Iterable[Any],
        trick: Sequence[Card] = (),
        trump: TrumpMode | None = None,
        *,
        before: Any = None,
        after: Any = None,
    ) -> Told:
        """Sentences for a batch of the family's events in order: the deal, each bid, the
        contract when the bidding ends, the turned-up card and the completion (Belote), each
        card and trick as in the Swiss games, Belote/Rebelote with its card, the melds and the
        roem with the trick that scores them, the settlement and the scores, the game's end."""
        batch = list(events)
        game_over = any(isinstance(event, GameEnded) for event in batch)
        lines: list[str] = []
        current = list(trick)
        turned: Suit | None = None
        turned_card: Card | None = None
        question: str | None = None  # the last question of the meld exchange
        declined = False  # the dealer declined a schmeiss in this batch
        bid_round = getattr(before, "bidding_round", None)  # of the last bid heard
        if before is not None:  # the view before the batch (a FamilyObservation)
            turn_up = getattr(before, "turn_up", None)
            if turn_up is not None:
                turned, turned_card = turn_up.suit, turn_up
            meld_lines = getattr(before, "meld_lines", ())
            if meld_lines:
                question = meld_lines[-1].kind
            if turned is None:
                turned = getattr(before, "turned_suit", None)
        for event in batch:
            text: str | None = None
            if isinstance(event, DealStarted):
                text = self.event(event, (), trump)
                tournament = getattr(after, "turned_suit", None)
                if event.turn_up is None and tournament is not None and self.klaberjass:
                    turned = tournament  # klaberjass4's tournament deal: the dealer's suit
                    lines.append(text or "")
                    text = t("kj-tournament", suit=SUIT_IDS[tournament], full=self.full)
                if event.turn_up is not None:
                    turned, turned_card = event.turn_up.suit, event.turn_up
                    lines.append(text or "")
                    card = card_name(event.turn_up)
                    text = t("table-family-turned-up", card=card, full=self.full)
                    if self.name_of_variant == "klaverjas_1821":  # the turn-up is trump
                        text = t(
                            "kj-1821-turned-up",
                            card=card_object(event.turn_up, TrumpMode.of_suit(turned)),
                            suit=SUIT_IDS[turned],
                            full=self.full,
                        )
                current = []
            elif isinstance(event, BidMade):
                if bid_round == 1 and event.round == 2 and turned is not None:
                    lines.append(self._second_round(turned))
                bid_round = event.round
                text = bid_heard(self, event.seat, event.bid, turned=turned)
                declined = declined or isinstance(event.bid, Decline)
            elif isinstance(event, BiddingEnded):
                if event.result.declarer is not None:
                    trump = event.result.trump
                    text = contract_said(self, self.name_of_variant, event.result)
            elif isinstance(event, HandsCompleted):
                text = t(
                    "table-family-completed",
                    **self.who(event.taker),
                    card=card_object(event.turn_up, trump),
                    full=self.full,
                )
            elif isinstance(event, StockDealt):
                lines.append(self._stock_dealt(event, turned_card, trump))
                if event.shown_card is not None:
                    card = card_object(event.shown_card, trump)
                    text = t("kj-shown", card=card, full=self.full)
            elif isinstance(event, DixExchanged):
                seven, card = card_object(event.seven, trump), card_object(event.turn_up, trump)
                text = t("kj-dix", **self.who(event.seat), seven=seven, card=card)
            elif isinstance(event, DixKept):
                if event.seat == self.human:  # the others never learn who held the 7
                    assert trump is not None and trump.suit is not None
                    seven = card_object(Card.of(trump.suit, Rank.SEVEN), trump)
                    text = t("kj-dix-kept", seven=seven)
            elif isinstance(event, MeldSpoken):
                text = self._meld_line(event, question)
                question = _question_after(event, question)
            elif isinstance(event, Event1821):
                text = self.event_1821(event, trump, after)
            elif isinstance(event, NoTrumpsChosen):
                text = None  # said by the contract line
            elif isinstance(event, CardPlayed):
                completes = len(current) + 1 >= self.players
                text = self._card_played(event, current, trump, completes=completes)
                current.append(event.card)
            elif isinstance(event, BeloteAnnounced):
                if self.klaberjass:
                    text = self._bela(event.seat, second=event.rebelote)
                else:
                    text = belote_said(self, event.seat, rebelote=event.rebelote)
            elif isinstance(event, TrickWon):
                text = self._trick_won(event, card_said=event.seat != event.leader, trump=trump)
                current = []
            elif isinstance(event, RoemScored):
                text = roem_said(self, event.seat, event.roem)
            elif isinstance(event, RoemLost):
                text = t("table-family-roem-lost", **self.who(event.seat), points=event.points)
            elif isinstance(event, MeldsAnnounced):
                text = t(
                    "table-family-melds-announced",
                    **self.who(event.seat),
                    count=len(event.melds),
                    points=sum(meld.points for meld in event.melds),
                )
            elif isinstance(event, MeldsScored):
                award = self.award_of() if self.award_of is not None else None
                if award is not None:
                    by_seat: list[list[Meld]] = [[], [], [], []]
                    for seat, meld in event.melds:
                        by_seat[seat].append(meld)
                    text = melds_said(self, award, by_seat)
                elif not self.team_game:  # each alone (online: the award stays on the server)
                    name = self.object_name(event.team)
                    text = t("kj-melds-brief", object=name, points=event.points)
                else:
                    side = self._side_id(event.team)
                    text = t("table-family-melds-scored", side=side, points=event.points)
            elif isinstance(event, DealSettled):
                if event.facts is None and declined:  # after a schmeiss, not all passes
                    text = t("kj-declined", full=self.full)
                elif event.facts is None:
                    text = t("family-annulled" if self.full else "family-annulled-brief")
                elif self.klaberjass or not self.team_game:
                    text = self._settled(event.settlement, event.facts)
                else:
                    text = settlement_said(self, event.settlement, event.facts)
                    made = made_points_said(self, event.settlement, event.facts)
                    if made is not None and self.full:  # what decided a deal lost
                        lines.append(text)
                        text = made
            elif isinstance(event, DealEnded):
                if not game_over:
                    text = t("narr-scores-line", scores=self._scores_line(event.scores))
            elif isinstance(event, GameEnded):
                text = self._game_ended(event)
                limit = int(getattr(self.rules, "deal_limit", 0))
                if limit and max(event.scores) < int(self.rules.target):  # ended by deal count
                    text = t("table-family-deals-played", count=limit) + " " + text
            elif isinstance(event, TrumpChosen):
                text = None  # said by the contract line
            if text:
                lines.append(text)
        bidding = getattr(after, "phase", None) is Phase.TRUMP
        if bid_round == 1 and bidding and getattr(after, "bidding_round", None) == 2 and turned:
            lines.append(self._second_round(turned))  # round 2 begins with the next bid
        return Told([line for line in lines if line], "")

    def _second_round(self, turned: Suit) -> str:
        """Every seat passed the turned suit (Belote, Klaberjass): "Nobody took hearts: second
        round of bidding." (brief: "Second round.")."""
        return t("table-family-second-round", suit=SUIT_IDS[turned], full=self.full)

    def _trick_won(
        self, event: TrickWon, *, card_said: bool = False, trump: TrumpMode | None = None
    ) -> str:
        """As the Swiss games, with this game's last-trick bonus (10, or Klaverjas's option)."""
        if not self.full:
            return super()._trick_won(event, card_said=card_said, trump=trump)
        facts = {
            **self.who(event.seat),
            "last": event.last,
            "points": event.points,
            "bonus": self.last_trick_bonus,
        }
        if card_said:
            return t("table-family-trick-won", **facts)
        winner_card = event.cards[(event.seat - event.leader) % len(event.cards)]
        return t("table-family-trick-won-with", **facts, card=card_object(winner_card, trump))

    @property
    def klaberjass(self) -> bool:
        """Klaberjass for 2, 3 or 4 (Bela, the meld exchange, maker's settlement)."""
        return isinstance(composed(self.rules).deal, StockDeal)

    def _stock_dealt(self, event: Any, turned: Card | None, trump: TrumpMode | None) -> str:
        """The completion after the bidding: "Every hand is completed to 9 cards.", with
        four players "You take the jack of hearts; every hand is completed to 8 cards."."""
        size = 8 if self.players == 4 else 9
        taker = event.turn_up_to
        card = card_object(turned, trump) if turned is not None else ""
        who = self.who(taker) if taker is not None else {"seat": "you", "name": ""}
        message = "kj-completed" if self.full else "kj-completed-brief"
        return t(
            message, **who, taker=taker is not None and turned is not None, card=card, size=size
        )

    def _meld_line(self, line: Any, question: str | None) -> str:
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

    def _bela(self, seat: int, *, second: bool) -> str:
        """Bela with the first of king and queen of trumps, "… Bela again: 20 for you." with
        the second; brief "Left: Bela."."""
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

    def _settled(self, settlement: Any, facts: Any) -> str:
        """Klaberjass's settlement: made, bete (three players: each opponent their own and half
        the maker's), a tie by its option, with what everyone scores; a pot won."""
        outcome = str(settlement.outcome)
        scores = tuple(settlement.scores)
        if self.name_of_variant == "klaverjas_1821":  # no maker: each scores their own
            text = t("kj-1821-settled", scores=self._scores_line(scores))
            if settlement.capot is not None:
                bonus = t("kj-1821-all-tricks", **self.who(settlement.capot), full=self.full)
                text = f"{bonus} {text}"
            return text
        if settlement.pot_team is not None:  # the pot won is said after the deal's own line
            scores = tuple(
                score - (settlement.pot if side == settlement.pot_team else 0)
                for side, score in enumerate(scores)
            )
        if outcome == "tie" and settlement.carry and not any(scores):
            outcome = "carry"
        how = "own"
        if outcome == "tie" and scores[facts.declarers] == 0:
            defenders = [s for i, s in enumerate(scores) if i != facts.declarers]
            if len(scores) == 2 and defenders and defenders[0] == sum(settlement.made):
                how = "total"
        maker = facts.declarers
        seat = (
            maker if not self.team_game else next(s for s in range(self.players) if s % 2 == maker)
        )
        args = {
            **self.who(seat),
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

    def event_1821(self, event: Any, trump: TrumpMode | None, after: Any) -> str | None:
        """The klaverjas of 1821's own events: cards drawn (the drawer hears their card, the
        other "Opponent draws."), the turn-up drawn last, a meld declared or countered, a
        marriage, phase 2."""
        if isinstance(event, CardsDrawn):
            if event.shown is not None:
                card = card_object(event.shown, trump)
                return t("kj-draws-turn-up", **self.who(event.seat), card=card, full=self.full)
            drawn = getattr(after, "drawn", None)
            if event.seat == self.human and drawn is not None:
                card = card_object(drawn, trump)
                return t("kj-you-draw", card=card, full=self.full)
            return t("kj-draws", **self.who(event.seat), full=self.full)
        if isinstance(event, MeldDeclared):
            meld = describe_meld(event.meld)
            if self.full:
                message = "kj-meld-countered" if event.countered else "kj-meld-declared"
            else:
                message = "kj-meld-countered-brief" if event.countered else "kj-meld-declared-brief"
            return t(message, **self.who(event.seat), meld=meld, points=event.points)
        if isinstance(event, MarriageScored):
            return t("kj-marriage", **self.who(event.seat), points=event.points, full=self.full)
        if isinstance(event, PhaseTwoStarted):
            return t("kj-phase-two", full=self.full)
        return None

    @property
    def last_trick_bonus(self) -> int:
        """The points of the last trick: 10 (Klaverjas's option ``last_trick``), 5 in the
        klaverjas of 1821."""
        return int(composed(self.rules).scoring.last_trick)

    def _side_id(self, team: int) -> str:
        """``$side`` of a scoring side: "us" or "them" with partners, else the seat's id."""
        if not self.team_game:
            return self.seat_id(team)
        return "us" if team % 2 == self.human % 2 else "them"

    # -- answers to the player's questions ------------------------------------------------------

    def hand_order(self, view: Any) -> list[Card]:
        """The hand in the family's card orders (:func:`family_hand_order`); in the klaverjas
        of 1821 in its own (``docs/rules/family.md``: plain A K Q J 10 9 8 7, trumps J 9 A K Q 10
        8 7), from the deal's card order."""
        keys = None
        if self.name_of_variant == "klaverjas_1821" and self.keys_of is not None:
            keys = self.keys_of()
        return family_hand_order(view.hand, view.trump, trump_first=self.trump_first, keys=keys)

    def table_cards(self, view: Any) -> str:
        """C: the cards on the table, who played them and who heads the trick; in the games
        with a stock, then the stock (:meth:`stock`); during the bidding, the turned-up card
        the bids are about."""
        text = self._table_cards(view)
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
        name = self.name_of_variant
        if not self.rules.has_stock or view.phase in (Phase.DEAL, Phase.OVER):
            return ""
        trump = view.trump
        if name == "klaverjas_1821":
            under = view.turn_up if view.turn_up_taker is None else None
            count = int(view.stock_size) + (1 if under is not None else 0)
            shown = card_object(under, trump) if under is not None else "none"
            return t("kj-stock", count=count, shown=shown)
        if view.phase is Phase.TRUMP:  # the stock still waits for the completion
            return ""
        # out of play: the stock and the turn-up, or the 7 of trumps exchanged for it (dix)
        count = int(view.stock_size) + (1 if view.turn_up is not None else 0)
        shown = card_object(view.shown_card, trump) if view.shown_card is not None else "none"
        return t("kj-stock-out", count=count, shown=shown)

    def _table_cards(self, view: Any) -> str:
        if view.phase is not Phase.PLAY:
            return t("narr-no-cards")
        if not view.trick:
            return t("narr-no-cards-lead", **self.who(view.trick_leader))
        winner = self.winning_seat(view)
        played = self._played(view.trick_leader, view.trick, view.trump)
        return t("narr-table-cards", played=played, **self.who(winner))

    def winning_seat(self, view: Any) -> int:
        """The seat whose card is winning the trick on the table, in this game's card orders
        (:attr:`keys_of`: the klaverjas of 1821's own; else the family's 32-card orders, with
        a deal without trumps where trump is None)."""
        if self.keys_of is not None:
            keys = self.keys_of()[view.trick[0].suit]
        else:
            mode = int(view.trump) if view.trump is not None else NO_TRUMPS
            keys = WIN_KEY32[mode][view.trick[0].suit]
        best = max(range(len(view.trick)), key=lambda i: (keys[view.trick[i]], -i))
        return int((view.trick_leader + best) % self.players)

    def bids_so_far(self, view: Any) -> str:
        """The bids of this deal in order, brief ("Right: pass. Partner: 90 in spades."), or
        that nobody has bid yet."""
        said = self._bids_said(view)
        if not said:
            return t("table-family-no-bids")
        return t("table-family-bids-so-far", bids=" ".join(said))

    def _no_contract(self, view: Any) -> str:
        """No contract: nothing bid yet, or a deal thrown in (everybody passed) with its
        bids."""
        if getattr(view, "bids", ()):
            return t("table-family-thrown-in", bids=" ".join(self._bids_said(view)))
        return t("table-family-no-contract")

    def _bids_said(self, view: Any) -> list[str]:
        """Each bid of this deal, brief: "Right: pass."."""
        turned = view.turn_up.suit if view.turn_up is not None else None
        return [bid_heard(self, seat, bid, turned=turned, full=False) for seat, bid in view.bids]

    def contract(self, view: Any, result: Any) -> str:
        """A (not bidding): during the bidding who bids and the bids so far; during play the
        contract and who must make what; otherwise that nothing is bid yet. The klaverjas of
        1821 has no bidding: trump and the turn-up under the stock."""
        if self.name_of_variant == "klaverjas_1821" and view.trump is not None:
            under = view.turn_up if view.turn_up_taker is None else None
            shown = card_object(under, view.trump) if under is not None else "none"
            return t("kj-1821-trump", suit=SUIT_IDS[view.trump.suit], shown=shown)
        if view.phase is Phase.TRUMP:
            if view.current_player is None:
                return self._no_contract(view)
            text = t(
                "table-family-bidding-now",
                choose=names_trump(self.name_of_variant),
                **self.who(view.current_player),
                bids=self.bids_so_far(view),
            )
            if view.turn_up is not None:  # what the bids are about, heard again
                card = card_name(view.turn_up)
                text += " " + t("table-family-turned-up", card=card, full=self.full)
            return text
        no_trumps = bool(getattr(result, "no_trumps", False))
        if result is None or result.declarer is None or (view.trump is None and not no_trumps):
            return self._no_contract(view)
        text = contract_said(self, self.name_of_variant, result)
        if view.turn_up is not None:
            turned = card_object(view.turn_up, view.trump)  # with its article, Nell and Puur
            text += " " + t("table-family-turned-was", card=turned)
        return text

    def trump(self, view: Any) -> str:
        """A when not bidding, and the window's trump line: the bidding so far, or the
        contract and who must make what (:meth:`contract`)."""
        return self.contract(view, _ViewContract(view))

    def turn(self, view: Any) -> str:
        """T: whose turn it is (to bid, to play) and what happens now."""
        if view.phase is Phase.TRUMP and view.current_player is not None:
            choose = names_trump(self.name_of_variant)
            return t("table-family-turn-bid", choose=choose, **self.who(view.current_player))
        if view.phase is Phase.SIX and view.current_player is not None:
            return t("kj-turn-dix", **self.who(view.current_player))
        return super().turn(view)

    def scores(self, view: Any) -> str:
        """S: the scores, the target and, for Klaverjas, the deals left."""
        if self.team_game:
            text = super().scores(view)
        else:  # each alone: no lower limit as in Putz
            line = self._scores_line(view.scores)
            text = t("narr-scores-team-target", scores=line, target=self.rules.target)
        limit = int(getattr(self.rules, "deal_limit", 0))
        if limit and view.phase is not Phase.OVER:  # after the game no deal is left to say
            played = len(view.deal_history)
            text += " " + t("table-family-deals-left", limit=limit, left=max(limit - played, 0))
        pot = int(getattr(view, "pot", 0))
        if pot:
            text += " " + t("table-family-pot", points=pot)
        return text

    def melds(self, view: Any) -> str:
        """W: this deal's roem (Klaverjas), melds and Belote (Belote, Contrée with melds)."""
        name = self.name_of_variant
        if name.startswith("klaberjass") or name == "klaverjas_1821":
            return self._melds_klaberjass(view)
        parts: list[str] = []
        mine = self.human % 2
        if name.startswith("klaverjas"):
            ours, theirs = view.roem[mine], view.roem[1 - mine]
            if ours or theirs:
                parts.append(t("table-family-roem-deal", ours=ours, theirs=theirs))
        else:
            if not (name == "belote" or getattr(self.rules, "melds", False)):
                return t("table-family-no-extras-variant", variant=family_title(name))
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
                parts.append(
                    t(
                        "table-family-belote-deal",
                        **self.who(seat),
                        rebelote=len(view.belote_cards) >= 2,
                    )
                )
        if not parts:
            over = view.phase not in (Phase.TRUMP, Phase.PLAY)  # the deal or the game is over
            return t("table-family-no-extras-yet", kind=_extras_kind(name), over=over)
        return " ".join(parts)

    def _melds_klaberjass(self, view: Any) -> str:
        """W in Klaberjass and the 1821 game: the melds shown and who scored them, Bela (the
        1821 declarations and marriages); before the first trick is taken the meld exchange
        as it was spoken, and after it that nobody scores melds when the exchange left none;
        or that there are none yet."""
        parts: list[str] = []
        if self.name_of_variant == "klaverjas_1821":
            for declared in getattr(view, "melds_declared", ()):
                message = "kj-meld-countered" if declared.countered else "kj-meld-declared"
                meld = describe_meld(declared.meld)
                parts.append(
                    t(message, **self.who(declared.seat), meld=meld, points=declared.points)
                )
            for seat, points in enumerate(getattr(view, "marriage_points", ())):
                if points:
                    parts.append(t("kj-marriage-deal", **self.who(seat), points=points))
            return " ".join(parts) if parts else t("kj-no-melds-1821")
        if view.melds_shown and view.meld_team is not None:
            by_seat: dict[int, list[Meld]] = {}
            for seat, meld in view.melds_shown:
                by_seat.setdefault(seat, []).append(meld)
            for seat, melds in by_seat.items():
                points = sum(meld.points for meld in melds)
                parts.append(t("kj-melds-deal", **self.who(seat), count=len(melds), points=points))
        elif view.meld_lines:
            if view.tricks:  # compared at the first trick, and nobody scores them
                parts.append(t("kj-melds-none-scored"))
            else:
                parts.append(t("kj-melds-spoken", lines=" ".join(self._exchange_said(view))))
        for seat, _card in view.belote_cards[:1]:
            parts.append(t("kj-bela-deal", **self.who(seat)))
        return " ".join(parts) if parts else t("kj-no-extras-yet")

    def _exchange_said(self, view: Any) -> list[str]:
        """The meld exchange of this deal so far, line by line as it was spoken."""
        said: list[str] = []
        question: str | None = None
        for line in view.meld_lines:
            said.append(self._meld_line(line, question))
            question = _question_after(line, question)
        return said

    def refusal(self, error: IllegalActionError) -> str:
        """Why a card or a bid was refused, in the family's words (trick duties with the card
        to beat, bid reasons); other reasons as in the Swiss games."""
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
        return super().refusal(error)


def table_narrator(game: Any, human: int, verbosity: str, trump_first: bool) -> Narrator:
    """The table's narrator (:data:`~audiojass.table.NarratorFactory`): for a game of 32
    cards a :class:`FamilyNarrator` given the game's meld award, trump and card order; else
    a :class:`~audiojass.narration.Narrator`."""
    if deck_size(game.variant) != 32:
        return plain_narrator(game, human, verbosity, trump_first)
    return FamilyNarrator(
        game.variant,
        human,
        verbosity,
        trump_first,
        award_of=lambda: game.meld_award,
        trump_of=lambda: game.trump,
        keys_of=lambda: game.rules.win_keys[game.mode],
    )


@dataclass(frozen=True)
class _ViewContract:
    """The bidding's result as a view shows it (declarer, trump, contract, doubling), for
    :func:`~audiojass.narration_family.contract_said`."""

    view: Any

    @property
    def declarer(self) -> int | None:
        return self.view.declarer if self.view is not None else None

    @property
    def trump(self) -> TrumpMode | None:
        return self.view.trump if self.view is not None else None

    @property
    def contract(self) -> int | None:
        return self.view.contract if self.view is not None else None

    @property
    def doubling(self) -> int:
        return self.view.doubling if self.view is not None else 1

    @property
    def no_trumps(self) -> bool:
        """Klaberjass for 4 played without trumps (the view's ``no_trumps``)."""
        return bool(getattr(self.view, "no_trumps", False))

    @property
    def forced(self) -> bool:
        """The maker was forced to take after a schmeiss (the view's ``forced``)."""
        return bool(getattr(self.view, "forced", False))
