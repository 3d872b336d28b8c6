# Minimal: plain row-by-row backtracking with a column/diagonal scan per placement (no bitmasks); n is at most 12.
def solveNQueens(n):
    solutions = []
    cols = []

    def safe(col):
        row = len(cols)
        for r, c in enumerate(cols):
            if c == col or abs(c - col) == row - r:
                return False
        return True

    def place():
        if len(cols) == n:
            solutions.append(list(cols))
            return
        for col in range(n):
            if safe(col):
                cols.append(col)
                place()
                cols.pop()

    place()
    return solutions
