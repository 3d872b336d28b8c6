package main

import (
	"fmt"
	"strconv"
	"strings"
)

func convolve2d(image [][]int, kernel [][]int) [][]int {
	rows := len(image)
	cols := 0
	if rows > 0 {
		cols = len(image[0])
	}
	k := len(kernel)
	half := k / 2
	result := make([][]int, rows)
	for i := 0; i < rows; i++ {
		result[i] = make([]int, cols)
		for j := 0; j < cols; j++ {
			total := 0
			for a := 0; a < k; a++ {
				for b := 0; b < k; b++ {
					// True convolution: kernel cell (a, b) meets the pixel mirrored through the centre.
					r := i + half - a
					c := j + half - b
					if r >= 0 && r < rows && c >= 0 && c < cols {
						total += kernel[a][b] * image[r][c]
					}
				}
			}
			result[i][j] = total
		}
	}
	return result
}

func main() {
	image := [][]int{
		{12, 40, 87, 150, 200, 180, 95},
		{30, 65, 120, 210, 240, 160, 70},
		{55, 90, 35, 100, 185, 130, 45},
		{80, 145, 60, 20, 90, 220, 110},
		{25, 170, 205, 75, 15, 60, 140},
		{5, 100, 230, 250, 120, 35, 10},
	}
	kernel := [][]int{
		{-1, 0, 2},
		{-2, 1, 1},
		{0, 3, -1},
	}
	for _, row := range convolve2d(image, kernel) {
		parts := make([]string, len(row))
		for j, v := range row {
			parts[j] = strconv.Itoa(v)
		}
		fmt.Println(strings.Join(parts, " "))
	}
}
