# Ein Tisch im Netz: die anderen Leute, der Chat und die Verbindung.

online-chat = { $name } sagt: { $text }
online-chat-muted = Chat stumm: Die Nachrichten bleiben im Verlauf.
online-chat-on = Chat an.
online-seat-joined = { $name } setzt sich an den Tisch.
online-seat-left = { $name } hat den Tisch verlassen. Ab jetzt spielt ein Bot für { $name }.
online-seat-left-lobby = { $name } hat den Tisch verlassen.
online-seat-away = { $name } hat die Verbindung verloren.
online-seat-back = { $name } ist wieder am Tisch.
online-bot-plays = Ein Bot spielt für { $name }, bis { $name } zurück ist.
online-connection-lost = Die Verbindung zum Tisch ist weg. Neuer Versuch läuft.
online-connection-gone = Die Verbindung zum Tisch ist weg.
online-connection-back = Wieder mit dem Tisch verbunden.
online-waiting = Warten, bis die anderen bereit sind.
online-refused = Der Tisch hat das abgelehnt.
online-leave-question = Den Tisch verlassen? Dann spielt sofort ein Bot für dich. { $leave } verlässt ihn; { $stay } bleibt.
online-left = Du hast den Online-Tisch verlassen.

## Das Menü Online spielen.

menu-main-play-online = Online spielen
online-menu = Online spielen
online-host = Einen Tisch eröffnen
online-join = An einen Tisch setzen
online-resume = Zurück an deinen Tisch, { $code }
online-back-at-table = Zurück an Tisch { $code }, { $variant }, Platz { $seat }.
online-server = Server: { $url }
online-name = Dein Name: { $name }
online-server-prompt = Serveradresse
online-name-prompt = Dein Name am Tisch
online-code-prompt = Tischcode
online-host-title = Einen Tisch eröffnen für
online-away = Ein Bot spielt für jemanden, der die Verbindung verloren hat: { $seconds ->
    [0] nie
   *[other] nach { $seconds } Sekunden
}
online-turn-time = Zeit für jede Entscheidung an einem Tisch, den du eröffnest: { $seconds ->
    [0] unbegrenzt
   *[other] { $seconds } Sekunden
}
online-level = { $level ->
    [easy] leicht
    [strong] stark
    [random] zufällig
   *[normal] normal
}

## Die Lobby: der Tisch, bevor das Spiel beginnt.

online-connecting = Verbinden mit { $url }.
online-unreachable = Der Tischserver unter { $url } ist nicht erreichbar.
online-error = { $code ->
    [table_full] An diesem Tisch ist jeder Platz besetzt.
    [closed] Der Gastgeber hat den Tisch geschlossen.
    [no_table] Kein Tisch hat den Code { $table }.
    [full] Der Server ist voll. Versuche es später wieder.
    [started] Das Spiel an diesem Tisch hat schon begonnen.
    [bad_variant] Der Server bietet dieses Spiel nicht an.
    [bad_seat] Dieser Platz ist besetzt.
    [version] Der Server spricht eine andere Version des Spiels. Aktualisiere AudioJass.
    [not_host] Das kann nur der Gastgeber.
    [limit] Der Server nimmt von deiner Adresse im Moment nichts mehr an. Versuche es in ein paar Minuten wieder.
    [elsewhere] Dieser Platz wurde auf einem anderen Gerät wieder eingenommen. Hier hast du den Tisch verlassen.
    [kicked] Der Gastgeber hat dich vom Tisch entfernt.
    [bad_name] Dieser Name ist am Tisch schon vergeben oder mischt ähnlich aussehende Buchstaben. Wähle einen anderen Namen.
    [time_up] Deine Zeit ist abgelaufen: Ein Bot hat dieses eine Mal für dich gespielt.
   *[other] Der Tisch hat das abgelehnt.
}
online-hosting = Dein Tisch für { $variant } ist offen. Sein Code ist { $code }. Du sitzt auf Platz { $seat }.
online-joined = Du sitzt am Tisch von { $host } für { $variant }, Platz { $seat }. Der Gastgeber startet das Spiel.
online-lobby-keys = { $item }.{ $keys ->
    [arrows] {" "}Pfeil nach oben und unten gehen durch die Plätze;
    [named] {" "}{ $first } und { $second } gehen durch die Plätze;
   *[none] {""}
} { $code } buchstabiert den Tischcode.
online-lobby-seat = Platz { $number }, { $place }: { $who }
online-lobby-you = { $name }
online-lobby-bot = ein Bot, { $level }
online-lobby-person = { $away ->
    [true] { $name }, weg
   *[false] { $name }
}
online-lobby-empty = leer
online-lobby-empty-host = leer; { $select } setzt einen Bot hin, { $level }{ $keys ->
    [arrows] ; links und rechts ändern ihn
    [named] ; { $first } und { $second } ändern ihn
   *[none] {""}
}
online-lobby-empty-guest = leer; { $select } setzt dich hierhin
online-lobby-kick-hint = { $who }; { $select } entfernt diese Person vom Tisch
online-kick-question = { $name } vom Tisch entfernen? { $confirm } zum Bestätigen, { $keep } zum Behalten.
online-kick-kept = { $name } bleibt am Tisch.
online-kicked-other = Du hast { $name } vom Tisch entfernt.
online-moved = Du sitzt jetzt auf Platz { $seat }.
online-seat-moved = { $name } wechselt auf Platz { $seat }.
online-lobby-start = Das Spiel starten
online-lobby-leave = Den Tisch verlassen
online-lobby-not-full = Platz { $seat } ist leer: setze dort einen Bot hin oder warte, bis sich jemand setzt.
online-lobby-left = Du hast den Tisch verlassen.
online-variant-not-here = An diesem Tisch wird { $variant } gespielt, das diese Version von AudioJass noch nicht online spielen kann. Du hast den Tisch verlassen.
online-turn-time-said = Alle haben { $seconds } Sekunden für jede Entscheidung; danach entscheidet ein Bot dieses eine Mal für sie.
online-time-left = Noch { $seconds } Sekunden.
online-starting = Das Spiel startet.
online-code = Tischcode: { $code }.
online-bot-seated = Ein { $level ->
    [easy] leichter
    [strong] starker
    [random] zufälliger
   *[normal] normaler
} Bot sitzt jetzt auf Platz { $seat }.
online-seat-emptied = Platz { $seat } ist jetzt leer.
online-help-select = auf einem leeren Platz einen Bot hinsetzen; auf einem Bot ihn entfernen; auf einer Person sie vom Tisch entfernen (mit Rückfrage); auf «Das Spiel starten» das Spiel starten
online-help-select-guest = auf einem leeren Platz dorthin wechseln
online-help-level = Stärke des Bots für einen leeren Platz wählen
online-chat-prompt = Nachricht an den Tisch

## Wer am Tisch sitzt.

online-who-unknown = Der Tisch hat noch nicht gesagt, wer an ihm sitzt.
online-who-seat = { $place }: { $state ->
    [you] { $name }.
    [bot] ein Bot, { $level }{ $thinking ->
        [true] , überlegt.
       *[false] .
    }
    [away-bot] { $name }, weg; ein Bot spielt{ $thinking ->
        [true] , überlegt.
       *[false] .
    }
    [away] { $name }, weg.
    [connected] { $name }, verbunden{ $thinking ->
        [true] , überlegt.
       *[false] .
    }
   *[empty] leer.
}

## Die Hilfe des Tischs, wenn andere mitspielen.

online-no-hints = Keine Tipps an einem Online-Tisch.
online-no-review = Kein Rückblick an einem Online-Tisch.
