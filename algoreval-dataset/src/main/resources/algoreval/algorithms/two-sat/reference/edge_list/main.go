package main

import (
	"fmt"
	"strings"
)

// twoSat returns an assignment (element i-1 is the value of x_i) and true, or nil and false if the
// formula is unsatisfiable.
func twoSat(n int, clauses [][2]int) ([]bool, bool) {
	// vertex 2*(i-1) is the literal x_i and vertex 2*(i-1)+1 is NOT x_i, so v^1 negates vertex v
	vertex := func(literal int) int {
		if literal < 0 {
			return 2*(-literal-1) + 1
		}
		return 2 * (literal - 1)
	}
	size := 2 * n
	adj := make([][]int, size)
	for _, c := range clauses {
		a, b := vertex(c[0]), vertex(c[1])
		// (a OR b) is equivalent to (NOT a -> b) and (NOT b -> a)
		adj[a^1] = append(adj[a^1], b)
		adj[b^1] = append(adj[b^1], a)
	}

	// Tarjan's SCC algorithm on the implication graph; components get numbers in reverse topological order
	index := make([]int, size)
	low := make([]int, size)
	comp := make([]int, size)
	for v := range index {
		index[v] = -1
		comp[v] = -1
	}
	var stack []int
	counter, components := 0, 0

	var strongConnect func(v int)
	strongConnect = func(v int) {
		index[v] = counter
		low[v] = counter
		counter++
		stack = append(stack, v)
		for _, w := range adj[v] {
			if index[w] == -1 {
				strongConnect(w)
				if low[w] < low[v] {
					low[v] = low[w]
				}
			} else if comp[w] == -1 && index[w] < low[v] { // w is still on the stack
				low[v] = index[w]
			}
		}
		if low[v] == index[v] {
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				comp[w] = components
				if w == v {
					break
				}
			}
			components++
		}
	}

	for v := 0; v < size; v++ {
		if index[v] == -1 {
			strongConnect(v)
		}
	}

	assignment := make([]bool, n)
	for i := 0; i < n; i++ {
		if comp[2*i] == comp[2*i+1] {
			return nil, false // x_i and NOT x_i imply each other
		}
		// x_i is true when its component comes after the one of NOT x_i in topological order
		assignment[i] = comp[2*i] < comp[2*i+1]
	}
	return assignment, true
}

func main() {
	n1 := 6
	clauses1 := [][2]int{{4, -6}, {2, -6}, {-4, 3}, {4, -5}, {1, -3}, {-2, 6}, {-4, 5}, {2, 5}, {-5, -2}}
	n2 := 4
	clauses2 := [][2]int{{1, 2}, {3, -2}, {3, 4}, {-2, -1}, {-4, -3}, {-3, 2}, {-1, -4}, {4, 1}}
	instances := []struct {
		n       int
		clauses [][2]int
	}{{n1, clauses1}, {n2, clauses2}}
	for _, inst := range instances {
		assignment, ok := twoSat(inst.n, inst.clauses)
		if !ok {
			fmt.Println("UNSATISFIABLE")
			continue
		}
		fmt.Println("SATISFIABLE")
		values := make([]string, len(assignment))
		for i, value := range assignment {
			if value {
				values[i] = "1"
			} else {
				values[i] = "0"
			}
		}
		fmt.Println(strings.Join(values, " "))
	}
}
