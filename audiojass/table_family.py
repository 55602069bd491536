"""The family's games with 32 cards at the table (Klaverjas Amsterdam and Rotterdam, Belote,
Belote Contrée; Klaberjass for 2, 3 and 4; the klaverjas of 1821): the words and keys that
differ from the Swiss games.

Their events and questions are said by :class:`~audiojass.narration.Narrator`, as in every
game. :class:`FamilyTableSession` is a :class:`~audiojass.table.TableSession` whose
trump list is the bid list (A opens the human's legal bids, the arrows move, Enter bids),
whose A says the contract during play, whose W says the deal's roem, melds and Belote or Bela,
whose G makes the dix (Enter keeps the 7 of trumps) and whose C also tells the stock.

Family variants are told apart from the Swiss ones by :func:`is_family` (the variant's name
in :data:`~audiojass.rules.family_variants.FAMILY_VARIANTS`), never by their words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from audiojass.hints import CardContext
from audiojass.i18n import join, t
from audiojass.narration import (
    Narrator,
    bid_label,
    bid_list_title,
    card_object,
    dealt_hand,
    describe_meld,
    names_trump,
    weis_label,
)
from audiojass.rule_options import RuleOption, Value
from audiojass.rules.actions import (
    CardPlayed,
    DealEnded,
    TrickWon,
    TrumpChosen,
)
from audiojass.rules.bidding import (
    Bid,
    BiddingEnded,
    BidMade,
    Double,
    ForehandChoice,
)
from audiojass.rules.cards import Card, Rank, mask_of
from audiojass.rules.family_game import (
    AnnounceMelds,
    BeloteAnnounced,
    ClaimRoem,
    DealSettled,
    DixExchanged,
    DixKept,
    ExchangeDix,
    FamilyGame,
    HandsCompleted,
    KeepDix,
    MeldsAnnounced,
    MeldSpoken,
    MeldsScored,
    NoTrumpsChosen,
    RoemScored,
    SayBelote,
    StockDeal,
    StockDealt,
    new_family_game,
)
from audiojass.rules.family_variants import FAMILY_VARIANTS, FamilyVariant, composed
from audiojass.rules.game import Phase, TrickRecord
from audiojass.rules.klaverjas1821 import (
    CardsDrawn,
    DeclareMeld,
    MarriageScored,
    MeldDeclared,
    PhaseTwoStarted,
    SayMarriage,
    find_melds,
    meld_for_cards,
)
from audiojass.rules.weis import Meld
from audiojass.sound import Cue
from audiojass.table import Choice, TableSession
from audiojass.titles import FAMILY_GROUPS, family_title, is_family

__all__ = [
    "FAMILY_GROUPS",
    "FAMILY_RULE_OPTIONS",
    "FamilyTableSession",
    "family_announcements",
    "family_game_variant",
    "family_title",
    "is_family",
]


def _family_target(values: tuple[int, ...]) -> RuleOption:
    return RuleOption(
        "target",
        values,
        lambda value: t("menu-rule-target", count=value),
        lambda value: t("menu-rule-target-changed", number=str(value)),
    )


def _family_choice(name: str, messages: tuple[str, str], words: dict[Value, str]) -> RuleOption:
    """An option whose values are said by ``messages`` (the menu item, the sentence at the
    start of a game) with ``$value`` one of ``words``' values."""
    item, changed = messages
    return RuleOption(
        name,
        tuple(words),
        lambda value: t(item, value=words[value]),
        lambda value: t(changed, value=words[value]),
    )


