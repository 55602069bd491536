"""The bots in the family's partnership games (Klaverjas Amsterdam and Rotterdam, Belote, Belote
Contrée): always legal, never peeking, what each play proves about a hand, and sensible bids
and cards in positions a player would judge."""

from __future__ import annotations

import random
from typing import Any

import pytest

from audiojass.bots import RandomBot, RuleBot, SearchBot, make_bot, table_bot
from audiojass.bots.contract_search import ContractSearchBot, _sampled, _template, playout
from audiojass.bots.heuristics.card_play import PlayContext, rule_card
from audiojass.bots.knowledge import DutyKnowledge
from audiojass.rules.actions import Deal, PlayCard
from audiojass.rules.bidding import Bid, Double, NameSuit, Pass, Take
from audiojass.rules.cards import Card, Suit, mask_of, parse_cards
from audiojass.rules.components import (
    ContractGame,
    ContractIllegalActionError,
    ContractObservation,
    new_family_game,
)
from audiojass.rules.game import Phase
from audiojass.rules.tricks32 import DECK32

VARIANTS = ("klaverjas_amsterdam", "klaverjas_rotterdam", "belote", "belote_contree")


def _mask(codes: str) -> int:
    return mask_of(parse_cards(codes))


def _card(code: str) -> int:
    return int(parse_cards(code)[0])


def _play(game: ContractGame, bots: list, deals: int) -> int:
    """Play ``deals`` deals with a bot per seat; each action must be one of the legal ones
    (the game refuses any other). Returns the number of decisions."""
    decisions = 0
    while not game.is_terminal() and game.deal_number <= deals:
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
@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_and_random_bots_always_legal(variant: str) -> None:
    """Over many seeded deals, with every mix of rule and random players, every decision is
    legal and every deal is settled."""
    for seed in range(12):
        game = new_family_game(variant, seed=seed, first_dealer=seed % 4, target=10**9)
        bots = [RuleBot(seed) if (seed >> s) & 1 else RandomBot(seed + s) for s in range(4)]
        if seed % 3 == 0:
            bots = [RuleBot(s) for s in range(4)]
        assert _play(game, bots, 8) > 8 * 16
        assert game.deal_number == 8


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_search_bot_always_legal(variant: str) -> None:
    """The search player (a few samples a decision) in two seats, bids and doubles included."""
    for seed in range(3):
        game = new_family_game(variant, seed=seed, first_dealer=seed % 4, target=10**9)
        bots = [SearchBot(seed + s, max_samples=12) if s % 2 == 0 else RuleBot(s) for s in range(4)]
        _play(game, bots, 2)
        assert game.deal_number == 2


def test_make_bot_and_table_bot_play_family_games() -> None:
    """Every bot the arena and the table build answers a family observation legally."""
    game = new_family_game("belote_contree", seed=4)
    game.apply_action(game.chance_outcome())
    seat = game.current_player
    assert seat is not None
    view = game.observation(seat)
    bots = [make_bot(name, seed=1, budget_ms=20) for name in ("random", "rule", "search")]
    bots += [table_bot(kind, seed=1, repeatable=True) for kind in ("random", "easy", "normal")]
    for bot in bots:
        assert bot.act(view) in view.legal_actions


