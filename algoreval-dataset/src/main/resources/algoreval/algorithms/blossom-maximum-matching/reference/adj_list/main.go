package main

import "fmt"

// Blossom is Edmonds' blossom algorithm: augmenting paths found by BFS, odd cycles contracted via base.
type Blossom struct {
	adj       [][]int
	n         int
	mate      []int
	parent    []int
	base      []int
	inBlossom []bool
}

func NewBlossom(adj [][]int) *Blossom {
	n := len(adj)
	b := &Blossom{adj: adj, n: n, mate: make([]int, n), parent: make([]int, n), base: make([]int, n)}
	for i := range b.mate {
		b.mate[i] = -1
	}
	return b
}

// lca returns the lowest common ancestor of a and b in the alternating tree (on blossom bases).
func (b *Blossom) lca(x, y int) int {
	seen := make([]bool, b.n)
	for {
		x = b.base[x]
		seen[x] = true
		if b.mate[x] == -1 {
			break
		}
		x = b.parent[b.mate[x]]
	}
	for {
		y = b.base[y]
		if seen[y] {
			return y
		}
		y = b.parent[b.mate[y]]
	}
}

// markPath marks the blossom path from v down to base root and reverses parent links along it.
func (b *Blossom) markPath(v, root, child int) {
	for b.base[v] != root {
		b.inBlossom[b.base[v]] = true
		b.inBlossom[b.base[b.mate[v]]] = true
		b.parent[v] = child
		child = b.mate[v]
		v = b.parent[b.mate[v]]
	}
}

// findAugmentingPath runs a BFS from a free root and returns a free vertex at the end of an
// augmenting path, or -1.
func (b *Blossom) findAugmentingPath(root int) int {
	n := b.n
	for i := 0; i < n; i++ {
		b.parent[i] = -1
		b.base[i] = i
	}
	used := make([]bool, n) // even (outer) vertices of the alternating tree
	used[root] = true
	queue := []int{root}
	for head := 0; head < len(queue); head++ {
		v := queue[head]
		for _, to := range b.adj[v] {
			if b.base[v] == b.base[to] || b.mate[v] == to {
				continue
			}
			if to == root || (b.mate[to] != -1 && b.parent[b.mate[to]] != -1) {
				// edge between two even vertices: contract the odd cycle (blossom)
				curBase := b.lca(v, to)
				b.inBlossom = make([]bool, n)
				b.markPath(v, curBase, to)
				b.markPath(to, curBase, v)
				for i := 0; i < n; i++ {
					if b.inBlossom[b.base[i]] {
						b.base[i] = curBase
						if !used[i] {
							used[i] = true
							queue = append(queue, i)
						}
					}
				}
			} else if b.parent[to] == -1 {
				b.parent[to] = v
				if b.mate[to] == -1 {
					return to
				}
				used[b.mate[to]] = true
				queue = append(queue, b.mate[to])
			}
		}
	}
	return -1
}

// Solve returns mate: mate[v] is the vertex matched to v, or -1.
func (b *Blossom) Solve() []int {
	for root := 0; root < b.n; root++ {
		if b.mate[root] != -1 {
			continue
		}
		v := b.findAugmentingPath(root)
		for v != -1 { // flip the matched and unmatched edges along the path
			pv := b.parent[v]
			next := b.mate[pv]
			b.mate[v] = pv
			b.mate[pv] = v
			v = next
		}
	}
	return b.mate
}

func maxMatching(adj [][]int) []int {
	return NewBlossom(adj).Solve()
}

func main() {
	adj := [][]int{
		{5, 6, 10},
		{5, 6, 8, 9, 11},
		{3, 7},
		{2, 4, 7},
		{3, 6, 8, 9, 10},
		{0, 1, 8, 11},
		{0, 1, 4, 10},
		{2, 3},
		{1, 4, 5, 11},
		{1, 4},
		{0, 4, 6},
		{1, 5, 8},
	}
	mate := maxMatching(adj)
	matched := 0
	for _, m := range mate {
		if m != -1 {
			matched++
		}
	}
	fmt.Println(matched / 2)
}
