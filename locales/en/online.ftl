# An online table: the other people, the chat and the connection.

online-chat = { $name } says: { $text }
online-chat-muted = Chat muted: messages are kept in the history.
online-chat-on = Chat on.
online-seat-joined = { $name } sits down at the table.
online-seat-left = { $name } left the table. A bot plays for { $name } from now on.
online-seat-left-lobby = { $name } left the table.
online-seat-away = { $name } has lost the connection.
online-seat-back = { $name } is back at the table.
online-bot-plays = A bot plays for { $name } until they are back.
online-connection-lost = The connection to the table is lost. Trying again.
online-connection-gone = The connection to the table is lost.
online-connection-back = Connected to the table again.
online-waiting = Waiting for the others to be ready.
online-refused = The table refused that.
online-leave-question = Leave the table? A bot then plays for you at once. { $leave } leaves; { $stay } stays.
online-left = You left the online table.

## The Play online menu.

menu-main-play-online = Play online
online-menu = Play online
online-host = Host a table
online-join = Join a table
online-resume = Back to your table, { $code }
online-back-at-table = Back at table { $code }, { $variant }, seat { $seat }.
online-server = Server: { $url }
online-name = Your name: { $name }
online-server-prompt = Server address
online-name-prompt = Your name at the table
online-code-prompt = Table code
online-host-title = Host a table of
online-away = A bot plays for someone who dropped out: { $seconds ->
    [0] never
   *[other] after { $seconds } seconds
}
online-turn-time = Time for each decision at a table you host: { $seconds ->
    [0] no limit
   *[other] { $seconds } seconds
}
online-level = { $level ->
    [easy] easy
    [strong] strong
    [random] random
   *[normal] normal
}

## The lobby: the table before its game starts.

online-connecting = Connecting to { $url }.
online-unreachable = Cannot reach the table server at { $url }.
online-error = { $code ->
    [table_full] Every seat at that table is taken.
    [not_host] Only the host can do that.
    [closed] The host has closed the table.
    [no_table] No table has the code { $table }.
    [full] The server is full. Try again later.
    [started] That table's game has started already.
    [bad_variant] The server does not offer this game.
    [bad_seat] That seat is taken.
    [version] The server speaks another version of the game. Update AudioJass.
    [not_host] Only the host can do that.
    [limit] The server refuses more from your address for now. Try again in a few minutes.
    [elsewhere] This seat was taken up on another device. You left the table here.
    [kicked] The host removed you from the table.
    [bad_name] That name is taken by the table or mixes look-alike letters. Choose another name.
    [time_up] Your time ran out: a bot played for you this once.
   *[other] The table refused that.
}
online-hosting = Your table of { $variant } is open. Its code is { $code }. You sit at seat { $seat }.
online-joined = You sit at { $host }'s table of { $variant }, seat { $seat }. The host starts the game.
online-lobby-keys = { $item }.{ $keys ->
    [arrows] {" "}Up and down go through the seats;
    [named] {" "}{ $first } and { $second } go through the seats;
   *[none] {""}
} { $code } spells the table code.
online-lobby-seat = Seat { $number }, { $place }: { $who }
online-lobby-you = { $name }
online-lobby-bot = a bot, { $level }
online-lobby-person = { $away ->
    [true] { $name }, away
   *[false] { $name }
}
online-lobby-empty = empty
online-lobby-empty-host = empty; { $select } seats a bot, { $level }{ $keys ->
    [arrows] ; left and right change it
    [named] ; { $first } and { $second } change it
   *[none] {""}
}
online-lobby-empty-guest = empty; { $select } moves you here
online-lobby-kick-hint = { $who }; { $select } removes them from the table
online-kick-question = Remove { $name } from the table? { $confirm } to confirm, { $keep } to keep.
online-kick-kept = { $name } stays at the table.
online-kicked-other = You removed { $name } from the table.
online-moved = You sit at seat { $seat } now.
online-seat-moved = { $name } moves to seat { $seat }.
online-lobby-start = Start the game
online-lobby-leave = Leave the table
online-lobby-not-full = Seat { $seat } is empty: seat a bot there, or wait for someone to join.
online-lobby-left = You left the table.
online-variant-not-here = That table plays { $variant }, which this version of AudioJass cannot play online yet. You left the table.
online-turn-time-said = Everyone has { $seconds } seconds for each decision; then a bot decides for them this once.
online-time-left = { $seconds } seconds left.
online-starting = Starting the game.
online-code = Table code: { $code }.
# $level: the bot's strength (easy, normal, strong, random), said by each language as it
# places an adjective.
online-bot-seated = A bot, { online-level }, sits at seat { $seat }.
online-seat-emptied = Seat { $seat } is empty now.
online-help-select = on an empty seat, seat a bot; on a bot, remove it; on a person, remove them from the table (asked first); on Start, start the game
online-help-select-guest = on an empty seat, move there
online-help-level = the strength of the bot an empty seat gets
online-chat-prompt = Message to the table

## Who is at the table.

online-who-unknown = The table has not said who sits at it yet.
online-who-seat = { $place }: { $state ->
    [you] { $name }.
    [bot] a bot, { $level }{ $thinking ->
        [true] , thinking.
       *[false] .
    }
    [away-bot] { $name }, away; a bot plays{ $thinking ->
        [true] , thinking.
       *[false] .
    }
    [away] { $name }, away.
    [connected] { $name }, connected{ $thinking ->
        [true] , thinking.
       *[false] .
    }
   *[empty] empty.
}

## No hints or review online.

online-no-hints = No hints at an online table.
online-no-review = No deal review at an online table.
