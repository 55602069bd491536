"""The option ``manual_announce`` at the table: W opens the human's announcements (claim the
roem, announce melds, say Belote), each said in words; a game of each of the four variants
with the option on, through the real loop in script mode."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from conftest import TableRun
from fakes import TableOutput
from test_family_table import _settle, in_order

from audiojass import i18n
from audiojass.app import App, TableScreen
from audiojass.rule_options import RULE_OPTIONS
from audiojass.rules import Phase
from audiojass.rules.actions import Deal
from audiojass.rules.cards import parse_cards
from audiojass.rules.components import new_family_game
from audiojass.rules.composed_variants import FAMILY_VARIANTS
from audiojass.table import TableSession, table_narrator


def announcing(deals: int, *, skip: bool = False) -> Callable[[App], Iterator[str]]:
    """Keys of a player for ``deals`` deals: the first bid (A, Enter); W and Enter for the
    first announcement whenever there is one (``skip``: End and Enter, "Nothing now"); the
    first playable card from hearts to clubs, each suit ace down."""

    def keys(app: App) -> Iterator[str]:
        skipped = -1  # the history length at which "Nothing now" was chosen
        while True:
            screen = app.screens[-1] if app.screens else None
            if not isinstance(screen, TableScreen):
                return
            session = screen.session
            game = session.game
            if session.finished or game.deal_number > deals:
                return
            if session.awaiting_continue():
                yield "enter"
                continue
            if game.current_player != session.human:
                yield "t"
                continue
            if game.phase is Phase.TRUMP:
                yield "a" if session.choice is None else "enter"
                continue
            if session.choice is not None:
                if skip:
                    skipped = len(game.history)
                    yield "end"
                yield "enter"
                continue
            if (
                isinstance(session, TableSession)
                and session._announcements()
                and skipped != len(game.history)
            ):
                yield "w"
                continue
            hand = session.narrator.hand_order(session.view)
            legal = set(game.legal_cards())
            card = min(legal, key=lambda card: (card.suit, -card.rank))
            yield "home"
            for _ in range(hand.index(card)):
                yield "right"
            yield "enter"

    return keys


def _run(
    table: Callable[..., TableRun], name: str, seed: int, *, skip: bool = False, **options: Any
) -> list[str]:
    run = table(seed=seed, bots="easy")
    run.app.settings.rules = {name: {"manual_announce": True, **options}}
    return run.run(announcing(2, skip=skip), variant=name)


def test_the_option_is_offered_for_every_family_game() -> None:
    for name, offered in RULE_OPTIONS.items():
        if name not in FAMILY_VARIANTS:
            continue
        if name.startswith(("klaberjass", "klaverjas_1821")):
            continue  # their own words: tests/test_klaberjass_table.py
        option = next(o for o in offered if o.name == "manual_announce")
        assert option.values == (False, True), name
        if name.startswith("klaverjas"):  # roem only, claimed
            assert option.text(True) == "Roem: claimed by each player"
            assert option.text(False) == "Roem: counted by the game"
        else:  # melds and Belote, announced
            assert option.text(True) == "Melds and Belote: announced by each player"
            assert option.text(False) == "Melds and Belote: announced by the game"


def test_klaverjas_amsterdam_roem_claimed_with_w(table: Callable[..., TableRun]) -> None:
    lines = _run(table, "klaverjas_amsterdam", 2)
    in_order(
        lines,
        [
            "You claim your own roem; what you do not claim does not count.",
            "New game of Klaverjas (Amsterdam). Press F1 for the keys.",
            "Roem to claim: W opens the choices; leading without claiming loses it.",
            "Announce: up and down, then Enter. Claim 20 points of roem, 1 of 2",
            "Roem for us: 20, sequence of 3.",
        ],
    )
    assert not any("did not claim" in line for line in lines)  # the bots always claim


def test_klaverjas_rotterdam_roem_not_claimed_is_lost(table: Callable[..., TableRun]) -> None:
    lines = _run(table, "klaverjas_rotterdam", 2, skip=True)
    in_order(
        lines,
        [
            "Roem to claim: W opens the choices; leading without claiming loses it.",
            "Announce: up and down, then Enter. Claim 20 points of roem, 1 of 2",
            "Nothing now, 2 of 2",
            "You did not claim the roem: 20 points lost.",
        ],
    )
    lost = lines.index("You did not claim the roem: 20 points lost.")
    nothing = lines.index("Nothing now, 2 of 2")
    assert lines[nothing + 1].startswith("Nothing announced. Enter plays the ")
    assert nothing < lost


def test_belote_melds_announced_with_w(table: Callable[..., TableRun]) -> None:
    lines = _run(table, "belote", 7)
    in_order(
        lines,
        [
            "New game of Belote. Press F1 for the keys.",
            "Melds to announce: W opens the choices; what you do not announce does not count.",
            "Announce: up and down, then Enter. 4 in sequence, spades eight to jack: 50 points, "
            "1 of 2",
            "You announce a meld worth 50.",
        ],
    )


def test_belote_contree_melds_announced_and_compared(table: Callable[..., TableRun]) -> None:
    lines = _run(table, "belote_contree", 3, melds=True)
    in_order(
        lines,
        [
            "Melds to announce: W opens the choices; what you do not announce does not count.",
            "Announce: up and down, then Enter. 3 in sequence, clubs ten to queen: 20 points, "
            "1 of 2",
            "You announce a meld worth 20.",
            "Right announces a meld worth 20.",
            "Left announces a meld worth 20.",
            "You have the best meld, 3 in sequence, clubs ten to queen: we score 20 for melds.",
        ],
    )


CONTREE_HANDS = (
    "HK HQ HJ S7 S8 S9 D7 C7",
    "HA H10 H9 S10 SJ D8 D9 C8",
    "H7 H8 SQ SK D10 DJ C9 C10",
    "SA DQ DK DA CJ CQ CK CA",
)


class _Bidder:
    """A bot that passes, else plays its last legal action (a card)."""

    def act(self, observation: Any) -> Any:
        legal = list(observation.legal_actions)
        return next((action for action in legal if str(action) == "pass"), legal[-1])


def _contree_session(out: TableOutput) -> TableSession:
    game = new_family_game(
        "belote_contree", seed=1, first_dealer=3, melds=True, manual_announce=True
    )
    game.apply_action(Deal(tuple(tuple(parse_cards(hand)) for hand in CONTREE_HANDS)))
    game.apply_action("bid:80:H")
    bots: dict[int, Any] = {seat: _Bidder() for seat in (1, 2, 3)}
    session = TableSession(game, out, bots=bots, bot_delay=0, narrator=table_narrator)
    session.start()
    _settle(session)
    return session


def test_w_lists_melds_and_belote_and_f1_says_what_w_does() -> None:
    out = TableOutput()
    session = _contree_session(out)
    try:
        assert session.game.current_player == 0 and session.game.phase is Phase.PLAY
        assert (
            "Melds to announce: W opens the choices; what you do not announce does not count."
            in out.lines
        )
        assert session.help_meanings()["melds"] == "claim roem, announce melds or say Belote"
        session.command("melds")
        assert out.lines[-1] == (
            "Announce: Up arrow and Down arrow, then Enter. 3 in sequence, hearts jack to king "
            "and 3 in sequence, spades seven to nine: 40 points, 1 of 5"
        )
        session.command("last_card")
        assert out.lines[-1] == "Nothing now, 5 of 5"
        session.command("previous_card")
        assert out.lines[-1] == "Say Belote, 4 of 5"
        assert session.back() is False
        assert out.lines[-1] == "Choice closed. W opens the announcements again."
        session.command("melds")
        session.command("play")  # both melds
        assert "You announce 2 melds worth 40." in out.lines
        assert out.lines[-1].startswith("You hold Belote: W opens the choices")
        session.command("melds")
        assert out.lines[-1] == "Announce: Up arrow and Down arrow, then Enter. Say Belote, 1 of 2"
        session.command("play")
        assert out.lines[-1] == "You say Belote: the king and queen of trump will count."
        assert session.game.belote_said
    finally:
        session.close()


def test_announcements_in_german_french_and_dutch() -> None:
    expected = {
        "de": ("Melden", "Belote sagen", "Du zeigst 2 Meldungen für 40 Punkte."),
        "fr": ("Annoncer", "Dire belote", "Vous faites 2 annonces de 40 points."),
        "nl": ("Melden", "Belote zeggen", "Jij toont 2 meldingen van 40 punten."),
    }
    for language, (title, belote, announced) in expected.items():
        i18n.use(language, strict=True)
        out = TableOutput()
        session = _contree_session(out)
        try:
            session.command("melds")
            assert out.lines[-1].startswith(title)
            session.command("play")
            assert announced in out.lines
            session.command("melds")
            assert belote in out.lines[-1]
        finally:
            session.close()


def test_f1_in_the_announcement_list_says_that_w_repeats_it(
    table: Callable[..., TableRun],
) -> None:
    run = table(seed=3, bots="easy")
    run.app.settings.rules = {"belote_contree": {"manual_announce": True, "melds": True}}
    asked: list[bool] = []

    def keys(app: App) -> Iterator[str]:
        for key in announcing(1)(app):
            screen = app.screens[-1]
            session = screen.session if isinstance(screen, TableScreen) else None
            choice = session.choice if session is not None else None
            if choice is not None and choice.kind == "announce" and not asked:
                asked.append(True)
                yield "f1"
            yield key

    lines = run.run(keys, variant="belote_contree")
    assert asked
    keys_line = next(line for line in lines if line.startswith("Keys: "))
    assert "W: the question again, with the item you are on." in keys_line
    assert "A: trump and who chose it." in keys_line


def test_the_rules_text_tells_how_to_announce_by_hand() -> None:
    from audiojass.rules_text import rules_paragraphs as family_rules_paragraphs

    roem = (
        "With the rule to announce by hand, the game no longer counts roem for you: when you "
        "take a trick with roem, claim it from the announcement list before you lead the next "
        "trick, or it is lost. The last trick's roem counts without a claim."
    )
    assert roem in family_rules_paragraphs("klaverjas_rotterdam")
    belote = family_rules_paragraphs("belote")
    assert roem not in belote
    assert belote[14].startswith(
        "With the rule to announce by hand, the game no longer announces for you: announce "
        "your melds from the announcement list before your first card"
    )
    i18n.use("de", strict=True)
    assert (
        "Mit der Regel, selbst zu melden, meldet das Spiel nicht mehr für dich: Melde deine "
        "Meldungen in der Meldeauswahl vor deiner ersten Karte und sag dort Belote, bevor du "
        "den ersten von König und Dame im Trumpf spielst. Was du nicht meldest, zählt nicht."
    ) in family_rules_paragraphs("belote")


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["klaverjas_amsterdam", "belote", "belote_contree"])
def test_key_storms_with_announcing_by_hand(variant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Random keys (W among them) in games where every seat announces by hand: every press is
    answered, nothing raises, the game stays legal (test_key_storm's checks)."""
    from random import Random

    from test_key_storm import TOKENS, storm

    from audiojass.rules.composed_variants import FAMILY_VARIANTS

    options: dict[str, Any] = {"manual_announce": True}
    if variant == "belote_contree":
        options["melds"] = True
    monkeypatch.setitem(FAMILY_VARIANTS, variant, FAMILY_VARIANTS[variant].with_options(**options))
    rng = Random(variant)
    presses = 0
    for seed in range(2):
        tokens = [rng.choice([*TOKENS, "w", "w"]) for _ in range(250)]
        presses += storm(variant, tokens, False, seed, late=False)
    assert presses > 100
