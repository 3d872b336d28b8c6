package main

import (
	"fmt"
	"sort"
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

func medianFilter(image [][]int) [][]int {
	rows := len(image)
	cols := 0
	if rows > 0 {
		cols = len(image[0])
	}
	result := make([][]int, rows)
	window := make([]int, 0, 9)
	for i := 0; i < rows; i++ {
		result[i] = make([]int, cols)
		for j := 0; j < cols; j++ {
			window = window[:0]
			for di := -1; di <= 1; di++ {
				for dj := -1; dj <= 1; dj++ {
					// Replicate the border so every window holds exactly 9 values.
					window = append(window, image[clampIndex(i+di, rows)][clampIndex(j+dj, cols)])
				}
			}
			sort.Ints(window)
			result[i][j] = window[4]
		}
	}
	return result
}

func main() {
	image := [][]int{
		{100, 102, 255, 98, 97, 0, 95},
		{101, 0, 99, 100, 255, 96, 94},
		{103, 104, 100, 30, 98, 97, 255},
		{255, 105, 101, 99, 0, 93, 92},
		{106, 107, 0, 102, 100, 255, 90},
		{108, 255, 109, 103, 101, 91, 0},
	}
	for _, row := range medianFilter(image) {
		parts := make([]string, len(row))
		for j, v := range row {
			parts[j] = strconv.Itoa(v)
		}
		fmt.Println(strings.Join(parts, " "))
	}
}
