package main

import (
	"fmt"
	"math"
)

// FlowNetwork is a residual network; edge e and its reverse edge e^1 are stored next to each other.
type FlowNetwork struct {
	graph [][]int
	to    []int
	cap   []int64
	level []int
	iter  []int
}

func NewFlowNetwork(n int) *FlowNetwork {
	return &FlowNetwork{graph: make([][]int, n), level: make([]int, n), iter: make([]int, n)}
}

func (g *FlowNetwork) AddEdge(u, v int, c int64) {
	g.graph[u] = append(g.graph[u], len(g.to))
	g.to = append(g.to, v)
	g.cap = append(g.cap, c)
	g.graph[v] = append(g.graph[v], len(g.to))
	g.to = append(g.to, u)
	g.cap = append(g.cap, 0)
}

func (g *FlowNetwork) bfs(s, t int) bool {
	for i := range g.level {
		g.level[i] = -1
	}
	g.level[s] = 0
	queue := []int{s}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for _, e := range g.graph[u] {
			v := g.to[e]
			if g.cap[e] > 0 && g.level[v] < 0 {
				g.level[v] = g.level[u] + 1
				queue = append(queue, v)
			}
		}
	}
	return g.level[t] >= 0
}

func (g *FlowNetwork) dfs(u, t int, pushed int64) int64 {
	if u == t {
		return pushed
	}
	for ; g.iter[u] < len(g.graph[u]); g.iter[u]++ {
		e := g.graph[u][g.iter[u]]
		v := g.to[e]
		if g.cap[e] > 0 && g.level[v] == g.level[u]+1 {
			limit := pushed
			if g.cap[e] < limit {
				limit = g.cap[e]
			}
			if d := g.dfs(v, t, limit); d > 0 {
				g.cap[e] -= d
				g.cap[e^1] += d
				return d
			}
		}
	}
	return 0
}

func (g *FlowNetwork) MaxFlow(s, t int) int64 {
	var flow int64
	for g.bfs(s, t) {
		// blocking flow on the level graph; iter[u] skips edges that are saturated or lead nowhere
		for i := range g.iter {
			g.iter[i] = 0
		}
		for {
			pushed := g.dfs(s, t, math.MaxInt64)
			if pushed == 0 {
				break
			}
			flow += pushed
		}
	}
	return flow
}

func dinic(adj [][][2]int, s, t int) int64 {
	network := NewFlowNetwork(len(adj))
	for u, arcs := range adj {
		for _, arc := range arcs {
			network.AddEdge(u, arc[0], int64(arc[1]))
		}
	}
	return network.MaxFlow(s, t)
}

func main() {
	adj := [][][2]int{
		{{1, 8}, {2, 12}, {3, 4}, {4, 6}},
		{{2, 12}, {4, 10}},
		{{6, 2}},
		{{2, 6}, {4, 12}, {5, 9}, {7, 7}},
		{{7, 9}},
		{{3, 5}},
		{{2, 2}, {7, 10}},
		{},
	}
	fmt.Println(dinic(adj, 0, 7))
}
