package main

import (
	"fmt"
	"strconv"
	"strings"
)

func fifoPageReplacement(pages []int, frameCount int) [][]int {
	frames := make([]int, frameCount)
	for i := range frames {
		frames[i] = -1
	}
	frameOf := map[int]int{} // resident page -> frame number
	loadOrder := []int{}     // resident pages, earliest loaded first
	snapshots := make([][]int, 0, len(pages))
	for _, page := range pages {
		if _, resident := frameOf[page]; !resident {
			var slot int
			if len(frameOf) < frameCount {
				for frames[slot] != -1 {
					slot++
				}
			} else {
				victim := loadOrder[0]
				loadOrder = loadOrder[1:]
				slot = frameOf[victim]
				delete(frameOf, victim)
			}
			frames[slot] = page
			frameOf[page] = slot
			loadOrder = append(loadOrder, page)
		}
		snapshots = append(snapshots, append([]int(nil), frames...))
	}
	return snapshots
}

func contains(values []int, x int) bool {
	for _, v := range values {
		if v == x {
			return true
		}
	}
	return false
}

func main() {
	pages := []int{5, 3, 4, 2, 1, 3, 4, 5, 3, 4, 0, 5, 0, 2, 5, 0}
	for _, frameCount := range []int{3, 4} {
		snapshots := fifoPageReplacement(pages, frameCount)
		previous := make([]int, frameCount)
		for i := range previous {
			previous[i] = -1
		}
		faults := 0
		for i, page := range pages {
			fault := !contains(previous, page)
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
