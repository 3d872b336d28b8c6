# Minimal: the plain sieve of Eratosthenes on a list of booleans, crossing off from p*p.
def sieve(n):
    if n < 2:
        return []
    is_prime = [True] * (n + 1)
    is_prime[0] = False
    is_prime[1] = False
    p = 2
    while p * p <= n:
        if is_prime[p]:
            m = p * p
            while m <= n:
                is_prime[m] = False
                m += p
        p += 1
    return [i for i in range(n + 1) if is_prime[i]]
