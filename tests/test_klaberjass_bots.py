"""The bots in the family's games with a stock or fewer seats (Klaberjass for 2, 3 and 4, the
klaverjas of 1821): the search's deals rebuilt by replay, bidding, the dix, card play, always
legal and never peeking."""

from __future__ import annotations

import dataclasses
import random

import pytest

from audiojass.bots import RandomBot, RuleBot, SearchBot
from audiojass.bots.heuristics.bidding import no_trumps_strength, sequence_points
from audiojass.bots.heuristics.card_play import ContractRuleBot
from audiojass.bots.knowledge import DutyKnowledge
from audiojass.bots.replay import deal_value, replayed, replayed_judged
from audiojass.rules.actions import Deal, PlayCard
from audiojass.rules.bidding import Decline, Force, NameSuit, NoTrumps, Pass, Schmeiss, Take
from audiojass.rules.cards import Card, Suit, mask_of, parse_cards
from audiojass.rules.components import (
    AnnounceMelds,
    ContractGame,
    ContractIllegalActionError,
    ContractObservation,
    ExchangeDix,
    KeepDix,
    new_family_game,
)
from audiojass.rules.game import Phase
from audiojass.rules.tricks32 import DECK32


def _mask(codes: str) -> int:
    return mask_of(parse_cards(codes))


def _random_point(variant: str, seed: int, rng: random.Random) -> ContractGame | None:
    """A game of ``variant`` some random actions into its first deal, at a decision of the
    first deal (None if the deal ended first)."""
    game = new_family_game(variant, seed=seed, target=10**9)
    game.apply_action(game.chance_outcome())
    for _ in range(rng.randrange(40)):
        if game.deal_number != 1 or game.phase not in _DECIDING:
            return None
        game.apply_action(rng.choice(game.legal_actions()))
    if game.deal_number != 1 or game.phase not in _DECIDING:
        return None
    return game


_DECIDING = (Phase.TRUMP, Phase.SIX, Phase.PLAY)


def _comparable(view: ContractObservation) -> ContractObservation:
    """The observation without the 1821 game's last card drawn (which of its cards the seat
    drew last is not rebuilt: the replay splits them into dealt and drawn at random)."""
    return dataclasses.replace(view, drawn=None)


@pytest.mark.parametrize(
    "variant",
    [
        "belote",
        "klaverjas_amsterdam",
        "belote_contree",
        "klaberjass2",
        "klaberjass3",
        "klaberjass4",
        "klaverjas_1821",
    ],
)
def test_a_replayed_deal_holding_the_real_cards_is_the_real_game(variant: str) -> None:
    """Rebuilt from the observation with the true hands and stock (its unseen cards: the
    shown bottom card is public), the replayed game gives the seat the same observation and
    holds the same hands and stock; the true hands lie within what the seat may know."""
    rng = random.Random(3)
    compared = 0
    for seed in range(40):
        game = _random_point(variant, seed, rng)
        if game is None:
            continue
        seat = game.current_player
        assert seat is not None
        view = game.observation(seat)
        stock = [int(c) for c in game.stock if c != view.shown_card]
        rebuilt = replayed(view, game.hands[:], stock, random.Random(1))
        assert rebuilt is not None
        assert _comparable(rebuilt.observation(seat)) == _comparable(view)
        assert rebuilt.hands == game.hands
        assert rebuilt.stock == game.stock
        knowledge = DutyKnowledge.from_observation(view)
        for other in range(game.players):
            assert game.hands[other] & ~knowledge.possible(other) == 0
        compared += 1
    assert compared > 15


def test_a_replay_refuses_a_sample_the_cards_played_rule_out() -> None:
    """A sample giving a seat a card it has already played cannot be replayed."""
    rng = random.Random(4)
    for seed in range(40):
        game = _random_point("belote", seed, rng)
        if game is None or game.phase is not Phase.PLAY or not game.tricks:
            continue
        seat = game.current_player
        assert seat is not None
        view = game.observation(seat)
        hands = game.hands[:]
        other = (seat + 1) % 4
        played = int(view.tricks[0].cards[0])
        hands[other] |= 1 << played
        assert replayed(view, hands, [], random.Random(1)) is None
        return
    pytest.fail("no position after a trick")


