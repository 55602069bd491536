# Menus, Options, the rules reader, confirmations, the game-over screen and the app's own
# messages (start, files, errors).

## Lists

# An item with its place in the list (full speech): "Options, 3 of 5".
menu-item-position = { $label }, { $position } of { $count }
# A list's title with the item the focus is on: "Main menu: New game".
menu-titled = { $title }: { $label }
menu-no-item-starts = No item starts with { $key }.
menu-no-value = { $label }: no value to change here.
menu-nothing-here = That key does nothing here.
menu-nothing-here-help = That key does nothing here. { $help } lists the keys.

## F1

# Arrow keys as the rules reader's opening names them ("up and down to read").
menu-arrow = { $arrow ->
    [up] up
    [down] down
    [left] left
   *[right] right
}

## Main menu

menu-main = Main menu
menu-main-new-game = New game
menu-main-continue = Continue
# Continue with a saved game: "Continue: Putz for 3, deal 4".
menu-main-continue-saved = Continue: { $title }, deal { $deal }
menu-main-options = Options
menu-main-rules = Rules
menu-main-quit = Quit
menu-quit-item = Quit: { $key } leaves AudioJass.
menu-goodbye = Goodbye.
menu-is-main = This is the main menu. Quit is the last item.
menu-welcome = AudioJass.

## New game, Continue

menu-new-game = New game
menu-replace-saved = A saved game of { $title }, deal { $deal }, will be replaced. Start a new game? { $yes }: yes, { $no }: no.
menu-saved-problem = Saved game problem: { $problem }
menu-no-saved-game = There is no saved game.
menu-saved-game-over = The saved game is already over.

## Rules

menu-rules = Rules
menu-rules-this-game = This game is played with these changes to the rules that follow: { $changes }
menu-rules-chosen = Options, Game rules, changes these rules for your new games: { $changes }
menu-rules-intro = Rules of { $title }, { $count ->
    [one] { $count } paragraph
   *[other] { $count } paragraphs
}: { $up } and { $down } to read, { $back } to go back. { $paragraph }
menu-rules-beginning = Beginning of the rules. { $paragraph }
menu-rules-end = End of the rules. { $back } goes back.
menu-rules-reading = You are reading the rules. { $back } goes back.
menu-help-previous-paragraph = previous paragraph
menu-help-next-paragraph = next paragraph
menu-help-first-paragraph = first paragraph
menu-help-last-paragraph = last paragraph
menu-help-paragraph-again = the paragraph again
menu-help-back = back

## Confirmations

menu-help-yes = yes
menu-help-no = no
menu-help-next-deal = deal the next deal
menu-help-keep-six = keep the six of trump
menu-help-open-trump = open the trump choice
menu-help-leave = leave the game
menu-help-stay = stay in the game

## Options

menu-options = Options{ $keys ->
    [arrows] , left and right change
    [named] , { $first } and { $second } change
   *[none] {""}
}
menu-option-opponents = Opponents: { $opponents ->
    [easy] easy
    [strong] strong
   *[normal] normal
}
menu-option-bot-pause = Bot pause: { $plural ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}
menu-option-game-rules = Game rules
menu-option-turn-alone = Your turn: said alone; { $key } on a card not yet heard says it first
menu-option-turn-with-card = Your turn: said with the focused card
menu-option-order-trump-first = Hand order: the trump suit first
menu-option-order-suits = Hand order: hearts, diamonds, spades, clubs
menu-option-detail = Speech detail: { $verbosity ->
    [brief] brief
   *[full] full
}
menu-option-volume = Sound volume: { $percent } percent
menu-option-speech = Speech output at the next start: { $mode ->
    [screenreader] screen reader
    [speechd] Speech Dispatcher
    [tts] built-in voice
    [console] console text
   *[auto] automatic
}
menu-option-rate = Voice speed: { $rate } words per minute
menu-option-theme = Theme: { $theme ->
    [white-on-black] white on black
    [black-on-white] black on white
   *[yellow-on-black] yellow on black
}
menu-option-text-size = Text size: { $percent } percent
menu-option-window-only = { $label } (used with a window, not in the terminal)
# The language, in its own name: "Language: Deutsch".
menu-option-language = Language: { $name }
menu-option-deck = Card names: { $deck ->
    [german] German-suited Swiss cards: roses, bells, shields and acorns (in German)
   *[french] French-suited cards: hearts, diamonds, spades and clubs
}
menu-brief-speech = Brief speech.
menu-full-speech = Full speech.
menu-volume = Volume { $percent } percent.
menu-volume-sound-off = Volume { $percent } percent. Sound is off.

## Options → Game rules

