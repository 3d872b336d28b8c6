import cmath


def fft(x):
    n = len(x)
    if n == 1:
        return [complex(x[0])]
    even = fft(x[0::2])
    odd = fft(x[1::2])
    result = [0j] * n
    for k in range(n // 2):
        t = cmath.exp(-2j * cmath.pi * k / n) * odd[k]
        result[k] = even[k] + t
        result[k + n // 2] = even[k] - t
    return result


if __name__ == "__main__":
    x = [1, 2, 3, 4, 0, -1, 5, 2]
    for c in fft(x):
        parts = [f"{v:.4f}" for v in (c.real, c.imag)]
        print(" ".join("0.0000" if p == "-0.0000" else p for p in parts))
