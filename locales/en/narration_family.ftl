# The family's partnership games (Klaverjas, Belote, Belote Contrée): bids, the contract, roem,
# Belote, melds, the settlement and refusals. $seat: the seat's id seen from the player (you,
# right, partner, left), $name its name; $side: us (the player's team) or them. $suit: a suit
# id (hearts …) for suit-name; $contract: a Contrée contract (80 … 160; 250 with $capot yes);
# $doubling: 1, 2 (doubled) or 4 (redoubled). Cards arrive translated, as objects.

## Bids

# $bid: pass, take (the turned suit, $suit), turned (the same, its suit unknown), suit (a suit
# named), contract, double, redouble.
family-bid = { $bid ->
    [turned] { $seat ->
        [you] You take
       *[other] { $name } takes
    } the turned suit
    [pass] { $seat ->
        [you] You pass
       *[other] { $name } passes
    }
    [take] { $seat ->
        [you] You take
       *[other] { $name } takes
    } { suit-name }
    [suit] { $seat ->
        [you] You take
       *[other] { $name } takes
    } { suit-name }
    [contract] { $seat ->
        [you] You bid
       *[other] { $name } bids
    } { $capot ->
        [yes] capot
       *[no] { $contract }
    } in { suit-name }
    [double] { $seat ->
        [you] You double
       *[other] { $name } doubles
    }
    [notrumps] { $seat ->
        [you] You take
       *[other] { $name } takes
    } no-trumps
    [schmeiss] { $seat ->
        [you] You throw the deal
       *[other] { $name } throws the deal
    }: schmeiss
    [force] { $seat ->
        [you] You force the take
       *[other] { $name } forces the take
    }
    [decline] { $seat ->
        [you] You decline
       *[other] { $name } declines
    }
   *[redouble] { $seat ->
        [you] You redouble
       *[other] { $name } redoubles
    }
}.
# Contrée, full speech: a bidder passes after the double, so does not redouble.
family-bid-no-redouble = { $seat ->
    [you] You do not redouble.
   *[other] { $name } does not redouble.
}
family-bid-brief = { $name }: { $bid ->
    [turned] take
    [pass] pass
    [take] { suit-name }
    [suit] { suit-name }
    [contract] { $capot ->
        [yes] capot
       *[no] { $contract }
    } in { suit-name }
    [double] double
    [notrumps] no-trumps
    [schmeiss] schmeiss
    [force] force
    [decline] decline
   *[redouble] redouble
}.
# One item of the player's bid list.
family-bid-label = { $bid ->
    [turned] Take
    [pass] Pass
    [take] Take { suit-name }
    [suit] { suit-title }
    [contract] { $capot ->
        [yes] Capot
       *[no] { $contract }
    } in { suit-name }
    [double] Double
    [notrumps] No-trumps
    [schmeiss] Schmeiss: throw the deal
    [force] Force: elder takes the turned suit
    [decline] Decline: new deal
   *[redouble] Redouble
}
# The hint's and the review's words for a bid (same $bid and facts as family-bid-label):
# what to do ("take hearts") and what the player did ("you took hearts").
family-bid-do = { $bid ->
    [turned] take the turned-up suit
    [pass] pass
    [take] take { suit-name }
    [suit] choose { suit-name }
    [contract] bid { $capot ->
        [yes] capot
       *[no] { $contract }
    } in { suit-name }
    [double] double
    [notrumps] choose no-trumps
    [schmeiss] throw the deal in (Schmeiss)
    [force] force elder to take the turned-up suit
    [decline] decline, for a new deal
   *[redouble] redouble
}
family-bid-done = { $bid ->
    [turned] you took the turned-up suit
    [pass] you passed
    [take] you took { suit-name }
    [suit] you chose { suit-name }
    [contract] you bid { $capot ->
        [yes] capot
       *[no] { $contract }
    } in { suit-name }
    [double] you doubled
    [notrumps] you chose no-trumps
    [schmeiss] you threw the deal in (Schmeiss)
    [force] you forced elder to take the turned-up suit
    [decline] you declined, for a new deal
   *[redouble] you redoubled
}
# The bid list's title. $kind: choose (Klaverjas), take (round 1, $suit turned), name (round 2),
# open (Contrée, no contract yet), above (a contract stands), redouble, other.
family-bid-title = { $kind ->
    [choose] Choose trump
    [take] Your bid: take { suit-name } or pass
    [name] Your bid: name a trump suit or pass
    [above] Your bid: { $capot ->
        [yes] capot in { suit-name } { seat-from } stands
       *[no] above { $contract } in { suit-name } { seat-from }
    }
    [redouble] The contract is doubled: redouble or pass
    [take-schmeiss] Your bid: take { suit-name }, pass, or throw the deal
    [name-notrumps] Your bid: name a trump suit, no-trumps, or pass
    [bimah] You must take: name any suit as trump
    [schmeiss] Elder throws the deal: force elder to take { suit-name }, or decline
   *[other] Your bid
}

