# The family's partnership games at the table (Klaverjas, Belote, Belote Contrée): titles, the
# menus' country groups, the turned-up card, the completion of the hands, the bid prompt, what
# A, T, S and W answer. $seat: the seat's id seen from the player (you, right, partner, left),
# $name its name; $side: us or them; $full: yes (full speech) or no (brief).

## Titles and menus

table-family-title-amsterdam = Klaverjas (Amsterdam)
table-family-title-rotterdam = Klaverjas (Rotterdam)
table-family-title-belote = Belote
table-family-title-contree = Belote Contrée
table-family-title-klaberjass2 = Klaberjass for 2
table-family-title-klaberjass3 = Klaberjass for 3
table-family-title-klaberjass4 = Klaberjass for 4
table-family-title-1821 = Klaverjas of 1821
# The first game of a country in the New game and Rules menus: "Netherlands: Klaverjas …".
# $country: switzerland, netherlands, france, international.
table-family-country-item = { $country ->
    [switzerland] Switzerland
    [netherlands] Netherlands
    [international] International
   *[france] France
}: { $title }

## The deal

table-family-turned-up = { $full ->
    [yes] The { $card } is turned up.
   *[no] Turned up: { $card }.
}
# Belote, Klaberjass: every seat passed the turned suit; the second round begins.
table-family-second-round = { $full ->
    [yes] Nobody took { suit-name }: second round of bidding.
   *[no] Second round.
}
# Belote: the taker gets the turned-up card, then every hand is completed to 8 cards.
# The cards the completion after the bidding brought the player, said before the hand.
table-family-new-cards = You get { $cards }.
table-family-completed = { $full ->
    [yes] { $seat ->
        [you] You get
       *[other] { $name } gets
    } { $card }; every hand is completed to 8 cards.
   *[no] { $seat ->
        [you] You get
       *[other] { $name } gets
    } { $card }.
}
# The taker's completion in one line: every card it brought them, the turned-up card among
# them. $size: cards in each hand now.
table-family-completed-yours = { $full ->
    [yes] You get { $cards }; every hand is completed to { $size } cards.
   *[no] You get { $cards }.
}
# A trick taken (full speech); $bonus: the points of the last trick (10, or 5 by option).
table-family-trick-won = { $seat ->
    [you] You take
   *[other] { $name } takes
} { $last ->
    [yes] the last trick
   *[no] the trick
}: { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $last ->
    [yes] , including { $bonus } for the last trick
   *[no] {""}
}.
table-family-trick-won-with = { $seat ->
    [you] You take
   *[other] { $name } takes
} { $last ->
    [yes] the last trick
   *[no] the trick
} with { $card }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $last ->
    [yes] , including { $bonus } for the last trick
   *[no] {""}
}.
table-family-melds-scored = Melds for { $side ->
    [us] us
   *[them] them
}: { $points }.

## The bidding

