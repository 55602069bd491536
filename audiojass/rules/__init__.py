"""The AudioJass rules engine: Swiss Jass, Schieber, and Putz for 3 and 5 players; and the
family's games with 32 cards: Klaverjas (Amsterdam, Rotterdam), Belote, Belote Contrée,
Klaberjass for 2, 3 and 4, and the klaverjas of 1821.

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
'ContractGame'
>>> legal_cards("klaberjass2", "HK H7 D7", "SA", "H")   # void: trump
[<Card.H7: 1>, <Card.HK: 7>]

:data:`VARIANTS` holds the Swiss games (the games the table offers); :data:`ALL_VARIANTS` every
variant; :func:`get_variant`, :func:`new_game`, :func:`load_any_game` and the rule functions
take the names of both.

Sources: the rule texts cited by number (``docs/rules/README.md`` "Sources"; primarily source 003)
as decided by ``docs/rules/swiss.md``, and ``docs/rules/family.md`` for the family's games; each
function's docstring names its section.
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
from .components import (
    AnnounceMelds,
    BeloteAnnounced,
    ClaimRoem,
    ContractGame,
    ContractIllegalActionError,
    ContractObservation,
    DealSettled,
    DixExchanged,
    DixKept,
    ExchangeDix,
    FamilyAction,
    FamilyEvent,
    HandsCompleted,
    KeepDix,
    MeldsAnnounced,
    MeldSpoken,
    MeldsScored,
    NoTrumpsChosen,
    RoemLost,
    RoemScored,
    SayBelote,
    StockDealt,
    new_family_game,
    parse_family_action,
)
from .composed_variants import (
    FAMILY_VARIANTS,
    BeloteContreeVariant,
    BeloteVariant,
    ContractVariant,
    Klaberjass2,
    Klaberjass3,
    Klaberjass4,
    KlaverjasAmsterdam,
    KlaverjasRotterdam,
    get_family_variant,
)
from .engine import ComposedGame
from .game import Game, IllegalActionError, Observation, Phase, TrickRecord, new_game
from .klaverjas1821 import (
    CardsDrawn,
    DeclareMeld,
    Klaverjas1821Game,
    Klaverjas1821Observation,
    Klaverjas1821Variant,
    MarriageScored,
    MeldDeclared,
    PhaseTwoStarted,
    SayMarriage,
    parse_1821_action,
)
from .registry import (
    ALL_VARIANTS,
    AnyAction,
    AnyGame,
    AnyObservation,
    AnyVariant,
    PlayableGame,
    is_family,
    load_any_game,
    parse_action,
)
from .renamed import renamed_names
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
    "AnnounceMelds",
    "AnyAction",
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
    "CardsDrawn",
    "ChooseTrump",
    "ClaimRoem",
    "ComposedGame",
    "ContractGame",
    "ContractIllegalActionError",
    "ContractObservation",
    "ContractVariant",
    "Deal",
    "DealEnded",
    "DealSettled",
    "DealStarted",
    "DeclareMeld",
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
    "FamilyName",
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
    "Klaverjas1821Game",
    "Klaverjas1821Observation",
    "Klaverjas1821Variant",
    "KlaverjasAmsterdam",
    "KlaverjasRotterdam",
    "MarriageScored",
    "Meld",
    "MeldDeclared",
    "MeldSpoken",
    "MeldsAnnounced",
    "MeldsScored",
    "NameSuit",
    "NoTrumps",
    "NoTrumpsChosen",
    "Observation",
    "Pass",
    "Phase",
    "PhaseTwoStarted",
    "PlayCard",
    "PlayableGame",
    "Putz",
    "Putz3",
    "Putz5",
    "Rank",
    "Redouble",
    "RoemLost",
    "RoemScored",
    "SayBelote",
    "SayMarriage",
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
    "parse_1821_action",
    "parse_action",
    "parse_bid",
    "parse_cards",
    "parse_family_action",
    "parse_trump",
    "putz_awards",
    "trick_winner",
]

_RENAMED = {
    "FamilyGame": "ContractGame",
    "FamilyIllegalActionError": "ContractIllegalActionError",
    "FamilyObservation": "ContractObservation",
    "FamilyVariant": "ContractVariant",
}
"""Names of this release's classes as the last release called them (kept for one release)."""


__getattr__ = renamed_names("audiojass.rules", _RENAMED, globals())
