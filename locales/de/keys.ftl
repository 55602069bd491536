# Key names, the spoken help (F1) and the problems of a keymap file.

## Key names, as speech says them ("Control plus Page up").

key-name-enter = Enter
key-name-escape = Escape
key-name-space = Leertaste
key-name-tab = Tab
key-name-backspace = Rücktaste
key-name-delete = Entfernen
key-name-left = Pfeil nach links
key-name-right = Pfeil nach rechts
key-name-up = Pfeil nach oben
key-name-down = Pfeil nach unten
key-name-home = Pos 1
key-name-end = Ende
key-name-pageup = Bild auf
key-name-pagedown = Bild ab
key-name-plus = Plus
key-name-minus = Minus
key-name-equals = Gleich
key-name-ctrl = Steuerung
key-name-shift = Umschalt
key-name-alt = Alt

## What each command does, as F1 says it after its keys ("F1: the keys that work now").

key-does-help = die Tasten, die jetzt funktionieren
key-does-rules = die Spielregeln, Absatz für Absatz
key-does-stop-speech = Sprachausgabe anhalten
key-does-history-back = vorherige gesprochene Meldung
key-does-history-forward = nächste gesprochene Meldung
key-does-history-first = erste gesprochene Meldung
key-does-history-last = letzte gesprochene Meldung
key-does-volume-down = Lautstärke verringern
key-does-volume-up = Lautstärke erhöhen
key-does-verbosity = kurze oder ausführliche Ansagen
key-does-back = zurück
key-does-full-screen = Vollbild ein oder aus
key-does-zoom-in = grössere Schrift im Fenster
key-does-zoom-out = kleinere Schrift im Fenster
key-does-theme = die Farben des Fensters: Gelb auf Schwarz, Weiss auf Schwarz, Schwarz auf Weiss
key-does-previous = vorheriger Eintrag
key-does-next = nächster Eintrag
key-does-decrease = vorheriger Eintrag, oder eine Einstellung verringern
key-does-increase = nächster Eintrag, oder eine Einstellung erhöhen
key-does-first = erster Eintrag
key-does-last = letzter Eintrag
key-does-select = den Eintrag wählen
key-does-play = die gewählte Karte spielen, oder eine Wahl bestätigen
key-does-table-cards = die Karten auf dem Tisch
key-does-trump = Trumpf wählen, oder Trumpf hören und wer ihn gewählt hat
key-does-led-suit = die ausgespielte Farbe und wie viele Karten davon du hast
key-does-take-kitty = den Talon nehmen
key-does-exchange-six = die Trumpf-Sechs gegen die aufgedeckte Karte tauschen
key-does-scores = der Punktestand
key-does-deal-scores = die Punkte jeder Runde
key-does-turn = wer dran ist
key-does-previous-card = vorherige Karte in deiner Hand
key-does-next-card = nächste Karte in deiner Hand
key-does-previous-suit = erste Karte der vorherigen Farbe
key-does-next-suit = erste Karte der nächsten Farbe
key-does-first-card = erste Karte in deiner Hand
key-does-last-card = letzte Karte in deiner Hand
key-does-hand = deine ganze Hand, Farbe für Farbe
key-does-last-trick = der letzte Stich
key-does-points = die Kartenpunkte dieser Runde
key-does-melds = die Weis und Stöck dieser Runde
key-does-hint = ein Tipp: was der starke Spieler jetzt täte, und warum
key-does-deal-review = der Rückblick: deine Entscheidungen der letzten Runde, die der starke Spieler anders getroffen hätte
key-does-chat = eine Nachricht an den Tisch schreiben
key-does-mute-chat = den Chat stumm schalten oder wieder einschalten (die Nachrichten bleiben so oder so im Verlauf)
key-does-seats = wer am Tisch sitzt, wer verbunden ist und wer überlegt
key-does-table-code = den Tischcode buchstabieren

## Keys said together.

# A key pressed with a modifier, or a modifier with more keys: "Control plus Page up".
key-plus = { $first } plus { $second }
# Two keys that do the same: "Enter or Space".
key-or = { $first } oder { $second }

## The spoken help (F1).

# One command: its keys, then what they do.
key-help-line = { $keys }: { $meaning }
# The whole answer; $lines are the lines above joined by ". ".
key-help = Tasten: { $lines }.

## Problems in a keymap file (shown on the screen and spoken at start).

key-problem-at-line = { $file }, Zeile { $line }: { $message }
key-problem-in-file = { $file }: { $message }
key-problem-unreadable = kann nicht gelesen werden: { $error }
key-problem-nested = kein gültiges TOML: zu tief verschachtelt
key-problem-toml = kein gültiges TOML
key-problem-section = unbekannter Abschnitt [{ $section }] (gültig: { $sections })
key-problem-not-a-section = { $section } muss ein [Abschnitt] sein
key-problem-command = unbekannter Befehl { $command }
key-problem-context = { $command } gehört in [{ $context }], nicht in [{ $section }]
key-problem-value = { $command } muss ein Tastenname oder eine Liste davon sein
key-problem-needed = { $command } braucht eine Taste: das Spiel nennt sie, wenn es danach fragt
key-problem-clash = die Taste { $key } ist an { $first } und an { $second } gebunden
key-problem-not-a-key = kein Tastenname: { $name }
key-problem-modifier-alone = { $modifier } allein kann nicht belegt werden (nur ctrl)
key-problem-unknown-key = unbekannte Taste { $key } in { $name }
key-problem-unknown-modifier = unbekannte Zusatztaste { $modifier } in { $name } (gültig: ctrl, shift, alt)
key-problem-repeated-modifier = eine Zusatztaste kommt in { $name } zweimal vor