# $choose: yes when the player must name trump (Klaverjas), no for a bid.
table-family-bid-prompt = { $choose ->
    [yes] You choose trump: { $key } opens the choices.
   *[no] Your bid: { $key } opens the bids.
}
table-family-turn-bid = { $choose ->
    [yes] { $seat ->
        [you] Your turn to choose trump.
       *[other] Waiting for { $name } to choose trump.
    }
   *[no] { $seat ->
        [you] Your turn to bid.
       *[other] Waiting for { $name } to bid.
    }
}
# T in a turn-up bidding (Belote, Klaberjass): the round and whose bid; $round: 1 or 2,
# $suit: the suit the first round takes.
table-family-turn-bid-round = { $full ->
    [yes] { $round ->
        [1] First round, on { suit-name }
       *[other] Second round, nobody took { suit-name }
    }: { $seat ->
        [you] your turn to bid.
       *[other] waiting for { $name } to bid.
    }
   *[no] Round { $round }: { $seat ->
        [you] your bid.
       *[other] { $name } bids.
    }
}
table-family-no-bids = Nobody has bid yet.
table-family-bids-so-far = Bids so far: { $bids }
# A after the auction (Belote, Contrée, Klaberjass): every bid of this deal, after the contract.
table-family-bids-made = Bids: { $bids }
table-family-bidding-now = { $choose ->
    [yes] { $seat ->
        [you] You choose trump.
       *[other] { $name } is choosing trump.
    }
   *[no] { $seat ->
        [you] Your bid.
       *[other] { $name } is bidding.
    } { $bids }
}
table-family-bids-closed = { $choose ->
    [yes] Choice closed. { $key } opens it again.
   *[no] Bids closed. { $key } opens them again.
}
table-family-help-open = { $choose ->
    [yes] open the trump choice
   *[no] open the bid list
}
table-family-help-trump = { $choose ->
    [yes] choose trump, or hear trump and who chose it
   *[no] bid, or hear the bids and the contract
}
table-family-help-melds = { $kind ->
    [roem] the roem of this deal
   *[melds] the melds and Belote of this deal
}
table-family-contract-open = { $title }: { $up } and { $down } change the contract value, { $left } and { $right } the suit, then { $enter }. { $item }
# Contrée's bid list opened again in this game: its keys were said the first time.
table-family-contract-open-short = { $title }. { $item }
# Contrée's bid list, where the standing contract may be doubled: $key is End.
table-family-double-at-end = { $key } goes to Double, the last item.
table-family-double-at-end-short = { $key }: Double.
table-family-help-lower-value = the previous contract value
table-family-help-higher-value = the next contract value
table-family-over-melds = { $kind ->
    [roem] the roem of the last deal
   *[melds] the melds and Belote of the last deal
}
table-family-no-contract = Nothing has been bid yet in this deal.
table-family-thrown-in = No contract was made in this deal. The bids: { $bids }
table-family-klaverjas-chooser = { $seat ->
    [you] You chose
   *[other] { $name } chose
} { suit-name }: { $side ->
    [us] we must make more than them
   *[them] they must make more than us
}.
# A after a Klaverjas or Belote deal: who chose ($chose yes) or took trump, and what they had to make.
table-family-trump-was = { $seat ->
    [you] You
   *[other] { $name }
} { $chose ->
    [yes] chose
   *[no] took
} { suit-name }: { $side ->
    [us] we had to make more than them
   *[them] they had to make more than us
}.
table-family-contract-was = Contract was { $capot ->
    [yes] capot
   *[no] { $contract }
} in { suit-name } { seat-from }{ $doubling ->
    [2] , doubled
    [4] , redoubled
   *[other] {""}
}: { $side ->
    [us] we had to
   *[them] they had to
} { $capot ->
    [yes] take every trick
   *[no] make { $contract }
}.
table-family-turned-was = The turned-up card was { $card }.

## Scores, roem, melds

table-family-deals-left = The game lasts { $limit } deals at most: { $left ->
    [0] this was the last
    [one] { $left } deal left
   *[other] { $left } deals left
}.
table-family-deals-played = All { $count } deals are played.
table-family-pot = { $points } points wait in the pot.
table-family-roem-deal = Roem this deal: we { $ours }, they { $theirs }.
table-family-melds-deal = { $side ->
    [us] We
   *[them] They
} showed { $count ->
    [one] a meld
   *[other] { $count } melds
} worth { $points }: { $shows }.
table-family-belote-deal = { $seat ->
    [you] You
   *[other] { $name }
} { $rebelote ->
    [yes] said Belote and Rebelote.
   *[no] said Belote.
}
table-family-no-extras-yet = { $kind ->
    [roem] No roem
   *[melds] No melds or Belote
}{ $over ->
    [yes] {" "}in this deal.
   *[no] {" "}yet in this deal.
}
table-family-no-extras-variant = { $variant } counts no melds and no Belote in this game.

## Refusals

table-family-not-in-deck = There is no { $card } in a 32-card deck.
# $phase: bidding or other.
table-family-wrong-phase = { $phase ->
    [bidding] Not now: the bidding is on.
   *[other] Not now.
}
table-family-no-kitty = There is no kitty to take in { $variant }.
table-family-no-six = { $variant } has no six of trump to exchange.

## Options → Game rules (each item, and the sentence said at the start of a game)

table-family-rule-deals = Game length: { $count ->
    [0] no limit of deals
   *[other] at most { $count } deals
}
table-family-rule-deals-changed = { $count ->
    [0] No limit of deals.
   *[other] At most { $count } deals.
}
table-family-rule-last-trick = Last trick: { $value ->
    [five] 5 points
   *[ten] 10 points
}
table-family-rule-last-trick-changed = The last trick scores { $value ->
    [five] 5
   *[ten] 10
}.
table-family-rule-three = Three of a kind in a trick: { $value ->
    [yes] 50 roem
   *[no] no roem
}
table-family-rule-three-changed = { $value ->
    [yes] Three of a kind in a trick scores 50 roem.
   *[no] Three of a kind in a trick scores no roem.
}
table-family-rule-pit = Pit: { $value ->
    [tricks] all 8 tricks
   *[points] all card points
}
table-family-rule-pit-changed = { $value ->
    [tricks] Pit takes all 8 tricks.
   *[points] Pit takes all card points.
}
table-family-rule-play = Trick play: { $value ->
    [beat] beat the best card when you can, unless your partner heads the trick
   *[standard] standard
}
table-family-rule-play-changed = { $value ->
    [beat] Trick play: beat the best card when you can, unless your partner heads the trick.
   *[standard] Standard trick play.
}
table-family-rule-second-round = Second round: { $value ->
    [yes] any suit
   *[no] another suit
}
table-family-rule-second-round-changed = { $value ->
    [yes] In the second round any suit may be named.
   *[no] In the second round another suit must be named.
}
table-family-rule-tie = A tie: { $value ->
    [total] the takers lose
    [carry] the points go into the pot
   *[own] the takers score nothing
}
table-family-rule-tie-changed = { $value ->
    [total] In a tie the takers lose.
    [carry] In a tie the points go into the pot.
   *[own] In a tie the takers score nothing.
}
table-family-rule-melds = Melds and Belote: { $value ->
    [yes] counted
   *[no] not counted
}
table-family-rule-melds-changed = { $value ->
    [yes] Melds and Belote are counted.
   *[no] Melds and Belote are not counted.
}

