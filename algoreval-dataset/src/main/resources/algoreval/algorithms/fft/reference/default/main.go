package main

import (
	"fmt"
	"math"
	"math/cmplx"
)

// FFT is a recursive radix-2 Cooley-Tukey FFT; the length of x must be a power of two.
func FFT(x []complex128) []complex128 {
	n := len(x)
	if n == 1 {
		return []complex128{x[0]}
	}
	even := make([]complex128, n/2)
	odd := make([]complex128, n/2)
	for i := 0; i < n/2; i++ {
		even[i] = x[2*i]
		odd[i] = x[2*i+1]
	}
	e, o := FFT(even), FFT(odd)
	result := make([]complex128, n)
	for k := 0; k < n/2; k++ {
		t := cmplx.Exp(complex(0, -2*math.Pi*float64(k)/float64(n))) * o[k]
		result[k] = e[k] + t
		result[k+n/2] = e[k] - t
	}
	return result
}

// fft is the AlgoREval+ interface: the transform of real samples, X[k] as {re, im}.
func fft(x []float64) [][2]float64 {
	input := make([]complex128, len(x))
	for i, v := range x {
		input[i] = complex(v, 0)
	}
	spectrum := FFT(input)
	out := make([][2]float64, len(spectrum))
	for k, c := range spectrum {
		out[k] = [2]float64{real(c), imag(c)}
	}
	return out
}

func fixed4(v float64) string {
	s := fmt.Sprintf("%.4f", v)
	if s == "-0.0000" {
		return "0.0000"
	}
	return s
}

func main() {
	x := []int{1, 2, 3, 4, 0, -1, 5, 2}
	input := make([]complex128, len(x))
	for i, v := range x {
		input[i] = complex(float64(v), 0)
	}
	for _, c := range FFT(input) {
		fmt.Println(fixed4(real(c)), fixed4(imag(c)))
	}
}
