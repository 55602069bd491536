"""Bot against bot on duplicate deals: ``audiojass arena``.

Team games (Jass, Schieber, and the family's partnership games: Klaverjas Amsterdam and
Rotterdam, Belote, Belote Contrée, Klaberjass for four) and two-player games (Klaberjass for
two, klaverjas of 1821): every deal is played twice with the same cards and dealer, bot A on one
side and bot B on the other, then with the sides swapped, so each bot holds each hand (or pair
of hands) once. Reported: A's share of all points scored (the deals' score changes: card
points, match, and in Schieber multipliers, Weis and Stöck; in the family's games the deal's
settlement: card points, roem, melds, Belote, pit or capot, wet or dedans, contracts made or
failed with their doubling), with a 95% confidence interval over the pairs. A family deal that
everybody passes is annulled and scores nothing for either side.

Putz: every deal is played once per seat with A in that seat and B in all the others. Reported:
A's mean Putz score per deal and apple rate, the same for the field of B's, and A's advantage
(A's mean minus the field's) with a 95% confidence interval over the deals.

Klaberjass for three, where each seat plays alone: as Putz, every deal once per seat with A in
that seat and B in the others. Reported: A's mean score per deal (its settled points), the
field's mean (the mean of the two B seats), A's advantage per deal with its 95% interval over
the deals, and A's share, A's mean over A's mean plus the field's (50% when A scores as the
field does), with its 95% interval (the ratio estimator over the deals).

With a partner (``--partner P``, the team games of four): every deal is played four times,
A with P as its partner against two P's, on both sides, then B the same way. Reported: the
share of all points of A's team (A and P against P and P), the same for B, and the
difference of the two shares with a 95% interval over the deals: what A adds as a partner of
P beyond what B adds.

Decision times (p50, p95) are measured for every decision that had a choice (more than one
legal action).
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Protocol

from audiojass.bots import make_bot, warm_up
from audiojass.rules import Deal, DealEnded, PlayableGame, get_variant, new_game
from audiojass.rules.game import check_seed
from audiojass.rules.registry import AnyVariant

__all__ = ["ArenaResult", "arena", "arena_text", "play_deal"]

NO_END = 10**9  # a target no deal reaches: the arena scores single deals


class _Player(Protocol):
    """A bot as the arena uses it: it chooses one of its observation's legal actions (a Swiss
    or a family game's)."""

    def act(self, observation: Any) -> object: ...


@dataclass
class _Chunk:
    """Results of a share of the deals (returned by worker processes)."""

    pairs: list[tuple[float, float]] = field(default_factory=list)  # team: (A points, B points)
    putz: list[tuple[float, float, float, float]] = field(default_factory=list)
    field_rows: list[tuple[float, float]] = field(default_factory=list)  # (A mean, field mean)
    # with a partner: A's team's points, the other team's, B's team's, the other team's
    partner_rows: list[tuple[float, float, float, float]] = field(default_factory=list)
    times: dict[str, list[float]] = field(default_factory=dict)


def play_deal(
    variant_name: str | AnyVariant,
    deal: Deal,
    dealer: int,
    bots: Sequence[_Player],
    labels: list[str] | None = None,
    times: dict[str, list[float]] | None = None,
) -> DealEnded:
    """Play one deal from its cards with a bot per seat; returns the DealEnded event (of a
    family game: also for a deal annulled because everybody passed). The deal is a new game's
    first, its target out of reach (the arena scores single deals).

    Args:
        variant_name: a variant's name, or the variant itself with its options.
        deal: the cards, as a game's ``chance_outcome()`` deals them.
        dealer: the seat that deals.
        bots: one per seat.
        labels, times: where given, the decision times (seconds) of the decisions with a
            choice are appended to ``times[labels[seat]]``.
    """
    if times is None:
        times = {}
    if labels is None:
        labels = [str(seat) for seat in range(len(bots))]
    game: PlayableGame = new_game(variant_name, seed=0, first_dealer=dealer, target=NO_END)
    game.apply_action(deal)
    while True:
        seat = game.current_player
        assert seat is not None
        view = game.observation(seat)
        started = time.perf_counter()
        action = bots[seat].act(view)
        spent = time.perf_counter() - started
        if len(view.legal_actions) > 1:
            times.setdefault(labels[seat], []).append(spent)
        for event in game.apply_action(action):
            if isinstance(event, DealEnded):
                return event