def _twin(game: ContractGame, seat: int) -> ContractGame:
    """The same game but for two cards of one plain suit that ``seat`` has not seen swapped
    between two other places of the deal (two other seats' hands, or a hand and Belote's
    stock), chosen so that ``seat`` sees exactly the same observation."""
    deal = game.history[0]
    assert isinstance(deal, Deal)
    view = game.observation(seat)
    trump = game.trump.suit if game.trump is not None else None
    shown = {int(c) for c in view.hand} | {
        int(card) for record in view.tricks for card in record.cards
    }
    shown |= {int(c) for c in view.trick}
    if view.turn_up is not None:
        shown.add(int(view.turn_up))
    places = [list(h) if s != seat else [] for s, h in enumerate(deal.hands)]
    places.append(list(deal.rest[1:] if view.turn_up is not None else deal.rest))
    for a in range(len(places)):
        for b in range(a + 1, len(places)):
            for x in places[a]:
                for y in places[b]:
                    if x.suit != y.suit or x.suit == trump or int(x) in shown or int(y) in shown:
                        continue
                    swapped = [p[:] for p in places]
                    swapped[a][swapped[a].index(x)] = y
                    swapped[b][swapped[b].index(y)] = x
                    hands = [tuple(swapped[s]) if s != seat else deal.hands[s] for s in range(4)]
                    rest = tuple(swapped[4])
                    if view.turn_up is not None:
                        rest = (deal.rest[0], *rest)
                    twin = new_family_game(
                        game.variant, seed=game.seed, first_dealer=game.first_dealer
                    )
                    try:
                        twin.apply_action(Deal(tuple(hands), rest))
                        for action in game.history[1:]:
                            twin.apply_action(action)
                    except ContractIllegalActionError:
                        continue
                    if twin.observation(seat) == view and twin.hands != game.hands:
                        return twin
    raise LookupError("no two hidden cards can be swapped unseen")


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("when", ["bidding", "play"])
def test_bots_do_not_peek(variant: str, when: str) -> None:
    """Two games that differ only in cards the seat cannot see give it the same observation
    and the same decision from every seeded bot, in the bidding and in card play."""
    rng = random.Random(11)
    checked = 0
    for seed in range(80):
        game = new_family_game(variant, seed=seed)
        game.apply_action(game.chance_outcome())
        if when == "play":
            while game.deal_number == 1 and (game.phase is not Phase.PLAY or len(game.tricks) < 2):
                game.apply_action(rng.choice(game.legal_actions()))
            if game.deal_number != 1:
                continue
        else:
            for _ in range(rng.randrange(3)):
                game.apply_action(rng.choice(game.legal_actions()))
            if game.phase is not Phase.TRUMP or len(game.legal_actions()) < 2:
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
            lambda: SearchBot(4, max_samples=40),
            lambda: RandomBot(4),
        ):
            assert make().act(view) == make().act(twin_view)
        checked += 1
        if checked == 5:
            break
    assert checked == 5


def _dealt(variant: str, seat0: str, *, turn_up: str = "", seed: int = 1) -> ContractGame:
    """A game whose dealer is seat 3 (seat 0 bids and leads first), seat 0 holding ``seat0``;
    the other cards shuffled by ``seed`` to the others (and Belote's turn-up and stock)."""
    game = new_family_game(variant, seed=seed, first_dealer=3, target=10**9)
    mine = parse_cards(seat0)
    size = len(mine)
    up = parse_cards(turn_up)
    rest = [c for c in DECK32 if c not in mine and c not in up]
    random.Random(seed).shuffle(rest)
    hands = [tuple(mine)] + [tuple(rest[i * size : (i + 1) * size]) for i in range(3)]
    game.apply_action(Deal(tuple(hands), tuple(up) + tuple(rest[3 * size :])))
    return game


def _view(game: ContractGame) -> ContractObservation:
    seat = game.current_player
    assert seat is not None
    return game.observation(seat)


@pytest.mark.parametrize("variant", ["klaverjas_amsterdam", "klaverjas_rotterdam"])
def test_klaverjas_forehand_names_the_suit_of_jack_and_nine(variant: str) -> None:
    game = _dealt(variant, "S7 S9 SJ HA H7 D8 C7 C8")
    assert RuleBot(1).act(_view(game)) == NameSuit(Suit.SPADES)


def test_belote_takes_a_strong_turned_suit_and_passes_a_weak_one() -> None:
    strong = _dealt("belote", "H9 HA SA D7 C8", turn_up="HJ")
    assert RuleBot(1).act(_view(strong)) == Take()
    weak = _dealt("belote", "S7 D8 C9 SK DQ", turn_up="H7")
    assert RuleBot(1).act(_view(weak)) == Pass()


def test_belote_second_round_names_a_strong_other_suit() -> None:
    game = _dealt("belote", "SJ S9 SA DA C8", turn_up="H7")
    for _ in range(4):
        game.apply_action(Pass())
    assert _view(game).bidding_round == 2
    assert RuleBot(1).act(_view(game)) == NameSuit(Suit.SPADES)


def test_contree_bids_the_lowest_contract_with_a_strong_hand_and_passes_a_weak_one() -> None:
    strong = _dealt("belote_contree", "CJ C9 CA C7 HA SA D8 H8")
    assert RuleBot(1).act(_view(strong)) == Bid(80, Suit.CLUBS)
    weak = _dealt("belote_contree", "C7 C8 H9 HQ S8 SQ D7 DK")
    assert RuleBot(1).act(_view(weak)) == Pass()


