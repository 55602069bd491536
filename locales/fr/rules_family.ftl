# Les règles des jeux de partenaires de la famille à 32 cartes (Ctrl+F1): Klaverjas (règles
# d'Amsterdam et de Rotterdam), Belote et Belote Contrée, un message par paragraphe.
# Texte simple pour la synthèse vocale: nombres en chiffres, pas de symboles mal lus.

## Paragraphes communs à plusieurs jeux

rules-family-seats = Votre partenaire est en face de vous, et le joueur suivant est à votre droite: le jeu tourne vers la droite.
rules-family-deck-cards = Le jeu compte 32 cartes: cœur, carreau, pique et trèfle, chaque couleur du 7 à l'as.
rules-family-deck-dealer = L'avant-main est le joueur à droite du donneur. Après chaque donne, le joueur suivant distribue.
rules-family-deck-all = { rules-family-deck-cards } Le donneur distribue 8 cartes à chaque joueur, si bien que toutes les cartes sont distribuées. { rules-family-deck-dealer }
rules-family-trump-order = Les atouts battent toutes les autres couleurs, dans l'ordre valet, 9, as, 10, roi, dame, 8, 7. Le valet d'atout vaut 20 points, le 9 d'atout 14, l'as 11, le 10 vaut 10, le roi 4 et la dame 3, et le 8 et le 7 ne valent rien.
rules-family-plain-order = Dans les couleurs qui ne sont pas atout, l'ordre est as, 10, roi, dame, valet, 9, 8, 7. L'as vaut 11, le 10 vaut 10, le roi 4, la dame 3 et le valet 2, et le 9, le 8 et le 7 ne valent rien. Les 32 cartes valent 152 points en tout.
rules-family-follow = La première carte d'un pli fixe la couleur demandée. Si vous avez cette couleur, vous devez la fournir, sans devoir battre les cartes déjà jouées. Le plus fort atout remporte le pli, ou sans atout la plus forte carte de la couleur demandée, et le gagnant entame le pli suivant. Le joueur dont la carte gagne le pli jusque-là en est maître.
rules-family-trump-lead-over = Quand l'atout est demandé, vous devez jouer atout si vous en avez, et monter sur tous les atouts du pli si vous le pouvez, même sur celui de votre partenaire. Si vous ne pouvez pas monter, jouez n'importe quel atout.
rules-family-void-partner-free = Quand une couleur autre que l'atout est demandée et que vous n'en avez pas, mais que votre partenaire est maître, vous pouvez jouer n'importe quelle carte.
rules-family-target-end = La partie se termine après la donne où une équipe atteint { $target } points. L'équipe qui a le total le plus élevé gagne, et à égalité la partie est nulle.

## Klaverjas, règles d'Amsterdam et de Rotterdam

rules-family-klaverjas-teams = Le Klaverjas se joue à 4 joueurs en 2 équipes. { rules-family-seats } À chaque donne, l'équipe qui joue doit faire plus de points que l'autre.
rules-family-klaverjas-trump = L'avant-main doit choisir une couleur d'atout et ne peut pas passer, quel que soit son jeu. L'équipe de l'avant-main est l'équipe qui joue, et l'avant-main entame le premier pli.
rules-family-klaverjas-trump-order = { rules-family-trump-order } Les joueurs néerlandais appellent le valet d'atout jas et le 9 d'atout nel.
rules-family-klaverjas-void = Quand une couleur autre que l'atout est demandée et que vous n'en avez pas, et que votre partenaire n'est pas maître, vous devez couper, en montant sur tous les atouts du pli si vous le pouvez. Sinon, jouez une carte d'une autre couleur qui n'est pas atout. Vous ne pouvez sous-couper, c'est-à-dire jouer un atout plus faible qu'un atout du pli, que si vous n'avez rien d'autre.
rules-family-amsterdam-partner = Règles d'Amsterdam: quand une couleur autre que l'atout est demandée et que vous n'en avez pas, mais que votre partenaire est maître, vous n'êtes pas obligé de couper. Vous pouvez jouer une carte d'une autre couleur qui n'est pas atout, ou un atout qui monte sur tous les atouts du pli. Vous ne pouvez sous-couper que si vous n'avez rien d'autre.
rules-family-rotterdam-partner = Règles de Rotterdam: quand une couleur autre que l'atout est demandée et que vous n'en avez pas, vous devez couper même si votre partenaire est maître, en montant sur tous les atouts du pli si vous le pouvez. Sinon, jouez une carte d'une autre couleur qui n'est pas atout, et ne sous-coupez que si vous n'avez rien d'autre.
rules-family-klaverjas-score = Chaque équipe marque les points de cartes des plis qu'elle fait, et le dernier pli ajoute 10, si bien que chaque donne vaut 162 points.
rules-family-roem = Le roem se compte par pli: les 4 cartes d'un pli, quel que soit le joueur qui les a jouées, comptent pour l'équipe qui le remporte. 3 cartes qui se suivent dans une couleur valent 20, 4 qui se suivent 50, et 4 cartes de même valeur 100. Les suites vont 7, 8, 9, 10, valet, dame, roi, as dans chaque couleur, et le jeu compte tout le roem lui-même.
rules-family-stuk = Stuk: le roi et la dame d'atout dans un même pli valent 20 de roem pour l'équipe qui le remporte, même s'ils font partie d'une suite.
rules-family-pit = Pit: une équipe qui fait tous les points de cartes d'une donne, dernier pli compris, marque 100 de plus. Cela vaut même si l'autre équipe a fait un pli sans points.
rules-family-wet = Le roem et le pit sont notés, mais comptés seulement à la fin de la donne. L'équipe qui joue doit alors avoir plus que l'autre, en comptant points de cartes, dernier pli, roem et pit, et dans ce cas chaque équipe marque ses propres points. Sinon, égalité comprise, l'équipe qui joue est dedans, nat en néerlandais: elle marque 0, et l'autre équipe marque les 162 points, tout le roem des deux équipes et le pit.
rules-family-klaverjas-end = La partie se termine après la donne où une équipe atteint { $target } points, ou après { $deals } donnes, chacun distribuant { $rounds } fois, selon ce qui arrive en premier. L'équipe qui a le total le plus élevé gagne, et à égalité la partie est nulle.

