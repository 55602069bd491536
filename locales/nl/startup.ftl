# Start-up: the display, the terminal, the script, the sound; printed on stderr or said at start.

start-no-window-driver = geen venster: SDL_VIDEODRIVER is { $driver }
start-no-display-variable = geen beeldscherm: DISPLAY en WAYLAND_DISPLAY zijn allebei niet gezet
start-no-window-chosen = geen beeldscherm: SDL koos zijn videostuurprogramma { $driver }, dat geen venster toont
start-no-display-error = geen beeldscherm: { $error }
start-terminal-asked = je vroeg om de terminal
start-no-display-terminal = Geen beeldscherm: je speelt in de terminal.

start-stdin-not-terminal = de standaardinvoer is geen terminal
start-stdout-not-terminal = de standaarduitvoer en de standaardfoutuitvoer zijn allebei geen terminal
start-terminal-unreadable = kan geen toetsen uit de terminal lezen: { $error }
start-no-keys = { $reason }, maar { $problem }, dus er kan geen toets gelezen worden. Start audiojass in een terminal, of geef het toetsnamen met --script -.

start-script-no-stdin = er is geen standaardinvoer om het script uit te lezen
start-script-unreadable = kan het script { $name } niet lezen: { $error }
start-script-no-such-file = dat bestand bestaat niet
start-script-permission-denied = toegang geweigerd
start-script-is-folder = het is een map
start-script-not-utf8 = het script { $name } is geen UTF-8-tekst (byte { $byte })
start-script-line-not-utf8 = scriptregel { $line }: geen UTF-8-tekst
start-script-read-failed = kan het script niet verder lezen: { $error }

start-sound-off = Geluid is uit: { $reason }.
start-no-audio-device = geen audioapparaat
start-sound-unavailable = geluid niet beschikbaar ({ $error })
start-sound-folder-missing = geluidsbestanden ontbreken: de map sounds
start-sound-files-missing = geluidsbestanden ontbreken: { $files }
start-sound-files-unreadable = geluidsbestanden onleesbaar: { $files }

start-no-window-no-keys = geen venster ({ $error }) en { $problem }: er kan geen toets komen
start-no-window-terminal = geen venster ({ $error }): je speelt in de terminal
start-interrupted = Gestopt met Control+{ $key ->
    [backslash] backslash
   *[c] C
}.{ $saved ->
    [yes] {" "}Je potje is bewaard: Doorgaan hervat het.
   *[no] {""}
}
