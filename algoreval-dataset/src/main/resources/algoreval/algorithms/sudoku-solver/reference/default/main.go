package main

import (
	"fmt"
	"strconv"
	"strings"
)

func allowed(board *[9][9]int, r, c, d int) bool {
	for k := 0; k < 9; k++ {
		if board[r][k] == d || board[k][c] == d {
			return false
		}
	}
	br, bc := 3*(r/3), 3*(c/3)
	for i := br; i < br+3; i++ {
		for j := bc; j < bc+3; j++ {
			if board[i][j] == d {
				return false
			}
		}
	}
	return true
}

// fill fills the cells from position pos (row-major) onwards.
func fill(board *[9][9]int, pos int) bool {
	if pos == 81 {
		return true
	}
	r, c := pos/9, pos%9
	if board[r][c] != 0 {
		return fill(board, pos+1)
	}
	for d := 1; d <= 9; d++ {
		if allowed(board, r, c, d) {
			board[r][c] = d
			if fill(board, pos+1) {
				return true
			}
		}
	}
	board[r][c] = 0
	return false
}

// solveSudoku returns the solved grid and true, or false if the puzzle has no solution.
func solveSudokuGrid(grid [9][9]int) ([9][9]int, bool) {
	ok := fill(&grid, 0)
	return grid, ok
}

// solveSudoku is the AlgoREval+ interface: 9 rows in, the solved rows out (nil if there is no solution).
func solveSudoku(grid [][]int) [][]int {
	var board [9][9]int
	for r := 0; r < 9; r++ {
		copy(board[r][:], grid[r])
	}
	solved, ok := solveSudokuGrid(board)
	if !ok {
		return nil
	}
	rows := make([][]int, 9)
	for r := range solved {
		rows[r] = append([]int(nil), solved[r][:]...)
	}
	return rows
}

func main() {
	grid := [9][9]int{
		{5, 3, 0, 0, 7, 0, 0, 0, 0},
		{6, 0, 0, 1, 9, 5, 0, 0, 0},
		{0, 9, 8, 0, 0, 0, 0, 6, 0},
		{8, 0, 0, 0, 6, 0, 0, 0, 3},
		{4, 0, 0, 8, 0, 3, 0, 0, 1},
		{7, 0, 0, 0, 2, 0, 0, 0, 6},
		{0, 6, 0, 0, 0, 0, 2, 8, 0},
		{0, 0, 0, 4, 1, 9, 0, 0, 5},
		{0, 0, 0, 0, 8, 0, 0, 7, 9},
	}
	solved, ok := solveSudokuGrid(grid)
	if !ok {
		return
	}
	for _, row := range solved {
		parts := make([]string, 9)
		for c, d := range row {
			parts[c] = strconv.Itoa(d)
		}
		fmt.Println(strings.Join(parts, " "))
	}
}