## Belote

rules-family-belote-teams = La Belote se joue à 4 joueurs en 2 équipes. { rules-family-seats } L'équipe qui prend l'atout doit faire plus de points que l'autre.
rules-family-belote-deal = { rules-family-deck-cards } Le donneur distribue 5 cartes à chaque joueur et retourne la carte suivante, dont la couleur est proposée comme atout, et les 11 autres restent au talon. { rules-family-deck-dealer }
rules-family-belote-bidding = Les enchères commencent par l'avant-main. Au premier tour, chaque joueur à son tour prend la couleur retournée comme atout ou passe. Si les 4 passent, au second tour chacun peut nommer une autre couleur comme atout ou passer. Le premier qui prend termine les enchères, et si tous passent deux fois, la donne est annulée et le joueur suivant distribue.
rules-family-belote-completion = Le preneur reçoit la carte retournée et 2 autres du talon, et chaque autre joueur en reçoit 3, si bien que chacun a 8 cartes. L'avant-main entame le premier pli, quel que soit le preneur.
rules-family-belote-trump-lead = Quand l'atout est demandé, vous devez jouer atout si vous en avez, et monter sur tous les atouts du pli si vous le pouvez, sauf si votre partenaire est maître. Si vous ne pouvez pas monter, ou si votre partenaire est maître, jouez n'importe quel atout.
rules-family-belote-void = Quand une couleur autre que l'atout est demandée et que vous n'en avez pas, et que votre partenaire n'est pas maître, vous devez couper, en montant sur tous les atouts du pli si vous le pouvez. Si vous ne pouvez pas monter, vous devez quand même jouer atout, même plus faible. Ce n'est que sans atout que vous pouvez jouer n'importe quelle carte.
rules-family-belote-score = Chaque équipe marque les points de cartes des plis qu'elle fait, et le dernier pli ajoute 10, si bien qu'une donne compte 162 points. Une équipe qui fait les 8 plis fait capot et marque 100 au lieu des 10, 252 en tout.
rules-family-melds = Les annonces sont des combinaisons dans une main, comptées au premier pli. 4 valets valent 200, 4 neuf 150, et 4 as, dix, rois ou dames 100. 3 cartes qui se suivent dans une couleur valent 20, 4 valent 50, et 5 ou plus 100; les suites vont 7, 8, 9, 10, valet, dame, roi, as, et une carte peut compter dans plusieurs annonces.
rules-family-melds-best = Seule l'équipe qui a la meilleure annonce marque, et elle marque toutes les annonces des deux partenaires. La meilleure annonce a le plus de points; à égalité, le plus de cartes; puis la carte la plus haute; puis une annonce à l'atout. Si les meilleures annonces des deux équipes sont égales, personne ne marque d'annonces, et une équipe qui ne fait aucun pli perd ses annonces.
rules-family-belote-rebelote = Belote et rebelote: le joueur qui a le roi et la dame d'atout dit belote en jouant la première de ces cartes et rebelote en jouant la seconde. L'équipe marque 20, même sans pli, et le jeu l'annonce pour chaque joueur.
rules-family-belote-settle = À la fin de la donne, l'équipe du preneur doit avoir plus de points que l'autre, en comptant points de cartes, dernier pli ou capot, annonces et belote. Dans ce cas, chaque équipe marque ses propres points. Si elle en a moins, elle est dedans: elle marque 0, et l'autre équipe marque les points des deux équipes. À égalité, l'équipe du preneur marque 0 et l'autre équipe ses propres points.

