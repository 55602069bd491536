# Die Partnerspiele der Familie am Tisch (Klaverjas, Belote, Belote Contrée).

## Titel und Menüs

table-family-title-amsterdam = Klaverjas (Amsterdam)
table-family-title-rotterdam = Klaverjas (Rotterdam)
table-family-title-belote = Belote
table-family-title-contree = Belote Contrée
table-family-title-klaberjass2 = Klaberjass zu zweit
table-family-title-klaberjass3 = Klaberjass zu dritt
table-family-title-klaberjass4 = Klaberjass zu viert
table-family-title-1821 = Klaverjas von 1821
table-family-country-item = { $country ->
    [switzerland] Schweiz
    [netherlands] Niederlande
    [international] International
   *[france] Frankreich
}: { $title }

## Die Runde

table-family-turned-up = { $full ->
    [yes] Aufgedeckt ist { $card }.
   *[no] Aufgedeckt: { $card }.
}
# Belote, Klaberjass: every seat passed the turned suit; the second round begins.
table-family-second-round = { $full ->
    [yes] Niemand hat { suit-name } genommen: zweite Bietrunde.
   *[no] Zweite Runde.
}
# The cards the completion after the bidding brought the player, said before the hand.
table-family-new-cards = Du bekommst { $cards }.
table-family-completed = { $full ->
    [yes] { $seat ->
        [you] Du bekommst
       *[other] { seat-subject } bekommt
    } { $card }; jede Hand wird auf 8 Karten ergänzt.
   *[no] { $seat ->
        [you] Du bekommst
       *[other] { $name } bekommt
    } { $card }.
}
table-family-completed-yours = { $full ->
    [yes] Du bekommst { $cards }; jede Hand wird auf { $size } Karten ergänzt.
   *[no] Du bekommst { $cards }.
}
table-family-trick-won = { $seat ->
    [you] Du machst
   *[other] { seat-subject } macht
} { $last ->
    [yes] den letzten Stich
   *[no] den Stich
}: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}{ $last ->
    [yes] , davon { $bonus } für den letzten Stich
   *[no] {""}
}.
table-family-trick-won-with = { $seat ->
    [you] Du machst
   *[other] { seat-subject } macht
} { $last ->
    [yes] den letzten Stich
   *[no] den Stich
} mit { $card }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}{ $last ->
    [yes] , davon { $bonus } für den letzten Stich
   *[no] {""}
}.
table-family-melds-scored = Meldungen für { $side ->
    [us] uns
   *[them] sie
}: { $points }.

## Das Bieten

