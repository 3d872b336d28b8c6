package main

import (
	"fmt"
	"math"
)

const inf = math.MaxInt64 / 4

// MinCostFlow is a residual network; edge e and its reverse edge e^1 are stored next to each other.
type MinCostFlow struct {
	graph [][]int
	to    []int
	cap   []int64
	cost  []int64
}

func NewMinCostFlow(n int) *MinCostFlow {
	return &MinCostFlow{graph: make([][]int, n)}
}

func (g *MinCostFlow) AddEdge(u, v int, cap, cost int64) {
	g.graph[u] = append(g.graph[u], len(g.to))
	g.to = append(g.to, v)
	g.cap = append(g.cap, cap)
	g.cost = append(g.cost, cost)
	g.graph[v] = append(g.graph[v], len(g.to))
	g.to = append(g.to, u)
	g.cap = append(g.cap, 0)
	g.cost = append(g.cost, -cost)
}

// shortestPaths is Bellman-Ford with a queue (SPFA); reverse residual edges have negative costs.
func (g *MinCostFlow) shortestPaths(s int) ([]int64, []int) {
	n := len(g.graph)
	dist := make([]int64, n)
	prevEdge := make([]int, n)
	inQueue := make([]bool, n)
	for i := range dist {
		dist[i] = inf
		prevEdge[i] = -1
	}
	dist[s] = 0
	inQueue[s] = true
	queue := []int{s}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		inQueue[u] = false
		for _, e := range g.graph[u] {
			v := g.to[e]
			if g.cap[e] > 0 && dist[u]+g.cost[e] < dist[v] {
				dist[v] = dist[u] + g.cost[e]
				prevEdge[v] = e
				if !inQueue[v] {
					inQueue[v] = true
					queue = append(queue, v)
				}
			}
		}
	}
	return dist, prevEdge
}

// Run returns the maximum flow and the minimum cost of a maximum flow.
func (g *MinCostFlow) Run(s, t int) (int64, int64) {
	var flow, totalCost int64
	for {
		dist, prevEdge := g.shortestPaths(s)
		if dist[t] == inf {
			return flow, totalCost
		}
		push := int64(inf)
		for v := t; v != s; v = g.to[prevEdge[v]^1] {
			if g.cap[prevEdge[v]] < push {
				push = g.cap[prevEdge[v]]
			}
		}
		for v := t; v != s; v = g.to[prevEdge[v]^1] {
			g.cap[prevEdge[v]] -= push
			g.cap[prevEdge[v]^1] += push
		}
		flow += push
		totalCost += push * dist[t]
	}
}

func minCostMaxFlow(adj [][][3]int, s, t int) (int64, int64) {
	network := NewMinCostFlow(len(adj))
	for u, arcs := range adj {
		for _, arc := range arcs {
			network.AddEdge(u, arc[0], int64(arc[1]), int64(arc[2]))
		}
	}
	return network.Run(s, t)
}

func main() {
	adj := [][][3]int{
		{{4, 6, 5}, {5, 4, 1}},
		{{4, 7, 2}, {5, 3, 7}, {5, 4, 5}},
		{{4, 2, 4}, {5, 5, 3}},
		{{6, 4, 4}},
		{{6, 7, 2}},
		{{1, 8, 1}, {2, 4, 9}, {3, 6, 9}, {6, 1, 1}},
		{},
	}
	flow, cost := minCostMaxFlow(adj, 0, 6)
	fmt.Println(flow, cost)
}