def test_contree_doubles_a_contract_in_its_own_trump_strength() -> None:
    game = _dealt("belote_contree", "SJ S9 SA S10 HA DA CA C10", seed=3)
    game.apply_action(Pass())
    game.apply_action(Bid(80, Suit.SPADES))  # seat 1, an opponent of seat 0
    game.apply_action(Pass())
    game.apply_action(Pass())
    view = _view(game)
    assert view.seat == 0
    assert RuleBot(1).act(view) == Double()


def test_contree_leaves_the_partners_contract_standing() -> None:
    game = _dealt("belote_contree", "C7 C8 H9 HQ S8 SQ D7 DJ", seed=2)
    game.apply_action(Pass())
    game.apply_action(Pass())
    game.apply_action(Bid(90, Suit.HEARTS))  # seat 2, the partner of seat 0
    game.apply_action(Pass())
    assert RuleBot(1).act(_view(game)) == Pass()


HEARTS = PlayContext(mode=int(Suit.HEARTS))


def test_last_player_smears_the_ten_on_the_partners_trick() -> None:
    """Spades led, the partner's ace heads and the player is last: the ten goes on it."""
    hand = _mask("S10 SK D7")
    trick = [_card("S7"), _card("SA"), _card("S8")]
    card = rule_card(HEARTS, hand, _mask("S10 SK"), trick, (0, 0), 0, False, 5)
    assert card == _card("S10")


def test_trumps_with_the_seven_and_keeps_the_jack() -> None:
    """Void in the ace led (11 points on the table), trumping: the seven, not the jack."""
    hand = _mask("HJ H7 D8")
    trick = [_card("SA")]
    rivals = (_mask("S7 S8 C7"), _mask("SK SQ C8"))
    card = rule_card(HEARTS, hand, _mask("HJ H7"), trick, rivals, _mask("D7"), False, 6)
    assert card == _card("H7")


def test_declarer_draws_trumps_with_the_master_jack() -> None:
    hand = _mask("HJ H9 H7 SA S7 D8 C7 C8")
    rivals = (_mask("H8 HQ S8 D7"), _mask("HA HK SK DQ"))
    card = rule_card(HEARTS, hand, hand, [], rivals, _mask("H10 D9"), True, 8)
    assert card == _card("HJ")


def test_last_player_takes_roem_in_klaverjas() -> None:
    """Hearts trump, diamonds led 8 9 by the opponents around the partner's 7: the player's
    10 makes 7 8 9 10 (50 roem) and takes the trick; the queen would not."""
    ctx = PlayContext(mode=int(Suit.HEARTS), roem=True)
    trick = [_card("D8"), _card("D7"), _card("D9")]
    card = rule_card(ctx, _mask("D10 DQ"), _mask("D10 DQ"), trick, (0, 0), 0, False, 5)
    assert card == _card("D10")


def _first_trick(variant: str, seat1: str, seat2: str) -> ContractGame:
    """Klaverjas, dealer 3: seat 0 names hearts and leads the spade ace; seat 1 plays next."""
    rest = [c for c in DECK32 if c not in parse_cards(seat1) + parse_cards(seat2)]
    zero = [c for c in rest if c == Card.SA] + [c for c in rest if c != Card.SA][:7]
    three = [c for c in rest if c not in zero]
    hands = (tuple(zero), tuple(parse_cards(seat1)), tuple(parse_cards(seat2)), tuple(three))
    game = new_family_game(variant, seed=1, first_dealer=3)
    game.apply_action(Deal(hands, ()))
    game.apply_action(NameSuit(Suit.HEARTS))
    game.apply_action(PlayCard(Card.SA))
    return game


def test_a_discard_on_a_plain_lead_proves_no_trump_in_rotterdam() -> None:
    """Rotterdam: void in spades and not trumping, seat 1 holds no heart (it would have had
    to trump); what it may hold leaves out spades and hearts."""
    game = _first_trick(
        "klaverjas_rotterdam", "D7 D8 D9 D10 DJ DQ DK DA", "H7 H8 S7 S8 C7 C8 C9 C10"
    )
    game.apply_action(PlayCard(Card.D7))
    knowledge = DutyKnowledge.from_observation(game.observation(0))
    spades_or_hearts = _mask("H7 H8 H9 H10 HJ HQ HK HA S7 S8 S9 S10 SJ SQ SK")
    assert knowledge.possible(1) & spades_or_hearts == 0
    assert knowledge.possible(2) & spades_or_hearts


