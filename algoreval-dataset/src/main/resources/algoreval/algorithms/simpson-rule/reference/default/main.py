def simpson(f, a, b, n):
    if n <= 0 or n % 2 != 0:
        raise ValueError("n must be a positive even number")
    h = (b - a) / n
    total = f(a) + f(b)
    for i in range(1, n):
        total += (4 if i % 2 == 1 else 2) * f(a + i * h)
    return total * h / 3


if __name__ == "__main__":
    def f(x):
        return 1 / (1 + x * x)

    a, b = 0, 4
    for n in [2, 8, 16]:
        print(f"{simpson(f, a, b, n):.6f}")
