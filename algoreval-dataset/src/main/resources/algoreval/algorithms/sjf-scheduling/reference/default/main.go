package main

import "fmt"

type times struct {
	completion, turnaround, waiting int
}

func sjfTimes(arrival, burst []int) []times {
	n := len(arrival)
	result := make([]times, n)
	done := make([]bool, n)
	time := 0
	for finished := 0; finished < n; {
		chosen, nextArrival := -1, -1
		for i := 0; i < n; i++ {
			if done[i] {
				continue
			}
			if arrival[i] <= time {
				// Shortest burst first, then earlier arrival, then lower process number.
				if chosen < 0 || burst[i] < burst[chosen] ||
					(burst[i] == burst[chosen] && arrival[i] < arrival[chosen]) {
					chosen = i
				}
			} else if nextArrival < 0 || arrival[i] < nextArrival {
				nextArrival = arrival[i]
			}
		}
		if chosen < 0 {
			time = nextArrival // idle until the next arrival
			continue
		}
		done[chosen] = true
		finished++
		time += burst[chosen]
		turnaround := time - arrival[chosen]
		result[chosen] = times{time, turnaround, turnaround - burst[chosen]}
	}
	return result
}

// sjfSchedule is the interface's form: one {completion, turnaround, waiting} row per process.
func sjfSchedule(arrival []int, burst []int) [][3]int {
	rows := [][3]int{}
	for _, t := range sjfTimes(arrival, burst) {
		rows = append(rows, [3]int{t.completion, t.turnaround, t.waiting})
	}
	return rows
}

func main() {
	arrival := []int{5, 2, 0, 30, 4, 5, 12}
	burst := []int{4, 4, 7, 3, 1, 4, 2}
	result := sjfTimes(arrival, burst)
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
