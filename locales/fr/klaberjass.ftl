# Le Klaberjass à 2, 3 et 4 et le klaverjas de 1821 à la table. $seat: la place, $name son
# nom; $side: us ou them (quatre joueurs); $players: 2, 3 ou 4; $full: yes ou no.

## Le contrat

kj-contract = { $seat ->
    [you] { $forced ->
        [yes] Vous êtes obligé de prendre
       *[no] Vous avez pris
    }
   *[other] { $forced ->
        [yes] { $name } est obligé de prendre
       *[no] { $name } a pris
    }
} { $notrumps ->
    [yes] sans atout
   *[no] à { suit-name }
}: { $players ->
    [2] { $seat ->
        [you] vous devez faire plus que votre adversaire
       *[other] { $name } doit faire plus que vous
    }
    [3] { $seat ->
        [you] vous devez faire plus que chaque adversaire
       *[other] { $name } doit faire plus que chaque adversaire
    }
   *[4] { $side ->
        [us] nous devons faire plus qu'eux
       *[them] ils doivent faire plus que nous
    }
}.
kj-contract-brief = { $seat ->
    [you] Vous jouez
   *[other] { $name } joue
} { $notrumps ->
    [yes] sans atout
   *[no] à { suit-name }
}.
