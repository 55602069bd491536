# Les règles de chaque variante (Ctrl+F1 et l'écran des règles), un message par paragraphe.
# Texte simple pour la synthèse vocale: nombres en chiffres, pas de symboles mal lus.

## Paragraphes communs à plusieurs variantes

rules-teams = Le { $title } se joue à 4 joueurs en 2 équipes. Votre partenaire est en face de vous, et le joueur suivant est à votre droite : le jeu tourne vers la droite.
rules-deck-cards = Le jeu compte 36 cartes : cœur, carreau, pique et trèfle, chaque couleur du 6 à l'as.
rules-deck-dealer = Le premier joueur, celui qui a la main, est à droite du donneur. Après chaque donne, le joueur suivant distribue.
rules-team-deck = { rules-deck-cards } Le donneur distribue 9 cartes à chaque joueur, si bien que toutes les cartes sont distribuées. { rules-deck-dealer }
rules-schieben = Il peut aussi laisser le choix à son partenaire. C'est ce qu'on appelle chibrer : le partenaire doit alors choisir et ne peut pas chibrer à son tour. Dans les deux cas, le premier joueur entame le premier pli.
rules-trump-order = Les atouts battent toutes les autres couleurs. Leur ordre est valet, 9, as, roi, dame, 10, 8, 7, 6. Le valet d'atout, appelé le bour, vaut 20 points, le 9 d'atout, appelé le nell, 14, l'as 11, le roi 4, la dame 3 et le 10 vaut 10. Les 8, 7 et 6 d'atout ne valent rien.
rules-plain-order = Dans les couleurs qui ne sont pas atout, l'ordre est as, roi, dame, valet, 10, 9, 8, 7, 6. L'as vaut 11, le roi 4, la dame 3, le valet 2 et le 10 vaut 10. Les 9, 8, 7 et 6 ne valent rien.
rules-follow = La première carte d'un pli fixe la couleur demandée. Si vous avez cette couleur, vous devez la jouer, mais vous pouvez aussi couper à tout moment. Si vous n'en avez pas, vous pouvez jouer n'importe quelle carte, sans toutefois sous-couper.
rules-undertrump = Vous ne pouvez pas sous-couper. Quand une couleur autre que l'atout est demandée et que quelqu'un a déjà coupé, vous ne pouvez pas jouer un atout plus faible que le plus fort atout du pli. Seule exception : toutes les cartes de votre main sont de tels atouts plus faibles.
rules-trump-lead = Quand l'atout est demandé, vous devez jouer atout si vous en avez, mais vous n'avez pas à monter sur les atouts déjà joués. L'exception du bour : si le bour est votre seul atout, vous n'avez pas à le jouer, et vous pouvez jouer n'importe quelle carte.
rules-winner = Le plus fort atout d'un pli le remporte. Si le pli ne contient aucun atout, la plus forte carte de la couleur demandée le remporte. Le gagnant d'un pli entame le pli suivant.

## Jass

rules-jass-teams = { rules-teams } Votre équipe essaie de faire des plis qui contiennent beaucoup de points de cartes.
rules-jass-trump = Le premier joueur choisit l'atout : cœur, carreau, pique ou trèfle. { rules-schieben }
rules-jass-score = Chaque équipe marque les points de cartes des plis qu'elle fait, et le dernier pli ajoute 5, si bien que chaque donne vaut 157 points. Il n'y a pas d'annonces dans ce jeu.
rules-jass-match = { $match ->
    [0] Une équipe qui fait les 9 plis ne marque rien de plus : ce jeu n'a pas de prime de match.
   *[other] Une équipe qui fait les 9 plis réalise un match et marque { $match } points de plus, { $match_deal } pour cette donne.
}
rules-jass-end = Le but est de { $target } points (on peut choisir 1000, 1500 ou 2000). La partie se termine après la donne où une équipe atteint le but. L'équipe qui a le total le plus élevé gagne, et des équipes à égalité se partagent la victoire.

## Chibre

