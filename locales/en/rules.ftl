# The rules of each variant (Ctrl+F1 and the rules screen), one message per spoken paragraph.
# Plain text for speech: numbers as digits, no symbols a synthesizer reads badly.
# $title: the variant's title ("Jass", "Putz for 3"); $target: the points that end the game;
# $limit: how far below zero a Putz game ends (4 means minus 4); $key, $play: spoken key names.

## Paragraphs shared by several variants

rules-teams = { $title } is played by 4 players in 2 teams. Your partner sits opposite you, and the next player sits on your right: play passes to the right.
rules-deck-cards = The deck has 36 cards: hearts, diamonds, spades and clubs, each from 6 up to ace.
rules-deck-dealer = Forehand is the player on the dealer's right. After each deal, the next player deals.
rules-team-deck = { rules-deck-cards } The dealer deals 9 cards to each player, so every card is dealt. { rules-deck-dealer }
rules-schieben = Forehand may instead pass the choice to their partner. This is called schieben, and the partner must then choose and cannot pass it back. Either way, forehand leads the first trick.
rules-trump-order = Trumps beat every other suit. Their order is jack, 9, ace, king, queen, 10, 8, 7, 6. The jack of trumps, called the Buur, scores 20 points, the 9 of trumps 14, the ace 11, the king 4, the queen 3 and the 10 scores 10. The 8, 7 and 6 of trumps score nothing.
rules-plain-order = In the suits that are not trump, the order is ace, king, queen, jack, 10, 9, 8, 7, 6. The ace scores 11, the king 4, the queen 3, the jack 2 and the 10 scores 10. The 9, 8, 7 and 6 score nothing.
rules-follow = The first card of a trick sets the led suit. If you hold that suit, you must play it, but you may play a trump instead at any time. If you hold none of it, you may play any card, though you may not undertrump.
rules-undertrump = You may not undertrump. When a suit other than trump is led and someone has already trumped, you may not play a trump lower than the highest trump in the trick. The only exception: every card in your hand is such a lower trump.
rules-trump-lead = When trump is led, you must play a trump if you have any, but you need not beat the trumps already played. The Buur exemption: if the jack of trumps is your only trump, you need not play it, and you may play any card.
rules-winner = The highest trump in a trick takes it. If the trick holds no trump, the highest card of the led suit takes it. The winner of a trick leads the next trick.

## Jass

rules-jass-teams = { rules-teams } Your team tries to take tricks that hold many card points.
rules-jass-trump = Forehand chooses trump: hearts, diamonds, spades or clubs. { rules-schieben }
rules-jass-score = Each team scores the card points of the tricks it takes, and the last trick adds 5, so every deal is worth 157 points. There are no melds in this game.
rules-jass-match = { $match ->
    [0] A team that takes all 9 tricks scores nothing more for it: this game has no match bonus.
   *[other] A team that takes all 9 tricks has a match and scores { $match } points more, { $match_deal } in that deal.
}
rules-jass-end = The target is { $target } points (1000, 1500 or 2000 can be chosen). The game ends after the deal in which a team reaches the target. The team with the higher total wins, and equal totals share the win.

## Schieber

