"""The AudioJass rules engine: Swiss Jass, Schieber, and Putz for 3 and 5 players.

Pure Python with no pygame or speech imports: the table, the bots, saved games and the command
line all build on it.

>>> from audiojass.rules import parse_cards, legal_cards, trick_winner, card_points
>>> legal_cards("jass", "H6 HA S7", "HK", "S")       # follow hearts, or trump
[<Card.H6: 0>, <Card.HA: 8>, <Card.S7: 19>]
>>> trick_winner("jass", "HK HA S6 H10", "S")         # the six of trump wins
2
>>> card_points("schieber", "SJ S9 HA", "S", last_trick=True)
50

Sources: the rule texts in ``seeds/`` (primarily ``seeds/003_f69e6942a7090fd9.txt``) as decided
by ``RULES.md``; each function's docstring names its section.
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
from .cards import Card, Rank, Suit, TrumpMode, parse_cards, parse_trump
from .game import Game, IllegalActionError, Observation, Phase, TrickRecord, new_game
from .variants import VARIANTS, Jass, Putz, Putz3, Putz5, Schieber, Variant, get_variant
from .weis import Meld

__all__ = [
    "VARIANTS",
    "Action",
    "Card",
    "CardPlayed",
    "ChooseTrump",
    "Deal",
    "DealEnded",
    "DealStarted",
    "DeclareWeis",
    "Event",
    "ExchangeSix",
    "Game",
    "GameEnded",
    "IllegalActionError",
    "Jass",
    "KeepSix",
    "KittyTaken",
    "Meld",
    "Observation",
    "Phase",
    "PlayCard",
    "Putz",
    "Putz3",
    "Putz5",
    "Rank",
    "Schieben",
    "SchiebenDone",
    "Schieber",
    "SixExchanged",
    "SixKept",
    "StoeckScored",
    "Suit",
    "TakeKitty",
    "TrickRecord",
    "TrickWon",
    "TrumpChosen",
    "TrumpMode",
    "Variant",
    "WeisDeclared",
    "WeisScored",
    "card_points",
    "get_variant",
    "legal_cards",
    "melds",
    "new_game",
    "parse_action",
    "parse_cards",
    "parse_trump",
    "putz_awards",
    "trick_winner",
]
