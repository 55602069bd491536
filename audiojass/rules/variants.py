"""The rule variants: jass, schieber, putz3 and putz5, each a frozen dataclass of its options.

A variant holds the documented options of one game and the rule hooks that differ between games
(trump modes, multipliers, Weis, scoring, game end). One place for each rule: the Swiss trick
rules live in :mod:`audiojass.rules.tricks`; a variant overrides only what differs. New games of
the Jass family (Klaverjas, Belote, …) are added as further subclasses.

Source of every default: ``docs/rules/swiss.md`` (sections "jass", "schieber", "putz3", "putz5",
"Ties in Putz"), which decides over sources 003 and 000.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Literal, overload

from .cards import Card, TrumpMode, mask_of
from .options import check_option_types, option_problems
from .tricks import LAST_TRICK_BONUS, POINTS, swiss_legal_mask, winner_index
from .weis import Meld, find_melds, meld_key

if TYPE_CHECKING:
    from .composed_variants import ContractVariant

__all__ = [
    "FAMILY_VARIANTS",
    "VARIANTS",
    "ComposedVariantBase",
    "FamilyName",
    "Jass",
    "OptionMenu",
    "Putz",
    "Putz3",
    "Putz5",
    "Schieber",
    "Variant",
    "check_option_types",
    "get_family_variant",
    "get_variant",
    "option_problems",
    "register_variant",
]

SUIT_MODES = (TrumpMode.HEARTS, TrumpMode.DIAMONDS, TrumpMode.SPADES, TrumpMode.CLUBS)
ALL_MODES = (*SUIT_MODES, TrumpMode.OBENABE, TrumpMode.UNDENUFE)

DEAL_POINTS = sum(POINTS[TrumpMode.HEARTS]) + LAST_TRICK_BONUS
"""Card points of a Swiss deal with the last trick's bonus: 157 in every mode."""

MULTIPLIERS: dict[str, tuple[int, int, int, int, int, int]] = {
    # hearts, diamonds, spades, clubs, obenabe, undenufe
    "standard": (2, 2, 1, 1, 3, 3),
    "swisslos": (1, 1, 2, 2, 3, 3),
    "none": (1, 1, 1, 1, 1, 1),
}


OptionValue = bool | int | str


@dataclass(frozen=True)
class OptionMenu:
    """How Options → Game rules offers one option of a variant; ``audiojass.rule_options`` says
    it with these messages. The default is the variant's own field default.

    Attributes:
        name: the option's field name.
        values: the values offered, in the order Left and Right step through them.
        item: message id of the menu item ("Target: 1500 points").
        changed: message id of the sentence said at the start of a game when the value is not
            the default ("Playing to 1500.").
        arg: the messages' argument for the value: "count" (the number), "number" (the number
            with its sign said, "minus 4"), "on" (a switch), "multipliers" (the value as text)
            or "value" (the value's word in ``words``).
        changed_arg: ``arg`` of the ``changed`` message where it differs ("": the same).
        words: with ``arg`` "value", the word of each of ``values``.
    """

    name: str
    values: tuple[OptionValue, ...]
    item: str
    changed: str
    arg: str = "count"
    changed_arg: str = ""
    words: tuple[str, ...] = ()


def target_menu(*values: int) -> OptionMenu:
    """The ``target`` option's menu with these values, offered from the lowest up."""
    return OptionMenu(
        "target",
        tuple(sorted(values)),
        "menu-rule-target",
        "menu-rule-target-changed",
        "count",
        "number",
    )


def switch_menu(name: str, stem: str, values: tuple[bool, ...] = (True, False)) -> OptionMenu:
    """An on/off option said by ``menu-rule-STEM`` and ``menu-rule-STEM-changed`` with ``$on``."""
    return OptionMenu(name, values, f"menu-rule-{stem}", f"menu-rule-{stem}-changed", "on")


def choice_menu(name: str, item: str, words: dict[OptionValue, str]) -> OptionMenu:
    """An option whose values (``words``' keys, in that order) are said by the messages
    ``item`` and ``item-changed`` with ``$value`` their word."""
    return OptionMenu(
        name, tuple(words), item, f"{item}-changed", "value", words=tuple(words.values())
    )


def yes_no_menu(name: str, item: str) -> OptionMenu:
    """A no/yes option said by ``item`` and ``item-changed`` with ``$value`` "no" or "yes"."""
    return choice_menu(name, item, {False: "no", True: "yes"})


