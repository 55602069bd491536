# Les jeux en équipe de la famille (Klaverjas, Belote, Belote contrée) : enchères, contrat,
# annonces du pli (le roem du Klaverjas), belote et rebelote, annonces, résultat de la donne et
# refus. On vouvoie le joueur. Au Klaverjas en français : annonces (roem), belote (stuk),
# capot (pit), dedans (nat) ; les mots néerlandais ne sont dits qu'une fois, dans les règles.

## Enchères

family-bid = { $bid ->
    [turned] { $seat ->
        [you] Vous prenez
       *[other] { seat-subject } prend
    } la couleur retournée
    [pass] { $seat ->
        [you] Vous passez
       *[other] { seat-subject } passe
    }
    [take] { $seat ->
        [you] Vous prenez
       *[other] { seat-subject } prend
    } à { suit-name }
    [suit] { $seat ->
        [you] Vous prenez
       *[other] { seat-subject } prend
    } à { suit-name }
    [contract] { $seat ->
        [you] Vous annoncez
       *[other] { seat-subject } annonce
    } { $capot ->
        [yes] capot
       *[no] { $contract }
    } à { suit-name }
    [double] { $seat ->
        [you] Vous contrez
       *[other] { seat-subject } contre
    }
    [notrumps] { $seat ->
        [you] Vous prenez
       *[other] { seat-subject } prend
    } sans atout
    [schmeiss] { $seat ->
        [you] Vous jetez la donne
       *[other] { seat-subject } jette la donne
    } : schmeiss
    [force] { $seat ->
        [you] Vous obligez à prendre
       *[other] { seat-subject } oblige à prendre
    }
    [decline] { $seat ->
        [you] Vous refusez
       *[other] { seat-subject } refuse
    }
   *[redouble] { $seat ->
        [you] Vous surcontrez
       *[other] { seat-subject } surcontre
    }
}.
# Contrée, parole complète : un preneur passe après la contre, il ne surcontre pas.
family-bid-no-redouble = { $seat ->
    [you] Vous ne surcontrez pas.
   *[other] { seat-subject } ne surcontre pas.
}
family-bid-brief = { $name } : { $bid ->
    [turned] prend
    [pass] passe
    [take] à { suit-name }
    [suit] à { suit-name }
    [contract] { $capot ->
        [yes] capot
       *[no] { $contract }
    } à { suit-name }
    [double] contre
    [notrumps] sans atout
    [schmeiss] schmeiss
    [force] oblige
    [decline] refuse
   *[redouble] surcontre
}.
family-bid-label = { $bid ->
    [turned] Prendre
    [pass] Passer
    [take] Prendre à { suit-name }
    [suit] { suit-title }
    [contract] { $capot ->
        [yes] Capot
       *[no] { $contract }
    } à { suit-name }
    [double] Contrer
    [notrumps] Sans atout
    [schmeiss] Schmeiss : jeter la donne
    [force] Obliger : le premier joueur prend la couleur retournée
    [decline] Refuser : nouvelle donne
   *[redouble] Surcontrer
}
# Les mots du conseil et de la revue pour une enchère : quoi faire (« prenez à cœur ») et
# ce que le joueur a fait (« vous avez pris à cœur »).
family-bid-do = { $bid ->
    [turned] prenez la couleur retournée
    [pass] passez
    [take] prenez à { suit-name }
    [suit] choisissez { suit-name }
    [contract] annoncez { $capot ->
        [yes] capot
       *[no] { $contract }
    } à { suit-name }
    [double] contrez
    [notrumps] choisissez sans atout
    [schmeiss] jetez la donne (Schmeiss)
    [force] obligez le premier joueur à prendre la couleur retournée
    [decline] refusez, pour une nouvelle donne
   *[redouble] surcontrez
}
family-bid-done = { $bid ->
    [turned] vous avez pris la couleur retournée
    [pass] vous avez passé
    [take] vous avez pris à { suit-name }
    [suit] vous avez choisi { suit-name }
    [contract] vous avez annoncé { $capot ->
        [yes] capot
       *[no] { $contract }
    } à { suit-name }
    [double] vous avez contré
    [notrumps] vous avez choisi sans atout
    [schmeiss] vous avez jeté la donne (Schmeiss)
    [force] vous avez obligé le premier joueur à prendre la couleur retournée
    [decline] vous avez refusé, pour une nouvelle donne
   *[redouble] vous avez surcontré
}
family-bid-title = { $kind ->
    [choose] Choisir l'atout
    [take] Votre enchère : prendre à { suit-name } ou passer
    [name] Votre enchère : choisir une couleur d'atout ou passer
    [above] Votre enchère : { $capot ->
        [yes] le capot à { suit-name } { seat-from } tient
       *[no] plus de { $contract } à { suit-name } { seat-from }
    }
    [redouble] Le contrat est contré : surcontrer ou passer
    [take-schmeiss] Votre enchère : prendre à { suit-name }, passer ou jeter la donne
    [name-notrumps] Votre enchère : choisir une couleur d'atout, sans atout, ou passer
    [bimah] Vous devez prendre : choisissez n'importe quelle couleur d'atout
    [schmeiss] Le premier joueur jette la donne : obligez-le à prendre à { suit-name }, ou refusez
   *[other] Votre enchère
}

