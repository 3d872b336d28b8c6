package main

import (
	"fmt"
	"sort"
)

type times struct {
	completion, turnaround, waiting int
}

func fcfsTimes(arrival, burst []int) []times {
	n := len(arrival)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return arrival[order[a]] < arrival[order[b]] })
	result := make([]times, n)
	time := 0
	for _, p := range order {
		if time < arrival[p] {
			time = arrival[p] // idle until the process arrives
		}
		time += burst[p]
		turnaround := time - arrival[p]
		result[p] = times{time, turnaround, turnaround - burst[p]}
	}
	return result
}

// fcfsSchedule is the interface's form: one {completion, turnaround, waiting} row per process.
func fcfsSchedule(arrival []int, burst []int) [][3]int {
	rows := [][3]int{}
	for _, t := range fcfsTimes(arrival, burst) {
		rows = append(rows, [3]int{t.completion, t.turnaround, t.waiting})
	}
	return rows
}

func main() {
	arrival := []int{2, 0, 4, 4, 25, 3}
	burst := []int{5, 3, 1, 6, 2, 4}
	result := fcfsTimes(arrival, burst)
	totalTurnaround, totalWaiting := 0, 0
	for i, t := range result {
		fmt.Printf("P%d completion=%d turnaround=%d waiting=%d\n", i, t.completion, t.turnaround, t.waiting)
		totalTurnaround += t.turnaround
		totalWaiting += t.waiting
	}
	n := float64(len(result))
	fmt.Printf("average turnaround=%.2f\n", float64(totalTurnaround)/n)
	fmt.Printf("average waiting=%.2f\n", float64(totalWaiting)/n)
}