menu-game-rules = Game rules
menu-rules-standard = { $title }: standard rules
menu-rules-changed = { $title }: { $count ->
    [one] { $count } rule changed
   *[other] { $count } rules changed
}
menu-rules-of = { $title } rules{ $keys ->
    [arrows] , left and right change
    [named] , { $first } and { $second } change
   *[none] {""}
}
menu-rules-all-standard = Standard rules for all of these
menu-rules-set-standard = { $title }: standard rules.

## The table's keys while a list is open, the game-over screen

menu-help-choose-item = choose the item
menu-help-previous-item = previous item
menu-help-next-item = next item
menu-help-first-item = first item
menu-help-last-item = last item
menu-help-question-again = the question again, with the item you are on
menu-help-close-list = close the list
menu-help-trump-and-chooser = trump and who chose it
menu-help-open-weis = open the choices to declare Weis
menu-leave-keys = { $leave } leaves the game; { $stay } stays.
menu-left-game = You left the game. It is saved: Continue resumes it.
menu-game-over = The game is over.
menu-game-over-keys = The game is over. { $keys }
menu-over-main-menu = back to the main menu
menu-over-result = the result again
menu-over-scores = the final scores
menu-over-deal-scores = the score of every deal
menu-over-final-trick = the final trick
menu-over-points = card points of the last deal
menu-over-melds = the Weis and Stöck of the last deal
menu-over-trump = trump in the last deal

## History

menu-nothing-said = Nothing has been said yet.
menu-first-message = First message. { $text }
menu-last-message = Last message. { $text }

## Errors and files

menu-something-wrong = Something went wrong; the game goes on.
menu-cannot-go-on = The game cannot go on because of an error. It is saved: Continue resumes it.
menu-cannot-save = Cannot save { $what ->
    [settings] the settings
   *[game] the game
}: { $reason }. The game goes on.
menu-window-dark = The window cannot show text any more; speech goes on.
menu-folder-unusable = The AudioJass folder { $folder } is not a folder that can be used: settings and games will not be saved.
menu-settings-problem = Settings problem: { $problem }
menu-keymap-problem = Keymap problem: { $problem }
menu-default-keys = The default keys are used until you correct the keymap file or delete it.

## Options → Game rules → one variant's rules: each option's menu item and the sentence said
## at the start of a game when it is not the standard one. $on: yes or no.

menu-rule-target = Target: { $count ->
    [one] { $count } point
   *[other] { $count } points
}
menu-rule-target-changed = Playing to { $number }.
menu-rule-match = Match bonus: { $count ->
    [0] none
    [one] { $count } point
   *[other] { $count } points
}
menu-rule-match-changed = { $count ->
    [0] No match bonus.
   *[other] Match bonus { $count }.
}
menu-rule-buur = Buur exemption, the lone jack of trumps need not follow a trump lead: { $on ->
    [yes] on
   *[no] off
}
menu-rule-buur-changed = { $on ->
    [yes] Buur exemption: the lone jack of trumps need not follow a trump lead.
   *[no] No Buur exemption: the lone jack of trumps must follow a trump lead.
}
# A Putz game's lower limit: "The game also ends at: minus 4 or less".
menu-rule-lower-limit = The game also ends at: { $number } or less
menu-rule-lower-limit-changed = The game also ends at { $number }.
menu-rule-apple = Apple under: { $count ->
    [one] { $count } point
   *[other] { $count } points
}
menu-rule-apple-changed = Apple under { $count } points.
menu-rule-six-exchange = Six of trump exchange: { $on ->
    [yes] on
   *[no] off
}
menu-rule-six-exchange-changed = { $on ->
    [yes] Six of trump exchange.
   *[no] No six of trump exchange.
}
menu-rule-multipliers = Multipliers: { $multipliers ->
    [swisslos] Swisslos, black suits double, Obenabe and Undenufe triple
    [none] none, every mode counts single
   *[standard] standard, red suits double, Obenabe and Undenufe triple
}
menu-rule-multipliers-changed = { $multipliers ->
    [swisslos] Swisslos multipliers.
    [none] No multipliers.
   *[standard] Standard multipliers: red suits double, Obenabe and Undenufe triple.
}
menu-rule-obenabe = Obenabe allowed: { $on ->
    [yes] yes
   *[no] no
}
menu-rule-obenabe-changed = { $on ->
    [yes] Obenabe allowed.
   *[no] No Obenabe.
}
menu-rule-undenufe = Undenufe allowed: { $on ->
    [yes] yes
   *[no] no
}
menu-rule-undenufe-changed = { $on ->
    [yes] Undenufe allowed.
   *[no] No Undenufe.
}
menu-rule-weis = Weis: { $on ->
    [yes] on
   *[no] off
}
menu-rule-weis-changed = { $on ->
    [yes] Weis count.
   *[no] No Weis.
}
menu-rule-stoeck = Stöck: { $on ->
    [yes] on
   *[no] off
}
menu-rule-stoeck-changed = { $on ->
    [yes] Stöck count.
   *[no] No Stöck.
}
menu-rule-low-fours = Four sixes, sevens or eights count as Weis: { $on ->
    [yes] yes
   *[no] no
}
menu-rule-low-fours-changed = { $on ->
    [yes] Four sixes, sevens or eights count as Weis.
   *[no] Four sixes, sevens or eights are no Weis.
}
menu-rule-manual-weis = Weis declared: { $on ->
    [yes] by you, in the first trick
   *[no] automatically
}
menu-rule-manual-weis-changed = { $on ->
    [yes] Manual Weis: you choose your Weis in the first trick.
   *[no] Weis are declared automatically.
}
menu-rule-kitty = Kitty: { $on ->
    [yes] on
   *[no] off
}
menu-rule-kitty-changed = { $on ->
    [yes] Kitty allowed.
   *[no] No kitty.
}

