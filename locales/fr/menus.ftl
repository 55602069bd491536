# Menus, options, lecture des règles, confirmations, fin de partie et messages du programme
# (démarrage, fichiers, erreurs).

## Listes

menu-item-position = { $label }, { $position } sur { $count }
menu-titled = { $title } : { $label }
menu-no-item-starts = Aucun élément ne commence par { $key }.
menu-no-value = { $label } : pas de valeur à changer ici.
menu-nothing-here = Cette touche ne fait rien ici.
menu-nothing-here-help = Cette touche ne fait rien ici. { $help } donne la liste des touches.
menu-arrow = { $arrow ->
    [up] flèche haut
    [down] flèche bas
    [left] flèche gauche
   *[right] flèche droite
}

## Menu principal

menu-main = Menu principal
menu-main-new-game = Nouvelle partie
menu-main-continue = Continuer
menu-main-continue-saved = Continuer : { $title }, donne { $deal }
menu-main-options = Options
menu-main-rules = Règles
menu-main-quit = Quitter
menu-quit-item = Quitter : { $key } quitte AudioJass.
menu-goodbye = Au revoir.
menu-is-main = Vous êtes au menu principal. Quitter est le dernier élément.
menu-welcome = AudioJass.

## Nouvelle partie, Continuer

menu-new-game = Nouvelle partie
menu-replace-saved = Une partie enregistrée de { $title }, donne { $deal }, sera remplacée. Commencer une nouvelle partie ? { $yes } : oui, { $no } : non.
menu-saved-problem = Problème avec la partie enregistrée : { $problem }
menu-no-saved-game = Il n'y a pas de partie enregistrée.
menu-saved-game-over = La partie enregistrée est déjà terminée.

## Règles

menu-rules = Règles
menu-rules-this-game = Cette partie se joue avec ces changements aux règles qui suivent : { $changes }
menu-rules-chosen = Options, Règles du jeu, change ces règles pour vos nouvelles parties : { $changes }
menu-rules-intro = Règles : { $title }, { $count ->
    [one] { $count } paragraphe
   *[other] { $count } paragraphes
} : { $up } et { $down } pour lire, { $back } pour revenir. { $paragraph }
menu-rules-beginning = Début des règles. { $paragraph }
menu-rules-end = Fin des règles. { $back } pour revenir.
menu-rules-reading = Vous lisez les règles. { $back } pour revenir.
menu-help-previous-paragraph = paragraphe précédent
menu-help-next-paragraph = paragraphe suivant
menu-help-first-paragraph = premier paragraphe
menu-help-last-paragraph = dernier paragraphe
menu-help-paragraph-again = le paragraphe à nouveau
menu-help-back = retour

## Confirmations

menu-help-yes = oui
menu-help-no = non
menu-help-next-deal = distribuer la donne suivante
menu-help-keep-six = garder le six d'atout
menu-help-open-trump = ouvrir le choix de l'atout
menu-help-leave = quitter la partie
menu-help-stay = rester dans la partie

## Options