## Le contrat

family-contract-klaverjas = { $side ->
    [us] Nous jouons à { suit-name } : nous devons faire plus qu'eux.
   *[them] Ils jouent à { suit-name } : ils doivent faire plus que nous.
}
family-contract-belote = { $seat ->
    [you] Vous avez pris
   *[other] { seat-subject } a pris
} à { suit-name } : { $side ->
    [us] nous devons faire plus qu'eux, sinon nous sommes dedans
   *[them] ils doivent faire plus que nous, sinon ils sont dedans
}.
family-contract-contree = Contrat : { $capot ->
    [yes] capot
   *[no] { $contract }
} à { suit-name } { seat-from }{ $doubling ->
    [2] , contré
    [4] , surcontré
   *[other] {""}
} : { $side ->
    [us] nous devons
   *[them] ils doivent
} { $capot ->
    [yes] faire tous les plis
   *[no] faire { $contract }
}.
family-contract-brief = { $side ->
    [us] Nous jouons
   *[them] Ils jouent
} à { suit-name }.
family-contract-contree-brief = { $side ->
    [us] Nous jouons
   *[them] Ils jouent
} { $capot ->
    [yes] capot
   *[no] { $contract }
} à { suit-name }{ $doubling ->
    [2] , contré
    [4] , surcontré
   *[other] {""}
}.
family-annulled = Tout le monde a passé : le donneur suivant redistribue.
family-annulled-brief = Tous passent : on redonne.

## Annonces du pli (Klaverjas), belote, annonces

family-roem-item = { $kind ->
    [four] { $points } pour { meld-four }
    [three] { $points } pour un brelan
    [sequence] { $points } pour une suite de { $length }
   *[stuk] { $points } pour la belote
}
family-roem = Annonces pour { $side ->
    [us] nous
   *[them] eux
}{ $count ->
    [one] {""}
   *[other] {" "}: { $total } en tout
} : { $items }.
family-roem-brief = Annonces pour { $side ->
    [us] nous
   *[them] eux
} : { $points }.
family-belote = { $seat ->
    [you] Vous annoncez
   *[other] { seat-subject } annonce
} { $second ->
    [yes] rebelote : { $points } pour { $side ->
        [us] nous
       *[them] eux
    }
   *[no] belote
}.
family-belote-brief = { $name } : { $second ->
    [yes] rebelote
   *[no] belote
}.
family-melds = { $seat ->
    [you] Vous avez
   *[other] { seat-subject } a
} la meilleure annonce, { $meld } : { $side ->
    [us] nous marquons
   *[them] ils marquent
} { $points } { $count ->
    [one] points d'annonces
   *[other] pour { $count } annonces{ $whose ->
        [both] , montrées { seat-from } et { $partner ->
            [you] vous
           *[other] { $pname }
        }
       *[holder] , toutes montrées { seat-from }
    }
}.
family-melds-brief = Annonces pour { $side ->
    [us] nous
   *[them] eux
} : { $points }.
family-melds-equal = Meilleures annonces égales, { $meld } : personne ne marque d'annonces.
family-melds-equal-brief = Annonces égales : personne ne les marque.

## Le résultat de la donne

