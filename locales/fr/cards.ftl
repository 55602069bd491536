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

seat-object = { $seat ->
    [you] vous
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

# Une suite: « une suite de 3 à cœur, du six au huit » ; $low, $high : noms des valeurs.
meld-sequence = une suite de { $length } à { suit-name }, { $low ->
    [as] de l'as
    [dame] de la dame
   *[other] du { $low }
} { $high ->
    [as] à l'as
    [dame] à la dame
   *[other] au { $high }
}

meld-four = quatre { $rank ->
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

meld-list-more = { $list } ; { $item }
meld-list-last = { $list } et { $item }
