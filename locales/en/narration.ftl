# The table's narration: events, answers to the player's questions, refusals, the turn.
# Seats: $seat is the seat's id seen from the player (you, right, partner, left, opponent,
# far-right, far-left) and $name its name ("Right"); a sentence about "you" chooses its own
# words by [you]. Cards arrive translated: $card bare ("ace of hearts") where the sentence
# names it plainly, or as an object ("the ace of hearts") where the message says so.
# Teams: $side is us/them in team games, else the seat's id (with $name).

## Events

narr-deal-started = Deal { $number }. { $dealer ->
    [you] You deal
   *[other] { $dealer_name } deals
}.
narr-deal-started-full = Deal { $number }. { $dealer ->
    [you] You deal
   *[other] { $dealer_name } deals
}. { $forehand ->
    [you] You lead
   *[other] { $forehand_name } leads
} the first trick.

narr-schieben-brief = { $name }: schieben.
narr-schieben = { $seat ->
    [you] You pass the choice of trump to your partner.
   *[other] { $name } passes the choice of trump to { $partner ->
        [you] you
       *[other] { $partner_name }
    }.
}

# $turn_up: the card as an object ("the ace of hearts").
narr-six-exchanged-brief = { $seat ->
    [you] You exchange
   *[other] { $name } exchanges
} the six for { $turn_up }.
# $six: as an object; $turn_up: bare.
narr-six-exchanged = { $seat ->
    [you] You exchange
   *[other] { $name } exchanges
} { $six } for the turned-up { $turn_up }.
narr-six-kept = You keep the six.

narr-kitty-taken-brief = { $seat ->
    [you] You take
   *[other] { $name } takes
} the kitty.
narr-kitty-taken = { $seat ->
    [you] You take the kitty and set your hand aside.
   *[other] { $name } takes the kitty and sets their hand aside.
}

# Points with their multiplier: "20 points", "20, times 2: 40".
narr-times = { $factor ->
    [1] { $base } points
   *[other] { $base }, times { $factor }: { $total }
}

# Your own declaration names the Weis: $melds "3 in sequence, hearts six to eight".
narr-weis-declared-own-brief = You: Weis { $points }, { $melds }.
narr-weis-declared-own = You declare { $melds }: { $points }.
narr-weis-declared-brief = { $name }: Weis { $points }.
narr-weis-declared = { $seat ->
    [you] You declare
   *[other] { $name } declares
} Weis worth { $points }.

narr-weis-scored-brief = Weis for { $side ->
    [us] us
    [them] them
    [you] you
   *[other] { $name }
}: { $points }.
# One holder's Weis inside narr-weis-scored: "Left shows four tens".
narr-weis-shows = { $seat ->
    [you] you show
   *[other] { $name } shows
} { $melds }
# $shows: one or more narr-weis-shows; with several holders the total follows.
narr-weis-scored = { $side ->
    [us] We
    [them] They
   *[other] { $name }
} score Weis: { $shows }: { narr-times }.
narr-weis-scored-many = { $side ->
    [us] We
    [them] They
   *[other] { $name }
} score Weis: { $shows }. In all { narr-times }.
narr-weis-shows-separator = {"; "}

narr-stoeck-scored-brief = { $name }: Stöck, { $points }.
narr-stoeck-scored = { $seat ->
    [you] You score
   *[other] { $name } scores
} Stöck, { $at_target ->
    [yes] holding king and queen of trump
   *[no] king and queen of trump
}: { narr-times }.

## Cards played and tricks

narr-card-brief = { $name }: { $card }.
# $card as an object ("the ace of hearts"); $winning: yes when the card wins the trick so far.
narr-card-lead = { $seat ->
    [you] You lead
   *[other] { seat-subject } leads
} { $card }.
narr-card-follow = { $seat ->
    [you] You play
   *[other] { seat-subject } plays
} { $card }{ $winning ->
    [yes] , winning the trick
   *[no] {""}
}.
narr-card-trump = { $seat ->
    [you] You trump
   *[other] { seat-subject } trumps
} with { $card }{ $winning ->
    [yes] , winning the trick
   *[no] {""}
}.
# $partner_winning: yes when the seat's partner holds the trick before this card (a team game),
# for a language that says so (Dutch "bijgooien").
narr-card-discard = { $seat ->
    [you] You discard
   *[other] { seat-subject } discards
} { $card }{ $winning ->
    [yes] , winning the trick
   *[no] {""}
}.

