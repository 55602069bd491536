# Klaberjass zu 2, 3 und 4 und das Klaverjas von 1821 am Tisch. $seat: der Platz, $name sein
# Name; $side: us oder them (vier Spieler); $players: 2, 3 oder 4; $full: yes oder no.

## Der Kontrakt

kj-contract = { $seat ->
    [you] { $forced ->
        [yes] Du musst { $notrumps ->
            [yes] ohne Trumpf
           *[no] { suit-name }
        } nehmen
       *[no] Du hast { $notrumps ->
            [yes] ohne Trumpf
           *[no] { suit-name }
        } genommen
    }
   *[other] { $forced ->
        [yes] { seat-subject } muss { $notrumps ->
            [yes] ohne Trumpf
           *[no] { suit-name }
        } nehmen
       *[no] { seat-subject } hat { $notrumps ->
            [yes] ohne Trumpf
           *[no] { suit-name }
        } genommen
    }
}{ $players ->
    [2] { $seat ->
        [you] {" "}und { $forced ->
            [yes] mehr machen
           *[no] musst mehr machen
        } als dein Gegner
       *[other] {" "}und { $forced ->
            [yes] mehr machen
           *[no] muss mehr machen
        } als du
    }
    [3] {" "}und { $forced ->
        [yes] mehr machen
       *[no] { $seat ->
            [you] musst mehr machen
           *[other] muss mehr machen
        }
    } als jeder Gegner
   *[4] ; { $side ->
        [us] wir müssen mehr machen als die Gegner
       *[them] die Gegner müssen mehr machen als wir
    }
}.
kj-contract-was = { $seat ->
    [you] Du hast
   *[other] { seat-subject } hat
} { $notrumps ->
    [yes] ohne Trumpf
   *[no] { suit-name }
} genommen{ $players ->
    [2] { $seat ->
        [you] {" "}und musstest mehr machen als dein Gegner
       *[other] {" "}und musste mehr machen als du
    }
    [3] { $seat ->
        [you] {" "}und musstest mehr machen als jeder Gegner
       *[other] {" "}und musste mehr machen als jeder Gegner
    }
   *[4] ; { $side ->
        [us] wir mussten mehr machen als die Gegner
       *[them] die Gegner mussten mehr machen als wir
    }
}.
kj-declined = { $full ->
    [yes] Die Runde ist hingeworfen: Der nächste Geber gibt neu.
   *[no] Hingeworfen: neue Runde.
}
kj-contract-brief = { $seat ->
    [you] Du spielst
   *[other] { $name } spielt
} { $notrumps ->
    [yes] ohne Trumpf
   *[no] { suit-name }
}.

## Das Ergänzen, die gezeigte Karte, der Talon

kj-completed = { $taker ->
    [yes] { $seat ->
        [you] Du bekommst
       *[other] { seat-subject } bekommt
    } { $card }; jede Hand wird auf { $size } Karten ergänzt.
   *[no] Jede Hand wird auf { $size } Karten ergänzt.
}
kj-completed-brief = { $taker ->
    [yes] { $seat ->
        [you] Du bekommst
       *[other] { $name } bekommt
    } { $card }.
   *[no] Hände ergänzt.
}
kj-shown = { $full ->
    [yes] Unten am Talon gezeigt: { $card }.
   *[no] Gezeigt: { $card }.
}
kj-stock = { $count ->
    [0] Der Talon ist leer.
    [one] Talon: 1 Karte
   *[other] Talon: { $count } Karten
}{ $count ->
    [0] {""}
   *[other] { $shown ->
        [none] .
       *[other] , ganz unten { $shown }.
    }
}
kj-stock-out = { $count ->
    [one] 1 Karte ist aus dem Spiel
   *[other] { $count } Karten sind aus dem Spiel
}{ $shown ->
    [none] .
   *[other] , und unten am Talon liegt offen { $shown }.
}

## Der Dix

kj-dix = { $seat ->
    [you] Du tauschst
   *[other] { seat-subject } tauscht
} { $seven } gegen { $card }.
kj-dix-kept = Du behältst { $seven }.
kj-dix-hint = Du darfst { $seven } gegen { $card } tauschen: { $key } tauscht.
kj-dix-choice = Du hast { $seven }: { $key } tauscht sie gegen { $card }, { $keep } behält sie.
kj-turn-dix = { $seat ->
    [you] Du entscheidest über die Trumpf-7.
   *[other] { seat-subject } entscheidet über die Trumpf-7.
}
kj-help-table = die Karten auf dem Tisch und den Talon
kj-no-dix = { $why ->
    [no-seven] Du hast die Trumpf-7 nicht.
    [early] Die Trumpf-7 wird nach dem Bieten getauscht, vor dem ersten Stich.
    [late] Die Trumpf-7 wird nur vor dem ersten Stich getauscht.
    [not-trump] Den Dix gibt es nur, wenn die aufgedeckte Farbe Trumpf ist.
    [lead] Die Trumpf-7 wird nur getauscht, wenn du ausspielst und der Talon nicht leer ist.
   *[none] Dieses Spiel hat keinen Dix.
}
kj-help-keep = die Trumpf-7 behalten
kj-help-trump-1821 = Trumpf und die aufgedeckte Karte
kj-help-melds-1821 = die Meldungen und Hochzeiten dieser Runde
kj-help-dix = die Trumpf-7 gegen die aufgedeckte Karte tauschen

