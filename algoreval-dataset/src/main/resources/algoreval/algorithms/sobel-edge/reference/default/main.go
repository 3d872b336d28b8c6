package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

var kx = [3][3]int{{-1, 0, 1}, {-2, 0, 2}, {-1, 0, 1}}
var ky = [3][3]int{{-1, -2, -1}, {0, 0, 0}, {1, 2, 1}}

func clampIndex(x, n int) int {
	if x < 0 {
		return 0
	}
	if x >= n {
		return n - 1
	}
	return x
}

func sobelEdge(image [][]int) [][]int {
	rows := len(image)
	cols := 0
	if rows > 0 {
		cols = len(image[0])
	}
	result := make([][]int, rows)
	for i := 0; i < rows; i++ {
		result[i] = make([]int, cols)
		for j := 0; j < cols; j++ {
			gx, gy := 0, 0
			for di := -1; di <= 1; di++ {
				for dj := -1; dj <= 1; dj++ {
					// Replicate the border: out-of-range coordinates snap to the nearest edge pixel.
					v := image[clampIndex(i+di, rows)][clampIndex(j+dj, cols)]
					gx += kx[di+1][dj+1] * v
					gy += ky[di+1][dj+1] * v
				}
			}
			// gx^2 + gy^2 is an integer, so its square root is never exactly halfway
			magnitude := int(math.Round(math.Sqrt(float64(gx*gx + gy*gy))))
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
		{10, 12, 15, 40, 70, 72, 75},
		{11, 14, 22, 50, 68, 74, 77},
		{13, 18, 35, 58, 66, 71, 60},
		{30, 42, 48, 52, 45, 40, 38},
		{70, 75, 60, 41, 30, 25, 20},
	}
	for _, row := range sobelEdge(image) {
		parts := make([]string, len(row))
		for j, v := range row {
			parts[j] = strconv.Itoa(v)
		}
		fmt.Println(strings.Join(parts, " "))
	}
}
