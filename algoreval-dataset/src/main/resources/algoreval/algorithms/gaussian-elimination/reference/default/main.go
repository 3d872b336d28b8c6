package main

import (
	"errors"
	"fmt"
	"math"
)

// GaussianElimination solves A x = b with partial pivoting; A and b are left unchanged.
func GaussianElimination(A [][]float64, b []float64) ([]float64, error) {
	n := len(A)
	M := make([][]float64, n)
	for i := range A {
		M[i] = append(append([]float64(nil), A[i]...), b[i])
	}
	for col := 0; col < n; col++ {
		pivot := col
		for r := col + 1; r < n; r++ {
			if math.Abs(M[r][col]) > math.Abs(M[pivot][col]) {
				pivot = r
			}
		}
		if M[pivot][col] == 0 {
			return nil, errors.New("matrix is singular")
		}
		M[col], M[pivot] = M[pivot], M[col]
		for r := col + 1; r < n; r++ {
			factor := M[r][col] / M[col][col]
			for c := col; c <= n; c++ {
				M[r][c] -= factor * M[col][c]
			}
		}
	}
	x := make([]float64, n)
	for i := n - 1; i >= 0; i-- {
		s := M[i][n]
		for j := i + 1; j < n; j++ {
			s -= M[i][j] * x[j]
		}
		x[i] = s / M[i][i]
	}
	return x, nil
}

// gaussianElimination is the AlgoREval+ interface's form of GaussianElimination: the solution, or a
// panic where it reports a singular matrix.
func gaussianElimination(A [][]float64, b []float64) []float64 {
	x, err := GaussianElimination(A, b)
	if err != nil {
		panic(err)
	}
	return x
}

func main() {
	A := [][]float64{{0, 2, -1, 3},
		{4, -1, 2, 1},
		{-2, 3, 5, -4},
		{1, 1, -3, 2}}
	b := []float64{5, 7, -3, 6}
	x, err := GaussianElimination(A, b)
	if err != nil {
		panic(err)
	}
	for _, v := range x {
		s := fmt.Sprintf("%.4f", v)
		if s == "-0.0000" {
			s = "0.0000"
		}
		fmt.Println(s)
	}
}