def _run_chunk(
    variant_name: AnyVariant,
    a: str,
    b: str,
    first: int,
    count: int,
    seed: int,
    budget_ms: float,
    partner: str | None = None,
) -> _Chunk:
    variant = get_variant(variant_name)
    players = variant.players
    chunk = _Chunk()
    warm_up()  # the solver loaded before any decision is timed
    for index in range(first, first + count):
        source = new_game(variant_name, seed=seed * 100_003 + index, first_dealer=0)
        deal = source.chance_outcome()
        if partner is not None:
            chunk.partner_rows.append(
                _partnered(variant_name, deal, index, a, b, partner, seed, budget_ms, chunk)
            )
            continue

        def played(
            seats_of_a: set[int], run: int, index: int = index, deal: Deal = deal
        ) -> DealEnded:
            """The deal played with A in ``seats_of_a`` and B in the others (the ``run``-th
            time), its decision times kept in the chunk."""
            bots = [
                make_bot(
                    a if s in seats_of_a else b,
                    seed=(seed * 7919 + index) * 64 + run * 8 + s,
                    budget_ms=budget_ms,
                )
                for s in range(players)
            ]
            labels = [f"A:{a}" if s in seats_of_a else f"B:{b}" for s in range(players)]
            return play_deal(variant_name, deal, index % players, bots, labels, chunk.times)

        if _paired(variant_name):
            totals = [0.0, 0.0]
            for run, team_a in enumerate((0, 1)):
                ended = played({s for s in range(players) if s % 2 == team_a}, run)
                totals[0] += ended.score_changes[team_a]
                totals[1] += ended.score_changes[1 - team_a]
            chunk.pairs.append((totals[0], totals[1]))
        else:
            rows = []  # per seat of A: A's score and apple, the field's mean score and apples
            for seat in range(players):
                ended = played({seat}, seat)
                others = [s for s in range(players) if s != seat]
                field = statistics.fmean(ended.score_changes[s] for s in others)
                field_apples = sum(s in ended.apples for s in others) / len(others)
                own = ended.score_changes[seat]
                rows.append((own, float(seat in ended.apples), field, field_apples))
            if variant.has_apples:
                means = [statistics.fmean(column) for column in zip(*rows, strict=True)]
                chunk.putz.append((means[0], means[1], means[2], means[3]))
            else:
                a_mean = sum(row[0] / players for row in rows)
                chunk.field_rows.append((a_mean, sum(row[2] for row in rows) / players))
    return chunk


def _partnered(
    variant_name: AnyVariant,
    deal: Deal,
    index: int,
    a: str,
    b: str,
    partner: str,
    seed: int,
    budget_ms: float,
    chunk: _Chunk,
) -> tuple[float, float, float, float]:
    """One deal played four times: A with ``partner`` against two of ``partner`` on either
    side, then B the same way; the points of A's team and its opponents', then B's."""
    row: list[float] = []
    for which, name in enumerate((a, b)):
        own = f"A:{a}" if which == 0 else f"B:{b}"
        ours = theirs = 0.0
        for team in (0, 1):
            run = which * 2 + team
            bots = [
                make_bot(
                    name if s == team else partner,
                    seed=(seed * 7919 + index) * 64 + run * 8 + s,
                    budget_ms=budget_ms,
                )
                for s in range(4)
            ]
            labels = [own if s == team else f"partner:{partner}" for s in range(4)]
            ended = play_deal(variant_name, deal, index % 4, bots, labels, chunk.times)
            ours += ended.score_changes[team]
            theirs += ended.score_changes[1 - team]
        row += [ours, theirs]
    return row[0], row[1], row[2], row[3]


