# Menüs, Optionen, Regelleser, Rückfragen, Spielende und die eigenen Meldungen des Programms
# (Start, Dateien, Fehler).

## Listen

menu-item-position = { $label }, { $position } von { $count }
menu-titled = { $title }: { $label }
menu-no-item-starts = Kein Eintrag beginnt mit { $key }.
menu-no-value = { $label }: hier gibt es keinen Wert zu ändern.
menu-nothing-here = Diese Taste tut hier nichts.
menu-nothing-here-help = Diese Taste tut hier nichts. { $help } nennt die Tasten.
menu-arrow = { $arrow ->
    [up] Pfeil nach oben
    [down] Pfeil nach unten
    [left] Pfeil nach links
   *[right] Pfeil nach rechts
}

## Hauptmenü

menu-main = Hauptmenü
menu-main-new-game = Neues Spiel
menu-main-continue = Weiterspielen
menu-main-continue-saved = Weiterspielen: { $title }, Runde { $deal }
menu-main-options = Optionen
menu-main-rules = Regeln
menu-main-quit = Beenden
menu-quit-item = Beenden: { $key } beendet AudioJass.
menu-goodbye = Auf Wiederhören.
menu-is-main = Das ist das Hauptmenü. Beenden ist der letzte Eintrag.
menu-welcome = AudioJass.

## Neues Spiel, Weiterspielen

menu-new-game = Neues Spiel
menu-replace-saved = Das gespeicherte Spiel, { $title }, Runde { $deal }, wird ersetzt. Neues Spiel beginnen? { $yes }: ja, { $no }: nein.
menu-saved-problem = Problem mit dem gespeicherten Spiel: { $problem }
menu-no-saved-game = Es gibt kein gespeichertes Spiel.
menu-saved-game-over = Das gespeicherte Spiel ist schon vorbei.

## Regeln

menu-rules = Regeln
menu-rules-this-game = Dieses Spiel wird mit diesen Änderungen der folgenden Regeln gespielt: { $changes }
menu-rules-chosen = Optionen, Spielregeln, ändert diese Regeln für deine neuen Spiele: { $changes }
menu-rules-intro = Regeln für { $title }, { $count ->
    [one] { $count } Absatz
   *[other] { $count } Absätze
}: { $up } und { $down } zum Lesen, { $back } geht zurück. { $paragraph }
menu-rules-beginning = Anfang der Regeln. { $paragraph }
menu-rules-end = Ende der Regeln. { $back } geht zurück.
menu-rules-reading = Du liest die Regeln. { $back } geht zurück.
menu-help-previous-paragraph = vorheriger Absatz
menu-help-next-paragraph = nächster Absatz
menu-help-first-paragraph = erster Absatz
menu-help-last-paragraph = letzter Absatz
menu-help-paragraph-again = den Absatz noch einmal
menu-help-back = zurück

## Rückfragen

menu-help-yes = ja
menu-help-no = nein
menu-help-next-deal = die nächste Runde geben
menu-help-keep-six = die Trumpf-Sechs behalten
menu-help-open-trump = die Trumpfwahl öffnen
menu-help-leave = das Spiel verlassen
menu-help-stay = im Spiel bleiben

## Optionen

