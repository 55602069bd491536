# Le Klaberjass à 2, 3 et 4 et le klaverjas de 1821 à la table. $seat: la place, $name son
# nom; $side: us ou them (quatre joueurs); $players: 2, 3 ou 4; $full: yes ou no.

## Le contrat

kj-contract = { $seat ->
    [you] { $forced ->
        [yes] Vous êtes obligé de prendre
       *[no] Vous avez pris
    }
   *[other] { $forced ->
        [yes] { seat-subject } est obligé de prendre
       *[no] { seat-subject } a pris
    }
} { $notrumps ->
    [yes] sans atout
   *[no] à { suit-name }
} : { $players ->
    [2] { $seat ->
        [you] vous devez faire plus que votre adversaire
       *[other] il doit faire plus que vous
    }
    [3] { $seat ->
        [you] vous devez faire plus que chaque adversaire
       *[other] il doit faire plus que chaque adversaire
    }
   *[4] { $side ->
        [us] nous devons faire plus qu'eux
       *[them] ils doivent faire plus que nous
    }
}.
kj-contract-was = { $seat ->
    [you] Vous avez pris
   *[other] { seat-subject } a pris
} { $notrumps ->
    [yes] sans atout
   *[no] à { suit-name }
} : { $players ->
    [2] { $seat ->
        [you] vous deviez faire plus que votre adversaire
       *[other] il devait faire plus que vous
    }
    [3] { $seat ->
        [you] vous deviez faire plus que chaque adversaire
       *[other] il devait faire plus que chaque adversaire
    }
   *[4] { $side ->
        [us] nous devions faire plus qu'eux
       *[them] ils devaient faire plus que nous
    }
}.
kj-declined = { $full ->
    [yes] La donne est jetée : le donneur suivant redistribue.
   *[no] Donne jetée : nouvelle donne.
}
kj-contract-brief = { $seat ->
    [you] Vous jouez
   *[other] { seat-subject } joue
} { $notrumps ->
    [yes] sans atout
   *[no] à { suit-name }
}.

## La distribution finale, la carte montrée, le talon

kj-completed = { $taker ->
    [yes] { $seat ->
        [you] Vous prenez
       *[other] { seat-subject } prend
    } { $card } ; chaque main est complétée à { $size } cartes.
   *[no] Chaque main est complétée à { $size } cartes.
}
kj-completed-brief = { $taker ->
    [yes] { $seat ->
        [you] Vous prenez
       *[other] { seat-subject } prend
    } { $card }.
   *[no] Mains complétées.
}
kj-shown = { $full ->
    [yes] Montrée sous le talon : { $card }.
   *[no] Montrée : { $card }.
}
kj-stock = { $count ->
    [0] Le talon est vide.
    [one] Talon : 1 carte
   *[other] Talon : { $count } cartes
}{ $count ->
    [0] {""}
   *[other] { $shown ->
        [none] .
       *[other] , avec { $shown } dessous.
    }
}
kj-stock-out = { $count ->
    [one] 1 carte est hors jeu
   *[other] { $count } cartes sont hors jeu
}{ $shown ->
    [none] .
   *[other] , et on voit { $shown } sous le talon.
}

## L'échange du 7 d'atout (le « dix »)

kj-dix = { $seat ->
    [you] Vous échangez
   *[other] { seat-subject } échange
} { $seven } contre { $card }.
kj-dix-kept = Vous gardez { $seven }.
kj-dix-hint = Vous pouvez échanger { $seven } contre { $card } : { $key } l'échange.
kj-dix-choice = Vous avez { $seven } : { $key } l'échange contre { $card }, { $keep } le garde.
kj-turn-dix = { $seat ->
    [you] À vous de décider pour le 7 d'atout.
   *[other] { seat-subject } décide pour le 7 d'atout.
}
kj-help-table = les cartes sur la table et le talon
kj-no-dix = { $why ->
    [no-seven] Vous n'avez pas le 7 d'atout.
    [early] Le 7 d'atout s'échange après les enchères, avant le premier pli.
    [late] Le 7 d'atout ne s'échange qu'avant le premier pli.
    [not-trump] Le 7 d'atout ne s'échange que si la couleur retournée est atout.
    [lead] Le 7 d'atout ne s'échange que quand vous entamez, tant qu'il reste un talon.
   *[none] Ce jeu ne permet pas d'échanger le 7 d'atout.
}
kj-help-keep = garder le 7 d'atout
kj-help-trump-1821 = l'atout et la carte retournée
kj-help-melds-1821 = les annonces et les mariages de cette donne
kj-help-dix = échanger le 7 d'atout contre la carte retournée

