# Une table en ligne : les autres joueurs, la discussion et la connexion.

online-chat = { $name } dit : { $text }
online-seat-joined = { $name } s'installe à la table.
online-seat-away = { $name } a perdu la connexion.
online-seat-back = { $name } est de retour à la table.
online-bot-plays = Un robot joue pour { $name } jusqu'à son retour.
online-connection-lost = La connexion à la table est perdue. Nouvel essai en cours.
online-connection-gone = La connexion à la table est perdue.
online-connection-back = De nouveau connecté à la table.
online-waiting = En attente que les autres soient prêts.
online-refused = La table a refusé cela.
