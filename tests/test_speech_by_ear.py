"""What a blind player hears through the real loop (script mode), complaint by complaint of a
first hour played by ear: the hand read in the order it ranks in the deal (D and the arrows
agree), Weis and Stöck said by seat, the end of a game said as it happened, and full speech
that says each fact once while brief speech stays brief.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from conftest import TableRun, autoplay

from audiojass.app import App, TableScreen
from audiojass.rules import ChooseTrump, Phase, TrumpMode

SEATS = "You|Right|Partner|Left|Far right|Far left"
FOCUS = re.compile(r"^(\w+ of \w+)(, not playable)?, \d of \d$")
CARD_LINE = re.compile(rf"^({SEATS}) (leads?|plays?|trumps?|discards?) ")
TAKE_LINE = re.compile(rf"^({SEATS}) takes? the (last )?trick\b")
RANKS = "six|seven|eight|nine|ten|jack|queen|king|ace"
SUITS = "hearts|diamonds|spades|clubs"


def choose_then_browse(mode: TrumpMode) -> Callable[[App], Iterator[str]]:
    """Open the trump list with A, move to ``mode`` with the arrows, choose it with Enter;
    then D reads the hand, and Home and Right go through every card."""

    def keys(app: App) -> Iterator[str]:
        yield "a"
        screen = app.screens[-1]
        assert isinstance(screen, TableScreen)
        session = screen.session
        assert session.choice is not None, "the human chooses trump in the first deal"
        steps = session.choice.actions.index(ChooseTrump(mode)) - session.choice.index
        yield from ["down"] * steps
        yield "enter"
        yield "d"
        yield "home"
        yield from ["right"] * (len(session.view.hand) - 1)

    return keys


def hand_and_arrows(lines: list[str]) -> tuple[str, list[str]]:
    """D's answer (the last "Your hand" line) and the cards the arrows said after it."""
    index = max(i for i, line in enumerate(lines) if line.startswith("Your hand, "))
    browsed = [m.group(1) for line in lines[index + 1 :] if (m := FOCUS.match(line))]
    return lines[index], browsed


def cards_read(hand_line: str) -> list[str]:
    """The cards of a D answer in the order read: "Hearts, trump: jack, nine" → jack of
    hearts, nine of hearts."""
    read = []
    for part in hand_line.rstrip(".").split(". ")[1:]:
        label, ranks = part.split(": ")
        suit = label.split(",")[0].lower()
        read += [f"{rank} of {suit}" for rank in ranks.split(", ")]
    return read


# --------------------------------------------------------------------------------------------
# 2. the hand in the order it ranks in the deal


def test_after_choosing_hearts_d_and_the_arrows_read_the_trumps_in_trump_order(
    table: Callable[..., TableRun],
) -> None:
    # issue 9: jass --seed 1, hearts chosen: D said "Hearts, trump: queen, jack, nine"
    lines = table(seed=1).run(choose_then_browse(TrumpMode.HEARTS), variant="jass")
    hand, browsed = hand_and_arrows(lines)
    assert hand == (
        "Your hand, 9 cards. Hearts, trump: jack, nine, queen. Diamonds: king, queen, nine. "
        "Spades: nine, eight. Clubs: king."
    )
    assert browsed == cards_read(hand)
    assert browsed[:3] == ["jack of hearts", "nine of hearts", "queen of hearts"]


def test_an_undenufe_hand_is_read_and_browsed_from_the_six_up(
    table: Callable[..., TableRun],
) -> None:
    lines = table(seed=3).run(choose_then_browse(TrumpMode.UNDENUFE), variant="schieber")
    hand, browsed = hand_and_arrows(lines)
    assert hand == (
        "Your hand, 9 cards. Hearts: seven, jack, king. Diamonds: eight. Spades: eight. "
        "Clubs: nine, queen, king, ace."
    )
    assert browsed == cards_read(hand)


