# Key names, the spoken help (F1) and the problems of a keymap file.

## Key names, as speech says them ("Control plus Page up").

key-name-enter = Entrée
key-name-escape = Échap
key-name-space = Espace
key-name-tab = Tab
key-name-backspace = Retour arrière
key-name-delete = Supprimer
key-name-left = Flèche gauche
key-name-right = Flèche droite
key-name-up = Flèche haut
key-name-down = Flèche bas
key-name-home = Début
key-name-end = Fin
key-name-pageup = Page précédente
key-name-pagedown = Page suivante
key-name-plus = Plus
key-name-minus = Moins
key-name-equals = Égal
key-name-ctrl = Contrôle
key-name-shift = Majuscule
key-name-alt = Alt

## What each command does, as F1 says it after its keys ("F1: the keys that work now").

key-does-help = les touches utilisables maintenant
key-does-rules = les règles du jeu, paragraphe par paragraphe
key-does-stop-speech = arrêter la parole
key-does-history-back = message précédent
key-does-history-forward = message suivant
key-does-history-first = premier message
key-does-history-last = dernier message
key-does-volume-down = baisser le volume du son
key-does-volume-up = monter le volume du son
key-does-verbosity = parole brève ou complète
key-does-back = retour
key-does-full-screen = plein écran ou fenêtre
key-does-zoom-in = texte plus grand dans la fenêtre
key-does-zoom-out = texte plus petit dans la fenêtre
key-does-theme = les couleurs de la fenêtre : jaune sur noir, blanc sur noir, noir sur blanc
key-does-previous = élément précédent
key-does-next = élément suivant
key-does-decrease = élément précédent, ou baisser un réglage
key-does-increase = élément suivant, ou augmenter un réglage
key-does-first = premier élément
key-does-last = dernier élément
key-does-select = choisir l'élément
key-does-play = jouer la carte sélectionnée, ou confirmer un choix
key-does-table-cards = les cartes sur la table
key-does-trump = choisir l'atout, ou entendre l'atout et qui l'a choisi
key-does-led-suit = la couleur demandée et combien vous en avez
key-does-take-kitty = prendre le talon
key-does-exchange-six = échanger le six d'atout contre la carte retournée
key-does-scores = les scores
key-does-deal-scores = le score de chaque donne
key-does-turn = à qui est le tour
key-does-previous-card = carte précédente de votre main
key-does-next-card = carte suivante de votre main
key-does-previous-suit = première carte de la couleur précédente
key-does-next-suit = première carte de la couleur suivante
key-does-first-card = première carte de votre main
key-does-last-card = dernière carte de votre main
key-does-hand = toute votre main, couleur par couleur
key-does-last-trick = le dernier pli
key-does-points = les points de cartes de cette donne
key-does-melds = les annonces et le Stöck de cette donne
key-does-hint = un conseil : ce que le joueur fort ferait maintenant, et pourquoi
key-does-deal-review = la revue de la donne : vos décisions de la dernière donne que le joueur fort aurait prises autrement
key-does-chat = écrire un message à la table
key-does-mute-chat = couper la lecture du chat ou la rétablir (les messages restent de toute façon dans l'historique)
key-does-seats = qui est à la table, qui est connecté et qui réfléchit
key-does-table-code = épeler le code de la table

## Keys said together.

# A key pressed with a modifier, or a modifier with more keys: "Control plus Page up".
key-plus = { $first } plus { $second }
# Two keys that do the same: "Enter or Space".
key-or = { $first } ou { $second }

## The spoken help (F1).

# One command: its keys, then what they do.
key-help-line = { $keys } : { $meaning }
# The whole answer; $lines are the lines above joined by ". ".
key-help = Touches : { $lines }.

## Problems in a keymap file (shown on the screen and spoken at start).

key-problem-at-line = { $file }, ligne { $line } : { $message }
key-problem-in-file = { $file } : { $message }
key-problem-unreadable = illisible : { $error }
key-problem-nested = TOML non valide : imbrication trop profonde
key-problem-toml = TOML non valide
key-problem-section = section inconnue [{ $section }] (valides : { $sections })
key-problem-not-a-section = { $section } doit être une [section]
key-problem-command = commande inconnue { $command }
key-problem-context = { $command } va dans [{ $context }], pas dans [{ $section }]
key-problem-value = { $command } doit être un nom de touche ou une liste de noms
key-problem-needed = { $command } a besoin d'une touche : le jeu la nomme quand il la demande
key-problem-clash = la touche { $key } est liée à la fois à { $first } et à { $second }
key-problem-not-a-key = pas un nom de touche : { $name }
key-problem-modifier-alone = { $modifier } seule ne peut pas être liée (seul ctrl le peut)
key-problem-unknown-key = touche inconnue { $key } dans { $name }
key-problem-unknown-modifier = modificateur inconnu { $modifier } dans { $name } (valides : ctrl, shift, alt)
key-problem-repeated-modifier = un modificateur est répété dans { $name }
