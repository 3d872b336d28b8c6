package main

import (
	"fmt"
	"strconv"
	"strings"
)

func histogramEqualization(image [][]int) [][]int {
	var hist, cdf, mapping [256]int
	total := 0
	for _, row := range image {
		for _, v := range row {
			hist[v]++
			total++
		}
	}
	running, cdfMin := 0, 0
	for v := 0; v < 256; v++ {
		running += hist[v]
		cdf[v] = running
		if cdfMin == 0 && running > 0 {
			cdfMin = running
		}
	}
	denom := total - cdfMin
	for v := 0; v < 256; v++ {
		if hist[v] > 0 && denom > 0 {
			// round((cdf - cdfMin) * 255 / denom) with halves rounded up, in exact integer arithmetic
			mapping[v] = (2*(cdf[v]-cdfMin)*255 + denom) / (2 * denom)
		}
	}
	result := make([][]int, len(image))
	for i, row := range image {
		result[i] = make([]int, len(row))
		for j, v := range row {
			result[i][j] = mapping[v]
		}
	}
	return result
}

func main() {
	image := [][]int{
		{52, 55, 61, 66, 70, 61},
		{63, 59, 55, 90, 109, 85},
		{62, 59, 68, 113, 144, 104},
		{63, 58, 71, 122, 154, 106},
		{67, 61, 68, 104, 126, 88},
		{70, 65, 63, 79, 85, 71},
	}
	for _, row := range histogramEqualization(image) {
		parts := make([]string, len(row))
		for j, v := range row {
			parts[j] = strconv.Itoa(v)
		}
		fmt.Println(strings.Join(parts, " "))
	}
}
