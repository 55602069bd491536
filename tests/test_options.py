"""The one check of a rule option's value (:mod:`audiojass.rules.options`), as the variants,
the family's scoring, the settings file and ``--option`` use it."""

from __future__ import annotations

import pytest

from audiojass.rules import get_variant
from audiojass.rules.options import check_option_types, option_problems, read_option


@pytest.mark.parametrize(
    ("default", "value", "read"),
    [(True, False, False), (1000, 1500, 1500), ("001", "002", "002"), (0, 0, 0)],
)
def test_values_of_the_option_kind_are_taken(default: object, value: object, read: object) -> None:
    assert read_option(default, value) == read
    assert read_option(default, value, text=True) == read


@pytest.mark.parametrize(
    ("default", "value", "kind"),
    [(True, 1, "bool"), (1000, True, "int"), (1000, "1500", "int"), ("001", 2, "str")],
)
def test_values_of_another_kind_are_refused(default: object, value: object, kind: str) -> None:
    with pytest.raises(ValueError, match=f"^{kind}$"):
        read_option(default, value)


@pytest.mark.parametrize(
    ("default", "text", "read"),
    [(False, "TRUE", True), (True, "false", False), (0, "25", 25), (0, "-5", -5),
     ("001", '"002"', "002"), ("001", "'002'", "002"), (None, '"x"', "x"), ("001", "0", "0")],
)  # fmt: skip
def test_text_is_read_as_written(default: object, text: str, read: object) -> None:
    assert read_option(default, text, text=True) == read


@pytest.mark.parametrize(("default", "text"), [(False, "yes"), (0, "five"), (0, "2.5")])
def test_text_of_another_kind_is_refused(default: object, text: str) -> None:
    with pytest.raises(ValueError):
        read_option(default, text, text=True)


def test_the_variants_check_through_it() -> None:
    jass = get_variant("jass")
    assert option_problems(jass, {"target": "x", "nope": 1, "buur_exemption": 1}) == [
        ("target", "int"),
        ("nope", "unknown"),
        ("buur_exemption", "bool"),
    ]
    with pytest.raises(ValueError, match="jass option 'target' must be int, not 'x'"):
        check_option_types(jass, "jass", {"target": "x"})
    with pytest.raises(ValueError, match="belote has no option 'nope'"):
        get_variant("belote").with_options(nope=1)
