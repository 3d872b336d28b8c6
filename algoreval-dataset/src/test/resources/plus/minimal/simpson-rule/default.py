# Minimal: the composite Simpson sum over x_i = a + i*h, weights 1, 4, 2, ..., 4, 1, times h/3, unrounded.
def simpson(f, a, b, n):
    if n <= 0 or n % 2 != 0:
        raise ValueError("n must be a positive even number")
    h = (b - a) / n
    total = f(a) + f(b)
    for i in range(1, n):
        total += (4 if i % 2 == 1 else 2) * f(a + i * h)
    return total * h / 3
