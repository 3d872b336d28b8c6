# Contract-minimal: textbook linear Z-array; the search runs it on pattern + "$" + text ("$" is outside zSearch's letters and spaces).
def zFunction(s):
    n = len(s)
    z = [0] * n
    z[0] = n
    left = right = 0
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
    out = []
    for i in range(m + 1, len(z)):
        if z[i] >= m:
            out.append(i - m - 1)
    return out
