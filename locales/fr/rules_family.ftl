# Les règles des jeux de partenaires de la famille à 32 cartes (Ctrl+F1): Klaverjas (règles
# d'Amsterdam et de Rotterdam), Belote et Belote Contrée, un message par paragraphe.
# Texte simple pour la synthèse vocale: nombres en chiffres, pas de symboles mal lus.

## Paragraphes communs à plusieurs jeux

rules-family-seats = Votre partenaire est en face de vous, et le joueur suivant est à votre droite : le jeu tourne vers la droite.
rules-family-deck-cards = Le jeu compte 32 cartes : cœur, carreau, pique et trèfle, chaque couleur du 7 à l'as.
rules-family-deck-dealer = Le premier joueur, celui qui a la main, est à droite du donneur. Après chaque donne, le joueur suivant distribue.
rules-family-deck-all = { rules-family-deck-cards } Le donneur distribue 8 cartes à chaque joueur, si bien que toutes les cartes sont distribuées. { rules-family-deck-dealer }
rules-family-trump-order = Les atouts battent toutes les autres couleurs, dans l'ordre valet, 9, as, 10, roi, dame, 8, 7. Le valet d'atout vaut 20 points, le 9 d'atout 14, l'as 11, le 10 vaut 10, le roi 4 et la dame 3, et le 8 et le 7 ne valent rien.
rules-family-plain-order = Dans les couleurs qui ne sont pas atout, l'ordre est as, 10, roi, dame, valet, 9, 8, 7. L'as vaut 11, le 10 vaut 10, le roi 4, la dame 3 et le valet 2, et le 9, le 8 et le 7 ne valent rien. Les 32 cartes valent 152 points en tout.
rules-family-follow = La première carte d'un pli fixe la couleur demandée. Si vous avez cette couleur, vous devez la fournir, sans devoir battre les cartes déjà jouées. Le plus fort atout remporte le pli, ou sans atout la plus forte carte de la couleur demandée, et le gagnant entame le pli suivant. Le joueur dont la carte gagne le pli jusque-là en est maître.
rules-family-trump-lead-over = Quand l'atout est demandé, vous devez jouer atout si vous en avez, et monter sur tous les atouts du pli si vous le pouvez, même sur celui de votre partenaire. Si vous ne pouvez pas monter, jouez n'importe quel atout.
rules-family-void-partner-free = Quand une couleur autre que l'atout est demandée et que vous n'en avez pas, mais que votre partenaire est maître, vous pouvez jouer n'importe quelle carte.
rules-family-target-end = La partie se termine après la donne où une équipe atteint { $target } points. L'équipe qui a le total le plus élevé gagne, et à égalité la partie est nulle.

## Klaverjas, règles d'Amsterdam et de Rotterdam

