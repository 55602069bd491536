# Speech outputs: their names, where speech goes, and why an output is not used.

speech-name-console = la console
speech-name-espeak = la voix eSpeak
speech-name-windows = la voix de Windows
speech-name-windows-sapi = la voix SAPI de Windows
speech-name-mac = la voix du Mac
speech-name-engine = la synthèse vocale du système
speech-name-screen-reader = le lecteur d'écran
speech-name-system-voice = la voix du système
speech-name-voice = la voix

speech-speaking-through = La parole passe par { $name }.
speech-moved = La parole passe maintenant par { $name }.
speech-back-on = La parole repasse par { $name }.
speech-gave-up = La parole continue par { $current } : { $name } ne répond plus.

speech-no-screen-reader = Aucun lecteur d'écran n'est lancé.
speech-orca-unreachable = Orca est lancé, mais AudioJass ne peut pas le joindre.
speech-no-voice-install = Pas de voix intégrée : installez libespeak-ng1.
speech-no-voice-engine = Pas de voix intégrée : la synthèse vocale du système n'a pas démarré.
speech-no-voice-broken = Pas de voix intégrée : eSpeak NG est installé mais ne démarre pas ; réinstallez libespeak-ng1 et espeak-ng-data.
speech-no-voice-late = Pas de voix intégrée : { $name } n'a pas démarré à temps.
speech-no-voice-device = Pas de voix intégrée : aucun périphérique audio.
speech-no-voice-channel = Pas de voix intégrée : le mixeur audio n'a pas de canal pour la parole.
speech-speechd-missing = { $name } n'est pas disponible : installez speech-dispatcher.
speech-speechd-silent = { $name } ne répond pas : essayez spd-say bonjour dans un terminal.
speech-beside-orca = Orca est lancé ; AudioJass parle à côté via { $name }.