BUUR_MENU = switch_menu("buur_exemption", "buur")
MATCH_MENU = OptionMenu(
    "match", (0, 50, 100, 150, 200), "menu-rule-match", "menu-rule-match-changed"
)
PUTZ_MENU = (
    target_menu(5, 6, 7, 8, 9, 10),
    OptionMenu(
        "lower_limit",
        (-2, -3, -4, -5, -6, -7, -8),
        "menu-rule-lower-limit",
        "menu-rule-lower-limit-changed",
        "number",
    ),
    OptionMenu(
        "apple_below", (11, 15, 18, 21, 25, 30), "menu-rule-apple", "menu-rule-apple-changed"
    ),
    switch_menu("six_exchange", "six-exchange"),
)


class OnePlayPhase:
    """What every game but the klaverjas of 1821 (two phases of play) answers the rule functions
    of :mod:`audiojass.rules.api` about its phase of play, and the facts every game answers.

    Attributes:
        has_apples: a deal gives apples (−1) to the players who took too few points (Putz,
            ``docs/rules/swiss.md``; the deal's ``DealEnded.apples``); False elsewhere.
        play_phases: phases of play in a deal: 1; the klaverjas of 1821: 2 (cards drawn from
            the stock after each trick of the first).
        terms: whose words the game takes in the catalogue (its ``$terms``, one of
            :data:`audiojass.i18n.TERMS`): "swiss" (Jass, Schieber, Putz), "klaverjas" (both
            Klaverjas and the klaverjas of 1821), "belote" (Belote, Contrée), "klaberjass".
    """

    __slots__ = ()
    name: ClassVar[str] = ""
    terms: ClassVar[str] = "swiss"
    has_apples: ClassVar[bool] = False
    play_phases: ClassVar[int] = 1

    def play_phase(self, phase: int | None) -> int:
        """The phase of play the rule functions answer for: 0, the only one (``phase`` None).

        Raises:
            ValueError: a phase given."""
        if phase is not None:
            raise ValueError(f"{self.name} has one phase of play: phase is for klaverjas_1821")
        return 0


