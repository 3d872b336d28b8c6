package main

import (
	"fmt"
	"strconv"
	"strings"
)

func evaluatePostfix(expression string) int {
	stack := []int{}
	for _, token := range strings.Fields(expression) {
		switch token {
		case "+", "-", "*", "/":
			right := stack[len(stack)-1]
			left := stack[len(stack)-2]
			stack = stack[:len(stack)-2]
			var value int
			switch token {
			case "+":
				value = left + right
			case "-":
				value = left - right
			case "*":
				value = left * right
			default:
				value = left / right // truncates toward zero
			}
			stack = append(stack, value)
		default:
			value, err := strconv.Atoi(token)
			if err != nil {
				panic(err)
			}
			stack = append(stack, value)
		}
	}
	return stack[len(stack)-1]
}

func main() {
	expressions := []string{
		"5 1 2 + 4 * + 3 -",
		"2 3 4 * + 5 6 - *",
		"100 7 / 3 2 * -",
		"15 7 1 1 + - / 3 * 2 1 1 + + -",
		"4 10 - 27 8 / *",
	}
	for _, expression := range expressions {
		fmt.Println(evaluatePostfix(expression))
	}
}
