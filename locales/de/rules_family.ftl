# Die Spielregeln der Partnerspiele der Familie mit 32 Karten (Ctrl+F1): Klaverjas (Amsterdamer
# und Rotterdamer Regeln), Belote und Belote Contrée, eine Nachricht pro Absatz.
# Klartext für die Sprachausgabe: Zahlen als Ziffern, keine Zeichen, die schlecht vorgelesen
# werden. $deck german: die deutschschweizer Karten (Rosen, Schellen, Schilten, Eicheln; Under
# und Ober statt Bauer und Dame).

## Absätze mehrerer Spiele

rules-family-seats = Dein Partner sitzt dir gegenüber, und der nächste Spieler sitzt rechts von dir: Es wird nach rechts gespielt.
rules-family-deck-cards = { $deck ->
    [german] Das Kartenspiel hat 32 Karten: Rosen, Schellen, Schilten und Eicheln, jede Farbe von der 7 bis zum Ass.
   *[french] Das Kartenspiel hat 32 Karten: Herz, Ecken, Schaufel und Kreuz, jede Farbe von der 7 bis zum Ass.
}
rules-family-deck-dealer = Vorhand ist der Spieler rechts vom Geber. Nach jeder Runde gibt der nächste Spieler.
rules-family-deck-all = { rules-family-deck-cards } Der Geber gibt jedem Spieler 8 Karten, so werden alle Karten verteilt. { rules-family-deck-dealer }
rules-family-trump-order = { $deck ->
    [german] Trümpfe stechen jede andere Farbe, in der Reihenfolge Under, 9, Ass, 10, König, Ober, 8, 7. Der Trumpf-Under zählt 20 Punkte, die Trumpf-9 14, das Ass 11, die 10 zählt 10, der König 4 und der Ober 3, die 8 und die 7 nichts.
   *[french] Trümpfe stechen jede andere Farbe, in der Reihenfolge Bauer, 9, Ass, 10, König, Dame, 8, 7. Der Trumpf-Bauer zählt 20 Punkte, die Trumpf-9 14, das Ass 11, die 10 zählt 10, der König 4 und die Dame 3, die 8 und die 7 nichts.
}
rules-family-plain-order = { $deck ->
    [german] In den Nebenfarben, den Farben, die nicht Trumpf sind, ist die Reihenfolge Ass, 10, König, Ober, Under, 9, 8, 7. Das Ass zählt 11, die 10 zählt 10, der König 4, der Ober 3 und der Under 2, die 9, 8 und 7 nichts. Alle 32 Karten zusammen zählen 152 Punkte.
   *[french] In den Nebenfarben, den Farben, die nicht Trumpf sind, ist die Reihenfolge Ass, 10, König, Dame, Bauer, 9, 8, 7. Das Ass zählt 11, die 10 zählt 10, der König 4, die Dame 3 und der Bauer 2, die 9, 8 und 7 nichts. Alle 32 Karten zusammen zählen 152 Punkte.
}
rules-family-follow = Die erste Karte eines Stichs bestimmt die ausgespielte Farbe. Hast du diese Farbe, musst du sie spielen, aber du musst die gespielten Karten nicht übertreffen. Der höchste Trumpf gewinnt den Stich, ohne Trumpf die höchste Karte der ausgespielten Farbe, und wer gewinnt, spielt den nächsten Stich aus. Wer die bisher gewinnende Karte gespielt hat, liegt vorn.
rules-family-trump-lead-over = Wird Trumpf ausgespielt, musst du Trumpf spielen, wenn du welchen hast, und jeden Trumpf im Stich überstechen, wenn du kannst, auch den deines Partners. Kannst du nicht überstechen, spielst du irgendeinen Trumpf.
rules-family-void-partner-free = Wird eine Nebenfarbe ausgespielt, die du nicht hast, und liegt dein Partner vorn, darfst du jede Karte spielen.
rules-family-target-end = Das Spiel endet nach der Runde, in der ein Team { $target } Punkte erreicht. Das Team mit dem höheren Total gewinnt, und bei gleichem Total ist es unentschieden.

## Klaverjas, Amsterdamer und Rotterdamer Regeln

