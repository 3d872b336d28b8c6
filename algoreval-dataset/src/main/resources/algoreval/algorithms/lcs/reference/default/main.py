def lcsLength(a, b):
    m, n = len(a), len(b)
    # dp[i][j] = length of an LCS of a[:i] and b[:j]
    dp = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            if a[i - 1] == b[j - 1]:
                dp[i][j] = dp[i - 1][j - 1] + 1
            else:
                dp[i][j] = max(dp[i - 1][j], dp[i][j - 1])
    return dp[m][n]


if __name__ == "__main__":
    pairs = [
        ("ABCBDAB", "BDCABA"),
        ("AGGTAB", "GXTXAYB"),
        ("sequencealignment", "consequentialsign"),
        ("abcdef", "ghijkl"),
        ("", "abc"),
    ]
    for a, b in pairs:
        print(lcsLength(a, b))
