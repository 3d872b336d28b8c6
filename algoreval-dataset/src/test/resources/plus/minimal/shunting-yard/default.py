# Contract-minimal: character scan into tokens (digits, letters, operators, parentheses; spaces skipped) and the textbook shunting-yard loop.
PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2, "^": 3}


def infixToPostfix(expression):
    tokens = []
    i = 0
    while i < len(expression):
        c = expression[i]
        if c == " ":
            i += 1
        elif c.isdigit() or c.isalpha():
            j = i
            while j < len(expression) and expression[j].isalnum() and expression[j].isdigit() == c.isdigit():
                j += 1
            tokens.append(expression[i:j])
            i = j
        else:
            tokens.append(c)
            i += 1
    out = []
    ops = []
    for t in tokens:
        if t in PRECEDENCE:
            while ops and ops[-1] != "(" and (PRECEDENCE[ops[-1]] > PRECEDENCE[t]
                                              or PRECEDENCE[ops[-1]] == PRECEDENCE[t] and t != "^"):
                out.append(ops.pop())
            ops.append(t)
        elif t == "(":
            ops.append(t)
        elif t == ")":
            while ops[-1] != "(":
                out.append(ops.pop())
            ops.pop()
        else:
            out.append(t)
    while ops:
        out.append(ops.pop())
    return out