@dataclass(frozen=True)
class Variant(OnePlayPhase):
    """Base of all variants. Class attributes describe the game; dataclass fields are options.

    Attributes:
        name: the variant's key in :data:`VARIANTS`.
        title: a speakable name; ``title_message``: the message id of its title in the menus
            (with ``$variant`` the name); ``country``: the menus' group of the game
            ("switzerland", "netherlands", "france", "international").
        MENU: the options offered in Options → Game rules, in menu order (:class:`OptionMenu`).
        players: number of seats.
        hand_size: cards dealt to each player (= tricks per deal).
        team_game: partners opposite (seats 0+2, 1+3) score together.
        buur_exemption: option; a player whose only trump is the jack need not play it to a
            trump lead (source 000; on by default in all four Swiss games, ``docs/rules/swiss.md``).
        target: option; the score that ends the game.
        deck: 36 cards; ``has_stock``, ``has_dix``: False (no stock stays after the deal; the
            six of trump's exchange is Putz's own, ``six_exchange``); ``contract_words``: None
            (nobody holds a contract); ``deal_limit``: 0 (the game ends by its target alone).
            The same facts as the 32-card games' (:class:`~audiojass.rules.composed_variants.
            ContractVariant`), so the table asks every game alike.
    """

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    title_message: ClassVar[str] = "variant-title"
    country: ClassVar[str] = "switzerland"
    MENU: ClassVar[tuple[OptionMenu, ...]] = ()
    players: ClassVar[int] = 4
    hand_size: ClassVar[int] = 9
    deck: ClassVar[int] = 36
    team_game: ClassVar[bool] = True
    has_kitty: ClassVar[bool] = False
    has_turn_up: ClassVar[bool] = False
    has_stock: ClassVar[bool] = False
    has_dix: ClassVar[bool] = False
    contract_words: ClassVar[str | None] = None
    deal_limit: ClassVar[int] = 0

    buur_exemption: bool = True
    target: int = 1000

    def __post_init__(self) -> None:
        if self.target <= 0:
            raise ValueError(f"{self.name}: target must be positive, not {self.target}")

    # -- construction -----------------------------------------------------------------------

    def with_options(self, **options: Any) -> Variant:
        """A copy with some options changed. Raises ValueError for an unknown option name or
        a value of the wrong type."""
        check_option_types(self, self.name, options)
        return dataclasses.replace(self, **options)

    def options(self) -> dict[str, Any]:
        """The option values, JSON-compatible."""
        return dataclasses.asdict(self)

    @property
    def teams(self) -> int:
        """Number of scoring sides: 2 in team games, else one per seat."""
        return 2 if self.team_game else self.players

    def side_of(self, seat: int) -> int:
        """The scoring side (team index, or the seat itself) of a seat."""
        return seat % 2 if self.team_game else seat

    # -- trick play ---------------------------------------------------------------------------

    def legal_mask(self, hand: int, trick: list[int], mode: int) -> int:
        """Mask of the cards of ``hand`` that may be played to ``trick`` (Swiss rules)."""
        return swiss_legal_mask(hand, trick, mode, self.buur_exemption)

    # -- the rule functions (audiojass.rules.api) ask the variant ---------------------------------

    def trump_index(self, trump: str | TrumpMode | None) -> int:
        """The table index of a trump: its :class:`TrumpMode` (0 … 5).

        Raises:
            ValueError: no trump, or a mode this game does not have."""
        if trump is None:
            raise ValueError(f"{self.name} is always played with a trump mode")
        mode = TrumpMode.parse(trump)
        if mode.suit is None and mode not in self.trump_modes:
            raise ValueError(f"{self.name} has no {mode.code}")
        return int(mode)

    def check_deck(self, cards: Sequence[Card], what: str) -> None:
        """Every card is of this game's deck (all 36 are)."""

    def legal_cards_mask(
        self, hand: Sequence[Card], trick: Sequence[Card], mode: int, phase: int
    ) -> int:
        """Mask of the cards of ``hand`` that may be played to ``trick`` (led first)."""
        return self.legal_mask(mask_of(hand), [int(c) for c in trick], mode)

    def trick_winner_index(self, cards: Sequence[Card], mode: int) -> int:
        """Index of the card that wins the complete trick ``cards``."""
        return winner_index([int(c) for c in cards], mode)

    def cards_points(self, cards: Sequence[Card], mode: int, last_trick: bool) -> int:
        """Card points of ``cards``, with the last trick's bonus if ``last_trick``."""
        table = POINTS[mode]
        return sum(table[c] for c in cards) + (LAST_TRICK_BONUS if last_trick else 0)

    def declared_melds(self, hand: Sequence[Card], mode: int) -> list[Meld]:
        """The Weis of a hand, best first (none where the game has no Weis)."""
        if not self.has_weis:
            return []
        low_fours = bool(getattr(self, "weis_low_fours", True))
        found = find_melds(mask_of(hand), low_fours=low_fours)
        found.sort(key=lambda meld: meld_key(meld, TrumpMode(mode), 0), reverse=True)
        return found

    # -- trump ----------------------------------------------------------------------------------

    @property
    def trump_modes(self) -> tuple[TrumpMode, ...]:
        """The trump modes a player may choose."""
        return SUIT_MODES

    def multiplier(self, mode: TrumpMode) -> int:
        """Factor applied to the deal's points in this trump mode."""
        return 1

    # -- scoring --------------------------------------------------------------------------------

    @property
    def has_weis(self) -> bool:
        return False

    @property
    def has_stoeck(self) -> bool:
        return False

    @property
    def match_bonus(self) -> int:
        """Bonus for one side taking every trick (0: none)."""
        return 0

    @property
    def ends_mid_deal(self) -> bool:
        """Whether the game stops the moment a side reaches the target."""
        return False

    def is_over(self, scores: list[int]) -> bool:
        """Whether these totals end the game (checked after each deal, or at once if
        :attr:`ends_mid_deal`)."""
        return max(scores) >= self.target


