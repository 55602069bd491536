# Klaberjass zu 2, 3 und 4 und das Klaverjas von 1821 am Tisch. $seat: der Platz, $name sein
# Name; $side: us oder them (vier Spieler); $players: 2, 3 oder 4; $full: yes oder no.

## Der Kontrakt

kj-contract = { $seat ->
    [you] { $forced ->
        [yes] Du musst nehmen:
       *[no] Du hast genommen:
    }
   *[other] { $forced ->
        [yes] { $name } muss nehmen:
       *[no] { $name } hat genommen:
    }
} { $notrumps ->
    [yes] ohne Trumpf
   *[no] { suit-name }
}; { $players ->
    [2] { $seat ->
        [you] du musst mehr machen als dein Gegner
       *[other] { $name } muss mehr machen als du
    }
    [3] { $seat ->
        [you] du musst mehr machen als jeder Gegner
       *[other] { $name } muss mehr machen als jeder Gegner
    }
   *[4] { $side ->
        [us] wir müssen mehr machen als sie
       *[them] sie müssen mehr machen als wir
    }
}.
kj-contract-brief = { $seat ->
    [you] Du spielst
   *[other] { $name } spielt
} { $notrumps ->
    [yes] ohne Trumpf
   *[no] { suit-name }
}.
