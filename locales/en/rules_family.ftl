# The rules of the family's partnership games with 32 cards (Ctrl+F1): Klaverjas (Amsterdam and
# Rotterdam rules), Belote and Belote Contrée, one message per spoken paragraph.
# Plain text for speech: numbers as digits, no symbols a synthesizer reads badly.
# $target: the points that end the game; $deals: the deals that end a Klaverjas game; $rounds:
# how many times each player deals in them; $key, $previous, $next, $select: spoken key names.
# The keys paragraph also uses the shared sentences of rules.ftl (rules-keys-play, …).

## Paragraphs shared by several games

rules-family-seats = Your partner sits opposite you, and the next player sits on your right: play passes to the right.
rules-family-deck-cards = The deck has 32 cards: hearts, diamonds, spades and clubs, each from 7 up to ace.
rules-family-deck-dealer = Forehand is the player on the dealer's right. After each deal, the next player deals.
rules-family-deck-all = { rules-family-deck-cards } The dealer deals 8 cards to each player, so every card is dealt. { rules-family-deck-dealer }
rules-family-trump-order = Trumps beat every other suit, in the order jack, 9, ace, 10, king, queen, 8, 7. The jack of trumps scores 20 points, the 9 of trumps 14, the ace 11, the 10 scores 10, the king 4 and the queen 3, and the 8 and 7 nothing.
rules-family-plain-order = In the suits that are not trump, the order is ace, 10, king, queen, jack, 9, 8, 7. The ace scores 11, the 10 scores 10, the king 4, the queen 3 and the jack 2, and the 9, 8 and 7 nothing. All 32 cards hold 152 points.
rules-family-follow = The first card of a trick sets the led suit. If you hold that suit, you must play it, and you need not beat the cards already played. The highest trump takes the trick, or without a trump the highest card of the led suit, and the winner leads the next trick. The player whose card is winning the trick so far heads it.
rules-family-trump-lead-over = When trump is led, you must play a trump if you have any, and beat every trump in the trick if you can, even your partner's. If you cannot beat them, play any trump.
rules-family-void-partner-free = When a plain suit is led and you hold none of it, but your partner heads the trick, you may play any card.
rules-family-target-end = The game ends after the deal in which a team reaches { $target } points. The team with the higher total wins, and equal totals are a draw.

## Klaverjas, Amsterdam and Rotterdam rules

rules-family-klaverjas-teams = Klaverjas is played by 4 players in 2 teams. { rules-family-seats } In each deal, the team that plays must make more points than the other team.
rules-family-klaverjas-trump = Forehand must name a suit as trump and may not pass, whatever the cards. Forehand's team is the playing team, and forehand leads the first trick.
rules-family-klaverjas-trump-order = { rules-family-trump-order } Dutch players call the jack of trumps jas and the 9 of trumps nel.
rules-family-klaverjas-void = When a plain suit is led and you hold none of it, and your partner does not head the trick, you must trump, beating every trump in the trick if you can. If you cannot, play a card of another plain suit. You may play a trump lower than a trump in the trick, called undertrumping, only when you hold nothing else.
rules-family-amsterdam-partner = Amsterdam rules: when a plain suit is led and you hold none of it, but your partner heads the trick, you need not trump. You may play a card of another plain suit, or a trump that beats every trump in the trick. You may undertrump only when you hold nothing else.
rules-family-rotterdam-partner = Rotterdam rules: when a plain suit is led and you hold none of it, you must trump even when your partner heads the trick, beating every trump in the trick if you can. If you cannot, play a card of another plain suit, and undertrump only when you hold nothing else.
rules-family-beat-follow = The first card of a trick sets the led suit. If you hold that suit, you must play it, and beat the best card of that suit in the trick if you can, unless your partner heads the trick. The highest trump takes the trick, or without a trump the highest card of the led suit, and the winner leads the next trick. The player whose card is winning the trick so far heads it.
rules-family-beat-trump-lead = When trump is led, you must play a trump if you have any, and beat every trump in the trick if you can, unless your partner heads the trick. If you cannot beat them, or your partner heads the trick, play any trump.
rules-family-beat-void = When a plain suit is led and you hold none of it, and your partner does not head the trick, you must trump, beating every trump in the trick if you can. If you hold no trump, or cannot beat a trump already played, play any card, a lower trump included.
rules-family-beat-partner = This trick play, chosen in Game rules, asks you to beat the best card when you can, except while your partner heads the trick: then you need only follow suit, and holding none of the suit led you may play any card.
rules-family-klaverjas-score = Each team counts the card points of the tricks it takes, and the last trick adds 10, so every deal is worth 162 points.
rules-family-roem = Roem is scored per trick: the 4 cards of a trick, whoever played them, score for the team that takes it. 3 cards in sequence in the same suit score 20, 4 in sequence 50, and 4 of a kind 100, whatever the rank, jacks included. Sequences run 7, 8, 9, 10, jack, queen, king, ace in every suit, and the game counts all roem itself.
rules-family-stuk = Stuk: the king and queen of trumps in the same trick score 20 roem for the team that takes it, also when they are part of a sequence.
rules-family-pit = Pit: a team that takes every card point of a deal, the last trick included, scores 100 more. It counts even when the other team took a trick without points.
rules-family-wet = Roem and pit are noted, not scored, until the deal ends. The playing team must then have more than the other team, counting card points, the last trick, roem and pit, and if so, each team scores its own. If not, a tie included, the playing team is wet: it scores 0, and the other team scores all 162 points, all roem of both teams and the pit.
rules-family-klaverjas-end = The game ends after the deal in which a team reaches { $target } points{ $deals ->
    [0] .
   *[other] , or after { $deals } deals, so that everyone deals { $rounds } times, whichever comes first.
} The team with the higher total wins, and equal totals are a draw.

