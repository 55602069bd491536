# The large-print window: its headings, labels and marks, and what its keys say.

# The title: the game and the deal ("Schieber, deal 2").
window-title = { $variant }, deal { $deal }
# A suit of the hand when it is trump ("Hearts, trump"); $suit as a heading.
window-suit-trump = { $suit }, trump
window-suit-label = { $label }:
window-hand = Your hand, { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
# When some cards may not be played now: those in a frame may.
window-hand-framed = Your hand, { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }; framed cards may be played
window-hand-empty = Your hand is empty.
# The focused card when it may not be played now ("[seven, not playable]").
window-mark-unplayable = [{ $card }, not playable]

# The trick: its heading, its cards ("Right: ace of hearts") and who is winning or took it.
window-on-table = On the table
window-last-trick = Last trick
window-trick-card = { $seat }: { $card }
# $seat: you (the player) or other; $name: the seat's name ("Right").
window-winning = { $seat ->
        [you] You are winning.
       *[other] { $name } is winning.
    }
window-trick-taken = { $seat ->
        [you] You take
       *[other] { $name } takes
    } it, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.

# The rules reader: "Rules of Schieber, paragraph 3 of 20".
window-rules-where = Rules of { $variant }, paragraph { $position } of { $count }

# A line said too long for the room below the table, shown alone instead.
window-said-whole = Just said

# The window's keys.
window-text-size = Text size { $size } percent.
window-text-size-largest = Text size { $size } percent, the largest.
window-text-size-smallest = Text size { $size } percent, the smallest.
# A text size the window cannot show whole: $phrase is the text size said ("Text size 300
# percent.").
window-size-room = { $phrase } The window has room for { $room } percent.
window-theme = Theme: { $theme ->
        [white-on-black] white on black
        [black-on-white] black on white
       *[yellow-on-black] yellow on black
    }.
window-full-screen-on = Full screen.
window-full-screen-off = Full screen off.
window-full-screen-failed = The window cannot switch to full screen here.
# Terminal mode: there is no window.
window-none-full-screen = There is no window to show full screen.
window-none-larger = There is no window to show larger text.
window-none-smaller = There is no window to show smaller text.
window-none-colours = There is no window to show other colours.

# A list longer than the window: how many items are not shown above and below.
window-more-above = { $count } more above
window-more-below = { $count } more below
