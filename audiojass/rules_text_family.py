"""The rules of the family's games with 32 cards as short spoken paragraphs, for Ctrl+F1:
Klaverjas with Amsterdam and with Rotterdam rules, Belote, Belote Contrée, Klaberjass for 2, 3
and 4, and the klaverjas of 1821.

Same shape as :func:`audiojass.rules_text.rules_paragraphs`: each paragraph stands on its own
(the player moves through them with the arrow keys), plain text for speech, numbers as digits,
one topic per paragraph, the last paragraph names the keys. The words are the catalogue's
(``locales/<language>/rules_family.ftl``, one message per paragraph; the keys paragraph also
uses the shared key sentences of ``rules.ftl``), in the active language at call time.

The text describes each game with its default options (:data:`FAMILY_VARIANTS`: targets 1500
or 16 deals, 1000, 2000) and must agree with ``docs/rules/family.md``: sections "Common" (deck,
card order and points, heads, overtrump, undertrump), "Trick play" (the duties table, one
paragraph per cell), "klaverjas_amsterdam" (trump, roem, stuk, pit, wet/nat, game end),
"klaverjas_rotterdam", "belote" (deal, two rounds of bidding, completion, melds,
Belote/Rebelote, capot, dedans, tie) and "belote_contree" (auction, double, redouble,
contract made or failed, rounding, value), "klaberjass2", "klaberjass3", "klaberjass4"
(deal, bidding with schmeiss and bimah, completion and the stock out of play, dix, no-trumps,
sequences and their spoken exchange, Bela, the maker's settlement, options) and
"klaverjas_1821" (its card table, drawing while the stock lasts, dix, declared and countered
melds, marriage, strict second phase); sources 000,
001, 002 and 004.
"""

from __future__ import annotations

from collections.abc import Mapping

from audiojass.i18n import t
from audiojass.rules.family_game import ContreeProcedure, ForehandProcedure
from audiojass.rules.family_variants import FAMILY_VARIANTS, FamilyVariant, composed
from audiojass.rules_text import SpokenKeyNames

__all__ = [
    "FAMILY_DEFAULT_KEY_NAMES",
    "FAMILY_RULES_KEY_COMMANDS",
    "FAMILY_RULES_VARIANTS",
    "family_rules_paragraphs",
]

_DEFAULT_KEYS: Mapping[str, str] = {
    "play": "enter",
    "trump": "a",
    "previous_suit": "up",
    "next_suit": "down",
    "previous_card": "left",
    "next_card": "right",
    "table_cards": "c",
    "led_suit": "f",
    "scores": "s",
    "deal_scores": "shift+s",
    "turn": "t",
    "hand": "d",
    "last_trick": "l",
    "points": "p",
    "melds": "w",
    "exchange_six": "g",
    "help": "f1",
}
"""The default key (canonical name) of each command the family's rules name. In the bid list
(the table's trump list) Up and Down (``previous_suit``, ``next_suit``) move and Enter
(``play``) bids; in Contrée's, Left and Right (``previous_card``, ``next_card``) move bid by
bid and Up and Down jump between contract values."""

FAMILY_RULES_KEY_COMMANDS: tuple[str, ...] = tuple(_DEFAULT_KEYS)
"""The commands whose keys the rules name in their last paragraph ("Keys: ...")."""


FAMILY_DEFAULT_KEY_NAMES: Mapping[str, str] = SpokenKeyNames(_DEFAULT_KEYS)
"""The spoken names of the default keys of :data:`FAMILY_RULES_KEY_COMMANDS`, in the active
language when looked up."""

# -- the games: one message per paragraph, in reading order -----------------------------------

_ORDER = ("rules-family-trump-order", "rules-family-plain-order", "rules-family-follow")
"""Card order, points and following suit, as Belote and Contrée say them."""


def _klaverjas(partner_heads: str) -> tuple[str, ...]:
    """The Klaverjas paragraphs; the two rule sets differ only in ``partner_heads``, the duty
    of a player void in the plain suit led while the partner heads the trick."""
    return (
        "rules-family-klaverjas-teams",
        "rules-family-deck-all",
        "rules-family-klaverjas-trump",
        "rules-family-klaverjas-trump-order",
        "rules-family-plain-order",
        "rules-family-follow",
        "rules-family-trump-lead-over",
        "rules-family-klaverjas-void",
        partner_heads,
        "rules-family-klaverjas-score",
        "rules-family-roem",
        "rules-family-stuk",
        "rules-family-pit",
        "rules-family-wet",
        "rules-family-announce-roem",
        "rules-family-klaverjas-end",
    )


