def gaussianElimination(A, b):
    n = len(A)
    # Augmented matrix [A | b] as floats; the inputs are left unchanged.
    M = [[float(v) for v in row] + [float(b[i])] for i, row in enumerate(A)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(M[r][col]))
        if M[pivot][col] == 0:
            raise ValueError("matrix is singular")
        M[col], M[pivot] = M[pivot], M[col]
        for r in range(col + 1, n):
            factor = M[r][col] / M[col][col]
            for c in range(col, n + 1):
                M[r][c] -= factor * M[col][c]
    x = [0.0] * n
    for i in range(n - 1, -1, -1):
        s = M[i][n] - sum(M[i][j] * x[j] for j in range(i + 1, n))
        x[i] = s / M[i][i]
    return x


if __name__ == "__main__":
    A = [[0, 2, -1, 3],
         [4, -1, 2, 1],
         [-2, 3, 5, -4],
         [1, 1, -3, 2]]
    b = [5, 7, -3, 6]
    for v in gaussianElimination(A, b):
        s = f"{v:.4f}"
        print("0.0000" if s == "-0.0000" else s)
