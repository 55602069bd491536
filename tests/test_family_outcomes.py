"""What the family's tables say of a deal's trump, scores and outcome, through the real loop in
script mode: A names who chose trump in Klaverjas; score lines give their totals and owners;
Shift+S marks each deal's outcome, and A speaks in the past tense once the deal is over."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from conftest import TableRun, autoplay
from test_family_table import session_of
from test_klaberjass_table import _saved_family

from audiojass.app import App, TableScreen
from audiojass.rules import Phase


def asking_a(deal: int, keys_after: tuple[str, ...] = ()) -> Callable[[App], Iterator[str]]:
    """Autoplay, pressing A once play of ``deal`` begins; then, between deals after it, the
    ``keys_after`` (and stop)."""

    def keys(app: App) -> Iterator[str]:
        asked = False
        for key in autoplay()(app):
            session = session_of(app)
            if session is not None and session.game.deal_number == deal:
                if not asked and session.game.phase is Phase.PLAY:
                    asked = True
                    yield "a"
                if asked and keys_after and session.awaiting_continue():
                    yield from keys_after
                    return
            yield key

    return keys


@pytest.mark.parametrize("variant", ["klaverjas_amsterdam", "klaverjas_rotterdam"])
def test_a_names_who_chose_trump_in_klaverjas(variant: str, table: Callable[..., TableRun]) -> None:
    lines = table(seed=1).run(asking_a(1, ("t",)), variant=variant)
    assert "You chose hearts: we must make more than them." in lines
    lines = table(seed=1, fresh=True).run(asking_a(2, ("t",)), variant=variant)
    assert "Right chose clubs: they must make more than us." in lines


def test_score_lines_give_their_total_whose_melds_and_roem_counted(
    table: Callable[..., TableRun],
) -> None:
    lines = table(seed=2).run(autoplay(deals=3), variant="klaverjas_rotterdam")
    assert "Roem for us: 40 in all: 20, sequence of 3, and 20 for stuk." in lines
    assert "We made 110, they 142, roem included." in lines
    lines = table(seed=3, fresh=True).run(autoplay(deals=1), variant="belote")
    assert (
        "You have the best meld, 4 in sequence, hearts jack to ace: "
        "we score 70 for 2 melds, shown by you and Partner."
    ) in lines


def shift_s_after(deals: int) -> Callable[[App], Iterator[str]]:
    def keys(app: App) -> Iterator[str]:
        yield from autoplay(deals=deals)(app)
        yield "shift+s"

    return keys


@pytest.mark.parametrize(
    ("variant", "seed", "said"),
    [
        (
            "klaverjas_rotterdam",
            2,
            "Deal 1: we 246, they 56. Deal 2: we 71, they 131. "
            "Deal 3: we 0, they 252, we were wet.",
        ),
        (
            "belote",
            1,
            "Deal 1: we 127, they 55. Deal 2: we 182, they 0, they were dedans. "
            "Deal 3: we 0, they 182, we were dedans.",
        ),
        (
            "klaberjass2",
            1,
            "Deal 1: you 22, Opponent 116. Deal 2: you 119, Opponent 0, Opponent was bete. "
            "Deal 3: you 96, Opponent 0, Opponent was bete.",
        ),
    ],
)
def test_shift_s_marks_each_deals_outcome(
    variant: str, seed: int, said: str, table: Callable[..., TableRun]
) -> None:
    assert table(seed=seed).run(shift_s_after(3), variant=variant)[-1] == said


def test_shift_s_says_a_deal_thrown_in_as_such(table: Callable[..., TableRun]) -> None:
    def keys(app: App) -> Iterator[str]:
        yield from _saved_family(app, "klaberjass3", 1)
        yield "shift+s"

    assert table().run(keys)[-1] == "Deal 1: thrown in, no score."


def a_after_deal_1(app: App) -> Iterator[str]:
    for key in autoplay()(app):
        screen = app.screens[-1] if app.screens else None
        if isinstance(screen, TableScreen) and screen.session.awaiting_continue():
            yield "a"
            return
        yield key


@pytest.mark.parametrize(
    ("variant", "said"),
    [
        ("klaverjas_amsterdam", "You chose hearts: we had to make more than them."),
        (
            "belote",
            "Partner took clubs: we had to make more than them. "
            "The turned-up card was the seven of clubs.",
        ),
        (
            "belote_contree",
            "Contract was 160 in diamonds by Partner, redoubled: we had to make 160.",
        ),
        ("schieber", "Trump was hearts, chosen by you."),
        ("klaverjas_1821", "Trump was spades; the turned-up card was drawn."),
        (
            "klaberjass2",
            "Opponent took spades: Opponent had to make more than you. "
            "The turned-up card was the ace of diamonds.",
        ),
    ],
)
def test_a_after_the_deal_speaks_in_the_past_tense(
    variant: str, said: str, table: Callable[..., TableRun]
) -> None:
    assert table(seed=1).run(a_after_deal_1, variant=variant)[-1] == f"Deal 1 is over. {said}"