@dataclass(frozen=True)
class Jass(Variant):
    """Swiss Jass for four, two teams of partners opposite (source 003; ``docs/rules/swiss.md``
    "jass").

    Forehand chooses one of the four suits as trump or schiebt to the partner, who must choose.
    A deal scores card points + 5 for the last trick (157); a team taking all nine tricks scores
    ``match`` more (sources 000 and 002). The game ends after the deal in which a team reaches
    ``target`` (1000 by default; 1500 and 2000 are source 003's other choices); the higher total
    wins.

    Options: ``target`` (1000), ``match`` (100), ``buur_exemption`` (True).
    """

    name: ClassVar[str] = "jass"
    title: ClassVar[str] = "Jass"
    MENU: ClassVar[tuple[OptionMenu, ...]] = (target_menu(1000, 1500, 2000), MATCH_MENU, BUUR_MENU)
    target: int = 1000
    match: int = 100

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.match < 0:
            raise ValueError(f"{self.name}: match must be 0 or more, not {self.match}")

    @property
    def match_bonus(self) -> int:
        return self.match


@dataclass(frozen=True)
class Schieber(Jass):
    """Schieberjass (source 000 "Schieberjass"; ``docs/rules/swiss.md`` "schieber").

    As :class:`Jass`, plus Obenabe and Undenufe, Weis (declared automatically during the first
    trick; only the side with the single best Weis scores, all Weis of both partners), Stöck
    (20 for K+Q of trump, scored when the second is played; not in Obenabe/Undenufe), and
    multipliers applied to every point of the deal (card points, match, Weis, Stöck). The game
    stops the moment a team reaches the target, counting Stöck, Weis, then tricks as they
    happen ("Stöck, Weis, Stich"): a Stöck still held at the end of the first trick is credited
    before the Weis and the trick if it reaches the target, and a Stöck played with a trick's
    last card ends the game before that trick is taken.

    Options: ``target`` (2500), ``multipliers`` ("standard": black ×1, red ×2, Obenabe and
    Undenufe ×3; "swisslos": hearts/diamonds ×1, spades/clubs ×2, no-trump ×3; "none"),
    ``match`` (100), ``obenabe`` and ``undenufe`` (True: may be chosen), ``weis`` and ``stoeck``
    (True), ``weis_low_fours`` (True: four sixes, sevens or eights score 100, as
    ``docs/rules/swiss.md`` "four of a kind 100"), ``manual_weis`` (False: every Weis is declared
    automatically with the player's first card; True: each player chooses with :class:`DeclareWeis`
    before its first card which of its Weis to declare, as ``docs/rules/swiss.md`` allows),
    ``buur_exemption`` (True).
    """

    name: ClassVar[str] = "schieber"
    title: ClassVar[str] = "Schieber"
    MENU: ClassVar[tuple[OptionMenu, ...]] = (
        target_menu(1000, 1500, 2000, 2500, 3000),
        OptionMenu(
            "multipliers",
            ("standard", "swisslos", "none"),
            "menu-rule-multipliers",
            "menu-rule-multipliers-changed",
            "multipliers",
        ),
        MATCH_MENU,
        switch_menu("obenabe", "obenabe"),
        switch_menu("undenufe", "undenufe"),
        switch_menu("weis", "weis"),
        switch_menu("stoeck", "stoeck"),
        switch_menu("weis_low_fours", "low-fours"),
        switch_menu("manual_weis", "manual-weis", (False, True)),
        BUUR_MENU,
    )
    target: int = 2500
    multipliers: str = "standard"
    obenabe: bool = True
    undenufe: bool = True
    weis: bool = True
    stoeck: bool = True
    weis_low_fours: bool = True
    manual_weis: bool = False

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.multipliers not in MULTIPLIERS:
            known = ", ".join(MULTIPLIERS)
            raise ValueError(
                f"schieber: multipliers must be one of {known}, not {self.multipliers!r}"
            )

    @property
    def trump_modes(self) -> tuple[TrumpMode, ...]:
        modes = list(SUIT_MODES)
        if self.obenabe:
            modes.append(TrumpMode.OBENABE)
        if self.undenufe:
            modes.append(TrumpMode.UNDENUFE)
        return tuple(modes)

    def multiplier(self, mode: TrumpMode) -> int:
        return MULTIPLIERS[self.multipliers][mode]

    @property
    def has_weis(self) -> bool:
        return self.weis

    @property
    def has_stoeck(self) -> bool:
        return self.stoeck

    @property
    def ends_mid_deal(self) -> bool:
        return True


