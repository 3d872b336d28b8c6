# Minimal: square-and-multiply over the exponent's bits (O(log exponent)); Python integers do not overflow.
def modPow(base, exponent, modulus):
    result = 1 % modulus
    b = base % modulus
    e = exponent
    while e > 0:
        if e & 1:
            result = result * b % modulus
        b = b * b % modulus
        e >>= 1
    return result