def test_sequence_points_count_each_run_once_at_its_length() -> None:
    assert sequence_points(_mask("H7 H8 H9")) == 20
    assert sequence_points(_mask("H7 H8 H9 H10")) == 50
    assert sequence_points(_mask("H7 H8 H9 H10 HJ")) == 50
    assert sequence_points(_mask("H7 H8 H9 H10 HJ"), zensa=True) == 100
    assert sequence_points(_mask("HQ HK HA SQ SK SA")) == 40
    assert sequence_points(_mask("H7 H8 H10 HJ")) == 0


def test_no_trumps_strength_counts_aces_and_guarded_tens() -> None:
    assert no_trumps_strength(_mask("HA SA DA")) == 42
    assert no_trumps_strength(_mask("HA H10 HK")) == 25
    assert no_trumps_strength(_mask("H10 HK SQ")) == 0


def test_deal_value_is_own_score_against_the_others_mean() -> None:
    assert deal_value((30, 10), 0) == 20
    assert deal_value((30, 10), 1) == -20
    assert deal_value((0, 40, 20), 1) == 30


# -- the games themselves -------------------------------------------------------------------

GAMES = ("klaberjass2", "klaberjass3", "klaberjass4", "klaverjas_1821")


def _play(game: ContractGame, bots: list, deals: int) -> int:
    """Play ``deals`` deals with a bot per seat; each action must be one of the legal ones.
    Returns the number of decisions."""
    decisions = 0
    while not game.is_terminal():
        if game.is_chance_node():
            if game.deal_number == deals:
                break
            game.apply_action(game.chance_outcome())
            continue
        seat = game.current_player
        assert seat is not None
        view = game.observation(seat)
        action = bots[seat].act(view)
        assert action in view.legal_actions
        game.apply_action(action)
        decisions += 1
    return decisions


@pytest.mark.slow
@pytest.mark.parametrize("variant", GAMES)
def test_rule_and_random_bots_always_legal(variant: str) -> None:
    """Over many seeded deals, with every mix of rule and random players, every decision is
    legal and every deal is settled."""
    for seed in range(10):
        game = new_family_game(variant, seed=seed, target=10**9)
        players = game.players
        bots = [RuleBot(seed) if (seed >> s) & 1 else RandomBot(seed + s) for s in range(players)]
        if seed % 3 == 0:
            bots = [RuleBot(s) for s in range(players)]
        assert _play(game, bots, 8) >= 8
        assert game.deal_number == 8


@pytest.mark.slow
@pytest.mark.parametrize("variant", GAMES)
def test_search_bot_always_legal(variant: str) -> None:
    """The search player (a few samples a decision) against the rule player."""
    for seed in range(3):
        game = new_family_game(variant, seed=seed, target=10**9)
        bots = [
            SearchBot(seed + s, max_samples=8) if s % 2 == 0 else RuleBot(s)
            for s in range(game.players)
        ]
        _play(game, bots, 2)
        assert game.deal_number == 2


def _twin(game: ContractGame, seat: int) -> ContractGame:
    """The same game but for two cards of one plain suit that ``seat`` has not seen swapped
    between two hidden places of the deal (two other seats' hands, or a hand and the stock),
    chosen so that ``seat`` sees exactly the same observation."""
    deal = game.history[0]
    assert isinstance(deal, Deal)
    view = game.observation(seat)
    trump = int(game.trump) if game.trump is not None else None
    shown = {int(c) for c in view.hand} | {
        int(card) for record in view.tricks for card in record.cards
    }
    shown |= {int(c) for c in view.trick}
    turned = view.turn_up is not None
    head = deal.rest[:1] if turned else ()
    places = [list(h) if s != seat else [] for s, h in enumerate(deal.hands)]
    places.append(list(deal.rest[1:] if turned else deal.rest))
    stock = len(places) - 1
    for a in range(len(places)):
        for b in range(a + 1, len(places)):
            for x in places[a]:
                for y in places[b]:
                    if x.suit != y.suit or int(x.suit) == trump:
                        continue
                    if int(x) in shown or int(y) in shown:
                        continue
                    swapped = [p[:] for p in places]
                    swapped[a][swapped[a].index(x)] = y
                    swapped[b][swapped[b].index(y)] = x
                    hands = tuple(
                        tuple(swapped[s]) if s != seat else deal.hands[s]
                        for s in range(len(deal.hands))
                    )
                    twin = new_family_game(
                        game.variant, seed=game.seed, first_dealer=game.first_dealer
                    )
                    try:
                        twin.apply_action(Deal(hands, (*head, *swapped[stock])))
                        for action in game.history[1:]:
                            twin.apply_action(action)
                    except ContractIllegalActionError:
                        continue
                    if twin.observation(seat) == view and (
                        twin.hands != game.hands or twin.stock != game.stock
                    ):
                        return twin
    raise LookupError("no two hidden cards can be swapped unseen")


