# De spelregels van elke variant (Ctrl+F1 en het regelscherm), een bericht per alinea.
# Platte tekst voor spraak: getallen in cijfers, geen tekens die slecht voorgelezen worden.

## Alinea's die meerdere varianten delen

rules-teams = { $title } wordt gespeeld door 4 spelers in 2 teams. Je maat zit tegenover je, en de volgende speler zit rechts van je: er wordt naar rechts gespeeld.
rules-deck-cards = Het kaartspel telt 36 kaarten: harten, ruiten, schoppen en klaveren, elke kleur van 6 tot en met aas.
rules-deck-dealer = Voorhand is de speler rechts van de gever. Na elk spel deelt de volgende speler.
rules-team-deck = { rules-deck-cards } De gever deelt elke speler 9 kaarten, zodat alle kaarten gedeeld worden. { rules-deck-dealer }
rules-schieben = Voorhand mag de keuze ook aan zijn maat laten. Dat heet schuiven: de maat moet dan kiezen en kan niet terugschuiven. Hoe dan ook komt voorhand uit in de eerste slag.
rules-trump-order = Troef slaat elke andere kleur. De volgorde in troef is boer, 9, aas, heer, vrouw, 10, 8, 7, 6. De troefboer, de jas genoemd, telt 20 punten, de 9 van troef, de nel genoemd, 14, de aas 11, de heer 4, de vrouw 3 en de 10 telt 10. De 8, 7 en 6 van troef tellen niet.
rules-plain-order = In de kleuren die geen troef zijn, is de volgorde aas, heer, vrouw, boer, 10, 9, 8, 7, 6. De aas telt 11, de heer 4, de vrouw 3, de boer 2 en de 10 telt 10. De 9, 8, 7 en 6 tellen niet.
rules-follow = De eerste kaart van een slag bepaalt de gevraagde kleur. Heb je die kleur, dan moet je die spelen, maar je mag altijd in plaats daarvan een troef spelen. Heb je die kleur niet, dan mag je elke kaart spelen, maar je mag niet ondertroeven.
rules-undertrump = Je mag niet ondertroeven. Als er een andere kleur dan troef gevraagd is en iemand al heeft ingetroefd, mag je geen troef spelen die lager is dan de hoogste troef in de slag. De enige uitzondering: elke kaart in je hand is zo'n lagere troef.
rules-trump-lead = Als troef gevraagd wordt, moet je troef spelen als je die hebt, maar je hoeft de gespeelde troeven niet te overtroeven. De uitzondering voor de jas: is de troefboer je enige troef, dan hoef je hem niet te spelen en mag je elke kaart spelen.
rules-winner = De hoogste troef in een slag wint die slag. Zit er geen troef in, dan wint de hoogste kaart van de gevraagde kleur. Wie een slag wint, komt uit in de volgende slag.

## Jass

rules-jass-teams = { rules-teams } Je team probeert slagen te halen met veel kaartpunten.
rules-jass-trump = Voorhand kiest troef: harten, ruiten, schoppen of klaveren. { rules-schieben }
rules-jass-score = Elk team krijgt de kaartpunten van de slagen die het haalt, en de laatste slag telt 5 extra, zodat elk spel 157 punten waard is. In deze variant is er geen roem.
rules-jass-match = { $match ->
    [0] Een team dat alle 9 slagen haalt, krijgt daar niets extra voor: dit spel heeft geen pitbonus.
   *[other] Een team dat alle 9 slagen haalt, maakt pit en krijgt { $match } punten extra, { $match_deal } in dat spel.
}
rules-jass-end = Het doel is { $target } punten (1000, 1500 of 2000 kan gekozen worden). Het potje eindigt na het spel waarin een team het doel bereikt. Het team met het hoogste totaal wint, en bij een gelijk totaal delen de teams de winst.

## Schieber

