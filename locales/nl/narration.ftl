# Wat aan tafel gezegd wordt: gebeurtenissen, antwoorden op vragen, weigeringen, de beurt.
# $seat: de plaats (you, right, …), $name: de naam; kaarten komen vertaald (zonder lidwoord).
# Een deling heet een spel (Spel 3), het geheel een potje; alle slagen halen is pit.

## Gebeurtenissen

narr-deal-started = Spel { $number }. { $dealer ->
    [you] Jij deelt
    [partner] Je maat deelt
    [opponent] Je tegenstander deelt
   *[other] { $dealer_name } deelt
}.
narr-deal-started-full = Spel { $number }. { $dealer ->
    [you] Jij deelt
    [partner] Je maat deelt
    [opponent] Je tegenstander deelt
   *[other] { $dealer_name } deelt
}. { $forehand ->
    [you] Jij komt uit
    [partner] Je maat komt uit
    [opponent] Je tegenstander komt uit
   *[other] { $forehand_name } komt uit
}.

narr-schieben-brief = { $seat ->
    [you] Jij schuift.
   *[other] { seat-subject } schuift.
}
narr-schieben = { $seat ->
    [you] Je schuift: je maat kiest troef.
   *[other] { seat-subject } schuift: { $partner ->
        [you] jij kiest troef.
        [partner] je maat kiest troef.
        [opponent] je tegenstander kiest troef.
       *[other] { $partner_name } kiest troef.
    }
}

narr-six-exchanged-brief = { $seat ->
    [you] Je ruilt
   *[other] { seat-subject } ruilt
} de zes voor { $turn_up }.
narr-six-exchanged = { $seat ->
    [you] Je ruilt
   *[other] { seat-subject } ruilt
} { $six } voor de omgedraaide kaart, { $turn_up }.
narr-six-kept = Je houdt de zes.

narr-kitty-taken-brief = { $seat ->
    [you] Je neemt
   *[other] { seat-subject } neemt
} de talon.
narr-kitty-taken = { $seat ->
    [you] Je neemt de talon en legt je hand opzij.
   *[other] { seat-subject } neemt de talon en legt de eigen hand opzij.
}

narr-times = { $factor ->
    [1] { $base } punten
   *[other] { $base }, maal { $factor }: { $total }
}

narr-weis-declared-own-brief = Jij: roem { $points }, { $melds }.
narr-weis-declared-own = Je meldt { $melds }: { $points }.
narr-weis-declared-brief = { $name }: roem { $points }.
narr-weis-declared = { $seat ->
    [you] Je meldt
   *[other] { seat-subject } meldt
} { $points } roem.

narr-weis-scored-brief = Roem voor { $side ->
    [us] ons
    [them] hen
    [you] jou
    [partner] je maat
    [opponent] je tegenstander
   *[other] { $name }
}: { $points }.
narr-weis-shows = { $seat ->
    [you] jij toont
    [partner] je maat toont
    [opponent] je tegenstander toont
   *[other] { $name } toont
} { $melds }
narr-weis-scored = { $side ->
    [us] Wij krijgen
    [them] Zij krijgen
    [you] Jij krijgt
    [partner] Je maat krijgt
    [opponent] Je tegenstander krijgt
   *[other] { $name } krijgt
} roem: { $shows }: { narr-times }.
narr-weis-scored-many = { $side ->
    [us] Wij krijgen
    [them] Zij krijgen
    [you] Jij krijgt
    [partner] Je maat krijgt
    [opponent] Je tegenstander krijgt
   *[other] { $name } krijgt
} roem: { $shows }. In totaal { narr-times }.
narr-weis-shows-separator = {"; "}

narr-stoeck-scored-brief = { $name }: stuk, { $points }.
narr-stoeck-scored = { $seat ->
    [you] Jij krijgt
   *[other] { seat-subject } krijgt
} stuk, { $at_target ->
    [yes] met heer en vrouw van troef in de hand
   *[no] heer en vrouw van troef
}: { narr-times }.

## Gespeelde kaarten en slagen

narr-card-brief = { $name }: { $card }.
narr-card-lead = { $seat ->
    [you] Je komt uit met
   *[other] { seat-subject } komt uit met
} { $card }.
narr-card-follow = { $seat ->
    [you] Je speelt
   *[other] { seat-subject } speelt
} { $card }{ $winning ->
    [yes] { $seat ->
        [you] {" "}en hebt de slag
       *[other] {" "}en heeft de slag
    }
   *[no] {""}
}.
narr-card-trump = { $seat ->
    [you] Je troeft
   *[other] { seat-subject } troeft
} met { $card }{ $winning ->
    [yes] { $seat ->
        [you] {" "}en hebt de slag
       *[other] {" "}en heeft de slag
    }
   *[no] {""}
}.
# Bijgooien: een kaart in een andere kleur op de slag die je maat heeft ($partner_winning: yes,
# alleen in een teamspel); anders gooi je hem af.
narr-card-discard = { $seat ->
    [you] Je gooit
   *[other] { seat-subject } gooit
} { $card } { $seat ->
    [opponent] af
    [far-right] af
    [far-left] af
   *[other] { $partner_winning ->
        [yes] bij
       *[no] af
    }
}{ $winning ->
    [yes] { $seat ->
        [you] {" "}en hebt de slag
       *[other] {" "}en heeft de slag
    }
   *[no] {""}
}.

