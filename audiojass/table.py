"""A game in progress at the table, any game of ``docs/rules/``: the rules game, the human's
seat, the bots and the focus.

Data flows one way: a command (from a key) → a rules action → the events it caused → words
(:mod:`audiojass.narration`) and sound cues. The session never touches pygame or speech: it
talks to an :class:`Output`, and the event loop calls :meth:`TableSession.tick` every frame so
bots act after their pause without ever blocking the loop (they think on a worker thread).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import Any, Protocol

from audiojass.bots import Bot, RandomBot
from audiojass.bots.base import Option
from audiojass.hints import (
    Advisor,
    CardContext,
    Decision,
    advice_seed,
    hint_line,
    review_close_line,
    review_line,
)
from audiojass.i18n import join, t, use_game_words
from audiojass.keymap import Keymap, load_keymap, spoken_key
from audiojass.narration import (
    FULL,
    Narrator,
    after_deal,
    bid_label,
    bid_list_title,
    capitalized,
    card_object,
    dealt_hand,
    describe_meld,
    mode_name,
    names_trump,
    no_weis,
    six_choice_keys,
    turn_with_card,
    unheard_card,
    variant_title,
    weis_choice_title,
    weis_hint,
    weis_label,
)
from audiojass.rules import (
    Action,
    AnnounceMelds,
    BeloteAnnounced,
    Bid,
    BiddingEnded,
    BidMade,
    Card,
    CardPlayed,
    CardsDrawn,
    ChooseTrump,
    ClaimRoem,
    DealEnded,
    DealStarted,
    DeclareMeld,
    DeclareWeis,
    DixExchanged,
    DixKept,
    Double,
    Event,
    ExchangeDix,
    ExchangeSix,
    Game,
    GameEnded,
    HandsCompleted,
    IllegalActionError,
    KeepDix,
    KeepSix,
    KittyTaken,
    MarriageScored,
    Meld,
    MeldDeclared,
    MeldsAnnounced,
    MeldSpoken,
    MeldsScored,
    Observation,
    Phase,
    PlayCard,
    Rank,
    RoemScored,
    SayBelote,
    SayMarriage,
    Schieben,
    SchiebenDone,
    SixExchanged,
    SixKept,
    StockDealt,
    StoeckScored,
    TakeKitty,
    TrickRecord,
    TrickWon,
    TrumpChosen,
    WeisDeclared,
    WeisScored,
    new_game,
)
from audiojass.rules.bidding import ForehandChoice
from audiojass.rules.cards import mask_of
from audiojass.rules.components import StockDeal
from audiojass.rules.klaverjas1821 import find_melds, meld_for_cards
from audiojass.rules.tricks import POINTS, WIN_KEY
from audiojass.sound import Cue

__all__ = ["TABLE_COMMANDS", "Choice", "Output", "TableSession"]

TABLE_COMMANDS = (
    "play",
    "previous_card",
    "next_card",
    "previous_suit",
    "next_suit",
    "first_card",
    "last_card",
    "hand",
    "table_cards",
    "trump",
    "led_suit",
    "take_kitty",
    "exchange_six",
    "turn",
    "scores",
    "deal_scores",
    "last_trick",
    "points",
    "melds",
    "hint",
    "deal_review",
)


def browsing_edges() -> tuple[str, ...]:
    """What the arrows add at the ends of the hand, in the active language (rendered ahead
    with the card phrases)."""
    return (t("table-edge-first"), t("table-edge-last"), t("table-edge-suits"))


def _no_advice(view: object, seed: int, also: object) -> list[Option]:
    """No strong player at this table (hints off): nothing to say."""
    return []


NarratorFactory = Callable[[Any, int, str, bool], Narrator]
"""Makes the table's narrator from the game, the human's seat, the verbosity and whether
trump is read first."""


def table_narrator(game: Any, human: int, verbosity: str, trump_first: bool) -> Narrator:
    """The table's :class:`Narrator` of ``game`` (the default :data:`NarratorFactory`): for a
    game of 32 cards it is given the game's meld award, trump and card order as they stand."""
    if game.variant.deck != 32:
        return Narrator(game.variant, human, verbosity, trump_first)
    return Narrator(
        game.variant,
        human,
        verbosity,
        trump_first,
        award_of=lambda: game.meld_award,
        trump_of=lambda: game.trump,
        keys_of=lambda: game.rules.win_keys[game.mode],
    )


ANNOUNCEMENTS = (DeclareWeis, ClaimRoem, AnnounceMelds, SayBelote, DeclareMeld, SayMarriage)
"""The actions the melds key (W) lists: a Weis, the roem claim, melds, Belote, a declaration
or the marriage."""


def announced_melds(action: AnnounceMelds | DeclareMeld, view: Any) -> list[Meld]:
    """The melds an announcement declares, found in the hand of ``view``, where it was
    offered: the game's own melds chosen before the first card (Belote's, Klaberjass's), or
    the 1821 game's declaration (``docs/rules/family.md``)."""
    hand = mask_of(view.hand)
    if isinstance(action, AnnounceMelds):
        chosen = set(action.melds)
        return [meld for meld in view.variant.find_melds(hand) if meld.cards in chosen]
    meld = meld_for_cards(find_melds(hand), action.cards)
    return [meld] if meld is not None else []


_LIST_KEYS = (
    ("up", "previous_suit"),
    ("down", "next_suit"),
    ("left", "previous_card"),
    ("right", "next_card"),
    ("enter", "play"),
)
"""The keys a list's opening names (message argument, command)."""

_CLOSED = {
    "weis": ("table-weis-closed", "melds"),
    "announce": ("table-family-announce-closed", "melds"),
    "bid": ("table-family-bids-closed", "trump"),
    "trump": ("table-trump-closed", "trump"),
}
"""What Escape says on closing a list of each kind, and the key that opens it again."""

_REVIEW_MOVES: dict[str, Callable[[int, int], int]] = {
    "previous_suit": lambda at, count: (at - 1) % count,
    "next_suit": lambda at, count: (min(at, count - 1) + 1) % count,
    "previous_card": lambda at, count: (at - 1) % count,
    "next_card": lambda at, count: (min(at, count - 1) + 1) % count,
    "first_card": lambda at, count: 0,
    "last_card": lambda at, count: count - 1,
}
"""The review open as a list: the item each key moves to, from the item last said (``at``;
``count``: its end) among ``count`` items."""
_REVIEW_HELP = {
    "previous_suit": "menu-help-previous-item",
    "next_suit": "menu-help-next-item",
    "previous_card": "menu-help-previous-item",
    "next_card": "menu-help-next-item",
    "first_card": "menu-help-first-item",
    "last_card": "menu-help-last-item",
    "back": "hint-help-review-leave",
}
"""What F1 says the keys do while the review is open as a list (command → message id)."""


_CUES: tuple[tuple[type | tuple[type, ...], Cue], ...] = (
    ((DealStarted, HandsCompleted, StockDealt), Cue.DEAL),
    (BidMade, Cue.BID),
    ((WeisScored, StoeckScored, RoemScored, BeloteAnnounced), Cue.ROEM),  # the bell of the melds
    ((MeldsScored, MeldsAnnounced, MeldDeclared, MarriageScored), Cue.ROEM),
    ((SixExchanged, DixExchanged), Cue.SIX),
    (KittyTaken, Cue.KITTY),
    (TrickWon, Cue.TRICK),
    (CardPlayed, Cue.CARD),
)
"""The cue of each kind of event that always has the same one."""


class Output(Protocol):
    """Where the table's words and sounds go (the app: speech, history and mixer). It may also
    have ``prepare(texts)``: render texts ahead that are likely to be said soon."""

    def say(self, text: str, *, interrupt: bool = False) -> None: ...

    def cue(self, cue: Cue, seat: int | None = None) -> None: ...


