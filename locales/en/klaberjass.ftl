# Klaberjass for 2, 3 and 4 and the klaverjas of 1821 at the table: the contract, the stock
# and the shown cards, the dix, the meld exchange, Bela, the settlement; 1821's drawing, melds
# and marriages. $seat: the seat's id seen from the player (you, opponent; you, right, left;
# you, right, partner, left), $name its name; $side: us or them (four players); $players: 2, 3
# or 4; $full: yes or no. Cards arrive translated, as objects.

## The contract

kj-contract = { $seat ->
    [you] { $forced ->
        [yes] You are forced to take
       *[no] You took
    }
   *[other] { $forced ->
        [yes] { $name } is forced to take
       *[no] { $name } took
    }
} { $notrumps ->
    [yes] no-trumps
   *[no] { suit-name }
}: { $players ->
    [2] { $seat ->
        [you] you must make more than your opponent
       *[other] { $name } must make more than you
    }
    [3] { $seat ->
        [you] you must make more than each opponent
       *[other] { $name } must make more than each opponent
    }
   *[4] { $side ->
        [us] we must make more than them
       *[them] they must make more than us
    }
}.
kj-contract-was = { $seat ->
    [you] You took
   *[other] { $name } took
} { $notrumps ->
    [yes] no-trumps
   *[no] { suit-name }
}: { $players ->
    [2] { $seat ->
        [you] you had to make more than your opponent
       *[other] { $name } had to make more than you
    }
    [3] { $seat ->
        [you] you had to make more than each opponent
       *[other] { $name } had to make more than each opponent
    }
   *[4] { $side ->
        [us] we had to make more than them
       *[them] they had to make more than us
    }
}.
kj-declined = { $full ->
    [yes] The deal is thrown in: the next dealer deals again.
   *[no] Thrown in: new deal.
}
kj-contract-brief = { $seat ->
    [you] You play
   *[other] { $name } plays
} { $notrumps ->
    [yes] no-trumps
   *[no] { suit-name }
}.

## The completion, the shown card, the stock

# Every hand completed after the bidding. $size: cards in each hand now (9; 8 with four
# players); $taker: yes when a seat also took the turned-up card ($card).
kj-completed = { $taker ->
    [yes] { $seat ->
        [you] You get
       *[other] { $name } gets
    } { $card }; every hand is completed to { $size } cards.
   *[no] Every hand is completed to { $size } cards.
}
kj-completed-brief = { $taker ->
    [yes] { $seat ->
        [you] You get
       *[other] { $name } gets
    } { $card }.
   *[no] Hands completed.
}
kj-shown = { $full ->
    [yes] Shown at the bottom of the stock: { $card }.
   *[no] Shown: { $card }.
}
# C, after the cards on the table: the stock and the cards seen on it. $count: cards in the
# stock; $shown: the card shown at its bottom (klaberjass2) or the turn-up under it (1821), or
# none.
kj-stock = { $count ->
    [0] The stock is empty.
    [one] Stock: 1 card
   *[other] Stock: { $count } cards
}{ $count ->
    [0] {""}
   *[other] { $shown ->
        [none] .
       *[other] , { $shown } at the bottom.
    }
}
kj-stock-out = { $count ->
    [one] 1 card is out of play
   *[other] { $count } cards are out of play
}{ $shown ->
    [none] .
   *[other] , and { $shown } is shown at the bottom of the stock.
}

## The dix

