# Die Partnerspiele der Familie (Klaverjas, Belote, Belote Contrée): Gebote, Kontrakt, Roem,
# Belote, Meldungen, Abrechnung und Zurückweisungen. Schweizer Schreibweise, "du".

## Gebote

family-bid = { $bid ->
    [turned] { $seat ->
        [you] Du nimmst
       *[other] { seat-subject } nimmt
    } die aufgedeckte Farbe
    [pass] { $seat ->
        [you] Du passt
       *[other] { seat-subject } passt
    }
    [take] { $seat ->
        [you] Du nimmst
       *[other] { seat-subject } nimmt
    } { suit-name }
    [suit] { $seat ->
        [you] Du { $terms ->
            [klaverjas] wählst
           *[other] nimmst
        }
       *[other] { seat-subject } { $terms ->
            [klaverjas] wählt
           *[other] nimmt
        }
    } { suit-name }
    [contract] { $seat ->
        [you] Du bietest
       *[other] { seat-subject } bietet
    } { $capot ->
        [yes] Capot
       *[no] { $contract }
    } { suit-name }
    [double] { $seat ->
        [you] Du gibst Kontra
       *[other] { seat-subject } gibt Kontra
    }
    [notrumps] { $seat ->
        [you] Du nimmst
       *[other] { seat-subject } nimmt
    } ohne Trumpf
    [schmeiss] { $seat ->
        [you] Du wirfst hin
       *[other] { seat-subject } wirft hin
    }: Schmeiss
    [force] { $seat ->
        [you] Du zwingst zum Nehmen
       *[other] { seat-subject } zwingt zum Nehmen
    }
    [decline] { $seat ->
        [you] Du lehnst ab
       *[other] { seat-subject } lehnt ab
    }
   *[redouble] { $seat ->
        [you] Du gibst Rekontra
       *[other] { seat-subject } gibt Rekontra
    }
}.
# Contrée, ausführlich: ein Bieter passt nach dem Kontra, gibt also kein Rekontra.
family-bid-no-redouble = { $seat ->
    [you] Du gibst kein Rekontra.
   *[other] { seat-subject } gibt kein Rekontra.
}
family-bid-brief = { $bid ->
    [turned] { $seat ->
        [you] Du nimmst
       *[other] { $name } nimmt
    }
    [pass] { $seat ->
        [you] Du passt
       *[other] { $name } passt
    }
   *[other] { $name }: { $bid ->
        [take] { suit-name }
        [suit] { suit-name }
        [contract] { $capot ->
            [yes] Capot
           *[no] { $contract }
        } { suit-name }
        [double] Kontra
        [notrumps] ohne Trumpf
        [schmeiss] Schmeiss
        [force] zwingen
        [decline] ablehnen
       *[redouble] Rekontra
    }
}.
family-bid-label = { $bid ->
    [turned] Nehmen
    [pass] Passen
    [take] { suit-name } nehmen
    [suit] { suit-title }
    [contract] { $capot ->
        [yes] Capot
       *[no] { $contract }
    } { suit-name }
    [double] Kontra
    [notrumps] Ohne Trumpf
    [schmeiss] Schmeiss: hinwerfen
    [force] Zwingen: die Vorhand nimmt die aufgedeckte Farbe
    [decline] Ablehnen: neue Runde
   *[redouble] Rekontra
}
# Die Worte des Tipps und des Rückblicks für ein Gebot: was zu tun ist ("nimm Herz") und
# was der Spieler getan hat ("du hast Herz genommen").
family-bid-do = { $bid ->
    [turned] nimm die aufgedeckte Farbe
    [pass] passe
    [take] nimm { suit-name }
    [suit] wähle { suit-name }
    [contract] biete { $capot ->
        [yes] Capot
       *[no] { $contract }
    } { suit-name }
    [double] gib Kontra
    [notrumps] wähle Ohne Trumpf
    [schmeiss] wirf die Runde hin (Schmeiss)
    [force] zwinge die Vorhand, die aufgedeckte Farbe zu nehmen
    [decline] lehne ab, für eine neue Runde
   *[redouble] gib Rekontra
}
family-bid-done = { $bid ->
    [turned] du hast die aufgedeckte Farbe genommen
    [pass] du hast gepasst
    [take] du hast { suit-name } genommen
    [suit] du hast { suit-name } gewählt
    [contract] du hast { $capot ->
        [yes] Capot
       *[no] { $contract }
    } { suit-name } geboten
    [double] du hast Kontra gegeben
    [notrumps] du hast ohne Trumpf gewählt
    [schmeiss] du hast die Runde hingeworfen (Schmeiss)
    [force] du hast die Vorhand gezwungen, die aufgedeckte Farbe zu nehmen
    [decline] du hast abgelehnt, für eine neue Runde
   *[redouble] du hast Rekontra gegeben
}
family-bid-title = { $kind ->
    [choose] Trumpf wählen
    [take] Dein Gebot: { suit-name } nehmen oder passen
    [name] Dein Gebot: eine Trumpffarbe nennen oder passen
    [above] Dein Gebot: { $capot ->
        [yes] Capot { suit-name } { seat-from } steht
       *[no] mehr als { $contract } { suit-name } { seat-from }
    }
    [redouble] Der Kontrakt ist kontriert: Rekontra oder passen
    [take-schmeiss] Dein Gebot: { suit-name } nehmen, passen oder hinwerfen
    [name-notrumps] Dein Gebot: eine Trumpffarbe oder ohne Trumpf nennen oder passen
    [bimah] Du musst nehmen: nenne eine beliebige Trumpffarbe
    [schmeiss] Die Vorhand wirft hin: zwinge sie, { suit-name } zu nehmen, oder lehne ab
   *[other] Dein Gebot
}

