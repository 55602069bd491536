"""Words for the family's games (Klaverjas, Belote, Belote Contrée, Klaberjass): pure functions
from bids, contracts, roem, melds, settlements and refusals to spoken text.

Nothing here speaks: the table passes the text on. Every sentence is a message of the active
catalogue (``locales/*/narration_family.ftl``, ids ``family-…``); card, suit, seat and meld
words come from ``cards.ftl`` through :mod:`audiojass.narration`. The code passes facts (seat
ids, numbers, suit ids, cards already named) and each language chooses its words and order.

Seats are named from the human's chair as :class:`~audiojass.narration.Narrator` names them
(seat + 1 sits on the right, seat + 2 is the partner; with two players the opponent sits
opposite, with three right and left); a sentence receives ``$seat`` ("you", "right",
"partner", "left", "opponent") to choose its "you" forms and ``$name``, the seat's name. Teams
are ``seat % 2``; a team is said as ``$side`` "us" (the human's team) or "them". Every
function takes ``table``: a :class:`Narrator` (its ``human`` seat, its number of seats and its
verbosity) or the human seat of a four-player table as an int (full speech); ``full``
overrides the verbosity. Brief speech says the fact alone. Klaberjass's contract and a
seat's melds when each plays alone use ``locales/*/klaberjass.ftl`` (``kj-…``).

The bids are those of :mod:`audiojass.rules.bidding`, the settlements those of
:mod:`audiojass.rules.family_scoring`, the refusals those of
:mod:`audiojass.rules.family_tricks` (``Refusal``) and :class:`IllegalBidError` reason codes.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from audiojass.i18n import t
from audiojass.narration import (
    RANK_IDS,
    SUIT_IDS,
    Narrator,
    card_object,
    describe_meld,
)
from audiojass.rules.bidding import (
    CAPOT,
    Bid,
    BidAction,
    Bidding,
    BiddingResult,
    ContreeAuction,
    Decline,
    Double,
    Force,
    ForehandChoice,
    IllegalBidError,
    NameSuit,
    NoTrumps,
    Pass,
    Redouble,
    Schmeiss,
    Take,
    TurnUpBidding,
    parse_bid,
)
from audiojass.rules.cards import Card, Suit, TrumpMode
from audiojass.rules.family_game import ForehandProcedure
from audiojass.rules.family_scoring import (
    BELOTE_POINTS,
    DealFacts,
    MeldAward,
    Outcome,
    Roem,
    RoemKind,
    Settlement,
)
from audiojass.rules.family_tricks import Refusal
from audiojass.rules.family_variants import FAMILY_VARIANTS
from audiojass.rules.weis import Meld

__all__ = [
    "BID_REASONS",
    "TRICK_REASONS",
    "annulled_said",
    "belote_said",
    "bid_do",
    "bid_done",
    "bid_heard",
    "bid_label",
    "bid_list_title",
    "bid_refusal",
    "contract_said",
    "made_points_said",
    "melds_said",
    "names_trump",
    "roem_said",
    "settlement_said",
    "trick_refusal",
]

Table = Narrator | int
"""Who listens: a :class:`Narrator` (human seat and verbosity) or the human seat (full)."""

_SEAT_IDS = ("you", "right", "partner", "left")
"""The catalogue's ``$seat`` of a seat relative to the human (four players)."""

TRICK_REASONS = {
    "not_in_hand": "family-refusal-not-in-hand",
    "must_follow": "family-refusal-must-follow",
    "must_head": "family-refusal-must-head",
    "must_overtrump": "family-refusal-must-overtrump",
    "must_trump": "family-refusal-must-trump",
    "may_not_undertrump": "family-refusal-may-not-undertrump",
}
"""The message of each trick-play refusal code (``family_tricks.REFUSAL_CODES``)."""

_BEATEN = {
    "must_head": "family-refusal-must-follow",
    "must_overtrump": "family-refusal-must-trump",
    "may_not_undertrump": "narr-refusal-undertrump",
}
"""The duty said without its card, should a refusal come without the card to beat."""