## Belote Contrée

rules-family-contree-teams = La Belote Contrée, aussi appelée coinche, se joue à 4 joueurs en 2 équipes. { rules-family-seats } L'équipe qui remporte les enchères doit réaliser son contrat.
rules-family-contree-auction = Les enchères commencent par l'avant-main et font le tour de la table. À son tour, chaque joueur annonce un contrat avec une couleur d'atout, plus haut que la dernière enchère, ou passe, et un joueur qui a passé peut enchérir plus tard. Les contrats sont 80, 90 et ainsi de suite jusqu'à 160, et au-dessus capot, qui promet les 8 plis.
rules-family-contree-auction-end = Après une enchère, 3 passes de suite terminent les enchères, et cette enchère est le contrat; si les 4 joueurs passent d'entrée, la donne est annulée. Au lieu d'enchérir, un joueur peut contrer l'enchère adverse, et les enchères se terminent. Les preneurs peuvent alors surcontrer, à tour de rôle à partir du joueur qui suit celui qui a contré.
rules-family-contree-void = Quand une couleur autre que l'atout est demandée et que vous n'en avez pas, et que votre partenaire n'est pas maître, vous devez couper, en montant sur tous les atouts du pli si vous le pouvez. Si vous ne pouvez pas monter, vous pouvez jouer n'importe quelle carte, y compris un atout plus faible.
rules-family-contree-score = Chaque équipe marque les points de cartes des plis qu'elle fait, et le dernier pli ajoute 10, si bien qu'une donne compte 162 points. Une équipe qui fait les 8 plis marque 90 de plus, 252 en tout. Les annonces et la belote ne comptent pas dans ce jeu.
rules-family-contree-made = Le contrat est réalisé quand les points des preneurs l'atteignent, et un contrat capot quand ils font les 8 plis. Les défenseurs marquent alors leurs points arrondis au 10 le plus proche, un 5 final arrondi vers le bas, et les preneurs le reste de 160, ou 250 s'ils ont fait tous les plis. Ainsi des défenseurs à 75 points marquent 70, et les preneurs 90.
rules-family-contree-failed = Si le contrat chute, les preneurs marquent 0, et les défenseurs marquent 160, ou 250 pour un contrat capot.
rules-family-contree-double = Quand le contrat est contré, l'équipe qui gagne la donne, les preneurs s'ils le réalisent et sinon les défenseurs, marque 2 fois la valeur de la donne, et l'autre équipe 0. Surcontré, elle marque 4 fois cette valeur. Une donne vaut 160, ou 250 pour un contrat capot ou quand les preneurs font tous les plis.

## Le dernier paragraphe: les touches (avec les phrases de rules.ftl)

rules-family-keys-bid = { $key } ouvre la liste des enchères quand c'est à vous d'enchérir, où { $previous } et { $next } parcourent la liste et { $select } enchérit; sinon { $key } indique l'atout et le contrat.
rules-family-keys-bid-short = { $key } enchérit quand c'est à vous d'enchérir, et sinon indique l'atout et le contrat.
rules-family-keys-auction = { $key } ouvre la liste des enchères quand c'est à vous d'enchérir, où { $previous } et { $next } passent d'une enchère à l'autre, { $lower } et { $higher } sautent au contrat inférieur ou supérieur, et { $select } enchérit; sinon { $key } indique l'atout et le contrat.
rules-family-keys-name-trump = { $key } ouvre la liste des couleurs quand vous devez choisir l'atout, où { $previous } et { $next } parcourent la liste et { $select } la choisit; sinon { $key } indique l'atout et l'équipe qui joue.
rules-family-keys-name-trump-short = { $key } choisit l'atout quand vous le devez, et sinon indique l'atout et l'équipe qui joue.
rules-family-told-deal-scores = les scores de chaque donne
rules-family-told-melds = les annonces et la belote
rules-family-told-roem = le roem de cette donne

## Annoncer soi-même (option manual_announce)

rules-family-announce-roem = Avec la règle d'annoncer soi-même, le jeu ne compte plus le roem pour vous: quand vous remportez un pli avec du roem, réclamez-le dans la liste des annonces avant d'entamer le pli suivant, sinon il est perdu. Le roem du dernier pli compte sans réclamation.
rules-family-announce-melds = Avec la règle d'annoncer soi-même, le jeu n'annonce plus pour vous: annoncez vos combinaisons dans la liste des annonces avant votre première carte, et dites belote avant de jouer le premier du roi et de la dame d'atout. Ce que vous n'annoncez pas ne compte pas.
