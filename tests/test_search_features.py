"""The search's additions over search-v1: the Weis and Stöck in the trump choice, the partner's
choice after schieben, fair leads in the rollouts, and the deeper exact endgame of late
decisions."""

from __future__ import annotations

from random import Random

import pytest

from audiojass.bots import RuleBot, SearchBot, SearchBotV1
from audiojass.bots import search as search_module
from audiojass.bots.inference import rule_choice
from audiojass.bots.search import _MeldScore, greedy_card
from audiojass.rules import (
    ChooseTrump,
    Observation,
    Phase,
    PlayCard,
    Schieben,
    TrumpMode,
    get_variant,
    new_game,
)
from audiojass.rules.cards import mask_of, parse_cards
from audiojass.rules.tricks import TrickPlay

HANDS = (
    "HJ DJ SJ CJ H6 D8 S6 C8 HA",  # four jacks: 200
    "HK HQ S7 S8 S9 D6 D9 C6 CA",  # three in sequence: 20; Stöck in hearts
    "H7 H8 H9 H10 D7 DQ S10 SQ C7",  # four in sequence: 50
    "D10 DK DA SK SA C9 C10 CQ CK",  # no Weis; Stöck in clubs
)


@pytest.mark.parametrize(
    ("mode", "margin"),
    [
        (TrumpMode.HEARTS, 230),  # 200 + 50 of the side with the best Weis, Stöck -20
        (TrumpMode.DIAMONDS, 250),
        (TrumpMode.SPADES, 250),
        (TrumpMode.CLUBS, 230),
        (TrumpMode.OBENABE, 250),  # no Stöck without a trump suit
        (TrumpMode.UNDENUFE, 250),
    ],
)
def test_weis_and_stoeck_of_a_sampled_deal(mode: TrumpMode, margin: int) -> None:
    hands = [mask_of(parse_cards(hand)) for hand in HANDS]
    assert mask_of(parse_cards(" ".join(HANDS))) == (1 << 36) - 1
    score = _MeldScore(get_variant("schieber"), hands, forehand=1)
    assert score.margin(mode, 0) == margin
    assert score.margin(mode, 3) == -margin
    assert _MeldScore(get_variant("jass"), hands, forehand=1).margin(mode, 0) == 0
    no_stoeck = get_variant("schieber").with_options(stoeck=False)
    assert _MeldScore(no_stoeck, hands, forehand=1).margin(mode, 2) == 250


def test_the_partner_after_schieben_chooses_as_the_rule_player() -> None:
    variant = get_variant("schieber")
    multiplier = [variant.multiplier(TrumpMode(m)) for m in range(6)]
    checked = 0
    for seed in range(60):
        game = new_game("schieber", seed=seed, first_dealer=seed % 4)
        game.apply_action(game.chance_outcome())
        game.apply_action(Schieben())
        seat = game.current_player
        assert seat is not None
        assert game.phase is Phase.TRUMP
        view = game.observation(seat)
        expected = RuleBot(seed).choose_trump(view)
        assert expected == ChooseTrump(
            rule_choice(mask_of(view.hand), variant.trump_modes, multiplier)
        )
        checked += 1
    assert checked == 60


def test_fair_leads_do_not_see_who_holds_the_master() -> None:
    """Obenabe, seat 0 to lead with the king of spades and the six of hearts; its partner
    holds the ace of spades. Seeing every hand, the king is the best spade the opponents
    could beat it with: it is led. Judging only by the cards out, the ace is still out: the
    six of hearts, low from the longest suit (hearts before spades on a tie), is led."""
    hands = [mask_of(parse_cards(h)) for h in ("SK H6", "S6 H7", "SA D6", "S7 D7")]
    play = TrickPlay(hands, int(TrumpMode.OBENABE), 0, 2)
    legal = hands[0]
    assert greedy_card(play, legal, Random(0), True) == parse_cards("SK")[0]
    assert greedy_card(play, legal, Random(0), True, True, True) == parse_cards("H6")[0]


