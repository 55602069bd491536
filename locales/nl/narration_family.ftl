# De partnerspellen van de familie (Klaverjassen, Belote, Belote Contrée): biedingen, contract,
# roem en stuk, belote, de afrekening en weigeringen. De speler is "je/jij".

## Biedingen

family-bid = { $bid ->
    [turned] { $seat ->
        [you] Je neemt
       *[other] { seat-subject } neemt
    } de omgedraaide kleur
    [pass] { $seat ->
        [you] Je past
       *[other] { seat-subject } past
    }
    [take] { $seat ->
        [you] Je neemt
       *[other] { seat-subject } neemt
    } { suit-name }
    [suit] { $seat ->
        [you] Je maakt
       *[other] { seat-subject } maakt
    } { suit-name } troef
    [contract] { $seat ->
        [you] Je biedt
       *[other] { seat-subject } biedt
    } { $capot ->
        [yes] capot
       *[no] { $contract }
    } { suit-name }
    [double] { $seat ->
        [you] Je doubleert
       *[other] { seat-subject } doubleert
    }
    [notrumps] { $seat ->
        [you] Je neemt
       *[other] { seat-subject } neemt
    } zonder troef
    [schmeiss] { $seat ->
        [you] Je gooit het spel weg
       *[other] { seat-subject } gooit het spel weg
    }: schmeiss
    [force] { $seat ->
        [you] Je dwingt tot nemen
       *[other] { seat-subject } dwingt tot nemen
    }
    [decline] { $seat ->
        [you] Je weigert
       *[other] { seat-subject } weigert
    }
   *[redouble] { $seat ->
        [you] Je redoubleert
       *[other] { seat-subject } redoubleert
    }
}.
# Contrée, volledig: een bieder past na het doubleren en redoubleert dus niet.
family-bid-no-redouble = { $seat ->
    [you] Je redoubleert niet.
   *[other] { seat-subject } redoubleert niet.
}
family-bid-brief = { $name }: { $bid ->
    [turned] nemen
    [pass] pas
    [take] { suit-name }
    [suit] { suit-name }
    [contract] { $capot ->
        [yes] capot
       *[no] { $contract }
    } { suit-name }
    [double] doublet
    [notrumps] zonder troef
    [schmeiss] schmeiss
    [force] dwingen
    [decline] weigeren
   *[redouble] redoublet
}.
family-bid-label = { $bid ->
    [turned] Nemen
    [pass] Passen
    [take] { suit-title } nemen
    [suit] { suit-title }
    [contract] { $capot ->
        [yes] Capot
       *[no] { $contract }
    } { suit-name }
    [double] Doubleren
    [notrumps] Zonder troef
    [schmeiss] Schmeiss: het spel weggooien
    [force] Dwingen: voorhand neemt de omgedraaide kleur
    [decline] Weigeren: nieuw spel
   *[redouble] Redoubleren
}
# De woorden van de tip en de terugblik voor een bod: wat te doen ("neem harten") en wat de
# speler deed ("je nam harten").
family-bid-do = { $bid ->
    [turned] neem de omgedraaide kleur
    [pass] pas
    [take] neem { suit-name }
    [suit] kies { suit-name }
    [contract] bied { $capot ->
        [yes] capot
       *[no] { $contract }
    } { suit-name }
    [double] doubleer
    [notrumps] kies zonder troef
    [schmeiss] gooi het spel weg (Schmeiss)
    [force] dwing voorhand de omgedraaide kleur te nemen
    [decline] weiger, voor een nieuw spel
   *[redouble] redoubleer
}
family-bid-done = { $bid ->
    [turned] je nam de omgedraaide kleur
    [pass] je paste
    [take] je nam { suit-name }
    [suit] je koos { suit-name }
    [contract] je bood { $capot ->
        [yes] capot
       *[no] { $contract }
    } { suit-name }
    [double] je doubleerde
    [notrumps] je koos zonder troef
    [schmeiss] je gooide het spel weg (Schmeiss)
    [force] je dwong voorhand de omgedraaide kleur te nemen
    [decline] je weigerde, voor een nieuw spel
   *[redouble] je redoubleerde
}
family-bid-title = { $kind ->
    [choose] Kies troef
    [take] Je bod: { suit-name } nemen of passen
    [name] Je bod: een troefkleur kiezen of passen
    [above] Je bod: { $capot ->
        [yes] capot { suit-name } { seat-from } staat
       *[no] meer dan { $contract } { suit-name } { seat-from }
    }
    [redouble] Er is gedoubleerd: redoubleren of passen
    [take-schmeiss] Je bod: { suit-name } nemen, passen of het spel weggooien
    [name-notrumps] Je bod: een troefkleur of zonder troef kiezen, of passen
    [bimah] Je moet nemen: kies een willekeurige troefkleur
    [schmeiss] Voorhand gooit het spel weg: dwing voorhand { suit-name } te nemen, of weiger
   *[other] Je bod
}

