# Die Tipp-Taste (I) und der Rückblick auf die Runde (R): was der starke Spieler wählen würde
# und warum, und die Entscheidungen der letzten Runde, die er anders getroffen hätte.
# $action: was zu tun ist ("spiel Herz-Ass"); $reasons: kurze Sätze, mit "; " verbunden;
# $card eine Karte ("Herz-König"); $suit eine Farbe ("Herz").

hint-line = { $count ->
    [0] Tipp: { $action }.
   *[other] Tipp: { $action }: { $reasons }.
}
hint-reason-separator = {"; "}
hint-values = { $first }, { $second }.
hint-value = { $action } etwa { $points }
hint-second = { $points ->
    [0] Zweitbeste Wahl: { $action }, etwa gleich gut.
   *[other] Zweitbeste Wahl: { $action }, etwa { $points } { $plural ->
        [one] Punkt
       *[other] Punkte
    } weniger.
}
hint-thinking = Ich überlege.
hint-still-thinking = Ich überlege noch.
hint-not-now = Jetzt kein Tipp. { $turn }
hint-not-now-over = Jetzt kein Tipp: das Spiel ist vorbei.
hint-not-now-between = Jetzt kein Tipp: die Runde ist vorbei.
hint-off = Tipps sind aus. Schalte sie in den Optionen ein, unter Tipps.
hint-failed = Diesmal kein Tipp: die Suche ist gescheitert.

hint-do = { $kind ->
    [card] spiel { $what }
    [trump] wähle { $what }
    [schieben] schieben
    [kitty] nimm den Talon
    [six] tausch die Sechs gegen { $what }
    [keep-six] behalte die Sechs
    [weis] weise deine Weis
    [dix] tausch die Trumpf-Sieben gegen { $what }
    [keep-dix] behalte die Trumpf-Sieben
    [melds] melde { $what }
    [claim] verlange { $what } Punkte Roem
    [belote] sag Belote
    [bela] sag Bela
    [declare] melde { $what }
    [counter] kontere mit { $what }
    [marriage] sag die Hochzeit an
   *[other] { $what }
}
hint-done = { $kind ->
    [card] du hast { $what } gespielt
    [trump] du hast { $what } gewählt
    [schieben] du hast geschoben
    [kitty] du hast den Talon genommen
    [six] du hast die Sechs gegen { $what } getauscht
    [keep-six] du hast die Sechs behalten
    [weis] du hast deine Weis gewiesen
    [dix] du hast die Trumpf-Sieben gegen { $what } getauscht
    [keep-dix] du hast die Trumpf-Sieben behalten
    [melds] du hast { $what } gemeldet
    [claim] du hast { $what } Punkte Roem verlangt
    [belote] du hast Belote gesagt
    [bela] du hast Bela gesagt
    [declare] du hast { $what } gemeldet
    [counter] du hast mit { $what } gekontert
    [marriage] du hast die Hochzeit angesagt
   *[other] du hast { $what } gewählt
}

