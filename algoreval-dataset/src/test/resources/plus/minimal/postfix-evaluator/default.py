# Contract-minimal: split on spaces and use a list as the stack; // is truncation since every dividend is non-negative and every divisor positive.
def evaluatePostfix(expression):
    stack = []
    for token in expression.split(" "):
        if token in ("+", "-", "*", "/"):
            b = stack.pop()
            a = stack.pop()
            if token == "+":
                stack.append(a + b)
            elif token == "-":
                stack.append(a - b)
            elif token == "*":
                stack.append(a * b)
            else:
                stack.append(a // b)
        else:
            stack.append(int(token))
    return stack[-1]