_BEAT = {
    "rules-family-follow": "rules-family-beat-follow",
    "rules-family-trump-lead-over": "rules-family-beat-trump-lead",
    "rules-family-klaverjas-void": "rules-family-beat-void",
    "rules-family-amsterdam-partner": "rules-family-beat-partner",
}
"""Klaverjas (Amsterdam) with ``play_rules=002`` (``docs/rules/family.md`` "klaverjas_amsterdam":
holding the led suit, beat its best card; void, trump and beat a trump played, else any card;
only follow suit while the partner heads): the trick-play paragraphs said instead."""


def _klaberjass(players: int) -> tuple[str, ...]:
    """The paragraphs of Klaberjass for ``players`` (2, 3 or 4), ``docs/rules/family.md``
    "klaberjass2", "klaberjass3", "klaberjass4" and "Trick play"."""
    seats = {2: "rules-kj-two-players", 3: "rules-kj-three-players", 4: "rules-kj-four-teams"}
    if players == 4:
        deal: tuple[str, ...] = (
            "rules-kj-four-deal",
            "rules-kj-four-bidding",
            "rules-kj-four-completion",
            "rules-kj-no-trumps",
        )
    else:
        completion = "rules-kj-two-completion" if players == 2 else "rules-kj-three-completion"
        deal = ("rules-kj-deal", "rules-kj-bidding", completion, "rules-kj-dix")
    lead = {
        2: "rules-kj-two-trump-lead",
        3: "rules-kj-three-trump-lead",
        4: "rules-family-trump-lead-over",
    }
    void = {2: "rules-kj-two-void", 3: "rules-kj-three-void", 4: "rules-kj-four-void"}
    settle = {2: "rules-kj-two-settle", 3: "rules-kj-three-settle", 4: "rules-kj-four-settle"}
    options = {
        2: ("rules-kj-two-options-bid", "rules-kj-options-play"),
        3: ("rules-kj-three-options",),
        4: ("rules-kj-four-options-deal", "rules-kj-options-play"),
    }
    return (
        seats[players],
        *deal,
        *_ORDER,
        lead[players],
        void[players],
        "rules-kj-melds",
        "rules-kj-four-melds-best" if players == 4 else "rules-kj-melds-best",
        "rules-kj-bela",
        "rules-kj-four-score" if players == 4 else "rules-kj-score",
        settle[players],
        "rules-family-target-end" if players == 4 else "rules-kj-end",
        *options[players],
        "rules-kj-announce",
    )


_PARAGRAPHS: dict[str, tuple[str, ...]] = {
    "klaverjas_amsterdam": _klaverjas("rules-family-amsterdam-partner"),
    "klaverjas_rotterdam": _klaverjas("rules-family-rotterdam-partner"),
    "belote": (
        "rules-family-belote-teams",
        "rules-family-belote-deal",
        "rules-family-belote-bidding",
        "rules-family-belote-completion",
        *_ORDER,
        "rules-family-belote-trump-lead",
        "rules-family-belote-void",
        "rules-family-void-partner-free",
        "rules-family-belote-score",
        "rules-family-melds",
        "rules-family-melds-best",
        "rules-family-belote-rebelote",
        "rules-family-announce-melds",
        "rules-family-belote-settle",
        "rules-family-target-end",
    ),
    "belote_contree": (
        "rules-family-contree-teams",
        "rules-family-deck-all",
        "rules-family-contree-auction",
        "rules-family-contree-auction-end",
        *_ORDER,
        "rules-family-trump-lead-over",
        "rules-family-contree-void",
        "rules-family-void-partner-free",
        "rules-family-contree-score",
        "rules-family-contree-made",
        "rules-family-contree-failed",
        "rules-family-contree-double",
        "rules-family-target-end",
    ),
    "klaberjass2": _klaberjass(2),
    "klaberjass3": _klaberjass(3),
    "klaberjass4": _klaberjass(4),
    "klaverjas_1821": (
        "rules-1821-players",
        "rules-1821-deal",
        "rules-1821-trump-order",
        "rules-1821-plain-order",
        "rules-1821-phase-one",
        "rules-1821-dix",
        "rules-1821-melds",
        "rules-1821-marriage",
        "rules-1821-phase-two",
        "rules-kj-end",
        "rules-1821-announce",
    ),
}
"""Variant name → the message ids of its rules, paragraph by paragraph (the keys paragraph,
always last, is added by :func:`_keys_paragraph`)."""

FAMILY_RULES_VARIANTS: tuple[str, ...] = tuple(_PARAGRAPHS)
"""The games that have family rules texts, in the order of ``docs/rules/family.md``."""


_TARGET = 500
"""The target of Klaberjass and the klaverjas of 1821 (``docs/rules/family.md``), said while the
engine has not registered the game yet (then the variant's own target is said)."""