rules-schieber-teams = { rules-teams } Your team scores card points{ $scores ->
    [both] , Weis and Stöck,
    [weis] {" "}and Weis,
    [stoeck] {" "}and Stöck,
   *[none] {""}
} and tries to reach { $target } points first.
rules-schieber-trump = Forehand chooses the trump mode: { $modes ->
    [obenabe] a suit as trump, or Obenabe.
    [undenufe] a suit as trump, or Undenufe.
    [none] a suit as trump.
   *[both] a suit as trump, Obenabe, or Undenufe.
} { rules-schieben }
rules-obenabe = Obenabe means top down. There is no trump, and every suit runs from ace down to 6. The ace scores 11, the king 4, the queen 3, the jack 2, the 10 scores 10 and the 8 scores 8. The 9, 7 and 6 score nothing.
rules-undenufe = Undenufe means bottom up. There is no trump, and every suit runs the other way: the 6 is highest and the ace lowest. The 6 scores 11, the king 4, the queen 3, the jack 2, the 10 scores 10 and the 8 scores 8. The ace, 9 and 7 score nothing.
rules-schieber-follow = { rules-follow } In Obenabe and Undenufe there are no trumps, so you simply follow suit.
rules-schieber-winner = The highest trump in a trick takes it. If the trick holds no trump, the highest card of the led suit takes it, in the order of the chosen mode. The winner leads the next trick.
rules-schieber-score = Each team scores the card points of the tricks it takes, and the last trick adds 5, so every deal is worth 157 points in every mode{ $multiplied ->
    [yes] , before the multiplier.
   *[no] .
}
rules-schieber-match = { $match ->
    [0] A team that takes all 9 tricks scores nothing more for it: this game has no match bonus.
   *[other] A team that takes all 9 tricks has a match and scores { $match } points more{ $multiplied ->
        [yes] , before the multiplier.
       *[no] .
    }
}
rules-weis = Weis are combinations in a hand. Each player's Weis are declared automatically as they play their first card, and scored when the first trick ends. With the rule option manual Weis, you choose which of yours to declare before your first card.
rules-weis-sequences = Sequences run 6, 7, 8, 9, 10, jack, queen, king, ace in every mode. The same card may count in a sequence and in 4 of a kind.
rules-weis-values = Weis values: 3 cards in sequence in the same suit score 20. 4 in sequence score 50, 5 score 100, and each further card adds 50. 4 of a kind scores 100, 4 nines score 150 and 4 jacks 200.
rules-weis-best = Only the team with the best single Weis scores, and it scores every Weis of both partners. The best Weis has more points; if equal, more cards; then the higher top card, but in Undenufe the lower sequence wins; then a sequence in trump; then the player who plays earlier in the first trick.
rules-stoeck = Stöck: whoever holds the king and queen of trumps scores 20 for their team on playing the second of them, even if the team takes no trick. If those 20 bring the team to the target while both are still in the hand, they count at the end of the first trick, before the Weis. There is no Stöck in Obenabe or Undenufe.
rules-multipliers = { $multipliers ->
    [swisslos] With the Swisslos multipliers, points count times 1 when hearts or diamonds are trump, times 2 with spades or clubs, and times 3 in Obenabe or Undenufe.
    [none] The points are not multiplied: every mode counts once.
   *[standard] With the standard multipliers, points count times 1 when spades or clubs are trump, times 2 with hearts or diamonds, and times 3 in Obenabe or Undenufe.
}{ $multipliers ->
    [none] {""}
   *[other] {" "}The multiplier applies to card points, the last trick{ $scores ->
        [both] , the match bonus, Weis and Stöck.
        [weis] , the match bonus and Weis.
        [stoeck] , the match bonus and Stöck.
       *[none] {" "}and the match bonus.
    }
}
rules-schieber-end = The game ends the moment a team reaches { $target } points, even in the middle of a deal, and that team wins. Points count as they are made: { $scores ->
    [both] Stöck when it scores, Weis when the first trick ends, before that trick's points, and each trick
    [weis] Weis when the first trick ends, before that trick's points, and each trick
    [stoeck] Stöck when it scores, and each trick
   *[none] each trick
} when it is taken.

## Putz for 3 and for 5

rules-putz-aim = Everyone plays alone: there are no teams. The next player sits on your right, and play passes to the right. In each deal, try to take at least { $apple } points and to be among the best.
rules-apples = After each deal, every player with fewer than { $apple } points gets an apple, which counts minus 1. Plus points go only to players without an apple, best first.
rules-putz-ties = Players with equal points share their places, and each of them gets the smallest award of the places they share. So 2 players tied for the last rewarded place both get nothing. An apple is always minus 1.
rules-putz-end = The game ends after the deal in which a player reaches { $target } points or more, or a player falls to minus { $limit } or less. The highest total wins, and equal highest totals share the win.

