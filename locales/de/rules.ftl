# Die Spielregeln jeder Variante (Ctrl+F1 und die Regelansicht), eine Nachricht pro Absatz.
# Klartext für die Sprachausgabe: Zahlen als Ziffern, keine Zeichen, die schlecht vorgelesen
# werden. $deck german: die deutschschweizer Karten (Rosen, Schellen, Schilten, Eicheln;
# Under und Ober statt Bauer und Dame).

## Absätze mehrerer Varianten

rules-teams = { $title } wird von 4 Spielern in 2 Teams gespielt. Dein Partner sitzt dir gegenüber, und der nächste Spieler sitzt rechts von dir: Es wird nach rechts gespielt.
rules-deck-cards = { $deck ->
    [german] Das Kartenspiel hat 36 Karten: Rosen, Schellen, Schilten und Eicheln, jede Farbe von der 6 bis zum Ass.
   *[french] Das Kartenspiel hat 36 Karten: Herz, Ecken, Schaufel und Kreuz, jede Farbe von der 6 bis zum Ass.
}
rules-deck-dealer = Vorhand ist der Spieler rechts vom Geber. Nach jeder Runde gibt der nächste Spieler.
rules-team-deck = { rules-deck-cards } Der Geber gibt jedem Spieler 9 Karten, so werden alle Karten verteilt. { rules-deck-dealer }
rules-schieben = Vorhand darf die Wahl stattdessen dem Partner überlassen. Das heisst schieben: Der Partner muss dann wählen und kann nicht zurückschieben. So oder so spielt Vorhand den ersten Stich aus.
rules-trump-order = { $deck ->
    [german] Trümpfe stechen jede andere Farbe. Ihre Reihenfolge ist Under, 9, Ass, König, Ober, 10, 8, 7, 6. Der Trumpf-Under, Puur genannt, zählt 20 Punkte, die Trumpf-9, Nell genannt, 14, das Ass 11, der König 4, der Ober 3 und die 10 zählt 10. Die 8, 7 und 6 im Trumpf zählen nichts.
   *[french] Trümpfe stechen jede andere Farbe. Ihre Reihenfolge ist Bauer, 9, Ass, König, Dame, 10, 8, 7, 6. Der Trumpf-Bauer, Puur genannt, zählt 20 Punkte, die Trumpf-9, Nell genannt, 14, das Ass 11, der König 4, die Dame 3 und die 10 zählt 10. Die 8, 7 und 6 im Trumpf zählen nichts.
}
rules-plain-order = { $deck ->
    [german] In den Farben, die nicht Trumpf sind, ist die Reihenfolge Ass, König, Ober, Under, 10, 9, 8, 7, 6. Das Ass zählt 11, der König 4, der Ober 3, der Under 2 und die 10 zählt 10. Die 9, 8, 7 und 6 zählen nichts.
   *[french] In den Farben, die nicht Trumpf sind, ist die Reihenfolge Ass, König, Dame, Bauer, 10, 9, 8, 7, 6. Das Ass zählt 11, der König 4, die Dame 3, der Bauer 2 und die 10 zählt 10. Die 9, 8, 7 und 6 zählen nichts.
}
rules-follow = Die erste Karte eines Stichs bestimmt die ausgespielte Farbe. Hast du diese Farbe, musst du sie spielen, aber du darfst jederzeit stattdessen einen Trumpf spielen. Hast du keine davon, darfst du jede Karte spielen, nur untertrumpfen darfst du nicht.
rules-undertrump = Du darfst nicht untertrumpfen. Wenn eine andere Farbe als Trumpf ausgespielt ist und schon jemand gestochen hat, darfst du keinen Trumpf spielen, der tiefer ist als der höchste Trumpf im Stich. Die einzige Ausnahme: Jede Karte in deiner Hand ist ein solcher tieferer Trumpf.
rules-trump-lead = { $deck ->
    [german] Wird Trumpf ausgespielt, musst du Trumpf spielen, wenn du welchen hast, aber du musst die gespielten Trümpfe nicht überstechen. Die Puur-Ausnahme: Ist der Trumpf-Under dein einziger Trumpf, musst du ihn nicht spielen und darfst jede Karte spielen.
   *[french] Wird Trumpf ausgespielt, musst du Trumpf spielen, wenn du welchen hast, aber du musst die gespielten Trümpfe nicht überstechen. Die Puur-Ausnahme: Ist der Trumpf-Bauer dein einziger Trumpf, musst du ihn nicht spielen und darfst jede Karte spielen.
}
rules-winner = Der höchste Trumpf im Stich gewinnt ihn. Ist kein Trumpf im Stich, gewinnt ihn die höchste Karte der ausgespielten Farbe. Wer einen Stich gewinnt, spielt den nächsten Stich aus.