def test_a_discard_beside_the_heading_partner_proves_nothing_of_trumps_in_amsterdam() -> None:
    """Amsterdam: seat 0 led the spade ace and heads; seat 2, its partner, void in spades, may
    discard a club while holding hearts (trump), so seat 3 may not rule hearts out of seat 2's
    hand. In Rotterdam that discard is refused: seat 2 must trump."""
    seat1 = "S7 D8 D9 D10 DJ DQ DK DA"
    seat2 = "H7 H8 C7 C8 C9 C10 CJ CQ"
    for variant, may_hold_hearts in (("klaverjas_amsterdam", True), ("klaverjas_rotterdam", False)):
        game = _first_trick(variant, seat1, seat2)
        game.apply_action(PlayCard(Card.S7))
        if not may_hold_hearts:
            with pytest.raises(ContractIllegalActionError):
                game.apply_action(PlayCard(Card.C7))
            continue
        game.apply_action(PlayCard(Card.C7))
        possible = DutyKnowledge.from_observation(game.observation(3)).possible(2)
        assert possible & _mask("H7 H8") == _mask("H7 H8")


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_sampled_deal_holding_the_real_hands_plays_out_as_the_real_game(variant: str) -> None:
    """The search's game rebuilt from an observation and the true hands stands exactly where
    the real game stands: the same playout gives the same settled score."""
    rng = random.Random(5)
    for seed in range(30):
        game = new_family_game(variant, seed=seed, target=10**9)
        game.apply_action(game.chance_outcome())
        bot = RuleBot(1)
        for _ in range(rng.randrange(40)):
            if game.deal_number != 1 or game.phase not in (Phase.TRUMP, Phase.PLAY):
                break
            seat = game.current_player
            assert seat is not None
            game.apply_action(bot.act(game.observation(seat)))
        if game.deal_number != 1 or game.phase not in (Phase.TRUMP, Phase.PLAY):
            continue
        view = _view(game)
        knowledge = DutyKnowledge.from_observation(view)
        for seat in range(4):
            assert game.hands[seat] & ~knowledge.possible(seat) == 0
        rebuilt = _sampled(_template(view), view, game.hands[:], [int(c) for c in game.stock])
        belote = variant == "belote"
        settled = len(game.settlements)
        assert playout(rebuilt, belote, settled) == playout(game.clone(), belote, settled)


def test_search_bot_repeats_itself_with_a_sample_count() -> None:
    game = new_family_game("klaverjas_rotterdam", seed=9)
    game.apply_action(game.chance_outcome())
    view = _view(game)
    choices = {ContractSearchBot(3, max_samples=16).act(view) for _ in range(3)}
    assert len(choices) == 1


def _slow_finish(game: ContractGame) -> float:
    """The rest of the deal by the rule policy through the game's own card play."""
    from audiojass.bots.heuristics.card_play import play_context

    deal = game.deal_number
    while game.deal_number == deal and game.phase is Phase.PLAY:
        seat = game.current_player
        assert seat is not None and game.declarer is not None
        view = game.observation(seat)
        hands = game.hands
        card = rule_card(
            play_context(view),
            hands[seat],
            game.legal_mask(),
            game.trick,
            (hands[(seat + 1) % 4], hands[(seat + 3) % 4]),
            hands[(seat + 2) % 4],
            (game.declarer - seat) % 2 == 0,
            8 - len(game.tricks),
        )
        game.apply_action(PlayCard(Card(card)))
    scores = game.settlements[-1].settlement.scores
    return float(scores[0] - scores[1])


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_lean_playout_settles_as_the_game_does(variant: str) -> None:
    """The search's own fast card play and settlement agree with the game's, from random
    points of random deals (roem, melds, Belote, contracts and doubles included)."""
    from audiojass.bots.contract_search import finish_deal

    rng = random.Random(6)
    compared = 0
    for seed in range(60):
        game = new_family_game(variant, seed=seed, target=10**9)
        game.apply_action(game.chance_outcome())
        while game.phase is Phase.TRUMP:
            game.apply_action(rng.choice(game.legal_actions()))
        if game.phase is not Phase.PLAY:
            continue
        for _ in range(rng.randrange(31)):
            game.apply_action(rng.choice(game.legal_actions()))
        assert finish_deal(game.clone()) == _slow_finish(game)
        compared += 1
    assert compared > 30


