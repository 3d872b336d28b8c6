# Minimal: the recursive radix-2 Cooley-Tukey FFT on Python complex numbers, results unrounded.
import cmath


def fft(x):
    def rec(a):
        n = len(a)
        if n == 1:
            return [a[0]]
        even = rec(a[0::2])
        odd = rec(a[1::2])
        out = [0j] * n
        for k in range(n // 2):
            t = cmath.exp(-2j * cmath.pi * k / n) * odd[k]
            out[k] = even[k] + t
            out[k + n // 2] = even[k] - t
        return out

    return [(v.real, v.imag) for v in rec([complex(v) for v in x])]
