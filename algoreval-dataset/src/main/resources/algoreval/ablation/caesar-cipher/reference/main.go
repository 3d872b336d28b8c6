package main

import "fmt"

func solve(text string, k int) string {
	out := []byte(text)
	for i, ch := range out {
		if ch >= 'a' && ch <= 'z' {
			out[i] = byte((int(ch-'a')+k)%26) + 'a'
		} else if ch >= 'A' && ch <= 'Z' {
			out[i] = byte((int(ch-'A')+k)%26) + 'A'
		}
	}
	return string(out)
}

func main() {
	text := "Meet me at the Zoo, 10:45 sharp!"
	k := 3
	fmt.Println(solve(text, k))
}