## L'échange des annonces

kj-meld-line = { $name } : { $kind ->
    [declare] une suite valant { $value }.
    [good] bon.
    [not_good] { $value ->
        [none] pas bon.
       *[other] pas bon, { $value }.
    }
    [how_many] combien de cartes ?
    [how_high] quelle hauteur ?
    [in_trumps] à l'atout ?
    [cards] { $value } cartes.
    [high] { $rank ->
        [queen] jusqu'à la
        [ace] jusqu'à l'
       *[other] jusqu'au
    }{ $rank ->
        [ace] {""}
       *[other] {" "}
    }{ rank-name }.
    [yes] oui, à l'atout.
    [no] pas à l'atout.
   *[equal] égal.
}

## Annonces et bela

kj-melds = { $seat ->
    [you] Vous avez la meilleure annonce : { $meld } ; vous marquez
   *[other] { seat-subject } a la meilleure annonce : { $meld } ; il marque
} { $points } points d'annonces.
kj-melds-brief = Annonces { seat-for } : { $points }.
kj-melds-deal = { $seat ->
    [you] Vous avez
   *[other] { seat-subject } a
} montré { $count ->
    [one] une annonce
   *[other] { $count } annonces
} valant { $points }.
kj-bela = { $second ->
    [yes] { $seat ->
        [you] Vous dites
       *[other] { seat-subject } dit
    } encore bela : 20 { $players ->
        [4] { $side ->
            [us] pour nous
           *[them] pour eux
        }
       *[other] { seat-for }
    }.
   *[no] { $seat ->
        [you] Vous dites
       *[other] { seat-subject } dit
    } bela.
}
kj-bela-brief = { $second ->
    [yes] { $name } : encore bela, 20.
   *[no] { $name } : bela.
}
kj-bela-deal = { $seat ->
    [you] Vous avez
   *[other] { seat-subject } a
} dit bela.
kj-no-extras-yet = Pas encore d'annonce ni de bela dans cette donne.
kj-melds-spoken = Annonces (comparées après le premier pli) : { $lines }
kj-melds-none-scored = Personne ne marque d'annonce dans cette donne.
kj-no-sequence = Personne n'annonce de suite.
kj-no-sequence-forehand = { $name } : pas de suite.
kj-no-sequence-deal = Personne n'a annoncé de suite dans cette donne.
kj-help-melds = les annonces et la bela de cette donne
kj-help-announce = annoncer ou dire bela
kj-help-announce-1821 = faire des annonces ou annoncer un mariage
kj-over-melds = les annonces et la bela de la dernière donne
kj-over-melds-1821 = les annonces et les mariages de la dernière donne

## Le décompte

kj-settled = { $outcome ->
    [made] { $players ->
        [4] { $side ->
            [us] Nous avons réussi
           *[them] Ils ont réussi
        }
       *[other] { $seat ->
            [you] Vous avez réussi
           *[other] { seat-subject } a réussi
        }
    }
    [bete] { $players ->
        [4] { $side ->
            [us] Nous sommes dedans
           *[them] Ils sont dedans
        }
        [3] { $seat ->
            [you] Vous êtes dedans : chaque adversaire marque ses points et la moitié des vôtres
           *[other] { seat-subject } est dedans : chaque adversaire marque ses points et la moitié des siens
        }
       *[2] { $seat ->
            [you] Vous êtes dedans : votre adversaire marque tout
           *[other] { seat-subject } est dedans : vous marquez tout
        }
    }
    [carry] Égalité : personne ne marque, et { $pot } points restent en litige
   *[tie] { $how ->
        [total] Une égalité compte comme dedans
       *[own] Égalité : le preneur ne marque rien
    }
} : { $scores }.
kj-who-brief = { $players ->
    [4] { $side ->
        [us] nous
       *[them] eux
    }
   *[other] { $seat ->
        [you] vous
       *[other] { $name }
    }
}
kj-settled-brief = { $outcome ->
    [made] Réussi ({ kj-who-brief })
    [bete] Dedans ({ kj-who-brief })
    [carry] Égalité, pot { $pot }
   *[tie] Égalité
} : { $scores }.
kj-pot-won = { $side ->
    [us] Nous gagnons
    [them] Ils gagnent
   *[none] { $seat ->
        [you] Vous gagnez
       *[other] { seat-subject } gagne
    }
} le pot : { $pot } de plus.