rules-family-klaverjas-teams = Klaverjas wird von 4 Spielern in 2 Teams gespielt. { rules-family-seats } In jeder Runde muss das spielende Team mehr Punkte machen als das andere.
rules-family-klaverjas-trump = Vorhand muss eine Farbe als Trumpf wählen und darf nicht passen, wie die Karten auch sind. Das Team von Vorhand ist das spielende Team, und Vorhand spielt den ersten Stich aus.
rules-family-klaverjas-trump-order = { rules-family-trump-order } Niederländische Spieler nennen den { $deck ->
    [german] Trumpf-Under
   *[french] Trumpf-Bauer
} «Jas» und die Trumpf-9 «Nel».
rules-family-klaverjas-void = Wird eine Nebenfarbe ausgespielt, die du nicht hast, und liegt dein Partner nicht vorn, musst du trumpfen und dabei jeden Trumpf im Stich überstechen, wenn du kannst. Kannst du das nicht, spielst du eine Karte einer anderen Nebenfarbe. Untertrumpfen, also einen tieferen Trumpf als einen im Stich spielen, darfst du nur, wenn du nichts anderes hast.
rules-family-amsterdam-partner = Amsterdamer Regeln: Wird eine Nebenfarbe ausgespielt, die du nicht hast, und liegt dein Partner vorn, musst du nicht trumpfen. Du darfst eine Karte einer anderen Nebenfarbe spielen oder einen Trumpf, der jeden Trumpf im Stich übersticht. Untertrumpfen darfst du nur, wenn du nichts anderes hast.
rules-family-rotterdam-partner = Rotterdamer Regeln: Wird eine Nebenfarbe ausgespielt, die du nicht hast, musst du trumpfen, auch wenn dein Partner vorn liegt, und dabei jeden Trumpf im Stich überstechen, wenn du kannst. Kannst du das nicht, spielst du eine Karte einer anderen Nebenfarbe, und untertrumpfen darfst du nur, wenn du nichts anderes hast.
rules-family-beat-follow = Die erste Karte eines Stichs bestimmt die ausgespielte Farbe. Hast du diese Farbe, musst du sie spielen und die höchste Karte dieser Farbe im Stich übertreffen, wenn du kannst, ausser dein Partner liegt vorn. Der höchste Trumpf gewinnt den Stich, ohne Trumpf die höchste Karte der ausgespielten Farbe, und wer gewinnt, spielt den nächsten Stich aus. Wer die bisher gewinnende Karte gespielt hat, liegt vorn.
rules-family-beat-trump-lead = Wird Trumpf ausgespielt, musst du Trumpf spielen, wenn du welchen hast, und jeden Trumpf im Stich überstechen, wenn du kannst, ausser dein Partner liegt vorn. Kannst du nicht überstechen, oder liegt dein Partner vorn, spielst du irgendeinen Trumpf.
rules-family-beat-void = Wird eine Nebenfarbe ausgespielt, die du nicht hast, und liegt dein Partner nicht vorn, musst du trumpfen und dabei jeden Trumpf im Stich überstechen, wenn du kannst. Hast du keinen Trumpf, oder kannst du einen schon gespielten Trumpf nicht überstechen, spielst du irgendeine Karte, auch einen tieferen Trumpf.
rules-family-beat-partner = Dieses Stichspiel, in den Spielregeln gewählt, verlangt, die beste Karte zu übertreffen, wenn du kannst, ausser wenn dein Partner vorn liegt: Dann musst du nur bedienen, und hast du die ausgespielte Farbe nicht, darfst du irgendeine Karte spielen.
rules-family-klaverjas-score = Jedes Team zählt die Kartenpunkte seiner Stiche, und der letzte Stich gibt 10 dazu, so ist jede Runde 162 Punkte wert.
rules-family-roem = Roem zählt pro Stich: Die 4 Karten eines Stichs zählen, egal wer sie gespielt hat, für das Team, das ihn gewinnt. 3 Karten derselben Farbe in Folge zählen 20, 4 in Folge 50 und 4 Gleiche 100, welchen Rang sie auch haben, { $deck ->
    [german] Under
   *[french] Bauern
} eingeschlossen. Folgen gehen in jeder Farbe 7, 8, 9, 10, { $deck ->
    [german] Under, Ober
   *[french] Bauer, Dame
}, König, Ass, und das Spiel zählt allen Roem selbst.
rules-family-stuk = Stöck, niederländisch stuk: König und { $deck ->
    [german] Ober
   *[french] Dame
} im Trumpf im selben Stich zählen 20 Roem für das Team, das ihn gewinnt, auch wenn sie Teil einer Folge sind.
rules-family-pit = Pit: Ein Team, das alle Kartenpunkte einer Runde macht, den letzten Stich inbegriffen, bekommt 100 mehr. Das gilt auch, wenn das andere Team einen Stich ohne Punkte gemacht hat.
rules-family-wet = Roem und Pit werden notiert, aber erst am Ende der Runde gezählt. Dann muss das spielende Team mehr haben als das andere, mit Kartenpunkten, letztem Stich, Roem und Pit, und wenn ja, zählt jedes Team seine eigenen Punkte. Wenn nicht, auch bei Gleichstand, geht das spielende Team nat (niederländisch für verloren): Es bekommt 0, und das andere Team bekommt alle 162 Punkte, allen Roem beider Teams und den Pit.
rules-family-klaverjas-end = Das Spiel endet nach der Runde, in der ein Team { $target } Punkte erreicht{ $deals ->
    [0] .
   *[other] , oder nach { $deals } Runden, sodass jeder { $rounds } Mal gibt, je nachdem, was zuerst eintritt.
} Das Team mit dem höheren Total gewinnt, und bei gleichem Total ist es unentschieden.

