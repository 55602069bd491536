# The table: what it says itself around the narration of the game (new game, the trump and
# Weis choices, browsing the hand, between deals, leaving). Keys are spoken key names
# ("Enter", "F1"); $variant is the game's name ("Schieber"); $card a card as the object of a
# sentence, with its article ("the ace of hearts").

# A command with no key in the active keymap.
table-no-key = no key

table-new-game = New game of { $variant }. Press { $key } for the keys.
table-resumed = { $variant } resumed, deal { $deal }.
table-next-deal = Press { $key } to deal the next deal.
# T between deals (and the window's turn line).
table-deal-over = The deal is over. Press { $key } to deal the next deal.
table-waiting-for-play = Waiting for play to start.
table-game-over = The game is over.

# Browsing the hand: what the arrows add at its ends.
table-edge-first = That is your first card.
table-edge-last = That is your last card.
table-edge-suits = No more suits that way.

# Said with the turn when the kitty may be taken.
table-take-kitty = { $key } takes the kitty.

# The human's turn to choose trump.
table-trump-prompt = You choose trump: { $key } opens the choices.
table-trump-passed-prompt = You must choose trump: { $key } opens the choices.
# The trump list: its title, its items.
table-trump-title = Choose trump
table-trump-passed-title = You must choose trump
# A trump item when the modes count differently (Schieber): "Hearts, counts double".
table-trump-counts = { $mode }, counts { $factor ->
        [1] single
        [2] double
        [3] triple
       *[other] { $factor } times
    }
table-schieben-item = Schieben: your partner chooses

# A list opened: "Choose trump: up and down, then Enter. Hearts, 1 of 5".
table-choice-open = { $title }: { $up } and { $down }, then { $enter }. { $item }
# T (trump) or W (Weis) while the list is open: "Choose trump: Hearts, 1 of 5".
table-choice-current = { $title }: { $item }
# An item with its place in the list (full speech).
table-choice-item = { $item }, { $position } of { $count }
table-trump-closed = Choice closed. { $key } chooses trump.
table-weis-closed = Choice closed. { $key } opens the Weis again.
table-no-weis = No Weis.
table-no-weis-play = No Weis. { $key } plays { $card }.

# C between deals: "No cards on the table. Last trick: …".
table-empty-after-deal = No cards on the table. { $last }

table-key-does-nothing = That key does nothing here. { $key } lists the keys.

# Escape during a game.
table-leave-question = Leave the game? It is saved: Continue in the menu resumes it. { $leave } leaves; { $stay } stays.
table-leave-keys = { $leave } leaves the game; { $stay } stays.
table-back-to-game = Back to the game.
