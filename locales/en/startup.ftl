# Start-up: the display, the terminal, the script, the sound; printed on stderr or said at start.

## Why there is no window (also printed when no key can be read either).

start-no-window-driver = no window: SDL_VIDEODRIVER is { $driver }
start-no-display-variable = no display: neither DISPLAY nor WAYLAND_DISPLAY is set
start-no-window-chosen = no display: SDL chose its { $driver } video driver, which shows no window
# $error: SDL's own words (English).
start-no-display-error = no display: { $error }
start-terminal-asked = you asked for the terminal
# Said first when the game starts in the terminal because there is no display.
start-no-display-terminal = No display: playing in the terminal.

## Why keys cannot be read from the terminal.

start-stdin-not-terminal = standard input is not a terminal
start-stdout-not-terminal = neither standard output nor standard error is a terminal
start-terminal-unreadable = cannot read keys from the terminal: { $error }
# $reason: why there is no window (above); $problem: why the terminal gives no keys (above).
start-no-keys = { $reason }, but { $problem }, so no key can be read. Run audiojass in a terminal, or give it key names with --script -.

## The script of key names (--script).

start-script-no-stdin = there is no standard input to read the script from
# $error: why, from the list below, or else the system's own words (English).
start-script-unreadable = cannot read the script { $name }: { $error }
start-script-no-such-file = no such file
start-script-permission-denied = permission denied
start-script-is-folder = it is a folder
start-script-not-utf8 = the script { $name } is not UTF-8 text (byte { $byte })
start-script-line-not-utf8 = script line { $line }: not UTF-8 text
start-script-read-failed = cannot read the script any further: { $error }

## Sound.

start-sound-off = Sound is off: { $reason }.
start-no-audio-device = no audio device
# $error: the kind of error (a Python name).
start-sound-unavailable = sound unavailable ({ $error })
start-sound-folder-missing = sound files missing: the sounds folder
start-sound-files-missing = sound files missing: { $files }
start-sound-files-unreadable = sound files unreadable: { $files }

## The window failed after start and the terminal gives no keys either.

# $error: SDL's own words (English); $problem: why the terminal gives no keys (above).
start-no-window-no-keys = no window ({ $error }) and { $problem }: no key can come
# $error: SDL's own words (English).
start-no-window-terminal = no window ({ $error }): playing in the terminal
start-interrupted = Stopped by Ctrl+{ $key ->
    [backslash] Backslash
   *[c] C
}.{ $saved ->
    [yes] {" "}Your game is saved: Continue resumes it.
   *[no] {""}
}
