"""The search's additions over search-v1: the Weis and Stöck in the trump choice, the partner's
choice after schieben, and fair leads in the rollouts."""

from __future__ import annotations

from random import Random

import pytest

from audiojass.bots import RuleBot
from audiojass.bots.inference import rule_choice
from audiojass.bots.search import _MeldScore, greedy_card
from audiojass.rules import ChooseTrump, Phase, Schieben, TrumpMode, get_variant, new_game
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
