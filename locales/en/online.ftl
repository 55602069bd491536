# An online table: the other people, the chat and the connection.

online-chat = { $name } says: { $text }
online-seat-joined = { $name } sits down at the table.
online-seat-away = { $name } has lost the connection.
online-seat-back = { $name } is back at the table.
online-bot-plays = A bot plays for { $name } until they are back.
online-connection-lost = The connection to the table is lost. Trying again.
online-connection-gone = The connection to the table is lost.
online-connection-back = Connected to the table again.
online-waiting = Waiting for the others to be ready.
online-refused = The table refused that.
