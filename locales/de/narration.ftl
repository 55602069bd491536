# Was am Tisch gesagt wird: Ereignisse, Antworten auf Fragen, Ablehnungen, wer dran ist.
# $seat: der Platz (you, right, …), $name: sein Name; Karten kommen übersetzt (ohne Artikel).

## Ereignisse

narr-deal-started = Runde { $number }. { $dealer ->
    [you] Du gibst
   *[other] { $dealer_name } gibt
}.
narr-deal-started-full = Runde { $number }. { $dealer ->
    [you] Du gibst
    [partner] Dein Partner gibt
    [opponent] Dein Gegner gibt
   *[other] { $dealer_name } gibt
}. { $forehand ->
    [you] Du hast Vorhand
    [partner] Dein Partner hat Vorhand
    [opponent] Dein Gegner hat Vorhand
   *[other] { $forehand_name } hat Vorhand
}.

narr-schieben-brief = { $seat ->
    [you] Du schiebst.
   *[other] { $name } schiebt.
}
narr-schieben = { $seat ->
    [you] Du schiebst: dein Partner wählt Trumpf.
   *[other] { seat-subject } schiebt: { $partner ->
        [you] Du wählst Trumpf.
       *[other] { $partner_name } wählt Trumpf.
    }
}

narr-six-exchanged-brief = { $seat ->
    [you] Du tauschst
   *[other] { $name } tauscht
} die Sechs gegen { $turn_up }.
narr-six-exchanged = { $seat ->
    [you] Du tauschst
   *[other] { seat-subject } tauscht
} { $six } gegen die aufgedeckte Karte, { $turn_up }.
narr-six-kept = Du behältst die Sechs.

narr-kitty-taken-brief = { $seat ->
    [you] Du nimmst
   *[other] { $name } nimmt
} den Talon.
narr-kitty-taken = { $seat ->
    [you] Du nimmst den Talon und legst deine Karten weg.
   *[other] { seat-subject } nimmt den Talon und legt die eigenen Karten weg.
}

narr-times = { $factor ->
    [1] { $base } Punkte
   *[other] { $base }, mal { $factor }: { $total }
}

narr-weis-declared-own-brief = Du: Weis { $points }, { $melds }.
narr-weis-declared-own = Du weist { $melds }: { $points }.
narr-weis-declared-brief = { $name }: Weis { $points }.
narr-weis-declared = { $seat ->
    [you] Du weist
   *[other] { seat-subject } weist
} { $points }.

narr-weis-scored-brief = Weis für { $side ->
    [us] uns
    [them] sie
    [you] dich
    [partner] deinen Partner
    [opponent] deinen Gegner
   *[other] { $name }
}: { $points }.
narr-weis-shows = { $seat ->
    [you] du weist
    [partner] dein Partner weist
    [opponent] dein Gegner weist
   *[other] { $name } weist
} { $melds }
narr-weis-scored = { $side ->
    [us] Wir schreiben
    [them] Die Gegner schreiben
    [you] Du schreibst
    [partner] Dein Partner schreibt
    [opponent] Dein Gegner schreibt
   *[other] { $name } schreibt
} Weis: { $shows }: { narr-times }.
narr-weis-scored-many = { $side ->
    [us] Wir schreiben
    [them] Die Gegner schreiben
    [you] Du schreibst
    [partner] Dein Partner schreibt
    [opponent] Dein Gegner schreibt
   *[other] { $name } schreibt
} Weis: { $shows }. Insgesamt { narr-times }.
narr-weis-shows-separator = {"; "}

narr-stoeck-scored-brief = { $name }: Stöck, { $points }.
narr-stoeck-scored = { $seat ->
    [you] Du schreibst
   *[other] { seat-subject } schreibt
} Stöck, { $at_target ->
    [yes] mit König und { $deck ->
        [german] Ober
       *[french] Dame
    } im Trumpf auf der Hand
   *[no] König und { $deck ->
        [german] Ober
       *[french] Dame
    } im Trumpf
}: { narr-times }.