BID_REASONS = {
    "bidding_over": "family-refusal-bidding-over",
    "not_your_turn": "family-refusal-not-your-turn",
    "wrong_bid": "family-refusal-wrong-bid",
    "must_name_suit": "family-refusal-must-name-suit",
    "take_or_pass": "family-refusal-take-or-pass",
    "no_take": "family-refusal-no-take",
    "turned_suit": "family-refusal-turned-suit",
    "no_no_trumps": "family-refusal-no-no-trumps",
    "no_schmeiss": "family-refusal-no-schmeiss",
    "force_or_decline": "family-refusal-force-or-decline",
    "must_take": "family-refusal-must-take",
    "bid_too_low": "family-refusal-bid-too-low",
    "nothing_to_double": "family-refusal-nothing-to-double",
    "own_contract": "family-refusal-own-contract",
    "no_redouble": "family-refusal-no-redouble",
    "redouble_or_pass": "family-refusal-redouble-or-pass",
}
"""The message of each :class:`IllegalBidError` reason code."""

_ROEM_KINDS = {
    RoemKind.FOUR_OF_A_KIND: "four",
    RoemKind.THREE_OF_A_KIND: "three",
    RoemKind.SEQUENCE: "sequence",
    RoemKind.STUK: "stuk",
}
"""``$kind`` of a roem item."""


# --------------------------------------------------------------------------------------------
# seats and sides


def _human(table: Table) -> int:
    return table.human if isinstance(table, Narrator) else table


def _full(table: Table, full: bool | None) -> bool:
    if full is not None:
        return full
    return table.full if isinstance(table, Narrator) else True


def _players(table: Table) -> int:
    """Seats at the table: the narrator's game's (2, 3 or 4), or 4 for a bare human seat."""
    return table.players if isinstance(table, Narrator) else 4


def _seat_id(table: Table, seat: int) -> str:
    players = _players(table)
    if not isinstance(seat, int) or not 0 <= seat < players:
        raise ValueError(f"not a seat of a {players}-player game: {seat!r}")
    if isinstance(table, Narrator):
        return table.seat_id(seat)
    return _SEAT_IDS[(seat - _human(table)) % 4]


def _who(table: Table, seat: int) -> dict[str, object]:
    """A seat as a sentence's ``$seat`` (its id) and ``$name`` (subject form)."""
    seat_id = _seat_id(table, seat)
    return {"seat": seat_id, "name": t("seat-name", seat=seat_id)}


def _who_object(table: Table, seat: int) -> dict[str, object]:
    """A seat inside a sentence: ``$seat`` and ``$name`` ("you", "Partner")."""
    seat_id = _seat_id(table, seat)
    return {"seat": seat_id, "name": t("seat-object", seat=seat_id)}


def _side(table: Table, team: int) -> str:
    """``$side`` of a team: "us" (the human's) or "them"."""
    return "us" if team % 2 == _human(table) % 2 else "them"


def _ours_theirs(table: Table, pair: tuple[int, ...]) -> tuple[int, int]:
    """A per-team pair (team 0, team 1) as (the human's team, the other)."""
    mine = _human(table) % 2
    return pair[mine], pair[1 - mine]


def _contract_args(value: int) -> dict[str, object]:
    """``$contract`` (the number, 250 for capot) and ``$capot`` (yes/no) of a contract."""
    return {"contract": value, "capot": value == CAPOT}


def _list(items: Sequence[str]) -> str:
    """Items joined as a spoken list with the catalogue's meld-list words ("a, b, and c")."""
    if len(items) <= 1:
        return "".join(items)
    text = items[0]
    for item in items[1:-1]:
        text = t("meld-list-more", list=text, item=item)
    return t("meld-list-last", list=text, item=items[-1])


# --------------------------------------------------------------------------------------------
# bids