_DEALS = RuleOption(
    "deals",
    (16, 12, 8, 0),
    lambda value: t("table-family-rule-deals", count=value),
    lambda value: t("table-family-rule-deals-changed", count=value),
)
_ANNOUNCE = _family_choice(
    "manual_announce",
    ("table-family-rule-announce", "table-family-rule-announce-changed"),
    {False: "no", True: "yes"},
)
_CLAIM = _family_choice(
    "manual_announce",
    ("table-family-rule-claim", "table-family-rule-claim-changed"),
    {False: "no", True: "yes"},
)
"""Klaverjas's form of the option: roem is claimed (it has no melds or Belote)."""
_KLAVERJAS_OPTIONS = (
    _family_target((1500, 1000, 2000, 2500)),
    _DEALS,
    _family_choice(
        "last_trick",
        ("table-family-rule-last-trick", "table-family-rule-last-trick-changed"),
        {10: "ten", 5: "five"},
    ),
    _family_choice(
        "three_of_a_kind",
        ("table-family-rule-three", "table-family-rule-three-changed"),
        {False: "no", True: "yes"},
    ),
    _family_choice(
        "pit",
        ("table-family-rule-pit", "table-family-rule-pit-changed"),
        {"points": "points", "tricks": "tricks"},
    ),
    _CLAIM,
)
_YES_NO: dict[Value, str] = {False: "no", True: "yes"}
_KJ_DEALS = RuleOption(
    "deals",
    (0, 8, 12, 16),
    lambda value: t("table-family-rule-deals", count=value),
    lambda value: t("table-family-rule-deals-changed", count=value),
)
_KJ_TARGET = _family_target((500, 300, 700, 1000))


def _kj_choice(name: str, item: str, changed: str) -> RuleOption:
    """A yes/no option of Klaberjass, said by ``item`` (the menu item) and ``changed`` (the
    sentence at the start of a game)."""
    return _family_choice(name, (item, changed), _YES_NO)


_KJ_SCHMEISS = _kj_choice("schmeiss", "table-kj-rule-schmeiss", "table-kj-rule-schmeiss-changed")
_KJ_BIMAH = _kj_choice("bimah", "table-kj-rule-bimah", "table-kj-rule-bimah-changed")
_KJ_BARE_JASS = _kj_choice(
    "bare_jass", "table-kj-rule-bare-jass", "table-kj-rule-bare-jass-changed"
)
_KJ_ZENSA = _kj_choice("zensa", "table-kj-rule-zensa", "table-kj-rule-zensa-changed")
_KJ_TOURNAMENT = _kj_choice(
    "tournament_deal", "table-kj-rule-tournament", "table-kj-rule-tournament-changed"
)
_KJ_ANNOUNCE = _kj_choice(
    "manual_announce", "table-kj-rule-announce", "table-kj-rule-announce-changed"
)
_KJ_TIE = _family_choice(
    "tie",
    ("table-family-rule-tie", "table-family-rule-tie-changed"),
    {"own": "own", "total": "total", "carry": "carry"},
)
_KLABERJASS_OPTIONS: dict[str, tuple[RuleOption, ...]] = {
    "klaberjass2": (
        _KJ_TARGET,
        _KJ_DEALS,
        _KJ_SCHMEISS,
        _KJ_BIMAH,
        _KJ_BARE_JASS,
        _KJ_ZENSA,
        _KJ_TIE,
        _KJ_ANNOUNCE,
    ),
    "klaberjass3": (_KJ_TARGET, _KJ_DEALS, _KJ_BARE_JASS, _KJ_ZENSA, _KJ_ANNOUNCE),
    "klaberjass4": (
        _KJ_TARGET,
        _KJ_DEALS,
        _KJ_TOURNAMENT,
        _KJ_BARE_JASS,
        _KJ_ZENSA,
        _KJ_TIE,
        _KJ_ANNOUNCE,
    ),
    "klaverjas_1821": (
        _KJ_TARGET,
        _KJ_DEALS,
        _kj_choice(
            "manual_announce", "table-1821-rule-announce", "table-1821-rule-announce-changed"
        ),
    ),
}
"""The options of Klaberjass for 2, 3 and 4 and the klaverjas of 1821 (``docs/rules/family.md``
names), in menu order; offered only for the games the engine has, and of each only the
options its variant has (:meth:`FamilyVariant.options`)."""


def _offered(name: str) -> tuple[RuleOption, ...]:
    """The options of ``name`` that its variant has (none when the engine lacks the game)."""
    variant = FAMILY_VARIANTS.get(name)
    if variant is None:
        return ()
    has = variant.options()
    return tuple(option for option in _KLABERJASS_OPTIONS[name] if option.name in has)


