# Klaberjass voor 2, 3 en 4 en het klaverjassen van 1821 aan tafel. $seat: de plaats, $name
# de naam; $side: us of them (vier spelers); $players: 2, 3 of 4; $full: yes of no.

## Het contract

kj-contract = { $seat ->
    [you] { $forced ->
        [yes] Je moet { $notrumps ->
            [yes] zonder troef
           *[no] { suit-name }
        } nemen
       *[no] Je hebt { $notrumps ->
            [yes] zonder troef
           *[no] { suit-name }
        } genomen
    }
   *[other] { $forced ->
        [yes] { seat-subject } moet { $notrumps ->
            [yes] zonder troef
           *[no] { suit-name }
        } nemen
       *[no] { seat-subject } heeft { $notrumps ->
            [yes] zonder troef
           *[no] { suit-name }
        } genomen
    }
}; { $players ->
    [2] { $seat ->
        [you] je moet meer halen dan je tegenstander
       *[other] die moet meer halen dan jij
    }
    [3] { $seat ->
        [you] je moet meer halen dan elke tegenstander
       *[other] die moet meer halen dan elke tegenstander
    }
   *[4] { $side ->
        [us] wij moeten meer halen dan zij
       *[them] zij moeten meer halen dan wij
    }
}.
kj-contract-was = { $seat ->
    [you] Je had
   *[other] { seat-subject } had
} { $notrumps ->
    [yes] zonder troef
   *[no] { suit-name }
} genomen; { $players ->
    [2] { $seat ->
        [you] je moest meer halen dan je tegenstander
       *[other] die moest meer halen dan jij
    }
    [3] { $seat ->
        [you] je moest meer halen dan elke tegenstander
       *[other] die moest meer halen dan elke tegenstander
    }
   *[4] { $side ->
        [us] wij moesten meer halen dan zij
       *[them] zij moesten meer halen dan wij
    }
}.
kj-declined = { $full ->
    [yes] Het spel is weggegooid: de volgende gever deelt opnieuw.
   *[no] Weggegooid: nieuw spel.
}
kj-contract-brief = { $seat ->
    [you] Je speelt
   *[other] { seat-subject } speelt
} { $notrumps ->
    [yes] zonder troef
   *[no] { suit-name }
}.

## Het bijdelen, de getoonde kaart, de stapel

kj-completed = { $taker ->
    [yes] { $seat ->
        [you] Je krijgt
       *[other] { seat-subject } krijgt
    } { $card }; elke hand wordt aangevuld tot { $size } kaarten.
   *[no] Elke hand wordt aangevuld tot { $size } kaarten.
}
kj-completed-brief = { $taker ->
    [yes] { $seat ->
        [you] Je krijgt
       *[other] { seat-subject } krijgt
    } { $card }.
   *[no] Handen aangevuld.
}
kj-shown = { $full ->
    [yes] Onder de stapel getoond: { $card }.
   *[no] Getoond: { $card }.
}
kj-stock = { $count ->
    [0] De stapel is leeg.
    [one] Stapel: 1 kaart
   *[other] Stapel: { $count } kaarten
}{ $count ->
    [0] {""}
   *[other] { $shown ->
        [none] .
       *[other] , met { $shown } onderop.
    }
}
kj-stock-out = { $count ->
    [one] 1 kaart doet niet mee
   *[other] { $count } kaarten doen niet mee
}{ $shown ->
    [none] .
   *[other] , en { $shown } ligt open onder de stapel.
}

## De dix

kj-dix = { $seat ->
    [you] Je ruilt
   *[other] { seat-subject } ruilt
} { $seven } voor { $card }.
kj-dix-kept = Je houdt { $seven }.
kj-dix-hint = Je mag { $seven } ruilen voor { $card }: { $key } ruilt.
kj-dix-choice = Je hebt { $seven }: { $key } ruilt die voor { $card }, { $keep } houdt hem.
kj-turn-dix = { $seat ->
    [you] Jij beslist over de troefzeven.
   *[other] { seat-subject } beslist over de troefzeven.
}
kj-help-table = de kaarten op tafel en de stapel
kj-no-dix = { $why ->
    [no-seven] Je hebt de troefzeven niet.
    [early] De troefzeven wordt na het bieden geruild, voor de eerste slag.
    [late] De troefzeven wordt alleen voor de eerste slag geruild.
    [not-trump] De dix geldt alleen als de omgedraaide kleur troef is.
    [lead] De troefzeven wordt alleen geruild als jij uitkomt, zolang er een stapel is.
   *[none] Dit spel heeft geen dix.
}
kj-help-keep = de troefzeven houden
kj-help-trump-1821 = troef en de omgedraaide kaart
kj-help-melds-1821 = de roem en huwelijken van dit spel
kj-help-dix = de troefzeven ruilen voor de omgedraaide kaart

