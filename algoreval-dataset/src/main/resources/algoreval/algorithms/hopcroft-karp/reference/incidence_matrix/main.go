package main

import (
	"fmt"
	"math"
)

const INF = math.MaxInt

// matcher: left vertices are 0..m-1, right vertices m..m+n-1; -1 means "unmatched".
type matcher struct {
	m            int
	adj          [][]int
	pairU, pairV []int
	dist         []int
	freeDist     int // length of the shortest augmenting paths of the current phase
}

func (g *matcher) bfs() bool {
	var queue []int
	for u := 0; u < g.m; u++ {
		if g.pairU[u] == -1 {
			g.dist[u] = 0
			queue = append(queue, u)
		} else {
			g.dist[u] = INF
		}
	}
	g.freeDist = INF
	for head := 0; head < len(queue); head++ {
		u := queue[head]
		if g.dist[u] >= g.freeDist {
			continue
		}
		for _, v := range g.adj[u] {
			w := g.pairV[v-g.m]
			if w == -1 {
				if g.freeDist == INF {
					g.freeDist = g.dist[u] + 1
				}
			} else if g.dist[w] == INF {
				g.dist[w] = g.dist[u] + 1
				queue = append(queue, w)
			}
		}
	}
	return g.freeDist != INF
}

func (g *matcher) dfs(u int) bool {
	for _, v := range g.adj[u] {
		w := g.pairV[v-g.m]
		if (w == -1 && g.freeDist == g.dist[u]+1) ||
			(w != -1 && g.dist[w] != INF && g.dist[w] == g.dist[u]+1 && g.dfs(w)) {
			g.pairU[u] = v
			g.pairV[v-g.m] = u
			return true
		}
	}
	g.dist[u] = INF
	return false
}

// hopcroftKarp: B has m+n rows (left vertices 0..m-1, then right vertices m..m+n-1) and one column per edge.
func hopcroftKarp(m, n int, B [][]int) int {
	adj := make([][]int, m) // adj[u]: the right vertices adjacent to left vertex u
	for j := range B[0] {
		u, v := -1, -1
		for r := 0; r < m+n; r++ {
			if B[r][j] != 1 {
				continue
			}
			if r < m {
				u = r
			} else {
				v = r
			}
		}
		adj[u] = append(adj[u], v)
	}
	g := &matcher{m: m, adj: adj, pairU: make([]int, m), pairV: make([]int, n), dist: make([]int, m)}
	for u := range g.pairU {
		g.pairU[u] = -1
	}
	for v := range g.pairV {
		g.pairV[v] = -1
	}
	result := 0
	for g.bfs() {
		for u := 0; u < m; u++ {
			if g.pairU[u] == -1 && g.dfs(u) {
				result++
			}
		}
	}
	return result
}

func main() {
	m, n := 4, 4
	B := [][]int{
		{1, 1, 0, 0, 0, 0},
		{0, 0, 1, 0, 0, 0},
		{0, 0, 0, 1, 0, 0},
		{0, 0, 0, 0, 1, 1},
		{0, 0, 1, 0, 0, 0},
		{1, 0, 0, 1, 1, 0},
		{0, 1, 0, 0, 0, 0},
		{0, 0, 0, 0, 0, 1},
	}
	fmt.Printf("Size of maximum matching is %d\n", hopcroftKarp(m, n, B))
}
