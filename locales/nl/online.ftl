# Een tafel online: de andere spelers, de chat en de verbinding.

online-chat = { $name } zegt: { $text }
online-chat-muted = Chat gedempt: de berichten blijven in de geschiedenis.
online-chat-on = Chat aan.
online-seat-joined = { $name } komt aan tafel.
online-seat-left = { $name } heeft de tafel verlaten. Vanaf nu speelt een bot voor { $name }.
online-seat-left-lobby = { $name } heeft de tafel verlaten.
online-seat-away = { $name } heeft de verbinding verloren.
online-seat-back = { $name } is terug aan tafel.
online-bot-plays = Een bot speelt voor { $name } tot { $name } terug is.
online-connection-lost = De verbinding met de tafel is weg. Er wordt opnieuw geprobeerd.
online-connection-gone = De verbinding met de tafel is weg.
online-connection-back = Weer verbonden met de tafel.
online-waiting = Wachten tot de anderen klaar zijn.
online-refused = De tafel heeft dat geweigerd.
online-leave-question = De tafel verlaten? Dan speelt er meteen een bot voor je. { $leave } verlaat hem; { $stay } blijft.
online-left = Je hebt de online tafel verlaten.

## Het menu Online spelen.

menu-main-play-online = Online spelen
online-menu = Online spelen
online-host = Een tafel openen
online-join = Aan een tafel gaan zitten
online-resume = Terug naar je tafel, { $code }
online-back-at-table = Terug aan tafel { $code }, { $variant }, plaats { $seat }.
online-server = Server: { $url }
online-name = Je naam: { $name }
online-server-prompt = Serveradres
online-name-prompt = Je naam aan tafel
online-code-prompt = Tafelcode
online-host-title = Een tafel openen voor
online-away = Een bot speelt voor wie de verbinding verloor: { $seconds ->
    [0] nooit
   *[other] na { $seconds } seconden
}
online-turn-time = Tijd per beslissing aan een tafel die je opent: { $seconds ->
    [0] onbeperkt
   *[other] { $seconds } seconden
}
online-level = { $level ->
    [easy] makkelijk
    [strong] sterk
    [random] willekeurig
   *[normal] normaal
}

## De lobby: de tafel voordat het spel begint.

online-connecting = Verbinden met { $url }.
online-unreachable = De tafelserver op { $url } is niet bereikbaar.
online-error = { $code ->
    [table_full] Aan die tafel is elke plaats bezet.
    [closed] De gastheer heeft de tafel gesloten.
    [no_table] Geen tafel heeft de code { $table }.
    [full] De server is vol. Probeer het later opnieuw.
    [started] Het spel aan die tafel is al begonnen.
    [bad_variant] De server biedt dit spel niet aan.
    [bad_seat] Die plaats is bezet.
    [version] De server spreekt een andere versie van het spel. Werk AudioJass bij.
    [not_host] Alleen de gastheer kan dat.
    [limit] De server neemt voorlopig niets meer aan van jouw adres. Probeer het over een paar minuten opnieuw.
    [elsewhere] Deze plaats is op een ander apparaat weer ingenomen. Hier heb je de tafel verlaten.
    [kicked] De gastheer heeft je van de tafel gehaald.
    [bad_name] Die naam is aan de tafel al in gebruik of mengt letters die op elkaar lijken. Kies een andere naam.
    [time_up] Je tijd is om: een bot heeft deze ene keer voor je gespeeld.
   *[other] De tafel heeft dat geweigerd.
}
online-hosting = Je tafel voor { $variant } is open. De code is { $code }. Je zit op plaats { $seat }.
online-joined = Je zit aan de tafel van { $host } voor { $variant }, plaats { $seat }. De gastheer start het spel.
online-lobby-keys = { $item }.{ $keys ->
    [arrows] {" "}Pijl omhoog en omlaag gaan langs de plaatsen;
    [named] {" "}{ $first } en { $second } gaan langs de plaatsen;
   *[none] {""}
} { $code } spelt de tafelcode.
online-lobby-seat = Plaats { $number }, { $place }: { $who }
online-lobby-you = { $name }
online-lobby-bot = een bot, { $level }
online-lobby-person = { $away ->
    [true] { $name }, weg
   *[false] { $name }
}
online-lobby-empty = leeg
online-lobby-empty-host = leeg; { $select } zet er een bot neer, { $level }{ $keys ->
    [arrows] ; links en rechts veranderen hem
    [named] ; { $first } en { $second } veranderen hem
   *[none] {""}
}
online-lobby-empty-guest = leeg; { $select } zet je hier
online-lobby-kick-hint = { $who }; { $select } haalt deze persoon van de tafel
online-kick-question = { $name } van de tafel halen? { $confirm } om te bevestigen, { $keep } om te houden.
online-kick-kept = { $name } blijft aan tafel.
online-kicked-other = Je hebt { $name } van de tafel gehaald.
online-moved = Je zit nu op plaats { $seat }.
online-seat-moved = { $name } gaat naar plaats { $seat }.
online-lobby-start = Het potje starten
online-lobby-leave = De tafel verlaten
online-lobby-not-full = Plaats { $seat } is leeg: zet er een bot neer, of wacht tot iemand komt.
online-lobby-left = Je hebt de tafel verlaten.
online-variant-not-here = Aan die tafel wordt { $variant } gespeeld, dat deze versie van AudioJass nog niet online kan spelen. Je hebt de tafel verlaten.
online-turn-time-said = Iedereen heeft { $seconds } seconden per beslissing; daarna beslist een bot die ene keer in zijn plaats.
online-time-left = Nog { $seconds } seconden.
online-starting = Het potje begint.
online-code = Tafelcode: { $code }.
online-bot-seated = Een { $level ->
    [easy] makkelijke
    [strong] sterke
    [random] willekeurige
   *[normal] normale
} bot zit nu op plaats { $seat }.
online-seat-emptied = Plaats { $seat } is nu leeg.
online-help-select = op een lege plaats een bot neerzetten; op een bot hem weghalen; op een persoon die van de tafel halen (na een vraag); op "Het potje starten" het potje starten
online-help-select-guest = op een lege plaats daarheen gaan
online-help-level = de sterkte kiezen van de bot voor een lege plaats
online-chat-prompt = Bericht aan de tafel

## Wie er aan tafel zit.

online-who-unknown = De tafel heeft nog niet gezegd wie eraan zit.
online-who-seat = { $place }: { $state ->
    [you] { $name }.
    [bot] een bot, { $level }{ $thinking ->
        [true] , denkt na.
       *[false] .
    }
    [away-bot] { $name }, weg; een bot speelt{ $thinking ->
        [true] , denkt na.
       *[false] .
    }
    [away] { $name }, weg.
    [connected] { $name }, verbonden{ $thinking ->
        [true] , denkt na.
       *[false] .
    }
   *[empty] leeg.
}

## De hulp van de tafel als er anderen meespelen.

online-no-hints = Geen tips aan een online tafel.
online-no-review = Geen terugblik aan een online tafel.
