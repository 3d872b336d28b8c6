def kmpSearch(text, pattern):
    m = len(pattern)
    # failure[i] = length of the longest proper prefix of pattern[:i+1] that is also a suffix
    failure = [0] * m
    k = 0
    for i in range(1, m):
        while k > 0 and pattern[i] != pattern[k]:
            k = failure[k - 1]
        if pattern[i] == pattern[k]:
            k += 1
        failure[i] = k

    matches = []
    k = 0
    for i, ch in enumerate(text):
        while k > 0 and ch != pattern[k]:
            k = failure[k - 1]
        if ch == pattern[k]:
            k += 1
        if k == m:
            matches.append(i - m + 1)
            k = failure[k - 1]
    return matches


if __name__ == "__main__":
    searches = [
        ("AABAACAADAABAABA", "AABA"),
        ("abababcabababab", "abab"),
        ("aaaaaa", "aaa"),
        ("abcabcabcabcab", "abcabd"),
    ]
    for text, pattern in searches:
        matches = kmpSearch(text, pattern)
        print(" ".join(map(str, matches)) if matches else "none")