## Der Kontrakt

family-contract-klaverjas = { $side ->
    [us] Wir spielen { suit-name }: Wir müssen mehr machen als sie.
   *[them] Die Gegner spielen { suit-name }: sie müssen mehr machen als wir.
}
family-contract-belote = { $seat ->
    [you] Du hast
   *[other] { seat-subject } hat
} { suit-name } genommen: { $side ->
    [us] Wir müssen mehr machen als sie
   *[them] Die Gegner müssen mehr machen als wir
}.
family-contract-contree = Kontrakt: { $capot ->
    [yes] Capot
   *[no] { $contract }
} { suit-name } { seat-from }{ $doubling ->
    [2] , mit Kontra
    [4] , mit Rekontra
   *[other] {""}
}: { $side ->
    [us] Wir müssen
   *[them] Die Gegner müssen
} { $capot ->
    [yes] alle Stiche machen
   *[no] { $contract } machen
}.
family-contract-brief = { $side ->
    [us] Wir spielen
   *[them] Die Gegner spielen
} { suit-name }.
family-contract-contree-brief = { $side ->
    [us] Wir spielen
   *[them] Die Gegner spielen
} { $capot ->
    [yes] Capot
   *[no] { $contract }
} { suit-name }{ $doubling ->
    [2] , mit Kontra
    [4] , mit Rekontra
   *[other] {""}
}.
family-annulled = Alle haben gepasst: Der nächste Geber gibt neu.
family-annulled-brief = Alle gepasst: neu geben.

## Roem, Belote, Meldungen

