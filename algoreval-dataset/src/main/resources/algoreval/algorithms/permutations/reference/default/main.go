package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

func permutations(items []int) [][]int {
	var result [][]int
	current := make([]int, 0, len(items))
	used := make([]bool, len(items))
	var extend func()
	extend = func() {
		if len(current) == len(items) {
			result = append(result, append([]int(nil), current...))
			return
		}
		for i, item := range items {
			if used[i] {
				continue
			}
			used[i] = true
			current = append(current, item)
			extend()
			current = current[:len(current)-1]
			used[i] = false
		}
	}
	extend()
	return result
}

func main() {
	perms := permutations([]int{3, -1, 4, 0})
	sort.Slice(perms, func(i, j int) bool {
		for k := range perms[i] {
			if perms[i][k] != perms[j][k] {
				return perms[i][k] < perms[j][k]
			}
		}
		return false
	})
	for _, p := range perms {
		parts := make([]string, len(p))
		for i, x := range p {
			parts[i] = strconv.Itoa(x)
		}
		fmt.Println(strings.Join(parts, " "))
	}
	fmt.Println(len(permutations([]int{1, 2, 3, 4, 5, 6})))
}
