# De partnerspellen van de familie aan tafel (klaverjassen, belote, belote contrée).

## Titels en menu's

table-family-title-amsterdam = Klaverjassen (Amsterdams)
table-family-title-rotterdam = Klaverjassen (Rotterdams)
table-family-title-belote = Belote
table-family-title-contree = Belote contrée
table-family-title-klaberjass2 = Klaberjass voor 2
table-family-title-klaberjass3 = Klaberjass voor 3
table-family-title-klaberjass4 = Klaberjass voor 4
table-family-title-1821 = Klaverjassen van 1821
table-family-country-item = { $country ->
    [switzerland] Zwitserland
    [netherlands] Nederland
    [international] Internationaal
   *[france] Frankrijk
}: { $title }

## Het spel

table-family-turned-up = { $full ->
    [yes] Omgedraaid: { $card }.
   *[no] Omgedraaid: { $card }.
}
# Belote, Klaberjass: every seat passed the turned suit; the second round begins.
table-family-second-round = { $full ->
    [yes] Niemand nam { suit-name }: tweede biedronde.
   *[no] Tweede ronde.
}
# The cards the completion after the bidding brought the player, said before the hand.
table-family-new-cards = Je krijgt { $cards }.
table-family-completed = { $full ->
    [yes] { $seat ->
        [you] Jij krijgt
       *[other] { seat-subject } krijgt
    } { $card }; elke hand wordt aangevuld tot 8 kaarten.
   *[no] { $seat ->
        [you] Jij krijgt
       *[other] { seat-subject } krijgt
    } { $card }.
}
table-family-completed-yours = { $full ->
    [yes] Je krijgt { $cards }; elke hand wordt aangevuld tot { $size } kaarten.
   *[no] Je krijgt { $cards }.
}
table-family-trick-won = { $seat ->
    [you] Je neemt
   *[other] { seat-subject } neemt
} { $last ->
    [yes] de laatste slag
   *[no] de slag
}: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}{ $last ->
    [yes] , inclusief { $bonus } voor de laatste slag
   *[no] {""}
}.
table-family-trick-won-with = { $seat ->
    [you] Je neemt
   *[other] { seat-subject } neemt
} { $last ->
    [yes] de laatste slag
   *[no] de slag
} met { $card }: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}{ $last ->
    [yes] , inclusief { $bonus } voor de laatste slag
   *[no] {""}
}.
table-family-melds-scored = Roem voor { $side ->
    [us] ons
   *[them] hen
}: { $points }.

## Het bieden

