# La touche de conseil (I) et la revue de la donne (R) : le choix du joueur fort et pourquoi,
# et les décisions de la dernière donne qu'il aurait prises autrement. $action : que faire
# (« jouez l'as de cœur ») ; $reasons : de courtes raisons jointes par « ; » ; $card une carte
# avec son article (« le roi de cœur ») ; $suit une couleur (« cœur »).

hint-line = { $count ->
    [0] Conseil : { $action }.
   *[other] Conseil : { $action } : { $reasons }.
}
hint-reason-separator = {" ; "}
hint-values = { $first }, { $second }.
hint-value = { $action } environ { $points }
# $rank : la valeur de la carte conseillée en second (son article), « none » si ce n'est pas une carte.
hint-second = Deuxième choix : { $rank ->
    [none] { $action }
    [ace] l'{ $action }
    [queen] la { $action }
   *[other] le { $action }
}, { $points ->
    [0] à peu près aussi bon.
   *[other] environ { $points } { $plural ->
        [one] point
       *[other] points
    } de moins.
}
hint-thinking = Je réfléchis.
hint-still-thinking = Je réfléchis encore.
hint-not-now = Pas de conseil maintenant. { $turn }
hint-not-now-over = Pas de conseil maintenant : la partie est terminée.
hint-not-now-between = Pas de conseil maintenant : la donne est finie.
hint-off = Les conseils sont désactivés. Activez-les dans Options, Conseils.
hint-failed = Pas de conseil cette fois : la recherche a échoué.

hint-do = { $kind ->
    [card] jouez { $what }
    [trump] choisissez { $what }
    [schieben] chibrez
    [kitty] prenez le talon
    [six] échangez le six contre { $what }
    [keep-six] gardez le six
    [weis] faites vos annonces
    [dix] échangez le sept d'atout contre { $what }
    [keep-dix] gardez le sept d'atout
    [melds] annoncez { $what }
    [claim] réclamez { $what } points d'annonces
    [belote] dites belote
    [bela] dites bela
    [declare] annoncez { $what }
    [counter] répondez par { $what }
    [marriage] annoncez le mariage
   *[other] { $what }
}
hint-done = { $kind ->
    [card] vous avez joué { $what }
    [trump] vous avez choisi { $what }
    [schieben] vous avez passé le choix à votre partenaire
    [kitty] vous avez pris le talon
    [six] vous avez échangé le six contre { $what }
    [keep-six] vous avez gardé le six
    [weis] vous avez fait vos annonces
    [dix] vous avez échangé le sept d'atout contre { $what }
    [keep-dix] vous avez gardé le sept d'atout
    [melds] vous avez annoncé { $what }
    [claim] vous avez réclamé { $what } points d'annonces
    [belote] vous avez dit belote
    [bela] vous avez dit bela
    [declare] vous avez annoncé { $what }
    [counter] vous avez répondu par { $what }
    [marriage] vous avez annoncé le mariage
   *[other] vous avez choisi { $what }
}

