package main

import (
	"fmt"
	"strconv"
	"strings"
)

func clampIndex(x, n int) int {
	if x < 0 {
		return 0
	}
	if x >= n {
		return n - 1
	}
	return x
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func prewittEdge(image [][]int) [][]int {
	rows := len(image)
	cols := 0
	if rows > 0 {
		cols = len(image[0])
	}
	// Replicate the border: out-of-range coordinates snap to the nearest edge pixel.
	px := func(r, c int) int { return image[clampIndex(r, rows)][clampIndex(c, cols)] }
	result := make([][]int, rows)
	for i := 0; i < rows; i++ {
		result[i] = make([]int, cols)
		for j := 0; j < cols; j++ {
			gx, gy := 0, 0
			for d := -1; d <= 1; d++ {
				gx += px(i+d, j+1) - px(i+d, j-1)
				gy += px(i+1, j+d) - px(i-1, j+d)
			}
			magnitude := abs(gx) + abs(gy)
			if magnitude > 255 {
				magnitude = 255
			}
			result[i][j] = magnitude
		}
	}
	return result
}

func main() {
	image := [][]int{
		{20, 22, 25, 60, 110, 115},
		{21, 24, 30, 75, 112, 118},
		{23, 26, 45, 90, 108, 120},
		{40, 55, 70, 85, 95, 100},
		{80, 90, 88, 70, 60, 52},
	}
	for _, row := range prewittEdge(image) {
		parts := make([]string, len(row))
		for j, v := range row {
			parts[j] = strconv.Itoa(v)
		}
		fmt.Println(strings.Join(parts, " "))
	}
}