## Belote

rules-family-belote-teams = Belote wird von 4 Spielern in 2 Teams gespielt. { rules-family-seats } Das Team, das Trumpf nimmt, muss mehr Punkte machen als das andere.
rules-family-belote-deal = { rules-family-deck-cards } Der Geber gibt jedem Spieler 5 Karten und deckt die nächste Karte auf, deren Farbe als Trumpf angeboten wird, und die übrigen 11 bleiben im Talon. { rules-family-deck-dealer }
rules-family-belote-bidding = Das Bieten beginnt bei Vorhand. In der ersten Bietrunde nimmt jeder Spieler der Reihe nach die Farbe der aufgedeckten Karte als Trumpf oder passt. Passen alle 4, darf in der zweiten Bietrunde jeder eine andere Farbe als Trumpf nennen oder passen. Wer zuerst nimmt, beendet das Bieten, und passen alle zweimal, zählt die Runde nicht und der nächste Spieler gibt.
rules-family-belote-completion = Wer nimmt, bekommt die aufgedeckte Karte und 2 weitere aus dem Talon, und jeder andere Spieler bekommt 3, so hat jeder 8 Karten. Vorhand spielt den ersten Stich aus, egal wer genommen hat.
rules-family-belote-trump-lead = Wird Trumpf ausgespielt, musst du Trumpf spielen, wenn du welchen hast, und jeden Trumpf im Stich überstechen, wenn du kannst, ausser dein Partner liegt vorn. Kannst du nicht überstechen oder liegt dein Partner vorn, spielst du irgendeinen Trumpf.
rules-family-belote-void = Wird eine Nebenfarbe ausgespielt, die du nicht hast, und liegt dein Partner nicht vorn, musst du trumpfen und dabei jeden Trumpf im Stich überstechen, wenn du kannst. Kannst du nicht überstechen, musst du trotzdem Trumpf spielen, auch einen tieferen. Nur ohne Trumpf darfst du jede Karte spielen.
rules-family-belote-score = Jedes Team zählt die Kartenpunkte seiner Stiche, und der letzte Stich gibt 10 dazu, so hat eine Runde 162 Punkte. Ein Team, das alle 8 Stiche macht, ist capot und bekommt 100 statt der 10, zusammen 252.
rules-family-melds = { $deck ->
    [german] Meldungen sind Kombinationen in einer Hand und zählen im ersten Stich. 4 Under zählen 200, 4 Neuner 150, und 4 Asse, Zehner, Könige oder Ober 100. 3 Karten derselben Farbe in Folge zählen 20, 4 zählen 50 und 5 oder mehr 100; Folgen gehen 7, 8, 9, 10, Under, Ober, König, Ass, und eine Karte darf in mehreren Meldungen zählen.
   *[french] Meldungen sind Kombinationen in einer Hand und zählen im ersten Stich. 4 Bauern zählen 200, 4 Neuner 150, und 4 Asse, Zehner, Könige oder Damen 100. 3 Karten derselben Farbe in Folge zählen 20, 4 zählen 50 und 5 oder mehr 100; Folgen gehen 7, 8, 9, 10, Bauer, Dame, König, Ass, und eine Karte darf in mehreren Meldungen zählen.
}
rules-family-melds-best = Nur das Team mit der besten Meldung zählt, und es zählt alle Meldungen beider Partner. Die beste Meldung hat mehr Punkte; bei Gleichstand mehr Karten; dann die höhere oberste Karte; dann eine Meldung im Trumpf. Sind die besten Meldungen beider Teams gleich, zählt niemand Meldungen, und ein Team ohne Stich verliert seine Meldungen.
rules-family-belote-rebelote = Belote und Rebelote: Wer König und { $deck ->
    [german] Ober
   *[french] Dame
} im Trumpf hat, sagt Belote beim Spielen der ersten dieser Karten und Rebelote bei der zweiten. Das Team bekommt 20, auch ohne Stich, und das Spiel sagt es für jeden Spieler an.
rules-family-belote-settle = Am Ende der Runde muss das Team, das genommen hat, mehr Punkte haben als das andere, mit Kartenpunkten, letztem Stich oder capot, Meldungen und Belote. Wenn ja, zählt jedes Team seine eigenen Punkte. Hat es weniger, ist es dedans: Es bekommt 0, und das andere Team bekommt die Punkte beider Teams. Bei Gleichstand bekommt das Team, das genommen hat, 0 und das andere Team seine eigenen Punkte.

