package main

import (
	"fmt"
	"strconv"
	"strings"
)

func rotate180(image [][]int) [][]int {
	rows := len(image)
	result := make([][]int, rows)
	// Reverse the order of the rows and the order of the pixels within each row.
	for i := 0; i < rows; i++ {
		source := image[rows-1-i]
		cols := len(source)
		result[i] = make([]int, cols)
		for j := 0; j < cols; j++ {
			result[i][j] = source[cols-1-j]
		}
	}
	return result
}

func main() {
	image := [][]int{
		{12, 250, 37, 8, 199, 64},
		{0, 73, 145, 220, 5, 91},
		{255, 18, 102, 47, 166, 30},
		{81, 134, 9, 177, 240, 56},
		{23, 210, 68, 113, 1, 150},
	}
	for _, row := range rotate180(image) {
		parts := make([]string, len(row))
		for j, v := range row {
			parts[j] = strconv.Itoa(v)
		}
		fmt.Println(strings.Join(parts, " "))
	}
}