## Jass

rules-jass-teams = { rules-teams } Dein Team versucht, Stiche mit vielen Kartenpunkten zu machen.
rules-jass-trump = { $deck ->
    [german] Vorhand wählt Trumpf: Rosen, Schellen, Schilten oder Eicheln.
   *[french] Vorhand wählt Trumpf: Herz, Ecken, Schaufel oder Kreuz.
} { rules-schieben }
rules-jass-score = Jedes Team zählt die Kartenpunkte seiner Stiche, und der letzte Stich gibt 5 dazu, so ist jede Runde 157 Punkte wert. In diesem Spiel gibt es keine Weis.
rules-jass-match = { $match ->
    [0] Ein Team, das alle 9 Stiche macht, bekommt dafür nichts mehr: Dieses Spiel hat keinen Matchbonus.
   *[other] Ein Team, das alle 9 Stiche macht, hat einen Match und bekommt { $match } Punkte mehr, { $match_deal } in dieser Runde.
}
rules-jass-end = Das Ziel ist { $target } Punkte (1000, 1500 oder 2000 können gewählt werden). Das Spiel endet nach der Runde, in der ein Team das Ziel erreicht. Das Team mit dem höheren Total gewinnt, und bei gleichem Total teilen sich die Teams den Sieg.

## Schieber

