# The hint key (I) and the deal review (R): the strong player's choice and why, and the
# player's decisions of the last deal where it would have chosen otherwise. $action: what to
# do ("play the ace of hearts"); $reasons: short clauses joined by "; "; $card a card as the
# object of a sentence ("the king of hearts"); $suit a suit's name ("hearts").

# The hint: "Hint: play the king of hearts: it heads the trick for now; the ace of hearts is still out."
hint-line = { $count ->
    [0] Hint: { $action }.
   *[other] Hint: { $action }: { $reasons }.
}
# Between two reasons of a hint.
hint-reason-separator = {"; "}
# Full verbosity: the expected points of the best two options, in the deal's points.
hint-values = { $first }, { $second }.
hint-value = { $action } about { $points }
hint-second = { $points ->
    [0] Next best: { $action }, about as good.
   *[other] Next best: { $action }, about { $points } { $plural ->
        [one] point
       *[other] points
    } fewer.
}
hint-thinking = Thinking.
hint-still-thinking = Still thinking.
hint-not-now = No hint now. { $turn }
hint-not-now-over = No hint now: the game is over.
hint-not-now-between = No hint now: the deal is over.
hint-off = Hints are off. Turn them on in Options, Hints.
hint-failed = No hint this time: the search failed.

# What to do ($kind), and what the player did (review).
hint-do = { $kind ->
    [card] play { $what }
    [trump] choose { $what }
    [schieben] pass the choice to your partner
    [kitty] take the kitty
    [six] exchange the six for { $what }
    [keep-six] keep the six
    [weis] declare your Weis
    [dix] exchange the seven of trumps for { $what }
    [keep-dix] keep the seven of trumps
    [melds] announce { $what }
    [claim] claim { $what } points of roem
    [belote] say Belote
    [bela] say Bela
    [declare] declare { $what }
    [counter] counter with { $what }
    [marriage] say marriage
   *[other] { $what }
}
hint-done = { $kind ->
    [card] you played { $what }
    [trump] you chose { $what }
    [schieben] you passed the choice to your partner
    [kitty] you took the kitty
    [six] you exchanged the six for { $what }
    [keep-six] you kept the six
    [weis] you declared your Weis
    [dix] you exchanged the seven of trumps for { $what }
    [keep-dix] you kept the seven of trumps
    [melds] you announced { $what }
    [claim] you claimed { $what } points of roem
    [belote] you said Belote
    [bela] you said Bela
    [declare] you declared { $what }
    [counter] you countered with { $what }
    [marriage] you said marriage
   *[other] you chose { $what }
}

