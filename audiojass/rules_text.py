"""The rules of every game as short spoken paragraphs, for the rules screen and Ctrl+F1.

Each paragraph stands on its own: the player moves through them with the arrow keys, and a screen
reader or TTS voice reads one at a time. Plain text only, numbers as digits, no symbols that a
speech synthesizer reads badly.

The words are the catalogue's (``locales/<language>/rules.ftl`` and ``rules_family.ftl``, one
message per paragraph) in the active language, looked up at call time; the variant's title, its
target, its deal count and the spoken key names are the messages' variables.

A game's paragraphs are assembled from what it is made of, one function per part, in reading
order: who plays, the deal, how trump is settled, the completion of the hands, the card order,
the trick-play duties, card points, melds, the settlement, the end of the game, the options and
announcing by hand; the last paragraph names the keys. Each part reads the phases the variant
composes (``compose()``: deal, trump procedure or auction, announcements, duties, scoring) or,
for a game that composes none, its facts (players, turn-up, kitty, trump modes, Weis, Stöck).

The text describes each game with its default options (an option switched off leaves out what
it switches off; Amsterdam's ``play_rules=002`` says its own trick play) and must agree with
``docs/rules/swiss.md`` (every section), ``docs/rules/family.md`` ("Common", "Trick play" and
each game's section) and ``docs/keys.md`` (the keys).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from audiojass.i18n import t
from audiojass.keymap import spoken_key
from audiojass.rules import ALL_VARIANTS
from audiojass.rules import tricks32 as rows
from audiojass.rules.components import (
    BeloteRebelote,
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
from audiojass.rules.composed_variants import composed
from audiojass.rules.klaverjas1821 import KLAVERJAS_1821_DUTIES, POINTS_1821, DrawStockDeal
from audiojass.rules.tricks import SWISS_DUTIES
from audiojass.rules.variants import DEAL_POINTS
from audiojass.titles import variant_title

__all__ = [
    "DEFAULT_KEY_NAMES",
    "RULES_KEY_COMMANDS",
    "RULES_TEXT",
    "SpokenKeyNames",
    "rules_paragraphs",
]

_DEFAULT_KEYS: Mapping[str, str] = {
    "play": "enter",
    "trump": "a",
    "previous_suit": "up",
    "next_suit": "down",
    "previous_card": "left",
    "next_card": "right",
    "exchange_six": "g",
    "take_kitty": "h",
    "table_cards": "c",
    "led_suit": "f",
    "scores": "s",
    "deal_scores": "shift+s",
    "turn": "t",
    "hand": "d",
    "last_trick": "l",
    "points": "p",
    "melds": "w",
    "help": "f1",
}
"""The default key (canonical name) of each command the rules name. In the bid list (the
table's trump list) Up and Down (``previous_suit``, ``next_suit``) move and Enter (``play``)
bids; in Contrée's, Left and Right (``previous_card``, ``next_card``) move bid by bid and Up and
Down jump between contract values."""

RULES_KEY_COMMANDS: tuple[str, ...] = tuple(_DEFAULT_KEYS)
"""The commands whose keys the rules name (in their last paragraph, "Keys: ...")."""


class SpokenKeyNames(Mapping[str, str]):
    """Command → the spoken name of its key in ``keys`` (command → canonical key name), in
    the active language at each lookup (:func:`audiojass.keymap.spoken_key`: "Enter",
    "Entrée", "F1")."""

    def __init__(self, keys: Mapping[str, str]) -> None:
        self._keys = keys

    def __getitem__(self, command: str) -> str:
        return spoken_key(self._keys[command])

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)


DEFAULT_KEY_NAMES: Mapping[str, str] = SpokenKeyNames(_DEFAULT_KEYS)
"""The spoken names of the default keymap's keys for :data:`RULES_KEY_COMMANDS`, in the
active language when looked up."""

# -- what a game is made of ---------------------------------------------------------------------

Messages = tuple[str, ...]


def _phases(variant: Any) -> ContractRules | None:
    """The phases the variant composes (None: a game that composes none, a Swiss game, told
    by its facts)."""
    return composed(variant) if hasattr(variant, "compose") else None


def _trump_kind(variant: Any) -> str:
    """How trump is settled: "schieben" (forehand chooses or passes the choice to the
    partner), "turn_up" (the turned-up card sets it), "name" (forehand must name it), "bid"
    (two rounds on the turned-up suit) or "auction" (contracts bid round the table)."""
    phases = _phases(variant)
    if phases is None:
        return "turn_up" if variant.has_turn_up else "schieben"
    if not variant.bidding:
        return "turn_up"
    kinds = {ForehandProcedure: "name", TurnUpProcedure: "bid", ContreeProcedure: "auction"}
    return kinds[type(phases.trump)]


def _offers_modes(variant: Any) -> bool:
    """Whether the game offers Obenabe and Undenufe (its paragraphs then say the modes)."""
    return len(getattr(variant, "trump_modes", ())) > 4


_MODE_FORMS = {
    "rules-jass-teams": "rules-schieber-teams",
    "rules-jass-trump": "rules-schieber-trump",
    "rules-follow": "rules-schieber-follow",
    "rules-winner": "rules-schieber-winner",
    "rules-jass-score": "rules-schieber-score",
    "rules-jass-match": "rules-schieber-match",
    "rules-jass-end": "rules-schieber-end",
}
"""The paragraphs said instead in a game with Obenabe and Undenufe (Schieber)."""


def _settlement(variant: Any) -> str:
    """Which settlement ends a deal of a game with a contract ("klaverjas", "belote",
    "contree", "klaberjass"); "" without bidding or phases (each scores their own)."""
    phases = _phases(variant)
    return phases.scoring.settlement if phases and variant.bidding else ""


def _announcements(variant: Any) -> tuple[type, ...]:
    """The kinds of the game's announcements (melds, Belote, roem)."""
    phases = _phases(variant)
    return tuple(type(part) for part in phases.announcements) if phases else ()


# -- the parts, in reading order ----------------------------------------------------------------
# Each takes the game's default variant (``base``) and the variant with the game's options.

_BY_PLAYERS = {2: "rules-1821-players", 3: "rules-putz3-players", 5: "rules-putz5-players"}
"""The first paragraph of a game whose turned-up card sets trump, by its players."""
_KJ_PLAYERS = {2: "rules-kj-two-players", 3: "rules-kj-three-players"}
_KJ_COMPLETION = {
    2: "rules-kj-two-completion",
    3: "rules-kj-three-completion",
    4: "rules-kj-four-completion",
}
_KJ_SETTLE = {2: "rules-kj-two-settle", 3: "rules-kj-three-settle", 4: "rules-kj-four-settle"}
"""Klaberjass's own paragraphs by its number of players."""
_TEAMS = {
    "klaverjas": "rules-family-klaverjas-teams",
    "belote": "rules-family-belote-teams",
    "contree": "rules-family-contree-teams",
}
_SCORE = {
    "klaverjas": "rules-family-klaverjas-score",
    "belote": "rules-family-belote-score",
    "contree": "rules-family-contree-score",
}
_SETTLE: dict[str, Messages] = {
    "klaverjas": ("rules-family-pit", "rules-family-wet", "rules-family-announce-roem"),
    "belote": ("rules-family-belote-settle",),
    "contree": (
        "rules-family-contree-made",
        "rules-family-contree-failed",
        "rules-family-contree-double",
    ),
}
"""The paragraphs of a contract game's settlement (its scoring's ``settlement``): who plays
together, what the tricks score, how the deal is settled."""
_MODES = {"obenabe": "rules-obenabe", "undenufe": "rules-undenufe"}
"""The paragraph of each trump mode without a trump suit."""
_PUTZ_SIX = {3: "rules-putz3-six", 5: "rules-putz5-six"}
_PUTZ_AWARDS = {3: "rules-putz3-awards", 5: "rules-putz5-awards"}
"""Putz's own paragraphs by its number of players."""


def _seats(base: Any, game: Any) -> Messages:
    """Who plays, in teams or alone, and what each side must make."""
    settlement, kind = _settlement(base), _trump_kind(base)
    if kind == "schieben":
        return ("rules-jass-teams",)
    if settlement == "klaberjass":
        return ("rules-kj-four-teams" if base.team_game else _KJ_PLAYERS[base.players],)
    if settlement:
        return (_TEAMS[settlement],)
    return (_BY_PLAYERS[base.players],)


def _deal(base: Any, game: Any) -> Messages:
    """The deck and the deal (a game without phases: by its players)."""
    phases = _phases(base)
    if phases is None:
        return ({4: "rules-team-deck", 3: "rules-putz3-deck", 5: "rules-putz5-deck"}[base.players],)
    deal = phases.deal
    if isinstance(deal, StockDeal):
        return ("rules-kj-four-deal" if deal.players == 4 else "rules-kj-deal",)
    kinds = {
        FullDeal: "rules-family-deck-all",
        TurnUpDeal: "rules-family-belote-deal",
        DrawStockDeal: "rules-1821-deal",
    }
    return (kinds[type(deal)],)


def _trump(base: Any, game: Any) -> Messages:
    """How trump is settled: chosen, turned up, named, bid or won in the auction."""
    kind, phases = _trump_kind(base), _phases(base)
    if kind == "bid" and phases is not None:
        if isinstance(phases.deal, TurnUpDeal):
            return ("rules-family-belote-bidding",)
        return ("rules-kj-four-bidding" if phases.deal.players == 4 else "rules-kj-bidding",)
    kinds: dict[str, Messages] = {
        "schieben": ("rules-jass-trump",),
        "name": ("rules-family-klaverjas-trump",),
        "auction": ("rules-family-contree-auction", "rules-family-contree-auction-end"),
    }
    turned: dict[int, Messages] = {3: ("rules-putz3-trump",), 5: ("rules-putz5-trump",)}
    return kinds.get(kind) or turned.get(base.players, ())


def _completion(base: Any, game: Any) -> Messages:
    """The cards dealt after the bidding, the dix and no-trumps."""
    phases = _phases(base)
    if phases is None or not base.bidding:
        return ()
    if isinstance(phases.deal, TurnUpDeal):
        return ("rules-family-belote-completion",)
    if not isinstance(phases.deal, StockDeal):
        return ()
    no_trumps = getattr(getattr(phases.trump, "rules", None), "no_trumps", False)
    extra = ("rules-kj-dix",) * base.has_dix + ("rules-kj-no-trumps",) * no_trumps
    return (_KJ_COMPLETION[base.players], *extra)


def _card_order(base: Any, game: Any) -> Messages:
    """Trumps and plain suits: order and points (and the modes without trump)."""
    phases = _phases(base)
    if phases is None:
        modes = (_MODES[mode.name.lower()] for mode in game.trump_modes[4:])
        return ("rules-trump-order", "rules-plain-order", *modes)
    if phases.card_points is POINTS_1821:
        return ("rules-1821-trump-order", "rules-1821-plain-order")
    dutch = _trump_kind(base) == "name"
    trump = "rules-family-klaverjas-trump-order" if dutch else "rules-family-trump-order"
    return (trump, "rules-family-plain-order")


def _stock_play(base: Any, game: Any) -> Messages:
    """Tricks while the stock lasts (a deal drawn from after each trick)."""
    phases = _phases(base)
    if phases is None or not isinstance(phases.deal, DrawStockDeal):
        return ()
    return ("rules-1821-phase-one", "rules-1821-dix", "rules-1821-melds", "rules-1821-marriage")


_FOLLOW = "rules-family-follow"
_TRICK_PLAY: dict[object, Messages] = {
    SWISS_DUTIES: ("rules-follow", "rules-undertrump", "rules-trump-lead", "rules-winner"),
    rows.ROTTERDAM: (
        _FOLLOW,
        "rules-family-trump-lead-over",
        "rules-family-klaverjas-void",
        "rules-family-rotterdam-partner",
    ),
    rows.AMSTERDAM: (
        _FOLLOW,
        "rules-family-trump-lead-over",
        "rules-family-klaverjas-void",
        "rules-family-amsterdam-partner",
    ),
    rows.AMSTERDAM_002: (
        "rules-family-beat-follow",
        "rules-family-beat-trump-lead",
        "rules-family-beat-void",
        "rules-family-beat-partner",
    ),
    rows.BELOTE: (
        _FOLLOW,
        "rules-family-belote-trump-lead",
        "rules-family-belote-void",
        "rules-family-void-partner-free",
    ),
    rows.CONTREE: (
        _FOLLOW,
        "rules-family-trump-lead-over",
        "rules-family-contree-void",
        "rules-family-void-partner-free",
    ),
    rows.KLABERJASS2: (_FOLLOW, "rules-kj-two-trump-lead", "rules-kj-two-void"),
    rows.KLABERJASS3: (_FOLLOW, "rules-kj-three-trump-lead", "rules-kj-three-void"),
    rows.KLABERJASS4: (_FOLLOW, "rules-family-trump-lead-over", "rules-kj-four-void"),
    KLAVERJAS_1821_DUTIES: ("rules-1821-phase-two",),
}
"""Each row of the trick-play duties (``docs/rules/family.md`` "Trick play", the Swiss rule of
``docs/rules/swiss.md`` "Common to the Swiss games") → its paragraphs, following suit first."""


def _trick_play(base: Any, game: Any) -> Messages:
    """Following suit, trumping and overtrumping, by the duties of the game with its options
    (``play_rules``; ``bare_jass`` and the Buur exemption are said by the options; a game
    without phases plays the Swiss rule)."""
    phases = _phases(game)
    duties = SWISS_DUTIES if phases is None else phases.duties
    return _TRICK_PLAY[dataclasses.replace(duties, bare_jass=False)]


def _exchange_and_kitty(base: Any, game: Any) -> Messages:
    """The exchange of the 6 of trump and the kitty, when the game's options keep them."""
    if not hasattr(game, "six_exchange"):
        return ()
    six: Messages = (_PUTZ_SIX[game.players],) * bool(game.six_exchange)
    kept = bool(game.has_kitty and game.kitty)
    return (*six, *("rules-putz3-kitty", "rules-putz3-kitty-order") * kept)


def _sequences(base: Any, game: Any) -> Messages:
    """Klaberjass's sequences with their spoken exchange, and Bela, before the card points."""
    if SequenceMelds not in _announcements(base):
        return ()
    best = "rules-kj-four-melds-best" if base.team_game else "rules-kj-melds-best"
    return ("rules-kj-melds", best, "rules-kj-bela")


def _card_points(base: Any, game: Any) -> Messages:
    """What a deal's tricks score (and the match bonus)."""
    settlement = _settlement(base)
    if settlement == "klaberjass":
        return ("rules-kj-four-score" if base.team_game else "rules-kj-score",)
    if settlement:
        return (_SCORE[settlement],)
    if _trump_kind(base) == "schieben":
        return ("rules-jass-score", "rules-jass-match")
    return {3: ("rules-putz3-score",), 5: ("rules-putz5-score",)}.get(base.players, ())


def _melds(base: Any, game: Any) -> Messages:
    """Roem, hand melds and Belote/Rebelote, Weis and Stöck (as the options keep them), and
    announcing hand melds by hand."""
    kinds = _announcements(base)
    melds: Messages = ("rules-family-roem", "rules-family-stuk") if TrickRoem in kinds else ()
    if HandMelds in kinds:  # Belote's melds, with its Belote/Rebelote (Klaberjass: Bela)
        melds += ("rules-family-melds", "rules-family-melds-best")
        if BeloteRebelote in kinds:
            melds += ("rules-family-belote-rebelote",)
        melds += ("rules-family-announce-melds",)
    if getattr(game, "has_weis", False):
        melds += ("rules-weis", "rules-weis-sequences", "rules-weis-values", "rules-weis-best")
    return (*melds, "rules-stoeck") if getattr(game, "has_stoeck", False) else melds


def _settle(base: Any, game: Any) -> Messages:
    """How a deal is settled: the contract made or failed, apples and awards, multipliers;
    announcing roem by hand."""
    settlement = _settlement(base)
    if settlement == "klaberjass":
        return (_KJ_SETTLE[base.players],)
    if settlement:
        return _SETTLE[settlement]
    if hasattr(base, "apple_below"):
        return ("rules-apples", _PUTZ_AWARDS[base.players], "rules-putz-ties")
    return ("rules-multipliers",) if hasattr(base, "multipliers") else ()


def _end(base: Any, game: Any) -> Messages:
    """When the game ends and who wins."""
    if _trump_kind(base) == "schieben":
        return ("rules-jass-end",)
    if hasattr(base, "lower_limit"):
        return ("rules-putz-end",)
    if _settlement(base) == "klaverjas":
        return ("rules-family-klaverjas-end",)
    return ("rules-family-target-end" if base.team_game else "rules-kj-end",)


def _options(base: Any, game: Any) -> Messages:
    """Klaberjass's rule options, and announcing by hand said last."""
    if SequenceMelds in _announcements(base):
        options = {
            2: ("rules-kj-two-options-bid", "rules-kj-options-play"),
            3: ("rules-kj-three-options",),
            4: ("rules-kj-four-options-deal", "rules-kj-options-play"),
        }
        return (*options[base.players], "rules-kj-announce")
    phases = _phases(base)
    return ("rules-1821-announce",) if phases and isinstance(phases.deal, DrawStockDeal) else ()


_PARTS: tuple[Callable[[Any, Any], Messages], ...] = (
    _seats,
    _deal,
    _trump,
    _completion,
    _card_order,
    _stock_play,
    _trick_play,
    _exchange_and_kitty,
    _sequences,
    _card_points,
    _melds,
    _settle,
    _end,
    _options,
)
"""The parts of every game's rules, in reading order (the keys paragraph comes last)."""


def _facts(base: Any, game: Any) -> dict[str, object]:
    """The variables of a game's paragraphs with its options: its title and target; Swiss:
    the modes it offers, what it scores besides card points (``scores``: Weis and Stöck,
    "both", "weis", "stoeck" or "none"), its multipliers (and whether there are any), its
    match bonus (and a deal's points with it), the points under which a Putz player gets an
    apple and the lower limit as a positive number; the deals that end the game (``deals``,
    0: none), how many times each player deals in them (``rounds``) and ``players``; the
    game's words (``terms``, whatever game is at the table)."""
    facts: dict[str, object] = {"title": variant_title(base.name), "target": game.target}
    facts["terms"] = base.terms
    facts["modes"] = _which_on(game, "obenabe", "undenufe")
    facts["scores"] = _which_on(game, "weis", "stoeck")
    facts["multipliers"] = getattr(game, "multipliers", "standard")
    facts["multiplied"] = "no" if facts["multipliers"] == "none" else "yes"
    match = getattr(game, "match", 100)
    facts["match"], facts["match_deal"] = match, DEAL_POINTS + match
    facts["limit"] = -getattr(game, "lower_limit", 0)
    facts["apple"] = getattr(game, "apple_below", 0)
    deals = int(game.deal_limit)
    facts.update(deals=deals, rounds=deals // game.players, players=game.players)
    return facts


def _which_on(variant: object, first: str, second: str) -> str:
    """Which of two on/off options of ``variant`` are on (an option it lacks counts as on):
    "both", the name of the one, or "none"."""
    on = [name for name in (first, second) if getattr(variant, name, True)]
    return "both" if len(on) == 2 else on[0] if on else "none"


# -- the keys paragraph -------------------------------------------------------------------------

_TOLD = (
    ("table_cards", "rules-told-table-cards"),
    ("led_suit", "rules-told-led-suit"),
    ("scores", "rules-told-scores"),
    ("deal_scores", "rules-family-told-deal-scores"),
    ("turn", "rules-told-turn"),
    ("hand", "rules-told-hand"),
    ("last_trick", "rules-told-last-trick"),
    ("points", "rules-told-points"),
)
"""The keys that tell something, as the keys paragraph lists them, with (the message of) what
they tell."""

_LISTS = ("rules-keys-list-one", "rules-keys-list-two", "rules-keys-list-three")
"""A sentence of 1, 2 or 3 parts (the keys for trump, the 6 and the kitty)."""


def _trump_keys(base: Any, game: Any, key: Mapping[str, str]) -> list[str]:
    """What the trump key (A) does, and the keys of the exchanges: chosen (Swiss), told with
    the 6 exchange and the kitty in one sentence, or told, named or bid (naming the list keys
    when all of them are bound) and the dix (G) in a sentence of its own."""
    kind, trump, six = _trump_kind(base), key["trump"], key["exchange_six"]
    if kind == "schieben":
        return [t("rules-keys-choose-trump", key=trump)] if trump else []
    if kind == "turn_up" and not base.has_dix:
        special = [t("rules-keys-tell-trump", key=trump)] if trump else []
        if six and game.six_exchange:
            play = key["play"]
            keep = t("rules-keys-six-keep", key=six, play=play) if play else None
            special.append(keep or t("rules-keys-six", key=six))
        if key["take_kitty"] and game.has_kitty and game.kitty:
            special.append(t("rules-keys-kitty", key=key["take_kitty"]))
        parts = dict(zip(("first", "second", "third"), special, strict=False))
        return [t(_LISTS[len(special) - 1], **parts)] if special else []
    sentences = [_bid_keys(kind, key)] if trump else []
    if base.has_dix and six:
        sentences.append(t("rules-kj-keys-dix", key=six))
    return sentences


def _bid_keys(kind: str, key: Mapping[str, str]) -> str:
    """The trump key's sentence of a game where trump is turned up, named or bid."""
    trump, up, down, enter = (key[c] for c in ("trump", "previous_suit", "next_suit", "play"))
    if kind == "turn_up":
        return t("rules-kj-keys-trump", key=trump)
    if not (up and down and enter):
        short = (
            "rules-family-keys-name-trump-short"
            if kind == "name"
            else "rules-family-keys-bid-short"
        )
        return t(short, key=trump)
    if kind == "name":
        return t("rules-family-keys-name-trump", key=trump, previous=up, next=down, select=enter)
    left, right = key["previous_card"], key["next_card"]
    if kind == "auction" and left and right:
        return t(
            "rules-family-keys-auction",
            key=trump,
            previous=left,
            next=right,
            lower=up,
            higher=down,
            select=enter,
        )
    return t("rules-family-keys-bid", key=trump, previous=up, next=down, select=enter)


def _told_melds(game: Any) -> str:
    """What the melds key (W) tells in the game with its options ("": no melds key)."""
    if getattr(game, "has_weis", False) or getattr(game, "has_stoeck", False):
        return "rules-told-melds"
    return str(getattr(game, "told_melds", ""))


def _keys_paragraph(base: Any, game: Any, keys: Mapping[str, str]) -> str:
    """The last paragraph of a game's rules: its keys, named as in ``keys`` (command → spoken
    key name; a command missing or named "" has no key and is left out). The stock (C) and
    the deal scores (Shift+S) are said where the game has them in its phases."""
    key = {command: keys.get(command, "") for command in _DEFAULT_KEYS}
    sentences = [t("rules-keys-play", key=key["play"])] if key["play"] else []
    sentences += _trump_keys(base, game, key)
    told = [(key[command], what) for command, what in _TOLD]
    if base.has_stock:
        told[0] = (key["table_cards"], "rules-kj-told-stock")
    if _phases(base) is None:  # no scoring phase: Shift+S is not among the keys named
        told.remove((key["deal_scores"], "rules-family-told-deal-scores"))
    told.append((key["melds"], _told_melds(game)))
    told = [(name, what) for name, what in told if name and what]
    if told:
        (first_key, first_what), *rest = told
        listed = [
            t("rules-keys-tells-first", key=first_key, what=t(first_what)),
            *(t("rules-keys-tells-next", key=name, what=t(what)) for name, what in rest),
        ]
        sentences.append(", ".join(listed) + ".")
    if key["help"]:
        sentences.append(t("rules-keys-help", key=key["help"]))
    if not sentences:
        return t("rules-keys-none")
    return t("rules-keys", sentences=" ".join(sentences))


# -- the rules ----------------------------------------------------------------------------------


def _known(variant: str) -> str:
    name = variant.strip().lower() if isinstance(variant, str) else None
    if name not in ALL_VARIANTS:
        raise ValueError(f"unknown variant {variant!r} (known: {', '.join(ALL_VARIANTS)})")
    return name


def rules_paragraphs(
    variant: str, keys: Mapping[str, str] | None = None, rules: Any = None
) -> tuple[str, ...]:
    """The rules of a game (any of :data:`~audiojass.rules.ALL_VARIANTS`: "jass", "schieber",
    "putz3", "putz5", "klaverjas_amsterdam", "klaverjas_rotterdam", "belote",
    "belote_contree", "klaberjass2", "klaberjass3", "klaberjass4", "klaverjas_1821"),
    paragraph by paragraph, in the active language; the last paragraph names its keys.

    Case and surrounding spaces in the name are ignored.

    Args:
        variant: the game's name.
        keys: command (:data:`RULES_KEY_COMMANDS`) → spoken name of its key in the active
            keymap ("Enter", "F1"); a command missing or named "" has no key and its key is
            left out. None: :data:`DEFAULT_KEY_NAMES`.
        rules: the game's variant with its options, whose target, limits and number of deals
            the paragraphs then name (None: the defaults); an option switched off (the six
            exchange, the kitty, Weis, Stöck, Obenabe, Undenufe) leaves its paragraphs and its
            key out, and Amsterdam's ``play_rules=002`` says its own trick play.

    Returns:
        10 to 20 non-empty paragraphs, as many in every language.

    Raises:
        ValueError: unknown variant; the message lists the known ones.
    """
    base = ALL_VARIANTS[_known(variant)]
    game = base if rules is None else rules
    facts = _facts(base, game)
    forms = _MODE_FORMS if _offers_modes(base) else {}
    messages = (forms.get(message, message) for part in _PARTS for message in part(base, game))
    paragraphs = tuple(t(message, **facts) for message in messages)
    key_names = DEFAULT_KEY_NAMES if keys is None else keys
    return (*paragraphs, _keys_paragraph(base, game, key_names))


class _RulesTable(Mapping[str, tuple[str, ...]]):
    """Variant name → :func:`rules_paragraphs` with the default keys, in the active language
    at each lookup."""

    def __getitem__(self, variant: str) -> tuple[str, ...]:
        if variant not in ALL_VARIANTS:
            raise KeyError(variant)
        return rules_paragraphs(variant)

    def __iter__(self) -> Iterator[str]:
        return iter(ALL_VARIANTS)

    def __len__(self) -> int:
        return len(ALL_VARIANTS)


RULES_TEXT: Mapping[str, tuple[str, ...]] = _RulesTable()
"""Variant name → the rules of that game, paragraph by paragraph, in reading order, the keys
named as in the default keymap, in the active language when looked up."""