rules-family-klaverjas-teams = Le Klaverjas se joue à 4 joueurs en 2 équipes. { rules-family-seats } À chaque donne, l'équipe qui joue doit faire plus de points que l'autre.
rules-family-klaverjas-trump = Le premier joueur doit choisir une couleur d'atout et ne peut pas passer, quel que soit son jeu. Son équipe est l'équipe qui joue, et il entame le premier pli.
rules-family-klaverjas-trump-order = { rules-family-trump-order } Les joueurs néerlandais appellent le valet d'atout jas et le 9 d'atout nel.
rules-family-klaverjas-void = Quand une couleur autre que l'atout est demandée et que vous n'en avez pas, et que votre partenaire n'est pas maître, vous devez couper, en montant sur tous les atouts du pli si vous le pouvez. Sinon, jouez une carte d'une autre couleur qui n'est pas atout. Vous ne pouvez sous-couper, c'est-à-dire jouer un atout plus faible qu'un atout du pli, que si vous n'avez rien d'autre.
rules-family-amsterdam-partner = Règles d'Amsterdam : quand une couleur autre que l'atout est demandée et que vous n'en avez pas, mais que votre partenaire est maître, vous n'êtes pas obligé de couper. Vous pouvez jouer une carte d'une autre couleur qui n'est pas atout, ou un atout qui monte sur tous les atouts du pli. Vous ne pouvez sous-couper que si vous n'avez rien d'autre.
rules-family-rotterdam-partner = Règles de Rotterdam : quand une couleur autre que l'atout est demandée et que vous n'en avez pas, vous devez couper même si votre partenaire est maître, en montant sur tous les atouts du pli si vous le pouvez. Sinon, jouez une carte d'une autre couleur qui n'est pas atout, et ne sous-coupez que si vous n'avez rien d'autre.
rules-family-beat-follow = La première carte d'un pli fixe la couleur demandée. Si vous avez cette couleur, vous devez la fournir, et battre la plus forte carte de cette couleur dans le pli si vous le pouvez, sauf si votre partenaire est maître. Le plus fort atout remporte le pli, ou sans atout la plus forte carte de la couleur demandée, et le gagnant entame le pli suivant. Le joueur dont la carte gagne le pli jusque-là en est maître.
rules-family-beat-trump-lead = Quand l'atout est demandé, vous devez jouer atout si vous en avez, et monter sur tous les atouts du pli si vous le pouvez, sauf si votre partenaire est maître. Si vous ne pouvez pas monter, ou si votre partenaire est maître, jouez n'importe quel atout.
rules-family-beat-void = Quand une couleur autre que l'atout est demandée et que vous n'en avez pas, et que votre partenaire n'est pas maître, vous devez couper, en montant sur tous les atouts du pli si vous le pouvez. Si vous n'avez pas d'atout, ou ne pouvez pas monter sur un atout déjà joué, jouez n'importe quelle carte, un atout plus faible compris.
rules-family-beat-partner = Ce jeu de la carte, choisi dans les règles du jeu, demande de battre la meilleure carte si vous le pouvez, sauf quand votre partenaire est maître : il suffit alors de fournir, et sans la couleur demandée vous pouvez jouer n'importe quelle carte.
rules-family-klaverjas-score = Chaque équipe marque les points de cartes des plis qu'elle fait, et le dernier pli ajoute 10, si bien que chaque donne vaut 162 points.
rules-family-roem = Les annonces se comptent par pli : les 4 cartes d'un pli, quel que soit le joueur qui les a jouées, comptent pour l'équipe qui le remporte. 3 cartes qui se suivent dans une couleur valent 20, 4 qui se suivent 50, et 4 cartes de même valeur 100, quelles qu'elles soient, valets compris. Les suites vont 7, 8, 9, 10, valet, dame, roi, as dans chaque couleur, et le jeu compte lui-même toutes les annonces.
rules-family-stuk = Belote : le roi et la dame d'atout dans un même pli valent 20 points d'annonces pour l'équipe qui le remporte, même s'ils font partie d'une suite.
rules-family-pit = Capot : une équipe qui fait tous les points de cartes d'une donne, dernier pli compris, marque 100 de plus. Cela vaut même si l'autre équipe a fait un pli sans points.
rules-family-wet = Les annonces et le capot sont notés, mais comptés seulement à la fin de la donne. L'équipe qui joue doit alors avoir plus que l'autre, en comptant points de cartes, dernier pli, annonces et capot, et dans ce cas chaque équipe marque ses propres points. Sinon, égalité comprise, l'équipe qui joue est dedans : elle marque 0, et l'autre équipe marque les 162 points, toutes les annonces des deux équipes et le capot. Les joueurs néerlandais disent roem pour les annonces, stuk pour la belote, pit pour le capot et nat pour dedans.
rules-family-klaverjas-end = La partie se termine après la donne où une équipe atteint { $target } points{ $deals ->
    [0] .
   *[other] , ou après { $deals } donnes, chacun distribuant { $rounds } fois, selon ce qui arrive en premier.
} L'équipe qui a le total le plus élevé gagne, et à égalité la partie est nulle.

## Belote

