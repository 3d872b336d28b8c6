package main

import (
	"fmt"
	"strconv"
	"strings"
)

func siftDown(arr []int, root, end int) {
	for 2*root+1 < end {
		child := 2*root + 1
		if child+1 < end && arr[child+1] > arr[child] {
			child++
		}
		if arr[root] >= arr[child] {
			return
		}
		arr[root], arr[child] = arr[child], arr[root]
		root = child
	}
}

func heapSort(arr []int) {
	n := len(arr)
	for start := n/2 - 1; start >= 0; start-- {
		siftDown(arr, start, n)
	}
	for end := n - 1; end > 0; end-- {
		arr[0], arr[end] = arr[end], arr[0]
		siftDown(arr, 0, end)
	}
}

func main() {
	arr := []int{23, -7, 0, 15, -7, 42, 8, -19, 15, 3, 0, 99, -1, 8, 27}
	heapSort(arr)
	parts := make([]string, len(arr))
	for i, x := range arr {
		parts[i] = strconv.Itoa(x)
	}
	fmt.Println(strings.Join(parts, " "))
}
