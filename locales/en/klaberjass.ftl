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
kj-contract-brief = { $seat ->
    [you] You play
   *[other] { $name } plays
} { $notrumps ->
    [yes] no-trumps
   *[no] { suit-name }
}.