rules-family-belote-teams = La Belote se joue à 4 joueurs en 2 équipes. { rules-family-seats } L'équipe qui prend l'atout doit faire plus de points que l'autre.
rules-family-belote-deal = { rules-family-deck-cards } Le donneur distribue 5 cartes à chaque joueur et retourne la carte suivante, dont la couleur est proposée comme atout, et les 11 autres restent au talon. { rules-family-deck-dealer }
rules-family-belote-bidding = Les enchères commencent par le premier joueur. Au premier tour, chaque joueur à son tour prend la couleur retournée comme atout ou passe. Si les 4 passent, au second tour chacun peut nommer une autre couleur comme atout ou passer. Le premier qui prend termine les enchères, et si tous passent deux fois, la donne est annulée et le joueur suivant distribue.
rules-family-belote-completion = Le preneur reçoit la carte retournée et 2 autres du talon, et chaque autre joueur en reçoit 3, si bien que chacun a 8 cartes. Le premier joueur entame le premier pli, quel que soit le preneur.
rules-family-belote-trump-lead = Quand l'atout est demandé, vous devez jouer atout si vous en avez, et monter sur tous les atouts du pli si vous le pouvez, sauf si votre partenaire est maître. Si vous ne pouvez pas monter, ou si votre partenaire est maître, jouez n'importe quel atout.
rules-family-belote-void = Quand une couleur autre que l'atout est demandée et que vous n'en avez pas, et que votre partenaire n'est pas maître, vous devez couper, en montant sur tous les atouts du pli si vous le pouvez. Si vous ne pouvez pas monter, vous devez quand même jouer atout, même plus faible. Ce n'est que sans atout que vous pouvez jouer n'importe quelle carte.
rules-family-belote-score = Chaque équipe marque les points de cartes des plis qu'elle fait, et le dernier pli ajoute 10, si bien qu'une donne compte 162 points. Une équipe qui fait les 8 plis fait capot et marque 100 au lieu des 10, 252 en tout.
rules-family-melds = Les annonces sont des combinaisons dans une main, comptées au premier pli. Le carré de 4 valets vaut 200, le carré de 4 neuf vaut 150, et un carré de 4 as, dix, rois ou dames vaut 100. Une tierce, 3 cartes qui se suivent dans une couleur, vaut 20, une cinquante, 4 cartes qui se suivent, 50, et un cent, 5 cartes ou plus, 100 ; les suites vont 7, 8, 9, 10, valet, dame, roi, as, et une carte peut compter dans plusieurs annonces.
rules-family-melds-best = Seule l'équipe qui a la meilleure annonce marque, et elle marque toutes les annonces des deux partenaires. La meilleure annonce a le plus de points ; à égalité, le plus de cartes ; puis la carte la plus haute ; puis une annonce à l'atout. Si les meilleures annonces des deux équipes sont égales, personne ne marque d'annonces, et une équipe qui ne fait aucun pli perd ses annonces.
rules-family-belote-rebelote = Belote et rebelote : le joueur qui a le roi et la dame d'atout dit belote en jouant la première de ces cartes et rebelote en jouant la seconde. L'équipe marque 20, même sans pli, et le jeu l'annonce pour chaque joueur.
rules-family-belote-settle = À la fin de la donne, l'équipe du preneur doit avoir plus de points que l'autre, en comptant points de cartes, dernier pli ou capot, annonces et belote. Dans ce cas, chaque équipe marque ses propres points. Si elle en a moins, elle est dedans : elle marque 0, et l'autre équipe marque les points des deux équipes. À égalité, l'équipe du preneur marque 0 et l'autre équipe ses propres points.

## Belote Contrée