table-family-bid-prompt = { $choose ->
    [yes] Du wählst Trumpf: { $key } öffnet die Auswahl.
   *[no] Dein Gebot: { $key } öffnet die Gebote.
}
table-family-turn-bid = { $choose ->
    [yes] { $seat ->
        [you] Du bist dran, Trumpf zu wählen.
       *[other] { seat-subject } ist dran, Trumpf zu wählen.
    }
   *[no] { $seat ->
        [you] Du bist mit Bieten dran.
       *[other] { seat-subject } ist mit Bieten dran.
    }
}
# T beim Bieten um die aufgedeckte Farbe (Belote, Klaberjass): Runde und wer bietet;
# $round: 1 oder 2, $suit: die Farbe der ersten Runde.
table-family-turn-bid-round = { $full ->
    [yes] { $round ->
        [1] Erste Runde, auf { suit-name }
       *[other] Zweite Runde, niemand hat { suit-name } genommen
    }: { $seat ->
        [you] du bist mit Bieten dran.
        [partner] dein Partner ist mit Bieten dran.
        [opponent] dein Gegner ist mit Bieten dran.
       *[other] { $name } ist mit Bieten dran.
    }
   *[no] Runde { $round }: { $seat ->
        [you] du bietest.
       *[other] { $name } bietet.
    }
}
table-family-no-bids = Noch niemand hat geboten.
table-family-bids-so-far = Bisherige Gebote: { $bids }
# A nach dem Bieten (Belote, Contrée, Klaberjass): alle Gebote dieser Runde, nach dem Spiel.
table-family-bids-made = Gebote: { $bids }
table-family-bidding-now = { $choose ->
    [yes] { $seat ->
        [you] Du wählst Trumpf.
       *[other] { seat-subject } wählt Trumpf.
    }
   *[no] { $seat ->
        [you] Dein Gebot.
       *[other] { seat-subject } bietet.
    } { $bids }
}
table-family-bids-closed = { $choose ->
    [yes] Auswahl geschlossen. { $key } öffnet sie wieder.
   *[no] Gebote geschlossen. { $key } öffnet sie wieder.
}
table-family-help-open = { $choose ->
    [yes] die Trumpfwahl öffnen
   *[no] die Gebotsliste öffnen
}
table-family-help-trump = { $choose ->
    [yes] Trumpf wählen, oder Trumpf hören und wer ihn gewählt hat
   *[no] bieten, oder die Gebote und den Kontrakt hören
}
table-family-help-melds = { $kind ->
    [roem] der Roem dieser Runde
   *[melds] die Meldungen und Belote dieser Runde
}
table-family-contract-open = { $title }: { $up } und { $down } ändern den Wert, { $left } und { $right } die Farbe, dann { $enter }. { $item }
# Contrées Gebotsliste erneut geöffnet: die Tasten wurden beim ersten Mal gesagt.
table-family-contract-open-short = { $title }. { $item }
# Contrée's bid list, where the standing contract may be doubled: $key is End.
table-family-double-at-end = { $key } führt zu Kontra, dem letzten Eintrag.
table-family-double-at-end-short = { $key }: Kontra.
table-family-help-lower-value = der vorherige Wert
table-family-help-higher-value = der nächste Wert
table-family-over-melds = { $kind ->
    [roem] der Roem der letzten Runde
   *[melds] die Meldungen und Belote der letzten Runde
}
table-family-no-contract = In dieser Runde ist noch nichts geboten.
table-family-thrown-in = In dieser Runde kam kein Spiel zustande. Die Gebote: { $bids }
table-family-klaverjas-chooser = { $seat ->
    [you] Du hast
   *[other] { seat-subject } hat
} { suit-name } gewählt: { $side ->
    [us] Wir müssen mehr machen als sie
   *[them] Die Gegner müssen mehr machen als wir
}.
table-family-trump-was = { $seat ->
    [you] Du hast
   *[other] { seat-subject } hat
} { suit-name } { $chose ->
    [yes] gewählt
   *[no] genommen
}: { $side ->
    [us] Wir mussten mehr machen als sie
   *[them] Die Gegner mussten mehr machen als wir
}.
table-family-contract-was = Kontrakt war { $capot ->
    [yes] Capot
   *[no] { $contract }
} { suit-name } { seat-from }{ $doubling ->
    [2] , mit Kontra
    [4] , mit Rekontra
   *[other] {""}
}: { $side ->
    [us] Wir mussten
   *[them] Die Gegner mussten
} { $capot ->
    [yes] alle Stiche machen
   *[no] { $contract } machen
}.
table-family-turned-was = Aufgedeckt war { $card }.

## Punkte, Roem, Meldungen

table-family-deals-left = Das Spiel dauert höchstens { $limit } Runden: { $left ->
    [0] das war die letzte
    [one] noch { $left } Runde
   *[other] noch { $left } Runden
}.
table-family-deals-played = Alle { $count } Runden sind gespielt.
table-family-pot = Im Topf warten { $points } Punkte.
table-family-roem-deal = Roem in dieser Runde: wir { $ours }, sie { $theirs }.
table-family-melds-deal = { $side ->
    [us] Wir haben
   *[them] Die Gegner haben
} { $count ->
    [one] eine Meldung
   *[other] { $count } Meldungen
} im Wert von { $points } gezeigt: { $shows }.
table-family-belote-deal = { $seat ->
    [you] Du hast
   *[other] { seat-subject } hat
} { $rebelote ->
    [yes] Belote und Rebelote angesagt.
   *[no] Belote angesagt.
}
table-family-no-extras-yet = In dieser Runde { $over ->
    [yes] {""}
   *[no] {"noch "}
}{ $kind ->
    [roem] kein Roem.
   *[melds] keine Meldung und kein Belote.
}
table-family-no-extras-variant = { $variant } zählt in diesem Spiel weder Meldungen noch Belote.

## Ablehnungen

