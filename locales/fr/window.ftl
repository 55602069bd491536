# La fenêtre en gros caractères : titres, étiquettes, marques et ce que disent ses touches.

window-title = { $variant }, donne { $deal }
window-suit-trump = { $suit }, atout
window-suit-label = { $label } :
window-hand = Votre main, { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
window-hand-framed = Votre main, { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } ; les cartes encadrées peuvent être jouées
window-hand-empty = Votre main est vide.
window-mark-unplayable = [{ $card }, injouable]

window-on-table = Sur la table
window-last-trick = Dernier pli
window-trick-card = { $seat } : { $card }
window-winning = { $seat ->
        [you] Vous tenez le pli.
       *[other] { seat-subject } tient le pli.
    }
window-trick-taken = { $seat ->
        [you] Vous prenez
       *[other] { seat-subject } prend
    } le pli, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.

window-rules-where = Règles : { $variant }, paragraphe { $position } sur { $count }

# A line said too long for the room below the table, shown alone instead.
window-said-whole = Vient d'être dit

window-text-size = Taille du texte { $size } pour cent.
window-text-size-largest = Taille du texte { $size } pour cent, la plus grande.
window-text-size-smallest = Taille du texte { $size } pour cent, la plus petite.
window-size-room = { $phrase } La fenêtre peut afficher au plus { $room } pour cent.
window-theme = Couleurs : { $theme ->
        [white-on-black] blanc sur noir
        [black-on-white] noir sur blanc
       *[yellow-on-black] jaune sur noir
    }.
window-full-screen-on = Plein écran.
window-full-screen-off = Plein écran désactivé.
window-full-screen-failed = La fenêtre ne peut pas passer en plein écran ici.
window-none-full-screen = Il n'y a pas de fenêtre à afficher en plein écran.
window-none-larger = Il n'y a pas de fenêtre pour afficher un texte plus grand.
window-none-smaller = Il n'y a pas de fenêtre pour afficher un texte plus petit.
window-none-colours = Il n'y a pas de fenêtre pour afficher d'autres couleurs.

# Une liste plus longue que la fenêtre : combien d'éléments ne sont pas montrés au-dessus et en dessous.
window-more-above = encore { $count } au-dessus
window-more-below = encore { $count } en dessous