rules-family-contree-teams = La Belote Contrée, aussi appelée coinche, se joue à 4 joueurs en 2 équipes. { rules-family-seats } L'équipe qui remporte les enchères doit réaliser son contrat.
rules-family-contree-auction = Les enchères commencent par le premier joueur et font le tour de la table. À son tour, chaque joueur annonce un contrat avec une couleur d'atout, plus haut que la dernière enchère, ou passe, et un joueur qui a passé peut enchérir plus tard. Les contrats sont 80, 90 et ainsi de suite jusqu'à 160, et au-dessus capot, qui promet les 8 plis.
rules-family-contree-auction-end = Après une enchère, 3 passes de suite terminent les enchères, et cette enchère est le contrat ; si les 4 joueurs passent d'entrée, la donne est annulée. Au lieu d'enchérir, un joueur peut contrer l'enchère adverse, et les enchères se terminent. Les preneurs peuvent alors surcontrer, à tour de rôle à partir du joueur qui suit celui qui a contré.
rules-family-contree-void = Quand une couleur autre que l'atout est demandée et que vous n'en avez pas, et que votre partenaire n'est pas maître, vous devez couper, en montant sur tous les atouts du pli si vous le pouvez. Si vous ne pouvez pas monter, vous pouvez jouer n'importe quelle carte, y compris un atout plus faible.
rules-family-contree-score = Chaque équipe marque les points de cartes des plis qu'elle fait, et le dernier pli ajoute 10, si bien qu'une donne compte 162 points. Une équipe qui fait les 8 plis marque 90 de plus, 252 en tout. Les annonces et la belote ne comptent pas dans ce jeu.
rules-family-contree-made = Le contrat est réalisé quand les points des preneurs l'atteignent, et un contrat capot quand ils font les 8 plis. Les défenseurs marquent alors leurs points arrondis au 10 le plus proche, un 5 final arrondi vers le bas, et les preneurs le reste de 160, ou 250 s'ils ont fait tous les plis. Ainsi des défenseurs à 75 points marquent 70, et les preneurs 90.
rules-family-contree-failed = Si le contrat chute, les preneurs marquent 0, et les défenseurs marquent 160, ou 250 pour un contrat capot.
rules-family-contree-double = Quand le contrat est contré, l'équipe qui gagne la donne, les preneurs s'ils le réalisent et sinon les défenseurs, marque 2 fois la valeur de la donne, et l'autre équipe 0. Surcontré, elle marque 4 fois cette valeur. Une donne vaut 160, ou 250 pour un contrat capot ou quand les preneurs font tous les plis.

## Le dernier paragraphe: les touches (avec les phrases de rules.ftl)

rules-family-keys-bid = { $key } ouvre la liste des enchères quand c'est à vous d'enchérir, où { $previous } et { $next } parcourent la liste et { $select } enchérit ; sinon { $key } indique l'atout et le contrat.
rules-family-keys-bid-short = { $key } enchérit quand c'est à vous d'enchérir, et sinon indique l'atout et le contrat.
rules-family-keys-auction = { $key } ouvre la liste des enchères quand c'est à vous d'enchérir, où { $previous } et { $next } passent d'une enchère à l'autre, { $lower } et { $higher } sautent au contrat inférieur ou supérieur, et { $select } enchérit ; sinon { $key } indique l'atout et le contrat.
rules-family-keys-name-trump = { $key } ouvre la liste des couleurs quand vous devez choisir l'atout, où { $previous } et { $next } parcourent la liste et { $select } la choisit ; sinon { $key } indique l'atout et l'équipe qui joue.
rules-family-keys-name-trump-short = { $key } choisit l'atout quand vous le devez, et sinon indique l'atout et l'équipe qui joue.
rules-family-told-deal-scores = les scores de chaque donne
rules-family-told-melds = les annonces et la belote
rules-family-told-roem = les annonces des plis de cette donne

## Annoncer soi-même (option manual_announce)

rules-family-announce-roem = Avec la règle d'annoncer soi-même, le jeu ne compte plus pour vous les annonces des plis : quand vous remportez un pli qui contient une annonce, réclamez-la dans la liste des annonces avant d'entamer le pli suivant, sinon elle est perdue. Les annonces du dernier pli comptent sans réclamation.
rules-family-announce-melds = Avec la règle d'annoncer soi-même, le jeu n'annonce plus pour vous : annoncez vos combinaisons dans la liste des annonces avant votre première carte, et dites belote avant de jouer le premier du roi et de la dame d'atout. Ce que vous n'annoncez pas ne compte pas.

## Le Klaberjass à 2, 3 et 4, et le klaverjas de 1821
# $players: 2, 3 ou 4; $target: les points qui terminent la partie.

