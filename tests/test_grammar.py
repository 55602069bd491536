"""Every message of German, French and Dutch rendered with every seat, rank and choice its
selectors name, and checked against the wrong forms a native player hears as mistakes
(subject pronouns after a preposition, a bare seat name after "von"/"par"/"door", "jusqu'à"
before a vowel or a masculine rank, English "80 in clubs", foreign jargon in German).

A message's arguments are enumerated from its own text: each variable a selector chooses on
takes every key the selector names (``$rank``: every rank …; ``$seat`` and ``$side``: every
seat, "other" standing for the seats not named); ``$name`` and ``$object`` are the name of
that seat (or side) as the table passes them (seat-name and seat-object), every other variable
a plain value. The messages of the online lobby are left out of the
seat names: there ``$name`` is a person's name (and in the speech messages a screen reader's).
Rendering is strict: an argument the enumeration missed fails the test.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from audiojass import i18n

GOLDEN_SCRIPTS = Path(__file__).parent / "golden" / "script"
SEATS = ("you", "right", "partner", "left", "opponent", "far-right", "far-left")
SEAT_NAMED = {"name", "object"}
"""Variables the table fills with a seat's name (``Narrator.who``)."""
LIMIT = 400
"""Argument sets tried per message at the most (the selectors' keys, crossed, then cut)."""

