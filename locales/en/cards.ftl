# Card words: suits, ranks, cards, trump modes, seats, variant titles and Weis.
# Selector arguments are ids: $suit hearts/diamonds/spades/clubs, $rank six … ace,
# $trump yes/no (the card is of the trump suit), $mode a suit or obenabe/undenufe,
# $seat you/right/partner/left/opponent/far-right/far-left, $variant jass/schieber/putz3/putz5.
# Every message also receives $deck: french or german (German-suited names, German only).

suit-name = { $suit ->
    [hearts] hearts
    [diamonds] diamonds
    [spades] spades
   *[clubs] clubs
}

# A suit as the heading of its cards ("Hearts: ace, king").
suit-title = { $suit ->
    [hearts] Hearts
    [diamonds] Diamonds
    [spades] Spades
   *[clubs] Clubs
}

# How many cards of a suit: "3 hearts", "1 heart".
suit-count = { $count ->
    [one] { $count } { $suit ->
        [hearts] heart
        [diamonds] diamond
        [spades] spade
       *[clubs] club
    }
   *[other] { $count } { suit-name }
}

rank-name = { $rank ->
    [six] six
    [seven] seven
    [eight] eight
    [nine] nine
    [ten] ten
    [jack] jack
    [queen] queen
    [king] king
   *[ace] ace
}

# A card in lists and focus: "ace of hearts".
card = { rank-name } of { suit-name }

# A card as the object of a sentence: "the ace of hearts".
card-the = the { card }

mode-name = { $mode ->
    [obenabe] Obenabe
    [undenufe] Undenufe
   *[suit] { suit-name }
}

# A seat as the subject of a sentence, seen from the player's chair.
seat-name = { $seat ->
    [you] You
    [right] Right
    [partner] Partner
    [left] Left
    [opponent] Opponent
    [far-right] Far right
   *[far-left] Far left
}

# A seat inside a sentence or a list ("you 12, Right 30").
seat-object = { $seat ->
    [you] you
   *[other] { seat-name }
}

# A seat as the subject that starts a sentence in full speech ("Partner plays …"): the name the
# table passes as $name; a language whose seat names take an article or a possessive there
# gives it here ("Dein Partner", "Votre partenaire", "Je maat"). Brief speech and lists keep
# the bare name.
seat-subject = { $name }

# "for" and the seat, as in "20 for you".
seat-for = { $seat ->
    [you] for you
   *[other] for { seat-name }
}

# "by" and the seat, as in "chosen by Partner".
seat-from = { $seat ->
    [you] by you
   *[other] by { seat-name }
}

variant-title = { $variant ->
    [jass] Jass
    [schieber] Schieber
    [putz3] Putz for 3
   *[putz5] Putz for 5
}

# A sequence Weis: "3 in sequence, hearts six to eight" ($low, $high: rank names).
meld-sequence = { $length } in sequence, { suit-name } { $low } to { $high }

# Four cards of one rank: "four tens".
meld-four = four { $rank ->
    [six] sixes
    [seven] sevens
    [eight] eights
    [nine] nines
    [ten] tens
    [jack] jacks
    [queen] queens
    [king] kings
   *[ace] aces
}

# Several Weis of one holder, joined one by one: "A, B, and C".
meld-list-more = { $list }, { $item }
meld-list-last = { $list }, and { $item }
