package main

import (
	"fmt"
	"strconv"
	"strings"
)

const (
	base    = 256
	modulus = 1000000007
)

func rabinKarpSearch(text, pattern string) []int {
	n, m := len(text), len(pattern)
	var matches []int
	if m > n {
		return matches
	}
	high := uint64(1) // base^(m-1) mod modulus, the weight of the leading character in a window
	for i := 0; i < m-1; i++ {
		high = high * base % modulus
	}
	var pHash, tHash uint64
	for i := 0; i < m; i++ {
		pHash = (pHash*base + uint64(pattern[i])) % modulus
		tHash = (tHash*base + uint64(text[i])) % modulus
	}
	for s := 0; s+m <= n; s++ {
		// equal hashes may still be a collision, so compare the characters
		if pHash == tHash && text[s:s+m] == pattern {
			matches = append(matches, s)
		}
		if s+m < n {
			tHash = (tHash + modulus - uint64(text[s])*high%modulus) % modulus
			tHash = (tHash*base + uint64(text[s+m])) % modulus
		}
	}
	return matches
}

func main() {
	searches := [][2]string{
		{"abracadabra", "abra"},
		{"aaaaaaaa", "aaa"},
		{"the cat sat on the mat with the hat", "at"},
		{"31415926535897932384626433832795", "3832"},
		{"mississippi", "issip"},
		{"abc", "abcd"},
	}
	for _, s := range searches {
		matches := rabinKarpSearch(s[0], s[1])
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
