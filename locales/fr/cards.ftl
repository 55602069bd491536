# Les mots des cartes : couleurs, valeurs, cartes, atouts, places, jeux et annonces.

suit-name = { $suit ->
    [hearts] cœur
    [diamonds] carreau
    [spades] pique
   *[clubs] trèfle
}

suit-title = { $suit ->
    [hearts] Cœur
    [diamonds] Carreau
    [spades] Pique
   *[clubs] Trèfle
}

suit-count = { $count } { $count ->
    [one] { suit-name }
   *[other] { $suit ->
        [hearts] cœurs
        [diamonds] carreaux
        [spades] piques
       *[clubs] trèfles
    }
}

rank-name = { $rank ->
    [six] six
    [seven] sept
    [eight] huit
    [nine] { $trump ->
        [yes] { $family ->
            [yes] neuf
           *[no] nell
        }
       *[no] neuf
    }
    [ten] dix
    [jack] { $trump ->
        [yes] { $family ->
            [yes] valet
           *[no] bour
        }
       *[no] valet
    }
    [queen] dame
    [king] roi
   *[ace] as
}

card = { rank-name } de { suit-name }

card-the = { $rank ->
    [ace] l'{ card }
    [queen] la { card }
   *[other] le { card }
}

mode-name = { $mode ->
    [obenabe] Obenabe
    [undenufe] Undenufe
   *[suit] { suit-name }
}

seat-name = { $seat ->
    [you] Vous
    [right] Droite
    [partner] Partenaire
    [left] Gauche
    [opponent] Adversaire
    [far-right] Deuxième à droite
   *[far-left] Deuxième à gauche
}

# La place dans une phrase ou une liste : « Score : vous 57, votre adversaire 30 ».
seat-object = { $seat ->
    [you] vous
    [partner] votre partenaire
    [opponent] votre adversaire
   *[other] { seat-name }
}

# La place comme sujet en tête de phrase, en parole complète : « Votre partenaire joue … »
# (les annonces brèves et les listes gardent le nom court : « Partenaire : as de cœur. »).
seat-subject = { $seat ->
    [partner] Votre partenaire
    [opponent] Votre adversaire
   *[other] { $name }
}

# « pour » et la place, comme dans « 20 pour votre partenaire ».
seat-for = { $seat ->
    [you] pour vous
    [partner] pour votre partenaire
    [opponent] pour votre adversaire
   *[other] pour { seat-name }
}

# « par » et la place, comme dans « choisi par votre partenaire ».
seat-from = { $seat ->
    [you] par vous
    [partner] par votre partenaire
    [opponent] par votre adversaire
   *[other] par { seat-name }
}

variant-title = { $variant ->
    [jass] Jass
    [schieber] Chibre
    [putz3] Putz à 3
   *[putz5] Putz à 5
}

# Une suite : « une suite de 3 à cœur, du six au huit » ; $low, $high : noms des valeurs.
# Belote : tierce (3 cartes), cinquante (4), cent (5 ou plus) ; Klaberjass : tierce et
# cinquante, une suite plus longue par ses cartes (elle vaut 50, ou 100 avec la zensa).
meld-sequence = { $terms ->
    [belote] { $length ->
        [3] une tierce
        [4] une cinquante
       *[other] un cent
    }
    [klaberjass] { $length ->
        [3] une tierce
        [4] une cinquante
       *[other] une suite de { $length } cartes
    }
   *[other] une suite de { $length }
} à { suit-name }, { $low ->
    [as] de l'as
    [dame] de la dame
   *[other] du { $low }
} { $high ->
    [as] à l'as
    [dame] à la dame
   *[other] au { $high }
}

# Quatre cartes de même valeur : « quatre as » ; Belote et Klaberjass : « un carré d'as ».
meld-four = { $terms ->
    [belote] un carré { $rank ->
        [six] de six
        [seven] de sept
        [eight] de huit
        [nine] de neuf
        [ten] de dix
        [jack] de valets
        [queen] de dames
        [king] de rois
       *[ace] d'as
    }
    [klaberjass] un carré { $rank ->
        [six] de six
        [seven] de sept
        [eight] de huit
        [nine] de neuf
        [ten] de dix
        [jack] de valets
        [queen] de dames
        [king] de rois
       *[ace] d'as
    }
   *[other] quatre { $rank ->
        [six] six
        [seven] sept
        [eight] huit
        [nine] neuf
        [ten] dix
        [jack] valets
        [queen] dames
        [king] rois
       *[ace] as
    }
}

meld-list-more = { $list } ; { $item }
meld-list-last = { $list } et { $item }
