# Ce qui se dit à la table : événements, réponses aux questions, refus, à qui le tour.
# $seat : la place (you, right, …), $name : son nom ; $card arrive traduite, avec l'article
# là où la phrase le demande (« l'as de cœur »).

## Événements

narr-deal-started = Donne { $number }. { $dealer ->
    [you] Vous donnez
    [partner] Votre partenaire donne
    [opponent] Votre adversaire donne
   *[other] { $dealer_name } donne
}.
narr-deal-started-full = Donne { $number }. { $dealer ->
    [you] Vous donnez
    [partner] Votre partenaire donne
    [opponent] Votre adversaire donne
   *[other] { $dealer_name } donne
}. { $forehand ->
    [you] Vous avez la main
    [partner] Votre partenaire a la main
    [opponent] Votre adversaire a la main
   *[other] { $forehand_name } a la main
}.

narr-schieben-brief = { $name } : chibre.
narr-schieben = { $seat ->
    [you] Vous chibrez : votre partenaire choisit l'atout.
   *[other] { seat-subject } chibre : { $partner ->
        [you] à vous de choisir l'atout.
       *[other] { $partner_name } choisit l'atout.
    }
}

narr-six-exchanged-brief = { $seat ->
    [you] Vous échangez
   *[other] { seat-subject } échange
} le six contre { $turn_up }.
narr-six-exchanged = { $seat ->
    [you] Vous échangez
   *[other] { seat-subject } échange
} { $six } contre la carte retournée, { $turn_up_rank ->
    [ace] l'{ $turn_up }
    [queen] la { $turn_up }
   *[other] le { $turn_up }
}.
narr-six-kept = Vous gardez le six.

narr-kitty-taken-brief = { $seat ->
    [you] Vous prenez
   *[other] { seat-subject } prend
} le talon.
narr-kitty-taken = { $seat ->
    [you] Vous prenez le talon et mettez votre main de côté.
   *[other] { seat-subject } prend le talon et met sa main de côté.
}

narr-times = { $factor ->
    [1] { $base } points
   *[other] { $base }, fois { $factor } : { $total }
}

narr-weis-declared-own-brief = Vous : annonce { $points }, { $melds }.
narr-weis-declared-own = Vous annoncez { $melds } : { $points }.
narr-weis-declared-brief = { $name } : annonce { $points }.
narr-weis-declared = { $seat ->
    [you] Vous annoncez
   *[other] { seat-subject } annonce
} { $points }.

narr-weis-scored-brief = Annonces pour { $side ->
    [us] nous
    [them] eux
    [you] vous
    [partner] votre partenaire
    [opponent] votre adversaire
   *[other] { $name }
} : { $points }.
narr-weis-shows = { $seat ->
    [you] vous montrez
    [partner] votre partenaire montre
    [opponent] votre adversaire montre
   *[other] { $name } montre
} { $melds }
narr-weis-scored = { $side ->
    [us] Nous marquons
    [them] Ils marquent
    [you] Vous marquez
    [partner] Votre partenaire marque
    [opponent] Votre adversaire marque
   *[other] { $name } marque
} les annonces : { $shows } : { narr-times }.
narr-weis-scored-many = { $side ->
    [us] Nous marquons
    [them] Ils marquent
    [you] Vous marquez
    [partner] Votre partenaire marque
    [opponent] Votre adversaire marque
   *[other] { $name } marque
} les annonces : { $shows }. En tout { narr-times }.
narr-weis-shows-separator = {" ; "}

narr-stoeck-scored-brief = { $name } : Stöck, { $points }.
narr-stoeck-scored = { $seat ->
    [you] Vous marquez
   *[other] { seat-subject } marque
} le Stöck, { $at_target ->
    [yes] avec le roi et la dame d'atout en main
   *[no] roi et dame d'atout
} : { narr-times }.

## Cartes jouées et plis

narr-card-brief = { $name } : { $card }.
narr-card-lead = { $seat ->
    [you] Vous entamez
   *[other] { seat-subject } entame
} avec { $card }.
narr-card-follow = { $seat ->
    [you] Vous jouez
   *[other] { seat-subject } joue
} { $card }{ $winning ->
    [yes] , qui tient le pli
   *[no] {""}
}.
narr-card-trump = { $seat ->
    [you] Vous coupez
   *[other] { seat-subject } coupe
} avec { $card }{ $winning ->
    [yes] , qui tient le pli
   *[no] {""}
}.
narr-card-discard = { $seat ->
    [you] Vous défaussez
   *[other] { seat-subject } défausse
} { $card }{ $winning ->
    [yes] , qui tient le pli
   *[no] {""}
}.

