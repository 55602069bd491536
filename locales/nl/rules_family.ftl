# De spelregels van de partnerspellen van de familie met 32 kaarten (Ctrl+F1): klaverjassen
# (Amsterdams en Rotterdams), Belote en Belote Contrée, een bericht per alinea.
# Platte tekst voor spraak: getallen in cijfers, geen tekens die slecht voorgelezen worden.

## Alinea's die meerdere spellen delen

rules-family-seats = Je maat zit tegenover je, en de volgende speler zit rechts van je: er wordt naar rechts gespeeld.
rules-family-deck-cards = Het kaartspel telt 32 kaarten: harten, ruiten, schoppen en klaveren, elke kleur van 7 tot en met aas.
rules-family-deck-dealer = Voorhand is de speler rechts van de gever. Na elk spel deelt de volgende speler.
rules-family-deck-all = { rules-family-deck-cards } De gever deelt elke speler 8 kaarten, zodat alle kaarten gedeeld worden. { rules-family-deck-dealer }
rules-family-trump-order = Troef slaat elke andere kleur, in de volgorde boer, 9, aas, 10, heer, vrouw, 8, 7. De troefboer telt 20 punten, de 9 van troef 14, de aas 11, de 10 telt 10, de heer 4 en de vrouw 3, en de 8 en 7 tellen niet.
rules-family-plain-order = In de kleuren die geen troef zijn, is de volgorde aas, 10, heer, vrouw, boer, 9, 8, 7. De aas telt 11, de 10 telt 10, de heer 4, de vrouw 3 en de boer 2, en de 9, 8 en 7 tellen niet. Alle 32 kaarten samen tellen 152 punten.
rules-family-follow = De eerste kaart van een slag bepaalt de gevraagde kleur. Heb je die kleur, dan moet je bekennen, maar je hoeft de gespeelde kaarten niet te overtreffen. De hoogste troef wint de slag, of zonder troef de hoogste kaart van de gevraagde kleur, en de winnaar komt uit in de volgende slag. Wie de kaart heeft gespeeld die tot nu toe wint, heeft de slag.
rules-family-trump-lead-over = Als troef gevraagd wordt, moet je troef spelen als je die hebt, en elke troef in de slag overtroeven als je kunt, ook die van je maat. Kun je niet overtroeven, speel dan een willekeurige troef.
rules-family-void-partner-free = Als een kleur gevraagd wordt die geen troef is en je hebt die niet, maar je maat heeft de slag, dan mag je elke kaart spelen.
rules-family-target-end = Het potje eindigt na het spel waarin een team { $target } punten haalt. Het team met het hoogste totaal wint, en bij een gelijk totaal is het gelijkspel.

## Klaverjassen, Amsterdams en Rotterdams