## Belote

rules-family-belote-teams = Belote is played by 4 players in 2 teams. { rules-family-seats } The team that takes trump must make more points than the other team.
rules-family-belote-deal = { rules-family-deck-cards } The dealer deals 5 cards to each player and turns up the next card, whose suit is offered as trump, and the other 11 wait in the stock. { rules-family-deck-dealer }
rules-family-belote-bidding = Bidding starts with forehand. In the first round, each player in turn takes the turned-up suit as trump or passes. If all 4 pass, in the second round each player may name another suit as trump or pass. The first player to take ends the bidding, and if everyone passes twice, the deal is void and the next player deals.
rules-family-belote-completion = The taker gets the turned-up card and 2 more from the stock, and every other player gets 3, so each player holds 8 cards. Forehand leads the first trick, whoever took.
rules-family-belote-trump-lead = When trump is led, you must play a trump if you have any, and beat every trump in the trick if you can, unless your partner heads the trick. If you cannot beat them, or your partner heads, play any trump.
rules-family-belote-void = When a plain suit is led and you hold none of it, and your partner does not head the trick, you must trump, beating every trump in the trick if you can. If you cannot beat them, you must still play a trump, even a lower trump. Only without trumps may you play any card.
rules-family-belote-score = Each team counts the card points of the tricks it takes, and the last trick adds 10, so a deal holds 162 points. A team that takes all 8 tricks makes capot and scores 100 instead of the 10, 252 in all.
rules-family-melds = Melds are combinations in a hand, counted in the first trick. 4 jacks score 200, 4 nines 150, and 4 aces, tens, kings or queens 100. 3 cards in sequence in the same suit score 20, 4 score 50, and 5 or more 100; sequences run 7, 8, 9, 10, jack, queen, king, ace, and a card may count in several melds.
rules-family-melds-best = Only the team with the best meld scores, and it scores every meld of both partners. The best meld has more points; if equal, more cards; then the higher top card; then a meld in trump. When both teams' best melds are equal, nobody scores melds, and a team that takes no trick loses its melds.
rules-family-belote-rebelote = Belote and Rebelote: a player holding the king and queen of trumps says Belote on playing the first of them and Rebelote on the second. The team scores 20, even without a trick, and the game announces it for every player.
rules-family-belote-settle = When the deal ends, the taker's team must have more points than the other team, counting card points, the last trick or capot, melds and Belote. If it has, each team scores its own points. If it has fewer, it is dedans: it scores 0, and the other team scores the points of both teams. On a tie, the taker's team scores 0 and the other team its own points.

## Belote Contrée