narr-trick-won-brief = { $seat ->
    [you] Vous prenez
   *[other] { seat-subject } prend
} { $last ->
    [yes] le dernier pli
   *[no] le pli
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
narr-trick-won = { $seat ->
    [you] Vous prenez
   *[other] { seat-subject } prend
} { $last ->
    [yes] le dernier pli
   *[no] le pli
} : { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $last ->
    [yes] , dont 5 pour le dernier pli
   *[no] {""}
}.
narr-trick-won-with = { $seat ->
    [you] Vous prenez
   *[other] { seat-subject } prend
} { $last ->
    [yes] le dernier pli
   *[no] le pli
} avec { $card } : { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $last ->
    [yes] , dont 5 pour le dernier pli
   *[no] {""}
}.

narr-turned-up-brief = Atout { suit-name }, carte retournée : { $card }.
narr-turned-up = Carte retournée : { $card }. L'atout est { suit-name }.

## Atout

narr-trump-is = L'atout est { $trump }.
narr-trump-chosen-brief = { $seat ->
    [you] Vous choisissez
   *[other] { seat-subject } choisit
} { $trump }{ $factor ->
    [1] {""}
    [2] , double
    [3] , triple
    [4] , quadruple
   *[other] , { $factor } fois
}.
narr-trump-chosen = { $seat ->
    [you] Vous choisissez
   *[other] { seat-subject } choisit
} { $trump }{ $kind ->
    [obenabe] {" "}: sans atout, la plus haute carte gagne
    [undenufe] {" "}: sans atout, la plus basse carte gagne
   *[suit] {" "}comme atout
}{ $factor ->
    [1] {""}
    [2] , qui compte double
    [3] , qui compte triple
    [4] , qui compte quadruple
   *[other] , qui compte { $factor } fois
}.

## Fin de la donne et de la partie

narr-reach = { $side ->
    [us] Nous atteignons
    [them] Ils atteignent
    [you] Vous atteignez
    [partner] Votre partenaire atteint
    [opponent] Votre adversaire atteint
   *[other] { $name } atteint
} { $target }{ $cause ->
    [stoeck] {" "}avec le Stöck
    [stoeck-first] {" "}avec le Stöck, qui compte avant les annonces et le pli
    [stoeck-untaken] {" "}avec le Stöck, qui compte avant le pli : ce pli n'est pas pris
    [weis] {" "}avec les annonces, qui comptent avant le pli
    [last-trick] {" "}avec le dernier pli
    [trick] {" "}avec les points de ce pli
   *[none] {""}
}.
narr-rest-not-played = Le reste de la donne n'est pas joué.

narr-scores-team = nous { $ours }, eux { $theirs }
narr-score-item = { $name } { $score }
narr-scores-line = Score : { $scores }.
narr-deal-this = Cette donne : { $change }.
narr-match-for = Match pour { $side ->
    [us] nous
   *[them] eux
} !
narr-deal-over = Donne terminée : { $change }.
narr-deal-over-card-points = Donne terminée : points des cartes, nous { $ours }, eux { $theirs }.
narr-deal-this-why = Cette donne{ $factor ->
    [1] {""}
    [2] , comptée double
    [3] , comptée triple
    [4] , comptée quadruple
   *[other] , comptée { $factor } fois
}{ $match ->
    [0] {""}
   *[other] , avec { $match } pour le match
}{ $extras ->
    [weis] , avec les annonces
    [stoeck] , avec le Stöck
    [both] , avec les annonces et le Stöck
    [either] , avec les annonces ou le Stöck
   *[none] {""}
} : { $change }.
narr-deal-result = { $name } : { $outcome ->
    [apple] une pomme
    [plus] plus { $gain }
   *[nothing] rien
}
narr-deal-result-full = { $name } : { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $outcome ->
    [apple] une pomme
    [plus] plus { $gain }
   *[nothing] rien
}
narr-deal-result-separator = {" ; "}
narr-deal-over-seats = Donne terminée : { $results }.

narr-putz-reaches = { $seat ->
    [you] vous atteignez
    [partner] votre partenaire atteint
    [opponent] votre adversaire atteint
   *[other] { $name } atteint
} { $score }
narr-putz-falls = { $seat ->
    [you] vous tombez
    [partner] votre partenaire tombe
    [opponent] votre adversaire tombe
   *[other] { $name } tombe
} à { $score }
narr-putz-end = La partie se termine : { $reasons }.
narr-game-over-draw = Partie terminée : égalité. Score final : { $scores }.
narr-game-over-team = Partie terminée. { $winner ->
    [us] Nous gagnons
   *[them] Ils gagnent
}. Score final : { $scores }.
narr-game-over-one = Partie terminée. { $seat ->
    [you] Vous gagnez
   *[other] { seat-subject } gagne
}. Score final : { $scores }.
narr-game-over-shared = Partie terminée. Victoire partagée : { $names }. Score final : { $scores }.

## Réponses

narr-no-cards = Aucune carte sur la table.
narr-no-cards-lead = Aucune carte sur la table. { $seat ->
    [you] À vous d'entamer
   *[other] { seat-subject } entame
}.
narr-played-item = { $name } : { $card }
narr-played-separator = {" ; "}
narr-table-cards = { $played }. { $seat ->
    [you] Vous tenez le pli
   *[other] { seat-subject } tient le pli
}.

narr-trump-not-chosen = L'atout n'est pas encore choisi.
narr-trump-not-chosen-chooser = L'atout n'est pas encore choisi : { $seat ->
    [you] c'est à vous de choisir
    [partner] votre partenaire choisit
    [opponent] votre adversaire choisit
   *[other] { $name } choisit
}.
narr-trump-turned = L'atout est { $trump }.
narr-trump-turned-up = L'atout est { $trump } : carte retournée, { $rank ->
    [ace] l'{ $card }
    [queen] la { $card }
   *[other] le { $card }
}.
narr-trump-turned-up-six = L'atout est { $trump } : carte retournée, { $rank ->
    [ace] l'{ $card }
    [queen] la { $card }
   *[other] le { $card }
}, et { $seat ->
    [you] vous l'avez prise
    [partner] votre partenaire l'a prise
    [opponent] votre adversaire l'a prise
   *[other] { $name } l'a prise
} en échange du six.
narr-trump-was = { $how ->
    [turned] L'atout était { $trump }.
    [up] L'atout était { $trump } : carte retournée, { $rank ->
        [ace] l'{ $card }
        [queen] la { $card }
       *[other] le { $card }
    }.
    [six] L'atout était { $trump } : carte retournée, { $rank ->
        [ace] l'{ $card }
        [queen] la { $card }
       *[other] le { $card }
    }, et { $seat ->
        [you] vous l'avez prise
        [partner] votre partenaire l'a prise
        [opponent] votre adversaire l'a prise
       *[other] { $name } l'a prise
    } en échange du six.
   *[chosen] { $kind ->
        [suit] L'atout était { $trump }
       *[other] On a joué { $trump }
    }, choisi { seat-from }{ $schoben ->
        [yes] {" "}après un chibre
       *[no] {""}
    }.
}
narr-trump-chosen-by = { $kind ->
    [suit] L'atout est { $trump }
   *[other] { $trump }
}, choisi { seat-from }{ $schoben ->
    [yes] {" "}après un chibre
   *[no] {""}
}.