@dataclass
class Choice:
    """A list the human picks from with the arrows and Enter (the trump choice, the bids,
    the Weis or the announcements). An action None closes the list without acting ("No
    Weis"). ``kind``: "trump", "bid", "weis" or "announce" (the title is in the active
    language)."""

    title: str
    labels: list[str]
    actions: Sequence[Any]
    index: int = 0
    kind: str = "trump"

    def current(self) -> str:
        return self.labels[self.index]


class TableSession:
    """One game at the table.

    Args:
        game: the rules game (new, or loaded from a save).
        human: the human's seat.
        output: where words and cues go.
        bots: a bot for every other seat (default: seeded random players).
        bot_delay: seconds between a bot's action and the one before (0 allowed).
        verbosity: "brief" or "full".
        on_action: called with the game after every applied action (autosave).
        on_error: called with what failed and the error when a bot raises or chooses an
            illegal action; the bot's move is then the first legal action, so the game goes
            on. None: the error is raised.
        clock: the time source (seconds), replaceable in tests.
        keymap: the active keymap, whose keys the table names ("G exchanges it"); None: the
            default keymap.
        confirm_unheard: False: the turn is announced with the focused card; True: the turn
            is announced alone. Either way Enter on a card not heard this turn says it first,
            and a second Enter plays it (no card is ever played unheard).
        trump_first: the hand is read and browsed with the trump suit first.
        advice: the strong player's ``analyse`` for the hint key and the deal review, given
            an observation, a seed and an action to judge as well (the review: the player's
            own; the hint: None) (called on a worker thread; None: no hints).
        hints: the hint key answers (False: it says that hints are off, and where to turn
            them on); the deal review works either way.
        narrator: makes the narrator (:data:`NarratorFactory`; default
            :func:`table_narrator`).

    Every game of ``docs/rules/`` is played here: where the games differ the session asks
    the variant (``deck``, ``has_dix``, ``has_stock``, ``bidding``, ``belote_word``), the
    game (its ``bidding`` machine, its composed ``rules``) and the human's legal actions.
    """

    online = False
    """True at an online table (the game is kept by its server, not saved here)."""
    leave_question = "table-leave-question"
    """The message that asks whether to leave the game (Escape)."""

    def leave(self) -> None:
        """The player leaves the game by choice (a local game stays saved; an online seat is
        given up)."""

    def __init__(
        self,
        game: Any,
        output: Output,
        *,
        human: int = 0,
        bots: dict[int, Bot] | None = None,
        bot_delay: float = 1.0,
        verbosity: str = FULL,
        on_action: Callable[[Game], None] | None = None,
        on_error: Callable[[str, BaseException], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
        keymap: Keymap | None = None,
        confirm_unheard: bool = False,
        trump_first: bool = False,
        advice: Callable[[object, int, object], list[Option]] | None = None,
        hints: bool = True,
        narrator: NarratorFactory = table_narrator,
    ) -> None:
        self.game: Any = game  # a Game, a ContractGame, or an online table's stand-in
        self.out = output
        self.human = human
        self.players = game.players
        self.deck32 = game.variant.deck == 32
        """A game of 32 cards: its own words (``table_family.ftl``, ``klaberjass.ftl``), its
        trump cued with the bidding's end and its deal's end with the settlement's words. Every
        message takes the game's words (:func:`use_game_words`: its trump jack and nine named
        as its players do, its melds by their names)."""
        use_game_words(game.variant.terms)
        self.narrator = narrator(game, human, verbosity, trump_first)
        self.bots: dict[int, Bot] = bots or {
            seat: RandomBot(game.seed * 101 + seat) for seat in range(self.players) if seat != human
        }
        self.bot_delay = bot_delay
        self.on_action = on_action
        self.on_error = on_error
        self.clock = clock
        self.focus = 0
        self.choice: Choice | None = None
        self.review_at: int | None = None
        """The review item last said while the review is open as a list (the number of items:
        its end was said); None: closed, the arrows are the hand's."""
        self._bid_keys_told: set[str] = set()  # what Contrée's bid list said once: its keys
        self._last_command: str | None = None  # the table command of the last key
        self._previous_command: str | None = None  # and of the key before it
        self.confirm_leave = False
        self.finished = False
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self._pending: Future[Action] | None = None
        self._last_action_at = clock()
        self._prompted_for: tuple[int, int, Phase, int] | None = None
        self._dix_hinted: tuple[int, Card | None] | None = None
        """The deal and turn-up whose dix was offered with the turn (once a deal)."""
        self.keymap = keymap if keymap is not None else load_keymap()[0]
        self.confirm_unheard = confirm_unheard
        self._heard: Card | None = None
        """The card last said to the human on this turn (Enter plays only that one)."""
        self._heard_in = ""
        """The turn announcement that named ``_heard`` ("" when another line said it)."""
        self._nothing_at = -1
        """The length of the history when "Nothing now" was chosen (-1: not chosen)."""
        self.finished_deal: Observation | None = None
        """The human's view of the deal just finished, as it was when its last card fell
        (the engine has cleared the deal by then); None while a deal is running."""
        self.result = ""
        """The game's result as it was said ("Game over. We win. …"); "" until the end."""
        self.ending = ""
        """How a game that stopped at the target ended, as it was said ("They reach 2500
        with the points of this trick. …"; brief: without the deal's numbers); "" else."""
        self.hints = hints and advice is not None
        self.advisor = Advisor(advice if advice is not None else _no_advice)
        """The hint in flight and the review of the last finished deal."""

    # -- views ---------------------------------------------------------------------------------

    @property
    def view(self) -> Observation:
        """The human's observation: all the table may show."""
        view: Observation = self.game.observation(self.human)
        return view

    def _hand(self) -> list[Card]:
        return self.narrator.hand_order(self.view)

    def facts_view(self) -> Observation:
        """What L, P, C, W and A answer about: between deals and after the game, the deal
        just finished (:attr:`finished_deal`); otherwise the current view."""
        finished = self._finished_facts()
        return finished if finished is not None else self.view

    def _finished_facts(self) -> Observation | None:
        """The deal just finished, between deals and after the game; None otherwise."""
        if self.awaiting_continue() or self.game.is_terminal():
            return self.finished_deal
        return None

    def key_name(self, command: str) -> str:
        """The spoken name of the first key bound to a command in the active keymap
        ("G", "Enter"); "no key" when none is bound."""
        keys = self.keymap.keys_for(command)
        return spoken_key(keys[0]) if keys else t("table-no-key")

    def next_deal_line(self) -> str:
        """Between deals: "The deal is over. Press Enter to deal the next deal." (T and the
        window's turn line)."""
        return t("table-deal-over", key=self.key_name("play"))

    def awaiting_continue(self) -> bool:
        """True between deals: the summary was spoken and Enter deals the next one."""
        return bool(self.game.is_chance_node() and self.game.deal_number > 0)

    def is_idle(self) -> bool:
        """True when nothing happens until the human presses a key."""
        game = self.game
        advisor = self.advisor
        if advisor.hint is not None:
            return False  # the hint is on its way
        if self.finished or game.is_terminal() or self.awaiting_continue():
            return not advisor.pending()  # the review is being made
        if game.is_chance_node():
            return False
        # on the human's turn the review asked for goes on searching (no bot thinks)
        return game.current_player == self.human and not advisor.pending()

    def set_verbosity(self, verbosity: str) -> None:
        self.narrator = replace(self.narrator, verbosity=verbosity)
        self._prepare_browsing()

    # -- starting and running ------------------------------------------------------------------

    def start(self) -> None:
        """Announce the table and deal the first deal if the game is new."""
        if self.game.deal_number == 0 and self.game.is_chance_node():
            self._say_opening(new=True)
            self._apply(self.game.chance_outcome())
        else:
            self._say_opening(new=False)
            self._recall()
            if self.awaiting_continue():
                self.out.say(t("table-next-deal", key=self.key_name("play")))
            for line in self.where_resumed():
                self.out.say(line)
            self._prompt_human()
            self._prepare_browsing()

    def _say_opening(self, *, new: bool) -> None:
        """ "New game of …" with the help key, or, ``new`` False, the game resumed at its deal."""
        title = variant_title(self.game.variant)
        if new:
            self.out.say(t("table-new-game", variant=title, key=self.key_name("help")))
        else:
            self.out.say(t("table-resumed", variant=title, deal=max(self.game.deal_number, 1)))

    def _after_action(self) -> None:
        """The focus kept in the hand, the human prompted, the arrows' words rendered ahead."""
        self._keep_focus()
        self._prompt_human()
        self._prepare_browsing()

    def where_resumed(self) -> list[str]:
        """What a resumed deal has come to, said before whose turn it is: trump (or the
        contract, or the bids so far) as A says it, and the cards on the table as C says them;
        nothing before anything is chosen or bid, or between deals."""
        game = self.game
        if game.is_terminal() or game.is_chance_node() or self.awaiting_continue():
            return []
        view: Any = self.view
        lines = []
        if view.trump is not None or game.phase is not Phase.TRUMP or view.bids:
            lines.append(self.narrator.trump(view))
        if view.trick:
            lines.append(self.narrator.table_cards(view))
        return lines

    def tick(self) -> None:
        """Called every frame: let a bot act when its pause is over; say a hint that has
        arrived, and let the deal review search on while no bot thinks. Never blocks."""
        self.advise()
        game = self.game
        if self.finished or game.is_terminal() or game.is_chance_node():
            return
        seat = game.current_player
        if seat is None or seat == self.human:
            return
        if self._pending is None:
            bot = self.bots[seat]
            observation = game.observation(seat)
            self._pending = self._executor.submit(bot.act, observation)
            return
        if not self._pending.done() or self.clock() - self._last_action_at < self.bot_delay:
            return
        pending = self._pending
        self._pending = None
        self._apply(self._bot_action(seat, pending))

    def _bot_action(self, seat: int, pending: Future[Action]) -> Action:
        """The bot's decision if legal; else (``on_error``) the first legal action, reported."""
        try:
            action = pending.result()
            if action not in self.game.legal_actions():
                raise IllegalActionError(
                    f"the bot at seat {seat} chose {action}, which is not legal now", "bot"
                )
        except Exception as error:
            if self.on_error is None:
                raise
            self.on_error(f"letting the bot at seat {seat} act", error)
            first: Action = self.game.legal_actions()[0]
            return first
        return action

    def close(self) -> None:
        """Stop the bot worker and the advice (an unfinished decision or search is
        dropped)."""
        self.close_bots()
        self.advisor.close()

    def close_bots(self) -> None:
        """Stop the bot worker only (the game is over; the deal review may go on)."""
        self._executor.shutdown(wait=False, cancel_futures=True)

    # -- the hint and the deal review ----------------------------------------------------------

    def advise(self) -> None:
        """Say the hint once its search is done (if the decision is still the one asked
        about), and take the review's next search up while the human thinks or between
        deals (never while a bot thinks). Never blocks."""
        advisor = self.advisor
        job = advisor.hint
        if job is not None and job.done():
            advisor.hint = None
            key = advisor.hint_for
            advisor.hint_for = None
            if key == self._decision_key() and self.game.current_player == self.human:
                try:
                    options = job.result()
                except Exception as error:
                    if self.on_error is None:
                        raise
                    self.on_error("finding a hint", error)
                    self.out.say(t("hint-failed"))
                    return
                if options:
                    self.out.say(self._hint_text(options, self.view))
        game = self.game
        human_thinks = (
            self.finished
            or game.is_terminal()
            or game.is_chance_node()
            or game.current_player == self.human
        )
        asked = advisor.pending()
        advisor.step(human_thinks and advisor.hint is None)
        if asked and not advisor.pending() and not advisor.closed:
            self._say_review(self._review_ready(), interrupt=False)  # unprompted, once
        while advisor.failures:
            failure = advisor.failures.pop(0)
            if self.on_error is None:
                raise failure
            self.on_error("checking a decision for the deal review", failure)

    def _decision_key(self) -> tuple[int, ...]:
        game = self.game
        return (game.deal_number, len(game.history))

    def _advice_seed(self) -> int:
        """The seed of the strong player's search for the decision now (hint and review alike)."""
        game = self.game
        return advice_seed(game.seed, game.deal_number, len(game.history))

    def card_context(self) -> CardContext:
        """The deal's card order and points for the hint's reasons: the game's composed
        rules' tables where it has them (32 cards), else the Swiss ones (36 cards)."""
        game = self.game
        variant = game.variant
        rules = getattr(game, "rules", None)
        if rules is None:
            trump = game.trump
            mode = int(trump) if trump is not None else 4
            keys, points = WIN_KEY[mode], POINTS[mode]
            deck = frozenset(range(36))
        else:
            keys, points = rules.win_keys[game.mode], rules.card_points[game.mode]
            deck = frozenset(card for card in range(36) if keys[card // 9][card] >= 0)
        return CardContext(
            keys=lambda suit: keys[suit],
            points=lambda card: points[card],
            deck=deck,
            same_side=lambda a, b: variant.side_of(a) == variant.side_of(b),
        )

    def hint_label(self, action: object, view: Any) -> str:
        """What the hint and the review say an action is about, where their own words give
        the verb: an announcement's melds and points ("3 in sequence, hearts queen to ace,
        worth 20"), the roem's points; a bid as the list names it."""
        if isinstance(action, ClaimRoem):
            claim = view.roem_claim
            return str(claim.points if claim is not None else 0)
        if isinstance(action, AnnounceMelds | DeclareMeld):
            melds = announced_melds(action, view)
            if not melds:
                return ""
            points = sum(meld.points for meld in melds)
            return t("hint-melds-worth", melds=join(describe_meld(m) for m in melds), points=points)
        if isinstance(action, SayBelote | SayMarriage):
            return ""
        return self._bid_label(action, view)

    def _bid_label(self, action: object, view: Any) -> str:
        turned = view.turn_up.suit if view.turn_up is not None else None
        try:
            return bid_label(action, turned=turned)  # type: ignore[arg-type]
        except (ValueError, TypeError, AttributeError):
            return str(action)

    def _hint_text(self, options: list[Option], view: object) -> str:
        return hint_line(
            options,
            view,
            full=self.narrator.verbosity == FULL,
            context=self.card_context(),
            label=self.hint_label,
        )

    def _cmd_hint(self) -> None:
        """I: the strong player's choice now with a short reason, searched on a worker."""
        game = self.game
        if not self.hints:
            self._say(t("hint-off"))
            return
        if self.finished or game.is_terminal():
            self._say(t("hint-not-now-over"))
            return
        if self.awaiting_continue():
            self._say(t("hint-not-now-between"))
            return
        if game.current_player != self.human or not self.view.legal_actions:
            self._say(t("hint-not-now", turn=self.narrator.turn(self.view)))
            return
        view = self.view
        if self.advisor.ask_hint(view, self._decision_key(), self._advice_seed()):
            self._say(t("hint-thinking"))
        else:
            self._say(t("hint-still-thinking"))

    def _cmd_deal_review(self) -> None:
        """R: the next decision of the last finished deal the strong player would change."""
        advisor = self.advisor
        if advisor.reviewed is None:
            self._say(t("hint-review-none"))
            return
        advisor.request()
        if advisor.pending():
            count = len(advisor.reviewed)
            self._say_review(t("hint-review-checking", done=advisor.checked(), count=count))
            return
        mistakes = advisor.mistakes()
        if not mistakes and advisor.differed():  # chosen otherwise, each for less than the least
            self._say_review(review_close_line(*advisor.least()))
            return
        if not mistakes:
            self._say_review(t("hint-review-perfect"))
            return
        if advisor.walk >= len(mistakes):
            advisor.walk = 0
            self.review_at = len(mistakes)
            self._say_review(t("hint-review-end"))
            return
        self._say_review_item(mistakes, advisor.walk)

    def _say_review_item(self, mistakes: list[Decision], index: int) -> None:
        """Say review item ``index`` with its number; the review is open as a list there."""
        self.review_at = index
        self.advisor.walk = index + 1
        line = review_line(mistakes[index], index + 1, len(mistakes), self.hint_label)
        self._say_review(line)

    def review_key(self, command: str) -> bool:
        """While the review is open as a list: the arrows, Home and End move in it (wrapping,
        as the table's other lists) and True; any other key but R closes it (False)."""
        if self.review_at is None:
            return False
        move = _REVIEW_MOVES.get(command)
        if move is None:
            if command != "deal_review":
                self.review_at = None
            return False
        mistakes = self.advisor.mistakes()
        self._say_review_item(mistakes, move(self.review_at, len(mistakes)))
        return True

    def review_meanings(self) -> dict[str, str]:
        """What F1 says the review's keys do while it is open as a list (else nothing)."""
        if self.review_at is None:
            return {}
        meanings = {command: t(meaning) for command, meaning in _REVIEW_HELP.items()}
        return {"deal_review": t("menu-help-next-item"), **meanings}

    def _review_ready(self) -> str:
        """ "Deal review ready: 7 decisions, 2 to look at. R reads it." (brief: shorter)."""
        advisor = self.advisor
        return t(
            "hint-review-ready",
            count=len(advisor.reviewed or []),
            look=len(advisor.mistakes()),
            key=self.key_name("deal_review"),
            full=self.narrator.verbosity == FULL,
        )

    def _say_review(self, line: str, *, interrupt: bool = True) -> None:
        """A line of the review, naming the reviewed deal while a later one is played."""
        reviewed = self.advisor.reviewed_deal
        if self.game.deal_number != reviewed:  # between deals and after the game: the same
            line = t("hint-review-deal", deal=reviewed, line=line)
        self.out.say(line, interrupt=interrupt)

    # -- applying actions ----------------------------------------------------------------------

    def _apply(self, action: Any) -> bool:
        """Apply an action; narrate and cue its events. Returns False if it was refused."""
        before = self.view
        human = not self.game.is_chance_node() and self.game.current_player == self.human
        seed = self._advice_seed()
        try:
            events = self.game.apply_action(action)
        except IllegalActionError as error:
            self.out.cue(Cue.ILLEGAL, self.human)
            self.out.say(self.narrator.refusal(error), interrupt=True)
            return False
        if human:
            self.advisor.record(before, action, seed)
        self._last_action_at = self.clock()
        self._narrate(events, before)
        if self.on_action is not None:
            self.on_action(self.game)
        self._after_action()
        if human and isinstance(action, SayBelote):
            bela = self.game.variant.belote_word == "bela"
            self.out.say(t("kj-bela-will" if bela else "table-family-belote-will"))
        return True

    def _narrate(self, events: Sequence[Event], before: Observation) -> None:
        told = self.narrator.told(
            events, before.trick, before.trump, before=before, after=self.view
        )
        lines = told.lines
        if told.ending:
            self.ending = told.ending
        started = any(isinstance(event, DealStarted) for event in events)
        if started:
            self.finished_deal = None
            self.advisor.deal_started()
        elif any(isinstance(event, DealEnded) for event in events):
            self.finished_deal = self._finished_view(before, events)
            self.advisor.deal_finished(self.game.deal_number)
            self.review_at = None
        for event in events:
            cue = self._cue_for(event)
            if cue is not None:
                self.out.cue(cue, self._cue_seat(event))
        for line in lines:
            self.out.say(line)
        for event in events:
            if isinstance(event, KittyTaken) and event.seat == self.human:
                self.out.say(self.narrator.hand(self.view))
            if isinstance(event, GameEnded):
                self.finished = True
                self.result = " ".join(self.narrator.events([event]))
            elif isinstance(event, DealEnded) and not self.game.is_terminal():
                self.out.say(t("table-next-deal", key=self.key_name("play")))
        if started:
            self.focus = 0
            self.out.say(dealt_hand(self.narrator, self.view, self._hand()))
        for event in events:
            if isinstance(event, HandsCompleted | StockDealt):
                self.focus = 0
                view = self.view
                held = set(before.hand)
                new = [card for card in self._hand() if card not in held]
                taker = event.taker if isinstance(event, HandsCompleted) else event.turn_up_to
                # the cards the completion brought, before the whole hand (the taker's
                # completion line named them)
                if held and new and taker != self.human:
                    cards = join(card_object(card, view.trump) for card in new)
                    self.out.say(t("table-family-new-cards", cards=cards))
                self.out.say(dealt_hand(self.narrator, view, self._hand()))

    def _replay(self) -> Any:
        """A new game of this variant, seed and first dealer, to replay the history into."""
        game = self.game
        return new_game(game.variant, seed=game.seed, first_dealer=game.first_dealer)

    def _recall(self) -> None:
        """A resumed game: replay its actions (milliseconds) to rebuild what was known before
        it was left: the human's decisions that the deal review judges (those of the last
        finished deal, which R reviews, and those of the deal in play so far), with the seeds
        they had when they were made; between deals, the view of the deal just finished, so
        L, P, C and W answer about it. A save that does not replay recalls nothing."""
        game = self.game
        advisor = self.advisor
        before: Observation | None = None
        events: Sequence[Event] = []
        try:
            replay = self._replay()
            last = len(game.history) - 1
            for count, action in enumerate(game.history):
                human = not replay.is_chance_node() and replay.current_player == self.human
                before = replay.observation(self.human) if human or count == last else None
                seed = advice_seed(game.seed, replay.deal_number, count)
                events = replay.apply_action(action)
                if human and before is not None:
                    advisor.record(before, action, seed)
                if any(isinstance(event, DealStarted) for event in events):
                    advisor.deal_started()
                elif any(isinstance(event, DealEnded) for event in events):
                    advisor.deal_finished(replay.deal_number)
        except (IllegalActionError, ValueError, AttributeError):
            advisor.current = []
            advisor.reviewed = None
            return
        if self.awaiting_continue() and before is not None:
            self.finished_deal = self._finished_view(before, events)

    def _finished_view(self, before: Any, events: Sequence[Any]) -> Any:
        """The human's view of a deal as its last card fell: the view before the action that
        ended it, with what the action added (the last trick, Weis, Stöck, roem, Belote,
        melds, the pass that threw the deal in, card points) and the scores after it."""
        now = self.view
        tricks = list(before.tricks)
        trick = list(before.trick)
        taken = before.points_taken
        added: dict[str, Any] = {}

        def append(name: str, *items: Any) -> None:
            added[name] = (*added.get(name, getattr(before, name)), *items)

        for event in events:
            if isinstance(event, CardPlayed):
                trick.append(event.card)
            elif isinstance(event, TrickWon):
                tricks.append(TrickRecord(event.leader, event.cards, event.seat, event.points))
                trick = []
            elif isinstance(event, WeisDeclared):
                append("weis_declared", (event.seat, event.points))
            elif isinstance(event, WeisScored):
                added["weis_shown"] = tuple(event.melds)
            elif isinstance(event, StoeckScored):
                added["stoeck"] = event.seat
            elif isinstance(event, BidMade):  # the pass that threw the deal in
                append("bids", (event.seat, event.bid))
            elif isinstance(event, RoemScored):
                roem = list(added.get("roem", before.roem))
                roem[event.team] += event.points
                added["roem"] = tuple(roem)
                append("roem_scored", *((event.seat, item) for item in event.roem))
            elif isinstance(event, BeloteAnnounced):
                belote = list(added.get("belote", before.belote))
                belote[event.seat % len(belote)] += event.points  # the seat's side
                added["belote"] = tuple(belote)
                append("belote_cards", (event.seat, event.card))
            elif isinstance(event, MeldsScored):
                added["melds_shown"], added["meld_team"] = tuple(event.melds), event.team
            elif isinstance(event, DealEnded):
                taken = event.points
        return replace(
            before,
            phase=now.phase,
            current_player=None,
            hand=now.hand,
            hand_sizes=now.hand_sizes,
            trick=tuple(trick),
            tricks=tuple(tricks),
            points_taken=taken,
            scores=now.scores,
            deal_history=now.deal_history,
            legal_actions=(),
            **added,
        )

    def _cue_seat(self, event: Any) -> int | None:
        """The seat an event's cue is panned to (None: the middle)."""
        if isinstance(event, DealStarted):
            return event.dealer
        if isinstance(event, WeisScored | MeldsScored):  # from the first seat that shows one
            return event.melds[0][0] if event.melds else None
        if isinstance(event, BiddingEnded):
            return event.result.declarer
        seat = getattr(event, "seat", None)
        return seat if isinstance(seat, int) else None

    def _cue_for(self, event: Any) -> Cue | None:
        for kinds, cue in _CUES:
            if isinstance(event, kinds):
                return cue
        if isinstance(event, CardsDrawn):
            return Cue.DEAL if event.seat == self.human else None
        if isinstance(event, SchiebenDone | TrumpChosen):  # 32 cards: the bidding's end says it
            return None if self.deck32 else Cue.TRUMP
        if isinstance(event, BiddingEnded):
            return Cue.TRUMP if event.result.declarer is not None else None
        if isinstance(event, MeldSpoken):  # one bell for the claim, the talk is speech
            return Cue.ROEM if event.kind == "declare" else None
        if isinstance(event, SixKept | DixKept):  # the holder's Enter: answered now
            return Cue.SELECT if event.seat == self.human else None
        if isinstance(event, DealEnded):  # 32 cards: no Putz or apple, the settlement is said
            if self.game.variant.team_game or self.deck32:
                return None
            if self.human in event.apples:
                return Cue.APPLE
            return Cue.PUTZ if event.score_changes[self.human] > 0 else None
        if isinstance(event, GameEnded):
            side = self.game.variant.side_of(self.human)
            return Cue.WON if side in event.winners else Cue.LOST
        return None

    def _prepare(self, texts: Sequence[str]) -> None:
        """Hand ``texts`` to the output's ``prepare`` (render ahead), when it has one."""
        prepare = getattr(self.out, "prepare", None)
        if prepare is not None:
            prepare(texts)

    def _prepare_browsing(self) -> None:
        """Let the output render ahead the focus phrase of every card and the edge messages."""
        if getattr(self.out, "prepare", None) is None:
            return  # building the phrases would be wasted
        hand = self._hand()
        game = self.game
        legal = None
        if game.current_player == self.human and game.phase is Phase.PLAY:
            legal = set(game.legal_cards())
        order = sorted(range(len(hand)), key=lambda i: abs(i - self.focus))
        count = len(hand)
        texts = [
            self.narrator.focus(
                hand[i], None if legal is None else hand[i] in legal, i + 1, count, game.trump
            )
            for i in order
        ]
        self._prepare([*texts, *browsing_edges()])

    def _keep_focus(self) -> None:
        count = len(self.view.hand)
        self.focus = min(self.focus, max(count - 1, 0))

    def _prompt_human(self) -> None:
        """Tell the human when it becomes their turn (once per decision)."""
        game = self.game
        if game.current_player != self.human or game.is_terminal():
            return
        key = (game.deal_number, len(game.tricks), game.phase, len(game.history))
        if self._prompted_for == key:
            return
        self._prompted_for = key
        self.review_at = None  # the arrows are the hand's again
        view = self.view
        self.out.cue(Cue.TURN, self.human)
        bidding = getattr(game, "bidding", None)
        if game.phase is Phase.TRUMP and bidding is not None:
            choose = isinstance(bidding, ForehandChoice)
            self.out.say(t("table-family-bid-prompt", key=self.key_name("trump"), choose=choose))
        elif game.phase is Phase.TRUMP:
            prompt = "table-trump-passed-prompt" if view.schoben else "table-trump-prompt"
            self.out.say(t(prompt, key=self.key_name("trump")))
        elif game.phase is Phase.SIX and self._dix_action() is not None:
            self.out.say(self._dix_offer("kj-dix-choice"))
        elif game.phase is Phase.SIX:
            assert view.turn_up is not None
            six = Card.of(view.turn_up.suit, Rank.SIX)
            exchange, keep = self.key_name("exchange_six"), self.key_name("play")
            self.out.say(six_choice_keys(six, view.turn_up, exchange, keep))
        elif game.phase is Phase.PLAY:
            self._announce_turn(view)

    def _announce_turn(self, view: Any) -> None:
        """The human's turn to play: focus on a playable card (the focused one if it may be
        played, else the first that may) and say it with the turn, unless
        ``confirm_unheard``, with what else may be done now (kitty, Weis); then the dix
        (once a deal) and what may be announced now."""
        hand = self._hand()
        legal = set(self.game.legal_cards())
        if hand and hand[self.focus] not in legal:
            self.focus = next((i for i, card in enumerate(hand) if card in legal), self.focus)
        extras = []
        if any(isinstance(a, TakeKitty) for a in view.legal_actions):
            extras.append(t("table-take-kitty", key=self.key_name("take_kitty")))
        if any(isinstance(a, DeclareWeis) for a in view.legal_actions):
            extras.append(weis_hint(self.key_name("melds")))
        card = None
        if hand and not self.confirm_unheard:
            card = hand[self.focus]
        line = turn_with_card(
            self.narrator, card, self.focus + 1, len(hand), extras, trump=self.game.trump
        )
        self._hear(card, line if card is not None else "")
        self.out.say(line)
        offered = (self.game.deal_number, view.turn_up)
        if self._dix_action() is not None and self._dix_hinted != offered:
            self._dix_hinted = offered  # once a deal: the offer stands while it is legal (G)
            self.out.say(self._dix_offer("kj-dix-hint"))
        announcements = self._announcements()
        if not announcements or isinstance(announcements[0], DeclareWeis):
            return  # a Weis is offered with the turn
        first = announcements[0]
        variant = self.game.variant
        if variant.belote_word == "bela" or not variant.bidding:  # Klaberjass's words
            what = "melds" if isinstance(first, AnnounceMelds | DeclareMeld) else "bela"
            if isinstance(first, SayMarriage):
                what = "marriage"
            elif isinstance(first, DeclareMeld) and view.pending_meld:
                what = "counter"
            self.out.say(t("kj-announce-hint", what=what, key=self.key_name("melds")))
            return
        what = {ClaimRoem: "claim", AnnounceMelds: "melds"}.get(type(first), "belote")
        self.out.say(t("table-family-announce-hint", what=what, key=self.key_name("melds")))

    def _dix_offer(self, message: str) -> str:
        """The dix offered with its keys (``message``: kj-dix-choice or kj-dix-hint)."""
        view = self.view
        trump = view.trump
        assert trump is not None and trump.suit is not None and view.turn_up is not None
        seven = card_object(Card.of(trump.suit, Rank.SEVEN), trump)
        card = card_object(view.turn_up, trump)
        key, keep = self.key_name("exchange_six"), self.key_name("play")
        return t(message, seven=seven, card=card, key=key, keep=keep)

    def _dix_action(self) -> ExchangeDix | None:
        """The dix exchange among the human's legal actions now, else None."""
        if self.game.current_player != self.human or self.game.is_terminal():
            return None
        return next((a for a in self.view.legal_actions if isinstance(a, ExchangeDix)), None)

    def _announcements(self) -> list[Any]:
        """What the human may declare or announce now with W ([] off their turn)."""
        game = self.game
        if game.is_terminal() or game.current_player != self.human:
            return []
        return [a for a in self.view.legal_actions if isinstance(a, ANNOUNCEMENTS)]

    def _hear(self, card: Card | None, line: str = "") -> None:
        """``card`` was said to the human this turn (Enter plays it), by ``line`` if the turn's."""
        self._heard = card
        self._heard_in = line

    def speech_cut(self, waiting: Sequence[str]) -> None:
        """Before a key is handled: ``waiting`` are the texts speech has not begun to say. If
        the turn's announcement, which named the focused card, is among them, the key would
        cut it off unheard: the card counts as not heard, so Enter says it before it plays it
        (docs/playing.md: no card is played that the player has not heard on this turn)."""
        if self._heard_in and self._heard_in in waiting:
            self._hear(None)

    def _spoken_key(self, command: str) -> str:
        """A command's key as a list names it: the app's short names, else the keymap's."""
        key_for = getattr(self.out, "key_for", None)  # the active keymap's key names
        return key_for(command) if key_for is not None else self.key_name(command)

    def _choice_current(self) -> str:
        """The open list and the item the player is on: "Choose trump: Hearts, 1 of 5"."""
        assert self.choice is not None
        return t("table-choice-current", title=self.choice.title, item=self._choice_item())

    def _open_choice(self, choice: Choice) -> None:
        """Open a list: its title, its keys and its first item; its items rendered ahead."""
        self.choice = choice
        self._say(self._choice_opening(choice))  # the player's key opened it: at once
        self._prepare([self._choice_item(index) for index in range(len(choice.labels))])

    def _choice_opening(self, choice: Choice) -> str:
        """What opening ``choice`` says: its title, its keys, its first item; in Contrée's bid list
        also the keys of values and suits, and End for Double where the contract may be doubled."""
        keys = {name: self._spoken_key(command) for name, command in _LIST_KEYS}
        item = self._choice_item()
        if not self._contract_list():
            del keys["left"], keys["right"]
            return t("table-choice-open", title=choice.title, item=item, **keys)
        told = self._bid_keys_told.copy()
        self._bid_keys_told.add("keys")
        if any(isinstance(action, Double) for action in choice.actions):
            end = self._spoken_key("last_card")
            double = "table-family-double-at-end"
            if "double" in told:
                double = "table-family-double-at-end-short"
            self._bid_keys_told.add("double")
            item = f"{t(double, key=end)} {item}"
        if "keys" in told:  # the keys were said at the first opening: the title and the item
            return t("table-family-contract-open-short", title=choice.title, item=item)
        return t("table-family-contract-open", title=choice.title, item=item, **keys)

    def _contract_list(self) -> bool:
        """True while Contrée's bid list is open (Up and Down step the contract values)."""
        choice = self.choice
        return choice is not None and any(isinstance(a, Bid) for a in choice.actions)

    def _open_announce_choice(self) -> None:
        """W: the Weis list then "No Weis", or the announcements then "Nothing now"."""
        actions: list[Any] = self._announcements()
        labels = [self._announce_label(action) for action in actions]
        weis = isinstance(actions[0], DeclareWeis)
        title = weis_choice_title() if weis else t("table-family-announce-title")
        nothing = no_weis() if weis else t("table-family-announce-nothing")
        kind = "weis" if weis else "announce"
        self._open_choice(Choice(title, [*labels, nothing], [*actions, None], kind=kind))

    def _announce_label(self, action: Any) -> str:
        if isinstance(action, DeclareWeis):
            return weis_label(action.melds)
        if isinstance(action, ClaimRoem):
            claim = self.game.roem_claim
            return t("table-family-announce-claim", points=claim.points if claim else 0)
        if isinstance(action, AnnounceMelds):
            return weis_label(announced_melds(action, self.view))
        if isinstance(action, SayBelote):
            if self.game.variant.belote_word == "bela":
                return t("kj-announce-bela")
            return t("table-family-announce-belote")
        if isinstance(action, DeclareMeld):
            melds = announced_melds(action, self.view)
            counter = getattr(self.view, "pending_meld", None) is not None
            said = join(describe_meld(meld) for meld in melds)
            points = sum(meld.points for meld in melds)
            return t("kj-announce-declare", meld=said, points=points, counter=counter)
        if isinstance(action, SayMarriage):
            return t("kj-announce-marriage")
        return t("table-family-announce-nothing")

    def _open_trump_choice(self, view: Any) -> None:
        """T: the trump list (each mode's multiplier in Schieber; Schieben); in a game that bids,
        the bid list (:func:`bid_label`, titled by :func:`bid_list_title`)."""
        bidding = getattr(self.game, "bidding", None)
        if bidding is not None:
            turned = view.turn_up.suit if view.turn_up is not None else None
            bids = list(view.legal_actions)
            said = [bid_label(action, turned=turned) for action in bids]
            title = bid_list_title(bidding, self.narrator)
            self._open_choice(Choice(title, said, bids, kind="bid"))
            return
        labels: list[str] = []
        actions: list[Action] = []
        rules = self.game.variant
        counts = {mode: rules.multiplier(mode) for mode in rules.trump_modes}
        for action in view.legal_actions:
            if isinstance(action, ChooseTrump):
                label = capitalized(mode_name(action.mode))
                if set(counts.values()) != {1}:  # Schieber: each mode's multiplier
                    label = t("table-trump-counts", mode=label, factor=counts.get(action.mode, 1))
                labels.append(label)
            elif isinstance(action, Schieben):
                labels.append(t("table-schieben-item"))
            else:
                continue
            actions.append(action)
        title = t("table-trump-passed-title" if view.schoben else "table-trump-title")
        self._open_choice(Choice(title, labels, actions))

    def _choice_item(self, index: int | None = None) -> str:
        assert self.choice is not None
        if index is None:
            index = self.choice.index
        text = self.choice.labels[index]
        if self.narrator.verbosity == FULL:
            count = len(self.choice.labels)
            text = t("table-choice-item", item=text, position=index + 1, count=count)
        return text

    # -- commands ------------------------------------------------------------------------------

    def help_meanings(self) -> dict[str, str]:
        """What F1 says the table's keys do now where it differs from the keymap's words
        (command → meaning): Enter deals the next deal between deals, keeps the six (or the 7
        of trumps), opens the trump list (or the bid list). In the 32-card games A bids or
        tells the contract and W tells or announces the melds; G makes the dix and C also
        tells the stock where the game has them."""
        game = self.game
        variant = game.variant
        meanings: dict[str, str] = {}
        if self.deck32:
            melds, announce, _ = self._melds_words()
            kind = self._extras_kind()
            meanings["trump"] = t("table-family-help-trump", choose=names_trump(variant.name))
            meanings["melds"] = t(announce if self._announcements() else melds, kind=kind)
        mine = game.current_player == self.human
        if self.awaiting_continue():
            meanings["play"] = t("menu-help-next-deal")
        elif mine and game.phase is Phase.SIX:
            dix = self._dix_action() is not None
            meanings["play"] = t("kj-help-keep" if dix else "menu-help-keep-six")
        elif mine and game.phase is Phase.TRUMP and getattr(game, "bidding", None) is not None:
            meanings["play"] = t("table-family-help-open", choose=names_trump(variant.name))
        elif mine and game.phase is Phase.TRUMP:
            meanings["play"] = t("menu-help-open-trump")
        if variant.has_dix:
            meanings["exchange_six"] = t("kj-help-dix")
        if variant.has_stock:
            meanings["table_cards"] = t("kj-help-table")
        if self.deck32 and not variant.bidding:
            meanings["trump"] = t("kj-help-trump-1821")
        return {**meanings, **self.review_meanings()}

    def _melds_words(self) -> tuple[str, str, str]:
        """W's words in a 32-card game (message ids): of this deal, of an announcement, of the last
        deal after the game; the 1821 game's, Klaberjass's (a stock dealt) or the others'."""
        if not self.game.variant.bidding:
            return "kj-help-melds-1821", "kj-help-announce-1821", "kj-over-melds-1821"
        if isinstance(self.game.rules.deal, StockDeal):
            return "kj-help-melds", "kj-help-announce", "kj-over-melds"
        return "table-family-help-melds", "table-family-help-announce", "table-family-over-melds"

    def _extras_kind(self) -> str:
        """What W tells in a 32-card partnership game: "roem" (Klaverjas) or "melds"."""
        return "roem" if self.game.rules.scoring.roem else "melds"

    def list_meanings(self) -> dict[str, str]:
        """What F1 says the keys do in the open list where they differ from any list's:
        Up and Down in Contrée's bid list."""
        if not self._contract_list():
            return {}
        return {
            "previous_suit": t("table-family-help-lower-value"),
            "next_suit": t("table-family-help-higher-value"),
        }

    def finished_meanings(self) -> dict[str, str]:
        """What F1 on the game-over screen says a key tells where it differs from the Swiss
        games' words: a 32-card game's words for the last deal's melds."""
        if not self.deck32:
            return {}
        return {"melds": t(self._melds_words()[2], kind=self._extras_kind())}

    def help_commands(self) -> list[str]:
        """The table commands that do something useful right now (for F1)."""
        game = self.game
        view = self.view
        commands: list[str] = []
        mine = game.current_player == self.human
        if self.review_at is not None:  # the review is open as a list: its keys
            return ["deal_review", *_REVIEW_MOVES]
        if self.choice is not None:
            # a list is open: the keys move in it (F1 says so: app.LIST_MEANINGS)
            commands += ["play", "previous_suit", "next_suit", "previous_card", "next_card"]
            commands += ["first_card", "last_card", "trump"]
        elif self.awaiting_continue() or (mine and game.phase is Phase.PLAY):
            commands.append("play")
        if view.hand:
            commands += ["previous_card", "next_card", "previous_suit", "next_suit", "hand"]
            commands += ["first_card", "last_card"]
        if mine and any(isinstance(a, TakeKitty) for a in view.legal_actions):
            commands.append("take_kitty")
        if mine and game.phase is Phase.SIX:
            commands[:0] = ["exchange_six", "play"]  # G exchanges, Enter keeps
        elif self._dix_action() is not None:
            commands[:0] = ["exchange_six"]  # the 1821 dix at the lead
        if mine and game.phase is Phase.TRUMP:
            commands[:0] = ["trump"] if self.choice is not None else ["trump", "play"]
        commands += ["table_cards", "trump", "led_suit", "turn", "scores", "deal_scores"]
        commands += ["last_trick", "points"]
        if self.deck32 or game.variant.has_weis or game.variant.has_stoeck:
            commands.append("melds")
        commands += self.advice_commands()
        return list(dict.fromkeys(commands))

    def advice_commands(self) -> list[str]:
        """The hint key on the human's turn (hints on), the review once a deal finished."""
        commands = []
        if self.hints and self.game.current_player == self.human and not self.finished:
            commands.append("hint")
        if self.advisor.reviewed is not None:
            commands.append("deal_review")
        return commands

    def command(self, command: str) -> None:
        """Carry out a table command; every command answers with speech or a cue."""
        if self.confirm_leave:
            leave, stay = self.key_name("play"), self.key_name("back")
            self.out.say(t("table-leave-keys", leave=leave, stay=stay), interrupt=True)
            return
        if self.review_key(command):
            return
        handler = getattr(self, f"_cmd_{command}", None)
        if handler is None:
            help_key = self.key_name("help")
            self.out.say(t("table-key-does-nothing", key=help_key), interrupt=True)
            return
        self._previous_command, self._last_command = self._last_command, command
        handler()

    def _say(self, text: str) -> None:
        self.out.say(text, interrupt=True)

    def _cmd_play(self) -> None:
        game = self.game
        if self.finished or game.is_terminal():
            self._say(t("table-game-over"))
            return
        if self.awaiting_continue():
            self._apply(game.chance_outcome())
            return
        if self.choice is not None and game.current_player == self.human:
            action = self.choice.actions[self.choice.index]
            kind = self.choice.kind
            self.choice = None
            if action is None:
                self._no_weis(kind)
                return
            self._apply(action)
            return
        if game.current_player != self.human:
            self._say(self.narrator.turn(self.view))
            return
        if game.phase is Phase.SIX:  # Enter keeps the six of trump, or the 7 of trumps
            self._apply(KeepSix() if self._dix_action() is None else KeepDix())
            return
        if game.phase is Phase.TRUMP:
            self._open_trump_choice(self.view)
            return
        hand = self._hand()
        if not hand:
            self._say(t("narr-hand-empty"))
            return
        card = hand[self.focus]
        if card != self._heard:
            # never a card the player has not heard on this turn: say it, Enter again plays it
            self._hear(card)
            playable = card in game.legal_cards()
            self.out.cue(Cue.FOCUS if playable else Cue.BLOCKED, self.human)
            key, place = self.key_name("play"), self.focus + 1
            line = unheard_card(
                self.narrator, card, playable, place, len(hand), key, trump=game.trump
            )
            self._say(line)
            return
        if self._melds_forgone(card):
            self.out.say(t("table-family-melds-not-announced"))
        self._apply(PlayCard(card))

    def _melds_forgone(self, card: Card) -> bool:
        """Playing ``card`` gives up the melds the human could still announce (manual
        announcements), without "Nothing now" chosen for them on this turn."""
        game = self.game
        if self._nothing_at == len(game.history) or card not in game.legal_cards():
            return False
        return any(isinstance(action, AnnounceMelds) for action in self._announcements())

    def _no_weis(self, kind: str) -> None:
        """ "No Weis" or "Nothing now" chosen (``kind``): nothing declared; the card to play is said
        again, so Enter plays a card just heard."""
        weis = kind == "weis"
        self._nothing_at = len(self.game.history)
        hand = self._hand()
        if not hand:
            self._say(t("table-no-weis" if weis else "table-family-announce-nothing"))
            return
        card = hand[self.focus]
        self._hear(card)
        message = "table-no-weis-play" if weis else "table-family-announce-none"
        said = card_object(card, self.view.trump)
        self._say(t(message, key=self.key_name("play"), card=said))

    def _move_focus(self, index: int) -> None:
        if self.choice is not None:
            count = len(self.choice.labels)
            self.choice.index = index % count
            self.out.cue(Cue.MENU)
            self._say(self._choice_item())
            return
        hand = self._hand()
        if not hand:
            self._say(t("narr-hand-empty"))
            return
        self.focus = max(0, min(index, len(hand) - 1))
        card = hand[self.focus]
        playable: bool | None = None
        game = self.game
        if game.current_player == self.human and game.phase is Phase.PLAY:
            playable = card in game.legal_cards()
            self._hear(card)
        self.out.cue(Cue.BLOCKED if playable is False else Cue.FOCUS, self.human)
        self._say(self.narrator.focus(card, playable, self.focus + 1, len(hand), game.trump))

    def _cmd_previous_card(self) -> None:
        self._step_card(-1, self.focus > 0, "table-edge-first")

    def _cmd_next_card(self) -> None:
        self._step_card(1, self.focus < len(self._hand()) - 1, "table-edge-last")

    def _step_card(self, direction: int, inside: bool, edge: str) -> None:
        """Left and Right: the item or card beside; at an end of the hand, the card again
        and ``edge`` ("That is your first card.")."""
        if self.choice is not None:
            self._move_focus(self.choice.index + direction)
        elif inside:
            self._move_focus(self.focus + direction)
        elif not self._hand():
            self._say(t("narr-hand-empty"))
        else:
            self._move_focus(self.focus)
            self.out.say(t(edge))

    def _suit_start(self, direction: int) -> None:
        """Up and Down: the previous or next suit of the hand; in a list the previous or next
        item, in Contrée's bid list the previous or next contract value (80, 90 … capot)."""
        choice = self.choice
        if choice is not None and self._contract_list():

            def value(index: int) -> object:
                action = choice.actions[index]
                return action.value if isinstance(action, Bid) else type(action).__name__

            count = len(choice.labels)
            starts = [i for i in range(count) if i == 0 or value(i) != value(i - 1)]
            group = max(i for i, first in enumerate(starts) if first <= choice.index)
            self._move_focus(starts[(group + direction) % len(starts)])
            return
        if choice is not None:
            self._move_focus(choice.index + direction)
            return
        hand = self._hand()
        if not hand:
            self._say(t("narr-hand-empty"))
            return
        suits = list(dict.fromkeys(card.suit for card in hand))
        current = hand[self.focus].suit
        position = suits.index(current) + direction
        if not 0 <= position < len(suits):
            self._move_focus(self.focus)
            self.out.say(t("table-edge-suits"))
            return
        target = suits[position]
        self._move_focus(next(i for i, card in enumerate(hand) if card.suit == target))

    def _cmd_previous_suit(self) -> None:
        self._suit_start(-1)

    def _cmd_next_suit(self) -> None:
        self._suit_start(1)

    def _cmd_first_card(self) -> None:
        self._move_focus(0)

    def _cmd_last_card(self) -> None:
        self._move_focus(len(self.choice.labels) - 1 if self.choice else len(self._hand()) - 1)

    def _cmd_hand(self) -> None:
        self._say(self.narrator.hand(self.view))

    def _cmd_table_cards(self) -> None:
        facts = self._finished_facts()
        if facts is not None:
            answer = t("table-empty-after-deal", last=self.narrator.last_trick(facts))
            self._say(after_deal(self.narrator, facts, answer))
            return
        self._say(self.narrator.table_cards(self.view))

    def _cmd_trump(self) -> None:
        game = self.game
        if game.phase is Phase.TRUMP and game.current_player == self.human:
            if self.choice is None:
                self._open_trump_choice(self.view)
            else:
                self._say(self._choice_current())
            return
        facts = self._finished_facts()
        if facts is None:
            again = self._previous_command == "trump"  # a second A in a row: the bids too
            self._say(self.narrator.trump(self.view, bids=True, again=again))
            return
        trump = self.narrator.trump(facts, past=True)
        self._say(after_deal(self.narrator, facts, trump))

    def _cmd_led_suit(self) -> None:
        if self._finished_facts() is not None:  # no trick in play: what C says of the deal
            self._cmd_table_cards()
            return
        self._say(self.narrator.led_suit(self.view))

    def _cmd_take_kitty(self) -> None:
        game = self.game
        if self.deck32:
            self._refuse_plain("table-family-no-kitty")
            return
        if game.current_player != self.human:
            if not game.variant.has_kitty:
                self._refuse(IllegalActionError("no kitty", "no_kitty"))
            elif self.awaiting_continue():
                self._say(self.next_deal_line())
            else:
                self._say(self.narrator.turn(self.view))
            return
        self._apply(TakeKitty())

    def _cmd_exchange_six(self) -> None:
        """G: the six of trump or the dix exchange, when the human may make it; else why not."""
        game = self.game
        action = self._dix_action()
        if action is not None:
            self._apply(action)
            return
        if not self.deck32:
            if game.phase is Phase.SIX and game.current_player == self.human:
                self._apply(ExchangeSix())
                return
            self._refuse(IllegalActionError("no six", "no_six"))
            return
        variant = game.variant
        if not variant.has_dix and isinstance(game.rules.deal, StockDeal):
            self.out.cue(Cue.ILLEGAL, self.human)  # Klaberjass for four has no dix
            self._say(t("kj-no-dix", why="none"))
            return
        if not variant.has_dix:
            self._refuse_plain("table-family-no-six")
            return
        self.out.cue(Cue.ILLEGAL, self.human)
        view = self.view
        trump = view.trump
        at_lead = not variant.bidding  # the 1821 game: at the lead while the stock lasts
        if view.phase is Phase.TRUMP:
            why = "early"
        elif trump is None or trump.suit is None or view.phase is not Phase.PLAY:
            # between deals: when the dix may be made
            why = "not-trump" if view.phase is Phase.PLAY else "lead" if at_lead else "late"
        elif Card.of(trump.suit, Rank.SEVEN) not in view.hand:
            why = "no-seven"
        elif at_lead:
            why = "lead"
        elif view.turn_up is not None and view.turn_up.suit != trump.suit:
            why = "not-trump"
        else:
            why = "late"
        self._say(t("kj-no-dix", why=why))

    def _refuse_plain(self, message: str) -> None:
        self.out.cue(Cue.ILLEGAL, self.human)
        self._say(t(message, variant=variant_title(self.game.variant)))

    def _refuse(self, error: IllegalActionError) -> None:
        self.out.cue(Cue.ILLEGAL, self.human)
        self._say(self.narrator.refusal(error))

    def _cmd_turn(self) -> None:
        if self.awaiting_continue():
            self._say(self.next_deal_line())
            return
        view = self.view
        if view.phase is Phase.PLAY and view.current_player is None:
            # forehand waits while another seat decides on the six of trump: say nothing of it
            self._say(t("table-waiting-for-play"))
            return
        self._say(self.narrator.turn(view))

    def _cmd_scores(self) -> None:
        self._say(self.narrator.scores(self.view))

    def _cmd_deal_scores(self) -> None:
        settled = getattr(self.game, "settlements", ())  # the family's outcome of each deal
        self._say(self.narrator.deal_scores(self.view, settled=settled))

    def _cmd_last_trick(self) -> None:
        self._say(self._about_facts(self.narrator.last_trick))

    def _cmd_points(self) -> None:
        self._say(self._about_facts(self.narrator.points))

    def _cmd_melds(self) -> None:
        """W: the list of Weis or announcements to make now; else the deal's melds."""
        if self._announcements():
            if self.choice is None:
                self._open_announce_choice()
            else:
                self._say(self._choice_current())
            return
        self._say(self._about_facts(self.narrator.melds))

    def _about_facts(self, answer: Callable[[Observation], str]) -> str:
        """An answer from the view now, or about the deal just finished between deals."""
        facts = self._finished_facts()
        if facts is None:
            return answer(self.view)
        return after_deal(self.narrator, facts, answer(facts))

    # -- leaving -------------------------------------------------------------------------------

    def where_now(self) -> str:
        """What the player is asked or may do now, said on coming back to the table (from
        the rules reader): the leave question while it is open, the open list with its item,
        the next deal between deals, else whose turn it is."""
        if self.confirm_leave:
            return self._leave_question()
        if self.choice is not None:
            return self._choice_current()
        if self.awaiting_continue():
            return self.next_deal_line()
        return self.narrator.turn(self.view)

    def back(self) -> bool:
        """Escape: close the trump list, or ask to leave. Returns True when the game should
        be left (Escape pressed... then Enter confirmed is handled by :meth:`confirm`)."""
        if self.review_at is not None:
            self.review_at = None
            self._say(t("hint-review-closed"))
            return False
        if self.choice is not None:
            kind = self.choice.kind
            message, command = _CLOSED[kind]
            self.choice = None
            choose = names_trump(self.game.variant.name) if kind == "bid" else None
            self._say(t(message, key=self.key_name(command), choose=choose))
            return False
        if self.finished or self.game.is_terminal():
            return True
        if self.confirm_leave:
            self.confirm_leave = False
            self._say(t("table-back-to-game"))
            return False
        self.confirm_leave = True
        self._say(self._leave_question())
        return False

    def _leave_question(self) -> str:
        """ "Leave the game? … Enter leaves; Escape stays." (the active keymap's keys)."""
        leave, stay = self.key_name("play"), self.key_name("back")
        return t(self.leave_question, leave=leave, stay=stay)