def test_the_trump_suit_first_option_reads_and_browses_trumps_first(
    table: Callable[..., TableRun],
) -> None:
    run = table(seed=1)
    run.app.settings.trump_first = True
    lines = run.run(choose_then_browse(TrumpMode.SPADES), variant="jass")
    hand, browsed = hand_and_arrows(lines)
    assert hand == (
        "Your hand, 9 cards. Spades, trump: nine, eight. Hearts: queen, jack, nine. "
        "Diamonds: king, queen, nine. Clubs: king."
    )
    assert browsed == cards_read(hand)


def test_up_and_down_jump_between_suits_in_the_order_they_are_read(
    table: Callable[..., TableRun],
) -> None:
    run = table(seed=1)
    run.app.settings.trump_first = True

    def keys(app: App) -> Iterator[str]:
        yield from choose_then_browse(TrumpMode.SPADES)(app)
        yield from ("home", "down", "down", "down", "down", "up")

    lines = run.run(keys, variant="jass")
    assert lines[-7:] == [
        "nine of spades, 1 of 9",
        "queen of hearts, 3 of 9",
        "king of diamonds, 6 of 9",
        "king of clubs, 9 of 9",
        "king of clubs, 9 of 9",
        "No more suits that way.",
        "king of diamonds, 6 of 9",
    ]


# --------------------------------------------------------------------------------------------
# 4. Weis and Stöck said by seat


@pytest.mark.slow
def test_weis_and_stoeck_are_said_by_seat_with_the_multiplier(
    table: Callable[..., TableRun],
) -> None:
    # issue 9: "They score Weis: 3 in sequence, clubs six to eight, four tens and 3 in sequence,
    # hearts eight to ten; 140 points." named nobody and no multiplier
    pressed: list[bool] = []

    def keys(app: App) -> Iterator[str]:
        for key in autoplay()(app):
            screen = app.screens[-1]
            if not pressed and isinstance(screen, TableScreen):
                view = screen.session.view
                if view.deal_number == 1 and view.weis_shown and view.phase is Phase.PLAY:
                    pressed.append(True)
                    yield "w"
            yield key

    lines = table(seed=3).run(keys, variant="schieber")
    assert pressed
    your_weis = "You declare 3 in sequence, clubs queen to ace: 20."
    scored = (
        "They score Weis: Right shows 3 in sequence, clubs six to eight; Left shows four tens, "
        "and 3 in sequence, hearts eight to ten. In all 140, times 2: 280."
    )
    assert lines.index(your_weis) < lines.index(scored)
    assert "Right declares Weis worth 20." in lines
    assert "Left declares Weis worth 120." in lines
    # W answers in the same words
    assert (
        f"{your_weis} Right declares Weis worth 20. Left declares Weis worth 120. {scored}"
    ) in lines
    assert "You score Stöck, king and queen of trump: 20 points." in lines
    assert (
        "Deal over: card points, we 100, they 57. This deal, times 2, with Weis: we 200, they 394."
    ) in lines


# --------------------------------------------------------------------------------------------
# 5. the end of a game said as it happened


@pytest.mark.slow
@pytest.mark.parametrize(
    ("seed", "end"),
    [
        (
            1,
            [
                "Partner takes the trick: 10 points.",
                "We reach 2500 with the points of this trick. The rest of the deal is not "
                "played. This deal: we 188, they 154.",
                "Game over. We win. Final scores: we 2504, they 2415.",
            ],
        ),
        (
            5,
            [
                "They score Weis: Right shows 3 in sequence, hearts six to eight; Left shows 3 "
                "in sequence, clubs seven to nine. In all 40, times 2: 80.",
                "They reach 2500 with Weis, which count before the trick. The rest of the deal "
                "is not played. This deal: we 0, they 80.",
                "Game over. They win. Final scores: we 1855, they 2563.",
            ],
        ),
        (
            11,
            [
                "Right takes the last trick with the king of spades: 9 points, including 5 for "
                "the last trick.",
                "They reach 2500 with the last trick. Deal over: card points, we 75, they 82. "
                "This deal, times 2, with Weis: we 150, they 204.",
                "Game over. They win. Final scores: we 2186, they 2506.",
            ],
        ),
    ],
)
def test_a_schieber_game_says_who_reached_the_target_and_with_what(
    table: Callable[..., TableRun], seed: int, end: list[str]
) -> None:
    # issue 9: "Deal over" after one trick, then "Game over. We win.": nothing said why
    lines = table(seed=seed).run(autoplay(), variant="schieber")
    over = lines.index(end[-1])
    assert lines[over - len(end) + 1 : over + 1] == end


