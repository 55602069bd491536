number-negative = moins { $value }