rules-schieber-teams = { rules-teams } Je team scoort kaartpunten{ $scores ->
    [both] , roem en stuk,
    [weis] {" "}en roem,
    [stoeck] {" "}en stuk,
   *[none] {""}
} en probeert als eerste { $target } punten te halen.
rules-schieber-trump = Voorhand kiest de troefsoort: { $modes ->
    [obenabe] een kleur als troef, of Obenabe.
    [undenufe] een kleur als troef, of Undenufe.
    [none] een kleur als troef.
   *[both] een kleur als troef, Obenabe of Undenufe.
} { rules-schieben }
rules-obenabe = Obenabe betekent van boven naar beneden. Er is geen troef, en elke kleur loopt van aas omlaag tot 6. De aas telt 11, de heer 4, de vrouw 3, de boer 2, de 10 telt 10 en de 8 telt 8. De 9, 7 en 6 tellen niet.
rules-undenufe = Undenufe betekent van beneden naar boven. Er is geen troef, en elke kleur loopt andersom: de 6 is het hoogst en de aas het laagst. De 6 telt 11, de heer 4, de vrouw 3, de boer 2, de 10 telt 10 en de 8 telt 8. De aas, 9 en 7 tellen niet.
rules-schieber-follow = { rules-follow } Bij Obenabe en Undenufe is er geen troef, dus je bekent gewoon kleur.
rules-schieber-winner = De hoogste troef in een slag wint die slag. Zit er geen troef in, dan wint de hoogste kaart van de gevraagde kleur, in de volgorde van de gekozen troefsoort. De winnaar komt uit in de volgende slag.
rules-schieber-score = Elk team krijgt de kaartpunten van de slagen die het haalt, en de laatste slag telt 5 extra, zodat elk spel in elke troefsoort 157 punten waard is{ $multiplied ->
    [yes] , voor de vermenigvuldiging.
   *[no] .
}
rules-schieber-match = { $match ->
    [0] Een team dat alle 9 slagen haalt, krijgt daar niets extra voor: dit spel heeft geen pitbonus.
   *[other] Een team dat alle 9 slagen haalt, maakt pit en krijgt { $match } punten extra{ $multiplied ->
        [yes] , voor de vermenigvuldiging.
       *[no] .
    }
}
rules-weis = Roem bestaat uit combinaties in een hand. De roem van elke speler wordt automatisch gemeld als die zijn eerste kaart speelt, en geteld als de eerste slag eindigt. Staat in de spelregels dat je je roem zelf meldt, dan kies je voor je eerste kaart welke roem je meldt.
rules-weis-sequences = Reeksen lopen in elke troefsoort 6, 7, 8, 9, 10, boer, vrouw, heer, aas. Dezelfde kaart mag tellen in een reeks en in 4 gelijke kaarten.
rules-weis-values = Waarde van de roem: 3 opeenvolgende kaarten van dezelfde kleur tellen 20. 4 op een rij tellen 50, 5 tellen 100, en elke kaart meer telt 50 extra. 4 gelijke kaarten tellen 100, 4 negens 150 en 4 boeren 200.
rules-weis-best = Alleen het team met de beste losse roem scoort, en het scoort alle roem van beide maten. De beste roem heeft meer punten; bij gelijkheid meer kaarten; dan de hoogste bovenste kaart, maar bij Undenufe wint de lagere reeks; dan een reeks in troef; dan de speler die eerder speelt in de eerste slag.
rules-stoeck = Stuk: wie de heer en de vrouw van troef heeft, krijgt 20 voor zijn team bij het spelen van de tweede daarvan, ook als het team geen slag haalt. Brengen die 20 het team aan het doel terwijl beide kaarten nog in de hand zijn, dan tellen ze aan het eind van de eerste slag, vóór de roem. Bij Obenabe en Undenufe is er geen stuk.
rules-multipliers = { $multipliers ->
    [swisslos] Met de Swisslos-vermenigvuldiging tellen de punten 1 keer als harten of ruiten troef is, 2 keer bij schoppen of klaveren en 3 keer bij Obenabe of Undenufe.
    [none] De punten worden niet vermenigvuldigd: elke speelsoort telt één keer.
   *[standard] Met de standaardvermenigvuldiging tellen de punten 1 keer als schoppen of klaveren troef is, 2 keer bij harten of ruiten en 3 keer bij Obenabe of Undenufe.
}{ $multipliers ->
    [none] {""}
   *[other] {" "}De vermenigvuldiging geldt voor kaartpunten, de laatste slag{ $scores ->
        [both] , de pitbonus, roem en stuk.
        [weis] , de pitbonus en roem.
        [stoeck] , de pitbonus en stuk.
       *[none] {" "}en de pitbonus.
    }
}
rules-schieber-end = Het potje eindigt zodra een team { $target } punten bereikt, ook midden in een spel, en dat team wint. Punten tellen zodra ze gemaakt worden: { $scores ->
    [both] stuk als het telt, roem als de eerste slag eindigt, voor de punten van die slag, en elke slag
    [weis] roem als de eerste slag eindigt, voor de punten van die slag, en elke slag
    [stoeck] stuk als het telt, en elke slag
   *[none] elke slag
} als die gehaald wordt.

## Putz voor 3 en voor 5

rules-putz-aim = Iedereen speelt voor zichzelf: er zijn geen teams. De volgende speler zit rechts van je, en er wordt naar rechts gespeeld. Probeer in elk spel minstens { $apple } punten te halen en bij de besten te zijn.
rules-apples = Na elk spel krijgt elke speler met minder dan { $apple } punten een appel, die min 1 telt. Pluspunten gaan alleen naar spelers zonder appel, de beste eerst.
rules-putz-ties = Spelers met evenveel punten delen hun plaatsen, en elk van hen krijgt de kleinste beloning van die plaatsen. Zo krijgen 2 spelers die gelijk staan voor de laatste beloonde plaats allebei niets. Een appel telt altijd min 1.
rules-putz-end = Het potje eindigt na het spel waarin een speler { $target } punten of meer haalt, of een speler zakt tot min { $limit } of lager. Het hoogste totaal wint, en spelers met een gelijk hoogste totaal delen de winst.