narr-no-suit-led = Aucune couleur n'est encore demandée.
narr-led-suit = { suit-title } demandé. { $count ->
    [0] Vous n'en avez aucun
   *[other] Vous en avez { $count }
}.

narr-scores-team-target = Score : { $scores }. Partie en { $target }.
narr-scores-seats-target = Score : { $scores }. La partie se termine à { $target } ou à { $lower }.
narr-no-deal-finished = Aucune donne n'est encore terminée.
narr-deal-scores-item = Donne { $number } : { $scores }.
narr-deal-scores-outcome = Donne { $number } : { $scores }, { $mark ->
    [wet] { $side ->
        [us] nous étions dedans
       *[them] ils étaient dedans
    }
    [dedans] { $side ->
        [us] nous étions dedans
       *[them] ils étaient dedans
    }
    [bete] { $side ->
        [us] nous étions dedans
        [them] ils étaient dedans
        [you] vous étiez dedans
        [partner] votre partenaire était dedans
        [opponent] votre adversaire était dedans
       *[other] { $name } était dedans
    }
    [pit] capot pour { $side ->
        [us] nous
        [them] eux
        [you] vous
        [partner] votre partenaire
        [opponent] votre adversaire
       *[other] { $name }
    }
   *[capot] capot pour { $side ->
        [us] nous
        [them] eux
        [you] vous
        [partner] votre partenaire
        [opponent] votre adversaire
       *[other] { $name }
    }
}.
narr-deal-scores-void = Donne { $number } : annulée, aucun point.
narr-deal-scores-void-brief = Donne { $number } : annulée.

narr-game-is-over = La partie est terminée.
narr-cards-being-dealt = Distribution des cartes en cours.
narr-waiting-for-play = En attente du début du jeu.
narr-turn = { $seat ->
    [you] À vous { $doing ->
        [trump] de choisir l'atout
        [six] de décider du six d'atout
       *[play] de jouer une carte
    }
   *[other] On attend { $seat ->
        [partner] votre partenaire
        [opponent] votre adversaire
       *[other] { $name }
    }, qui doit { $doing ->
        [trump] choisir l'atout
        [six] décider du six d'atout
       *[play] jouer une carte
    }
}.