rules-family-klaverjas-teams = Klaverjas wordt gespeeld door 4 spelers in 2 teams. { rules-family-seats } In elk spel moet het spelende team meer punten halen dan het andere team.
rules-family-klaverjas-trump = Voorhand moet een kleur als troef kiezen en mag niet passen, wat de kaarten ook zijn: dat heet verplicht spelen. Het team van voorhand is het spelende team, en voorhand komt uit in de eerste slag.
rules-family-klaverjas-trump-order = { rules-family-trump-order } De troefboer heet de jas en de 9 van troef de nel.
rules-family-klaverjas-void = Als een kleur gevraagd wordt die geen troef is en je hebt die niet, en je maat heeft de slag niet, dan moet je troeven, en elke troef in de slag overtroeven als je kunt. Kun je dat niet, speel dan een kaart van een andere kleur die geen troef is. Ondertroeven, een lagere troef spelen dan een troef in de slag, mag alleen als je niets anders hebt.
rules-family-amsterdam-partner = Bij Amsterdams klaverjassen: als een kleur gevraagd wordt die geen troef is en je hebt die niet, maar je maat heeft de slag, dan hoef je niet te troeven. Je mag een kaart van een andere kleur spelen die geen troef is, of een troef die elke troef in de slag overtroeft. Ondertroeven mag alleen als je niets anders hebt.
rules-family-rotterdam-partner = Bij Rotterdams klaverjassen: als een kleur gevraagd wordt die geen troef is en je hebt die niet, dan moet je troeven, ook als je maat de slag heeft, en elke troef in de slag overtroeven als je kunt. Kun je dat niet, speel dan een kaart van een andere kleur die geen troef is, en ondertroef alleen als je niets anders hebt.
rules-family-beat-follow = De eerste kaart van een slag bepaalt de gevraagde kleur. Heb je die kleur, dan moet je bekennen en de hoogste kaart van die kleur in de slag overtreffen als je kunt, tenzij je maat de slag heeft. De hoogste troef wint de slag, of zonder troef de hoogste kaart van de gevraagde kleur, en de winnaar komt uit in de volgende slag. Wie de kaart heeft gespeeld die tot nu toe wint, heeft de slag.
rules-family-beat-trump-lead = Als troef gevraagd wordt, moet je troef spelen als je die hebt, en elke troef in de slag overtroeven als je kunt, tenzij je maat de slag heeft. Kun je niet overtroeven, of heeft je maat de slag, speel dan een willekeurige troef.
rules-family-beat-void = Als een kleur gevraagd wordt die geen troef is en je hebt die niet, en je maat heeft de slag niet, dan moet je troeven, en elke troef in de slag overtroeven als je kunt. Heb je geen troef, of kun je een al gespeelde troef niet overtroeven, speel dan een willekeurige kaart, ook een lagere troef.
rules-family-beat-partner = Bij dit slagenspel, gekozen in de spelregels, moet je de beste kaart overtreffen als je kunt, behalve als je maat de slag heeft: dan hoef je alleen te bekennen, en heb je de gevraagde kleur niet, dan mag je elke kaart spelen.
rules-family-klaverjas-score = Elk team krijgt de kaartpunten van de slagen die het haalt, en de laatste slag telt 10 extra, zodat elk spel 162 punten waard is.
rules-family-roem = Roem telt per slag: de 4 kaarten van een slag, wie ze ook speelde, tellen voor het team dat de slag haalt. 3 opeenvolgende kaarten van dezelfde kleur tellen 20, 4 op een rij 50, en 4 gelijke kaarten 100, van welke rang ook, boeren, zevens, achten en negens inbegrepen. Reeksen lopen in elke kleur 7, 8, 9, 10, boer, vrouw, heer, aas, en het spel telt alle roem zelf.
rules-family-stuk = Stuk: de heer en de vrouw van troef in dezelfde slag tellen 20 roem voor het team dat de slag haalt, ook als ze deel zijn van een reeks.
rules-family-pit = Pit: een team dat alle kaartpunten van een spel haalt, de laatste slag inbegrepen, krijgt 100 extra. Dat geldt ook als het andere team een slag zonder punten haalde.
rules-family-wet = Roem en pit worden genoteerd, maar pas aan het eind van het spel geteld. Het spelende team moet dan meer hebben dan het andere team, met kaartpunten, laatste slag, roem en pit, en dan krijgt elk team zijn eigen punten. Zo niet, ook bij gelijkspel, dan gaat het spelende team nat: het krijgt 0, en het andere team krijgt alle 162 punten, alle roem van beide teams en de pit.
rules-family-klaverjas-end = Het potje eindigt na het spel waarin een team { $target } punten haalt{ $deals ->
    [0] .
   *[other] , of na { $deals } spellen, zodat iedereen { $rounds } keer deelt, wat het eerst komt.
} Het team met het hoogste totaal wint, en bij een gelijk totaal is het gelijkspel.

## Belote

