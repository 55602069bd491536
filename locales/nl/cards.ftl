# Kaartwoorden: kleuren, rangen, kaarten, troefsoorten, plaatsen, spelnamen en roem.

suit-name = { $suit ->
    [hearts] harten
    [diamonds] ruiten
    [spades] schoppen
   *[clubs] klaveren
}

suit-title = { $suit ->
    [hearts] Harten
    [diamonds] Ruiten
    [spades] Schoppen
   *[clubs] Klaveren
}

suit-count = { $count } { suit-name }

rank-name = { $rank ->
    [six] zes
    [seven] zeven
    [eight] acht
    [nine] { $trump ->
        [yes] nel
       *[no] negen
    }
    [ten] tien
    [jack] { $trump ->
        [yes] jas
       *[no] boer
    }
    [queen] vrouw
    [king] heer
   *[ace] aas
}

card = { suit-name } { rank-name }

card-the = { card }

mode-name = { $mode ->
    [obenabe] Obenabe
    [undenufe] Undenufe
   *[suit] { suit-name }
}

# De korte naam van een plaats: voor een dubbele punt en in lijsten ("Maat: pas.").
seat-name = { $seat ->
    [you] Jij
    [right] Rechts
    [partner] Maat
    [left] Links
    [opponent] Tegenstander
    [far-right] Helemaal rechts
   *[far-left] Helemaal links
}

seat-object = { $seat ->
    [you] jij
   *[other] { seat-name }
}

# De plaats als onderwerp aan het begin van een zin met een werkwoord, ook in korte spraak:
# "Je maat speelt …", "Je tegenstander trekt." (voor een dubbele punt en in lijsten blijft de
# korte naam: "Maat: harten aas."; midden in een zin "je maat", zie docs/words/nl.md).
seat-subject = { $seat ->
    [partner] Je maat
    [opponent] Je tegenstander
   *[other] { $name }
}

# "voor" en de plaats, zoals in "20 voor jou".
seat-for = { $seat ->
    [you] voor jou
    [partner] voor je maat
    [opponent] voor je tegenstander
   *[other] voor { seat-name }
}

# "door" en de plaats, zoals in "gekozen door je maat".
seat-from = { $seat ->
    [you] door jou
    [partner] door je maat
    [opponent] door je tegenstander
   *[other] door { seat-name }
}

variant-title = { $variant ->
    [jass] Jass
    [schieber] Schieber
    [putz3] Putz voor 3
   *[putz5] Putz voor 5
}

meld-sequence = een reeks van { $length }, { suit-name } { $low } tot { $high }

meld-four = vier { $rank ->
    [six] zessen
    [seven] zevens
    [eight] achten
    [nine] negens
    [ten] tienen
    [jack] boeren
    [queen] vrouwen
    [king] heren
   *[ace] azen
}

meld-list-more = { $list }; { $item }
meld-list-last = { $list } en { $item }
