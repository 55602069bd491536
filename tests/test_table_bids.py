"""The bidding by ear through the real loop (script mode): the second round of a turn-up
bidding is always said, T says the round, and the bids of the deal can be heard again after
the auction; Contrée's doubles and settlements say whose contract they are about."""

from __future__ import annotations

from collections.abc import Callable

from conftest import TableRun, autoplay


def keys(text: str) -> list[str]:
    """The key names of ``text``, separated by spaces."""
    return text.split()


# Klaberjass for 2, seed 42: the first deal played out, then in the second (hearts turned)
# both pass the first round, the opponent passes the second, and T is pressed at your bid.
KJ2_FIRST_DEAL = keys(
    "a down down enter a down down enter home right right right enter home right enter home "
    "right enter home right enter home right right right enter home right enter home right "
    "enter home right enter home right enter home enter"
)
KJ2_SECOND_ROUND = [*KJ2_FIRST_DEAL, "enter", "a", "down", "down", "enter", "t"]


def test_the_second_round_is_said_when_hearts_was_turned(table: Callable[..., TableRun]) -> None:
    run = table(seed=42, bots="normal")
    lines = run.run(KJ2_SECOND_ROUND, variant="klaberjass2")
    assert lines[-5:] == [
        "You pass.",
        "Nobody took hearts: second round of bidding.",
        "Opponent passes.",
        "Your bid: A opens the bids.",
        "Second round, nobody took hearts: your turn to bid.",
    ]


def test_brief_speech_says_the_second_round_and_t_the_round(
    table: Callable[..., TableRun],
) -> None:
    run = table(seed=42, bots="normal", verbosity="brief")
    lines = run.run(KJ2_SECOND_ROUND, variant="klaberjass2")
    assert lines[-5:] == [
        "You: pass.",
        "Second round.",
        "Opponent: pass.",
        "Your bid: A opens the bids.",
        "Round 2: your bid.",
    ]


def test_t_says_the_first_round_and_its_suit(table: Callable[..., TableRun]) -> None:
    run = table(seed=42, bots="normal")
    lines = run.run(["t"], variant="klaberjass2")
    assert lines[-1] == "First round, on spades: your turn to bid."


def test_a_recalls_the_bids_after_the_auction(table: Callable[..., TableRun]) -> None:
    """Contrée, seed 2: Partner's 90 in spades, overbid by Left, is heard again with A."""
    run = table(seed=2, bots="normal")
    lines = run.run(keys("a enter a enter a enter a"), variant="belote_contree")
    assert lines[-1] == (
        "Contract: 100 in diamonds by Left: they must make 100. Bids: You: pass. Right: 80 in "
        "diamonds. Partner: 90 in spades. Left: 100 in diamonds. You: pass. Right: pass. "
        "Partner: pass."
    )


def test_brief_a_keeps_the_contract_alone(table: Callable[..., TableRun]) -> None:
    """Brief speech stays as brief: A after the auction says the contract, not the bids."""
    run = table(seed=1, bots="normal", verbosity="brief")
    lines = run.run(keys("a enter a enter a enter a"), variant="belote_contree")
    assert lines[-1] == "They play 80 in diamonds."


def test_a_second_a_in_a_row_gives_the_bids_in_brief_speech(
    table: Callable[..., TableRun],
) -> None:
    run = table(seed=1, bots="normal", verbosity="brief")
    lines = run.run(keys("a enter a enter a enter a a"), variant="belote_contree")
    assert lines[-2:] == [
        "They play 80 in diamonds.",
        "Bids: You: pass. Right: 80 in diamonds. Partner: pass. Left: pass. You: pass.",
    ]


def test_the_bid_list_says_its_keys_once(table: Callable[..., TableRun]) -> None:
    """Contrée, seed 3: the first opening of the bid list says its keys (33 words with
    Double); the next says the title, where Double is, and the item (17 words)."""
    run = table(seed=3, bots="normal")
    lines = run.run(keys("a enter " + "t " * 41 + "enter enter a"), variant="belote_contree")
    assert [line for line in lines if line.startswith("Your bid:") and "1 of" in line] == [
        "Your bid: up and down change the contract value, left and right the suit, then Enter. "
        "Pass, 1 of 41",
        "Your bid: above 80 in clubs by Right. End goes to Double, the last item. Pass, 1 of 38",
    ]


def test_after_a_double_the_passes_are_heard_as_no_redouble(
    table: Callable[..., TableRun],
) -> None:
    """Contrée, seed 3: you double Right's 80 in clubs; Right and Left pass, not redoubling."""
    run = table(seed=3, bots="normal")
    lines = run.run(keys("a enter " + "t " * 10 + "a end enter t"), variant="belote_contree")
    at = lines.index("You double.")
    assert lines[at + 1 : at + 4] == [
        "Right does not redouble.",
        "Left does not redouble.",
        "Contract: 80 in clubs by Right, doubled: they must make 80.",
    ]


def test_the_settlement_says_whose_contract_and_what_they_made(
    table: Callable[..., TableRun],
) -> None:
    """Contrée, seed 1: Right's 80 in diamonds, made with 117 points."""
    run = table(seed=1, bots="normal")
    lines = run.run(autoplay(deals=1), variant="belote_contree")
    assert "Their contract of 80 made with 117: we score 40, they score 120." in lines
