"""The rules of each variant as short spoken paragraphs, for the rules screen and Ctrl+F1.

Each paragraph stands on its own: the player moves through them with the arrow keys, and a screen
reader or TTS voice reads one at a time. Plain text only, numbers as digits, no symbols that a
speech synthesizer reads badly.

The text describes each variant with its default options and must agree with the rules engine:
sources are ``RULES.md`` (every section), ``seeds/003_f69e6942a7090fd9.txt`` (Jass, Putz and the
keyboard shortcuts), ``seeds/000_d01bbc2754a969af.txt`` ("Schieberjass": Obenabe, Undenufe, Weis,
Stöck, multipliers) and ``UX.md`` (the keys).
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["DEFAULT_KEY_NAMES", "RULES_KEY_COMMANDS", "RULES_TEXT", "rules_paragraphs"]

RULES_KEY_COMMANDS = (
    "play",
    "trump",
    "exchange_six",
    "take_kitty",
    "table_cards",
    "led_suit",
    "scores",
    "turn",
    "hand",
    "last_trick",
    "points",
    "melds",
    "help",
)
"""The commands whose keys the rules name (in their last paragraph, "Keys: ...")."""

DEFAULT_KEY_NAMES: Mapping[str, str] = {
    "play": "Enter",
    "trump": "A",
    "exchange_six": "G",
    "take_kitty": "H",
    "table_cards": "C",
    "led_suit": "F",
    "scores": "S",
    "turn": "T",
    "hand": "D",
    "last_trick": "L",
    "points": "P",
    "melds": "W",
    "help": "F1",
}
"""The spoken names of the default keymap's keys for :data:`RULES_KEY_COMMANDS`."""

# -- paragraphs shared by several variants ------------------------------------------------------

_TEAMS = (
    "{title} is played by 4 players in 2 teams. Your partner sits opposite you, and the next "
    "player sits on your right: play passes to the right. {aim}"
)

_DECK = (
    "The deck has 36 cards: hearts, diamonds, spades and clubs, each from 6 up to ace. "
    "{deal} Forehand is the player on the dealer's right. After each deal, the next player deals."
)

_SCHIEBEN = (
    "Forehand may instead pass the choice to their partner. This is called schieben, and the "
    "partner must then choose and cannot pass it back. Either way, forehand leads the first trick."
)

_TRUMP_ORDER = (
    "Trumps beat every other suit. Their order is jack, 9, ace, king, queen, 10, 8, 7, 6. "
    "The jack of trumps, called the Buur, scores 20 points, the 9 of trumps 14, the ace 11, "
    "the king 4, the queen 3 and the 10 scores 10. The 8, 7 and 6 of trumps score nothing."
)

_PLAIN_ORDER = (
    "In the suits that are not trump, the order is ace, king, queen, jack, 10, 9, 8, 7, 6. "
    "The ace scores 11, the king 4, the queen 3, the jack 2 and the 10 scores 10. "
    "The 9, 8, 7 and 6 score nothing."
)

_FOLLOW = (
    "The first card of a trick sets the led suit. If you hold that suit, you must play it, "
    "but you may play a trump instead at any time. If you hold none of it, you may play any card, "
    "though you may not undertrump."
)

_UNDERTRUMP = (
    "You may not undertrump. When a suit other than trump is led and someone has already "
    "trumped, you may not play a trump lower than the highest trump in the trick. "
    "The only exception: every card in your hand is such a lower trump."
)

_TRUMP_LEAD = (
    "When trump is led, you must play a trump if you have any, but you need not beat the trumps "
    "already played. The Buur exemption: if the jack of trumps is your only trump, you need not "
    "play it, and you may play any card."
)

_WINNER = (
    "The highest trump in a trick takes it. If the trick holds no trump, the highest card of "
    "the led suit takes it. The winner of a trick leads the next trick."
)

_TOLD = (
    ("table_cards", "the cards on the table"),
    ("led_suit", "the led suit"),
    ("scores", "the scores"),
    ("turn", "whose turn it is"),
    ("hand", "your hand"),
    ("last_trick", "the last trick"),
    ("points", "the points taken"),
)
"""The keys that tell something, as the keys paragraph lists them, with what they tell."""


def _and(parts: list[str]) -> str:
    """ "a", "a, and b", "a, b, and c"."""
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + ", and " + parts[-1]


