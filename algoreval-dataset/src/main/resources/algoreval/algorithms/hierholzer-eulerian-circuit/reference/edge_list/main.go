package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

func findEulerianCircuit(V int, edges [][2]int, start int) []int {
	succ := make([][]int, V)
	for _, e := range edges {
		succ[e[0]] = append(succ[e[0]], e[1])
	}
	for _, targets := range succ {
		sort.Ints(targets)
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
	V := 7
	edges := [][2]int{{5, 4}, {0, 5}, {4, 6}, {1, 5}, {5, 0}, {2, 4}, {6, 1}, {4, 3}, {5, 6}, {3, 5}, {6, 4}, {5, 2}, {4, 5}}
	start := 3
	parts := []string{}
	for _, v := range findEulerianCircuit(V, edges, start) {
		parts = append(parts, strconv.Itoa(v))
	}
	fmt.Println(strings.Join(parts, " "))
}
