def zFunction(s):
    n = len(s)
    z = [0] * n
    if n == 0:
        return z
    z[0] = n
    left = right = 0  # [left, right) is the rightmost window known to match a prefix of s
    for i in range(1, n):
        if i < right:
            z[i] = min(right - i, z[i - left])
        while i + z[i] < n and s[z[i]] == s[i + z[i]]:
            z[i] += 1
        if i + z[i] > right:
            left, right = i, i + z[i]
    return z


def zSearch(text, pattern):
    m = len(pattern)
    z = zFunction(pattern + "$" + text)
    return [i - m - 1 for i in range(m + 1, len(z)) if z[i] >= m]


if __name__ == "__main__":
    for s in ["aabcaabxaaaz", "aaaaa", "abacaba"]:
        print(" ".join(map(str, zFunction(s))))
    searches = [("abacabadabacaba", "aba"), ("aaaaaa", "aa"), ("hello world", "xyz")]
    for text, pattern in searches:
        matches = zSearch(text, pattern)
        print(" ".join(map(str, matches)) if matches else "none")
