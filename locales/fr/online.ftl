# Une table en ligne : les autres joueurs, la discussion et la connexion.

online-chat = { $name } dit : { $text }
online-chat-muted = Chat coupé : les messages restent dans l'historique.
online-chat-on = Chat activé.
online-seat-joined = { $name } s'installe à la table.
online-seat-left = { $name } a quitté la table. Un robot joue pour { $name } dès maintenant.
online-seat-left-lobby = { $name } a quitté la table.
online-seat-away = { $name } a perdu la connexion.
online-seat-back = { $name } est de retour à la table.
online-bot-plays = Un robot joue pour { $name } jusqu'à son retour.
online-connection-lost = La connexion à la table est perdue. Nouvel essai en cours.
online-connection-gone = La connexion à la table est perdue.
online-connection-back = De nouveau connecté à la table.
online-waiting = En attente que les autres soient prêts.
online-refused = La table a refusé cela.
online-leave-question = Quitter la table ? Un robot jouera aussitôt pour vous. { $leave } pour quitter, { $stay } pour rester.
online-left = Vous avez quitté la table en ligne.

## Le menu Jouer en ligne.

menu-main-play-online = Jouer en ligne
online-menu = Jouer en ligne
online-host = Ouvrir une table
online-join = Rejoindre une table
online-resume = Retour à votre table, { $code }
online-back-at-table = De retour à la table { $code }, { $variant }, place { $seat }.
online-server = Serveur : { $url }
online-name = Votre nom : { $name }
online-server-prompt = Adresse du serveur
online-name-prompt = Votre nom à la table
online-code-prompt = Code de la table
online-host-title = Ouvrir une table de
online-away = Un robot joue pour qui a perdu la connexion : { $seconds ->
    [0] jamais
   *[other] après { $seconds } secondes
}
online-turn-time = Temps pour chaque décision à une table que vous ouvrez : { $seconds ->
    [0] sans limite
   *[other] { $seconds } secondes
}
online-level = { $level ->
    [easy] facile
    [strong] fort
    [random] au hasard
   *[normal] normal
}

## Le salon : la table avant le début de la partie.

online-connecting = Connexion à { $url }.
online-unreachable = Impossible de joindre le serveur de tables à { $url }.
online-error = { $code ->
    [table_full] Toutes les places de cette table sont prises.
    [closed] L'hôte a fermé la table.
    [no_table] Aucune table n'a le code { $table }.
    [full] Le serveur est plein. Réessayez plus tard.
    [started] La partie de cette table a déjà commencé.
    [bad_variant] Le serveur ne propose pas ce jeu.
    [bad_seat] Cette place est prise.
    [version] Le serveur parle une autre version du jeu. Mettez AudioJass à jour.
    [not_host] Seul l'hôte de la table peut faire cela.
    [limit] Le serveur n'accepte plus rien de votre adresse pour l'instant. Réessayez dans quelques minutes.
    [elsewhere] Cette place a été reprise sur un autre appareil. Vous avez quitté la table ici.
    [kicked] L'hôte vous a retiré de la table.
    [bad_name] Ce nom est déjà pris à la table ou mélange des lettres qui se ressemblent. Choisissez un autre nom.
    [time_up] Votre temps est écoulé : un robot a joué pour vous cette fois-ci.
   *[other] La table a refusé cela.
}
online-hosting = Votre table de { $variant } est ouverte. Son code est { $code }. Vous êtes à la place { $seat }.
online-joined = Vous êtes à la table de { $variant } ouverte par { $host }, place { $seat }. L'hôte lance la partie.
online-lobby-keys = { $item }.{ $keys ->
    [arrows] {" "}Les flèches haut et bas parcourent les places ;
    [named] {" "}{ $first } et { $second } parcourent les places ;
   *[none] {""}
} { $code } épelle le code de la table.
online-lobby-seat = Place { $number }, { $place } : { $who }
online-lobby-you = { $name }
online-lobby-bot = un robot, { $level }
online-lobby-person = { $away ->
    [true] { $name }, absent
   *[false] { $name }
}
online-lobby-empty = vide
online-lobby-empty-host = vide ; { $select } y installe un robot, { $level }{ $keys ->
    [arrows] {" "}; gauche et droite le changent
    [named] {" "}; { $first } et { $second } le changent
   *[none] {""}
}
online-lobby-empty-guest = vide ; { $select } vous y installe
online-lobby-kick-hint = { $who } ; { $select } retire cette personne de la table
online-kick-question = Retirer { $name } de la table ? { $confirm } pour confirmer, { $keep } pour garder cette personne.
online-kick-kept = { $name } reste à la table.
online-kicked-other = Vous avez retiré { $name } de la table.
online-moved = Vous êtes maintenant à la place { $seat }.
online-seat-moved = { $name } passe à la place { $seat }.
online-lobby-start = Lancer la partie
online-lobby-leave = Quitter la table
online-lobby-not-full = La place { $seat } est vide : installez-y un robot, ou attendez que quelqu'un arrive.
online-lobby-left = Vous avez quitté la table.
online-variant-not-here = Le jeu de cette table, { $variant }, est un jeu que cette version d'AudioJass ne sait pas encore jouer en ligne. Vous avez quitté la table.
online-turn-time-said = Chacun a { $seconds } secondes pour chaque décision ; ensuite un robot décide à sa place cette fois-ci.
online-time-left = Plus que { $seconds } secondes.
online-starting = La partie commence.
online-code = Code de la table : { $code }.
online-bot-seated = Un robot { $level ->
    [easy] facile
    [strong] fort
    [random] qui joue au hasard
   *[normal] normal
} s'installe à la place { $seat }.
online-seat-emptied = La place { $seat } est libre maintenant.
online-help-select = sur une place vide, y installer un robot ; sur un robot, le retirer ; sur une personne, la retirer de la table (après confirmation) ; sur « Lancer la partie », la lancer
online-help-select-guest = sur une place vide, s'y installer
online-help-level = choisir la force du robot d'une place vide
online-chat-prompt = Message à la table

## Qui est à la table.

online-who-unknown = La table n'a pas encore dit qui y est assis.
online-who-seat = { $place } : { $state ->
    [you] { $name }.
    [bot] un robot, { $level }{ $thinking ->
        [true] , réfléchit.
       *[false] .
    }
    [away-bot] { $name }, absent ; un robot joue{ $thinking ->
        [true] , réfléchit.
       *[false] .
    }
    [away] { $name }, absent.
    [connected] { $name }, connecté{ $thinking ->
        [true] , réfléchit.
       *[false] .
    }
   *[empty] vide.
}

## L'aide de la table quand d'autres personnes jouent.

online-no-hints = Pas de conseils à une table en ligne.
online-no-review = Pas de revue de la donne à une table en ligne.