def check_analyse(view: ContractObservation, seed: int, samples: int) -> list:
    """``ContractSearchBot.analyse`` of ``view``: every legal action once, the searched ones
    first and best first (each over ``samples`` samples, or over the one true deal where the
    klaverjas of 1821's second phase is solved exactly), the others with value 0 and no
    samples; a bot seeded alike acts as its first option; a decision not searched is the
    rule player's. Returns the options."""
    from audiojass.bots.contract_search import EXACT_TRICKS_1821
    from audiojass.bots.heuristics.card_play import ContractRuleBot

    solved = (
        getattr(view, "play_phase", 0) == 2
        and view.stock_size == 0
        and len(view.hand) <= EXACT_TRICKS_1821
    )
    if solved:
        samples = 1

    options = ContractSearchBot(seed, max_samples=samples).analyse(view)
    actions = [option.action for option in options]
    assert len(actions) == len(view.legal_actions)
    assert set(actions) == set(view.legal_actions)
    searched = [option for option in options if option.samples]
    assert options[: len(searched)] == searched
    assert all(option.samples == samples for option in searched)
    values = [option.value for option in searched]
    assert values == sorted(values, reverse=True)
    assert all(option.value == 0.0 for option in options[len(searched) :])
    assert ContractSearchBot(seed, max_samples=samples).act(view) == actions[0]
    if not searched:
        assert actions[0] == ContractRuleBot(seed).act(view)
    return options


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_analyse_judges_every_legal_action_best_first(variant: str) -> None:
    """Every decision of seeded deals (bids, doubles, cards, forced ones): analyse lists each
    legal action once, best first, and act plays its first. In Contrée the auction is the
    rule player's (no samples); elsewhere bids with a choice and cards with a choice are
    searched."""
    searched_bids = searched_cards = 0
    for seed in range(2):
        game = new_family_game(variant, seed=seed, first_dealer=seed, target=10**9)
        game.apply_action(game.chance_outcome())
        rule = RuleBot(seed)
        while game.deal_number == 1 and not game.is_terminal() and not game.is_chance_node():
            seat = game.current_player
            assert seat is not None
            view = game.observation(seat)
            options = check_analyse(view, seed, 3)
            if options[0].samples:
                if view.phase is Phase.TRUMP:
                    searched_bids += 1
                else:
                    searched_cards += 1
            game.apply_action(rule.act(view))
    assert searched_cards > 10
    assert (searched_bids > 0) == (variant != "belote_contree")


# --------------------------------------------------------------------------------------------
# the klaverjas of 1821's second phase, solved exactly


def _brute_force(game: object, side: int) -> float:
    """The value of a two-sided position by plain minimax over the game itself (no pruning)."""
    from audiojass.bots.replay import deal_value

    settled = len(game.settlements)  # type: ignore[attr-defined]

    def value(position: object) -> float:
        if len(position.settlements) > settled:  # type: ignore[attr-defined]
            return deal_value(position.settlements[-1].settlement.scores, side)  # type: ignore[attr-defined]
        seat = position.current_player  # type: ignore[attr-defined]
        results = []
        for card in _cards(position.legal_mask()):  # type: ignore[attr-defined]
            child = position.clone()  # type: ignore[attr-defined]
            child._play_card(card, [])
            results.append(value(child))
        mine = position.side_of(seat) == side  # type: ignore[attr-defined]
        return max(results) if mine else min(results)

    return value(game)


def _cards(mask: int) -> list[int]:
    return [card for card in range(64) if mask >> card & 1]


@pytest.mark.slow
def test_the_1821_exact_solve_equals_brute_force() -> None:
    """Positions of the second phase (every card known) with two to four tricks left, from
    seeded deals the rule player plays: each card's alpha-beta value equals plain minimax."""
    from audiojass.bots.playout import determined_1821, exact_card_values

    checked = 0
    for seed in range(12):
        game = new_family_game("klaverjas_1821", seed=seed, first_dealer=seed % 2)
        game.apply_action(game.chance_outcome())
        bot = RuleBot(seed)
        while not game.is_chance_node() and game.current_player is not None:
            seat = game.current_player
            left = game.hands[seat].bit_count()
            if determined_1821(game) and 2 <= left <= 4 and not game.trick:
                side = game.side_of(seat)
                cards = _cards(game.legal_mask())
                exact = exact_card_values(game, cards, side)
                assert exact is not None
                for card, value in zip(cards, exact, strict=True):
                    child = game.clone()
                    child._play_card(card, [])
                    assert value == _brute_force(child, side), (seed, Card(card))
                checked += 1
            game.apply_action(bot.act(game.observation(seat)))
            if len(game.settlements):
                break
    assert checked >= 20