def _keys_paragraph(variant: str, keys: Mapping[str, str]) -> str:
    """The last paragraph of a variant's rules: its keys, named as in ``keys`` (command →
    spoken key name; a command missing or named "" has no key and is left out)."""
    play, trump, six, kitty, melds, help_key = (
        keys.get(command, "")
        for command in ("play", "trump", "exchange_six", "take_kitty", "melds", "help")
    )
    sentences = [f"{play} plays the focused card."] if play else []
    if variant in ("jass", "schieber"):
        if trump:
            sentences.append(
                f"{trump} chooses trump when the choice is yours, and otherwise tells trump."
            )
    else:
        special = [f"{trump} tells trump"] if trump else []
        if six:
            special.append(
                f"{six} exchanges the 6 of trump" + (f" ({play} keeps it)" if play else "")
            )
        if kitty and variant == "putz3":
            special.append(f"{kitty} takes the kitty")
        if special:
            sentences.append(_and(special) + ".")
    told = [(keys.get(command, ""), what) for command, what in _TOLD]
    if variant == "schieber":
        told.append((melds, "the Weis and Stöck"))
    told = [(key, what) for key, what in told if key]
    if told:
        first, *rest = told
        listed = [f"{first[0]} tells {first[1]}", *(f"{key} {what}" for key, what in rest)]
        sentences.append(", ".join(listed) + ".")
    if help_key:
        sentences.append(f"{help_key} lists the keys that work now.")
    return "Keys: " + (" ".join(sentences) if sentences else "none of these commands has a key.")


_PUTZ_AIM = (
    "Everyone plays alone: there are no teams. The next player sits on your right, and play "
    "passes to the right. In each deal, try to take at least 21 points and to be among the best."
)

_PUTZ_TRICKS = (_TRUMP_ORDER, _PLAIN_ORDER, _FOLLOW, _UNDERTRUMP, _TRUMP_LEAD, _WINNER)

_APPLES = (
    "After each deal, every player with fewer than 21 points gets an apple, which counts "
    "minus 1. Plus points go only to players without an apple, best first."
)

_PUTZ_TIES = (
    "Players with equal points share their places, and each of them gets the smallest award of "
    "the places they share. So 2 players tied for the last rewarded place both get nothing. "
    "An apple is always minus 1."
)

_PUTZ_END = (
    "The game ends after the deal in which a player reaches 7 points or more, or a player falls "
    "to minus {limit} or less. The highest total wins, and equal highest totals share the win."
)

# -- the variants --------------------------------------------------------------------------------

_JASS: tuple[str, ...] = (
    _TEAMS.format(
        title="Jass",
        aim="Your team tries to take tricks that hold many card points.",
    ),
    _DECK.format(deal="The dealer deals 9 cards to each player, so every card is dealt."),
    "Forehand chooses trump: hearts, diamonds, spades or clubs. " + _SCHIEBEN,
    _TRUMP_ORDER,
    _PLAIN_ORDER,
    _FOLLOW,
    _UNDERTRUMP,
    _TRUMP_LEAD,
    _WINNER,
    "Each team scores the card points of the tricks it takes, and the last trick adds 5, so "
    "every deal is worth 157 points. There are no melds in this game.",
    "A team that takes all 9 tricks has a match and scores 100 points more, 257 in that deal.",
    "The target is 1000 points by default, and 1500 or 2000 can be chosen instead. The game "
    "ends after the deal in which a team reaches the target. The team with the higher total "
    "wins, and equal totals share the win.",
)

_SCHIEBER: tuple[str, ...] = (
    _TEAMS.format(
        title="Schieber",
        aim="Your team scores card points, Weis and Stöck, and tries to reach 2500 points first.",
    ),
    _DECK.format(deal="The dealer deals 9 cards to each player, so every card is dealt."),
    "Forehand chooses the trump mode: a suit as trump, Obenabe, or Undenufe. " + _SCHIEBEN,
    _TRUMP_ORDER,
    _PLAIN_ORDER,
    "Obenabe means top down. There is no trump, and every suit runs from ace down to 6. "
    "The ace scores 11, the king 4, the queen 3, the jack 2, the 10 scores 10 and the 8 "
    "scores 8. The 9, 7 and 6 score nothing.",
    "Undenufe means bottom up. There is no trump, and every suit runs the other way: the 6 is "
    "highest and the ace lowest. The 6 scores 11, the king 4, the queen 3, the jack 2, the 10 "
    "scores 10 and the 8 scores 8. The ace, 9 and 7 score nothing.",
    _FOLLOW + " In Obenabe and Undenufe there are no trumps, so you simply follow suit.",
    _UNDERTRUMP,
    _TRUMP_LEAD,
    "The highest trump in a trick takes it. If the trick holds no trump, the highest card of "
    "the led suit takes it, in the order of the chosen mode. The winner leads the next trick.",
    "Each team scores the card points of the tricks it takes, and the last trick adds 5, so "
    "every deal is worth 157 points in every mode, before the multiplier.",
    "A team that takes all 9 tricks has a match and scores 100 points more, before the multiplier.",
    "Weis are combinations in a hand. Each player's Weis are declared automatically as they "
    "play their first card, and scored when the first trick ends. With the rule option manual "
    "Weis, you choose which of yours to declare before your first card.",
    "Sequences run 6, 7, 8, 9, 10, jack, queen, king, ace in every mode. The same card may count "
    "in a sequence and in 4 of a kind.",
    "Weis values: 3 cards in sequence in the same suit score 20. 4 in sequence score 50, "
    "5 score 100, and each further card adds 50. 4 of a kind scores 100, 4 nines score 150 "
    "and 4 jacks 200.",
    "Only the team with the best single Weis scores, and it scores every Weis of both partners. "
    "The best Weis has more points; if equal, more cards; then the higher top card, but in "
    "Undenufe the lower sequence wins; then a sequence in trump; then the player who plays "
    "earlier in the first trick.",
    "Stöck: whoever holds the king and queen of trumps scores 20 for their team on playing the "
    "second of them, even if the team takes no trick. There is no Stöck in Obenabe or Undenufe.",
    "With the standard multipliers, points count times 1 when spades or clubs are trump, times "
    "2 with hearts or diamonds, and times 3 in Obenabe or Undenufe. The multiplier applies to "
    "card points, the last trick, the match bonus, Weis and Stöck.",
    "The game ends the moment a team reaches 2500 points, even in the middle of a deal, and that "
    "team wins. Points count as they are made: Stöck on its second card, Weis when the first "
    "trick ends, before that trick's points, and each trick when it is taken.",
)

