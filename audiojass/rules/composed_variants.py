"""The family's partnership games with 32 cards as variants: frozen data of their options, each
composing the phases of a deal (:class:`~audiojass.rules.components.ContractRules`) in
:meth:`ContractVariant.compose`; each variant's class says what it composes and gives its
options (``docs/rules/family.md`` names, defaults).

Every variant: ``manual_announce=False`` (``docs/rules/family.md`` "Common"): the engine announces
every meld, Belote and roem for all seats; True: every seat announces itself (the bots always
do): Klaverjas roem is claimed before the next lead (the last trick's roem counts without a
claim, as no lead follows it), Belote's melds are announced before the seat's first card and
"Belote" is said before the first of king and queen of trump; what is not announced is not
scored.

Source: ``docs/rules/family.md`` sections "Common", "klaverjas_amsterdam", "klaverjas_rotterdam",
"belote", "belote_contree", "Settled questions".
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar, Self

from . import tricks32
from .bidding import (
    BELOTE_RULES,
    KLABERJASS2_RULES,
    KLABERJASS3_RULES,
    KLABERJASS4_RULES,
    TurnUpRules,
)
from .cards import Card, TrumpMode, mask_of
from .components import (
    BeloteRebelote,
    ContractGame,
    ContractRules,
    ContreeProcedure,
    ForehandProcedure,
    FullDeal,
    HandMelds,
    SequenceMelds,
    StockDeal,
    TrickRoem,
    TurnUpDeal,
    TurnUpProcedure,
)
from .options import check_option_types
from .settlement import (
    BELOTE_SCORING,
    CONTREE_MELDS_TARGET,
    CONTREE_SCORING,
    KLABERJASS_SCORING,
    KLAVERJAS_SCORING,
    ContractScoring,
    belote_meld_key,
    belote_melds,
    klaberjass_melds,
    settlement,
)
from .tricks32 import TrickDuties
from .variants import (
    FAMILY_VARIANTS,
    ComposedVariantBase,
    OptionMenu,
    OptionValue,
    choice_menu,
    get_family_variant,
    register_variant,
    target_menu,
    yes_no_menu,
)
from .weis import Meld

__all__ = [
    "FAMILY_VARIANTS",
    "BeloteContreeVariant",
    "BeloteVariant",
    "ContractVariant",
    "Klaberjass2",
    "Klaberjass3",
    "Klaberjass4",
    "KlaverjasAmsterdam",
    "KlaverjasRotterdam",
    "get_family_variant",
]


@dataclass(frozen=True)
class ContractVariant(ComposedVariantBase):
    """Base of the family's variants. Class attributes describe the game; dataclass fields are
    its options (``docs/rules/family.md`` names and defaults).

    Attributes:
        name: the variant's key in :data:`FAMILY_VARIANTS`; ``title``: a speakable name;
            ``title_message``: the message id of its title in the menus; ``country``: the
            menus' group of the game ("netherlands", "france", "international").
        MENU: the options offered in Options → Game rules, in menu order
            (:class:`~audiojass.rules.variants.OptionMenu`).
        DUTIES: the trick-play duties (:mod:`~audiojass.rules.tricks32`);
            ``SCORING``: the settlement with the default options
            (:data:`~audiojass.rules.settlement.FAMILY_SCORING`).
        players: seats, 2, 3 or 4 (4 by default); ``hand_size``: cards at play per hand (=
            tricks per deal; 8 by default); ``deck``: 32.
        team_game: partners opposite (seats 0+2 and 1+3) score together; False: each seat
            is its own side (:attr:`teams` = players).
        target: option; the game ends after the deal in which a team reaches it (0 = off).
        has_stock: a stock stays after the deal (C also tells it); ``has_dix``: the holder of
            the 7 of trump may exchange it for the turned-up card (G); ``bidding``: trump is
            bid or named (False: the turn-up is trump, A only tells it).
        told_melds: the message id of what the melds key (W) tells with the default options
            ("": the game has no melds key).
        contract_words: the contract line's ``$game`` ("klaverjas", "belote", "contree",
            "klaberjass"; "": the game has no contract line); ``belote_word``: what Belote/
            Rebelote is called in the game ("belote"; Klaberjass "bela").
        manual_announce: option (False: the engine announces melds, Belote and roem for every
            seat; True: every seat announces itself, :class:`~audiojass.rules.components.
            ClaimRoem`, ``AnnounceMelds``, ``SayBelote``, and what is not announced is not
            scored; the bots always announce; ``docs/rules/family.md`` "Common").

    Raises (construction, :meth:`with_options`):
        ValueError: a value outside the choices of an option of named values (its ``MENU``
            entry's), a negative target or deal count, or neither a target nor a deal count.
    """

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    title_message: ClassVar[str] = ""
    country: ClassVar[str] = "international"
    MENU: ClassVar[tuple[OptionMenu, ...]] = ()
    DUTIES: ClassVar[TrickDuties] = tricks32.BELOTE
    SCORING: ClassVar[ContractScoring] = BELOTE_SCORING
    players: ClassVar[int] = 4
    hand_size: ClassVar[int] = 8
    deck: ClassVar[int] = 32
    team_game: ClassVar[bool] = True
    has_stock: ClassVar[bool] = False
    has_dix: ClassVar[bool] = False
    bidding: ClassVar[bool] = True
    told_melds: ClassVar[str] = ""
    contract_words: ClassVar[str] = ""
    belote_word: ClassVar[str] = "belote"
    terms: ClassVar[str] = "belote"

    target: int = 1000
    manual_announce: bool = False

    def __post_init__(self) -> None:
        for option in self.MENU:  # an option of named values accepts only those
            choices = option.values
            if not option.words or isinstance(choices[0], bool):
                continue
            value = getattr(self, option.name)
            if value not in choices or isinstance(value, bool):
                allowed = " or ".join(repr(c) for c in choices)
                raise ValueError(
                    f"{self.name}: option {option.name} must be {allowed}, not {value!r}"
                )
        if self.target < 0 or self.deal_limit < 0:
            raise ValueError(f"{self.name}: target and deals must be 0 or more")
        if self.target == 0 and self.deal_limit == 0:
            raise ValueError(f"{self.name}: the game needs a target or a number of deals")

    # -- construction -----------------------------------------------------------------------

    def with_options(self, **options: Any) -> Self:
        """A copy with some options changed (as the Swiss ``Variant.with_options``).

        Raises:
            ValueError: an unknown option name, a value of the wrong type, or a value outside
                the option's choices.
        """
        check_option_types(self, self.name, options)
        return dataclasses.replace(self, **self._linked(dict(options)))

    def _linked(self, options: dict[str, Any]) -> dict[str, Any]:
        """Options that follow others (Contrée's default target follows ``melds``)."""
        return options

    def new_game(self, seed: int, first_dealer: int) -> ContractGame:
        """A game of these rules at its first deal (a variant with its own game class, as the
        klaverjas of 1821, makes that one)."""
        return ContractGame(self, seed, first_dealer)

    def options(self) -> dict[str, Any]:
        """The option values, JSON-compatible."""
        return dataclasses.asdict(self)

    @property
    def deal_limit(self) -> int:
        """The number of deals that ends the game: the ``deals`` option of a game that has one
        (Klaverjas, Klaberjass, the klaverjas of 1821), else 0 (no limit)."""
        return int(getattr(self, "deals", 0))

    @property
    def teams(self) -> int:
        """Number of scoring sides: 2 teams in a partnership game, else one per seat."""
        return 2 if self.team_game else self.players

    @property
    def tricks_per_deal(self) -> int:
        """Tricks in a complete deal: :attr:`hand_size` (every card of a hand is played)."""
        return self.hand_size

    def side_of(self, seat: int) -> int:
        """The side of a seat: its team ``seat % 2`` with partners, else the seat itself."""
        return seat % self.teams

    def find_melds(self, hand_mask: int) -> list[Meld]:
        """The hand melds this game scores in a hand (best first without trump): Belote's
        (:func:`~audiojass.rules.settlement.belote_melds`) by default.

        Raises:
            ValueError: a mask holding a six or not a card mask."""
        return belote_melds(hand_mask)

    # -- the rule functions (audiojass.rules.api) ask the variant ---------------------------------

    def trump_index(self, trump: str | TrumpMode | None) -> int:
        """The table index of a trump: the suit 0 … 3, or
        :data:`~audiojass.rules.tricks32.NO_TRUMPS` (4: None or "notrumps") where the
        bidding offers a deal without trumps.

        Raises:
            ValueError: no trumps where the game always has a trump suit; Obenabe or Undenufe."""
        if trump is None or (isinstance(trump, str) and trump.strip().lower() in _NO_TRUMPS_NAMES):
            if not self._offers_no_trumps():
                raise ValueError(f"{self.name} is always played with a trump suit")
            return tricks32.NO_TRUMPS
        mode = TrumpMode.parse(trump)
        if mode.suit is None:
            raises = (
                "the four suits, or no trumps" if self._offers_no_trumps() else "the four suits"
            )
            raise ValueError(f"{self.name} has no {mode.code}: its trumps are {raises}")
        return int(mode)

    def _offers_no_trumps(self) -> bool:
        """Whether the game's bidding offers a deal without trumps (Klaberjass for four)."""
        rules = getattr(composed(self).trump, "rules", None)
        return bool(getattr(rules, "no_trumps", False))

    def check_deck(self, cards: Sequence[Card], what: str) -> None:
        """Every card is of the 32-card deck (no sixes).

        Raises:
            ValueError: a six."""
        tricks32.check_mask32(mask_of(cards), f"{self.name} {what}")

    def legal_cards_mask(
        self, hand: Sequence[Card], trick: Sequence[Card], mode: int, phase: int
    ) -> int:
        """Mask of the cards of ``hand`` that may be played to ``trick`` (led first; the
        player to move sits after its last card) by the duties of these options."""
        return tricks32.legal_mask(
            mask_of(hand),
            tricks32.trick_from_leader(0, [int(c) for c in trick]),
            None if mode == tricks32.NO_TRUMPS else mode,
            composed(self).duties,
            len(trick),
        )

    def trick_winner_index(self, cards: Sequence[Card], mode: int) -> int:
        """Index of the card that wins the complete trick ``cards``."""
        keys = composed(self).win_keys[mode][cards[0].suit]
        return max(range(len(cards)), key=lambda index: keys[cards[index]])

    def cards_points(self, cards: Sequence[Card], mode: int, last_trick: bool) -> int:
        """Card points of ``cards``, with the last trick's bonus if ``last_trick``."""
        rules = composed(self)
        bonus = rules.scoring.last_trick if last_trick else 0
        return sum(rules.card_points[mode][c] for c in cards) + bonus

    def declared_melds(self, hand: Sequence[Card], mode: int) -> list[Meld]:
        """The hand melds this game scores in ``hand`` (:meth:`find_melds`), best first by
        Belote's comparison; none where it scores none."""
        if not composed(self).scoring.hand_melds:
            return []
        found = self.find_melds(mask_of(hand))
        trump_suit = None if mode == tricks32.NO_TRUMPS else mode
        found.sort(key=lambda meld: belote_meld_key(meld, trump_suit), reverse=True)
        return found

    # -- the phases ---------------------------------------------------------------------------

    def scoring(self) -> ContractScoring:
        """Settlement and game end with these options (:func:`settlement`)."""
        return settlement(self.SCORING, self.options(), self.name)

    def compose(self) -> ContractRules:
        """The phases of a deal with these options: deal, trump procedure or auction,
        announcements (melds, Belote, roem), trick-play duties, settlement and game end."""
        raise NotImplementedError


@cache
def composed(variant: ContractVariant) -> ContractRules:
    """The phases a family variant composes with its options (cached: variants are frozen)."""
    return variant.compose()


_NO_TRUMPS_NAMES = ("notrumps", "no-trumps", "no trumps")

_TIE_MENU = choice_menu(
    "tie", "table-family-rule-tie", {"own": "own", "total": "total", "carry": "carry"}
)
_ANNOUNCE_MENU = yes_no_menu("manual_announce", "table-family-rule-announce")


def deals_menu(*values: int) -> OptionMenu:
    """The ``deals`` option's menu with these values, offered from the lowest up (0: no limit
    of deals)."""
    return OptionMenu(
        "deals", tuple(sorted(values)), "table-family-rule-deals", "table-family-rule-deals-changed"
    )


def _words(*values: OptionValue) -> dict[OptionValue, str]:
    return {value: str(value) for value in values}


@dataclass(frozen=True)
class _Klaverjas(ContractVariant):
    """What both Klaverjas variants share: options, deal, trump choice, roem, settlement."""

    target: int = 1500
    deals: int = 16
    told_melds: ClassVar[str] = "rules-family-told-roem"
    contract_words: ClassVar[str] = "klaverjas"
    terms: ClassVar[str] = "klaverjas"
    country: ClassVar[str] = "netherlands"
    SCORING: ClassVar[ContractScoring] = KLAVERJAS_SCORING
    MENU: ClassVar[tuple[OptionMenu, ...]] = (
        target_menu(1500, 1000, 2000, 2500),
        deals_menu(16, 12, 8, 0),
        choice_menu("last_trick", "table-family-rule-last-trick", {10: "ten", 5: "five"}),
        yes_no_menu("three_of_a_kind", "table-family-rule-three"),
        choice_menu("pit", "table-family-rule-pit", _words("points", "tricks")),
        yes_no_menu("manual_announce", "table-family-rule-claim"),  # roem is claimed
    )

    last_trick: int = 10
    three_of_a_kind: bool = False
    pit: str = "points"

    def compose(self) -> ContractRules:
        scoring = self.scoring()
        return ContractRules(
            deal=FullDeal(),
            trump=ForehandProcedure(),
            announcements=(TrickRoem(scoring.three_of_a_kind),),
            duties=tricks32.AMSTERDAM_002
            if getattr(self, "play_rules", "") == "002"
            else self.DUTIES,
            scoring=scoring,
        )


@dataclass(frozen=True)
class KlaverjasRotterdam(_Klaverjas):
    """Klaverjas, Rotterdam rules (``docs/rules/family.md`` "klaverjas_rotterdam"; source 000): as
    Amsterdam with the Rotterdam row of the duties table (void, overtrump even over the
    partner; undertrump only holding nothing else). No ``play_rules``.

    Options: ``last_trick`` (10; 5), ``three_of_a_kind`` (False; True: 50), ``pit`` ("points";
    "tricks"), ``target`` (1500), ``deals`` (16; 0 = off).
    """

    name: ClassVar[str] = "klaverjas_rotterdam"
    title: ClassVar[str] = "Klaverjas (Rotterdam)"
    title_message: ClassVar[str] = "table-family-title-rotterdam"
    DUTIES: ClassVar[TrickDuties] = tricks32.ROTTERDAM


@dataclass(frozen=True)
class KlaverjasAmsterdam(_Klaverjas):
    """Klaverjas, Amsterdam rules (``docs/rules/family.md`` "klaverjas_amsterdam"; sources 002,
    000): all 8 cards dealt; the forehand must name trump and its team declares; roem per completed
    trick (four of a kind 100, sequences 50 and 20, stuk 20) for the team taking it; wet/nat; pit
    100; the game ends after the deal in which a team reaches ``target`` or after ``deals`` deals,
    whichever comes first.

    Options: ``play_rules`` ("000"; "002": source 002's own duties), ``last_trick`` (10; 5),
    ``three_of_a_kind`` (False; True: 50), ``pit`` ("points"; "tricks"), ``target`` (1500),
    ``deals`` (16; 0 = off).
    """

    name: ClassVar[str] = "klaverjas_amsterdam"
    title: ClassVar[str] = "Klaverjas (Amsterdam)"
    title_message: ClassVar[str] = "table-family-title-amsterdam"
    DUTIES: ClassVar[TrickDuties] = tricks32.AMSTERDAM
    MENU: ClassVar[tuple[OptionMenu, ...]] = (
        *_Klaverjas.MENU,
        choice_menu("play_rules", "table-family-rule-play", {"000": "standard", "002": "beat"}),
    )

    play_rules: str = "000"


@dataclass(frozen=True)
class BeloteVariant(ContractVariant):
    """Belote (``docs/rules/family.md`` "belote"; source 000): 5 cards each and the next turned up;
    two rounds of bidding from the forehand (take the turned suit, then name another suit);
    all passing twice annuls the deal; the taker gets the turn-up and 2 more, the others 3;
    melds compared across the teams (the best team scores all its partners' melds, lost if it
    takes no trick); Belote/Rebelote 20; last trick 10, capot 100 instead; made, dedans or a
    tie; the game ends after the deal in which a team reaches ``target``.

    Options: ``second_round_any_suit`` (False: round 2 names another suit), ``tie`` ("own";
    "total", "carry"), ``target`` (1000).
    """

    name: ClassVar[str] = "belote"
    title: ClassVar[str] = "Belote"
    title_message: ClassVar[str] = "table-family-title-belote"
    country: ClassVar[str] = "france"
    MENU: ClassVar[tuple[OptionMenu, ...]] = (
        target_menu(1000, 500, 1500, 2000),
        yes_no_menu("second_round_any_suit", "table-family-rule-second-round"),
        _TIE_MENU,
        _ANNOUNCE_MENU,
    )
    told_melds: ClassVar[str] = "rules-family-told-melds"
    contract_words: ClassVar[str] = "belote"

    target: int = 1000
    second_round_any_suit: bool = False
    tie: str = "own"

    def compose(self) -> ContractRules:
        rules = dataclasses.replace(BELOTE_RULES, second_round_any_suit=self.second_round_any_suit)
        return ContractRules(
            deal=TurnUpDeal(first=5, completion="belote"),
            trump=TurnUpProcedure(rules),
            announcements=(HandMelds(), BeloteRebelote()),
            duties=self.DUTIES,
            scoring=self.scoring(),
        )


@dataclass(frozen=True)
class BeloteContreeVariant(ContractVariant):
    """Belote Contrée (``docs/rules/family.md`` "belote_contree"; source 000): all 8 dealt; the
    auction from the forehand (80 … 160 or capot with a suit, double, redouble; four opening
    passes annul the deal); Contrée duties; last trick 10, all 8 tricks 90 more (252); contract
    made (each side its points rounded) or failed (the defenders 160 or 250); ×2 or ×4 when
    doubled or redoubled.

    Options: ``melds`` (False; True: Belote's hand melds and Belote/Rebelote count toward the
    contract and the value, and the default target becomes 3000), ``target`` (2000).
    """

    name: ClassVar[str] = "belote_contree"
    title: ClassVar[str] = "Belote Contrée"
    title_message: ClassVar[str] = "table-family-title-contree"
    country: ClassVar[str] = "france"
    DUTIES: ClassVar[TrickDuties] = tricks32.CONTREE
    SCORING: ClassVar[ContractScoring] = CONTREE_SCORING
    MENU: ClassVar[tuple[OptionMenu, ...]] = (
        target_menu(2000, 1000, 1500, 3000),
        yes_no_menu("melds", "table-family-rule-melds"),
        _ANNOUNCE_MENU,
    )
    contract_words: ClassVar[str] = "contree"

    target: int = CONTREE_SCORING.target
    melds: bool = False

    def _linked(self, options: dict[str, Any]) -> dict[str, Any]:
        if "melds" in options and "target" not in options:
            plain = CONTREE_SCORING.target
            if self.target == (CONTREE_MELDS_TARGET if self.melds else plain):
                options["target"] = CONTREE_MELDS_TARGET if options["melds"] else plain
        return options

    def compose(self) -> ContractRules:
        scoring = self.scoring()
        announcements = (HandMelds(), BeloteRebelote()) if self.melds else ()
        return ContractRules(
            deal=FullDeal(),
            trump=ContreeProcedure(),
            announcements=announcements,
            duties=self.DUTIES,
            scoring=scoring,
        )


@dataclass(frozen=True)
class _Klaberjass(ContractVariant):
    """What Klaberjass for 2, 3 and 4 share (``docs/rules/family.md`` "klaberjass2", "klaberjass3",
    "klaberjass4"; sources 001, 004, 000): 6 each, a turn-up and a stock; two rounds of bidding
    on it; the completion; sequences (``zensa``) settled by a spoken exchange; bela; last trick
    10, no capot bonus; the maker's settlement; 500 after a deal, or ``deals`` deals.

    Options (every Klaberjass): ``bare_jass`` (False: a lone trump jack need not trump a plain
    lead), ``zensa`` (False: 5+ sequence 100, four jacks 200, four A/K/Q/10 100), ``target``
    (500), ``deals`` (0 = off), ``manual_announce``.
    """

    team_game: ClassVar[bool] = False
    hand_size: ClassVar[int] = 9
    told_melds: ClassVar[str] = "rules-kj-told-melds"
    contract_words: ClassVar[str] = "klaberjass"
    terms: ClassVar[str] = "klaberjass"
    belote_word: ClassVar[str] = "bela"
    BASE_RULES: ClassVar[TurnUpRules] = KLABERJASS2_RULES
    SHOW_BOTTOM: ClassVar[bool] = False  # the stock's bottom card is shown after the completion
    SCORING: ClassVar[ContractScoring] = KLABERJASS_SCORING
    KJ_MENU: ClassVar[tuple[OptionMenu, ...]] = (
        target_menu(500, 300, 700, 1000),
        deals_menu(0, 8, 12, 16),
    )
    BARE_ZENSA_MENU: ClassVar[tuple[OptionMenu, ...]] = (
        yes_no_menu("bare_jass", "table-kj-rule-bare-jass"),
        yes_no_menu("zensa", "table-kj-rule-zensa"),
    )
    ANNOUNCE_MENU: ClassVar[OptionMenu] = yes_no_menu("manual_announce", "table-kj-rule-announce")

    target: int = 500
    deals: int = 0
    bare_jass: bool = False
    zensa: bool = False

    def find_melds(self, hand_mask: int) -> list[Meld]:
        """Klaberjass's melds: sequences, with ``zensa`` also four of a kind
        (:func:`~audiojass.rules.settlement.klaberjass_melds`).

        Raises:
            ValueError: a mask holding a six or not a card mask."""
        return klaberjass_melds(hand_mask, zensa=self.zensa)

    def _bidding_rules(self) -> TurnUpRules:
        return self.BASE_RULES

    def compose(self) -> ContractRules:
        tournament = bool(getattr(self, "tournament_deal", False))
        return ContractRules(
            # completion_plan knows each game's completion by its name
            deal=StockDeal(
                players=self.players,
                completion=self.name,
                show_bottom=self.SHOW_BOTTOM,
                tournament=tournament,
            ),
            trump=TurnUpProcedure(self._bidding_rules(), tournament=tournament),
            announcements=(SequenceMelds(self.zensa), BeloteRebelote()),
            duties=dataclasses.replace(self.DUTIES, bare_jass=True)
            if self.bare_jass
            else self.DUTIES,
            scoring=self.scoring(),
            dix=self.has_dix,
        )


@dataclass(frozen=True)
class Klaberjass2(_Klaberjass):
    """Klaberjass for two (``docs/rules/family.md`` "klaberjass2"; sources 001, 004, 000): 6 each in
    threes, a turn-up and a stock; elder, then the dealer, take the turned suit or pass, then
    name another suit or pass (both pass twice: annulled); 3 more each, the stock's bottom card
    shown; the turn-up and the rest of the stock out of play (18 cards played); the dix;
    sequences (3: 20, 4+: 50) with the spoken exchange; bela 20; last trick 10; the maker must
    make more (bete: the opponent scores both; a tie by ``tie``); 500 after a deal.

    Options: ``schmeiss`` (False), ``bimah`` (False), ``bare_jass``, ``zensa``, ``tie``
    ("own"; "total", "carry"), ``target`` (500), ``deals`` (0), ``manual_announce``.
    """

    name: ClassVar[str] = "klaberjass2"
    title: ClassVar[str] = "Klaberjass for two"
    title_message: ClassVar[str] = "table-family-title-klaberjass2"
    DUTIES: ClassVar[TrickDuties] = tricks32.KLABERJASS2
    MENU: ClassVar[tuple[OptionMenu, ...]] = (
        *_Klaberjass.KJ_MENU,
        yes_no_menu("schmeiss", "table-kj-rule-schmeiss"),
        yes_no_menu("bimah", "table-kj-rule-bimah"),
        *_Klaberjass.BARE_ZENSA_MENU,
        _TIE_MENU,
        _Klaberjass.ANNOUNCE_MENU,
    )
    players: ClassVar[int] = 2
    has_stock: ClassVar[bool] = True
    has_dix: ClassVar[bool] = True
    SHOW_BOTTOM: ClassVar[bool] = True

    schmeiss: bool = False
    bimah: bool = False
    tie: str = "own"

    def _bidding_rules(self) -> TurnUpRules:
        return dataclasses.replace(KLABERJASS2_RULES, schmeiss=self.schmeiss, bimah=self.bimah)


@dataclass(frozen=True)
class Klaberjass3(_Klaberjass):
    """Klaberjass for three, each alone (``docs/rules/family.md`` "klaberjass3"; source 001): as for
    two, 27 cards in play and 5 out; no schmeiss or bimah; the maker must make more than each
    opponent (failure: the maker 0, each opponent its own and half the maker's; equal to the
    best opponent: the maker 0, the opponents their own); best meld tied: nobody.

    Options: ``bare_jass``, ``zensa``, ``target`` (500), ``deals`` (0), ``manual_announce``.
    """

    name: ClassVar[str] = "klaberjass3"
    title: ClassVar[str] = "Klaberjass for three"
    title_message: ClassVar[str] = "table-family-title-klaberjass3"
    DUTIES: ClassVar[TrickDuties] = tricks32.KLABERJASS3
    MENU: ClassVar[tuple[OptionMenu, ...]] = (
        *_Klaberjass.KJ_MENU,
        *_Klaberjass.BARE_ZENSA_MENU,
        _Klaberjass.ANNOUNCE_MENU,
    )
    players: ClassVar[int] = 3
    has_stock: ClassVar[bool] = True
    has_dix: ClassVar[bool] = True
    BASE_RULES: ClassVar[TurnUpRules] = KLABERJASS3_RULES


@dataclass(frozen=True)
class Klaberjass4(_Klaberjass):
    """Klaberjass for four, partners opposite (``docs/rules/family.md`` "klaberjass4"; source 001,
    South Africa): 6 each, the last of the other 8 turned up; round 1 take the turned suit or
    pass, round 2 another suit, "no-trumps" or pass, the dealer also the turned suit; 2 more
    each, the turned card to the dealer; no dix; the team with the best sequence scores both
    partners' sequences; partners' points together; settlement and ties as for two, per team.

    Options: ``tournament_deal`` (False: True, no turn-up, the 8 face down and round 1 bids the
    suit of the dealer's "two"), ``bare_jass``, ``zensa``, ``tie`` ("own"; "total", "carry"),
    ``target`` (500), ``deals`` (0), ``manual_announce``.
    """

    name: ClassVar[str] = "klaberjass4"
    title: ClassVar[str] = "Klaberjass for four"
    title_message: ClassVar[str] = "table-family-title-klaberjass4"
    DUTIES: ClassVar[TrickDuties] = tricks32.KLABERJASS4
    MENU: ClassVar[tuple[OptionMenu, ...]] = (
        *_Klaberjass.KJ_MENU,
        yes_no_menu("tournament_deal", "table-kj-rule-tournament"),
        *_Klaberjass.BARE_ZENSA_MENU,
        _TIE_MENU,
        _Klaberjass.ANNOUNCE_MENU,
    )
    players: ClassVar[int] = 4
    hand_size: ClassVar[int] = 8
    team_game: ClassVar[bool] = True
    BASE_RULES: ClassVar[TurnUpRules] = KLABERJASS4_RULES

    tournament_deal: bool = False
    tie: str = "own"


for _variant in (
    KlaverjasAmsterdam(),
    KlaverjasRotterdam(),
    BeloteVariant(),
    BeloteContreeVariant(),
    Klaberjass2(),
    Klaberjass3(),
    Klaberjass4(),
):
    register_variant(_variant)
# The klaverjas of 1821 plays by its own ContractGame subclass, in its own module, built on the
# classes above; that module adds its variant to FAMILY_VARIANTS (kept in
# audiojass.rules.variants, with get_family_variant, so that the game modules may look a name up).