rules-schieber-teams = { rules-teams } Dein Team zählt Kartenpunkte{ $scores ->
    [both] , Weis und Stöck
    [weis] {" "}und Weis
    [stoeck] {" "}und Stöck
   *[none] {""}
} und versucht, als Erstes { $target } Punkte zu erreichen.
rules-schieber-trump = Vorhand wählt die Trumpfart: { $modes ->
    [obenabe] eine Farbe als Trumpf oder Obenabe.
    [undenufe] eine Farbe als Trumpf oder Undenufe.
    [none] eine Farbe als Trumpf.
   *[both] eine Farbe als Trumpf, Obenabe oder Undenufe.
} { rules-schieben }
rules-obenabe = { $deck ->
    [german] Obenabe heisst von oben nach unten. Es gibt keinen Trumpf, und jede Farbe geht vom Ass hinunter bis zur 6. Das Ass zählt 11, der König 4, der Ober 3, der Under 2, die 10 zählt 10 und die 8 zählt 8. Die 9, 7 und 6 zählen nichts.
   *[french] Obenabe heisst von oben nach unten. Es gibt keinen Trumpf, und jede Farbe geht vom Ass hinunter bis zur 6. Das Ass zählt 11, der König 4, die Dame 3, der Bauer 2, die 10 zählt 10 und die 8 zählt 8. Die 9, 7 und 6 zählen nichts.
}
rules-undenufe = { $deck ->
    [german] Undenufe heisst von unten nach oben. Es gibt keinen Trumpf, und jede Farbe geht umgekehrt: Die 6 ist die höchste Karte und das Ass die tiefste. Die 6 zählt 11, der König 4, der Ober 3, der Under 2, die 10 zählt 10 und die 8 zählt 8. Das Ass, die 9 und die 7 zählen nichts.
   *[french] Undenufe heisst von unten nach oben. Es gibt keinen Trumpf, und jede Farbe geht umgekehrt: Die 6 ist die höchste Karte und das Ass die tiefste. Die 6 zählt 11, der König 4, die Dame 3, der Bauer 2, die 10 zählt 10 und die 8 zählt 8. Das Ass, die 9 und die 7 zählen nichts.
}
rules-schieber-follow = { rules-follow } Bei Obenabe und Undenufe gibt es keine Trümpfe, du gibst also einfach Farbe an.
rules-schieber-winner = Der höchste Trumpf im Stich gewinnt ihn. Ist kein Trumpf im Stich, gewinnt ihn die höchste Karte der ausgespielten Farbe, in der Reihenfolge der gewählten Trumpfart. Wer gewinnt, spielt den nächsten Stich aus.
rules-schieber-score = Jedes Team zählt die Kartenpunkte seiner Stiche, und der letzte Stich gibt 5 dazu, so ist jede Runde in jeder Trumpfart 157 Punkte wert{ $multiplied ->
    [yes] , vor dem Multiplikator.
   *[no] .
}
rules-schieber-match = { $match ->
    [0] Ein Team, das alle 9 Stiche macht, bekommt dafür nichts mehr: Dieses Spiel hat keinen Matchbonus.
   *[other] Ein Team, das alle 9 Stiche macht, hat einen Match und bekommt { $match } Punkte mehr{ $multiplied ->
        [yes] , vor dem Multiplikator.
       *[no] .
    }
}
rules-weis = Weis sind Kombinationen in einer Hand. Die Weis jedes Spielers werden automatisch gemeldet, wenn er seine erste Karte spielt, und gezählt, wenn der erste Stich endet. Meldest du laut den Spielregeln deine Weis selbst, wählst du vor deiner ersten Karte, welche du meldest.
rules-weis-sequences = { $deck ->
    [german] Folgen gehen in jeder Trumpfart 6, 7, 8, 9, 10, Under, Ober, König, Ass. Dieselbe Karte darf in einer Folge und in 4 Gleichen zählen.
   *[french] Folgen gehen in jeder Trumpfart 6, 7, 8, 9, 10, Bauer, Dame, König, Ass. Dieselbe Karte darf in einer Folge und in 4 Gleichen zählen.
}
rules-weis-values = { $deck ->
    [german] Werte der Weis: 3 Karten derselben Farbe in Folge zählen 20. 4 in Folge zählen 50, 5 zählen 100, und jede weitere Karte gibt 50 dazu. 4 Gleiche zählen 100, 4 Neuner 150 und 4 Under 200.
   *[french] Werte der Weis: 3 Karten derselben Farbe in Folge zählen 20. 4 in Folge zählen 50, 5 zählen 100, und jede weitere Karte gibt 50 dazu. 4 Gleiche zählen 100, 4 Neuner 150 und 4 Bauern 200.
}
rules-weis-best = Nur das Team mit dem besten einzelnen Weis zählt, und es zählt alle Weis beider Partner. Der beste Weis hat mehr Punkte; bei Gleichstand mehr Karten; dann die höhere oberste Karte, aber bei Undenufe gewinnt die tiefere Folge; dann eine Folge im Trumpf; dann der Spieler, der im ersten Stich früher spielt.
rules-stoeck = { $deck ->
    [german] Stöck: Wer König und Ober im Trumpf hat, bekommt 20 für sein Team, wenn er die zweite der beiden Karten spielt, auch wenn das Team keinen Stich macht. Bringen diese 20 das Team ans Ziel, solange beide Karten noch in der Hand sind, zählen sie am Ende des ersten Stichs, vor dem Weis. Bei Obenabe und Undenufe gibt es keine Stöck.
   *[french] Stöck: Wer König und Dame im Trumpf hat, bekommt 20 für sein Team, wenn er die zweite der beiden Karten spielt, auch wenn das Team keinen Stich macht. Bringen diese 20 das Team ans Ziel, solange beide Karten noch in der Hand sind, zählen sie am Ende des ersten Stichs, vor dem Weis. Bei Obenabe und Undenufe gibt es keine Stöck.
}
rules-multipliers = { $multipliers ->
    [swisslos] { $deck ->
        [german] Mit den Swisslos-Multiplikatoren zählen die Punkte mal 1, wenn Rosen oder Schellen Trumpf sind, mal 2 bei Schilten oder Eicheln und mal 3 bei Obenabe oder Undenufe.
       *[french] Mit den Swisslos-Multiplikatoren zählen die Punkte mal 1, wenn Herz oder Ecken Trumpf sind, mal 2 bei Schaufel oder Kreuz und mal 3 bei Obenabe oder Undenufe.
    }
    [none] Die Punkte werden nicht multipliziert: Jede Spielart zählt einfach.
   *[standard] { $deck ->
        [german] Mit den normalen Multiplikatoren zählen die Punkte mal 1, wenn Schilten oder Eicheln Trumpf sind, mal 2 bei Rosen oder Schellen und mal 3 bei Obenabe oder Undenufe.
       *[french] Mit den normalen Multiplikatoren zählen die Punkte mal 1, wenn Schaufel oder Kreuz Trumpf sind, mal 2 bei Herz oder Ecken und mal 3 bei Obenabe oder Undenufe.
    }
}{ $multipliers ->
    [none] {""}
   *[other] {" "}Der Multiplikator gilt für Kartenpunkte, den letzten Stich{ $scores ->
        [both] , den Matchbonus, Weis und Stöck.
        [weis] , den Matchbonus und Weis.
        [stoeck] , den Matchbonus und Stöck.
       *[none] {" "}und den Matchbonus.
    }
}
rules-schieber-end = Das Spiel endet in dem Moment, in dem ein Team { $target } Punkte erreicht, auch mitten in einer Runde, und dieses Team gewinnt. Die Punkte zählen, sobald sie gemacht sind: { $scores ->
    [both] Stöck, wenn sie zählen, Weis am Ende des ersten Stichs, vor den Punkten dieses Stichs, und jeder Stich
    [weis] Weis am Ende des ersten Stichs, vor den Punkten dieses Stichs, und jeder Stich
    [stoeck] Stöck, wenn sie zählen, und jeder Stich
   *[none] jeder Stich
}, wenn er genommen wird.