def _difference_ci(rows: list[tuple[float, float, float, float]]) -> tuple[float, float, float]:
    """A's team's share minus B's team's (:func:`_partnered` rows) and its 95% interval over
    the deals (the ratio estimators' normal approximation, paired by deal)."""
    total_a = [r[0] + r[1] for r in rows]
    total_b = [r[2] + r[3] for r in rows]
    share_a = sum(r[0] for r in rows) / sum(total_a) if sum(total_a) else 0.5
    share_b = sum(r[2] for r in rows) / sum(total_b) if sum(total_b) else 0.5
    difference = share_a - share_b
    if len(rows) < 2 or not sum(total_a) or not sum(total_b):
        return difference, difference, difference
    mean_a = statistics.fmean(total_a)
    mean_b = statistics.fmean(total_b)
    residuals = [
        (r[0] - share_a * ta) / mean_a - (r[2] - share_b * tb) / mean_b
        for r, ta, tb in zip(rows, total_a, total_b, strict=True)
    ]
    half = 1.96 * statistics.stdev(residuals) / math.sqrt(len(rows))
    return difference, difference - half, difference + half


def _paired(variant_name: str | AnyVariant) -> bool:
    """The deals are played in pairs with the sides swapped: two teams, or two players."""
    variant = get_variant(variant_name)
    return variant.team_game or variant.players == 2


