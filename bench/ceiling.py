"""How much a Swiss team game's point share can move at all: clairvoyant players against a
baseline, on the arena's duplicate deals.

    uv run python bench/ceiling.py --variant schieber --a see-play:30 --b v1:30 --deals 200

The clairvoyant players cheat on purpose: they are told the true deal, which no real player
knows, so their share against the baseline bounds what better inference (knowing the hidden
cards) could give. Specs (``KIND:SAMPLES[:OPTION=VALUE,...]``):

- ``see-play``: card play searched over the true deal (every sampled deal is the true one,
  rolled out as the search does); trump chosen as search-v1 chooses it. Options: SearchBot's
  ``endgame_tricks`` (the last tricks solved exactly in the true deal).
- ``see-trump``: the trump choice (and schieben) rolled out over the true deal; card play as
  search-v1.
- ``foresee-trump``: every trump option (and schieben) played out on the true deal by four
  search-v1 players (``inner`` sampled deals a decision, ``reps`` playouts an option), the best
  side margin chosen; card play as search-v1.
- ``see-all``: ``foresee-trump``'s trump choice and ``see-play``'s card play.
- ``see-both``: ``see-trump``'s trump choice and ``see-play``'s card play, both by the
  search's own means; the other options are SearchBot's (``value_mix=0.5``,
  ``policy_rollout=1``, ``policy_trump=1``, ``melds=1``...: the normal search told the deal).
- ``foresee-play``: every card (and the kitty) played out on the true deal by four search-v1
  players, as ``foresee-trump`` does for the trump (``inner``, ``reps``); trump as search-v1.
  The player knows every hand and how the other seats decide, up to their sampling. With
  ``sampled=K``, each card is played out on K deals sampled as the search samples them (the
  same K for every card) instead of the true one: no hand is known, only how the others decide.
- ``foresee-all``: ``foresee-trump`` and ``foresee-play`` together.
- ``v1`` and ``new`` (search-v1 and the search bot at SAMPLES sampled deals a decision) and the
  arena's bot names, as in ``bench/swiss_duel.py``.

`see-play` and `foresee-play` also play Putz (judged by the seat's award, card points breaking
ties); the others only Jass and Schieber (the oracles read the true deal from the game the
arena plays). The arguments are ``bench/swiss_duel.py``'s (``--variant --a --b --deals --seed
--jobs --json``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import swiss_duel  # bench/swiss_duel.py: the same command line

import audiojass.arena as arena_module
from audiojass.bots import Bot, SearchBot, SearchBotV1
from audiojass.bots import search as search_module
from audiojass.bots.base import Option
from audiojass.bots.search import PUTZ_POINTS
from audiojass.rules import Deal, DealEnded, Phase, PlayableGame, new_game
from audiojass.rules.cards import mask_of

_TRUE: dict[str, Any] = {}
"""The game the arena is playing now (set before every decision; one game per process)."""


def _true_hands() -> list[int]:
    game = _TRUE["game"]
    return [mask_of(game.observation(seat).hand) for seat in range(game.variant.players)]


def _true_kitty() -> int:
    """The cards of the untaken kitty (Putz for three), else 0."""
    return int(getattr(_TRUE["game"], "kitty", 0))


class _TrueKnowledge:
    """Stands in for :class:`~audiojass.bots.knowledge.Knowledge`: every sample is the true
    deal."""

    def __init__(self, mode: int, hands: list[int], kitty: int = 0) -> None:
        self.mode = mode
        self.hands = hands
        self.kitty = kitty

    def sample(self, rng: object, attempts: int = 20) -> tuple[list[int], int]:
        return self.hands[:], self.kitty


class Clairvoyant(SearchBot):
    """A search player told the true deal for card play, the trump choice, or both (see the
    module text)."""

    def __init__(
        self,
        seed: int | None,
        samples: int,
        *,
        see_play: bool | str,
        trump: str,
        inner: int = 20,
        reps: int = 1,
        sampled: int = 0,
        endgame_tricks: int = 0,
        **search: Any,
    ) -> None:
        options: dict[str, Any] = {"inference": False, "melds": False, **search}
        super().__init__(
            seed,
            budget_ms=60_000,
            max_samples=samples,
            endgame_tricks=endgame_tricks,
            **options,
        )
        self.see_play = see_play
        self.trump = trump
        self.inner = inner
        self.reps = reps
        self.sampled = sampled

    def _play(self, view: Any, budget: float) -> list[Option]:
        if self.see_play == "foresee":
            return self._foresee(view)
        if not self.see_play:  # inference and melds are off: search-v1's own search
            return super()._play(view, budget)
        knowledge = _TrueKnowledge(int(view.trump), _true_hands(), _true_kitty())
        original = search_module.Knowledge.from_observation
        search_module.Knowledge.from_observation = lambda _view: knowledge  # type: ignore[assignment,method-assign]
        try:
            return super()._play(view, budget)
        finally:
            search_module.Knowledge.from_observation = original  # type: ignore[method-assign]

    def _choose_trump(self, view: Any, budget: float) -> list[Option]:
        if self.trump == "see":
            hands = _true_hands()
            original = search_module._deal_others
            search_module._deal_others = lambda *_args: hands[:]
            try:
                return super()._choose_trump(view, budget)
            finally:
                search_module._deal_others = original
        if self.trump == "foresee":
            return self._foresee(view)
        return super()._choose_trump(view, budget)

    def _foresee(self, view: Any) -> list[Option]:
        game: PlayableGame = _TRUE["game"]
        me = view.seat
        side = me % 2
        variant = view.variant
        options = []
        deals: list[list[int] | None] = [None] * self.reps
        if self.sampled and game.phase is Phase.PLAY:  # sampled deals instead of the true one
            knowledge = search_module.Knowledge.from_observation(view)
            deals = [knowledge.sample(self.rng)[0] for _ in range(self.sampled)]
        for action in view.legal_actions:
            margins = []
            for rep, hands in enumerate(deals):
                copy = game.clone()
                if hands is not None:
                    copy.hands = hands[:]
                players = [
                    SearchBotV1(rep * 8 + s, budget_ms=60_000, max_samples=self.inner)
                    for s in range(view.players)
                ]
                events = copy.apply_action(action)
                ended = next((e for e in events if isinstance(e, DealEnded)), None)
                while ended is None:
                    seat = copy.current_player
                    assert seat is not None
                    for event in copy.apply_action(players[seat].act(copy.observation(seat))):
                        if isinstance(event, DealEnded):
                            ended = event
                changes = ended.score_changes
                if variant.team_game:
                    margins.append(changes[side] - changes[1 - side])
                else:  # the search's judgement: the award, card points breaking ties
                    values = search_module._putz_values(variant, PUTZ_POINTS)
                    margins.append(values(list(ended.points))[me])
            options.append(Option(action, sum(margins) / len(margins), len(margins)))
        return sorted(options, key=lambda option: -option.value)


def bot_of(spec: str, *, seed: int | None = None, budget_ms: float = 200.0) -> Bot:
    """The bot a spec names (see the module text; the other kinds as ``swiss_duel``'s).
    Raises ValueError for a bad spec."""
    kind, samples, options = swiss_duel.parse_spec(spec)
    modes = {
        "see-play": (True, "v1"),
        "see-trump": (False, "see"),
        "foresee-trump": (False, "foresee"),
        "see-all": (True, "foresee"),
        "see-both": (True, "see"),
        "foresee-play": ("foresee", "v1"),
        "foresee-all": ("foresee", "foresee"),
    }
    if kind in modes:
        see_play, trump = modes[kind]
        return Clairvoyant(seed, samples, see_play=see_play, trump=trump, **options)
    return swiss_duel.bot_of(spec, seed=seed, budget_ms=budget_ms)


def play_deal(
    variant_name: str,
    deal: Deal,
    dealer: int,
    bots: Sequence[Any],
    labels: list[str],
    times: dict[str, list[float]],
) -> DealEnded:
    """:func:`audiojass.arena.play_deal` with the game kept where the oracles can see it."""
    game: PlayableGame = new_game(
        variant_name, seed=0, first_dealer=dealer, target=arena_module.NO_END
    )
    game.apply_action(deal)
    while True:
        seat = game.current_player
        assert seat is not None
        _TRUE["game"] = game
        action = bots[seat].act(game.observation(seat))
        for event in game.apply_action(action):
            if isinstance(event, DealEnded):
                return event


arena_module.make_bot = bot_of  # type: ignore[assignment]
arena_module.play_deal = play_deal
main = swiss_duel.main
"""The command line of ``bench/swiss_duel.py`` (the same arguments), with these players."""


if __name__ == "__main__":
    main()
