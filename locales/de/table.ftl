# Der Tisch: was er selbst sagt, rund um die Erzählung des Spiels.

table-no-key = keine Taste

table-new-game = Neues Spiel: { $variant }. Drücke { $key } für die Tasten.
table-resumed = { $variant } fortgesetzt, Runde { $deal }.
table-next-deal = Drücke { $key }, um die nächste Runde zu geben.
table-deal-over = Die Runde ist vorbei. Drücke { $key }, um die nächste Runde zu geben.
table-waiting-for-play = Warten auf den Spielbeginn.
table-game-over = Das Spiel ist vorbei.

table-edge-first = Das ist deine erste Karte.
table-edge-last = Das ist deine letzte Karte.
table-edge-suits = In dieser Richtung gibt es keine Farbe mehr.

table-take-kitty = { $key } nimmt den Talon.

table-trump-prompt = Du wählst Trumpf: { $key } öffnet die Auswahl.
table-trump-passed-prompt = Du musst Trumpf wählen: { $key } öffnet die Auswahl.
table-trump-title = Trumpf wählen
table-trump-passed-title = Du musst Trumpf wählen
table-trump-counts = { $mode }, zählt { $factor ->
        [1] einfach
        [2] doppelt
        [3] dreifach
        [4] vierfach
       *[other] { $factor }fach
    }
table-schieben-item = Schieben: dein Partner wählt

table-choice-open = { $title }: { $up } und { $down }, dann { $enter }. { $item }
table-choice-current = { $title }: { $item }
table-choice-item = { $item }, { $position } von { $count }
table-trump-closed = Auswahl geschlossen. { $key } wählt Trumpf.
table-weis-closed = Auswahl geschlossen. { $key } öffnet die Weis-Auswahl wieder.
table-no-weis = Kein Weis.
table-no-weis-play = Kein Weis. { $key } spielt { $card }.

table-empty-after-deal = Keine Karten auf dem Tisch. { $last }

table-key-does-nothing = Diese Taste tut hier nichts. { $key } nennt die Tasten.

table-leave-question = Das Spiel verlassen? Es ist gespeichert: Weiterspielen im Menü setzt es fort. { $leave } verlässt das Spiel; mit { $stay } bleibst du.
table-leave-keys = { $leave } verlässt das Spiel; { $stay } bleibt.
table-back-to-game = Zurück zum Spiel.
