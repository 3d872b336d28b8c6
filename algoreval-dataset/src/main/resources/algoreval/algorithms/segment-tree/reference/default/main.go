package main

import "fmt"

type SegmentTree struct {
	n    int
	tree []int64 // node 1 is the root; node k has children 2k and 2k+1
}

func min64(a, b int64) int64 {
	if a < b {
		return a
	}
	return b
}

func NewSegmentTree(arr []int64) *SegmentTree {
	st := &SegmentTree{n: len(arr), tree: make([]int64, 4*len(arr))}
	st.build(1, 0, st.n-1, arr)
	return st
}

func (st *SegmentTree) build(node, lo, hi int, arr []int64) {
	if lo == hi {
		st.tree[node] = arr[lo]
		return
	}
	mid := (lo + hi) / 2
	st.build(2*node, lo, mid, arr)
	st.build(2*node+1, mid+1, hi, arr)
	st.tree[node] = min64(st.tree[2*node], st.tree[2*node+1])
}

func (st *SegmentTree) Update(i int, value int64) {
	st.update(1, 0, st.n-1, i, value)
}

func (st *SegmentTree) update(node, lo, hi, i int, value int64) {
	if lo == hi {
		st.tree[node] = value
		return
	}
	mid := (lo + hi) / 2
	if i <= mid {
		st.update(2*node, lo, mid, i, value)
	} else {
		st.update(2*node+1, mid+1, hi, i, value)
	}
	st.tree[node] = min64(st.tree[2*node], st.tree[2*node+1])
}

func (st *SegmentTree) Query(l, r int) int64 {
	return st.query(1, 0, st.n-1, l, r)
}

func (st *SegmentTree) query(node, lo, hi, l, r int) int64 {
	if l <= lo && hi <= r {
		return st.tree[node]
	}
	mid := (lo + hi) / 2
	if r <= mid {
		return st.query(2*node, lo, mid, l, r)
	}
	if l > mid {
		return st.query(2*node+1, mid+1, hi, l, r)
	}
	return min64(st.query(2*node, lo, mid, l, r), st.query(2*node+1, mid+1, hi, l, r))
}

func main() {
	arr := []int64{9, 4, -2, 7, 7, 3, 15, -6, 8, 0, 5}
	ops := [][3]int{{1, 0, 10}, {1, 0, 1}, {1, 3, 6}, {0, 7, 12}, {1, 5, 10}, {0, 2, 11}, {1, 0, 4},
		{1, 8, 8}, {0, 4, -3}, {1, 3, 5}, {1, 6, 9}, {0, 9, 20}, {1, 8, 10}}
	st := NewSegmentTree(arr)
	for _, op := range ops {
		if op[0] == 0 {
			st.Update(op[1], int64(op[2]))
		} else {
			fmt.Println(st.Query(op[1], op[2]))
		}
	}
}