narr-trick-won-brief = { $seat ->
    [you] Je neemt
   *[other] { seat-subject } neemt
} { $last ->
    [yes] de laatste slag
   *[no] de slag
}, { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}.
narr-trick-won = { $seat ->
    [you] Je neemt
   *[other] { seat-subject } neemt
} { $last ->
    [yes] de laatste slag
   *[no] de slag
}: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}{ $last ->
    [yes] , inclusief 5 voor de laatste slag
   *[no] {""}
}.
narr-trick-won-with = { $seat ->
    [you] Je neemt
   *[other] { seat-subject } neemt
} { $last ->
    [yes] de laatste slag
   *[no] de slag
} met { $card }: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}{ $last ->
    [yes] , inclusief 5 voor de laatste slag
   *[no] {""}
}.

narr-turned-up-brief = Troef { suit-name }: { $card } omgedraaid.
narr-turned-up = Omgedraaid: { $card }; troef is { suit-name }.

## Troef

narr-trump-is = Troef is { $trump }.
narr-trump-chosen-brief = { $seat ->
    [you] Jij kiest
   *[other] { seat-subject } kiest
} { $trump }{ $factor ->
    [1] {""}
    [2] , dubbel
    [3] , driedubbel
    [4] , vierdubbel
   *[other] , { $factor } keer
}.
narr-trump-chosen = { $seat ->
    [you] Jij kiest
   *[other] { seat-subject } kiest
} { $trump }{ $kind ->
    [obenabe] : geen troef, de hoogste kaart wint
    [undenufe] : geen troef, de laagste kaart wint
   *[suit] {" "}als troef
}{ $factor ->
    [1] {""}
    [2] , telt dubbel
    [3] , telt driedubbel
    [4] , telt vierdubbel
   *[other] , maal { $factor }
}.

## Einde van een spel en van het potje

narr-reach = { $side ->
    [us] Wij bereiken
    [them] Zij bereiken
    [you] Jij bereikt
    [partner] Je maat bereikt
    [opponent] Je tegenstander bereikt
   *[other] { $name } bereikt
} { $target }{ $cause ->
    [stoeck] {" "}met stuk
    [stoeck-first] {" "}met stuk, dat vóór de roem en de slag telt
    [stoeck-untaken] {" "}met stuk, dat vóór de slag telt: deze slag wordt niet genomen
    [weis] {" "}met roem, die vóór de slag telt
    [last-trick] {" "}met de laatste slag
    [trick] {" "}met de punten van deze slag
   *[none] {""}
}.
narr-rest-not-played = De rest van het spel wordt niet gespeeld.

narr-scores-team = wij { $ours }, zij { $theirs }
narr-score-item = { $name } { $score }
narr-scores-line = Stand: { $scores }.
narr-deal-this = Dit spel: { $change }.
narr-match-for = Pit voor { $side ->
    [us] ons
   *[them] hen
}!
narr-deal-over = Spel voorbij: { $change }.
narr-deal-over-card-points = Spel voorbij: kaartpunten, wij { $ours }, zij { $theirs }.
narr-deal-this-why = Dit spel{ $factor ->
    [1] {""}
    [2] , dubbel geteld
    [3] , driedubbel geteld
    [4] , vierdubbel geteld
   *[other] , { $factor } keer geteld
}{ $match ->
    [0] {""}
   *[other] , met { $match } voor de pit
}{ $extras ->
    [weis] , met roem
    [stoeck] , met stuk
    [both] , met roem en stuk
    [either] , met roem of stuk
   *[none] {""}
}: { $change }.
narr-deal-result = { $name }: { $outcome ->
    [apple] een appel
    [plus] plus { $gain }
   *[nothing] niets
}
narr-deal-result-full = { $name }: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}, { $outcome ->
    [apple] een appel
    [plus] plus { $gain }
   *[nothing] niets
}
narr-deal-result-separator = {"; "}
narr-deal-over-seats = Spel voorbij: { $results }.