@dataclass(frozen=True)
class Putz(Variant):
    """Putz ("the apple"), everyone alone (source 003 "The apple or Putz"; ``docs/rules/swiss.md``).

    The suit of the turn-up card is trump; the holder of the six of trump may exchange it for the
    turn-up card before the first card is played. A deal scores apples (−1) for each player
    under ``apple_below`` points and awards to the best players without an apple
    (:meth:`putz_awards`). The game ends after the deal in which a player reaches ``target`` or
    more, or ``lower_limit`` or less; the highest total wins (equal highest totals share it).
    """

    team_game: ClassVar[bool] = False
    has_turn_up: ClassVar[bool] = True
    has_apples: ClassVar[bool] = True
    # AWARDS[apples]: awards to the players without an apple, best first.
    AWARDS: ClassVar[tuple[tuple[int, ...], ...]] = ()

    target: int = 7
    lower_limit: int = -4
    apple_below: int = 21
    six_exchange: bool = True

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.lower_limit >= 0:
            raise ValueError(f"{self.name}: lower_limit must be negative, not {self.lower_limit}")
        if not 0 <= self.apple_below <= DEAL_POINTS:
            raise ValueError(
                f"{self.name}: apple_below must be 0 to {DEAL_POINTS} (the points of a deal), "
                f"not {self.apple_below}"
            )

    def is_over(self, scores: list[int]) -> bool:
        return max(scores) >= self.target or min(scores) <= self.lower_limit

    def putz_awards(self, points: list[int]) -> list[int]:
        """The score change of each player for one deal, given each player's deal points.

        Each player under ``apple_below`` points gets an apple (−1). The others receive the
        awards for the number of apples, best first; players with equal points share their
        places and each receives the lowest award among the places they share
        (``docs/rules/swiss.md`` "Ties in Putz").

        Raises:
            ValueError: not one entry per player, or a negative number of points.
        """
        if len(points) != self.players:
            raise ValueError(f"{self.name} needs {self.players} players' points, got {len(points)}")
        if any(p < 0 for p in points):
            raise ValueError(f"deal points cannot be negative: {points}")
        changes = [0] * self.players
        clean = [seat for seat in range(self.players) if points[seat] >= self.apple_below]
        for seat in range(self.players):
            if points[seat] < self.apple_below:
                changes[seat] = -1
        awards = self.AWARDS[self.players - len(clean)]
        clean.sort(key=lambda seat: -points[seat])
        place = 0
        while place < len(clean):
            end = place
            while end + 1 < len(clean) and points[clean[end + 1]] == points[clean[place]]:
                end += 1
            award = min(awards[i] if i < len(awards) else 0 for i in range(place, end + 1))
            for i in range(place, end + 1):
                changes[clean[i]] = award
            place = end + 1
        return changes


@dataclass(frozen=True)
class Putz3(Putz):
    """Putz for three (``docs/rules/swiss.md`` "putz3"): 9 cards each, the other 9 form the kitty,
    whose top card is turned up for trump. Forehand, then the next player, then the dealer may take
    the kitty at their first turn, before playing a card; the taker's own hand is set aside out of
    play, and so is a kitty nobody takes. Apples under 21; the two best players +1 each, or +2 for
    the best if two players have apples. Ends at 7 or more, or −4 or less.

    Options: ``target`` (7), ``lower_limit`` (−4), ``apple_below`` (21), ``six_exchange``
    (True), ``kitty`` (True), ``buur_exemption`` (True).
    """

    name: ClassVar[str] = "putz3"
    title: ClassVar[str] = "Putz for 3"
    MENU: ClassVar[tuple[OptionMenu, ...]] = (*PUTZ_MENU, switch_menu("kitty", "kitty"), BUUR_MENU)
    players: ClassVar[int] = 3
    hand_size: ClassVar[int] = 9
    has_kitty: ClassVar[bool] = True
    AWARDS: ClassVar[tuple[tuple[int, ...], ...]] = ((1, 1), (1, 1), (2,), ())

    lower_limit: int = -4
    kitty: bool = True