table-family-bid-prompt = { $choose ->
    [yes] Jij kiest troef: { $key } opent de keuzes.
   *[no] Jouw bod: { $key } opent de biedingen.
}
table-family-turn-bid = { $choose ->
    [yes] { $seat ->
        [you] Jij bent aan de beurt om troef te kiezen.
       *[other] We wachten op { $seat ->
            [partner] je maat
            [opponent] je tegenstander
           *[other] { $name }
        }, die troef moet kiezen.
    }
   *[no] { $seat ->
        [you] Jij bent aan de beurt om te bieden.
       *[other] We wachten op { $seat ->
            [partner] je maat
            [opponent] je tegenstander
           *[other] { $name }
        }, die moet bieden.
    }
}
# T bij het bieden op de gedraaide kaart (Belote, Klaberjass): de ronde en wie biedt;
# $round: 1 of 2, $suit: de kleur van de eerste ronde.
table-family-turn-bid-round = { $full ->
    [yes] { $round ->
        [1] Eerste ronde, op { suit-name }
       *[other] Tweede ronde, niemand nam { suit-name }
    }: { $seat ->
        [you] jij bent aan de beurt om te bieden.
       *[other] we wachten op { $seat ->
            [partner] je maat
            [opponent] je tegenstander
           *[other] { $name }
        }, die moet bieden.
    }
   *[no] Ronde { $round }: { $seat ->
        [you] jij biedt.
        [partner] je maat biedt.
        [opponent] je tegenstander biedt.
       *[other] { $name } biedt.
    }
}
table-family-no-bids = Er is nog niet geboden.
table-family-bids-so-far = Biedingen tot nu toe: { $bids }
# A na het bieden (Belote, Contrée, Klaberjass): alle biedingen van dit spel, na het contract.
table-family-bids-made = Biedingen: { $bids }
table-family-bidding-now = { $choose ->
    [yes] { $seat ->
        [you] Jij kiest troef.
       *[other] { seat-subject } kiest troef.
    }
   *[no] { $seat ->
        [you] Jouw bod.
       *[other] { seat-subject } biedt.
    } { $bids }
}
table-family-bids-closed = { $choose ->
    [yes] Keuze gesloten. { $key } opent hem weer.
   *[no] Biedingen gesloten. { $key } opent ze weer.
}
table-family-help-open = { $choose ->
    [yes] de troefkeuze openen
   *[no] de biedlijst openen
}
table-family-help-trump = { $choose ->
    [yes] troef kiezen, of horen wat troef is en wie die koos
   *[no] bieden, of de biedingen en het contract horen
}
table-family-help-melds = { $kind ->
    [roem] de roem van dit spel
   *[melds] de meldingen en belote van dit spel
}
table-family-contract-open = { $title }: { $up } en { $down } veranderen de waarde, { $left } en { $right } de kleur, dan { $enter }. { $item }
# De biedlijst van Contrée opnieuw geopend: de toetsen zijn de eerste keer gezegd.
table-family-contract-open-short = { $title }. { $item }
# Contrée's bid list, where the standing contract may be doubled: $key is End.
table-family-double-at-end = { $key } gaat naar Doubleren, het laatste item.
table-family-double-at-end-short = { $key }: Doubleren.
table-family-help-lower-value = de vorige waarde
table-family-help-higher-value = de volgende waarde
table-family-over-melds = { $kind ->
    [roem] de roem van het laatste spel
   *[melds] de meldingen en belote van het laatste spel
}
table-family-no-contract = In dit spel is nog niets geboden.
table-family-thrown-in = Geen contract in dit spel. De biedingen: { $bids }
table-family-klaverjas-chooser = { $seat ->
    [you] Jij hebt
   *[other] { seat-subject } heeft
} { suit-name } troef gemaakt: { $side ->
    [us] wij moeten meer halen dan zij, anders gaan we nat
   *[them] zij moeten meer halen dan wij, anders gaan ze nat
}.
table-family-trump-was = { $seat ->
    [you] Jij had
   *[other] { seat-subject } had
} { suit-name } { $chose ->
    [yes] troef gemaakt
   *[no] genomen
}: { $side ->
    [us] wij moesten meer halen dan zij
   *[them] zij moesten meer halen dan wij
}.
table-family-contract-was = Het contract was { $capot ->
    [yes] capot
   *[no] { $contract }
} { suit-name } { seat-from }{ $doubling ->
    [2] , gedoubleerd
    [4] , geredoubleerd
   *[other] {""}
}: { $side ->
    [us] wij moesten
   *[them] zij moesten
} { $capot ->
    [yes] alle slagen halen
   *[no] { $contract } halen
}.
table-family-turned-was = Omgedraaid was { $card }.

## Punten, roem, meldingen

table-family-deals-left = Het potje duurt hoogstens { $limit } spellen: { $left ->
    [0] dit was het laatste
    [one] nog { $left } spel
   *[other] nog { $left } spellen
}.
table-family-deals-played = Alle { $count } spellen zijn gespeeld.
table-family-pot = Er wachten { $points } punten in de pot.
table-family-roem-deal = Roem in dit spel: wij { $ours }, zij { $theirs }.
table-family-melds-deal = { $side ->
    [us] Wij hebben
   *[them] Zij hebben
} { $count ->
    [one] een melding
   *[other] { $count } meldingen
} getoond, samen { $points }: { $shows }.
table-family-belote-deal = { $seat ->
    [you] Jij hebt
   *[other] { seat-subject } heeft
} { $rebelote ->
    [yes] belote en rebelote gezegd.
   *[no] belote gezegd.
}
table-family-no-extras-yet = { $over ->
    [yes] Geen
   *[no] Nog geen
} { $kind ->
    [roem] roem
   *[melds] meldingen of belote
} in dit spel.
table-family-no-extras-variant = { $variant } telt in dit spel geen meldingen en geen belote.

