"""The AudioJass rules engine: Swiss Jass, Schieber, and Putz for 3 and 5 players; and the
family's games with 32 cards: Klaverjas (Amsterdam, Rotterdam), Belote, Belote Contrée and
Klaberjass for 2, 3 and 4.

Pure Python with no pygame or speech imports: the table, the bots, saved games and the command
line all build on it.

>>> from audiojass.rules import parse_cards, legal_cards, trick_winner, card_points
>>> legal_cards("jass", "H6 HA S7", "HK", "S")       # follow hearts, or trump
[<Card.H6: 0>, <Card.HA: 8>, <Card.S7: 19>]
>>> trick_winner("jass", "HK HA S6 H10", "S")         # the six of trump wins
2
>>> card_points("schieber", "SJ S9 HA", "S", last_trick=True)
50
>>> legal_cards("klaverjas_rotterdam", "HK H7 D7", "SA HQ S7", "H")   # overtrump the partner
[<Card.HK: 7>]
>>> card_points("belote", "SJ S9 HA", "S", last_trick=True)
55
>>> type(new_game("belote", seed=1)).__name__
'FamilyGame'
>>> legal_cards("klaberjass2", "HK H7 D7", "SA", "H")   # void: trump
[<Card.H7: 1>, <Card.HK: 7>]

:data:`VARIANTS` holds the Swiss games (the games the table offers); :data:`ALL_VARIANTS` every
variant; :func:`get_variant`, :func:`new_game`, :func:`load_any_game` and the rule functions
take the names of both.

Sources: the rule texts in ``seeds/`` (primarily ``seeds/003_f69e6942a7090fd9.txt``) as decided
by ``RULES.md``, and ``RULES-FAMILY.md`` for the family's games; each function's docstring
names its section.
"""

from .actions import (
    Action,
    CardPlayed,
    ChooseTrump,
    Deal,
    DealEnded,
    DealStarted,
    DeclareWeis,
    Event,
    ExchangeSix,
    GameEnded,
    KeepSix,
    KittyTaken,
    PlayCard,
    Schieben,
    SchiebenDone,
    SixExchanged,
    SixKept,
    StoeckScored,
    TakeKitty,
    TrickWon,
    TrumpChosen,
    WeisDeclared,
    WeisScored,
    parse_action,
)
from .api import card_points, legal_cards, melds, putz_awards, trick_winner
from .bidding import (
    Bid,
    BidAction,
    BiddingEnded,
    BiddingResult,
    BidMade,
    Decline,
    Double,
    Force,
    NameSuit,
    NoTrumps,
    Pass,
    Redouble,
    Schmeiss,
    Take,
    parse_bid,
)
from .cards import Card, Rank, Suit, TrumpMode, parse_cards, parse_trump
from .family_game import (
    BeloteAnnounced,
    DealSettled,
    DixExchanged,
    DixKept,
    ExchangeDix,
    FamilyAction,
    FamilyEvent,
    FamilyGame,
    FamilyIllegalActionError,
    FamilyObservation,
    HandsCompleted,
    KeepDix,
    MeldSpoken,
    MeldsScored,
    NoTrumpsChosen,
    RoemScored,
    StockDealt,
    load_any_game,
    new_family_game,
    parse_family_action,
)
from .family_variants import (
    FAMILY_VARIANTS,
    BeloteContreeVariant,
    BeloteVariant,
    FamilyVariant,
    Klaberjass2,
    Klaberjass3,
    Klaberjass4,
    KlaverjasAmsterdam,
    KlaverjasRotterdam,
    get_family_variant,
)
from .game import Game, IllegalActionError, Observation, Phase, TrickRecord, new_game
from .registry import (
    ALL_VARIANTS,
    AnyGame,
    AnyObservation,
    AnyVariant,
    PlayableGame,
    is_family,
)
from .variants import (
    VARIANTS,
    FamilyName,
    Jass,
    Putz,
    Putz3,
    Putz5,
    Schieber,
    Variant,
    get_variant,
)
from .weis import Meld

__all__ = [
    "ALL_VARIANTS",
    "FAMILY_VARIANTS",
    "VARIANTS",
    "Action",
    "AnyGame",
    "AnyObservation",
    "AnyVariant",
    "BeloteAnnounced",
    "BeloteContreeVariant",
    "BeloteVariant",
    "Bid",
    "BidAction",
    "BidMade",
    "BiddingEnded",
    "BiddingResult",
    "Card",
    "CardPlayed",
    "ChooseTrump",
    "Deal",
    "DealEnded",
    "DealSettled",
    "DealStarted",
    "DeclareWeis",
    "Decline",
    "DixExchanged",
    "DixKept",
    "Double",
    "Event",
    "ExchangeDix",
    "ExchangeSix",
    "FamilyAction",
    "FamilyEvent",
    "FamilyGame",
    "FamilyIllegalActionError",
    "FamilyName",
    "FamilyObservation",
    "FamilyVariant",
    "Force",
    "Game",
    "GameEnded",
    "HandsCompleted",
    "IllegalActionError",
    "Jass",
    "KeepDix",
    "KeepSix",
    "KittyTaken",
    "Klaberjass2",
    "Klaberjass3",
    "Klaberjass4",
    "KlaverjasAmsterdam",
    "KlaverjasRotterdam",
    "Meld",
    "MeldSpoken",
    "MeldsScored",
    "NameSuit",
    "NoTrumps",
    "NoTrumpsChosen",
    "Observation",
    "Pass",
    "Phase",
    "PlayCard",
    "PlayableGame",
    "Putz",
    "Putz3",
    "Putz5",
    "Rank",
    "Redouble",
    "RoemScored",
    "Schieben",
    "SchiebenDone",
    "Schieber",
    "Schmeiss",
    "SixExchanged",
    "SixKept",
    "StockDealt",
    "StoeckScored",
    "Suit",
    "Take",
    "TakeKitty",
    "TrickRecord",
    "TrickWon",
    "TrumpChosen",
    "TrumpMode",
    "Variant",
    "WeisDeclared",
    "WeisScored",
    "card_points",
    "get_family_variant",
    "get_variant",
    "is_family",
    "legal_cards",
    "load_any_game",
    "melds",
    "new_family_game",
    "new_game",
    "parse_action",
    "parse_bid",
    "parse_cards",
    "parse_family_action",
    "parse_trump",
    "putz_awards",
    "trick_winner",
]