FORBIDDEN: dict[str, list[str]] = {
    "de": [
        r"\bfür du\b",
        r"\bvon du\b",
        r"\bvon (Partner|Gegner)\b",
        r"\bfür (Partner|Gegner)\b",
        r"\b\d+ in (Herz|Ecken|Schaufel|Kreuz|Rosen|Schellen|Schilten|Eicheln)\b",
        r"\bCapot in\b",
        r"\b[Bb]ete\b",
        r"\bnass\b",
        r"\bMacher",
        r": bis (Bauer|Dame|König|Ass|Zehn|Neun|Acht|Under|Ober|Banner)\.",
        r"\bmit ein (Drei|Vier|Fünf|Sechs|Sieben|Acht)blatt",
        r"\bvon \w+ und (Partner|Gegner)\b",
        r"\bHolländisch",
        r"(Runde|Kontra|Rekontra), mal \d",
        r"\d-fach\b",
        r": (passen|nehmen|schieben)\.",
        r"\d\. Gebot",
        r"\bEin Bot, \w+, sitzt",
        r"\b[Ww]er den Tisch eröffnet hat\b",
        # A bare "Partner"/"Gegner" as the subject of a full sentence (or after "und"): "Dein
        # Partner spielt …", "und dein Gegner hat …". Brief speech keeps the short name in
        # its own shapes, left out here: "Partner passt.", "Gegner zieht.", "Partner schiebt.",
        # "Partner nimmt (den Talon).", "Gegner spielt Kreuz.", "Partner wählt Herz(, doppelt).",
        # "Partner macht den Stich, 20 Punkte.", "Gegner bekommt Kreuz-Ass.", "Gegner kontert:
        # …, 50.", "Partner tauscht die Sechs gegen …", "Runde 1: Partner bietet.", "… Partner
        # gibt.".
        r"(?:^|[.!?:;] |\bund )(?:Partner|Gegner) (?:sticht|wirft|hat|hatte|muss|musste"
        r"|gewinnt|weist|hält|sagt|meldet|erreicht|schreibt|fällt|ist|war|zeigt|entscheidet"
        r"|lehnt|zwingt)\b",
        r"(?:^|[.!?:;] |\bund )(?:Partner|Gegner) (?:"
        r"spielt(?! (?:Herz|Ecken|Schaufel|Kreuz|Rosen|Schellen|Schilten|Eicheln|ohne Trumpf)\.)"
        r"|nimmt(?!\.| den Talon\.)|schiebt(?!\.)|zieht(?!\.)|bietet(?!\.)|gibt(?!\.)"
        r"|tauscht(?! die Sechs gegen)|macht(?! den (?:letzten )?Stich, )"
        r"|bekommt(?! [^.;]*\.)|kontert(?!: [^.]*, \d+\.)"
        r"|wählt(?! (?!Trumpf\b)[^ .:]+(?:, [\w-]+)?\.))",
        # Klaverjas names trump with "wählen", as its list says (Belote takes a turned card).
        r"\bbestimmst\b",
        r"\bTrumpf (?:zu )?bestimmen\b",
    ],
    "fr": [
        r"jusqu'à (valet|roi|as|dix|neuf|huit|sept|dame|bour|nell)\b",
        r"\bpar (Partenaire|Adversaire)\b",
        r"Extrême (droite|gauche)",
        r"\b\d+ d'annonces\b",
        r"\b\d+ de roem\b",
        r"\b(êtes|est) en main\b",
        r"\bvotre enchère \d",
        r"\btire[zs]?\b",
        r": prendre\.",
        r"Problème de(s)? ",
        r", (contré|surcontré), fois \d",
        r"(carte retournée|Deuxième choix :) (as|roi|dame|valet|dix|neuf|huit|sept|six)\b",
        # A seat as a bare common noun: "Partenaire joue …", "… : Adversaire doit …",
        # "On attend Partenaire", "et Partenaire l'a prise" (the brief label "Partenaire : …"
        # stays).
        r"(^|[.!?] )(Partenaire|Adversaire) [a-zà-ÿ]",
        r"[,:;] (Partenaire|Adversaire) [a-zà-ÿ]",
        r"\b(attend|à|de|pour|et) (Partenaire|Adversaire)\b",
        # The same seat named again after ":" or ";" (a pronoun instead: "… : il doit …").
        r"\b(Droite|Gauche|partenaire|adversaire)\b[^.:;]*[:;] ([Vv]otre )?\1 [a-zà-ÿ]",
        # Belote's and Klaberjass's meld names: tierce, cinquante, cent, carré.
        r"(meilleure annonce|annonces égales)( :|,) (une suite de \d+ à|quatre )",
        # Dutch words of Klaverjas: said once, in the rules (rules-family-wet).
        r"(?<!disent )\b[Rr]oem\b",
        r"(?<!annonces, )\b[Ss]tuk\b",
        r"(?<!belote, )\b[Pp]it\b",
        r"(?<!capot et )\bnat\b",
        r"\bavant-main\b",
        r"\bou plus bas\b",
    ],
    "nl": [
        r"\bvoor jij\b",
        r"\bdoor jij\b",
        r"\b(door|voor|op|tot|en|van) (Partner|Maat|Tegenstander)\b",
        r"\b\d+ in (harten|ruiten|schoppen|klaveren)\b",
        r"\bcapot in\b",
        # "gooit … bij" (bijgooien) is said for a discard onto the trick the partner holds
        # (narr-card-discard's $partner_winning, tests/test_i18n_narration.py), else "af"; a
        # seat that never has a partner (the opponent of a 2-player game, Putz's far seats)
        # never "gooit bij"
        r"\b(Je tegenstander|Tegenstander|Helemaal rechts|Helemaal links) gooit\b[^.]*\bbij\b",
        r"(^|[.!?;:] )(Partner|Maat|Tegenstander) [a-z]",
        r"\b[Pp]artner\b",
        r"; (Rechts|Links|Tegenstander|Maat|Je maat|Je tegenstander|Helemaal \w+) moe(s)?t\b",
        r"\b(heeft|had|toonde) .*: (Rechts|Links|Maat|Tegenstander|Helemaal \w+) krijgt\b",
        r"\bkale boer\b|\blosse troefboer\b",
        r"\bruil\w* [^.;]* tegen\b",
        r"4 gelijke( kaarten)? 100\.",
        r"\b[Mm]aker\b",
        r": tot (boer|vrouw|heer|aas|tien|negen|acht|zeven|jas|nel)\.",
        r"(spel|gedoubleerd), maal \d",
        r"\bje bod \d",
        r": schuiven\.",
        r"Op één na beste",
    ],
}


def _messages(language: str) -> list[tuple[str, str, ast.Message]]:
    parser = FluentParser(with_spans=False)
    found = []
    for path in sorted((i18n.locales_dir() / language).glob("*.ftl")):
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                found.append((path.stem, entry.id.name, entry))
    return found