def _bid_args(bid: BidAction, turned: Suit | None) -> dict[str, object]:
    """``$bid`` and its facts: pass, take (``$suit`` turned; "turned" when the turned suit is
    not given), suit (``$suit``), contract (``$contract``, ``$capot``, ``$suit``), double,
    redouble, and Klaberjass's notrumps, schmeiss, force (elder must take the turned suit)
    and decline (the deal is dealt again).

    Raises:
        ValueError: not a bid.
    """
    if isinstance(bid, Pass):
        return {"bid": "pass"}
    if isinstance(bid, Take):
        if turned is None:  # the suit unknown here: "takes the turned suit"
            return {"bid": "turned"}
        return {"bid": "take", "suit": SUIT_IDS[turned]}
    if isinstance(bid, NameSuit):
        return {"bid": "suit", "suit": SUIT_IDS[bid.suit]}
    if isinstance(bid, Bid):
        return {"bid": "contract", "suit": SUIT_IDS[bid.suit], **_contract_args(bid.value)}
    if isinstance(bid, Double):
        return {"bid": "double"}
    if isinstance(bid, Redouble):
        return {"bid": "redouble"}
    if isinstance(bid, NoTrumps):
        return {"bid": "notrumps"}
    if isinstance(bid, Schmeiss):
        return {"bid": "schmeiss"}
    if isinstance(bid, Force):
        return {"bid": "force"}
    if isinstance(bid, Decline):
        return {"bid": "decline"}
    raise ValueError(f"not a bid: {bid!r}")


@cache
def names_trump(name: str) -> bool:
    """True in a family game whose forehand names trump instead of bidding (Klaverjas,
    ``docs/rules/family.md`` "klaverjas": forehand must name a suit): its trump procedure is the
    forehand's choice."""
    return isinstance(FAMILY_VARIANTS[name].compose().trump, ForehandProcedure)


def bid_heard(
    table: Table,
    seat: int,
    bid: BidAction,
    *,
    turned: Suit | None = None,
    full: bool | None = None,
) -> str:
    """A bid as the table hears it, by any seat: full "Right passes.", "Partner takes hearts.",
    "Left bids 90 in spades.", "You bid capot in clubs.", "Right doubles."; brief "Right:
    pass.", "Left: 90 in spades.".

    Args:
        table: the listener (see the module).
        seat: the bidding seat 0-3.
        bid: the bid (Pass, Take, NameSuit, Bid, Double, Redouble).
        turned: the turned-up card's suit, said with a Take (without it: "Partner takes the
            turned suit.").
        full: override the verbosity.

    Raises:
        ValueError: a bad seat, a Klaberjass bid.
    """
    message = "family-bid" if _full(table, full) else "family-bid-brief"
    return t(message, **_who(table, seat), **_bid_args(bid, turned))


def bid_label(bid: BidAction, *, turned: Suit | None = None) -> str:
    """One item of the human's bid list: "Pass", "Take hearts", "Spades" (a suit named),
    "90 in spades", "Capot in clubs", "Double", "Redouble".

    Raises:
        ValueError: as :func:`bid_heard`.
    """
    return t("family-bid-label", **_bid_args(bid, turned))


def bid_do(bid: BidAction, *, turned: Suit | None = None) -> str:
    """A bid as the hint advises it: "pass", "take hearts", "choose spades", "bid 90 in
    spades", "double".

    Raises:
        ValueError: as :func:`bid_heard`.
    """
    return t("family-bid-do", **_bid_args(bid, turned))


def bid_done(bid: BidAction, *, turned: Suit | None = None) -> str:
    """A bid as the deal review says the player made it: "you passed", "you took hearts",
    "you bid 90 in spades".

    Raises:
        ValueError: as :func:`bid_heard`.
    """
    return t("family-bid-done", **_bid_args(bid, turned))


