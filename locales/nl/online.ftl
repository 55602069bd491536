# Een tafel online: de andere spelers, de chat en de verbinding.

online-chat = { $name } zegt: { $text }
online-seat-joined = { $name } komt aan tafel.
online-seat-away = { $name } heeft de verbinding verloren.
online-seat-back = { $name } is terug aan tafel.
online-bot-plays = Een bot speelt voor { $name } tot { $name } terug is.
online-connection-lost = De verbinding met de tafel is weg. Er wordt opnieuw geprobeerd.
online-connection-gone = De verbinding met de tafel is weg.
online-connection-back = Weer verbonden met de tafel.
online-waiting = Wachten tot de anderen klaar zijn.
online-refused = De tafel heeft dat geweigerd.