table-family-not-in-deck = { $card } gibt es im Spiel mit 32 Karten nicht.
table-family-wrong-phase = { $phase ->
    [bidding] Jetzt nicht: Es wird geboten.
   *[other] Jetzt nicht.
}
table-family-no-kitty = { $variant }: kein Talon zum Aufnehmen.
table-family-no-six = { $variant } hat keine Trumpf-Sechs zum Tauschen.

## Optionen → Spielregeln

table-family-rule-deals = Spieldauer: { $count ->
    [0] beliebig viele Runden
   *[other] höchstens { $count } Runden
}
table-family-rule-deals-changed = { $count ->
    [0] Beliebig viele Runden.
   *[other] Höchstens { $count } Runden.
}
table-family-rule-last-trick = Letzter Stich: { $value ->
    [five] 5 Punkte
   *[ten] 10 Punkte
}
table-family-rule-last-trick-changed = Der letzte Stich zählt { $value ->
    [five] 5
   *[ten] 10
}.
table-family-rule-three = Drei Gleiche in einem Stich: { $value ->
    [yes] 50 Roem
   *[no] kein Roem
}
table-family-rule-three-changed = { $value ->
    [yes] Drei Gleiche in einem Stich zählen 50 Roem.
   *[no] Drei Gleiche in einem Stich zählen keinen Roem.
}
table-family-rule-pit = Pit: { $value ->
    [tricks] alle 8 Stiche
   *[points] alle Kartenpunkte
}
table-family-rule-pit-changed = { $value ->
    [tricks] Pit heisst alle 8 Stiche.
   *[points] Pit heisst alle Kartenpunkte.
}
table-family-rule-play = Stichregeln: { $value ->
    [beat] die beste Karte schlagen, wenn möglich, ausser der Partner liegt vorn
   *[standard] Standard
}
table-family-rule-play-changed = { $value ->
    [beat] Stichregeln: die beste Karte schlagen, wenn möglich, ausser der Partner liegt vorn.
   *[standard] Standard-Stichregeln.
}
table-family-rule-second-round = Zweite Runde: { $value ->
    [yes] jede Farbe
   *[no] eine andere Farbe
}
table-family-rule-second-round-changed = { $value ->
    [yes] In der zweiten Runde darf jede Farbe genannt werden.
   *[no] In der zweiten Runde muss eine andere Farbe genannt werden.
}
table-family-rule-tie = Gleichstand: { $value ->
    [total] die Nehmer verlieren
    [carry] die Punkte kommen in den Topf
   *[own] die Nehmer schreiben nichts
}
table-family-rule-tie-changed = { $value ->
    [total] Bei Gleichstand verlieren die Nehmer.
    [carry] Bei Gleichstand kommen die Punkte in den Topf.
   *[own] Bei Gleichstand schreiben die Nehmer nichts.
}
table-family-rule-melds = Meldungen und Belote: { $value ->
    [yes] zählen
   *[no] zählen nicht
}
table-family-rule-melds-changed = { $value ->
    [yes] Meldungen und Belote zählen.
   *[no] Meldungen und Belote zählen nicht.
}

## Selbst melden (Option manual_announce)

table-family-rule-announce = Meldungen und Belote: { $value ->
    [yes] meldet jeder selbst
   *[no] meldet das Spiel
}
table-family-rule-announce-changed = { $value ->
    [yes] Du meldest Meldungen und Belote selbst; was du nicht meldest, zählt nicht.
   *[no] Das Spiel meldet Meldungen und Belote.
}
table-family-rule-claim = Roem: { $value ->
    [yes] fordert jeder selbst
   *[no] zählt das Spiel
}
table-family-rule-claim-changed = { $value ->
    [yes] Du forderst deinen Roem selbst; was du nicht forderst, zählt nicht.
   *[no] Das Spiel zählt den Roem.
}
table-family-announce-title = Melden
table-family-announce-claim = { $points } Punkte Roem verlangen
table-family-announce-belote = Belote sagen
table-family-announce-nothing = Jetzt nichts
table-family-announce-hint = { $what ->
    [claim] Roem zu verlangen: { $key } öffnet die Auswahl; wer ausspielt, ohne zu verlangen, verliert ihn.
    [melds] Meldungen möglich: { $key } öffnet die Auswahl; was du nicht meldest, zählt nicht.
   *[belote] Du hast Belote: { $key } öffnet die Auswahl, sag es, bevor du König oder Dame spielst.
}
table-family-announce-none = Nichts gemeldet. { $key } spielt { $card }.
table-family-melds-not-announced = Du verzichtest auf deine Meldungen.
table-family-announce-closed = Auswahl geschlossen. { $key } öffnet das Melden wieder.
table-family-belote-will = Du sagst Belote: König und Dame im Trumpf zählen.
table-family-melds-announced = { $seat ->
    [you] Du zeigst
   *[other] { seat-subject } zeigt
} { $count ->
    [one] eine Meldung
   *[other] { $count } Meldungen
} für { $points } Punkte.
table-family-roem-lost = { $seat ->
    [you] Du hast den Roem nicht verlangt
   *[other] { seat-subject } hat den Roem nicht verlangt
}: { $points } Punkte verloren.
table-family-help-announce = Roem verlangen, Meldungen melden oder Belote sagen