rules-putz3-players = { $title }, ook de appel genoemd, wordt gespeeld door 3 spelers. { rules-putz-aim }
rules-putz3-deck = { rules-deck-cards } De gever deelt elke speler 9 kaarten, en de andere 9 vormen de talon. { rules-deck-dealer }
rules-putz3-trump = Niemand kiest troef. De gever draait de bovenste kaart van de talon om, en de kleur daarvan is troef. De omgedraaide kaart blijft open op de talon liggen. Voorhand komt uit in de eerste slag.
rules-putz3-six = Voordat de eerste kaart gespeeld is, mag de speler met de 6 van troef die ruilen voor de omgedraaide kaart, en de 6 ligt dan open op de talon. Er wordt niet geruild als de omgedraaide kaart zelf de 6 is.
rules-putz3-kitty = Bij je eerste beurt, voordat je je eerste kaart speelt, mag je de talon nemen. Die wordt je hand, met de open kaart erbij, en je eigen hand wordt gedekt opzij gelegd en doet niet meer mee. Je kunt er niet naar terug.
rules-putz3-kitty-order = Voorhand mag de talon als eerste nemen, dan de volgende speler, dan de gever. Slechts 1 speler kan hem nemen. Neemt niemand hem, dan doet hij niet mee.
rules-putz3-score = Elke speler krijgt de kaartpunten van de slagen die hij haalt, en de laatste slag telt 5 extra. De 9 kaarten die niet meedoen, de talon of een opzij gelegde hand, tellen voor niemand, zodat een spel hoogstens 157 punten waard is. Er is geen roem en geen bonus voor alle slagen.
rules-putz3-awards = Bij geen of 1 appel krijgen de 2 beste spelers zonder appel elk plus 1. Bij 2 appels krijgt de speler zonder appel plus 2. Bij 3 appels krijgt niemand pluspunten.

rules-putz5-players = { $title }, ook de appel genoemd, wordt gespeeld door 5 spelers. { rules-putz-aim }
rules-putz5-deck = { rules-deck-cards } De gever deelt elke speler 7 kaarten, en er is geen talon. { rules-deck-dealer }
rules-putz5-trump = Niemand kiest troef. De kaart die na het delen overblijft, wordt omgedraaid, en de kleur daarvan is troef. Voorhand komt uit in de eerste slag.
rules-putz5-six = Voordat de eerste kaart gespeeld is, mag de speler met de 6 van troef die ruilen voor de omgedraaide kaart. Er wordt niet geruild als de omgedraaide kaart zelf de 6 is.
rules-putz5-score = Elke speler krijgt de kaartpunten van de slagen die hij haalt, en de laatste slag telt 5 extra. De kaart die niet meedoet, de omgedraaide kaart of na een ruil de 6, telt voor niemand. Er is geen roem en geen bonus voor alle slagen.
rules-putz5-awards = Bij geen of 1 appel krijgen de 3 beste spelers zonder appel elk plus 1. Bij 2 appels krijgt de beste plus 2 en de volgende 2 plus 1. Bij 3 appels krijgen de 2 spelers zonder appel elk plus 2. Bij 4 appels krijgt de enige speler zonder appel plus 3.

## De laatste alinea: de toetsen

rules-keys = Toetsen: { $sentences }
rules-keys-none = Toetsen: geen van deze opdrachten heeft een toets.
rules-keys-play = { $key } speelt de gekozen kaart.
rules-keys-choose-trump = { $key } kiest troef als jij mag kiezen, en zegt anders wat troef is.
rules-keys-help = { $key } noemt de toetsen die nu werken.

rules-keys-tell-trump = { $key } zegt wat troef is
rules-keys-six = { $key } ruilt de 6 van troef
rules-keys-six-keep = { $key } ruilt de 6 van troef ({ $play } houdt hem)
rules-keys-kitty = { $key } neemt de talon
rules-keys-list-one = { $first }.
rules-keys-list-two = { $first } en { $second }.
rules-keys-list-three = { $first }, { $second } en { $third }.

rules-keys-tells-first = { $key } noemt { $what }
rules-keys-tells-next = { $key } { $what }
rules-told-table-cards = de kaarten op tafel
rules-told-led-suit = de gevraagde kleur
rules-told-scores = de stand
rules-told-turn = wie er aan de beurt is
rules-told-hand = je hand
rules-told-last-trick = de laatste slag
rules-told-points = de gehaalde punten
rules-told-melds = de roem en het stuk