narr-trick-won-brief = { $seat ->
    [you] You take
   *[other] { $name } takes
} { $last ->
    [yes] the last trick
   *[no] the trick
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
narr-trick-won = { $seat ->
    [you] You take
   *[other] { $name } takes
} { $last ->
    [yes] the last trick
   *[no] the trick
}: { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $last ->
    [yes] , including 5 for the last trick
   *[no] {""}
}.
# $card as an object: the card that won the trick.
narr-trick-won-with = { $seat ->
    [you] You take
   *[other] { $name } takes
} { $last ->
    [yes] the last trick
   *[no] the trick
} with { $card }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $last ->
    [yes] , including 5 for the last trick
   *[no] {""}
}.

# Putz: the card turned up for trump (bare).
narr-turned-up-brief = Trump { suit-name }: { $card } turned up.
narr-turned-up = The { $card } is turned up: { suit-name } are trump.

## Trump

# $trump: the mode's name ("hearts", "Obenabe").
narr-trump-is = Trump is { $trump }.
narr-trump-chosen-brief = { $seat ->
    [you] You choose
   *[other] { $name } chooses
} { $trump }{ $factor ->
    [1] {""}
   *[other] , times { $factor }
}.
# $kind: suit, obenabe or undenufe; $factor: the deal's multiplier.
narr-trump-chosen = { $seat ->
    [you] You choose
   *[other] { $name } chooses
} { $trump }{ $kind ->
    [obenabe] : no trump, the highest card wins
    [undenufe] : no trump, the lowest card wins
   *[suit] {" "}as trump
}{ $factor ->
    [1] {""}
    [2] , counting double
    [3] , counting triple
    [4] , counting four times
   *[other] , times { $factor }
}.

## The end of a deal and of the game

# How a Schieber game ended at the target: $cause stoeck, stoeck-first (held before the
# cards are played), stoeck-untaken (before the trick), weis, last-trick, trick or none.
narr-reach = { $side ->
    [us] We
    [them] They
   *[other] { $name }
} reach { $target }{ $cause ->
    [stoeck] {" "}with Stöck
    [stoeck-first] {" "}with Stöck, which counts before the Weis and the trick
    [stoeck-untaken] {" "}with Stöck, which counts before the trick: this trick is not taken
    [weis] {" "}with Weis, which count before the trick
    [last-trick] {" "}with the last trick
    [trick] {" "}with the points of this trick
   *[none] {""}
}.
narr-rest-not-played = The rest of the deal is not played.

# Scores of the two teams ($ours, $theirs already spoken numbers: "minus 4").
narr-scores-team = we { $ours }, they { $theirs }
# One seat's score in a list: "you 12", "Right 30".
narr-score-item = { $name } { $score }
narr-scores-line = Scores: { $scores }.
narr-deal-this = This deal: { $change }.
narr-match-for = Match for { $side ->
    [us] us
   *[them] them
}!
narr-deal-over = Deal over: { $change }.
narr-deal-over-card-points = Deal over: card points, we { $ours }, they { $theirs }.
# What turned card points into the score change: $factor, $match (the bonus, 0 for none),
# $extras: none, weis, stoeck, both, either (Weis or Stöck, not known which).
narr-deal-this-why = This deal{ $factor ->
    [1] {""}
   *[other] , times { $factor }
}{ $match ->
    [0] {""}
   *[other] , with { $match } for the match
}{ $extras ->
    [weis] , with Weis
    [stoeck] , with Stöck
    [both] , with Weis and Stöck
    [either] , with Weis or Stöck
   *[none] {""}
}: { $change }.
# Putz: one seat's result. $outcome: apple, plus (with $gain) or nothing.
narr-deal-result = { $name } { $outcome ->
    [apple] an apple
    [plus] plus { $gain }
   *[nothing] nothing
}
narr-deal-result-full = { $name } { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $outcome ->
    [apple] an apple
    [plus] plus { $gain }
   *[nothing] nothing
}
narr-deal-result-separator = {"; "}
narr-deal-over-seats = Deal over: { $results }.

