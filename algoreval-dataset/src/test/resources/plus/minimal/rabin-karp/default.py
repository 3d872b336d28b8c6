# Contract-minimal: a rolling hash with one modulus, every hash hit confirmed by comparing the characters.
def rabinKarpSearch(text, pattern):
    n, m = len(text), len(pattern)
    if m > n:
        return []
    base, mod = 256, 1_000_000_007
    high = pow(base, m - 1, mod)
    want = 0
    have = 0
    for i in range(m):
        want = (want * base + ord(pattern[i])) % mod
        have = (have * base + ord(text[i])) % mod
    found = []
    for start in range(n - m + 1):
        if have == want and text[start:start + m] == pattern:
            found.append(start)
        if start + m < n:
            have = ((have - ord(text[start]) * high) * base + ord(text[start + m])) % mod
    return found
