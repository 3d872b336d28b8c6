package main

import "fmt"

// extendedGcd returns g = gcd(a, b) and x, y with a*x + b*y = g.
func extendedGcd(a, b int64) (int64, int64, int64) {
	// invariants: oldR = a*oldX + b*oldY and r = a*x + b*y
	oldR, r := a, b
	oldX, x := int64(1), int64(0)
	oldY, y := int64(0), int64(1)
	for r != 0 {
		q := oldR / r
		oldR, r = r, oldR-q*r
		oldX, x = x, oldX-q*x
		oldY, y = y, oldY-q*y
	}
	return oldR, oldX, oldY
}

func main() {
	pairs := [][2]int64{{240, 46}, {17, 3120}, {1071, 462}, {12, 36}, {36, 12}, {0, 7}, {123456789, 9876543}}
	for _, p := range pairs {
		a, b := p[0], p[1]
		g, x, _ := extendedGcd(a, b)
		// normalize to the unique solution with 0 <= x < b/g
		step := b / g
		x = ((x % step) + step) % step
		y := (g - a*x) / b
		fmt.Println(g, x, y)
	}
}
