# Ein Tisch im Netz: die anderen Leute, der Chat und die Verbindung.

online-chat = { $name } sagt: { $text }
online-seat-joined = { $name } setzt sich an den Tisch.
online-seat-away = { $name } hat die Verbindung verloren.
online-seat-back = { $name } ist wieder am Tisch.
online-bot-plays = Ein Bot spielt für { $name }, bis { $name } zurück ist.
online-connection-lost = Die Verbindung zum Tisch ist weg. Neuer Versuch läuft.
online-connection-gone = Die Verbindung zum Tisch ist weg.
online-connection-back = Wieder mit dem Tisch verbunden.
online-waiting = Warten, bis die anderen bereit sind.
online-refused = Der Tisch hat das abgelehnt.
