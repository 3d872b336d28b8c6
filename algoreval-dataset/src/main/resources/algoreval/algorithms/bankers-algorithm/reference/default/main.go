package main

import (
	"fmt"
	"strconv"
	"strings"
)

func safeSequence(available []int, max, allocation [][]int) []int {
	n, m := len(max), len(available)
	work := append([]int(nil), available...)
	finished := make([]bool, n)
	sequence := []int{}
	for len(sequence) < n {
		chosen := -1
		for i := 0; i < n && chosen < 0; i++ {
			if finished[i] {
				continue
			}
			fits := true
			for j := 0; j < m; j++ {
				if max[i][j]-allocation[i][j] > work[j] {
					fits = false
				}
			}
			if fits {
				chosen = i
			}
		}
		if chosen < 0 {
			return []int{} // no remaining process can finish: unsafe
		}
		finished[chosen] = true
		sequence = append(sequence, chosen)
		for j := 0; j < m; j++ {
			work[j] += allocation[chosen][j]
		}
	}
	return sequence
}

func requestResources(available []int, max, allocation [][]int, process int, request []int) string {
	m := len(available)
	for j := 0; j < m; j++ {
		if request[j] > max[process][j]-allocation[process][j] {
			return "error"
		}
	}
	for j := 0; j < m; j++ {
		if request[j] > available[j] {
			return "wait"
		}
	}
	newAvailable := make([]int, m)
	newAllocation := make([][]int, len(allocation))
	for i, row := range allocation {
		newAllocation[i] = append([]int(nil), row...)
	}
	for j := 0; j < m; j++ {
		newAvailable[j] = available[j] - request[j]
		newAllocation[process][j] += request[j]
	}
	if len(safeSequence(newAvailable, max, newAllocation)) == 0 {
		return "unsafe"
	}
	return "granted"
}

func main() {
	available := []int{3, 1, 2, 2}
	max := [][]int{{5, 0, 0, 6}, {2, 4, 1, 0}, {6, 5, 1, 7}, {0, 2, 2, 6}, {4, 0, 7, 5}}
	allocation := [][]int{{4, 0, 0, 0}, {2, 2, 1, 0}, {4, 5, 0, 6}, {0, 0, 2, 5}, {2, 0, 6, 2}}
	for _, avail := range [][]int{available, {0, 2, 0, 0}} {
		sequence := safeSequence(avail, max, allocation)
		if len(sequence) == 0 {
			fmt.Println("unsafe")
			continue
		}
		parts := make([]string, len(sequence))
		for i, p := range sequence {
			parts[i] = strconv.Itoa(p)
		}
		fmt.Println("safe sequence: " + strings.Join(parts, " "))
	}
	processes := []int{1, 0, 3, 1, 2}
	requests := [][]int{{0, 1, 0, 0}, {1, 0, 0, 2}, {0, 2, 0, 0}, {0, 3, 0, 0}, {2, 0, 1, 1}}
	for k, process := range processes {
		fmt.Printf("P%d: %s\n", process, requestResources(available, max, allocation, process, requests[k]))
	}
}
