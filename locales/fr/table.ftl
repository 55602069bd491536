# La table : ce qu'elle dit elle-même autour du récit de la partie.

table-no-key = aucune touche

table-new-game = Nouvelle partie de { $variant }. Appuyez sur { $key } pour les touches.
table-resumed = Partie de { $variant } reprise, donne { $deal }.
table-next-deal = Appuyez sur { $key } pour distribuer la donne suivante.
table-deal-over = La donne est terminée. Appuyez sur { $key } pour distribuer la donne suivante.
table-waiting-for-play = En attente du début du jeu.
table-game-over = La partie est terminée.

table-edge-first = C'est votre première carte.
table-edge-last = C'est votre dernière carte.
table-edge-suits = Plus de couleur dans cette direction.

table-take-kitty = { $key } prend le talon.

table-trump-prompt = À vous de choisir l'atout : { $key } ouvre les choix.
table-trump-passed-prompt = Vous devez choisir l'atout : { $key } ouvre les choix.
table-trump-title = Choisir l'atout
table-trump-passed-title = Vous devez choisir l'atout
table-trump-counts = { $mode }, compte { $factor ->
        [1] simple
        [2] double
        [3] triple
       *[other] { $factor } fois
    }
table-schieben-item = Chibrer : votre partenaire choisit

table-choice-open = { $title } : { $up } et { $down }, puis { $enter }. { $item }
table-choice-current = { $title } : { $item }
table-choice-item = { $item }, { $position } sur { $count }
table-trump-closed = Choix fermé. { $key } choisit l'atout.
table-weis-closed = Choix fermé. { $key } rouvre les annonces.
table-no-weis = Pas d'annonce.
table-no-weis-play = Pas d'annonce. { $key } joue { $card }.

table-empty-after-deal = Aucune carte sur la table. { $last }

table-key-does-nothing = Cette touche ne fait rien ici. { $key } donne la liste des touches.

table-leave-question = Quitter la partie ? Elle est enregistrée : Continuer, dans le menu, la reprend. { $leave } pour quitter, { $stay } pour rester.
table-leave-keys = { $leave } quitte la partie ; { $stay } reste.
table-back-to-game = Retour à la partie.