narr-putz-reaches = { $seat ->
    [you] jij haalt
    [partner] je maat haalt
    [opponent] je tegenstander haalt
   *[other] { $name } haalt
} { $score }
narr-putz-falls = { $seat ->
    [you] jij zakt
    [partner] je maat zakt
    [opponent] je tegenstander zakt
   *[other] { $name } zakt
} naar { $score }
narr-putz-end = Het potje is voorbij: { $reasons }.
narr-game-over-draw = Potje voorbij: gelijkspel. Eindstand: { $scores }.
narr-game-over-team = Potje voorbij. { $winner ->
    [us] Wij winnen
   *[them] Zij winnen
}. Eindstand: { $scores }.
narr-game-over-one = Potje voorbij. { $seat ->
    [you] Jij wint
   *[other] { seat-subject } wint
}. Eindstand: { $scores }.
narr-game-over-shared = Potje voorbij. { $names } delen de winst. Eindstand: { $scores }.

## Antwoorden

narr-no-cards = Geen kaarten op tafel.
narr-no-cards-lead = Geen kaarten op tafel. { $seat ->
    [you] Jij komt uit
   *[other] { seat-subject } komt uit
}.
narr-played-item = { $name }: { $card }
narr-played-separator = {"; "}
narr-table-cards = { $played }. { $seat ->
    [you] Jij hebt de slag
   *[other] { seat-subject } heeft de slag
}.

narr-trump-not-chosen = Troef is nog niet gekozen.
narr-trump-not-chosen-chooser = Troef is nog niet gekozen: { $seat ->
    [you] jij kiest
    [partner] je maat kiest
    [opponent] je tegenstander kiest
   *[other] { $name } kiest
}.
narr-trump-turned = Troef is { $trump }.
narr-trump-turned-up = Troef is { $trump }: { $card } is omgedraaid.
narr-trump-turned-up-six = Troef is { $trump }: { $card } is omgedraaid, en { $seat ->
    [you] jij hebt
    [partner] je maat heeft
    [opponent] je tegenstander heeft
   *[other] { $name } heeft
} de zes ervoor geruild.
narr-trump-was = { $how ->
    [turned] Troef was { $trump }.
    [up] Troef was { $trump }: { $card } was omgedraaid.
    [six] Troef was { $trump }: { $card } was omgedraaid, en { $seat ->
        [you] jij hebt
        [partner] je maat heeft
        [opponent] je tegenstander heeft
       *[other] { $name } heeft
    } de zes ervoor geruild.
   *[chosen] { $kind ->
        [suit] Troef was { $trump }
       *[other] Er werd { $trump } gespeeld
    }, gekozen { seat-from }{ $schoben ->
        [yes] {" "}na schuiven
       *[no] {""}
    }.
}
narr-trump-chosen-by = { $kind ->
    [suit] Troef is { $trump }
   *[other] { $trump }
}, gekozen { seat-from }{ $schoben ->
    [yes] {" "}na schuiven
   *[no] {""}
}.

narr-no-suit-led = Er is nog geen kleur gevraagd.
narr-led-suit = { suit-title } gevraagd. Je hebt er { $count ->
    [0] geen
   *[other] { $count }
}.

narr-scores-team-target = Stand: { $scores }. We spelen tot { $target }.
narr-scores-seats-target = Stand: { $scores }. Het potje eindigt bij { $target } of { $lower }.
narr-no-deal-finished = Nog geen spel afgelopen.
narr-deal-scores-item = Spel { $number }: { $scores }.
narr-deal-scores-outcome = Spel { $number }: { $scores }, { $mark ->
    [wet] { $side ->
        [us] wij gingen nat
       *[them] zij gingen nat
    }
    [dedans] { $side ->
        [us] wij gingen nat
       *[them] zij gingen nat
    }
    [bete] { $side ->
        [us] wij gingen nat
        [them] zij gingen nat
        [you] jij ging nat
        [partner] je maat ging nat
        [opponent] je tegenstander ging nat
       *[other] { $name } ging nat
    }
    [pit] pit voor { $side ->
        [us] ons
        [them] hen
        [you] jou
        [partner] je maat
        [opponent] je tegenstander
       *[other] { $name }
    }
   *[capot] capot voor { $side ->
        [us] ons
        [them] hen
        [you] jou
        [partner] je maat
        [opponent] je tegenstander
       *[other] { $name }
    }
}.
narr-deal-scores-void = Spel { $number }: weggegooid, geen punten.
narr-deal-scores-void-brief = Spel { $number }: weggegooid.

narr-game-is-over = Het potje is voorbij.
narr-cards-being-dealt = De kaarten worden gedeeld.
narr-waiting-for-play = Wachten tot het spelen begint.
narr-turn = { $seat ->
    [you] Jij bent aan de beurt om { $doing ->
        [trump] troef te kiezen
        [six] over de troefzes te beslissen
       *[play] een kaart te spelen
    }
   *[other] Wachten tot { $seat ->
        [partner] je maat
        [opponent] je tegenstander
       *[other] { $name }
    } { $doing ->
        [trump] troef kiest
        [six] over de troefzes beslist
       *[play] een kaart speelt
    }
}.

