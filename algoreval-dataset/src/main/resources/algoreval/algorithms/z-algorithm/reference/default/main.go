package main

import (
	"fmt"
	"strconv"
	"strings"
)

func zFunction(s string) []int {
	n := len(s)
	z := make([]int, n)
	if n == 0 {
		return z
	}
	z[0] = n
	left, right := 0, 0 // [left, right) is the rightmost window known to match a prefix of s
	for i := 1; i < n; i++ {
		if i < right {
			z[i] = right - i
			if z[i-left] < z[i] {
				z[i] = z[i-left]
			}
		}
		for i+z[i] < n && s[z[i]] == s[i+z[i]] {
			z[i]++
		}
		if i+z[i] > right {
			left, right = i, i+z[i]
		}
	}
	return z
}

func zSearch(text, pattern string) []int {
	m := len(pattern)
	z := zFunction(pattern + "$" + text)
	var matches []int
	for i := m + 1; i < len(z); i++ {
		if z[i] >= m {
			matches = append(matches, i-m-1)
		}
	}
	return matches
}

func joinInts(values []int) string {
	parts := make([]string, len(values))
	for i, v := range values {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, " ")
}

func main() {
	for _, s := range []string{"aabcaabxaaaz", "aaaaa", "abacaba"} {
		fmt.Println(joinInts(zFunction(s)))
	}
	searches := [][2]string{{"abacabadabacaba", "aba"}, {"aaaaaa", "aa"}, {"hello world", "xyz"}}
	for _, s := range searches {
		matches := zSearch(s[0], s[1])
		if len(matches) == 0 {
			fmt.Println("none")
		} else {
			fmt.Println(joinInts(matches))
		}
	}
}