@pytest.mark.slow
@pytest.mark.parametrize(
    ("variant", "when"),
    [(v, "play") for v in GAMES] + [(v, "bidding") for v in GAMES if v != "klaverjas_1821"],
)
def test_bots_do_not_peek(variant: str, when: str) -> None:
    """Two games that differ only in cards the seat cannot see (in other hands or in the
    stock) give it the same observation and the same decision from every seeded bot."""
    rng = random.Random(11)
    checked = 0
    for seed in range(120):
        game = new_family_game(variant, seed=seed, target=10**9)
        game.apply_action(game.chance_outcome())
        if when == "play":
            while game.deal_number == 1 and (game.phase is not Phase.PLAY or len(game.tricks) < 2):
                game.apply_action(rng.choice(game.legal_actions()))
            if game.deal_number != 1:
                continue
        else:
            for _ in range(rng.randrange(3)):
                if game.phase is not Phase.TRUMP:
                    break
                game.apply_action(rng.choice(game.legal_actions()))
            if game.phase is not Phase.TRUMP or len(game.legal_actions()) < 2:
                continue
        if len(game.legal_actions()) < 2:
            continue
        seat = game.current_player
        assert seat is not None
        try:
            twin = _twin(game, seat)
        except LookupError:
            continue
        view, twin_view = game.observation(seat), twin.observation(seat)
        assert view == twin_view
        for make in (
            lambda: RuleBot(4),
            lambda: SearchBot(4, max_samples=24),
            lambda: RandomBot(4),
        ):
            assert make().act(view) == make().act(twin_view)
        checked += 1
        if checked == 4:
            break
    assert checked == 4


# -- decisions a player would judge -----------------------------------------------------------


def _dealt(variant: str, hands: list[str], turn_up: str, **options: object) -> ContractGame:
    """A game whose dealer is the last seat (seat 0 is elder), the given hands dealt (6 cards
    each in Klaberjass, 9 in the 1821 game), ``turn_up`` turned and the rest in the stock."""
    players = len(hands)
    game = new_family_game(variant, seed=1, first_dealer=players - 1, target=10**9, **options)
    held = [parse_cards(h) for h in hands]
    up = parse_cards(turn_up)
    used = {c for h in held for c in h} | set(up)
    stock = [c for c in DECK32 if c not in used]
    random.Random(5).shuffle(stock)
    game.apply_action(Deal(tuple(tuple(h) for h in held), (*up, *stock)))
    return game


def _act(bot: RuleBot | SearchBot, game: ContractGame) -> object:
    seat = game.current_player
    assert seat is not None
    return bot.act(game.observation(seat))


WEAK = "D8 D9 C10 CQ S7 S8"


def test_klaberjass_elder_takes_a_strong_turned_suit_and_passes_a_weak_one() -> None:
    strong = _dealt("klaberjass2", ["HJ H9 HA SA D7 C8", WEAK], "HK")
    assert _act(RuleBot(1), strong) == Take()
    weak = _dealt("klaberjass2", ["D7 C9 SK DQ C7 SJ", WEAK], "H8")
    assert _act(RuleBot(1), weak) == Pass()


def test_klaberjass_second_round_names_a_strong_other_suit() -> None:
    game = _dealt("klaberjass2", ["SJ S9 SA DA C8 D7", WEAK], "H7")
    game.apply_action(Pass())
    game.apply_action(Pass())
    assert game.observation(0).bidding_round == 2
    assert _act(RuleBot(1), game) == NameSuit(Suit.SPADES)