## Weigeringen

table-family-not-in-deck = { $card } zit niet in een spel van 32 kaarten.
table-family-wrong-phase = { $phase ->
    [bidding] Nu niet: er wordt geboden.
   *[other] Nu niet.
}
table-family-no-kitty = { $variant }: geen talon om te nemen.
table-family-no-six = { $variant } heeft geen troefzes om te ruilen.

## Opties → Spelregels

table-family-rule-deals = Duur: { $count ->
    [0] geen grens aan het aantal spellen
   *[other] hoogstens { $count } spellen
}
table-family-rule-deals-changed = { $count ->
    [0] Geen grens aan het aantal spellen.
   *[other] Hoogstens { $count } spellen.
}
table-family-rule-last-trick = Laatste slag: { $value ->
    [five] 5 punten
   *[ten] 10 punten
}
table-family-rule-last-trick-changed = De laatste slag telt { $value ->
    [five] 5
   *[ten] 10
}.
table-family-rule-three = Drie gelijke in een slag: { $value ->
    [yes] 50 roem
   *[no] geen roem
}
table-family-rule-three-changed = { $value ->
    [yes] Drie gelijke in een slag tellen 50 roem.
   *[no] Drie gelijke in een slag tellen geen roem.
}
table-family-rule-pit = Pit: { $value ->
    [tricks] alle 8 slagen
   *[points] alle kaartpunten
}
table-family-rule-pit-changed = { $value ->
    [tricks] Pit is alle 8 slagen.
   *[points] Pit is alle kaartpunten.
}
table-family-rule-play = Slagregels: { $value ->
    [beat] de hoogste kaart overtreffen als het kan, tenzij je maat de slag heeft
   *[standard] standaard
}
table-family-rule-play-changed = { $value ->
    [beat] Slagregels: de hoogste kaart overtreffen als het kan, tenzij je maat de slag heeft.
   *[standard] Standaard slagregels.
}
table-family-rule-second-round = Tweede ronde: { $value ->
    [yes] elke kleur
   *[no] een andere kleur
}
table-family-rule-second-round-changed = { $value ->
    [yes] In de tweede ronde mag elke kleur genoemd worden.
   *[no] In de tweede ronde moet een andere kleur genoemd worden.
}
table-family-rule-tie = Gelijkspel: { $value ->
    [total] de nemers verliezen
    [carry] de punten gaan in de pot
   *[own] de nemers krijgen niets
}
table-family-rule-tie-changed = { $value ->
    [total] Bij gelijkspel verliezen de nemers.
    [carry] Bij gelijkspel gaan de punten in de pot.
   *[own] Bij gelijkspel krijgen de nemers niets.
}
table-family-rule-melds = Meldingen en belote: { $value ->
    [yes] tellen
   *[no] tellen niet
}
table-family-rule-melds-changed = { $value ->
    [yes] Meldingen en belote tellen.
   *[no] Meldingen en belote tellen niet.
}

## Zelf melden (optie manual_announce)

