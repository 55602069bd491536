# Menu's, opties, het lezen van de regels, bevestigingen, het einde van het potje en de eigen
# meldingen van het programma (starten, bestanden, fouten).

## Lijsten

menu-item-position = { $label }, { $position } van { $count }
menu-titled = { $title }: { $label }
menu-no-item-starts = Geen item begint met { $key }.
menu-no-value = { $label }: hier valt geen waarde te veranderen.
menu-nothing-here = Die toets doet hier niets.
menu-nothing-here-help = Die toets doet hier niets. { $help } noemt de toetsen.
menu-arrow = { $arrow ->
    [up] pijl omhoog
    [down] pijl omlaag
    [left] pijl links
   *[right] pijl rechts
}

## Hoofdmenu

menu-main = Hoofdmenu
menu-main-new-game = Nieuw potje
menu-main-continue = Doorgaan
menu-main-continue-saved = Doorgaan: { $title }, spel { $deal }
menu-main-options = Opties
menu-main-rules = Regels
menu-main-quit = Afsluiten
menu-quit-item = Afsluiten: { $key } sluit AudioJass af.
menu-goodbye = Tot ziens.
menu-is-main = Dit is het hoofdmenu. Afsluiten is het laatste item.
menu-welcome = AudioJass.

## Nieuw potje, Doorgaan

menu-new-game = Nieuw potje
menu-replace-saved = Een bewaard potje { $title }, spel { $deal }, wordt vervangen. Een nieuw potje beginnen? { $yes }: ja, { $no }: nee.
menu-saved-problem = Probleem met het bewaarde potje: { $problem }
menu-no-saved-game = Er is geen bewaard potje.
menu-saved-game-over = Het bewaarde potje is al voorbij.

## Regels

menu-rules = Regels
menu-rules-this-game = Dit potje wordt gespeeld met deze wijzigingen van de regels hieronder: { $changes }
menu-rules-chosen = Opties, Spelregels, wijzigt deze regels voor je nieuwe potjes: { $changes }
menu-rules-intro = Regels van { $title }, { $count ->
    [one] { $count } alinea
   *[other] { $count } alinea's
}: { $up } en { $down } om te lezen, { $back } om terug te gaan. { $paragraph }
menu-rules-beginning = Begin van de regels. { $paragraph }
menu-rules-end = Einde van de regels. { $back } gaat terug.
menu-rules-reading = Je leest de regels. { $back } gaat terug.
menu-help-previous-paragraph = vorige alinea
menu-help-next-paragraph = volgende alinea
menu-help-first-paragraph = eerste alinea
menu-help-last-paragraph = laatste alinea
menu-help-paragraph-again = de alinea nog eens
menu-help-back = terug

## Bevestigingen

menu-help-yes = ja
menu-help-no = nee
menu-help-next-deal = het volgende spel delen
menu-help-keep-six = de troefzes houden
menu-help-open-trump = de troefkeuze openen
menu-help-leave = het potje verlaten
menu-help-stay = in het potje blijven

## Opties