## Het roemgesprek

kj-meld-line = { $name }: { $kind ->
    [declare] een reeks, { $value } punten.
    [good] goed.
    [not_good] { $value ->
        [none] niet goed.
       *[other] niet goed, { $value }.
    }
    [how_many] hoeveel kaarten?
    [how_high] hoe hoog?
    [in_trumps] in troef?
    [cards] { $value } kaarten.
    [high] tot de { rank-name }.
    [yes] ja, in troef.
    [no] niet in troef.
   *[equal] gelijk.
}

## Roem en bela

kj-melds = { $seat ->
    [you] Jij hebt
   *[other] { seat-subject } heeft
} de beste reeks, { $meld }: { $seat ->
    [you] je krijgt
   *[other] die krijgt
} { $points } roem.
kj-melds-brief = Roem { seat-for }: { $points }.
kj-melds-deal = { $seat ->
    [you] Jij toonde
   *[other] { seat-subject } toonde
} { $count ->
    [one] een melding
   *[other] { $count } meldingen
} ter waarde van { $points }.
kj-bela = { $second ->
    [yes] { $seat ->
        [you] Je zegt
       *[other] { seat-subject } zegt
    } weer bela: 20 { $players ->
        [4] { $side ->
            [us] voor ons
           *[them] voor hen
        }
       *[other] { seat-for }
    }.
   *[no] { $seat ->
        [you] Je zegt
       *[other] { seat-subject } zegt
    } bela.
}
kj-bela-brief = { $second ->
    [yes] { $name }: nog eens bela, 20.
   *[no] { $name }: bela.
}
kj-bela-deal = { $seat ->
    [you] Jij zei
   *[other] { seat-subject } zei
} bela.
kj-no-extras-yet = Nog geen roem of bela in dit spel.
kj-melds-spoken = Gemelde roem, vergeleken na de eerste slag: { $lines }
kj-melds-none-scored = Niemand krijgt roem in dit spel.
kj-no-sequence = Niemand meldt een reeks.
kj-no-sequence-forehand = { $name }: geen reeks.
kj-no-sequence-deal = Niemand heeft een reeks gemeld in dit spel.
kj-help-melds = de roem en bela van dit spel
kj-help-announce = roem of bela melden
kj-help-announce-1821 = roem of huwelijken melden
kj-over-melds = de roem en bela van het laatste spel
kj-over-melds-1821 = de roem en huwelijken van het laatste spel

## De afrekening

kj-settled = { $outcome ->
    [made] { $players ->
        [4] { $side ->
            [us] Wij hebben het gehaald
           *[them] Zij hebben het gehaald
        }
       *[other] { $seat ->
            [you] Jij hebt het gehaald
           *[other] { seat-subject } heeft het gehaald
        }
    }
    [bete] { $players ->
        [4] { $side ->
            [us] Wij gaan nat
           *[them] Zij gaan nat
        }
        [3] { $seat ->
            [you] Jij gaat nat: elke tegenstander krijgt zijn punten en de helft van de jouwe
           *[other] { seat-subject } gaat nat: elke tegenstander krijgt zijn punten en de helft van die van de nemer
        }
       *[2] { $seat ->
            [you] Jij gaat nat: je tegenstander krijgt alles
           *[other] { seat-subject } gaat nat: jij krijgt alles
        }
    }
    [carry] Gelijkspel: niemand scoort, en { $pot } punten gaan in de pot
   *[tie] { $how ->
        [total] Gelijkspel telt als nat
       *[own] Gelijkspel: de nemer krijgt niets
    }
}: { $scores }.
kj-who-brief = { $players ->
    [4] { $side ->
        [us] wij
       *[them] zij
    }
   *[other] { $seat ->
        [you] jij
       *[other] { $name }
    }
}
kj-settled-brief = { $outcome ->
    [made] Gehaald ({ kj-who-brief })
    [bete] Nat ({ kj-who-brief })
    [carry] Gelijk, pot { $pot }
   *[tie] Gelijk
}: { $scores }.
kj-pot-won = { $side ->
    [us] Wij winnen
    [them] Zij winnen
   *[none] { $seat ->
        [you] Jij wint
       *[other] { seat-subject } wint
    }
} de pot: { $pot } erbij.

