package main

import "fmt"

func shiftLetters(text string, shift int) string {
	k := byte(((shift % 26) + 26) % 26)
	out := []byte(text)
	for i, ch := range out {
		switch {
		case ch >= 'a' && ch <= 'z':
			out[i] = 'a' + (ch-'a'+k)%26
		case ch >= 'A' && ch <= 'Z':
			out[i] = 'A' + (ch-'A'+k)%26
		}
	}
	return string(out)
}

func caesarEncrypt(text string, shift int) string {
	return shiftLetters(text, shift)
}

func caesarDecrypt(text string, shift int) string {
	return shiftLetters(text, -(shift % 26))
}

func main() {
	fmt.Println(caesarEncrypt("Hello, World! Meet me at 10:30 near the Zoo.", 3))
	fmt.Println(caesarDecrypt("Khoor, Zruog!", 3))
	fmt.Println(caesarEncrypt("The Quick Brown Fox Jumps Over The Lazy Dog", 13))
	fmt.Println(caesarEncrypt("abc-XYZ xyz_ABC", 29))
	fmt.Println(caesarDecrypt("Vjg swkem dtqyp hqz", -24))
}