## Announcing by hand (option manual_announce)

table-family-rule-announce = Melds and Belote: { $value ->
    [yes] announced by each player
   *[no] announced by the game
}
table-family-rule-announce-changed = { $value ->
    [yes] You announce your own melds and Belote; what you do not announce does not count.
   *[no] The game announces melds and Belote.
}
table-family-rule-claim = Roem: { $value ->
    [yes] claimed by each player
   *[no] counted by the game
}
table-family-rule-claim-changed = { $value ->
    [yes] You claim your own roem; what you do not claim does not count.
   *[no] The game counts roem.
}
table-family-announce-title = Announce
table-family-announce-claim = Claim { $points } points of roem
table-family-announce-belote = Say Belote
table-family-announce-nothing = Nothing now
table-family-announce-hint = { $what ->
    [claim] Roem to claim: { $key } opens the choices; leading without claiming loses it.
    [melds] Melds to announce: { $key } opens the choices; what you do not announce does not count.
   *[belote] You hold Belote: { $key } opens the choices to say it before you play the king or queen.
}
table-family-announce-none = Nothing announced. { $key } plays { $card }.
# Manual announcements: the player played a card without announcing their melds.
table-family-melds-not-announced = You do not announce your melds.
table-family-announce-closed = Choice closed. { $key } opens the announcements again.
table-family-belote-will = You say Belote: the king and queen of trump will count.
table-family-melds-announced = { $seat ->
    [you] You announce
   *[other] { $name } announces
} { $count ->
    [one] a meld
   *[other] { $count } melds
} worth { $points }.
table-family-roem-lost = { $seat ->
    [you] You did not claim
   *[other] { $name } did not claim
} the roem: { $points } points lost.
table-family-help-announce = claim roem, announce melds or say Belote

## Klaberjass for 2, 3 and 4, and the klaverjas of 1821: Options → Game rules

table-kj-rule-schmeiss = Schmeiss: { $value ->
    [yes] elder may throw the deal
   *[no] not played
}
table-kj-rule-schmeiss-changed = { $value ->
    [yes] Schmeiss: elder may throw the deal in the first round.
   *[no] No schmeiss.
}
table-kj-rule-bimah = Bimah: { $value ->
    [yes] the dealer must take when elder passes twice
   *[no] not played
}
table-kj-rule-bimah-changed = { $value ->
    [yes] Bimah: when elder passes the second round, the dealer must take.
   *[no] No bimah.
}
table-kj-rule-bare-jass = Bare jack: { $value ->
    [yes] a lone jack of trumps need not trump
   *[no] a lone jack of trumps must trump
}
table-kj-rule-bare-jass-changed = { $value ->
    [yes] A lone jack of trumps need not trump.
   *[no] A lone jack of trumps must trump.
}
table-kj-rule-zensa = Zensa melds: { $value ->
    [yes] counted
   *[no] not counted
}
table-kj-rule-zensa-changed = { $value ->
    [yes] Zensa: 5 in sequence score 100, 4 jacks 200, 4 aces, tens, kings or queens 100.
   *[no] Sequences only, no zensa.
}
table-kj-rule-tournament = Tournament deal: { $value ->
    [yes] on
   *[no] off
}
table-kj-rule-tournament-changed = { $value ->
    [yes] Tournament deal: the dealer's suit is bid first, and no card is turned up.
   *[no] No tournament deal.
}
table-kj-rule-announce = Melds and Bela: { $value ->
    [yes] announced by each player
   *[no] announced by the game
}
table-kj-rule-announce-changed = { $value ->
    [yes] You announce your own melds and Bela; what you do not announce does not count.
   *[no] The game announces melds and Bela.
}
table-1821-rule-announce = Melds and marriages: { $value ->
    [yes] declared by each player
   *[no] declared by the game
}
table-1821-rule-announce-changed = { $value ->
    [yes] You declare your own melds and marriages; what you do not declare does not count.
   *[no] The game declares melds and marriages.
}