## Das Meldegespräch

kj-meld-line = { $name }: { $kind ->
    [declare] eine Folge im Wert von { $value }.
    [good] gut.
    [not_good] { $value ->
        [none] nicht gut.
       *[other] nicht gut, { $value }.
    }
    [how_many] wie viele Karten?
    [how_high] wie hoch?
    [in_trumps] im Trumpf?
    [cards] { $value } Karten.
    [high] bis { $rank ->
        [seven] zur
        [eight] zur
        [nine] zur
        [ten] { $deck ->
            [german] zum
           *[french] zur
        }
        [queen] { $deck ->
            [german] zum
           *[french] zur
        }
       *[other] zum
    } { rank-name }.
    [yes] ja, im Trumpf.
    [no] nicht im Trumpf.
   *[equal] gleich.
}

## Meldungen und Bela

kj-melds = { $seat ->
    [you] Du hast
   *[other] { seat-subject } hat
} die beste Folge, { $meld }, und { $seat ->
    [you] bekommst
   *[other] bekommt
} { $points } für Meldungen.
kj-melds-brief = Meldungen { seat-for }: { $points }.
kj-melds-deal = { $seat ->
    [you] Du hast
   *[other] { seat-subject } hat
} { $count ->
    [one] eine Meldung
   *[other] { $count } Meldungen
} gezeigt, { $points } wert.
kj-bela = { $second ->
    [yes] { $seat ->
        [you] Du sagst
       *[other] { seat-subject } sagt
    } wieder Bela: 20 { $players ->
        [4] { $side ->
            [us] für uns
           *[them] für die Gegner
        }
       *[other] { seat-for }
    }.
   *[no] { $seat ->
        [you] Du sagst
       *[other] { seat-subject } sagt
    } Bela.
}
kj-bela-brief = { $second ->
    [yes] { $name }: nochmals Bela, 20.
   *[no] { $name }: Bela.
}
kj-bela-deal = { $seat ->
    [you] Du hast
   *[other] { seat-subject } hat
} Bela gesagt.
kj-no-extras-yet = Noch keine Meldungen und keine Bela in dieser Runde.
kj-melds-spoken = Meldungen, verglichen nach dem ersten Stich: { $lines }
kj-melds-none-scored = In dieser Runde zählt niemand Meldungen.
kj-no-sequence = Niemand meldet eine Folge.
kj-no-sequence-forehand = { $name }: keine Folge.
kj-no-sequence-deal = In dieser Runde hat niemand eine Folge gemeldet.
kj-help-melds = die Meldungen und Bela dieser Runde
kj-help-announce = Meldungen oder Bela ansagen
kj-help-announce-1821 = Meldungen oder Hochzeiten ansagen
kj-over-melds = die Meldungen und Bela der letzten Runde
kj-over-melds-1821 = die Meldungen und Hochzeiten der letzten Runde

## Die Abrechnung

kj-settled = { $outcome ->
    [made] { $players ->
        [4] { $side ->
            [us] Wir haben es geschafft
           *[them] Die Gegner haben es geschafft
        }
       *[other] { $seat ->
            [you] Du hast es geschafft
           *[other] { seat-subject } hat es geschafft
        }
    }
    [bete] { $players ->
        [4] { $side ->
            [us] Wir sind durchgefallen
           *[them] Die Gegner sind durchgefallen
        }
        [3] { $seat ->
            [you] Du bist durchgefallen: jeder Gegner bekommt seine Punkte und die Hälfte von deinen
           *[other] { seat-subject } ist durchgefallen: jeder Gegner bekommt seine Punkte und die Hälfte der Punkte { seat-from }
        }
       *[2] { $seat ->
            [you] Du bist durchgefallen: dein Gegner bekommt alles
           *[other] { seat-subject } ist durchgefallen: du bekommst alles
        }
    }
    [carry] Gleichstand: niemand schreibt, und { $pot } Punkte kommen in den Topf
   *[tie] { $how ->
        [total] Ein Gleichstand zählt als durchgefallen
       *[own] Gleichstand: der Nehmer bekommt nichts
    }
}: { $scores }.
kj-who-brief = { $players ->
    [4] { $side ->
        [us] wir
       *[them] sie
    }
   *[other] { $seat ->
        [you] du
       *[other] { $name }
    }
}
kj-settled-brief = { $outcome ->
    [made] Geschafft ({ kj-who-brief })
    [bete] Durchgefallen ({ kj-who-brief })
    [carry] Gleichstand, Topf { $pot }
   *[tie] Gleichstand
}: { $scores }.
kj-pot-won = { $side ->
    [us] Wir gewinnen
    [them] Die Gegner gewinnen
   *[none] { $seat ->
        [you] Du gewinnst
       *[other] { seat-subject } gewinnt
    }
} den Topf: { $pot } mehr.