def test_the_table_bots_solve_the_end_of_1821_exactly() -> None:
    """Seed 1169: three tricks left in the second phase, every card known. The rule playouts
    had the opponent throw its king of hearts and concede every trick (the 100 for all nine of
    the phase) after the king of spades; exactly, the queen of hearts is worth 60, the ten 44
    and the king of spades 8."""
    actions = (
        "play:H8 play:SJ dix play:D7 play:DA play:H9 play:S10 play:H7 play:SA play:S8 play:C7"
        " play:C8 play:C9 play:SQ play:S9 play:D9 play:D10 play:HA play:HJ play:DK play:DJ"
        " play:DQ play:CJ play:D8 play:CQ play:S7 play:C10"
    )
    deal = (
        "deal:HQ D7 D10 DQ DK S7 S10 SJ C9/H8 H9 HJ HK D9 DJ DA SA CA/SQ C7 CQ C10 H7 D8 S8"
        " C8 HA CJ SK H10 S9 CK"
    )
    game: Any = _replayed("klaverjas_1821", 1169, 500, deal, actions)
    view = game.observation(0)
    for kind in ("normal", "strong"):
        options = table_bot(kind, seed=1, repeatable=True).analyse(view)
        values = {str(option.action): option.value for option in options}
        assert str(options[0].action) == "play:HQ"
        assert values == {"play:HQ": 60.0, "play:H10": 44.0, "play:SK": 8.0}


# --------------------------------------------------------------------------------------------
# the partnership games' last tricks, solved exactly


def _family_minimax(game: object, settled: int) -> float:
    """Team 0's settled score minus team 1's under perfect play, by plain minimax over the
    game itself: every legal card applied as the table applies it (an announcement the game
    offers is made, as the bots make it)."""
    if len(game.settlements) > settled:  # type: ignore[attr-defined]
        scores = game.settlements[-1].settlement.scores  # type: ignore[attr-defined]
        return float(scores[0] - scores[1])
    actions = game.legal_actions()  # type: ignore[attr-defined]
    extras = [action for action in actions if not isinstance(action, PlayCard)]
    if extras:
        child = game.clone()  # type: ignore[attr-defined]
        child.apply_action(extras[0])
        return _family_minimax(child, settled)
    results = []
    for action in actions:
        child = game.clone()  # type: ignore[attr-defined]
        child.apply_action(action)
        results.append(_family_minimax(child, settled))
    team0 = game.current_player % 2 == 0  # type: ignore[attr-defined]
    return max(results) if team0 else min(results)


@pytest.mark.slow
@pytest.mark.parametrize(
    "variant", ["belote", "belote_contree", "klaverjas_amsterdam", "klaverjas_rotterdam"]
)
def test_the_exact_finish_equals_brute_force(variant: str) -> None:
    """Positions with three, two and one tricks left from seeded deals the rule player bids
    and plays: the lean alpha-beta gives the value plain minimax over the game gives."""
    from audiojass.bots.contract_search import exact_finish

    checked = 0
    for seed in range(40):
        game = new_family_game(variant, seed=seed, first_dealer=seed % 4)
        game.apply_action(game.chance_outcome())
        bot = RuleBot(seed)
        while not game.is_chance_node() and game.current_player is not None:
            if game.settlements:
                break
            seat = game.current_player
            if game.phase is Phase.PLAY and 8 - len(game.tricks) <= 3 and not game.trick:
                settled = len(game.settlements)
                exact = exact_finish(game.clone())
                assert exact == _family_minimax(game, settled), (variant, seed, len(game.tricks))
                checked += 1
            game.apply_action(bot.act(game.observation(seat)))
    assert checked >= 40


