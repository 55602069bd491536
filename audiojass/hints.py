"""The hint key and the deal review: what the strong player would do, and why, in words.

A hint is the first :class:`~audiojass.bots.base.Option` of the strong bot's ``analyse`` on
the human's observation, said with a short reason taken from the observation and the chosen
action (:func:`card_reasons`, :func:`trump_reason`): it takes the trick (or heads it for now,
when a card still out can beat it), the partner takes it (or heads it for now), the cheapest
card that takes it, the card worth least, the highest card left in its suit or the higher card
still out, a trump can still beat it, it draws trumps; for the trump choice and a bid in a suit
(the bidding of the family's games, searched or by rule) what the hand holds in that suit; for
the six of trump (Putz) or the seven of trump (the dix) exchanged, the stronger trump it
brings, and for the seven kept, the sequence it belongs to; for the Putz kitty, a hand with few
trumps; for Weis declared (manual Weis), what they show and their points; "as the rule player
would" for another action the bot chose by rule (``samples`` 0).
The deal review walks through the human's decisions of a finished deal where the strong bot's
choice differs, each with both choices and the expected difference in the deal's points
(:func:`review_line`).

The searches run on :class:`Job` threads (daemon threads: a running search never holds up
the program's exit; its result is then dropped); :class:`Advisor` keeps the hint in flight
and the review's queue, one search at a time. The words come from ``locales/*/hints.ftl``
(ids ``hint-…``).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from audiojass import i18n
from audiojass.bots.base import Option, of_32_cards
from audiojass.bots.contract_search import playable_bids
from audiojass.bots.heuristics.bidding import (
    contree_choice,
    dix_helps,
    is_klaberjass,
    klaberjass_choice_for,
)
from audiojass.bots.knowledge import DutyKnowledge, Knowledge, bits
from audiojass.i18n import join, t
from audiojass.narration import (
    RANK_IDS,
    SUIT_IDS,
    bid_do,
    bid_done,
    capitalized,
    card_name,
    card_object,
    describe_meld,
    mode_name,
    names_trump,
    suit_name,
)
from audiojass.rules import (
    Card,
    ChooseTrump,
    DeclareWeis,
    ExchangeSix,
    KeepSix,
    Phase,
    PlayCard,
    Rank,
    Schieben,
    Suit,
    TakeKitty,
    TrumpMode,
)
from audiojass.rules.bidding import (
    BID_TYPES,
    Bid,
    BidAction,
    Double,
    NameSuit,
    Pass,
    Redouble,
    Take,
)
from audiojass.rules.cards import mask_of
from audiojass.rules.components import (
    AnnounceMelds,
    ClaimRoem,
    ExchangeDix,
    KeepDix,
    SayBelote,
    StockDeal,
    TurnUpDeal,
)
from audiojass.rules.composed_variants import composed
from audiojass.rules.klaverjas1821 import DeclareMeld, SayMarriage

__all__ = [
    "HINT_BUDGET_MS",
    "Advisor",
    "CardContext",
    "Decision",
    "Job",
    "advice_seed",
    "card_reasons",
    "hint_line",
    "review_close_line",
    "review_line",
    "trump_reason",
]

HINT_BUDGET_MS = 700.0
"""The hint's thinking time (milliseconds): the answer comes within a second, with margin for
starting the search and speaking."""

REVIEW_MIN_POINTS = 3.0
"""A decision enters the review when the strong player's choice is expected to gain at least
this many of the deal's points over the one taken (smaller differences are noise of the
sampling)."""
REVIEW_MIN_AWARD = 0.2
"""The same in Putz, whose values are the deal's award (a few game points)."""


def advice_seed(game_seed: int, deal_number: int, actions: int) -> int:
    """The seed of the strong player's search about the decision taken after ``actions``
    actions of the game (its history's length) in deal ``deal_number``: the hint and the
    review judge a decision with the same sampled deals."""
    return (game_seed * 1_000_003 + deal_number * 1009 + actions) % 2**31


class Job:
    """One search on its own daemon thread: ``run()`` is called there; :meth:`done` and
    :meth:`result` read its answer without blocking (a job's thread never holds up exit)."""

    def __init__(self, work: Callable[[], Any]) -> None:
        self._work = work
        self._done = threading.Event()
        self._result: Any = None
        self.error: BaseException | None = None
        self.cancelled = False
        self._thread = threading.Thread(target=self._run, name="advice", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self._result = self._work()
        except BaseException as error:  # handed to the loop, which reports it
            self.error = error
        finally:
            self._done.set()

    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float) -> bool:
        """Wait at most ``timeout`` seconds for the answer (tests); True when it is there."""
        return self._done.wait(timeout)

    def result(self) -> Any:
        """The answer of a job that is done. Raises the job's error, or RuntimeError when it
        is not done yet."""
        if not self.done():
            raise RuntimeError("the search has not finished")
        if self.error is not None:
            raise self.error
        return self._result