rules-family-contree-teams = Belote Contrée is played by 4 players in 2 teams. { rules-family-seats } The team that wins the auction must make its contract.
rules-family-contree-auction = The auction starts with forehand and goes round the table. In turn, each player bids a contract with a trump suit, higher than the last bid, or passes, and a player who passed may bid again later. Contracts run 80, 90 and so on up to 160, and above them capot, which promises all 8 tricks.
rules-family-contree-auction-end = After a bid, 3 passes in a row end the auction, and that bid is the contract; if all 4 players pass at the start, the deal is void. Instead of bidding, a player may double the opponents' bid, contrer in French, and the auction ends. The bidders may then redouble, surcontrer, in turn from the player after the doubler.
rules-family-contree-void = When a plain suit is led and you hold none of it, and your partner does not head the trick, you must trump, beating every trump in the trick if you can. If you cannot beat them, you may play any card, a lower trump included.
rules-family-contree-score = Each team counts the card points of the tricks it takes, and the last trick adds 10, so a deal holds 162 points. A team that takes all 8 tricks scores 90 more, 252 in all. Melds and Belote do not count in this game.
rules-family-contree-made = The contract is made when the bidders' points reach it, and a capot contract when they take all 8 tricks. The defenders then score their points rounded to the nearest 10, a final 5 rounding down, and the bidders the rest of 160, or 250 when they took every trick. So defenders with 75 points score 70, and the bidders 90.
rules-family-contree-failed = If the contract fails, the bidders score 0, and the defenders score 160, or 250 for a capot contract.
rules-family-contree-double = When the contract is doubled, the team that wins the deal, the bidders if they made it and the defenders if not, scores 2 times the deal's value, and the other team 0. Redoubled, it scores 4 times. A deal is worth 160, or 250 for a capot contract or when the bidders take every trick.

## The last paragraph: the keys (with the sentences of rules.ftl)

rules-family-keys-bid = { $key } opens the bid list on your turn to bid, where { $previous } and { $next } move and { $select } bids; at other times it tells trump and the contract.
rules-family-keys-bid-short = { $key } bids on your turn to bid; at other times it tells trump and the contract.
rules-family-keys-auction = { $key } opens the bid list on your turn to bid, where { $previous } and { $next } move bid by bid, { $lower } and { $higher } jump to a lower or higher contract, and { $select } bids; at other times it tells trump and the contract.
rules-family-keys-name-trump = { $key } opens the list of suits when you must name trump, where { $previous } and { $next } move and { $select } names it; at other times it tells trump and the playing team.
rules-family-keys-name-trump-short = { $key } names trump when you must; at other times it tells trump and the playing team.
rules-family-told-deal-scores = the scores of each deal
rules-family-told-melds = the melds and Belote
rules-family-told-roem = the roem of this deal

## Announcing by hand (option manual_announce)

rules-family-announce-roem = With the rule to announce by hand, the game no longer counts roem for you: when you take a trick with roem, claim it from the announcement list before you lead the next trick, or it is lost. The last trick's roem counts without a claim.
rules-family-announce-melds = With the rule to announce by hand, the game no longer announces for you: announce your melds from the announcement list before your first card, and say Belote there before playing the first of the king and queen of trumps. What you do not announce does not count.

## Klaberjass for 2, 3 and 4, and the klaverjas of 1821
# $players: 2, 3 or 4; $played: the cards played in a deal (18, 27); $target: the points that
# end the game.

