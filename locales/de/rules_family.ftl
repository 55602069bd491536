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
rules-family-klaverjas-trump = Vorhand muss eine Farbe als Trumpf bestimmen und darf nicht passen, wie die Karten auch sind. Das Team von Vorhand ist das spielende Team, und Vorhand spielt den ersten Stich aus.
rules-family-klaverjas-trump-order = { rules-family-trump-order } Holländische Spieler nennen den { $deck ->
    [german] Trumpf-Under
   *[french] Trumpf-Bauer
} jas und die Trumpf-9 nel.
rules-family-klaverjas-void = Wird eine Nebenfarbe ausgespielt, die du nicht hast, und liegt dein Partner nicht vorn, musst du trumpfen und dabei jeden Trumpf im Stich überstechen, wenn du kannst. Kannst du das nicht, spielst du eine Karte einer anderen Nebenfarbe. Untertrumpfen, also einen tieferen Trumpf als einen im Stich spielen, darfst du nur, wenn du nichts anderes hast.
rules-family-amsterdam-partner = Amsterdamer Regeln: Wird eine Nebenfarbe ausgespielt, die du nicht hast, und liegt dein Partner vorn, musst du nicht trumpfen. Du darfst eine Karte einer anderen Nebenfarbe spielen oder einen Trumpf, der jeden Trumpf im Stich übersticht. Untertrumpfen darfst du nur, wenn du nichts anderes hast.
rules-family-rotterdam-partner = Rotterdamer Regeln: Wird eine Nebenfarbe ausgespielt, die du nicht hast, musst du trumpfen, auch wenn dein Partner vorn liegt, und dabei jeden Trumpf im Stich überstechen, wenn du kannst. Kannst du das nicht, spielst du eine Karte einer anderen Nebenfarbe, und untertrumpfen darfst du nur, wenn du nichts anderes hast.
rules-family-klaverjas-score = Jedes Team zählt die Kartenpunkte seiner Stiche, und der letzte Stich gibt 10 dazu, so ist jede Runde 162 Punkte wert.
rules-family-roem = Roem zählt pro Stich: Die 4 Karten eines Stichs zählen, egal wer sie gespielt hat, für das Team, das ihn gewinnt. 3 Karten derselben Farbe in Folge zählen 20, 4 in Folge 50 und 4 Gleiche 100. Folgen gehen in jeder Farbe 7, 8, 9, 10, { $deck ->
    [german] Under, Ober
   *[french] Bauer, Dame
}, König, Ass, und das Spiel zählt allen Roem selbst.
rules-family-stuk = Stöck, holländisch stuk: König und { $deck ->
    [german] Ober
   *[french] Dame
} im Trumpf im selben Stich zählen 20 Roem für das Team, das ihn gewinnt, auch wenn sie Teil einer Folge sind.
rules-family-pit = Pit: Ein Team, das alle Kartenpunkte einer Runde macht, den letzten Stich inbegriffen, bekommt 100 mehr. Das gilt auch, wenn das andere Team einen Stich ohne Punkte gemacht hat.
rules-family-wet = Roem und Pit werden notiert, aber erst am Ende der Runde gezählt. Dann muss das spielende Team mehr haben als das andere, mit Kartenpunkten, letztem Stich, Roem und Pit, und wenn ja, zählt jedes Team seine eigenen Punkte. Wenn nicht, auch bei Gleichstand, ist das spielende Team nass, holländisch nat: Es bekommt 0, und das andere Team bekommt alle 162 Punkte, allen Roem beider Teams und den Pit.
rules-family-klaverjas-end = Das Spiel endet nach der Runde, in der ein Team { $target } Punkte erreicht, oder nach { $deals } Runden, sodass jeder { $rounds } Mal gibt, je nachdem, was zuerst eintritt. Das Team mit dem höheren Total gewinnt, und bei gleichem Total ist es unentschieden.

## Belote