def test_klaberjass_passes_a_takeable_turned_suit_for_a_stronger_one_named_later() -> None:
    """Hearts turned, elder holds the jack and ace of hearts (enough to take) but the jack,
    nine, ace and ten of spades: it passes round 1 and names spades in round 2 (it took
    hearts, 6 of 146 takes for two players so)."""
    game = _dealt("klaberjass2", ["HJ HA SJ S9 SA S10", WEAK], "HK")
    assert _act(RuleBot(1), game) == Pass()
    game.apply_action(Pass())
    assert _act(RuleBot(1), game) == Pass()  # the dealer: a weak hand
    game.apply_action(Pass())
    assert _act(RuleBot(1), game) == NameSuit(Suit.SPADES)
    alone = _dealt("klaberjass2", ["HJ HA H9 SJ D7 C8", WEAK], "HK")
    assert _act(RuleBot(1), alone) == Take()  # no stronger suit: taken as before


def test_klaberjass_schmeiss_a_middling_hand_then_force_or_decline() -> None:
    """Elder throws a hand a little short of a take; the dealer forces elder to take when it
    defends well in the turned suit, and declines (a new deal) when it does not."""
    middling = "HJ H8 SK DQ C7 C8"
    game = _dealt("klaberjass2", [middling, "HA H10 HK HQ S7 D7"], "H9", schmeiss=True)
    assert _act(RuleBot(1), game) == Schmeiss()
    game.apply_action(Schmeiss())
    assert _act(RuleBot(1), game) == Force()
    game = _dealt("klaberjass2", [middling, "S7 S8 D9 D10 C9 CJ"], "H9", schmeiss=True)
    game.apply_action(Schmeiss())
    assert _act(RuleBot(1), game) == Decline()


def test_klaberjass_bimah_dealer_takes_its_best_suit() -> None:
    game = _dealt("klaberjass2", ["S7 S8 D9 D10 H8 HQ", "CJ C9 CA S9 D8 DK"], "H7", bimah=True)
    for _ in range(3):
        game.apply_action(Pass())
    view = game.observation(1)
    assert Pass() not in view.legal_actions
    assert _act(RuleBot(1), game) == NameSuit(Suit.CLUBS)


def test_klaberjass_for_four_names_no_trumps_with_aces_and_tens() -> None:
    hands = ["HA H10 SA S10 DA CA", "H7 H8 S7 S8 D8 D9", "HQ SQ DQ D10 C8 C9", "HK SK DK DJ CJ CQ"]
    game = _dealt("klaberjass4", hands, "C7")
    for _ in range(4):
        game.apply_action(Pass())
    assert game.observation(0).bidding_round == 2
    assert _act(RuleBot(1), game) == NoTrumps()


def test_klaberjass_dix_taken_by_the_rule_player_and_searched() -> None:
    """Elder takes hearts holding the 7 of hearts: the rule player exchanges it for the
    turned-up jack; the search gives a legal answer."""
    game = _dealt("klaberjass2", ["H7 H9 HA SA D7 C8", WEAK], "HJ")
    game.apply_action(Take())
    assert game.phase is Phase.SIX
    view = game.observation(0)
    assert set(view.legal_actions) == {ExchangeDix(), KeepDix()}
    assert RuleBot(1).act(view) == ExchangeDix()
    assert SearchBot(1, max_samples=8).act(view) in view.legal_actions


def test_1821_leads_the_queen_of_trump_holding_the_king() -> None:
    hands = ["HK HQ S7 S8 D9 D10 C7 C8 CJ", "SA S10 DA D7 CA C10 C9 SJ SQ"]
    game = _dealt("klaverjas_1821", hands, "H9")
    assert _act(RuleBot(1), game) == PlayCard(Card.HQ)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("variant", "options"),
    [
        ("klaberjass2", {"schmeiss": True, "bimah": True, "zensa": True}),
        ("klaberjass2", {"manual_announce": True, "tie": "carry", "bare_jass": True}),
        ("klaberjass3", {"manual_announce": True, "zensa": True}),
        ("klaberjass4", {"tournament_deal": True, "manual_announce": True}),
        ("klaverjas_1821", {"manual_announce": True}),
    ],
)
def test_bots_play_every_option_legally(variant: str, options: dict[str, object]) -> None:
    """With the options that add decisions (schmeiss, force or decline, bimah, announcing by
    hand) or change the deal (tournament deal, zensa, a tie pot), every bot's every decision
    is legal and the deals are settled."""
    for seed in range(3):
        game = new_family_game(variant, seed=seed, target=10**9, **options)
        players = game.players
        bots: list[RuleBot | SearchBot | RandomBot] = [
            RuleBot(seed),
            SearchBot(seed, max_samples=6),
            RandomBot(seed),
            RuleBot(seed + 1),
        ][:players]
        if players == 2 and seed == 1:
            bots = [SearchBot(seed, max_samples=6), RuleBot(seed)]
        _play(game, bots, 3)
        assert game.deal_number == 3