def bid_list_title(bidding: Bidding, table: Table = 0) -> str:
    """The title of the human's bid list (A), saying what the choice is: Klaverjas "Choose
    trump", Belote "Your bid: take hearts or pass" (round 1) / "Your bid: name another suit
    or pass" (round 2), Contrée "Your bid" (no contract yet), "Your bid: above 90 in spades
    by Left" (who holds it decides whether it may be doubled), "The contract is doubled:
    redouble or pass". ``table``: the narrator, or the human's seat, that names the seats."""
    if isinstance(bidding, ForehandChoice):
        return t("family-bid-title", kind="choose")
    if isinstance(bidding, TurnUpBidding):
        rules = bidding.rules
        seat = bidding.current_bidder
        if bidding.schmeissed:
            kind = "schmeiss"
        elif bidding.round == 1:
            kind = "take-schmeiss" if rules.schmeiss and seat == bidding.forehand else "take"
        elif rules.bimah and seat == bidding.dealer:
            kind = "bimah"
        else:
            kind = "name-notrumps" if rules.no_trumps else "name"
        return t("family-bid-title", kind=kind, suit=SUIT_IDS[bidding.turned_suit])
    if isinstance(bidding, ContreeAuction):
        if bidding.doubler is not None:
            return t("family-bid-title", kind="redouble")
        standing = bidding.standing
        if standing is None:
            return t("family-bid-title", kind="open")
        bidder, contract = standing
        return t(
            "family-bid-title",
            kind="above",
            suit=SUIT_IDS[contract.suit],
            **_contract_args(contract.value),
            **_who_object(table, bidder),
        )
    return t("family-bid-title", kind="other")


# --------------------------------------------------------------------------------------------
# the contract


def contract_said(
    table: Table, variant: str, result: BiddingResult, *, full: bool | None = None
) -> str:
    """Who plays and what they must make, said when play starts and by A: Klaverjas "We play
    in hearts: we must make more than them."; Belote "Left took clubs: they must make more than
    us."; Contrée "Contract: 110 in spades by Partner, doubled: we must make 110."; Klaberjass
    "Opponent took hearts: Opponent must make more than you." (:func:`_klaberjass_contract`);
    an annulled deal as :func:`annulled_said`.

    Args:
        variant: "klaverjas_amsterdam", "klaverjas_rotterdam", "belote", "belote_contree",
            "klaberjass2", "klaberjass3" or "klaberjass4".
        result: how the bidding ended.

    Raises:
        ValueError: an unknown variant; outside Klaberjass a result without trump suit or
            contract (no-trumps, a Contrée result without a contract).
    """
    rules = FAMILY_VARIANTS.get(variant)
    game = rules.contract_words if rules is not None else ""
    if not game:
        raise ValueError(f"not a family variant with a contract: {variant!r}")
    if result.declarer is None:
        return annulled_said(table, full=full)
    if game == "klaberjass":
        return _klaberjass_contract(table, result, full=full)
    if result.trump is None or result.trump.suit is None:
        raise ValueError("a family contract is played with a trump suit")
    brief = not _full(table, full)
    args: dict[str, object] = {
        **_who_object(table, result.declarer),
        "side": _side(table, result.declarer),
        "suit": SUIT_IDS[result.trump.suit],
    }
    if game == "contree":
        if result.contract is None:
            raise ValueError("a Contrée result carries its contract")
        args.update(_contract_args(result.contract), doubling=result.doubling)
        return t("family-contract-contree-brief" if brief else "family-contract-contree", **args)
    message = "family-contract-klaverjas" if game == "klaverjas" else "family-contract-belote"
    return t("family-contract-brief" if brief else message, **args)


def _klaberjass_contract(table: Table, result: BiddingResult, *, full: bool | None) -> str:
    """Klaberjass: the maker, trump (or no-trumps) and what the maker must make: two players
    "Opponent took hearts: Opponent must make more than you.", three "Right took hearts: Right
    must make more than each opponent.", four as Belote ("Left took no-trumps: they must make
    more than us."); forced after a schmeiss "You are forced to take clubs: …"; brief "Right
    plays hearts."."""
    assert result.declarer is not None
    trump = result.trump.suit if result.trump is not None else None
    args: dict[str, object] = {
        **_who(table, result.declarer),
        "notrumps": result.no_trumps or trump is None,
        "suit": SUIT_IDS[trump] if trump is not None else "hearts",
        "forced": result.forced,
        "players": _players(table),
        "side": _side(table, result.declarer),
    }
    return t("kj-contract" if _full(table, full) else "kj-contract-brief", **args)


def annulled_said(table: Table, *, full: bool | None = None) -> str:
    """An annulled deal: "Everybody passed: the deal is dealt again by the next dealer."
    (brief "All passed: new deal.")."""
    return t("family-annulled" if _full(table, full) else "family-annulled-brief")


