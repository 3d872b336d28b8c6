package main

import "fmt"

// Simpson applies the composite Simpson's rule to f on [a, b] with n (positive, even) subintervals.
func Simpson(f func(float64) float64, a, b float64, n int) float64 {
	if n <= 0 || n%2 != 0 {
		panic("n must be a positive even number")
	}
	h := (b - a) / float64(n)
	total := f(a) + f(b)
	for i := 1; i < n; i++ {
		weight := 2.0
		if i%2 == 1 {
			weight = 4.0
		}
		total += weight * f(a+float64(i)*h)
	}
	return total * h / 3
}

// simpson is the AlgoREval+ interface's name for Simpson.
func simpson(f func(float64) float64, a float64, b float64, n int) float64 {
	return Simpson(f, a, b, n)
}

func main() {
	f := func(x float64) float64 { return 1 / (1 + x*x) }
	a, b := 0.0, 4.0
	for _, n := range []int{2, 8, 16} {
		fmt.Printf("%.6f\n", Simpson(f, a, b, n))
	}
}
