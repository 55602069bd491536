# Key names, the spoken help (F1) and the problems of a keymap file.

## Key names, as speech says them ("Control plus Page up").

key-name-enter = Enter
key-name-escape = Escape
key-name-space = Space
key-name-tab = Tab
key-name-backspace = Backspace
key-name-delete = Delete
key-name-left = Left arrow
key-name-right = Right arrow
key-name-up = Up arrow
key-name-down = Down arrow
key-name-home = Home
key-name-end = End
key-name-pageup = Page up
key-name-pagedown = Page down
key-name-plus = Plus
key-name-minus = Minus
key-name-equals = Equals
key-name-ctrl = Control
key-name-shift = Shift
key-name-alt = Alt

## What each command does, as F1 says it after its keys ("F1: the keys that work now").

key-does-help = the keys that work now
key-does-rules = the rules of the game, paragraph by paragraph
key-does-stop-speech = stop speech
key-does-history-back = previous spoken message
key-does-history-forward = next spoken message
key-does-history-first = first spoken message
key-does-history-last = last spoken message
key-does-volume-down = sound volume down
key-does-volume-up = sound volume up
key-does-verbosity = brief or full speech
key-does-back = back
key-does-full-screen = full screen on or off
key-does-zoom-in = larger text in the window
key-does-zoom-out = smaller text in the window
key-does-theme = the window's colours: yellow on black, white on black, black on white
key-does-previous = previous item
key-does-next = next item
key-does-decrease = previous item, or lower a setting
key-does-increase = next item, or raise a setting
key-does-first = first item
key-does-last = last item
key-does-select = choose the item
key-does-play = play the focused card, or confirm a choice
key-does-table-cards = the cards on the table
key-does-trump = choose trump, or hear trump and who chose it
key-does-led-suit = the led suit and how many of it you hold
key-does-take-kitty = take the kitty
key-does-exchange-six = exchange the six of trump for the turn-up card
key-does-scores = the scores
key-does-deal-scores = the score of every deal
key-does-turn = whose turn it is
key-does-previous-card = previous card in your hand
key-does-next-card = next card in your hand
key-does-previous-suit = first card of the previous suit
key-does-next-suit = first card of the next suit
key-does-first-card = first card in your hand
key-does-last-card = last card in your hand
key-does-hand = your whole hand, suit by suit
key-does-last-trick = the last trick
key-does-points = card points taken this deal
key-does-melds = the Weis and Stöck of this deal
key-does-hint = a hint: what the strong player would do now, and why
key-does-deal-review = the deal review: your decisions of the last deal that the strong player would have made otherwise
key-does-chat = write a message to the table
key-does-mute-chat = mute the chat or turn it on again (messages are kept in the history either way)
key-does-seats = who is at the table, who is connected and who is thinking
key-does-table-code = spell the table code

## Keys said together.

# A key pressed with a modifier, or a modifier with more keys: "Control plus Page up".
key-plus = { $first } plus { $second }
# Two keys that do the same: "Enter or Space".
key-or = { $first } or { $second }

## The spoken help (F1).

# One command: its keys, then what they do.
key-help-line = { $keys }: { $meaning }
# The whole answer; $lines are the lines above joined by ". ".
key-help = Keys: { $lines }.

## Problems in a keymap file (shown on the screen and spoken at start).

key-problem-at-line = { $file }, line { $line }: { $message }
key-problem-in-file = { $file }: { $message }
key-problem-unreadable = cannot be read: { $error }
key-problem-nested = not valid TOML: nested too deeply
key-problem-toml = not valid TOML
key-problem-section = unknown section [{ $section }] (use { $sections })
key-problem-not-a-section = { $section } must be a [section]
key-problem-command = unknown command { $command }
key-problem-context = { $command } belongs in [{ $context }], not [{ $section }]
key-problem-value = { $command } must be a key name or a list of them
key-problem-needed = { $command } needs a key: the game asks for it by name
key-problem-clash = key { $key } is bound to both { $first } and { $second }
key-problem-not-a-key = not a key name: { $name }
key-problem-modifier-alone = { $modifier } alone cannot be bound (only ctrl can)
key-problem-unknown-key = unknown key { $key } in { $name }
key-problem-unknown-modifier = unknown modifier { $modifier } in { $name } (use ctrl, shift or alt)
key-problem-repeated-modifier = a modifier is repeated in { $name }
