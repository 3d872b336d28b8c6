package main

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

func otsuThreshold(image [][]int) int {
	var hist [256]int
	total, sumAll := 0, 0
	for _, row := range image {
		for _, v := range row {
			hist[v]++
			total++
			sumAll += v
		}
	}
	bestT, bestNum, bestDen := 0, big.NewInt(-1), big.NewInt(1)
	count0, sum0 := 0, 0
	for t := 0; t < 256; t++ {
		count0 += hist[t]
		sum0 += t * hist[t]
		count1 := total - count0
		if count0 == 0 || count1 == 0 {
			continue
		}
		// w0 * w1 * (mean0 - mean1)^2 = (total * sum0 - count0 * sumAll)^2 / (total^2 * count0 * count1);
		// compared as exact fractions, so different splits with equal variances tie (floats may not)
		d := big.NewInt(int64(total)*int64(sum0) - int64(count0)*int64(sumAll))
		num := new(big.Int).Mul(d, d)
		den := big.NewInt(int64(count0) * int64(count1))
		if new(big.Int).Mul(num, bestDen).Cmp(new(big.Int).Mul(bestNum, den)) > 0 { // strict: keeps the smallest maximising t
			bestT, bestNum, bestDen = t, num, den
		}
	}
	return bestT
}

func binarize(image [][]int, t int) [][]int {
	result := make([][]int, len(image))
	for i, row := range image {
		result[i] = make([]int, len(row))
		for j, v := range row {
			if v > t {
				result[i][j] = 255
			}
		}
	}
	return result
}

func main() {
	image := [][]int{
		{34, 41, 38, 52, 170, 185, 190},
		{29, 45, 60, 160, 178, 201, 188},
		{36, 48, 95, 172, 140, 195, 210},
		{40, 33, 57, 120, 166, 182, 176},
		{27, 62, 44, 88, 150, 199, 205},
		{31, 39, 70, 110, 158, 174, 168},
	}
	t := otsuThreshold(image)
	fmt.Println(t)
	for _, row := range binarize(image, t) {
		parts := make([]string, len(row))
		for j, v := range row {
			parts[j] = strconv.Itoa(v)
		}
		fmt.Println(strings.Join(parts, " "))
	}
}