## Gespielte Karten und Stiche

narr-card-brief = { $name }: { $card }.
narr-card-lead = { $seat ->
    [you] Du spielst
   *[other] { seat-subject } spielt
} { $card } aus.
narr-card-follow = { $seat ->
    [you] Du spielst { $card }{ $winning ->
        [yes] {" "}und hältst den Stich
       *[no] {""}
    }
   *[other] { seat-subject } spielt { $card }{ $winning ->
        [yes] {" "}und hält den Stich
       *[no] {""}
    }
}.
narr-card-trump = { $seat ->
    [you] Du stichst mit { $card }{ $winning ->
        [yes] {" "}und hältst den Stich
       *[no] {""}
    }
   *[other] { seat-subject } sticht mit { $card }{ $winning ->
        [yes] {" "}und hält den Stich
       *[no] {""}
    }
}.
narr-card-discard = { $seat ->
    [you] Du wirfst { $card } ab{ $winning ->
        [yes] {" "}und hältst den Stich
       *[no] {""}
    }
   *[other] { seat-subject } wirft { $card } ab{ $winning ->
        [yes] {" "}und hält den Stich
       *[no] {""}
    }
}.

narr-trick-won-brief = { $seat ->
    [you] Du machst
   *[other] { $name } macht
} { $last ->
    [yes] den letzten Stich
   *[no] den Stich
}, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}.
narr-trick-won = { $seat ->
    [you] Du machst
   *[other] { seat-subject } macht
} { $last ->
    [yes] den letzten Stich
   *[no] den Stich
}: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}{ $last ->
    [yes] , davon 5 für den letzten Stich
   *[no] {""}
}.
narr-trick-won-with = { $seat ->
    [you] Du machst
   *[other] { seat-subject } macht
} { $last ->
    [yes] den letzten Stich
   *[no] den Stich
} mit { $card }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}{ $last ->
    [yes] , davon 5 für den letzten Stich
   *[no] {""}
}.

narr-turned-up-brief = Trumpf { suit-name }: { $card } aufgedeckt.
narr-turned-up = Aufgedeckt ist { $card }: { suit-name } ist Trumpf.

## Trumpf

narr-trump-is = Trumpf ist { $trump }.
narr-trump-chosen-brief = { $seat ->
    [you] Du wählst
   *[other] { $name } wählt
} { $trump }{ $factor ->
    [1] {""}
    [2] , doppelt
    [3] , dreifach
    [4] , vierfach
   *[other] , { $factor }-fach
}.
narr-trump-chosen = { $seat ->
    [you] Du wählst
   *[other] { seat-subject } wählt
} { $trump }{ $kind ->
    [obenabe] : kein Trumpf, die höchste Karte gewinnt
    [undenufe] : kein Trumpf, die tiefste Karte gewinnt
   *[suit] {" "}als Trumpf
}{ $factor ->
    [1] {""}
    [2] ; das zählt doppelt
    [3] ; das zählt dreifach
    [4] ; das zählt vierfach
   *[other] ; das zählt { $factor }-fach
}.

## Ende der Runde und des Spiels

narr-reach = { $side ->
    [us] Wir erreichen
    [them] Die Gegner erreichen
    [you] Du erreichst
    [partner] Dein Partner erreicht
    [opponent] Dein Gegner erreicht
   *[other] { $name } erreicht
} { $target }{ $cause ->
    [stoeck] {" "}mit Stöck
    [stoeck-first] {" "}mit Stöck, die vor Weis und Stich zählen
    [stoeck-untaken] {" "}mit Stöck, die vor dem Stich zählen: dieser Stich wird nicht gemacht
    [weis] {" "}mit Weis, die vor dem Stich zählen
    [last-trick] {" "}mit dem letzten Stich
    [trick] {" "}mit den Punkten dieses Stichs
   *[none] {""}
}.
narr-rest-not-played = Der Rest der Runde wird nicht gespielt.

