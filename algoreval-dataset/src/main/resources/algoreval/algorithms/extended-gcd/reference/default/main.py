def extendedGcd(a, b):
    # invariants: old_r = a*old_x + b*old_y and r = a*x + b*y
    old_r, r = a, b
    old_x, x = 1, 0
    old_y, y = 0, 1
    while r != 0:
        q = old_r // r
        old_r, r = r, old_r - q * r
        old_x, x = x, old_x - q * x
        old_y, y = y, old_y - q * y
    return old_r, old_x, old_y


if __name__ == "__main__":
    pairs = [(240, 46), (17, 3120), (1071, 462), (12, 36), (36, 12), (0, 7), (123456789, 9876543)]
    for a, b in pairs:
        g, x, y = extendedGcd(a, b)
        # normalize to the unique solution with 0 <= x < b/g
        step = b // g
        x_norm = x % step
        y_norm = (g - a * x_norm) // b
        print(g, x_norm, y_norm)