rules-schieber-teams = { rules-teams } Votre équipe marque des points de cartes{ $scores ->
    [both] , des annonces et le Stöck,
    [weis] {" "}et des annonces,
    [stoeck] {" "}et le Stöck,
   *[none] {""}
} et essaie d'atteindre { $target } points la première.
rules-schieber-trump = Le premier joueur choisit le mode d'atout : { $modes ->
    [obenabe] une couleur comme atout, ou Obenabe.
    [undenufe] une couleur comme atout, ou Undenufe.
    [none] une couleur comme atout.
   *[both] une couleur comme atout, Obenabe ou Undenufe.
} { rules-schieben }
rules-obenabe = Obenabe signifie du haut vers le bas. Il n'y a pas d'atout, et chaque couleur va de l'as jusqu'au 6. L'as vaut 11, le roi 4, la dame 3, le valet 2, le 10 vaut 10 et le 8 vaut 8. Les 9, 7 et 6 ne valent rien.
rules-undenufe = Undenufe signifie du bas vers le haut. Il n'y a pas d'atout, et chaque couleur va dans l'autre sens : le 6 est la plus forte carte et l'as la plus faible. Le 6 vaut 11, le roi 4, la dame 3, le valet 2, le 10 vaut 10 et le 8 vaut 8. L'as, le 9 et le 7 ne valent rien.
rules-schieber-follow = { rules-follow } En Obenabe et en Undenufe, il n'y a pas d'atout : vous fournissez simplement la couleur.
rules-schieber-winner = Le plus fort atout d'un pli le remporte. Si le pli ne contient aucun atout, la plus forte carte de la couleur demandée le remporte, dans l'ordre du mode choisi. Le gagnant entame le pli suivant.
rules-schieber-score = Chaque équipe marque les points de cartes des plis qu'elle fait, et le dernier pli ajoute 5, si bien que chaque donne vaut 157 points dans chaque mode{ $multiplied ->
    [yes] , avant le multiplicateur.
   *[no] .
}
rules-schieber-match = { $match ->
    [0] Une équipe qui fait les 9 plis ne marque rien de plus : ce jeu n'a pas de prime de match.
   *[other] Une équipe qui fait les 9 plis réalise un match et marque { $match } points de plus{ $multiplied ->
        [yes] , avant le multiplicateur.
       *[no] .
    }
}
rules-weis = Les annonces sont des combinaisons dans une main. Les annonces de chaque joueur sont déclarées automatiquement quand il joue sa première carte, et comptées à la fin du premier pli. Si les règles du jeu disent que vous déclarez vos annonces vous-même, vous choisissez avant votre première carte lesquelles déclarer.
rules-weis-sequences = Les suites vont 6, 7, 8, 9, 10, valet, dame, roi, as dans chaque mode. Une même carte peut compter dans une suite et dans un carré de 4 cartes de même valeur.
rules-weis-values = Valeur des annonces : 3 cartes qui se suivent dans la même couleur valent 20. 4 cartes qui se suivent valent 50, 5 valent 100, et chaque carte de plus ajoute 50. Un carré de 4 cartes vaut 100, 4 neuf valent 150 et 4 valets 200.
rules-weis-best = Seule l'équipe qui a la meilleure annonce marque, et elle marque toutes les annonces des deux partenaires. La meilleure annonce a le plus de points ; à égalité, le plus de cartes ; puis la carte la plus haute, mais en Undenufe la suite la plus basse gagne ; puis une suite à l'atout ; puis le joueur qui joue le plus tôt dans le premier pli.
rules-stoeck = Stöck : celui qui a le roi et la dame d'atout marque 20 pour son équipe en jouant la deuxième de ces cartes, même si l'équipe ne fait aucun pli. Si ces 20 points mènent l'équipe au but alors que les deux cartes sont encore en main, ils comptent à la fin du premier pli, avant les annonces. Il n'y a pas de Stöck en Obenabe ni en Undenufe.
rules-multipliers = { $multipliers ->
    [swisslos] Avec les multiplicateurs Swisslos, les points comptent 1 fois quand cœur ou carreau est atout, 2 fois avec pique ou trèfle, et 3 fois en Obenabe ou en Undenufe.
    [none] Les points ne sont pas multipliés : chaque mode compte une fois.
   *[standard] Avec les multiplicateurs standard, les points comptent 1 fois quand pique ou trèfle est atout, 2 fois avec cœur ou carreau, et 3 fois en Obenabe ou en Undenufe.
}{ $multipliers ->
    [none] {""}
   *[other] {" "}Le multiplicateur s'applique aux points de cartes, au dernier pli{ $scores ->
        [both] , à la prime de match, aux annonces et au Stöck.
        [weis] , à la prime de match et aux annonces.
        [stoeck] , à la prime de match et au Stöck.
       *[none] {" "}et à la prime de match.
    }
}
rules-schieber-end = La partie se termine dès qu'une équipe atteint { $target } points, même au milieu d'une donne, et cette équipe gagne. Les points comptent dès qu'ils sont faits : { $scores ->
    [both] le Stöck quand il compte, les annonces à la fin du premier pli, avant les points de ce pli, et chaque pli
    [weis] les annonces à la fin du premier pli, avant les points de ce pli, et chaque pli
    [stoeck] le Stöck quand il compte, et chaque pli
   *[none] chaque pli
} quand il est ramassé.

## Putz à 3 et à 5

rules-putz-aim = Chacun joue pour soi : il n'y a pas d'équipes. Le joueur suivant est à votre droite, et le jeu tourne vers la droite. À chaque donne, essayez de faire au moins { $apple } points et d'être parmi les meilleurs.
rules-apples = Après chaque donne, chaque joueur qui a moins de { $apple } points reçoit une pomme, qui compte moins 1. Les points positifs vont seulement aux joueurs sans pomme, les meilleurs d'abord.
rules-putz-ties = Des joueurs à égalité de points partagent leurs places, et chacun d'eux reçoit la plus petite récompense de ces places. Ainsi, 2 joueurs à égalité pour la dernière place récompensée ne reçoivent rien. Une pomme compte toujours moins 1.
rules-putz-end = La partie se termine après la donne où un joueur atteint { $target } points ou plus, ou tombe à moins { $limit } ou en dessous. Le total le plus élevé gagne, et des joueurs à égalité au total le plus élevé se partagent la victoire.

