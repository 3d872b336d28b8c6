def solveNQueens(n):
    solutions = []
    cols = []  # cols[r] = column of the queen in row r
    used_cols, used_diag, used_anti = set(), set(), set()

    def place(row):
        if row == n:
            solutions.append(cols[:])
            return
        for c in range(n):
            if c in used_cols or row - c in used_diag or row + c in used_anti:
                continue
            cols.append(c)
            used_cols.add(c)
            used_diag.add(row - c)
            used_anti.add(row + c)
            place(row + 1)
            cols.pop()
            used_cols.remove(c)
            used_diag.remove(row - c)
            used_anti.remove(row + c)

    place(0)
    return solutions


if __name__ == "__main__":
    for n in [4, 5, 6, 7, 8]:
        print(n, len(solveNQueens(n)))
    for solution in sorted(solveNQueens(6)):
        print(" ".join(map(str, solution)))
