package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

func solveNQueens(n int) [][]int {
	var solutions [][]int
	cols := make([]int, n) // cols[r] = column of the queen in row r
	usedCol := make([]bool, n)
	diag := make([]bool, 2*n-1) // indexed by row - col + n - 1
	anti := make([]bool, 2*n-1) // indexed by row + col
	var place func(row int)
	place = func(row int) {
		if row == n {
			solutions = append(solutions, append([]int(nil), cols...))
			return
		}
		for c := 0; c < n; c++ {
			if usedCol[c] || diag[row-c+n-1] || anti[row+c] {
				continue
			}
			cols[row] = c
			usedCol[c], diag[row-c+n-1], anti[row+c] = true, true, true
			place(row + 1)
			usedCol[c], diag[row-c+n-1], anti[row+c] = false, false, false
		}
	}
	place(0)
	return solutions
}

func main() {
	for _, n := range []int{4, 5, 6, 7, 8} {
		fmt.Println(n, len(solveNQueens(n)))
	}
	six := solveNQueens(6)
	sort.Slice(six, func(i, j int) bool {
		for k := range six[i] {
			if six[i][k] != six[j][k] {
				return six[i][k] < six[j][k]
			}
		}
		return false
	})
	for _, solution := range six {
		parts := make([]string, len(solution))
		for i, c := range solution {
			parts[i] = strconv.Itoa(c)
		}
		fmt.Println(strings.Join(parts, " "))
	}
}