menu-options = Options{ $keys ->
    [arrows] , flèches gauche et droite pour changer
    [named] , { $first } et { $second } pour changer
   *[none] {""}
}
menu-option-opponents = Adversaires : { $opponents ->
    [easy] faciles
    [strong] forts
   *[normal] normaux
}
menu-option-bot-pause = Pause des robots : { $plural ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}
menu-option-game-rules = Règles du jeu
menu-option-turn-alone = Annonce « À vous de jouer » : seule ; { $key } annonce d'abord une carte pas encore entendue
menu-option-turn-with-card = Annonce « À vous de jouer » : avec la carte sélectionnée
menu-option-order-trump-first = Ordre de la main : l'atout d'abord
menu-option-order-suits = Ordre de la main : cœur, carreau, pique, trèfle
menu-option-detail = Détail de la parole : { $verbosity ->
    [brief] bref
   *[full] complet
}
menu-option-volume = Volume des sons : { $percent } pour cent
menu-option-speech = Sortie vocale au prochain démarrage : { $mode ->
    [screenreader] lecteur d'écran
    [speechd] Speech Dispatcher
    [tts] voix intégrée
    [console] texte dans la console
   *[auto] automatique
}
menu-option-rate = Vitesse de la voix : { $rate } mots par minute
menu-option-theme = Couleurs : { $theme ->
    [white-on-black] blanc sur noir
    [black-on-white] noir sur blanc
   *[yellow-on-black] jaune sur noir
}
menu-option-text-size = Taille du texte : { $percent } pour cent
menu-option-window-only = { $label } (avec une fenêtre, pas dans le terminal)
menu-option-language = Langue : { $name }
menu-option-deck = Noms des cartes : { $deck ->
    [german] cartes suisses alémaniques : roses, grelots, écussons et glands (en allemand)
   *[french] cartes françaises : cœur, carreau, pique et trèfle
}
menu-brief-speech = Parole brève.
menu-full-speech = Parole complète.
menu-volume = Volume { $percent } pour cent.
menu-volume-sound-off = Volume { $percent } pour cent. Le son est coupé.

## Options → Règles du jeu

menu-game-rules = Règles du jeu
menu-rules-standard = { $title } : règles standard
menu-rules-changed = { $title } : { $count ->
    [one] { $count } règle modifiée
   *[other] { $count } règles modifiées
}
menu-rules-of = Règles : { $title }{ $keys ->
    [arrows] , flèches gauche et droite pour changer
    [named] , { $first } et { $second } pour changer
   *[none] {""}
}
menu-rules-all-standard = Remettre les règles standard
menu-rules-set-standard = { $title } : règles standard.

## Touches de la table dans une liste ouverte, fin de partie

menu-help-choose-item = choisir l'élément
menu-help-previous-item = élément précédent
menu-help-next-item = élément suivant
menu-help-first-item = premier élément
menu-help-last-item = dernier élément
menu-help-question-again = la question à nouveau, avec l'élément où vous êtes
menu-help-close-list = fermer la liste
menu-help-trump-and-chooser = l'atout et qui l'a choisi
menu-help-open-weis = ouvrir le choix des annonces
menu-leave-keys = { $leave } quitte la partie ; { $stay } reste.
menu-left-game = Vous avez quitté la partie. Elle est enregistrée : Continuer la reprend.
menu-game-over = La partie est terminée.
menu-game-over-keys = La partie est terminée. { $keys }
menu-over-main-menu = retour au menu principal
menu-over-result = le résultat à nouveau
menu-over-scores = les scores finaux
menu-over-deal-scores = le score de chaque donne
menu-over-final-trick = le dernier pli
menu-over-points = les points de cartes de la dernière donne
menu-over-melds = les annonces et le Stöck de la dernière donne
menu-over-trump = l'atout de la dernière donne

## Historique

menu-nothing-said = Rien n'a encore été dit.
menu-first-message = Premier message. { $text }
menu-last-message = Dernier message. { $text }

## Erreurs et fichiers

menu-something-wrong = Une erreur s'est produite ; la partie continue.
menu-cannot-go-on = La partie ne peut pas continuer à cause d'une erreur. Elle est enregistrée : Continuer la reprend.
menu-cannot-save = Impossible d'enregistrer { $what ->
    [settings] les réglages
   *[game] la partie
} : { $reason }. La partie continue.
menu-window-dark = La fenêtre ne peut plus afficher de texte ; la parole continue.
menu-folder-unusable = Le dossier AudioJass { $folder } n'est pas utilisable : les réglages et les parties ne seront pas enregistrés.
menu-settings-problem = Problème avec les réglages : { $problem }
menu-keymap-problem = Problème avec les touches : { $problem }
menu-default-keys = Les touches par défaut sont utilisées jusqu'à ce que vous corrigiez ou supprimiez le fichier des touches.

## Options → Règles du jeu → les règles d'une variante

