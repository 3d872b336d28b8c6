package main

import "fmt"

type DisjointSet struct {
	parent     []int
	rank       []int
	components int
}

func NewDisjointSet(n int) *DisjointSet {
	ds := &DisjointSet{parent: make([]int, n), rank: make([]int, n), components: n}
	for i := range ds.parent {
		ds.parent[i] = i
	}
	return ds
}

func (ds *DisjointSet) Find(x int) int {
	root := x
	for ds.parent[root] != root {
		root = ds.parent[root]
	}
	for ds.parent[x] != root { // path compression
		next := ds.parent[x]
		ds.parent[x] = root
		x = next
	}
	return root
}

func (ds *DisjointSet) Unite(a, b int) bool {
	ra, rb := ds.Find(a), ds.Find(b)
	if ra == rb {
		return false
	}
	if ds.rank[ra] < ds.rank[rb] {
		ra, rb = rb, ra
	}
	ds.parent[rb] = ra
	if ds.rank[ra] == ds.rank[rb] {
		ds.rank[ra]++
	}
	ds.components--
	return true
}

func (ds *DisjointSet) Connected(a, b int) bool {
	return ds.Find(a) == ds.Find(b)
}

func (ds *DisjointSet) Count() int {
	return ds.components
}

func main() {
	n := 10
	ops := [][3]int{{0, 0, 1}, {0, 2, 3}, {1, 0, 3}, {0, 1, 3}, {1, 0, 2}, {0, 4, 5}, {0, 5, 6},
		{0, 6, 4}, {1, 4, 6}, {1, 7, 8}, {0, 7, 8}, {0, 3, 0}, {1, 1, 8}, {0, 8, 9},
		{1, 9, 7}, {0, 2, 7}, {1, 0, 9}}
	ds := NewDisjointSet(n)
	for _, op := range ops {
		var result bool
		if op[0] == 0 {
			result = ds.Unite(op[1], op[2])
		} else {
			result = ds.Connected(op[1], op[2])
		}
		fmt.Println(result)
	}
	fmt.Println(ds.Count())
}
