# De tiptoets (I) en de terugblik op het spel (R): wat de sterke speler zou kiezen en waarom,
# en de beslissingen van het vorige spel die hij anders had genomen. $action: wat te doen
# ("speel harten aas"); $reasons: korte redenen, verbonden met "; "; $card een kaart
# ("harten heer"); $suit een kleur ("harten").

hint-line = { $count ->
    [0] Tip: { $action }.
   *[other] Tip: { $action }: { $reasons }.
}
hint-reason-separator = {"; "}
hint-values = { $first }, { $second }.
hint-value = { $action } ongeveer { $points }
hint-second = { $points ->
    [0] Tweede keus: { $action }, ongeveer even goed.
   *[other] Tweede keus: { $action }, ongeveer { $points } { $plural ->
        [one] punt
       *[other] punten
    } minder.
}
hint-thinking = Even denken.
hint-still-thinking = Nog even denken.
hint-not-now = Nu geen tip. { $turn }
hint-not-now-over = Nu geen tip: het potje is voorbij.
hint-not-now-between = Nu geen tip: het spel is voorbij.
hint-off = Tips staan uit. Zet ze aan in Opties, Tips.
hint-failed = Deze keer geen tip: het zoeken is mislukt.

hint-do = { $kind ->
    [card] speel { $what }
    [trump] kies { $what }
    [schieben] schuif
    [kitty] neem de talon
    [six] ruil de zes voor { $what }
    [keep-six] houd de zes
    [weis] meld je roem
    [dix] ruil de troefzeven voor { $what }
    [keep-dix] houd de troefzeven
    [melds] meld { $what }
    [claim] claim { $what } punten roem
    [belote] zeg belote
    [bela] zeg bela
    [declare] meld { $what }
    [counter] overtref met { $what }
    [marriage] meld het huwelijk
   *[other] { $what }
}
hint-done = { $kind ->
    [card] je speelde { $what }
    [trump] je koos { $what }
    [schieben] je gaf de keuze aan je maat
    [kitty] je nam de talon
    [six] je ruilde de zes voor { $what }
    [keep-six] je hield de zes
    [weis] je meldde je roem
    [dix] je ruilde de troefzeven voor { $what }
    [keep-dix] je hield de troefzeven
    [melds] je meldde { $what }
    [claim] je claimde { $what } punten roem
    [belote] je zei belote
    [bela] je zei bela
    [declare] je meldde { $what }
    [counter] je overtrof met { $what }
    [marriage] je meldde het huwelijk
   *[other] je koos { $what }
}

hint-reason-takes = die haalt de slag
hint-reason-cheapest = dat is de goedkoopste kaart die de slag haalt
hint-reason-heads = die heeft de slag voorlopig
hint-reason-cheapest-heads = dat is de goedkoopste kaart die de slag voorlopig heeft
hint-reason-trump-out = die kan nog afgetroefd worden
hint-reason-partner = je maat haalt de slag
hint-reason-partner-points = je maat haalt de slag en je geeft hem punten mee
hint-reason-partner-heads = je maat heeft de slag voorlopig
hint-reason-partner-heads-points = je maat heeft de slag voorlopig en je geeft hem punten mee
hint-reason-least = dat is de kaart die het minst waard is
hint-reason-keeps = zo spaar je je sterkere kaarten
hint-reason-keeps-trumps = zo spaar je je troeven
hint-reason-no-points = zo riskeer je geen punten
hint-reason-highest = er zit geen sterkere { $suit } meer in het spel
hint-reason-out = { $card } zit nog in het spel
hint-reason-trumps = zo trek je troef
hint-reason-weak = geen troef is sterk genoeg in je hand
hint-reason-weak-suit = { $suit } zou als troef te zwak zijn
hint-reason-no-double = { $redouble ->
    [yes] redoubleren
   *[no] doubleren
} is het risico niet waard
hint-reason-side-contract = jullie team heeft het contract
hint-reason-below-level = geen troef is sterk genoeg in je hand om { $value } te bieden
hint-reason-partner-suit = je maat heeft { $suit } geboden
hint-reason-later-suit = { $suit } is minstens zo sterk, om in de tweede ronde te noemen
hint-reason-rule = volgens de gebruikelijke vuistregels
hint-reason-better-trump = je krijgt een sterkere troef
hint-reason-keeps-sequence = de zeven hoort bij je reeks
hint-reason-weis = je toont { $melds }, { $points } punten waard
hint-reason-few-trumps = { $count ->
    [0] je hebt geen { $suit }
   *[other] je hebt maar { $held }
}
hint-reason-suit = { $count ->
    [0] je hebt geen { $suit }
   *[other] { $tops ->
        [0] je hebt { $held }
       *[other] je hebt { $held }, met { $cards }
    }
}
# A take that brings the seat the turned-up card (Belote; the dix; Klaberjass for four's dealer).
hint-reason-turn-up = je krijgt ook { $card }, de omgedraaide kaart
hint-reason-tops = { $kind ->
    [aces] { $count ->
        [0] je hebt geen azen
        [one] je hebt { $count } aas
       *[other] je hebt { $count } azen
    }
   *[sixes] { $count ->
        [0] je hebt geen zessen
        [one] je hebt { $count } zes
       *[other] je hebt { $count } zessen
    }
}

hint-when = { $phase ->
    [trick] Slag { $trick }
    [trump] Troefkeuze
    [six] De zes
    [dix] De troefzeven
    [bidding] { $trick ->
        [0] Bieden
        [2] Bieden, je tweede bod
        [3] Bieden, je derde bod
        [4] Bieden, je vierde bod
       *[other] Bieden, je bod { $trick }
    }
   *[other] Beslissing
}
hint-review-item = { $when }: { $done }; beter: { $better }, ongeveer { $points } { $fine ->
    [yes] { $plural ->
        [one] spelpunt
       *[other] spelpunten
    }
   *[no] { $plural ->
        [one] punt
       *[other] punten
    }
} meer. { $index } van { $count }.
hint-review-rule = { $when }: { $done }; beter, volgens de gebruikelijke vuistregels: { $better }. { $index } van { $count }.
hint-review-deal = Spel { $deal }. { $line }
hint-review-end = Einde van de terugblik.
hint-review-perfect = Je nam elke beslissing van het spel zoals de sterke speler.
# Every decision that differed from the strong player's cost less than the review's least.
hint-review-close = Geen beslissing van het spel kostte je { $points } { $fine ->
    [yes] { $plural ->
        [one] spelpunt
       *[other] spelpunten
    }
   *[no] { $plural ->
        [one] punt
       *[other] punten
    }
} of meer, volgens de sterke speler.
hint-review-none = Nog geen spel om terug te blikken.
hint-review-checking = Ik controleer je beslissingen: { $done } van { $count }.
# Ongevraagd gezegd zodra de gevraagde terugblik klaar is; Escape verlaat hem.
hint-review-ready = { $full ->
    [yes] Terugblik klaar: { $count } { $count ->
        [one] beslissing
       *[other] beslissingen
    }, { $look ->
        [0] geen
       *[other] { $look }
    } om te bekijken. { $key } leest hem voor.
   *[no] Terugblik klaar: { $look ->
        [0] geen
       *[other] { $look }
    } om te bekijken.
}
hint-review-closed = Terugblik gesloten.
hint-help-review-leave = de terugblik verlaten

hint-option = Tips: { $on ->
    [on] aan
   *[off] uit
}
hint-over-review = je beslissingen van het vorige spel die de sterke speler anders had genomen
hint-over-hint = geen tips na het potje
hint-melds-worth = { $melds }, { $points } waard
