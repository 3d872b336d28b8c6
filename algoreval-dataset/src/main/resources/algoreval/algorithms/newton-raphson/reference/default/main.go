package main

import (
	"errors"
	"fmt"
	"math"
)

// NewtonRaphson runs Newton's method on the polynomial with coefficients from the highest degree
// down, starting at x0. It stops when two successive iterates differ by less than tol and returns
// the last iterate.
func NewtonRaphson(coeffs []float64, x0, tol float64, maxIter int) (float64, error) {
	x := x0
	for iter := 0; iter < maxIter; iter++ {
		// Horner's scheme for the polynomial value p and its derivative dp at x.
		p, dp := 0.0, 0.0
		for _, c := range coeffs {
			dp = dp*x + p
			p = p*x + c
		}
		if dp == 0 {
			return 0, errors.New("zero derivative")
		}
		next := x - p/dp
		if math.Abs(next-x) < tol {
			return next, nil
		}
		x = next
	}
	return x, nil
}

// newtonRaphson is the AlgoREval+ interface's form of NewtonRaphson: the root, or a panic where it
// reports an error.
func newtonRaphson(coeffs []float64, x0 float64, tol float64, maxIter int) float64 {
	root, err := NewtonRaphson(coeffs, x0, tol, maxIter)
	if err != nil {
		panic(err)
	}
	return root
}

func main() {
	coeffs := []float64{1, -4, 1, 3}
	tol := 1e-12
	maxIter := 100
	for _, x0 := range []float64{-2, 0.5, 5} {
		root, err := NewtonRaphson(coeffs, x0, tol, maxIter)
		if err != nil {
			panic(err)
		}
		fmt.Printf("%.6f\n", root)
	}
}
