# Les jeux en équipe de la famille à la table (Klaverjas, belote, belote contrée).

## Titres et menus

table-family-title-amsterdam = Klaverjas (Amsterdam)
table-family-title-rotterdam = Klaverjas (Rotterdam)
table-family-title-belote = Belote
table-family-title-contree = Belote contrée
table-family-title-klaberjass2 = Klaberjass à 2
table-family-title-klaberjass3 = Klaberjass à 3
table-family-title-klaberjass4 = Klaberjass à 4
table-family-title-1821 = Klaverjas de 1821
table-family-country-item = { $country ->
    [switzerland] Suisse
    [netherlands] Pays-Bas
    [international] International
   *[france] France
} : { $title }

## La donne

table-family-turned-up = { $full ->
    [yes] Carte retournée : { $card }.
   *[no] Retournée : { $card }.
}
# Belote, Klaberjass: every seat passed the turned suit; the second round begins.
table-family-second-round = { $full ->
    [yes] Personne n'a pris à { suit-name } : second tour d'enchères.
   *[no] Second tour.
}
# The cards the completion after the bidding brought the player, said before the hand.
table-family-new-cards = Vous recevez { $cards }.
table-family-completed = { $full ->
    [yes] { $seat ->
        [you] Vous prenez
       *[other] { seat-subject } prend
    } { $card } ; chaque main est complétée à 8 cartes.
   *[no] { $seat ->
        [you] Vous prenez
       *[other] { seat-subject } prend
    } { $card }.
}
table-family-completed-yours = { $full ->
    [yes] Vous recevez { $cards } ; chaque main est complétée à { $size } cartes.
   *[no] Vous recevez { $cards }.
}
table-family-trick-won = { $seat ->
    [you] Vous prenez
   *[other] { seat-subject } prend
} { $last ->
    [yes] le dernier pli
   *[no] le pli
} : { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $last ->
    [yes] , dont { $bonus } pour le dernier pli
   *[no] {""}
}.
table-family-trick-won-with = { $seat ->
    [you] Vous prenez
   *[other] { seat-subject } prend
} { $last ->
    [yes] le dernier pli
   *[no] le pli
} avec { $card } : { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $last ->
    [yes] , dont { $bonus } pour le dernier pli
   *[no] {""}
}.
table-family-melds-scored = Annonces pour { $side ->
    [us] nous
   *[them] eux
} : { $points }.

## Les enchères

