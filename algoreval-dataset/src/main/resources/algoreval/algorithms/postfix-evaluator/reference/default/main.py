def evaluatePostfix(expression):
    stack = []
    for token in expression.split():
        if token in ("+", "-", "*", "/"):
            right = stack.pop()
            left = stack.pop()
            if token == "+":
                stack.append(left + right)
            elif token == "-":
                stack.append(left - right)
            elif token == "*":
                stack.append(left * right)
            else:
                # Truncate toward zero (Python's // would floor).
                q = abs(left) // abs(right)
                stack.append(q if (left >= 0) == (right > 0) else -q)
        else:
            stack.append(int(token))
    return stack.pop()


if __name__ == "__main__":
    expressions = [
        "5 1 2 + 4 * + 3 -",
        "2 3 4 * + 5 6 - *",
        "100 7 / 3 2 * -",
        "15 7 1 1 + - / 3 * 2 1 1 + + -",
        "4 10 - 27 8 / *",
    ]
    for expression in expressions:
        print(evaluatePostfix(expression))