_PUTZ3: tuple[str, ...] = (
    "Putz for 3, also called the apple, is played by 3 players. " + _PUTZ_AIM,
    _DECK.format(deal="The dealer deals 9 cards to each player, and the other 9 form the kitty."),
    "Nobody chooses trump. The dealer turns up the top card of the kitty, and its suit is trump. "
    "The turned-up card stays face up on the kitty. Forehand leads the first trick.",
    *_PUTZ_TRICKS,
    "Before the first card is played, the player holding the 6 of trump may exchange it for the "
    "turned-up card, and the 6 then lies face up on the kitty. There is no exchange when the "
    "turned-up card is itself the 6.",
    "At your first turn, before you play your first card, you may take the kitty. It becomes "
    "your hand, face-up card included, and your own hand is set aside face down, out of play. "
    "You cannot go back to it.",
    "Forehand may take the kitty first, then the next player, then the dealer. Only 1 player "
    "can take it. If nobody takes it, it stays out of play.",
    "Each player scores the card points of the tricks they take, and the last trick adds 5. "
    "The 9 cards out of play, the kitty or a hand set aside, count for nobody, so a deal is "
    "worth at most 157 points. "
    "There are no melds and no bonus for taking every trick.",
    _APPLES,
    "With no apple or 1 apple, the 2 best players without an apple get plus 1 each. With 2 "
    "apples, the player without an apple gets plus 2. With 3 apples, nobody gets plus points.",
    _PUTZ_TIES,
    _PUTZ_END.format(limit=4),
)

_PUTZ5: tuple[str, ...] = (
    "Putz for 5, also called the apple, is played by 5 players. " + _PUTZ_AIM,
    _DECK.format(deal="The dealer deals 7 cards to each player, and there is no kitty."),
    "Nobody chooses trump. The card left over after dealing is turned up, and its suit is trump. "
    "Forehand leads the first trick.",
    *_PUTZ_TRICKS,
    "Before the first card is played, the player holding the 6 of trump may exchange it for the "
    "turned-up card. There is no exchange when the turned-up card is itself the 6.",
    "Each player scores the card points of the tricks they take, and the last trick adds 5. "
    "The card out of play, the turned-up card or the 6 after an exchange, counts for nobody. "
    "There are no melds and no bonus for taking every trick.",
    _APPLES,
    "With no apple or 1 apple, the 3 best players without an apple get plus 1 each. With 2 "
    "apples, the best gets plus 2 and the next 2 plus 1. With 3 apples, the 2 players without "
    "an apple get plus 2 each. With 4 apples, the only player without an apple gets plus 3.",
    _PUTZ_TIES,
    _PUTZ_END.format(limit=5),
)

_WITHOUT_KEYS: dict[str, tuple[str, ...]] = {
    "jass": _JASS,
    "schieber": _SCHIEBER,
    "putz3": _PUTZ3,
    "putz5": _PUTZ5,
}

RULES_TEXT: dict[str, tuple[str, ...]] = {
    name: (*paragraphs, _keys_paragraph(name, DEFAULT_KEY_NAMES))
    for name, paragraphs in _WITHOUT_KEYS.items()
}
"""Variant name → the rules of that variant, paragraph by paragraph, in reading order, the
keys named as in the default keymap."""


def rules_paragraphs(variant: str, keys: Mapping[str, str] | None = None) -> tuple[str, ...]:
    """The rules of a variant ("jass", "schieber", "putz3", "putz5"), paragraph by paragraph;
    the last paragraph names its keys.

    Case and surrounding spaces in the name are ignored.

    Args:
        variant: the variant's name.
        keys: command (:data:`RULES_KEY_COMMANDS`) → spoken name of its key in the active
            keymap ("Enter", "F1"); a command missing or named "" has no key and its key is
            left out. None: :data:`DEFAULT_KEY_NAMES`.

    Raises:
        ValueError: unknown variant; the message lists the known ones.
    """
    name = variant.strip().lower() if isinstance(variant, str) else None
    if name not in _WITHOUT_KEYS:
        raise ValueError(f"unknown variant {variant!r} (known: {', '.join(RULES_TEXT)})")
    if keys is None:
        return RULES_TEXT[name]
    return (*_WITHOUT_KEYS[name], _keys_paragraph(name, keys))