narr-hand-empty = Votre main est vide.
narr-hand = Votre main, { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}. { $suits }
narr-hand-suit = { suit-title }{ $trump ->
    [yes] , atout
   *[no] {""}
} : { $ranks }.

narr-no-trick-yet = Aucun pli n'a encore été joué dans cette donne.
narr-took-it = { $seat ->
    [you] Vous le prenez
   *[other] { seat-subject } le prend
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
narr-last-trick = Dernier pli : { $played }. { narr-took-it }
# Un pli de cette donne avec son numéro, pour les plis joués pendant que la connexion était coupée.
narr-trick-taken = Pli { $number } : { $played }. { narr-took-it }

narr-card-points = Points des cartes de cette donne : { $scores }.
narr-card-points-team = Points des cartes de cette donne : nous { $ours }, eux { $theirs }.

narr-no-weis-in-variant = Il n'y a ni annonces ni Stöck au { $variant }.
narr-no-weis-yet = Pas encore d'annonce ni de Stöck dans cette donne.

## Focus et refus

narr-focus = { $card }{ $playable ->
    [no] , injouable
   *[other] {""}
}{ $full ->
    [yes] , { $position } sur { $count }
   *[no] {""}
}

narr-refusal-must-follow = Vous devez fournir à { suit-name }.
narr-refusal-undertrump = Vous ne pouvez pas sous-couper.
narr-refusal-not-in-hand = Vous n'avez pas { $card }.
narr-refusal-kitty-taken = Le talon est déjà pris.
narr-refusal-kitty-too-late = Le talon ne se prend qu'avant votre première carte.
narr-refusal-no-kitty = Il n'y a pas de talon au { $variant }.
narr-refusal-no-six = Il n'y a pas de six d'atout à échanger maintenant.
narr-refusal-no-six-variant = Il n'y a pas d'échange du six d'atout au { $variant }.
narr-refusal-six-off = Cette partie se joue sans échange du six d'atout (Options, Règles du jeu).
narr-refusal-kitty-off = Cette partie se joue sans talon (Options, Règles du jeu).
narr-refusal-no-schieben = Vous devez choisir : vous ne pouvez pas chibrer à votre tour.
narr-refusal-game-over = La partie est terminée.
narr-refusal-trump-mode = { $mode } ne peut pas être choisi au { $variant }.
narr-refusal-wrong-phase = Impossible { $action ->
    [deal] de donner
    [choose-trump] de choisir l'atout
    [schieben] de chibrer
    [take-kitty] de prendre le talon
    [declare-weis] d'annoncer
   *[play-card] de jouer une carte
} maintenant : { $phase ->
    [deal] il faut d'abord distribuer les cartes
    [trump] il faut d'abord choisir l'atout
    [six] il faut d'abord échanger ou garder le six d'atout
   *[play] les cartes sont en jeu
}.
narr-refusal-no-weis = { $automatic ->
    [yes] Les annonces sont automatiques dans cette partie.
   *[no] Il n'y a pas d'annonces dans cette partie.
}
narr-refusal-weis-too-late = Les annonces se font avant votre première carte.
narr-refusal-weis-declared = Vos annonces sont déjà faites.
narr-refusal-bad-weis = Ce n'est pas une annonce de votre main.
narr-refusal-bad-deal = Cette donne n'est pas valable.
narr-refusal-other = Ce n'est pas permis maintenant.

## Le tour, la main en début de donne, le choix des annonces

narr-your-turn = À vous de jouer.
narr-your-turn-card-full = À vous de jouer : { $card }, jouable, { $position } sur { $count }.
narr-your-turn-card = À vous de jouer : { $card }.
narr-unheard-card = { $focus }.
narr-unheard-card-plays = { $focus }. { $key } la joue.
narr-hand-counts = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} : { $suits }.
narr-after-deal = La donne { $number } est terminée. { $answer }
narr-six-choice = Vous avez le { $six }. { $exchange_key } l'échange contre la carte retournée, { $turn_up_rank ->
    [ace] l'{ $turn_up }
    [queen] la { $turn_up }
   *[other] le { $turn_up }
} ; { $keep_key } le garde.
narr-weis-choice-title = Annoncer
narr-no-weis = Pas d'annonce
narr-weis-label = { $melds } : { $points } points
narr-weis-hint = Vous pouvez annoncer : { $key } ouvre les choix ; jouer une carte n'annonce rien.
narr-game-over-keys = { $repeat_key } répète le résultat ; { $back_key } revient au menu principal ; { $help_key } donne la liste des touches.
