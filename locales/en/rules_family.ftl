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
rules-family-klaverjas-score = Each team counts the card points of the tricks it takes, and the last trick adds 10, so every deal is worth 162 points.
rules-family-roem = Roem is scored per trick: the 4 cards of a trick, whoever played them, score for the team that takes it. 3 cards in sequence in the same suit score 20, 4 in sequence 50, and 4 of a kind 100. Sequences run 7, 8, 9, 10, jack, queen, king, ace in every suit, and the game counts all roem itself.
rules-family-stuk = Stuk: the king and queen of trumps in the same trick score 20 roem for the team that takes it, also when they are part of a sequence.
rules-family-pit = Pit: a team that takes every card point of a deal, the last trick included, scores 100 more. It counts even when the other team took a trick without points.
rules-family-wet = Roem and pit are noted, not scored, until the deal ends. The playing team must then have more than the other team, counting card points, the last trick, roem and pit, and if so, each team scores its own. If not, a tie included, the playing team is wet: it scores 0, and the other team scores all 162 points, all roem of both teams and the pit.
rules-family-klaverjas-end = The game ends after the deal in which a team reaches { $target } points, or after { $deals } deals, so that everyone deals { $rounds } times, whichever comes first. The team with the higher total wins, and equal totals are a draw.

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