family-roem-item = { $kind ->
    [four] { $points } für { meld-four }
    [three] { $points } für drei Gleiche
    [sequence] { $points } für { $length ->
        [3] ein Dreiblatt
        [4] ein Vierblatt
        [5] ein Fünfblatt
       *[other] { $length } Blatt
    }
   *[stuk] { $points } für Stöck
}
family-roem = Roem für { $side ->
    [us] uns
   *[them] sie
}{ $count ->
    [one] {""}
   *[other] : insgesamt { $total }
}: { $items }.
family-roem-brief = Roem für { $side ->
    [us] uns
   *[them] sie
}: { $points }.
family-belote = { $seat ->
    [you] Du sagst
   *[other] { seat-subject } sagt
} { $second ->
    [yes] Rebelote: { $points } für { $side ->
        [us] uns
       *[them] sie
    }
   *[no] Belote
}.
family-belote-brief = { $name }: { $second ->
    [yes] Rebelote
   *[no] Belote
}.
family-melds = { $seat ->
    [you] Du hast
   *[other] { seat-subject } hat
} die beste Meldung, { $meld }: { $side ->
    [us] Wir schreiben
   *[them] Die Gegner schreiben
} { $points } für { $count ->
    [one] Meldungen
   *[other] { $count } Meldungen{ $whose ->
        [both] , gezeigt { seat-from } und { $partner ->
            [you] dir
            [partner] deinem Partner
            [opponent] deinem Gegner
           *[other] { $pname }
        }
       *[holder] , alle gezeigt { seat-from }
    }
}.
family-melds-brief = Meldungen für { $side ->
    [us] uns
   *[them] sie
}: { $points }.
family-melds-equal = Gleich hohe beste Meldungen, { $meld }: Niemand schreibt Meldungen.
family-melds-equal-brief = Gleiche Meldungen: Niemand schreibt sie.

## Abrechnung