## Belote Contrée

rules-family-contree-teams = Belote Contrée wird von 4 Spielern in 2 Teams gespielt. { rules-family-seats } Das Team, das die Versteigerung gewinnt, muss seinen Kontrakt erfüllen.
rules-family-contree-auction = Die Versteigerung beginnt bei Vorhand und geht reihum. Wer dran ist, bietet einen Kontrakt mit einer Trumpffarbe, höher als das letzte Gebot, oder passt, und wer gepasst hat, darf später wieder bieten. Die Kontrakte gehen 80, 90 und so weiter bis 160, und darüber capot, das Versprechen, alle 8 Stiche zu machen.
rules-family-contree-auction-end = Passen nach einem Gebot 3 Spieler nacheinander, endet die Versteigerung, und dieses Gebot ist der Kontrakt; passen am Anfang alle 4 Spieler, zählt die Runde nicht. Statt zu bieten, darf ein Spieler das Gebot der Gegner kontrieren, französisch contrer, und die Versteigerung endet. Die Bieter dürfen dann rekontrieren, surcontrer, der Reihe nach ab dem Spieler nach dem, der kontriert hat.
rules-family-contree-void = Wird eine Nebenfarbe ausgespielt, die du nicht hast, und liegt dein Partner nicht vorn, musst du trumpfen und dabei jeden Trumpf im Stich überstechen, wenn du kannst. Kannst du nicht überstechen, darfst du jede Karte spielen, auch einen tieferen Trumpf.
rules-family-contree-score = Jedes Team zählt die Kartenpunkte seiner Stiche, und der letzte Stich gibt 10 dazu, so hat eine Runde 162 Punkte. Ein Team, das alle 8 Stiche macht, bekommt 90 mehr, zusammen 252. Meldungen und Belote zählen in diesem Spiel nicht.
rules-family-contree-made = Der Kontrakt ist erfüllt, wenn die Punkte der Bieter ihn erreichen, ein Capot-Kontrakt, wenn sie alle 8 Stiche machen. Dann bekommen die Gegenspieler ihre Punkte auf 10 gerundet, eine 5 am Ende abgerundet, und die Bieter den Rest von 160, oder 250, wenn sie alle Stiche gemacht haben. So bekommen Gegenspieler mit 75 Punkten 70 und die Bieter 90.
rules-family-contree-failed = Wird der Kontrakt nicht erfüllt, bekommen die Bieter 0, und die Gegenspieler bekommen 160, oder 250 bei einem Capot-Kontrakt.
rules-family-contree-double = Ist der Kontrakt kontriert, bekommt das Team, das die Runde gewinnt, die Bieter, wenn sie ihn erfüllen, sonst die Gegenspieler, den Wert der Runde mal 2, und das andere Team 0. Rekontriert bekommt es den Wert mal 4. Eine Runde ist 160 wert, oder 250 bei einem Capot-Kontrakt oder wenn die Bieter alle Stiche machen.

## Der letzte Absatz: die Tasten (mit den Sätzen aus rules.ftl)

rules-family-keys-bid = { $key } öffnet die Gebotsliste, wenn du bieten darfst, wo { $previous } und { $next } blättern und { $select } bietet; sonst sagt { $key } den Trumpf und den Kontrakt.
rules-family-keys-bid-short = { $key } bietet, wenn du bieten darfst, und sagt sonst den Trumpf und den Kontrakt.
rules-family-keys-auction = { $key } öffnet die Gebotsliste, wenn du bieten darfst, wo { $previous } und { $next } Gebot um Gebot blättern, { $lower } und { $higher } zum tieferen oder höheren Kontrakt springen und { $select } bietet; sonst sagt { $key } den Trumpf und den Kontrakt.
rules-family-keys-name-trump = { $key } öffnet die Liste der Farben, wenn du Trumpf wählen musst, wo { $previous } und { $next } blättern und { $select } sie wählt; sonst sagt { $key } den Trumpf und das spielende Team.
rules-family-keys-name-trump-short = { $key } wählt Trumpf, wenn du musst, und sagt sonst den Trumpf und das spielende Team.
rules-family-told-deal-scores = die Punkte jeder Runde
rules-family-told-melds = die Meldungen und Belote
rules-family-told-roem = den Roem dieser Runde

