# Start-up: the display, the terminal, the script, the sound; printed on stderr or said at start.

start-no-window-driver = kein Fenster: SDL_VIDEODRIVER ist { $driver }
start-no-display-variable = kein Bildschirm: weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt
start-no-window-chosen = kein Bildschirm: SDL hat den Videotreiber { $driver } gewählt, der kein Fenster zeigt
start-no-display-error = kein Bildschirm: { $error }
start-terminal-asked = du hast das Terminal verlangt
start-no-display-terminal = Kein Bildschirm: Spiel im Terminal.

start-stdin-not-terminal = die Standardeingabe ist kein Terminal
start-stdout-not-terminal = weder die Standardausgabe noch die Standardfehlerausgabe ist ein Terminal
start-terminal-unreadable = Tasten können nicht aus dem Terminal gelesen werden: { $error }
start-no-keys = { $reason }, aber { $problem }, also kann keine Taste gelesen werden. Starte audiojass in einem Terminal, oder gib ihm Tastennamen mit --script -.

start-script-no-stdin = es gibt keine Standardeingabe, aus der das Skript gelesen werden kann
start-script-unreadable = das Skript { $name } kann nicht gelesen werden: { $error }
start-script-no-such-file = die Datei gibt es nicht
start-script-permission-denied = keine Berechtigung
start-script-is-folder = das ist ein Ordner
start-script-not-utf8 = das Skript { $name } ist kein UTF-8-Text (Byte { $byte })
start-script-line-not-utf8 = Skriptzeile { $line }: kein UTF-8-Text
start-script-read-failed = das Skript kann nicht weiter gelesen werden: { $error }

start-sound-off = Ton ist aus: { $reason }.
start-no-audio-device = kein Audiogerät
start-sound-unavailable = Ton nicht verfügbar ({ $error })
start-sound-folder-missing = Tondateien fehlen: der Ordner sounds
start-sound-files-missing = Tondateien fehlen: { $files }
start-sound-files-unreadable = Tondateien nicht lesbar: { $files }

start-no-window-no-keys = kein Fenster ({ $error }) und { $problem }: es kann keine Taste kommen
start-no-window-terminal = kein Fenster ({ $error }): Spiel im Terminal
start-interrupted = Mit Steuerung+{ $key ->
    [backslash] Backslash
   *[c] C
} beendet.{ $saved ->
    [yes] {" "}Dein Spiel ist gespeichert: Weiterspielen setzt es fort.
   *[no] {""}
}