rules-kj-opponent = votre adversaire est en face de vous
rules-kj-two-players = Le Klaberjass, aussi appelé Bela, se joue ici à 2 joueurs, chacun pour soi, et { rules-kj-opponent }. À chaque donne, le joueur qui prend l'atout est le preneur et doit faire plus de points que l'adversaire.
rules-kj-three-players = Le Klaberjass à 3 se joue à 3 joueurs, chacun pour soi : le joueur suivant est à votre droite, et le jeu tourne vers la droite. À chaque donne, le joueur qui prend l'atout est le preneur et doit faire plus de points que chaque adversaire.
rules-kj-four-teams = Le Klaberjass à 4 se joue à 4 joueurs en 2 équipes. { rules-family-seats } L'équipe qui prend l'atout doit faire plus de points que l'autre.
rules-kj-deal = { rules-family-deck-cards } Le donneur distribue 6 cartes à chaque joueur, par paquets de 3, et retourne la carte suivante, dont la couleur est proposée comme atout ; les autres cartes restent au talon. { $players ->
    [2] Le premier joueur, l'adversaire du donneur, parle le premier et entame le premier pli, et les joueurs donnent chacun à son tour.
   *[other] Le premier joueur, à droite du donneur, parle le premier et entame le premier pli, et le joueur suivant distribue après chaque donne.
}
rules-kj-four-deal = { rules-family-deck-cards } Le donneur distribue 6 cartes à chaque joueur et retourne la dernière des 8 autres, dont la couleur est proposée comme atout. Le premier joueur, à droite du donneur, parle le premier et entame le premier pli, et le joueur suivant distribue après chaque donne.
rules-kj-bidding = Au premier tour, chaque joueur à son tour, { $players ->
    [2] le premier joueur puis le donneur,
   *[other] à partir du premier joueur,
} prend la couleur retournée comme atout ou passe. Si tous passent, au second tour chacun peut nommer une autre couleur comme atout ou passer. Le premier qui prend est le preneur, et si tous passent deux fois, la donne est annulée et le joueur suivant distribue.
rules-kj-four-bidding = Au premier tour, chaque joueur à son tour prend la couleur retournée comme atout ou passe. Si les 4 passent, au second tour chacun peut nommer une autre couleur ou sans atout, ou passer, et le donneur, qui parle le dernier, peut aussi prendre la couleur retournée. Le premier qui prend termine les enchères, et si tous passent deux fois, la donne est annulée.
rules-kj-two-completion = Après les enchères, chaque joueur reçoit 3 cartes de plus du talon, si bien que chacun en a 9, et la carte du dessous du talon est montrée aux deux joueurs. Le reste du talon et la carte retournée restent hors jeu : seules 18 cartes sont jouées, et les points de cartes d'une donne varient.
rules-kj-three-completion = Après les enchères, chaque joueur reçoit 3 cartes de plus du talon, si bien que chacun en a 9. Les 5 autres cartes restent hors jeu, la carte retournée comprise : seules 27 cartes sont jouées, et les points de cartes d'une donne varient.
rules-kj-four-completion = Après les enchères, chaque joueur reçoit 2 cartes de plus, et la carte retournée, distribuée en dernier, va au donneur, si bien que chacun a 8 cartes et que les 32 cartes sont jouées. On n'y échange pas le sept d'atout.
rules-kj-no-trumps = Sans atout : chaque couleur garde l'ordre et les points des couleurs ordinaires, si bien qu'une donne vaut 130 points avec le dernier pli. Il n'y a ni valet ni 9 d'atout, ni bela, et les suites ne se comparent pas par l'atout.
rules-kj-dix = L'échange du sept d'atout (le « dix » des règles anglaises) : quand la couleur retournée est atout, le joueur qui a le 7 d'atout peut l'échanger contre la carte retournée avant le premier pli.
rules-kj-two-trump-lead = Quand l'atout est demandé, vous devez jouer un atout plus fort si vous le pouvez, sinon n'importe quel atout.
rules-kj-three-trump-lead = Quand l'atout est demandé, vous devez jouer atout si vous en avez, et monter sur tous les atouts du pli si vous le pouvez. Si vous ne pouvez pas monter, jouez n'importe quel atout.
rules-kj-two-void = Quand une couleur autre que l'atout est demandée et que vous n'en avez pas, vous devez jouer atout si vous en avez. Ce n'est que sans atout que vous pouvez jouer n'importe quelle carte.
rules-kj-three-void = Quand une couleur autre que l'atout est demandée et que vous n'en avez pas, vous devez couper, en montant sur tous les atouts du pli si vous le pouvez. Si vous ne pouvez pas monter, vous devez quand même jouer atout, même plus faible. Ce n'est que sans atout que vous pouvez jouer n'importe quelle carte.
rules-kj-four-void = Quand une couleur autre que l'atout est demandée et que vous n'en avez pas, vous devez couper, en montant sur tous les atouts du pli si vous le pouvez, même quand votre partenaire est maître. Si vous ne pouvez pas monter, vous pouvez jouer n'importe quelle carte, un atout plus faible compris.
rules-kj-melds = Les annonces sont des suites de 3 cartes ou plus d'une couleur, dans l'ordre as, roi, dame, valet, 10, 9, 8, 7 : une tierce, 3 cartes, vaut 20, et une cinquante, 4 cartes, ou une suite plus longue 50. Avec la première entame, { $players ->
    [2] le premier joueur annonce la valeur de sa meilleure suite, et le donneur répond
   *[other] le premier joueur annonce la valeur de sa meilleure suite, et chaque autre joueur à son tour répond
} bon ou pas bon, ou demande combien de cartes, quelle hauteur, ou si c'est à l'atout. Le jeu dit cet échange à voix haute.
rules-kj-melds-best = La meilleure suite est la plus longue, puis celle dont la carte du haut est la plus forte, puis celle à l'atout, et des meilleures suites égales ne marquent pour personne. Seul le joueur qui a la meilleure suite marque, toutes ses suites, chacune une fois dans toute sa longueur. Les annonces d'un joueur qui ne fait aucun pli ne comptent pas.
rules-kj-four-melds-best = Les partenaires ne se battent pas entre eux : l'équipe qui a la meilleure suite, la plus longue, puis celle dont la carte du haut est la plus forte, puis celle à l'atout, marque toutes les suites des deux partenaires. Des meilleures suites égales dans les deux équipes ne marquent pour personne, et une équipe qui ne fait aucun pli perd ses annonces.
rules-kj-bela = Bela : le joueur qui a le roi et la dame d'atout marque 20 en jouant le second des deux, même sans pli. Le jeu dit bela avec le premier.
rules-kj-score = Chaque joueur compte les points de cartes des plis qu'il fait, et le dernier pli, le stich, ajoute 10.
rules-kj-four-score = Chaque équipe compte les points de cartes de ses plis, et le dernier pli, le stich, ajoute 10, si bien qu'une donne vaut 162 points. Faire tous les plis ne rapporte rien de plus.
rules-kj-two-settle = À la fin de la donne, le preneur doit avoir plus de points que l'adversaire, en comptant points de cartes, dernier pli, annonces et bela. Dans ce cas, chacun marque ses propres points. S'il en a moins, il est dedans (on dit aussi bête) : le preneur marque 0, et l'adversaire les points des deux. À égalité, le preneur marque 0 et l'adversaire ses propres points.
rules-kj-three-settle = À la fin de la donne, le preneur doit avoir plus de points que chaque adversaire, en comptant points de cartes, dernier pli, annonces et bela, et dans ce cas chacun marque les siens. Si un adversaire en a plus, le preneur est dedans (on dit aussi bête) : il marque 0, et chaque adversaire ses propres points et la moitié de ceux du preneur, arrondie vers le bas. Si le preneur est à égalité avec le meilleur adversaire, il marque 0 et les adversaires les leurs.
rules-kj-four-settle = À la fin de la donne, l'équipe du preneur doit avoir plus de points que l'autre, en comptant points de cartes, dernier pli, annonces et bela. Dans ce cas, chaque équipe marque ses propres points. Si elle en a moins, elle est dedans (on dit aussi bête) : elle marque 0, et l'autre équipe les points des deux. À égalité, l'équipe du preneur marque 0 et l'autre équipe ses propres points.
rules-kj-end = La partie se termine après la donne où un joueur atteint { $target } points. Le total le plus élevé gagne, et à égalité la partie est nulle.
rules-kj-two-options-bid = Options de règles dans Options, Règles du jeu : avec le schmeiss, le premier joueur peut jeter la donne au premier tour, et le donneur doit alors l'obliger à prendre la couleur retournée, ou refuser, et la donne est redistribuée. Avec le bimah, quand le premier joueur passe au second tour, le donneur doit prendre, dans n'importe quelle couleur.
rules-kj-options-play = Avec le valet sec, un valet d'atout seul n'oblige pas à couper une couleur demandée. Avec la zensa, 5 cartes ou plus en suite valent 100, le carré de 4 valets 200, et un carré de 4 as, 10, rois ou dames 100. { rules-kj-options-tie }
rules-kj-three-options = Options de règles dans Options, Règles du jeu : avec le valet sec, un valet d'atout seul n'oblige pas à couper une couleur demandée. Avec la zensa, 5 cartes ou plus en suite valent 100, le carré de 4 valets 200, et un carré de 4 as, 10, rois ou dames 100.
rules-kj-options-tie = Une égalité peut aussi faire perdre le preneur, ou mettre les points dans un pot pour celui qui en a le plus à la donne suivante.
rules-kj-four-options-deal = Options de règles dans Options, Règles du jeu : avec la donne de tournoi, les 8 autres cartes restent faces cachées, et le premier tour porte sur la couleur du donneur : cœur quand vous donnez, puis carreau, pique et trèfle en tournant vers votre droite.
rules-kj-announce = Avec la règle d'annoncer soi-même, le jeu n'annonce plus pour vous : annoncez vos suites dans la liste des annonces avant votre première carte, et dites bela avant de jouer le premier du roi et de la dame d'atout. Ce que vous n'annoncez pas ne compte pas.