## Selbst melden (option manual_announce)

rules-family-announce-roem = Mit der Regel, selbst zu melden, zählt das Spiel den Roem nicht mehr für dich: Gewinnst du einen Stich mit Roem, verlange ihn in der Meldeauswahl, bevor du zum nächsten Stich ausspielst, sonst ist er verloren. Der Roem des letzten Stichs zählt ohne Verlangen.
rules-family-announce-melds = Mit der Regel, selbst zu melden, meldet das Spiel nicht mehr für dich: Melde deine Meldungen in der Meldeauswahl vor deiner ersten Karte und sag dort Belote, bevor du den ersten von König und Dame im Trumpf spielst. Was du nicht meldest, zählt nicht.

## Klaberjass zu 2, 3 und 4, und das Klaverjas von 1821
# $players: 2, 3 oder 4; $target: die Punkte, die das Spiel beenden.

rules-kj-opponent = dein Gegner sitzt dir gegenüber
rules-kj-two-players = Klaberjass, auch Bela genannt, spielen hier 2 Spieler, jeder für sich, und { rules-kj-opponent }. In jeder Runde ist, wer Trumpf nimmt, der Nehmer und muss mehr Punkte machen als der Gegner.
rules-kj-three-players = Klaberjass zu dritt spielen 3 Spieler, jeder für sich: Der nächste Spieler sitzt rechts von dir, und es wird nach rechts gespielt. In jeder Runde ist, wer Trumpf nimmt, der Nehmer und muss mehr Punkte machen als jeder Gegner.
rules-kj-four-teams = Klaberjass zu viert spielen 4 Spieler in 2 Teams. { rules-family-seats } Das Team, das Trumpf nimmt, muss mehr Punkte machen als das andere.
rules-kj-deal = { rules-family-deck-cards } Der Geber gibt jedem Spieler 6 Karten, je 3 auf einmal, und deckt die nächste Karte auf, deren Farbe als Trumpf angeboten wird; die übrigen Karten bleiben im Talon. { $players ->
    [2] Die Vorhand, der Gegner des Gebers, bietet zuerst und spielt den ersten Stich aus, und die Spieler geben abwechselnd.
   *[other] Vorhand, rechts vom Geber, bietet zuerst und spielt den ersten Stich aus, und nach jeder Runde gibt der nächste Spieler.
}
rules-kj-four-deal = { rules-family-deck-cards } Der Geber gibt jedem Spieler 6 Karten und deckt die letzte der übrigen 8 auf, deren Farbe als Trumpf angeboten wird. Vorhand, rechts vom Geber, bietet zuerst und spielt den ersten Stich aus, und nach jeder Runde gibt der nächste Spieler.
rules-kj-bidding = In der ersten Bietrunde nimmt jeder Spieler der Reihe nach, { $players ->
    [2] erst die Vorhand, dann der Geber,
   *[other] von Vorhand an,
} die Farbe der aufgedeckten Karte als Trumpf oder passt. Passen alle, darf in der zweiten Bietrunde jeder eine andere Farbe als Trumpf nennen oder passen. Wer zuerst nimmt, ist der Nehmer, und passen alle zweimal, zählt die Runde nicht und der nächste Spieler gibt.
rules-kj-four-bidding = In der ersten Bietrunde nimmt jeder Spieler der Reihe nach die Farbe der aufgedeckten Karte als Trumpf oder passt. Passen alle 4, darf in der zweiten Bietrunde jeder eine andere Farbe oder ohne Trumpf nennen oder passen, und der Geber, der zuletzt bietet, darf auch die aufgedeckte Farbe nehmen. Wer zuerst nimmt, beendet das Bieten, und passen alle zweimal, zählt die Runde nicht.
rules-kj-two-completion = Nach dem Bieten bekommt jeder Spieler 3 weitere Karten aus dem Talon, so hat jeder 9 Karten, und die unterste Karte des Talons wird beiden gezeigt. Der Rest des Talons und die aufgedeckte Karte bleiben aus dem Spiel, so werden nur 18 Karten gespielt, und die Kartenpunkte einer Runde schwanken.
rules-kj-three-completion = Nach dem Bieten bekommt jeder Spieler 3 weitere Karten aus dem Talon, so hat jeder 9 Karten. Die übrigen 5 Karten bleiben aus dem Spiel, die aufgedeckte inbegriffen, so werden nur 27 Karten gespielt, und die Kartenpunkte einer Runde schwanken.
rules-kj-four-completion = Nach dem Bieten bekommt jeder Spieler 2 weitere Karten, und die aufgedeckte Karte, zuletzt gegeben, geht an den Geber, so hat jeder 8 Karten, und alle 32 Karten werden gespielt. In diesem Spiel gibt es keinen Dix.
rules-kj-no-trumps = Ohne Trumpf: Jede Farbe behält die Reihenfolge und die Punkte der Nebenfarben, so ist eine Runde mit dem letzten Stich 130 Punkte wert. Es gibt keinen Trumpf-{ $deck ->
    [german] Under
   *[french] Bauer
} und keine Trumpf-9, keine Bela, und Folgen werden nicht nach Trumpf verglichen.
rules-kj-dix = Der Dix: Ist die Farbe der aufgedeckten Karte Trumpf, darf, wer die Trumpf-7 hat, sie vor dem ersten Stich gegen die aufgedeckte Karte tauschen.
rules-kj-two-trump-lead = Wird Trumpf ausgespielt, musst du einen höheren Trumpf spielen, wenn du kannst, sonst irgendeinen Trumpf.
rules-kj-three-trump-lead = Wird Trumpf ausgespielt, musst du Trumpf spielen, wenn du welchen hast, und jeden Trumpf im Stich überstechen, wenn du kannst. Kannst du nicht überstechen, spielst du irgendeinen Trumpf.
rules-kj-two-void = Wird eine Nebenfarbe ausgespielt, die du nicht hast, musst du Trumpf spielen, wenn du welchen hast. Nur ohne Trumpf darfst du jede Karte spielen.
rules-kj-three-void = Wird eine Nebenfarbe ausgespielt, die du nicht hast, musst du trumpfen und dabei jeden Trumpf im Stich überstechen, wenn du kannst. Kannst du nicht überstechen, musst du trotzdem Trumpf spielen, auch einen tieferen. Nur ohne Trumpf darfst du jede Karte spielen.
rules-kj-four-void = Wird eine Nebenfarbe ausgespielt, die du nicht hast, musst du trumpfen und dabei jeden Trumpf im Stich überstechen, wenn du kannst, auch wenn dein Partner vorn liegt. Kannst du nicht überstechen, darfst du jede Karte spielen, auch einen tieferen Trumpf.
rules-kj-melds = Meldungen sind Folgen von 3 oder mehr Karten einer Farbe, in der Reihenfolge Ass, König, { $deck ->
    [german] Ober, Under
   *[french] Dame, Bauer
}, 10, 9, 8, 7: 3 Karten zählen 20, 4 oder mehr 50. Mit dem ersten Ausspiel meldet { $players ->
    [2] die Vorhand den Wert ihrer besten Folge, und der Geber antwortet
   *[other] Vorhand den Wert der besten Folge, und jeder andere Spieler antwortet der Reihe nach
} gut oder nicht gut, oder fragt, wie viele Karten, wie hoch oder ob im Trumpf. Das Spiel spricht dieses Gespräch aus.
rules-kj-melds-best = Die bessere Folge ist die längere, dann die mit der höheren obersten Karte, dann die im Trumpf, und gleich gute beste Folgen zählen für niemanden. Nur wer die beste Folge hat, zählt, und zwar alle seine Folgen, jede einmal in voller Länge. Meldungen eines Spielers ohne Stich zählen nicht.
rules-kj-four-melds-best = Partner stechen sich nicht aus: Das Team mit der besten Folge, der längeren, dann der mit der höheren obersten Karte, dann der im Trumpf, zählt alle Folgen beider Partner. Gleich gute beste Folgen in beiden Teams zählen für niemanden, und ein Team ohne Stich verliert seine Meldungen.
rules-kj-bela = Bela: Wer König und { $deck ->
    [german] Ober
   *[french] Dame
} im Trumpf hat, bekommt 20, wenn er die zweite der beiden Karten spielt, auch ohne Stich. Das Spiel sagt Bela mit der ersten.
rules-kj-score = Jeder Spieler zählt die Kartenpunkte seiner Stiche, und der letzte Stich gibt 10 dazu.
rules-kj-four-score = Jedes Team zählt die Kartenpunkte seiner Stiche, und der letzte Stich gibt 10 dazu, so ist eine Runde 162 Punkte wert. Für alle Stiche gibt es keinen Zuschlag.
rules-kj-two-settle = Am Ende der Runde muss der Nehmer mehr Punkte haben als der Gegner, mit Kartenpunkten, letztem Stich, Meldungen und Bela. Wenn ja, zählt jeder seine eigenen Punkte. Hat er weniger, ist er durchgefallen (französisch bête): Der Nehmer bekommt 0 und der Gegner die Punkte beider. Bei Gleichstand bekommt der Nehmer 0 und der Gegner seine eigenen Punkte.
rules-kj-three-settle = Am Ende der Runde muss der Nehmer mehr Punkte haben als jeder Gegner, mit Kartenpunkten, letztem Stich, Meldungen und Bela, und wenn ja, zählt jeder seine eigenen. Hat ein Gegner mehr, ist der Nehmer durchgefallen (französisch bête): Er bekommt 0, und jeder Gegner seine eigenen Punkte und die Hälfte der Punkte des Nehmers, abgerundet. Hat der Nehmer gleich viele Punkte wie der bessere Gegner, bekommt er 0 und die Gegner ihre eigenen.
rules-kj-four-settle = Am Ende der Runde muss das nehmende Team mehr Punkte haben als das andere, mit Kartenpunkten, letztem Stich, Meldungen und Bela. Wenn ja, zählt jedes Team seine eigenen Punkte. Hat es weniger, ist es durchgefallen (französisch bête): Es bekommt 0, und das andere Team die Punkte beider. Bei Gleichstand bekommt das nehmende Team 0 und das andere seine eigenen Punkte.
rules-kj-end = Das Spiel endet nach der Runde, in der ein Spieler { $target } Punkte erreicht. Das höhere Total gewinnt, und bei gleichem Total ist es unentschieden.
rules-kj-two-options-bid = Regeloptionen unter Optionen, Spielregeln: Mit Schmeiss darf die Vorhand in der ersten Bietrunde die Runde hinwerfen, und der Geber muss sie dann zwingen, die aufgedeckte Farbe zu nehmen, oder ablehnen, und es wird neu gegeben. Mit Bimah muss der Geber nehmen, mit beliebiger Farbe, wenn die Vorhand in der zweiten Bietrunde passt.
rules-kj-options-play = Mit blankem { $deck ->
    [german] Under
   *[french] Bauer
} muss ein einzelner Trumpf-{ $deck ->
    [german] Under
   *[french] Bauer
} nicht auf eine ausgespielte Nebenfarbe trumpfen. Mit Zensa zählen 5 oder mehr in Folge 100, 4 { $deck ->
    [german] Under
   *[french] Bauern
} 200, und 4 Asse, 10er, Könige oder { $deck ->
    [german] Ober
   *[french] Damen
} 100. { rules-kj-options-tie }
rules-kj-three-options = Regeloptionen unter Optionen, Spielregeln: Mit blankem { $deck ->
    [german] Under
   *[french] Bauer
} muss ein einzelner Trumpf-{ $deck ->
    [german] Under
   *[french] Bauer
} nicht auf eine ausgespielte Nebenfarbe trumpfen. Mit Zensa zählen 5 oder mehr in Folge 100, 4 { $deck ->
    [german] Under
   *[french] Bauern
} 200, und 4 Asse, 10er, Könige oder { $deck ->
    [german] Ober
   *[french] Damen
} 100.
rules-kj-options-tie = Ein Gleichstand kann stattdessen den Nehmer verlieren lassen oder die Punkte in einen Topf für den legen, der in der nächsten Runde mehr hat.
rules-kj-four-options-deal = Regeloptionen unter Optionen, Spielregeln: Mit dem Turniergeben bleiben die übrigen 8 Karten verdeckt, und die erste Bietrunde bietet die Farbe des Gebers: { $deck ->
    [german] Rosen, wenn du gibst, dann Schellen, Schilten und Eicheln
   *[french] Herz, wenn du gibst, dann Ecken, Schaufel und Kreuz
} reihum nach rechts.
rules-kj-announce = Mit der Regel, selbst zu melden, meldet das Spiel nicht mehr für dich: Melde deine Folgen in der Meldeliste vor deiner ersten Karte, und sage dort Bela, bevor du die erste von König und { $deck ->
    [german] Ober
   *[french] Dame
} im Trumpf spielst. Was du nicht meldest, zählt nicht.