narr-putz-reaches = { $seat ->
    [you] you reach
   *[other] { $name } reaches
} { $score }
narr-putz-falls = { $seat ->
    [you] you fall
   *[other] { $name } falls
} to { $score }
# $reasons: the players who reached the target or fell to the lower limit, as a list.
narr-putz-end = The game ends: { $reasons }.
narr-game-over-draw = Game over: a draw. Final scores: { $scores }.
narr-game-over-team = Game over. { $winner ->
    [us] We win
   *[them] They win
}. Final scores: { $scores }.
narr-game-over-one = Game over. { $seat ->
    [you] You win
   *[other] { $name } wins
}. Final scores: { $scores }.
# $names: the winners joined as a list, starting with a capital ("You and Left").
narr-game-over-shared = Game over. { $names } share the win. Final scores: { $scores }.

## Answers to the player's questions

narr-no-cards = No cards on the table.
narr-no-cards-lead = No cards on the table. { $seat ->
    [you] You lead
   *[other] { seat-subject } leads
}.
# One card on the table or in the last trick: "Right: ace of hearts".
narr-played-item = { $name }: { $card }
narr-played-separator = {"; "}
narr-table-cards = { $played }. { $seat ->
    [you] You are winning
   *[other] { $name } is winning
}.

narr-trump-not-chosen = Trump is not chosen yet.
narr-trump-not-chosen-chooser = Trump is not chosen yet: { $seat ->
    [you] it is your choice
   *[other] { $name } chooses
}.
narr-trump-turned = Trump is { $trump }.
# $card: the turned-up card, bare.
narr-trump-turned-up = Trump is { $trump }: the { $card } was turned up.
narr-trump-turned-up-six = Trump is { $trump }: the { $card } was turned up, and { $seat ->
    [you] you
   *[other] { $name }
} exchanged the six for it.
# A after the deal: trump as it was. $how: turned, up ($card turned up), six (and $seat
# exchanged the six for it), chosen (by $seat; $kind, $schoben as narr-trump-chosen-by).
narr-trump-was = { $how ->
    [turned] Trump was { $trump }.
    [up] Trump was { $trump }: the { $card } was turned up.
    [six] Trump was { $trump }: the { $card } was turned up, and { $seat ->
        [you] you
       *[other] { $name }
    } exchanged the six for it.
   *[chosen] { $kind ->
        [suit] Trump was { $trump }
       *[other] { $trump } was played
    }, chosen { seat-from }{ $schoben ->
        [yes] {" "}after schieben
       *[no] {""}
    }.
}
narr-trump-chosen-by = { $kind ->
    [suit] Trump is { $trump }
   *[other] { $trump }
}, chosen { seat-from }{ $schoben ->
    [yes] {" "}after schieben
   *[no] {""}
}.

narr-no-suit-led = No suit is led yet.
narr-led-suit = { suit-title } led. You hold { $count ->
    [0] none
   *[other] { $count }
}.

narr-scores-team-target = Scores: { $scores }. Playing to { $target }.
narr-scores-seats-target = Scores: { $scores }. The game ends at { $target } or { $lower }.
narr-no-deal-finished = No deal is finished yet.
narr-deal-scores-item = Deal { $number }: { $scores }.
narr-deal-scores-outcome = Deal { $number }: { $scores }, { $mark ->
    [wet] { $side ->
        [us] we were wet
       *[them] they were wet
    }
    [dedans] { $side ->
        [us] we were dedans
       *[them] they were dedans
    }
    [bete] { $side ->
        [us] we were bete
        [them] they were bete
        [you] you were bete
       *[other] { $name } was bete
    }
    [pit] pit for { $side ->
        [us] us
        [them] them
        [you] you
       *[other] { $name }
    }
   *[capot] capot for { $side ->
        [us] us
        [them] them
        [you] you
       *[other] { $name }
    }
}.
narr-deal-scores-void = Deal { $number }: thrown in, no score.
narr-deal-scores-void-brief = Deal { $number }: thrown in.

narr-game-is-over = The game is over.
narr-cards-being-dealt = The cards are being dealt.
narr-waiting-for-play = Waiting for play to start.
# $doing: trump, six or play.
narr-turn = { $seat ->
    [you] Your turn to { $doing ->
        [trump] choose trump
        [six] decide on the six of trump
       *[play] play a card
    }
   *[other] Waiting for { $name } to { $doing ->
        [trump] choose trump
        [six] decide on the six of trump
       *[play] play a card
    }
}.