rules-family-belote-teams = Belote wird von 4 Spielern in 2 Teams gespielt. { rules-family-seats } Das Team, das Trumpf nimmt, muss mehr Punkte machen als das andere.
rules-family-belote-deal = { rules-family-deck-cards } Der Geber gibt jedem Spieler 5 Karten und deckt die nächste Karte auf, deren Farbe als Trumpf angeboten wird, und die übrigen 11 bleiben im Talon. { rules-family-deck-dealer }
rules-family-belote-bidding = Das Bieten beginnt bei Vorhand. In der ersten Bietrunde nimmt jeder Spieler der Reihe nach die Farbe der aufgedeckten Karte als Trumpf oder passt. Passen alle 4, darf in der zweiten Bietrunde jeder eine andere Farbe als Trumpf nennen oder passen. Wer zuerst nimmt, beendet das Bieten, und passen alle zweimal, zählt die Runde nicht und der nächste Spieler gibt.
rules-family-belote-completion = Wer nimmt, bekommt die aufgedeckte Karte und 2 weitere aus dem Talon, und jeder andere Spieler bekommt 3, so hat jeder 8 Karten. Vorhand spielt den ersten Stich aus, egal wer genommen hat.
rules-family-belote-trump-lead = Wird Trumpf ausgespielt, musst du Trumpf spielen, wenn du welchen hast, und jeden Trumpf im Stich überstechen, wenn du kannst, ausser dein Partner liegt vorn. Kannst du nicht überstechen oder liegt dein Partner vorn, spielst du irgendeinen Trumpf.
rules-family-belote-void = Wird eine Nebenfarbe ausgespielt, die du nicht hast, und liegt dein Partner nicht vorn, musst du trumpfen und dabei jeden Trumpf im Stich überstechen, wenn du kannst. Kannst du nicht überstechen, musst du trotzdem Trumpf spielen, auch einen tieferen. Nur ohne Trumpf darfst du jede Karte spielen.
rules-family-belote-score = Jedes Team zählt die Kartenpunkte seiner Stiche, und der letzte Stich gibt 10 dazu, so hat eine Runde 162 Punkte. Ein Team, das alle 8 Stiche macht, ist capot und bekommt 100 statt der 10, zusammen 252.
rules-family-melds = { $deck ->
    [german] Weis sind Kombinationen in einer Hand und zählen im ersten Stich. 4 Under zählen 200, 4 Neuner 150, und 4 Asse, Zehner, Könige oder Ober 100. 3 Karten derselben Farbe in Folge zählen 20, 4 zählen 50 und 5 oder mehr 100; Folgen gehen 7, 8, 9, 10, Under, Ober, König, Ass, und eine Karte darf in mehreren Weis zählen.
   *[french] Weis sind Kombinationen in einer Hand und zählen im ersten Stich. 4 Bauern zählen 200, 4 Neuner 150, und 4 Asse, Zehner, Könige oder Damen 100. 3 Karten derselben Farbe in Folge zählen 20, 4 zählen 50 und 5 oder mehr 100; Folgen gehen 7, 8, 9, 10, Bauer, Dame, König, Ass, und eine Karte darf in mehreren Weis zählen.
}
rules-family-melds-best = Nur das Team mit dem besten Weis zählt, und es zählt alle Weis beider Partner. Der beste Weis hat mehr Punkte; bei Gleichstand mehr Karten; dann die höhere oberste Karte; dann einen Weis im Trumpf. Sind die besten Weis beider Teams gleich, zählt niemand Weis, und ein Team ohne Stich verliert seine Weis.
rules-family-belote-rebelote = Belote und Rebelote: Wer König und { $deck ->
    [german] Ober
   *[french] Dame
} im Trumpf hat, sagt Belote beim Spielen der ersten dieser Karten und Rebelote bei der zweiten. Das Team bekommt 20, auch ohne Stich, und das Spiel sagt es für jeden Spieler an.
rules-family-belote-settle = Am Ende der Runde muss das Team, das genommen hat, mehr Punkte haben als das andere, mit Kartenpunkten, letztem Stich oder capot, Weis und Belote. Wenn ja, zählt jedes Team seine eigenen Punkte. Hat es weniger, ist es dedans: Es bekommt 0, und das andere Team bekommt die Punkte beider Teams. Bei Gleichstand bekommt das Team, das genommen hat, 0 und das andere Team seine eigenen Punkte.

## Belote Contrée

