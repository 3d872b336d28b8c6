package main

import "fmt"

func min(x, y int) int {
	if x < y {
		return x
	}
	return y
}

func editDistance(a, b string) int {
	m, n := len(a), len(b)
	// dp[i][j] = distance between a[:i] and b[:j]
	dp := make([][]int, m+1)
	for i := range dp {
		dp[i] = make([]int, n+1)
		dp[i][0] = i
	}
	for j := 0; j <= n; j++ {
		dp[0][j] = j
	}
	for i := 1; i <= m; i++ {
		for j := 1; j <= n; j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			dp[i][j] = min(min(dp[i-1][j]+1, dp[i][j-1]+1), dp[i-1][j-1]+cost)
		}
	}
	return dp[m][n]
}

func main() {
	pairs := [][2]string{{"intention", "execution"}, {"sunday", "saturday"}, {"", "hello"}}
	for _, p := range pairs {
		fmt.Println(editDistance(p[0], p[1]))
	}
}