def _choices(
    node: object, found: dict[str, set[str]], messages: dict[str, ast.Message], seen: set[str]
) -> None:
    """Every variable of ``node`` and of the messages it refers to, and the keys its
    selectors name (none: a plain value)."""
    if isinstance(node, ast.MessageReference) and node.id.name not in seen:
        seen.add(node.id.name)
        if node.id.name in messages:
            _choices(messages[node.id.name].value, found, messages, seen)
    if isinstance(node, ast.VariableReference):
        found.setdefault(node.id.name, set())
    if isinstance(node, ast.SelectExpression) and isinstance(node.selector, ast.VariableReference):
        keys = found.setdefault(node.selector.id.name, set())
        for variant in node.variants:
            key = variant.key
            keys.add(key.name if isinstance(key, ast.Identifier) else key.value)
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                _choices(child, found, messages, seen)


def _argument_sets(
    message: ast.Message, messages: dict[str, ast.Message], seat_names: bool
) -> Iterator[dict[str, object]]:
    found: dict[str, set[str]] = {}
    _choices(message.value, found, messages, {message.id.name})
    if seat_names and SEAT_NAMED & set(found) and "side" not in found:
        found["seat"] = found.get("seat", set()) | set(SEATS)
    for name in ("seat", "side"):  # "other": each seat the selector does not name
        if found.get(name):
            found[name] = (found[name] - {"other"}) | set(SEATS)
    table = {"deck", "terms", "family"}  # the catalogue's own: each deck and game's words
    chosen = {name: sorted(keys) for name, keys in found.items() if keys and name not in table}
    plain = {name: 20 for name, keys in found.items() if not keys}
    for values in itertools.islice(itertools.product(*chosen.values()), LIMIT):
        args: dict[str, object] = {**plain, **dict(zip(chosen, values, strict=True))}
        for name, value in args.items():
            if isinstance(value, str) and value.lstrip("-").isdigit():
                args[name] = int(value)
        seat = args.get("seat", args.get("side"))  # whose name: the seat's, else the side's
        if seat_names and seat in SEATS:
            args["name"] = i18n.t("seat-name", seat=seat)
            args["object"] = i18n.t("seat-object", seat=seat)
        yield args


def heard(language: str) -> Iterator[tuple[str, str]]:
    """(message id, text) of every message of ``language`` with every argument set, in both
    decks where the language has them."""
    decks = ("french", "german") if language == "de" else ("french",)
    for deck in decks:
        i18n.use(language, deck=deck, strict=True)
        for terms in i18n.TERMS:
            i18n.use_game_words(terms)
            entries = _messages(language)
            messages = {message_id: message for _, message_id, message in entries}
            for stem, message_id, message in entries:
                people = stem in ("online", "speech")  # $name: a person, a screen reader
                for args in _argument_sets(message, messages, seat_names=not people):
                    yield message_id, i18n.t(message_id, **args)
    i18n.use_game_words("swiss")


@pytest.mark.parametrize("language", sorted(FORBIDDEN))
def test_no_wrong_form_in_any_message_with_any_seat_or_rank(language: str) -> None:
    patterns = [re.compile(pattern) for pattern in FORBIDDEN[language]]
    wrong = sorted(
        {
            f"{message_id}: {text}"
            for message_id, text in heard(language)
            for pattern in patterns
            if pattern.search(text)
        }
    )
    assert wrong == [], "\n".join(wrong[:40])


def test_the_rendering_reaches_every_seat_and_rank() -> None:
    """The enumeration is not empty-handed: the seats' object forms and the ranks after
    "bis" are rendered (so the checks above can fail)."""
    texts = {text for _, text in heard("de")}
    assert any("für dich" in text for text in texts)
    assert any("bis zum Ass" in text for text in texts)
    assert any("von deinem Partner" in text for text in texts)


@pytest.mark.parametrize("language", sorted(FORBIDDEN))
def test_no_wrong_form_in_the_seeded_whole_games(language: str) -> None:
    """The recorded transcripts of seeded whole games of every game, brief and full, with the
    question keys, hint and review pressed (``tests/golden/script``, which
    ``test_golden.py`` makes again and compares byte for byte) hold none of the wrong forms."""
    patterns = [re.compile(pattern) for pattern in FORBIDDEN[language]]
    files = sorted(GOLDEN_SCRIPTS.glob(f"*.{language}.*.txt"))
    assert len(files) == 24  # twelve games, brief and full
    wrong = [
        f"{path.name}: {line}"
        for path in files
        for line in path.read_text(encoding="utf-8").splitlines()
        if any(pattern.search(line) for pattern in patterns)
    ]
    assert wrong == [], "\n".join(wrong[:40])