family-pit = Pit! { $side ->
    [us] Wir machen
   *[them] Die Gegner machen
} alle Punkte: 100 dazu.
family-pit-brief = Pit für { $side ->
    [us] uns
   *[them] sie
}.
family-capot = Capot! { $side ->
    [us] Wir machen
   *[them] Die Gegner machen
} alle Stiche: { $game ->
    [contree] 90 dazu
   *[belote] 100 statt 10 für den letzten Stich
}.
family-capot-brief = Capot für { $side ->
    [us] uns
   *[them] sie
}.
family-made-points = { $kind ->
    [contract] { $side ->
        [us] Wir haben
       *[them] Die Gegner haben
    } { $made } von { $needed } gemacht{ $with ->
        [roem] , Roem inbegriffen
        [melds] , Meldungen inbegriffen
       *[none] {""}
    }.
   *[versus] { $side ->
        [us] Wir haben { $made } gemacht, die Gegner { $other }
       *[them] Die Gegner haben { $made } gemacht, wir { $other }
    }{ $with ->
        [roem] , Roem inbegriffen
        [melds] , Meldungen inbegriffen
       *[none] {""}
    }.
}
family-made = { $side ->
    [us] Wir haben es geschafft
   *[them] Die Gegner haben es geschafft
}: Wir schreiben { $ours ->
    [one] { $ours } Punkt
   *[other] { $ours } Punkte
}, sie schreiben { $theirs ->
    [one] { $theirs } Punkt
   *[other] { $theirs } Punkte
}.
family-wet = { $side ->
    [us] Wir gehen nat (verloren)
   *[them] Die Gegner gehen nat (verloren)
}{ $tie ->
    [yes] {" "}bei Gleichstand
   *[no] {""}
}: { $side ->
    [us] Die Gegner schreiben
   *[them] Wir schreiben
} alle { $cards }{ $roem_owner ->
    [us] {" "}und unsere { $roem } Roem
    [them] {" "}und ihre { $roem } Roem
    [all] {" "}und den ganzen Roem, { $roem }
   *[none] {""}
}.
family-dedans = { $side ->
    [us] Wir sind dedans: Die Gegner schreiben
   *[them] Die Gegner sind dedans: Wir schreiben
} alle { $points }.
family-tie = Gleichstand{ $how ->
    [carry] : Niemand schreibt, { $points } Punkte kommen in den Topf
    [total] {" "}zählt als dedans: { $side ->
        [us] Die Gegner schreiben
       *[them] Wir schreiben
    } alle { $points }
   *[own] : { $side ->
        [us] Wir schreiben nichts, sie schreiben
       *[them] Die Gegner schreiben nichts, wir schreiben
    } { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
}.
# $takers: whose contract (us, them); $made: the card points they took.
family-contract-made = { $capot ->
    [yes] { $takers ->
        [us] Unser Capot
       *[them] Capot der Gegner
    } geschafft
   *[no] { $takers ->
        [us] Wir haben unseren
       *[them] Die Gegner haben ihren
    } Kontrakt von { $contract } mit { $made } geschafft
}{ $doubling ->
    [2] , mit Kontra, doppelt gezählt
    [4] , mit Rekontra, vierfach gezählt
   *[other] {""}
}: Wir schreiben { $ours }, sie schreiben { $theirs }.
family-contract-failed = { $capot ->
    [yes] { $takers ->
        [us] Unser Capot
       *[them] Capot der Gegner
    } nicht geschafft
   *[no] { $takers ->
        [us] Wir haben unseren
       *[them] Die Gegner haben ihren
    } Kontrakt nicht geschafft
}{ $doubling ->
    [2] , mit Kontra, doppelt gezählt
    [4] , mit Rekontra, vierfach gezählt
   *[other] {""}
}: { $side ->
    [us] Wir schreiben
   *[them] Die Gegner schreiben
} { $points }.
family-pot-won = { $side ->
    [us] Wir gewinnen
   *[them] Die Gegner gewinnen
} dazu den Topf von { $pot } aus den Runden mit Gleichstand.
family-pot-carried = Der Topf von { $pot } geht in die nächste Runde.
family-melds-lost = { $side ->
    [us] Wir haben keinen Stich gemacht: unsere { $points } für Meldungen zählen nicht.
   *[them] Die Gegner haben keinen Stich gemacht: ihre { $points } für Meldungen zählen nicht.
}
family-settled-brief = { $outcome ->
    [made] Geschafft ({ $side ->
        [us] wir
       *[them] sie
    })
    [wet] { $side ->
        [us] Wir gehen nat (verloren)
       *[them] Die Gegner gehen nat (verloren)
    }
    [dedans] { $side ->
        [us] Wir sind dedans
       *[them] Die Gegner sind dedans
    }
    [tie] Gleichstand
    [carry] Gleichstand, in den Topf
    [contract_made] Kontrakt geschafft
   *[contract_failed] Kontrakt nicht geschafft
}: { $change }.

## Zurückweisungen

family-refusal-not-in-hand = Du hast { $card } nicht.
family-refusal-must-follow = Du musst { suit-name } angeben.
family-refusal-must-head = Du musst höher spielen als { $beat }.
family-refusal-must-overtrump = Du musst { $beat } übertrumpfen.
family-refusal-must-trump = Du musst mit { suit-name } trumpfen.
family-refusal-may-not-undertrump = Du darfst { $beat } nicht untertrumpfen.

family-refusal-bidding-over = Das Bieten ist vorbei.
family-refusal-not-your-turn = Du bist mit Bieten nicht an der Reihe.
family-refusal-wrong-bid = Dieses Gebot gibt es in diesem Spiel nicht.
family-refusal-must-name-suit = Du musst eine Trumpffarbe nennen: Passen geht nicht.
family-refusal-take-or-pass = In der ersten Runde darfst du nur die aufgedeckte Farbe nehmen oder passen.
family-refusal-no-take = Die aufgedeckte Farbe kann nur in der ersten Runde genommen werden.
family-refusal-turned-suit = In der zweiten Runde nennst du eine andere Farbe als die aufgedeckte.
family-refusal-no-no-trumps = Dieses Spiel wird immer mit Trumpf gespielt.
family-refusal-no-schmeiss = Du darfst das Spiel jetzt nicht hinwerfen.
family-refusal-force-or-decline = Das Spiel wurde hingeworfen: Zwinge die Vorhand zu nehmen oder lehne ab.
family-refusal-must-take = Du musst jetzt nehmen: Der Geber darf nicht passen.
family-refusal-bid-too-low = { $capot ->
    [yes] Über Capot gibt es nichts: Gib Kontra oder passe.
   *[no] Du musst mehr als { $contract } bieten.
}
family-refusal-bid-too-low-plain = Du musst mehr bieten als das aktuelle Gebot.
family-refusal-nothing-to-double = Es gibt keinen Kontrakt für ein Kontra.
family-refusal-own-contract = Kontra gibt es nur gegen den Kontrakt der Gegner.
family-refusal-no-redouble = Rekontra gibt es nur nach einem Kontra.
family-refusal-redouble-or-pass = Der Kontrakt ist kontriert: Gib Rekontra oder passe.