table-family-bid-prompt = { $choose ->
    [yes] Vous choisissez l'atout : { $key } ouvre les choix.
   *[no] À vous de parler : { $key } ouvre les enchères.
}
table-family-turn-bid = { $choose ->
    [yes] { $seat ->
        [you] À vous de choisir l'atout.
       *[other] On attend { $seat ->
            [partner] votre partenaire
            [opponent] votre adversaire
           *[other] { $name }
        }, qui doit choisir l'atout.
    }
   *[no] { $seat ->
        [you] À vous de parler.
       *[other] On attend { $seat ->
            [partner] votre partenaire
            [opponent] votre adversaire
           *[other] { $name }
        }, qui doit parler.
    }
}
# T pendant les enchères sur la retourne (Belote, Klaberjass) : le tour et qui parle ;
# $round : 1 ou 2, $suit : la couleur du premier tour.
table-family-turn-bid-round = { $full ->
    [yes] { $round ->
        [1] Premier tour, à { suit-name }
       *[other] Second tour, personne n'a pris à { suit-name }
    } : { $seat ->
        [you] à vous de parler.
       *[other] on attend { $seat ->
            [partner] votre partenaire
            [opponent] votre adversaire
           *[other] { $name }
        }, qui doit parler.
    }
   *[no] Tour { $round } : { $seat ->
        [you] à vous.
       *[other] à { $seat ->
            [partner] votre partenaire
            [opponent] votre adversaire
           *[other] { $name }
        }.
    }
}
table-family-no-bids = Personne n'a encore parlé.
table-family-bids-so-far = Enchères jusqu'ici : { $bids }
# A après les enchères (Belote, Contrée, Klaberjass) : toutes les enchères de la donne.
table-family-bids-made = Enchères : { $bids }
table-family-bidding-now = { $choose ->
    [yes] { $seat ->
        [you] Vous choisissez l'atout.
       *[other] { seat-subject } choisit l'atout.
    }
   *[no] { $seat ->
        [you] À vous de parler.
       *[other] { seat-subject } parle.
    } { $bids }
}
table-family-bids-closed = { $choose ->
    [yes] Choix fermé. { $key } le rouvre.
   *[no] Enchères fermées. { $key } les rouvre.
}
table-family-help-open = { $choose ->
    [yes] ouvrir le choix de l'atout
   *[no] ouvrir la liste des enchères
}
table-family-help-trump = { $choose ->
    [yes] choisir l'atout, ou entendre l'atout et qui l'a choisi
   *[no] parler, ou entendre les enchères et le contrat
}
table-family-help-melds = { $kind ->
    [roem] les annonces des plis de cette donne
   *[melds] les annonces et la belote de cette donne
}
table-family-contract-open = { $title } : { $up } et { $down } changent la valeur du contrat, { $left } et { $right } la couleur, puis { $enter }. { $item }
# La liste des enchères de la Contrée rouverte : ses touches ont été dites la première fois.
table-family-contract-open-short = { $title }. { $item }
# Contrée's bid list, where the standing contract may be doubled: $key is End.
table-family-double-at-end = { $key } mène à Contrer, le dernier choix.
table-family-double-at-end-short = { $key } : Contrer.
table-family-help-lower-value = la valeur de contrat précédente
table-family-help-higher-value = la valeur de contrat suivante
table-family-over-melds = { $kind ->
    [roem] les annonces des plis de la dernière donne
   *[melds] les annonces et la belote de la dernière donne
}
table-family-no-contract = Rien n'est encore annoncé dans cette donne.
table-family-thrown-in = Aucun contrat dans cette donne. Les enchères : { $bids }
table-family-klaverjas-chooser = { $seat ->
    [you] Vous avez choisi
   *[other] { seat-subject } a choisi
} { suit-name } : { $side ->
    [us] nous devons faire plus qu'eux
   *[them] ils doivent faire plus que nous
}.
table-family-trump-was = { $seat ->
    [you] Vous avez
   *[other] { seat-subject } a
} { $chose ->
    [yes] choisi { suit-name }
   *[no] pris à { suit-name }
} : { $side ->
    [us] nous devions faire plus qu'eux
   *[them] ils devaient faire plus que nous
}.
table-family-contract-was = Le contrat était { $capot ->
    [yes] capot
   *[no] { $contract }
} à { suit-name } { seat-from }{ $doubling ->
    [2] , contré
    [4] , surcontré
   *[other] {""}
} : { $side ->
    [us] nous devions
   *[them] ils devaient
} { $capot ->
    [yes] faire tous les plis
   *[no] faire { $contract }
}.
table-family-turned-was = La carte retournée était { $card }.

## Scores, belote, annonces

table-family-deals-left = La partie dure au plus { $limit } donnes : { $left ->
    [0] c'était la dernière
    [one] encore { $left } donne
   *[other] encore { $left } donnes
}.
table-family-deals-played = Les { $count } donnes sont jouées.
table-family-pot = { $points } points attendent dans le pot.
table-family-roem-deal = Annonces dans cette donne : nous { $ours }, eux { $theirs }.
table-family-melds-deal = { $side ->
    [us] Nous avons
   *[them] Ils ont
} montré { $count ->
    [one] une annonce
   *[other] { $count } annonces
} valant { $points } : { $shows }.
table-family-belote-deal = { $seat ->
    [you] Vous avez
   *[other] { seat-subject } a
} { $rebelote ->
    [yes] dit belote et rebelote.
   *[no] dit belote.
}
table-family-no-extras-yet = { $over ->
    [yes] Pas
   *[no] Pas encore
} { $kind ->
    [roem] d'annonce
   *[melds] d'annonce ni de belote
} dans cette donne.
table-family-no-extras-variant = { $variant } : ni annonces ni belote dans cette partie.