FAMILY_RULE_OPTIONS: dict[str, tuple[RuleOption, ...]] = {
    "klaverjas_amsterdam": (
        *_KLAVERJAS_OPTIONS,
        _family_choice(
            "play_rules",
            ("table-family-rule-play", "table-family-rule-play-changed"),
            {"000": "standard", "002": "beat"},
        ),
    ),
    "klaverjas_rotterdam": _KLAVERJAS_OPTIONS,
    "belote": (
        _family_target((1000, 500, 1500, 2000)),
        _family_choice(
            "second_round_any_suit",
            ("table-family-rule-second-round", "table-family-rule-second-round-changed"),
            {False: "no", True: "yes"},
        ),
        _family_choice(
            "tie",
            ("table-family-rule-tie", "table-family-rule-tie-changed"),
            {"own": "own", "total": "total", "carry": "carry"},
        ),
        _ANNOUNCE,
    ),
    "belote_contree": (
        _family_target((2000, 1000, 1500, 3000)),
        _family_choice(
            "melds",
            ("table-family-rule-melds", "table-family-rule-melds-changed"),
            {False: "no", True: "yes"},
        ),
        _ANNOUNCE,
    ),
    **{name: _offered(name) for name in _KLABERJASS_OPTIONS if name in FAMILY_VARIANTS},
}
"""Family variant name → the options offered in Options → Game rules, in menu order (every
option of :meth:`FamilyVariant.options`), as :data:`audiojass.rule_options.RULE_OPTIONS`."""


def family_game_variant(name: str, chosen: dict[str, Any] | None) -> FamilyVariant:
    """The family variant with the player's options (``chosen``: option → value as stored in
    the settings). Raises ValueError for an unknown option or a bad value."""
    rules = FAMILY_VARIANTS[name]
    return rules.with_options(**chosen) if chosen else rules


def family_announcements(rules: FamilyVariant) -> list[str]:
    """The sentences said at the start of a family game for each option that is not the
    default, in menu order ("Playing to 1000.", "Pit: all 8 tricks.")."""
    default = FAMILY_VARIANTS[rules.name]
    return [
        option.changed(getattr(rules, option.name))
        for option in FAMILY_RULE_OPTIONS.get(rules.name, ())
        if getattr(rules, option.name) != getattr(default, option.name)
    ]


def _melds_words(rules: FamilyVariant) -> tuple[str, str, str]:
    """W's words in a family game, as message ids: what it tells of this deal, what it
    announces (manual announcements), what it tells of the last deal after the game. The
    1821 game has marriages, Klaberjass Bela, Klaverjas roem and Belote melds and Belote
    (those two told apart by :func:`_extras_kind`)."""
    if rules.name == "klaverjas_1821":
        return "kj-help-melds-1821", "kj-help-announce-1821", "kj-over-melds-1821"
    if isinstance(composed(rules).deal, StockDeal):  # Klaberjass
        return "kj-help-melds", "kj-help-announce", "kj-over-melds"
    return "table-family-help-melds", "table-family-help-announce", "table-family-over-melds"


def _announced_melds(action: AnnounceMelds | DeclareMeld, view: Any) -> list[Meld]:
    """The melds an announcement declares, found in the hand of ``view``, where it was
    offered: the game's own melds chosen before the first card (Belote's, Klaberjass's), or
    the 1821 game's declaration."""
    hand = mask_of(view.hand)
    if isinstance(action, AnnounceMelds):
        chosen = set(action.melds)
        return [meld for meld in view.variant.find_melds(hand) if meld.cards in chosen]
    meld = meld_for_cards(find_melds(hand), action.cards)
    return [meld] if meld is not None else []


def _extras_kind(name: str) -> str:
    """What W tells in a partnership game of the family: "roem" (Klaverjas) or "melds"
    (Belote and Contrée: melds and Belote)."""
    return "roem" if name.startswith("klaverjas") else "melds"