hint-reason-takes = damit machst du den Stich
hint-reason-cheapest = das ist die billigste Karte, die den Stich macht
hint-reason-heads = damit hältst du den Stich vorerst
hint-reason-cheapest-heads = das ist die billigste Karte, die den Stich vorerst hält
hint-reason-trump-out = jemand kann noch stechen
hint-reason-partner = dein Partner macht den Stich
hint-reason-partner-points = dein Partner macht den Stich, und du gibst ihm Punkte
hint-reason-partner-heads = dein Partner hält den Stich vorerst
hint-reason-partner-heads-points = dein Partner hält den Stich vorerst, und du gibst ihm Punkte
hint-reason-least = das ist die Karte, die am wenigsten zählt
hint-reason-keeps = so schonst du deine stärkeren Karten
hint-reason-keeps-trumps = so schonst du deine Trümpfe
hint-reason-no-points = dabei riskierst du keine Punkte
hint-reason-highest = keine stärkere Karte in { $suit } ist noch draussen
hint-reason-out = { $card } ist noch draussen
hint-reason-trumps = so ziehst du Trümpfe
hint-reason-weak = kein Trumpf ist in deiner Hand stark genug
hint-reason-weak-suit = { $suit } wäre als Trumpf zu schwach
hint-reason-no-double = { $redouble ->
    [yes] Rekontra
   *[no] Kontra
} lohnt das Risiko nicht
hint-reason-side-contract = dein Team hält den Kontrakt
hint-reason-below-level = kein Trumpf ist in deiner Hand stark genug, um { $value } zu bieten
hint-reason-partner-suit = dein Partner hat { $suit } geboten
hint-reason-later-suit = { $suit } ist mindestens so stark und lässt sich in der zweiten Runde nennen
hint-reason-rule = nach den üblichen Faustregeln
hint-reason-better-trump = du bekommst einen stärkeren Trumpf
hint-reason-keeps-sequence = die Sieben gehört zu deiner Folge
hint-reason-weis = damit zeigst du { $melds }, { $points } Punkte wert
hint-reason-few-trumps = { $count ->
    [0] du hast keine Karte in { $suit }
   *[other] du hast nur { $held }
}
hint-reason-suit = { $count ->
    [0] du hast keine Karte in { $suit }
   *[other] { $tops ->
        [0] du hast { $held }
       *[other] du hast { $held }, mit { $cards }
    }
}
# A take that brings the seat the turned-up card (Belote; the dix; Klaberjass for four's dealer).
hint-reason-turn-up = du bekommst auch { $card }, die aufgedeckte Karte
hint-reason-tops = { $kind ->
    [aces] { $count ->
        [0] du hast kein Ass
        [one] du hast { $count } Ass
       *[other] du hast { $count } Asse
    }
   *[sixes] { $count ->
        [0] du hast keine Sechs
        [one] du hast { $count } Sechs
       *[other] du hast { $count } Sechsen
    }
}

hint-when = { $phase ->
    [trick] Stich { $trick }
    [trump] Trumpfwahl
    [six] Die Sechs
    [dix] Die Trumpf-Sieben
    [bidding] { $trick ->
        [0] Bieten
        [2] Bieten, dein zweites Gebot
        [3] Bieten, dein drittes Gebot
        [4] Bieten, dein viertes Gebot
       *[other] Bieten, dein { $trick }. Gebot
    }
   *[other] Entscheidung
}
hint-review-item = { $when }: { $done }; besser: { $better }, etwa { $points } { $fine ->
    [yes] { $plural ->
        [one] Spielpunkt
       *[other] Spielpunkte
    }
   *[no] { $plural ->
        [one] Punkt
       *[other] Punkte
    }
} mehr. { $index } von { $count }.
hint-review-rule = { $when }: { $done }; besser, nach den üblichen Faustregeln: { $better }. { $index } von { $count }.
hint-review-deal = Runde { $deal }. { $line }
hint-review-end = Ende des Rückblicks.
hint-review-perfect = Du hast jede Entscheidung der Runde getroffen wie der starke Spieler.
# Every decision that differed from the strong player's cost less than the review's least.
hint-review-close = Keine Entscheidung der Runde hat dich { $points } { $fine ->
    [yes] { $plural ->
        [one] Spielpunkt
       *[other] Spielpunkte
    }
   *[no] { $plural ->
        [one] Punkt
       *[other] Punkte
    }
} oder mehr gekostet, nach dem Urteil des starken Spielers.
hint-review-none = Noch keine Runde für den Rückblick.
hint-review-checking = Ich prüfe deine Entscheidungen: { $done } von { $count }.
# Unaufgefordert, sobald der verlangte Rückblick fertig ist; Escape verlässt ihn.
hint-review-ready = { $full ->
    [yes] Rückblick fertig: { $count } { $count ->
        [one] Entscheidung
       *[other] Entscheidungen
    }, { $look ->
        [0] keine
       *[other] { $look }
    } zum Anschauen. { $key } liest ihn vor.
   *[no] Rückblick fertig: { $look ->
        [0] keine
       *[other] { $look }
    } zum Anschauen.
}
hint-review-closed = Rückblick geschlossen.
hint-help-review-leave = den Rückblick verlassen

hint-option = Tipps: { $on ->
    [on] an
   *[off] aus
}
hint-over-review = deine Entscheidungen der letzten Runde, die der starke Spieler anders getroffen hätte
hint-over-hint = keine Tipps nach dem Spiel
hint-melds-worth = { $melds }, { $points } wert