@dataclass
class Decision:
    """One of the human's decisions with a choice: the observation it was made from, the
    action taken, the seed of the strong player's search about it (the hint's), and (once
    the review searched it) the strong player's options."""

    view: Any
    action: Any
    seed: int
    options: list[Option] | None = None


def _chosen_otherwise(decision: Decision) -> bool:
    """Whether the strong player's first option is not the action the player took (Belote
    left unsaid while it may still be said with the king or queen is not: nothing was lost
    yet)."""
    options = decision.options or []
    if not options or options[0].action == decision.action:
        return False
    return not _belote_still_sayable(options[0].action, decision.action, decision.view)


def _least(fine: bool) -> float:
    """The least a reviewed decision must cost to be said: :data:`REVIEW_MIN_AWARD` counted
    in game points (``fine``, Putz), else :data:`REVIEW_MIN_POINTS`."""
    return REVIEW_MIN_AWARD if fine else REVIEW_MIN_POINTS


@dataclass
class Advisor:
    """The hint in flight and the review of the last finished deal.

    Args:
        analyse: runs the strong player's ``analyse`` on an observation, given a seed (so a
            decision is judged the same way whenever it is asked) and an action to judge as
            well where the search would leave it out (the review: the player's own; the hint:
            None) — called on a job thread.
    """

    analyse: Callable[[Any, int, Any], list[Option]]
    hint: Job | None = None
    hint_for: tuple[int, ...] | None = None
    """The decision the hint in flight is about (deal, history length)."""
    current: list[Decision] = field(default_factory=list)
    """The human's decisions of the deal being played."""
    reviewed: list[Decision] | None = None
    """The decisions of the last finished deal (None: no deal finished yet)."""
    reviewed_deal: int = 0
    """The number of that deal (1 for the first; 0 before any)."""
    review_job: Job | None = None
    review_index: int = 0
    """The next decision of ``reviewed`` the review search takes up."""
    walk: int = 0
    """The review item the next press says (0: the first)."""
    requested: bool = False
    """The player asked for the review of the last finished deal (R): only then are its
    decisions searched, so a player who never asks costs no searching."""
    closed: bool = False
    failures: list[BaseException] = field(default_factory=list)
    """Errors of the review's searches not reported yet (the table reports them)."""

    def ask_hint(self, view: Any, key: tuple[int, ...], seed: int) -> bool:
        """Start the hint's search for ``view``; False when one for the same decision is
        already in flight (a second press starts no second search)."""
        if self.hint is not None and not self.hint.done() and self.hint_for == key:
            return False
        self.hint = Job(lambda: self.analyse(view, seed, None))
        self.hint_for = key
        return True

    def record(self, view: Any, action: Any, seed: int) -> None:
        """Keep one of the human's decisions (a choice among several legal actions)."""
        if len(view.legal_actions) > 1:
            self.current.append(Decision(view, action, seed))

    def deal_finished(self, deal_number: int) -> None:
        """Deal ``deal_number`` ended: its decisions become the review's, searched one by one
        once the review is asked for (:meth:`request`, then :meth:`step`); the walk starts
        again at the first."""
        self.reviewed = self.current
        self.reviewed_deal = deal_number
        self.current = []
        self.review_index = 0
        self.review_job = None
        self.walk = 0
        self.requested = False

    def deal_started(self) -> None:
        """A new deal: the decisions recorded from now on are its own."""
        self.current = []

    def request(self) -> None:
        """Ask for the review of the last finished deal (its searches start now, if not
        yet)."""
        self.requested = True

    def pending(self) -> bool:
        """True while the review is asked for and some decision of the finished deal is not
        searched yet."""
        return (
            self.requested and self.reviewed is not None and self.review_index < len(self.reviewed)
        )

    def checked(self) -> int:
        return self.review_index

    def step(self, may_search: bool) -> None:
        """Take up the review's next search when the last one is done (``may_search``: only
        while no bot thinks, so the review never slows the table's bots)."""
        if self.closed or self.reviewed is None:
            return
        job = self.review_job
        if job is not None:
            if not job.done():
                return
            decision = self.reviewed[self.review_index]
            try:
                decision.options = job.result()
            except Exception as error:  # left out of the review; the table reports it
                decision.options = []
                self.failures.append(error)
            self.review_job = None
            self.review_index += 1
        if not may_search or not self.pending():
            return
        decision = self.reviewed[self.review_index]
        self.review_job = Job(lambda: self.analyse(decision.view, decision.seed, decision.action))

    def mistakes(self) -> list[Decision]:
        """The reviewed decisions where the strong player chose otherwise (by at least
        :data:`REVIEW_MIN_POINTS`, in Putz :data:`REVIEW_MIN_AWARD`, or by rule), in the
        order they were made."""
        found = []
        for decision in self.reviewed or []:
            if not _chosen_otherwise(decision):
                continue
            options = decision.options or []
            best = options[0]
            if best.samples == 0:
                found.append(decision)
                continue
            taken = next((o for o in options if o.action == decision.action), None)
            least = _least(fine_values(decision.view))
            gain = 0.0 if taken is None else (best.value - taken.value) * own_share(decision.view)
            if taken is None or taken.samples == 0 or gain >= least:
                found.append(decision)
        return found

    def differed(self) -> bool:
        """Whether the strong player would have chosen otherwise at any reviewed decision,
        however little it cost (:meth:`mistakes` keeps only those that cost enough)."""
        return any(_chosen_otherwise(decision) for decision in self.reviewed or [])

    def least(self) -> tuple[float, bool]:
        """The least a reviewed decision must cost to be said, and whether it is counted in
        game points (Putz's award: :data:`REVIEW_MIN_AWARD`) rather than card points."""
        fine = any(fine_values(decision.view) for decision in self.reviewed or [])
        return _least(fine), fine

    def close(self) -> None:
        """Drop the work in flight (its threads end by themselves; their answers are not
        used)."""
        self.closed = True
        self.hint = None
        self.review_job = None


