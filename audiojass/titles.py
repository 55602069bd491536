"""The games' titles and their groups, as the menus, the table and the window name them.

Below everything that speaks about a game (narration, the table, the menus): a title is a
message of the active catalogue, the Swiss games' ``variant-title`` and the family's own
``table-family-title-*`` ones; the menus list the Swiss games first, then the family's grouped
by country.
"""

from __future__ import annotations

from audiojass.i18n import t
from audiojass.rules import ALL_VARIANTS, VARIANTS, Variant, get_variant
from audiojass.rules.composed_variants import FAMILY_VARIANTS, ContractVariant

__all__ = [
    "FAMILY_GROUPS",
    "FAMILY_IN_MENUS",
    "VARIANT_ORDER",
    "family_title",
    "grouped_variants",
    "variant_title",
]

VARIANT_ORDER = tuple(VARIANTS)
"""The Swiss games, in the menus' order (jass, schieber, putz3, putz5)."""
FAMILY_IN_MENUS = True
"""The family's partnership games are offered in New game and Rules (after the Swiss ones)."""


def _groups() -> list[tuple[str, tuple[str, ...]]]:
    """Every game by its ``country``, the countries in the order of their first game."""
    groups: dict[str, list[str]] = {}
    for name, variant in ALL_VARIANTS.items():
        groups.setdefault(variant.country, []).append(name)
    return [(country, tuple(names)) for country, names in groups.items()]


FAMILY_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = tuple(_groups()[1:])
"""The family's games in the menus, grouped by country (``$country`` of
``table-family-country-item``, each variant's ``country``: the historic klaverjas of 1821 with
the Dutch games, Klaberjass for 2, 3 and 4 as "international"), after the Swiss games; only
the games the engine has (:data:`FAMILY_VARIANTS`)."""


def family_title(name: str) -> str:
    """A family variant's title in the active language: "Klaverjas (Amsterdam)", "Belote
    Contrée". Raises KeyError for a name that is not a family variant."""
    return t(FAMILY_VARIANTS[name].title_message)


def variant_title(variant: str | Variant | ContractVariant) -> str:
    """A variant's title in the active language: "Putz for 3", "Putz zu dritt", "Chibre".

    ``variant``: a variant or its name. Raises ValueError for an unknown name."""
    rules = get_variant(variant)
    if not rules.title_message:
        return rules.title
    return t(rules.title_message, variant=rules.name)


def grouped_variants() -> list[tuple[str, str]]:
    """The games of New game and the Rules menu, grouped by country, as (name, label): the
    first game of each country names it ("Switzerland: Jass", "Schieber", …, "Netherlands:
    Klaverjas (Amsterdam)", …), so the grouping is heard while moving through the list."""
    groups = _groups() if FAMILY_IN_MENUS else _groups()[:1]
    items: list[tuple[str, str]] = []
    for country, names in groups:
        for index, name in enumerate(names):
            title = variant_title(name)
            if index == 0 and len(groups) > 1:
                title = t("table-family-country-item", country=country, title=title)
            items.append((name, title))
    return items
