package main

import (
	"fmt"
	"strconv"
	"strings"
)

// minCutOfMatrix runs Stoer-Wagner on a symmetric matrix w of total edge weights (modified in place)
// and returns the minimum cut weight and the vertices of one side.
func minCutOfMatrix(w [][]int64) (int64, []int) {
	n := len(w)
	owner := make([]int, n) // owner[v]: the merged vertex that original vertex v now belongs to
	active := make([]int, n)
	for v := range owner {
		owner[v] = v
		active[v] = v
	}
	best := int64(-1)
	var bestSide []int
	for len(active) > 1 {
		// one phase: grow a set by repeatedly adding the most tightly connected vertex
		connection := make([]int64, n)
		added := make([]bool, n)
		prev, last := -1, -1
		for range active {
			v := -1
			for _, u := range active {
				if !added[u] && (v == -1 || connection[u] > connection[v]) {
					v = u
				}
			}
			added[v] = true
			prev, last = last, v
			for _, u := range active {
				if !added[u] {
					connection[u] += w[v][u]
				}
			}
		}
		// the cut of the phase separates last from the other active vertices
		if best < 0 || connection[last] < best {
			best = connection[last]
			bestSide = nil
			for v, o := range owner {
				if o == last {
					bestSide = append(bestSide, v)
				}
			}
		}
		// merge last into prev
		for _, u := range active {
			if u != prev && u != last {
				w[prev][u] += w[last][u]
				w[u][prev] = w[prev][u]
			}
		}
		for v, o := range owner {
			if o == last {
				owner[v] = prev
			}
		}
		rest := active[:0]
		for _, u := range active {
			if u != last {
				rest = append(rest, u)
			}
		}
		active = rest
	}
	return best, bestSide
}

func newMatrix(n int) [][]int64 {
	w := make([][]int64, n)
	for i := range w {
		w[i] = make([]int64, n)
	}
	return w
}

func stoerWagner(n int, edges [][3]int) (int64, []int) {
	w := newMatrix(n)
	for _, e := range edges {
		w[e[0]][e[1]] += int64(e[2])
		w[e[1]][e[0]] += int64(e[2])
	}
	return minCutOfMatrix(w)
}

func main() {
	n := 8
	edges := [][3]int{
		{0, 6, 6}, {0, 7, 7}, {1, 2, 3}, {1, 3, 9}, {1, 4, 8},
		{2, 3, 4}, {2, 4, 2}, {2, 5, 4}, {3, 4, 3}, {3, 6, 6},
		{5, 6, 7}, {5, 7, 5}, {6, 7, 8},
	}
	weight, side := stoerWagner(n, edges)
	// print the side that does not contain vertex 0
	inSide := make([]bool, n)
	for _, v := range side {
		inSide[v] = true
	}
	var other []string
	for v := 0; v < n; v++ {
		if inSide[v] != inSide[0] {
			other = append(other, strconv.Itoa(v))
		}
	}
	fmt.Println(weight)
	fmt.Println(strings.Join(other, " "))
}