rules-family-belote-teams = Belote wordt gespeeld door 4 spelers in 2 teams. { rules-family-seats } Het team dat troef neemt, moet meer punten halen dan het andere team.
rules-family-belote-deal = { rules-family-deck-cards } De gever deelt elke speler 5 kaarten en draait de volgende kaart om, waarvan de kleur als troef wordt aangeboden, en de andere 11 blijven op de stapel. { rules-family-deck-dealer }
rules-family-belote-bidding = Het bieden begint bij voorhand. In de eerste ronde neemt elke speler om de beurt de kleur van de omgedraaide kaart als troef, of past. Passen alle 4, dan mag in de tweede ronde elke speler een andere kleur als troef noemen, of passen. Wie als eerste neemt, beëindigt het bieden, en past iedereen twee keer, dan vervalt het spel en deelt de volgende speler.
rules-family-belote-completion = Wie neemt, krijgt de omgedraaide kaart en nog 2 van de stapel, en elke andere speler krijgt er 3, zodat iedereen 8 kaarten heeft. Voorhand komt uit in de eerste slag, wie er ook nam.
rules-family-belote-trump-lead = Als troef gevraagd wordt, moet je troef spelen als je die hebt, en elke troef in de slag overtroeven als je kunt, behalve als je maat de slag heeft. Kun je niet overtroeven, of heeft je maat de slag, speel dan een willekeurige troef.
rules-family-belote-void = Als een kleur gevraagd wordt die geen troef is en je hebt die niet, en je maat heeft de slag niet, dan moet je troeven, en elke troef in de slag overtroeven als je kunt. Kun je niet overtroeven, dan moet je toch troef spelen, ook een lagere. Alleen zonder troef mag je elke kaart spelen.
rules-family-belote-score = Elk team krijgt de kaartpunten van de slagen die het haalt, en de laatste slag telt 10 extra, zodat een spel 162 punten telt. Een team dat alle 8 slagen haalt, maakt capot en krijgt 100 in plaats van de 10, samen 252.
rules-family-melds = Roem bestaat uit combinaties in één hand, geteld in de eerste slag. 4 boeren tellen 200, 4 negens 150, en 4 azen, tienen, heren of vrouwen 100. 3 opeenvolgende kaarten van dezelfde kleur tellen 20, 4 tellen 50, en 5 of meer 100; reeksen lopen 7, 8, 9, 10, boer, vrouw, heer, aas, en een kaart mag in meer dan één roem tellen.
rules-family-melds-best = Alleen het team met de beste roem scoort, en het scoort alle roem van beide maten. De beste roem heeft meer punten; bij gelijkheid meer kaarten; dan de hoogste bovenste kaart; dan roem in troef. Is de beste roem van beide teams gelijk, dan scoort niemand roem, en een team dat geen slag haalt, verliest zijn roem.
rules-family-belote-rebelote = Belote en rebelote: wie de heer en de vrouw van troef heeft, zegt belote bij het spelen van de eerste van die kaarten en rebelote bij de tweede. Het team krijgt 20, ook zonder slag, en het spel meldt het voor elke speler.
rules-family-belote-settle = Aan het eind van het spel moet het team van de nemer meer punten hebben dan het andere team, met kaartpunten, laatste slag of capot, roem en belote. Zo ja, dan krijgt elk team zijn eigen punten. Heeft het minder, dan gaat het nat (in het Frans: dedans): het krijgt 0, en het andere team krijgt de punten van beide teams. Bij gelijkspel krijgt het team van de nemer 0 en het andere team zijn eigen punten.

## Belote Contrée

rules-family-contree-teams = Belote Contrée wordt gespeeld door 4 spelers in 2 teams. { rules-family-seats } Het team dat het bieden wint, moet zijn contract halen.
rules-family-contree-auction = Het bieden begint bij voorhand en gaat de tafel rond. Om de beurt biedt elke speler een contract met een troefkleur, hoger dan het laatste bod, of past, en wie gepast heeft, mag later weer bieden. De contracten lopen 80, 90 enzovoort tot 160, en daarboven capot, de belofte om alle 8 slagen te halen.
rules-family-contree-auction-end = Passen na een bod 3 spelers achter elkaar, dan is het bieden voorbij en is dat bod het contract; passen aan het begin alle 4 spelers, dan vervalt het spel. In plaats van te bieden mag een speler het bod van de tegenstanders doubleren, in het Frans contrer, en dan is het bieden voorbij. De bieders mogen dan redoubleren, surcontrer, om de beurt vanaf de speler na wie doubleerde.
rules-family-contree-void = Als een kleur gevraagd wordt die geen troef is en je hebt die niet, en je maat heeft de slag niet, dan moet je troeven, en elke troef in de slag overtroeven als je kunt. Kun je niet overtroeven, dan mag je elke kaart spelen, ook een lagere troef.
rules-family-contree-score = Elk team krijgt de kaartpunten van de slagen die het haalt, en de laatste slag telt 10 extra, zodat een spel 162 punten telt. Een team dat alle 8 slagen haalt, krijgt 90 extra, samen 252. Roem en belote tellen in dit spel niet.
rules-family-contree-made = Het contract is gehaald als de punten van de bieders het bereiken, en een capotcontract als ze alle 8 slagen halen. De verdedigers krijgen dan hun punten afgerond op 10, met een 5 aan het eind naar beneden, en de bieders de rest van 160, of 250 als ze alle slagen haalden. Zo krijgen verdedigers met 75 punten er 70, en de bieders 90.
rules-family-contree-failed = Wordt het contract niet gehaald, dan krijgen de bieders 0, en de verdedigers 160, of 250 bij een capotcontract.
rules-family-contree-double = Is het contract gedoubleerd, dan krijgt het team dat het spel wint, de bieders als ze het contract halen en anders de verdedigers, 2 keer de waarde van het spel, en het andere team 0. Geredoubleerd krijgt het 4 keer de waarde. Een spel is 160 waard, of 250 bij een capotcontract of als de bieders alle slagen halen.