def _putz3_decision(seed: int, tricks_left: int) -> Observation:
    """The first card decision with a choice and ``tricks_left`` tricks left (the trick on the
    table counted) of a Putz for three deal the rule bot plays (seeds chosen to have one)."""
    game = new_game("putz3", seed=seed, first_dealer=seed % 3)
    game.apply_action(game.chance_outcome())
    bot = RuleBot(seed)
    while True:
        seat = game.current_player
        assert seat is not None, "the deal ended without such a decision"
        view = game.observation(seat)
        left = view.variant.hand_size - len(view.tricks)
        choice = len(view.legal_actions) > 1
        if (
            left == tricks_left
            and choice
            and all(isinstance(a, PlayCard) for a in view.legal_actions)
        ):
            return view
        game.apply_action(bot.act(view))


@pytest.fixture
def exact_cards_solved(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The cards left to solve exactly of every sampled deal the search finishes with
    ``_finish`` (one entry per call, in order)."""
    seen: list[int] = []
    finish = search_module._finish

    def recording(*args: object) -> float:
        seen.append(args[4])  # type: ignore[arg-type]
        return finish(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(search_module, "_finish", recording)
    return seen


@pytest.mark.parametrize(
    ("tricks_left", "late_from", "late_tricks", "putz_tricks", "exact_cards"),
    [
        (3, 3, 3, None, 9),  # the whole rest solved from the candidate on
        (4, 3, 3, None, 6),  # too early: endgame_tricks' two tricks
        (4, 5, 3, None, 9),
        (6, 5, 3, None, 6),
        (2, 5, 3, None, 6),  # never more tricks than are left
        (6, 0, 0, 3, 9),  # Putz's own number of tricks
        (6, 5, 3, 1, 3),
        (4, 5, 3, 1, 9),
        (6, 0, 0, {5: 3}, 6),  # named for Putz for five only
        (6, 0, 0, {3: 1}, 3),
    ],
)
def test_late_decisions_solve_more_tricks_exactly(
    exact_cards_solved: list[int],
    tricks_left: int,
    late_from: int,
    late_tricks: int,
    putz_tricks: int | dict[int, int] | None,
    exact_cards: int,
) -> None:
    seen = exact_cards_solved
    view = _putz3_decision(3, tricks_left)
    bot = SearchBot(
        0,
        max_samples=8,
        early_stop=False,
        late_from=late_from,
        late_tricks=late_tricks,
        putz_endgame_tricks=putz_tricks,
    )
    options = bot.analyse(view)
    assert {o.action for o in options} == set(view.legal_actions)
    assert seen and set(seen) == {exact_cards}
    assert SearchBotV1(0, late_from=late_from, late_tricks=late_tricks).late_from == 0


def test_a_late_decision_solved_to_the_end_plays_no_rollout(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With three tricks left and ``late_tricks`` 3, every sampled deal is solved exactly after
    the candidate: the greedy rollout policy is never asked for a card."""

    def refused(*args: object, **kwargs: object) -> int:
        raise AssertionError("a rollout ran")

    view = _putz3_decision(5, 3)
    monkeypatch.setattr(search_module, "greedy_card", refused)
    options = SearchBot(0, max_samples=16, late_from=3, late_tricks=3).analyse(view)
    assert len(options) == len(view.legal_actions) and options[0].samples == 16
    with pytest.raises(AssertionError, match="a rollout ran"):
        SearchBot(0, max_samples=16, late_from=0).analyse(view)


def test_putz_screening_searches_only_the_best_candidates_exactly(
    exact_cards_solved: list[int],
) -> None:
    """Nine cards to choose from: 8 sampled deals of plain rollouts rank them all, and only
    the three best are searched on (16 sampled deals with three tricks exact), listed first;
    the others follow with their screening's values."""
    exact = exact_cards_solved
    view = _putz3_decision(3, 9)
    assert len(view.legal_actions) > 3
    bot = SearchBot(0, max_samples=16, early_stop=False, putz_endgame_tricks=3, putz_screen=8)
    options = bot.analyse(view)
    assert sorted(map(str, (o.action for o in options))) == sorted(map(str, view.legal_actions))
    assert [o.samples for o in options] == [16] * 3 + [8] * (len(options) - 3)
    assert exact == [9] * 48
    screened = [o.value for o in options[3:]]
    assert screened == sorted(screened, reverse=True)

    exact.clear()  # nothing solved exactly: no screening
    plain = SearchBot(0, max_samples=16, early_stop=False, putz_screen=8, endgame_tricks=0)
    assert {o.samples for o in plain.analyse(view)} == {16} and not exact