## Het contract

family-contract-klaverjas = { $side ->
    [us] Wij spelen { suit-name }: wij moeten meer halen dan zij, anders gaan we nat.
   *[them] Zij spelen { suit-name }: zij moeten meer halen dan wij, anders gaan ze nat.
}
family-contract-belote = { $seat ->
    [you] Jij hebt
   *[other] { seat-subject } heeft
} { suit-name } genomen: { $side ->
    [us] wij moeten meer halen dan zij
   *[them] zij moeten meer halen dan wij
}.
family-contract-contree = Contract: { $capot ->
    [yes] capot
   *[no] { $contract }
} { suit-name } { seat-from }{ $doubling ->
    [2] , gedoubleerd
    [4] , geredoubleerd
   *[other] {""}
}: { $side ->
    [us] wij moeten
   *[them] zij moeten
} { $capot ->
    [yes] alle slagen halen
   *[no] { $contract } halen
}.
family-contract-brief = { $side ->
    [us] Wij spelen
   *[them] Zij spelen
} { suit-name }.
family-contract-contree-brief = { $side ->
    [us] Wij spelen
   *[them] Zij spelen
} { $capot ->
    [yes] capot
   *[no] { $contract }
} { suit-name }{ $doubling ->
    [2] , gedoubleerd
    [4] , geredoubleerd
   *[other] {""}
}.
family-annulled = Iedereen heeft gepast: de volgende gever deelt opnieuw.
family-annulled-brief = Iedereen past: opnieuw delen.

## Roem, stuk, belote

family-roem-item = { $kind ->
    [four] { $points } voor { meld-four }
    [three] { $points } voor drie gelijke
    [sequence] { $points } voor een reeks van { $length }
   *[stuk] { $points } voor stuk
}
family-roem = Roem voor { $side ->
    [us] ons
   *[them] hen
}{ $count ->
    [one] {""}
   *[other] : { $total } in totaal
}: { $items }.
family-roem-brief = Roem voor { $side ->
    [us] ons
   *[them] hen
}: { $points }.
family-belote = { $seat ->
    [you] Jij zegt
   *[other] { seat-subject } zegt
} { $second ->
    [yes] rebelote: { $points } voor { $side ->
        [us] ons
       *[them] hen
    }
   *[no] belote
}.
family-belote-brief = { $name }: { $second ->
    [yes] rebelote
   *[no] belote
}.
family-melds = { $seat ->
    [you] Jij hebt
   *[other] { seat-subject } heeft
} de beste melding, { $meld }: { $side ->
    [us] wij krijgen
   *[them] zij krijgen
} { $points } roem{ $count ->
    [one] {""}
   *[other] {" "}voor { $count } meldingen{ $whose ->
        [both] , getoond { seat-from } en { $partner ->
            [you] jou
            [partner] je maat
           *[other] { $pname }
        }
       *[holder] , allemaal getoond { seat-from }
    }
}.
family-melds-brief = Roem voor { $side ->
    [us] ons
   *[them] hen
}: { $points }.
family-melds-equal = Gelijke beste meldingen, { $meld }: niemand krijgt roem.
family-melds-equal-brief = Gelijke meldingen: niemand krijgt roem.

## De afrekening