## De laatste alinea: de toetsen (met de zinnen uit rules.ftl)

rules-family-keys-bid = { $key } opent de lijst met biedingen als jij mag bieden, waarin { $previous } en { $next } bladeren en { $select } biedt; anders zegt { $key } wat troef is en wat het contract is.
rules-family-keys-bid-short = { $key } biedt als jij mag bieden, en zegt anders wat troef is en wat het contract is.
rules-family-keys-auction = { $key } opent de lijst met biedingen als jij mag bieden, waarin { $previous } en { $next } bod voor bod bladeren, { $lower } en { $higher } naar een lager of hoger contract springen, en { $select } biedt; anders zegt { $key } wat troef is en wat het contract is.
rules-family-keys-name-trump = { $key } opent de lijst met kleuren als jij troef moet kiezen, waarin { $previous } en { $next } bladeren en { $select } kiest; anders zegt { $key } wat troef is en welk team speelt.
rules-family-keys-name-trump-short = { $key } kiest troef als jij moet, en zegt anders wat troef is en welk team speelt.
rules-family-told-deal-scores = de punten van elk spel
rules-family-told-melds = de roem en belote
rules-family-told-roem = de roem van dit spel

## Zelf melden (option manual_announce)

rules-family-announce-roem = Met de regel om zelf te melden telt het spel de roem niet meer voor je: haal je een slag met roem, claim die dan in de meldlijst voor je uitkomt in de volgende slag, anders is hij verloren. De roem van de laatste slag telt zonder claim.
rules-family-announce-melds = Met de regel om zelf te melden meldt het spel niet meer voor je: meld je roem in de meldlijst voor je eerste kaart en zeg daar belote voor je de eerste van de troefheer en troefvrouw speelt. Wat je niet meldt, telt niet.

## Klaberjas voor 2, 3 en 4, en het klaverjassen van 1821
# $players: 2, 3 of 4; $target: de punten die het potje beëindigen.