menu-options = Optionen{ $keys ->
    [arrows] , links und rechts ändern
    [named] , { $first } und { $second } ändern
   *[none] {""}
}
menu-option-opponents = Gegner: { $opponents ->
    [easy] leicht
    [strong] stark
   *[normal] normal
}
menu-option-bot-pause = Pause der Mitspieler: { $plural ->
    [one] { $seconds } Sekunde
   *[other] { $seconds } Sekunden
}
menu-option-game-rules = Spielregeln
menu-option-turn-alone = Ansage «Du bist dran»: ohne Karte; { $key } nennt eine noch nicht gehörte Karte zuerst
menu-option-turn-with-card = Ansage «Du bist dran»: mit der Karte im Fokus
menu-option-order-trump-first = Kartenfolge: die Trumpffarbe zuerst
menu-option-order-suits = Kartenfolge: { $deck ->
    [german] Rosen, Schellen, Schilten, Eicheln
   *[french] Herz, Ecken, Schaufel, Kreuz
}
menu-option-detail = Sprechweise: { $verbosity ->
    [brief] kurz
   *[full] ausführlich
}
menu-option-volume = Lautstärke der Klänge: { $percent } Prozent
menu-option-speech = Sprachausgabe beim nächsten Start: { $mode ->
    [screenreader] Screenreader
    [speechd] Speech Dispatcher
    [tts] eingebaute Stimme
    [console] Text in der Konsole
   *[auto] automatisch
}
menu-option-rate = Sprechtempo: { $rate } Wörter pro Minute
menu-option-theme = Farben: { $theme ->
    [white-on-black] Weiss auf Schwarz
    [black-on-white] Schwarz auf Weiss
   *[yellow-on-black] Gelb auf Schwarz
}
menu-option-text-size = Schriftgrösse: { $percent } Prozent
menu-option-window-only = { $label } (gilt mit Fenster, nicht im Terminal)
menu-option-language = Sprache: { $name }
menu-option-deck = Kartennamen: { $deck ->
    [german] deutsche Karten: Rosen, Schellen, Schilten und Eicheln
   *[french] französische Karten: Herz, Ecken, Schaufel und Kreuz
}
menu-brief-speech = Kurze Sprechweise.
menu-full-speech = Ausführliche Sprechweise.
menu-volume = Lautstärke { $percent } Prozent.
menu-volume-sound-off = Lautstärke { $percent } Prozent. Der Ton ist aus.

## Optionen → Spielregeln

menu-game-rules = Spielregeln
menu-rules-standard = { $title }: Standardregeln
menu-rules-changed = { $title }: { $count ->
    [one] { $count } Regel geändert
   *[other] { $count } Regeln geändert
}
menu-rules-of = Regeln für { $title }{ $keys ->
    [arrows] , links und rechts ändern
    [named] , { $first } und { $second } ändern
   *[none] {""}
}
menu-rules-all-standard = Alle Regeln auf Standard zurücksetzen
menu-rules-set-standard = { $title }: Standardregeln.

## Tasten am Tisch in einer offenen Liste, Spielende

menu-help-choose-item = den Eintrag wählen
menu-help-previous-item = vorheriger Eintrag
menu-help-next-item = nächster Eintrag
menu-help-first-item = erster Eintrag
menu-help-last-item = letzter Eintrag
menu-help-question-again = die Frage noch einmal, mit dem Eintrag, auf dem du bist
menu-help-close-list = die Liste schliessen
menu-help-trump-and-chooser = Trumpf und wer ihn gewählt hat
menu-help-open-weis = die Auswahl öffnen, um Weis zu melden
menu-leave-keys = { $leave } verlässt das Spiel; { $stay } bleibt.
menu-left-game = Du hast das Spiel verlassen. Es ist gespeichert: Weiterspielen setzt es fort.
menu-game-over = Das Spiel ist vorbei.
menu-game-over-keys = Das Spiel ist vorbei. { $keys }
menu-over-main-menu = zurück zum Hauptmenü
menu-over-result = das Ergebnis noch einmal
menu-over-scores = der Schlussstand
menu-over-deal-scores = der Stand jeder Runde
menu-over-final-trick = der letzte Stich
menu-over-points = Kartenpunkte der letzten Runde
menu-over-melds = Weis und Stöck der letzten Runde
menu-over-trump = Trumpf in der letzten Runde

## Verlauf

menu-nothing-said = Es wurde noch nichts gesagt.
menu-first-message = Erste Meldung. { $text }
menu-last-message = Letzte Meldung. { $text }

## Fehler und Dateien

menu-something-wrong = Etwas ist schiefgegangen; das Spiel geht weiter.
menu-cannot-go-on = Das Spiel kann wegen eines Fehlers nicht weitergehen. Es ist gespeichert: Weiterspielen setzt es fort.
menu-cannot-save = { $what ->
    [settings] Die Einstellungen können
   *[game] Das Spiel kann
} nicht gespeichert werden: { $reason }. Das Spiel geht weiter.
menu-window-dark = Das Fenster kann keinen Text mehr zeigen; die Sprache geht weiter.
menu-folder-unusable = Der AudioJass-Ordner { $folder } kann nicht verwendet werden: Einstellungen und Spiele werden nicht gespeichert.
menu-settings-problem = Problem mit den Einstellungen: { $problem }
menu-keymap-problem = Problem mit der Tastenbelegung: { $problem }
menu-default-keys = Bis du die Tastenbelegung korrigierst oder löschst, gelten die Standardtasten.

## Optionen → Spielregeln → die Regeln einer Spielart