## Refus

table-family-not-in-deck = Il n'y a pas de carte { $card } dans un jeu de 32 cartes.
table-family-wrong-phase = { $phase ->
    [bidding] Pas maintenant : les enchères sont en cours.
   *[other] Pas maintenant.
}
table-family-no-kitty = { $variant } : pas de talon à prendre.
table-family-no-six = { $variant } : pas de six d'atout à échanger.

## Options → Règles du jeu

table-family-rule-deals = Durée : { $count ->
    [0] sans limite de donnes
   *[other] au plus { $count } donnes
}
table-family-rule-deals-changed = { $count ->
    [0] Sans limite de donnes.
   *[other] Au plus { $count } donnes.
}
table-family-rule-last-trick = Dernier pli : { $value ->
    [five] 5 points
   *[ten] 10 points
}
table-family-rule-last-trick-changed = Le dernier pli compte { $value ->
    [five] 5
   *[ten] 10
}.
table-family-rule-three = Brelan dans un pli : { $value ->
    [yes] 50 points d'annonces
   *[no] pas d'annonce
}
table-family-rule-three-changed = { $value ->
    [yes] Un brelan dans un pli compte 50 points d'annonces.
   *[no] Un brelan dans un pli ne compte pas comme annonce.
}
table-family-rule-pit = Capot : { $value ->
    [tricks] les 8 plis
   *[points] tous les points des cartes
}
table-family-rule-pit-changed = { $value ->
    [tricks] Le capot demande les 8 plis.
   *[points] Le capot demande tous les points des cartes.
}
table-family-rule-play = Jeu des plis : { $value ->
    [beat] battre la meilleure carte si possible, sauf si le partenaire est maître
   *[standard] standard
}
table-family-rule-play-changed = { $value ->
    [beat] Jeu des plis : battre la meilleure carte si possible, sauf si le partenaire est maître.
   *[standard] Jeu des plis standard.
}
table-family-rule-second-round = Second tour : { $value ->
    [yes] n'importe quelle couleur
   *[no] une autre couleur
}
table-family-rule-second-round-changed = { $value ->
    [yes] Au second tour, on peut nommer n'importe quelle couleur.
   *[no] Au second tour, il faut nommer une autre couleur.
}
table-family-rule-tie = Égalité : { $value ->
    [total] les preneurs perdent
    [carry] les points restent en litige
   *[own] les preneurs ne marquent rien
}
table-family-rule-tie-changed = { $value ->
    [total] En cas d'égalité, les preneurs perdent.
    [carry] En cas d'égalité, les points restent en litige.
   *[own] En cas d'égalité, les preneurs ne marquent rien.
}
table-family-rule-melds = Annonces et belote : { $value ->
    [yes] comptées
   *[no] non comptées
}
table-family-rule-melds-changed = { $value ->
    [yes] Les annonces et la belote comptent.
   *[no] Les annonces et la belote ne comptent pas.
}

## Annoncer soi-même (option manual_announce)