table-family-rule-announce = Meldingen en belote: { $value ->
    [yes] meldt iedere speler zelf
   *[no] meldt het spel
}
table-family-rule-announce-changed = { $value ->
    [yes] Je meldt je roem en belote zelf; wat je niet meldt, telt niet.
   *[no] Het spel meldt meldingen en belote.
}
table-family-rule-claim = Roem: { $value ->
    [yes] claimt iedere speler zelf
   *[no] telt het spel
}
table-family-rule-claim-changed = { $value ->
    [yes] Je claimt je roem zelf; wat je niet claimt, telt niet.
   *[no] Het spel telt de roem.
}
table-family-announce-title = Melden
table-family-announce-claim = { $points } punten roem claimen
table-family-announce-belote = Belote zeggen
table-family-announce-nothing = Nu niets
table-family-announce-hint = { $what ->
    [claim] Roem te claimen: { $key } opent de keuzes; wie uitkomt zonder te claimen, verliest hem.
    [melds] Meldingen mogelijk: { $key } opent de keuzes; wat je niet meldt, telt niet.
   *[belote] Je hebt belote: { $key } opent de keuzes om het te zeggen voor je de heer of vrouw speelt.
}
table-family-announce-none = Niets gemeld. { $key } speelt { $card }.
table-family-melds-not-announced = Je meldt je roem niet.
table-family-announce-closed = Keuze gesloten. { $key } opent het melden weer.
table-family-belote-will = Je zegt belote: de troefheer en troefvrouw tellen.
table-family-melds-announced = { $seat ->
    [you] Jij toont
   *[other] { seat-subject } toont
} { $count ->
    [one] een melding
   *[other] { $count } meldingen
} van { $points } punten.
table-family-roem-lost = { $seat ->
    [you] Je hebt de roem niet geclaimd
   *[other] { seat-subject } heeft de roem niet geclaimd
}: { $points } punten verloren.
table-family-help-announce = roem claimen, meldingen melden of belote zeggen

## Klaberjass voor 2, 3 en 4, en het klaverjassen van 1821: Opties → Spelregels

table-kj-rule-schmeiss = Schmeiss: { $value ->
    [yes] voorhand mag het spel weggooien
   *[no] niet gespeeld
}
table-kj-rule-schmeiss-changed = { $value ->
    [yes] Schmeiss: voorhand mag het spel in de eerste ronde weggooien.
   *[no] Geen schmeiss.
}
table-kj-rule-bimah = Bimah: { $value ->
    [yes] de gever moet nemen als voorhand twee keer past
   *[no] niet gespeeld
}
table-kj-rule-bimah-changed = { $value ->
    [yes] Bimah: past voorhand in de tweede ronde, dan moet de gever nemen.
   *[no] Geen bimah.
}
table-kj-rule-bare-jass = Blanke jas: { $value ->
    [yes] een blanke jas hoeft niet te troeven
   *[no] ook een blanke jas moet troeven
}
table-kj-rule-bare-jass-changed = { $value ->
    [yes] Een blanke jas hoeft niet te troeven.
   *[no] Ook een blanke jas moet troeven.
}
table-kj-rule-zensa = Zensa-roem: { $value ->
    [yes] telt
   *[no] telt niet
}
table-kj-rule-zensa-changed = { $value ->
    [yes] Zensa: 5 op een rij telt 100, 4 boeren 200, 4 azen, tienen, heren of vrouwen 100.
   *[no] Alleen reeksen, geen zensa.
}
table-kj-rule-tournament = Toernooidelen: { $value ->
    [yes] aan
   *[no] uit
}
table-kj-rule-tournament-changed = { $value ->
    [yes] Toernooidelen: eerst wordt de kleur van de gever geboden, en er wordt geen kaart omgedraaid.
   *[no] Geen toernooidelen.
}
table-kj-rule-announce = Roem en bela: { $value ->
    [yes] gemeld door elke speler
   *[no] gemeld door het spel
}
table-kj-rule-announce-changed = { $value ->
    [yes] Je meldt je roem en bela zelf; wat je niet meldt, telt niet.
   *[no] Het spel meldt roem en bela.
}
table-1821-rule-announce = Roem en huwelijken: { $value ->
    [yes] gemeld door elke speler
   *[no] gemeld door het spel
}
table-1821-rule-announce-changed = { $value ->
    [yes] Je meldt je roem en huwelijken zelf; wat je niet meldt, telt niet.
   *[no] Het spel meldt roem en huwelijken.
}
