package main

import (
	"fmt"
	"sort"
)

type times struct {
	completion, turnaround, waiting int
}

func roundRobinTimes(arrival, burst []int, quantum int) []times {
	n := len(arrival)
	byArrival := make([]int, n)
	for i := range byArrival {
		byArrival[i] = i
	}
	sort.SliceStable(byArrival, func(a, b int) bool { return arrival[byArrival[a]] < arrival[byArrival[b]] })
	remaining := append([]int(nil), burst...)
	result := make([]times, n)
	queue := []int{}
	next, time, finished := 0, 0, 0
	admitUntil := func(t int) {
		for next < n && arrival[byArrival[next]] <= t {
			queue = append(queue, byArrival[next])
			next++
		}
	}
	for finished < n {
		admitUntil(time)
		if len(queue) == 0 {
			time = arrival[byArrival[next]] // idle until the next arrival
			continue
		}
		p := queue[0]
		queue = queue[1:]
		run := quantum
		if remaining[p] < run {
			run = remaining[p]
		}
		time += run
		remaining[p] -= run
		admitUntil(time) // arrivals up to now are queued before a preempted process
		if remaining[p] == 0 {
			turnaround := time - arrival[p]
			result[p] = times{time, turnaround, turnaround - burst[p]}
			finished++
		} else {
			queue = append(queue, p)
		}
	}
	return result
}

// roundRobinSchedule is the interface's form: one {completion, turnaround, waiting} row per process.
func roundRobinSchedule(arrival []int, burst []int, quantum int) [][3]int {
	rows := [][3]int{}
	for _, t := range roundRobinTimes(arrival, burst, quantum) {
		rows = append(rows, [3]int{t.completion, t.turnaround, t.waiting})
	}
	return rows
}

func main() {
	arrival := []int{0, 3, 1, 6, 3, 20}
	burst := []int{5, 2, 4, 5, 3, 4}
	quantum := 3
	result := roundRobinTimes(arrival, burst, quantum)
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