menu-options = Opties{ $keys ->
    [arrows] , links en rechts om te wijzigen
    [named] , { $first } en { $second } om te wijzigen
   *[none] {""}
}
menu-option-opponents = Tegenstanders: { $opponents ->
    [easy] makkelijk
    [strong] sterk
   *[normal] normaal
}
menu-option-bot-pause = Pauze van de computerspelers: { $plural ->
    [one] { $seconds } seconde
   *[other] { $seconds } seconden
}
menu-option-game-rules = Spelregels
menu-option-turn-alone = Melding 'Jij bent aan de beurt': zonder kaart; { $key } noemt eerst een kaart die je nog niet hoorde
menu-option-turn-with-card = Melding 'Jij bent aan de beurt': met de kaart in focus
menu-option-order-trump-first = Volgorde van de hand: de troefkleur eerst
menu-option-order-suits = Volgorde van de hand: harten, ruiten, schoppen, klaveren
menu-option-detail = Spraakdetail: { $verbosity ->
    [brief] kort
   *[full] volledig
}
menu-option-volume = Volume van de geluiden: { $percent } procent
menu-option-speech = Spraakuitvoer bij de volgende start: { $mode ->
    [screenreader] schermlezer
    [speechd] Speech Dispatcher
    [tts] ingebouwde stem
    [console] tekst in de console
   *[auto] automatisch
}
menu-option-rate = Spreeksnelheid: { $rate } woorden per minuut
menu-option-theme = Kleuren: { $theme ->
    [white-on-black] wit op zwart
    [black-on-white] zwart op wit
   *[yellow-on-black] geel op zwart
}
menu-option-text-size = Tekstgrootte: { $percent } procent
menu-option-window-only = { $label } (met een venster, niet in de terminal)
menu-option-language = Taal: { $name }
menu-option-deck = Kaartnamen: { $deck ->
    [german] Zwitserse kaarten met Duitse kleuren: rozen, bellen, schilden en eikels (in het Duits)
   *[french] Franse kaarten: harten, ruiten, schoppen en klaveren
}
menu-brief-speech = Korte spraak.
menu-full-speech = Volledige spraak.
menu-volume = Volume { $percent } procent.
menu-volume-sound-off = Volume { $percent } procent. Het geluid is uit.

## Opties → Spelregels

menu-game-rules = Spelregels
menu-rules-standard = { $title }: standaardregels
menu-rules-changed = { $title }: { $count ->
    [one] { $count } regel gewijzigd
   *[other] { $count } regels gewijzigd
}
menu-rules-of = Regels van { $title }{ $keys ->
    [arrows] , links en rechts om te wijzigen
    [named] , { $first } en { $second } om te wijzigen
   *[none] {""}
}
menu-rules-all-standard = Alles terug naar de standaardregels
menu-rules-set-standard = { $title }: standaardregels.

## Toetsen aan tafel in een open lijst, het einde van het potje

menu-help-choose-item = het item kiezen
menu-help-previous-item = vorig item
menu-help-next-item = volgend item
menu-help-first-item = eerste item
menu-help-last-item = laatste item
menu-help-question-again = de vraag nog eens, met het item waar je op staat
menu-help-close-list = de lijst sluiten
menu-help-trump-and-chooser = troef en wie die koos
menu-help-open-weis = de keuze openen om roem te melden
menu-leave-keys = { $leave } verlaat het potje; { $stay } blijft.
menu-left-game = Je hebt het potje verlaten. Het is bewaard: Doorgaan hervat het.
menu-game-over = Het potje is voorbij.
menu-game-over-keys = Het potje is voorbij. { $keys }
menu-over-main-menu = terug naar het hoofdmenu
menu-over-result = de uitslag nog eens
menu-over-scores = de eindstand
menu-over-deal-scores = de stand van elk spel
menu-over-final-trick = de laatste slag
menu-over-points = de kaartpunten van het laatste spel
menu-over-melds = de roem en het stuk van het laatste spel
menu-over-trump = troef in het laatste spel

## Geschiedenis

menu-nothing-said = Er is nog niets gezegd.
menu-first-message = Eerste melding. { $text }
menu-last-message = Laatste melding. { $text }

## Fouten en bestanden

menu-something-wrong = Er ging iets mis; het potje gaat door.
menu-cannot-go-on = Het potje kan door een fout niet verder. Het is bewaard: Doorgaan hervat het.
menu-cannot-save = { $what ->
    [settings] De instellingen kunnen
   *[game] Het potje kan
} niet bewaard worden: { $reason }. Het potje gaat door.
menu-window-dark = Het venster kan geen tekst meer tonen; de spraak gaat door.
menu-folder-unusable = De AudioJass-map { $folder } is niet bruikbaar: instellingen en potjes worden niet bewaard.
menu-settings-problem = Probleem met de instellingen: { $problem }
menu-keymap-problem = Probleem met de toetsen: { $problem }
menu-default-keys = De standaardtoetsen gelden tot je het toetsenbestand verbetert of verwijdert.

## Opties → Spelregels → de regels van één variant

