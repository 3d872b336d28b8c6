package main

import (
	"fmt"
	"strings"
)

var precedence = map[byte]int{'+': 1, '-': 1, '*': 2, '/': 2, '^': 3}

func isAlnum(c byte) bool {
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func infixToPostfix(expression string) []string {
	output := []string{}
	operators := []byte{}
	for i := 0; i < len(expression); {
		c := expression[i]
		switch {
		case c == ' ':
			i++
		case isAlnum(c):
			j := i
			for j < len(expression) && isAlnum(expression[j]) {
				j++
			}
			output = append(output, expression[i:j])
			i = j
		case c == '(':
			operators = append(operators, c)
			i++
		case c == ')':
			for operators[len(operators)-1] != '(' {
				output = append(output, string(operators[len(operators)-1]))
				operators = operators[:len(operators)-1]
			}
			operators = operators[:len(operators)-1]
			i++
		default:
			// Pop operators that bind at least as tightly (strictly tighter for right-associative ^).
			for len(operators) > 0 && operators[len(operators)-1] != '(' {
				top, cur := precedence[operators[len(operators)-1]], precedence[c]
				if top > cur || (top == cur && c != '^') {
					output = append(output, string(operators[len(operators)-1]))
					operators = operators[:len(operators)-1]
				} else {
					break
				}
			}
			operators = append(operators, c)
			i++
		}
	}
	for len(operators) > 0 {
		output = append(output, string(operators[len(operators)-1]))
		operators = operators[:len(operators)-1]
	}
	return output
}

func main() {
	expressions := []string{
		"3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3",
		"a*(b+c)-d/e",
		"(12-3)-(4-1)-7",
		"2^3^2*x+10/5/y",
		"((a + b) * (c - d)) ^ 2",
		"price*(1+rate)^years-10",
	}
	for _, expression := range expressions {
		fmt.Println(strings.Join(infixToPostfix(expression), " "))
	}
}
