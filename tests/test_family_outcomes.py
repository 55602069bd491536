"""What the family's tables say of a deal's trump, scores and outcome, through the real loop in
script mode: A names who chose trump in Klaverjas; score lines give their totals and owners;
Shift+S marks each deal's outcome, and A speaks in the past tense once the deal is over."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from conftest import TableRun, autoplay
from test_family_table import session_of

from audiojass.app import App
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
