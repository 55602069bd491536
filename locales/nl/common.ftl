number-negative = min { $value }