family-pit = Capot ! { $side ->
    [us] Nous prenons
   *[them] Ils prennent
} tous les points : 100 de plus.
family-pit-brief = Capot pour { $side ->
    [us] nous
   *[them] eux
}.
family-capot = Capot ! { $side ->
    [us] Nous faisons
   *[them] Ils font
} tous les plis : { $game ->
    [contree] 90 de plus
   *[belote] 100 au lieu de 10 pour le dernier pli
}.
family-capot-brief = Capot pour { $side ->
    [us] nous
   *[them] eux
}.
family-made-points = { $kind ->
    [contract] { $side ->
        [us] Nous avons fait
       *[them] Ils ont fait
    } { $made } sur { $needed }{ $with ->
        [roem] , annonces comprises
        [melds] , annonces comprises
       *[none] {""}
    }.
   *[versus] { $side ->
        [us] Nous avons fait { $made }, eux { $other }
       *[them] Ils ont fait { $made }, nous { $other }
    }{ $with ->
        [roem] , annonces comprises
        [melds] , annonces comprises
       *[none] {""}
    }.
}
family-made = { $side ->
    [us] Nous avons réussi
   *[them] Ils ont réussi
} : nous marquons { $ours ->
    [one] { $ours } point
   *[other] { $ours } points
}, ils marquent { $theirs ->
    [one] { $theirs } point
   *[other] { $theirs } points
}.
family-wet = { $side ->
    [us] Nous sommes dedans
   *[them] Ils sont dedans
}{ $tie ->
    [yes] {" "}à égalité
   *[no] {""}
} : { $side ->
    [us] ils marquent
   *[them] nous marquons
} les { $cards }{ $roem_owner ->
    [us] {" "}et nos { $roem } points d'annonces
    [them] {" "}et leurs { $roem } points d'annonces
    [all] {" "}et toutes les annonces, { $roem }
   *[none] {""}
}.
family-dedans = { $side ->
    [us] Nous sommes dedans : ils marquent
   *[them] Ils sont dedans : nous marquons
} les { $points }.
family-tie = { $how ->
    [carry] Litige : personne ne marque, les { $points } points restent en litige
    [total] Égalité, comptée comme dedans : { $side ->
        [us] ils marquent
       *[them] nous marquons
    } les { $points }
   *[own] Égalité : { $side ->
        [us] nous ne marquons rien, ils marquent
       *[them] ils ne marquent rien, nous marquons
    } { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
}.
# $takers: whose contract (us, them); $made: the card points they took.
family-contract-made = { $capot ->
    [yes] { $takers ->
        [us] Notre
       *[them] Leur
    } capot réussi
   *[no] { $takers ->
        [us] Notre
       *[them] Leur
    } contrat de { $contract } réussi avec { $made }
}{ $doubling ->
    [2] , contré, compté double
    [4] , surcontré, compté quadruple
   *[other] {""}
} : nous marquons { $ours }, ils marquent { $theirs }.
family-contract-failed = { $capot ->
    [yes] { $takers ->
        [us] Notre
       *[them] Leur
    } capot chuté
   *[no] { $takers ->
        [us] Notre
       *[them] Leur
    } contrat chuté
}{ $doubling ->
    [2] , contré, compté double
    [4] , surcontré, compté quadruple
   *[other] {""}
} : { $side ->
    [us] nous marquons
   *[them] ils marquent
} { $points }.
family-pot-won = { $side ->
    [us] Nous gagnons
   *[them] Ils gagnent
} aussi les { $pot } points en litige.
family-pot-carried = Les { $pot } points en litige passent à la donne suivante.
family-melds-lost = { $side ->
    [us] Nous n'avons fait aucun pli : nos { $points } points d'annonces ne comptent pas.
   *[them] Ils n'ont fait aucun pli : leurs { $points } points d'annonces ne comptent pas.
}
family-settled-brief = { $outcome ->
    [made] Réussi ({ $side ->
        [us] nous
       *[them] eux
    })
    [wet] { $side ->
        [us] Nous sommes dedans
       *[them] Ils sont dedans
    }
    [dedans] { $side ->
        [us] Nous sommes dedans
       *[them] Ils sont dedans
    }
    [tie] Égalité
    [carry] Litige
    [contract_made] Contrat réussi
   *[contract_failed] Contrat chuté
} : { $change }.

## Refus

family-refusal-not-in-hand = Vous n'avez pas { $card }.
family-refusal-must-follow = Vous devez fournir à { suit-name }.
family-refusal-must-head = Vous devez monter sur { $beat }.
family-refusal-must-overtrump = Vous devez surcouper { $beat }.
family-refusal-must-trump = Vous devez couper à { suit-name }.
family-refusal-may-not-undertrump = Vous ne pouvez pas sous-couper { $beat }.

family-refusal-bidding-over = Les enchères sont terminées.
family-refusal-not-your-turn = Ce n'est pas à vous de parler.
family-refusal-wrong-bid = Cette enchère n'existe pas dans ce jeu.
family-refusal-must-name-suit = Vous devez choisir l'atout : vous ne pouvez pas passer.
family-refusal-take-or-pass = Au premier tour, vous pouvez seulement prendre la couleur retournée ou passer.
family-refusal-no-take = La couleur retournée ne se prend qu'au premier tour.
family-refusal-turned-suit = Au second tour, choisissez une autre couleur que la retournée.
family-refusal-no-no-trumps = Ce jeu se joue toujours avec un atout.
family-refusal-no-schmeiss = Vous ne pouvez pas jeter la donne maintenant.
family-refusal-force-or-decline = La donne a été jetée : obligez le premier joueur à prendre, ou refusez.
family-refusal-must-take = Vous devez prendre maintenant : le donneur ne peut pas passer.
family-refusal-bid-too-low = { $capot ->
    [yes] Rien ne dépasse le capot : contrez ou passez.
   *[no] Vous devez annoncer plus de { $contract }.
}
family-refusal-bid-too-low-plain = Vous devez annoncer plus que le contrat en cours.
family-refusal-nothing-to-double = Il n'y a pas de contrat à contrer.
family-refusal-own-contract = On ne contre que le contrat des adversaires.
family-refusal-no-redouble = On ne surcontre qu'un contrat contré.
family-refusal-redouble-or-pass = Le contrat est contré : surcontrez ou passez.
