"""Players' names and chat lines as the table will speak them.

A name or a chat line comes from anyone: it is normalised (Unicode NFKC, invisible and control
characters removed, at most :data:`MAX_MARKS` combining marks on a letter, words
single-spaced) so that a screen reader says what other players see. A name that mixes
scripts to pass itself off as another (a Cyrillic capital A in "Anna") or takes a name the table
itself uses ("Bot 3", "Seat 2", "Server", "Host") is refused; one that sounds the same as a
name already at the table is numbered ("Anna 2"). The look-alike letters are Unicode's
confusables, from the ``confusable_homoglyphs`` package.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from confusable_homoglyphs import confusables

__all__ = ["MAX_MARKS", "NameRefused", "skeleton", "speakable", "table_name"]

MAX_MARKS = 2
"""Combining marks kept on one letter (Vietnamese needs two; "Z̷̢̛a̸l̶g̷o" needs none)."""

_RESERVED = re.compile(
    r"^(bot|seat|server|host|system|admin|audiojass|table)(\s*\d+)?$", re.IGNORECASE
)
"""Names the table gives itself (a bot is "Bot 3", an empty name "Seat 2") or that pass as
the server's own voice."""


class NameRefused(ValueError):
    """A name that may not be taken (reserved, or mixing look-alike scripts)."""


def speakable(text: str) -> str:
    """``text`` as it will be spoken: NFKC, no control or invisible format characters (bidi
    overrides, zero widths), at most :data:`MAX_MARKS` combining marks on a character, words
    single-spaced. Returns "" when nothing speakable is left."""
    kept: list[str] = []
    marks = 0
    for char in unicodedata.normalize("NFKC", text):
        category = unicodedata.category(char)
        if char.isspace():
            kept.append(" ")
            marks = 0
        elif category.startswith("M"):
            if kept and kept[-1] != " " and marks < MAX_MARKS:
                kept.append(char)
                marks += 1
        elif category.startswith("C"):  # Cc, Cf, Co, Cn, Cs: nothing a voice says
            continue
        else:
            kept.append(char)
            marks = 0
    return unicodedata.normalize("NFC", " ".join("".join(kept).split()))


def skeleton(name: str) -> str:
    """How ``name`` reads: case folded, accents left out and every letter that looks like a
    Latin one taken as it (two names with one skeleton sound alike to a listener)."""
    out: list[str] = []
    for char in unicodedata.normalize("NFD", name.casefold()):
        if unicodedata.category(char).startswith("M"):
            continue
        latin = char
        found = confusables.is_confusable(char, greedy=True, preferred_aliases=["latin"])
        if found:
            for glyph in found[0]["homoglyphs"]:
                if glyph["n"].startswith("LATIN"):
                    latin = glyph["c"].casefold()
                    break
        out.append(latin)
    return "".join(out)


def _letters(text: str) -> str:
    """``text`` without its combining marks (an accent is no script of its own)."""
    return "".join(c for c in text if not unicodedata.category(c).startswith("M"))


def table_name(name: str, seat: int, taken: Iterable[str]) -> str:
    """The name a player sits down as: ``name`` made :func:`speakable`; "Seat N" (N =
    ``seat`` + 1) when nothing is left; numbered ("Anna 2", "Anna 3"…) when it reads like one
    of ``taken``, the names already at the table.

    Raises:
        NameRefused: a reserved name, or one that mixes scripts with look-alike letters.
    """
    clean = speakable(name)
    if not clean:
        clean = f"Seat {seat + 1}"
    elif _RESERVED.match(clean) or _RESERVED.match(skeleton(clean)):
        raise NameRefused(f"the name {clean!r} is the table's own")
    elif confusables.is_dangerous(_letters(clean)):
        raise NameRefused(f"the name {clean!r} mixes look-alike letters of several scripts")
    others = {skeleton(other) for other in taken}
    if skeleton(clean) not in others:
        return clean
    number = 2
    while skeleton(f"{clean} {number}") in others:
        number += 1
    return f"{clean} {number}"