rules-kj-opponent = je tegenstander zit tegenover je
rules-kj-two-players = Klaberjass, ook Bela genoemd, wordt hier gespeeld door 2 spelers, elk voor zich, en { rules-kj-opponent }. In elk spel is wie troef neemt de nemer, en die moet meer punten halen dan de tegenstander.
rules-kj-three-players = Klaberjass voor 3 wordt gespeeld door 3 spelers, elk voor zich: de volgende speler zit rechts van je, en er wordt naar rechts gespeeld. In elk spel is wie troef neemt de nemer, en die moet meer punten halen dan elke tegenstander.
rules-kj-four-teams = Klaberjass voor 4 wordt gespeeld door 4 spelers in 2 teams. { rules-family-seats } Het team dat troef neemt, moet meer punten halen dan het andere team.
rules-kj-deal = { rules-family-deck-cards } De gever deelt elke speler 6 kaarten, telkens 3, en draait de volgende kaart om, waarvan de kleur als troef wordt aangeboden; de andere kaarten blijven op de stapel. { $players ->
    [2] Voorhand, de tegenstander van de gever, biedt eerst en komt uit in de eerste slag, en de spelers delen om de beurt.
   *[other] Voorhand, rechts van de gever, biedt eerst en komt uit in de eerste slag, en na elk spel deelt de volgende speler.
}
rules-kj-four-deal = { rules-family-deck-cards } De gever deelt elke speler 6 kaarten en draait de laatste van de andere 8 om, waarvan de kleur als troef wordt aangeboden. Voorhand, rechts van de gever, biedt eerst en komt uit in de eerste slag, en na elk spel deelt de volgende speler.
rules-kj-bidding = In de eerste ronde neemt elke speler om de beurt, { $players ->
    [2] eerst voorhand en dan de gever,
   *[other] vanaf voorhand,
} de kleur van de omgedraaide kaart als troef, of past. Passen allen, dan mag in de tweede ronde elke speler een andere kleur als troef noemen, of passen. Wie als eerste neemt, is de nemer, en past iedereen twee keer, dan vervalt het spel en deelt de volgende speler.
rules-kj-four-bidding = In de eerste ronde neemt elke speler om de beurt de kleur van de omgedraaide kaart als troef, of past. Passen alle 4, dan mag in de tweede ronde elke speler een andere kleur of zonder troef noemen, of passen, en de gever, die als laatste biedt, mag ook de omgedraaide kleur nemen. Wie als eerste neemt, beëindigt het bieden, en past iedereen twee keer, dan vervalt het spel.
rules-kj-two-completion = Na het bieden krijgt elke speler nog 3 kaarten van de stapel, zodat iedereen 9 kaarten heeft, en de onderste kaart van de stapel wordt aan beide spelers getoond. De rest van de stapel en de omgedraaide kaart doen niet mee: er worden maar 18 kaarten gespeeld, en de kaartpunten van een spel wisselen.
rules-kj-three-completion = Na het bieden krijgt elke speler nog 3 kaarten van de stapel, zodat iedereen 9 kaarten heeft. De andere 5 kaarten doen niet mee, de omgedraaide kaart ook niet: er worden maar 27 kaarten gespeeld, en de kaartpunten van een spel wisselen.
rules-kj-four-completion = Na het bieden krijgt elke speler nog 2 kaarten, en de omgedraaide kaart, als laatste gedeeld, gaat naar de gever, zodat iedereen 8 kaarten heeft en alle 32 kaarten gespeeld worden. In dit spel is er geen dix.
rules-kj-no-trumps = Zonder troef: elke kleur houdt de volgorde en punten van een gewone kleur, zodat een spel met de laatste slag 130 punten waard is. Er is geen troefboer en geen 9 van troef, geen bela, en reeksen worden niet op troef vergeleken.
rules-kj-dix = De dix: is de kleur van de omgedraaide kaart troef, dan mag wie de 7 van troef heeft die voor de eerste slag ruilen voor de omgedraaide kaart.
rules-kj-two-trump-lead = Als troef gevraagd wordt, moet je een hogere troef spelen als je kunt, anders een willekeurige troef.
rules-kj-three-trump-lead = Als troef gevraagd wordt, moet je troef spelen als je die hebt, en elke troef in de slag overtroeven als je kunt. Kun je niet overtroeven, speel dan een willekeurige troef.
rules-kj-two-void = Als een kleur gevraagd wordt die geen troef is en je hebt die niet, moet je troef spelen als je die hebt. Alleen zonder troef mag je elke kaart spelen.
rules-kj-three-void = Als een kleur gevraagd wordt die geen troef is en je hebt die niet, moet je troeven, en elke troef in de slag overtroeven als je kunt. Kun je niet overtroeven, dan moet je toch troef spelen, ook een lagere. Alleen zonder troef mag je elke kaart spelen.
rules-kj-four-void = Als een kleur gevraagd wordt die geen troef is en je hebt die niet, moet je troeven, en elke troef in de slag overtroeven als je kunt, ook als je maat de slag heeft. Kun je niet overtroeven, dan mag je elke kaart spelen, ook een lagere troef.
rules-kj-melds = Roem bestaat uit reeksen van 3 of meer kaarten van één kleur, in de volgorde aas, heer, vrouw, boer, 10, 9, 8, 7: 3 kaarten tellen 20, en 4 of meer 50. Bij de eerste uitkomst { $players ->
    [2] meldt voorhand de waarde van de beste reeks, en de gever antwoordt
   *[other] meldt voorhand de waarde van de beste reeks, en elke andere speler antwoordt om de beurt
} goed of niet goed, of vraagt hoeveel kaarten, hoe hoog, of in troef. Het spel spreekt dit gesprek uit.
rules-kj-melds-best = De betere reeks is de langere, dan die met de hoogste bovenste kaart, dan die in troef, en gelijke beste reeksen tellen voor niemand. Alleen wie de beste reeks heeft, scoort, al zijn reeksen, elk één keer over de volle lengte. Roem van een speler die geen slag haalt, telt niet.
rules-kj-four-melds-best = De roem van maten wordt niet tegen elkaar afgewogen: het team met de beste reeks, de langere, dan die met de hoogste bovenste kaart, dan die in troef, scoort alle reeksen van beide maten. Gelijke beste reeksen in beide teams tellen voor niemand, en een team dat geen slag haalt, verliest zijn roem.
rules-kj-bela = Bela: wie de heer en vrouw van troef heeft, krijgt 20 bij het spelen van de tweede, ook zonder slag. Het spel zegt bela bij de eerste.
rules-kj-score = Elke speler telt de kaartpunten van zijn slagen, en de laatste slag, de stich, geeft 10 erbij.
rules-kj-four-score = Elk team telt de kaartpunten van zijn slagen, en de laatste slag, de stich, geeft 10 erbij, zodat een spel 162 punten waard is. Alle slagen halen geeft geen extra punten.
rules-kj-two-settle = Aan het eind van het spel moet de nemer meer punten hebben dan de tegenstander, met kaartpunten, laatste slag, roem en bela. Zo ja, dan krijgt elke speler zijn eigen punten. Heeft hij minder, dan gaat hij nat (ook: bete): de nemer krijgt 0, en de tegenstander de punten van beiden. Bij gelijkspel krijgt de nemer 0 en de tegenstander zijn eigen punten.
rules-kj-three-settle = Aan het eind van het spel moet de nemer meer punten hebben dan elke tegenstander, met kaartpunten, laatste slag, roem en bela, en zo ja, krijgt iedereen zijn eigen. Heeft een tegenstander meer, dan gaat de nemer nat (ook: bete): hij krijgt 0, en elke tegenstander zijn eigen punten en de helft van die van de nemer, naar beneden afgerond. Staat de nemer gelijk met de beste tegenstander, dan krijgt de nemer 0 en de tegenstanders hun eigen.
rules-kj-four-settle = Aan het eind van het spel moet het nemende team meer punten hebben dan het andere team, met kaartpunten, laatste slag, roem en bela. Zo ja, dan krijgt elk team zijn eigen punten. Heeft het minder, dan gaat het nat (ook: bete): het krijgt 0, en het andere team de punten van beide. Bij gelijkspel krijgt het nemende team 0 en het andere team zijn eigen punten.
rules-kj-end = Het potje eindigt na het spel waarin een speler { $target } punten haalt. Het hoogste totaal wint, en bij een gelijk totaal is het gelijkspel.
rules-kj-two-options-bid = Regelopties in Opties, Spelregels: met schmeiss mag voorhand in de eerste ronde het spel weggooien, en de gever moet voorhand dan dwingen de omgedraaide kleur te nemen, of weigeren, en er wordt opnieuw gedeeld. Met bimah moet de gever nemen, in elke kleur, als voorhand in de tweede ronde past.
rules-kj-options-play = Met blanke jas hoeft wie de troefboer als enige troef heeft, een blanke jas, niet te troeven op een gevraagde kleur. Met zensa tellen 5 of meer op een rij 100, 4 boeren 200, en 4 azen, 10en, heren of vrouwen 100. { rules-kj-options-tie }
rules-kj-three-options = Regelopties in Opties, Spelregels: met blanke jas hoeft wie de troefboer als enige troef heeft, een blanke jas, niet te troeven op een gevraagde kleur. Met zensa tellen 5 of meer op een rij 100, 4 boeren 200, en 4 azen, 10en, heren of vrouwen 100.
rules-kj-options-tie = Een gelijkspel kan de nemer ook laten verliezen, of de punten in een pot leggen voor wie in het volgende spel meer heeft.
rules-kj-four-options-deal = Regelopties in Opties, Spelregels: met het toernooidelen blijven de andere 8 kaarten gedekt, en in de eerste ronde wordt de kleur van de gever geboden: harten als jij deelt, dan ruiten, schoppen en klaveren, rond de tafel naar rechts.
rules-kj-announce = Met de regel om zelf te melden meldt het spel niet meer voor je: meld je reeksen in de meldlijst voor je eerste kaart, en zeg daar bela voor je de eerste van de troefheer en troefvrouw speelt. Wat je niet meldt, telt niet.