REACHED = {
    1: (
        "We reach 2500 with the points of this trick. The rest of the deal is not played.",
        "This deal: we 188, they 154.",
        "Game over. We win. Final scores: we 2504, they 2415.",
    ),
    5: (
        "They reach 2500 with Weis, which count before the trick. The rest of the deal is not "
        "played.",
        "This deal: we 0, they 80.",
        "Game over. They win. Final scores: we 1855, they 2563.",
    ),
    11: (
        "They reach 2500 with the last trick.",
        "Deal over: card points, we 75, they 82. This deal, times 2, with Weis: we 150, they 204.",
        "Game over. They win. Final scores: we 2186, they 2506.",
    ),
}


@pytest.mark.slow
@pytest.mark.parametrize("seed", sorted(REACHED))
@pytest.mark.parametrize("verbosity", ["full", "brief"])
def test_t_on_the_game_over_screen_repeats_how_the_schieber_game_ended(
    table: Callable[..., TableRun], seed: int, verbosity: str
) -> None:
    # T said only "Game over. They win. Final scores: …": who reached the target, with what,
    # and that the rest of the deal is not played were lost
    def keys(app: App) -> Iterator[str]:
        yield from autoplay()(app)
        assert type(app.screens[-1]).__name__ == "GameOverScreen"
        yield "t"

    lines = table(seed=seed, verbosity=verbosity).run(keys, variant="schieber")
    reach, deal, over = REACHED[seed]
    if verbosity == "full":
        assert lines[-1] == f"{reach} {deal} {over}"
    else:  # brief: without the deal's numbers
        assert lines[-1] == f"{reach} {over}"
    assert lines[-1].startswith(" ".join(lines[lines.index(over) - 1].split()[:5]))


# --------------------------------------------------------------------------------------------
# 7. full speech without echoes; brief stays brief

GAMES = [(variant, seed) for variant in ("jass", "schieber", "putz3", "putz5") for seed in (1, 2)]


def trick_echoes(lines: list[str]) -> tuple[int, int]:
    """(tricks taken, tricks whose winner is said twice).

    The trick's winner is said twice when, among the lines from the trick's last card (the
    last card line before the line saying who takes the trick) to that line, more than one
    names the winning seat as winning or taking the trick; or when who takes a trick is said
    twice with no card played in between."""
    taken = echoes = 0
    since_card: list[str] = []
    said_taker = False
    for line in lines:
        if CARD_LINE.match(line):
            since_card = [line]
            said_taker = False
            continue
        since_card.append(line)
        match = TAKE_LINE.match(line)
        if match is None:
            continue
        taken += 1
        winner = match.group(1)
        naming = [
            said
            for said in since_card
            if said.startswith(f"{winner} ")
            and ("winning the trick" in said or TAKE_LINE.match(said))
        ]
        if len(naming) > 1 or said_taker:
            echoes += 1
        said_taker = True
    return taken, echoes


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "seed"), GAMES)
def test_full_speech_says_each_trick_winner_once(
    table: Callable[..., TableRun], variant: str, seed: int
) -> None:
    # issue 9: "Left trumps with the nine of hearts, winning the trick. / Left takes the trick
    # with the nine of hearts: 41 points." in 29 % (Jass) to 56 % (Putz 3) of tricks
    lines = table(seed=seed).run(autoplay(), variant=variant)
    taken, echoes = trick_echoes(lines)
    assert taken >= 9
    assert echoes == 0
    # the winner of a trick won with its last card is named once, without the card again
    assert any(re.match(rf"^({SEATS}) takes? the trick: \d+ points?\.$", line) for line in lines)
    # a winning card heard as "winning the trick" is not named again by the trick's taker
    assert cards_named_twice(lines) == []


