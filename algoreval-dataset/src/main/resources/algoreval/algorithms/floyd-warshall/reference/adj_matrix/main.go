package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

const inf = math.MaxInt64

// relaxThroughEveryVertex runs Floyd-Warshall in place on a matrix of direct distances
// (inf = no edge, 0 on the diagonal).
func relaxThroughEveryVertex(dist [][]int) {
	n := len(dist)
	for k := 0; k < n; k++ {
		for i := 0; i < n; i++ {
			if dist[i][k] == inf {
				continue
			}
			for j := 0; j < n; j++ {
				if dist[k][j] != inf && dist[i][k]+dist[k][j] < dist[i][j] {
					dist[i][j] = dist[i][k] + dist[k][j]
				}
			}
		}
	}
}

func emptyDistances(n int) [][]int {
	dist := make([][]int, n)
	for i := range dist {
		dist[i] = make([]int, n)
		for j := range dist[i] {
			if i != j {
				dist[i][j] = inf
			}
		}
	}
	return dist
}

func printMatrix(dist [][]float64) {
	for _, row := range dist {
		cells := make([]string, len(row))
		for j, d := range row {
			if math.IsInf(d, 1) {
				cells[j] = "INF"
			} else {
				cells[j] = strconv.FormatFloat(d, 'f', -1, 64)
			}
		}
		fmt.Println(strings.Join(cells, " "))
	}
}

const noEdge = 999

func floydWarshallInts(M [][]int) [][]int {
	dist := emptyDistances(len(M))
	for u, row := range M {
		for v, w := range row {
			if u != v && w != noEdge {
				dist[u][v] = w
			}
		}
	}
	relaxThroughEveryVertex(dist)
	return dist
}

// floydWarshall is floydWarshallInts as the typed interface returns it: unreachable is +Inf.
func floydWarshall(M [][]int) [][]float64 {
	dist := floydWarshallInts(M)
	out := make([][]float64, len(dist))
	for i, row := range dist {
		out[i] = make([]float64, len(row))
		for j, d := range row {
			if d == inf {
				out[i][j] = math.Inf(1)
			} else {
				out[i][j] = float64(d)
			}
		}
	}
	return out
}

func main() {
	M := [][]int{
		{999, 3, 999, 7, 999, 999, 999},
		{999, 999, -2, 999, 4, 999, 999},
		{5, 999, 999, 1, 999, 999, 999},
		{999, 8, 999, 999, -3, 999, 999},
		{2, 999, 6, 999, 999, 999, 999},
		{1, 999, 999, 999, 999, 999, -1},
		{999, 999, 999, 4, 999, 999, 999},
	}
	printMatrix(floydWarshall(M))
}
