package main

import (
	"fmt"
	"strconv"
	"strings"
)

func boxBlur(image [][]int) [][]int {
	rows := len(image)
	cols := 0
	if rows > 0 {
		cols = len(image[0])
	}
	result := make([][]int, rows)
	for i := 0; i < rows; i++ {
		result[i] = make([]int, cols)
		for j := 0; j < cols; j++ {
			total, count := 0, 0
			for r := i - 1; r <= i+1; r++ {
				for c := j - 1; c <= j+1; c++ {
					if r >= 0 && r < rows && c >= 0 && c < cols {
						total += image[r][c]
						count++
					}
				}
			}
			result[i][j] = total / count
		}
	}
	return result
}

func main() {
	image := [][]int{
		{0, 255, 10, 20, 30, 200},
		{100, 50, 0, 255, 128, 64},
		{7, 8, 9, 250, 251, 252},
		{255, 0, 255, 0, 255, 0},
		{13, 200, 31, 99, 180, 3},
	}
	for _, row := range boxBlur(image) {
		parts := make([]string, len(row))
		for j, v := range row {
			parts[j] = strconv.Itoa(v)
		}
		fmt.Println(strings.Join(parts, " "))
	}
}
