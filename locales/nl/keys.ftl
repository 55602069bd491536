# Key names, the spoken help (F1) and the problems of a keymap file.

## Key names, as speech says them ("Control plus Page up").

key-name-enter = Enter
key-name-escape = Escape
key-name-space = Spatie
key-name-tab = Tab
key-name-backspace = Backspace
key-name-delete = Delete
key-name-left = Pijl links
key-name-right = Pijl rechts
key-name-up = Pijl omhoog
key-name-down = Pijl omlaag
key-name-home = Home
key-name-end = End
key-name-pageup = Page Up
key-name-pagedown = Page Down
key-name-plus = Plus
key-name-minus = Min
key-name-equals = Is gelijk
key-name-ctrl = Control
key-name-shift = Shift
key-name-alt = Alt

## What each command does, as F1 says it after its keys ("F1: the keys that work now").

key-does-help = de toetsen die nu werken
key-does-rules = de spelregels, alinea voor alinea
key-does-stop-speech = spraak stoppen
key-does-history-back = vorig gesproken bericht
key-does-history-forward = volgend gesproken bericht
key-does-history-first = eerste gesproken bericht
key-does-history-last = laatste gesproken bericht
key-does-volume-down = geluid zachter
key-does-volume-up = geluid harder
key-does-verbosity = korte of volledige spraak
key-does-back = terug
key-does-full-screen = volledig scherm aan of uit
key-does-zoom-in = grotere tekst in het venster
key-does-zoom-out = kleinere tekst in het venster
key-does-theme = de kleuren van het venster: geel op zwart, wit op zwart, zwart op wit
key-does-previous = vorig item
key-does-next = volgend item
key-does-decrease = vorig item, of een instelling verlagen
key-does-increase = volgend item, of een instelling verhogen
key-does-first = eerste item
key-does-last = laatste item
key-does-select = het item kiezen
key-does-play = de gekozen kaart spelen, of een keuze bevestigen
key-does-table-cards = de kaarten op tafel
key-does-trump = troef kiezen, of horen wat troef is en wie die koos
key-does-led-suit = de gevraagde kleur en hoeveel je ervan hebt
key-does-take-kitty = de talon nemen
key-does-exchange-six = de troefzes ruilen voor de omgedraaide kaart
key-does-scores = de stand
key-does-deal-scores = de stand van elk spel
key-does-turn = wie er aan de beurt is
key-does-previous-card = vorige kaart in je hand
key-does-next-card = volgende kaart in je hand
key-does-previous-suit = eerste kaart van de vorige kleur
key-does-next-suit = eerste kaart van de volgende kleur
key-does-first-card = eerste kaart in je hand
key-does-last-card = laatste kaart in je hand
key-does-hand = je hele hand, kleur voor kleur
key-does-last-trick = de laatste slag
key-does-points = de kaartpunten van dit spel
key-does-melds = de roem en het stuk van dit spel
key-does-hint = een tip: wat de sterke speler nu zou doen, en waarom
key-does-deal-review = de terugblik: je beslissingen van het vorige spel die de sterke speler anders had genomen
key-does-chat = een bericht aan de tafel schrijven
key-does-mute-chat = de chat dempen of weer aanzetten (de berichten blijven hoe dan ook in de geschiedenis)
key-does-seats = wie er aan tafel zit, wie verbonden is en wie nadenkt
key-does-table-code = de tafelcode spellen

## Keys said together.

# A key pressed with a modifier, or a modifier with more keys: "Control plus Page up".
key-plus = { $first } plus { $second }
# Two keys that do the same: "Enter or Space".
key-or = { $first } of { $second }

## The spoken help (F1).

# One command: its keys, then what they do.
key-help-line = { $keys }: { $meaning }
# The whole answer; $lines are the lines above joined by ". ".
key-help = Toetsen: { $lines }.

## Problems in a keymap file (shown on the screen and spoken at start).

key-problem-at-line = { $file }, regel { $line }: { $message }
key-problem-in-file = { $file }: { $message }
key-problem-unreadable = kan niet gelezen worden: { $error }
key-problem-nested = geen geldige TOML: te diep genest
key-problem-toml = geen geldige TOML
key-problem-section = onbekende sectie [{ $section }] (geldig: { $sections })
key-problem-not-a-section = { $section } moet een [sectie] zijn
key-problem-command = onbekend commando { $command }
key-problem-context = { $command } hoort in [{ $context }], niet in [{ $section }]
key-problem-value = { $command } moet een toetsnaam of een lijst ervan zijn
key-problem-needed = { $command } heeft een toets nodig: het spel noemt die als het erom vraagt
key-problem-clash = toets { $key } is gekoppeld aan zowel { $first } als { $second }
key-problem-not-a-key = geen toetsnaam: { $name }
key-problem-modifier-alone = { $modifier } alleen kan niet gekoppeld worden (alleen ctrl kan dat)
key-problem-unknown-key = onbekende toets { $key } in { $name }
key-problem-unknown-modifier = onbekende modificatietoets { $modifier } in { $name } (geldig: ctrl, shift, alt)
key-problem-repeated-modifier = een modificatietoets staat twee keer in { $name }