menu-rule-target = Objectif : { $count ->
    [one] { $count } point
   *[other] { $count } points
}
menu-rule-target-changed = Partie en { $number }.
menu-rule-match = Prime de match : { $count ->
    [0] aucune
    [one] { $count } point
   *[other] { $count } points
}
menu-rule-match-changed = { $count ->
    [0] Pas de prime de match.
   *[other] Prime de match { $count }.
}
menu-rule-buur = Exception du bour, le bour sec n'a pas à fournir à l'atout : { $on ->
    [yes] activée
   *[no] désactivée
}
menu-rule-buur-changed = { $on ->
    [yes] Exception du bour : le bour sec n'a pas à fournir à l'atout.
   *[no] Pas d'exception du bour : le bour sec doit fournir à l'atout.
}
menu-rule-lower-limit = La partie se termine aussi à : { $number } ou en dessous
menu-rule-lower-limit-changed = La partie se termine aussi à { $number }.
menu-rule-apple = Pomme sous : { $count ->
    [one] { $count } point
   *[other] { $count } points
}
menu-rule-apple-changed = Pomme sous { $count ->
    [one] { $count } point
   *[other] { $count } points
}.
menu-rule-six-exchange = Échange du six d'atout : { $on ->
    [yes] activé
   *[no] désactivé
}
menu-rule-six-exchange-changed = { $on ->
    [yes] Échange du six d'atout.
   *[no] Pas d'échange du six d'atout.
}
menu-rule-multipliers = Multiplicateurs : { $multipliers ->
    [swisslos] Swisslos, couleurs noires doubles, Obenabe et Undenufe triples
    [none] aucun, chaque mode compte simple
   *[standard] standard, couleurs rouges doubles, Obenabe et Undenufe triples
}
menu-rule-multipliers-changed = { $multipliers ->
    [swisslos] Multiplicateurs Swisslos.
    [none] Pas de multiplicateurs.
   *[standard] Multiplicateurs standard : couleurs rouges doubles, Obenabe et Undenufe triples.
}
menu-rule-obenabe = Obenabe permis : { $on ->
    [yes] oui
   *[no] non
}
menu-rule-obenabe-changed = { $on ->
    [yes] Obenabe permis.
   *[no] Pas d'Obenabe.
}
menu-rule-undenufe = Undenufe permis : { $on ->
    [yes] oui
   *[no] non
}
menu-rule-undenufe-changed = { $on ->
    [yes] Undenufe permis.
   *[no] Pas d'Undenufe.
}
menu-rule-weis = Annonces : { $on ->
    [yes] activées
   *[no] désactivées
}
menu-rule-weis-changed = { $on ->
    [yes] Les annonces comptent.
   *[no] Pas d'annonces.
}
menu-rule-stoeck = Stöck : { $on ->
    [yes] activé
   *[no] désactivé
}
menu-rule-stoeck-changed = { $on ->
    [yes] Le Stöck compte.
   *[no] Pas de Stöck.
}
menu-rule-low-fours = Quatre six, sept ou huit comptent comme annonce : { $on ->
    [yes] oui
   *[no] non
}
menu-rule-low-fours-changed = { $on ->
    [yes] Quatre six, sept ou huit comptent comme annonce.
   *[no] Quatre six, sept ou huit ne sont pas une annonce.
}
menu-rule-manual-weis = Annonces déclarées : { $on ->
    [yes] par vous, au premier pli
   *[no] automatiquement
}
menu-rule-manual-weis-changed = { $on ->
    [yes] Annonces manuelles : vous choisissez vos annonces au premier pli.
   *[no] Les annonces sont déclarées automatiquement.
}
menu-rule-kitty = Talon : { $on ->
    [yes] activé
   *[no] désactivé
}
menu-rule-kitty-changed = { $on ->
    [yes] Talon permis.
   *[no] Pas de talon.
}

## Les fichiers du joueur: ce qui ne va pas dans les réglages ou la partie enregistrée (les
## réglages sont nommés comme dans le fichier: "bot_delay").