narr-hand-empty = Your hand is empty.
narr-hand = Your hand, { $count ->
    [one] { $count } card
   *[other] { $count } cards
}. { $suits }
# One suit of the hand: its heading and its ranks ("ace, king").
narr-hand-suit = { suit-title }{ $trump ->
    [yes] , trump
   *[no] {""}
}: { $ranks }.

narr-no-trick-yet = No trick has been played yet in this deal.
narr-took-it = { $seat ->
    [you] You take
   *[other] { $name } takes
} it, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
narr-last-trick = Last trick: { $played }. { narr-took-it }
# A trick of this deal by its number, said for tricks played while the connection was down.
narr-trick-taken = Trick { $number }: { $played }. { narr-took-it }

narr-card-points = Card points this deal: { $scores }.
narr-card-points-team = Card points this deal: we { $ours }, they { $theirs }.

# $variant: the variant's title.
narr-no-weis-in-variant = There is no Weis or Stöck in { $variant }.
narr-no-weis-yet = No Weis or Stöck in this deal so far.

## Focus and refusals

# A card reached with the arrows; $playable: yes, no or unknown (not your turn);
# $full: whether its place is said.
narr-focus = { $card }{ $playable ->
    [no] , not playable
   *[other] {""}
}{ $full ->
    [yes] , { $position } of { $count }
   *[no] {""}
}

narr-refusal-must-follow = You must follow { suit-name }.
narr-refusal-undertrump = You may not undertrump.
# $card as an object.
narr-refusal-not-in-hand = You do not hold { $card }.
narr-refusal-kitty-taken = The kitty has been taken already.
narr-refusal-kitty-too-late = The kitty may only be taken before your first card.
narr-refusal-no-kitty = There is no kitty in { $variant }.
narr-refusal-no-six = There is no six of trump to exchange now.
narr-refusal-no-six-variant = There is no six of trump exchange in { $variant }.
narr-refusal-six-off = This game is played without the six of trump exchange (Options, Game rules).
narr-refusal-kitty-off = This game is played without the kitty (Options, Game rules).
narr-refusal-no-schieben = You must choose: trump cannot be passed back.
narr-refusal-game-over = The game is over.
narr-refusal-trump-mode = { $mode } may not be chosen in { $variant }.
# $action: deal, choose-trump, schieben, take-kitty, declare-weis, play-card;
# $phase: deal, trump, six, play.
narr-refusal-wrong-phase = Cannot { $action ->
    [deal] deal
    [choose-trump] choose trump
    [schieben] schieben
    [take-kitty] take the kitty
    [declare-weis] declare Weis
   *[play-card] play a card
} now: { $phase ->
    [deal] the cards must be dealt first
    [trump] trump must be chosen first
    [six] the six of trump must be exchanged or kept first
   *[play] the cards are being played
}.
narr-refusal-no-weis = { $automatic ->
    [yes] Weis are declared automatically in this game.
   *[no] Weis are not played in this game.
}
narr-refusal-weis-too-late = Weis may only be declared before your first card.
narr-refusal-weis-declared = Your Weis are declared already.
narr-refusal-bad-weis = That is not Weis of your hand.
narr-refusal-bad-deal = That deal is not valid.
narr-refusal-other = That is not allowed now.

## The turn, the hand as a deal starts, the Weis choice

narr-your-turn = Your turn.
# $card bare.
narr-your-turn-card-full = Your turn: { $card }, playable, { $position } of { $count }.
narr-your-turn-card = Your turn: { $card }.
# $focus: the card as narr-focus says it; $key: the key that plays it.
narr-unheard-card = { $focus }.
narr-unheard-card-plays = { $focus }. { $key } plays it.
# "9 cards: 3 hearts, 2 spades, 2 diamonds and 2 clubs."
narr-hand-counts = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}: { $suits }.
narr-after-deal = Deal { $number } is over. { $answer }
# $six and $turn_up bare; $exchange_key, $keep_key: key names.
narr-six-choice = You hold the { $six }. { $exchange_key } exchanges it for the turned-up { $turn_up }; { $keep_key } keeps it.
narr-weis-choice-title = Declare Weis
narr-no-weis = No Weis
# One item of the Weis choice: "3 in sequence, hearts six to eight: 20 points".
narr-weis-label = { $melds }: { $points } points
narr-weis-hint = You may declare Weis: { $key } opens the choices; playing a card declares none.
narr-game-over-keys = { $repeat_key } repeats the result; { $back_key } goes back to the main menu; { $help_key } lists the keys.