## The player's files: what is wrong in the settings or the saved game (the settings are
## named as the file writes them: "bot_delay").

menu-file-problem = { $file }: { $problem }
menu-file-moved = { $file }: { $problem }; moved aside to { $moved }
menu-file-moved-defaults = { $file }: { $problem }; moved aside to { $moved }, defaults used
menu-file-defaults = { $file }: { $problem }; defaults used
menu-file-moved-kept = { $file }: { $problem }; moved aside to { $moved }, the other settings kept
menu-file-kept = { $file }: { $problem }; the other settings kept
menu-file-too-deep = not valid { $format }: nested too deeply
menu-file-not-utf8 = not UTF-8 text: { $error }
menu-file-unreadable = cannot be read: { $error }
menu-file-not-toml = not valid TOML at line { $line }
menu-file-unknown-setting = unknown setting { $key } (from a newer AudioJass?)
menu-file-wrong-type = { $key } must be { $kind ->
    [bool] true or false
    [float] a number
    [int] a whole number
   *[str] text
}, not { $value }
menu-file-not-json = not valid JSON (cut short or damaged): { $error }
menu-file-at = line { $line }, column { $column }
menu-file-bad-game = the game in it cannot be replayed ({ $detail })
menu-file-not-a-save = not an AudioJass saved game
menu-file-newer-save = saved by a newer AudioJass (version { $version })
menu-file-bad-seat = bad seat { $seat }
menu-setting-bot-delay = bot_delay must be 0 to 5 seconds, not { $value }
menu-setting-verbosity = verbosity must be brief or full, not { $value }
menu-setting-volume = volume must be 0 to 1, not { $value }
menu-setting-speech = speech must be one of { $values }
menu-setting-rate = speech_rate must be 100 to 400, not { $value }
menu-setting-online-away = online_away must be 0 to 86400 seconds, not { $value }
menu-setting-online-turn = online_turn must be 0 to 3600 seconds, not { $value }
menu-setting-opponents = opponents must be one of { $values }
menu-setting-theme = theme must be one of { $values }, not { $value }
menu-setting-text-size = text_size must be { $low } to { $high } percent, not { $value }
menu-setting-language = language must be one of { $values }, not { $value }
menu-setting-deck = deck must be one of { $values }, not { $value }
menu-setting-rules-table = rules must be a table of variants, not { $value }
menu-setting-rules-unknown = rules: unknown game { $name } (use { $names })
menu-setting-rules-options = rules.{ $name } must be a table of options, not { $value }
menu-setting-rules-value = rules.{ $name }: { $option } cannot be { $value } (Options, Game rules, offers the values it may take)
menu-setting-rules-option = rules.{ $name }: { $problem }
menu-setting-rules-no-option = rules.{ $name }: no option { $option } (options: { $options })
menu-setting-rules-kind = rules.{ $name }: { $option } must be { $kind ->
    [bool] true or false
    [int] a whole number
    [str] text in quotes
   *[other] another kind of value
}, not { $value }

## A line to type: a name, a server address, a table code, a chat message.

text-prompt = { $prompt }: { $text }. Type, then { $done }; { $cancel } cancels.
text-prompt-filled = { $prompt }: { $text }. { $done } takes it; typing replaces it; { $cancel } cancels.
text-cleared = Cleared.
text-reads = { $prompt }: { $text }
text-empty = empty
text-space = space
text-deleted = { $char } deleted
text-full = The line is full: { $limit } characters at most.
text-nothing-typed = Nothing is typed yet. { $cancel } cancels.
text-keys = Type the line, then { $done }; { $cancel } cancels.
text-help-done = take the line
text-help-read = read what is typed
text-help-cancel = cancel
