PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2, "^": 3}
RIGHT_ASSOCIATIVE = {"^"}


def tokenize(expression):
    tokens = []
    i = 0
    while i < len(expression):
        c = expression[i]
        if c == " ":
            i += 1
        elif c.isdigit() or c.isalpha():
            j = i
            while j < len(expression) and expression[j].isalnum():
                j += 1
            tokens.append(expression[i:j])
            i = j
        else:
            tokens.append(c)
            i += 1
    return tokens


def infixToPostfix(expression):
    output = []
    operators = []
    for token in tokenize(expression):
        if token in PRECEDENCE:
            # Pop operators that bind at least as tightly (strictly tighter for right-associative ones).
            while operators and operators[-1] != "(":
                top = operators[-1]
                if PRECEDENCE[top] > PRECEDENCE[token] or (
                    PRECEDENCE[top] == PRECEDENCE[token] and token not in RIGHT_ASSOCIATIVE
                ):
                    output.append(operators.pop())
                else:
                    break
            operators.append(token)
        elif token == "(":
            operators.append(token)
        elif token == ")":
            while operators[-1] != "(":
                output.append(operators.pop())
            operators.pop()
        else:
            output.append(token)
    while operators:
        output.append(operators.pop())
    return output


if __name__ == "__main__":
    expressions = [
        "3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3",
        "a*(b+c)-d/e",
        "(12-3)-(4-1)-7",
        "2^3^2*x+10/5/y",
        "((a + b) * (c - d)) ^ 2",
        "price*(1+rate)^years-10",
    ]
    for expression in expressions:
        print(" ".join(infixToPostfix(expression)))
