package main

import (
	"fmt"
	"strconv"
	"strings"
)

func indexOf(values []int, x int) int {
	for i, v := range values {
		if v == x {
			return i
		}
	}
	return -1
}

func lruPageReplacement(pages []int, frameCount int) [][]int {
	frames := make([]int, frameCount)
	lastUsed := make([]int, frameCount) // time of the latest reference to each frame's page
	for f := range frames {
		frames[f] = -1
		lastUsed[f] = -1
	}
	snapshots := make([][]int, 0, len(pages))
	for t, page := range pages {
		slot := indexOf(frames, page)
		if slot < 0 {
			slot = indexOf(frames, -1)
		}
		if slot < 0 { // evict the least recently used page
			slot = 0
			for f := 1; f < frameCount; f++ {
				if lastUsed[f] < lastUsed[slot] {
					slot = f
				}
			}
		}
		frames[slot] = page
		lastUsed[slot] = t
		snapshots = append(snapshots, append([]int(nil), frames...))
	}
	return snapshots
}

func main() {
	pages := []int{1, 2, 3, 2, 5, 1, 2, 5, 1, 2, 3, 1, 5, 6, 1, 5, 4, 5}
	for _, frameCount := range []int{3, 4} {
		snapshots := lruPageReplacement(pages, frameCount)
		previous := make([]int, frameCount)
		for i := range previous {
			previous[i] = -1
		}
		faults := 0
		for i, page := range pages {
			fault := indexOf(previous, page) < 0
			if fault {
				faults++
			}
			if frameCount == 3 {
				shown := make([]string, frameCount)
				for f, p := range snapshots[i] {
					if p == -1 {
						shown[f] = "-"
					} else {
						shown[f] = strconv.Itoa(p)
					}
				}
				status := "hit"
				if fault {
					status = "fault"
				}
				fmt.Printf("%d: %s %s\n", page, strings.Join(shown, " "), status)
			}
			previous = snapshots[i]
		}
		fmt.Printf("faults with %d frames: %d\n", frameCount, faults)
	}
}