# ----------------------------------------------------------------------------------------------
# reasons


@dataclass(frozen=True)
class CardContext:
    """What the card reasons need to know of a deal beyond the observation.

    Attributes:
        keys: ``keys(led suit)`` → each card's strength in a trick led in that suit (indexed
            by ``int(card)``; the highest heads the trick, negative cannot).
        points: a card's points in this deal.
        deck: every card of the deck (36 Swiss cards, 32 in the family's games).
        same_side: whether two seats score together.
    """

    keys: Callable[[int], Sequence[int]]
    points: Callable[[int], int]
    deck: frozenset[int]
    same_side: Callable[[int, int], bool]


def _may_hold(view: Any, context: CardContext) -> set[int]:
    """The cards the seats still to play to the trick (every other seat for a lead) may hold
    as far as this seat knows, as the bots' knowledge has it
    (:class:`~audiojass.bots.knowledge.Knowledge`,
    :class:`~audiojass.bots.knowledge.DutyKnowledge`): not the seat's own cards, the
    cards played, its hand set aside for the Putz kitty, a card lying face up out of play (the
    Putz turn-up or the six exchanged for it, a turn-up nobody took, the stock's shown card,
    the seven given for the dix), a suit the seat has shown it lacks or a card known to be in
    another hand (a Weis shown). Before trump is known: every card but its own and those
    played."""
    knowledge: Knowledge | DutyKnowledge | None = None
    if of_32_cards(view):
        knowledge = DutyKnowledge.from_observation(view)
    elif view.trump is not None:
        knowledge = Knowledge.from_observation(view)
    if knowledge is None:  # the seat's own cards and the cards played are all it knows
        seen = {int(card) for card in view.hand} | {int(card) for card in view.trick}
        for record in view.tricks:
            seen.update(int(card) for card in record.cards)
        return {card for card in context.deck if card not in seen}
    players = view.players
    leader = view.trick_leader if view.trick else view.seat
    mask = 0
    for index in range(len(view.trick) + 1, players):
        seat = (leader + index) % players
        mask |= knowledge.known[seat] | (knowledge.unseen & knowledge.allowed[seat])
    # Putz, first trick: a later seat may yet take the kitty, and with it the card the
    # knowledge has lying face up on it
    if (
        isinstance(knowledge, Knowledge)
        and view.variant.has_kitty
        and view.kitty_taker is None
        and not view.tricks
    ):
        mask |= knowledge.sink_known
    return set(bits(mask)) & set(context.deck)


def _drawn_later(view: Any) -> set[int]:
    """Cards out of play now that come into play later in the deal: the klaverjas of 1821's
    turned-up card under the stock, drawn last (none in the other games)."""
    variant = view.variant
    if not variant.has_stock or variant.bidding or view.turn_up is None:
        return set()
    if view.turn_up_taker is not None or not view.stock_size:
        return set()
    return {int(view.turn_up)}


def _beaters(held: set[int], card: int, keys: Sequence[int]) -> list[int]:
    """The cards of ``held`` (:func:`_may_hold`) that beat ``card`` in a trick ordered by
    ``keys``: higher cards of its suit, or trumps (a card of any other suit cannot head a
    trick)."""
    return sorted(other for other in held if keys[other] > keys[card])