rules-family-contree-teams = Belote Contrée wird von 4 Spielern in 2 Teams gespielt. { rules-family-seats } Das Team, das die Versteigerung gewinnt, muss seinen Kontrakt erfüllen.
rules-family-contree-auction = Die Versteigerung beginnt bei Vorhand und geht reihum. Wer dran ist, bietet einen Kontrakt mit einer Trumpffarbe, höher als das letzte Gebot, oder passt, und wer gepasst hat, darf später wieder bieten. Die Kontrakte gehen 80, 90 und so weiter bis 160, und darüber capot, das Versprechen, alle 8 Stiche zu machen.
rules-family-contree-auction-end = Passen nach einem Gebot 3 Spieler nacheinander, endet die Versteigerung, und dieses Gebot ist der Kontrakt; passen am Anfang alle 4 Spieler, zählt die Runde nicht. Statt zu bieten, darf ein Spieler das Gebot der Gegner kontrieren, französisch contrer, und die Versteigerung endet. Die Bieter dürfen dann rekontrieren, surcontrer, der Reihe nach ab dem Spieler nach dem, der kontriert hat.
rules-family-contree-void = Wird eine Nebenfarbe ausgespielt, die du nicht hast, und liegt dein Partner nicht vorn, musst du trumpfen und dabei jeden Trumpf im Stich überstechen, wenn du kannst. Kannst du nicht überstechen, darfst du jede Karte spielen, auch einen tieferen Trumpf.
rules-family-contree-score = Jedes Team zählt die Kartenpunkte seiner Stiche, und der letzte Stich gibt 10 dazu, so hat eine Runde 162 Punkte. Ein Team, das alle 8 Stiche macht, bekommt 90 mehr, zusammen 252. Weis und Belote zählen in diesem Spiel nicht.
rules-family-contree-made = Der Kontrakt ist erfüllt, wenn die Punkte der Bieter ihn erreichen, ein Capot-Kontrakt, wenn sie alle 8 Stiche machen. Dann bekommen die Gegenspieler ihre Punkte auf 10 gerundet, eine 5 am Ende abgerundet, und die Bieter den Rest von 160, oder 250, wenn sie alle Stiche gemacht haben. So bekommen Gegenspieler mit 75 Punkten 70 und die Bieter 90.
rules-family-contree-failed = Wird der Kontrakt nicht erfüllt, bekommen die Bieter 0, und die Gegenspieler bekommen 160, oder 250 bei einem Capot-Kontrakt.
rules-family-contree-double = Ist der Kontrakt kontriert, bekommt das Team, das die Runde gewinnt, die Bieter, wenn sie ihn erfüllen, sonst die Gegenspieler, den Wert der Runde mal 2, und das andere Team 0. Rekontriert bekommt es den Wert mal 4. Eine Runde ist 160 wert, oder 250 bei einem Capot-Kontrakt oder wenn die Bieter alle Stiche machen.

## Der letzte Absatz: die Tasten (mit den Sätzen aus rules.ftl)

rules-family-keys-bid = { $key } öffnet die Gebotsliste, wenn du bieten darfst, wo { $previous } und { $next } blättern und { $select } bietet; sonst sagt { $key } den Trumpf und den Kontrakt.
rules-family-keys-bid-short = { $key } bietet, wenn du bieten darfst, und sagt sonst den Trumpf und den Kontrakt.
rules-family-keys-auction = { $key } öffnet die Gebotsliste, wenn du bieten darfst, wo { $previous } und { $next } Gebot um Gebot blättern, { $lower } und { $higher } zum tieferen oder höheren Kontrakt springen und { $select } bietet; sonst sagt { $key } den Trumpf und den Kontrakt.
rules-family-keys-name-trump = { $key } öffnet die Liste der Farben, wenn du Trumpf bestimmen musst, wo { $previous } und { $next } blättern und { $select } sie bestimmt; sonst sagt { $key } den Trumpf und das spielende Team.
rules-family-keys-name-trump-short = { $key } bestimmt Trumpf, wenn du musst, und sagt sonst den Trumpf und das spielende Team.
rules-family-told-deal-scores = die Punkte jeder Runde
rules-family-told-melds = die Weis und Belote
rules-family-told-roem = den Roem dieser Runde

## Selbst melden (option manual_announce)

rules-family-announce-roem = Mit der Regel, selbst zu melden, zählt das Spiel den Roem nicht mehr für dich: Gewinnst du einen Stich mit Roem, verlange ihn in der Meldeauswahl, bevor du zum nächsten Stich ausspielst, sonst ist er verloren. Der Roem des letzten Stichs zählt ohne Verlangen.
rules-family-announce-melds = Mit der Regel, selbst zu melden, meldet das Spiel nicht mehr für dich: Melde deine Meldungen in der Meldeauswahl vor deiner ersten Karte und sag dort Belote, bevor du den ersten von König und Dame im Trumpf spielst. Was du nicht meldest, zählt nicht.