family-pit = Pit! { $side ->
    [us] Wij halen
   *[them] Zij halen
} alle punten: 100 erbij.
family-pit-brief = Pit voor { $side ->
    [us] ons
   *[them] hen
}.
family-capot = Capot! { $side ->
    [us] Wij halen
   *[them] Zij halen
} alle slagen: { $game ->
    [contree] 90 erbij
   *[belote] 100 in plaats van 10 voor de laatste slag
}.
family-capot-brief = Capot voor { $side ->
    [us] ons
   *[them] hen
}.
family-made-points = { $kind ->
    [contract] { $side ->
        [us] Wij haalden
       *[them] Zij haalden
    } { $made } van de { $needed }{ $with ->
        [roem] , roem inbegrepen
        [melds] , meldingen inbegrepen
       *[none] {""}
    }.
   *[versus] { $side ->
        [us] Wij haalden { $made }, zij { $other }
       *[them] Zij haalden { $made }, wij { $other }
    }{ $with ->
        [roem] , roem inbegrepen
        [melds] , meldingen inbegrepen
       *[none] {""}
    }.
}
family-made = { $side ->
    [us] Wij hebben het gehaald
   *[them] Zij hebben het gehaald
}: wij krijgen { $ours ->
    [one] { $ours } punt
   *[other] { $ours } punten
}, zij krijgen { $theirs ->
    [one] { $theirs } punt
   *[other] { $theirs } punten
}.
family-wet = { $side ->
    [us] Wij gaan nat
   *[them] Zij gaan nat
}{ $tie ->
    [yes] {" "}bij gelijke stand
   *[no] {""}
}: { $side ->
    [us] zij krijgen
   *[them] wij krijgen
} alle { $cards }{ $roem_owner ->
    [us] {" "}en onze { $roem } roem
    [them] {" "}en hun { $roem } roem
    [all] {" "}en alle { $roem } roem
   *[none] {""}
}.
family-dedans = { $side ->
    [us] Wij gaan nat: zij krijgen
   *[them] Zij gaan nat: wij krijgen
} alle { $points }.
family-tie = Gelijke stand{ $how ->
    [carry] : niemand krijgt iets, { $points } punten gaan in de pot
    [total] {" "}telt als nat: { $side ->
        [us] zij krijgen
       *[them] wij krijgen
    } alle { $points }
   *[own] : { $side ->
        [us] wij krijgen niets, zij krijgen
       *[them] zij krijgen niets, wij krijgen
    } { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
}.
# $takers: whose contract (us, them); $made: the card points they took.
family-contract-made = { $capot ->
    [yes] { $takers ->
        [us] Onze
       *[them] Hun
    } capot gehaald
   *[no] { $takers ->
        [us] Ons
       *[them] Hun
    } contract van { $contract } gehaald met { $made }
}{ $doubling ->
    [2] , gedoubleerd, dubbel geteld
    [4] , geredoubleerd, vierdubbel geteld
   *[other] {""}
}: wij krijgen { $ours }, zij krijgen { $theirs }.
family-contract-failed = { $capot ->
    [yes] { $takers ->
        [us] Onze
       *[them] Hun
    } capot niet gehaald
   *[no] { $takers ->
        [us] Ons
       *[them] Hun
    } contract niet gehaald
}{ $doubling ->
    [2] , gedoubleerd, dubbel geteld
    [4] , geredoubleerd, vierdubbel geteld
   *[other] {""}
}: { $side ->
    [us] wij krijgen
   *[them] zij krijgen
} { $points }.
family-pot-won = { $side ->
    [us] Wij winnen
   *[them] Zij winnen
} ook de pot van { $pot } uit de gelijke spellen.
family-pot-carried = De pot van { $pot } gaat mee naar het volgende spel.
family-melds-lost = { $side ->
    [us] Wij hebben geen slag gehaald: onze { $points } aan meldingen tellen niet.
   *[them] Zij hebben geen slag gehaald: hun { $points } aan meldingen tellen niet.
}
family-settled-brief = { $outcome ->
    [made] Gehaald ({ $side ->
        [us] wij
       *[them] zij
    })
    [wet] { $side ->
        [us] Wij gaan nat
       *[them] Zij gaan nat
    }
    [dedans] { $side ->
        [us] Wij gaan nat
       *[them] Zij gaan nat
    }
    [tie] Gelijke stand
    [carry] Gelijke stand, in de pot
    [contract_made] Contract gehaald
   *[contract_failed] Contract niet gehaald
}: { $change }.

## Weigeringen

family-refusal-not-in-hand = Je hebt { $card } niet.
family-refusal-must-follow = Je moet { suit-name } bekennen.
family-refusal-must-head = Je moet hoger spelen dan { $beat }.
family-refusal-must-overtrump = Je moet { $beat } overtroeven.
family-refusal-must-trump = Je moet introeven.
family-refusal-may-not-undertrump = Je mag { $beat } niet ondertroeven.

family-refusal-bidding-over = Het bieden is voorbij.
family-refusal-not-your-turn = Je bent niet aan de beurt om te bieden.
family-refusal-wrong-bid = Dat bod bestaat niet in dit spel.
family-refusal-must-name-suit = Je speelt verplicht: je moet troef maken en mag niet passen.
family-refusal-take-or-pass = In de eerste ronde mag je alleen de omgedraaide kleur nemen of passen.
family-refusal-no-take = De omgedraaide kleur mag alleen in de eerste ronde genomen worden.
family-refusal-turned-suit = Kies in de tweede ronde een andere kleur dan de omgedraaide.
family-refusal-no-no-trumps = Dit spel wordt altijd met troef gespeeld.
family-refusal-no-schmeiss = Je mag het spel nu niet weggooien.
family-refusal-force-or-decline = Het spel is weggegooid: dwing de voorhand om te nemen, of weiger.
family-refusal-must-take = Je moet nu nemen: de gever mag niet passen.
family-refusal-bid-too-low = { $capot ->
    [yes] Boven capot gaat niets: doubleer of pas.
   *[no] Je moet meer bieden dan { $contract }.
}
family-refusal-bid-too-low-plain = Je moet meer bieden dan het huidige contract.
family-refusal-nothing-to-double = Er is geen contract om te doubleren.
family-refusal-own-contract = Je mag alleen het contract van de tegenstanders doubleren.
family-refusal-no-redouble = Alleen een gedoubleerd contract mag je redoubleren.
family-refusal-redouble-or-pass = Er is gedoubleerd: redoubleer of pas.
