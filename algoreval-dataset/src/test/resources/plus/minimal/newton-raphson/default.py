# Minimal: the stated iteration with Horner evaluations of p and its exact derivative, unrounded.
def newtonRaphson(coeffs, x0, tol, maxIter):
    degree = len(coeffs) - 1
    deriv = [coeffs[i] * (degree - i) for i in range(degree)]

    def evaluate(cs, x):
        v = 0.0
        for c in cs:
            v = v * x + c
        return v

    x = x0
    for _ in range(maxIter):
        d = evaluate(deriv, x)
        if d == 0:
            raise ZeroDivisionError("p'(x) is zero")
        x_next = x - evaluate(coeffs, x) / d
        if abs(x_next - x) < tol:
            return x_next
        x = x_next
    return x
