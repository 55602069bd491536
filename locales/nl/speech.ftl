# Speech outputs: their names, where speech goes, and why an output is not used.

speech-name-console = de console
speech-name-espeak = de eSpeak-stem
speech-name-windows = de Windows-stem
speech-name-windows-sapi = de Windows SAPI-stem
speech-name-mac = de Mac-stem
speech-name-engine = de spraaksynthese van het systeem
speech-name-screen-reader = de schermlezer
speech-name-system-voice = de systeemstem
speech-name-voice = de stem

speech-speaking-through = Spraak via { $name }.
speech-moved = De spraak gaat nu via { $name }.
speech-back-on = De spraak gaat weer via { $name }.
speech-gave-up = De spraak blijft via { $current } gaan: { $name } reageert niet meer.

speech-no-screen-reader = Er draait geen schermlezer.
speech-orca-unreachable = Orca draait, maar AudioJass kan het niet bereiken.
speech-no-voice-install = Geen ingebouwde stem: installeer libespeak-ng1.
speech-no-voice-engine = Geen ingebouwde stem: de spraaksynthese van het systeem is niet gestart.
speech-no-voice-broken = Geen ingebouwde stem: eSpeak NG is geïnstalleerd maar start niet; installeer libespeak-ng1 en espeak-ng-data opnieuw.
speech-no-voice-late = Geen ingebouwde stem: { $name } is niet op tijd gestart.
speech-no-voice-device = Geen ingebouwde stem: geen audioapparaat.
speech-no-voice-channel = Geen ingebouwde stem: de geluidsmixer heeft geen kanaal voor spraak.
speech-speechd-missing = { $name } is niet beschikbaar: installeer speech-dispatcher.
speech-speechd-silent = { $name } reageert niet: probeer spd-say hallo in een terminal.
speech-beside-orca = Orca draait; AudioJass spreekt ernaast via { $name }.
