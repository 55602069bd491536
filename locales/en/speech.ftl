# Speech outputs: their names, where speech goes, and why an output is not used.

## An output's name, as it fits "Speaking through { $name }." (proper names such as NVDA,
## Orca and Speech Dispatcher are said as they are).

speech-name-console = the console
speech-name-espeak = the eSpeak voice
speech-name-windows = the Windows voice
speech-name-windows-sapi = the Windows SAPI voice
speech-name-mac = the Mac voice
speech-name-engine = the speech engine
speech-name-screen-reader = the screen reader
speech-name-system-voice = the system voice
speech-name-voice = the voice

## Where speech goes.

# Said once at start, before the reasons other outputs were left out.
speech-speaking-through = Speaking through { $name }.
# Said by the next output when the one speaking failed.
speech-moved = Speech moved to { $name }.
# Said when the preferred output answers again.
speech-back-on = Speech is back on { $name }.
# Said once when the preferred output did not come back after several tries.
speech-gave-up = Speech stays on { $current }: { $name } did not come back.

## Why an output is not used, with the fix (said at start after "Speaking through …").

speech-no-screen-reader = No screen reader is running.
# Followed by why Speech Dispatcher, which would speak beside Orca, cannot (with the fix).
speech-orca-unreachable = Orca is running, but AudioJass cannot reach it.
speech-no-voice-install = No built-in voice: install libespeak-ng1.
speech-no-voice-engine = No built-in voice: the system's speech engine did not start.
speech-no-voice-broken = No built-in voice: eSpeak NG is installed but does not start; reinstall libespeak-ng1 and espeak-ng-data.
speech-no-voice-late = No built-in voice: { $name } did not start in time.
speech-no-voice-device = No built-in voice: no audio device.
speech-no-voice-channel = No built-in voice: the sound mixer has no channel for speech.
speech-speechd-missing = { $name } is not available: install speech-dispatcher.
speech-speechd-silent = { $name } did not answer: try spd-say hello in a terminal.
# Said at start instead of "Speaking through …" when Orca runs but cannot be reached and
# Speech Dispatcher speaks beside it.
speech-beside-orca = Orca is running; speaking through { $name } beside it.