menu-rule-target = Ziel: { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}
menu-rule-target-changed = Gespielt wird bis { $number }.
menu-rule-match = Matchbonus: { $count ->
    [0] keiner
    [one] { $count } Punkt
   *[other] { $count } Punkte
}
menu-rule-match-changed = { $count ->
    [0] Kein Matchbonus.
   *[other] Matchbonus { $count }.
}
menu-rule-buur = Puur-Ausnahme, der blanke Puur muss nicht Trumpf angeben: { $on ->
    [yes] ein
   *[no] aus
}
menu-rule-buur-changed = { $on ->
    [yes] Puur-Ausnahme: der blanke Puur muss nicht Trumpf angeben.
   *[no] Keine Puur-Ausnahme: auch der blanke Puur muss Trumpf angeben.
}
menu-rule-lower-limit = Das Spiel endet auch bei: { $number } oder weniger
menu-rule-lower-limit-changed = Das Spiel endet auch bei { $number }.
menu-rule-apple = Apfel unter: { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkten
}
menu-rule-apple-changed = Apfel unter { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkten
}.
menu-rule-six-exchange = Trumpf-Sechs tauschen: { $on ->
    [yes] ein
   *[no] aus
}
menu-rule-six-exchange-changed = { $on ->
    [yes] Die Trumpf-Sechs darf getauscht werden.
   *[no] Kein Tausch der Trumpf-Sechs.
}
menu-rule-multipliers = Multiplikatoren: { $multipliers ->
    [swisslos] Swisslos, { $deck ->
        [german] Schilten und Eicheln
       *[french] schwarze Farben
    } doppelt, Obenabe und Undenufe dreifach
    [none] keine, jede Trumpfart zählt einfach
   *[standard] Standard, { $deck ->
        [german] Rosen und Schellen
       *[french] rote Farben
    } doppelt, Obenabe und Undenufe dreifach
}
menu-rule-multipliers-changed = { $multipliers ->
    [swisslos] Multiplikatoren nach Swisslos.
    [none] Keine Multiplikatoren.
   *[standard] Standard-Multiplikatoren: { $deck ->
        [german] Rosen und Schellen
       *[french] rote Farben
    } doppelt, Obenabe und Undenufe dreifach.
}
menu-rule-obenabe = Obenabe erlaubt: { $on ->
    [yes] ja
   *[no] nein
}
menu-rule-obenabe-changed = { $on ->
    [yes] Obenabe erlaubt.
   *[no] Kein Obenabe.
}
menu-rule-undenufe = Undenufe erlaubt: { $on ->
    [yes] ja
   *[no] nein
}
menu-rule-undenufe-changed = { $on ->
    [yes] Undenufe erlaubt.
   *[no] Kein Undenufe.
}
menu-rule-weis = Weis: { $on ->
    [yes] ein
   *[no] aus
}
menu-rule-weis-changed = { $on ->
    [yes] Weis zählen.
   *[no] Kein Weis.
}
menu-rule-stoeck = Stöck: { $on ->
    [yes] ein
   *[no] aus
}
menu-rule-stoeck-changed = { $on ->
    [yes] Stöck zählen.
   *[no] Keine Stöck.
}
menu-rule-low-fours = Vier Sechser, Siebner oder Achter zählen als Weis: { $on ->
    [yes] ja
   *[no] nein
}
menu-rule-low-fours-changed = { $on ->
    [yes] Vier Sechser, Siebner oder Achter zählen als Weis.
   *[no] Vier Sechser, Siebner oder Achter sind kein Weis.
}
menu-rule-manual-weis = Weis melden: { $on ->
    [yes] selbst, im ersten Stich
   *[no] automatisch
}
menu-rule-manual-weis-changed = { $on ->
    [yes] Weis von Hand: du wählst deine Weis im ersten Stich.
   *[no] Weis werden automatisch gemeldet.
}
menu-rule-kitty = Talon: { $on ->
    [yes] ein
   *[no] aus
}
menu-rule-kitty-changed = { $on ->
    [yes] Talon erlaubt.
   *[no] Kein Talon.
}

## Die Dateien des Spielers: was in den Einstellungen oder im gespeicherten Spiel falsch ist
## (die Einstellungen heissen wie in der Datei: "bot_delay").