def _facts(name: str, rules: object | None = None) -> dict[str, object]:
    """The variables of a game's paragraphs with the options of ``rules`` (the game's
    variant; None: the defaults): ``target`` (points that end the game), ``deals`` (deals
    that end a Klaverjas game), ``rounds`` (how many times each player deals in them) and
    ``players``."""
    variant = FAMILY_VARIANTS.get(name) if rules is None else rules
    players = int(getattr(variant, "players", 4))
    if variant is None:
        return {"target": _TARGET, "deals": 0, "rounds": 0, "players": players}
    deals = int(getattr(variant, "deal_limit", 0))
    target = int(getattr(variant, "target", _TARGET))
    return {"target": target, "deals": deals, "rounds": deals // players, "players": players}


# -- the keys paragraph -----------------------------------------------------------------------

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
"""The keys that tell something, in the order the keys paragraph lists them, with (the
message of) what they tell."""


def _trump_key_sentence(variant: FamilyVariant, key: Mapping[str, str]) -> str:
    """What the trump key (A) does, naming the list keys when all of them are bound: Klaverjas
    opens the suits when the player must name trump, Belote the bid list, Contrée the bid list
    with its jumps between contract values; without bidding A only tells trump."""
    trump, up, down, enter = (key[c] for c in ("trump", "previous_suit", "next_suit", "play"))
    if not variant.bidding:
        return t("rules-kj-keys-trump", key=trump)
    procedure = composed(variant).trump
    klaverjas = isinstance(procedure, ForehandProcedure)
    if not (up and down and enter):
        short = "rules-family-keys-name-trump-short" if klaverjas else "rules-family-keys-bid-short"
        return t(short, key=trump)
    if klaverjas:
        return t("rules-family-keys-name-trump", key=trump, previous=up, next=down, select=enter)
    left, right = key["previous_card"], key["next_card"]
    if isinstance(procedure, ContreeProcedure) and left and right:
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


def _keys_paragraph(variant: FamilyVariant, keys: Mapping[str, str]) -> str:
    """The last paragraph of a game's rules: its keys, named as in ``keys`` (command → spoken
    key name; a command missing or named "" has no key and is left out; without all the list
    keys the trump key's sentence leaves them out). The game's default variant answers what
    the keys do in it: bidding, the dix (G), the stock (C), what W tells."""
    key = {command: keys.get(command, "") for command in _DEFAULT_KEYS}
    sentences = [t("rules-keys-play", key=key["play"])] if key["play"] else []
    if key["trump"]:
        sentences.append(_trump_key_sentence(variant, key))
    if variant.has_dix and key["exchange_six"]:
        sentences.append(t("rules-kj-keys-dix", key=key["exchange_six"]))
    told = [(key[command], what) for command, what in _TOLD]
    if variant.has_stock:
        told[0] = (key["table_cards"], "rules-kj-told-stock")
    if variant.told_melds:
        told.append((key["melds"], variant.told_melds))
    told = [(name, what) for name, what in told if name]
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


# -- the rules --------------------------------------------------------------------------------


def family_rules_paragraphs(
    name: str, key_names: Mapping[str, str] | None = None, rules: object | None = None
) -> list[str]:
    """The rules of a family game ("klaverjas_amsterdam", "klaverjas_rotterdam", "belote",
    "belote_contree", "klaberjass2", "klaberjass3", "klaberjass4", "klaverjas_1821") with its
    default options, paragraph by paragraph, in the active
    language; the last paragraph names its keys.

    Case and surrounding spaces in the name are ignored.

    Args:
        name: the variant's name.
        key_names: command (:data:`FAMILY_RULES_KEY_COMMANDS`) → spoken name of its key in the
            active keymap ("Enter", "A"); a command missing or named "" has no key and its key
            is left out. None: :data:`FAMILY_DEFAULT_KEY_NAMES`.
        rules: the game's variant with its options, whose target and number of deals the
            paragraphs then name (None: the defaults).

    Returns:
        12 to 20 non-empty paragraphs (Klaverjas 17, Belote 18, Contrée 16, Klaberjass for 2
        and 4 20, for 3 19, 1821 12), as many in every language.

    Raises:
        ValueError: unknown variant; the message lists the known ones.
    """
    variant = name.strip().lower() if isinstance(name, str) else None
    if variant not in _PARAGRAPHS:
        known = ", ".join(_PARAGRAPHS)
        raise ValueError(f"unknown variant {name!r} (known: {known})")
    facts = _facts(variant, rules)
    messages = _PARAGRAPHS[variant]
    if getattr(rules, "play_rules", "000") == "002":  # Amsterdam's option: always beat
        messages = tuple(_BEAT.get(message, message) for message in messages)
    paragraphs = [t(message, **facts) for message in messages]
    keys = FAMILY_DEFAULT_KEY_NAMES if key_names is None else key_names
    paragraphs.append(_keys_paragraph(FAMILY_VARIANTS[variant], keys))
    return paragraphs