kj-dix = { $seat ->
    [you] You exchange
   *[other] { $name } exchanges
} { $seven } for { $card }.
kj-dix-kept = You keep { $seven }.
# Your turn, holding the 7 of trumps while the exchange is allowed.
kj-dix-hint = You may exchange { $seven } for { $card }: { $key } exchanges it.
# The decision before the first trick: $key exchanges, $keep keeps.
kj-dix-choice = You hold { $seven }: { $key } exchanges it for { $card }, { $keep } keeps it.
kj-turn-dix = { $seat ->
    [you] Your turn to decide on the 7 of trumps.
   *[other] Waiting for { $name } to decide on the 7 of trumps.
}
kj-help-table = the cards on the table and the stock
kj-no-dix = { $why ->
    [no-seven] You do not hold the 7 of trumps.
    [early] The 7 of trumps is exchanged after the bidding, before the first trick.
    [late] The 7 of trumps is exchanged only before the first trick.
    [not-trump] The dix is only for the turned-up suit as trump.
    [lead] The 7 of trumps is exchanged only at your turn to lead, while the stock lasts.
   *[none] This game has no dix.
}
kj-help-keep = keep the 7 of trumps
kj-help-trump-1821 = trump and the turned-up card
kj-help-melds-1821 = the melds and marriages of this deal
kj-help-dix = exchange the 7 of trumps for the turned-up card

## The meld exchange: questions and answers between the seats
# $kind: declare ($value: the points), good, not_good ($value: the points when said, else
# none), how_many, how_high, in_trumps, cards ($value: how many), high ($rank: the top card),
# yes, no, equal.

kj-meld-line = { $name }: { $kind ->
    [declare] a sequence worth { $value }.
    [good] good.
    [not_good] { $value ->
        [none] not good.
       *[other] not good, { $value }.
    }
    [how_many] how many cards?
    [how_high] how high?
    [in_trumps] in trumps?
    [cards] { $value } cards.
    [high] { rank-name } high.
    [yes] yes, in trumps.
    [no] not in trumps.
   *[equal] equal.
}

## Melds and Bela

kj-melds = { $seat ->
    [you] You have
   *[other] { $name } has
} the best sequence, { $meld }: { $seat ->
    [you] you score
   *[other] { $name } scores
} { $points } for melds.
kj-melds-brief = Melds { seat-for }: { $points }.
kj-melds-deal = { $seat ->
    [you] You
   *[other] { $name }
} showed { $count ->
    [one] a meld
   *[other] { $count } melds
} worth { $points }.
kj-bela = { $second ->
    [yes] { $seat ->
        [you] You say
       *[other] { $name } says
    } Bela again: 20 { $players ->
        [4] { $side ->
            [us] for us
           *[them] for them
        }
       *[other] { seat-for }
    }.
   *[no] { $seat ->
        [you] You say
       *[other] { $name } says
    } Bela.
}
kj-bela-brief = { $second ->
    [yes] { $name }: Bela again, 20.
   *[no] { $name }: Bela.
}
kj-bela-deal = { $seat ->
    [you] You
   *[other] { $name }
} said Bela.
kj-no-extras-yet = No melds or Bela yet in this deal.
kj-melds-spoken = The melds spoken, compared when the first trick is taken: { $lines }
kj-melds-none-scored = Nobody scores melds in this deal.
# Klaberjass: nobody declared a sequence in the meld exchange; its forehand had none (3 and
# 4 players, when a later seat declares); W after the exchange.
kj-no-sequence = Nobody declares a sequence.
kj-no-sequence-forehand = { $name }: no sequence.
kj-no-sequence-deal = Nobody declared a sequence in this deal.
kj-help-melds = the melds and Bela of this deal
kj-help-announce = announce melds or say Bela
kj-help-announce-1821 = announce melds or a marriage
kj-over-melds = the melds and Bela of the last deal
kj-over-melds-1821 = the melds and marriages of the last deal

## The settlement
# $outcome: made, bete, tie, carry (a tie whose points go into the pot); $scores: what each
# player or team scores ("you 62, Opponent 40"); $how: own, total (option tie); $pot: points.

