function solveSudoku(grid) {
  const board = grid.map((row) => row.slice());

  function allowed(r, c, d) {
    for (let k = 0; k < 9; k++) {
      if (board[r][k] === d || board[k][c] === d) return false;
    }
    const br = 3 * Math.floor(r / 3);
    const bc = 3 * Math.floor(c / 3);
    for (let i = br; i < br + 3; i++) {
      for (let j = bc; j < bc + 3; j++) {
        if (board[i][j] === d) return false;
      }
    }
    return true;
  }

  // fills the cells from position pos (row-major) onwards
  function fill(pos) {
    if (pos === 81) return true;
    const r = Math.floor(pos / 9);
    const c = pos % 9;
    if (board[r][c] !== 0) return fill(pos + 1);
    for (let d = 1; d <= 9; d++) {
      if (allowed(r, c, d)) {
        board[r][c] = d;
        if (fill(pos + 1)) return true;
      }
    }
    board[r][c] = 0;
    return false;
  }

  return fill(0) ? board : null;
}

const grid = [
  [5, 3, 0, 0, 7, 0, 0, 0, 0],
  [6, 0, 0, 1, 9, 5, 0, 0, 0],
  [0, 9, 8, 0, 0, 0, 0, 6, 0],
  [8, 0, 0, 0, 6, 0, 0, 0, 3],
  [4, 0, 0, 8, 0, 3, 0, 0, 1],
  [7, 0, 0, 0, 2, 0, 0, 0, 6],
  [0, 6, 0, 0, 0, 0, 2, 8, 0],
  [0, 0, 0, 4, 1, 9, 0, 0, 5],
  [0, 0, 0, 0, 8, 0, 0, 7, 9],
];
for (const row of solveSudoku(grid)) console.log(row.join(" "));
