"""The games' titles and their groups, as the menus, the table and the window name them.

Below everything that speaks about a game (narration, the table, the menus): a title is a
message of the active catalogue, the Swiss games' ``variant-title`` and the family's own
``table-family-title-*`` ones; the menus list the Swiss games first, then the family's grouped
by country.
"""

from __future__ import annotations

from audiojass.i18n import t
from audiojass.rules import Variant, get_variant
from audiojass.rules.composed_variants import FAMILY_VARIANTS, ContractVariant

__all__ = [
    "FAMILY_GROUPS",
    "FAMILY_IN_MENUS",
    "VARIANT_ORDER",
    "family_title",
    "grouped_variants",
    "variant_title",
]

VARIANT_ORDER = ("jass", "schieber", "putz3", "putz5")
"""The Swiss games, in the menus' order (each has its ``variant-title``)."""
FAMILY_IN_MENUS = True
"""The family's partnership games are offered in New game and Rules (after the Swiss ones)."""

_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("netherlands", ("klaverjas_amsterdam", "klaverjas_rotterdam", "klaverjas_1821")),
    ("france", ("belote", "belote_contree")),
    ("international", ("klaberjass2", "klaberjass3", "klaberjass4")),
)
FAMILY_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = tuple(
    (country, present)
    for country, names in _GROUPS
    if (present := tuple(name for name in names if name in FAMILY_VARIANTS))
)
"""The family's games in the menus, grouped by country (``$country`` of
``table-family-country-item``: the historic klaverjas of 1821 with the Dutch games, Klaberjass
for 2, 3 and 4 as "international"), after the Swiss games; only the games the engine has
(:data:`FAMILY_VARIANTS`)."""

_TITLES = {
    "klaverjas_amsterdam": "table-family-title-amsterdam",
    "klaverjas_rotterdam": "table-family-title-rotterdam",
    "belote": "table-family-title-belote",
    "belote_contree": "table-family-title-contree",
    "klaberjass2": "table-family-title-klaberjass2",
    "klaberjass3": "table-family-title-klaberjass3",
    "klaberjass4": "table-family-title-klaberjass4",
    "klaverjas_1821": "table-family-title-1821",
}
"""The title message of each family variant."""


def family_title(name: str) -> str:
    """A family variant's title in the active language: "Klaverjas (Amsterdam)", "Belote
    Contrée". Raises KeyError for a name that is not a family variant."""
    return t(_TITLES[name])


def variant_title(variant: str | Variant | ContractVariant) -> str:
    """A variant's title in the active language: "Putz for 3", "Putz zu dritt", "Chibre".

    ``variant``: a variant or its name. Raises ValueError for an unknown name."""
    name = getattr(variant, "name", variant)
    if name in _TITLES:
        return family_title(str(name))
    name = get_variant(variant).name
    return t("variant-title", variant=name) if name in VARIANT_ORDER else get_variant(variant).title


def grouped_variants() -> list[tuple[str, str]]:
    """The games of New game and the Rules menu, grouped by country, as (name, label): the
    first game of each country names it ("Switzerland: Jass", "Schieber", …, "Netherlands:
    Klaverjas (Amsterdam)", …), so the grouping is heard while moving through the list."""
    groups: list[tuple[str, tuple[str, ...]]] = [("switzerland", VARIANT_ORDER)]
    if FAMILY_IN_MENUS:
        groups += list(FAMILY_GROUPS)
    items: list[tuple[str, str]] = []
    for country, names in groups:
        for index, name in enumerate(names):
            title = variant_title(name)
            if index == 0 and len(groups) > 1:
                title = t("table-family-country-item", country=country, title=title)
            items.append((name, title))
    return items
