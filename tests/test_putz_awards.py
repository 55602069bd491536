"""Putz deal scoring: apples and awards for 3 and 5 players, with ties.

Rule source: docs/rules/swiss.md "putz3", "putz5" and "Ties in Putz"; source 003 "The apple or
Putz". A player with fewer than 21 points gets an apple (-1). putz3: the two best get +1 each; two
apples: the best gets +2. putz5: 0 or 1 apple +1 +1 +1; 2 apples +2 +1 +1; 3 apples +2 +2; 4 apples
+3. Tied players share their places and each gets the lowest award of those places.

In putz3 nine cards (the kitty or the set-aside hand) are out of play, so the three points need
not sum to 157.
"""

import pytest

from audiojass.rules import VARIANTS, putz_awards

PUTZ3 = [
    # no apples: the two best +1 each
    ("no-apples", [60, 50, 40], [1, 1, 0]),
    ("no-apples-best-last-seat", [40, 50, 60], [0, 1, 1]),
    ("no-apples-best-middle-seat", [45, 70, 30], [1, 1, 0]),
    ("exactly-21-is-no-apple", [80, 35, 21], [1, 1, 0]),
    # one apple: the other two +1 each
    ("one-apple", [80, 50, 10], [1, 1, -1]),
    ("one-apple-first-seat", [0, 60, 75], [-1, 1, 1]),
    ("20-is-an-apple", [21, 20, 100], [1, -1, 1]),
    # two apples: the best +2
    ("two-apples", [110, 20, 10], [2, -1, -1]),
    ("two-apples-best-last-seat", [5, 12, 120], [-1, -1, 2]),
    ("two-apples-best-has-21", [15, 21, 14], [-1, 2, -1]),
    # three apples: nobody gets an award
    ("three-apples", [20, 16, 13], [-1, -1, -1]),
    # ties share places and get the lowest award of the places shared
    ("tie-for-second-no-apples", [60, 45, 45], [1, 0, 0]),
    ("tie-for-second-other-seats", [45, 70, 45], [0, 1, 0]),
    ("tie-for-first-no-apples", [55, 55, 40], [1, 1, 0]),
    ("three-way-tie", [50, 50, 50], [0, 0, 0]),
    ("tie-for-first-one-apple", [60, 60, 10], [1, 1, -1]),
    ("tied-apples", [100, 10, 10], [2, -1, -1]),
    ("tied-at-21-for-second", [21, 21, 90], [0, 0, 1]),
]

PUTZ5 = [
    # 0 or 1 apple: +1 +1 +1 to the best three
    ("no-apples", [40, 35, 30, 25, 27], [1, 1, 1, 0, 0]),
    ("no-apples-reversed", [22, 27, 30, 35, 43], [0, 0, 1, 1, 1]),
    ("one-apple", [50, 40, 30, 22, 15], [1, 1, 1, 0, -1]),
    ("one-apple-first-seat", [3, 30, 40, 50, 34], [-1, 0, 1, 1, 1]),
    ("exactly-21-is-no-apple", [50, 21, 30, 40, 10], [1, 0, 1, 1, -1]),
    # 2 apples: +2 +1 +1
    ("two-apples", [60, 40, 30, 10, 17], [2, 1, 1, -1, -1]),
    ("two-apples-best-middle", [30, 20, 64, 40, 0], [1, -1, 2, 1, -1]),
    # 3 apples: +2 +2
    ("three-apples", [70, 50, 20, 10, 7], [2, 2, -1, -1, -1]),
    ("three-apples-spread", [12, 60, 18, 67, 0], [-1, 2, -1, 2, -1]),
    # 4 apples: +3 to the only player without an apple
    ("four-apples", [100, 20, 15, 12, 10], [3, -1, -1, -1, -1]),
    ("four-apples-last-seat", [20, 19, 18, 0, 96], [-1, -1, -1, -1, 3]),
    # 5 apples: nothing but apples
    ("five-apples", [20, 20, 20, 20, 20], [-1, -1, -1, -1, -1]),
    # ties share places and get the lowest award of the places shared
    ("tie-for-first-no-apples", [40, 40, 30, 25, 22], [1, 1, 1, 0, 0]),
    ("tie-for-third-no-apples", [40, 35, 30, 30, 22], [1, 1, 0, 0, 0]),
    ("three-way-tie-for-third", [35, 30, 30, 30, 32], [1, 0, 0, 0, 1]),
    ("tie-for-third-one-apple", [50, 40, 30, 30, 7], [1, 1, 0, 0, -1]),
    ("tie-for-first-two-apples", [45, 45, 40, 10, 17], [1, 1, 1, -1, -1]),
    ("tie-for-second-two-apples", [60, 35, 35, 10, 17], [2, 1, 1, -1, -1]),
    ("three-way-tie-two-apples", [30, 30, 30, 10, 5], [1, 1, 1, -1, -1]),
    ("tie-for-first-three-apples", [55, 55, 20, 10, 17], [2, 2, -1, -1, -1]),
    ("all-tied-no-apples", [31, 31, 31, 31, 31], [0, 0, 0, 0, 0]),
]


@pytest.mark.parametrize(
    ("points", "awards"), [row[1:] for row in PUTZ3], ids=[row[0] for row in PUTZ3]
)
def test_putz3_awards(points: list[int], awards: list[int]) -> None:
    assert putz_awards("putz3", points) == awards


@pytest.mark.parametrize(
    ("points", "awards"), [row[1:] for row in PUTZ5], ids=[row[0] for row in PUTZ5]
)
def test_putz5_awards(points: list[int], awards: list[int]) -> None:
    assert putz_awards("putz5", points) == awards


def test_variant_object_accepted() -> None:
    assert putz_awards(VARIANTS["putz3"], [60, 50, 40]) == [1, 1, 0]


@pytest.mark.parametrize(
    ("variant", "points"),
    [
        ("putz3", [60, 50]),
        ("putz3", [60, 50, 40, 7]),
        ("putz3", []),
        ("putz5", [60, 50, 40]),
        ("putz5", [60, 50, 40, 7]),
        ("putz5", [60, 50, 40, 7, 0, 0]),
        ("jass", [80, 77]),
        ("jass", [60, 50, 40, 7]),
        ("schieber", [60, 50, 40, 7]),
    ],
    ids=[
        "putz3-two-players",
        "putz3-four-players",
        "putz3-no-players",
        "putz5-three-players",
        "putz5-four-players",
        "putz5-six-players",
        "jass-two-teams",
        "jass-four-players",
        "schieber",
    ],
)
def test_bad_input_raises(variant: str, points: list[int]) -> None:
    with pytest.raises(ValueError):
        putz_awards(variant, points)


@pytest.mark.parametrize("points", [["70", "15", "40"], [70.5, 15, 40], [True, 15, 40]])
def test_points_that_are_not_whole_numbers_are_refused_plainly(points: list[object]) -> None:
    """Text points crashed with a TypeError from a comparison inside."""
    with pytest.raises(ValueError, match="deal points are whole numbers"):
        putz_awards("putz3", points)  # type: ignore[arg-type]