narr-scores-team = wir { $ours }, sie { $theirs }
narr-score-item = { $name } { $score }
narr-scores-line = Stand: { $scores }.
narr-deal-this = Diese Runde: { $change }.
narr-match-for = Match für { $side ->
    [us] uns
   *[them] sie
}!
narr-deal-over = Runde vorbei: { $change }.
narr-deal-over-card-points = Runde vorbei: Kartenpunkte, wir { $ours }, sie { $theirs }.
narr-deal-this-why = In dieser Runde{ $factor ->
    [1] {""}
    [2] , doppelt gezählt
    [3] , dreifach gezählt
    [4] , vierfach gezählt
   *[other] , { $factor }-fach gezählt
}{ $match ->
    [0] {""}
   *[other] , mit { $match } für den Match
}{ $extras ->
    [weis] , mit Weis
    [stoeck] , mit Stöck
    [both] , mit Weis und Stöck
    [either] , mit Weis oder Stöck
   *[none] {""}
}: { $change }.
narr-deal-result = { $name }: { $outcome ->
    [apple] ein Apfel
    [plus] plus { $gain }
   *[nothing] nichts
}
narr-deal-result-full = { $name }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}, { $outcome ->
    [apple] ein Apfel
    [plus] plus { $gain }
   *[nothing] nichts
}
narr-deal-result-separator = {"; "}
narr-deal-over-seats = Runde vorbei: { $results }.

narr-putz-reaches = { $seat ->
    [you] du erreichst
    [partner] dein Partner erreicht
    [opponent] dein Gegner erreicht
   *[other] { $name } erreicht
} { $score }
narr-putz-falls = { $seat ->
    [you] du fällst
    [partner] dein Partner fällt
    [opponent] dein Gegner fällt
   *[other] { $name } fällt
} auf { $score }
narr-putz-end = Das Spiel ist zu Ende: { $reasons }.
narr-game-over-draw = Spiel vorbei: unentschieden. Schlussstand: { $scores }.
narr-game-over-team = Spiel vorbei. { $winner ->
    [us] Wir gewinnen
   *[them] Die Gegner gewinnen
}. Schlussstand: { $scores }.
narr-game-over-one = Spiel vorbei. { $seat ->
    [you] Du gewinnst
   *[other] { seat-subject } gewinnt
}. Schlussstand: { $scores }.
narr-game-over-shared = Spiel vorbei. { $names } teilen sich den Sieg. Schlussstand: { $scores }.

## Antworten

narr-no-cards = Keine Karten auf dem Tisch.
narr-no-cards-lead = Keine Karten auf dem Tisch. { $seat ->
    [you] Du spielst aus
   *[other] { seat-subject } spielt aus
}.
narr-played-item = { $name }: { $card }
narr-played-separator = {"; "}
narr-table-cards = { $played }. { $seat ->
    [you] Du hältst den Stich
   *[other] { seat-subject } hält den Stich
}.

narr-trump-not-chosen = Trumpf ist noch nicht gewählt.
narr-trump-not-chosen-chooser = Trumpf ist noch nicht gewählt: { $seat ->
    [you] Du wählst
   *[other] { seat-subject } wählt
}.
narr-trump-turned = Trumpf ist { $trump }.
narr-trump-turned-up = Trumpf ist { $trump }: { $card } wurde aufgedeckt.
narr-trump-turned-up-six = Trumpf ist { $trump }: { $card } wurde aufgedeckt, und { $seat ->
    [you] du hast
    [partner] dein Partner hat
    [opponent] dein Gegner hat
   *[other] { $name } hat
} die Sechs dagegen getauscht.
narr-trump-was = { $how ->
    [turned] Trumpf war { $trump }.
    [up] Trumpf war { $trump }: { $card } wurde aufgedeckt.
    [six] Trumpf war { $trump }: { $card } wurde aufgedeckt, und { $seat ->
        [you] du hast
        [partner] dein Partner hat
        [opponent] dein Gegner hat
       *[other] { $name } hat
    } die Sechs dagegen getauscht.
   *[chosen] { $kind ->
        [suit] Trumpf war { $trump }
       *[other] Gespielt wurde { $trump }
    }, gewählt { seat-from }{ $schoben ->
        [yes] {" "}nach dem Schieben
       *[no] {""}
    }.
}
narr-trump-chosen-by = { $kind ->
    [suit] Trumpf ist { $trump }
   *[other] { $trump }
}, gewählt { seat-from }{ $schoben ->
    [yes] {" "}nach dem Schieben
   *[no] {""}
}.

