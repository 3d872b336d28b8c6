package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

func findEulerianCircuit(adj [][]int, start int) []int {
	V := len(adj)
	succ := make([][]int, V) // sorted copies of the successor lists
	for u, targets := range adj {
		succ[u] = append([]int(nil), targets...)
		sort.Ints(succ[u])
	}
	used := make([]int, V) // succ[u][:used[u]] are the edges already walked
	stack := []int{start}
	var circuit []int
	for len(stack) > 0 {
		u := stack[len(stack)-1]
		if used[u] < len(succ[u]) {
			stack = append(stack, succ[u][used[u]])
			used[u]++
		} else {
			// u has no unused edge left: it is final at this point of the circuit
			circuit = append(circuit, u)
			stack = stack[:len(stack)-1]
		}
	}
	for i, j := 0, len(circuit)-1; i < j; i, j = i+1, j-1 {
		circuit[i], circuit[j] = circuit[j], circuit[i]
	}
	return circuit
}

func main() {
	adj := [][]int{{5}, {5}, {4}, {5}, {6, 3, 5}, {4, 0, 6, 2}, {1, 4}}
	start := 3
	parts := []string{}
	for _, v := range findEulerianCircuit(adj, start) {
		parts = append(parts, strconv.Itoa(v))
	}
	fmt.Println(strings.Join(parts, " "))
}