rules-kj-opponent = your opponent sits opposite you
rules-kj-two-players = Klaberjass, also called Bela, is played here by 2 players, each alone, and { rules-kj-opponent }. In each deal, the player who takes trump is the maker and must make more points than the opponent.
rules-kj-three-players = Klaberjass for 3 is played by 3 players, each alone: the next player sits on your right, and play passes to the right. In each deal, the player who takes trump is the maker and must make more points than each opponent.
rules-kj-four-teams = Klaberjass for 4 is played by 4 players in 2 teams. { rules-family-seats } The team that takes trump must make more points than the other team.
rules-kj-deal = { rules-family-deck-cards } The dealer deals 6 cards to each player, 3 at a time, and turns up the next card, whose suit is offered as trump; the other cards wait in the stock. { $players ->
    [2] Elder, the dealer's opponent, bids first and leads the first trick, and the players deal in turn.
   *[other] Forehand, on the dealer's right, bids first and leads the first trick, and the next player deals after each deal.
}
rules-kj-four-deal = { rules-family-deck-cards } The dealer deals 6 cards to each player and turns up the last of the other 8, whose suit is offered as trump. Forehand, on the dealer's right, bids first and leads the first trick, and the next player deals after each deal.
rules-kj-bidding = In the first round, each player in turn, { $players ->
    [2] elder and then the dealer,
   *[other] from forehand,
} takes the turned-up suit as trump or passes. If all pass, in the second round each may name another suit as trump or pass. The first to take is the maker, and if everyone passes twice, the deal is void and the next player deals.
rules-kj-four-bidding = In the first round, each player in turn takes the turned-up suit as trump or passes. If all 4 pass, in the second round each may name another suit or no-trumps, or pass, and the dealer, bidding last, may also take the turned-up suit. The first to take ends the bidding, and if everyone passes twice, the deal is void.
rules-kj-two-completion = After the bidding, each player gets 3 more cards from the stock, so each holds 9 cards, and the bottom card of the stock is shown to both players. The rest of the stock and the turned-up card stay out of play, so only 18 cards are played and the card points of a deal vary.
rules-kj-three-completion = After the bidding, each player gets 3 more cards from the stock, so each holds 9 cards. The other 5 cards stay out of play, the turned-up card included, so only 27 cards are played and the card points of a deal vary.
rules-kj-four-completion = After the bidding, each player gets 2 more cards, and the turned-up card, dealt last, goes to the dealer, so every player holds 8 cards and all 32 cards are played. There is no dix in this game.
rules-kj-no-trumps = No-trumps: every suit keeps the plain order and points, so a deal holds 130 points with the last trick. There is no jack or 9 of trumps and no Bela, and sequences do not compare by trumps.
rules-kj-dix = The dix: when the turned-up suit is trump, the player holding the 7 of trumps may exchange it for the turned-up card before the first trick.
rules-kj-two-trump-lead = When trump is led, you must play a higher trump if you can, or else any trump.
rules-kj-three-trump-lead = When trump is led, you must play a trump if you have any, and beat every trump in the trick if you can. If you cannot beat them, play any trump.
rules-kj-two-void = When a plain suit is led and you hold none of it, you must play a trump if you have any. Only without trumps may you play any card.
rules-kj-three-void = When a plain suit is led and you hold none of it, you must trump, beating every trump in the trick if you can. If you cannot beat them, you must still play a trump, even a lower trump. Only without trumps may you play any card.
rules-kj-four-void = When a plain suit is led and you hold none of it, you must trump, beating every trump in the trick if you can, even when your partner heads the trick. If you cannot beat them, you may play any card, a lower trump included.
rules-kj-melds = Melds are sequences of 3 or more cards in the same suit, in the order ace, king, queen, jack, 10, 9, 8, 7: 3 cards score 20, and 4 or more 50. With the first lead, { $players ->
    [2] elder announces the value of the best sequence, and the dealer answers
   *[other] forehand announces the value of the best sequence, and each other player in turn answers
} good or not good, or asks how many cards, how high, or in trumps. The game speaks this exchange.
rules-kj-melds-best = The longer sequence is the better, then the sequence with the higher top card, then a sequence in trumps, and equal best sequences score for nobody. Only the player with the best sequence scores, all their sequences, each once at its full length. Melds of a player who takes no trick do not count.
rules-kj-four-melds-best = Partners do not overrule each other: the team with the best sequence, longer, then with the higher top card, then in trumps, scores all sequences of both partners. Equal best sequences in both teams score for nobody, and a team that takes no trick loses its melds.
rules-kj-bela = Bela: a player holding the king and queen of trumps scores 20 when playing the second of them, even without a trick. The game says Bela with the first of them.
rules-kj-score = Each player counts the card points of the tricks they take, and the last trick, the stich, adds 10.
rules-kj-four-score = Each team counts the card points of the tricks it takes, and the last trick, the stich, adds 10, so a deal holds 162 points. There is no bonus for taking every trick.
rules-kj-two-settle = When the deal ends, the maker must have more points than the opponent, counting card points, the last trick, melds and Bela. If so, each player scores their own points. If fewer, the maker is bete: the maker scores 0, and the opponent the points of both. On a tie, the maker scores 0 and the opponent their own points.
rules-kj-three-settle = When the deal ends, the maker must have more points than each opponent, counting card points, the last trick, melds and Bela, and if so, everyone scores their own. If an opponent has more, the maker is bete and scores 0, and each opponent their own points and half the maker's, rounded down. If the maker ties with the better opponent, the maker scores 0 and the opponents their own.
rules-kj-four-settle = When the deal ends, the taking team must have more points than the other team, counting card points, the last trick, melds and Bela. If so, each team scores its own points. If fewer, it is bete: it scores 0, and the other team the points of both. On a tie, the taking team scores 0 and the other team its own points.
rules-kj-end = The game ends after the deal in which a player reaches { $target } points. The higher total wins, and equal totals are a draw.
rules-kj-two-options-bid = Rule options in Options, Game rules: with schmeiss, elder may throw the deal in the first round, and the dealer must then force elder to take the turned-up suit, or decline, and the deal is dealt again. With bimah, when elder passes in the second round, the dealer must take, naming any suit.
rules-kj-options-play = With bare jack, a lone jack of trumps need not trump a plain suit led. With zensa, 5 or more in sequence score 100, 4 jacks 200, and 4 aces, 10s, kings or queens 100. { rules-kj-options-tie }
rules-kj-three-options = Rule options in Options, Game rules: with bare jack, a lone jack of trumps need not trump a plain suit led. With zensa, 5 or more in sequence score 100, 4 jacks 200, and 4 aces, 10s, kings or queens 100.
rules-kj-options-tie = A tie may instead make the maker lose, or send the points into a pot for whoever has more in the next deal.
rules-kj-four-options-deal = Rule options in Options, Game rules: with the tournament deal, the other 8 cards stay face down, and the first round bids the dealer's suit: hearts when you deal, then diamonds, spades and clubs round the table to your right.
rules-kj-announce = With the rule to announce by hand, the game no longer announces for you: announce your sequences from the announcement list before your first card, and say Bela there before playing the first of the king and queen of trumps. What you do not announce does not count.