narr-hand-empty = Je hand is leeg.
narr-hand = Je hand, { $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
}. { $suits }
narr-hand-suit = { suit-title }{ $trump ->
    [yes] , troef
   *[no] {""}
}: { $ranks }.

narr-no-trick-yet = Er is in dit spel nog geen slag gespeeld.
narr-took-it = { $seat ->
    [you] Jij neemt hem
   *[other] { seat-subject } neemt hem
}, { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}.
narr-last-trick = Laatste slag: { $played }. { narr-took-it }
# Een slag van dit spel met zijn nummer, voor slagen die gespeeld zijn terwijl de verbinding weg was.
narr-trick-taken = Slag { $number }: { $played }. { narr-took-it }

narr-card-points = Kaartpunten in dit spel: { $scores }.
narr-card-points-team = Kaartpunten in dit spel: wij { $ours }, zij { $theirs }.

narr-no-weis-in-variant = { $variant } kent geen roem of stuk.
narr-no-weis-yet = Nog geen roem of stuk in dit spel.

## Focus en weigeringen

narr-focus = { $card }{ $playable ->
    [no] , niet speelbaar
   *[other] {""}
}{ $full ->
    [yes] , { $position } van { $count }
   *[no] {""}
}

narr-refusal-must-follow = Je moet { suit-name } bekennen.
narr-refusal-undertrump = Je mag niet ondertroeven.
narr-refusal-not-in-hand = Je hebt { $card } niet.
narr-refusal-kitty-taken = De talon is al genomen.
narr-refusal-kitty-too-late = De talon mag alleen vóór je eerste kaart genomen worden.
narr-refusal-no-kitty = { $variant } heeft geen talon.
narr-refusal-no-six = Er is nu geen troefzes om te ruilen.
narr-refusal-no-six-variant = Bij { $variant } wordt de troefzes niet geruild.
narr-refusal-six-off = Dit potje wordt gespeeld zonder de troefzes te ruilen (Opties, Spelregels).
narr-refusal-kitty-off = Dit potje wordt gespeeld zonder talon (Opties, Spelregels).
narr-refusal-no-schieben = Je moet kiezen: terugschuiven mag niet.
narr-refusal-game-over = Het potje is voorbij.
narr-refusal-trump-mode = { $mode } mag bij { $variant } niet gekozen worden.
narr-refusal-wrong-phase = { $action ->
    [deal] Je kunt nu niet delen
    [choose-trump] Je kunt nu geen troef kiezen
    [schieben] Je kunt nu niet schuiven
    [take-kitty] Je kunt de talon nu niet nemen
    [declare-weis] Je kunt nu geen roem melden
   *[play-card] Je kunt nu geen kaart spelen
}: { $phase ->
    [deal] eerst worden de kaarten gedeeld
    [trump] eerst wordt troef gekozen
    [six] eerst wordt de troefzes geruild of gehouden
   *[play] er wordt al gespeeld
}.
narr-refusal-no-weis = { $automatic ->
    [yes] Roem wordt in dit potje automatisch gemeld.
   *[no] In dit potje telt roem niet.
}
narr-refusal-weis-too-late = Roem mag alleen vóór je eerste kaart gemeld worden.
narr-refusal-weis-declared = Je roem is al gemeld.
narr-refusal-bad-weis = Dat is geen roem uit je hand.
narr-refusal-bad-deal = Zo delen mag niet.
narr-refusal-other = Dat mag nu niet.

## De beurt, de hand bij het delen, de keuze van roem

narr-your-turn = Jij bent aan de beurt.
narr-your-turn-card-full = Jij bent aan de beurt: { $card }, speelbaar, { $position } van { $count }.
narr-your-turn-card = Jij bent aan de beurt: { $card }.
narr-unheard-card = { $focus }.
narr-unheard-card-plays = { $focus }. { $key } speelt hem.
narr-hand-counts = { $count ->
    [one] { $count } kaart
   *[other] { $count } kaarten
}: { $suits }.
narr-after-deal = Spel { $number } is voorbij. { $answer }
narr-six-choice = Je hebt { $six }. { $exchange_key } ruilt hem voor de omgedraaide kaart, { $turn_up }; { $keep_key } houdt hem.
narr-weis-choice-title = Roem melden
narr-no-weis = Geen roem
narr-weis-label = { $melds }: { $points } punten
narr-weis-hint = Je kunt roem melden: { $key } opent de keuzes; speel je een kaart, dan meld je niets.
narr-game-over-keys = { $repeat_key } herhaalt de uitslag; { $back_key } gaat terug naar het hoofdmenu; { $help_key } noemt de toetsen.
