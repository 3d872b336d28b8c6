package main

import (
	"fmt"
	"strings"
)

// transform shifts the letters of text by the key; direction is +1 to encrypt and -1 to decrypt.
func transform(text, key string, direction int) string {
	upperKey := strings.ToUpper(key)
	out := []byte(text)
	pos := 0 // index of the next key letter; advances only on letters
	for i, ch := range out {
		var base byte
		switch {
		case ch >= 'a' && ch <= 'z':
			base = 'a'
		case ch >= 'A' && ch <= 'Z':
			base = 'A'
		default:
			continue
		}
		shift := direction * int(upperKey[pos%len(upperKey)]-'A')
		out[i] = base + byte(((int(ch-base)+shift)%26+26)%26)
		pos++
	}
	return string(out)
}

func vigenereEncrypt(text, key string) string {
	return transform(text, key, 1)
}

func vigenereDecrypt(text, key string) string {
	return transform(text, key, -1)
}

func main() {
	fmt.Println(vigenereEncrypt("ATTACKATDAWN", "LEMON"))
	fmt.Println(vigenereEncrypt("Attack at dawn! Meet at 9 o'clock.", "LeMoN"))
	fmt.Println(vigenereDecrypt("Rijvs, Uyvjn! Xfsw gc e qogpox.", "key"))
	fmt.Println(vigenereEncrypt("Zebra zoo, XYZ.", "b"))
}