rules-1821-players = Das Klaverjas von 1821 ist ein Spiel aus dem frühen 19. Jahrhundert für 2 Spieler, jeder für sich, und { rules-kj-opponent }. Es wird nicht geboten, und jeder zählt seine eigenen Punkte.
rules-1821-deal = { rules-family-deck-cards } Der Geber gibt jedem Spieler 9 Karten und deckt die nächste Karte auf, die Trumpf bestimmt; sie liegt unter dem Talon der übrigen 13 Karten und wird zuletzt gezogen. Die Vorhand, der Gegner des Gebers, spielt den ersten Stich aus, und die Spieler geben abwechselnd.
rules-1821-trump-order = Trümpfe stechen jede andere Farbe, in der Reihenfolge { $deck ->
    [german] Under, 9, Ass, König, Ober, 10, 8, 7. Der Trumpf-Under zählt 20 Punkte, die Trumpf-9 14, das Ass 11, der König 3, der Ober 2 und die 10 zählt 10, die 8 und die 7 nichts.
   *[french] Bauer, 9, Ass, König, Dame, 10, 8, 7. Der Trumpf-Bauer zählt 20 Punkte, die Trumpf-9 14, das Ass 11, der König 3, die Dame 2 und die 10 zählt 10, die 8 und die 7 nichts.
}
rules-1821-plain-order = In den Nebenfarben ist die Reihenfolge { $deck ->
    [german] Ass, König, Ober, Under, 10, 9, 8, 7. Das Ass zählt 11, die 10 zählt 10, der König 3, der Ober 2 und der Under 1, die 9, 8 und 7 nichts.
   *[french] Ass, König, Dame, Bauer, 10, 9, 8, 7. Das Ass zählt 11, die 10 zählt 10, der König 3, die Dame 2 und der Bauer 1, die 9, 8 und 7 nichts.
} Alle 32 Karten zählen 141 Punkte, und der letzte Stich gibt 5 dazu.
rules-1821-phase-one = Solange der Talon reicht, in den ersten 7 Stichen, darf der zweite Spieler jede Karte spielen. Die höhere Karte der ausgespielten Farbe oder der höhere Trumpf gewinnt den Stich, und wer ihn gewinnt, zieht zuerst die oberste Karte des Talons, dann der andere Spieler.
rules-1821-dix = Wer die Trumpf-7 hat, darf sie gegen die aufgedeckte Karte tauschen, wenn er ausspielen darf, solange der Talon nicht leer ist.
rules-1821-melds = Solange der Talon reicht, darf, wer ausspielt, eine Kombination melden: 3 in Folge 20, 4 in Folge 50, 5 oder mehr 100, 4 { $deck ->
    [german] Under
   *[french] Bauern
} 200, 4 Könige oder 4 { $deck ->
    [german] Ober
   *[french] Damen
} 100. Der andere Spieler darf mit einer höheren kontern, die dann statt ihrer zählt. Jede zählt einmal. Eine Folge darf Karten einer gemeldeten Folge nur verwenden, wenn sie diese ganz enthält, und zählt dann voll. Eine gekonterte darf wieder gemeldet werden.
rules-1821-marriage = Hochzeit: Wer König oder { $deck ->
    [german] Ober
   *[french] Dame
} im Trumpf ausspielt und die andere Karte hält, bekommt 20, solange der Talon reicht.
rules-1821-phase-two = Ist der Talon leer, werden die letzten 9 Stiche streng gespielt: Du musst Farbe bedienen und den Stich nehmen, wenn du es beim Bedienen kannst. Hast du die ausgespielte Farbe nicht, darfst du jede Karte spielen. Wer alle 9 dieser Stiche macht, bekommt 100 mehr.
rules-1821-announce = Mit der Regel, selbst zu melden, meldet das Spiel nicht mehr für dich: Melde oder kontere deine Kombinationen und sage deine Hochzeit in der Meldeliste an, sonst zählen sie nicht.

rules-kj-keys-dix = { $key } tauscht die Trumpf-7 gegen die aufgedeckte Karte.
rules-kj-keys-trump = { $key } sagt den Trumpf.
rules-kj-told-stock = die Karten auf dem Tisch und den Talon
rules-kj-told-melds = die Meldungen und Bela
rules-1821-told-melds = die Meldungen und Hochzeiten
