package main

import (
	"fmt"
	"strconv"
	"strings"
)

func rleEncode(s string) string {
	var sb strings.Builder
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && s[j] == s[i] {
			j++
		}
		sb.WriteString(strconv.Itoa(j - i))
		sb.WriteByte(s[i])
		i = j
	}
	return sb.String()
}

func rleDecode(encoded string) string {
	var sb strings.Builder
	count := 0
	for i := 0; i < len(encoded); i++ {
		c := encoded[i]
		if c >= '0' && c <= '9' {
			count = count*10 + int(c-'0')
		} else {
			sb.WriteString(strings.Repeat(string(c), count))
			count = 0
		}
	}
	return sb.String()
}

func main() {
	stringsToEncode := []string{"WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "aaabccddddde", "xyz", "ZZzzZ"}
	encoded := []string{"12W1B3W", "1a2b3c", "10x1y2z", "2Q11q"}
	for _, s := range stringsToEncode {
		fmt.Println(rleEncode(s))
	}
	for _, e := range encoded {
		fmt.Println(rleDecode(e))
	}
}
