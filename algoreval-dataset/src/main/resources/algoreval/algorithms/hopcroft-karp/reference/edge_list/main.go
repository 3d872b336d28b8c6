package main

import (
	"fmt"
	"math"
)

const (
	NIL = 0
	INF = math.MaxInt
)

type BipGraph struct {
	m, n               int
	adj                [][]int
	pairU, pairV, dist []int
}

func NewBipGraph(m, n int) *BipGraph {
	return &BipGraph{m: m, n: n, adj: make([][]int, m+1)}
}

func (g *BipGraph) AddEdge(u, v int) {
	g.adj[u] = append(g.adj[u], v)
}

func (g *BipGraph) bfs() bool {
	var queue []int
	for u := 1; u <= g.m; u++ {
		if g.pairU[u] == NIL {
			g.dist[u] = 0
			queue = append(queue, u)
		} else {
			g.dist[u] = INF
		}
	}
	g.dist[NIL] = INF
	for head := 0; head < len(queue); head++ {
		u := queue[head]
		if g.dist[u] < g.dist[NIL] {
			for _, v := range g.adj[u] {
				w := g.pairV[v]
				if g.dist[w] == INF {
					g.dist[w] = g.dist[u] + 1
					if w != NIL {
						queue = append(queue, w)
					}
				}
			}
		}
	}
	return g.dist[NIL] != INF
}

func (g *BipGraph) dfs(u int) bool {
	if u == NIL {
		return true
	}
	for _, v := range g.adj[u] {
		w := g.pairV[v]
		if g.dist[w] != INF && g.dist[w] == g.dist[u]+1 && g.dfs(w) {
			g.pairV[v] = u
			g.pairU[u] = v
			return true
		}
	}
	g.dist[u] = INF
	return false
}

func (g *BipGraph) HopcroftKarp() int {
	g.pairU = make([]int, g.m+1)
	g.pairV = make([]int, g.n+1)
	g.dist = make([]int, g.m+1)
	result := 0
	for g.bfs() {
		for u := 1; u <= g.m; u++ {
			if g.pairU[u] == NIL && g.dfs(u) {
				result++
			}
		}
	}
	return result
}

func main() {
	g := NewBipGraph(4, 4)
	g.AddEdge(1, 2)
	g.AddEdge(1, 3)
	g.AddEdge(2, 1)
	g.AddEdge(3, 2)
	g.AddEdge(4, 2)
	g.AddEdge(4, 4)
	fmt.Printf("Size of maximum matching is %d\n", g.HopcroftKarp())
}
