# Klaberjass voor 2, 3 en 4 en het klaverjassen van 1821 aan tafel. $seat: de plaats, $name
# de naam; $side: us of them (vier spelers); $players: 2, 3 of 4; $full: yes of no.

## Het contract

kj-contract = { $seat ->
    [you] { $forced ->
        [yes] Je moet nemen:
       *[no] Je hebt genomen:
    }
   *[other] { $forced ->
        [yes] { $name } moet nemen:
       *[no] { $name } heeft genomen:
    }
} { $notrumps ->
    [yes] zonder troef
   *[no] { suit-name }
}; { $players ->
    [2] { $seat ->
        [you] je moet meer halen dan je tegenspeler
       *[other] { $name } moet meer halen dan jij
    }
    [3] { $seat ->
        [you] je moet meer halen dan elke tegenspeler
       *[other] { $name } moet meer halen dan elke tegenspeler
    }
   *[4] { $side ->
        [us] wij moeten meer halen dan zij
       *[them] zij moeten meer halen dan wij
    }
}.
kj-contract-brief = { $seat ->
    [you] Je speelt
   *[other] { $name } speelt
} { $notrumps ->
    [yes] zonder troef
   *[no] { suit-name }
}.