kj-settled = { $outcome ->
    [made] { $players ->
        [4] { $side ->
            [us] We made it
           *[them] They made it
        }
       *[other] { $seat ->
            [you] You made it
           *[other] { $name } made it
        }
    }
    [bete] { $players ->
        [4] { $side ->
            [us] We are bete
           *[them] They are bete
        }
        [3] { $seat ->
            [you] You are bete: each opponent scores their own and half of yours
           *[other] { $name } is bete: each opponent scores their own and half of { $name }'s
        }
       *[2] { $seat ->
            [you] You are bete: your opponent scores both
           *[other] { $name } is bete: you score both
        }
    }
    [carry] A tie: nobody scores, and { $pot } points go into the pot
   *[tie] { $how ->
        [total] A tie counts as bete
       *[own] A tie: the maker scores nothing
    }
}: { $scores }.
kj-who-brief = { $players ->
    [4] { $side ->
        [us] we
       *[them] they
    }
   *[other] { $seat ->
        [you] you
       *[other] { $name }
    }
}
kj-settled-brief = { $outcome ->
    [made] Made ({ kj-who-brief })
    [bete] Bete ({ kj-who-brief })
    [carry] Tie, pot { $pot }
   *[tie] Tie
}: { $scores }.
kj-pot-won = { $side ->
    [us] We win
    [them] They win
   *[none] { $seat ->
        [you] You win
       *[other] { $name } wins
    }
} the pot: { $pot } more.

## The klaverjas of 1821: drawing, melds, marriages, phase 2

kj-you-draw = { $full ->
    [yes] You draw { $card }.
   *[no] You draw: { $card }.
}
kj-draws = { $full ->
    [yes] { $seat ->
        [you] You draw a card.
       *[other] { $name } draws.
    }
   *[no] { $name } draws.
}
kj-draws-turn-up = { $seat ->
    [you] You draw
   *[other] { $name } draws
} the turned-up card, { $card }.
kj-meld-declared = { $seat ->
    [you] You declare
   *[other] { $name } declares
} { $meld }: { $points }.
kj-meld-declared-brief = { $name }: { $meld }, { $points }.
kj-meld-countered = { $seat ->
    [you] You counter
   *[other] { $name } counters
} with { $meld }: { $points }, instead.
kj-meld-countered-brief = { $seat ->
    [you] You counter
   *[other] { $name } counters
}: { $meld }, { $points }.
kj-marriage = { $full ->
    [yes] { $seat ->
        [you] You lead
       *[other] { $name } leads
    } a marriage: { $points }.
   *[no] { $name }: marriage, { $points }.
}
kj-marriage-deal = { $seat ->
    [you] You
   *[other] { $name }
} scored { $points } for marriages.
kj-no-melds-1821 = No melds or marriages yet in this deal.
kj-phase-two = { $full ->
    [yes] The stock is empty: from now on, follow suit and take the trick if you can.
   *[no] Stock empty: follow and take.
}

kj-1821-turned-up = { $full ->
    [yes] Turned up: { $card }; { suit-name } are trump.
   *[no] Trump { suit-name }: { $card }.
}
kj-1821-trump = Trump is { suit-name }{ $shown ->
    [none] ; the turned-up card is drawn.
   *[other] ; { $shown } lies turned up under the stock.
}
kj-1821-trump-was = Trump was { suit-name }{ $shown ->
    [none] ; the turned-up card was drawn.
   *[other] ; { $shown } lay turned up under the stock.
}
kj-1821-settled = Each scores their own: { $scores }.
kj-1821-all-tricks = { $seat ->
    [you] You take
   *[other] { $name } takes
} all 9 tricks after the stock: 100 more.

## Announcing by hand (option manual_announce)

kj-announce-bela = Say Bela
kj-announce-declare = { $counter ->
    [yes] Counter with { $meld }, worth { $points }
   *[no] Declare { $meld }, worth { $points }
}
kj-announce-marriage = Say marriage
kj-announce-hint = { $what ->
    [melds] Melds to announce: { $key } opens the choices; what you do not announce does not count.
    [counter] You may counter the declaration: { $key } opens the choices.
    [marriage] You hold a marriage: { $key } opens the choices to say it before you lead.
   *[bela] You hold Bela: { $key } opens the choices to say it before you play the king or queen.
}
kj-bela-will = You say Bela: the king and queen of trumps will count.
kj-tournament = { $full ->
    [yes] Tournament deal: the first round bids { suit-name }, the dealer's suit.
   *[no] Tournament deal: { suit-name }.
}