def test_the_table_bots_do_not_ruff_a_partners_trick_at_the_end_of_belote() -> None:
    """Seed 1637, three tricks left, every card known to the seat to play (its partner's jack
    of trumps wins the trick): the rule playouts valued ruffing with the eight of trumps as
    much as discarding (a tie kept in the legal order); exactly, discarding the queen of
    diamonds is worth 212 (the declarers fail) and ruffing -40."""
    actions = (
        "pass pass take play:SA play:S9 play:DA play:SJ play:D7 play:D9 play:DK play:D10"
        " play:C7 play:CK play:C8 play:CA play:C9 play:C10 play:HA play:CQ play:S7 play:H10"
        " play:H9 play:SQ play:CJ play:HJ play:D8"
    )
    deal = (
        "deal:HJ S10 SJ C7 C10/D7 D8 S7 SA CK/H10 HQ D9 DQ S9/H7 H9 DK DA CJ/HK S8 HA DJ"
        " CQ H8 C8 CA C9 SK SQ D10"
    )
    game: Any = _replayed("belote", 1637, 1000, deal, actions)
    view = game.observation(game.current_player)
    for kind in ("normal", "strong"):
        options = table_bot(kind, seed=1, repeatable=True).analyse(view)
        values = {str(option.action): option.value for option in options}
        assert str(options[0].action) == "play:DQ"
        assert values == {"play:DQ": 212.0, "play:HQ": -34.0, "play:H8": -40.0}


def _replayed(variant: str, seed: int, target: int, deal: str, actions: str) -> object:
    """A saved game of ``variant`` (first dealer 0) rebuilt from its deal and actions."""
    from audiojass.rules.registry import load_any_game

    data = {
        "format": "audiojass-game",
        "version": 1,
        "variant": variant,
        "options": {"target": target},
        "seed": seed,
        "first_dealer": 0,
        "actions": [deal, *actions.split()],
    }
    return load_any_game(data)


def test_the_search_never_takes_a_trump_it_cannot_play() -> None:
    """Belote, seed 13: forehand holds the eight, nine and ten of diamonds and the nine and
    jack of clubs, the nine of hearts turned up. Taking hearts would make the turned nine its
    only trump; the sampled deals' noise once rated it above passing. Below the floor no
    take or suit is searched; where a suit must be named, the strongest stays."""
    from audiojass.bots.contract_search import BID_FLOOR, playable_bids
    from audiojass.bots.heuristics.bidding import suit_strength

    game = new_family_game("belote", seed=13, first_dealer=2)
    game.apply_action(game.chance_outcome())
    view = game.observation(3)
    assert str(view.turn_up) == "H9" and mask_of(view.hand) == _mask("D8 D9 D10 C9 CJ")
    assert suit_strength(_mask("D8 D9 D10 C9 CJ H9"), Suit.HEARTS) < BID_FLOOR
    assert playable_bids(view, list(view.legal_actions)) == [Pass()]
    for kind in ("normal", "strong"):
        assert table_bot(kind, seed=1, repeatable=True).act(view) == Pass()
    # Klaverjas: forehand must name a suit, and names one even with a weak hand
    for seed in range(30):
        game = new_family_game("klaverjas_amsterdam", seed=seed, first_dealer=3)
        game.apply_action(game.chance_outcome())
        view = game.observation(0)
        kept = playable_bids(view, list(view.legal_actions))
        strengths = {bid: suit_strength(mask_of(view.hand), bid.suit) for bid in view.legal_actions}
        assert kept and set(kept) <= set(view.legal_actions)
        strongest = max(strengths, key=strengths.__getitem__)
        weak = [bid for bid in kept if strengths[bid] < BID_FLOOR]
        assert weak in ([], [strongest]) and (not weak or kept == weak)


def test_the_review_searches_a_bid_the_search_leaves_out() -> None:
    """A take below the floor is not searched, so the review of a player who took had no
    figures and said "by the usual rules of thumb" of a choice the search made; the review
    now asks for the player's own bid as well and says how much it cost."""
    from audiojass.hints import Decision, review_line

    game = new_family_game("belote", seed=13, first_dealer=2)
    game.apply_action(game.chance_outcome())
    view = game.observation(3)
    bot = ContractSearchBot(1, max_samples=24, early_stop=False)
    assert [(o.action, o.samples) for o in bot.analyse(view)] == [(Pass(), 0), (Take(), 0)]
    options = ContractSearchBot(1, max_samples=24, early_stop=False).analyse(view, also=Take())
    assert {o.action for o in options} == {Pass(), Take()}
    assert all(o.samples == 24 for o in options)
    assert options[0].action == Pass()
    line = review_line(Decision(view, Take(), 1, options), 1, 1)
    assert line.startswith("Bidding: you took hearts; better: pass, about ")
    assert "rules of thumb" not in line
