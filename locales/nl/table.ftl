# De tafel: wat hij zelf zegt, rond het verhaal van het spel.

table-no-key = geen toets

table-new-game = Nieuw spel { $variant }. Druk op { $key } voor de toetsen.
table-resumed = { $variant } hervat, ronde { $deal }.
table-next-deal = Druk op { $key } om de volgende ronde te delen.
table-deal-over = De ronde is voorbij. Druk op { $key } om de volgende ronde te delen.
table-waiting-for-play = Wachten tot het spel begint.
table-game-over = Het spel is voorbij.

table-edge-first = Dat is je eerste kaart.
table-edge-last = Dat is je laatste kaart.
table-edge-suits = Geen kleuren meer in die richting.
table-no-cards = Je hebt geen kaarten.

table-take-kitty = { $key } neemt de talon.

table-trump-prompt = Jij kiest troef: { $key } opent de keuzes.
table-trump-passed-prompt = Je partner heeft de keuze naar jou geschoven: { $key } opent de keuzes.
table-trump-title = Kies troef
table-trump-passed-title = Je partner heeft geschoven. Kies troef
table-trump-counts = { $mode }, telt { $factor ->
        [1] enkel
        [2] dubbel
        [3] driedubbel
       *[other] { $factor } keer
    }
table-schieben-item = Schuiven: je partner kiest

table-choice-open = { $title }: { $up } en { $down }, dan { $enter }. { $item }
table-choice-current = { $title }: { $item }
table-choice-item = { $item }, { $position } van { $count }
table-trump-closed = Keuze gesloten. { $key } kiest troef.
table-weis-closed = Keuze gesloten. { $key } opent de roem weer.
table-no-weis = Geen roem.
table-no-weis-play = Geen roem. { $key } speelt { $card }.

table-empty-after-deal = Geen kaarten op tafel. { $last }

table-key-does-nothing = Die toets doet hier niets. { $key } noemt de toetsen.

table-leave-question = Het spel verlaten? Het is bewaard: Doorgaan in het menu hervat het. { $leave } verlaat het; { $stay } blijft.
table-leave-keys = { $leave } verlaat het spel; { $stay } blijft.
table-back-to-game = Terug naar het spel.