rules-1821-players = Het klaverjassen van 1821 is een spel uit het begin van de 19e eeuw voor 2 spelers, elk voor zich, en { rules-kj-opponent }. Er wordt niet geboden, en elke speler krijgt zijn eigen punten.
rules-1821-deal = { rules-family-deck-cards } De gever deelt elke speler 9 kaarten en draait de volgende kaart om, die troef bepaalt; ze ligt onder de stapel van de andere 13 kaarten en wordt als laatste getrokken. Voorhand, de tegenstander van de gever, komt uit in de eerste slag, en de spelers delen om de beurt.
rules-1821-trump-order = Troef slaat elke andere kleur, in de volgorde boer, 9, aas, heer, vrouw, 10, 8, 7. De troefboer telt 20 punten, de 9 van troef 14, de aas 11, de heer 3, de vrouw 2 en de 10 telt 10, en de 8 en 7 tellen niet.
rules-1821-plain-order = In de kleuren die geen troef zijn, is de volgorde aas, heer, vrouw, boer, 10, 9, 8, 7. De aas telt 11, de 10 telt 10, de heer 3, de vrouw 2 en de boer 1, en de 9, 8 en 7 tellen niet. Alle 32 kaarten samen tellen 141 punten, en de laatste slag geeft 5 erbij.
rules-1821-phase-one = Zolang er een stapel is, in de eerste 7 slagen, mag de tweede speler elke kaart spelen. De hoogste kaart van de gevraagde kleur of de hoogste troef wint de slag, en de winnaar trekt eerst de bovenste kaart van de stapel, dan de andere speler.
rules-1821-dix = Wie de 7 van troef heeft, mag die ruilen voor de omgedraaide kaart als hij moet uitkomen, zolang de stapel niet leeg is.
rules-1821-melds = Zolang er een stapel is, mag wie gaat uitkomen één combinatie melden: 3 op een rij 20, 4 op een rij 50, 5 of meer 100, 4 boeren 200, 4 heren of 4 vrouwen 100. De andere speler mag daar een combinatie tegenover zetten die meer telt, en die telt dan in plaats daarvan. Elke combinatie telt één keer. Een reeks mag kaarten van een gemelde reeks alleen gebruiken als de hele gemelde reeks erin zit, en telt dan de volle waarde. Een overtroffen combinatie mag opnieuw gemeld worden.
rules-1821-marriage = Huwelijk: uitkomen met de heer of vrouw van troef terwijl je de andere hebt, telt 20, zolang er een stapel is.
rules-1821-phase-two = Is de stapel leeg, dan worden de laatste 9 slagen streng gespeeld: je moet bekennen, en de slag nemen als je dat kunt met bekennen. Heb je de gevraagde kleur niet, dan mag je elke kaart spelen. Wie alle 9 van deze slagen haalt, krijgt er 100 bij.
rules-1821-announce = Met de regel om zelf te melden meldt het spel niet meer voor je: meld je combinaties of zet er een tegenover, en meld je huwelijk in de meldlijst, anders tellen ze niet.

rules-kj-keys-dix = { $key } ruilt de 7 van troef voor de omgedraaide kaart.
rules-kj-keys-trump = { $key } zegt wat troef is.
rules-kj-told-stock = de kaarten op tafel en de stapel
rules-kj-told-melds = de roem en bela
rules-1821-told-melds = de roem en huwelijken
