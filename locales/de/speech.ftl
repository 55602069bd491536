# Speech outputs: their names, where speech goes, and why an output is not used.

speech-name-console = die Konsole
speech-name-espeak = die eSpeak-Stimme
speech-name-windows = die Windows-Stimme
speech-name-windows-sapi = die Windows-SAPI-Stimme
speech-name-mac = die Mac-Stimme
speech-name-engine = die Sprachausgabe des Systems
speech-name-screen-reader = den Screenreader
speech-name-system-voice = die Systemstimme
speech-name-voice = die Stimme

speech-speaking-through = Sprachausgabe über { $name }.
speech-moved = Sprachausgabe jetzt über { $name }.
speech-back-on = Sprachausgabe wieder über { $name }.
speech-gave-up = Sprachausgabe weiter über { $current }: { $name } antwortet nicht mehr.

speech-no-screen-reader = Es läuft kein Screenreader.
speech-orca-unreachable = Orca läuft, aber AudioJass erreicht es nicht.
speech-no-voice-install = Keine eingebaute Stimme: installiere libespeak-ng1.
speech-no-voice-engine = Keine eingebaute Stimme: die Sprachausgabe des Systems ist nicht gestartet.
speech-no-voice-broken = Keine eingebaute Stimme: eSpeak NG ist installiert, startet aber nicht; installiere libespeak-ng1 und espeak-ng-data neu.
speech-no-voice-late = Keine eingebaute Stimme: { $name } ist nicht rechtzeitig gestartet.
speech-no-voice-device = Keine eingebaute Stimme: kein Audiogerät.
speech-no-voice-channel = Keine eingebaute Stimme: der Tonmischer hat keinen Kanal für die Sprache.
speech-speechd-missing = { $name } ist nicht verfügbar: installiere speech-dispatcher.
speech-speechd-silent = { $name } antwortet nicht: versuche spd-say hallo in einem Terminal.
speech-beside-orca = Orca läuft; AudioJass spricht daneben über { $name }.