rules-1821-players = Le klaverjas de 1821 est un jeu du début du 19e siècle pour 2 joueurs, chacun pour soi, et { rules-kj-opponent }. Il n'y a pas d'enchères, et chaque joueur marque ses propres points.
rules-1821-deal = { rules-family-deck-cards } Le donneur distribue 9 cartes à chaque joueur et retourne la carte suivante, qui fixe l'atout ; elle est placée sous le talon des 13 autres cartes et tirée en dernier. Le premier joueur, l'adversaire du donneur, entame le premier pli, et les joueurs donnent chacun à son tour.
rules-1821-trump-order = Les atouts battent toutes les autres couleurs, dans l'ordre valet, 9, as, roi, dame, 10, 8, 7. Le valet d'atout vaut 20 points, le 9 d'atout 14, l'as 11, le roi 3, la dame 2 et le 10 vaut 10, et le 8 et le 7 ne valent rien.
rules-1821-plain-order = Dans les couleurs qui ne sont pas atout, l'ordre est as, roi, dame, valet, 10, 9, 8, 7. L'as vaut 11, le 10 vaut 10, le roi 3, la dame 2 et le valet 1, et le 9, le 8 et le 7 ne valent rien. Les 32 cartes valent 141 points, et le dernier pli ajoute 5.
rules-1821-phase-one = Tant qu'il reste un talon, pendant les 7 premiers plis, le second joueur peut jouer n'importe quelle carte. La plus forte carte de la couleur demandée ou le plus fort atout remporte le pli, et son gagnant pioche le premier la carte du dessus du talon, puis l'autre joueur.
rules-1821-dix = Le joueur qui a le 7 d'atout peut l'échanger contre la carte retournée quand c'est à lui d'entamer, tant que le talon n'est pas vide.
rules-1821-melds = Tant qu'il reste un talon, le joueur qui va entamer peut annoncer une combinaison : 3 en suite 20, 4 en suite 50, 5 ou plus 100, 4 valets 200, 4 rois ou 4 dames 100. L'autre joueur peut répondre par une combinaison qui vaut plus, qui marque à sa place. Chacune marque une fois. Une suite ne peut reprendre des cartes d'une suite annoncée que si elle la contient tout entière, et marque alors à pleine valeur. Une combinaison battue peut être annoncée à nouveau.
rules-1821-marriage = Mariage : entamer du roi ou de la dame d'atout en ayant l'autre vaut 20, tant qu'il reste un talon.
rules-1821-phase-two = Quand le talon est vide, les 9 derniers plis se jouent strictement : vous devez fournir, et prendre le pli si vous le pouvez en fournissant. Sans la couleur demandée, vous pouvez jouer n'importe quelle carte. Le joueur qui fait les 9 derniers plis marque 100 de plus.
rules-1821-announce = Avec la règle d'annoncer soi-même, le jeu n'annonce plus pour vous : annoncez ou répondez par vos combinaisons et dites votre mariage dans la liste des annonces, sinon ils ne comptent pas.

rules-kj-keys-dix = { $key } échange le 7 d'atout contre la carte retournée.
rules-kj-keys-trump = { $key } indique l'atout.
rules-kj-told-stock = les cartes sur la table et le talon
rules-kj-told-melds = les annonces et la bela
rules-1821-told-melds = les annonces et les mariages
