package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

func tarjanScc(adj [][]int) [][]int {
	n := len(adj)
	index := make([]int, n)
	low := make([]int, n)
	onStack := make([]bool, n)
	for i := range index {
		index[i] = -1
	}
	var stack []int
	var components [][]int
	counter := 0

	var strongConnect func(v int)
	strongConnect = func(v int) {
		index[v] = counter
		low[v] = counter
		counter++
		stack = append(stack, v)
		onStack[v] = true
		for _, w := range adj[v] {
			if index[w] == -1 {
				strongConnect(w)
				if low[w] < low[v] {
					low[v] = low[w]
				}
			} else if onStack[w] && index[w] < low[v] {
				low[v] = index[w]
			}
		}
		if low[v] == index[v] {
			var component []int
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[w] = false
				component = append(component, w)
				if w == v {
					break
				}
			}
			components = append(components, component)
		}
	}

	for v := 0; v < n; v++ {
		if index[v] == -1 {
			strongConnect(v)
		}
	}
	return components
}

func main() {
	adj := [][]int{
		{3, 2},
		{2, 4},
		{5},
		{7, 4},
		{9},
		{8},
		{},
		{0, 1},
		{2, 9},
		{5},
	}
	components := tarjanScc(adj)
	for _, c := range components {
		sort.Ints(c)
	}
	sort.Slice(components, func(i, j int) bool { return components[i][0] < components[j][0] })
	for _, c := range components {
		parts := make([]string, len(c))
		for i, v := range c {
			parts[i] = strconv.Itoa(v)
		}
		fmt.Println(strings.Join(parts, " "))
	}
}