# Reasons.
hint-reason-takes = it takes the trick
hint-reason-cheapest = it is the cheapest card that takes the trick
hint-reason-heads = it heads the trick for now
hint-reason-cheapest-heads = it is the cheapest card that heads the trick for now
hint-reason-trump-out = a trump can still beat it
hint-reason-partner = your partner takes the trick
hint-reason-partner-points = your partner takes the trick, and it gives points
hint-reason-partner-heads = your partner heads the trick for now
hint-reason-partner-heads-points = your partner heads the trick for now, and it gives points
hint-reason-least = it throws the card worth least
hint-reason-keeps = it keeps your stronger cards
# A card that does not take the trick although a trump of the hand could have.
hint-reason-keeps-trumps = it keeps your trumps
hint-reason-no-points = it risks no points
hint-reason-highest = no stronger card in { $suit } is still out
hint-reason-out = { $card } is still out
hint-reason-trumps = it draws trumps
hint-reason-weak = no trump is strong enough in your hand
# A pass where taking the turned suit would give too weak a trump: $suit "spades".
hint-reason-weak-suit = { $suit } would be too weak a trump
hint-reason-no-double = { $redouble ->
    [yes] redoubling
   *[no] doubling
} is not worth the risk
# Contrée: a pass while the seat's team holds the standing contract.
hint-reason-side-contract = your team holds the contract
# Contrée: a pass where no suit is worth the lowest bid the seat may make: $value "100".
hint-reason-below-level = no trump is strong enough in your hand to bid { $value }
# Contrée: a bid raising the partner's suit: $suit "diamonds".
hint-reason-partner-suit = your partner bid { $suit }
# Klaberjass: a pass of a turned suit strong enough to take, for a suit at least as strong
# to name in the second round: $suit "clubs".
hint-reason-later-suit = naming { $suit } in the second round is at least as good
hint-reason-rule = by the usual rules of thumb
hint-reason-better-trump = it gives you a stronger trump
hint-reason-keeps-sequence = the seven belongs to your sequence
# Manual Weis: $melds "3 in sequence, hearts six to eight"; $points before any multiplier.
hint-reason-weis = it shows { $melds }, worth { $points } points
# Taking the Putz kitty: $held "1 heart"; $suit "hearts".
hint-reason-few-trumps = { $count ->
    [0] you hold no { $suit }
   *[other] you hold only { $held }
}
# The trump choice: "you hold 4 hearts, with the jack and the nine of trumps".
hint-reason-suit = { $count ->
    [0] you hold no { $suit }
   *[other] { $tops ->
        [0] you hold { $held }
       *[other] you hold { $held }, with { $cards }
    }
}
# A take that brings the seat the turned-up card (Belote; the dix; Klaberjass for four's dealer).
hint-reason-turn-up = you also get { $card }, the card turned up
hint-reason-tops = { $kind ->
    [aces] { $count ->
        [0] you hold no aces
        [one] you hold { $count } ace
       *[other] you hold { $count } aces
    }
   *[sixes] { $count ->
        [0] you hold no sixes
        [one] you hold { $count } six
       *[other] you hold { $count } sixes
    }
}

# The deal review: "Trick 3: you played the ten of spades; better: play the ace of spades,
# about 12 points more. 1 of 3."
hint-when = { $phase ->
    [trick] Trick { $trick }
    [trump] Trump choice
    [six] The six
    [dix] The seven of trumps
    [bidding] { $trick ->
        [0] Bidding
       *[other] Bidding, your bid { $trick }
    }
   *[other] Decision
}
hint-review-item = { $when }: { $done }; better: { $better }, about { $points } { $fine ->
    [yes] { $plural ->
        [one] game point
       *[other] game points
    }
   *[no] { $plural ->
        [one] point
       *[other] points
    }
} more. { $index } of { $count }.
hint-review-rule = { $when }: { $done }; better, by the usual rules of thumb: { $better }. { $index } of { $count }.
# The review asked for while a later deal is played: $line one of the lines above.
hint-review-deal = Deal { $deal }. { $line }
hint-review-end = End of the review.
hint-review-perfect = You made every decision of the deal as the strong player would.
# Every decision that differed from the strong player's cost less than the review's least.
hint-review-close = No decision of the deal cost you { $points } { $fine ->
    [yes] { $plural ->
        [one] game point
       *[other] game points
    }
   *[no] { $plural ->
        [one] point
       *[other] points
    }
} or more, as the strong player judges it.
hint-review-none = No deal to review yet.
hint-review-checking = Checking your decisions: { $done } of { $count }.
# Said unprompted once the review asked for is made: "Deal review ready: 7 decisions, 2 to
# look at. R reads it." (brief: "Review ready: 2 to look at."); Escape leaves it.
hint-review-ready = { $full ->
    [yes] Deal review ready: { $count } { $count ->
        [one] decision
       *[other] decisions
    }, { $look ->
        [0] none
       *[other] { $look }
    } to look at. { $key } reads it.
   *[no] Review ready: { $look ->
        [0] none
       *[other] { $look }
    } to look at.
}
hint-review-closed = Review closed.
hint-help-review-leave = leave the review

# Options: "Hints: on".
hint-option = Hints: { $on ->
    [on] on
   *[off] off
}
# F1 after the game.
hint-over-review = your decisions of the last deal that the strong player would have made otherwise
hint-over-hint = no hints after the game
hint-melds-worth = { $melds }, worth { $points }
