# Het venster in grote letters: koppen, labels, markeringen en wat zijn toetsen zeggen.

window-title = { $variant }, spel { $deal }
window-suit-trump = { $suit }, troef
window-suit-label = { $label }:
window-hand = Je hand, { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }
window-hand-framed = Je hand, { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }; kaarten met een kader mogen gespeeld worden
window-hand-empty = Je hand is leeg.
window-mark-unplayable = [{ $card }, niet speelbaar]

window-on-table = Op tafel
window-last-trick = Laatste slag
window-trick-card = { $seat }: { $card }
window-winning = { $seat ->
        [you] Jij hebt de slag.
       *[other] { seat-subject } heeft de slag.
    }
window-trick-taken = { $seat ->
        [you] Jij neemt
       *[other] { seat-subject } neemt
    } de slag, { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }.

window-rules-where = Regels van { $variant }, alinea { $position } van { $count }

# A line said too long for the room below the table, shown alone instead.
window-said-whole = Zojuist gezegd

window-text-size = Tekstgrootte { $size } procent.
window-text-size-largest = Tekstgrootte { $size } procent, de grootste.
window-text-size-smallest = Tekstgrootte { $size } procent, de kleinste.
window-size-room = { $phrase } Het venster heeft ruimte voor { $room } procent.
window-theme = Kleuren: { $theme ->
        [white-on-black] wit op zwart
        [black-on-white] zwart op wit
       *[yellow-on-black] geel op zwart
    }.
window-full-screen-on = Volledig scherm.
window-full-screen-off = Volledig scherm uit.
window-full-screen-failed = Het venster kan hier niet naar volledig scherm.
window-none-full-screen = Er is geen venster om volledig scherm te tonen.
window-none-larger = Er is geen venster om grotere tekst te tonen.
window-none-smaller = Er is geen venster om kleinere tekst te tonen.
window-none-colours = Er is geen venster om andere kleuren te tonen.

# Een lijst die langer is dan het venster: hoeveel items erboven en eronder niet getoond worden.
window-more-above = nog { $count } hierboven
window-more-below = nog { $count } hieronder