## Klaberjass zu 2, 3 und 4, und das Klaverjas von 1821: Optionen → Spielregeln

table-kj-rule-schmeiss = Schmeiss: { $value ->
    [yes] die Vorhand darf die Runde hinwerfen
   *[no] wird nicht gespielt
}
table-kj-rule-schmeiss-changed = { $value ->
    [yes] Schmeiss: Die Vorhand darf die Runde in der ersten Bietrunde hinwerfen.
   *[no] Kein Schmeiss.
}
table-kj-rule-bimah = Bimah: { $value ->
    [yes] der Geber muss nehmen, wenn die Vorhand zweimal passt
   *[no] wird nicht gespielt
}
table-kj-rule-bimah-changed = { $value ->
    [yes] Bimah: Passt die Vorhand in der zweiten Bietrunde, muss der Geber nehmen.
   *[no] Kein Bimah.
}
table-kj-rule-bare-jass = Blanker { $deck ->
    [german] Under
   *[french] Bauer
}: { $value ->
    [yes] ein einzelner Trumpf-{ $deck ->
        [german] Under
       *[french] Bauer
    } muss nicht trumpfen
   *[no] ein einzelner Trumpf-{ $deck ->
        [german] Under
       *[french] Bauer
    } muss trumpfen
}
table-kj-rule-bare-jass-changed = { $value ->
    [yes] Ein einzelner Trumpf-{ $deck ->
        [german] Under
       *[french] Bauer
    } muss nicht trumpfen.
   *[no] Ein einzelner Trumpf-{ $deck ->
        [german] Under
       *[french] Bauer
    } muss trumpfen.
}
table-kj-rule-zensa = Zensa-Meldungen: { $value ->
    [yes] zählen
   *[no] zählen nicht
}
table-kj-rule-zensa-changed = { $value ->
    [yes] Zensa: 5 in Folge zählen 100, 4 { $deck ->
        [german] Under
       *[french] Bauern
    } 200, 4 Asse, Zehner, Könige oder { $deck ->
        [german] Ober
       *[french] Damen
    } 100.
   *[no] Nur Folgen, keine Zensa.
}
table-kj-rule-tournament = Turniergeben: { $value ->
    [yes] ein
   *[no] aus
}
table-kj-rule-tournament-changed = { $value ->
    [yes] Turniergeben: Zuerst wird die Farbe des Gebers geboten, und keine Karte wird aufgedeckt.
   *[no] Kein Turniergeben.
}
table-kj-rule-announce = Meldungen und Bela: { $value ->
    [yes] meldet jeder selbst
   *[no] meldet das Spiel
}
table-kj-rule-announce-changed = { $value ->
    [yes] Du meldest deine Meldungen und Bela selbst; was du nicht meldest, zählt nicht.
   *[no] Das Spiel meldet Meldungen und Bela.
}
table-1821-rule-announce = Meldungen und Hochzeiten: { $value ->
    [yes] meldet jeder selbst
   *[no] meldet das Spiel
}
table-1821-rule-announce-changed = { $value ->
    [yes] Du meldest deine Meldungen und Hochzeiten selbst; was du nicht meldest, zählt nicht.
   *[no] Das Spiel meldet Meldungen und Hochzeiten.
}