menu-file-problem = { $file }: { $problem }
menu-file-moved = { $file }: { $problem }; beiseitegelegt als { $moved }
menu-file-moved-defaults = { $file }: { $problem }; beiseitegelegt als { $moved }, die Standardwerte gelten
menu-file-defaults = { $file }: { $problem }; die Standardwerte gelten
menu-file-moved-kept = { $file }: { $problem }; beiseitegelegt als { $moved }, die übrigen Einstellungen bleiben
menu-file-kept = { $file }: { $problem }; die übrigen Einstellungen bleiben
menu-file-too-deep = kein gültiges { $format }: zu tief verschachtelt
menu-file-not-utf8 = kein UTF-8-Text: { $error }
menu-file-unreadable = kann nicht gelesen werden: { $error }
menu-file-not-toml = kein gültiges TOML in Zeile { $line }
menu-file-unknown-setting = unbekannte Einstellung { $key } (von einem neueren AudioJass?)
menu-file-wrong-type = { $key } muss { $kind ->
    [bool] true oder false
    [float] eine Zahl
    [int] eine ganze Zahl
   *[str] Text
} sein, nicht { $value }
menu-file-not-json = kein gültiges JSON (abgeschnitten oder beschädigt): { $error }
menu-file-at = Zeile { $line }, Spalte { $column }
menu-file-bad-game = das Spiel darin lässt sich nicht nachspielen ({ $detail })
menu-file-not-a-save = kein gespeichertes Spiel von AudioJass
menu-file-newer-save = von einem neueren AudioJass gespeichert (Version { $version })
menu-file-bad-seat = ungültiger Platz { $seat }
menu-setting-bot-delay = bot_delay muss 0 bis 5 Sekunden sein, nicht { $value }
menu-setting-verbosity = verbosity muss brief oder full sein, nicht { $value }
menu-setting-volume = volume muss 0 bis 1 sein, nicht { $value }
menu-setting-speech = speech muss eines von diesen sein: { $values }
menu-setting-rate = speech_rate muss 100 bis 400 sein, nicht { $value }
menu-setting-online-away = online_away muss 0 bis 86400 Sekunden sein, nicht { $value }
menu-setting-online-turn = online_turn muss 0 bis 3600 Sekunden sein, nicht { $value }
menu-setting-opponents = opponents muss eines von diesen sein: { $values }
menu-setting-theme = theme muss eines von diesen sein: { $values }; nicht { $value }
menu-setting-text-size = text_size muss { $low } bis { $high } Prozent sein, nicht { $value }
menu-setting-language = language muss eines von diesen sein: { $values }; nicht { $value }
menu-setting-deck = deck muss eines von diesen sein: { $values }; nicht { $value }
menu-setting-rules-table = rules muss eine Tabelle von Spielarten sein, nicht { $value }
menu-setting-rules-unknown = rules: unbekannte Spielart { $name } (möglich: { $names })
menu-setting-rules-options = rules.{ $name } muss eine Tabelle von Optionen sein, nicht { $value }
menu-setting-rules-value = rules.{ $name }: { $option } kann nicht { $value } sein (Optionen, Spielregeln, bietet die erlaubten Werte an)
menu-setting-rules-option = rules.{ $name }: { $problem }
menu-setting-rules-no-option = rules.{ $name }: keine Option { $option } (Optionen: { $options })
menu-setting-rules-kind = rules.{ $name }: { $option } muss { $kind ->
    [bool] true oder false
    [int] eine ganze Zahl
    [str] Text in Anführungszeichen
   *[other] ein anderer Wert
} sein, nicht { $value }

## Eine Zeile zum Tippen: ein Name, eine Serveradresse, ein Tischcode, eine Nachricht.

text-prompt = { $prompt }: { $text }. Tippen, dann { $done }; { $cancel } bricht ab.
text-prompt-filled = { $prompt }: { $text }. { $done } übernimmt es; Tippen ersetzt es; { $cancel } bricht ab.
text-cleared = Gelöscht.
text-reads = { $prompt }: { $text }
text-empty = leer
text-space = Leerzeichen
text-deleted = { $char } gelöscht
text-full = Die Zeile ist voll: höchstens { $limit } Zeichen.
text-nothing-typed = Noch nichts getippt. { $cancel } bricht ab.
text-keys = Tippe die Zeile, dann { $done }; { $cancel } bricht ab.
text-help-done = die Zeile übernehmen
text-help-read = vorlesen, was getippt ist
text-help-cancel = abbrechen
