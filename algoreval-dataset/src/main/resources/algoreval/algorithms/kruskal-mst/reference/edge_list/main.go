package main

import (
	"fmt"
	"sort"
)

type DisjointSet struct {
	parent, rank []int
}

func NewDisjointSet(n int) *DisjointSet {
	d := &DisjointSet{parent: make([]int, n), rank: make([]int, n)}
	for i := range d.parent {
		d.parent[i] = i
	}
	return d
}

func (d *DisjointSet) Find(x int) int {
	for d.parent[x] != x {
		d.parent[x] = d.parent[d.parent[x]]
		x = d.parent[x]
	}
	return x
}

func (d *DisjointSet) Union(a, b int) bool {
	ra, rb := d.Find(a), d.Find(b)
	if ra == rb {
		return false
	}
	if d.rank[ra] < d.rank[rb] {
		ra, rb = rb, ra
	}
	d.parent[rb] = ra
	if d.rank[ra] == d.rank[rb] {
		d.rank[ra]++
	}
	return true
}

func kruskalMST(V int, edges [][3]int) [][3]int {
	sorted := make([][3]int, len(edges))
	copy(sorted, edges)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i][2] < sorted[j][2] })
	dsu := NewDisjointSet(V)
	var mst [][3]int
	for _, e := range sorted {
		if dsu.Union(e[0], e[1]) {
			mst = append(mst, e)
			if len(mst) == V-1 {
				break
			}
		}
	}
	return mst
}

func main() {
	V := 8
	edges := [][3]int{{2, 4, 3}, {1, 5, 3}, {0, 4, 4}, {0, 1, 4}, {6, 7, 5}, {1, 3, 2}, {0, 2, 3}, {3, 5, 2},
		{4, 6, 1}, {1, 2, 5}, {5, 7, 4}, {2, 3, 6}, {3, 4, 7}, {0, 7, 10}, {4, 5, 8}, {5, 6, 9}}
	mst := kruskalMST(V, edges)
	total := 0
	for i := range mst {
		total += mst[i][2]
		if mst[i][0] > mst[i][1] {
			mst[i][0], mst[i][1] = mst[i][1], mst[i][0]
		}
	}
	sort.Slice(mst, func(i, j int) bool {
		if mst[i][0] != mst[j][0] {
			return mst[i][0] < mst[j][0]
		}
		return mst[i][1] < mst[j][1]
	})
	fmt.Println(total)
	for _, e := range mst {
		fmt.Printf("%d %d %d\n", e[0], e[1], e[2])
	}
}
