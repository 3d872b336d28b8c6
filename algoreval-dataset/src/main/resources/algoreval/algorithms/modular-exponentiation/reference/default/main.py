def modPow(base, exponent, modulus):
    result = 1 % modulus
    base %= modulus
    while exponent > 0:
        if exponent & 1:
            result = result * base % modulus
        base = base * base % modulus
        exponent >>= 1
    return result


if __name__ == "__main__":
    cases = [
        (2, 10, 1000),
        (3, 200, 13),
        (7, 0, 13),
        (5, 0, 1),
        (0, 5, 7),
        (123456789, 987654321, 1000000007),
        (2, 2147483646, 2147483647),
        (2147483646, 2147483645, 2147483647),
        (987654321, 1234567890, 2147483629),
    ]
    for base, exponent, modulus in cases:
        print(modPow(base, exponent, modulus))