rules-putz3-players = Le { $title }, aussi appelé la pomme, se joue à 3 joueurs. { rules-putz-aim }
rules-putz3-deck = { rules-deck-cards } Le donneur distribue 9 cartes à chaque joueur, et les 9 autres forment le talon. { rules-deck-dealer }
rules-putz3-trump = Personne ne choisit l'atout. Le donneur retourne la carte du dessus du talon, et sa couleur est l'atout. La carte retournée reste face visible sur le talon. Le premier joueur entame le premier pli.
rules-putz3-six = Avant que la première carte soit jouée, le joueur qui a le 6 d'atout peut l'échanger contre la carte retournée, et le 6 reste alors face visible sur le talon. Il n'y a pas d'échange quand la carte retournée est elle-même le 6.
rules-putz3-kitty = À votre premier tour, avant de jouer votre première carte, vous pouvez prendre le talon. Il devient votre main, carte retournée comprise, et votre propre main est mise de côté face cachée, hors jeu. Vous ne pouvez pas la reprendre.
rules-putz3-kitty-order = Le premier joueur peut prendre le talon en premier, puis le joueur suivant, puis le donneur. Seul 1 joueur peut le prendre. Si personne ne le prend, il reste hors jeu.
rules-putz3-score = Chaque joueur marque les points de cartes des plis qu'il fait, et le dernier pli ajoute 5. Les 9 cartes hors jeu, le talon ou une main mise de côté, ne comptent pour personne, si bien qu'une donne vaut au plus 157 points. Il n'y a ni annonces ni prime pour avoir fait tous les plis.
rules-putz3-awards = S'il n'y a aucune pomme ou 1 seule, les 2 meilleurs joueurs sans pomme reçoivent plus 1 chacun. S'il y a 2 pommes, le joueur sans pomme reçoit plus 2. S'il y a 3 pommes, personne ne reçoit de points positifs.

rules-putz5-players = Le { $title }, aussi appelé la pomme, se joue à 5 joueurs. { rules-putz-aim }
rules-putz5-deck = { rules-deck-cards } Le donneur distribue 7 cartes à chaque joueur, et il n'y a pas de talon. { rules-deck-dealer }
rules-putz5-trump = Personne ne choisit l'atout. La carte qui reste après la distribution est retournée, et sa couleur est l'atout. Le premier joueur entame le premier pli.
rules-putz5-six = Avant que la première carte soit jouée, le joueur qui a le 6 d'atout peut l'échanger contre la carte retournée. Il n'y a pas d'échange quand la carte retournée est elle-même le 6.
rules-putz5-score = Chaque joueur marque les points de cartes des plis qu'il fait, et le dernier pli ajoute 5. La carte hors jeu, la carte retournée ou le 6 après un échange, ne compte pour personne. Il n'y a ni annonces ni prime pour avoir fait tous les plis.
rules-putz5-awards = S'il n'y a aucune pomme ou 1 seule, les 3 meilleurs joueurs sans pomme reçoivent plus 1 chacun. S'il y a 2 pommes, le meilleur reçoit plus 2 et les 2 suivants plus 1. S'il y a 3 pommes, les 2 joueurs sans pomme reçoivent plus 2 chacun. S'il y a 4 pommes, le seul joueur sans pomme reçoit plus 3.

## Le dernier paragraphe: les touches

rules-keys = Touches : { $sentences }
rules-keys-none = Touches : aucune de ces commandes n'a de touche.
rules-keys-play = { $key } joue la carte sélectionnée.
rules-keys-choose-trump = { $key } choisit l'atout quand le choix vous revient, et sinon indique l'atout.
rules-keys-help = { $key } donne la liste des touches utilisables maintenant.

rules-keys-tell-trump = { $key } indique l'atout
rules-keys-six = { $key } échange le 6 d'atout
rules-keys-six-keep = { $key } échange le 6 d'atout ({ $play } le garde)
rules-keys-kitty = { $key } prend le talon
rules-keys-list-one = { $first }.
rules-keys-list-two = { $first } et { $second }.
rules-keys-list-three = { $first }, { $second } et { $third }.

rules-keys-tells-first = { $key } indique { $what }
rules-keys-tells-next = { $key } { $what }
rules-told-table-cards = les cartes sur la table
rules-told-led-suit = la couleur demandée
rules-told-scores = les scores
rules-told-turn = à qui est le tour
rules-told-hand = votre main
rules-told-last-trick = le dernier pli
rules-told-points = les points faits
rules-told-melds = les annonces et le Stöck