menu-rule-target = Doel: { $count ->
    [one] { $count } punt
   *[other] { $count } punten
}
menu-rule-target-changed = Er wordt gespeeld tot { $number }.
menu-rule-match = Pitbonus: { $count ->
    [0] geen
    [one] { $count } punt
   *[other] { $count } punten
}
menu-rule-match-changed = { $count ->
    [0] Geen pitbonus.
   *[other] Pitbonus { $count }.
}
menu-rule-buur = Uitzondering voor de jas, een blanke jas hoeft troef niet te bekennen: { $on ->
    [yes] aan
   *[no] uit
}
menu-rule-buur-changed = { $on ->
    [yes] Uitzondering voor de jas: een blanke jas hoeft troef niet te bekennen.
   *[no] Geen uitzondering voor de jas: ook een blanke jas moet troef bekennen.
}
menu-rule-lower-limit = Het potje eindigt ook bij: { $number } of minder
menu-rule-lower-limit-changed = Het potje eindigt ook bij { $number }.
menu-rule-apple = Appel onder: { $count ->
    [one] { $count } punt
   *[other] { $count } punten
}
menu-rule-apple-changed = Appel onder { $count ->
    [one] { $count } punt
   *[other] { $count } punten
}.
menu-rule-six-exchange = Troefzes ruilen: { $on ->
    [yes] aan
   *[no] uit
}
menu-rule-six-exchange-changed = { $on ->
    [yes] De troefzes mag geruild worden.
   *[no] De troefzes mag niet geruild worden.
}
menu-rule-multipliers = Vermenigvuldigers: { $multipliers ->
    [swisslos] Swisslos, zwarte kleuren dubbel, Obenabe en Undenufe driedubbel
    [none] geen, elke troefsoort telt enkel
   *[standard] standaard, rode kleuren dubbel, Obenabe en Undenufe driedubbel
}
menu-rule-multipliers-changed = { $multipliers ->
    [swisslos] Vermenigvuldigers van Swisslos.
    [none] Geen vermenigvuldigers.
   *[standard] Standaardvermenigvuldigers: rode kleuren dubbel, Obenabe en Undenufe driedubbel.
}
menu-rule-obenabe = Obenabe toegestaan: { $on ->
    [yes] ja
   *[no] nee
}
menu-rule-obenabe-changed = { $on ->
    [yes] Obenabe toegestaan.
   *[no] Geen Obenabe.
}
menu-rule-undenufe = Undenufe toegestaan: { $on ->
    [yes] ja
   *[no] nee
}
menu-rule-undenufe-changed = { $on ->
    [yes] Undenufe toegestaan.
   *[no] Geen Undenufe.
}
menu-rule-weis = Roem: { $on ->
    [yes] aan
   *[no] uit
}
menu-rule-weis-changed = { $on ->
    [yes] Roem telt.
   *[no] Geen roem.
}
menu-rule-stoeck = Stuk: { $on ->
    [yes] aan
   *[no] uit
}
menu-rule-stoeck-changed = { $on ->
    [yes] Stuk telt.
   *[no] Geen stuk.
}
menu-rule-low-fours = Vier zessen, zevens of achten tellen als roem: { $on ->
    [yes] ja
   *[no] nee
}
menu-rule-low-fours-changed = { $on ->
    [yes] Vier zessen, zevens of achten tellen als roem.
   *[no] Vier zessen, zevens of achten zijn geen roem.
}
menu-rule-manual-weis = Roem gemeld: { $on ->
    [yes] door jou, in de eerste slag
   *[no] automatisch
}
menu-rule-manual-weis-changed = { $on ->
    [yes] Roem zelf melden: je kiest je roem in de eerste slag.
   *[no] Roem wordt automatisch gemeld.
}
menu-rule-kitty = Talon: { $on ->
    [yes] aan
   *[no] uit
}
menu-rule-kitty-changed = { $on ->
    [yes] Talon toegestaan.
   *[no] Geen talon.
}

## De bestanden van de speler: wat er mis is in de instellingen of het bewaarde potje (de
## instellingen heten zoals in het bestand: "bot_delay").