def test_klaberjass_bots_announce_their_melds_by_hand() -> None:
    """With ``manual_announce`` the rule and search players announce their sequence before
    their first card, as the engine would."""
    game = _dealt("klaberjass2", ["SJ S9 SA H7 H8 H9", WEAK], "SK", manual_announce=True)
    game.apply_action(Take())
    while game.phase is Phase.SIX:
        game.apply_action(KeepDix())
    view = game.observation(0)
    announce = [a for a in view.legal_actions if isinstance(a, AnnounceMelds)]
    assert announce
    assert RuleBot(1).act(view) == announce[0]
    assert SearchBot(1, max_samples=4).act(view) == announce[0]


@pytest.mark.parametrize("variant", ["klaberjass2", "klaberjass3", "klaberjass4"])
def test_the_true_deal_explains_rule_play_without_a_miss(variant: str) -> None:
    """Replayed with the true cards, every card the rule players chose is the one the rule
    player chooses from the replayed observations (the judge the search uses to prefer
    samples explaining the play). Not in the 1821 game, where the replay draws the cards in
    another order than they came."""
    rule = ContractRuleBot()
    judged = 0
    for seed in range(12):
        game = new_family_game(variant, seed=seed, target=10**9)
        game.apply_action(game.chance_outcome())
        for _ in range(10 + seed):
            seat = game.current_player
            if game.deal_number != 1 or seat is None:
                break
            game.apply_action(rule.act(game.observation(seat)))
        seat = game.current_player
        if game.deal_number != 1 or seat is None or game.phase is not Phase.PLAY:
            continue
        view = game.observation(seat)
        stock = [int(c) for c in game.stock if c != view.shown_card]
        rebuilt, misses = replayed_judged(view, game.hands[:], stock, random.Random(1), rule)
        assert rebuilt is not None
        assert misses == 0
        judged += 1
    assert judged >= 6


def test_the_dix_is_kept_when_the_seven_ends_a_sequence_worth_more_than_the_card() -> None:
    """Holding 7 8 9 of trump (a sequence, 20), the rule player keeps the 7 against a turned-up
    king (4 points) and exchanges it for the jack (20, and the best trump)."""
    for turn_up, wanted in (("HK", KeepDix()), ("HJ", ExchangeDix())):
        game = _dealt("klaberjass2", ["H7 H8 H9 SA DA C8", WEAK], turn_up)
        game.apply_action(Take())
        assert game.phase is Phase.SIX
        assert _act(RuleBot(1), game) == wanted


@pytest.mark.slow
@pytest.mark.parametrize("variant", GAMES)
def test_analyse_judges_every_legal_action_best_first(variant: str) -> None:
    """Every decision of seeded deals: analyse lists each legal action once, best first, and
    act plays its first; Klaberjass's bids are the rule player's (no samples), its cards and
    the dix searched (the replay search)."""
    from tests.test_family_bots import check_analyse

    searched = 0
    for seed in range(2):
        game = new_family_game(variant, seed=seed, target=10**9)
        game.apply_action(game.chance_outcome())
        rule = RuleBot(seed)
        while game.deal_number == 1 and not game.is_terminal() and not game.is_chance_node():
            seat = game.current_player
            assert seat is not None
            view = game.observation(seat)
            options = check_analyse(view, seed, 3)
            if view.phase is Phase.TRUMP:
                assert not options[0].samples
            searched += options[0].samples > 0
            game.apply_action(rule.act(view))
    assert searched > 10
