BASE = 256
MOD = 1_000_000_007


def rabinKarpSearch(text, pattern):
    n, m = len(text), len(pattern)
    if m > n:
        return []
    high = pow(BASE, m - 1, MOD)  # weight of the leading character in a window
    p_hash = t_hash = 0
    for i in range(m):
        p_hash = (p_hash * BASE + ord(pattern[i])) % MOD
        t_hash = (t_hash * BASE + ord(text[i])) % MOD
    matches = []
    for s in range(n - m + 1):
        # equal hashes may still be a collision, so compare the characters
        if p_hash == t_hash and text[s:s + m] == pattern:
            matches.append(s)
        if s + m < n:
            t_hash = ((t_hash - ord(text[s]) * high) * BASE + ord(text[s + m])) % MOD
    return matches


if __name__ == "__main__":
    searches = [
        ("abracadabra", "abra"),
        ("aaaaaaaa", "aaa"),
        ("the cat sat on the mat with the hat", "at"),
        ("31415926535897932384626433832795", "3832"),
        ("mississippi", "issip"),
        ("abc", "abcd"),
    ]
    for text, pattern in searches:
        matches = rabinKarpSearch(text, pattern)
        print(" ".join(map(str, matches)) if matches else "none")