def _highest_of_suit(cards: Sequence[int], suit: int, keys: Sequence[int]) -> int | None:
    """The strongest of ``cards`` in ``suit`` (None: none is of that suit)."""
    of_suit = [card for card in cards if card // 9 == suit]
    return max(of_suit, key=lambda card: keys[card]) if of_suit else None


def card_reasons(view: Any, card: Card, context: CardContext) -> list[str]:
    """Why playing ``card`` (one of the seat's legal cards) is the choice, as short clauses in
    the active language: "it takes the trick", "the king of hearts is still out"…

    A card that beats the trick so far "takes the trick" only when it is sure to: it is the
    trick's last card, or no player still to play can hold a card that beats it. Otherwise it
    "heads the trick for now", followed by what can still beat it: the strongest such card of
    its suit, and "a trump can still beat it" when a plain card faces such a higher trump.
    What a player may hold is what the seat knows (:func:`_may_hold`): not the seat's own
    cards, the cards played, its hand set aside for the Putz kitty or a card lying face up
    out of play, nor a suit the player has shown it lacks, nor a card shown in another hand
    (a Weis). The partner's card likewise "takes the trick" when sure, else "heads the trick
    for now". A lead "draws trumps" while another player may hold a trump.
    """
    trump = view.trump
    trick = [int(c) for c in view.trick]
    chosen = int(card)
    legal = [int(action.card) for action in view.legal_actions if isinstance(action, PlayCard)] or [
        chosen
    ]
    players = view.players
    reasons: list[str] = []
    trump_suit = int(trump) if trump is not None and int(trump) < 4 else None
    if not trick:
        keys = context.keys(chosen // 9)
        held = _may_hold(view, context)
        trumps_out = any(c // 9 == trump_suit for c in held)
        if trump_suit is not None and chosen // 9 == trump_suit and trumps_out:
            reasons.append(t("hint-reason-trumps"))
        later = held | _drawn_later(view)  # "still out": in a hand now, or drawn later
        higher = _highest_of_suit(_beaters(later, chosen, keys), chosen // 9, keys)
        if higher is None:
            reasons.append(t("hint-reason-highest", suit=suit_name(Suit(chosen // 9))))
        elif not reasons:
            # a low lead: it saves the hand's stronger cards of the suit while a higher one
            # is out ("it keeps your stronger cards; the ace of diamonds is still out")
            if _keeps_stronger(view, chosen, context):
                reasons.append(t("hint-reason-keeps"))
            elif context.points(chosen) == 0:  # a card that gives nothing to the one beating it
                reasons.append(t("hint-reason-no-points"))
            reasons.append(t("hint-reason-out", card=card_object(Card(higher), trump)))
        return reasons
    keys = context.keys(trick[0] // 9)
    best = max(range(len(trick)), key=lambda i: keys[trick[i]])
    winner = (view.trick_leader + best) % players
    last = len(trick) == players - 1
    partner = winner != view.seat and context.same_side(winner, view.seat)
    takes = keys[chosen] > keys[trick[best]]
    held = set() if last else _may_hold(view, context)  # nobody plays after the last card
    if partner and not takes:
        sure = not _beaters(held, trick[best], keys)
        gives = context.points(chosen) >= 10
        if sure:
            reasons.append(t("hint-reason-partner-points" if gives else "hint-reason-partner"))
        else:
            reasons.append(
                t("hint-reason-partner-heads-points" if gives else "hint-reason-partner-heads")
            )
        return reasons
    if takes:
        winners = [c for c in legal if keys[c] > keys[trick[best]]]
        # the cheapest: the fewest points given away, then the lowest card
        cheapest = min(winners, key=lambda c: (context.points(c), keys[c]))
        cheapest_chosen = len(winners) > 1 and chosen == cheapest
        beaters = _beaters(held, chosen, keys)
        if not beaters:
            # the last card of the trick, or nothing still out can beat it: it is sure
            reasons.append(t("hint-reason-cheapest" if cheapest_chosen else "hint-reason-takes"))
            return reasons
        # a later player may still beat it: it heads the trick for now, no more
        reasons.append(t("hint-reason-cheapest-heads" if cheapest_chosen else "hint-reason-heads"))
        higher = _highest_of_suit(beaters, chosen // 9, keys)
        if higher is not None:
            reasons.append(t("hint-reason-out", card=card_object(Card(higher), trump)))
        if any(other // 9 != chosen // 9 for other in beaters):  # only a trump beats across suits
            reasons.append(t("hint-reason-trump-out"))
        return reasons
    least = min(legal, key=lambda c: (context.points(c), keys[c]))
    if context.points(chosen) == context.points(least):
        reasons.append(t("hint-reason-least"))
    elif _keeps_stronger(view, chosen, context):
        reasons.append(t("hint-reason-keeps"))
    if (
        trump_suit is not None
        and chosen // 9 != trump_suit
        and any(c // 9 == trump_suit and keys[c] > keys[trick[best]] for c in legal)
    ):  # a trump could have taken the trick: the card played instead keeps them
        reasons.append(t("hint-reason-keeps-trumps"))
    # else: a card worth more than the least, no stronger card of its suit kept, and no trump
    # that could take: no short reason is true, so the hint names the card alone
    return reasons


def _keeps_stronger(view: Any, card: int, context: CardContext) -> bool:
    """Whether the hand keeps a card of ``card``'s suit that ranks above it (the suit's own
    order: in Klaverjas the ten ranks above the king, in Swiss Jass below the jack)."""
    own = context.keys(card // 9)
    return any(int(other) // 9 == card // 9 and own[int(other)] > own[card] for other in view.hand)


_TRUMP_ORDER = (Rank.JACK, Rank.NINE, Rank.ACE, Rank.KING, Rank.QUEEN, Rank.TEN)


def trump_reason(hand: Iterable[Card], mode: TrumpMode) -> str:
    """What the hand holds for a trump mode: "you hold 4 hearts, with the jack and the nine"
    (the suit's jack, nine and ace named when held), Obenabe its aces, Undenufe its sixes."""
    cards = list(hand)
    if mode is TrumpMode.OBENABE or mode is TrumpMode.UNDENUFE:
        rank = Rank.ACE if mode is TrumpMode.OBENABE else Rank.SIX
        count = sum(1 for card in cards if card.rank is rank)
        return t("hint-reason-tops", count=count, kind="aces" if rank is Rank.ACE else "sixes")
    suit = Suit(int(mode))
    held = [card for card in cards if card.suit is suit]
    top = [
        card_object(Card.of(suit, rank), True)
        for rank in _TRUMP_ORDER[:3]
        if Card.of(suit, rank) in held
    ]
    return t(
        "hint-reason-suit", **_held(suit, len(held)), cards=join(top) if top else "", tops=len(top)
    )


def _held(suit: Suit, count: int) -> dict[str, Any]:
    """The arguments that say how many cards of a suit the hand holds: ``count``, ``suit``
    (its name, "hearts") and ``held`` ("1 heart", "4 hearts")."""
    return {
        "count": count,
        "suit": suit_name(suit),
        "held": t("suit-count", suit=SUIT_IDS[suit], count=count),
    }


# ----------------------------------------------------------------------------------------------
# sentences


def _turned(view: Any) -> Suit | None:
    """The suit the first round bids: the card turned up for trump, or with no card turned
    up the suit it names all the same (Klaberjass for four's tournament deal: the dealer's
    suit); None where there is none."""
    turn_up = view.turn_up
    if turn_up is not None:
        return turn_up.suit  # type: ignore[no-any-return]
    turned = view.turned_suit
    return turned if isinstance(turned, Suit) else None


def _exchange_kind(action: ExchangeSix | ExchangeDix) -> str:
    return "six" if isinstance(action, ExchangeSix) else "dix"


def _turn_up_object(view: Any) -> str:
    """The turned-up card as an object ("the ace of hearts"), "" if the game has none."""
    turn_up = view.turn_up
    return card_object(turn_up, view.trump) if turn_up is not None else ""


def action_words(
    action: Any,
    view: Any,
    label: Callable[[Any, Any], str] | None = None,
    *,
    named: bool = False,
) -> str:
    """An action as the hint says it: "play the ace of hearts", "choose hearts", "take the
    kitty", "take hearts" (the family's bids, :func:`~audiojass.narration.bid_do`);
    ``label`` names the actions this module does not know (the family's announcements).
    ``named``: Weis declared are named ("declare 3 in sequence, hearts six to eight, worth
    20"), as the review says them (the hint names them in its reason)."""
    if isinstance(action, BidAction):
        return bid_do(action, turned=_turned(view))
    return _action_said("hint-do", action, view, label, named=named)


_PLAIN_ACTIONS = {
    Schieben: "schieben",
    TakeKitty: "kitty",
    KeepSix: "keep-six",
    KeepDix: "keep-dix",
}
"""``$kind`` of each action said without an object in ``hint-do`` and ``hint-done``."""


def _action_said(
    message: str, action: Any, view: Any, label: Callable[[Any, Any], str] | None, *, named: bool
) -> str:
    """An action other than a bid in ``message`` (``hint-do`` or ``hint-done``), see
    :func:`action_words`."""
    if isinstance(action, PlayCard):
        return t(message, kind="card", what=card_object(action.card, view.trump))
    if isinstance(action, ChooseTrump):
        return t(message, kind="trump", what=mode_name(action.mode))
    if isinstance(action, ExchangeSix | ExchangeDix):
        return t(message, kind=_exchange_kind(action), what=_turn_up_object(view))
    if isinstance(action, DeclareWeis):
        if named:
            return t(message, kind="declare", what=_weis_worth(action))
        return t(message, kind="weis", what="")
    kind = next((kind for cls, kind in _PLAIN_ACTIONS.items() if isinstance(action, cls)), None)
    if kind is not None:
        return t(message, kind=kind, what="")
    what = label(action, view) if label is not None else str(action)
    return t(message, kind=_announce_kind(action, view), what=what)


def _belote_still_sayable(best: Any, taken: Any, view: Any) -> bool:
    """Whether the strong player would have said Belote (Bela) but the card played instead is
    neither the king nor the queen of trumps: it may still be said with them, so leaving it
    for now loses nothing (the game offers it at every turn until then)."""
    if not isinstance(best, SayBelote) or not isinstance(taken, PlayCard):
        return False
    trump = view.trump
    if trump is None or int(trump) >= 4:
        return False
    return not (taken.card.suit is Suit(int(trump)) and taken.card.rank in (Rank.KING, Rank.QUEEN))


def _weis_worth(action: DeclareWeis) -> str:
    """Weis declared as the review names them: "3 in sequence, hearts six to eight, worth 20"."""
    melds = join([describe_meld(meld) for meld in action.melds])
    return t("hint-melds-worth", melds=melds, points=action.points)


def _announce_kind(action: Any, view: Any) -> str:
    """The kind of a family announcement in ``hint-do`` and ``hint-done`` (its words say the
    verb: "say Belote", "claim …", "announce …"), "other" for any other action."""
    if isinstance(action, SayBelote):
        return str(view.variant.belote_word)
    if isinstance(action, DeclareMeld):
        return "counter" if view.pending_meld is not None else "declare"
    kinds = {AnnounceMelds: "melds", ClaimRoem: "claim", SayMarriage: "marriage"}
    return next((kind for cls, kind in kinds.items() if isinstance(action, cls)), "other")


def action_done(action: Any, view: Any, label: Callable[[Any, Any], str] | None = None) -> str:
    """An action as the review says the player did it: "you played the ten of spades"."""
    if isinstance(action, BidAction):
        return bid_done(action, turned=_turned(view))
    return _action_said("hint-done", action, view, label, named=True)


def fine_values(view: Any) -> bool:
    """True where a deal is worth a few game points, not card points (Putz: its award), so
    values are said to a tenth."""
    return bool(view.variant.has_apples)


def own_share(view: Any) -> float:
    """What share of a change in an option's value is the seat's own points. The value is
    the seat's side's points minus the others' (their mean, with three players each alone)
    over the deal, whose points are shared out: a card worth N points more to one side
    moves the value by 2N with two sides, by 1.5N with three players. 1 in Putz, whose
    values are the award itself (:func:`fine_values`)."""
    if fine_values(view):
        return 1.0
    variant = view.variant
    sides = 2 if getattr(variant, "team_game", True) else int(getattr(variant, "players", 2))
    return (sides - 1) / sides


def _number(value: float, fine: bool) -> str:
    """A value as said: "12", "0.4" (Putz; a comma in German, French and Dutch)."""
    text = f"{abs(value):.1f}" if fine else str(abs(round(value)))
    return text if i18n.active().language == "en" else text.replace(".", ",")


def _points(value: float, fine: bool) -> str:
    """A signed value as speech reads it well: "+24", "minus 9", "0"."""
    shown = round(value, 1) if fine else round(value)
    text = _number(value, fine)
    if shown < 0:
        return t("number-negative", value=text)
    return f"+{text}" if shown > 0 else text


def reasons_for(options: Sequence[Option], view: Any, context: CardContext | None) -> list[str]:
    """The reason clauses for the first option (see the module docstring)."""
    best = options[0]
    action = best.action
    if isinstance(action, ExchangeSix | ExchangeDix):
        return [t("hint-reason-better-trump")]  # the six (seven) is the lowest trump
    if isinstance(action, KeepDix) and _dix_breaks_sequence(view):
        return [t("hint-reason-keeps-sequence")]
    if isinstance(action, DeclareWeis):
        points = sum(meld.points for meld in action.melds)
        melds = join([describe_meld(meld) for meld in action.melds])
        return [t("hint-reason-weis", melds=melds, points=points)]
    if isinstance(action, TakeKitty) and view.trump is not None:
        held = sum(1 for card in view.hand if card.suit is Suit(int(view.trump)))
        if held <= _FEW_TRUMPS:
            return [t("hint-reason-few-trumps", **_held(Suit(int(view.trump)), held))]
    trump = _bid_suit(action, view)
    if trump is not None:  # a trump named, taken or bid for: what the hand holds in it
        reasons = [trump_reason(view.hand, TrumpMode(int(trump)))]
        if isinstance(action, Bid) and _partners_suit(view) == trump:
            reasons.insert(0, t("hint-reason-partner-suit", suit=suit_name(Suit(int(trump)))))
        if isinstance(action, Take) and _turn_up_comes(view):
            card = card_object(view.turn_up, True)
            reasons.append(t("hint-reason-turn-up", card=card))
        return reasons
    legal = view.legal_actions
    if isinstance(action, Pass) and any(
        isinstance(other, Bid | Double | Redouble) for other in legal
    ):
        if best.samples == 0:  # Contrée's auction, whose bids are the rule player's
            return _contree_pass(view)
        if not any(isinstance(other, Bid) for other in legal):  # searched: a double or redouble
            again = any(isinstance(other, Redouble) for other in legal)
            return [t("hint-reason-no-double", redouble="yes" if again else "no")]
    if best.samples == 0 and len(options) > 1:
        if isinstance(action, Pass) and _klaberjass_bidding(view):
            return _klaberjass_pass(view)
        if isinstance(action, Pass) and _no_playable_trump(view):
            turned = _turned(view)
            if turned is None or not any(isinstance(b, Take) for b in view.legal_actions):
                return [t("hint-reason-weak")]
            return _too_weak(view, int(turned))
        return [t("hint-reason-rule")]
    if isinstance(action, PlayCard) and context is not None:
        return card_reasons(view, action.card, context)
    if isinstance(action, ChooseTrump):
        return [trump_reason(view.hand, action.mode)]
    if isinstance(action, Schieben | Pass):
        return [t("hint-reason-weak")]
    return []


def _partners_suit(view: Any) -> Suit | None:
    """The suit of the partner's last contract bid in Contrée's auction, or None."""
    seat = view.seat
    partner = (seat + 2) % 4
    suits = [bid.suit for seat, bid in view.bids if seat == partner and isinstance(bid, Bid)]
    return suits[-1] if suits else None


def _klaberjass_bidding(view: Any) -> bool:
    """Whether the seat bids in Klaberjass, whose bids are the rule player's."""
    return is_klaberjass(view.variant) and view.phase is Phase.TRUMP


def _klaberjass_pass(view: Any) -> list[str]:
    """Why the rule player passes in Klaberjass
    (:func:`~audiojass.bots.heuristics.bidding.klaberjass_choice`): the turned suit too weak,
    a suit at least as strong to name in the second round, or no suit strong enough in the
    second."""
    _, why, suit = klaberjass_choice_for(view)
    if why == "later":
        return [t("hint-reason-later-suit", suit=suit_name(Suit(suit)))]
    if why == "weak":
        return _too_weak(view, suit)
    if why == "weak-all":
        return [t("hint-reason-weak")]
    return [t("hint-reason-rule")]


def _too_weak(view: Any, suit: int) -> list[str]:
    """A pass of a trump too weak to take: "spades would be too weak a trump; you hold 1
    spade, with the nine of spades"."""
    return [
        t("hint-reason-weak-suit", suit=suit_name(Suit(suit))),
        trump_reason(view.hand, TrumpMode(suit)),
    ]


def _bids(view: Any) -> list[BidAction]:
    """The bids, doubles and passes among the view's legal actions."""
    return [bid for bid in view.legal_actions if isinstance(bid, BID_TYPES)]


def _contree_pass(view: Any) -> list[str]:
    """Why a pass in Contrée's auction (the rule player's,
    :func:`~audiojass.bots.heuristics.bidding.contree_choice`): the redouble or double not
    worth the risk, the side's contract, or no suit worth the lowest bid the seat may make."""
    legal = _bids(view)
    _, why, level = contree_choice(mask_of(view.hand), legal, list(view.bids), view.seat)
    if why == "redouble":
        return [t("hint-reason-no-double", redouble="yes")]
    if why == "side":
        return [t("hint-reason-side-contract")]
    if why == "weak":
        reasons = [t("hint-reason-below-level", value=level)]
        if Double() in legal:
            reasons.append(t("hint-reason-no-double", redouble="no"))
        return reasons
    if why == "top" and Double() in legal:  # nothing left to bid, and the double was weighed
        return [t("hint-reason-no-double", redouble="no")]
    return [t("hint-reason-rule")]


def _no_playable_trump(view: Any) -> bool:
    """Whether every trump the seat may take or name now is one its hand cannot play (below
    the search's floor, :func:`~audiojass.bots.contract_search.playable_bids`): the search then
    passes without weighing them, and the reason is the hand's weakness."""
    legal = _bids(view)
    if not any(isinstance(bid, Take | NameSuit) for bid in legal):
        return False
    if any(isinstance(bid, Bid | Redouble) for bid in legal):
        return False  # Contrée's auction: its bids are the rule player's
    return not any(isinstance(bid, Take | NameSuit) for bid in playable_bids(view, legal))


def _bid_suit(action: Any, view: Any) -> Suit | None:
    """The trump suit a bid names, takes (the turned-up card's) or bids a contract in."""
    if isinstance(action, NameSuit | Bid):
        return action.suit
    if isinstance(action, Take):
        return _turned(view)
    return None


def _turn_up_comes(view: Any) -> bool:
    """Whether taking the turned suit brings the seat the turned-up card (docs/rules/family.md):
    Belote's taker gets it; in Klaberjass for four the dealer does, whoever takes; for two and
    three the holder of the seven of its suit may exchange it (the dix)."""
    turn_up = view.turn_up
    if turn_up is None or view.turn_up_taker is not None:
        return False
    if not of_32_cards(view):
        return False
    variant = view.variant
    deal = composed(variant).deal
    if isinstance(deal, TurnUpDeal):  # Belote
        return True
    if not isinstance(deal, StockDeal):
        return False
    if not variant.has_dix:  # Klaberjass for four
        return bool(view.seat == view.dealer)
    return Card.of(turn_up.suit, Rank.SEVEN) in view.hand and turn_up.rank is not Rank.SEVEN


_FEW_TRUMPS = 2
"""Taking the Putz kitty is explained by the hand's trumps when it holds at most this many."""


def _dix_breaks_sequence(view: Any) -> bool:
    """Whether exchanging the seven of trump for the turned-up card would lose more sequence
    points than the card brings (:func:`~audiojass.bots.heuristics.bidding.dix_helps`)."""
    if view.trump is None or view.turn_up is None:
        return False
    return not dix_helps(mask_of(view.hand), int(view.trump), int(view.turn_up))


def hint_line(
    options: Sequence[Option],
    view: Any,
    *,
    full: bool,
    context: CardContext | None = None,
    label: Callable[[Any, Any], str] | None = None,
) -> str:
    """The hint: "Hint: play the king of hearts: it heads the trick for now; the ace of hearts
    is still out." In full verbosity how many points fewer the next best searched option
    brings the seat's side ("Next best: seven of hearts, about 8 points fewer."); in Putz
    the expected award of the best two ("King of hearts about +0.6, seven of hearts about
    +0.2.")."""
    best = options[0]
    action = action_words(best.action, view, label)
    reasons = reasons_for(options, view, context)
    joined = t("hint-reason-separator").join(reasons)
    line = t("hint-line", action=action, reasons=joined, count=len(reasons))
    searched = [option for option in options[:2] if option.samples > 0]
    if full and len(searched) == 2 and not fine_values(view):
        # points: how many fewer the next best choice brings the seat's side
        fewer = round((searched[0].value - searched[1].value) * own_share(view))
        other = searched[1].action
        second = _option_name(other, view, label)
        # the card's rank chooses its article where a language adds one ("le huit de trèfle")
        rank = RANK_IDS[other.card.rank] if isinstance(other, PlayCard) else "none"
        line += " " + t(
            "hint-second", action=second, rank=rank, points=fewer, plural=i18n.plural(fewer)
        )
    elif full and len(searched) == 2:  # Putz: the expected award of each
        values = [
            t(
                "hint-value",
                action=_option_name(o.action, view, label),
                points=_points(o.value, True),
            )
            for o in searched
        ]
        line += " " + capitalized(t("hint-values", first=values[0], second=values[1]))
    return line


def _option_name(action: Any, view: Any, label: Callable[[Any, Any], str] | None) -> str:
    """An option as the list of values names it: the card, the mode, or the action."""
    if isinstance(action, PlayCard):
        return card_name(action.card, view.trump)
    if isinstance(action, ChooseTrump):
        return mode_name(action.mode)
    return action_words(action, view, label)


def when_said(view: Any) -> str:
    """When a decision was made: "Trick 3", "Trump choice", "Bidding", "Kitty", "Six"…"""
    phase, deck32 = view.phase, of_32_cards(view)
    # the 32-card games bid (but Klaverjas, whose forehand names trump); a seat's later bids
    # are numbered ("your bid 2")
    if phase is Phase.TRUMP and deck32 and not names_trump(view.variant.name):
        earlier = sum(1 for seat, _ in view.bids if seat == view.seat)
        return t("hint-when", phase="bidding", trick=earlier + 1 if earlier else 0)
    if phase is Phase.PLAY:
        return t("hint-when", phase="trick", trick=len(view.tricks) + 1)
    # the six of trumps; the 32-card games' seven of trumps (the dix)
    said = {Phase.TRUMP: "trump", Phase.SIX: "dix" if deck32 else "six"}
    return t("hint-when", phase=said.get(phase, "other"), trick=0)


def review_close_line(least: float, fine: bool) -> str:
    """The review of a deal whose decisions each cost less than ``least`` (card points, or
    with ``fine`` Putz's game points) where the strong player chose otherwise: "No decision
    of the deal cost you 3 points or more, as the strong player judges it."."""
    said = _number(least, fine)
    return t(
        "hint-review-close", points=said, plural=i18n.plural(said), fine="yes" if fine else "no"
    )


def review_line(
    decision: Decision, index: int, count: int, label: Callable[[Any, Any], str] | None = None
) -> str:
    """One step of the review: "Trick 3: you played the ten of spades; better the ace of
    spades, about 12 points more. 1 of 3." (a choice the bot makes by rule: "the strong
    player would play …, as the rule player would")."""
    options = decision.options or []
    best = options[0]
    taken = next((o for o in options if o.action == decision.action), None)
    view = decision.view
    done = action_done(decision.action, view, label)
    better = action_words(best.action, view, label, named=True)
    when = when_said(view)
    if best.samples == 0 or taken is None or taken.samples == 0:
        return t("hint-review-rule", when=when, done=done, better=better, index=index, count=count)
    fine = fine_values(view)
    gain = (best.value - taken.value) * own_share(view)  # the seat's own points (or award)
    shown = round(gain, 1) if fine else max(1, round(gain))
    said = _number(shown, fine)
    return t(
        "hint-review-item",
        when=when,
        done=done,
        better=better,
        points=said,
        plural=i18n.plural(said),  # as said: "1.0" takes "points" where CLDR counts decimals
        fine="yes" if fine else "no",  # Putz: game points (its award), not card points
        index=index,
        count=count,
    )
