def solveSudoku(grid):
    board = [row[:] for row in grid]

    def allowed(r, c, d):
        for k in range(9):
            if board[r][k] == d or board[k][c] == d:
                return False
        br, bc = 3 * (r // 3), 3 * (c // 3)
        for i in range(br, br + 3):
            for j in range(bc, bc + 3):
                if board[i][j] == d:
                    return False
        return True

    def fill(pos):
        if pos == 81:
            return True
        r, c = divmod(pos, 9)
        if board[r][c] != 0:
            return fill(pos + 1)
        for d in range(1, 10):
            if allowed(r, c, d):
                board[r][c] = d
                if fill(pos + 1):
                    return True
        board[r][c] = 0
        return False

    return board if fill(0) else None


if __name__ == "__main__":
    grid = [
        [5, 3, 0, 0, 7, 0, 0, 0, 0],
        [6, 0, 0, 1, 9, 5, 0, 0, 0],
        [0, 9, 8, 0, 0, 0, 0, 6, 0],
        [8, 0, 0, 0, 6, 0, 0, 0, 3],
        [4, 0, 0, 8, 0, 3, 0, 0, 1],
        [7, 0, 0, 0, 2, 0, 0, 0, 6],
        [0, 6, 0, 0, 0, 0, 2, 8, 0],
        [0, 0, 0, 4, 1, 9, 0, 0, 5],
        [0, 0, 0, 0, 8, 0, 0, 7, 9],
    ]
    for row in solveSudoku(grid):
        print(" ".join(map(str, row)))