# --------------------------------------------------------------------------------------------
# roem, Belote, melds


def _roem_item(roem: Roem) -> str:
    kind = _ROEM_KINDS[roem.kind]
    return t(
        "family-roem-item",
        kind=kind,
        points=roem.points,
        length=len(roem.cards),
        rank=RANK_IDS[roem.cards[0].rank],
    )


def roem_said(
    table: Table, winner: int, roem: Sequence[Roem], *, full: bool | None = None
) -> str | None:
    """The roem of a trick, said after the trick is taken, for the winner's team: "Roem for
    us: 50, sequence of 4, and 20 for stuk."; brief "Roem for us: 70.". None when the trick
    holds no roem.

    Args:
        winner: the seat that took the trick.
        roem: :func:`~audiojass.rules.family_scoring.trick_roem` of the trick.
    """
    if not roem:
        return None
    side = _side(table, winner)
    if not _full(table, full):
        return t("family-roem-brief", side=side, points=sum(r.points for r in roem))
    return t("family-roem", side=side, items=_list([_roem_item(r) for r in roem]))


def belote_said(
    table: Table, seat: int, *, rebelote: bool = False, full: bool | None = None
) -> str:
    """Belote / Rebelote, said with the king or queen of trump that its holder plays: "Left
    says Belote.", then "Left says Rebelote: 20 for them."; brief "Left: Belote."."""
    message = "family-belote" if _full(table, full) else "family-belote-brief"
    return t(
        message,
        **_who(table, seat),
        second=rebelote,
        side=_side(table, seat),
        points=BELOTE_POINTS,
    )


def melds_said(
    table: Table,
    award: MeldAward,
    melds_by_seat: Sequence[Sequence[Meld]],
    *,
    full: bool | None = None,
) -> str | None:
    """The Belote melds shown in the first trick: who holds the best meld and what the team
    scores: "Partner has the best meld, 5 in sequence, hearts seven to jack: we score 120 for
    melds."; equal best melds: "Equal best melds, 3 in sequence, …: nobody scores melds.";
    brief "Melds for us: 120.". None when nobody has a meld.

    Args:
        award: :func:`~audiojass.rules.family_scoring.award_melds` of the deal.
        melds_by_seat: each seat's melds (as given to ``award_melds``).
    """
    brief = not _full(table, full)
    if award.team is None:
        equal = award.best[0]
        if equal is None:
            return None
        if brief:
            return t("family-melds-equal-brief")
        return t("family-melds-equal", meld=describe_meld(equal))
    points = award.points[award.team]
    if isinstance(table, Narrator) and not table.team_game:  # each alone: the seat scores
        holder = award.team
        if brief:
            return t("kj-melds-brief", object=table.object_name(holder), points=points)
        best = award.best[award.team]
        meld = describe_meld(best) if best is not None else ""
        return t("kj-melds", **_who(table, holder), meld=meld, points=points)
    side = _side(table, award.team)
    if brief:
        return t("family-melds-brief", side=side, points=points)
    best = award.best[award.team]
    holder = next((s for s in (award.team, award.team + 2) if best in melds_by_seat[s]), award.team)
    count = sum(len(melds_by_seat[s]) for s in (award.team, award.team + 2))
    return t(
        "family-melds",
        **_who(table, holder),
        side=side,
        meld=describe_meld(best) if best is not None else "",
        points=points,
        count=count,
    )


# --------------------------------------------------------------------------------------------
# the settlement


def _roem_owner(table: Table, roem: tuple[int, ...]) -> tuple[str, int]:
    """``$roem_owner`` (none, us, them, all) and ``$roem`` of the deal's roem."""
    ours, theirs = _ours_theirs(table, roem)
    if ours and theirs:
        return "all", ours + theirs
    if ours:
        return "us", ours
    if theirs:
        return "them", theirs
    return "none", 0