class FamilyTableSession(TableSession):
    """A family game at the table (the same keys as the Swiss games): A opens the bid list
    during the bidding and says the contract during play; T names who bids; W says the
    deal's roem, melds and Belote; the Swiss-only keys (H, G) say that the game has none."""

    game: FamilyGame  # type: ignore[assignment]
    family = True

    def __init__(self, game: FamilyGame, *args: Any, **kwargs: Any) -> None:
        super().__init__(game, *args, **kwargs)  # type: ignore[arg-type]
        self.narrator = Narrator(
            game.variant,
            self.human,
            self.narrator.verbosity,
            self.narrator.trump_first,
            award_of=lambda: self.game.meld_award,
            trump_of=lambda: self.game.trump,
            keys_of=lambda: self.game.rules.win_keys[self.game.mode],
        )

    # -- views ----------------------------------------------------------------------------------

    def _narrate(self, events: Sequence[Any], before: Any) -> None:
        super()._narrate(events, before)
        for event in events:
            if isinstance(event, HandsCompleted | StockDealt):
                self.focus = 0
                view = self.view
                held = set(getattr(before, "hand", ()) or ())
                new = [card for card in self._hand() if card not in held]
                if held and new:  # the cards the completion brought, before the whole hand
                    trump = getattr(view, "trump", None)
                    cards = join(card_object(card, trump) for card in new)
                    self.out.say(t("table-family-new-cards", cards=cards))
                self.out.say(dealt_hand(self.narrator, view, self._hand()))

    def _replay(self) -> Any:
        game = self.game
        return new_family_game(game.variant, seed=game.seed, first_dealer=game.first_dealer)

    def _finished_view(self, before: Any, events: Sequence[Any]) -> Any:
        """The human's view of a deal as its last card fell, with the last trick, roem,
        Belote and melds added and the scores after it."""
        now = self.view
        tricks = list(before.tricks)
        trick = list(before.trick)
        roem = list(before.roem)
        roem_scored = list(before.roem_scored)
        belote = list(before.belote)
        belote_cards = list(before.belote_cards)
        melds_shown, meld_team = before.melds_shown, before.meld_team
        taken = before.points_taken
        bids = list(before.bids)
        for event in events:
            if isinstance(event, BidMade):  # the pass that threw the deal in
                bids.append((event.seat, event.bid))
            elif isinstance(event, CardPlayed):
                trick.append(event.card)
            elif isinstance(event, TrickWon):
                tricks.append(TrickRecord(event.leader, event.cards, event.seat, event.points))
                trick = []
            elif isinstance(event, RoemScored):
                roem[event.team] += event.points
                roem_scored.extend((event.seat, item) for item in event.roem)
            elif isinstance(event, BeloteAnnounced):
                belote[event.seat % len(belote)] += event.points  # the seat's side
                belote_cards.append((event.seat, event.card))
            elif isinstance(event, MeldsScored):
                melds_shown, meld_team = event.melds, event.team
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
            roem=tuple(roem),
            roem_scored=tuple(roem_scored),
            belote=tuple(belote),
            belote_cards=tuple(belote_cards),
            melds_shown=tuple(melds_shown),
            meld_team=meld_team,
            bids=tuple(bids),
            scores=now.scores,
            deal_history=now.deal_history,
            legal_actions=(),
        )

    def _cue_seat(self, event: Any) -> int | None:
        """The seat a cue comes from: the bidding's from the seat that took the contract or
        named trump, the melds' from the first seat that shows one; others as in the Swiss
        games."""
        if isinstance(event, BiddingEnded):
            return event.result.declarer
        if isinstance(event, MeldsScored):
            return event.melds[0][0] if event.melds else None
        return super()._cue_seat(event)

    def _cue_for(self, event: Any) -> Cue | None:
        if isinstance(event, DealEnded):  # no Putz or apple here: the settlement is spoken
            return None
        if isinstance(event, BidMade):
            return Cue.BID
        if isinstance(event, BiddingEnded):
            return Cue.TRUMP if event.result.declarer is not None else None
        if isinstance(event, RoemScored | BeloteAnnounced | MeldsScored | MeldsAnnounced):
            return Cue.ROEM
        if isinstance(event, HandsCompleted | StockDealt):
            return Cue.DEAL
        if isinstance(event, DixExchanged):
            return Cue.SIX
        if isinstance(event, MeldSpoken):  # one bell for the claim, the talk is speech
            return Cue.ROEM if event.kind == "declare" else None
        if isinstance(event, MeldDeclared | MarriageScored):
            return Cue.ROEM
        if isinstance(event, CardsDrawn):
            return Cue.DEAL if event.seat == self.human else None
        if isinstance(event, DixKept):  # the human's Enter (only its seat learns of it)
            return Cue.SELECT if event.seat == self.human else None
        if isinstance(event, NoTrumpsChosen | PhaseTwoStarted):
            return None
        if isinstance(event, TrumpChosen | DealSettled):
            return None
        return super()._cue_for(event)

    # -- the bid list ---------------------------------------------------------------------------

    def _prompt_human(self) -> None:
        """Tell the human when it becomes their turn (once per decision): the bid with the
        key that opens the bid list, or the card to play."""
        game = self.game
        if game.current_player != self.human or game.is_terminal():
            return
        key = (game.deal_number, len(game.tricks), game.phase, len(game.history))
        if self._prompted_for == key:
            return
        self._prompted_for = key
        self.out.cue(Cue.TURN, self.human)
        if game.phase is Phase.TRUMP:
            choose = isinstance(game.bidding, ForehandChoice)
            self.out.say(t("table-family-bid-prompt", key=self.key_name("trump"), choose=choose))
        elif game.phase is Phase.SIX:
            self.out.say(self._dix_offer("kj-dix-choice"))
        elif game.phase is Phase.PLAY:
            self._announce_turn(self.view)

    def _dix_offer(self, message: str) -> str:
        """The dix offered: "You may exchange the seven of hearts for the jack of hearts: G
        exchanges it, Enter keeps it." (``message``: kj-dix-choice, or kj-dix-hint when a card
        is played instead)."""
        view = self.view
        trump = view.trump
        assert trump is not None and trump.suit is not None and view.turn_up is not None
        seven = card_object(Card.of(trump.suit, Rank.SEVEN), trump)
        return t(
            message,
            seven=seven,
            card=card_object(view.turn_up, trump),
            key=self.key_name("exchange_six"),
            keep=self.key_name("play"),
        )

    def _dix_action(self) -> Any:
        """The dix exchange among the human's legal actions now (Klaberjass's decision, the
        1821 swap at the lead), else None."""
        if self.game.current_player != self.human or self.game.is_terminal():
            return None
        return next(
            (a for a in self.view.legal_actions if isinstance(a, ExchangeDix)),
            None,
        )

    def _cmd_play(self) -> None:
        """Enter: during the dix decision keeps the 7 of trumps; else as ever."""
        game = self.game
        if (
            self.choice is None
            and game.phase is Phase.SIX
            and game.current_player == self.human
            and not game.is_terminal()
        ):
            self._apply(KeepDix())
            return
        super()._cmd_play()

    def _open_trump_choice(self, view: Any) -> None:
        """A during the human's bid: the bid list (the human's legal bids, as
        :func:`bid_label` names them) titled by :func:`bid_list_title`."""
        bidding = self.game.bidding
        assert bidding is not None
        turned = view.turn_up.suit if view.turn_up is not None else None
        actions = list(view.legal_actions)
        labels = [bid_label(action, turned=turned) for action in actions]
        title = bid_list_title(bidding, self.narrator)
        self._open_choice(Choice(title, labels, actions, kind="bid"))

    def _contract_list(self) -> bool:
        """True while Contrée's bid list is open (Up and Down step through the contract
        values, Left and Right through the items)."""
        choice = self.choice
        return choice is not None and any(isinstance(a, Bid) for a in choice.actions)

    def _choice_opening(self, choice: Choice) -> str:
        """As any list's; Contrée's bid list also says that Up and Down change the contract
        value and Left and Right the suit, and where the standing contract may be doubled,
        that End goes to Double (the last of some 40 items)."""
        if not self._contract_list():
            return super()._choice_opening(choice)
        up, down, enter = self._list_keys()
        left, right = (self._spoken_key(command) for command in ("previous_card", "next_card"))
        item = self._choice_item()
        if any(isinstance(action, Double) for action in choice.actions):
            end = self._spoken_key("last_card")
            item = f"{t('table-family-double-at-end', key=end)} {item}"
        return t(
            "table-family-contract-open",
            title=choice.title,
            up=up,
            down=down,
            left=left,
            right=right,
            enter=enter,
            item=item,
        )

    def list_meanings(self) -> dict[str, str]:
        """What F1 says the keys do in the open list where they differ from any list's:
        Up and Down in Contrée's bid list."""
        if not self._contract_list():
            return {}
        return {
            "previous_suit": t("table-family-help-lower-value"),
            "next_suit": t("table-family-help-higher-value"),
        }

    def _suit_start(self, direction: int) -> None:
        """Up and Down: in Contrée's bid list, the next or previous contract value (80, 90
        … capot); elsewhere as the Swiss games."""
        choice = self.choice
        if choice is None or not self._contract_list():
            super()._suit_start(direction)
            return

        def value(index: int) -> object:
            action = choice.actions[index]
            return action.value if isinstance(action, Bid) else type(action).__name__

        count = len(choice.labels)
        starts = [i for i in range(count) if i == 0 or value(i) != value(i - 1)]
        group = max(i for i, first in enumerate(starts) if first <= choice.index)
        self._move_focus(starts[(group + direction) % len(starts)])

    def back(self) -> bool:
        """Escape: close the bid list (A opens it again), or as the Swiss games."""
        if self.choice is not None and self.choice.kind == "bid":
            self.choice = None
            choose = names_trump(self.game.variant.name)
            self._say(t("table-family-bids-closed", key=self.key_name("trump"), choose=choose))
            return False
        if self.choice is not None and self.choice.kind == "announce":
            self.choice = None
            self._say(t("table-family-announce-closed", key=self.key_name("melds")))
            return False
        return super().back()

    # -- keys the family has no use for ---------------------------------------------------------

    def _cmd_take_kitty(self) -> None:
        self._refuse_plain("table-family-no-kitty")

    def _cmd_exchange_six(self) -> None:
        """G: the dix (the 7 of trumps for the turned-up card) when the human may make it;
        else why not."""
        action = self._dix_action()
        if action is not None:
            self._apply(action)
            return
        name = self.game.variant.name
        if not self.game.variant.has_dix and isinstance(
            composed(self.game.variant).deal, StockDeal
        ):
            self.out.cue(Cue.ILLEGAL, self.human)  # Klaberjass for four has no dix
            self._say(t("kj-no-dix", why="none"))
            return
        if not self.game.variant.has_dix:
            self._refuse_plain("table-family-no-six")
            return
        self.out.cue(Cue.ILLEGAL, self.human)
        view = self.view
        trump = view.trump
        why = "none"
        if view.phase is Phase.TRUMP:
            why = "early"
        elif trump is None or trump.suit is None or view.phase is not Phase.PLAY:
            if view.phase is Phase.PLAY:
                why = "not-trump"
            else:  # between deals: when the dix may be made
                why = "lead" if name == "klaverjas_1821" else "late"
        elif Card.of(trump.suit, Rank.SEVEN) not in view.hand:
            why = "no-seven"
        elif name == "klaverjas_1821":
            why = "lead"
        elif view.turn_up is not None and view.turn_up.suit != trump.suit:
            why = "not-trump"
        else:
            why = "late"
        self._say(t("kj-no-dix", why=why))

    def _refuse_plain(self, message: str) -> None:
        self.out.cue(Cue.ILLEGAL, self.human)
        self._say(t(message, variant=family_title(self.game.variant.name)))

    def _cmd_melds(self) -> None:
        """W: with announcements to make now (option ``manual_announce``), the announcement
        list (or the item it is on); else the deal's roem, melds and Belote."""
        if self._announcements():
            if self.choice is None:
                self._open_announce_choice()
            else:
                self._say(self._choice_current())
            return
        self._say(self._about_facts(self.narrator.melds))

    # -- announcing by hand (option manual_announce) --------------------------------------------

    def _announcements(self) -> list[Any]:
        """The announcements the human may make now ([] when it is not their turn)."""
        game = self.game
        if game.is_terminal() or game.current_player != self.human:
            return []
        return list(game.announce_actions())

    def _open_announce_choice(self) -> None:
        """The list of the human's announcements: the roem claim, each selection of melds,
        Belote, then "Nothing now" (playing a card announces nothing)."""
        actions: list[Any] = [*self._announcements(), None]
        labels = [self._announce_label(action) for action in actions]
        title = t("table-family-announce-title")
        self._open_choice(Choice(title, labels, actions, kind="announce"))

    def _announce_label(self, action: Any) -> str:
        if isinstance(action, ClaimRoem):
            claim = self.game.roem_claim
            return t("table-family-announce-claim", points=claim.points if claim else 0)
        if isinstance(action, AnnounceMelds):
            return weis_label(_announced_melds(action, self.view))
        if isinstance(action, SayBelote):
            if self.game.variant.belote_word == "bela":
                return t("kj-announce-bela")
            return t("table-family-announce-belote")
        if isinstance(action, DeclareMeld):
            melds = _announced_melds(action, self.view)
            counter = getattr(self.view, "pending_meld", None) is not None
            said = join(describe_meld(meld) for meld in melds)
            points = sum(meld.points for meld in melds)
            return t("kj-announce-declare", meld=said, points=points, counter=counter)
        if isinstance(action, SayMarriage):
            return t("kj-announce-marriage")
        return t("table-family-announce-nothing")

    def _announce_turn(self, view: Any) -> None:
        """The turn to play as in the Swiss games, then what may be announced now."""
        super()._announce_turn(view)
        offered = (self.game.deal_number, view.turn_up)
        if self._dix_action() is not None and getattr(self, "_dix_hinted", None) != offered:
            self._dix_hinted = offered  # once a deal: the offer stands while it is legal (G)
            self.out.say(self._dix_offer("kj-dix-hint"))
        announcements = self._announcements()
        if announcements and (
            self.game.variant.name.startswith("klaberjass")
            or self.game.variant.name == "klaverjas_1821"
        ):
            first = announcements[0]
            what = "melds" if isinstance(first, AnnounceMelds | DeclareMeld) else "bela"
            if isinstance(first, SayMarriage):
                what = "marriage"
            elif isinstance(first, DeclareMeld) and getattr(view, "pending_meld", None):
                what = "counter"
            self.out.say(t("kj-announce-hint", what=what, key=self.key_name("melds")))
        elif announcements:
            first = announcements[0]
            what = (
                "claim"
                if isinstance(first, ClaimRoem)
                else "melds"
                if isinstance(first, AnnounceMelds)
                else "belote"
            )
            self.out.say(t("table-family-announce-hint", what=what, key=self.key_name("melds")))

    def _apply(self, action: Any) -> bool:
        """As the Swiss games; "Belote" said by the human is confirmed (it has no event: the
        engine says Belote with the card)."""
        human = self.game.current_player == self.human
        applied = super()._apply(action)
        if applied and human and isinstance(action, SayBelote):
            bela = self.game.variant.belote_word == "bela"
            self.out.say(t("kj-bela-will" if bela else "table-family-belote-will"))
        return applied

    def _no_weis(self) -> None:
        """ "Nothing now" chosen in the announcement list: the card to play is said again, so
        Enter plays a card just heard."""
        hand = self._hand()
        if not hand:
            self._say(t("table-family-announce-nothing"))
            return
        card = hand[self.focus]
        self._hear(card)
        self._say(
            t(
                "table-family-announce-none",
                key=self.key_name("play"),
                card=card_object(card, self.view.trump),
            )
        )

    def card_context(self) -> CardContext:
        """The deal's card order and points (the variant's own tables: 32 cards)."""
        game = self.game
        mode = game.mode
        keys = game.rules.win_keys[mode]
        points = game.rules.card_points[mode]
        deck = frozenset(card for card in range(36) if keys[card // 9][card] >= 0)
        rules = game.variant
        return CardContext(
            keys=lambda suit: keys[suit],
            points=lambda card: points[card],
            deck=deck,
            same_side=lambda a, b: rules.side_of(a) == rules.side_of(b),
        )

    def action_label(self, action: object, view: Any) -> str:
        """The family's bids ("90 in spades", "Pass") and announcements as the lists name
        them, as they were offered in ``view``."""
        if isinstance(action, AnnounceMelds | ClaimRoem | SayBelote | DeclareMeld | SayMarriage):
            return self._announce_label(action)
        return self._bid_label(action, view)

    def hint_label(self, action: object, view: Any) -> str:
        """What the hint and the review say an action is about, where their own words give
        the verb: an announcement's melds and points ("3 in sequence, hearts queen to ace,
        worth 20"), the roem's points; a bid as the list names it."""
        if isinstance(action, ClaimRoem):
            claim = view.roem_claim
            return str(claim.points if claim is not None else 0)
        if isinstance(action, AnnounceMelds | DeclareMeld):
            melds = _announced_melds(action, view)
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

    def help_meanings(self) -> dict[str, str]:
        """What A, W, G and C do in the family's games, as F1 says it (command → meaning); W
        announces when there is something to announce (option ``manual_announce``); in the
        games with a stock C also tells the stock, and G makes the dix."""
        name = self.game.variant.name
        melds, announce, _ = _melds_words(self.game.variant)
        meanings = {
            "trump": t("table-family-help-trump", choose=names_trump(name)),
            "melds": t(announce if self._announcements() else melds, kind=_extras_kind(name)),
        }
        if self.awaiting_continue():
            meanings["play"] = t("menu-help-next-deal")
        elif self.game.phase is Phase.SIX and self.game.current_player == self.human:
            meanings["play"] = t("kj-help-keep")
        elif self.game.phase is Phase.TRUMP and self.game.current_player == self.human:
            meanings["play"] = t("table-family-help-open", choose=names_trump(name))
        if self.game.variant.has_dix:
            meanings["exchange_six"] = t("kj-help-dix")
        if self.game.variant.has_stock:
            meanings["table_cards"] = t("kj-help-table")
        if name == "klaverjas_1821":
            meanings["trump"] = t("kj-help-trump-1821")
        return meanings

    def finished_meanings(self) -> dict[str, str]:
        """What W tells after the game (F1 on the game-over screen): this game's words for
        the last deal's melds."""
        name = self.game.variant.name
        return {"melds": t(_melds_words(self.game.variant)[2], kind=_extras_kind(name))}

    def help_commands(self) -> list[str]:
        """The table commands that do something useful right now (for F1)."""
        game = self.game
        view = self.view
        commands: list[str] = []
        mine = game.current_player == self.human
        if self.choice is not None:
            commands += ["play", "previous_suit", "next_suit", "previous_card", "next_card"]
            commands += ["first_card", "last_card", "trump"]
        elif self.awaiting_continue() or (mine and game.phase is Phase.PLAY):
            commands.append("play")
        if mine and game.phase is Phase.TRUMP:
            commands[:0] = ["trump"] if self.choice is not None else ["trump", "play"]
        if mine and (game.phase is Phase.SIX or self._dix_action() is not None):
            commands.insert(0, "exchange_six")
            if game.phase is Phase.SIX:
                commands.insert(1, "play")
        if view.hand:
            commands += ["previous_card", "next_card", "previous_suit", "next_suit", "hand"]
            commands += ["first_card", "last_card"]
        commands += ["table_cards", "trump", "led_suit", "turn", "scores", "deal_scores"]
        commands += ["last_trick", "points", "melds"]
        commands += self.advice_commands()
        return list(dict.fromkeys(commands))
