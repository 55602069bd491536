# Words shared by every part of the game.

# A negative score, as speech engines read it well: "minus 4".
number-negative = minus { $value }