rules-putz3-players = { $title }, also called the apple, is played by 3 players. { rules-putz-aim }
rules-putz3-deck = { rules-deck-cards } The dealer deals 9 cards to each player, and the other 9 form the kitty. { rules-deck-dealer }
rules-putz3-trump = Nobody chooses trump. The dealer turns up the top card of the kitty, and its suit is trump. The turned-up card stays face up on the kitty. Forehand leads the first trick.
rules-putz3-six = Before the first card is played, the player holding the 6 of trump may exchange it for the turned-up card, and the 6 then lies face up on the kitty. There is no exchange when the turned-up card is itself the 6.
rules-putz3-kitty = At your first turn, before you play your first card, you may take the kitty. It becomes your hand, face-up card included, and your own hand is set aside face down, out of play. You cannot go back to it.
rules-putz3-kitty-order = Forehand may take the kitty first, then the next player, then the dealer. Only 1 player can take it. If nobody takes it, it stays out of play.
rules-putz3-score = Each player scores the card points of the tricks they take, and the last trick adds 5. The 9 cards out of play, the kitty or a hand set aside, count for nobody, so a deal is worth at most 157 points. There are no melds and no bonus for taking every trick.
rules-putz3-awards = With no apple or 1 apple, the 2 best players without an apple get plus 1 each. With 2 apples, the player without an apple gets plus 2. With 3 apples, nobody gets plus points.

rules-putz5-players = { $title }, also called the apple, is played by 5 players. { rules-putz-aim }
rules-putz5-deck = { rules-deck-cards } The dealer deals 7 cards to each player, and there is no kitty. { rules-deck-dealer }
rules-putz5-trump = Nobody chooses trump. The card left over after dealing is turned up, and its suit is trump. Forehand leads the first trick.
rules-putz5-six = Before the first card is played, the player holding the 6 of trump may exchange it for the turned-up card. There is no exchange when the turned-up card is itself the 6.
rules-putz5-score = Each player scores the card points of the tricks they take, and the last trick adds 5. The card out of play, the turned-up card or the 6 after an exchange, counts for nobody. There are no melds and no bonus for taking every trick.
rules-putz5-awards = With no apple or 1 apple, the 3 best players without an apple get plus 1 each. With 2 apples, the best gets plus 2 and the next 2 plus 1. With 3 apples, the 2 players without an apple get plus 2 each. With 4 apples, the only player without an apple gets plus 3.

## The last paragraph: the keys
# Sentences of the keys paragraph; the code leaves out a sentence (or a part of a list) whose
# key is unbound, and joins the sentences with a space.

rules-keys = Keys: { $sentences }
rules-keys-none = Keys: none of these commands has a key.
rules-keys-play = { $key } plays the focused card.
rules-keys-choose-trump = { $key } chooses trump when the choice is yours, and otherwise tells trump.
rules-keys-help = { $key } lists the keys that work now.

# Putz: what the trump, six and kitty keys do, as parts of one list sentence.
rules-keys-tell-trump = { $key } tells trump
rules-keys-six = { $key } exchanges the 6 of trump
rules-keys-six-keep = { $key } exchanges the 6 of trump ({ $play } keeps it)
rules-keys-kitty = { $key } takes the kitty
rules-keys-list-one = { $first }.
rules-keys-list-two = { $first }, and { $second }.
rules-keys-list-three = { $first }, { $second }, and { $third }.

# The keys that tell something, in one sentence: the first names the verb, the others
# ("F the led suit") leave it out; the code joins them with ", " and ends with ".".
rules-keys-tells-first = { $key } tells { $what }
rules-keys-tells-next = { $key } { $what }
rules-told-table-cards = the cards on the table
rules-told-led-suit = the led suit
rules-told-scores = the scores
rules-told-turn = whose turn it is
rules-told-hand = your hand
rules-told-last-trick = the last trick
rules-told-points = the points taken
rules-told-melds = the Weis and Stöck