menu-file-problem = { $file }: { $problem }
menu-file-moved = { $file }: { $problem }; opzijgezet als { $moved }
menu-file-moved-defaults = { $file }: { $problem }; opzijgezet als { $moved }, de standaardwaarden gelden
menu-file-defaults = { $file }: { $problem }; de standaardwaarden gelden
menu-file-moved-kept = { $file }: { $problem }; opzijgezet als { $moved }, de andere instellingen blijven
menu-file-kept = { $file }: { $problem }; de andere instellingen blijven
menu-file-too-deep = geen geldige { $format }: te diep genest
menu-file-not-utf8 = geen UTF-8-tekst: { $error }
menu-file-unreadable = kan niet gelezen worden: { $error }
menu-file-not-toml = geen geldige TOML op regel { $line }
menu-file-unknown-setting = onbekende instelling { $key } (van een nieuwere AudioJass?)
menu-file-wrong-type = { $key } moet { $kind ->
    [bool] true of false
    [float] een getal
    [int] een geheel getal
   *[str] tekst
} zijn, niet { $value }
menu-file-not-json = geen geldige JSON (afgebroken of beschadigd): { $error }
menu-file-at = regel { $line }, kolom { $column }
menu-file-bad-game = het potje erin kan niet opnieuw worden gespeeld ({ $detail })
menu-file-not-a-save = geen bewaard potje van AudioJass
menu-file-newer-save = bewaard door een nieuwere AudioJass (versie { $version })
menu-file-bad-seat = ongeldige plaats { $seat }
menu-setting-bot-delay = bot_delay moet 0 tot 5 seconden zijn, niet { $value }
menu-setting-verbosity = verbosity moet brief of full zijn, niet { $value }
menu-setting-volume = volume moet 0 tot 1 zijn, niet { $value }
menu-setting-speech = speech moet een van deze zijn: { $values }
menu-setting-rate = speech_rate moet 100 tot 400 zijn, niet { $value }
menu-setting-online-away = online_away moet 0 tot 86400 seconden zijn, niet { $value }
menu-setting-online-turn = online_turn moet 0 tot 3600 seconden zijn, niet { $value }
menu-setting-opponents = opponents moet een van deze zijn: { $values }
menu-setting-theme = theme moet een van deze zijn: { $values }; niet { $value }
menu-setting-text-size = text_size moet { $low } tot { $high } procent zijn, niet { $value }
menu-setting-language = language moet een van deze zijn: { $values }; niet { $value }
menu-setting-deck = deck moet een van deze zijn: { $values }; niet { $value }
menu-setting-rules-table = rules moet een tabel van varianten zijn, niet { $value }
menu-setting-rules-unknown = rules: onbekende variant { $name } (mogelijk: { $names })
menu-setting-rules-options = rules.{ $name } moet een tabel van opties zijn, niet { $value }
menu-setting-rules-value = rules.{ $name }: { $option } kan niet { $value } zijn (Opties, Spelregels, biedt de toegestane waarden)
menu-setting-rules-option = rules.{ $name }: { $problem }
menu-setting-rules-no-option = rules.{ $name }: geen optie { $option } (opties: { $options })
menu-setting-rules-kind = rules.{ $name }: { $option } moet { $kind ->
    [bool] true of false
    [int] een heel getal
    [str] tekst tussen aanhalingstekens
   *[other] een ander soort waarde
} zijn, niet { $value }

## Een regel om te typen: een naam, een serveradres, een tafelcode, een bericht.

text-prompt = { $prompt }: { $text }. Typ, dan { $done }; { $cancel } annuleert.
text-prompt-filled = { $prompt }: { $text }. { $done } neemt het over; typen vervangt het; { $cancel } annuleert.
text-cleared = Gewist.
text-reads = { $prompt }: { $text }
text-empty = leeg
text-space = spatie
text-deleted = { $char } gewist
text-full = De regel is vol: hoogstens { $limit } tekens.
text-nothing-typed = Er is nog niets getypt. { $cancel } annuleert.
text-keys = Typ de regel, dan { $done }; { $cancel } annuleert.
text-help-done = de regel overnemen
text-help-read = voorlezen wat getypt is
text-help-cancel = annuleren
