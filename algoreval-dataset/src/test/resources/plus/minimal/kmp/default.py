# Contract-minimal: textbook KMP (failure function, then one scan), O(len(text) + len(pattern)) as the contract asks.
def kmpSearch(text, pattern):
    m = len(pattern)
    fail = [0] * m
    k = 0
    for i in range(1, m):
        while k > 0 and pattern[i] != pattern[k]:
            k = fail[k - 1]
        if pattern[i] == pattern[k]:
            k += 1
        fail[i] = k
    out = []
    k = 0
    for i, c in enumerate(text):
        while k > 0 and c != pattern[k]:
            k = fail[k - 1]
        if c == pattern[k]:
            k += 1
        if k == m:
            out.append(i - m + 1)
            k = fail[k - 1]
    return out