table-family-rule-announce = Annonces et belote : { $value ->
    [yes] annoncées par chaque joueur
   *[no] annoncées par le jeu
}
table-family-rule-announce-changed = { $value ->
    [yes] Vous faites vous-même vos annonces et la belote ; ce que vous n'annoncez pas ne compte pas.
   *[no] Le jeu fait les annonces et la belote.
}
table-family-rule-claim = Annonces des plis : { $value ->
    [yes] réclamées par chaque joueur
   *[no] comptées par le jeu
}
table-family-rule-claim-changed = { $value ->
    [yes] Vous réclamez vous-même les annonces de vos plis ; ce que vous ne réclamez pas ne compte pas.
   *[no] Le jeu compte les annonces des plis.
}
table-family-announce-title = Annoncer
table-family-announce-claim = Réclamer { $points } points d'annonces
table-family-announce-belote = Dire belote
table-family-announce-nothing = Rien pour l'instant
table-family-announce-hint = { $what ->
    [claim] Annonces à réclamer : { $key } ouvre les choix ; entamer sans les réclamer les perd.
    [melds] Annonces possibles : { $key } ouvre les choix ; ce que vous n'annoncez pas ne compte pas.
   *[belote] Vous avez la belote : { $key } ouvre les choix pour la dire avant de jouer le roi ou la dame.
}
table-family-announce-none = Rien d'annoncé. { $key } joue { $card }.
table-family-melds-not-announced = Vous ne faites pas vos annonces.
table-family-announce-closed = Choix fermé. { $key } rouvre les annonces.
table-family-belote-will = Vous dites belote : le roi et la dame d'atout compteront.
table-family-melds-announced = { $seat ->
    [you] Vous faites
   *[other] { seat-subject } fait
} { $count ->
    [one] une annonce
   *[other] { $count } annonces
} de { $points } points.
table-family-roem-lost = { $seat ->
    [you] Vous n'avez pas réclamé
   *[other] { seat-subject } n'a pas réclamé
} les annonces du pli : { $points } points perdus.
table-family-help-announce = { $terms ->
    [klaverjas] réclamer les annonces d'un pli
   *[other] annoncer ou dire belote
}

## Le Klaberjass à 2, 3 et 4, et le klaverjas de 1821: Options → Règles du jeu

table-kj-rule-schmeiss = Schmeiss : { $value ->
    [yes] le premier joueur peut jeter la donne
   *[no] non joué
}
table-kj-rule-schmeiss-changed = { $value ->
    [yes] Schmeiss : le premier joueur peut jeter la donne au premier tour.
   *[no] Pas de schmeiss.
}
table-kj-rule-bimah = Bimah : { $value ->
    [yes] le donneur doit prendre quand le premier joueur passe deux fois
   *[no] non joué
}
table-kj-rule-bimah-changed = { $value ->
    [yes] Bimah : quand le premier joueur passe au second tour, le donneur doit prendre.
   *[no] Pas de bimah.
}
table-kj-rule-bare-jass = Valet sec : { $value ->
    [yes] un valet d'atout seul n'oblige pas à couper
   *[no] un valet d'atout seul doit couper
}
table-kj-rule-bare-jass-changed = { $value ->
    [yes] Un valet d'atout seul n'oblige pas à couper.
   *[no] Un valet d'atout seul doit couper.
}
table-kj-rule-zensa = Annonces zensa : { $value ->
    [yes] comptées
   *[no] non comptées
}
table-kj-rule-zensa-changed = { $value ->
    [yes] Zensa : 5 cartes en suite valent 100, le carré de valets 200, un carré d'as, de dix, de rois ou de dames 100.
   *[no] Seulement des suites, pas de zensa.
}
table-kj-rule-tournament = Donne de tournoi : { $value ->
    [yes] oui
   *[no] non
}
table-kj-rule-tournament-changed = { $value ->
    [yes] Donne de tournoi : la couleur du donneur est proposée d'abord, et aucune carte n'est retournée.
   *[no] Pas de donne de tournoi.
}
table-kj-rule-announce = Annonces et bela : { $value ->
    [yes] annoncées par chaque joueur
   *[no] annoncées par le jeu
}
table-kj-rule-announce-changed = { $value ->
    [yes] Vous faites vous-même vos annonces et dites la bela ; ce que vous n'annoncez pas ne compte pas.
   *[no] Le jeu fait les annonces et dit la bela.
}
table-1821-rule-announce = Annonces et mariages : { $value ->
    [yes] déclarés par chaque joueur
   *[no] déclarés par le jeu
}
table-1821-rule-announce-changed = { $value ->
    [yes] Vous déclarez vous-même vos annonces et mariages ; ce que vous ne déclarez pas ne compte pas.
   *[no] Le jeu déclare les annonces et les mariages.
}
