package main

import "fmt"

func modPowUnsigned(base, exponent, modulus uint64) uint64 {
	// modulus < 2^31, so the product of two residues fits in 64 bits
	result := 1 % modulus
	base %= modulus
	for exponent > 0 {
		if exponent&1 == 1 {
			result = result * base % modulus
		}
		base = base * base % modulus
		exponent >>= 1
	}
	return result
}

// modPow is the AlgoREval+ interface (signed 64-bit; every value is below 2^31).
func modPow(base, exponent, modulus int64) int64 {
	return int64(modPowUnsigned(uint64(base), uint64(exponent), uint64(modulus)))
}

func main() {
	cases := [][3]uint64{
		{2, 10, 1000},
		{3, 200, 13},
		{7, 0, 13},
		{5, 0, 1},
		{0, 5, 7},
		{123456789, 987654321, 1000000007},
		{2, 2147483646, 2147483647},
		{2147483646, 2147483645, 2147483647},
		{987654321, 1234567890, 2147483629},
	}
	for _, c := range cases {
		fmt.Println(modPowUnsigned(c[0], c[1], c[2]))
	}
}