narr-no-suit-led = Noch keine Farbe ausgespielt.
narr-led-suit = { suit-title } ist ausgespielt. Du hast { $count ->
    [0] keine
   *[other] { $count }
}.

narr-scores-team-target = Stand: { $scores }. Gespielt wird bis { $target }.
narr-scores-seats-target = Stand: { $scores }. Das Spiel endet bei { $target } oder { $lower }.
narr-no-deal-finished = Noch keine Runde beendet.
narr-deal-scores-item = Runde { $number }: { $scores }.
narr-deal-scores-outcome = Runde { $number }: { $scores }, { $mark ->
    [wet] { $side ->
        [us] wir gingen nat
       *[them] die Gegner gingen nat
    }
    [dedans] { $side ->
        [us] wir waren dedans
       *[them] die Gegner waren dedans
    }
    [bete] { $side ->
        [us] wir waren durchgefallen
        [them] die Gegner waren durchgefallen
        [you] du warst durchgefallen
        [partner] dein Partner war durchgefallen
        [opponent] dein Gegner war durchgefallen
       *[other] { $name } war durchgefallen
    }
    [pit] Pit für { $side ->
        [us] uns
        [them] die Gegner
        [you] dich
        [partner] deinen Partner
        [opponent] deinen Gegner
       *[other] { $name }
    }
   *[capot] Capot für { $side ->
        [us] uns
        [them] die Gegner
        [you] dich
        [partner] deinen Partner
        [opponent] deinen Gegner
       *[other] { $name }
    }
}.
narr-deal-scores-void = Runde { $number }: eingeworfen, keine Punkte.
narr-deal-scores-void-brief = Runde { $number }: eingeworfen.

narr-game-is-over = Das Spiel ist vorbei.
narr-cards-being-dealt = Die Karten werden verteilt.
narr-waiting-for-play = Warten auf den Spielbeginn.
narr-turn = { $seat ->
    [you] Du bist dran: { $doing ->
        [trump] Trumpf wählen
        [six] über die Trumpf-Sechs entscheiden
       *[play] eine Karte spielen
    }
   *[other] { seat-subject } ist dran: { $doing ->
        [trump] Trumpf wählen
        [six] über die Trumpf-Sechs entscheiden
       *[play] eine Karte spielen
    }
}.

narr-hand-empty = Du hast keine Karten mehr.
narr-hand = Deine Hand: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}. { $suits }
narr-hand-suit = { suit-title }{ $trump ->
    [yes] , Trumpf
   *[no] {""}
}: { $ranks }.

narr-no-trick-yet = In dieser Runde wurde noch kein Stich gespielt.
narr-took-it = { $seat ->
    [you] Du machst ihn
   *[other] { seat-subject } macht ihn
}, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}.
narr-last-trick = Letzter Stich: { $played }. { narr-took-it }
# Ein Stich dieses Spiels mit seiner Nummer, für Stiche, die gespielt wurden, während die Verbindung unterbrochen war.
narr-trick-taken = Stich { $number }: { $played }. { narr-took-it }

narr-card-points = Kartenpunkte dieser Runde: { $scores }.
narr-card-points-team = Kartenpunkte dieser Runde: wir { $ours }, sie { $theirs }.

