number-negative = minus { $value }
