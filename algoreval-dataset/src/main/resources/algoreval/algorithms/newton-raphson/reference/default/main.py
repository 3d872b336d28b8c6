def newtonRaphson(coeffs, x0, tol, maxIter):
    x = x0
    for _ in range(maxIter):
        # Horner's scheme for the polynomial value p and its derivative dp at x.
        p, dp = 0.0, 0.0
        for c in coeffs:
            dp = dp * x + p
            p = p * x + c
        if dp == 0:
            raise ZeroDivisionError("zero derivative")
        x_next = x - p / dp
        if abs(x_next - x) < tol:
            return x_next
        x = x_next
    return x


if __name__ == "__main__":
    coeffs = [1, -4, 1, 3]
    tol = 1e-12
    maxIter = 100
    for x0 in [-2, 0.5, 5]:
        print(f"{newtonRaphson(coeffs, x0, tol, maxIter):.6f}")
