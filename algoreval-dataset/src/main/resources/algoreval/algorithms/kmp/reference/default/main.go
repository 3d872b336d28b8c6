package main

import (
	"fmt"
	"strconv"
	"strings"
)

func kmpSearch(text, pattern string) []int {
	m := len(pattern)
	failure := make([]int, m)
	for i, k := 1, 0; i < m; i++ {
		for k > 0 && pattern[i] != pattern[k] {
			k = failure[k-1]
		}
		if pattern[i] == pattern[k] {
			k++
		}
		failure[i] = k
	}

	var matches []int
	for i, k := 0, 0; i < len(text); i++ {
		for k > 0 && text[i] != pattern[k] {
			k = failure[k-1]
		}
		if text[i] == pattern[k] {
			k++
		}
		if k == m {
			matches = append(matches, i-m+1)
			k = failure[k-1]
		}
	}
	return matches
}

func main() {
	searches := [][2]string{
		{"AABAACAADAABAABA", "AABA"},
		{"abababcabababab", "abab"},
		{"aaaaaa", "aaa"},
		{"abcabcabcabcab", "abcabd"},
	}
	for _, s := range searches {
		matches := kmpSearch(s[0], s[1])
		if len(matches) == 0 {
			fmt.Println("none")
			continue
		}
		parts := make([]string, len(matches))
		for i, idx := range matches {
			parts[i] = strconv.Itoa(idx)
		}
		fmt.Println(strings.Join(parts, " "))
	}
}
