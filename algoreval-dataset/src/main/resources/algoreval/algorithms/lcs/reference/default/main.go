package main

import "fmt"

func lcsLength(a, b string) int {
	m, n := len(a), len(b)
	// dp[i][j] = length of an LCS of a[:i] and b[:j]
	dp := make([][]int, m+1)
	for i := range dp {
		dp[i] = make([]int, n+1)
	}
	for i := 1; i <= m; i++ {
		for j := 1; j <= n; j++ {
			if a[i-1] == b[j-1] {
				dp[i][j] = dp[i-1][j-1] + 1
			} else if dp[i-1][j] > dp[i][j-1] {
				dp[i][j] = dp[i-1][j]
			} else {
				dp[i][j] = dp[i][j-1]
			}
		}
	}
	return dp[m][n]
}

func main() {
	pairs := [][2]string{
		{"ABCBDAB", "BDCABA"},
		{"AGGTAB", "GXTXAYB"},
		{"sequencealignment", "consequentialsign"},
		{"abcdef", "ghijkl"},
		{"", "abc"},
	}
	for _, p := range pairs {
		fmt.Println(lcsLength(p[0], p[1]))
	}
}