@dataclass(frozen=True)
class Putz5(Putz):
    """Putz for five (``docs/rules/swiss.md`` "putz5"): 7 cards each, the last card turned up for
    trump (out of play), no kitty. Apples under 21; awards best first: 0 or 1 apple +1 +1 +1; 2
    apples +2 +1 +1; 3 apples +2 +2; 4 apples +3. Ends at 7 or more, or −5 or less.

    Options: ``target`` (7), ``lower_limit`` (−5), ``apple_below`` (21), ``six_exchange``
    (True), ``buur_exemption`` (True).
    """

    name: ClassVar[str] = "putz5"
    title: ClassVar[str] = "Putz for 5"
    MENU: ClassVar[tuple[OptionMenu, ...]] = (*PUTZ_MENU, BUUR_MENU)
    players: ClassVar[int] = 5
    hand_size: ClassVar[int] = 7
    AWARDS: ClassVar[tuple[tuple[int, ...], ...]] = (
        (1, 1, 1),
        (1, 1, 1),
        (2, 1, 1),
        (2, 2),
        (3,),
        (),
    )

    lower_limit: int = -5


VARIANTS: dict[str, Variant] = {
    variant.name: variant for variant in (Jass(), Schieber(), Putz3(), Putz5())
}
"""Variant name → the Swiss variant with its default options (the games the table offers).
Every variant, the family's partnership games included: :data:`~audiojass.rules.ALL_VARIANTS`.
"""

FamilyName = Literal[
    "klaverjas_amsterdam",
    "klaverjas_rotterdam",
    "belote",
    "belote_contree",
    "klaberjass2",
    "klaberjass3",
    "klaberjass4",
    "klaverjas_1821",
]
"""The names of the family's games (:data:`FAMILY_VARIANTS`)."""


class ComposedVariantBase(OnePlayPhase):
    """The base of :class:`~audiojass.rules.composed_variants.ContractVariant`, here so that
    :func:`get_variant` knows a family variant without importing the family's modules (which
    are built on this one)."""

    __slots__ = ()


FAMILY_VARIANTS: dict[str, ContractVariant] = {}
"""Variant name → the family variant with its default options: the seven of
:mod:`~audiojass.rules.composed_variants` and ``klaverjas_1821``
(:mod:`~audiojass.rules.klaverjas1821`), each put here by its own module when it is imported
(the package imports them all)."""


def get_family_variant(variant: str | ContractVariant) -> ContractVariant:
    """The family variant of a name, or the variant itself.

    Raises:
        ValueError: unknown name; the message lists the known ones.
    """
    if isinstance(variant, ComposedVariantBase):
        return variant
    found = FAMILY_VARIANTS.get(variant.strip().lower()) if isinstance(variant, str) else None
    if found is None:
        raise ValueError(f"unknown variant {variant!r} (known: {', '.join(FAMILY_VARIANTS)})")
    return found


def register_variant(variant: Variant | ContractVariant) -> None:
    """Offer a game: its variant with its default options goes into :data:`VARIANTS` (a Swiss
    game, :class:`Variant`) or :data:`FAMILY_VARIANTS` (a game of 32 cards,
    ``ContractVariant``) under its ``name``; the lookups, the menus and the rules text then
    know it.

    Raises:
        ValueError: no name, or a name already taken."""
    if not variant.name or variant.name in VARIANTS or variant.name in FAMILY_VARIANTS:
        raise ValueError(f"cannot register a variant named {variant.name!r}")
    if isinstance(variant, ComposedVariantBase):
        FAMILY_VARIANTS[variant.name] = variant
    else:
        VARIANTS[variant.name] = variant


@overload
def get_variant(variant: Variant) -> Variant: ...
@overload
def get_variant(variant: ContractVariant | FamilyName) -> ContractVariant: ...
@overload
def get_variant(variant: str) -> Variant | ContractVariant: ...
def get_variant(variant: str | Variant | ContractVariant) -> Variant | ContractVariant:
    """The variant of a name, or the variant itself: a Swiss game ("jass", "schieber",
    "putz3", "putz5", :data:`VARIANTS`) or one of the family's games ("klaverjas_amsterdam",
    "klaverjas_rotterdam", "belote", "belote_contree", "klaberjass2", "klaberjass3",
    "klaberjass4", "klaverjas_1821", :data:`FAMILY_VARIANTS`). Names are case-insensitive.

    Raises:
        ValueError: unknown name; the message lists the known ones.
    """
    if isinstance(variant, Variant | ComposedVariantBase):
        return variant
    key = variant.strip().lower() if isinstance(variant, str) else None
    found = VARIANTS.get(key) or FAMILY_VARIANTS.get(key)
    if found is None:
        known = ", ".join([*VARIANTS, *FAMILY_VARIANTS])
        raise ValueError(f"unknown variant {variant!r} (known: {known})")
    return found
