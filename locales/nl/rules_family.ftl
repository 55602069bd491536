# De spelregels van de partnerspellen van de familie met 32 kaarten (Ctrl+F1): klaverjassen
# (Amsterdams en Rotterdams), Belote en Belote Contrée, een bericht per alinea.
# Platte tekst voor spraak: getallen in cijfers, geen tekens die slecht voorgelezen worden.

## Alinea's die meerdere spellen delen

rules-family-seats = Je maat, je partner, zit tegenover je, en de volgende speler zit rechts van je: er wordt naar rechts gespeeld.
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
rules-family-klaverjas-score = Elk team krijgt de kaartpunten van de slagen die het haalt, en de laatste slag telt 10 extra, zodat elk spel 162 punten waard is.
rules-family-roem = Roem telt per slag: de 4 kaarten van een slag, wie ze ook speelde, tellen voor het team dat de slag haalt. 3 opeenvolgende kaarten van dezelfde kleur tellen 20, 4 op een rij 50, en 4 gelijke kaarten 100. Reeksen lopen in elke kleur 7, 8, 9, 10, boer, vrouw, heer, aas, en het spel telt alle roem zelf.
rules-family-stuk = Stuk: de heer en de vrouw van troef in dezelfde slag tellen 20 roem voor het team dat de slag haalt, ook als ze deel zijn van een reeks.
rules-family-pit = Pit: een team dat alle kaartpunten van een spel haalt, de laatste slag inbegrepen, krijgt 100 extra. Dat geldt ook als het andere team een slag zonder punten haalde.
rules-family-wet = Roem en pit worden genoteerd, maar pas aan het eind van het spel geteld. Het spelende team moet dan meer hebben dan het andere team, met kaartpunten, laatste slag, roem en pit, en dan krijgt elk team zijn eigen punten. Zo niet, ook bij gelijkspel, dan gaat het spelende team nat: het krijgt 0, en het andere team krijgt alle 162 punten, alle roem van beide teams en de pit.
rules-family-klaverjas-end = Het potje eindigt na het spel waarin een team { $target } punten haalt, of na { $deals } spellen, zodat iedereen { $rounds } keer deelt, wat het eerst komt. Het team met het hoogste totaal wint, en bij een gelijk totaal is het gelijkspel.

## Belote

rules-family-belote-teams = Belote wordt gespeeld door 4 spelers in 2 teams. { rules-family-seats } Het team dat troef neemt, moet meer punten halen dan het andere team.
rules-family-belote-deal = { rules-family-deck-cards } De gever deelt elke speler 5 kaarten en draait de volgende kaart om, waarvan de kleur als troef wordt aangeboden, en de andere 11 blijven op de stapel. { rules-family-deck-dealer }
rules-family-belote-bidding = Het bieden begint bij voorhand. In de eerste ronde neemt elke speler om de beurt de kleur van de omgedraaide kaart als troef, of past. Passen alle 4, dan mag in de tweede ronde elke speler een andere kleur als troef noemen, of passen. Wie als eerste neemt, beëindigt het bieden, en past iedereen twee keer, dan vervalt het spel en deelt de volgende speler.
rules-family-belote-completion = Wie neemt, krijgt de omgedraaide kaart en nog 2 van de stapel, en elke andere speler krijgt er 3, zodat iedereen 8 kaarten heeft. Voorhand komt uit in de eerste slag, wie er ook nam.
rules-family-belote-trump-lead = Als troef gevraagd wordt, moet je troef spelen als je die hebt, en elke troef in de slag overtroeven als je kunt, behalve als je maat de slag heeft. Kun je niet overtroeven, of heeft je maat de slag, speel dan een willekeurige troef.
rules-family-belote-void = Als een kleur gevraagd wordt die geen troef is en je hebt die niet, en je maat heeft de slag niet, dan moet je troeven, en elke troef in de slag overtroeven als je kunt. Kun je niet overtroeven, dan moet je toch troef spelen, ook een lagere. Alleen zonder troef mag je elke kaart spelen.
rules-family-belote-score = Elk team krijgt de kaartpunten van de slagen die het haalt, en de laatste slag telt 10 extra, zodat een spel 162 punten telt. Een team dat alle 8 slagen haalt, maakt capot en krijgt 100 in plaats van de 10, samen 252.
rules-family-melds = Roem bestaat uit combinaties in één hand, geteld in de eerste slag. 4 boeren tellen 200, 4 negens 150, en 4 azen, tienen, heren of vrouwen 100. 3 opeenvolgende kaarten van dezelfde kleur tellen 20, 4 tellen 50, en 5 of meer 100; reeksen lopen 7, 8, 9, 10, boer, vrouw, heer, aas, en een kaart mag in meer dan één roem tellen.
rules-family-melds-best = Alleen het team met de beste roem scoort, en het scoort alle roem van beide partners. De beste roem heeft meer punten; bij gelijkheid meer kaarten; dan de hoogste bovenste kaart; dan roem in troef. Is de beste roem van beide teams gelijk, dan scoort niemand roem, en een team dat geen slag haalt, verliest zijn roem.
rules-family-belote-rebelote = Belote en rebelote: wie de heer en de vrouw van troef heeft, zegt belote bij het spelen van de eerste van die kaarten en rebelote bij de tweede. Het team krijgt 20, ook zonder slag, en het spel meldt het voor elke speler.
rules-family-belote-settle = Aan het eind van het spel moet het team van de nemer meer punten hebben dan het andere team, met kaartpunten, laatste slag of capot, roem en belote. Zo ja, dan krijgt elk team zijn eigen punten. Heeft het minder, dan is het dedans: het krijgt 0, en het andere team krijgt de punten van beide teams. Bij gelijkspel krijgt het team van de nemer 0 en het andere team zijn eigen punten.

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
rules-family-announce-melds = Met de regel om zelf te melden meldt het spel niet meer voor je: meld je meldingen in de meldlijst voor je eerste kaart en zeg daar belote voor je de eerste van de troefheer en troefvrouw speelt. Wat je niet meldt, telt niet.