## Le klaverjas de 1821

kj-you-draw = { $full ->
    [yes] Vous piochez { $card }.
   *[no] Vous piochez : { $card }.
}
kj-draws = { $full ->
    [yes] { $seat ->
        [you] Vous piochez une carte.
       *[other] { seat-subject } pioche.
    }
   *[no] { seat-subject } pioche.
}
kj-draws-turn-up = { $seat ->
    [you] Vous piochez
   *[other] { seat-subject } pioche
} la carte retournée, { $card }.
kj-meld-declared = { $seat ->
    [you] Vous annoncez
   *[other] { seat-subject } annonce
} { $meld } : { $points }.
kj-meld-declared-brief = { $name } : { $meld }, { $points }.
kj-meld-countered = { $seat ->
    [you] Vous répondez
   *[other] { seat-subject } répond
} par { $meld } : { $points }, à la place.
kj-meld-countered-brief = { $seat ->
    [you] Vous répondez
   *[other] { seat-subject } répond
} : { $meld }, { $points }.
kj-marriage = { $full ->
    [yes] { $seat ->
        [you] Vous entamez
       *[other] { seat-subject } entame
    } un mariage : { $points }.
   *[no] { $name } : mariage, { $points }.
}
kj-marriage-deal = { $seat ->
    [you] Vous avez
   *[other] { seat-subject } a
} marqué { $points } pour les mariages.
kj-no-melds-1821 = Pas encore d'annonce ni de mariage dans cette donne.
kj-phase-two = { $full ->
    [yes] Le talon est vide : désormais, fournissez et prenez le pli si vous le pouvez.
   *[no] Talon vide : fournir et prendre.
}

kj-1821-turned-up = { $full ->
    [yes] Retournée : { $card } ; l'atout est { suit-name }.
   *[no] Atout { suit-name } : { $card }.
}
kj-1821-trump = L'atout est { suit-name }{ $shown ->
    [none] {" "}; la carte retournée est tirée.
   *[other] {" "}; sous le talon, on voit { $shown }.
}
kj-1821-trump-was = L'atout était { suit-name }{ $shown ->
    [none] {" "}; la carte retournée a été tirée.
   *[other] {" "}; sous le talon, on voyait { $shown }.
}
kj-1821-settled = Chacun marque ses propres points : { $scores }.
kj-1821-all-tricks = { $seat ->
    [you] Vous faites
   *[other] { seat-subject } fait
} les 9 plis après le talon : 100 de plus.

## Annoncer soi-même (option manual_announce)

kj-announce-bela = Dire bela
kj-announce-declare = { $counter ->
    [yes] Répondre par { $meld }, qui vaut { $points }
   *[no] Annoncer { $meld }, qui vaut { $points }
}
kj-announce-marriage = Annoncer le mariage
kj-announce-hint = { $what ->
    [melds] Annonces à faire : { $key } ouvre les choix ; ce que vous n'annoncez pas ne compte pas.
    [counter] Vous pouvez répondre à l'annonce : { $key } ouvre les choix.
    [marriage] Vous avez un mariage : { $key } ouvre les choix pour l'annoncer avant d'entamer.
   *[bela] Vous avez la bela : { $key } ouvre les choix pour la dire avant de jouer le roi ou la dame.
}
kj-bela-will = Vous dites bela : le roi et la dame d'atout compteront.
kj-tournament = { $full ->
    [yes] Donne de tournoi : le premier tour porte sur { suit-name }, la couleur du donneur.
   *[no] Donne de tournoi : { suit-name }.
}
