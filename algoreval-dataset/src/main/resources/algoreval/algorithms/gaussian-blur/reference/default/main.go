package main

import (
	"fmt"
	"strconv"
	"strings"
)

var kernel = [3][3]int{{1, 2, 1}, {2, 4, 2}, {1, 2, 1}}

func clampIndex(x, n int) int {
	if x < 0 {
		return 0
	}
	if x >= n {
		return n - 1
	}
	return x
}

func gaussianBlur(image [][]int) [][]int {
	rows := len(image)
	cols := 0
	if rows > 0 {
		cols = len(image[0])
	}
	result := make([][]int, rows)
	for i := 0; i < rows; i++ {
		result[i] = make([]int, cols)
		for j := 0; j < cols; j++ {
			total := 0
			for di := -1; di <= 1; di++ {
				for dj := -1; dj <= 1; dj++ {
					// Replicate the border: out-of-range coordinates snap to the nearest edge pixel.
					r := clampIndex(i+di, rows)
					c := clampIndex(j+dj, cols)
					total += kernel[di+1][dj+1] * image[r][c]
				}
			}
			result[i][j] = (total + 8) / 16
		}
	}
	return result
}

func main() {
	image := [][]int{
		{10, 200, 35, 90, 255, 0},
		{120, 45, 180, 60, 15, 220},
		{250, 5, 77, 140, 199, 33},
		{64, 128, 0, 211, 90, 175},
		{30, 240, 100, 8, 160, 66},
		{185, 12, 230, 150, 40, 95},
	}
	for _, row := range gaussianBlur(image) {
		parts := make([]string, len(row))
		for j, v := range row {
			parts[j] = strconv.Itoa(v)
		}
		fmt.Println(strings.Join(parts, " "))
	}
}
