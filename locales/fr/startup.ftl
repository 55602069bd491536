# Start-up: the display, the terminal, the script, the sound; printed on stderr or said at start.

start-no-window-driver = pas de fenêtre : SDL_VIDEODRIVER vaut { $driver }
start-no-display-variable = pas d'écran : ni DISPLAY ni WAYLAND_DISPLAY n'est défini
start-no-window-chosen = pas d'écran : SDL a choisi son pilote vidéo { $driver }, qui n'affiche aucune fenêtre
start-no-display-error = pas d'écran : { $error }
start-terminal-asked = vous avez demandé le terminal
start-no-display-terminal = Pas d'écran : la partie se joue dans le terminal.

start-stdin-not-terminal = l'entrée standard n'est pas un terminal
start-stdout-not-terminal = ni la sortie standard ni la sortie d'erreur n'est un terminal
start-terminal-unreadable = impossible de lire les touches du terminal : { $error }
start-no-keys = { $reason }, mais { $problem }, donc aucune touche ne peut être lue. Lancez audiojass dans un terminal, ou donnez-lui des noms de touches avec --script -.

start-script-no-stdin = il n'y a pas d'entrée standard où lire le script
start-script-unreadable = impossible de lire le script { $name } : { $error }
start-script-no-such-file = ce fichier n'existe pas
start-script-permission-denied = permission refusée
start-script-is-folder = c'est un dossier
start-script-not-utf8 = le script { $name } n'est pas du texte UTF-8 (octet { $byte })
start-script-line-not-utf8 = ligne { $line } du script : pas du texte UTF-8
start-script-read-failed = impossible de lire la suite du script : { $error }

start-sound-off = Son coupé : { $reason }.
start-no-audio-device = aucun périphérique audio
start-sound-unavailable = son indisponible ({ $error })
start-sound-folder-missing = fichiers de son manquants : le dossier sounds
start-sound-files-missing = fichiers de son manquants : { $files }
start-sound-files-unreadable = fichiers de son illisibles : { $files }

start-no-window-no-keys = pas de fenêtre ({ $error }) et { $problem } : aucune touche ne peut arriver
start-no-window-terminal = pas de fenêtre ({ $error }) : la partie se joue dans le terminal
start-interrupted = Arrêté par Contrôle+{ $key ->
    [backslash] barre oblique inversée
   *[c] C
}.{ $saved ->
    [yes] {" "}Votre partie est enregistrée : Continuer la reprend.
   *[no] {""}
}
