package main

import "fmt"

type FenwickTree struct {
	tree []int64 // 1-based internal array
}

func NewFenwickTree(n int) *FenwickTree {
	return &FenwickTree{tree: make([]int64, n+1)}
}

func (ft *FenwickTree) Add(i int, delta int64) {
	for i++; i < len(ft.tree); i += i & -i {
		ft.tree[i] += delta
	}
}

func (ft *FenwickTree) PrefixSum(i int) int64 {
	var total int64
	for i++; i > 0; i -= i & -i {
		total += ft.tree[i]
	}
	return total
}

func (ft *FenwickTree) RangeSum(l, r int) int64 {
	return ft.PrefixSum(r) - ft.PrefixSum(l-1)
}

func main() {
	arr := []int64{5, -3, 7, 0, 2, -8, 4, 4, 10, -1, 6, 3}
	ops := [][3]int{{1, 0, 11}, {1, 2, 5}, {0, 3, 6}, {1, 0, 3}, {0, 11, -5}, {1, 8, 11},
		{0, 0, -5}, {1, 0, 0}, {1, 4, 4}, {0, 6, 2}, {1, 5, 9}, {1, 3, 7}}
	ft := NewFenwickTree(len(arr))
	for i, v := range arr {
		ft.Add(i, v)
	}
	for _, op := range ops {
		if op[0] == 0 {
			ft.Add(op[1], int64(op[2]))
		} else {
			fmt.Println(ft.RangeSum(op[1], op[2]))
		}
	}
}
