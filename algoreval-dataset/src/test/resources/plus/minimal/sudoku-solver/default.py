# Minimal: plain backtracking over empty cells in row-major order, trying digits 1..9 with a row/column/box scan.
def solveSudoku(grid):
    g = [list(row) for row in grid]
    empty = [(r, c) for r in range(9) for c in range(9) if g[r][c] == 0]

    def ok(r, c, d):
        for k in range(9):
            if g[r][k] == d or g[k][c] == d:
                return False
        br, bc = 3 * (r // 3), 3 * (c // 3)
        for i in range(br, br + 3):
            for j in range(bc, bc + 3):
                if g[i][j] == d:
                    return False
        return True

    def solve(k):
        if k == len(empty):
            return True
        r, c = empty[k]
        for d in range(1, 10):
            if ok(r, c, d):
                g[r][c] = d
                if solve(k + 1):
                    return True
                g[r][c] = 0
        return False

    solve(0)
    return g
