# De tafel: wat hij zelf zegt, rond het verhaal van het potje.
# Een deling heet hier een spel (spel 3), het geheel een potje (Nieuw potje Schieber).

table-no-key = geen toets

table-new-game = Nieuw potje { $variant }. Druk op { $key } voor de toetsen.
table-resumed = { $variant } hervat, spel { $deal }.
table-next-deal = Druk op { $key } om het volgende spel te delen.
table-deal-over = Dit spel is voorbij. Druk op { $key } om het volgende spel te delen.
table-waiting-for-play = Wachten tot het spelen begint.
table-game-over = Het potje is voorbij.

table-edge-first = Dat is je eerste kaart.
table-edge-last = Dat is je laatste kaart.
table-edge-suits = Geen kleuren meer in die richting.

table-take-kitty = { $key } neemt de talon.

table-trump-prompt = Jij kiest troef: { $key } opent de keuzes.
table-trump-passed-prompt = Jij moet troef kiezen: { $key } opent de keuzes.
table-trump-title = Kies troef
table-trump-passed-title = Jij moet troef kiezen
table-trump-counts = { $mode }, telt { $factor ->
        [1] enkel
        [2] dubbel
        [3] driedubbel
       *[other] { $factor } keer
    }
table-schieben-item = Schuiven: je maat kiest

table-choice-open = { $title }: { $up } en { $down }, dan { $enter }. { $item }
table-choice-current = { $title }: { $item }
table-choice-item = { $item }, { $position } van { $count }
table-trump-closed = Keuze gesloten. { $key } kiest troef.
table-weis-closed = Keuze gesloten. { $key } opent de roem weer.
table-no-weis = Geen roem.
table-no-weis-play = Geen roem. { $key } speelt { $card }.

table-empty-after-deal = Geen kaarten op tafel. { $last }

table-key-does-nothing = Die toets doet hier niets. { $key } noemt de toetsen.

table-leave-question = Het potje verlaten? Het is bewaard: Doorgaan in het menu hervat het. { $leave } verlaat het potje; { $stay } blijft.
table-leave-keys = { $leave } verlaat het potje; { $stay } blijft.
table-back-to-game = Terug naar het potje.
