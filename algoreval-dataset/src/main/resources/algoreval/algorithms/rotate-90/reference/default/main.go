package main

import (
	"fmt"
	"strconv"
	"strings"
)

func rotate90(image [][]int) [][]int {
	rows := len(image)
	cols := 0
	if rows > 0 {
		cols = len(image[0])
	}
	// Row r of the result is column r of the input read from the bottom row upwards.
	result := make([][]int, cols)
	for r := 0; r < cols; r++ {
		result[r] = make([]int, rows)
		for c := 0; c < rows; c++ {
			result[r][c] = image[rows-1-c][r]
		}
	}
	return result
}

func main() {
	image := [][]int{
		{11, 22, 33, 44, 55, 66, 77},
		{5, 0, 255, 128, 64, 32, 16},
		{90, 80, 70, 60, 50, 40, 30},
		{1, 2, 3, 4, 5, 6, 7},
		{200, 150, 100, 75, 25, 12, 9},
	}
	for _, row := range rotate90(image) {
		parts := make([]string, len(row))
		for j, v := range row {
			parts[j] = strconv.Itoa(v)
		}
		fmt.Println(strings.Join(parts, " "))
	}
}