def settlement_said(
    table: Table, settlement: Settlement, facts: DealFacts, *, full: bool | None = None
) -> str:
    """A deal's settlement said plainly, in one or more sentences:

    - Klaverjas: "Pit! We take every point: 100 more." (when a team takes pit), then "We made
      it: we score 118 points, they score 44 points." or "We are wet: they score all 162 and
      our 40 roem.";
    - Belote: "Capot! …", then made, "We are dedans: they score all 182.", a tie by its option
      ("A tie: we score nothing, they score 81 points.", "… nobody scores: 162 go into the
      pot."), a pot won or carried on;
    - Contrée: "Contract of 110 made: we score 110, they score 50.", "Contract failed: they
      score 160.", with "doubled, times 2" or "redoubled, times 4";
    - an annulled deal as :func:`annulled_said`.

    Brief: "Pit for us. Made: we 262, they 0.".

    Args:
        settlement: the deal's :class:`Settlement`.
        facts: the :class:`DealFacts` it was settled from (card points, roem, declarers).
    """
    brief = not _full(table, full)
    if settlement.outcome is Outcome.ANNULLED:
        parts = [annulled_said(table, full=full)]
        if settlement.carry:
            parts.append(t("family-pot-carried", pot=settlement.carry))
        return " ".join(parts)
    declarers = _side(table, facts.declarers)
    scores = settlement.scores
    if settlement.pot_team is not None:  # the pot won is said on its own, after the deal
        scores = (
            scores[0] - (settlement.pot if settlement.pot_team == 0 else 0),
            scores[1] - (settlement.pot if settlement.pot_team == 1 else 0),
        )
    ours, theirs = _ours_theirs(table, scores)
    parts = []
    outcome = settlement.outcome
    if settlement.pit is not None:
        message = "family-pit-brief" if brief else "family-pit"
        parts.append(t(message, side=_side(table, settlement.pit)))
    elif settlement.capot is not None and (
        outcome in (Outcome.MADE, Outcome.DEDANS, Outcome.TIE)
        or (outcome is Outcome.CONTRACT_MADE and settlement.capot == facts.declarers)
    ):
        game = "contree" if outcome is Outcome.CONTRACT_MADE else "belote"
        message = "family-capot-brief" if brief else "family-capot"
        parts.append(t(message, side=_side(table, settlement.capot), game=game))
    if len(facts.melds) == 2:  # partners: a team that took no trick loses its melds
        for team, melds in enumerate(facts.melds):
            if melds and not facts.tricks[team]:
                parts.append(t("family-melds-lost", side=_side(table, team), points=melds))
    change = t("narr-scores-team", ours=ours, theirs=theirs)
    if brief:
        kind = str(outcome)
        if outcome is Outcome.TIE and settlement.carry and settlement.scores == (0, 0):
            kind = "carry"
        parts.append(t("family-settled-brief", outcome=kind, side=declarers, change=change))
    elif outcome is Outcome.MADE:
        parts.append(t("family-made", side=declarers, ours=ours, theirs=theirs))
    elif outcome is Outcome.WET:
        owner, roem = _roem_owner(table, facts.roem)
        parts.append(
            t(
                "family-wet",
                side=declarers,
                cards=sum(facts.card_points),
                roem_owner=owner,
                roem=roem,
                tie=settlement.made[0] == settlement.made[1],
            )
        )
    elif outcome is Outcome.DEDANS:
        parts.append(t("family-dedans", side=declarers, points=scores[facts.defenders]))
    elif outcome is Outcome.TIE:
        defenders = settlement.scores[facts.defenders]
        if settlement.scores == (0, 0) and settlement.carry:
            how, points = "carry", sum(settlement.made)
        elif defenders == sum(settlement.made):
            how, points = "total", defenders
        else:
            how, points = "own", defenders
        parts.append(t("family-tie", how=how, side=declarers, points=points))
    elif outcome is Outcome.CONTRACT_MADE:
        assert facts.contract is not None
        value = CAPOT if facts.contract == "capot" else int(facts.contract)
        parts.append(
            t(
                "family-contract-made",
                **_contract_args(value),
                doubling=facts.doubling,
                ours=ours,
                theirs=theirs,
            )
        )
    elif outcome is Outcome.CONTRACT_FAILED:
        assert facts.contract is not None
        value = CAPOT if facts.contract == "capot" else int(facts.contract)
        parts.append(
            t(
                "family-contract-failed",
                **_contract_args(value),
                doubling=facts.doubling,
                side=_side(table, facts.defenders),
                points=settlement.scores[facts.defenders],
            )
        )
    if settlement.pot_team is not None:  # in brief too: the scores jump by the pot
        won = _side(table, settlement.pot_team)
        parts.append(t("family-pot-won", side=won, pot=settlement.pot))
    elif (
        not brief
        and settlement.carry
        and not (outcome is Outcome.TIE and settlement.scores == (0, 0))
    ):
        parts.append(t("family-pot-carried", pot=settlement.carry))
    return " ".join(parts)