rules-1821-players = The klaverjas of 1821 is an early 19th century game for 2 players, each alone, and { rules-kj-opponent }. There is no bidding, and each player scores their own points.
rules-1821-deal = { rules-family-deck-cards } The dealer deals 9 cards to each player and turns up the next card, which sets trump; it lies under the stock of the other 13 cards and is drawn last. Elder, the dealer's opponent, leads the first trick, and the players deal in turn.
rules-1821-trump-order = Trumps beat every other suit, in the order jack, 9, ace, king, queen, 10, 8, 7. The jack of trumps scores 20 points, the 9 of trumps 14, the ace 11, the king 3, the queen 2 and the 10 scores 10, and the 8 and 7 nothing.
rules-1821-plain-order = In the suits that are not trump, the order is ace, king, queen, jack, 10, 9, 8, 7. The ace scores 11, the 10 scores 10, the king 3, the queen 2 and the jack 1, and the 9, 8 and 7 nothing. All 32 cards hold 141 points, and the last trick adds 5.
rules-1821-phase-one = While the stock lasts, in the first 7 tricks, the second player may play any card. The higher card of the suit led or the higher trump takes the trick, and its winner draws the top card of the stock first, then the other player.
rules-1821-dix = The holder of the 7 of trumps may exchange it for the turned-up card at their turn to lead, as long as the stock is not empty.
rules-1821-melds = While the stock lasts, a player about to lead may declare a combination: 3 in sequence 20, 4 in sequence 50, 5 or more 100, 4 jacks 200, 4 kings or 4 queens 100. A higher counter by the other player scores instead. Each scores once, and a sequence may reuse cards of a declared sequence only by holding all of it. A countered combination may be declared again.
rules-1821-marriage = Marriage: leading the king or queen of trumps while holding the other scores 20, while the stock lasts.
rules-1821-phase-two = When the stock is empty, the last 9 tricks are played strictly: you must follow suit, and take the trick if you can while following. Holding none of the suit led, you may play any card. A player who takes all 9 of these tricks scores 100 more.
rules-1821-announce = With the rule to announce by hand, the game no longer declares for you: declare or counter your combinations and say your marriage from the announcement list, or they do not count.

rules-kj-keys-dix = { $key } exchanges the 7 of trumps for the turned-up card.
rules-kj-keys-trump = { $key } tells trump.
rules-kj-told-stock = the cards on the table and the stock
rules-kj-told-melds = the melds and Bela
rules-1821-told-melds = the melds and marriages