narr-no-weis-in-variant = Beim { $variant } gibt es weder Weis noch Stöck.
narr-no-weis-yet = In dieser Runde bisher weder Weis noch Stöck.

## Fokus und Ablehnungen

narr-focus = { $card }{ $playable ->
    [no] , nicht spielbar
   *[other] {""}
}{ $full ->
    [yes] , { $position } von { $count }
   *[no] {""}
}

narr-refusal-must-follow = Du musst { suit-name } angeben.
narr-refusal-undertrump = Du darfst nicht untertrumpfen.
narr-refusal-not-in-hand = Du hast { $card } nicht.
narr-refusal-kitty-taken = Der Talon ist schon genommen.
narr-refusal-kitty-too-late = Den Talon darfst du nur vor deiner ersten Karte nehmen.
narr-refusal-no-kitty = Beim { $variant } gibt es keinen Talon.
narr-refusal-no-six = Jetzt gibt es keine Trumpf-Sechs zu tauschen.
narr-refusal-no-six-variant = Beim { $variant } wird die Trumpf-Sechs nicht getauscht.
narr-refusal-six-off = Dieses Spiel wird ohne Tausch der Trumpf-Sechs gespielt (Optionen, Spielregeln).
narr-refusal-kitty-off = Dieses Spiel wird ohne Talon gespielt (Optionen, Spielregeln).
narr-refusal-no-schieben = Du musst wählen: Zurückschieben geht nicht.
narr-refusal-game-over = Das Spiel ist vorbei.
narr-refusal-trump-mode = { $mode } ist beim { $variant } nicht erlaubt.
narr-refusal-wrong-phase = { $action ->
    [deal] Geben
    [choose-trump] Trumpf wählen
    [schieben] Schieben
    [take-kitty] Den Talon nehmen
    [declare-weis] Weis melden
   *[play-card] Eine Karte spielen
} geht jetzt nicht: { $phase ->
    [deal] zuerst werden die Karten verteilt
    [trump] zuerst wird Trumpf gewählt
    [six] zuerst wird die Trumpf-Sechs getauscht oder behalten
   *[play] die Karten werden gespielt
}.
narr-refusal-no-weis = { $automatic ->
    [yes] Weis werden in diesem Spiel automatisch gemeldet.
   *[no] In diesem Spiel wird nicht gewiesen.
}
narr-refusal-weis-too-late = Weis darfst du nur vor deiner ersten Karte melden.
narr-refusal-weis-declared = Dein Weis ist schon gemeldet.
narr-refusal-bad-weis = Das ist kein Weis deiner Karten.
narr-refusal-bad-deal = Diese Verteilung ist ungültig.
narr-refusal-other = Das geht jetzt nicht.

## Wer dran ist, die Karten zu Beginn, die Weis-Auswahl

narr-your-turn = Du bist dran.
narr-your-turn-card-full = Du bist dran: { $card }, spielbar, { $position } von { $count }.
narr-your-turn-card = Du bist dran: { $card }.
narr-unheard-card = { $focus }.
narr-unheard-card-plays = { $focus }. { $key } spielt sie.
narr-hand-counts = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}: { $suits }.
narr-after-deal = Runde { $number } ist vorbei. { $answer }
narr-six-choice = Du hast die { $six }. { $exchange_key } tauscht sie gegen die aufgedeckte Karte, { $turn_up }; { $keep_key } behält sie.
narr-weis-choice-title = Weis melden
narr-no-weis = Kein Weis
narr-weis-label = { $melds }: { $points } Punkte
narr-weis-hint = Du kannst Weis melden: { $key } öffnet die Auswahl; spielst du eine Karte, meldest du keinen.
narr-game-over-keys = { $repeat_key } wiederholt das Ergebnis; { $back_key } geht zurück zum Hauptmenü; { $help_key } nennt die Tasten.
