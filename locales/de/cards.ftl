# Kartenwörter: Farben, Werte, Karten, Trumpfarten, Plätze, Spielnamen und Weis.
# $deck: french (Herz, Ecken, Schaufel, Kreuz) oder german (Rosen, Schellen, Schilten, Eicheln).

suit-name = { $deck ->
    [german] { $suit ->
        [hearts] Rosen
        [diamonds] Schellen
        [spades] Schilten
       *[clubs] Eicheln
    }
   *[french] { $suit ->
        [hearts] Herz
        [diamonds] Ecken
        [spades] Schaufel
       *[clubs] Kreuz
    }
}

suit-title = { suit-name }

suit-count = { $count ->
    [one] { $count } { $deck ->
        [german] { $suit ->
            [hearts] Rose
            [diamonds] Schelle
            [spades] Schilte
           *[clubs] Eichel
        }
       *[french] { $suit ->
            [diamonds] Ecke
           *[other] { suit-name }
        }
    }
   *[other] { $count } { suit-name }
}

rank-name = { $rank ->
    [six] Sechs
    [seven] Sieben
    [eight] Acht
    [nine] { $trump ->
        [yes] { $family ->
            [yes] Neun
           *[no] Nell
        }
       *[no] Neun
    }
    [ten] { $deck ->
        [german] Banner
       *[french] Zehn
    }
    [jack] { $trump ->
        [yes] { $family ->
            [yes] { $deck ->
                [german] Under
               *[french] Bauer
            }
           *[no] Puur
        }
       *[no] { $deck ->
            [german] Under
           *[french] Bauer
        }
    }
    [queen] { $deck ->
        [german] Ober
       *[french] Dame
    }
    [king] König
   *[ace] Ass
}

card = { suit-name }-{ rank-name }

card-the = { card }

mode-name = { $mode ->
    [obenabe] Obenabe
    [undenufe] Undenufe
   *[suit] { suit-name }
}

seat-name = { $seat ->
    [you] Du
    [right] Rechts
    [partner] Partner
    [left] Links
    [opponent] Gegner
    [far-right] Ganz rechts
   *[far-left] Ganz links
}

seat-object = { $seat ->
    [you] du
   *[other] { seat-name }
}

# Der Platz als Subjekt am Satzanfang, in ganzen Sätzen: "Dein Partner spielt …" (in kurzen
# Ansagen und Listen bleibt der kurze Name: "Partner: Herz-Ass.").
seat-subject = { $seat ->
    [partner] Dein Partner
    [opponent] Dein Gegner
   *[other] { $name }
}

# "für" and the seat, as in "20 für dich".
seat-for = { $seat ->
    [you] für dich
    [partner] für deinen Partner
    [opponent] für deinen Gegner
   *[other] für { seat-name }
}

# "von" and the seat, as in "gewählt von deinem Partner".
seat-from = { $seat ->
    [you] von dir
    [partner] von deinem Partner
    [opponent] von deinem Gegner
   *[other] von { seat-name }
}

variant-title = { $variant ->
    [jass] Jass
    [schieber] Schieber
    [putz3] Putz zu dritt
   *[putz5] Putz zu fünft
}

meld-sequence = { $length ->
    [3] ein Dreiblatt
    [4] ein Vierblatt
    [5] ein Fünfblatt
    [6] ein Sechsblatt
    [7] ein Siebenblatt
    [8] ein Achtblatt
   *[other] { $length } Blatt
}, { suit-name } { $low } bis { $high }

meld-four = vier { $rank ->
    [six] Sechser
    [seven] Siebner
    [eight] Achter
    [nine] Neuner
    [ten] { $deck ->
        [german] Banner
       *[french] Zehner
    }
    [jack] { $deck ->
        [german] Under
       *[french] Bauern
    }
    [queen] { $deck ->
        [german] Ober
       *[french] Damen
    }
    [king] Könige
   *[ace] Asse
}

meld-list-more = { $list }; { $item }
meld-list-last = { $list } und { $item }