def cards_named_twice(lines: list[str]) -> list[str]:
    """The lines saying who takes a trick "with the" card an earlier line of the same trick
    said was "winning the trick"."""
    winning: set[str] = set()
    twice = []
    for line in lines:
        if re.match(rf"^({SEATS}) leads? ", line):
            winning = set()
        if CARD_LINE.match(line) and line.endswith(", winning the trick."):
            winning.add(line.split(" the ", 1)[1].removesuffix(", winning the trick."))
        taker = re.match(rf"^({SEATS}) takes? the (?:last )?trick with the ({RANKS}) of ", line)
        if taker and any(line.split(" with the ", 1)[1].startswith(card) for card in winning):
            twice.append(line)
    return twice


def test_the_counting_sees_a_card_named_twice() -> None:
    heard = [
        "You lead the ten of hearts.",
        "Right trumps with the nine of spades, winning the trick.",
        "Partner plays the six of hearts.",
        "Left plays the seven of hearts.",
        "Right takes the trick with the nine of spades: 24 points.",
    ]
    assert cards_named_twice(heard) == [heard[-1]]
    assert cards_named_twice([*heard[:-1], "Right takes the trick: 24 points."]) == []


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "seed"), GAMES)
def test_full_speech_says_the_deal_s_numbers_once(
    table: Callable[..., TableRun], variant: str, seed: int
) -> None:
    # issue 9: the Jass deal end said the same numbers three times
    lines = table(seed=seed).run(autoplay(), variant=variant)
    ends = [line for line in lines if line.startswith("Deal over: ") or " reach " in line]
    assert ends
    for line in ends:
        pairs = re.findall(r"we (?:minus )?\d+, they (?:minus )?\d+", line)
        assert len(pairs) == len(set(pairs)), line
    assert "Scores:" not in ends[0], "the first deal's change is the score: said once"
    final = next(i for i, line in enumerate(lines) if line.startswith("Game over. "))
    last_end = max(i for i, line in enumerate(lines[:final]) if line in ends)
    assert "Scores:" not in lines[last_end], "the final scores are said once, at the end"


def test_the_trick_taker_counting_sees_an_echo() -> None:
    assert trick_echoes(
        [
            "You lead the ten of hearts.",
            "Right plays the ace of hearts, winning the trick.",
            "Partner plays the six of hearts.",
            "Left trumps with the nine of spades, winning the trick.",
            "Left takes the trick with the nine of spades: 41 points.",
        ]
    ) == (1, 1)
    assert trick_echoes(
        [
            "Left trumps with the nine of spades.",
            "Left takes the trick: 41 points.",
            "Left takes the trick with the nine of spades: 41 points.",
        ]
    ) == (2, 1)


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["jass", "schieber", "putz3", "putz5"])
def test_brief_speech_says_another_seat_s_card_in_four_words(
    table: Callable[..., TableRun], variant: str
) -> None:
    lines = table(seed=1, verbosity="brief").run(autoplay(), variant=variant)
    others = "Right|Partner|Left|Far right|Far left"
    card_lines = [line for line in lines if re.match(rf"^({others}): ({RANKS}) of ", line)]
    assert len(card_lines) >= 18
    for line in card_lines:
        assert re.fullmatch(rf"({others}): ({RANKS}) of ({SUITS})\.", line), line
    assert not any("winning the trick" in line for line in lines)