hint-reason-takes = vous prenez le pli
hint-reason-cheapest = c'est la carte la moins chère qui prend le pli
hint-reason-heads = vous tenez le pli pour l'instant
hint-reason-cheapest-heads = c'est la carte la moins chère qui tient le pli pour l'instant
hint-reason-trump-out = le pli peut encore être coupé
hint-reason-partner = votre partenaire prend le pli
hint-reason-partner-points = votre partenaire prend le pli, et vous lui donnez des points
hint-reason-partner-heads = votre partenaire tient le pli pour l'instant
hint-reason-partner-heads-points = votre partenaire tient le pli pour l'instant, et vous lui donnez des points
hint-reason-least = c'est la carte qui vaut le moins
hint-reason-keeps = vous gardez vos cartes plus fortes
hint-reason-keeps-trumps = vous gardez vos atouts
hint-reason-no-points = vous ne risquez aucun point
hint-reason-highest = aucune carte plus forte à { $suit } n'est encore en jeu
hint-reason-out = { $card } est encore en jeu
hint-reason-trumps = vous faites tomber les atouts
hint-reason-weak = aucun atout n'est assez fort dans votre main
hint-reason-weak-suit = { $suit } serait un atout trop faible
hint-reason-no-double = { $redouble ->
    [yes] surcontrer
   *[no] contrer
} ne vaut pas le risque
hint-reason-side-contract = votre équipe tient le contrat
hint-reason-below-level = aucun atout n'est assez fort dans votre main pour annoncer { $value }
hint-reason-partner-suit = votre partenaire a annoncé { $suit }
hint-reason-later-suit = { $suit } est au moins aussi fort, à nommer au second tour
hint-reason-rule = selon les règles d'usage
hint-reason-better-trump = vous obtenez un atout plus fort
hint-reason-keeps-sequence = le sept fait partie de votre suite
hint-reason-weis = vous montrez { $melds }, soit { $points } points
hint-reason-few-trumps = { $count ->
    [0] vous n'avez aucun { $suit }
    [one] vous n'avez qu'un { $suit }
   *[other] vous n'avez que { $held }
}
hint-reason-suit = { $count ->
    [0] vous n'avez aucun { $suit }
   *[other] { $tops ->
        [0] vous avez { $held }
       *[other] vous avez { $held }, avec { $cards }
    }
}
# A take that brings the seat the turned-up card (Belote; the dix; Klaberjass for four's dealer).
hint-reason-turn-up = vous recevez aussi { $card }, la carte retournée
hint-reason-tops = { $kind ->
    [aces] { $count ->
        [0] vous n'avez aucun as
       *[other] vous avez { $count } as
    }
   *[sixes] { $count ->
        [0] vous n'avez aucun six
       *[other] vous avez { $count } six
    }
}

hint-when = { $phase ->
    [trick] Pli { $trick }
    [trump] Choix de l'atout
    [six] Le six
    [dix] Le sept d'atout
    [bidding] { $trick ->
        [0] Enchères
        [2] Enchères, votre deuxième enchère
        [3] Enchères, votre troisième enchère
        [4] Enchères, votre quatrième enchère
       *[other] Enchères, votre enchère { $trick }
    }
   *[other] Décision
}
hint-review-item = { $when } : { $done } ; mieux : { $better }, environ { $points } { $fine ->
    [yes] { $plural ->
        [one] point de partie
       *[other] points de partie
    }
   *[no] { $plural ->
        [one] point
       *[other] points
    }
} de plus. { $index } sur { $count }.
hint-review-rule = { $when } : { $done } ; mieux, selon les règles d'usage : { $better }. { $index } sur { $count }.
hint-review-deal = Donne { $deal }. { $line }
hint-review-end = Fin de la revue.
hint-review-perfect = Vous avez pris chaque décision de la donne comme le joueur fort.
# Every decision that differed from the strong player's cost less than the review's least.
hint-review-close = Aucune décision de la donne ne vous a coûté { $points } { $fine ->
    [yes] { $plural ->
        [one] point de partie
       *[other] points de partie
    }
   *[no] { $plural ->
        [one] point
       *[other] points
    }
} ou plus, selon le joueur fort.
hint-review-none = Pas encore de donne à revoir.
hint-review-checking = Je vérifie vos décisions : { $done } sur { $count }.
# Dit sans qu'on le demande quand la revue demandée est prête ; Échap la quitte.
hint-review-ready = { $full ->
    [yes] Revue prête : { $count } { $count ->
        [one] décision
       *[other] décisions
    }, { $look ->
        [0] aucune
       *[other] { $look }
    } à revoir. { $key } la lit.
   *[no] Revue prête : { $look ->
        [0] aucune
       *[other] { $look }
    } à revoir.
}
hint-review-closed = Revue fermée.
hint-help-review-leave = quitter la revue

hint-option = Conseils : { $on ->
    [on] activés
   *[off] désactivés
}
hint-over-review = vos décisions de la dernière donne que le joueur fort aurait prises autrement
hint-over-hint = pas de conseil après la partie
hint-melds-worth = { $melds }, qui vaut { $points }