## Putz zu dritt und zu fünft

rules-putz-aim = Jeder spielt für sich: Es gibt keine Teams. Der nächste Spieler sitzt rechts von dir, und es wird nach rechts gespielt. Versuche in jeder Runde, mindestens { $apple } Punkte zu machen und unter den Besten zu sein.
rules-apples = Nach jeder Runde bekommt jeder Spieler mit weniger als { $apple } Punkten einen Apfel, der minus 1 zählt. Pluspunkte gehen nur an Spieler ohne Apfel, die Besten zuerst.
rules-putz-ties = Spieler mit gleich vielen Punkten teilen sich ihre Plätze, und jeder von ihnen bekommt die kleinste Belohnung dieser Plätze. So bekommen 2 Spieler, die sich den letzten belohnten Platz teilen, beide nichts. Ein Apfel zählt immer minus 1.
rules-putz-end = Das Spiel endet nach der Runde, in der ein Spieler { $target } Punkte oder mehr erreicht oder ein Spieler auf minus { $limit } oder tiefer fällt. Das höchste Total gewinnt, und bei gleich hohem höchstem Total teilen sich diese Spieler den Sieg.

rules-putz3-players = { $title }, auch Apfel genannt, wird von 3 Spielern gespielt. { rules-putz-aim }
rules-putz3-deck = { rules-deck-cards } Der Geber gibt jedem Spieler 9 Karten, und die übrigen 9 bilden den Talon. { rules-deck-dealer }
rules-putz3-trump = Niemand wählt Trumpf. Der Geber deckt die oberste Karte des Talons auf, und ihre Farbe ist Trumpf. Die aufgedeckte Karte bleibt offen auf dem Talon liegen. Vorhand spielt den ersten Stich aus.
rules-putz3-six = Bevor die erste Karte gespielt ist, darf der Spieler mit der Trumpf-6 sie gegen die aufgedeckte Karte tauschen, und die 6 liegt dann offen auf dem Talon. Ist die aufgedeckte Karte selbst die 6, gibt es keinen Tausch.
rules-putz3-kitty = Bei deinem ersten Zug, bevor du deine erste Karte spielst, darfst du den Talon nehmen. Er wird deine Hand, die offene Karte inbegriffen, und deine eigene Hand wird verdeckt beiseitegelegt und ist aus dem Spiel. Du kannst nicht zu ihr zurück.
rules-putz3-kitty-order = Vorhand darf den Talon zuerst nehmen, dann der nächste Spieler, dann der Geber. Nur 1 Spieler kann ihn nehmen. Nimmt ihn niemand, bleibt er aus dem Spiel.
rules-putz3-score = Jeder Spieler zählt die Kartenpunkte seiner Stiche, und der letzte Stich gibt 5 dazu. Die 9 Karten ausser Spiel, der Talon oder eine beiseitegelegte Hand, zählen für niemanden, so ist eine Runde höchstens 157 Punkte wert. Es gibt keine Weis und keinen Bonus für alle Stiche.
rules-putz3-awards = Bei keinem oder 1 Apfel bekommen die 2 besten Spieler ohne Apfel je plus 1. Bei 2 Äpfeln bekommt der Spieler ohne Apfel plus 2. Bei 3 Äpfeln bekommt niemand Pluspunkte.