## Das Klaverjas von 1821

kj-you-draw = { $full ->
    [yes] Du ziehst { $card }.
   *[no] Du ziehst: { $card }.
}
kj-draws = { $full ->
    [yes] { $seat ->
        [you] Du ziehst eine Karte.
       *[other] { seat-subject } zieht.
    }
   *[no] { $name } zieht.
}
kj-draws-turn-up = { $seat ->
    [you] Du ziehst
   *[other] { seat-subject } zieht
} die aufgedeckte Karte, { $card }.
kj-meld-declared = { $seat ->
    [you] Du meldest
   *[other] { seat-subject } meldet
} { $meld }: { $points }.
kj-meld-declared-brief = { $name }: { $meld }, { $points }.
kj-meld-countered = { $seat ->
    [you] Du konterst
   *[other] { seat-subject } kontert
}: { $meld }, { $points }, die stattdessen zählen.
kj-meld-countered-brief = { $seat ->
    [you] Du konterst
   *[other] { $name } kontert
}: { $meld }, { $points }.
kj-marriage = { $full ->
    [yes] { $seat ->
        [you] Du spielst
       *[other] { seat-subject } spielt
    } eine Hochzeit aus: { $points }.
   *[no] { $name }: Hochzeit, { $points }.
}
kj-marriage-deal = { $seat ->
    [you] Du hast
   *[other] { seat-subject } hat
} { $points } für Hochzeiten bekommen.
kj-no-melds-1821 = Noch keine Meldungen und keine Hochzeiten in dieser Runde.
kj-phase-two = { $full ->
    [yes] Der Talon ist leer: Ab jetzt Farbe bedienen und den Stich nehmen, wenn du kannst.
   *[no] Talon leer: bedienen und den Stich nehmen, wenn möglich.
}

kj-1821-turned-up = { $full ->
    [yes] Aufgedeckt: { $card }; { suit-name } ist Trumpf.
   *[no] Trumpf { suit-name }: { $card }.
}
kj-1821-trump = Trumpf ist { suit-name }{ $shown ->
    [none] ; die aufgedeckte Karte ist gezogen.
   *[other] ; { $shown } liegt offen unter dem Talon.
}
kj-1821-trump-was = Trumpf war { suit-name }{ $shown ->
    [none] ; die aufgedeckte Karte wurde gezogen.
   *[other] ; { $shown } lag offen unter dem Talon.
}
kj-1821-settled = Jeder bekommt seine eigenen Punkte: { $scores }.
kj-1821-all-tricks = { $seat ->
    [you] Du machst
   *[other] { seat-subject } macht
} alle 9 Stiche nach dem Talon: 100 mehr.

## Selbst melden (Option manual_announce)

kj-announce-bela = Bela sagen
kj-announce-declare = { $counter ->
    [yes] Kontern mit { $meld }, { $points } wert
   *[no] { $meld } melden, { $points } wert
}
kj-announce-marriage = Hochzeit ansagen
kj-announce-hint = { $what ->
    [melds] Meldungen zu melden: { $key } öffnet die Auswahl; was du nicht meldest, zählt nicht.
    [counter] Du darfst die Meldung kontern: { $key } öffnet die Auswahl.
    [marriage] Du hast eine Hochzeit: { $key } öffnet die Auswahl, um sie vor dem Ausspielen anzusagen.
   *[bela] Du hast Bela: { $key } öffnet die Auswahl, um sie vor König oder { $deck ->
        [german] Ober
       *[french] Dame
    } zu sagen.
}
kj-bela-will = Du sagst Bela: König und { $deck ->
    [german] Ober
   *[french] Dame
} im Trumpf zählen.
kj-tournament = { $full ->
    [yes] Turniergeben: Die erste Bietrunde bietet { suit-name }, die Farbe des Gebers.
   *[no] Turniergeben: { suit-name }.
}