menu-file-problem = { $file } : { $problem }
menu-file-moved = { $file } : { $problem } ; mis de côté sous { $moved }
menu-file-moved-defaults = { $file } : { $problem } ; mis de côté sous { $moved }, valeurs par défaut utilisées
menu-file-defaults = { $file } : { $problem } ; valeurs par défaut utilisées
menu-file-moved-kept = { $file } : { $problem } ; mis de côté sous { $moved }, les autres réglages sont gardés
menu-file-kept = { $file } : { $problem } ; les autres réglages sont gardés
menu-file-too-deep = { $format } non valable : imbrication trop profonde
menu-file-not-utf8 = pas du texte UTF-8 : { $error }
menu-file-unreadable = illisible : { $error }
menu-file-not-toml = TOML non valable à la ligne { $line }
menu-file-unknown-setting = réglage inconnu { $key } (d'un AudioJass plus récent ?)
menu-file-wrong-type = { $key } doit être { $kind ->
    [bool] true ou false
    [float] un nombre
    [int] un nombre entier
   *[str] du texte
}, pas { $value }
menu-file-not-json = JSON non valable (tronqué ou endommagé) : { $error }
menu-file-at = ligne { $line }, colonne { $column }
menu-file-bad-game = la partie qu'il contient ne peut pas être rejouée ({ $detail })
menu-file-not-a-save = pas une partie enregistrée d'AudioJass
menu-file-newer-save = enregistrée par un AudioJass plus récent (version { $version })
menu-file-bad-seat = place non valable { $seat }
menu-setting-bot-delay = bot_delay doit être de 0 à 5 secondes, pas { $value }
menu-setting-verbosity = verbosity doit être brief ou full, pas { $value }
menu-setting-volume = volume doit être de 0 à 1, pas { $value }
menu-setting-speech = speech doit être l'une de ces valeurs : { $values }
menu-setting-rate = speech_rate doit être de 100 à 400, pas { $value }
menu-setting-online-away = online_away doit être de 0 à 86400 secondes, pas { $value }
menu-setting-online-turn = online_turn doit être de 0 à 3600 secondes, pas { $value }
menu-setting-opponents = opponents doit être l'une de ces valeurs : { $values }
menu-setting-theme = theme doit être l'une de ces valeurs : { $values } ; pas { $value }
menu-setting-text-size = text_size doit être de { $low } à { $high } pour cent, pas { $value }
menu-setting-language = language doit être l'une de ces valeurs : { $values } ; pas { $value }
menu-setting-deck = deck doit être l'une de ces valeurs : { $values } ; pas { $value }
menu-setting-rules-table = rules doit être une table de variantes, pas { $value }
menu-setting-rules-unknown = rules : jeu inconnu { $name } (possibles : { $names })
menu-setting-rules-options = rules.{ $name } doit être une table d'options, pas { $value }
menu-setting-rules-value = rules.{ $name } : { $option } ne peut pas valoir { $value } (Options, Règles du jeu, propose les valeurs permises)
menu-setting-rules-option = rules.{ $name } : { $problem }
menu-setting-rules-no-option = rules.{ $name } : pas d'option { $option } (options : { $options })
menu-setting-rules-kind = rules.{ $name } : { $option } doit être { $kind ->
    [bool] true ou false
    [int] un nombre entier
    [str] un texte entre guillemets
   *[other] une autre sorte de valeur
}, pas { $value }

## Une ligne à taper : un nom, une adresse de serveur, un code de table, un message.

text-prompt = { $prompt } : { $text }. Tapez, puis { $done } ; { $cancel } annule.
text-prompt-filled = { $prompt } : { $text }. { $done } le garde ; taper le remplace ; { $cancel } annule.
text-cleared = Effacé.
text-reads = { $prompt } : { $text }
text-empty = vide
text-space = espace
text-deleted = { $char } effacé
text-full = La ligne est pleine : { $limit } caractères au plus.
text-nothing-typed = Rien n'est encore tapé. { $cancel } annule.
text-keys = Tapez la ligne, puis { $done } ; { $cancel } annule.
text-help-done = valider la ligne
text-help-read = relire ce qui est tapé
text-help-cancel = annuler
