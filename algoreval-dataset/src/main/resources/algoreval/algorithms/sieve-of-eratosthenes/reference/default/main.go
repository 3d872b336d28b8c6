package main

import (
	"fmt"
	"strconv"
	"strings"
)

func sieve(n int) []int {
	if n < 2 {
		return nil
	}
	isPrime := make([]bool, n+1)
	for i := 2; i <= n; i++ {
		isPrime[i] = true
	}
	for p := 2; p*p <= n; p++ {
		if !isPrime[p] {
			continue
		}
		for multiple := p * p; multiple <= n; multiple += p {
			isPrime[multiple] = false
		}
	}
	var primes []int
	for i := 2; i <= n; i++ {
		if isPrime[i] {
			primes = append(primes, i)
		}
	}
	return primes
}

func main() {
	parts := []string{}
	for _, p := range sieve(100) {
		parts = append(parts, strconv.Itoa(p))
	}
	fmt.Println(strings.Join(parts, " "))
	fmt.Println(len(sieve(1000)))
}