## Het klaverjassen van 1821

kj-you-draw = { $full ->
    [yes] Je trekt { $card }.
   *[no] Je trekt: { $card }.
}
kj-draws = { $full ->
    [yes] { $seat ->
        [you] Je trekt een kaart.
       *[other] { seat-subject } trekt.
    }
   *[no] { $seat ->
        [you] Jij trekt.
       *[other] { seat-subject } trekt.
    }
}
kj-draws-turn-up = { $seat ->
    [you] Je trekt
   *[other] { seat-subject } trekt
} de omgedraaide kaart, { $card }.
kj-meld-declared = { $seat ->
    [you] Je meldt
   *[other] { seat-subject } meldt
} { $meld }: { $points }.
kj-meld-declared-brief = { $name }: { $meld }, { $points }.
kj-meld-countered = { $seat ->
    [you] Je overtreft het
   *[other] { seat-subject } overtreft het
} met { $meld }: { $points }, in plaats daarvan.
kj-meld-countered-brief = { $seat ->
    [you] Jij overtreft
   *[other] { seat-subject } overtreft
}: { $meld }, { $points }.
kj-marriage = { $full ->
    [yes] { $seat ->
        [you] Je komt uit
       *[other] { seat-subject } komt uit
    } met een huwelijk: { $points }.
   *[no] { $name }: huwelijk, { $points }.
}
kj-marriage-deal = { $seat ->
    [you] Jij kreeg
   *[other] { seat-subject } kreeg
} { $points } voor huwelijken.
kj-no-melds-1821 = Nog geen roem of huwelijk in dit spel.
kj-phase-two = { $full ->
    [yes] De stapel is leeg: vanaf nu bekennen en de slag nemen als je kunt.
   *[no] Stapel leeg: bekennen en nemen.
}

kj-1821-turned-up = { $full ->
    [yes] Omgedraaid: { $card }; { suit-name } is troef.
   *[no] Troef { suit-name }: { $card }.
}
kj-1821-trump = Troef is { suit-name }{ $shown ->
    [none] ; de omgedraaide kaart is getrokken.
   *[other] ; { $shown } ligt open onder de stapel.
}
kj-1821-trump-was = Troef was { suit-name }{ $shown ->
    [none] ; de omgedraaide kaart is getrokken.
   *[other] ; { $shown } lag open onder de stapel.
}
kj-1821-settled = Ieder krijgt zijn eigen punten: { $scores }.
kj-1821-all-tricks = { $seat ->
    [you] Jij haalt
   *[other] { seat-subject } haalt
} alle 9 slagen na de stapel: 100 erbij.

## Zelf melden (optie manual_announce)

kj-announce-bela = Bela zeggen
kj-announce-declare = { $counter ->
    [yes] Overtreffen met { $meld }, { $points } waard
   *[no] { $meld } melden, { $points } waard
}
kj-announce-marriage = Huwelijk melden
kj-announce-hint = { $what ->
    [melds] Roem te melden: { $key } opent de keuzes; wat je niet meldt, telt niet.
    [counter] Je mag de melding overtreffen: { $key } opent de keuzes.
    [marriage] Je hebt een huwelijk: { $key } opent de keuzes om het te melden voor je uitkomt.
   *[bela] Je hebt bela: { $key } opent de keuzes om het te zeggen voor je de heer of vrouw speelt.
}
kj-bela-will = Je zegt bela: de troefheer en troefvrouw tellen mee.
kj-tournament = { $full ->
    [yes] Toernooidelen: in de eerste ronde wordt { suit-name } geboden, de kleur van de gever.
   *[no] Toernooidelen: { suit-name }.
}
