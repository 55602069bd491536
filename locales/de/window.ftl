# Das Fenster in Grossdruck: Überschriften, Beschriftungen, Markierungen und was seine Tasten sagen.

window-title = { $variant }, Runde { $deal }
window-suit-trump = { $suit }, Trumpf
window-suit-label = { $label }:
window-hand = Deine Hand, { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
window-hand-framed = Deine Hand, { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }; Karten mit Rahmen dürfen gespielt werden
window-hand-empty = Deine Hand ist leer.
window-mark-unplayable = [{ $card }, nicht spielbar]

window-on-table = Auf dem Tisch
window-last-trick = Letzter Stich
window-trick-card = { $seat }: { $card }
window-winning = { $seat ->
        [you] Du hältst den Stich.
       *[other] { seat-subject } hält den Stich.
    }
window-trick-taken = { $seat ->
        [you] Du machst
       *[other] { seat-subject } macht
    } den Stich, { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }.

window-rules-where = Regeln für { $variant }, Absatz { $position } von { $count }

# A line said too long for the room below the table, shown alone instead.
window-said-whole = Eben gesagt

window-text-size = Schriftgrösse { $size } Prozent.
window-text-size-largest = Schriftgrösse { $size } Prozent, die grösste.
window-text-size-smallest = Schriftgrösse { $size } Prozent, die kleinste.
window-size-room = { $phrase } Das Fenster hat Platz für { $room } Prozent.
window-theme = Farben: { $theme ->
        [white-on-black] Weiss auf Schwarz
        [black-on-white] Schwarz auf Weiss
       *[yellow-on-black] Gelb auf Schwarz
    }.
window-full-screen-on = Vollbild.
window-full-screen-off = Vollbild aus.
window-full-screen-failed = Das Fenster kann hier nicht auf Vollbild wechseln.
window-none-full-screen = Es gibt kein Fenster, das Vollbild zeigen könnte.
window-none-larger = Es gibt kein Fenster, das grösseren Text zeigen könnte.
window-none-smaller = Es gibt kein Fenster, das kleineren Text zeigen könnte.
window-none-colours = Es gibt kein Fenster, das andere Farben zeigen könnte.

# Eine Liste, die länger ist als das Fenster: wie viele Einträge darüber und darunter nicht gezeigt werden.
window-more-above = { $count } weitere darüber
window-more-below = { $count } weitere darunter