def made_points_said(table: Table, settlement: Settlement, facts: DealFacts) -> str | None:
    """Said after the settlement of a partnership deal its takers lost (wet, dedans, a
    contract failed), what decided it: "We made 70, they 92." (Klaverjas, Belote, a capot
    failed), in Contrée "They made 118 of 120."; None for any other outcome."""
    lost = (Outcome.WET, Outcome.DEDANS, Outcome.CONTRACT_FAILED)
    if settlement.outcome not in lost or len(settlement.made) != 2:
        return None
    takers = facts.declarers
    made, other = settlement.made[takers], settlement.made[1 - takers]
    contract = facts.contract
    kind = "contract" if contract is not None and contract != "capot" else "versus"
    needed = int(contract) if kind == "contract" and contract is not None else 0
    side = _side(table, takers)
    return t("family-made-points", kind=kind, side=side, made=made, other=other, needed=needed)


# --------------------------------------------------------------------------------------------
# refusals


def trick_refusal(
    refusal: Refusal, trump: TrumpMode | int | None, *, card: Card | int | None = None
) -> str:
    """Why a card may not be played, addressed to the player: "You must follow hearts.", "You
    must play higher than the king of hearts.", "You must overtrump the king of hearts.", "You
    must trump with spades.", "You may not undertrump the king of hearts.", "You do not hold the
    ace of hearts.".

    Args:
        refusal: from :func:`~audiojass.rules.family_tricks.refusal`.
        trump: the deal's trump suit (0-3 or a TrumpMode; None without trumps), so that the
            trump jack and nine take their names.
        card: the card refused (said for ``not_in_hand``).

    Raises:
        ValueError: an unknown code, or ``not_in_hand`` without ``card``.
    """
    message = TRICK_REASONS.get(refusal.code)
    if message is None:
        raise ValueError(f"no words for the refusal {refusal.code!r}")
    if refusal.code in _BEATEN and (refusal.beat is None or refusal.beat < 0):
        message = _BEATEN[refusal.code]  # no card to beat known: the duty without it
    mode = TrumpMode(int(trump)) if trump is not None else None
    args: dict[str, object] = {}
    if refusal.code == "not_in_hand":
        if card is None:
            raise ValueError("not_in_hand is said with the card: card is needed")
        args["card"] = card_object(Card(int(card)), mode)
    if refusal.suit is not None:
        args["suit"] = SUIT_IDS[refusal.suit]
    if refusal.beat is not None and refusal.beat >= 0:
        args["beat"] = card_object(Card(int(refusal.beat)), mode)
    return t(message, **args)


def bid_refusal(error: IllegalBidError, *, standing: Bid | None = None) -> str:
    """Why a bid was refused, addressed to the player, for every reason code of
    :class:`IllegalBidError`: "You must bid more than 90.", "You must name a trump suit.", ….

    ``standing``: the standing contract for ``bid_too_low`` (read from the error's message when
    not given; without either the sentence names no number)."""
    message = BID_REASONS.get(error.reason)
    if message is None:
        return t("family-refusal-wrong-bid")
    if error.reason == "bid_too_low":
        if standing is None:
            try:
                found = parse_bid(str(error).rsplit(" ", 1)[-1])
            except ValueError:
                found = None
            standing = found if isinstance(found, Bid) else None
        if standing is None:
            return t("family-refusal-bid-too-low-plain")
        return t(message, **_contract_args(standing.value))
    return t(message)