rules-putz5-players = { $title }, auch Apfel genannt, wird von 5 Spielern gespielt. { rules-putz-aim }
rules-putz5-deck = { rules-deck-cards } Der Geber gibt jedem Spieler 7 Karten, und es gibt keinen Talon. { rules-deck-dealer }
rules-putz5-trump = Niemand wählt Trumpf. Die Karte, die nach dem Geben übrig bleibt, wird aufgedeckt, und ihre Farbe ist Trumpf. Vorhand spielt den ersten Stich aus.
rules-putz5-six = Bevor die erste Karte gespielt ist, darf der Spieler mit der Trumpf-6 sie gegen die aufgedeckte Karte tauschen. Ist die aufgedeckte Karte selbst die 6, gibt es keinen Tausch.
rules-putz5-score = Jeder Spieler zählt die Kartenpunkte seiner Stiche, und der letzte Stich gibt 5 dazu. Die Karte ausser Spiel, die aufgedeckte Karte oder nach einem Tausch die 6, zählt für niemanden. Es gibt keine Weis und keinen Bonus für alle Stiche.
rules-putz5-awards = Bei keinem oder 1 Apfel bekommen die 3 besten Spieler ohne Apfel je plus 1. Bei 2 Äpfeln bekommt der Beste plus 2 und die nächsten 2 plus 1. Bei 3 Äpfeln bekommen die 2 Spieler ohne Apfel je plus 2. Bei 4 Äpfeln bekommt der einzige Spieler ohne Apfel plus 3.

## Der letzte Absatz: die Tasten

rules-keys = Tasten: { $sentences }
rules-keys-none = Tasten: Keiner dieser Befehle hat eine Taste.
rules-keys-play = { $key } spielt die gewählte Karte.
rules-keys-choose-trump = { $key } wählt Trumpf, wenn du wählen darfst, und sagt sonst den Trumpf.
rules-keys-help = { $key } nennt die Tasten, die jetzt funktionieren.

rules-keys-tell-trump = { $key } sagt den Trumpf
rules-keys-six = { $key } tauscht die Trumpf-6
rules-keys-six-keep = { $key } tauscht die Trumpf-6 ({ $play } behält sie)
rules-keys-kitty = { $key } nimmt den Talon
rules-keys-list-one = { $first }.
rules-keys-list-two = { $first } und { $second }.
rules-keys-list-three = { $first }, { $second } und { $third }.

rules-keys-tells-first = { $key } sagt { $what }
rules-keys-tells-next = { $key } { $what }
rules-told-table-cards = die Karten auf dem Tisch
rules-told-led-suit = die ausgespielte Farbe
rules-told-scores = den Punktestand
rules-told-turn = wer dran ist
rules-told-hand = deine Hand
rules-told-last-trick = den letzten Stich
rules-told-points = die gemachten Punkte
rules-told-melds = die Weis und Stöck