## The contract

family-contract-klaverjas = { $side ->
    [us] We play in { suit-name }: we must make more than them.
   *[them] They play in { suit-name }: they must make more than us.
}
family-contract-belote = { $seat ->
    [you] You took
   *[other] { $name } took
} { suit-name }: { $side ->
    [us] we must make more than them
   *[them] they must make more than us
}.
family-contract-contree = Contract: { $capot ->
    [yes] capot
   *[no] { $contract }
} in { suit-name } { seat-from }{ $doubling ->
    [2] , doubled
    [4] , redoubled
   *[other] {""}
}: { $side ->
    [us] we must
   *[them] they must
} { $capot ->
    [yes] take every trick
   *[no] make { $contract }
}.
family-contract-brief = { $side ->
    [us] We play
   *[them] They play
} { suit-name }.
family-contract-contree-brief = { $side ->
    [us] We play
   *[them] They play
} { $capot ->
    [yes] capot
   *[no] { $contract }
} in { suit-name }{ $doubling ->
    [2] , doubled
    [4] , redoubled
   *[other] {""}
}.
family-annulled = Everybody passed: the deal is dealt again by the next dealer.
family-annulled-brief = All passed: new deal.

## Roem, Belote, melds

# One combination of a trick's roem. $kind: four ($rank), three, sequence ($length), stuk.
family-roem-item = { $kind ->
    [four] { $points }, { meld-four }
    [three] { $points }, three of a kind
    [sequence] { $points }, sequence of { $length }
   *[stuk] { $points } for stuk
}
# $items: the combinations as a list.
family-roem = Roem for { $side ->
    [us] us
   *[them] them
}{ $count ->
    [one] {""}
   *[other] : { $total } in all
}: { $items }.
family-roem-brief = Roem for { $side ->
    [us] us
   *[them] them
}: { $points }.
# $second: yes for Rebelote (the second card), which scores $points for $side.
family-belote = { $seat ->
    [you] You say
   *[other] { $name } says
} { $second ->
    [yes] Rebelote: { $points } for { $side ->
        [us] us
       *[them] them
    }
   *[no] Belote
}.
family-belote-brief = { $name }: { $second ->
    [yes] Rebelote
   *[no] Belote
}.
# $meld: the best meld ("5 in sequence, hearts seven to jack"); $points: all the team's melds.
family-melds = { $seat ->
    [you] You have
   *[other] { $name } has
} the best meld, { $meld }: { $side ->
    [us] we score
   *[them] they score
} { $points } for { $count ->
    [one] melds
   *[other] { $count } melds{ $whose ->
        [both] , shown { seat-from } and { $partner ->
            [you] you
           *[other] { $pname }
        }
       *[holder] , all shown { seat-from }
    }
}.
family-melds-brief = Melds for { $side ->
    [us] us
   *[them] them
}: { $points }.
family-melds-equal = Equal best melds, { $meld }: nobody scores melds.
family-melds-equal-brief = Equal melds: nobody scores them.

## The settlement