def _mean_ci(values: list[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def _ratio_ci(pairs: list[tuple[float, float]]) -> tuple[float, float]:
    """95% interval of A's share of all points, sum(a) / sum(a + b), over independent pairs
    (the ratio estimator's normal approximation, cut to 0 … 1). No points at all (family deals
    that were all annulled): share 0.5, interval 0 to 1. One pair: no interval (the share
    twice; :func:`arena_text` says so)."""
    totals = [a + b for a, b in pairs]
    if sum(totals) == 0:
        return 0.0, 1.0
    share = sum(a for a, _ in pairs) / sum(totals)
    if len(pairs) < 2:
        return share, share
    residuals = [a - share * t for (a, _), t in zip(pairs, totals, strict=True)]
    mean_total = statistics.fmean(totals)
    half = 1.96 * statistics.stdev(residuals) / (mean_total * math.sqrt(len(pairs)))
    return max(0.0, share - half), min(1.0, share + half)  # a share lies within 0 and 1


def _share(a: float, b: float) -> float:
    """A's share of A's and B's points, rounded to 4 decimals (0.5 when neither has any)."""
    return round(a / (a + b), 4) if a + b else 0.5


def _changed_options(variant: AnyVariant) -> dict[str, Any]:
    """The options of ``variant`` that differ from its game's defaults."""
    defaults = get_variant(variant.name).options()
    return {key: value for key, value in variant.options().items() if defaults[key] != value}


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    position = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[position]


ArenaResult = dict[str, Any]


def arena(
    variant_name: str | AnyVariant,
    a: str,
    b: str,
    *,
    deals: int,
    seed: int,
    budget_ms: float = 200.0,
    jobs: int = 1,
    partner: str | None = None,
) -> ArenaResult:
    """Play ``deals`` duplicate deals of A against B and summarise (see the module text).

    ``variant_name``: a variant's name, or the variant with its options
    (``get_variant("schieber").with_options(multipliers="swisslos")``). ``a`` and ``b`` are
    names of :func:`~audiojass.bots.make_bot`: the project's bots, or your own as
    ``module:attribute``. ``budget_ms``: the thinking time of "search" and "search-v1"
    per decision (the table's "normal" and "strong" keep theirs). ``partner``: A and B each
    play with this bot as partner against two of it (a team game of four; the module text).

    Raises:
        ValueError: unknown variant or bot, fewer than 1 deal or job, a negative seed, a
            budget of 0 ms or less, or a partner in a game that is not a team game of four.
    """
    variant = get_variant(variant_name)
    make_bot(a)
    make_bot(b)
    if partner is not None:
        make_bot(partner)
        if not (variant.team_game and variant.players == 4):
            raise ValueError(f"{variant.name} is not a team game of four: no partner to play")
    if deals < 1 or jobs < 1:
        raise ValueError("deals and jobs must be 1 or more")
    check_seed(seed)
    if budget_ms <= 0:
        raise ValueError(f"the budget must be more than 0 ms, not {budget_ms!r}")
    started = time.perf_counter()
    jobs = min(jobs, deals)
    size = math.ceil(deals / jobs)
    spans = [(first, min(size, deals - first)) for first in range(0, deals, size)]
    args = [(variant, a, b, first, count, seed, budget_ms, partner) for first, count in spans]
    if jobs == 1:
        chunks = [_run_chunk(*arg) for arg in args]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            chunks = list(pool.map(_run_chunk, *zip(*args, strict=True)))
    times: dict[str, list[float]] = {}
    for chunk in chunks:
        for label, values in chunk.times.items():
            times.setdefault(label, []).extend(values)
    result: ArenaResult = {
        "variant": variant.name,
        "options": _changed_options(variant),
        "a": a,
        "b": b,
        "deals": deals,
        "seed": seed,
        "budget_ms": budget_ms,
        "seconds": round(time.perf_counter() - started, 1),
        "decision_ms": {
            label: {
                "decisions": len(values),
                "p50": round(1000 * _percentile(values, 0.5), 3),
                "p95": round(1000 * _percentile(values, 0.95), 3),
                "max": round(1000 * max(values), 3),
            }
            for label, values in sorted(times.items())
        },
    }
    if partner is not None:
        rows = [row for chunk in chunks for row in chunk.partner_rows]
        difference, low, high = _difference_ci(rows)
        result.update(
            kind="partner",
            partner=partner,
            played=4 * len(rows),
            share_a=_share(sum(r[0] for r in rows), sum(r[1] for r in rows)),
            share_b=_share(sum(r[2] for r in rows), sum(r[3] for r in rows)),
            difference=round(difference, 4),
            difference_ci95=[round(low, 4), round(high, 4)],
        )
    elif _paired(variant.name):
        pairs = [p for chunk in chunks for p in chunk.pairs]
        total_a = sum(p[0] for p in pairs)
        total_b = sum(p[1] for p in pairs)
        low, high = _ratio_ci(pairs)
        result.update(
            kind="team",
            played=2 * len(pairs),
            points_a=total_a,
            points_b=total_b,
            share_a=_share(total_a, total_b),
            share_ci95=[round(low, 4), round(high, 4)],
        )
    elif not variant.has_apples:
        field_rows = [row for chunk in chunks for row in chunk.field_rows]
        diff, low, high = _mean_ci([a - f for a, f in field_rows])
        share_low, share_high = _ratio_ci(field_rows)
        total_a = sum(a for a, _ in field_rows)
        total_field = sum(f for _, f in field_rows)
        result.update(
            kind="field",
            played=variant.players * len(field_rows),
            mean_score_a=round(statistics.fmean(a for a, _ in field_rows), 4),
            mean_score_field=round(statistics.fmean(f for _, f in field_rows), 4),
            advantage=round(diff, 4),
            advantage_ci95=[round(low, 4), round(high, 4)],
            share_a=_share(total_a, total_field),
            share_ci95=[round(share_low, 4), round(share_high, 4)],
        )
    else:
        rows = [row for chunk in chunks for row in chunk.putz]
        mean_a = statistics.fmean(r[0] for r in rows)
        mean_field = statistics.fmean(r[2] for r in rows)
        diff, low, high = _mean_ci([r[0] - r[2] for r in rows])
        result.update(
            kind="putz",
            played=variant.players * len(rows),
            mean_score_a=round(mean_a, 4),
            apple_rate_a=round(statistics.fmean(r[1] for r in rows), 4),
            mean_score_field=round(mean_field, 4),
            apple_rate_field=round(statistics.fmean(r[3] for r in rows), 4),
            advantage=round(diff, 4),
            advantage_ci95=[round(low, 4), round(high, 4)],
        )
    return result


def _interval(low: str, high: str, deals: int) -> str:
    """ "95% CI low to high", or with a single deal, from which no interval can be told, that."""
    return f"95% CI {low} to {high}" if deals > 1 else "one deal: no interval"


def arena_text(result: ArenaResult) -> str:
    """The arena summary as a few readable lines."""
    a, b = result["a"], result["b"]
    deals = result["deals"]
    changed = result.get("options") or {}
    rules = f" ({', '.join(f'{k}={v}' for k, v in changed.items())})" if changed else ""
    title = f"{result['variant']}{rules}: {result['deals']}"
    lines = []
    if result["kind"] == "partner":
        partner = result["partner"]
        low, high = result["difference_ci95"]
        lines.append(
            f"{title} deals ({result['played']} played), seed {result['seed']}: "
            f"A {a} and B {b}, each with {partner} as partner against two {partner}"
        )
        lines.append(
            f"A ({a}) and {partner}: {100 * result['share_a']:.1f}% of the points; "
            f"B ({b}) and {partner}: {100 * result['share_b']:.1f}%"
        )
        lines.append(
            f"A adds {100 * result['difference']:+.1f} points of share more than B "
            f"({_interval(f'{100 * low:+.1f}', f'{100 * high:+.1f}', deals)})"
        )
    elif result["kind"] == "team":
        low, high = result["share_ci95"]
        lines.append(
            f"{title} paired deals ({result['played']} played), "
            f"seed {result['seed']}: A {a} vs B {b}"
        )
        lines.append(
            f"A ({a}) point share: {100 * result['share_a']:.1f}% "
            f"({_interval(f'{100 * low:.1f}%', f'{100 * high:.1f}%', deals)})"
        )
    else:
        lines.append(
            f"{title} deals, each played with A in every seat "
            f"({result['played']} played), seed {result['seed']}: A {a} vs field {b}"
        )
    if result["kind"] == "field":
        low, high = result["advantage_ci95"]
        share_low, share_high = result["share_ci95"]
        lines.append(
            f"A ({a}) mean score per deal: {result['mean_score_a']:.1f}; "
            f"field ({b}): {result['mean_score_field']:.1f}"
        )
        lines.append(
            f"A's advantage per deal: {result['advantage']:+.1f} "
            f"({_interval(f'{low:+.1f}', f'{high:+.1f}', deals)})"
        )
        lines.append(
            f"A ({a}) share of A and field: {100 * result['share_a']:.1f}% "
            f"({_interval(f'{100 * share_low:.1f}%', f'{100 * share_high:.1f}%', deals)})"
        )
    elif result["kind"] == "putz":
        low, high = result["advantage_ci95"]
        lines.append(
            f"A ({a}) mean Putz score per deal: {result['mean_score_a']:+.3f}, apple rate "
            f"{100 * result['apple_rate_a']:.1f}%"
        )
        lines.append(
            f"field ({b}) mean Putz score per deal: {result['mean_score_field']:+.3f}, apple "
            f"rate {100 * result['apple_rate_field']:.1f}%"
        )
        lines.append(
            f"A's advantage per deal: {result['advantage']:+.3f} "
            f"({_interval(f'{low:+.3f}', f'{high:+.3f}', deals)})"
        )
    for label, stats in result["decision_ms"].items():
        lines.append(
            f"decision time {label}: p50 {stats['p50']:.2f} ms, p95 {stats['p95']:.2f} ms, "
            f"max {stats['max']:.2f} ms over {stats['decisions']} decisions"
        )
    lines.append(f"({result['seconds']} s)")
    return "\n".join(lines)