family-pit = Pit! { $side ->
    [us] We take
   *[them] They take
} every point: 100 more.
family-pit-brief = Pit for { $side ->
    [us] us
   *[them] them
}.
# $game: belote (100 instead of the last trick's 10) or contree (90 more).
family-capot = Capot! { $side ->
    [us] We take
   *[them] They take
} every trick: { $game ->
    [contree] 90 more
   *[belote] 100 instead of 10 for the last trick
}.
family-capot-brief = Capot for { $side ->
    [us] us
   *[them] them
}.
# $side: the declaring team; $ours, $theirs: what each team scores.
# A deal the takers lost (wet, dedans, a contract failed), said before it: what they made,
# against the others' $other, or ($kind contract) of the contract's $needed. $side: the takers.
family-made-points = { $kind ->
    [contract] { $side ->
        [us] We made
       *[them] They made
    } { $made } of { $needed }{ $with ->
        [roem] , roem included
        [melds] , melds included
       *[none] {""}
    }.
   *[versus] { $side ->
        [us] We made { $made }, they { $other }
       *[them] They made { $made }, we { $other }
    }{ $with ->
        [roem] , roem included
        [melds] , melds included
       *[none] {""}
    }.
}
family-made = { $side ->
    [us] We made it
   *[them] They made it
}: we score { $ours ->
    [one] { $ours } point
   *[other] { $ours } points
}, they score { $theirs ->
    [one] { $theirs } point
   *[other] { $theirs } points
}.
# Klaverjas: $side is wet; $cards: all card points; $roem_owner: none, us, them or all, with
# $roem; $tie: yes when the points were equal.
family-wet = { $side ->
    [us] We are wet
   *[them] They are wet
}{ $tie ->
    [yes] {" "}on a tie
   *[no] {""}
}: { $side ->
    [us] they score
   *[them] we score
} all { $cards }{ $roem_owner ->
    [us] {" "}and our { $roem } roem
    [them] {" "}and their { $roem } roem
    [all] {" "}and all { $roem } roem
   *[none] {""}
}.
family-dedans = { $side ->
    [us] We are dedans: they score
   *[them] They are dedans: we score
} all { $points }.
# Belote: a tie. $how: own (the takers score nothing, the others $points), total (the others
# score all $points), carry ($points go into the pot); $side: the takers.
family-tie = A tie{ $how ->
    [carry] : nobody scores, and { $points } points go into the pot
    [total] {" "}counts as dedans: { $side ->
        [us] they score
       *[them] we score
    } all { $points }
   *[own] : { $side ->
        [us] we score nothing, they score
       *[them] they score nothing, we score
    } { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
}.
# $takers: whose contract (us, them); $made: the card points they took.
family-contract-made = { $capot ->
    [yes] { $takers ->
        [us] Our
       *[them] Their
    } capot made
   *[no] { $takers ->
        [us] Our
       *[them] Their
    } contract of { $contract } made with { $made }
}{ $doubling ->
    [2] , doubled, times 2
    [4] , redoubled, times 4
   *[other] {""}
}: we score { $ours }, they score { $theirs }.
# $side: the defenders, who score $points.
family-contract-failed = { $capot ->
    [yes] { $takers ->
        [us] Our
       *[them] Their
    } capot failed
   *[no] { $takers ->
        [us] Our
       *[them] Their
    } contract failed
}{ $doubling ->
    [2] , doubled, times 2
    [4] , redoubled, times 4
   *[other] {""}
}: { $side ->
    [us] we score
   *[them] they score
} { $points }.
family-pot-won = { $side ->
    [us] We
   *[them] They
} also win the pot of { $pot } from the tied deals.
family-pot-carried = The pot of { $pot } goes on to the next deal.
family-melds-lost = { $side ->
    [us] We took no trick: our { $points } for melds do not count.
   *[them] They took no trick: their { $points } for melds do not count.
}
# $outcome: made, wet, dedans, tie, carry, contract_made, contract_failed; $change: the scores
# ("we 0, they 202").
family-settled-brief = { $outcome ->
    [made] Made ({ $side ->
        [us] we
       *[them] they
    })
    [wet] { $side ->
        [us] We are wet
       *[them] They are wet
    }
    [dedans] { $side ->
        [us] We are dedans
       *[them] They are dedans
    }
    [tie] A tie
    [carry] A tie, into the pot
    [contract_made] Contract made
   *[contract_failed] Contract failed
}: { $change }.

## Refusals

# $card, $beat: cards as objects ("the king of hearts").
family-refusal-not-in-hand = You do not hold { $card }.
family-refusal-must-follow = You must follow { suit-name }.
family-refusal-must-head = You must play higher than { $beat }.
family-refusal-must-overtrump = You must overtrump { $beat }.
family-refusal-must-trump = You must trump with { suit-name }.
family-refusal-may-not-undertrump = You may not undertrump { $beat }.

family-refusal-bidding-over = The bidding is over.
family-refusal-not-your-turn = It is not your turn to bid.
family-refusal-wrong-bid = That bid is not allowed in this game.
family-refusal-must-name-suit = You must name a trump suit: you may not pass.
family-refusal-take-or-pass = In the first round you may only take the turned suit or pass.
family-refusal-no-take = The turned suit may only be taken in the first round.
family-refusal-turned-suit = In the second round name a suit other than the turned one.
family-refusal-no-no-trumps = This game is always played with a trump suit.
family-refusal-no-schmeiss = You may not throw the deal now.
family-refusal-force-or-decline = The deal was thrown: force elder to take, or decline.
family-refusal-must-take = You must take the deal now: the dealer may not pass.
family-refusal-bid-too-low = { $capot ->
    [yes] Nothing is above capot: double or pass.
   *[no] You must bid more than { $contract }.
}
family-refusal-bid-too-low-plain = You must bid more than the standing contract.
family-refusal-nothing-to-double = There is no contract to double.
family-refusal-own-contract = You may only double the opponents' contract.
family-refusal-no-redouble = Only a doubled contract may be redoubled.
family-refusal-redouble-or-pass = The contract is doubled: redouble or pass.
